"""The Hard player's search: perfect-information Monte Carlo (PIMC) over worlds sampled
consistently with the seat's observation, every candidate move played out in each world
by the heuristic roll-out policy; and the exact solver when the position is fully known.

The number of worlds is fixed (so a seed reproduces every choice); a time limit is only a
safety net that stops sampling early on a loaded machine.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from ..engine.cards import SUIT
from ..engine.variants import get_variant
from .knowledge import Knowledge
from ..engine.rules.tarocchi import matto_pool as _matto_pool
from ..engine.worlds import build_world
from .solver import Endgame, perfect_value
from .tarocchi_endgame import TarocchiEndgame, TooBig
from . import fastsim, tarocchi_play, trump_play

WIN_BONUS = {"first-to": 30, "fixed": 30, "points": 0, "hands-total": 0}


@dataclass
class Budget:
    worlds: int = 64            # sampled deals per decision
    time_limit: float = 0.22    # seconds: stop sampling early past this (a safety net)
    tarocchi_horizon: int = 10  # Tarocchi roll-outs stop after this many tricks (then evaluated)
    max_candidates: int = 8     # Tarocchi: moves searched (the heuristic's best first)
    prune_every: int = 16       # Tarocchi: every this many worlds, drop the moves clearly behind
    tarocchi_exact_cards: int = 7      # Tarocchi, talon empty: solve exactly from this many cards
    tarocchi_exact_nodes: int = 20_000  # ... unless the tree is larger than this (then PIMC)


def _team_candidates(obs, plays):
    """Partnership play: when the partner's card is winning and no opponent plays after
    this seat, the trick is the side's whatever is played, so overtaking the partner with
    a trump spends a trump for nothing but the trump's own points: such cards are not
    searched while a card that is no trump is legal. (Sampled-world search overrated such
    spending: 2-7 overtakes per 100 hands before this rule.) The price: a trump with
    points that the opponents would catch later is not banked on the partner's trick;
    a review found positions where that costs up to 8 points (docs/ai.md)."""
    tv = trump_play.TrickView(obs, *trump_play.tables(get_variant(obs["variant"]).game))
    if not tv.cards or not tv.partner_winning() or tv.later_opponents:
        return plays
    trump = tv.trump
    keep = [c for c in plays if not (SUIT[c] == trump and
                                     trump_play.beats(c, tv.best, trump, tv.strength))]
    if keep and any(SUIT[c] != trump for c in keep):
        return keep
    return plays


def _survivors(alive: list[str], values: dict) -> list[str]:
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
    def __init__(self, budget: Budget | None = None):
        self.budget = budget or Budget()

    # --- entry -------------------------------------------------------------------------------
    def choose(self, obs: dict, legal: list[str], rng) -> tuple[str, str]:
        """(action, one-line reason)."""
        if len(legal) == 1:
            return legal[0], "the only legal move"
        know = Knowledge(obs)
        family = know.family
        if know.n == 2 and family.turns_trump and obs["talon_size"] == 0 and know.fully_known():
            return self._solve(obs, legal, know)
        if family.has_matto and obs["talon_size"] == 0 and not obs.get("giving") and \
                know.fully_known() and len(obs["hand"]) <= self.budget.tarocchi_exact_cards:
            solved = self._solve_tarocchi(obs, legal, know)
            if solved is not None:
                return solved
        if know.n == 2 and not family.forced_replies and know.talon_hidden == 1 \
                and know.need[1 - know.seat] + 1 == len(know.pool):
            return self._last_draw(obs, legal, know)
        return self._pimc(obs, legal, know, rng)

    def _last_draw(self, obs, legal, know):
        """One hidden card left in the talon: every possible world (one per unseen card in
        the talon) is solved exactly and the candidates averaged over them."""
        seat = know.seat
        side = know.variant.side_of(seat)
        bonus = WIN_BONUS[know.variant.match]
        totals = {a: 0.0 for a in legal}
        deadline = time.perf_counter() + self.budget.time_limit
        solved = 0
        for hidden in know.pool:
            other = sorted(know.known[1 - seat]) + [c for c in know.pool if c != hidden]
            world = build_world(obs, {1 - seat: other}, [hidden])
            table: dict = {}
            for a in legal:
                s = world.clone()
                s.apply_unchecked(a)
                totals[a] += perfect_value(s, side, bonus, table)
            solved += 1
            if time.perf_counter() > deadline:
                break
        best = max(legal, key=lambda a: (totals[a], -legal.index(a)))
        return best, (f"{solved} of the {len(know.pool)} possible deals solved: "
                      f"{totals[best] / solved:+.1f} on average")

    # --- exact endgame ------------------------------------------------------------------------
    def _solve(self, obs, legal, know):
        seat = know.seat
        eg = Endgame(know.family, obs["trump_suit"], obs["options"])
        hands = [None, None]
        hands[seat] = [c for c in obs["hand"]]
        hands[1 - seat] = list(know.pool) + sorted(know.known[1 - seat])
        trick = [c for _, c in obs["trick"]]
        led = trick[0] if trick else None
        leader = obs["leader"]
        if know.family.marriages:
            card, value, _ = eg.best_move(seat, hands, leader, led, obs.get("declared_suits", ()),
                                          False)
            return card, f"solved exactly: {value:+d} points to come"
        card, value, _ = eg.best_move(seat, hands, leader, led, (), False,
                                      base=tuple(obs["points"]), hand_outcome=True)
        word = {1: "wins", 0: "ties", -1: "loses"}[value[0]]
        return card, f"solved exactly: {word} the hand by {abs(value[1])} points"

    def _solve_tarocchi(self, obs, legal, know):
        seat = know.seat
        eg = TarocchiEndgame(obs["options"].get("new_rules", False),
                             node_limit=self.budget.tarocchi_exact_nodes)
        hands = [None, None]
        hands[seat] = list(obs["hand"])
        hands[1 - seat] = list(know.pool) + sorted(know.known[1 - seat])
        trick = [c for _, c in obs["trick"]]
        try:
            card, value, _ = eg.best_move(seat, hands, obs["leader"], trick[0] if trick else None,
                                          obs["matto_owes"], obs["captured_counts"],
                                          _matto_pool(obs))
        except TooBig:
            return None
        if card not in legal:       # cannot happen with a consistent observation
            return None
        return card, f"solved exactly: {value:+d} points to come"

    # --- PIMC -----------------------------------------------------------------------------------
    def _candidates(self, obs, legal, know):
        plays = [a for a in legal if ":" not in a]
        if not know.family.has_matto:
            return _team_candidates(obs, plays) if know.variant.teams else plays
        if len(plays) <= self.budget.max_candidates:
            return plays
        hon, strength = tarocchi_play.honour_table(obs["options"].get("new_rules", False))
        first = tarocchi_play.medium_card(obs, plays, know)
        # the heuristic's choice, then per suit its lowest and its highest card
        order = [first]
        by_suit: dict[str, list[str]] = {}
        for c in plays:
            by_suit.setdefault(c[-1] if c[0] != "T" else "T", []).append(c)
        for s in sorted(by_suit):
            cards = sorted(by_suit[s], key=lambda c: strength[c])
            order += [cards[0], cards[-1]]
            order += [c for c in cards if hon.get(c, 0)]
        out = []
        for c in order:
            if c not in out:
                out.append(c)
        return out[:self.budget.max_candidates]

    def _pimc(self, obs, legal, know, rng):
        budget = self.budget
        cands = self._candidates(obs, legal, know)
        if len(cands) == 1:
            return cands[0], "the only sensible move"
        seat = know.seat
        side = know.variant.side_of(seat)
        family = know.family
        bonus = WIN_BONUS[know.variant.match]
        totals = {a: 0.0 for a in cands}
        wins = {a: 0 for a in cands}
        values: dict = {a: [] for a in cands}
        alive = list(cands)
        prune = budget.prune_every if family.has_matto else 0
        deadline = time.perf_counter() + budget.time_limit
        worlds = 0
        # a fully known position (Tarocchi once the talon is empty) has a single world
        count = 1 if know.fully_known() else budget.worlds
        for _ in range(count):
            world = know.world(rng)
            for a in alive:
                s = world.clone()
                s.apply_unchecked(a)
                v, won = self._playout(s, side, family, bonus)
                totals[a] += v
                wins[a] += won
                values[a].append(v)
            worlds += 1
            if time.perf_counter() > deadline:
                break
            if prune and worlds % prune == 0 and worlds < count and len(alive) > 1:
                alive = _survivors(alive, values)
        best = max(alive, key=lambda a: (totals[a], -cands.index(a)))
        mean = totals[best] / worlds
        if bonus:
            return best, (f"{worlds} sampled deals: wins {100 * wins[best] / worlds:.0f}% "
                          f"of them, {mean:+.1f} on average")
        return best, f"{worlds} sampled deals: {mean:+.1f} points on average"

    def _playout(self, s, side, family, bonus):
        if family.has_matto:
            return self._playout_tarocchi(s, side)
        if family.marriages:
            pts = fastsim.playout_mariagio(s)
        else:
            pts = fastsim.playout(s)
        mine = pts[side]
        other = max(p for i, p in enumerate(pts) if i != side)
        diff = mine - other
        won = 1 if diff > 0 else 0
        return diff + (bonus * ((diff > 0) - (diff < 0))), won

    def _playout_tarocchi(self, s, side):
        pts = fastsim.playout_tarocchi(s, s.tricks_played + self.budget.tarocchi_horizon)
        diff = pts[side] - pts[1 - side]
        return diff, 1 if diff > 0 else 0
