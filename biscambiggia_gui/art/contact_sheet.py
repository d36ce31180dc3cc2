"""`python -m biscambiggia_gui.art.contact_sheet OUT_DIR [--width PX] [--dpr R]`: one PNG
per deck with every card at hand size, the back, and two fanned hands (only the left
strip of each card showing) to check the corner indices. Needs Qt (imported lazily)."""
from __future__ import annotations

import argparse
import os
from pathlib import Path

GAP = 8
MARGIN = 16
FAN_STRIP = 0.28


def _rows(style: str, codes: list[str]) -> list[list[str]]:
    if style == "tarot":
        suits = [[c for c in codes[i:i + 14]] for i in range(0, 56, 14)]
        trumps = codes[56:]
        return suits + [trumps[:11], trumps[11:] + ["back"]]
    return [codes[i:i + 10] for i in range(0, len(codes), 10)] + [["back"]]


def _fans(style: str, codes: list[str]) -> list[list[str]]:
    if style == "tarot":
        return [["A" + "H", "10S", "JD", "CC", "QH", "KS", "T1", "T10", "T21", "M"],
                ["8D", "9C", "T14", "T7", "2S", "T20", "T19", "3H", "5D", "T16"]]
    return [codes[0:10], [c for c in codes if c[0] in "7JQK" or c[0] == "A"][:12]]


def sheet(style: str, width: int, dpr: float = 1.0):
    """The contact sheet of one deck as a QImage."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    from ..ui.table.deck import CARD_ASPECT, deck_codes, renderer_for, table_pixmap

    renderer = renderer_for(style)
    codes = deck_codes(style)
    rows = _rows(style, codes)
    fans = _fans(style, codes)
    height = round(width * CARD_ASPECT)
    step = round(width * FAN_STRIP)
    cols = max(len(r) for r in rows)
    sheet_w = 2 * MARGIN + cols * width + (cols - 1) * GAP
    title_h = 28
    sheet_h = (2 * MARGIN + title_h + len(rows) * (height + GAP)
               + len(fans) * (height + 2 * GAP))
    image = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    painter.drawPixmap(0, 0, table_pixmap(sheet_w, sheet_h, dpr))
    font = QFont("DejaVu Sans")
    font.setPixelSize(16)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#f4ecd0"))
    painter.drawText(QRectF(MARGIN, MARGIN - 6, sheet_w, title_h), Qt.AlignmentFlag.AlignLeft,
                     f"{style} - {len(codes)} cards at {width} px")
    y = MARGIN + title_h
    for row in rows:
        for i, code in enumerate(row):
            painter.drawPixmap(QPointF(MARGIN + i * (width + GAP), y),
                               renderer.pixmap(code, width, dpr))
        y += height + GAP
    for fan in fans:
        y += GAP
        for i, code in enumerate(fan):
            painter.drawPixmap(QPointF(MARGIN + i * step, y), renderer.pixmap(code, width, dpr))
        y += height + GAP
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m biscambiggia_gui.art.contact_sheet")
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--width", type=int, default=90, help="card width in pixels")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--style", action="append", help="only this deck (repeatable)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from .palette import STYLES
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - keeps Qt alive
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for style in args.style or STYLES:
        target = args.out_dir / f"{style}.png"
        sheet(style, args.width, args.dpr).save(str(target))
        print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
