"""The 78-card tarot: four Italian suits of 14 (from italian.py, in the tarot palette),
the 21 tarots with a large number, an emblem and the Roman numeral, and the matto."""
from __future__ import annotations

import math

from . import palette as P
from .card import card, framed
from .italian import suit_face
from .svgkit import circle, g, path, placed, text
from .trumps import NAMES, emblem

STYLE = "tarot"
PAL = P.TAROT
NUMBER_X, NUMBER_Y, NUMBER_SIZE = 154.0, 104.0, 88.0
EMBLEM_X, EMBLEM_Y = 125.0, 206.0
ROMAN_X, ROMAN_Y = 106.0, 336.0


def roman(n: int) -> str:
    out = ""
    for value, letters in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out += letters
            n -= value
    return out


def _trump_mark(colour: str) -> str:
    """The small sign under a tarot's corner number: an eight-pointed star."""
    return path("M0,-19L5,-5L19,0L5,5L0,19L-5,5L-19,0L-5,-5Z", fill=colour,
                stroke=colour, stroke_width=1.5, stroke_linejoin="round")


def _fool_mark(colour: str) -> str:
    return path("M-18,12C-18,-2 -14,-10 -18,-18C-8,-12 -4,-4 -2,4C-2,-6 -2,-14 0,-20"
                "C2,-14 2,-6 2,4C4,-4 8,-12 18,-18C14,-10 18,-2 18,12Z", fill=colour)


def _roundel(pal: dict, cx: float, cy: float, r: float) -> str:
    dots = "".join(circle(cx + (r + 6) * math.cos(i * math.pi / 8),
                          cy + (r + 6) * math.sin(i * math.pi / 8), 2.2, fill=pal["violet"])
                   for i in range(16))
    return circle(cx, cy, r, fill="#fbf5e4", stroke=pal["violet"], stroke_width=2.4) + dots


def trump_face(number: int) -> str:
    """Tarot `number` (1..21), or the matto for 0."""
    pal = PAL
    ink = P.INDEX_COLOURS[STYLE]["T"]
    if number:
        picture = [_roundel(pal, EMBLEM_X, EMBLEM_Y, 74),
                   placed(emblem(number, pal), EMBLEM_X, EMBLEM_Y)]
        picture.append(text(NUMBER_X, NUMBER_Y, str(number), fill=pal["red"], font_family=P.SERIF,
                            font_weight="bold", font_size=NUMBER_SIZE, text_anchor="middle",
                            stroke=pal["ink"], stroke_width=1.2))
        ribbon = roman(number)
    else:                                   # the matto: no number, a bigger picture
        picture = [_roundel(pal, EMBLEM_X + 10, 190, 84),
                   placed(emblem(0, pal), EMBLEM_X + 10, 194, scale=1.15)]
        ribbon = "MATTO"
    picture.append(path(f"M{ROMAN_X - 66},{ROMAN_Y - 26}H{ROMAN_X + 66}L{ROMAN_X + 58},{ROMAN_Y - 8}"
                        f"L{ROMAN_X + 66},{ROMAN_Y + 10}H{ROMAN_X - 66}L{ROMAN_X - 58},{ROMAN_Y - 8}Z",
                        fill=pal["violet"], stroke=pal["ink"], stroke_width=1.4))
    picture.append(text(ROMAN_X, ROMAN_Y, ribbon, fill="#fbf5e4", font_family=P.SERIF,
                        font_weight="bold", font_size=26 if number else 22, text_anchor="middle"))
    body = framed(g(*picture), pal, ground="#efe0bd")
    label = str(number) if number else "M"
    mark = _trump_mark(ink) if number else _fool_mark(ink)
    title = f"{NAMES[number]} ({'tarocco ' + str(number) if number else 'matto'})"
    return card(title, pal, body, label, ink, mark)


def face(code: str) -> str:
    if code == "M":
        return trump_face(0)
    if code.startswith("T") and code[1:].isdigit():
        return trump_face(int(code[1:]))
    return suit_face(STYLE, code, PAL)
