"""Medium's card play in the chiamata games (docs/rules.md section 11) on constructed
positions: the real engine deals the hands written here, holds the auction and the call,
plays the cards given, and the real Medium player chooses. What a card player would call a
mistake is what each test rules out (docs/benchmarks.md, "Medium's card play in the
chiamata games")."""
from biscambiggia_gui.ai import make_player
from biscambiggia_gui.engine import get_variant, new_hand
from biscambiggia_gui.games.chiamata.rules import CALLER_SIDE, DEFENDERS

GAME = "biscambiggia-chiamata"          # trump: the called card's suit
DEALER = 0                              # seat 1 speaks first and leads the first trick


def deal(hands: dict[int, list[str]], call: str, caller: int = 1):
    """A hand of Biscambiggia chiamata dealt so that each seat holds `hands[seat]`
    (8 cards each), won by `caller` at 61 with `call` called; the first trick not begun."""
    variant = get_variant(GAME)
    order = variant.family.deal_positions(DEALER, 5, 8)
    left = {s: list(cards) for s, cards in hands.items()}
    deck = [left[seat].pop(0) for seat in order]
    hand = new_hand(GAME, None, deck, DEALER)
    assert [sorted(h) for h in hand.hands] == [sorted(hands[s]) for s in range(5)]
    while hand.phase == "auction":
        hand.apply("bid:61" if hand.turn == caller else "pass")
    hand.apply(f"call:{call}")
    assert hand.phase == "play" and hand.caller == caller
    return hand


def medium_plays(hand, seat: int) -> str:
    assert hand.turn == seat
    return make_player("medium", seed=1).choose(hand.observation(seat), hand.legal_actions())


HANDS = {
    # the caller (seat 1) calls the ace of hearts: hearts are trump, seat 2 its partner
    1: ["KC", "2H", "3H", "4H", "5H", "2D", "3D", "4D"],
    2: ["AH", "6H", "2C", "3C", "4C", "5D", "6D", "5C"],
    3: ["7C", "AC", "QC", "JC", "6C", "7D", "AD", "KD"],
    4: ["JH", "QH", "KH", "7H", "QD", "JD", "2S", "3S"],
    0: ["AS", "7S", "KS", "QS", "JS", "6S", "5S", "4S"],
}


def test_the_hidden_partner_covers_the_callers_trick_with_points_an_opponent_may_take():
    # the caller leads the king of clubs (4 points); the partner, next, knows it is the
    # partner, and the three defenders after it hold the ace and the 7 of clubs and every
    # trump above the 6: it takes the trick over with its 6 of trumps (no points) rather
    # than leave 4 points for a defender to take
    hand = deal(HANDS, "AH")
    assert hand.sides[2] == CALLER_SIDE and hand.sides[3] == DEFENDERS
    hand.apply("KC")
    obs = hand.observation(2)
    assert obs["partner"] == 2 and not any(e["event"] == "partner" for e in obs["history"])
    assert medium_plays(hand, 2) == "6H"


def test_the_hidden_partner_keeps_the_called_ace_back_on_the_first_trick():
    # the partner (seat 0, last to play) still hides behind the called ace of trumps; a
    # defender wins the first trick with its 7 (13 points on the table): the ace of trumps,
    # its only card that takes the trick, is not spent on it, which would show the
    # defenders whom to beat for the seven tricks to come
    hands = {
        0: ["AH", "2C", "3C", "4C", "5C", "6C", "4D", "5D"],
        1: ["KC", "2H", "3H", "4H", "5H", "6H", "2D", "3D"],
        2: ["7D", "AC", "QC", "JC", "7C", "AD", "KD", "6D"],
        3: ["QD", "JH", "QH", "KH", "7H", "JD", "2S", "3S"],
        4: ["AS", "7S", "KS", "QS", "JS", "6S", "5S", "4S"],
    }
    hand = deal(hands, "AH")
    assert hand.sides[0] == CALLER_SIDE
    for card in ("2D", "7D", "QD", "4S"):       # the caller, then three defenders
        hand.apply(card)
    choice = medium_plays(hand, 0)
    assert choice != "AH" and choice in hand.legal_actions()


def test_a_defender_keeps_its_ace_of_trumps_for_a_trick_worth_it():
    # the first trick: the caller leads the jack of diamonds (2 points); a defender with
    # plain cards to spare does not spend the ace of trumps (11 points, the trump no one
    # can beat) on 2 points at the first of eight tricks (an empty talon's rule: Medium
    # trumped anything worth 2 points from the first trick on)
    hands = {
        1: ["JD", "2H", "3H", "4H", "5H", "2D", "3D", "4D"],
        2: ["AH", "2C", "3C", "4C", "5C", "6C", "5D", "6D"],
        3: ["7H", "AC", "QC", "JC", "7C", "7D", "AD", "KD"],
        4: ["JH", "QH", "KH", "6H", "QD", "KC", "2S", "3S"],
        0: ["AS", "7S", "KS", "QS", "JS", "6S", "5S", "4S"],
    }
    hand = deal(hands, "7H")                    # the partner: seat 3; seat 2 defends
    assert hand.sides[2] == DEFENDERS
    hand.apply("JD")
    assert medium_plays(hand, 2) != "AH"
