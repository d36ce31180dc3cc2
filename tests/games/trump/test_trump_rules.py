"""Rule tests for Biscambiggia and Briscola. Each quotes the sentence of docs/rules.md (or of
a published text it was written from) that it checks."""
import pytest

from biscambiggia_gui.engine import IllegalAction, Match, deck_for, new_hand
from biscambiggia_gui.games.trump.cards import POINTS_BISCAMBIGGIA, POINTS_BRISCOLA
from biscambiggia_gui.engine.dealing import deck_from_deal


def play_out(hand, choose=lambda h: h.legal_actions()[0]):
    while not hand.is_over():
        hand.apply(choose(hand))
    return hand


def test_deal_one_at_a_time_from_the_seat_after_the_dealer():
    # docs/rules.md 2: "The deck is shuffled and dealt from the top, one card at a time, to the
    # seat after the dealer first and on round the table, until everyone holds the hand size
    # (three cards; Mariagio seven)."
    deck = deck_for(40)
    hand = new_hand("biscambiggia-2", None, deck, dealer=0)
    assert hand.hands[1] == [deck[0], deck[2], deck[4]]
    assert hand.hands[0] == [deck[1], deck[3], deck[5]]
    four = new_hand("briscola-4", None, deck, dealer=2)
    assert four.hands[3] == [deck[0], deck[4], deck[8]]
    assert four.hands[2] == [deck[3], deck[7], deck[11]]


def test_turned_card_is_trump_and_drawn_last():
    # docs/rules.md 2: "The next card is turned face up and its suit is trump for the hand. The
    # rest of the deck, the talon, is laid on top of the turned card, which is therefore the
    # last card drawn."
    deck = deck_for(40)
    hand = new_hand("biscambiggia-2", None, deck, dealer=1)
    turned = deck[6]
    assert hand.trump == turned[-1] and hand.trump_card_showing() == turned
    assert hand.talon_size() == 34
    play_out(hand)
    drawn = [e["card"] for e in hand.observation(0)["history"] if e["event"] == "draw" and "card" in e]
    assert drawn[-1] == turned
    assert hand.trump_card_showing() is None


def test_seat_after_dealer_leads_and_winner_leads_next():
    # docs/rules.md 2: "The seat after the dealer leads the first trick; whoever wins a trick
    # leads the next."
    deck = deck_from_deal("biscambiggia-3", 2, {0: ["AH", "2H", "3H"], 1: ["4H", "5H", "6H"],
                                                   2: ["7H", "KH", "QH"]}, turned="JC")
    hand = new_hand("biscambiggia-3", None, deck, dealer=2)
    assert hand.current_player() == 0
    for card in ("2H", "4H", "7H"):                          # 7 is second only to the ace
        hand.apply(card)
    assert hand.current_player() == 2 and hand.leader == 2


@pytest.mark.parametrize("variant,lead,reply,winner", [
    ("biscambiggia-2", "7H", "AH", 1),      # A(11) 7(10) K(4): the ace beats the seven
    ("biscambiggia-2", "7H", "KH", 0),      # in Biscambiggia the 7 beats the king
    ("briscola-2", "7H", "KH", 1),          # in Briscola the 7 is below the jack
    ("briscola-2", "3H", "KH", 0),          # and the 3 is second to the ace
    ("briscola-2", "AH", "2C", 0),          # "with no trump, by the highest card of the suit led"
    ("briscola-2", "AH", "2S", 1),          # "A trick is won by the highest trump in it"
])
def test_trick_winner(variant, lead, reply, winner):
    # docs/rules.md 2: "The highest trump wins; with no trump in the trick, the highest card
    # of the suit that was led." Ranks: "Biscambiggia and Mariagio: A (11), 7 (10), K (4),
    # Q (3), J (2), 6, 5, 4, 3, 2"; "Briscola: A (11), 3 (10), K (4), Q (3), J (2), 7, 6, 5,
    # 4, 2"."
    deck = deck_from_deal(variant, 1, {0: [lead], 1: [reply]}, turned="4S")
    hand = new_hand(variant, None, deck, dealer=1)
    hand.apply(lead)
    hand.apply(reply)
    assert hand.last_trick[2] == winner


def test_any_card_may_be_played_in_reply():
    # docs/rules.md 2: "Any card may be played in reply (Mariagio's last seven tricks
    # excepted)."
    deck = deck_from_deal("briscola-2", 1, {0: ["AH"], 1: ["2H", "3C", "4S"]}, turned="5D")
    hand = new_hand("briscola-2", None, deck, dealer=1)
    hand.apply("AH")
    assert sorted(hand.legal_actions()) == ["2H", "3C", "4S"]


def test_draw_starts_with_the_winner_in_order_of_play():
    # docs/rules.md 2: "After each trick, while the talon lasts, everyone draws one card: the
    # trick's winner first, then the others in order of play."
    deck = deck_from_deal("biscambiggia-4", 3, {0: ["2H"], 1: ["AH"], 2: ["3H"], 3: ["4H"]},
                          turned="5C", talon=["6D", "7D", "JD", "QD"])
    hand = new_hand("biscambiggia-4", None, deck, dealer=3)
    for card in ("2H", "AH", "3H", "4H"):
        hand.apply(card)
    assert hand.last_trick[2] == 1
    assert hand.hands[1][-1] == "6D" and hand.hands[2][-1] == "7D"
    assert hand.hands[3][-1] == "JD" and hand.hands[0][-1] == "QD"


def test_card_points_sum_to_120():
    # docs/rules.md 2: "The 40 cards hold 120 card points."
    assert sum(POINTS_BISCAMBIGGIA.values()) == 120 == sum(POINTS_BRISCOLA.values())


