"""The settings file: where it lives, moving it there from the old place, and the one
validating layer every setting is read through (plain Python; ui/setup.py holds the
table of keys and calls `validated`).

Where: the user's config folder, not the data folder (issue 16):
`$XDG_CONFIG_HOME/Biscambiggia/Biscambiggia.ini` (`~/.config/...` when unset) on Linux,
`%APPDATA%\\Biscambiggia\\Biscambiggia.ini` on Windows, `~/Library/Preferences/Biscambiggia/
Biscambiggia.ini` on macOS; BISCAMBIGGIA_CONFIG replaces the base folder (tests, portable
use). Older versions wrote `<data folder>/settings/Biscambiggia/Biscambiggia.ini`: on the
first start that file is moved to the new place (copied, then removed) unless a settings
file is already there, which wins.

Validation: a value of the wrong type or shape (a list or a nested value where a string or
a flag belongs, text that is not the JSON it should be, a language that does not exist)
falls back to the key's default, with one note in the log per key and run. The file is
not rewritten: the player's own file stays as it was until a setting is changed.

Before Qt reads it (issue 29), `make_safe()` looks at the file without blocking: one that
is not a regular file (a pipe would hang QSettings, a device or a socket reached through
a link would be replaced by its first write), one over 1 MiB, or one holding a value Qt
would deserialise from binary (`@Variant(...)`, `@DateTime(...)`: 50 crafted bytes abort
the program with std::bad_alloc) is set aside as `Biscambiggia.ini.damaged-<time>` and
the game starts with its defaults, and says so. The game itself writes only text and
flags, never those forms. A file an editor saved in another encoding than UTF-8 (Notepad's
"ANSI", Windows-1252, or "Unicode", UTF-16), which Qt would misread, is rewritten in UTF-8
first, the bytes as they were kept beside it (`to_utf8`).
"""
from __future__ import annotations

import logging
import os
import re
import shutil
import stat
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..engine import boundedjson
from .aside import aside_path

log = logging.getLogger(__name__)

FOLDER = FILE_STEM = "Biscambiggia"       # QSettings(IniFormat, UserScope, FOLDER, FILE_STEM)
MAX_TEXT = 20_000                           # no setting is longer; a longer one is damage
TRUE, FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")


def config_base() -> Path:
    """The folder QSettings' user scope is pointed at (the settings file is
    `<base>/Biscambiggia/Biscambiggia.ini`)."""
    override = os.environ.get("BISCAMBIGGIA_CONFIG")
    if override:
        return Path(override)
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Preferences"
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")


def settings_file(base: Path | None = None) -> Path:
    return (config_base() if base is None else base) / FOLDER / f"{FILE_STEM}.ini"


def organization_file(base: Path | None = None) -> Path:
    """The file QSettings also reads for the organization (`<base>/Biscambiggia.ini`)."""
    return (config_base() if base is None else base) / f"{FOLDER}.ini"


def old_settings_file(data_dir: Path) -> Path:
    """Where versions before issue 16 kept the settings: under the data folder."""
    return data_dir / "settings" / FOLDER / f"{FILE_STEM}.ini"


def migrate(data_dir: Path, base: Path | None = None) -> Path | None:
    """Move the settings from the data folder to the config folder, once. Returns the new
    path if a file was moved; None if there was nothing to move, a file is already in the
    config folder (the old one is then left alone), or the move failed (logged: the game
    starts with the old settings not found, never with an error)."""
    old, new = old_settings_file(data_dir), settings_file(base)
    try:
        if not old.is_file() or new.exists():
            return None
        new.parent.mkdir(parents=True, exist_ok=True)
        tmp = new.with_name(f".{new.name}.moving")
        shutil.copyfile(old, tmp)
        os.replace(tmp, new)
        old.unlink()
        for folder in (old.parent, old.parent.parent):    # settings/Biscambiggia, settings
            try:
                folder.rmdir()                            # only when empty
            except OSError:
                break
    except OSError as exc:
        log.warning("could not move the settings from %s to %s: %s", old, new, exc)
        return None
    log.info("settings moved from %s to %s", old, new)
    return new


