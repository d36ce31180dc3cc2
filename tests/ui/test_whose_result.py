"""The hint's figures say whose result they give: "240 sampled deals: wins 71% of them, ends
8.5 points behind on average" named nobody, and in a partnership or chiamata game the
figure is the side's, not the player's. Now "you win ..." where the seat plays for itself
(two or three players), "your side wins ..." where it plays with partners ("vinci",
"la tua squadra vince"): `ai.search.said_for`, `Variant.partners`. Driven through the real
Hard player and the real window's hint."""
from __future__ import annotations

import re

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.ai.hard import HardBudget
from biscambiggia_gui.ai.players import make_player
from biscambiggia_gui.ai.search import SIDE_WORDS
from biscambiggia_gui.catalogue import templates
from biscambiggia_gui.engine import get_variant
from biscambiggia_gui.engine.messages import BEHIND, LEVEL, ONE, TEMPLATES, Message
from biscambiggia_gui.ui.messages import render

from helpers import VARIANT_IDS, random_position
from uihelpers import answer_before_cards, start, wait_turn

YOU_EN = re.compile(r"\byou (win|end|lose)\b")
SIDE_EN = re.compile(r"\byour side (wins|ends|loses)\b")
YOU_IT = re.compile(r"\b(vinci|finisci|perdi)\b")
SIDE_IT = re.compile(r"\bla tua squadra (vince|finisce|perde)\b")
# a few deals a search: the words are the test's, not the figures
SMALL = HardBudget(time_limit=60, worlds=8, core_worlds=8, team_worlds=8, team6_worlds=8,
                   three_worlds=8, chiamata_worlds=8, mariagio_worlds=8, tarocchi_worlds=8,
                   mariagio_solve_worlds=4)


def result_codes() -> set[str]:
    """Every code of a reason that says a result: the sampled and solved figures, with the
    sentences registered for them (behind, level, one)."""
    templates()
    base = {c for c in TEMPLATES if re.match(r"ai\.(side_)?(sampled_(wins|rate|points)|"
                                             r"known_points|last_draw|solved_(win|loss))", c)}
    more = {BEHIND[c] for c in base if c in BEHIND} | {LEVEL[c][1] for c in base if c in LEVEL}
    more |= {ONE[c][1] for c in base if c in ONE}
    return base | more | {BEHIND[c] for c in more if c in BEHIND}


def figure(variant_id: str) -> Message:
    """The real Hard player's reason for a position of `variant_id` where it searches (a
    figure, not "the only sensible move")."""
    for seed in range(40):
        hand = random_position(variant_id, seed, steps=12 + seed % 9)   # past an auction
        seat = hand.current_player()
        legal = hand.legal_actions()
        if hand.phase != "play" or len(legal) < 2:
            continue
        _, reason = make_player("hard", seed=seed, budget=SMALL).explain(
            hand.observation(seat), legal)
        if reason.code in result_codes():
            return reason
    raise AssertionError(f"no figure in {variant_id}")


def test_every_result_sentence_names_you_or_your_side(qapp):
    codes = result_codes()
    assert {"ai.sampled_rate", "ai.side_sampled_rate", "ai.sampled_wins_behind",
            "ai.side_solved_win.one", "ai.last_draw.level"} <= codes
    i18n.install(qapp, "it")
    try:
        for code in sorted(codes):
            english = TEMPLATES[code]
            side = code.startswith("ai.side_")
            assert (SIDE_EN if side else YOU_EN).search(english), (code, english)
            italian = render(Message(code, worlds=240, percent=71, points=8.5, solved=4))
            assert (SIDE_IT if side else YOU_IT).search(italian), (code, italian)
            assert not re.search(r"\bda sol[oa]\b|\bsolo tu\b", italian), italian
    finally:
        i18n.install(qapp, "en")
    # every sentence a seat with partners may be told has its side's sentence
    assert set(SIDE_WORDS.values()) <= codes


@pytest.mark.parametrize("variant_id", [*VARIANT_IDS, "briscola-chiamata",
                                        "biscambiggia-chiamata"])
def test_the_hard_players_figure_names_whose_result(variant_id):
    """The real Hard player, on a real position of each game: "your side" with partners
    (the four- and six-player games, the chiamata games), "you" alone."""
    said = str(figure(variant_id))
    partners = get_variant(variant_id).players > get_variant(variant_id).side_count
    assert (SIDE_EN if partners else YOU_EN).search(said), said
    assert not (YOU_EN if partners else SIDE_EN).search(said), said


def hint_in_play(qtbot, window, variant: str) -> str:
    """The window's hint, asked at the person's first card of a real hand."""
    for seed in range(3, 30):
        start(window, variant, seed=seed, level="easy")
        answer_before_cards(qtbot, window)
        wait_turn(qtbot, window)
        hand = window.ctrl.hand
        if window.ctrl.awaiting != 0 or hand.phase != "play" or len(hand.legal_actions()) < 2:
            continue
        with qtbot.waitSignal(window.ctrl.hintReady, timeout=60000):
            window.hint()
        text = window.panel.hint_label.text()
        if "sampled deals" in text or "distribuzioni provate" in text:
            return text
    raise AssertionError(f"no hint with a figure in {variant}")


@pytest.mark.parametrize("variant", ["biscambiggia-chiamata", "briscola-4", "briscola-2"])
def test_the_windows_hint_says_whose_figure_it_is(qtbot, window, qapp, variant):
    partners = variant != "briscola-2"
    text = hint_in_play(qtbot, window, variant)
    assert (SIDE_EN if partners else YOU_EN).search(text), text
    assert not re.search(r"sampled deals: (wins|ends)", text), text
    i18n.install(qapp, "it")
    try:
        window.retranslate()
        text = hint_in_play(qtbot, window, variant)
        assert (SIDE_IT if partners else YOU_IT).search(text), text
    finally:
        i18n.install(qapp, "en")
        window.retranslate()
