"""The main window fits the screen it opens on (issue 13): at 1280x720, 1366x768 and
1920x1080 (the offscreen platform given that screen through its configfile) it opens inside
the available geometry, centred, no smaller than its minimum; it remembers size, position
and the maximised state; a remembered place off every screen comes back onto it."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QRect, QSize

from biscambiggia_gui.ui import screenfit
from biscambiggia_gui.ui.screenfit import MINIMUM, fitted_size, minimum_for, on_screen, parse_rect

OPEN = r"""
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from biscambiggia_gui.ui.setup import redirect_settings_to_data_dir, settings
redirect_settings_to_data_dir()
from biscambiggia_gui.ui.mainwindow import MainWindow
if len(sys.argv) > 1:
    s = settings(); s.setValue("window/rect", sys.argv[1]); s.setValue("window/maximized", sys.argv[2] == "1"); s.sync()
w = MainWindow()
w.show_placed()
for _ in range(5):
    app.processEvents()
g = w.frameGeometry() if not w.isMaximized() else w.normalGeometry()
inner = w.geometry()
inner.moveTopLeft(w.pos())
room = app.primaryScreen().availableGeometry()
w.close()
stored = settings().value("window/rect")
print(json.dumps({"rect": [g.x(), g.y(), g.width(), g.height()], "max": w.isMaximized(),
                  "room": [room.width(), room.height()], "stored": stored,
                  "inner": f"{inner.x()},{inner.y()},{inner.width()},{inner.height()}"}))
"""


def open_window(tmp_path, width, height, *args):
    config = tmp_path / f"screen-{width}x{height}.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width,
                                               "height": height, "logicalDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    out = subprocess.run([sys.executable, "-c", OPEN, *args], env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("width,height", [(1280, 720), (1366, 768), (1920, 1080), (1024, 600),
                                          (800, 600), (910, 512)])
def test_the_window_opens_inside_the_screen(tmp_path, width, height):
    seen = open_window(tmp_path, width, height)
    x, y, w, h = seen["rect"]
    assert seen["room"] == [width, height]
    assert 0 <= x and 0 <= y and x + w <= width and y + h <= height
    frame = screenfit.FRAME                           # centred with the window's frame
    assert w >= min(MINIMUM.width(), width - frame.width())
    assert h >= min(MINIMUM.height(), height - frame.height())
    assert abs(x - (width - w - frame.width()) // 2) <= 10
    assert abs(y - (height - h - frame.height()) // 2) <= 10
    inner_w, inner_h = (int(v) for v in seen["inner"].split(",")[2:])
    assert inner_w + frame.width() <= width and inner_h + frame.height() <= height   # title bar too
    assert seen["stored"] == seen["inner"]               # remembered on closing


def test_a_remembered_place_comes_back_and_stays_on_screen(tmp_path):
    seen = open_window(tmp_path, 1366, 768, "100,50,1000,640", "0")
    assert seen["inner"] == "100,50,1000,640" and not seen["max"]
    seen = open_window(tmp_path, 1366, 768, "3000,900,1800,1200", "0")   # from a larger monitor
    x, y, w, h = seen["rect"]
    assert x >= 0 and y >= 0 and x + w <= 1366 and y + h <= 768
    seen = open_window(tmp_path, 1366, 768, "100,50,1000,640", "1")
    assert seen["max"]


@pytest.mark.parametrize("rect", ["0,0,99999999999,99999999999", "-99999999999,0,800,600",
                                  "0,0,2147483647,2147483647"])
def test_a_remembered_place_of_absurd_numbers_opens_a_fitted_window(tmp_path, rect):
    """A settings file whose window/rect held numbers beyond 32 bits (edited, damaged)
    stopped the start with OverflowError before any window; one of 2^31 - 1 is no place
    either. The window opens fitted to the screen."""
    seen = open_window(tmp_path, 1366, 768, rect, "0")
    x, y, w, h = seen["rect"]
    assert 0 <= x and 0 <= y and x + w <= 1366 and y + h <= 768


def test_sizes_from_the_available_geometry():
    assert fitted_size(QRect(0, 0, 1280, 720)) == QSize(1177, 662).expandedTo(MINIMUM).boundedTo(QSize(1280, 720))
    assert fitted_size(QRect(0, 0, 3840, 2160)) == QSize(1600, 1000)      # not a 4K sprawl
    assert fitted_size(QRect(0, 0, 800, 600)) == QSize(800, 600)          # a tiny screen: all of it
    assert minimum_for(QRect(0, 0, 800, 600)) == QSize(800, 600)
    assert on_screen(QRect(-500, -500, 400, 300)).topLeft().x() >= 0
    assert parse_rect("1,2,x,4") is None and parse_rect("") is None and parse_rect("0,0,0,5") is None


WINDOWS = r"""
import json
from PySide6.QtWidgets import QApplication
app = QApplication([])
from biscambiggia_gui.ui.setup import redirect_settings_to_data_dir
redirect_settings_to_data_dir()
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.lessons import lessons
from biscambiggia_gui.ui.lesson_window import open_lesson
from biscambiggia_gui.ui.mainwindow import MainWindow
from biscambiggia_gui.ui.review_window import open_review
from biscambiggia_gui.ui.setup import game_decks
w = MainWindow()
w.show_placed()
match = Match("briscola-2", dealer=1, seed=3)
match.start_hand()
while not match.current.is_over():
    match.apply(match.current.legal_actions()[0])
