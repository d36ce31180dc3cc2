"""Hard's search asked for the worth of every move it weighs, not only for the best one:
what the review of a hand (biscambiggia_gui/review.py) compares the move played with.

    v = valuation(observation, legal, played="7H")
    v.values        {"7H": 12.3, "AS": 20.1, ...}: each move's expected margin
    v.best          the move Hard's search rates highest
    v.loss("7H")    what "7H" gives away against it (>= 0), v.error["7H"] its standard error

A move's worth is what Hard's search maximises (ai/search.py, ai/hard.py, the games'
search.py): the seat's side's final margin over the best other side plus the variant's win
bonus times the outcome, averaged over deals sampled from the seat's information state;
where the position is solved exactly, the exact margin to come. Like every player it sees
one observation and the legal actions, never a hidden card. The moves weighed are Hard's
candidates (its wider set, as it plays), the decisions beside the cards (a declaration, an
exchange, a card given) and the move played, so the move played always has a worth.

Every move is weighed on the same deals, so the difference between two moves is measured
deal by deal; its standard error (`error`) says how far the sampling may be off.

The best move is the highest of several noisy estimates, and on the deals that chose it
it is overrated (the winner's curse): measured there, a move as good as the best, Hard's
own choice among them, would be charged a loss that is only that selection's noise. So
where the move played is not the one the first deals rate best, the two are weighed again,
alone, on fresh deals (the same random stream, drawn on: independent of the first), and
the loss and its error are that paired difference's (`confirm`): an unbiased estimate of
what the move played gives away against the best. (Only where the first deals rate the
loss worse than good: elsewhere the move is rated good already, and the first deals' loss,
if anything too large, stands.) Those fresh deals are CONFIRM times the
budget's, for a steadier difference and a steadier estimate of its error (more batches);
their cost is two moves' worlds, a fraction of the first weighing's, which weighs every
candidate.

The contracts of the chiamata games (bids, calls, trumps: each worth what its share of
made deals gives) are confirmed alike, on fresh deals of their own (`confirm_contract`).

Hard's time limit is a safety net against a loaded machine: here the budget's worlds are
all sampled (REVIEW_TIME), so a review gives the same figures on any machine; the random
stream is seeded by the observation, so it gives them every time.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from typing import Any

from ..engine.actions import kind_of
from ..engine.infostate import InfoState
from ..engine.registry import get_variant
from ..engine.state import HandState
from .hard import ExtendedSearcher, HardBudget
from .players import Player, with_points
from .policy import Weighed, policy_of
from .rating import charged, label

REVIEW_TIME = 3600.0            # seconds: the safety net lifted (the worlds decide)
ONLY = "only"                   # how a valuation was made: the only move,
SAMPLED = "sampled"             # deals sampled from what the seat knew,
EXACT = "exact"                 # the position solved exactly,
CONTRACT = "contract"           # contracts weighed on sampled deals (an auction, a call)
THEN = ">"                      # a decision and the card after it, weighed as one move
CONFIRM = 2                     # the fresh deals of `confirm`: this many times the budget's


@dataclass(frozen=True)
class Valuation:
    values: dict[str, float]    # each move weighed: its expected margin (win bonus included);
                                # the best's and the move played's from the fresh deals
                                # where they were weighed again (`confirm`), the others
                                # moved with the best's
    best: str                   # the highest on the first deals (the first weighed among equals)
    worlds: int = 0             # deals sampled (1 when solved exactly)
    method: str = SAMPLED
    error: dict[str, float] | None = None   # the standard error of each move's loss
    fresh: int = 0              # the fresh deals the move played and the best were weighed
                                # again on (`confirm`; 0: not weighed again)

    def loss(self, move: str) -> float:
        """What `move` gives away against the best: >= 0 (for the move played, measured
        on the fresh deals where they were drawn)."""
        return max(0.0, self.values[self.best] - self.values[move])

    def loss_error(self, move: str) -> float:
        return (self.error or {}).get(move, 0.0)


def scaled(budget: HardBudget, times: int) -> HardBudget:
    """`budget` with `times` as many sampled deals in every search it sets the deals of
    (each field named "...worlds": the generic search's, the core's of each game)."""
    return replace(budget, **{f.name: getattr(budget, f.name) * times for f in fields(budget)
                              if f.name.endswith("worlds")})


def review_budget(budget: HardBudget | None = None) -> HardBudget:
    """Hard's budget (its default unless given) with every world sampled."""
    return replace(budget or HardBudget(), time_limit=REVIEW_TIME)


