"""What a person would call clipped: a visible widget outside its window (or outside the
part of its parent that shows it), a label whose text does not fit its width (no
elision), a button whose words are cut (on one line, or wrapped by the button itself).
Scrolled contents are exempt where a scroll area shows them by scrolling: a widget cut at the
side of one that never scrolls sideways is not."""
from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (QAbstractScrollArea, QLabel, QPushButton,
                               QWidget)

SLACK = 2


def _scrolled(w: QWidget) -> bool:
    """Whether `w` lies in a scroll area that scrolls now (one whose contents fit is checked
    like any other part of the window: the side panel's frame scrolls only on short screens)."""
    p = w.parentWidget()
    while p is not None:
        if isinstance(p, QAbstractScrollArea):
            bars = (p.verticalScrollBar(), p.horizontalScrollBar())
            if any(bar.maximum() > bar.minimum() for bar in bars) or p.objectName() != "panelFrame":
                return True
        p = p.parentWidget()
    return False


def _sideways_cut(w: QWidget) -> str:
    """Where `w` lies in a scroll area that cannot scroll sideways (most never do: the
    dialogs' bodies, the side panel), the part of it cut at the left or right of what that
    area shows, else "": scrolling down never brings it into view."""
    p = w.parentWidget()
    while p is not None:
        if isinstance(p, QAbstractScrollArea):
            bar = p.horizontalScrollBar()
            if bar.maximum() > bar.minimum():
                return ""                                   # it scrolls sideways: reachable
            port = p.viewport()
            if not port.isAncestorOf(w):                    # its bars, its corner
                return ""
            at = QRect(w.mapTo(port, w.rect().topLeft()), w.size())
            if at.left() < -SLACK or at.right() > port.width() + SLACK:
                return f"{at.getRect()} cut sideways by a scroll area {port.width()} px wide"
        p = p.parentWidget()
    return ""


def problems(top: QWidget) -> list[str]:
    found = []
    frame = top.rect().adjusted(-SLACK, -SLACK, SLACK, SLACK)
    for w in top.findChildren(QWidget):
        if not w.isVisible() or w.isWindow() or w.width() <= 0:
            continue
        name = f"{type(w).__name__}({w.objectName() or getattr(w, 'text', lambda: '')()!r})"
        if not _scrolled(w):
            at = QRect(w.mapTo(top, w.rect().topLeft()), w.size())
            if not frame.contains(at):
                found.append(f"{name} at {at.getRect()} outside {top.rect().getRect()}")
        elif _sideways_cut(w):
            found.append(f"{name} at {_sideways_cut(w)}")
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            room = w.contentsRect().width() - 2 * w.margin() - w.indent() if w.indent() > 0 else \
                w.contentsRect().width() - 2 * w.margin()
            if w.wordWrap() or w.textFormat() == Qt.RichText or ("<" in w.text() and ">" in w.text()):
                if w.hasHeightForWidth() and w.heightForWidth(w.width()) > w.height() + SLACK \
                        and not _scrolled(w):
                    found.append(f"{name}: wrapped text needs {w.heightForWidth(w.width())} px, "
                                 f"has {w.height()}")
            else:
                text = w.text()
                if w.buddy() is not None:                       # "&Game" shows as "Game"
                    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
                need = max(w.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))
                if need > room + SLACK:
                    found.append(f"{name}: text needs {need} px, has {room}")
        if isinstance(w, QPushButton) and w.text() and hasattr(w, "full_text") \
                and w.hasHeightForWidth() and w.heightForWidth(w.width()) > w.height() + SLACK \
                and not _scrolled(w):                    # its own wrapping: every line shows
            found.append(f"{name}: wrapped button words need {w.heightForWidth(w.width())} px "
                         f"high, has {w.height()}")
        if isinstance(w, QPushButton) and w.text() and not hasattr(w, "full_text"):
            text = w.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            need = w.fontMetrics().horizontalAdvance(text) + (w.iconSize().width() if not w.icon().isNull() else 0)
            if need > w.width() - 4:
                found.append(f"{name}: button words need {need} px, has {w.width()}")
    return found
