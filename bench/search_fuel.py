"""Search fuel: how many play-outs per second Hard's search runs in 2-player Briscola,
against the bare Python loop of limit_briscola.py (the ceiling of a pure-Python engine),
timed back to back in the same run, round after round; the median ratio is the figure.

    python bench/search_fuel.py [--limit ../shared/bench/limit_briscola.py] [--rounds 5]

A play-out is one sampled world's hand played to its end for one candidate card:
- "policy": the roll-out policy for both seats to the end (exact=0);
- "hard": what Hard does in each world, the policy then an exact alpha-beta over the
  last 6 tricks (its default), from the first trick of the hand, the costliest case;
- "python play-out": hard-ref's play-out (games/trump/playout.py, on a state), for
  comparison.
The alpha-beta's nodes (cards played inside the exact search) per second are compared
with the bare loop's cards per second (40 a hand).
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.ai import core  # noqa: E402
from biscambiggia_gui.ai.hard import HardBudget  # noqa: E402
from biscambiggia_gui.engine import deck_for, new_hand  # noqa: E402
from biscambiggia_gui.engine.infostate import InfoState  # noqa: E402
from biscambiggia_gui.games.trump import playout  # noqa: E402
from biscambiggia_gui.games.trump.search import core_tables  # noqa: E402


def load_limit(path):
    spec = importlib.util.spec_from_file_location("limit_briscola", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def bare_rate(limit, seconds):
    rng = random.Random(1)
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(200):
            limit.random_hand(rng)
        n += 200
    return n / (time.perf_counter() - start)


def first_positions(count, seed=3):
    """Observations of the first decision of `count` 2-player Briscola hands."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        deck = deck_for(40)
        rng.shuffle(deck)
        hand = new_hand("briscola-2", None, deck, rng.randrange(2))
        seat = hand.current_player()
        out.append((hand, hand.observation(seat), hand.legal_actions()))
    return out


def core_rate(positions, exact, worlds, seconds):
    done = 0
    nodes = 0
    start = time.perf_counter()
    k = 0
    while time.perf_counter() - start < seconds:
        _, obs, legal = positions[k % len(positions)]
        k += 1
        know = InfoState(obs)
        opp = 1 - know.seat
        trump = obs["trump_suit"]
        _, _, n, _ = core.evaluate(core_tables("briscola", trump), trump, 30, obs["hand"],
                                [sorted(know.known[opp])], know.pool, [know.need[opp]],
                                obs.get("trump_card"), [], (0, 0), legal, bytes([0, 1]),
                                worlds=worlds, seed=k, exact=exact)
        done += worlds * len(legal)
        nodes += n
    elapsed = time.perf_counter() - start
    return done / elapsed, nodes / elapsed


def python_rate(positions, seconds):
    done, start, k = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        hand, _, legal = positions[k % len(positions)]
        k += 1
        for a in legal:
            s = hand.clone()
            s._apply(a)
            playout.playout(s)
            done += 1
    return done / (time.perf_counter() - start)


def main(argv=None) -> int:
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--limit", default=os.path.join(here, "..", "..", "shared", "bench",
                                                     "limit_briscola.py"),
                    help="path of limit_briscola.py (the bare loop)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=1.0, help="per measurement")
    args = ap.parse_args(argv)
    if not os.path.exists(args.limit):
        print(f"search_fuel: no bare loop at {args.limit} (give --limit PATH)", file=sys.stderr)
        return 2
    if args.rounds < 1 or args.seconds <= 0:
        print("search_fuel: --rounds and --seconds must be positive", file=sys.stderr)
        return 2
    limit = load_limit(args.limit)
    positions = first_positions(50)
    exact = HardBudget().core_exact
    rows = {"bare": [], "policy C": [], f"hard C (exact {exact})": [],
            "python play-out (hard-ref)": []}
    nodes = []
    print(f"C core built: {core.HAVE_C}; {args.rounds} rounds of {args.seconds} s each")
    for r in range(args.rounds):
        rows["bare"].append(bare_rate(limit, args.seconds))
        if core.HAVE_C:
            rows["policy C"].append(core_rate(positions, 0, 240, args.seconds)[0])
            rate, node_rate = core_rate(positions, exact, 4, args.seconds)
            rows[f"hard C (exact {exact})"].append(rate)
            nodes.append(node_rate)
        rows["python play-out (hard-ref)"].append(python_rate(positions, args.seconds))
    bare = rows["bare"]
    print(f"{'':24} {'play-outs/s':>12} {'x bare loop':>12}  (median of rounds; ratio range)")
    for name, rates in rows.items():
        if not rates:
            continue
        ratios = [x / b for x, b in zip(rates, bare)]
        print(f"{name:24} {statistics.median(rates):12.0f} {statistics.median(ratios):12.2f}"
              f"  ({min(ratios):.2f}-{max(ratios):.2f})")
    if nodes:
        # a node is one card played in the search; the bare loop plays 40 cards a hand
        ratios = [x / (40 * b) for x, b in zip(nodes, bare)]
        print(f"alpha-beta nodes/s in the C core: {statistics.median(nodes):.0f} = "
              f"{statistics.median(ratios):.1f} x the bare loop's cards/s "
              f"({min(ratios):.1f}-{max(ratios):.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
