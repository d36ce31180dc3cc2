"""Players choose legal actions, are reproducible by seed, and are honest: their choice
depends on the seat's observation only."""

import pytest

from biscambiggia_gui.ai import Budget, make_player
from biscambiggia_gui.engine.messages import Message
from helpers import VARIANT_IDS, dealt, random_position

FAST = Budget(worlds=6, time_limit=30.0, tarocchi_horizon=4, max_candidates=4)


def player(level, seed):
    return make_player(level, seed=seed, budget=FAST) if level == "hard" else make_player(level, seed=seed)


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_every_choice_is_legal_in_a_whole_hand(variant_id):
    hand, _ = dealt(variant_id, 11)
    levels = ["hard", "medium", "easy", "random", "hard", "medium"]
    players = [player(levels[s % len(levels)], s) for s in range(hand.n)]
    while not hand.is_over():
        seat = hand.current_player()
        legal = hand.legal_actions()
        action = players[seat].choose(hand.observation(seat), legal)
        assert action in legal
        hand.apply(action, seat)


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
@pytest.mark.parametrize("variant_id", ["briscola-2", "biscambiggia-4", "mariagio", "tarocchi-pizzico"])
def test_same_seed_same_choices(level, variant_id):
    for k in range(4):
        hand = random_position(variant_id, 100 + k)
        seat = hand.current_player()
        obs, legal = hand.observation(seat), hand.legal_actions()
        a = player(level, 5).choose(obs, legal)
        b = player(level, 5).choose(dict(obs), list(legal))
        assert a == b


def test_explain_gives_a_reason():
    hand = random_position("briscola-2", 5, steps=4)
    seat = hand.current_player()
    action, reason = make_player("hard", seed=1, budget=FAST).explain(hand.observation(seat),
                                                                        hand.legal_actions())
    assert action in hand.legal_actions() and isinstance(reason, Message) and str(reason)


def test_unknown_level():
    with pytest.raises(ValueError):
        make_player("grandmaster")
