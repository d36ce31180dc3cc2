"""The new-match dialog: the game and number of players, each seat a person at this screen
or the computer (and how strong), names, the variant's options from the engine's registry
and the deck, and a Rules button for the chosen game. It opens on the last choices (or on you against the computer at
Biscambiggia), so one click on Play starts a match."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QFrame, QGridLayout, QGroupBox, QLabel, QLineEdit,
                               QPushButton, QScrollArea, QSizePolicy, QSpinBox, QVBoxLayout,
                               QWidget)

from ..engine.messages import Message
from ..engine.registry import get_variant
from .messages import render
from .setup import (COMPUTER, LEVELS, PERSON, MatchSetup, SeatSetup, game_decks, game_title,
                    game_variants, games,
                    NAME_LENGTH, clash_text, default_name, default_setup, free_name, is_default_name,
                    name_key, preferred_deck, same_names, seat_name)
from .rules_window import option_text, show_rules
from .text import QT_TR_NOOP, deck_note, display_name, level_title, tr

DECK_NAMES = {"genoese": QT_TR_NOOP("Genoese (French suits)"),
              "italian": QT_TR_NOOP("Italian (Piacentine suits)"), "tarot": QT_TR_NOOP("Tarot")}

def shrinkable(box: QComboBox) -> None:
    """A drop-down that asks for room for its longest item but, where a narrow screen has
    less (683x384, a larger font), may be narrowed to its shortest one, the longer ones
    elided, rather than pushed out of the dialog."""
    metrics = box.fontMetrics()
    widths = [metrics.horizontalAdvance(box.itemText(i)) for i in range(box.count())]
    if widths:
        box.setMinimumWidth(max(0, box.sizeHint().width() - (max(widths) - min(widths))))


class NewMatchDialog(QDialog):
    def __init__(self, setup: MatchSetup | None = None, parent=None, for_default: bool = False):
        """`for_default`: the Settings' choice of the default match (no match starts)."""
        super().__init__(parent)
        self.setObjectName("newMatchDialog")
        self.setWindowTitle(tr("Default match") if for_default else tr("New match"))
        self.setMinimumWidth(620)
        self._names: dict[int, str] = {}
        self._typed: set[int] = set()            # seats whose name the person typed here
        self._clearing: int | None = None        # the seat whose name is being typed anew,
        # emptied for now (by Backspace): it gets a name again only once its field is left
        self._kinds: dict[int, str] = {}
        self._levels: dict[int, str] = {}
        self._options: dict[str, dict] = {}      # variant id -> its options as last chosen here
        self._shown = ""                          # the variant whose options are on show
        lay = QVBoxLayout(self)
        self.blurb = QLabel(wordWrap=True)
        self.blurb.setStyleSheet("color: #2f4f3a; font-style: italic; padding: 2px 0 6px 0;")
        top = QFormLayout()
        self.game = QComboBox()
        for game in games():
            self.game.addItem(game_title(game), game)
        self.players = QComboBox()
        self.deck = QComboBox()
        for text, box in ((self.tr("&Game"), self.game), (self.tr("&Players"), self.players),
                          (self.tr("&Deck"), self.deck)):
            label = QLabel(text)
            label.setBuddy(box)
            box.setAccessibleName(text.replace("&", ""))
            top.addRow(label, box)
        lay.addLayout(top)
        # the game's words, the seats (up to six) and the options scroll inside the dialog,
        # so it fits a 1280x720 screen whatever the game (issue 13), and a 683x384 one
        # whatever the font (the words squeezed above the seats were cut there)
        inner = QWidget()
        inner_lay = QVBoxLayout(inner)
        inner_lay.setContentsMargins(0, 0, 0, 0)
        inner_lay.addWidget(self.blurb)
        self.seats_box = QGroupBox(tr("At the table"))
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats_grid.setColumnStretch(1, 1)
        inner_lay.addWidget(self.seats_box)
        self.options_box = QGroupBox(tr("Options"))
        self.options_form = QFormLayout(self.options_box)
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.options_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        inner_lay.addWidget(self.options_box)
        inner_lay.addStretch(1)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setWidget(inner)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # its rows take the focus, not it
        lay.addWidget(self.scroller, 1)
        self.hint = QLabel(wordWrap=True)
        self.hint.setStyleSheet("color: #555;")
        lay.addWidget(self.hint)
        self.buttons = buttons = QDialogButtonBox()
        self.play = buttons.addButton(tr("Use as default") if for_default else tr("Play"),
                                      QDialogButtonBox.ButtonRole.AcceptRole)
        self.play.setAutoDefault(True)
        self.defaults = QPushButton(tr("De&faults"))
        self.defaults.setAutoDefault(True)     # Enter on a focused button presses it, not Play
        buttons.addButton(self.defaults, QDialogButtonBox.ButtonRole.ResetRole)
        self.rules = QPushButton(tr("&Rules"))
        self.rules.setAutoDefault(True)
        self.rules.setToolTip(tr("The rules of the chosen game"))
        self.rules.clicked.connect(self.show_rules)
        buttons.addButton(self.rules, QDialogButtonBox.ButtonRole.HelpRole)
        self.learn = QPushButton(tr("&Learn to play..."))    # the lessons (ui/lesson_window.py)
        self.learn.setAutoDefault(True)
        self.learn.setToolTip(tr("A guided hand at the table for each game, step by step"))
        self.learn.clicked.connect(self.show_lessons)
        buttons.addButton(self.learn, QDialogButtonBox.ButtonRole.HelpRole)
        self.learn.setVisible(not for_default and hasattr(parent, "show_lessons"))  # after addButton
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.defaults.clicked.connect(lambda: self.load(default_setup()))
        lay.addWidget(buttons)
        # the default once in the dialog, so that the dialog keeps it as its own: Enter in a
        # field plays even after Tab went through Cancel (made default before, Play was not)
        self.play.setDefault(True)
        self.seat_widgets: list[tuple[QLineEdit, QComboBox, QComboBox]] = []
        self.option_widgets: dict[str, QWidget] = {}
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self._rebuild)
        self.deck.currentIndexChanged.connect(lambda _=0: self._blurb() if self.seat_widgets else None)
        self.load(setup or default_setup())

    # --- filling in -------------------------------------------------------------------------
    def load(self, setup: MatchSetup) -> None:
        setup = setup.checked()
        self._names = {i: s.name for i, s in enumerate(setup.seats)}
        self._kinds = {i: s.kind for i, s in enumerate(setup.seats)}
        self._levels = {i: s.level for i, s in enumerate(setup.seats)}
        self._options = {setup.variant: dict(setup.options)}
        self._typed = {i for i, s in enumerate(setup.seats) if s.typed}   # kept as typed
        self._shown = ""
        self.game.blockSignals(True)
        self.game.setCurrentIndex(self.game.findData(setup.game))
        self.game.blockSignals(False)
        self._fill_players(setup.players)
        self._fill_decks(setup.deck)
        self._rebuild()

    def _fill_players(self, players: int) -> None:
        game = self.game.currentData()
        counts = sorted(game_variants(game))
        self.players.blockSignals(True)
        self.players.clear()
        for n in counts:
            self.players.addItem(str(n), n)
        self.players.setCurrentIndex(max(0, self.players.findData(players)))
        self.players.setEnabled(len(counts) > 1)
        self.players.blockSignals(False)

    def _fill_decks(self, deck: str) -> None:
        game = self.game.currentData()
        decks = game_decks(game)
        self.deck.clear()
        for d in decks:
            self.deck.addItem(tr(DECK_NAMES[d]), d)
        self.deck.setCurrentIndex(max(0, self.deck.findData(deck or preferred_deck(game))))
        self.deck.setEnabled(len(decks) > 1)

    def _game_changed(self) -> None:
        self._remember()
        self._fill_players(self.players.currentData() or 2)
        self._fill_decks("")
        self._rebuild()

    def _remember(self) -> None:
        for i, (name, kind, level) in enumerate(self.seat_widgets):
            self._names[i] = name.text()
            self._kinds[i] = kind.currentData()
            self._levels[i] = level.currentData()
        if self._shown:
            self._options[self._shown] = {opt: self._option_value(w)
                                          for opt, w in self.option_widgets.items()}

    def _rebuild(self) -> None:
        self._clearing = None
        if self.seat_widgets:
            self._remember()
        variant = get_variant(self.variant_id())
        for trio in self.seat_widgets:
            for old in trio:
                old.deleteLater()
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            gone = item.widget() if item is not None else None
            if gone is not None:
                gone.deleteLater()
        self.seat_widgets = []
        sides = variant.seat_sides or tuple(range(variant.players))
        for i in range(variant.players):
            label = tr("Seat {n}", n=i + 1)
            if variant.teams:
                label += " \u00b7 " + (tr("team A") if sides[i] == 0 else tr("team B"))
            name = QLineEdit(display_name(self._names.get(i) or "") or seat_name(i))
            name.setMaxLength(NAME_LENGTH)
            name.setMinimumWidth(name.fontMetrics().horizontalAdvance("Bruno") * 2)  # a name shows
            name.textEdited.connect(lambda _="", seat=i: self._name_typed(seat))
            name.editingFinished.connect(lambda seat=i: self._name_left(seat))
            name.setAccessibleName(tr("Name, seat {n}", n=i + 1))
            kind = QComboBox()
            kind.setAccessibleName(tr("Who plays seat {n}", n=i + 1))
            kind.addItem(tr("Person at this screen"), PERSON)
            kind.addItem(tr("Computer"), COMPUTER)
            kind.setCurrentIndex(kind.findData(self._kinds.get(i, PERSON if i == 0 else COMPUTER)))
            level = QComboBox()
            level.setAccessibleName(tr("Strength, seat {n}", n=i + 1))
            for lv in LEVELS:
                level.addItem(level_title(lv), lv)
            level.setCurrentIndex(max(0, level.findData(self._levels.get(i, "medium"))))
            level.setEnabled(kind.currentData() == COMPUTER)
            kind.currentIndexChanged.connect(
                lambda _=0, k=kind, lv=level: self._kind_changed(k, lv))
            for box in (kind, level):
                shrinkable(box)
            self.seats_grid.addWidget(QLabel(label), i, 0)
            self.seats_grid.addWidget(name, i, 1)
            self.seats_grid.addWidget(kind, i, 2)
            self.seats_grid.addWidget(level, i, 3)
            self.seat_widgets.append((name, kind, level))
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        chosen = self._options.get(variant.id, {})     # another variant starts from its defaults
        self._shown = variant.id
        for opt in variant.options:
            value = chosen.get(opt.name, opt.default)
            w: QWidget
            if opt.kind is bool:
                check = QCheckBox()
                check.setChecked(bool(value))
                w = check
            elif opt.choices:
                box = QComboBox()
                for i, c in enumerate(opt.choices):
                    words = opt.choice_words[i] if i < len(opt.choice_words) else ""
                    box.addItem(render(Message(words)) if words else str(c), c)
                box.setCurrentIndex(max(0, box.findData(value)))
                w = box
            else:
                spin = QSpinBox()
                spin.setRange(opt.low if opt.low is not None else 0,
                              opt.high if opt.high is not None else 1_000_000)
                spin.setSingleStep(10 if (opt.high or 0) >= 500 else 1)
                spin.setValue(int(value))
                w = spin
            w.setObjectName(opt.name)
            text = option_text(opt)
            w.setAccessibleName(text)
            caption = QLabel(text)
            caption.setWordWrap(True)
            caption.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.MinimumExpanding)
            caption.setMinimumWidth(230)
            self.options_form.addRow(caption, w)
            self.option_widgets[opt.name] = w
        self.options_box.setVisible(bool(variant.options))
        from .screenfit import wheel_scrolls
        wheel_scrolls(self.scroller)          # the new rows' fields leave the wheel to the list
        self._fit()
        if self.isVisible():                  # the new rows show at the next turn of the loop
            QTimer.singleShot(0, self, self._fit)
        self._blurb()
        self._default_names()
        self._hint()
        self._tab_order()

    def _blurb(self) -> None:
        """The game in a few words, and what the chosen number of players takes out of
        the deck (three: the 2 of spades), named in the chosen deck."""
        variant = get_variant(self.variant_id())
        note = deck_note(variant, self.deck.currentData() or preferred_deck(self.game.currentData()))
        self.blurb.setText(" ".join(t for t in (render(Message(variant.family.word("about"))), note) if t))

    def _tab_order(self) -> None:
        """Tab goes down the dialog as it reads: the game, the players and the deck, each
        seat's name, who plays it and how strong, the options, and then the buttons (the
        seats and options are made after the buttons, so Qt's own order put them last)."""
        chain: list[QWidget] = [self.game, self.players, self.deck]
        chain += [w for trio in self.seat_widgets for w in trio]
        chain += list(self.option_widgets.values())
        chain.append(self.buttons)            # the row of buttons, in its own order, comes last
        for first, then in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, then)

    def _kind_changed(self, kind: QComboBox, level: QComboBox) -> None:
        level.setEnabled(kind.currentData() == COMPUTER)
        seat = next((i for i, trio in enumerate(self.seat_widgets) if trio[1] is kind), None)
        self._typed.discard(seat)              # another hand: a name nobody typed follows it
        self._default_names()
        self._hint()

    def _fit(self) -> None:
        """As tall as the seats and options want, never taller than a dialog may be on
        the screen (`screenfit.dialog_room`, less the game's choices, the hint and the
        buttons): past that, they scroll, and the list then ends at a row's edge, no row
        cut at its bottom (1280x720: held to 92% of the screen less 260 px, the last of
        Biscambiggia chiamata's options showed half, 150 px of the screen left free)."""
        from .screenfit import available, dialog_room, whole_rows
        room = available(self.parentWidget() or self)
        inner = self.scroller.widget()
        if inner is None:
            return
        for lay in (self.seats_grid, self.options_form, inner.layout()):
            if lay is None:
                continue
            lay.invalidate()                  # the rows just made count, not the ones before
            lay.activate()
        inner.adjustSize()
        # at the width the rows get: an option's words wrapped over three lines (Briscola's
        # partners' view) count their lines there, where the size hint guessed a 14 px taller
        # block, a blank band above the buttons with four and six players
        width = self.scroller.viewport().width()
        layout = inner.layout()
        if layout is not None and layout.hasHeightForWidth() and width > 0:
            want = layout.heightForWidth(width) + 4
        else:
            want = inner.sizeHint().height() + 4
        most = max(120, dialog_room(room).height() - self._around_the_list())
        if want > most and self.isVisible() and width > 0 and layout is not None:
            inner.resize(width, want)         # the rows where they will lie, read at
            layout.activate()                 # their places
            most = whole_rows(inner, most)
        self.scroller.setMinimumHeight(min(want, most))
        self.setMaximumHeight(room.height())
        if self.isVisible():                  # another game or more players: it grows to show
            own = self.layout()                       # them (within the screen), never an
            if own is not None:                       # inner scroll bar where there is room,
                own.activate()                        # and shrinks back for fewer
            self._snug()

    def _around_the_list(self) -> int:
        """The height the dialog's parts other than the list of seats and options take:
        the game's choices, the hint while it says something, the buttons, the margins
        and the spaces between them."""
        own = self.layout()
        if own is None:
            return 0
        margins = own.contentsMargins()
        width = max(self.width(), self.sizeHint().width()) - margins.left() - margins.right()
        total = margins.top() + margins.bottom()
        for i in range(own.count()):
            item = own.itemAt(i)
            if item is None or item.widget() is self.scroller or item.isEmpty():
                continue
            height = item.heightForWidth(width) if item.hasHeightForWidth() else item.sizeHint().height()
            total += height + own.spacing()
        return total

    def _snug(self) -> None:
        """As tall as the seats and options shown want (no blank band above the buttons
        after a game with more of them), at least as wide as it is (it never narrows
        under the pointer), within the screen. The height is the layout's least, which
        holds the scroll area at what `_fit` measured (`want`, or the screen's share):
        the scroll area's own size hint keeps the size of the rows it showed before."""
        from .screenfit import centred_at, fit_dialog_size
        want = self.sizeHint()
        self.resize(max(want.width(), self.width()), self.minimumSizeHint().height())
        fit_dialog_size(self)
        if self.isVisible() and self._centre is not None:
            # its centre stays where it was (over the main window, or where the player
            # moved it), within the screen: grown where it opened (Biscambiggia for two,
            # then the chiamata's five seats and six options) its bottom, the buttons,
            # went 8 px under a 1280x720 screen's edge; moved up for that, and shrunk
            # again for a game with fewer options, it stayed high on the screen
            place = self._placed = centred_at(self, self._centre)
            if place != self.pos():
                self.move(place)

    _centre: QPoint | None = None     # where its centre stays while it changes size
    _placed: QPoint | None = None     # where it last moved itself

    def showEvent(self, event) -> None:
        super().showEvent(event)              # (QDialog centres it for the size it has now)
        parent = self.parentWidget()
        self._centre = parent.window().frameGeometry().center() \
            if parent is not None and parent.isVisible() else QRect(self.pos(), self.size()).center()
        self._fit()
        self._snug()
        self._tab_order()

    def moveEvent(self, event) -> None:
        """Moved by the player (the window system's move, not to where it put itself):
        its centre stays there from now on."""
        super().moveEvent(event)
        if event.spontaneous() and self._placed is not None and self.pos() != self._placed:
            self._centre = QRect(self.pos(), self.size()).center()

    def _default_names(self) -> None:
        """Names nobody typed follow who sits there: "Player 2" for a second person at the
        screen, a computer's name for a computer, "You" when one person plays alone. A
        computer never takes a name a seat already has (yours is Anna in the Settings:
        the computer beside you is Bruno), so the table can tell every seat apart."""
        several = sum(1 for _, k, _ in self.seat_widgets if k.currentData() == PERSON) > 1
        given = {i for i, (name, _, _) in enumerate(self.seat_widgets)
                 if name.text().strip() and (i in self._typed
                                             or not is_default_name(name.text().strip(), i))}
        taken = {name_key(self.seat_widgets[i][0].text()) for i in given}
        for i, (name, kind, _) in enumerate(self.seat_widgets):
            if i in given or i == self._clearing:
                continue
            text = display_name(default_name(i, kind.currentData(), several))
            if name_key(text) in taken:        # typed at another seat: a name still free
                text = display_name(free_name(i, kind.currentData(), several, taken))
            taken.add(name_key(text))
            if name.text() != text:
                name.setText(text)

    def _name_typed(self, seat: int) -> None:
        """A name typed (or cleared) by the person: kept as typed, even a computer's name
        ("Carla"), until the seat changes hands; the names nobody typed make way for it."""
        if self.seat_widgets[seat][0].text().strip():
            self._typed.add(seat)
            self._clearing = None
        else:                           # emptied to type another name: "Anna" does not
            self._typed.discard(seat)   # come back under the cursor ("AnnaCarla")
            self._clearing = seat
        self._default_names()
        self._hint()

    def _name_left(self, seat: int) -> None:
        """A field left empty gets the name nobody typed, once the person moves on."""
        if self._clearing == seat:
            self._clearing = None
            self._default_names()
            self._hint()

    def clash(self) -> tuple[int, int] | None:
        """The first two seats whose names are one, letter case and spaces aside ("Luca",
        "luca "), or None (setup.same_names)."""
        return same_names([name.text() for name, _, _ in self.seat_widgets])

    def _hint(self) -> None:
        clash = self.clash()
        self.play.setEnabled(clash is None)     # Play refuses, and the hint says why
        persons = sum(1 for _, kind, _ in self.seat_widgets if kind.currentData() == PERSON)
        if clash is not None:
            self.hint.setText(clash_text([name.text() for name, _, _ in self.seat_widgets]))
        elif persons > 1:
            self.hint.setText(tr("Several people share this screen: before each one plays, "
                                 "the table asks the others to look away."))
        elif persons == 0:
            self.hint.setText(tr("Nobody at the screen plays: you watch the computers."))
        else:
            self.hint.setText("")
        if self.hint.isHidden() == bool(self.hint.text()):   # nothing to say: no blank line
            self.hint.setHidden(not self.hint.text())          # above the buttons; it grows
            own = self.layout()                                 # and shrinks with its words
            if self.isVisible() and own is not None:
                own.activate()
                self._snug()

    def accept(self) -> None:
        """Play (or Enter anywhere): refused while two seats share a name; the hint says
        which, the second of them takes the focus, and every name typed stays."""
        self._hint()
        clash = self.clash()
        if clash is not None:
            self.seat_widgets[clash[1]][0].setFocus()
            return
        super().accept()

    @staticmethod
    def _option_value(w: QWidget):
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QComboBox):
            return w.currentData()
        if isinstance(w, QSpinBox):
            return w.value()
        raise TypeError(f"no value in {type(w).__name__}")

    def show_lessons(self) -> None:
        """Learn to play: this dialog makes way (no match starts) for the list of lessons
        over the window, on the lesson of the game and players chosen here; the lesson
        opens beside the match, which waits."""
        window = self.parent()
        variant = self.variant_id()
        self.reject()
        show = getattr(window, "show_lessons", None)
        if show is not None:
            show(variant)

    def show_rules(self) -> None:
        from .. import i18n
        show_rules(self, self.variant_id(), i18n.current_language())

    # --- reading back -------------------------------------------------------------------------
    def variant_id(self) -> str:
        by_players = game_variants(self.game.currentData())
        return by_players[self.players.currentData() or min(by_players)]

    def setup(self) -> MatchSetup:
        seats = [SeatSetup(name.text(), kind.currentData(), level.currentData(),
                           i in self._typed and bool(name.text().strip()))
                 for i, (name, kind, level) in enumerate(self.seat_widgets)]   # an empty
        # one: its default
        options = {opt: self._option_value(w) for opt, w in self.option_widgets.items()}
        return MatchSetup(self.variant_id(), seats, options, self.deck.currentData()).checked()
