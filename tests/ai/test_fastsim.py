"""The lean play-out agrees with the engine: from random positions of every Biscambiggia and
Briscola variant, the same policy played through the engine ends with the same points."""
import pytest

from biscambiggia_gui.ai import fastsim, trump_play
from helpers import random_position


@pytest.mark.parametrize("variant_id", ["biscambiggia-2", "biscambiggia-3", "biscambiggia-4",
                                        "biscambiggia-6", "briscola-2", "briscola-3",
                                        "briscola-4", "briscola-6"])
def test_fastsim_matches_engine(variant_id):
    for seed in range(60):
        state = random_position(variant_id, seed)
        fast = fastsim.playout(state)
        slow = state.clone()
        while not slow.is_over():
            slow.apply(trump_play.rollout_card(slow, slow.legal_actions()))
        assert fast == slow.points, (variant_id, seed)
        assert sum(fast) == sum(slow.card_value[c] for c in slow.deck)


@pytest.mark.parametrize("options", [{}, {"follow_suit_only": True}, {"captured_marriage": True},
                                     {"late_marriage": False}])
def test_fast_mariagio_matches_engine(options):
    import random
    from biscambiggia_gui.engine import deck_for, new_hand
    for seed in range(60):
        rng = random.Random(seed)
        deck = deck_for(40)
        rng.shuffle(deck)
        state = new_hand("mariagio", options, deck, seed % 2)
        for _ in range(rng.randrange(0, 40)):
            nxt = state.clone()
            nxt.apply(rng.choice(nxt.legal_actions()))
            if nxt.is_over():
                break
            state = nxt
        fast = fastsim.playout_mariagio(state)
        slow = state.clone()
        while not slow.is_over():
            slow.apply(trump_play.rollout_action(slow))
        assert fast == slow.points, (options, seed)
