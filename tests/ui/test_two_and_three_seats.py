"""A play-through of Mariagio, Tarocchi a pizzico and the three-seat games (round 1126d):
what a player reads in the panel and the summaries, in English and Italian."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from uihelpers import open_near_end, save_shot, settle


def at_size(window, w, h):
    window.showNormal()
    window.setMinimumSize(0, 0)
    window.resize(w, h)
    settle()


def test_the_cards_played_box_shows_every_row_beside_a_decision(qtbot, window, tmp_path):
    """Tarocchi, late in a hand at 1280x720: the rows of the cards played wrap (fourteen
    cards a suit, twenty-two tarots); with the card owed for the matto to choose beside
    them, the box is either whole or made way for, never cut (the tarots' row lost its
    last line, 16 to 21)."""
    at_size(window, 1280, 720)
    open_near_end(window, tmp_path, "tarocchi-pizzico", left=2)
    settle()
    panel = window.panel
    assert len(window.ctrl.played_cards()) >= 70
    hand = window.ctrl.hand
    owed = [f"give:{c}" for c in hand.observation(hand.current_player())["hand"][:2]]
    panel.set_decisions(owed, "tarot", waits=True)        # the card owed for the matto
    settle()
    save_shot(window, "tarocchi-played-beside-a-decision")
    box = panel.played
    if box.isVisible():
        assert box.height() >= box.heightForWidth(box.width())
        inside = box.contentsRect()
        for label in box.findChildren(QLabel):
            if label.isVisible() and label.text():
                shown = label.geometry().translated(label.parentWidget().mapTo(box, label.pos()) - label.pos())
                assert inside.contains(shown), label.text()
                assert label.height() >= label.heightForWidth(label.width()), label.text()
    assert panel.decide.isVisible()


def test_the_matto_is_said_kept_only_in_its_own_trick(qtbot, window, tmp_path):
    """A Tarocchi hand opened from a record (or rebuilt by Undo, or resumed) shows all its
    events at once: the log says "the matto stays with ..." on the trick the matto was
    played in, not on every trick after it."""
    open_near_end(window, tmp_path, "tarocchi-pizzico", left=2)
    settle()
    hand = window.ctrl.hand
    assert [a for _, a in hand.actions].count("M") == 1     # the matto was played, long ago
    lines = [line for line in window.ctrl.log_lines if "matto stays" in line]
    assert len(lines) == 1, lines
