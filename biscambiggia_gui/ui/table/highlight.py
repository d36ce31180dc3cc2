"""A highlight drawn by the table layer: a golden ring round what a lesson speaks of (a
card, a pile, the talon, the turned trump, the trick, a seat's name plate). The scene
says what to ring (`TableScene.set_highlight`) and where those things are after each
layout; the ring follows them, since it is drawn from their places, not from a picture."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsObject

GOLD = QColor("#ffd54a")
GLOW = QColor(255, 213, 74, 70)
ROUND = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def card_outline(pos: QPointF, rotation: float, scale: float, w: float, h: float,
                 margin: float) -> QPolygonF:
    """The four corners of a card of `w` x `h` centred at `pos`, turned and scaled, with
    `margin` room round it."""
    t = QTransform()
    t.translate(pos.x(), pos.y())
    t.rotate(rotation)
    t.scale(scale, scale)
    m = margin / max(scale, 0.01)
    return t.map(QPolygonF(QRectF(-w / 2 - m, -h / 2 - m, w + 2 * m, h + 2 * m)))


def card_strip(pos: QPointF, rotation: float, scale: float, w: float, h: float, shown: float,
               margin: float) -> QPolygonF:
    """The part of a card that shows in a fanned hand: its left `shown` width (the next
    card covers the rest)."""
    t = QTransform()
    t.translate(pos.x(), pos.y())
    t.rotate(rotation)
    t.scale(scale, scale)
    m = margin / max(scale, 0.01)
    return t.map(QPolygonF(QRectF(-w / 2 - m, -h / 2 - m, shown + m, h + 2 * m)))


class Highlight(QGraphicsObject):
    """Golden rings round a few shapes of the scene (polygons in scene coordinates)."""

    def __init__(self):
        super().__init__()
        self.shapes: list[QPolygonF] = []
        self._bounds = QRectF()
        self._pen = 3.0
        self.setZValue(950)                      # over the cards and plates, under a banner
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def set_shapes(self, shapes: list[QPolygonF], pen: float) -> None:
        self.prepareGeometryChange()
        self.shapes = list(shapes)
        self._pen = pen
        bounds = QRectF()
        for poly in self.shapes:
            bounds = bounds.united(poly.boundingRect())
        self._bounds = bounds.adjusted(-3 * pen, -3 * pen, 3 * pen, 3 * pen)
        self.setVisible(bool(self.shapes))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for poly in self.shapes:
            path = QPainterPath()
            path.addPolygon(poly)
            path.closeSubpath()
            painter.setPen(QPen(GLOW, self._pen * 3.2, *ROUND))
            painter.drawPath(path)
            painter.setPen(QPen(GOLD, self._pen, *ROUND))
            painter.drawPath(path)
