"""Pass-and-play: an opaque cover over the whole window, "Pass to NAME", until that person
says they have the screen. While it shows, every hand on the table is face down.

Its words are as large as the window allows: a name of NAME_LENGTH letters on a small
window (a 1366x768 screen at 200% leaves 683 px) gets smaller letters, never cut off."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QRadialGradient
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .mnemonic import letters_in_use, with_letter, words
from .text import plain_label, tr


class CoverButton(QPushButton):
    """The cover's one control keeps the keys while the cover shows: an arrow or Tab used
    to hand them to the table or the panel hidden behind it, where Enter did nothing and
    the person could not get past the cover without the mouse."""

    STAY = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)

    def keyPressEvent(self, event) -> None:
        if event.key() in self.STAY:
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        return True                      # Tab and Shift+Tab: nowhere else to go


HEADING_PX, BUTTON_PX = 34, 18     # the words' size where the window has room for them
SMALLEST_PX = 12                   # never smaller: the heading wraps instead
BUTTON_PAD = 28                    # the button's padding left and right
BUTTON_STYLE = ("QPushButton {{ background: #c9a43a; color: #1b1405; font-size: {px}px;"
                " font-weight: bold; border-radius: 10px; padding: 12px {pad}px; }}"
                " QPushButton:hover {{ background: #e0ba4c; }}")


def fitting_px(text: str, most: int, room: float) -> int:
    """The largest bold pixel size up to `most` at which `text` is at most `room` wide."""
    font = QFont()
    for px in range(most, SMALLEST_PX, -1):
        font.setPixelSize(px)
        font.setBold(True)
        if QFontMetricsF(font).horizontalAdvance(text) <= room:
            return px
    return SMALLEST_PX


class PassScreen(QWidget):
    confirmed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAutoFillBackground(False)
        lay = self.lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.heading = plain_label(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.note = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.note.setStyleSheet("color: #dfe8e1; font-size: 16px;")
        self.button = CoverButton()
        self.sizes = (0, 0)                        # the heading's and the button's px now
        self._fit()
        self.button.setDefault(True)
        self.button.clicked.connect(self._confirm)
        lay.addWidget(self.heading)
        lay.addSpacing(8)
        lay.addWidget(self.note)
        lay.addSpacing(24)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(3)
        self.seat: int | None = None
        self.name = ""
        self.hide()

    def retranslate(self) -> None:
        self.heading.setText(tr("Pass to {name}", name=self.name))
        self.note.setText(tr("Everyone else, please look away. The cards stay hidden until "
                              "{name} is ready.", name=self.name))
        # an Alt-letter no control behind the cover answers (the name's own "&" shown as such)
        self.button.setText(with_letter(tr("I am {name}: show my cards", name=self.name),
                                        letters_in_use(self.window(), (self.button,))))
        self.button.setAccessibleDescription(tr("Press Enter when you have the screen"))
        self._fit()

    def _fit(self) -> None:
        """The heading and the button's words as large as the cover's width allows (up to
        their design size): a long name on a small window is never cut off."""
        margins = self.lay.contentsMargins()
        room = max(1, self.width() - margins.left() - margins.right()) - 4
        heading = fitting_px(self.heading.text(), HEADING_PX, room)
        button = fitting_px(words(self.button.text()), BUTTON_PX, room - 2 * BUTTON_PAD - 8)
        if (heading, button) == self.sizes:
            return
        self.sizes = (heading, button)
        self.heading.setStyleSheet(f"color: #ffe9a8; font-size: {heading}px; font-weight: bold;")
        self.button.setStyleSheet(BUTTON_STYLE.format(px=button, pad=BUTTON_PAD))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def ask(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.retranslate()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def _confirm(self) -> None:
        self.hide()
        self.confirmed.emit()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        grad = QRadialGradient(self.rect().center(), max(self.width(), self.height()) * 0.7)
        grad.setColorAt(0, QColor("#1f4a30"))
        grad.setColorAt(1, QColor("#0b1c12"))
        p.fillRect(self.rect(), grad)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._confirm()
            return
        super().keyPressEvent(event)
