"""The hooks the computer players ask in Mariagio (ai/policy.py): the trump games' card play
with the marriages kept, declarations taken at once, the exact endgame once the talon is
empty, and Mariagio's own play-out."""
from __future__ import annotations

import random
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
from . import playout
from .play import best_declaration, keep_marriages, rollout_action
from .rules import MariagioHand
from .rules import LAST_TRICK

DECLARES_MARRIAGE = template("ai.declares_marriage", "declares the marriage")
TAKES_TRUMP = template("ai.takes_trump", "takes the turned trump for the 2")


class MariagioPolicy(TrumpPolicy):
    core_adapter: Any = None

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

    def hard(self, obs: dict[str, Any], legal: list[str], rng: random.Random, budget: Any,
             searcher: Any) -> Choice | None:
        return None

    def hard_values(self, obs: dict[str, Any], moves: list[str], rng: random.Random,
                    budget: Any) -> Weighed | None:
        return None
