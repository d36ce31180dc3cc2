"""Pass-and-play (issue 4): "whenever the next seat to act is a different person at the
same screen, the hands are hidden behind a 'pass to NAME' screen until that player
confirms; no person's hand is ever shown to another." The checks look at which card
items actually show their face at each moment."""
import pytest
from PySide6.QtWidgets import QMessageBox

from biscambiggia_gui.engine.actions import kind_of
from PySide6.QtCore import Qt

from uihelpers import drag_card, hand_faces, save_shot, start, wait_settled, wait_turn


def no_face_showing(win) -> bool:
    return not any(any(faces) for faces in hand_faces(win).values())


def only_this_hand_shows(win, seat) -> bool:
    faces = hand_faces(win)
    return all(faces[seat]) and not any(any(f) for s, f in faces.items() if s != seat)


def confirm(qtbot, win):
    qtbot.mouseClick(win.cover.button, Qt.LeftButton)


def play_first_legal(qtbot, win):
    hand = win.ctrl.hand
    seat = hand.current_player()
    card = next(a for a in hand.legal_actions() if kind_of(a) == "play")
    before = len(hand.actions)
    drag_card(qtbot, win, card)
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert hand.actions[before] == (seat, card)


@pytest.mark.parametrize("speed, moves, least_passes", [("instant", 14, 4), ("normal", 8, 3)])
def test_two_people_never_see_each_others_hands(qtbot, window, speed, moves, least_passes):
    """At "normal" speed the cards turn over in animations: each check waits for the
    table to settle first (tests/ui/test_card_turnover.py)."""
    window.set_speed(speed)
    start(window, "biscambiggia-2", seats=["person", "person"], seed=21)
    names = {0: "Player 1", 1: "Anna"}          # never "Pass to You" (issue 13)
    passes = 0
    for _ in range(moves):
        wait_turn(qtbot, window)
        wait_settled(qtbot, window)
        hand = window.ctrl.hand
        if hand.is_over():
            break
        seat = hand.current_player()
        if window.cover.isVisible():
            passes += 1
            assert window.cover.seat == seat and names[seat] in window.cover.heading.text()
            assert no_face_showing(window), "a hand shows behind the pass screen"
            assert not window.panel.buttons
            if passes == 1:
                save_shot(window, "pass-screen")
            confirm(qtbot, window)
            wait_turn(qtbot, window)
            wait_settled(qtbot, window)
        assert window.ctrl.viewer == seat and window.scene.bottom == seat
        assert only_this_hand_shows(window, seat)
        play_first_legal(qtbot, window)
        # as soon as the other person is to act, nothing of this hand shows any more
        # (at once at "instant" speed; once the turn-overs are done at "normal" speed)
        if not hand.is_over() and hand.current_player() != seat:
            if speed != "instant":
                wait_settled(qtbot, window)
            assert no_face_showing(window)
    assert passes >= least_passes


def test_computers_play_between_people_with_every_hand_hidden(qtbot, window):
    start(window, "biscambiggia-3", seats=["person", "computer", "person"], seed=4)
    seen_computer_turn = False
    for _ in range(10):
        wait_turn(qtbot, window)
        hand = window.ctrl.hand
        if hand.is_over():
            break
        if window.cover.isVisible():
            assert no_face_showing(window)
            confirm(qtbot, window)
            wait_turn(qtbot, window)
        seat = hand.current_player()
        assert seat in (0, 2) and only_this_hand_shows(window, seat)
        hand_before = len(hand.actions)
        play_first_legal(qtbot, window)
        qtbot.waitUntil(lambda: window.ctrl.awaiting is not None or window.cover.isVisible()
                        or hand.is_over())
        if any(s == 1 for s, _ in hand.actions[hand_before:]):
            seen_computer_turn = True
            # the computer played while the last person's cards were already face down
            assert window.ctrl.viewer in (None, hand.current_player())
        if window.cover.isVisible():
            assert no_face_showing(window)
    assert seen_computer_turn


def test_one_person_against_computers_never_gets_a_pass_screen(qtbot, window):
    start(window, "briscola-4", seed=9)
    for _ in range(4):
        wait_turn(qtbot, window)
        assert not window.cover.isVisible()
        assert only_this_hand_shows(window, 0)
        play_first_legal(qtbot, window)


