"""A card held with the mouse when the screen passes to another person (found by the random
walk of the window, docs/reliability.md, "A random walk of the whole window"): the person at the
screen presses on one of their cards and, still holding it, passes the auction with the
Pass button's Alt key, or plays another card with the arrows and Enter. The pass screen
comes up; the card held was let go, but it went home on the side it showed when it was
picked up: face up behind the pass screen, and turning over in front of the next person
once they had the screen. Real mouse and key events on the real window; the faces are
what a person sees (CardItem.shows_face)."""
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from biscambiggia_gui.engine.actions import kind_of

from uihelpers import grip, hand_faces, start, view_point, wait_settled, wait_turn


def hold(win, code: str) -> None:
    """Press on the card and carry it part of the way to the middle of the table."""
    vp = win.view.viewport()
    start_pt = grip(win, code)
    end_pt = view_point(win, QPointF(*win.scene.geometry.centre))
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start_pt)
    for i in range(1, 4):
        QTest.mouseMove(vp, start_pt + (end_pt - start_pt) * (i / 8))


def let_go(win) -> None:
    vp = win.view.viewport()
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, vp.rect().topLeft())


def shown(win) -> dict[int, list[str]]:
    """For each seat, the cards of its hand that show their face now."""
    return {seat: [c for c in pile.cards if win.scene.cards[c].shows_face()]
            for seat, pile in enumerate(win.scene.hands)}


def lift_the_cover(qtbot, win) -> int:
    seat = win.cover.seat
    qtbot.mouseClick(win.cover.button, Qt.LeftButton)
    wait_turn(qtbot, win)
    wait_settled(qtbot, win)
    return seat


def let_go_behind_the_cover(qtbot, win) -> None:
    """The screen is passed while the card is still held: nothing shows behind the pass
    screen, then or once the card is let go."""
    wait_turn(qtbot, win)
    wait_settled(qtbot, win)
    assert win.cover.isVisible()
    assert not any(shown(win).values()), f"behind the pass screen: {shown(win)}"
    let_go(win)
    wait_settled(qtbot, win)


@pytest.mark.parametrize("speed", ["instant", "normal"])
@pytest.mark.parametrize("variant", ["briscola-chiamata", "biscambiggia-chiamata"])
def test_a_card_held_while_passing_the_auction_never_shows_to_the_next_person(
        qtbot, window, variant, speed):
    window.set_speed(speed)
    start(window, variant, seats=["person"] * 5, seed=3)
    wait_turn(qtbot, window)
    seat = lift_the_cover(qtbot, window)
    hand = window.ctrl.hand
    held = window.scene.hands[seat].cards[0]
    hold(window, held)
    assert window.scene.cards[held].dragging
    passing = window.panel.buttons["auction"].findChild(QPushButton, "pass")
    letter = passing.text().split("&", 1)[1][0].upper()
    before = len(hand.actions)
    QTest.keyClick(window, Qt.Key(ord(letter)), Qt.AltModifier)    # still holding the card
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert hand.actions[before] == (seat, "pass")
    let_go_behind_the_cover(qtbot, window)
    assert not any(shown(window).values())
    nxt = lift_the_cover(qtbot, window)
    assert nxt != seat
    faces = shown(window)
    assert faces[seat] == [] and all(hand_faces(window)[nxt])
    assert not any(faces[s] for s in faces if s != nxt)
    assert [a for s, a in hand.actions if kind_of(a) == "play"] == []    # nothing was played


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_a_card_held_while_enter_plays_another_never_shows_to_the_next_person(
        qtbot, window, speed):
    """Briscola a 2 for two people: the first holds one card with the mouse, chooses
    another with the arrow keys and plays it with Enter."""
    window.set_speed(speed)
    start(window, "briscola-2", seats=["person", "person"], seed=5)
    wait_turn(qtbot, window)
    seat = lift_the_cover(qtbot, window)
    hand = window.ctrl.hand
    cards = window.scene.hands[seat].cards
    held = cards[0]
    hold(window, held)
    QTest.keyClick(window.view, Qt.Key_Left)               # the arrows choose another card
    chosen = window.scene.selected
    if chosen == held:
        QTest.keyClick(window.view, Qt.Key_Right)
        chosen = window.scene.selected
    assert chosen not in (None, held)
    before = len(hand.actions)
    QTest.keyClick(window.view, Qt.Key_Return)
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert hand.actions[before] == (seat, chosen)
    let_go_behind_the_cover(qtbot, window)
    nxt = lift_the_cover(qtbot, window)
    assert nxt != seat
    faces = shown(window)
    assert faces[seat] == [] and all(hand_faces(window)[nxt])
    assert list(hand.actions) == [(seat, chosen)]                    # the card held stayed
