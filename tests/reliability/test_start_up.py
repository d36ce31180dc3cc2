"""The application's start-up (issue 15) with a settings file full of values of the wrong
type and shape, and with a stale temporary file of a killed save: the window is built and
starts as usual (no crash dialog), every setting at its default, the temporary file gone."""
import pytest

from biscambiggia_gui import app as application
from biscambiggia_gui import i18n
from biscambiggia_gui.store import crashlog, saves
from biscambiggia_gui.store.settings import settings_file

GARBAGE = (
    "[ui]\nlanguage=@Size(1 2)\n"                # (binary @Variant values: test_settings_faults)
    "[table]\nspeed=a, b, c\nshow_played=@Rect(1 2 3 4)\ncard_size=huge\n"
    "[deck]\nbiscambiggia=@ByteArray(tarot)\n"
    "[player]\nnames=\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]\"\n"
    "[match]\nlast=\"{\\\"variant\\\": \\\"briscola-2\\\", \\\"options\\\": [], \\\"seats\\\": [{\\\"name\\\": 5}]}\"\n"
    "default=1e99999\n")


@pytest.fixture
def started(qtbot, qapp, _private_user_data):
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.write_text(GARBAGE)
    _private_user_data.mkdir(parents=True, exist_ok=True)
    stale = _private_user_data / ".autosave.json.k1ll3d.tmp"
    stale.write_text('{"app": "biscambi')
    _, win, reporter = application.build([])
    qtbot.addWidget(win)
    guard = application.claim_data_folder(win)
    yield win, reporter, guard, stale
    win.shutdown()
    guard.release()
    crashlog.uninstall()


def test_garbage_settings_and_a_killed_save_do_not_stop_the_start(qtbot, started):
    from biscambiggia_gui.ui.instance import first_steps
    from biscambiggia_gui.ui.setup import load_setup, load_speed, player_names, preferred_deck
    win, reporter, guard, stale = started
    assert guard.lock is not None and not stale.exists()
    assert i18n.current_language() in i18n.LANGUAGES
    win.show()
    first_steps(win)                                       # no autosave: the new-match dialog
    qtbot.waitUntil(lambda: win.dialog is not None and win.dialog.isVisible())
    assert reporter.dialog is None
    assert load_setup().variant == "biscambiggia-2" and load_speed() == "normal"
    assert player_names() == [""] * 6 and preferred_deck("biscambiggia") == "genoese"
    win.dialog.reject()
    assert not saves.has_autosave()


def test_a_start_without_a_display_says_so_in_words(tmp_path):
    """Started from a text console or a connection without forwarding: Qt aborted (exit
    134, a core file) saying "Reinstalling the application may fix this problem", which
    it would not. One line says what is missing and what to do; exit 1; nothing written."""
    import os
    import subprocess
    import sys
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(XDG_RUNTIME_DIR=str(tmp_path / "run"), BISCAMBIGGIA_DATA=str(tmp_path / "data"),
               BISCAMBIGGIA_CONFIG=str(tmp_path / "config"))
    (tmp_path / "run").mkdir()
    done = subprocess.run([sys.executable, "-m", "biscambiggia_gui"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.startswith("Biscambiggia needs a graphical desktop")
    assert "Reinstalling" not in done.stderr and not done.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run"]


def test_a_library_the_loader_lacks_is_named(tmp_path):
    """What app.x11_trouble reads: the name of the first library a shared object
    needs and the system lacks, from the real dynamic loader (a library built here against
    one that is then taken away); None for one that loads or is not there."""
    import shutil
    import subprocess
    from biscambiggia_gui import app
    if shutil.which("gcc") is None:
        pytest.skip("no C compiler to build the libraries")
    (tmp_path / "gone.c").write_text("int gone(void) { return 1; }\n")
    (tmp_path / "needs.c").write_text("int gone(void);\nint needs(void) { return gone(); }\n")
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", str(tmp_path / "libbiscambiggia-gone.so.3"),
                    "-Wl,-soname,libbiscambiggia-gone.so.3", str(tmp_path / "gone.c")], check=True)
    subprocess.run(["gcc", "-shared", "-fPIC", "-o", str(tmp_path / "libneeds.so"),
                    "-Wl,-rpath,$ORIGIN", str(tmp_path / "needs.c"),
                    str(tmp_path / "libbiscambiggia-gone.so.3")], check=True)
    shutil.copy(tmp_path / "libneeds.so", tmp_path / "libneeds-too.so")   # dlopen once a path
    (tmp_path / "libbiscambiggia-gone.so.3").rename(tmp_path / "kept")
    assert app.missing_library(str(tmp_path / "libneeds.so")) == "libbiscambiggia-gone.so.3"
    (tmp_path / "kept").rename(tmp_path / "libbiscambiggia-gone.so.3")
    assert app.missing_library(str(tmp_path / "libneeds-too.so")) is None     # now it loads
    assert app.debian_package("libbiscambiggia-gone.so.3") == "libbiscambiggia-gone3"
    assert app.missing_library(str(tmp_path / "nothing.so")) is None


