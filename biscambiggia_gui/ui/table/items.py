"""The table's words: each seat's name plate (name, who they are, dealer, whose turn), the
banner that shows a declaration to everyone (text and the cards shown), and the short
note that says why a card cannot be played."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QLinearGradient, QPainter,
                           QPainterPath, QPen)
from PySide6.QtWidgets import QGraphicsObject

from .cardart import CardArt
from .layout import LABEL_PX, TAB

TEAM_COLOURS = (QColor("#3f7fd0"), QColor("#d0543f"))


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(10, int(px)))
    font.setBold(bold)
    return font


class SeatPlate(QGraphicsObject):
    """Name plate: the name, a second line (computer level, team), a tab on its top edge
    that says "Dealer" (in the player's language: `dealer_word`) on the dealer's plate, and
    a golden rim on the seat to act."""

    dealer_word = "Dealer"                  # the controller sets it in the language installed

    def __init__(self, seat: int):
        super().__init__()
        self.seat = seat
        self.name = f"Seat {seat + 1}"
        self.detail = ""
        self.dealer = False
        self.active = False
        self.team: int | None = None
        self._w, self._h = 140.0, 46.0
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self.update()

    def set_state(self, name: str | None = None, detail: str | None = None,
                  dealer: bool | None = None, active: bool | None = None,
                  team: int | None = -1) -> None:
        if name is not None:
            self.name = name
        if detail is not None:
            self.detail = detail
        if dealer is not None:
            self.dealer = dealer
        if active is not None:
            self.active = active
        if team != -1:
            self.team = team
        # the whole words, which the plate elides where they are long (a record's level
        # this version does not know, with its word: "computer of unknown level (...)")
        self.setToolTip(" \u00b7 ".join(w for w in (self.name, self.detail,
                                                     self.dealer_word if self.dealer else "") if w))
        self.update()

    def boundingRect(self) -> QRectF:
        tab = self._h * TAB                  # the dealer's tab, above the plate (or below)
        return QRectF(-self._w / 2 - 6, -self._h / 2 - 6 - tab, self._w + 12, self._h + 12 + 2 * tab)

    def outline(self) -> QRectF:
        """What the plate shows, in its own coordinates: its box and, on the dealer's
        plate, the dealer's tab (a ring round the plate goes round the tab too)."""
        box = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        return box.united(self._tab()[0]) if self.dealer else box

    def text_room(self) -> tuple[float, float]:
        """(room for the name, room for the detail) in pixels, as paint() lays them out."""
        room = self._w - self._h * 0.5
        return room, room

    def _tab(self) -> tuple[QRectF, QFont]:
        """The dealer's tab: its box (over the plate's top edge, on the right) and font."""
        h = self._h
        font = _font(h * 0.24, True)
        width = QFontMetricsF(font).horizontalAdvance(self.dealer_word) + h * 0.4
        top = -h / 2 - h * TAB
        if self.scenePos().y() + top < 0:        # a plate at the table's top edge: below it
            top = h / 2 - h * 0.08
        return QRectF(self._w / 2 - h * 0.3 - width, top, width, h * 0.38), font

    def shows_whole_text(self) -> bool:
        """Whether the name and the detail both fit without an ellipsis."""
        name_room, detail_room = self.text_room()
        return (QFontMetricsF(self._name_font()).horizontalAdvance(self.name) <= name_room
                and QFontMetricsF(self._detail_font()).horizontalAdvance(self.detail) <= detail_room)

    def _name_font(self) -> QFont:
        return self._fitted(self.name, self._h * 0.36, self._h * 0.3, True)

    def _detail_font(self) -> QFont:
        return self._fitted(self.detail, self._h * 0.28, self._h * 0.23, False)

    def _fitted(self, text: str, px: float, least: float, bold: bool) -> QFont:
        """The font at `px`, a little smaller (down to `least`) where that makes the whole
        text fit."""
        room = self.text_room()[0]
        font = _font(px, bold)
        while px > least and QFontMetricsF(font).horizontalAdvance(text) > room:
            px -= 0.5
            font = _font(px, bold)
        return font

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._w, self._h
        rect = QRectF(-w / 2, -h / 2, w, h)
        path = QPainterPath()
        path.addRoundedRect(rect, h * 0.3, h * 0.3)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, QColor(18, 40, 28, 225))
        grad.setColorAt(1, QColor(8, 24, 15, 235))
        painter.fillPath(path, grad)
        if self.team is not None:
            painter.save()
            painter.setClipPath(path)
            painter.fillRect(QRectF(rect.left(), rect.top(), h * 0.16, h), TEAM_COLOURS[self.team % 2])
            painter.restore()
        pen = QPen(QColor("#ffd54a") if self.active else QColor(255, 255, 255, 70),
                   max(2.0, h * 0.07) if self.active else 1.2)
        painter.setPen(pen)
        painter.drawPath(path)
        left = rect.left() + h * 0.3
        right = rect.right() - h * 0.2
        painter.setPen(QColor("#ffe9a8") if self.active else QColor("#f5efe0"))
        painter.setFont(self._name_font())
        top = QRectF(left, rect.top() + h * 0.08, right - left, h * 0.48)
        fm = QFontMetricsF(painter.font())
        painter.drawText(top, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         fm.elidedText(self.name, Qt.TextElideMode.ElideRight, top.width()))
        painter.setPen(QColor("#bcd3c2"))
        painter.setFont(self._detail_font())
        fm = QFontMetricsF(painter.font())
        low = QRectF(left, rect.top() + h * 0.52, right - left, h * 0.4)
        painter.drawText(low, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         fm.elidedText(self.detail, Qt.TextElideMode.ElideRight, low.width()))
        if self.dealer:
            tab, font = self._tab()
            painter.setBrush(QColor("#f4f1e6"))
            painter.setPen(QPen(QColor("#8a6d1c"), 1.5))
            painter.drawRoundedRect(tab, tab.height() / 2, tab.height() / 2)
            painter.setPen(QColor("#5a430c"))
            painter.setFont(font)
            painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, self.dealer_word)


