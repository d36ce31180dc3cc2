"""A game record opened from the desktop ("Open with", a double-click: the path on the
command line, a QFileOpenEvent on macOS, or handed over by a later start to the window
already open) opens in the window as Game > Open record opens it: a file that cannot be
opened gives the same message and the window stays usable, and an unfinished match is
left only when the person says so."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys

import pytest
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from biscambiggia_gui.engine.messages import shown_path
from biscambiggia_gui.__main__ import given_file, sort_words
from biscambiggia_gui.paths import user_data_dir
from biscambiggia_gui.store import saves
from biscambiggia_gui.ui.instance import (MAX_MESSAGE, InstanceGuard, first_steps,
                                          hand_over_opened_files)

from uihelpers import ROOT, hand_faces, play_first_legal, record_near_end, settle, start, wait_turn


def write_record(folder, name="friend's match.json", before=1, variant="briscola-2"):
    """A record of a match in its second hand, a few cards before its end."""
    record = record_near_end(variant, {"hands": 3} if variant == "briscola-2" else None,
                             before=before, left=4)
    path = folder / name
    path.write_text(json.dumps(record, indent=1), encoding="utf-8")
    return path, record


def shows(window, record) -> bool:
    """The table holds the match of `record`: its variant, its decks, its hand, its cards
    played (and maybe the computer's next card already)."""
    match = window.ctrl.match
    return (match is not None and match.variant.id == record["variant"]
            and [list(h.deck) for h in match.hands] == [h["deck"] for h in record["hands"]]
            and len(match.current.actions) >= len(record["hands"][-1]["actions"]))


def an_unfinished_match_left(qtbot, window):
    """A match begun in the window and left in the autosave; a fresh window of the same
    data folder is what the next start shows."""
    start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    assert saves.has_autosave()
    return json.loads(saves.autosave_path().read_text(encoding="utf-8"))["record"]


def test_a_record_given_at_start_opens_instead_of_the_new_match_dialog(qtbot, window, tmp_path):
    path, record = write_record(tmp_path)
    window.given_path = str(path)
    first_steps(window)
    qtbot.waitUntil(lambda: shows(window, record))
    assert window.dialog is None or not window.dialog.isVisible()
    assert window.panel.title.text() == "Briscola (2) · deal 2"      # as the window counts them
    assert any(window.panel.log.item(i).text() == "Opened “friend's match.json”"
               for i in range(window.panel.log.count()))
    assert window.given_path is None and window.steps_done


@pytest.mark.parametrize("what", ["damaged", "folder", "gone"])
def test_a_file_that_cannot_be_opened_gives_the_menus_message_then_the_new_match_dialog(
        qtbot, window, tmp_path, what):
    path = tmp_path / "record.json"
    if what == "damaged":
        path.write_text('{"format": 1, "variant": "briscola-2", "hands": [', encoding="utf-8")
    elif what == "folder":
        path.mkdir()
    window.given_path = str(path)
    first_steps(window)
    qtbot.waitUntil(lambda: window.message is not None and window.message.isVisible())
    assert window.message.windowTitle() == "The file cannot be opened"
    assert "record.json" in window.message.text()
    assert window.ctrl.match is None
    window.message.button(window.message.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())


@pytest.mark.parametrize("what", ["damaged", "gone"])
def test_a_file_name_that_is_not_utf8_is_shown_with_every_byte(qtbot, window, tmp_path, what):
    """A file whose name holds a byte that is not UTF-8 ("bad\\xffname.json", as a
    Windows-1252 disk leaves it): the message named it "badname.json", a file the person
    cannot find; each such byte shows now as the file dialog shows it, U+FFFD."""
    import os
    folder = os.fsencode(tmp_path)
    path = os.path.join(folder, b"bad\xffname.json")
    if what == "damaged":
        with open(path, "wb") as f:
            f.write(b'{"format": 1, "variant": "briscola-2", "hands": [')
    window.given_path = os.fsdecode(path)
    first_steps(window)
    qtbot.waitUntil(lambda: window.message is not None and window.message.isVisible())
    assert "bad\ufffdname.json" in window.message.text()
    window.message.button(window.message.StandardButton.Ok).click()


def test_an_unfinished_match_is_offered_back_first_and_kept_unless_left(qtbot, window, tmp_path):
    left = an_unfinished_match_left(qtbot, window)
    path, record = write_record(tmp_path)
    window.ctrl.match = None                                   # the next start: nothing on the table
    window.given_path = str(path)
    window.steps_done = False
    first_steps(window)
    qtbot.waitUntil(lambda: window.leave_box is not None and window.leave_box.isVisible())
    assert window.ctrl.match.variant.id == left["variant"]   # the match left is on the table
    resumed = window.ctrl.match
    window.leave_box.escapeButton().click()                   # keep playing
    assert window.ctrl.match is resumed
    assert json.loads(saves.autosave_path().read_text())["record"]["hands"][0]["deck"] == \
        left["hands"][0]["deck"]                               # nothing lost
    window.receive_file(str(path))                            # opened again: this time, leave it
    qtbot.waitUntil(lambda: window.leave_box.isVisible())
    window.leave_box.buttons()[0].click()
    qtbot.waitUntil(lambda: shows(window, record))


def test_a_file_handed_over_while_the_resume_question_is_up(qtbot, window, tmp_path):
    an_unfinished_match_left(qtbot, window)
    window.ctrl.match = None
    window.steps_done = False
    first_steps(window)                                       # no file: the resume question
    qtbot.waitUntil(lambda: window.resume_dialog is not None and window.resume_dialog.isVisible())
    path, record = write_record(tmp_path)
    window.receive_file(str(path))
    assert not window.resume_dialog.isVisible()
    qtbot.waitUntil(lambda: window.leave_box is not None and window.leave_box.isVisible())
    window.leave_box.buttons()[0].click()
    qtbot.waitUntil(lambda: shows(window, record))


def test_a_file_opened_by_the_system_while_the_new_match_dialog_is_up(qtbot, window, tmp_path, qapp):
    """macOS's Finder sends a QFileOpenEvent to the application."""
    keeper = hand_over_opened_files(qapp, window)
    try:
        first_steps(window)
        qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
        path, record = write_record(tmp_path, variant="mariagio", before=0)
        QApplication.sendEvent(qapp, QFileOpenEvent(str(path)))
        qtbot.waitUntil(lambda: shows(window, record))
        assert not window.dialog.isVisible()
    finally:
        qapp.removeEventFilter(keeper)


def listening(window):
    """The window holding the (test's) data folder, as app.claim_data_folder sets it up."""
    folder = user_data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    guard = InstanceGuard(folder)
    assert guard.acquire() == "first"
    guard.fileGiven.connect(window.receive_file)
    window.steps_done = True
    return guard


def test_a_second_start_with_a_file_makes_the_first_window_open_it(qtbot, window, tmp_path):
    guard = listening(window)
    try:
        path, record = write_record(tmp_path)
        elsewhere = tmp_path / "elsewhere"
        elsewhere.mkdir()
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        later = subprocess.Popen([sys.executable, "-m", "biscambiggia_gui",       # the real start
                                  os.path.relpath(path, elsewhere)], cwd=elsewhere, env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        qtbot.waitUntil(lambda: later.poll() is not None, timeout=60_000)
        err = later.stderr.read().decode()
        assert later.returncode == 0, err
        assert "brought forward and asked to open" in err and shown_path(path) in err
        qtbot.waitUntil(lambda: shows(window, record))
    finally:
        guard.release()


def speak(guard, data: bytes) -> tuple[bytes, bool]:
    """`data` said on the guard's socket from a plain socket: what comes back, and whether
    the window closed the connection (read without blocking the window's event loop)."""
    import time
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(guard.server.fullServerName())
    sock.setblocking(False)
    heard, closed = b"", False
    try:
        sock.sendall(data)
    except (BlockingIOError, BrokenPipeError, ConnectionResetError):
        pass                                                    # it stopped listening
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        QApplication.processEvents()
        try:
            chunk = sock.recv(4096)
        except BlockingIOError:
            time.sleep(0.02)
            continue
        except ConnectionResetError:
            chunk = b""
        if not chunk:
            closed = True
            break
        heard += chunk
    sock.close()
    return heard, closed


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="local sockets are files here")
def test_garbage_and_overlong_messages_change_nothing(qtbot, window, tmp_path, monkeypatch):
    from biscambiggia_gui.ui import instance
    monkeypatch.setattr(instance, "CLIENT_MS", 300)           # (5 s in the game)
    start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
    wait_turn(qtbot, window)
    match = window.ctrl.match
    guard = listening(window)
    came = []
    guard.activated.connect(lambda: came.append(True))
    try:
        assert speak(guard, b"x" * (MAX_MESSAGE + 10)) == (b"", True)              # cut off
        assert speak(guard, b"open \"" + b"a" * MAX_MESSAGE + b"\"\nshow\n") == (b"", True)
        assert speak(guard, b"\xff\xfe\x00 garbage") == (b"", True)     # never says show: closed
        assert speak(guard, b"show") == (b"", True)                     # nor ends the line
        assert not came and window.ctrl.match is match and window.message is None
        heard = speak(guard, b"hello?\nopen {not json\nopen 12\nopen \"\"\nopen \"a\\u0000b\"\nshow\n")
        assert heard == (b"ok\n", True) and came == [True]     # comes forward; no file to open
        assert window.ctrl.match is match and window.message is None
        gone = tmp_path / "gone.json"
        heard = speak(guard, b"open " + json.dumps(str(gone)).encode() + b"\nshow\n")
        assert heard == (b"ok\n", True)
        qtbot.waitUntil(lambda: window.message is not None and window.message.isVisible())
        assert window.message.windowTitle() == "The file cannot be opened"
        assert window.ctrl.match is match                        # the match goes on
        assert not guard._clients
    finally:
        guard.release()


def test_the_command_line_names_the_file_to_open(tmp_path):
    path, _ = write_record(tmp_path)
    assert sort_words(["-style", "fusion", str(path)]) == (None, [str(path)])
    assert sort_words(["-qwindowtitle", str(path)]) == (None, [])      # Qt's value, not a file
    here = os.getcwd()
    try:
        os.chdir(tmp_path)
        assert given_file([path.name]) == str(path)                      # made absolute
    finally:
        os.chdir(here)
    assert given_file(["--smoke-test"]) is None


def begun(qtbot, window, seats=("person", "computer")):
    """A match with a card played (unfinished: leaving it is asked), first steps done."""
    window.steps_done = True
    start(window, "briscola-2", seats=list(seats), options={"hands": 2})
    if window.cover.isVisible():
        window.cover.button.click()
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)


