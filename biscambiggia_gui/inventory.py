"""What an installed game must carry: every card picture of every deck, the felt, the
icon, the rules pages in both languages, the compiled translations and the licence texts
(a frozen build also the notices of the libraries it bundles).

    missing()            the paths (relative to assets/) that are absent or empty
    problem()            None, or a Problem naming what is missing (the smoke test's line)
    drawing_problem()    None, or a Problem naming the first picture that does not draw:
                         one card of every deck, every back, the felt (needs a QGuiApplication)

The smoke test (app.py) checks this list before it plays, so a wheel, a .deb or a frozen
folder that lost a file fails its build instead of showing a blank table. Only drawing_problem()
imports Qt: `python -c "from biscambiggia_gui.inventory import missing; print(missing())"` works on
a machine without a display.
"""
from __future__ import annotations

import sys
from pathlib import Path

from .paths import assets_dir

DECK_STYLES = ("genoese", "italian", "tarot")
RULES_LANGUAGES = ("it", "en")
TRANSLATED = ("it",)              # English is the language of the sources: no .qm needed
LICENCES = ("NOTICE.txt", "GPL-3.0.txt", "LGPL-3.0.txt", "Python-PSF.txt")
# a frozen build also carries the notices of the libraries it bundles (packaging/notices.py)
FROZEN_LICENCES = ("THIRD-PARTY.txt",)
ICONS = ("biscambiggia.svg",)

# The smoke test's lines: a code and its arguments, as every message of the project, but
# for build logs and installers' checks only (English, never shown in the window), so they
# are kept here rather than among the engine's templates the table translates.
TEMPLATES = {
    "inventory.missing": "smoke test: {count} file(s) missing from {folder}: {files}",
    "inventory.not_drawn": "smoke test: {file} does not draw: {reason}",
    "inventory.no_assets": "smoke test: no assets folder at {folder}",
}
MISSING, NOT_DRAWN, NO_ASSETS = TEMPLATES


class Problem:
    """What the smoke test found wrong: `code` (a key of TEMPLATES) and its `args`;
    str() is the English line."""

    __slots__ = ("code", "args")

    def __init__(self, code: str, **args):
        self.code, self.args = code, args

    def __str__(self) -> str:
        return TEMPLATES[self.code].format(**self.args)

    def __repr__(self) -> str:
        return f"Problem({self.code!r}, {self.args!r})"


def required(frozen: bool | None = None) -> list[str]:
    """Every file the game needs, as a path relative to assets/ with '/' separators; a
    frozen build (`frozen`, by default whether this program is one) needs more."""
    from .art.palette import deck_codes
    if frozen is None:
        frozen = bool(getattr(sys, "frozen", False))
    files = []
    for style in DECK_STYLES:
        files += [f"decks/{style}/{code}.svg" for code in (*deck_codes(style), "back")]
    files.append("table/felt.svg")
    files += [f"icons/{name}" for name in ICONS]
    from .engine.registry import families
    files += [f"rules/{lang}/{family.rules_page}.html" for lang in RULES_LANGUAGES
              for family in families().values()]
    files += [f"translations/biscambiggia_{lang}.qm" for lang in TRANSLATED]
    files += [f"licences/{name}" for name in LICENCES]
    if frozen:
        files += [f"licences/{name}" for name in FROZEN_LICENCES]
    return files


def missing(folder: Path | None = None) -> list[str]:
    """The required files absent (or empty) under `folder` (assets_dir() by default)."""
    folder = folder or assets_dir()
    gone = []
    for rel in required():
        path = folder.joinpath(*rel.split("/"))
        try:
            if path.stat().st_size == 0:
                gone.append(rel)
        except OSError:
            gone.append(rel)
    return gone


def problem(folder: Path | None = None, shown: int = 5) -> Problem | None:
    folder = folder or assets_dir()
    if not folder.is_dir():
        return Problem(NO_ASSETS, folder=str(folder))
    gone = missing(folder)
    if not gone:
        return None
    files = ", ".join(gone[:shown]) + (f" and {len(gone) - shown} more" if len(gone) > shown else "")
    return Problem(MISSING, count=len(gone), folder=str(folder), files=files)


def _blank(image) -> bool:
    """True if no pixel of the image is at all opaque (an SVG that drew nothing)."""
    return all(image.pixelColor(x, y).alpha() == 0
               for x in range(0, image.width(), 3) for y in range(0, image.height(), 3))


def drawing_problem() -> Problem | None:
    """Draw the first card and the back of every deck and a tile of the felt, offscreen.
    None if each drew something; else a Problem naming the first that did not."""
    from PySide6.QtCore import QSize
    from PySide6.QtSvg import QSvgRenderer
    from .ui.table.deck import BACK, renderer_for, render_svg
    for style in DECK_STYLES:
        deck = renderer_for(style)
        for code in (deck.codes[0], BACK):
            try:
                image = deck.image(code, 48)
            except (OSError, KeyError, ValueError) as exc:
                return Problem(NOT_DRAWN, file=f"decks/{style}/{code}.svg", reason=str(exc))
            if image.isNull() or _blank(image):
                return Problem(NOT_DRAWN, file=f"decks/{style}/{code}.svg", reason="blank picture")
    felt = assets_dir() / "table" / "felt.svg"
    renderer = QSvgRenderer(str(felt))
    if not renderer.isValid() or _blank(render_svg(renderer, QSize(32, 32))):
        return Problem(NOT_DRAWN, file="table/felt.svg", reason="not a valid SVG")
    return None