class Banner(QGraphicsObject):
    """A message on the table, with the cards it is about. The scene chooses its place
    (`banners.place_banner`) and may draw its cards smaller (`picture`, a factor of
    their usual size) where that lets it lie clear of everything else; its words keep
    their size."""

    def __init__(self):
        super().__init__()
        self.title = ""
        self.detail = ""
        self.cards: list[str] = []
        self.art: CardArt | None = None
        self._cw = 60.0
        self.max_width = 10000.0
        self.picture = 1.0
        self.setZValue(2000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_message(self, title: str, detail: str, cards: list[str], art: CardArt,
                     card_w: float) -> None:
        self.prepareGeometryChange()
        self.title, self.detail, self.cards, self.art = title, detail, list(cards), art
        self._cw = card_w
        self.show()
        self.update()

    def set_card_width(self, card_w: float, max_width: float | None = None,
                       picture: float | None = None) -> None:
        self.prepareGeometryChange()
        self._cw = card_w
        if max_width is not None:
            self.max_width = max_width
        if picture is not None:
            self.picture = picture
        self.update()

    def title_width(self) -> float:
        """The width of a banner whose title takes one line (its detail may wrap)."""
        title_font, _ = self._fonts()
        return QFontMetricsF(title_font).horizontalAdvance(self.title) + self._cw * 0.4 + 2

    def _fonts(self) -> tuple[QFont, QFont]:
        return _font(max(14.0, min(self._cw * 0.2, 19)), True), _font(max(12.0, min(self._cw * 0.15, 15)))

    WRAP = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
    PAD, GAP = 0.14, 0.1        # card widths: above and below the whole, between its parts

    def _words(self) -> tuple[QRectF, QRectF]:
        """The title's and the detail's boxes, each wrapped within the banner's room (a
        line each where it fits: the words are never cut, a narrow banner has more lines)."""
        room = max(self._cw * 2, self.max_width - self._cw * 0.4)
        title_font, detail_font = self._fonts()
        title = QFontMetricsF(title_font).boundingRect(QRectF(0, 0, room, 100000), self.WRAP, self.title)
        detail = QFontMetricsF(detail_font).boundingRect(QRectF(0, 0, room, 100000), self.WRAP,
                                                         self.detail) if self.detail else QRectF()
        return title, detail

    def _metrics(self):
        cw = self._cw
        many = len(self.cards) > 6
        small = cw * (0.46 if many else 0.62) * self.picture
        ratio = 0.62 if many else 1.04
        room = self.max_width - cw * 0.4
        if self.cards and small * (1 + ratio * (len(self.cards) - 1)) > room:
            small = max(cw * 0.2, room / (1 + ratio * (len(self.cards) - 1)))
        step = small * ratio
        row = (small + step * (len(self.cards) - 1)) if self.cards else 0
        title, detail = self._words()
        text_w = max(title.width(), detail.width())
        w = max(row, text_w) + cw * 0.4
        card_h = small * (self.art.aspect if self.art else 1.6) if self.cards else 0
        h = (cw * self.PAD + title.height() + (cw * self.GAP + detail.height() if self.detail else 0)
             + (cw * self.GAP + card_h if self.cards else 0) + cw * self.PAD)
        return w, h, small, step, card_h, title, detail

    def boundingRect(self) -> QRectF:
        w, h, *_ = self._metrics()
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        w, h, small, step, card_h, title, detail = self._metrics()
        rect = QRectF(-w / 2, -h / 2, w, h)
        path = QPainterPath()
        path.addRoundedRect(rect, self._cw * 0.15, self._cw * 0.15)
        painter.fillPath(path, QColor(12, 22, 16, 215))
        painter.setPen(QPen(QColor("#d9b85c"), 1.5))
        painter.drawPath(path)
        y = rect.top() + self._cw * self.PAD
        title_font, detail_font = self._fonts()
        inner = w - self._cw * 0.4
        painter.setPen(QColor("#ffe9a8"))
        painter.setFont(title_font)
        painter.drawText(QRectF(-inner / 2, y, inner, title.height() + 1), self.WRAP, self.title)
        y += title.height() + self._cw * self.GAP
        if self.detail:
            painter.setPen(QColor("#e6eee8"))
            painter.setFont(detail_font)
            painter.drawText(QRectF(-inner / 2, y, inner, detail.height() + 1), self.WRAP, self.detail)
            y += detail.height() + self._cw * self.GAP
        if self.cards and self.art is not None:
            x = -(small + step * (len(self.cards) - 1)) / 2
            dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
            for code in self.cards:
                pix = self.art.pixmap(code, small, dpr)
                painter.drawPixmap(QRectF(x, y, small, card_h), pix,
                                   QRectF(pix.rect()))
                x += step


class Toast(QGraphicsObject):
    """Why a card or a move was refused, just above your hand: its words wrap within
    `max_width` (the scene sets it to the table's width less a margin)."""

    WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap

    def __init__(self):
        super().__init__()
        self.text = ""
        self._px = 14.0
        self.max_width = 10000.0
        self.setZValue(2100)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_text(self, text: str, px: float) -> None:
        self.prepareGeometryChange()
        self.text, self._px = text, max(12.0, px)
        self.show()
        self.update()

    def set_max_width(self, width: float) -> None:
        if width != self.max_width:
            self.prepareGeometryChange()
            self.max_width = width
            self.update()

    def line_height(self) -> float:
        """The height of a note of one line."""
        return QFontMetricsF(_font(self._px, True)).height() + self._px

    def _room(self) -> float:
        """The width the words wrap within: what `max_width` leaves inside the rim."""
        return max(self._px * 4, self.max_width - self._px * 2)

    def _text_box(self) -> QRectF:
        """The words' box, wrapped within the room."""
        return QFontMetricsF(_font(self._px, True)).boundingRect(
            QRectF(0, 0, self._room(), 100000), self.WRAP, self.text)

    def boundingRect(self) -> QRectF:
        box = self._text_box()
        w = box.width() + self._px * 2
        h = box.height() + self._px
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        path = QPainterPath()
        radius = min(rect.height(), self.line_height()) / 2
        path.addRoundedRect(rect, radius, radius)
        painter.fillPath(path, QColor(120, 22, 22, 230))
        painter.setPen(QPen(QColor("#ffb3a8"), 1.2))
        painter.drawPath(path)
        painter.setPen(QColor("#fff6ea"))
        painter.setFont(_font(self._px, True))
        room = self._room()             # wrapped within the room it was measured in (a box
        painter.drawText(QRectF(-room / 2, rect.top() + self._px / 2, room,   # of its own
                                rect.height() - self._px), self.WRAP, self.text)  # width may wrap)


class Tag(QGraphicsObject):
    """A small pill of one or two lines laid over a pile: its count or its points."""

    def __init__(self):
        super().__init__()
        self.lines: list[str] = []
        self.colour: QColor | None = None
        self._px = 13.0
        self.setZValue(950)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, px: float, colour: QColor | None = None) -> None:
        lines = [line for line in text.split("\n") if line]
        px = min(LABEL_PX[1], max(LABEL_PX[0], px))
        if lines != self.lines or px != self._px or colour != self.colour:
            self.prepareGeometryChange()
            self.lines, self._px, self.colour = lines, px, colour
            self.update()
        self.setVisible(bool(lines))

    def _size(self) -> tuple[float, float]:
        fm = QFontMetricsF(_font(self._px, True))
        w = max((fm.horizontalAdvance(t) for t in self.lines), default=0) + self._px * 1.2
        h = fm.height() * len(self.lines) + self._px * 0.5
        return w, h

    def boundingRect(self) -> QRectF:
        w, h = self._size()
        return QRectF(-w / 2 - 2, -h / 2 - 2, w + 4, h + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._size()
        rect = QRectF(-w / 2, -h / 2, w, h)
        path = QPainterPath()
        radius = min(h / 2, self._px * 0.9)
        path.addRoundedRect(rect, radius, radius)
        painter.fillPath(path, QColor(8, 26, 16, 215))
        painter.setPen(QPen(self.colour or QColor(255, 255, 255, 80), 2 if self.colour else 1))
        painter.drawPath(path)
        painter.setPen(QColor("#f7efd6"))
        painter.setFont(_font(self._px, True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "\n".join(self.lines))
