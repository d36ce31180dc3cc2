"""The exact endgame agrees with brute-force minimax over the engine itself."""
import random

from biscambiggia_gui.ai.solver import Endgame, perfect_value
from helpers import dealt


def brute(state, seat):
    """Best final point difference for `seat` (engine minimax, no tricks)."""
    if state.is_over():
        return state.points[seat] - state.points[1 - seat]
    values = []
    for a in state.legal_actions():
        if a.startswith("exchange"):
            continue
        s = state.clone()
        s.apply(a)
        values.append(brute(s, seat))
    return max(values) if state.current_player() == seat else min(values)


def endgame(variant_id, seed, cards_left):
    rng = random.Random(seed)
    hand, _ = dealt(variant_id, seed)
    while hand.talon_size() or len(hand.hands[hand.current_player()]) > cards_left or hand.trick:
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def test_mariagio_endgames_match_brute_force():
    for seed in range(25):
        hand = endgame("mariagio", seed, 4)
        seat = hand.current_player()
        # the solver declares the best marriage at each lead; so does brute force's max
        eg = Endgame("mariagio", hand.trump, hand.options)
        h = [frozenset(x) for x in hand.hands]
        fut = eg.future(h[0], h[1], hand.leader, None, frozenset(hand.declared_suits),
                        not hand.declared_this_lead)
        now = hand.points[0] - hand.points[1]
        expected = brute(hand, 0)
        assert now + fut == expected, (seed, hand.hands)


def brute_outcome(state, seat):
    """Best (outcome, final difference) for `seat`, lexicographically."""
    if state.is_over():
        d = state.points[seat] - state.points[1 - seat]
        return ((d > 0) - (d < 0), d)
    values = []
    for a in state.legal_actions():
        s = state.clone()
        s.apply(a)
        values.append(brute_outcome(s, seat))
    return max(values) if state.current_player() == seat else min(values)


def test_briscola_endgames_match_brute_force():
    for seed in range(40):
        hand = endgame("briscola-2", seed, 3)
        seat = hand.current_player()
        eg = Endgame("briscola", hand.trump, {})
        card, value, _ = eg.best_move(seat, hand.hands, hand.leader, None, (), False,
                                      base=tuple(hand.points), hand_outcome=True)
        assert value == brute_outcome(hand, seat)
        after = hand.clone()
        after.apply(card)
        assert brute_outcome(after, seat) == value


def test_perfect_value_is_minimax():
    for seed in range(15):
        hand = endgame("biscambiggia-2", seed, 3)
        seat = hand.current_player()
        assert perfect_value(hand, seat, 0) == brute(hand, seat)
