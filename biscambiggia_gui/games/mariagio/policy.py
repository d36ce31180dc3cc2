"""The hooks the computer players ask in Mariagio (ai/policy.py): the trump games' card play
with the marriages kept, declarations taken at once, the exact endgame once the talon is
empty, and Mariagio's own play-out."""
from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any, cast

from ...ai.policy import Choice, Weighed, margin, scored_values
from ...ai.search import SOLVED_POINTS
from ...engine.actions import kind_of
from ...engine.infostate import InfoState
from ...engine.messages import Message, template
from ...engine.state import HandState
from ..trump import play as trump_play
from ..trump.endgame import Endgame
from ..trump.policy import TrumpPolicy
from ...ai import core
from ..trump import search as trump_search
from . import playout, search
from .play import best_declaration, keep_marriages, rollout_action
from .rules import MariagioHand
from .rules import LAST_TRICK

DECLARES_MARRIAGE = template("ai.declares_marriage", "declares the marriage", restates=True)
TAKES_TRUMP = template("ai.takes_trump", "takes the turned trump for the 2", restates=True)


class MariagioPolicy(TrumpPolicy):
    core_adapter: Any = search

    def rollout_action(self, state: HandState) -> str:
        return rollout_action(state)

    def rule_decision(self, obs: dict[str, Any], legal: list[str]) -> Choice | None:
        extra = [a for a in legal if kind_of(a) != "play"]
        if not extra:
            return None
        a = best_declaration(extra, obs["trump_suit"])
        return a, Message(DECLARES_MARRIAGE if a.startswith("marriage") else TAKES_TRUMP)

    def medium(self, obs: dict[str, Any], legal: list[str], info: InfoState) -> str:
        cards = keep_marriages([a for a in legal if kind_of(a) == "play"], obs["hand"],
                               obs.get("declared_suits", ()))
        return trump_play.medium_card(obs, cards, info)

    def exact(self, obs: dict[str, Any], legal: list[str], info: InfoState,
              budget: Any) -> Choice | None:
        solved = self._solved(obs, info)
        if solved is None:
            return None
        return solved[0], Message(SOLVED_POINTS, points=solved[1])

    def exact_values(self, obs: dict[str, Any], moves: list[str], info: InfoState,
                     budget: Any) -> dict[str, float] | None:
        solved = self._solved(obs, info)
        return None if solved is None else scored_values(solved[2], moves)

    def _solved(self, obs: dict[str, Any], info: InfoState) -> tuple[str, Any, list[Any]] | None:
        """The endgame once the talon is empty: (best card, its points to come, each card's)."""
        if obs["talon_size"] != 0 or not info.fully_known():
            return None
        seat = info.seat
        eg = Endgame(info.family, obs["trump_suit"], obs["options"], marriages=True,
                     last_bonus=LAST_TRICK)
        hands: list[Any] = [None, None]
        hands[seat] = list(obs["hand"])
        hands[1 - seat] = list(info.pool) + sorted(info.known[1 - seat])
        trick = [c for _, c in obs["trick"]]
        led = trick[0] if trick else None
        return eg.best_move(seat, hands, obs["leader"], led, obs.get("declared_suits", ()), False)

    def candidates(self, obs: dict[str, Any], legal: list[str], info: InfoState,
                   budget: Any, extended: bool = False) -> list[str]:
        return [a for a in legal if kind_of(a) == "play"]

    def playout(self, world: HandState, side: int, bonus: int,
                budget: Any) -> tuple[float, int]:
        return margin(playout.playout(cast(MariagioHand, world)), side, bonus)

    def exact_key(self, state: Any) -> Hashable:
        """The trump games' key with what a declaration changes (the suits declared, one
        declared before this lead; the turned card after an exchange is in the key)."""
        mariagio = cast(MariagioHand, state)
        return (super().exact_key(state), tuple(sorted(mariagio.declared_suits)),
                mariagio.declared_this_lead)

    def hard(self, obs: dict[str, Any], legal: list[str], rng: random.Random, budget: Any,
             searcher: Any) -> Choice | None:
        """On the compiled core (search.py), unless it is not built or switched off."""
        if not core.HAVE_C or not budget.mariagio_core:
            return None
        return trump_search.core_search(obs, legal, rng, budget, searcher, InfoState(obs),
                                        search.position, search.sizes)

    def hard_values(self, obs: dict[str, Any], moves: list[str], rng: random.Random,
                    budget: Any) -> Weighed | None:
        """The core's worlds, as `hard` searches them, for the cards; a declaration or the
        exchange is weighed by the generic search."""
        if not core.HAVE_C or not budget.mariagio_core or any(kind_of(a) != "play" for a in moves):
            return None
        return self._core_values(obs, moves, rng, budget, InfoState(obs), search.position, search.sizes)
