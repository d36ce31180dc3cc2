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
    from biscambiggia_gui.engine.messages import NOUNS
    fields = {name for _, name, _, _ in string.Formatter().parse(TEMPLATES[code])
              if name and name not in NOUNS.get(code, {})}      # its game's word: its own
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
    to play? Each says which: "ends ... behind", "played out", "over the rest of the
    hand"; in Italian "finisce", "fino in fondo", "da qui alla fine"."""
    codes = margin_codes()
    assert "ai.sampled_points" in codes and "ai.last_draw.level" in codes
    for code in sorted(codes):
        english = TEMPLATES[code]
        assert re.search(r"\bends?\b|played out|rest of the hand", english), (code, english)
        assert "on average" not in english or re.search(r"\bends?\b", english), english
        italian_text = render(Message(code, worlds=240, percent=60, points=8.5, solved=4))
        assert re.search(r"finisc[ei]|fino in fondo|da qui alla fine", italian_text), italian_text


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
    assert "you end 8.5 points behind on average" in hint_text(hand, seat, card, reason, "italian")
    i18n.install(qapp, "it")
    try:
        text = hint_text(hand, seat, card, reason, "italian")
    finally:
        i18n.install(qapp, "en")
    assert "in media finisci con 8,5 punti di svantaggio" in text, text


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
    from test_lesson_window import open_window
    i18n.install(qapp, language)
    try:
        lw = open_window(qtbot, lesson_id)
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


# --- the talon: each game's own word, from its package ---------------------------------------
# biscambiggia.it.txt: "il resto del mazzo (detto pozzo)"; mariagio.it.txt the same;
# tarocchi-a-pizzico.it.txt: "il resto del mazzo (il pozzo)"; briscola.it.txt: "tallone -
# mazzo di carte coperto messo sul tavolo da gioco". Biscambiggia chiamata is a Genoese game,
# Briscola chiamata a Briscola game (docs/i18n.md).
SOURCE_TALON = {"biscambiggia": "pozzo", "mariagio": "pozzo", "tarocchi": "pozzo",
                "biscambiggia-chiamata": "pozzo", "briscola": "tallone",
                "briscola-chiamata": "tallone"}
TALON_WORDS = re.compile(r"\b(pozzo|tallone)\b", re.IGNORECASE)


def said_of_game(game: str) -> list[str]:
    """Every Italian text of the catalogue the table says for `game`: its words (title,
    description, the hand's words, the hint's), its options and their choices, and the
    lessons played as that game (their title, line and steps)."""
    from biscambiggia_gui.engine.lessons import Say, Do, Skip, lessons
    from biscambiggia_gui.engine.registry import families, get_variant, variants
    family = families()[game]
    deck = family.decks[0]
    codes = list(family.words.values())
    for variant in variants().values():
        if variant.family is family:
            for option in variant.options:
                codes += [option.help, *option.choice_words]
    said = [render(filled(code), deck) for code in codes if code]
    for lesson in lessons().values():
        if get_variant(lesson.variant).family is family:
            said += [render(Message(lesson.title)), render(Message(lesson.about))]
            said += [render(item.message, deck) for item in lesson.script
                     if isinstance(item, (Say, Do, Skip))]
    return said


@pytest.mark.parametrize("game", sorted(SOURCE_TALON))
def test_each_game_names_the_talon_as_its_source_does(italian, game):
    from biscambiggia_gui.engine.registry import families
    from biscambiggia_gui.ui.messages import word
    assert word(families()[game], "talon") == SOURCE_TALON[game]      # its package's word
    said = said_of_game(game)
    wrong = [s for s in said for w in TALON_WORDS.findall(s) if w.lower() != SOURCE_TALON[game]]
    assert not wrong, f"{game} says {wrong}"
    page = rules_path(families()[game].rules_page, "it").read_text(encoding="utf-8")
    assert {w.lower() for w in TALON_WORDS.findall(page)} == {SOURCE_TALON[game]}, game


def test_briscola_names_its_talon_in_its_sentences(italian):
    """Where Briscola's words say the talon, they say "tallone" (they said "pozzo"): the
    option of the partners' hands, the table's line when they open, its lesson for four,
    and the Briscola chiamata lesson's "niente tallone"."""
    said = " ".join(said_of_game("briscola") + said_of_game("briscola-chiamata"))
    assert said.count("tallone") >= 4, said


