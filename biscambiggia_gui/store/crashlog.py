"""Crash handling: an unexpected exception (in the main thread, a Qt slot or any other
thread) writes a report to user_data_dir()/logs/crash-<time>.log and calls an optional
callback, with which the window shows a dialog. The autosave is never touched: the match
in progress was saved after the last action and is offered again at the next start.

    install(excepthook_dialog=None, context=None)   set sys.excepthook and threading.excepthook
    uninstall()                                     put the previous hooks back
    format_report(exc_type, exc, tb) -> str
    write_report(text) -> Path | None
    watch_native_faults() -> Path | None            faulthandler into logs/fault-<time>.log
    note_native(text)                               a line for that file (Qt's fatal message)
    stop_watching_native_faults()                   a normal end: the file goes
    native_crashes() -> [(report, Path | None)]     an earlier session's fault, made a crash log

A native fault (a segmentation fault in Qt or in the compiled core, an abort such as Qt's
"QThread: Destroyed while thread is still running") ends the process before any Python
hook runs: faulthandler writes the Python stack of every thread into the session's fault
file, and the next start makes a crash log of it and shows it (docs/saves-and-stats.md).

excepthook_dialog(report: str, log_path: Path | None) may be called from any thread; a Qt
window should hand it over to the GUI thread (ui/crash_dialog.py's CrashReporter does).
context() may return extra text for the report (e.g. the variant and the game record).
"""
from __future__ import annotations

import faulthandler
import platform
import sys
import threading
import traceback
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..paths import user_data_dir

KEEP_LOGS = 30          # older crash logs are removed beyond this many
FAULT_PREFIX = "fault-"  # a session's file for a native fault (empty unless one happened)
MAX_PER_SESSION = 20    # an error repeating in a loop must not fill the disk

_state: dict[str, Any] = {"installed": False, "previous": None, "previous_thread": None, "dialog": None,
          "context": None, "written": 0}
_native: dict[str, Any] = {"file": None, "path": None, "was": False}
_lock = threading.RLock()
_local = threading.local()      # per thread: a report being made (to stop recursion)


def logs_dir() -> Path:
    path = user_data_dir() / "logs"
    path.mkdir(parents=True, exist_ok=True)
    return path


def format_report(exc_type, exc, tb, thread_name: str | None = None, context: str = "") -> str:
    """The report: what happened, where, and on what; plain text, ready to paste."""
    qt = qt_versions()
    lines = [
        f"Biscambiggia {__version__} crash report",
        f"Time: {datetime.now().astimezone().isoformat(timespec='seconds')}",
        f"Python: {platform.python_version()} ({platform.python_implementation()})",
        f"Qt: {qt}" if qt else "Qt: not loaded",
        f"Platform: {platform.platform()} ({platform.machine()})",
        f"Thread: {thread_name or threading.current_thread().name}",
        "",
        "".join(traceback.format_exception(exc_type, exc, tb)).rstrip(),
    ]
    if context:
        lines += ["", "Context:", context.rstrip()]
    return "\n".join(lines) + "\n"


def write_report(text: str) -> Path | None:
    """Write `text` to logs/crash-<time>.log, whole or not at all (saves.write_atomic: a
    full disk left a log cut short, or empty, which the dialog then named); None if it
    cannot be written (the crash handler must never fail in its turn): the dialog then
    says so, and the report is still there to copy."""
    try:
        from .saves import write_atomic
        folder = logs_dir()
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        path = folder / f"crash-{stamp}.log"
        n = 1
        while path.exists():
            n += 1
            path = folder / f"crash-{stamp}-{n}.log"
        write_atomic(path, text.encode("utf-8", "replace"))
        _prune(folder, path)
        return path
    except Exception:
        return None


def _prune(folder: Path, new: Path) -> None:
    """The oldest logs by name beyond KEEP_LOGS, never `new`: with the clock set back (a
    flat clock battery, a computer without one) the log just written sorts first, and was
    deleted at once while the dialog named it."""
    logs = sorted(p for p in folder.glob("crash-*.log") if p != new)
    for old in logs[:max(0, len(logs) - (KEEP_LOGS - 1))]:
        try:
            old.unlink()
        except OSError:
            pass


def qt_versions() -> str:
    qtcore = sys.modules.get("PySide6.QtCore")     # only if the app loaded it
    if qtcore is None:
        return ""
    try:
        import PySide6
        return f"{qtcore.qVersion()} (PySide6 {PySide6.__version__})"
    except Exception:
        return "?"


def handle(exc_type, exc, tb, thread_name: str | None = None) -> Path | None:
    """Report one exception: write the log, tell the callback. Returns the log's path."""
    if getattr(_local, "busy", False):    # the handler itself failed: do not recurse
        return None
    _local.busy = True
    try:
        context = ""
        if _state["context"] is not None:
            try:
                context = str(_state["context"]())
            except Exception as ctx_exc:
                context = f"(the context could not be gathered: {ctx_exc!r})"
        report = format_report(exc_type, exc, tb, thread_name, context)
        path = None
        with _lock:
            if _state["written"] < MAX_PER_SESSION:
                _state["written"] += 1
                path = write_report(report)
        try:
            sys.stderr.write(report)
            if path is not None:
                sys.stderr.write(f"(written to {path})\n")
        except Exception:
            pass
        callback = _state["dialog"]
        if callback is not None:
            try:
                callback(report, path)
            except Exception:
                try:
                    traceback.print_exc()
                except Exception:
                    pass
        return path
    finally:
        _local.busy = False


