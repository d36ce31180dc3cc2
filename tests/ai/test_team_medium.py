"""Medium's card play in the team games with a talon (Briscola and Biscambiggia a 4,
docs/rules.md) on a constructed position: the real engine deals the hands written here,
plays the cards given, and the real Medium player chooses (docs/benchmarks.md, "Medium
covering its partner in the team games with a talon")."""
import pytest

from biscambiggia_gui.ai import make_player
from biscambiggia_gui.engine import new_hand
from biscambiggia_gui.engine.dealing import deck_from_deal
from biscambiggia_gui.games.trump.play import COVER

DEALER = 0                              # seat 1 leads the first trick

HANDS = {
    1: ["KC", "2S", "3S"],              # Medium's partner: leads the king of clubs
    2: ["2D", "4S", "5S"],              # an opponent: throws the 2 of diamonds
    3: ["4H", "5D", "6S"],              # Medium: a low trump, two plain cards
    0: ["AC", "3H", "7S"],              # the opponent still to play holds the ace of clubs
}


@pytest.mark.parametrize("game", ["briscola-4", "biscambiggia-4"])
def test_medium_covers_its_partners_trick_that_the_last_opponent_may_take(game):
    # the talon is nearly full, hearts are trump; the partner's king of clubs leads the
    # trick with points on it and the last opponent may beat it (the ace of clubs is not
    # seen yet): Medium takes the trick over with its trump without points (the 4) rather
    # than throw a card and leave the points to the opponent
    hand = new_hand(game, None, deck_from_deal(game, DEALER, HANDS, turned="6H"), DEALER)
    assert hand.sides[1] == hand.sides[3] != hand.sides[0] and hand.trump == "H"
    hand.apply("KC")
    hand.apply("2D")
    assert hand.card_value["KC"] + hand.card_value["2D"] >= COVER
    assert hand.current_player() == 3 and hand.observation(3)["talon_size"] > 6
    card = make_player("medium", seed=1).choose(hand.observation(3), hand.legal_actions())
    assert card == "4H"
    hand.apply(card)
    hand.apply("AC")
    assert hand.last_trick is not None and hand.sides[hand.last_trick[2]] == hand.sides[3]
