"""Cards as their docs/rules.md codes ("7H", "10S", "CH", "T21", "M") and the decks. A card
is a plain string: hashable, printable, and the same value in records, observations and
the AI. Each game's rank order and card points live in its package (games/*/cards.py)."""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from . import seeds
from .messages import SetupError, shown, template

NO_DECK = template("setup.no_deck", "no deck of {size} cards")
NOT_IN_DECK = template("setup.not_a_card", "{value} is not a card of this deck")

SUITS = ("H", "D", "C", "S")
RANKS_40 = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
RANKS_TAROT_SUIT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")
TAROTS = tuple(f"T{n}" for n in range(1, 22))
MATTO = "M"



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


SUIT = {c: suit_of(c) for c in deck_78()}      # suit_of as a table, for the hot loops


def shuffled(deck: Sequence[str], seed: int | str | None = None) -> list[str]:
    """A shuffled copy of `deck`; the same seed always gives the same order (no seed: a
    fresh one, engine/seeds.py)."""
    cards = list(deck)
    random.Random(seeds.fresh_seed(seeds.DEAL_BITS) if seed is None else seed).shuffle(cards)
    return cards


def parse_card(text: str, deck: Iterable[str]) -> str:
    """The card `text` names, if it is in `deck`; a SetupError (a ValueError) otherwise."""
    card = str(text).strip().upper()
    if card not in set(deck):
        raise SetupError(NOT_IN_DECK, value=shown(text))
    return card
