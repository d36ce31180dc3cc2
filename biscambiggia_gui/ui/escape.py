"""Esc closes a window the game opens beside the table (a lesson, a review), as it closes
a dialog. Dialogs (rules, statistics, licences, the last trick) get it from QDialog; the
main window keeps Esc for the table."""
from __future__ import annotations

from PySide6.QtCore import Qt


class ClosesOnEscape:
    """Mixed into a window (before its QWidget base): Esc that no control inside used (an
    open list takes it first) closes the window, as QDialog does."""

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            event.accept()
            self.close()                                     # type: ignore[attr-defined]
            return
        super().keyPressEvent(event)                         # type: ignore[misc]
