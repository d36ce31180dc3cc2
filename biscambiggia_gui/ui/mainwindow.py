"""The main window: the table view and the side panel, the menus, the pass-and-play cover
and the dialogs between hands. It wires the controller's signals to what the person sees
(the controller does the playing), the keeper's to the store (autosave, records,
statistics, undo), the settings to the table, and every event to the screen readers.
Dialogs and help at the table are in windows.py."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QMainWindow, QWidget

from .. import i18n
from .controller import GameController
from .keeper import MatchKeeper
from .logline import LogLine
from .menus import Menus
from .messages import bid_word, hand_word
from ..engine.actions import kind_of
from .announcer import Announcer
from .panel import SidePanel
from .panel_frame import PanelFrame
from .panel_widgets import DeclarationButton
from .passscreen import PassScreen
from .setup import (CARD_SIZES, COUNT_CHOICES, count_switch, load_choice, load_flag, load_speed,
                    save_speed)
from .matchend import MatchEnd, register_review
from .summary import (HandSummary, contract_line, match_rule_text, standing_rows,
                      verdict)
from .table import TableScene, TableView
from .text import card_long_name, tr
from .windows import WindowDialogs


class Central(QWidget):
    """Holds the view and the panel, and keeps the pass screen over both."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.cover: PassScreen | None = None

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.cover is not None:
            self.cover.setGeometry(self.rect())


# the match-end screen's Review of the hands (ui/matchend.py): the summary steps aside for it
def _review_from_match_end(window: object) -> None:
    assert isinstance(window, MainWindow)
    window.review_from_summary(start=False)


register_review(_review_from_match_end)


def secret_partner(c) -> bool:
    """Whether the person whose cards the screen shows holds the called card, not yet
    played, of another's call (the chiamata games): only they know it (docs/rules.md 11)."""
    if c.viewer is None or c.hand is None or c.roles.get(c.viewer):
        return False
    obs = c.on_table.observation(c.viewer)
    return obs.get("partner") == c.viewer and (obs.get("contract") or {}).get("caller") != c.viewer


