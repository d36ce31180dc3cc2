"""A card of yours and the mouse, when the table is not taking your cards (found under a real X
server with xdotool: a card held while Enter played another kept following the pointer all
through the computers' play, and was played when let go at the next turn). The rule
(docs/table.md, "A card held when the table stops taking it"): a card held when your turn
ends, for any reason, goes home at once on the side its place shows and is never played
by that press; a card of yours pressed while it is not your turn stays in its place, and
the note above your hand says to wait, as Enter does then. Real mouse and key events on
the real window against real computer players."""
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.ui.explain import WAIT
from biscambiggia_gui.ui.text import tr

from uihelpers import (answer_before_cards, computers_wait, drag_card, hold,
                       played_by_keys_computers_held, start, view_point,
                       wait_settled, wait_turn)


def lead(qtbot, win) -> None:
    """Briscola a 2, seat 0 to lead the first trick (the computer deals)."""
    start(win, "briscola-2", seed=5, dealer=1)
    wait_turn(qtbot, win)
    assert win.ctrl.awaiting == 0 and not win.scene.trick.cards


def mine(win, seat=0) -> list[str]:
    return [a for s, a in win.ctrl.hand.actions if s == seat and kind_of(a) == "play"]


def let_go_over_the_table_at_the_next_turn(qtbot, win, p: QPoint) -> QPoint:
    """The button still down, the pointer moves on while the others play, until it is the
    person's turn again; there it is let go over the middle of the table."""
    vp = win.view.viewport()
    QTest.mouseMove(vp, p + QPoint(15, -20))
    wait_turn(qtbot, win)
    assert win.ctrl.awaiting == 0
    centre = view_point(win, QPointF(*win.scene.geometry.centre))
    QTest.mouseMove(vp, centre)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, centre)
    wait_settled(qtbot, win)
    return centre


def at_home(win, code: str) -> bool:
    item = win.scene.cards[code]
    return (not item.dragging and item.pos() == item.home[0]
            and item.shows_face() == bool(item.home_face))


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_a_card_held_when_enter_plays_another_goes_home_at_once_and_is_never_played(
        qtbot, window, speed):
    window.set_speed(speed)
    start(window, "briscola-2", seed=5)
    wait_turn(qtbot, window)
    cards = list(window.scene.hands[0].cards)
    held = cards[0]
    item = window.scene.cards[held]
    p = hold(window, held)
    assert item.dragging
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key_Right)         # the arrows choose another card
    if window.scene.selected == held:
        QTest.keyClick(window.view, Qt.Key_Right)
    chosen = window.scene.selected
    assert chosen not in (None, held)
    QTest.keyClick(window.view, Qt.Key_Return)
    assert mine(window) == [chosen]
    # the turn has passed: the card held is let go there and then, and the mouse with it
    assert not item.dragging and window.scene.mouseGrabberItem() is None
    QTest.mouseMove(window.view.viewport(), p + QPoint(10, -10))
    wait_settled(qtbot, window)
    assert at_home(window, held) and item.shows_face()     # your own card, face up at home
    let_go_over_the_table_at_the_next_turn(qtbot, window, p)
    assert mine(window) == [chosen]                         # not played at the next turn
    assert window.scene.pile_of(held) is window.scene.hands[0] and at_home(window, held)


def test_a_card_held_when_a_decision_key_ends_the_turn_goes_home_at_once(qtbot, window):
    """Briscola chiamata against four computers: a card held while the person passes the
    auction with the Pass button's Alt key (the computers bid on meanwhile)."""
    window.set_speed("normal")
    start(window, "briscola-chiamata", seed=4, level="easy")
    wait_turn(qtbot, window)
    assert window.ctrl.awaiting == 0
    qtbot.waitUntil(lambda: "auction" in window.panel.buttons)
    held = window.scene.hands[0].cards[0]
    item = window.scene.cards[held]
    p = hold(window, held)
    assert item.dragging
    passing = window.panel.buttons["auction"].findChild(QPushButton, "pass")
    letter = passing.text().split("&", 1)[1][0].upper()
    hand = window.ctrl.hand
    QTest.keyClick(window, Qt.Key(ord(letter)), Qt.AltModifier)    # still holding the card
    qtbot.waitUntil(lambda: (0, "pass") in hand.actions)
    assert not item.dragging and window.scene.mouseGrabberItem() is None
    QTest.mouseMove(window.view.viewport(), p + QPoint(10, -10))
    wait_settled(qtbot, window)
    assert at_home(window, held)
    vp = window.view.viewport()
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, view_point(window, QPointF(*window.scene.geometry.centre)))
    answer_before_cards(qtbot, window)
    assert mine(window) == [] and window.scene.pile_of(held) is window.scene.hands[0]


