"""Real game processes for the reliability tests: start the game on a data folder, wait
until it holds the folder's lock and answers on its socket, stop it."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

from biscambiggia_gui.ui.instance import LOCK_NAME, InstanceGuard

ROOT = Path(__file__).resolve().parents[2]
START_S = 90          # generous: a start on a busy CI machine


def game(data: Path, config: Path, *args: str, **env) -> subprocess.Popen:
    """`python -m biscambiggia_gui [args]` on `data` and `config` (offscreen); `env` adds to
    the environment (e.g. TMPDIR, where the local socket goes)."""
    env = dict(os.environ, BISCAMBIGGIA_DATA=str(data), BISCAMBIGGIA_CONFIG=str(config),
               QT_QPA_PLATFORM="offscreen", **env)
    return subprocess.Popen([sys.executable, "-m", "biscambiggia_gui", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def holder_pid(data: Path):
    try:
        return int((data / LOCK_NAME).read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def wait_holding(proc, data: Path) -> None:
    """Until `proc` holds the folder's lock and answers on its socket."""
    from PySide6.QtNetwork import QLocalSocket
    deadline = time.monotonic() + START_S
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.communicate()
        if holder_pid(data) == proc.pid:
            sock = QLocalSocket()
            sock.connectToServer(InstanceGuard(data).name)
            if sock.waitForConnected(500):
                sock.disconnectFromServer()
                return
        time.sleep(0.2)
    raise AssertionError("the first window never took the data folder")


def stop(proc) -> tuple[bytes, bytes]:
    """Kill `proc` if it still runs; its standard output and error."""
    if proc.poll() is None:
        proc.kill()
    return proc.communicate(timeout=30)


HOLD = ("import fcntl, os, socket, sys, time\n"
        "fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT)\n"
        "fcntl.flock(fd, fcntl.LOCK_EX)\n"
        "os.ftruncate(fd, 0); os.write(fd, f'{os.getpid()}\\npython3\\n{socket.gethostname()}\\n'.encode())\n"
        "print('locked', flush=True); time.sleep(float(sys.argv[2]))\n")


@contextmanager
def holding(path: Path, seconds: float = 120):
    """Another process holding the lock on `path` as a window does (flock, its process id
    written in), but never answering, for `seconds` or until the block ends; yields it."""
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(path), str(seconds)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        yield holder
    finally:
        holder.kill()
        holder.wait()
