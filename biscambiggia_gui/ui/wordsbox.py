"""Message boxes whose words follow the language, as the match log's lines do
(ui/logline.py): a box keeps what it says as functions that say it in the language
installed (or plain words, which stay as they are), and says it anew on a language change
(`retranslate()`, which MainWindow.retranslate calls for every box of the window, and Qt's
LanguageChange). A box up while Settings changes the language, or opened from words made
before the change, would otherwise stay in the old language.

    box = WordsBox(QMessageBox.Icon.Warning, lambda: tr("Close without saving?"),
                   lambda: unsaved_words(path, reason_of(error)), parent)
    leave = box.add_button(lambda: tr("&Leave it"), QMessageBox.ButtonRole.AcceptRole)

As for a LogLine, a function captures values (a path, an OSError, a flag), never words
already translated."""
from __future__ import annotations

from collections.abc import Callable
from typing import Union

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QPushButton, QWidget

Words = Union[str, Callable[[], str]]


def say(words: Words) -> str:
    """`words` in the language installed: a function called, plain words as they are."""
    return str(words()) if callable(words) else str(words)


class WordsBox(QMessageBox):
    """A QMessageBox of plain text (paths and names: never markup) whose title, text and
    buttons are Words, said again by retranslate()."""

    def __init__(self, icon: QMessageBox.Icon, title: Words, text: Words,
                 parent: QWidget | None = None,
                 buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton):
        super().__init__(icon, say(title), say(text), buttons, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.words = (title, text)
        self._buttons: list[tuple[QAbstractButton, Words]] = []

    def add_button(self, words: Words, role: QMessageBox.ButtonRole) -> QPushButton:
        button = self.addButton(say(words), role)
        self._buttons.append((button, words))
        return button

    def name_button(self, which: QMessageBox.StandardButton, words: Words) -> None:
        """A standard button (Ok) in the game's own words."""
        button = self.button(which)
        if button is not None:
            button.setText(say(words))
            self._buttons.append((button, words))

    def retranslate(self) -> None:
        title, text = self.words
        self.setWindowTitle(say(title))
        self.setText(say(text))
        for button, words in self._buttons:
            button.setText(say(words))

    def event(self, event) -> bool:
        done = super().event(event)           # (its buttons take Qt's own words first)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return done
