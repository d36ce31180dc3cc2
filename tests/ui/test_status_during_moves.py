"""The panel's status follows the person's move at once (issue 4: "scores and whose turn
it is"): once you have played, it no longer says it is your turn (nor offers a hint)
while the table shows the move, and "The hand is over" with its button comes only after
the last trick has been shown. At "normal" speed, where the table takes its time."""
from biscambiggia_gui.engine.actions import kind_of
from uihelpers import open_near_end, start, wait_settled, wait_turn


def status(window) -> str:
    return window.panel.status.text()


def test_after_your_card_the_status_no_longer_says_your_turn(qtbot, window):
    window.set_speed("normal")
    start(window, "briscola-2", seats=["person", "computer"], seed=7)
    for _ in range(4):
        wait_turn(qtbot, window)
        wait_settled(qtbot, window)
        assert status(window).startswith("Your turn") and window.panel.hint_button.isEnabled()
        card = next(a for a in window.ctrl.hand.legal_actions() if kind_of(a) == "play")
        window.ctrl.request_card(card)
        assert not status(window).startswith("Your turn")
        assert not window.panel.hint_button.isEnabled()


def play_to_the_end(qtbot, window) -> None:
    """The person plays its first legal card at each turn until the engine's hand is over
    (its last trick may still be on its way to the table)."""
    hand = window.ctrl.hand
    while not hand.is_over():
        wait_turn(qtbot, window)
        if window.ctrl.awaiting is None:
            continue
        card = next(a for a in hand.legal_actions() if kind_of(a) == "play")
        window.ctrl.request_card(card)


def test_the_hand_is_over_only_once_its_last_trick_has_been_shown(qtbot, window, tmp_path):
    open_near_end(window, tmp_path, "briscola-2", left=2)
    window.set_speed("normal")
    play_to_the_end(qtbot, window)
    assert not window.ctrl.hand_closed                     # the last trick is on the table
    assert status(window) == "" and not window.panel.go_on.isVisible()
    qtbot.waitUntil(lambda: window.ctrl.hand_closed)
    assert status(window) == "The deal is over." and window.panel.go_on.isVisible()   # Briscola


def test_the_gold_rim_leaves_your_plate_as_soon_as_you_have_played(qtbot, window):
    """The rim on the seat plates says whose turn it is, as the status does: once your card
    is taken it is on the next seat's plate while your card still travels to the table
    (it stayed on yours, beside "Anna is thinking..."); where your card closes a trick,
    on nobody until the trick is taken (test_the_next_to_act_is_named_once_the_trick_...)."""
    window.set_speed("normal")
    start(window, "briscola-2", seats=["person", "computer"], seed=7)
    plates = window.scene.plates
    for _ in range(4):
        wait_turn(qtbot, window)
        wait_settled(qtbot, window)
        assert plates[0].active and not plates[1].active
        hand = window.ctrl.hand
        card = next(a for a in hand.legal_actions() if kind_of(a) == "play")
        tricks = hand.tricks_played
        window.ctrl.request_card(card)
        assert window.scene.busy()                         # the card is on its way
        nxt = hand.current_player()
        if hand.tricks_played > tricks:    # it closed the trick: nobody named till it is taken
            assert not any(p.active for p in plates) and status(window) == ""
            continue
        assert [p.active for p in plates] == [s == nxt for s in range(2)]
        if nxt == 1:
            assert status(window) == "Anna is thinking..."


def test_the_standing_counts_the_hand_only_once_its_last_trick_has_been_shown(qtbot, window,
                                                                              tmp_path):
    """The standing in the panel (here the chiamata games' tokens) keeps the score before
    the hand while its last trick is still on the table: no spoiling the end by a second."""
    seed = next(s for s in range(1, 60) if last_seat("briscola-chiamata", s) == 0)  # yours last
    open_near_end(window, tmp_path, "briscola-chiamata", seed=seed, left=1)
    window.set_speed("normal")

    def standing():
        return [score.text() for _, score in window.panel.rows if score.isVisible()]
    before = standing()
    assert before == ["0 tokens"] * 5
    play_to_the_end(qtbot, window)
    assert not window.ctrl.hand_closed                     # the last trick is on the table
    assert standing() == before
    qtbot.waitUntil(lambda: window.ctrl.hand_closed)
    after = standing()
    assert after != before and sum(int(t.split()[0]) for t in after) == 0


def last_seat(variant, seed) -> int:
    """Who plays the last card of the first hand the engine plays with `seed` (as
    record_near_end plays it)."""
    from biscambiggia_gui.engine import Match
    match = Match(variant, {}, dealer=0, seed=seed)
    hand = match.start_hand()
    while not hand.is_over():
        match.apply(hand.legal_actions()[0])
    return hand.actions[-1][0]


def _watch_a_hand(qtbot, window, tricks: int) -> list[tuple[int, str, list[int], list[str]]]:
    """Play the person's first legal card at each turn for `tricks` tricks, at normal
    speed, looking at the table all the while: (cards of the trick on the table, the status,
    the seats whose plate has the rim, the cards in the piles) at every look."""
    scene = window.scene
    seen: list[tuple[int, str, list[int], list[str]]] = []

    def look() -> bool:
        seen.append((len(scene.trick.cards), status(window),
                     [s for s, p in enumerate(scene.plates) if p.active],
                     [c for pile in scene.piles for c in pile.cards]))
        return window.ctrl.awaiting is not None or window.ctrl.hand.is_over()

    hand = window.ctrl.hand
    while hand.tricks_played < tricks and not hand.is_over():
        qtbot.waitUntil(look, timeout=20000)
        if window.ctrl.awaiting is None:
            break
        card = next(a for a in hand.legal_actions() if kind_of(a) == "play")
        window.ctrl.request_card(card)
        look()
    return seen


def test_the_next_to_act_is_named_once_the_trick_has_been_taken(qtbot, window):
    """Briscola a 4 at normal speed: when a move completed a trick whose winner was a
    computer, the status said "Bruno is thinking..." and his plate had the rim while the
    four cards still lay on the table; when the winner was you, the status stayed blank
    meanwhile. Now, while a whole trick lies on the table, nobody is named (the status
    blank, no rim); once it has been gathered its winner has the rim, and a computer is
    said to be thinking, you or a computer alike."""
    window.set_speed("normal")
    start(window, "briscola-4", seed=3)
    seen = _watch_a_hand(qtbot, window, tricks=6)
    whole = [s for s in seen if s[0] == 4]
    assert whole, "a whole trick was never seen on the table"
    named = [s for s in whole if s[1] or s[2]]
    assert not named, named[:3]
    thinking = [s for s in seen if s[0] == 0 and s[3] and s[1].endswith("is thinking...")]
    assert thinking                            # after a trick taken, a computer to lead
    assert all(len(s[2]) == 1 for s in thinking)
    assert all(s[1] == f"{window.ctrl.name(s[2][0])} is thinking..." for s in thinking)
    yours = [s for s in seen if s[0] == 0 and s[3] and s[2] == [0]]
    assert yours                               # after a trick taken, you to lead
    assert all(not s[1].endswith("is thinking...") for s in yours)
