"""Help at the table (issue 7): "a hint (what the Hard player would play, and why in one
line), the list of cards already played (can be switched off for a challenge), the last
trick. Undo of your last card in matches against the computer only, marked in the
statistics." """
import threading

import pytest

from biscambiggia_gui.engine.messages import Message

from PySide6.QtCore import QTimer, Qt
from PySide6.QtTest import QTest

from biscambiggia_gui.engine.dealing import deck_from_deal
from biscambiggia_gui.store import saves
from biscambiggia_gui.store.stats import Statistics
from biscambiggia_gui.ui import workers

from uihelpers import finish_hand, open_near_end, play_first_legal, save_shot, start, wait_turn


def test_the_hint_shows_the_hard_players_card_and_why(qtbot, window):
    start(window, "biscambiggia-2", seed=12)
    wait_turn(qtbot, window)
    assert window.panel.hint_button.isEnabled()
    QTest.keyClick(window.view, Qt.Key_H)                   # the H key
    qtbot.waitUntil(lambda: window.scene.hinted is not None)
    card = window.scene.hinted
    assert card in window.ctrl.hand.legal_actions() and window.scene.cards[card].hinted
    text = window.panel.hint_label.text()
    assert text.startswith("Hint:") and len(text.splitlines()) == 1
    assert any(word in text for word in ("trick", "Lead", "trumps", "points"))
    assert window.announcer.history[-1] == text
    save_shot(window, "hint")
    play_first_legal(qtbot, window)
    assert window.scene.hinted is None and not any(i.hinted for i in window.scene.cards.values())
    assert not window.panel.hint_label.isVisible()          # the line goes with its card (issue 13)


def test_the_hint_thinks_off_the_gui_thread_as_the_hard_player(qtbot, window, monkeypatch):
    asked, ticked = [], threading.Event()

    class Adviser:
        def explain(self, observation, legal):
            asked.append(threading.current_thread() is threading.main_thread())
            # The answer waits for the window's own timer to tick a few times: it can only
            # come if the GUI thread keeps running while the hint is being thought out.
            asked.append(ticked.wait(10))
            return legal[-1], Message("ai.sampled_rate", worlds=64, percent=55)

    levels = []
    monkeypatch.setattr(workers, "make_ai", lambda level, seed=None: levels.append(level) or Adviser())
    start(window, "briscola-2", seed=3, dealer=1)
    wait_turn(qtbot, window)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1) or (len(ticks) >= 5 and ticked.set()))
    timer.start(20)
    window.hint()
    assert "thinking" in window.panel.hint_label.text()
    qtbot.waitUntil(lambda: window.scene.hinted is not None)
    timer.stop()
    assert asked == [False, True] and "hard" in levels and len(ticks) >= 5
    assert window.scene.hinted == window.ctrl.hand.legal_actions()[-1]
    assert "64 sampled deals: you win 55% of them" in window.panel.hint_label.text()


def test_a_hint_for_a_decision_lights_its_button(qtbot, window):
    you = ["KH", "QH", "2S", "AC", "3C", "4D", "5D"]
    start(window, "mariagio", deck=deck_from_deal("mariagio", 1, {0: you}, turned="7S"), dealer=1)
    wait_turn(qtbot, window)
    window.hint()
    qtbot.waitUntil(lambda: "marriage" in window.panel.hint_label.text())
    assert window.panel.buttons["marriage:H"].property("hinted") is True


def test_the_cards_played_are_listed_and_can_be_hidden(qtbot, window):
    start(window, "biscambiggia-2", seed=21)
    played = []
    for _ in range(6):
        wait_turn(qtbot, window)
        play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    played = window.ctrl.played_cards()
    assert len(played) >= 6
    box = window.panel.played
    assert box.isVisible()
    for code in played:
        rank, suit = code[:-1], code[-1]
        assert rank in box.rows[suit][1].text().split()
    assert sum(int(box.rows[s][2].text().split("/")[0]) for s in "HDCS") == len(played)
    trump = window.ctrl.hand.trump
    assert "\u2605" in box.rows[trump][0].text()
    save_shot(window.panel, "cards-played")
    window.menus.played.trigger()                          # off, for a challenge
    assert not box.isVisible()
    window.menus.played.trigger()
    assert box.isVisible()


def test_undo_takes_back_your_last_card_and_marks_the_statistics(qtbot, window, tmp_path):
    open_near_end(window, tmp_path, "biscambiggia-2", {"hands": 1}, left=6)
    hand = window.ctrl.hand
    wait_turn(qtbot, window)
    assert window.ctrl.awaiting == 0
    kept = list(hand.actions)
    card = play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    assert window.menus.undo.isEnabled() and window.panel.undo_button.isEnabled()
    QTest.keyClick(window.view, Qt.Key_Z, Qt.ControlModifier)
    qtbot.waitUntil(lambda: window.ctrl.awaiting == 0)
    hand = window.ctrl.hand
    assert hand.actions == kept and card in window.scene.hands[0].cards
    log = [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    assert log[-1] == "You took back your last card." and log == window.ctrl.log_lines + log[-1:]
    assert sum(line.startswith("Hand 1") for line in log) == 1
    assert window.keeper.undo_used and saves.load_autosave().payload["undo_used"] is True
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None)
    with Statistics() as stats:
        row, = stats.summary()
        assert row.undo_matches == 1 and row.matches_played == 1


def test_no_undo_in_pass_and_play(qtbot, window):
    start(window, "biscambiggia-2", seats=["person", "person"], seed=21)
    wait_turn(qtbot, window)
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    assert window.keeper.undo_seat() is None and not window.keeper.can_undo()
    assert not window.panel.undo_button.isVisible() and not window.menus.undo.isEnabled()
    assert not window.keeper.undo()


@pytest.mark.parametrize("people", [1, 2])
def test_a_hint_still_thinking_goes_when_its_card_is_played(qtbot, window, people):
    """Hint asked, and a card played before its answer came: 'Hint: thinking...' goes with
    the move (it stayed through the next turns, the next person's in pass-and-play too, as
    the answer for a move already made is dropped)."""
    seats = ["person"] * people + ["computer"] * (2 - people)
    start(window, "briscola-2", seats=seats, seed=3, dealer=1)
    hand = window.ctrl.hand
    for _ in range(3):
        wait_turn(qtbot, window)
        if window.cover.isVisible():
            assert not window.panel.hint_label.isVisible()
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            wait_turn(qtbot, window)
        assert not window.panel.hint_label.isVisible()
        window.hint()
        assert window.panel.hint_label.text() == "Hint: thinking..."
        play_first_legal(qtbot, window)              # before the answer is handled
        assert not window.panel.hint_label.isVisible()
        qtbot.wait(300)                              # the dropped answer changes nothing
        assert not window.panel.hint_label.isVisible() and window.scene.hinted is None
    assert len(hand.actions) >= 3
