"""The Italian suit signs: coppe (cups), denari (coins), bastoni (batons), spade
(swords), drawn about (0, 0) in a 100-unit box, in the colours of a palette. Batons and
swords can also be drawn at any length and angle, straight or curved, for the pip
lattices."""
from __future__ import annotations

import math

from .svgkit import circle, el, g, num, path

Point = tuple[float, float]


def _ol(pal: dict, width: float = 1.6) -> dict:
    return {"stroke": pal["ink"], "stroke_width": width, "stroke_linejoin": "round"}


# ---- coins and cups ---------------------------------------------------------------

def coin(pal: dict, simple: bool = False) -> str:
    ol = _ol(pal, 2.4 if simple else 1.8)
    if simple:
        return (circle(0, 0, 46, fill=pal["yellow"], **ol)
                + circle(0, 0, 24, fill=pal["red"], **_ol(pal, 2))
                + circle(0, 0, 8, fill=pal["yellow"], **_ol(pal, 1.5)))
    beads = "".join(circle(44 * math.cos(a * math.pi / 10), 44 * math.sin(a * math.pi / 10),
                           2.2, fill=pal["ochre"]) for a in range(20))
    petals = "".join(el("ellipse", cx=0.0, cy=-17.0, rx=6.5, ry=12.0, fill=pal["yellow"],
                        transform=f"rotate({a * 45})", **_ol(pal, .9)) for a in range(8))
    return (circle(0, 0, 48, fill=pal["yellow"], **ol) + beads
            + circle(0, 0, 39, fill="none", stroke=pal["ochre"], stroke_width=1.5)
            + circle(0, 0, 32, fill=pal["red"], **_ol(pal, 1.4)) + petals
            + circle(0, 0, 8, fill=pal["green"], **_ol(pal, 1.2)))


def cup(pal: dict, simple: bool = False) -> str:
    ol = _ol(pal, 2.4 if simple else 1.6)
    bowl = path("M-34,-38C-34,-12 -18,-3 -7,-1L7,-1C18,-3 34,-12 34,-38Z", fill=pal["yellow"], **ol)
    mouth = el("ellipse", cx=0.0, cy=-38.0, rx=34.0, ry=7.0, fill=pal["red"], **ol)
    inside = el("ellipse", cx=0.0, cy=-37.0, rx=28.0, ry=4.0, fill="#5a1c14")
    band = path("M-32,-27Q0,-19 32,-27L28,-17Q0,-10 -28,-17Z", fill=pal["red"], **_ol(pal, 1))
    stem = el("rect", x=-5.0, y=-2.0, width=10.0, height=26.0, fill=pal["yellow"], **ol)
    knot = el("ellipse", cx=0.0, cy=10.0, rx=11.0, ry=6.5, fill=pal["blue"], **ol)
    foot = path("M-6,22C-8,33 -26,37 -29,44L29,44C26,37 8,33 6,22Z", fill=pal["yellow"], **ol)
    base = el("rect", x=-30.0, y=43.0, width=60.0, height=6.0, rx=2.0, fill=pal["red"], **ol)
    if simple:
        return bowl + mouth + stem + knot + foot + base
    return bowl + band + mouth + inside + stem + knot + foot + base


# ---- bands along a curve: the bodies of batons and swords ---------------------------

def _quad(p0: Point, c: Point, p1: Point, t: float) -> tuple[Point, Point]:
    """Point and unit tangent of a quadratic Bezier at t."""
    x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * c[0] + t * t * p1[0]
    y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * c[1] + t * t * p1[1]
    dx = 2 * (1 - t) * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0])
    dy = 2 * (1 - t) * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1])
    n = math.hypot(dx, dy) or 1.0
    return (x, y), (dx / n, dy / n)


def band(p0: Point, c: Point, p1: Point, width, steps: int = 14) -> str:
    """Path data of a band along the curve p0 -> p1 (control c); width(t) is its half-width."""
    left, right = [], []
    for i in range(steps + 1):
        t = i / steps
        (x, y), (tx, ty) = _quad(p0, c, p1, t)
        w = width(t)
        left.append((x - ty * w, y + tx * w))
        right.append((x + ty * w, y - tx * w))
    pts = left + right[::-1]
    return "M" + "L".join(f"{num(x)},{num(y)}" for x, y in pts) + "Z"


def _curve_d(p0: Point, c: Point, p1: Point) -> str:
    return f"M{num(p0[0])},{num(p0[1])}Q{num(c[0])},{num(c[1])} {num(p1[0])},{num(p1[1])}"


def baton_between(pal: dict, p0: Point, p1: Point, thick: float = 7.5,
                  bend: float = 0.0) -> str:
    """A knotty baton from its grip end p0 to its head p1 (thicker at the head)."""
    mx, my = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
    length = math.hypot(p1[0] - p0[0], p1[1] - p0[1])
    nx, ny = -(p1[1] - p0[1]) / length, (p1[0] - p0[0]) / length
    c = (mx + nx * bend, my + ny * bend)
    body = band(p0, c, p1, lambda t: thick * (0.62 + 0.38 * t))
    knots = []
    for i, t in enumerate((0.22, 0.45, 0.68, 0.86)):
        (x, y), (tx, ty) = _quad(p0, c, p1, t)
        side = 1 if i % 2 else -1
        w = thick * (0.62 + 0.38 * t)
        bx, by = x + side * -ty * w, y + side * tx * w
        ex, ey = side * -ty * 6, side * tx * 6
        knots.append(f"M{num(bx - tx * 3.2)},{num(by - ty * 3.2)}l{num(ex + tx * 1.5)},{num(ey + ty * 1.5)}"
                     f"l{num(tx * 3.4)},{num(ty * 3.4)}l{num(-ex + tx * 1.5)},{num(-ey + ty * 1.5)}Z")
    highlight = band(p0, c, p1, lambda t: thick * 0.18 * (0.62 + 0.38 * t))
    ends = (circle(p0[0], p0[1], thick * .62, fill=pal["ochre"], **_ol(pal, 1.2))
            + circle(p1[0], p1[1], thick * 1.0, fill=pal["ochre"], **_ol(pal, 1.2)))
    return (path("".join(knots), fill=pal["brown"], **_ol(pal, 1.1))
            + path(body, fill=pal["green"], **_ol(pal, 1.4))
            + path(highlight, fill="#8fbf7a", fill_opacity=.8) + ends)


