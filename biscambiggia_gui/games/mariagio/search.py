"""Hard's search in Mariagio on the compiled core (ai/_core.c with Mariagio's rules:
marriages and the exchange of the 2 of trumps before each lead as the roll-out policy
takes them, the strict replies of the last seven tricks, the last trick's 20 and the
captured-marriage option): the search of the trump games (games/trump/search.py's
`core_search`) with Mariagio's state. tests/engine/test_accelerators.py replays the core's
worlds on MariagioHand (`core_world`)."""
from __future__ import annotations

from typing import Any

from ...ai import core
from ...engine.infostate import InfoState
from ..trump import search as trump_search
from .rules import LAST_TRICK, declared_before_lead


def position(obs: dict[str, Any], info: InfoState, budget: Any) -> dict[str, Any]:
    """The trump games' position plus Mariagio's rules and state (no inference: its walk
    back through the opponent's hands would need the exchange)."""
    where = trump_search.core_position(obs, info, budget)
    where["infer"] = 1.0
    where["extra"] = core.mariagio_extra(obs["options"], LAST_TRICK, obs.get("declared_suits", ()),
                                         declared_before_lead(obs))
    return where


def sizes(info: InfoState, budget: Any) -> tuple[int, int]:
    """(worlds, tricks exact): once no more than `budget.mariagio_solve` tricks are left,
    `budget.mariagio_solve_worlds` worlds each solved to the end (HardBudget: few cards are
    unseen then, so few worlds differ)."""
    left = len(info.hand) + info.obs["talon_size"] // 2
    if left <= getattr(budget, "mariagio_solve", 0):
        return budget.mariagio_solve_worlds, left
    return budget.mariagio_worlds, budget.mariagio_exact


def core_world(state: Any) -> dict[str, Any]:
    """The core's `playout` arguments for a whole Mariagio world, seen from the seat to
    play (the differential test's adapter)."""
    return dict(trump_search.core_world(state),
                extra=core.mariagio_extra(state.options, LAST_TRICK, state.declared_suits,
                                          state.declared_this_lead))


def core_playout(state: Any, exact: int) -> tuple[float, list[str]]:
    """As the trump games' (the differential test's entry), with Mariagio's state."""
    value, actions, _ = core.playout(**core_world(state), exact=exact)
    return value, actions
