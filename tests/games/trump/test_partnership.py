"""Partnership play (issue 5: "don't overtake a partner's winning card needlessly")."""
from biscambiggia_gui.ai import Budget, make_player
from biscambiggia_gui.engine.tricks import beats, best_index
from biscambiggia_gui.games.trump.play import tables
from helpers import random_position


def _last_with_partner_winning(hand):
    """True when the seat to play is last in the trick, its partner's card is winning,
    and it holds both a trump that would overtake and a card that is no trump."""
    trick = hand.trick
    if len(trick) != hand.n - 1:
        return None
    strength, _ = tables(hand.variant.id.split("-")[0])
    seat = hand.current_player()
    winner = (hand.leader + best_index(trick, hand.trump, strength)) % hand.n
    if winner % 2 != seat % 2:
        return None
    best = trick[best_index(trick, hand.trump, strength)]
    legal = hand.legal_actions()
    overtaking = [c for c in legal if c[-1] == hand.trump and beats(c, best, hand.trump, strength)]
    if overtaking and any(c[-1] != hand.trump for c in legal):
        return overtaking
    return None


def test_hard_does_not_overtake_a_partner_who_wins_the_trick():
    """...with a trump that carries no points (a trump with points may be banked there when
    the opponents could catch it later: tests/ai/test_hard.py)."""
    hard = make_player("hard", seed=5, budget=Budget(worlds=8, time_limit=5))
    seen = 0
    for variant_id in ("briscola-4", "biscambiggia-4", "briscola-6", "biscambiggia-6"):
        for k in range(300):
            hand = random_position(variant_id, k)
            overtaking = _last_with_partner_winning(hand)
            if not overtaking:
                continue
            seen += 1
            seat = hand.current_player()
            choice = hard.choose(hand.observation(seat), hand.legal_actions())
            _, value = tables(hand.variant.id.split("-")[0])
            assert choice not in [c for c in overtaking if value[c] == 0], \
                (variant_id, k, hand.trick, choice)
    assert seen >= 10
