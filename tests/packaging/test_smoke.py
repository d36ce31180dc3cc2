"""The smoke test guards every build: it fails, naming the file, when an asset, a compiled
translation, a rules page or a licence text is missing, or when a card picture does not
draw. Each case runs the real `python -m biscambiggia_gui --smoke-test` on a copy of the
assets with one thing broken (BISCAMBIGGIA_ASSETS points the game at the copy)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from biscambiggia_gui import inventory
from biscambiggia_gui.paths import assets_dir


def _smoke(assets: Path, data: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("BISCAMBIGGIA_")}
    env.update(QT_QPA_PLATFORM="offscreen", BISCAMBIGGIA_ASSETS=str(assets),
               BISCAMBIGGIA_DATA=str(data), BISCAMBIGGIA_CONFIG=str(data.parent / "config"))
    return subprocess.run([sys.executable, "-m", "biscambiggia_gui", "--smoke-test"], env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture
def assets(tmp_path) -> Path:
    copy = tmp_path / "assets"
    shutil.copytree(assets_dir(), copy)
    return copy


def _error_lines(proc) -> list[str]:
    return [line for line in proc.stderr.splitlines() if line.startswith("smoke test:")]


def test_checkout_carries_everything():
    assert inventory.missing() == []
    required = inventory.required()
    assert len([f for f in required if f.startswith("decks/")]) == 41 + 41 + 79
    assert "licences/LGPL-3.0.txt" in required and "rules/it/tarocchi.html" in required


def test_complete_copy_passes(assets, tmp_path):
    proc = _smoke(assets, tmp_path / "data")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "one hand of" in proc.stdout


@pytest.mark.parametrize("rel", ["decks/tarot/T21.svg", "decks/genoese/back.svg",
                                 "translations/biscambiggia_it.qm", "rules/it/mariagio.html",
                                 "licences/Python-PSF.txt", "table/felt.svg"])
def test_missing_file_fails_naming_it(assets, tmp_path, rel):
    (assets / rel).unlink()
    proc = _smoke(assets, tmp_path / "data")
    assert proc.returncode == 1
    (line,) = _error_lines(proc)
    assert rel in line and "1 file(s) missing" in line
    assert "Traceback" not in proc.stderr


def test_picture_that_does_not_draw_fails_naming_it(assets, tmp_path):
    first = inventory.DECK_STYLES[1]
    from biscambiggia_gui.art.palette import deck_codes
    card = f"decks/{first}/{deck_codes(first)[0]}.svg"
    (assets / card).write_text("<svg this is not", encoding="utf-8")
    proc = _smoke(assets, tmp_path / "data")
    assert proc.returncode == 1
    (line,) = _error_lines(proc)
    assert card in line and "does not draw" in line


def test_many_missing_files_stay_one_line(assets, tmp_path):
    shutil.rmtree(assets / "decks" / "italian")
    proc = _smoke(assets, tmp_path / "data")
    assert proc.returncode == 1
    (line,) = _error_lines(proc)
    assert "41 file(s) missing" in line and "and 36 more" in line


def test_a_passing_smoke_test_prints_no_note_of_qts_offscreen_plugin(tmp_path):
    """A smoke test that passed ended with "This plugin does not support
    propagateSizeHints()" on standard error, where a fault's one line goes: a note of
    Qt's offscreen platform to Qt's own developers, printed for every window shown."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("BISCAMBIGGIA_") and k != "QT_QPA_PLATFORM"}
    env.update(BISCAMBIGGIA_DATA=str(tmp_path / "data"), BISCAMBIGGIA_CONFIG=str(tmp_path / "config"))
    proc = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "--smoke-test"], env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "one hand of" in proc.stdout
    assert "does not support" not in proc.stderr, proc.stderr