class MainWindow(WindowDialogs, QMainWindow):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings_trouble: list = []                 # settings files set aside (app.py)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.panel = SidePanel()
        central = Central()
        lay = QHBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        self.panel_frame = PanelFrame(self.panel)
        self.panel_frame.follow(central)
        lay.addWidget(self.panel_frame)
        self.setCentralWidget(central)
        self.cover = PassScreen(central)
        central.cover = self.cover
        self.ctrl = GameController(self.scene, self)
        self.ctrl.set_speed(load_speed())
        self.ctrl.set_count(count_switch(load_choice("table/count_points", COUNT_CHOICES, "rules")))
        self.scene.card_size = CARD_SIZES[load_choice("table/card_size", CARD_SIZES, "normal")]
        self.keeper = MatchKeeper(self.ctrl, self)
        self.announcer = Announcer(self.panel.status, self)
        self.summary: HandSummary | MatchEnd | None = None
        self.language_shown = ""
        self.init_dialogs()
        self.menus = Menus(self)
        self.menus.speeds[self.ctrl.speed_name].setChecked(True)
        self.set_show_played(load_flag("table/show_played", True), remember=False)
        c = self.ctrl
        c.changed.connect(self.refresh)
        c.logged.connect(self.panel.add_log)
        c.decisions.connect(self._decisions)
        c.passRequested.connect(self._pass)
        c.handFinished.connect(self._hand_finished)
        c.announced.connect(self.announcer.say)
        c.hintReady.connect(self._hint_ready)
        self.keeper.failed.connect(self.show_error)
        self.keeper.noted.connect(self.panel.add_log)
        self.keeper.undoChanged.connect(self._tools)
        self.scene.selectedChanged.connect(self._card_selected)
        self.view.input.watch(self)                  # keys or mouse: the keyboard's cursor
        self.view.input.changed.connect(lambda _: self.ctrl.awaiting is not None and self.refresh())
        self.cover.confirmed.connect(self._pass_confirmed)
        self.panel.actionChosen.connect(c.request_action)
        self.panel.handRequested.connect(self.view.setFocus)
        self.panel.lastTrickRequested.connect(self.show_last_trick)
        self.panel.continueRequested.connect(self.carry_on)
        self.panel.hintRequested.connect(self.hint)
        self.panel.undoRequested.connect(self.undo)
        from .lesson_window import offer_lessons
        self.lesson_offer = offer_lessons(self)      # the first start: lessons offered
        self.retranslate()
        from .screenfit import place_window
        from .setup import settings
        self.open_maximized = place_window(self, settings())   # fitted to the screen, or as left

    # --- words ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Every visible text in the language now installed (a LanguageChange event)."""
        self.menus.retranslate()
        self.panel.retranslate()
        self.cover.retranslate()
        self.ctrl.retranslate()
        self.view.setAccessibleName(tr("Card table"))
        self._describe_view()
        self.panel.show_hint("")
        if self.lesson_offer is not None:
            self.lesson_offer.retranslate()
        self.refresh()
        self.retranslate_dialogs()
        self.language_shown = i18n.current_language()

    def changeEvent(self, event) -> None:
        """Qt posts LanguageChange to every widget when translators change; the window
        redoes its words once per language (apply_preferences already did, at once)."""
        if event.type() == QEvent.Type.LanguageChange and self.language_shown != i18n.current_language():
            self.retranslate()
        super().changeEvent(event)

    # --- starting -------------------------------------------------------------------------------
    def start_match(self, setup, remember: bool = True, deck=None, dealer=None) -> None:
        """Start `setup` (remembered for next time); `deck`/`dealer` fix the first deal."""
        self._before_match(setup, remember)
        self.keeper.new_match()
        self.ctrl.start_match(setup, deck, dealer)
        self._after_match()

    def continue_match(self, setup, match, opened: LogLine | None = None,
                       notes: Sequence[LogLine] = ()) -> None:
        """Go on with a match opened from a file or the autosave, at its exact position
        (`opened`: the log's first line, where the match came from; `notes`: the lines
        after it, for what the file says and this version plays otherwise)."""
        self._before_match(setup, False)
        self.ctrl.load_match(setup, match, opened=opened, notes=notes)
        self._after_match()
        self.keeper.autosave()

    def _before_match(self, setup, remember: bool) -> None:
        from .setup import save_preferred_deck, save_setup
        if remember:
            save_setup(setup)
            save_preferred_deck(setup.game, setup.deck)
        if self.summary is not None:
            self.summary.close()
            self.summary = None
        self.cover.hide()
        if self.lesson_offer is not None:           # the table is taken: the offer goes (for
            self.lesson_offer.put_away()            # this session; answered, for good)
        self.panel.clear_log()
        self.panel.show_hint("")

    def _after_match(self) -> None:
        self.activateWindow()                        # back from the dialog: the table has the keys
        self._keys_to_table()
        self.refresh()

    def _keys_to_table(self) -> None:
        """The keys to the table (or the pass screen's button), unless a decision the
        person must make now already has them (the window's own focus widget: while a
        dialog closes, the application's is not yet in this window)."""
        focused = self.focusWidget()
        if focused is None or not self.panel.choices.isAncestorOf(focused):
            (self.cover.button if self.cover.isVisible() else self.view).setFocus()

    def set_speed(self, name: str) -> None:
        self.ctrl.set_speed(name)
        save_speed(name)
        self.menus.speeds[self.ctrl.speed_name].setChecked(True)

    # --- showing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.ctrl
        self._tools()
        if c.awaiting is None and self.panel.hint_label.isVisible():
            self.panel.show_hint("")                # its card is played: the hint goes (one
            self.scene.set_hint(None)               # still thinking too: its answer is dropped)
        if c.match is None:
            self.setWindowTitle("Biscambiggia")
            self.panel.set_standing("Biscambiggia", "", [])
            self.panel.set_status(tr("No match on the table yet."), tr("New match..."))
            self.panel.played.set_cards([], "genoese", self.panel.played.state[2], None)
            self.panel.show_played(False)           # no cards to count before a match
            return
        match = c.match
        self._played_box()
        self.setWindowTitle(f"Biscambiggia \u2014 {c.title()}")
        title = f"{c.title()} \u00b7 {hand_word(match, len(match.hands) - 1, 'round')}"
        phase = c.phase_note()                            # Mariagio's last seven tricks
        if phase:
            title += f" \u00b7 {phase}"
        hand = c.hand
        rule = match_rule_text(match.variant, match.options)
        if hand is not None and not hand.is_over():     # the contract in sight all the hand
            contract = contract_line(c, c.on_table.observation(0))
            rule += "\n" + contract if contract else ""
            if contract and secret_partner(c):
                rule += "\n" + tr("You hold the called card: you are the partner, a secret "
                                  "until you play it.")
        self.panel.set_standing(title, rule, standing_rows(c, glued=True))   # wraps between names
        self.panel.played.set_cards(c.played_cards(), c.seated.deck, match.variant, c.trump_suit)
        if hand is not None and hand.is_over() and not c.hand_closed:
            self.panel.set_status("")               # its last trick is still on the table
        elif hand is None or hand.is_over():
            if match.is_over():
                self.panel.set_status(tr("The match is over."), tr("Match result"))
            else:
                dealer = c.name(match.dealer_of(len(match.hands)))
                unplayed = hand is not None and match.results and not match.results[-1].played
                over = tr("Everyone passed: the next dealer deals again") if unplayed \
                    else c.word("over")
                self.panel.set_status(over, c.word("next", name=dealer))
        elif c.trick_showing:
            self.panel.set_status("")               # a trick on the table, not yet taken
        elif c.pass_pending is not None:
            self.panel.set_status(tr("Waiting for {name}", name=c.name(c.pass_pending)))
            if self.cover.isVisible() and self.cover.name != c.name(c.pass_pending):
                self.cover.name = c.name(c.pass_pending)      # renamed in the Settings
                self.cover.retranslate()
        elif c.awaiting is not None:
            several = len(c.seated.persons()) > 1
            if c.on_table.observation(c.awaiting).get("giving"):
                what = tr("give a card for the matto.")
            elif not c.scene.playable:               # an auction, a call: no card to play yet
                high = (c.on_table.observation(c.awaiting).get("auction") or {}).get("high")
                what = tr("make your choice below.") if not high or c.hand.phase != "auction" \
                    else tr("the bid to beat is {bid}, by {name}: make your choice below.",
                            bid=bid_word(high[1], c.seated.deck, c.hand.variant.family),
                            name=c.name(high[0]))
            elif c.scene.restricted:
                what = tr("play one of the marked cards.")
            elif self.view.input.keys:                # said in the way the person plays
                what = tr("the arrows choose a card, Enter plays it.")
            else:
                what = tr("drag a card onto the table (or double-click it).")
            if several:
                self.panel.set_status(tr("Your turn, {name}: {what}", name=c.name(c.awaiting), what=what))
            else:
                self.panel.set_status(tr("Your turn: {what}", what=what))
        else:
            seat = hand.current_player()
            if c.is_person(seat) and len(c.seated.persons()) == 1:
                self.panel.set_status("")           # the table shows a move; your turn comes next
            elif c.is_person(seat):
                self.panel.set_status(tr("{name}'s turn", name=c.name(seat)))
            else:
                self.panel.set_status(tr("{name} is thinking...", name=c.name(seat)))

    def covered(self) -> bool:
        """Whether the pass screen is up (pass and play: "Pass to Anna"). Until the person
        named has the screen, nothing that shows or changes a hand acts, by any way in
        (docs/table.md, "Pass and play"): the side panel (its buttons and their
        Alt-letters) and the Table menu but Speed (Hint, Undo, Last trick, Cards played,
        Review the hands, and their keys) wait, and so do their doors in the window
        (`hint`, `undo`, `show_last_trick`, `review_hands`); the menus that do not touch
        the table stay: New match, Open, Save game record as, Review a game record,
        Statistics, Settings, Quit, Help, Speed."""
        return not self.cover.isHidden()

    def _tools(self) -> None:
        """Enable hint and undo when they can be used (none behind the pass screen)."""
        covered = self.covered()
        self.panel_frame.setEnabled(not covered)
        can_hint = self.ctrl.awaiting is not None and not covered
        can_undo = self.keeper.can_undo() and not covered
        self.panel.hint_button.setEnabled(can_hint)
        self.menus.hint.setEnabled(can_hint)
        self.panel.undo_button.setEnabled(can_undo)
        self.panel.undo_button.setVisible(self.keeper.undo_seat() is not None)
        self.menus.undo.setEnabled(can_undo)
        has_match = self.ctrl.match is not None
        self.menus.save.setEnabled(has_match)
        self.menus.result.setEnabled(self.ctrl.match is not None and self.ctrl.match.is_over())
        taken = has_match and self.ctrl.last_trick() is not None   # a trick to look at
        self.menus.last.setEnabled(taken and not covered)
        # the hands that are over, one result each (ui/review_window.hands_over)
        self.menus.review.setEnabled(has_match and bool(self.ctrl.on_table.results)
                                     and not covered)
        self.menus.played.setEnabled(self.ctrl.counting() and not covered)
        self.panel.set_last_trick(taken)

    def _decisions(self, seat: int, actions: list) -> None:
        hand = self.ctrl.hand
        points = waits = None
        if hand is not None:                         # what each declaration would score now
            points = hand.declaration_points
            waits = actions and any(kind_of(a) == "play" for a in hand.legal_actions())
        self.panel.set_decisions(actions, self.ctrl.seated.deck, points, bool(waits),
                                 family=hand.variant.family if hand is not None else None)
        if actions and self.ctrl.awaiting is not None:
            # the list has the keys when the decision must be made now (the auction, the
            # call, the last card owed); while a card may be played, the table keeps them
            self.panel.give_keys(self.view, now=not waits)
            titles = [label.text() for _, label in self.panel.groups]
            named = [b.accessibleName() for b in self.panel.buttons.values()
                     if isinstance(b, DeclarationButton)]
            self.announcer.say(": ".join(titles) + (": " + "; ".join(named) if named else ""))

    def _card_selected(self, code: str) -> None:
        hand = self.scene.hands[self.scene.interactive_seat].cards if self.scene.interactive_seat is not None else []
        if code in hand:
            name = card_long_name(code, self.ctrl.seated.deck)
            text = tr("{card}, card {i} of {n}", card=name, i=hand.index(code) + 1, n=len(hand))
            if code not in self.scene.playable:
                text += ". " + tr("It cannot be played now.")
            self.view.setAccessibleDescription(text)
            self.announcer.say(text)

    def _describe_view(self) -> None:
        """The table's own description for a screen reader, naming no card."""
        self.view.setAccessibleDescription(tr("Left and right arrows choose a card of your "
                                              "hand, Enter plays it"))

    def _pass(self, seat: int) -> None:
        self.panel.set_decisions([], self.ctrl.seated.deck)
        self._describe_view()             # the card the last person chose goes with them
        self.cover.ask(seat, self.ctrl.name(seat))
        self.announcer.say(self.cover.heading.text())
        self.refresh()

    def _pass_confirmed(self) -> None:
        self._tools()                     # the panel acts again, before its decisions take the keys
        self.ctrl.confirm_pass()
        self.refresh()                    # ... and the Table menu, for the person at the screen
        self._keys_to_table()             # a decision to make now (the auction) keeps them

    def _hand_finished(self) -> None:
        """The hand is over: its summary, or the match end, once the table is at rest (the
        controller's `atRest`: its last trick gathered, every card still, the piles'
        labels counting it). Before, the dialog opened from the hand's last step, while the
        steps still ran: a play-through saw the match end over a pile still saying the
        points before the last trick."""
        self.refresh()
        ctrl, match = self.ctrl, self.ctrl.match
        hands = len(match.hands) if match is not None else 0

        def at_rest() -> None:
            ctrl.atRest.disconnect(at_rest)
            if ctrl.match is match and match is not None and len(match.hands) == hands \
                    and not match.hand_in_progress():
                self.view.viewport().update()
                self._open_hand_end()
        ctrl.atRest.connect(at_rest)
        if ctrl.steps.idle() and not self.scene.busy():
            at_rest()

    def _open_hand_end(self) -> None:
        self.refresh()
        lesson = getattr(self, "lesson_window", None)
        if lesson is not None and lesson.isVisible():
            # the match waits while a lesson is up, but the computers' moves under way may
            # end its hand: its summary, window-modal, blocked the lesson's window (the
            # main window's family) and came up over the lesson; it waits for the lesson
            self.summary_after_lesson = self.ctrl.match
            return
        if self.ctrl.on_table.is_over():
            self.show_match_end()
            self.announcer.say(verdict(self.ctrl))
            return
        self.summary = HandSummary(self.ctrl, self)
        self.summary.nextHand.connect(self.next_hand)
        self.summary.newMatch.connect(self.ask_new_match)
        self.summary.lastTrick.connect(self.show_last_trick)
        self.summary.reviewRequested.connect(self.review_from_summary)
        self.summary.open()

    summary_after_lesson: object | None = None   # a match whose hand ended during a lesson

    def lesson_left(self) -> None:
        """The lesson closed (lesson_window.open_lesson): the summary of a hand that ended
        meanwhile shows now, if that match is still on the table and between hands."""
        match, self.summary_after_lesson = self.summary_after_lesson, None
        playing = self.ctrl.match
        if playing is not None and playing is match and not playing.hand_in_progress():
            self._hand_finished()

    def show_match_end(self) -> None:
        """The match-end screen (ui/matchend.py), as long as the finished match is on the
        table: at its end, from the Game menu or from the panel."""
        match = self.ctrl.match
        if match is None or not match.is_over() or match.hand_in_progress():
            return
        if self.summary is not None:
            self.summary.close()
        end = self.summary = MatchEnd(self.ctrl, self)
        end.playAgain.connect(self.play_again)
        end.newMatch.connect(self.ask_new_match)
        end.lastTrick.connect(self.show_last_trick)
        end.open()

    def play_again(self) -> None:
        """The same game, seats, options and deck as the match just finished, a new shuffle."""
        from dataclasses import replace
        setup = self.ctrl.seated
        self.start_match(replace(setup, seats=[replace(s) for s in setup.seats],
                                 options=dict(setup.options), seed=None), remember=False)

    def next_hand(self) -> None:
        if self.summary is not None:
            self.summary.close()
            self.summary = None
        self.ctrl.next_hand()
        self.activateWindow()
        self._keys_to_table()
        self.refresh()

    def carry_on(self) -> None:
        """The panel's button once a hand is over: the next hand, or the match's result; with
        no match on the table, the new-match dialog."""
        if self.ctrl.match is None:
            self.ask_new_match()
        elif self.ctrl.match.is_over():
            self.show_match_end()
        else:
            self.next_hand()

    # --- the keys after a dialog -----------------------------------------------------------------
    def childEvent(self, event) -> None:
        """Each dialog of this window, once shown, gives the keys back to the table when it
        closes: without a window manager nobody else would, and the keys would be lost."""
        super().childEvent(event)
        child = event.child()
        if event.type() == QEvent.Type.ChildPolished and isinstance(child, QDialog) \
                and not child.property("refocuses"):
            child.setProperty("refocuses", True)
            child.finished.connect(lambda _=0: QTimer.singleShot(0, self, self._refocus))
            self.view.input.watch(child)             # its keys say the keyboard is used

    def _refocus(self) -> None:
        if not self.isVisible():
            return
        if any(w.isWindow() and w.isVisible() and (w.isActiveWindow() or w.isModal())
               for w in self.findChildren(QWidget)):
            return                                   # another window of ours has the keys
        self.activateWindow()
        focused = self.focusWidget()         # kept while the window waits to be active again
        if focused is None or not focused.isVisible():
            (self.cover.button if self.cover.isVisible() else self.view).setFocus()

    # --- help at the table -----------------------------------------------------------------------
    def hint(self) -> None:
        if not self.covered() and self.ctrl.request_hint():
            self.panel.show_hint(tr("Hint: thinking..."))

    def _hint_ready(self, action: str, text: str) -> None:
        self.panel.show_hint(text)
        if action in self.scene.playable:             # a card: chosen, so Enter plays it
            self.scene.select(action)
            self.view.setFocus()
        button = self.panel.buttons.get(action) or self.panel.findChild(QWidget, action)
        for box in self.panel.choices.findChildren(QComboBox):   # or an entry of a list:
            if box.isVisible() and box.findData(action) >= 0:     # shown there, Enter takes it
                box.setCurrentIndex(box.findData(action))
                button = box
        if button is not None:                       # a decision: its button lights up,
            button.setProperty("hinted", True)       # scrolled into view where the
            button.style().unpolish(button)          # decisions do not all fit
            button.style().polish(button)
            button.setFocus()
            if self.panel.choices.isAncestorOf(button):
                self.panel.choices_scroll.ensureWidgetVisible(button, 0, 0)

    def undo(self) -> None:
        if not self.covered() and self.keeper.undo():
            self.panel.show_hint("")
            self.panel.clear_log()                   # the log as the match now stands
            for line in self.ctrl.log_entries:
                self.panel.add_log(line)
            self.panel.add_log(LogLine(lambda: tr("You took back your last card.")))
            self.announcer.say(tr("You took back your last card."))
            self.view.setFocus()
            self.refresh()

    def _played_box(self) -> None:
        """The cards played box shows when the settings want it and the table counts for you
        in this game (Briscola's rule keeps no such memory for you: docs/table.md)."""
        counting = self.ctrl.counting()
        self.panel.show_played(self.played_setting and counting)
        self.menus.played.setEnabled(counting and not self.covered())

    def set_show_played(self, shown: bool, remember: bool = True) -> None:
        from .setup import save_choice
        self.played_setting = bool(shown)
        self.menus.played.setChecked(bool(shown))
        self._played_box()
        if remember:
            save_choice("table/show_played", bool(shown))

    # --- lessons and review (ui/lesson_window.py, ui/review_window.py) ---------------------------
    def show_lessons(self, variant: str | None = None) -> None:
        """Help > Learn to play, on the lesson of the game on the table (as F1 opens its
        rules; an empty table: the first lesson not finished); the new-match dialog's names
        the variant it shows."""
        from .lesson_window import show_lessons
        if variant is None and self.ctrl.match is not None:
            variant = self.ctrl.match.variant.id
        show_lessons(self, variant=variant)

    def review_hands(self) -> None:
        if self.covered():
            return
        from .review_window import review_table_match
        review_table_match(self)

    def review_from_summary(self, start: bool = True) -> None:
        """The Review button of the hand summary or the match-end screen: the screen steps
        aside while the review is open (a window-modal dialog would keep the review window
        from the mouse and keys) and comes back when the review is closed. The hand
        summary's "Review the deal" reviews the hand just played at once (`start`); the
        match end's "Review the deals..." opens on the last hand and waits for a choice."""
        from .review_window import review_table_match
        dialog = self.summary
        if dialog is not None:
            dialog.hide()
        rw = review_table_match(self)
        if rw is not None and start:
            rw.start()
        if dialog is None:
            return
        if rw is None:
            dialog.open()
            return
        self.summary_aside = dialog

    summary_aside: HandSummary | MatchEnd | None = None    # stepped aside for the review

    def review_closed(self) -> None:
        """The review closed by the player (review_window.open_review): the summary that
        stepped aside for it comes back. Not when another review replaced it (Table >
        Review the hands, Game > Review a game record, with one up): the summary came
        back then, window-modal, behind the new review, whose every click it refused."""
        dialog, self.summary_aside = self.summary_aside, None
        if dialog is not None and self.summary is dialog and not dialog.isVisible():
            dialog.open()

    def review_record(self, path: str | None = None) -> None:
        from .review_window import review_record
        review_record(self, path)

    # --- closing -----------------------------------------------------------------------------------
    def show_placed(self) -> None:
        """Show the window as it was left: maximised or at its remembered place."""
        if self.open_maximized:
            self.showMaximized()
        else:
            self.show()

    _shut = False                     # shutdown() done: the close asks nothing

    def showEvent(self, event) -> None:
        super().showEvent(event)
        from .screenfit import follow_screens
        follow_screens(self)                            # moved to another monitor: fit it

    def closeEvent(self, event) -> None:
        """The close button, Quit, Ctrl+Q: where the match or its statistics could not be
        saved, first the question (windows.unless_unfinished); else the window goes."""
        from .screenfit import remember_window
        from .setup import settings
        if self.isVisible() and not self._shut and not self.may_close():
            event.ignore()
            return
        if self.isVisible() and self.keeper.enabled:   # (the smoke test leaves no trace)
            remember_window(self, settings())
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop the computer players' thread (tests call this before the window goes); the
        autosave stays for the next start."""
        self._shut = True
        for other in (getattr(self, "lesson_window", None), getattr(self, "review_window", None)):
            if other is not None:
                other.close()
        self.ctrl.shutdown()
        self.keeper.close()
