"""Medium covering its partner's trick in the team games with a talon (Briscola and
Biscambiggia a 4 and a 6): the arena's deals (every deal in both seatings) played by a
Medium whose cover rule (games/trump/play.py: a partner's trick holding `COVER` points or
more that an opponent still to play may take is covered) is one of the candidates below,
against Medium as it was before (no cover where there is a talon: 13cfb02) or
against Hard. A
benchmark, not a test: it prints its figures (docs/benchmarks.md).

    python bench/team_cover.py --variant briscola-4 --deals 200 --seed 77
                               [--rules shipped,talon10,low6] [--against medium-before|hard]

The candidates and "before" exist only here (each sets COVER before each of its player's
moves): the shipped app has one rule, COVER points, talon or none ("shipped").
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable, Mapping
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.arena import deals  # noqa: E402
from biscambiggia_gui.games.trump import play as trump_play  # noqa: E402

Rule = Callable[[Mapping[str, Any]], "int | None"]     # the stake covered; None: never
SHIPPED = trump_play.COVER
NEVER = 10 ** 6


def _before(obs: Mapping[str, Any]) -> int | None:
    """Medium before: covers only in the games without a talon (13cfb02); the games here
    all have one."""
    return None


def _fixed(points: int) -> Rule:
    return lambda obs: points


def _low(talon: int, points: int = 4) -> Rule:
    """Covers only once the talon is down to `talon` cards."""
    return lambda obs: points if obs["talon_size"] <= talon else None


RULES: dict[str, Rule] = {
    "before": _before, "shipped": _fixed(SHIPPED),
    "always0": _fixed(1), "talon4": _fixed(4), "talon10": _fixed(10), "talon15": _fixed(15),
    "low6": _low(6), "low0": _low(0),
    "split10": lambda obs: 10 if obs["talon_size"] > 6 else 4,
    "split6": lambda obs: 6 if obs["talon_size"] > 6 else 4,
    "split2": lambda obs: 4 if obs["talon_size"] > 6 else 2,
}


class RulePlayer:
    """A Medium player that plays with `rule` as its cover rule."""

    def __init__(self, rule: Rule, seed: int):
        self.rule = rule
        self.inner = deals.make_player("medium", seed=seed)

    def choose(self, obs: dict[str, Any], legal: list[str]) -> str:
        stake = self.rule(obs)
        trump_play.COVER = NEVER if stake is None else stake
        try:
            return self.inner.choose(obs, legal)
        finally:
            trump_play.COVER = SHIPPED


def run(variant: str, rule: str, against: str, seed: int, count: int) -> list[tuple[float, float]]:
    real = deals.make_seat

    def seat(cfg: deals.ArenaConfig, spec: str, seed: int, b: bool = False) -> Any:
        if spec == "medium-before":
            return RulePlayer(_before, seed)
        if spec.startswith("rule:"):
            return RulePlayer(RULES[spec[5:]], seed)
        return real(cfg, spec, seed, b)

    deals.make_seat = seat
    try:
        cfg = deals.ArenaConfig(variant=variant, a=f"rule:{rule}", b=against, seed=seed)
        rows: list[tuple[float, float]] = []
        for i in range(count):
            rows += [(r[0], r[1]) for r in deals.play_deal(cfg, i)]
        return rows
    finally:
        deals.make_seat = real


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="briscola-4")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--rules", default="before,shipped")
    parser.add_argument("--against", default="medium-before")
    args = parser.parse_args()
    base: list[float] | None = None
    print(f"{args.variant}, seed {args.seed}, {args.deals} deals, against {args.against}")
    print("| Medium's cover rule | hands won | points a hand | minus the first line, "
          "deal by deal |")
    print("|---|---|---|---|")
    for name in args.rules.split(","):
        start = time.monotonic()
        rows = run(args.variant, name, args.against, args.seed, args.deals)
        margins = [m for _, m in rows]
        won = statistics.mean(w for w, _ in rows)
        diff = ""
        if base is None:
            base = margins
        else:
            d = [a - b for a, b in zip(margins, base)]
            half = 1.96 * statistics.stdev(d) / len(d) ** 0.5
            diff = f"{statistics.mean(d):+.2f} [{statistics.mean(d) - half:+.2f} .. " \
                   f"{statistics.mean(d) + half:+.2f}]"
        print(f"| {name} | {100 * won:.1f}% | {statistics.mean(margins):+.2f} | {diff} |"
              f" ({time.monotonic() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
