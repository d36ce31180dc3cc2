"""A long match's end and hand summary scroll by whole lines (issue: a play-through found
the match end of a long match, taller than nine tenths of the screen, opening and stepping
with a line of text cut at the bottom or the top of its view).

Long matches are finished matches opened from a game record the engine played (the first
legal action everywhere): Briscola chiamata over 50 hands, Mariagio to 2000 points (24
hands), Tarocchi a pizzico's 8 hands (its score sheet), Biscambiggia a 4 over 12 hands;
and the hand summary of Tarocchi's 7th hand of 8 (the sheet so far). On a screen of
1280x720, 1366x768 and 1920x1080, and 1024x600 (where the summary scrolls too; the
offscreen platform given that screen, its own process), in English and Italian, each opens
at the top of its words with the result and the buttons on the screen, and no line cut at
its view's edges; the arrow keys, Page Up/Down, Home, End, the wheel (a mouse's notch, a
touchpad's part of one, over the words and over the scroll bar) and a drag of the scroll
bar's handle move it from line to line, the first line in view starting at the view's top,
never a line cut at either edge, and the last line reachable. Lines are measured here from
the document the label lays out its words in, apart from the code under test
(ui/linescroll.py)."""
from __future__ import annotations


import pytest

from biscambiggia_gui.ui.linescroll import Cuts

from long_matches import run_on_screen

