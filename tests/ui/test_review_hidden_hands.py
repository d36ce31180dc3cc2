"""The review of a deal everyone passed (the chiamata games): its cards were never played,
so the review tells nothing of a hand the screen never showed (review.hidden_seats, the one
rule). Where several people shared the screen, no hand: every seat's decisions in that deal
are listed with the move played only, "not rated", and every hand shows face down; where
one person played against the computer, the person's own bids are rated and their hand
shows, the computers' are not, with all cards known too. A deal that was played, and a
record that names nobody, are reviewed as before."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.engine.record import dumps
from biscambiggia_gui.review import LABELS, WITHHELD, hidden_seats, review
from biscambiggia_gui.ui.review_words import not_rated_move, not_rated_why
from uihelpers import hand_faces

SOLO = 2                          # the person's seat where one person played


def passed_deal(variant="briscola-chiamata", seed=4, dealer=0, played_after=False):
    """A real match whose first deal everyone passed (and, `played_after`, a second deal
    played out: each seat bids once at most, then passes; the first card offered after)."""
    match = Match(variant, dealer=dealer, seed=seed)
    match.start_hand()
    while not match.current.is_over():
        match.apply("pass")
    assert not match.results[0].played
    if played_after:
        match.start_hand()
        spoke: set[int] = set()
        while not match.current.is_over():
            hand = match.current
            seat, legal = hand.current_player(), hand.legal_actions()
            bids = [a for a in legal if a.startswith("bid:")]
            first = seat not in spoke
            spoke.add(seat)
            match.apply(bids[0] if bids and first else ("pass" if "pass" in legal else legal[0]))
        assert match.results[1].played
    return match


def seats_of(kinds):
    names = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
    return [{"name": names[s], "kind": k, "level": None if k == "person" else "hard"}
            for s, k in enumerate(kinds)]


def opened(qtbot, window, tmp_path, match, kinds=None):
    """`match` saved as a record (with its seats, `kinds`: person or computer each; None:
    a bare record naming nobody) and opened with Game > Review a game record."""
    record = json.loads(dumps(match))
    if kinds is not None:
        record["seats"] = seats_of(kinds)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    window.review_record(str(path))
    rw = window.review_window
    qtbot.waitExposed(rw)
    return rw


def reviewed(qtbot, rw, seat, hand=0):
    rw.seat_box.setCurrentIndex(rw.seat_box.findData(seat))
    rw.hand_box.setCurrentIndex(rw.hand_box.findData(hand))
    qtbot.mouseClick(rw.go, Qt.LeftButton)
    qtbot.waitUntil(lambda: rw.job is None, timeout=120000)
    return rw.decisions


def every_word(rw) -> str:
    """What the window says of the review: its rows, their tooltips, the words under them
    for each row chosen, and the line above them."""
    table = rw.table
    said = [rw.summary.text()]
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            said += [item.text(), item.toolTip()] if item is not None else []
        table.selectRow(r)
        said.append(rw.detail.text())
    return "\n".join(said)


def faces(rw) -> dict[int, bool]:
    """For each seat, whether any card of its hand shows its face in the replay."""
    return {s: any(f) for s, f in hand_faces(rw).items()}


def test_the_rule_keeps_every_hand_of_a_passed_deal_at_a_shared_screen_and_the_computers_alone():
    match = passed_deal(played_after=True)
    assert hidden_seats(match, 0, [0, 1, 2, 3, 4]) == frozenset(range(5))
    assert hidden_seats(match, 0, [0, 3]) == frozenset(range(5))
    assert hidden_seats(match, 0, [SOLO]) == frozenset(range(5)) - {SOLO}
    for persons in (None, []):                  # nobody known, or computers only
        assert hidden_seats(match, 0, persons) == frozenset()
    assert hidden_seats(match, 1, [0, 1, 2, 3, 4]) == frozenset()     # a deal played
    # the rows of a seat kept are the moves played, in the hand's order, never weighed
    rows = review(match, 0, hands=[0], persons=[0, 1])
    passes = [a for s, a in match.hands[0].actions if s == 0]
    assert [d.played for d in rows] == passes and passes
    assert all(d.method == WITHHELD and not d.rated and not d.values and d.loss == 0
               and d.label == "" for d in rows)


@pytest.mark.parametrize("variant", ["briscola-chiamata", "biscambiggia-chiamata"])
def test_a_passed_deal_at_a_shared_screen_rates_no_decision(qtbot, window, tmp_path, variant):
    """Five people at one screen: every seat's review of the passed deal lists its passes
    as the table showed them, with no best move, no points lost, no rating, no worth, and
    says why; the replay shows every hand face down, with all cards known too. Before, the
    rows rated each pass against what the hand could have made ("Best: bid 71", "made on
    31 of 40 deals", the points lost)."""
    match = passed_deal(variant)
    rw = opened(qtbot, window, tmp_path, match, ["person"] * 5)
    for seat in (0, 3):
        decisions = reviewed(qtbot, rw, seat)
        assert decisions and not any(d.rated for d in decisions)
        assert rw.table.rowCount() == len(decisions)
        for r, d in enumerate(decisions):
            assert rw.table.item(r, 2).text() == rw._cell(d.played)          # the pass, public
            assert [rw.table.item(r, c).text() for c in (3, 4, 5)] == ["\u2013", "\u2013",
                                                                        "not rated"]
        words = every_word(rw)
        assert rw.summary.text() == not_rated_why()
        assert rw.detail.text() == not_rated_move(rw._cell(decisions[-1].played))
        for hint in ("made on", "Best", "best", "Bid", "bid ", "worth", "\u00b1", "good"):
            assert hint not in words.replace(not_rated_why(), ""), (hint, words)
        assert not any(faces(rw).values())
    rw.known.setChecked(True)
    assert not any(faces(rw).values())
    rw.close()


def test_one_person_against_the_computer_sees_their_own_passed_hand_rated_only(qtbot, window,
                                                                                  tmp_path):
    """One person, four computers, a deal everyone passed: the person's own bids are rated
    (their hand was theirs to see) and their hand shows; a computer's decisions are not
    rated and its hand stays face down, all cards known or not. Before, choosing a
    computer's seat showed its never-played hand face up and rated its passes."""
    kinds = ["computer"] * 5
    kinds[SOLO] = "person"
    match = passed_deal()
    rw = opened(qtbot, window, tmp_path, match, kinds)
    mine = reviewed(qtbot, rw, SOLO)
    assert mine and all(d.rated and d.label in LABELS and len(d.values) >= 2 for d in mine)
    assert rw.table.item(0, 5).text() in {"good", "unclear", "inaccuracy", "mistake", "blunder"}
    assert rw.summary.text().startswith(f"Decisions: {len(mine)} (good: ")
    assert "not rated" not in rw.summary.text()
    shown = faces(rw)
    assert shown[SOLO] and not any(v for s, v in shown.items() if s != SOLO)
    rw.known.setChecked(True)                  # all cards known: still the person's alone
    shown = faces(rw)
    assert shown[SOLO] and not any(v for s, v in shown.items() if s != SOLO)
    rw.known.setChecked(False)
    theirs = reviewed(qtbot, rw, 0)
    assert theirs and not any(d.rated for d in theirs)
    assert rw.summary.text() == not_rated_why()
    assert not any(faces(rw).values())
    rw.close()


def test_a_played_deal_after_a_passed_one_is_rated_and_the_summary_counts_both(qtbot, window,
                                                                                 tmp_path):
    """Every hand of a shared screen's match: the passed deal's decisions unrated, the
    played deal's rated as before, and the line above the rows counts the unrated apart
    ("not rated: 2") with the reason; the points lost are the rated rows' alone."""
    match = passed_deal(played_after=True)
    rw = opened(qtbot, window, tmp_path, match, ["person"] * 5)
    decisions = reviewed(qtbot, rw, 1, hand=None)
    unrated = [d for d in decisions if not d.rated]
    rated = [d for d in decisions if d.rated]
    assert unrated and {d.hand for d in unrated} == {0}
    assert rated and {d.hand for d in rated} == {1}
    assert any(kind_of(d.played) == "play" for d in rated)
    text = rw.summary.text()
    assert f"Decisions: {len(decisions)} (" in text and f"not rated: {len(unrated)})" in text
    assert text.endswith(not_rated_why()) or not_rated_why() + " " in text
    row = decisions.index(rated[0])
    rw.table.selectRow(row)
    assert rw.detail.text() != not_rated_why() and "worth" in rw.detail.text()
    rw._jump(1, 0)                             # the played deal shows the seat's hand
    assert faces(rw)[1]
    rw.close()


def test_a_record_naming_nobody_reviews_a_passed_deal_as_any(qtbot, window, tmp_path):
    """A bare record (another program's, naming no seat): who sat at the screen is not
    known, so nothing is kept back, as before."""
    rw = opened(qtbot, window, tmp_path, passed_deal(), None)
    decisions = reviewed(qtbot, rw, 0)
    assert decisions and all(d.rated for d in decisions)
    assert faces(rw)[0]
    rw.close()


def test_the_reason_is_said_in_italian(qtbot, qapp, window, tmp_path):
    i18n.install(qapp, "it")
    window.retranslate()
    rw = opened(qtbot, window, tmp_path, passed_deal(), ["person"] * 5)
    reviewed(qtbot, rw, 0)
    assert rw.table.item(0, 5).text() == "non valutata"
    assert rw.summary.text().startswith("Le decisioni non valutate sono quelle di una mano")
    rw.table.selectRow(0)
    assert rw.detail.text() == ("Passo: la mossa che il tavolo ha mostrato a tutti. Non valutata: "
                                "questa mano non è mai stata mostrata su questo schermo.")
    rw.close()
