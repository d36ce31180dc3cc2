"""Numbers and lists as the player's language writes them: a tenth with the language's
decimal mark wherever the window shows one (the hint's sampled points, the review), a
buona's cards as a list, a marriage "in" its suit, the tarot's trumps by the language's
word."""
from __future__ import annotations

from biscambiggia_gui import i18n
from biscambiggia_gui.ai.search import SAMPLED_POINTS
from biscambiggia_gui.engine import variants
from biscambiggia_gui.engine.messages import Message
from biscambiggia_gui.ui.messages import render
from biscambiggia_gui.ui.text import bonus_text, card_name, decimal


def test_tenths_carry_the_languages_decimal_mark(qapp):
    message = Message(SAMPLED_POINTS, worlds=240, points=12.5)
    assert decimal(76.94) == "76.9" and "12.5" in render(message)
    i18n.install(qapp, "it")
    try:
        assert decimal(76.94) == "76,9" and decimal(-3.0) == "-3,0"
        assert "12,5" in render(message) and "12.5" not in render(message)
    finally:
        i18n.install(qapp, "en")


def test_bonuses_read_as_lists_and_marriages_in_their_suit(qapp):
    variants()                                  # every game registered, with its words
    terno = {"name": "terno", "cards": ["JH", "JD", "JC"]}
    assert bonus_text(terno, "tarot") == "Terno: Jack of cups, Jack of coins, Jack of batons"
    assert bonus_text({"name": "marriage", "suit": "S"}, "genoese") == "Marriage in spades"
    assert card_name("T20", "tarot") == "Tarot 20"
    i18n.install(qapp, "it")
    try:
        assert bonus_text(terno, "tarot") == "Terno: Fante di coppe, Fante di denari, Fante di bastoni"
        assert bonus_text({"name": "marriage", "suit": "S"}, "genoese") == "Matrimonio di picche"
        assert card_name("T20", "tarot") == "Tarocco 20"
    finally:
        i18n.install(qapp, "en")


def test_every_lesson_names_the_ranks_in_the_language_of_the_cards(qapp):
    """The Tarocchi lesson said in English "then fante, cavallo, donna and re" and "4 for
    each re", while the cards it names are "King of coins" (docs/i18n.md: in English one
    word per rank, jack, knight, queen, king). Every step of every lesson, rendered in
    English, names no rank in Italian; in Italian, none in English."""
    import re
    from biscambiggia_gui.engine.lessons import lessons
    words = {"en": re.compile(r"\b(fante|cavallo|donna|re)\b", re.IGNORECASE),
             "it": re.compile(r"\b(jack|knight|queen|king)s?\b", re.IGNORECASE)}
    for language, italian_or_english in words.items():
        i18n.install(qapp, language)
        try:
            for lesson in lessons().values():
                for item in lesson.script:
                    if not hasattr(item, "message"):          # a computer's move
                        continue
                    said = render(item.message)
                    assert not italian_or_english.search(said), (language, lesson.id, said)
        finally:
            i18n.install(qapp, "en")