def questions(window) -> list:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def test_files_handed_over_in_a_row_ask_once_about_the_last(qtbot, window, tmp_path):
    """A second file while the question about the first is up: one question, about it."""
    begun(qtbot, window)
    first, _ = write_record(tmp_path, "first.json")
    second, record = write_record(tmp_path, "second.json", variant="mariagio", before=0)
    window.receive_file(str(first))
    window.receive_file(str(second))
    assert questions(window) == [window.leave_box]
    window.leave_box.buttons()[0].click()
    qtbot.waitUntil(lambda: shows(window, record))
    assert not questions(window)


def test_a_file_handed_over_while_saving_waits_for_the_save(qtbot, window, tmp_path):
    """The Save record dialog is up (pass-and-play): the file handed over asks nothing over
    it; the match saved is the one on the table, with its seats; then the file's question."""
    begun(qtbot, window, seats=("person", "person"))
    played = [list(h.deck) for h in window.ctrl.match.hands]
    given, record = write_record(tmp_path, "given.json")
    window.last_dir = str(tmp_path)                # a new file there: no "replace it?" question
    seen = []

    def in_the_dialog():
        dialog = window.findChild(QFileDialog, "saveRecordDialog")
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, in_the_dialog)
            return
        window.receive_file(str(given))
        settle()
        seen.append(questions(window))
        if seen[0]:                                             # asked over the dialog: cancelled
            dialog.done(0)
        else:
            dialog.accept()                                     # the name suggested

    QTimer.singleShot(0, in_the_dialog)
    assert window.save_record_as()
    assert seen == [[]]
    saved = json.loads((tmp_path / "briscola-2.json").read_text(encoding="utf-8"))
    assert [h["deck"] for h in saved["hands"]] == played
    assert [s["kind"] for s in saved["seats"]] == ["person", "person"]
    qtbot.waitUntil(lambda: window.leave_box is not None and window.leave_box.isVisible())
    window.leave_box.buttons()[0].click()
    qtbot.waitUntil(lambda: shows(window, record))


