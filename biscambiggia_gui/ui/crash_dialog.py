"""The dialog an unexpected error brings up: what happened, that the match is kept, the
report (copyable) and where its log file lies. CrashReporter connects it to the crash
handler of store/crashlog.py, on the GUI thread, whichever thread crashed.

    reporter = install_crash_dialog(window)   # once, after the main window exists
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPlainTextEdit,
                               QPushButton, QStyle, QVBoxLayout, QWidget)

from ..engine.messages import shown_path
from ..store import crashlog
from .escape import framed_with_the_keys
from .modality import StandsAlone
from .screenfit import fit_dialog_size


class CrashDialog(StandsAlone, QDialog):
    COPIED_MS = 2000             # how long the button says "Copied"
    def __init__(self, report: str, log_path: Path | str | None, parent: QWidget | None = None,
                 match_saved: bool = True, earlier: bool = False):
        super().__init__(parent)
        self.report = report
        self.log_path = Path(log_path) if log_path else None
        self.match_saved = match_saved
        self.earlier = earlier       # the fault ended an earlier session (crashlog.native_crashes)
        self.setObjectName("crashDialog")

        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical)
                       .pixmap(48, 48))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.heading = QLabel()
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        text_box = QVBoxLayout()
        text_box.addWidget(self.heading)
        text_box.addWidget(self.explanation)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addLayout(text_box, 1)

        self.report_view = QPlainTextEdit(report)
        framed_with_the_keys(self.report_view)
        self.report_view.setReadOnly(True)
        self.report_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.report_view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.path_label = QLabel()
        self.path_label.setWordWrap(True)
        self.path_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        buttons = QDialogButtonBox()
        self.copy_button = QPushButton()
        self.copy_button.setAutoDefault(False)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setDefault(True)
        self.copy_button.clicked.connect(self.copy_report)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.report_view, 1)
        layout.addWidget(self.path_label)
        layout.addWidget(buttons)
        self.retranslate()
        self.resize(640, 460)
        fit_dialog_size(self)                     # a small screen: the report scrolls inside

    def retranslate(self) -> None:
        """Its words in the language installed: the dialog stays up while the person plays
        on, and may be up when the Settings change the language."""
        self.setWindowTitle(self.tr("Biscambiggia: unexpected error"))
        self.heading.setText("<b>%s</b>" % (
            self.tr("Biscambiggia stopped unexpectedly the last time it ran.") if self.earlier
            else self.tr("Something went wrong inside Biscambiggia.")))
        if self.earlier:                      # the match, if any, is offered again now
            said = self.tr(
                "It closed with no warning, because of a fault inside the program or a "
                "library it uses. If a match was in progress, it was saved after its last move and is "
                "offered again now. To help fix the problem, copy the report below and send "
                "it to the authors.")
        elif self.match_saved:
            said = self.tr(
                "If a match was in progress, it is not lost: it was saved after the last move "
                "and will be offered again the next time you start Biscambiggia. To help fix "
                "the problem, copy the report below and send it to the authors.")
        else:                                 # the autosave failing, or a read-only window
            said = self.tr(
                "If a match is in progress, its last moves could not be saved (as said "
                "before), so they may be lost when Biscambiggia closes. To help fix the "
                "problem, copy the report below and send it to the authors.")
        self.explanation.setText(said)
        self.report_view.setAccessibleName(self.tr("Error report"))
        if self.log_path is not None:
            where = self.tr("The report is also saved in this file:")
            self.path_label.setText(f"{where}<br><code>{_escape(shown_path(self.log_path))}</code>")
        else:
            self.path_label.setText(self.tr("The report could not be saved to a file; "
                                            "please copy it."))
        self.copy_button.setText(self.tr("Copy report"))
        self.close_button.setText(self.tr("Close"))

    def event(self, event) -> bool:
        done = super().event(event)           # (its Close button takes Qt's own word first)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return done

    @Slot()
    def copy_report(self) -> None:
        QGuiApplication.clipboard().setText(self.report)
        self.copy_button.setText(self.tr("Copied"))
        QTimer.singleShot(self.COPIED_MS, self, lambda: self.copy_button.setText(self.tr("Copy report")))


class CrashReporter(QObject):
    """Receives crash reports from any thread and shows one CrashDialog at a time on the
    GUI thread (a crash repeating in a loop is logged, not shown again and again)."""

    crashed = Signal(str, str)

    def __init__(self, parent_widget: QWidget | None = None):
        super().__init__(parent_widget)
        self.parent_widget = parent_widget
        self.dialog: CrashDialog | None = None
        self.crashed.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def callback(self, report: str, log_path) -> None:
        """The callback for crashlog.install: safe from any thread."""
        self.crashed.emit(report, str(log_path) if log_path else "")

    @Slot(str, str)
    def _show(self, report: str, log_path: str) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            return
        self.dialog = CrashDialog(report, log_path or None, self.parent_widget,
                                  match_saved=match_saved(self.parent_widget))
        self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog.destroyed.connect(self._forget)
        self.dialog.show()
        self.dialog.raise_()

    @Slot()
    def _forget(self) -> None:
        self.dialog = None

    def show_earlier(self, report: str, log_path) -> CrashDialog | None:
        """The report of a fault that ended an earlier session (crashlog.native_crashes),
        in the same dialog, saying so: the first of the start's messages, window-modal on
        the main window as they are (instance.first_steps waits for it: the resume
        question came up over it, and it sat under the question until that was
        answered). None when a report is up already."""
        if self.dialog is not None and self.dialog.isVisible():
            return None
        dialog = self.dialog = CrashDialog(report, log_path or None, self.parent_widget,
                                           earlier=True)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(self._forget)
        dialog.open()
        dialog.raise_()
        return dialog


def match_saved(window) -> bool:
    """Whether the window's match is in its autosave as of the last move: not while the
    autosave fails (ui/keeper.py), nor in a window that saves nothing (read-only)."""
    keeper = getattr(window, "keeper", None)
    if keeper is None:
        return True
    if getattr(window, "read_only", False):
        return False
    return not keeper.unsaved


def install_crash_dialog(parent: QWidget | None = None, context=None) -> CrashReporter:
    """Install the crash handler with a dialog; keep the returned reporter alive (it is
    a child of `parent` when one is given)."""
    reporter = CrashReporter(parent)
    crashlog.install(reporter.callback, context)
    return reporter


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
