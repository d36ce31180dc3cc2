"""How each level bids in the five-player games: on seeded deals, five players of one level
hold the auction and the call; the cards are then played by Medium at every seat (the same
card play for every level, so the figures compare the bids, not the play). A benchmark,
not a test: it prints its figures (docs/benchmarks.md).

    python bench/chiamata_bids.py --deals 200 --seed 1127 [--levels easy,medium,hard]
                                  [--games briscola-chiamata,biscambiggia-chiamata]

Per game and level: the share of words that are bids (the rest passes), of deals everyone
passed, of contracts made by the caller's side; the calls of a card of the caller's own
hand (alone); the winning bids (Briscola chiamata: the rank reached, or "2 at N"; both:
the points pledged, and how often a contract of 90 or more was made); and the strong
hands passed: a seat holding 40 card points or more (of 120) that passed at its first word
with a bid open to it.
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


def one_deal(game: str, level: str, seed: int, index: int) -> dict:
    variant = get_variant(game)
    deck = deck_for(40)
    random.Random(f"chiamata-bids:{game}:{seed}:{index}").shuffle(deck)
    hand = new_hand(game, None, deck, index % 5)
    values = variant.family.card_values({})
    points = [sum(values[c] for c in held) for held in hand.hands]
    bidders = [make_player(level, seed=f"{seed}:{index}:{s}") for s in range(5)]
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
               caller_points=points[hand.caller])
    while not hand.is_over():
        seat = hand.turn
        hand.apply(players[seat].choose(hand.observation(seat), hand.legal_actions()))
    out["made"] = hand.result().winner == CALLER_SIDE
    return out


def summary(game: str, level: str, rows: list[dict]) -> str:
    words = sum((r["words"] for r in rows), Counter())
    played = [r for r in rows if r["played"]]
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
    return (f"| {game} | {level} | {100 * words['bid'] / max(1, sum(words.values())):.0f}% "
            f"| {100 * (len(rows) - len(played)) / len(rows):.0f}% "
            f"| {100 * made / max(1, len(played)):.0f}% ({made}/{len(played)}) | {alone} "
            f"| {target} | {high_made}/{len(high)} | {top} | {strong_passed}/{strong} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1127)
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--games", default="briscola-chiamata,biscambiggia-chiamata")
    args = parser.parse_args()
    print("| game | level | words that are bids | deals all passed | contracts made "
          "| called alone | points pledged, mean | made at 90 or more | winning bids, most often "
          "| strong hands passed |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for game in args.games.split(","):
        for level in args.levels.split(","):
            start = time.monotonic()
            rows = [one_deal(game, level, args.seed, i) for i in range(args.deals)]
            print(summary(game, level, rows), f"<!-- {time.monotonic() - start:.0f} s -->",
                  flush=True)


if __name__ == "__main__":
    main()
