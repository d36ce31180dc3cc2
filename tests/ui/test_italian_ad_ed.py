"""Italian writes "ad" before a word that begins with "a" and "ed" before one that begins
with "e" ("Passa ad Anna", "Tu ed Elena"): every sentence with an "a" or "e" before a
field is filled by one function (i18n.fill), so any name a player types reads right, in
the interface's words, the catalogue's and the games' alike; English is untouched."""
from __future__ import annotations

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.messages import Message
from biscambiggia_gui.engine.state import NOT_YOUR_TURN
from biscambiggia_gui.i18n import fill
from biscambiggia_gui.ui.messages import render
from biscambiggia_gui.ui.text import names_joined, tr

from uihelpers import start, wait_turn


@pytest.mark.parametrize("name, to, joined", [
    ("Alberto", "Passa ad Alberto", "Tu, Bruno e Alberto"),
    ("anna", "Passa ad anna", "Tu, Bruno e anna"),
    ("Ábaco", "Passa ad Ábaco", "Tu, Bruno e Ábaco"),
    ("Elena", "Passa a Elena", "Tu, Bruno ed Elena"),
    ("Èva", "Passa a Èva", "Tu, Bruno ed Èva"),
    ("Bruno", "Passa a Bruno", "Tu, Bruno e Bruno"),
    ("8 Otto", "Passa a 8 Otto", "Tu, Bruno e 8 Otto"),
])
def test_a_and_e_before_a_name_in_italian(qapp, name, to, joined):
    i18n.install(qapp, "it")
    assert tr("Pass to {name}", name=name) == to
    assert names_joined([tr("You"), "Bruno", name]) == joined
    matto = tr("The matto goes to {name}", name=name)
    assert matto == "Il matto va " + to.split(" ", 1)[1]
    i18n.install(qapp, "en")
    assert tr("Pass to {name}", name=name) == f"Pass to {name}"
    assert names_joined(["You", "Bruno", name]) == f"You, Bruno and {name}"


def test_a_catalogue_message_names_a_seat_with_ad(qapp):
    """The engine's refusal "it is X's turn, not Y's" in Italian: "tocca ad Anna, non a
    Bruno"; the seat names come from the table."""
    i18n.install(qapp, "it")
    names = ["Tu", "Anna", "Bruno"].__getitem__
    said = render(Message(NOT_YOUR_TURN, seat=2, seat_turn=1), names=names, capital=False)
    assert "tocca ad Anna, non a Bruno" in said, said
    said = render(Message(NOT_YOUR_TURN, seat=1, seat_turn=2), names=names, capital=False)
    assert "tocca a Bruno, non ad Anna" in said, said
    said = render(Message(NOT_YOUR_TURN, seat=0, seat_turn=1), names=names, capital=False)
    assert "tocca ad Anna, non a te" in said, said     # the person's default name, "Tu"


def test_a_seat_is_named_once_in_either_language(qapp):
    """A seat field says the seat's name at a table and "seat N" where none names it (a
    record's refusal): never "seat Anna" nor a bare number; Italian joins the preposition
    and the article: "tocca al posto 0"."""
    names = ["You", "Anna", "Bruno"].__getitem__
    said = render(Message(NOT_YOUR_TURN, seat=2, seat_turn=1), names=names)
    assert said == "It is Anna's turn, not Bruno's", said
    assert render(Message(NOT_YOUR_TURN, seat=2, seat_turn=1)) == "It is seat 1's turn, not seat 2's"
    assert str(Message(NOT_YOUR_TURN, seat=2, seat_turn=1)) == "it is seat 1's turn, not seat 2's"
    i18n.install(qapp, "it")
    try:
        said = render(Message(NOT_YOUR_TURN, seat=1, seat_turn=0), capital=False)
        assert said == "tocca al posto 0, non al posto 1", said
    finally:
        i18n.install(qapp, "en")


def test_a_preposition_joins_the_article_of_a_value_in_italian():
    assert fill("tocca a {s}", {"s": "il posto 2"}, "it") == "tocca al posto 2"
    assert fill("Di {s}", {"s": "il posto 2"}, "it") == "Del posto 2"
    assert fill("mossa di {s}", {"s": "il Nonno"}, "it") == "mossa del Nonno"
    assert fill("{s} gioca", {"s": "il posto 2"}, "it") == "il posto 2 gioca"
    assert fill("casa {s}", {"s": "il posto 2"}, "it") == "casa il posto 2"
    assert fill("to {s}", {"s": "il posto 2"}, "en") == "to il posto 2"


