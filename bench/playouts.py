"""Fast play-outs per second (each game's `Policy.playout`, games/*/playout.py) from fixed
seeded positions of four variants (Briscola for two and for four, Mariagio, Tarocchi a
pizzico; the chiamata games play out with Briscola's policy): the search's fuel where no
compiled core serves. Rates are per second of this process's CPU time, so that other work
on a shared machine weighs less on them.

    PYTHONPATH=. python bench/playouts.py [--seconds 3]
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.ai.hard import HardBudget  # noqa: E402
from biscambiggia_gui.engine import deck_for, get_variant, new_hand  # noqa: E402


def positions(variant_id: str, count: int = 20):
    """Seeded positions a few actions into a hand (random legal actions)."""
    out = []
    for seed in range(count):
        rng = random.Random(seed)
        v = get_variant(variant_id)
        deck = deck_for(v.deck_size)
        rng.shuffle(deck)
        hand = new_hand(variant_id, None, deck, rng.randrange(v.players))
        for _ in range(rng.randrange(0, 6)):
            hand.apply(rng.choice(hand.legal_actions()))
        out.append(hand)
    return out


def rate(fn, states, seconds: float) -> float:
    done, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        for s in states:
            fn(s)
        done += len(states)
    return done / (time.process_time() - start)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=3.0)
    args = ap.parse_args(argv)
    budget = HardBudget(tarocchi_horizon=99)         # to the end of the hand
    for variant_id in ("briscola-2", "briscola-4", "mariagio", "tarocchi-pizzico"):
        policy = get_variant(variant_id).family.policy
        fn = lambda s: policy.playout(s, s.sides[s.turn], 0, budget)  # noqa: E731
        print(f"{variant_id:18s} {rate(fn, positions(variant_id), args.seconds):9.0f} play-outs/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
