"""The side panel keeps the player's place through a resize: the match log stays on the line
the player scrolled back to (or at its end, following the newest line, if left there), and
where the window is so short that the panel scrolls as a whole, the panel stays where the
player scrolled it. Before, every resize brought the decisions (or the button that carries
on) back into view, and the log, re-wrapped at a new width, showed other lines: the player
lost their place. Only a NEW question (a decision, the way on) brings itself into view."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractSlider, QListWidget

from uihelpers import answer_before_cards, finish_hand, settle, start, wait_turn


def resize(window, w: int, h: int) -> None:
    window.setMinimumSize(0, 0)
    window.resize(w, h)
    settle()
    settle()
    assert (window.width(), window.height()) == (w, h)


def top_row(log) -> int:
    """The line at the top of the log's view (the one the player reads from)."""
    return log.indexAt(QPoint(2, 0)).row()


def at_end(bar) -> bool:
    return bar.value() == bar.maximum()


def in_view(frame, widget) -> bool:
    at = QRect(widget.mapTo(frame.viewport(), QPoint(0, 0)), widget.size())
    return frame.viewport().rect().adjusted(-1, -1, 1, 1).contains(at)


def fill_log(qtbot, window) -> None:
    """A whole hand of Biscambiggia chiamata played (its auction, call and forty cards: a
    long log of long lines), the next hand's first question up."""
    start(window, "biscambiggia-chiamata", seed=5)
    answer_before_cards(qtbot, window)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.panel.go_on.isVisible())
    settle()
    assert window.panel.log.count() > 15


def test_the_log_keeps_the_line_scrolled_back_to_through_resizes(qtbot, window):
    """Scrolled back to a line, the log shows it at its top at every size (the panel gets
    narrower below 800 px of window, so the lines wrap anew); left at its end, it stays at
    the end; a new line moves a log scrolled back not at all, and a log at its end to it."""
    fill_log(qtbot, window)
    log = window.panel.log
    resize(window, 1180, 760)
    row = log.count() // 3
    log.scrollToItem(log.item(row), QListWidget.ScrollHint.PositionAtTop)
    settle()
    assert top_row(log) == row
    widths = set()
    for size in [(760, 600), (1280, 720), (700, 560), (960, 600), (1180, 760)]:
        resize(window, *size)
        widths.add(log.width())
        assert top_row(log) == row, (size, top_row(log), row)
        assert -2 <= log.visualItemRect(log.item(row)).top() <= 0, size
    assert len(widths) > 2                       # the lines wrapped anew
    count = log.count()
    window.panel.add_log("Another line, while the player reads an earlier one")
    settle()
    assert log.count() == count + 1 and top_row(log) == row
    log.scrollToBottom()
    settle()
    bar = log.verticalScrollBar()
    for size in [(760, 600), (1280, 720), (700, 560)]:
        resize(window, *size)
        assert at_end(bar), size
    window.panel.add_log("The newest line, followed " * 6)
    settle()
    last = log.visualItemRect(log.item(log.count() - 1))
    assert at_end(bar) and log.viewport().rect().contains(last)


def test_a_short_window_keeps_the_log_and_the_panel_s_end(qtbot, window):
    """At 683x384 (1366x768 at 200%) the panel scrolls as a whole. The hand is over; at the
    panel's end, the log scrolled back to a line: resizes keep the end, the line, and the
    button that carries on in view."""
    fill_log(qtbot, window)
    frame, panel = window.panel_frame, window.panel
    resize(window, 683, 384)
    bar = frame.verticalScrollBar()
    assert bar.maximum() > 0                     # the panel scrolls as a whole here
    bar.triggerAction(QAbstractSlider.SliderAction.SliderToMaximum)   # the player: down to the log
    settle()
    log = panel.log
    row = log.count() // 2
    log.scrollToItem(log.item(row), QListWidget.ScrollHint.PositionAtTop)
    settle()
    for size in SHORT:
        resize(window, *size)
        assert at_end(bar), (size, bar.value(), bar.maximum())
        assert in_view(frame, log) and top_row(log) == row, size
        assert in_view(frame, panel.go_on), size


