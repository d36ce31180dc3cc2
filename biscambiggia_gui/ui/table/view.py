"""The window onto the table: one scene pixel per screen pixel, so a resize re-flows the
table (bigger cards, new places) instead of stretching it; arrows and Enter go to the
scene's keyboard play. Below SMALLEST (the table's room in the smallest window the design
allows, 960x600) the table is laid out as at SMALLEST and drawn scaled down as a whole, so
on a small screen (a 1366x768 one at 200%: 683x384) every plate, pile and card is still
in view, smaller, rather than cut off; your hand and the trick stay at least
layout.READABLE px wide on the screen, the other hands and the piles giving way for them.

The keyboard's cursor (the card Left/Right/Enter act on, raised and framed in blue) shows
by itself once the person plays with the keys (`KeysOrMouse`): at the start of each of
their turns, whenever the table has the keys, and as soon as a key comes to the table;
a player who uses the mouse sees no card raised until they press a key."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from . import layout
from .scene import PLAY_KEYS, TableScene

SMALLEST = (640.0, 540.0)        # the table laid out no smaller than this: scaled below it
MODIFIERS = {Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
             Qt.Key.Key_AltGr, Qt.Key.Key_CapsLock, Qt.Key.Key_NumLock}


class KeysOrMouse(QObject):
    """Which the person used last: the keyboard (`keys`) or the mouse, as a browser's
    :focus-visible tells them apart. It watches the window's own QWindow and each of its
    dialogs' (`watch`), where every key and mouse press of that window arrives before it
    goes to a widget: not the application, whose filter every event of every object would
    pass through. A key that is only a modifier (Shift, Ctrl...) says nothing."""

    changed = Signal(bool)               # True: the keys now, False: the mouse

    def __init__(self, parent=None):
        super().__init__(parent)
        self.keys = False

    def watch(self, window: QWidget) -> None:
        """Watch the keys and clicks of `window` (a window: the main one, a dialog) from
        when it shows (its QWindow exists then)."""
        if not window.property("keysOrMouse"):
            window.setProperty("keysOrMouse", True)
            window.installEventFilter(self)             # its own events only: for its Show
        handle = window.windowHandle()
        if handle is not None and not handle.property("keysOrMouse"):
            handle.setProperty("keysOrMouse", True)
            handle.installEventFilter(self)

    def set_keys(self, keys: bool) -> None:
        if keys != self.keys:
            self.keys = keys
            self.changed.emit(keys)

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress and event.key() not in MODIFIERS:
            self.set_keys(True)
        elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                      QEvent.Type.TouchBegin):
            self.set_keys(False)
        elif kind == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            self.watch(watched)                          # its QWindow exists now
        return False


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
        self.input = KeysOrMouse(self)   # the window watches itself and its dialogs with it
        # once the key that turned to the keyboard has done its work (an Enter at the table
        # only shows the cursor: it must not find one already shown, and play it)
        self.input.changed.connect(lambda keys: keys and QTimer.singleShot(0, self, self.show_cursor))
        scene.turnBegan.connect(self.show_cursor)

    def show_cursor(self) -> None:
        """Where the person plays with the keys and the table has them, mark the card the
        arrows and Enter act on (`TableScene.show_cursor`)."""
        if self.input.keys and self.hasFocus():
            self.table.show_cursor()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.show_cursor()

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
        if event.isAutoRepeat() and event.key() in PLAY_KEYS:
            event.accept()               # Enter held down plays one card, not the next turn's too
            return
        if self.table.key_action(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)