@pytest.mark.parametrize("library, package", [
    ("libxcb-icccm.so.4", "libxcb-icccm4"), ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libX11-xcb.so.1", "libx11-xcb1"), ("libxcb-render-util.so.0", "libxcb-render-util0")])
def test_a_library_is_named_by_its_debian_package(library, package):
    from biscambiggia_gui import app
    assert app.debian_package(library) == package
    assert package in app.X11_PACKAGES


def test_the_x11_libraries_named_are_the_source_routes():
    """The start-up's advice, the README's source route and the packaging's measured route
    install the same X11 libraries."""
    import pathlib
    from biscambiggia_gui import app
    root = pathlib.Path(application.__file__).resolve().parent.parent
    readme = (root / "README.md").read_text()
    route = (root / "packaging" / "debroots.py").read_text()
    for package in app.X11_PACKAGES:
        assert f" {package}" in readme and f'"{package}"' in route, package


def test_a_start_on_x11_without_qts_libraries_says_which(tmp_path):
    """On a system without the libraries Qt's X11 plugin loads, Qt aborted (exit 134)
    naming libxcb-cursor0, often not the one missing, and saying reinstalling might help.
    The start names the library missing and the apt line that installs them all; exit 1;
    nothing written. Runs where this machine lacks one of them (a fresh system)."""
    import os
    import subprocess
    import sys
    from PySide6.QtCore import QLibraryInfo
    plugin = os.path.join(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath),
                          "platforms", "libqxcb.so")
    if not sys.platform.startswith("linux") or application.missing_library(plugin) is None:
        pytest.skip("Qt's X11 plugin loads here")
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(DISPLAY=":0", BISCAMBIGGIA_DATA=str(tmp_path / "data"),
               BISCAMBIGGIA_CONFIG=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-m", "biscambiggia_gui"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    assert done.stderr.startswith("Biscambiggia cannot open its window"), done.stderr
    assert "sudo apt install lib" in done.stderr and "Reinstalling" not in done.stderr
    assert not done.stdout and not any(tmp_path.iterdir())


def test_a_start_on_a_display_that_does_not_answer_says_so_in_words(tmp_path):
    """DISPLAY set to an X server that is not there (ssh without forwarding, a desktop
    closed): Qt aborted (exit 134) saying it could not load its X11 plugin and that
    reinstalling might help. One message says the display does not answer and where to
    start the game from; exit 1; nothing written."""
    import os
    import subprocess
    import sys
    from PySide6.QtCore import QLibraryInfo
    plugin = os.path.join(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath),
                          "platforms", "libqxcb.so")
    if not sys.platform.startswith("linux") or application.missing_library(plugin) is not None:
        pytest.skip("Qt's X11 plugin does not load here: the start names the library instead")
    free = next(n for n in range(4817, 4900) if not os.path.exists(f"/tmp/.X11-unix/X{n}"))
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(DISPLAY=f":{free}", BISCAMBIGGIA_DATA=str(tmp_path / "data"),
               BISCAMBIGGIA_CONFIG=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-m", "biscambiggia_gui"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    assert done.stderr.startswith(f"Biscambiggia cannot open its window: the X display :{free}")
    assert "Reinstalling" not in done.stderr and not done.stdout
    assert not any(tmp_path.iterdir())
