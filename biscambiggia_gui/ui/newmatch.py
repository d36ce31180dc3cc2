"""The new-match dialog: the game and number of players, each seat a person at this screen
or the computer (and how strong), names, the variant's options from the engine's registry
and the deck. It opens on the last choices (or on you against the computer at
Biscambiggia), so one click on Play starts a match."""
from __future__ import annotations

from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QGroupBox, QLabel, QLineEdit,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from ..engine.variants import get_variant
from .setup import (COMPUTER, COMPUTER_NAMES, DECKS, GAMES, LEVELS, PERSON, MatchSetup,
                    SeatSetup, default_setup)
from .text import tr

BLURBS = {
    "biscambiggia": "The Ligurian trump game: three cards each, a trump turned under the "
                    "talon; the ace and the seven take most of the points.",
    "briscola": "Italy's favourite trump game: three cards each; the ace and the three "
                "take most of the points. Teams of two or three at 4 and 6.",
    "mariagio": "Two players, seven cards each: marriages of king and queen, the exchange "
                "of the two of trumps, and a strict end game. First to 200.",
    "tarocchi": "Tarocchi a pizzico, two players with the 78-card tarot: follow suit or "
                "play a tarot, and show your buone for extra points.",
}
DECK_NAMES = {"genoese": "Genoese (French suits)", "italian": "Italian (Piacentine suits)",
              "tarot": "Tarot"}


