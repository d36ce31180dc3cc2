"""The card play of each level in the five-player games, apart from its bids: on seeded
deals five Medium players hold the auction and the call (the same contract for every
line), then the hand is played again for each pairing named, the caller's side (the caller
and the called card's holder) by one level and the three defenders by another. A
benchmark, not a test: it prints its figures (docs/benchmarks.md).

    python bench/chiamata_card_play.py --deals 200 --seed 77 [--game biscambiggia-chiamata]
                                       [--pairs medium/hard,hard/hard,hard/medium]

A side written CALLER+PARTNER (medium+hard) gives the caller and its partner
different levels. Per pairing (attack/defence): the contracts made, the caller's side's mean margin over its
target (points taken minus points pledged) and the caller's side's mean points; every
pairing plays the same contracts, so the lines differ by the card play alone.
"""
from __future__ import annotations

import argparse
import copy
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.ai import make_player  # noqa: E402
from biscambiggia_gui.engine import deck_for, new_hand  # noqa: E402
from biscambiggia_gui.games.chiamata.rules import CALLER_SIDE  # noqa: E402


def contract(game: str, seed: int, index: int):
    """The deal `index` of `seed` with its auction and call held by five Medium players
    (None when everyone passed)."""
    deck = deck_for(40)
    random.Random(f"chiamata-card-play:{game}:{seed}:{index}").shuffle(deck)
    hand = new_hand(game, None, deck, index % 5)
    bidders = [make_player("medium", seed=f"{seed}:{index}:{s}") for s in range(5)]
    while hand.phase in ("auction", "trump", "call"):
        hand.apply(bidders[hand.turn].choose(hand.observation(hand.turn), hand.legal_actions()))
    return hand if hand.played else None


def play(hand, attack: str, defence: str, seed: int, index: int) -> tuple[bool, int]:
    hand = copy.deepcopy(hand)
    caller, partner = (attack.split("+") + [attack])[:2]
    players = [make_player(caller if s == hand.caller else partner
                           if hand.sides[s] == CALLER_SIDE else defence,
                           seed=f"{seed}:{index}:{s}") for s in range(5)]
    while not hand.is_over():
        seat = hand.turn
        hand.apply(players[seat].choose(hand.observation(seat), hand.legal_actions()))
    return hand.result().winner == CALLER_SIDE, hand.points[CALLER_SIDE] - hand.target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--game", default="biscambiggia-chiamata")
    parser.add_argument("--pairs", default="medium/hard,hard/hard,hard/medium",
                        help="attack/defence pairings, comma separated")
    args = parser.parse_args()
    pairs = [tuple(p.split("/")) for p in args.pairs.split(",")]
    rows: dict[tuple[str, ...], list[tuple[bool, int]]] = {p: [] for p in pairs}
    start = time.monotonic()
    hands = 0
    for i in range(args.deals):
        hand = contract(args.game, args.seed, i)
        if hand is None:
            continue
        hands += 1
        for p in pairs:
            rows[p].append(play(hand, p[0], p[1], args.seed, i))
    print(f"{args.game}, seed {args.seed}, {args.deals} deals, {hands} contracts "
          f"({time.monotonic() - start:.0f} s)")
    print("| caller's side / defenders | contracts made | margin over the bid, mean |")
    print("|---|---|---|")
    for p, got in rows.items():
        made = sum(1 for m, _ in got if m)
        margin = statistics.mean(d for _, d in got) if got else 0.0
        print(f"| {p[0]} / {p[1]} | {100 * made / max(1, len(got)):.1f}% ({made}/{len(got)}) "
              f"| {margin:+.1f} |")


if __name__ == "__main__":
    main()
