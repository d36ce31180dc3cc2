"""The line under the game's name in the new-match dialog (each game's "about"): Tarocchi's
began with its own name, just above it ("Tarocchi a pizzico / Tarocchi a pizzico, two
players with..."), where every other game's says what the name does not; and its Italian
spoke of "i 78 tarocchi", where the game's own words (the lesson, the rules page) call
tarocchi the 21 trumps only, the deck having 56 suit cards and the matto besides."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.messages import Message
from biscambiggia_gui.engine.registry import families
from biscambiggia_gui.ui.messages import render

TS = Path(__file__).resolve().parents[2] / "biscambiggia_gui/assets/translations/biscambiggia_it.ts"


@pytest.mark.parametrize("language", ["en", "it"])
def test_no_game_s_line_begins_with_the_name_above_it(qapp, language):
    i18n.install(qapp, language)
    try:
        lines = {game: (render(Message(family.word("title"))), render(Message(family.word("about"))))
                 for game, family in families().items()}
    finally:
        i18n.install(qapp, "en")
    assert len(lines) >= 4
    for game, (title, about) in lines.items():
        assert about and not about.lower().startswith(title.lower()), (game, about)


def test_the_italian_never_counts_more_tarocchi_than_the_21_trumps():
    said = re.findall(r"<translation>([^<]*)</translation>", TS.read_text(encoding="utf-8"))
    counted = [(int(n), line) for line in said for n in re.findall(r"\b(\d+) tarocchi\b", line)]
    assert counted, "the lesson's \"i 21 tarocchi\" at least"
    assert all(n <= 21 for n, _ in counted), [line for n, line in counted if n > 21]
