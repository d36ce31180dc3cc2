"""The window onto the table: one scene pixel per screen pixel, so a resize re-flows the
table (bigger cards, new places) instead of stretching it; arrows and Enter go to the
scene's keyboard play."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from .scene import TableScene


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
        self.setMinimumSize(480, 360)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.set_size(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())

    def keyPressEvent(self, event) -> None:
        if self.table.key_action(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)
