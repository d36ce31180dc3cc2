"""Help > Licences shows the texts the installation carries (issue 16: the project's own
GPL-3.0-or-later, Qt's and PySide6's LGPL-3, Python's PSF licence)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

import biscambiggia_gui.ui  # noqa: F401  (the PySide6 guard first)
from biscambiggia_gui import i18n
from biscambiggia_gui.paths import assets_dir
from biscambiggia_gui.ui.licences_window import TEXTS, LicencesWindow

EXPECTED = {"NOTICE.txt": "GPL-3.0-or-later", "GPL-3.0.txt": "GNU GENERAL PUBLIC LICENSE",
            "LGPL-3.0.txt": "GNU LESSER GENERAL PUBLIC LICENSE",
            "Python-PSF.txt": "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2"}


@pytest.fixture
def window(qtbot, _private_user_data):
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(_private_user_data))
    from biscambiggia_gui.ui.mainwindow import MainWindow
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.shutdown()


def test_menu_entry_opens_every_licence(qtbot, window):
    window.menus.licences.trigger()
    dialog = window.findChild(LicencesWindow)
    assert dialog is not None and dialog.isVisible()
    assert [name for name, _ in TEXTS] == list(EXPECTED)
    for row, (name, _title) in enumerate(TEXTS):
        dialog.list.setCurrentRow(row)
        assert EXPECTED[name] in dialog.shown_text()
        assert dialog.shown_text() == (assets_dir() / "licences" / name).read_text(encoding="utf-8")
    window.menus.licences.trigger()                   # asked again: the same window
    assert len(window.findChildren(LicencesWindow)) == 1


def test_missing_text_is_said_not_raised(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BISCAMBIGGIA_ASSETS", str(tmp_path))
    dialog = LicencesWindow()
    qtbot.addWidget(dialog)
    assert "missing from the installation" in dialog.shown_text()
    assert str(tmp_path / "licences" / "NOTICE.txt") in dialog.shown_text()


def test_italian(qtbot, qapp):
    i18n.compile_all()
    dialog = LicencesWindow()
    qtbot.addWidget(dialog)
    try:
        assert i18n.install(qapp, "it") == "it"
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Licenze")
        assert dialog.close_button.text() == "Chiudi"
    finally:
        i18n.install(qapp, "en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Licences")


def test_a_frozen_builds_library_notices_are_listed(qtbot, tmp_path, monkeypatch):
    """A frozen build carries THIRD-PARTY.txt (packaging/notices.py): the window lists it
    after the four texts and shows it."""
    import shutil
    shutil.copytree(assets_dir() / "licences", tmp_path / "licences")
    (tmp_path / "licences" / "THIRD-PARTY.txt").write_text("Debian package zlib1g:\n    libz.so.1\n",
                                                           encoding="utf-8")
    monkeypatch.setenv("BISCAMBIGGIA_ASSETS", str(tmp_path))
    dialog = LicencesWindow()
    qtbot.addWidget(dialog)
    assert dialog.list.count() == len(TEXTS) + 1
    assert dialog.list.item(len(TEXTS)).text() == "Libraries in this build"
    dialog.list.setCurrentRow(len(TEXTS))
    assert "Debian package zlib1g" in dialog.shown_text()


@pytest.mark.parametrize("have_core", [True, False])
def test_the_window_says_when_hards_core_is_missing(qtbot, monkeypatch, have_core):
    from biscambiggia_gui.ai import core
    monkeypatch.setattr(core, "HAVE_C", have_core)
    dialog = LicencesWindow()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.core_note.isVisible() is (not have_core)
    assert "without its compiled search core" in dialog.core_note.text()


def test_the_note_on_the_missing_core_says_every_game_plays_weaker(qtbot):
    """The note said "Mariagio and Tarocchi are not affected", but Hard plays every game's
    cards on the core (HardBudget: mariagio_core, tarocchi_core...) and falls back to a
    search of fewer deals without it: no game may be named as unaffected."""
    from biscambiggia_gui.ai.hard import HardBudget
    budget = HardBudget()
    assert all((budget.team_core, budget.three_core, budget.chiamata_core,
                budget.mariagio_core, budget.tarocchi_core))
    dialog = LicencesWindow()
    qtbot.addWidget(dialog)
    note = dialog.core_note.text()
    assert "every game" in note and "not affected" not in note


def test_each_text_written_80_columns_wide_shows_whole_lines(qtbot, _private_user_data):
    """Help > Licences at its opening size: a text whose lines are at most 80 columns (the
    program's notice, the GPL, the LGPL) shows every line whole, with no scroll bar
    sideways. Before, the pane was a column or two narrower than the text ("... whose
    text is in GPL-3.0.txt." cut at its edge)."""
    dialog = LicencesWindow()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    checked = 0
    for row, (name, _title) in enumerate(dialog.texts):
        dialog.list.setCurrentRow(row)
        qtbot.wait(1)
        if max(len(line) for line in dialog.shown_text().splitlines()) > 80:
            continue
        checked += 1
        assert dialog.text.horizontalScrollBar().maximum() == 0, name
    assert checked >= 3
