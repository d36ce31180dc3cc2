"""The trump games' part of the search: the positions solved exactly (two players once every
card is placed, and the last draw), the candidate moves of the partnership games, and Hard's
search on the compiled core (ai/core.py).

Hard on the core: perfect-information Monte Carlo over many sampled worlds: in each world
every candidate card is played, then the roll-out policy plays on for every seat until a
few tricks are left and an exact alpha-beta, one side against the other (with three
players: the searcher against the other two together), solves the rest of the hand, talon
order included. Once every card's place is known there is a single world, so the move is
solved exactly."""
from __future__ import annotations

import time
from typing import Any

from ...ai import core
from ...ai.search import (LAST_DRAW, ONLY_SENSIBLE, SAMPLED_POINTS, SAMPLED_RATE, Searcher,
                          said_for, solved_outcome, tenth)
from ...ai.solver import perfect_value
from ...engine.cards import SUIT
from ...engine.infostate import InfoState
from ...engine.messages import Message
from ...engine.state import observed_sides
from .endgame import Endgame
from ...engine.tricks import beats
from .model import MODEL
from .play import TrickView, discard_key, tables
from ...engine.actions import kind_of

CHUNK = 24      # worlds evaluated per call of the core (between two looks at the clock)


# --- exact positions -------------------------------------------------------------------------
def solve(obs: dict[str, Any], legal: list[str], info: InfoState) -> tuple[str, Message]:
    """Two players, the talon empty: both hands known, solved to the hand's end."""
    card, value, _ = _solved(obs, info)
    return card, solved_outcome(info.variant, value[0], value[1])


def _solved(obs: dict[str, Any], info: InfoState) -> tuple[str, Any, list[tuple[Any, str]]]:
    """The endgame's (best card, its (outcome, difference), every card's)."""
    seat = info.seat
    eg = Endgame(info.family, obs["trump_suit"], obs["options"])
    hands: list[Any] = [None, None]
    hands[seat] = list(obs["hand"])
    hands[1 - seat] = list(info.pool) + sorted(info.known[1 - seat])
    trick = [c for _, c in obs["trick"]]
    led = trick[0] if trick else None
    return eg.best_move(seat, hands, obs["leader"], led, (), False,
                        base=tuple(obs["points"]), hand_outcome=True)


def last_draw(obs: dict[str, Any], legal: list[str], info: InfoState,
              time_limit: float) -> tuple[str, Message]:
    """One hidden card left in the talon: every possible world (one per unseen card in the
    talon) is solved exactly and the candidates averaged over them."""
    totals, solved = _last_draw_totals(obs, legal, info, time_limit)
    best = max(legal, key=lambda a: (totals[a], -legal.index(a)))
    return best, Message(said_for(info.variant, LAST_DRAW), solved=solved, worlds=len(info.pool),
                         points=tenth(totals[best] / solved))


def _last_draw_totals(obs: dict[str, Any], legal: list[str], info: InfoState,
                      time_limit: float) -> tuple[dict[str, float], int]:
    seat = info.seat
    side = observed_sides(obs)[seat]
    bonus = info.variant.match.win_bonus
    totals = {a: 0.0 for a in legal}
    deadline = time.perf_counter() + time_limit
    solved = 0
    for hidden in info.pool:
        other = sorted(info.known[1 - seat]) + [c for c in info.pool if c != hidden]
        world = info.family.hand_class.from_information(obs, {1 - seat: other}, [hidden])
        table: dict[Any, float] = {}
        for a in legal:
            s = world.clone()
            s.apply_unchecked(a)
            totals[a] += perfect_value(s, side, bonus, table)
        solved += 1
        if time.perf_counter() > deadline:
            break
    return totals, solved


def _exact_kind(obs: dict[str, Any], info: InfoState) -> str | None:
    """Which exact position this is: "solve", "last_draw" or None."""
    if info.n != 2:
        return None
    if obs["talon_size"] == 0 and info.fully_known():
        return "solve"
    if info.talon_hidden == 1 and info.need[1 - info.seat] + 1 == len(info.pool):
        return "last_draw"
    return None


def exact(obs: dict[str, Any], legal: list[str], info: InfoState,
          time_limit: float) -> tuple[str, Message] | None:
    kind = _exact_kind(obs, info)
    if kind == "solve":
        return solve(obs, legal, info)
    if kind == "last_draw":
        return last_draw(obs, legal, info, time_limit)
    return None


