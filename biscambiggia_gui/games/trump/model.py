"""The learnt model of a player of Biscambiggia and Briscola for two: each card of a hand
scores the sum of its features' weights, and the probability that the player plays a card
is the softmax of the scores over the hand. Hard's inference weighs each sampled world by
the probability of the opponent's past plays under it (HardBudget.trump_model): the
compiled core computes it (ai/core_trump.h's model_score and likelihood); this is its twin
on plain data, which tests/ai/test_inference.py checks it against. The weights
(model_weights.py) were fitted to hard-2026's own choices in self-play
(bench/opponent_model.py; docs/ai.md says how).

A card's features:
- its class: its points (none, 2, 3, 4, 10 or 11) and whether it is a trump (12 classes);
- the phase: the cards left in the talon (20 or more, 8 or more, fewer);
- when it leads: class x phase; whether it is its suit's only card in the hand (plain or
  trump); for a trump, how many trumps the hand holds (1, 2, 3 or more); whether it is the
  lowest of two or more of its suit;
- when it answers: class x the led card's class x whether it takes the trick; class x
  phase x whether it takes the trick.
"""
from __future__ import annotations

import math
import struct
from collections.abc import Mapping, Sequence

from ...engine.cards import SUIT
from .model_weights import WEIGHTS

LEAD = 12 * 3 + 2 + 3 + 1
SIZE = LEAD + 12 * 12 * 2 + 12 * 3 * 2
MODEL = struct.pack(f"<{SIZE}d", *WEIGHTS)         # the core's argument
_TYPE = {0: 0, 2: 1, 3: 2, 4: 3, 10: 4, 11: 5}


def card_class(card: str, trump: str | None, value: Mapping[str, int]) -> int:
    return _TYPE.get(value[card], 0) + 6 * (SUIT[card] == trump)


def phase(talon_left: int) -> int:
    return 0 if talon_left >= 20 else (1 if talon_left >= 8 else 2)


def features(card: str, hand: Sequence[str], trick: Sequence[str], talon_left: int,
             trump: str | None, strength: Mapping[str, int], value: Mapping[str, int]
             ) -> list[int]:
    """The indices of `card`'s features (their weights are summed in this order)."""
    k, ph, suit = card_class(card, trump, value), phase(talon_left), SUIT[card]
    if not trick:
        same = [c for c in hand if SUIT[c] == suit]
        out = [k * 3 + ph]
        if len(same) == 1:
            out.append(36 + (suit == trump))
        if suit == trump:
            out.append(38 + min(len(same), 3) - 1)
        if len(same) > 1 and all(strength[c] >= strength[card] for c in same):
            out.append(41)
        return out
    led = trick[0]
    wins = int(strength[card] > strength[led] if SUIT[card] == SUIT[led] else suit == trump)
    return [LEAD + (k * 12 + card_class(led, trump, value)) * 2 + wins,
            LEAD + 288 + (k * 3 + ph) * 2 + wins]


def probability(card: str, hand: Sequence[str], trick: Sequence[str], talon_left: int,
                trump: str | None, strength: Mapping[str, int], value: Mapping[str, int],
                weights: Sequence[float] = WEIGHTS) -> float:
    """The model's probability that a player holding `hand` plays `card` (of `hand`) to
    `trick` with `talon_left` cards left in the talon."""
    scores = []
    for c in hand:
        score = 0.0
        for f in features(c, hand, trick, talon_left, trump, strength, value):
            score += weights[f]
        scores.append(score)
    top = max(scores)
    total = sum(math.exp(x - top) for x in scores)
    return math.exp(scores[list(hand).index(card)] - top) / total
