"""The lessons at the table (issue 25): every lesson driven to its end with real mouse
events (cards dragged onto the table, the decision buttons and Next clicked), a legal move
the lesson did not ask for explained and taken back, a move the rules refuse refused as the
game refuses it, the finished lessons remembered, and the match in the main window left as
it was."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QPushButton, QToolButton

from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.engine.lessons import Do, Say, Skip, lessons
from uihelpers import click, drag_card, start, wait_turn

LESSONS = list(lessons())


def open_window(qtbot, lesson_id):
    from biscambiggia_gui.ui.lesson_window import LessonWindow
    lw = LessonWindow(lessons()[lesson_id])
    qtbot.addWidget(lw)
    lw.ctrl.set_speed("instant")
    lw.show()
    qtbot.waitExposed(lw)
    lw.start()
    return lw


def ready(lw) -> bool:
    c = lw.ctrl
    return c.steps.idle() and not lw.scene.busy() and (
        c.waiting_for_next() or c.awaiting is not None or c.free)


def wait_ready(qtbot, lw):
    qtbot.waitUntil(lambda: ready(lw))


def to_first_move(qtbot, lw, go_on):
    """Carry the lesson (`go_on()` on each step that waits for Next) to its first step
    that asks the person for a move."""
    while not isinstance(lw.ctrl.item(), Do):
        wait_ready(qtbot, lw)
        if lw.ctrl.waiting_for_next():
            go_on()
    wait_ready(qtbot, lw)


def play_on(qtbot, lw):
    """Past the script, the hand played on to its end with the mouse (a legal card each
    turn)."""
    c = lw.ctrl
    for _ in range(60):                                  # the hand played on to its end
        qtbot.waitUntil(lambda: c.hand.is_over() or (c.awaiting is not None and ready(lw)),
                        timeout=30000)
        if c.hand.is_over():
            break
        drag_card(qtbot, lw, next(a for a in c.hand.legal_actions() if kind_of(a) == "play"))


def leave_places(qtbot, lw, axis: str) -> set[int]:
    """Where Leave stood in the lesson's window (its "x" or "y") at each step of the
    script, the lesson driven to the script's end."""
    from PySide6.QtCore import QPoint
    places: set[int] = set()

    def where(lw):
        if not lw.ctrl.free:
            at = lw.leave_button.mapTo(lw, QPoint(0, 0))
            places.add(at.x() if axis == "x" else at.y())
    drive(qtbot, lw, shots=where, wrong=False)
    return places


def decision_button(lw, action):
    """The panel's control that makes `action`: its own button, a card of a grid, or Bid
    with the bid chosen in the list."""
    def shown(cls, name):       # the newest (the panel's old controls go at the next loop)
        return [w for w in lw.panel.findChildren(cls, name) if w.isVisible()][-1]
    if kind_of(action) == "bid":
        box = shown(QComboBox, "bids")
        assert box.currentData() == action        # the lesson's bid is the one offered first
        return shown(QPushButton, "bid")
    if action == "pass":
        return shown(QPushButton, "pass")
    return [w for cls in (QPushButton, QToolButton) for w in lw.panel.findChildren(cls, action)
            if w.isVisible()][-1]


def wrong_card(lw, item):
    """A legal card the step did not ask for, or None."""
    hand = lw.ctrl.hand
    return next((a for a in hand.legal_actions() if kind_of(a) == "play" and a != item.action), None)


def refused_card(lw):
    """A card of the person's hand the rules refuse now, or None."""
    hand = lw.ctrl.hand
    seat = lw.ctrl.awaiting
    return next((c for c in hand.hands[seat] if hand.refusal(c) is not None), None)