def exact_values(obs: dict[str, Any], moves: list[str], info: InfoState,
                 time_limit: float) -> dict[str, float] | None:
    """`exact`'s worth of each of `moves`: the hand's final margin plus the win bonus
    times its outcome (averaged over the possible last draws)."""
    kind = _exact_kind(obs, info)
    if kind == "solve":
        bonus = info.variant.match.win_bonus
        scored = {c: float(v[1] + bonus * v[0]) for v, c in _solved(obs, info)[2]}
        return {a: scored[a] for a in moves}
    if kind == "last_draw":
        totals, solved = _last_draw_totals(obs, moves, info, time_limit)
        return {a: totals[a] / solved for a in moves}
    return None


# --- candidates --------------------------------------------------------------------------------
def team_candidates(obs: dict[str, Any], plays: list[str]) -> list[str]:
    """Partnership play: when the partner's card is winning and no opponent plays after
    this seat, the trick is the side's whatever is played, so overtaking the partner with
    a trump spends a trump for nothing but the trump's own points: such cards are not
    searched while a card that is no trump is legal. (Sampled-world search overrated such
    spending: 2-7 overtakes per 100 hands before this rule.)"""
    from ...engine.registry import get_variant
    tv = TrickView(obs, *tables(get_variant(obs["variant"]).game))
    if not tv.cards or not tv.partner_winning() or tv.later_opponents:
        return plays
    trump = tv.trump
    keep = [c for c in plays if not (SUIT[c] == trump and beats(c, tv.best, trump, tv.strength))]
    if keep and any(SUIT[c] != trump for c in keep):
        return keep
    return plays


def banked_trumps(obs: dict[str, Any], plays: list[str], cands: list[str],
                  info: InfoState) -> list[str]:
    """Hard's candidates in the partnership games: `cands` plus a point-carrying trump the
    opponents could still catch later, to be searched beside them on the partner's trick
    (banking it there is then weighed like any other card)."""
    if len(cands) == len(plays):
        return cands
    strength, value = tables(info.game)
    trump = obs["trump_suit"]
    sides = observed_sides(obs)
    mine = sides[info.seat]
    danger = set(info.pool)          # trumps an opponent may hold: unseen, or known there
    for s in range(info.n):
        if sides[s] != mine:
            danger |= info.known[s]
    threats = [c for c in danger if SUIT[c] == trump]
    bank = [c for c in plays if c not in cands and SUIT[c] == trump and value[c] > 0
            and any(strength[d] > strength[c] for d in threats)]
    return cands + [c for c in plays if c in bank]


def candidates(obs: dict[str, Any], legal: list[str], info: InfoState,
               extended: bool) -> list[str]:
    plays = [a for a in legal if kind_of(a) == "play"]
    if not info.variant.teams:
        return plays
    cands = team_candidates(obs, plays)
    return banked_trumps(obs, plays, cands, info) if extended else cands


# --- Hard on the compiled core ----------------------------------------------------------------
def core_tables(game: str, trump: str) -> bytes:
    """The core's tables for `game` with `trump`: its ranks and points, and the roll-out
    policy's cost of losing each card (discard_key, as one number)."""
    strength, value = tables(game)
    cost = {}
    for c in strength:
        first, second = discard_key(c, trump, strength, value)
        cost[c] = first * 11 + second
    return core.tables(strength, value, cost, trump, key=(game, trump))


def on_core(info: InfoState, budget: Any) -> bool:
    """Whether the core searches this variant (built, and not switched off in the budget)."""
    n = info.n
    if not core.HAVE_C:
        return False
    if n == 2:
        return True
    if n == 3:
        return bool(budget.three_core)
    return bool(info.variant.teams and budget.team_core)


def core_budget(info: InfoState, budget: Any) -> tuple[int, int]:
    """(worlds, tricks solved exactly) for this game's number of seats."""
    n = info.n
    if n == 3:
        return budget.three_worlds, budget.three_exact
    if n > 2:
        return (budget.team_worlds if n == 4 else budget.team6_worlds), budget.team_exact
    return budget.core_worlds, budget.core_exact


def core_position(obs: dict[str, Any], info: InfoState, budget: Any) -> dict[str, Any]:
    """The sides and points as the core takes them, from `obs`: every side known; with two
    players the inference's factor (HardBudget.trump_infer)."""
    sides = observed_sides(obs)
    two = info.n == 2
    return dict(points=core.side_points(sides, info.seat, obs["points"]),
                sides=core.relative_sides(sides, info.seat),
                infer=budget.trump_infer if two else 1.0,
                model=budget.trump_model and two)


