"""Where the application's files live: its assets (read-only, shipped with it) and the
user's data folder (saves, settings, statistics, logs). Works from a source checkout, an
installed wheel and a PyInstaller bundle alike; never writes next to the program."""
from __future__ import annotations

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


def user_data_dir() -> Path:
    """The user's data folder (created on first use). BISCAMBIGGIA_DATA overrides it (tests)."""
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
    path.mkdir(parents=True, exist_ok=True)
    return path
