"""The lessons at 1280x720 and 1366x768, as a reviewer saw them: the card a step asks you to
call shows whole in the panel (no scrolling), the red note that says why a move was refused
wraps within the table and goes once the right move is made, and the list of lessons wraps
its entries (each title in bold) with no horizontal scroll bar."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.engine.lessons import Do
from test_lesson_window import click, decision_button, open_window, wait_ready, wrong_card
from uihelpers import drag_card, settle


def sized(qtbot, lesson_id, w, h):
    lw = open_window(qtbot, lesson_id)
    lw.resize(w, h)
    settle()
    return lw


def to_step(qtbot, lw, kind):
    """Carry the lesson (Next, and the decisions asked for) to its first step that asks
    for an action of `kind`; returns that step."""
    c = lw.ctrl
    for _ in range(40):
        wait_ready(qtbot, lw)
        item = c.item()
        if isinstance(item, Do) and kind_of(item.action) == kind:
            return item
        if c.waiting_for_next():
            click(qtbot, lw.next_button)
            continue
        before = len(c.hand.actions)
        click(qtbot, decision_button(lw, item.action))
        qtbot.waitUntil(lambda: len(c.hand.actions) > before)
    raise AssertionError(f"no step asks for a {kind}")


@pytest.mark.parametrize("w,h", [(1280, 720), (1366, 768)])
def test_the_card_to_call_shows_without_scrolling(qtbot, w, h):
    lw = sized(qtbot, "chiamata", w, h)
    item = to_step(qtbot, lw, "call")
    settle()
    assert lw.width() == w and lw.height() == h
    button = decision_button(lw, item.action)
    viewport = lw.panel.choices_scroll.viewport()
    shown = QRect(button.mapTo(viewport, QPoint(0, 0)), button.size())
    assert viewport.rect().contains(shown), (shown, viewport.rect())
    assert lw.panel.choices_scroll.verticalScrollBar().value() == 0
    assert lw.panel.decide.geometry().bottom() <= lw.panel.lower_part.height()
    click(qtbot, button)
    qtbot.waitUntil(lambda: lw.ctrl.hand.actions[-1][1] == item.action)
    lw.close()


def visible_table(lw):
    return lw.view.mapToScene(lw.view.viewport().rect()).boundingRect()


def test_a_long_reason_wraps_inside_the_table_and_goes_with_the_right_move(qtbot, qapp):
    """Mariagio's exchange step, in Italian: a card played instead is explained in a note of
    several lines inside the table; the exchange made, the note is gone at once."""
    from biscambiggia_gui import i18n
    i18n.install(qapp, "it")
    lw = sized(qtbot, "mariagio", 1280, 720)
    item = to_step(qtbot, lw, "exchange")
    toast = lw.scene.toast
    drag_card(qtbot, lw, wrong_card(lw, item))
    qtbot.waitUntil(toast.isVisible)
    wait_ready(qtbot, lw)
    assert toast.boundingRect().height() > toast.line_height() * 1.5    # wrapped
    assert visible_table(lw).contains(toast.sceneBoundingRect()), toast.sceneBoundingRect()
    before = len(lw.ctrl.hand.actions)
    click(qtbot, decision_button(lw, item.action))
    qtbot.waitUntil(lambda: len(lw.ctrl.hand.actions) > before)
    assert not toast.isVisible()
    lw.close()


def test_the_note_goes_when_the_right_card_is_played(qtbot):
    """A card the lesson did not ask for gets its note; the card asked for, chosen with the
    arrows and played with Enter (no press on a card, which would hide the note too),
    takes the note away at once, not seconds into the next step."""
    lw = sized(qtbot, "trump", 1280, 720)
    c = lw.ctrl
    item = to_step(qtbot, lw, "play")
    toast = lw.scene.toast
    drag_card(qtbot, lw, wrong_card(lw, item))
    qtbot.waitUntil(toast.isVisible)
    wait_ready(qtbot, lw)
    assert visible_table(lw).contains(toast.sceneBoundingRect())
    for _ in range(len(lw.scene.hands[0].cards) + 1):
        if lw.scene.selected == item.action:
            break
        QTest.keyClick(lw.view, Qt.Key_Right)
    assert toast.isVisible()
    QTest.keyClick(lw.view, Qt.Key_Return)
    qtbot.waitUntil(lambda: (lw.lesson.seat, item.action) in c.hand.actions)
    assert not toast.isVisible()
    lw.close()


def test_every_reason_stays_inside_a_small_table(qtbot):
    """However long, a reason wraps within the table's width and stays on it."""
    lw = sized(qtbot, "trump", 1280, 720)
    wait_ready(qtbot, lw)
    lw.resize(800, 600)
    settle()
    lw.scene.show_reason("A reason that goes on and on " * 12)
    assert visible_table(lw).contains(lw.scene.toast.sceneBoundingRect())
    lw.close()


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_lessons_list_wraps_its_entries(qtbot, qapp, language):
    from biscambiggia_gui import i18n
    from biscambiggia_gui.ui.lesson_window import LessonsDialog
    from biscambiggia_gui.ui.titled_list import TitledItems, fonts, parts, wrapped_height
    i18n.install(qapp, language)
    dialog = LessonsDialog(welcome=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1280 and dialog.height() <= 720
    view = dialog.list
    assert isinstance(view.itemDelegate(), TitledItems)
    bold, plain = fonts(view.font())
    assert bold.bold() and not plain.bold()              # the title stands out
    for width in (dialog.width(), 420):                  # narrower: the entries wrap again
        dialog.resize(width, dialog.height())
        settle()
        assert not view.horizontalScrollBar().isVisible()
        room = view.viewport().width()
        for row in range(view.count()):
            entry = view.item(row)
            rect = view.visualItemRect(entry)
            assert rect.left() >= 0 and rect.right() < room, (rect, room)
            title, about = parts(entry.text())
            assert title and about
            need = wrapped_height(bold, title, rect.width() - 12) + wrapped_height(plain, about, rect.width() - 12)
            assert need <= rect.height() - 12, (entry.text(), need, rect)
