"""Words that scroll by whole lines: a rich-text QLabel in a scroll area (the hand summary's
and the match end's body, ui/summary.py) whose view always starts at the top of a line or
table row and never shows a line cut at its top or bottom edge.

A long match (Briscola chiamata to fifty hands, Tarocchi's sheet of eight, Mariagio to
2000 points) made the match end taller than nine tenths of the screen: it scrolled by
Qt's 20 px steps and the wheel's 60, and opened and stepped with a line cut at the
bottom or the top of the view. Here:

- `line_spans(label)`: the top and bottom of every line of a label's words (the lines of
  a table's cells too), in the label's coordinates, from the document the label lays its
  words out in (as laid out at the label's width now);
- `Cuts`: where the words may be cut without cutting a line (`stops`: tops a view may
  start at; `ends`: bottoms it may end at);
- `WholeLines`: a QScrollArea mix-in whose arrow keys, Page Up/Down, Home/End, wheel and
  scroll bar (its arrows, its groove, its drag) move the view from stop to stop, whose
  range ends at a stop (the words get a band of paper below them, less than a line, so the
  last line can come to the top as any other), and whose body shows only the whole lines
  in view (a line the view's edge would cut is masked, leaving paper) whatever the size."""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QRegion, QTextDocument
from PySide6.QtWidgets import QAbstractSlider, QApplication, QLabel, QScrollArea

Action = QAbstractSlider.SliderAction


def line_spans(label: QLabel, width: int | None = None) -> list[tuple[int, int]]:
    """(top, bottom) of every line of `label`'s rich text, in px from the label's top, laid
    out `width` px wide (the label's words' width now by default); [] for a label that lays
    out no document (plain text, a picture)."""
    doc = label.findChild(QTextDocument)
    if doc is None:
        return []
    rect = label.contentsRect()
    margin = label.margin()
    doc.setTextWidth((rect.width() if width is None else width) - 2 * margin)   # as QLabel paints
    layout = doc.documentLayout()
    layout.documentSize()                              # laid out now, at that width
    top = rect.top() + margin
    spans = []
    block = doc.firstBlock()
    while block.isValid():                             # every block, those in table cells too
        text = block.layout()
        at = layout.blockBoundingRect(block).top() - text.boundingRect().top() + top
        for i in range(text.lineCount()):
            line = text.lineAt(i)
            y = at + line.y()
            spans.append((int(y), int(y + line.height() + 0.999)))
        block = block.next()
    return spans


@dataclass
class Cuts:
    """Where words whose lines span `spans` may be cut: `stops`, the tops of lines no other
    line overlaps there (a view starts at one), and `ends`, the bottoms of such runs of
    lines (a view may end at one); 0 is always a stop."""
    spans: list[tuple[int, int]]
    stops: list[int] = field(init=False)
    ends: list[int] = field(init=False)

    def __post_init__(self) -> None:
        runs: list[list[int]] = []
        for top, bottom in sorted(self.spans):
            if runs and top < runs[-1][1]:              # overlaps the run before: one run
                runs[-1][1] = max(runs[-1][1], bottom)
            else:
                runs.append([top, bottom])
        self.stops = sorted({0, *(r[0] for r in runs)})
        self.ends = [r[1] for r in runs]

    def after(self, y: int) -> int | None:
        """The first stop below `y`."""
        i = bisect_right(self.stops, y)
        return self.stops[i] if i < len(self.stops) else None

    def before(self, y: int) -> int:
        """The last stop above `y` (0 at the top)."""
        i = bisect_left(self.stops, y)
        return self.stops[i - 1] if i > 0 else 0

    def at_or_after(self, y: int) -> int | None:
        i = bisect_left(self.stops, y)
        return self.stops[i] if i < len(self.stops) else None

    def at_or_before(self, y: int) -> int:
        i = bisect_right(self.stops, y)
        return self.stops[i - 1] if i > 0 else 0

    def nearest(self, y: int) -> int:
        below = self.at_or_after(y)
        above = self.at_or_before(y)
        return above if below is None or y - above <= below - y else below

    def shown(self, top: int, bottom: int) -> tuple[int, int]:
        """The part of the view [top, bottom) that holds only whole lines: where a line
        crosses an edge, from the first place under the top edge (or the last above the
        bottom edge) that cuts no line."""
        safe = sorted({*self.stops, *self.ends})
        start, end = top, bottom
        if any(t < top < b for t, b in self.spans):
            start = safe[bisect_left(safe, top)]       # the end of the run crossing it
        if any(t < bottom < b for t, b in self.spans):
            end = safe[bisect_right(safe, bottom) - 1]  # the start of the run crossing it
        return start, max(start, end)


