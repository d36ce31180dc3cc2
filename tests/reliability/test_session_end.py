"""The desktop session ending while the match cannot be saved (docs/reliability.md, "The
session ends"): a logout or shutdown asks every program to save (Qt's commitDataRequest,
invoked here with a stand-in for the session manager, as Qt calls it), and a SIGTERM (what
a session sends to a program that does not answer). The data folder's disk is full (an
ENOSPC raised in the real write path: test_leaving_unsaved.DataDiskFull); the folders the
match may be kept in are this test's own (HOME, the documents folder, TMPDIR).

What must hold: the match is kept where the next start looks, and the next start says
where, once; no box blocks the session unless the session manager allows interaction, and
then "Back to the game" cancels the logout; the window then closes without a question."""
import errno
import json
import os
import signal
import tempfile
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QMessageBox

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.store import saves
from biscambiggia_gui.ui import session_end
from biscambiggia_gui.ui.instance import first_steps
from biscambiggia_gui.ui.session_end import RESCUE_PREFIX, SessionEnd, rescued_notice
from processes import game, stop
from test_leaving_unsaved import DataDiskFull, hand_ended_on_a_full_disk, questions
from uihelpers import settle

KEPT_TITLE = "A match was kept elsewhere"
REAL_RESCUE_FOLDERS = session_end.rescue_folders   # (every other test has its own: conftest)


class Manager:
    """Stands in for QSessionManager: whether interaction is allowed, and what was said."""

    def __init__(self, allows: bool):
        self.allows = allows
        self.asked = self.released = self.cancelled = False

    def allowsInteraction(self) -> bool:
        self.asked = True
        return self.allows

    def release(self) -> None:
        self.released = True

    def cancel(self) -> None:
        self.cancelled = True


class App(QObject):
    """Stands in for the application the watcher quits (the test's own keeps running)."""
    commitDataRequest = Signal(object)

    def __init__(self):
        super().__init__()
        self.quits = 0

    def quit(self) -> None:
        self.quits += 1


@pytest.fixture
def places(tmp_path, monkeypatch):
    """This test's home (with its documents folder) and temporary folder, and the real
    list of the folders a match is kept in, which looks there."""
    monkeypatch.setattr(session_end, "rescue_folders", REAL_RESCUE_FOLDERS)
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    return home


def kept(home: Path) -> list[Path]:
    return sorted(home.rglob(RESCUE_PREFIX + "*.json"))


def open_boxes() -> list:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def test_a_test_keeps_and_looks_for_kept_matches_in_its_own_folder_only(tmp_path):
    """A test's start (first_steps) searched the person's documents, home and temporary
    folders for kept matches, and a test's session end could write one there: a match the
    person's own game kept turned up in every test's start as one more notice, and the
    tests that wait for the new-match dialog after the start waited on it."""
    folders = session_end.rescue_folders()
    assert folders and all(tmp_path in f.parents for f in folders), folders


def test_at_logout_the_match_is_kept_without_a_question_and_the_next_start_says_where(
        qtbot, window, monkeypatch, places):
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    played = to_record(window.ctrl.match)
    manager = Manager(allows=True)
    SessionEnd(App(), window).commit_data(manager)
    assert manager.released and not manager.cancelled and not manager.asked
    assert not open_boxes()
    [path] = kept(places)
    assert path.parent == places / "Documents"
    loaded = saves.load_match(path)
    assert to_record(loaded.match) == played and loaded.payload["match_id"] == window.keeper.match_id
    window.close()                                 # the session's end closes it: nothing asked
    settle()
    assert not window.isVisible() and not questions(window)
    notice = rescued_notice()                      # the next start
    assert notice is not None and str(path) in notice()[1] and notice()[0] == KEPT_TITLE
    assert rescued_notice() is None                # said once


@pytest.mark.parametrize("language, title, where", [
    ("en", KEPT_TITLE, "Game > Open game record"),
    ("it", "Una partita è stata conservata altrove", "Partita > Apri partita registrata")])
