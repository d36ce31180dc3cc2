"""The rules as a player reads them, in the words of the source texts (docs/rules.md section
10): the lessons' rank orders are the ones the engine plays, a lesson played as Briscola
does not forbid what the Briscola text allows, and each game calls its trumps by its own
name in Italian: "trionfo" in the Genoese games (biscambiggia.it.txt: "Il seme della carta
scoperta è detto seme di trionfo"; mariagio.it.txt the same; Biscambiggia chiamata is
their five-player game), "briscola" in the Briscola games (briscola.it.txt: "la briscola,
appunto")."""
from __future__ import annotations

import re

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.lessons import Do, Say, Skip, lessons
from biscambiggia_gui.engine.messages import Message
from biscambiggia_gui.engine.registry import families, get_variant
from biscambiggia_gui.ui.messages import render
from biscambiggia_gui.ui.rules_window import rules_path
from biscambiggia_gui.ui.text import rank_word

# the games whose trumps are "trionfi" in Italian, and those whose trumps are "briscole"
TRIONFO = ("biscambiggia", "mariagio", "biscambiggia-chiamata")
BRISCOLA = ("briscola", "briscola-chiamata")
# the trump named the other game's way (the game's name, "Briscola", capitalised, is fine)
WRONG_WORD = {**{g: r"\bbriscol[ae]\b" for g in TRIONFO}, **{g: r"\btrionf" for g in BRISCOLA}}


def lesson_texts(lesson, language_deck: str) -> list[str]:
    return [render(item.message, language_deck) for item in lesson.script
            if isinstance(item, (Say, Do, Skip))]


def rank_order(variant: str, deck: str) -> str:
    """The ranks of one suit as the engine orders them, high to low, in words."""
    strength = get_variant(variant).family.strength({})
    suit = [c for c in strength if c.endswith("S")]
    return ", ".join(str(rank_word(c[:-1], deck)) for c in sorted(suit, key=lambda c: -strength[c]))


def test_the_lesson_teaches_the_rank_orders_the_engine_plays(qapp):
    """The lesson for two plays Biscambiggia and covers Briscola: it said "in Briscola the
    3 takes the place of the 7", which reads as a swap (the 7 down among the 6 to 2, where
    the 3 was). It now gives Briscola's order whole, as the engine plays it."""
    texts = " ".join(lesson_texts(lessons()["trump"], "genoese"))
    assert rank_order("biscambiggia-2", "genoese") == "Ace, 7, King, Queen, Jack, 6, 5, 4, 3, 2"
    assert rank_order("briscola-2", "italian") == "Ace, 3, King, Knight, Jack, 7, 6, 5, 4, 2"
    assert "Ace, 7, King, Queen, Jack, then 6 down to 2" in texts
    assert rank_order("briscola-2", "italian") in texts


def test_the_briscola_lesson_does_not_forbid_what_briscola_allows(qapp):
    """briscola.it.txt: "E' ammesso anche parlare tra i componenti la coppia" (after the
    first deal); Biscambiggia forbids it. The team lesson is played as Briscola a 4: it may
    not tell the player that partners may not tell each other anything."""
    lesson = lessons()["team"]
    assert get_variant(lesson.variant).game == "briscola"
    texts = " ".join(lesson_texts(lesson, "italian"))
    assert "may not tell each other anything" not in texts
    assert "Biscambiggia forbids it" in texts


@pytest.mark.parametrize("lesson_id", sorted(lessons()))
def test_each_lesson_names_the_trumps_in_its_games_italian(qapp, lesson_id):
    lesson = lessons()[lesson_id]
    game = get_variant(lesson.variant).game
    if game not in WRONG_WORD:
        pytest.skip("no trump suit to name (Tarocchi: the tarocchi)")
    i18n.install(qapp, "it")
    try:
        texts = lesson_texts(lesson, families()[game].decks[0])
        # and its line in the list of lessons: the trump lesson's said "La briscola, ..."
        texts.append(render(Message(lesson.about)))
    finally:
        i18n.install(qapp, "en")
    wrong = [t for t in texts if re.search(WRONG_WORD[game], t)]
    assert not wrong, f"{lesson_id} ({game}) says {wrong}"
    assert not [t for t in texts if "patta" in t], "a void hand is 'nulla', as the texts say"


@pytest.mark.parametrize("game", TRIONFO + BRISCOLA)
def test_each_italian_rules_page_names_the_trumps_in_its_games_words(game):
    page = rules_path(game, "it").read_text(encoding="utf-8")
    assert not re.search(WRONG_WORD[game], page), f"the {game} page names its trumps wrongly"


def test_the_option_a_page_quotes_is_the_one_the_dialog_shows(qapp):
    """The Italian Biscambiggia chiamata page quoted the option "detta dal chiamante"; the
    new-match dialog calls it "scelta dal chiamante, prima della chiamata"."""
    option = get_variant("biscambiggia-chiamata").option("trump")
    i18n.install(qapp, "it")
    try:
        named = render_choice(option, "named")
    finally:
        i18n.install(qapp, "en")
    page = rules_path("biscambiggia-chiamata", "it").read_text(encoding="utf-8")
    quoted = re.findall(r'"([^"]+)"', re.sub(r"<[^>]*>", "", page))       # the text, not the tags
    assert quoted and all(named.startswith(q) for q in quoted), (quoted, named)


