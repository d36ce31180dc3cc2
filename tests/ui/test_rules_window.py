"""Rules in the app (issue 7): "for every variant, the rules in the project's own words, in
both languages, reachable from the menu (F1) and from the new-match dialog"."""
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl

from biscambiggia_gui.engine import variants
from biscambiggia_gui.engine.messages import shown_path
from biscambiggia_gui.ui import rules_window
from biscambiggia_gui.engine.registry import families
from biscambiggia_gui.ui.rules_window import (LANGUAGES, RulesWindow, game_of,
                                              language_code, rules_path, show_rules)

ROOT = Path(__file__).resolve().parents[2]
TITLES = {"biscambiggia": "Biscambiggia", "briscola": "Briscola", "mariagio": "Mariagio",
          "briscola-chiamata": "Briscola chiamata",
          "biscambiggia-chiamata": "Biscambiggia chiamata",
          "tarocchi": "Tarocchi a pizzico"}
WORDS = {"it": ("mazzo", "prese", "punti"), "en": ("deck", "trick", "points")}


class Outline(HTMLParser):
    """The skeleton of a page: anchors, headings and table rows."""

    def __init__(self):
        super().__init__()
        self.anchors, self.headings, self.rows, self.links = [], [], 0, []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and "name" in attrs:
            self.anchors.append(attrs["name"])
        if tag == "a" and attrs.get("href", "").startswith("#"):
            self.links.append(attrs["href"][1:])
        if tag in ("h1", "h2", "h3"):
            self.headings.append(tag)
        if tag == "tr":
            self.rows += 1


def outline(game, language):
    parser = Outline()
    parser.feed(rules_path(game, language).read_text(encoding="utf-8"))
    return parser


@pytest.fixture(autouse=True)
def _close_windows():
    yield
    for window in list(rules_window._windows.values()):
        try:
            window.close()
            window.deleteLater()
        except RuntimeError:
            pass
    rules_window._windows.clear()


# --- the pages ---------------------------------------------------------------------------
@pytest.mark.parametrize("game", list(families()))
def test_both_languages_have_the_same_page_shape(game):
    it, en = outline(game, "it"), outline(game, "en")
    assert it.anchors == en.anchors and it.headings == en.headings and it.rows == en.rows
    assert set(it.links) <= set(it.anchors), "every 'on this page' link has its anchor"
    for variant_id, variant in variants().items():
        if variant.game == game:
            assert variant_id in it.anchors


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pages_state_the_numbers_of_rules_md(language):
    def text(game):
        return rules_path(game, language).read_text(encoding="utf-8")
    # docs/rules.md section 2: "Biscambiggia and Mariagio: A(11) 7(10) K(4) Q(3) J(2)"; "A deck holds 120"
    for game in ("biscambiggia", "briscola", "mariagio"):
        for points in ("11", "10", "4", "3", "2"):
            assert f'<td align="center">{points}</td>' in text(game)
    assert "120" in text("biscambiggia") and "61" in text("biscambiggia") and "61" in text("briscola")
    # docs/rules.md section 3: "39: remove 2S"; "36: remove every 2"
    assert "39" in text("briscola") and "36" in text("briscola") and "36" in text("biscambiggia")
    # docs/rules.md section 4: 13 tricks with drawing, 7 last tricks, 20 for the last trick, 200 to win
    for figure in ("13", "20", "40", "140", "200"):
        assert figure in text("mariagio")
    # docs/rules.md section 5: 15 cards, 48 in the talon, 24 tricks, 78 card points, bagatto 20
    for figure in ("15", "48", "24", "78", "20", "10"):
        assert figure in text("tarocchi")


# --- the window -----------------------------------------------------------------------------
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant_id", list(variants()))
def test_the_window_shows_rules_for_every_variant_in_both_languages(qtbot, variant_id, language):
    window = show_rules(None, variant_id, language)
    qtbot.addWidget(window)
    assert window.isVisible() and window.game == game_of(variant_id)
    text = window.text()
    assert len(text) > 2500 and TITLES[window.game] in text
    for word in WORDS[language]:
        assert word in text.lower(), word
    assert window.selector.currentData() == window.game
    assert window.selector.currentText() == TITLES[window.game]


def test_a_variant_with_more_players_opens_at_its_own_section(qtbot):
    window = show_rules(None, "biscambiggia-2", "en")
    qtbot.addWidget(window)
    bar = window.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == 0                                       # the basic game: the top
    show_rules(None, "briscola-4", "en")
    qtbot.waitUntil(lambda: bar.value() > 0)
    assert show_rules(None, "mariagio", "en") is window            # one window, brought forward
    assert bar.value() == 0


def test_choosing_another_game_and_following_a_link(qtbot):
    window = RulesWindow("it")
    qtbot.addWidget(window)
    window.show()
    window.show_game("biscambiggia")
    window.selector.setCurrentIndex(window.selector.findData("tarocchi"))
    assert window.game == "tarocchi" and "bagatto ultimo" in window.text()
    bar = window.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    window.browser.setSource(QUrl("#buone"))                      # an "in questa pagina" link
    assert bar.value() > 0 and "bagatto ultimo" in window.text()


def test_switching_language_keeps_the_game(qtbot):
    window = show_rules(None, "mariagio", "it")
    qtbot.addWidget(window)
    assert "matrimoni" in window.text().lower()
    window = show_rules(None, "mariagio", "en")
    assert window.language == "en" and "marriage" in window.text().lower()


def test_language_codes():
    assert language_code("it_IT") == "it" and language_code("it-CH") == "it"
    assert language_code("en_GB") == "en" and language_code("de") == "en" and language_code(None) == "en"
    assert game_of("tarocchi-pizzico") == "tarocchi" and game_of("briscola") == "briscola"
    with pytest.raises(ValueError):
        game_of("poker")


def test_a_missing_page_says_so(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BISCAMBIGGIA_ASSETS", str(tmp_path))
    window = RulesWindow("en")
    qtbot.addWidget(window)
    window.show_game("briscola")
    assert "missing" in window.text() and shown_path(rules_path("briscola", "en")) in window.text()


def test_every_visible_string_goes_through_tr(tmp_path):
    ts = tmp_path / "rules.ts"
    subprocess.run([str(Path(sys.executable).with_name("pyside6-lupdate")),
                    str(ROOT / "biscambiggia_gui/ui/rules_window.py"), "-ts", str(ts)],
                   check=True, capture_output=True, timeout=120)
    text = ts.read_text()
    for source in ("Rules of the games", "&amp;Game:", "Close",
                   "The rules of this game are missing from the installation (%1)."):
        assert f"<source>{source}</source>" in text, source
    assert "<name>RulesWindow</name>" in text
