"""Emblems of the 21 tarots and the matto: one simple picture each, drawn about (0, 0)
within a radius of about 60 units, in the tarot palette."""
from __future__ import annotations

import math

from .signs import coin, cup, leaf
from .svgkit import circle, el, g, num, path, placed


def _ol(pal: dict, w: float = 1.8) -> dict:
    return {"stroke": pal["ink"], "stroke_width": w, "stroke_linejoin": "round"}


def _star(r: float, inner: float, points: int = 8, rotate: float = 0) -> str:
    pts = []
    for i in range(points * 2):
        a = math.pi * i / points + math.radians(rotate)
        rr = r if i % 2 == 0 else inner
        pts.append(f"{num(rr * math.sin(a))},{num(-rr * math.cos(a))}")
    return "M" + "L".join(pts) + "Z"


def _wheel(pal: dict, r: float, spokes: int, rim: str, hub: str) -> str:
    lines = "".join(f"M0,0L{num(r * math.sin(2 * math.pi * i / spokes))},"
                    f"{num(-r * math.cos(2 * math.pi * i / spokes))}" for i in range(spokes))
    return (circle(0, 0, r, fill="none", stroke=pal["ink"], stroke_width=9)
            + circle(0, 0, r, fill="none", stroke=rim, stroke_width=6)
            + path(lines, fill="none", stroke=pal["ink"], stroke_width=3.2)
            + circle(0, 0, r * .2, fill=hub, **_ol(pal)))


def bagatto(pal):
    table = (path("M-56,8H56V18H-56Z", fill=pal["brown"], **_ol(pal))
             + path("M-48,18L-44,58M48,18L44,58M-20,18L-22,58M20,18L22,58", stroke=pal["ink"],
                    stroke_width=5, fill="none"))
    wand = path("M-44,-44L-14,2", stroke=pal["ink"], stroke_width=5, stroke_linecap="round")
    return (table + wand + circle(-44, -44, 5, fill=pal["yellow"], **_ol(pal, 1.2))
            + placed(cup(pal, simple=True), 8, -16, scale=.42)
            + placed(coin(pal, simple=True), 40, -2, scale=.2)
            + el("rect", x=-36.0, y=-6.0, width=12.0, height=12.0, fill="white", **_ol(pal, 1.4)))


def papessa(pal):
    pages = (path("M0,-30C-20,-40 -44,-40 -60,-32L-60,32C-44,24 -20,24 0,34Z", fill="white", **_ol(pal))
             + path("M0,-30C20,-40 44,-40 60,-32L60,32C44,24 20,24 0,34Z", fill="white", **_ol(pal)))
    cover = path("M-64,-28L-64,38C-44,30 -20,30 0,40C20,30 44,30 64,38L64,-28", fill="none",
                 stroke=pal["red"], stroke_width=4)
    text_lines = "".join(path(f"M{s * 10},{y}C{s * 22},{y - 5} {s * 40},{y - 5} {s * 52},{y - 2}",
                              fill="none", stroke=pal["ink"], stroke_width=1.6)
                         for s in (-1, 1) for y in (-18, -8, 2, 12))
    return cover + pages + text_lines


def _crown(pal, w: float, h: float, points: int, y: float) -> str:
    top = y - h
    pts = [f"M{-w},{y}"]
    for i in range(points):
        x0 = -w + 2 * w * i / (points - 1)
        pts.append(f"L{num(x0)},{num(top)}")
        if i < points - 1:
            pts.append(f"L{num(x0 + w / (points - 1))},{num(top + h * .55)}")
    pts.append(f"L{w},{y}Z")
    balls = "".join(circle(-w + 2 * w * i / (points - 1), top - 3, 4, fill=pal["yellow"],
                           **_ol(pal, 1.2)) for i in range(points))
    gems = "".join(circle(-w * .6 + 1.2 * w * i / 2, y - 6, 3.4, fill=(pal["red"], pal["blue"])[i % 2],
                          **_ol(pal, 1)) for i in range(3))
    return path("".join(pts), fill=pal["yellow"], **_ol(pal)) + balls + gems


