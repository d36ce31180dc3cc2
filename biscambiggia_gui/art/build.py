"""Writes every generated asset: the three decks, their backs, the table felt and the
application icon (SVG here; PNG/ICO/ICNS through raster.py, which needs Qt)."""
from __future__ import annotations

import sys
from pathlib import Path

from . import palette as P


def _faces(style: str):
    if style == "genoese":
        from .french import face
    elif style == "italian":
        from .italian import face
    else:
        from .tarot import face
    return face


def svg_files() -> dict[str, str]:
    """Relative path under assets/ -> SVG text, for every generated SVG."""
    from .backs import back
    from .felt import felt
    from .icon import icon
    out: dict[str, str] = {}
    for style in P.STYLES:
        face = _faces(style)
        for code in P.deck_codes(style):
            out[f"decks/{style}/{code}.svg"] = face(code)
        out[f"decks/{style}/back.svg"] = back(style)
    out["table/felt.svg"] = felt()
    out["icons/biscambiggia.svg"] = icon()
    return out


def write_svgs(out_dir: Path) -> list[Path]:
    """Write every SVG under out_dir (an assets/ folder); returns the paths written."""
    written = []
    for rel, content in sorted(svg_files().items()):
        target = Path(out_dir) / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content.encode("utf-8"))
        written.append(target)
    return written


def build(out_dir: Path, raster: bool = True) -> list[Path]:
    written = write_svgs(out_dir)
    if raster:
        from .raster import write_icons
        written += write_icons(Path(out_dir) / "icons")
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    svg_only = "--svg-only" in args
    rest = [a for a in args if a != "--svg-only"]
    if rest:
        out = Path(rest[0])
    else:
        from ..paths import assets_dir
        out = assets_dir()
    written = build(out, raster=not svg_only)
    print(f"wrote {len(written)} files under {out}")
    return 0
