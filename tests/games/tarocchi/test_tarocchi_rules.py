"""Rule tests for Tarocchi a pizzico, quoting docs/rules.md section 5 and tarocchi-a-pizzico.it.txt."""
import pytest

from biscambiggia_gui.engine import IllegalAction, Match, deck_for, new_hand
from biscambiggia_gui.engine.cards import deck_78
from biscambiggia_gui.games.tarocchi.cards import tarot_card_points
from biscambiggia_gui.engine.dealing import deck_from_deal
from biscambiggia_gui.games.tarocchi.scoresheet import sheet, sheet_text

V = "tarocchi-pizzico"


def hand_with(h0=(), h1=(), talon=(), dealer=1, options=None):
    deck = deck_from_deal(V, dealer, {0: list(h0), 1: list(h1)}, talon=list(talon))
    return new_hand(V, options, deck, dealer)


def test_deal_in_packets_of_five_opponent_first():
    # docs/rules.md 5: "15 cards each, in packets of five, the dealer's opponent first. No
    # trump is turned. The 48 cards left are the talon. The dealer's opponent leads."
    deck = deck_for(78)
    hand = new_hand(V, None, deck, dealer=0)
    assert hand.hands[1] == deck[0:5] + deck[10:15] + deck[20:25]
    assert hand.hands[0] == deck[5:10] + deck[15:20] + deck[25:30]
    assert hand.talon_size() == 48 and hand.current_player() == 1


def test_reply_rules():
    # docs/rules.md 5: "follow the suit led if you can; with none of it, play a trump if you
    # can; a trump led asks for a trump; otherwise anything. There is no duty to win. The
    # matto may always be played instead"
    hand = hand_with()
    hand.hands = [["KH", "T5"], ["2H", "T3", "M", "AS"]]
    hand.apply("KH")
    assert sorted(hand.legal_actions()) == ["2H", "M"]          # follow, no duty to beat
    with pytest.raises(IllegalAction, match="follow suit"):
        hand.apply("T3")
    hand.hands = [["KH"], ["T3", "M", "AS"]]
    hand.trick, hand.turn = [], 0
    hand.apply("KH")
    assert sorted(hand.legal_actions()) == ["M", "T3"]          # void: a tarot
    hand.hands = [["T5"], ["T3", "AS", "M"]]
    hand.trick, hand.turn = [], 0
    hand.apply("T5")
    assert sorted(hand.legal_actions()) == ["M", "T3"]


def test_matto_led_reply_is_free_and_other_card_wins():
    # docs/rules.md 5: "after a matto led, any reply will do." "The matto never wins a trick:
    # led, the other card wins."
    hand = hand_with(["M", "T1"], ["2H", "T3", "AS"] + ["2S"] * 0)
    hand.apply("M")
    assert {"2H", "T3", "AS"} <= set(hand.legal_actions())
    hand.apply("2H")
    assert hand.last_trick[2] == 1
    assert "M" in hand.captured[0] and hand.captured[1] == ["2H"]   # "takes it back at once"


def test_matto_owes_a_card_after_a_later_won_trick():
    # docs/rules.md 5, "The matto" (tarocchi-a-pizzico.it.txt: "dovrà cioè aggiudicarsi una o più
    # prese dopo quella in cui ha giocato il matto, e cedere una qualsiasi delle carte
    # catturate in queste prese all'avversario"): after a later won trick the debt may be paid
    # with any card of it, at a turn of the player's choice.
    hand = hand_with(["M", "KH"], ["2S", "2H"])
    hand.apply("M")                      # seat 1 wins, leads
    hand.apply("2S")
    leader = hand.current_player()
    assert leader == 1
    with pytest.raises(IllegalAction, match="owe no card"):
        hand.apply("give:2S", 1)
    hand.apply("2H")                     # seat 0 wins with KH
    hand.apply("KH")
    assert not hand.giving and hand.current_player() == 0
    gives = [a for a in hand.legal_actions() if a.startswith("give:")]
    assert sorted(gives) == ["give:2H", "give:KH"]
    assert set(hand.hands[0]) <= set(hand.legal_actions())   # or play on, and pay later
    hand.apply("give:2H")
    assert "2H" in hand.captured[1] and not hand.giving
    assert not any(a.startswith("give:") for a in hand.legal_actions())


def test_matto_never_repaid_goes_to_the_opponent():
    # docs/rules.md 5: "A player who wins no trick after the matto gives the matto itself to
    # the opponent at the end of the hand."
    hand = _to_last_trick(hand_with([], []))
    hand.hands[hand.turn] = ["M"]
    hand.hands[1 - hand.turn] = ["2H"]
    owner = hand.turn
    hand.apply("M")
    hand.apply("2H")
    assert hand.is_over()
    assert "M" in hand.captured[1 - owner] and "M" not in hand.captured[owner]


