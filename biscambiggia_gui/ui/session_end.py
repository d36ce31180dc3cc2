"""The desktop session ending (logout, shutdown) and SIGTERM (or SIGHUP: the terminal the
game was started from closed; SIGINT: Ctrl-C in it): what becomes of the match on the table when the person may
not be there to answer (docs/reliability.md, "The session ends").

One place decides (`keep_for_session_end`), for the session manager's commitDataRequest and
for the signals alike:

1. the autosave (and the statistics) are tried once more (`keeper.at_risk`): where that
   works, nothing more is done and nothing is asked (a leaving question still up goes);
2. else the match is saved, without a question, as the autosave is (a save: seats, deck,
   match id, the hands to count), to the first of `rescue_folders` that takes it, under
   the name `RESCUE_PREFIX<time>.json`; the next start finds it there and says where
   (`rescued_notice`); Game > Open game record plays it on and counts its hands;
3. where no folder takes it, the leaving question (windows.unless_unfinished's: Save elsewhere /
   Close anyway / Back to the game) is asked only when the session manager allows
   interaction; "Back to the game" (or no answer within `ANSWER_MS`) asks it to cancel
   the logout. Without interaction (and at a signal) the match is let go, in the log.

At a signal the window then closes as its close button closes it (its place remembered,
the computer players stopped, the statistics written), without a question, and the
program exits 0. A later close asks nothing about what the session's end settled
(`keeper.settled`); a move played since (the logout cancelled) is at risk again."""
from __future__ import annotations

import json
import logging
import os
import signal
import socket
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSocketNotifier, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

from ..engine.messages import shown_path
from ..store import saves
from .logline import LogLine
from .text import tr

log = logging.getLogger(__name__)

RESCUE_PREFIX = "Biscambiggia unsaved match "
SAID_KEY = "files/rescued_said"        # the kept matches the start has named already
ANSWER_MS = 120_000                    # the question at a session's end: unanswered, back to the game
SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")   # SIGINT: Ctrl-C in the terminal it runs in


def rescue_folders() -> list[Path]:
    """Where a match the data folder cannot take is kept at the session's end, in order:
    the folder Open and Save used last, the documents folder, the home folder (those that
    exist: none is made), the settings' folder (the game's own, apart from the data
    folder), the temporary folder. Each one the next start looks in."""
    from ..store.settings import settings_file
    from .setup import settings
    from .windows import LAST_DIR_KEY
    found = [str(settings().value(LAST_DIR_KEY, "") or ""),
             QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation),
             QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation)]
    folders: list[Path] = []
    for place in found:
        if place and Path(place).is_absolute() and Path(place).is_dir() \
                and Path(place) not in folders:
            folders.append(Path(place))
    return folders + [settings_file().parent, Path(tempfile.gettempdir())]


def keep_for_session_end(window, interaction: Callable[[], bool] | None = None) -> bool:
    """What the session's end does to the match on the table (the module's steps); True
    when the session may end, False when the person chose to go back to the game (the
    session manager is then asked to cancel). `interaction`: asks the session manager
    whether the person may be asked (QSessionManager.allowsInteraction); None at a signal."""
    keeper = window.keeper
    moves, stats = keeper.at_risk(closing=True)
    if not (moves or stats):
        _withdraw_question(window)            # one up asks about a fault gone by: it goes
        return True
    kept = keeper.rescue(rescue_folders())
    if kept is not None:
        log.warning("the session ends: the match is kept in %s", kept)
        window.panel.add_log(LogLine(lambda: tr("The match is kept in {path}", path=shown_path(kept))))
        _withdraw_question(window)
        return True
    if interaction is None or not interaction():
        log.warning("the session ends: the match could not be kept anywhere")
        keeper.settle()
        _withdraw_question(window)
        return True
    _withdraw_question(window)
    return _ask(window, moves, stats)


def _withdraw_question(window) -> None:
    """The leaving question up when the session's end came (the close button clicked just
    before) is answered by it: it goes, so that nothing holds the window's close."""
    window.withdraw_leave_box()


def _ask(window, moves: bool, stats: bool) -> bool:
    """The leaving question, answered now (the session manager waits): True to let the
    session end (saved elsewhere, or closed anyway), False to go back to the game."""
    box = window._unsaved_question(lambda: None, True, moves, stats, on_save=lambda: None)
    window.leave_box = box
    QTimer.singleShot(ANSWER_MS, box, box.reject)     # nobody there: back to the game
    from .modality import ask
    ask(box)                                          # the main window only
    choices = box.property("choices")
    clicked = box.clickedButton()
    window.leave_box = None
    box.deleteLater()
    if clicked is choices["save"] and window.save_elsewhere():
        window.keeper.settle()
        return True
    if clicked is choices["leave"]:
        window.keeper.settle()
        return True
    return False


