"""Faults at the edges of storage as a player meets them in a real window: a disk that
fills up while the autosave is written, a data folder that cannot be written, a game
record saved to a path through a file, and the crash dialog while the autosave fails
(docs/reliability.md, "Storage faults the player meets"). The full disk is an ENOSPC
raised in the autosave's real write path (its fsync): no disk is filled, nothing mounted.

What must hold each time: one message, in the player's language; the match stays
playable; the autosave already on disk stays whole until a new one is; the match is
saved once the fault clears, even without another move."""
import errno
import os

from PySide6.QtWidgets import QLabel

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.messages import shown_path
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.store import crashlog, saves
from biscambiggia_gui.ui.crash_dialog import install_crash_dialog
from biscambiggia_gui.ui.instance import first_steps
from biscambiggia_gui.ui.wordsbox import say
from uihelpers import finish_hand, play_first_legal, start, wait_turn

CANNOT_SAVE = "The match cannot be saved"


def said(window, monkeypatch) -> list[tuple[str, str]]:
    """Every message the window shows from now on: (title, text)."""
    shown: list[tuple[str, str]] = []
    show = window.show_error

    def spy(title, text, *args, **kwargs):
        shown.append((say(title), say(text)))            # (words, or functions saying them)
        return show(title, text, *args, **kwargs)
    monkeypatch.setattr(window, "show_error", spy)
    return shown


class Disk:
    """A disk that is full while `full` is set: the autosave's fsync says ENOSPC."""

    def __init__(self, monkeypatch):
        self.full = False
        monkeypatch.setattr(os, "fsync", self._fsync)

    def _fsync(self, fd) -> None:
        if self.full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def saved_as_played(window) -> bool:
    return saves.has_autosave() and saves.load_autosave().record == to_record(window.ctrl.match)


def test_a_full_disk_is_said_once_and_the_match_saved_when_the_window_closes(qtbot, window,
                                                                            monkeypatch):
    """The disk fills in the middle of a hand: one message for the whole hand (not one per
    trick), the autosave of before untouched, the hand played to its end; the disk freed,
    closing the window saves the match as it stands (it kept the save of before)."""
    disk = Disk(monkeypatch)
    shown = said(window, monkeypatch)
    start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
    wait_turn(qtbot, window)
    before = saves.autosave_path().read_bytes()
    disk.full = True
    finish_hand(qtbot, window)
    assert [title for title, _ in shown] == [CANNOT_SAVE]
    text = shown[0][1]
    assert shown_path(saves.autosave_path()) in text and ": the disk is full." in text
    assert "You can play on" in text
    assert window.ctrl.match.results and not window.ctrl.match.is_over()
    assert saves.autosave_path().read_bytes() == before
    assert not list(saves.autosave_path().parent.glob(".autosave.json.*.tmp"))
    disk.full = False
    window.shutdown()                              # what closing the window does
    assert saved_as_played(window)


def test_the_match_is_saved_once_the_fault_clears_without_another_move(qtbot, window,
                                                                     monkeypatch):
    """The save is tried again on its own: the disk freed while the player looks at the
    table, the match is saved (the retry due now: no waiting in a test), the log says so;
    a second fault later is a new one, said again."""
    disk = Disk(monkeypatch)
    shown = said(window, monkeypatch)
    start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
    wait_turn(qtbot, window)
    disk.full = True
    play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    assert not saved_as_played(window) and len(shown) == 1
    retry = window.keeper._save_retry
    assert retry.isActive() and retry.interval() <= 60_000
    disk.full = False
    retry.start(0)                                 # the retry, due now
    qtbot.waitUntil(lambda: saved_as_played(window))
    log = window.panel.log
    assert "The match is saved again." in [log.item(i).text() for i in range(log.count())]
    assert not retry.isActive()
    disk.full = True
    play_first_legal(qtbot, window)
    assert [title for title, _ in shown] == [CANNOT_SAVE, CANNOT_SAVE]


def test_the_saved_again_line_changes_language_with_the_log(qtbot, qapp, window,
                                                            monkeypatch):
    """"The match is saved again." is a line of the match log like the others (a LogLine):
    the language switched, it is said anew with them (it stayed in English)."""
    disk = Disk(monkeypatch)
    start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
    wait_turn(qtbot, window)
    disk.full = True
    play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    disk.full = False
    window.keeper.autosave()
    log = window.panel.log
    assert log.item(log.count() - 1).text() == "The match is saved again."
    i18n.install(qapp, "it")
    qtbot.waitUntil(lambda: window.language_shown == "it")
    assert log.item(log.count() - 1).text() == "La partita è di nuovo salvata."


def test_a_data_folder_that_is_a_file_is_said_once(qtbot, window, tmp_path, monkeypatch):
    """A plain file where the data folder belongs: the start says nothing can be saved, and
    the autosave's failures at every move say nothing more (there were two messages for one
    fault). The message names the file in the way."""
    data = tmp_path / "not-a-folder"
    data.write_text("the player's own file")
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(data))
    shown = said(window, monkeypatch)
    first_steps(window)
    window.message.done(0)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    window.dialog.reject()
    start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
    finish_hand(qtbot, window)
    assert [title for title, _ in shown] == ["Nothing can be saved"]
    assert f"{shown_path(data)} cannot be written to (it is a file, not a folder)" in shown[0][1]
    assert data.read_text() == "the player's own file"


def test_a_record_saved_through_a_file_names_the_file_in_the_way(qtbot, window, tmp_path,
                                                               qapp):
    """Save game record as... to a path one of whose folders is a file: the message said
    "it is not a folder" of "partita.json"; it names the file that is in the way, in the
    player's language, and the match goes on."""
    start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
    wait_turn(qtbot, window)
    blocker = tmp_path / "Documenti"
    blocker.write_text("a file, not a folder")
    assert not window.save_record_as(str(blocker / "partita.json"))
    assert window.message.windowTitle() == "The game record cannot be saved"
    assert f"{shown_path(blocker)} is a file, not a folder" in window.message.text()
    window.message.done(0)
    i18n.install(qapp, "it")
    assert not window.save_record_as(str(blocker / "partita.json"))
    assert f"{shown_path(blocker)} è un file, non una cartella" in window.message.text()
    assert blocker.read_text() == "a file, not a folder"
    play_first_legal(qtbot, window)                 # the match goes on


def test_the_crash_dialog_promises_no_match_the_autosave_could_not_keep(qtbot, window,
                                                                       monkeypatch):
    """A crash while the disk is full: the dialog said the match "is not lost: it was saved
    after the last move". It says the last moves could not be saved; once saving works
    again it says the match is kept, as before."""
    disk = Disk(monkeypatch)
    reporter = install_crash_dialog(window)
    try:
        start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
        wait_turn(qtbot, window)
        disk.full = True
        play_first_legal(qtbot, window)
        window.message.done(0)
        reporter.callback("Biscambiggia crash report\nValueError: x\n", None)
        qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
        words = dialog_words(reporter.dialog)
        assert "its last moves could not be saved" in words and "it is not lost" not in words
        reporter.dialog.close()
        qtbot.waitUntil(lambda: reporter.dialog is None)
        disk.full = False
        window.keeper.autosave()
        reporter.callback("Biscambiggia crash report\nValueError: y\n", None)
        qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
        words = dialog_words(reporter.dialog)
        assert "it is not lost" in words
        reporter.dialog.close()
    finally:
        crashlog.uninstall()


def dialog_words(dialog) -> str:
    return " ".join(label.text() for label in dialog.findChildren(QLabel))
