"""The table: a square of green baize that tiles without seams (fibres that cross an
edge are drawn again on the other side). The vignette is added when the table is drawn."""
from __future__ import annotations

import math
import random

from .svgkit import document, el, g, num, rect

TILE = 256.0
BASE = "#22663a"
FIBRES = 700
MOTTLES = 14
SEED = 1867          # any fixed number: the same felt every time


def _fibre(x: float, y: float, angle: float, length: float) -> str:
    dx, dy = math.cos(angle) * length / 2, math.sin(angle) * length / 2
    bend = length * 0.25
    return (f"M{num(x - dx)},{num(y - dy)}q{num(dx - dy * bend / length)},"
            f"{num(dy + dx * bend / length)} {num(2 * dx)},{num(2 * dy)}")


def _wrapped(x: float, y: float, reach: float):
    """The copies of a point needed so that a mark of radius `reach` tiles seamlessly."""
    xs = [x] + ([x + TILE] if x < reach else []) + ([x - TILE] if x > TILE - reach else [])
    ys = [y] + ([y + TILE] if y < reach else []) + ([y - TILE] if y > TILE - reach else [])
    return [(a, b) for a in xs for b in ys]


def felt() -> str:
    rng = random.Random(SEED)
    mottles = []
    for _ in range(MOTTLES):
        x, y, r = rng.random() * TILE, rng.random() * TILE, 20 + rng.random() * 40
        shade = "url(#light)" if rng.random() < .5 else "url(#dark)"
        for cx, cy in _wrapped(x, y, r):
            mottles.append(el("circle", cx=float(cx), cy=float(cy), r=float(r), fill=shade))
    groups = {"#3f8a57": [], "#15492a": [], "#5a9c6c": []}
    colours = list(groups)
    for _ in range(FIBRES):
        x, y = rng.random() * TILE, rng.random() * TILE
        angle, length = rng.random() * math.pi, 3 + rng.random() * 6
        colour = colours[min(2, int(rng.random() * 2.3))]
        for cx, cy in _wrapped(x, y, length):
            groups[colour].append(_fibre(cx, cy, angle, length))
    fibres = "".join(
        el("path", d="".join(ds), fill="none", stroke=colour, stroke_width=.7,
           stroke_opacity=.55, stroke_linecap="round")
        for colour, ds in groups.items())
    body = rect(0, 0, TILE, TILE, fill=BASE) + g(*mottles) + fibres
    defs = "".join(
        el("radialGradient", el("stop", offset="0", stop_color=colour, stop_opacity=".32"),
           el("stop", offset="1", stop_color=colour, stop_opacity="0"), id=name)
        for name, colour in (("light", "#3a8a55"), ("dark", "#134526")))
    return document(body, TILE, TILE, defs=defs, title="green baize (tileable)")
