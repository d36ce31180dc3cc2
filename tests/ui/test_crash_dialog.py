"""The crash dialog (issue 7): "an unexpected error shows a dialog with a way to copy the
report, writes a log in the user's data folder, and the autosave is kept"."""
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from biscambiggia_gui.engine.messages import shown_path
from biscambiggia_gui.paths import user_data_dir
from biscambiggia_gui.store import crashlog
from biscambiggia_gui.ui.crash_dialog import CrashDialog, install_crash_dialog

ROOT = Path(__file__).resolve().parents[2]
REPORT = "Biscambiggia 0.1.0 crash report\nTraceback (most recent call last):\nValueError: x\n"


@pytest.fixture(autouse=True)
def _uninstall():
    yield
    crashlog.uninstall()


def test_the_dialog_shows_the_report_and_the_log_path(qtbot, tmp_path):
    log = tmp_path / "logs" / "crash-1.log"
    dialog = CrashDialog(REPORT, log)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.report_view.toPlainText() == REPORT and dialog.report_view.isReadOnly()
    assert shown_path(log) in dialog.path_label.text()
    assert dialog.copy_button.text() == "Copy report"


def test_copy_report_puts_it_on_the_clipboard(qtbot, monkeypatch):
    monkeypatch.setattr(CrashDialog, "COPIED_MS", 150)
    QGuiApplication.clipboard().clear()
    dialog = CrashDialog(REPORT, None)
    qtbot.addWidget(dialog)
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == REPORT
    assert dialog.copy_button.text() == "Copied"
    qtbot.waitUntil(lambda: dialog.copy_button.text() == "Copy report")
    assert "could not be saved" in dialog.path_label.text()


