"""The icon's bitmaps: PNGs at the usual sizes, a Windows .ico and a macOS .icns, drawn
from icons/biscambiggia.svg with Qt (imported here only) and packed with the stdlib."""
from __future__ import annotations

import os
import struct
from pathlib import Path

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns chunk types holding PNG data, by pixel size
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
              (b"ic14", 512))
ICNS_ONLY = (1024,)     # macOS's 512@2x (the App Store and Finder's largest view); no PNG file


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent square of `size` pixels, as PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - Qt needs one
    renderer = QSvgRenderer(str(svg))
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding PNG images (Vista and later read them)."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon: PNG chunks for the 1x and 2x sizes."""
    chunks = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            chunks += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def write_icons(icons_dir: Path) -> list[Path]:
    """PNGs, .ico and .icns next to icons/biscambiggia.svg."""
    icons_dir = Path(icons_dir)
    svg = icons_dir / "biscambiggia.svg"
    pngs = {size: render_png(svg, size) for size in PNG_SIZES + ICNS_ONLY}
    written = []
    for size, data in pngs.items():
        if size in ICNS_ONLY:
            continue
        target = icons_dir / f"biscambiggia-{size}.png"
        target.write_bytes(data)
        written.append(target)
    for name, data in (("biscambiggia.ico", ico(pngs)), ("biscambiggia.icns", icns(pngs))):
        target = icons_dir / name
        target.write_bytes(data)
        written.append(target)
    return written