def test_the_next_start_names_the_kept_match_in_its_notices(qtbot, qapp, window, places,
                                                           language, title, where):
    i18n.install(qapp, language)
    window.retranslate()
    match = Match("briscola-2", {}, seed=3)
    match.start_hand()
    match.apply(match.current.legal_actions()[0])
    path = places / "Documents" / f"{RESCUE_PREFIX}2026-11-27 01.02.03.json"
    saves.save_match(path, saves.make_payload(match, saves.default_seats(2)))
    first_steps(window)
    assert window.message.windowTitle() == title and str(path) in window.message.text()
    assert where in window.message.text()
    window.message.done(0)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    window.dialog.reject()


def nowhere(monkeypatch, tmp_path) -> None:
    """No folder takes the match: each is a plain file's path."""
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    monkeypatch.setattr(session_end, "rescue_folders", lambda: [blocker / "x", blocker / "y"])


def test_without_interaction_nothing_blocks_and_the_close_asks_nothing(qtbot, window, monkeypatch,
                                                                       tmp_path, places):
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    nowhere(monkeypatch, tmp_path)
    manager = Manager(allows=False)
    SessionEnd(App(), window).commit_data(manager)
    assert manager.asked and manager.released and not manager.cancelled
    assert not open_boxes() and not kept(places)
    window.close()
    settle()
    assert not window.isVisible() and not questions(window)


@pytest.mark.parametrize("answer", ["back", "leave"])
def test_with_interaction_the_question_decides(qtbot, window, monkeypatch, tmp_path, places, answer):
    """Nothing can keep the match and the person may be asked: the leaving question,
    answered at once; "Back to the game" cancels the logout and keeps the match, "Close
    anyway" lets it end (and the close asks nothing more)."""
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    nowhere(monkeypatch, tmp_path)
    played = to_record(window.ctrl.match)
    seen = []

    def reply():
        box = window.leave_box
        if box is None or not box.isVisible():
            QTimer.singleShot(20, reply)
            return
        seen.append(box.windowTitle())
        box.property("choices")[answer].click()
    QTimer.singleShot(0, reply)
    manager = Manager(allows=True)
    SessionEnd(App(), window).commit_data(manager)
    assert seen == ["Close without saving?"]
    assert manager.cancelled == (answer == "back") and manager.released == (answer == "leave")
    settle()
    assert window.isVisible() and to_record(window.ctrl.match) == played
    if answer == "leave":
        window.close()
        settle()
        assert not window.isVisible() and not questions(window)


def test_sigterm_keeps_the_match_and_closes_the_window_without_a_question(qtbot, window,
                                                                         monkeypatch, places):
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    played = to_record(window.ctrl.match)
    app = App()
    watcher = SessionEnd(app, window)
    watcher.catch_signals()
    try:
        os.kill(os.getpid(), signal.SIGTERM)
        qtbot.waitUntil(lambda: app.quits == 1)
    finally:
        watcher.uninstall()
    assert not window.isVisible() and not questions(window) and not open_boxes()
    [path] = kept(places)
    assert to_record(saves.load_match(path).match) == played


