"""The scripts README.md's developer table gives start: each `bench/` and `packaging/`
script it names answers `--help` with status 0 and its usage, in a real process.
bench/ai_latency.py stopped with an AttributeError traceback before its usage (it read a
default, `Budget.time_limit`, that the budget had turned into a default factory)."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def named_scripts() -> list[str]:
    """Every `bench/NAME.py` and `packaging/NAME.py` README.md runs with `.venv/bin/python`."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return sorted(set(re.findall(r"\.venv/bin/python ((?:bench|packaging)/\w+\.py)", text)))


def test_the_readme_names_the_bench_scripts():
    assert "bench/ai_latency.py" in named_scripts()


@pytest.mark.parametrize("script", named_scripts())
def test_a_script_the_readme_names_answers_help(script, tmp_path):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("BISCAMBIGGIA_", "XDG_")) and k not in ("HOME", "TMPDIR")}
    env.update(HOME=str(tmp_path), TMPDIR=str(tmp_path), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, script, "--help"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout.startswith("usage:"), done.stdout[:200]