def test_a_short_window_keeps_the_panel_where_the_player_scrolled_it(qtbot, window):
    """At 683x384 the auction (a new question) comes into view; the player scrolls the
    panel up to its title and standing, the auction half out of view: resizes keep the
    panel there (it used to jump back to the auction at every resize). The player bids
    all the points, which wins the auction: the next question, the call, comes into view,
    and stays there."""
    frame, panel = window.panel_frame, window.panel
    start(window, "biscambiggia-chiamata", seed=5, dealer=4)      # the player speaks first
    resize(window, 683, 384)
    qtbot.waitUntil(lambda: panel.decide.isVisible() and in_view(frame, panel.decide))
    bar = frame.verticalScrollBar()
    bar.triggerAction(QAbstractSlider.SliderAction.SliderToMinimum)   # up to the title, the standing
    settle()
    assert not in_view(frame, panel.decide) and in_view(frame, panel.title)
    for size in SHORT:
        resize(window, *size)
        assert bar.value() == 0 and in_view(frame, panel.title), size
        assert not in_view(frame, panel.decide), size
    hand = window.ctrl.hand
    before = len(hand.actions)
    highest = max((a for a in hand.legal_actions() if a.startswith("bid:")),
                  key=lambda a: int(a.split(":")[1]))
    window.ctrl.request_action(highest)
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    wait_turn(qtbot, window)
    assert panel.decide.isVisible() and panel.groups[0][0] == "call", hand.actions
    qtbot.waitUntil(lambda: in_view(frame, panel.decide))
    for size in SHORT:                           # and, in view, it stays in view
        resize(window, *size)
        assert in_view(frame, panel.decide), size


SHORT = [(700, 400), (683, 384), (660, 380), (683, 384)]


def test_a_button_lit_by_the_hint_or_the_focus_keeps_its_size_and_its_words(qtbot, window):
    """The hint lights its move's button with a thicker border, the keyboard's focus with
    another: the border took room from the words, and the button, laid out at its plain
    size, cut them ("Passc" for "Passo" at 1280x720). Lit, focused or plain, a panel
    button wants the same size: each state's padding gives back what its border takes."""
    from PySide6.QtWidgets import QPushButton
    button = QPushButton("Passo", window.panel)
    button.show()
    plain = button.sizeHint()

    def lit(on: bool):
        button.setProperty("hinted", on)
        button.style().unpolish(button)
        button.style().polish(button)
        return button.sizeHint()
    assert lit(True) == plain
    lit(False)
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    button.style().unpolish(button)
    button.style().polish(button)
    assert button.sizeHint() == plain
    assert lit(True) == plain


def test_the_panel_keeps_its_form_through_a_hand_when_hints_come_and_go(qtbot, window):
    """Briscola chiamata at 1280x720 (the window 1162x625 on that screen): each hint made
    the panel compact (the hint's line did not fit beside the full standing of five), and
    the move after it, the hint gone, full again, so the title, the standing and the Hint
    button itself jumped up and back at every turn. Once compact in a hand, at a size, the
    panel stays compact until the hand ends or the size changes: the Hint button moves
    only where the words above it change (the partner's secret line gone once revealed)."""
    from uihelpers import double_click_card
    resize(window, 1162, 625)
    start(window, "briscola-chiamata", seed=7)
    answer_before_cards(qtbot, window)
    panel, places = window.panel, []

    def place():
        places.append((panel.rule.text(), panel.hint_button.mapTo(window, QPoint(0, 0)).y()))
    for _ in range(5):
        wait_turn(qtbot, window)
        hand = window.ctrl.hand
        if hand.is_over() or window.ctrl.awaiting is None:
            break
        settle()
        place()
        with qtbot.waitSignal(window.ctrl.hintReady, timeout=120000) as got:
            panel.hint_button.click()
        settle()
        place()
        before = len(hand.actions)
        double_click_card(qtbot, window, got.args[0])
        qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert len(places) >= 6
    ys: dict[str, set[int]] = {}
    for rule, y in places[1:]:                    # from the first hint on
        ys.setdefault(rule, set()).add(y)
    assert all(len(y) == 1 for y in ys.values()), places
