"""Help > Licences: the game's own licence and those of what it is built on (Qt, PySide6,
Python), read from assets/licences/ so every channel shows exactly the texts it ships; a
frozen build (the .deb, .tar.gz, AppImage) also carries THIRD-PARTY.txt, the notices of
every library it bundles, made when it was built (packaging/notices.py). Above the texts a
line says when Hard's compiled search core is missing from this installation.

    LicencesWindow(parent).show()      a list of the texts on the left, the text on the right
    show_licences(parent)              one window per parent, brought forward when asked again
    texts()                            the (file, title) pairs this installation shows
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QListWidget,
                               QPlainTextEdit, QVBoxLayout, QWidget)

from ..ai import core
from ..paths import asset
from .escape import framed_with_the_keys
from .modality import StandsAlone

# (file under assets/licences, what the list says; the names stay untranslated: they are names)
TEXTS = (
    ("NOTICE.txt", "Biscambiggia"),
    ("GPL-3.0.txt", "GNU GPL 3.0"),
    ("LGPL-3.0.txt", "GNU LGPL 3.0 (Qt, PySide6)"),
    ("Python-PSF.txt", "Python (PSF)"),
)
THIRD_PARTY = "THIRD-PARTY.txt"       # frozen builds only: made by packaging/notices.py


def texts() -> tuple[tuple[str, str | None], ...]:
    """TEXTS, and the bundled libraries' notices where this installation has them (their
    title None: the window says it in the player's language)."""
    if asset("licences", THIRD_PARTY).is_file():
        return (*TEXTS, (THIRD_PARTY, None))
    return TEXTS


def licence_text(name: str) -> str | None:
    try:
        return asset("licences", name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


class LicencesWindow(StandsAlone, QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("licencesWindow")
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.texts = texts()
        self.list = QListWidget()
        for _name, title in self.texts:
            self.list.addItem(title or "")
        # a source install without a C compiler: Hard plays the generic search (docs/ai.md)
        self.core_note = QLabel()
        self.core_note.setObjectName("coreNote")
        self.core_note.setWordWrap(True)
        self.core_note.setVisible(not core.HAVE_C)
        self.list.setMaximumWidth(240)
        self.text = QPlainTextEdit()
        framed_with_the_keys(self.text)
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        # the texts are written 80 columns wide: the pane shows such a line whole, with no
        # scroll bar sideways (at 860 pixels it was a column narrower than the text)
        margins = 2 * (self.text.frameWidth() + int(self.text.document().documentMargin()))
        self.text.setMinimumWidth(self.text.fontMetrics().horizontalAdvance("M" * 80) + margins
                                  + self.text.verticalScrollBar().sizeHint().width() + 2)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)

        row = QHBoxLayout()
        row.addWidget(self.list)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.core_note)
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
        self.core_note.setText(self.tr(
            "Hard runs without its compiled search core in this installation: in every game it "
            "weighs fewer possible deals before each card, so it plays weaker. Install a C "
            "compiler and the Python headers, then reinstall the game."))
        for row, (_name, title) in enumerate(self.texts):
            if title is None:
                self.list.item(row).setText(self.tr("Libraries in this build"))
        self._show(self.list.currentRow())

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @Slot(int)
    def _show(self, row: int) -> None:
        if not 0 <= row < len(self.texts):
            return
        name = self.texts[row][0]
        text = licence_text(name)
        if text is None:
            text = self.tr("This licence text is missing from the installation (%1).").replace(
                "%1", str(asset("licences", name)))
        self.text.setPlainText(text)

    def shown_text(self) -> str:
        return self.text.toPlainText()


_windows: dict[int, LicencesWindow] = {}


def show_licences(parent: QWidget | None) -> LicencesWindow:
    from .screenfit import fit_to_screen
    key = id(parent) if parent is not None else 0
    window = _windows.get(key)
    if window is None:
        window = _windows[key] = LicencesWindow(parent)
        fit_to_screen(window, window.size())
        window.destroyed.connect(lambda *_: _windows.pop(key, None))
    window.show()
    window.raise_()
    window.activateWindow()
    return window
