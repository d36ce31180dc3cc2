"""Game records (docs/rules.md section 8) and the replay command: good records replay to their
results; every kind of bad record is refused with a message naming hand, action and reason,
and exit code 2."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from biscambiggia_gui.engine.actions import kind_of

from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import RecordError, loads, replay, summary, to_record

ROOT = Path(__file__).resolve().parents[2]


def finished(variant="briscola-2", seed=4):
    m = Match(variant, seed=seed)
    while not m.is_over():
        m.start_hand()
        while not m.current.is_over():
            m.apply(m.current.legal_actions()[0])
    return m


def run_replay(tmp_path, content):
    path = tmp_path / "record.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    return subprocess.run([sys.executable, "-m", "biscambiggia_gui", "replay", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def test_record_shape_is_rules_section_7():
    # docs/rules.md 8: {"format": 1, "variant": ..., "options": {}, "dealer": 1,
    #                  "hands": [{"deck": [...], "actions": [...]}]}
    m = Match("mariagio", seed=2, dealer=1)
    hand = m.start_hand()
    for action in ("exchange:2" + hand.trump,) if "exchange:2" + hand.trump in hand.legal_actions() else ():
        m.apply(action)
    m.apply([a for a in hand.legal_actions() if kind_of(a) == "play"][0])
    rec = to_record(m)
    assert rec["format"] == 1 and rec["variant"] == "mariagio" and rec["dealer"] == 1
    assert len(rec["hands"][0]["deck"]) == 40
    assert all("seat" in a for a in rec["hands"][0]["actions"])


def test_replay_command_prints_results(tmp_path):
    m = finished("biscambiggia-4", seed=9)
    out = run_replay(tmp_path, to_record(m))
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["match"] == {"over": True, "winner": m.winner(), "score": m.score(), "hands_played": 4}
    assert [h["points"] for h in data["hands"]] == [r.points for r in m.results]
    assert all(sum(h["points"]) == 120 for h in data["hands"])


def test_a_match_in_progress_replays(tmp_path):
    m = Match("tarocchi-pizzico", seed=3)
    hand = m.start_hand()
    for _ in range(9):
        m.apply(hand.legal_actions()[-1])
    data = json.loads(run_replay(tmp_path, to_record(m)).stdout)
    assert data["match"]["over"] is False and data["hands"][0]["finished"] is False


def test_illegal_action_names_hand_and_index(tmp_path):
    rec = to_record(finished("mariagio", seed=1))
    hand1 = rec["hands"][1]["actions"]
    hand1[5] = dict(hand1[5], play="ZZ") if "play" in hand1[5] else {"seat": hand1[5]["seat"], "play": "ZZ"}
    mover = hand1[5]["seat"]                   # whose hand "your hand" is: as the file says
    out = run_replay(tmp_path, rec)
    assert out.returncode == 2 and out.stdout == ""
    assert f"hand 2, move 6, by seat {mover}:" in out.stderr and "not in your hand" in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1
    review = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "review",
                             str(tmp_path / "record.json"), "--seat", "0"],
                            capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert review.returncode == 2 and f"hand 2, move 6, by seat {mover}:" in review.stderr   # the same


def test_wrong_turn_is_refused():
    rec = to_record(finished())
    seat = rec["hands"][0]["actions"][0]["seat"] ^ 1
    rec["hands"][0]["actions"][0]["seat"] = seat
    with pytest.raises(RecordError) as caught:      # one numbering of seats in the line (from 0,
        replay(rec)                                 # the file's), not "by seat 2: ... not seat 1's"
    assert str(caught.value) == f"deal 1, move 1, by seat {seat}: it is seat {seat ^ 1}'s turn, not seat {seat}'s"


def test_wrong_deck(tmp_path):
    rec = to_record(finished())
    rec["hands"][0]["deck"][3] = rec["hands"][0]["deck"][4]
    out = run_replay(tmp_path, rec)
    assert out.returncode == 2 and "deal 1: the deck does not fit" in out.stderr and "more than once" in out.stderr


def test_unknown_variant(tmp_path):
    rec = to_record(finished())
    rec["variant"] = "scopa-2"
    out = run_replay(tmp_path, rec)
    assert out.returncode == 2, out.stderr
    assert "a game this version of Biscambiggia does not have (“scopa-2”)" in out.stderr
    assert "does not follow the rules" not in out.stderr          # it said so: it is no cheat


def test_malformed_json(tmp_path):
    out = run_replay(tmp_path, '{"format": 1, "variant": ')
    assert out.returncode == 2 and "record.json” is incomplete" in out.stderr
    out = run_replay(tmp_path, '{"format": 1, "variant": ]')
    assert out.returncode == 2 and "not valid JSON" in out.stderr


def test_other_format_and_missing_file(tmp_path):
    rec = to_record(finished())
    rec["format"] = 2
    out = run_replay(tmp_path, rec)
    assert out.returncode == 2 and "in format 2" in out.stderr
    gone = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "replay", str(tmp_path / "no.json")],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert gone.returncode == 2 and "“no.json” was not found" in gone.stderr


def test_actions_after_the_hand_and_unfinished_hands():
    rec = to_record(finished())
    rec["hands"][0]["actions"].append({"seat": 0, "play": "AH"})
    with pytest.raises(RecordError, match=r"deal 1, move 41, by seat \d: the hand is over"):
        replay(rec)
    rec = to_record(finished())
    del rec["hands"][0]["actions"][-1]
    with pytest.raises(RecordError, match="deal 1: this hand is not finished"):
        replay(rec)


def test_nothing_is_half_applied():
    # docs/rules.md 8: "nothing is half applied": a refused replay gives no match at all.
    rec = to_record(finished())
    rec["hands"][1]["actions"][3] = {"seat": 0, "declare": "nonsense"}
    with pytest.raises(RecordError, match="unknown declaration"):
        loads(json.dumps(rec))


def test_round_trip_keeps_options():
    m = Match("tarocchi-pizzico", {"new_rules": True, "hands": 4}, seed=1)
    m.start_hand()
    again = replay(json.loads(json.dumps(to_record(m))))
    assert again.options == m.options and summary(again) == summary(m)
