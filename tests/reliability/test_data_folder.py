"""Data folder faults (issue 15): a data path that is a plain file, an autosave path that is
a folder, a read-only folder and a full disk. Each time a real window plays a whole hand:
a plain message says what cannot be saved, the match goes on in memory, and nothing
already saved is touched. The read-only folder and the full disk are a real tmpfs when
the tests run as root (mount), else the same errors raised in the real write path."""
import errno
import os
import subprocess
from contextlib import contextmanager


from biscambiggia_gui.engine.messages import shown_path
from biscambiggia_gui.ui.instance import first_steps
from biscambiggia_gui.paths import data_dir_error
from biscambiggia_gui.store import saves
from uihelpers import finish_hand, start


def play_a_hand(qtbot, window):
    start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
    finish_hand(qtbot, window)
    assert len(window.ctrl.match.results) == 1 and not window.ctrl.match.is_over()


def said_cannot_save(window) -> bool:
    box = window.message
    return box is not None and "cannot be saved" in box.windowTitle()


def snapshot(folder, real=True):
    """Every file's bytes; where the fault is simulated in Python's write path, the
    statistics (written by SQLite's own, unsimulated, calls) are left out."""
    return {p.relative_to(folder): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and (real or p.name != "statistics.sqlite3")}


@contextmanager
def small_tmpfs(folder, size="512k"):
    """A real tmpfs at `folder` (root only); yields False where it cannot be mounted."""
    folder.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        yield False
        return
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                          capture_output=True)
    try:
        yield done.returncode == 0
    finally:
        if done.returncode == 0:
            subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def fill(folder) -> None:
    """Write zeros into `folder` until the disk says it is full."""
    try:
        with open(folder / "filler", "wb") as fh:
            while True:
                fh.write(b"\0" * 4096)
                fh.flush()
    except OSError as exc:
        assert exc.errno == errno.ENOSPC


def test_a_data_path_that_is_a_file(qtbot, window, tmp_path, monkeypatch):
    data = tmp_path / "not-a-folder"
    data.write_text("the player's own file")
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(data))
    assert isinstance(data_dir_error(), NotADirectoryError)
    first_steps(window)
    assert window.message.windowTitle() == "Nothing can be saved"
    assert shown_path(data) in window.message.text() and "(it is a file, not a folder)" in window.message.text()
    window.message.done(0)                       # OK: then the new-match dialog
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    window.dialog.reject()
    play_a_hand(qtbot, window)
    assert not said_cannot_save(window)           # said once, at the start (ui/keeper.py)
    assert data.read_text() == "the player's own file"


def test_an_autosave_path_that_is_a_folder(qtbot, window, _private_user_data):
    folder = saves.autosave_path()
    folder.mkdir(parents=True)
    (folder / "keep.txt").write_text("mine")
    play_a_hand(qtbot, window)
    assert said_cannot_save(window) and "autosave.json" in window.message.text()
    window.keeper.autosave()
    saves.discard_autosave()                      # what a match's end does: leaves the folder be
    assert (folder / "keep.txt").read_text() == "mine"
    assert not list(_private_user_data.glob(".autosave.json.*.tmp"))


def saved_match(qtbot, window):
    play_a_hand(qtbot, window)
    assert saves.has_autosave()
    return saves.autosave_path().read_bytes()


def test_a_read_only_data_folder(qtbot, window, tmp_path, monkeypatch):
    data = tmp_path / "ro"
    with small_tmpfs(data) as real:
        monkeypatch.setenv("BISCAMBIGGIA_DATA", str(data))
        before = saved_match(qtbot, window)
        window.message = None
        window.keeper.close()                     # the statistics database, open for writing
        if not (real and subprocess.run(["mount", "-o", "remount,ro", str(data)],
                                        capture_output=True).returncode == 0):
            real_open = os.open

            def refuse(path, flags, *a, **k):        # what a read-only folder answers
                if flags & os.O_CREAT and str(path).startswith(str(data)):
                    raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
                return real_open(path, flags, *a, **k)
            monkeypatch.setattr(os, "open", refuse)
        files = snapshot(data, real)
        assert data_dir_error() is not None
        start(window, "mariagio", seats=["person", "computer"])
        finish_hand(qtbot, window)
        assert said_cannot_save(window) and window.ctrl.match.results
        assert snapshot(data, real) == files and saves.autosave_path().read_bytes() == before


def test_a_full_disk(qtbot, window, tmp_path, monkeypatch):
    data = tmp_path / "full"
    with small_tmpfs(data) as real:
        monkeypatch.setenv("BISCAMBIGGIA_DATA", str(data))
        before = saved_match(qtbot, window)
        window.message = None
        if real:                                  # fill what is left of the tmpfs
            fill(data)
        else:
            def no_space(fd):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            monkeypatch.setattr(os, "fsync", no_space)
        files = snapshot(data, real)
        start(window, "tarocchi-pizzico", seats=["person", "computer"])
        finish_hand(qtbot, window)
        assert said_cannot_save(window) and ": the disk is full." in window.message.text()
        assert window.ctrl.match.results
        assert snapshot(data, real) == files and saves.autosave_path().read_bytes() == before
        assert not list(data.glob(".autosave.json.*.tmp"))