def open_near_end(qtbot, window, tmp_path, kinds):
    """Briscola a 2 for Anna and Bruno (`kinds`: each a person or the computer), opened a
    few cards before the end of its first hand; returns `move()`, which plays the next
    person's first legal card, through the pass screen where there is one."""
    import json
    from uihelpers import record_near_end
    record = record_near_end("briscola-2", {"hands": 3}, left=4)
    record["seats"] = [{"name": name, "kind": kind, "level": None if kind == "person" else "medium"}
                       for name, kind in zip(("Anna", "Bruno"), kinds)]
    path = tmp_path / "near-end.json"
    path.write_text(json.dumps(record))
    assert window.open_record(str(path))

    def move():
        wait_turn(qtbot, window)
        if window.cover.isVisible():
            confirm(qtbot, window)
            wait_turn(qtbot, window)
        play_first_legal(qtbot, window)
        wait_turn(qtbot, window)
    return move


@pytest.mark.parametrize("kinds", [("person", "person"), ("person", "computer")])
def test_the_review_never_shows_the_hand_in_progress(qtbot, window, tmp_path, kinds):
    """Table > Review the hands (Ctrl+R) opened on the hand in progress: behind "Pass to
    Bruno" whoever had the screen saw Anna's hand in its replay viewer, and Bruno's by
    choosing his seat, and every hand with "Also with all cards known"; against the
    computer, the computer's hand. It reviews the hands that are over, and only them."""
    move = open_near_end(qtbot, window, tmp_path, kinds)
    move()                                          # the first hand, still in progress
    assert not window.ctrl.hand.is_over()
    assert window.cover.isVisible() == (kinds[1] == "person")
    assert not window.menus.review.isEnabled()
    window.review_hands()                           # what Ctrl+R calls
    assert getattr(window, "review_window", None) is None
    while not window.ctrl.hand.is_over():
        move()
    window.next_hand()
    move()                                          # the second hand, in progress
    assert window.ctrl.match.hand_in_progress() and len(window.ctrl.match.hands) == 2
    if window.cover.isVisible():        # nothing of the table behind the pass screen
        assert not window.menus.review.isEnabled()
        confirm(qtbot, window)
    assert window.menus.review.isEnabled()
    window.menus.review.trigger()
    rw = window.review_window
    qtbot.waitExposed(rw)
    assert len(rw.match.hands) == 1 and rw.match.hands[0].deck == window.ctrl.match.hands[0].deck
    assert [rw.jump_hand.itemData(i) for i in range(rw.jump_hand.count())] == [0]
    rw.known.setChecked(True)                       # every card of the hand that is over
    assert rw.ctrl.hand.deck == window.ctrl.match.hands[0].deck
    rw.close()


@pytest.mark.parametrize("kinds", [("person", "person"), ("person", "computer")])
def test_a_record_of_the_match_on_the_table_is_reviewed_only_where_its_hands_are_over(
        qtbot, window, tmp_path, kinds):
    """Game > Review a game record opened the record just saved (Ctrl+S) of the match on
    the table whole: its hand in progress, any seat's hand, every hand with all cards
    known, to whoever had the screen. It reviews that match as Table > Review does: the
    hands that are over, none before the first is over (a message says why)."""
    move = open_near_end(qtbot, window, tmp_path, kinds)
    move()
    saved = tmp_path / "now.json"
    assert window.save_record_as(str(saved))            # mid-hand, the first hand
    window.review_record(str(saved))
    assert getattr(window, "review_window", None) is None
    assert "none of its hands is over" in window.message.text()
    assert window.message.icon() == QMessageBox.Icon.Information       # no fault: information
    window.message.accept()
    while not window.ctrl.hand.is_over():
        move()
    window.next_hand()
    move()                                              # the second hand, in progress
    assert window.save_record_as(str(saved))
    window.review_record(str(saved))
    rw = window.review_window
    qtbot.waitExposed(rw)
    assert len(rw.match.hands) == 1 and rw.match.hands[0].deck == window.ctrl.match.hands[0].deck
    rw.known.setChecked(True)
    assert rw.ctrl.hand.deck == window.ctrl.match.hands[0].deck
    rw.close()
    import json
    from uihelpers import record_near_end
    other = tmp_path / "other.json"                     # a record of another match: whole
    other.write_text(json.dumps(record_near_end("briscola-2", {"hands": 3}, left=4, seed=5)))
    window.review_record(str(other))
    rw = window.review_window
    qtbot.waitExposed(rw)
    assert len(rw.match.hands) == 1 and not rw.match.hands[0].is_over()
    rw.close()