class _Stream(Player):
    """The random stream of a valuation: seeded by the seed and the observation."""
    stream = "review"


def _best(values: dict[str, float]) -> str:
    order = list(values)
    return max(order, key=lambda a: (values[a], -order.index(a)))


def _paired_error(a: list[float], b: list[float]) -> float:
    """The standard error of mean(a) - mean(b), measured batch by batch."""
    n = len(a)
    if n < 2:
        return 0.0
    d = [x - y for x, y in zip(a, b)]
    mean = sum(d) / n
    return math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1) / n)


def _from_weighed(w: Weighed) -> Valuation:
    best = _best(w.means)
    if w.worlds == 1:
        return Valuation(dict(w.means), best, 1, EXACT, {a: 0.0 for a in w.means})
    error = {a: _paired_error(w.batches[best], w.batches[a]) for a in w.means}
    return Valuation(dict(w.means), best, w.worlds, SAMPLED, error)


def moves_weighed(obs: dict[str, Any], legal: list[str], played: str | None,
                  info: InfoState, searcher: ExtendedSearcher) -> list[str]:
    """Hard's candidate cards, the other decisions it may take, and `played`."""
    considered = policy_of(obs["variant"]).considered(obs, list(legal))
    cards = searcher.candidates(obs, considered, info)
    others = [a for a in considered if kind_of(a) != "play"]
    return list(dict.fromkeys(cards + others + ([played] if played in legal else [])))


def valuation(obs: dict[str, Any], legal: list[str], played: str | None = None,
              budget: HardBudget | None = None, seed: int | str = 0) -> Valuation:
    """Each move Hard weighs at this decision, and `played`, with its worth (see the
    module's text). `obs` is the deciding seat's observation, `legal` its legal actions."""
    if not legal:
        raise ValueError("no legal action to weigh")
    if played is not None and played not in legal:
        raise ValueError(f"{played} is not a legal action here")
    if len(legal) == 1:
        return Valuation({legal[0]: 0.0}, legal[0], 0, ONLY)
    obs = with_points(obs)
    budget = review_budget(budget)
    policy = policy_of(obs["variant"])
    rng = _Stream(seed).rng_for(obs)
    contract = policy.bid_values(obs, list(legal), played, rng)
    if contract is not None:
        return confirm_contract(obs, _contract(obs, *contract), played,
                                lambda pair: policy.bid_values(obs, list(legal), played, rng,
                                                               only=pair))
    info = InfoState(obs)
    searcher = ExtendedSearcher(budget)
    moves = moves_weighed(obs, legal, played, info, searcher)
    if len(moves) == 1:
        return Valuation({moves[0]: 0.0}, moves[0], 0, ONLY)
    fresh = scaled(budget, CONFIRM)
    own = policy.hard_values(obs, moves, rng, budget)
    if own is not None:
        return confirm(_from_weighed(own), played,
                       lambda pair: policy.hard_values(obs, pair, rng, fresh))
    if all(kind_of(a) == "play" for a in moves):
        exact = policy.exact_values(obs, moves, info, budget)
        if exact is not None:
            return Valuation(exact, _best(exact), 1, EXACT, {a: 0.0 for a in exact})
    return confirm(_from_weighed(_sampled(obs, moves, info, rng, searcher)), played,
                   lambda pair: _sampled(obs, pair, info, rng, ExtendedSearcher(fresh)))


def confirm(v: Valuation, played: str | None,
            again: Callable[[list[str]], Weighed | None]) -> Valuation:
    """`v` with the loss of `played` measured without the winner's curse (see the module's
    text): where `played` is not `v.best`, the two weighed again by `again([best, played])`
    (the same search on fresh deals), and their worths, and the error of their difference,
    taken from those deals; the other moves' worths moved with the best's, so that they
    keep their distance below it (the words list the best first). `v` as it is where there
    is nothing to confirm: the move played is the best, or none was played, or the worths
    are exact, or the first deals already rate its loss good (they overrate the loss, so
    fresh deals could only find it smaller, but for their own noise: a move is charged
    where both find its loss worse than good, and the fresh deals' loss is the one shown)."""
    if played is None or played == v.best or v.method != SAMPLED or played not in v.values \
            or not charged(label(v.loss(played), v.loss_error(played))):
        return v
    w = again([v.best, played])
    if w is None:
        return v
    shift = w.means[v.best] - v.values[v.best]      # the others kept at their distance
    values = {a: x + shift for a, x in v.values.items()}    # from the best: still below it
    values[played] = w.means[played]
    error = dict(v.error or {})
    error[played] = _paired_error(w.batches[v.best], w.batches[played])
    return Valuation(values, v.best, v.worlds, SAMPLED, error, w.worlds)


