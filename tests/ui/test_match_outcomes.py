"""The end of a match and what the statistics make of it, in the real window: a chiamata
match ends with the most tokens; a top shared by some of the five players is a drawn match
for them, and lost for the others below it (the person below a shared top did not draw).
Two people at one screen: each one's results on their own row, under their name."""
import re

import pytest
from PySide6.QtCore import Qt

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.record import replay
from biscambiggia_gui.store import saves
from biscambiggia_gui.store.stats import Statistics
from biscambiggia_gui.ui.setup import COMPUTER_NAMES
from biscambiggia_gui.ui.summary import verdict

from uihelpers import finish_hand, play_first_legal, record_near_end, start, wait_turn


def resume_near_end(window, variant, options, seed, dealer, before):
    """An autosave of a match played here from its first hand (stats_from 0), its last
    hand short of its last card, resumed in the window: the match then counts whole."""
    match = replay(record_near_end(variant, options, seed=seed, left=1, dealer=dealer,
                                   before=before))
    n = match.variant.players
    seats = [{"name": "You", "kind": "person", "level": None}] + [
        {"name": COMPUTER_NAMES[i], "kind": "computer", "level": "hard"} for i in range(n - 1)]
    saves.autosave(match, seats, match_id="shared-top", undo_used=False, stats_from=0)
    window.resume(saves.load_autosave())


def table_row(stats_window) -> dict[str, str]:
    table = stats_window.table
    assert table.rowCount() == 1
    return {table.horizontalHeaderItem(c).text(): table.item(0, c).text()
            for c in range(table.columnCount())}


# (variant, seed, first dealer): with the first legal action everywhere the tokens end
# [-3, -1, 0, 2, 2] (you below the shared top) or [2, -3, -1, 0, 2] (you share it); the
# last action is the last card of the last trick, the only card its player holds
@pytest.mark.parametrize("variant, seed, dealer, outcome", [
    ("biscambiggia-chiamata", 2, 0, "lost"),
    ("briscola-chiamata", 1, 2, "drawn"),
])
def test_a_top_shared_by_some_players_is_drawn_for_them_only(qtbot, qapp, window, variant,
                                                             seed, dealer, outcome):
    resume_near_end(window, variant, {"hands": 2}, seed, dealer, before=1)
    finish_hand(qtbot, window)
    match = window.ctrl.match
    assert match.is_over() and match.winner() is None
    score = match.score()
    top = [p for p in range(5) if score[p] == max(score)]
    assert 1 < len(top) < 5 and (0 in top) == (outcome == "drawn")

    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    names = [str(window.ctrl.side_name(p)).lower() for p in top]     # "you" in a sentence
    heading = window.summary.heading.text()         # the match-end screen
    assert heading.startswith("Drawn match between ")
    assert heading.lower().endswith(" and ".join([", ".join(names[:-1]), names[-1]]))
    i18n.install(qapp, "it")
    assert verdict(window.ctrl).startswith("Partita pari tra ")
    if outcome == "drawn":                          # the person is named first
        assert verdict(window.ctrl).startswith("Partita pari tra te e " if len(top) == 2
                                               else "Partita pari tra te, ")
    i18n.install(qapp, "en")
    qtbot.mouseClick(window.summary.close_button, Qt.LeftButton)

    with Statistics() as stats:
        rows = stats.db.execute("SELECT result, score FROM matches").fetchall()
    assert rows == [(outcome, score[0])]
    window.show_statistics()
    row = table_row(window.stats_window)
    assert row["Matches"] == "1" and row["Hands"] == "2"
    assert row["Matches won"] == "0 (0%)"
    assert row["Drawn"] == ("1" if outcome == "drawn" else "0")
    header = window.stats_window.table.horizontalHeaderItem
    assert header(5).text() == "Drawn" and "shared the top place" in header(5).toolTip()
    assert "with your team" in header(4).toolTip()
    window.stats_window.reject()
    assert match.top() == top                       # the engine says it for every player
    assert all(match.outcome_of(p) == ("drawn" if p in top else "lost") for p in range(5))


