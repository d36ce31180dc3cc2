"""Which windows a box blocks: the one rule (docs/table.md, "Boxes and the windows they
block").

A box (a message box, a question, a dialog that must be answered) belongs to the window
it speaks for, and blocks that window only, until it is answered: never a window the
player may need meanwhile (a lesson, a review, the rules, a crash report).

Qt's modality is wider than that. A window-modal box blocks its parent window and every
window of the parent's family: the windows parented to it too (a QWidget with Qt.Window
and a parent is one of them, as a non-modal QDialog is), since Qt follows the native
windows' transient parents up to the top. An application-modal box blocks every window:
QDialog.exec() makes a box left non-modal application-modal, as QFileDialog's static
functions do. So the autosave's failure, said in a box of the main window, blocked the
lesson or the review open beside it until it was answered (and a lesson's hand summary
blocked the main window).

Hence two things, here only:

- `StandsAlone`, mixed into each window that stands beside the main window (the lesson,
  the review, the rules, the licences, the crash report): a family of its own for Qt's
  modality. Each time it shows, the tie Qt's modality follows, its native window's
  transient parent, is cut (each time: closed, its native window goes, and Qt ties the
  new one to the parent anew); its QObject parent stays (it closes and goes with the main
  window, which still finds it among its children). What a window manager makes of it
  follows the window's kind: the lesson and the review (plain windows) are windows of
  their own, with their own entry in the task bar, no longer kept above the main window;
  the rules, the licences and the crash report are dialogs, which Qt on X11 marks
  transient for the whole application when they have no transient parent (their
  WM_TRANSIENT_FOR names its client leader), so a window manager there keeps them above
  every window of the game, without an entry of their own, as before.
- `ask(box)`: a box answered before the code goes on (exec) is window-modal on its own
  window, not application-modal. A box shown with open() is window-modal already.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWidget


def stand_alone(widget: QWidget) -> None:
    """`widget`'s window is a modal family of its own: no box of another window blocks
    it, and its own boxes block it only."""
    widget.winId()                                  # its native window, made now if not yet
    handle = widget.windowHandle()
    if handle is not None and handle.transientParent() is not None:
        handle.setTransientParent(None)             # type: ignore[arg-type]


class StandsAlone:
    """Mixed into a window (before its QWidget or QDialog base) that stands beside the
    main window: `stand_alone` each time it shows, before the window system shows it;
    not while it is shown as a box itself (the crash report of an earlier session, one of
    the start's messages: window-modal on the main window, which it blocks)."""

    def showEvent(self, event) -> None:
        if self.windowModality() == Qt.WindowModality.NonModal:   # type: ignore[attr-defined]
            stand_alone(self)                                # type: ignore[arg-type]
        super().showEvent(event)                             # type: ignore[misc]


def ask(box: QDialog) -> int:
    """`box` answered now (QDialog.exec), blocking only the window it belongs to."""
    box.setWindowModality(Qt.WindowModality.WindowModal)
    return box.exec()
