"""Single-headed full figures for the Italian-suited courts: the fante (a page), the
re (a king in a long robe), the donna (a queen, tarot only) and the cavallo (a knight on
a caparisoned horse). Each holds the sign of its suit."""
from __future__ import annotations

from . import palette as P
from .card import framed
from .faces import head
from .signs import baton_between, sign, sword_between
from .svgkit import circle, el, line, mirrored, num, path, placed

CX = 125.0
GROUND = 348.0
HORSES = {"H": ("#f1ebdd", "#cfc4ae"), "D": ("#9a6436", "#6b4124"),
          "C": ("#c4bfb4", "#8e887c"), "S": ("#5b4536", "#3a2a20")}
HAIR = {"K": {"H": "#9a948a", "D": "#5a3a22", "C": "#7a4a22", "S": "#c9c2b6"},
        "Q": {"H": "#d9a441", "D": "#5a3a22", "C": "#a4532c", "S": "#2f241e"},
        "J": {"H": "#7a4a22", "D": "#d9a441", "C": "#2f241e", "S": "#a4532c"},
        "C": {"H": "#3b2a20", "D": "#a4532c", "C": "#d9a441", "S": "#7a4a22"}}
KIND = {"J": "jack", "K": "king", "Q": "queen", "C": "jack"}


def _ol(pal: dict, w: float = 1.4) -> dict:
    return {"stroke": pal["ink"], "stroke_width": w, "stroke_linejoin": "round"}


def limb(points, width: float, colour: str, pal: dict, cap: str = "round") -> str:
    """An arm or a leg: a thick outlined stroke through the points."""
    d = "M" + "L".join(f"{num(x)},{num(y)}" for x, y in points)
    style = {"fill": "none", "stroke_linecap": cap, "stroke_linejoin": "round"}
    return (path(d, stroke=pal["ink"], stroke_width=width + 2.8, **style)
            + path(d, stroke=colour, stroke_width=width, **style))


def hand(x: float, y: float, pal: dict, r: float = 6.5) -> str:
    return circle(x, y, r, fill=P.SKIN, **_ol(pal, 1.2))


def ground(pal: dict) -> str:
    turf = path(f"M0,{GROUND}Q62,{GROUND - 8} 125,{GROUND}T250,{GROUND}V400H0Z",
                fill="#9cb86a", **_ol(pal, 1.2))
    tufts = "".join(path(f"M{x},{GROUND + 12}l-3,-8M{x},{GROUND + 12}l3,-9", fill="none",
                         stroke=pal["green"], stroke_width=1.4) for x in range(22, 240, 26))
    return turf + tufts


def held(suit: str, pal: dict, x: float, y: float, scale: float = 1.0) -> str:
    """The suit sign carried in a hand at (x, y), with the hand drawn over it."""
    if suit == "C":
        item = baton_between(pal, (x + 4, y + 92 * scale), (x - 10, y - 112 * scale),
                             thick=9 * scale)
    elif suit == "S":
        item = sword_between(pal, (x, y + 4), (x - 6, y - 128 * scale), blade=6.5 * scale,
                             guard=16 * scale)
    else:
        item = placed(sign(suit, pal, 54 * scale), x, y - 30 * scale)
    return item + hand(x, y, pal)


# ---- standing figures ----------------------------------------------------------------

def _page(pal: dict, main: str, second: str, trim: str) -> str:
    """Tunic over parti-coloured hose."""
    legs = (limb([(CX - 10, 240), (CX - 13, 300), (CX - 15, GROUND - 8)], 15, main, pal, "butt")
            + limb([(CX + 10, 240), (CX + 13, 300), (CX + 15, GROUND - 8)], 15, second, pal, "butt"))
    shoes = (path(f"M{CX - 8},{GROUND - 10}L{CX - 32},{GROUND - 2}L{CX - 8},{GROUND}Z", fill=pal["ink"])
             + path(f"M{CX + 8},{GROUND - 10}L{CX + 32},{GROUND - 2}L{CX + 8},{GROUND}Z", fill=pal["ink"]))
    tunic = mirrored(CX, (CX, 118), [((CX + 16, 120),), ((CX + 34, 128), (CX + 36, 150)),
                                    ((CX + 26, 196),), ((CX + 44, 252),), ((CX, 256),)])
    skirt_lines = "".join(line(CX + dx, 200, CX + dx * 1.7, 252, stroke=pal["ink"], stroke_width=1,
                               stroke_opacity=.55) for dx in (-14, 0, 14))
    belt = el("rect", x=CX - 27, y=192.0, width=54.0, height=8.0, fill=trim, **_ol(pal, 1.2))
    chest = path(f"M{CX},{122}L{CX + 12},{124}L{CX},{170}L{CX - 12},{124}Z", fill=second,
                 **_ol(pal, 1))
    buttons = "".join(circle(CX, y, 2.2, fill=trim, **_ol(pal, .6)) for y in (134, 146, 158))
    return (legs + shoes + path(tunic, fill=main, **_ol(pal)) + skirt_lines + chest + buttons
            + belt)


