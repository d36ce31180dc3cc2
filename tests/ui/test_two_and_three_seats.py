"""A play-through of Mariagio, Tarocchi a pizzico and the three-seat games (round 1126d):
what a player reads in the panel and the summaries, in English and Italian."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from biscambiggia_gui.ui.text import card_long_name, suit_word, tr
from uihelpers import finish_hand, open_near_end, save_shot, settle, start, wait_turn


def at_size(window, w, h):
    window.showNormal()
    window.setMinimumSize(0, 0)
    window.resize(w, h)
    settle()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_cards_played_box_shows_every_row_beside_a_decision(qtbot, window, tmp_path, size):
    """Tarocchi, late in a hand: the rows of the cards played wrap (fourteen cards a suit,
    twenty-two tarots); with the card owed for the matto to choose beside them, the box
    is either whole or made way for (1280x720), never cut (the tarots' row lost its last
    line, 16 to 21); on a large screen it is there, whole."""
    at_size(window, *size)
    open_near_end(window, tmp_path, "tarocchi-pizzico", left=2)
    settle()
    panel = window.panel
    assert len(window.ctrl.played_cards()) >= 70
    hand = window.ctrl.hand
    owed = [f"give:{c}" for c in hand.observation(hand.current_player())["hand"][:2]]
    panel.set_decisions(owed, "tarot", waits=True)        # the card owed for the matto
    settle()
    save_shot(window, f"tarocchi-played-beside-a-decision-{size[0]}")
    box = panel.played
    assert panel.decide.isVisible()
    assert box.isVisible() or size == (1280, 720)
    if box.isVisible():
        assert box.height() >= box.heightForWidth(box.width())
        for label in box.findChildren(QLabel):             # each row's words, all their lines
            if label.isVisible() and label.text():
                assert box.contentsRect().contains(label.geometry()), label.text()
                assert label.height() >= label.heightForWidth(label.width()), label.text()


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


def mariagio_deck_for_you():
    """A Mariagio deal (Anna deals, so you lead first) in which you hold the 2 of hearts,
    the king and queen of hearts and of clubs, and the 7 of hearts is turned: hearts are
    trumps, and the exchange and both marriages are yours to take before your first lead."""
    from biscambiggia_gui.engine import Match
    deck = list(Match("mariagio", {}, dealer=1, seed=5).start_hand().deck)
    for i, card in {0: "2H", 2: "KH", 4: "QH", 6: "KC", 8: "QC", 14: "7H"}.items():
        j = deck.index(card)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_row_of_the_hand_summary_starts_as_a_heading(qtbot, qapp, window, language):
    """The summary's rows are headings ("Card points", "Last trick"): the marriages read
    "Marriage in hearts" among them, not "marriage in hearts"."""
    from biscambiggia_gui import i18n
    i18n.install(qapp, language)
    start(window, "mariagio", deck=mariagio_deck_for_you(), dealer=1, level="random")
    wait_turn(qtbot, window)
    before = len(window.ctrl.hand.actions)
    qtbot.mouseClick(window.panel.buttons["marriage:H"], Qt.LeftButton)
    qtbot.waitUntil(lambda: len(window.ctrl.hand.actions) > before)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    save_shot(window.summary, f"mariagio-summary-{language}")
    heads = re.findall(r"<tr><td style='[^']*'>(?:<b>)?([^<]+)<", window.summary.body.text())
    assert len(heads) >= 4                           # card points, the marriage, ..., the total
    marriage = tr("Marriage in {suit}", suit=suit_word("H", "genoese"))
    assert marriage in heads
    assert all(h[0].isupper() or h[0].isdigit() for h in heads), heads


@pytest.mark.parametrize("language", ["en", "it"])
def test_three_players_are_told_the_2_is_taken_out(qtbot, qapp, window, language):
    """Three players play 39 cards (docs/rules.md section 3): the new-match dialog says so
    as soon as 3 players are chosen, naming the card in the chosen deck, and so does the
    match's log; two players are told nothing of the kind."""
    from biscambiggia_gui import i18n
    from biscambiggia_gui.ui.newmatch import NewMatchDialog
    i18n.install(qapp, language)
    dialog = NewMatchDialog(None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    said = {}
    for game, deck, card in (("biscambiggia", "genoese", "2S"), ("briscola", "italian", "2S")):
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        dialog.players.setCurrentIndex(dialog.players.findData(2))
        assert "39" not in dialog.blurb.text()
        dialog.players.setCurrentIndex(dialog.players.findData(3))
        assert dialog.deck.currentData() == deck
        said[game] = dialog.blurb.text()
        assert card_long_name(card, deck) in said[game] and "39" in said[game], said[game]
        save_shot(dialog, f"newmatch-{game}-3-{language}")
    assert card_long_name("2S", "genoese") != card_long_name("2S", "italian")   # spades, swords
    dialog.players.setCurrentIndex(dialog.players.findData(6))              # Briscola a 6
    assert "36" in dialog.blurb.text() and said["briscola"] not in dialog.blurb.text()
    dialog.game.setCurrentIndex(dialog.game.findData("tarocchi"))
    assert "39" not in dialog.blurb.text() and dialog.blurb.text()
    dialog.close()
    start(window, "briscola-3")
    assert any(card_long_name("2S", window.ctrl.seated.deck) in line and "39" in line
               for line in window.ctrl.log_lines), window.ctrl.log_lines
    start(window, "briscola-2")
    assert not any("39" in line for line in window.ctrl.log_lines)
