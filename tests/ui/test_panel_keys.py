"""Every button on the table has its Alt-letter, in English and in Italian: the side panel's
Hint, Undo and Look at the last trick, each declaration (Mariagio's marriages and exchange,
Tarocchi's buone, the trump named in Biscambiggia chiamata), the auction's and the call's
buttons, the button that carries on, the pass screen's, the lessons' offer and a lesson's
own buttons. No two in view share a letter, nor one with the menu bar's, so Alt+letter
presses the button that shows it (found with keys only: the declarations, Hint, Undo and
Last trick had none). The "&" never shows: the words drawn, measured, spoken and in the
tooltip are the button's words.

Real window, real engine, real computer players, every registered variant; a lesson's
window at each of its steps."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QPushButton, QWidget

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import variants
from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.engine.dealing import deck_from_deal
from biscambiggia_gui.engine.lessons import lessons
from biscambiggia_gui.ui.panel_widgets import DeclarationButton, WrapButton

from uihelpers import finish_hand, open_near_end, settle, start, wait_turn

LANGUAGES = ["en", "it"]


def alt_letter(text: str) -> str:
    """The letter after a lone "&" ("&&" is an "&" shown), small; "" where there is none."""
    bare = text.replace("&&", "")
    at = bare.find("&")
    return bare[at + 1].lower() if 0 <= at < len(bare) - 1 else ""


def shown(text: str) -> str:
    """The words a button with `text` shows."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def spoken(widget: QWidget) -> str:
    from PySide6.QtGui import QAccessible
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name) if face is not None else ""


def keys_in_view(win: QWidget) -> list[str]:
    """What is wrong with the Alt-letters `win` shows now: an enabled push button in view
    without one, a letter two of them (or one and a menu) share, words that show, are
    spoken or are measured with the "&". Empty: all well."""
    faults = []
    taken: dict[str, str] = {}
    bar = win.menuWidget() if isinstance(win, QMainWindow) else None
    owners = [(a.text(), "menu") for a in bar.actions()] if bar is not None else []
    buttons = [b for b in win.findChildren(QPushButton)
               if b.window() is win and b.isVisibleTo(win) and b.text()]
    owners += [(b.text(), "button") for b in buttons]
    for text, kind in owners:
        letter = alt_letter(text)
        if letter and letter in taken:
            faults.append(f"Alt+{letter}: {shown(taken[letter])!r} and {shown(text)!r}")
        if letter:
            taken[letter] = text
    for b in buttons:
        words = shown(b.text())
        if b.isEnabled() and not alt_letter(b.text()):
            faults.append(f"{words!r}: no Alt-letter")
        if spoken(b) != words:
            faults.append(f"{words!r} spoken as {spoken(b)!r}")
        if isinstance(b, WrapButton) and b.full_text != words:
            faults.append(f"{words!r} shown as {b.full_text!r}")
        if isinstance(b, DeclarationButton) and b.toolTip() != words:
            faults.append(f"{words!r}: its tooltip says {b.toolTip()!r}")
    return faults


def in_language(qapp, win, language):
    i18n.install(qapp, language)
    win.retranslate()


def checked(win, states: list[str], name: str) -> None:
    settle()
    faults = keys_in_view(win)
    assert not faults, (name, faults)
    states.append(name)


def take(qtbot, win, action) -> None:
    hand = win.ctrl.hand
    before = len(hand.actions)
    win.ctrl.request_action(action)
    qtbot.waitUntil(lambda: len(hand.actions) > before or hand.is_over())
    wait_turn(qtbot, win)


def chiamata_states(qtbot, win, variant, states) -> None:
    """The auction (seat 0 speaks first, dealer 4), the trump named where asked, the call
    (pictures, or a list of any card with Call), then the first card."""
    options = {"trump": "named"} if variant == "biscambiggia-chiamata" else {}
    start(win, variant, seed=12, dealer=4, level="easy", options=options)
    hand = win.ctrl.hand
    wait_turn(qtbot, win)
    checked(win, states, "auction")
    while hand.phase == "auction" and not hand.is_over():
        bids = [a for a in hand.legal_actions() if kind_of(a) == "bid"]
        take(qtbot, win, bids[-1] if bids else "pass")
    for phase in ("trump", "call"):
        if hand.phase == phase and win.ctrl.awaiting == 0:
            checked(win, states, phase)
            take(qtbot, win, hand.legal_actions()[0])
    wait_turn(qtbot, win)
    if win.ctrl.awaiting == 0:
        checked(win, states, "a card to play")


