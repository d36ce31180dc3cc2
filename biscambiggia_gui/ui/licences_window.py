"""Help > Licences: the game's own licence and those of what it is built on (Qt, PySide6,
Python), read from assets/licences/ so every channel shows exactly the texts it ships.

    LicencesWindow(parent).show()      a list of the texts on the left, the text on the right
    show_licences(parent)              one window per parent, brought forward when asked again
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QListWidget,
                               QPlainTextEdit, QVBoxLayout, QWidget)

from ..paths import asset

# (file under assets/licences, what the list says; the names stay untranslated: they are names)
TEXTS = (
    ("NOTICE.txt", "Biscambiggia"),
    ("GPL-3.0.txt", "GNU GPL 3.0"),
    ("LGPL-3.0.txt", "GNU LGPL 3.0 (Qt, PySide6)"),
    ("Python-PSF.txt", "Python (PSF)"),
)


def licence_text(name: str) -> str | None:
    try:
        return asset("licences", name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


class LicencesWindow(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("licencesWindow")
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.list = QListWidget()
        for _name, title in TEXTS:
            self.list.addItem(title)
        self.list.setMaximumWidth(240)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)

        row = QHBoxLayout()
        row.addWidget(self.list)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
        self.resize(860, 640)
        self.list.currentRowChanged.connect(self._show)
        self.retranslate()
        self.list.setCurrentRow(0)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Licences"))
        self.list.setAccessibleName(self.tr("Licences"))
        self.text.setAccessibleName(self.tr("Licence text"))
        self.close_button.setText(self.tr("Close"))
        self._show(self.list.currentRow())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @Slot(int)
    def _show(self, row: int) -> None:
        if not 0 <= row < len(TEXTS):
            return
        name = TEXTS[row][0]
        text = licence_text(name)
        if text is None:
            text = self.tr("This licence text is missing from the installation (%1).").replace(
                "%1", str(asset("licences", name)))
        self.text.setPlainText(text)

    def shown_text(self) -> str:
        return self.text.toPlainText()


_windows: dict[int, LicencesWindow] = {}


def show_licences(parent: QWidget | None) -> LicencesWindow:
    key = id(parent) if parent is not None else 0
    window = _windows.get(key)
    if window is None:
        window = _windows[key] = LicencesWindow(parent)
        window.destroyed.connect(lambda *_: _windows.pop(key, None))
    window.show()
    window.raise_()
    window.activateWindow()
    return window
