"""Saves and statistics at the edges (issue 29): a read-only data folder at the end of a
match and at a start with a damaged autosave; Statistics > Reset while another process
holds the database; a damaged database that opens but fails on every write; matches that
finish while the database is locked; the unfinished match the resume prompt promised to
keep; player names from a save. Each with a real window, real files and, where a lock is
needed, a real SQLite lock held by another process. The read-only folder is a real tmpfs
remounted read-only when the tests run as root; elsewhere the same errno is raised in the
real write path."""
import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.messages import shown_path
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.store import saves
from biscambiggia_gui.store.stats import Statistics, database_path
from biscambiggia_gui.ui.instance import first_steps
from biscambiggia_gui.ui.mainwindow import MainWindow
from biscambiggia_gui.ui.stats_window import StatsWindow
from test_data_folder import small_tmpfs
from uihelpers import finish_hand, start

PENDING_NAME = "statistics-pending.json"     # store/stats.py: rows waiting for a lock
HOLD = ("import sqlite3, sys, time\n"
        "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); time.sleep(300)\n")


class Holder:
    """Another process holding the statistics database locked (BEGIN EXCLUSIVE)."""

    def __enter__(self):
        self.proc = subprocess.Popen([sys.executable, "-c", HOLD, str(database_path())],
                                     stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout.readline().strip() == "locked"
        return self

    def __exit__(self, *exc):
        self.proc.kill()
        self.proc.wait()


def play_match(qtbot, window, seed=7):
    """A whole match of Biscambiggia a 2 to one hand won, in the window."""
    start(window, "biscambiggia-2", seats=["person", "computer"], options={"hands": 1},
          seed=seed)
    while True:
        finish_hand(qtbot, window)
        if window.ctrl.match.is_over():
            return window.ctrl.match
        window.next_hand()


def read_only(monkeypatch, folder, real: bool) -> bool:
    """Make `folder` read-only: a remount when it is a real tmpfs, else every create,
    rename and unlink under it answers EROFS. True when it is real."""
    if real and subprocess.run(["mount", "-o", "remount,ro", str(folder)],
                               capture_output=True).returncode == 0:
        return True

    def refuse(path):
        if str(path).startswith(str(folder)):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
    real_open, real_replace, real_unlink = os.open, os.replace, os.unlink

    def fake_open(path, flags, *a, **k):
        if flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR):
            refuse(path)
        return real_open(path, flags, *a, **k)

    def fake_replace(src, dst, *a, **k):
        refuse(src)
        return real_replace(src, dst, *a, **k)

    def fake_unlink(path, *a, **k):
        refuse(path)
        return real_unlink(path, *a, **k)
    monkeypatch.setattr(os, "open", fake_open)
    monkeypatch.setattr(os, "replace", fake_replace)
    monkeypatch.setattr(os, "unlink", fake_unlink)
    return False


def test_a_match_ending_in_a_read_only_folder(qtbot, window, tmp_path, monkeypatch):
    data = tmp_path / "ro"
    with small_tmpfs(data) as real:
        monkeypatch.setenv("BISCAMBIGGIA_DATA", str(data))
        start(window, "biscambiggia-2", seats=["person", "computer"], options={"hands": 1})
        assert saves.has_autosave()
        before = saves.autosave_path().read_bytes()
        window.keeper.close()
        read_only(monkeypatch, data, real)
        while not window.ctrl.match.is_over():       # the end removes the autosave: refused
            finish_hand(qtbot, window)
            if not window.ctrl.match.is_over():
                window.next_hand()
        assert window.summary is not None           # the hand's summary, no crash dialog
        assert saves.autosave_path().read_bytes() == before


