"""A proofreader's pass over what a player reads in play (docs/i18n.md): the hints, the
refusals, the lessons, in English and Italian. Each test holds one class of fault found by
reading them at the table:

- English named a card at a sentence's start bare, as a note rather than a sentence:
  "Hint: Jack of swords loses the trick but gives away only 2 points.", "King of cups is
  not in your hand"; a card that begins a sentence as its subject takes "The";
- the Italian said "your partner" two ways for one move ("Per ora la presa è del
  compagno", "La presa è del tuo compagno");
- the Italian of the chiamata games called a bid a "chiamata" (the call of a card) and
  "dichiarava" the points bid, where the game's word is "offrire".
"""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.engine.messages import Message
from biscambiggia_gui.engine.registry import get_variant
from biscambiggia_gui.paths import asset
from biscambiggia_gui.ui.explain import move_text
from biscambiggia_gui.ui.messages import render
from biscambiggia_gui.ui.setup import game_decks
from biscambiggia_gui.ui.text import card_long_name, card_name, tr

# a card's name as the table writes it, bare: "7♥", "A♠", "Jack of swords", "Tarot 5"
BARE_CARD = re.compile(r"^(\d{1,2}|[AKQJ])[\u2665\u2666\u2663\u2660]|^(\d{1,2}|Ace|King|Queen|"
                       r"Jack|Knight) of |^Tarot \d")


def said_in_play(variant: str, deck: str, seeds=range(3)) -> list[str]:
    """What the hint says of every move a seat may make, over whole hands of `variant`
    played with random legal moves (the real engine)."""
    said = []
    players = get_variant(variant).players
    for seed in seeds:
        hand = Match(variant, {}, dealer=seed % players, seed=seed).start_hand()
        rng = random.Random(seed)
        while not hand.is_over():
            seat = hand.current_player()
            said += [move_text(hand, seat, a, deck) for a in hand.legal_actions()
                     if kind_of(a) == "play"]
            hand.apply(rng.choice(hand.legal_actions()))
    return said


@pytest.mark.parametrize("variant", ["briscola-2", "biscambiggia-4", "mariagio",
                                     "tarocchi-pizzico", "briscola-chiamata"])
def test_a_card_that_begins_an_english_sentence_takes_the(qapp, variant):
    """"Hint: Jack of swords loses the trick..." read as a note: in English a card that is
    a sentence's subject takes its article, "The Jack of swords loses the trick", as in
    Italian "Il Fante di spade...". Every hint of whole hands, in each deck of the game."""
    for deck in game_decks(get_variant(variant).game):
        said = said_in_play(variant, deck)
        assert any(s.startswith("The ") for s in said), said[:5]
        bare = [s for s in said if BARE_CARD.search(s)]
        assert not bare, bare[:5]


def test_english_refusals_name_their_card_with_the_and_labels_stay_bare(qapp):
    """The refusal "King of cups is not in your hand" takes "The"; a card before a comma
    (what a screen reader hears of the chosen card) and a label's value stay bare, and a
    code that is no card takes no article."""
    assert render(Message("illegal.not_in_hand", card="KH"), "italian") == \
        "The King of cups is not in your hand"
    assert render(Message("illegal.not_in_hand", card="7H"), "genoese") == \
        "The 7\u2665 is not in your hand"
    assert tr("{card}, card {i} of {n}", card=card_long_name("7H", "genoese"), i=1, n=3) == \
        "7 of hearts, card 1 of 3"
    assert tr("Caller: {name}; card called: {card}; {points} points to make", name="Anna",
              card=card_name("KS", "italian"), points=61).startswith(
        "Caller: Anna; card called: King of swords;")
    assert render(Message("illegal.call.card", card="ZZ")).startswith("ZZ is not")
    assert tr("{card} takes the last trick.", card=card_name("5S", "italian")) == \
        "The 5 of swords takes the last trick."


@pytest.fixture
def italian(qapp):
    i18n.install(qapp, "it")
    yield
    i18n.install(qapp, "en")