opened = {"lesson": open_lesson(w, lessons()["trump"]),
          "review": open_review(w, match, ["You", "Anna"], game_decks("briscola")[0])}
for _ in range(5):
    app.processEvents()
print(json.dumps({k: [v.x(), v.y(), v.width(), v.height()] for k, v in opened.items()}))
for v in opened.values():
    v.close()
w.shutdown()
"""


@pytest.mark.parametrize("width,height", [(1280, 720), (1366, 768)])
def test_the_lesson_and_review_windows_fit_the_screen_with_their_frame(tmp_path, width, height):
    """A lesson's window and the review's open inside the screen with room for the window
    manager's frame and title bar, as the rules window does: at 1280x720 their bottom (the
    hand of cards, the review's buttons) was under the screen's edge."""
    from biscambiggia_gui.ui.screenfit import FRAME
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width,
                                               "height": height, "logicalDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    out = subprocess.run([sys.executable, "-c", WINDOWS], env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    for name, (x, y, w, h) in json.loads(out.stdout.strip().splitlines()[-1]).items():
        assert 0 <= x and 0 <= y, name
        assert x + w + FRAME.width() <= width and y + h + FRAME.height() <= height, (name, w, h)
        assert w >= MINIMUM.width() and h >= MINIMUM.height(), (name, w, h)


MOVE = r"""
import json
from PySide6.QtWidgets import QApplication
app = QApplication([])
from biscambiggia_gui.ui.setup import redirect_settings
redirect_settings()
from biscambiggia_gui.ui.mainwindow import MainWindow
w = MainWindow()
w.show_placed()
seen = []
for screen in (app.screens()[1], app.screens()[0]):   # to the small screen, and back
    w.windowHandle().setScreen(screen)
    w.move(screen.availableGeometry().topLeft())
    for _ in range(5):
        app.processEvents()
    g, room, least = w.frameGeometry(), screen.availableGeometry(), w.minimumSize()
    seen.append({"screen": w.screen().name(), "rect": [g.x(), g.y(), g.width(), g.height()],
                 "room": [room.x(), room.y(), room.width(), room.height()],
                 "minimum": [least.width(), least.height()]})
w.shutdown()
print(json.dumps(seen))
"""


def test_a_window_moved_to_a_smaller_screen_of_another_scale_fits_it(tmp_path):
    """A window opened on a large monitor and moved to a small one of another scale factor
    (a 1366x768 panel at 150% is 910x512) kept the large one's minimum, 960x600, and its
    size: the bottom of the table, the hand, was off the screen and could not be brought
    back. On the small screen it fits, minimum and all; back on the large one, the large
    one's minimum again."""
    config = tmp_path / "two-screens.json"
    config.write_text(json.dumps({"screens": [
        {"name": "large", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "dpr": 1},
        {"name": "small", "x": 1920, "y": 0, "width": 910, "height": 512, "logicalDpi": 96,
         "dpr": 1.5}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    out = subprocess.run([sys.executable, "-c", MOVE], env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    small, large = json.loads(out.stdout.strip().splitlines()[-1])
    assert small["screen"] == "small" and large["screen"] == "large"
    x, y, w, h = small["rect"]
    rx, ry, rw, rh = small["room"]
    assert small["minimum"][0] <= rw and small["minimum"][1] <= rh
    assert rx <= x and ry <= y and x + w <= rx + rw and y + h <= ry + rh
    assert large["minimum"] == [MINIMUM.width(), MINIMUM.height()]


FULL = r"""
from PySide6.QtWidgets import QApplication
app = QApplication([])
from biscambiggia_gui.ui.setup import redirect_settings, settings
redirect_settings()
from biscambiggia_gui.ui.mainwindow import MainWindow
w = MainWindow()
w.show_placed()
w.resize(1000, 640)
for _ in range(5):
    app.processEvents()
w.showFullScreen()
for _ in range(5):
    app.processEvents()
assert w.isFullScreen()
w.close()
print(settings().value("window/rect"))
"""


def test_a_window_closed_full_screen_comes_back_at_its_own_size(tmp_path):
    """Closed while full screen (the window manager's key), the window remembered the whole
    screen as its normal place and opened next time as large as the screen; it remembers
    the place it had before."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1366,
                                               "height": 768, "logicalDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    out = subprocess.run([sys.executable, "-c", FULL], env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    rect = parse_rect(out.stdout.strip().splitlines()[-1])
    assert (rect.width(), rect.height()) == (1000, 640)
