"""Double-headed court busts for the Genoese deck: the top half is a king, queen or
jack from the waist up, holding an attribute; the bottom half is the same turned."""
from __future__ import annotations

from typing import Callable

from . import palette as P
from .card import framed, turned
from .faces import OUTLINE, head
from .svgkit import circle, el, line, mirrored, path, placed

CX = 132.0            # the figure's axis (right of centre: the index notch is left)
HEAD_Y = 90.0
HEAD_SCALE = 1.2
MID = 200.0           # the dividing line

KINDS = {"K": "king", "Q": "queen", "J": "jack"}
HAIR = {"K": {"H": "#8a8a8a", "D": "#6b4a2b", "C": "#3b2a20", "S": "#b9b2a6"},
        "Q": {"H": "#e0b44a", "D": "#5a3a22", "C": "#a4532c", "S": "#2f241e"},
        "J": {"H": "#6b4a2b", "D": "#d9a441", "C": "#2f241e", "S": "#a4532c"}}


def _robe(main: str, second: str, trim: str) -> str:
    cx = CX
    body = mirrored(cx, (cx, 124), [((cx + 17, 125),), ((cx + 42, 132), (cx + 86, 138), (cx + 100, 166)),
                                   ((cx + 106, MID + 4),), ((cx, MID + 4),)])
    vee = mirrored(cx, (cx, 128), [((cx + 15, 126),), ((cx + 30, MID + 4),), ((cx, MID + 4),)])
    stripes = "".join(
        line(cx - half, y, cx + half, y, stroke=trim, stroke_width=2.4)
        for y in range(142, 200, 10) for half in [13 + (y - 126) * 15 / 78])
    vee_lines = "".join(
        line(cx + s * 15, 126, cx + s * 31, MID + 4, stroke=trim, stroke_width=7,
             stroke_linecap="round") for s in (-1, 1))
    dots = "".join(circle(cx + s * x, y, 2.6, fill=trim, stroke=P.INK, stroke_width=.6)
                   for s in (-1, 1) for x, y in ((60, 162), (80, 180), (52, 188), (74, 148)))
    seams = "".join(path(f"M{cx + s * 70},{140}Q{cx + s * 76},{170} {cx + s * 70},{MID}",
                         fill="none", stroke=P.INK, stroke_width=1, stroke_opacity=.6)
                    for s in (-1, 1))
    return (path(body, fill=main, **OUTLINE) + path(vee, fill=second) + stripes
            + vee_lines + dots + seams)


def _ermine(cx: float) -> str:
    cape = mirrored(cx, (cx, 124), [((cx + 20, 125),), ((cx + 52, 132), (cx + 86, 140), (cx + 98, 164)),
                                   ((cx + 86, 172), (cx + 52, 160), (cx + 26, 158)), ((cx, 162),)])
    tails = "".join(path(f"M{cx + s * x},{y}l-2.2,6l2.2,-1.6l2.2,1.6Z", fill=P.INK)
                    for s in (-1, 1) for x, y in ((30, 142), (50, 146), (70, 152), (86, 160),
                                                   (40, 134)))
    return path(cape, fill=P.WHITE, **OUTLINE) + tails


def _collar(cx: float) -> str:
    col = mirrored(cx, (cx, 126), [((cx + 18, 125),), ((cx + 34, 132), (cx + 46, 140), (cx + 44, 150)),
                                  ((cx + 30, 152), (cx + 12, 146), (cx, 150),)])
    return path(col, fill=P.WHITE, **OUTLINE) + "".join(
        circle(cx, y, 2.4, fill=P.GENOESE["yellow"], **OUTLINE) for y in (162, 176, 190))


def _necklace(cx: float, gold: str, gem: str) -> str:
    beads = "".join(circle(cx + x, 134 + (x * x) / 70, 2.1, fill=gold, stroke=P.INK,
                           stroke_width=.5) for x in range(-18, 19, 6))
    return beads + path(f"M{cx},{139}l5,7l-5,7l-5,-7Z", fill=gem, **OUTLINE)


def _hand(x: float, y: float) -> str:
    return path(f"M{x - 9},{y - 4}C{x - 9},{y - 11} {x + 9},{y - 11} {x + 10},{y - 3}"
                f"C{x + 11},{y + 5} {x - 8},{y + 7} {x - 9},{y - 4}Z", fill=P.SKIN, **OUTLINE)


