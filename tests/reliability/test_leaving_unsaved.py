"""Leaving a match the autosave could not keep (docs/reliability.md, "Storage faults the
player meets"): the window closed, Quit, New match or a record opened while the data
folder's disk is full. The full disk is an ENOSPC raised in the real write path (the
fsync of a file in the data folder; a file saved elsewhere is written as usual) and, for
the statistics database, SQLite's own "database or disk is full": no disk is filled,
nothing mounted.

What must hold: one question that says what would be lost and offers to save the match
elsewhere; a match saved there opens with the same moves and its hands counted; "back to
the game" keeps the window and the match; nothing is asked when nothing would be lost."""
import errno
import os
import sqlite3
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog

from biscambiggia_gui.engine.messages import shown_path
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.paths import user_data_dir
from biscambiggia_gui.store import saves
from biscambiggia_gui.store import stats as store_stats
from biscambiggia_gui.ui.mainwindow import MainWindow
from uihelpers import finish_hand, play_first_legal, settle, start, wait_turn

CLOSING = "Close without saving?"


class DataDiskFull:
    """The data folder's disk full while `full` is set: a file's fsync there says ENOSPC,
    and the statistics database refuses its writes as SQLite does; other disks have room."""

    def __init__(self, monkeypatch):
        self.full = False
        fsync = os.fsync
        write = store_stats.Statistics.record_rows

        def disk_fsync(fd) -> None:
            if self.full and self._in_data_folder(fd):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            fsync(fd)

        def record_rows(stats, rows) -> None:
            if self.full:
                raise store_stats._error("write", stats.path,
                                         sqlite3.OperationalError("database or disk is full"))
            write(stats, rows)
        monkeypatch.setattr(os, "fsync", disk_fsync)
        monkeypatch.setattr(store_stats.Statistics, "record_rows", record_rows)

    @staticmethod
    def _in_data_folder(fd) -> bool:
        path = Path(os.readlink(f"/proc/self/fd/{fd}"))
        return user_data_dir().resolve() in path.parents


def save_elsewhere(win, box, folder: Path) -> Path:
    """"Save elsewhere..." clicked in the question `box`, and the Save record dialog
    accepted in `folder` (another disk) with the name it suggests: that file."""
    folder.mkdir()
    win.last_dir = str(folder)                       # the dialog opens there

    def in_the_dialog():
        dialog = win.findChild(QFileDialog, "saveRecordDialog")
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, in_the_dialog)
            return
        dialog.accept()
    QTimer.singleShot(0, in_the_dialog)
    box.property("choices")["save"].click()
    return folder / f"{win.ctrl.match.variant.id}.json"


def questions(win) -> list:
    """The leaving questions up now."""
    box = win.leave_box
    return [box] if box is not None and box.isVisible() else []


def hand_ended_on_a_full_disk(qtbot, win, disk) -> None:
    """A hand of a two-hand match begun on a free disk and finished on a full one: the
    autosave's one message answered."""
    start(win, "briscola-2", seats=["person", "computer"], options={"hands": 2})
    wait_turn(qtbot, win)
    disk.full = True
    finish_hand(qtbot, win)
    assert win.message is not None and win.message.windowTitle() == "The match cannot be saved"
    win.message.done(0)
    assert win.ctrl.match.results and not win.ctrl.match.is_over()


def test_closing_asks_once_and_back_to_the_game_keeps_the_match(qtbot, window, monkeypatch):
    """The close button (twice) and Ctrl+Q's Quit while the autosave fails: one question,
    saying what would be lost (the moves, and the hand's statistics); "Back to the game"
    keeps the window and the match, playable."""
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    played = to_record(window.ctrl.match)
    window.close()
    window.close()
    window.menus.quit.trigger()
    settle()
    asked = questions(window)
    assert len(asked) == 1 and asked[0].windowTitle() == CLOSING
    text = asked[0].text()
    assert shown_path(saves.autosave_path()) in text and "(the disk is full)" in text
    assert "the moves played since it was last saved will be lost" in text
    assert "statistics of the hands just finished" in text and "lost too" in text
    assert "Game > Open game record" in text
    visible = [w for w in window.findChildren(type(asked[0])) if w.isVisible()]
    assert visible == asked
    asked[0].property("choices")["back"].click()
    settle()
    assert window.isVisible() and not questions(window)
    assert to_record(window.ctrl.match) == played
    window.carry_on()                                  # the next hand
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)                    # the match goes on


