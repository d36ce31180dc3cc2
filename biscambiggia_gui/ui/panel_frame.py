"""The side panel's place beside the table (PanelFrame): its width beside the window, and a
scroll of the whole panel where the window is shorter than even the compact panel."""
from __future__ import annotations

import weakref

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from .panel import SidePanel
from .panel_style import PANEL_WIDTH, SCROLL_BAR_STYLE


class PanelFrame(QScrollArea):
    """The panel's place beside the table, WIDTH wide: it gives the panel the height there
    is (`SidePanel.fit`: the full panel or the compact one) and, where the window is shorter
    than even the compact panel (a 1366x768 screen at 200%), scrolls it as a whole, the
    decisions and the button that carries on brought into view as they come, so nothing is
    ever below the window's edge.

    A resize keeps what the player was looking at: the panel stays at its end if it was
    there (the log's last lines) or where the player scrolled it (`place`), and a question
    to answer (the decisions, the button that carries on) that was in view stays in view
    (`asked`). A question out of view (the player scrolled up to the standing, or down to
    the log) stays out: only a new one brings itself into view (`bring`)."""

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
        self.setStyleSheet("QScrollArea#panelFrame { background: #16281d; border: none; }"
                           + SCROLL_BAR_STYLE)
        panel.setMinimumWidth(self.NARROWEST - self.verticalScrollBar().sizeHint().width())
        self.place: int | None = 0              # where the player left it; None: at its end
        self.asked = True                       # a question is in view there (or is new)
        self._ensuring = False                  # a call to bring the question into view waits
        self.verticalScrollBar().actionTriggered.connect(self._scrolled)
        panel.asked.connect(self.bring)
        for question in (panel.decide, panel.go_on):
            question.installEventFilter(self)

    def asking(self) -> list[QWidget]:
        """What asks the player for an answer now: the decisions, the button that carries on."""
        return [w for w in (self.panel.decide, self.panel.go_on) if w.isVisible()]

    def _in_view(self, widget: QWidget, position: int) -> bool:
        """Whole in view with the panel scrolled to `position` (or filling the view, where
        it is the taller): a question half scrolled away means the player reads elsewhere."""
        at = QRect(widget.mapTo(self.panel, QPoint(0, 0)), widget.size()).translated(0, -position)
        room = self.viewport().rect()
        return room.adjusted(-1, -1, 1, 1).contains(at) \
            or (at.top() <= room.top() and at.bottom() >= room.bottom())

    def _scrolled(self, _action: int) -> None:
        """The player scrolled the panel (wheel, scroll bar, keys): that is their place."""
        bar = self.verticalScrollBar()
        position = bar.sliderPosition()        # the value to be, as the action is taken
        self.place = self._place(position)
        self.asked = any(self._in_view(w, position) for w in self.asking())

    def _place(self, position: int) -> int | None:
        """`place` for the panel scrolled to `position`: None at the end of a panel that
        scrolls (the top of one that does not: it stays at the top when it comes to)."""
        bar = self.verticalScrollBar()
        return None if bar.maximum() > 0 and position >= bar.maximum() - 2 else position

    def bring(self, widget: QWidget) -> None:
        """A new question: into view once the panel is laid out, and kept there."""
        self.asked = True
        self._ensure()

    def _ensure(self) -> None:
        """On the next turn of the event loop (the panel laid out), the question in view."""
        if not self._ensuring:
            self._ensuring = True
            QTimer.singleShot(0, self, self._ensure_now)

    def _ensure_now(self) -> None:
        self._ensuring = False
        if not self.asked:
            return
        bar = self.verticalScrollBar()
        for widget in self.asking():
            self.ensureWidgetVisible(widget, 0, 0)
        self.place = self._place(bar.value())

    def follow(self, holder: QWidget) -> None:
        """Take the width `width_for` gives beside `holder` (the table and the panel's
        window) as it is resized."""
        self.holder = weakref.ref(holder)    # not kept alive by its own panel
        holder.installEventFilter(self)
        self.setFixedWidth(self.width_for(holder.width()))

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Resize and self.holder is not None and watched is self.holder():
            self.setFixedWidth(self.width_for(event.size().width()))
        elif kind in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show) and self.asked \
                and (watched is self.panel.decide or watched is self.panel.go_on):
            self._ensure()                 # the question in view moved, grew or came: still in view
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:
        self.panel.fit(event.size().height(), event.size().width())
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._keep)        # once the panel is laid out anew

    def _keep(self) -> None:
        """Back to `place` after a resize (the end, or the player's own scroll), then the
        question that was in view into view again (shorter, it may have gone past an edge)."""
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum() if self.place is None else self.place)
        if self.asked:
            self._ensure_now()