def drive(qtbot, lw, shots=None, wrong=True):
    """Go through the whole script: Next on the steps to read, the asked move on the others
    (dragged, or its button clicked); the first card step also gets a wrong card first, and
    a step where the rules refuse a card gets that card first. Returns what was tried."""
    c = lw.ctrl
    tried = {"wrong": 0, "refused": 0}
    for _ in range(200):
        wait_ready(qtbot, lw)
        if shots is not None:
            shots(lw)
        if c.free:
            return tried
        item = c.item()
        number, total = c.step_number()
        assert lw.counter.text()                          # "Step n of m"
        assert lw.text.text() == c.words() and c.words()
        if isinstance(item, (Say, Skip)):
            assert lw.next_button.isVisible()
            assert lw.scene.highlighted == item.point
            click(qtbot, lw.next_button)
            continue
        assert isinstance(item, Do) and c.awaiting == lw.lesson.seat
        assert not lw.next_button.isVisible()
        hand = c.hand
        before = len(hand.actions)
        if kind_of(item.action) == "play":
            bad = refused_card(lw)
            if bad is not None:                            # the game's own refusal
                reason = hand.refusal(bad)
                drag_card(qtbot, lw, bad)
                qtbot.waitUntil(lambda: lw.scene.toast.isVisible())
                assert len(hand.actions) == before
                from biscambiggia_gui.ui.messages import render
                assert render(reason, c.setup.deck, c.name) in lw.scene.toast.text
                tried["refused"] += 1
            other = wrong_card(lw, item) if wrong and not tried["wrong"] else None
            if other is not None:                          # explained and taken back
                drag_card(qtbot, lw, other)
                qtbot.waitUntil(lambda: lw.note.isVisible())
                assert len(hand.actions) == before and other in hand.hands[lw.lesson.seat]
                assert item.action in lw.note.text() or lw.note.text()
                tried["wrong"] += 1
                wait_ready(qtbot, lw)
            drag_card(qtbot, lw, item.action)
        else:
            click(qtbot, decision_button(lw, item.action))
        qtbot.waitUntil(lambda: len(hand.actions) > before or hand.is_over())
        assert hand.actions[before][1] == item.action
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_every_lesson_to_its_end_with_the_mouse(qtbot, lesson_id):
    from biscambiggia_gui.ui.lesson import done_lessons
    lw = open_window(qtbot, lesson_id)
    tried = drive(qtbot, lw)
    assert tried["wrong"] + tried["refused"] >= 1
    assert lesson_id in done_lessons()
    assert "finished" in lw.counter.text().lower()
    lw.close()


def test_a_legal_move_not_asked_for_is_explained_and_taken_back(qtbot):
    lw = open_window(qtbot, "trump")
    c = lw.ctrl
    to_first_move(qtbot, lw, lambda: click(qtbot, lw.next_button))
    hand, seat = c.hand, lw.lesson.seat
    asked = c.item().action
    other = next(x for x in hand.hands[seat] if x != asked)
    drag_card(qtbot, lw, other)
    qtbot.waitUntil(lambda: lw.note.isVisible())
    assert hand.actions == [] and sorted(hand.hands[seat]) == sorted(lw.lesson.hands[seat])
    assert lw.scene.where[other] is lw.scene.hands[seat]          # back in the hand
    assert c.item().action == asked and c.awaiting == seat          # still waiting for it
    lw.close()


def test_leaving_a_lesson_keeps_the_match_in_the_window(qtbot, window):
    from biscambiggia_gui.ui.lesson_window import open_lesson
    start(window, "briscola-2", seed=3)
    wait_turn(qtbot, window)
    before = [list(h.actions) for h in window.ctrl.match.hands]
    hand_cards = list(window.ctrl.hand.hands[0])
    lw = open_lesson(window, lessons()["mariagio"])
    lw.ctrl.set_speed("instant")
    wait_ready(qtbot, lw)
    click(qtbot, lw.next_button)
    wait_ready(qtbot, lw)
    click(qtbot, lw.leave_button)
    qtbot.waitUntil(lambda: window.lesson_window is None)
    assert [list(h.actions) for h in window.ctrl.match.hands] == before
    assert window.ctrl.hand.hands[0] == hand_cards and window.ctrl.awaiting == 0
    from biscambiggia_gui.ui.lesson import done_lessons
    assert "mariagio" not in done_lessons()


