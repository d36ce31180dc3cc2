"""Where a file the program cannot use is set aside (a damaged autosave, statistics file,
pending statistics, settings file or lock file; a settings file's original bytes): a name
of its own beside it, stamped with the time to the second and numbered when that name is
taken, so that a second file set aside in the same second never replaces the first."""
from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path


def stamp() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S")


def aside_path(folder: Path, stem: str, suffix: str = "") -> Path:
    """The first free name of `folder`/`stem`-<time>`suffix`, `stem`-<time>-2`suffix`, ...
    (free: nothing there, not even a dangling link)."""
    now = stamp()
    target = folder / f"{stem}-{now}{suffix}"
    n = 1
    while os.path.lexists(target):
        n += 1
        target = folder / f"{stem}-{now}-{n}{suffix}"
    return target
