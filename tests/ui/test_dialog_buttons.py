"""The New match dialog showed one icon among its five buttons: Cancel's, a standard button
that a desktop theme (Qt's generic Unix theme, KDE's) gives an icon, while the buttons the
dialog names itself (Play, Defaults, Rules, Learn to play) have none; the other dialogs the
same (Settings' OK, Cancel and Apply; Statistics' Close beside Reset; a QMessageBox's OK).
The application's style now says no dialog button has an icon (ui/buttonstyle.py, installed
by app.build). Offscreen the platform gives no icons at all, so the test stands in for such
a desktop with a style that does."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialogButtonBox, QMessageBox,
                               QProxyStyle, QStyle, QStyleFactory)

from biscambiggia_gui.ui.buttonstyle import PlainButtons, install_plain_buttons


class DesktopIcons(QProxyStyle):
    """A desktop whose theme puts icons on the standard buttons."""

    def styleHint(self, hint, option=None, widget=None, returnData=None):  # noqa: N802
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, returnData)


def dialogs(parent=None):
    from biscambiggia_gui.ui.licences_window import LicencesWindow
    from biscambiggia_gui.ui.newmatch import NewMatchDialog
    from biscambiggia_gui.ui.settings_dialog import SettingsDialog
    from biscambiggia_gui.ui.stats_window import StatsWindow
    box = QMessageBox(QMessageBox.Icon.Warning, "t", "x", QMessageBox.StandardButton.Ok)
    box.addButton("Keep them", QMessageBox.ButtonRole.RejectRole)
    return {"new match": NewMatchDialog(), "settings": SettingsDialog(), "stats": StatsWindow(),
            "licences": LicencesWindow(), "message": box}


def icons(dialog) -> list[str]:
    buttons = [b for box in dialog.findChildren(QDialogButtonBox) for b in box.buttons()]
    assert buttons, dialog
    return [b.text() for b in buttons if isinstance(b, QAbstractButton) and not b.icon().isNull()]


@pytest.fixture
def desktop_style(qapp):
    before = qapp.style().name()
    qapp.setStyle(DesktopIcons(QStyleFactory.create(before)))
    yield qapp
    qapp.setStyle(QStyleFactory.create(before))


def test_no_dialog_button_has_an_icon(desktop_style):
    with_icons = icons(dialogs()["new match"])
    assert with_icons, "the stand-in desktop gives Cancel its icon"     # the fault, as seen
    install_plain_buttons(desktop_style, DesktopIcons(QStyleFactory.create("fusion")))
    assert isinstance(QApplication.style(), PlainButtons)
    for name, dialog in dialogs().items():
        assert icons(dialog) == [], name
        dialog.deleteLater()


def test_the_application_installs_it(qtbot, qapp):
    from biscambiggia_gui import app as application
    before = qapp.style().name()
    _, window, _ = application.build([], smoke=True)
    qtbot.addWidget(window)
    try:
        assert isinstance(QApplication.style(), PlainButtons)
        assert QApplication.style().baseStyle().name() == before    # the same look, wrapped
    finally:
        window.shutdown()
        qapp.setStyle(QStyleFactory.create(before))
