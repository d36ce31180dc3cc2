"""The one-window lock must never lock a person out (issue 29). A lock file that is empty
(a power cut), garbage, unreadable, a folder, a pipe or a link; a stale lock whose
process id now belongs to another live Python process; a running window whose socket
file a temporary-folder cleaner deleted; a full disk. Each is a real file on a real
folder, and the lock is checked from another process (flock is per open file, so only
another process tells whether it is held).

As root every file is readable: "unreadable" (mode 000) then reads as garbage, which is
the same fault for the game; as another user it is set aside and replaced."""
import errno
import os
import random
import socket
import subprocess
import sys
import textwrap
import time

import pytest

from biscambiggia_gui.ui.instance import LOCK_NAME, InstanceGuard, first_steps
from test_data_folder import fill
from processes import START_S, game, holder_pid, holding, stop, wait_holding

PROBE = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QCoreApplication
    from biscambiggia_gui.ui.instance import InstanceGuard
    app = QCoreApplication([])
    print(InstanceGuard(sys.argv[1]).acquire(), flush=True)
""")


def state_from_another_process(folder) -> str:
    """What a start in another process makes of the folder: "first" if it got the lock."""
    done = subprocess.run([sys.executable, "-c", PROBE, str(folder)], capture_output=True,
                          text=True, timeout=START_S)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.split()[-1]


def qlockfile_text(folder, pid: int) -> bytes:
    """What Qt's QLockFile wrote (as versions before issue 29 did) in a process that has
    ended, with `pid` put in place of its process id."""
    path = folder / "qt.lock"
    subprocess.run([sys.executable, "-c", "import sys\nfrom PySide6.QtCore import QLockFile\n"
                    "lock = QLockFile(sys.argv[1]); assert lock.tryLock(1000)\n"
                    "import shutil; shutil.copy(sys.argv[1], sys.argv[1] + '.copy')",
                    str(path)], check=True, timeout=START_S)
    lines = (folder / "qt.lock.copy").read_bytes().split(b"\n")
    (folder / "qt.lock.copy").unlink()
    return b"\n".join([str(pid).encode()] + lines[1:])


def make_bad_lock(path, kind):
    if kind == "empty":
        path.write_bytes(b"")
    elif kind == "zeros":
        path.write_bytes(b"\0" * 4096)
    elif kind == "garbage":
        # the same bytes every run (os.urandom's could, once in a long while, begin with the
        # number of a live process and a newline: a lock held, not garbage)
        path.write_bytes(random.Random("garbage lock").randbytes(300))
    elif kind == "unreadable":
        path.write_bytes(b"12\nx\n")
        path.chmod(0)
    elif kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("kept")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dangling link":
        path.symlink_to(path.parent / "nowhere" / "lock")
    elif kind == "cut":
        path.write_bytes(qlockfile_text(path.parent, os.getpid())[:3])
    return path


@pytest.mark.parametrize("kind", ["empty", "zeros", "garbage", "unreadable", "folder", "fifo",
                                  "dangling link", "cut"])
def test_a_damaged_lock_file_is_taken_over(tmp_path, qapp, kind):
    folder = tmp_path / "data"
    folder.mkdir()
    make_bad_lock(folder / LOCK_NAME, kind)
    guard = InstanceGuard(folder)
    try:
        assert guard.acquire() == "first" and guard.lock is not None and guard.problem is None
        assert (folder / LOCK_NAME).is_file() and not (folder / LOCK_NAME).is_symlink()
        assert int((folder / LOCK_NAME).read_text().split()[0]) == os.getpid()
        assert state_from_another_process(folder) == "busy"    # held for real (this test
        if kind == "folder":                                    # answers nobody)
            [aside] = folder.glob(f"{LOCK_NAME}.damaged-*")
            assert (aside / "inside.txt").read_text() == "kept"
    finally:
        guard.release()
    assert state_from_another_process(folder) == "first"        # and let go


def test_a_stale_lock_whose_pid_is_now_another_python_process_is_taken_over(tmp_path, qapp):
    folder = tmp_path / "data"
    folder.mkdir()
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        (folder / LOCK_NAME).write_bytes(qlockfile_text(folder, other.pid))
        assert b"python" in (folder / LOCK_NAME).read_bytes()
        guard = InstanceGuard(folder)
        assert guard.acquire() == "first"
        guard.release()
    finally:
        other.kill()
        other.wait()


def test_a_window_whose_socket_file_was_deleted_still_comes_forward(tmp_path, qapp, monkeypatch):
    data, config, tmp = tmp_path / "data", tmp_path / "config", tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setenv("TMPDIR", str(tmp))          # where this test looks for the socket
    first = game(data, config, TMPDIR=str(tmp))
    later = []
    try:
        wait_holding(first, data)
        sockets = [p for p in tmp.iterdir() if p.name.startswith("biscambiggia-")]
        assert sockets
        for path in sockets:                        # a temporary-folder cleaner
            path.unlink()
        second = game(data, config, TMPDIR=str(tmp))
        later.append(second)
        _, err = second.communicate(timeout=START_S)
        assert second.returncode == 0 and b"brought forward" in err, err.decode()[-2000:]
        assert first.poll() is None
    finally:
        for proc in [first, *later]:
            stop(proc)


def test_a_window_whose_data_folder_was_deleted_keeps_it(tmp_path, qapp, monkeypatch):
    """The data folder deleted while a window plays (a cleaner, a player tidying up): the
    lock file went with it, and a later start made a new one, took it and opened a second
    window on the same folder, the two overwriting each other's autosave. The window now
    takes its lock again within a second, and the later start is forwarded to it."""
    import shutil
    data, config, tmp = tmp_path / "data", tmp_path / "config", tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setenv("TMPDIR", str(tmp))
    first = game(data, config, TMPDIR=str(tmp))
    later = []
    try:
        wait_holding(first, data)
        shutil.rmtree(data)
        deadline = time.monotonic() + 15              # it looks every second
        while holder_pid(data) != first.pid and time.monotonic() < deadline:
            time.sleep(0.2)
        second = game(data, config, TMPDIR=str(tmp))
        later.append(second)
        _, err = second.communicate(timeout=START_S)
        assert second.returncode == 0 and b"brought forward" in err, err.decode()[-2000:]
        assert first.poll() is None and holder_pid(data) == first.pid
    finally:
        for proc in [first, *later]:
            stop(proc)


@pytest.fixture
def full_tmpfs(tmp_path):
    """A real tmpfs (root only) with no block left and, with `inodes=True`, no inode left."""
    mounted = []

    def make(inodes: bool):
        if os.geteuid() != 0:
            pytest.skip("a full disk needs a tmpfs mount (root)")
        folder = tmp_path / "full"
        folder.mkdir()
        options = "size=256k,nr_inodes=8" if inodes else "size=256k"
        if subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
                          capture_output=True).returncode != 0:
            pytest.skip("tmpfs cannot be mounted here")
        mounted.append(folder)
        fill(folder)
        n = 0
        while inodes:
            try:
                (folder / f"f{n}").touch()
                n += 1
            except OSError as exc:
                assert exc.errno == errno.ENOSPC
                break
        return folder
    yield make
    for folder in mounted:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def test_on_a_full_disk_the_lock_still_holds(qapp, full_tmpfs):
    folder = full_tmpfs(inodes=False)
    guard = InstanceGuard(folder)
    try:
        assert guard.acquire() == "first" and guard.problem is None
        assert state_from_another_process(folder) == "busy"
    finally:
        guard.release()


def test_when_no_lock_can_be_made_the_start_says_so(qtbot, window, full_tmpfs, monkeypatch):
    folder = full_tmpfs(inodes=True)
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(folder))
    guard = InstanceGuard(folder)
    assert guard.acquire() == "first" and guard.problem.errno == errno.ENOSPC
    first_steps(window, guard)
    assert window.message is not None and "full" in window.message.text()
    window.message.done(0)                           # OK: then the new-match dialog
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    window.dialog.reject()


def test_the_read_only_offer_says_why_and_what_to_do(tmp_path, qapp):
    from biscambiggia_gui.ui.instance import busy_text
    here = busy_text(tmp_path, {"pid": 4242, "host": socket.gethostname()})
    assert "4242" in here and "task manager" in here and "read-only" in here
    elsewhere = busy_text(tmp_path, {"pid": 4242, "host": "another-pc"})
    assert "another-pc" in elsewhere and "that computer" in elsewhere
    assert "does not answer" in busy_text(tmp_path, {})


def test_a_start_waits_for_a_holder_that_quits_meanwhile(tmp_path, qapp):
    """A window closing while another starts: the later start takes the lock."""
    folder = tmp_path / "data"
    folder.mkdir()
    with holding(folder / LOCK_NAME, seconds=1.5):
        guard = InstanceGuard(folder)
        assert guard.acquire() == "first"               # knocked until the holder quit
        guard.release()
