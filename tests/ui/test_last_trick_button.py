"""The last trick can be looked at only once a trick has been taken: before the first one
the panel's button and the Table menu's item are disabled (the tooltip says why), in every
game, again after an undo back to before the first trick, and in a lesson's window; a new
hand's start offers the hand before's last trick (it shows until the next one is taken)."""
from __future__ import annotations

import pytest

from biscambiggia_gui.engine.actions import kind_of

from uihelpers import answer_before_cards, play_first_legal, start, wait_turn


def offered(panel, menus=None) -> bool:
    button = panel.last_trick
    if menus is not None:
        assert menus.last.isEnabled() == button.isEnabled()
    said = button.toolTip()
    assert said == ("See the cards of the last trick again (L)" if button.isEnabled()
                    else "No trick has been taken yet")
    return button.isEnabled()


def to_first_trick(qtbot, window) -> None:
    """The person plays until the first trick is taken."""
    for _ in range(20):
        wait_turn(qtbot, window)
        if window.ctrl.last_trick() is not None:
            return
        if window.ctrl.awaiting is not None:
            hand = window.ctrl.hand
            if any(kind_of(a) == "play" for a in hand.legal_actions()):
                play_first_legal(qtbot, window)
            else:
                window.ctrl.request_action(hand.legal_actions()[0])
        qtbot.waitUntil(lambda: window.ctrl.steps.idle())
    raise AssertionError("no trick taken")


@pytest.mark.parametrize("variant", ["biscambiggia-2", "briscola-4", "mariagio",
                                     "tarocchi-pizzico", "briscola-chiamata"])
def test_the_last_trick_is_offered_once_a_trick_is_taken(qtbot, window, variant):
    start(window, variant, seed=3)
    answer_before_cards(qtbot, window)
    assert window.ctrl.last_trick() is None
    assert not offered(window.panel, window.menus)
    to_first_trick(qtbot, window)
    wait_turn(qtbot, window)
    assert offered(window.panel, window.menus)


def test_an_undo_before_the_first_trick_takes_the_offer_back(qtbot, window):
    start(window, "briscola-2", seed=3, dealer=1)          # the person leads
    wait_turn(qtbot, window)
    to_first_trick(qtbot, window)
    wait_turn(qtbot, window)
    assert offered(window.panel, window.menus)
    assert window.keeper.can_undo()
    window.undo()
    wait_turn(qtbot, window)
    assert window.ctrl.last_trick() is None
    assert not offered(window.panel, window.menus)


def test_a_lesson_offers_its_last_trick_once_a_trick_is_taken(qtbot):
    from test_lesson_window import click, open_window, wait_ready
    from uihelpers import drag_card
    lw = open_window(qtbot, "tarocchi")
    c = lw.ctrl
    wait_ready(qtbot, lw)
    assert c.last_trick() is None and not offered(lw.panel)
    for _ in range(20):                  # Next, or the move the lesson asks for
        wait_ready(qtbot, lw)
        if c.last_trick() is not None:
            break
        assert not offered(lw.panel)
        if c.waiting_for_next():
            click(qtbot, lw.next_button)
        elif kind_of(c.item().action) == "play":
            drag_card(qtbot, lw, c.item().action)
        else:
            c.request_action(c.item().action)
    wait_ready(qtbot, lw)
    assert c.last_trick() is not None and offered(lw.panel)
    lw.close()


def test_a_new_hand_offers_the_hand_befores_last_trick(qtbot, window):
    """Before a new hand's first trick the last trick is the hand before's (docs/table.md:
    it shows until the next one is taken), so the button stays offered and shows it, never
    "No trick has been played yet"."""
    from PySide6.QtWidgets import QLabel
    from uihelpers import finish_hand
    start(window, "briscola-2", seed=3)
    finish_hand(qtbot, window)
    last = window.ctrl.last_trick()
    assert last is not None
    qtbot.waitUntil(lambda: window.panel.go_on.isVisible())
    window.carry_on()
    wait_turn(qtbot, window)
    assert len(window.ctrl.match.hands) == 2 and window.ctrl.last_trick() == last
    assert offered(window.panel, window.menus)
    window.panel.last_trick.click()
    qtbot.waitUntil(lambda: window.last_trick_dialog is not None
                    and window.last_trick_dialog.isVisible())
    words = [label.text() for label in window.last_trick_dialog.findChildren(QLabel)]
    assert "No trick has been played yet." not in words
    assert sum(1 for label in window.last_trick_dialog.findChildren(QLabel) if label.toolTip()) == 2
    window.last_trick_dialog.reject()