def render_choice(option, choice: str) -> str:
    from biscambiggia_gui.engine.messages import Message
    return render(Message(option.choice_words[option.choices.index(choice)]), capital=False)


@pytest.mark.parametrize("variant, deck, wrong, right", [
    ("briscola-2", "italian", "trionf", "le briscole"),
    ("biscambiggia-2", "genoese", "briscol", "i trionfi"),
])
def test_the_hint_names_the_trumps_in_the_games_italian(qapp, variant, deck, wrong, right):
    """The hint's "keeps your trumps" and "a trump, to draw the others' trumps", on a real
    hand: Briscola's hint said "i trionfi" (its text says "briscola"), one sentence for
    every game."""
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.ui.explain import move_text
    match = Match(variant, {}, dealer=1, seed=2)
    hand = match.start_hand()
    seat, trump = hand.current_player(), hand.trump
    plain = [s for s in "HDCS" if s != trump]
    hand.hands[seat] = ["5" + trump, "A" + plain[0], "4" + plain[2]]
    i18n.install(qapp, "it")
    try:
        lead = move_text(hand, seat, "5" + trump, deck)          # a trump led
        match.apply("A" + plain[0])                               # an ace led, not a trump
        hand.hands[1 - seat] = ["2" + plain[1], "4" + trump, "5" + plain[2]]
        keep = move_text(hand, 1 - seat, "2" + plain[1], deck)    # nothing given, trumps kept
    finally:
        i18n.install(qapp, "en")
    for text in (lead, keep):
        assert right in text and wrong not in text.lower(), text


def play_to_empty_talon(match) -> None:
    while match.current.talon_size() > 0:
        match.apply(match.current.legal_actions()[0])


def test_the_partner_view_option_says_when_partners_see(qapp):
    """briscola.it.txt: no exchange of information "durante lo svolgimento della prima
    smazzata". The engine shows partners' hands from the second deal only; the option's
    words in the new-match dialog said "once the talon is empty", as if in every deal."""
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.messages import Message
    match = Match("briscola-4", {}, dealer=0, seed=4)
    match.start_hand()
    play_to_empty_talon(match)
    assert "partner_hands" not in match.current.observation(0)       # the first deal: never
    while not match.current.is_over():
        match.apply(match.current.legal_actions()[0])
    match.start_hand()
    play_to_empty_talon(match)
    assert "partner_hands" in match.current.observation(0)           # from the second deal
    help_code = get_variant("briscola-4").option("partner_view").help
    assert "From the second deal" in render(Message(help_code))
    i18n.install(qapp, "it")
    try:
        assert "Dalla seconda smazzata" in render(Message(help_code))
    finally:
        i18n.install(qapp, "en")


def test_mariagio_says_captured_marriage_in_its_texts_word(qapp):
    """mariagio.it.txt: "punti per i matrimoni catturati"; the summary's bonus and the
    rules page said "matrimonio preso". The page names the follow-suit option as the
    dialog does."""
    from biscambiggia_gui.games.mariagio.words import FOLLOW_SUIT_ONLY
    from biscambiggia_gui.engine.messages import Message
    from biscambiggia_gui.ui.text import bonus_text
    page = rules_path("mariagio", "it").read_text(encoding="utf-8")
    i18n.install(qapp, "it")
    try:
        bonus = bonus_text({"name": "captured marriage", "suit": "S", "points": 20}, "genoese")
        follow = render(Message(FOLLOW_SUIT_ONLY))
    finally:
        i18n.install(qapp, "en")
    assert bonus.startswith("Matrimonio catturato"), bonus
    assert "Matrimonio catturato:" in page and "matrimonio preso" not in page.lower()
    assert f"<b>{follow.split(' (')[0]}:</b>" in page, follow
    assert "trionfare" not in follow        # "to triumph": trumping is "giocare trionfo"


def test_a_lesson_of_both_kinds_of_game_names_the_trumps_both_ways_or_neither(qapp):
    """The list of lessons showed "Biscambiggia e Briscola in due: Il seme di trionfo, la
    carta girata, ...": a line shown for Briscola too named its trumps the Genoese way
    only. A lesson that teaches games of both words (its `covers`) names both in the list,
    or neither (docs/i18n.md: a sentence every game shares names neither)."""
    i18n.install(qapp, "it")
    try:
        both = [lesson for lesson in lessons().values()
                if {get_variant(v).game for v in lesson.covers} & set(TRIONFO)
                and {get_variant(v).game for v in lesson.covers} & set(BRISCOLA)]
        lines = {lesson.id: render(Message(lesson.about)) for lesson in both}
    finally:
        i18n.install(qapp, "en")
    assert {"trump", "team"} <= set(lines), lines
    for lesson_id, line in lines.items():
        named = {bool(re.search(r"\btrionf", line, re.I)), bool(re.search(r"\bbriscol", line, re.I))}
        assert len(named) == 1, f"{lesson_id}: {line}"
