"""A bid is named as its game names it, wherever a sentence names one (`Family.bid_named`,
the one rule; ui/messages.py `bid_word` says it). A refused bid in Briscola chiamata said
"a bid must be higher than 62" ("più alta di 62") where the game bids "the 2 at 62"; and
the Italian plates read "offerta: Asso" beside "offerta: il 2 a 62", one with its article,
one without. Now "higher than the 2 at 62" ("più alta del 2 a 62"), "higher than the Ace"
("dell’Asso"), "higher than 70" ("di 70"); the plates "offerta: l’Asso", "offerta: il 2",
"offerta: il 2 a 62", "offerta: 70" in Italian, "bid: the Ace", "bid: the 2 at 62", "bid:
70" in English. The real engine's refusals, a real record's, the real window's plates."""
from __future__ import annotations

import json
import re

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.engine.cards import RANKS_40
from biscambiggia_gui.engine.record import RecordError, replay, to_record
from biscambiggia_gui.ui.messages import render

from uihelpers import start, wait_settled, wait_turn


@pytest.fixture
def italian(qapp):
    i18n.install(qapp, "it")
    yield
    i18n.install(qapp, "en")


def refused(variant: str, first: str, then: str):
    """The real engine's refusal of `then` after the first seat to speak bid `first`."""
    match = Match(variant, {}, dealer=1, seed=3)
    hand = match.start_hand()
    hand.apply("bid:" + first, hand.current_player())
    return match, hand.refusal("bid:" + then)


CASES = [   # the game, the bid standing, the bid refused, what English and Italian say
    ("briscola-chiamata", "62", "62", "the 2 at 62", "del 2 a 62"),
    ("briscola-chiamata", "62", "A", "the 2 at 62", "del 2 a 62"),
    ("briscola-chiamata", "90", "75", "the 2 at 90", "del 2 a 90"),
    ("briscola-chiamata", "A", "A", "the Ace", "dell’Asso"),
    ("briscola-chiamata", "2", "3", "the 2", "del 2"),
    ("biscambiggia-chiamata", "70", "65", "70", "di 70"),
]


@pytest.mark.parametrize("variant, first, then, english, italian_words", CASES)
def test_a_refused_bid_names_the_bid_to_beat_as_the_game_does(qapp, variant, first, then,
                                                               english, italian_words):
    _, message = refused(variant, first, then)
    assert message is not None and message.code == "illegal.bid.higher"
    assert render(message, "italian") == f"A bid must be higher than {english}"
    i18n.install(qapp, "it")
    try:
        assert render(message, "italian") == \
            f"Un’offerta deve essere più alta {italian_words}"
    finally:
        i18n.install(qapp, "en")


def test_the_engines_english_and_the_data_name_the_bid_as_the_game_does():
    """The replay and review commands read a refusal in the engine's English, and the bot
    protocol's clients as data ("Messages as data", docs/bot-protocol.md): the game's own
    words for a bid in points come as that word's message, as the talon's do."""
    _, message = refused("briscola-chiamata", "62", "A")
    assert str(message) == "a bid must be higher than the 2 at 62"
    assert message.to_json() == {"code": "illegal.bid.higher", "args": {"bid": {
        "code": "words.briscola_chiamata.bid_points", "args": {"n": 62}}}}
    _, points = refused("biscambiggia-chiamata", "70", "65")
    assert str(points) == "a bid must be higher than 70"


def test_a_record_with_a_bid_too_low_is_refused_naming_the_bid_to_beat(italian):
    """A record whose second bid does not beat the first: the replay's refusal, as the
    window shows it when the file is opened (ui/keeper.py renders its message)."""
    match, _ = refused("briscola-chiamata", "62", "62")
    record = to_record(match)
    first = record["hands"][0]["actions"][0]
    seat = (first["seat"] + 1) % 5
    record["hands"][0]["actions"].append({"seat": seat, "bid": 62})
    with pytest.raises(RecordError) as caught:
        replay(json.loads(json.dumps(record)))
    assert "a bid must be higher than the 2 at 62" in str(caught.value)
    assert render(caught.value.message, "italian") == \
        "Un’offerta deve essere più alta del 2 a 62"


