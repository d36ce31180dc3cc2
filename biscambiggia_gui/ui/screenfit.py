"""Windows that fit the screen they open on (issue 13).

The main window opens at most 92% of the screen's available geometry (what the task bar and
docks leave), at least MINIMUM and at most PREFERRED, centred; it remembers its size,
position and maximised state in the settings (`window/rect` as "x,y,w,h",
`window/maximized`), and a remembered place that no longer lies on any screen (a monitor
unplugged, a smaller laptop) is pulled back onto the nearest one. Dialogs call
`fit_dialog` so they never open taller or wider than the screen: their contents scroll
instead."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QAbstractScrollArea, QAbstractSpinBox, QComboBox, QFrame,
                               QGroupBox, QScrollArea, QStyle, QWidget)

MINIMUM = QSize(960, 600)            # below this the table and the panel no longer both fit
PREFERRED = QSize(1600, 1000)        # larger than this a window looks empty on a 4K screen
SHARE = 0.92                         # of the available geometry, so the edges stay in view
FRAME = QSize(16, 40)                # room kept for the window manager's frame and title bar
RECT_KEY, MAXIMIZED_KEY = "window/rect", "window/maximized"


def available(widget: QWidget | None = None) -> QRect:
    """The available geometry of the screen `widget` is on (the primary one otherwise)."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 720)


def fitted_size(room: QRect, preferred: QSize = PREFERRED, minimum: QSize = MINIMUM) -> QSize:
    """The size to open at in `room`: SHARE of it, within [minimum, preferred], never more
    than the room itself (a screen smaller than the minimum still shows the whole window)."""
    w = min(preferred.width(), int(room.width() * SHARE))
    h = min(preferred.height(), int(room.height() * SHARE))
    w = min(max(w, minimum.width()), room.width())
    h = min(max(h, minimum.height()), room.height())
    return QSize(w, h)


def minimum_for(room: QRect) -> QSize:
    """The window's minimum size on a screen: MINIMUM, or the whole room where smaller."""
    return QSize(min(MINIMUM.width(), room.width()), min(MINIMUM.height(), room.height()))


def inner_room(room: QRect) -> QRect:
    """What a window's inside may take of `room`: the window manager's frame and title bar
    take FRAME (a 1024x600 netbook: a window of 600 px put its bottom, the hand, under the
    task bar)."""
    return QRect(room.topLeft(), QSize(room.width() - FRAME.width(), room.height() - FRAME.height()))


