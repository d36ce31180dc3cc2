"""How often the review of a hand rates Hard's own moves worse than good: the noise of its
verdicts (docs/lessons-and-review.md, "The labels"). Hard (its default budget, every world
sampled: the same hands on any machine) plays every seat of seeded hands of each variant;
each decision of each seat is then weighed by the review (review.weigh) with several
review seeds; it prints, per variant, the share of those verdicts worse than good (an
inaccuracy or worse: `charged`; unclear is not) and the share of blunders. Hard's move is
the hint's: a review that calls it a blunder is wrong (or Hard is), and a share well above
what two standard errors allow is the review's noise.

    nice -n 10 .venv/bin/python bench/review_noise.py [--variants mariagio briscola-2
        tarocchi-pizzico] [--hands 3] [--reviews 3] [--seed 3100] [--bids]

Reporting seeds start at 3100 (none of this was tuned on them); the figures go into
docs/benchmarks.md with the date and the commit."""
from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from biscambiggia_gui.ai import core  # noqa: E402
from biscambiggia_gui.ai.players import HardPlayer, play_out  # noqa: E402
from biscambiggia_gui.ai.values import review_budget  # noqa: E402
from biscambiggia_gui.engine import Match  # noqa: E402
from biscambiggia_gui.review import BLUNDER, charged, moments, weigh  # noqa: E402


def hard_hand(variant: str, seed: int) -> Match:
    """One hand of `variant`, Hard at every seat, its worlds all sampled."""
    match = Match(variant, seed=seed, dealer=seed % 2)
    match.start_hand()
    players = [HardPlayer(seed=seed * 10 + s, budget=review_budget())
               for s in range(match.variant.players)]
    return play_out(match, players)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--variants", nargs="+", default=["mariagio", "briscola-2", "tarocchi-pizzico"])
    p.add_argument("--hands", type=int, default=3)
    p.add_argument("--reviews", type=int, default=3, help="review seeds per decision")
    p.add_argument("--seed", type=int, default=3100)
    p.add_argument("--bids", action="store_true",
                   help="only the decisions outside card play (the chiamata games' auction "
                        "and call, Mariagio's declarations)")
    args = p.parse_args(argv)
    for variant in args.variants:
        labels: Counter[str] = Counter()
        worst: list[tuple[float, str]] = []
        review_time = 0.0
        for k in range(args.hands):
            match = hard_hand(variant, args.seed + k)
            for seat in range(match.variant.players):
                for m in moments(match, seat):
                    if args.bids and m.state.phase == "play":
                        continue
                    for r in range(args.reviews):
                        t0 = time.process_time()
                        d = weigh(m, seat, seed=r)
                        review_time += time.process_time() - t0
                        labels[d.label] += 1
                        if charged(d.label):
                            worst.append((d.loss, f"hand {k} seat {seat} action {d.action} "
                                          f"{d.played} (best {d.best}) loss {d.loss:.1f} "
                                          f"\u00b1{d.error:.1f} {d.label} [review seed {r}]"))
        n = sum(labels.values())
        bad = sum(k for name, k in labels.items() if charged(name))
        for _, text in sorted(worst, reverse=True)[:5]:
            print("  " + text)
        print(f"{variant}: {args.hands} hands, {n} verdicts on Hard's moves; worse than good "
              f"{bad} ({100 * bad / n:.1f}%), blunders {labels[BLUNDER]} "
              f"({100 * labels[BLUNDER] / n:.1f}%); {dict(labels)}; review CPU "
              f"{review_time:.1f} s (compiled core: {'yes' if core.HAVE_C else 'no'})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
