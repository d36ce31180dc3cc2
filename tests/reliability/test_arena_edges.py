"""The arena at its edges (issue 29's rule: bad input gets a clear message, never a
traceback or a hang): a cmd: program that breaks the bot protocol fails its deal with a
sentence naming the program and what it did; option values no run can use, an --out that
cannot be written and --pool files that are not the arena's are refused in one line."""
import json
import os
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
    # an answer nested 100000 deep: the arena's JSON parser raised RecursionError ("deal 0
    # failed: RecursionError: maximum recursion depth exceeded ...", no word of the bot)
    "nests": ("import sys\nfor line in sys.stdin:\n"
              "    print('{\"action\": ' + '[' * 100000 + ']' * 100000 + '}', flush=True)\n",
              "answered a line the arena refuses: it nests deeper than 32 levels"),
    # a line without end: the arena read it whole, some GB a second, until --bot-wait
    "floods": ("import sys\nsys.stdin.readline()\nchunk = 'x' * 65536\n"
               "while True:\n    sys.stdout.write(chunk)\n",
               "answered a line longer than 262144 characters"),
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
    (["--workers", "0"], "--workers takes a whole number from 1 to 256"),
    (["--workers", "-3"], "--workers takes a whole number from 1 to 256"),
    (["--workers", "100000"], "--workers takes a whole number from 1 to 256"),   # forked for ever
    (["--sprt", ""], "--sprt takes LOW,HIGH (two numbers), not ''"),          # ran without a test
    (["--sprt=-200000,0"], "--sprt takes LOW,HIGH from -10000 to 10000"),     # OverflowError
    (["--sprt", "-1e308,1e308", "--sprt-unit", "points"], "from -10000 to 10000"),  # LLR nan
    (["--sprt", "0,10", "--sprt-alpha", "1e-320"], "give numbers from 1e-9 to below 0.5"),
    (["--sprt", "0,10", "--sprt-beta", "0"], "give numbers from 1e-9 to below 0.5"),
    # an alpha of 1e-320 made a bound of +inf: "in [-3.00, +inf]", and --json wrote
    # Infinity, which no JSON reader takes
])
def test_option_values_no_run_can_use_are_refused(capsys, argv, words):
    with pytest.raises(SystemExit) as exit_info:
        arena_module.main(["--a", "random", "--b", "random", "--deals", "1", "--workers", "1"]
                          + argv)
    assert exit_info.value.code == 2
    assert words in capsys.readouterr().err


