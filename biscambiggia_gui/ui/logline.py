"""A line of the match log kept as what it says, never as finished words: a function that
says it in the language installed and the data it says it from (seat numbers, card codes,
a hand's result; never translated words). The log, the review's story and the lesson's
last words render a line when they show it, and render it anew on a language change
(`MatchLog.retranslate`), so a line already in the log changes language with the window;
a name a player typed stays as typed, the words around it translate.

    LogLine(self._trick_line, winner, pairs, kept)    # a controller's method and its data
    LogLine(lambda: tr("Opened {name}", name=file))   # a template with what fills it

A function written as a lambda must capture values only (a seat, a code, a file's name),
never words already translated: those would stay in the language they were made in."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any


class LogLine:
    """One line of the log: `text()` (or `str(line)`) says it in the language installed."""

    __slots__ = ("say", "args")

    def __init__(self, say: Callable[..., str], *args: Any) -> None:
        self.say = say
        self.args = args

    def text(self) -> str:
        return str(self.say(*self.args))

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"LogLine({self.text()!r})"


def as_line(line: LogLine | str) -> LogLine:
    """A LogLine; words given as they are (a test's own line) stay so in every language."""
    return line if isinstance(line, LogLine) else LogLine(str, line)
