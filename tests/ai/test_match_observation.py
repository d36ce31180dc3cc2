"""The match's standing in a seat's observation (issue 5: "the observation carries at
least the variant, the seat, the dealer, the hand, the trump card, the talon size, every
action of the hand seen so far, and the scores")."""
import json

import pytest

from biscambiggia_gui.ai import Budget, make_player
from biscambiggia_gui.ai.protocol import _answer
from biscambiggia_gui.engine import IllegalAction, Match


def finish_hand(match, player):
    hand = match.current
    while not hand.is_over():
        seat = hand.current_player()
        match.apply(player.choose(match.observation(seat), hand.legal_actions()), seat)


@pytest.mark.parametrize("variant, unit", [("briscola-2", "hands"), ("biscambiggia-4", "hands"),
                                           ("mariagio", "points"),
                                           ("tarocchi-pizzico", "points")])
def test_the_standing_after_a_hand_is_in_every_seats_observation(variant, unit):
    match = Match(variant, seed=11)
    match.start_hand()
    first = match.observation(0)["match"]
    assert first == {"score": [0, 0], "unit": unit, "hands_played": 0, "over": False}
    finish_hand(match, make_player("medium", seed=1))
    match.start_hand()
    seats = match.variant.players
    standings = [match.observation(s)["match"] for s in range(seats)]
    assert all(s == standings[0] for s in standings)          # public: the same for all
    assert standings[0]["hands_played"] == 1
    assert standings[0]["score"] == match.score()
    assert sum(standings[0]["score"]) > 0
    # the rest of the observation is the hand's own
    obs = match.observation(1)
    del obs["match"]
    assert obs == match.current.observation(1)


def test_no_observation_before_the_first_deal():
    with pytest.raises(IllegalAction):
        Match("briscola-2", seed=1).observation(0)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_standing_does_not_change_a_players_choice(level):
    """The players decide on the hand (a seed reproduces the same choice with or without
    the standing, so arena figures measured before the standing was added still hold)."""
    match = Match("mariagio", seed=5)
    match.start_hand()
    # Hard with its full 64 worlds and no clock (a loaded machine must not cut its sampling)
    extra = {"budget": Budget(time_limit=60.0)} if level == "hard" else {}
    player = make_player(level, seed=9, **extra)
    for _ in range(6):
        hand = match.current
        seat = hand.current_player()
        legal = hand.legal_actions()
        with_standing = match.observation(seat)
        with_standing["match"]["score"] = [150, 20]          # any standing at all
        assert player.choose(with_standing, legal) == player.choose(hand.observation(seat), legal)
        match.apply(player.choose(with_standing, legal), seat)


def test_the_bot_protocol_takes_an_observation_with_the_standing():
    match = Match("tarocchi-pizzico", seed=2)
    hand = match.start_hand()
    seat = hand.current_player()
    line = json.dumps({"observation": match.observation(seat), "legal": hand.legal_actions()})
    answer = _answer(make_player("medium", seed=1), line)
    assert answer.get("action") in hand.legal_actions(), answer


@pytest.mark.parametrize("variant", ["briscola-chiamata", "biscambiggia-chiamata"])
def test_a_hand_everyone_passed_is_not_one_of_the_hands_played(variant):
    """The next dealer deals again and the match still has all its hands to play: a bot
    that counts the hands left from `hands_played` and the option `hands` must not lose one."""
    match = Match(variant, {"hands": 2}, dealer=0, seed=3)
    hand = match.start_hand()
    while not hand.is_over():
        match.apply("pass")
    match.start_hand()
    standing = match.observation(2)["match"]
    assert standing == {"score": [0] * 5, "unit": "tokens", "hands_played": 0, "over": False}
    finish_hand(match, make_player("random", seed=2))
    match.start_hand()
    assert match.observation(0)["match"]["hands_played"] == 1 and not match.is_over()
