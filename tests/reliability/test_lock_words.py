"""The data folder that cannot be locked, in true words (docs/reliability.md, "Storage
faults the player meets"): a network share whose server takes no locks (ENOLCK), a file
system that refuses the lock (EOPNOTSUPP, EPERM on the lock itself), a lock file this user
may not make (EACCES), a read-only disk (EROFS). The errno is raised by the real lock path
(`fcntl.flock`, `os.open`) of a real InstanceGuard; nothing is mounted.

What must hold: the start's one message names the cause as it is (never "the system
refused it"), and its advice fits the cause (never "free some space" where space is not
the fault), in English and Italian."""
import errno
import os

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.ui import instance
from biscambiggia_gui.ui.instance import InstanceGuard, first_steps

LOCK_REFUSED = "files cannot be locked there: it may be a network folder whose server does not lock files"


def refusing(monkeypatch, where: str, code: int) -> None:
    """The lock path's `where` ("flock": the lock itself, "open": the lock file) fails
    with `code`."""
    if where == "flock":
        def flock(fd, op):
            raise OSError(code, os.strerror(code))
        monkeypatch.setattr(instance.fcntl, "flock", flock)
        return
    real_open = os.open

    def open_(path, flags, *args, **kwargs):
        if str(path).endswith(instance.LOCK_NAME):
            raise OSError(code, os.strerror(code), str(path))
        return real_open(path, flags, *args, **kwargs)
    monkeypatch.setattr(os, "open", open_)


def start_message(qtbot, window, guard) -> str:
    first_steps(window, guard)
    assert window.message is not None and window.message.windowTitle() in (
        "Only one window, please", "Una finestra sola, per favore")
    text = window.message.text()
    window.message.done(0)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    window.dialog.reject()
    return text


@pytest.mark.parametrize("where, code, reason, advice", [
    ("flock", errno.ENOLCK, LOCK_REFUSED, "on any other that uses the same folder"),
    ("flock", errno.EOPNOTSUPP, LOCK_REFUSED, "on any other that uses the same folder"),
    ("flock", errno.EPERM, LOCK_REFUSED, "on any other that uses the same folder"),
    ("open", errno.EACCES, "you do not have permission to write there",
     "made the folder writable for you"),
    ("open", errno.EROFS, "the disk is read-only", "can be written to again"),
    ("open", errno.ENOSPC, "the disk is full", "freed some space"),
])
def test_a_folder_that_cannot_be_locked_is_said_as_it_is(qtbot, window, tmp_path, monkeypatch,
                                                        where, code, reason, advice):
    folder = tmp_path / "share"
    folder.mkdir()
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(folder))
    refusing(monkeypatch, where, code)
    guard = InstanceGuard(folder)
    assert guard.acquire() == "first" and guard.problem.errno == code
    text = start_message(qtbot, window, guard)
    assert f"({reason})" in text and advice in text
    assert "the system refused it" not in text
    if code != errno.ENOSPC:
        assert "space" not in text


def test_the_network_share_is_said_in_italian(qtbot, window, tmp_path, monkeypatch, qapp):
    folder = tmp_path / "condivisa"
    folder.mkdir()
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(folder))
    refusing(monkeypatch, "flock", errno.ENOLCK)
    guard = InstanceGuard(folder)
    assert guard.acquire() == "first"
    i18n.install(qapp, "it")
    text = start_message(qtbot, window, guard)
    assert "cartella di rete" in text and "spazio" not in text
