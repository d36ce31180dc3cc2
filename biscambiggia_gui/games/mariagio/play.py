"""Mariagio's heuristics beside the trump games' (games/trump/play.py): declarations are
taken at once (free points or a better trump), and the halves of a marriage still to
declare are kept in hand."""
from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from ..trump.play import rollout_card

_MARRIAGE_HALVES = tuple((s, "K" + s, "Q" + s) for s in "HDCS")


def keep_marriages(legal: list[str], hand: Sequence[str], declared: Collection[str]) -> list[str]:
    """The legal cards without the halves of a marriage still to declare (K and Q of a suit
    both in hand), unless nothing else may be played."""
    keep = None
    for suit, king, queen in _MARRIAGE_HALVES:
        if suit not in declared and king in hand and queen in hand:
            if keep is None:
                keep = set()
            keep.add(king)
            keep.add(queen)
    if keep is None:
        return legal
    rest = [c for c in legal if c not in keep]
    return rest or legal


def best_declaration(decl: Sequence[str], trump: str) -> str:
    """Marriage in trumps, then any marriage, then the exchange: all are free points or a
    better trump, so a player always takes them."""
    for a in decl:
        if a == "marriage:" + trump:
            return a
    for a in decl:
        if a.startswith("marriage:"):
            return a
    return decl[0]


def rollout_action(state: Any) -> str:
    """The roll-out choice in a whole world: a declaration first, then the trump games'
    card with the halves of a marriage still to declare kept in hand."""
    legal = state.legal_actions()
    decl = [a for a in legal if ":" in a]
    if decl:
        return best_declaration(decl, state.trump)
    cards = keep_marriages(legal, state.hands[state.turn], state.declared_suits)
    return rollout_card(state, cards)
