"""Counting in one's head: every side's running points from what a seat has seen (the
history of its observation), for an observation made with "count for me" off
(`HandState.observation(seat, count=False)`, docs/rules.md section 7, "The piles").

A player who remembers every trick knows the points without looking at the piles; the
computer players do exactly that (`with_points`), so switching the count off changes
nothing in what they know or choose."""
from __future__ import annotations

from .cards import SUITS, tarot_card_points
from .variants import get_variant
from .worlds import replay_captures


def counted_points(obs: dict) -> list[int]:
    """The running points per side (as `HandState.running_points()`), from `obs["history"]`
    and the observation's public facts alone."""
    variant = get_variant(obs["variant"])
    options = obs.get("options") or {}
    piles = replay_captures(obs)
    points = [0] * variant.sides
    trick: list[str] = []
    tricks = 0
    for e in obs["history"]:
        kind = e["event"]
        if kind == "declare":
            points[variant.side_of(e["seat"])] += e.get("points", 0)
        elif kind == "play":
            trick.append(e["card"])
        elif kind == "trick":
            tricks += 1
            winner = variant.side_of(e["seat"])
            if variant.family.marriages and options.get("captured_marriage"):
                for suit in SUITS:
                    if "K" + suit in trick and "Q" + suit in trick:
                        points[winner] += 40 if suit == obs.get("trump_suit") else 20
            bagatto = variant.family.bagatto_ultimo
            if bagatto and tricks == obs.get("total_tricks") and "T1" in trick:
                points[winner] += bagatto
            last_winner, trick = winner, []
    value = variant.family.card_values(options)
    if value is None:                       # Tarocchi: a pile counts by threes (cards.py)
        new_rules = bool(options.get("new_rules"))
        return [p + tarot_card_points(pile, new_rules) for p, pile in zip(points, piles)]
    if variant.family.last_trick_bonus and obs.get("current") == -1 and tricks:
        points[last_winner] += variant.family.last_trick_bonus
    return [p + sum(value[c] for c in pile) for p, pile in zip(points, piles)]


def with_points(obs: dict) -> dict:
    """`obs` with "points" counted from its history when the count was off; as it is else."""
    if "points" in obs:
        return obs
    out = dict(obs)
    out["points"] = counted_points(obs)
    return out
