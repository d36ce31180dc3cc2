"""Italian names undoing a move with one word that means only that: "Annulla" (the button
"Annulla mossa", the Table menu's "Annulla la tua ultima carta", their tooltips, the line in
the log and the statistics), never "Riprendi", which is also the resume dialog's word for
carrying on a saved match; and the button is not "Annulla" alone, the dialogs' Cancel."""
from __future__ import annotations

import pytest

from PySide6.QtCore import QCoreApplication

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.text import tr


@pytest.fixture
def italian(qapp, window):
    i18n.install(qapp, "it")
    window.retranslate()
    yield
    i18n.install(qapp, "en")


def test_undo_has_one_italian_word_not_resume_nor_cancel(italian, window):
    button = window.panel.undo_button
    menu = window.menus.undo
    said = {"button": button.text().replace("&", ""), "tooltip": button.toolTip(),
            "menu": menu.text().replace("&", ""), "menu tip": menu.toolTip(),
            "log": tr("You took back your last card."), "stats": QCoreApplication.translate("StatsWindow", "With undo")}
    assert said["button"] == "Annulla mossa", said
    for where, text in said.items():
        assert "riprend" not in text.lower() and "ripres" not in text.lower(), (where, text)
    for where in ("button", "tooltip", "menu", "log", "stats"):
        assert "annulla" in said[where].lower(), (where, said[where])
    resume, cancel = tr("&Resume").replace("&", ""), tr("Cancel")
    assert said["button"] not in (resume, cancel) and said["menu"] != resume