def test_a_card_held_at_undo_is_not_left_off_its_place(qtbot, window):
    """Ctrl+Z while a card is held: the table is laid out anew at the move taken back, and
    no card of it is held or off its place; let go over the table, nothing is played."""
    window.set_speed("normal")
    start(window, "briscola-2", seed=5)
    wait_turn(qtbot, window)
    first = window.scene.hands[0].cards[0]
    drag_card(qtbot, window, first)
    wait_turn(qtbot, window)
    assert mine(window) == [first]
    held = window.scene.hands[0].cards[-1]
    p = hold(window, held)
    QTest.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    qtbot.waitUntil(lambda: mine(window) == [])
    wait_turn(qtbot, window)
    assert window.scene.mouseGrabberItem() is None
    assert not any(item.dragging for item in window.scene.cards.values())
    let_go_over_the_table_at_the_next_turn(qtbot, window, p)
    assert mine(window) == []
    wait_settled(qtbot, window)
    assert all(at_home(window, c) for c in window.scene.hands[0].cards)


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_a_card_pressed_out_of_turn_stays_in_the_hand_and_the_table_says_to_wait(
        qtbot, window, monkeypatch, speed):
    window.set_speed(speed)
    lead(qtbot, window)
    kept, go_on = computers_wait(monkeypatch, window)
    first = window.scene.hands[0].cards[0]
    drag_card(qtbot, window, first)
    qtbot.waitUntil(lambda: bool(kept))                   # the computer is to answer
    wait_settled(qtbot, window)
    assert mine(window) == [first] and window.ctrl.awaiting is None
    assert window.ctrl.name(1) in window.panel.status.text()     # whose turn it is
    other = window.scene.hands[0].cards[0]
    item = window.scene.cards[other]
    p = hold(window, other)
    assert not item.dragging and window.scene.mouseGrabberItem() is None
    assert item.pos() == item.home[0]                     # it never left its place
    toast = window.scene.toast
    assert toast.isVisible() and toast.text == tr(WAIT)
    window.scene._toast_timer.stop()          # its time set aside: only what the table does
    go_on()                                   # may take the note away here
    qtbot.waitUntil(lambda: len(window.ctrl.hand.actions) > 1)
    if window.ctrl.awaiting is None:          # (at instant speed your turn may be back)
        assert toast.isVisible()              # the computer's move leaves it: still true
    let_go_over_the_table_at_the_next_turn(qtbot, window, p)
    assert mine(window) == [first]                        # a press out of turn plays nothing
    assert at_home(window, other)
    assert not window.scene.toast.isVisible()             # the note went with the turn
    drag_card(qtbot, window, other)                       # pressed anew, it plays
    assert mine(window) == [first, other]


def test_enter_out_of_turn_says_to_wait_and_plays_nothing(qtbot, window, monkeypatch):
    window.set_speed("normal")
    lead(qtbot, window)
    chosen, kept, go_on = played_by_keys_computers_held(monkeypatch, window)
    assert mine(window) == [chosen] and window.ctrl.awaiting is None
    qtbot.waitUntil(lambda: bool(kept))
    QTest.keyClick(window.view, Qt.Key_Return)            # again, as the computer thinks
    assert window.scene.toast.isVisible() and window.scene.toast.text == tr(WAIT)
    assert mine(window) == [chosen]
    go_on()
    wait_turn(qtbot, window)
    assert mine(window) == [chosen] and not window.scene.toast.isVisible()
