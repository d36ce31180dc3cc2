"""The column beside the table: the match standing, whose turn it is and what to do, the
hint, the decisions that are not a card (marriage, exchange, buone with the points they
would score, the card given for the matto), the hint and undo buttons, the last trick
button, the cards played and the match log; and the Announcer that speaks to screen
readers."""
from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QIcon

try:                                                     # Qt 6.8+
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:                                      # pragma: no cover
    QAccessibleAnnouncementEvent = None
from PySide6.QtWidgets import (QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QListWidget,
                               QPushButton, QScrollArea, QSizePolicy, QStyle, QToolButton, QVBoxLayout,
                               QWidget)

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QPushButton as _QPushButton

from ..engine.actions import argument, kind_of
from .table.cardart import card_art
from .played import PlayedCards
from .text import action_label, card_long_name, tr

PICTURES = 12     # more cards than this to choose from (a call of any card): a list, not pictures

PANEL_STYLE = """
QWidget#panel { background: #16281d; }
QLabel { color: #e9e4d4; }
QLabel#title { font-size: 17px; font-weight: bold; color: #ffe9a8; }
QLabel#rule { color: #a9c2b0; }
QLabel#status { font-size: 14px; color: #ffffff; padding: 6px; background: #22402c;
                border-radius: 6px; }
QLabel#side { font-size: 14px; }
QLabel#score { font-size: 20px; font-weight: bold; color: #ffe9a8; }
QFrame#box { background: #1e3627; border: 1px solid #35573f; border-radius: 8px; }
QWidget#choices, QScrollArea { background: transparent; }
QLabel#boxtitle { font-weight: bold; color: #ffd54a; }
QPushButton { background: #2d5a3c; color: #fffbe9; border: 1px solid #4f8a62;
              border-radius: 6px; padding: 6px 8px; text-align: left; }
QPushButton:hover { background: #3a7050; }
QPushButton:disabled { color: #7f9586; background: #22382a; }
QPushButton#goon { background: #c9a43a; color: #1b1405; font-weight: bold; text-align: center; }
QPushButton#goon:hover { background: #e0ba4c; }
QToolButton { background: #f2ecdc; border: 2px solid #c9a43a; border-radius: 6px; }
QToolButton:hover { border-color: #ffd54a; background: #fff8e0; }
QLabel#hint { color: #d8ffe2; background: #1c5232; border: 1px solid #48a866; border-radius: 6px;
               padding: 6px; }
QLabel#playedcards { color: #ffffff; font-size: 13px; }
QPushButton:focus { border: 2px solid #ffd54a; }
QPushButton[hinted="true"] { border: 3px solid #7CFC9A; background: #2f7a4a; }
QToolButton:focus { border: 3px solid #6ec6ff; }
QPushButton#hintButton, QPushButton#undoButton { text-align: center; }
QListWidget { background: #10201a; color: #d6dfd8; border: 1px solid #2c4736;
              border-radius: 6px; font-size: 12px; }
"""


