"""The Review window (issue 25): the match on the table reviewed on a worker thread with a
progress bar and Cancel, one row per decision, a row shows the table as it was then, the
replay viewer goes forward, back and to any trick of any hand; a record from disk, and a
bad one refused with the message Open gives."""
from __future__ import annotations

import json

import pytest

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import dumps
from biscambiggia_gui.review import INACCURACY, LABELS, THRESHOLDS
from biscambiggia_gui.ui.review_window import ReviewThread
from biscambiggia_gui.ui.text import decimal
from uihelpers import finish_hand, open_near_end, start, wait_turn


def reviewed(qtbot, rw, timeout=60000):
    qtbot.mouseClick(rw.go, Qt.LeftButton)
    assert rw.cancel.isEnabled() and not rw.go.isEnabled()
    qtbot.waitUntil(lambda: rw.job is None, timeout=timeout)


def record_reviewed(qtbot, window, tmp_path, match, choose=lambda hand: hand.legal_actions()[-1]):
    """`match`'s hand played out by `choose(hand)`, saved as a record and opened with Game >
    Review a game record: the review window."""
    while not match.current.is_over():
        match.apply(choose(match.current))
    path = tmp_path / f"{match.variant.id}.json"
    path.write_text(dumps(match))
    window.review_record(str(path))
    rw = window.review_window
    qtbot.waitExposed(rw)
    return rw


def test_review_the_hand_on_the_table(qtbot, window):
    start(window, "briscola-2", seed=4, level="medium")
    finish_hand(qtbot, window)
    wait_turn(qtbot, window)
    assert window.menus.review.isEnabled()
    window.menus.review.trigger()
    rw = window.review_window
    qtbot.waitExposed(rw)
    assert rw.seat_box.currentData() == 0
    reviewed(qtbot, rw)
    match = window.ctrl.match
    mine = [(i, a) for i, (s, a) in enumerate(match.hands[0].actions) if s == 0]
    assert 10 < len(rw.decisions) <= len(mine)
    assert rw.table.rowCount() == len(rw.decisions)
    assert all(d.label in LABELS and d.loss >= 0 for d in rw.decisions)
    assert rw.summary.text().startswith(f"Decisions: {len(rw.decisions)} (good: ")
    for row, d in enumerate(rw.decisions):      # a sampled loss with its standard error
        shown = rw.table.item(row, 4).text()       # (QLocale rounds 33.25 up, Python's f-string down)
        assert shown == (f"{decimal(d.loss)} \u00b1 {decimal(d.error)}" if d.error > 0 else decimal(d.loss))
    assert any(d.error > 0 for d in rw.decisions)
    # a row shows the table just before that decision, from the seat's side
    d = rw.decisions[5]
    rw.table.selectRow(5)
    qtbot.waitUntil(lambda: rw.position == (d.hand, d.action))
    state = rw.ctrl.hand
    assert len(state.actions) == d.action and d.played in state.hands[0]
    assert sorted(rw.scene.hands[0].cards) == sorted(state.hands[0])
    assert all(rw.scene.cards[c].is_face_up() for c in state.hands[0])
    assert not any(rw.scene.cards[c].is_face_up() for c in state.hands[1])
    # forward, back, a trick on, the trick before
    qtbot.mouseClick(rw.buttons["forward"], Qt.LeftButton)
    assert rw.position == (d.hand, d.action + 1) and d.played in rw.scene.trick.cards
    qtbot.mouseClick(rw.buttons["back"], Qt.LeftButton)
    assert rw.position == (d.hand, d.action)
    qtbot.mouseClick(rw.buttons["trick_forward"], Qt.LeftButton)
    assert rw.position[1] > d.action and not rw.ctrl.hand.trick
    qtbot.mouseClick(rw.buttons["first"], Qt.LeftButton)
    assert rw.position == (0, 0) and len(rw.scene.hands[0].cards) == 3
    rw.jump_trick.setCurrentIndex(4)
    rw.jump_trick.activated.emit(4)
    assert rw.ctrl.hand.tricks_played == 4 and not rw.ctrl.hand.trick
    # the second view, labelled: every card known
    rw.known.setChecked(True)
    assert all(rw.scene.cards[c].is_face_up() for c in rw.ctrl.hand.hands[1])
    reviewed(qtbot, rw)
    heads = [rw.table.horizontalHeaderItem(c).text() for c in range(rw.table.columnCount())]
    assert "All cards known: best" in heads
    solved = [d for d in rw.decisions if d.known is not None]     # the last 20 cards' ten tricks
    assert solved and all(d.known.label in LABELS and d.known.best in d.values for d in solved)
    assert all(d.known is None for d in rw.decisions if d.trick < 10)
    rw.close()


