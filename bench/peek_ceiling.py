"""How much could knowing the opponent's hand be worth? A diagnostic, never a player: Hard
as it is, but every world it searches deals the opponent its real cards (the talon's order
stays hidden), against hard-2026, on the arena's deals and seatings. Perfect inference
about the opponent's hand can win no more than this share, so it bounds what any inference
(HardBudget.trump_infer, trump_model) can gain in the two-player trump games.

    python bench/peek_ceiling.py --variant briscola-2 --deals 200 --seed 77 [--workers 2]
                                 [--when all|lead|reply] [--cards 1|2|3]

`--when lead` (or `reply`) hands Hard the opponent's hand only when Hard leads the trick
(or answers a card led), to show where knowing it is worth most; `--cards K` hands it only
K of the opponent's cards (the rest stay among the unseen ones), chosen at random by the
deal's own seed, to show what knowing part of the hand is worth.

The arena plays the deals (arena/deals.py's play_deal: the same decks, seatings and
players' seeds as `arena --a hard --b hard-2026`) and sums them up (arena/stats.py); here
Hard's seat is only handed the opponent's hand while it chooses.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
from multiprocessing import Pool
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.arena import deals  # noqa: E402
from biscambiggia_gui.arena.stats import summarize  # noqa: E402
from biscambiggia_gui.engine.infostate import InfoState  # noqa: E402
from biscambiggia_gui.games.trump import policy as trump_policy  # noqa: E402

HAND: list[Any] = []                # the hand being played (the arena's new_hand, noted)
PEEK: dict[str, list[str]] = {}     # Hard's opponent's real cards, while Hard chooses
WHEN = ["all"]                      # when Hard peeks: "all", "lead" or "reply"
CARDS = [3]                         # how many of the opponent's cards it is handed


def peeking_info(obs):
    """The seat's information state, and the opponent's hand placed when Hard peeks."""
    info = InfoState(obs)
    real = PEEK.get("hand")
    if real is not None:
        opp = 1 - info.seat
        shown = [c for c in real if c not in info.known[opp]]
        info.known[opp] |= set(shown)
        info.need[opp] -= len(shown)
        info.pool = [c for c in info.pool if c not in shown]
    return info


def noted_hand(*args, **kwargs):
    hand = new_hand(*args, **kwargs)
    HAND[:] = [hand]
    return hand


class Peeking:
    """Hard's seat: handed its opponent's real hand while it chooses."""

    def __init__(self, player):
        self.player = player

    def choose(self, obs, legal):
        leads = not obs["trick"]
        if WHEN[0] == "all" or (WHEN[0] == "lead") == leads:
            real = sorted(HAND[0].hands[1 - obs["seat"]])
            k = min(CARDS[0], len(real))
            picked = random.Random(f"{sorted(obs['hand'])}:{real}:{len(obs['trick'])}").sample(real, k)
            PEEK["hand"] = picked
        try:
            return self.player.choose(obs, legal)
        finally:
            PEEK.clear()


def peeking_seat(cfg, spec, seed, b=False):
    player = make_seat(cfg, spec, seed, b)
    return player if b else Peeking(player)


new_hand, make_seat = deals.new_hand, deals.make_seat
deals.new_hand, deals.make_seat = noted_hand, peeking_seat
trump_policy.InfoState = peeking_info


def play(args: tuple[deals.ArenaConfig, int]) -> tuple[int, list]:
    cfg, index = args
    return index, deals.play_deal(cfg, index)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", default="briscola-2", choices=("briscola-2", "biscambiggia-2"))
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--when", default="all", choices=("all", "lead", "reply"))
    ap.add_argument("--cards", type=int, default=3, choices=(1, 2, 3))
    args = ap.parse_args()
    WHEN[0], CARDS[0] = args.when, args.cards
    cfg = deals.ArenaConfig(args.variant, a="hard", b="hard-2026", seed=args.seed)
    jobs = [(cfg, i) for i in range(args.start, args.start + args.deals)]
    with Pool(args.workers) as pool:
        s = summarize(dict(pool.map(play, jobs, chunksize=1)))
    lo, hi = s["win_ci"]
    dlo, dhi = s["diff_ci"]
    what = "the opponent's hand" if args.cards == 3 else f"{args.cards} of the opponent's cards"
    print(f"{args.variant}: Hard seeing {what} ({args.when}) vs hard-2026, "
          f"{args.deals} deals x 2 "
          f"seatings (seed {args.seed}, deals {args.start}-{args.start + args.deals - 1})")
    print(f"  A's share {100 * s['win_rate']:.1f}% [95% CI on deal pairs {100 * lo:.1f}"
          f"-{100 * hi:.1f}]; mean point difference {s['mean_diff']:+.2f} [{dlo:+.2f}, {dhi:+.2f}]")


if __name__ == "__main__":
    main()
