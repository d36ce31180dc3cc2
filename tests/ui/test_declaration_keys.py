"""Declarations at the keyboard and on a small screen (issue 13): Enter and Space act on the
focused declaration button, the arrows return to the hand (no trap), a screen reader hears
what is offered, and a long button wraps onto more lines: its whole text always shows (at
1280x720, in Italian and English, no two buttons read alike)."""
import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.dealing import deck_from_deal
from biscambiggia_gui.ui.panel_widgets import DeclarationButton
from biscambiggia_gui.ui.text import action_label

from uihelpers import settle, start, wait_turn


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


def test_a_long_declaration_wraps_and_shows_its_whole_text(qtbot):
    text = "Terno: Re di coppe, Re di denari, Re di spade (+5)"
    b = DeclarationButton(text, "Before you play")
    qtbot.addWidget(b)
    one_line = b.heightForWidth(600)
    assert b.heightForWidth(180) > one_line                # narrow: more lines, not fewer words
    b.resize(180, b.heightForWidth(180))
    b.show()
    assert b.text() == text and shows_whole_text(b)
    assert b.toolTip() == text and b.accessibleName() == text


def shows_whole_text(b: DeclarationButton) -> bool:
    """The words the button draws are all of its text, and they lie inside their rect."""
    room = b.text_rect()
    drawn = b.fontMetrics().boundingRect(room, b.text_flags(), b.text())
    return "\u2026" not in b.text() and room.contains(drawn) and b.height() >= b.heightForWidth(b.width())


TAROCCHI_BUONE = ("tarocchi-pizzico", ["M", "T1", "T20", "T21", "T19", "T18", "T17", "T16", "T15",
                                       "T14", "T13", "KH", "KD", "KC", "KS"])
MARIAGIO_MARRIAGES = ("mariagio", ["KH", "QH", "KS", "QS", "AC", "7C", "2D"])


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("variant, you", [TAROCCHI_BUONE, MARIAGIO_MARRIAGES])
def test_at_1280x720_every_decision_shows_all_its_words(qtbot, qapp, window, language, variant, you):
    """The positions of bench/screens.py where long declarations were elided alike
    ("Terno: Re di coppe, Re di den… (+5)" twice): each button now shows its whole text,
    within the panel, and no two read the same; and a scroll bar shows only while they do
    not fit (one left over would narrow them for nothing)."""
    i18n.install(qapp, language)
    window.retranslate()
    window.resize(1280, 720)
    start(window, variant, deck=deck_from_deal(variant, 1, {0: you}), dealer=1)
    wait_turn(qtbot, window)
    window.setMinimumSize(0, 0)                            # short of room a while: they
    window.resize(1280, 480)                               # scroll; then room again
    settle()
    window.resize(1280, 720)
    settle()
    hand, deck = window.ctrl.hand, window.ctrl.seated.deck
    buttons = {a: b for a, b in window.panel.buttons.items() if isinstance(b, DeclarationButton)}
    assert len(buttons) >= 2
    scroll = window.panel.choices_scroll
    if variant == "mariagio":                              # two marriages: room for both,
        assert not scroll.verticalScrollBar().isVisible()  # no scroll bar narrowing them
    for action, b in buttons.items():
        assert b.full_text == action_label(action, deck, hand.declaration_points(action))
        assert shows_whole_text(b), (b.text(), b.size())
        assert b.width() <= scroll.viewport().width()      # within the panel's width
        scroll.ensureWidgetVisible(b, 0, 0)                # reachable: scrolled into view
        settle()
        seen = QRect(b.mapTo(scroll.viewport(), QPoint(0, 0)), b.size())
        assert scroll.viewport().rect().contains(seen), action
    shown = [b.full_text for b in buttons.values()]
    assert len(set(shown)) == len(shown), shown


def test_the_hinted_decision_is_scrolled_into_view_on_a_small_screen(qtbot, qapp, window):
    """At 1024x600 Tarocchi's buone do not all fit: the hint's decision (here the last one
    offered) is scrolled into view with its highlight, not left below the fold."""
    variant, you = TAROCCHI_BUONE
    window.setMinimumSize(0, 0)
    window.resize(1024, 600)
    start(window, variant, deck=deck_from_deal(variant, 1, {0: you}), dealer=1)
    wait_turn(qtbot, window)
    settle()
    scroll = window.panel.choices_scroll
    buttons = [b for b in window.panel.buttons.values() if isinstance(b, DeclarationButton)]
    assert scroll.verticalScrollBar().isVisible()          # they do not all fit
    last = buttons[-1]
    action = next(a for a, b in window.panel.buttons.items() if b is last)
    scroll.verticalScrollBar().setValue(0)
    window._hint_ready(action, "hint")
    settle()
    seen = QRect(last.mapTo(scroll.viewport(), QPoint(0, 0)), last.size())
    assert scroll.viewport().rect().contains(seen)
    assert last.property("hinted") is True
