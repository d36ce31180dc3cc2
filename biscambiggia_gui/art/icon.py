"""The application icon: two cards fanned on green baize, a Genoese ace of hearts
behind an Italian ace of coins. Simple shapes, so it still reads at 16 pixels."""
from __future__ import annotations

from . import palette as P
from .pips import HEART
from .signs import coin
from .svgkit import document, g, path, placed, radial_gradient, rect

SIZE = 512.0


def _card(content: str, x: float, y: float, angle: float) -> str:
    w, h = 200.0, 300.0
    face = (rect(-w / 2, -h / 2, w, h, rx=22, fill="#fffdf7", stroke=P.INK, stroke_width=7)
            + content)
    return placed(face, x, y, rotate=angle)


def icon() -> str:
    defs = radial_gradient("baize", [(0, "#3a9156"), (0.7, "#21663a"), (1, "#174d2b")],
                           cx=.5, cy=.42, r=.7)
    tile = rect(16, 16, SIZE - 32, SIZE - 32, rx=96, fill="url(#baize)", stroke="#0f3a20",
                stroke_width=8)
    heart = placed(path(HEART, fill=P.GENOESE["red"]), -34, -58, scale=1.2)
    ace = placed(coin(P.ITALIAN), 0, 0, scale=1.5)
    cards = (_card(heart, 190, 250, -18) + _card(ace, 326, 276, 11))
    return document(g(tile, cards), SIZE, SIZE, defs=defs, title="Biscambiggia")
