"""Long matches in the window, on a screen of a chosen size: what the match end's tests
(test_whole_lines.py, test_match_end_width.py) share. The offscreen platform takes its
screen's size at the start of its process, so each size runs a script of its own: `HEAD`
(the window, `settle()`, `played()`: a finished match the engine played, the first legal
action everywhere, opened from its game record) then the test's own lines, which print one
line of JSON last; `run_on_screen` runs it and reads that line."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from uihelpers import SHOTS

HEAD = r"""
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from biscambiggia_gui import i18n
i18n.install(app, sys.argv[1])
from biscambiggia_gui.ui.setup import redirect_settings_to_data_dir
redirect_settings_to_data_dir()
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.ui.mainwindow import MainWindow
from biscambiggia_gui.ui.summary import HandSummary
folder, shots = sys.argv[2], sys.argv[3]
room = app.primaryScreen().availableGeometry()
w = MainWindow()
w.show_placed()
w.set_speed("instant")
LONG_MATCHES = [("briscola-chiamata", {"hands": 50}), ("mariagio", {"target": 2000}),
                ("tarocchi-pizzico", {"hands": 8}), ("biscambiggia-4", {"hands": 12})]

def settle():
    for _ in range(8):
        app.processEvents()

def played(variant, options, hands=None):
    m = Match(variant, options, dealer=0, seed=1)
    while not m.is_over() and (hands is None or len(m.results) < hands):
        h = m.start_hand()
        while not h.is_over():
            m.apply(h.legal_actions()[0])
    path = f"{folder}/{variant}-{hands}.json"
    with open(path, "w") as f:
        json.dump(to_record(m), f)
    assert w.open_record(path)
    settle()
    return m
"""


def run_on_screen(body: str, tmp_path, width: int, height: int, language: str,
                  scale: str = "1") -> dict:
    """`HEAD` + `body` run in a process of its own, on an offscreen screen `width` x
    `height` (device pixels) at Qt scale factor `scale`, in `language`: the JSON it printed
    last."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width,
                                               "height": height, "logicalDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR=scale)
    SHOTS.mkdir(parents=True, exist_ok=True)
    out = subprocess.run([sys.executable, "-c", HEAD + body, language, str(tmp_path), str(SHOTS)],
                         env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])
