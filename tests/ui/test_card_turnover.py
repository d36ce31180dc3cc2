"""Cards turning over at the table's normal speed (the other table tests play at "instant"
speed, where no card is ever caught half turned). Issue 4: "every player's hand (yours
face up, the others face down)" and "Moves are animated and readable; nothing jumps"."""
import pytest
from PySide6.QtCore import QPointF

from biscambiggia_gui.ui.table.cardart import CardArt
from biscambiggia_gui.ui.table.carditem import CardItem

from uihelpers import hand_faces, save_shot, start, wait_turn


def test_a_turn_over_cut_short_by_another_move_still_ends_face_up(qtbot):
    card = CardItem("AH", CardArt("genoese"), 80)
    card.animate(QPointF(0, 0), 1, 0, True, 400)           # dealt: starts turning face up
    qtbot.wait(60)
    assert card._flip < 0.5 and not card.shows_face()      # still showing its back
    card.animate(QPointF(30, 0), 1, 0, True, 200)          # the hand re-fans meanwhile
    qtbot.waitUntil(lambda: not card.is_moving(), timeout=3000)
    assert card.shows_face() and card._flip == 1.0


def test_a_turn_over_cut_short_by_an_instant_move_ends_face_up(qtbot):
    card = CardItem("AH", CardArt("genoese"), 80)
    card.animate(QPointF(0, 0), 1, 0, True, 400)
    qtbot.wait(60)
    card.animate(QPointF(30, 0), 1, 0, True, 0)
    assert card.shows_face() and card._flip == 1.0


@pytest.mark.parametrize("variant", ["tarocchi-pizzico", "briscola-2", "biscambiggia-6"])
def test_your_whole_hand_shows_its_faces_after_an_animated_deal(qtbot, window, variant):
    window.set_speed("normal")
    start(window, variant)
    wait_turn(qtbot, window, timeout=30000)
    qtbot.waitUntil(lambda: window.ctrl.steps.idle()
                    and not any(c.is_moving() for c in window.scene.cards.values()),
                    timeout=30000)
    faces = hand_faces(window)
    assert faces[0] and all(faces[0]), f"face-down cards in your hand: {faces[0]}"
    public = window.ctrl.public
    for seat, pile in enumerate(window.scene.hands[1:], start=1):
        assert not any(window.scene.cards[c].shows_face() for c in pile.cards if c not in public)
    save_shot(window, f"{variant}-dealt-at-normal-speed")



def settled(window) -> bool:
    return window.ctrl.steps.idle() and not any(c.is_moving() for c in window.scene.cards.values())


def test_pass_and_play_at_normal_speed_shows_each_hand_only_to_its_owner(qtbot, window):
    """Issue 4: "With two or more people at one screen, the hands are hidden while the
    screen is passed", with the turn-overs animated."""
    from PySide6.QtCore import Qt
    window.set_speed("normal")
    start(window, "biscambiggia-2", seats=["person", "person"], seed=21)
    hand, passes = None, 0
    for _ in range(8):
        wait_turn(qtbot, window, timeout=30000)
        qtbot.waitUntil(lambda: settled(window), timeout=30000)
        hand = window.ctrl.hand
        if hand.is_over():
            break
        seat = hand.current_player()
        if window.cover.isVisible():
            passes += 1
            assert not any(any(f) for f in hand_faces(window).values()), \
                "a hand shows behind the pass screen"
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            wait_turn(qtbot, window, timeout=30000)
            qtbot.waitUntil(lambda: settled(window), timeout=30000)
        faces = hand_faces(window)
        assert all(faces[seat]) and not any(faces[1 - seat]), faces
        card = next(a for a in hand.legal_actions() if ":" not in a)
        window.ctrl.request_card(card)
    assert passes >= 3
