"""The bot protocol at its edges (issue 29), on the real `bot` process: a line of exactly
the documented 262,144 bytes is read (one more is refused); Ctrl-C, a reader that closes
its end and a full stdout end the bot without a traceback; an observation no hand can give
(another seat's turn, 999999 tricks played, a card played twice) is refused in words, and
no error is a raw Python exception."""
import json
import os
import re
import signal
import subprocess
import sys

import pytest

from biscambiggia_gui.ai import protocol
from biscambiggia_gui.ai.players import make_player
from test_bot_faults import ROOT, position

BOT = [sys.executable, "-m", "biscambiggia_gui", "bot", "--level", "easy", "--seed", "1"]
RAW = re.compile(r"\b[A-Z][A-Za-z]*(Error|Exception)\b|Traceback")


def good():
    hand = position("briscola-2", 1, steps=3)
    return hand, {"observation": hand.observation(hand.current_player()),
                  "legal": hand.legal_actions()}


def padded(message: dict, size: int) -> bytes:
    """`message` as one JSON line of exactly `size` bytes (spaces before the brace)."""
    text = json.dumps(message).encode()
    return b" " * (size - len(text)) + text


def test_a_line_of_exactly_the_limit_is_answered_and_one_more_byte_is_not():
    hand, message = good()
    exact = padded(message, protocol.MAX_LINE_BYTES)
    over = padded(message, protocol.MAX_LINE_BYTES + 1)
    assert len(exact) == 262_144
    stream = exact + b"\n" + over + b"\n" + exact + b"\r\n"
    done = subprocess.run(BOT, input=stream, capture_output=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0 and done.stderr == b""
    first, second, third = [json.loads(x) for x in done.stdout.splitlines()]
    assert first["action"] in hand.legal_actions() and third["action"] == first["action"]
    assert "longer than 262144" in second["error"]


def start_bot(**kw):
    return subprocess.Popen(BOT, stdin=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, **kw)


def test_ctrl_c_ends_the_bot_without_a_traceback():
    _, message = good()
    proc = start_bot(stdout=subprocess.PIPE)
    proc.stdin.write(json.dumps(message).encode() + b"\n")
    proc.stdin.flush()
    assert "action" in json.loads(proc.stdout.readline())     # up and serving
    proc.send_signal(signal.SIGINT)                            # waiting for the next line
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and not RAW.search(err.decode()), err.decode()


def test_a_reader_that_goes_away_ends_the_bot_without_a_traceback():
    _, message = good()
    proc = start_bot(stdout=subprocess.PIPE)
    proc.stdin.write(json.dumps(message).encode() + b"\n")
    proc.stdin.flush()
    assert "action" in json.loads(proc.stdout.readline())
    proc.stdout.close()                                        # the reader is gone
    try:
        for _ in range(20):
            proc.stdin.write(json.dumps(message).encode() + b"\n")
            proc.stdin.flush()
    except BrokenPipeError:
        pass                                                   # it ended meanwhile
    try:
        proc.stdin.close()
    except BrokenPipeError:
        pass
    err = proc.stderr.read()
    proc.wait(timeout=60)
    assert proc.returncode == 0 and not RAW.search(err.decode()), err.decode()


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_stdout_ends_the_bot_with_one_line_not_a_traceback():
    _, message = good()
    with open("/dev/full", "wb") as full:
        done = subprocess.run(BOT, input=json.dumps(message).encode() + b"\n", stdout=full,
                              stderr=subprocess.PIPE, timeout=120, cwd=ROOT)
    err = done.stderr.decode()
    assert done.returncode == 1 and not RAW.search(err), err
    assert err.count("\n") == 1 and "cannot write the answer" in err


def impossible():
    hand, message = good()
    obs = message["observation"]
    other = (obs["seat"] + 1) % obs["players"]
    played = next(e["card"] for e in obs["history"] if e["event"] == "play")
    return message, {
        "another seat's turn": dict(obs, current=other),
        "999999 tricks played": dict(obs, tricks_played=999_999),
        "more tricks than the hand has": dict(obs, tricks_played=25, total_tricks=25),
        "a card played twice": dict(obs, hand=obs["hand"][:-1] + [played]),
        "a card on the table and in the hand": dict(obs, trick=[[other, obs["hand"][0]]]),
        "a history event that is not one": dict(obs, history=obs["history"] + [{"b": 1}]),
        "a field missing": {k: v for k, v in obs.items() if k != "talon_size"},
        "a talon of a list": dict(obs, talon_size=[3]),
        "options of the wrong kind": dict(obs, options={"hands": "many"}),
    }


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_an_impossible_observation_is_refused_in_words(level):
    message, cases = impossible()
    player = make_player(level, seed=1)
    for name, obs in cases.items():
        answer = protocol._answer(player, json.dumps(dict(message, observation=obs)))
        assert set(answer) == {"error"}, (name, answer)
        assert answer["error"].startswith("bad observation: "), (name, answer)
        assert not RAW.search(answer["error"]), (name, answer)
    assert "turn" in protocol._answer(player, json.dumps(
        dict(message, observation=cases["another seat's turn"])))["error"]


@pytest.mark.parametrize("closed", [0, 1])
def test_a_bot_started_with_stdin_or_stdout_closed_ends_without_a_traceback(closed):
    """`bot <&-` or `bot >&-`: Python gives no sys.stdin (or sys.stdout) and the bot raised
    AttributeError; now it ends at once, exit 0: no line to read, or nobody to answer."""
    _, message = good()
    done = subprocess.run(BOT, input=None if closed == 0 else json.dumps(message).encode() + b"\n",
                          stdout=subprocess.DEVNULL if closed == 1 else subprocess.PIPE,
                          stderr=subprocess.PIPE, cwd=ROOT, timeout=120,
                          preexec_fn=lambda: os.close(closed))
    err = done.stderr.decode()
    assert done.returncode == 0 and not RAW.search(err), err
    assert err == ""


def test_an_action_listed_twice_is_one_choice_and_an_unknown_one_is_named():
    """A client that repeats its legal actions (a card 64 times, every action twice) gets
    the same answer as with each once, from every level (Hard answered "the observation
    does not add up" to the 64 copies, and weighed two copies of one card as a choice); a
    legal of no card in the hand names what it holds ("foo" read as a card missing from
    the hand, unnamed)."""
    hand, message = good()
    legal = hand.legal_actions()
    lines = [dict(message, legal=legal[:1] * 64), dict(message, legal=legal[:1] * 2),
             dict(message, legal=legal + legal), dict(message, legal=legal),
             dict(message, legal=["foo", ""])]
    for level in ("random", "easy", "medium", "hard"):
        done = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "bot", "--level", level,
                               "--seed", "4"],
                              input="".join(json.dumps(line) + "\n" for line in lines).encode(),
                              capture_output=True, timeout=300, cwd=ROOT)
        assert done.returncode == 0 and done.stderr == b""
        many, two, doubled, once, unknown = [json.loads(x) for x in done.stdout.splitlines()]
        assert many == two and many["action"] == legal[0], level
        assert level == "random" or many["reason"] == "the only legal move", many
        assert doubled == once and once["action"] in legal, level
        assert unknown == {"error": 'no action can be chosen: every action in legal ("foo", "") '
                                    "plays or shows a card missing from the observation's hand"}
