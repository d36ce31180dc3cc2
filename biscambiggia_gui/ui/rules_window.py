"""The rules in the app: one page per game family and language, in the project's own
words (assets/rules/<language>/<game>.html), shown in a QTextBrowser with a game selector.
Opening it for a variant scrolls to the part about that variant (its anchor).

    show_rules(parent, variant_id, language)   open (or bring forward) the rules window
"""
from __future__ import annotations

from html import escape as html_escape
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, Slot
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel,
                               QTextBrowser, QVBoxLayout, QWidget)

from shiboken6 import isValid

from ..engine.messages import shown_path
from ..engine.registry import families, variants
from ..paths import asset
from .escape import framed_with_the_keys
from .modality import StandsAlone
from .screenfit import fit_to_screen
from .text import tr
LANGUAGES = ("it", "en")
FALLBACK_LANGUAGE = "en"

STYLE = """
h1 { font-size: x-large; margin-bottom: 6px; }
h2 { font-size: large; margin-top: 16px; margin-bottom: 4px; }
h3 { font-size: medium; margin-top: 10px; margin-bottom: 2px; }
p, li { line-height: 130%; }
th { background-color: palette(alternate-base); }
"""


def language_code(language: str | None) -> str:
    """"it", "it_IT", "it-CH" -> "it"; anything unknown -> English."""
    code = (language or "").replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else FALLBACK_LANGUAGE


def game_of(variant_id: str) -> str:
    """The game family of a variant id ("briscola-4" -> "briscola"); a family name is
    accepted as it is."""
    if variant_id in variants():
        return variants()[variant_id].game
    if variant_id in families():
        return variant_id
    raise ValueError(f"unknown variant {variant_id!r}")


def rules_path(game: str, language: str) -> Path:
    return asset("rules", language_code(language), f"{families()[game].rules_page}.html")


OPTIONS_MARK = "<!-- options -->"       # where a page's options table goes (issue 26)


def rules_html(game: str, language: str) -> str | None:
    """The page's HTML, or None if the file is missing or unreadable. Its options (each
    variant's match and every option with its default and the values allowed) are not
    written in the page: they are drawn from the registry where the page says
    OPTIONS_MARK, so the page can never offer what the game refuses."""
    try:
        html = rules_path(game, language).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    return html.replace(OPTIONS_MARK, options_html(game))


def option_text(opt) -> str:
    """An option's words in the language installed (its message code in the registry)."""
    from ..engine.messages import Message
    from .messages import render
    return render(Message(opt.help)) if opt.help else opt.name


def option_value(opt, value) -> str:
    """One value of an option in words: on/off, a number, a choice's own words."""
    from ..engine.messages import Message
    from .messages import render
    if opt.kind is bool:
        return tr("on") if value else tr("off")
    if opt.choices and opt.choice_words and value in opt.choices:
        return render(Message(opt.choice_words[opt.choices.index(value)]), capital=False)
    return str(value)


def option_allowed(opt) -> str:
    """The values an option allows, in words: "1 to 50", "5, 7, 9", "on, off"."""
    if opt.kind is bool:
        return tr("on") + ", " + tr("off")
    if opt.choices:
        return ("; " if opt.choice_words else ", ").join(option_value(opt, c) for c in opt.choices)
    if opt.low is not None and opt.high is not None:
        return tr("{low} to {high}", low=opt.low, high=opt.high)
    if opt.low is not None:
        return tr("{low} or more", low=opt.low)
    return ""


def options_table(game: str) -> list[tuple[str, str, str, str]]:
    """(players, what, default, allowed) rows of a game's options: for each variant its
    match by default, then each option with its default and the values allowed, all read
    from the registry (engine/registry.py: the only place they are written)."""
    from html import escape
    from .summary import match_rule_text
    rows = []
    for v in [v for v in variants().values() if v.game == game]:
        defaults = v.resolve_options({})
        # the match is set by the options under it: its cell of values says so, where an
        # empty one read as values missing
        rows.append((str(v.players), escape(tr("The match")),
                     escape(match_rule_text(v, defaults)),
                     escape(tr("set by the options below") if v.options else "")))
        for opt in v.options:
            rows.append((str(v.players), escape(option_text(opt)),
                         escape(option_value(opt, opt.default)), escape(option_allowed(opt))))
    return rows


