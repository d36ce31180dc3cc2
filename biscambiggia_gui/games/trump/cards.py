"""Biscambiggia's and Briscola's rank orders (high to low) and card points (docs/rules.md
section 2): the ace and the "ten" (the 7 in Biscambiggia, the 3 in Briscola) are worth 11
and 10, the king 4, the queen (the Italian deck's cavallo) 3, the jack (the fante) 2."""
from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import SUITS, deck_40, rank_of

ORDER_BISCAMBIGGIA = ("A", "7", "K", "Q", "J", "6", "5", "4", "3", "2")
ORDER_BRISCOLA = ("A", "3", "K", "Q", "J", "7", "6", "5", "4", "2")
POINTS_BY_RANK = {"A": 11, "K": 4, "Q": 3, "J": 2}


def strength_table(order: Sequence[str]) -> dict[str, int]:
    return {r + s: len(order) - i for s in SUITS for i, r in enumerate(order)}


def points_table(ten: str) -> dict[str, int]:
    table = {}
    for card in deck_40():
        rank = rank_of(card)
        table[card] = 10 if rank == ten else POINTS_BY_RANK.get(rank, 0)
    return table


STRENGTH_BISCAMBIGGIA = strength_table(ORDER_BISCAMBIGGIA)
STRENGTH_BRISCOLA = strength_table(ORDER_BRISCOLA)
POINTS_BISCAMBIGGIA = points_table("7")
POINTS_BRISCOLA = points_table("3")
