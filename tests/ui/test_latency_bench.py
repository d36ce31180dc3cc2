"""bench/ai_latency_window.py, the in-window measure of Hard's decision time, plays whole
hands in the real window with its worker thread (figures: docs/benchmarks.md)."""
import importlib.util
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load_bench():
    path = os.path.join(ROOT, "bench", "ai_latency_window.py")
    spec = importlib.util.spec_from_file_location("ai_latency_window", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_window_bench_times_every_hard_decision_of_a_hand(qapp):
    from biscambiggia_gui.ui.workers import AIWorker
    bench = load_bench()
    think = AIWorker.think
    times = bench.play(qapp, "briscola-2", 1, "instant", seed=3)
    # 40 cards, 20 tricks: each seat plays 20 cards, the last with no choice left
    assert 30 <= len(times) <= 40
    assert all(t > 0 for t in times)
    assert AIWorker.think is think          # the timing wrapper is taken off again


def test_the_window_bench_times_the_worker_thread_not_the_gui_thread(qtbot):
    from biscambiggia_gui.ui.workers import AIDriver, AIWorker
    bench = load_bench()
    times, on_main = [], []
    original = bench.timed_worker(times, on_main)
    got = []
    try:
        driver = AIDriver()
        driver.chosen.connect(lambda seat, action: got.append(action))
        observation, legal = _position()
        driver.ask(observation["seat"], "medium", observation, legal)
        qtbot.waitUntil(lambda: bool(got))
        driver.shutdown()
    finally:
        AIWorker.think = original
    assert got and got[0] in legal and on_main == [False]


def _position():
    from biscambiggia_gui.engine import Match
    match = Match("briscola-2", seed=4, dealer=1)
    hand = match.start_hand()
    return match.observation(hand.current_player()), hand.legal_actions()