def deep_review_under_way(qtbot, window, tmp_path):
    """A Tarocchi hand's review, Deeper, once its first decision is weighed: long enough
    to be stopped while it runs."""
    match = Match("tarocchi-pizzico", seed=2, dealer=1)
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match)
    rw.deeper.setChecked(True)
    qtbot.mouseClick(rw.go, Qt.LeftButton)
    qtbot.waitUntil(lambda: rw.progress.maximum() > 0 and rw.progress.value() >= 1, timeout=60000)
    return rw


def test_a_review_can_be_cancelled(qtbot, window, tmp_path):
    rw = deep_review_under_way(qtbot, window, tmp_path)
    qtbot.mouseClick(rw.cancel, Qt.LeftButton)
    assert rw.job is None and rw.go.isEnabled() and not rw.progress.isVisible()
    total = rw.progress.maximum()
    qtbot.waitUntil(lambda: len(rw.decisions) >= 1)       # what was weighed stays shown
    assert len(rw.decisions) < total and rw.table.rowCount() == len(rw.decisions)
    rw.close()


def test_a_review_started_again_at_once_after_cancel_keeps_its_own_rows(qtbot, window,
                                                                        tmp_path):
    """Cancel, then Review again before the window had handled the cancelled review's last
    answer (the answer waits in the event queue once its thread stopped): that answer was
    taken for the new review's, which was forgotten while it ran; closing the window then
    destroyed its running thread, and Qt aborted the whole game ("QThread: Destroyed while
    thread is still running"). The answer of a review given up is left aside, and the
    window waits for its thread before it goes."""
    rw = deep_review_under_way(qtbot, window, tmp_path)
    first = rw.job
    rw.stop()                                  # Cancel's click ...
    rw.seat_box.setCurrentIndex(1)             # (another seat: rows of its own)
    rw.deeper.setChecked(False)
    rw.start()                                 # ... and Review's, before the queue is handled
    second = rw.job
    qtbot.waitUntil(lambda: not first.isRunning(), timeout=60000)
    QApplication.processEvents()               # the cancelled review's answer is handled
    # the window still follows the review it started (unless that one is over already)
    assert rw.job is second or not second.isRunning()
    assert all(d.seat == 1 for d in rw.decisions)   # no row of the review given up
    qtbot.waitUntil(lambda: rw.job is None, timeout=120000)
    assert rw.decisions and {d.seat for d in rw.decisions} == {1}
    rw.start()
    threads = rw.findChildren(ReviewThread)
    rw.close()                                 # closed while it runs: it waits, no abort
    assert len(threads) == 3 and not any(t.isRunning() for t in threads)


def test_a_record_without_a_choice_says_there_is_nothing_to_review(qtbot, qapp, window, tmp_path):
    """A record whose hand was dealt and never played: the review ends with no row and says
    why, in the seat's name (it went back to "Choose a seat and the hands, then Review", as
    if nothing had been asked)."""
    match = Match("briscola-2", seed=5)
    match.start_hand()
    path = tmp_path / "dealt.json"
    path.write_text(dumps(match))
    window.review_record(str(path))
    rw = window.review_window
    qtbot.waitExposed(rw)
    choose = rw.summary.text()
    reviewed(qtbot, rw)
    assert rw.decisions == [] and rw.table.rowCount() == 0
    assert rw.seat_box.currentText() == "You"
    assert rw.summary.text() == ("Nothing to review for you: never a choice between two moves "
                                 "or more") != choose
    rw.close()
    i18n.install(qapp, "it")
    try:
        window.retranslate()
        window.review_record(str(path))
        rw = window.review_window
        qtbot.waitExposed(rw)
        reviewed(qtbot, rw)
        assert rw.summary.text() == ("Niente da rivedere per te: mai una scelta tra due mosse o "
                                     "più")
        rw.close()
    finally:
        i18n.install(qapp, "en")
        window.retranslate()


