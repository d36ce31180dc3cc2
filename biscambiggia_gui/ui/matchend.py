"""The end of a match: the winner, the final standing (first to last), every hand's result
(its winner and what each side scored, or each player's tokens), the last hand in detail
(with Tarocchi's score sheet), and the way on: **Play again** (the same game, seats and
options, a new shuffle), **New match...** (the new-match dialog), the last trick, and
**Close**, the default: Enter, pressed to get past the last hand, closes the screen and
never throws the result away; a new match is a choice (Alt+P, Alt+N, or Tab to it). It
opens by itself when the last hand ends, and again from the Game menu ("Match result...")
or the panel's button as long as the finished match is on the table.

A review of the match's hands (issue "Learn every game") plugs in with one call, made
once when its module is imported:

    from .matchend import register_review
    register_review(open_review)                       # open_review(window)

The screen then shows a button in the game's words ("Review the deals..." in Briscola), which calls
`open_review(window)` with the main window (its `ctrl.match` is the finished match);
without a registered review the button is not there."""
from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout)

from .summary import (BREATH, CELL, PAPER, RULE, GoFirst, PaperScroller, fit_to_body, hand_heading,
                      hand_table_html, loose, named, match_rule_text, split_buttons, standing_rows,
                      tarocchi_sheet_html, verdict)
from .text import plain_label, tr

REVIEW: dict[str, Callable[[object], None]] = {}     # "open": (window) -> None


def register_review(opener: Callable[[object], None]) -> None:
    """Give the match-end screen a button, in the game's words for its hands, that opens a
    review of the finished match: `opener(window)`."""
    REVIEW["open"] = opener


def final_standing_html(ctrl) -> str:
    """The parties from first to last, with their place and their score in words; a shared
    place keeps its number."""
    score = ctrl.match.score()
    rows = standing_rows(ctrl)
    order = sorted(range(len(rows)), key=lambda p: -score[p])
    winner = ctrl.match.winner()
    out = []
    for i, p in enumerate(order):
        place = 1 + sum(1 for q in order[:i] if score[q] > score[p])
        star = " \u2605" if p == winner else ""
        out.append(f"<tr><td style='{CELL}'>{place}.</td><td style='{CELL}'><b>{named(rows[p][0])}"
                   f"{star}</b></td><td align='right' style='{CELL}'><b>{escape(rows[p][1])}</b></td></tr>")
    return "<table cellspacing='0'>" + "".join(out) + "</table>"


def hands_html(ctrl) -> str:
    """Every hand of the match: its number, its dealer, who won it (or void, or not played;
    under it, where it was played for a contract, what the caller's side made: "You and
    Anna: 73 points, 90 needed", GameController.contract_words) and what each side scored
    in it; where the standing counts each player's tokens, the
    tokens each player got."""
    match = ctrl.match
    tokens = match.score_unit() == "tokens"
    parties = match.parties()
    column, won, dealer = ctrl.word("column"), tr("Won by"), tr("Dealer")
    if tokens:
        heads = [ctrl.name(p) for p in range(parties)]
    else:
        heads = [ctrl.side_name(s) for s in range(match.variant.side_count)]
    head = (f"<tr><th style='{CELL}'>{escape(column)}</th><th style='{CELL}'>{escape(dealer)}</th>"
            f"<th align='left' style='{CELL}'>{escape(won)}</th>"
            + "".join(f"<th style='{CELL}'>{named(h)}</th>" for h in heads) + "</tr>")
    rows = []
    for i, result in enumerate(match.results):
        if not result.played:
            who = tr("nobody: everyone passed")
        elif result.winner is None:
            who = tr("nobody (void)")
        else:
            who = ctrl.hand_side_name(result, result.winner)
        if tokens:
            cells = [f"{int(result.returns[p]):+d}" if result.returns else "0" for p in range(parties)]
        else:
            cells = [str(v) for v in result.points]
        last = f" {RULE}" if i == len(match.results) - 1 else ""
        said = named(who)
        if result.target is not None:      # played for a contract: what the caller's side made,
            tight = "margin-top:0; margin-bottom:0;"              # a line of its own under it
            said = (f"<p style='{tight}'>{said}</p><p style='{tight} color:#555'>"
                    + named(ctrl.contract_words(result, whole=False)) + "</p>")
        rows.append(f"<tr><td align='right' style='{CELL}{last}'>{match.hand_number(i)[0]}</td>"
                    f"<td style='{CELL}{last}'>{named(ctrl.name(match.dealer_of(i)))}</td>"
                    f"<td style='{CELL}{last}'>{said}</td>"
                    + "".join(f"<td align='right' style='{CELL}{last}'>{c}</td>" for c in cells)
                    + "</tr>")
    return f"<table cellspacing='0'>{head}" + "".join(rows) + "</table>"


