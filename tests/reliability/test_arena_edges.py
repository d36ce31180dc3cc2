"""The arena at its edges (issue 29's rule: bad input gets a clear message, never a
traceback or a hang): a cmd: program that breaks the bot protocol fails its deal with a
sentence naming the program and what it did; option values no run can use, an --out that
cannot be written and --pool files that are not the arena's are refused in one line."""
import json
import subprocess
import sys

import pytest

from biscambiggia_gui import arena as arena_module

BOTS = {
    "silent": ("import sys, time\nfor line in sys.stdin:\n    time.sleep(600)\n",
               "gave no answer in 1 s"),
    "garbage": ("import sys\nfor line in sys.stdin:\n    print('hello there', flush=True)\n",
                "answered 'hello there', not an object with the action"),
    "refuses": ("import sys\nfor line in sys.stdin:\n"
                "    print('{\"error\": \"I am confused\"}', flush=True)\n",
                "answered an error: I am confused"),
    "illegal": ("import sys\nfor line in sys.stdin:\n    print('{\"action\": \"ZZ\"}', flush=True)\n",
                "chose 'ZZ', which is not among the legal actions ("),
    "quits": ("import sys\nsys.exit(3)\n", "stopped before answering"),
}


def _program(tmp_path, name):
    script = tmp_path / f"{name}.py"
    script.write_text(BOTS[name][0])
    return f"cmd:{sys.executable} {script}"


@pytest.mark.parametrize("name", sorted(BOTS))
def test_a_program_that_breaks_the_protocol_fails_its_deal_in_words(tmp_path, name):
    """A real arena process against each faulty program: every deal fails with one line
    naming the program and its fault (saved in --out too), the run ends (a silent program
    hung the arena for ever), and no traceback."""
    out = tmp_path / "run.jsonl"
    program = _program(tmp_path, name)
    done = subprocess.run(
        [sys.executable, "-m", "biscambiggia_gui", "arena", "--variant", "briscola-2",
         "--a", "random", "--b", program, "--deals", "2", "--workers", "1", "--bot-wait", "1",
         "--out", str(out)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    failed = [line for line in done.stderr.splitlines() if line.startswith("arena: deal ")]
    assert len(failed) == 2
    for line in failed:
        assert f"the bot {program[4:]!r} {BOTS[name][1]}" in line
    saved = [json.loads(line) for line in out.read_text().splitlines()]
    assert [BOTS[name][1] in row["error"] for row in saved] == [True, True]


def test_a_program_that_keeps_the_protocol_plays_its_deals(capsys):
    """The game's own bot as a cmd: player: the deals are played and counted."""
    program = f"cmd:{sys.executable} -m biscambiggia_gui bot --level easy --seed 3"
    assert arena_module.main(["--variant", "briscola-2", "--a", program, "--b", "random",
                              "--deals", "2", "--workers", "1", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["deals"] == 2
    assert "failed" not in captured.err


@pytest.mark.parametrize("argv, words", [
    (["--a", "hard-ref", "--worlds", "0"], "--worlds takes a whole number from 1"),
    (["--worlds", "-3"], "--worlds takes a whole number from 1"),
    (["--deals", "99999999999999999999"], "--deals and --max-hands take a whole number from 1"),
    (["--start", "99999999999999999999"], "--start from 0"),
    (["--sprt", "nan,inf"], "two finite numbers"),
    (["--a", "cmd:"], "cmd: needs the command of a program"),
    (["--a", "cmd:   "], "cmd: needs the command of a program"),
    (["--b", "cmd:/no/such/bot --level hard"], "no program '/no/such/bot' was found"),
    (["--a", "cmd:python 'bot"], "No closing quotation"),
    (["--bot-wait", "0"], "--bot-wait takes seconds above 0"),
    (["--bot-wait", "nan"], "--bot-wait takes seconds above 0"),
    (["--progress", "-1"], "--progress a number from 0"),
])
def test_option_values_no_run_can_use_are_refused(capsys, argv, words):
    with pytest.raises(SystemExit) as exit_info:
        arena_module.main(["--a", "random", "--b", "random", "--deals", "1", "--workers", "1"]
                          + argv)
    assert exit_info.value.code == 2
    assert words in capsys.readouterr().err


def test_an_out_file_that_cannot_be_written_is_refused_before_any_deal(capsys, tmp_path):
    common = ["--a", "random", "--b", "random", "--deals", "1", "--workers", "1"]
    for out in (tmp_path, tmp_path / "no" / "such" / "folder" / "run.jsonl"):
        assert arena_module.main(common + ["--out", str(out)]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"arena: cannot write the deals to --out {out}: ")
        assert len(err.splitlines()) == 1


def _deal(results):
    return json.dumps({"variant": "briscola-2", "a": "random", "b": "random", "unit": "hands",
                       "worlds": 40, "seed": 1, "deal": 0, "results": results}) + "\n"


@pytest.mark.parametrize("content, words", [
    (bytes(range(256)) * 8, "is not an arena file: it is not text"),
    (_deal([["a", "b"], [1, 2]]).encode(), "a line is not an arena deal"),
    (_deal([[1], [1]]).encode(), "a line is not an arena deal"),
    (_deal([]).encode(), "a line is not an arena deal"),
    (_deal([[1, True], [0, 2]]).encode(), "a line is not an arena deal"),
    (_deal([[1, 1e400], [0, 2]]).encode().replace(b"Infinity", b"1e400"),
     "a line is not an arena deal"),
])
def test_pool_and_resume_refuse_files_that_are_not_the_arenas(capsys, tmp_path, content, words):
    """--pool and --resume read a file of garbage bytes or of deals whose results are not
    rows of numbers as one refusal (they raised UnicodeDecodeError, TypeError, IndexError
    or ZeroDivisionError), and --resume leaves the file as it was."""
    bad = tmp_path / "run.jsonl"
    bad.write_bytes(content)
    assert arena_module.main(["--variant", "briscola-2", "--pool", str(bad)]) == 2
    assert words in capsys.readouterr().err
    assert arena_module.main(["--variant", "briscola-2", "--a", "random", "--b", "random",
                              "--seed", "1", "--deals", "1", "--workers", "1",
                              "--out", str(bad), "--resume"]) == 2
    assert words in capsys.readouterr().err
    assert bad.read_bytes() == content


def test_the_pool_summary_of_good_rows_is_unchanged(capsys, tmp_path):
    good = tmp_path / "run.jsonl"
    good.write_text(_deal([[1, 10], [0, -4]]))
    assert arena_module.main(["--variant", "briscola-2", "--pool", str(good), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["a_wins"] == 1 and summary["mean_diff"] == 3
