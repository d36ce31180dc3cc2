"""A diagnostic, not a player: what the roll-outs' open partner does to Hard's bid odds in
the five-player games. Hard weighs a bid on sampled deals played out by the roll-out
policy (games/chiamata/play.py `contract_odds`), where every seat plays as if it knew
which side each other seat is on from the first trick. At the table only the partner
knows that until the called card is played (rules.py `known_sides`). Here the same deals
are played out twice: as Hard does, and with each seat seeing only what `known_sides`
shows it until the called card falls.

    python bench/chiamata_rollout_sides.py --deals 300 --seed 1127
                                            [--games briscola-chiamata,biscambiggia-chiamata]

Per game: the opening seat's share of sampled deals (40 a bid, as Hard) in which its
lowest weighed bid is made, both ways, and their paired difference with a 95% interval.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from contextlib import contextmanager
from typing import Any, Iterator

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.engine import deck_for, get_variant, new_hand  # noqa: E402
from biscambiggia_gui.games.chiamata import play as chiamata_play  # noqa: E402
from biscambiggia_gui.games.trump import playout  # noqa: E402

WORLDS = 40                 # Hard's sampled deals a bid (ai/hard.py's budget)


@contextmanager
def partner_hidden() -> Iterator[None]:
    """While open: `playout.playout` gives each seat, until the called card is played, the
    sides `known_sides` shows it (only the partner, and a caller alone, know them all)."""
    plain_playout, plain_card = playout.playout, playout.policy_card

    def hidden_playout(state: Any) -> list[int]:
        views = [state.known_sides(s) for s in range(state.n)]
        hidden = [None if state.revealed else state.called]

        def card(legal, trick, leader, seat, n, sides, *rest):   # every card played
            chosen = plain_card(legal, trick, leader, seat, n,
                                sides if hidden[0] is None else views[seat], *rest)
            if chosen == hidden[0]:
                hidden[0] = None
            return chosen

        playout.policy_card = card
        try:
            return plain_playout(state)
        finally:
            playout.policy_card = plain_card

    playout.playout = hidden_playout
    try:
        yield
    finally:
        playout.playout = plain_playout


def opening_odds(game: str, seed: int, index: int) -> tuple[float, float] | None:
    """The opening seat's odds of its lowest weighed bid, partner open and hidden, on the
    same sampled deals (None: no bid weighed)."""
    deck = deck_for(40)
    random.Random(f"rollout-sides:{game}:{seed}:{index}").shuffle(deck)
    hand = new_hand(game, None, deck, index % 5)
    obs, legal = hand.observation(hand.turn), hand.legal_actions()
    bids = chiamata_play.weighed_bids(obs, legal)
    if not bids:
        return None
    stream = f"rollout-sides:{seed}:{index}"
    open_odds = chiamata_play.bid_odds(obs, bids[0], WORLDS, random.Random(stream))
    with partner_hidden():
        hidden_odds = chiamata_play.bid_odds(obs, bids[0], WORLDS, random.Random(stream))
    return open_odds, hidden_odds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1127)
    parser.add_argument("--games", default="briscola-chiamata,biscambiggia-chiamata")
    args = parser.parse_args()
    for game in args.games.split(","):
        get_variant(game)
        pairs = [p for i in range(args.deals) if (p := opening_odds(game, args.seed, i))]
        diffs = [h - o for o, h in pairs]
        half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
        mean = statistics.fmean(diffs)
        print(f"{game}: {len(pairs)} opening seats (seed {args.seed}), odds of the lowest bid "
              f"on {WORLDS} deals: partner open {statistics.fmean(o for o, _ in pairs):.3f}, "
              f"hidden {statistics.fmean(h for _, h in pairs):.3f}; hidden - open "
              f"{mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}]")


if __name__ == "__main__":
    main()