def test_the_default_you_after_a_preposition_is_te():
    """"Tu" names the person as a subject ("Tu dichiari", "Presa - Tu"); after a
    preposition Italian says "te": "Passa a te", "da te", "con te"."""
    assert fill("Passa a {name}", {"name": "Tu"}, "it") == "Passa a te"
    assert fill("il matto va da {name}", {"name": "Tu"}, "it") == "il matto va da te"
    assert fill("{name} e Bruno", {"name": "Tu"}, "it") == "Tu e Bruno"
    assert fill("Presa \u2013 {name}: A\u2663", {"name": "Tu"}, "it").startswith("Presa \u2013 Tu")
    assert fill("Pass to {name}", {"name": "You"}, "en") == "Pass to you"
    assert fill("Passa a {name}", {"name": "Tullio"}, "it") == "Passa a Tullio"


def test_only_a_lone_a_or_e_changes():
    """"Casa Anna", "da 1 a 8" and "Bruno e Olga" stay as written; a capital stays one."""
    assert fill("Casa {name}", {"name": "Anna"}, "it") == "Casa Anna"
    assert fill("da {low} a {high}", {"low": 1, "high": 8}, "it") == "da 1 a 8"
    assert fill("{a} e {b}", {"a": "Bruno", "b": "Olga"}, "it") == "Bruno e Olga"
    assert fill("A {name} tocca", {"name": "Arturo"}, "it") == "Ad Arturo tocca"
    assert fill("E {name}", {"name": "Ezio"}, "it") == "Ed Ezio"
    assert fill("Pass to {name}", {"name": "Anna"}, "en") == "Pass to Anna"


def test_the_pass_screen_says_ad_to_a_player_named_with_a(qtbot, qapp, window):
    from dataclasses import replace
    from biscambiggia_gui.ui.settings_dialog import Preferences
    i18n.install(qapp, "it")
    window.retranslate()
    start(window, "briscola-2", seats=["person", "person"], seed=21)
    wait_turn(qtbot, window)
    assert window.cover.isVisible()
    for name, said in (("Alberto", "Passa ad Alberto"), ("Elena", "Passa a Elena"),
                       ("Carla", "Passa a Carla")):
        names = [""] * 6                  # the seat passed to renamed (two people are never
        names[window.ctrl.pass_pending] = name          # given one name: test_distinct_names)
        window.apply_preferences(replace(Preferences.load(), names=names, language="it"))
        assert window.cover.heading.text() == said


def test_the_default_you_reads_as_english_writes_it():
    """English: the person's default name "You" inside a sentence is "you" ("Trick to you",
    not "Trick to You"), and before "'s" "your"/"yours" (never "You's"); at a sentence's
    start it keeps its capital; a name the player typed is never touched."""
    assert fill("Trick to {name}: {cards}", {"name": "You", "cards": "A\u2665"}, "en") == \
        "Trick to you: A\u2665"
    assert fill("{name}'s turn", {"name": "You"}, "en") == "Your turn"
    assert fill("it is {a}'s turn, not {b}'s", {"a": "Anna", "b": "You"}, "en") == \
        "it is Anna's turn, not yours"
    assert fill("it is {a}'s turn, not {b}'s.", {"a": "You", "b": "Anna"}, "en") == \
        "it is your turn, not Anna's."
    assert fill("{a}, {b} and {c}", {"a": "You", "b": "Bruno", "c": "Carla"}, "en") == \
        "You, Bruno and Carla"
    assert fill("{a} and {b}", {"a": "Bruno", "b": "You"}, "en") == "Bruno and you"
    assert fill("Done. {name} leads", {"name": "You"}, "en") == "Done. You leads"
    assert fill("Caller: {name}; card called: {card}", {"name": "You", "card": "3"}, "en") == \
        "Caller: You; card called: 3"             # a label's value keeps its capital
    assert fill("Trick to {name}", {"name": "Yolanda"}, "en") == "Trick to Yolanda"
    assert fill("{name}'s turn", {"name": "Anna"}, "en") == "Anna's turn"
    assert fill("{n:>3} points", {"n": 5}, "en") == "  5 points"