def test_a_bad_record_is_refused_as_open_refuses_it(qtbot, window, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": 1, "variant": "briscola-2", "hands": [{"deck": []}]}))
    window.review_record(str(path))
    assert getattr(window, "review_window", None) is None
    qtbot.waitUntil(lambda: window.message is not None and window.message.isVisible())
    text = window.message.text()
    window.message.close()
    window.open_record(str(path))
    assert window.message.text() == text


def summary_shown(qtbot, window):
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    return window.summary


def test_review_the_hand_from_the_hand_summary(qtbot, window, tmp_path):
    """The summary's Review button opens the review on the hand just played and starts it
    (no second press of Review); the summary steps aside (a window-modal dialog would keep
    the review from the mouse) and is back, Next hand and all, when the review is closed."""
    open_near_end(window, tmp_path, "briscola-2", {"hands": 2}, left=4)
    finish_hand(qtbot, window)
    summary = summary_shown(qtbot, window)
    assert summary.review.isVisible() and summary.review.text() == "&Review the deal"
    qtbot.mouseClick(summary.review, Qt.LeftButton)
    rw = window.review_window
    qtbot.waitExposed(rw)
    assert not summary.isVisible() and rw.hand_box.currentData() == 0
    assert rw.seat_box.currentData() == window.ctrl.setup.persons()[0]
    assert rw.job is not None and rw.cancel.isEnabled() and not rw.go.isEnabled()
    qtbot.waitUntil(lambda: rw.job is None, timeout=60000)
    assert rw.decisions and {d.hand for d in rw.decisions} == {0}
    rw.close()
    qtbot.waitUntil(summary.isVisible)
    assert window.summary is summary
    qtbot.mouseClick(summary.go, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.ctrl.match.hand_in_progress())
    assert len(window.ctrl.match.hands) == 2


def test_review_the_hands_from_the_match_end(qtbot, window, tmp_path):
    """The match-end screen's Review slot holds the review of the match's hands."""
    open_near_end(window, tmp_path, "briscola-2", {"hands": 2}, left=4, before=1)
    finish_hand(qtbot, window)
    end = summary_shown(qtbot, window)
    assert window.ctrl.match.is_over() and end.objectName() == "matchEnd"
    assert end.review.isVisible() and end.review.text() == "&Review the deals..."
    qtbot.mouseClick(end.review, Qt.LeftButton)
    rw = window.review_window
    qtbot.waitExposed(rw)
    assert not end.isVisible()
    assert [rw.hand_box.itemData(i) for i in range(rw.hand_box.count())] == [None, 0, 1]
    assert rw.hand_box.currentData() == 1                      # it opens on the last hand
    assert rw.job is None and rw.go.isEnabled()                # and waits for a choice
    rw.close()
    qtbot.waitUntil(end.isVisible)
    assert window.summary is end


def test_a_long_move_leaves_the_figures_and_the_rating_in_view(qtbot, window, tmp_path):
    """A Tarocchi hand with a quaterno declared (a long name: "Quaterno: King of cups, King
    of coins, ..."): the moves' columns share the width, the row names it as the summary
    does ("Quaterno") with its whole words in the tooltip, and the points lost and the
    rating stay in view, with no scrolling sideways."""
    from biscambiggia_gui.engine.dealing import deck_from_deal
    deck = deck_from_deal("tarocchi-pizzico", 1, {0: ["KH", "KD", "KC", "KS", "T1", "T2", "T3",
                                                       "T4", "T5", "AH", "2H", "3H", "4H", "5H", "6H"]})
    match = Match("tarocchi-pizzico", dealer=1)
    match.start_hand(deck)
    rw = record_reviewed(qtbot, window, tmp_path, match, lambda hand: next(
        (a for a in hand.legal_actions() if a.startswith("quaterno:")), hand.legal_actions()[-1]))
    reviewed(qtbot, rw)
    rows = [r for r in range(rw.table.rowCount()) if rw.decisions[r].played.startswith("quaterno:")]
    assert rows
    item = rw.table.item(rows[0], 2)
    assert item.text() == "Quaterno"
    assert rw.table.columnWidth(2) >= rw.table.fontMetrics().horizontalAdvance(item.text())
    table = rw.table
    for column in (4, 5):                                       # the figures and the rating
        right = table.columnViewportPosition(column) + table.columnWidth(column)
        assert 0 <= table.columnViewportPosition(column) and right <= table.viewport().width()
        assert table.columnWidth(column) >= table.fontMetrics().horizontalAdvance(
            table.item(rows[0], column).text())
    assert table.horizontalScrollBar().maximum() == 0
    assert item.toolTip().startswith("Quaterno: King of cups, King of coins")
    rw.close()


def test_the_viewer_tells_what_was_said_in_the_hand(qtbot, window, tmp_path):
    """A chiamata hand reviewed: at a decision of the card play, the viewer shows beside
    the table what the match log said up to then (the bids, the call with its trumps), as
    the table alone does not show the called card or the trumps."""
    match = Match("briscola-chiamata", dealer=4, seed=5)
    match.start_hand()
    spoke: set[int] = set()

    def bid_once(hand):
        seat, legal = hand.current_player(), hand.legal_actions()
        bids = [a for a in legal if a.startswith("bid:")]
        first = seat not in spoke
        spoke.add(seat)
        return bids[0] if bids and first else ("pass" if "pass" in legal else legal[0])
    rw = record_reviewed(qtbot, window, tmp_path, match, bid_once)
    reviewed(qtbot, rw)
    row = next(r for r, d in enumerate(rw.decisions) if d.phase == "play" and d.trick >= 2)
    rw.table.selectRow(row)
    qtbot.waitUntil(lambda: rw.position == (0, rw.decisions[row].action))
    lines = [rw.story.item(i).text() for i in range(rw.story.count())]
    assert any("calls" in line and "points to make" in line for line in lines), lines
    assert any("bids" in line for line in lines) and rw.story.isVisible()
    rw.table.selectRow(0)                                   # before the call: not yet said
    qtbot.waitUntil(lambda: rw.position == (0, rw.decisions[0].action))
    assert not any("points to make" in rw.story.item(i).text() for i in range(rw.story.count()))
    rw.close()


def test_a_decision_chosen_is_told_in_words_each_move_with_its_worth(qtbot, window, tmp_path):
    """A row chosen: under the rows, each move weighed there with what it was worth, the
    best first, the move played and the best marked, and how the worths were found (the
    deals sampled, or solved exactly): the figures of the row explained."""
    from biscambiggia_gui.ui.text import action_label
    match = Match("briscola-2", dealer=1, seed=8)
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match)
    reviewed(qtbot, rw)
    worst = max(range(len(rw.decisions)), key=lambda r: rw.decisions[r].loss)
    exact = next(r for r, d in enumerate(rw.decisions) if d.method == "exact")
    for row in (worst, exact):
        d = rw.decisions[row]
        rw.table.selectRow(row)
        qtbot.waitUntil(lambda: rw.position == (d.hand, d.action))
        text = rw.detail.text()
        assert rw.detail.isVisible() and len(d.values) >= 2
        where = [text.index(f"{action_label(a, rw.deck)} {decimal(v)}") for a, v in d.values.items()]
        order = sorted(d.values, key=lambda a: -d.values[a])
        assert sorted(where) == [where[list(d.values).index(a)] for a in order]   # best first
        if d.played == d.best:
            assert f"{action_label(d.played, rw.deck)} {decimal(d.values[d.played])} (played, the best)" in text
        else:
            assert f"{action_label(d.played, rw.deck)} {decimal(d.values[d.played])} (played)" in text
            assert f"{action_label(d.best, rw.deck)} {decimal(d.values[d.best])} (best)" in text
        assert (f"averaged over {d.worlds} deals" in text) if d.method == "sampled" \
            else ("solved exactly" in text)
        # a loss measured again on fresh deals says so (ai/values.py `confirm`)
        assert (f"weighed again on {d.fresh} other deals" in text) == (d.fresh > 0)
    assert rw.decisions[worst].method == "sampled"
    assert rw.decisions[worst].fresh == 2 * rw.decisions[worst].worlds
    # the points lost in all, and how many of them on moves rated good (why a hand of good
    # moves shows points lost)
    small = sum(d.loss for d in rw.decisions if d.label in ("good", "unclear"))
    assert decimal(small) != decimal(0)
    assert (f"Expected points lost in all: {decimal(sum(d.loss for d in rw.decisions))}. "
            f"{decimal(small)} of them on moves rated good") in rw.summary.text()
    assert f"(under {decimal(dict(THRESHOLDS)[INACCURACY], 0)} points) or unclear" \
        in rw.summary.text()
    # a move rated good never lost 3 points or more: such a loss, within the noise, is unclear
    assert all(d.loss < dict(THRESHOLDS)[INACCURACY] for d in rw.decisions if d.label == "good")
    rw.close()


