"""The main window: the table view and the side panel, the menus (new match, last trick,
speed), the pass-and-play cover and the dialogs between hands. It wires the controller's
signals to what the person sees; the controller does the playing."""
from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QWidget

from ..engine.actions import kind_of
from .controller import GameController
from .newmatch import NewMatchDialog
from .panel import SidePanel
from .passscreen import PassScreen
from .setup import SPEEDS, MatchSetup, load_setup, load_speed, save_setup, save_speed
from .summary import HandSummary, LastTrickDialog, match_rule_text, standing_rows
from .table import TableScene, TableView
from .text import tr


class Central(QWidget):
    """Holds the view and the panel, and keeps the pass screen over both."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.cover: PassScreen | None = None

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.cover is not None:
            self.cover.setGeometry(self.rect())


class MainWindow(QMainWindow):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Biscambiggia")
        self.resize(1280, 800)
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
        self.summary: HandSummary | None = None
        self.dialog: NewMatchDialog | None = None
        self._menus()
        c = self.ctrl
        c.changed.connect(self.refresh)
        c.logged.connect(self.panel.add_log)
        c.decisions.connect(self._decisions)
        c.passRequested.connect(self._pass)
        c.handFinished.connect(self._hand_finished)
        self.cover.confirmed.connect(self._pass_confirmed)
        self.panel.actionChosen.connect(c.request_action)
        self.panel.lastTrickRequested.connect(self.show_last_trick)
        self.panel.continueRequested.connect(self.carry_on)
        self.refresh()

    def _menus(self) -> None:
        game = self.menuBar().addMenu(tr("&Game"))
        self.new_action = QAction(tr("&New match..."), self, shortcut=QKeySequence.New)
        self.new_action.triggered.connect(self.ask_new_match)
        game.addAction(self.new_action)
        last = QAction(tr("&Last trick"), self, shortcut=QKeySequence("L"))
        last.triggered.connect(self.show_last_trick)
        game.addAction(last)
        game.addSeparator()
        quit_action = QAction(tr("&Quit"), self, shortcut=QKeySequence.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)
        speed = self.menuBar().addMenu(tr("&Speed"))
        group = QActionGroup(self)
        self.speed_actions = {}
        for name in SPEEDS:
            act = QAction(tr(name.capitalize()), self, checkable=True)
            act.setChecked(name == self.ctrl.speed_name)
            act.triggered.connect(lambda _=False, n=name: self.set_speed(n))
            group.addAction(act)
            speed.addAction(act)
            self.speed_actions[name] = act

    # --- starting -------------------------------------------------------------------------------
    def ask_new_match(self) -> None:
        self.dialog = NewMatchDialog(load_setup(), self)
        self.dialog.accepted.connect(lambda: self.start_match(self.dialog.setup()))
        self.dialog.open()

    def start_match(self, setup: MatchSetup, remember: bool = True, deck=None, dealer=None) -> None:
        """Start `setup` (remembered for next time); `deck`/`dealer` fix the first deal."""
        if remember:
            save_setup(setup)
        if self.summary is not None:
            self.summary.close()
            self.summary = None
        self.cover.hide()
        self.panel.clear_log()
        self.ctrl.start_match(setup, deck, dealer)
        self.setWindowTitle(f"Biscambiggia \u2014 {self.ctrl.title()}")
        self.view.setFocus()
        self.refresh()

    def set_speed(self, name: str) -> None:
        self.ctrl.set_speed(name)
        save_speed(name)
        self.speed_actions[name].setChecked(True)

    # --- showing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.ctrl
        self.panel.last_trick.setEnabled(c.match is not None)
        if c.match is None:
            self.panel.set_standing("Biscambiggia", "", [])
            self.panel.set_status(tr("Start a match from the Game menu."))
            return
        match = c.match
        title = c.title() + f" \u00b7 " + tr("hand") + f" {len(match.hands)}"
        self.panel.set_standing(title, match_rule_text(match.variant, match.options), standing_rows(c))
        hand = c.hand
        if hand is None or hand.is_over():
            if match.is_over():
                self.panel.set_status(tr("The match is over."), tr("New match"))
            else:
                dealer = c.name(match.dealer_of(len(match.hands)))
                self.panel.set_status(tr("The hand is over."), tr("Next hand") + f" ({tr('dealer')}: {dealer})")
        elif c.pass_pending is not None:
            self.panel.set_status(tr("Waiting for") + f" {c.name(c.pass_pending)}")
        elif c.awaiting is not None:
            several = len(c.setup.persons()) > 1
            text = tr("Your turn") + (f", {c.name(c.awaiting)}" if several else "") + ": "
            if getattr(hand, "giving", False):
                text += tr("give a card for the matto.")
            elif c.scene.restricted:
                text += tr("play one of the marked cards.")
            else:
                text += tr("drag a card onto the table (or double-click it).")
            self.panel.set_status(text)
        else:
            seat = hand.current_player()
            verb = tr("is thinking...") if not c.is_person(seat) else tr("plays")
            self.panel.set_status(f"{c.name(seat)} {verb}")

    def _decisions(self, seat: int, actions: list) -> None:
        hand = self.ctrl.hand
        points = None
        if hand is not None and hasattr(hand, "buona_points"):
            points = lambda a: hand.buona_points(a) if kind_of(a) not in ("give",) else None
        self.panel.set_decisions(actions, self.ctrl.setup.deck, points)
        if actions is not None and self.ctrl.awaiting is not None:
            self.view.setFocus()

    def _pass(self, seat: int) -> None:
        self.panel.set_decisions([], self.ctrl.setup.deck)
        self.cover.ask(seat, self.ctrl.name(seat))
        self.refresh()

    def _pass_confirmed(self) -> None:
        self.ctrl.confirm_pass()
        self.view.setFocus()

    def _hand_finished(self) -> None:
        self.refresh()
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
        self.refresh()

    def carry_on(self) -> None:
        """The panel's button once a hand is over: the next hand, or a new match."""
        if self.ctrl.match is not None and self.ctrl.match.is_over():
            self.ask_new_match()
        else:
            self.next_hand()

    def show_last_trick(self) -> None:
        if self.ctrl.match is not None:
            LastTrickDialog(self.ctrl, self).open()

    # --- closing -----------------------------------------------------------------------------------
    def closeEvent(self, event) -> None:
        self.ctrl.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop the computer players' thread (tests call this before the window goes)."""
        self.ctrl.shutdown()
