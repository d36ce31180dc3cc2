"""The auction's hint in the five-player games (issue: "Bid Ace" with "no card is left to
call"): the hint recommends only a bid after which the caller has a legal call, and its
reason says what its move does, in English and in Italian: a bid with the share of deals
its contract is made in, a pass with the share of the lowest open bid. Real engine, real
Hard player (the hint's), the hint's own words (ui/explain.py), with the option "the first
to speak must bid" (docs/rules.md section 11, `all_pass`) where the old hint went wrong."""
import os
import random
import sys

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.ai import make_player
from biscambiggia_gui.engine import deck_for, new_hand
from biscambiggia_gui.engine.dealing import deck_from_deal
from biscambiggia_gui.games.chiamata.play import bid_share
from biscambiggia_gui.ui.explain import hint_text

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "games", "chiamata"))
from test_chiamata_bids import DEALER, FIRST, GAMES, dealt, ids, won_with  # noqa: E402

WORDS = {       # the move's words and its reason's, in each language
    "en": {"bid": ("Hint: Bid ", "The contract is made in "),
           "must": ("Hint: Bid ", "The first to speak must bid: the contract is made in only "),
           "pass": ("Hint: Pass. ", "the contract would be made in only ")},
    "it": {"bid": ("Consiglio: Offri ", "Il contratto riesce in "),
           "must": ("Consiglio: Offri ", "Chi apre l’asta deve offrire: il contratto riesce "
                                         "solo in "),
           "pass": ("Consiglio: Passa. ", "il contratto riuscirebbe solo in ")},
}


def deals(variant, options):
    """Seeded deals: the first to speak holding the four aces, or the four threes, or
    only fours and fives (no point, no high card: a bid it must make), and a shuffled
    deck."""
    yield dealt(variant, options, 7, "A")
    yield dealt(variant, options, 8, "3")
    weak = ["4H", "4D", "4C", "4S", "5H", "5D", "5C", "5S"]
    rest = [c for c in deck_for(40) if c not in weak]
    random.Random(10).shuffle(rest)
    hands = {FIRST: weak}
    hands.update({seat: rest[8 * i: 8 * i + 8] for i, seat in enumerate((2, 3, 4, 0))})
    yield new_hand(variant, options, deck_from_deal(variant, DEALER, hands), DEALER)
    yield new_hand(variant, options, random.Random(9).sample(deck_for(40), 40), DEALER)


@pytest.mark.parametrize("case", GAMES, ids=ids)
def test_the_auction_hint_recommends_a_bid_with_a_call_and_says_why(qapp, case):
    variant, options = case
    options = dict(options, all_pass="first_bids")
    deck = "italian" if variant.startswith("briscola") else "genoese"
    player = make_player("hard", seed=3)
    seen = set()
    for hand in deals(variant, options):
        for _ in range(3):                      # the first three to speak, each as advised
            seat, legal = hand.turn, hand.legal_actions()
            action, reason = player.explain(hand.observation(seat), legal)
            assert action in legal
            kind = "pass" if action == "pass" else "bid"
            if kind == "bid" and reason.args["made"] < bid_share(variant) * reason.args["worlds"]:
                assert "pass" not in legal, reason      # a bid with a low share: a duty
                kind = "must"
            seen.add(kind)
            if kind != "pass":                  # a call is open to the winner of that bid
                after = won_with(hand, action)
                assert after.phase in ("trump", "call") and after.legal_actions()
            for language, words in WORDS.items():
                i18n.install(qapp, language)
                try:
                    text = hint_text(hand, seat, action, reason, deck)
                finally:
                    i18n.install(qapp, "en")
                move, why = words[kind]
                assert text.startswith(move) and why in text, (language, text)
                assert "no card" not in text and "nessuna carta" not in text, text
            hand.apply(action)
            if hand.phase != "auction":
                break
    assert seen & {"bid", "must"}, seen


def test_every_decision_is_advised_as_an_imperative(qapp):
    """The hint said "Consiglio: Passo." (the button's word, first person) and "Trump suit:
    hearts." (the button's words) beside "Offri il Re.": every decision of the five-player
    games is advised as a sentence, an imperative, in both languages, while the buttons keep
    their own words ("Passo", "Trionfo: cuori")."""
    from biscambiggia_gui.engine.registry import get_variant
    from biscambiggia_gui.ui.text import action_label
    family = get_variant("biscambiggia-chiamata").family
    expected = {"en": {"pass": ("Pass", "Pass."), "trump:H": ("Trump suit: hearts", "Choose hearts as the trump suit."),
                       "call:AH": ("Call the Ace of hearts", "Call the Ace of hearts."),
                       "bid:71": ("Bid 71", "Bid 71.")},
                "it": {"pass": ("Passo", "Passa."), "trump:H": ("Trionfo: cuori", "Scegli cuori come seme di trionfo."),
                       "call:AH": ("Chiama l’Asso di cuori", "Chiama l’Asso di cuori."),
                       "bid:71": ("Offri 71", "Offri 71.")}}
    for language, actions in expected.items():
        i18n.install(qapp, language)
        try:
            for action, (button, advice) in actions.items():
                assert action_label(action, "genoese", family=family).replace("&", "") == button
                assert action_label(action, "genoese", family=family, advice=True) == advice
        finally:
            i18n.install(qapp, "en")
