"""The main window by keyboard during a decision, in English and in Italian, as a player
without a mouse meets it (found playing Briscola chiamata with xdotool under Xvfb):

- the Alt-letters of the menu bar and of the panel's decision buttons are all different, so
  Alt+letter presses the button it shows (Italian "&Passo" shared Alt+P with "&Partita":
  Alt+P opened the Game menu and never passed);
- Tab goes round the window stopping only at controls that show the focus and say what they
  are (the panel's scroll area round the decisions was a silent, unframed stop).

Real window, real engine, real computer players; the keys go to the focused widget."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QScrollArea, QWidget

from biscambiggia_gui import i18n

from test_chiamata_table import auction, my_turn_to_bid
from test_dialog_keys import alt_letters
from uihelpers import start

LANGUAGES = ["en", "it"]


def in_language(qapp, window, language):
    i18n.install(qapp, language)
    window.retranslate()


def menu_letters(window) -> list[str]:
    letters = []
    for action in window.menuBar().actions():
        text = action.text().replace("&&", "")
        letters.append(text[text.index("&") + 1].lower())
    return letters


@pytest.mark.parametrize("language", LANGUAGES)
def test_alt_letters_of_the_auction_and_the_menus_differ(qtbot, qapp, window, language):
    in_language(qapp, window, language)
    start(window, "briscola-chiamata", seed=4, level="easy")
    assert my_turn_to_bid(qtbot, window)
    letters = menu_letters(window) + alt_letters(window)
    assert len(set(letters)) == len(letters), (language, sorted(letters))
    _, _, passing = auction(window)
    text = passing.text().replace("&&", "")
    letter = text[text.index("&") + 1]
    hand = window.ctrl.hand
    before = len(hand.actions)
    QTest.keyClick(QApplication.focusWidget(), ord(letter.upper()), Qt.AltModifier)
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert hand.actions[before] == (0, "pass")               # Alt+letter passed
    assert QApplication.activePopupWidget() is None          # and opened no menu


def says(w: QWidget) -> str:
    return w.accessibleName() or (w.text() if isinstance(w, QAbstractButton) else "")


def tab_stops(dialog) -> list[QWidget]:
    """Every widget Tab stops at in `dialog`, from the one with the focus round to it."""
    first = QApplication.focusWidget()
    stops = [first]
    for _ in range(30):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        QTest.qWait(1)
        now = QApplication.focusWidget()
        assert now is not None and now.window() is dialog
        if now is first:
            return stops
        stops.append(now)
    raise AssertionError("Tab never comes back")


@pytest.mark.parametrize("language", LANGUAGES)
def test_tab_round_the_window_in_the_auction_stops_only_at_named_controls(qtbot, qapp, window,
                                                                           language):
    in_language(qapp, window, language)
    start(window, "briscola-chiamata", seed=4, level="easy")
    assert my_turn_to_bid(qtbot, window)
    box, _, _ = auction(window)
    assert box.hasFocus()
    stops = tab_stops(window)[1:]              # round from the list of bids back to it
    silent = [type(w).__name__ for w in stops if not says(w)]
    assert not silent, silent
    # a scroll area that only holds other controls is no stop of its own
    assert not [w for w in stops if isinstance(w, QScrollArea)]


def test_the_summary_body_is_a_tab_stop_only_when_it_scrolls(qtbot, window, tmp_path):
    """Its buttons, and the body only when there is something to scroll: then it is named
    as the heading, and the arrows scroll it (found with xdotool: the first Tab in the
    summary went to an unseen, unnamed stop)."""
    from test_dialog_keys import finished_hand
    summary = finished_hand(qtbot, window, tmp_path, "briscola-2")
    stops = tab_stops(summary)
    assert all(isinstance(w, QAbstractButton) for w in stops), [type(w).__name__ for w in stops]
    scroller = summary.scroller
    scroller.setFixedHeight(80)                             # a body taller than its room
    qtbot.waitUntil(lambda: scroller.verticalScrollBar().maximum() > 0)
    stops = tab_stops(summary)
    assert scroller in stops
    assert scroller.accessibleName() == summary.heading.text()
    scroller.setFocus()
    QTest.keyClick(scroller, Qt.Key_Down)
    assert scroller.verticalScrollBar().value() > 0         # the keys scroll it


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_review_window_by_keys_letters_names_and_steps(qtbot, qapp, window, tmp_path, language):
    """The review window (found with xdotool): no control had an Alt-letter, its lists, its
    table and its view said nothing to a screen reader, and the replay stepped only by
    Tab-ing to its buttons. Now every button has its Alt-letter or its keys, all different,
    each list and view is named in the language installed, and Alt+Right / Alt+Left step
    the replay from anywhere in the window, the list of decisions included."""
    from PySide6.QtWidgets import QAbstractItemView, QComboBox, QGraphicsView
    from biscambiggia_gui.engine import Match
    from test_review_window import record_reviewed
    in_language(qapp, window, language)
    match = Match("briscola-2", {}, dealer=0, seed=3)
    match.start_hand()
    rw = record_reviewed(qtbot, window, tmp_path, match)
    letters = alt_letters(rw)
    assert len(set(letters)) == len(letters), sorted(letters)
    buttons = [b for b in rw.findChildren(QAbstractButton) if b.isVisibleTo(rw)
               and b.focusPolicy() != Qt.FocusPolicy.NoFocus and b.window() is rw]
    bare = [b.text() for b in buttons if "&" not in b.text().replace("&&", "")
            and b.shortcut().isEmpty()]
    assert not bare, bare
    quiet = [type(w).__name__ for w in rw.findChildren(QWidget)
             if isinstance(w, (QComboBox, QAbstractItemView, QGraphicsView)) and w.isVisibleTo(rw)
             and w.focusPolicy() & Qt.FocusPolicy.TabFocus and not w.accessibleName()]
    assert not quiet, quiet
    assert rw.table.accessibleName() == ("Decisioni" if language == "it" else "Decisions")
    rw.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is rw)
    rw.table.setFocus()
    at = rw.position
    QTest.keyClick(rw.table, Qt.Key_Right, Qt.AltModifier)     # the button's click comes
    qtbot.waitUntil(lambda: rw.position == (at[0], at[1] + 1))  # a moment later, as Qt's does
    QTest.keyClick(rw.table, Qt.Key_Left, Qt.AltModifier)
    qtbot.waitUntil(lambda: rw.position == at)
    QTest.keyClick(rw.table, Qt.Key_End, Qt.AltModifier)
    qtbot.waitUntil(lambda: rw.position[1] == len(match.hands[0].actions))
    assert rw.table.hasFocus()                                 # the keys stay on the list


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_first_start_offer_answers_its_alt_letters(qtbot, qapp, window, language):
    """The lessons offered over the empty table at the first start: its two buttons had no
    Alt-letter (found with xdotool); now each has one the menu bar does not use, and Alt+N
    puts the offer away for good."""
    from biscambiggia_gui.ui.lesson import lessons_offered
    in_language(qapp, window, language)
    offer = window.lesson_offer
    assert offer is not None and offer.isVisible()
    letters = menu_letters(window) + alt_letters(window)
    assert len(set(letters)) == len(letters), sorted(letters)
    assert "&" in offer.take.text() and "&" in offer.later.text()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key_N, Qt.AltModifier)
    qtbot.waitUntil(lambda: not offer.isVisible())
    assert lessons_offered()


def test_the_review_opened_from_the_summary_asks_for_the_keys(qtbot, window, tmp_path, monkeypatch):
    """Alt+R on the hand summary opens the review window, and it asks for the keys, as the
    rules' window does (found with xdotool, no window manager: the keys stayed with the
    main window behind it, so Down and Alt+Right did nothing there). The offscreen platform
    activates every window it shows, so the test watches the window ask for it."""
    from biscambiggia_gui.ui.review_window import ReviewWindow
    from test_dialog_keys import finished_hand
    asked = []
    real = ReviewWindow.activateWindow
    monkeypatch.setattr(ReviewWindow, "activateWindow", lambda self: (asked.append(self), real(self)))
    summary = finished_hand(qtbot, window, tmp_path, "briscola-2")
    QTest.keyClick(summary.go, Qt.Key_R, Qt.AltModifier)
    qtbot.waitUntil(lambda: getattr(window, "review_window", None) is not None)
    rw = window.review_window
    assert asked == [rw]
    qtbot.waitUntil(lambda: QApplication.activeWindow() is rw)
    qtbot.waitUntil(lambda: rw.job is None and rw.table.rowCount() > 1)   # the hand reviewed
    row = rw.table.currentRow()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Down)  # the keys choose a decision there
    assert rw.table.currentRow() == row + 1


def rules_page(window):
    rules = window.show_rules("briscola-2")
    return rules, rules.browser, rules.close_button


def licences_page(window):
    from biscambiggia_gui.ui.licences_window import show_licences
    licences = show_licences(window)
    return licences, licences.text, licences.list


@pytest.mark.parametrize("opens", [rules_page, licences_page])
def test_a_page_of_text_shows_when_it_has_the_keys(qtbot, window, opens):
    """Tab reaches the rules' text (its arrows then scroll it, Tab goes on through its
    links) and the licences' text: each now shows it has the keys, with a frame; the rules
    looked the same with and without them (found with xdotool)."""
    page, text, other = opens(window)
    qtbot.waitExposed(page)
    page.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page)
    other.setFocus()
    QTest.qWait(1)
    without = text.grab().toImage()
    text.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.qWait(1)
    assert text.hasFocus()
    with_keys = text.grab().toImage()
    w, h = with_keys.width(), with_keys.height()
    edge = [(x, 1) for x in range(5, w - 5, 7)] + [(1, y) for y in range(5, h - 5, 7)]
    assert any(with_keys.pixel(x, y) != without.pixel(x, y) for x, y in edge)
    page.close()
