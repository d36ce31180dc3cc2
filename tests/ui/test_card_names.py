"""Names match the cards (issue 13): the Italian deck's indices read F/C/R and the tarot's
F/C/D/R, so the cards-played list, the log and the sheets use them; every rank has one word
in each language, whatever the deck; Italian suits are named, never given French signs."""
from __future__ import annotations

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import get_variant
from biscambiggia_gui.ui.played import PlayedCards
from biscambiggia_gui.ui.summary import sheet_label
from biscambiggia_gui.ui.text import card_long_name, card_name, rank_index

SIGNS = set("\u2665\u2666\u2663\u2660")


def test_indices_as_printed():
    assert [rank_index(r, "italian") for r in ("J", "Q", "K", "7")] == ["F", "C", "R", "7"]
    assert [rank_index(r, "tarot") for r in ("J", "C", "Q", "K")] == ["F", "C", "D", "R"]
    assert [rank_index(r, "genoese") for r in ("J", "Q", "K")] == ["J", "Q", "K"]


@pytest.mark.parametrize("language,words", [
    ("en", {"italian": ["Jack", "Knight", "King"], "tarot": ["Jack", "Knight", "Queen", "King"],
            "genoese": ["Jack", "Queen", "King"]}),
    ("it", {"italian": ["Fante", "Cavallo", "Re"], "tarot": ["Fante", "Cavallo", "Donna", "Re"],
            "genoese": ["Fante", "Donna", "Re"]}),
])
def test_one_word_per_rank_in_each_language(qapp, language, words):
    i18n.install(qapp, language)
    ranks = {"italian": ("J", "Q", "K"), "tarot": ("J", "C", "Q", "K"), "genoese": ("J", "Q", "K")}
    by_rank = {}
    for deck, codes in ranks.items():
        said = [card_long_name(r + "H", deck).split()[0] for r in codes]
        assert said == words[deck]
        for r, w in zip(codes, said):
            by_rank.setdefault(w, set()).add(deck)
    for deck in ("italian", "tarot"):
        for code in ("KH", "7D", "10C", "AS"):
            if deck == "italian" and code == "10C":
                continue
            assert not SIGNS & set(card_name(code, deck) + card_long_name(code, deck)), code


def test_cards_played_shows_the_deck_indices(qtbot):
    box = PlayedCards()
    qtbot.addWidget(box)
    box.set_cards(["KH", "QH", "JH", "7H"], "italian", get_variant("briscola-2"), "D")
    name, shown, _ = box.rows["H"]
    assert shown.text().split() == ["R", "C", "F", "7"]
    assert not SIGNS & set(name.text())
    box.set_cards(["KD", "QD", "CD", "JD"], "tarot", get_variant("tarocchi-pizzico"), None)
    assert box.rows["D"][1].text().split() == ["R", "D", "C", "F"]
    assert not SIGNS & set(box.rows["D"][0].text())
    box.set_cards(["KH", "QH"], "genoese", get_variant("biscambiggia-2"), None)
    assert box.rows["H"][1].text().split() == ["K", "Q"] and box.rows["H"][0].text() == "\u2665"


@pytest.mark.parametrize("variant_id, counts", [
    ("briscola-2", {"H": "0/10", "S": "0/10"}), ("briscola-3", {"H": "0/10", "S": "0/9"}),
    ("biscambiggia-6", {"H": "0/9", "S": "0/9"}), ("tarocchi-pizzico", {"H": "0/14", "T": "1/22"})])
def test_cards_played_counts_each_suit_of_the_variant_deck(qtbot, variant_id, counts):
    """How many of a suit there are comes from the variant's deck (the 39 cards of three
    players, the 36 of six, the tarots with the matto), never from the game's name."""
    box = PlayedCards()
    qtbot.addWidget(box)
    box.set_cards(["M"] if "T" in counts else [], "genoese", get_variant(variant_id), None)
    assert {suit: box.rows[suit][2].text() for suit in counts} == counts
    assert box.rows["T"][0].isHidden() == ("T" not in counts)


def test_the_tarocchi_sheet_names_suits_and_figures_as_the_tarot(qapp):
    assert sheet_label({"name": "famiglia", "cards": ["JD", "CD", "QD", "KD"]}, "\u2666") == "coins"
    assert sheet_label({"name": "terno", "cards": ["QH", "QD", "QC"]}, "Q") == "D"
    assert sheet_label({"name": "gatti", "cards": []}, "G") == "G"


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("deck, variant_id", [("italian", "briscola-2"), ("tarot", "tarocchi-pizzico"),
                                              ("genoese", "biscambiggia-2")])
def test_cards_played_names_every_row_alike(qtbot, qapp, language, deck, variant_id):
    """The box's rows are headings, each named alike: "Tarots" ("Tarocchi") stood with its
    capital under "cups", "coins"... ("coppe", "denari"...) in lower case. Each suit's
    word now takes its capital as the tarots' does (played.row_name); the Genoese rows show
    their signs; a screen reader hears the same words for every row."""
    i18n.install(qapp, language)
    try:
        box = PlayedCards()
        qtbot.addWidget(box)
        box.set_cards(["AH", "M"] if deck == "tarot" else ["AH"], deck, get_variant(variant_id), None)
        shown = [name.text() for name, _, _ in box.rows.values() if not name.isHidden()]
        assert len(shown) == (5 if deck == "tarot" else 4)
        if deck == "genoese":
            assert shown == ["\u2665", "\u2666", "\u2663", "\u2660"]
        else:
            assert all(text[:1].isupper() and text[1:].islower() for text in shown), shown
        spoken = [part.split(":")[0] for part in box.accessibleDescription().split("; ")]
        assert all(text[:1].isupper() for text in spoken), spoken
        if deck == "tarot":
            assert shown[-1] == ("Tarots" if language == "en" else "Tarocchi")
    finally:
        i18n.install(qapp, "en")
