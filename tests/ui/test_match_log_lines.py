"""The match log keeps what each line says, not its finished words (ui/logline.py), and
its trick lines say who played which card (docs/table.md, "The match log").

Before, a language switched in the middle of a match (Settings, which installs the
translator: i18n.install) left every line already in the log, in the review's story and
in a resumed match's rebuilt log in the language they were written in; and in games of
three to six players the log's trick line listed the cards without their players
("Trick to Anna: 7♥, A♠, 3♣, K♦"), which the last trick's window alone told apart."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QListWidget

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.text import card_name
from uihelpers import (answer_before_cards, finish_hand, open_near_end, play_first_legal,
                       resumed_in_a_new_window, save_shot, settle, start, wait_settled, wait_turn,
                       wrapped)

NBSP = "\u00a0"


def shown(log) -> list[str]:
    """The lines a log widget shows now."""
    return [log.item(i).text() for i in range(log.count())]


def tricks(ctrl) -> list[tuple[int, list[tuple[int, str]]]]:
    """The tricks of the hand on the table as the engine played them: the winner and each
    (seat, card) in the order they were played."""
    return [(e.seat, [(s, c) for s, c in e.get("cards")]) for e in ctrl.on_table.events
            if e.kind == "trick"]


def piece(named: str) -> tuple[str, str]:
    """A trick line's "NAME (CARD)" (no-break spaces) as its name and its card's words."""
    assert named.endswith(")"), named
    name, card = named[:-1].split(NBSP + "(", 1)
    return name, card.replace(NBSP, " ")


def trick_lines(lines: list[str], head: str) -> list[str]:
    return [line for line in lines if line.startswith(head)]


def switch(qtbot, qapp, window, language: str) -> None:
    """The language switched as the app does it: its translator installed, after which Qt's
    LanguageChange reaches the window, which says its words anew."""
    i18n.install(qapp, language)
    qtbot.waitUntil(lambda: window.language_shown == language)
    settle()


def in_settings(window, **changes) -> None:
    """The Settings dialog's choices taken, as its OK button takes them."""
    from dataclasses import replace
    from biscambiggia_gui.ui.settings_dialog import Preferences
    window.apply_preferences(replace(Preferences.load(), **changes))
    settle()



def top_row(log) -> int:
    return log.indexAt(QPoint(2, 0)).row()


@pytest.mark.parametrize("variant", ["biscambiggia-2", "biscambiggia-3", "biscambiggia-4",
                                     "biscambiggia-chiamata", "biscambiggia-6"])
def test_each_trick_line_names_every_card_with_its_player_in_play_order(qtbot, window, variant):
    """A whole hand against computer players: one line per trick, "Trick to WINNER:" then
    every card of the trick after the name of who played it, in the order the engine
    played them; two players too (one rule in every game). The panel shows the same lines."""
    start(window, variant, seed=3)
    answer_before_cards(qtbot, window)
    finish_hand(qtbot, window)
    ctrl = window.ctrl
    deck = ctrl.seated.deck
    played = tricks(ctrl)
    assert played and all(len(pairs) == ctrl.on_table.variant.players for _, pairs in played)
    lines = trick_lines(ctrl.log_lines, "Trick to ")
    assert len(lines) == len(played), lines
    for line, (winner, pairs) in zip(lines, played):
        head, cards = line.split(": ", 1)
        assert head.lower() == f"trick to {ctrl.name(winner)}".lower(), line   # "Trick to you"
        named = cards.split(", ")
        assert [piece(n)[0] for n in named] == [ctrl.name(s) for s, _ in pairs], line
        assert [piece(n)[1] for n in named] == [card_name(c, deck) for _, c in pairs], line
    assert any("You" + NBSP + "(" in line for line in lines)          # the person's cards, named too
    assert shown(window.panel.log) == ctrl.log_lines


@pytest.mark.parametrize("language, head, you", [("it", "Presa – ", "Tu"),
                                                ("en", "Trick to ", "You")])
def test_a_long_card_name_stays_apart_from_its_player_s_name(qtbot, qapp, window, language,
                                                            head, you):
    """The Italian deck, whose cards have long names ("Cavallo di spade"), at three
    players: each card of a trick line is in brackets after who played it ("Presa – Bruno:
    Bruno (Cavallo di spade), Tu (6 di spade), ..."). Before, "Bruno Cavallo di spade" and
    "Tu Asso di spade" read as one name, or as a sentence, not as a player and a card."""
    from biscambiggia_gui.ui.setup import save_preferred_deck
    save_preferred_deck("biscambiggia", "italian")          # the Settings' deck for the game
    switch(qtbot, qapp, window, language)
    start(window, "biscambiggia-3", seed=3)
    assert window.ctrl.seated.deck == "italian"
    finish_hand(qtbot, window)
    ctrl = window.ctrl
    lines = trick_lines(ctrl.log_lines, head)
    played = tricks(ctrl)
    assert len(lines) == len(played) == 13, lines
    for line, (_, pairs) in zip(lines, played):
        named = line.split(": ", 1)[1].split(", ")
        assert named == [f"{ctrl.name(s)} ({card_name(c, 'italian')})".replace(" ", NBSP)
                         for s, c in pairs], line
    assert any(f"{you}{NBSP}(" in line for line in lines)
    assert any(" " in card_name(c, "italian") for _, pairs in played for _, c in pairs)


