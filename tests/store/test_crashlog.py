"""Crashes (issue 7): "an unexpected error shows a dialog with a way to copy the report,
writes a log in the user's data folder, and the autosave is kept"."""
import errno
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from biscambiggia_gui import __version__
from biscambiggia_gui.engine import Match
from biscambiggia_gui.paths import user_data_dir
from biscambiggia_gui.store import crashlog, saves

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def hook():
    calls = []
    crashlog.install(lambda report, path: calls.append((report, path)))
    yield calls
    crashlog.uninstall()


def raise_and_hook(exc):
    try:
        raise exc
    except BaseException:
        sys.excepthook(*sys.exc_info())


def test_the_hook_writes_a_log_and_calls_the_callback(hook):
    assert sys.excepthook is not sys.__excepthook__ and crashlog.installed()
    raise_and_hook(ZeroDivisionError("a card divided by zero"))
    [(report, path)] = hook
    assert path.parent == user_data_dir() / "logs" and path.name.startswith("crash-")
    assert path.suffix == ".log" and path.read_text(encoding="utf-8") == report
    for needed in ("ZeroDivisionError: a card divided by zero", "Traceback", "raise_and_hook",
                   f"Biscambiggia {__version__}", "Python:", "Platform:", "Time:"):
        assert needed in report, needed


def test_the_autosave_is_kept(hook):
    m = Match("briscola-2", seed=1)
    m.start_hand()
    m.apply(m.current.legal_actions()[0])
    path = saves.autosave(m, [{"name": "A", "kind": "person", "level": None},
                              {"name": "B", "kind": "computer", "level": "hard"}])
    before = path.read_bytes()
    raise_and_hook(RuntimeError("boom"))
    assert path.read_bytes() == before and saves.has_autosave()


def test_a_crash_in_another_thread_is_reported(hook):
    def work():
        raise ValueError("worker failed")

    thread = threading.Thread(target=work, name="ai-worker")
    thread.start()
    thread.join()
    [(report, path)] = hook
    assert "ValueError: worker failed" in report and "Thread: ai-worker" in report
    assert path.exists()


def test_a_broken_callback_or_context_does_not_break_the_handler(capsys):
    def bad_callback(report, path):
        raise RuntimeError("the dialog failed too")

    def bad_context():
        raise KeyError("no table")

    crashlog.install(bad_callback, context=bad_context)
    try:
        raise_and_hook(IndexError("first"))
    finally:
        crashlog.uninstall()
    [log] = (user_data_dir() / "logs").glob("crash-*.log")
    text = log.read_text()
    assert "IndexError: first" in text and "context could not be gathered" in text
    assert "the dialog failed too" in capsys.readouterr().err


def test_context_is_added_to_the_report(hook):
    crashlog.install(lambda r, p: hook.append((r, p)), context=lambda: "variant: mariagio")
    raise_and_hook(OSError("disk"))
    assert "Context:\nvariant: mariagio" in hook[-1][0]


def test_keyboard_interrupt_goes_to_the_previous_hook(monkeypatch):
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda *a: seen.append(a[0]))
    crashlog.install(lambda r, p: seen.append("dialog"))
    try:
        raise_and_hook(KeyboardInterrupt())
    finally:
        crashlog.uninstall()
    assert seen == [KeyboardInterrupt]
    assert not (user_data_dir() / "logs").exists() or not list((user_data_dir() / "logs").iterdir())


def test_uninstall_puts_the_old_hooks_back():
    old, old_thread = sys.excepthook, threading.excepthook
    crashlog.install()
    crashlog.install()                  # twice: the originals are remembered once
    crashlog.uninstall()
    assert sys.excepthook is old and threading.excepthook is old_thread and not crashlog.installed()


