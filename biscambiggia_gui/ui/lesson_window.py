"""The windows of the lessons: the list (Help > Learn to play), the lesson at the table (its
own table, panel and runner: ui/lesson.py, so the match in the main window waits, untouched,
until the lesson is left), and the offer shown on the first start."""
from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFrame, QHBoxLayout, QLabel,
                               QListWidgetItem, QPushButton, QVBoxLayout, QWidget)

from ..engine.actions import kind_of
from ..engine.lessons import Lesson, lesson_for, lessons
from ..engine.messages import Message
from .escape import ClosesOnEscape
from .lesson import LessonController, done_lessons, lessons_offered, mark_offered
from .messages import render
from .modality import StandsAlone
from .panel import SidePanel
from .panel_frame import PanelFrame
from .screenfit import fit_to_screen
from .setup import CARD_SIZES, load_choice, load_speed
from .summary import HandSummary, LastTrickDialog
from .table import TableScene, TableView
from .text import as_sentence, tr
from .titled_list import titled_list

BOX_STYLE = """
QFrame#lesson { background: #2b2410; border: 2px solid #ffd54a; border-radius: 8px; }
QLabel#lessonTitle { color: #ffe9a8; font-weight: bold; font-size: 15px; }
QLabel#lessonStep { color: #d9c98e; }
QLabel#lessonText { color: #ffffff; font-size: 14px; }
QLabel#lessonNote { color: #ffcf9e; }
"""


W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    """`widget` with its object name (the style sheets and the tests find it by it)."""
    widget.setObjectName(name)
    return widget


def lesson_title(lesson: Lesson) -> str:
    return render(Message(lesson.title))


