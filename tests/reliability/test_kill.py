"""kill -9 at random moments (issue 15): a process plays and autosaves after every action
(tests/reliability/play_and_save.py); it is killed with SIGKILL at a random moment, many
times in a row, each new process resuming the last one's autosave. After every kill the
autosave opens, is never older than the last save the process had finished, never older
than what the previous kill left, and at most one temporary file of a killed save is left
behind, which the next start removes. 30 kills here; BISCAMBIGGIA_FUZZ=long makes it 300."""
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from biscambiggia_gui.paths import user_data_dir
from biscambiggia_gui.store import saves

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
KILLS = 300 if os.environ.get("BISCAMBIGGIA_FUZZ") == "long" else 30


def temporaries():
    return list(user_data_dir().glob(".autosave.json.*.tmp"))


def test_killed_at_random_moments_the_save_is_never_lost_nor_older():
    rng = random.Random(15)
    last = (0, 0)
    saved_any = left_behind = 0
    for kill in range(KILLS):
        proc = subprocess.Popen([sys.executable, str(HERE / "play_and_save.py"), str(kill)],
                                cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        read = []
        try:
            assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
            # a random moment counted in the process's own saves (0 to 5 of them), then a
            # random moment within the next ones: on a loaded machine, or a disk whose fsync
            # is slow, a moment in wall-clock time alone (0 to 0.25 s) fell before any save
            for _ in range(rng.randrange(6)):
                read.append(proc.stdout.readline())
            time.sleep(rng.uniform(0.0, 0.05))
        finally:
            proc.send_signal(signal.SIGKILL)
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == -signal.SIGKILL, err
        assert len(temporaries()) <= 1                 # the next start removes it
        left_behind += bool(temporaries())
        said = [line for line in "".join(read + [out]).splitlines() if line]
        if not saves.has_autosave():
            assert said and said[-1].startswith("ending"), said[-3:]
            last = (0, 0)                              # the match ended: the next one starts afresh
            continue
        loaded = saves.load_autosave()                 # opens: never corrupt
        now = (int(loaded.payload["match_id"]), sum(len(h.actions) for h in loaded.match.hands))
        assert now >= last, (kill, now, last)
        confirmed = [tuple(map(int, line.split()[1:])) for line in said if line.startswith("saved")]
        if confirmed:
            assert now >= confirmed[-1], (kill, now, confirmed[-1])
            saved_any += 1
        last = now
    assert saved_any >= KILLS // 3                      # the kills did fall in the middle of play
    print(f"{KILLS} kills, {saved_any} in the middle of play, {left_behind} left a temporary file")
    # a last start cleans up after the last kill, and resumes
    done = subprocess.run([sys.executable, str(HERE / "play_and_save.py"), "0", "--ready-only"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "ready", done.stderr
    assert not temporaries()
