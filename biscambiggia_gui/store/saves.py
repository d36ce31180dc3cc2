"""Saved matches: never lose one. A save is a game record (docs/rules.md section 8) wrapped with
who sits where; a bare game record opens too. Writing is atomic (a temporary file in the
same folder, flushed and fsync'ed, then os.replace), so a crash or a power cut in the
middle of a save leaves the previous file as it was. Every way a file can fail to open
has its own player-readable message (SaveError.kind says which).

    save_match(path, payload)        write a save payload or a bare record, atomically
    make_payload(match, seats, ...)  the payload for a match and its seats
    autosave(match, seats, ...)      make_payload + save_match to autosave_path()
    save_record(path, match)         a plain game record, as engine/record.py writes it
    load_match(path) -> LoadedMatch  the replayed Match, its seats and the raw payload
    autosave_path(), has_autosave(), load_autosave(), discard_autosave()
"""
from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from .. import __version__
from ..engine import boundedjson
from .aside import aside_path
from .save_extras import clean_extras
from ..engine.match import Match
from ..engine.messages import plain, shown_path
from ..engine.record import FORMAT as RECORD_FORMAT
from ..engine.record import MAX_BYTES as RECORD_MAX_BYTES
from ..engine.record import RecordError, replay, summary, to_record
from ..engine.registry import variants
from ..i18n import fill
from ..paths import APP_ID, user_data_dir

