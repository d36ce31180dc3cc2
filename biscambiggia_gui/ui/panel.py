"""The column beside the table: the match standing, whose turn it is and what to do, the
hint, the decisions that are not a card (marriage, exchange, buone with the points they
would score, the card given for the matto), the hint and undo buttons, the last trick
button, the cards played and the match log. Its widgets are in panel_widgets.py, its place
beside the table in panel_frame.py, its style sheet in panel_style.py, the Announcer that
speaks to screen readers in announcer.py."""
from __future__ import annotations


from PySide6.QtCore import QMargins, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel,
                               QLayout, QScrollArea, QSizePolicy,
                               QStyle, QVBoxLayout, QWidget)


from ..engine.actions import argument, kind_of
from .table.cardart import card_art
from .played import PlayedCards
from .logline import LogLine
from .mnemonic import common_words, letters_in_use, with_letter
from .panel_style import (PANEL_STYLE, PANEL_WIDTH, SCORE_PX, SIDE_PX, SMALL_SCORE_PX,
                          SMALL_SIDE_PX, SPACE)
from .panel_widgets import LOG_MIN, CardChoice, ChoiceList, DeclarationButton, MatchLog, PanelButton, WrapButton
from .text import action_label, breakable, card_long_name, plain_label, tr

PICTURES = 12     # more cards than this to choose from (a call of any card): a list, not pictures
SMALLEST_PICTURE = 40   # the narrowest card picture to choose from that still reads (px)

DECISIONS_MIN = 96         # below this the cards played box makes way for the decisions
STATUS_LINES = 3           # the status keeps room for three lines: it does not jump



