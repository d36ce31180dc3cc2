"""Where the application's files live: its assets (read-only, shipped with it) and the
user's data folder (saves, settings, statistics, logs). Works from a source checkout, an
installed wheel and a PyInstaller bundle alike; never writes next to the program."""
from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

APP_ID = "biscambiggia"


def assets_dir() -> Path:
    """The `assets/` folder: package data inside `biscambiggia_gui` (a checkout, an installed
    wheel or pipx alike), or inside the bundle when frozen."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "assets"
    override = os.environ.get("BISCAMBIGGIA_ASSETS")
    if override:
        return Path(override)
    return Path(__file__).resolve().parent / "assets"


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def private_folders(prefix: str) -> Path:
    """For a script that opens the window (bench/, packaging/): a new temporary folder, with
    BISCAMBIGGIA_DATA pointed at its data/ and BISCAMBIGGIA_CONFIG at its config/, so that
    the player's saves, statistics and settings are neither read nor written (a settings
    file the start would set aside included). Call it before the window is built."""
    import tempfile
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["BISCAMBIGGIA_DATA"] = str(folder / "data")
    os.environ["BISCAMBIGGIA_CONFIG"] = str(folder / "config")
    return folder


def user_data_dir() -> Path:
    """The user's data folder (created on first use). BISCAMBIGGIA_DATA overrides it (tests).
    If it cannot be created (a plain file in its place, a read-only parent) the path is
    returned all the same: whatever is then written there fails with its own OSError,
    which each writer turns into a message while the game goes on (docs/reliability.md);
    data_dir_error() says what is wrong, as the OSError the start's message puts in words
    (ui/fault_words.os_reason: the one place a system's refusal is said)."""
    override = os.environ.get("BISCAMBIGGIA_DATA")
    if override:
        path = Path(override)
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming")) / "Biscambiggia"
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / "Biscambiggia"
    else:
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        path = Path(base) / APP_ID
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


def data_dir_or_none() -> Path | None:
    """The data folder if it is a folder, else None."""
    path = user_data_dir()
    return path if path.is_dir() else None


def data_dir_error() -> OSError | None:
    """Why nothing can be saved in the data folder, as the OSError that says it (its errno
    names the cause: ENOSPC, EROFS, EACCES, ENOTDIR...), or None: the folder cannot be
    made, is not a folder, or a file cannot be created in it."""
    return folder_error(user_data_dir())


def folder_error(path: Path) -> OSError | None:
    """Why no file can be written in the folder `path` (made if missing), as the OSError
    that says it, or None (data_dir_error; the settings' folder)."""
    if not path.is_dir():
        if path.exists():
            return NotADirectoryError(errno.ENOTDIR, f"{path} is not a folder", str(path))
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return exc
    probe = path / f".write-test-{os.getpid()}"
    try:
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        os.unlink(probe)
    except FileExistsError:
        return None
    except OSError as exc:
        return exc
    return None

