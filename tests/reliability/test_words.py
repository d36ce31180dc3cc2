"""Wrong acceptance and words a person cannot act on (issue 29): a record action that does
two things at once; a format written as the text "1"; a save refused for one oversized
number; the engine's reason for a refused replay in the window's language; a deck message
that names only what is wrong; a declaration of another game refused as not a move of
this one (not as a card missing from the hand)."""
import io
import json
import subprocess
import sys

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import RecordError, replay, to_record
from biscambiggia_gui.store import saves
from processes import ROOT


def finished_hand(variant="tarocchi-pizzico", seed=2) -> dict:
    match = Match(variant, seed=seed)
    hand = match.start_hand()
    while not hand.is_over():
        match.apply(hand.legal_actions()[0])
    return to_record(match)


def refusal(record) -> str:
    with pytest.raises(RecordError) as info:
        replay(record)
    return str(info.value)


def write(tmp_path, name, data) -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def command(path):
    return subprocess.run([sys.executable, "-m", "biscambiggia_gui", "replay", path],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)


@pytest.mark.parametrize("extra", [{"give": "5S"}, {"declare": "terno", "cards": ["AH"]},
                                   {"exchange": "2H"}])
def test_an_action_that_plays_and_does_something_else_is_refused(tmp_path, extra):
    record = finished_hand()
    actions = record["hands"][0]["actions"]
    i = next(i for i, a in enumerate(actions) if "play" in a)
    actions[i] = dict(actions[i], **extra)
    assert "does one thing" in refusal(record)
    done = command(write(tmp_path, "two.json", record))
    assert done.returncode == 2 and "does one thing" in done.stderr
    assert "keep one of them" in done.stderr


@pytest.mark.parametrize("key, where", [("format", "record"), ("save_format", "save")])
@pytest.mark.parametrize("value", ["1", 1.0, True, [1]])
def test_a_format_of_the_wrong_kind_says_so_and_how_to_write_it(tmp_path, key, where, value):
    match = Match("briscola-2", seed=1)
    match.start_hand()
    payload = saves.make_payload(match, saves.default_seats(2))
    if where == "record":
        payload["record"][key] = value
    else:
        payload[key] = value
    with pytest.raises(saves.SaveError) as info:
        saves.load_match(write(tmp_path, "f.json", payload))
    text = str(info.value)
    assert info.value.message_id == "format-type", text
    assert "not a whole number" in text and "without quotes" in text and f"“{key}”: 1" in text
    assert "reads format 1 only" not in text


def test_a_save_refused_for_one_oversized_number_says_where_it_is(tmp_path):
    match = Match("mariagio", seed=1)
    match.start_hand()
    payload = saves.make_payload(match, saves.default_seats(2), stats_from=0)
    text = json.dumps(payload, indent=1).replace('"stats_from": 0', '"stats_from": ' + "9" * 60)
    line = next(n for n, row in enumerate(text.splitlines(), 1) if "9" * 60 in row)
    path = write(tmp_path, "big.json", text)
    with pytest.raises(saves.SaveError) as info:
        saves.load_match(path)
    message = str(info.value)
    assert f"at line {line}," in message and "60 characters" in message
    assert "may be intact" in message and "not a game record" not in message
    done = command(path)
    assert done.returncode == 2 and f"at line {line}," in done.stderr


def test_the_reason_of_a_refused_replay_is_in_the_windows_language(qapp, tmp_path):
    from biscambiggia_gui.ui.keeper import translate_save_error
    record = finished_hand("briscola-2", 3)
    actions = record["hands"][0]["actions"]
    actions[1] = dict(actions[1], seat=actions[0]["seat"])     # the same seat twice
    path = write(tmp_path, "turn.json", record)
    with pytest.raises(saves.SaveError) as info:
        saves.load_match(path)
    english = translate_save_error(info.value)
    seat = actions[1]["seat"]                            # whose move, as the file numbers it
    assert f"it is seat {seat ^ 1}'s turn, not seat {seat}'s" in english
    assert f"(deal 1, move 2 in the file, by seat {seat})" in english   # Briscola's word
    i18n.install(qapp, "it")
    try:
        italian = translate_save_error(info.value)
    finally:
        i18n.install(qapp, "en")
    assert "non rispetta le regole" in italian
    assert f"tocca al posto {seat ^ 1}, non al posto {seat}" in italian   # one numbering, from 0
    assert f"(smazzata 1, mossa 2 nel file, del posto {seat})" in italian
    assert "turn, not seat" not in italian


def test_the_deck_message_names_only_what_is_wrong():
    record = finished_hand("briscola-2", 1)
    deck = record["hands"][0]["deck"]
    deck[1] = deck[0]                                 # one card twice, one missing
    text = refusal(record)
    assert "lacks" in text and "more than once" in text
    assert "not in this deck" not in text and " -" not in text and not text.endswith("-")


def test_a_declaration_of_another_game_is_not_called_a_card_not_in_hand():
    record = finished_hand("briscola-2", 1)
    record["hands"][0]["actions"][0] = {"seat": record["hands"][0]["actions"][0]["seat"],
                                        "declare": "marriage", "suit": "H"}
    text = refusal(record)
    assert "not in your hand" not in text and "briscola-2" in text


def test_the_replay_command_prints_one_line_for_every_refusal(tmp_path):
    """(kept from issue 15, for the new messages): one line on stderr, exit 2."""
    out, err = io.StringIO(), io.StringIO()
    record = finished_hand()
    record["format"] = "1"
    code = saves.replay_command(write(tmp_path, "one.json", record), out, err)
    assert code == 2 and out.getvalue() == "" and err.getvalue().count("\n") == 1
