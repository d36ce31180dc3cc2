"""Playing cards on the table with the mouse and the keyboard (issue 4, "Playing"): "drag a
card from your hand onto the table. A drop that the rules refuse slides the card back and
says why (for example, you must follow suit). A double-click and the keyboard (arrows to
choose, Enter to play) do the same. Only legal cards can be lifted when the rules restrict
the reply, and they are marked." Every test drives the real view with mouse or key events."""
import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from biscambiggia_gui.engine import variants
from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.engine.dealing import deck_from_deal
from biscambiggia_gui.ui.table import layout

from uihelpers import (answer_before_cards, double_click_card, drag_card, start, wait_settled,
                       wait_turn)


def my_cards(win):
    hand = win.ctrl.hand
    return [a for a in hand.legal_actions() if kind_of(a) == "play"]


def played_by(win, seat):
    return [a for s, a in win.ctrl.hand.actions if s == seat]


@pytest.mark.parametrize("variant", sorted(variants()))
def test_a_dragged_card_is_played_in_every_variant(qtbot, window, variant):
    start(window, variant)
    answer_before_cards(qtbot, window)
    assert window.ctrl.awaiting == 0
    card = my_cards(window)[-1]
    assert window.scene.pile_of(card) is window.scene.hands[0]
    assert window.scene.cards[card].shows_face()
    drag_card(qtbot, window, card)
    qtbot.waitUntil(lambda: card in played_by(window, 0))
    assert window.scene.pile_of(card) in (window.scene.trick, *window.scene.piles)
    # the other hands stayed face down (Tarocchi's drawn cards are public by its rules)
    public = window.ctrl.public
    for seat, pile in enumerate(window.scene.hands[1:], start=1):
        assert not any(window.scene.cards[c].shows_face() for c in pile.cards if c not in public)


def test_a_card_let_go_over_your_own_hand_is_not_played(qtbot, window):
    start(window, "briscola-2")
    wait_turn(qtbot, window)
    card = my_cards(window)[0]
    item = window.scene.cards[card]
    home = item.home[0]
    drag_card(qtbot, window, card, to=QPointF(home.x() + 10, home.y() + 5))
    qtbot.waitUntil(lambda: not item.is_moving())
    assert played_by(window, 0) == [] and item.pos() == home


def test_a_card_let_go_off_the_table_is_not_played(qtbot, window):
    """A card carried off the table (over the side panel, or up over the menu bar) and let
    go there goes back to the hand: only a drop on the table plays it."""
    start(window, "briscola-2")
    wait_turn(qtbot, window)
    rect = window.scene.sceneRect()
    centre_y = window.scene.geometry.centre[1]
    for to in (QPointF(rect.right() + 60, centre_y), QPointF(rect.center().x(), rect.top() - 30)):
        card = my_cards(window)[0]
        item = window.scene.cards[card]
        home = item.home[0]
        drag_card(qtbot, window, card, to=to)
        qtbot.waitUntil(lambda: not item.is_moving())
        assert played_by(window, 0) == [] and item.pos() == home
    drag_card(qtbot, window, card)                       # on the table it is played
    qtbot.waitUntil(lambda: played_by(window, 0) == [card])


