"""Where the table gets its pictures: the deck renderer of `deck.py` (drawn by the art side
of the project) when it is importable, else plain painted faces so the table still plays.

    art = card_art("genoese")
    art.aspect                     height / width of a card
    art.pixmap("7H", 120, 2.0)     a QPixmap 120 logical pixels wide (code "back" = the back)
    felt_brush()                   the table cloth

Pixmaps are cached per (code, device width) here as well, so a renderer without its own
cache costs one render per size.
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath,
                           QPen, QPixmap, QRadialGradient)

log = logging.getLogger(__name__)

SUIT_SYMBOLS = {"H": "\u2665", "D": "\u2666", "C": "\u2663", "S": "\u2660"}
RED_SUITS = ("H", "D")
DEFAULT_ASPECT = {"genoese": 1.55, "italian": 1.7, "tarot": 1.8}

try:                                               # the art engineer's module, when present
    from . import deck as _deck                    # type: ignore[attr-defined]
except Exception:                                  # pragma: no cover - depends on the checkout
    _deck = None


def deck_module():
    return _deck


def style_names() -> tuple[str, ...]:
    if _deck is not None and hasattr(_deck, "DECK_STYLES"):
        return tuple(_deck.DECK_STYLES)
    return ("genoese", "italian", "tarot")


class CardArt:
    """One deck style's pictures, cached by (code, pixel width)."""

    def __init__(self, style: str):
        self.style = style
        self._renderer = None
        if _deck is not None:
            try:
                self._renderer = _deck.renderer_for(style)
                path = getattr(self._renderer, "path", None)
                if callable(path) and not path("back").is_file():
                    log.warning("the %s deck's pictures are not built (%s); plain faces instead",
                                style, path("back").parent)
                    self._renderer = None
            except Exception as exc:               # a missing SVG must not stop the game
                log.warning("deck style %s unavailable (%s); using plain faces", style, exc)
        self.aspect = self._aspect()
        self._cache: dict[tuple[str, int], QPixmap] = {}
        self._missing: set[str] = set()          # codes the renderer could not draw

    def _aspect(self) -> float:
        if _deck is not None:
            aspect = getattr(_deck, "CARD_ASPECT", None)
            if isinstance(aspect, dict):
                aspect = aspect.get(self.style)
            if isinstance(aspect, (int, float)) and aspect > 0:
                return float(aspect)
            renderer_aspect = getattr(self._renderer, "aspect", None)
            if isinstance(renderer_aspect, (int, float)) and renderer_aspect > 0:
                return float(renderer_aspect)
        return DEFAULT_ASPECT.get(self.style, 1.6)

    def pixmap(self, code: str, width: float, dpr: float = 1.0) -> QPixmap:
        device_width = max(8, int(round(width * dpr / 2)) * 2)   # even widths: fewer sizes
        key = (code, device_width)
        pix = self._cache.get(key)
        if pix is None:
            pix = None
            if self._renderer is not None and code not in self._missing:
                try:
                    pix = self._renderer.pixmap(code, max(8, int(round(device_width / dpr))), dpr)
                except Exception as exc:           # a missing SVG: plain faces instead
                    if not self._missing:
                        log.warning("cannot render the %s deck (%s); plain faces instead",
                                    self.style, exc)
                    self._missing.add(code)
            if pix is None or pix.isNull():
                pix = plain_face(code, device_width, int(round(device_width * self.aspect)),
                                 self.style)
                pix.setDevicePixelRatio(dpr)
            if len(self._cache) > 600:
                self._cache.clear()
            self._cache[key] = pix
        return pix


_ARTS: dict[str, CardArt] = {}


def card_art(style: str) -> CardArt:
    art = _ARTS.get(style)
    if art is None:
        art = _ARTS[style] = CardArt(style)
    return art


_FELT: dict[tuple[int, int], QBrush] = {}


def felt_brush(rect: QRectF) -> QBrush:
    """The table cloth for a table of `rect`'s size: the art module's felt if it offers one
    (a function felt_brush/felt_pixmap), else assets/table/felt.svg, else a green gradient."""
    key = (int(rect.width()), int(rect.height()))
    brush = _FELT.get(key)
    if brush is None:
        brush = _felt_from_art(rect) or _felt_from_svg(rect) or _felt_gradient(rect)
        if len(_FELT) > 8:
            _FELT.clear()
        _FELT[key] = brush
    return brush