class MatchEnd(GoFirst, QDialog):
    """The match-end screen (see the module's words). `go` is Play again (Alt+P), `new`
    New match... (Alt+N); Close is the default: Enter closes the screen and the finished
    match stays on the table, its result a key away (Game > Match result..., the panel's
    button)."""

    playAgain = Signal()
    newMatch = Signal()
    lastTrick = Signal()

    def __init__(self, ctrl, parent=None):
        super().__init__(parent)
        self.setObjectName("matchEnd")
        self.setWindowTitle(tr("The match is over"))
        self.setStyleSheet(PAPER)
        self.ctrl = ctrl
        self.window_ = parent
        match = ctrl.match
        lay = QVBoxLayout(self)
        self.heading = plain_label(loose(verdict(ctrl)), objectName="heading", wordWrap=True)
        lay.addWidget(self.heading)
        h3 = "<h3 style='color:#1d4d30'>{}</h3>"
        last = len(match.results) - 1
        last_head = hand_heading(ctrl, last)
        body = (h3.format(escape(tr("Final standing"))) + final_standing_html(ctrl)
                + "<p style='color:#555'>" + escape(match_rule_text(match.variant, match.options)) + "</p>"
                + h3.format(escape(ctrl.word("every"))) + hands_html(ctrl)
                + h3.format(named(last_head)) + hand_table_html(ctrl, last))
        if match.variant.family.score_sheet is not None:   # a sheet the game keeps
            body += h3.format(escape(tr("Score sheet"))) + tarocchi_sheet_html(ctrl)
        self.body = QLabel(body)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setObjectName("matchend")
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.scroller = PaperScroller(self.body, Qt.ScrollBarPolicy.ScrollBarAsNeeded,
                                      verdict(ctrl))
        lay.addWidget(self.scroller, 1)             # a long match scrolls; the buttons stay in view
        buttons = QHBoxLayout()
        self.review = QPushButton()              # the Review of the hands, when one is registered
        self.review.setVisible("open" in REVIEW)
        if "open" in REVIEW:
            self.review.setText(ctrl.word("review_all"))
            self.review.clicked.connect(lambda: REVIEW["open"](self.window_))
        buttons.addWidget(self.review)
        self.last = QPushButton(tr("&Last trick"))
        self.last.clicked.connect(self.lastTrick)
        buttons.addWidget(self.last)
        buttons.addStretch(1)
        self.close_button = QPushButton(tr("Close"))
        self.close_button.clicked.connect(self.reject)
        self.new = QPushButton(tr("&New match..."))
        self.new.clicked.connect(lambda: (self.accept(), self.newMatch.emit()))
        self.go = QPushButton(tr("&Play again"))
        self.go.setToolTip(tr("The same game, players and options, with a new deal"))
        self.go.clicked.connect(lambda: (self.accept(), self.playAgain.emit()))
        for b in (self.new, self.go, self.close_button):   # the default at the end
            buttons.addWidget(b)
        self.first = self.close_button           # Enter closes: the result stays (GoFirst)
        self.first.setDefault(True)
        lay.addSpacing(BREATH)                  # the words end a little above the buttons
        lay.addLayout(buttons)
        split_buttons(self, lay, buttons)
        self.scroller.setMinimumHeight(min(self.body.sizeHint().height(), 200))
        fit_to_body(self, self.body, self.scroller, 560)   # as wide as its tables (see there)