@pytest.mark.parametrize("sent", ["SIGTERM", "SIGINT"])
def test_a_real_game_ended_by_sigterm_keeps_its_match_and_exits_cleanly(tmp_path, sent):
    """The game itself (`python -m biscambiggia_gui RECORD`), its autosave failing (a folder
    where autosave.json belongs), ended by SIGTERM: exit 0, the match kept in the folder the
    record was opened from (the folder Open used last) with the record's moves, the
    window's place remembered. It died at once before (exit -15), the match's moves since
    the last save lost. Ctrl-C in its terminal (SIGINT) alike: it printed a
    KeyboardInterrupt's traceback and went on."""
    data, config, home = tmp_path / "data", tmp_path / "config", tmp_path / "home"
    (data / saves.AUTOSAVE_NAME).mkdir(parents=True)
    (home / "Documents").mkdir(parents=True)
    (tmp_path / "tmp").mkdir()
    match = Match("briscola-2", {}, seed=5)
    match.start_hand()
    for _ in range(3):
        match.apply(match.current.legal_actions()[0])
    record = tmp_path / "record.json"
    record.write_text(json.dumps(to_record(match)))
    proc = game(data, config, str(record), HOME=str(home), TMPDIR=str(tmp_path / "tmp"),
                XDG_CONFIG_HOME=str(tmp_path / "xdg-config"))
    lines: list[str] = []

    def read() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            lines.append(line.decode(errors="replace"))
    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 90
        while not any("autosave failed" in line for line in lines):
            assert proc.poll() is None and time.monotonic() < deadline, "".join(lines)
            time.sleep(0.2)
        proc.send_signal(getattr(signal, sent))      # SIGINT: Ctrl-C in its terminal
        assert proc.wait(timeout=60) == 0, "".join(lines)
    finally:
        stop(proc)
    reader.join(timeout=10)
    assert "Traceback" not in "".join(lines)
    # why it ended, said: a quiet exit 0 looked like the game vanishing on its own
    assert f"Biscambiggia: {sent} received" in "".join(lines), "".join(lines)
    [path] = kept(tmp_path)
    assert path.parent == record.parent          # the folder Open used last comes first
    assert to_record(saves.load_match(path).match)["hands"] == to_record(match)["hands"]
    settings = (config / "Biscambiggia" / "Biscambiggia.ini").read_text()
    assert "window" in settings.lower()


@pytest.mark.parametrize("how", ["logout", "sigterm"])
def test_a_question_up_when_the_session_ends_gives_way(qtbot, window, monkeypatch, places, how):
    """The close button clicked, its question up, and then the session ends: the match is
    kept, the question goes, and the window closes (a question left up refused the close
    for ever)."""
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    window.close()
    settle()
    assert len(questions(window)) == 1
    app = App()
    watcher = SessionEnd(app, window)
    if how == "logout":
        manager = Manager(allows=False)
        watcher.commit_data(manager)
        assert manager.released
    else:
        watcher.terminate()
        assert app.quits == 1
    settle()
    assert not questions(window) and len(kept(places)) == 1
    window.close()
    settle()
    assert not window.isVisible()


def test_the_next_folder_takes_the_match_and_none_is_made(qtbot, window, monkeypatch, places):
    """No documents folder, and the home folder refuses (a full disk there too): the
    match goes to the settings' folder, the game's own; no documents folder is made."""
    (places / "Documents").rmdir()
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    real_open = os.open

    def home_refuses(path, flags, *args, **kwargs):
        if flags & os.O_CREAT and Path(path).parent == places:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        return real_open(path, flags, *args, **kwargs)
    monkeypatch.setattr(os, "open", home_refuses)
    manager = Manager(allows=False)
    SessionEnd(App(), window).commit_data(manager)
    assert manager.released and not (places / "Documents").exists() and not kept(places)
    from biscambiggia_gui.store.settings import config_base
    [path] = sorted((config_base() / "Biscambiggia").glob(RESCUE_PREFIX + "*.json"))
    notice = rescued_notice()                      # the next start looks there too
    assert notice is not None and str(path) in notice()[1]


def test_a_match_someone_else_left_in_a_shared_folder_is_not_named(qtbot, monkeypatch, places):
    """The temporary folder is shared by every user of the machine: a file of another user
    named as a kept match was named at the start as "kept in" this person's session's end,
    a match this game never kept. Only the person's own files are named."""
    if not hasattr(os, "getuid"):
        pytest.skip("owners are POSIX's")
    shared = Path(tempfile.gettempdir()) / f"{RESCUE_PREFIX}2026-11-27 01.02.03.json"
    match = Match("briscola-2", {}, seed=3)
    match.start_hand()
    saves.save_match(shared, saves.make_payload(match, saves.default_seats(2)))
    mine = os.getuid()
    monkeypatch.setattr(os, "getuid", lambda: mine + 1)         # the file is another user's
    assert rescued_notice() is None
    monkeypatch.setattr(os, "getuid", lambda: mine)
    notice = rescued_notice()
    assert notice is not None and str(shared) in notice()[1]