def sword_between(pal: dict, hilt: Point, tip: Point, bend: float = 0.0,
                  blade: float = 6.0, guard: float = 15.0) -> str:
    """A sword whose blade runs from the hilt to the tip; bend curves it sideways."""
    mx, my = (hilt[0] + tip[0]) / 2, (hilt[1] + tip[1]) / 2
    length = math.hypot(tip[0] - hilt[0], tip[1] - hilt[1])
    nx, ny = -(tip[1] - hilt[1]) / length, (tip[0] - hilt[0]) / length
    c = (mx + nx * bend, my + ny * bend)
    steel = band(hilt, c, tip, lambda t: blade * (1 - t ** 3 * .92))
    fuller = _curve_d(hilt, ((hilt[0] + c[0]) / 2, (hilt[1] + c[1]) / 2), _quad(hilt, c, tip, .6)[0])
    (hx, hy), (tx, ty) = _quad(hilt, c, tip, 0)
    cross = band((hx - ty * guard, hy + tx * guard), (hx, hy), (hx + ty * guard, hy - tx * guard),
                 lambda t: 2.6 + 1.6 * abs(t - .5) * 2)
    grip_end = (hx - tx * guard * 1.1, hy - ty * guard * 1.1)
    grip = band((hx, hy), (hx - tx * 5, hy - ty * 5), grip_end, lambda t: 2.8)
    return (path(steel, fill=pal["steel"], **_ol(pal, 1.3))
            + path(fuller, fill="none", stroke="#e8f0f6", stroke_width=1.3)
            + path(grip, fill=pal["red"], **_ol(pal, 1.1))
            + path(cross, fill=pal["yellow"], **_ol(pal, 1.2))
            + circle(grip_end[0], grip_end[1], 4.2, fill=pal["yellow"], **_ol(pal, 1.1)))


def baton(pal: dict, simple: bool = False) -> str:
    if simple:
        return (path("M-20,-12L-31,-22L-17,-25ZM18,10L30,2L15,-2Z", fill=pal["brown"], **_ol(pal, 2.4))
                + path("M-9,48L9,48L18,-36Q18,-50 0,-50Q-18,-50 -18,-36Z", fill=pal["green"],
                       **_ol(pal, 3)))
    return baton_between(pal, (0, 46), (0, -44), thick=9)


def sword(pal: dict, simple: bool = False) -> str:
    if simple:
        return (path("M-10,16L-10,-30L0,-50L10,-30L10,16Z", fill=pal["steel"], **_ol(pal, 3))
                + path("M-28,12H28V24H-28Z", fill=pal["yellow"], **_ol(pal, 3))
                + path("M-6,24H6V38H-6Z", fill=pal["red"], **_ol(pal, 2.6))
                + circle(0, 44, 8, fill=pal["yellow"], **_ol(pal, 2.6)))
    return sword_between(pal, (0, 24), (0, -50), blade=6.5, guard=18)


SIGNS = {"H": cup, "D": coin, "C": baton, "S": sword}


def sign(suit: str, pal: dict, size: float = 100, simple: bool = False) -> str:
    """A suit sign of height `size` centred on (0, 0)."""
    content = SIGNS[suit](pal, simple)
    return g(content, transform=f"scale({num(size / 100)})") if size != 100 else content


def leaf(x: float, y: float, angle: float, length: float, colour: str, ink: str) -> str:
    """A pointed leaf from (x, y) pointing at `angle` degrees (0 = up)."""
    w = length * .32
    return path(f"M0,0C{num(w)},{num(-length * .3)} {num(w)},{num(-length * .7)} 0,{num(-length)}"
                f"C{num(-w)},{num(-length * .7)} {num(-w)},{num(-length * .3)} 0,0Z",
                fill=colour, stroke=ink, stroke_width=1.0,
                transform=f"translate({num(x)} {num(y)}) rotate({num(angle)})")


def sprig(x: float, y: float, angle: float, length: float, colour: str, ink: str,
          leaves: int = 4) -> str:
    """A twig with pairs of leaves, from (x, y) towards `angle` (0 = up)."""
    a = math.radians(angle)
    dx, dy = math.sin(a), -math.cos(a)
    out = [path(f"M{num(x)},{num(y)}l{num(dx * length)},{num(dy * length)}", fill="none",
                stroke=ink, stroke_width=1.4)]
    for i in range(leaves):
        t = (i + 1) / (leaves + 1)
        px, py = x + dx * length * t, y + dy * length * t
        size = length * (0.42 - 0.18 * t)
        out.append(leaf(px, py, angle - 50, size, colour, ink))
        out.append(leaf(px, py, angle + 50, size, colour, ink))
    out.append(leaf(x + dx * length, y + dy * length, angle, length * .3, colour, ink))
    return "".join(out)
