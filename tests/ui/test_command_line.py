"""The command line: a mistyped command word gets the usage and one line naming it, exit 2,
and no window; Qt's own options and a path to an existing file (a desktop's "Open with")
still start the game; every option of every command says in its --help what it does."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from biscambiggia_gui.__main__ import unknown_word

from uihelpers import ROOT


def cli(args, cwd, **env):
    """The program as a terminal starts it, with no display: a window would fail there."""
    plain = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    plain.update({"QT_QPA_PLATFORM": "xcb", "PYTHONPATH": str(ROOT)}, **env)
    return subprocess.run([sys.executable, "-m", "biscambiggia_gui", *args], env=plain, cwd=cwd,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("args, word, near", [
    (["replya", "x.json"], "'replya'", "did you mean replay?"),
    (["--smoke-tset"], "'--smoke-tset'", "did you mean --smoke-test?"),
    (["-style", "fusion", "reveiw"], "'reveiw'", "did you mean review?"),
    (["-platform", "offscreen", "--frobnicate"], "'--frobnicate'", "unknown command, option or file"),
    # a path as every message shows one (engine.messages.shown_path): in “…”
    (["nosuch.json"], "“nosuch.json”", "no such file: “nosuch.json”"),
    (["records/gone"], "“records/gone”", "no such file"),
    (["review.json"], "“review.json”", "no such file: “review.json”; see"),    # no "did you mean"
    (["./replay.json"], "“./replay.json”", "no such file: “./replay.json”; see"),
    (["C:\\Partite\\coppa"], "“C:\\Partite\\coppa”", "no such file"),  # a Windows folder, anywhere
    (["frobnicate"], "'frobnicate'", "unknown command, option or file"),
])
def test_a_mistyped_word_gets_the_usage_and_exit_2(args, word, near, tmp_path):
    done = cli(args, tmp_path)
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert lines[0].startswith("usage: biscambiggia")
    assert word in lines[-1] and near in lines[-1] and "--help" in lines[-1]
    assert "graphical desktop" not in done.stderr                  # no window was tried


@pytest.mark.parametrize("args", [
    [], ["--smoke-test"], ["-style", "fusion"], ["-style=fusion"], ["--style", "fusion"],
    ["-platform", "offscreen:fontengine=freetype"], ["-reverse", "-qwindowtitle", "any words"],
    ["-session", "1234abcd"], ["-psn_0_12345"], ["-stylesheet", "not-there.qss"],
])
def test_qt_options_are_left_to_qt(args):
    assert unknown_word(args) is None


def test_open_with_passes_an_existing_file_and_the_game_starts(tmp_path):
    record = tmp_path / "my match.json"
    record.write_text("{}", encoding="utf-8")
    assert unknown_word([str(record)]) is None
    assert unknown_word([str(tmp_path / "gone.json")]) == str(tmp_path / "gone.json")
    done = cli(["-platform", "offscreen", "-style", "fusion", "--smoke-test", str(record)], tmp_path,
               BISCAMBIGGIA_DATA=str(tmp_path / "data"), BISCAMBIGGIA_CONFIG=str(tmp_path / "config"))
    assert done.returncode == 0, done.stderr
    assert "smoke test: one hand of" in done.stdout


@pytest.mark.parametrize("command", ["replay", "review", "bot", "arena"])
def test_every_option_of_a_command_says_what_it_does(command, tmp_path):
    """`biscambiggia COMMAND --help`: each argument and option has its words beside it
    (`--seat SEAT` alone never said that seats count from 0, nor `--variant VARIANT` which
    ids there are), and no word is broken at its hyphen ("briscola-" / "chiamata")."""
    done = cli([command, "--help"], tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if line.endswith("arguments:")
                 or line == "options:")
    entries: list[list[str]] = []
    for line in lines[start:]:
        if re.match(r"^  \S", line):
            entries.append([line])
        elif re.match(r"^   +\S", line) and entries:
            entries[-1].append(line)
    assert len(entries) >= 2
    silent = [e[0].strip() for e in entries
              if len(e) == 1 and not re.search(r"\S {2,}\S", e[0].strip())]
    assert silent == [], f"{command} --help: no words for {silent}"
    assert not any(line.rstrip().endswith("-") and not line.rstrip().endswith(" -")
                   for line in lines), done.stdout