class WholeLines(QScrollArea):
    """A scroll area whose widget is a rich-text QLabel (`setWidget`, widget resizable):
    the view moves by whole lines (see the module's words). Its lines are measured anew
    whenever the scroll bars' range or its size changes."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._cuts: Cuts | None = None
        self._wheel = 0             # the wheel's turn not yet a whole line (a touchpad's)
        bar = self.verticalScrollBar()
        bar.actionTriggered.connect(self._step)
        bar.rangeChanged.connect(lambda *_: self.refresh_lines())
        bar.valueChanged.connect(lambda *_: self._mask())

    def _body(self) -> QLabel | None:
        body = self.widget()
        return body if isinstance(body, QLabel) else None

    def refresh_lines(self) -> None:
        """The lines anew at the body's width, the band below them that lets the last line
        come to the top, the view on a stop, and the mask."""
        body = self._body()
        if body is None or not self.isVisible():       # (its size not yet the one it shows at:
            return                                     # a band then made the dialog taller)
        spans = line_spans(body)
        self._cuts = Cuts(spans) if spans else None    # no lines known: Qt's own steps
        if self._cuts is None:
            body.clearMask()
            return
        bar = self.verticalScrollBar()
        bar.setSingleStep(max(1, body.fontMetrics().lineSpacing()))
        view = self.viewport().height()
        band = body.contentsMargins().bottom()
        words = body.heightForWidth(body.width()) - band
        last = words - view                            # the view's top at the end of the words
        stop = self._cuts.at_or_after(last) if last > 0 else 0
        want = (stop - last) if stop is not None and last > 0 else 0
        if want != band:
            margins = body.contentsMargins()
            margins.setBottom(want)
            body.setContentsMargins(margins)           # (the range changes: called again)
            return
        if bar.value() not in self._cuts.stops:
            bar.setValue(self._cuts.nearest(bar.value()))
        self._mask()

    def _mask(self) -> None:
        body, cuts = self._body(), self._cuts
        if body is None or cuts is None:
            return
        top = self.verticalScrollBar().value()
        bottom = top + self.viewport().height()
        start, end = cuts.shown(top, bottom)
        if (start, end) == (top, bottom):
            body.clearMask()
        else:
            body.setMask(QRegion(QRect(0, start, body.width(), end - start)))

    def _step(self, action: int | QAbstractSlider.SliderAction) -> None:
        """Where the bar's action (a key, a click on its arrows or groove, a drag) takes
        the view: the next or last line, the next or last page of whole lines, the nearest
        line to a drag."""
        cuts = self._cuts
        if cuts is None:
            return
        action = Action(action)                        # (the signal gives a number)
        bar = self.verticalScrollBar()
        now, page = bar.value(), self.viewport().height()
        to: int | None
        if action == Action.SliderSingleStepAdd:
            to = cuts.after(now)
        elif action == Action.SliderSingleStepSub:
            to = cuts.before(now)
        elif action == Action.SliderPageStepAdd:       # the first line not whole at the top
            to = cuts.at_or_before(now + page)
            if to <= now:
                to = cuts.after(now)
        elif action == Action.SliderPageStepSub:       # the top line just under the bottom
            to = cuts.at_or_after(now - page)
            if to is None or to >= now:
                to = cuts.before(now)
        elif action == Action.SliderToMinimum:
            to = 0
        elif action == Action.SliderToMaximum:
            to = cuts.at_or_before(bar.maximum())
        elif action == Action.SliderMove:
            asked = bar.sliderPosition()
            to = cuts.nearest(asked)
            if not bar.isSliderDown() and to == now and asked != now:   # a wheel on the bar
                to = cuts.after(now) if asked > now else cuts.before(now)
        else:
            return
        bar.setSliderPosition(min(bar.maximum(), now if to is None else to))

    def scroll_lines(self, lines: int) -> None:
        """The view `lines` lines down (up where less than 0)."""
        action = Action.SliderSingleStepAdd if lines > 0 else Action.SliderSingleStepSub
        bar = self.verticalScrollBar()
        for _ in range(abs(lines)):
            bar.triggerAction(action)

    def wheelEvent(self, event) -> None:
        """The wheel turns whole lines: as many as the desktop's setting per notch."""
        if self._cuts is None or event.angleDelta().y() == 0:
            super().wheelEvent(event)
            return
        self._wheel += event.angleDelta().y() * QApplication.wheelScrollLines()
        lines = int(self._wheel / 120)
        self._wheel -= lines * 120
        self.scroll_lines(-lines)
        event.accept()

    def keyPressEvent(self, event) -> None:
        """Home and End too (Ctrl+ or not): the top, the end."""
        if event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.verticalScrollBar().triggerAction(
                Action.SliderToMinimum if event.key() == Qt.Key.Key_Home else Action.SliderToMaximum)
            event.accept()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.refresh_lines()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.refresh_lines()
