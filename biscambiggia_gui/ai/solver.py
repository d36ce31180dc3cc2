"""The exact value of a small position whose every card is placed (talon order included):
minimax over the state API with a transposition table, generic over the games whose states
have a talon and points per side (the search's last-draw endgame, the tests' reference for
the compiled core's alpha-beta)."""
from __future__ import annotations

from typing import Any


def perfect_value(state: Any, side: int, bonus: int, table: dict[Any, float] | None = None) -> float:
    """Minimax value for `side` of a small position whose every card (talon order
    included) is fixed: its margin over the best other side plus `bonus` times the hand's
    outcome, every other side minimising it (with three players, the two others together)."""
    if state.turn < 0:
        pts = state.points
        diff: float = pts[side] - max(p for i, p in enumerate(pts) if i != side)
        return diff + bonus * ((diff > 0) - (diff < 0))
    if table is None:
        table = {}
    key = (tuple(tuple(sorted(h)) for h in state.hands), tuple(state.trick), state.turn,
           state.talon_size(), tuple(state.points))
    hit = table.get(key)
    if hit is not None:
        return hit
    maximize = state.sides[state.turn] == side
    best: float | None = None
    for a in sorted(set(state.hands[state.turn])):
        s = state.clone()
        s.apply_unchecked(a)
        v = perfect_value(s, side, bonus, table)
        if best is None or (v > best if maximize else v < best):
            best = v
    assert best is not None              # the seat to play holds a card
    table[key] = best
    return best
