"""The window onto the table: one scene pixel per screen pixel, so a resize re-flows the
table (bigger cards, new places) instead of stretching it; arrows and Enter go to the
scene's keyboard play. Below SMALLEST (the table's room in the smallest window the design
allows, 960x600) the table is laid out as at SMALLEST and drawn scaled down as a whole, so
on a small screen (a 1366x768 one at 200%: 683x384) every plate, pile and card is still
in view, smaller, rather than cut off; your hand and the trick stay at least
layout.READABLE px wide on the screen, the other hands and the piles giving way for them."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView

from . import layout
from .scene import TableScene

SMALLEST = (640.0, 540.0)        # the table laid out no smaller than this: scaled below it


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(200, 150)
        self.zoom = 1.0                  # below SMALLEST: how much the table is scaled down

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        w, h = max(1, size.width()), max(1, size.height())
        self.zoom = min(1.0, w / SMALLEST[0], h / SMALLEST[1])
        self.setTransform(QTransform.fromScale(self.zoom, self.zoom))
        # your cards and the trick's at least READABLE px on the screen, where the other
        # hands can give way for it (layout.compute: six seats in a short window)
        self.table.set_size(w / self.zoom, h / self.zoom, layout.READABLE / self.zoom)
        self.setSceneRect(self.table.sceneRect())

    def focusOutEvent(self, event) -> None:
        # a dialog or menu opened while a card is held takes the mouse's release with it
        self.table.cancel_drag()
        super().focusOutEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.ActivationChange and not self.isActiveWindow():
            self.table.cancel_drag()
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:
        if self.table.key_action(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)
