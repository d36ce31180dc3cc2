"""The commands (`replay`, `review`) at the edges a user or a script reaches, in real
processes: a terminal whose encoding lacks a character the program writes, an empty name
for the record, a record in UTF-16 or in a one-byte encoding (now read), a record where
the seat never had a choice. Each failed on main at 7ac46cd: a UnicodeEncodeError traceback, "“.” is not a
regular file", "byte 0 is not text" or "not valid JSON (a name in double quotes was
expected, line 1, column 2)", and nothing at all."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.store.saves import SaveError, load_match
from test_bot_edges import RAW
from test_bot_faults import ROOT


def run(args, **env):
    """The real program with `args`; `env` added to a copy of the environment."""
    environ = dict(os.environ, **env)
    return subprocess.run([sys.executable, "-m", "biscambiggia_gui"] + args,
                          capture_output=True, timeout=300, cwd=ROOT, env=environ)


def played(variant="briscola-2", seed=3, moves=None):
    """A record of `variant`'s first hand, played out (or `moves` moves of it)."""
    match = Match(variant, seed=seed)
    hand = match.start_hand()
    while not hand.is_over() and (moves is None or len(hand.actions) < moves):
        match.apply(hand.legal_actions()[0])
    return to_record(match)


@pytest.fixture
def record(tmp_path):
    path = tmp_path / "partita.json"
    path.write_text(json.dumps(played()))
    return path


# a terminal that cannot write "±" or "“": PYTHONIOENCODING as a user's shell may set it,
# or the C locale with Python's coercion to UTF-8 turned off
ASCII_TERMINALS = [{"PYTHONIOENCODING": "ascii"},
                   {"LC_ALL": "C", "LANG": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0",
                    "PYTHONIOENCODING": ""}]


@pytest.mark.parametrize("env", ASCII_TERMINALS, ids=["PYTHONIOENCODING", "C locale"])
def test_a_terminal_without_the_programs_characters_gets_plain_ones(record, tmp_path, env):
    """`review` wrote "loss 8.7 ±4.6" (a UnicodeEncodeError traceback, exit 1, after the
    first line), and every refusal read "\\u201cpartita.json\\u201d"."""
    done = run(["review", str(record), "--seat", "0"], **env)
    out, err = done.stdout.decode("ascii"), done.stderr.decode("ascii")
    assert done.returncode == 0 and err == "", err
    assert not RAW.search(out) and "+/-" in out and len(out.splitlines()) > 5
    illegal = played()
    illegal["hands"][0]["actions"][0]["play"] = "ZZ"
    bad = tmp_path / "mossa sbagliata.json"
    bad.write_text(json.dumps(illegal))
    done = run(["replay", str(bad)], **env)
    err = done.stderr.decode("ascii")
    assert done.returncode == 2 and not RAW.search(err) and "\\u" not in err
    assert err.startswith('The match in "mossa sbagliata.json" does not follow the rules'), err


@pytest.mark.parametrize("command", [["replay", ""], ["review", "", "--seat", "0"],
                                     ["replay", "  "]])
def test_an_empty_name_for_the_record_is_said_so(command):
    """An unset variable in a script (`replay "$RECORD"`) was read as the current folder:
    "“.” is not a regular file (it is a folder, a pipe or a device)"."""
    done = run(command)
    err = done.stderr.decode()
    assert done.returncode == 2 and not RAW.search(err)
    assert err.rstrip().endswith(f"biscambiggia {command[0]}: error: argument record: an empty "
                                 "name: give the path of a game record or a save"), err


def encoded(tmp_path, name, data: bytes):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_a_record_in_another_encoding_opens_with_its_accents(tmp_path):
    """A record saved again by an editor as UTF-16 (Notepad's "Unicode", with or without
    its byte-order mark) or in Latin-1 / Windows-1252 (a name with an accent in it): "byte
    0 is not text", "not valid JSON (a name in double quotes was expected, line 1, column
    2)", "byte 47 is not text"; later a message naming the encoding and the way back. Now
    the window's reader and `replay` open them, the accents kept (boundedjson.decode_text);
    bytes no text holds stay "not a text file", UTF-16 cut in a letter "incomplete"."""
    text = json.dumps(played(), indent=1)
    latin = text.replace('"format"', '"commento": "partita di Nicolò, “bella”",\n "format"', 1)
    cases = {"utf16-bom.json": latin.encode("utf-16"),
             "utf16-le.json": latin.encode("utf-16-le"),
             "utf16-be.json": latin.encode("utf-16-be"),
             "latin1.json": latin.replace("“", '\\"').replace("”", '\\"').encode("latin-1"),
             "cp1252.json": latin.encode("cp1252"),
             "utf8-bom.json": b"\xef\xbb\xbf" + latin.encode()}
    for name, data in cases.items():
        loaded = load_match(encoded(tmp_path, name, data))
        assert loaded.record["commento"].startswith("partita di Nicolò, "), name
        assert loaded.match.hands[0].is_over(), name
        done = run(["replay", str(tmp_path / name)])
        assert done.returncode == 0 and json.loads(done.stdout)["hands"][0]["finished"], name
    refused = {"binary.json": (bytes(range(256)) * 4, "corrupt-binary"),
               "utf16-cut.json": (latin.encode("utf-16-le")[:-1], "truncated"),
               "utf16-half.json": (latin.encode("utf-16-le")[:100] + b"\x00\xdc"
                                   + latin.encode("utf-16-le")[100:], "corrupt-utf16"),
               "zeros-then-text.json": (b"\0" * 100 + text.encode(), "corrupt")}
    for name, (data, message_id) in refused.items():
        with pytest.raises(SaveError) as info:
            load_match(encoded(tmp_path, name, data))
        assert info.value.message_id == message_id, name
    binary = run(["replay", str(tmp_path / "binary.json")])
    assert binary.returncode == 2 and binary.stderr.decode() == (
        "The file “binary.json” is damaged or is not a text file: byte 128 is not text.\n")
    half = run(["replay", str(tmp_path / "utf16-half.json")])
    assert half.returncode == 2 and half.stderr.decode() == (
        "The file “utf16-half.json” is damaged: it is written in UTF-16, but byte 100 is not "
        "UTF-16 text.\n")


@pytest.mark.parametrize("json_out", [False, True], ids=["text", "json"])
def test_a_review_with_nothing_to_weigh_says_so(tmp_path, json_out):
    """A record dealt and not played (or one whose seat only ever had one move) printed
    nothing at all, exit 0: now one line says why; --json gives its empty list."""
    path = tmp_path / "dealt.json"
    path.write_text(json.dumps(played(moves=0)))
    done = run(["review", str(path), "--seat", "1"] + (["--json"] if json_out else []))
    assert done.returncode == 0 and done.stderr == b""
    if json_out:
        assert json.loads(done.stdout) == {"variant": "briscola-2", "seat": 1, "decisions": []}
    else:
        assert done.stdout.decode() == ("nothing to review for seat 1: never a choice between "
                                        "two moves or more\n")
