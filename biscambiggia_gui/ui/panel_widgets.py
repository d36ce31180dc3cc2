"""The panel's own widgets: a button that Enter presses (PanelButton), one whose words
wrap (WrapButton, and the buone's
DeclarationButton that declares with a key), the list and the card picture to choose from
(ChoiceList, CardChoice), and the match log (MatchLog). SidePanel (ui/panel.py) lays them
out."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (QComboBox, QListWidget, QListWidgetItem, QPushButton, QSizePolicy,
                               QStyle, QStyleOptionButton, QStylePainter, QToolButton)
from PySide6.QtWidgets import QPushButton as _QPushButton

from .logline import LogLine, as_line
from .mnemonic import words
from .text import breakable

LOG_MIN = 46               # the log keeps at least two lines in view


class PanelButton(_QPushButton):
    """A button of the panel: Enter presses it, as Space does. (Outside a dialog Qt leaves
    Enter to a default button, and the main window has none: a button reached with Tab
    did nothing on Enter.)"""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.setAutoDefault(True)        # Enter and Return click it (QPushButton.keyPressEvent)


class WrapButton(PanelButton):
    """A button whose whole text always shows, wrapped onto as many lines as the panel's
    width asks (a QPushButton does not wrap: the button draws its own words, and tells the
    layout the height they need at a width). `full_text` is the text it shows."""

    TEXT_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
    # the words' room inside the frame: the widest border (3 px, the hint's) and the
    # padding of PANEL_STYLE (6 px 8 px), so the lines do not change as the border does
    SIDES = 11
    ENDS = 7

    def __init__(self, text: str = "", parent=None, centred: bool = False, objectName: str = ""):
        super().__init__(text, parent)
        if objectName:
            self.setObjectName(objectName)
        if centred:
            self.TEXT_FLAGS = (Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
                               | Qt.TextFlag.TextWordWrap)
        self.setMinimumWidth(60)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    @property
    def full_text(self) -> str:
        """The words it shows: its text without the Alt-letter's "&" (ui/mnemonic.py)."""
        return words(self.text())

    def text_rect(self) -> QRect:
        """Where the words are drawn (centred up and down in it)."""
        return self.rect().adjusted(self.SIDES, 3, -self.SIDES, -3)

    def text_flags(self) -> int:
        """How the words are drawn and measured: wrapped, and the Alt-letter's "&" never
        shown (its letter underlined where the style underlines them, as QPushButton's)."""
        underline = self.style().styleHint(QStyle.StyleHint.SH_UnderlineShortcut, None, self)
        mnemonic = Qt.TextFlag.TextShowMnemonic if underline else Qt.TextFlag.TextHideMnemonic
        return int(self.TEXT_FLAGS.value) | int(mnemonic.value)

    def drawn_text(self, width: int | None = None) -> str:
        """Its text as drawn at `width` (its own): a word wider than the words' room (a
        name of 24 W's) breakable anywhere (text.breakable), which ran past the edge."""
        room = max(10, (self.width() if width is None else width) - 2 * self.SIDES)
        return breakable(self.text(), self.font(), room)

    def heightForWidth(self, width: int) -> int:
        room = QRect(0, 0, max(10, width - 2 * self.SIDES), 10000)
        lines = self.fontMetrics().boundingRect(room, self.text_flags(),
                                                self.drawn_text(width)).height()
        return max(super().sizeHint().height(), lines + 2 * self.ENDS)

    def sizeHint(self) -> QSize:
        width = min(super().sizeHint().width(), 240)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:                   # one line: the height comes
        return QSize(60, super().sizeHint().height())    # from heightForWidth

    def paintEvent(self, event) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""                            # the frame only: the words come wrapped
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        painter.drawItemText(self.text_rect(), self.text_flags(), option.palette,
                             self.isEnabled(), self.drawn_text(), QPalette.ColorRole.ButtonText)


class DeclarationButton(WrapButton):
    """A decision's button ("Terno: Re di coppe, Re di denari, Re di spade  (+5)"): its
    whole text always shows, wrapped (WrapButton), so no two buttons ever look alike; the
    words stay in its tooltip and accessible name too (without the "&" of its Alt-letter,
    which the panel gives it: `text` may carry one). Enter and Space press it; Left and
    Right go back to the hand, Up and Down move between the decisions and past the last one
    back to the hand, so the keyboard is never trapped here (`toHand` asks the window to
    focus the table)."""

    toHand = Signal()

    def __init__(self, text: str, offered: str = "", parent=None):
        super().__init__(text, parent)
        self.setToolTip(words(text))
        self.setAccessibleName(words(text))
        if offered:
            self.setAccessibleDescription(offered)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and not event.isAutoRepeat():
            self.click()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.toHand.emit()
            return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            parent = self.parentWidget()
            siblings = [b for b in parent.findChildren(DeclarationButton)
                        if b.isVisible() and b.isEnabled()] if parent is not None else [self]
            i = siblings.index(self) if self in siblings else 0
            j = i + (1 if key == Qt.Key.Key_Down else -1)
            if 0 <= j < len(siblings):
                siblings[j].setFocus(Qt.FocusReason.TabFocusReason)
            else:
                self.toHand.emit()
            return
        super().keyPressEvent(event)