class NewMatchDialog(QDialog):
    def __init__(self, setup: MatchSetup | None = None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("New match"))
        self.setMinimumWidth(560)
        self._names: dict[int, str] = {}
        self._kinds: dict[int, str] = {}
        self._levels: dict[int, str] = {}
        self._options: dict[str, object] = {}
        lay = QVBoxLayout(self)
        self.blurb = QLabel(wordWrap=True)
        self.blurb.setStyleSheet("color: #2f4f3a; font-style: italic; padding: 2px 0 6px 0;")
        top = QFormLayout()
        self.game = QComboBox()
        for game, (title, _) in GAMES.items():
            self.game.addItem(title, game)
        self.players = QComboBox()
        self.deck = QComboBox()
        top.addRow(tr("Game"), self.game)
        top.addRow(tr("Players"), self.players)
        top.addRow(tr("Deck"), self.deck)
        lay.addLayout(top)
        lay.addWidget(self.blurb)
        self.seats_box = QGroupBox(tr("At the table"))
        self.seats_grid = QGridLayout(self.seats_box)
        lay.addWidget(self.seats_box)
        self.options_box = QGroupBox(tr("Options"))
        self.options_form = QFormLayout(self.options_box)
        lay.addWidget(self.options_box)
        self.hint = QLabel(wordWrap=True)
        self.hint.setStyleSheet("color: #555;")
        lay.addWidget(self.hint)
        buttons = QDialogButtonBox()
        self.play = buttons.addButton(tr("Play"), QDialogButtonBox.AcceptRole)
        self.play.setDefault(True)
        self.play.setAutoDefault(True)
        self.defaults = QPushButton(tr("Defaults"))
        buttons.addButton(self.defaults, QDialogButtonBox.ResetRole)
        buttons.addButton(QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.defaults.clicked.connect(lambda: self.load(default_setup()))
        lay.addWidget(buttons)
        self.seat_widgets: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        self.option_widgets: dict[str, QWidget] = {}
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self._rebuild)
        self.load(setup or default_setup())

    # --- filling in -------------------------------------------------------------------------
    def load(self, setup: MatchSetup) -> None:
        setup = setup.checked()
        self._names = {i: s.name for i, s in enumerate(setup.seats)}
        self._kinds = {i: s.kind for i, s in enumerate(setup.seats)}
        self._levels = {i: s.level for i, s in enumerate(setup.seats)}
        self._options = dict(setup.options)
        self.game.blockSignals(True)
        self.game.setCurrentIndex(self.game.findData(setup.game))
        self.game.blockSignals(False)
        self._fill_players(setup.players)
        self._fill_decks(setup.deck)
        self._rebuild()

    def _fill_players(self, players: int) -> None:
        game = self.game.currentData()
        counts = sorted(GAMES[game][1])
        self.players.blockSignals(True)
        self.players.clear()
        for n in counts:
            self.players.addItem(str(n), n)
        self.players.setCurrentIndex(max(0, self.players.findData(players)))
        self.players.setEnabled(len(counts) > 1)
        self.players.blockSignals(False)

    def _fill_decks(self, deck: str) -> None:
        decks = DECKS[self.game.currentData()]
        self.deck.clear()
        for d in decks:
            self.deck.addItem(tr(DECK_NAMES[d]), d)
        self.deck.setCurrentIndex(max(0, self.deck.findData(deck)))
        self.deck.setEnabled(len(decks) > 1)

    def _game_changed(self) -> None:
        self._remember()
        self._options = {}
        self._fill_players(self.players.currentData() or 2)
        self._fill_decks("")
        self._rebuild()

    def _remember(self) -> None:
        for i, (name, kind, level) in enumerate(self.seat_widgets):
            self._names[i] = name.text()
            self._kinds[i] = kind.currentData()
            self._levels[i] = level.currentData()
        for opt, w in self.option_widgets.items():
            self._options[opt] = self._option_value(w)

    def _rebuild(self) -> None:
        if self.seat_widgets:
            self._remember()
        variant = get_variant(self.variant_id())
        for w in [w for trio in self.seat_widgets for w in trio]:
            w.deleteLater()
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.seat_widgets = []
        for i in range(variant.players):
            label = tr("Seat") + f" {i + 1}"
            if variant.teams:
                label += " \u00b7 " + (tr("team A") if i % 2 == 0 else tr("team B"))
            name = QLineEdit(self._names.get(i) or (tr("You") if i == 0 else COMPUTER_NAMES[i - 1]))
            name.setMaxLength(24)
            kind = QComboBox()
            kind.addItem(tr("Person at this screen"), PERSON)
            kind.addItem(tr("Computer"), COMPUTER)
            kind.setCurrentIndex(kind.findData(self._kinds.get(i, PERSON if i == 0 else COMPUTER)))
            level = QComboBox()
            for lv in LEVELS:
                level.addItem(tr(lv.capitalize()), lv)
            level.setCurrentIndex(max(0, level.findData(self._levels.get(i, "medium"))))
            level.setEnabled(kind.currentData() == COMPUTER)
            kind.currentIndexChanged.connect(
                lambda _=0, k=kind, lv=level: (lv.setEnabled(k.currentData() == COMPUTER), self._hint()))
            self.seats_grid.addWidget(QLabel(label), i, 0)
            self.seats_grid.addWidget(name, i, 1)
            self.seats_grid.addWidget(kind, i, 2)
            self.seats_grid.addWidget(level, i, 3)
            self.seat_widgets.append((name, kind, level))
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        for opt in variant.options:
            value = self._options.get(opt.name, opt.default)
            if opt.kind is bool:
                w = QCheckBox()
                w.setChecked(bool(value))
            elif opt.choices:
                w = QComboBox()
                for c in opt.choices:
                    w.addItem(str(c), c)
                w.setCurrentIndex(max(0, w.findData(value)))
            else:
                w = QSpinBox()
                w.setRange(20, 2000)
                w.setSingleStep(10)
                w.setValue(int(value))
            w.setObjectName(opt.name)
            text = opt.help[:1].upper() + opt.help[1:] if opt.help else opt.name
            self.options_form.addRow(QLabel(tr(text), wordWrap=True), w)
            self.option_widgets[opt.name] = w
        self.options_box.setVisible(bool(variant.options))
        self.blurb.setText(tr(BLURBS[variant.game]))
        self._hint()

    def _hint(self) -> None:
        persons = sum(1 for _, kind, _ in self.seat_widgets if kind.currentData() == PERSON)
        if persons > 1:
            self.hint.setText(tr("Several people share this screen: before each one plays, "
                                 "the table asks the others to look away."))
        elif persons == 0:
            self.hint.setText(tr("Nobody at the screen plays: you watch the computers."))
        else:
            self.hint.setText("")

    @staticmethod
    def _option_value(w: QWidget):
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QComboBox):
            return w.currentData()
        return w.value()

    # --- reading back -------------------------------------------------------------------------
    def variant_id(self) -> str:
        game = self.game.currentData()
        return GAMES[game][1][self.players.currentData() or min(GAMES[game][1])]

    def setup(self) -> MatchSetup:
        seats = [SeatSetup(name.text().strip() or f"Player {i + 1}", kind.currentData(),
                           level.currentData())
                 for i, (name, kind, level) in enumerate(self.seat_widgets)]
        options = {opt: self._option_value(w) for opt, w in self.option_widgets.items()}
        return MatchSetup(self.variant_id(), seats, options, self.deck.currentData()).checked()
