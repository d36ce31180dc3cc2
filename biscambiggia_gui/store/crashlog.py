"""Crash handling: an unexpected exception (in the main thread, a Qt slot or any other
thread) writes a report to user_data_dir()/logs/crash-<time>.log and calls an optional
callback, with which the window shows a dialog. The autosave is never touched: the match
in progress was saved after the last action and is offered again at the next start.

    install(excepthook_dialog=None, context=None)   set sys.excepthook and threading.excepthook
    uninstall()                                     put the previous hooks back
    format_report(exc_type, exc, tb) -> str
    write_report(text) -> Path | None

excepthook_dialog(report: str, log_path: Path | None) may be called from any thread; a Qt
window should hand it over to the GUI thread (ui/crash_dialog.py's CrashReporter does).
context() may return extra text for the report (e.g. the variant and the game record).
"""
from __future__ import annotations

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
MAX_PER_SESSION = 20    # an error repeating in a loop must not fill the disk

_state: dict[str, Any] = {"installed": False, "previous": None, "previous_thread": None, "dialog": None,
          "context": None, "written": 0}
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