def test_the_talon_is_named_in_one_place():
    """No sentence of the catalogue writes the talon's word itself: it takes it from its
    game's words (`nouns`, the field {talon}); in the translations only the two words
    themselves say "pozzo" and "tallone" (the interface's own sentences name neither)."""
    import xml.etree.ElementTree as ET
    from biscambiggia_gui.catalogue import templates
    from biscambiggia_gui.engine.messages import NOUNS
    from biscambiggia_gui.paths import asset
    every = templates()
    words = {code for fields in NOUNS.values() for code in fields.values()}
    assert len(words) == 2
    literal = [e for c, e in every.items() if c not in words and re.search(r"(?<!{)\btalon", e)]
    assert not literal, literal
    assert all(c in NOUNS for c, e in every.items() if "{talon}" in e)
    root = ET.parse(asset("translations", "biscambiggia_it.ts")).getroot()
    naming = [(m.findtext("source"), m.findtext("comment"), m.findtext("translation"))
              for m in root.iter("message") if TALON_WORDS.search(m.findtext("translation") or "")]
    assert sorted(t for _, _, t in naming) == ["pozzo", "tallone"], naming


# --- to lead: Briscola's "calare per primo", Biscambiggia's "attaccare" ------------------------
def lead_hints(variant: str, deck: str) -> list[str]:
    """The hint's words for a lead worth nothing, a lead with points, a trump led, and a
    card that takes the trick and the lead, on a real hand of `variant`."""
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.ui.explain import move_text
    match = Match(variant, {}, dealer=1, seed=2)
    hand = match.start_hand()
    seat, trump = hand.current_player(), hand.trump
    plain = [s for s in "HDCS" if s != trump]
    hand.hands[seat] = ["4" + plain[0], "A" + plain[1], "5" + trump]
    said = [move_text(hand, seat, card, deck) for card in hand.hands[seat]]
    match.apply("4" + plain[0])
    other = hand.current_player()
    hand.hands[other] = ["5" + plain[0], "2" + plain[1], "6" + plain[1]]
    said.append(move_text(hand, other, "5" + plain[0], deck))
    return said


@pytest.mark.parametrize("variant, deck, word, other", [
    ("briscola-2", "italian", r"\bcal[ai]\b.*\bprima carta\b", r"attacc|per primo"),
    ("biscambiggia-2", "genoese", r"\battacc", r"per primo"),
])
def test_the_hint_says_leading_in_the_games_words(qapp, variant, deck, word, other):
    """briscola.it.txt: "A calare per primo è sempre il giocatore che ha effettuato
    l'ultima cattura"; biscambiggia.it.txt: "il giocatore in attacco". Said to the person,
    Briscola's verb goes with the card, not with "per primo", which would give the person a
    gender ("Cala come prima carta il 4 di coppe", "cali tu la prima carta")."""
    english = lead_hints(variant, deck)
    assert [t.split(" ")[0] for t in english[:3]] == ["Lead"] * 3 and "the lead" in english[3]
    i18n.install(qapp, "it")
    try:
        said = lead_hints(variant, deck)
    finally:
        i18n.install(qapp, "en")
    for text in said:
        assert re.search(word, text, re.IGNORECASE) and not re.search(other, text), text


@pytest.mark.parametrize("game", ["briscola", "briscola-chiamata"])
def test_briscola_never_says_attacco(italian, game):
    """Its lessons (the team lesson said "Attacchi tu"), its words and its hints."""
    said = said_of_game(game)
    wrong = [s for s in said if re.search(r"attacc", s, re.IGNORECASE)]
    assert not wrong, wrong
    assert any(re.search(r"\bcal[ai]\b.*\bprima carta\b", s) for s in said)
    assert not [s for s in said if re.search(r"\bper prim[oa]\b", s)]     # of the person: no gender


def test_the_catalogue_keeps_one_entry_per_english_and_sense():
    """`python -m biscambiggia_gui.catalogue`: "talon" is "pozzo"; Briscola's "talon" (its
    sense) is another entry, added unfinished for the translator, never given the plain
    entry's "pozzo"; an entry whose sense no code says any more is removed."""
    import xml.etree.ElementTree as ET
    from biscambiggia_gui.catalogue import sync
    root = ET.fromstring(
        '<TS><context><name>messages</name>'
        '<message><source>talon</source><translation>pozzo</translation></message>'
        '<message><source>talon</source><comment>gone</comment>'
        '<translation>mazzo</translation></message></context></TS>')
    changes = sync(root, {("talon", None), ("talon", "Briscola: tallone")})
    entries = {(m.findtext("source"), m.findtext("comment")):
               (m.findtext("translation"), m.find("translation").get("type"))
               for m in root.iter("message")}
    assert entries == {("talon", None): ("pozzo", None),
                       ("talon", "Briscola: tallone"): ("", "unfinished")}, changes