def _felt_from_art(rect: QRectF) -> QBrush | None:
    from ...paths import asset
    if _deck is None or not asset("table", "felt.svg").is_file():
        return None
    for name in ("felt_brush", "felt_pixmap", "table_brush"):
        fn = getattr(_deck, name, None)
        if not callable(fn):
            continue
        try:
            made = fn(rect) if name == "felt_brush" else (
                fn(int(rect.width()), int(rect.height())) if name == "felt_pixmap" else fn())
        except Exception:                          # pragma: no cover - art side
            continue
        if isinstance(made, QBrush):
            return made
        if isinstance(made, QPixmap) and not made.isNull():
            return QBrush(made)
    return None


def _felt_from_svg(rect: QRectF) -> QBrush | None:
    from ...paths import asset
    path = asset("table", "felt.svg")
    if not path.is_file() or rect.width() < 2 or rect.height() < 2:
        return None
    from PySide6.QtSvg import QSvgRenderer
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        return None
    pix = QPixmap(int(rect.width()), int(rect.height()))
    pix.fill(QColor("#1f6038"))
    painter = QPainter(pix)
    renderer.render(painter, QRectF(0, 0, rect.width(), rect.height()))
    painter.end()
    return QBrush(pix)


def _felt_gradient(rect: QRectF) -> QBrush:
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.75)
    grad.setColorAt(0.0, QColor("#2f7d4a"))
    grad.setColorAt(0.65, QColor("#1f6038"))
    grad.setColorAt(1.0, QColor("#123d24"))
    return QBrush(grad)


# --- plain faces: used only while the real deck art is missing ---------------------------
def _label(code: str, style: str) -> tuple[str, str, QColor]:
    if code == "M":
        return "M", "\u2606", QColor("#5b2c83")
    if code.startswith("T") and code[1:].isdigit():
        return code[1:], "\u2605", QColor("#1d3f7a")
    rank, suit = code[:-1], code[-1]
    color = QColor("#b3141c") if suit in RED_SUITS else QColor("#111111")
    return rank, SUIT_SYMBOLS.get(suit, suit), color


def plain_face(code: str, w: int, h: int, style: str) -> QPixmap:
    pix = QPixmap(w, h)
    pix.fill(Qt.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.Antialiasing)
    radius = w * 0.07
    path = QPainterPath()
    path.addRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
    if code == "back":
        grad = QLinearGradient(0, 0, w, h)
        grad.setColorAt(0, QColor("#8c1c24"))
        grad.setColorAt(1, QColor("#5a0f16"))
        p.fillPath(path, grad)
        p.setPen(QPen(QColor(255, 255, 255, 90), max(1.0, w * 0.012)))
        step = max(4.0, w / 9)
        p.setClipPath(path)
        x = -h
        while x < w + h:
            p.drawLine(QPointF(x, 0), QPointF(x + h, h))
            p.drawLine(QPointF(x + h, 0), QPointF(x, h))
            x += step
        p.setClipping(False)
        p.setPen(QPen(QColor("#f4e9d0"), max(1.0, w * 0.03)))
        inset = w * 0.06
        p.drawRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius, radius)
    else:
        p.fillPath(path, QColor("#fbf8f0"))
        p.setPen(QPen(QColor("#777"), max(1.0, w * 0.01)))
        p.drawPath(path)
        rank, symbol, color = _label(code, style)
        p.setPen(color)
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(max(6, int(w * 0.2)))
        p.setFont(font)
        corner = QRectF(w * 0.05, h * 0.03, w * 0.3, w * 0.24)
        p.drawText(corner, Qt.AlignCenter, rank)
        p.drawText(QRectF(corner.left(), corner.bottom() - w * 0.04, corner.width(), w * 0.24),
                   Qt.AlignCenter, symbol)
        font.setPixelSize(max(8, int(w * 0.48)))
        p.setFont(font)
        p.drawText(QRectF(0, h * 0.2, w, h * 0.6), Qt.AlignCenter, symbol)
    p.end()
    return pix
