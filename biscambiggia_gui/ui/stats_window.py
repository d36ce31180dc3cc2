"""The statistics window: a tab per game, each a table with a row per seat count and
opponent strength (matches and hands played and won, average points per hand, matches
played with undo; the hands named as the game names them: Briscola's deals), and a button
to reset everything, after a confirmation. A newer version's rows go to their game's tab
(as stored with them); a game this version does not know has a tab under the name it is
stored by. Where several people played at one screen,
each one's results have their own row, under their name (the "Person" column, shown only
then; "You" is the one person playing with computers).

    StatsWindow(stats=None, parent=None).exec()   # stats: a store.stats.Statistics
"""
from __future__ import annotations

import re

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView,
                               QLabel, QMessageBox, QPushButton, QTabWidget, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ..engine.messages import Message, shown_path
from ..engine.registry import families, variants
from ..engine.words import HAND_WORDS
from ..store.stats import Statistics, StatsError, StatsRow
from .setup import PLAYER_LABEL, player_label
from .messages import render
from .text import decimal
from .screenfit import fit_dialog_size

NOTHING = "\u2013"     # a figure of nothing played (a share, an average): a dash, never "0"


class StatsWindow(QDialog):
    statistics_reset = Signal()

    def __init__(self, stats: Statistics | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("statsWindow")
        self.setWindowTitle(self.tr("Statistics"))
        self.error: str | None = None
        self.message: QMessageBox | None = None
        self.owns_stats = stats is None
        if stats is None:
            try:
                stats = Statistics()
            except StatsError as exc:
                self.error = self.why(exc)
        self.stats = stats

        self.tabs = QTabWidget()                 # a tab per game: each names a hand its way
        self.tabs.setDocumentMode(True)
        # the keys go table, Reset, Close as before; Ctrl+Tab (Ctrl+Page Down) turns the tab
        self.tabs.tabBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tables: dict[str, QTableWidget] = {}   # by game (its name as stored)

        self.note = QLabel()
        self.note.setWordWrap(True)

        buttons = QDialogButtonBox()
        self.reset_button = QPushButton(self.tr("&Reset statistics…"))
        self.reset_button.setAutoDefault(True)   # Enter on it asks to reset, not Close
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText(self.tr("Close"))
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.close_button.setDefault(True)        # once in the window, so that it stays the
                                                  # default after Tab went through Reset
        self.refresh()
        if self.table is not None:
            self.table.setFocus()                 # the arrows go cell to cell at once
        self.resize(self._good_size())
        fit_dialog_size(self)                     # a small screen: the table scrolls inside

    # --- names ---------------------------------------------------------------------------
    def game_of(self, row: StatsRow) -> str:
        """The game a row belongs to (its tab): its variant's, or where this version does
        not know the variant (a newer version's) the game stored with it: a new variant of
        a known game joins that game's tab, and each game this version does not know has a
        tab of its own (one "Other games" tab mixed them, with no column to tell them apart)."""
        known = variants().get(row.variant)
        return known.game if known is not None else row.game

    def game_name(self, game: str) -> str:
        """A tab's name: the game's title, or a game this version does not know by the
        name it is stored by."""
        from .setup import game_title
        return game_title(game) if game in families() else game

    def game_word(self, game: str, key: str) -> str:
        """A column's words as the game names a hand ("Deals won" in Briscola, "Hands won"
        elsewhere: engine/words.py, the game's own words)."""
        code = families()[game].word(key) if game in families() else HAND_WORDS[key]
        return render(Message(code))

    def players_text(self, variant_id: str, seats: int) -> str:
        variant = variants().get(variant_id)
        if variant is not None and variant.teams:
            return self.tr("%1 (teams of %2)").replace("%1", str(seats)).replace(
                "%2", str(seats // variant.side_count))
        return str(seats)

    def opponent_name(self, strength: str) -> str:
        return {"random": self.tr("Random"), "easy": self.tr("Easy"), "medium": self.tr("Medium"),
                "hard": self.tr("Hard"), "mixed": self.tr("Mixed"),
                "person": self.tr("People")}.get(strength, strength)

    def person_name(self, player: str) -> str:
        """Whose row: "You" for the one person at the screen, a seat's default name in the
        language now installed ("Player 2", "Giocatore 2"), else the name as typed."""
        if not player:
            return self.tr("You")
        label = re.fullmatch(PLAYER_LABEL.replace("{n}", r"(\d{1,2})"), player)
        return player_label(int(label.group(1)) - 1) if label else player

    def why(self, exc: StatsError) -> str:
        """Why the statistics cannot be read, in words to act on."""
        if exc.transient:
            return self.tr("another program is using them right now; close this window and "
                           "open it again in a moment")
        if exc.newer:
            return self.tr("they were written by a newer version of Biscambiggia, so this "
                           "version leaves them untouched; use the newer version to see them")
        path = getattr(exc, "path", None)
        if path is not None and path.is_dir():          # not the disk: a folder in the way
            return self.tr("%1 is a folder where the statistics file belongs; move it "
                           "elsewhere, then open this window again").replace("%1", shown_path(path))
        return self.tr("the file %1 cannot be opened; check that the disk is not full or "
                       "read-only").replace("%1", shown_path(path or ""))

    # --- content -------------------------------------------------------------------------
    def refresh(self) -> None:
        rows: list[StatsRow] = []
        if self.stats is not None:
            try:
                rows = self.stats.summary()
                self.error = None
            except StatsError as exc:         # a locked or vanished database: say so
                self.error = self.why(exc)
        several = any(row.player for row in rows)    # people who shared the screen
        shown = self.tabs.currentIndex()
        self.tabs.clear()
        for old in self.tables.values():
            old.deleteLater()
        self.tables = {}
        by_game: dict[str, list[StatsRow]] = {}
        for row in rows:
            by_game.setdefault(self.game_of(row), []).append(row)
        order = list(families())          # the registry's games, then the others by name
        for game in sorted(by_game, key=lambda g: (order.index(g), "") if g in order
                           else (len(order), g)):
            table = self._table(game, by_game[game])
            table.setColumnHidden(0, not any(row.player for row in by_game[game]))
            self.tables[game] = table
            self.tabs.addTab(table, self.game_name(game))
        if 0 <= shown < self.tabs.count():
            self.tabs.setCurrentIndex(shown)
        self.tabs.setVisible(bool(rows))
        aside = getattr(self.stats, "recovered_from", None)
        if self.error:
            self.note.setText(self.tr("The statistics cannot be read: %1").replace("%1", self.error))
        elif aside is not None:
            from .keeper import recovery_text
            self.note.setText(recovery_text(aside))
        elif not rows:
            self.note.setText(self.tr("No finished hands yet. Play a match against the "
                                      "computer and your results will appear here."))
        else:
            text = self.tr("“With undo” counts the matches in which you took back a card; "
                           "they are included in the other columns too.")
            if several:
                text += " " + self.tr("A match of several people at one screen counts once "
                                      "for each of them, on their own row.")
            self.note.setText(text)
        self.reset_button.setEnabled(self.stats is not None and bool(rows))

    def _table(self, game: str, rows: list[StatsRow]) -> QTableWidget:
        """One game's tab: a row per person, seat count and opponents, its columns named in
        the game's words."""
        headers = [self.tr("Person"), self.tr("Players"), self.tr("Opponents"),
                   self.tr("Matches"), self.tr("Matches won"), self.tr("Drawn"),
                   self.game_word(game, "stats_played"), self.game_word(game, "stats_won"),
                   self.game_word(game, "stats_points"), self.tr("With undo")]
        table = QTableWidget(len(rows), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setAlternatingRowColors(True)
        table.verticalHeader().setVisible(False)
        table.setAccessibleName(self.tr("Statistics of %1").replace("%1", self.game_name(game)))
        table.setTabKeyNavigation(False)     # Tab leaves the table; the arrows go cell to cell
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        for column, tip in ((0, self.tr("Whose results: each person who played at this screen "
                                        "with other people has their own rows")),
                            (3, self.tr("Matches played to the end")),
                            (4, self.tr("Matches you won, alone or with your team")),
                            (5, self.tr("Drawn matches, where you shared the top place")),
                            (6, self.game_word(game, "stats_played_tip")),
                            (8, self.game_word(game, "stats_points_tip")),
                            (9, self.tr("Matches in which you took back a card"))):
            head = table.horizontalHeaderItem(column)
            if head is not None:
                head.setToolTip(tip)
        for r, row in enumerate(rows):
            cells = [self.person_name(row.player), self.players_text(row.variant, row.seats),
                     self.opponent_name(row.opponent), str(row.matches_played),
                     self._with_share(row.matches_won, row.matches_played),
                     str(row.matches_drawn), str(row.hands_played),
                     self._with_share(row.hands_won, row.hands_played),
                     self._average(row.average_points), str(row.undo_matches)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 3:                                  # the numbers
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)
        table.setCurrentCell(-1, -1)
        return table

    @property
    def table(self) -> QTableWidget | None:
        """The table of the tab shown (None: nothing recorded)."""
        widget = self.tabs.currentWidget()
        return widget if isinstance(widget, QTableWidget) else None

    def rows_shown(self) -> int:
        return sum(table.rowCount() for table in self.tables.values())

    def _with_share(self, won: int, played: int) -> str:
        """A count won with its share of those played ("3 (60%)"), or a dash where nothing
        was played to share out (a game with hands but no match finished), as the average
        of nothing is shown: never a bare "0" beside "0 (0%)" in the same column."""
        if not played:
            return NOTHING
        return f"{won} ({round(100 * won / played)}%)"

    def _average(self, value: float | None) -> str:
        if value is None:
            return NOTHING
        return decimal(value)

    def _good_size(self) -> QSize:
        """Room for the widest tab's columns and the longest tab's rows (4 at least)."""
        tables = list(self.tables.values())
        width, rows, row_height, head = 0, 4, 30, 30
        for table in tables:
            table.resizeColumnsToContents()
            width = max(width, sum(table.columnWidth(c) for c in range(table.columnCount())
                                   if not table.isColumnHidden(c)))
            rows = max(rows, table.rowCount())
            row_height = table.verticalHeader().defaultSectionSize()
            head = table.horizontalHeader().height()
        tab_bar = self.tabs.tabBar().sizeHint().height()
        height = tab_bar + head + rows * row_height
        return QSize(max(640, min(width + 40, 1100)), max(260, min(height + 120, 640)))

    # --- reset ---------------------------------------------------------------------------
    def confirm_reset(self) -> bool:
        """Ask before throwing the statistics away (tests replace this)."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Reset statistics"),
                          self.tr("Forget every match and hand recorded so far? This "
                                  "cannot be undone."),
                          QMessageBox.StandardButton.NoButton, self)
        reset = box.addButton(self.tr("Reset"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep them"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        from .modality import ask
        ask(box)                                # window-modal: this window only
        return box.clickedButton() is reset

    @Slot()
    def ask_reset(self) -> None:
        if self.stats is None or not self.confirm_reset():
            return
        try:
            self.stats.reset()
        except StatsError as exc:
            self.tell_not_reset(exc)
            return
        self.refresh()
        self.statistics_reset.emit()

    def tell_not_reset(self, exc: StatsError) -> None:
        """The reset did not happen: why, and what to do (`self.message`, not blocking)."""
        path = shown_path(getattr(self.stats, "path", ""))
        if exc.transient:
            text = self.tr("Another program is using the statistics file %1 right now, so "
                           "nothing was reset. Close any other program that has it open (or "
                           "wait a moment) and try again.")
        else:
            text = self.tr("The statistics file %1 cannot be changed, so nothing was reset. "
                           "Check that the disk is not full or read-only, then try again.")
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Statistics not reset"),
                          text.replace("%1", path), QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        self.message = box
        box.open()

    def done(self, result: int) -> None:
        if self.owns_stats and self.stats is not None:
            self.stats.close()
            self.stats = None
        super().done(result)