@dataclass(frozen=True)
class Spec:
    """A setting: its default, its kind ("text", "flag" or "json"), the values allowed
    (text), and for json a check of the parsed value's shape."""
    default: Any
    kind: str = "text"
    choices: tuple | None = None
    check: Callable[[Any], bool] | None = None


_warned: set[str] = set()


def _note(key: str, raw, default) -> None:
    if key in _warned:
        return
    _warned.add(key)
    shown = repr(raw)
    log.warning("setting %s = %s is not valid; using the default %r",
                key, shown if len(shown) <= 80 else shown[:77] + "...", default)


def validated(key: str, raw, spec: Spec):
    """The value of setting `key` read as `raw` (anything QSettings may return: None when
    absent, a str, a list, a bool, a Qt value), or the default if it does not fit `spec`.
    A json setting comes back as its text (still a str), known to parse and fit."""
    if raw is None:
        return spec.default
    value = _check(raw, spec)
    if value is _BAD:
        _note(key, raw, spec.default)
        return spec.default
    return value


_BAD = object()


def _check(raw, spec: Spec):
    if spec.kind == "flag":
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.strip().lower() in TRUE + FALSE:
            return raw.strip().lower() in TRUE
        return _BAD
    if not isinstance(raw, str) or len(raw) > MAX_TEXT:
        return _BAD
    if spec.kind == "json":
        if raw == "":
            return spec.default
        try:
            parsed = boundedjson.loads(raw, max_bytes=MAX_TEXT, max_depth=8)
        except ValueError:                   # LimitError and JSONDecodeError alike
            return _BAD
        if spec.check is not None and not spec.check(parsed):
            return _BAD
        return raw
    if spec.choices is not None and raw not in spec.choices:
        return _BAD
    return raw


# --- the file itself, before Qt reads it ----------------------------------------------------
MAX_FILE_BYTES = 1 << 20          # a real settings file is under 4 kB
# a value QSettings turns into binary data read by QDataStream, which trusts the lengths in it
_BINARY_VALUE = re.compile(r"(?<!@)@(?:Variant|DateTime)\(")
_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
            '"': '"', "?": "?", "'": "'", "\\": "\\"}


@dataclass(frozen=True)
class SetAside:
    path: Path                 # the settings file (or link) that could not be used
    reason: str                # "not-file", "too-large", "unsafe", "unreadable"
    aside: Path | None         # where it went; None if it could not be moved


