"""Heads for every court figure: face, hair, beard and headgear, drawn about the face's
centre (0, 0) with the face 40 units wide; callers place and scale them. `kind` is
"king", "queen" or "jack" (a knight wears the jack's cap)."""
from __future__ import annotations

from . import palette as P
from .svgkit import circle, el, g, mirrored, path

INK = P.INK
OUTLINE = {"stroke": INK, "stroke_width": 1.3, "stroke_linejoin": "round"}
LIPS = "#c2453d"
CHEEK = "#ef9f8b"
EYE = "#3b2a1c"

FACE_D = mirrored(0, (0, -26), [((11, -26), (20, -18), (20, -4)),
                                ((20, 11), (12, 26), (0, 27))])
HAIR_CAP_D = ("M-21,-6C-23,-27 -11,-33 0,-33C11,-33 23,-27 21,-6"
              "C18,-16 9,-21 0,-21C-9,-21 -18,-16 -21,-6Z")


def _both(shape: str, **attrs) -> str:
    """A shape drawn on the right and mirrored on the left."""
    return g(path(shape, **attrs)) + g(path(shape, **attrs), transform="scale(-1 1)")


def _lock(length: float) -> str:
    """One side lock of hair from the temple down to y = length."""
    return (f"M13,-27C31,-24 31,-2 29,{length * .4:.1f}C28,{length * .75:.1f} 31,{length * .9:.1f} "
            f"33,{length:.1f}L21,{length + 2:.1f}C17,{length * .7:.1f} 16,{length * .4:.1f} 17,4Z")


def features(hair: str, beard: bool = False) -> str:
    eye = "M-12.5,-4Q-8,-7.5 -3.5,-4Q-8,-1.5 -12.5,-4Z"
    parts = [_both(eye, fill=P.WHITE, stroke=INK, stroke_width=.8),
             circle(-8, -4, 1.9, fill=EYE), circle(8, -4, 1.9, fill=EYE),
             _both("M-13.5,-9.5Q-8,-13 -3,-10", fill="none", stroke=hair, stroke_width=1.8,
                   stroke_linecap="round"),
             path("M-.5,-3Q-1.5,6 -4,9.5Q-1,11.5 2.5,9.5", fill="none", stroke=P.SKIN_SHADE,
                  stroke_width=1.4, stroke_linecap="round")]
    if not beard:
        parts += [circle(-11, 8, 4, fill=CHEEK, fill_opacity=.45),
                  circle(11, 8, 4, fill=CHEEK, fill_opacity=.45)]
    parts.append(path("M-6,16Q0,13.5 6,16Q0,20.5 -6,16Z", fill=LIPS))
    return "".join(parts)


def _beard(colour: str) -> str:
    beard = mirrored(0, (0, 12), [((10, 11), (19, 6), (20, -2)),
                                  ((23, 18), (14, 42), (0, 48))])
    moustache = "M0,11Q9,8 16,15Q8,13.5 0,14.5Q-8,13.5 -16,15Q-9,8 0,11Z"
    curls = "".join(path(f"M{x},{y}q3,5 0,10", fill="none", stroke=INK, stroke_width=.7,
                         stroke_opacity=.6) for x, y in ((-9, 22), (-2, 27), (5, 24), (11, 18)))
    return (path(beard, fill=colour, **OUTLINE) + curls
            + path(moustache, fill=colour, **OUTLINE))


def crown(gold: str, jewels: tuple[str, str], cap: str, width: float = 25,
          points: int = 5, height: float = 24) -> str:
    """A crown whose band sits on y = -26 (the top of the forehead)."""
    w, top = width, -36.0
    peaks = [(-w + 2 * w * i / (points - 1)) for i in range(points)]
    rim = [f"M{-w},{top + 10}L{-w},{top}"]
    for i, x in enumerate(peaks):
        rim.append(f"L{x:.1f},{top - height}")
        if i < points - 1:
            mid = (x + peaks[i + 1]) / 2
            rim.append(f"L{mid:.1f},{top - height * .35:.1f}")
    rim.append(f"L{w},{top}L{w},{top + 10}Z")
    velvet = path(f"M{-w + 3},{top}C{-w + 3},{top - height - 6} {w - 3},{top - height - 6} "
                  f"{w - 3},{top}Z", fill=cap, **OUTLINE)
    balls = "".join(circle(x, top - height - 2.5, 3, fill=gold, **OUTLINE) for x in peaks)
    band = path(f"M{-w},{top}L{w},{top}L{w},{top + 10}L{-w},{top + 10}Z", fill=gold, **OUTLINE)
    gems = "".join(circle(-w + 2 * w * (i + .5) / 4, top + 5, 2.6, fill=jewels[i % 2],
                          stroke=INK, stroke_width=.6) for i in range(4))
    return velvet + path("".join(rim), fill=gold, **OUTLINE) + balls + band + gems


def cap(colour: str, brim: str, feather: str) -> str:
    """A jack's (or knight's) beret with a feather."""
    plume = path("M6,-42C14,-58 30,-64 44,-58C34,-56 26,-52 20,-46C28,-48 34,-46 38,-42"
                 "C28,-42 20,-40 14,-36Z", fill=feather, **OUTLINE)
    quill = path("M8,-40C18,-54 30,-58 42,-57", fill="none", stroke=INK, stroke_width=.8)
    crown_ = path("M-27,-22C-31,-42 -4,-52 18,-48C35,-45 38,-31 27,-22Z", fill=colour, **OUTLINE)
    band = path("M-26,-27Q0,-34 27,-27L27,-20Q0,-27 -26,-20Z", fill=brim, **OUTLINE)
    button = circle(14, -33, 3, fill=brim, **OUTLINE)
    return plume + quill + crown_ + band + button


def veil(colour: str, edge: str) -> str:
    """A queen's veil, behind the head and down over the shoulders."""
    d = mirrored(0, (0, -44), [((26, -44), (36, -26), (36, 0)),
                               ((37, 30), (44, 52), (50, 70)), ((0, 70),)])
    return path(d, fill=colour, **OUTLINE) + path(
        d, fill="none", stroke=edge, stroke_width=2.2, transform="scale(.9 .95)")


def head(kind: str, hair: str, clothes: tuple[str, str, str], gold: str,
         jewels: tuple[str, str]) -> str:
    """The whole head for a king, queen or jack, face centred on (0, 0)."""
    main, second, trim = clothes
    back = {"king": 22, "queen": 56, "jack": 8}[kind]
    parts = []
    if kind == "queen":
        parts.append(veil(second, trim))
    parts.append(el("rect", x=-7.0, y=18.0, width=14.0, height=22.0, fill=P.SKIN_SHADE))
    parts.append(_both(_lock(back), fill=hair, **OUTLINE))
    parts.append(path(FACE_D, fill=P.SKIN, **OUTLINE))
    parts.append(features(hair, beard=kind == "king"))
    if kind == "king":
        parts.append(_beard(hair))
        parts.append(path("M-5,18Q0,16.5 5,18", fill="none", stroke=LIPS, stroke_width=2))
    parts.append(path(HAIR_CAP_D, fill=hair, **OUTLINE))
    if kind == "king":
        parts.append(crown(gold, jewels, main))
    elif kind == "queen":
        parts.append(crown(gold, jewels, main, width=20, points=3, height=16))
    else:
        parts.append(cap(main, trim, second))
    return "".join(parts)
