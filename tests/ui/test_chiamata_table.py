"""The five-player games at the table (issue 24): the auction in the panel by mouse and by
keyboard, the call from a grid of cards, the partner shown to everyone when the called card
is played, five people passing one screen, and the hint during the auction. Every test drives
the real window, the real engine and the real computer players."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QPushButton, QToolButton

from biscambiggia_gui.engine.actions import argument, kind_of

from uihelpers import everyone_passes, hand_faces, save_shot, start, wait_settled, wait_turn

GAMES = ["briscola-chiamata", "biscambiggia-chiamata"]


def my_turn_to_bid(qtbot, win) -> bool:
    """Wait for seat 0's next decision; True when it is a bid, False once the auction is
    over (seat 0 then calls, or plays)."""
    wait_turn(qtbot, win)
    hand = win.ctrl.hand
    return (win.ctrl.awaiting == 0 and not hand.is_over()
            and any(kind_of(a) in ("bid", "pass") for a in hand.legal_actions()))


def auction(win):
    row = win.panel.buttons["auction"]
    return row.findChild(QComboBox, "bids"), row.findChild(QPushButton, "bid"), row.findChild(QPushButton, "pass")


def win_the_auction(qtbot, win) -> list[str]:
    """Seat 0 bids the highest bid there is, so it wins the auction; it names the trump by
    mouse where the game asks. Returns the calls then offered."""
    assert my_turn_to_bid(qtbot, win)
    box, bid, _ = auction(win)
    box.setCurrentIndex(box.count() - 1)
    qtbot.mouseClick(bid, Qt.LeftButton)
    hand = win.ctrl.hand
    wait_turn(qtbot, win)
    if any(kind_of(a) == "trump" for a in hand.legal_actions()):
        suit = next(a for a in hand.legal_actions() if kind_of(a) == "trump")
        qtbot.mouseClick(win.panel.buttons[suit], Qt.LeftButton)
        qtbot.waitUntil(lambda: not any(kind_of(a) == "trump" for a in hand.legal_actions()))
        wait_turn(qtbot, win)
    return [a for a in hand.legal_actions() if kind_of(a) == "call"]


@pytest.mark.parametrize("variant", GAMES)
def test_a_bid_by_mouse_then_a_pass_by_keyboard(qtbot, window, variant):
    start(window, variant, seed=4, level="easy")
    assert my_turn_to_bid(qtbot, window)
    hand = window.ctrl.hand
    box, bid, _ = auction(window)
    assert box.hasFocus()                                  # the list of bids has the keys
    assert "card" not in window.panel.status.text()        # no card is asked for yet
    offered = [box.itemData(i) for i in range(box.count())]
    assert offered == [a for a in hand.legal_actions() if kind_of(a) == "bid"]
    QTest.keyClick(box, Qt.Key_Down)                       # the second bid of the list
    chosen = box.currentData()
    assert chosen == offered[1]
    before = len(hand.actions)
    qtbot.mouseClick(bid, Qt.LeftButton)
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert hand.actions[before] == (0, chosen)
    assert any(argument(chosen) in line or "bid" in line for line in window.ctrl.log_lines[-3:])
    if my_turn_to_bid(qtbot, window):                      # someone bid higher: pass with Alt+P
        before = len(hand.actions)
        QTest.keyClick(window, Qt.Key_P, Qt.AltModifier)
        qtbot.waitUntil(lambda: len(hand.actions) > before)
        assert hand.actions[before] == (0, "pass")
        assert "You pass" in window.ctrl.log_lines
        assert not my_turn_to_bid(qtbot, window) or window.ctrl.hand is not hand


@pytest.mark.parametrize("variant", GAMES)
def test_the_winner_of_the_auction_calls_from_a_grid_of_cards(qtbot, window, variant):
    """Seat 0 bids the highest bid there is, so it wins the auction; it then names the trump
    where the game asks, and calls a card by clicking its picture."""
    start(window, variant, seed=9, level="easy")
    calls = win_the_auction(qtbot, window)
    hand = window.ctrl.hand
    assert calls and window.ctrl.awaiting == 0
    row = window.panel.buttons["calls"]
    save_shot(window, f"{variant}-call")
    if len(calls) <= 12:                                   # a few cards: their pictures
        pictures = row.findChildren(QToolButton)
        assert sorted(b.objectName() for b in pictures) == sorted(calls)
        assert all(b.accessibleName() for b in pictures)   # each picture says its card
        view = window.panel.choices_scroll.viewport()      # and none is cut off at the side
        assert all(b.mapTo(view, b.rect().topRight()).x() <= view.width() for b in pictures)
        outside = [b for b in pictures if argument(b.objectName()) not in hand.hands[0]]
        target = (outside or pictures)[0]
        chosen = target.objectName()
        qtbot.mouseClick(target, Qt.LeftButton)
    else:                                                  # any card of the deck: a list
        box = row.findChild(QComboBox, "cards")
        assert box.hasFocus() and [box.itemData(i) for i in range(box.count())] == calls
        while argument(box.currentData()) in hand.hands[0]:
            QTest.keyClick(box, Qt.Key_Down)               # the keys choose the card
        chosen = box.currentData()
        view = window.panel.choices_scroll.viewport()
        take = row.findChild(QPushButton, "take")
        assert take.mapTo(view, take.rect().topRight()).x() <= view.width()
        qtbot.mouseClick(take, Qt.LeftButton)
    qtbot.waitUntil(lambda: hand.phase == "play")
    card = argument(chosen)
    obs = window.ctrl.match.observation(0)
    assert obs["contract"]["called"] == card and obs["contract"]["caller"] == 0
    assert any(line.startswith("You call") for line in window.ctrl.log_lines)
    assert window.scene.plates[0].team == 0                # the caller's plate is marked


@pytest.mark.parametrize("variant", GAMES)
def test_the_partner_is_shown_to_all_when_the_called_card_is_played(qtbot, window, variant):
    seen_before = []

    def watch():
        hand = window.ctrl.hand
        if hand is not None and hand.phase == "play" and not hand.is_over():
            seen_before.append([p.team for p in window.scene.plates])
    window.ctrl.atRest.connect(watch)
    for seed in range(3, 12):                              # a hand that is played (not all passing)
        with qtbot.waitSignal(window.ctrl.handFinished, timeout=90000):
            start(window, variant, seats=["computer"] * 5, seed=seed, level="easy")
        wait_settled(qtbot, window)
        result = window.ctrl.match.results[-1]
        if result.played:
            break
    sides = window.ctrl.hand.sides
    teams = [p.team for p in window.scene.plates]
    assert teams == list(sides)                            # after the reveal: the true sides
    assert any(None in t for t in seen_before)             # before it the defenders were unmarked
    revealed = [line for line in window.ctrl.log_lines
                if "partner of" in line or "alone against four" in line]
    assert len(revealed) == 1


def test_five_people_pass_the_screen_through_the_auction(qtbot, window):
    start(window, "briscola-chiamata", seats=["person"] * 5, seed=6)
    for _ in range(8):
        wait_turn(qtbot, window)
        hand = window.ctrl.hand
        if hand.phase != "auction":
            break
        if window.cover.isVisible():
            assert not any(any(f) for f in hand_faces(window).values())   # no hand shows
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            wait_turn(qtbot, window)
        seat = window.ctrl.awaiting
        faces = hand_faces(window)
        assert all(faces[seat]) and not any(any(f) for s, f in faces.items() if s != seat)
        box, bid, passing = auction(window)
        before = len(hand.actions)
        qtbot.mouseClick(bid if len(hand.actions) < 2 else passing, Qt.LeftButton)
        qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert window.ctrl.hand.phase in ("call", "trump", "play")


@pytest.mark.parametrize("variant", GAMES)
def test_the_hint_during_the_auction_names_a_bid_or_a_pass(qtbot, window, variant):
    start(window, variant, seed=4, level="easy")
    assert my_turn_to_bid(qtbot, window)
    window.hint()
    qtbot.waitUntil(lambda: "thinking" not in window.panel.hint_label.text(), timeout=60000)
    text = window.panel.hint_label.text()
    assert text.startswith("Hint:") and len(text.splitlines()) == 1
    assert "Bid" in text or "Pass" in text, text


def test_a_match_left_in_the_auction_resumes_there(qtbot, window):
    """Saves and resume in the middle of an auction: the bids made, each seat's bid in front
    of it, and the person's own choice offered again."""
    from biscambiggia_gui.engine.record import to_record
    from uihelpers import resumed_in_a_new_window
    start(window, "briscola-chiamata", seed=4, level="medium", dealer=2)   # seat 3 speaks first
    assert my_turn_to_bid(qtbot, window)
    assert any(kind_of(a) == "bid" for _, a in window.ctrl.hand.actions)
    high = window.ctrl.match.observation(0)["auction"]["high"]
    assert f"by {window.ctrl.name(high[0])}" in window.panel.status.text()   # the bid to beat
    record = to_record(window.ctrl.match)
    details = [p.detail for p in window.scene.plates]
    offered = [auction(window)[0].itemData(i) for i in range(auction(window)[0].count())]
    again = resumed_in_a_new_window(qtbot, window)
    try:
        assert my_turn_to_bid(qtbot, again)
        assert to_record(again.ctrl.match) == record
        assert [p.detail for p in again.scene.plates] == details
        assert any(d.startswith("bid: ") for d in details)
        box = auction(again)[0]
        assert [box.itemData(i) for i in range(box.count())] == offered
    finally:
        again.shutdown()