def _robe(pal: dict, main: str, second: str, trim: str, queen: bool) -> str:
    """A long robe to the feet with a cape behind."""
    cape = mirrored(CX, (CX, 120), [((CX + 30, 124), (CX + 48, 140)), ((CX + 66, 250), (CX + 70, GROUND - 4)),
                                   ((CX, GROUND - 4),)])
    robe = mirrored(CX, (CX, 118), [((CX + 16, 120),), ((CX + 34, 128), (CX + 36, 150)),
                                   ((CX + 28, 200),), ((CX + 52, GROUND - 4),), ((CX, GROUND - 4),)])
    front = mirrored(CX, (CX, 200), [((CX + 8, 200),), ((CX + 20, GROUND - 4),), ((CX, GROUND - 4),)])
    hem = el("rect", x=CX - 52, y=GROUND - 12, width=104.0, height=8.0, fill=trim, **_ol(pal, 1.1))
    belt = el("rect", x=CX - 29, y=194.0, width=58.0, height=7.0, fill=trim, **_ol(pal, 1.1))
    folds = "".join(path(f"M{CX + dx},{210}Q{CX + dx * 1.3},{280} {CX + dx * 1.7},{GROUND - 12}",
                         fill="none", stroke=pal["ink"], stroke_width=1, stroke_opacity=.5)
                    for dx in (-22, 22))
    shoes = (path(f"M{CX - 10},{GROUND - 4}l-16,6l16,2Z", fill=pal["ink"])
             + path(f"M{CX + 10},{GROUND - 4}l16,6l-16,2Z", fill=pal["ink"]))
    parts = [path(cape, fill=second, **_ol(pal)), shoes, path(robe, fill=main, **_ol(pal)),
             path(front, fill=trim if queen else second, **_ol(pal, 1.1)), folds, hem, belt]
    if queen:
        parts.append("".join(circle(CX + x, 132 + x * x / 60, 2, fill=pal["yellow"],
                                    **_ol(pal, .5)) for x in range(-15, 16, 5)))
    else:
        collar = mirrored(CX, (CX, 118), [((CX + 20, 119),), ((CX + 44, 130), (CX + 46, 146)),
                                         ((CX + 24, 150), (CX, 148)),])
        spots = "".join(path(f"M{CX + s * x},{y}l-1.8,5l1.8,-1.3l1.8,1.3Z", fill=pal["ink"])
                        for s in (-1, 1) for x, y in ((18, 128), (34, 136), (10, 140)))
        parts.append(path(collar, fill=P.WHITE, **_ol(pal)) + spots)
    return "".join(parts)


def standing(style: str, rank: str, suit: str) -> str:
    pal = P.PALETTES[style]
    main, second, trim = (pal[c] for c in P.COURT_CLOTHES[style][suit])
    kind = KIND[rank]
    sleeve = second if kind == "jack" else main
    body = _page(pal, main, second, trim) if kind == "jack" else _robe(
        pal, main, second, trim, kind == "queen")
    near_arm = limb([(CX - 30, 134), (CX - 38, 172), (CX - 22, 196)], 13, sleeve, pal)
    far_arm = limb([(CX + 30, 134), (CX + 44, 176), (CX + 52, 166)], 13, sleeve, pal)
    the_head = placed(head(kind, HAIR[rank][suit], (main, second, trim), pal["yellow"],
                           (pal["red"], pal["blue"])), CX, 86)
    return (ground(pal) + body + the_head + near_arm + hand(CX - 22, 196, pal)
            + far_arm + held(suit, pal, CX + 52, 164))


# ---- the knight --------------------------------------------------------------------

