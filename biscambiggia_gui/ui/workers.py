"""Computer players think on a worker thread, so the table never freezes.

`AIDriver` (GUI thread) owns a QThread and an `AIWorker` moved onto it. `ask()` sends the
worker a copy of the seat's observation and the legal actions; the answer comes back as
the `chosen` signal, tagged with a token so an answer to a question that no longer stands
(a new match, a closed window) is dropped. `hint()` asks the same thread what the Hard
player would do in a person's place, with its reason (`hinted`). `shutdown()` stops the thread: call it before
the widgets go (the main window does, and so do the tests)."""
from __future__ import annotations

from typing import Any

import copy
import logging
import random

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..engine import seeds

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


HINT_LEVEL = "hard"


class AIWorker(QObject):
    chosen = Signal(int, int, str)               # token, seat, action
    explained = Signal(int, int, str, object)    # token, seat, action, reason (a Message, or "")

    def __init__(self):
        super().__init__()
        self.players: dict[tuple[int, str], Any] = {}
        self.seed: int = seeds.fresh_seed()    # drawn here, on the table's thread
        self.adviser = None

    @Slot(int, int, object, object)
    def explain(self, token: int, seat: int, observation: dict, legal: list) -> None:
        """What the Hard player would do in the person's place, and its reason."""
        if self.adviser is None:
            self.adviser = make_ai(HINT_LEVEL, self.seed)
        try:
            if hasattr(self.adviser, "explain"):
                action, reason = self.adviser.explain(observation, list(legal))
            else:
                action, reason = self.adviser.choose(observation, list(legal)), ""
        except Exception:                        # no hint is better than a stopped game
            log.exception("the hint failed")
            action, reason = (legal[0] if legal else ""), ""
        if action not in legal:
            action, reason = (legal[0] if legal else ""), ""
        self.explained.emit(token, seat, action, reason or "")

    @Slot(int, int, str, object, object)
    def think(self, token: int, seat: int, level: str, observation: dict, legal: list) -> None:
        key = (seat, level)
        player = self.players.get(key)
        if player is None:
            player = self.players[key] = make_ai(level, self.seed * 10 + seat)
        try:
            action = player.choose(observation, list(legal))
        except Exception:                        # a computer's mistake must not stop the game
            log.exception("computer player failed; playing a legal card instead")
            action = None
        if action not in legal:
            action = legal[0] if legal else ""
        self.chosen.emit(token, seat, action)

    @Slot(object)
    def reset(self, seed: int) -> None:
        self.players.clear()
        self.seed = seed
        self.adviser = None


class AIDriver(QObject):
    chosen = Signal(int, str)                    # seat, action (current question only)
    hinted = Signal(int, str, object)            # seat, action, reason: a Message (current hint only)
    _ask = Signal(int, int, str, object, object)
    _explain = Signal(int, int, object, object)
    _reset = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.token = 0
        self.worker_thread = QThread()
        self.worker_thread.setObjectName("computer players")
        self.worker = AIWorker()
        self.worker.moveToThread(self.worker_thread)
        self._ask.connect(self.worker.think)
        self._reset.connect(self.worker.reset)
        self._explain.connect(self.worker.explain)
        self.worker.chosen.connect(self._answer)
        self.worker.explained.connect(self._explained)
        self.hint_token = 0
        self.worker_thread.finished.connect(self.worker.deleteLater)
        self.worker_thread.start()
        self.pending = False

    def new_match(self, seed=None) -> None:
        """The computers of a new match: seeded by the match's seed, or (None) by a fresh
        one drawn here, on the table's thread, so the order of the draws is the table's."""
        self.cancel()
        self._reset.emit(seeds.fresh_seed() if seed is None else seed)

    def ask(self, seat: int, level: str, observation: dict, legal: list[str]) -> int:
        self.token += 1
        self.pending = True
        self._ask.emit(self.token, seat, level, copy.deepcopy(observation), list(legal))
        return self.token

    def cancel(self) -> None:
        self.token += 1
        self.hint_token += 1
        self.pending = False

    def hint(self, seat: int, observation: dict, legal: list[str]) -> int:
        """Ask for the Hard player's move in `seat`'s place (the answer: `hinted`)."""
        self.hint_token += 1
        self._explain.emit(self.hint_token, seat, copy.deepcopy(observation), list(legal))
        return self.hint_token

    @Slot(int, int, str, object)
    def _explained(self, token: int, seat: int, action: str, reason) -> None:
        if token == self.hint_token and self.worker_thread.isRunning():
            self.hinted.emit(seat, action, reason)

    @Slot(int, int, str)
    def _answer(self, token: int, seat: int, action: str) -> None:
        if token != self.token or not self.worker_thread.isRunning():
            return
        self.pending = False
        self.chosen.emit(seat, action)

    def shutdown(self) -> None:
        """Stop the thread (waits for a computer still thinking to finish its thought)."""
        self.cancel()
        if self.worker_thread.isRunning():
            self.worker_thread.quit()
            self.worker_thread.wait()
