"""JSON from untrusted places (game records, saves, bot lines, settings) read with limits
that are checked before any real work: the size first, then, in one linear scan, the
nesting depth and the length of every number, and only then the parser. Nothing here
recurses on the input, so a deeply nested document or a number of thousands of digits is
refused with a plain reason (LimitError), never a RecursionError, a ValueError from int()
or a hang.

    read_bytes(path, max_bytes)      the bytes of a regular file (a FIFO, a device, a folder
                                     are refused at once, without blocking)
    lines(handle, max_chars)         the lines of a stream, each read at most max_chars long
    loads(text, ...)                 parse with limits; LimitError or json.JSONDecodeError
    decode_text(data)                the text of a file a person may have edited: UTF-8
                                     (BOM or not), UTF-16, or Windows-1252 where not UTF-8

Strings holding lone surrogates (``"\\ud800"``) are refused too: they cannot be written back
as UTF-8, so they would fail later, far from the input.
"""
from __future__ import annotations

import codecs
import json
import os
from collections.abc import Iterator
from typing import Any, NoReturn
import re
import stat

MAX_DEPTH = 32            # a record nests 4 levels deep; a bot observation about 5
MAX_NUMBER_CHARS = 40     # no number in a record or an observation needs more


class LimitError(ValueError):
    """Input refused before or instead of parsing. `kind` says which limit: size, depth,
    number, not-file, text (bytes that are not UTF-8, or unpaired surrogates), constant."""

    def __init__(self, kind: str, reason: str, position: int | None = None, found: str = ""):
        self.kind = kind
        self.reason = reason
        self.position = position        # where in the text (a long number, deep nesting)
        self.found = found              # the start of what was refused (a long number)
        super().__init__(reason)


def fault(exc: json.JSONDecodeError) -> str:
    """What the parser found wrong, to be followed by "at line L, column C" or "at column
    C": Python's own words, less the "at" some of them end with ("Unterminated string
    starting at", "Invalid control character at"), which the messages said twice."""
    return exc.msg.removesuffix(" at")


def read_bytes(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The content of the regular file at `path`, at most `max_bytes` bytes. The file is
    opened without blocking (a FIFO with no writer would otherwise wait for ever) and
    checked to be a regular file before anything is read. OSError for a missing or
    unreadable file; LimitError("not-file") or LimitError("size")."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(os.fspath(path), flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            what = ("a folder" if stat.S_ISDIR(info.st_mode) else
                    "a pipe" if stat.S_ISFIFO(info.st_mode) else
                    "a device" if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode) else
                    "not a regular file")
            raise LimitError("not-file", f"it is {what}, not a file" if what != "not a regular file"
                             else "it is not a regular file")
        if info.st_size > max_bytes:
            raise LimitError("size", f"it is {info.st_size} bytes long, over the limit of "
                                     f"{max_bytes} bytes")
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:                  # the file grew while it was read
            raise LimitError("size", f"it is over the limit of {max_bytes} bytes")
        return b"".join(chunks)
    finally:
        os.close(fd)


def lines(handle: Any, max_chars: int) -> Iterator[str]:
    """The lines of the text stream `handle`, each with its end (the last may lack it), read
    at most `max_chars` characters at a time: a longer line is LimitError("size") as soon as
    that much of it has come, never read whole (a device or a program that never ends its
    line took all the memory)."""
    while line := handle.readline(max_chars + 1):
        if len(line) > max_chars and not line.endswith("\n"):
            raise LimitError("size", f"a line is longer than {max_chars} characters")
        yield line


