"""The exact endgame agrees with brute-force minimax over the engine itself."""
import random

from biscambiggia_gui.ai.solver import perfect_value
from biscambiggia_gui.games.mariagio.rules import LAST_TRICK
from biscambiggia_gui.games.trump.endgame import Endgame
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
        # the solver declares the best marriage at each lead; so does brute force's max
        eg = Endgame("mariagio", hand.trump, hand.options, marriages=True, last_bonus=LAST_TRICK)
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


# --- Tarocchi a pizzico ------------------------------------------------------------------

def brute_tarocchi(state, seat):
    """Best final point difference for `seat` over plays and the card given for the matto
    (engine minimax; buone are left aside, as the solver leaves them)."""
    if state.is_over():
        pts = state.running_points()
        return pts[seat] - pts[1 - seat]
    values = []
    for a in state.legal_actions():
        if ":" in a and not a.startswith("give:"):
            continue
        s = state.clone()
        s.apply(a)
        values.append(brute_tarocchi(s, seat))
    return max(values) if state.current_player() == seat else min(values)


def tarocchi_endgame(seed, cards_left):
    from biscambiggia_gui.engine import deck_for, new_hand
    rng = random.Random(seed)
    deck = deck_for(78)
    rng.shuffle(deck)
    if seed % 2:               # bring the matto into the last tricks now and then
        deck.remove("M")
        deck.insert(77 - seed % 5, "M")
    hand = new_hand("tarocchi-pizzico", {"new_rules": seed % 3 == 0}, deck, seed % 2)
    while hand.talon_size() or hand.giving or \
            len(hand.hands[0]) + len(hand.hands[1]) > 2 * cards_left - (seed % 4 == 1):
        plays = [a for a in hand.legal_actions() if ":" not in a or a.startswith("give:")]
        hand.apply(rng.choice(plays))
    return hand


def test_tarocchi_endgames_match_brute_force():
    from biscambiggia_gui.games.tarocchi.endgame import TarocchiEndgame
    with_matto = 0
    for seed in range(100):
        hand = tarocchi_endgame(seed, 4)
        seat = hand.current_player()
        eg = TarocchiEndgame(hand.new_rules)
        led = hand.trick[0] if hand.trick else None
        counts = [len(c) for c in hand.captured]
        card, value, scored = eg.best_move(seat, hand.hands, hand.leader, led,
                                           hand.matto_owner, counts, hand.give_pool)
        now = hand.running_points()
        expected = brute_tarocchi(hand, seat)
        assert now[seat] - now[1 - seat] + value == expected, (seed, hand.hands, hand.trick)
        after = hand.clone()
        after.apply(card)
        assert brute_tarocchi(after, seat) == expected
        if "M" in hand.hands[0] + hand.hands[1] + hand.trick or hand.matto_owner is not None:
            with_matto += 1
    assert with_matto >= 5