def _sceptre(x: float, gold: str, gem: str) -> str:
    rod = el("rect", x=x - 3, y=62.0, width=6.0, height=MID - 62, fill=gold, **OUTLINE)
    lily = path(f"M{x},{34}C{x + 6},{44} {x + 5},{52} {x},{60}C{x - 5},{52} {x - 6},{44} {x},{34}Z"
                f"M{x + 2},{56}C{x + 14},{46} {x + 18},{56} {x + 12},{64}C{x + 10},{58} {x + 6},{58} {x + 2},{60}Z"
                f"M{x - 2},{56}C{x - 14},{46} {x - 18},{56} {x - 12},{64}C{x - 10},{58} {x - 6},{58} {x - 2},{60}Z",
                fill=gold, **OUTLINE)
    knot = el("rect", x=x - 8, y=60.0, width=16.0, height=5.0, rx=2.0, fill=gem, **OUTLINE)
    return rod + lily + knot


def _flower(x: float, petals: str, leaf: str) -> str:
    stem = path(f"M{x},{MID}C{x + 2},{150} {x - 4},{120} {x},{96}", fill="none", stroke=leaf,
                stroke_width=3)
    leaves = (path(f"M{x},{130}C{x - 16},{122} {x - 20},{110} {x - 14},{104}C{x - 8},{114} {x - 2},{120} {x},{130}Z",
                   fill=leaf, **OUTLINE)
              + path(f"M{x},{118}C{x + 14},{112} {x + 16},{102} {x + 12},{96}C{x + 6},{104} {x + 2},{110} {x},{118}Z",
                     fill=leaf, **OUTLINE))
    bloom = "".join(circle(x + dx, 90 + dy, 6, fill=petals, **OUTLINE)
                    for dx, dy in ((0, -7), (7, -2), (4, 6), (-4, 6), (-7, -2)))
    return stem + leaves + bloom + circle(x, 90, 4, fill=P.GENOESE["yellow"], **OUTLINE)


def _halberd(x: float, steel: str, wood: str) -> str:
    pole = el("rect", x=x - 2.5, y=40.0, width=5.0, height=MID - 40, fill=wood, **OUTLINE)
    blade = path(f"M{x + 2},{48}C{x + 18},{44} {x + 22},{58} {x + 18},{74}C{x + 12},{68} {x + 6},{66} {x + 2},{66}Z"
                 f"M{x - 2},{52}L{x - 14},{58}L{x - 2},{62}Z", fill=steel, **OUTLINE)
    spike = path(f"M{x},{16}L{x + 4},{42}L{x - 4},{42}Z", fill=steel, **OUTLINE)
    tassel = path(f"M{x - 3},{78}h6l3,12h-12Z", fill=P.GENOESE["red"], **OUTLINE)
    return pole + spike + blade + tassel


def _half(rank: str, suit: str, sign: Callable[[float], str]) -> str:
    pal = P.GENOESE
    main, second, trim = (pal[c] for c in P.COURT_CLOTHES["genoese"][suit])
    gold, gem_a, gem_b = pal["yellow"], pal["red"], pal["blue"]
    kind = KINDS[rank]
    ax = CX - 50
    parts = [_robe(main, second, trim)]
    if kind == "king":
        parts.append(_ermine(CX))
    elif kind == "jack":
        parts.append(_collar(CX))
    else:
        parts.append(_necklace(CX, gold, gem_a))
    parts.append(placed(head(kind, HAIR[rank][suit], (main, second, trim), gold,
                             (gem_a, gem_b)), CX, HEAD_Y, scale=HEAD_SCALE))
    if kind == "king":
        parts.append(_sceptre(ax, gold, gem_a))
    elif kind == "queen":
        parts.append(_flower(ax, pal["red"] if suit != "H" else pal["blue"], pal["green"]))
    else:
        parts.append(_halberd(ax, "#c9d3dc", "#8a5a2b"))
    parts.append(_hand(ax + 2, 170))
    parts.append(placed(sign(40), 208, 40))
    return "".join(parts)


def bust_card(style: str, rank: str, suit: str, sign: Callable[[float], str]) -> str:
    """The framed, double-headed picture of a court card."""
    pal = P.PALETTES[style]
    half = _half(rank, suit, sign)
    divider = (line(0, MID, P.CARD_W, MID, stroke=pal["frame"], stroke_width=3)
               + line(0, MID - 4, P.CARD_W, MID - 4, stroke=pal["frame"], stroke_width=1)
               + line(0, MID + 4, P.CARD_W, MID + 4, stroke=pal["frame"], stroke_width=1))
    return framed(half + turned(half) + divider, pal, ground="#fbf1d8")