def test_another_seat_chosen_clears_the_rows_of_the_seat_before(qtbot, window, tmp_path):
    """The rows are one seat's decisions: choosing another seat (or other hands) takes them
    away until Review is pressed again, rather than showing them beside the table of the
    seat now chosen."""
    match = Match("briscola-2", dealer=1, seed=6)
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match)
    reviewed(qtbot, rw)
    assert rw.decisions and {d.seat for d in rw.decisions} == {0} and rw.table.rowCount()
    rw.seat_box.setCurrentIndex(rw.seat_box.findData(1))
    assert rw.table.rowCount() == 0 and rw.detail.text() == ""
    assert not rw.summary.text().startswith("Decisions:")
    assert rw.scene.hands[1].cards and all(rw.scene.cards[c].is_face_up()
                                           for c in rw.scene.hands[1].cards)
    reviewed(qtbot, rw)
    assert rw.decisions and {d.seat for d in rw.decisions} == {1}
    rw.hand_box.setCurrentIndex(rw.hand_box.findData(None))
    rw.hand_box.activated.emit(rw.hand_box.currentIndex())
    assert rw.table.rowCount() == 0
    rw.close()


def test_a_worth_reads_as_points_ahead_or_behind_never_minus_nothing(qtbot, qapp, window,
                                                                     tmp_path):
    """The worths under the rows are margins (docs/lessons-and-review.md): the words say
    so (a minus sign is points behind, and what winning the hand adds), in Italian too,
    and a worth that rounds to nothing is "0,0", never "-0,0"."""
    from biscambiggia_gui import i18n
    from biscambiggia_gui.ui.text import decimal
    assert decimal(-0.04) == "0.0" and decimal(-0.06) == "-0.1"
    match = Match("briscola-2", dealer=1, seed=8)
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match)
    reviewed(qtbot, rw)
    bonus = match.variant.match.win_bonus
    assert bonus > 0
    behind = next(r for r, d in enumerate(rw.decisions)
                  if d.method == "sampled" and min(d.values.values()) < 0)
    rw.table.selectRow(behind)
    qtbot.waitUntil(lambda: rw.detail.text() != "")
    text = rw.detail.text()
    assert "ahead of the opponent" in text and "(a minus sign: behind)" in text
    assert f"with {bonus} more if it wins" in text and "the seat knew" not in text
    i18n.install(qapp, "it")
    rw.table.selectRow(0)
    rw.table.selectRow(behind)
    qtbot.waitUntil(lambda: "davanti" in rw.detail.text())
    assert "davanti all’avversario" in rw.detail.text()
    assert "compagno" not in rw.detail.text()       # Briscola a 2 has no partner to name
    assert "col segno meno: dietro" in rw.detail.text()
    assert f"con {bonus} in più se vince" in rw.detail.text()
    assert "-0,0" not in rw.detail.text()
    rw.close()


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_viewers_lists_of_deals_and_tricks_show_their_whole_words(qtbot, qapp, window,
                                                                       tmp_path, language):
    """The review window as it opens on a 1280x720 screen: the lists that jump to a deal
    and to a trick under the table are wide enough for what they say ("Smazzata 1" was
    "Smazzat", cut by the buttons beside it)."""
    from biscambiggia_gui import i18n
    i18n.install(qapp, language)
    match = Match("briscola-4", dealer=1, seed=8)
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match)
    rw.resize(1161, 622)                      # its size on a 1280x720 screen
    qtbot.waitUntil(lambda: rw.jump_trick.count() > 1)
    rw._jump(0, len(match.hands[0].actions))  # the last trick: "Presa 10"
    qtbot.wait(10)
    for box in (rw.jump_hand, rw.jump_trick):
        words = box.fontMetrics().horizontalAdvance(box.currentText())
        assert box.width() >= box.sizeHint().width(), (box.objectName(), box.width(), box.currentText())
        assert box.width() > words
    rw.close()


