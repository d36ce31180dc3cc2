"""A call put off to the next turn of the event loop (QTimer.singleShot) names the widget it
belongs to, so that Qt drops it when that widget is gone: the match log scrolled itself
after a resize through a bare bound method, and a lesson window closed right after a
resize raised "Internal C++ object (MatchLog) already deleted"."""
from __future__ import annotations

import ast
from pathlib import Path

import shiboken6

from biscambiggia_gui.ui.panel_widgets import MatchLog

UI = Path(__file__).resolve().parents[2] / "biscambiggia_gui" / "ui"


def test_the_log_deleted_right_after_a_resize_leaves_no_call_behind(qtbot):
    log = MatchLog()
    for i in range(40):
        log.addItem(f"line {i}")
    log.resize(200, 300)
    log.show()
    qtbot.waitExposed(log)
    log.scrollToBottom()
    log.resize(200, 120)            # at the bottom: it scrolls there again, on the next turn
    shiboken6.delete(log)           # gone before the next turn of the event loop
    qtbot.wait(50)                  # pytest-qt fails the test on an exception in a callback


def test_every_deferred_call_in_the_interface_names_its_widget():
    """QTimer.singleShot(msec, context, callable) everywhere in ui/: never the two-argument
    form, which outlives the widget its callable belongs to."""
    bare = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == "singleShot" and len(node.args) < 3:
                bare.append(f"{path.name}:{node.lineno}")
    assert not bare, bare