def _flattened(text: str) -> str:
    """`text` with QSettings' escapes decoded (\\x41, \\101, \\n...) and every quote and
    blank dropped: whatever a value can become once QSettings reads it is in here (more,
    never less), so a search for a binary value cannot be dodged by escapes or quotes."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n:
            d, i = text[i + 1], i + 2
            if d in _ESCAPES:
                out.append(_ESCAPES[d])
            elif d in "xX01234567":
                base, digits = (16, "0123456789abcdefABCDEF") if d in "xX" else (8, "01234567")
                value, seen = (0, False) if base == 16 else (int(d), True)
                while i < n and text[i] in digits:
                    value, seen, i = (value * base + int(text[i], base)) & 0xFFFF, True, i + 1
                if seen:
                    out.append(chr(value))
            continue                      # any other escaped character is skipped
        if c not in '" \t':
            out.append(c)
        i += 1
    return "".join(out)


def file_problem(path: Path) -> str | None:
    """Why QSettings must not read `path` (see SetAside.reason), or None. Never blocks:
    the file is examined with lstat/stat and read only if it is a regular file."""
    return _examined(path)[0]


def _examined(path: Path) -> tuple[str | None, bytes | None]:
    """file_problem's answer, and the file's bytes where they were read (once: make_safe
    hands them on to to_utf8)."""
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):   # no file (a file where its folder
        return None, None                               # belongs: it cannot be written)
    except OSError:
        return "unreadable", None
    try:
        info = os.stat(path)              # through a link: what it points at
    except (FileNotFoundError, NotADirectoryError):
        return None, None                 # a link to a file not made yet: written as new
    except OSError:
        return "unreadable", None
    if not stat.S_ISREG(info.st_mode):
        return "not-file", None
    if info.st_size > MAX_FILE_BYTES:
        return "too-large", None
    try:
        data = boundedjson.read_bytes(path, MAX_FILE_BYTES)
    except boundedjson.LimitError as exc:
        return ("too-large" if exc.kind == "size" else "not-file"), None
    except OSError:
        return "unreadable", None
    try:
        text = boundedjson.decode_text(data)[0]   # what it becomes once in UTF-8 (to_utf8)
    except boundedjson.LimitError:
        text = data.decode("utf-8", "replace")    # not text: Qt reads what it can of it
    if _BINARY_VALUE.search(_flattened(text)):
        return "unsafe", data
    return None, data


@dataclass(frozen=True)
class Converted:
    path: Path                 # the settings file, now UTF-8
    encoding: str              # what it was written in: "cp1252" or "utf-16"
    original: Path | None      # its bytes as they were, kept beside it (None: not kept)


def to_utf8(path: Path, data: bytes | None = None) -> Converted | None:
    """Rewrite in UTF-8 a settings file an editor saved in another encoding, before Qt
    reads it: Qt reads an INI file as UTF-8 only, so a name typed as "Nicolò" in Windows
    Notepad ("ANSI", Windows-1252) came back as "Nicol" or "Nicol\ufffd", and a file saved
    as UTF-16 gave no setting at all; Qt would then write that loss back. The text is
    decoded as every file a person may edit (boundedjson.decode_text: each byte that is
    not UTF-8 read as Windows-1252, the accents kept) and written atomically (through a
    link, to the file it names); the bytes as they were stay beside it as
    `Biscambiggia.ini.<encoding>-<time>`, so nothing is lost if the guess was wrong. A
    UTF-8 file (with or without its BOM, which Qt reads), a missing one, one that is not
    text and one that cannot be read are left alone: None. A failed write is logged and
    leaves the file as it was."""
    from .saves import write_atomic
    try:
        if data is None:                       # (make_safe has read them already)
            data = boundedjson.read_bytes(path, MAX_FILE_BYTES)
        text, encoding = boundedjson.decode_text(data)
    except (OSError, ValueError):              # no file, not a file, not text: Qt's as before
        return None
    if encoding == "utf-8":
        return None
    original: Path | None = aside_path(path.parent, f"{path.name}.{encoding}")
    try:
        assert original is not None
        write_atomic(original, data)
    except OSError as exc:
        log.warning("settings file %s: its %s bytes cannot be kept as %s (%s)", path,
                     encoding, original, exc)
        original = None
    try:
        write_atomic(path, text.encode("utf-8"))
    except OSError as exc:
        log.warning("settings file %s is in %s and cannot be rewritten in UTF-8: %s", path,
                    encoding, exc)
        if original is not None:
            try:
                original.unlink()               # the file itself is unchanged: no copy needed
            except OSError:
                pass
        return None
    log.info("settings file %s was in %s: rewritten in UTF-8%s", path, encoding,
             f", the bytes as they were kept as {original.name}" if original else "")
    return Converted(path, encoding, original)


def make_safe(base: Path | None = None) -> list[SetAside]:
    """Set aside every settings file QSettings would read (this application's and the
    organization's) that it must not read, and rewrite in UTF-8 one an editor saved in
    another encoding (to_utf8: logged, nothing to say); what was set aside, for the start
    to say. A file
    that cannot be moved stays, and is in the list with `aside` None: the caller must
    then keep QSettings away from it."""
    done = []
    for path in (settings_file(base), organization_file(base)):
        reason, data = _examined(path)
        if reason is None:
            if data is not None:          # Qt reads UTF-8 only: an editor's cp1252, UTF-16
                to_utf8(path, data)
            continue
        aside = aside_path(path.parent, f"{path.name}.damaged")
        moved: Path | None = aside
        try:
            os.rename(path, aside)        # a link moves as a link: its target is untouched
        except OSError as exc:
            log.warning("settings file %s cannot be set aside: %s", path, exc)
            moved = None
        log.warning("settings file %s not used (%s)%s", path, reason,
                    f"; set aside as {moved.name}" if moved else "")
        done.append(SetAside(path, reason, moved))
    return done