class SidePanel(QWidget):
    """The column beside the table, top to bottom: the title and the match rule, the
    standing, the status (room for three lines, so nothing below it jumps as it changes),
    Hint and Undo, the last trick, the cards played; then what comes and goes (the hint,
    the decisions, the button that carries on) above the log, which gives way to them.

    The decisions follow one layout rule, whatever their number (`_allot`): they get all
    the height they need, up to what the panel can spare above the log's last two lines;
    when even that is short the cards played box makes way, and past that the decisions
    scroll. So every choice the rules offer is reachable on a 1280x720 screen."""

    actionChosen = Signal(str)
    handRequested = Signal()                 # a declaration button gives the keys back to the hand
    lastTrickRequested = Signal()
    continueRequested = Signal()
    hintRequested = Signal()
    undoRequested = Signal()
    asked = Signal(object)                   # a new question (the decisions, the way on): in view

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PANEL_STYLE)
        self.compact = False                 # `fit`: the short form, where the full one is too tall
        self.room = 0                        # the height the panel has (its frame's), 0: any
        self.held = False                    # compact for the rest of the hand (`fit`)
        self.tight_held = 0                  # the standing's tightest form this match (`_tighten`)
        self.room_width = PANEL_WIDTH        # and its width
        lay = self.lay = QVBoxLayout(self)
        lay.setContentsMargins(*(SPACE[False][0],) * 4)
        lay.setSpacing(SPACE[False][1])
        self.title = QLabel(objectName="title", wordWrap=True)
        self.rule = QLabel(objectName="rule", wordWrap=True)
        lay.addWidget(self.title)
        lay.addWidget(self.rule)
        self.standing = QFrame(objectName="box")
        self.standing_grid = QGridLayout(self.standing)
        self.standing_grid.setContentsMargins(10, 8, 10, 8)
        self.standing_grid.setVerticalSpacing(2)
        self.standing_grid.setColumnStretch(0, 1)
        self.rows: list[tuple[QLabel, QLabel]] = []
        lay.addWidget(self.standing)
        self.status = plain_label(objectName="status", wordWrap=True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                            | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.status)
        tools = QHBoxLayout()
        tools.setSpacing(6)
        self.hint_button = PanelButton(objectName="hintButton")
        self.hint_button.clicked.connect(self.hintRequested)
        self.undo_button = PanelButton(objectName="undoButton")
        self.undo_button.clicked.connect(self.undoRequested)
        tools.addWidget(self.hint_button)
        tools.addWidget(self.undo_button)
        lay.addLayout(tools)
        self.last_trick = PanelButton()
        self.last_trick.clicked.connect(self.lastTrickRequested)
        lay.addWidget(self.last_trick)
        # --- below: the cards played, then what comes and goes (the hint, the decisions,
        # the way on) and the log; its height is shared out by `_allot`, never more than
        # the panel has, so the window never grows past the screen
        self.lower_part = Lower(self._allot)
        low = self.lower_lay = QVBoxLayout(self.lower_part)
        low.setContentsMargins(0, 0, 0, 0)
        low.setSpacing(SPACE[False][1])
        low.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        lay.addWidget(self.lower_part, 1)
        self.played = PlayedCards()
        self.played_wanted = True            # the settings' switch and the game's rule
        low.addWidget(self.played)
        self.hint_label = plain_label(objectName="hint", wordWrap=True)
        self.hint_label.hide()
        low.addWidget(self.hint_label)
        self.decide = QFrame(objectName="box")
        self.decide_lay = QVBoxLayout(self.decide)
        self.decide_lay.setContentsMargins(8, 6, 4, 6)
        self.choices = QWidget()
        self.choices.setObjectName("choices")
        self.choices_lay = QVBoxLayout(self.choices)
        self.choices_lay.setContentsMargins(0, 0, 4, 0)
        self.choices_lay.setSpacing(4)
        self.choices_scroll = QScrollArea()
        self.choices_scroll.setWidgetResizable(True)
        self.choices_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.choices_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.choices_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.choices_scroll.setWidget(self.choices)
        # its controls take the keys, not it: a Tab stop that showed nothing and said nothing
        self.choices_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.decide_lay.addWidget(self.choices_scroll)
        self.decide.hide()
        low.addWidget(self.decide)
        self._no_title = QLabel(objectName="boxtitle")
        self.decide_title = self._no_title       # the first decision group's title
        # "Next deal (dealer: Player 1)": wrapped where the panel is narrow for its words
        self.go_on = WrapButton(centred=True, objectName="goon")
        self.go_on.clicked.connect(self.continueRequested)
        self.go_on.hide()
        low.addWidget(self.go_on)
        self.log = MatchLog()
        low.addWidget(self.log, 1)
        self.buttons: dict[str, QWidget] = {}
        self.groups: list[tuple[str, QLabel]] = []    # (kind, its title) of each decision group
        self._decided: tuple | None = None            # set_decisions' arguments (retranslate)
        self.decide_kind = ""
        self.keeps_log = True                         # False: the owner hid it (a lesson)
        self.retranslate()

    def set_last_trick(self, taken: bool) -> None:
        """The last trick's button: enabled once a trick has been taken (before that there
        is nothing to look at), its tooltip saying which."""
        self.last_trick.setEnabled(taken)
        self.last_trick.setToolTip(tr("See the cards of the last trick again (L)") if taken
                                   else tr("No trick has been taken yet"))

    def retranslate(self) -> None:
        """The panel's fixed words in the language now installed."""
        self.hint_button.setText(tr("H&int"))           # Alt-letters: none the menu bar's,
        #                                                 no decision's (ui/mnemonic.py)
        self.hint_button.setToolTip(tr("What the strongest computer player would play (H)"))
        self.undo_button.setText(tr("&Undo"))
        self.undo_button.setToolTip(tr("Take back your last card (Ctrl+Z); only against the computer"))
        self.last_trick.setText(tr("&Look at the last trick"))
        self.set_last_trick(self.last_trick.isEnabled())
        self.log.setAccessibleName(tr("Match log"))
        self.log.retranslate()                    # the lines already there, in the new language
        self.status.setAccessibleName(tr("What is happening"))
        self.choices.setAccessibleName(tr("Decisions"))
        self.played.retranslate()
        if self.groups and self._decided is not None:   # the decisions' words too
            lists = {box.objectName(): box.currentData() for box in self.choices.findChildren(QComboBox)}
            actions, deck, points, waits, family = self._decided
            self.set_decisions(actions, deck, points, waits, keep_keys=True, family=family)
            for box in self.choices.findChildren(QComboBox):
                if box.objectName() in lists:
                    box.setCurrentIndex(max(0, box.findData(lists[box.objectName()])))
        self._status_room()
        self.held = False                   # other words, another height: the form anew
        self.tight_held = 0
        self.fit()

    @staticmethod
    def _decide_title(kind: str) -> str:
        return {"gives": tr("You owe a card for the matto: give one of these now, or at any "
                            "later turn of yours (after the last trick at the latest)"),
                "gives_last": tr("You owe a card for the matto: the last trick is over, "
                                 "give one of these now"),
                "buone": tr("Before you play, you may show"),
                "lead": tr("Before you lead, you may"),
                "auction": tr("Your turn to bid: bid, or pass (out of the auction)"),
                "auction_first": tr("Your turn to bid: the first to speak must bid"),
                "trump": tr("You won the auction: name the trump suit"),
                "call": tr("You won the auction: call the card of your partner")}.get(kind, "")

    def show_hint(self, text: str) -> None:
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))
        self._allot()

    # --- standing ---------------------------------------------------------------------------
    def set_standing(self, title: str, rule: str, rows: list[tuple[str, str]]) -> None:
        """rows: (side name, score text), one per player or team."""
        if title != self.title.text():      # another hand (or match): its form anew
            self.held = False
        self.title.setText(title)
        self.title.setVisible(bool(title))      # a lesson's own heading says it (lesson_window)
        self.rule.setText(rule)
        while len(self.rows) < len(rows):
            r = len(self.rows)
            name, score = plain_label(), QLabel()
            name.setObjectName("side")
            name.setWordWrap(True)
            score.setObjectName("score")
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.standing_grid.addWidget(name, r, 0)
            self.standing_grid.addWidget(score, r, 1)
            self.rows.append((name, score))
        for r, (name, score) in enumerate(self.rows):
            shown = r < len(rows)
            name.setVisible(shown)
            score.setVisible(shown)
            if shown:
                name.setProperty("plain", rows[r][0])     # as given; shown breakable (_tighten)
                name.setText(rows[r][0])
                score.setText(rows[r][1])
        self.standing.setVisible(bool(rows))
        self._tighten()
        self.fit()
        self._allot()

    def _tighten(self) -> None:
        """The scores in the smaller size, and then the names too, where only that lets
        every name stand on one line beside its score ("Anna, Carla ed Elena  0 smazzate"
        in the panel's 290 px); where not even that does, the full sizes, and the names
        wrap between names (the panel's standing is glued: summary.standing_rows). The
        tightest form taken in a match stays until the match, the width or the language
        changes: a score that grows ("9 marche", "-12 marche") does not flip the sizes back
        and forth."""
        shown = [(name.property("plain") or "", score.text()) for name, score in self.rows
                 if not name.isHidden()]
        room = self.room_width - 2 * SPACE[self.compact][0] - self.standing.frameWidth() * 2
        margins = self.standing_grid.contentsMargins()
        spacing = max(self.standing_grid.horizontalSpacing(), 0)
        room -= margins.left() + margins.right() + spacing + 2      # 2: a rounding's worth

        def width(label: QLabel, px: int, texts: list[str]) -> int:
            label.ensurePolished()                      # the style sheet's weight, family
            font = QFont(label.font())
            font.setPixelSize(px)
            return max(QFontMetrics(font).horizontalAdvance(t) for t in texts)

        def fits(side_px: int, score_px: int) -> bool:
            name, score = self.rows[0]
            return (width(name, side_px, [n for n, _ in shown])
                    + width(score, score_px, [s for _, s in shown])) <= room

        level = 0                           # 0 full sizes; 1 small scores; 2 both small;
        if shown and not fits(SIDE_PX, SCORE_PX):   # 3 full sizes, the names wrapped
            level = (1 if fits(SIDE_PX, SMALL_SCORE_PX)
                     else 2 if fits(SMALL_SIDE_PX, SMALL_SCORE_PX) else 3)
        self.tight_held = level = max(level, self.tight_held)
        tight = {1: "score", 2: "both"}.get(level, "")
        if tight != (self.standing.property("tight") or ""):
            self.standing.setProperty("tight", tight)
            for row in self.rows:
                for label in row:
                    label.style().unpolish(label)
                    label.style().polish(label)
        if shown:                           # a name's word wider than its room breaks anywhere
            score_px = SMALL_SCORE_PX if tight else SCORE_PX
            side_px = SMALL_SIDE_PX if tight == "both" else SIDE_PX
            name_room = max(room - width(self.rows[0][1], score_px, [s for _, s in shown]), 1)
            for (name, _), (plain_name, _) in zip(self.rows, shown):
                font = QFont(name.font())
                font.setPixelSize(side_px)
                name.setText(breakable(plain_name, font, name_room))

    def _place_rows(self) -> None:
        """The standing's rows closer together where the panel is compact."""
        margin = 4 if self.compact else 8
        self.standing_grid.setContentsMargins(10, margin, 10, margin)
        self.standing_grid.setVerticalSpacing(0 if self.compact else 2)

    def set_status(self, text: str, go_on: str = "") -> None:
        """What is happening; `go_on` labels a button that carries on (next hand, new match):
        plain words, to which it gives an Alt-letter no other control in view answers."""
        self.status.setText(text)
        if go_on:
            go_on = with_letter(go_on, self.letters_taken(self.go_on))
        self.go_on.setText(go_on)
        if self.go_on.isVisibleTo(self) != bool(go_on):
            self.go_on.setVisible(bool(go_on))
            self._allot()
            if go_on:
                self.bring_into_view(self.go_on)
                keys = self.window().focusWidget()   # the one thing to do now: the keys go
                if keys is None or not self.isAncestorOf(keys):   # to it (from the table)
                    self.go_on.setFocus()

    # --- the height there is ------------------------------------------------------------------
    def fit(self, room: int | None = None, width: int | None = None) -> None:
        """The full panel where it fits `room` (its frame's height), else the compact one:
        smaller margins, gaps, title and scores, and the status only as tall as its words.
        Past that the frame scrolls the panel as a whole (PanelFrame)."""
        if room is not None:
            self.held = self.held and room == self.room
            self.room = room
        if width is not None:
            if width != self.room_width:
                self.tight_held = 0
            self.held = self.held and width == self.room_width
            self.room_width = width
            self._tighten()
        if self.room <= 0:
            return
        if self.held and self.compact:      # compact once in this hand at this size, it
            return                          # stays so: the hint's line no longer flips it
        self._compact(False)
        if self.needed_height() > self.room:
            self._compact(True)
            self.held = True

    def needed_height(self) -> int:
        """The height the panel's contents need at its width (the wrapped words included)."""
        lay = self.lay
        lay.invalidate()
        wrapped = lay.totalHeightForWidth(self.room_width) if lay.hasHeightForWidth() else 0
        return max(wrapped, lay.totalMinimumSize().height())

    def _compact(self, compact: bool) -> None:
        if compact == self.compact:
            return
        self.compact = compact
        margin, gap = SPACE[compact]
        self.lay.setContentsMargins(margin, margin, margin, margin)
        self.lay.setSpacing(gap)
        self.lower_lay.setSpacing(gap)
        self.setProperty("compact", compact)
        for w in [self.title, self.rule, self.status] + [label for row in self.rows for label in row]:
            w.style().unpolish(w)
            w.style().polish(w)
        self._place_rows()
        self.lower_part.set_least(DECISIONS_MIN if compact else LOG_MIN + DECISIONS_MIN)
        self._status_room()

    def bring_into_view(self, widget: QWidget) -> None:
        """A new question (the decisions, the way on): where the frame scrolls the panel
        (PanelFrame), it brings `widget` into view once laid out, and keeps it there."""
        self.asked.emit(widget)

    def _status_room(self) -> None:
        """Room for STATUS_LINES lines, so the panel below does not move as the words change
        (compact: one line, and more as the words need)."""
        fm = self.status.fontMetrics()
        self.status.setMinimumHeight(fm.lineSpacing() * (1 if self.compact else STATUS_LINES) + 14)

    def add_log(self, line: LogLine) -> None:
        """A line in the log: in view where the player left the log at its end (MatchLog);
        a LogLine, never finished words, so that it changes language with the window."""
        self.log.add_line(line)

    def clear_log(self) -> None:
        """A match begins (or is shown anew): no lines, and the panel's form fitted anew."""
        self.log.clear()
        self.log.place = None
        self.held = False
        self.tight_held = 0

    # --- the cards played box -------------------------------------------------------------------
    def show_played(self, wanted: bool) -> None:
        """Whether the cards played box is wanted (the settings, and the game's rule: the
        table does not keep that memory for you where it does not count for you)."""
        self.played_wanted = bool(wanted)
        self._allot()

    # --- decisions ----------------------------------------------------------------------------
    def give_keys(self, view: QWidget, now: bool) -> None:
        """The keys for the decisions just shown, the same in a match and in a lesson: Tab
        from the table (`view`) reaches their controls first, and where the decision must
        be made now (the auction, a call from a list, the last card owed) its list has the
        keys, else the table keeps them (a card may be played instead, or a grid of cards
        is one Tab away)."""
        window = view.window()
        focusable = [w for w in self.choices.findChildren(QWidget)
                     if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.window() is window]
        for a, b in zip([view] + focusable, focusable):   # Tab from the table reaches them
            QWidget.setTabOrder(a, b)
        lists = [box for row in self.buttons.values()      # a list (of bids, of cards)
                 for box in [row.findChild(QComboBox)] if box is not None and box.isVisibleTo(row)]
        (lists[0] if lists and now else view).setFocus()

    def set_decisions(self, actions: list[str], deck: str, points=None, waits: bool = False,
                      keep_keys: bool = False, family=None) -> None:
        """The controls for the non-card actions open to the person at the screen, one group
        per kind, each with its title: cards to choose (the card given for the matto, the
        partner's card called), an auction (the open bids in a list, Bid and Pass), buttons
        for declarations, marriages, the exchange, the trump named. `points` maps an action
        to what it would score (a marriage, Tarocchi's buone); `waits`: a card may be played
        instead, so the card owed for the matto may wait for a later turn; `family`: the
        game's, whose words name its bids."""
        self._decided = (list(actions), deck, points, waits, family) if actions else None
        waits = waits or any(kind_of(a) == "play" for a in actions)   # cards are not decisions
        actions = [a for a in actions if kind_of(a) != "play"]
        keys = self.window().focusWidget()       # the window's own, also while it is inactive
        focused = keys is not None and self.choices.isAncestorOf(keys)
        while self.choices_lay.count():          # gone at once, not at the next event loop
            w = self.choices_lay.takeAt(0).widget()
            if w is not None:
                w.hide()
                w.setParent(None)
                w.deleteLater()
        self.buttons.clear()
        self.groups = []
        if focused and not keep_keys:            # the keys go back to the hand, never to Undo
            self.handRequested.emit()
        if not actions:
            self.decide_kind = ""
            self.decide_title = self._no_title
            self.decide.hide()
            self._allot()
            return
        gives = [a for a in actions if kind_of(a) == "give"]
        calls = [a for a in actions if kind_of(a) == "call"]
        bids = [a for a in actions if kind_of(a) in ("bid", "pass")]
        trumps = [a for a in actions if kind_of(a) == "trump"]
        others = [a for a in actions if a not in gives + calls + bids + trumps]
        if gives:                                # the debt may wait, unless no card may be played
            self._group("gives" if waits else "gives_last")
            self._cards(gives, deck, "gives")
        if calls:
            self._group("call")
            self._cards(calls, deck, "calls")
        if bids:                                 # no pass open: the first must bid (an option)
            self._group("auction" if "pass" in bids else "auction_first")
            self._auction(bids, deck, family)
        if trumps:
            self._group("trump")
            self._buttons(trumps, deck, points, "trump")
        if others:
            buone = any(kind_of(a) not in ("marriage", "exchange") for a in others)
            kind = "buone" if buone else "lead"
            self._group(kind)
            self._buttons(others, deck, points, kind)
        self.decide_kind = self.groups[0][0]
        self.decide_title = self.groups[0][1]
        self.choices_lay.addStretch(1)
        self.decide.show()
        self.bring_into_view(self.decide)
        for i in range(self.choices_lay.count()):    # shown now (Qt would wait for the event
            w = self.choices_lay.itemAt(i).widget()  # loop), so their height counts now
            if w is not None:
                w.show()
        if focused and keep_keys:                    # the same words again: the keys stay here
            first = next((w for w in self.choices.findChildren(QWidget)
                          if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.isVisible()), None)
            (first or self.choices).setFocus()
        self._allot()
        QTimer.singleShot(0, self, self._allot)       # none once the panel is gone

    def _group(self, kind: str) -> None:
        label = QLabel(self._decide_title(kind))
        label.setObjectName("boxtitle")
        label.setWordWrap(True)
        label.setProperty("group", kind)
        self.choices_lay.addWidget(label)
        self.groups.append((kind, label))

    def letters_taken(self, new: QWidget | None = None) -> set[str]:
        """The Alt-letters the window answers beside the control `new` (its own excepted):
        the menu bar's, the panel's buttons' (also those that come and go with the turn:
        Undo, a lesson's Next), the decisions' made so far, and any other button in view
        (the lessons' offer, the pass screen); the button that carries on only while shown."""
        besides = tuple(w for w in (new, self.go_on) if w is not None
                        and (w is new or not w.isVisibleTo(self)))
        return letters_in_use(self.window(), besides, always=self)

    def _buttons(self, actions: list[str], deck: str, points, kind: str) -> None:
        """One button per action, each with an Alt-letter of its own words: of the words
        that tell it from the others of its group first ("Cups", not "Trump suit")."""
        offered = self._decide_title(kind)
        labels = [action_label(action, deck, points(action) if points else None)
                  for action in actions]
        common = common_words(labels)
        for action, label in zip(actions, labels):
            b = DeclarationButton(with_letter(label, self.letters_taken(), common), offered)
            b.setObjectName(action)
            b.setAutoDefault(True)               # Enter presses it, as Space does
            b.toHand.connect(self.handRequested)
            b.clicked.connect(lambda _=False, a=action: self.actionChosen.emit(a))
            self.choices_lay.addWidget(b)
            self.buttons[action] = b

    def _card_grid(self, actions: list[str], deck: str, name: str) -> None:
        """A grid of card pictures, one button each (its accessible name the action's words)."""
        row = QWidget()
        grid = QGridLayout(row)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(4)
        art = card_art(deck)
        size = 56
        own = self.layout()
        margins = own.contentsMargins() if own is not None else QMargins()   # the columns that fit beside a scroll bar
        room = (self.width() - margins.left() - margins.right() - 20
                - self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent))
        columns = max(1, room // (size + 16))
        if len(actions) > columns:           # a rank's four cards (the call) on one row, smaller,
            fit = room // len(actions) - 16  # rather than the last one below, out of sight
            if fit >= SMALLEST_PICTURE:      # where the decisions scroll (1280x720)
                size, columns = fit, len(actions)
        for i, action in enumerate(actions):
            b = CardChoice()
            b.setIcon(art.icon(argument(action), size, self.devicePixelRatioF()))
            b.setIconSize(QSize(size, int(size * art.aspect)))
            b.setToolTip(action_label(action, deck))
            b.setObjectName(action)
            b.setAccessibleName(action_label(action, deck))
            b.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            b.setAutoRaise(False)
            b.clicked.connect(lambda _=False, a=action: self.actionChosen.emit(a))
            grid.addWidget(b, i // columns, i % columns, Qt.AlignmentFlag.AlignLeft)
        grid.setColumnStretch(columns, 1)
        self.choices_lay.addWidget(row)
        self.buttons[name] = row

    def _cards(self, actions: list[str], deck: str, name: str) -> None:
        """Cards to choose: their pictures when few, a list of their names when many."""
        if len(actions) <= PICTURES:
            self._card_grid(actions, deck, name)
        else:
            self._card_list(actions, deck, name)

    def _card_list(self, actions: list[str], deck: str, name: str) -> None:
        """Many cards to choose from (a call of any card of the deck): their names in a list,
        in the order the game gives (by suit, the strongest first), and a button that takes
        the one chosen; as compact as the auction, at any window size."""
        row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        box = ChoiceList("cards")
        for a in actions:
            box.addItem(card_long_name(argument(a), deck), a)
        box.setMaxVisibleItems(12)
        box.setAccessibleName(self.groups[-1][1].text())
        take = box.take = PanelButton(tr("&Call") if name == "calls" else tr("Gi&ve"))
        take.setObjectName("take")
        take.setAutoDefault(True)
        take.clicked.connect(lambda: self.actionChosen.emit(box.currentData()))
        lay.addWidget(box, 1)
        lay.addWidget(take)
        self.choices_lay.addWidget(row)
        self.buttons[name] = row

    def _auction(self, actions: list[str], deck: str, family=None) -> None:
        """The open bids in a list (the lowest first), a Bid button and a Pass button."""
        row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        bids = [a for a in actions if kind_of(a) == "bid"]
        box = ChoiceList("bids")
        for a in bids:
            box.addItem(action_label(a, deck, family=family), a)
        box.setAccessibleName(tr("Your bid"))
        bid = box.take = PanelButton(tr("&Bid"))
        bid.setObjectName("bid")
        bid.setAutoDefault(True)
        bid.setEnabled(bool(bids))
        bid.clicked.connect(lambda: self.actionChosen.emit(box.currentData()))
        lay.addWidget(box, 1)
        lay.addWidget(bid)
        if "pass" in actions:
            passing = PanelButton(tr("&Pass"))
            passing.setObjectName("pass")
            passing.setAutoDefault(True)
            passing.clicked.connect(lambda: self.actionChosen.emit("pass"))
            lay.addWidget(passing)
        box.setVisible(bool(bids))
        self.choices_lay.addWidget(row)
        self.buttons["auction"] = row

    # --- the layout rule ------------------------------------------------------------------------
    def _allot(self) -> None:
        """Share the lower part's height: the decisions get what they need, up to what is
        left above the log's last lines (all of it where the log is hidden, as in a lesson);
        the cards played box shows only where it leaves them that, and past that the
        decisions scroll."""
        room = self.lower_part.height()
        gap = self.lower_lay.spacing()
        fixed = 0
        for w in (self.hint_label, self.go_on):
            if w.isVisibleTo(self):
                h = w.heightForWidth(self.lower_part.width()) if w.hasHeightForWidth() else -1
                fixed += max(h, w.sizeHint().height()) + gap
        # the hint and the button that carries on come on top of the least the decisions
        # (and the log) need: the panel asks for them, so its frame scrolls where the window
        # is too short for all, rather than leaving the decisions below the window's edge
        self.lower_part.set_extra(fixed)
        # the box's height at the panel's width: its rows wrap (a Tarocchi hand late on
        # shows fourteen cards a suit and twenty-two tarots), taller than its size hint
        played = self.played
        width = self.lower_part.width()
        played_h = max(played.sizeHint().height(),
                       played.heightForWidth(width) if played.hasHeightForWidth() else -1) + gap
        want = 0
        if self.groups:
            frame = self.decide_lay.contentsMargins()
            inner = self.lower_part.width() - 2 * self.decide.frameWidth() \
                - frame.left() - frame.right()       # the scroll area's width, exactly: the
            lay = self.choices_lay                   # wrapped titles and buttons, their height there
            need = lay.totalHeightForWidth(inner) if lay.hasHeightForWidth() else lay.sizeHint().height()
            want = need + frame.top() + frame.bottom() + 2
        if self.keeps_log:                   # compact, the log gives way to the decisions
            self.log.setVisible(not self.compact or room - fixed - (want + gap if want else 0) >= LOG_MIN)
        free = room - fixed - (LOG_MIN if self.log.isVisibleTo(self) else 0)   # a lesson: no log
        if not self.groups:
            played.setVisible(self.played_wanted and free >= played_h)
            return
        shown = self.played_wanted and want + gap <= free - played_h
        played.setVisible(shown)
        space = free - gap - (played_h if shown else 0)
        height = max(min(want, space), min(want, DECISIONS_MIN))
        # a scroll bar only where they do not fit: one left over from a smaller height
        # would narrow the buttons, wrap their words once more, and so stay for nothing
        self.choices_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff
                                                       if height >= want else
                                                       Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.choices_scroll.setFixedHeight(max(20, height - frame.top() - frame.bottom()))


class Lower(QWidget):
    """The panel's lower part: it asks for little, takes what is left, and shares it out
    (`allot`) whenever its height changes."""

    def __init__(self, allot, parent=None):
        super().__init__(parent)
        self.allot = allot
        self.least = LOG_MIN + DECISIONS_MIN       # compact: the decisions' only, the log gives way
        self.extra = 0                              # the hint's, the carry-on button's, shown
        self.setMinimumHeight(self.least)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def set_least(self, height: int) -> None:
        self.least = height
        self.setMinimumHeight(height + self.extra)
        self.updateGeometry()

    def set_extra(self, height: int) -> None:
        """What the parts over the decisions take now, on top of `least`."""
        if height != self.extra:
            self.extra = height
            self.set_least(self.least)

    def sizeHint(self) -> QSize:
        return QSize(200, self.least + self.extra)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def hasHeightForWidth(self) -> bool:     # not its layout's: it takes what is left
        return False

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.allot()
