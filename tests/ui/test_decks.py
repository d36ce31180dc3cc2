"""The project's own decks (biscambiggia_gui.art) and their Qt renderer (ui/table/deck.py):
every card renders, no two cards look the same, the corner index fits the strip a fanned
card leaves visible, the generator is deterministic and the shipped assets are its output,
and the pixmap cache honours size and device pixel ratio."""
from __future__ import annotations

import hashlib
import struct

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QImage
from PySide6.QtSvg import QSvgRenderer

from biscambiggia_gui.art import palette as P
from biscambiggia_gui.art.build import build, main, svg_files
from biscambiggia_gui.paths import asset, assets_dir
from biscambiggia_gui.ui.table import deck
from biscambiggia_gui.ui.table.deck import (CARD_ASPECT, DECK_STYLES, DeckRenderer, deck_codes,
                                            felt_brush, renderer_for, table_pixmap)

HAND_WIDTH = 90


def _digest(image: QImage) -> str:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha1(bytes(image.constBits())).hexdigest()


def _colour_close(c: QColor, target: QColor, tol: int = 60) -> bool:
    return (abs(c.red() - target.red()) + abs(c.green() - target.green())
            + abs(c.blue() - target.blue())) <= tol and c.alpha() > 200


# ---- the card list ------------------------------------------------------------------

def test_deck_codes_follow_the_rules_notation():
    # docs/rules.md section 1: "Ranks A 2 3 4 5 6 7 J Q K; suits H D C S" and the tarot "A 2 .. 9 10 J C Q K
    # + suit ... tarots T1..T21; the matto M".
    assert DECK_STYLES == ("genoese", "italian", "tarot")
    assert CARD_ASPECT == pytest.approx(1.6)
    for style in ("genoese", "italian"):
        codes = deck_codes(style)
        assert len(codes) == len(set(codes)) == 40
        assert {"AH", "7D", "JC", "QS", "KH"} <= set(codes)
    tarot = deck_codes("tarot")
    assert len(tarot) == len(set(tarot)) == 78
    assert {"10S", "CH", "QD", "T1", "T21", "M"} <= set(tarot)
    assert sum(c.startswith("T") for c in tarot) == 21
    with pytest.raises(ValueError):
        deck_codes("poker")


def test_every_svg_is_there_and_valid(qapp):
    for style in DECK_STYLES:
        for code in [*deck_codes(style), "back"]:
            renderer = QSvgRenderer(str(asset("decks", style, f"{code}.svg")))
            assert renderer.isValid(), (style, code)
            box = renderer.viewBoxF()
            assert box.height() / box.width() == pytest.approx(CARD_ASPECT), (style, code)


# ---- every card renders, distinct, not blank -----------------------------------------

@pytest.mark.parametrize("style", DECK_STYLES)
def test_cards_render_distinct_and_not_blank(qapp, style):
    renderer = DeckRenderer(style)
    seen: dict[str, str] = {}
    for code in [*deck_codes(style), "back"]:
        image = renderer.image(code, HAND_WIDTH)
        assert image.width() == HAND_WIDTH
        assert image.height() == round(HAND_WIDTH * CARD_ASPECT)
        colours = {image.pixel(x, y) for x in range(0, image.width(), 3)
                   for y in range(0, image.height(), 3)}
        assert len(colours) > 12, f"{style} {code} looks blank"
        digest = _digest(image)
        assert digest not in seen, f"{style} {code} looks like {seen.get(digest)}"
        seen[digest] = code


# ---- readability in a fanned hand ----------------------------------------------------

@pytest.mark.parametrize("style", DECK_STYLES)
def test_corner_index_fits_the_visible_strip_of_a_fan(qapp, style):
    """The index (rank over suit sign, id "index" in each SVG) lies wholly in the left
    FAN_STRIP of the card, and there is index-coloured ink there at 60 px wide."""
    strip = P.FAN_STRIP * P.CARD_W
    width = 60
    height = round(width * CARD_ASPECT)
    renderer = DeckRenderer(style)
    for code in deck_codes(style):
        svg = renderer.svg(code)
        assert svg.elementExists("index") and svg.elementExists("index-turned"), code
        bounds = svg.boundsOnElement("index")
        assert bounds.left() >= 0 and bounds.right() < strip, (code, bounds)
        assert bounds.bottom() <= P.INDEX_BOTTOM, (code, bounds)
        # ink of the index colour inside the strip's top, and (turned) in the bottom right
        rank, suit = P.split_code(code)
        ink = QColor(P.INDEX_COLOURS[style][suit])
        image = renderer.image(code, width)
        top = sum(_colour_close(image.pixelColor(x, y), ink)
                  for x in range(int(width * P.FAN_STRIP))
                  for y in range(int(height * P.INDEX_BOTTOM / P.CARD_H)))
        bottom = sum(_colour_close(image.pixelColor(width - 1 - x, height - 1 - y), ink)
                     for x in range(int(width * P.FAN_STRIP))
                     for y in range(int(height * P.INDEX_BOTTOM / P.CARD_H)))
        assert top >= 15, f"{style} {code}: index barely visible ({top} px)"
        assert bottom >= 15, f"{style} {code}: turned index barely visible ({bottom} px)"


