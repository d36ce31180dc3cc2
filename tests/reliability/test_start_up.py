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
