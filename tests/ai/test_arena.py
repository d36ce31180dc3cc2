"""The arena runs (duplicate deals, hands and matches, team blunder counts) and summarizes."""
import io
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from biscambiggia_gui import arena as arena_module
from biscambiggia_gui.__main__ import main as cli
from biscambiggia_gui.arena.words import counted


def load_arena():
    return arena_module


def test_arena_hands_and_matches(capsys):
    arena = load_arena()
    assert arena.main(["--variant", "briscola-4", "--a", "medium", "--b", "easy", "--deals", "3",
                       "--workers", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 6 and 0 <= out["win_rate"] <= 1
    assert "partner_blunders_per_100_hands" in out
    assert arena.main(["--variant", "mariagio", "--a", "easy", "--b", "random", "--deals", "1",
                       "--workers", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["unit"] == "matches"


def test_duplicate_deals_swap_seats():
    from biscambiggia_gui.arena.deals import rotations, seats_for
    from biscambiggia_gui.engine import get_variant
    v2, v4, v3 = get_variant("briscola-2"), get_variant("briscola-4"), get_variant("briscola-3")
    assert [seats_for(v2, r) for r in range(2)] == [[True, False], [False, True]]
    assert seats_for(v4, 1) == [False, True, False, True]
    assert rotations(v3) == 3 and seats_for(v3, 2) == [False, False, True]


def test_three_player_runs_say_what_equal_strength_wins(capsys, tmp_path):
    """With three players A sits in each seat in turn against two B: A as strong as B
    (the same level, the same seeds) wins exactly one of the three hands of each deal, or
    shares a tie, and the report names that share (a third, not a half)."""
    arena = load_arena()
    out_file = tmp_path / "three.jsonl"
    assert arena.main(["--variant", "biscambiggia-3", "--a", "easy", "--b", "easy", "--deals",
                       "12", "--workers", "1", "--json", "--out", str(out_file)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 36 and out["equal_share"] == pytest.approx(1 / 3)
    for line in out_file.read_text().splitlines():
        wins = [row[0] for row in json.loads(line)["results"]]
        assert len(wins) == 3 and sum(wins) in (1.0, 1.5)
    assert arena.main(["--variant", "biscambiggia-3", "--a", "easy", "--b", "easy", "--deals",
                       "1", "--workers", "1"]) == 0
    assert "a player as strong as B: 33.3%" in capsys.readouterr().out


@pytest.mark.parametrize("variant", ["briscola-chiamata", "biscambiggia-chiamata"])
def test_the_token_games_give_each_seats_tokens_and_the_bids_made(capsys, variant):
    """Five players, sides made by the auction: A sits in each seat in turn against four B,
    each hand counts A's tokens (they add up to nothing at a table, so a player as strong as
    B scores 0); the summary counts A's auctions won and bids made. With A the same player
    as B, A's tokens over all five seatings of a deal are the table's tokens: zero."""
    arena = load_arena()
    assert arena.main(["--variant", variant, "--a", "easy", "--b", "easy", "--deals", "3",
                       "--workers", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["unit"] == "hands" and out["games"] == 15 and out["equal_tokens"] == 0.0
    assert out["mean_diff"] == 0.0                        # the same player in every seat
    assert 0 <= out["a_made_bids"] <= out["a_won_auctions"] <= 15
    assert out["a_won_auctions"] + out["hands_not_played"] > 0


def test_split_runs_pool_to_the_whole_run(capsys, tmp_path):
    """--start/--out split one seed's deals over two runs; --pool sums them up exactly as one
    run of all the deals, and refuses a deal saved twice."""
    arena = load_arena()
    common = ["--variant", "mariagio", "--a", "easy", "--b", "medium", "--workers", "1",
              "--seed", "5", "--json"]
    first, second = str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl")
    assert arena.main(common + ["--deals", "3", "--out", first]) == 0
    assert arena.main(common + ["--deals", "2", "--start", "3", "--out", second]) == 0
    capsys.readouterr()
    assert arena.main(common + ["--deals", "5"]) == 0
    whole = json.loads(capsys.readouterr().out)
    assert arena.main(["--variant", "mariagio", "--json", "--pool", first, second]) == 0
    pooled = json.loads(capsys.readouterr().out)
    for key in ("games", "a_wins", "mean_diff", "hands_dealt"):
        assert pooled[key] == whole[key], key
    assert whole["hands_dealt"] >= 10          # a match is one hand or more, two per deal
    assert arena.main(["--variant", "mariagio", "--json", "--pool", first, first]) == 2
    assert "twice" in capsys.readouterr().err


def test_pool_refuses_mixed_settings_and_empty_files(capsys, tmp_path):
    arena = load_arena()
    common = ["--variant", "mariagio", "--a", "easy", "--b", "medium", "--workers", "1",
              "--seed", "5", "--deals", "1"]
    first, second, empty = (str(tmp_path / n) for n in ("a.jsonl", "b.jsonl", "e.jsonl"))
    assert arena.main(common + ["--out", first]) == 0
    assert arena.main(common + ["--start", "1", "--worlds", "8", "--out", second]) == 0
    open(empty, "w").close()
    capsys.readouterr()
    assert arena.main(["--variant", "mariagio", "--pool", first, second]) == 2
    assert "mix players or settings" in capsys.readouterr().err
    assert arena.main(["--variant", "mariagio", "--pool", first, empty]) == 2
    assert "holds no deal" in capsys.readouterr().err
    assert arena.main(["--variant", "briscola-2", "--pool", first]) == 2
    assert "not briscola-2" in capsys.readouterr().err


def test_arena_from_the_command_line_with_hard_ref(capsys):
    assert cli(["arena", "--variant", "briscola-2", "--a", "hard-ref", "--b", "medium",
                "--deals", "1", "--workers", "1", "--json", "--worlds", "8"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["a"] == "hard-ref" and summary["games"] == 2


def test_hard_budget_from_the_command_line_is_recorded_and_pooled(capsys, tmp_path):
    """--hard NAME=VALUE sets a field of Hard's budget; it is saved with each deal, shown
    in the summary, and files of different budgets are not pooled together."""
    common = ["--variant", "briscola-4", "--a", "hard", "--b", "medium", "--workers", "1",
              "--seed", "3", "--deals", "1", "--worlds", "8"]
    first, second = str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl")
    assert arena_module.main(common + ["--hard", "team_worlds=16", "--hard", "team_exact=2",
                                       "--out", first, "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["hard"] == {"team_exact": 2, "team_worlds": 16}
    with open(first) as f:
        assert json.loads(f.readline())["hard"] == {"team_exact": 2, "team_worlds": 16}
    assert arena_module.main(common + ["--start", "1", "--hard", "team_worlds=24",
                                       "--out", second]) == 0
    capsys.readouterr()
    assert arena_module.main(["--variant", "briscola-4", "--pool", first, second]) == 2
    assert "mix players or settings" in capsys.readouterr().err
    assert arena_module.main(["--variant", "briscola-4", "--pool", first]) == 0
    assert "team_exact=2, team_worlds=16" in capsys.readouterr().out
    # a setting given at its default is no setting: such a run pools with a plain one
    plain, default = str(tmp_path / "p.jsonl"), str(tmp_path / "d.jsonl")
    assert arena_module.main(common + ["--start", "2", "--out", plain]) == 0
    assert arena_module.main(common + ["--start", "3", "--hard", "team_exact=3",
                                       "--out", default]) == 0
    capsys.readouterr()
    assert arena_module.main(["--variant", "briscola-4", "--pool", plain, default]) == 0
    assert "Hard's budget" not in capsys.readouterr().out


@pytest.mark.parametrize("setting, words", [
    ("team_worlds", "NAME=VALUE"),
    ("colour=red", "NAME=VALUE"),
    ("team_worlds=many", "'many' is not a whole number"),
    ("team_core=maybe", "give true or false"),
    ("team_worlds=0", "from 1 to 1000000"),
    ("team_exact=-1", "from 0 to 1000000"),
])
def test_bad_hard_settings_are_refused_clearly(capsys, setting, words):
    with pytest.raises(SystemExit) as exit_info:
        arena_module.main(["--hard", setting, "--deals", "1", "--workers", "1"])
    assert exit_info.value.code == 2
    assert words in capsys.readouterr().err


@pytest.mark.parametrize("workers, how", [("1", "int"), ("2", "int"), ("2", "term"),
                                          ("2", "term-group")])
def test_ctrl_c_stops_the_arena_with_what_it_played(tmp_path, workers, how):
    """Ctrl-C (SIGINT to the arena, and to its workers as a terminal sends it) or SIGTERM
    (to the arena alone, as a scheduler sends it, or to the whole group, as `timeout`
    does) ends a run with exit status 130, the summary of the finished deals and no
    traceback; every finished deal is in the --out file."""
    out = tmp_path / "run.jsonl"
    proc = subprocess.Popen(
        [sys.executable, "-m", "biscambiggia_gui", "arena", "--variant", "briscola-2",
         "--a", "medium", "--b", "easy", "--deals", "100000", "--workers", workers,
         "--seed", "8", "--out", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    try:
        while not out.exists() or out.stat().st_size == 0:     # wait for a finished deal
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.05)
        if how == "int":
            os.killpg(proc.pid, signal.SIGINT)
        elif how == "term-group":
            os.killpg(proc.pid, signal.SIGTERM)
        else:
            os.kill(proc.pid, signal.SIGTERM)
        stdout, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stderr and "stopped (Ctrl-C or SIGTERM) after" in stderr
    saved = out.read_text().splitlines()
    assert f"after {counted(len(saved), 'finished deals')}" in stderr
    assert f"{counted(len(saved), 'deals')} x 2 seatings" in stdout


def test_one_deal_is_said_in_the_singular():
    """A run of one deal said "1 deals x 2 seatings" (a newcomer's run-through)."""
    done = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "arena", "--variant",
                           "briscola-2", "--a", "random", "--b", "random", "--deals", "1"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("briscola-2: random vs random, 1 deal x 2 seatings = 2 hands")
    assert counted(2, "matches") == "2 matches" and counted(1, "matches") == "1 match"


def test_every_count_of_the_arena_s_lines_is_said_in_the_singular_for_one(capsys, tmp_path):
    """The counts the singular missed: a five-player run's auctions ("A won 1 auctions
    and made its bid in 1") and a match cut by --max-hands 1 ("the match was not over
    after 1 hands", in the deal's error on stderr and in --out)."""
    from biscambiggia_gui.arena.cli import _print
    assert arena_module.main(["--variant", "briscola-chiamata", "--a", "random", "--b",
                              "random", "--deals", "1", "--workers", "1", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    out = io.StringIO()
    _print({**summary, "a_won_auctions": 1, "a_made_bids": 1, "a_made_rate": 1.0}, False, out)
    assert "  A won 1 auction and made its bid in 1 (100.0%)" in out.getvalue()
    run = tmp_path / "run.jsonl"
    assert arena_module.main(["--variant", "mariagio", "--a", "random", "--b", "random",
                              "--deals", "1", "--workers", "1", "--max-hands", "1",
                              "--out", str(run)]) == 1          # no deal finished
    err = capsys.readouterr().err
    (row,) = [json.loads(line) for line in run.read_text().splitlines()]
    assert "not over after 1 hand (score" in row["error"] and row["error"] in err


def test_a_worker_forked_with_sigterm_pending_does_not_stop_as_the_arena():
    """The arena's SIGTERM handler, inherited by a worker the pool forks while the signal
    is pending (seen under `timeout`: a KeyboardInterrupt traceback from the new worker),
    stops the arena's own process only."""
    import multiprocessing
    from biscambiggia_gui.arena import cli
    old = signal.getsignal(signal.SIGTERM)
    try:
        cli._stop_on_sigterm()
        handler = signal.getsignal(signal.SIGTERM)
        child = multiprocessing.get_context("fork").Process(target=handler,
                                                            args=(signal.SIGTERM, None))
        child.start()
        child.join(30)
        assert child.exitcode == 0
        with pytest.raises(KeyboardInterrupt):
            handler(signal.SIGTERM, None)
    finally:
        signal.signal(signal.SIGTERM, old)


def test_sigterm_waits_until_a_finished_deal_is_saved_and_counted():
    """The arena's SIGTERM, like Ctrl-C, is held while a deal is written and counted, and
    stops the run right after (it once left a deal in the file that the summary lacked)."""
    from biscambiggia_gui.arena import cli
    from biscambiggia_gui.arena.runner import HoldCtrlC
    old = signal.getsignal(signal.SIGTERM)
    try:
        cli._stop_on_sigterm()
        done = []
        with pytest.raises(KeyboardInterrupt):
            with HoldCtrlC():
                os.kill(os.getpid(), signal.SIGTERM)
                time.sleep(0.05)            # the handler has run: held, nothing raised
                done.append("counted")
        assert done == ["counted"]
        assert callable(signal.getsignal(signal.SIGTERM))      # the stop is back
    finally:
        signal.signal(signal.SIGTERM, old)


@pytest.mark.parametrize("argv, words", [
    (["--a", "hardest"], "unknown player 'hardest'"),
    (["--variant", "briscola-5"], "unknown variant"),
    (["--time-limit", "1"], "budgets in worlds, not seconds"),
    (["--resume"], "give --out"),
    (["--sprt", "10"], "LOW,HIGH"),
    (["--sprt", "20,10"], "LOW must be below HIGH"),
    (["--variant", "briscola-chiamata", "--sprt", "0,10"], "--sprt-unit points"),
    (["--b", "medium", "--hard-b", "core_worlds=8"], "give --b hard"),
])
def test_arena_refuses_bad_players_variants_and_options_clearly(capsys, argv, words):
    with pytest.raises(SystemExit) as exit_info:
        arena_module.main(argv + ["--deals", "1", "--workers", "1"])
    assert exit_info.value.code == 2
    assert words in capsys.readouterr().err


# --- issue 28: an arena a result can rest on --------------------------------------------------
def _lines(path):
    return [json.loads(line) for line in open(path) if line.strip()]


def test_a_stopped_run_resumes_from_the_deals_it_lacks(capsys, tmp_path):
    """--resume plays only the deals the --out file lacks (a line cut by a kill is played
    again), and the finished file holds each deal once: its summary is that of one run of
    every deal."""
    common = ["--variant", "briscola-2", "--a", "medium", "--b", "easy", "--workers", "1",
              "--seed", "9", "--json"]
    out = tmp_path / "run.jsonl"
    assert arena_module.main(common + ["--deals", "3", "--out", str(out)]) == 0
    lines = out.read_text().splitlines(keepends=True)
    out.write_text(lines[0] + lines[2] + lines[1][:25])      # deal 1 cut in its writing
    capsys.readouterr()
    assert arena_module.main(common + ["--deals", "5", "--out", str(out), "--resume"]) == 0
    captured = capsys.readouterr()
    resumed = json.loads(captured.out)
    assert "2 of deals 0-4 already in" in captured.err
    assert sorted(row["deal"] for row in _lines(out)) == [0, 1, 2, 3, 4]
    assert arena_module.main(common + ["--deals", "5"]) == 0
    whole = json.loads(capsys.readouterr().out)
    for key in ("games", "a_wins", "mean_diff", "win_ci", "diff_ci"):
        assert resumed[key] == whole[key], key
    # a finished run resumed plays nothing more; another run's file is refused
    assert arena_module.main(common + ["--deals", "5", "--out", str(out), "--resume"]) == 0
    assert len(_lines(out)) == 5
    assert arena_module.main(common[:-1] + ["--seed", "10", "--deals", "5", "--out", str(out),
                                            "--resume"]) == 2
    assert "holds another run" in capsys.readouterr().err


def test_a_failing_deal_is_recorded_and_the_run_goes_on(capsys, tmp_path):
    """A deal that fails (here: a match longer than --max-hands, which is never cut
    silently) is saved with its error and named, the others are played and summarised;
    --resume plays the failed deals again."""
    out = tmp_path / "run.jsonl"
    args = ["--variant", "mariagio", "--a", "medium", "--b", "easy", "--workers", "1",
            "--seed", "5", "--deals", "6", "--max-hands", "2", "--json", "--out", str(out)]
    assert arena_module.main(args) == 0
    summary = json.loads(capsys.readouterr().out)
    rows = _lines(out)
    failed = [r for r in rows if "error" in r]
    played = [r for r in rows if "results" in r]
    assert failed and played and len(rows) == 6
    assert all("not over after 2 hands" in r["error"] for r in failed)
    assert summary["failed_deals"] == len(failed) and summary["deals"] == len(played)
    assert all(hands <= 2 for r in played for *_, hands in r["results"])
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert arena_module.main(args + ["--resume"]) == 0
    capsys.readouterr()
    assert len(_lines(out)) == 6 + len(failed)              # played again, failed again
    assert arena_module.main(["--variant", "mariagio", "--json", "--pool", str(out)]) == 0
    assert json.loads(capsys.readouterr().out)["failed_deals"] == len(failed)


def test_the_interval_is_computed_on_deal_pairs(capsys, tmp_path):
    """The 95% interval of A's share is that of the per-deal means (each deal's two
    seatings one sample), not that of the hands as if independent."""
    import math
    out = tmp_path / "run.jsonl"
    assert arena_module.main(["--variant", "biscambiggia-2", "--a", "medium", "--b", "easy",
                              "--deals", "40", "--workers", "1", "--seed", "3", "--json",
                              "--out", str(out)]) == 0
    summary = json.loads(capsys.readouterr().out)
    pairs = [sum(r[0] for r in row["results"]) / 2 for row in _lines(out)]
    mean = sum(pairs) / len(pairs)
    sd = math.sqrt(sum((p - mean) ** 2 for p in pairs) / (len(pairs) - 1))
    assert summary["win_rate"] == pytest.approx(mean)
    assert summary["win_ci"] == pytest.approx([mean - 1.959964 * sd / math.sqrt(40),
                                               mean + 1.959964 * sd / math.sqrt(40)])
    assert summary["win_ci"] != pytest.approx(summary["win_ci_hands"])


def test_the_sprt_stops_as_soon_as_it_knows_whatever_the_workers(capsys):
    """Medium against Random is far more than 100 Elo stronger: the SPRT accepts H1 long
    before the deals asked for, at the same deal with one worker or two (it counts the
    deals in the order of their indices); Medium is not 300 Elo stronger than Easy (it
    wins about 63% of hands): H0."""
    runs = []
    for workers in ("1", "2"):
        assert arena_module.main(["--variant", "briscola-2", "--a", "medium", "--b", "random",
                                  "--deals", "400", "--workers", workers, "--seed", "12",
                                  "--sprt", "0,100", "--json"]) == 0
        runs.append(json.loads(capsys.readouterr().out))
    for run in runs:
        run.pop("seconds"), run.pop("deals_beyond_the_test", None)
    assert runs[0] == runs[1]
    assert runs[0]["sprt"]["verdict"] == "H1" and runs[0]["deals"] < 400
    assert runs[0]["sprt"]["llr"] >= runs[0]["sprt"]["bounds"][1]
    assert arena_module.main(["--variant", "briscola-2", "--a", "medium", "--b", "easy",
                              "--deals", "400", "--workers", "1", "--seed", "12",
                              "--sprt", "200,300"]) == 0
    assert "H0 accepted" in capsys.readouterr().out


def test_the_same_seed_gives_the_same_result_whatever_the_workers(capsys):
    """Hard and the frozen levels search counts with no time limit in the arena: one worker
    or two, the same deals end the same."""
    from biscambiggia_gui.arena.deals import ArenaConfig, make_seat
    cfg = ArenaConfig("briscola-2", "hard", "hard-2026")
    for spec in ("hard", "hard-2026"):
        assert make_seat(cfg, spec, 1).search.budget.time_limit == float("inf")
    assert make_seat(cfg, "hard-ref", 1).searcher.budget.time_limit == float("inf")
    runs = []
    for workers in ("1", "2"):
        assert arena_module.main(["--variant", "briscola-2", "--a", "hard", "--b", "hard-ref",
                                  "--deals", "2", "--workers", workers, "--worlds", "4",
                                  "--hard", "core_worlds=8", "--seed", "4", "--json"]) == 0
        runs.append(json.loads(capsys.readouterr().out))
        runs[-1].pop("seconds")
    assert runs[0] == runs[1]


def test_one_hard_budget_against_another(capsys, tmp_path):
    """--hard-b gives B's Hard its own budget (tuning a budget against the one of today):
    recorded with each deal and in the summary; the same budget on both sides is Hard
    against itself, every deal even."""
    out = tmp_path / "tune.jsonl"
    args = ["--variant", "briscola-2", "--a", "hard", "--b", "hard", "--deals", "2",
            "--workers", "1", "--seed", "6", "--json"]
    assert arena_module.main(args + ["--hard", "core_worlds=8", "--hard-b", "core_worlds=16",
                                     "--out", str(out)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["hard"] == {"core_worlds": 8} and summary["hard_b"] == {"core_worlds": 16}
    assert _lines(out)[0]["hard_b"] == {"core_worlds": 16}
    assert arena_module.main(args + ["--hard", "core_worlds=8", "--hard-b", "core_worlds=8"]) == 0
    even = json.loads(capsys.readouterr().out)
    assert even["win_rate"] == 0.5 and even["mean_diff"] == 0


def test_b_hard_without_its_own_budget_is_todays_hard():
    """--hard sets A's Hard only: B's Hard, without --hard-b, plays Hard's default budget
    (a tuning run against today's Hard), not A's."""
    from biscambiggia_gui.ai.hard import HardBudget
    from biscambiggia_gui.arena import ArenaConfig
    from biscambiggia_gui.arena.deals import make_seat
    cfg = ArenaConfig("briscola-2", a="hard", b="hard", seed=1, hard=(("core_worlds", 8),))
    a, b = make_seat(cfg, "hard", 1), make_seat(cfg, "hard", 2, b=True)
    assert a.search.budget.core_worlds == 8
    assert b.search.budget.core_worlds == HardBudget().core_worlds


def test_the_arena_as_a_library():
    """run() with an executor and a test, the summary of the deals it counted."""
    from biscambiggia_gui.arena import ArenaConfig, InProcess, Sprt, run, summarize
    cfg = ArenaConfig("briscola-2", a="medium", b="random", seed=12)
    report = run(cfg, range(300), InProcess(), sprt=Sprt.make((0, 100), "elo", seatings=2))
    assert report.sprt.verdict == "H1" and not report.failed
    assert sorted(report.deals) == list(range(len(report.deals)))
    assert summarize(report.deals)["games"] == 2 * len(report.deals) < 600


def test_ray_executor_plays_the_same_deals(capsys):
    """The Ray executor, on a local Ray started here with one CPU, gives the result of the
    local processes (skipped where Ray is not installed: pip install '.[cluster]')."""
    pytest.importorskip("ray")
    args = ["--variant", "briscola-2", "--a", "medium", "--b", "easy", "--deals", "3",
            "--seed", "21", "--json"]
    assert arena_module.main(args + ["--workers", "1"]) == 0
    local = json.loads(capsys.readouterr().out)
    assert arena_module.main(args + ["--executor", "ray", "--workers", "1"]) == 0
    remote = json.loads(capsys.readouterr().out)
    for run in (local, remote):
        run.pop("seconds")
    assert remote == local


def test_ray_executor_says_how_to_install_ray(capsys, monkeypatch):
    import builtins
    real = builtins.__import__

    def no_ray(name, *args, **kwargs):
        if name == "ray":
            raise ImportError("no ray here")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_ray)
    assert arena_module.main(["--executor", "ray", "--deals", "1"]) == 2
    assert "pip install 'biscambiggia[cluster]'" in capsys.readouterr().err


def test_compare_tells_two_players_apart_deal_by_deal(capsys, tmp_path):
    """Two runs against the same B on the same deals: --compare gives the first's A minus
    the second's, on the deals both finished. The difference of the means is the mean of
    the differences; a run compared with itself differs by nothing, every deal alike; runs
    against different Bs, or of no common deal, are refused with a message."""
    arena = load_arena()
    common = ["--variant", "briscola-2", "--b", "medium", "--workers", "1", "--seed", "5",
              "--json"]
    easy, rnd, other = (str(tmp_path / n) for n in ("easy.jsonl", "random.jsonl", "o.jsonl"))
    assert arena.main(common + ["--a", "easy", "--deals", "6", "--out", easy]) == 0
    assert arena.main(common + ["--a", "random", "--deals", "4", "--out", rnd]) == 0
    capsys.readouterr()
    summaries = []
    for name in (easy, rnd):
        assert arena.main(["--variant", "briscola-2", "--json", "--pool", name]) == 0
        summaries.append(json.loads(capsys.readouterr().out))
    # the first four deals of the easy run, pooled alone, to compare like with like
    first_four = str(tmp_path / "easy4.jsonl")
    with open(easy) as f, open(first_four, "w") as g:
        g.writelines(line for line in f if json.loads(line)["deal"] < 4)
    assert arena.main(["--variant", "briscola-2", "--json", "--pool", first_four]) == 0
    four = json.loads(capsys.readouterr().out)
    assert arena.main(["--variant", "briscola-2", "--json", "--compare", easy, rnd]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["deals"] == 4 and found["first"] == "easy" and found["second"] == "random"
    assert found["share_diff"] == pytest.approx(four["win_rate"] - summaries[1]["win_rate"])
    assert found["margin_diff"] == pytest.approx(four["mean_diff"] - summaries[1]["mean_diff"])
    assert found["share_diff_ci"][0] <= found["share_diff"] <= found["share_diff_ci"][1]
    assert arena.main(["--variant", "briscola-2", "--json", "--compare", easy, easy]) == 0
    same = json.loads(capsys.readouterr().out)
    assert same["deals"] == 6 and same["alike"] == 6 and same["margin_diff"] == 0.0
    assert arena.main(["--variant", "briscola-2", "--compare", easy, rnd]) == 0
    text = capsys.readouterr().out
    assert "easy (" in text and "minus random" in text and "on the 4 deals both finished" in text
    assert arena.main(common + ["--a", "easy", "--b", "random", "--deals", "1", "--out",
                                other]) == 0
    capsys.readouterr()
    assert arena.main(["--variant", "briscola-2", "--compare", easy, other]) == 2
    assert "not against the same B" in capsys.readouterr().err
    assert arena.main(["--variant", "briscola-2", "--compare", easy, str(tmp_path / "no")]) == 2
    assert "cannot read" in capsys.readouterr().err