def test_close_button(qtbot):
    dialog = CrashDialog(REPORT, None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.close_button.click()
    assert not dialog.isVisible()


def test_a_crash_in_a_worker_thread_opens_one_dialog_on_the_gui_thread(qtbot):
    reporter = install_crash_dialog(None)

    def work():
        raise RuntimeError("the AI tripped")

    for _ in range(3):                    # a repeating error: one dialog, not three
        thread = threading.Thread(target=work, name="ai-worker")
        thread.start()
        thread.join()
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    dialog = reporter.dialog
    qtbot.addWidget(dialog)
    assert "RuntimeError: the AI tripped" in dialog.report
    assert dialog.log_path is not None and dialog.log_path.parent == user_data_dir() / "logs"
    assert dialog.log_path.read_text(encoding="utf-8") == dialog.report
    assert len(list((user_data_dir() / "logs").glob("crash-*.log"))) == 3
    qtbot.wait(50)
    assert reporter.dialog is dialog


def test_a_crash_in_the_main_thread_too(qtbot):
    reporter = install_crash_dialog(None, context=lambda: "variant: briscola-2")
    try:
        raise KeyError("seat")
    except KeyError:
        sys.excepthook(*sys.exc_info())
    qtbot.waitUntil(lambda: reporter.dialog is not None)
    qtbot.addWidget(reporter.dialog)
    assert "KeyError: 'seat'" in reporter.dialog.report
    assert "variant: briscola-2" in reporter.dialog.report


def test_every_visible_string_goes_through_tr(tmp_path):
    ts = tmp_path / "crash.ts"
    subprocess.run([str(Path(sys.executable).with_name("pyside6-lupdate")),
                    str(ROOT / "biscambiggia_gui/ui/crash_dialog.py"), "-ts", str(ts)],
                   check=True, capture_output=True, timeout=120)
    text = ts.read_text()
    for source in ("Copy report", "Copied", "Close", "Biscambiggia: unexpected error",
                   "Biscambiggia stopped unexpectedly the last time it ran.",
                   "The report is also saved in this file:"):
        assert f"<source>{source}</source>" in text, source
    assert "<name>CrashDialog</name>" in text


STARTS = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog
from biscambiggia_gui import app as game
from biscambiggia_gui.ui.crash_dialog import CrashDialog
real_exec = QApplication.exec
def look():
    for w in QApplication.topLevelWidgets():
        if isinstance(w, CrashDialog) and w.isVisible():
            print("SHOWN", w.heading.text(), "|", w.report_view.toPlainText(), flush=True)
    asked = [w.objectName() for w in QApplication.topLevelWidgets() if w.isVisible()
             and isinstance(w, QDialog) and not isinstance(w, CrashDialog)]
    print("ASKED", asked, flush=True)
    QApplication.closeAllWindows()
    QApplication.quit()
def exec_(*args):
    QTimer.singleShot(1500, look)
    return real_exec()
QApplication.exec = exec_
sys.exit(game.run([sys.argv[0]]))
"""


def test_the_start_after_a_native_fault_shows_its_report(tmp_path):
    """A session ended by a fault in native code (no Python hook ran: the app simply
    vanished) left its fault file; the next real start shows the crash dialog saying so,
    with the report, kept as a crash log, before any other of the start's messages (the
    new-match dialog came up over it); a normal end leaves no fault file behind."""
    data = tmp_path / "data"
    (data / "logs").mkdir(parents=True)
    (data / "logs" / "fault-20260101-000000-000000.log").write_text(
        "Fatal Python error: Segmentation fault\n\nCurrent thread 0x1 (most recent call "
        "first):\n  File \"lesson.py\", line 9 in deal\n")
    script = tmp_path / "starts.py"
    script.write_text(STARTS)
    env = dict(os.environ, BISCAMBIGGIA_DATA=str(data),
               BISCAMBIGGIA_CONFIG=str(tmp_path / "config"), PYTHONPATH=str(ROOT),
               QT_QPA_PLATFORM="offscreen", LANGUAGE="en", LANG="en_US.UTF-8")
    out = subprocess.run([sys.executable, str(script)], env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out
    assert "SHOWN <b>Biscambiggia stopped unexpectedly the last time it ran.</b>" in out.stdout
    assert "Fatal Python error: Segmentation fault" in out.stdout and "lesson.py" in out.stdout
    assert "ASKED []" in out.stdout           # the new-match dialog waits for it to close
    [log] = (data / "logs").glob("crash-*.log")
    assert "lesson.py" in log.read_text()
    assert not list((data / "logs").glob("fault-*.log"))


@pytest.mark.parametrize("left", [True, False], ids=["a match left", "none left"])
def test_the_earlier_crash_report_comes_first_then_the_start_s_question(qtbot, window, left):
    """The report of a fault that ended the last session is the first of the start's
    messages: the resume question (or the new-match dialog) waits until it is closed. It
    came up at once over the report, which sat under it, taking no click, until the
    question was answered."""
    from functools import partial

    from biscambiggia_gui.store import saves
    from biscambiggia_gui.ui.crash_dialog import CrashReporter
    from biscambiggia_gui.ui.instance import first_steps
    from test_boxes_block_their_window import reaches
    from uihelpers import play_first_legal, start, wait_turn
    if left:
        start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
        wait_turn(qtbot, window)
        play_first_legal(qtbot, window)
        wait_turn(qtbot, window)
        window.ctrl.match = None                  # the next start, as it finds the folder
    assert saves.has_autosave() == left
    reporter = CrashReporter(window)
    first_steps(window, crash_report=partial(reporter.show_earlier, REPORT, None))
    report = reporter.dialog
    assert report is not None
    qtbot.waitExposed(report)
    qtbot.wait(50)
    from PySide6.QtWidgets import QApplication
    assert QApplication.activeModalWidget() is report        # the only box up
    question = (lambda: window.resume_dialog) if left else (lambda: window.dialog)
    assert question() is None
    assert reaches(report.copy_button)                       # it takes the clicks
    assert reaches(report.close_button)
    qtbot.waitUntil(lambda: question() is not None and question().isVisible())
    assert QApplication.activeModalWidget() is question()
    question().reject()
