"""The commands' standard output (`replay`, `review`, `arena`, `--help`, `--version`, the
bot's `--help`; the bot's answers have their own, ai/protocol.py): a reader that goes away
(`... | head -1`) ends the command quietly with exit status 0, and an output that cannot
be written (a full disk) is said in one line on standard error, exit status 1; Ctrl-C
stops it with "NAME: stopped (Ctrl-C)" and exit status 130 (what was printed stays);
never a traceback. A terminal whose encoding lacks a character the program writes (a
quotation mark, "\u00b1" in a review line, a file's name) gets a plain ASCII stand-in for
it (speak_plainly).

No Qt here: the commands run on a terminal without a display.
"""
from __future__ import annotations

import codecs
import os
import sys
import unicodedata
from collections.abc import Callable
from typing import Any


class OutputFailed(Exception):
    """Writing to standard output failed with `error` (an OSError)."""

    def __init__(self, error: OSError):
        super().__init__(str(error))
        self.error = error


class _Checked:
    """`stream` whose write and flush raise OutputFailed instead of OSError, so that the
    failure is told from the other OSErrors of a command (a file it reads) and is not
    swallowed on the way (argparse ignores an OSError while printing its help)."""

    def __init__(self, stream: Any):
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return int(self._stream.write(text))
        except OSError as exc:
            raise OutputFailed(exc) from exc

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as exc:
            raise OutputFailed(exc) from exc

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def with_checked_output(name: str, command: Callable[[], int]) -> int:
    """Run `command` (it prints to sys.stdout) and return its exit status; see the
    module's text for a reader that went away and a full disk. `name` begins the line."""
    real = sys.stdout
    if real is None:                      # a Windows GUI start: no terminal at all
        return command()
    checked = _Checked(real)
    sys.stdout = checked                  # type: ignore[assignment]
    try:
        try:
            code = command()
        except SystemExit:                # argparse's --help and errors: write it out first
            checked.flush()
            raise
        checked.flush()
        return code
    except KeyboardInterrupt:             # Ctrl-C: what was printed stays, and no traceback
        try:
            print(f"{name}: stopped (Ctrl-C)", file=sys.stderr)
        except (OSError, ValueError, AttributeError):
            pass
        return 130
    except OutputFailed as failed:
        silence(real)
        if isinstance(failed.error, BrokenPipeError):
            return 0
        try:
            print(f"{name}: cannot write the output: {failed.error.strerror or failed.error}",
                  file=sys.stderr)
        except (OSError, ValueError, AttributeError):
            pass
        return 1
    finally:
        sys.stdout = real


def silence(stream: Any) -> None:
    """Point `stream`'s file at /dev/null and drop what it buffers, so the flush at exit
    cannot fail again and print a traceback."""
    try:
        fd = stream.fileno()
    except (AttributeError, OSError, ValueError):
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)
    except OSError:
        pass


def record_path(word: str) -> str:
    """argparse's type for a command's RECORD: an empty word ("" from a script's unset
    variable) is refused in words; it was read as the current folder, "“.” is not a
    regular file"."""
    import argparse
    if not word.strip():
        raise argparse.ArgumentTypeError("an empty name: give the path of a game record or a save")
    return word


# what a terminal that lacks a character is given instead (the others lose their accents,
# or become "?")
PLAIN = {"\u201c": '"', "\u201d": '"', "\u201e": '"', "\u00ab": '"', "\u00bb": '"',
         "\u2018": "'", "\u2019": "'", "\u00b1": "+/-", "\u2013": "-", "\u2014": "-",
         "\u2212": "-", "\u2026": "...", "\u00d7": "x", "\u00b7": ".", "\u2192": "->",
         "\u00a0": " "}
PLAIN_ERRORS = "biscambiggia-plain"


def _plain(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler PLAIN_ERRORS: each character the encoding lacks as ASCII."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    out = []
    for char in error.object[error.start:error.end]:
        plain = PLAIN.get(char)
        if plain is None:
            bare = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
            plain = bare or "?"
        out.append(plain)
    return "".join(out), error.end


codecs.register_error(PLAIN_ERRORS, _plain)


def speak_plainly(*streams: Any) -> None:
    """Have each text stream write what its encoding lacks as PLAIN says (a terminal in
    the C locale, PYTHONIOENCODING=ascii, a Latin-1 console): UnicodeEncodeError ended
    `review` with a traceback, and the messages on standard error read \\u201c."""
    for stream in streams:
        try:
            stream.reconfigure(errors=PLAIN_ERRORS)
        except (AttributeError, OSError, ValueError):    # not a TextIOWrapper, or closed
            pass
