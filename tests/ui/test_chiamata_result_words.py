"""A chiamata hand's result said by its contract (docs/table.md, "The match log"): a
play-through read "Mano vinta da Bruno, Carla e Dario: 47 - 73" for a lost contract, the
winners named first with fewer card points and the 90 the caller's side had to make said
nowhere. Every place that says a hand's result now says the caller's side, its points and
the points it needed, then who takes the hand ("You and Anna: 73 points, 90 needed, so the
hand goes to Bruno, Carla and Dario"; "Anna and Carla: 95 points, 90 needed, so the
contract is made"): the log, the hand summary, the match end's table of hands, the
review's log and a resumed match's log of the hands before; the target is the hand's own
(its result's `target`), so a record and a resumed match say it too. Real engine, real
computers, real windows, in English and in Italian."""
from __future__ import annotations

from html import escape

import pytest
from PySide6.QtCore import Qt

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.text import names_joined
from uihelpers import answer_before_cards, finish_hand, resumed_in_a_new_window, start, wait_turn

WORDS = {"en": {"made": "{name}: {points} points, {target} needed, so the contract is made",
                "lost": "{name}: {points} points, {target} needed, so the hand goes to {winners}",
                "won": "Won by"},
         "it": {"made": "{name}: {points} punti, ne servivano {target}, quindi il contratto è "
                        "riuscito",
                "lost": "{name}: {points} punti, ne servivano {target}, quindi la mano va a "
                        "{winners}",
                "won": "Vinta da"}}


def expected(window, result, language: str, whole: bool = True) -> str:
    """The sentence the hand's result must read as, from the engine's result alone: the
    seats of side 0 (the caller's), its points and target, the other side's seats."""
    name = window.ctrl.name
    callers = names_joined([name(s) for s, side in enumerate(result.sides) if side == 0])
    others = names_joined([name(s) for s, side in enumerate(result.sides) if side == 1])
    if language == "it":           # "va a" + "Tu": "va a te"; + "Anna": "va ad Anna"
        others = "te" + others[2:] if others.startswith("Tu") else others
        others = ("ad " if others[:1] == "A" else "a ") + others
    said = WORDS[language]["made" if result.winner == 0 else "lost"].replace(" a {winners}", " {winners}")
    text = said.format(name=callers, points=result.points[0], target=result.target, winners=others)
    return text if whole else text.split(", so" if language == "en" else ", quindi")[0]


def play_a_hand(qtbot, window, variant: str, seed: int, hands: int) -> None:
    start(window, variant, options={"hands": hands}, seed=seed, dealer=4, level="easy")
    answer_before_cards(qtbot, window)          # the person bids once (so the hand is played)
    finish_hand(qtbot, window)
    wait_turn(qtbot, window)


@pytest.mark.parametrize("language", ["en", "it"])
# (these seeds' hands, with easy computers: a contract lost, a contract made)
@pytest.mark.parametrize("variant,seed", [("briscola-chiamata", 3), ("biscambiggia-chiamata", 2)])
def test_the_log_and_the_summary_say_the_contract(qtbot, qapp, window, variant, seed, language):
    i18n.install(qapp, language)
    window.retranslate()
    try:
        play_a_hand(qtbot, window, variant, seed, hands=2)
        hand, result = window.ctrl.hand, window.ctrl.match.results[-1]
        assert result.played and result.target == hand.target and result.target >= 61
        line = expected(window, result, language)
        assert window.ctrl.log_lines[-1] == line, (window.ctrl.log_lines[-3:], line)
        qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
        assert line in window.summary.body.text()
        # the next hand on: a match resumed in a new window says the hand before by its contract
        window.summary.go.click()
        wait_turn(qtbot, window)
        again = resumed_in_a_new_window(qtbot, window)
        try:
            wait_turn(qtbot, again)
            assert line in again.ctrl.log_lines, again.ctrl.log_lines
        finally:
            again.shutdown()
    finally:
        i18n.install(qapp, "en")


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_match_end_and_the_review_say_the_contract(qtbot, qapp, window, language):
    i18n.install(qapp, language)
    window.retranslate()
    try:
        play_a_hand(qtbot, window, "briscola-chiamata", 3, hands=1)
        result = window.ctrl.match.results[-1]
        qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
        body = window.summary.body.text()
        # the table of hands: under who won, what the caller's side made
        assert f">{WORDS[language]['won']}</th>" in body, body
        assert f" color:#555'>{escape(expected(window, result, language, False))}</p></td>" \
            in body, body
        assert expected(window, result, language) in body      # the last hand in detail
        # the review's log ends the hand as the table's did
        window.summary.hide()
        window.review_hands()
        rw = window.review_window
        qtbot.waitExposed(rw)
        if rw.cancel.isEnabled():
            rw.cancel.click()
        qtbot.mouseClick(rw.buttons["last"], Qt.LeftButton)
        qtbot.waitUntil(lambda: expected(window, result, language) in rw.ctrl.log_lines)
        rw.close()
    finally:
        i18n.install(qapp, "en")


def test_the_target_is_the_hands_own_in_a_record_too():
    """A bid of 90 (Biscambiggia chiamata): the hand's result carries its 90, as played and
    as a game record replays it (what the review and a resumed match read)."""
    import json

    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.record import loads, to_record
    match = Match("biscambiggia-chiamata", {"hands": 1}, dealer=4, seed=5)
    hand = match.start_hand()
    match.apply("bid:90")
    while hand.phase == "auction":
        match.apply("pass")
    while not hand.is_over():
        match.apply(hand.legal_actions()[0])
    assert match.results[0].target == 90
    again = loads(json.dumps(to_record(match)))
    assert again.results[0].target == 90 and again.results[0].points == match.results[0].points