def test_the_pass_screen_names_the_person_as_the_table_does_after_a_rename(qtbot, window):
    """Names changed in the Settings apply to the match at once, seat by seat: the plates
    and the status said "Waiting for Zed" while the pass screen still said "Pass to
    Player 1", "I am Player 1: show my cards"."""
    from dataclasses import replace
    from biscambiggia_gui.ui.settings_dialog import Preferences
    start(window, "briscola-2", seats=["person", "person"], seed=21)
    wait_turn(qtbot, window)
    assert window.cover.isVisible()
    seat = window.cover.seat
    names = ["Zed", "Yan", "", "", "", ""]
    window.apply_preferences(replace(Preferences.load(), names=names))
    assert window.ctrl.name(seat) == names[seat]
    assert window.cover.heading.text() == f"Pass to {names[seat]}"
    assert window.cover.button.text().replace("&", "") == f"I am {names[seat]}: show my cards"
    assert no_face_showing(window)


def test_the_next_deal_button_shows_all_its_words_in_italian_at_1366x768(qtbot, qapp, window):
    """Two people at Briscola a 4: at the deal's end the panel's button names the next
    dealer, "Player 1" ("Smazzata seguente (mazziere: Giocatore 1)"), wider than the panel
    at 1366x768: its words wrap, none is cut off at either end."""
    from biscambiggia_gui import i18n
    from screencheck import problems
    i18n.install(qapp, "it")
    window.retranslate()
    window.resize(1366, 768)
    start(window, "briscola-4", seats=["person", "computer", "person", "computer"], seed=9,
          level="easy")
    hand = window.ctrl.hand
    for _ in range(60):
        wait_turn(qtbot, window)
        if hand.is_over():
            break
        if window.cover.isVisible():
            confirm(qtbot, window)
            continue
        play_first_legal(qtbot, window)
    assert hand.is_over()
    wait_settled(qtbot, window)
    go_on = window.panel.go_on
    qtbot.waitUntil(go_on.isVisible)
    assert "Giocatore 1" in go_on.full_text
    cut = [p for p in problems(window) if "goon" in p]
    assert not cut, cut


@pytest.mark.parametrize("language, name", [("it", "Maria Giovanna Bartolomei"),
                                            ("en", "W" * 24)])
def test_a_long_name_on_the_pass_screen_of_a_small_window_is_never_cut_off(
        qtbot, qapp, window, language, name):
    """A 1366x768 screen at 200% leaves the window 683x384: "Passa a Maria Giovanna
    Bartolomei" at the heading's 34 px lost its first and last letters. The heading and
    the button take smaller letters where the window is narrow (NAME_LENGTH letters at
    most, docs/table.md), and the design sizes where there is room."""
    from biscambiggia_gui import i18n
    from biscambiggia_gui.ui.passscreen import BUTTON_PX, HEADING_PX
    from biscambiggia_gui.ui.setup import MatchSetup, SeatSetup
    from screencheck import problems
    i18n.install(qapp, language)
    window.retranslate()
    window.setMinimumSize(0, 0)
    window.resize(683, 384)
    seats = [SeatSetup(name[:-1] + str(i), "person") for i in range(3)]
    window.start_match(MatchSetup("biscambiggia-3", seats, {}, seed=21), remember=False)
    name = window.ctrl.name(window.ctrl.hand.current_player())
    wait_turn(qtbot, window)
    cover = window.cover
    assert cover.isVisible() and name in cover.heading.text() and name in cover.button.text()
    cut = problems(cover)
    assert not cut, cut
    assert cover.button.width() <= cover.width()
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: cover.width() >= 1366 - 1)
    assert cover.sizes == (HEADING_PX, BUTTON_PX)
    qtbot.waitUntil(lambda: not problems(cover))


