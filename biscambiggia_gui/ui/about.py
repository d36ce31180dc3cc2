"""Help > About Biscambiggia: what the program is, its version, and what it runs on (the
lines a bug report wants: the same as a crash report's head, store/crashlog.py), with the
licence in a line and the way to the whole texts (Help > Licences)."""
from __future__ import annotations

import platform

from PySide6.QtWidgets import QMessageBox, QWidget

from .. import __version__
from ..ai.core import HAVE_C
from ..store.crashlog import qt_versions
from .text import tr


def about_lines() -> list[str]:
    """The About box's lines, in the player's language."""
    return [
        tr("Biscambiggia {version}", version=__version__),
        tr("The traditional card games of Liguria and Italy, at the table: alone against "
           "the computer, or with friends at one screen."),
        "",
        tr("Free software under the GNU General Public License, version 3 or later: "
           "Help > Licences has the texts."),
        "",
        tr("Python {version}", version=platform.python_version()),
        tr("Qt {version}", version=qt_versions() or "?"),
        tr("The strongest computer player's compiled search: in use") if HAVE_C else
        tr("The strongest computer player's compiled search: not built (the slower search "
           "plays instead)"),
    ]


def show_about(parent: QWidget | None) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Information, tr("About Biscambiggia"),
                      "\n".join(about_lines()), QMessageBox.StandardButton.Close, parent)
    box.setObjectName("aboutBox")
    box.open()
    return box
