"""How much could knowing the opponent's hand be worth? A diagnostic, never a player: Hard
as it is, but every world it searches deals the opponent its real cards (the talon's order
stays hidden), against hard-2026, on the arena's deals and seatings. Perfect inference
about the opponent's hand can win no more than this share, so it bounds what any inference
(HardBudget.trump_infer, trump_model) can gain in the two-player trump games.

    python bench/peek_ceiling.py --variant briscola-2 --deals 200 --seed 77 [--workers 2]

Each deal is played twice, the peeking Hard in each seat, as the arena does (same deals,
same seeds for the players: arena/deals.py); it prints A's share of hands with its
interval on deal pairs, and the mean point difference.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import sys
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.ai import make_player  # noqa: E402
from biscambiggia_gui.ai.hard import HardBudget  # noqa: E402
from biscambiggia_gui.engine import deck_for, get_variant, new_hand  # noqa: E402
from biscambiggia_gui.engine.infostate import InfoState  # noqa: E402
from biscambiggia_gui.games.trump import policy as trump_policy  # noqa: E402

NO_LIMIT = 1e9
PEEK: dict[str, list[str]] = {}     # the peeking seat's opponent's real hand, while it chooses


def peeking_info(obs):
    info = InfoState(obs)
    real = PEEK.get("hand")
    if real is not None:
        opp = 1 - info.seat
        info.known[opp] = set(real)
        info.need[opp] = 0
        info.pool = [c for c in info.pool if c not in real]
    return info


trump_policy.InfoState = peeking_info


def play(args: tuple[str, int, int]) -> tuple[float, float]:
    """(A's share, A's margin) over the two seatings of deal `index`."""
    variant_id, seed, index = args
    variant = get_variant(variant_id)
    rng = random.Random(f"{seed}:{index}")
    deck = deck_for(variant.deck_size)
    rng.shuffle(deck)
    dealer = rng.randrange(variant.players)
    win = margin = 0.0
    for a_seat in (0, 1):
        players = [make_player("hard", seed=index * 100 + s,
                               budget=HardBudget(time_limit=NO_LIMIT)) if s == a_seat else
                   make_player("hard-2026", seed=index * 100 + s, time_limit=NO_LIMIT)
                   for s in range(2)]
        hand = new_hand(variant.id, None, list(deck), dealer)
        while not hand.is_over():
            seat = hand.current_player()
            if seat == a_seat:
                PEEK["hand"] = list(hand.hands[1 - seat])
            try:
                action = players[seat].choose(hand.observation(seat), hand.legal_actions())
            finally:
                PEEK.pop("hand", None)
            hand.apply(action, seat)
        result = hand.result()
        side = result.sides[a_seat]
        diff = result.points[side] - result.points[1 - side]
        win += 0.5 if result.winner is None else float(result.winner == side)
        margin += diff
    return win / 2, margin / 2


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", default="briscola-2", choices=("briscola-2", "biscambiggia-2"))
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--workers", type=int, default=1)
    args = ap.parse_args()
    jobs = [(args.variant, args.seed, i) for i in range(args.start, args.start + args.deals)]
    with Pool(args.workers) as pool:
        rows = pool.map(play, jobs, chunksize=1)
    n = len(rows)
    shares = [r[0] for r in rows]
    mean = sum(shares) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s in shares) / (n - 1))
    margins = [r[1] for r in rows]
    mm = sum(margins) / n
    msd = math.sqrt(sum((m - mm) ** 2 for m in margins) / (n - 1))
    print(f"{args.variant}: Hard seeing the opponent's hand vs hard-2026, {n} deals x 2 "
          f"seatings (seed {args.seed}, deals {args.start}-{args.start + n - 1})")
    print(f"  A's share {100 * mean:.1f}% [95% CI on deal pairs {100 * (mean - 1.96 * sd / math.sqrt(n)):.1f}"
          f"-{100 * (mean + 1.96 * sd / math.sqrt(n)):.1f}]; mean point difference {mm:+.2f} "
          f"[{mm - 1.96 * msd / math.sqrt(n):+.2f}, {mm + 1.96 * msd / math.sqrt(n):+.2f}]")


if __name__ == "__main__":
    main()
