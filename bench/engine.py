"""Random playouts per second for every variant, and the bare-loop ceiling of
../shared/bench/limit_briscola.py measured in the same run.

    python bench/engine.py [--rounds 5] [--seconds 1.0]

Each round times the ceiling and briscola-2 back to back (the machines are noisy), and the
ratio printed is the median over the rounds. Target (issue 2): briscola-2 at least 0.25 of
the ceiling."""
from __future__ import annotations

import argparse
import importlib.util
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from biscambiggia_gui.engine import variants, deck_for, new_hand  # noqa: E402

LIMIT = ROOT.parent / "shared" / "bench" / "limit_briscola.py"


def load_ceiling():
    if not LIMIT.is_file():
        sys.exit(f"bench/engine.py: the ceiling loop {LIMIT} is not there (it lives in the "
                 "project's shared/ folder beside the checkout)")
    spec = importlib.util.spec_from_file_location("limit_briscola", LIMIT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.random_hand


def rate(step, seconds: float) -> float:
    """Calls of `step` per second over about `seconds`."""
    count, start = 0, time.perf_counter()
    while True:
        for _ in range(20):
            step()
        count += 20
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count / elapsed


def playout_step(variant_id: str, rng: random.Random):
    deck = deck_for(variants()[variant_id].deck_size)

    def one_hand():
        rng.shuffle(deck)
        hand = new_hand(variant_id, None, deck, 0)
        choice = rng.choice
        while hand.turn >= 0:
            hand.apply(choice(hand.legal_actions()))
    return one_hand


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args(argv)
    print(f"# {time.strftime('%Y-%m-%d')} python {platform.python_version()} on {platform.machine()}")
    ceiling_hand = load_ceiling()
    crng = random.Random(1)
    ratios, ceilings, engines = [], [], []
    for _ in range(args.rounds):
        c = rate(lambda: ceiling_hand(crng), args.seconds)
        e = rate(playout_step("briscola-2", random.Random(2)), args.seconds)
        ceilings.append(c)
        engines.append(e)
        ratios.append(e / c)
    print(f"ceiling (limit_briscola.py)  {statistics.median(ceilings):9.0f} hands/s")
    for variant_id in variants():
        if variant_id == "briscola-2":
            hands_s = statistics.median(engines)
        else:
            hands_s = rate(playout_step(variant_id, random.Random(3)), args.seconds)
        print(f"{variant_id:<22} {hands_s:9.0f} hands/s")
    ratio = statistics.median(ratios)
    print(f"briscola-2 / ceiling: {ratio:.3f} (median of {args.rounds} rounds; "
          f"range {min(ratios):.3f}-{max(ratios):.3f}; target 0.25)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
