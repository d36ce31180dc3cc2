"""The lessons at 1280x720 and 1366x768, as a reviewer saw them: the card a step asks you to
call shows whole in the panel (no scrolling)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.engine.lessons import Do
from test_lesson_window import click, decision_button, open_window, wait_ready
from uihelpers import settle


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