def test_a_file_handed_over_at_the_pass_screen_shows_no_hand(qtbot, window, tmp_path):
    """Pass-and-play, the screen waiting for the next player: the question comes over it,
    and whatever is answered, no hand shows until that player says they have the screen."""
    begun(qtbot, window, seats=("person", "person"))
    qtbot.waitUntil(window.cover.isVisible)
    path, record = write_record(tmp_path)
    window.receive_file(str(path))
    assert window.leave_box.isVisible() and window.cover.isVisible()
    assert not any(any(faces) for faces in hand_faces(window).values())
    window.leave_box.escapeButton().click()                     # keep playing
    settle()
    assert window.cover.isVisible()
    assert not any(any(faces) for faces in hand_faces(window).values())


def test_each_record_dialog_goes_when_answered(qtbot, window, tmp_path):
    """Open, Save and Review a game record each make a file dialog of the main window:
    once answered (a choice or Cancel) it is gone, not kept among the window's children
    for as long as the window lives."""
    from biscambiggia_gui.ui.review_window import review_record
    begun(qtbot, window)
    window.last_dir = str(tmp_path)

    def answer(name: str, accept: bool) -> None:
        dialog = window.findChild(QFileDialog, name)
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, lambda: answer(name, accept))
            return
        dialog.accept() if accept else dialog.done(0)

    QTimer.singleShot(0, lambda: answer("saveRecordDialog", True))
    assert window.save_record_as()
    QTimer.singleShot(0, lambda: answer("reviewRecordDialog", False))
    assert review_record(window) is None
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert (tmp_path / "briscola-2.json").exists()
    assert window.findChildren(QFileDialog) == []
