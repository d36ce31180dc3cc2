"""The game's words as each game's source text says them (docs/i18n.md, "Each game's own
words"; docs/rules.md): Tarocchi's buone are "accusate" (tarocchi-a-pizzico.it.txt:
"accusando (annunciando) il possesso in mano di alcune combinazioni", "i punti delle buone
accusate"), never "dichiarate", a word the Mariagio text keeps for marriages
("dichiararla"); and a hint's margin says what it is: the difference expected at the
hand's end, not a figure "on average" of nobody knows what."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.messages import BEHIND, LEVEL, ONE, TEMPLATES, Message
from biscambiggia_gui.ui.messages import render
from biscambiggia_gui.ui.rules_window import rules_path

GAMES = Path(__file__).resolve().parents[2] / "biscambiggia_gui" / "games"


def codes_of(package: str) -> list[str]:
    """Every catalogue code a game's package registers (its template() and register_name()
    calls), read from its source: the words only that game says."""
    from biscambiggia_gui.catalogue import templates
    templates()                                 # every module imported: each code registered
    found = []
    for path in sorted((GAMES / package).glob("*.py")):
        text = path.read_text(encoding="utf-8")
        found += re.findall(r"\btemplate\(\s*\"([^\"]+)\"", text)
        found += ["name." + key.replace(" ", "_")
                  for key in re.findall(r"register_name\(\s*\"([^\"]+)\"", text)]
    return [code for code in found if code in TEMPLATES]


def filled(code: str) -> Message:
    """The message of `code` with a value in each of its fields, as the table gives them."""
    fields = {name for _, name, _, _ in string.Formatter().parse(TEMPLATES[code]) if name}
    sample = {"card": "KH", "suit": "H", "seat": 1, "buona": "terno", "action": "KH"}
    return Message(code, **{f: next((v for k, v in sample.items() if f.startswith(k)), 2)
                            for f in fields})


@pytest.fixture
def italian(qapp):
    i18n.install(qapp, "it")
    yield
    i18n.install(qapp, "en")


# --- Tarocchi: the buone are "accusate" -------------------------------------------------------
def tarocchi_buona_words() -> list[str]:
    """What the table says of a buona in Italian: every word of the Tarocchi package (its
    refusals, its lesson, its computer's reason), the panel's title over the buone, the
    match log's verb, and the hint on a real hand whose first decision is a buona."""
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.actions import kind_of
    from biscambiggia_gui.ui.explain import move_text
    from biscambiggia_gui.ui.panel import SidePanel
    from biscambiggia_gui.ui.text import SeatName, declaration_line
    said = [render(filled(code), "tarot") for code in codes_of("tarocchi")]
    said.append(SidePanel._decide_title("buone"))
    data = {"declare": "terno", "cards": ["KH", "KD", "KS"], "points": 5}
    said += [declaration_line("Anna", data, "tarot"), declaration_line(SeatName("Tu", you=True), data, "tarot")]
    match = Match("tarocchi-pizzico", {}, dealer=1, seed=11)
    hand = match.start_hand()
    buone = [a for a in hand.legal_actions() if kind_of(a) != "play"]
    assert buone, "seed 11 deals a terno to the first seat"
    said.append(move_text(hand, hand.current_player(), buone[0], "tarot"))
    return said


def test_no_tarocchi_word_says_dichiarare(italian):
    said = tarocchi_buona_words()
    assert len(said) > 20
    wrong = [s for s in said if re.search(r"dichiar", s, re.IGNORECASE)]
    assert not wrong, wrong
    page = rules_path("tarocchi", "it").read_text(encoding="utf-8")
    assert "dichiar" not in page.lower()


def test_the_table_accuses_a_buona_with_the_sources_verb(italian):
    """The act itself, where the table names it, is "accusare": the panel's title, the
    log's line, the hint, the computer's reason, the refusal of a buona said twice."""
    from biscambiggia_gui.games.tarocchi.rules import B_TERNO_DONE
    from biscambiggia_gui.games.tarocchi.policy import DECLARES_BUONA
    said = tarocchi_buona_words()
    panel, anna, you, hint = said[-4:]
    for text in (panel, anna, you, hint, render(Message(DECLARES_BUONA, buona="terno")),
                 render(Message(B_TERNO_DONE))):
        assert re.search(r"\baccus", text, re.IGNORECASE), text


def test_mariagio_still_declares_its_marriages(italian):
    """mariagio.it.txt: "dichiararla" (a marriage): its words keep the verb."""
    said = [render(filled(code), "genoese") for code in codes_of("mariagio")]
    assert any("dichiar" in s for s in said), said


# --- the hint's margin: the difference at the hand's end ------------------------------------
def margin_codes() -> set[str]:
    """Every sentence of the catalogue that says a margin of points (ahead, behind, level),
    each with its singular: the computer players' reasons in the hint."""
    codes = set(BEHIND) | set(BEHIND.values())
    codes |= {LEVEL[c][1] for c in codes if c in LEVEL}
    codes |= {ONE[c][1] for c in list(codes) if c in ONE}
    return codes


def test_every_margin_says_when_it_is_counted(italian):
    """The hint read "240 sampled deals: 8.5 points behind on average": behind by the
    hand's end (every card played, the points already taken counted) or in what is left
    to play? Each says which: "ends ... behind", "played out", "to come"; in Italian
    "finisce", "fino in fondo", "da qui alla fine"."""
    codes = margin_codes()
    assert "ai.sampled_points" in codes and "ai.last_draw.level" in codes
    for code in sorted(codes):
        english = TEMPLATES[code]
        assert re.search(r"\bends\b|played out|to come|to the end", english), (code, english)
        assert "on average" not in english or re.search(r"\bends\b", english), english
        italian_text = render(Message(code, worlds=240, percent=60, points=8.5, solved=4))
        assert re.search(r"finisce|fino in fondo|da qui alla fine", italian_text), italian_text


def test_the_hint_says_the_margin_at_the_hands_end(qapp):
    """A real hint, as the table shows it: the Hard player's reason on a Briscola hand."""
    from biscambiggia_gui.ai.search import SAMPLED_POINTS
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.ui.explain import hint_text
    match = Match("briscola-2", {}, dealer=1, seed=3)
    hand = match.start_hand()
    seat = hand.current_player()
    card = hand.legal_actions()[0]
    reason = Message(SAMPLED_POINTS, worlds=240, points=-8.5)
    assert "ends 8.5 points behind on average" in hint_text(hand, seat, card, reason, "italian")
    i18n.install(qapp, "it")
    try:
        text = hint_text(hand, seat, card, reason, "italian")
    finally:
        i18n.install(qapp, "en")
    assert "in media finisce con 8,5 punti di svantaggio" in text, text


# --- a lesson's heading, shown once -----------------------------------------------------------
def heading_words(text: str) -> set[str]:
    return set(re.findall(r"[^\W\d_]+|\d+", text.lower()))


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("lesson_id", sorted(__import__(
    "biscambiggia_gui.engine.lessons", fromlist=["lessons"]).lessons()))
def test_every_lesson_shows_its_heading_once(qtbot, qapp, lesson_id, language):
    """The Mariagio lesson said "Mariagio" three times, one under the other: the lesson's
    heading, the panel's title (the game on the table) and its first step ("Mariagio: two
    players..."); the others the same ("Briscola for four:" under "Briscola (4)"). The panel
    names the game only where the heading does not, and no step opens with a heading made
    of the words above it."""
    from biscambiggia_gui.engine.lessons import lessons
    from biscambiggia_gui.ui.lesson_window import LessonWindow
    i18n.install(qapp, language)
    try:
        lw = LessonWindow(lessons()[lesson_id])
        qtbot.addWidget(lw)
        lw.ctrl.set_speed("instant")
        lw.show()
        qtbot.waitExposed(lw)
        lw.start()
        qtbot.waitUntil(lambda: lw.ctrl.waiting_for_next() or lw.ctrl.awaiting is not None)
        heading = lw.title.text()
        panel = lw.panel.title.text() if lw.panel.title.isVisible() else ""
        steps = [lw.ctrl.words(item) for item in lw.lesson.steps()]
        game = lw.ctrl.title()
        lw.close()
    finally:
        i18n.install(qapp, "en")
    assert heading and panel != heading, (heading, panel)
    assert panel or game == heading             # hidden only where the heading says it
    above = heading_words(heading) | heading_words(game)
    for text in steps:
        lead = text.split(":")[0] if ":" in text.split(".")[0] else ""
        assert not text.startswith((heading, game)), text
        assert not (lead and heading_words(lead) <= above | {"for", "in", "a", "per"}), text