MARIAGIO_DEALS = [(["KH", "QH", "2S", "AC", "3C", "4D", "5D"], "7S"),      # marriage, exchange
                  (["KH", "QH", "KS", "QS", "AC", "7C", "2D"], None)]      # two marriages
TAROCCHI_BUONE = ["M", "T1", "T20", "T21", "T19", "T18", "T17", "T16", "T15", "T14", "T13",
                  "KH", "KD", "KC", "KS"]


def declaration_states(qtbot, win, variant, states) -> None:
    if variant == "mariagio":
        for you, turned in MARIAGIO_DEALS:
            start(win, variant, deck=deck_from_deal(variant, 1, {0: you}, turned=turned), dealer=1)
            wait_turn(qtbot, win)
            assert [b for b in win.panel.buttons.values() if isinstance(b, DeclarationButton)]
            checked(win, states, f"declarations {you}")
    if variant == "tarocchi-pizzico":
        start(win, variant, deck=deck_from_deal(variant, 1, {0: TAROCCHI_BUONE}), dealer=1)
        wait_turn(qtbot, win)
        buone = [b for b in win.panel.buttons.values() if isinstance(b, DeclarationButton)]
        assert len(buone) >= 5
        checked(win, states, "buone")
        # the card owed for the matto from a list (more than twelve may be given), with Give
        hand = win.ctrl.hand
        cards = [a for a in hand.legal_actions() if kind_of(a) == "play"]
        win.panel.set_decisions([f"give:T{n}" for n in range(1, 14)] + cards, "tarot")
        checked(win, states, "the matto's card from a list")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", list(variants()))
def test_every_button_of_the_table_has_its_own_alt_letter(qtbot, qapp, window, tmp_path,
                                                          variant, language):
    in_language(qapp, window, language)
    states: list[str] = []
    if window.lesson_offer is not None and window.lesson_offer.isVisible():
        checked(window, states, "the first start: no match, the lessons offered")
    if variant in ("briscola-chiamata", "biscambiggia-chiamata"):
        chiamata_states(qtbot, window, variant, states)
    else:
        start(window, variant, seed=5)
        wait_turn(qtbot, window)
        checked(window, states, "a card to play")
        declaration_states(qtbot, window, variant, states)
    open_near_end(window, tmp_path, variant, left=2)              # the hand's end: Next hand
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    window.summary.reject()
    qtbot.waitUntil(lambda: window.panel.go_on.isVisible())
    checked(window, states, "the hand over")
    persons = ["person"] * 2 + ["computer"] * (len(window.ctrl.seated.seats) - 2)
    start(window, variant, seats=persons, seed=5)                  # the pass screen
    wait_turn(qtbot, window)
    qtbot.waitUntil(window.cover.isVisible)
    checked(window, states, "the pass screen")
    wanted = {"auction", "call"} if "chiamata" in variant else {"a card to play"}
    assert wanted <= set(states) and {"the hand over", "the pass screen"} <= set(states), states


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson_id", list(lessons()))
def test_every_step_of_a_lesson_has_its_own_alt_letters(qtbot, qapp, lesson_id, language):
    from test_lesson_window import drive, open_window
    i18n.install(qapp, language)
    lw = open_window(qtbot, lesson_id)
    steps = []

    def check(lw):
        faults = keys_in_view(lw)
        assert not faults, (lesson_id, lw.ctrl.step_number(), faults)
        steps.append(lw.ctrl.step_number())
    drive(qtbot, lw, shots=check)
    assert len(steps) > 3 and lw.ctrl.free
    lw.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_alt_and_a_declaration_s_letter_declares_it(qtbot, qapp, window, language):
    """Mariagio's marriage and exchange by their Alt-letters, as a click would; and Alt
    and the Hint's letter asks for the hint."""
    in_language(qapp, window, language)
    you, turned = MARIAGIO_DEALS[0]
    start(window, "mariagio", deck=deck_from_deal("mariagio", 1, {0: you}, turned=turned), dealer=1)
    wait_turn(qtbot, window)
    hand = window.ctrl.hand
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    marriage = window.panel.buttons["marriage:H"]
    QTest.keyClick(window.view, ord(alt_letter(marriage.text()).upper()), Qt.AltModifier)
    qtbot.waitUntil(lambda: hand.points[0] == 20)
    assert QApplication.activePopupWidget() is None          # no menu opened instead
    wait_turn(qtbot, window)
    exchange = window.panel.buttons["exchange:2S"]
    QTest.keyClick(QApplication.focusWidget(), ord(alt_letter(exchange.text()).upper()),
                   Qt.AltModifier)
    qtbot.waitUntil(lambda: "7S" in hand.hands[0])
    wait_turn(qtbot, window)
    hint = window.panel.hint_button
    QTest.keyClick(QApplication.focusWidget(), ord(alt_letter(hint.text()).upper()), Qt.AltModifier)
    qtbot.waitUntil(lambda: window.panel.hint_label.isVisible())