def test_the_italian_rating_is_not_the_word_of_a_tarocchi_declaration(qtbot, qapp, window,
                                                                       tmp_path):
    """In Italian a move rated good was "buona", the very word of Tarocchi's declarations
    (a row could read "Gatti: Matto, Tarocco 1, Tarocco 20 ... buona"): the rating is
    "giusta", in the rows, in the summary and in the tooltips."""
    from biscambiggia_gui import i18n
    from biscambiggia_gui.review import GOOD
    i18n.install(qapp, "it")
    match = Match("briscola-2", dealer=1, seed=8)
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match)
    reviewed(qtbot, rw)
    good = [r for r, d in enumerate(rw.decisions) if d.label == GOOD]
    assert good
    for r in good:
        assert rw.table.item(r, 5).text() == "giusta"
        assert "buona" not in (rw.table.item(r, 4).toolTip() or "")
    texts = [rw.table.item(r, c).text() for r in range(rw.table.rowCount()) for c in range(6)]
    assert not any("buon" in t for t in texts)
    assert "giusta:" in rw.summary.text() and "buon" not in rw.summary.text()
    rw.close()


def test_a_row_says_what_the_move_played_and_the_best_did_at_the_table(qtbot, window, tmp_path):
    """A decision whose best move is another: the words under the rows first say what each
    did at the table, in the hint's words (ui/explain.py, each claim borne out by the
    engine: "A♠ takes the trick: 13 points"), so the worths after them read as a reason;
    a decision played as the best says only the worths."""
    from biscambiggia_gui.engine.registry import new_hand
    from biscambiggia_gui.ui.explain import move_text
    match = Match("mariagio", seed=3, dealer=1)
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match)
    reviewed(qtbot, rw)
    other = 0
    for row, d in enumerate(rw.decisions):
        rw.table.selectRow(row)
        text = rw.detail.text()
        if d.played == d.best:
            assert not text.startswith("Played:") and "Best:" not in text
            continue
        other += 1
        hand = match.hands[d.hand]
        state = new_hand("mariagio", match.options, list(hand.deck), hand.dealer)
        for seat, action in hand.actions[:d.action]:
            state.apply(action, seat)
        assert d.best in state.legal_actions() and state.current_player() == d.seat
        played, best = (move_text(state, d.seat, a, "genoese") for a in (d.played, d.best))
        assert text.startswith(f"Played: {played} Best: {best} Each move's worth")
    assert other >= 3
    rw.close()


