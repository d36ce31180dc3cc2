"""A card on the table: a QGraphicsObject that knows its code and which side shows, draws
itself from the deck art at the screen's pixel ratio, moves only through `animate()`, and
reports presses, drags, drops and double-clicks to whoever listens. It knows no rules:
the scene tells it whether it may be lifted (`interaction`) and how it is marked."""
from __future__ import annotations

from PySide6.QtCore import (Property, QAbstractAnimation, QEasingCurve, QParallelAnimationGroup, QPointF,
                            QPropertyAnimation, QRectF, Qt, Signal)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .cardart import CardArt

FREE, TETHERED = "free", "tethered"     # how a pressed card follows the mouse
TETHER = 0.22                           # a refused card moves this fraction of the mouse
TETHER_MAX = 0.35                       # ... and at most this many card heights


class CardItem(QGraphicsObject):
    pressed = Signal(object)
    dropped = Signal(object, QPointF)    # the card, the scene point where the mouse let go
    activated = Signal(object)           # double-click
    settled = Signal(object)             # a move or turn-over ended (or was cut short)

    def __init__(self, code: str, art: CardArt, width: float, parent=None):
        super().__init__(parent)
        self.code = code
        self.art = art
        self._w = float(width)
        self._h = float(width) * art.aspect
        self._face_up = False
        self._flip = 1.0                 # 0..1 while turning over; the face shows past 0.5
        self._flip_from = False
        self.interaction: str | None = None
        self.marked = False              # a legal card when the reply is restricted
        self.dimmed = False              # a card the rules refuse now
        self.selected_by_keys = False
        self.hinted = False              # the card a hint suggests
        self.accessible_name = ""        # its whole name while its face shows to the viewer
        self.home = (QPointF(), 0.0, 0.0, 1.0)   # pos, rotation, z, scale the layout wants
        self.home_face: bool | None = None       # ... and the side it wants up (None: as it is)
        self.target: tuple | None = None         # the last place the scene sent it to
        self._anim: QParallelAnimationGroup | None = None   # the group while it runs
        self._parts: dict | None = None
        self._press_scene: QPointF | None = None
        self._press_pos = QPointF()
        self.dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # --- geometry ---------------------------------------------------------------------
    def set_width(self, width: float) -> None:
        if abs(width - self._w) > 0.01:
            self.prepareGeometryChange()
            self._w = float(width)
            self._h = float(width) * self.art.aspect
            self.update()

    def set_art(self, art: CardArt) -> None:
        self.prepareGeometryChange()
        self.art = art
        self._h = self._w * art.aspect
        self.update()

    @property
    def width(self) -> float:
        return self._w

    @property
    def height(self) -> float:
        return self._h

    def boundingRect(self) -> QRectF:
        m = self._w * 0.08
        return QRectF(-self._w / 2 - m, -self._h / 2 - m, self._w + 2 * m, self._h + 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-self._w / 2, -self._h / 2, self._w, self._h))
        return path

    # --- face -----------------------------------------------------------------------
    def is_face_up(self) -> bool:
        """The side the card will show once any turn-over is done."""
        return self._face_up

    def shows_face(self) -> bool:
        """What a person sees right now (mid turn-over included)."""
        return self._face_up if self._flip >= 0.5 else self._flip_from

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = float(value)
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def set_marks(self, marked: bool = False, dimmed: bool = False, selected: bool = False,
                  hinted: bool = False) -> None:
        marks = (marked, dimmed, selected, hinted)
        if marks != (self.marked, self.dimmed, self.selected_by_keys, self.hinted):
            self.marked, self.dimmed, self.selected_by_keys, self.hinted = marks
            self.update()

    def set_name(self, name: str) -> None:
        """The card's whole name ("Asso di coppe") while its face shows, else "": the
        tooltip and what the table tells screen readers."""
        if name != self.accessible_name:
            self.accessible_name = name
            self.setToolTip(name)

    # --- the one way to move ----------------------------------------------------------------
    def animate(self, pos: QPointF, z: float, rotation: float, face_up: bool, duration: int,
                scale: float = 1.0) -> None:
        """Move to `pos` (the card's centre, scene coordinates), turned by `rotation` degrees,
        showing its face or back, over `duration` ms (0: at once). `z` applies at once so a
        card in flight passes over the others. Every move ends with `settled` (a move made
        at once by a card that was moving, too), so whoever waits for the table to be still
        hears it (`TableScene.animationsDone`)."""
        was_moving = self._stop()
        self.setZValue(z)
        flip_start = 0.0
        turning = face_up != self._face_up
        if turning:
            # start from the side that shows now, as far turned as it is now (a card told
            # to turn back mid-turn goes back the way it came, never flashing the other side)
            shown, f = self.shows_face(), self._flip
            self._flip_from = shown
            self._face_up = face_up
            flip_start = max(f, 1.0 - f) if shown == face_up else min(f, 1.0 - f)
        elif self._flip < 1.0:
            # a turn-over cut short by this move (a hand re-fanned while its cards are
            # still turning): finish it, or the card would stay on the side it showed
            turning, flip_start = True, self._flip
        if duration <= 0:
            self.setPos(pos)
            self.setRotation(rotation)
            self.setScale(scale)
            self._set_flip(1.0)
            if was_moving:
                self.settled.emit(self)
            return
        group = self._group()
        assert self._parts is not None                 # made by _group()
        for name, end in ((b"pos", pos), (b"rotation", rotation), (b"scale", scale)):
            anim = self._parts[name]
            anim.setDuration(duration)
            anim.setEndValue(end)
        flip = self._parts[b"flip"]
        flip.setDuration(duration if turning else 0)   # 0: stays as it is (1.0)
        flip.setStartValue(flip_start if turning else 1.0)
        flip.setEndValue(1.0)
        self._anim = group
        group.start()

    def _group(self) -> QParallelAnimationGroup:
        """The card's one animation group (made once, reused by every move)."""
        if self._parts is None:
            group = QParallelAnimationGroup(self)
            self._parts = {}
            for name in (b"pos", b"rotation", b"scale", b"flip"):
                anim = QPropertyAnimation(self, name, group)
                if name != b"flip":
                    anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                group.addAnimation(anim)
                self._parts[name] = anim
            group.finished.connect(self._finished)
            self._parts[None] = group
        return self._parts[None]

    def _finished(self) -> None:
        if self._anim is not None:
            self._anim = None
            self.settled.emit(self)

    def _stop(self) -> bool:
        """Stop the move under way (if any, without `settled`); True if there was one."""
        anim, self._anim = self._anim, None
        if anim is None:
            return False
        moving = anim.state() == QAbstractAnimation.State.Running
        anim.stop()
        return moving

    def is_moving(self) -> bool:
        return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running

    def go_home(self, duration: int) -> None:
        """Back to the place the layout last gave it, on the side it gave it: a card let go
        after the screen passed to another person goes home face down."""
        pos, rotation, z, scale = self.home
        face = self._face_up if self.home_face is None else self.home_face
        self.animate(pos, z, rotation, face, duration, scale)

    def home_rect(self) -> QRectF:
        """Where the card lies once home (its pile's place for it, turned and scaled)."""
        pos, rotation, _, scale = self.home
        turn = QTransform()                 # (rotate() returns the same object: no chain on a
        turn.rotate(rotation)               # temporary, whose wrapper would be gone)
        turn.scale(scale, scale)
        return turn.mapRect(self.boundingRect()).translated(pos)

    # --- painting -------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self._w, self._h
        squeeze = abs(2 * self._flip - 1) if self._flip < 1.0 else 1.0
        face = self.shows_face()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if squeeze < 1.0:
            painter.scale(max(squeeze, 0.02), 1.0)
        rect = QRectF(-w / 2, -h / 2, w, h)
        radius = w * 0.06
        lift = 0.05 if self.dragging else 0.025
        shadow = QPainterPath()
        shadow.addRoundedRect(rect.translated(w * lift * 0.6, w * lift), radius, radius)
        painter.fillPath(shadow, QColor(0, 0, 0, 70 if self.dragging else 50))
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        pix = self.art.pixmap(self.code if face else "back", w, dpr)   # one size per layout
        painter.drawPixmap(rect, pix, QRectF(pix.rect()))
        outline = QPainterPath()
        outline.addRoundedRect(rect, radius, radius)
        if self.dimmed:
            painter.fillPath(outline, QColor(20, 20, 20, 110))
        if self.marked:
            painter.setPen(QPen(QColor("#ffd54a"), max(2.0, w * 0.035)))
            painter.drawPath(outline)
        if self.hinted:
            glow = QColor("#7CFC9A")
            for k, alpha in ((0.10, 70), (0.06, 130)):
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, max(3.0, w * k)))
                painter.drawRoundedRect(rect.adjusted(-w * 0.03, -w * 0.03, w * 0.03, w * 0.03),
                                        radius, radius)
            painter.setPen(QPen(QColor("#1e9e4a"), max(2.0, w * 0.03)))
            painter.drawPath(outline)
        if self.selected_by_keys:
            painter.setPen(QPen(QColor("#6ec6ff"), max(2.0, w * 0.045)))
            painter.drawRoundedRect(rect.adjusted(-w * 0.02, -w * 0.02, w * 0.02, w * 0.02),
                                    radius, radius)

    # --- mouse ------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if self.interaction is None or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        if self._stop():
            self._set_flip(1.0)
            self.settled.emit(self)
        self._press_scene = event.scenePos()
        self._press_pos = self.pos()
        self.dragging = True
        self.setZValue(1000)
        self.pressed.emit(self)
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press_scene is None:
            return
        if not event.buttons() & Qt.MouseButton.LeftButton:    # its release went elsewhere
            self.cancel_drag()
            self.go_home(0)
            return
        delta = event.scenePos() - self._press_scene
        if self.interaction == TETHERED:
            delta = delta * TETHER
            length = (delta.x() ** 2 + delta.y() ** 2) ** 0.5
            cap = self._h * TETHER_MAX
            if length > cap:
                delta = delta * (cap / length)
        self.setPos(self._press_pos + delta)

    def mouseReleaseEvent(self, event) -> None:
        if self._press_scene is None:
            return
        self._press_scene = None
        self.dragging = False
        self.update()
        self.dropped.emit(self, event.scenePos())

    def cancel_drag(self) -> bool:
        """Let go of a drag cut short (a dialog took the window, the button was released
        elsewhere): not a drop, so nothing is played; the scene's mouse grab is released, so
        the next click is not the card's. True if a drag was under way."""
        if self._press_scene is None:
            return False
        self._press_scene = None
        self.dragging = False
        scene = self.scene()
        if scene is not None and scene.mouseGrabberItem() is self:
            self.ungrabMouse()
        self.update()
        return True

    def mouseDoubleClickEvent(self, event) -> None:
        if self.interaction is None:
            event.ignore()
            return
        self._press_scene = None
        self.dragging = False
        self.activated.emit(self)
        if self.scene() is not None and self.scene().mouseGrabberItem() is self:
            self.ungrabMouse()                   # the card may have left the hand already