def play_to_the_end(qtbot, window):
    """Every person plays their first legal card (each behind their pass screen), and the
    next hand is dealt from the hand's summary, until the match is over."""
    match = window.ctrl.match
    for _ in range(500):
        wait_turn(qtbot, window)
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        elif match.current.is_over():
            qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
            if match.is_over():
                return
            qtbot.mouseClick(window.summary.go, Qt.LeftButton)
            qtbot.waitUntil(match.hand_in_progress)
        elif window.ctrl.awaiting is not None:
            play_first_legal(qtbot, window)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("variant, kinds", [
    ("briscola-2", ["person", "person"]),                          # two people, face to face
    ("briscola-4", ["person", "computer", "person", "computer"]),  # two partners
])
def test_two_people_at_one_screen_each_have_their_own_row(qtbot, qapp, window, variant, kinds):
    start(window, variant, seats=kinds, options={"hands": 2} if variant == "briscola-2" else {},
          seed=11, level="easy")
    play_to_the_end(qtbot, window)
    match = window.ctrl.match
    persons = [i for i, k in enumerate(kinds) if k == "person"]
    names = {window.ctrl.setup.seats[i].name: i for i in persons}
    assert len(names) == 2
    qtbot.mouseClick(window.summary.close_button, Qt.LeftButton)
    window.show_statistics()
    table = window.stats_window.table
    assert not table.isColumnHidden(0) and table.rowCount() == 2
    for r in range(2):
        row = {table.horizontalHeaderItem(c).text(): table.item(r, c).text()
               for c in range(table.columnCount())}
        seat = names[row["Person"]]
        won = match.winner() == match.party_of(seat)
        played = len(match.results)
        hands_won = sum(res.winner == match.party_of(seat) for res in match.results)
        assert row["Matches"] == "1" and row["Matches won"] == f"{int(won)} ({100 * won}%)"
        assert row["Deals"] == str(played)                 # Briscola's words: deals
        assert row["Deals won"] == f"{hands_won} ({round(100 * hands_won / played)}%)"
        assert row["Opponents"] == ("People" if variant == "briscola-2" else "Easy")
    assert "counts once for each of them" in window.stats_window.note.text()
    window.stats_window.reject()
    i18n.install(qapp, "it")
    window.show_statistics()
    assert window.stats_window.table.horizontalHeaderItem(0).text() == "Persona"
    assert window.stats_window.table.horizontalHeaderItem(6).text() == "Smazzate"
    assert "conta una volta per ciascuno" in window.stats_window.note.text()
    window.stats_window.reject()


def test_a_default_name_is_one_person_before_and_after_a_language_switch(qtbot, qapp, window):
    """Player 1 plays Anna in Italian ("Giocatore 1"), then again in English ("Player 1"):
    one row for each of the two people, not one per language."""
    for language, seed in (("it", 5), ("en", 6)):
        i18n.install(qapp, language)
        start(window, "biscambiggia-2", seats=["person", "person"], options={"hands": 1},
              seed=seed)
        assert window.ctrl.setup.seats[0].name == ("Giocatore 1" if language == "it" else "Player 1")
        play_to_the_end(qtbot, window)
        qtbot.mouseClick(window.summary.close_button, Qt.LeftButton)
    window.show_statistics()
    table = window.stats_window.table
    people = sorted(table.item(r, 0).text() for r in range(table.rowCount()))
    assert people == ["Anna", "Player 1"]
    assert all(table.item(r, 3).text() == "2" for r in range(2))      # two matches each
    window.stats_window.reject()
    i18n.install(qapp, "it")
    window.show_statistics()
    table = window.stats_window.table
    assert sorted(table.item(r, 0).text() for r in range(2)) == ["Anna", "Giocatore 1"]
    window.stats_window.reject()


def test_a_card_taken_back_marks_the_match_and_counts_nothing_twice(qtbot, qapp, window):
    """Undo in the second hand, then the match is left for the autosave and resumed in a
    new window: one match, its hands once each, marked "with undo"."""
    start(window, "briscola-2", options={"hands": 2}, seed=4, level="easy")
    match = window.ctrl.match
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    qtbot.mouseClick(window.summary.go, Qt.LeftButton)
    qtbot.waitUntil(match.hand_in_progress)
    wait_turn(qtbot, window)
    played = play_first_legal(qtbot, window)
    qtbot.waitUntil(lambda: window.menus.undo.isEnabled())
    window.menus.undo.trigger()
    qtbot.waitUntil(lambda: played in window.ctrl.hand.hands[0])
    assert window.keeper.undo_used
    window.shutdown()                             # the match left half way: the autosave

    from biscambiggia_gui.ui.mainwindow import MainWindow
    again = MainWindow()
    qtbot.addWidget(again)
    again.set_speed("instant")
    again.resume(saves.load_autosave())
    try:
        resumed = again.ctrl.match
        for _ in range(3):
            if resumed.is_over():
                break
            if not resumed.hand_in_progress():
                qtbot.waitUntil(lambda: again.summary is not None and again.summary.isVisible())
                qtbot.mouseClick(again.summary.go, Qt.LeftButton)
                qtbot.waitUntil(resumed.hand_in_progress)
            finish_hand(qtbot, again)
        assert resumed.is_over()
        qtbot.waitUntil(lambda: again.summary is not None and again.summary.isVisible())
        qtbot.mouseClick(again.summary.close_button, Qt.LeftButton)
        again.show_statistics()
        row = table_row(again.stats_window)
        assert row["Matches"] == "1" and row["Deals"] == str(len(resumed.results))
        assert row["With undo"] == "1" and row["Opponents"] == "Easy"
        won = resumed.winner() == 0
        assert row["Matches won"] == f"{int(won)} ({100 * won}%)"
        again.stats_window.reject()
    finally:
        again.shutdown()


