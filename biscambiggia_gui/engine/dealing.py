"""Arranging a deck so that the deal gives chosen hands: for rule tests, puzzles and
fixtures. The inverse of the deal in docs/rules.md sections 2 and 5."""
from __future__ import annotations

from .cards import deck_for
from .registry import get_variant


def deal_positions(variant_id: str, dealer: int) -> list[int]:
    """For each position of the deck dealt to a hand, the seat that receives it."""
    v = get_variant(variant_id)
    return v.family.deal_positions(dealer, v.players, v.hand_size)


def deck_from_deal(variant_id: str, dealer: int, hands: dict[int, list[str]],
                   turned: str | None = None, talon: list[str] | None = None) -> list[str]:
    """A deck (top card first) whose deal gives each seat in `hands` those cards (in that
    order), turns `turned` as trump and puts `talon` on top of the talon; every card not
    named fills the remaining places in deck order."""
    v = get_variant(variant_id)
    full = deck_for(v.deck_size)
    named = [c for cards in hands.values() for c in cards] + ([turned] if turned else []) + list(talon or [])
    if len(set(named)) != len(named) or any(c not in full for c in named):
        raise ValueError("a card is named twice or is not in the deck")
    spare = iter([c for c in full if c not in set(named)])
    wanted = {seat: iter(cards) for seat, cards in hands.items()}
    placed: list[str | None] = []
    for seat in deal_positions(variant_id, dealer):
        placed.append(next(wanted[seat], None) if seat in wanted else None)
    deck = [c if c is not None else next(spare) for c in placed]
    if v.family.hand_class.TURNED_TRUMP:
        deck.append(turned or next(spare))
    deck.extend(talon or [])
    deck.extend(spare)
    return deck
