"""One window per data folder (issues 15 and 29). Two windows on one folder would both offer
the same autosave and both write it, and the last writer would silently lose the other match.

    guard = InstanceGuard(user_data_dir())
    state = guard.acquire()      # "first", "forwarded" or "busy"

- "first": this start holds the folder's lock (`instance.lock` in the data folder) and
  listens on a local socket named after the folder; when a later start asks, `activated`
  fires and the window comes forward (bring_forward). `guard.problem` is set when no lock
  could be made at all (a full disk, a read-only folder): the start then says so.
- "forwarded": another start holds the lock and answered: its window was asked to come
  forward (and, with `acquire(path)`, to open the game record at `path`: `fileGiven`
  fires there); this start should quit.
- "busy": the lock is held by a live process that does not answer (a window that hangs,
  a folder shared by another computer). The start explains (`guard.holder`: its process
  id and computer) and offers to open read-only: a window that plays but writes no
  autosave and no statistics (ask_read_only).

The lock (POSIX) is `flock` on `instance.lock`, held for the life of the process: the
kernel lets go of it when the process ends, however it ends, so a lock left by a killed
game is free at once and a process id used again by another program cannot hold it.
What the file says (process id, program, computer) is only for the message; its content
never decides anything, so an empty, cut or garbage file is simply locked again. A lock
path that is not a plain file (a folder, a pipe, a link, a file that cannot be opened) is
set aside as `instance.lock.damaged-<time>` and a new file made. Qt's QLockFile (used
where there is no flock, on Windows) takes part in the same lock on Linux, since it
flocks its file too. A window whose socket file was removed (a temporary-folder
cleaner) makes it again within a second, and a later start keeps knocking a few seconds
before it gives up.

What a later start says on the socket, in lines: `open "<path as a JSON string>"` (only
when it hands over a file), then `show`; the holder answers `ok` on `show`. Lines it does not
know are skipped; a connection that says more than MAX_MESSAGE bytes, or does not say
`show` within CLIENT_MS, is closed without an answer; a window of an older version takes
`show` and leaves the file (it only comes forward), and a start of an older version, which
says only `show`, brings a window of this one forward as before.
"""
from __future__ import annotations

import errno
import hashlib
import json
import logging
import os
import socket
import stat
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

if sys.platform != "win32":
    import fcntl
else:                                      # Windows: QLockFile instead
    fcntl = None

from ..engine.messages import shown_path
from ..store.aside import aside_path
from .fault_words import (LOCK_REFUSALS, LockRefused, language_notice, lock_notice, os_reason,
                          settings_kept_notice, settings_notice)

log = logging.getLogger(__name__)

LOCK_NAME = "instance.lock"
HELLO, ANSWER = b"show\n", b"ok\n"
OPEN = b"open "                 # + the path as a JSON string + newline, before HELLO
MAX_MESSAGE = 1 << 16           # bytes a later start may say (a path is at most a few KiB)
MAX_CLIENTS = 16                # connections at once; more are closed at once
CLIENT_MS = 5000                # a connection that has not said `show` by then is closed
ANSWER_WAIT_MS = 3000           # a window that accepted the knock answers within this
KNOCK_S = 4.0                   # how long a later start keeps knocking at a missing socket
RELISTEN_MS = 1000              # how often the holder checks that its socket is still there


def server_name(data_dir: Path) -> str:
    """The local socket's name: one per data folder and user."""
    try:
        folder = str(Path(data_dir).resolve())
    except OSError:
        folder = str(data_dir)
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    digest = hashlib.sha256(f"{user}|{folder}".encode("utf-8", "surrogateescape")).hexdigest()
    return f"biscambiggia-{digest[:24]}"


