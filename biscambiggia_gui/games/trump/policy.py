"""The hooks the computer players ask in Biscambiggia and Briscola (ai/policy.py): the
heuristics of play.py, the play-out of playout.py and the search of search.py."""
from __future__ import annotations

import random
from typing import Any, cast

from ...ai.policy import Choice, Policy, Weighed, margin
from ...engine.infostate import InfoState
from ...engine.state import HandState
from . import play, playout, search
from .rules import TrumpHand
from ...engine.actions import kind_of


class TrumpPolicy(Policy):
    core_adapter: Any = search

    def rollout_action(self, state: HandState) -> str:
        return play.rollout_action(state)

    def easy(self, obs: dict[str, Any], legal: list[str], rng: random.Random,
             care: float) -> str:
        cards = [a for a in legal if kind_of(a) == "play"]
        from ...engine.registry import get_variant
        return play.easy_card(obs, cards, get_variant(obs["variant"]).game, rng, care)

    def medium(self, obs: dict[str, Any], legal: list[str], info: InfoState) -> str:
        return play.medium_card(obs, [a for a in legal if kind_of(a) == "play"], info)

    def exact(self, obs: dict[str, Any], legal: list[str], info: InfoState,
              budget: Any) -> Choice | None:
        return search.exact(obs, legal, info, budget.time_limit)

    def exact_values(self, obs: dict[str, Any], moves: list[str], info: InfoState,
                     budget: Any) -> dict[str, float] | None:
        return search.exact_values(obs, moves, info, budget.time_limit)

    def candidates(self, obs: dict[str, Any], legal: list[str], info: InfoState,
                   budget: Any, extended: bool = False) -> list[str]:
        return search.candidates(obs, legal, info, extended)

    def playout(self, world: HandState, side: int, bonus: int,
                budget: Any) -> tuple[float, int]:
        return margin(playout.playout(cast(TrumpHand, world)), side, bonus)

    def hard(self, obs: dict[str, Any], legal: list[str], rng: random.Random, budget: Any,
             searcher: Any) -> Choice | None:
        info = InfoState(obs)
        if not search.on_core(info, budget):
            return None
        return search.core_search(obs, legal, rng, budget, searcher, info)

    def hard_values(self, obs: dict[str, Any], moves: list[str], rng: random.Random,
                    budget: Any) -> Weighed | None:
        info = InfoState(obs)
        if not search.on_core(info, budget) or any(kind_of(a) != "play" for a in moves):
            return None
        return self._core_values(obs, moves, rng, budget, info)

    def _core_values(self, obs: dict[str, Any], moves: list[str], rng: random.Random,
                     budget: Any, info: InfoState, *where: Any) -> Weighed:
        totals, _, worlds, chunks, weight = search.core_values(obs, moves, rng, budget, info, *where)
        return Weighed.of(moves, totals, worlds, chunks, weight)