def _horse(pal: dict, coat: str, shade: str, cloth: str, trim: str) -> str:
    ol = _ol(pal)
    legs = "".join(limb(pts, 11, coat, pal, "butt") for pts in (
        [(92, 262), (96, 306), (94, GROUND - 6)],
        [(160, 262), (166, 304), (170, GROUND - 6)],
        [(146, 262), (146, 300), (140, GROUND - 6)],
        [(80, 258), (66, 290), (78, 314)]))
    hooves = "".join(el("rect", x=x - 7, y=y, width=14.0, height=7.0, rx=2.0, fill=pal["ink"])
                     for x, y in ((94, GROUND - 8), (170, GROUND - 8), (140, GROUND - 8)))
    hoof_up = path("M72,314l12,-4l4,8l-12,4Z", fill=pal["ink"])
    tail = path("M186,232C214,236 214,270 200,286C204,264 196,250 182,246Z", fill=shade, **ol)
    barrel = el("ellipse", cx=128.0, cy=248.0, rx=62.0, ry=30.0, fill=coat, **ol)
    neck = path("M66,262C52,232 48,196 46,176L78,166C88,196 98,222 108,240Z", fill=coat, **ol)
    head_ = path("M48,158C58,150 74,156 78,168L48,206C40,212 26,210 24,200C22,192 30,184 40,178Z",
                 fill=coat, **ol)
    ear = path("M60,156L64,138L70,158Z", fill=coat, **ol)
    mane = path("M52,154C62,168 70,188 80,214L92,206C84,188 78,170 72,158Z", fill=shade, **ol)
    eye = circle(52, 172, 2.6, fill=pal["ink"])
    nostril = circle(30, 198, 1.8, fill=pal["ink"])
    bridle = path("M40,178L72,182M46,204L62,176", fill="none", stroke=pal["red"], stroke_width=2.6)
    caparison = path("M96,224C120,214 160,214 186,226L194,292Q182,300 170,292Q158,300 146,292"
                     "Q134,300 122,292Q110,300 98,292Q86,300 80,290Z", fill=cloth, **ol)
    hem = path("M80,286Q90,294 98,288Q110,296 122,288Q134,296 146,288Q158,296 170,288"
               "Q182,296 194,286", fill="none", stroke=trim, stroke_width=4)
    dots = "".join(circle(x, 258, 3, fill=trim, **_ol(pal, .7)) for x in (108, 132, 156, 180))
    return (tail + legs + hooves + hoof_up + barrel + neck + mane + head_ + ear + eye
            + nostril + bridle + caparison + hem + dots)


def knight(style: str, suit: str) -> str:
    pal = P.PALETTES[style]
    main, second, trim = (pal[c] for c in P.COURT_CLOTHES[style][suit])
    coat, shade = HORSES[suit]
    rx = 134.0
    torso = mirrored(rx, (rx, 150), [((rx + 14, 151),), ((rx + 28, 158), (rx + 28, 172)),
                                    ((rx + 22, 220),), ((rx, 222),)])
    leg = limb([(rx - 4, 220), (rx - 24, 240), (rx - 20, 280)], 14, second, pal)
    boot = path(f"M{rx - 27},{276}l14,0l4,12l-22,2Z", fill=pal["ink"])
    stirrup = path(f"M{rx - 28},{290}h18", stroke=pal["yellow"], stroke_width=3, fill="none")
    far_arm = limb([(rx + 22, 160), (rx + 38, 196), (rx + 46, 178)], 12, second, pal)
    near_arm = limb([(rx - 22, 160), (rx - 30, 196), (rx - 46, 202)], 12, second, pal)
    reins = path(f"M{rx - 46},{202}L40,186", fill="none", stroke=pal["brown"], stroke_width=1.6)
    the_head = placed(head("jack", HAIR["C"][suit], (main, second, trim), pal["yellow"],
                           (pal["red"], pal["blue"])), rx, 120, scale=.9)
    belt = el("rect", x=rx - 24, y=204.0, width=48.0, height=7.0, fill=trim, **_ol(pal, 1.1))
    return (ground(pal) + _horse(pal, coat, shade, main, trim) + path(torso, fill=main, **_ol(pal))
            + belt + leg + boot + stirrup + the_head + near_arm + reins
            + hand(rx - 46, 202, pal) + far_arm + held(suit, pal, rx + 46, 176, .9))


def figure_card(style: str, rank: str, suit: str) -> str:
    """The framed picture of a court card: rank J, Q, K, or C (tarot cavallo); in the
    40-card Italian deck Q is the cavallo."""
    pal = P.PALETTES[style]
    is_knight = rank == "C" or (rank == "Q" and style == "italian")
    picture = knight(style, suit) if is_knight else standing(style, rank, suit)
    return framed(picture, pal, ground="#f6e9c8")