@pytest.mark.parametrize("variant", GAMES)
def test_undo_takes_back_a_card_but_not_a_bid(qtbot, window, variant):
    """Against the computer the person may take back their last card, as in every game; a
    bid stands once spoken (docs/rules.md section 11: the project's reading)."""
    from uihelpers import answer_before_cards, play_first_legal
    start(window, variant, seed=4, level="easy")
    assert my_turn_to_bid(qtbot, window)
    box, bid, _ = auction(window)
    qtbot.mouseClick(bid, Qt.LeftButton)
    wait_turn(qtbot, window)
    assert not window.keeper.can_undo()                    # a bid is not taken back
    answer_before_cards(qtbot, window)
    kept = list(window.ctrl.hand.actions)
    card = play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    assert window.keeper.can_undo()
    window.keeper.undo()
    qtbot.waitUntil(lambda: window.ctrl.awaiting == 0)
    hand = window.ctrl.hand
    assert hand.actions[:len(kept)] == kept[:len(hand.actions)] and card in window.scene.hands[0].cards
    assert card in hand.hands[0]


@pytest.mark.parametrize("variant", GAMES)
def test_undo_after_the_bid_that_closed_the_auction_keeps_the_bid(qtbot, window, variant):
    """Your top bid closes the auction at once, so your bid, your call and your first card
    follow one another: Undo took back all three, and the auction opened again at your
    turn (you could pass now). It takes back the card and the call with it, never the bid."""
    from uihelpers import play_first_legal
    start(window, variant, seed=9, level="easy", dealer=4)     # you speak first
    calls = win_the_auction(qtbot, window)                     # the highest bid there is
    hand = window.ctrl.hand
    top = hand.actions[0]
    assert top[0] == 0 and kind_of(top[1]) == "bid" and calls
    before = len(hand.actions)
    window.ctrl.request_action(calls[0])
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    wait_turn(qtbot, window)
    card = play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    assert window.panel.undo_button.isEnabled()
    qtbot.mouseClick(window.panel.undo_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.ctrl.hand is not hand and window.ctrl.awaiting == 0)
    hand = window.ctrl.hand
    assert hand.actions[0] == top                              # the bid stands
    assert hand.phase == "call" and card in hand.hands[0]      # you call again
    assert [a for a in hand.legal_actions() if kind_of(a) == "call"] == calls