def imperatrice(pal):
    shield = path("M-34,-6H34V22C34,44 14,56 0,62C-14,56 -34,44 -34,22Z", fill=pal["blue"], **_ol(pal))
    lily = path("M0,4C8,16 8,28 0,44C-8,28 -8,16 0,4ZM3,34C16,22 26,30 18,42C14,36 8,36 3,40Z"
                "M-3,34C-16,22 -26,30 -18,42C-14,36 -8,36 -3,40Z", fill=pal["yellow"], **_ol(pal, 1.2))
    return _crown(pal, 40, 34, 5, -14) + shield + lily


def imperatore(pal):
    orb = (circle(0, 10, 40, fill=pal["yellow"], **_ol(pal))
           + path("M-40,10H40M0,10V50", fill="none", stroke=pal["red"], stroke_width=5)
           + path("M-5,-58H5V-44H17V-34H5V-26H-5V-34H-17V-44H-5Z", fill=pal["yellow"], **_ol(pal, 1.5)))
    return orb + el("rect", x=-4.0, y=-30.0, width=8.0, height=8.0, fill=pal["yellow"], **_ol(pal, 1.2))


def papa(pal):
    keys = ""
    for s in (-1, 1):
        keys += g(path("M0,-8V58", stroke=pal["ink"], stroke_width=9, stroke_linecap="round")
                  + path("M0,-8V58", stroke=pal["yellow"], stroke_width=5.5, stroke_linecap="round")
                  + circle(0, -14, 11, fill="none", stroke=pal["ink"], stroke_width=7)
                  + circle(0, -14, 11, fill="none", stroke=pal["yellow"], stroke_width=4)
                  + path("M0,42H14V50H0M0,52H10V58H0", fill=pal["yellow"], **_ol(pal, 1.2)),
                  transform=f"translate(0 8) rotate({s * 32})")
    tiara = path("M-22,-4C-24,-30 -16,-54 0,-62C16,-54 24,-30 22,-4Z", fill="white", **_ol(pal))
    bands = "".join(path(f"M{-w},{y}Q0,{y + 5} {w},{y}", fill="none", stroke=pal["yellow"],
                         stroke_width=5) for w, y in ((22, -8), (21, -26), (16, -42)))
    cross = path("M-3,-62V-74M-7,-70H7", stroke=pal["ink"], stroke_width=2.5)
    return keys + tiara + bands + cross


def amanti(pal):
    heart = path("M0,48C-10,34 -50,14 -50,-12C-50,-32 -36,-42 -23,-42C-11,-42 -3,-34 0,-26"
                 "C3,-34 11,-42 23,-42C36,-42 50,-32 50,-12C50,14 10,34 0,48Z", fill=pal["red"], **_ol(pal))
    arrow = (path("M-60,40L56,-44", stroke=pal["ink"], stroke_width=4)
             + path("M56,-44L40,-42L50,-32Z", fill=pal["ink"])
             + path("M-60,40l-4,-12l10,6ZM-60,40l12,4l-6,-10Z", fill=pal["yellow"], **_ol(pal, 1)))
    return heart + arrow


def carro(pal):
    box = path("M-50,-6H46L40,28H-44Z", fill=pal["red"], **_ol(pal))
    canopy = (path("M-46,-6V-46M40,-6V-46", stroke=pal["ink"], stroke_width=3)
              + path("M-54,-44Q-4,-70 48,-44Z", fill=pal["blue"], **_ol(pal)))
    stars = "".join(path(_star(5, 2, 5), fill=pal["yellow"], transform=f"translate({x} -50)")
                    for x in (-24, -4, 16))
    shaft = path("M40,20L64,8", stroke=pal["brown"], stroke_width=5)
    return canopy + stars + box + shaft + placed(_wheel(pal, 26, 8, pal["yellow"], pal["red"]), -10, 34)


def giustizia(pal):
    beam = path("M-52,-30H52", stroke=pal["ink"], stroke_width=5, stroke_linecap="round")
    post = path("M0,-50V50", stroke=pal["ink"], stroke_width=6) + path("M-24,52H24", stroke=pal["ink"], stroke_width=8)
    pans = ""
    for s in (-1, 1):
        pans += (path(f"M{s * 48},-30L{s * 30},12M{s * 48},-30L{s * 66},12", stroke=pal["ink"],
                      stroke_width=1.6, fill="none")
                 + path(f"M{s * 48 - 22},12Q{s * 48},32 {s * 48 + 22},12Z", fill=pal["yellow"], **_ol(pal)))
    return post + beam + pans + circle(0, -54, 7, fill=pal["yellow"], **_ol(pal))