def test_old_logs_are_pruned_and_a_session_cannot_flood_the_disk(hook, monkeypatch):
    monkeypatch.setattr(crashlog, "KEEP_LOGS", 3)
    monkeypatch.setattr(crashlog, "MAX_PER_SESSION", 5)
    for i in range(8):
        raise_and_hook(RuntimeError(f"again {i}"))
    assert len(hook) == 8                                     # every crash is told about
    assert len(list((user_data_dir() / "logs").glob("crash-*.log"))) == 3
    assert hook[-1][1] is None                                # but not every one is written


def test_an_unwritable_log_folder_still_calls_the_callback(hook, monkeypatch):
    (user_data_dir() / "logs").write_text("a file where the folder should be")
    raise_and_hook(RuntimeError("nowhere to write"))
    [(report, path)] = hook
    assert path is None and "nowhere to write" in report


def test_a_real_uncaught_exception_in_a_process_writes_a_log(tmp_path):
    data = tmp_path / "data"
    script = tmp_path / "crashes.py"
    script.write_text(textwrap.dedent("""
        from biscambiggia_gui.store import crashlog
        crashlog.install(lambda report, path: print("CALLBACK", path, flush=True))
        def deal():
            raise RuntimeError("the deck fell off the table")
        deal()
    """))
    env = dict(os.environ, BISCAMBIGGIA_DATA=str(data), PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, str(script)], env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 1
    [log] = (data / "logs").glob("crash-*.log")
    assert "RuntimeError: the deck fell off the table" in log.read_text()
    assert f"CALLBACK {log}" in out.stdout


def test_the_log_just_written_is_kept_when_the_clock_was_set_back(hook, monkeypatch):
    """Thirty logs from before, then the clock set back (a flat clock battery, a computer
    without one): the new log's name sorted first and the pruning deleted it at once, while
    the crash dialog told the person where it was."""
    from datetime import datetime
    folder = user_data_dir() / "logs"
    folder.mkdir(parents=True)
    for i in range(crashlog.KEEP_LOGS):
        (folder / f"crash-20261120-1000{i:02d}-000000.log").write_text(f"earlier {i}")

    class SetBack(datetime):
        @classmethod
        def now(cls, tz=None):
            return datetime(2001, 1, 1, 0, 0, 0)
    monkeypatch.setattr(crashlog, "datetime", SetBack)
    raise_and_hook(RuntimeError("after the clock went back"))
    [(report, path)] = hook
    assert path.read_text(encoding="utf-8") == report
    logs = sorted(folder.glob("crash-*.log"))
    assert len(logs) == crashlog.KEEP_LOGS and path in logs
    assert not (folder / "crash-20261120-100000-000000.log").exists()     # the oldest went


