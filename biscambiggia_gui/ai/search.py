"""The search of hard-ref (the reference every Hard is measured against) and of Hard where
no accelerator serves: perfect-information Monte Carlo (PIMC) over worlds sampled
consistently with the seat's observation, every candidate move played out in each world by
the game's roll-out policy; and the game's exact solver when the position is fully known.

It is generic: the game's policy (ai/policy.py, `Family.policy`) says which positions it
solves exactly, which moves are candidates and how a world is played out. The number of
worlds is fixed (so a seed reproduces every choice); a time limit is only a safety net
that stops sampling early on a loaded machine.
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine.infostate import InfoState
from ..engine.messages import Message, template
from ..engine.state import HandState, observed_sides
from .policy import Choice, policy_of

ONLY_MOVE = template("ai.only_move", "the only legal move")
# one card left to think about, while another decision the game lets wait is also legal
# (Tarocchi: the card owed for the matto, given at the end: policy.considered)
ONLY_CARD = template("ai.only_card", "the only card you may play")
ONLY_SENSIBLE = template("ai.only_sensible", "the only sensible move")
# a margin is the expected difference at the hand's end (a play-out's `margin`, the points
# already taken included), and says so: "ends ... ahead"; "to come" where it counts only
# the points from here on (SOLVED_POINTS, "over the rest of the hand");
# a margin behind (a negative {points}) is said by its own code, a margin of 0 by its
# `level` sentence, a whole 1 by its `one` (engine/messages.py worded); an average
# (a float) is never 1 ("1.0 points"), only a whole margin has its `one`.
# Each says whose result it is, as the hint says it to the player it advises: "you win"
# where the seat plays for itself (two or three players), "your side wins" where it plays
# with partners (teams; the chiamata games' sides: `Variant.partners`), by the code
# `said_for` picks ("240 sampled deals: wins 71% of them" named nobody)
SAMPLED_WINS = template("ai.sampled_wins",
                        "{worlds} sampled deals: you win {percent}% of them and end {points} "
                        "points ahead on average", count="points",
                        level="{worlds} sampled deals: you win {percent}% of them and end level "
                              "on average",
                        behind=template("ai.sampled_wins_behind",
                                        "{worlds} sampled deals: you win {percent}% of them "
                                        "and end {points} points behind on average"))
SIDE_SAMPLED_WINS = template("ai.side_sampled_wins",
                             "{worlds} sampled deals: your side wins {percent}% of them and "
                             "ends {points} points ahead on average", count="points",
                             level="{worlds} sampled deals: your side wins {percent}% of them "
                                   "and ends level on average",
                             behind=template("ai.side_sampled_wins_behind",
                                             "{worlds} sampled deals: your side wins "
                                             "{percent}% of them and ends {points} points "
                                             "behind on average"))
SAMPLED_RATE = template("ai.sampled_rate", "{worlds} sampled deals: you win {percent}% of them")
SIDE_SAMPLED_RATE = template("ai.side_sampled_rate",
                             "{worlds} sampled deals: your side wins {percent}% of them")
SAMPLED_POINTS = template("ai.sampled_points",
                          "{worlds} sampled deals: you end {points} points ahead on average",
                          count="points",
                          level="{worlds} sampled deals: you end level on average",
                          behind=template("ai.sampled_points_behind",
                                          "{worlds} sampled deals: you end {points} points "
                                          "behind on average"))
SIDE_SAMPLED_POINTS = template("ai.side_sampled_points",
                               "{worlds} sampled deals: your side ends {points} points ahead "
                               "on average", count="points",
                               level="{worlds} sampled deals: your side ends level on average",
                               behind=template("ai.side_sampled_points_behind",
                                               "{worlds} sampled deals: your side ends "
                                               "{points} points behind on average"))
KNOWN_POINTS = template("ai.known_points",
                        "every card known, played out: you end {points} points ahead",
                        count="points", level="every card known, played out: you end level",
                        behind=template("ai.known_points_behind",
                                        "every card known, played out: you end {points} "
                                        "points behind"))
# a whole margin of 1 has its own sentence (`one`: "1 point"); the hint says these to the
# player about the card it advises, so each says whose hand and which card: "solved
# exactly: loses the hand by 170 points" read as the card's or the opponent's loss
SOLVED_WIN = template("ai.solved_win",
                      "solved exactly: with this card you win the hand by {points} points",
                      one="solved exactly: with this card you win the hand by {points} point",
                      count="points")
SIDE_SOLVED_WIN = template("ai.side_solved_win",
                           "solved exactly: with this card your side wins the hand by "
                           "{points} points",
                           one="solved exactly: with this card your side wins the hand by "
                               "{points} point", count="points")
SOLVED_LOSS = template("ai.solved_loss",
                       "solved exactly: with this card you lose the hand by {points} points",
                       one="solved exactly: with this card you lose the hand by {points} point",
                       count="points")
SIDE_SOLVED_LOSS = template("ai.side_solved_loss",
                            "solved exactly: with this card your side loses the hand by "
                            "{points} points",
                            one="solved exactly: with this card your side loses the hand by "
                                "{points} point", count="points")
SOLVED_VOID = template("ai.solved_void", "solved exactly: with this card the hand ends level")
SOLVED_POINTS = template("ai.solved_points",
                         "solved exactly: with this card you are {points} points ahead "
                         "over the rest of the hand",
                         one="solved exactly: with this card you are {points} point ahead "
                             "over the rest of the hand", count="points",
                         level="solved exactly: with this card you are level over the "
                               "rest of the hand",
                         behind=template("ai.solved_points_behind",
                                         "solved exactly: with this card you are {points} "
                                         "points behind over the rest of the hand",
                                         one="solved exactly: with this card you are {points} "
                                             "point behind over the rest of the hand",
                                         count="points"))
LAST_DRAW = template("ai.last_draw", "{solved} of the {worlds} possible deals solved: "
                                     "you end {points} points ahead on average", count="points",
                     level="{solved} of the {worlds} possible deals solved: you end level on "
                           "average",
                     behind=template("ai.last_draw_behind",
                                     "{solved} of the {worlds} possible deals solved: "
                                     "you end {points} points behind on average"))
# the sentence a seat with partners is told instead (`said_for`); a sentence said only in
# the two-player games (the last draw, Mariagio's and Tarocchi's margins) has none
SIDE_WORDS = {SAMPLED_WINS: SIDE_SAMPLED_WINS, SAMPLED_RATE: SIDE_SAMPLED_RATE,
              SAMPLED_POINTS: SIDE_SAMPLED_POINTS, SOLVED_WIN: SIDE_SOLVED_WIN,
              SOLVED_LOSS: SIDE_SOLVED_LOSS}


def said_for(variant: Any, code: str) -> str:
    """The code that says the result `code` says to a seat of `variant`: its side's ("your
    side wins") where the seat plays with partners (`Variant.partners`: teams, the chiamata
    games), else its own ("you win"). The one rule of whose result a reason names."""
    return SIDE_WORDS.get(code, code) if variant.partners else code


def tenth(x: float) -> float:
    """A figure of a reason, to a tenth, as the reasons print it ("+3.4")."""
    return round(float(f"{x:+.1f}"), 1)


def solved_outcome(variant: Any, outcome: int, diff: int) -> Message:
    """The reason of a position of `variant` solved to the hand's end: won, lost or level
    by `diff` (the seat's or, with partners, its side's: `said_for`)."""
    if outcome > 0:
        return Message(said_for(variant, SOLVED_WIN), points=abs(diff))
    if outcome < 0:
        return Message(said_for(variant, SOLVED_LOSS), points=abs(diff))
    return Message(SOLVED_VOID)


# seconds: a decision stops sampling early past this (a safety net on a loaded machine, so
# a loaded machine may play other cards); read when a budget is made, so the tests lift it
# (tests/conftest.py: their computers' play is their worlds, on any machine)
TIME_LIMIT = 0.22
# no time limit, only counts: the players whose every choice a seed reproduces on any
# machine (the arena's, the bot's)
NO_LIMIT = math.inf


def default_time_limit() -> float:
    return TIME_LIMIT


@dataclass
class Budget:
    worlds: int = 64            # sampled deals per decision
    time_limit: float = field(default_factory=default_time_limit)   # seconds (TIME_LIMIT)
    tarocchi_horizon: int = 10  # Tarocchi roll-outs stop after this many tricks (then evaluated)
    max_candidates: int = 8     # Tarocchi: moves searched (the heuristic's best first)
    prune_every: int = 16       # Tarocchi: every this many worlds, drop the moves clearly behind
    tarocchi_exact_cards: int = 7      # Tarocchi, talon empty: solve exactly from this many cards
    tarocchi_exact_nodes: int = 20_000  # ... unless the tree is larger than this (then PIMC)


def _survivors(alive: list[str], values: dict[str, list[float]]) -> list[str]:
    """The moves still worth sampling: those whose mean loss against the current best,
    world by world (the worlds are shared, so the difference is paired), is within two
    standard errors of nothing."""
    best = max(alive, key=lambda a: (sum(values[a]), -alive.index(a)))
    top = values[best]
    n = len(top)
    keep = []
    for a in alive:
        diffs = [b - v for b, v in zip(top, values[a])]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if a == best or mean <= 2.0 * (var / n) ** 0.5 + 0.5:
            keep.append(a)
    return keep


class Searcher:
    extended = False            # the game's wider candidate set (Hard's, not hard-ref's)

    def __init__(self, budget: Budget | None = None):
        self.budget = budget or Budget()

    def choose(self, obs: dict[str, Any], legal: list[str], rng: random.Random) -> Choice:
        """(action, reason)."""
        if len(legal) == 1:
            return legal[0], Message(ONLY_MOVE)
        info = InfoState(obs)
        solved = policy_of(obs["variant"]).exact(obs, legal, info, self.budget)
        if solved is not None:
            return solved
        return self._pimc(obs, legal, info, rng)

    def candidates(self, obs: dict[str, Any], legal: list[str], info: InfoState) -> list[str]:
        return policy_of(info.variant.id).candidates(obs, legal, info, self.budget, self.extended)

    def _pimc(self, obs: dict[str, Any], legal: list[str], info: InfoState,
              rng: random.Random) -> Choice:
        cands = self.candidates(obs, legal, info)
        if len(cands) == 1:
            return cands[0], Message(ONLY_SENSIBLE)
        bonus = info.variant.match.win_bonus
        totals, wins, worlds, alive, _ = self.sample(obs, cands, info, rng)
        best = max(alive, key=lambda a: (totals[a], -cands.index(a)))
        mean = totals[best] / worlds
        if bonus:
            return best, Message(said_for(info.variant, SAMPLED_WINS), worlds=worlds,
                                 percent=int(f"{100 * wins[best] / worlds:.0f}"),
                                 points=tenth(mean))
        return best, Message(said_for(info.variant, SAMPLED_POINTS), worlds=worlds,
                             points=tenth(mean))

    def sample(self, obs: dict[str, Any], cands: list[str], info: InfoState,
               rng: random.Random, prune: bool = True,
               play: Callable[[HandState, str], None] | None = None
               ) -> tuple[dict[str, float], dict[str, int], int, list[str], dict[str, list[float]]]:
        """The worlds of the search: every candidate played out in each sampled world;
        (each candidate's total over the worlds, its wins, the worlds, the candidates still
        searched at the end: with `prune` those clearly behind are dropped as the worlds
        come in, and their totals stop growing; each candidate's worth world by world).
        `play` applies a candidate to a world (the state's `apply_unchecked` unless
        given)."""
        budget = self.budget
        policy = policy_of(info.variant.id)
        side = observed_sides(obs)[info.seat]
        bonus = info.variant.match.win_bonus
        totals = {a: 0.0 for a in cands}
        wins = {a: 0 for a in cands}
        values: dict[str, list[float]] = {a: [] for a in cands}
        alive = list(cands)
        every = policy.prune_every(budget) if prune else 0
        deadline = time.perf_counter() + budget.time_limit
        worlds = 0
        # a fully known position (Tarocchi once the talon is empty) has a single world
        count = 1 if info.fully_known() else budget.worlds
        for _ in range(count):
            world = info.world(rng)
            for a in alive:
                s = world.clone()
                if play is None:
                    s.apply_unchecked(a)
                else:
                    play(s, a)
                v, won = policy.playout(s, side, bonus, budget)
                totals[a] += v
                wins[a] += won
                values[a].append(v)
            worlds += 1
            if time.perf_counter() > deadline:
                break
            if every and worlds % every == 0 and worlds < count and len(alive) > 1:
                alive = _survivors(alive, values)
        return totals, wins, worlds, alive, values