def test_a_hand_everyone_passed_is_dealt_again_by_the_next_dealer_and_counts_nothing(qtbot,
                                                                                     window):
    """Briscola chiamata of one hand: the first deal everyone passes, the next dealer deals
    again, and that hand is the match's one hand, in the hand table, the standing and the
    statistics."""
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.record import to_record
    match = Match("briscola-chiamata", {"hands": 1}, dealer=3, seed=8)
    hand = match.start_hand()
    while not hand.is_over():
        match.apply("pass")
    hand = match.start_hand()
    while not hand.is_over():
        match.apply(hand.legal_actions()[0])
    record = to_record(match)
    record["hands"][-1]["actions"] = record["hands"][-1]["actions"][:-1]
    seats = [{"name": "You", "kind": "person", "level": None}] + [
        {"name": COMPUTER_NAMES[i], "kind": "computer", "level": "medium"} for i in range(4)]
    saves.autosave(replay(record), seats, match_id="redealt", stats_from=0)
    window.resume(saves.load_autosave())
    finish_hand(qtbot, window)
    resumed = window.ctrl.match
    assert resumed.is_over() and [r.played for r in resumed.results] == [False, True]
    assert [resumed.dealer_of(i) for i in range(2)] == [3, 4]
    assert resumed.hands[1].dealer == 4
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    body = window.summary.body.text()
    assert "nobody: everyone passed" in body
    tokens = resumed.score()
    assert sum(tokens) == 0 and any(tokens)             # tokens of the one hand played
    window.show_statistics()
    row = table_row(window.stats_window)
    assert row["Matches"] == "1" and row["Hands"] == "1"
    window.stats_window.reject()


def won_by_a_later_side(variant: str, seed: int) -> bool:
    """Whether the first hand of `variant` dealt with `seed` and played with the first legal
    action everywhere (as record_near_end plays it) is won by a side other than side 0."""
    match = replay(record_near_end(variant, seed=seed, left=1))
    hand = match.current
    while not hand.is_over():
        match.apply(hand.legal_actions()[0])
    result = match.results[-1]
    return result.played and result.winner not in (None, 0)


@pytest.mark.parametrize("variant", ["biscambiggia-2", "briscola-3"])
def test_the_points_after_goes_to_are_the_winners_first(qtbot, window, tmp_path, variant):
    """The log said "The hand goes to Anna: 39 - 54": the winners' points now come first;
    where there are three sides or more each points has its side's name. (A chiamata hand,
    which said "The hand goes to Anna, Bruno, Carla and Dario: 2 - 118", now says its
    contract: the caller's side, its points and the points it needed, then who takes the
    hand: tests/ui/test_chiamata_result_words.py.)"""
    from uihelpers import open_near_end
    seed = next(s for s in range(1, 60) if won_by_a_later_side(variant, s))
    open_near_end(window, tmp_path, variant, seed=seed, left=1)
    finish_hand(qtbot, window)
    ctrl = window.ctrl
    result = ctrl.match.results[-1]
    assert result.winner not in (None, 0)
    winners = ctrl.hand_side_name(result, result.winner)
    said = ctrl.word("won_line", name=winners, points="{points}")   # "The hand goes to you: ..."
    head = said.split("{points}")[0]
    line = next(s for s in reversed(ctrl.log_lines) if s.startswith(head))
    score = line[len(head):]
    pieces = score.replace("\u2060", "").replace("\u00a0", " ").replace(" - ", "; ").split("; ")
    assert len(pieces) == len(result.points), line
    if len(result.points) > 2:                       # each side named beside its points
        named = {ctrl.hand_side_name(result, s): p for s, p in enumerate(result.points)}
        said = [re.fullmatch(r"(.+) \((-?\d+) \w+\)", p).groups() for p in pieces]  # "Bruno (50 points)"
        assert {who: int(n) for who, n in said} == named, line
        assert said[0][0] == winners, line
    else:
        assert [int(p) for p in pieces] == [result.points[result.winner],
                                            result.points[1 - result.winner]], line
