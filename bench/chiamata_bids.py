"""How each level bids in the five-player games: on seeded deals, five players of one level
hold the auction and the call; the cards are then played by Medium at every seat (the same
card play for every level, so the figures compare the bids, not the play). A benchmark,
not a test: it prints its figures (docs/benchmarks.md).

    python bench/chiamata_bids.py --deals 200 --seed 1127 [--levels easy,medium,hard]
                                  [--games briscola-chiamata,biscambiggia-chiamata]

Per game and level: the share of words that are bids (the rest passes), of deals everyone
passed, of contracts made by the caller's side; the calls of a card of the caller's own
hand (alone); the winning bids (Briscola chiamata: the rank reached, or "2 at N"; both:
the points pledged, how often a contract of 90 or more was made, and how often the
contracts were made by the points pledged, in bands of ten); and the strong
hands passed: a seat holding 40 card points or more (of 120) that passed at its first word
with a bid open to it.

With --against LEVEL, two seats of each level measured bid against three of LEVEL (a table
that bids up, as a person may), and the contracts counted are those the two seats won.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.ai import make_player  # noqa: E402
from biscambiggia_gui.engine import deck_for, get_variant, new_hand  # noqa: E402
from biscambiggia_gui.games.chiamata.rules import CALLER_SIDE  # noqa: E402

STRONG = 40
HIGH = 90                   # a contract of this many points or more: how often it is made
BANDS = ((61, 70), (71, 80), (81, 90), (91, 120))   # the winning bids, by level: how often made


TESTED = (0, 2)             # with --against: the seats of the level measured, the rest the other


def one_deal(game: str, level: str, seed: int, index: int, against: str = "") -> dict:
    variant = get_variant(game)
    deck = deck_for(40)
    random.Random(f"chiamata-bids:{game}:{seed}:{index}").shuffle(deck)
    hand = new_hand(game, None, deck, index % 5)
    values = variant.family.card_values({})
    points = [sum(values[c] for c in held) for held in hand.hands]
    bidders = [make_player(level if not against or s in TESTED else against,
                           seed=f"{seed}:{index}:{s}") for s in range(5)]
    players = [make_player("medium", seed=f"{seed}:{index}:{s}") for s in range(5)]
    words, first_word = Counter(), {}
    while hand.phase in ("auction", "trump", "call"):
        seat, legal = hand.turn, hand.legal_actions()
        action = bidders[seat].choose(hand.observation(seat), legal)
        if hand.phase == "auction":
            words["pass" if action == "pass" else "bid"] += 1
            first_word.setdefault(seat, action)
        hand.apply(action)
    strong_passed = sum(1 for s, a in first_word.items() if a == "pass" and points[s] >= STRONG)
    strong = sum(1 for s in first_word if points[s] >= STRONG)
    out = {"words": words, "strong": strong, "strong_passed": strong_passed,
           "played": hand.played, "caller_points": None}
    if not hand.played:
        return out
    out.update(bid=hand.high[1], target=hand.target, alone=hand.alone(),
               caller_points=points[hand.caller], mine=not against or hand.caller in TESTED)
    while not hand.is_over():
        seat = hand.turn
        hand.apply(players[seat].choose(hand.observation(seat), hand.legal_actions()))
    out["made"] = hand.result().winner == CALLER_SIDE
    return out


def summary(game: str, level: str, rows: list[dict]) -> str:
    words = sum((r["words"] for r in rows), Counter())
    played = [r for r in rows if r["played"] and r["mine"]]     # the auctions it won
    made = sum(1 for r in played if r["made"])
    alone = sum(1 for r in played if r["alone"])
    strong = sum(r["strong"] for r in rows)
    strong_passed = sum(r["strong_passed"] for r in rows)
    bids = Counter(r["bid"] for r in played)
    targets = [r["target"] for r in played]
    top = ", ".join(f"{b} x{n}" for b, n in bids.most_common(4))
    high = [r for r in played if r["target"] >= HIGH]
    high_made = sum(1 for r in high if r["made"])
    target = f"{statistics.mean(targets):.1f} (max {max(targets)})" if targets else "-"
    by_band = []
    for low, high_end in BANDS:
        band = [r for r in played if low <= r["target"] <= high_end]
        by_band.append(f"{sum(1 for r in band if r['made'])}/{len(band)}")
    return (f"| {game} | {level} | {100 * words['bid'] / max(1, sum(words.values())):.0f}% "
            f"| {100 * sum(1 for r in rows if not r['played']) / len(rows):.0f}% "
            f"| {100 * made / max(1, len(played)):.0f}% ({made}/{len(played)}) | {alone} "
            f"| {target} | {high_made}/{len(high)} | {' '.join(by_band)} | {top} "
            f"| {strong_passed}/{strong} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1127)
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--games", default="briscola-chiamata,biscambiggia-chiamata")
    parser.add_argument("--against", default="", help="the level bidding at seats 1, 3 and 4 "
                        "(the measured one at seats 0 and 2); the contracts counted are those "
                        "the measured seats won")
    args = parser.parse_args()
    print("| game | level | words that are bids | deals all passed | contracts made "
          "| called alone | points pledged, mean | made at 90 or more "
          "| made by bid: 61-70, 71-80, 81-90, 91+ | winning bids, most often "
          "| strong hands passed |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for game in args.games.split(","):
        for level in args.levels.split(","):
            start = time.monotonic()
            rows = [one_deal(game, level, args.seed, i, args.against) for i in range(args.deals)]
            print(summary(game, level, rows), f"<!-- {time.monotonic() - start:.0f} s -->",
                  flush=True)


if __name__ == "__main__":
    main()
