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
"""
from __future__ import annotations

import logging
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..engine import boundedjson

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
