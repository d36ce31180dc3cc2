"""The table's steps: what the controller shows, one step after the other, each waiting for
the cards it set moving to settle (the scene's `animationsDone`, as libkcardgame's dealer
chains on `cardAnimationDone`) and then for a pause of its own (time to see a trick, to
read a declaration). No step waits on a guessed animation time.

    steps.add(show_play)                  # run, then wait until no card moves
    steps.add(noop, pause_ms=500)         # ... and then half a second more
    steps.add(deal_one, 55, settle=False) # don't wait for the move: the next card follows
    steps.run()

A step whose cards are already still (and that has no pause) runs straight on, in the same
call: at the instant speed a whole hand's steps run at once. If the scene's signal were
ever lost, a safety timer (`SAFETY_MS`) moves on anyway, so the table never hangs; `lost`
counts those times. When the queue has run out and no card moves, `rested` is emitted."""
from __future__ import annotations

import logging
from collections import deque

from PySide6.QtCore import QObject, QTimer, Signal

log = logging.getLogger(__name__)

SAFETY_MS = 3000        # longer than any move at the slowest speed


class Steps(QObject):
    rested = Signal()                   # nothing queued and no card moving

    def __init__(self, scene, parent=None, safety_ms: int = SAFETY_MS):
        super().__init__(parent)
        self.scene = scene
        self.queue: deque = deque()
        self.running = False
        self.waiting: str | None = None  # "settle", "pause" or "rest" while a timer/signal is due
        self.lost = 0                    # waits ended by the safety timer, not the scene
        self._pause = 0
        self._gen = 0
        self.safety_ms = safety_ms
        self._timer = QTimer(self)       # the pause after a step
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._pump)
        self._safety = QTimer(self)
        self._safety.setSingleShot(True)
        self._safety.timeout.connect(self._lost)
        self._check = QTimer(self)       # looks again once the event that settled is over
        self._check.setSingleShot(True)
        self._check.setInterval(0)
        self._check.timeout.connect(self._still)
        scene.animationsDone.connect(self._check.start)

    # --- queue ------------------------------------------------------------------------------
    def add(self, fn, pause_ms: float = 0, settle: bool = True) -> None:
        """Queue `fn`; after it, wait until no card moves (unless not `settle`), then
        `pause_ms` more. The pause of the last step queued is skipped."""
        self.queue.append((fn, max(0, int(pause_ms)), settle))

    def barrier(self) -> None:
        """Wait here until every card set moving so far has settled."""
        self.add(_nothing)

    def run(self) -> None:
        if not self.running:
            self._pump()

    def clear(self) -> None:
        self.queue.clear()
        self._timer.stop()
        self._safety.stop()
        self.waiting = None
        self.running = False
        self._gen += 1

    def idle(self) -> bool:
        return not self.running and not self.queue

    # --- running ----------------------------------------------------------------------------
    def _pump(self) -> None:
        self.running = True
        self.waiting = None
        self._timer.stop()
        self._safety.stop()
        gen = self._gen
        while self.queue:
            fn, pause, settle = self.queue.popleft()
            fn()
            if gen != self._gen:            # the step cleared the queue (a new hand, a stop)
                return
            if not self.queue:
                break
            if settle and self.scene.busy():
                self._pause = pause
                self.waiting = "settle"
                self._safety.start(self.safety_ms)
                return
            if pause > 0:
                self.waiting = "pause"
                self._timer.start(pause)
                return
        self.running = False
        if self.scene.busy():
            self.waiting = "rest"
            self._safety.start(self.safety_ms)
        else:
            self.rested.emit()

    def _still(self) -> None:
        if self.waiting not in ("settle", "rest") or self.scene.busy():
            return
        self._settled()

    def _lost(self) -> None:
        if self.waiting in ("settle", "rest"):
            self.lost += 1
            log.warning("no card settled within %d ms; the table moves on", self.safety_ms)
            self._settled()

    def _settled(self) -> None:
        self._safety.stop()
        if self.waiting == "rest":
            self.waiting = None
            self.rested.emit()
        elif self._pause > 0:
            self.waiting = "pause"
            self._timer.start(self._pause)
        else:
            self._pump()


def _nothing() -> None:
    pass