def options_html(game: str) -> str:
    """The options table of a game's rules page, in the language installed."""
    head = "".join(f"<th>{h}</th>" for h in (tr("Players"), tr("Option"), tr("Default"),
                                              tr("Allowed")))
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>"
                   for row in options_table(game))
    return (f"<table border='1' cellspacing='0' cellpadding='4' class='options'>"
            f"<tr>{head}</tr>{body}</table>")


class RulesWindow(StandsAlone, QDialog):
    def __init__(self, language: str = FALLBACK_LANGUAGE, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("rulesWindow")
        self.language = language_code(language)
        self.game: str | None = None
        self.setWindowTitle(self.tr("Rules of the games"))
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)

        self.selector = QComboBox()
        for game, name in self.game_names().items():
            self.selector.addItem(name, game)
        self.selector.setAccessibleName(self.tr("Game"))
        label = self.label = QLabel(self.tr("&Game:"))
        label.setBuddy(self.selector)
        top = QHBoxLayout()
        top.addWidget(label)
        top.addWidget(self.selector)
        top.addStretch(1)

        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(self.tr("Rules"))
        framed_with_the_keys(self.browser)
        self.browser.document().setDefaultStyleSheet(STYLE)
        self.browser.document().setDocumentMargin(12)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText(self.tr("Close"))
        buttons.rejected.connect(self.close)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.resize(680, 720)
        self.selector.currentIndexChanged.connect(self._selected)

    def retranslate(self) -> None:
        """The window's own words in the language installed (the page follows set_language)."""
        self.setWindowTitle(self.tr("Rules of the games"))
        self.label.setText(self.tr("&Game:"))
        self.selector.setAccessibleName(self.tr("Game"))
        self.browser.setAccessibleName(self.tr("Rules"))
        self.close_button.setText(self.tr("Close"))
        for i, name in enumerate(self.game_names().values()):
            self.selector.setItemText(i, name)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def game_names(self) -> dict[str, str]:
        from .setup import game_title
        return {game: game_title(game) for game in families()}

    # --- what to show -------------------------------------------------------------------
    def show_variant(self, variant_id: str) -> None:
        """The page of the variant's game, scrolled to the variant's own section."""
        game = game_of(variant_id)
        family = [v for v in variants() if variants()[v].game == game]
        # the page starts with the basic game; other player counts have a section of their own
        anchor = variant_id if variant_id in family[1:] else None
        self.show_game(game, anchor)

    def show_game(self, game: str, anchor: str | None = None) -> None:
        if game not in families():
            raise ValueError(f"no rules for {game!r}")
        if game != self.game:
            self.game = game
            html = rules_html(game, self.language)
            if html is None:
                html = "<p>%s</p>" % self.tr(
                    "The rules of this game are missing from the installation (%1).").replace(
                    "%1", html_escape(shown_path(rules_path(game, self.language))))
            self.browser.setHtml(html)
            index = self.selector.findData(game)
            if index != self.selector.currentIndex():
                self.selector.blockSignals(True)
                self.selector.setCurrentIndex(index)
                self.selector.blockSignals(False)
        if anchor:
            self.browser.scrollToAnchor(anchor)
        else:
            self.browser.verticalScrollBar().setValue(0)

    def set_language(self, language: str) -> None:
        code = language_code(language)
        if code != self.language:
            self.language = code
            game, self.game = self.game, None
            if game:
                self.show_game(game)

    @Slot(int)
    def _selected(self, index: int) -> None:
        game = self.selector.itemData(index)
        if game:
            self.show_game(game)

    def text(self) -> str:
        """The plain text shown (for tests and screen readers' sake)."""
        return self.browser.toPlainText()


_windows: dict[int, RulesWindow] = {}     # one rules window per parent (or none)


def show_rules(parent: QWidget | None, variant_id: str, language: str) -> RulesWindow:
    """Open the rules for `variant_id` (a variant id, or a game family) in `language`
    ("it" or "en"; others fall back to English). The window is not modal, so the rules
    can stay open beside the table; calling again brings the same window forward."""
    key = id(parent) if parent is not None else 0
    window = _windows.get(key)
    if window is None or not isValid(window):     # new, or gone with its parent

        window = RulesWindow(language, parent)
        _windows[key] = window
        window.destroyed.connect(lambda *_, w=window: _windows.get(key) is w and _windows.pop(key))
        fit_to_screen(window, QSize(680, 720))
    window.set_language(language)
    window.show()
    window.show_variant(variant_id)
    window.raise_()
    window.activateWindow()
    return window
