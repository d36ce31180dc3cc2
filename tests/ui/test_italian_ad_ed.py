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
    assert fill("Pass to {name}", {"name": "You"}, "en") == "Pass to You"
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
        window.apply_preferences(replace(Preferences.load(), names=[name, name, "", "", "", ""],
                                          language="it"))
        assert window.cover.heading.text() == said
