"""The application as started by `run()`: its crash dialog (issue 7, "Crashes: an
unexpected error shows a dialog with a way to copy the report, writes a log in the user's
data folder, and the autosave is kept"), its language, and the rules from the menu (F1)
and from the new-match dialog ("reachable from the menu (F1) and from the new-match
dialog")."""
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from biscambiggia_gui import app as application
from biscambiggia_gui import i18n
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.paths import user_data_dir
from biscambiggia_gui.store import crashlog, saves
from biscambiggia_gui.ui.rules_window import RulesWindow
from biscambiggia_gui.ui.setup import settings

from uihelpers import play_first_legal, start, wait_turn


@pytest.fixture
def built(qtbot, qapp):
    _, win, reporter = application.build([])
    qtbot.addWidget(win)
    win.resize(1180, 760)
    win.show()
    win.set_speed("instant")
    yield win, reporter
    win.shutdown()
    crashlog.uninstall()


def test_an_error_in_play_shows_the_crash_dialog_and_keeps_the_autosave(qtbot, built):
    win, reporter = built
    assert crashlog.installed()
    start(win, "briscola-2", seed=3)
    wait_turn(qtbot, win)
    play_first_legal(qtbot, win)
    wait_turn(qtbot, win)
    record = saves.load_autosave().record
    assert record == to_record(win.ctrl.match)
    try:
        raise RuntimeError("a slot tripped")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())                     # what Qt does with a slot's error
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    report = reporter.dialog.report
    assert "RuntimeError: a slot tripped" in report and "variant: briscola-2" in report
    assert '"format": 1' in report                           # the game record so far
    assert list((user_data_dir() / "logs").glob("crash-*.log"))
    assert saves.load_autosave().record == record             # the match is kept
    reporter.dialog.close()


def test_the_language_of_the_settings_is_installed_at_start(qtbot, qapp):
    s = settings()
    s.setValue("ui/language", "it")
    s.sync()
    _, win, _ = application.build([])
    qtbot.addWidget(win)
    try:
        assert i18n.current_language() == "it"
        assert win.menuBar().actions()[0].text() == "&Partita"
    finally:
        win.shutdown()
        crashlog.uninstall()


def test_f1_opens_the_rules_of_the_game_on_the_table_in_its_language(qtbot, window, qapp):
    start(window, "briscola-4", seed=2)
    wait_turn(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    QTest.keyClick(window.view, Qt.Key_F1)
    rules = next(w for w in window.findChildren(RulesWindow) if w.isVisible())
    assert rules.game == "briscola" and rules.language == "en"
    bar = rules.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() > 0)                  # at the section for four players
    i18n.install(qapp, "it")
    window.retranslate()
    assert rules.language == "it" and "briscola" in rules.text().lower()
    assert rules.windowTitle() != "Rules of the games"
    rules.close()


def test_the_new_match_dialog_opens_the_rules_of_the_chosen_game(qtbot, window):
    window.ask_new_match()
    dialog = window.dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.game.setCurrentIndex(dialog.game.findData("tarocchi"))
    qtbot.mouseClick(dialog.rules, Qt.LeftButton)
    rules = next(w for w in dialog.findChildren(RulesWindow) if w.isVisible())
    assert rules.game == "tarocchi" and "matto" in rules.text().lower()
    rules.close()
    dialog.reject()
