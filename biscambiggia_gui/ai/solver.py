"""The exact value of a small position whose every card is placed (talon order included):
minimax over the state API with a transposition table, generic over the games whose states
have a talon and points per side (the search's last-draw endgame, the tests' reference for
the compiled core's alpha-beta). The cards searched are the legal ones; a decision that is
not a card (Mariagio's declarations) is taken as the game's roll-out policy takes it, as the
compiled core takes it."""
from __future__ import annotations

from typing import Any

from ..engine.actions import kind_of


def perfect_value(state: Any, side: int, bonus: int, table: dict[Any, float] | None = None) -> float:
    """Minimax value for `side` of a small position whose every card (talon order
    included) is fixed: the game's value of the end for `side` (its policy's `leaf_value`:
    the margin over the best other side plus `bonus` times the hand's outcome), every other
    side minimising it (with three players, the two others together)."""
    policy = state.variant.family.policy
    if state.turn < 0:
        return float(policy.leaf_value(state, side, bonus)[0])
    if table is None:
        table = {}
    key = policy.exact_key(state)
    hit = table.get(key)
    if hit is not None:
        return hit
    legal = state.legal_actions()
    if len(legal) != len(state.hands[state.turn]) or any(kind_of(a) != "play" for a in legal):
        taken = policy.rollout_action(state)
        if kind_of(taken) != "play":                # a declaration, taken as the policy does
            s = state.clone()
            s.apply_unchecked(taken)
            return perfect_value(s, side, bonus, table)
        legal = [a for a in legal if kind_of(a) == "play"]
    else:
        legal = state.hands[state.turn]
    maximize = state.sides[state.turn] == side
    best: float | None = None
    for a in sorted(set(legal)):
        s = state.clone()
        s.apply_unchecked(a)
        v = perfect_value(s, side, bonus, table)
        if best is None or (v > best if maximize else v < best):
            best = v
    assert best is not None              # the seat to play holds a card
    table[key] = best
    return best
