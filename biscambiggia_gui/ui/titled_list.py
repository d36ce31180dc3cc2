"""A list whose entries are a title over a description ("title\\ndescription"): the title in
bold, both wrapped to the list's width, so nothing hides behind a horizontal scroll bar. The
entry's text stays whole (screen readers read it as it is)."""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import (QApplication, QListView, QListWidget, QStyle, QStyledItemDelegate,
                               QStyleOptionViewItem)

PAD = 6                    # around an entry's words
WRAP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


def parts(text: str) -> tuple[str, str]:
    """(title, description) of an entry's text."""
    title, _, about = text.partition("\n")
    return title, about


def fonts(font: QFont) -> tuple[QFont, QFont]:
    """(the title's font, the description's font), from the list's font."""
    bold = QFont(font)
    bold.setBold(True)
    return bold, QFont(font)


def wrapped_height(font: QFont, text: str, width: int) -> int:
    """The height of `text` in `font` wrapped within `width` (0 for no text)."""
    if not text:
        return 0
    return QFontMetrics(font).boundingRect(QRect(0, 0, width, 100000), WRAP, text).height()


class TitledItems(QStyledItemDelegate):
    """Paints an entry as its title in bold over its description, wrapped to the room the
    list's viewport has."""

    def room(self, option: QStyleOptionViewItem) -> int:
        """The width the words wrap within."""
        view = option.widget
        width = view.viewport().width() if isinstance(view, QListView) else option.rect.width()
        return max(40, width - 2 * PAD)

    def sizeHint(self, option, index) -> QSize:
        title, about = parts(index.data() or "")
        bold, plain = fonts(option.font)
        room = self.room(option)
        return QSize(room + 2 * PAD, wrapped_height(bold, title, room)
                     + wrapped_height(plain, about, room) + 2 * PAD)

    def paint(self, painter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        title, about = parts(index.data() or "")    # (opt.text has its line breaks changed)
        opt.text = ""                            # the background, selection and focus only
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        bold, plain = fonts(opt.font)
        rect = opt.rect.adjusted(PAD, PAD, -PAD, -PAD)
        painter.save()
        painter.setPen(opt.palette.color(role))
        painter.setFont(bold)
        painter.drawText(rect, WRAP, title)
        rect.setTop(rect.top() + wrapped_height(bold, title, rect.width()))
        painter.setFont(plain)
        painter.drawText(rect, WRAP, about)
        painter.restore()


def titled_list() -> QListWidget:
    """A list for "title\\ndescription" entries: wrapped to its width, no horizontal scroll."""
    view = QListWidget()
    view.setItemDelegate(TitledItems(view))
    view.setWordWrap(True)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setResizeMode(QListView.ResizeMode.Adjust)      # the entries wrap again on a resize
    view.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
    return view
