"""Card backs, one per deck: a coloured field inside a white margin, covered with a
lattice, with a medallion in the middle; every back reads the same both ways up."""
from __future__ import annotations

from . import palette as P
from .card import OUTLINE_D, edge, rounded_rect_d
from .pips import HEART
from .signs import coin
from .svgkit import circle, clip_segment, document, el, g, num, path, placed

W, H = P.CARD_W, P.CARD_H
INSET = 13.0
FIELD = (INSET, INSET, W - INSET, H - INSET)

STYLE_BACKS = {
    # field, lattice lines, lattice dots, spacing, border
    "genoese": ("#b5202e", "#f6d9d4", "#ffffff", 18.0, "#7f111c"),
    "italian": ("#22497f", "#7fa0cf", "#e5ab2c", 22.0, "#142d52"),
    "tarot": ("#2d6148", "#8ab79b", "#e2c46a", 15.0, "#173a2a"),
}


def _lattice(spacing: float, colour: str, width: float) -> str:
    """Diagonal lines both ways across the field, clipped to it."""
    x0, y0, x1, y1 = FIELD
    cx, cy = W / 2, H / 2
    span = (x1 - x0) + (y1 - y0)
    segments = []
    k = int(span / spacing) + 2
    for i in range(-k, k + 1):
        c = i * spacing
        for sign in (1, -1):
            # lines x - cx = sign * (y - cy) + c, symmetric about the centre
            seg = clip_segment(cx + c - sign * span, cy - span, cx + c + sign * span, cy + span, FIELD)
            if seg:
                a, b, c2, d = seg
                segments.append(f"M{num(a)},{num(b)}L{num(c2)},{num(d)}")
    return path("".join(segments), fill="none", stroke=colour, stroke_width=width)


def _dots(spacing: float, colour: str, r: float) -> str:
    """Dots at the lattice's crossings."""
    x0, y0, x1, y1 = FIELD
    cx, cy = W / 2, H / 2
    out = []
    half = spacing / 2
    ny = int((cy - y0) / half) + 1
    nx = int((cx - x0) / half) + 1
    for j in range(-ny, ny + 1):
        for i in range(-nx, nx + 1):
            if (i + j) % 2:
                continue
            x, y = cx + i * half, cy + j * half
            if x0 + r < x < x1 - r and y0 + r < y < y1 - r:
                out.append(f"M{num(x - r)},{num(y)}a{num(r)},{num(r)} 0 1 0 {num(2 * r)},0"
                           f"a{num(r)},{num(r)} 0 1 0 {num(-2 * r)},0Z")
    return path("".join(out), fill=colour)


def _medallion(style: str, field: str, line: str, dot: str, border: str) -> str:
    ring = (el("ellipse", cx=0.0, cy=0.0, rx=52.0, ry=74.0, fill=border, stroke=dot, stroke_width=3)
            + el("ellipse", cx=0.0, cy=0.0, rx=44.0, ry=66.0, fill=field, stroke=line, stroke_width=1.5))
    if style == "genoese":
        heart = path(HEART, fill=dot, transform="scale(.34)")
        inner = (placed(heart, 0, -30) + placed(heart, 0, 30, rotate=180)
                 + path("M0,-12L10,0L0,12L-10,0Z", fill=dot))
    elif style == "italian":
        pal = dict(P.ITALIAN)
        inner = placed(coin(pal), 0, 0, scale=.62)
    else:
        inner = (path("M0,-46L9,-9L46,0L9,9L0,46L-9,9L-46,0L-9,-9Z", fill=dot)
                 + circle(0, 0, 8, fill=field, stroke=dot, stroke_width=2))
    return placed(ring + inner, W / 2, H / 2)


def back(style: str) -> str:
    field, line, dot, spacing, border = STYLE_BACKS[style]
    x0, y0, x1, y1 = FIELD
    field_d = rounded_rect_d(x0, y0, x1 - x0, y1 - y0, 6)
    body = [path(OUTLINE_D, fill="#fbf8f0"),
            path(field_d, fill=field),
            _lattice(spacing, line, 1.3),
            _dots(spacing, dot, 2.0),
            path(field_d, fill="none", stroke=border, stroke_width=3),
            path(rounded_rect_d(x0 + 6, y0 + 6, x1 - x0 - 12, y1 - y0 - 12, 4), fill="none",
                 stroke=dot, stroke_width=1.6),
            _medallion(style, field, line, dot, border),
            edge()]
    return document(g(*body), W, H, title=f"back of the {style} deck")
