"""Between hands: what the hand was worth to each side (card points, every bonus, the total
and who won it), Tarocchi's score sheet kept as its rules show it (buone one per line,
then the card points, a rule under each hand, the totals below), the match standing, and
the way on: the next hand dealt by the next dealer, or at match end the winner and a new
match. Also the window that shows the last trick again."""
from __future__ import annotations

import math
from html import escape

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPixmap, QTextCursor, QTextDocument, QTextTable
from PySide6.QtWidgets import (QApplication, QDialog, QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea,
                               QVBoxLayout, QWidget)

from .table.cardart import card_art
from .linescroll import Cuts, WholeLines, line_spans
from .screenfit import available, dialog_room, fit_dialog_size
from .messages import score_words, word
from .mnemonic import letter, with_letter
from .text import (bonus_text, breakable, called_name, card_long_name, card_name, names_joined,
                   rank_index, plain_label, suit_word, tr)

CELL = "padding: 3px 12px;"
FOCUS_FRAME, FOCUS_GAP = 2, 4          # px: the words' focus frame, the paper inside it
READABLE = 80                          # characters: the longest line of prose wanted
LONG_WORD = 18                         # characters: a word of a name wider than this may break
BREATH = 8                             # px between the last words and the buttons
RULE = "border-bottom: 2px solid #333;"
PAPER = """
QDialog { background: #f7f2e4; }
QLabel { color: #1f2a22; }
QLabel#heading { font-size: 21px; font-weight: bold; color: #1d4d30; padding-bottom: 4px; }
QPushButton { background: #fffaf0; border: 1px solid #b9a776; border-radius: 6px; padding: 6px 14px; }
QPushButton:hover { background: #fff3d1; }
QPushButton:default { background: #c9a43a; color: #1b1405; border-color: #8a6d1c; }
"""


def loose(text: str, font: QFont | None = None) -> str:
    """`text` (a name, or words that hold one) with each word wider than LONG_WORD average
    characters free to break between its letters (text.breakable; it breaks only where the
    room is short). A name of one 24-letter word (saves.NAME_CHARS) kept its column of the
    summary as wide as the word: on an 800 px screen the second player's column, its
    points with it, lay past the dialog's right edge."""
    font = font or QApplication.font()
    return breakable(text, font, LONG_WORD * QFontMetrics(font).averageCharWidth())


def named(text: str) -> str:
    """`text` for the summaries' HTML: `loose`, escaped."""
    return escape(loose(text))


def match_rule_text(variant, options: dict) -> str:
    """The match rule in a line, in the game's words ("First to win 2 deals")."""
    key, n = variant.match.describe(options)
    return word(variant.family, key, n=n)


def standing_rows(ctrl, glued: bool = False) -> list[tuple[str, str]]:
    """Each party of the standing (a side, or a player) with its score in words; while a
    finished hand's last trick is still on the table, the standing before that hand (its
    result comes with its end, as the status's "The hand is over" does)."""
    match = ctrl.match
    results = match.results
    if ctrl.hand is not None and ctrl.hand.is_over() and not ctrl.hand_closed and results:
        results = results[:-1]
    score = match.variant.match.score(results, match.parties())
    return [(ctrl.side_name(s, glued), score_words(match, score[s])) for s in range(match.parties())]


def verdict(ctrl) -> str:
    """How the finished match ended: its winner; a drawn match; or, where only some of
    the players share the top (the chiamata games' tokens), the names of those who do."""
    match = ctrl.match
    winner = match.winner()
    if winner is not None:
        return tr("The match goes to {name}!", name=ctrl.side_name(winner))
    top = match.top()
    if len(top) < match.parties():
        return tr("Drawn match between {names}", names=names_joined([ctrl.side_name(p) for p in top]))
    return tr("Drawn match")