class FolderLock:
    """An exclusive `flock` on `path`, which is made if missing and set aside if it is not
    a plain file. acquire(): True (held), False (another live process holds it); OSError
    when no lock file can be made (no space, a read-only folder)."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.fd: int | None = None
        self.set_aside: Path | None = None        # where a damaged lock path went

    def acquire(self) -> bool:
        for _ in range(4):                         # a rival may swap the file meanwhile
            fd = self._open()
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError as exc:
                os.close(fd)
                if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                    return False
                if exc.errno in LOCK_REFUSALS:
                    raise LockRefused(exc.errno, exc.strerror, str(self.path)) from exc
                raise
            if not self._still_there(fd):          # unlinked by its last holder: again
                os.close(fd)
                continue
            self.fd = fd
            self._write_who()
            return True
        raise OSError(errno.EAGAIN, "the lock file keeps changing", str(self.path))

    def _open(self) -> int:
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | os.O_NONBLOCK
        flags |= getattr(os, "O_CLOEXEC", 0)
        for attempt in range(2):
            try:
                info = os.lstat(self.path)
            except FileNotFoundError:
                info = None
            if info is not None and not stat.S_ISREG(info.st_mode):
                self._set_aside()                  # a folder, a pipe, a link, a device
                continue
            try:
                fd = os.open(self.path, flags, 0o644)
            except OSError as exc:
                if attempt == 0 and info is not None and exc.errno in (
                        errno.EACCES, errno.EPERM, errno.ELOOP, errno.EISDIR, errno.ENXIO):
                    self._set_aside()              # a file this user cannot open
                    continue
                raise                              # none there: the folder refuses a file
            if stat.S_ISREG(os.fstat(fd).st_mode):
                return fd
            os.close(fd)
            self._set_aside()
        raise OSError(errno.EEXIST, "the lock path cannot be made a plain file", str(self.path))

    def _set_aside(self) -> None:
        target = aside_path(self.path.parent, f"{self.path.name}.damaged")
        os.rename(self.path, target)
        self.set_aside = target
        log.warning("%s was not a lock file: set aside as %s", self.path, target.name)

    def _still_there(self, fd: int) -> bool:
        try:
            now = os.stat(self.path, follow_symlinks=False)
        except OSError:
            return False
        mine = os.fstat(fd)
        return (now.st_dev, now.st_ino) == (mine.st_dev, mine.st_ino)

    def lost(self) -> bool:
        """Whether the file this lock holds is no longer at its path (deleted with the data
        folder while the window runs): a later start would make a new one and take it."""
        return self.fd is not None and not self._still_there(self.fd)

    def take_again(self) -> bool:
        """A new lock file at the path (its folder made again), held in place of the lost
        one; False when another process took it first. OSError as acquire()."""
        old = self.fd
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not self.acquire():
            return False
        if old is not None:
            os.close(old)
        return True

    def _write_who(self) -> None:
        """Who holds it, as QLockFile writes it (process id, program, computer): for the
        message another start shows. A full disk leaves it empty; the lock holds all the
        same."""
        text = f"{os.getpid()}\n{Path(sys.executable).name}\n{socket.gethostname()}\n"
        if self.fd is None:
            return
        try:
            os.ftruncate(self.fd, 0)
            os.pwrite(self.fd, text.encode("utf-8", "replace"), 0)
        except OSError as exc:
            log.warning("cannot write %s (%s); the lock holds all the same", self.path, exc)

    def release(self) -> None:
        if self.fd is None:
            return
        try:
            if self._still_there(self.fd):
                os.unlink(self.path)
        except OSError:
            pass
        os.close(self.fd)
        self.fd = None


def read_holder(path: Path) -> dict:
    """What a lock file says of its holder: {"pid": int|None, "host": str}; never blocks
    (a regular file only, its first 256 bytes)."""
    from ..engine import boundedjson
    try:
        raw = boundedjson.read_bytes(path, 1 << 16)[:256]
    except (OSError, ValueError):
        return {"pid": None, "host": ""}
    lines = raw.decode("utf-8", "replace").splitlines()
    pid = int(lines[0]) if lines and lines[0].strip().isdigit() and len(lines[0]) < 12 else None
    host = lines[2].strip()[:64] if len(lines) > 2 else ""
    return {"pid": pid, "host": host}


def open_line(path: str) -> bytes:
    """The line that hands `path` over (empty when it would be too long to be heard)."""
    line = OPEN + json.dumps(path).encode("ascii") + b"\n"     # any name, one ASCII line
    return line if len(line) + len(HELLO) <= MAX_MESSAGE else b""


def read_open_line(rest: bytes) -> str | None:
    """The path an `open` line names (what follows OPEN), or None if it names none."""
    try:
        path = json.loads(rest.decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(path, str) or not path or "\0" in path:
        return None
    return path


class InstanceGuard(QObject):
    activated = Signal()          # a later start asked this window to come forward
    fileGiven = Signal(str)       # ... and to open this game record (after activated)

    def __init__(self, data_dir: Path, parent=None):
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.name = server_name(self.data_dir)
        self.lock: FolderLock | QLockFile | None = None
        self.server: QLocalServer | None = None
        self.problem: OSError | None = None       # no lock could be made (a full disk)
        self.holder: dict = {"pid": None, "host": ""}
        self._clients: dict[QLocalSocket, bytearray] = {}   # what each has said so far
        self._given: dict[QLocalSocket, str] = {}
        self._deaf = False                      # the last listen failed
        self._watch = QTimer(self)
        self._watch.setInterval(RELISTEN_MS)
        self._watch.timeout.connect(self._keep_listening)

    @property
    def lock_path(self) -> Path:
        return self.data_dir / LOCK_NAME

    def acquire(self, path: str | None = None) -> str:
        """"first", "forwarded" or "busy" (see the module); `path`: a file the window
        already open is asked to open, when there is one."""
        if not self.data_dir.is_dir():
            return "first"                     # nothing can be saved there: nothing to guard
        deadline = time.monotonic() + KNOCK_S
        while True:
            try:
                held = self._try_lock()
            except OSError as exc:
                self.problem = exc
                log.warning("cannot lock %s (%s); going on without the single-window guard",
                            self.lock_path, exc)
                return "first"
            if held:
                self._listen()
                return "first"
            answer = self._ask_first(path)
            if answer == "answered":
                return "forwarded"
            if answer == "silent" or time.monotonic() > deadline:
                break                          # connected, but no answer: it hangs
            time.sleep(0.2)                    # no socket yet: the holder makes it again
        self.holder = read_holder(self.lock_path)
        return "busy"

    def _try_lock(self) -> bool:
        if fcntl is not None:
            lock = FolderLock(self.lock_path)
            if lock.acquire():
                self.lock = lock
                return True
            return False
        lock = QLockFile(str(self.lock_path))   # Windows: the file is deleted with its holder
        lock.setStaleLockTime(0)
        if lock.tryLock(100):
            self.lock = lock
            return True
        if lock.error() == QLockFile.LockError.PermissionError:
            raise OSError(errno.EACCES, "no permission to make the lock file", str(self.lock_path))
        if lock.error() != QLockFile.LockError.LockFailedError:
            raise OSError(errno.EIO, f"QLockFile error {lock.error()}", str(self.lock_path))
        return False

    def _listen(self) -> None:
        QLocalServer.removeServer(self.name)   # a socket left by a killed start: ours now
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            if not self._deaf:                 # said once, not every second
                log.warning("cannot listen on %s: %s", self.name, server.errorString())
            self._deaf = True
            server.deleteLater()
        else:
            self._deaf = False
            server.newConnection.connect(self._connection)
            self.server = server
        if os.name == "posix" and not self._watch.isActive():
            self._watch.start()

    def _keep_listening(self) -> None:
        """The socket file gone (a temporary-folder cleaner): listen again. The lock file
        gone (the data folder deleted): take a new one."""
        self._keep_lock()
        server = self.server
        if server is not None and os.path.exists(server.fullServerName()):
            return
        if server is not None:
            server.close()
            server.deleteLater()
            self.server = None
            log.warning("the socket %s was removed; listening again", self.name)
        self._listen()

    _lock_trouble = ""                            # said once in the log, not every second

    def _keep_lock(self) -> None:
        lock = self.lock
        if not isinstance(lock, FolderLock) or not lock.lost():
            return
        again = False
        try:
            again = lock.take_again()
            trouble = "locked again" if again else "another window holds the new one"
        except OSError as exc:                    # a folder that cannot be made again
            trouble = f"it cannot be made again: {exc}"
        if trouble != self._lock_trouble:
            log.warning("the lock file %s was removed; %s", self.lock_path, trouble)
        self._lock_trouble = "" if again else trouble

    def _connection(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            if len(self._clients) >= MAX_CLIENTS:      # a flood: heard no more
                sock.abort()
                sock.deleteLater()
                continue
            self._clients[sock] = bytearray()
            sock.readyRead.connect(lambda s=sock: self._read(s))
            sock.disconnected.connect(lambda s=sock: self._drop(s))
            QTimer.singleShot(CLIENT_MS, sock, lambda s=sock: self._give_up(s))

    def _read(self, sock: QLocalSocket) -> None:
        """Take what `sock` says line by line: an `open` line keeps its path, `show`
        answers and fires activated (then fileGiven); anything else is skipped."""
        heard = self._clients.get(sock)
        if heard is None:                              # answered, or given up on
            sock.readAll()
            return
        heard += bytes(sock.readAll().data())
        if len(heard) > MAX_MESSAGE:
            log.warning("a message of over %d bytes on %s: ignored", MAX_MESSAGE, self.name)
            self._give_up(sock)
            return
        while b"\n" in heard:
            line, _, rest = bytes(heard).partition(b"\n")
            heard[:] = rest
            line = line.strip()
            if line.startswith(OPEN):
                path = read_open_line(line[len(OPEN):])
                if path is None:
                    log.warning("an open line naming no file on %s: ignored", self.name)
                else:
                    self._given[sock] = path
            elif line == HELLO.strip():
                del self._clients[sock]
                given = self._given.pop(sock, None)
                sock.write(ANSWER)
                sock.flush()
                sock.disconnectFromServer()            # once the answer is out
                self.activated.emit()
                if given is not None:
                    self.fileGiven.emit(given)
                return

    def _give_up(self, sock: QLocalSocket) -> None:
        """Close a connection that said too much, or not `show` in time."""
        if self._clients.pop(sock, None) is not None:
            self._given.pop(sock, None)
            sock.abort()

    def _drop(self, sock: QLocalSocket) -> None:
        self._clients.pop(sock, None)
        self._given.pop(sock, None)
        sock.deleteLater()

    def _ask_first(self, path: str | None = None) -> str:
        """Ask the window holding the lock to come forward (and to open `path`):
        "answered", "silent" (connected but no answer) or "absent" (no socket to connect
        to)."""
        sock = QLocalSocket()
        sock.connectToServer(self.name)
        if not sock.waitForConnected(500):
            return "absent"
        sock.write((open_line(path) if path else b"") + HELLO)
        sock.flush()
        answered = b""
        while ANSWER.strip() not in answered and sock.waitForReadyRead(ANSWER_WAIT_MS):
            answered += bytes(sock.readAll().data())
        sock.disconnectFromServer()
        return "answered" if ANSWER.strip() in answered else "silent"

    def release(self) -> None:
        self._watch.stop()
        if self.server is not None:
            self.server.close()
            self.server = None
        if isinstance(self.lock, FolderLock):
            self.lock.release()
        elif self.lock is not None:
            self.lock.unlock()
        self.lock = None


def bring_forward(window) -> None:
    """Show `window` on top: restored if minimised, raised, activated (and, where the
    window manager refuses to give focus, its taskbar entry flashes)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    if window.windowState() & Qt.WindowState.WindowMinimized:
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    QApplication.alert(window)


