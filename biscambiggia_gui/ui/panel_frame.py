"""The side panel's place beside the table (PanelFrame): its width beside the window, and a
scroll of the whole panel where the window is shorter than even the compact panel."""
from __future__ import annotations

import weakref

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from .panel import PANEL_WIDTH, SidePanel


class PanelFrame(QScrollArea):
    """The panel's place beside the table, WIDTH wide: it gives the panel the height there
    is (`SidePanel.fit`: the full panel or the compact one) and, where the window is shorter
    than even the compact panel (a 1366x768 screen at 200%), scrolls it as a whole, the
    decisions and the button that carries on brought into view as they come, so nothing is
    ever below the window's edge."""

    WIDTH = PANEL_WIDTH
    NARROWEST = 240            # the auction's list and its two buttons side by side
    SHARE = 0.36               # of a narrow window: the table keeps the rest

    @classmethod
    def width_for(cls, window_width: int) -> int:
        """WIDTH beside a window of 800 px and more; in a narrower one (a 1366x768 screen
        at 200%: 683 px) the panel gives the table some of its width, down to NARROWEST."""
        return max(cls.NARROWEST, min(cls.WIDTH, int(window_width * cls.SHARE)))

    def __init__(self, panel: SidePanel, parent=None):
        super().__init__(parent)
        self.setObjectName("panelFrame")
        self.panel = panel
        self.holder: weakref.ref[QWidget] | None = None
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidgetResizable(True)
        self.setWidget(panel)
        self.setFixedWidth(self.WIDTH)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setStyleSheet("QScrollArea#panelFrame { background: #16281d; border: none; }")
        panel.setMinimumWidth(self.NARROWEST - self.verticalScrollBar().sizeHint().width())

    def follow(self, holder: QWidget) -> None:
        """Take the width `width_for` gives beside `holder` (the table and the panel's
        window) as it is resized."""
        self.holder = weakref.ref(holder)    # not kept alive by its own panel
        holder.installEventFilter(self)
        self.setFixedWidth(self.width_for(holder.width()))

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize and self.holder is not None and watched is self.holder():
            self.setFixedWidth(self.width_for(event.size().width()))
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:
        self.panel.fit(event.size().height(), event.size().width())
        super().resizeEvent(event)
        for shown in (self.panel.decide, self.panel.go_on):    # shorter: still in view
            if shown.isVisible():
                self.panel.bring_into_view(shown)