def _to_last_trick(hand):
    """Play on (never the matto, never T1) until one card each is left, the trick empty."""
    while not (hand.talon_size() == 0 and len(hand.hands[0]) == 1 == len(hand.hands[1])
               and not hand.trick and not hand.giving):
        legal = hand.legal_actions()
        if hand.giving:
            hand.apply(legal[0])
            continue
        cards = [a for a in legal if ":" not in a and a not in ("M", "T1")]
        hand.apply(cards[0] if cards else [a for a in legal if ":" not in a][0])
    return hand


def test_drawn_cards_are_shown_to_the_opponent():
    # docs/rules.md 5: "each drawn card is shown to the opponent."
    hand = hand_with(["KH"], ["2H"], talon=["T7", "T9"])
    hand.apply("KH")
    hand.apply("2H")
    draws = [e for e in hand.observation(1)["history"] if e["event"] == "draw"]
    assert [(e["seat"], e["card"]) for e in draws] == [(0, "T7"), (1, "T9")]


def test_bagatto_ultimo():
    # docs/rules.md 5: "if T1 is in the last trick, whoever plays it, that trick's winner
    # scores 20."
    hand = _to_last_trick(hand_with([], []))
    hand.hands[hand.turn] = ["T1"]
    hand.hands[1 - hand.turn] = ["T2"]
    other = 1 - hand.turn
    hand.apply("T1")
    hand.apply("T2")
    assert {"name": "bagatto ultimo", "points": 20} in hand.result().bonuses[other]


def test_card_points_sum_to_78():
    # docs/rules.md 5: "one point for every three captured cards (two cards left over count
    # one more point, one card left over counts nothing) ... The two players' card points
    # always make 78."
    deck = deck_78()
    for split in range(0, 79, 7):
        assert tarot_card_points(deck[:split]) + tarot_card_points(deck[split:]) == 78
    assert tarot_card_points(["2H", "3H"]) == 1 and tarot_card_points(["2H"]) == 0
    assert tarot_card_points(["KH", "QH", "CH", "JH", "T1", "T20", "M"]) == 4 + 3 + 2 + 1 + 12 + 2


def test_new_rules_t20_beats_t21_and_t21_counts():
    # docs/rules.md 5: "Option "new rules": T20 beats T21, and T21 takes T20's place among the
    # honours and in the gatti."
    hand = hand_with(["T21"], ["T20"], options={"new_rules": True})
    hand.apply("T21")
    hand.apply("T20")
    assert hand.last_trick[2] == 1
    assert tarot_card_points(["T21"], new_rules=True) == 4 and tarot_card_points(["T20"], new_rules=True) == 0


def test_buone():
    # docs/rules.md 5: "tarocchi: ten trumps or more (the matto is not a trump): one point per
    # trump shown; a later tarocchi scores only the trumps beyond those already scored; gatti:
    # the matto, T1 and T20: 10; famiglia ...: 10; quaterno ...: 10; terno ...: 5; a
    # later quaterno of the same rank scores 5 more."
    tarots = [f"T{i}" for i in range(1, 13)]
    hand = hand_with(tarots + ["M", "CH", "CD"], ["CC", "CS", "JH", "QH", "KH", "T20"], dealer=1)
    hand.hands[0] = tarots + ["M", "CH", "CD"]
    t10 = "tarocchi:" + ",".join(tarots[:10])
    assert hand.buona_points(t10) == 10
    hand.apply(t10)
    assert hand.buona_points("tarocchi:" + ",".join(tarots)) == 2
    hand.apply("tarocchi:" + ",".join(tarots))
    assert hand.points[0] == 12
    with pytest.raises(IllegalAction, match="matto is not a tarot"):
        hand.apply("tarocchi:" + ",".join(tarots[:9] + ["M"]))
    hand.apply(hand.legal_actions()[-1])                    # lead a card
    assert hand.current_player() == 1
    hand.hands[1] = ["CC", "CS", "CH", "JH", "QH", "KH", "T20", "M"][:0] + hand.hands[1]


def test_terno_then_quaterno_and_famiglia():
    # docs/rules.md 5: "terno: three of them: 5; a later quaterno of the same rank scores 5
    # more."
    hand = hand_with(["CH", "CD", "CC", "CS", "JD", "QD", "KD"], [])
    hand.hands[0] = ["CH", "CD", "CC", "CS", "JD", "QD", "KD"]
    assert hand.buona_points("terno:CH,CD,CC") == 5
    hand.apply("terno:CH,CD,CC")
    assert hand.buona_points("quaterno:CH,CD,CC,CS") == 5
    hand.apply("quaterno:CH,CD,CC,CS")
    assert hand.buona_points("famiglia:JD,CD,QD,KD") == 10
    assert hand.buona_points("terno:CH,CD,CS") == 0       # "Each buona ... scores once per hand"