@pytest.mark.parametrize("variant", GAMES)
def test_the_call_and_the_partner_never_hide_a_card_of_the_trick(qtbot, window, variant):
    """The call's banner stays until the first trick is taken, the partner's comes in the
    middle of a trick: over the middle of the table, either would cover the cards already
    played. At each of your turns the banner shown covers no card of the trick."""
    start(window, variant, seed=21, dealer=0, level="easy")      # you speak, and play, last
    banner, seen = window.scene.banner, []

    def check():
        trick = [window.scene.cards[c].home_rect() for c in window.scene.trick.cards]
        if banner.isVisible() and trick:
            seen.append(banner.sceneBoundingRect())
            assert not any(banner.sceneBoundingRect().intersects(r) for r in trick)
    hand = window.ctrl.hand
    for _ in range(40):
        wait_turn(qtbot, window)
        wait_settled(qtbot, window)
        if hand.is_over():
            break
        check()
        legal = hand.legal_actions()
        choice = next((a for a in legal if kind_of(a) == "play"), "pass" if "pass" in legal else legal[0])
        before = len(hand.actions)
        (window.ctrl.request_card if kind_of(choice) == "play" else window.ctrl.request_action)(choice)
        qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert seen                                                   # a banner beside a trick was seen


def test_when_everyone_passes_the_cards_go_face_down_and_the_panel_says_why(qtbot, window):
    """Five people at one screen all pass: the hand is not played and keeps its cards. The
    last to pass must not leave their hand face up for the next to see, and the panel says
    why the hand is over (the next dealer deals again), not a bare "the hand is over"."""
    start(window, "briscola-chiamata", seats=["person"] * 5, seed=3, dealer=4)
    hand = window.ctrl.hand
    everyone_passes(qtbot, window)
    wait_turn(qtbot, window)
    wait_settled(qtbot, window)
    assert hand.is_over() and not window.ctrl.match.results[-1].played
    assert all(len(p.cards) == 8 for p in window.scene.hands)
    assert not any(any(f) for f in hand_faces(window).values())
    assert "Everyone passed" in window.panel.status.text()
    # the summary says what became of the hand, without a sheet of no points and no tokens
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    summary = window.summary
    assert summary.heading.wordWrap()               # long in Italian: wrapped, never cut
    text = summary.body.text()
    assert "Nobody bid, so the hand was not played" in text
    assert "Card points" not in text and "Tokens" not in text


