"""The review of a match (biscambiggia_gui/review.py) in a window: choose a seat and a hand,
the search runs on its own thread with a progress bar and Cancel, each decision shows as a
row (the move played, the best move, the expected points lost, the label), and the table as
it was at any moment (a replay viewer: forward, back, to any trick of any hand). A second,
labelled view gives the same with every card known, for the curious.

Opened from the Table menu for the match on the table, from the Game menu for a record on
disk (`review_record`), and by a hand's summary (`open_review`)."""
from __future__ import annotations

import logging
import threading
from functools import partial

from PySide6.QtCore import QSize, QThread, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QHBoxLayout,
                               QHeaderView, QLabel, QMessageBox, QProgressBar, QPushButton, QSplitter,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ..engine.match import Match
from ..engine.messages import Message, Refusal
from ..ai.rating import NOTHING_TO_REVIEW
from ..engine.record import replay, to_record
from ..review import (BLUNDER, GOOD, INACCURACY, LABELS, MISTAKE, THRESHOLDS, UNCLEAR,
                      hidden_seats, larger_budget, review)
from .controller import GameController
from .seat_names import who_sits
from .escape import ClosesOnEscape
from .lesson_window import named
from .logline import LogLine
from .messages import hand_word, render, word
from .modality import StandsAlone
from .panel_widgets import MatchLog
from .screenfit import fit_to_screen
from .setup import PERSON, MatchSetup, SeatSetup
from .table import TableScene, TableView
from .review_words import (label_word, loss_text, move_cell, not_rated,
                           not_rated_move, not_rated_why, what_each_did, worths)
from .text import SeatName, action_label, decimal, display_name, plain_label, tr

MOVE_COLUMNS = (2, 3, 6)        # played, best, best with all cards known
COLOURS = {GOOD: "#2e7d32", UNCLEAR: "#5f6b73", INACCURACY: "#b28704", MISTAKE: "#d35400",
           BLUNDER: "#c0392b"}


log = logging.getLogger(__name__)


def stopped_text(exc: BaseException) -> str:
    """Why the review stopped, in words for the player: what happened, that nothing is lost
    and what to do. The exception's own text is for the log only (`ReviewWindow._failed`);
    an engine's refusal is a catalogue message already, said in the player's language."""
    if isinstance(exc, Refusal):
        return tr("The review stopped: {reason}. Your match is untouched; choose another "
                  "seat or other hands and press Review again.",
                  reason=render(exc.message, capital=False))
    if isinstance(exc, MemoryError):
        return tr("The review stopped: the computer ran out of memory weighing these "
                  "decisions. Your match is untouched; review one hand at a time, without "
                  "Deeper.")
    return tr("The review stopped: something went wrong while the computer weighed these "
              "decisions. Your match is untouched; press Review to try again, or choose "
              "another hand.")


class ReviewThread(QThread):
    """`review` off the interface thread; `progressed(done, total)`, then `reviewed`."""
    progressed = Signal(int, int)
    reviewed = Signal(object)
    failed = Signal(object)             # the exception, for the window to say and log

    def __init__(self, match, seat: int, hands, deeper: bool, known: bool, parent=None,
                 persons: list[int] | None = None):
        super().__init__(parent)
        self.args = (match, seat, hands, deeper, known)
        self.persons = persons
        self.stop = threading.Event()

    def run(self) -> None:
        match, seat, hands, deeper, known = self.args
        try:
            out = review(match, seat, larger_budget() if deeper else None, hands, known,
                         progress=lambda d, t: self.progressed.emit(d, t),
                         cancelled=self.stop.is_set, persons=self.persons)
        except Exception as exc:          # said in the player's words, the traceback logged
            self.failed.emit(exc)
            return
        self.reviewed.emit(out)


class ViewerController(GameController):
    """The table at a chosen moment of a match: nobody is asked to move."""

    def __init__(self, scene, parent=None, seats: list[SeatSetup] | None = None):
        super().__init__(scene, parent)
        self.all_known = False
        self.seats = seats              # who sat where in the match, when known

    def _not_your_turn(self, code: str | None = None) -> None:
        """Nobody is asked to move in a review: a card pressed or Enter says nothing."""

    def seat_kind(self, seat: int) -> str:
        """The plates say who played each seat in the match reviewed (the viewer's own
        `person` is only whose cards show), nothing where the record does not say."""
        if self.seats is None or seat >= len(self.seats):
            return ""
        return who_sits(self.seats[seat])

    def _next_turn(self) -> None:
        self._settle_table()
        self._mark_turn()
        hand = self.hand
        if hand is not None and hand.is_over() and self.on_table.results:
            # a hand's last moment: the story ends as the table's log did, with its result
            self.log(LogLine(self._result_line, self.on_table.results[-1]))

    def _visible_cards(self) -> set[str]:
        if self.all_known and self.hand is not None:
            return {c for cards in self.hand.hands for c in cards}
        return super()._visible_cards()