class SessionEnd(QObject):
    """Watches the session manager and the signals for `window` (install())."""

    def __init__(self, app: QApplication, window):
        super().__init__(window)
        self.window = window
        self.app = app
        self.ending = False
        self._notifier: QSocketNotifier | None = None
        self._pair: tuple[socket.socket, socket.socket] | None = None
        self._previous: dict[int, object] = {}
        self._wakeup = -1
        app.commitDataRequest.connect(self.commit_data)

    def commit_data(self, manager) -> None:
        """The session manager asks every program to save before the session ends (a
        signal that ended the game while the question was up: the session goes on)."""
        if keep_for_session_end(self.window, manager.allowsInteraction) or self.ending:
            manager.release()
        else:
            manager.cancel()

    # --- signals -----------------------------------------------------------------------------
    def catch_signals(self) -> None:
        """SIGTERM, SIGHUP and SIGINT (Ctrl-C in the terminal the game was started from:
        it printed a KeyboardInterrupt's traceback and the game went on) close the window
        as its close button does (terminate): a
        Python handler only notes the signal, and the signal's byte on a socket wakes the
        Qt loop, which does the work between two events."""
        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        self._pair = (reader, writer)
        self._wakeup = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
        for name in SIGNALS:
            number = getattr(signal, name, None)
            if number is None or signal.getsignal(number) == signal.SIG_IGN:
                continue                      # (started under nohup: SIGHUP stays ignored)
            self._previous[number] = signal.signal(number, lambda *_: None)
        self._notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def _woken(self) -> None:
        assert self._pair is not None
        try:
            said = self._pair[0].recv(64)
        except OSError:
            return
        wanted = {getattr(signal, name, None): name for name in SIGNALS}
        got = [wanted[b] for b in said if b in wanted]
        if got:
            self.terminate(got[0])

    def terminate(self, signal_name: str | None = None) -> None:
        """The match kept as at a session's end (no question: nobody may be there), then
        the window closed as by its close button, and the program ends. At a signal one
        line on standard error says which: the game ended with no traceback and no crash
        log, and nothing told a signal from another program from a fault of its own."""
        if self.ending:
            return
        self.ending = True
        if signal_name is not None:
            said = (f"Biscambiggia: {signal_name} received (sent by another program, or the "
                    "terminal it was started from): the window closes as its close button "
                    "closes it, the match kept for the next start.")
            log.warning("%s", said)          # on standard error (logging's last resort)
        window = self.window
        keep_for_session_end(window, None)
        window.keeper.settle()
        window._may_close = True              # nobody may be there to answer: no question
        window.close()
        self.app.quit()

    def uninstall(self) -> None:
        for number, previous in self._previous.items():
            signal.signal(number, previous)           # type: ignore[arg-type]
        self._previous.clear()
        if self._pair is not None:
            signal.set_wakeup_fd(self._wakeup)
            if self._notifier is not None:
                self._notifier.setEnabled(False)
            for end in self._pair:
                end.close()
            self._pair = None


def install(app: QApplication, window) -> SessionEnd:
    """The session's end and the signals, for the window of app.run."""
    watcher = SessionEnd(app, window)
    watcher.catch_signals()
    return watcher


# --- the next start ----------------------------------------------------------------------------
def rescued_files() -> list[Path]:
    """The matches kept at a session's end, found in the folders they go to, oldest first:
    the person's own plain files only (the temporary folder is every user's: a file another
    user put there under that name was never kept by this game)."""
    found: list[Path] = []
    for folder in rescue_folders():
        try:
            found.extend(p for p in folder.glob(saves.glob_escape(RESCUE_PREFIX) + "*.json")
                         if _own_file(p))
        except OSError:
            continue
    return sorted(found, key=lambda p: p.name)


def _own_file(path: Path) -> bool:
    """A plain file (not a link) of the person running the game (where files have owners)."""
    try:
        st = path.lstat()
    except OSError:
        return False
    getuid = getattr(os, "getuid", None)
    return stat.S_ISREG(st.st_mode) and (getuid is None or st.st_uid == getuid())


def rescued_notice() -> Callable[[], tuple[str, str]] | None:
    """For the start: the matches kept at a session's end not named before, as a notice
    (a function saying its title and text), or None. Each is named once (SAID_KEY): marked
    when the notice first says it, not when the start gathers it (a start ended before
    its turn came leaves it to the next)."""
    from .setup import save_choice, setting
    said = json.loads(setting(SAID_KEY))
    new = [str(p) for p in rescued_files() if str(p) not in said]
    if not new:
        return None
    log.warning("matches kept when a session ended: %s", ", ".join(new))
    marked: list[bool] = []

    def notice() -> tuple[str, str]:
        if not marked:                                # (not writable: named again next time)
            marked.append(True)
            # the names of files gone since are dropped: the list does not grow for ever
            now = [p for p in json.loads(setting(SAID_KEY)) if Path(p).exists()]
            save_choice(SAID_KEY, json.dumps(now + [p for p in new if p not in now]))
        where = "\n".join(new)
        return (tr("A match was kept elsewhere"),
                tr("When the system closed Biscambiggia (a logout, a shutdown), the match on "
                   "the table could not be saved in the data folder, so it was kept in:"
                   "\n\n{paths}\n\n"
                   "Game > Open game record plays it on where it stopped, and counts its "
                   "hands in the statistics.", paths=where))
    return notice


def stamp() -> str:
    """The time in a kept match's file name: sorts as it reads, and is a valid name on
    every system (no colon)."""
    return time.strftime("%Y-%m-%d %H.%M.%S")