def eremita(pal):
    handle = path("M-18,-50Q0,-66 18,-50", fill="none", stroke=pal["ink"], stroke_width=4)
    body = path("M-26,-40H26L20,34H-20Z", fill=pal["brown"], **_ol(pal))
    glass = path("M-17,-30H17L13,24H-13Z", fill=pal["yellow"], **_ol(pal, 1.2))
    flame = path("M0,14C-10,4 -6,-8 0,-20C6,-8 10,4 0,14Z", fill=pal["red"], **_ol(pal, 1))
    top = path("M-30,-40L0,-58L30,-40Z", fill=pal["brown"], **_ol(pal))
    base = el("rect", x=-28.0, y=34.0, width=56.0, height=10.0, fill=pal["brown"], **_ol(pal))
    glow = circle(0, -4, 58, fill=pal["yellow"], fill_opacity=.25)
    return glow + handle + top + body + glass + flame + base


def ruota(pal):
    return (_wheel(pal, 50, 12, pal["yellow"], pal["blue"])
            + path("M0,0L0,-12", stroke=pal["ink"]) + placed(_crown(pal, 16, 14, 3, 0), 0, -54)
            + path("M-40,60L0,0L40,60Z", fill="none", stroke=pal["brown"], stroke_width=6))


def forza(pal):
    shaft = el("rect", x=-18.0, y=-40.0, width=36.0, height=86.0, fill="white", **_ol(pal))
    flutes = path("M-8,-40V46M0,-40V46M8,-40V46", stroke=pal["ink"], stroke_width=1, stroke_opacity=.6)
    capital = path("M-30,-40H30L24,-52H-24Z", fill=pal["yellow"], **_ol(pal))
    base = path("M-30,46H30L34,58H-34Z", fill=pal["yellow"], **_ol(pal))
    crack = path("M-18,-10L-4,-4L-10,6L4,14L18,8", fill="none", stroke=pal["ink"], stroke_width=2)
    return shaft + flutes + crack + capital + base


def appeso(pal):
    gallows = path("M-52,-56H52M-44,-56V60M44,-56V60", stroke=pal["brown"], stroke_width=8,
                   stroke_linecap="round", fill="none")
    rope = path("M0,-56V-38", stroke=pal["ink"], stroke_width=2)
    body = (path("M0,-38L0,-4M0,-38L10,-18L0,-4", stroke=pal["blue"], stroke_width=8,
                 stroke_linecap="round", stroke_linejoin="round", fill="none")
            + path("M0,-4L0,22", stroke=pal["red"], stroke_width=16, stroke_linecap="round")
            + path("M-8,6L-20,-8M8,6L20,-8", stroke=pal["red"], stroke_width=7, stroke_linecap="round")
            + circle(0, 36, 11, fill="#f6d6b4", **_ol(pal, 1.4))
            + path("M-11,40Q0,52 11,40", fill=pal["yellow"], **_ol(pal, 1)))
    return gallows + rope + body


def morte(pal):
    snath = path("M34,60C28,20 24,-20 12,-58", fill="none", stroke=pal["brown"], stroke_width=6,
                 stroke_linecap="round")
    blade = path("M12,-58C-20,-62 -48,-50 -60,-28C-40,-42 -16,-46 14,-48Z", fill=pal["steel"], **_ol(pal))
    grips = path("M26,14L12,18M30,36L16,40", stroke=pal["brown"], stroke_width=5, stroke_linecap="round")
    glass = (path("M-40,10H-8L-24,32L-8,54H-40L-24,32Z", fill=pal["yellow"], fill_opacity=.6, **_ol(pal))
             + path("M-42,8H-6M-42,56H-6", stroke=pal["brown"], stroke_width=4))
    return glass + snath + grips + blade