@pytest.mark.parametrize("variant, bid, engine, english, italian_words", [
    ("briscola-chiamata", "70", "Bid the 2 at 70", "Bid the 2 at 70", "Offri il 2 a 70"),
    ("briscola-chiamata", "K", "Bid K", "Bid the King", "Offri il Re"),
    ("biscambiggia-chiamata", "70", "Bid 70", "Bid 70", "Offri 70")])
def test_a_bid_out_of_the_auction_is_named_as_the_game_does(qapp, variant, bid, engine,
                                                            english, italian_words):
    """A bid made once the cards are played (a record's): "Bid 70 is not allowed now" in
    Briscola chiamata, whose bid is "the 2 at 70". (The engine's own English names a rank
    by its code, as it names cards: "Bid K".)"""
    match = Match(variant, {}, dealer=1, seed=3)
    hand = match.start_hand()
    hand.apply("bid:80", hand.current_player())
    while hand.phase != "play":
        hand.apply("pass" if hand.phase == "auction" else hand.legal_actions()[0],
                   hand.current_player())
    message = hand.refusal("bid:" + bid)
    assert str(message) == f"{engine} is not allowed now"
    assert render(message, "italian") == f"{english} is not allowed now"
    i18n.install(qapp, "it")
    try:
        assert render(message, "italian") == f"Ora non si può: {italian_words}"
    finally:
        i18n.install(qapp, "en")


def test_a_call_of_another_rank_names_the_rank_bid(qapp):
    """"call the {rank} you bid" said the rank's code ("call the A you bid"): it is the
    bid's rank, named as the bid is."""
    match = Match("briscola-chiamata", {}, dealer=1, seed=3)
    hand = match.start_hand()
    hand.apply("bid:A", hand.current_player())
    while hand.phase == "auction":
        hand.apply("pass", hand.current_player())
    message = hand.refusal("call:3H")
    assert render(message, "italian") == "Call the Ace you bid, of the suit you choose"
    i18n.install(qapp, "it")
    try:
        assert render(message, "italian") == "Chiama l’Asso che hai offerto, del seme che scegli"
    finally:
        i18n.install(qapp, "en")


# --- the plates: one form in each language ---------------------------------------------------
ITALIAN_PLATE = re.compile(r"^offerta: (?:il |l’|la |lo )\S|^offerta: \d+$")
ENGLISH_PLATE = re.compile(r"^bid: the \S|^bid: \d+$")


def auction_plates(qtbot, window, variant: str, mine: str) -> list[str]:
    """A real auction, the computers speaking first: the person bids `mine` ("rank": the
    lowest rank open, the 2; "points": the lowest bid in points), then the plates' bids
    at the person's next turn (or once the auction is over)."""
    start(window, variant, dealer=1, seed=5, level="medium")
    wait_turn(qtbot, window)
    hand = window.ctrl.hand
    assert window.ctrl.awaiting == 0 and hand.phase == "auction"
    bids = [a for a in hand.legal_actions() if kind_of(a) == "bid"]
    ranks = [a for a in bids if a.split(":")[1] in RANKS_40]
    choice = ranks[-1] if mine == "rank" and ranks else \
        next(a for a in bids if a.split(":")[1] not in RANKS_40)
    before = len(hand.actions)
    window.ctrl.request_action(choice)
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    wait_turn(qtbot, window)
    wait_settled(qtbot, window)
    return [p.detail for p in window.scene.plates if p.detail.startswith(("bid:", "offerta:"))]


@pytest.mark.parametrize("variant, mine", [("briscola-chiamata", "rank"),
                                           ("briscola-chiamata", "points"),
                                           ("biscambiggia-chiamata", "points")])
def test_every_bid_on_the_plates_takes_one_form(qtbot, window, qapp, variant, mine):
    english = auction_plates(qtbot, window, variant, mine)
    assert english, english
    assert all(ENGLISH_PLATE.match(d) for d in english), english
    i18n.install(qapp, "it")
    try:
        window.retranslate()
        italian = auction_plates(qtbot, window, variant, mine)
    finally:
        i18n.install(qapp, "en")
        window.retranslate()
    assert italian, italian
    assert all(ITALIAN_PLATE.match(d) for d in italian), italian
    if variant == "briscola-chiamata" and mine == "rank":
        # ranks and bids in points side by side, each with its article
        assert "offerta: il 2" in italian and any(" a 6" in d for d in italian), italian
        assert "bid: the 2" in english and any(" at 6" in d for d in english), english
