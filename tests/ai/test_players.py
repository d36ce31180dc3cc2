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


def test_the_only_card_is_not_called_the_only_legal_move_while_the_matto_can_be_paid():
    """Tarocchi: once the card owed for the matto may be given, the players think about the
    cards alone (it is given at the end). With one card to play the hint said "The only
    legal move." while the window offered the cards to give beside it (seen at the table);
    now it says the only card, and the only legal move stays for a single legal action."""
    import random
    from biscambiggia_gui.ai.search import ONLY_CARD, ONLY_MOVE
    from biscambiggia_gui.engine.actions import kind_of
    seen = {ONLY_CARD: 0, ONLY_MOVE: 0}
    for seed in range(40):
        hand, _ = dealt("tarocchi-pizzico", seed)
        rng = random.Random(seed)
        while not hand.is_over():
            seat, legal = hand.current_player(), hand.legal_actions()
            cards = [a for a in legal if kind_of(a) == "play"]
            if len(cards) == 1 or len(legal) == 1:
                for level in ("medium", "hard"):
                    action, reason = player(level, seed).explain(hand.observation(seat), legal)
                    if len(legal) == 1:
                        assert (action, reason.code) == (legal[0], ONLY_MOVE)
                        seen[ONLY_MOVE] += 1
                    elif len(legal) > 1 and any(kind_of(a) == "give" for a in legal) \
                            and not hand.observation(seat).get("giving"):
                        assert (action, reason.code) == (cards[0], ONLY_CARD), (legal, reason)
                        seen[ONLY_CARD] += 1
            plays = [a for a in legal if kind_of(a) == "play"] or legal
            hand.apply(rng.choice(plays), seat)
        if all(seen.values()):
            break
    assert all(seen.values()), seen