def catalogue() -> list[tuple[str, str]]:
    root = ET.parse(asset("translations", "biscambiggia_it.ts")).getroot()
    return [(m.findtext("source") or "", m.findtext("translation") or "")
            for m in root.iter("message")]


def test_your_partner_is_yours_in_every_italian_sentence():
    """"Your partner is winning the trick so far" read "Per ora la presa è del compagno"
    and, a card later, "La presa è del tuo compagno": the same partner two ways. Every
    sentence that says "your partner" names the partner as the person's."""
    said = [(en, it) for en, it in catalogue() if re.search(r"\byour partner\b", en, re.I)]
    assert len(said) > 8
    wrong = [(en, it) for en, it in said
             if not re.search(r"\btuo compagno\b|\btua squadra\b|coppia con te|\bFai coppia\b", it)]
    assert not wrong, wrong


def test_the_hint_for_a_partners_trick_says_tuo_compagno(italian):
    """The hint itself, on a real Briscola hand for four where the partner is winning the
    trick so far and where the partner takes it."""
    for variant, seed in (("briscola-4", s) for s in range(12)):
        hand = Match(variant, {}, dealer=seed % 4, seed=seed).start_hand()
        rng = random.Random(seed)
        said = []
        while not hand.is_over():
            seat = hand.current_player()
            said += [move_text(hand, seat, a, "italian") for a in hand.legal_actions()]
            hand.apply(rng.choice(hand.legal_actions()))
        partner = [s for s in said if "la presa è" in s.lower()]
        if {s.split()[0] for s in partner} == {"Per", "La"}:     # so far, and taking it
            assert all("del tuo compagno" in s for s in partner), partner
            return
    pytest.fail("no deal of these seeds had both hints")


def test_a_bid_is_offered_never_called_or_declared():
    """In the chiamata games a bid is "offrire" (the auction's word), calling a card
    "chiamare": the lesson said "All’asta si chiamano le carte... una chiamata più alta",
    "Anna ha chiamato il 3" and "si dichiarano punti". No Italian sentence about bids says
    "dichiarare"; one that calls no card never says "chiamare"."""
    said = [(en, it) for en, it in catalogue() if re.search(r"\b(bid|bids|outbid)\b", en)]
    assert len(said) > 15
    words = [(en, re.sub(r"(Briscola|Biscambiggia) chiamata|chiamante", "", it))
             for en, it in said]
    wrong = [it for en, it in words if re.search(r"dichiar", it, re.I)
             or (not re.search(r"\bcall", en, re.I) and re.search(r"chiam", it, re.I))]
    assert not wrong, wrong


@pytest.mark.parametrize("hands", [1, 5])
def test_the_match_rule_line_says_who_wins_once(italian, hands):
    """The summary's line read "5 smazzate; la squadra che ne vince di più vince la partita"
    and "se ci arrivano entrambi, il più alto" (the higher what?): every variant's line,
    with one hand and with several, says "vince" once at most and names what is higher."""
    from biscambiggia_gui.engine.registry import variants
    from biscambiggia_gui.ui.summary import match_rule_text
    for variant in variants():
        text = match_rule_text(get_variant(variant), {"hands": hands, "target": 200})
        assert len(re.findall(r"\bvinc\w*", text, re.I)) <= 1, text
        assert "il più alto;" not in text, text


def test_the_talon_is_empty_in_english_as_the_lessons_say():
    """The lesson said "The talon is empty", the log of the same hand "The talon is
    finished" (not English for a pile of cards drawn out): every English sentence of the
    catalogue says the talon is empty."""
    from biscambiggia_gui.catalogue import templates
    from biscambiggia_gui.engine.messages import TEMPLATES
    templates()                                 # every module imported: each code registered
    said = [t for t in TEMPLATES.values() if "{talon}" in t and re.search(r"is (empty|finished)", t)]
    assert len(said) >= 4, said
    assert not [t for t in said if "is finished" in t], said