def test_a_kept_match_counts_as_named_once_its_notice_is_said(qtbot, places):
    """The start marked a kept match as named when it gathered its notices, before any was
    shown: a start ended meanwhile (a logout, SIGTERM, a crash during an earlier notice)
    never named it, and no later start did. It is marked when its notice says it."""
    path = places / "Documents" / f"{RESCUE_PREFIX}2026-11-27 01.02.03.json"
    match = Match("briscola-2", {}, seed=3)
    match.start_hand()
    saves.save_match(path, saves.make_payload(match, saves.default_seats(2)))
    assert rescued_notice() is not None            # gathered, never shown: the start ended
    notice = rescued_notice()                      # the next start
    assert notice is not None and str(path) in notice()[1]
    assert rescued_notice() is None                # said: named once


def test_a_question_up_gives_way_when_the_session_ends_and_the_save_now_works(
        qtbot, window, monkeypatch, places):
    """The close button's question up (the disk full), the disk freed, then the logout:
    the autosave's last try works, so nothing is kept elsewhere, but the question stayed,
    and the close that follows (the session's end closes every window) raised it again
    and refused: the logout waited on a question about a fault gone by."""
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    window.close()
    settle()
    assert len(questions(window)) == 1
    disk.full = False
    manager = Manager(allows=False)
    SessionEnd(App(), window).commit_data(manager)
    assert manager.released and not kept(places)
    settle()
    assert not questions(window)
    window.close()
    settle()
    assert not window.isVisible()


def test_a_match_kept_in_the_same_second_as_another_replaces_nothing(qtbot, window,
                                                                    monkeypatch, places):
    """Two windows (two data folders), both unable to save, kept their matches in the same
    second under the same name: the second replaced the first. A name taken by a file this
    window did not keep is not used: the next one is."""
    monkeypatch.setattr(session_end, "stamp", lambda: "2026-11-27 01.02.03")
    other = places / "Documents" / f"{RESCUE_PREFIX}2026-11-27 01.02.03.json"
    match = Match("briscola-2", {}, seed=3)
    match.start_hand()
    saves.save_match(other, saves.make_payload(match, saves.default_seats(2)))
    before = other.read_bytes()
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    played = to_record(window.ctrl.match)
    SessionEnd(App(), window).commit_data(Manager(allows=False))
    assert other.read_bytes() == before
    [mine] = [p for p in kept(places) if p != other]
    assert to_record(saves.load_match(mine).match) == played
    SessionEnd(App(), window).commit_data(Manager(allows=False))   # again: its own replaced
    assert other.read_bytes() == before and len(kept(places)) == 2


def test_sigterm_while_the_logout_s_question_is_up_lets_the_logout_go_on(qtbot, window,
                                                                        monkeypatch, tmp_path,
                                                                        places):
    """Nowhere to keep the match, the logout's question up (interaction allowed), and then
    SIGTERM: the game closes, and the question's end, unanswered, asked the session manager
    to cancel the logout of a game that was gone. The logout goes on."""
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    nowhere(monkeypatch, tmp_path)
    app = App()
    watcher = SessionEnd(app, window)

    def signal_comes():
        box = window.leave_box
        if box is None or not box.isVisible():
            QTimer.singleShot(20, signal_comes)
            return
        watcher.terminate()
    QTimer.singleShot(0, signal_comes)
    manager = Manager(allows=True)
    watcher.commit_data(manager)
    assert app.quits == 1 and not window.isVisible()
    assert manager.released and not manager.cancelled
