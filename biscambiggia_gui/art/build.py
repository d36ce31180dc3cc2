"""Writes every generated asset: the three decks, their backs, the table felt and the
application icon (SVG here; PNG/ICO/ICNS through raster.py, which needs Qt)."""
from __future__ import annotations

import argparse
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
    """`python -m biscambiggia_gui.art [OUT_DIR] [--svg-only]`; `--help` and an unknown
    option are answered by argparse, never taken for OUT_DIR."""
    ap = argparse.ArgumentParser(prog="python -m biscambiggia_gui.art",
                                 description="Redraw the decks, the felt and the icon.")
    ap.add_argument("out_dir", nargs="?", type=Path,
                    help="an assets/ folder to write into (default: the package's own)")
    ap.add_argument("--svg-only", action="store_true", help="write no PNG, ICO or ICNS (no Qt)")
    args = ap.parse_args(sys.argv[1:] if argv is None else argv)
    if args.out_dir is not None:
        out = args.out_dir
    else:
        from ..paths import assets_dir
        out = assets_dir()
    written = build(out, raster=not args.svg_only)
    print(f"wrote {len(written)} files under {out}")
    return 0
