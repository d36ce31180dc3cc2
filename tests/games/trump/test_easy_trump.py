"""Easy is careless, never absurd (AI-NOTES: "throwing the ace of trumps on a zero-point trick
when a cheaper legal card exists")."""
import random

from biscambiggia_gui.ai import make_player
from biscambiggia_gui.games.trump.cards import POINTS_BISCAMBIGGIA, POINTS_BRISCOLA
from helpers import random_position


def test_easy_never_wastes_the_trump_ace_on_an_empty_trick():
    seen = 0
    for variant_id, family in (("briscola-2", "briscola"), ("biscambiggia-2", "biscambiggia"),
                               ("briscola-4", "briscola"), ("mariagio", "biscambiggia")):
        value = {"briscola": POINTS_BRISCOLA, "biscambiggia": POINTS_BISCAMBIGGIA}[family]
        for k in range(400):
            hand = random_position(variant_id, k)
            ace = "A" + hand.trump
            legal = hand.legal_actions()
            if ace not in legal:
                continue
            if sum(value[c] for c in hand.trick) > 0:
                continue
            if not any(value[c] < value[ace] for c in legal if ":" not in c):
                continue
            seen += 1
            seat = hand.current_player()
            for seed in range(10):
                assert make_player("easy", seed=seed).choose(hand.observation(seat), legal) != ace
    assert seen > 20


def test_easy_is_sometimes_careless():
    """Easy does not always play as Medium does (it is not the same player)."""
    differ = 0
    rng = random.Random(1)
    for k in range(60):
        hand = random_position("briscola-2", 1000 + k)
        seat = hand.current_player()
        obs, legal = hand.observation(seat), hand.legal_actions()
        if make_player("easy", seed=rng.randrange(99)).choose(obs, legal) != \
                make_player("medium", seed=1).choose(obs, legal):
            differ += 1
    assert differ > 0