SAVE_FORMAT = 1
AUTOSAVE_NAME = "autosave.json"
MAX_BYTES = RECORD_MAX_BYTES          # far beyond any real match; refuse before reading it
SEAT_KINDS = ("person", "computer")
RESERVED = ("app", "save_format", "version", "record", "seats", "saved_at")
TRANSLATION_CONTEXT = "SaveError"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks a message for Qt Linguist (pyside6-lupdate reads this name); translated at
    display time with SaveError.text(translate)."""
    return text


MESSAGES = {
    "missing": QT_TRANSLATE_NOOP("SaveError", "The file {name} was not found."),
    "unreadable": QT_TRANSLATE_NOOP("SaveError", "The file {name} cannot be read: {reason}."),
    "unreadable-notfile": QT_TRANSLATE_NOOP(
        "SaveError",
        "{name} is not a regular file (it is a folder, a pipe or a device): only files "
        "can be opened."),
    "empty": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is empty: it holds no match. It was probably cut off while it "
        "was being written."),
    "truncated": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is incomplete: it stops in the middle of the match, probably "
        "because the program or the computer stopped while it was being written."),
    "corrupt": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is damaged: it is not valid JSON ({reason}, line {line}, "
        "column {column})."),
    "corrupt-binary": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is damaged or is not a text file: byte {position} is not text."),
    "corrupt-utf16": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is damaged: it is written in UTF-16, but byte {position} is not "
        "UTF-16 text."),
    "corrupt-deep": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is not a game record: its data nest more than {limit} levels "
        "deep."),
    "corrupt-number": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} cannot be opened: it holds a value that is not a usable number "
        "(such as NaN, Infinity or 1e999). If the file was edited, put a plain number there "
        "and open it again."),
    "corrupt-long-number": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} cannot be opened: at line {line}, column {column} it holds a "
        "number of {length} characters ({start}…), far longer than any number in a match. "
        "The rest of the file may be intact: if it was edited, put back a short number there "
        "(or remove it) and open it again."),
    "corrupt-text": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is damaged: it holds text that is not valid Unicode."),
    "corrupt-record": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is damaged: it is a Biscambiggia save, but the match is "
        "missing from it."),
    "corrupt-seats": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is damaged: its list of players does not fit the match "
        "({reason})."),
    "foreign": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is not a Biscambiggia saved match or game record: it is a JSON"
        " file of another kind."),
    "foreign-large": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is too large ({size} MB) to be a Biscambiggia saved match or "
        "game record."),
    "format-save": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is a saved match in format {found}, which this version of "
        "Biscambiggia cannot read (it reads format {expected}). It may come from a newer "
        "version."),
    "format-record": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is a game record in format {found}; this version of "
        "Biscambiggia reads format {expected} only."),
    "format-type": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} gives its format as {found}, which is not a whole number: it "
        "should say {key}: {expected}, without quotes. If the file was edited, write it that "
        "way and open it again."),
    "format-none": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} looks like a game record but does not say its format; this "
        "version of Biscambiggia reads format {expected}."),
    "format-variant": QT_TRANSLATE_NOOP(
        "SaveError",
        "The file {name} is a match of a game this version of Biscambiggia does not have "
        "(“{variant}”). It may come from a newer version."),
    "replay": QT_TRANSLATE_NOOP(
        "SaveError",
        "The match in {name} does not follow the rules, so it cannot be opened: "
        "{reason}."),
    "write": QT_TRANSLATE_NOOP(
        "SaveError",
        "The match could not be saved to {name}: {reason}. The previous file, if there "
        "was one, is unchanged."),
    "write-special": QT_TRANSLATE_NOOP(
        "SaveError",
        "The match could not be saved to {name}: it is not a regular file (a pipe, a "
        "device or a socket), and it is left as it was."),
}


# what the JSON parser says is wrong (json.JSONDecodeError.msg), in a reader's words: the
# "corrupt" message names it with its line and column, in the window's language
JSON_REASONS = {
    "Expecting value": QT_TRANSLATE_NOOP("SaveError", "a value is missing"),
    "Expecting property name enclosed in double quotes": QT_TRANSLATE_NOOP(
        "SaveError", "a name in double quotes was expected"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("SaveError", "a colon (:) is missing"),
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("SaveError", "a comma is missing"),
    "Extra data": QT_TRANSLATE_NOOP("SaveError", "something follows the end of the data"),
    "Invalid control character at": QT_TRANSLATE_NOOP(
        "SaveError", "a tab or a line break inside quotes"),
    "Invalid \\escape": QT_TRANSLATE_NOOP(
        "SaveError", "a backslash (\\) that JSON does not allow there"),
    "Invalid \\uXXXX escape": QT_TRANSLATE_NOOP(
        "SaveError", "a backslash (\\) that JSON does not allow there"),
    "Illegal trailing comma before end of object": QT_TRANSLATE_NOOP(
        "SaveError", "a comma just before a closing bracket"),
    "Illegal trailing comma before end of array": QT_TRANSLATE_NOOP(
        "SaveError", "a comma just before a closing bracket"),
}


class SaveError(Exception):
    """A file that cannot be opened or written. `kind` is one of missing, unreadable,
    empty, truncated, corrupt, foreign, format, replay, write; `message_id` names the
    exact message in MESSAGES; `str(error)` is the English text and `text(translate)` the
    text through a translation function (e.g. lambda s: QCoreApplication.translate(
    "SaveError", s))."""

    refusal: RecordError | None = None   # "replay": the engine's RecordError, to render in any language
    os_error: OSError | None = None      # "write", "unreadable": the system's, for the window's words

    def __init__(self, message_id: str, path, **details):
        self.message_id = message_id
        self.kind = message_id.split("-")[0]
        self.path = Path(path)
        self.details = details
        super().__init__(self.text())

    @property
    def template(self) -> str:
        return MESSAGES[self.message_id]

    def text(self, translate=None, **override) -> str:
        """The message; `override` replaces details (the window's own words for one)."""
        values = dict(self.details, name=shown_path(self.path.name or self.path), **override)
        if translate is not None and "reason" not in override \
                and values.get("reason") in JSON_REASONS.values():
            values["reason"] = translate(values["reason"])   # the parser's words, translated
        if translate is not None:
            try:
                return fill(translate(self.template), values)
            except (KeyError, IndexError, ValueError):   # a translation with broken {fields}
                pass
        return self.template.format(**values)


@dataclass
class LoadedMatch:
    match: Match                   # replayed: the exact position the file describes
    seats: list[dict]              # one per seat: {"name", "kind", "level"}
    record: dict                   # the game record (docs/rules.md section 8)
    payload: dict = field(default_factory=dict)   # the whole save; {} for a bare record
    bare_record: bool = False      # True: a plain game record, seats are the defaults
    path: Path | None = None
    dropped: dict = field(default_factory=dict)   # the extras left out of `payload`, as
                                                  # written (of the wrong type: save_extras)

    @property
    def saved_at(self) -> str | None:
        return self.payload.get("saved_at")


# --- paths -----------------------------------------------------------------------------
def autosave_path() -> Path:
    return user_data_dir() / AUTOSAVE_NAME


def has_autosave() -> bool:
    return autosave_path().is_file()


def load_autosave() -> LoadedMatch:
    return load_match(autosave_path())


def discard_autosave(keep_copy: bool = False) -> Path | None:
    """Remove the autosave (the match ended, or the player chose not to resume it). With
    keep_copy, rename it to autosave.damaged-<time>.json instead (a damaged autosave is
    set aside, never destroyed) and return the new path."""
    path = autosave_path()
    if not path.is_file():          # nothing, or a folder in its place: leave it alone
        return None
    if keep_copy:
        target = aside_path(path.parent, "autosave.damaged", ".json")
        os.replace(path, target)
        return target
    path.unlink(missing_ok=True)
    return None


# --- writing ---------------------------------------------------------------------------
def default_seats(players: int) -> list[dict]:
    """Seats for a bare record: a person at seat 0, computer players at medium strength
    elsewhere. An empty name means "use the name from the settings"."""
    return [{"name": "", "kind": "person", "level": None}] + [
        {"name": "", "kind": "computer", "level": "medium"} for _ in range(players - 1)]


def now_iso() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def make_payload(match: Match, seats: list[dict], **extra) -> dict:
    """The save payload for `match`: its record, its seats, the time; `extra` keys (e.g.
    match_id, undo_used) are kept as they are and come back in LoadedMatch.payload."""
    clash = [k for k in extra if k in RESERVED]
    if clash:
        raise ValueError(f"payload keys reserved by the save format: {', '.join(clash)}")
    checked = _check_seats(seats, match.variant.players)
    if checked is None:
        raise ValueError(f"{match.variant.id} needs {match.variant.players} seats, each "
                         f"{{'name': str, 'kind': 'person'|'computer', 'level': str|None}}")
    payload = {"app": APP_ID, "save_format": SAVE_FORMAT, "version": __version__,
               "saved_at": now_iso(), "record": to_record(match), "seats": checked}
    payload.update(extra)
    return payload


def save_match(path, payload: dict) -> Path:
    """Write `payload` (a save payload, or a bare game record) to `path` atomically. On
    failure raise SaveError("write") and leave whatever was at `path` untouched."""
    if not isinstance(payload, dict) or not (
            isinstance(payload.get("record"), dict) or _looks_like_record(payload)):
        raise ValueError("save_match writes a save payload (with a 'record') or a game record")
    path = Path(path)
    text = json.dumps(payload, indent=1, ensure_ascii=False) + "\n"  # fails before any file
    try:
        write_atomic(path, text.encode("utf-8"))
    except NotAFileError as exc:
        raise SaveError("write-special", path) from exc
    except OSError as exc:
        raise _os_failed("write", path, exc) from exc
    return path


def _os_failed(message_id: str, path: Path, exc: OSError) -> SaveError:
    """SaveError `message_id` for the system's refusal `exc`: its reason the system's own
    words (the command line's), and `exc` kept for the window's (ui/keeper.py)."""
    error = SaveError(message_id, path, reason=plain(exc.strerror, REASON_CHARS)
                      if exc.strerror else fault_text(exc))
    error.os_error = exc
    return error


REASON_CHARS = 100     # the most characters of an exception's own words a message quotes


def fault_text(exc: BaseException) -> str:
    """An exception's own words as a message quotes them (the English `str(error)` that the
    command line prints; the window says its own words, ui/keeper.py): its kind and text
    on one line, control characters and line breaks made spaces, cut to REASON_CHARS with
    "…" (engine.messages.plain). A fault no check foresaw may carry a whole file's text."""
    text = str(exc)
    return plain(f"{type(exc).__name__}: {text}" if text else type(exc).__name__, REASON_CHARS)


def write_atomic(path: Path, data: bytes) -> None:
    """`data` to `path` through a temporary file in the same folder, flushed, fsync'ed and
    renamed over it: `path` is the old content or the new, never a part. OSError if not
    (the temporary file is then removed). Its folder is made where missing; one removed
    meanwhile (the data folder deleted while the game runs, between the making and the
    writing: FileNotFoundError) is made again and the write tried once more. Every file
    the game writes whole goes through here: the autosave, a match saved, the statistics'
    journal, the settings rewritten, a crash log."""
    path = _written_file(path)
    try:
        _write_once(path, data)
    except FileNotFoundError:
        _write_once(path, data)


def _write_once(path: Path, data: bytes) -> None:
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        _copy_mode(path, tmp)
        _replace(tmp, path)
        tmp = None
        _sync_folder(path.parent)
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def autosave(match: Match, seats: list[dict], **extra) -> Path:
    """Save the match in progress to autosave_path(); call it after every action. A
    temporary file a killed save left behind (older than STALE_TMP_S) goes at the same time."""
    path = save_match(autosave_path(), make_payload(match, seats, **extra))
    clean_temporaries(path, min_age=STALE_TMP_S)
    return path


STALE_TMP_S = 30.0     # a save writes its temporary file in milliseconds


def clean_temporaries(path=None, min_age: float = 0.0) -> list[Path]:
    """Remove the temporary files (`.autosave.json.*.tmp`) that saves killed in the middle
    left beside `path` (the autosave by default), if older than `min_age` seconds. At
    start-up, with the data folder's instance lock held (ui/instance.py), min_age is 0:
    no other save can be writing. Where `path` is a symbolic link, a save writes through
    it (_written_file) and its temporaries lie beside the file the link names, named after
    it: those go too. Returns what was removed; errors are ignored."""
    path = Path(path) if path is not None else autosave_path()
    removed: list[Path] = []
    now = time.time()
    candidates: list[Path] = []
    for written in dict.fromkeys((path, Path(os.path.realpath(path)))):
        try:
            candidates += written.parent.glob(f".{glob_escape(written.name)}.*.tmp")
        except OSError:
            pass
    for tmp in candidates:
        try:
            if now - tmp.stat().st_mtime >= min_age and tmp.is_file():
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            pass
    return removed


def glob_escape(name: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", name)


def save_record(path, match: Match) -> Path:
    """A plain game record of `match` (docs/rules.md section 8), atomically."""
    return save_match(path, to_record(match))


class NotAFileError(OSError):
    """`path` is, or a link there names, a pipe, a device or a socket (_written_file)."""


def _written_file(path: Path) -> Path:
    """The file that writing `path` replaces: `path` itself, or the regular file a link
    at `path` names (written through: the rename replaced the link and left its target
    with the old content). OSError where `path` is, or names, a folder, a pipe, a device
    or a socket: a file chosen as "Save game record as..." never replaces one of those."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return path                                   # a new file (or a link to none yet)
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(info.st_mode):
        raise NotAFileError(errno.EINVAL, "not a regular file (a pipe, a device or a socket)",
                            str(path))
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _replace(tmp: str, path: Path) -> None:
    """os.replace; on Windows a reader (an antivirus, an indexer) may hold the old file for
    a moment, so try a few times before giving up."""
    tries = 5 if os.name == "nt" else 1
    for attempt in range(1, tries + 1):
        try:
            os.replace(tmp, path)
            return
        except PermissionError:
            if attempt == tries:
                raise
            time.sleep(0.05 * attempt)


def _copy_mode(path: Path, tmp: str) -> None:
    if os.name != "posix":
        return
    try:
        mode = path.stat().st_mode & 0o777
    except OSError:
        mode = 0o644
    os.chmod(tmp, mode)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); best effort."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# --- reading ---------------------------------------------------------------------------
def load_match(path, default_seats_for=default_seats) -> LoadedMatch:
    """Open a save or a bare game record and replay it. SaveError says what is wrong; for
    a bare record the seats are default_seats_for(players)."""
    path = Path(path)
    data = _parse(_read_text(path), path)
    if not isinstance(data, dict):
        raise SaveError("foreign", path)
    if "app" in data or "save_format" in data:
        if data.get("app") != APP_ID:
            raise SaveError("foreign", path)
        found = data.get("save_format")
        _check_format(found, SAVE_FORMAT, "format-save", "save_format", path)
        record = data.get("record")
        if not isinstance(record, dict):
            raise SaveError("corrupt-record", path)
        payload, bare = data, False
    elif _looks_like_record(data):
        record, payload, bare = data, {}, True
    else:
        raise SaveError("foreign", path)
    if "format" not in record:
        raise SaveError("format-none", path, expected=RECORD_FORMAT)
    _check_format(record["format"], RECORD_FORMAT, "format-record", "format", path)
    variant = record.get("variant")
    if isinstance(variant, str) and variant not in variants():
        raise SaveError("format-variant", path, variant=plain(variant))
    try:
        match = replay(record)
    except RecordError as exc:
        error = SaveError("replay", path, reason=str(exc))
        error.refusal = exc                   # its Message, for the window's language
        raise error from exc
    except Exception as exc:          # a damaged file must be refused, never crash the app
        raise SaveError("replay", path, reason=fault_text(exc)) from exc
    players = match.variant.players
    if bare:
        seats = default_seats_for(players)
    else:
        seats = _check_seats(payload.get("seats"), players)
        if seats is None:
            raise SaveError("corrupt-seats", path, players=players,
                            reason=f"{players} players expected, each a person or a computer")
    extras = clean_extras(payload, match)
    dropped = {k: v for k, v in payload.items() if k not in extras}
    return LoadedMatch(match, seats, record, extras, bare, path, dropped)


def _read_text(path: Path) -> str:
    """The file's text, read by engine.boundedjson: a regular file only (a FIFO or a
    device is refused at once, never waited on), no more than MAX_BYTES, decoded as a
    file a person may have edited (boundedjson.decode_text: UTF-8 with or without its
    BOM, UTF-16, and Windows-1252 for bytes that are not UTF-8, accents kept). The game
    writes UTF-8 only: an autosave read so is UTF-8 again at the next action."""
    try:
        raw = boundedjson.read_bytes(path, MAX_BYTES)
    except FileNotFoundError as exc:
        raise SaveError("missing", path) from exc
    except IsADirectoryError as exc:
        raise SaveError("unreadable-notfile", path) from exc
    except OSError as exc:
        raise _os_failed("unreadable", path, exc) from exc
    except boundedjson.LimitError as exc:
        if exc.kind == "size":
            size = path.stat().st_size if path.is_file() else MAX_BYTES + 1
            raise SaveError("foreign-large", path, size=max(1, size // (1024 * 1024))) from exc
        raise SaveError("unreadable-notfile", path) from exc
    if not raw.strip(b" \t\r\n\x00"):
        raise SaveError("empty", path)    # nothing, or only the zeros a power cut can leave
    try:
        return boundedjson.decode_text(raw)[0]    # UTF-8, UTF-16, or cp1252 where not UTF-8
    except boundedjson.LimitError as exc:
        position = exc.position or 0
        if exc.kind == "utf16" and position >= len(raw) - 1:
            raise SaveError("truncated", path) from exc     # cut in the middle of a letter
        raise SaveError("corrupt-utf16" if exc.kind == "utf16" else "corrupt-binary", path,
                        position=position) from exc


def _parse(text: str, path: Path):
    """JSON with the limits of engine.boundedjson: depth, number length, valid strings."""
    try:
        return boundedjson.loads(text)
    except boundedjson.LimitError as exc:
        if exc.kind == "depth":
            raise SaveError("corrupt-deep", path, limit=boundedjson.MAX_DEPTH) from exc
        if exc.kind == "text":
            raise SaveError("corrupt-text", path) from exc
        if exc.position is not None:
            line = text.count("\n", 0, exc.position) + 1
            column = exc.position - text.rfind("\n", 0, exc.position)
            digits = re.match(r"[-+0-9.eE]*", text[exc.position:])
            length = len(digits.group()) if digits else 0
            raise SaveError("corrupt-long-number", path, line=line, column=column,
                            length=length, start=exc.found) from exc
        raise SaveError("corrupt-number", path) from exc
    except json.JSONDecodeError as exc:
        rest = text[exc.pos:].rstrip()
        if exc.msg.startswith("Unterminated string") or _CUT_TOKEN.fullmatch(rest):
            raise SaveError("truncated", path) from exc   # valid so far, then it stops
        raise SaveError("corrupt", path, reason=JSON_REASONS.get(exc.msg, exc.msg),
                        line=exc.lineno, column=exc.colno) from exc


# what may be left where the text stops: nothing, or the start of a literal or a number
_CUT_TOKEN = re.compile(r"t(r(ue?)?)?|f(a(l(se?)?)?)?|n(u(ll?)?)?|-?[0-9.eE+-]*")


def _looks_like_record(data: dict) -> bool:
    return "variant" in data and "hands" in data


def _is_int(value, expected: int) -> bool:
    return type(value) is int and value == expected


def _check_format(found, expected: int, message_id: str, key: str, path: Path) -> None:
    """A format that is not the integer `expected`: written as text or as another kind
    of value ("1", 1.0, true) says so; another whole number is a format this version
    does not read."""
    if _is_int(found, expected):
        return
    if type(found) is not int:
        raise SaveError("format-type", path, found=_shown_json(found), key=f"“{key}”",
                        expected=expected)
    raise SaveError(message_id, path, found=_shown(found), expected=expected)


def _shown_json(value) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 24 else text[:23] + "…"


def _shown(value) -> str:
    if value is None:
        return "?"
    return value if isinstance(value, str) else json.dumps(value)


NAME_CHARS = 24        # the Settings dialog's limit; a longer name in a file is cut


def _plain_name(name: str) -> str:
    """A name from a file as one short line: control characters and line breaks become
    spaces, and it is cut to NAME_CHARS (the window shows it as plain text)."""
    name = " ".join("".join(c if c.isprintable() else " " for c in name).split())
    return name[:NAME_CHARS].rstrip()


def _check_seats(seats, players: int) -> list[dict] | None:
    """Clean copies of the seats, or None when they do not fit the match."""
    if not isinstance(seats, list) or len(seats) != players:
        return None
    out = []
    for seat in seats:
        if not isinstance(seat, dict):
            return None
        name, kind, level = seat.get("name", ""), seat.get("kind"), seat.get("level")
        if not isinstance(name, str) or kind not in SEAT_KINDS:
            return None
        name = _plain_name(name)
        if level is not None and not isinstance(level, str):
            return None
        if kind == "computer" and not level:
            return None
        clean = dict(seat)
        clean.update(name=name, kind=kind, level=level)
        out.append(clean)
    return out


def seats_as_written(seats, players: int) -> list[dict] | None:
    """A bare record's seats as the review names them (ui/review_window.py): each seat
    read on its own, so that one seat the game cannot play (a kind or a level it does not
    know, a name that is not text) loses nothing of the others, as `_check_seats` (all or
    none: Open plays the seats) would. Each is {"name", "kind", "level"}: its name as a
    name from a file is cleaned ("" where it has none), its kind and level as written
    ("" where absent; a value that is not text, as JSON writes it), for the window to say
    in words (ui/seat_names.who_sits). None when the seats are not a list of one per
    player: which seat is which cannot be told."""
    if not isinstance(seats, list) or len(seats) != players:
        return None
    out = []
    for seat in seats:
        seat = seat if isinstance(seat, dict) else {}
        name = seat.get("name")
        kind, level = (v if isinstance(v, str) else "" if v is None else json.dumps(v)
                       for v in (seat.get("kind"), seat.get("level")))
        out.append({"name": _plain_name(name) if isinstance(name, str) else "",
                    "kind": kind, "level": level or None})
    return out


def replay_command(path: str, out, err) -> int:
    """`replay PATH`: the summary as one JSON line, exit 0; or one line naming the fault on
    `err`, exit 2. The file is read by the same reader as Open in the window
    (load_match), so both accept and refuse the same files for the same reason."""
    try:
        loaded = load_match(path)
    except SaveError as exc:
        print(_one_line(str(exc)), file=err)             # the message names the file
        return 2
    print(json.dumps(summary(loaded.match)), file=out)
    return 0


def _one_line(text: str) -> str:
    return " ".join(text.split())
