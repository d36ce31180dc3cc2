"""The lesson runner: a lesson (engine/lessons.py) played at the real table. It is the match
controller (ui/controller.py) with the script in charge of the turns:

- a Say step shows its words and rings what it speaks of; Next goes on;
- a Do step waits for the person's move, by drag, double-click, keys or a decision
  button; a move the rules refuse gets the game's own refusal, a legal move the lesson
  did not ask for is explained and taken back (the card slides home, nothing is played);
- a Move is a computer's move, made after the usual thinking pause;
- a Skip makes several moves at once and lays the table out again.

When the script is done the lesson is remembered as finished (settings "lessons/done")
and the hand goes on against the computer players, as any hand. The runner has no autosave,
no statistics and no undo: the match in the main window is never touched.
"""
from __future__ import annotations

import json

from PySide6.QtCore import QTimer, Signal

from ..engine.lessons import WRONG_MOVE, Do, Lesson, Move, Say, Skip
from ..engine.messages import Message
from .controller import GameController
from .explain import READ_ON
from .messages import render
from .setup import MatchSetup, default_seats, preferred_deck, save_choice

DONE_KEY = "lessons/done"
OFFERED_KEY = "lessons/offered"


def done_lessons() -> list[str]:
    """The ids of the lessons finished (in the order they were finished)."""
    from ..store.settings import Spec
    from .setup import setting
    text = setting(DONE_KEY, Spec("[]", "json", check=lambda v: isinstance(v, list)))
    try:
        done = json.loads(text) if isinstance(text, str) else text
    except ValueError:
        return []
    return [d for d in done if isinstance(d, str)] if isinstance(done, list) else []


def mark_done(lesson_id: str) -> None:
    done = done_lessons()
    if lesson_id not in done:
        save_choice(DONE_KEY, json.dumps(done + [lesson_id]))


def lessons_offered() -> bool:
    from .setup import load_flag
    return load_flag(OFFERED_KEY, False)


def mark_offered() -> None:
    save_choice(OFFERED_KEY, True)


class LessonController(GameController):
    stepShown = Signal()                # a step to show (its words, what it rings, Next or not)
    explained = Signal(str)             # why a move was taken back
    lessonFinished = Signal()           # the script is done (and remembered)

    def __init__(self, scene, parent=None):
        super().__init__(scene, parent)
        self.lesson: Lesson | None = None
        self.index = 0                  # the script's item now
        self.skipped = -1               # the Skip whose moves are made (its words show)
        self.free = False               # past the script: the hand goes on as any hand

    # --- the lesson -----------------------------------------------------------------------
    def start_lesson(self, lesson: Lesson) -> None:
        from ..engine.registry import get_variant
        v = get_variant(lesson.variant)
        setup = MatchSetup(lesson.variant, default_seats(v.players), dict(lesson.options),
                           preferred_deck(v.game))
        self.lesson, self.index, self.skipped, self.free = lesson, 0, -1, False
        self.start_match(setup, lesson.deck(), lesson.dealer)

    def item(self):
        """The script's item now (None past its end or outside a lesson)."""
        if self.lesson is None or self.free or self.index >= len(self.lesson.script):
            return None
        return self.lesson.script[self.index]

    def step_number(self) -> tuple[int, int]:
        """(the step now, counted from 1; the steps) of what the person sees."""
        if self.lesson is None:
            return 0, 0
        steps = self.lesson.steps()
        shown = [i for i in self.lesson.script[:self.index + 1] if not isinstance(i, Move)]
        return min(len(shown), len(steps)), len(steps)

    def waiting_for_next(self) -> bool:
        item = self.item()
        return isinstance(item, Say) or (isinstance(item, Skip) and self.skipped == self.index)

    def words(self, item=None) -> str:
        """The words of the step now (or of `item`, another step of the lesson), in the
        language installed."""
        if item is None:
            item = self.item()
        if isinstance(item, (Say, Do, Skip)):
            return render(item.message, self.seated.deck, self.name)
        return ""

    def next_step(self) -> None:
        """Next, on a step that waits for it."""
        if not self.waiting_for_next():
            return
        self.index += 1
        self.scene.set_highlight(())
        self.scene.hide_reason()
        gen = self._gen
        self.steps.add(lambda: self._next_turn() if gen == self._gen else None, 0)
        self.steps.run()

    # --- the turns, as the script says ----------------------------------------------------
    def _next_turn(self) -> None:
        item = self.item()
        if item is None:
            if self.lesson is not None and not self.free:
                self._finish()
            self.scene.set_highlight(())
            super()._next_turn()
            return
        self._settle_table()
        if isinstance(item, Skip) and self.skipped != self.index:
            self._skip(item)
            return
        self._note_phase()                  # Mariagio's last seven tricks, as in a match
        seat = self._mark_turn()
        if isinstance(item, Move):
            self._asked_at = 0.0
            gen = self._gen
            QTimer.singleShot(self.t("think"), self,
                              lambda: self._perform(seat, item.action) if gen == self._gen else None)
            self.changed.emit()
            return
        self.scene.set_highlight(item.point)
        self.stepShown.emit()
        self.changed.emit()
        if isinstance(item, Do):
            # the keys' cursor starts on the card the step asks for, not on the first card
            # ("Play the 4 of hearts" with the Jack of clubs marked: Enter was refused)
            self.scene.asked = item.action if item.action in self.hand.hands[seat] else None
            self._enable_person(seat)

    def _skip(self, item: Skip) -> None:
        """Make the Skip's moves at once, then lay the table out again (as a resumed
        match is), and show its words."""
        for action in item.actions:
            self.on_table.apply(action, self.hand.current_player())
        self.skipped = self.index
        self.load_match(self.seated, self.on_table, undo=True)

    def _perform(self, seat: int, action: str) -> None:
        self.scene.asked = None
        item = self.item()
        if isinstance(item, (Do, Move)) and item.action == action:
            self.index += 1
            self.scene.set_highlight(())
        super()._perform(seat, action)

    def _finish(self) -> None:
        self.free = True
        if self.lesson is not None:
            mark_done(self.lesson.id)
        self.lessonFinished.emit()

    # --- what the person does ---------------------------------------------------------------
    def _asked(self) -> Do | None:
        item = self.item()
        return item if isinstance(item, Do) and self.awaiting is not None else None

    def _explain(self, item: Do) -> str:
        wrong = item.wrong or Message(WRONG_MOVE, action=item.action)
        text = render(wrong, self.seated.deck, self.name)
        self.explained.emit(text)
        self.announce(text)
        return text

    def wait_words(self) -> str:
        """Out of turn while a step waits for Next: the step is to be read first."""
        return READ_ON if self.waiting_for_next() else super().wait_words()

    def request_card(self, code: str) -> None:
        item = self._asked()
        if item is None or self.hand.refusal(code) is not None or code == item.action:
            super().request_card(code)      # the game's refusal, or the move asked for
            return
        self.scene.reject(code, self._explain(item))

    def request_action(self, action: str) -> None:
        item = self._asked()
        if item is None or self.hand.refusal(action) is not None or action == item.action:
            super().request_action(action)
            return
        self.scene.show_reason(self._explain(item))
