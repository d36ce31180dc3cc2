"""Hard's card play in the chiamata games, on the compiled core (games/trump/search.py's
search with these games' sides): a seat that does not know the partner yet leaves the
other seats' sides open, and in each sampled deal the holder of the called card is the
caller's partner (the partner knows; the others infer from the play which deals are
possible: the history's voids and cards shown narrow the deals sampled)."""
from __future__ import annotations

from typing import Any

from ...ai import core
from ...engine.infostate import InfoState
from ...engine.state import observed_sides
from ..trump.search import core_playout, core_world  # noqa: F401  (the differential test's adapter)
from .rules import CALLER_SIDE


def position(obs: dict[str, Any], info: InfoState, budget: Any) -> dict[str, Any]:
    """The sides as this seat knows them (an unknown one is left to the called card), the
    points of each known side, and what each seat of an unknown side has taken."""
    seat, n = info.seat, info.n
    sides = observed_sides(obs)
    mine = sides[seat]
    assert mine is not None
    points = [0, 0]
    unknown = []
    for k in range(n):
        s = (seat + k) % n
        side = sides[s]
        if side is None:
            unknown.append(obs["points"][s])
        else:
            points[0 if side == mine else 1] += obs["points"][s]
            unknown.append(0)
    hidden = any(side is None for side in sides)
    contract = obs["contract"]
    return dict(points=tuple(points), sides=core.relative_sides(sides, seat),
                called=contract["called"] if hidden else None,
                caller_side=0 if mine == CALLER_SIDE else 1,
                unknown_points=unknown if hidden else None)


def sizes(info: InfoState, budget: Any) -> tuple[int, int]:
    return budget.chiamata_worlds, budget.chiamata_exact
