"""What every deck shares, defined once: the card's size and shape, the fonts, the
corner-index geometry, the colours, and which cards each deck holds with the index label
each rank shows."""
from __future__ import annotations

# ---- the card -------------------------------------------------------------------
CARD_W = 250.0            # SVG user units; every card of every deck
CARD_H = 400.0
CARD_ASPECT = CARD_H / CARD_W   # 1.6 (5:8), height / width
CORNER_R = 14.0           # rounded corners
EDGE = 2.0                # the thin outline round the card

# In a fanned hand only the left FAN_STRIP of a card's width may show: the index must fit.
FAN_STRIP = 0.28

# ---- fonts (generic fallbacks after DejaVu, which is installed here) ---------------
SANS = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
SERIF = "DejaVu Serif, Georgia, Times New Roman, serif"

# ---- corner index -----------------------------------------------------------------
INDEX_CX = 34.0           # centre line of the index column
INDEX_RANK_Y = 58.0       # baseline of the rank label
INDEX_RANK_SIZE = 58.0    # font size of the rank label
INDEX_RANK_MAX_W = 54.0   # labels wider than this are condensed horizontally
INDEX_SUIT_Y = 88.0       # centre of the small suit sign under the label
INDEX_SUIT_SIZE = 38.0    # its height
INDEX_BOTTOM = 112.0      # nothing of the index below this
NOTCH_W = 70.0            # the paper notch a framed picture leaves for the index
NOTCH_H = 118.0

# DejaVu Sans Bold advance widths (em) of the characters the indices use, to condense
# wide labels ("10", "21") so they keep inside the fan strip.
_ADVANCE = {"1": .696, "2": .696, "3": .696, "4": .696, "5": .696, "6": .696, "7": .696,
            "8": .696, "9": .696, "0": .696, "A": .774, "J": .372, "Q": .850, "K": .775,
            "F": .683, "C": .734, "R": .770, "D": .830, "M": .995}


def label_width(label: str, size: float = INDEX_RANK_SIZE) -> float:
    return sum(_ADVANCE.get(ch, .8) for ch in label) * size


def label_squeeze(label: str) -> float:
    """Horizontal scale that keeps the label within INDEX_RANK_MAX_W."""
    return min(1.0, INDEX_RANK_MAX_W / label_width(label))


# ---- colours --------------------------------------------------------------------
INK = "#1d1b1f"           # outlines and black suits
PAPER_EDGE = "#8c8577"
SKIN = "#f6d6b4"
SKIN_SHADE = "#e7b98f"
WHITE = "#ffffff"

GENOESE = {
    "paper": "#fffdf7", "red": "#cf1f2e", "black": INK, "blue": "#27509e",
    "yellow": "#f3c02e", "green": "#2f8a4f", "frame": "#27509e", "ink": INK,
}
ITALIAN = {
    "paper": "#fbf4e1", "red": "#b8282b", "blue": "#28508f", "green": "#3d7b37",
    "yellow": "#e5ab2c", "ochre": "#a8690c", "brown": "#7b4a22", "steel": "#9fb4c8",
    "frame": "#7b4a22", "ink": "#2a1c14",
}
TAROT = {
    "paper": "#f7eed6", "red": "#a8282e", "blue": "#2c4f87", "green": "#3e7440",
    "yellow": "#e2a928", "ochre": "#9c620b", "brown": "#6e4220", "steel": "#a3b6c6",
    "violet": "#5d3a83", "frame": "#5d3a83", "ink": "#24160f",
}
PALETTES = {"genoese": GENOESE, "italian": ITALIAN, "tarot": TAROT}

# Colour of each suit's index (Italian suits get four colours: a fan reads at a glance).
INDEX_COLOURS = {
    "genoese": {"H": GENOESE["red"], "D": GENOESE["red"], "C": INK, "S": INK},
    "italian": {"H": ITALIAN["red"], "D": ITALIAN["ochre"], "C": ITALIAN["green"],
                "S": ITALIAN["blue"]},
    "tarot": {"H": TAROT["red"], "D": TAROT["ochre"], "C": TAROT["green"],
              "S": TAROT["blue"], "T": TAROT["ink"]},
}

# Clothes of the court figures, per suit: (main, second, trim).
COURT_CLOTHES = {
    "genoese": {"H": ("red", "yellow", "blue"), "D": ("blue", "red", "yellow"),
                "C": ("green", "yellow", "red"), "S": ("black", "red", "yellow")},
    "italian": {"H": ("red", "blue", "yellow"), "D": ("blue", "yellow", "red"),
                "C": ("green", "red", "yellow"), "S": ("blue", "red", "yellow")},
    "tarot": {"H": ("red", "yellow", "blue"), "D": ("violet", "yellow", "red"),
              "C": ("green", "red", "yellow"), "S": ("blue", "yellow", "red")},
}

# ---- the decks ------------------------------------------------------------------
SUITS = ("H", "D", "C", "S")
RANKS_40 = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
RANKS_TAROT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")
STYLES = ("genoese", "italian", "tarot")

# What the corner index shows for each rank code.
INDEX_LABELS = {
    "genoese": {r: r for r in RANKS_40},
    "italian": {"A": "1", "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7",
                "J": "F", "Q": "C", "K": "R"},
    "tarot": {"A": "1", **{str(n): str(n) for n in range(2, 11)},
              "J": "F", "C": "C", "Q": "D", "K": "R"},
}


def split_code(code: str) -> tuple[str, str]:
    """'10S' -> ('10', 'S'); 'T21' -> ('21', 'T'); 'M' -> ('M', 'T')."""
    if code == "M":
        return "M", "T"
    if code.startswith("T") and code[1:].isdigit():
        return code[1:], "T"
    return code[:-1], code[-1]


def deck_codes(style: str) -> list[str]:
    """Every card of the deck in docs/rules.md notation, suit by suit, then tarots, matto."""
    if style not in STYLES:
        raise ValueError(f"unknown deck style {style!r}")
    ranks = RANKS_TAROT if style == "tarot" else RANKS_40
    codes = [r + s for s in SUITS for r in ranks]
    if style == "tarot":
        codes += [f"T{n}" for n in range(1, 22)] + ["M"]
    return codes
