"""Every text that tells Tarocchi a pizzico's count by threes tells how a remainder counts, as
the engine counts it (docs/rules.md, "Card points": one point for every three captured cards,
two cards left over count one more, one card left over nothing): the lesson, in English and in Italian, and the
rules pages."""
from __future__ import annotations

import pytest

import biscambiggia_gui.games  # noqa: F401  (the games' messages in the catalogue)
from biscambiggia_gui import i18n
from biscambiggia_gui.engine.lessons import Say, lessons
from biscambiggia_gui.games.tarocchi.cards import tarot_card_points
from biscambiggia_gui.ui.messages import render
from biscambiggia_gui.paths import asset

# what each language says of the two remainders, and what the engine makes of them
REMAINDERS = {"en": ("two cards left over", "one card left over counts nothing"),
              "it": ("due carte in avanzo", "una carta sola in avanzo non vale nulla")}


def _count_lines(language: str) -> list[str]:
    lesson = lessons()["tarocchi"]
    said = [render(step.message, "tarot") for step in lesson.script if isinstance(step, Say)]
    return [line for line in said if "three" in line or "tre carte" in line]


def test_the_engine_counts_the_remainders_as_the_texts_say():
    plain = ["2H", "3H", "4H", "5H", "6H"]            # cards with no points of their own
    assert [tarot_card_points(plain[:n]) for n in range(1, 6)] == [0, 1, 1, 1, 2]


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_lesson_tells_how_a_remainder_counts(qapp, language):
    i18n.install(qapp, language)
    lines = _count_lines(language)
    assert lines, "the lesson tells the count"
    for line in lines:
        for words in REMAINDERS[language]:
            assert words in line, line


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_rules_page_tells_how_a_remainder_counts(language):
    page = asset("rules", language, "tarocchi.html").read_text(encoding="utf-8")
    flat = " ".join(page.split())
    two, one = {"en": ("Two cards left over count one more point",
                       "a single card left over counts nothing"),
                "it": ("Due carte in avanzo valgono un punto in più",
                       "una carta sola in avanzo non vale nulla")}[language]
    assert two in flat and one in flat


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_lesson_never_calls_a_card_worth_nothing(qapp, language):
    """A card with no points of its own still counts by threes (the engine: two such cards
    make a point), so the lesson's card given for the matto is not "worth nothing"."""
    from biscambiggia_gui.engine.lessons import Do
    i18n.install(qapp, language)
    lesson = lessons()["tarocchi"]
    said = [render(step.message, "tarot") for step in lesson.script if isinstance(step, (Say, Do))]
    assert len(said) > 8
    for line in said:
        assert "worth nothing" not in line and "non vale niente" not in line, line
    assert tarot_card_points(["10C", "2H"]) == 1        # the card given, and one more
