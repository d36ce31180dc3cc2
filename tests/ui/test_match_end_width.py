"""The match end and the hand summary as wide as their tables (issue: at 1920x1080 the match
end took the label's usual width hint, about 620 px: in Briscola chiamata the "Won by"
column wrapped, "You, Anna, Bruno and Carla" on two lines, and the window was taller than
it needed to be), their prose wrapped at a readable width (Tarocchi a pizzico's legend is
one line of some 1100 px at its natural width), within nine tenths of the screen's width,
and their words' focus frame off the text.

The long matches are those of tests/ui/test_whole_lines.py (a game record the engine
played, the first legal action everywhere): Briscola chiamata over 50 hands, Mariagio to
2000 points, Tarocchi a pizzico's 8 hands, Biscambiggia a 4 over 12 hands; and the hand
summaries of Briscola chiamata's 3rd hand and Tarocchi's 7th of 8. On screens of 1280x720,
1366x768, 1920x1080 and 1024x600, in English and Italian. The tables' natural width is
measured here from a document of the label's words laid out with no width limit, apart
from the code under test (summary.words_width)."""
from __future__ import annotations


import pytest

from long_matches import run_on_screen

WIDE = r"""
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QTextCursor, QTextDocument, QTextTable
size = f"{room.width()}x{room.height()}"

def natural_tables(body):
    # the widest table of the label's words laid out with no width limit
    doc = QTextDocument()
    doc.setDefaultFont(body.font())
    doc.setDocumentMargin(body.findChild(QTextDocument).documentMargin())
    doc.setHtml(body.text())
    doc.setTextWidth(100000)
    layout = doc.documentLayout()
    layout.documentSize()
    return max((layout.frameBoundingRect(f).right() + doc.documentMargin()
                for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable)), default=0)

def lines_of(body):
    # [(in a table, its lines, its text)] of every block, laid out at the words' width now
    doc = body.findChild(QTextDocument)
    doc.setTextWidth(body.contentsRect().width() - 2 * body.margin())
    doc.documentLayout().documentSize()
    out, block = [], doc.firstBlock()
    while block.isValid():
        text = block.layout()
        out.append((QTextCursor(block).currentTable() is not None,
                    [text.lineAt(i).naturalTextWidth() for i in range(text.lineCount())], block.text()))
        block = block.next()
    return out

def check(name, d):
    faults, facts = [], {}
    body, scroller = d.body, d.scroller
    widest = int(room.width() * 0.9)
    if d.frameGeometry().width() > room.width() or d.width() > widest:
        faults.append(f"{name}: {d.width()} px wide, wider than nine tenths of {room.width()}")
    if not room.contains(d.frameGeometry()):
        faults.append(f"{name}: the dialog {d.frameGeometry().getRect()} off the screen {room.getRect()}")
    for part in [d.heading, d.first, scroller]:
        if not d.rect().contains(QRect(part.mapTo(d, QPoint(0, 0)), part.size())):
            faults.append(f"{name}: {type(part).__name__} cut by the dialog")
    if scroller.horizontalScrollBar().maximum() > 0:
        faults.append(f"{name}: the words scroll sideways")
    sides = d.width() - body.width()             # the dialog's margins, the frame, a scroll bar
    tables = natural_tables(body)
    facts["fits"] = tables + sides <= widest
    wrapped = [t for table, widths, t in lines_of(body) if table and len(widths) > 1]
    if facts["fits"] and wrapped:
        faults.append(f"{name}: cells wrapped at {body.width()} px, the tables {tables:.0f}: {wrapped[:3]}")
    readable = max(tables, 100 * body.fontMetrics().averageCharWidth())
    for table, widths, text in lines_of(body):
        if not table and widths and max(widths) > readable:
            faults.append(f"{name}: a line of {max(widths):.0f} px, wider than {readable:.0f}: {text[:40]!r}")
    facts["legend lines"] = max((len(wd) for table, wd, t in lines_of(body) if t.startswith("T ")), default=0)
    # the focus frame: drawn around the words with paper inside it, the same view with or
    # without the keys
    port = scroller.viewport().geometry()
    scroller.setFocus()
    settle()
    if not scroller.hasFocus():
        faults.append(f"{name}: the words take no focus")
    if scroller.viewport().geometry() != port:
        faults.append(f"{name}: the view moves when the words take the keys")
    inside = scroller.rect()
    gaps = [port.left() - inside.left(), port.top() - inside.top(),
            inside.right() - port.right(), inside.bottom() - port.bottom()]
    if min(gaps) < 2 + 3:                      # the 2 px frame and some paper inside it
        faults.append(f"{name}: the view {gaps} px from the focus frame's outer edge")
    shot = scroller.grab().toImage()
    edge = QColor(shot.pixel(0, shot.height() // 2)).name()
    if edge != "#8a5a00":
        faults.append(f"{name}: no focus frame at the words' left edge ({edge})")
    d.grab().save(f"{shots}/wide-{name}-{size}-{sys.argv[1]}.png")
    return faults, facts

faults, facts = [], {}
for variant, options in LONG_MATCHES:
    played(variant, options)
    w.show_match_end()
    settle()
    found, facts[variant] = check(variant, w.summary)
    faults += found
    w.summary.close()
    settle()
for variant, options, hands in [("briscola-chiamata", {"hands": 50}, 3), ("tarocchi-pizzico", {"hands": 8}, 7)]:
    played(variant, options, hands)
    d = HandSummary(w.ctrl, w)
    d.show()
    settle()
    found, facts["summary " + variant] = check("summary-" + variant, d)
    faults += found
    d.close()
w.shutdown()
w.close()
print(json.dumps({"room": [room.width(), room.height()], "faults": faults, "facts": facts}))
"""


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("width,height,scale", [(1280, 720, "1"), (1366, 768, "1"), (1920, 1080, "1"),
                                                (1024, 600, "1"), (800, 600, "1"), (1366, 768, "2")])
def test_the_match_end_is_as_wide_as_its_tables(tmp_path, width, height, scale, language):
    seen = run_on_screen(WIDE, tmp_path, width, height, language, scale)
    room = [round(width / float(scale)), round(height / float(scale))]
    assert seen["room"] == room
    assert not seen["faults"], seen["faults"]
    facts = seen["facts"]
    if room[0] >= 1024:      # the tables fit: so no cell wrapped (the check above is not idle)
        assert facts["briscola-chiamata"]["fits"] and facts["summary briscola-chiamata"]["fits"]
    assert 2 <= facts["tarocchi-pizzico"]["legend lines"] <= 4      # wrapped, and not a column