class FullDisk:
    """A file opened for writing whose write takes half of what it is given, then says the
    disk is full (ENOSPC), as a disk that fills in the middle of a write does."""

    def __init__(self, fh):
        self.fh = fh

    def write(self, data):
        self.fh.write(data[:len(data) // 2])
        self.fh.flush()
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def __getattr__(self, name):
        return getattr(self.fh, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.fh.close()


def test_a_crash_log_on_a_full_disk_is_not_left_cut_short(hook, monkeypatch):
    """The disk full while the log is written: a log cut in half (or empty) was left in
    logs/, and old ones pruned for it. Now no log at all: the dialog says the report could
    not be saved (its path None) and offers it to copy; nothing is left behind."""
    import io
    real_open = io.open

    def full_open(file, mode="r", *args, **kwargs):
        fh = real_open(file, mode, *args, **kwargs)
        return FullDisk(fh) if "w" in mode else fh
    with monkeypatch.context() as full:
        full.setattr(io, "open", full_open)
        raise_and_hook(RuntimeError("while the disk was full"))
    [(report, path)] = hook
    assert path is None and "while the disk was full" in report
    assert list((user_data_dir() / "logs").iterdir()) == []



# --- native faults (a segmentation fault, Qt's abort): no Python hook runs ------------------
NATIVE = """
import sys
from PySide6.QtCore import QCoreApplication, QThread
from biscambiggia_gui import app as game
from biscambiggia_gui.store import crashlog
qt = QCoreApplication([])
class Window:                     # the window that holds the data folder
    read_only = False
print("EARLIER", len(game.watch_native_faults(Window())), flush=True)
fault = sys.argv[1]
if fault == "segfault":
    import faulthandler
    faulthandler._sigsegv()
elif fault == "thread":           # "QThread: Destroyed while thread is still running"
    import time
    def deal():
        thread = QThread()
        thread.run = lambda: time.sleep(30)
        thread.start()
    deal()                        # its last reference gone while it runs: Qt aborts
elif fault == "no-stderr":       # a windowed build (console=False): no standard error
    from PySide6.QtCore import qWarning
    sys.excepthook = lambda *exc: print("HOOK", exc[1], file=sys.stdout, flush=True)
    sys.stderr = None
    qWarning("Unable to set geometry")        # an ordinary warning of Qt's
    print("DONE", flush=True)
    crashlog.stop_watching_native_faults()
elif fault == "none":
    crashlog.stop_watching_native_faults()
    import faulthandler
    print("AFTER", faulthandler.is_enabled(), flush=True)
"""


def run_session(tmp_path, fault: str, **more: str):
    script = tmp_path / "native.py"
    script.write_text(NATIVE)
    env = dict(os.environ, BISCAMBIGGIA_DATA=str(tmp_path / "data"), PYTHONPATH=str(ROOT),
               QT_QPA_PLATFORM="offscreen")
    env.pop("PYTHONFAULTHANDLER", None)
    env.update(more)
    return subprocess.run([sys.executable, str(script), fault], env=env, capture_output=True,
                          text=True, timeout=60)


@pytest.mark.parametrize("fault, words", [
    ("segfault", "Fatal Python error: Segmentation fault"),
    ("thread", "QThread: Destroyed while thread"),
])
def test_a_native_fault_leaves_a_crash_log_the_next_start_shows(tmp_path, monkeypatch, fault, words):
    """A fault that ends the process before any Python hook (no traceback, no crash log
    before): faulthandler's stacks, and Qt's last words, are in the crash-log folder, and
    the next start makes a crash log of them (app.watch_native_faults returns it)."""
    out = run_session(tmp_path, fault)
    assert out.returncode < 0 and "EARLIER 0" in out.stdout, out
    logs = tmp_path / "data" / "logs"
    [left] = logs.glob("fault-*.log")
    assert words in left.read_text() and "native.py" in left.read_text()
    assert not list(logs.glob("crash-*.log"))
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(tmp_path / "data"))
    [(report, path)] = crashlog.native_crashes()
    assert path is not None and path.name.startswith("crash-") and path.read_text() == report
    assert report.startswith(f"Biscambiggia {__version__} crash report") and words in report
    assert not list(logs.glob("fault-*.log"))            # shown once, kept as a crash log
    assert crashlog.native_crashes() == []


def test_a_normal_end_leaves_no_fault_file(tmp_path, monkeypatch):
    """A normal end removes the session's file and gives faulthandler back to standard
    error where PYTHONFAULTHANDLER had asked for it."""
    out = run_session(tmp_path, "none", PYTHONFAULTHANDLER="1")
    assert out.returncode == 0 and "EARLIER 0" in out.stdout and "AFTER True" in out.stdout, out
    logs = tmp_path / "data" / "logs"
    assert not list(logs.glob("fault-*.log")) and not list(logs.glob("crash-*.log"))
    (logs / "fault-20260101-000000-000000.log").write_text("")   # a session killed: nothing said
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(tmp_path / "data"))
    assert crashlog.native_crashes() == [] and not list(logs.glob("*.log"))


def test_qt_s_messages_without_a_standard_error_raise_nothing(tmp_path):
    """Where there is no standard error (sys.stderr is None: a windowed build), a warning
    of Qt's is let go: the message handler raised AttributeError inside Qt's callback."""
    out = run_session(tmp_path, "no-stderr")
    assert out.returncode == 0 and "DONE" in out.stdout and "HOOK" not in out.stdout, out
