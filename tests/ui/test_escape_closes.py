"""Esc closes every window the game opens beside the table, as it closes a dialog: a lesson,
a review, the rules, the statistics, the licences, the last trick; in the main window it
closes nothing (the table keeps it). Each with a real key press on the widget that has the
keyboard focus."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from biscambiggia_gui.engine.lessons import lessons
from uihelpers import finish_hand, start, wait_turn


def escaped(qtbot, widget) -> None:
    """`widget` shown, Esc pressed on its control that has the focus: it must go."""
    widget.show()
    widget.activateWindow()
    qtbot.waitExposed(widget)
    target = widget.focusWidget() or widget            # the control that has the keys
    qtbot.keyClick(target, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not widget.isVisible())


def test_esc_closes_a_lesson(qtbot, window):
    from biscambiggia_gui.ui.lesson_window import open_lesson
    lw = open_lesson(window, next(iter(lessons().values())))
    gone = []
    lw.left.connect(lambda: gone.append(1))
    escaped(qtbot, lw)
    assert gone                                      # left as Leave leaves it


def test_esc_closes_a_review_and_its_table_keeps_playing(qtbot, window):
    start(window, "briscola-2", seed=4, level="random")
    finish_hand(qtbot, window)
    wait_turn(qtbot, window)
    window.menus.review.trigger()
    rw = window.review_window
    escaped(qtbot, rw)
    qtbot.waitUntil(lambda: window.review_window is None)


def test_esc_closes_the_rules_statistics_licences_and_last_trick(qtbot, window):
    from biscambiggia_gui.ui.licences_window import show_licences
    start(window, "briscola-2", seed=4)
    wait_turn(qtbot, window)
    escaped(qtbot, window.show_rules("briscola-2"))
    window.show_statistics()
    escaped(qtbot, window.stats_window)
    escaped(qtbot, show_licences(window))
    window.show_last_trick()
    escaped(qtbot, window.last_trick_dialog)


def test_esc_at_the_table_leaves_the_main_window_open(qtbot, window):
    start(window, "briscola-2", seed=4)
    wait_turn(qtbot, window)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    before = list(window.scene.hands[0].cards)
    qtbot.keyClick(window.view, Qt.Key_Escape)
    assert window.isVisible() and window.ctrl.awaiting == 0
    assert window.scene.hands[0].cards == before