def contract_html(ctrl, index: int) -> str:
    """Where hand `index` was played for a contract (the chiamata games: its public
    `contract`), who called, the card called and the points the caller's side had to make:
    what the card points below are held against; then what the caller's side made of it
    and who takes the hand, from the hand's result (GameController.contract_words: "You
    and Anna: 73 points, 90 needed, so the hand goes to Bruno, Carla and Dario")."""
    hands, results = ctrl.match.hands, ctrl.match.results
    if index >= min(len(hands), len(results)) or not results[index].played:
        return ""
    result = results[index]
    line = contract_line(ctrl, hands[index].observation(0))
    out = f"<p>{named(line)}</p>" if line else ""
    if result.target is not None:
        out += f"<p><b>{named(ctrl.contract_words(result))}</b></p>"
    return out


def contract_line(ctrl, obs: dict) -> str:
    """Who called, the card called and the points to make, from an observation's public
    `contract` once the card is called (the chiamata games); else ""."""
    contract = obs.get("contract")
    if not contract or contract.get("called") is None:
        return ""
    return tr("Caller: {name}; card called: {card}; {points} points to make",
              name=ctrl.name(contract["caller"]),
              card=called_name(contract["called"], ctrl.setup.deck), points=contract["target"])


def hand_table_html(ctrl, index: int) -> str:
    match, deck = ctrl.match, ctrl.setup.deck
    result = match.results[index]
    sides = match.variant.side_count
    head = "".join(f"<th style='{CELL}'>{named(ctrl.hand_side_name(result, s))}</th>"
                   for s in range(sides))
    card_points, hand_total = tr("Card points"), ctrl.word("hand_total")   # (lupdate skips f-strings)
    rows = [f"<tr><td style='{CELL}'>{card_points}</td>"
            + "".join(f"<td align='right' style='{CELL}'>{result.card_points[s]}</td>"
                      for s in range(sides)) + "</tr>"]
    doubled = tr("tokens doubled")          # a bonus of no points: the chiamata's cappotto
    # the rows of one kind together (both sides' marriages, then the last trick), the
    # kinds in the order they first appear, side by side
    listed = [(s, bonus) for s in range(sides) for bonus in result.bonuses[s]]
    kinds = list(dict.fromkeys(bonus.get("name", "") for _, bonus in listed))
    listed.sort(key=lambda sb: kinds.index(sb[1].get("name", "")))
    for s, bonus in listed:
        worth = bonus["points"] or (doubled if match.score_unit() == "tokens" else 0)
        cells = "".join(f"<td align='right' style='{CELL}'>{worth if t == s else ''}</td>"
                        for t in range(sides))
        rows.append(f"<tr><td style='{CELL}'>{escape(bonus_text(bonus, deck))}</td>{cells}</tr>")
    total = "".join(f"<td align='right' style='{CELL} {RULE}'><b>{result.points[s]}</b></td>"
                    for s in range(sides))
    rows.append(f"<tr><td style='{CELL} {RULE}'><b>{hand_total}</b></td>{total}</tr>")
    table = (contract_html(ctrl, index)
             + f"<table cellspacing='0'><tr><th></th>{head}</tr>" + "".join(rows) + "</table>")
    if match.score_unit() == "tokens":
        table += tokens_html(ctrl, index)
    return table


def tokens_html(ctrl, index: int) -> str:
    """The tokens sheet: each player's tokens for this hand and in all so far."""
    match = ctrl.match
    result = match.results[index]
    totals = match.variant.match.score(match.results[:index + 1], match.parties())
    this_hand, in_all = ctrl.word("this_hand"), tr("In all")      # (lupdate skips f-strings)
    head = (f"<tr><th></th><th style='{CELL}'>{escape(this_hand)}</th>"
            f"<th style='{CELL}'>{escape(in_all)}</th></tr>")
    rows = "".join(f"<tr><td style='{CELL}'>{named(ctrl.name(p))}</td>"
                   f"<td align='right' style='{CELL}'>{int(result.returns[p]):+d}</td>"
                   f"<td align='right' style='{CELL}'><b>{totals[p]}</b></td></tr>"
                   for p in range(len(totals)))
    return ("<h3 style='color:#1d4d30'>" + escape(tr("Tokens")) + "</h3>"
            f"<table cellspacing='0'>{head}{rows}</table>")


