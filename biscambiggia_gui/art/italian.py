"""The Italian-suited deck (coppe, denari, bastoni, spade), 40 cards: coins and cups in
rows, batons crossed in a lattice and curved swords in nested ovals as on the regional
patterns, single-headed full-figure courts. The tarot deck reuses its suit cards."""
from __future__ import annotations

import math

from . import palette as P
from .card import card, frame_d, framed
from .figures import figure_card
from .pips import positions
from .signs import baton_between, sign, sprig, sword_between
from .svgkit import g, path, placed, use

STYLE = "italian"
SUIT_NAMES = {"H": "coppe", "D": "denari", "C": "bastoni", "S": "spade"}
RANK_NAMES = {"A": "asso", "J": "fante", "C": "cavallo", "Q": "cavallo", "K": "re"}
CX, CY = 125.0, 200.0
BATON_HALF = 135.0        # half the length of a crossed baton: the frame's notches cut them
UPRIGHT_HALF = 150.0


def batons(n: int, pal: dict) -> str:
    """n batons: pairs crossed in a lattice, one upright in the middle when n is odd."""
    k = n // 2
    spacing = {0: 0, 1: 0, 2: 46, 3: 36, 4: 28, 5: 23}[k]
    angle = math.radians({0: 0, 1: 30, 2: 28, 3: 24, 4: 21, 5: 19}[k])
    thick = 9.0 if k <= 3 else 7.5
    vx, vy = math.sin(angle), -math.cos(angle)
    offsets = [CX + (j - (k - 1) / 2) * spacing for j in range(k)]
    half = BATON_HALF
    out = [baton_between(pal, (ox - d * vx * half, CY - vy * half),
                         (ox + d * vx * half, CY + vy * half), thick=thick)
           for d in (1, -1) for ox in offsets]
    if n % 2:
        out.append(baton_between(pal, (CX, CY + UPRIGHT_HALF), (CX, CY - UPRIGHT_HALF),
                                 thick=thick))
    return "".join(out)


def swords(n: int, pal: dict) -> str:
    """n curved swords: pairs bowed into nested ovals, one straight when n is odd."""
    k = n // 2
    out = []
    widths = [26 + 54 * j / max(1, k - 1) for j in range(k)] if k > 1 else [46]
    for j in range(k - 1, -1, -1):
        w = widths[j]
        hilt_y, tip_y = 290 + 14 * j, 100 - 12 * j
        for side in (1, -1):
            hilt = (CX + side * 10, hilt_y)
            tip = (CX + side * 6, tip_y)
            bend = -side * w * 2.05
            out.append(sword_between(pal, hilt, tip, bend=bend, blade=5.5, guard=12))
    if n % 2:
        out.append(sword_between(pal, (CX, 306 + 10 * k), (CX, 80 - 10 * k), blade=5.5, guard=14))
    return "".join(out)


_CUP_SIZES = {2: 84, 3: 80, 4: 76, 5: 72, 6: 64, 7: 58, 8: 54, 9: 50, 10: 48}
_COIN_SIZES = {2: 68, 3: 66, 4: 60, 5: 58, 6: 52, 7: 50, 8: 46, 9: 44, 10: 44}


def _sign_size(n: int, suit: str) -> float:
    return float((_CUP_SIZES if suit == "H" else _COIN_SIZES)[n])


def rows(n: int, suit: str) -> str:
    """Coins or cups, upright, in the classic rows."""
    size = _sign_size(n, suit)
    dx = 36.0 if n < 8 else 34.0
    top, bottom = (96.0, 304.0) if n > 3 else (90.0, 310.0)
    if n == 3 and suit == "D":
        spots = [(CX - 40, 104), (CX, 200), (CX + 40, 296)]
    else:
        spots = [(x, y) for x, y, _ in positions(n, CX, dx, top, bottom)]
    return "".join(use("sign", x, y, scale=size / 100) for x, y in spots)


def ace(suit: str, pal: dict) -> str:
    ink, leafc = pal["ink"], pal["green"]
    if suit == "D":
        wreath = "".join(sprig(CX + 84 * math.sin(math.radians(a)), CY - 84 * math.cos(math.radians(a)),
                               a + 90, 34, leafc, ink, leaves=2) for a in range(0, 360, 45))
        return wreath + placed(sign("D", pal, 150), CX, CY)
    if suit == "H":
        return (sprig(CX - 30, 110, -40, 60, leafc, ink) + sprig(CX + 30, 110, 40, 60, leafc, ink)
                + placed(sign("H", pal, 190), CX, CY + 20))
    if suit == "C":
        return (baton_between(pal, (92, 332), (160, 78), thick=17, bend=6)
                + sprig(130, 190, 55, 56, leafc, ink) + sprig(118, 230, -60, 50, leafc, ink))
    return (sprig(CX, 250, -35, 120, leafc, ink) + sprig(CX, 250, 35, 120, leafc, ink)
            + sword_between(pal, (CX, 300), (CX, 56), blade=12, guard=40))


def suit_face(style: str, code: str, pal: dict, frame: bool = True) -> str:
    """A suit card (pips, ace or court) of an Italian-suited deck, as an SVG document."""
    rank, suit = P.split_code(code)
    colour = P.INDEX_COLOURS[style][suit]
    defs = ""
    if rank == "A":
        body = ace(suit, pal)
    elif rank.isdigit():
        n = int(rank)
        if suit in "HD":
            defs = g(sign(suit, pal), id="sign")
            body = rows(n, suit)
        else:
            body = batons(n, pal) if suit == "C" else swords(n, pal)
    else:
        body = figure_card(style, rank, suit)
    if frame and suit == "C" and rank.isdigit():
        body = framed(body, pal, heavy=False)
    elif frame and (rank.isdigit() or rank == "A"):
        body = path(frame_d(), fill="none", stroke=pal["frame"], stroke_width=1.2) + body
    names = RANK_NAMES if style == STYLE else {**RANK_NAMES, "Q": "donna"}
    title = f"{names.get(rank, rank)} di {SUIT_NAMES[suit]}"
    return card(title, pal, body, P.INDEX_LABELS[style][rank], colour,
                sign(suit, pal, P.INDEX_SUIT_SIZE, simple=True), defs=defs)


def face(code: str) -> str:
    return suit_face(STYLE, code, P.ITALIAN)
