"""What a run's deals say: the summary, its intervals on deal pairs, and the sequential test.

A deal is played once in each seating (A on side 0 then on side 1; or A in each seat in
turn), so its seatings are not independent: the deal's luck is in all of them. The sample
is the deal: its mean over its seatings (A's share of the hands, A's margin per hand), and
the 95% interval is that of the mean of those per-deal values. The interval that treats
each hand as independent is reported beside it ("hands").

The SPRT (Wald's sequential probability ratio test, in the form engine-testing frameworks
use on paired games: the generalised SPRT with the normal approximation of the per-pair
score) tests H0 "A's expected score is s0" against H1 "it is s1" and stops as soon as the
log-likelihood ratio LLR = n (s1 - s0) (2 x - s0 - s1) / (2 var) leaves
[log(beta / (1 - alpha)), log((1 - beta) / alpha)]: above, H1 is accepted (A is at least
that much stronger), below, H0. Its scores are per deal: A's share of the deal's hands
(elo: Elo over an equal share, 1 / (1 + (k - 1) 10^(-elo/400)) with k the seatings, the
logistic curve for two) or A's mean margin per hand (points; tokens per hand in the token
games).
"""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .deals import Row

Z95 = 1.959964
TOKEN_ROW = 5           # the width of a token game's row: share, tokens, auction won, made, played


def interval(values: Sequence[float]) -> tuple[float, float, float]:
    """(mean, low, high): the mean of `values` and its 95% interval (normal)."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(n - 1, 1)
    half = Z95 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def summarize(deals: Mapping[int, Sequence[Row]]) -> dict[str, Any]:
    """The summary of finished deals (index -> its rows, one per seating)."""
    rows = [r for index in sorted(deals) for r in deals[index]]
    n = len(rows)
    wins = sum(r[0] for r in rows)
    p = wins / n
    half = Z95 * math.sqrt(max(p * (1 - p), 1e-9) / n)
    _, dlo, dhi = interval([r[1] for r in rows])
    win_pairs = [sum(r[0] for r in chunk) / len(chunk) for chunk in deals.values()]
    diff_pairs = [sum(r[1] for r in chunk) / len(chunk) for chunk in deals.values()]
    _, wlo, whi = interval(win_pairs)
    mean, plo, phi = interval(diff_pairs)
    out: dict[str, Any] = {
        "games": n, "a_wins": wins, "win_rate": p,
        "win_ci": [max(0.0, wlo), min(1.0, whi)],
        "mean_diff": sum(r[1] for r in rows) / n, "diff_ci": [plo, phi],
        "win_ci_hands": [max(0.0, p - half), min(1.0, p + half)], "diff_ci_hands": [dlo, dhi]}
    width = len(rows[0])
    if width == 3:                          # whole matches: hands dealt in them
        out["hands_dealt"] = sum(r[2] for r in rows)
    if width == TOKEN_ROW:                  # tokens: A's per hand (the mean above); its bids
        calls = sum(r[2] for r in rows)
        out["a_won_auctions"] = calls
        out["a_made_bids"] = sum(r[3] for r in rows)
        out["a_made_rate"] = out["a_made_bids"] / calls if calls else None
        out["hands_not_played"] = sum(1 - r[4] for r in rows)
    if width == 6:
        out["partner_blunders_per_100_hands"] = {
            key: round(100 * sum(r[i] for r in rows) / n, 2)
            for i, key in enumerate(("a_overtake", "a_gift", "b_overtake", "b_gift"), 2)}
    return out


def difference(first: Mapping[Any, Sequence[Row]], second: Mapping[Any, Sequence[Row]]
               ) -> dict[str, Any]:
    """Two players, each against the same B on the same deals: the first's A minus the
    second's, deal by deal (each deal's mean over its seatings, as `summarize`), on the deals
    both finished; the share of hands (or matches) won and the margin (points or tokens a
    hand), each with its 95% interval on those deals, and how many deals came out alike."""
    both = sorted(set(first) & set(second))
    if not both:
        return {"deals": 0}

    def per_deal(rows: Sequence[Row], i: int) -> float:
        return sum(r[i] for r in rows) / len(rows)
    share = interval([per_deal(first[k], 0) - per_deal(second[k], 0) for k in both])
    margin = interval([per_deal(first[k], 1) - per_deal(second[k], 1) for k in both])
    return {"deals": len(both), "share_diff": share[0], "share_diff_ci": list(share[1:]),
            "margin_diff": margin[0], "margin_diff_ci": list(margin[1:]),
            "alike": sum(1 for k in both if list(first[k]) == list(second[k]))}


def elo_share(elo: float, seatings: int) -> float:
    """A's expected share of the hands at `elo` over players as strong as each other
    (Bradley-Terry over `seatings` players, A against seatings - 1 equals)."""
    return 1.0 / (1.0 + (seatings - 1) * 10 ** (-elo / 400))


def share_elo(share: float, seatings: int) -> float:
    """The inverse of `elo_share` (infinite at a share of 0 or 1)."""
    if share <= 0:
        return -math.inf
    if share >= 1:
        return math.inf
    return -400 * math.log10((1 / share - 1) / (seatings - 1))


@dataclass
class Sprt:
    """The sequential test of a run (see the module's text), fed deal by deal in the order
    of the deals' indices, so that where it stops depends on the seed only."""
    low: float                  # the score under H0 (a share of hands, or points per hand)
    high: float                 # ... under H1
    unit: str = "elo"           # "elo" (scores from A's share of the hands) or "points"
    bounds: tuple[float, float] = (0.0, 0.0)
    given: tuple[float, float] = (0.0, 0.0)    # as the user gave them (Elo or points)
    alpha: float = 0.05
    beta: float = 0.05
    minimum: int = 16           # deals before the test may stop (the variance needs some)
    scores: list[float] = field(default_factory=list)
    llr: float = 0.0
    verdict: str | None = None  # "H1" or "H0" once decided
    decided_at: int | None = None   # the number of deals it took

    @classmethod
    def make(cls, given: tuple[float, float], unit: str, seatings: int,
             alpha: float = 0.05, beta: float = 0.05) -> Sprt:
        lo, hi = given
        if unit == "elo":
            lo, hi = elo_share(lo, seatings), elo_share(hi, seatings)
        return cls(lo, hi, unit, (math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)),
                   given, alpha, beta)

    def score_of(self, rows: Sequence[Row]) -> float:
        col = 0 if self.unit == "elo" else 1
        return sum(r[col] for r in rows) / len(rows)

    def add(self, rows: Sequence[Row]) -> str | None:
        """Count one more deal; the verdict once the test decides (then it stays)."""
        if self.verdict is not None:
            return self.verdict
        self.scores.append(self.score_of(rows))
        n = len(self.scores)
        mean = sum(self.scores) / n
        # (a floor: deals that all score the same, A the same player as B, say, still test)
        var = max(sum((s - mean) ** 2 for s in self.scores) / n, 1e-4)
        if n < 2:
            return None
        s0, s1 = self.low, self.high
        self.llr = n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var)
        if n >= self.minimum:
            if self.llr >= self.bounds[1]:
                self.verdict = "H1"
            elif self.llr <= self.bounds[0]:
                self.verdict = "H0"
            if self.verdict is not None:
                self.decided_at = n
        return self.verdict

    def report(self) -> dict[str, Any]:
        return {"unit": self.unit, "h0": self.given[0], "h1": self.given[1],
                "alpha": self.alpha, "beta": self.beta, "llr": round(self.llr, 3),
                "bounds": [round(b, 3) for b in self.bounds], "deals": len(self.scores),
                "verdict": self.verdict}