def busy_text(data_dir: Path, holder: dict | None = None) -> str:
    """Why this start cannot have the data folder, and what the person can do."""
    from .text import tr
    holder = holder or {}
    pid, host = holder.get("pid"), holder.get("host") or ""
    if host and host != socket.gethostname():
        who = tr("Another Biscambiggia window, on the computer {host}, is using the data "
                 "folder {folder}, but it does not answer.", host=host,
                 folder=shown_path(data_dir))
        fix = tr("Close Biscambiggia on that computer, then start it here again.")
    elif pid is not None:
        who = tr("Another Biscambiggia window (process {pid}) is using the data folder "
                 "{folder}, but it does not answer: it may be stuck.", pid=pid,
                 folder=shown_path(data_dir))
        fix = tr("Close that window; if it does not close, end process {pid} with your "
                 "system's task manager. Then start Biscambiggia again.", pid=pid)
    else:
        who = tr("Another Biscambiggia window is using the data folder {folder}, but it "
                 "does not answer: it may be stuck.", folder=shown_path(data_dir))
        fix = tr("Close that window (or end it with your system's task manager), then "
                 "start Biscambiggia again.")
    return "\n\n".join([
        who, tr("Only one window at a time may save matches and statistics there."), fix,
        tr("Or open this window read-only: you can play, but nothing is saved and no "
           "statistics are counted.")])


