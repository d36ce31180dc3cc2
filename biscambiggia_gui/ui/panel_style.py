"""The side panel's look: its style sheet (colours, sizes, the compact form's smaller ones)
and the sizes its layout reads (ui/panel.py)."""
from __future__ import annotations

SCROLL_BAR_STYLE = """
QScrollBar:vertical { background: #10201a; width: 14px; margin: 0; border: none; }
QScrollBar::handle:vertical { background: #4f8a62; border-radius: 4px; min-height: 24px;
                              margin: 2px; }
QScrollBar::handle:vertical:hover { background: #6aa67c; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; border: none; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
"""   # the panel's scroll bars in its own colours, as wide as the style's (PM_ScrollBarExtent)

# the standing's scores and names: their sizes, and the smaller ones of the compact panel,
# also taken where they let every name of the standing stand on one line beside its score
# (`_tighten`)
SCORE_PX, SMALL_SCORE_PX = 20, 15
SIDE_PX, SMALL_SIDE_PX = 14, 13

PANEL_STYLE = SCROLL_BAR_STYLE + """
QWidget#panel { background: #16281d; }
QLabel { color: #e9e4d4; }
QLabel#title { font-size: 17px; font-weight: bold; color: #ffe9a8; }
QLabel#rule { color: #a9c2b0; }
QLabel#status { font-size: 14px; color: #ffffff; padding: 6px; background: #22402c;
                border-radius: 6px; }
QLabel#side { font-size: %(side)dpx; }
QLabel#score { font-size: %(score)dpx; font-weight: bold; color: #ffe9a8; }
QWidget#panel[compact="true"] QLabel#score, QFrame#box[tight="score"] QLabel#score,
QFrame#box[tight="both"] QLabel#score { font-size: %(small)dpx; }
QFrame#box[tight="both"] QLabel#side { font-size: %(small_side)dpx; }
QWidget#panel[compact="true"] QLabel#title { font-size: 15px; }
QWidget#panel[compact="true"] QLabel#rule { font-size: 12px; }
QWidget#panel[compact="true"] QLabel#side { font-size: %(small_side)dpx; }
QWidget#panel[compact="true"] QLabel#status { padding: 3px; }
QFrame#box { background: #1e3627; border: 1px solid #35573f; border-radius: 8px; }
QWidget#choices, QScrollArea { background: transparent; }
QLabel#boxtitle { font-weight: bold; color: #ffd54a; }
QPushButton { background: #2d5a3c; color: #fffbe9; border: 1px solid #4f8a62;
              border-radius: 6px; padding: 6px 8px; text-align: left; }
QPushButton:hover { background: #3a7050; }
QPushButton:disabled { color: #7f9586; background: #22382a; }
QPushButton#goon { background: #c9a43a; color: #1b1405; font-weight: bold; text-align: center; }
QPushButton#goon:hover { background: #e0ba4c; }
QToolButton { background: #f2ecdc; border: 2px solid #c9a43a; border-radius: 6px; }
QToolButton:hover { border-color: #ffd54a; background: #fff8e0; }
QLabel#hint { color: #d8ffe2; background: #1c5232; border: 1px solid #48a866; border-radius: 6px;
               padding: 6px; }
QLabel#playedcards { color: #ffffff; font-size: 13px; }
QPushButton:focus { border: 2px solid #ffd54a; padding: 5px 7px; }
QComboBox:focus { border: 2px solid #ffd54a; border-radius: 3px; }
QPushButton[hinted="true"] { border: 3px solid #7CFC9A; background: #2f7a4a; padding: 4px 6px; }
QToolButton[hinted="true"], QComboBox[hinted="true"] { border: 3px solid #7CFC9A; }
QToolButton:focus { border: 3px solid #6ec6ff; }
QPushButton#hintButton, QPushButton#undoButton { text-align: center; }
QListWidget { background: #10201a; alternate-background-color: #182c22; color: #d6dfd8;
              border: 1px solid #2c4736; border-radius: 6px; font-size: 12px; }
QListWidget:focus { border: 1px solid #ffd54a; }
""" % {"score": SCORE_PX, "small": SMALL_SCORE_PX, "side": SIDE_PX,
                  "small_side": SMALL_SIDE_PX}


PANEL_WIDTH = 290          # the column beside the table
SPACE = {False: (12, 10), True: (6, 5)}   # the panel's margins and gaps: full, compact