def test_the_trump_suit_is_one_english_in_every_game(qapp):
    """English said the trump two ways: the table's tag "Trumps" (and the Briscola chiamata
    call's line "Trumps: cups; ...") in the Briscola games, "Trump suit" in the Genoese
    games, the option and the buttons. One English now, "Trump suit", wherever it names the
    trump suit, each game keeping its Italian by sense ("Briscola", "Trionfo")."""
    from biscambiggia_gui.engine.messages import TEMPLATES
    from biscambiggia_gui.games.chiamata import rules as chiamata_rules
    from biscambiggia_gui.games.chiamata import words as chiamata_words
    from biscambiggia_gui.engine.registry import variants
    seen = {}
    for variant in variants().values():
        words = variant.family.words
        for key in ("trump_mark", "called_detail"):
            if key in words:
                english = TEMPLATES[words[key]]
                assert english.startswith("Trump suit") and "Trumps" not in english, (key, english)
                i18n.install(qapp, "it")
                try:
                    seen[variant.id, key] = render(Message(words[key], trump="H", points=61),
                                                   variant.family.decks[0])
                finally:
                    i18n.install(qapp, "en")
    for code in (chiamata_rules.TRUMP_LABEL, chiamata_words.TRUMP):
        assert TEMPLATES[code].startswith("Trump suit"), TEMPLATES[code]
    assert seen["briscola-2", "trump_mark"] == seen["briscola-chiamata", "trump_mark"] == "Briscola"
    assert seen["biscambiggia-2", "trump_mark"] == seen["mariagio", "trump_mark"] == "Trionfo"
    assert seen["briscola-chiamata", "called_detail"].startswith("Briscola: ")
    assert seen["biscambiggia-chiamata", "called_detail"].startswith("Trionfo: ")


def test_the_hint_says_one_english_in_every_game(qapp):
    """The hint said "to draw out the others' trumps" in Briscola and "to draw the others'
    trumps" in Biscambiggia, "nobody else holds a trump any more" and "has a trump left":
    one thing two ways, so that the two Italians ("briscole", "trionfi") had two keys. A
    sense keeps them apart now; the English of each of the hint's words is the same in
    every game, and the Italian is each game's own."""
    from biscambiggia_gui.engine.messages import TEMPLATES, SENSES
    from biscambiggia_gui.engine.words import HAND_WORDS
    from biscambiggia_gui.games.trump.words import TRIONFO
    for key, code in TRIONFO.items():
        if key in HAND_WORDS:
            assert TEMPLATES[code] == TEMPLATES[HAND_WORDS[key]], key
            assert SENSES.get(code) != SENSES.get(HAND_WORDS[key]), key
    i18n.install(qapp, "it")
    try:
        genoese = render(Message(TRIONFO["lead_last_trump"], card="AH"), "genoese")
        briscola = render(Message(HAND_WORDS["lead_last_trump"], card="AH"), "italian")
    finally:
        i18n.install(qapp, "en")
    assert genoese.startswith("Attacca con l’A♥") and "nessun trionfo" in genoese, genoese
    assert briscola.startswith("Cala come prima carta l’Asso di coppe") and "briscola" in briscola


def test_a_card_that_begins_a_later_sentence_takes_a_capital_the(qapp):
    """A card that is the subject of a sentence after a full stop takes "The" with its
    capital, as at the start ("Good. The Jack of swords takes the trick", never "Good. the
    Jack..."): the one rule (`i18n.article_en`) says where a sentence begins."""
    jack = card_name("JS", "italian")
    assert i18n.fill("Good. {card} takes the trick.", {"card": jack}, "en") == \
        "Good. The Jack of swords takes the trick."
    assert i18n.fill("Well! {card} is not in your hand", {"card": jack}, "en") == \
        "Well! The Jack of swords is not in your hand"
    assert i18n.fill("You call {card}.", {"card": jack}, "en") == \
        "You call the Jack of swords."
