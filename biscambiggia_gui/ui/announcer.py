"""The Announcer: what the table says to screen readers."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible

try:                                                     # Qt 6.8+
    from PySide6.QtGui import QAccessibleAnnouncementEvent as _Announcement
    Announcement: type[_Announcement] | None = _Announcement
except ImportError:                                      # pragma: no cover
    Announcement = None

HISTORY = 200


class Announcer(QObject):
    """Announcements for screen readers: each play, trick winner, score, hint and turn is
    said once, as a sentence, without moving the keyboard focus. The sentence goes out as a
    QAccessibleAnnouncementEvent (Qt 6.8+; PySide6 6.11 has it) to the platform's bridge
    (AT-SPI, UI Automation, NSAccessibility), and is also set as the accessible description
    of the status label (Qt sends DescriptionChanged) for screen readers that do not read
    announcements. `spoken` and `history` are the hook tests use."""

    spoken = Signal(str)

    def __init__(self, label, parent=None):
        """`label`: a QLabel (the panel's status) that carries the last sentence too."""
        super().__init__(parent)
        self.label = label
        self.history: list[str] = []

    def say(self, text: str) -> None:
        text = " ".join(text.split())
        if not text:
            return
        self.history.append(text)
        del self.history[:-HISTORY]
        if Announcement is not None:
            event = Announcement(self.label, text)
            QAccessible.updateAccessibility(event)
        self.label.setAccessibleDescription(text)        # sends DescriptionChanged itself
        self.spoken.emit(text)