def test_keys_alone_carry_a_lesson_step(qtbot):
    """Next by Enter, the card asked for by the arrows and Enter: no mouse needed."""
    from PySide6.QtTest import QTest
    lw = open_window(qtbot, "trump")
    c = lw.ctrl

    def enter():
        assert lw.next_button.hasFocus() or lw.focusWidget() is lw.next_button
        QTest.keyClick(lw.next_button, Qt.Key_Return)
    to_first_move(qtbot, lw, enter)
    asked, hand = c.item().action, c.hand
    for _ in range(len(lw.scene.hands[0].cards) + 1):
        if lw.scene.selected == asked:
            break
        QTest.keyClick(lw.view, Qt.Key_Right)
    assert lw.scene.selected == asked
    QTest.keyClick(lw.view, Qt.Key_Return)
    qtbot.waitUntil(lambda: len(hand.actions) >= 1)
    assert hand.actions[0] == (lw.lesson.seat, asked)
    lw.close()


@pytest.mark.parametrize("lesson_id", ["trump", "mariagio"])
def test_the_keys_cursor_starts_on_the_card_the_step_asks_for(qtbot, lesson_id):
    """A lesson carried with the keys (a play-through at 1280x720, the Biscambiggia
    lesson's "play the 4♥"): the cursor was on the first card of the hand, the Jack of
    clubs, so Enter played it and the lesson took it back ("the lesson shows another
    move"). Each step that asks for a card now starts the cursor on that card: Enter alone
    carries every step of the script."""
    from PySide6.QtTest import QTest
    lw = open_window(qtbot, lesson_id)
    lw.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is lw)
    c = lw.ctrl
    asked_cards = 0
    for _ in range(200):
        wait_ready(qtbot, lw)
        if c.free:
            break
        item = c.item()
        if not isinstance(item, Do):
            QTest.keyClick(lw.windowHandle(), Qt.Key_Return)     # Next
            continue
        before = len(c.hand.actions)
        if item.action in c.hand.hands[lw.lesson.seat]:
            qtbot.waitUntil(lambda: lw.view.hasFocus() and lw.scene.selected is not None)
            assert lw.scene.selected == item.action, (c.step_number(), lw.scene.selected)
            asked_cards += 1
            QTest.keyClick(lw.windowHandle(), Qt.Key_Return)  # the card marked, played
        else:
            click(qtbot, decision_button(lw, item.action))
        qtbot.waitUntil(lambda: len(c.hand.actions) > before)
        assert c.hand.actions[before][1] == item.action and not lw.note.isVisible()
    assert c.free and asked_cards >= 2
    lw.close()


def test_a_lesson_played_with_the_keys_shows_the_cursor_as_the_move_is_asked(qtbot):
    """As in a match (docs/table.md, "The keyboard's cursor"): a person carrying the lesson
    with the keys (through the window, as the window system sends them) sees the card Enter
    would play marked as soon as the lesson asks for a move, without an arrow first."""
    from PySide6.QtTest import QTest
    lw = open_window(qtbot, "trump")
    lw.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is lw)

    def enter():
        QTest.keyClick(lw.windowHandle(), Qt.Key_Return)
    to_first_move(qtbot, lw, enter)
    qtbot.waitUntil(lambda: lw.view.hasFocus())
    qtbot.waitUntil(lambda: lw.scene.selected is not None)
    hand = lw.scene.hands[lw.scene.interactive_seat]
    assert hand.lifted == hand.cards.index(lw.scene.selected)
    lw.close()


