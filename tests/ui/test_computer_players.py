"""Computer seats (issue 4): "The computer opponents play from the AI module through the
engine's observations, without freezing the window." Also the command-line smoke test:
"`python -m biscambiggia_gui --smoke-test` starts the application, plays one hand with
computer players on every seat, and exits 0 (it works offscreen too)."""
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

from PySide6.QtCore import QTimer

from biscambiggia_gui.ui import workers

from uihelpers import start, wait_turn

ROOT = Path(__file__).resolve().parents[2]


class SlowPlayer:
    """Thinks for a while, off the GUI thread, seeing only an observation."""

    seen: list = []

    def __init__(self, *args, **kwargs):
        pass

    ticked = threading.Event()

    def choose(self, observation, legal):
        SlowPlayer.seen.append((threading.current_thread() is threading.main_thread(),
                                sorted(observation)))
        # answer only once the window's timer has ticked: proof the GUI thread kept running
        SlowPlayer.ticked.wait(10)
        return legal[0]


def test_a_thinking_computer_does_not_freeze_the_window(qtbot, window, monkeypatch):
    monkeypatch.setattr(workers, "make_ai", lambda level, seed=None: SlowPlayer())
    SlowPlayer.seen.clear()
    SlowPlayer.ticked.clear()
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()) or (
        len(ticks) >= 8 and bool(SlowPlayer.seen) and SlowPlayer.ticked.set()))
    timer.start(20)
    start(window, "briscola-2", seats=["computer", "person"], seed=3, dealer=1)
    qtbot.waitUntil(lambda: bool(SlowPlayer.seen))
    qtbot.waitUntil(lambda: window.ctrl.awaiting == 1)
    timer.stop()
    # the event loop kept turning while the computer was thinking
    assert SlowPlayer.ticked.is_set() and len(ticks) >= 8
    on_gui_thread, keys = SlowPlayer.seen[0]
    assert not on_gui_thread
    assert "hand" in keys and "history" in keys


def test_the_thread_stops_with_the_window(qtbot, window):
    start(window, "biscambiggia-4", seats=["computer"] * 4, seed=1)
    qtbot.waitUntil(lambda: len(window.ctrl.hand.actions) >= 3)
    window.close()
    assert not window.ctrl.ai.worker_thread.isRunning()


def test_a_failing_computer_still_plays_a_legal_card(qtbot, window, monkeypatch):
    class Broken:
        def choose(self, observation, legal):
            raise RuntimeError("half-written AI")

    monkeypatch.setattr(workers, "make_ai", lambda level, seed=None: Broken())
    start(window, "briscola-2", seats=["computer", "person"], seed=8, dealer=1)
    wait_turn(qtbot, window)
    assert window.ctrl.awaiting == 1 and len(window.ctrl.hand.actions) == 1


def test_an_unknown_level_falls_back_to_a_legal_player():
    assert hasattr(workers.make_ai("easy", seed=1), "choose")
    stand_in = workers.make_ai("no-such-level", seed=1)
    assert stand_in.choose({}, ["7H", "AS"]) in ("7H", "AS")


def test_smoke_test_command_exits_zero_offscreen(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BISCAMBIGGIA_DATA=str(tmp_path))
    # (no clock here: the smoke test gives its hand SMOKE_TIMEOUT_S itself, and says so)
    proc = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "--smoke-test"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "smoke test: one hand" in proc.stdout
    # the player's files are left alone: no autosave, no statistics, no crash logs
    assert not [p.name for p in tmp_path.iterdir() if p.name != "settings"]