@pytest.mark.parametrize("variant", GAMES)
def test_the_auction_title_offers_only_what_is_open(qtbot, window, variant):
    """The first to speak is offered to bid or pass, with nothing yet to bid "higher" than;
    where the first to speak must bid (option all_pass: first_bids), no Pass button and a
    title that says so, not "or pass"."""
    start(window, variant, seed=4, dealer=4, level="easy")
    assert my_turn_to_bid(qtbot, window)
    title = window.panel.decide_title.text()
    assert "pass" in title and "higher" not in title
    start(window, variant, seed=4, dealer=4, level="easy", options={"all_pass": "first_bids"})
    assert my_turn_to_bid(qtbot, window)
    _, _, passing = auction(window)
    assert passing is None
    assert window.panel.decide_title.text() == "Your turn to bid: the first to speak must bid"


def test_the_hint_for_the_trump_and_the_call_says_why_in_their_own_words(qtbot, window):
    """The hint at the trump named and at the call gives Hard's reason: the choice with
    which the contract is made most often on the sampled deals. It said "the call made
    most often" (Italian: "chosen most often") even for the trumps."""
    start(window, "biscambiggia-chiamata", seed=12, dealer=4, level="easy",
          options={"trump": "named"})
    hand = window.ctrl.hand
    for phase, words in (("trump", "with these trumps"), ("call", "with this call")):
        wait_turn(qtbot, window)
        while hand.phase == "auction":
            bids = [a for a in hand.legal_actions() if kind_of(a) == "bid"]
            before = len(hand.actions)
            window.ctrl.request_action(bids[-1] if bids else "pass")
            qtbot.waitUntil(lambda: len(hand.actions) > before)
            wait_turn(qtbot, window)
        assert hand.phase == phase and window.ctrl.awaiting == 0
        window.hint()
        qtbot.waitUntil(lambda: "thinking" not in window.panel.hint_label.text()
                        and bool(window.panel.hint_label.text()), timeout=60000)
        text = window.panel.hint_label.text()
        assert words + " the contract is made most often" in text.lower(), text
        before = len(hand.actions)
        window.ctrl.request_action(hand.legal_actions()[0])
        qtbot.waitUntil(lambda: len(hand.actions) > before)


