"""Esc closes a window the game opens beside the table (a lesson, a review), as it closes
a dialog. Dialogs (rules, statistics, licences, the last trick) get it from QDialog; the
main window keeps Esc for the table. Also: a page of text shows when it has the keys."""
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


def framed_with_the_keys(widget) -> None:
    """A page of text that takes the keys (the rules, the licences, a crash report: its
    arrows scroll it, Tab goes through its links) shows that it has them with a frame in
    the highlight colour: the style drew it the same with and without them."""
    kind = next(base.__name__ for base in type(widget).__mro__       # the Qt class the
                if base.__module__.startswith("PySide6"))              # style sheet names
    widget.setStyleSheet(widget.styleSheet() + f" {kind}:focus {{ border: 2px solid palette(highlight); }}")
