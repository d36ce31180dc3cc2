"""Screens at 150% and 200% (4K monitors, laptops): what the table paints on a device whose
pixel ratio is above 1 is drawn at that device's pixels, not a 1x picture blown up (blurry).
The table is painted through the real scene onto an image with that pixel ratio, as the
view's viewport is on such a screen."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter

from biscambiggia_gui.ui.table import deck


def painted(scene, dpr: float) -> QImage:
    """The scene as a screen of pixel ratio `dpr` shows it, in device pixels."""
    rect = scene.sceneRect()
    image = QImage(round(rect.width() * dpr), round(rect.height() * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
    painter.end()
    return image


def steps(image: QImage, corner: QPoint, side: int) -> list[int]:
    """The green channel's steps from each pixel to its right-hand neighbour over a square:
    the cloth's fibres, with the smooth lamp-light vignette cancelled out."""
    return [image.pixelColor(x + 1, y).green() - image.pixelColor(x, y).green()
            for y in range(corner.y(), corner.y() + side, 2)
            for x in range(corner.x(), corner.x() + side)]


def distance(a: list[int], b: list[int]) -> float:
    return sum((p - q) ** 2 for p, q in zip(a, b)) / len(a)


def test_the_cloth_is_drawn_at_the_screens_pixels_on_a_200_percent_screen(qtbot, window):
    scene = window.scene
    items = [i.sceneBoundingRect() for i in scene.items() if i.isVisible()]
    dpr, tile = 2.0, deck.FELT_TILE
    side = 2 * tile                                   # one tile in device pixels
    # a patch of bare cloth (no plate, pile or card on it), in logical pixels
    spot = next(QRectF(x, y, 60, 60) for y in range(0, int(scene.height()) - 60, 20)
                for x in range(0, int(scene.width()) - 60, 20)
                if not any(r.intersects(QRectF(x, y, 60, 60)) for r in items))
    image = painted(scene, dpr)
    corner = QPoint(round(spot.x() * dpr), round(spot.y() * dpr))
    sharp = deck.render_svg(deck._felt_renderer(), QSize(side, side))
    blown_up = deck.render_svg(deck._felt_renderer(), QSize(tile, tile)).scaled(
        side, side, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
    on_table = steps(image, corner, 100)
    origin = QPoint(corner.x() % side, corner.y() % side)
    # the fibres the table shows are the cloth drawn at 2x (the tile repeats from the
    # scene's corner), far from the 1x cloth scaled up
    tiled = [QImage(sharp), QImage(blown_up)]
    for i, picture in enumerate(tiled):               # the patch may cross a tile's edge
        wide = QImage(side * 2, side * 2, QImage.Format.Format_ARGB32_Premultiplied)
        p = QPainter(wide)
        for dx in (0, side):
            for dy in (0, side):
                p.drawImage(dx, dy, picture)
        p.end()
        tiled[i] = wide
    near_sharp = distance(on_table, steps(tiled[0], origin, 100))
    near_blown_up = distance(on_table, steps(tiled[1], origin, 100))
    assert near_sharp * 4 < near_blown_up, (near_sharp, near_blown_up)
