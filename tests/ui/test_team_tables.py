"""A play-through of Briscola and Biscambiggia for three, four and six and of
pass-and-play (round 1126f): what a player reads in the log, the announcements and the
last-trick view, in English and Italian."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.text import tr
from uihelpers import finish_hand, open_near_end, play_first_legal, start, wait_turn, wrapped



@pytest.mark.parametrize("variant, language", [("briscola-6", "it"), ("biscambiggia-6", "en"),
                                               ("briscola-3", "it")])
def test_a_hands_score_in_the_log_never_breaks_in_two(qtbot, qapp, window, tmp_path, variant,
                                                      language):
    """The log's line at a hand's end ("Smazzata vinta da Marta, Sara e Gina: 82 - 38")
    wrapped at the narrow log of 1366x768 with "82" at the end of one line and "- 38" at
    the start of the next: the score now stays whole on its line, at any width."""
    i18n.install(qapp, language)
    window.retranslate()
    open_near_end(window, tmp_path, variant, left=1)
    finish_hand(qtbot, window)
    line = window.ctrl.log_lines[-1]
    score = line.rsplit(": ", 1)[1]
    assert re.search(r"\d+(\s\w+\))?$", score), line       # "82 - 38", "... (20 punti)"
    log = window.panel.log
    # two sides: "82 - 38" whole; three: each side's "Bruno (50 points)" whole
    pieces = [p.replace("\u00a0", " ").replace("\u2060", "") for p in score.split("; ")]
    for width in range(60, 420, 4):
        lines = [s.replace("\u00a0", " ").replace("\u2060", "") for s in wrapped(line, log.font(), width)]
        for plain in pieces:
            assert any(plain in s for s in lines), (width, lines)


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_points_said_after_a_trick_tell_the_teams_apart(qtbot, qapp, window, language):
    """Biscambiggia for six: after each trick the screen reader said "Points: You, Bruno
    and Dario 0, Anna, Carla and Elena 15", the teams' names and their points run together
    with the same commas; the teams are now told apart ("...Dario 0; Anna, Carla...")."""
    i18n.install(qapp, language)
    window.retranslate()
    start(window, "biscambiggia-6", seed=3)
    said = []
    window.announcer.spoken.connect(said.append)
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)
    sides = [window.ctrl.side_name(0), window.ctrl.side_name(1)]
    qtbot.waitUntil(lambda: any(all(side in s for side in sides) for s in said))
    line = next(s for s in said if all(side in s for side in sides))
    scores = line.split(": ", 1)[1].rstrip(".")
    pieces = scores.split("; ")
    assert len(pieces) == 2, line
    for side, piece in zip(sides, pieces):
        assert re.fullmatch(re.escape(side) + r"\s\(\d+\s\w+\)", piece), line   # "(15 points)"


TS = Path(__file__).resolve().parents[2] / "biscambiggia_gui" / "assets" / "translations" \
    / "biscambiggia_it.ts"


def test_italian_writes_one_apostrophe(qtbot, qapp, window, tmp_path):
    """Briscola for four in Italian, the hand's last card asked for a hint: it read "Il
    Cavallo di denari per ora vince la presa: 3 punti in gioco. L'unica mossa permessa.",
    the catalogue's apostrophe ("l’Asso", docs/i18n.md) beside a straight one. Every Italian
    text now writes the catalogue's."""
    i18n.install(qapp, "it")
    window.retranslate()
    open_near_end(window, tmp_path, "briscola-4", left=4)
    wait_turn(qtbot, window)
    while window.ctrl.awaiting is None:
        qtbot.waitSignal(window.ctrl.atRest).wait()
        wait_turn(qtbot, window)
    window.hint()
    thinking = tr("Hint: thinking...")
    qtbot.waitUntil(lambda: window.panel.hint_label.text() not in ("", thinking), timeout=60000)
    hint = window.panel.hint_label.text()
    assert "mossa" in hint and "'" not in hint, hint
    straight = [t.text for t in ET.parse(TS).iter("translation")
                if t.text and re.search(r"\w'\w", t.text)]
    assert straight == [], straight