@pytest.mark.parametrize("variant", ["biscambiggia-4", "biscambiggia-6"])
def test_the_lines_already_in_the_log_change_language_with_the_window(qtbot, qapp, window, variant):
    """Two hands played in English, the log scrolled back to an early line: switched to
    Italian, every line in the log is said in Italian ("Presa – Anna: Tu 7♥, ..."), the log
    stays on the line the player scrolled back to; switched back, every line reads as it
    first did, word for word (Italian chosen as the menu's switch does it, English again
    in the Settings)."""
    window.resize(1280, 720)
    start(window, variant, seed=3)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.panel.go_on.isVisible())
    window.carry_on()
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.panel.go_on.isVisible())
    settle()
    log = window.panel.log
    english = shown(log)
    assert english == window.ctrl.log_lines
    assert len(trick_lines(english, "Trick to ")) >= 12
    assert log.verticalScrollBar().maximum() > 0                # the log scrolls
    row = 4
    log.scrollToItem(log.item(row), QListWidget.ScrollHint.PositionAtTop)
    settle()
    assert top_row(log) == row

    switch(qtbot, qapp, window, "it")
    italian = shown(log)
    assert italian == window.ctrl.log_lines and len(italian) == len(english)
    assert all(it != en for it, en in zip(italian, english)), list(zip(italian, english))
    assert italian[0].startswith("Nuova partita: ")
    assert not trick_lines(italian, "Trick to ")
    presa = trick_lines(italian, "Presa – ")
    assert len(presa) == len(trick_lines(english, "Trick to "))
    assert any("Tu" + NBSP in line for line in presa) and not any("You" in line for line in italian)
    assert top_row(log) == row

    in_settings(window, language="en")
    assert shown(log) == english == window.ctrl.log_lines
    assert top_row(log) == row


def test_a_deck_or_a_name_changed_in_the_settings_reaches_the_lines_already_logged(qtbot, window,
                                                                                 tmp_path):
    """Settings in the middle of a four-player match: the Italian deck chosen for
    Biscambiggia and Anna renamed Giulia. The table draws the new deck and the plate says
    Giulia; so does every line already in the log, the saved record's line too ("Saved to
    NAME": its file's name as it is)."""
    start(window, "biscambiggia-4", seed=3)
    for _ in range(3):
        wait_turn(qtbot, window)
        play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    assert window.save_record_as(str(tmp_path / "four.json"))
    log = window.panel.log
    before = trick_lines(shown(log), "Trick to ")
    assert len(before) >= 2 and any("Anna" + NBSP in line for line in before)
    anna = [s.name for s in window.ctrl.seated.seats].index("Anna")
    names = [""] * 6
    names[anna] = "Giulia"
    in_settings(window, decks={"biscambiggia": "italian"}, names=names, renamed=(anna,))
    lines = shown(log)
    after = trick_lines(lines, "Trick to ")
    assert lines[:-1] == window.ctrl.log_lines and lines[-1] == "Saved to “four.json”"
    assert len(after) == len(before) and after != before
    assert not any("Anna" in line for line in lines), lines
    assert any("Giulia" + NBSP in line for line in after)
    deck = "italian"
    for line, (_, pairs) in zip(after, tricks(window.ctrl)):
        named = line.split(": ", 1)[1].split(", ")
        assert [piece(n)[1] for n in named] == [card_name(c, deck) for _, c in pairs], line


def test_the_review_s_story_changes_language_with_the_window(qtbot, qapp, window):
    """Table > Review the hands, at the end of a four-player hand: the story under the
    table (what the log said up to that moment) is said anew in Italian, and in English
    again."""
    start(window, "biscambiggia-4", seed=3, level="easy")
    finish_hand(qtbot, window)
    wait_turn(qtbot, window)
    window.menus.review.trigger()
    rw = window.review_window
    qtbot.waitExposed(rw)
    qtbot.mouseClick(rw.buttons["last"], Qt.LeftButton)
    qtbot.waitUntil(lambda: len(trick_lines(shown(rw.story), "Trick to ")) == 10)
    english = shown(rw.story)
    switch(qtbot, qapp, window, "it")
    italian = shown(rw.story)
    assert len(trick_lines(italian, "Presa – ")) == 10 and italian[0].startswith("Mano 1")
    assert italian == rw.ctrl.log_lines[rw.ctrl.hand_log_start:]
    switch(qtbot, qapp, window, "en")
    assert shown(rw.story) == english
    rw.close()