def tarocchi_must_answer_with_a_tarot():
    """Seat 1 leads (seat 0 deals) with nothing but hearts and the ace of spades; seat 0
    holds no heart and no spade, so it must answer with a tarot."""
    you = ["T1", "T2", "T3", "T4", "T5", "2C", "3C", "4C", "5C", "6C", "2D", "3D", "4D", "5D", "6D"]
    other = [r + "H" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")] + ["AS"]
    return deck_from_deal("tarocchi-pizzico", 0, {0: you, 1: other})


def test_an_illegal_drop_slides_back_and_says_why(qtbot, window):
    start(window, "tarocchi-pizzico", deck=tarocchi_must_answer_with_a_tarot(), dealer=0)
    wait_turn(qtbot, window)
    hand, scene = window.ctrl.hand, window.scene
    assert hand.trick and hand.current_player() == 0
    legal = set(my_cards(window))
    assert legal and all(c.startswith("T") or c == "M" for c in legal)
    # the legal cards are marked, the others dimmed and only budge when pulled
    for code in scene.hands[0].cards:
        assert scene.cards[code].marked == (code in legal)
        assert scene.cards[code].dimmed == (code not in legal)
    wrong = "4C"
    reason = hand.why_illegal(wrong)
    assert reason and "tarot" in reason
    item = scene.cards[wrong]
    home = item.home[0]
    drag_card(qtbot, window, wrong)
    assert played_by(window, 0) == []
    assert scene.pile_of(wrong) is scene.hands[0]
    assert scene.toast.isVisible() and scene.toast.text.lower() == reason.lower()
    qtbot.waitUntil(lambda: not item.is_moving())
    assert item.pos() == home
    # a legal card then goes through
    drag_card(qtbot, window, "T5")
    qtbot.waitUntil(lambda: "T5" in played_by(window, 0))


def test_double_click_plays_a_card(qtbot, window):
    start(window, "biscambiggia-2")
    wait_turn(qtbot, window)
    card = my_cards(window)[1]
    double_click_card(qtbot, window, card)
    qtbot.waitUntil(lambda: card in played_by(window, 0))


def test_arrows_choose_and_enter_plays(qtbot, window):
    start(window, "mariagio", seed=3)
    wait_turn(qtbot, window)
    window.view.setFocus()
    hand_pile = window.scene.hands[0]
    QTest.keyClick(window.view, Qt.Key_Right)
    QTest.keyClick(window.view, Qt.Key_Right)
    chosen = window.scene.selected
    assert chosen == hand_pile.cards[1]
    assert window.scene.cards[chosen].selected_by_keys
    QTest.keyClick(window.view, Qt.Key_Return)
    qtbot.waitUntil(lambda: chosen in played_by(window, 0))


def test_cards_cannot_be_lifted_out_of_turn(qtbot, window):
    start(window, "biscambiggia-2")
    wait_turn(qtbot, window)
    assert all(window.scene.cards[c].interaction is None for c in window.scene.hands[1].cards)
    card = my_cards(window)[0]
    drag_card(qtbot, window, card)
    qtbot.waitUntil(lambda: card in played_by(window, 0))
    # while the others play, your remaining cards cannot be lifted
    if window.ctrl.awaiting is None:
        assert all(window.scene.cards[c].interaction is None for c in window.scene.hands[0].cards)


def test_with_animation_the_cards_fly_and_settle(qtbot, window, monkeypatch):
    """At "fast" speed the deal, the play, the pause on the full trick, the gathering and
    the draws are animated; once they are done every card rests where its pile says."""
    window.set_speed("fast")
    start(window, "briscola-2", seed=12, dealer=1)
    scene = window.scene
    qtbot.waitUntil(lambda: scene.busy() or window.ctrl.awaiting is not None)
    wait_turn(qtbot, window)
    card = my_cards(window)[0]
    # the piles the card is put on, every one: a loaded machine may run the trick's pause
    # out between two looks of a waitUntil, which then never sees the card on the trick
    piles = []
    move = scene.move
    monkeypatch.setattr(scene, "move", lambda code, pile, owner=None: (
        piles.append(pile) if code == card else None, move(code, pile, owner))[1])
    drag_card(qtbot, window, card)
    qtbot.waitUntil(lambda: card in played_by(window, 0))
    # the trick stays on the table for a moment you can read, then goes to its winner
    qtbot.waitUntil(lambda: scene.pile_of(card) in scene.piles)
    assert piles[0] is scene.trick and piles[-1] in scene.piles and len(piles) == 2
    wait_turn(qtbot, window)
    qtbot.waitUntil(lambda: not scene.busy())
    hand = window.ctrl.hand
    assert sorted(scene.hands[0].cards) == sorted(hand.hands[0])
    assert len(scene.talon.cards) + len(scene.turned.cards) == hand.talon_size()
    for code in scene.hands[0].cards + scene.hands[1].cards:
        item = scene.cards[code]
        assert item.pos() == item.home[0]


@pytest.mark.parametrize("variant", ["briscola-2", "mariagio", "briscola-4", "briscola-6"])
@pytest.mark.parametrize("w,h", [(1280, 720), (1920, 1080)])
def test_a_refusal_note_leaves_your_cards_and_the_trick_in_sight(qtbot, window, variant, w, h):
    """The note that says why a move was refused stands above your hand, clear of every
    card in it even with one raised (chosen with the keys), where your card will go; the
    cards the others have put on the table, the places where the next ones land and the
    trump stay in sight, whole (before, the note lay over the lower part of the others'
    cards where they lie close around your place: six at a wide table)."""
    window.resize(w, h)
    start(window, variant, dealer=1)
    wait_turn(qtbot, window)
    scene = window.scene
    QTest.keyClick(window.view, Qt.Key_Right)                  # a card raised
    qtbot.waitUntil(lambda: scene.selected is not None)
    wait_settled(qtbot, window)
    scene.show_reason("In the last seven tricks you must follow suit (spades)")
    note = scene.toast.sceneBoundingRect()
    hand = [scene.cards[c].sceneBoundingRect() for c in scene.hands[0].cards]
    assert note.bottom() <= min(r.top() for r in hand), (note, min(r.top() for r in hand))
    table = [scene.cards[c].sceneBoundingRect() for c in window.ctrl.hand.trick]
    assert table or window.ctrl.hand.n == 2
    table += [QRectF(b[0], b[1], b[2] - b[0], b[3] - b[1])
              for seat, b in enumerate(layout.trick_boxes(scene.geometry)) if seat != scene.bottom]
    table += [scene.cards[c].sceneBoundingRect() for c in scene.turned.cards]
    for r in table:
        assert not note.intersects(r), (note, r)
    assert scene.sceneRect().contains(note)