def test_behind_the_pass_screen_no_text_names_a_card_in_a_hand(qtbot, window):
    """Biscambiggia for three, two people and a computer at one screen. The first person
    chose a card with the arrow keys, then dragged another: the table's description for a
    screen reader still named the chosen card, which stayed in that hand, while the next
    person had the screen. Behind the pass screen no text of the window (shown or given to
    a screen reader) names a card of any hand."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QWidget
    from biscambiggia_gui.ui.text import card_long_name
    from uihelpers import drag_card
    start(window, "biscambiggia-3", seats=["person", "computer", "person"], seed=4)
    ctrl = window.ctrl
    passes = 0
    for _ in range(12):
        wait_turn(qtbot, window)
        hand = ctrl.hand
        if hand.is_over():
            break
        if window.cover.isVisible():
            passes += 1
            hidden = {card_long_name(c, ctrl.seated.deck) for seat in range(3)
                      for c in hand.hands[seat] if c not in ctrl.public}
            texts = [t for w in [window, *window.findChildren(QWidget)]
                     for t in (w.accessibleDescription(), w.accessibleName())
                     + ((w.text(),) if hasattr(w, "text") and callable(w.text) else ())
                     if isinstance(t, str) and t]
            said = [t for t in texts if any(name in t for name in hidden)]
            assert said == [], said
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            continue
        if ctrl.awaiting is None:
            continue
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_Right)     # chose one card with the keys...
        chosen = window.scene.selected
        other = next(c for c in hand.legal_actions() if c != chosen)
        before = len(hand.actions)
        drag_card(qtbot, window, other)                   # ... and played another
        qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert passes >= 2


def test_the_table_turns_to_the_next_person_behind_the_pass_screen(qtbot, window):
    """Biscambiggia for four, two opponents at one screen, at normal speed. Once the next
    person said "I am Anna", the name plates jumped to their new seats while every hand
    swept round the table after them. The table now turns behind the pass screen: once it
    is gone, nothing moves but that person's own cards, turning face up."""
    from PySide6.QtCore import Qt
    from uihelpers import drag_card, wait_settled
    window.set_speed("normal")
    start(window, "biscambiggia-4", seats=["person", "person", "computer", "computer"], seed=8)
    ctrl, scene = window.ctrl, window.scene
    checked = 0
    for _ in range(8):
        wait_turn(qtbot, window)
        wait_settled(qtbot, window)
        hand = ctrl.hand
        if window.cover.isVisible():
            seat = window.cover.seat
            plates = [p.pos() for p in scene.plates]
            others = {c: scene.cards[c].pos() for s, pile in enumerate(scene.hands)
                      if s != seat for c in pile.cards}
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            wait_turn(qtbot, window)
            wait_settled(qtbot, window)
            assert scene.bottom == seat
            assert [p.pos() for p in scene.plates] == plates
            assert {c: scene.cards[c].pos() for c in others} == others
            checked += 1
            continue
        before = len(hand.actions)
        drag_card(qtbot, window, next(iter(scene.playable)))
        qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert checked >= 2


def test_partners_hands_are_said_in_italian_for_teams_of_three(qapp):
    """Every sentence of the catalogue that says partners see each other's hands (the
    banner and log line when the talon runs out, the new-match option) is said in Italian
    as the rules' own pages and the lesson say it, for two partners or three: "i compagni
    possono guardarsi le carte". At a six-seat Briscola, whose teams are three, the
    banner read "ora i compagni vedono le carte l’uno dell’altro", a reciprocal of two
    (found in a play-through)."""
    from biscambiggia_gui.engine.messages import TEMPLATES, Message
    from biscambiggia_gui.games import trump  # noqa: F401  (registers its words)
    from biscambiggia_gui.ui.messages import render
    i18n.install(qapp, "it")
    codes = [code for code, english in TEMPLATES.items()
             if "partner" in english and "each other's hands" in english]
    assert {"words.deal.partners_open", "option.partner_view"} <= set(codes)
    for code in codes:
        said = render(Message(code))
        assert "uno dell" not in said, (code, said)
        assert "i compagni possono guardarsi le carte" in said, (code, said)


@pytest.mark.parametrize("variant, before, options, language, said", [
    ("briscola-4", 1, {}, "en", "The talon is empty: partners now see each other's hands."),
    ("briscola-6", 1, {}, "it", "Il tallone è finito: ora i compagni possono guardarsi le carte."),
    ("briscola-4", 0, {}, "en", None),                          # the first deal: never
    ("briscola-6", 1, {"partner_view": False}, "en", None),     # the option off
])
def test_the_table_says_when_partners_hands_open(qtbot, qapp, window, tmp_path, variant, before,
                                                 options, language, said):
    """Briscola a 4 and a 6, played through a deal from before the talon runs out: the
    partners' cards turned face up across the table without a word. Once a deal, when
    they open (from the second deal, the option on), the log and the screen reader say
    so, in the player's language; in the first deal, or with the option off, nothing."""
    i18n.install(qapp, language)
    window.retranslate()
    left = {"briscola-4": 40 - 20, "briscola-6": 36 - 6}[variant]     # the talon not yet out
    open_near_end(window, tmp_path, variant, options, left=left, dealer=3, before=before)
    ctrl = window.ctrl
    assert ctrl.hand.talon_size() > 0
    spoken: list[str] = []
    window.announcer.spoken.connect(spoken.append)
    finish_hand(qtbot, window)
    opened = [line for line in ctrl.log_lines if "partners" in line or "compagni" in line]
    if said is None:
        assert opened == [] and not any("partners" in t or "compagni" in t for t in spoken)
    else:
        assert opened == [said] and said in spoken
        dealt = [i for i, line in enumerate(ctrl.log_lines) if "dealer" in line or "mazziere" in line]
        assert ctrl.log_lines.index(said) > dealt[-1]       # said in this deal, once
