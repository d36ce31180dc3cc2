"""A name a player types may begin with an article: "Il Nonno", "IL CAPO", "i nonni". Italian
joins il, i and gli with the preposition before them ("Passa al Nonno", "al CAPO", "dei
Nonni") and writes them in lower case after another word ("con il CAPO"), whatever the letter
case typed; la, lo, le and l’ (which begin surnames: "La Rosa", "Lo Russo") and a name that
only begins with those letters ("Ilaria", "Lola", "Ligure") stay as typed (docs/i18n.md).
The tables run over every Italian template of the real Linguist file with a person's field,
filled by the real i18n.fill, and over the window's own tr()."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.i18n import fill
from biscambiggia_gui.ui.text import names_joined, tr

TS = i18n.ts_path("it")
PERSON_FIELDS = ("name", "seat", "seat_turn", "caller", "keeper", "last", "seat_left",
                 "seat_right", "names")


def italian_templates() -> list[str]:
    """Every Italian template of the catalogue with a person's field after a word."""
    found = []
    for message in ET.parse(TS).iter("message"):
        text = message.findtext("translation") or ""
        if re.search(r"\w +\{(%s)\}" % "|".join(PERSON_FIELDS), text):
            found.append(text)
    return sorted(set(found))


TEMPLATES = italian_templates()


def filled(template: str, name: str) -> str:
    fields = {f: name if f in PERSON_FIELDS else "1"
              for f in re.findall(r"\{(\w+)[^}]*\}", template)}
    try:
        return fill(template, fields, "it")
    except (ValueError, KeyError):        # a field with a number format ("{n:>3}")
        pytest.skip("a numeric field")
        raise


def test_the_catalogue_has_person_templates_after_each_preposition():
    """The table below covers the words the catalogue writes before a person: a, da, di,
    tra and the plain "e" of a list at least."""
    words = {m.group(1).lower() for t in TEMPLATES
             for m in re.finditer(r"(\w+) +\{(?:%s)\}" % "|".join(PERSON_FIELDS), t)}
    assert {"a", "da", "di", "tra", "e"} <= words, words


@pytest.mark.parametrize("template", TEMPLATES)
@pytest.mark.parametrize("typed, like", [
    ("IL CAPO", "Il CAPO"), ("il CAPO", "Il CAPO"), ("iL CAPO", "Il CAPO"),
    ("I NONNI", "I NONNI"), ("i NONNI", "I NONNI"),
    ("GLI ZII", "Gli ZII"), ("gli ZII", "Gli ZII"),
])
def test_an_article_reads_the_same_in_any_letter_case(template, typed, like):
    """"IL CAPO" is said as "Il CAPO" is wherever it is not the first word: "al CAPO",
    "con il CAPO", "dai NONNI"; at a sentence's start it stays as typed."""
    said, model = filled(template, typed), filled(template, like)
    assert said == model.replace(like, typed), (template, said, model)   # as typed, or alike


@pytest.mark.parametrize("template", TEMPLATES)
@pytest.mark.parametrize("name", ["Ilaria", "Lola", "Ligure", "Gliese", "Ivo", "La Nonna",
                                  "LA NONNA", "Lo Russo", "Le Zie", "L’Abbate", "l’Avvocato",
                                  "Il", "I"])
def test_a_name_without_a_joined_article_stays_as_typed(template, name):
    """Ilaria, Lola and Ligure only begin with an article's letters; La, Lo, Le and L’ begin
    surnames; a lone "Il" is a name: each is written exactly as typed."""
    persons = len(re.findall(r"\{(?:%s)\}" % "|".join(PERSON_FIELDS), template))
    assert filled(template, name).count(name) >= persons, (template, filled(template, name))


@pytest.mark.parametrize("template, name, said", [
    ("Passa a {name}", "IL CAPO", "Passa al CAPO"),
    ("Passa a {name}", "il capo", "Passa al capo"),
    ("Passa a {name}", "Il Capo", "Passa al Capo"),
    ("Tocca a {name}", "I Nonni", "Tocca ai Nonni"),
    ("Tocca a {name}", "GLI ZII", "Tocca agli ZII"),
    ("Mano vinta da {name}: 61", "IL CAPO", "Mano vinta dal CAPO: 61"),
    ("Mano vinta da {name}: 61", "gli Zii", "Mano vinta dagli Zii: 61"),
    ("{name} è il compagno di {caller}", "IL CAPO", "IL CAPO è il compagno del CAPO"),
    ("di {name}", "I NONNI", "dei NONNI"),
    ("Di {name}", "IL CAPO", "Del CAPO"),
    ("su {name}", "Il Capo", "sul Capo"),
    ("con {name}", "IL CAPO", "con il CAPO"),
    ("per {name}", "GLI ZII", "per gli ZII"),
    ("Partita pari tra {name}", "I Nonni e Anna", "Partita pari tra i Nonni e Anna"),
    ("fra {name}", "IL CAPO", "fra il CAPO"),
    ("contro {name}", "IL CAPO", "contro il CAPO"),
    ("Sono {name}: mostra le mie carte", "IL CAPO", "Sono il CAPO: mostra le mie carte"),
    ("Anna e {name}", "IL CAPO", "Anna e il CAPO"),
    ("In attesa di {name}", "IL CAPO", "In attesa del CAPO"),
    ("Presa \u2013 {name}", "IL CAPO", "Presa \u2013 IL CAPO"),      # a heading's label
    ("{name} gioca", "IL CAPO", "IL CAPO gioca"),                    # a subject
    ("Passa a {name}", "Il  Capo", "Passa al Capo"),
    ("Passa a {name}", "La Nonna", "Passa a La Nonna"),
    ("Passa a {name}", "Ilaria", "Passa a Ilaria"),
    ("Passa a {name}", "Anna", "Passa ad Anna"),
    ("Salvata in {name}", "Il mio.json", "Salvata in Il mio.json"),  # a file keeps its name
])
def test_what_italian_reads(template, name, said):
    fields = {"name": name, "caller": name}
    assert fill(template, fields, "it") == said


@pytest.mark.parametrize("name", ["IL CAPO", "Il Capo", "I Nonni"])
def test_english_never_changes_a_name(name):
    assert fill("Pass to {name}", {"name": name}, "en") == f"Pass to {name}"
    assert names_joined(["You", name, "Anna"]) == f"You, {name} and Anna"


def test_the_windows_words_and_a_team_say_it(qapp):
    """The window's own sentences (tr) and a team's names in Italian."""
    i18n.install(qapp, "it")
    try:
        assert tr("Pass to {name}", name="IL CAPO") == "Passa al CAPO"
        assert tr("{name}'s turn", name="IL CAPO") == "Tocca al CAPO"
        assert tr("The match goes to {name}!", name="i Nonni") == "Partita vinta dai Nonni!"
        assert tr("Waiting for {name}", name="IL CAPO") == "In attesa del CAPO"
        assert tr("Waiting for {name}", name="Anna") == "In attesa di Anna"
        assert tr("Waiting for {name}", name=tr("Player {n}", n=2)) == "In attesa del Giocatore 2"
        assert names_joined(["Anna", "IL CAPO", "Il Nonno"]) == "Anna, il CAPO e il Nonno"
        assert names_joined(["IL CAPO", "Anna"]) == "IL CAPO e Anna"
        assert names_joined(["Anna", "Ilaria", "La Nonna"]) == "Anna, Ilaria e La Nonna"
    finally:
        i18n.install(qapp, "en")
