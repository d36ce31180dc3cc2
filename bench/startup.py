"""Start-up: from a process's start to its window drawn, the game's against a bare PySide6
window, each run a whole process (the imports included). Timed from outside by the tool
library's `farm-bench`, which runs the two in turn:

    farm-bench -n 10 --vs '.venv/bin/python bench/startup.py bare' -- .venv/bin/python bench/startup.py game

`game` starts the game as `biscambiggia` does (app.build: the settings, the language, the
main window, the crash dialog), shows the window fitted to the screen and quits once it has
been drawn; its settings and data go to a temporary folder, so the player's files are not
read (a first start: no autosave to offer). `bare` shows an empty QMainWindow and quits once
it has been drawn. Both run offscreen unless QT_QPA_PLATFORM says otherwise.
"""
from __future__ import annotations

import os
import sys
import tempfile


def drawn_then_quit(app, window) -> int:
    """Show `window`, quit once it has painted; the exit status."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Painted(QObject):
        def eventFilter(self, watched, event):          # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, app, app.quit)
            return False

    watcher = Painted(app)
    window.installEventFilter(watcher)
    QTimer.singleShot(10_000, app, lambda: app.exit(1))   # never drawn: fail, do not hang
    return app.exec()


def main(argv: list[str]) -> int:
    which = argv[1] if len(argv) > 1 else ""
    if which not in ("game", "bare"):
        print("usage: startup.py game|bare", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="biscambiggia-startup-") as folder:
        os.environ["BISCAMBIGGIA_DATA"] = os.path.join(folder, "data")
        os.environ["BISCAMBIGGIA_CONFIG"] = os.path.join(folder, "config")
        if which == "bare":
            from PySide6.QtWidgets import QApplication, QMainWindow
            app = QApplication(["bare"])
            window = QMainWindow()
            window.resize(1280, 720)
            window.show()
            return drawn_then_quit(app, window)
        sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        from biscambiggia_gui.app import build
        app, window, _ = build([])
        window.show_placed()
        status = drawn_then_quit(app, window)
        window.shutdown()
        return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
