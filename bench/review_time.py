"""How long the review of one hand takes (issue 25: a hand of Briscola a 2 in at most 10 s
on one core at Hard's default budget). Plays seeded hands of a variant with Medium at both
seats, then reviews seat 0's decisions (biscambiggia_gui/review.py) and prints the time of
each hand and their median and maximum.

    nice -n 10 .venv/bin/python bench/review_time.py [--variant briscola-2] [--hands 10]
        [--deeper] [--known] [--seed 2500]

Reporting seeds start at 2500 (tuning used 0-99); the figures go into docs/benchmarks.md
with the date and the commit."""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from biscambiggia_gui.ai import core, make_player, play_out  # noqa: E402
from biscambiggia_gui.engine import Match  # noqa: E402
from biscambiggia_gui.review import larger_budget, review  # noqa: E402


def one_hand(variant: str, seed: int) -> Match:
    match = Match(variant, seed=seed, dealer=seed % 2)
    match.start_hand()
    players = [make_player("medium", seed=seed * 10 + s) for s in range(match.variant.players)]
    return play_out(match, players)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--variant", default="briscola-2")
    p.add_argument("--hands", type=int, default=10)
    p.add_argument("--seed", type=int, default=2500)
    p.add_argument("--deeper", action="store_true", help="the window's larger budget (4x)")
    p.add_argument("--known", action="store_true", help="with the all-cards-known opinion")
    args = p.parse_args(argv)
    times, counts = [], []
    for k in range(args.hands):
        match = one_hand(args.variant, args.seed + k)
        t0 = time.process_time()
        decisions = review(match, 0, larger_budget() if args.deeper else None, known=args.known)
        times.append(time.process_time() - t0)
        counts.append(len(decisions))
        print(f"hand {k + 1}: {len(decisions)} decisions, {times[-1]:.2f} s")
    print(f"{args.variant}{' deeper' if args.deeper else ''}{' known' if args.known else ''}: "
          f"{args.hands} hands, {statistics.mean(counts):.1f} decisions a hand; CPU time per hand "
          f"median {statistics.median(times):.2f} s, max {max(times):.2f} s "
          f"(compiled core: {'yes' if core.HAVE_C else 'no'}; {platform.processor() or platform.machine()}, "
          f"Python {platform.python_version()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