def ask_read_only(data_dir: Path, parent=None, holder: dict | None = None) -> bool:
    """The "busy" case: explain and offer read-only. True: open read-only; False: quit."""
    from PySide6.QtWidgets import QMessageBox
    from .text import tr
    box = QMessageBox(QMessageBox.Icon.Information, tr("Biscambiggia is already open"),
                      busy_text(data_dir, holder), parent=parent)
    read_only = box.addButton(tr("Open read-only"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(tr("Quit"), QMessageBox.ButtonRole.RejectRole)
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


def first_steps(window, guard: InstanceGuard | None = None,
                crash_report: Callable[[], QDialog | None] | None = None) -> None:
    """After the window shows, what the person must know first, one message after the
    other, never two at once: the report of a fault that ended the last session
    (`crash_report` opens it, ui/crash_dialog.CrashReporter.show_earlier: the resume
    question came up over it, and it took no click until the question was answered), a
    data folder that cannot be written (the game goes on in memory), a lock that could
    not be made, settings files set aside; then the unfinished match or the new-match
    dialog (in a read-only window, the new-match dialog: the autosave belongs to the
    other window). A file given to open (`window.given_path`: the command line's,
    one handed over meanwhile) opens then instead of the new-match dialog
    (WindowDialogs.start_up, open_given)."""
    from ..paths import data_dir_error, user_data_dir
    from .text import tr
    read_only = getattr(window, "read_only", False)

    def nxt() -> None:
        window.steps_done = True                  # files handed over from now open at once
        given, window.given_path = window.given_path, None
        if not read_only:
            window.start_up(given)
        elif given:
            window.open_given(given)
        else:
            window.ask_new_match()
    folder = str(user_data_dir())
    # each notice as a function saying (title, text) in the language of the moment: the
    # box follows a language change (ui/wordsbox.py)
    notices: list[Callable[[], tuple[str, str] | None]] = []
    error = None if read_only else data_dir_error()
    if error is not None:
        log.warning("data folder unusable: %s", error)
        notices.append(lambda: (
            tr("Nothing can be saved"),
            tr("The data folder {folder} cannot be written to ({reason}), so matches and "
               "statistics will not be saved. You can play on: the match is kept in memory "
               "until you close the window.", folder=shown_path(folder),
               reason=os_reason(error, subject=folder))))
        window.keeper.unsaved_said = True         # the autosave's failures: said here
    elif guard is not None and guard.problem is not None and not read_only:
        problem = guard.problem
        notices.append(lambda: lock_notice(folder, problem))
    trouble = getattr(window, "settings_trouble", None)
    if trouble:
        notices.append(lambda: (tr("Settings not used"), settings_notice(trouble)))
    if settings_kept_notice() is not None:
        from ..store.settings import settings_file
        log.warning("settings file %s cannot be written", settings_file())
        notices.append(settings_kept_notice)
    from .setup import setting
    if language_notice() is not None and setting("ui/language"):   # chosen, not the system's
        notices.append(language_notice)
    from .session_end import rescued_notice
    rescued = rescued_notice()                    # a match kept elsewhere when a session ended
    if rescued is not None:
        notices.append(rescued)

    def show(rest) -> None:
        if not rest:
            nxt()
            return
        notice = rest[0]
        opened = notice() or ("", "")               # (a fault gone since: the words it had)
        window.show_error(lambda: (notice() or opened)[0], lambda: (notice() or opened)[1])
        window.message.finished.connect(lambda _=0: show(rest[1:]))
    report = crash_report() if crash_report is not None else None
    if report is not None:                        # the rest once it is closed
        report.finished.connect(lambda _=0: show(notices))
        return
    show(notices)


class FileOpenFilter(QObject):
    """macOS: a game record opened in the Finder (double-click, Open With) reaches the
    application as a QFileOpenEvent, at start and while the window runs."""

    def __init__(self, window, parent=None):
        super().__init__(parent)
        self.window = window

    def eventFilter(self, watched, event) -> bool:
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()            # (a QFileOpenEvent)
            if path:
                self.window.receive_file(path)
                return True
        return False


def hand_over_opened_files(app, window) -> FileOpenFilter:
    """Files the system opens with the running application (QFileOpenEvent) go to
    `window` (WindowDialogs.receive_file). A filter on the application sees every event
    of every object, so app.run installs it only on macOS, where such events come."""
    keeper = FileOpenFilter(window, app)
    app.installEventFilter(keeper)
    return keeper
