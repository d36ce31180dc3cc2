"""Italian names a card with its article: "ha giocato l’Asso di coppe", "il Re di spade", "la
Donna di coppe", "il 7 di denari", "l’8 di bastoni", "il Tarocco 5", "il K♠"; a rank bid
"offri l’Asso", "offri il 3", points "offri 70". The translator writes "il" (or "del",
"al"...) before a card's field and i18n.fill makes it agree with the card the deck names,
joined with a preposition before it ("dell’Asso", "alla Donna"); English is untouched.
Driven through `tr`, `render`, the real window's log and hint, and a lesson's words."""
from __future__ import annotations

import re

import pytest

import biscambiggia_gui.games  # noqa: F401  (the games' messages in the catalogue)
from biscambiggia_gui import i18n
from biscambiggia_gui.engine import get_variant
from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.engine.lessons import Do, lessons
from biscambiggia_gui.engine.messages import Message
from biscambiggia_gui.i18n import fill
from biscambiggia_gui.ui.messages import bid_word, render
from biscambiggia_gui.ui.text import action_label, card_long_name, card_name, does, rank_word, tr

from uihelpers import answer_before_cards, start, wait_turn

ARTICLED = r"(?:\b(?:[Ii]l|[Ll]a|[Ll]o|[Dd]el|[Aa]l|[Dd]al|[Dd]ella|[Aa]lla|[Ss]ul) |[Ll]’|[Dd]ell’|[Aa]ll’)"


@pytest.fixture
def italian(qapp):
    i18n.install(qapp, "it")
    yield
    i18n.install(qapp, "en")


@pytest.mark.parametrize("code, deck, played", [
    ("AH", "italian", "Anna gioca l’Asso di coppe"),
    ("KS", "italian", "Anna gioca il Re di spade"),
    ("QS", "italian", "Anna gioca il Cavallo di spade"),
    ("JC", "italian", "Anna gioca il Fante di bastoni"),
    ("7D", "italian", "Anna gioca il 7 di denari"),
    ("QH", "tarot", "Anna gioca la Donna di coppe"),
    ("CH", "tarot", "Anna gioca il Cavallo di coppe"),
    ("8C", "tarot", "Anna gioca l’8 di bastoni"),
    ("T5", "tarot", "Anna gioca il Tarocco 5"),
    ("T11", "tarot", "Anna gioca il Tarocco 11"),
    ("M", "tarot", "Anna gioca il Matto"),
    ("AD", "genoese", "Anna gioca l’A\u2666"),         # read aloud: l'asso di quadri
    ("KS", "genoese", "Anna gioca il K\u2660"),        # il re di picche
    ("QH", "genoese", "Anna gioca la Q\u2665"),        # la donna di cuori
    ("JC", "genoese", "Anna gioca il J\u2663"),        # il fante di fiori
    ("7H", "genoese", "Anna gioca il 7\u2665"),
])
def test_a_played_card_takes_its_article(italian, code, deck, played):
    assert tr("{who} {card}", who=does("Anna", "plays"), card=card_name(code, deck)) == played


def test_the_article_joins_a_preposition_and_agrees_in_every_case(italian):
    assert render(Message("words.hand.lead", card="AH"), "italian") == "Attacca con l’Asso di coppe."
    assert render(Message("words.hand.gives_nothing", card="QH"), "tarot") == \
        "La Donna di coppe non regala niente."
    assert render(Message("words.tarocchi.gives_nothing", card="QH"), "tarot") == \
        "La Donna di coppe non regala punti suoi, solo una carta del conto a tre a tre."
    assert render(Message("words.hand.takes_points", card="8C", n=10), "tarot") == \
        "L’8 di bastoni fa la presa: 10 punti."
    said = render(Message("illegal.bid.higher", bid="A"), "italian")
    assert said == "Un’offerta deve essere più alta dell’Asso", said
    said = render(Message("illegal.bid.higher", bid="Q"), "genoese")
    assert said == "Un’offerta deve essere più alta della Donna", said
    assert render(Message("illegal.bid.higher", bid="70")) == "Un’offerta deve essere più alta di 70"
    assert render(Message("illegal.last.win", card="AS"), "italian") == \
        "Nelle ultime sette prese devi superare l’Asso di spade, se puoi"
    assert render(Message("buona.gatti.cards", card1="T1", card2="T21"), "tarot") == \
        "I gatti sono il matto con il Tarocco 1 e il Tarocco 21"
    assert render(Message("illegal.not_in_hand", card="AC"), "italian") == \
        "L’Asso di bastoni non è nella tua mano"
    # a code that is no card, a list of cards: as they are, no article
    assert render(Message("illegal.call.card", card="ZZ")) == "ZZ non è una carta di questo mazzo"
    # the article written apart, "a il", or joined, "al", and other prepositions
    card = card_long_name("QH", "tarot")
    assert fill("va a il {card}", {"card": card}) == "va alla Donna di coppe"
    assert fill("va al {card}", {"card": card}) == "va alla Donna di coppe"
    assert fill("Dal {card} in giù", {"card": card_name("AH", "italian")}) == "Dall’Asso di coppe in giù"
    assert fill("sul {card}", {"card": card_name("7D", "italian")}) == "sul 7 di denari"
    assert fill("con il {card}", {"card": card_name("8C", "tarot")}) == "con l’8 di bastoni"
    # an article before a value that is no card stays as written ("il 54%")
    assert fill("il {n}% delle mani", {"n": 54}) == "il 54% delle mani"