def core_search(obs: dict[str, Any], legal: list[str], rng: Any, budget: Any,
                searcher: Searcher, info: InfoState | None = None,
                position: Any = core_position,
                sizes: Any = core_budget) -> tuple[str, Message] | None:
    """Hard's search on the compiled core (see the module's text); a game that plays on it
    with its own sides (the chiamata games) gives its `position` and `sizes`."""
    info = info or InfoState(obs)
    cands = legal
    if info.n > 2:
        cands = searcher.candidates(obs, legal, info)
        if len(cands) == 1:
            return cands[0], Message(ONLY_SENSIBLE)
    bonus = info.variant.match.win_bonus
    totals, wins, worlds, _, weight = core_values(obs, cands, rng, budget, info, position, sizes)
    i = max(range(len(cands)), key=lambda k: (totals[k], -k))
    best = cands[i]
    if worlds == 1:
        value = int(totals[i])
        diff = value - bonus if value > 0 else (value + bonus if value < 0 else 0)
        return best, solved_outcome(info.variant, (diff > 0) - (diff < 0), diff)
    if bonus:
        return best, Message(said_for(info.variant, SAMPLED_RATE), worlds=worlds,
                             percent=round(100 * wins[i] / weight))
    return best, Message(said_for(info.variant, SAMPLED_POINTS), worlds=worlds,
                         points=round(float(totals[i] / weight), 1))


def core_values(obs: dict[str, Any], cands: list[str], rng: Any, budget: Any, info: InfoState,
                position: Any = core_position,
                sizes: Any = core_budget
                ) -> tuple[list[float], list[float], int, list[list[float]], float]:
    """The worlds of Hard's search on the core: (each candidate's total over the worlds,
    its wins, the worlds: one when every card's place is known, solved to the end; each
    chunk of worlds' mean worth of each candidate; and the worlds' total weight, their
    number unless the inference weighs them)."""
    n, seat = info.n, info.seat
    worlds, exact_tricks = sizes(info, budget)
    worlds = max(1, worlds)
    if info.fully_known():
        worlds, exact_tricks = 1, 20               # a single world: solved to the end
    others = [(seat + k) % n for k in range(1, n)]
    bonus = info.variant.match.win_bonus
    trump = obs["trump_suit"]
    where = position(obs, info, budget)
    args = (core_tables(info.game, trump), trump, bonus, obs["hand"],
            [sorted(info.known[s]) for s in others], info.pool,
            [info.need[s] for s in others], obs.get("trump_card"),
            [c for _, c in obs["trick"]], where["points"], cands, where["sides"],
            where.get("called"), where.get("caller_side", 0), where.get("unknown_points"))
    extra = where.get("extra", b"")
    miss, model = where.get("infer", 1.0), MODEL if where.get("model") else b""
    history = b""
    if n == 2 and (miss < 1.0 or model) and worlds > 1:     # inference (core.evaluate)
        history = core.inference_history(core.past_plays(obs, budget.infer_depth),
                                         budget.infer_leads)
    return core.in_chunks(
        lambda count, seed: core.evaluate(*args, worlds=count, seed=seed, exact=exact_tricks,
                                          extra=extra, history=history, miss=miss,
                                          model=model, over=budget.infer_over),
        worlds, CHUNK, rng, budget.time_limit)


def core_world(state: Any) -> dict[str, Any]:
    """The compiled core's `playout` arguments for a whole world (every card placed, the
    talon's order included), seen from the seat to play: what the differential test
    (tests/engine/test_accelerators.py) replays on the state."""
    seat, n = state.turn, state.n
    order = [(seat + k) % n for k in range(n)]
    return dict(tables_b=core_tables(state.variant.game, state.trump), trump=state.trump,
                bonus=state.variant.match.win_bonus, hands=[state.hands[s] for s in order],
                talon=state.talon[state.tpos:], trick=list(state.trick),
                leader=(state.leader - seat) % n, sides=core.relative_sides(state.sides, seat),
                points=core.side_points(state.sides, seat, state.points))


def core_playout(state: Any, exact: int) -> tuple[float, list[str]]:
    """A whole world played on the core from the seat to play: the value of that seat's
    side and the actions the policy took (the differential test's entry)."""
    value, actions, _ = core.playout(**core_world(state), exact=exact)
    return value, actions
