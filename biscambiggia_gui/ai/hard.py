"""The Hard player.

- Briscola and Biscambiggia for two or three, and for two teams (four or six players):
  perfect-information Monte Carlo over many sampled worlds (ai/core.py, in C when
  built): in each world every candidate card is played, then the roll-out policy plays
  on for every seat until a few tricks are left and an exact alpha-beta, one team
  against the other (with three players: the searcher against the other two together),
  solves the rest of the hand, talon order included. Once every card's place is known
  there is a single world, so the move is solved exactly. In the partnership games the candidates
  are hard-ref's (no trump spent on a trick the partner already holds, the last to play),
  plus a trump with points that an opponent could still catch later: banking it on the
  partner's trick is searched like any other card.
- Mariagio and Tarocchi: the search of hard-ref (ai/search.py), as are the games for
  three or in teams when the compiled core is not built.

Its reasons are Messages (engine/messages.py), which the window renders in the player's
language and the bot protocol writes in English.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass

from ..engine.cards import SUIT
from ..engine.messages import Message, template
from ..engine.variants import get_variant
from . import core, trump_play
from .knowledge import Knowledge
from .search import WIN_BONUS, Budget, Searcher

ONLY_MOVE = template("ai.only_move", "the only legal move")
ONLY_SENSIBLE = template("ai.only_sensible", "the only sensible move")
SAMPLED_WINS = template("ai.sampled_wins",
                        "{worlds} sampled deals: wins {percent}% of them, {points} points "
                        "ahead on average")
SAMPLED_RATE = template("ai.sampled_rate", "{worlds} sampled deals: wins {percent}% of them")
SAMPLED_POINTS = template("ai.sampled_points",
                          "{worlds} sampled deals: {points} points ahead on average")
SOLVED_WIN = template("ai.solved_win", "solved exactly: wins the hand by {points} points")
SOLVED_LOSS = template("ai.solved_loss", "solved exactly: loses the hand by {points} points")
SOLVED_VOID = template("ai.solved_void", "solved exactly: the hand ends level")
SOLVED_POINTS = template("ai.solved_points", "solved exactly: {points} points ahead to come")
LAST_DRAW = template("ai.last_draw", "{solved} of the {worlds} possible deals solved: "
                                     "{points} points ahead on average")


CHUNK = 24      # worlds evaluated per call of the core (between two looks at the clock)


@dataclass
class HardBudget(Budget):
    """Budget of hard-ref's search (the other variants) plus the two-player core's."""
    core_worlds: int = 240      # sampled deals per decision (two-player trump games)
    core_exact: int = 6         # tricks solved exactly at the end of each world
    py_worlds: int = 48         # the same without the compiled core (pure Python)
    py_exact: int = 3
    team_core: bool = True      # the partnership games search with the compiled core too
                                # (without it: hard-ref's search, TeamSearcher)
    team_worlds: int = 400      # ... with these many sampled deals (four players)
    team6_worlds: int = 120     # ... or these many with six (the exact part costs more)
    team_exact: int = 3         # ... and these many tricks solved exactly
    three_core: bool = True     # the three-player games search with the compiled core too
    three_worlds: int = 400     # ... with these many sampled deals
    three_exact: int = 4        # ... and these many tricks solved exactly


def _number(x: float) -> float:
    return round(float(x), 1)


_PATTERNS = [
    (re.compile(r"^the only legal move$"), lambda m: Message(ONLY_MOVE)),
    (re.compile(r"^the only sensible move$"), lambda m: Message(ONLY_SENSIBLE)),
    (re.compile(r"^(\d+) sampled deals: wins (\d+)% of them, ([-+]?[\d.]+) on average$"),
     lambda m: Message(SAMPLED_WINS, worlds=int(m[1]), percent=int(m[2]),
                       points=_number(m[3]))),
    (re.compile(r"^(\d+) sampled deals: ([-+]?[\d.]+) points on average$"),
     lambda m: Message(SAMPLED_POINTS, worlds=int(m[1]), points=_number(m[2]))),
    (re.compile(r"^solved exactly: wins the hand by (\d+) points$"),
     lambda m: Message(SOLVED_WIN, points=int(m[1]))),
    (re.compile(r"^solved exactly: loses the hand by (\d+) points$"),
     lambda m: Message(SOLVED_LOSS, points=int(m[1]))),
    (re.compile(r"^solved exactly: ties the hand by \d+ points$"),
     lambda m: Message(SOLVED_VOID)),
    (re.compile(r"^solved exactly: ([-+]?\d+) points to come$"),
     lambda m: Message(SOLVED_POINTS, points=int(m[1]))),
    (re.compile(r"^(\d+) of the (\d+) possible deals solved: ([-+]?[\d.]+) on average$"),
     lambda m: Message(LAST_DRAW, solved=int(m[1]), worlds=int(m[2]), points=_number(m[3]))),
]


def search_message(text: str) -> Message:
    """hard-ref's reason (a sentence; ai/search.py is kept as it was) as a Message."""
    for pattern, make in _PATTERNS:
        found = pattern.match(text)
        if found:
            return make(found)
    raise ValueError(f"a reason of the search with no message: {text!r}")


