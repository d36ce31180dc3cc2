"""Rule tests for Mariagio, quoting docs/rules.md section 4 and mariagio.it.txt."""
import pytest

from biscambiggia_gui.engine import IllegalAction, Match, new_hand
from biscambiggia_gui.engine.dealing import deck_from_deal

V = "mariagio"


def hand_with(h0, h1, turned="5C", options=None, dealer=1, talon=None):
    deck = deck_from_deal(V, dealer, {0: h0, 1: h1}, turned=turned, talon=talon)
    return new_hand(V, options, deck, dealer)


def test_seven_cards_each_and_thirteen_drawing_tricks():
    # docs/rules.md 4: "seven cards each, a turned trump as in section 2." "Thirteen tricks are
    # played with drawing; then the last seven, from the hands alone."
    hand = hand_with([], [])
    assert [len(h) for h in hand.hands] == [7, 7] and hand.talon_size() == 26
    for _ in range(13):
        assert not hand.last_phase()
        hand.apply([a for a in hand.legal_actions() if ":" not in a][0])
        hand.apply([a for a in hand.legal_actions() if ":" not in a][0])
    assert hand.last_phase() and hand.talon_size() == 0 and len(hand.hands[0]) == 7


def test_marriage_only_by_the_leader_20_or_40():
    # docs/rules.md 4: "A king and queen of one suit in hand (...), shown by the leader
    # before leading: 20 points, 40 in trumps. One declaration per lead"
    hand = hand_with(["KH", "QH", "KC", "QC", "2D", "3D", "4D"], ["KS", "QS", "2H", "3H", "4H", "6D", "7D"])
    legal = hand.legal_actions()
    assert "marriage:H" in legal and "marriage:C" in legal
    hand.apply("marriage:C")
    assert hand.points[0] == 40                       # clubs are trumps (turned 5C)
    assert "marriage:H" not in hand.legal_actions()  # one per lead
    with pytest.raises(IllegalAction, match="only one marriage"):
        hand.apply("marriage:H")
    hand.apply("2D")
    with pytest.raises(IllegalAction, match="only the leader"):   # seat 1 replies, holds K+Q of spades
        hand.apply("marriage:S")


def test_declared_points_count_without_winning_a_trick():
    # docs/rules.md 4: "the points count even if the declarer never wins a trick."
    hand = hand_with(["KH", "QH", "2D", "3D", "4D", "6D", "JD"], [], turned="5S")
    hand.apply("marriage:H")
    assert hand.points[0] == 20 and hand.bonuses()[0] == [{"name": "marriage", "suit": "H", "points": 20}]


def test_exchange_the_two_of_trumps():
    # docs/rules.md 4: "The leader holding the 2 of trumps may swap it for the turned trump
    # before leading, as long as the turned card still lies under the talon (the first lead
    # included)."
    hand = hand_with(["2C", "3D", "4D", "5D", "6D", "7D", "JD"], ["2H"], turned="AC")
    assert "exchange:2C" in hand.legal_actions()
    hand.apply("exchange:2C")
    assert "AC" in hand.hands[0] and "2C" not in hand.hands[0]
    assert hand.trump_card_showing() == "2C" and hand.trump == "C"
    follower = hand_with(["3D"], ["2C"], turned="AC")
    follower.apply("3D")
    assert "exchange:2C" not in follower.legal_actions()


def _to_last_phase(hand):
    while not hand.last_phase():
        hand.apply([a for a in hand.legal_actions() if ":" not in a][0])


def test_last_seven_follow_and_win_if_able():
    # docs/rules.md 4: "the reply must follow the suit led and beat the card led if it can; a
    # player with no card of that suit must play a trump if they have one; otherwise
    # anything goes."
    hand = hand_with([], [], turned="5C")
    _to_last_phase(hand)
    hand.hands[hand.turn] = ["KH", "AC", "2S", "3S", "4S", "6S", "7S"]
    hand.hands[1 - hand.turn] = ["AH", "2H", "2D", "3D", "4D", "6D", "JD"]
    hand.apply("KH")
    assert hand.legal_actions() == ["AH"]
    with pytest.raises(IllegalAction, match="beat"):
        hand.apply("2H")
    assert hand.refusal("2H").args == {"card": "KH"}           # the card to beat, named
    hand.apply("AH")
    hand.apply("2D")                                 # winner leads diamonds; void: must trump
    assert hand.legal_actions() == ["AC"]
    with pytest.raises(IllegalAction, match="trump"):
        hand.apply("2S")
    assert hand.refusal("2S").args == {"suit": "C"}            # the trump suit, named


def test_follow_suit_only_option():
    # docs/rules.md 4: "The option "follow suit only" keeps only the duty to follow suit."
    hand = hand_with([], [], turned="5C", options={"follow_suit_only": True})
    _to_last_phase(hand)
    hand.hands[hand.turn] = ["KH", "2S", "3S", "4S", "6S", "7S", "JS"]
    hand.hands[1 - hand.turn] = ["AH", "2H", "AC", "2D", "3D", "4D", "6D"]
    hand.apply("KH")
    assert sorted(hand.legal_actions()) == ["2H", "AH"]


def test_last_trick_scores_20_and_hand_totals_140():
    # docs/rules.md 4: "The last trick scores 20 for its winner." "(140 points plus the
    # marriages in all)"
    hand = hand_with([], [])
    while not hand.is_over():
        hand.apply([a for a in hand.legal_actions() if not a.startswith("marriage")][-1])
    result = hand.result()
    assert sum(result.points) == 140 and sum(result.card_points) == 120
    assert any(b["name"] == "last trick" for b in result.bonuses[hand.last_trick[2]])


def test_late_marriage_can_be_forbidden():
    # docs/rules.md 4: "Declaring in the last seven tricks is allowed (option "late
    # marriage": on by default)."
    for allowed in (True, False):
        hand = hand_with([], [], turned="5C", options={"late_marriage": allowed})
        _to_last_phase(hand)
        hand.hands[hand.turn][:2] = ["KH", "QH"]
        assert ("marriage:H" in hand.legal_actions()) == allowed


def test_captured_marriage_option():
    # docs/rules.md 4: "Captured marriage (option, off by default): the winner of a trick
    # holding the king and queen of one suit scores 20 (40 in trumps)."
    for on in (False, True):
        hand = hand_with(["QH"], ["KH"], turned="5C", options={"captured_marriage": on}, dealer=1)
        hand.apply("QH")
        hand.apply("KH")
        assert hand.points[1] == 7 + (20 if on else 0)


def test_match_to_200_with_the_tie_rule():
    # docs/rules.md 4: "at the end of a hand, the first to reach the target (200 by default)
    # wins; both past it, the higher total wins; equal totals, one more hand is played."
    m = Match(V, {"target": 200}, seed=5)
    while not m.is_over():
        m.start_hand()
        while not m.current.is_over():
            m.apply(m.current.legal_actions()[-1])
    score = m.score()
    assert max(score) >= 200 and score[0] != score[1] and m.winner() == score.index(max(score))
    m.results[-1].points = [0, 0]                       # as if the totals were equal
    tied = Match(V, seed=1)
    tied.results = [type(m.results[0])([210, 210], [0, 0], [[], []], None)]
    assert not tied.is_over()