class ReviewWindow(StandsAlone, ClosesOnEscape, QWidget):
    closed = Signal()

    def __init__(self, match, names: list[str], deck: str, seat: int = 0, parent=None,
                 seats: list[SeatSetup] | None = None, persons: list[int] | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        # the seats people played at this screen (None: not known): a deal everyone passed,
        # whose cards nobody played, keeps the hands they never saw face down and its
        # decisions of those seats unrated (review.hidden_seats, the one rule)
        self.persons = persons
        self.all_known = False
        self.setObjectName("reviewWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.match = replay(to_record(match))           # a copy: the table's match plays on
        # as the table shows them: a record's default "You" in the language now installed
        # ("Tu"), as its plates and its log say it (a SeatName is shown already)
        self.names = [n if isinstance(n, SeatName) else display_name(n) for n in names]
        self.deck = deck
        self.decisions: list = []
        self.job: ReviewThread | None = None
        self.last_job: ReviewThread | None = None       # the job's, or the last one's, thread
        self.reviewed: int | None = None                # the seat of the review that ended
        self.position = (0, 0)                          # (hand, actions made in it)
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.seat_box = named(QComboBox(), "seat")
        for s, name in enumerate(self.names):
            self.seat_box.addItem(name, s)
        self.seat_box.setCurrentIndex(seat)
        self.hand_box = named(QComboBox(), "hands")
        self.deeper = named(QCheckBox(), "deeper")
        self.known = named(QCheckBox(), "known")
        self.go = named(QPushButton(), "go")
        self.cancel = named(QPushButton(), "cancel")
        self.progress = QProgressBar()
        self.progress.setMinimumWidth(160)
        self.seat_label, self.hand_label = QLabel(), QLabel()
        self.seat_label.setBuddy(self.seat_box)
        self.hand_label.setBuddy(self.hand_box)
        for w in (self.seat_label, self.seat_box, self.hand_label, self.hand_box, self.deeper,
                  self.known, self.go, self.cancel, self.progress):
            top.addWidget(w)
        top.addStretch(1)
        lay.addLayout(top)
        self.summary = named(QLabel(wordWrap=True), "summary")
        lay.addWidget(self.summary)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.table = QTableWidget(0, 6)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.currentCellChanged.connect(lambda row, *_: self._row_chosen(row))
        rows = QWidget()
        rlay = QVBoxLayout(rows)
        rlay.setContentsMargins(0, 0, 0, 0)
        rlay.addWidget(self.table, 1)
        # the decision chosen in words: each move weighed with its worth, played and best marked
        self.detail = named(plain_label(wordWrap=True), "detail")
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        rlay.addWidget(self.detail)
        split.addWidget(rows)
        viewer = QWidget()
        vlay = QVBoxLayout(viewer)
        vlay.setContentsMargins(0, 0, 0, 0)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.view.setMinimumSize(420, 320)
        self.ctrl = ViewerController(self.scene, self, seats)
        self.ctrl.set_speed("instant")
        vlay.addWidget(self.view, 1)
        nav = QHBoxLayout()
        self.where = named(QLabel(), "where")
        self.buttons = {}
        for name in ("first", "trick_back", "back", "forward", "trick_forward", "last"):
            b = named(QPushButton(), name)
            b.clicked.connect(lambda _=False, n=name: self.navigate(n))
            nav.addWidget(b)
            self.buttons[name] = b
        # the replay steps with Alt and the arrows, Home, End, Page Up and Down wherever the
        # keys are in the window (the list of decisions keeps its own arrows for its rows)
        self.step_keys = {"first": "Alt+Home", "trick_back": "Alt+PgUp", "back": "Alt+Left",
                          "forward": "Alt+Right", "trick_forward": "Alt+PgDown", "last": "Alt+End"}
        self.jump_hand = named(QComboBox(), "jumpHand")
        self.jump_trick = named(QComboBox(), "jumpTrick")
        self.jump_hand.activated.connect(lambda _: self._jump(self.jump_hand.currentData(), 0))
        self.jump_trick.activated.connect(
            lambda _: self._jump(self.position[0], self.jump_trick.currentData()))
        nav.addWidget(self.jump_hand)
        nav.addWidget(self.jump_trick)
        vlay.addLayout(nav)
        vlay.addWidget(self.where)
        # what was said in the hand up to that moment, as the match log said it: the bids,
        # the call and its trumps, the partner revealed, a marriage, a buona, the matto
        self.story = named(MatchLog(), "story")
        self.story.setMaximumHeight(self.story.fontMetrics().lineSpacing() * 6)
        self.story.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        vlay.addWidget(self.story)
        split.addWidget(viewer)
        split.setSizes([520, 700])
        self.split = split
        lay.addWidget(split, 1)
        self.go.clicked.connect(self.start)
        self.cancel.clicked.connect(self.stop)
        self.known.toggled.connect(self._known_toggled)
        self.seat_box.currentIndexChanged.connect(lambda _: self._chosen_again())
        self.hand_box.activated.connect(lambda _: self._chosen_again())
        self.retranslate()
        self._set_running(False)
        fit_to_screen(self, QSize(1280, 720))    # its bottom (the buttons) never off the screen
        last = len(self.match.hands) - 1
        self.hand_box.setCurrentIndex(self.hand_box.findData(last))
        self._jump(max(0, last), 0)

    # --- words --------------------------------------------------------------------------------
    def word(self, key: str, **args) -> str:
        """One of the game's words for its hands ("Deal 2" in Briscola)."""
        return word(self.match.variant.family, key, **args)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Review"))
        self.seat_label.setText(tr("&Seat:"))
        self.hand_label.setText(self.word("hands_label"))
        # what a screen reader says for each list and view (a label's words, without its colon)
        self.seat_box.setAccessibleName(self.seat_label.text().replace("&", "").rstrip(": "))
        self.hand_box.setAccessibleName(self.hand_label.text().rstrip(": "))
        self.jump_hand.setAccessibleName(self.hand_label.text().rstrip(": "))
        self.jump_trick.setAccessibleName(tr("Trick"))
        self.table.setAccessibleName(tr("Decisions"))
        self.view.setAccessibleName(tr("Card table"))
        current = self.hand_box.currentData()
        self.hand_box.clear()
        self.hand_box.addItem(self.word("every"), None)
        self.jump_hand.clear()
        for h in range(len(self.match.hands)):
            self.hand_box.addItem(hand_word(self.match, h, "numbered"), h)
            self.jump_hand.addItem(hand_word(self.match, h, "numbered"), h)
        self.hand_box.setCurrentIndex(max(0, self.hand_box.findData(current)))
        self.deeper.setText(tr("&Deeper ({n}x the sampled deals)", n=4))
        self.deeper.setToolTip(tr("Hard's search with four times its sampled deals: slower, "
                                  "steadier figures"))
        self.known.setText(tr("Also with all cards &known"))
        self.known.setToolTip(tr("A second opinion that sees every hidden card, for the "
                                 "curious: each move solved exactly in the real deal, where "
                                 "it can be (the tricks of the last twenty cards), in card points. The first "
                                 "opinion never uses it."))
        self.go.setText(tr("&Review"))
        self.story.setAccessibleName(tr("Match log"))
        self.cancel.setText(tr("&Cancel"))
        for name, text in (("first", "|\u25c0"), ("trick_back", tr("\u25c0\u25c0 Trick")),
                           ("back", "\u25c0"), ("forward", "\u25b6"),
                           ("trick_forward", tr("Trick \u25b6\u25b6")), ("last", "\u25b6|")):
            self.buttons[name].setText(text)
            self.buttons[name].setShortcut(QKeySequence(self.step_keys[name]))   # after its text
        tips = {"first": self.word("review_start"), "trick_back": tr("The trick before"),
                "back": tr("One move back"), "forward": tr("One move forward"),
                "trick_forward": tr("The next trick"), "last": self.word("review_end")}
        for name, tip in tips.items():
            keys = QKeySequence(self.step_keys[name]).toString(QKeySequence.SequenceFormat.NativeText)
            self.buttons[name].setToolTip(f"{tip} ({keys})")
            self.buttons[name].setAccessibleName(tip)
        self._fit_nav()
        self._fill()
        self._show_detail()
        self._show_position()

    def _fit_nav(self) -> None:
        """The row under the table: the arrows may be narrower than a button with words
        (Qt's styles give one 80 pixels), the lists of deals and tricks never narrower than
        their longest entry ("Smazzata 10", "Presa 20"), so no word is cut there."""
        for name in ("first", "back", "forward", "last"):
            button = self.buttons[name]
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance(button.text()) + 28)
        for box in (self.jump_hand, self.jump_trick):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            box.setMinimumWidth(box.sizeHint().width())

    # --- the review ---------------------------------------------------------------------------
    def start(self) -> None:
        self.stop()
        hand = self.hand_box.currentData()
        self.job = ReviewThread(self.match, self.seat_box.currentData(),
                                   None if hand is None else [hand], self.deeper.isChecked(),
                                   self.known.isChecked(), self, self.persons)
        self.last_job = self.job
        self.job.progressed.connect(self._progressed)
        self.job.reviewed.connect(self._reviewed)
        self.job.failed.connect(self._failed)
        self.decisions = []
        self.reviewed = None
        self._fill()
        self._show_detail()
        self.summary.setText(tr("Reviewing: Hard's search weighs each decision from what the "
                                "seat knew then..."))
        self.progress.setRange(0, 0)
        self._set_running(True)
        self.job.start()

    def stop(self) -> None:
        """Cancel a review under way (what was weighed stays shown). The thread of the last
        review is waited for even when it has answered: it may still be finishing, and a
        QThread destroyed while it runs (the window closed) aborts the whole game."""
        if self.job is not None:
            self.job.stop.set()
            self.job = None
        if self.last_job is not None:
            self.last_job.wait()
        self._set_running(False)

    def _from_last(self) -> bool:
        """Whether the signal being handled comes from the last review started: the answer
        of one given up (Cancel, then Review at once) still waits in the event queue, and
        was taken for the new review's, which was then forgotten while it ran."""
        return self.sender() is self.last_job

    def _set_running(self, running: bool) -> None:
        self.go.setEnabled(not running)
        self.cancel.setEnabled(running)
        self.progress.setVisible(running)
        for w in (self.seat_box, self.hand_box, self.deeper, self.known):
            w.setEnabled(not running)

    def _progressed(self, done: int, total: int) -> None:
        if not self._from_last():
            return
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _reviewed(self, decisions: list) -> None:
        if not self._from_last():
            return
        self.decisions = decisions
        self.reviewed = self.job.args[1] if self.job is not None else None
        self.job = None
        self._set_running(False)
        self._fill()
        if decisions:
            self.table.selectRow(0)

    def _failed(self, exc: BaseException) -> None:
        if not self._from_last():
            return
        log.warning("the review of seat %s stopped", self.seat_box.currentData(),
                    exc_info=(type(exc), exc, exc.__traceback__))
        self.job = None
        self._set_running(False)
        self.summary.setText(stopped_text(exc))

    # --- the rows -----------------------------------------------------------------------------
    def _fill(self) -> None:
        known = self.known.isChecked() and any(d.known for d in self.decisions)
        heads = [self.word("column"), tr("Trick"), tr("Played"), tr("Best"), tr("Points lost"),
                 tr("Rating")]
        if known:
            heads += [tr("All cards known: best"), tr("Points lost"), tr("Rating")]
        self.table.setColumnCount(len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        # the moves' columns share the width left (a declaration by its short name, `_cell`,
        # its whole words in the tooltip): the figures and the rating stay in view
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        for c in range(len(heads)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch if c in MOVE_COLUMNS
                                        else QHeaderView.ResizeMode.ResizeToContents)
        for c in range(6, len(heads)):
            head = self.table.horizontalHeaderItem(c)
            if head is not None:
                head.setToolTip(self.known.toolTip())
        width = self.split.width() or self.width()
        self.split.setSizes([int(width * (0.62 if known else 0.42)), int(width * (0.38 if known else 0.58))])
        self.table.setRowCount(len(self.decisions))
        counts = {k: 0 for k in LABELS}
        for r, d in enumerate(self.decisions):
            if not d.rated:         # a hand never shown here: the move played, nothing more
                self._unrated_row(r, d, len(heads))
                continue
            counts[d.label] += 1
            cells = [str(self.match.hand_number(d.hand)[0]), str(d.trick + 1), self._cell(d.played),
                     self._cell(d.best), loss_text(d.loss, d.error), label_word(d.label)]
            tips = {2: self._action(d.played), 3: self._action(d.best)}
            if known and d.known is not None:
                tips[6] = self._action(d.known.best)
            if known:
                cells += ([self._cell(d.known.best), decimal(d.known.loss),
                           label_word(d.known.label)]
                          if d.known is not None else ["\u2013", "", ""])
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 5 or (c == 8 and d.known is not None):
                    item.setForeground(QColor(COLOURS[d.label if c == 5 else d.known.label]))
                if c in tips:
                    item.setToolTip(tips[c])
                if c in (4, 5) and d.error > 0:       # a sampled worth: how sure it is
                    item.setToolTip(tr("Expected points lost: {loss}, give or take {error} (the "
                                       "standard error of the deals sampled); a loss within two "
                                       "standard errors of nothing is not charged: under {low} "
                                       "points it is rated good, from {low} up unclear.",
                                       loss=decimal(d.loss), error=decimal(d.error),
                                       low=decimal(dict(THRESHOLDS)[INACCURACY], 0)))
                self.table.setItem(r, c, item)
        unrated = sum(1 for d in self.decisions if not d.rated)
        if self.decisions and unrated == len(self.decisions):
            self.summary.setText(not_rated_why())
        elif self.decisions:
            lost = sum(d.loss for d in self.decisions if d.rated)
            parts = ", ".join([f"{label_word(k)}: {counts[k]}" for k in counts]
                              + ([f"{not_rated()}: {unrated}"] if unrated else []))
            text = tr("Decisions: {n} ({parts}). Expected points lost in all: {lost}.",
                      n=len(self.decisions), parts=parts, lost=decimal(lost))
            if unrated:
                text += " " + not_rated_why()
            small = sum(d.loss for d in self.decisions if d.rated and d.label in (GOOD, UNCLEAR))
            if decimal(small) != decimal(0):      # why a hand of good moves lost points
                text += " " + tr("{good} of them on moves rated good (under {low} points) or "
                                 "unclear (losses the sampled deals cannot tell from "
                                 "nothing).",
                                 good=decimal(small), low=decimal(dict(THRESHOLDS)[INACCURACY], 0))
            self.summary.setText(text)
        elif self.job is None and self.reviewed is not None:   # a seat with no choice to weigh
            self.summary.setText(render(Message(NOTHING_TO_REVIEW, seat=self.reviewed),
                                        self.deck, self.names.__getitem__))
        elif self.job is None:
            self.summary.setText(self.word("review_choose"))

    def _unrated_row(self, r: int, d, columns: int) -> None:
        """A decision of a hand never shown at this screen (review.hidden_seats): its hand,
        trick and the move played, which the table showed to all; a dash for the best and
        the points lost, "not rated" for the rating, the reason in the tooltip."""
        why = not_rated_why()
        cells = [str(self.match.hand_number(d.hand)[0]), str(d.trick + 1), self._cell(d.played),
                 "\u2013", "\u2013", not_rated()] + ["\u2013", "", ""][:columns - 6]
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(self._action(d.played) if c == 2 else why)
            if c == 5:
                item.setForeground(QColor(COLOURS[UNCLEAR]))     # as unclear: no verdict
            self.table.setItem(r, c, item)

    def _action(self, action: str) -> str:
        return action_label(action, self.deck, family=self.match.variant.family)

    def _cell(self, action: str) -> str:
        return move_cell(action, self.deck, self.match.variant.family)

    def _row_chosen(self, row: int) -> None:
        self._show_detail()
        if 0 <= row < len(self.decisions):
            d = self.decisions[row]
            self._jump(d.hand, d.action)

    def _show_detail(self) -> None:
        row = self.table.currentRow()
        if not 0 <= row < len(self.decisions):
            self.detail.setText("")
            return
        d = self.decisions[row]
        if not d.rated:
            self.detail.setText(not_rated_move(self._cell(d.played)))
            return
        said = what_each_did(self.match, d, self.deck, self.names.__getitem__)
        self.detail.setText((said + " " if said else "") + worths(self.match, d, self.deck))

    def _chosen_again(self) -> None:
        """Another seat or other hands chosen: the rows of the review before (another
        seat's decisions, other hands) go, until Review is pressed; the table shows the
        seat now chosen."""
        if self.decisions:
            self.decisions = []
            self._fill()
            self._show_detail()
        self._show_position()

    def _known_toggled(self, on: bool) -> None:
        self.all_known = on
        self._fill()
        self._show_position()

    # --- the replay viewer --------------------------------------------------------------------
    def _tricks(self, h: int) -> list[int]:
        """The number of actions made in hand `h` when each of its tricks starts (the
        first trick's start first), and its last action count."""
        hand = self.match.hands[h]
        from ..engine.registry import new_hand
        state = new_hand(self.match.variant.id, self.match.options, list(hand.deck), hand.dealer)
        starts, tricks = [], -1
        for i, (seat, action) in enumerate(hand.actions):
            if state.tricks_played != tricks and not state.trick and state.phase == "play":
                starts.append(i)
                tricks = state.tricks_played
            state.apply(action, seat)
        return starts or [0]

    def navigate(self, how: str) -> None:
        h, n = self.position
        total = len(self.match.hands[h].actions)
        starts = self._tricks(h)
        if how == "first":
            n = 0
        elif how == "last":
            n = total
        elif how == "back":
            n = max(0, n - 1)
        elif how == "forward":
            n = min(total, n + 1)
        elif how == "trick_back":
            n = max([s for s in starts if s < n], default=0)
        elif how == "trick_forward":
            n = min([s for s in starts if s > n], default=total)
        self._jump(h, n)

    def _jump(self, h: int, n: int) -> None:
        if h is None or not 0 <= h < len(self.match.hands):
            return
        self.position = (h, max(0, min(n, len(self.match.hands[h].actions))))
        self._show_position()

    def _show_position(self) -> None:
        """Lay the table out at the moment `position` names, seen by the chosen seat."""
        if not hasattr(self, "ctrl"):
            return
        h, n = self.position
        rec = self.match
        match = Match(rec.variant.id, rec.options, rec.first_dealer)
        for i in range(h + 1):
            match.start_hand(list(rec.hands[i].deck))
            actions = rec.hands[i].actions if i < h else rec.hands[i].actions[:n]
            for seat, action in actions:
                match.apply(action, seat)
        seat = self.seat_box.currentData() or 0
        hidden = hidden_seats(rec, h, self.persons)     # a deal everyone passed: never shown
        seats = [SeatSetup(name, PERSON if s == seat and s not in hidden else "computer")
                 for s, name in enumerate(self.names)]
        self.ctrl.all_known = self.all_known and not hidden
        self.ctrl.load_match(MatchSetup(rec.variant.id, seats, dict(rec.options), self.deck), match)
        self.story.clear()
        self.story.place = None                       # at its end: the moment shown
        self.story.add_lines(self.ctrl.log_entries[self.ctrl.hand_log_start:])
        starts = self._tricks(h)
        trick = sum(1 for s in starts if s <= n)
        self.jump_hand.setCurrentIndex(self.jump_hand.findData(h))
        self.jump_trick.clear()
        for t, s in enumerate(starts):
            self.jump_trick.addItem(tr("Trick {n}", n=t + 1), s)
        self.jump_trick.setCurrentIndex(max(0, trick - 1))
        self._fit_nav()                               # "Trick 10" may be longer than "Trick 9"
        total = len(rec.hands[h].actions)
        self.where.setText(self.word("review_where", hand=rec.hand_number(h)[0], trick=max(1, trick), n=n,
                                     total=total))
        self.buttons["back"].setEnabled(n > 0)
        self.buttons["first"].setEnabled(n > 0)
        self.buttons["trick_back"].setEnabled(n > 0)
        self.buttons["forward"].setEnabled(n < total)
        self.buttons["last"].setEnabled(n < total)
        self.buttons["trick_forward"].setEnabled(n < total)

    def closeEvent(self, event) -> None:
        self.stop()
        self.ctrl.shutdown()
        self.closed.emit()
        super().closeEvent(event)


def open_review(window, match, names: list[str], deck: str, seat: int = 0,
                seats: list[SeatSetup] | None = None,
                persons: list[int] | None = None) -> ReviewWindow:
    """A review window for `match` beside `window` (one at a time); `seats`, who played
    each seat, where known; `persons`, the seats people played at the screen, where known
    (review.hidden_seats)."""
    old = getattr(window, "review_window", None)
    window.review_window = None          # replaced, not closed by the player: what waits
    if old is not None:                  # for the review's close (a summary stepped aside)
        old.close()                      # waits for the new one's
    rw = ReviewWindow(match, names, deck, seat, window, seats, persons)
    window.review_window = rw

    def gone() -> None:
        if getattr(window, "review_window", None) is rw:      # the player closed it
            window.review_window = None
            back = getattr(window, "review_closed", None)
            if back is not None:
                back()
    rw.closed.connect(gone)
    rw.show()
    rw.raise_()                  # the keys go to it, as to the rules' window: opened with Alt+R
    rw.activateWindow()          # from the summary (no window manager), they stayed behind it
    return rw


def hands_over(match) -> Match | None:
    """A copy of `match` with only its hands that are over, or None when none is yet. The
    hand in progress is never reviewed: its replay viewer would show a hand (any seat's,
    or every one with all cards known) to whoever is at the screen, behind the pass-and-play
    cover or against the computer."""
    if match is None or not match.results:          # one result per hand that is over
        return None
    record = to_record(match)
    record["hands"] = record["hands"][:len(match.results)]
    return replay(record)


def review_table_match(window) -> ReviewWindow | None:
    """Table > Review: the hands of the match on the table that are over, from the seat of
    its person (or seat 0); None while the first hand is being played."""
    ctrl = window.ctrl
    match = hands_over(ctrl.match)
    if match is None:
        return None
    persons = ctrl.setup.persons()
    names = [ctrl.name(s) for s in range(match.variant.players)]
    return open_review(window, match, names, ctrl.setup.deck, persons[0] if persons else 0,
                       list(ctrl.setup.seats), persons=persons)


def review_record(window, path: str | None = None) -> ReviewWindow | None:
    """Game > Review a game record: a record or a save from disk, refused as Open refuses
    it (its message, nothing lost)."""
    from ..store import saves
    from .keeper import named_seats, translate_save_error
    from .setup import saved_deck, settings_seat_dicts
    if not path:
        from .windows import record_dialog
        box = record_dialog(window, "open", window._folder())     # the game's own words,
        box.setWindowTitle(tr("Review a game record"))             # the main window's only
        box.setObjectName("reviewRecordDialog")                    # (modality.ask)
        path = window._choose_file(box)
        if not path:
            return None
    try:
        loaded = saves.load_match(path, default_seats_for=settings_seat_dicts)
    except saves.SaveError as exc:
        window.show_error(lambda: tr("The file cannot be opened"),
                          partial(translate_save_error, exc))
        return None
    match = loaded.match
    if on_the_table(window, match):             # saved a moment ago: as Table > Review
        over = hands_over(match)
        if over is None:
            window.show_error(lambda: tr("Nothing to review yet"), lambda: tr(
                "This record is the match on the table, and none of its hands is over: "
                "the review covers the hands played to the end, never the one in progress."),
                QMessageBox.Icon.Information)
            return None
        match = over
    v = match.variant
    # who sat where as Open reads it (keeper.named_seats, the one rule: what a seat leaves
    # unsaid is the settings' seat there), named as Open names them (MatchSetup.checked);
    # a kind or a level this version does not know is said so on the plates, as written
    # (seat_names.who_sits), not played as Open must play it; a file naming nobody, nothing
    named = named_seats(loaded)
    names = [s.name for s in MatchSetup.from_saved(
        v.id, match.options, loaded.seats if named is None else named).seats]
    seats = None if named is None else [
        SeatSetup(names[s], str(named[s].get("kind") or ""), str(named[s].get("level") or ""))
        for s in range(v.players)]
    persons = None if seats is None else [s for s, seat in enumerate(seats) if seat.is_person]
    return open_review(window, match, names, saved_deck(v.game, loaded.payload.get("deck")),
                       seats=seats, persons=persons)


def on_the_table(window, match: Match) -> bool:
    """Whether `match`, read from a file, is the match on the table with a hand in progress
    (its record saved, or autosaved, a moment ago): its first hand dealt the same cards.
    Its hand in progress is then never reviewed, as Table > Review never does
    (`hands_over`): a save and a review would show every hand to whoever has the screen."""
    playing = getattr(getattr(window, "ctrl", None), "match", None)
    return playing is not None and playing.hand_in_progress() \
        and playing.variant.id == match.variant.id and bool(match.hands) \
        and match.hands[0].deck == playing.hands[0].deck
