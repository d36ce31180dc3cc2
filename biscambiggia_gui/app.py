"""Starting the application: `run(argv)` opens the main window (and the new-match dialog),
or with `--smoke-test` plays one whole hand with computer players on every seat, drawing
the table offscreen, and exits 0 if all went well."""
from __future__ import annotations

import os
import sys
import time

SMOKE_VARIANT = "biscambiggia-2"
SMOKE_TIMEOUT_S = 60


def _install_translators(app) -> None:
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
    translator = QTranslator(app)
    path = QLibraryInfo.path(QLibraryInfo.TranslationsPath)
    if translator.load(QLocale(), "qtbase", "_", path):
        app.installTranslator(translator)


def run(argv: list[str]) -> int:
    smoke = "--smoke-test" in argv
    if smoke and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"     # a smoke test needs no screen
    from . import ui                                     # noqa: F401  (installs the PySide6 guard)
    from PySide6.QtWidgets import QApplication
    from .ui.setup import APPLICATION, ORGANIZATION, redirect_settings_to_data_dir

    redirect_settings_to_data_dir()
    app = QApplication.instance() or QApplication([sys.argv[0]] + [a for a in argv if a != "--smoke-test"])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    _install_translators(app)
    from .ui.mainwindow import MainWindow
    window = MainWindow()
    if smoke:
        return smoke_test(app, window)
    from PySide6.QtCore import QTimer
    window.show()
    QTimer.singleShot(0, window.ask_new_match)
    try:
        return app.exec()
    finally:
        window.shutdown()


def smoke_test(app, window) -> int:
    """One hand, computers on every seat, instant animation; 0 if it ends and draws."""
    from PySide6.QtCore import QEventLoop
    from .ui.setup import MatchSetup, SeatSetup

    setup = MatchSetup(SMOKE_VARIANT, [SeatSetup("Anna", "computer", "easy"),
                                       SeatSetup("Bruno", "computer", "easy")])
    finished = []
    window.ctrl.handFinished.connect(lambda: finished.append(True))
    window.resize(1100, 720)
    window.show()
    window.ctrl.set_speed("instant")
    start = time.monotonic()
    try:
        window.start_match(setup, remember=False)
        while not finished and time.monotonic() - start < SMOKE_TIMEOUT_S:
            app.processEvents(QEventLoop.AllEvents, 50)
        shot = window.grab()
        ok = bool(finished) and not shot.isNull() and window.ctrl.match.results
        if ok:
            points = " - ".join(map(str, window.ctrl.match.results[-1].points))
            print(f"smoke test: one hand of {SMOKE_VARIANT} played ({points}) "
                  f"in {time.monotonic() - start:.1f} s")
        else:
            print("smoke test: the hand did not finish", file=sys.stderr)
        return 0 if ok else 1
    finally:
        window.shutdown()
        window.close()