def test_keys_alone_carry_the_chiamata_lesson_through_the_auction_and_the_call(qtbot):
    """The auction by Enter (the list of bids has the keys, as in a match) and the call:
    from the table, Tab reached Look at the last trick, the panel and Leave the lesson
    before the cards to call; it now reaches them first, as in a match, and Enter calls."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    lw = open_window(qtbot, "chiamata")
    lw.activateWindow()
    c = lw.ctrl
    for _ in range(12):
        wait_ready(qtbot, lw)
        item = c.item()
        if isinstance(item, Do) and kind_of(item.action) == "call":
            break
        before = len(c.hand.actions)
        if isinstance(item, Do):                        # a bid: the list has the keys
            box = [w for w in lw.panel.findChildren(QComboBox, "bids") if w.isVisible()][-1]
            assert lw.focusWidget() is box and box.currentData() == item.action
            QTest.keyClick(box, Qt.Key_Return)
            qtbot.waitUntil(lambda: len(c.hand.actions) > before)
            assert c.hand.actions[before] == (lw.lesson.seat, item.action)
        else:
            assert lw.focusWidget() is lw.next_button
            QTest.keyClick(lw.next_button, Qt.Key_Return)
    item = c.item()
    assert isinstance(item, Do) and kind_of(item.action) == "call"
    cards = [w for w in lw.panel.findChildren(QToolButton) if w.isVisible()
             and kind_of(w.objectName()) == "call"]
    assert cards and lw.focusWidget() is lw.view
    QTest.keyClick(lw.view, Qt.Key_Tab)                 # one Tab: the first card to call
    seen = [QApplication.focusWidget()]
    while seen[-1].objectName() != item.action and len(seen) <= len(cards):
        QTest.keyClick(seen[-1], Qt.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert all(w in cards for w in seen), [w.objectName() for w in seen]
    before = len(c.hand.actions)
    QTest.keyClick(seen[-1], Qt.Key_Return)
    qtbot.waitUntil(lambda: len(c.hand.actions) > before)
    assert c.hand.actions[before] == (lw.lesson.seat, item.action)
    lw.close()


def test_the_last_trick_a_lesson_speaks_of_opens_with_l_and_its_button(qtbot):
    """The team lesson says the last trick may be looked at (L): in the lesson's window L
    and the panel's button show the lesson's own last trick, as in a match."""
    from PySide6.QtTest import QTest
    from biscambiggia_gui.ui.summary import LastTrickDialog
    lw = open_window(qtbot, "team")
    c = lw.ctrl
    for _ in range(40):                                  # to the step that speaks of it
        wait_ready(qtbot, lw)
        if "(L)" in c.words():
            break
        if c.waiting_for_next():
            click(qtbot, lw.next_button)
        else:
            drag_card(qtbot, lw, c.item().action)
    assert "(L)" in c.words()
    leader, cards, winner = c.last_trick()
    lw.activateWindow()
    lw.view.setFocus()
    QTest.keyClick(lw.view, Qt.Key_L)
    qtbot.waitUntil(lambda: isinstance(lw.last_trick_dialog, LastTrickDialog)
                    and lw.last_trick_dialog.isVisible())
    shown = lw.last_trick_dialog.findChildren(QLabel)
    assert sum(1 for label in shown if label.toolTip()) == len(cards) == 4
    assert any(c.name(winner) in label.text() for label in shown)
    lw.last_trick_dialog.reject()
    click(qtbot, lw.panel.last_trick)
    qtbot.waitUntil(lambda: lw.last_trick_dialog.isVisible())
    lw.last_trick_dialog.reject()
    lw.close()


def test_the_last_trick_shows_as_long_as_the_team_lesson_says(qtbot):
    """The team lesson said the last trick may be looked at "until the next one starts",
    but the table shows it while the next trick is played, until that one is taken: the
    lesson now says so. Played on: with a card of the next trick on the table, L still
    shows the trick taken before, and once that trick is taken it shows that one."""
    from PySide6.QtTest import QTest
    from biscambiggia_gui.ui.summary import LastTrickDialog
    lw = open_window(qtbot, "team")
    c = lw.ctrl
    said = ""
    for _ in range(80):                                  # to free play, a card on the table
        wait_ready(qtbot, lw)
        if "(L)" in c.words():
            said = c.words()
        if c.free:                                       # the computers' moves, then yours
            qtbot.waitUntil(lambda: c.awaiting is not None and ready(lw))
        if c.free and lw.scene.trick.cards and c.last_trick():
            break
        if c.free:
            play = next(a for a in c.hand.legal_actions() if kind_of(a) == "play")
            drag_card(qtbot, lw, play)
        elif c.waiting_for_next():
            click(qtbot, lw.next_button)
        else:
            drag_card(qtbot, lw, c.item().action)
    assert "until the next one is taken" in said, said
    on_table = list(lw.scene.trick.cards)
    assert on_table and c.awaiting is not None
    leader, cards, winner = c.last_trick()
    assert not set(cards) & set(on_table)                # the trick before, not this one
    lw.activateWindow()
    lw.view.setFocus()
    QTest.keyClick(lw.view, Qt.Key_L)
    qtbot.waitUntil(lambda: isinstance(lw.last_trick_dialog, LastTrickDialog)
                    and lw.last_trick_dialog.isVisible())
    shown = {label.toolTip() for label in lw.last_trick_dialog.findChildren(QLabel) if label.toolTip()}
    from biscambiggia_gui.ui.text import card_name
    assert shown == {card_name(code, c.setup.deck) for code in cards}
    lw.last_trick_dialog.reject()
    lw.close()


def test_a_ring_round_the_dealers_plate_goes_round_its_dealer_tab(qtbot):
    """The team lesson rings the plates of the other three, the dealer's among them: the
    ring goes round the plate's "Dealer" tab, not through its word."""
    lw = open_window(qtbot, "team")
    wait_ready(qtbot, lw)
    dealer = lw.lesson.dealer
    assert f"plate:{dealer}" in lw.ctrl.item().point
    plate = lw.scene.plates[dealer]
    assert plate.dealer
    tab = plate.mapRectToScene(plate._tab()[0])
    rings = lw.scene.highlight.shapes
    assert rings and any(ring.boundingRect().contains(tab) for ring in rings)
    lw.close()