class LessonWindow(StandsAlone, ClosesOnEscape, QWidget):
    """One lesson at the table: the table and the panel beside it, the lesson's words on
    top of the panel, Next and Leave."""
    left = Signal()

    def __init__(self, lesson: Lesson, parent=None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("lessonWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.lesson = lesson
        self.scene = TableScene(self)
        self.scene.card_size = CARD_SIZES[load_choice("table/card_size", CARD_SIZES, "normal")]
        self.view = TableView(self.scene)
        self.view.input.watch(self)                  # keys or mouse: the keyboard's cursor
        self.panel = SidePanel()
        for part in (self.panel.hint_button, self.panel.undo_button, self.panel.played,
                     self.panel.status, self.panel.log):
            part.hide()
        self.panel.keeps_log = False
        # the last trick, as in a match (its button and L): a lesson tells of it
        self.panel.lastTrickRequested.connect(self.show_last_trick)
        QShortcut(QKeySequence("L"), self, self.show_last_trick)
        self.last_trick_dialog: QDialog | None = None
        self.panel.show_played(False)
        self.panel.lower_lay.addStretch(1)   # no log under the decisions: they keep their height
        self.box = named(QFrame(), "lesson")
        self.box.setStyleSheet(BOX_STYLE)
        lay = QVBoxLayout(self.box)
        lay.setContentsMargins(10, 8, 10, 10)
        self.title = named(QLabel(wordWrap=True), "lessonTitle")
        self.counter = named(QLabel(), "lessonStep")
        self.text = named(QLabel(wordWrap=True), "lessonText")
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.text.installEventFilter(self)     # its width changed: the words' room anew
        self.note = named(QLabel(wordWrap=True), "lessonNote")
        self.note.hide()
        buttons = QHBoxLayout()
        self.next_button = named(QPushButton(), "goon")
        self.next_button.setAutoDefault(True)
        self.leave_button = named(QPushButton(), "leave")
        self.summary_button = named(QPushButton(), "handSummary")   # once the hand is over
        self.summary_button.hide()
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.summary_button)
        buttons.addStretch(1)
        # Leave at the right end, where Next never is: a step that asks for a move hides
        # Next, and Leave, beside it on the left, slid into its place, so a player clicking
        # Next step after step left the lesson by the same click
        buttons.addWidget(self.leave_button)
        for w in (self.title, self.counter, self.text, self.note):
            lay.addWidget(w)
        lay.addLayout(buttons)
        self.panel.lay.insertWidget(0, self.box)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        self.panel_frame = PanelFrame(self.panel)     # as in a match: compact, or scrolling
        self.panel_frame.follow(self)                 # where the window is short
        row.addWidget(self.panel_frame)
        self.ctrl = LessonController(self.scene, self)
        self.ctrl.set_speed(load_speed())
        c = self.ctrl
        c.stepShown.connect(self.show_step)
        c.explained.connect(self.show_note)
        c.lessonFinished.connect(self.show_step)
        c.handFinished.connect(self.show_step)
        c.handFinished.connect(self.show_summary)     # the count (and the sheet) as in a match
        self.summary: HandSummary | None = None
        self.summary_button.clicked.connect(self.show_summary)
        c.changed.connect(self._standing)
        c.changed.connect(self._last_trick)
        c.decisions.connect(self._decisions)
        self.panel.actionChosen.connect(c.request_action)
        self.panel.handRequested.connect(self.view.setFocus)
        self.next_button.clicked.connect(self.next_step)
        self.leave_button.clicked.connect(self.close)
        self.retranslate()
        self._last_trick()
        fit_to_screen(self, QSize(1280, 720))    # its bottom (your hand) never off the screen

    def start(self) -> None:
        self.ctrl.start_lesson(self.lesson)
        self.show_step()

    # --- words --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(tr("Lesson: {title}", title=lesson_title(self.lesson)))
        self.title.setText(lesson_title(self.lesson))
        self.leave_button.setText(tr("L&eave the lesson"))   # Alt-letters none of the panel's
        self.leave_button.setToolTip(tr("Back to your match: it waits where you left it"))
        self.summary_button.setText(tr("Hand &summary"))
        self.panel.retranslate()
        self.ctrl.retranslate()
        self.show_step()

    def show_step(self) -> None:
        c = self.ctrl
        if c.match is None:
            return
        self.note.hide()
        number, total = c.step_number()
        self.counter.setText(tr("Step {n} of {total}", n=number, total=total))
        waiting = c.waiting_for_next()
        if c.free:
            self.counter.setText(tr("Lesson finished"))
            over = c.hand is not None and c.hand.is_over()
            if over and c.log_lines:
                # the log's last line (no full stop there, "... so the contract is made")
                # is the first sentence of a paragraph here
                self.text.setText(as_sentence(c.log_lines[-1]) + "\n\n"
                                  + tr("You can leave the lesson now."))
            elif self._match_waits():
                self.text.setText(tr("You have finished this lesson. Play the hand to its end "
                                     "here, or leave: your match is waiting."))
            else:                            # opened at the first start: no match to go back to
                self.text.setText(tr("You have finished this lesson. Play the hand to its end "
                                     "here, or leave."))
            self.next_button.hide()
            self.summary_button.setVisible(over)
            self.leave_button.setText(tr("Clos&e"))        # Leave's letter, in English
        else:
            self.text.setText(c.words())
            self.next_button.setText(tr("&Next"))
            self.next_button.setVisible(waiting)
        self._words_room()
        item = c.item()
        pointed = "panel" in getattr(item, "point", ())
        self.panel.decide.setStyleSheet("QFrame#box { border: 3px solid #ffd54a; }" if pointed else "")
        if waiting:
            self.next_button.setFocus()
        else:
            self.view.setFocus()

    def _match_waits(self) -> bool:
        """Whether the window the lesson was opened from holds a match still to play."""
        ctrl = getattr(self.parentWidget(), "ctrl", None)
        match = getattr(ctrl, "match", None)
        return match is not None and not match.is_over()

    def _words_room(self) -> None:
        """The words as tall as the lesson's longest step at their width now, so that the
        box, and Next and Leave under it, keep their place from step to step (they jumped
        up and down with each step's words); not where the panel would then be taller
        than its window (a small screen), which would scroll Next and Leave out of view."""
        c = self.ctrl
        width = self.text.width()
        if c.match is None or width <= 0:
            return
        shown = self.text.text()
        tallest = 0
        for item in self.lesson.steps():
            self.text.setText(c.words(item))
            tallest = max(tallest, self.text.heightForWidth(width))
        self.text.setText(shown)
        self.text.setMinimumHeight(tallest)
        room = self.panel_frame.viewport().height()
        if room > 0 and self.panel.needed_height() > room:   # a short window: the panel
            self.text.setMinimumHeight(0)       # would scroll Next and Leave out of view

    def eventFilter(self, obj, event) -> bool:
        if obj is self.text and event.type() == QEvent.Type.Resize and hasattr(self, "ctrl") \
                and event.size().width() != event.oldSize().width():
            self._words_room()
        return super().eventFilter(obj, event)

    def show_last_trick(self) -> None:
        """The lesson's last trick, in the dialog a match shows it in."""
        if self.ctrl.match is not None and self.ctrl.last_trick() is not None:
            self.last_trick_dialog = LastTrickDialog(self.ctrl, self)
            self.last_trick_dialog.open()

    def show_summary(self) -> None:
        """The hand's summary, as a match shows it after each hand (the count, and in
        Tarocchi the score sheet the lesson speaks of), without a match to carry on."""
        if self.ctrl.match is None or not self.ctrl.match.results:
            return
        if self.summary is not None:
            self.summary.deleteLater()
        self.summary = HandSummary(self.ctrl, self, lesson=True)
        self.summary.lastTrick.connect(self.show_last_trick)
        self.summary.open()

    def show_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.show()

    def next_step(self) -> None:
        self.ctrl.next_step()

    def _standing(self) -> None:
        """The panel's title, the game on the table, under the lesson's heading: only where
        it says more than the heading ("Biscambiggia" under "Biscambiggia and Briscola for
        two"), never the same words twice ("Mariagio" under "Mariagio")."""
        c = self.ctrl
        if c.match is not None:
            title = c.title()
            self.panel.set_standing("" if title == lesson_title(self.lesson) else title, "", [])

    def _last_trick(self) -> None:
        """Its button, as in a match: only once a trick has been taken."""
        self.panel.set_last_trick(self.ctrl.match is not None and self.ctrl.last_trick() is not None)

    def _decisions(self, seat: int, actions: list) -> None:
        hand = self.ctrl.hand
        waits = hand is not None and bool(actions) and any(
            kind_of(a) == "play" for a in hand.legal_actions())   # the matto's card may wait
        self.panel.set_decisions(actions, self.ctrl.seated.deck,
                                 hand.declaration_points if hand is not None else None, waits,
                                 family=hand.variant.family if hand is not None else None)
        if actions:                          # the keys as in a match (SidePanel.give_keys)
            self.panel.give_keys(self.view, now=not waits)

    # --- leaving ------------------------------------------------------------------------------
    def closeEvent(self, event) -> None:
        self.ctrl.shutdown()
        self.left.emit()
        super().closeEvent(event)


class LessonsDialog(QDialog):
    """The list of lessons, each marked once finished; Start opens one."""

    def __init__(self, parent=None, welcome: bool = False, variant: str | None = None):
        super().__init__(parent)
        self.setObjectName("lessonsDialog")
        self.chosen: Lesson | None = None
        lay = QVBoxLayout(self)
        self.intro = QLabel(wordWrap=True)
        self.intro.setText(tr("Welcome! Each lesson deals a hand at the table and shows, "
                              "step by step, the rules that matter. You can leave a lesson "
                              "at any moment.") if welcome else
                           tr("Each lesson deals a hand at the table and shows, step by "
                              "step, the rules that matter."))
        lay.addWidget(self.intro)
        self.list = titled_list()                 # each title in bold over its description
        self.list.setAccessibleName(tr("Lessons"))
        done = done_lessons()
        for lesson in lessons().values():
            mark = "\u2713 " if lesson.id in done else ""
            item = QListWidgetItem(f"{mark}{lesson_title(lesson)}\n{render(Message(lesson.about))}")
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setToolTip(tr("Finished") if mark else "")
            self.list.addItem(item)
        # the lesson of the game chosen (the new-match dialog's), else the first not finished
        wanted = lesson_for(variant) if variant else None
        self.list.setCurrentRow(list(lessons()).index(wanted.id) if wanted is not None else
                                next((i for i, key in enumerate(lessons()) if key not in done), 0))
        self.list.itemActivated.connect(lambda _: self.accept())
        lay.addWidget(self.list, 1)
        buttons = QDialogButtonBox()
        self.start = buttons.addButton(tr("Start the lesson"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(tr("Not now") if welcome else tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.setWindowTitle(tr("Learn to play"))
        self.resize(520, 420)

    def accept(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen = lessons()[item.data(Qt.ItemDataRole.UserRole)]
        super().accept()


def open_lesson(window, lesson: Lesson) -> LessonWindow:
    """The lesson in its own window beside `window` (whose match is left as it is)."""
    mark_offered()
    old = getattr(window, "lesson_window", None)
    window.lesson_window = None          # replaced, not left by the player: what waits for
    if old is not None:                  # the lesson (a hand's end) waits for the new one's
        old.close()
    lw = LessonWindow(lesson, window)
    window.lesson_window = lw

    def gone() -> None:
        if getattr(window, "lesson_window", None) is lw:
            window.lesson_window = None
            back = getattr(window, "lesson_left", None)   # what waited for the lesson
            if back is not None:
                back()
        window.activateWindow()
    lw.left.connect(gone)
    lw.show()
    lw.raise_()                          # in front, with the keys: it stands alone now
    lw.activateWindow()                  # (modality.StandsAlone), not kept above the table
    lw.start()
    return lw


def show_lessons(window, welcome: bool = False, variant: str | None = None) -> LessonsDialog:
    """The list of lessons (non-blocking), on the lesson of `variant` when given; Start
    opens the chosen one."""
    mark_offered()
    dialog = LessonsDialog(window, welcome, variant)
    window.lessons_dialog = dialog
    dialog.accepted.connect(lambda: dialog.chosen is not None and open_lesson(window, dialog.chosen))
    dialog.open()
    return dialog


class LessonOffer(QFrame):
    """The offer on the first start: a note at the top of the empty table, never in the way
    of the dialogs; either button puts it away for good, and a match started or continued
    puts it away until the next start (it would cover the top seat's plate and cards).
    While a dialog blocks the window (the new-match dialog the first start opens), it
    waits unseen: its buttons could not answer there, and the dialog covered it on a small
    screen; the dialog closed without a match, it shows again."""

    def __init__(self, window):
        super().__init__(window.view)
        self.setObjectName("lessonOffer")
        self.setStyleSheet(BOX_STYLE.replace("QFrame#lesson ", "QFrame#lessonOffer ")
                           + "QPushButton { padding: 4px 10px; }")
        self.window_ = window
        lay = QHBoxLayout(self)
        self.label = named(QLabel(wordWrap=True), "lessonText")
        self.take = QPushButton()
        self.later = QPushButton()
        lay.addWidget(self.label, 1)
        lay.addWidget(self.take)
        lay.addWidget(self.later)
        self.take.clicked.connect(self._take)
        self.later.clicked.connect(self._later)
        self.waiting = True                      # unanswered, no match started since
        self.retranslate()
        window.view.installEventFilter(self)
        window.installEventFilter(self)          # a dialog blocking the window, and gone

    def retranslate(self) -> None:
        self.label.setText(tr("New to these games? Learn each one at the table, step by step "
                              "(also under Help)."))
        self.take.setText(tr("Learn to &play"))       # Alt-letters the menu bar's do not use,
        #                                               nor the panel's ("&Look at the last trick")
        self.later.setText(tr("&No, thanks"))
        self.place()

    def place(self) -> None:
        view = self.parentWidget()
        if view is None:
            return
        width = min(view.width() - 20, 620)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        self.move((view.width() - self.width()) // 2, 10)

    def eventFilter(self, obj, event) -> bool:
        kind = event.type()
        if kind == event.Type.Resize:
            self.place()
        elif obj is self.window_ and kind == event.Type.WindowBlocked:
            self.hide()
        elif obj is self.window_ and kind == event.Type.WindowUnblocked:
            self.setVisible(self.waiting)
        return False

    def put_away(self) -> None:
        """Away until the next start (a match on the table), or for good (answered)."""
        self.waiting = False
        self.hide()

    def _take(self) -> None:
        self.put_away()
        show_lessons(self.window_, welcome=True)

    def _later(self) -> None:
        mark_offered()
        self.put_away()


def offer_lessons(window) -> LessonOffer | None:
    """On the first start (no lesson offered yet), the offer over the table."""
    if lessons_offered():
        return None
    offer = LessonOffer(window)
    offer.show()
    offer.raise_()
    return offer