def test_saved_elsewhere_the_match_closes_and_opens_with_its_moves_and_statistics(
        qtbot, window, tmp_path, monkeypatch):
    """"Save elsewhere..." in the question: the file dialog, a file on another disk, then
    the window closes. The data folder's disk freed, a new window opens that file (Game >
    Open game record): the same moves, seats and deck, and the hand finished on the full
    disk (its statistics lost with the first window) is counted."""
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    played = to_record(window.ctrl.match)
    seats, deck = window.ctrl.setup.seat_dicts(), window.ctrl.setup.deck
    window.close()
    [box] = questions(window)
    target = save_elsewhere(window, box, tmp_path / "usb")
    qtbot.waitUntil(lambda: not window.isVisible())
    assert target.is_file()
    disk.full = False
    again = MainWindow()
    qtbot.addWidget(again)
    try:
        again.show()
        again.set_speed("instant")
        assert again.open_record(str(target))
        assert to_record(again.ctrl.match) == played
        assert again.ctrl.setup.seat_dicts() == seats and again.ctrl.setup.deck == deck
        assert again.keeper.statistics().totals() == (0, 1)    # the hand played on the full disk
    finally:
        again.shutdown()


def test_a_place_elsewhere_that_cannot_be_written_keeps_the_window(qtbot, window, tmp_path,
                                                                  monkeypatch):
    """Saved elsewhere to a folder that is a file: its message, in words; the window and
    the match stay, and the next close asks again."""
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    window.close()
    [box] = questions(window)
    box.property("choices")["back"].click()
    blocker = tmp_path / "Documenti"
    blocker.write_text("a file, not a folder")
    assert not window.save_elsewhere(str(blocker / "partita.json"), then=window.close)
    assert window.message.windowTitle() == "The match cannot be saved there"
    assert f"{shown_path(blocker)} is a file, not a folder" in window.message.text()
    window.message.done(0)
    settle()
    assert window.isVisible()
    window.close()
    assert [box.windowTitle() for box in questions(window)] == [CLOSING]


def test_nothing_is_asked_when_everything_is_saved(qtbot, window):
    """A match saved after every move: the close asks nothing and the window goes; the
    autosave holds the match."""
    start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    played = to_record(window.ctrl.match)
    window.close()
    settle()
    assert not window.isVisible() and window.leave_box is None
    assert saves.load_autosave().record == played


def test_the_disk_freed_before_the_close_asks_nothing(qtbot, window, monkeypatch):
    """The fault gone by the time the window closes: the last try saves the match and
    the window goes without a question."""
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    disk.full = False
    window.close()
    settle()
    assert not window.isVisible() and window.leave_box is None
    assert saves.load_autosave().record == to_record(window.ctrl.match)


def test_a_new_match_over_an_unsaved_one_takes_the_same_question(qtbot, window, monkeypatch):
    """Game > New match while the autosave fails: the same question, in its leaving words
    (the statistics stay with the window: not named); "Leave it anyway" starts the new
    match."""
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    old = window.ctrl.match
    window.ask_new_match()
    window.dialog.accept()
    [box] = questions(window)
    assert box.windowTitle() == "Leave the match without saving?"
    assert "will be lost" in box.text() and "statistics of the hands" not in box.text()
    box.property("choices")["leave"].click()
    qtbot.waitUntil(lambda: window.ctrl.match is not old)
    assert not window.ctrl.match.results


def test_a_match_finished_on_a_full_disk_asks_for_its_statistics(qtbot, window, tmp_path,
                                                               monkeypatch):
    """The whole match played while the disk is full: nothing of its moves is left to
    save (the match is over), but its statistics are in memory only: the close asks,
    naming them alone; saved elsewhere and opened later, the match and every hand are
    counted, once."""
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    for _ in range(4):
        if window.ctrl.match.is_over():
            break
        window.carry_on()
        finish_hand(qtbot, window)
    match = window.ctrl.match
    assert match.is_over()
    window.close()
    [box] = questions(window)
    assert box.windowTitle() == CLOSING
    assert "moves" not in box.text() and "will be lost if you close now" in box.text()
    assert "(the disk is full)" in box.text()
    target = save_elsewhere(window, box, tmp_path / "usb")
    qtbot.waitUntil(lambda: not window.isVisible())
    disk.full = False
    again = MainWindow()
    qtbot.addWidget(again)
    try:
        again.show()
        assert again.open_record(str(target))
        assert to_record(again.ctrl.match) == to_record(match)
        assert again.keeper.statistics().totals() == (1, len(match.results))
        assert again.open_record(str(target))                 # opened twice: counted once
        assert again.keeper.statistics().totals() == (1, len(match.results))
    finally:
        again.shutdown()
