"""Hard's search in Tarocchi a pizzico on the compiled core (ai/core_tarot.h, the core's Tarocchi part:
the 78-card tarot, the replies, the matto and its debt, the card count and the honours,
the bagatto ultimo; ai/core.py's `tarocchi_evaluate`): perfect-information Monte Carlo over
many worlds (the opponent's hidden cards dealt among those its replies did not rule out,
the talon's order at random), each candidate played, then the roll-out policy to the end of
the hand (play.py's choose_play) with the last tricks solved exactly; optionally each world
weighted by how likely the opponent's past plays were (inference). Every card the opponent
drew is shown, so its hand at each past play is known in a world: only its first cards
are guessed. tests/engine/test_accelerators.py replays the core's worlds on TarocchiHand
(`core_playout`)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...ai import core
from ...ai.search import KNOWN_POINTS, ONLY_SENSIBLE, SAMPLED_POINTS, said_for, tenth
from ...engine.actions import kind_of
from ...engine.cards import MATTO
from ...engine.infostate import InfoState
from ...engine.messages import Message
from . import play
from .cards import count_by_threes, tarot_card_points
from .rules import TarocchiHand, matto_pool

Choice = tuple[str, Message]
CHUNK = 40      # worlds evaluated per call of the core (between two looks at the clock)


def core_tables(new_rules: bool) -> bytes:
    hon, strength = play.honour_table(new_rules)
    return core.tarot_tables(strength, hon, bool(new_rules))


def _give_card(pool: Sequence[str], new_rules: bool) -> str | None:
    """The card the roll-out policy would give for the matto now (the first cheapest)."""
    if not pool:
        return None
    hon, strength = play.honour_table(new_rules)
    return min(pool, key=play.key_tables(hon, strength)["give"].__getitem__)


def _score(seat: int, counts: Sequence[int], piles: Sequence[Sequence[str]],
           other: Sequence[int], owner: int | None, give: str | None, played: int,
           new_rules: bool) -> tuple[int, ...]:
    hon, _ = play.honour_table(new_rules)
    opp = 1 - seat
    honours = [sum(hon.get(c, 0) for c in pile) for pile in piles]
    rel = -1 if owner is None else (0 if owner == seat else 1)
    return (counts[seat], counts[opp], honours[seat], honours[opp], other[seat], other[opp],
            rel, -1 if give is None else core.TAROT_INDEX[give], played)


def score_of(obs: Mapping[str, Any], new_rules: bool) -> tuple[int, ...]:
    """The score and the matto's state from the searcher's observation, as the core takes
    them (the searcher first)."""
    piles = TarocchiHand.piles_from_history(obs)
    total = TarocchiHand.count_points(obs)
    other = [t - tarot_card_points(p, new_rules) for t, p in zip(total, piles)]
    owner = obs.get("matto_owes")
    give = _give_card(matto_pool(obs), new_rules) if owner is not None else None
    return _score(obs["seat"], obs["captured_counts"], piles, other, owner, give,
                  obs["tricks_played"], new_rules)


def core_search(obs: dict[str, Any], legal: list[str], rng: Any, budget: Any,
                info: InfoState) -> Choice:
    """Hard's search on the core (see the module's text)."""
    cands = [a for a in legal if kind_of(a) == "play"]
    if len(cands) == 1:
        return cands[0], Message(ONLY_SENSIBLE)
    totals, done, _, weight = core_values(obs, cands, rng, budget, info)
    i = max(range(len(cands)), key=lambda k: (totals[k], -k))
    points = tenth(totals[i] / weight)
    if done == 1 and info.fully_known():    # the one world is the real deal, not a sample
        return cands[i], Message(said_for(info.variant, KNOWN_POINTS), points=points)
    return cands[i], Message(said_for(info.variant, SAMPLED_POINTS), worlds=done, points=points)


def core_values(obs: dict[str, Any], cands: list[str], rng: Any, budget: Any,
                info: InfoState) -> tuple[list[float], int, list[list[float]], float]:
    """The worlds of Hard's search on the core: (each candidate card's total over the
    worlds, the worlds, each chunk's mean worth of each candidate, the worlds' total weight:
    their number unless the inference weighs them). The worlds come in chunks, each with
    its own seed from the decision's stream; the time limit (a safety net in the window) is
    read between chunks."""
    new_rules = bool(obs["options"].get("new_rules", False))
    opp = 1 - info.seat
    known = info.fully_known()
    worlds = 1 if known else max(1, budget.tarocchi_worlds)
    # every card placed (too many to solve, `core_solve`): one world, its last tricks exact
    # as far as a solve reaches
    exact = max(budget.tarocchi_core_exact, getattr(budget, "tarocchi_core_solve", 0) if known else 0)
    history = b""
    if budget.tarocchi_infer < 1.0 and worlds > 1:
        history = core.inference_history(core.past_plays(obs, budget.infer_depth),
                                         budget.infer_leads, core.TAROT_INDEX)
    args = (core_tables(new_rules), obs["hand"], sorted(info.known[opp]), info.pool,
            info.need[opp], info.forbidden[opp], [c for _, c in obs["trick"]],
            score_of(obs, new_rules), obs["total_tricks"], cands)
    totals, _, done, chunks, weight = core.in_chunks(
        lambda count, seed: core.tarocchi_evaluate(*args, worlds=count, seed=seed, exact=exact,
                                                   history=history, miss=budget.tarocchi_infer),
        worlds, CHUNK, rng, budget.time_limit)
    return totals, done, chunks, weight


def core_solve(obs: dict[str, Any], cards: list[str],
               info: InfoState) -> tuple[str, int, list[tuple[int, str]]]:
    """A position whose every card is placed (the talon empty), solved to the hand's end on
    the core: (best card, its points to come, each card's (points to come, card)), as
    TarocchiEndgame.best_move gives them; the first best in `cards`' order on a tie."""
    new_rules = bool(obs["options"].get("new_rules", False))
    opp = 1 - info.seat
    score = score_of(obs, new_rules)
    totals, _, _, _ = core.tarocchi_evaluate(
        core_tables(new_rules), obs["hand"], sorted(info.known[opp]), info.pool, info.need[opp],
        info.forbidden[opp], [c for _, c in obs["trick"]], score, obs["total_tricks"], cards,
        worlds=1, seed=0, exact=obs["total_tricks"])
    now = margin_of(score)
    scored = [(round(t - now), c) for t, c in zip(totals, cards)]
    value, card = max(scored, key=lambda vc: vc[0])
    return card, value, scored


def margin_of(score: Sequence[int]) -> int:
    """The searcher's margin in points on the score as the core takes it (`score_of`): the
    card count by threes, the honours taken and the other points, its less the opponent's."""
    count0, count1, hon0, hon1, pts0, pts1 = score[:6]
    return (pts0 + count_by_threes(count0) + hon0) - (pts1 + count_by_threes(count1) + hon1)


# --- the differential test's adapter --------------------------------------------------------
def core_playout(state: Any, exact: int, horizon: int = 0) -> tuple[float, list[str]]:
    """A whole Tarocchi world played on the core from the seat to play (seat 0 there): the
    value of that seat's margin and the actions the policy took."""
    seat, opp = state.turn, 1 - state.turn
    hon, _ = play.honour_table(state.new_rules)
    give = _give_card(state.give_pool, state.new_rules) if state.matto_owner is not None else None
    score = _score(seat, [len(p) for p in state.captured], state.captured, state.points,
                   state.matto_owner, give, state.tricks_played, state.new_rules)
    value, actions, _ = core.tarocchi_playout(
        core_tables(state.new_rules), [state.hands[seat], state.hands[opp]],
        state.talon[state.tpos:], list(state.trick), (state.leader - seat) % 2, score,
        state.total_tricks, exact, horizon)
    return value, actions


# --- the review's worths while the matto is held ---------------------------------------------
def _finish(state: Any, seat: int, exact: int) -> float:
    """`seat`'s final margin with the core's roll-out from `state` on (its last `exact`
    tricks solved)."""
    if state.is_over():
        points = state.running_points()
        return float(points[seat] - points[1 - seat])
    value, _ = core_playout(state, exact)
    return value if state.turn == seat else -value


def _matto_at(state: Any, seat: int, reply: bool) -> bool:
    """The matto played by `seat` at its next card (`reply`: at its next card played second
    in a trick), the cards between played by the roll-out policy; False where the hand
    ends first or the roll-out plays the matto on its own before."""
    while not state.is_over() and MATTO in state.hands[seat]:
        if state.turn == seat and not state.giving and (not reply or state.trick):
            state.apply_unchecked(MATTO)
            return True
        state.apply_unchecked(play.rollout_action(state, matto_in_time=True))
    return False


def matto_later_values(obs: dict[str, Any], moves: list[str], rng: Any, budget: Any,
                       info: InfoState) -> tuple[dict[str, float], int, dict[str, list[float]]]:
    """The review's worths of `moves` while the seat holds the matto and the talon hides
    cards (ai/values.py, docs/lessons-and-review.md): `budget.tarocchi_worlds` worlds
    sampled from the seat's information (`InfoState.world`: the opponent's hidden cards
    among those its replies allowed, the talon's order at random), each move played out by
    the core's roll-out with its last `budget.tarocchi_core_exact` tricks solved, as
    `core_values` weighs them; each card that keeps the matto is also weighed with the
    matto played at the seat's next card and at its next card played second in a trick
    (the cards between by the roll-out policy), and is worth the best of its three lines.
    The roll-out plays a held matto only to save an honour while the talon lasts, then in
    place of the first card that loses a trick, or led from MATTO_LEAD cards (the opponent
    banks its best honour on it), and where no trick is won after it, it crosses over:
    alone, it rated the matto played now some 3 to 5 points above every card that keeps
    it, trick after trick. The matto may be played at any turn, so a card that keeps it
    loses nothing a later turn can have. (each move's mean worth, the worlds, each move's
    worth world by world: every move on the same worlds.)"""
    seat = info.seat
    worlds = max(1, budget.tarocchi_worlds)
    exact = budget.tarocchi_core_exact
    lines: dict[str, list[list[float]]] = {a: [[]] if a == MATTO else [[], [], []] for a in moves}
    for _ in range(worlds):
        world = info.world(rng)
        for a in moves:
            s = world.clone()
            s.apply_unchecked(a)
            lines[a][0].append(_finish(s, seat, exact))
            if a == MATTO:
                continue
            for k, reply in ((1, False), (2, True)):
                later = s.clone()
                if _matto_at(later, seat, reply):
                    lines[a][k].append(_finish(later, seat, exact))
                else:
                    lines[a][k].append(lines[a][0][-1])
    per_world = {a: max(ls, key=sum) for a, ls in lines.items()}
    return {a: sum(v) / worlds for a, v in per_world.items()}, worlds, per_world