@pytest.mark.parametrize("variant,size,absent", [
    ("biscambiggia-3", 39, {"2S"}), ("briscola-3", 39, {"2S"}),
    ("biscambiggia-6", 36, {"2H", "2D", "2C", "2S"}), ("briscola-6", 36, {"2H", "2D", "2C", "2S"}),
])
def test_decks_with_removals(variant, size, absent):
    # docs/rules.md 3: "39: the 2 of spades out"; "36: every 2 out; two teams of three".
    hand = new_hand(variant, None, deck_for(size), dealer=0)
    everything = [c for h in hand.hands for c in h] + hand.talon
    assert len(everything) == size and not absent & set(everything)
    with pytest.raises(ValueError, match="the deck does not fit"):
        new_hand(variant, None, deck_for(40), dealer=0)


def test_two_player_void_hand_at_60():
    # docs/rules.md 3: "61 points or more; 60 each is a void hand".
    hand = new_hand("biscambiggia-2", None, deck_for(40), dealer=0)
    assert hand._hand_winner([60, 60]) is None
    assert hand._hand_winner([61, 59]) == 0


def test_three_player_tie_for_top_is_void():
    # docs/rules.md 3 (biscambiggia-3): "the single highest score; a shared top is void".
    hand = new_hand("biscambiggia-3", None, deck_for(39), dealer=0)
    assert hand._hand_winner([40, 40, 40]) is None
    assert hand._hand_winner([45, 45, 30]) is None
    assert hand._hand_winner([41, 39, 40]) == 0


def test_teams_share_one_capture_pile():
    # docs/rules.md 3: "In the team games each team keeps one pile of captured cards." and 1:
    # "the even seats (0, 2, 4) are team 0".
    hand = play_out(new_hand("briscola-6", None, deck_for(36), dealer=0))
    assert len(hand.captured) == 2 and sum(hand.points) == 120
    assert sum(len(p) for p in hand.captured) == 36


def test_partner_view_once_talon_is_empty():
    # docs/rules.md 7: "Once the talon is empty, partners may look at each other's hands
    # (option `partner_view`, on by default), for the human and for the computer partners
    # alike, except in the first deal of the match"."
    hand = new_hand("briscola-4", None, deck_for(40), dealer=0)
    hand.deal_index = 1             # a later deal: the first allows no look (test_rule_points.py)
    assert "partner_hands" not in hand.observation(0)
    while hand.talon_size() > 0:
        hand.apply(hand.legal_actions()[0])
    obs = hand.observation(0)
    assert obs["partner_hands"] == {"2": hand.hands[2]}
    off = new_hand("briscola-4", {"partner_view": False}, deck_for(40), dealer=0)
    while off.talon_size() > 0:
        off.apply(off.legal_actions()[0])
    assert "partner_hands" not in off.observation(0)
    # "Biscambiggia forbids telling a partner anything."
    bisc = new_hand("biscambiggia-4", None, deck_for(40), dealer=0)
    while bisc.talon_size() > 0:
        bisc.apply(bisc.legal_actions()[0])
    assert "partner_hands" not in bisc.observation(0)


def test_observation_hides_other_hands_and_talon():
    # Issue 2: "Never the other hands or the talon's order."
    hand = new_hand("briscola-2", None, deck_for(40), dealer=0)
    for _ in range(6):
        hand.apply(hand.legal_actions()[0])
    text = repr(hand.observation(0))
    for card in hand.hands[1] + hand.talon[hand.tpos:-1]:
        assert f"'{card}'" not in text


def test_not_your_turn_and_not_in_hand_are_refused():
    hand = new_hand("briscola-2", None, deck_for(40), dealer=0)
    other = hand.hands[0][0]
    with pytest.raises(IllegalAction, match="turn"):
        hand.apply(other, seat=0)
    with pytest.raises(IllegalAction, match="not in your hand"):
        hand.apply(other)


@pytest.mark.parametrize("variant,rule,target", [
    ("biscambiggia-2", "first-to", 2), ("biscambiggia-3", "first-to", 3),
    ("biscambiggia-4", "fixed", 4), ("biscambiggia-6", "fixed", 6),
    ("briscola-2", "first-to", 2), ("briscola-3", "first-to", 2),
    ("briscola-4", "fixed", 5), ("briscola-6", "fixed", 6),
])
def test_match_lengths(variant, rule, target):
    # docs/rules.md 3, the table's last column, e.g. "first to win 2 hands", "4 hands; the team
    # that won more hands", and "A match of a fixed number of hands ends drawn when both
    # teams won as many hands."
    m = Match(variant, seed=3)
    assert m.variant.match.name == rule and m.options["hands"] == target
    while not m.is_over():
        m.start_hand()
        play_out_match_hand(m)
    if rule == "fixed":
        assert len(m.results) == target
        wins = m.score()
        assert m.winner() == (None if wins[0] == wins[1] else wins.index(max(wins)))
    else:
        assert max(m.score()) == target and m.winner() == m.score().index(target)


def play_out_match_hand(m):
    while not m.current.is_over():
        m.apply(m.current.legal_actions()[-1])


def test_dealer_rotates():
    # docs/rules.md 2: "each hand is dealt by the seat after the previous dealer."
    m = Match("briscola-3", dealer=2, seed=1)
    dealers = []
    while not m.is_over():
        dealers.append(m.start_hand().dealer)
        play_out_match_hand(m)
    assert dealers[:3] == [2, 0, 1][:len(dealers[:3])]
