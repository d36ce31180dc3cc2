"""The windows beside the table and the threads they run live as long as they are shown
or running, whatever Python's garbage collector does meanwhile. A top-level window whose
last Python reference goes vanishes, and a QThread destroyed while it runs ("QThread:
Destroyed while thread is still running") aborts the whole game with no traceback: a
play-through once saw the game simply gone in the chiamata lesson (docs/reliability.md,
"The game that vanished"). Each test drops every reference it holds, forces a
collection and checks the window, the thread and the process."""
from __future__ import annotations

import gc
import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from shiboken6 import isValid

from biscambiggia_gui.engine.lessons import lessons
from biscambiggia_gui.ui import workers
from uihelpers import finish_hand, open_near_end


class SlowPlayer:
    """A computer that thinks until it is let go (a Hard search on a slow machine)."""

    def __init__(self, gate: threading.Event, started: threading.Event):
        self.gate, self.started = gate, started

    def choose(self, observation, legal):
        self.started.set()
        self.gate.wait(30)
        return legal[0]


def slow_players(monkeypatch):
    gate, started = threading.Event(), threading.Event()
    monkeypatch.setattr(workers, "make_ai", lambda level, seed=None: SlowPlayer(gate, started))
    return gate, started


def collect(qtbot, ms: int = 50) -> None:
    """Every cycle collected, the deferred deletions done, and again."""
    for _ in range(3):
        gc.collect()
        QApplication.processEvents()
        qtbot.wait(ms // 3)


def test_a_lesson_closed_while_its_computer_thinks_stops_its_thread(qtbot, window, monkeypatch):
    """Leave pressed while a computer of the lesson's free hand is thinking: the window goes,
    its thread is stopped first (never destroyed while it runs), and the late answer finds
    nobody to play for."""
    from biscambiggia_gui.ui.lesson_window import open_lesson
    gate, started = slow_players(monkeypatch)
    lw = open_lesson(window, lessons()["chiamata"])
    qtbot.waitExposed(lw)
    ctrl = lw.ctrl
    hand = ctrl.hand
    seat = hand.current_player()
    ctrl.ai.ask(seat, "hard", hand.observation(seat), hand.legal_actions())
    assert started.wait(10)
    thread = ctrl.ai.worker_thread
    threading.Timer(0.3, gate.set).start()               # the thought ends while closing
    qtbot.mouseClick(lw.leave_button, Qt.LeftButton)
    assert not thread.isRunning() and window.lesson_window is None
    del lw, ctrl, hand, thread
    collect(qtbot)
    assert window.isVisible() and window.lesson_window is None


def test_a_review_window_whose_references_are_dropped_stays_and_works(qtbot, window, tmp_path):
    """The review window is kept by the window it was opened from for as long as it is
    shown: no reference of the caller's is needed, a collection leaves it up, and its
    Review runs to the end."""
    open_near_end(window, tmp_path, "briscola-2", {"hands": 2}, left=4, before=1)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    end = window.summary
    qtbot.mouseClick(end.review, Qt.LeftButton)          # "Review the deals..." at the match end
    qtbot.waitExposed(window.review_window)
    del end
    collect(qtbot)
    rw = window.review_window
    assert rw is not None and isValid(rw) and rw.isVisible()
    qtbot.mouseClick(rw.go, Qt.LeftButton)               # then Review
    del rw
    collect(qtbot)
    rw = window.review_window
    assert rw is not None and isValid(rw) and rw.isVisible()
    qtbot.waitUntil(lambda: rw.job is None, timeout=60000)
    assert rw.decisions and rw.isVisible()


def test_a_review_closed_while_it_runs_stops_its_thread(qtbot, window, tmp_path):
    """Close (or Esc) while the search runs: the thread is cancelled and waited for before
    the window goes; nothing aborts, and the match end comes back."""
    open_near_end(window, tmp_path, "briscola-2", {"hands": 2}, left=4, before=1)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    end = window.summary
    qtbot.mouseClick(end.review, Qt.LeftButton)
    rw = window.review_window
    qtbot.waitExposed(rw)
    rw.deeper.setChecked(True)
    qtbot.mouseClick(rw.go, Qt.LeftButton)
    job = rw.job
    assert job is not None and job.isRunning()
    qtbot.keyClick(rw, Qt.Key_Escape)
    assert not job.isRunning() and window.review_window is None
    del rw, job
    collect(qtbot)
    qtbot.waitUntil(end.isVisible)


def test_review_asked_again_while_a_review_runs_keeps_one_window(qtbot, window, tmp_path):
    """Table > Review the hands again while the review window's search runs: the old
    window is closed (its thread stopped) and the new one stays up."""
    open_near_end(window, tmp_path, "briscola-2", {"hands": 2}, left=4, before=1)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    window.summary.close()
    window.review_hands()
    old = window.review_window
    qtbot.waitExposed(old)
    old.deeper.setChecked(True)
    qtbot.mouseClick(old.go, Qt.LeftButton)
    job = old.job
    window.review_hands()
    new = window.review_window
    assert new is not old and not job.isRunning()
    del old, job
    collect(qtbot)
    assert isValid(new) and new.isVisible()
    qtbot.mouseClick(new.go, Qt.LeftButton)
    qtbot.waitUntil(lambda: new.job is None, timeout=60000)
    assert new.decisions and new.isVisible() and window.review_window is new


def test_the_chiamata_lesson_s_bids_with_collections_between_the_steps(qtbot, window):
    """The auction of the chiamata lesson (its second Bid at step 4 once ended a
    play-through), a collection forced before and after each click."""
    from biscambiggia_gui.ui.lesson_window import open_lesson
    lw = open_lesson(window, lessons()["chiamata"])
    lw.ctrl.set_speed("instant")
    qtbot.waitExposed(lw)
    for bid in ("bid:A", "bid:K"):
        qtbot.waitUntil(lambda: lw.ctrl.steps.idle() and (lw.ctrl.waiting_for_next()
                                                           or lw.ctrl.awaiting is not None))
        while lw.ctrl.waiting_for_next():
            collect(qtbot)
            qtbot.mouseClick(lw.next_button, Qt.LeftButton)
            qtbot.waitUntil(lambda: lw.ctrl.steps.idle() and (lw.ctrl.waiting_for_next()
                                                               or lw.ctrl.awaiting is not None))
        assert lw.ctrl.item().action == bid
        collect(qtbot)
        button = [b for b in lw.panel.findChildren(QPushButton, "bid") if b.isVisible()][-1]
        qtbot.mouseClick(button, Qt.LeftButton)
        del button
        collect(qtbot)
        assert isValid(lw) and lw.isVisible()
    qtbot.waitUntil(lambda: lw.ctrl.item() is not None and lw.ctrl.item().action == "call:KS")
    lw.close()