LONG = r"""
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QTextDocument, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

def lines(label):
    # (top, bottom) of each line of the label's words, the lines of table cells too
    doc = label.findChild(QTextDocument)
    doc.setTextWidth(label.contentsRect().width())
    layout = doc.documentLayout()
    layout.documentSize()
    out, block = [], doc.firstBlock()
    while block.isValid():
        text = block.layout()
        at = layout.blockBoundingRect(block).top() - text.boundingRect().top()
        for i in range(text.lineCount()):
            line = text.lineAt(i)
            out.append((at + line.y(), at + line.y() + line.height()))
        block = block.next()
    return out

def faults_in_view(name, d):
    # a line partly in view (in the viewport, and in the body's mask where it has one)
    body, port = d.body, d.scroller.viewport()
    top = body.mapFrom(port, QPoint(0, 0)).y()
    shown = QRect(0, top, body.width(), port.height())
    if not body.mask().isEmpty():
        shown = shown.intersected(body.mask().boundingRect())
    lo, hi = shown.top(), shown.top() + shown.height()
    faults = []
    for t, b in lines(body):
        if t < hi - 0.5 and b > lo + 0.5 and (t < lo - 0.5 or b > hi + 0.5):
            faults.append(f"{name}: the line {t:.0f}-{b:.0f} cut by the view {lo}-{hi}")
    first = min((t for t, b in lines(body) if b > top + 0.5), default=top)
    if abs(first - top) > 0.5:
        faults.append(f"{name}: the first line in view starts at {first:.0f}, the view at {top}")
    return faults

def on_screen(name, d):
    faults = []
    for part in [d.heading] + [b for b in d.findChildren(QPushButton) if b.isVisible()]:
        at = QRect(part.mapToGlobal(QPoint(0, 0)), part.size())
        if not room.contains(at):
            faults.append(f"{name}: {part.text()!r} at {at.getRect()} off the screen {room.getRect()}")
        if not d.rect().contains(QRect(part.mapTo(d, QPoint(0, 0)), part.size())):
            faults.append(f"{name}: {part.text()!r} cut by the dialog")
    if not room.contains(d.frameGeometry()):
        faults.append(f"{name}: the dialog {d.frameGeometry().getRect()} off the screen")
    return faults

def wheel(target, dy):
    pos = QPointF(target.width() / 2, target.height() / 2)
    event = QWheelEvent(pos, target.mapToGlobal(pos), QPoint(0, 0), QPoint(0, dy), Qt.NoButton,
                        Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(target, event)

def walk(name, d):
    # at open, then every way of scrolling: the view on a line's top, no line cut
    faults = on_screen(name, d) + faults_in_view(name + " at open", d)
    bar = d.scroller.verticalScrollBar()
    if bar.value() != 0:
        faults.append(f"{name}: opens scrolled to {bar.value()}")
    if bar.maximum() == 0:
        return faults                       # all of it in view: nothing to scroll
    d.scroller.setFocus()
    keys = [("Down", Qt.Key_Down)] * 3 + [("PgDown", Qt.Key_PageDown)] * 2 + [("Up", Qt.Key_Up)] \
        + [("PgUp", Qt.Key_PageUp)] + [("End", Qt.Key_End), ("Up", Qt.Key_Up), ("PgUp", Qt.Key_PageUp),
                                         ("Home", Qt.Key_Home)]
    for key, code in keys:
        before = bar.value()
        QTest.keyClick(d.scroller, code)
        settle()
        faults += faults_in_view(f"{name} after {key}", d)
        moved = bar.value() != before
        if not moved and not (key in ("Down", "PgDown", "End") and before == bar.maximum()) \
                and not (key in ("Up", "PgUp", "Home") and before == 0):
            faults.append(f"{name}: {key} did not move the view from {before}")
        if key == "PgDown" and bar.value() - before > d.scroller.viewport().height():
            faults.append(f"{name}: Page Down skipped a line ({before} to {bar.value()})")
        if key == "End":
            end = max(b for t, b in lines(d.body))
            if end > bar.value() + d.scroller.viewport().height() + 0.5:
                faults.append(f"{name}: the last line ({end:.0f}) out of reach at the end")
    for place, dy in [("words", -120), ("words", -120), ("words", 120), ("bar", -120),
                      ("words", -40), ("words", -40), ("words", -40)]:
        before = bar.value()
        wheel(d.scroller.viewport() if place == "words" else bar, dy)
        settle()
        faults += faults_in_view(f"{name} after the wheel {dy} over the {place}", d)
        if dy in (120, -120) and bar.value() == before and before != (0 if dy > 0 else bar.maximum()):
            faults.append(f"{name}: a notch of the wheel over the {place} did not move the view")
    bar.setSliderDown(True)                   # the scroll bar's handle dragged
    for at in (bar.maximum() // 3, bar.maximum() // 3 + 7, bar.maximum() // 2 + 3):
        bar.setSliderPosition(at)
        settle()
        faults += faults_in_view(f"{name} dragged to {at}", d)
    bar.setSliderDown(False)
    bar.setValue(0)
    settle()
    QTest.keyClick(d.scroller, Qt.Key_PageDown)
    settle()
    d.grab().save(f"{shots}/whole-lines-{name}-{room.width()}x{room.height()}-{sys.argv[1]}-page-2.png")
    return faults

faults, seen = [], {}
for variant, options in LONG_MATCHES:
    m = played(variant, options)
    w.show_match_end()
    settle()
    d = w.summary
    d.grab().save(f"{shots}/whole-lines-{variant}-{room.width()}x{room.height()}-{sys.argv[1]}.png")
    seen[variant] = [len(m.results), d.scroller.verticalScrollBar().maximum() > 0]
    faults += walk(variant, d)
    d.close()
    settle()
m = played("tarocchi-pizzico", {"hands": 8}, hands=7)
d = HandSummary(w.ctrl, w)
d.show()
settle()
d.grab().save(f"{shots}/whole-lines-summary-{room.width()}x{room.height()}-{sys.argv[1]}.png")
seen["summary"] = [len(m.results), d.scroller.verticalScrollBar().maximum() > 0]
faults += walk("summary", d)
d.close()
w.shutdown()
w.close()
print(json.dumps({"room": [room.width(), room.height()], "faults": faults, "seen": seen}))
"""


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("width,height", [(1280, 720), (1366, 768), (1920, 1080), (1024, 600)])
def test_a_long_match_scrolls_by_whole_lines(tmp_path, width, height, language):
    seen = run_on_screen(LONG, tmp_path, width, height, language)
    assert seen["room"] == [width, height]
    assert seen["seen"]["briscola-chiamata"][0] == 50 and seen["seen"]["tarocchi-pizzico"][0] == 8
    assert not seen["faults"], seen["faults"]
    assert seen["seen"]["briscola-chiamata"][1]                  # it scrolls at every size
    if height < 768:                                             # these too
        assert seen["seen"]["mariagio"][1] and seen["seen"]["tarocchi-pizzico"][1]
    if height <= 600:                                            # the summary's sheet too
        assert seen["seen"]["summary"][1]


def test_cuts_fall_between_lines_only():
    """Where words may be cut: a line's top where no other line overlaps it (the taller cell
    of a table row holds its neighbours' lines), the bottom of such a run; what a view
    between two places shows whole."""
    cuts = Cuts([(0, 20), (20, 40), (40, 60), (40, 80), (60, 80), (90, 110)])
    assert cuts.stops == [0, 20, 40, 90]                       # not 60: the tall cell's middle
    assert cuts.ends == [20, 40, 80, 110]
    assert (cuts.after(20), cuts.before(20), cuts.after(90)) == (40, 0, None)
    assert cuts.nearest(31) == 40 and cuts.nearest(29) == 20
    assert cuts.shown(0, 100) == (0, 90)                         # 90-110 under the edge
    assert cuts.shown(10, 100) == (20, 90)                       # 0-20 over the top
    assert cuts.shown(20, 85) == (20, 85)                        # nothing cut: all of it
