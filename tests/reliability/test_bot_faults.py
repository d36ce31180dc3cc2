"""The bot protocol under hostile input (issue 15): bytes that are not UTF-8, deep nesting,
huge integers, a players count of 10^12, an over-long line, and a `legal` that contradicts
the observation each get one error line (or an answer from `legal`), and the real bot
process keeps serving the next line."""
import json
import os
import random
import subprocess
import sys

import pytest

from biscambiggia_gui.ai import protocol
from biscambiggia_gui.ai.players import make_player
from biscambiggia_gui.engine import deck_for, get_variant, new_hand

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def position(variant_id="briscola-2", seed=1, steps=0):
    variant = get_variant(variant_id)
    rng = random.Random(seed)
    deck = deck_for(variant.deck_size)
    rng.shuffle(deck)
    hand = new_hand(variant_id, None, deck, 0)
    for _ in range(steps):
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def hostile_lines(hand):
    obs, legal = hand.observation(hand.current_player()), hand.legal_actions()
    return {
        "not utf-8": b"\xff\xfe{\"observation\": 1}\n",
        "deep": b"[" * 200_000 + b"\n",
        "huge int": b'{"observation": {}, "legal": [' + b"7" * 20_000 + b"]}\n",
        "players 10^12": json.dumps({"observation": dict(obs, players=10 ** 12),
                                     "legal": legal}).encode() + b"\n",
        "seat 10^12": json.dumps({"observation": dict(obs, seat=10 ** 12),
                                  "legal": legal}).encode() + b"\n",
        "long line": b"[" + b"1," * (protocol.MAX_LINE_BYTES // 2) + b"1]\n",
        "nan": b'{"observation": {"x": NaN}, "legal": ["1"]}\n',
        "surrogate": b'{"observation": {"variant": "\\ud800"}, "legal": ["AH"]}\n',
        "legal outside hand": json.dumps({"observation": obs, "legal": [
            c for c in deck_for(40) if c not in obs["hand"]][:3]}).encode() + b"\n",
    }


def test_the_real_bot_answers_every_hostile_line_with_one_error_and_keeps_serving():
    hand = position()
    seat = hand.current_player()
    good = json.dumps({"observation": hand.observation(seat), "legal": hand.legal_actions()})
    bad = hostile_lines(hand)
    stream = b"".join(line + good.encode() + b"\n" for line in bad.values())
    proc = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "bot", "--level", "hard",
                           "--seed", "2"], input=stream, capture_output=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stderr == b""
    answers = [json.loads(x) for x in proc.stdout.decode().splitlines()]
    assert len(answers) == 2 * len(bad)
    for name, error, after in zip(bad, answers[0::2], answers[1::2]):
        assert set(error) == {"error"}, (name, error)
        assert after["action"] in hand.legal_actions(), name


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
@pytest.mark.parametrize("variant_id", ["briscola-4", "mariagio", "tarocchi-pizzico", "biscambiggia-3"])
def test_an_answer_is_always_in_the_legal_given(level, variant_id):
    """`legal` lists that contradict the observation (a card the rules forbid, a subset, a
    card not in the hand): the answer is one of them or an error saying none fits."""
    rng = random.Random(7)
    player = make_player(level, seed=3)
    for k in range(4):
        hand = position(variant_id, 10 + k, steps=rng.randrange(0, 8))
        if hand.is_over():
            continue
        obs = hand.observation(hand.current_player())
        deck = deck_for(hand.variant.deck_size)
        tries = [obs["hand"][:1], obs["hand"][-2:], rng.sample(obs["hand"], len(obs["hand"])),
                 rng.sample(deck, 3), [c for c in deck if c not in obs["hand"]][:2]]
        for legal in tries:
            answer = protocol._answer(player, json.dumps({"observation": obs, "legal": legal}))
            if "action" in answer:
                assert answer["action"] in legal and answer["action"] in obs["hand"]
            else:
                assert not set(legal) & set(obs["hand"]) and "no action" in answer["error"]


def test_a_long_line_is_skipped_whole_and_the_next_one_answered():
    import io
    hand = position()
    good = json.dumps({"observation": hand.observation(hand.current_player()),
                       "legal": hand.legal_actions()})
    source = io.BytesIO(b"x" * (3 * protocol.MAX_LINE_BYTES) + b"\n" + good.encode() + b"\n")
    out = io.StringIO()
    assert protocol.serve("easy", 1, source, out) == 0
    first, second = [json.loads(x) for x in out.getvalue().splitlines()]
    assert "longer than" in first["error"] and second["action"] in hand.legal_actions()


def test_a_refused_value_is_quoted_as_the_json_it_was_sent():
    """The bot named a refused value by Python's spelling, not the JSON the program sent:
    "players must be 2 for briscola-2, not 2" for the string "2", "trump_suit None" for
    null, "trick [[0, 'ZZ']]" for [[0, "ZZ"]]; every value it quotes is now JSON (one
    rule, protocol.shown), cut to 40 characters."""
    hand = position()
    obs, legal = hand.observation(hand.current_player()), hand.legal_actions()
    sent = [dict(obs, players="2"), dict(obs, trump_suit=None),
            dict(obs, trick=[[0, "ZZ"]]), dict(obs, phase=["x" * 100])]
    stream = "".join(json.dumps({"observation": o, "legal": legal}) + "\n" for o in sent)
    proc = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "bot", "--level", "random"],
                          input=stream.encode(), capture_output=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 0 and proc.stderr == b""
    errors = [json.loads(x)["error"] for x in proc.stdout.decode().splitlines()]
    assert errors == [
        'bad observation: players must be 2 for briscola-2, not "2"',
        "bad observation: trump_suit null is not what the engine sends for briscola-2",
        'bad observation: trick [[0, "ZZ"]] is not what the engine sends for briscola-2',
        'bad observation: phase ["' + "x" * 38 + " is not what the engine sends for "
        "briscola-2"]


def test_a_line_cut_inside_a_string_is_named_without_a_doubled_word():
    """Python's parser ends some of its words with "at" ("Unterminated string starting
    at"): the bot said "... starting at at column 17", and a record read by the engine
    "(... starting at at line 1, column 13)"; one rule (boundedjson.fault) drops it."""
    from biscambiggia_gui.engine import record
    from biscambiggia_gui.engine.record import RecordError
    lines = b'{"observation": "cut\n{"observation": {}, "le\tgal": 1}\n'
    proc = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "bot", "--level", "random"],
                          input=lines, capture_output=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 0 and proc.stderr == b""
    assert [json.loads(x)["error"] for x in proc.stdout.decode().splitlines()] == [
        "not JSON: Unterminated string starting at column 17",
        "not JSON: Invalid control character at column 24"]
    with pytest.raises(RecordError) as raised:
        record.loads('{"variant": "brisc')
    assert str(raised.value.message) == (
        "not valid JSON (Unterminated string starting at line 1, column 13)")
