"""Declarations at the keyboard and on a small screen (issue 13): Enter and Space act on the
focused declaration button, the arrows return to the hand (no trap), a screen reader hears
what is offered, and a long button elides with "…" keeping its points, the whole text in its
tooltip."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from biscambiggia_gui.engine.dealing import deck_from_deal
from biscambiggia_gui.ui.panel import DeclarationButton

from uihelpers import start, wait_turn


def test_enter_declares_and_the_arrows_go_back_to_the_hand(qtbot, window, monkeypatch):
    said = []
    monkeypatch.setattr(window.announcer, "say", lambda text: said.append(text))
    you = ["KH", "QH", "2S", "AC", "3C", "4D", "5D"]
    start(window, "mariagio", deck=deck_from_deal("mariagio", 1, {0: you}, turned="7S"), dealer=1)
    wait_turn(qtbot, window)
    hand = window.ctrl.hand
    marriage = window.panel.buttons["marriage:H"]
    exchange = window.panel.buttons["exchange:2S"]
    assert isinstance(marriage, DeclarationButton)
    assert "marriage" in marriage.accessibleName().lower() and marriage.accessibleDescription()
    assert any("marriage" in s.lower() for s in said)          # what is offered is announced
    window.activateWindow()
    marriage.setFocus()
    QTest.keyClick(marriage, Qt.Key_Down)
    assert exchange.hasFocus()
    QTest.keyClick(exchange, Qt.Key_Down)                       # past the last: the hand
    assert window.view.hasFocus()
    marriage.setFocus()
    QTest.keyClick(marriage, Qt.Key_Left)
    assert window.view.hasFocus()
    marriage.setFocus()
    QTest.keyClick(marriage, Qt.Key_Return)
    qtbot.waitUntil(lambda: hand.points[0] == 20)


def test_a_long_declaration_elides_and_keeps_its_points(qtbot):
    b = DeclarationButton("Terno: Re di coppe, Re di denari, Re di spade  (+5)", "Before you play")
    qtbot.addWidget(b)
    b.resize(180, 34)
    b.show()
    assert b.is_elided() and "\u2026" in b.text() and b.text().endswith("(+5)")
    assert b.toolTip() == b.full_text and b.accessibleName() == b.full_text
    b.resize(600, 34)
    assert not b.is_elided() and b.text() == b.full_text
