"""UI test set-up: settings redirected into the private data folder, and a main window that
is always shut down (its computer-player thread stopped) before it goes. The helpers that
drive the table are in uihelpers.py."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

import biscambiggia_gui.ui  # noqa: F401  (installs the PySide6 guard first)


@pytest.fixture(autouse=True)
def _private_settings(_private_user_data):
    folder = _private_user_data / "settings"
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
    assert not win.ctrl.ai.thread.isRunning()
