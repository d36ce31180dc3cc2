"""The scripts that open the window (bench/, packaging/) use folders of their own for the
data and the settings: run as a player would run them, the player's folders are neither
read nor written, not even to set aside a settings file the game must not read."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from uihelpers import ROOT


def tree(folder):
    return {str(p.relative_to(folder)): (p.is_dir(), p.lstat().st_mtime_ns) for p in folder.rglob("*")}


@pytest.mark.parametrize("script, kept", [
    (["bench/table_pace.py", "--variant", "briscola-2", "--hands", "1", "--speed", "instant", "--level", "random"], 1),
    (["packaging/screenshot.py", "{tmp}/shot.png"], 1),
    (["bench/startup.py", "game"], 0),             # its folder is gone when it exits
])
def test_a_window_script_leaves_the_players_folders_alone(script, kept, tmp_path):
    home, scratch = tmp_path / "home", tmp_path / "scratch"
    (home / ".config" / "Biscambiggia" / "Biscambiggia.ini").mkdir(parents=True)   # set aside if read
    (home / ".local" / "share" / "biscambiggia").mkdir(parents=True)
    (home / ".local" / "share" / "biscambiggia" / "stats.json").write_text("{}")
    scratch.mkdir()
    before = tree(home)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("BISCAMBIGGIA_", "XDG_")) and k not in ("HOME", "TMPDIR")}
    env.update(HOME=str(home), TMPDIR=str(scratch), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, *[a.format(tmp=tmp_path) for a in script]], env=env,
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert tree(home) == before
    assert len(list(scratch.iterdir())) == kept                    # its own folder, in the temporary one
