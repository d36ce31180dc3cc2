"""A diagnostic, not a player: how much a model of hard-2026 tells about its hand in Briscola
a 2, the ground of any inference (docs/ai.md, "Inference"). hard-2026 plays both seats of
seeded hands; at each decision of seat 1 while the talon lasts, the model's probability of
the card it played is taken under its real hand and under hands it might hold as seat 0
saw it then (the worlds Hard's search deals, each holding the card played), and the script
prints the mean log-likelihood ratio, real hand against those, in nats: what a world's
weight gains on average from one of the opponent's plays. Two models:

- a cheap search: hard-2026's own search with fewer worlds (--worlds), asked --votes times
  with other seeds, the share of votes for the card (smoothed by one vote spread over the
  legal cards): the opponent's own search as the model of its plays;
- the learnt model (games/trump/model.py), the one Hard's `trump_model` weighs by.

    python bench/opponent_info.py [--hands 20] [--seed 0] [--worlds 24] [--votes 8]
                                  [--alternatives 6]
"""
from __future__ import annotations

import argparse
import dataclasses
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.ai.hard import Hard, hard_2026  # noqa: E402
from biscambiggia_gui.ai.players import make_player, with_points  # noqa: E402
from biscambiggia_gui.engine import deck_for, new_hand  # noqa: E402
from biscambiggia_gui.engine.infostate import InfoState  # noqa: E402
from biscambiggia_gui.games.trump.model import probability  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--worlds", type=int, default=24)
    parser.add_argument("--votes", type=int, default=8)
    parser.add_argument("--alternatives", type=int, default=6)
    args = parser.parse_args()
    cheap = Hard(dataclasses.replace(hard_2026(time_limit=1e9), core_worlds=args.worlds))

    def searched(obs: dict, hand: list[str], card: str, tag: str) -> float:
        seen = dict(obs, hand=hand)
        votes = [cheap.choose(seen, hand, random.Random(f"{tag}:{k}"))[0]
                 for k in range(args.votes)]
        return (votes.count(card) + 1 / len(hand)) / (args.votes + 1)

    ratios: dict[str, list[float]] = {"cheap search": [], "learnt model": []}
    for h in range(args.hands):
        deck = deck_for(40)
        random.Random(f"opponent-info:{args.seed}:{h}").shuffle(deck)
        state = new_hand("briscola-2", None, deck, h % 2)
        players = [make_player("hard-2026", seed=f"opponent-info:{args.seed}:{h}:{s}")
                   for s in range(2)]
        while not state.is_over():
            seat, legal = state.turn, state.legal_actions()
            card = players[seat].choose(state.observation(seat), legal)
            if seat == 1 and len(legal) > 1 and state.talon_size() > 0:
                obs = with_points(state.observation(1))
                trick = [c for _, c in obs["trick"]]
                view = InfoState(with_points(state.observation(0)))
                rng = random.Random(f"opponent-info:{args.seed}:{h}:{len(state.actions)}")
                others = []
                for _ in range(args.alternatives):
                    held = list(view.sample(rng)[0][1])
                    if card not in held:          # the hands it may hold, given its card
                        held[rng.randrange(len(held))] = card
                    others.append(sorted(held))

                def learnt(hand: list[str]) -> float:
                    return probability(card, hand, trick, state.talon_size(), state.trump,
                                       state.strength, state.card_value)
                tag = f"{args.seed}:{h}:{len(state.actions)}"
                real = sorted(obs["hand"])
                for name, model in (("cheap search", lambda hand, t: searched(obs, hand, card, t)),
                                    ("learnt model", lambda hand, t: learnt(hand))):
                    mean = sum(model(o, f"{tag}:{i}") for i, o in enumerate(others)) / len(others)
                    ratios[name].append(math.log(model(real, f"{tag}:real") / mean))
            state.apply(card)
    n = len(ratios["learnt model"])
    print(f"briscola-2: {args.hands} hands of hard-2026 (seed {args.seed}), {n} of its plays "
          f"with the talon, {args.alternatives} hands it might hold each")
    for name, values in ratios.items():
        likelier = sum(v > 0 for v in values)
        print(f"  {name}: mean log-likelihood ratio {sum(values) / n:+.3f} nats; the real hand "
              f"likelier in {100 * likelier / n:.0f}%")


if __name__ == "__main__":
    main()