def test_the_trump_suits_are_told_apart_by_their_letters(qtbot, window):
    """Four buttons that all begin "Trump suit:" take their letters from the suit's name
    (Cups C, Coins O...), not one from "Trump" and the next from "suit"."""
    panel = window.panel
    panel.set_decisions(["trump:C", "trump:D", "trump:S", "trump:B"], "genoese")
    settle()
    letters = {a: alt_letter(panel.buttons[a].text()) for a in ("trump:C", "trump:D", "trump:S", "trump:B")}
    for action, letter in letters.items():
        words = shown(panel.buttons[action].text())
        suit = words.split(":", 1)[1].lower()
        assert letter and letter in suit, (words, letter)
    assert len(set(letters.values())) == 4


def test_a_name_with_an_ampersand_shows_on_its_buttons(qtbot, window):
    """A seat named "Tom & Jerry": the pass screen's button and the button that carries on
    show the "&" (it marked the next letter as a key and vanished), and keep a letter."""
    from biscambiggia_gui.ui.setup import MatchSetup, SeatSetup
    setup = MatchSetup("briscola-2", [SeatSetup("Tom & Jerry", "person", "easy"),
                                      SeatSetup("Anna & Bea", "person", "easy")], {}, seed=3)
    window.start_match(setup, remember=False)
    qtbot.waitUntil(window.cover.isVisible)
    words = shown(window.cover.button.text())
    assert "&" in words and ("Tom & Jerry" in words or "Anna & Bea" in words), words
    assert alt_letter(window.cover.button.text())
    window.panel.set_status("", "Next hand (dealer: Tom & Jerry)")
    assert window.panel.go_on.full_text == "Next hand (dealer: Tom & Jerry)"
    assert alt_letter(window.panel.go_on.text())


def test_the_hand_summarys_next_hand_button_shows_a_name_with_an_ampersand(qtbot, window):
    """The summary after a hand: its "Next hand (dealer: Anna & Bea)" lost the "&" (it
    marked the space after it as the key); it shows the name whole and has a letter of its
    own, none of the summary's other buttons' (Last trick, Review)."""
    from biscambiggia_gui.ui.setup import MatchSetup, SeatSetup
    from uihelpers import finish_hand
    setup = MatchSetup("briscola-2", [SeatSetup("Tom", "person", "easy"),
                                      SeatSetup("Anna & Bea", "computer", "easy")],
                       {"hands": 3}, seed=3)
    window.start_match(setup, remember=False, dealer=0)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    summary = window.summary
    assert "Anna & Bea" in shown(summary.go.text()), summary.go.text()
    others = {alt_letter(summary.last.text()), alt_letter(summary.review.text())}
    assert alt_letter(summary.go.text()) and alt_letter(summary.go.text()) not in others
    summary.reject()


def ink_right(image, rect) -> int:
    """The rightmost column of `rect` where anything is drawn over the button's face (each
    row compared with its own last pixel, where short words never reach: the face may be a
    gradient)."""
    right = -1
    for y in range(rect.top(), rect.bottom()):
        face = QColor(image.pixel(rect.right(), y))
        for x in range(rect.left(), rect.right()):
            if QColor(image.pixel(x, y)) != face:
                right = max(right, x)
    return right


def test_a_wrapped_button_draws_its_words_not_the_ampersand(qtbot):
    """The panel's buttons that draw their own wrapped words (a declaration, the button
    that carries on) drew the "&" of an Alt-letter as a character: "&Declare...". With a
    letter they draw the same words, as far to the right, and ask the same height."""
    plain = DeclarationButton("Mm mm")
    keyed = DeclarationButton("&Mm mm")
    for b in (plain, keyed):
        qtbot.addWidget(b)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)          # no focus frame: the words alone
        b.resize(200, 40)
        b.show()
    qtbot.waitExposed(keyed)
    rect = plain.text_rect()
    assert ink_right(keyed.grab().toImage(), rect) == ink_right(plain.grab().toImage(), rect)
    assert keyed.heightForWidth(70) == plain.heightForWidth(70)
    assert keyed.full_text == plain.full_text == "Mm mm"
    assert keyed.toolTip() == "Mm mm" and keyed.accessibleName() == "Mm mm"
