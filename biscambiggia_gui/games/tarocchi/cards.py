"""Tarocchi a pizzico's rank order and card points (docs/rules.md section 5)."""
from __future__ import annotations

from collections.abc import Iterable

from ...engine.cards import MATTO, RANKS_TAROT_SUIT, SUITS


def tarot_strength(new_rules: bool = False) -> dict[str, int]:
    """Suit cards A..K ascending 1..14; tarots 101..121 (T20 above T21 under the new rules);
    the matto 0 (it never wins)."""
    table = {r + s: i + 1 for s in SUITS for i, r in enumerate(RANKS_TAROT_SUIT)}
    for n in range(1, 22):
        table[f"T{n}"] = 100 + n
    if new_rules:
        table["T20"] = 122
    table[MATTO] = 0
    return table


def tarot_honours(new_rules: bool = False) -> dict[str, int]:
    """Card points that count on their own: T1, T20 (T21 under the new rules), M, each K 4;
    each Q 3; each C 2; each J 1."""
    honours = {"T1": 4, ("T21" if new_rules else "T20"): 4, MATTO: 4}
    for s in SUITS:
        honours.update({"K" + s: 4, "Q" + s: 3, "C" + s: 2, "J" + s: 1})
    return honours


def count_by_threes(n: int) -> int:
    """The points of `n` captured cards counted by threes: 1 point per 3 cards, a remainder
    of 2 counts one more, of 1 is dropped (the rule in one place for the Python code; the compiled core has its own
    twin, core_tarot.h's t_count_points, which the differential tests hold to the state's
    scores)."""
    whole, rest = divmod(n, 3)
    return whole + (1 if rest == 2 else 0)


def tarot_card_points(cards: Iterable[str], new_rules: bool = False) -> int:
    """The cards counted by threes, plus the honours."""
    cards = list(cards)
    honours = tarot_honours(new_rules)
    return count_by_threes(len(cards)) + sum(honours.get(c, 0) for c in cards)