def test_a_resumed_or_opened_match_rebuilds_a_log_that_changes_language(qtbot, qapp, window,
                                                                        tmp_path):
    """The log a match resumed from the autosave rebuilds, and the one of a record opened
    (its first line the file's name, as it is), change language as a match played here:
    the words translate, the file's name stays."""
    start(window, "biscambiggia-6", seed=3)
    for _ in range(2):                                   # two of the person's cards: a trick
        wait_turn(qtbot, window)
        play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    played = len(tricks(window.ctrl))
    assert played >= 1
    again = resumed_in_a_new_window(qtbot, window)
    try:
        wait_turn(qtbot, again)
        lines = shown(again.panel.log)
        assert lines[0].startswith("Match resumed: ") and len(trick_lines(lines, "Trick to ")) >= played
        switch(qtbot, qapp, again, "it")
        lines = shown(again.panel.log)
        assert lines == again.ctrl.log_lines and lines[0].startswith("Partita ripresa: ")
        assert len(trick_lines(lines, "Presa – ")) >= played
        switch(qtbot, qapp, again, "en")
        open_near_end(again, tmp_path, "biscambiggia-6", left=8)
        wait_turn(qtbot, again)
        assert shown(again.panel.log)[0] == "Opened “biscambiggia-6-near-end.json”"
        switch(qtbot, qapp, again, "it")
        lines = shown(again.panel.log)
        assert lines[0] == "Aperto “biscambiggia-6-near-end.json”", lines
        assert lines[1].startswith("Partita ripresa: ") and trick_lines(lines, "Presa – ")
        assert again.save_record_as(str(tmp_path / "six.json"))
        assert shown(again.panel.log)[-1] == "Salvata in “six.json”"
        switch(qtbot, qapp, again, "en")
        assert shown(again.panel.log)[-1] == "Saved to “six.json”"
    finally:
        again.shutdown()


@pytest.mark.parametrize("language, size", [("it", (1280, 720)), ("en", (1366, 768))])
def test_a_six_player_trick_line_wraps_between_its_cards(qtbot, qapp, window, language, size):
    """Six players at 1280x720 (Italian) and 1366x768 (English): each name stays with its
    card on one line of the narrow log, and a trick's line takes at most three lines.
    The window is saved as a picture to look at (build/shots)."""
    window.resize(*size)
    switch(qtbot, qapp, window, language)
    start(window, "biscambiggia-6", seed=3)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.panel.go_on.isVisible())
    settle()
    log = window.panel.log
    head = "Presa – " if language == "it" else "Trick to "
    lines = trick_lines(shown(log), head)
    assert len(lines) == 6
    width = log.viewport().width() - 2 * log.spacing() - 6      # the item's own margins
    for line in lines:
        broken = wrapped(line, log.font(), width)
        assert len(broken) <= 3, broken
        for pair in line.split(": ", 1)[1].split(", "):
            assert any(pair in part for part in broken), (pair, broken)
    bar = log.verticalScrollBar()           # where the log scrolls, its bar in the panel's colours
    if language == "it":                    # (the shorter window's log scrolls)
        assert bar.isVisible()
    else:                                   # drawn all the same, at a size of its own
        bar.resize(bar.sizeHint().width(), 120)
    picture = bar.grab().toImage()
    light = [picture.pixelColor(x, y).lightness()
             for x in range(0, picture.width(), 2) for y in range(0, picture.height(), 4)]
    assert sum(light) / len(light) < 110, "the log's scroll bar is not dark like the panel"
    save_shot(window, f"log-biscambiggia-6-{language}-{size[0]}x{size[1]}")


@pytest.mark.parametrize("variant", ["briscola-2", "briscola-4"])
def test_a_resumed_match_logs_the_hands_before_the_current_one(qtbot, qapp, window, variant):
    """A match resumed in its second hand logged only "Match resumed" and the current hand:
    the first hand, which the standing counts, was nowhere to be read. Its lines come back
    as they were logged when it was played (who dealt, who took it and the points), then
    the current hand's, and they change language with the window."""
    start(window, variant, seed=4, options={"hands": 3})
    finish_hand(qtbot, window)
    wait_settled(qtbot, window)
    first = shown(window.panel.log)
    assert first[0].startswith("New match: ")
    dealt, result = first[1], first[-1]
    assert dealt.startswith("Deal 1: dealer ") and result.startswith("The deal goes to "), first
    window.next_hand()
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    again = resumed_in_a_new_window(qtbot, window)
    try:
        wait_turn(qtbot, again)
        lines = shown(again.panel.log)
        assert lines[0].startswith("Match resumed: ")
        assert lines[1:3] == [dealt, result], lines
        assert lines[3].startswith("Deal 2"), lines
        switch(qtbot, qapp, again, "it")
        lines = shown(again.panel.log)
        assert lines[1].startswith("Smazzata 1") and lines[3].startswith("Smazzata 2"), lines
        switch(qtbot, qapp, again, "en")
    finally:
        again.shutdown()