def sheet_label(bonus: dict, label: str) -> str:
    """The sheet's short name as the tarot names it: the suit's word for a famiglia (the
    tarot has cups and coins, not hearts and diamonds), the card's index (F, C, D, R) for a
    terno or quaterno."""
    cards = bonus.get("cards") or []
    if bonus.get("name") == "famiglia" and cards:
        return suit_word(cards[0][-1], "tarot")
    if bonus.get("name") in ("terno", "quaterno") and cards:
        return rank_index(cards[0][:-1], "tarot")
    return label


def tarocchi_sheet_html(ctrl) -> str:
    """The score sheet of the rules (the engine's `scoresheet.sheet`): two columns, each
    buona on its own line with its points and short name, the bagatto ultimo, then the card
    points with a rule under them, and the totals at the bottom."""
    results = ctrl.match.results
    data = ctrl.match.variant.family.score_sheet(results, 2)
    head = "".join(f"<th style='{CELL}'>{named(ctrl.name(s))}</th>" for s in (0, 1))
    rows = []
    for result, hand in zip(results, data["hands"]):
        lines = [[(points, sheet_label(bonus, name)) for (points, name), bonus
                  in zip(hand["lines"][s], result.bonuses[s])] for s in (0, 1)]
        for i in range(max(len(lines[0]), len(lines[1]))):
            cells = ""
            for s in (0, 1):
                if i < len(lines[s]):
                    points, name = lines[s][i]
                    cells += (f"<td align='right' style='{CELL}'>{points} "
                              f"<span style='color:#666'>{escape(name)}</span></td>")
                else:
                    cells += f"<td style='{CELL}'></td>"
            rows.append(f"<tr>{cells}</tr>")
        rows.append("<tr>" + "".join(f"<td align='right' style='{CELL} {RULE}'>{cp}</td>"
                                     for cp in hand["card_points"]) + "</tr>")
    rows.append("<tr>" + "".join(f"<td align='right' style='{CELL}'><b>{t}</b></td>"
                                 for t in data["totals"]) + "</tr>")
    table = f"<table cellspacing='0'><tr>{head}</tr>" + "".join(rows) + "</table>"
    if not any(hand["lines"][s] for hand in data["hands"] for s in (0, 1)):
        return table                      # no buona, no bagatto: no short name to explain
    legend = tr("T tarocchi, G gatti, B bagatto ultimo; a suit: its famiglia; "
                "F, C, D, R (fante, cavallo, donna, re: the jack, knight, queen and king): "
                "a terno or quaterno of that figure")
    return table + f"<p style='color:#666; font-size:11px'>{legend}</p>"


def hand_heading(ctrl, index: int) -> str:
    """What became of hand `index`, in the game's words: "Deal 3 goes to Anna and Carla",
    void, or not played (everyone passed)."""
    result = ctrl.match.results[index]
    n, _ = ctrl.match.hand_number(index)
    if not result.played:
        return ctrl.word("passed", n=n)
    if result.winner is None:
        return ctrl.word("void", n=n)
    return ctrl.word("goes_to", n=n, name=ctrl.hand_side_name(result, result.winner))



