"""What a game's package tells the computer players (each game's `policy.py` subclasses
`Policy` and registers an instance as `Family.policy`). The players (ai/players.py) and the
search (ai/search.py, ai/hard.py) are generic; they ask these hooks and never which game
they play.

Every hook sees only what a seat may know: an observation (`obs`), its legal actions and
its information state (`info`, engine/infostate.py), or, inside the search, a sampled world
(a whole state built from that information)."""
from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from ..engine.actions import kind_of
from ..engine.messages import Message

if TYPE_CHECKING:
    from ..engine.infostate import InfoState
    from ..engine.state import HandState
    from .search import Budget, Searcher

Choice = tuple[str, Message]


@dataclass
class Weighed:
    """Moves weighed on sampled deals (ai/values.py): each move's mean worth over the
    `worlds`, and its mean worth in each batch of them (a deal, or a chunk of deals), every
    move on the same deals, so that the error of a difference between two moves can be
    told."""
    means: dict[str, float]
    worlds: int
    batches: dict[str, list[float]]

    @classmethod
    def of(cls, moves: Sequence[str], totals: Sequence[float], worlds: int,
           chunks: Sequence[Sequence[float]], weight: float) -> Weighed:
        """From a core search's sums: each move's total over the worlds, their total
        weight, and each chunk's mean worth of each move (in `moves`' order)."""
        return cls({a: t / weight for a, t in zip(moves, totals)}, worlds,
                   {a: [c[i] for c in chunks] for i, a in enumerate(moves)})


