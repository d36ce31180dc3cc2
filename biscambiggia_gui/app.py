"""Starting the application: `run(argv)` sets up Qt, the language of the settings (the
system's by default), the crash dialog and the main window, then offers the unfinished
match (if one was autosaved) or the new-match dialog. With `--smoke-test` it plays one
whole hand with computer players on every seat, drawing the table offscreen, and exits 0
if all went well.

The smoke test leaves the player's files alone: no autosave, no statistics, and no crash
dialog (an error there is printed and the test fails with exit status 1, which is what a
packaging check needs; a dialog nobody can see would only hang it). It speaks English."""
from __future__ import annotations

import json
import os
import re
import sys
import time
from functools import partial

SMOKE_TIMEOUT_S = 60
KEPT: dict[str, object] = {}     # what Qt calls for the session's life, kept from the collector
# what Qt's offscreen platform says for every window it shows: a note to Qt's own
# developers, no fault; the smoke test's standard error is for its one line of a fault
OFFSCREEN_NOTES = ("This plugin does not support propagateSizeHints()",)


def to_stderr(text: str) -> None:
    """A line on standard error where there is one: a windowed build (PyInstaller's
    `console=False` on Windows) has none (sys.stderr is None), and a line that cannot be
    written is let go, never raised inside Qt's message callback."""
    if sys.stderr is None:
        return
    try:
        sys.stderr.write(text + "\n")
    except Exception:
        pass


def quiet_offscreen_notes() -> None:
    """Qt's messages on standard error as Qt writes them, but OFFSCREEN_NOTES."""
    from PySide6.QtCore import qFormatLogMessage, qInstallMessageHandler

    def handler(mode, context, message: str) -> None:
        if message not in OFFSCREEN_NOTES:
            to_stderr(qFormatLogMessage(mode, context, message))
    KEPT["qt messages"] = handler
    qInstallMessageHandler(handler)


def crash_context(window):
    """What a crash report adds: the variant, the seats and the game record so far."""
    def context() -> str:
        ctrl = getattr(window, "ctrl", None)
        if ctrl is None or ctrl.match is None:
            return "no match in progress"
        from .engine.record import to_record
        return (f"variant: {ctrl.match.variant.id}\n"
                f"seats: {json.dumps(ctrl.setup.seat_dicts())}\n"
                f"record: {json.dumps(to_record(ctrl.match))}")
    return context


def build(argv: list[str], smoke: bool = False):
    """The QApplication (made or reused), its language and the main window; outside the
    smoke test also the crash handler with its dialog. Returns (app, window, reporter)."""
    from . import ui                                     # noqa: F401  (installs the PySide6 guard)
    from PySide6.QtWidgets import QApplication
    from . import i18n
    from .ui.setup import APPLICATION, ORGANIZATION, redirect_settings, setting

    redirect_settings()
    trouble = safe_settings()                            # before Qt reads the file
    # argv[0] names the program to the window system (the X11 WM_CLASS, the Wayland app
    # id's fallback): "biscambiggia", also when run from source as __main__.py
    from .paths import APP_ID
    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else \
        QApplication([APP_ID] + [a for a in argv if a != "--smoke-test"])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setDesktopFileName("io.github.biscambiggia.Biscambiggia")   # the .desktop entry (AppStream id)
    from PySide6.QtGui import QIcon
    from .paths import asset
    app.setWindowIcon(QIcon(str(asset("icons", "biscambiggia.svg"))))
    from .ui.buttonstyle import install_plain_buttons
    install_plain_buttons(app)                           # dialog buttons: words, no icons
    i18n.install(app, "en" if smoke else setting("ui/language"))
    from .ui.mainwindow import MainWindow
    window = MainWindow()
    window.settings_trouble = trouble                    # said at first_steps
    reporter = None
    if not smoke:
        from .ui.crash_dialog import install_crash_dialog
        reporter = install_crash_dialog(window, crash_context(window))
    return app, window, reporter


def safe_settings():
    """Set aside a settings file Qt must not read (store/settings.make_safe: a pipe, a
    device behind a link, a binary value that aborts Qt); one that cannot be moved is
    kept away from Qt by giving QSettings an empty folder of its own for this run."""
    from .store import settings as stored
    trouble = stored.make_safe()
    if any(t.aside is None for t in trouble):
        import tempfile
        from PySide6.QtCore import QSettings
        folder = tempfile.mkdtemp(prefix="biscambiggia-settings-")
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    return trouble


NO_DISPLAY = ("Biscambiggia needs a graphical desktop, and this terminal has none (DISPLAY "
              "and WAYLAND_DISPLAY are not set: a text console, or a connection without "
              "forwarding). Start it from the desktop's menu or from a terminal of the "
              "desktop; `biscambiggia --smoke-test` checks the installation without one.")