def test_a_lesson_and_a_review_open_follow_the_language_chosen(qtbot, window, tmp_path):
    """The language switched in Settings while a lesson and a review are open beside the
    match: both windows speak it at once (their buttons, the step, the panel), not the old
    language beside new sentences."""
    from biscambiggia_gui import i18n
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.record import dumps
    from biscambiggia_gui.ui.lesson_window import open_lesson
    match = Match("briscola-2", dealer=1, seed=3)
    match.start_hand()
    while not match.current.is_over():
        match.apply(match.current.legal_actions()[0])
    path = tmp_path / "briscola.json"
    path.write_text(dumps(match))
    window.review_record(str(path))
    rw = window.review_window
    lw = open_lesson(window, lessons()["trump"])
    lw.ctrl.set_speed("instant")
    wait_ready(qtbot, lw)
    assert lw.leave_button.text() == "L&eave the lesson" and rw.go.text() == "&Review"
    window.show_settings()
    dialog = window.settings_dialog
    qtbot.waitUntil(dialog.isVisible)
    try:
        dialog.language.setCurrentIndex(dialog.language.findData("it"))
        qtbot.mouseClick(dialog.apply_button, Qt.LeftButton)
        assert i18n.current_language() == "it"
        assert lw.leave_button.text() == "&Lascia la lezione" and lw.next_button.text() == "&Avanti"
        assert lw.counter.text().startswith("Passo 1 di") and lw.text.text() == lw.ctrl.words()
        assert lw.text.text().startswith("Tu, in basso, giochi contro")
        assert lw.panel.last_trick.text() == "Guarda l\u2019&ultima presa"
        assert lw.windowTitle().startswith("Lezione")
        assert rw.go.text() == "&Rivedi" and rw.seat_label.text() == "&Posto:"
        assert rw.story.item(0).text().startswith("Smazzata 1")
    finally:
        dialog.language.setCurrentIndex(dialog.language.findData("en"))
        dialog.accept()
    assert lw.leave_button.text() == "L&eave the lesson" and rw.go.text() == "&Review"
    lw.close()
    rw.close()