class PaperScroller(WholeLines):
    """`body` on the dialog's paper, scrolling when taller than the room left to it (the
    buttons under it stay in view), by whole lines: never a line cut at the view's top or
    bottom edge (ui/linescroll.py; a long match's end opened and stepped with one). A Tab
    stop only while it has something to scroll (the arrows, Page Up/Down, Home and End then
    scroll it), framed while it has the keys, and named as the dialog's heading: it used to
    be a stop that showed nothing and said nothing between the heading and the buttons,
    also when it had nothing to scroll."""

    def __init__(self, body: QWidget, sideways: Qt.ScrollBarPolicy, name: str):
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(sideways)
        self.setWidget(body)
        self.setAccessibleName(name)
        # the focus frame is always there, of the paper's colour without the keys (the view
        # does not move when they come), and a margin of paper inside it: drawn over the
        # view, it lay right against the first line and the text at the left edge
        self.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"
                           f" QScrollArea {{ border: {FOCUS_FRAME}px solid transparent;"
                           f" padding: {FOCUS_GAP}px; }}"
                           " QScrollArea:focus { border-color: #8a5a00; }")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for bar in (self.verticalScrollBar(), self.horizontalScrollBar()):
            bar.rangeChanged.connect(self._scrolls)

    def _scrolls(self, *_) -> None:
        scrolls = self.verticalScrollBar().maximum() > 0 or self.horizontalScrollBar().maximum() > 0
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if scrolls else Qt.FocusPolicy.NoFocus)


def label_document(body: QLabel) -> QTextDocument | None:
    """The document `body`'s rich text is laid out in, None for a label that lays out none
    (the label makes its document when first measured)."""
    doc = body.findChild(QTextDocument)
    if doc is None:
        body.sizeHint()
        doc = body.findChild(QTextDocument)
    return doc


def words_width(body: QLabel) -> int:
    """The width `body`'s rich text wants: every table at its natural width (no cell
    wraps: the match end of Briscola chiamata, measured by the label's usual width hint,
    put "You, Anna, Bruno and Carla" on two lines), the prose (paragraphs, headings, a
    legend) at its natural width up to READABLE characters, where it wraps (Tarocchi's
    legend is a line of some 1100 px); a label that lays out no document: its size hint."""
    doc = label_document(body)
    if doc is None:
        return body.sizeHint().width()
    was = doc.textWidth()
    doc.setTextWidth(1 << 16)             # no line wraps
    layout = doc.documentLayout()
    layout.documentSize()
    margin = doc.documentMargin()
    tables = 0.0
    for frame in doc.rootFrame().childFrames():
        if isinstance(frame, QTextTable):
            tables = max(tables, layout.frameBoundingRect(frame).right() + margin)
    prose = 0.0
    block = doc.firstBlock()
    while block.isValid():
        if QTextCursor(block).currentTable() is None:
            text, left = block.layout(), layout.blockBoundingRect(block).left()
            for i in range(text.lineCount()):
                prose = max(prose, left + text.lineAt(i).naturalTextWidth() + margin)
        block = block.next()
    doc.setTextWidth(was)
    readable = READABLE * body.fontMetrics().averageCharWidth()
    sides = body.contentsMargins().left() + body.contentsMargins().right() + 2 * body.margin()
    return math.ceil(max(tables, min(prose, readable))) + sides


def least_width(body: QLabel) -> int:
    """The narrowest `body` shows all its words at: every line wrapped where it may (a long
    name breaks, `loose`), the widest word or table left (its cells at their narrowest).
    Narrower, its label cut the table's right columns, figures and all."""
    doc = label_document(body)
    if doc is None:
        return body.minimumSizeHint().width()
    was = doc.textWidth()
    doc.setTextWidth(1)                   # as narrow as its words let it: the layout spills
    least = doc.size().width()            # past that, and the size says by how much
    doc.setTextWidth(was)
    sides = body.contentsMargins().left() + body.contentsMargins().right() + 2 * body.margin()
    return math.ceil(least) + sides


