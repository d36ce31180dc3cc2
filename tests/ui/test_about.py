"""Help > About Biscambiggia: the version a player reports, and what the game runs on (a
player had nowhere to see the version: Help held only the rules, the lessons and the
licences)."""
from __future__ import annotations

import platform

from PySide6.QtWidgets import QMessageBox

from biscambiggia_gui import __version__, i18n
from biscambiggia_gui.ai.core import HAVE_C


def about_box(qtbot, window) -> QMessageBox:
    window.menus.about.trigger()
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(QMessageBox, "aboutBox")))
    return [b for b in window.findChildren(QMessageBox, "aboutBox") if b.isVisible()][-1]


def test_about_says_the_version_and_what_the_game_runs_on(qtbot, window):
    box = about_box(qtbot, window)
    text = box.text()
    assert box.windowTitle() == "About Biscambiggia"
    assert f"Biscambiggia {__version__}" in text
    assert f"Python {platform.python_version()}" in text
    assert ("compiled search: in use" in text) == HAVE_C
    assert "Help > Licences" in text
    box.button(QMessageBox.StandardButton.Close).click()
    qtbot.waitUntil(lambda: not box.isVisible())


def test_about_in_italian(qtbot, qapp, window):
    i18n.install(qapp, "it")
    try:
        window.retranslate()
        assert window.menus.about.text().replace("&", "") == "Informazioni su Biscambiggia..."
        box = about_box(qtbot, window)
        assert box.windowTitle() == "Informazioni su Biscambiggia"
        assert "Software libero" in box.text() and f"Biscambiggia {__version__}" in box.text()
        box.close()
    finally:
        i18n.install(qapp, "en")
        window.retranslate()
