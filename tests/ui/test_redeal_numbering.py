"""A deal everyone passed in the chiamata games is not one of the match's hands (docs/rules.md
section 11): the next dealer deals the same hand again, and every place that numbers the
hands counts the match's hands only (Match.hand_number): the title, the log, the hand
summary, the match end's table of hands, the review's hand chooser and the resume prompt.
A match of two hands never says "hand 3". Played in the real window, in English and Italian."""
import re

import pytest
from PySide6.QtCore import Qt

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import replay, to_record
from biscambiggia_gui.store import saves
from biscambiggia_gui.ui.setup import COMPUTER_NAMES
from biscambiggia_gui.ui.windows import describe

from uihelpers import everyone_passes, finish_hand, save_shot, start, wait_settled, wait_turn

WORDS = {
    "en": {"passed": "Hand 1: everyone passed, the next dealer deals again",
           "title": "hand {n}, dealt again", "dealt": "Hand {n}, dealt again: dealer ",
           "first": "Hand {n}: dealer ", "goes": "Hand 2 ", "resume": "Hand 2,",
           "chooser": ["Hand 1", "Hand 2", "Hand 2, dealt again"]},
    "it": {"passed": "Mano 1: hanno passato tutti, il mazziere successivo distribuisce di nuovo",
           "title": "mano {n}, ridistribuita", "dealt": "Mano {n}, ridistribuita: mazziere ",
           "first": "Mano {n}: mazziere ", "goes": "Mano 2 ", "resume": "Mano 2,",
           "chooser": ["Mano 1", "Mano 2", "Mano 2, ridistribuita"]},
}


def log_lines(window) -> list[str]:
    return [window.panel.log.item(i).text() for i in range(window.panel.log.count())]


def test_the_deal_after_a_passed_one_keeps_its_number_only_in_the_chiamata_games():
    """The engine's one numbering: the chiamata games skip a deal everyone passed; the
    other games number every deal, as before."""
    match = Match("briscola-chiamata", {"hands": 2}, dealer=3, seed=8)
    hand = match.start_hand()
    while not hand.is_over():
        match.apply(hand.legal_actions()[0])
    assert match.hand_number(0) == (1, False) and match.hand_number(1) == (2, False)
    for _ in range(2):                       # two deals in a row everyone passes
        hand = match.start_hand()
        while not hand.is_over():
            match.apply("pass")
    assert [match.hand_number(i) for i in range(4)] == [(1, False), (2, False), (2, True),
                                                        (2, True)]
    briscola = Match("briscola-2", {}, dealer=0, seed=1)
    for _ in range(2):
        hand = briscola.start_hand()
        while not hand.is_over():
            briscola.apply(hand.legal_actions()[0])
    assert [briscola.hand_number(i) for i in range(3)] == [(1, False), (2, False), (3, False)]


@pytest.mark.parametrize("language", ["en", "it"])
def test_five_people_pass_and_the_hand_is_dealt_again_under_its_own_number(qtbot, qapp, window,
                                                                           language):
    """Five people at one screen all pass the first deal: the summary says hand 1 was
    passed, and the next deal is hand 1 again, in the title and the log (not hand 2)."""
    words = WORDS[language]
    i18n.install(qapp, language)
    window.retranslate()
    window.resize(1280, 720)
    start(window, "briscola-chiamata", seats=["person"] * 5, seed=3, dealer=4)
    everyone_passes(qtbot, window)
    wait_settled(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    assert window.summary.heading.text() == words["passed"]
    save_shot(window.summary, f"redeal-passed-summary-{language}")
    qtbot.mouseClick(window.summary.go, Qt.LeftButton)
    qtbot.waitUntil(lambda: len(window.ctrl.match.hands) == 2)
    wait_settled(qtbot, window)
    title = window.panel.title.text()
    assert title.endswith(words["title"].format(n=1)), title
    dealt = [line for line in log_lines(window) if line.startswith(words["first"].split("{")[0])]
    assert dealt[0].startswith(words["first"].format(n=1))
    assert dealt[-1].startswith(words["dealt"].format(n=1)), dealt
    assert not any(words["first"].format(n=2) in line for line in dealt)
    if window.cover.isVisible():
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    save_shot(window, f"redeal-table-{language}")


def redealt_match_near_end() -> Match:
    """Briscola chiamata of two hands: hand 1 played, the next deal everyone passes, and
    hand 2, dealt again, short of its last card (the first legal action everywhere)."""
    match = Match("briscola-chiamata", {"hands": 2}, dealer=3, seed=8)
    for passing in (False, True, False):
        hand = match.start_hand()
        while not hand.is_over():
            match.apply("pass" if passing else hand.legal_actions()[0])
    record = to_record(match)
    record["hands"][-1]["actions"] = record["hands"][-1]["actions"][:-1]
    return replay(record)


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_match_of_two_hands_and_a_redeal_never_says_hand_three(qtbot, qapp, window, language):
    """Resumed in the last deal, the match of two hands with a deal everyone passed: the
    resume prompt, the title and the log say hand 2 (dealt again); the match end lists the
    hands 1, 2 (passed), 2; the review offers hand 2 and hand 2 dealt again; the record
    keeps its three deals."""
    words = WORDS[language]
    i18n.install(qapp, language)
    window.retranslate()
    window.resize(1280, 720)
    seats = [{"name": "You", "kind": "person", "level": None}] + [
        {"name": COMPUTER_NAMES[i], "kind": "computer", "level": "medium"} for i in range(4)]
    saves.autosave(redealt_match_near_end(), seats, match_id="redeal-numbers", stats_from=0)
    loaded = saves.load_autosave()
    assert words["resume"] in describe(loaded) and " 3," not in describe(loaded)
    window.resume(loaded)
    wait_turn(qtbot, window)
    assert window.panel.title.text().endswith(words["title"].format(n=2))
    assert any(line.startswith(words["dealt"].format(n=2)) for line in log_lines(window))
    save_shot(window, f"redeal-resumed-{language}")
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    end = window.summary
    match = window.ctrl.match
    assert match.is_over() and len(match.hands) == 3 and len(to_record(match)["hands"]) == 3
    body = end.body.text()
    numbers = re.findall(r"<tr><td align='right' style='[^']*'>(\d+)</td>", body)
    assert numbers == ["1", "2", "2"], numbers
    assert words["goes"] in body or words["goes"].strip() + ":" in body
    end.resize(end.width(), 700)
    save_shot(end, f"redeal-match-end-{language}")
    window.review_hands()
    review = window.review_window
    assert review is not None
    chooser = [review.hand_box.itemText(i) for i in range(1, review.hand_box.count())]
    assert chooser == words["chooser"]
    assert review.where.text().startswith(words["chooser"][1].split(",")[0])
    review.close()