@pytest.mark.parametrize("lesson_id", ["tarocchi", "mariagio"])
def test_the_lesson_s_hand_ends_with_its_summary(qtbot, lesson_id):
    """The Tarocchi lesson teaches "the score sheet" and said the sheet "shows it line by
    line after the hand", but its hand ended on a single result line. The lesson's hand now
    ends as a match's does: its summary opens (the count, and Tarocchi's score sheet), with
    Last trick and Close and nothing that would start a match; closed, it opens again from
    the lesson's Hand summary button."""
    from biscambiggia_gui.ui.summary import HandSummary
    lw = open_window(qtbot, lesson_id)
    drive(qtbot, lw, wrong=False)
    play_on(qtbot, lw)
    qtbot.waitUntil(lambda: isinstance(lw.summary, HandSummary) and lw.summary.isVisible())
    summary = lw.summary
    text = summary.body.text()
    assert ("Score sheet" in text) == (lesson_id == "tarocchi")
    assert "Match" not in text and not summary.go.isVisible() and not summary.review.isVisible()
    assert summary.close_button.isVisible() and summary.last.isVisible()
    summary.reject()
    qtbot.waitUntil(lambda: lw.summary_button.isVisible())
    click(qtbot, lw.summary_button)
    qtbot.waitUntil(lambda: lw.summary is not summary and lw.summary.isVisible())
    lw.summary.reject()
    lw.close()


@pytest.mark.parametrize("lesson_id", ["chiamata", "trump"])
def test_the_finished_lesson_s_result_is_a_sentence(qtbot, lesson_id):
    """The chiamata lesson played to its end said "You and Bruno: 91 points, 61 needed,
    so the contract is made" and, after an empty line, "You can leave the lesson now.":
    the result, the log's line, had no full stop in a paragraph of sentences (a play-through
    at 1920x1080). It ends with one now, as the sentence after it does."""
    lw = open_window(qtbot, lesson_id)
    drive(qtbot, lw, wrong=False)
    play_on(qtbot, lw)
    qtbot.waitUntil(lambda: lw.summary_button.isVisible())
    if lw.summary is not None:
        lw.summary.reject()
    result, rest = lw.text.text().split("\n\n")
    assert result == lw.ctrl.log_lines[-1].rstrip(".") + "." and result[-2] != "."
    assert rest == "You can leave the lesson now."
    lw.close()


@pytest.mark.parametrize("lesson_id", LESSONS)
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_the_lesson_s_buttons_keep_their_place_from_step_to_step(qtbot, lesson_id, size):
    """The lesson's box grew and shrank with each step's words, so Next and Leave jumped up
    and down between steps (Mariagio at 1280x720: Next at 216, 199, then 148 px) and a
    player clicking Next again and again had to chase it. The words' room is now that of
    the lesson's longest step, so the buttons stay where they were."""
    lw = open_window(qtbot, lesson_id)
    lw.resize(*size)
    places = leave_places(qtbot, lw, "y")
    assert len(places) == 1, sorted(places)
    lw.close()


def test_a_card_pressed_while_a_step_waits_for_next_says_to_read_it_first(qtbot):
    """Out of turn in a lesson, while its step's words wait for Next: the note says to read
    the step and press Next (not "Wait for your turn": nobody else is to play); no card
    leaves the hand."""
    from biscambiggia_gui.ui.explain import READ_ON
    from biscambiggia_gui.ui.text import tr
    lw = open_window(qtbot, LESSONS[0])
    wait_ready(qtbot, lw)
    assert lw.ctrl.waiting_for_next()
    seat = lw.lesson.seat
    before = list(lw.scene.hands[seat].cards)
    drag_card(qtbot, lw, before[0])
    qtbot.waitUntil(lambda: lw.scene.toast.isVisible())
    assert lw.scene.toast.text == tr(READ_ON)
    qtbot.waitUntil(lambda: not lw.scene.busy())
    assert list(lw.scene.hands[seat].cards) == before and lw.ctrl.waiting_for_next()
    lw.close()