def test_a_bid_of_a_rank_takes_its_article_and_points_none(italian):
    chiamata = get_variant("briscola-chiamata").family
    points = get_variant("biscambiggia-chiamata").family
    assert action_label("bid:A", "italian", family=chiamata) == "Offri l’Asso"
    assert action_label("bid:3", "italian", family=chiamata) == "Offri il 3"
    assert action_label("bid:K", "italian", family=chiamata) == "Offri il Re"
    assert action_label("bid:62", "italian", family=chiamata) == "Offri il 2 a 62"
    assert action_label("bid:70", "genoese", family=points) == "Offri 70"
    # a called card is named in full, in every deck (ui/text.called_name: the log says
    # "Tu chiami la Donna di cuori"; the button said "Chiama la Q\u2665" for the same call)
    assert action_label("call:QH", "genoese", family=chiamata) == "Chiama la Donna di cuori"
    assert action_label("call:KS", "italian", family=chiamata) == "Chiama il Re di spade"
    assert tr("{who} {bid}", who=does("Anna", "bids"), bid=rank_word("A", "italian")) == \
        "Anna offre l’Asso"


def test_english_says_the_before_a_card_after_a_verb_and_leaves_the_rest():
    """English keeps Italian's articles out, but a card after a verb takes "the", as
    English says it ("Anna plays the Ace of cups", "You call the 2 of swords"); a card at a
    sentence's start or after "the" stays as it was. A rank bid takes "the" wherever its
    bids in points say "the 2 at 62" ("Anna bids the Ace", "bid: the 3"): before, "Anna
    bids Ace" and "You bid 2" stood beside "Bid the 2 at 62", and "You bid 2" read as
    points."""
    chiamata = get_variant("briscola-chiamata").family
    assert tr("{who} {card}", who=does("Anna", "plays"), card=card_long_name("AH", "italian")) == \
        "Anna plays the Ace of cups"
    assert tr("{who} {card}", who=tr("You call"), card=card_name("AH", "italian")) == \
        "You call the Ace of cups"
    assert action_label("call:2S", "italian", family=chiamata) == "Call the 2 of swords"
    assert render(Message("words.hand.lead", card="7H"), "genoese") == "Lead the 7\u2665."
    assert render(Message("lesson.tarocchi.lead", card="3H"), "tarot").startswith(
        "Now lead the 3 of cups.")
    assert tr("{who} {bid}", who=does("Anna", "bids"), bid=bid_word("A", "italian", chiamata)) == \
        "Anna bids the Ace"
    assert tr("{who} {bid}", who=tr("You bid"), bid=bid_word("2", "italian", chiamata)) == \
        "You bid the 2"
    assert tr("bid: {bid}", bid=bid_word("3", "italian", chiamata)) == "bid: the 3"
    assert tr("bid: {bid}", bid=bid_word("62", "italian", chiamata)) == "bid: the 2 at 62"
    assert action_label("bid:A", "italian", family=chiamata) == "Bid the Ace"
    assert action_label("bid:62", "italian", family=chiamata) == "Bid the 2 at 62"
    assert render(Message("illegal.bid.higher", bid="A"), "italian") == \
        "A bid must be higher than the Ace"
    # a bid in points of Biscambiggia chiamata stays a number: "Bid 70"
    points = get_variant("biscambiggia-chiamata").family
    assert action_label("bid:70", "genoese", family=points) == "Bid 70"
    assert render(Message("illegal.not_in_hand", card="7H")) == "The 7\u2665 is not in your hand"
    assert render(Message("lesson.chiamata.revealed", seat=2, card="KS"), "italian",
                  ["You", "Anna", "Bruno"].__getitem__).startswith("Bruno played the King of swords:")


def test_the_log_of_a_real_auction_names_bids_and_the_call_with_articles(qtbot, qapp, window):
    """Briscola chiamata in Italian, played with the real engine and computers: a computer
    opens "… offre l’Asso", the person's bid reads "Tu offri il 3" (not "Tu offri 3"), and
    every bid and the call take their article."""
    i18n.install(qapp, "it")
    window.retranslate()
    start(window, "briscola-chiamata", seed=3, level="easy")
    wait_turn(qtbot, window)
    hand = window.ctrl.hand
    assert window.ctrl.awaiting == 0 and hand.legal_actions()[0] == "bid:3"   # the Ace is bid
    answer_before_cards(qtbot, window)                   # the person bids the 3, then passes
    lines = list(window.ctrl.log_lines)
    assert "Tu offri il 3" in lines, lines
    assert any(line.endswith(" offre l’Asso") for line in lines), lines
    bids = [line for line in lines if re.search(r" offr[ei] ", line)]
    assert len(bids) >= 2 and all(re.search(r" offr[ei] " + ARTICLED, line) for line in bids), bids
    called = card_name(hand.called, window.ctrl.seated.deck)
    calls = [line for line in lines if re.search(r" chiam[ai] ", line)]
    assert len(calls) == 1 and re.search(r" chiam[ai] " + ARTICLED + re.escape(called), calls[0]), \
        calls
    assert not any(re.search(r" (?:offr[ei]|chiam[ai]) (?:Asso|Re|Fante|Cavallo|Donna|\d)", line)
                   for line in lines), lines


