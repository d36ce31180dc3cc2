"""Hard's decision time inside the application: the computer players think on the window's
worker thread while the table animates on the GUI thread (both in one Python process, so
they share the interpreter). Every seat is a Hard computer; the window plays whole hands at
the chosen animation speed, offscreen, and the worker's time per decision (more than one
legal action) is reported as p50, p95 and max per variant.

    python bench/ai_latency_window.py --hands 2
    python bench/ai_latency_window.py --variant tarocchi-pizzico --speed normal --hands 1

bench/ai_latency.py measures the same players alone in a process; this shows what the GUI
thread's work adds. Nothing is saved: autosave and statistics are off, settings go to a
scratch folder.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.dirname(BENCH), BENCH]

from ai_latency import percentile  # noqa: E402
from biscambiggia_gui.engine import variants  # noqa: E402
from biscambiggia_gui.paths import private_folders  # noqa: E402
from window_hands import play_hands  # noqa: E402

HAND_TIMEOUT_S = 600


def timed_worker(times: list[float], on_main: list[bool]):
    """Wrap the worker's slot so each Hard decision with a choice is timed where it runs;
    `on_main` gets, per call, whether it ran on the GUI thread (it must not)."""
    from PySide6.QtCore import QCoreApplication, QThread
    from biscambiggia_gui.ui.workers import AIWorker
    think = AIWorker.think

    def timed(self, token, seat, level, observation, legal):
        on_main.append(QThread.currentThread() is QCoreApplication.instance().thread())
        start = time.perf_counter()
        think(self, token, seat, level, observation, legal)
        if level == "hard" and len(legal) > 1:
            times.append(time.perf_counter() - start)
    # The name matters: PySide6 connects a signal to a method of an object moved to a
    # QThread by the method's name, and queues the call to that thread only if it finds the
    # slot by it; under another name the wrapper would run on the GUI thread.
    timed.__name__ = think.__name__
    AIWorker.think = timed
    return think


def play(app, variant_id: str, hands: int, speed: str, seed: int) -> list[float]:
    from biscambiggia_gui.ui.mainwindow import MainWindow
    from biscambiggia_gui.ui.workers import AIWorker

    times: list[float] = []
    on_main: list[bool] = []
    original = timed_worker(times, on_main)
    window = None
    try:
        window = MainWindow()                    # the worker connects the wrapped slot
        window.keeper.enabled = False
        window.resize(1280, 800)
        window.show()
        window.ctrl.set_speed(speed)
        play_hands(app, window, variant_id, "hard", hands, seed, HAND_TIMEOUT_S)
    finally:
        if window is not None:
            window.shutdown()
            window.close()
        AIWorker.think = original
    if any(on_main):
        raise SystemExit(f"{variant_id}: the computer players thought on the GUI thread")
    return times


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Hard's decision time inside the window")
    ap.add_argument("--variant", action="append", help="a variant id (default: all)")
    ap.add_argument("--hands", type=int, default=2, help="hands per variant (at least 1)")
    ap.add_argument("--speed", default="fast", choices=["instant", "fast", "normal", "slow"])
    ap.add_argument("--seed", type=int, default=99)
    args = ap.parse_args(argv)
    if args.hands < 1:
        ap.error("--hands must be at least 1")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    private_folders("biscambiggia-bench-")                      # data and settings: the player's stay untouched
    from biscambiggia_gui.app import build
    app, _window, _reporter = build([], smoke=True)
    _window.close()
    print(f"Hard on every seat, in the window ({args.speed} animations, offscreen), "
          f"{args.hands} hands per variant; time on the worker thread per decision")
    print(f"{'variant':18} {'decisions':>9} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for vid in args.variant or list(variants()):
        times = play(app, vid, args.hands, args.speed, args.seed)
        if not times:
            print(f"{vid:18} {0:9d}  (no decision with a choice)")
            continue
        print(f"{vid:18} {len(times):9d} {1000 * percentile(times, 0.5):8.1f} "
              f"{1000 * percentile(times, 0.95):8.1f} {1000 * max(times):8.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