@pytest.mark.parametrize("lesson_id", LESSONS)
@pytest.mark.parametrize("language", ["en", "it"])
def test_leave_never_slides_into_next_s_place(qtbot, qapp, lesson_id, language):
    """A step that asks for a move hides Next; Leave slid left into the place Next had,
    so a player clicking Next step after step (Briscola chiamata's lesson, its step 2: the
    bid is made beside the table) left the lesson by the same click. Leave keeps its own
    place on every step, Next shown or hidden, and when the hand is over its buttons
    (Hand summary, Close) show their whole words ("Riepilogo della mano" was cut)."""
    from biscambiggia_gui import i18n
    i18n.install(qapp, language)
    lw = open_window(qtbot, lesson_id)
    lw.resize(1366, 768)
    qtbot.waitUntil(lambda: lw.panel_frame.geometry().right() < lw.width())  # laid out anew
    places = leave_places(qtbot, lw, "x")
    assert len(places) == 1, sorted(places)
    play_on(qtbot, lw)
    qtbot.waitUntil(lambda: lw.summary_button.isVisible())
    if lw.summary is not None:
        lw.summary.reject()
    qtbot.wait(100)                                      # the box laid out anew
    for button in (lw.summary_button, lw.leave_button):
        assert button.width() >= button.sizeHint().width(), button.text()
    lw.close()


@pytest.mark.parametrize("with_match", [False, True])
def test_the_finished_lesson_speaks_of_a_match_only_where_one_waits(qtbot, window, with_match):
    """A lesson opened at the first start (no match on the table) ended saying "your
    match is waiting": there was none. The words name the match only where the window
    holds one still to play."""
    from biscambiggia_gui.ui.lesson_window import open_lesson
    if with_match:
        start(window, "briscola-2", seed=3)
        wait_turn(qtbot, window)
    lw = open_lesson(window, lessons()["chiamata"])
    lw.ctrl.set_speed("instant")
    drive(qtbot, lw, wrong=False)
    assert lw.ctrl.free and not lw.ctrl.hand.is_over()
    words = lw.text.text()
    assert ("match" in words) == with_match, words
    lw.close()


def a_hand_ended_during_a_lesson(qtbot, window):
    """A match of computers in the main window, the chiamata lesson opened over it, and the
    match's hand played to its end meanwhile: the lesson's window."""
    from biscambiggia_gui.ui.lesson_window import open_lesson
    start(window, "briscola-2", seats=["computer", "computer"])
    lw = open_lesson(window, lessons()["chiamata"])
    qtbot.waitExposed(lw)
    qtbot.waitUntil(lambda: window.ctrl.hand is not None and window.ctrl.hand.is_over(),
                    timeout=60000)
    qtbot.wait(100)
    return lw


def test_a_hand_of_the_match_that_ends_during_a_lesson_waits_for_it(qtbot, window):
    """The match in the main window waits while a lesson is up, but the computers' moves
    under way may end its hand: its summary, window-modal, came up over the lesson and
    blocked the lesson's window (every click refused) until it was answered. It waits for
    the lesson now, and shows when the lesson is left."""
    from PySide6.QtWidgets import QApplication
    lw = a_hand_ended_during_a_lesson(qtbot, window)
    assert QApplication.activeModalWidget() is None
    assert window.summary is None or not window.summary.isVisible()
    qtbot.mouseClick(lw.next_button, Qt.LeftButton)     # the lesson answers
    qtbot.waitUntil(lambda: lw.ctrl.index > 0)
    qtbot.mouseClick(lw.leave_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    assert window.summary.objectName() != "matchEnd" or window.ctrl.match.is_over()


def test_a_lesson_swapped_for_another_keeps_the_hand_s_end_waiting(qtbot, window):
    """A hand of the match ended while a lesson was up waits for the lesson; a second
    lesson opened in its place (Help > Learn to play again) is not the lesson left: the
    summary, window-modal, came up as the first closed and blocked the new lesson."""
    from PySide6.QtWidgets import QApplication
    from biscambiggia_gui.ui.lesson_window import open_lesson
    a_hand_ended_during_a_lesson(qtbot, window)
    lw = open_lesson(window, lessons()["trump"])
    qtbot.waitExposed(lw)
    qtbot.wait(100)
    assert QApplication.activeModalWidget() is None
    assert window.summary is None or not window.summary.isVisible()
    wait_ready(qtbot, lw)
    qtbot.mouseClick(lw.next_button, Qt.LeftButton)     # the new lesson answers
    qtbot.waitUntil(lambda: lw.ctrl.index > 0)
    qtbot.mouseClick(lw.leave_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