def fit_to_body(dialog: QWidget, body: QLabel, scroller: QScrollArea, least: int) -> None:
    """Size `dialog` (a heading, `body` in `scroller`, a row of buttons) as wide as its
    words want (`words_width`: no table cell wraps, the prose wraps at a readable width),
    at least `least` and its buttons' width, at most nine tenths of the screen's width
    (past that the tables' cells wrap), with room for the scroll bar where the words
    scroll; and as tall as its parts want at that width, within nine tenths of the screen
    (past that the body scrolls): the body's words measured at the width they get,
    everything else as its layout stacks it (the body also at the width beside a scroll
    bar, as the scroll area measures it); where it scrolls, its view as tall as the whole
    lines that fit. The heights were guessed before (the body measured 460 px wide in a
    dialog 590 wide, plus 140 px for the rest): every hand's summary and the match's end
    had a blank band of 50 to 60 px above their buttons."""
    dialog.ensurePolished()               # measured in the fonts of its style sheet (and the
    lay = dialog.layout()                 # scroll area's frame of its own)
    assert lay is not None
    margins = lay.contentsMargins()
    frame = 2 * scroller.frameWidth()
    sides = margins.left() + margins.right() + frame
    screen = available(dialog.parentWidget() or dialog)
    widest = min(int(screen.width() * 0.9), dialog_room(screen).width())
    # never narrower than its words need: where the screen is narrower still, the body
    # scrolls sideways (a visible bar) rather than cut a column
    body.setMinimumWidth(max(body.minimumWidth(), least_width(body)))
    want = words_width(body) + sides
    width = min(max(least, want, dialog.minimumSizeHint().width()), widest)
    items = [item for item in (lay.itemAt(i) for i in range(lay.count())) if item is not None]
    shown = [item for item in items if (w := item.widget()) is None or not w.isHidden()]
    parts = [item for item in shown if item.spacerItem() is None]    # no spacing beside a spacer
    bar = scroller.verticalScrollBar().sizeHint().width()
    room = int(screen.height() * 0.9)

    def heights(width: int) -> tuple[int, int, int]:
        """The height of all but the body, and the body's at `width`."""
        inner = width - margins.left() - margins.right()
        rest = margins.top() + margins.bottom() + lay.spacing() * (len(parts) - 1)
        for item in shown:
            if item.widget() is scroller:
                continue
            rest += item.heightForWidth(inner) if item.hasHeightForWidth() else item.sizeHint().height()
        # a QScrollArea whose bar once showed measures the body at the width left beside
        # the bar, and keeps the bar if it is taller there (a legend wrapped, one line
        # more): measured at the room's width alone, Tarocchi's match end came out one
        # line short at 1280x720, its legend's last line under the bottom edge at first
        # sight, and a scroll bar
        if body.hasHeightForWidth():
            need = max(body.heightForWidth(inner - frame), body.heightForWidth(inner - frame - bar))
        else:
            need = body.sizeHint().height()
        return inner, rest, need

    inner, rest, need = heights(width)
    if rest + need + frame > room and width < want + bar:    # it scrolls: the bar beside the
        width = min(want + bar, widest)                       # tables, not over them
        inner, rest, need = heights(width)
    if rest + need + frame > room and body.hasHeightForWidth():
        # it scrolls: the view as tall as the whole lines that fit, so it opens at the top
        # of the words with no line cut at its bottom edge (a long match's end did)
        cuts = Cuts(line_spans(body, inner - frame - bar))
        view = room - rest - frame
        need = max(s for s in (*cuts.stops, *cuts.ends) if s <= view)
    dialog.resize(width, min(rest + need + frame, room))
    fit_dialog_size(dialog)


def split_buttons(dialog: QWidget, lay: QVBoxLayout, row: QHBoxLayout) -> None:
    """`row` (buttons, a stretch, buttons; the last item of `lay`) on two rows where it is
    wider than the most a dialog takes of the screen: the buttons after the stretch on a
    row of their own under it, to the right. On one row the layout squeezed them: a
    24-letter dealer's name on a 683 px screen cut the summary's go-on button at both
    ends ("nte (mazziere: QQQQ")."""
    dialog.ensurePolished()               # (the paper's padding counts)
    margins = lay.contentsMargins()
    room = dialog_room(available(dialog.parentWidget() or dialog)).width()
    if row.sizeHint().width() <= room - margins.left() - margins.right():
        return
    items = [row.itemAt(i) for i in range(row.count())]
    stretch = next(i for i, item in enumerate(items) if item is not None and item.spacerItem() is not None)
    under = QHBoxLayout()
    under.addStretch(1)
    for item in items[stretch + 1:]:
        widget = item.widget() if item is not None else None
        if widget is not None:
            row.removeWidget(widget)
            under.addWidget(widget)
    lay.addLayout(under)


