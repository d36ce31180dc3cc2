"""The "Cards played" box beside the table: for each suit, the cards already played in this
hand, in the game's rank order (strongest first), with how many of the suit are gone; the
trump suit is marked. Everything in it is public (every card played was seen by all), so
it is the memory a good player keeps; the settings can hide it for a challenge."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout

from functools import lru_cache

from ..engine.cards import SUITS, deck_for, rank_of, suit_of
from ..engine.registry import default_variant
from .messages import word
from .text import SUIT_SYMBOL, rank_index, suit_word, tr

RED = {"H", "D"}


def rank_order(variant) -> tuple[str, ...]:
    """The ranks of a plain suit, strongest first, as the variant's family ranks them."""
    strength = variant.family.strength({})
    cards = [c for c in deck_for(variant.deck_size) if suit_of(c) == "H"]
    return tuple(rank_of(c) for c in sorted(cards, key=lambda c: -strength[c]))


@lru_cache(maxsize=None)
def _sizes(deck_size: int) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for code in deck_for(deck_size):
        sizes[suit_of(code)] = sizes.get(suit_of(code), 0) + 1
    return sizes


def suit_size(variant, suit: str) -> int:
    """How many cards of `suit` the variant's deck holds ("T": the tarots and the matto)."""
    sizes = _sizes(variant.deck_size)
    return sizes.get(suit, 0) + (sizes.get("M", 0) if suit == "T" else 0)


def row_name(suit: str, deck: str) -> str:
    """A row's name in words, as a heading: each suit's word and the tarots' alike, with a
    capital ("Cups", "Coppe", "Tarots", "Tarocchi"; the tarots' row once read "Tarots"
    under lower-case "cups", "coins"...). The Genoese rows show the suit's sign instead;
    a screen reader hears these words for every row."""
    words = suit_word(suit, deck)
    return words[:1].upper() + words[1:]


class PlayedCards(QFrame):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("box")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        lay.setSpacing(4)
        self.title = QLabel(objectName="boxtitle")
        lay.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(1, 1)
        lay.addLayout(self.grid)
        self.rows: dict[str, tuple[QLabel, QLabel, QLabel]] = {}
        for r, suit in enumerate(SUITS + ("T",)):
            name, cards, count = QLabel(), QLabel(wordWrap=True), QLabel()
            name.setObjectName("playedsuit")
            cards.setObjectName("playedcards")
            count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(name, r, 0, Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(cards, r, 1)
            self.grid.addWidget(count, r, 2, Qt.AlignmentFlag.AlignTop)
            self.rows[suit] = (name, cards, count)
        self.state = ([], "genoese", default_variant(), None)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(tr("Cards played"))
        self.setAccessibleName(tr("Cards played"))
        cards, deck, variant, trump = self.state
        self.set_cards(cards, deck, variant, trump, force=True)

    def set_cards(self, cards: list[str], deck: str, variant, trump: str | None,
                  force: bool = False) -> None:
        """`cards`: every card played so far in the hand of `variant` (engine/variants.py);
        `trump`: the trump suit, if any."""
        state = (list(cards), deck, variant, trump)
        if state == self.state and not force:
            return
        self.state = state
        order = {r: i for i, r in enumerate(rank_order(variant))}
        by_suit: dict[str, list[str]] = {s: [] for s in self.rows}
        for code in cards:
            suit = suit_of(code)
            by_suit["T" if suit in ("T", "M") else suit].append(code)
        spoken = []
        for suit, (name, shown, count) in self.rows.items():
            if not suit_size(variant, suit):               # no tarots in this deck
                for w in (name, shown, count):
                    w.hide()
                continue
            for w in (name, shown, count):
                w.show()
            played = by_suit[suit]
            if suit == "T":
                played.sort(key=lambda c: -1 if c == "M" else int(c[1:]))
                ranks = [("M" if c == "M" else c[1:]) for c in played]
                label, colour = row_name(suit, deck), "#e9e4d4"
            else:
                played.sort(key=lambda c: order.get(rank_of(c), 99))
                ranks = [rank_index(rank_of(c), deck) for c in played]   # as printed
                if deck == "genoese":                  # French suits: their signs, red and black
                    label = SUIT_SYMBOL[suit]
                    colour = "#ff8a80" if suit in RED else "#e9e4d4"
                else:                                  # Italian suits have no such signs
                    label, colour = row_name(suit, deck), "#e9e4d4"
            name.setStyleSheet(f"color: {colour}; font-weight: bold;")   # the tarots' row too
            if suit == trump:
                label += " \u2605"
            name.setText(label)
            shown.setText(" ".join(ranks) if ranks else "\u2013")
            size = suit_size(variant, suit)
            count.setText(f"{len(played)}/{size}")
            words = row_name(suit, deck)
            none = tr("none")                          # (lupdate skips f-strings)
            spoken.append(f"{words}: {', '.join(ranks) if ranks else none}")
        self.setAccessibleDescription("; ".join(spoken))
        self.setToolTip(word(variant.family, "played_tip", n=len(cards)))
