"""Every engine refusal is data (issue 13, "One language all the way"; issue 14): a Message
whose code has one registered English template, raised in a Refusal whose str() is that
English sentence. Real engine, real players, every variant."""
from __future__ import annotations

import json

import pytest

from biscambiggia_gui.ai.players import make_player
from biscambiggia_gui.engine import IllegalAction, Match, new_hand
from biscambiggia_gui.engine.cards import deck_for, parse_card
from biscambiggia_gui.engine.messages import TEMPLATES, Message, Refusal, SetupError
from biscambiggia_gui.engine.record import RecordError, loads
from biscambiggia_gui.engine.registry import variants, OptionError


def _candidates(hand) -> list[str]:
    """Actions a careless player might try: every card of the deck, and every decision of
    the game on a few cards."""
    cards = deck_for(hand.variant.deck_size)
    out = list(cards)
    out += [f"marriage:{s}" for s in "HDCS"] + ["exchange:2H", "give:5S", "give:T1"]
    out += ["tarocchi:T1,T2", "gatti:M,T1,T20", "famiglia:JH,CH,QH,KH", "quaterno:KH,KD,KC,KS",
            "terno:KH,KD,KC", "terno:KH,KD,KD", "famiglia:JH,CD,QH,KH", "terno:KH,QD,KC"]
    return out


def _check(message):
    assert isinstance(message, Message)
    assert message.code in TEMPLATES, message.code
    text = str(message)
    assert text and "{" not in text and text != message.code
    assert Message.from_json(json.loads(json.dumps(message.to_json()))) == message
    return text


@pytest.mark.parametrize("variant_id", list(variants()))
def test_every_refusal_in_a_played_match_is_a_registered_message(variant_id):
    match = Match(variant_id, seed=5)
    players = [make_player("easy", seed=s) for s in range(match.variant.players)]
    codes = set()
    hand = match.start_hand()
    step = 0
    while not hand.is_over():
        seat = hand.current_player()
        legal = set(hand.legal_actions())
        if step % 3 == 0:
            for action in _candidates(hand):
                reason = hand.refusal(action)
                assert (reason is None) == (action in legal), action
                if reason is not None:
                    codes.add(reason.code)
                    assert hand.why_illegal(action) == _check(reason)
            wrong = next(a for a in _candidates(hand) if a not in legal)
            with pytest.raises(IllegalAction) as caught:
                match.apply(wrong, seat)
            assert str(caught.value) == _check(caught.value.message)
            with pytest.raises(IllegalAction) as caught:
                match.apply(hand.legal_actions()[0], (seat + 1) % hand.n)
            assert caught.value.message.code == "illegal.turn"
        match.apply(players[seat].choose(match.observation(seat), hand.legal_actions()), seat)
        step += 1
    assert _check(hand.refusal(deck_for(hand.variant.deck_size)[0])) == "the hand is over"
    assert codes


def test_the_english_sentences_stay_as_they_were():
    """str() is the sentence records, the command line and the bot protocol always showed."""
    hand = new_hand("mariagio", None, deck_for(40), dealer=0)
    assert hand.why_illegal("7S") in (None, "7S is not in your hand")
    msg = Message("illegal.marriage.done", suit="H")
    assert str(msg) == "the marriage in hearts was already declared"
    assert str(Message("illegal.follow", suit="D")) == \
        "you must follow suit (denari/quadri) or play the matto"
    assert str(Message("illegal.turn", seat_turn=2, seat=1)) == "it is seat 2's turn, not seat 1's"


def test_option_variant_and_setup_refusals_are_messages():
    cases = [
        (lambda: Match("scopa-2"), OptionError, "variant.unknown"),
        (lambda: Match("briscola-2", {"colour": 1}), OptionError, "option.unknown"),
        (lambda: Match("briscola-2", {"hands": "2"}), OptionError, "option.int"),
        (lambda: Match("briscola-2", {"hands": 9}), OptionError, "option.choice"),
        (lambda: Match("briscola-4", {"partner_view": 1}), OptionError, "option.bool"),
        (lambda: Match("mariagio", {"target": 0}), OptionError, "option.range"),
        (lambda: Match("briscola-2", dealer=5), SetupError, "setup.match_dealer"),
        (lambda: new_hand("briscola-2", None, deck_for(40)[:-1], 0), SetupError, "setup.deck"),
        (lambda: parse_card("ZZ", deck_for(40)), SetupError, "setup.not_a_card"),
        (lambda: loads("{"), RecordError, "record.json"),
        (lambda: loads('{"format": 1, "variant": "briscola-2", "hands": [{"deck": ["7H"], '
                       '"actions": []}]}'), RecordError, "record.deck_size"),
    ]
    for make, kind, code in cases:
        with pytest.raises(kind) as caught:
            make()
        assert isinstance(caught.value, (Refusal, ValueError))
        assert caught.value.message.code == code
        assert str(caught.value).endswith(_check(caught.value.message))


def test_a_record_error_names_the_place_and_carries_the_rules_reason():
    match = Match("briscola-2", seed=3)
    hand = match.start_hand()
    seat = hand.current_player()
    wrong = next(c for c in deck_for(40) if c not in hand.hands[seat])
    record = {"format": 1, "variant": "briscola-2", "options": {}, "dealer": match.first_dealer,
              "hands": [{"deck": hand.deck, "actions": [{"seat": seat, "play": wrong}]}]}
    with pytest.raises(RecordError) as caught:
        loads(json.dumps(record))
    assert caught.value.message == Message("illegal.not_in_hand", card=wrong)
    assert str(caught.value) == f"deal 1, move 1, by seat {seat}: {wrong} is not in your hand"
    assert (caught.value.hand, caught.value.action, caught.value.seat) == (0, 0, seat)  # from 0


def test_every_template_fills_from_its_own_arguments():
    for code, english in TEMPLATES.items():
        assert english.strip(), code
        assert code.split(".")[0] in ("illegal", "buona", "match", "option", "variant", "setup",
                                      "action", "record", "event", "ai", "words", "game",
                                      "name", "lesson", "review"), code


def _client_render(data: dict, templates: dict[str, str]) -> str:
    """A client of the bot protocol (docs/bot-protocol.md, "Messages as data"): the
    template of the code filled from the JSON's args alone, a part of the sentence
    rendered the same way."""
    def value(v):
        if isinstance(v, dict) and set(v) == {"code", "args"}:
            return _client_render(v, templates)
        if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            return "; ".join(value(x) for x in v)
        return str(v)
    return templates[data["code"]].format(**{k: value(v) for k, v in data["args"].items()})


def test_every_message_renders_from_its_json_alone():
    """Briscola's and Biscambiggia's talon ({talon}: "tallone", "pozzo") was filled in by
    str() and the window only: a message sent as JSON lacked the field, and a client that
    rendered its template from the JSON failed on it. Every registered template, its
    fields given as a producer gives them (a game's own words left to the code), renders
    from the JSON it is sent as, the same sentence as str(), and reads back the same."""
    import string
    from biscambiggia_gui.catalogue import templates
    from biscambiggia_gui.engine.messages import NOUNS
    every = templates()
    assert NOUNS and set(NOUNS) <= set(every)
    for code, english in every.items():
        fields = {name for _, name, _, _ in string.Formatter().parse(english) if name}
        message = Message(code, **{f: f"<{f}>" for f in fields - set(NOUNS.get(code, {}))})
        sent = json.loads(json.dumps(message.to_json()))
        assert fields <= set(sent["args"]), (code, fields - set(sent["args"]))
        assert _client_render(sent, every) == str(message), code
        assert Message.from_json(sent) == message, code
