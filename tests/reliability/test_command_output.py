"""The commands that print (`replay`, `review`, `arena`, `--help`, `--version`) when their
output cannot be written, in real processes: a reader that went away before the first line
(`... | head -1` once head is done) ends the command with exit status 0 and nothing on
stderr; standard output on a full disk (`/dev/full`) with exit status 1 and one line saying
so. Each printed a Python traceback (BrokenPipeError, OSError: No space left on device)."""
import json
import os
import subprocess
import sys

import pytest

from test_bot_edges import RAW
from test_bot_faults import ROOT


@pytest.fixture(scope="module")
def record(tmp_path_factory):
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.record import to_record
    match = Match("briscola-2", seed=3)
    hand = match.start_hand()
    while not hand.is_over():
        match.apply(hand.legal_actions()[0])
    path = tmp_path_factory.mktemp("record") / "match.json"
    path.write_text(json.dumps(to_record(match)))
    return str(path)


def commands(record):
    return {
        "replay": (["replay", record], "replay"),
        "review": (["review", record, "--seat", "0"], "review"),
        "arena": (["arena", "--a", "random", "--b", "random", "--deals", "1", "--workers", "1"],
                  "arena"),
        "--help": (["--help"], "biscambiggia"),
        "--version": (["--version"], "biscambiggia"),
        "arena --help": (["arena", "--help"], "arena"),
        "bot --help": (["bot", "--help"], "bot"),
    }


def start(args, stdout):
    return subprocess.run([sys.executable, "-m", "biscambiggia_gui"] + args, stdout=stdout,
                          stderr=subprocess.PIPE, timeout=300, cwd=ROOT)


@pytest.mark.parametrize("name", ["replay", "review", "arena", "--help", "--version",
                                  "arena --help", "bot --help"])
def test_a_reader_gone_ends_the_command_quietly(record, name):
    args, _ = commands(record)[name]
    read, write = os.pipe()
    os.close(read)                                   # nobody will ever read
    try:
        done = start(args, write)
    finally:
        os.close(write)
    err = done.stderr.decode()
    assert done.returncode == 0 and not RAW.search(err), err
    assert err == ""


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("name", ["replay", "review", "arena", "--help", "--version",
                                  "arena --help", "bot --help"])
def test_a_full_disk_is_said_in_one_line(record, name):
    args, prefix = commands(record)[name]
    with open("/dev/full", "wb") as full:
        done = start(args, full)
    err = done.stderr.decode()
    assert done.returncode == 1 and not RAW.search(err), err
    assert err == f"{prefix}: cannot write the output: No space left on device\n"


def long_record(tmp_path):
    """Three hands of Briscola a 2 played at random: about 57 decisions, seconds of work."""
    import random
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.record import to_record
    rng = random.Random(4)
    match = Match("briscola-2", seed=4)
    for _ in range(3):
        hand = match.start_hand()
        while not hand.is_over():
            match.apply(rng.choice(hand.legal_actions()))
    path = tmp_path / "match.json"
    path.write_text(json.dumps(to_record(match)))
    return path


def cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) process `pid` has used so far (Linux's /proc)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_to_start(tmp_path) -> float:
    """The CPU seconds of `review --json` over a record of no hand: starting, importing,
    reading the record."""
    import resource
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.record import to_record
    empty = tmp_path / "empty.json"
    empty.write_text(json.dumps(to_record(Match("briscola-2", seed=4))))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-m", "biscambiggia_gui", "review", str(empty), "--seat", "0", "--json"],
                   capture_output=True, check=True, timeout=300, cwd=ROOT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def wait_for_cpu(proc, seconds: float) -> None:
    import time
    while proc.poll() is None and cpu_seconds(proc.pid) < seconds:
        time.sleep(0.02)
    assert proc.poll() is None, "the review ended before it was stopped"


def test_ctrl_c_stops_a_review_keeping_the_lines_printed(tmp_path):
    """A review prints each decision as it is weighed; Ctrl-C after the first one stops it
    with exit status 130, one line, and that first line kept (it printed a KeyboardInterrupt
    traceback from the compiled core, and nothing of what was weighed)."""
    import signal
    path = long_record(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "biscambiggia_gui", "review", str(path),
                             "--seat", "0", "--deeper"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT)
    first = proc.stdout.readline().decode()
    assert first.startswith("deal 1, trick 1: ")       # Briscola's word, as the table
    proc.send_signal(signal.SIGINT)
    rest, err = proc.communicate(timeout=300)
    assert proc.returncode == 130 and err.decode() == "review: stopped (Ctrl-C)\n"
    assert all(line.startswith("deal ") for line in rest.decode().splitlines())


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="reads a process's CPU time in /proc")
def test_ctrl_c_stops_a_json_review_keeping_what_was_weighed(tmp_path):
    """`review --json` prints its object at the end: Ctrl-C threw away every decision
    weighed (nothing on stdout). Now the object of the decisions weighed so far is printed,
    marked "stopped": true, then the one line and exit status 130."""
    import signal
    path = long_record(tmp_path)
    # a while into the weighing, on any machine: the review's own work, counted in CPU
    # seconds (which a loaded machine does not stretch), past twice what a review of no
    # hand costs (the start, the imports, the record read). A wall-clock sleep (4 s) came
    # before the record was read on a loaded machine, or after the end on a fast one.
    started = cpu_to_start(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "biscambiggia_gui", "review", str(path),
                             "--seat", "0", "--deeper", "--json"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT)
    wait_for_cpu(proc, 2 * started + 0.2)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 130 and err.decode() == "review: stopped (Ctrl-C)\n", err
    found = json.loads(out)
    assert found["variant"] == "briscola-2" and found["seat"] == 0 and found["stopped"] is True
    assert all(d["seat"] == 0 and d["loss"] >= 0 for d in found["decisions"])
    full = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "review", str(path), "--seat",
                           "0", "--json"], capture_output=True, timeout=600, cwd=ROOT)
    assert len(found["decisions"]) < len(json.loads(full.stdout)["decisions"])
    assert "stopped" not in json.loads(full.stdout)
