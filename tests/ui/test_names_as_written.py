"""Player names are shown as written (issue 29's rule at the table): a name typed in the
new-match dialog or the settings may hold "<" or "&" ("<b>Gino</b>", "Tom & Jerry"); every
label that shows a name shows it as text. Labels left to guess showed the first as a bold
"Gino" (the standing, the hand's and the match's headings, the last trick), and an
escaped "Tom & Jerry" as "Tom &amp; Jerry" (the last trick)."""
from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel

from biscambiggia_gui.ui.setup import MatchSetup, SeatSetup
from biscambiggia_gui.ui.text import BREAK

from uihelpers import finish_hand, wait_turn

ME, BOT = "<b>Gino</b> 🃏", "Tom & Jerry"


def shown() -> list[str]:
    """What every visible label shows a person, as Qt renders it: a zero-width break (a
    long word's places to break, text.BREAK, ui/summary.loose) draws nothing."""
    out = []
    for w in QApplication.allWidgets():
        if not isinstance(w, QLabel) or not w.isVisible() or not w.text():
            continue
        text = w.text()
        rich = (w.textFormat() == Qt.TextFormat.RichText
                or (w.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)))
        if rich:
            doc = QTextDocument()
            doc.setHtml(text)
            text = doc.toPlainText()
        out.append(text.replace(BREAK, ""))
    return out


def test_names_with_markup_characters_are_shown_as_written(qtbot, window):
    setup = MatchSetup("briscola-2", [SeatSetup(ME, "person", "random"),
                                      SeatSetup(BOT, "computer", "random")], {}, seed=3)
    window.start_match(setup, remember=False)
    wait_turn(qtbot, window)
    assert {ME, BOT} <= set(shown())                    # the standing: one label per player
    seen = []
    for _ in range(10):
        finish_hand(qtbot, window)
        qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
        seen += shown()
        window.show_last_trick()
        seen += shown()
        if window.ctrl.match.is_over():
            break
        window.next_hand()
        wait_turn(qtbot, window)
    assert window.ctrl.match.is_over()
    winner = window.ctrl.side_name(window.ctrl.match.winner())
    assert any(line == f"The match goes to {winner}!" for line in seen)      # its heading
    assert any(line.startswith("Deal 1 goes to ") and line.endswith((ME, BOT))
               for line in seen)
    assert any(line.endswith("took the trick \u2605") and (ME in line or BOT in line)
               for line in seen)
    assert any(line.startswith(BOT) for line in seen)                # the last trick's card
    assert not [line for line in seen if "&amp;" in line or "&lt;" in line]
