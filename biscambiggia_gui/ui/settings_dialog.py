"""The Settings dialog (Game menu, Settings..., Ctrl+,): player names, the default match
(chosen with the new-match dialog), the deck of each 40-card game, animation speed, card
size, language, whether the cards played are listed, and "Count the points for me"
(a three-state box: ticked, always; empty, never; half-ticked, as each game's rules say,
i.e. not in Briscola). OK and Apply save them to
QSettings and the window applies them at once (`applied`)."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QVBoxLayout, QWidget)

from .. import i18n
from .newmatch import DECK_NAMES, NewMatchDialog
from .setup import (CARD_SIZE_NAMES, CARD_SIZES, COMPUTER_NAMES, COUNT_CHOICES, NAME_LENGTH,
                    SPEED_NAMES, clash_text, clean_name,
                    game_decks, game_title, games,
                    SPEEDS, MatchSetup, default_setup, load_choice, load_flag, player_names,
                    preferred_deck, save_choice, save_default_setup, save_player_names,
                    save_preferred_deck, setting)
from .screenfit import ShortScreenScroll, fit_dialog, wheel_scrolls
from .text import level_name, tr



def deck_choice_games() -> list[str]:
    """The games played with a choice of decks."""
    return [g for g in games() if len(game_decks(g)) > 1]

COUNT_STATES = {"rules": Qt.CheckState.PartiallyChecked, "on": Qt.CheckState.Checked, "off": Qt.CheckState.Unchecked}


@dataclass
class Preferences:
    names: list[str] = field(default_factory=lambda: [""] * 6)
    decks: dict[str, str] = field(default_factory=dict)
    speed: str = "normal"
    card_size: str = "normal"
    language: str = ""                  # "" = the system's
    show_played: bool = True
    default_match: MatchSetup | None = None
    count_points: str = "rules"         # COUNT_CHOICES: the variant's rule, always, never
    # the seats whose name was changed in the dialog (None: every name given): only they
    # rename the match on the table, so a name typed for this match stays (not saved)
    renamed: tuple[int, ...] | None = None

    @classmethod
    def load(cls) -> "Preferences":
        return cls(player_names(), {g: preferred_deck(g) for g in deck_choice_games()},
                   load_choice("table/speed", SPEEDS, "normal"),
                   load_choice("table/card_size", CARD_SIZES, "normal"),
                   load_choice("ui/language", ("", *i18n.LANGUAGES), ""),
                   load_flag("table/show_played", True),
                   default_setup() if setting("match/default") else None,
                   load_choice("table/count_points", COUNT_CHOICES, "rules"))

    def save(self) -> None:
        save_player_names(self.names)
        for game, deck in self.decks.items():
            save_preferred_deck(game, deck)
        save_choice("table/speed", self.speed)
        save_choice("table/card_size", self.card_size)
        save_choice("ui/language", self.language)
        save_choice("table/show_played", self.show_played)
        save_choice("table/count_points", self.count_points)
        save_default_setup(self.default_match)


def setup_summary(setup: MatchSetup) -> str:
    title = game_title(setup.game)
    others = [s for s in setup.seats[1:]]
    if all(not s.is_person for s in others):
        levels = sorted({s.level for s in others})
        against = tr("against the computer ({level})", level=", ".join(level_name(lv) for lv in levels))
    else:
        against = tr("with other people at this screen")
    return tr("{game}, {n} players, {against}", game=title, n=setup.players, against=against)


class SettingsDialog(QDialog):
    applied = Signal(object)            # the Preferences just saved

    def __init__(self, prefs: Preferences | None = None, parent=None):
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.prefs = prefs or Preferences.load()
        self.default_match = self.prefs.default_match
        lay = QVBoxLayout(self)
        body = QWidget()                    # the groups, scrolling where the screen is short
        outer, lay = lay, QVBoxLayout(body)
        lay.setContentsMargins(0, 0, 0, 0)

        self.people = QGroupBox()
        grid = QGridLayout(self.people)
        self.name_edits: list[QLineEdit] = []
        self.name_labels: list[QLabel] = []
        for seat in range(6):
            edit = QLineEdit(self.prefs.names[seat])
            edit.setMaxLength(NAME_LENGTH)
            label = QLabel()
            label.setBuddy(edit)
            row, col = (0, 0) if seat == 0 else ((seat + 1) // 2, (seat + 1) % 2 * 2)
            grid.addWidget(label, row, col)
            grid.addWidget(edit, row, col + 1)
            self.name_edits.append(edit)
            self.name_labels.append(label)
            edit.textChanged.connect(self._names_changed)
        self.names_hint = QLabel(wordWrap=True)        # two seats alike: which, and why
        self.names_hint.setObjectName("namesHint")
        self.names_hint.setStyleSheet("color: #a33;")
        self.names_hint.setVisible(False)
        grid.addWidget(self.names_hint, 4, 0, 1, 4)
        lay.addWidget(self.people)

        self.match_box = QGroupBox()
        line = QHBoxLayout(self.match_box)
        self.default_label = QLabel(wordWrap=True)
        self.change_default = QPushButton()
        self.change_default.clicked.connect(self.choose_default)
        self.reset_default = QPushButton()
        self.reset_default.clicked.connect(self._reset_default)
        line.addWidget(self.default_label, 1)
        line.addWidget(self.change_default)
        line.addWidget(self.reset_default)
        lay.addWidget(self.match_box)

        self.table = QGroupBox()
        form = QFormLayout(self.table)
        self.deck_boxes: dict[str, QComboBox] = {}
        self.labels: dict[str, QLabel] = {}
        for game in deck_choice_games():
            box = QComboBox()
            for deck in game_decks(game):
                box.addItem("", deck)
            box.setCurrentIndex(max(0, box.findData(self.prefs.decks.get(game, game_decks(game)[0]))))
            self.deck_boxes[game] = box
            form.addRow(self._label(game, box), box)
        self.speed = self._combo(SPEED_NAMES, self.prefs.speed)
        form.addRow(self._label("speed", self.speed), self.speed)
        self.card_size = self._combo(CARD_SIZE_NAMES, self.prefs.card_size)
        form.addRow(self._label("size", self.card_size), self.card_size)
        self.language = QComboBox()
        self.language.addItem("", "")
        for code, name in i18n.LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(self.prefs.language)))
        form.addRow(self._label("language", self.language), self.language)
        self.show_played = QCheckBox()
        self.show_played.setChecked(self.prefs.show_played)
        form.addRow(self.show_played)
        self.count_points = QCheckBox()
        self.count_points.setTristate(True)
        self.count_points.setCheckState(COUNT_STATES.get(self.prefs.count_points,
                                                         Qt.CheckState.PartiallyChecked))
        self.count_points.stateChanged.connect(self._count_words)
        form.addRow(self.count_points)
        lay.addWidget(self.table)
        lay.addStretch(1)
        self.body = ShortScreenScroll(body)
        wheel_scrolls(self.body)
        outer.addWidget(self.body, 1)
        lay = outer

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.Apply)
        self.apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        self.apply_button.clicked.connect(self.apply)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.retranslate()
        self.setMinimumWidth(540)
        fit_dialog(self)

    def _names_changed(self, _text: str = "") -> None:
        """Two seats' names alike (letter case and spaces aside: setup.name_key): the
        dialog says which and turns OK and Apply off until one is changed; what was typed
        stays. An empty name is no clash (the seat takes its default)."""
        said = clash_text([e.text() for e in self.name_edits],
                          [label.text() for label in self.name_labels])   # as labelled here
        self.names_hint.setText(said)
        self.names_hint.setVisible(bool(said))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok) if hasattr(self, "buttons") else None
        for button in (ok, getattr(self, "apply_button", None)):
            if button is not None:
                button.setEnabled(not said)

    def _label(self, key: str, buddy) -> QLabel:
        label = QLabel()
        label.setBuddy(buddy)
        self.labels[key] = label
        return label

    def _combo(self, names: dict, current: str) -> QComboBox:
        box = QComboBox()
        for value in names:
            box.addItem("", value)
        box.setCurrentIndex(max(0, box.findData(current)))
        return box

    def retranslate(self) -> None:
        """Every text of the dialog in the language now installed."""
        self.setWindowTitle(tr("Settings"))
        self.people.setTitle(tr("Players"))
        for seat, (label, edit) in enumerate(zip(self.name_labels, self.name_edits)):
            label.setText(tr("&Your name") if seat == 0 else tr("Seat {n}", n=seat + 1))
            edit.setPlaceholderText(tr("You") if seat == 0 else COMPUTER_NAMES[seat - 1])
            edit.setAccessibleName(label.text().replace("&", ""))
        self.match_box.setTitle(tr("Default match"))
        self.change_default.setText(tr("&Choose..."))
        self.reset_default.setText(tr("Reset"))
        self.table.setTitle(tr("Table"))
        texts = {game: tr("Deck for {game}", game=game_title(game)) for game in deck_choice_games()}
        texts.update(speed=tr("Animation &speed"), size=tr("Card si&ze"), language=tr("&Language"))
        for key, label in self.labels.items():
            label.setText(texts[key])
            label.buddy().setAccessibleName(texts[key].replace("&", ""))
        for box in self.deck_boxes.values():
            for i in range(box.count()):
                box.setItemText(i, tr(DECK_NAMES[box.itemData(i)]))
        for box, names in ((self.speed, SPEED_NAMES), (self.card_size, CARD_SIZE_NAMES)):
            for i in range(box.count()):
                box.setItemText(i, tr(names[box.itemData(i)]))
        system = i18n.LANGUAGE_NAMES[i18n.system_language()]
        self.language.setItemText(0, tr("System ({language})", language=system))
        self.show_played.setText(tr("Show the cards &played where the points are counted (off: a challenge "
                                    "for your memory)"))
        self._count_words()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("OK"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Cancel"))
        self.apply_button.setText(tr("&Apply"))
        self._names_changed()
        self._show_default()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _count_words(self, *_) -> None:
        """The box's words say what each of its three states does."""
        state = self.count_points.checkState()
        if state == Qt.CheckState.PartiallyChecked:
            text = tr("C&ount the points for me: as each game's rules say (not in Briscola)")
        elif state == Qt.CheckState.Checked:
            text = tr("C&ount the points for me: in every game")
        else:
            text = tr("C&ount the points for me: never (only the last trick can be looked at)")
        self.count_points.setText(text)
        self.count_points.setAccessibleName(text.replace("&", ""))

    # --- the default match ---------------------------------------------------------------
    def _show_default(self) -> None:
        setup = self.default_match or MatchSetup()
        self.default_label.setText(setup_summary(setup))
        self.reset_default.setEnabled(self.default_match is not None)

    def choose_default(self) -> None:
        self.chooser = NewMatchDialog(self.default_match or default_setup(), self, for_default=True)
        self.chooser.accepted.connect(self._chosen)
        self.chooser.open()

    def _chosen(self) -> None:
        self.default_match = self.chooser.setup()
        self._show_default()

    def _reset_default(self) -> None:
        self.default_match = None
        self._show_default()

    # --- saving ------------------------------------------------------------------------------
    def values(self) -> Preferences:
        return Preferences([clean_name(e.text()) for e in self.name_edits],
                           {g: b.currentData() for g, b in self.deck_boxes.items()},
                           self.speed.currentData(), self.card_size.currentData(),
                           self.language.currentData(), self.show_played.isChecked(),
                           self.default_match, self.count_choice())

    def count_choice(self) -> str:
        state = self.count_points.checkState()
        return next(c for c, s in COUNT_STATES.items() if s == state)

    def apply(self) -> None:
        if clash_text([e.text() for e in self.name_edits]):
            return                          # two names alike: the hint says which
        before = self.prefs.names
        self.prefs = self.values()
        self.prefs.renamed = tuple(seat for seat, name in enumerate(self.prefs.names)
                                   if name != (before[seat] if seat < len(before) else ""))
        self.prefs.save()
        self.applied.emit(self.prefs)

    def accept(self) -> None:
        if clash_text([e.text() for e in self.name_edits]):
            return                          # the dialog stays, every name as typed
        self.apply()
        super().accept()
