"""Tiny helpers that write SVG text. Pure Python, deterministic: numbers are rounded to
two decimals and attributes come out in the order they are given, so the same call gives
the same bytes on every machine."""
from __future__ import annotations

from typing import Iterable, Sequence
from xml.sax.saxutils import escape

Point = tuple[float, float]


def num(value: float) -> str:
    """A number as short SVG text: at most two decimals, no trailing zeros, never "-0"."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _attrs(attrs: dict) -> str:
    out = []
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if name == "xlink-href":
            name = "xlink:href"
        if isinstance(value, float):
            value = num(value)
        out.append(f' {name}="{escape(str(value), {chr(34): "&quot;"})}"')
    return "".join(out)


def el(tag: str, *children: str, **attrs) -> str:
    """One element; children are already-written SVG strings."""
    inner = "".join(c for c in children if c)
    if inner:
        return f"<{tag}{_attrs(attrs)}>{inner}</{tag}>"
    return f"<{tag}{_attrs(attrs)}/>"


def g(*children: str, **attrs) -> str:
    return el("g", *children, **attrs)


def tf(x: float = 0, y: float = 0, rotate: float = 0, scale: float | tuple = 1) -> str | None:
    """A transform attribute value: translate, then rotate, then scale."""
    parts = []
    if x or y:
        parts.append(f"translate({num(x)} {num(y)})")
    if rotate:
        parts.append(f"rotate({num(rotate)})")
    if isinstance(scale, tuple):
        if scale != (1, 1):
            parts.append(f"scale({num(scale[0])} {num(scale[1])})")
    elif scale != 1:
        parts.append(f"scale({num(scale)})")
    return " ".join(parts) or None


def placed(content: str, x: float, y: float, rotate: float = 0, scale: float | tuple = 1) -> str:
    """Content drawn around (0, 0), moved to (x, y)."""
    return g(content, transform=tf(x, y, rotate, scale))


def path(d: str, **attrs) -> str:
    return el("path", d=d, **attrs)


def circle(cx: float, cy: float, r: float, **attrs) -> str:
    return el("circle", cx=float(cx), cy=float(cy), r=float(r), **attrs)


def ellipse(cx: float, cy: float, rx: float, ry: float, **attrs) -> str:
    return el("ellipse", cx=float(cx), cy=float(cy), rx=float(rx), ry=float(ry), **attrs)


def rect(x: float, y: float, w: float, h: float, rx: float = 0, **attrs) -> str:
    return el("rect", x=float(x), y=float(y), width=float(w), height=float(h),
              rx=float(rx) if rx else None, **attrs)


def line(x1: float, y1: float, x2: float, y2: float, **attrs) -> str:
    return el("line", x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2), **attrs)


def poly(points: Iterable[Point], closed: bool = True) -> str:
    """Path data through the points."""
    pts = list(points)
    d = "M" + " L".join(f"{num(x)},{num(y)}" for x, y in pts)
    return d + ("Z" if closed else "")


def text(x: float, y: float, content: str, **attrs) -> str:
    return f"<text{_attrs({'x': float(x), 'y': float(y), **attrs})}>{escape(content)}</text>"


def use(ref: str, x: float = 0, y: float = 0, rotate: float = 0, scale: float | tuple = 1,
        **attrs) -> str:
    return el("use", xlink_href=f"#{ref}", transform=tf(x, y, rotate, scale), **attrs)


def linear_gradient(ident: str, stops: Sequence[tuple[float, str]],
                    x1=0.0, y1=0.0, x2=0.0, y2=1.0) -> str:
    return el("linearGradient",
              *(el("stop", offset=float(o), stop_color=c) for o, c in stops),
              id=ident, x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2))


def radial_gradient(ident: str, stops: Sequence[tuple[float, str]],
                    cx=0.5, cy=0.5, r=0.5) -> str:
    return el("radialGradient",
              *(el("stop", offset=float(o), stop_color=c) for o, c in stops),
              id=ident, cx=float(cx), cy=float(cy), r=float(r))


def document(body: str, width: float, height: float, defs: str = "", title: str = "") -> str:
    """A whole SVG file (with a trailing newline)."""
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" '
            f'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" '
            f'width="{num(width)}" height="{num(height)}" '
            f'viewBox="0 0 {num(width)} {num(height)}">')
    parts = [head]
    if title:
        parts.append(el("title", escape(title)))
    if defs:
        parts.append(el("defs", defs))
    parts.append(body)
    parts.append("</svg>\n")
    return "\n".join(parts)


# ---- symmetric shapes -------------------------------------------------------------

def mirrored(cx: float, start: Point, segments: Sequence[tuple[Point, ...]]) -> str:
    """A closed outline symmetric about x = cx. `start` lies on the axis; each segment is
    (end,) for a line, (c, end) for a quadratic or (c1, c2, end) for a cubic, tracing the
    right half down to the axis again. The left half is the mirror, traced back."""

    def pt(p: Point, flip: bool) -> str:
        x = 2 * cx - p[0] if flip else p[0]
        return f"{num(x)},{num(p[1])}"

    def seg(points: Sequence[Point], flip: bool) -> str:
        cmd = {1: "L", 2: "Q", 3: "C"}[len(points)]
        return cmd + " ".join(pt(p, flip) for p in points)

    out = ["M" + pt(start, False)]
    ends = [start] + [s[-1] for s in segments]
    for s in segments:
        out.append(seg(s, False))
    for i in range(len(segments) - 1, -1, -1):
        controls = list(segments[i][:-1])[::-1]
        out.append(seg(controls + [ends[i]], True))
    return "".join(out) + "Z"


# ---- clipping straight lines to a rectangle (for lattices on backs and pips) ------

def clip_segment(x1: float, y1: float, x2: float, y2: float,
                 box: tuple[float, float, float, float]) -> tuple[float, ...] | None:
    """Liang-Barsky: the part of the segment inside box (x0, y0, x1, y1), or None."""
    bx0, by0, bx1, by1 = box
    dx, dy = x2 - x1, y2 - y1
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x1 - bx0), (dx, bx1 - x1), (-dy, y1 - by0), (dy, by1 - y1)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return (x1 + t0 * dx, y1 + t0 * dy, x1 + t1 * dx, y1 + t1 * dy)
