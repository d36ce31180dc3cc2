"""The Genoese deck: French suits (cuori, quadri, fiori, picche), 40 cards, double-headed
court busts."""
from __future__ import annotations

from . import palette as P
from .busts import bust_card
from .card import card
from .pips import french_defs, french_pip, pip_field, ring_of_dots
from .svgkit import circle, g, placed

STYLE = "genoese"
PAL = P.GENOESE
SUIT_NAMES = {"H": "cuori", "D": "quadri", "C": "fiori", "S": "picche"}
RANK_NAMES = {"A": "asso", "J": "fante", "Q": "donna", "K": "re"}

PIP_SIZE = 50.0
PIP_CX, PIP_DX = 127.0, 35.0
PIP_TOP, PIP_BOTTOM = 90.0, 310.0


def _ace(suit: str, colour: str) -> str:
    ornament = g(circle(0, 0, 86, fill="none", stroke=colour, stroke_width=1.5),
                 circle(0, 0, 79, fill="none", stroke=colour, stroke_width=.8),
                 ring_of_dots(92.5, 36, 2.2, colour))
    return placed(ornament + french_pip(suit, colour, 112), 125, 200)


def face(code: str) -> str:
    rank, suit = P.split_code(code)
    colour = P.INDEX_COLOURS[STYLE][suit]
    if rank == "A":
        body = _ace(suit, colour)
    elif rank in ("J", "Q", "K"):
        body = bust_card(STYLE, rank, suit, lambda size: french_pip(suit, colour, size))
    else:
        body = pip_field(int(rank), "pip", PIP_SIZE, PIP_CX, PIP_DX, PIP_TOP, PIP_BOTTOM)
    title = f"{RANK_NAMES.get(rank, rank)} di {SUIT_NAMES[suit]}"
    return card(title, PAL, body, P.INDEX_LABELS[STYLE][rank], colour,
                french_pip(suit, colour, P.INDEX_SUIT_SIZE),
                defs=french_defs(suit, colour) if rank.isdigit() else "")
