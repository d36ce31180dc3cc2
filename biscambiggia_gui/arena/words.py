"""The arena's counts in words: its lines are English, for the person running it."""
from __future__ import annotations

SINGULAR = {"deals": "deal", "finished deals": "finished deal", "seatings": "seating",
            "hands": "hand", "matches": "match", "games": "game", "auctions": "auction"}


def counted(n: int, words: str) -> str:
    """A count with its noun as English says it: "1 deal", "2 deals" (the arena's lines
    said "1 deals")."""
    return f"{n} {SINGULAR.get(words, words) if n == 1 else words}"
