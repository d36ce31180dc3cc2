"""Draw the AppStream screenshot (docs/screenshots/table.png, 1100 x 720) offscreen: a match
of Biscambiggia for two, computers on both seats, stopped after a few tricks.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/screenshot.py [OUT.png]
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots" / "table.png"
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from biscambiggia_gui.paths import private_folders
    private_folders("biscambiggia-shot-")                   # the player's files stay untouched
    from PySide6.QtCore import QEventLoop
    from biscambiggia_gui.app import build
    from biscambiggia_gui.ui.setup import PERSON, MatchSetup, SeatSetup
    app, window, _reporter = build([], smoke=True)
    window.keeper.enabled = False
    window.resize(1100, 720)
    window.show()
    window.ctrl.set_speed("fast")
    window.start_match(MatchSetup("biscambiggia-2", [SeatSetup("Anna", PERSON),
                                                       SeatSetup("Bruno", "computer", "easy")]),
                       remember=False)
    start = time.monotonic()
    while time.monotonic() - start < 3:
        app.processEvents(QEventLoop.AllEvents, 50)
    out.parent.mkdir(parents=True, exist_ok=True)
    ok = window.grab().save(str(out))
    window.shutdown()
    print(f"{out}: {'written' if ok else 'NOT written'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