def test_the_log_says_trick_to_you_in_english(qtbot, qapp, window):
    """The window's log, in English, played for real: a trick the person takes reads
    "Trick to you", never "Trick to You"."""
    from uihelpers import play_first_legal
    start(window, "biscambiggia-2", seed=3, level="easy")      # its log tells the tricks
    lines = []
    for _ in range(12):
        wait_turn(qtbot, window)
        play_first_legal(qtbot, window)
        lines = [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
        if any(line.startswith("Trick to you") for line in lines):
            break
    assert any(line.startswith("Trick to you") for line in lines), lines
    assert not any("Trick to You" in line for line in lines), lines


def test_the_default_player_name_takes_its_article_in_italian(qapp):
    """A seat nobody named is "Giocatore 2", which Italian says with its article: "Passa al
    Giocatore 2", "Sono il Giocatore 2"; a typed name never gets one."""
    i18n.install(qapp, "it")
    try:
        player = tr("Player {n}", n=2)
        assert player == "Giocatore 2"
        assert tr("Pass to {name}", name=player) == "Passa al Giocatore 2"
        assert tr("{name}'s turn", name=player) == "Tocca al Giocatore 2"
        assert tr("{name}'s turn", name="Anna") == "Tocca ad Anna"
        assert fill("Sono {name}: mostra le mie carte", {"name": player}, "it") == \
            "Sono il Giocatore 2: mostra le mie carte"
        assert fill("{name} gioca", {"name": player}, "it") == "Giocatore 2 gioca"
        assert fill("con {name}", {"name": player}, "it") == "con il Giocatore 2"
        assert fill("Passa a {name}", {"name": "Luca"}, "it") == "Passa a Luca"
    finally:
        i18n.install(qapp, "en")


def test_a_name_typed_with_the_article_il_joins_the_preposition(qapp):
    """A player named "Il Nonno" is passed to as Italian says it: "Passa al Nonno", "Tocca al
    Nonno", "vinta dal Nonno", "con il Nonno"; at the start of a sentence the name stays as
    typed, and "La Rosa" or "Lo Russo" (surnames as often as not) are never joined."""
    i18n.install(qapp, "it")
    try:
        assert tr("Pass to {name}", name="Il Nonno") == "Passa al Nonno"
        assert tr("{name}'s turn", name="Il Nonno") == "Tocca al Nonno"
        assert tr("The match goes to {name}!", name="Il Nonno") == "Partita vinta dal Nonno!"
        assert fill("con {name}", {"name": "Il Nonno"}, "it") == "con il Nonno"
        assert fill("{name} gioca", {"name": "Il Nonno"}, "it") == "Il Nonno gioca"
        assert fill("Passa a {name}", {"name": "La Rosa"}, "it") == "Passa a La Rosa"
        assert fill("Passa a {name}", {"name": "Ilaria"}, "it") == "Passa a Ilaria"
    finally:
        i18n.install(qapp, "en")


def test_who_won_reads_as_italian_says_it(qapp):
    """The summary's headings say who won with "da": "Partita vinta da te!", "Mano 2 vinta
    da te e Bruno", "Smazzata 1 vinta da Anna e Carla" (not "vinta – Tu!")."""
    from biscambiggia_gui.engine.words import HAND_WORDS
    from biscambiggia_gui.games.trump.words import BRISCOLA as DEAL_WORDS
    i18n.install(qapp, "it")
    try:
        assert tr("The match goes to {name}!", name="Tu") == "Partita vinta da te!"
        said = render(Message(HAND_WORDS["goes_to"], n=2, name="Tu e Bruno"))
        assert said == "Mano 2 vinta da te e Bruno", said
        said = render(Message(DEAL_WORDS["goes_to"], n=1, name="Anna e Carla"))
        assert said == "Smazzata 1 vinta da Anna e Carla", said
        said = render(Message(HAND_WORDS["won_line"], name="Giocatore 2", points="61"))
        assert said == "Mano vinta dal Giocatore 2: 61", said
    finally:
        i18n.install(qapp, "en")
    assert tr("The match goes to {name}!", name="You") == "The match goes to you!"
