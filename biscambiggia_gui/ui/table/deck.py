"""The card decks as Qt pictures: each card's SVG (assets/decks/<style>/<code>.svg, drawn
by biscambiggia_gui.art) is loaded once into a QSvgRenderer and rendered on demand at the
screen's pixel ratio; the pixmaps are kept in a small LRU cache.

    r = renderer_for("genoese")
    r.pixmap("7H", 90, 2.0)     # 180 x 288 device pixels, devicePixelRatio 2
    r.pixmap("back", 90)        # the back of the deck
    table_pixmap(1280, 800)     # the green baize
    felt_brush(rect)            # the baize as a brush for a scene background

QPixmap needs a QGuiApplication and the GUI thread; `image()` gives a QImage, which any
thread may render.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import (QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient,
                           QTransform)
from PySide6.QtSvg import QSvgRenderer

from ...art.palette import CARD_ASPECT, STYLES, deck_codes as _deck_codes
from ...paths import asset

DECK_STYLES: tuple[str, ...] = STYLES
BACK = "back"

__all__ = ["DECK_STYLES", "CARD_ASPECT", "BACK", "deck_codes", "DeckRenderer",
           "renderer_for", "card_size", "table_pixmap", "felt_brush", "render_svg"]


def deck_codes(style: str) -> list[str]:
    """Every card code of the deck style, in docs/rules.md notation (not the back)."""
    return _deck_codes(style)


def card_size(width_px: int, device_pixel_ratio: float = 1.0) -> QSize:
    """Device-pixel size of a card width_px logical pixels wide."""
    w = max(1, round(width_px * device_pixel_ratio))
    return QSize(w, max(1, round(w * CARD_ASPECT)))


def render_svg(renderer: QSvgRenderer, size: QSize) -> QImage:
    """The SVG drawn on a transparent image of exactly `size` device pixels."""
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return image


class DeckRenderer:
    """One deck style's cards, rendered from its SVG files and cached."""

    aspect = CARD_ASPECT

    def __init__(self, style: str, cache_size: int = 400):
        if style not in DECK_STYLES:
            raise ValueError(f"unknown deck style {style!r}; one of {DECK_STYLES}")
        self.style = style
        self.codes = deck_codes(style)
        self._known = set(self.codes) | {BACK}
        self._svgs: dict[str, QSvgRenderer] = {}
        self._cache: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()
        self.cache_size = cache_size

    def path(self, code: str):
        return asset("decks", self.style, f"{code}.svg")

    def svg(self, code: str) -> QSvgRenderer:
        """The card's QSvgRenderer, loaded on first use and kept."""
        renderer = self._svgs.get(code)
        if renderer is None:
            if code not in self._known:
                raise KeyError(f"no card {code!r} in the {self.style} deck")
            file = self.path(code)
            renderer = QSvgRenderer(str(file))
            if not renderer.isValid():
                raise FileNotFoundError(f"cannot load card picture {file}")
            self._svgs[code] = renderer
        return renderer

    def image(self, code: str, width_px: int, device_pixel_ratio: float = 1.0) -> QImage:
        """The card as a QImage (not cached; fine off the GUI thread if this renderer is
        used by one thread only)."""
        image = render_svg(self.svg(code), card_size(width_px, device_pixel_ratio))
        image.setDevicePixelRatio(device_pixel_ratio)
        return image

    def pixmap(self, code: str, width_px: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The card width_px logical pixels wide, drawn at width_px * dpr device pixels
        (devicePixelRatio set); code "back" is the back. Cached (LRU)."""
        key = (code, int(width_px), float(device_pixel_ratio))
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = QPixmap.fromImage(self.image(code, int(width_px), device_pixel_ratio))
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        self._cache[key] = pixmap
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)
        return pixmap

    def back(self, width_px: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        return self.pixmap(BACK, width_px, device_pixel_ratio)

    def preload(self) -> None:
        """Parse every SVG of the deck now (e.g. while a splash or the first deal shows)."""
        for code in (*self.codes, BACK):
            self.svg(code)

    def clear_cache(self) -> None:
        self._cache.clear()


_RENDERERS: dict[str, DeckRenderer] = {}


def renderer_for(style: str) -> DeckRenderer:
    """The shared renderer of a deck style."""
    renderer = _RENDERERS.get(style)
    if renderer is None:
        renderer = _RENDERERS[style] = DeckRenderer(style)
    return renderer


# ---- the table ------------------------------------------------------------------
_FELT: dict[str, Any] = {}
_TABLES: OrderedDict[tuple[int, int, float], QPixmap] = OrderedDict()
FELT_TILE = 256          # logical pixels of one tile of the baize texture
TABLES_KEPT = 4          # tables kept for sizes seen lately (a resize back and forth) ...
TABLES_BYTES = 64 << 20  # ... within this many bytes: a 4K screen at 200% keeps one or two


def _felt_renderer() -> QSvgRenderer:
    renderer = _FELT.get("svg")
    if renderer is None:
        renderer = _FELT["svg"] = QSvgRenderer(str(asset("table", "felt.svg")))
    return renderer


def felt_tile(tile_px: int = FELT_TILE, device_pixel_ratio: float = 1.0) -> QPixmap:
    """One square, seamlessly tileable piece of the baize."""
    key = f"tile-{tile_px}-{device_pixel_ratio}"
    tile = _FELT.get(key)
    if tile is None:
        side = max(1, round(tile_px * device_pixel_ratio))
        tile = QPixmap.fromImage(render_svg(_felt_renderer(), QSize(side, side)))
        tile.setDevicePixelRatio(device_pixel_ratio)
        _FELT[key] = tile
    return tile


def table_pixmap(width: int, height: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """The table surface: baize tiles under a soft lamp-light vignette. Cached per size."""
    key = (int(width), int(height), float(device_pixel_ratio))
    cached = _TABLES.get(key)
    if cached is not None:
        _TABLES.move_to_end(key)
        return cached
    w = max(1, round(width * device_pixel_ratio))
    h = max(1, round(height * device_pixel_ratio))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    tile = felt_tile(FELT_TILE, device_pixel_ratio).toImage()   # the fibres drawn at the
    tile.setDevicePixelRatio(1.0)           # screen's pixels, not a 1x tile blown up
    painter.fillRect(0, 0, w, h, QBrush(tile))
    light = QRadialGradient(w / 2, h * 0.45, max(w, h) * 0.75)
    light.setColorAt(0.0, QColor(255, 255, 220, 28))
    light.setColorAt(0.55, QColor(0, 0, 0, 0))
    light.setColorAt(1.0, QColor(0, 0, 0, 110))
    painter.fillRect(0, 0, w, h, QBrush(light))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    _TABLES[key] = pixmap
    while len(_TABLES) > 1 and (len(_TABLES) > TABLES_KEPT or sum(
            p.width() * p.height() * 4 for p in _TABLES.values()) > TABLES_BYTES):
        _TABLES.popitem(last=False)                 # the newest always stays
    return pixmap


def felt_brush(rect: QRectF | None = None, device_pixel_ratio: float = 1.0) -> QBrush:
    """A brush of the baize. With a rect: the whole vignetted table fitted to it (for a
    scene background); without: the plain tileable baize. `device_pixel_ratio`: that of
    the device it is painted on (the painter's), so a 200% screen gets a sharp cloth."""
    if rect is None:
        return QBrush(felt_tile(FELT_TILE, device_pixel_ratio))
    pixmap = table_pixmap(max(1, round(rect.width())), max(1, round(rect.height())),
                          device_pixel_ratio)
    brush = QBrush(pixmap)
    brush.setTransform(QTransform.fromTranslate(rect.left(), rect.top()))
    return brush
