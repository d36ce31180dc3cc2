"""A drag that something else cuts into (found playing under a real X server): a dialog
opened with the keyboard while a card is held (Ctrl+N, Ctrl+O, F1...), the window resized
while a card is held, a card re-laid out by the keys while the mouse holds it. The card
held never stays floating over the table, never follows the pointer from the wrong place,
and is never played by a later click somewhere else on the table. Real mouse events on
the view's viewport, the real window and a real dialog."""
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from biscambiggia_gui.engine.actions import kind_of

from uihelpers import grip, start, view_point, wait_settled, wait_turn


def my_cards(win):
    return [a for a in win.ctrl.hand.legal_actions() if kind_of(a) == "play"]


def played_by(win, seat):
    return [a for s, a in win.ctrl.hand.actions if s == seat]


def lift(win, code, towards: QPointF, steps=4):
    """Press on the card and carry it part of the way to `towards`; returns the point
    (viewport coordinates) where the pointer is now."""
    vp = win.view.viewport()
    start_pt = grip(win, code)
    end_pt = view_point(win, towards)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start_pt)
    p = start_pt
    for i in range(1, steps + 1):
        p = start_pt + (end_pt - start_pt) * (i / (steps * 2))
        QTest.mouseMove(vp, p)
    return p


def test_a_dialog_opened_while_a_card_is_held_puts_it_back_and_a_later_click_plays_nothing(
        qtbot, window):
    start(window, "briscola-2")
    wait_turn(qtbot, window)
    card = my_cards(window)[0]
    item = window.scene.cards[card]
    centre = QPointF(*window.scene.geometry.centre)
    lift(window, card, centre)
    assert item.dragging and item.pos() != item.home[0]
    dialog = QDialog(window)               # as Ctrl+N's new-match dialog does, mid-drag
    dialog.setModal(True)
    dialog.open()
    qtbot.waitUntil(dialog.isActiveWindow)
    wait_settled(qtbot, window)
    assert not item.dragging and item.pos() == item.home[0]      # not floating
    dialog.reject()
    qtbot.waitUntil(window.isActiveWindow)
    # a click on an empty part of the table, after the dialog: nothing is played
    empty = view_point(window, QPointF(window.scene.sceneRect().width() * 0.85, centre.y()))
    vp = window.view.viewport()
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, empty)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, empty)
    wait_settled(qtbot, window)
    assert played_by(window, 0) == []
    assert window.scene.pile_of(card) is window.scene.hands[0] and item.pos() == item.home[0]
    assert window.scene.mouseGrabberItem() is None


def test_a_resize_while_a_card_is_held_keeps_it_under_the_pointer_and_on_top(qtbot, window):
    start(window, "briscola-2")
    wait_turn(qtbot, window)
    card = window.scene.hands[0].cards[0]      # the lowest of the fan: the others lie over it
    assert card in my_cards(window)
    item = window.scene.cards[card]
    p = lift(window, card, QPointF(*window.scene.geometry.centre))
    grab = item.pos() - window.view.mapToScene(p)       # where the card hangs from the pointer
    window.resize(1000, 660)
    qtbot.waitUntil(lambda: window.view.viewport().width() < 800)
    wait_settled(qtbot, window)
    vp = window.view.viewport()
    p2 = p + QPoint(5, -5)
    QTest.mouseMove(vp, p2)
    assert item.dragging
    assert item.pos() == window.view.mapToScene(p2) + grab        # still where the hand holds it
    others = [window.scene.cards[c] for c in window.scene.hands[0].cards if c != card]
    assert all(item.zValue() > o.zValue() for o in others)        # above its neighbours
    home = item.home[0]                                           # the new layout's place
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, view_point(window, home))
    wait_settled(qtbot, window)
    assert played_by(window, 0) == [] and item.pos() == item.home[0]


def test_the_arrow_keys_while_a_card_is_held_leave_it_in_the_hand_that_holds_it(qtbot, window):
    """An arrow key re-lays the hand out (the card it chooses rises) with a short move: the
    card the mouse holds is not pulled home under the pointer, and let go over the table
    it is played."""
    start(window, "briscola-2")
    wait_turn(qtbot, window)
    window.set_speed("normal")
    card = my_cards(window)[0]
    item = window.scene.cards[card]
    centre = QPointF(*window.scene.geometry.centre)
    lift(window, card, centre)
    held = item.pos()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key_Right)
    wait_settled(qtbot, window)                       # the hand's short move is over
    assert item.pos() == held and item.dragging
    vp = window.view.viewport()
    QTest.mouseMove(vp, view_point(window, centre))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, view_point(window, centre))
    qtbot.waitUntil(lambda: played_by(window, 0) == [card])