def test_a_damaged_autosave_in_a_read_only_folder(qtbot, window, tmp_path, monkeypatch):
    data = tmp_path / "ro"
    with small_tmpfs(data) as real:
        monkeypatch.setenv("BISCAMBIGGIA_DATA", str(data))
        saves.autosave_path().write_text('{"app": "biscambiggia", "save_format": 1, "rec')
        read_only(monkeypatch, data, real)
        first_steps(window)
        assert window.message.windowTitle() == "Nothing can be saved"
        said = window.message.text()
        window.message.done(0)
        qtbot.waitUntil(lambda: window.message.windowTitle()
                        == "The unfinished match cannot be resumed")
        assert "could not be set aside" in window.message.text()
        window.message.done(0)                       # OK: then the new-match dialog
        qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
        window.dialog.reject()
        assert saves.has_autosave()                  # still there, offered again next time
        assert "read-only" in said                   # the first message said why


def some_statistics():
    with Statistics() as stats:
        stats.record_hand("briscola-2", "won", 70, opponent="easy", match_id="m", hand_index=0)
        stats.record_match("briscola-2", "won", opponent="easy", score=1, match_id="m")


def test_reset_while_another_process_holds_the_statistics(qtbot, window, monkeypatch):
    some_statistics()
    window.show_statistics()
    stats_window = window.stats_window
    qtbot.waitUntil(stats_window.isVisible)
    monkeypatch.setattr(StatsWindow, "confirm_reset", lambda self: True)
    with Holder():
        qtbot.mouseClick(stats_window.reset_button, Qt.LeftButton)
        assert stats_window.message is not None and stats_window.message.isVisible()
        assert "Another program is using" in stats_window.message.text()
        assert shown_path(database_path()) in stats_window.message.text()
        stats_window.message.done(0)
    with Statistics() as stats:
        assert stats.totals() == (1, 1)              # nothing was reset
    qtbot.mouseClick(stats_window.reset_button, Qt.LeftButton)   # the lock gone: it resets
    with Statistics() as stats:
        assert stats.totals() == (0, 0)
    stats_window.reject()


def damaged_database(page: int = 4) -> None:
    """A database with 300 hands whose page `page` (the hands table's root) is wiped: it
    opens and counts, but every read of the table and every write fails ("database disk
    image is malformed")."""
    with Statistics() as stats:
        for i in range(300):
            stats.record_hand("briscola-2", "won", 70, opponent="easy", match_id=f"m{i}",
                              hand_index=0)
    with open(database_path(), "r+b") as fh:
        fh.seek((page - 1) * 4096)
        fh.write(b"\xff" * 4096)


def test_a_damaged_database_that_fails_every_write_is_set_aside_and_announced(qtbot, window,
                                                                               monkeypatch):
    damaged_database()
    match = play_match(qtbot, window)
    assert window.message is not None and window.message.windowTitle() == "Statistics started anew"
    [aside] = database_path().parent.glob("statistics.damaged-*.sqlite3")
    assert shown_path(aside) in window.message.text()
    with Statistics() as stats:
        assert stats.totals() == (1, len(match.results))
    window.message.done(0)
    window.show_statistics()
    stats_window = window.stats_window
    qtbot.waitUntil(stats_window.isVisible)
    assert shown_path(aside) in stats_window.note.text()
    monkeypatch.setattr(StatsWindow, "confirm_reset", lambda self: True)
    qtbot.mouseClick(stats_window.reset_button, Qt.LeftButton)
    assert stats_window.rows_shown() == 0
    stats_window.reject()


def test_a_damaged_database_is_set_aside_at_a_write_too(tmp_path):
    with Statistics() as stats:
        damaged_database()                           # damaged while it is open
        stats.record_hand("mariagio", "won", 90, opponent="hard", match_id="x", hand_index=0)
        assert stats.recovered_from is not None and stats.recovered_from.exists()
        assert stats.totals() == (0, 1)