def test_a_resumed_match_of_several_people_shows_no_hand_before_its_person_has_the_screen(
        qtbot, window):
    """Saved (the autosave) with Ada's cards on the screen, the window closed, the match
    resumed at the next start at normal speed: from the Resume button to the pass screen
    no hand shows a face, even while the table is rebuilt; then only the hand of the
    person who took the screen."""
    from PySide6.QtCore import QTimer
    from biscambiggia_gui.ui.mainwindow import MainWindow
    start(window, "briscola-4", seats=["person", "computer", "person", "computer"], seed=9,
          level="easy")
    for _ in range(12):
        wait_turn(qtbot, window)
        if window.cover.isVisible():
            confirm(qtbot, window)
            wait_turn(qtbot, window)
            break
        play_first_legal(qtbot, window)
    seat = window.ctrl.awaiting
    assert seat is not None and only_this_hand_shows(window, seat)   # saved like this
    window.shutdown()
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.resize(1366, 768)
    again.show()
    again.set_speed("normal")
    seen = []                       # every face that showed before the pass screen was answered
    watch = QTimer()
    watch.timeout.connect(lambda: seen.extend(
        code for pile in again.scene.hands for code in pile.cards
        if again.scene.cards[code].shows_face() and not again.cover.isVisible()
        and again.ctrl.viewer is None))
    watch.start(1)
    try:
        again.start_up()
        qtbot.waitUntil(lambda: again.resume_dialog is not None and again.resume_dialog.isVisible())
        qtbot.keyClick(again.resume_dialog, Qt.Key_Return)
        wait_turn(qtbot, again)
        assert again.cover.isVisible() and again.cover.seat == seat
        assert no_face_showing(again) and not seen
        confirm(qtbot, again)
        wait_turn(qtbot, again)
        wait_settled(qtbot, again)
        assert only_this_hand_shows(again, seat) and not seen
    finally:
        watch.stop()
        again.shutdown()


@pytest.mark.parametrize("variant", ["briscola-chiamata", "biscambiggia-chiamata"])
def test_enter_on_the_pass_screen_then_enter_bids_the_entry_shown(qtbot, window, variant):
    """Five people at one screen, by keyboard: Enter on the pass screen shows the person's
    cards and gives the auction's list of bids the keys (as it has them for one person), so
    a second Enter bids the entry shown. The table took the keys back as the cover went,
    and Enter did nothing until the person pressed Tab."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QComboBox
    start(window, variant, seats=["person"] * 5, seed=4)
    hand = window.ctrl.hand
    for _ in range(2):                                 # the first two turns of the auction
        wait_turn(qtbot, window)
        assert window.cover.isVisible()
        seat = window.cover.seat
        QTest.keyClick(window.cover.button, Qt.Key_Return)
        assert window.ctrl.awaiting == seat
        box = window.panel.buttons["auction"].findChild(QComboBox, "bids")
        assert QApplication.focusWidget() is box, QApplication.focusWidget()
        chosen = box.currentData()
        before = len(hand.actions)
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Return)
        qtbot.waitUntil(lambda: len(hand.actions) > before)
        assert hand.actions[before] == (seat, chosen)



def test_the_review_of_a_deal_everyone_passed_shows_no_hand_at_a_shared_screen(qtbot, window):
    """A deal everyone passed is over, but its cards were never played: at a screen five
    people share, its review (Ctrl+R) showed the first person's hand to whoever had the
    screen, any seat's by the Seat list, every hand with "Also with all cards known". There
    it now shows every hand face down (the table turned them face down too, docs/table.md);
    a deal that was played shows as before. (Behind the pass screen the review waits:
    tests/ui/test_pass_screen_holds.py.)"""
    from uihelpers import everyone_passes
    start(window, "briscola-chiamata", seats=["person"] * 5, seed=4)
    everyone_passes(qtbot, window)
    assert window.ctrl.hand.is_over() and not window.ctrl.match.results[-1].played
    window.summary.close()
    window.next_hand()
    wait_turn(qtbot, window)
    assert window.cover.isVisible()
    window.review_hands()                            # what Ctrl+R calls: not behind the cover
    assert getattr(window, "review_window", None) is None
    confirm(qtbot, window)
    window.review_hands()
    rw = window.review_window
    qtbot.waitExposed(rw)
    for seat in range(5):
        rw.seat_box.setCurrentIndex(seat)
        for _ in range(3):                           # the deal's start, then its passes
            assert not any(any(f) for f in hand_faces(rw).values()), (seat, hand_faces(rw))
            rw.buttons["forward"].click()
    rw.known.setChecked(True)
    assert not any(any(f) for f in hand_faces(rw).values())
    rw.close()
