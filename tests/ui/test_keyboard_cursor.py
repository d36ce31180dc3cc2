"""The keyboard's cursor on the table (docs/table.md, "The keyboard's cursor"): a player
who plays with the keys sees, as each of their turns begins, the card Left/Right/Enter act
on (raised, framed in blue), without pressing an arrow first; a player who uses the mouse
sees no card raised. The keys and clicks go to the window's own QWindow (as the window
system delivers them, so the window tells keys from mouse as it would for a player), and
the test never calls the controller to play."""
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.text import tr
from uihelpers import start, wait_turn


def press(widget, k, modifier=Qt.NoModifier) -> None:
    """A key pressed at the keyboard: through the window that has the keys."""
    QTest.keyClick(widget.window().windowHandle(), k, modifier)


def cursor(window) -> str | None:
    """The card marked as the keyboard's cursor, checked as drawn: raised, framed, the one
    the scene would play on Enter."""
    scene = window.scene
    marked = [c for c, item in scene.cards.items() if item.selected_by_keys]
    if scene.selected is None:
        assert not marked
        return None
    assert marked == [scene.selected]
    hand = scene.hands[scene.interactive_seat]
    assert hand.lifted == hand.cards.index(scene.selected)          # raised in the hand
    return scene.selected


KEYS = "the arrows choose a card, Enter plays it."
MOUSE = "drag a card onto the table (or double-click it)."


def my_turn(qtbot, window) -> None:
    wait_turn(qtbot, window)
    assert window.ctrl.awaiting == 0 and QApplication.focusWidget() is window.view


@pytest.mark.parametrize("variant, language", [("briscola-2", "en"), ("briscola-4", "it")])
def test_a_keyboard_player_sees_the_cursor_as_each_turn_begins(qtbot, qapp, window, variant,
                                                               language):
    """Found at a real screen: a keyboard player's turn began with no card marked, so
    nothing said which card Enter would play until the first arrow. A match started from
    the keyboard (Ctrl+N, Enter on Play) now shows the cursor at once, on a card that may
    be played; Enter plays that card; and the next turn shows it again."""
    i18n.install(qapp, language)
    window.retranslate()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    press(window, Qt.Key_N, Qt.ControlModifier)                     # Game > New match
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window.dialog)
    game = window.dialog.game
    game.setCurrentIndex(game.findData(variant.split("-")[0]))
    players = window.dialog.players
    players.setCurrentIndex(players.findData(int(variant.split("-")[1])))
    press(window.dialog, Qt.Key_Return)                             # Play
    qtbot.waitUntil(lambda: window.ctrl.match is not None)
    assert window.ctrl.match.variant.id == variant
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    hand = window.ctrl.hand
    for turn in range(3):
        my_turn(qtbot, window)
        shown = cursor(window)
        assert shown is not None, f"turn {turn}: no card marked"
        assert shown in window.scene.playable and shown in window.scene.hands[0].cards
        assert tr(KEYS) in window.panel.status.text()              # the status says the keys
        before = len(hand.actions)
        press(window, Qt.Key_Return)                               # Enter plays the card shown
        qtbot.waitUntil(lambda: len(hand.actions) > before)
        assert hand.actions[before] == (0, shown)


def test_a_mouse_player_sees_no_card_raised_until_a_key(qtbot, window):
    """With the mouse, the turn begins with no card raised and the status says to drag a
    card; a key at the table shows the cursor (Enter then only shows it: a card nobody saw
    marked is not played) and the status says the keys instead; a click puts the table
    back to the mouse's way for the next turn."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    start(window, "briscola-2", seed=3)
    view = window.view
    view.setFocus()
    handle = window.windowHandle()
    QTest.mouseClick(handle, Qt.LeftButton, Qt.NoModifier,
                     view.mapTo(window, QPoint(view.width() // 2, 10)))   # the felt
    my_turn(qtbot, window)
    assert not view.input.keys and cursor(window) is None
    assert tr(MOUSE) in window.panel.status.text()
    hand = window.ctrl.hand
    before = len(hand.actions)
    press(window, Qt.Key_Return)                                   # shows, does not play
    shown = cursor(window)
    assert shown in window.scene.playable and len(hand.actions) == before and view.input.keys
    assert tr(KEYS) in window.panel.status.text()
    press(window, Qt.Key_Right)                                    # the arrows from there
    assert cursor(window) in window.scene.playable
    chosen = cursor(window)
    press(window, Qt.Key_Return)
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert hand.actions[before] == (0, chosen)
    QTest.mouseClick(handle, Qt.LeftButton, Qt.NoModifier,
                     view.mapTo(window, QPoint(view.width() // 2, 10)))
    assert not view.input.keys
    my_turn(qtbot, window)
    assert cursor(window) is None


def test_the_cursor_shows_when_the_keys_come_back_to_the_table(qtbot, window):
    """Tab from the table to the panel and back (a keyboard player looking at Hint): the
    table, given the keys again, shows the cursor; so it does after a dialog (the
    settings) closed with Esc."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    start(window, "briscola-2", seed=5)
    window.view.setFocus()
    my_turn(qtbot, window)
    assert cursor(window) is None                                  # no key pressed yet
    press(window, Qt.Key_Tab)
    assert QApplication.focusWidget() is not window.view and cursor(window) is None
    press(window, Qt.Key_Backtab, Qt.ShiftModifier)
    assert QApplication.focusWidget() is window.view
    shown = cursor(window)
    assert shown in window.scene.playable
    window.scene.select(shown)
    window.scene.selected = None                                   # as at a new turn
    window.scene.relayout(0)
    press(window, Qt.Key_Comma, Qt.ControlModifier)                # the settings: a dialog
    qtbot.waitUntil(lambda: window.settings_dialog is not None and window.settings_dialog.isVisible())
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window.settings_dialog)
    press(window.settings_dialog, Qt.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    assert cursor(window) in window.scene.playable
