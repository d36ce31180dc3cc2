"""A box blocks the window it belongs to, and no other (ui/modality.py, docs/table.md
"Boxes and the windows they block"): the autosave's failure said in a box of the main
window blocked the lesson and the review open beside it (Qt's window modality blocks a
window's whole family, the windows parented to it too) until it was answered, and a
question answered at once (exec) blocked every window. Clicks go through the window
system here (QTest on the native window), where Qt refuses what a modal box blocks; a
click sent to a widget straight would pass whatever is up."""
from __future__ import annotations

import shutil

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox
from shiboken6 import isValid

from biscambiggia_gui.engine.lessons import lessons
from biscambiggia_gui.store import saves
from uihelpers import finish_hand, play_first_legal, start, wait_turn


def reaches(button: QAbstractButton) -> bool:
    """Whether a left click on `button`, through its window's native window, reaches it."""
    hits: list[int] = []

    def hit(*_):
        hits.append(1)
    button.clicked.connect(hit)
    window = button.window()
    QTest.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     button.mapTo(window, button.rect().center()))
    QApplication.processEvents()
    if isValid(button):                                    # (a Close may have deleted it)
        button.clicked.disconnect(hit)
    return bool(hits)


def autosave_fails(qtbot, window) -> QMessageBox:
    """The autosave's real failure: a folder where its file goes, and a move played; the
    main window's box that says so."""
    path = saves.autosave_path()
    path.unlink()
    path.mkdir()
    play_first_legal(qtbot, window)
    qtbot.waitUntil(lambda: window.message is not None and window.message.isVisible())
    assert "cannot be saved" in window.message.windowTitle()
    return window.message


def at_the_person_s_turn(qtbot, window):
    start(window, "briscola-2", seats=["person", "computer"], options={"hands": 3})
    wait_turn(qtbot, window)
    assert saves.has_autosave()


def test_the_autosave_s_failure_leaves_the_lesson_beside_the_match_free(qtbot, window):
    from biscambiggia_gui.ui.lesson_window import open_lesson
    at_the_person_s_turn(qtbot, window)
    lw = open_lesson(window, lessons()["trump"])
    qtbot.waitExposed(lw)
    box = autosave_fails(qtbot, window)
    assert box.windowModality() == Qt.WindowModality.WindowModal and box.parent() is window
    assert not reaches(window.panel.hint_button)          # its own window waits for it
    qtbot.waitUntil(lambda: lw.ctrl.waiting_for_next())
    assert reaches(lw.next_button)                         # the lesson goes on meanwhile
    qtbot.waitUntil(lambda: lw.ctrl.index > 0)
    box.accept()
    shutil.rmtree(saves.autosave_path())


def test_the_autosave_s_failure_leaves_the_review_free(qtbot, window):
    at_the_person_s_turn(qtbot, window)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    window.next_hand()
    wait_turn(qtbot, window)
    window.review_hands()
    rw = window.review_window
    qtbot.waitExposed(rw)
    box = autosave_fails(qtbot, window)
    assert not rw.known.isChecked()
    assert reaches(rw.known) and rw.known.isChecked()      # the review takes the click
    box.accept()
    rw.close()
    shutil.rmtree(saves.autosave_path())


def test_a_lesson_s_own_box_leaves_the_main_window_free(qtbot, window):
    """The other way: a box of the lesson's window (its last trick) blocks the lesson
    only, not the match it stands beside."""
    from biscambiggia_gui.ui.lesson_window import open_lesson
    from biscambiggia_gui.ui.summary import LastTrickDialog
    at_the_person_s_turn(qtbot, window)
    lw = open_lesson(window, lessons()["trump"])
    qtbot.waitExposed(lw)
    dialog = LastTrickDialog(window.ctrl, lw)
    dialog.open()
    qtbot.waitExposed(dialog)
    assert not reaches(lw.leave_button)
    assert reaches(window.panel.hint_button)
    dialog.reject()
    lw.close()


def test_the_rules_stay_readable_under_the_main_window_s_box(qtbot, window):
    at_the_person_s_turn(qtbot, window)
    rules = window.show_rules()
    qtbot.waitExposed(rules)
    window.show_error("A title", "Some words")
    qtbot.waitExposed(window.message)
    assert reaches(rules.close_button) and not rules.isVisible()    # it closed
    window.message.accept()


def test_a_question_answered_at_once_blocks_its_own_window_only(qtbot, window):
    """The statistics' Reset question is answered before the code goes on (exec): it was
    application-modal, and the lesson beside the match waited for it too."""
    from biscambiggia_gui.ui.lesson_window import open_lesson
    at_the_person_s_turn(qtbot, window)
    lw = open_lesson(window, lessons()["trump"])
    qtbot.waitExposed(lw)
    qtbot.waitUntil(lambda: lw.ctrl.waiting_for_next())
    window.show_statistics()
    stats = window.stats_window
    qtbot.waitExposed(stats)
    seen: dict[str, object] = {}

    def while_asked():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, while_asked)
            return
        seen["modality"] = box.windowModality()
        seen["lesson"] = reaches(lw.next_button)
        keep = next(b for b in box.buttons()
                    if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
        keep.click()
    QTimer.singleShot(0, while_asked)
    assert not stats.confirm_reset()                       # kept
    assert seen == {"modality": Qt.WindowModality.WindowModal, "lesson": True}
    stats.reject()
    lw.close()


def test_the_rules_closed_and_opened_again_stay_free_of_the_main_window_s_box(qtbot, window):
    """Each time a window beside the main window shows, it is a family of its own again:
    closed, its native window goes, and Qt ties the new one to the main window anew (its
    transient parent), so that a tie cut once, at its first show, blocked the rules
    reopened (the same window: `rules_window.show_rules`) under the main window's box."""
    at_the_person_s_turn(qtbot, window)
    rules = window.show_rules()
    qtbot.waitExposed(rules)
    rules.close()
    QApplication.processEvents()
    again = window.show_rules()
    assert again is rules                                  # the same window, shown anew
    qtbot.waitExposed(rules)
    window.show_error("A title", "Some words")
    qtbot.waitExposed(window.message)
    assert not reaches(window.panel.hint_button)           # the main window waits for it
    assert reaches(rules.close_button) and not rules.isVisible()    # the rules do not
    window.message.accept()