def decode(data: bytes) -> str:
    """UTF-8 text (a leading BOM is dropped); LimitError("text") names the first bad byte.
    Strict: what programs exchange (a bot's lines). Files a person may edit: decode_text."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise LimitError("text", f"byte {exc.start} is not UTF-8 text", exc.start) from None


# bytes no text holds (a one-byte encoding's text has none of them); tab, CR and LF are text
_CONTROL = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_FALLBACK = "biscambiggia-cp1252"


def _cp1252(exc: UnicodeError) -> tuple[str, int]:
    """The codec error handler of decode_text: the bytes that are not UTF-8, read as
    Windows-1252 (what Notepad and most Windows editors write as "ANSI" in the West: "ò"
    is the one byte F2). Its five unassigned bytes stay an error."""
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    return exc.object[exc.start:exc.end].decode("cp1252"), exc.end


codecs.register_error(_FALLBACK, _cp1252)


def utf16_order(data: bytes) -> str | None:
    """"utf-16" (a byte-order mark), "utf-16-le" or "utf-16-be" where `data` is UTF-16
    text (what Notepad's "Unicode" writes): its byte-order mark, or among the first 32
    letters a zero byte beside most (JSON's and an INI file's ASCII is written so; a
    "“" or a "€" is not) and none on the other side. Else None: UTF-8 and one-byte
    text hold no zero byte."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16"
    head = data[:64]
    if len(head) < 8:
        return None
    even, odd = head[0::2], head[1::2]
    if all(odd) and even.count(0) * 2 > len(even):
        return "utf-16-be"
    if all(even) and odd.count(0) * 2 > len(odd):
        return "utf-16-le"
    return None


def decode_text(data: bytes) -> tuple[str, str]:
    """The text of a file a person may have edited, and how it was written: (text,
    encoding), encoding "utf-8" (with or without its BOM, dropped), "utf-16" (with a
    byte-order mark, or its zero bytes: utf16_order), or "cp1252" where bytes are not
    UTF-8: each such byte read as Windows-1252 (Latin-1's letters, and the quotes and
    dashes Windows adds), the UTF-8 around it kept (an editor that saved a UTF-8 file
    again as "ANSI" leaves both), so "Nicolò" keeps its accent either way. Bytes no text
    holds (control bytes, a picture, garbled bytes) are refused: LimitError("text") with
    the position of the first byte that is not UTF-8; UTF-16 that does not decode (cut
    short, a half character): LimitError("utf16"). Nothing is lost: the caller writes
    the text back as UTF-8 the next time it saves the file."""
    order = utf16_order(data)
    if order is not None:
        try:
            return data.decode(order).lstrip("\ufeff"), "utf-16"
        except UnicodeDecodeError as exc:
            raise LimitError("utf16", f"byte {exc.start} is not UTF-16 text", exc.start) from None
    try:
        return data.decode("utf-8-sig"), "utf-8"
    except UnicodeDecodeError as exc:
        first = exc.start
    if not _CONTROL.search(data):
        try:
            return data.decode("utf-8-sig", _FALLBACK), "cp1252"
        except UnicodeDecodeError:
            pass                               # one of the bytes cp1252 leaves unassigned
    raise LimitError("text", f"byte {first} is not text", first)


# a string (skipped whole), a bracket, or a run of number characters
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[{]|[\]}]|[-+0-9.eE]+')


def check_shape(text: str, max_depth: int = MAX_DEPTH,
                max_number: int = MAX_NUMBER_CHARS) -> None:
    """One linear pass over `text`: LimitError if brackets nest deeper than `max_depth` or
    a number is longer than `max_number` characters. Malformed JSON is left to the parser."""
    depth = 0
    for m in _TOKEN.finditer(text):
        first = text[m.start()]
        if first == '"':
            continue
        if first in "[{":
            depth += 1
            if depth > max_depth:
                raise LimitError("depth", f"it nests deeper than {max_depth} levels", m.start())
        elif first in "]}":
            depth -= 1
        elif m.end() - m.start() > max_number:
            raise LimitError("number", f"a number of {m.end() - m.start()} characters "
                                       f"(the limit is {max_number})", m.start(),
                             text[m.start():m.start() + 12])


def _no_constant(name: str) -> NoReturn:
    raise LimitError("constant", f"{name} is not a JSON number")


def _float(text: str) -> float:
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise LimitError("number", f"the number {text[:20]} is out of range")
    return value


def _check_strings(value: Any) -> None:
    """Every string (keys too) encodable as UTF-8; iterative, the depth is already bounded."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                raise LimitError("text", "a string holds an unpaired surrogate (\\ud800-\\udfff)") from None
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def loads(text: str | bytes | bytearray, max_bytes: int | None = None,
          max_depth: int = MAX_DEPTH, max_number: int = MAX_NUMBER_CHARS) -> Any:
    """Parse JSON `text` (str, or bytes decoded as UTF-8) with every limit checked first.
    Raises LimitError for a limit, json.JSONDecodeError for malformed JSON."""
    if isinstance(text, (bytes, bytearray)):
        if max_bytes is not None and len(text) > max_bytes:
            raise LimitError("size", f"{len(text)} bytes, over the limit of {max_bytes}")
        text = decode(bytes(text))
    elif max_bytes is not None and len(text) > max_bytes:
        raise LimitError("size", f"{len(text)} characters, over the limit of {max_bytes}")
    check_shape(text, max_depth, max_number)
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_float=_float)
    except RecursionError:                      # cannot happen after check_shape; belt and braces
        raise LimitError("depth", "it nests too deep") from None
    _check_strings(value)
    return value