def _excepthook(exc_type, exc, tb):
    if issubclass(exc_type, KeyboardInterrupt):
        previous = _state["previous"] or sys.__excepthook__
        previous(exc_type, exc, tb)
        return
    handle(exc_type, exc, tb)


def _thread_excepthook(args):
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else None
    handle(args.exc_type, args.exc_value, args.exc_traceback, name)


def install(excepthook_dialog=None, context=None) -> None:
    """Route uncaught exceptions to the crash handler. Calling it again replaces the
    callback and the context; the original hooks are remembered once."""
    with _lock:
        if not _state["installed"]:
            _state["previous"] = sys.excepthook
            _state["previous_thread"] = threading.excepthook
            _state["installed"] = True
        _state["dialog"] = excepthook_dialog
        _state["context"] = context
        sys.excepthook = _excepthook
        threading.excepthook = _thread_excepthook


def uninstall() -> None:
    with _lock:
        if not _state["installed"]:
            return
        sys.excepthook = _state["previous"] or sys.__excepthook__
        threading.excepthook = _state["previous_thread"] or threading.__excepthook__
        _state.update(installed=False, previous=None, previous_thread=None, dialog=None,
                      context=None, written=0)


def installed() -> bool:
    return bool(_state["installed"])


# --- native faults ------------------------------------------------------------------------------
def watch_native_faults() -> Path | None:
    """From now on, a fault that ends the process with no Python exception leaves Python's
    stack of every thread (faulthandler) in logs/fault-<time>.log, which the next start
    makes a crash log of (`native_crashes`). Only the window that holds the data folder
    calls it, so no other running process writes such a file there. Returns the file, or
    None where it cannot be made (faulthandler is then left as it was)."""
    with _lock:
        if _native["file"] is not None:
            return _native["path"]
        handle = None
        try:
            folder = logs_dir()
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
            path = folder / f"{FAULT_PREFIX}{stamp}.log"
            handle = open(path, "w", encoding="utf-8")
            was = faulthandler.is_enabled()      # PYTHONFAULTHANDLER, -X faulthandler
            faulthandler.enable(file=handle, all_threads=True)
        except Exception:
            if handle is not None:
                handle.close()
                try:
                    path.unlink()
                except OSError:
                    pass
            return None
        _native.update(file=handle, path=path, was=was)
        return path


def note_native(text: str) -> None:
    """A line for the session's fault file, before a fault it tells of (Qt's own words
    before it aborts, which faulthandler does not know): written at once."""
    with _lock:
        handle = _native["file"]
        if handle is None:
            return
        try:
            handle.write(text.rstrip("\n") + "\n")
            handle.flush()
        except Exception:
            pass


def stop_watching_native_faults() -> None:
    """The session ends normally: faulthandler back as Python started it (to standard
    error where PYTHONFAULTHANDLER asked for it), and the session's fault file removed."""
    with _lock:
        handle, path, was = _native["file"], _native["path"], _native["was"]
        if handle is None:
            return
        _native.update(file=None, path=None, was=False)
        try:
            faulthandler.disable()
            if was:
                faulthandler.enable()
        except Exception:
            pass
        try:
            handle.close()
        except Exception:
            pass
        try:
            path.unlink()
        except OSError:
            pass


def native_report(text: str, when: datetime | None = None) -> str:
    """The report of an earlier session's native fault: the head of every crash report,
    then what faulthandler (and Qt) wrote."""
    qt = qt_versions()
    stamp = (when or datetime.now().astimezone()).isoformat(timespec="seconds")
    return "\n".join([
        f"Biscambiggia {__version__} crash report",
        f"Time: {stamp} (the session ended by a fault in native code; found at the next start)",
        f"Python: {platform.python_version()} ({platform.python_implementation()})",
        f"Qt: {qt}" if qt else "Qt: not loaded",
        f"Platform: {platform.platform()} ({platform.machine()})",
        "",
        text.rstrip(),
    ]) + "\n"


def native_crashes() -> list[tuple[str, Path | None]]:
    """The fault files earlier sessions left (all but this session's): each that says
    something becomes a crash log, (its report, the log's path or None where it cannot be
    written), oldest first; an empty one (a session killed, the power cut) is removed."""
    try:
        folder = logs_dir()
        files = sorted(folder.glob(f"{FAULT_PREFIX}*.log"))
    except Exception:
        return []
    found: list[tuple[str, Path | None]] = []
    for path in files:
        if path == _native["path"]:
            continue
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
            when = datetime.fromtimestamp(path.stat().st_mtime).astimezone()
        except OSError:
            continue
        if text.strip():
            report = native_report(text, when)
            log = write_report(report)
            if log is None:             # kept for the next start rather than lost
                found.append((report, None))
                continue
            found.append((report, log))
        try:
            path.unlink()
        except OSError:
            pass
    return found
