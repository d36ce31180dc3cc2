"""The parts every card face shares: paper, outline, the corner indices, and the frame
that pictures (courts, tarots) sit in, with paper notches left for the indices."""
from __future__ import annotations

from . import palette as P
from .svgkit import document, g, num, path, placed, text

W, H = P.CARD_W, P.CARD_H
FRAME_INSET = 9.0


def rounded_rect_d(x: float, y: float, w: float, h: float, r: float) -> str:
    return (f"M{num(x + r)},{num(y)}H{num(x + w - r)}"
            f"A{num(r)},{num(r)} 0 0 1 {num(x + w)},{num(y + r)}V{num(y + h - r)}"
            f"A{num(r)},{num(r)} 0 0 1 {num(x + w - r)},{num(y + h)}H{num(x + r)}"
            f"A{num(r)},{num(r)} 0 0 1 {num(x)},{num(y + h - r)}V{num(y + r)}"
            f"A{num(r)},{num(r)} 0 0 1 {num(x + r)},{num(y)}Z")


OUTLINE_D = rounded_rect_d(P.EDGE / 2, P.EDGE / 2, W - P.EDGE, H - P.EDGE, P.CORNER_R)


def paper(colour: str) -> str:
    return path(OUTLINE_D, fill=colour)


def edge() -> str:
    return path(OUTLINE_D, fill="none", stroke=P.PAPER_EDGE, stroke_width=P.EDGE)


def frame_d(inset: float = FRAME_INSET, notch: bool = True) -> str:
    """The picture frame: a rectangle with the top-left and bottom-right corners cut
    away for the indices."""
    a, b = inset, W - inset
    top, bottom = inset, H - inset
    if not notch:
        return f"M{num(a)},{num(top)}H{num(b)}V{num(bottom)}H{num(a)}Z"
    nw, nh = P.NOTCH_W, P.NOTCH_H
    pts = [(nw, top), (b, top), (b, H - nh), (W - nw, H - nh), (W - nw, bottom),
           (a, bottom), (a, nh), (nw, nh)]
    return "M" + "L".join(f"{num(x)},{num(y)}" for x, y in pts) + "Z"


def framed(picture: str, pal: dict, ground: str | None = None, notch: bool = True,
           line: str | None = None, heavy: bool = True) -> str:
    """The picture drawn inside the frame: what spills out is covered by a paper mat.
    heavy: the court frame (a thick and a thin line); else one fine line."""
    inner = frame_d(notch=notch)
    colour = line or pal["frame"]
    parts = []
    if ground:
        parts.append(path(inner, fill=ground))
    parts.append(picture)
    parts.append(path(OUTLINE_D + inner, fill=pal["paper"], fill_rule="evenodd"))
    parts.append(path(inner, fill="none", stroke=colour, stroke_width=3.0 if heavy else 1.2,
                      stroke_linejoin="round"))
    if heavy:
        parts.append(path(frame_d(FRAME_INSET + 4.5, notch), fill="none", stroke=colour,
                          stroke_width=1.0, stroke_linejoin="round"))
    return "".join(parts)


def index(label: str, colour: str, suit_sign: str, ident: str = "index") -> str:
    """Rank label over a small suit sign, top-left; suit_sign is drawn about (0, 0)
    with height INDEX_SUIT_SIZE."""
    squeeze = P.label_squeeze(label)
    scale = f" scale({num(squeeze)} 1)" if squeeze < 1 else ""
    rank = text(0, 0, label, transform=f"translate({num(P.INDEX_CX)} {num(P.INDEX_RANK_Y)}){scale}",
                fill=colour, font_family=P.SANS, font_weight="bold",
                font_size=P.INDEX_RANK_SIZE, text_anchor="middle")
    return g(rank, placed(suit_sign, P.INDEX_CX, P.INDEX_SUIT_Y) if suit_sign else "",
             id=ident)


def indices(label: str, colour: str, suit_sign: str) -> str:
    """The index top-left and again, turned, bottom-right."""
    top = index(label, colour, suit_sign)
    bottom = g(index(label, colour, suit_sign, ident="index-turned"),
               transform=f"rotate(180 {num(W / 2)} {num(H / 2)})")
    return top + bottom


def card(title: str, pal: dict, body: str, label: str, colour: str, suit_sign: str,
         defs: str = "") -> str:
    """A whole card face as an SVG document."""
    content = paper(pal["paper"]) + body + indices(label, colour, suit_sign) + edge()
    return document(content, W, H, defs=defs, title=title)


def turned(content: str) -> str:
    """Content turned half a turn about the card's centre (double-headed pictures)."""
    return g(content, transform=f"rotate(180 {num(W / 2)} {num(H / 2)})")