def temperanza(pal):
    jug = "M-14,-22H14L10,-14C22,-8 22,20 12,28H-12C-22,20 -22,-8 -10,-14Z"
    left = g(path(jug, fill=pal["red"], **_ol(pal)), transform="translate(-32 -14) rotate(-28)")
    right = g(path(jug, fill=pal["blue"], **_ol(pal)), transform="translate(32 30)")
    water = path("M-38,-40C-10,-40 24,-20 30,8", fill="none", stroke="#7fb2d9", stroke_width=6,
                 stroke_linecap="round")
    return left + water + right


def diavolo(pal):
    face = path("M-34,-20C-34,20 -16,46 0,50C16,46 34,20 34,-20C20,-34 -20,-34 -34,-20Z",
                fill=pal["red"], **_ol(pal))
    horns = path("M-30,-22C-44,-36 -46,-52 -38,-64C-34,-48 -24,-38 -14,-30Z"
                 "M30,-22C44,-36 46,-52 38,-64C34,-48 24,-38 14,-30Z", fill=pal["yellow"], **_ol(pal))
    eyes = path("M-22,-6L-8,0L-20,4ZM22,-6L8,0L20,4Z", fill=pal["yellow"], **_ol(pal, 1))
    mouth = path("M-16,22Q0,34 16,22Q0,28 -16,22Z", fill=pal["ink"])
    fork = path("M52,60V-40M40,-58V-40H64V-58M52,-40V-62", fill="none", stroke=pal["ink"],
                stroke_width=4.5, stroke_linecap="round")
    return fork + horns + face + eyes + mouth


def torre(pal):
    tower = path("M-28,60V-30H28V60Z", fill="#d8c9a6", **_ol(pal))
    bricks = "".join(path(f"M-28,{y}H28", stroke=pal["ink"], stroke_width=.8, stroke_opacity=.5)
                     for y in range(-14, 60, 14))
    crown = path("M-34,-30V-44H-22V-36H-10V-44H2V-36H14V-44H22V-36H34V-30Z", fill="#d8c9a6", **_ol(pal))
    top = g(crown, transform="rotate(-22 30 -40) translate(6 -16)")
    bolt = path("M60,-66L22,-40L34,-36L8,-16L20,-12L-2,8L44,-26L30,-30L58,-56Z",
                fill=pal["yellow"], **_ol(pal, 1.4))
    door = path("M-10,60V38C-10,28 10,28 10,38V60Z", fill=pal["ink"])
    window = el("rect", x=-6.0, y=-12.0, width=12.0, height=16.0, fill=pal["ink"])
    flames = path("M-20,-30C-22,-42 -14,-48 -12,-58C-6,-48 -2,-44 -4,-30Z", fill=pal["red"], **_ol(pal, 1))
    return tower + bricks + door + window + flames + top + bolt


def stella(pal):
    big = path(_star(56, 20, 8), fill=pal["yellow"], **_ol(pal))
    small = "".join(path(_star(9, 3.6, 8), fill=pal["yellow"], transform=f"translate({x} {y})", **_ol(pal, .8))
                    for x, y in ((-52, -52), (52, -52), (-56, 50), (56, 50)))
    return big + circle(0, 0, 10, fill=pal["red"], **_ol(pal, 1.2)) + small


def luna(pal):
    moon = path("M14,-56A58,58 0 1 0 14,56A44,44 0 1 1 14,-56Z", fill="#e9eef4", **_ol(pal))
    face = (circle(-14, -10, 3, fill=pal["ink"])
            + path("M-34,-2Q-30,8 -22,10", fill="none", stroke=pal["ink"], stroke_width=1.6)
            + path("M-26,22Q-18,26 -10,20", fill="none", stroke=pal["red"], stroke_width=2.2))
    stars = "".join(path(_star(7, 2.8, 5), fill=pal["yellow"], transform=f"translate({x} {y})", **_ol(pal, .8))
                    for x, y in ((40, -30), (50, 10), (34, 42)))
    return moon + face + stars