def test_an_out_file_that_cannot_be_written_is_refused_before_any_deal(capsys, tmp_path):
    """A folder, a folder that does not exist, or a file where a folder should be (the
    last was "cannot read ...: Not a directory", of a file only to be written): each is
    the one line "cannot write the deals to --out", with --resume or without."""
    common = ["--a", "random", "--b", "random", "--deals", "1", "--workers", "1"]
    (tmp_path / "a-file").write_text("mine\n")
    assert arena_module.main(common + ["--out", str(tmp_path), "--resume"]) == 2
    assert capsys.readouterr().err == (f"arena: {tmp_path} is not a regular file (a folder, a "
                                       f"pipe or a device): --resume continues the run saved "
                                       f"in a file\n")
    for out in (tmp_path, tmp_path / "no" / "such" / "folder" / "run.jsonl",
                tmp_path / "a-file" / "run.jsonl"):
        for resume in ([], ["--resume"]) if out != tmp_path else ([],):
            assert arena_module.main(common + ["--out", str(out)] + resume) == 2
            err = capsys.readouterr().err.splitlines()
            assert err[-1].startswith(f"arena: cannot write the deals to --out {out}: ")
            assert len(err) == 1 + bool(resume)       # --resume says first what it found
    assert (tmp_path / "a-file").read_text() == "mine\n"


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
    # finite, but no result the arena writes: the summary's variance raised OverflowError
    (_deal([[1, 1e300], [0, -1e300]]).encode(), "a line is not an arena deal"),
    (_deal([[1, 2], [0, 10 ** 300]]).encode(), "a line is not an arena deal"),
    # nested 100000 deep: a RecursionError traceback
    (_deal([[1, 2], [0, 2]]).encode() + b"[" * 100000 + b"]" * 100000 + b"\n",
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


def test_a_line_nested_too_deep_is_refused_by_compare_and_cut_by_out(capsys, tmp_path):
    """A line of brackets 100000 deep in a run's file: --compare and the repair of a last
    line cut short (--out) raised a RecursionError traceback. --compare refuses the file
    in one line; --out cuts the line (it is no deal) and saves its deals after the good
    ones."""
    good = tmp_path / "good.jsonl"
    assert arena_module.main(ARENA + ["--deals", "2", "--out", str(good)]) == 0
    deep = b"[" * 100000 + b"]" * 100000
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(good.read_bytes() + deep + b"\n")
    capsys.readouterr()
    assert arena_module.main(["--variant", "briscola-2", "--compare", str(good), str(bad)]) == 2
    assert capsys.readouterr().err == f"arena: {bad}: a line is not an arena deal with its settings\n"
    cut = tmp_path / "cut.jsonl"
    cut.write_bytes(good.read_bytes() + deep)             # no line end: a write cut short
    assert arena_module.main(ARENA + ["--deals", "3", "--start", "2", "--out", str(cut)]) == 0
    assert [json.loads(line)["deal"] for line in cut.read_text().splitlines()] == [0, 1, 2, 3, 4]


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="a device that never ends")
@pytest.mark.parametrize("argv", [["--pool", "/dev/zero"], ["--compare", "{good}", "/dev/zero"]])
def test_a_file_that_never_ends_its_line_is_refused(tmp_path, argv):
    """--pool or --compare of a device (or a program's pipe) that never ends its line
    read it whole until the memory ran out (a MemoryError traceback; here the process is
    held to 2 GiB): one line now, exit 2."""
    import resource
    good = tmp_path / "good.jsonl"
    assert arena_module.main(ARENA + ["--deals", "1", "--out", str(good)]) == 0
    limit = 2 << 30

    def held() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    done = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "arena", "--variant",
                           "briscola-2"] + [a.format(good=good) for a in argv],
                          capture_output=True, text=True, timeout=120, preexec_fn=held)
    assert (done.returncode, done.stderr) == (2, "arena: /dev/zero: a line is longer than "
                                                 "1048576 characters: it is not an arena deal\n")


