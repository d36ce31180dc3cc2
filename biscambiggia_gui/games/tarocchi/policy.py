"""The hooks the computer players ask in Tarocchi a pizzico (ai/policy.py): the buone are
declared at once (free points) and the card owed for the matto is the cheapest, given as
the hand ends; card play by play.py's heuristics; the exact endgame once the talon is empty;
a play-out to a horizon, with the moves clearly behind dropped as the worlds come in."""
from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any, cast

from ...ai.policy import Choice, Policy, Weighed, scored_values
from ...ai.search import SOLVED_POINTS
from ...engine.actions import kind_of
from ...engine.cards import MATTO
from ...engine.infostate import InfoState
from ...engine.messages import Message, template
from ...engine.state import HandState
from ...ai import core
from . import play, playout, search
from .endgame import TarocchiEndgame, TooBig
from .rules import TarocchiHand, matto_pool

GIVES_CHEAPEST = template("ai.gives_cheapest", "gives back the cheapest card for the matto", restates=True)
DECLARES_BUONA = template("ai.declares_buona", "declares {buona}", restates=True)


class TarocchiPolicy(Policy):
    core_adapter: Any = search

    def considered(self, obs: dict[str, Any], legal: list[str]) -> list[str]:
        """The card owed for the matto waits for the end of the hand: the pool only grows,
        and the cheapest card of it is worth the same whenever it is given."""
        if obs.get("giving"):
            return legal
        return [a for a in legal if kind_of(a) != "give"] or legal

    def rule_decision(self, obs: dict[str, Any], legal: list[str]) -> Choice | None:
        if obs.get("giving"):
            return (play.best_give(legal, obs["options"].get("new_rules", False)),
                    Message(GIVES_CHEAPEST))
        extra = [a for a in legal if kind_of(a) != "play"]
        if not extra:
            return None
        a = play.best_buona(extra, obs["scored_buone"][obs["seat"]])
        if a is not None:
            return a, Message(DECLARES_BUONA, buona=kind_of(a))
        return None

    def easy(self, obs: dict[str, Any], legal: list[str], rng: random.Random,
             care: float) -> str:
        return play.easy_card(obs, legal, rng, care)

    def medium(self, obs: dict[str, Any], legal: list[str], info: InfoState) -> str:
        return play.medium_card(obs, [a for a in legal if kind_of(a) == "play"], info)

    def exact(self, obs: dict[str, Any], legal: list[str], info: InfoState,
              budget: Any) -> Choice | None:
        solved = self._solved(obs, info, budget, legal)
        if solved is None or solved[0] not in legal:   # (not with a consistent observation)
            return None
        return solved[0], Message(SOLVED_POINTS, points=solved[1])

    def exact_values(self, obs: dict[str, Any], moves: list[str], info: InfoState,
                     budget: Any) -> dict[str, float] | None:
        solved = self._solved(obs, info, budget, moves)
        return None if solved is None else scored_values(solved[2], moves)

    def _solved(self, obs: dict[str, Any], info: InfoState, budget: Any,
                legal: list[str]) -> tuple[str, int, list[tuple[int, str]]] | None:
        """The endgame once the talon is empty and few cards are left: (best card, its
        points to come, each card's), or None (not such a position, or too big). On the
        compiled core from `budget.tarocchi_core_solve` cards in hand down (HardBudget;
        every legal card of `legal` solved), else by TarocchiEndgame from
        `budget.tarocchi_exact_cards` down, within its node limit."""
        if obs["talon_size"] != 0 or obs.get("giving") or not info.fully_known():
            return None
        cards = [a for a in legal if kind_of(a) == "play"]
        if core.HAVE_C and cards and len(obs["hand"]) <= getattr(budget, "tarocchi_core_solve", 0):
            return search.core_solve(obs, cards, info)
        if len(obs["hand"]) > budget.tarocchi_exact_cards:
            return None
        seat = info.seat
        eg = TarocchiEndgame(obs["options"].get("new_rules", False),
                             node_limit=budget.tarocchi_exact_nodes)
        hands: list[Any] = [None, None]
        hands[seat] = list(obs["hand"])
        hands[1 - seat] = list(info.pool) + sorted(info.known[1 - seat])
        trick = [c for _, c in obs["trick"]]
        try:
            return eg.best_move(seat, hands, obs["leader"], trick[0] if trick else None,
                                obs["matto_owes"], obs["captured_counts"], matto_pool(obs))
        except TooBig:
            return None

    def candidates(self, obs: dict[str, Any], legal: list[str], info: InfoState,
                   budget: Any, extended: bool = False) -> list[str]:
        """The heuristic's choice, then per suit its lowest and its highest card and its
        honours, at most `budget.max_candidates`."""
        plays = [a for a in legal if kind_of(a) == "play"]
        if len(plays) <= budget.max_candidates:
            return plays
        hon, strength = play.honour_table(obs["options"].get("new_rules", False))
        order = [play.medium_card(obs, plays, info)]
        by_suit: dict[str, list[str]] = {}
        for c in plays:
            by_suit.setdefault(c[-1] if c[0] != "T" else "T", []).append(c)
        for s in sorted(by_suit):
            cards = sorted(by_suit[s], key=lambda c: strength[c])
            order += [cards[0], cards[-1]]
            order += [c for c in cards if hon.get(c, 0)]
        out: list[str] = []
        for c in order:
            if c not in out:
                out.append(c)
        return out[:budget.max_candidates]

    def declarable(self, state: HandState, seat: int) -> float:
        hand = cast(TarocchiHand, state)
        return 0.0 if hand.is_over() else float(hand.declarable_points(seat))

    def playout(self, world: HandState, side: int, bonus: int,
                budget: Any) -> tuple[float, int]:
        pts = playout.playout(cast(TarocchiHand, world), world.tricks_played + budget.tarocchi_horizon)
        diff = pts[side] - pts[1 - side]
        return diff, 1 if diff > 0 else 0

    def prune_every(self, budget: Any) -> int:
        return int(budget.prune_every)

    def rollout_action(self, state: HandState) -> str:
        return play.rollout_action(cast(TarocchiHand, state))

    def core_rollout_action(self, state: HandState) -> str:
        return play.rollout_action(cast(TarocchiHand, state), matto_in_time=True)

    def horizon(self, state: HandState, budget: Any) -> int | None:
        return state.tricks_played + int(budget.tarocchi_horizon)

    def rollout_done(self, state: HandState, horizon: int | None) -> bool:
        return state.is_over() or (horizon is not None and state.tricks_played >= horizon
                                   and not state.trick and not cast(TarocchiHand, state).giving)

    def exact_key(self, state: Any) -> Hashable:
        """What the rest of a whole Tarocchi hand depends on: the hands, the trick, the
        talon, the cards captured (their number and honours), the points, the matto's debt."""
        t = cast(TarocchiHand, state)
        hon, _ = play.honour_table(t.new_rules)
        return (tuple(tuple(sorted(h)) for h in t.hands), tuple(t.trick), t.turn, t.tpos,
                tuple(len(c) for c in t.captured),
                tuple(sum(hon.get(c, 0) for c in pile) for pile in t.captured),
                tuple(t.points), t.matto_owner, tuple(t.give_pool), t.giving, t.tricks_played)

    def hard(self, obs: dict[str, Any], legal: list[str], rng: random.Random, budget: Any,
             searcher: Any) -> Choice | None:
        """On the compiled core (search.py), unless it is not built or switched off: the
        exact endgame of hard-ref's search first where it is small enough."""
        if not core.HAVE_C or not budget.tarocchi_core:
            return None
        info = InfoState(obs)
        solved = self.exact(obs, legal, info, budget)
        if solved is not None:
            return solved
        return search.core_search(obs, legal, rng, budget, info)

    def hard_values(self, obs: dict[str, Any], moves: list[str], rng: random.Random,
                    budget: Any) -> Weighed | None:
        """The core's worlds, as `hard` searches them, for the cards (the exact endgame,
        where `hard` solves it, is the review's exact values); a buona or a card given is
        weighed by the generic search. While the seat holds the matto and the talon hides
        cards, a card that keeps it is also weighed with the matto played at a later turn
        (`search.matto_later_values`): the roll-out alone plays a held matto badly. Once
        every card is placed the last eight tricks are solved, the matto's turn with them,
        and a later matto behind a roll-out's reply would only credit the opponent's slips.
        (Where the budget weighs the worlds by the opponent's plays, `tarocchi_infer` below
        1, the core's weighed worlds alone, as before.)"""
        if not core.HAVE_C or not budget.tarocchi_core or any(kind_of(a) != "play" for a in moves):
            return None
        info = InfoState(obs)
        if self._solved(obs, info, budget, moves) is not None:
            return None
        if (MATTO in obs["hand"] and any(a != MATTO for a in moves) and not info.fully_known()
                and budget.tarocchi_infer >= 1.0):      # (its worlds are not weighed)
            means, worlds, per_world = search.matto_later_values(obs, moves, rng, budget, info)
            return Weighed(means, worlds, per_world)
        totals, worlds, chunks, weight = search.core_values(obs, moves, rng, budget, info)
        return Weighed.of(moves, totals, worlds, chunks, weight)

    def leaf_value(self, state: HandState, side: int, bonus: int) -> tuple[float, int]:
        """The points so far, the honours still in hand at half their worth when the hand
        is not over."""
        state = cast(TarocchiHand, state)
        hon, _ = play.honour_table(state.new_rules)
        pts: list[float] = [p + c for p, c in zip(state.points, state.card_points())]
        if not state.is_over():
            for seat in (0, 1):
                pts[seat] += 0.5 * sum(hon.get(c, 0) for c in state.hands[seat])
        diff = pts[side] - pts[1 - side]
        return diff, 1 if diff > 0 else 0