class GoFirst:
    """A dialog whose `first` button, the default, has the keys whenever it shows, so Enter
    presses it; the other buttons keep Qt's auto-default, so Enter (or Space) presses the
    one that has the focus (not `first`). Between hands `first` is `go` (Next hand: Enter
    carries on); once the match is over it is Close, never a button that leaves the
    finished match (Play again, New match): a player pressing Enter to get past the last
    hand keeps its result in sight, and starts a new match only by choosing it."""
    go: QPushButton
    first: QPushButton

    def showEvent(self, event) -> None:
        super().showEvent(event)                              # type: ignore[misc]
        self.first.setDefault(True)
        self.first.setFocus(Qt.FocusReason.OtherFocusReason)


class HandSummary(GoFirst, QDialog):
    nextHand = Signal()
    newMatch = Signal()
    lastTrick = Signal()
    reviewRequested = Signal()             # Review the hand (ui/review_window.py)

    def __init__(self, ctrl, parent=None, lesson: bool = False):
        """`lesson`: the hand of a lesson (ui/lesson_window.py): its count and, in Tarocchi,
        the score sheet the lesson promised, with Last trick and Close only: no match to
        carry on, no standing, nothing to review."""
        super().__init__(parent)
        self.setWindowTitle(ctrl.word("end_title"))
        self.setMinimumWidth(460)
        self.ctrl = ctrl
        match = ctrl.match
        index = len(match.results) - 1
        lay = QVBoxLayout(self)
        head = hand_heading(ctrl, index)
        self.setStyleSheet(PAPER)
        self.heading = plain_label(loose(head), objectName="heading", wordWrap=True)   # long in Italian
        lay.addWidget(self.heading)
        if match.results[index].played:
            body = hand_table_html(ctrl, index)
        else:                                   # no points, no sides, no tokens to list
            body = "<p>" + escape(tr("Nobody bid, so the hand was not played: it gives no tokens "
                                     "and is not one of the match's hands.")) + "</p>"
        if match.variant.family.score_sheet is not None:   # a sheet the game keeps
            body += "<h3 style='color:#1d4d30'>" + tr("Score sheet") + "</h3>" + tarocchi_sheet_html(ctrl)
        if not lesson:
            body += ("<h3 style='color:#1d4d30'>" + tr("Match") + "</h3><p>"
                     + escape(match_rule_text(match.variant, match.options)) + "</p>")
            body += "<table cellspacing='0'>" + "".join(
                f"<tr><td style='{CELL}'>{named(n)}</td><td align='right' style='{CELL}'>"
                f"<b>{escape(s)}</b></td></tr>" for n, s in standing_rows(ctrl)) + "</table>"
        if match.is_over() and not lesson:
            body += f"<h2 style='color:#8a5a00'>{named(verdict(ctrl))}</h2>"
        self.body = QLabel(body)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setMinimumWidth(440)
        self.body.setObjectName("summary")
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # the standing may be taller than a 720-pixel screen (a long Tarocchi sheet): it
        # scrolls, and the buttons stay in view under it
        self.scroller = PaperScroller(self.body, Qt.ScrollBarPolicy.ScrollBarAsNeeded, head)
        lay.addWidget(self.scroller, 1)
        buttons = QHBoxLayout()
        self.last = QPushButton(tr("&Last trick"))
        self.last.clicked.connect(self.lastTrick)
        buttons.addWidget(self.last)
        self.review = QPushButton(ctrl.word("review"))
        self.review.setToolTip(tr("Each of your decisions rated by the strongest computer "
                                  "player, from what you knew then"))
        self.review.clicked.connect(self.reviewRequested)
        buttons.addWidget(self.review)
        buttons.addStretch(1)
        if match.is_over() or lesson:
            self.go = QPushButton(tr("New match"))
            self.go.clicked.connect(lambda: self._accepted(self.newMatch))
        else:
            dealer = match.dealer_of(len(match.hands))
            taken = {letter(self.last.text()), letter(self.review.text())}   # a name with
            self.go = QPushButton(with_letter(ctrl.word("next", name=ctrl.name(dealer)),
                                              taken))      # "&" shows it, and a letter
            self.go.clicked.connect(lambda: self._accepted(self.nextHand))
        self.close_button = QPushButton(tr("Close"))
        self.close_button.clicked.connect(self.reject)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.go)
        self.first = self.close_button if match.is_over() or lesson else self.go
        self.first.setDefault(True)
        if lesson:
            self.go.hide()
            self.review.hide()
        lay.addSpacing(BREATH)                  # the words end a little above the buttons
        lay.addLayout(buttons)
        split_buttons(self, lay, buttons)
        self.scroller.setMinimumHeight(min(self.body.sizeHint().height(), 160))
        fit_to_body(self, self.body, self.scroller, 500)


    def _accepted(self, then) -> None:
        self.accept()
        then.emit()