def test_the_lesson_says_what_biscambiggia_chiamata_does(qtbot, window):
    """The chiamata lesson, offered for Biscambiggia chiamata too, taught only Briscola
    chiamata's call ("Call a King") and said of Biscambiggia chiamata only that its bids
    are points: its last step now says what the game does, and the game does it: the
    winner of the auction may call any card of the deck, a card of their own hand among
    them (then playing alone), and the called card's suit is trump."""
    from biscambiggia_gui.engine.lessons import lesson_for
    from biscambiggia_gui.ui.messages import render
    lesson = lesson_for("biscambiggia-chiamata")
    last = render(lesson.script[-1].message)
    assert "any card" in last and "its suit is trump" in last and "alone" in last, last
    start(window, "biscambiggia-chiamata", seed=9, level="easy")
    calls = win_the_auction(qtbot, window)
    hand = window.ctrl.hand
    deck = {card for seat_hand in hand.hands for card in seat_hand}
    assert {argument(a) for a in calls} == deck                 # any card, one's own too
    own = next(a for a in calls if argument(a) in hand.hands[0])
    window.ctrl.request_action(own)
    qtbot.waitUntil(lambda: hand.phase == "play")
    contract = window.ctrl.match.observation(0)["contract"]
    assert contract["called"] == argument(own) and contract["trump"] == argument(own)[-1]


def test_the_call_names_its_card_one_way_in_the_hint_the_panel_and_the_log(qtbot, window):
    """With the Genoese deck the hint said "Call the K♥" and the log "You call the King of
    hearts": one decision, its card named two ways. A called card, named and not shown, is
    named in full wherever the call is said (ui/text.called_name, docs/i18n.md)."""
    from biscambiggia_gui.ui.text import card_long_name
    start(window, "biscambiggia-chiamata", seed=9, level="easy")
    calls = win_the_auction(qtbot, window)
    hand = window.ctrl.hand
    assert calls and window.ctrl.awaiting == 0 and window.ctrl.seated.deck == "genoese"
    hinted = []
    window.ctrl.hintReady.connect(lambda action, text: hinted.append((action, text)))
    window.hint()
    qtbot.waitUntil(lambda: bool(hinted), timeout=60000)
    action, text = hinted[-1]
    assert kind_of(action) == "call"
    name = card_long_name(argument(action), "genoese")          # "King of hearts"
    assert f"Call the {name}." in text, text
    row = window.panel.buttons["calls"]
    said = [b.accessibleName() for b in row.findChildren(QToolButton)] or \
        [row.findChild(QComboBox, "cards").itemText(i)
         for i in range(row.findChild(QComboBox, "cards").count())]
    assert any(name in s for s in said) and not any("\u2665" in s or "\u2660" in s for s in said)
    window.ctrl.request_action(action)
    qtbot.waitUntil(lambda: hand.phase == "play")
    assert any(line.startswith(f"You call the {name}.") for line in window.ctrl.log_lines), \
        window.ctrl.log_lines[-3:]



def letter(text: str) -> str:
    """The letter that, with Alt, presses the button or opens the menu named `text`."""
    return text.split("&", 1)[1][0].lower()


@pytest.mark.parametrize("language", ["en", "it"])
def test_alt_and_the_pass_buttons_letter_passes_in_either_language(qtbot, window, qapp, language):
    """The Pass button's Alt key passes, in Italian too: its letter was P, the letter of the
    Partita menu, and Alt+P opened the menu (Enter then began a new match) instead of
    passing. No decision button of the panel (Bid, Pass, Call, Give) shares its letter with
    a menu of the menu bar."""
    from biscambiggia_gui import i18n
    from biscambiggia_gui.ui.text import tr
    i18n.install(qapp, language)
    window.retranslate()
    menus = {letter(a.text()) for a in window.menuBar().actions()}
    for text in ("&Bid", "&Pass", "&Call", "Gi&ve"):
        assert letter(tr(text)) not in menus, (language, tr(text), sorted(menus))
    start(window, "briscola-chiamata", seed=4, level="easy")
    assert my_turn_to_bid(qtbot, window)
    hand = window.ctrl.hand
    _, _, passing = auction(window)
    before = len(hand.actions)
    QTest.keyClick(window, Qt.Key(ord(letter(passing.text()).upper())), Qt.AltModifier)
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert hand.actions[before] == (0, "pass")
    assert window.menuBar().activeAction() is None         # no menu opened
