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


def test_a_margin_behind_is_said_behind_not_minus_ahead(qapp):
    """The hint read "240 sampled deals: -38.8 points ahead on average" ("fa -38,8 punti di
    vantaggio"): a margin behind is said as behind, by its size, in both languages, from
    the Hard player's own reason on real positions; every reason that says points ahead
    has its way to say them behind."""
    import random
    import re
    from biscambiggia_gui.ai import make_player
    from biscambiggia_gui.engine import deck_for, get_variant, new_hand
    from biscambiggia_gui.engine.messages import BEHIND, TEMPLATES
    from biscambiggia_gui.ui.explain import hint_text
    ahead = {code for code, text in TEMPLATES.items() if "{points} points ahead" in text}
    assert ahead and ahead <= set(BEHIND), ahead - set(BEHIND)
    hard = make_player("hard", seed=0)
    found = 0
    for seed in range(20):
        v = get_variant("mariagio")
        rng = random.Random(seed)
        deck = deck_for(v.deck_size)
        rng.shuffle(deck)
        hand = new_hand("mariagio", None, deck, 0)
        while not hand.is_over() and found < 2:
            seat, legal = hand.current_player(), hand.legal_actions()
            action, reason = hard.explain(hand.observation(seat), legal)
            points = reason.args.get("points") if isinstance(reason, Message) else None
            if reason.code in ahead and points is not None and points < 0:
                english = hint_text(hand, seat, action, reason, "genoese")
                assert "points behind" in english and "points ahead" not in english, english
                assert f"{-points:.1f} points behind" in english and "-" not in english, english
                assert "points behind" in str(reason) and reason.to_json()["args"]["points"] < 0
                i18n.install(qapp, "it")
                try:
                    italian = hint_text(hand, seat, action, reason, "genoese")
                finally:
                    i18n.install(qapp, "en")
                assert "punti di svantaggio" in italian and not re.search(r"-\d", italian), italian
                found += 1
            hand.apply(rng.choice(legal))
        if found >= 2:
            break
    assert found == 2
