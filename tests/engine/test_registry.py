"""The registry of kinds (engine/actions.py, engine/events.py): every kind of action every
registered game produces is registered with its record form and its words, and round-trips
through a game record and an autosave; every kind of event has a step; a kind nobody
registered is refused wherever it is met, never dropped."""
from __future__ import annotations

import json
import random

import pytest

from biscambiggia_gui.engine import Match, variants
from biscambiggia_gui.engine.actions import (ACTION_KINDS, action_kind, from_json, kind_of,
                                             to_json)
from biscambiggia_gui.engine.events import EVENT_KINDS, UnknownEvent, make
from biscambiggia_gui.engine.messages import TEMPLATES, Refusal
from biscambiggia_gui.engine.record import RecordError, loads, summary, to_record
from biscambiggia_gui.store import saves


def _random_match(variant_id: str, seed: int, rng: random.Random) -> Match:
    match = Match(variant_id, seed=seed)
    while not match.is_over() and len(match.hands) < 3:
        hand = match.start_hand()
        while not hand.is_over():
            legal = hand.legal_actions()
            others = [a for a in legal if kind_of(a) != "play"]
            # declarations first when there are any: every kind gets its turn
            match.apply(rng.choice(others) if others and rng.random() < 0.7 else rng.choice(legal))
    return match


@pytest.fixture(scope="module")
def played() -> dict[str, list[Match]]:
    rng = random.Random(11)
    return {vid: [_random_match(vid, seed, rng) for seed in range(4)] for vid in variants()}


def test_every_kind_of_action_a_game_produces_is_registered_with_words(played):
    seen = set()
    for matches in played.values():
        for match in matches:
            for hand in match.hands:
                seen.update(kind_of(a) for _, a in hand.actions)
    assert seen <= set(ACTION_KINDS)
    assert len(seen) >= len(ACTION_KINDS) // 2          # the rare buone need luck
    for kind in ACTION_KINDS.values():
        assert kind_of(kind.example) == kind.name
        assert from_json(json.loads(json.dumps(to_json(3, kind.example)))) == (3, kind.example)
        if kind.name != "play":
            assert kind.label in TEMPLATES, kind.name


@pytest.mark.parametrize("variant_id", list(variants()))
def test_a_game_names_the_moves_it_has_and_refuses_the_others_as_not_its_moves(played, variant_id):
    """Each hand class declares its kinds of action (MOVES): every action played is one of
    them, every registered kind belongs to some game, and an action of a kind another game
    has is refused as "not a move of" this variant, not as a card missing from the hand."""
    moves = {kind_of(a) for match in played[variant_id] for h in match.hands for _, a in h.actions}
    hand_class = variants()[variant_id].family.hand_class
    assert moves <= hand_class.MOVES
    declared = set().union(*(v.family.hand_class.MOVES for v in variants().values()))
    assert declared == set(ACTION_KINDS)
    hand = Match(variant_id, seed=1).start_hand()
    for kind in sorted(set(ACTION_KINDS) - hand_class.MOVES):
        reason = hand.refusal(ACTION_KINDS[kind].example)
        assert reason is not None and reason.code == "illegal.no_such_action", kind
        assert variant_id in str(reason)


@pytest.mark.parametrize("variant_id", list(variants()))
def test_every_action_round_trips_through_a_record_and_an_autosave(played, variant_id, tmp_path):
    for i, match in enumerate(played[variant_id]):
        for hand in match.hands:
            for seat, action in hand.actions:
                assert from_json(json.loads(json.dumps(to_json(seat, action)))) == (seat, action)
        again = loads(json.dumps(to_record(match)))
        assert summary(again) == summary(match)
        saves.autosave(match, saves.default_seats(match.variant.players))
        loaded = saves.load_autosave()
        assert to_record(loaded.match) == to_record(match)


def test_an_action_of_no_registered_kind_is_refused_with_a_message():
    with pytest.raises(Refusal, match="no kind of action"):
        action_kind("zork:1")
    with pytest.raises(Refusal, match="unknown action"):
        from_json({"seat": 0, "zork": 1})
    with pytest.raises(Refusal, match="one thing"):
        from_json({"seat": 0, "play": "7H", "give": "5S"})
    record = to_record(Match("briscola-2", seed=1))
    record["hands"] = [{"deck": Match("briscola-2", seed=1).new_deck(),
                        "actions": [{"seat": 0, "zork": "7H"}]}]
    with pytest.raises(RecordError, match="unknown action"):
        loads(json.dumps(record))


def test_every_event_kind_has_a_step_and_no_other_kind_can_be_made():
    assert all(kind.step for kind in EVENT_KINDS.values())
    with pytest.raises(UnknownEvent):
        make("zork", 0)


def test_a_tied_hand_is_worded_by_how_the_match_counts():
    """Where the hands' points add up (Mariagio, Tarocchi) a tied hand is a tie whose
    points count; where hands are won, it is void: the words follow the match's rule."""
    from biscambiggia_gui.engine.words import HAND_WORDS, TALLIED_WORDS
    for variant in variants().values():
        words = variant.family.words
        if variant.match.unit == "points":
            assert words["void"] == TALLIED_WORDS["void"], variant.id
            assert words["void_line"] == TALLIED_WORDS["void_line"], variant.id
        else:
            assert words["void"] not in TALLIED_WORDS.values(), variant.id
            assert "void" in HAND_WORDS and words["void_line"] not in TALLIED_WORDS.values()