def test_matches_finished_while_the_statistics_are_locked_are_all_counted(qtbot, window):
    Statistics().close()
    results = 0
    with Holder():
        for seed in (3, 4):
            results += len(play_match(qtbot, window, seed).results)
        kept = (database_path().parent / PENDING_NAME).is_file()  # the rows, for later
    qtbot.waitUntil(lambda: Statistics().totals() == (2, results))  # a retry
    assert kept and not (database_path().parent / PENDING_NAME).exists()
    with Holder():
        results += len(play_match(qtbot, window, 5).results)
        window.shutdown()                            # closed while still locked
        window.close()
    assert Statistics().totals() == (2, results - len(window.ctrl.match.results))
    again = MainWindow()                             # the next start writes the rest
    qtbot.addWidget(again)
    try:
        again.start_up()
        assert Statistics().totals() == (3, results)
        again.dialog.reject()
    finally:
        again.shutdown()


def unfinished_autosave(names=("You", "Anna")):
    match = Match("briscola-2", {"hands": 2}, seed=3)
    hand = match.start_hand()
    for _ in range(3):
        match.apply(hand.legal_actions()[0])
    seats = [{"name": names[0], "kind": "person", "level": None},
             {"name": names[1], "kind": "computer", "level": "easy"}]
    saves.autosave(match, seats, match_id="kept", undo_used=False, deck="italian",
                   stats_from=0)
    return saves.autosave_path().read_bytes()


def finished_record(tmp_path) -> Path:
    match = Match("briscola-2", {"hands": 2}, seed=5)
    while not match.is_over():
        hand = match.start_hand()
        while not hand.is_over():
            match.apply(hand.legal_actions()[0])
    path = tmp_path / "finished.json"
    path.write_text(json.dumps(to_record(match)))
    return path


def test_the_unfinished_match_is_kept_when_a_finished_record_is_opened(qtbot, window,
                                                                     tmp_path):
    before = unfinished_autosave()
    window.start_up()
    qtbot.waitUntil(lambda: window.resume_dialog is not None and window.resume_dialog.isVisible())
    window.resume_dialog.reject()                   # New match: "kept until it begins"
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    window.dialog.reject()                          # ... then Open a finished record instead
    assert window.open_record(str(finished_record(tmp_path)))
    assert window.ctrl.match.is_over()
    assert saves.autosave_path().read_bytes() == before
    start(window, "briscola-2", seats=["person", "computer"])    # a new match begins
    assert json.loads(saves.autosave_path().read_text())["match_id"] != "kept"


@pytest.mark.parametrize("name, shown", [
    ("<b>Big</b><img src='x'>", "<b>Big</b><img src='x'>"),
    ("<a href='http://x'>link</a>" + "A" * 500, "<a href='http://x'>link<"),
    ("line\nbreak\x07bell", "line break bell")])
def test_names_from_a_save_are_plain_short_text_in_the_resume_dialog(qtbot, window, name, shown):
    unfinished_autosave((name, "Anna"))
    window.start_up()
    qtbot.waitUntil(lambda: window.resume_dialog is not None and window.resume_dialog.isVisible())
    detail = window.resume_dialog.detail
    assert detail.textFormat() == Qt.PlainText       # never rendered as markup
    assert f" \u2014 {shown}, Anna." in detail.text()
    window.resume_dialog.reject()


@pytest.mark.parametrize("stamp", [5, True, ["2026-11-22T10:41:07+01:00"], {"at": 1}, "x" * 5000])
def test_a_save_time_that_is_not_text_still_offers_the_match(qtbot, window, stamp):
    """An autosave whose `saved_at` was a number, a flag, a list or an object (edited by
    hand, written by another program) made the resume dialog raise TypeError at the start:
    the crash dialog, and neither the match nor the new-match dialog offered. It is left
    out like any extra key of the wrong type; the match is offered without its time."""
    unfinished_autosave()
    payload = json.loads(saves.autosave_path().read_text())
    payload["saved_at"] = stamp
    saves.save_match(saves.autosave_path(), payload)
    window.start_up()
    qtbot.waitUntil(lambda: window.resume_dialog is not None and window.resume_dialog.isVisible())
    assert window.resume_dialog.when.text() == ""
    window.resume_dialog.accept()
    assert len(window.ctrl.match.current.actions) == 3
