"""The window's menus, with mnemonics and shortcuts, re-translated in place when the
language changes (each action keeps its English source text).

    Game   New match (Ctrl+N), Open record (Ctrl+O), Save record as (Ctrl+S), Review a
           record, Match result, Statistics, Settings (Ctrl+,), Quit (Ctrl+Q)
    Table  Hint (H), Undo (Ctrl+Z), Last trick (L), Cards played (P), Review the hands
           (Ctrl+R), Speed
    Help   Rules of this game (F1), Rules of the games, Learn to play, Licences, About
"""
from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from .about import show_about
from .licences_window import show_licences
from .setup import SPEED_NAMES
from .text import QT_TR_NOOP, tr


class Menus:
    def __init__(self, window):
        self.window = window
        self.texts: list[tuple[object, str, str]] = []     # (action or menu, text, tooltip)
        bar = window.menuBar()
        game = self.menu(bar, QT_TR_NOOP("&Game"))
        self.new = self.action(game, QT_TR_NOOP("&New match..."), window.ask_new_match,
                               QKeySequence.StandardKey.New)
        self.open = self.action(game, QT_TR_NOOP("&Open game record..."), window.open_record,
                                QKeySequence.StandardKey.Open)
        self.save = self.action(game, QT_TR_NOOP("&Save game record as..."), window.save_record_as,
                                QKeySequence("Ctrl+S"))
        self.review_file = self.action(game, QT_TR_NOOP("Re&view a game record..."),
                                       window.review_record)
        self.result = self.action(game, QT_TR_NOOP("Match &result..."), window.show_match_end)
        game.addSeparator()
        self.stats = self.action(game, QT_TR_NOOP("Stat&istics..."), window.show_statistics)
        self.settings = self.action(game, QT_TR_NOOP("Se&ttings..."), window.show_settings,
                                    QKeySequence("Ctrl+,"))
        game.addSeparator()
        self.quit = self.action(game, QT_TR_NOOP("&Quit"), window.close, QKeySequence.StandardKey.Quit)

        table = self.menu(bar, QT_TR_NOOP("&Table"))
        self.hint = self.action(table, QT_TR_NOOP("&Hint"), window.hint, QKeySequence("H"),
                                QT_TR_NOOP("What the strongest computer player would play, and why"))
        self.undo = self.action(table, QT_TR_NOOP("&Undo your last card"), window.undo,
                                QKeySequence.StandardKey.Undo,
                                QT_TR_NOOP("Only in matches against the computer; the statistics "
                                           "mark the match"))
        self.last = self.action(table, QT_TR_NOOP("&Last trick"), window.show_last_trick,
                                QKeySequence("L"))
        self.played = self.action(table, QT_TR_NOOP("&Cards played"), window.set_show_played,
                                  QKeySequence("P"))
        self.played.setCheckable(True)
        self.review = self.action(table, QT_TR_NOOP("&Review the hands..."), window.review_hands,
                                  QKeySequence("Ctrl+R"),
                                  QT_TR_NOOP("Each of your decisions rated by the strongest "
                                             "computer player, from what you knew"))
        table.addSeparator()
        speed = self.menu(table, QT_TR_NOOP("&Speed"))
        group = QActionGroup(window)
        self.speeds: dict[str, QAction] = {}
        for name, text in SPEED_NAMES.items():
            act = self.action(speed, text, lambda _=False, n=name: window.set_speed(n))
            act.setCheckable(True)
            group.addAction(act)
            self.speeds[name] = act

        help_menu = self.menu(bar, QT_TR_NOOP("&Help"))
        self.rules = self.action(help_menu, QT_TR_NOOP("&Rules of this game"), window.show_rules,
                                 QKeySequence.StandardKey.HelpContents)
        self.all_rules = self.action(help_menu, QT_TR_NOOP("Rules of the &games..."),
                                     lambda: window.show_rules(None))
        self.lessons = self.action(help_menu, QT_TR_NOOP("Learn to &play..."), window.show_lessons)
        help_menu.addSeparator()
        self.licences = self.action(help_menu, QT_TR_NOOP("&Licences..."),
                                    lambda: show_licences(window))
        self.about = self.action(help_menu, QT_TR_NOOP("&About Biscambiggia..."),
                                 lambda: show_about(window))
        self.retranslate()

    def menu(self, parent, text: str):
        menu = parent.addMenu(text)
        self.texts.append((menu, text, ""))
        return menu

    def action(self, menu, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        act = QAction(text, self.window)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda checked=False: slot(checked) if act.isCheckable() else slot())
        menu.addAction(act)
        self.texts.append((act, text, tip))
        return act

    def retranslate(self) -> None:
        for item, text, tip in self.texts:
            if isinstance(item, QAction):
                item.setText(tr(text))
                item.setToolTip(tr(tip) if tip else tr(text).replace("&", "").rstrip("."))
                item.setStatusTip(tr(tip) if tip else "")
            elif isinstance(item, QMenu):
                item.setTitle(tr(text))
