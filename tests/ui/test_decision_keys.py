"""The decisions in the panel by keyboard, and in the language of the moment: Enter in a
list (of bids, of cards) takes the entry shown, Enter on a card's picture gives or calls
it, the hint chooses its entry in a list, the list has the keys only when the decision must
be made now, and a change of language mid-decision renames every control. Real window, real
engine, real computer players."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton, QToolButton

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.actions import kind_of

from test_chiamata_table import auction, my_turn_to_bid, win_the_auction
from uihelpers import start


def test_enter_in_the_list_of_bids_makes_the_bid_shown(qtbot, window):
    start(window, "briscola-chiamata", seed=4, level="easy")
    assert my_turn_to_bid(qtbot, window)
    hand = window.ctrl.hand
    box, _, _ = auction(window)
    assert box.hasFocus()                                  # the bid must be made now
    QTest.keyClick(box, Qt.Key_Down)
    chosen = box.currentData()
    before = len(hand.actions)
    QTest.keyClick(box, Qt.Key_Return)
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert hand.actions[before] == (0, chosen)


def test_the_hint_chooses_its_bid_in_the_list(qtbot, window):
    start(window, "briscola-chiamata", seed=4, level="easy")
    assert my_turn_to_bid(qtbot, window)
    named = []
    window.ctrl.hintReady.connect(lambda action, _text: named.append(action))
    box, bid, passing = auction(window)
    box.setCurrentIndex(box.count() - 1)                   # somewhere else first
    window.hint()
    qtbot.waitUntil(lambda: bool(named), timeout=60000)
    action = named[0]
    assert kind_of(action) in ("bid", "pass")
    if kind_of(action) == "bid":                           # the list shows it: Enter takes it
        assert box.currentData() == action and box.hasFocus()
        hand = window.ctrl.hand
        before = len(hand.actions)
        QTest.keyClick(box, Qt.Key_Return)
        qtbot.waitUntil(lambda: len(hand.actions) > before)
        assert hand.actions[before] == (0, action)
    else:
        assert passing.hasFocus()


def test_enter_on_a_card_picture_calls_it(qtbot, window):
    """Briscola chiamata: the winner names a rank's card of a suit: few cards, pictures."""
    start(window, "briscola-chiamata", seed=9, level="easy")
    calls = win_the_auction(qtbot, window)
    hand = window.ctrl.hand
    assert calls and len(calls) <= 12 and window.ctrl.awaiting == 0
    picture = window.panel.buttons["calls"].findChildren(QToolButton)[-1]
    picture.setFocus()
    QTest.keyClick(picture, Qt.Key_Return)
    qtbot.waitUntil(lambda: hand.phase == "play")
    assert window.ctrl.match.observation(0)["contract"]["called"] == picture.objectName().split(":")[1]


def test_a_change_of_language_renames_the_decisions_and_keeps_the_choice(qtbot, qapp, window):
    start(window, "briscola-chiamata", seed=4, level="easy")
    assert my_turn_to_bid(qtbot, window)
    box, bid, passing = auction(window)
    QTest.keyClick(box, Qt.Key_Down)
    chosen = box.currentData()
    english = (bid.text(), passing.text(), box.currentText())
    try:
        i18n.install(qapp, "it")
        window.retranslate()
        box, bid, passing = auction(window)
        italian = (bid.text(), passing.text(), box.currentText())
        assert all(a != b for a, b in zip(english, italian)), (english, italian)
        assert box.currentData() == chosen and box.hasFocus()   # the same entry, the keys kept
    finally:
        i18n.install(qapp, "en")
        window.retranslate()


def test_the_call_of_any_card_keeps_its_list_and_says_so(qtbot, window):
    """Biscambiggia chiamata: any card of the deck may be called: a list, with the group's
    words as its name and a Call button that Enter presses."""
    start(window, "biscambiggia-chiamata", seed=9, level="easy")
    calls = win_the_auction(qtbot, window)
    hand = window.ctrl.hand
    assert len(calls) > 12
    row = window.panel.buttons["calls"]
    cards = row.findChild(QComboBox, "cards")
    assert cards.hasFocus() and "call" in cards.accessibleName().lower()
    assert row.findChild(QPushButton, "take").text() == "&Call"
    QTest.keyClick(cards, Qt.Key_Down)
    chosen = cards.currentData()
    QTest.keyClick(cards, Qt.Key_Return)
    qtbot.waitUntil(lambda: hand.phase == "play")
    assert window.ctrl.match.observation(0)["contract"]["called"] == chosen.split(":")[1]


def test_the_list_that_has_the_keys_shows_it(qtbot, window):
    """Found at a real screen: the list of bids took the keys with nothing to show it (the
    buttons beside it are framed when they have the focus). Every control in the panel that
    can take the keys is framed in the focus colour while it has them, and only then."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QListWidget

    start(window, "briscola-chiamata", seed=4, level="easy")
    assert my_turn_to_bid(qtbot, window)
    box, bid, _ = auction(window)
    focus = QColor("#ffd54a").rgb()

    def framed(widget) -> bool:
        image = widget.grab().toImage()
        y = image.height() // 2
        return any(image.pixel(x, y) == focus for x in range(3))

    log = window.panel.findChild(QListWidget)
    for widget in (box, bid, log):
        widget.setFocus(Qt.FocusReason.OtherFocusReason)   # as the decision gives it
        qtbot.waitUntil(widget.hasFocus)
        assert framed(widget), type(widget).__name__
        window.view.setFocus()
        qtbot.waitUntil(window.view.hasFocus)
        assert not framed(widget), type(widget).__name__


def test_a_match_resumed_in_the_auction_gives_the_list_the_keys(qtbot, window):
    """Found at a real screen: resumed at start-up in the middle of the auction, the keys
    went to the table (where the arrows do nothing in an auction) instead of the list of
    bids, as the decision gives them when it is offered during play."""
    from uihelpers import resumed_in_a_new_window
    start(window, "briscola-chiamata", seed=4, level="medium", dealer=2)
    assert my_turn_to_bid(qtbot, window)
    again = resumed_in_a_new_window(qtbot, window)
    try:
        assert my_turn_to_bid(qtbot, again)
        qtbot.waitUntil(again.isActiveWindow)
        box = auction(again)[0]
        qtbot.waitUntil(lambda: not again.resume_dialog.isVisible())
        QApplication.processEvents()
        assert QApplication.focusWidget() is box
        hand = again.ctrl.hand
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Down)
        chosen = box.currentData()
        before = len(hand.actions)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Return)   # Enter bids what it shows
        qtbot.waitUntil(lambda: len(hand.actions) > before)
        assert hand.actions[before] == (0, chosen)
    finally:
        again.shutdown()