class DeclarationButton(_QPushButton):
    """A decision's button ("Terno: Re di coppe, Re di denari, Re di spade  (+5)"): its
    words elide with "…" when the panel is narrower than they are, the whole text stays in
    its tooltip and accessible name. Enter and Space press it; Left and Right go back to the
    hand, Up and Down move between the decisions and past the last one back to the hand,
    so the keyboard is never trapped here (`toHand` asks the window to focus the table)."""

    toHand = Signal()

    def __init__(self, text: str, offered: str = "", parent=None):
        super().__init__(parent)
        self.full_text = text
        self.setToolTip(text)
        self.setAccessibleName(text)
        if offered:
            self.setAccessibleDescription(offered)
        self.setMinimumWidth(60)
        self._elide()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(min(hint.width(), 240), hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(60, super().minimumSizeHint().height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = max(20, self.width() - 24)
        fm = QFontMetrics(self.font())
        head, sep, points = self.full_text.rpartition("  (+")
        if sep and fm.horizontalAdvance(self.full_text) > room:   # the points always show
            tail = sep + points
            shown = fm.elidedText(head, Qt.ElideRight, max(10, room - fm.horizontalAdvance(tail))) + tail
        else:
            shown = fm.elidedText(self.full_text, Qt.ElideRight, room)
        if shown != self.text():
            super().setText(shown)

    def is_elided(self) -> bool:
        return self.text() != self.full_text

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space) and not event.isAutoRepeat():
            self.click()
            return
        if key in (Qt.Key_Left, Qt.Key_Right):
            self.toHand.emit()
            return
        if key in (Qt.Key_Up, Qt.Key_Down):
            siblings = [b for b in self.parentWidget().findChildren(DeclarationButton)
                        if b.isVisible() and b.isEnabled()] if self.parentWidget() else [self]
            i = siblings.index(self) if self in siblings else 0
            j = i + (1 if key == Qt.Key_Down else -1)
            if 0 <= j < len(siblings):
                siblings[j].setFocus(Qt.TabFocusReason)
            else:
                self.toHand.emit()
            return
        super().keyPressEvent(event)


class SidePanel(QWidget):
    actionChosen = Signal(str)
    handRequested = Signal()                 # a declaration button gives the keys back to the hand
    lastTrickRequested = Signal()
    continueRequested = Signal()
    hintRequested = Signal()
    undoRequested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("panel")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet(PANEL_STYLE)
        self.setFixedWidth(290)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 12, 12, 12)
        lay.setSpacing(10)
        self.title = QLabel(objectName="title", wordWrap=True)
        self.rule = QLabel(objectName="rule", wordWrap=True)
        lay.addWidget(self.title)
        lay.addWidget(self.rule)
        self.standing = QFrame(objectName="box")
        self.standing_grid = QGridLayout(self.standing)
        self.standing_grid.setContentsMargins(10, 8, 10, 8)
        self.standing_grid.setColumnStretch(0, 1)
        self.rows: list[tuple[QLabel, QLabel]] = []
        lay.addWidget(self.standing)
        self.status = QLabel(objectName="status", wordWrap=True)
        self.status.setTextInteractionFlags(Qt.TextSelectableByKeyboard | Qt.TextSelectableByMouse)
        self.status.setFocusPolicy(Qt.NoFocus)
        lay.addWidget(self.status)
        self.hint_label = QLabel(objectName="hint", wordWrap=True)
        self.hint_label.hide()
        lay.addWidget(self.hint_label)
        self.decide = QFrame(objectName="box")
        self.decide_lay = QVBoxLayout(self.decide)
        self.decide_lay.setContentsMargins(10, 8, 10, 8)
        self.decide_title = QLabel(objectName="boxtitle", wordWrap=True)
        self.decide_lay.addWidget(self.decide_title)
        self.choices = QWidget()
        self.choices.setObjectName("choices")
        self.choices_lay = QVBoxLayout(self.choices)
        self.choices_lay.setContentsMargins(0, 0, 0, 0)
        self.choices_scroll = QScrollArea()
        self.choices_scroll.setWidgetResizable(True)
        self.choices_scroll.setFrameShape(QFrame.NoFrame)
        self.choices_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.choices_scroll.setWidget(self.choices)
        self.decide_lay.addWidget(self.choices_scroll)
        self.decide.hide()
        lay.addWidget(self.decide)
        self.go_on = QPushButton(objectName="goon")
        self.go_on.clicked.connect(self.continueRequested)
        self.go_on.hide()
        lay.addWidget(self.go_on)
        tools = QHBoxLayout()
        tools.setSpacing(6)
        self.hint_button = QPushButton(objectName="hintButton")
        self.hint_button.clicked.connect(self.hintRequested)
        self.undo_button = QPushButton(objectName="undoButton")
        self.undo_button.clicked.connect(self.undoRequested)
        tools.addWidget(self.hint_button)
        tools.addWidget(self.undo_button)
        lay.addLayout(tools)
        self.last_trick = QPushButton()
        self.last_trick.clicked.connect(self.lastTrickRequested)
        lay.addWidget(self.last_trick)
        self.played = PlayedCards()
        lay.addWidget(self.played)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Expanding)
        lay.addWidget(self.log, 1)
        self.buttons: dict[str, QWidget] = {}
        self.decide_kind = ""
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's fixed words in the language now installed."""
        self.hint_button.setText(tr("Hint"))
        self.hint_button.setToolTip(tr("What the strongest computer player would play (H)"))
        self.undo_button.setText(tr("Undo"))
        self.undo_button.setToolTip(tr("Take back your last card (Ctrl+Z); only against the computer"))
        self.last_trick.setText(tr("Look at the last trick"))
        self.log.setAccessibleName(tr("Match log"))
        self.status.setAccessibleName(tr("What is happening"))
        self.choices.setAccessibleName(tr("Decisions"))
        self.played.retranslate()
        if self.decide_kind:
            self.decide_title.setText(self._decide_title(self.decide_kind))

    @staticmethod
    def _decide_title(kind: str) -> str:
        return {"gives": tr("You owe a card for the matto: give one of these now, or at any "
                            "later turn of yours (after the last trick at the latest)"),
                "gives_last": tr("You owe a card for the matto: the last trick is over, "
                                 "give one of these now"),
                "buone": tr("Before you play, you may show"),
                "lead": tr("Before you lead, you may"),
                "auction": tr("Your turn to bid: bid higher, or pass (out of the auction)"),
                "trump": tr("You won the auction: name the trump suit"),
                "call": tr("You won the auction: call the card of your partner")}.get(kind, "")

    def show_hint(self, text: str) -> None:
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))

    # --- standing ---------------------------------------------------------------------------
    def set_standing(self, title: str, rule: str, rows: list[tuple[str, str]]) -> None:
        """rows: (side name, score text), one per player or team."""
        self.title.setText(title)
        self.rule.setText(rule)
        while len(self.rows) < len(rows):
            r = len(self.rows)
            name = QLabel(objectName="side", wordWrap=True)
            score = QLabel(objectName="score")
            score.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
            self.standing_grid.addWidget(name, r, 0)
            self.standing_grid.addWidget(score, r, 1)
            self.rows.append((name, score))
        for r, (name, score) in enumerate(self.rows):
            shown = r < len(rows)
            name.setVisible(shown)
            score.setVisible(shown)
            if shown:
                name.setText(rows[r][0])
                score.setText(rows[r][1])
        self.standing.setVisible(bool(rows))

    def set_status(self, text: str, go_on: str = "") -> None:
        """What is happening; `go_on` labels a button that carries on (next hand, new match)."""
        self.status.setText(text)
        self.go_on.setText(go_on)
        self.go_on.setVisible(bool(go_on))

    def add_log(self, line: str) -> None:
        self.log.addItem(line)
        while self.log.count() > 300:
            self.log.takeItem(0)
        self.log.scrollToBottom()
        # a wrapped line changes the rows' heights only once laid out: show the newest
        # line again after that, so the log never stops short of it
        QTimer.singleShot(0, self.log.scrollToBottom)

    def clear_log(self) -> None:
        self.log.clear()

    # --- decisions ----------------------------------------------------------------------------
    def set_decisions(self, actions: list[str], deck: str, points=None) -> None:
        """The controls for the non-card actions open to the person at the screen: cards to
        choose (the card given for the matto, the partner's card called), an auction (the
        open bids in a list, Bid and Pass), or one button per declaration; `points` maps an
        action to what it would score (a marriage, Tarocchi's buone)."""
        for w in self.buttons.values():
            self.choices_lay.removeWidget(w)
            w.hide()                                 # gone now, not when deleted later
            w.deleteLater()
        self.buttons.clear()
        if not actions:
            self.decide_kind = ""
            self.decide.hide()
            return
        kinds = {kind_of(a) for a in actions}
        cards = [a for a in actions if kind_of(a) in ("give", "call")]
        if cards:
            if "call" in kinds:
                self.decide_kind = "call"
            else:   # the debt may wait for a later turn, unless the last trick is behind
                self.decide_kind = "gives" if len(cards) < len(actions) else "gives_last"
            name = "gives" if "give" in kinds else "calls"
            height = (self._card_grid(cards, deck, name) if len(cards) <= PICTURES
                      else self._card_list(cards, deck, name))
        elif kinds & {"bid", "pass"}:
            self.decide_kind = "auction"
            height = self._auction(actions, deck)
        else:
            buone = any(kind_of(a) not in ("marriage", "exchange", "trump") for a in actions)
            self.decide_kind = "trump" if "trump" in kinds else ("buone" if buone else "lead")
            offered = self._decide_title(self.decide_kind)
            for action in actions:
                pts = points(action) if points else None
                b = DeclarationButton(action_label(action, deck, pts), offered)
                b.setObjectName(action)
                b.setAutoDefault(True)               # Enter presses it, as Space does
                b.toHand.connect(self.handRequested)
                b.clicked.connect(lambda _=False, a=action: self.actionChosen.emit(a))
                self.choices_lay.addWidget(b)
                self.buttons[action] = b
            height = 40 * len(actions)
        self.decide_title.setText(self._decide_title(self.decide_kind))
        self.choices_scroll.setFixedHeight(min(300, height + 6))
        self.decide.show()

    def _card_grid(self, actions: list[str], deck: str, name: str) -> int:
        """A grid of card pictures, one button each (its accessible name the action's words);
        the height it needs."""
        row = QWidget()
        grid = QGridLayout(row)
        grid.setContentsMargins(0, 0, 0, 0)
        art = card_art(deck)
        size = 56
        margins = self.layout().contentsMargins()   # the columns that fit beside a scroll bar
        room = (self.width() - margins.left() - margins.right() - 20
                - self.style().pixelMetric(QStyle.PM_ScrollBarExtent))
        columns = max(1, room // (size + 16))
        for i, action in enumerate(actions):
            b = QToolButton()
            b.setIcon(QIcon(art.pixmap(argument(action), size, self.devicePixelRatioF())))
            b.setIconSize(QSize(size, int(size * art.aspect)))
            b.setToolTip(action_label(action, deck))
            b.setObjectName(action)
            b.setAccessibleName(action_label(action, deck))
            b.setFocusPolicy(Qt.StrongFocus)
            b.setAutoRaise(False)
            b.clicked.connect(lambda _=False, a=action: self.actionChosen.emit(a))
            grid.addWidget(b, i // columns, i % columns)
        self.choices_lay.addWidget(row)
        self.buttons[name] = row
        return (len(actions) + columns - 1) // columns * (int(size * art.aspect) + 14)

    def _card_list(self, actions: list[str], deck: str, name: str) -> int:
        """Many cards to choose from (a call of any card of the deck): their names in a list,
        in the order the game gives (by suit, the strongest first), and a button that takes
        the one chosen; as compact as the auction, at any window size."""
        row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        box = QComboBox()
        box.setObjectName("cards")
        for a in actions:
            box.addItem(card_long_name(argument(a), deck), a)
        box.setMaxVisibleItems(12)
        box.setAccessibleName(self._decide_title(self.decide_kind))
        take = QPushButton(tr("&Call") if name == "calls" else tr("&Give"))
        take.setObjectName("take")
        take.setAutoDefault(True)
        take.clicked.connect(lambda: self.actionChosen.emit(box.currentData()))
        lay.addWidget(box, 1)
        lay.addWidget(take)
        self.choices_lay.addWidget(row)
        self.buttons[name] = row
        return 44

    def _auction(self, actions: list[str], deck: str) -> int:
        """The open bids in a list (the lowest first), a Bid button and a Pass button."""
        row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        bids = [a for a in actions if kind_of(a) == "bid"]
        box = QComboBox()
        box.setObjectName("bids")
        for a in bids:
            box.addItem(action_label(a, deck), a)
        box.setAccessibleName(tr("Your bid"))
        bid = QPushButton(tr("&Bid"))
        bid.setObjectName("bid")
        bid.setAutoDefault(True)
        bid.setEnabled(bool(bids))
        bid.clicked.connect(lambda: self.actionChosen.emit(box.currentData()))
        lay.addWidget(box, 1)
        lay.addWidget(bid)
        if "pass" in actions:
            passing = QPushButton(tr("&Pass"))
            passing.setObjectName("pass")
            passing.setAutoDefault(True)
            passing.clicked.connect(lambda: self.actionChosen.emit("pass"))
            lay.addWidget(passing)
        box.setVisible(bool(bids))
        self.choices_lay.addWidget(row)
        self.buttons["auction"] = row
        return 44


HISTORY = 200


class Announcer(QObject):
    """Announcements for screen readers: each play, trick winner, score, hint and turn is
    said once, as a sentence, without moving the keyboard focus. The sentence goes out as a
    QAccessibleAnnouncementEvent (Qt 6.8+; PySide6 6.11 has it) to the platform's bridge
    (AT-SPI, UI Automation, NSAccessibility), and is also set as the accessible description
    of the status label (Qt sends DescriptionChanged) for screen readers that do not read
    announcements. `spoken` and `history` are the hook tests use."""

    spoken = Signal(str)

    def __init__(self, label, parent=None):
        """`label`: a QLabel (the panel's status) that carries the last sentence too."""
        super().__init__(parent)
        self.label = label
        self.history: list[str] = []

    def say(self, text: str) -> None:
        text = " ".join(text.split())
        if not text:
            return
        self.history.append(text)
        del self.history[:-HISTORY]
        if QAccessibleAnnouncementEvent is not None:
            event = QAccessibleAnnouncementEvent(self.label, text)
            QAccessible.updateAccessibility(event)
        self.label.setAccessibleDescription(text)        # sends DescriptionChanged itself
        self.spoken.emit(text)
