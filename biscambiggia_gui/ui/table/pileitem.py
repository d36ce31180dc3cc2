"""A place on the table that holds cards: a hand (fanned along its seat), a stack (talon,
capture pile: a hair of spread per card so its height shows), or the trick (each card
before the seat that played it). The pile owns the list of its cards; the scene asks it
where each card goes (`places`) and moves the CardItems there. A capture pile draws a faint
slot when empty (`show_slot`; never the talon, whose empty place lies over the turned trump
between the last two draws); its label (a count, points) is a Tag laid over it."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from . import layout
from .items import Tag

HAND, STACK, TRICK = "hand", "stack", "trick"


class PileItem(QGraphicsObject):
    def __init__(self, name: str, kind: str, base_z: float = 0.0):
        super().__init__()
        self.name = name
        self.kind = kind
        self.cards: list[str] = []
        self.owners: list[int] = []            # trick only: the seat of each card
        self.base_z = base_z
        self.spot: layout.SeatSpot | None = None
        self.spots: list[layout.SeatSpot] = []  # trick only: every seat's spot
        self.angle = 0.0
        self.card_scale = 1.0
        self.spread = layout.STACK_THICKNESS     # a stack's full thickness, in card widths
        self.lifted: int | None = None
        self.shown: set[str] = set()             # hand only: the cards that show their face
        self.grows = False                       # hand only: a partner's across, shown larger
        #                                          (the layout keeps it room: open_top)
        self.room: layout.Box | None = None      # hand only: the room the table keeps for it
        self.sideways: set[str] = set()          # stack cards lying across, face up (the matto)
        self.show_slot = False
        self.label = ""
        self.label_colour: QColor | None = None
        self.tag = Tag()
        self._cw = 60.0
        self._ch = 90.0
        self.setZValue(base_z - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # --- geometry -----------------------------------------------------------------------
    def configure(self, centre: QPointF, card_w: float, card_h: float, angle: float = 0.0,
                  scale: float = 1.0, spot: layout.SeatSpot | None = None) -> None:
        self.prepareGeometryChange()
        self.setPos(centre)
        self._cw, self._ch = card_w, card_h
        self.angle, self.card_scale, self.spot = angle, scale, spot
        self._place_tag()
        self.update()

    def places(self) -> list[tuple[QPointF, float, float, float]]:
        """(centre, rotation, z, scale) for each card, in the order of `cards`."""
        cw, ch, s = self._cw, self._ch, self.card_scale
        if self.kind == HAND and self.spot is not None:
            shown = bool(self.shown & set(self.cards))
            grown = shown and self.grows and set(self.cards) <= self.shown
            if shown and not grown and self.room is not None:   # faces read the right way up,
                return [(QPointF(*xy), rot, self.base_z + i, scale)   # each index in sight
                        for i, (xy, rot, scale) in enumerate(
                            layout.open_places(self.spot, len(self.cards), self.room, cw, ch))]
            places = layout.hand_places(self.spot, len(self.cards), ch, self.lifted)
            if grown:        # a partner's open hand across: the right way up, left to right,
                places = [(xy, rot - 180) for xy, rot in reversed(places)]   # and larger
            grow = layout.OPEN_HAND_GROWTH if grown else 1.0
            out = []
            for i, ((x, y), rot) in enumerate(places):
                x = self.spot.hand[0] + (x - self.spot.hand[0]) * grow
                y += (grow - 1) * s * ch / 2           # grown inwards, not off the table
                out.append((QPointF(x, y), rot, self.base_z + i, s * grow))
            return out
        if self.kind == TRICK:
            out = []
            for i, seat in enumerate(self.owners):
                spot = self.spots[seat]
                out.append((QPointF(*spot.trick), spot.trick_angle, self.base_z + i, 1.0))
            return out
        centre = (self.pos().x(), self.pos().y())
        pts = layout.stack_places(centre, len(self.cards), cw * s, self.spread)
        out = []
        for i, (x, y) in enumerate(pts):
            card = self.cards[i]
            if card in self.sideways:          # lies across the top of the pile, face up
                top = pts[-1]
                out.append((QPointF(top[0], top[1] + ch * s * 0.12), self.angle + 90,
                            self.base_z + len(pts) + 1, s))
            else:
                out.append((QPointF(x, y), self.angle, self.base_z + i, s))
        return out

    def top_place(self) -> QPointF:
        places = self.places()
        return places[-1][0] if places else self.pos()

    # --- painting ---------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        w, h = self._cw * self.card_scale, self._ch * self.card_scale
        r = QRectF(-h / 2, -h / 2, h, h) if self.kind != HAND else QRectF(-w / 2, -h / 2, w, h)
        return r.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.show_slot and self.kind == STACK:
            w, h = self._cw * self.card_scale, self._ch * self.card_scale
            painter.save()
            painter.rotate(self.angle)
            path = QPainterPath()
            path.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), w * 0.07, w * 0.07)
            painter.fillPath(path, QColor(0, 0, 0, 28))
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5, Qt.PenStyle.DashLine))
            painter.drawPath(path)
            painter.restore()

    def set_label(self, text: str, colour: QColor | None = None) -> None:
        """Words over the pile (its count, its points); "" hides them."""
        self.label = text
        self.label_colour = colour
        self._place_tag()

    def _place_tag(self) -> None:
        """The label over the pile, moved inwards where it would leave the table (a pile at
        the edge beside the panel, on a small screen): always whole in view."""
        lying = self.angle % 180 != 0
        down = 0.0 if lying else self._ch * self.card_scale * 0.22
        self.tag.set_text(self.label, layout.label_px(self._cw), self.label_colour)
        x, y = self.pos().x(), self.pos().y() + down
        table = self.scene().sceneRect() if self.scene() is not None else None
        if table is not None:                  # the view shows the whole scene rect, no more
            box = self.tag.boundingRect()
            x = max(table.left() - box.left(), min(x, table.right() - box.right()))
            y = max(table.top() - box.top(), min(y, table.bottom() - box.bottom()))
        self.tag.setPos(x, y)