@pytest.mark.parametrize("variant, held", [
    ("mariagio", ["KH", "QH", "KS", "QS", "AC", "7C", "2D"]),
    ("tarocchi-pizzico", ["M", "T1", "T20", "T21", "T19", "T18", "T17", "T16", "T15", "T14",
                          "T13", "KH", "KD", "KC", "KS"]),
])
def test_every_move_in_the_rows_is_read_whole(qtbot, window, tmp_path, variant, held):
    """The rows' moves fit their cells at the window's own size: a declaration by its name
    as the summary says it ("Marriage in hearts", "Gatti"), which the button's words
    ("Declare the marriage in hearts") did not, cut to "Declare the marriage in ..." in
    both the played and the best column, the suit lost; the whole in the tooltip."""
    from PySide6.QtCore import QRect
    from biscambiggia_gui.engine.actions import kind_of
    from biscambiggia_gui.engine.dealing import deck_from_deal
    match = Match(variant, dealer=1)
    match.start_hand(deck_from_deal(variant, 1, {0: held}))
    rw = record_reviewed(qtbot, window, tmp_path, match, choose=lambda hand: hand.legal_actions()[0])
    reviewed(qtbot, rw)
    declared = [r for r, d in enumerate(rw.decisions) if kind_of(d.played) != "play"]
    assert declared
    fm = rw.table.fontMetrics()
    for row in range(rw.table.rowCount()):
        for col in (2, 3):
            item = rw.table.item(row, col)
            room = QRect(0, 0, rw.table.columnWidth(col) - 8, 10000)
            need = fm.boundingRect(room, Qt.TextFlag.TextWordWrap, item.text())
            assert need.width() <= room.width() and need.height() <= rw.table.rowHeight(row) - 2, \
                (row, col, item.text())
            move = rw.decisions[row].played if col == 2 else rw.decisions[row].best
            assert item.toolTip() == rw._action(move)
    rw.close()


