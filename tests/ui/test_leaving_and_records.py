"""Flow around files (issue 13): a record of a Hard match opens as Hard (the record names
its seats; an old record without them still opens), Open/Save start in the documents folder
or the last one used (remembered across runs), and starting or opening over an unfinished
match asks first."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QMessageBox

from biscambiggia_gui.ui.setup import MatchSetup, SeatSetup, settings
from biscambiggia_gui.ui.windows import LAST_DIR_KEY

from uihelpers import play_first_legal, wait_turn


def hard_match(window):
    setup = MatchSetup("briscola-2", [SeatSetup("Marta", "person"), SeatSetup("Bruno", "computer", "hard")],
                       seed=4)
    window.start_match(setup, remember=False)


def test_a_record_of_a_hard_match_shows_hard(qtbot, window, tmp_path):
    hard_match(window)
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    path = tmp_path / "hard.json"
    assert window.save_record_as(str(path))
    window.open_record(str(path))
    wait_turn(qtbot, window)
    assert window.ctrl.setup.seats[1].level == "hard" and window.ctrl.setup.seats[1].name == "Bruno"
    assert "hard" in window.ctrl.seat_detail(1)
    old = json.loads(path.read_text())
    old.pop("seats")                                  # a record from before: still opens
    path.write_text(json.dumps(old))
    assert window.open_record(str(path))


def test_files_start_in_documents_then_in_the_last_folder(qtbot, window, tmp_path, monkeypatch):
    """Open and Save start in the documents folder, or the home folder where there is no
    documents folder (a newcomer's first Save offered ~/Documents/briscola-2.json on a
    system without that folder), then in the last folder used."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))      # no user-dirs.dirs
    documents = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
    assert documents == str(home / "Documents") and not Path(documents).exists()
    assert window._folder() == str(home)
    Path(documents).mkdir()
    assert window._folder() == documents
    hard_match(window)
    wait_turn(qtbot, window)
    folder = tmp_path / "records"
    assert window.save_record_as(str(folder / "one.json"))
    assert window._folder() == str(folder)
    assert settings().value(LAST_DIR_KEY) == str(folder)     # remembered for the next run


def test_starting_over_an_unfinished_match_asks_first(qtbot, window):
    hard_match(window)
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    first = window.ctrl.match
    window.ask_new_match()
    qtbot.waitUntil(lambda: window.dialog.isVisible())
    window.dialog.accept()
    qtbot.waitUntil(lambda: window.leave_box is not None and window.leave_box.isVisible())
    assert window.ctrl.match is first                          # nothing lost yet
    window.leave_box.escapeButton().click()                    # keep playing
    assert window.ctrl.match is first
    window.open_record()                                       # opening asks as well
    qtbot.waitUntil(lambda: window.leave_box.isVisible())
    window.leave_box.escapeButton().click()
    assert window.ctrl.match is first
    window.ask_new_match()
    qtbot.waitUntil(lambda: window.dialog.isVisible())
    window.dialog.accept()
    qtbot.waitUntil(lambda: window.leave_box.isVisible())
    window.leave_box.buttons()[0].click()
    qtbot.waitUntil(lambda: window.ctrl.match is not first)
    qtbot.waitUntil(lambda: len(window.findChildren(QMessageBox)) == 1)   # the questions
    assert window.findChildren(QMessageBox) == [window.leave_box]        # answered: not kept