def sole(pal):
    rays = path(_star(64, 40, 16), fill=pal["yellow"], **_ol(pal))
    disc = circle(0, 0, 36, fill="#f6cf4a", **_ol(pal))
    face = (circle(-12, -6, 3.2, fill=pal["ink"]) + circle(12, -6, 3.2, fill=pal["ink"])
            + path("M-12,12Q0,22 12,12", fill="none", stroke=pal["red"], stroke_width=2.6)
            + path("M0,-4L-3,6H3", fill="none", stroke=pal["ochre"], stroke_width=1.6))
    return rays + disc + face


def angelo(pal):
    wing = path("M-6,-16C-26,-50 -54,-56 -64,-40C-50,-40 -46,-32 -54,-24C-42,-26 -36,-20 -42,-10"
                "C-30,-14 -18,-8 -8,0Z", fill="white", **_ol(pal))
    wings = wing + g(wing, transform="scale(-1 1)")
    halo = circle(0, -32, 15, fill="none", stroke=pal["yellow"], stroke_width=4)
    face = circle(0, -30, 10, fill="#f6d6b4", **_ol(pal, 1.4))
    robe = path("M-12,-20H12L18,10H-18Z", fill=pal["blue"], **_ol(pal))
    horn = path("M-56,22L34,10L52,-6C54,10 56,24 58,40L38,26L-56,32Z", fill=pal["yellow"], **_ol(pal))
    banner = path("M-22,31H14V56L-4,48L-22,56Z", fill=pal["red"], **_ol(pal, 1.2))
    cross = path("M-4,34V48M-11,40H3", stroke="white", stroke_width=3)
    return wings + halo + robe + face + horn + banner + cross


def mondo(pal):
    wreath = "".join(leaf(60 * math.sin(math.radians(a)), -60 * math.cos(math.radians(a)),
                          a + 60, 22, pal["green"], pal["ink"]) for a in range(0, 360, 24))
    globe = (circle(0, 0, 40, fill="#8ec1e0", **_ol(pal))
             + path("M-18,-30C-6,-24 -20,-8 -8,0C2,6 -6,20 6,28C18,20 10,6 22,-4C30,-14 18,-26 8,-36Z",
                    fill="#7fae5a", **_ol(pal, 1.2))
             + path("M-40,0H40M0,-40V40", fill="none", stroke=pal["ink"], stroke_width=.8, stroke_opacity=.4))
    return wreath + globe


def matto(pal):
    cap = path("M-36,30C-40,0 -56,-24 -62,-46C-40,-36 -24,-18 -14,0C-12,-28 -8,-50 0,-64"
               "C8,-50 12,-28 14,0C24,-18 40,-36 62,-46C56,-24 40,0 36,30Z", fill=pal["red"], **_ol(pal))
    middle = path("M-14,0C-12,-28 -8,-50 0,-64C8,-50 12,-28 14,0Z", fill=pal["yellow"], **_ol(pal))
    band = path("M-40,26Q0,40 40,26L38,44Q0,56 -38,44Z", fill=pal["green"], **_ol(pal))
    bells = "".join(circle(x, y, 7, fill=pal["yellow"], **_ol(pal, 1.4)) for x, y in ((-62, -46), (0, -66), (62, -46)))
    return cap + middle + band + bells


EMBLEMS = {1: bagatto, 2: papessa, 3: imperatrice, 4: imperatore, 5: papa, 6: amanti,
           7: carro, 8: giustizia, 9: eremita, 10: ruota, 11: forza, 12: appeso, 13: morte,
           14: temperanza, 15: diavolo, 16: torre, 17: stella, 18: luna, 19: sole,
           20: angelo, 21: mondo, 0: matto}
NAMES = {1: "il bagatto", 2: "la papessa", 3: "l'imperatrice", 4: "l'imperatore", 5: "il papa",
         6: "gli amanti", 7: "il carro", 8: "la giustizia", 9: "l'eremita",
         10: "la ruota", 11: "la forza", 12: "l'appeso", 13: "la morte", 14: "la temperanza",
         15: "il diavolo", 16: "la torre", 17: "la stella", 18: "la luna", 19: "il sole",
         20: "l'angelo", 21: "il mondo", 0: "il matto"}


def emblem(number: int, pal: dict) -> str:
    """The picture of tarot `number` (0 = the matto)."""
    return EMBLEMS[number](pal)

