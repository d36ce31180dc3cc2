"""The hint's exact calculation says whose result it gives, and of which move: the
Italian hint read "Calcolo esatto: perde la mano di 170 punti" (Mariagio, a play-through),
which did not say who loses (the card advised? the opponent?). It now says it to the
player it speaks to, of the card it advises: "Solved exactly: with this card you lose the
hand by 170 points", "Calcolo esatto: con questa carta perdi la mano di 170 punti"
(ai/search.py SOLVED_*; docs/i18n.md). Real windows, real hands near their end, where
every game that solves its last tricks exactly gives such a hint."""
from __future__ import annotations

import re

import pytest

from biscambiggia_gui import i18n
from uihelpers import open_near_end, wait_turn

EXACT = {"en": ("Solved exactly: ", re.compile(r"Solved exactly: with this card "
                                               r"(?:you (?:win|lose|are)|the hand ends level)")),
         "it": ("Calcolo esatto: ", re.compile(r"Calcolo esatto: con questa carta "
                                               r"(?:vinci|perdi|hai|sei|la mano finisce pari)"))}


@pytest.mark.parametrize("variant,left", [("mariagio", 6), ("biscambiggia-2", 4),
                                          ("tarocchi-pizzico", 4)])
@pytest.mark.parametrize("language", ["en", "it"])
def test_the_exact_hint_says_it_of_your_card_and_you(qtbot, qapp, window, tmp_path, variant,
                                                     left, language):
    i18n.install(qapp, language)
    window.retranslate()
    try:
        open_near_end(window, tmp_path, variant, seed=3, left=left)
        wait_turn(qtbot, window)
        window.hint()
        qtbot.waitUntil(lambda: window.scene.hinted is not None, timeout=20000)
        text = window.panel.hint_label.text()
    finally:
        i18n.install(qapp, "en")
        window.retranslate()
    start, said = EXACT[language]
    assert start in text, text                   # the position is solved exactly
    assert said.search(text), text
