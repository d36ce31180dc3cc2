"""The hint's worker passes the Hard player's reason on as a Message (the table renders it
in the player's language), from the real Hard on a real position of a match."""
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.messages import Message


def test_the_hint_carries_the_hard_players_message(qtbot):
    from biscambiggia_gui.ui.workers import AIDriver
    match = Match("briscola-2", seed=4, dealer=1)
    hand = match.start_hand()
    seat = hand.current_player()
    got = []
    driver = AIDriver()
    try:
        driver.hinted.connect(lambda s, action, reason: got.append((s, action, reason)))
        driver.hint(seat, match.observation(seat), hand.legal_actions())
        qtbot.waitUntil(lambda: bool(got))
    finally:
        driver.shutdown()
    s, action, reason = got[0]
    assert s == seat and action in hand.legal_actions()
    assert isinstance(reason, Message) and reason.code.startswith("ai.")
    assert "sampled deals" in str(reason)
