"""The main window: the table view and the side panel, the menus, the pass-and-play cover
and the dialogs between hands. It wires the controller's signals to what the person sees
(the controller does the playing), the keeper's to the store (autosave, records,
statistics, undo), the settings to the table, and every event to the screen readers.
Dialogs and help at the table are in windows.py."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QMainWindow, QWidget

from .. import i18n
from .controller import GameController
from .keeper import MatchKeeper
from .menus import Menus
from .panel import Announcer, SidePanel
from .passscreen import PassScreen
from .setup import (CARD_SIZES, COUNT_CHOICES, count_switch, load_choice, load_flag, load_speed,
                    save_speed)
from .summary import HandSummary, match_rule_text, round_word, standing_rows
from .table import TableScene, TableView
from .text import card_long_name, rank_word, tr
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


class MainWindow(WindowDialogs, QMainWindow):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.panel = SidePanel()
        central = Central()
        lay = QHBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.panel)
        self.setCentralWidget(central)
        self.cover = PassScreen(central)
        central.cover = self.cover
        self.ctrl = GameController(self.scene, self)
        self.ctrl.set_speed(load_speed())
        self.ctrl.set_count(count_switch(load_choice("table/count_points", COUNT_CHOICES, "rules")))
        self.scene.card_size = CARD_SIZES[load_choice("table/card_size", CARD_SIZES, "normal")]
        self.keeper = MatchKeeper(self.ctrl, self)
        self.announcer = Announcer(self.panel.status, self)
        self.summary: HandSummary | None = None
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
        self.keeper.undoChanged.connect(self._tools)
        self.scene.selectedChanged.connect(self._card_selected)
        self.cover.confirmed.connect(self._pass_confirmed)
        self.panel.actionChosen.connect(c.request_action)
        self.panel.handRequested.connect(self.view.setFocus)
        self.panel.lastTrickRequested.connect(self.show_last_trick)
        self.panel.continueRequested.connect(self.carry_on)
        self.panel.hintRequested.connect(self.hint)
        self.panel.undoRequested.connect(self.undo)
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
        self.view.setAccessibleDescription(tr("Left and right arrows choose a card of your "
                                              "hand, Enter plays it"))
        self.panel.show_hint("")
        self.refresh()
        self.retranslate_dialogs()
        self.language_shown = i18n.current_language()

    def changeEvent(self, event) -> None:
        """Qt posts LanguageChange to every widget when translators change; the window
        redoes its words once per language (apply_preferences already did, at once)."""
        if event.type() == QEvent.LanguageChange and self.language_shown != i18n.current_language():
            self.retranslate()
        super().changeEvent(event)

    # --- starting -------------------------------------------------------------------------------
    def start_match(self, setup, remember: bool = True, deck=None, dealer=None) -> None:
        """Start `setup` (remembered for next time); `deck`/`dealer` fix the first deal."""
        self._before_match(setup, remember)
        self.keeper.new_match()
        self.ctrl.start_match(setup, deck, dealer)
        self._after_match()

    def continue_match(self, setup, match) -> None:
        """Go on with a match opened from a file or the autosave, at its exact position."""
        self._before_match(setup, False)
        self.ctrl.load_match(setup, match)
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
        self.panel.clear_log()
        self.panel.show_hint("")

    def _after_match(self) -> None:
        self.activateWindow()                        # back from the dialog: the table has the keys
        (self.cover.button if self.cover.isVisible() else self.view).setFocus()
        self.refresh()

    def set_speed(self, name: str) -> None:
        self.ctrl.set_speed(name)
        save_speed(name)
        self.menus.speeds[self.ctrl.speed_name].setChecked(True)

    # --- showing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.ctrl
        self._tools()
        if c.awaiting is None and self.panel.hint_label.isVisible() \
                and self.panel.hint_label.text() != tr("Hint: thinking..."):
            self.panel.show_hint("")                # its card is played: the hint goes
            self.scene.set_hint(None)
        if c.match is None:
            self.setWindowTitle("Biscambiggia")
            self.panel.set_standing("Biscambiggia", "", [])
            self.panel.set_status(tr("Start a match from the Game menu."))
            self.panel.played.set_cards([], "genoese", self.panel.played.state[2], None)
            return
        match = c.match
        self.setWindowTitle(f"Biscambiggia \u2014 {c.title()}")
        title = f"{c.title()} \u00b7 {round_word(match.variant, len(match.hands))}"
        self.panel.set_standing(title, match_rule_text(match.variant, match.options),
                                standing_rows(c))
        hand = c.hand
        self.panel.played.set_cards(c.played_cards(), c.setup.deck, match.variant, c.trump_suit)
        if hand is not None and hand.is_over() and not c.hand_closed:
            self.panel.set_status("")               # its last trick is still on the table
        elif hand is None or hand.is_over():
            if match.is_over():
                self.panel.set_status(tr("The match is over."), tr("New match"))
            else:
                dealer = c.name(match.dealer_of(len(match.hands)))
                self.panel.set_status(tr("The hand is over."), tr("Next hand (dealer: {name})", name=dealer))
        elif c.pass_pending is not None:
            self.panel.set_status(tr("Waiting for {name}", name=c.name(c.pass_pending)))
        elif c.awaiting is not None:
            several = len(c.setup.persons()) > 1
            if c.match.observation(c.awaiting).get("giving"):
                what = tr("give a card for the matto.")
            elif not c.scene.playable:               # an auction, a call: no card to play yet
                high = (c.match.observation(c.awaiting).get("auction") or {}).get("high")
                what = tr("make your choice below.") if not high or c.hand.phase != "auction" \
                    else tr("the bid to beat is {bid}, by {name}: make your choice below.",
                            bid=rank_word(str(high[1]), c.setup.deck), name=c.name(high[0]))
            elif c.scene.restricted:
                what = tr("play one of the marked cards.")
            else:
                what = tr("drag a card onto the table (or double-click it).")
            if several:
                self.panel.set_status(tr("Your turn, {name}: {what}", name=c.name(c.awaiting), what=what))
            else:
                self.panel.set_status(tr("Your turn: {what}", what=what))
        else:
            seat = hand.current_player()
            if c.is_person(seat) and len(c.setup.persons()) == 1:
                self.panel.set_status("")           # the table shows a move; your turn comes next
            elif c.is_person(seat):
                self.panel.set_status(tr("{name}'s turn", name=c.name(seat)))
            else:
                self.panel.set_status(tr("{name} is thinking...", name=c.name(seat)))

    def _tools(self) -> None:
        """Enable hint and undo when they can be used."""
        can_hint = self.ctrl.awaiting is not None
        can_undo = self.keeper.can_undo()
        self.panel.hint_button.setEnabled(can_hint)
        self.menus.hint.setEnabled(can_hint)
        self.panel.undo_button.setEnabled(can_undo)
        self.panel.undo_button.setVisible(self.keeper.undo_seat() is not None)
        self.menus.undo.setEnabled(can_undo)
        has_match = self.ctrl.match is not None
        self.menus.save.setEnabled(has_match)
        self.menus.last.setEnabled(has_match)
        self.panel.last_trick.setEnabled(has_match)

    def _decisions(self, seat: int, actions: list) -> None:
        hand = self.ctrl.hand
        points = None
        if hand is not None:                         # what each declaration would score now
            points = hand.declaration_points
        self.panel.set_decisions(actions, self.ctrl.setup.deck, points)
        buttons = list(self.panel.buttons.values())
        grouped = any(k in self.panel.buttons for k in ("gives", "calls", "auction"))
        if buttons:                                  # Tab from the table reaches them first
            chain = [self.view] + ([b for b in buttons[0].findChildren(QWidget)]
                                   if grouped else buttons)
            for a, b in zip(chain, chain[1:]):
                QWidget.setTabOrder(a, b)
        if actions is not None and self.ctrl.awaiting is not None:
            lists = [box for row in self.panel.buttons.values()   # a list (of bids, of cards)
                     for box in [row.findChild(QComboBox)] if box is not None and box.isVisibleTo(row)]
            (lists[0] if lists else self.view).setFocus()         # has the keys, else the table
        if buttons and not grouped:                  # say what is offered
            offered = self.panel.decide_title.text()
            self.announcer.say(f"{offered}: " + "; ".join(b.accessibleName() for b in buttons))
        elif buttons:
            self.announcer.say(self.panel.decide_title.text())

    def _card_selected(self, code: str) -> None:
        hand = self.scene.hands[self.scene.interactive_seat].cards if self.scene.interactive_seat is not None else []
        if code in hand:
            name = card_long_name(code, self.ctrl.setup.deck)
            text = tr("{card}, card {i} of {n}", card=name, i=hand.index(code) + 1, n=len(hand))
            if code not in self.scene.playable:
                text += ". " + tr("It cannot be played now.")
            self.view.setAccessibleDescription(text)
            self.announcer.say(text)

    def _pass(self, seat: int) -> None:
        self.panel.set_decisions([], self.ctrl.setup.deck)
        self.cover.ask(seat, self.ctrl.name(seat))
        self.announcer.say(self.cover.heading.text())
        self.refresh()

    def _pass_confirmed(self) -> None:
        self.ctrl.confirm_pass()
        self.view.setFocus()

    def _hand_finished(self) -> None:
        self.refresh()
        if self.ctrl.match.is_over():
            winner = self.ctrl.match.winner()
            self.announcer.say(tr("Drawn match") if winner is None else
                               tr("The match goes to {name}!", name=self.ctrl.side_name(winner)))
        self.summary = HandSummary(self.ctrl, self)
        self.summary.nextHand.connect(self.next_hand)
        self.summary.newMatch.connect(self.ask_new_match)
        self.summary.lastTrick.connect(self.show_last_trick)
        self.summary.open()

    def next_hand(self) -> None:
        if self.summary is not None:
            self.summary.close()
            self.summary = None
        self.ctrl.next_hand()
        self.activateWindow()
        (self.cover.button if self.cover.isVisible() else self.view).setFocus()
        self.refresh()

    def carry_on(self) -> None:
        """The panel's button once a hand is over: the next hand, or a new match."""
        if self.ctrl.match is not None and self.ctrl.match.is_over():
            self.ask_new_match()
        else:
            self.next_hand()

    # --- help at the table -----------------------------------------------------------------------
    def hint(self) -> None:
        if self.ctrl.request_hint():
            self.panel.show_hint(tr("Hint: thinking..."))

    def _hint_ready(self, action: str, text: str) -> None:
        self.panel.show_hint(text)
        button = self.panel.buttons.get(action) or self.panel.findChild(QWidget, action)
        if button is not None:                       # a decision: its button lights up
            button.setProperty("hinted", True)
            button.style().unpolish(button)
            button.style().polish(button)
            button.setFocus()

    def undo(self) -> None:
        if self.keeper.undo():
            self.panel.show_hint("")
            self.panel.clear_log()                   # the log as the match now stands
            for line in self.ctrl.log_lines:
                self.panel.add_log(line)
            self.panel.add_log(tr("You took back your last card."))
            self.announcer.say(tr("You took back your last card."))
            self.view.setFocus()
            self.refresh()

    def set_show_played(self, shown: bool, remember: bool = True) -> None:
        from .setup import save_choice
        self.panel.played.setVisible(bool(shown))
        self.menus.played.setChecked(bool(shown))
        if remember:
            save_choice("table/show_played", bool(shown))

    # --- closing -----------------------------------------------------------------------------------
    def show_placed(self) -> None:
        """Show the window as it was left: maximised or at its remembered place."""
        if self.open_maximized:
            self.showMaximized()
        else:
            self.show()

    def closeEvent(self, event) -> None:
        from .screenfit import remember_window
        from .setup import settings
        if self.isVisible() and self.keeper.enabled:   # (the smoke test leaves no trace)
            remember_window(self, settings())
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop the computer players' thread (tests call this before the window goes); the
        autosave stays for the next start."""
        self.ctrl.shutdown()
        self.keeper.close()
