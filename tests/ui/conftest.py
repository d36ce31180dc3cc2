"""UI test set-up: settings redirected into the private data folder, and a main window that
is always shut down (its computer-player thread stopped) before it goes. The helpers that
drive the table are in uihelpers.py."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

import biscambiggia_gui.ui  # noqa: F401  (installs the PySide6 guard first)


@pytest.fixture(autouse=True)
def _private_settings(_private_user_data):
    """The config folder the settings file goes in (BISCAMBIGGIA_CONFIG, tests/conftest.py)."""
    from biscambiggia_gui.store.settings import config_base
    folder = config_base()
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(folder))
    yield folder


@pytest.fixture
def window(qtbot):
    from biscambiggia_gui.ui.mainwindow import MainWindow
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1180, 760)
    win.show()
    qtbot.waitExposed(win)
    win.set_speed("instant")
    yield win
    win.shutdown()
    assert not win.ctrl.ai.worker_thread.isRunning()


@pytest.fixture(scope="session", autouse=True)
def _compiled_translations():
    """The .qm files, compiled from their .ts as `make test` does (git-ignored)."""
    from biscambiggia_gui import i18n
    i18n.compile_all()


@pytest.fixture(autouse=True)
def _no_dialog_left_up(qapp):
    """No test leaves a dialog up for the next: a hand summary or a match end left open
    (window-modal, not always deleted with a window pytest-qt only schedules for deletion)
    stayed QApplication's active modal widget through the tests that followed, which then
    saw a modal box that was not theirs."""
    yield
    from PySide6.QtWidgets import QApplication, QDialog
    for _ in range(3):                  # (a dialog's answer may open another)
        up = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
        if not up:
            break
        for widget in up:
            widget.reject()
        QApplication.processEvents()


@pytest.fixture(autouse=True)
def _english_again(qapp):
    """Each test starts and ends in English, whatever language a test switched to."""
    from biscambiggia_gui import i18n
    if i18n.current_language() != "en":
        i18n.install(qapp, "en")
    yield
    if i18n.current_language() != "en":
        i18n.install(qapp, "en")


@pytest.fixture(autouse=True)
def _no_disk_flush(monkeypatch):
    """The autosave is written after every action; its fsync (tested in tests/store) only
    slows the table tests down on a busy disk."""
    import os
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def borrowed(*names: str) -> dict:
    """The fixtures of this file, for the conftest of another folder whose tests drive the
    UI (tests/reliability: all of them, so one added here is never missed there, as the
    rejection of a dialog left up was, whose hand summaries stayed up into tests/ui;
    tests/fuzz: the ones it names)."""
    fixtures = {name: value for name, value in globals().items()
                if hasattr(value, "_fixture_function_marker")}
    return {name: fixtures[name] for name in names} if names else fixtures
