"""Computer players think on a worker thread, so the table never freezes.

`AIDriver` (GUI thread) owns a QThread and an `AIWorker` moved onto it. `ask()` sends the
worker a copy of the seat's observation and the legal actions; the answer comes back as
the `chosen` signal, tagged with a token so an answer to a question that no longer stands
(a new match, a closed window) is dropped. `shutdown()` stops the thread: call it before
the widgets go (the main window does, and so do the tests)."""
from __future__ import annotations

import copy
import logging
import random

from PySide6.QtCore import QObject, QThread, Signal, Slot

log = logging.getLogger(__name__)


class RandomLegalPlayer:
    """The stand-in computer player: any legal action."""

    def __init__(self, seed=None):
        self.rng = random.Random(seed)

    def choose(self, observation: dict, legal: list[str]) -> str:
        return self.rng.choice(legal)


def make_ai(level: str, seed=None):
    """The AI module's player for `level`, or the stand-in if that module is missing."""
    try:
        from ..ai import make_player
    except ImportError:
        return RandomLegalPlayer(seed)
    try:
        return make_player(level, seed=seed)
    except Exception as exc:                     # an unknown level, a half-written module
        log.warning("computer player %r unavailable (%s); playing any legal card", level, exc)
        return RandomLegalPlayer(seed)


class AIWorker(QObject):
    chosen = Signal(int, int, str)               # token, seat, action

    def __init__(self):
        super().__init__()
        self.players: dict[tuple[int, str], object] = {}
        self.seed = None

    @Slot(int, int, str, object, object)
    def think(self, token: int, seat: int, level: str, observation: dict, legal: list) -> None:
        key = (seat, level)
        player = self.players.get(key)
        if player is None:
            seed = None if self.seed is None else self.seed * 10 + seat
            player = self.players[key] = make_ai(level, seed)
        try:
            action = player.choose(observation, list(legal))
        except Exception:                        # a computer's mistake must not stop the game
            log.exception("computer player failed; playing a legal card instead")
            action = None
        if action not in legal:
            action = legal[0] if legal else ""
        self.chosen.emit(token, seat, action)

    @Slot(object)
    def reset(self, seed) -> None:
        self.players.clear()
        self.seed = seed


class AIDriver(QObject):
    chosen = Signal(int, str)                    # seat, action (current question only)
    _ask = Signal(int, int, str, object, object)
    _reset = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.token = 0
        self.thread = QThread()
        self.thread.setObjectName("computer players")
        self.worker = AIWorker()
        self.worker.moveToThread(self.thread)
        self._ask.connect(self.worker.think)
        self._reset.connect(self.worker.reset)
        self.worker.chosen.connect(self._answer)
        self.thread.finished.connect(self.worker.deleteLater)
        self.thread.start()
        self.pending = False

    def new_match(self, seed=None) -> None:
        self.cancel()
        self._reset.emit(seed)

    def ask(self, seat: int, level: str, observation: dict, legal: list[str]) -> int:
        self.token += 1
        self.pending = True
        self._ask.emit(self.token, seat, level, copy.deepcopy(observation), list(legal))
        return self.token

    def cancel(self) -> None:
        self.token += 1
        self.pending = False

    @Slot(int, int, str)
    def _answer(self, token: int, seat: int, action: str) -> None:
        if token != self.token or not self.thread.isRunning():
            return
        self.pending = False
        self.chosen.emit(seat, action)

    def shutdown(self) -> None:
        """Stop the thread (waits for a computer still thinking to finish its thought)."""
        self.cancel()
        if self.thread.isRunning():
            self.thread.quit()
            self.thread.wait()
