"""What the review says of Tarocchi's matto while it is held (docs/lessons-and-review.md,
"The matto, measured"). Plays seeded hands of Tarocchi a pizzico, Medium (seat 0) against
Easy (seat 1), and weighs (review.weigh) every card decision of either seat taken with the
matto in hand while the talon lasts: how often the matto is rated best, and what holding it
is charged (the matto's worth over the best card that keeps it) in all and 3 points or
more at once (an inaccuracy).

    .venv/bin/python bench/matto_review.py [--seeds 1-20] [--roll-out-alone]

`--roll-out-alone` weighs the cards as the review did before (the core's worlds and
roll-out only, no later matto), for the comparison."""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from biscambiggia_gui.ai import make_player, play_out  # noqa: E402
from biscambiggia_gui.engine import Match  # noqa: E402
from biscambiggia_gui.engine.cards import MATTO  # noqa: E402
from biscambiggia_gui.games.tarocchi import search  # noqa: E402
from biscambiggia_gui.review import moments, weigh  # noqa: E402


def played(seed: int) -> Match:
    match = Match("tarocchi-pizzico", seed=seed, dealer=0)
    match.start_hand()
    players = [make_player(level, seed=seed + s) for s, level in enumerate(("medium", "easy"))]
    return play_out(match, players)


def roll_out_alone() -> None:
    def values(obs: Any, moves: list[str], rng: Any, budget: Any,
               info: Any) -> tuple[dict[str, float], int, dict[str, list[float]]]:
        totals, worlds, chunks, weight = search.core_values(obs, moves, rng, budget, info)
        return ({a: t / weight for a, t in zip(moves, totals)}, worlds,
                {a: [c[i] for c in chunks] for i, a in enumerate(moves)})
    search.matto_later_values = values


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="1-20", help="first-last")
    parser.add_argument("--roll-out-alone", action="store_true")
    args = parser.parse_args()
    if args.roll_out_alone:
        roll_out_alone()
    first, last = (int(x) for x in args.seeds.split("-"))
    decisions = best = charged = 0
    total = 0.0
    for seed in range(first, last + 1):
        match = played(seed)
        for seat in (0, 1):
            rows = []
            for m in moments(match, seat):
                if MATTO not in m.state.hands[seat] or not m.state.talon_size() or ":" in m.played:
                    continue
                d = weigh(m, seat)
                others = [v for a, v in d.values.items() if a != MATTO]
                if MATTO not in d.values or not others:
                    continue
                charge = max(0.0, d.values[MATTO] - max(others))
                rows.append((d.best == MATTO, charge))
            if rows:
                hand = sum(c for _, c in rows)
                print(f"seed {seed} seat {seat}: {len(rows)} decisions, the matto best at "
                      f"{sum(b for b, _ in rows)}, holding it charged {hand:.1f}", flush=True)
                decisions += len(rows)
                best += sum(b for b, _ in rows)
                charged += sum(c >= 3 for _, c in rows)
                total += hand
    print(f"all: {decisions} decisions, the matto best at {best}, holding it charged "
          f"{total:.1f} in all, 3 points or more at {charged}")


if __name__ == "__main__":
    main()
