"""Cards as their docs/rules.md codes ("7H", "10S", "CH", "T21", "M"), the decks, and the
per-game rank orders and card points. A card is a plain string: hashable, printable, and
the same value in records, observations and the AI."""
from __future__ import annotations

import random
from typing import Iterable, Sequence

from .messages import SetupError, template

NO_DECK = template("setup.no_deck", "no deck of {size} cards")
NOT_IN_DECK = template("setup.not_a_card", "{value} is not a card of this deck")

SUITS = ("H", "D", "C", "S")
RANKS_40 = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
RANKS_TAROT_SUIT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")
TAROTS = tuple(f"T{n}" for n in range(1, 22))
MATTO = "M"

SUIT_NAMES_GENOESE = {"H": "cuori", "D": "quadri", "C": "fiori", "S": "picche"}
SUIT_NAMES_ITALIAN = {"H": "coppe", "D": "denari", "C": "bastoni", "S": "spade"}


def suit_of(card: str) -> str:
    """The suit letter of a suit card; "T" for a tarot and "M" for the matto."""
    if card == MATTO:
        return "M"
    if card[0] == "T" and len(card) > 1 and card[1:].isdigit():
        return "T"
    return card[-1]


def rank_of(card: str) -> str:
    if card == MATTO:
        return "M"
    if suit_of(card) == "T":
        return card[1:]
    return card[:-1]


def is_tarot(card: str) -> bool:
    return suit_of(card) == "T"


def deck_40() -> list[str]:
    return [r + s for s in SUITS for r in RANKS_40]


def deck_78() -> list[str]:
    return [r + s for s in SUITS for r in RANKS_TAROT_SUIT] + list(TAROTS) + [MATTO]


def deck_for(size: int) -> list[str]:
    """The 40-card deck with the removals docs/rules.md names: 39 without 2S, 36 without the 2s;
    78 is the tarot deck."""
    if size == 78:
        return deck_78()
    deck = deck_40()
    if size == 40:
        return deck
    if size == 39:
        return [c for c in deck if c != "2S"]
    if size == 36:
        return [c for c in deck if rank_of(c) != "2"]
    raise SetupError(NO_DECK, size=size)


def shuffled(deck: Sequence[str], seed=None) -> list[str]:
    """A shuffled copy of `deck`; the same seed always gives the same order."""
    cards = list(deck)
    random.Random(seed).shuffle(cards)
    return cards


# --- trump games: rank orders (high to low) and points -----------------------------
ORDER_BISCAMBIGGIA = ("A", "7", "K", "Q", "J", "6", "5", "4", "3", "2")
ORDER_BRISCOLA = ("A", "3", "K", "Q", "J", "7", "6", "5", "4", "2")
POINTS_BY_RANK = {"A": 11, "K": 4, "Q": 3, "J": 2}
TEN_RANK = {"biscambiggia": "7", "briscola": "3"}


def _strength_table(order: Sequence[str]) -> dict[str, int]:
    return {r + s: len(order) - i for s in SUITS for i, r in enumerate(order)}


def _points_table(ten: str) -> dict[str, int]:
    table = {}
    for card in deck_40():
        rank = rank_of(card)
        table[card] = 10 if rank == ten else POINTS_BY_RANK.get(rank, 0)
    return table


STRENGTH = {
    "biscambiggia": _strength_table(ORDER_BISCAMBIGGIA),
    "briscola": _strength_table(ORDER_BRISCOLA),
}
POINTS = {family: _points_table(ten) for family, ten in TEN_RANK.items()}
SUIT = {c: suit_of(c) for c in deck_78()}


# --- tarocchi ------------------------------------------------------------------------
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


def tarot_card_points(cards: Iterable[str], new_rules: bool = False) -> int:
    """1 point per 3 captured cards (a remainder of 2 counts one more, of 1 is dropped),
    plus the honours."""
    cards = list(cards)
    whole, rest = divmod(len(cards), 3)
    honours = tarot_honours(new_rules)
    return whole + (1 if rest == 2 else 0) + sum(honours.get(c, 0) for c in cards)


def parse_card(text: str, deck: Iterable[str]) -> str:
    """The card `text` names, if it is in `deck`; a SetupError (a ValueError) otherwise."""
    card = str(text).strip().upper()
    if card not in set(deck):
        raise SetupError(NOT_IN_DECK, value=repr(text))
    return card
