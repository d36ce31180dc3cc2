"""The end of a hand and of a match with names of one long word (seen offscreen, 800 px
wide): two players named with one 24-letter word each (the longest name Settings allows,
saves.NAME_CHARS), and the hand's summary cut its second column at its right edge, that
player's points ("41") lost, with no scroll bar; at 683 px the go-on button naming a
long-named dealer was squeezed, its words cut at both ends. A word of a name wider than some twelve
characters now breaks between its letters where the room is short (summary.loose), and a
body narrower than its words need scrolls sideways with a visible bar rather than cut
(summary.least_width); a row of buttons wider than the screen takes two rows
(summary.split_buttons). A real finished hand and a real match end, on offscreen screens of
the smallest size the app supports (683x384: 1366x768 at 200%, tests/ui/test_small_screens.py),
800x600 and 1280x720: every line of the words (names and figures) lies inside the body,
and inside the view unless a visible bar scrolls to it; every name is there whole;
every button as wide as its words, inside the dialog."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from uihelpers import SHOTS

SCRIPT = r"""
import json, sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
import biscambiggia_gui.ui
from biscambiggia_gui import i18n
i18n.install(app, sys.argv[1])
from biscambiggia_gui.ui.setup import redirect_settings_to_data_dir, MatchSetup, SeatSetup
redirect_settings_to_data_dir()
from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.store.saves import NAME_CHARS
from biscambiggia_gui.ui.mainwindow import MainWindow
from biscambiggia_gui.ui.matchend import MatchEnd
from biscambiggia_gui.ui.summary import HandSummary
variant, shots = sys.argv[2], sys.argv[3]
w = MainWindow()
w.set_speed("instant")
w.show_placed()
room = app.primaryScreen().availableGeometry()
letters = "WMQGHKNUDBOX"
names = [letters[i] * NAME_CHARS for i in range(int(sys.argv[4]))]
def settle():
    for _ in range(6):
        app.processEvents()
def play_to_summary(kind):
    end = time.monotonic() + 120
    while time.monotonic() < end:
        app.processEvents()
        if isinstance(w.summary, kind) and w.summary.isVisible():
            settle()
            return w.summary
        if isinstance(w.summary, HandSummary) and w.summary.isVisible():
            w.summary.go.click()              # on to the match's next hand
        hand = w.ctrl.hand
        if w.ctrl.awaiting is not None and hand is not None and not hand.is_over():
            legal = hand.legal_actions()
            plays = [a for a in legal if kind_of(a) == "play"]
            if plays:
                w.ctrl.request_card(plays[0])
            else:
                w.ctrl.request_action(legal[0])
        time.sleep(0.002)
    raise SystemExit(f"no summary: {w.ctrl.hand.is_over()=} {w.ctrl.awaiting=} "
                     f"{len(w.ctrl.hand.actions)=} {w.summary=} {w.cover.isVisible()=}")
def spill(d):
    # every line of the words: its right edge (in the body) and its text
    doc = d.body.findChild(QTextDocument)
    lay = doc.documentLayout()
    lay.documentSize()
    out = []
    block = doc.firstBlock()
    while block.isValid():
        text, left = block.layout(), lay.blockBoundingRect(block).left()
        for i in range(text.lineCount()):
            line = text.lineAt(i)
            out.append((left + line.x() + line.naturalTextWidth(),
                        block.text()[line.textStart():line.textStart() + line.textLength()]))
        block = block.next()
    return doc, out
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QPushButton
def check(d, name):
    found = []
    body, port, bar = d.body, d.scroller.viewport(), d.scroller.horizontalScrollBar()
    doc, lines = spill(d)
    inner = body.contentsRect().width()
    scrolls = bar.maximum() > 0 and bar.isVisible()
    for right, text in lines:
        if right > inner + 1:
            found.append(f"{name}: {text!r} ends at {right:.0f}, the body is {inner} wide")
        if right > port.width() + bar.maximum() + 1:
            found.append(f"{name}: {text!r} ends at {right:.0f}, out of reach of the view "
                         f"({port.width()} px, scrolling {bar.maximum()})")
    if body.width() > port.width() and not scrolls:
        found.append(f"{name}: body {body.width()} px in a view of {port.width()}, no bar")
    words = doc.toPlainText().replace("\u200b", "")
    for n in names:
        if n not in words:
            found.append(f"{name}: {n} not in the words")
    if not room.contains(d.geometry()):
        found.append(f"{name}: {d.geometry().getRect()} past the screen {room.getRect()}")
    for b in d.findChildren(QPushButton):   # each button whole, its words inside it
        if b.isVisible():
            if b.width() < b.sizeHint().width() or not d.rect().contains(b.geometry()):
                found.append(f"{name}: button {b.text()!r} {b.geometry().getRect()}, "
                             f"wants {b.sizeHint().width()} px, in {d.rect().getRect()}")
    head = d.heading
    if head.minimumSizeHint().width() > head.width():
        found.append(f"{name}: the heading wants {head.minimumSizeHint().width()} px, has {head.width()}")
    return found
faults = []
seats = [SeatSetup(names[0], "person", None)] + [SeatSetup(n, "computer", "random") for n in names[1:]]
w.start_match(MatchSetup(variant, seats, {"hands": 2}, seed=4), remember=False)
d = play_to_summary(HandSummary)
faults += check(d, f"summary {d.width()}x{d.height()}")
d.grab().save(f"{shots}/long-names-summary-{variant}-{sys.argv[1]}-{room.width()}x{room.height()}.png")
d = play_to_summary(MatchEnd)
faults += check(d, f"match end {d.width()}x{d.height()}")
d.grab().save(f"{shots}/long-names-matchend-{variant}-{sys.argv[1]}-{room.width()}x{room.height()}.png")
d.close()
w.shutdown()
w.close()
print(json.dumps({"room": [room.width(), room.height()], "faults": faults}))
"""


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("variant, players", [("briscola-2", 2), ("briscola-4", 4)])
@pytest.mark.parametrize("width, height", [(683, 384), (800, 600), (1280, 720)])
def test_long_names_never_cut_a_summary_column(tmp_path, width, height, variant, players,
                                               language):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width,
                                               "height": height, "logicalDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               HOME=str(tmp_path))
    SHOTS.mkdir(parents=True, exist_ok=True)
    out = subprocess.run([sys.executable, "-c", SCRIPT, language, variant, str(SHOTS), str(players)],
                         env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["room"] == [width, height]
    assert not seen["faults"], "\n".join(seen["faults"])


@pytest.mark.parametrize("name", ["Massimiliano", "Giovannangelo", "Mariagrazia", "<b>Gino</b>"])
def test_a_long_first_name_keeps_its_letters_together(qapp, name):
    """Only a name too long for any column may break between its letters: a common long
    first name gets no place to break (a heading that wraps then wraps before it, never
    "Massi-" / "miliano"), while a name of the longest length allowed does."""
    from biscambiggia_gui.ui.summary import loose
    from biscambiggia_gui.ui.text import BREAK
    assert BREAK not in loose(name)
    assert BREAK in loose("Massimilianogiovannangel")