class CardPicture(QLabel):
    """A card's picture `width` logical pixels wide, painted at the pixel ratio of the
    device it is painted on (a 200% screen, a window moved to another monitor, a grab):
    never a picture of another ratio stretched. `pixmap()` is the one of the widget's
    screen now."""

    def __init__(self, art, code: str, width: int, parent=None):
        super().__init__(parent)
        self.art, self.code, self.card_width = art, code, width
        self.setFixedSize(QSize(width, int(width * art.aspect)))
        self.setPixmap(art.pixmap(code, width, self.devicePixelRatioF()))

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        engine = painter.paintEngine()          # where the paint goes (a grab, a render:
        target = engine.paintDevice() if engine is not None else None   # not the widget)
        dpr = (target or self).devicePixelRatioF()
        pix: QPixmap = self.art.pixmap(self.code, self.card_width, dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(self.rect()), pix, QRectF(pix.rect()))


class LastTrickDialog(QDialog):
    """The last trick, each card with the name of who played it, and who took it."""

    def __init__(self, ctrl, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Last trick"))
        self.setStyleSheet("QDialog { background: #1f5a35; } QLabel { color: #f7efd6; font-size: 14px; }"
                           " QPushButton { background: #fffaf0; border-radius: 6px; padding: 6px 16px; }")
        lay = QVBoxLayout(self)
        last = ctrl.last_trick()
        if not last:
            lay.addWidget(QLabel(tr("No trick has been played yet.")))
        else:
            leader, cards, winner = last
            n = ctrl.match.variant.players
            row = QHBoxLayout()
            art = card_art(ctrl.setup.deck)
            width = 84
            for i, code in enumerate(cards):
                seat = (leader + i) % n
                cell = QVBoxLayout()
                pic = CardPicture(art, code, width)
                pic.setToolTip(card_name(code, ctrl.setup.deck))
                pic.setAccessibleName(card_long_name(code, ctrl.setup.deck))
                who = plain_label(ctrl.name(seat) + (" \u2605" if seat == winner else ""))
                who.setAlignment(Qt.AlignmentFlag.AlignCenter)
                cell.addWidget(pic)
                cell.addWidget(who)
                holder = QWidget()
                holder.setLayout(cell)
                row.addWidget(holder)
            lay.addLayout(row)
            lay.addWidget(plain_label(tr("{name} took the trick", name=ctrl.name(winner)) + " \u2605"))
        close = QPushButton(tr("Close"))
        close.setDefault(True)
        close.clicked.connect(self.accept)
        lay.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