def no_display(argv: list[str]) -> bool:
    """On Linux and the BSDs, no display to open a window on, and no platform chosen: Qt
    would abort (exit 134) saying that reinstalling the application may fix it."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return False
    chosen = os.environ.get("QT_QPA_PLATFORM") or "-platform" in argv
    runtime = os.environ.get("XDG_RUNTIME_DIR") or ""
    wayland = bool(runtime) and os.path.exists(os.path.join(runtime, "wayland-0"))  # Qt's default
    return not (chosen or wayland or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


NO_X11_LIBRARY = ("Biscambiggia cannot open its window: Qt's X11 support needs {library}, "
                  "which this system lacks (Qt itself would say, wrongly, that reinstalling "
                  "the application may fix it). On Debian or Ubuntu this installs it and "
                  "the other libraries Qt's X11 support loads:\n\n    sudo apt install "
                  "{packages}\n\nThe README's \"Play from a source checkout\" lists "
                  "everything the game needs.")
# the Debian packages of what Qt's X11 plugin loads beyond libxcb1 (the README's source
# route and packaging/debroots.py's SOURCE_ROUTE_PACKAGES install the same: a test holds it)
X11_PACKAGES = ("libxcb-cursor0", "libxkbcommon-x11-0", "libxcb-icccm4", "libxcb-keysyms1",
                "libxcb-render-util0", "libxcb-image0", "libxcb-shape0", "libxcb-randr0",
                "libxcb-xfixes0", "libxcb-xkb1", "libx11-xcb1")
_NOT_FOUND = re.compile(r"(lib[\w.+-]+\.so(?:\.\d+)*): cannot open shared object file")


NO_X11_DISPLAY = ("Biscambiggia cannot open its window: the X display {display} named by "
                  "DISPLAY does not answer, or refuses this program (a connection without "
                  "forwarding, a desktop that has closed, another user's display). Start it "
                  "from the desktop's menu or from a terminal of the desktop; `biscambiggia "
                  "--smoke-test` checks the installation without one.")


def x11_trouble(argv: list[str]) -> str | None:
    """On Linux, where Qt will open an X11 window (a DISPLAY, no Wayland session, no other
    platform chosen), what would stop it, in words: a library Qt's X11 plugin needs and
    the system lacks, or a display that does not answer; None when neither, or when Qt
    will not use X11. Qt would abort (exit 134) naming a library that is often not the
    one missing, and saying that reinstalling the application may fix it."""
    if not sys.platform.startswith("linux") or "-platform" in argv:
        return None
    chosen = os.environ.get("QT_QPA_PLATFORM", "")
    display = os.environ.get("DISPLAY", "")
    if chosen not in ("", "xcb") or not display \
            or (not chosen and os.environ.get("WAYLAND_DISPLAY")):
        return None
    from PySide6.QtCore import QLibraryInfo
    plugin = os.path.join(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath),
                          "platforms", "libqxcb.so")
    library = missing_library(plugin)
    if library is not None:
        package = debian_package(library)
        packages = (package,) + tuple(p for p in X11_PACKAGES if p != package)
        return NO_X11_LIBRARY.format(library=library, packages=" ".join(packages))
    return NO_X11_DISPLAY.format(display=display) if not display_answers(display) else None


def display_answers(display: str) -> bool:
    """Whether the X server at `display` takes a connection, asked as Qt's X11 plugin asks
    it (libxcb's xcb_connect); True where libxcb itself cannot be loaded (the plugin's
    check names it)."""
    import ctypes
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    refused = xcb.xcb_connection_has_error(connection)
    xcb.xcb_disconnect(connection)
    return refused == 0


def missing_library(path: str) -> str | None:
    """The name of the first shared library the one at `path` needs and the system lacks,
    as the dynamic loader says it; None when it loads (or fails for another reason)."""
    import ctypes
    if not os.path.exists(path):
        return None
    try:
        ctypes.CDLL(path)
    except OSError as error:
        found = _NOT_FOUND.search(str(error))
        return found.group(1) if found else None
    return None


def debian_package(library: str) -> str:
    """The Debian package of a shared library, by Debian's naming of library packages:
    "libxcb-icccm.so.4" is in libxcb-icccm4, "libxkbcommon-x11.so.0" in libxkbcommon-x11-0."""
    stem, _, version = library.partition(".so")
    major = version.lstrip(".").split(".")[0]
    stem = stem.lower()
    return stem + ("-" if stem[-1:].isdigit() and major else "") + major


def run(argv: list[str], given: str | None = None) -> int:
    """The window (or the smoke test). `given`: a game record or save to open once the
    window is up (the command line's file, __main__.given_file), or to hand to the window
    already open on the same data folder."""
    smoke = "--smoke-test" in argv
    if smoke and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"     # a smoke test needs no screen
    trouble = NO_DISPLAY if no_display(argv) else x11_trouble(argv)   # before Qt aborts
    if trouble is not None:
        print(trouble, file=sys.stderr)
        return 1
    if smoke:
        quiet_offscreen_notes()
    app, window, reporter = build(argv, smoke)
    if smoke:
        return smoke_test(app, window)
    from PySide6.QtCore import QTimer
    from .store import crashlog
    guard = claim_data_folder(window, given)
    if guard is None:                                   # the other window came forward
        window.shutdown()
        crashlog.uninstall()
        return 0
    earlier = watch_native_faults(window)               # a segfault, an abort: logged
    window.show_placed()                                # fitted to the screen, or as left
    from .ui import session_end
    ending = session_end.install(app, window)           # logout, shutdown, SIGTERM: the match kept
    from .ui.instance import first_steps, hand_over_opened_files
    window.given_path = given
    if sys.platform == "darwin":                        # a record opened in the Finder
        hand_over_opened_files(app, window)
    crash_report = None
    if earlier and reporter is not None:                # the newest, before the start's
        crash_report = partial(reporter.show_earlier, *earlier[-1])   # other messages
    QTimer.singleShot(0, lambda: first_steps(window, guard, crash_report))
    try:
        return app.exec()
    finally:
        ending.uninstall()
        window.shutdown()
        guard.release()
        crashlog.stop_watching_native_faults()
        crashlog.uninstall()


def watch_native_faults(window) -> list:
    """A fault no Python hook sees (a segmentation fault in Qt or the compiled core, Qt's
    abort on "QThread: Destroyed while thread is still running") leaves faulthandler's
    stacks, and Qt's last words, in the crash-log folder; the next start makes a crash log
    of them and shows it (store/crashlog.py). Only the window that holds the data folder
    does (a read-only window's file would be taken for a fault of the other's). Returns
    what earlier sessions left: [(report, log path or None)]."""
    from .store import crashlog
    if getattr(window, "read_only", False) or crashlog.watch_native_faults() is None:
        return []
    from PySide6.QtCore import QtMsgType, qFormatLogMessage, qInstallMessageHandler

    def handler(mode, context, message: str) -> None:
        if message in OFFSCREEN_NOTES:                 # (as quiet_offscreen_notes, whose
            return                                     # handler this one replaces)
        text = qFormatLogMessage(mode, context, message)
        if mode == QtMsgType.QtFatalMsg:               # Qt aborts next: its words kept first
            crashlog.note_native(f"Qt: {text}")
        to_stderr(text)                                # as Qt writes it
    KEPT["qt messages"] = handler                       # Qt calls it for the session's life
    qInstallMessageHandler(handler)
    return crashlog.native_crashes()


def claim_data_folder(window, given: str | None = None):
    """One window per data folder (ui/instance.py): the InstanceGuard this window holds,
    or None when another window holds the folder and was brought forward (this start
    then quits; the file `given` goes to that window, which opens it). When the other
    does not answer, the player may open read-only."""
    from .paths import user_data_dir
    from .store import saves
    from .ui.instance import InstanceGuard, ask_read_only, bring_forward, make_read_only
    folder = user_data_dir()
    guard = InstanceGuard(folder)
    state = guard.acquire(given)
    if state == "forwarded":
        from .engine.messages import shown_path
        asked = f" and asked to open {shown_path(given)}" if given else ""
        print(f"Biscambiggia is already open with the data folder {shown_path(folder)}: "
              f"its window was brought forward{asked}.", file=sys.stderr)
        return None
    if state == "busy":
        if not ask_read_only(folder, window, guard.holder):
            return None
        make_read_only(window)
        return guard
    guard.activated.connect(lambda: bring_forward(window))
    guard.fileGiven.connect(window.receive_file)
    saves.clean_temporaries()                           # left by saves killed midway
    return guard


def smoke_test(app, window) -> int:
    """Every asset present (inventory.py), one card of every deck drawn, then one hand with
    computers on every seat at instant speed; 0 if all of it went well, else 1 and one
    line on stderr naming what failed."""
    from PySide6.QtCore import QEventLoop
    from .inventory import drawing_problem, problem
    from .engine.registry import default_variant
    from .ui.setup import COMPUTER_NAMES, MatchSetup, SeatSetup

    trouble = problem() or drawing_problem()
    if trouble is not None:
        print(trouble, file=sys.stderr)
        window.shutdown()
        window.close()
        return 1

    variant = default_variant()             # the first game of the registry
    setup = MatchSetup(variant.id, [SeatSetup(name, "computer", "easy")
                                    for name in COMPUTER_NAMES[:variant.players]])
    finished = []
    window.keeper.enabled = False                        # the player's autosave and statistics stay
    window.ctrl.handFinished.connect(lambda: finished.append(True))
    window.resize(1100, 720)
    window.show()
    window.ctrl.set_speed("instant")
    start = time.monotonic()
    try:
        window.start_match(setup, remember=False)
        while not finished and time.monotonic() - start < SMOKE_TIMEOUT_S:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        shot = window.grab()
        ok = bool(finished) and not shot.isNull() and window.ctrl.match.results
        if ok:
            points = " - ".join(map(str, window.ctrl.match.results[-1].points))
            print(f"smoke test: one hand of {variant.id} played ({points}) "
                  f"in {time.monotonic() - start:.1f} s")
        else:
            print("smoke test: the hand did not finish", file=sys.stderr)
        return 0 if ok else 1
    finally:
        window.shutdown()
        window.close()
