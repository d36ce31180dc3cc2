"""The Hard player: the game's own accelerated search where its package has one (the trump
games on the compiled core: games/trump/search.py), and elsewhere the generic search of
ai/search.py with the game's wider set of candidate moves (`Searcher.extended`).

Its reasons are Messages (engine/messages.py), which the window renders in the player's
language and the bot protocol writes in English.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..engine.messages import Message
from .policy import Choice, policy_of
from .search import ONLY_MOVE, Budget, Searcher, default_time_limit


@dataclass
class HardBudget(Budget):
    """Budget of the generic search (hard-ref's fields) plus the compiled core's."""
    core_worlds: int = 240      # sampled deals per decision (two-player trump games)
    core_exact: int = 6         # tricks solved exactly at the end of each world
    trump_infer: float = 1.0    # ... worlds weighted by the opponent's past plays: the factor
                                # of a play the roll-out policy would not make (1: none)
    team_core: bool = True      # the partnership games search with the compiled core too
                                # (without it: the generic search, extended candidates)
    team_worlds: int = 400      # ... with these many sampled deals (four players)
    team6_worlds: int = 120     # ... or these many with six (the exact part costs more)
    team_exact: int = 3         # ... and these many tricks solved exactly
    three_core: bool = True     # the three-player games search with the compiled core too
    three_worlds: int = 400     # ... with these many sampled deals
    three_exact: int = 4        # ... and these many tricks solved exactly
    chiamata_core: bool = True  # the chiamata games' card play on the compiled core
    chiamata_worlds: int = 160  # ... with these many sampled deals
    chiamata_exact: int = 2     # ... and these many tricks solved exactly
    mariagio_core: bool = True  # Mariagio on the compiled core (without it: hard-ref's search)
    mariagio_worlds: int = 240  # ... with these many sampled deals
    mariagio_exact: int = 4     # ... and these many tricks solved exactly
    mariagio_solve: int = 8     # ... or every trick, once no more than these many are left,
    mariagio_solve_worlds: int = 60     # ... in these many worlds
    tarocchi_core: bool = True  # Tarocchi on the compiled core (without it: hard-ref's search)
    tarocchi_worlds: int = 120  # ... with these many sampled deals
    tarocchi_core_exact: int = 3    # ... and these many tricks solved exactly
    tarocchi_core_solve: int = 8    # ... every card placed: solved to the end on the core from
                                    # these many cards in hand (0: TarocchiEndgame's 7)
    tarocchi_infer: float = 1.0     # ... worlds weighted by the opponent's plays: the factor of
                                    # a play the roll-out policy would not make (1: none)
    trump_model: bool = False   # ... or weighted by the learnt model's probability of those
                                # plays (games/trump/model.py)
    infer_over: int = 1         # ... and resampled: this many times the worlds drawn and
                                # weighed, the worlds searched drawn among them by weight
    infer_depth: int = 8        # the opponent's last plays the inference reads
    infer_leads: bool = False   # ... and whether it weighs its leads (or its replies only)


def hard_2026(time_limit: float | None = None) -> HardBudget:
    """The budget of the Hard of 2026-11-24 (main at e110d85), frozen as the level
    "hard-2026" (ai/players.py): every number written out, so that a later change of the
    defaults leaves it alone, and every search path added since switched off.
    tests/ai/test_hard_2026.py holds its choices on seeded positions of every variant."""
    if time_limit is None:
        time_limit = default_time_limit()
    return HardBudget(worlds=64, time_limit=time_limit, tarocchi_horizon=10, max_candidates=8,
                      prune_every=16, tarocchi_exact_cards=7, tarocchi_exact_nodes=20_000,
                      core_worlds=240, core_exact=6, team_core=True, team_worlds=400,
                      team6_worlds=120, team_exact=3, three_core=True, three_worlds=400,
                      three_exact=4, chiamata_core=True, chiamata_worlds=160, chiamata_exact=2,
                      mariagio_core=False, tarocchi_core=False, trump_infer=1.0,
                      tarocchi_core_solve=0, trump_model=False, infer_over=1)


class ExtendedSearcher(Searcher):
    """The generic search with the game's wider candidate set (in the partnership games, a
    point-carrying trump the opponents could still catch later, on the partner's trick)."""
    extended = True


class Hard:
    """The search behind the Hard player (see the module's text)."""

    def __init__(self, budget: HardBudget | None = None):
        self.budget = budget or HardBudget()
        self.searcher = ExtendedSearcher(self.budget)

    def choose(self, obs: dict[str, Any], legal: list[str], rng: random.Random) -> Choice:
        if len(legal) == 1:
            return legal[0], Message(ONLY_MOVE)
        own = policy_of(obs["variant"]).hard(obs, legal, rng, self.budget, self.searcher)
        if own is not None:
            return own
        return self.searcher.choose(obs, legal, rng)