def test_a_real_english_auction_says_every_rank_bid_with_the(qtbot, qapp, window):
    """Briscola chiamata in English, the real engine and computers: the log ("Carla bids the
    3", "You bid the 3"), the plates ("bid: the Ace") and the status ("the bid to beat is
    the Ace") say a rank bid with "the", as they say "the 2 at 62"; before, "Carla bids 3"
    and "You bid 2" stood beside "Bid the 2 at 62"."""
    start(window, "briscola-chiamata", seed=3, level="easy")
    wait_turn(qtbot, window)
    assert window.panel.status.text().count("the bid to beat is the Ace") == 1, \
        window.panel.status.text()
    details = [plate.detail for plate in window.scene.plates]
    assert "bid: the Ace" in details, details
    answer_before_cards(qtbot, window)                   # the person bids the 3, then passes
    lines = list(window.ctrl.log_lines)
    assert "You bid the 3" in lines, lines
    bids = [line for line in lines if re.search(r" bids? ", line)]
    assert len(bids) >= 2 and all(re.search(r" bids? the ", line) for line in bids), bids


def test_the_hint_names_its_card_with_the_article(qtbot, qapp, window):
    """A real hand in Italian with the Italian deck: the hint's words name the card it
    advises with its article ("Attacca con il 7 di denari", "L’Asso di coppe fa la presa")."""
    i18n.install(qapp, "it")
    window.retranslate()
    start(window, "briscola-2", seed=5)
    wait_turn(qtbot, window)
    window.hint()
    qtbot.waitUntil(lambda: window.scene.hinted is not None)
    text = window.panel.hint_label.text()
    name = re.escape(card_name(window.scene.hinted, window.ctrl.seated.deck))
    assert re.search(ARTICLED + name, text), text


def test_a_lesson_names_its_cards_with_the_article(qtbot, qapp):
    """The chiamata lesson in Italian, stepped through at its own table: "Chiama il Re di
    spade", "Gioca il 7 di spade", "Bruno ha giocato il Re di spade: ora tutti sanno..."."""
    from biscambiggia_gui.ui.lesson_window import LessonWindow
    i18n.install(qapp, "it")
    lw = LessonWindow(lessons()["chiamata"])
    qtbot.addWidget(lw)
    lw.ctrl.set_speed("instant")
    lw.show()
    qtbot.waitExposed(lw)
    lw.start()
    c = lw.ctrl
    seen = []
    for _ in range(60):
        qtbot.waitUntil(lambda: c.steps.idle() and not lw.scene.busy() and (
            c.waiting_for_next() or c.awaiting is not None or c.free), timeout=20000)
        if c.free:
            break
        seen.append(lw.text.text())
        item = c.item()
        if isinstance(item, Do):
            hand, before = c.hand, len(c.hand.actions)
            if kind_of(item.action) == "play":
                c.request_card(item.action)
            else:
                c.request_action(item.action)
            qtbot.waitUntil(lambda: len(hand.actions) > before)
        else:
            lw.next_button.click()
    deck = c.setup.deck
    king, seven = card_name("KS", deck), card_name("7S", deck)
    assert any(f"Chiama il {king}." in text for text in seen), seen
    assert any(f"Gioca il {seven}: una briscola bassa" in text for text in seen), seen
    assert any(f"{c.name(2)} ha giocato il {king}: ora tutti sanno" in text for text in seen), seen
    lw.close()


def test_the_english_log_and_hint_say_the_before_a_card(qtbot, qapp, window):
    """Briscola chiamata in English, played with the real engine and computers: the call in
    the match log reads "… call(s) the 2 of swords" (it read "You call Ace of cups"), and
    the hint that advises a card names it with "the" after its verb."""
    start(window, "briscola-chiamata", seed=3, level="easy")
    answer_before_cards(qtbot, window)                   # the person bids, then passes
    hand = window.ctrl.hand
    lines = list(window.ctrl.log_lines)
    called = card_name(hand.called, window.ctrl.seated.deck)
    calls = [line for line in lines if re.search(r" calls? ", line)]
    assert len(calls) == 1 and re.search(r" calls? the " + re.escape(called), calls[0]), calls
    wait_turn(qtbot, window)
    window.hint()
    qtbot.waitUntil(lambda: window.scene.hinted is not None)
    text = window.panel.hint_label.text()
    name = card_name(window.scene.hinted, window.ctrl.seated.deck)
    assert name in text, text
    before = text[:text.index(name)]
    assert before.endswith("the ") or before.endswith("Hint: The "), text   # after a verb
    # "the"; a card that begins the sentence as its subject, "The" (tests/ui/test_proofreading.py)
