"""While the pass screen is up ("Pass to Anna", ui/passscreen.py), the table behind it takes
no order: the side panel's buttons answered their Alt-letters and the Table menu's actions
their keys, so Alt+L (or L) opened the last trick over the screen being passed. Nothing
that shows or changes a hand acts until the person named has the screen (docs/table.md,
"Pass and play"); the menus that do not touch the table (Help, Settings, Quit, Speed,
Statistics, New match, Open) stay. The real window, Briscola a 4 with two people and two
computers."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from uihelpers import play_first_legal, start, wait_turn


def covered_after_a_trick(qtbot, window):
    """Play on until the pass screen is up with a trick taken (a last trick to show)."""
    for _ in range(40):
        wait_turn(qtbot, window)
        if window.cover.isVisible() and window.ctrl.last_trick() is not None:
            return
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            wait_turn(qtbot, window)
        play_first_legal(qtbot, window)
    raise AssertionError("no pass screen after a trick")


def open_dialogs(window) -> list[QWidget]:
    return [w for w in window.findChildren(QDialog) if w.isVisible()]


def test_nothing_behind_the_pass_screen_answers(qtbot, window):
    start(window, "briscola-4", seats=["person", "computer", "person", "computer"], seed=3)
    covered_after_a_trick(qtbot, window)
    hand = window.ctrl.hand
    played = len(hand.actions)
    menus = window.menus
    held = [menus.hint, menus.undo, menus.last, menus.played, menus.review]
    assert not any(a.isEnabled() for a in held), [a.text() for a in held if a.isEnabled()]
    assert not window.panel.last_trick.isEnabled() and not window.panel.isEnabled()
    free = [menus.new, menus.open, menus.save, menus.review_file, menus.stats, menus.settings, menus.quit,
            menus.rules, menus.all_rules, menus.lessons, menus.licences, menus.about,
            *menus.speeds.values()]
    assert all(a.isEnabled() for a in free), [a.text() for a in free if not a.isEnabled()]
    letter = next(c for c in window.panel.last_trick.text().split("&", 1)[1] if c.isalpha())
    focus = QApplication.focusWidget() or window.cover.button
    for key, modifier in ((ord(letter.upper()), Qt.AltModifier), (Qt.Key_L, Qt.NoModifier),
                          (Qt.Key_H, Qt.NoModifier), (Qt.Key_Z, Qt.ControlModifier),
                          (Qt.Key_R, Qt.ControlModifier), (Qt.Key_P, Qt.NoModifier)):
        QTest.keyClick(focus, key, modifier)
    for action in held:
        action.trigger()
    for button in (window.panel.last_trick, window.panel.hint_button, window.panel.undo_button):
        button.click()
    window.show_last_trick()                    # any other way in: the window's own door
    window.review_hands()
    qtbot.wait(50)
    assert open_dialogs(window) == [], open_dialogs(window)
    assert window.cover.isVisible() and len(hand.actions) == played
    assert not window.panel.hint_label.isVisible()
    assert all(not w.isVisible() for w in QApplication.topLevelWidgets()
               if w is not window and w.windowTitle() and "review" in type(w).__name__.lower())
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)      # the person named has it
    wait_turn(qtbot, window)
    assert window.panel.isEnabled() and menus.last.isEnabled() and menus.hint.isEnabled()
    window.menus.last.trigger()
    qtbot.waitUntil(lambda: len(open_dialogs(window)) == 1)
