"""A hand of the five-player games as the table and the summary tell it. The name plates say
each seat's part in the hand: the caller's from the call, the partner's once the called card
is played (in words, not by colour alone), in the language installed, and only for the hand
they belong to: the next hand's auction starts with no caller and no sides. The summary says
what the caller's side had to make. Real window, engine and computer players."""
import re

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.text import card_long_name
from uihelpers import answer_before_cards, finish_hand, start, wait_settled, wait_turn

GAMES = ["briscola-chiamata", "biscambiggia-chiamata"]


def played_hand(qtbot, window, variant):
    """A match of two hands whose first hand, the person at seat 0 with four computers, is
    played to its end (not all passing) by a caller with a partner."""
    for seed in range(3, 20):
        start(window, variant, seed=seed, level="easy", options={"hands": 2})
        answer_before_cards(qtbot, window)
        finish_hand(qtbot, window)
        wait_settled(qtbot, window)
        result = window.ctrl.match.results[-1]
        if result.played and window.ctrl.hand.partner != window.ctrl.hand.caller:
            return window.ctrl.hand
    raise AssertionError("no hand with a partner was played")


@pytest.mark.parametrize("variant", GAMES)
def test_the_plates_name_the_caller_and_the_partner_for_that_hand_only(qtbot, window, qapp,
                                                                       variant):
    hand = played_hand(qtbot, window, variant)
    plates = window.scene.plates
    assert plates[hand.caller].detail.startswith("caller")
    assert plates[hand.partner].detail.startswith("partner")
    others = [s for s in range(5) if s not in (hand.caller, hand.partner)]
    assert not any(plates[s].detail.startswith(("caller", "partner")) for s in others)

    i18n.install(qapp, "it")                               # the words follow the language
    window.retranslate()
    assert plates[hand.caller].detail.startswith("chiamante")
    assert plates[hand.partner].detail.startswith("compagno")
    assert [p.team for p in plates] == list(hand.sides)
    i18n.install(qapp, "en")
    window.retranslate()

    window.next_hand()                                     # a new auction: nobody has a part yet
    wait_turn(qtbot, window, timeout=30000)
    assert window.ctrl.hand.phase == "auction"             # seat 0 asked to bid
    assert not any(p.detail.startswith(("caller", "partner")) for p in plates), \
        [p.detail for p in plates]
    assert all(p.team is None for p in plates)


@pytest.mark.parametrize("variant", GAMES)
def test_the_summary_says_who_called_what_and_the_points_to_make(qtbot, window, variant):
    hand = played_hand(qtbot, window, variant)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    text = re.sub("<[^>]+>", " ", window.summary.body.text())
    called = card_long_name(hand.called, window.ctrl.setup.deck)
    line = f"Caller: {window.ctrl.name(hand.caller)}; card called: {called}; " \
           f"{hand.target} points to make"
    assert line in text, text
    result = window.ctrl.match.results[-1]
    caller_side = result.sides[hand.caller]
    assert (result.winner == caller_side) == (result.card_points[caller_side] >= hand.target)