def test_wide_labels_are_condensed_to_fit():
    for label in ("10", "21", "M", "Q", "7"):
        assert P.label_width(label) * P.label_squeeze(label) <= P.INDEX_RANK_MAX_W + 1e-9


# ---- the generator -----------------------------------------------------------------

def test_generator_is_deterministic(tmp_path, qapp):
    first = build(tmp_path / "one")
    second = build(tmp_path / "two")
    rel_first = sorted(p.relative_to(tmp_path / "one") for p in first)
    rel_second = sorted(p.relative_to(tmp_path / "two") for p in second)
    assert rel_first == rel_second
    for rel in rel_first:
        assert (tmp_path / "one" / rel).read_bytes() == (tmp_path / "two" / rel).read_bytes(), rel


def test_shipped_assets_are_the_generator_output():
    """`python -m biscambiggia_gui.art` was run after the last change to the art code."""
    stale = [rel for rel, text in svg_files().items()
             if not (assets_dir() / rel).is_file()
             or (assets_dir() / rel).read_bytes() != text.encode("utf-8")]
    assert not stale, f"regenerate the assets (make art): {stale[:5]}"


@pytest.mark.parametrize("args, status", [(["--help"], 0), (["--bogus"], 2)])
def test_the_generator_takes_no_option_for_a_folder(tmp_path, monkeypatch, capsys, args, status):
    """`python -m biscambiggia_gui.art --help` printed "wrote 173 files under --help": it
    took the option for OUT_DIR. An option is answered, and nothing is written."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == status
    assert list(tmp_path.iterdir()) == []
    said = capsys.readouterr()
    assert "usage: python -m biscambiggia_gui.art" in said.out + said.err
    assert "wrote" not in said.out


def test_the_generator_writes_into_the_folder_named(tmp_path, capsys):
    assert main([str(tmp_path / "out"), "--svg-only"]) == 0
    assert (tmp_path / "out" / "decks" / "tarot" / "T21.svg").is_file()
    assert not (tmp_path / "out" / "icons" / "biscambiggia-16.png").exists()
    assert f"under {tmp_path / 'out'}" in capsys.readouterr().out


def test_generator_imports_no_qt():
    import subprocess
    import sys
    code = ("import sys, biscambiggia_gui.art.build as b; b.svg_files(); "
            "print([m for m in sys.modules if m.startswith('PySide6')])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_icons_are_written():
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        image = QImage(str(asset("icons", f"biscambiggia-{size}.png")))
        assert (image.width(), image.height()) == (size, size)
    ico = asset("icons", "biscambiggia.ico").read_bytes()
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 7)
    icns = asset("icons", "biscambiggia.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)


# ---- the renderer ------------------------------------------------------------------

def test_pixmap_cache_and_device_pixel_ratio(qapp):
    renderer = DeckRenderer("genoese", cache_size=3)
    one = renderer.pixmap("7H", 90)
    assert renderer.pixmap("7H", 90) is one
    assert (one.width(), one.height()) == (90, 144)
    assert one.devicePixelRatio() == 1.0
    hi = renderer.pixmap("7H", 90, 2.0)
    assert hi is not one
    assert (hi.width(), hi.height()) == (180, 288)
    assert hi.devicePixelRatio() == 2.0
    assert hi.deviceIndependentSize().width() == pytest.approx(90)
    back = renderer.pixmap("back", 90)
    assert _digest(back.toImage()) != _digest(one.toImage())
    renderer.pixmap("KS", 90)              # a fourth entry evicts the least recently used
    assert renderer.pixmap("7H", 90, 2.0) is hi
    assert renderer.pixmap("7H", 90) is not one
    with pytest.raises(KeyError):
        renderer.pixmap("T5", 90)          # not a card of the Genoese deck


def test_renderer_for_is_shared_and_svgs_load_once(qapp):
    assert renderer_for("italian") is renderer_for("italian")
    renderer = DeckRenderer("italian")
    assert renderer.svg("QC") is renderer.svg("QC")
    with pytest.raises(ValueError):
        DeckRenderer("french")


def test_a_whole_deck_is_rendered_once_then_served_from_the_cache(qapp):
    # Speed itself is measured by bench/, not by a timed test; here: a second look-up of
    # every card renders nothing (the very same pixmaps come back).
    renderer = DeckRenderer("tarot")
    first = [renderer.pixmap(code, HAND_WIDTH).cacheKey() for code in deck_codes("tarot")]
    again = [renderer.pixmap(code, HAND_WIDTH).cacheKey() for code in deck_codes("tarot")]
    assert first == again and len(set(first)) == 78


def test_table_surface(qapp):
    pixmap = table_pixmap(400, 300, 2.0)
    assert (pixmap.width(), pixmap.height()) == (800, 600)
    assert table_pixmap(400, 300, 2.0) is pixmap
    image = pixmap.toImage()
    centre = image.pixelColor(400, 280)
    assert centre.green() > centre.red() and centre.green() > centre.blue()   # green baize
    brush = felt_brush(QRectF(10, 20, 300, 200))
    assert isinstance(brush, QBrush) and not brush.texture().isNull()
    assert not deck.felt_brush().texture().isNull()
