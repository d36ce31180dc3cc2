"""Lessons as data: a guided hand at the real table, one per game family (each in its
package's lesson.py, registered here once), played by the window's lesson runner
(ui/lesson.py). No Qt here and no game of its own.

A lesson is a fixed deal (the hands, the turned card, the top of the talon) and a script,
in the order the hand goes:

    Say(message, point)              words to read, pointing at the table; Next goes on
    Do(message, action, point)       the person's move: the lesson waits for `action`
    Move(action)                     a computer's move (the seat to act)
    Skip(actions, message)           several moves made at once ("some tricks later")

`point` names what the highlight shows on the table: a card code, "talon", "turned",
"trick", "hand:S", "pile:S" (a capture pile), "plate:S" (a seat's name plate), "panel"
(the decisions beside the table). Every sentence is a Message of the catalogue, written
in the game's own lesson.py. `check(lesson)` replays the script on the engine: every move
legal and made by the seat the script says (tests/engine/test_lessons.py runs it for
every lesson).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Union

from .dealing import deck_from_deal
from .messages import Message, template
from .registry import get_variant, new_hand
from .state import HandState

WRONG_MOVE = template("lesson.wrong_move",
                      "a move the rules allow, but this lesson shows another one here: {action}")
POINTS = ("talon", "turned", "trick", "panel")          # and card codes, hand:S, pile:S, plate:S


@dataclass(frozen=True)
class Say:
    message: Message
    point: tuple[str, ...] = ()


@dataclass(frozen=True)
class Do:
    message: Message
    action: str
    point: tuple[str, ...] = ()
    wrong: Message | None = None        # said of a legal move the lesson did not ask for


@dataclass(frozen=True)
class Move:
    action: str


@dataclass(frozen=True)
class Skip:
    actions: tuple[str, ...]
    message: Message
    point: tuple[str, ...] = ()


Item = Union[Say, Do, Move, Skip]


@dataclass(frozen=True)
class Lesson:
    id: str                             # "biscambiggia", "mariagio", ...: what settings remember
    variant: str
    title: str                          # message codes: its name in lists,
    about: str                          # and one line on what it teaches
    dealer: int
    hands: dict[int, tuple[str, ...]]   # the deal: cards of each seat named
    script: tuple[Item, ...]
    turned: str | None = None           # the turned trump (games that turn one)
    talon: tuple[str, ...] = ()         # the top of the talon, drawn first
    seat: int = 0                       # the person's seat
    order: int = 0                      # where it stands in the list
    options: dict[str, object] = field(default_factory=dict)
    covers: tuple[str, ...] = ()        # the variants it teaches (its own when empty)

    def deck(self) -> list[str]:
        """The whole deck, top card first, that deals the lesson's hands."""
        return deck_from_deal(self.variant, self.dealer,
                              {s: list(c) for s, c in self.hands.items()}, self.turned,
                              list(self.talon))

    def steps(self) -> list[Say | Do | Skip]:
        """What the person sees: every item but the computers' moves."""
        return [i for i in self.script if not isinstance(i, Move)]


_LESSONS: dict[str, Lesson] = {}


def register_lesson(lesson: Lesson) -> Lesson:
    """Add `lesson` (once; its game's package does it in its __init__.py)."""
    if lesson.id in _LESSONS and _LESSONS[lesson.id] is not lesson:
        raise ValueError(f"lesson {lesson.id!r} registered twice")
    _LESSONS[lesson.id] = lesson
    return lesson


def lessons() -> dict[str, Lesson]:
    """Every lesson by id, in their order (the registry loads the game packages first)."""
    from .registry import variants
    variants()
    return dict(sorted(_LESSONS.items(), key=lambda kv: kv[1].order))


def lesson_for(variant: str) -> Lesson | None:
    """The lesson that teaches `variant` (the first in order that covers it), or None."""
    return next((lesson for lesson in lessons().values()
                 if variant in (lesson.covers or (lesson.variant,))), None)


def moves(items: Sequence[Item]) -> list[str]:
    """The actions of a part of a script, in order."""
    out: list[str] = []
    for item in items:
        if isinstance(item, (Do, Move)):
            out.append(item.action)
        elif isinstance(item, Skip):
            out.extend(item.actions)
    return out


def check(lesson: Lesson) -> HandState:
    """Replay the lesson's script: each Do must fall to the person's seat, each Move to
    another seat, every action legal; returns the hand where the script ends. A
    ValueError says which item is wrong."""
    get_variant(lesson.variant)
    hand = new_hand(lesson.variant, lesson.options, lesson.deck(), lesson.dealer)
    for i, item in enumerate(lesson.script):
        if isinstance(item, Do) and hand.current_player() != lesson.seat:
            raise ValueError(f"{lesson.id}: item {i} asks the person to move out of turn")
        if isinstance(item, Move) and hand.current_player() == lesson.seat:
            raise ValueError(f"{lesson.id}: item {i} moves for the person")
        for action in moves([item]):
            reason = hand.refusal(action)
            if reason is not None:
                raise ValueError(f"{lesson.id}: item {i} ({action}): {reason}")
            hand.apply(action)
        for card in item.point if isinstance(item, (Say, Do, Skip)) else ():
            if not (card in POINTS or card.split(":")[0] in ("hand", "pile", "plate")
                    or card in hand.deck):
                raise ValueError(f"{lesson.id}: item {i} points at {card!r}")
    return hand
