"""Where the table gets its pictures: a thin adapter over the deck renderer of `deck.py`
(the project's own SVG decks), in the terms the table uses.

    art = card_art("genoese")
    art.aspect                     height / width of a card
    art.pixmap("7H", 120, 2.0)     a QPixmap 120 logical pixels wide (code "back" = the back)
    art.icon("7H", 56, 1.5)        a QIcon of the card, sharp at 1x, 2x and the ratio given
    felt_brush(rect, 2.0)          the table cloth fitted to the table, at a pixel ratio

Widths are rounded to even device pixels, so a table that re-flows by a pixel or two
reuses the renderer's cached pixmaps instead of rendering new ones.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QIcon, QPixmap

from . import deck


class CardArt:
    """One deck style's pictures."""

    def __init__(self, style: str):
        self.style = style
        self._renderer = deck.renderer_for(style)
        self.aspect = float(deck.CARD_ASPECT)

    def pixmap(self, code: str, width: float, dpr: float = 1.0) -> QPixmap:
        device_width = max(8, int(round(width * dpr / 2)) * 2)
        return self._renderer.pixmap(code, max(8, int(round(device_width / dpr))), dpr)

    def icon(self, code: str, width: float, dpr: float = 1.0) -> QIcon:
        """The card as an icon `width` logical pixels wide, drawn at 1x, at 2x and at `dpr`
        (the widget's screen now): Qt takes the one of the screen the icon is painted on,
        also after the window moves to a monitor of another scale."""
        icon = QIcon()
        for ratio in sorted({1.0, 2.0, float(dpr)}):
            icon.addPixmap(self.pixmap(code, width, ratio))
        return icon


_ARTS: dict[str, CardArt] = {}


def card_art(style: str) -> CardArt:
    art = _ARTS.get(style)
    if art is None:
        art = _ARTS[style] = CardArt(style)
    return art


def felt_brush(rect: QRectF, dpr: float = 1.0) -> QBrush:
    """The table cloth for a table of `rect`'s size, drawn at the device pixel ratio `dpr`
    (cached by the deck module)."""
    return deck.felt_brush(rect, dpr)