def test_the_worths_name_the_best_other_side_only_where_there_are_two(qtbot, window, tmp_path):
    """A margin is over "the other side" where a hand has two sides (two teams), over "the
    opponent" where it has two players, and over "the best of the other players" only
    where there are more (Briscola a 3): "the best other side" of a single opponent read
    as if there were several."""
    match = Match("briscola-3", dealer=2, seed=8)
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match)
    reviewed(qtbot, rw)
    row = next(r for r, d in enumerate(rw.decisions) if len(d.values) > 1)
    rw.table.selectRow(row)
    qtbot.waitUntil(lambda: rw.detail.text() != "")
    assert "ahead of the best of the other players" in rw.detail.text()
    assert "side" not in rw.detail.text()
    rw.close()


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("method", ["sampled", "exact"])
def test_the_worths_speak_of_a_side_only_where_a_player_has_partners(qapp, language, method):
    """Reviewing a hand of Tarocchi a pizzico in Italian, the worths under the rows said
    "di quanti punti chi gioca (con il compagno, se ne ha uno) dovrebbe finire davanti alla
    parte avversaria" (and in English "the player's side ... the other side"): in a game
    for two there is no partner and no side. Every variant: where a player plays for
    themselves, the words name the player and the opponent (or the best of the others);
    where there are partners (teams, the chiamata games), the side."""
    from biscambiggia_gui.engine.registry import variants
    from biscambiggia_gui.review import Decision
    from biscambiggia_gui.ui.review_words import worths
    from biscambiggia_gui.ui.setup import game_decks
    i18n.install(qapp, language)           # the conftest puts English back
    for variant_id, variant in variants().items():
        match = Match(variant_id, dealer=0, seed=3)
        state = match.start_hand()
        cards = [a for a in state.legal_actions() if ":" not in a and a != "pass"]
        if len(cards) < 2:       # an auction opens the hand: its card play is alike
            cards = list(state.hands[0][:2])
        d = Decision(hand=0, trick=0, action=0, seat=0, phase="play", played=cards[0],
                     best=cards[1], loss=4.0, label="inaccuracy", error=0.5,
                     method=method, worlds=40, values={cards[1]: 6.0, cards[0]: 2.0})
        text = worths(match, d, game_decks(variant.game)[0])
        sided = ("side" in text) if language == "en" else \
            ("compagno" in text or "parte avversaria" in text)
        assert sided == variant.partners, (variant_id, text)
        if not variant.partners:
            alone = {("en", 2): "ahead of the opponent",
                     ("en", 3): "ahead of the best of the other players",
                     ("it", 2): "davanti all’avversario",
                     ("it", 3): "davanti al migliore degli avversari"}
            assert alone[language, variant.side_count] in text, (variant_id, text)


def test_a_declaration_weighed_is_named_as_its_row_names_it(qtbot, window, tmp_path):
    """Under the rows, a buona's worth came after the button's words, its cards listed:
    "Gatti: Matto, Tarot 1, Tarot 20 17.7 (played, the best)", the figure read as one more
    card's (seen reviewing a hand of Tarocchi). Each move is now named there as its row
    names it ("Gatti 17.7"), the cards by their names as before."""
    from biscambiggia_gui.engine.actions import kind_of
    from biscambiggia_gui.ui.review_words import move_cell
    match = Match("tarocchi-pizzico", seed=51)     # seat 0 holds the gatti, seat 1 leads
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match, lambda hand: hand.legal_actions()[0])
    reviewed(qtbot, rw)
    row = next(r for r, d in enumerate(rw.decisions)
               if any(kind_of(a) not in ("play", "give") for a in d.values))
    d = rw.decisions[row]
    rw.table.selectRow(row)
    qtbot.waitUntil(lambda: rw.position == (d.hand, d.action))
    text = rw.detail.text()
    for action, worth in d.values.items():
        assert f"{move_cell(action, rw.deck)} {decimal(worth)}" in text, text
        assert rw.table.item(row, 2).text() == move_cell(d.played, rw.deck)
    declared = next(a for a in d.values if kind_of(a) not in ("play", "give"))
    assert "Gatti" in move_cell(declared, rw.deck) and "Tarot 20 " not in text, text
    rw.close()


def test_a_records_default_name_is_shown_in_the_language_installed(qtbot, qapp, window, tmp_path):
    """A record saved in English keeps the person's default name as typed ("You"); reviewed
    in Italian, the window's table and log said "Tu" while its seat box said "You" (seen
    reviewing a record of Tarocchi). The seat box names the seats as the table does."""
    start(window, "briscola-2", seed=4, level="random")
    finish_hand(qtbot, window)
    wait_turn(qtbot, window)
    path = tmp_path / "saved-in-english.json"
    assert window.save_record_as(str(path))
    assert json.loads(path.read_text())["seats"][0]["name"] == "You"
    i18n.install(qapp, "it")
    try:
        window.retranslate()
        window.review_record(str(path))
        rw = window.review_window
        qtbot.waitExposed(rw)
        shown = [rw.seat_box.itemText(i) for i in range(rw.seat_box.count())]
        assert shown[0] == "Tu" and "You" not in shown, shown
        assert rw.ctrl.name(0) == shown[0]                     # the table's plate says the same
        rw.close()
    finally:
        i18n.install(qapp, "en")
        window.retranslate()


