"""A table test gives one verdict on every machine and run (tests/conftest.py). CI once
refused a stop for tests/ui/test_dialog_keys.py: a match of Biscambiggia a 2 "to 2 hands",
opened from a record, had two hands here and three there. A match opened from a record (or
a save, or Play again) has no seed of its own: its next deals and its computers' streams
came from the operating system, so the play after the record differed from run to run.
Now every seed nobody chose is drawn in one place (engine/seeds.py), the table draws its
computers' seed on its own thread, and the tests draw those seeds from a stream of their
own: the same deals and the same cards, every run."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from uihelpers import finish_hand, open_near_end, start, wait_turn


def played_to_the_end(qtbot, window, tmp_path) -> list:
    """The record of tests/ui/test_dialog_keys.py opened and played to the match's end by
    the person's first legal card and the random computers: each hand's deck and actions."""
    open_near_end(window, tmp_path, "biscambiggia-2", {"hands": 2}, left=4)
    for _ in range(10):
        finish_hand(qtbot, window)
        qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
        if window.ctrl.match.is_over():
            break
        qtbot.mouseClick(window.summary.go, Qt.LeftButton)
        qtbot.waitUntil(window.ctrl.match.hand_in_progress)
    match = window.ctrl.match
    assert match.is_over()
    window.summary.close()
    return [(list(hand.deck), list(hand.actions)) for hand in match.hands]


def test_a_match_opened_from_a_record_plays_on_alike_on_every_run(qtbot, window, tmp_path, request,
                                                               _seeds_of_the_test):
    def again():                            # the test run again: its stream from the start
        _seeds_of_the_test.seed(request.node.nodeid)
        return played_to_the_end(qtbot, window, tmp_path)
    first = again()
    assert len(first) >= 2                  # the record's hand, then at least one dealt here
    for _ in range(3):
        assert again() == first


def test_a_new_match_without_a_seed_deals_and_plays_alike_on_every_run(qtbot, window, request,
                                                                       _seeds_of_the_test):
    """Play again and the New match dialog start a match without a seed: its first deal,
    its dealer and its computers' cards are the test's stream's."""
    def the_first_tricks():
        start(window, "briscola-4", seed=None)
        hand = window.ctrl.hand
        while len(hand.actions) < 8:
            wait_turn(qtbot, window)
            if window.ctrl.awaiting is not None:
                window.ctrl.request_card(hand.legal_actions()[0])
                before = len(hand.actions)
                qtbot.waitUntil(lambda: len(hand.actions) > before)
        return window.ctrl.match.first_dealer, list(hand.deck), list(hand.actions[:8])
    _seeds_of_the_test.seed(request.node.nodeid)
    first = the_first_tricks()
    assert the_first_tricks() != first      # a new seed at each draw: another deal
    _seeds_of_the_test.seed(request.node.nodeid)
    assert the_first_tricks() == first


def test_the_computers_seed_is_drawn_on_the_tables_thread(qtbot, window, monkeypatch):
    """The table draws its computers' seed (a match without one) when the match starts, on
    its own thread: a computer made on the players' thread later takes no draw of its own,
    so the order of the draws is the order the table was driven in, whatever the threads."""
    from biscambiggia_gui.engine import seeds
    drawn = []

    def fresh(bits=seeds.PLAYER_BITS):
        assert QApplication.instance().thread().isCurrentThread(), "a seed drawn off the table's thread"
        drawn.append(len(drawn) + 1000)
        return drawn[-1]
    monkeypatch.setattr(seeds, "fresh_seed", fresh)
    start(window, "briscola-2", seed=None, seats=["computer", "computer"])
    qtbot.waitUntil(lambda: window.ctrl.hand is not None and window.ctrl.hand.is_over())
    assert drawn and window.ctrl.ai.worker.seed in drawn
    assert {p.seed for p in window.ctrl.ai.worker.players.values()} == {
        window.ctrl.ai.worker.seed * 10 + seat for seat in (0, 1)}


def test_a_wait_gives_a_loaded_machine_a_minute():
    """pytest-qt's waits give up after 5 s by default; tests/conftest.py gives them a
    minute, so a busy CI machine dealing a hand or opening a dialog slowly passes."""
    from pytestqt.qtbot import QtBot
    for name in ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive", "waitCallback"):
        assert getattr(QtBot, name).__kwdefaults__["timeout"] >= 60_000, name