def centred(size: QSize, room: QRect) -> QRect:
    return QRect(room.x() + (room.width() - size.width()) // 2,
                 room.y() + (room.height() - size.height()) // 2, size.width(), size.height())


def on_screen(rect: QRect) -> QRect:
    """`rect` moved (and shrunk if needed) into the available geometry of the screen that
    holds most of it, or of the primary screen when it lies on none."""
    screens = QGuiApplication.screens()
    best, best_area = None, 0
    for screen in screens:
        part = screen.availableGeometry().intersected(rect)
        area = part.width() * part.height() if not part.isEmpty() else 0
        if area > best_area:
            best, best_area = screen, area
    if best is None:
        best = QGuiApplication.primaryScreen()
    room = best.availableGeometry() if best is not None else QRect(0, 0, 1280, 720)
    w = min(rect.width(), room.width() - FRAME.width())
    h = min(rect.height(), room.height() - FRAME.height())
    x = min(max(rect.x(), room.x()), room.x() + room.width() - w - FRAME.width())
    y = min(max(rect.y(), room.y()), room.y() + room.height() - h - FRAME.height())
    return QRect(x, y, w, h)


def centred_at(window: QWidget, centre: QPoint) -> QPoint:
    """Where `window` goes (its `pos()`) for its centre to be at `centre`, moved in as far
    as it must to stay on the screen (on_screen): a dialog that changes size while it is
    up keeps its centre (ui/newmatch.py), as a player expects of a dialog opened over the
    main window; it kept its top, high on the screen after it grew and shrank again."""
    rect = QRect(QPoint(0, 0), window.size())
    rect.moveCenter(centre)
    return on_screen(rect).topLeft()


LARGEST = 1 << 20           # no screen is a million pixels across: beyond, the file is damaged


def parse_rect(text) -> QRect | None:
    """The remembered "x,y,width,height", or None where it is not one (QRect takes 32-bit
    numbers: a larger one in the settings file raised OverflowError and stopped the start)."""
    try:
        x, y, w, h = (int(v) for v in str(text)[:200].split(","))
    except (TypeError, ValueError):
        return None
    if not (0 < w <= LARGEST and 0 < h <= LARGEST and abs(x) <= LARGEST and abs(y) <= LARGEST):
        return None
    return QRect(x, y, w, h)


def place_window(window: QWidget, settings) -> bool:
    """Give `window` its geometry before it is shown: the remembered one (kept on screen)
    or a fitted, centred one. Returns whether it should open maximised."""
    room = available(window)
    inner = inner_room(room)                 # the frame and title bar on the screen too
    window.setMinimumSize(minimum_for(inner))
    rect = parse_rect(settings.value(RECT_KEY, ""))
    if rect is None:
        size = fitted_size(inner)            # centred with its frame
        rect = QRect(centred(size + FRAME, room).topLeft(), size)
    else:
        rect = on_screen(QRect(rect.topLeft(), rect.size().expandedTo(window.minimumSize())))
    window.resize(rect.size())
    window.move(rect.topLeft())
    value = settings.value(MAXIMIZED_KEY, False)
    return value.lower() in ("1", "true") if isinstance(value, str) else bool(value)


def follow_screens(window: QWidget) -> None:
    """Keep `window` fitting the screen it is on when it moves to another (a second monitor,
    smaller or of another scale factor): its minimum is that screen's (the first screen's
    960x600 kept it larger than a 1366x768 panel at 150%, its bottom, the hand, out of
    reach), and a window larger than the new screen shrinks into it. Call once it has a
    native window (after show)."""
    handle = window.windowHandle()
    if handle is None or handle.property("followsScreens"):
        return
    handle.setProperty("followsScreens", True)
    handle.screenChanged.connect(lambda _screen: fit_to_its_screen(window))


def fit_to_its_screen(window: QWidget) -> None:
    """`window`'s minimum for the screen it is on now; shrunk into it where larger."""
    room = available(window)
    inner = inner_room(room)
    window.setMinimumSize(minimum_for(inner))
    if window.isMaximized() or window.isFullScreen():
        return
    if window.size().boundedTo(inner.size()) != window.size():
        window.resize(window.size().boundedTo(inner.size()))
        window.move(on_screen(QRect(window.pos(), window.size())).topLeft())


def remember_window(window: QWidget, settings) -> None:
    """Store the window's place: the normal geometry (the one to go back to when it is
    maximised) and whether it is maximised."""
    maximized = window.isMaximized()
    # the frame's top left (what move() takes) and the inner size (what resize() takes);
    # maximised or full screen (the window manager's key), the place it had before
    rect = window.normalGeometry() if maximized or window.isFullScreen() \
        else QRect(window.pos(), window.size())
    if rect.isValid():
        settings.setValue(RECT_KEY, f"{rect.x()},{rect.y()},{rect.width()},{rect.height()}")
    settings.setValue(MAXIMIZED_KEY, maximized)
    settings.sync()


def dialog_room(room: QRect) -> QSize:
    """The most a dialog takes of `room`: SHARE of it, and never its frame's part (on a
    683x384 screen, 1366x768 at 200%, 92% and a title bar were taller than the screen)."""
    inner = inner_room(room).size()
    return QSize(min(int(room.width() * SHARE), inner.width()), min(int(room.height() * SHARE), inner.height()))


def fit_dialog(dialog: QWidget) -> None:
    """A dialog no larger than the available screen (its scroll areas take the rest)."""
    room = available(dialog.parentWidget() or dialog)
    dialog.setMaximumSize(inner_room(room).size())
    hint = dialog.sizeHint().expandedTo(dialog.minimumSizeHint())
    size = hint.boundedTo(dialog_room(room))
    dialog.resize(size.expandedTo(dialog.minimumSize()).boundedTo(inner_room(room).size()))


def fit_to_screen(window: QWidget, preferred: QSize) -> None:
    """A window of its own (the rules, the licences) at `preferred` size where the screen has
    room, else SHARE of it less the window manager's frame, centred on the screen, so its
    bottom and its Close button are never off the screen (1280x720 with a title bar)."""
    room = available(window.parentWidget() or window)
    w = min(preferred.width(), int(room.width() * SHARE) - FRAME.width())
    h = min(preferred.height(), int(room.height() * SHARE) - FRAME.height())
    window.resize(max(w, 320), max(h, 240))
    window.move(centred(QSize(window.width() + FRAME.width(), window.height() + FRAME.height()),
                        room).topLeft())


def fit_dialog_size(dialog: QWidget) -> None:
    """Shrink a dialog already sized to what it wants so it stays on the screen."""
    room = available(dialog.parentWidget() or dialog)
    dialog.setMaximumSize(inner_room(room).size())
    dialog.resize(dialog.size().boundedTo(dialog_room(room)))


def whole_rows(body: QWidget, height: int) -> int:
    """The tallest view of at most `height` px on the top of `body` (a list that scrolls)
    whose bottom edge cuts none of its visible parts (a group's frame aside, which holds
    them all): the rows in view end whole, the next one starts under the edge. `height`
    itself where every part ends above it, and where no such edge is found (one part
    taller than the view)."""
    rects = [QRect(w.mapTo(body, QPoint(0, 0)), w.size()) for w in body.findChildren(QWidget)
             if w.isVisible() and not isinstance(w, QGroupBox)]

    def cuts(edge: int) -> bool:
        return any(r.top() < edge <= r.bottom() for r in rects)

    if not cuts(height):
        return height
    edges = [e for r in rects for e in (r.top(), r.bottom() + 1) if 0 < e < height and not cuts(e)]
    return max(edges, default=height)


class ShortScreenScroll(QScrollArea):
    """A dialog's body that asks for its whole size (a plain QScrollArea asks for at most
    24 lines, so it would scroll on any screen) and scrolls only where the screen is
    shorter than that (a 1366x768 one at 150%: 910x512), the dialog's buttons under it
    always in view; never sideways."""

    SHORTEST = 120                       # what it keeps in view, however short the screen

    def __init__(self, body: QWidget, parent=None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)      # its fields take the focus, not it
        self.setWidget(body)

    def _bar(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self.end_at_a_row)

    def end_at_a_row(self) -> None:
        """Where it scrolls as its window opens, the window a little shorter, so that the
        view ends at a row's edge (`whole_rows`): Settings on a 683x384 screen opened with
        its "Deck for Briscola" row cut in half at the bottom of the view."""
        body, bar = self.widget(), self.verticalScrollBar()
        if body is None or bar.maximum() <= 0 or bar.value() > 0:
            return
        view = self.viewport().height()
        cut = view - whole_rows(body, view)
        window = self.window()
        if 0 < cut and view - cut >= self.SHORTEST and window is not self:
            window.resize(window.width(), window.height() - cut)

    def sizeHint(self) -> QSize:
        body = self.widget()
        hint = body.sizeHint() if body is not None else QSize(0, 0)
        return QSize(hint.width() + self._bar(), hint.height())

    def minimumSizeHint(self) -> QSize:
        body = self.widget()
        least = body.minimumSizeHint() if body is not None else QSize(0, 0)
        return QSize(least.width() + self._bar(), min(self.SHORTEST, self.sizeHint().height()))


class _WheelScrolls(QObject):
    """The filter of `wheel_scrolls`: a wheel over a field without the focus goes to the
    scroll area's bar, never to the field."""

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.Wheel or watched.hasFocus():
            return False
        area = watched.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:
            QCoreApplication.sendEvent(area.verticalScrollBar(), event)
        return True


def wheel_scrolls(area: QScrollArea) -> None:
    """In a list that scrolls (a dialog's options, Settings on a short screen), the wheel
    rolled over a drop-down or a number box scrolls the list and leaves the field's value
    alone unless the player chose that field (clicked it, reached it with Tab): before, a
    player scrolling the new-match options changed "When everyone passes" without seeing
    it. The fields take the focus by click and Tab, not by the wheel. Call it again after
    new fields are made (the filter goes on each field once)."""
    body = area.widget()
    if body is None:
        return
    keeper = area.findChild(_WheelScrolls)
    if keeper is None:
        keeper = _WheelScrolls(area)
    for kind in (QComboBox, QAbstractSpinBox):
        for field in body.findChildren(kind):
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            field.installEventFilter(keeper)
