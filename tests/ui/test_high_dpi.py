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


def mean_difference(a: QImage, b: QImage) -> float:
    """How far two pictures of the same size are apart, per pixel and channel."""
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    total = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            total += abs(p.red() - q.red()) + abs(p.green() - q.green()) + abs(p.blue() - q.blue())
    return total / ((a.width() // 2) * (a.height() // 2) * 3)


def widget_at(widget, dpr: float) -> QImage:
    """The widget as a screen of pixel ratio `dpr` shows it, in device pixels."""
    image = QImage(round(widget.width() * dpr), round(widget.height() * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.black)
    widget.render(image)
    return image


def test_the_last_tricks_cards_are_painted_at_the_screens_pixels(qtbot, window):
    """The last-trick dialog's cards (a picture fixed when the dialog opened, at the
    window's ratio then) paint themselves at the ratio of the device they are painted on:
    on a 200% screen the card drawn at 2x, not a 1x picture stretched."""
    from biscambiggia_gui.ui.summary import CardPicture, LastTrickDialog
    from uihelpers import play_first_legal, start, wait_turn
    start(window, "briscola-2", seed=3)
    for _ in range(3):
        wait_turn(qtbot, window)
        play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    dialog = LastTrickDialog(window.ctrl, window)
    qtbot.addWidget(dialog)
    pictures = dialog.findChildren(CardPicture)
    assert len(pictures) == 2
    for pic in pictures:
        image = widget_at(pic, 2.0)             # (the label is whole pixels high: the card
        fit = (image.size(), Qt.AspectRatioMode.IgnoreAspectRatio,  # less than a pixel off)
               Qt.TransformationMode.SmoothTransformation)
        sharp = pic.art.pixmap(pic.code, pic.card_width, 2.0).toImage().scaled(*fit)
        stretched = pic.art.pixmap(pic.code, pic.card_width, 1.0).toImage().scaled(*fit)
        near, far = mean_difference(image, sharp), mean_difference(image, stretched)
        assert near * 3 < far, (near, far)
        assert pic.pixmap().deviceIndependentSize().width() == pic.card_width


def test_the_panels_card_choices_carry_a_sharp_picture_for_a_200_percent_screen(qtbot):
    """The cards to choose in the panel (the card given for the matto, a call) are icons
    with a picture drawn at 1x and at 2x: on a 200% monitor (or after the window moves to
    one) the icon shows the card drawn at 2x."""
    from PySide6.QtWidgets import QToolButton
    from biscambiggia_gui.ui.panel import SidePanel
    from biscambiggia_gui.ui.table.cardart import card_art
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.set_decisions(["give:KH", "give:T3"], "tarot")
    buttons = [b for b in panel.findChildren(QToolButton) if b.objectName() in ("give:KH", "give:T3")]
    assert len(buttons) == 2
    for button in buttons:
        size = button.iconSize()
        shown = button.icon().pixmap(size, 2.0).toImage()
        assert abs(shown.width() - 2 * size.width()) <= 1
        fit = (shown.size(), Qt.AspectRatioMode.IgnoreAspectRatio,
               Qt.TransformationMode.SmoothTransformation)
        code = button.objectName()[5:]
        sharp = card_art("tarot").pixmap(code, size.width(), 2.0).toImage().scaled(*fit)
        stretched = card_art("tarot").pixmap(code, size.width(), 1.0).toImage().scaled(*fit)
        near, far = mean_difference(shown, sharp), mean_difference(shown, stretched)
        assert near * 3 < far, (near, far)


def test_the_tables_kept_for_a_4k_screen_at_200_percent_stay_within_their_bytes(qapp):
    """Each table at the screen's pixels is four times the bytes at 200%: the cache of
    tables seen lately keeps the newest always, and the others only within TABLES_BYTES."""
    sizes = [(1920, 1080), (1900, 1060), (1880, 1040), (1860, 1020)]   # a 4K window resized
    pictures = [deck.table_pixmap(w, h, 2.0) for w, h in sizes]
    kept = deck._TABLES
    assert sum(p.width() * p.height() * 4 for p in kept.values()) <= deck.TABLES_BYTES
    assert list(kept)[-1] == (1860, 1020, 2.0)
    assert deck.table_pixmap(1860, 1020, 2.0) is pictures[-1]        # the newest, not redrawn
    assert pictures[-1].width() == 3720 and pictures[-1].devicePixelRatio() == 2.0