def confirm_contract(obs: dict[str, Any], v: Valuation, played: str | None,
                     again: Callable[[list[str]], tuple[dict[str, float], int] | None]
                     ) -> Valuation:
    """`confirm` for contracts (an auction's bids, a call): the best of several shares,
    each from its own sampled deals, is overrated as the best card is, so where the loss of
    `played` is rated worse than good, the two contracts are weighed again on fresh deals
    (`again([best, played])`; a pass makes no contract and keeps its worth), and their worths
    and the error of their difference come from those. The others keep their worths (each
    says how often its contract was made on the first deals: ui/review_words.py)."""
    if played is None or played == v.best or played not in v.values \
            or not charged(label(v.loss(played), v.loss_error(played))):
        return v
    measured = again([v.best, played])
    if measured is None:
        return v
    w = _contract(obs, *measured)
    values = {**v.values, v.best: w.values[v.best], played: w.values[played]}
    error = dict(v.error or {})
    error[played] = w.loss_error(played) if w.best == v.best else \
        (w.error or {}).get(v.best, 0.0)
    return Valuation(values, v.best, v.worlds, CONTRACT, error, w.worlds)


def made_share(worth: float, bonus: float) -> float:
    """The share p of the sampled deals in which a contract worth (2 p - 1) x bonus is
    made (see `_contract`)."""
    return (worth / bonus + 1) / 2 if bonus else 0.0


def _contract(obs: dict[str, Any], values: dict[str, float], worlds: int) -> Valuation:
    """Contracts: each worth (2 p - 1) x bonus for the share p of deals in which it is
    made, whose error is the binomial one; a pass makes none: its worth (the game's: see
    its policy's `bid_values`) has no error."""
    bonus = get_variant(obs["variant"]).match.win_bonus
    best = _best(values)

    def spread(a: str) -> float:
        if not bonus or kind_of(a) == "pass":
            return 0.0
        p = made_share(values[a], bonus)
        return 2 * bonus * math.sqrt(max(0.0, p * (1 - p)) / worlds)
    error = {a: math.hypot(spread(a), spread(best)) if a != best else 0.0 for a in values}
    return Valuation(dict(values), best, worlds, CONTRACT, error)


def _then(state: HandState, move: str) -> None:
    for part in move.split(THEN):
        state.apply_unchecked(part)


def _sampled(obs: dict[str, Any], moves: list[str], info: InfoState, rng: random.Random,
             searcher: ExtendedSearcher) -> Weighed:
    """The generic search's worlds for every move. A decision after which the same seat
    still plays (a declaration, an exchange, a card given) is weighed with each card it
    may play next, and is worth its best card's worth: the roll-out's card alone would
    underrate it."""
    seat = info.seat
    probe = info.world(random.Random(0))       # the seat's own next moves: its hand only
    weighed: dict[str, list[str]] = {}
    for a in moves:
        weighed[a] = [a]
        if kind_of(a) != "play":
            after = probe.clone()
            after.apply_unchecked(a)
            if after.current_player() == seat:
                cards = [c for c in after.legal_actions() if kind_of(c) == "play"]
                weighed[a] = [a + THEN + c for c in cards] or [a]
    flat = [m for seq in weighed.values() for m in seq]
    totals, _, worlds, _, per_world = searcher.sample(obs, flat, info, rng, prune=False,
                                                      play=_then)
    # the declarations the seat's hand still holds after each move (the roll-outs make
    # none): worth as much at a later turn, lost with a card that breaks one
    policy = policy_of(info.variant.id)
    later = {}
    for m in flat:
        after = probe.clone()
        _then(after, m)
        later[m] = policy.declarable(after, seat)
    chosen = {a: max(seq, key=lambda m: totals[m] / worlds + later[m]) for a, seq in weighed.items()}
    return Weighed({a: totals[m] / worlds + later[m] for a, m in chosen.items()}, worlds,
                   {a: [x + later[m] for x in per_world[m]] for a, m in chosen.items()})
