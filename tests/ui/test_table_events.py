"""The table fed by the engine (issue 14: "The engine reports everything the table shows as
events ... `Match.apply` returns them, and the table reads only observations and events").
A whole hand of every variant is played by computers in the real window; each time the
table comes to rest, every pile on the screen must hold exactly the cards the engine says.
A second test feeds the table the events of one action in a wrong order and checks that
this comparison catches it."""
import pytest

from biscambiggia_gui.engine import variants, Match
from biscambiggia_gui.engine.cards import MATTO

from uihelpers import start, wait_settled


def differences(win) -> list[str]:
    """Where the table's piles differ from the engine's hand (empty when they agree)."""
    ctrl, scene = win.ctrl, win.scene
    hand, v = ctrl.hand, ctrl.match.variant
    out = []
    for seat in range(v.players):
        if sorted(scene.hands[seat].cards) != sorted(hand.hands[seat]):
            out.append(f"hand {seat}: table {sorted(scene.hands[seat].cards)}, engine {sorted(hand.hands[seat])}")
    trick = [c for _, c in hand.trick_pairs()]
    if scene.trick.cards != trick:
        out.append(f"trick: table {scene.trick.cards}, engine {trick}")
    owners = [s for s, _ in hand.trick_pairs()]
    if scene.trick.owners != owners:
        out.append(f"trick seats: table {scene.trick.owners}, engine {owners}")
    left = len(scene.talon.cards) + len(scene.turned.cards)
    if left != hand.talon_size():
        out.append(f"talon: table {left}, engine {hand.talon_size()}")
    for side, taken in enumerate(hand.captured):      # a side's cards lie on its seats' piles
        captured = set(taken)
        piles = {ctrl.pile_of(seat) for seat in range(v.players) if hand.sides[seat] == side}
        shown = {c for p in piles for c in scene.piles[p].cards}
        if shown != captured:
            out.append(f"pile {side}: table only {sorted(shown - captured)}, engine only {sorted(captured - shown)}")
    return out


def play_hand_checking(qtbot, win, variant):
    """Computers play a hand of `variant`; the table is compared with the engine at every
    rest. Returns how many times it was compared."""
    seen = []
    win.ctrl.atRest.connect(lambda: seen.append(differences(win)))
    n = variants()[variant].players
    with qtbot.waitSignal(win.ctrl.handFinished, timeout=60000):
        start(win, variant, seats=["computer"] * n, seed=5)
    wait_settled(qtbot, win)
    seen.append(differences(win))
    return seen


@pytest.mark.parametrize("variant", list(variants()))
def test_a_whole_hand_shows_what_the_engine_says_at_every_rest(qtbot, window, variant):
    seen = play_hand_checking(qtbot, window, variant)
    hand = window.ctrl.hand
    assert hand.is_over()
    assert len(seen) > len(hand.actions) // 2          # compared after (nearly) every move
    assert all(d == [] for d in seen), next(d for d in seen if d)
    scene = window.scene
    on_table = sum(len(p.cards) for p in scene.hands + scene.piles + [scene.trick, scene.talon, scene.turned])
    assert on_table == variants()[variant].deck_size
    assert window.ctrl.last_trick()[2] == hand.last_trick[2]


def test_the_matto_lies_across_its_players_pile_while_owed(qtbot, window):
    """Tarocchi: after a trick with the matto, the matto_kept event puts it back on its
    player's pile, across and face up; once its debt is settled it lies flat again."""
    ctrl, scene = window.ctrl, window.scene
    kept_seen = []

    def check():
        owes = ctrl.match.observation(0).get("matto_owes")
        across = [s for s, p in enumerate(scene.piles) if MATTO in p.sideways]
        kept_seen.append((owes, across))
    ctrl.atRest.connect(check)
    with qtbot.waitSignal(ctrl.handFinished, timeout=60000):
        start(window, "tarocchi-pizzico", seats=["computer", "computer"], seed=5)
    owed = [(owes, across) for owes, across in kept_seen if owes is not None]
    assert owed, "the matto was never played in this hand"
    assert all(across == [owes] for owes, across in owed)
    assert all(across == [] for owes, across in kept_seen if owes is None)


def test_events_in_a_wrong_order_are_caught(qtbot, window, monkeypatch):
    """The comparison above is not blind: give the table one action's events with the trick
    told before its last card is played, and the table no longer matches the engine."""
    ctrl = window.ctrl
    apply = Match.apply
    spoiled = []

    def wrong_order(match, action, seat=None):
        events = apply(match, action, seat)
        kinds = [e.kind for e in events]
        if not spoiled and "trick" in kinds and kinds[0] == "play":
            i = kinds.index("trick")
            events = [events[i]] + events[:i] + events[i + 1:]   # the trick before the play
            spoiled.append(True)
        return events
    monkeypatch.setattr(Match, "apply", wrong_order)
    found = []
    ctrl.atRest.connect(lambda: found.append(differences(window)) if spoiled else None)
    start(window, "briscola-2", seats=["computer", "computer"], seed=5)
    qtbot.waitUntil(lambda: bool(found))
    assert spoiled and found[0], "a trick shown before its last card went unnoticed"
    assert any(d.startswith("trick") for d in found[0])


def test_the_log_names_the_matto_with_its_player_and_says_who_keeps_it(qtbot, window):
    """Tarocchi: the log's line for a trick with the matto names every card with who played
    it, the matto too, and ends saying that its player keeps it (the winner does not take
    it); the matto is named in no other trick's line."""
    ctrl = window.ctrl
    with qtbot.waitSignal(ctrl.handFinished, timeout=60000):
        start(window, "tarocchi-pizzico", seats=["computer", "computer"], seed=5)
    lines = [line for line in ctrl.log_lines if "the matto stays with" in line]
    assert lines, ctrl.log_lines
    for line in lines:
        played, keeper = line.split(": ", 1)[1].split("; the matto stays with ")
        assert f"{keeper}\u00a0(Matto)" in played.split(", "), line
    assert not any(line.startswith("Trick to") and "Matto" in line and "stays" not in line
                   for line in ctrl.log_lines)