def test_the_buone_still_declarable_are_counted_per_buona_at_its_best():
    # docs/rules.md 5: buone are "shown from the hand by the player whose turn it is, before
    # their card, in any trick"; "Each buona ... scores once per hand, apart from the
    # upgrades above": what a hand may still declare, the best offer of each buona.
    tarots = [f"T{i}" for i in range(1, 12)]
    hand = hand_with(tarots + ["M", "CH", "CD", "CC"], ["T20", "T21"], dealer=1)
    hand.hands[0] = tarots + ["M", "CH", "CD", "CC", "CS"]
    # 11 tarots, a quaterno of cavalli (not a terno as well), no gatti (T20 is not here)
    assert hand.declarable_points(0) == 11 + 10
    hand.apply("terno:CH,CD,CC")
    assert hand.declarable_points(0) == 11 + 5             # the quaterno's upgrade
    hand.apply("tarocchi:" + ",".join(tarots[:10]))
    assert hand.declarable_points(0) == 1 + 5              # the eleventh tarot
    hand.hands[0].remove("CS")                             # the quaterno can no longer be made
    assert hand.declarable_points(0) == 1
    assert hand.declarable_points(1) == 0


def test_the_figures_are_named_as_the_tarot_deck_names_them():
    """The tarot's indices read F, C, D, R: fante, cavallo, donna, re (never "regine", never
    the French letters), in the refusals too."""
    hand = hand_with(["JD", "CD", "QD", "KH", "AH", "2H", "3H"], [])
    hand.hands[0] = ["JD", "CD", "QD", "KH", "AH", "2H", "3H"]
    with pytest.raises(IllegalAction, match="fante, cavallo, donna and re of one suit"):
        hand.apply("famiglia:JD,CD,QD,KH")
    with pytest.raises(IllegalAction, match="terno is made of fanti, cavalli, donne or re"):
        hand.apply("terno:AH,2H,3H")


def _pile_with(points):
    deck = deck_78()
    hon = [c for c in deck if c[:-1] in ("J", "C", "Q", "K") or c in ("T1", "T20", "M")]
    zero = [c for c in deck if c not in hon]
    for k in range(len(zero) + 1):
        for j in range(len(hon) + 1):
            pile = zero[:k] + hon[:j]
            if tarot_card_points(pile) == points:
                return pile, [c for c in deck if c not in pile]
    raise AssertionError


def test_score_sheet_example_comes_out_81_137():
    # docs/rules.md 5: "The source's worked example comes out A 81, B 137"
    # Source: "il punteggio finale per il giocatore A è quindi
    # 10+2+39+5+5+20=81, e per il giocatore B è 10+20+39+10+58=137."
    tarots = [f"T{i}" for i in range(2, 14)]
    one = hand_with(tarots + ["JH"], ["JD", "CD", "QD", "KD"], dealer=1)
    one.hands[0] = tarots + ["JH", "2H", "3H"]
    one.apply("tarocchi:" + ",".join(tarots[:10]))          # A: 10 tarots, 10 points
    one.apply("tarocchi:" + ",".join(tarots))               # later 12: 2 more
    one.apply("JH")
    one.apply("famiglia:JD,CD,QD,KD")                       # B: famiglia of denari (quadri)
    a_pile, b_pile = _pile_with(39)
    one.captured = [a_pile, b_pile]
    one.points[1] += 20                                     # B took the bagatto ultimo
    one.bonus_list[1].append({"name": "bagatto ultimo", "points": 20})
    two = hand_with(["CH", "CD", "CC", "CS"], ["M", "T1", "T20"], dealer=0)
    two.hands[1] = ["M", "T1", "T20", "2H"]
    two.apply("gatti:M,T1,T20")                             # B (seat 1 leads when 0 deals)
    two.apply("2H")
    two.hands[0] = ["CH", "CD", "CC", "CS", "3H"]
    two.apply("terno:CH,CD,CC")                             # A: terno of cavalli
    two.apply("quaterno:CH,CD,CC,CS")                       # then the quaterno: 5 more
    a_pile, b_pile = _pile_with(20)
    two.captured = [a_pile, b_pile]
    results = [one.result(), two.result()]
    assert [r.card_points for r in results] == [[39, 39], [20, 58]]
    data = sheet(results)
    assert data["totals"] == [81, 137]
    assert data["hands"][0]["lines"] == [[(10, "T"), (2, "T")], [(10, "♦"), (20, "B")]]
    assert data["hands"][1]["lines"] == [[(5, "C"), (5, "C")], [(10, "G")]]
    assert "81" in sheet_text(results).splitlines()[-1]


def test_match_of_two_or_four_hands():
    # docs/rules.md 5: "an even number of hands (2 by default), totals added; the higher total
    # wins; equal totals, a drawn match."
    for hands in (2, 4):
        m = Match(V, {"hands": hands}, seed=hands)
        while not m.is_over():
            m.start_hand()
            while not m.current.is_over():
                m.apply(m.current.legal_actions()[-1])
        assert len(m.results) == hands
        s = m.score()
        assert m.winner() == (None if s[0] == s[1] else s.index(max(s)))