class ChoiceList(QComboBox):
    """A list of choices (bids, cards) beside the button that takes the one shown: Enter
    presses that button, as it would with the focus on it."""

    def __init__(self, name: str, parent=None):
        super().__init__(parent)
        self.setObjectName(name)
        self.take: QPushButton | None = None

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.take is not None \
                and self.take.isEnabled() and not event.isAutoRepeat():
            self.take.click()
            return
        super().keyPressEvent(event)


class CardChoice(QToolButton):
    """A card to choose, drawn as the card (a call, the card given for the matto): Enter
    and Space press it."""

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
            self.click()
            return
        super().keyPressEvent(event)


class MatchLog(QListWidget):
    """The match log: the newest line always whole in view, also after a wrapped line or a
    change of height (it scrolls by pixels, so the bottom line is never cut in half).

    It keeps the player's place: left at its end, it follows the newest line; scrolled back
    to an earlier line, it stays on that line (`place`: the line at the top and how far into
    it) as lines come, as the oldest go, and through a resize, which wraps the lines anew
    (the pixel offset alone would land on another line).

    Each line is kept as what it says (a LogLine, in its item's `LINE` role) and shows in
    the language installed: `retranslate` says every line anew, in place (after a language
    switched, and a deck or a seat's name changed in the Settings)."""

    LINES = 300                # the oldest lines go past this many
    LINE = Qt.ItemDataRole.UserRole      # an item's LogLine

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)     # a line wrapped in two reads as one: its stripe
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(LOG_MIN)
        self.place: tuple[int, int] | None = None    # None: at the end; else (row at the top,
        #                                              how far its top lies above the view's)
        self._pending = False                        # a resize's restore waits for the layout
        self.verticalScrollBar().valueChanged.connect(self._note)

    def at_end(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 2

    def _note(self, _value: int = 0) -> None:
        """Where the player left the log (not while a resize's new layout is pending: Qt
        clamps the value then, which is no choice of theirs)."""
        if self._pending or not self.isVisible():
            return
        if self.at_end():
            self.place = None
            return
        top = self.indexAt(QPoint(2, 0))
        if top.isValid():
            self.place = (top.row(), self.visualRect(top).top())

    def add_line(self, line: LogLine | str) -> None:
        """One line more, the oldest gone past LINES; the view follows it only from the end."""
        self._append(line)
        self._trim()

    def add_lines(self, lines) -> None:
        """Lines more at once (a story shown afresh), as `add_line` adds each."""
        for line in lines:
            self._append(line)
        self._trim()

    def _append(self, line: LogLine | str) -> None:
        line = as_line(line)
        item = QListWidgetItem(line.text())
        item.setData(self.LINE, line)
        self.addItem(item)

    def retranslate(self) -> None:
        """Every line in the language installed now, said anew from what it says; the player's
        place kept (the lines wrap anew, as after a resize)."""
        self._pending = True                    # the new words' layout is not the player's scroll
        for row in range(self.count()):
            item = self.item(row)
            line = item.data(self.LINE)
            if isinstance(line, LogLine):
                item.setText(line.text())
        self._keep()

    def _trim(self) -> None:
        """The oldest lines gone past LINES, the player's place kept on its line."""
        gone = 0
        while self.count() > self.LINES:
            self.takeItem(0)
            gone += 1
        if self.place is not None:
            row, offset = self.place
            self.place = (max(0, row - gone), offset)
        self._keep()

    def resizeEvent(self, event) -> None:
        self._pending = True                    # Qt clamps the value to the new range: not
        super().resizeEvent(event)              # the player's choice
        self._keep()

    def showEvent(self, event) -> None:         # hidden where the decisions wanted its room
        super().showEvent(event)
        self._keep()

    def _keep(self) -> None:
        """Back to the player's place now and once the lines are laid out anew (a wrapped
        line changes the rows' heights only then), on the next turn of the event loop; the
        scrolling meanwhile is not the player's."""
        self._pending = True
        self._restore()
        QTimer.singleShot(0, self, self._restore_laid_out)

    def _restore_laid_out(self) -> None:
        self._restore()
        self._pending = False

    def _restore(self) -> None:
        self.executeDelayedItemsLayout()
        if self.place is None or not self.count():
            self.scrollToBottom()
        else:
            row, offset = self.place
            self.scrollToItem(self.item(min(row, self.count() - 1)),
                              QListWidget.ScrollHint.PositionAtTop)
            bar = self.verticalScrollBar()
            bar.setValue(bar.value() - offset)