def test_the_pool_summary_of_good_rows_is_unchanged(capsys, tmp_path):
    good = tmp_path / "run.jsonl"
    good.write_text(_deal([[1, 10], [0, -4]]))
    assert arena_module.main(["--variant", "briscola-2", "--pool", str(good), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["a_wins"] == 1 and summary["mean_diff"] == 3


def test_a_negative_sprt_bound_is_read_as_a_number(capsys):
    """`--sprt -10,10`: argparse took the bound for an option ("expected one argument")."""
    assert arena_module.main(["--a", "random", "--b", "random", "--deals", "2", "--workers", "1",
                              "--sprt", "-10,10", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["sprt"]["h0"] == -10


ARENA = ["--variant", "briscola-2", "--a", "random", "--b", "random", "--seed", "1",
         "--workers", "1", "--json"]


def test_resume_keeps_a_whole_last_deal_that_lacks_its_line_end(capsys, tmp_path):
    """A file whose last deal has no line end (edited by hand): --resume counted the deal
    as saved and cut it from the file, so it was lost to every later --pool."""
    out = tmp_path / "run.jsonl"
    assert arena_module.main(ARENA + ["--deals", "3", "--out", str(out)]) == 0
    out.write_bytes(out.read_bytes().rstrip(b"\n"))
    assert arena_module.main(ARENA + ["--deals", "4", "--out", str(out), "--resume"]) == 0
    assert [json.loads(line)["deal"] for line in out.read_text().splitlines()] == [0, 1, 2, 3]
    capsys.readouterr()
    assert arena_module.main(["--variant", "briscola-2", "--pool", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["deals"] == 4


def test_out_without_resume_never_spoils_the_file(capsys, tmp_path):
    """A second run into the same --out saved its deals twice (no --pool read the file
    again), and a run into a file of another kind made it one no --pool reads: both are
    refused and the file is left as it was. Another seed's deals, or the next ones of the
    same seed (--start), are added; a line cut by a kill is cut, not run into."""
    out = tmp_path / "run.jsonl"
    assert arena_module.main(ARENA + ["--deals", "2", "--out", str(out)]) == 0
    before = out.read_bytes()
    capsys.readouterr()
    assert arena_module.main(ARENA + ["--deals", "3", "--out", str(out)]) == 2
    assert capsys.readouterr().err == (
        f"arena: {out} already holds 2 of deals 0-2 of this run (seed 1): --resume plays only "
        f"the ones it lacks; or give another file\n")
    assert arena_module.main(ARENA + ["--deals", "1", "--out", str(out), "--b", "easy"]) == 2
    assert "holds another run" in capsys.readouterr().err
    assert out.read_bytes() == before
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    assert arena_module.main(ARENA + ["--deals", "1", "--out", str(notes)]) == 2
    assert "a line is not an arena deal" in capsys.readouterr().err
    assert notes.read_text() == "my notes\n"
    with out.open("a") as f:
        f.write('{"variant": "brisc')                  # a kill in the middle of a line
    assert arena_module.main(ARENA + ["--deals", "2", "--start", "2", "--out", str(out)]) == 0
    assert arena_module.main(ARENA + ["--deals", "1", "--seed", "7", "--out", str(out)]) == 0
    capsys.readouterr()
    assert arena_module.main(["--variant", "briscola-2", "--pool", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["deals"] == 5


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("argv, words", [
    (["--pool", "{fifo}"], "arena: {fifo} holds no deal"),
    (["--deals", "1", "--out", "{fifo}"],
     "arena: cannot write the deals to --out {fifo}: no program reads that pipe"),
    (["--deals", "1", "--out", "{fifo}", "--resume"],
     "arena: {fifo} is not a regular file (a folder, a pipe or a device): --resume continues "
     "the run saved in a file"),
])
def test_a_named_pipe_nobody_uses_is_refused_at_once(tmp_path, argv, words):
    """--pool, --out and --resume on a named pipe with no program at its other end waited
    for one for ever."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    argv = [a.format(fifo=fifo) for a in argv]
    done = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "arena", "--a", "random",
                           "--b", "random", "--workers", "1"] + argv,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and done.stderr == words.format(fifo=fifo) + "\n"


def test_a_file_that_cannot_be_read_is_named_in_plain_words(capsys, tmp_path):
    assert arena_module.main(["--pool", str(tmp_path / "none.jsonl")]) == 2
    assert capsys.readouterr().err == (f"arena: cannot read {tmp_path / 'none.jsonl'}: "
                                       f"No such file or directory\n")


def test_an_out_file_on_a_disk_that_fills_stops_the_run_in_words(tmp_path):
    """--out on a disk that fills in the middle of a run (a real 8 KiB tmpfs, root only):
    "the run stopped: OSError: [Errno 28] ..." and a traceback from closing the file, no
    summary. Now one line says so and how to go on, the deals saved are summarised (exit
    1), and a --resume once there is room plays only the deals the file lacks."""
    from test_data_folder import small_tmpfs
    folder = tmp_path / "small"
    with small_tmpfs(folder, size="8k") as real:
        if not real:
            pytest.skip("a disk that fills needs a tmpfs mount (root)")
        out = folder / "run.jsonl"
        args = [sys.executable, "-m", "biscambiggia_gui", "arena", "--variant", "briscola-2",
                "--a", "random", "--b", "random", "--workers", "1", "--out"]
        done = subprocess.run(args + [str(out), "--deals", "200"], capture_output=True,
                              text=True, timeout=300)
        saved = out.read_text().count("\n")
        copy = tmp_path / "run.jsonl"
        copy.write_bytes(out.read_bytes())
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr == (f"arena: cannot write the deals to --out {out}: No space left on "
                           f"device; stopped after {saved} deals saved in it (--resume goes on "
                           "once it can be written)\n")
    assert 0 < saved < 200
    assert done.stdout.startswith(f"briscola-2: random vs random, {saved} deals x 2 seatings")
    more = subprocess.run(args + [str(copy), "--deals", str(saved + 3), "--resume"],
                          capture_output=True, text=True, timeout=300)
    assert more.returncode == 0, more.stderr
    assert f"{saved} of deals 0-{saved + 2} already in" in more.stderr
    assert [json.loads(line)["deal"] for line in copy.read_text().splitlines()] == \
        list(range(saved + 3))


def test_the_last_line_is_mended_without_reading_the_whole_file(tmp_path):
    """--out's mending of a last line cut by a kill read the whole file into memory (a
    long run's file, held in a process of 512 MiB here, gave a MemoryError); it reads
    only the last line now, back from the end, and cuts it or ends it as before."""
    import resource
    out = tmp_path / "run.jsonl"
    assert arena_module.main(ARENA + ["--deals", "1", "--out", str(out)]) == 0
    whole = out.read_bytes()
    with open(out, "r+b") as f:                       # a long run's file, without the disk
        f.truncate(1 << 30)
        f.seek(0, os.SEEK_END)
        f.write(b"\n" + whole + whole[: len(whole) // 2])
    size = out.stat().st_size
    limit = 512 << 20

    def held() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    mend = ("import sys; from biscambiggia_gui.arena.cli import _repair_tail; "
            "_repair_tail(sys.argv[1])")
    done = subprocess.run([sys.executable, "-c", mend, str(out)], capture_output=True,
                          text=True, timeout=120, preexec_fn=held)
    assert (done.returncode, done.stderr) == (0, "")
    assert out.stat().st_size == size - len(whole) // 2           # the cut line cut
    out.write_bytes(whole.rstrip(b"\n"))                           # a whole deal, no line end
    done = subprocess.run([sys.executable, "-c", mend, str(out)], capture_output=True,
                          text=True, timeout=120, preexec_fn=held)
    assert done.returncode == 0 and out.read_bytes() == whole


def test_a_file_of_another_run_names_the_settings_that_differ_in_words(capsys, tmp_path):
    """--resume, --out and --pool on the deals of another run named the saved settings as
    a Python dict ("({'variant': 'briscola-2', 'a': 'random', ..., 'hard': {}, 'max_hands':
    None, 'time_limit': None, ...}, seed 1)"), every setting alike or not: the message now
    names only what differs, the file's value beside this run's."""
    out = tmp_path / "run.jsonl"
    assert arena_module.main(ARENA + ["--deals", "1", "--out", str(out)]) == 0
    capsys.readouterr()
    assert arena_module.main(ARENA + ["--deals", "2", "--out", str(out), "--resume",
                                      "--b", "easy", "--seed", "5"]) == 2
    assert capsys.readouterr().err == (
        f"arena: {out} holds another run (b random, not easy; seed 1, not 5): --resume "
        f"continues the run saved there, with the same settings and seed\n")
    assert arena_module.main(ARENA + ["--deals", "1", "--out", str(out), "--hard",
                                      "team_exact=2", "--a", "hard"]) == 2
    assert capsys.readouterr().err == (
        f"arena: {out} holds another run (a random, not hard; hard none, not "
        f"team_exact=2): --out adds deals only to a file of the same run; give another "
        f"file\n")
    other = tmp_path / "other.jsonl"
    assert arena_module.main(ARENA + ["--deals", "1", "--start", "1", "--worlds", "8",
                                      "--out", str(other)]) == 0
    capsys.readouterr()
    assert arena_module.main(["--variant", "briscola-2", "--pool", str(out), str(other)]) == 2
    assert capsys.readouterr().err == (
        "arena: the pooled files mix players or settings: worlds 64 or 8\n")


def test_ctrl_c_before_any_deal_finished_says_nothing_was_saved(tmp_path):
    """Ctrl-C before the first deal finished said "stopped (Ctrl-C or SIGTERM) after 0
    finished deals, saved in run.jsonl (--resume continues, --pool reads them)", then "no
    deal finished": an empty file called a saved run. Now one line says nothing was
    added; exit 130 as every interrupted run, no traceback."""
    import signal
    import time
    silent = tmp_path / "silent.py"
    ready = tmp_path / "ready"
    silent.write_text("import signal, time\n"               # ends at Ctrl-C without a word
                      "signal.signal(signal.SIGINT, signal.SIG_DFL)\n"
                      f"open({str(ready)!r}, 'w').close()\ntime.sleep(600)\n")
    out = tmp_path / "run.jsonl"
    proc = subprocess.Popen(
        [sys.executable, "-m", "biscambiggia_gui", "arena", "--a", f"cmd:{sys.executable} {silent}",
         "--b", "random", "--deals", "3", "--workers", "1", "--out", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    try:
        while not ready.exists():                   # the deal has begun: A is asked
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.05)
        os.killpg(proc.pid, signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130 and stdout == ""
    assert stderr == (f"arena: stopped (Ctrl-C or SIGTERM) before any deal finished: nothing "
                      f"added to {out}\n")
    assert out.read_text() == ""
