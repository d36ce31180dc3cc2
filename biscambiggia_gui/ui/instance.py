"""One window per data folder (issue 15). Two windows on one folder would both offer the
same autosave and both write it, and the last writer would silently lose the other match.

    guard = InstanceGuard(user_data_dir())
    state = guard.acquire()      # "first", "forwarded" or "busy"

- "first": this start holds the folder's lock (QLockFile `instance.lock` in the data
  folder) and listens on a local socket named after the folder; when a later start asks,
  `activated` fires and the window comes forward (bring_forward).
- "forwarded": another start holds the lock and answered: its window was asked to come
  forward; this start should quit.
- "busy": the lock is held but nobody answered (a window that hangs, a folder shared by
  another computer). The start explains and offers to open read-only: a window that
  plays but writes no autosave and no statistics (ask_read_only).

A lock left by a process that was killed is stale: QLockFile sees that its process is gone
and takes it over. When the data folder cannot hold a lock (it is not a folder, or it is
read-only), there is nothing to protect: acquire() says "first" without a lock.
"""
from __future__ import annotations

import hashlib
import logging
import os
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

LOCK_NAME = "instance.lock"
HELLO, ANSWER = b"show\n", b"ok\n"
ANSWER_WAIT_MS = 3000


def server_name(data_dir: Path) -> str:
    """The local socket's name: one per data folder and user."""
    try:
        folder = str(Path(data_dir).resolve())
    except OSError:
        folder = str(data_dir)
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    digest = hashlib.sha256(f"{user}|{folder}".encode("utf-8", "surrogateescape")).hexdigest()
    return f"biscambiggia-{digest[:24]}"


class InstanceGuard(QObject):
    activated = Signal()          # a later start asked this window to come forward

    def __init__(self, data_dir: Path, parent=None):
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.name = server_name(self.data_dir)
        self.lock: QLockFile | None = None
        self.server: QLocalServer | None = None
        self._clients: list[QLocalSocket] = []

    @property
    def lock_path(self) -> Path:
        return self.data_dir / LOCK_NAME

    def acquire(self) -> str:
        if not self.data_dir.is_dir():
            return "first"                     # nothing can be saved there: nothing to guard
        lock = QLockFile(str(self.lock_path))
        lock.setStaleLockTime(0)               # stale only when its process is gone
        if lock.tryLock(100):
            self.lock = lock
            self._listen()
            return "first"
        if lock.error() != QLockFile.LockFailedError:
            log.warning("cannot lock %s (%s); going on without the single-window guard",
                        self.lock_path, lock.error())
            return "first"
        return "forwarded" if self._ask_first() else "busy"

    def _listen(self) -> None:
        QLocalServer.removeServer(self.name)   # a socket left by a killed start: ours now
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.UserAccessOption)
        if not server.listen(self.name):
            log.warning("cannot listen on %s: %s", self.name, server.errorString())
            return
        server.newConnection.connect(self._connection)
        self.server = server

    def _connection(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            self._clients.append(sock)
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(lambda s=sock: self._drop(s))

    def _read(self, sock: QLocalSocket) -> None:
        data = bytes(sock.readAll().data())
        if HELLO.strip() in data:
            sock.write(ANSWER)
            sock.flush()
            self.activated.emit()

    def _drop(self, sock: QLocalSocket) -> None:
        if sock in self._clients:
            self._clients.remove(sock)
        sock.deleteLater()

    def _ask_first(self) -> bool:
        """Ask the window holding the lock to come forward; True if it answered."""
        sock = QLocalSocket()
        sock.connectToServer(self.name)
        if not sock.waitForConnected(ANSWER_WAIT_MS):
            return False
        sock.write(HELLO)
        sock.flush()
        answered = b""
        while ANSWER.strip() not in answered and sock.waitForReadyRead(ANSWER_WAIT_MS):
            answered += bytes(sock.readAll().data())
        sock.disconnectFromServer()
        return ANSWER.strip() in answered

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None


def bring_forward(window) -> None:
    """Show `window` on top: restored if minimised, raised, activated (and, where the
    window manager refuses to give focus, its taskbar entry flashes)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    if window.windowState() & Qt.WindowMinimized:
        window.setWindowState(window.windowState() & ~Qt.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    QApplication.alert(window)


def ask_read_only(data_dir: Path, parent=None) -> bool:
    """The "busy" case: explain and offer read-only. True: open read-only; False: quit."""
    from PySide6.QtWidgets import QMessageBox
    from .text import tr
    box = QMessageBox(QMessageBox.Information, tr("Biscambiggia is already open"),
                      tr("Another Biscambiggia window is using the data folder {folder}, "
                         "but it does not answer. Only one window at a time may save "
                         "matches and statistics there.\n\nYou can open this window "
                         "read-only: you can play, but nothing is saved and no statistics "
                         "are counted.", folder=str(data_dir)), parent=parent)
    read_only = box.addButton(tr("Open read-only"), QMessageBox.AcceptRole)
    box.addButton(tr("Quit"), QMessageBox.RejectRole)
    box.setDefaultButton(read_only)
    box.exec()
    return box.clickedButton() is read_only


def make_read_only(window) -> None:
    """No autosave, no statistics, and the title says so; the autosave is not offered
    (it belongs to the other window)."""
    from .text import tr
    window.keeper.enabled = False
    window.read_only = True

    def keep_mark(title: str) -> None:            # the window retitles itself every move
        mark = " — " + tr("read-only")
        if not title.endswith(mark):
            window.setWindowTitle(title + mark)
    window.windowTitleChanged.connect(keep_mark)
    keep_mark(window.windowTitle())


def first_steps(window) -> None:
    """After the window shows: a data folder that cannot be written is said first (the
    game goes on in memory); then the unfinished match or the new-match dialog (in a
    read-only window, the new-match dialog: the autosave belongs to the other window)."""
    from ..paths import data_dir_problem, user_data_dir
    from .text import tr
    nxt = window.ask_new_match if getattr(window, "read_only", False) else window.start_up
    problem = None if getattr(window, "read_only", False) else data_dir_problem()
    if problem is None:
        nxt()
        return
    log.warning("data folder unusable: %s", problem)
    window.show_error(tr("Nothing can be saved"),
                      tr("The data folder {folder} cannot be written to, so matches and "
                         "statistics will not be saved. You can play on: the match is kept "
                         "in memory until you close the window.", folder=str(user_data_dir())))
    window.message.finished.connect(lambda _=0: nxt())