class Policy:
    """The hooks, with what a game without them gets."""

    def considered(self, obs: dict[str, Any], legal: list[str]) -> list[str]:
        """The legal actions worth a thought now (every one, unless the game knows better)."""
        return legal

    def declarable(self, state: HandState, seat: int) -> float:
        """The points `seat` may still declare from its own hand at a later turn of the
        hand (Tarocchi's buone, shown "in any trick"), which the roll-outs never declare:
        the review (ai/values.py) adds them to a move that keeps them, so that a card
        played before a declaration still held is not rated as losing it. Nothing unless
        the game says."""
        return 0.0

    def rule_decision(self, obs: dict[str, Any], legal: list[str]) -> Choice | None:
        """A decision every level takes the same way (free points declared, the cheapest
        card given), or None to let the level decide."""
        return None

    def easy(self, obs: dict[str, Any], legal: list[str], rng: random.Random,
             care: float) -> str:
        """Easy: greedy, no memory, careless with probability 1 - care (never absurd)."""
        raise NotImplementedError

    def medium(self, obs: dict[str, Any], legal: list[str], info: InfoState) -> str:
        """Medium: the game's heuristic with the memory of every card played."""
        raise NotImplementedError

    def bid(self, obs: dict[str, Any], legal: list[str], level: str,
            rng: random.Random) -> Choice | None:
        """A decision outside card play that depends on the level (an auction), or None."""
        return None

    # --- the search (ai/search.py): hard-ref's, and Hard's where no accelerator serves ---
    def exact(self, obs: dict[str, Any], legal: list[str], info: InfoState,
              budget: Budget) -> Choice | None:
        """A position the game solves exactly (every card placed), or None."""
        return None

    def candidates(self, obs: dict[str, Any], legal: list[str], info: InfoState,
                   budget: Budget, extended: bool = False) -> list[str]:
        """The moves worth searching (`extended`: Hard's wider set, where it has one)."""
        return [a for a in legal if kind_of(a) == "play"]

    def playout(self, world: HandState, side: int, bonus: int,
                budget: Budget) -> tuple[float, int]:
        """Play `world` on to the end (or a horizon) with the roll-out policy: (the margin
        of `side` over the best other side plus `bonus` times the outcome, won 1 or 0)."""
        raise NotImplementedError

    # --- what the play-outs accelerate (tests/engine/test_accelerators.py) ------------
    def rollout_action(self, state: HandState) -> str:
        """The roll-out policy's action in a whole world, through the state's API: what the
        fast `playout` plays, written for the state (the differential test's reference)."""
        raise NotImplementedError

    def core_rollout_action(self, state: HandState) -> str:
        """The compiled core's roll-out policy, through the state's API (the differential
        test's reference for the core): the roll-out policy's own unless the game's core
        plays some moves otherwise (Tarocchi: the matto in time)."""
        return self.rollout_action(state)

    def horizon(self, state: HandState, budget: Budget) -> int | None:
        """The number of tricks played after which a play-out from `state` stops and is
        evaluated (None: it plays to the end)."""
        return None

    def rollout_done(self, state: HandState, horizon: int | None) -> bool:
        """Whether a play-out stops at `state` (the end, or the horizon between tricks)."""
        return state.is_over()

    def leaf_value(self, state: HandState, side: int, bonus: int) -> tuple[float, int]:
        """What a play-out stopped at `state` is worth to `side` (as `playout` returns)."""
        return margin(state.points, side, bonus)

    def exact_key(self, state: Any) -> Hashable:
        """What the value of a whole world from `state` on depends on (ai/solver.py's
        transposition table): the hands, the trick, the seat to play, the talon, the points."""
        return (tuple(tuple(sorted(h)) for h in state.hands), tuple(state.trick), state.turn,
                state.talon_size(), tuple(state.points),
                state.talon[-1] if state.talon_size() else None)

    core_adapter: Any = None    # the game's adapter to the compiled core (ai/core.py), if any

    def prune_every(self, budget: Budget) -> int:
        """Every this many worlds the search drops the moves clearly behind (0: never)."""
        return 0

    # --- Hard (ai/hard.py) ------------------------------------------------------------
    def hard(self, obs: dict[str, Any], legal: list[str], rng: random.Random, budget: Any,
             searcher: Searcher) -> Choice | None:
        """Hard's own search for this game (an accelerator), or None for the generic one."""
        return None

    # --- the worth of every move, not only the best (ai/values.py, the review) ----------
    def hard_values(self, obs: dict[str, Any], moves: list[str], rng: random.Random,
                    budget: Any) -> Weighed | None:
        """Hard's own search asked for the worth of each of `moves` (as `playout` counts
        it), or None where the generic search serves."""
        return None

    def exact_values(self, obs: dict[str, Any], moves: list[str], info: InfoState,
                     budget: Budget) -> dict[str, float] | None:
        """Each of `moves` solved exactly, where `exact` would solve the position (the
        margin to come, the hand's outcome included where `exact` counts it), or None."""
        return None

    def bid_values(self, obs: dict[str, Any], legal: list[str], played: str | None,
                   rng: random.Random, only: Sequence[str] | None = None
                   ) -> tuple[dict[str, float], int] | None:
        """A decision outside card play weighed as Hard's `bid` weighs it: (the worth of
        each move Hard considers and of `played`, the deals sampled), or None. `only`:
        just those moves (the review weighs the best and the move played again on fresh
        deals: ai/values.py `confirm_contract`)."""
        return None


def scored_values(scored: Sequence[tuple[Any, str]], moves: Sequence[str]) -> dict[str, float] | None:
    """The worth of each of `moves` from an endgame's scored moves ((value, card) pairs),
    or None when one of them is not scored (not a card the endgame plays)."""
    worth = {c: float(v) for v, c in scored}
    if any(a not in worth for a in moves):
        return None
    return {a: worth[a] for a in moves}


def policy_of(variant_id: str) -> Policy:
    """The policy of the game `variant_id` belongs to (its package's `Family.policy`)."""
    from ..engine.registry import get_variant
    return cast(Policy, get_variant(variant_id).family.policy)


def margin(points: Sequence[float], side: int, bonus: int) -> tuple[float, int]:
    """(the margin of `side` over the best other side plus `bonus` times the outcome, 1 if
    `side` won): what a play-out is worth to the search."""
    mine = points[side]
    other = max(p for i, p in enumerate(points) if i != side)
    diff = mine - other
    return diff + (bonus * ((diff > 0) - (diff < 0))), 1 if diff > 0 else 0