def test_a_record_is_reviewed_with_the_deck_it_is_shown_with_on_the_table(qtbot, window,
                                                                           tmp_path):
    """Game > Review a game record draws the record with the deck the table would draw it
    with (Game > Open): a plain record with the deck the Settings choose for its game (a
    save that names its deck, with that one: `setup.saved_deck`). Before, the review always
    drew the game's first deck (the Genoese for Biscambiggia), whatever the Settings chose."""
    from biscambiggia_gui.ui.setup import save_preferred_deck
    save_preferred_deck("biscambiggia", "italian")
    match = Match("biscambiggia-3", {}, dealer=0, seed=2)
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match)
    assert rw.deck == "italian"
    rw.close()
    save_preferred_deck("biscambiggia", "genoese")           # the Settings' choice, changed
    window.review_record(str(tmp_path / "biscambiggia-3.json"))
    assert window.review_window.deck == "genoese"


def test_the_story_at_a_hand_s_last_moment_ends_with_its_result(qtbot, window, tmp_path):
    """A record of Briscola chiamata reviewed, stepped to the hand's last move: the story
    under the table ends as the table's log did, with the hand's result ("The hand goes to
    ..."); a step back, it ends with the last card's line again. Before, the story of a
    finished hand stopped at the last trick (or, in Briscola chiamata, whose log keeps no
    trick, at the partner's name), and never said who won."""
    match = Match("briscola-chiamata", {}, dealer=0, seed=2)
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match, lambda hand: hand.legal_actions()[0])
    assert sum(1 for e in match.events if e.kind == "trick") == 8     # a hand played out
    rw.navigate("last")
    lines = [rw.story.item(i).text() for i in range(rw.story.count())]
    result = rw.ctrl._result_line(match.results[0])
    assert lines[-1] == result and lines.count(result) == 1, lines
    rw.navigate("back")
    lines = [rw.story.item(i).text() for i in range(rw.story.count())]
    assert result not in lines, lines


@pytest.mark.parametrize("again", ["table menu", "record"])
def test_a_review_replaced_by_another_keeps_the_match_end_aside_until_it_closes(
        qtbot, window, tmp_path, again):
    """Review the deals... at the match end, then Table > Review the hands (or Game >
    Review a game record) while that review is up: the new review replaces it and answers
    the player. The match end came back at once, window-modal, behind the new review,
    which then refused every click (Review did nothing: a play-through in Italian saw "no
    review window"); it comes back when the new review is closed."""
    path = open_near_end(window, tmp_path, "briscola-2", {"hands": 2}, left=4, before=1)
    finish_hand(qtbot, window)
    end = summary_shown(qtbot, window)
    qtbot.mouseClick(end.review, Qt.LeftButton)
    first = window.review_window
    qtbot.waitExposed(first)
    if again == "table menu":
        window.menus.review.trigger()
    else:
        window.review_record(str(path))
    second = window.review_window
    assert second is not None and second is not first and second.isVisible()
    assert not end.isVisible() and QApplication.activeModalWidget() is None
    reviewed(qtbot, second)
    assert second.decisions
    second.close()
    qtbot.waitUntil(end.isVisible)
    assert window.summary is end and window.review_window is None


def test_the_review_s_table_never_says_wait_for_your_turn(qtbot, window):
    """Nobody is asked to move in a review: a card of the shown hand pressed, or Enter on
    the table, says nothing (the table's out-of-turn note, "Wait for your turn", came from
    the controller the review's table is built on)."""
    from PySide6.QtTest import QTest
    from uihelpers import drag_card
    start(window, "briscola-2", seed=4, level="medium")
    finish_hand(qtbot, window)
    wait_turn(qtbot, window)
    window.menus.review.trigger()
    rw = window.review_window
    qtbot.waitExposed(rw)
    rw.navigate("forward")
    rw.navigate("forward")
    qtbot.waitUntil(lambda: rw.position == (0, 2) and not rw.scene.busy())
    card = rw.scene.hands[0].cards[0]
    drag_card(qtbot, rw, card)
    rw.view.setFocus()
    QTest.keyClick(rw.view, Qt.Key_Return)
    qtbot.wait(50)
    assert not rw.scene.toast.isVisible()
    assert rw.scene.where[card] is rw.scene.hands[0]
    rw.close()