class TeamSearcher(Searcher):
    """hard-ref's search with the partner's trick open to a point-carrying trump that the
    opponents could still catch later (the partnership games' candidates; the search
    itself when the core is switched off, HardBudget.team_core)."""

    def _candidates(self, obs, legal, know):
        cands = super()._candidates(obs, legal, know)
        if know.family.has_matto or not know.variant.teams:
            return cands
        plays = [a for a in legal if ":" not in a]
        if len(cands) == len(plays):
            return cands
        strength, value = trump_play.tables(know.game)
        trump = obs["trump_suit"]
        # trumps an opponent may hold: unseen, or known in an opponent's hand
        danger = set(know.pool)
        for s in range(know.n):
            if s % 2 != know.seat % 2:
                danger |= know.known[s]
        danger = [c for c in danger if SUIT[c] == trump]
        bank = [c for c in plays if c not in cands and SUIT[c] == trump and value[c] > 0
                and any(strength[d] > strength[c] for d in danger)]
        return cands + [c for c in plays if c in bank]


class Hard:
    """The search behind the Hard player (see the module's text)."""

    def __init__(self, budget: HardBudget | None = None):
        self.budget = budget or HardBudget()
        self.searcher = TeamSearcher(self.budget)

    def choose(self, obs: dict, legal: list[str], rng) -> tuple[str, Message]:
        if len(legal) == 1:
            return legal[0], Message(ONLY_MOVE)
        variant = get_variant(obs["variant"])
        family = variant.family
        if family.turns_trump and not family.marriages and self._on_core(variant):
            return self._core_search(obs, legal, Knowledge(obs), rng)
        action, text = self.searcher.choose(obs, legal, rng)
        return action, search_message(text)

    def _on_core(self, variant) -> bool:
        """Whether the core searches this variant (two seats always; three or teams only
        with the compiled core: the Python fallback is too slow for them)."""
        if variant.players == 2:
            return True
        if variant.players == 3:
            return self.budget.three_core and core.HAVE_C
        return variant.teams and self.budget.team_core and core.HAVE_C

    def _core_search(self, obs, legal, know, rng):
        n, seat = know.n, know.seat
        budget = self.budget
        cands = legal
        if n > 2:
            cands = self.searcher._candidates(obs, legal, know)
            if len(cands) == 1:
                return cands[0], Message(ONLY_SENSIBLE)
        fast = core.HAVE_C
        if n == 3:          # (only with the compiled core: see _on_core)
            worlds, exact = budget.three_worlds, budget.three_exact
        elif n > 2:
            worlds = budget.team_worlds if n == 4 else budget.team6_worlds
            exact = budget.team_exact
        else:
            worlds = budget.core_worlds if fast else budget.py_worlds
            exact = budget.core_exact if fast else budget.py_exact
        worlds = max(1, worlds)
        if know.fully_known():
            worlds, exact = 1, 20               # a single world: solved to the end
        others = [(seat + k) % n for k in range(1, n)]
        points = core.side_points(know.variant, seat, obs["points"])
        bonus = WIN_BONUS[know.variant.match]
        args = (know.game, obs["trump_suit"], bonus, obs["hand"],
                [sorted(know.known[s]) for s in others], know.pool,
                [know.need[s] for s in others], obs.get("trump_card"),
                [c for _, c in obs["trick"]], points, cands)
        # the worlds in chunks, each with its own seed from the decision's stream; the time
        # limit (a safety net on a loaded machine) is checked between chunks
        deadline = time.perf_counter() + budget.time_limit
        totals, wins = [0] * len(cands), [0] * len(cands)
        done = 0
        while done < worlds:
            chunk = min(CHUNK, worlds - done)
            t, w, _ = core.evaluate(*args, chunk, rng.getrandbits(64), exact)
            totals = [a + b for a, b in zip(totals, t)]
            wins = [a + b for a, b in zip(wins, w)]
            done += chunk
            if time.perf_counter() > deadline:
                break
        worlds = done
        i = max(range(len(cands)), key=lambda k: (totals[k], -k))
        best = cands[i]
        if worlds == 1:
            value = totals[i]
            diff = value - bonus if value > 0 else (value + bonus if value < 0 else 0)
            if diff > 0:
                return best, Message(SOLVED_WIN, points=diff)
            if diff < 0:
                return best, Message(SOLVED_LOSS, points=-diff)
            return best, Message(SOLVED_VOID)
        if bonus:
            return best, Message(SAMPLED_RATE, worlds=worlds,
                                 percent=round(100 * wins[i] / worlds))
        return best, Message(SAMPLED_POINTS, worlds=worlds, points=_number(totals[i] / worlds))
