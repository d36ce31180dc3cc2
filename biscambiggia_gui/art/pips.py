"""The French suit signs (hearts, diamonds, clubs, spades) as outlines in a 100-unit
box centred on (0, 0), and the classic pip layouts shared by every deck."""
from __future__ import annotations

import math

from .svgkit import circle, g, num, path, use

HEART = ("M0,44C-8,31 -50,8 -50,-19C-50,-38 -36,-48 -23,-48C-11,-48 -3,-40 0,-31"
         "C3,-40 11,-48 23,-48C36,-48 50,-38 50,-19C50,8 8,31 0,44Z")
DIAMOND = "M0,-50Q17,-23 36,0Q17,23 0,50Q-17,23 -36,0Q-17,-23 0,-50Z"
SPADE = ("M0,-50C6,-34 49,-14 49,12C49,30 36,38 24,38C15,38 8,34 3,27"
         "C4,37 9,44 18,50L-18,50C-9,44 -4,37 -3,27C-8,34 -15,38 -24,38"
         "C-36,38 -49,30 -49,12C-49,-14 -6,-34 0,-50Z")


def _disc(cx: float, cy: float, r: float) -> str:
    return (f"M{num(cx - r)},{num(cy)}a{num(r)},{num(r)} 0 1 0 {num(2 * r)},0"
            f"a{num(r)},{num(r)} 0 1 0 {num(-2 * r)},0Z")


CLUB = (_disc(0, -25, 22.5) + _disc(-24, 11, 22.5) + _disc(24, 11, 22.5)
        + "M-10,-8L-12,12L12,12L10,-8Z"
        + "M-5,6C-5,30 -10,42 -19,50L19,50C10,42 5,30 5,6Z")

SHAPES = {"H": HEART, "D": DIAMOND, "C": CLUB, "S": SPADE}


def french_defs(suit: str, colour: str) -> str:
    """The definition of one suit's pip (id 'pip'), for <use>."""
    return g(path(SHAPES[suit], fill=colour), id="pip")


def french_pip(suit: str, colour: str, size: float = 100) -> str:
    """A pip drawn in place (no <use>), height `size`, centred on (0, 0)."""
    return g(path(SHAPES[suit], fill=colour),
             transform=f"scale({num(size / 100)})" if size != 100 else None)


# ---- layouts --------------------------------------------------------------------
# (column -1/0/1, row 0..1); rows past the middle are drawn turned on French cards.
_THIRDS = (0.0, 1 / 3, 2 / 3, 1.0)
LAYOUTS: dict[int, list[tuple[int, float]]] = {
    1: [(0, .5)],
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, .5), (0, 1)],
    4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    5: [(-1, 0), (1, 0), (0, .5), (-1, 1), (1, 1)],
    6: [(-1, 0), (1, 0), (-1, .5), (1, .5), (-1, 1), (1, 1)],
    7: [(-1, 0), (1, 0), (0, .25), (-1, .5), (1, .5), (-1, 1), (1, 1)],
    8: [(-1, 0), (1, 0), (0, .25), (-1, .5), (1, .5), (0, .75), (-1, 1), (1, 1)],
    9: [(c, r) for r in _THIRDS for c in (-1, 1)] + [(0, .5)],
    10: [(c, r) for r in _THIRDS for c in (-1, 1)] + [(0, 1 / 6), (0, 5 / 6)],
}


def positions(n: int, cx: float, dx: float, top: float, bottom: float):
    """(x, y, turned) of each of n pips in the box."""
    out = []
    for col, row in LAYOUTS[n]:
        out.append((cx + col * dx, top + row * (bottom - top), row > .5))
    return out


def pip_field(n: int, ref: str, size: float, cx: float, dx: float, top: float,
              bottom: float, turn: bool = True) -> str:
    """n uses of the definition `ref` (drawn in a 100-unit box) in the classic layout."""
    scale = size / 100
    return "".join(use(ref, x, y, 180 if (turned and turn) else 0, scale)
                   for x, y, turned in positions(n, cx, dx, top, bottom))


def ring_of_dots(r: float, count: int, dot: float, colour: str) -> str:
    """Small dots round a circle (ornament for aces)."""
    return "".join(circle(r * math.cos(2 * math.pi * i / count),
                          r * math.sin(2 * math.pi * i / count), dot, fill=colour)
                   for i in range(count))
