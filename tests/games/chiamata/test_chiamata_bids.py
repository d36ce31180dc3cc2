"""Hard's bids and calls in the five-player games, on the real engine: every holding is
weighed with the calls the rules offer after the bid (docs/rules.md section 11, option
`own_card`: "Off, the calls offered are the cards outside the caller's hand (and if the
caller holds every card of the rank they bid, any of them)"), so a seat holding the four
aces bids, and its call is legal."""
import random

import pytest

from biscambiggia_gui.ai import make_player
from biscambiggia_gui.engine import deck_for, new_hand
from biscambiggia_gui.engine.dealing import deck_from_deal
from biscambiggia_gui.games.chiamata import play

DEALER = 0
FIRST = 1                                   # the seat on the dealer's right speaks first
# every game with every value of the options that change the calls offered
GAMES = [("briscola-chiamata", {"own_card": own}) for own in (True, False)] + \
    [("biscambiggia-chiamata", {"own_card": own, "trump": trump})
     for own in (True, False) for trump in ("called_suit", "named")]


def ids(case):
    variant, options = case
    return variant + "-" + "-".join(f"{k}={v}" for k, v in sorted(options.items()))


def dealt(variant, options, seed, rank="A"):
    """A seeded deal in which the first to speak holds the four cards of `rank`."""
    four = [rank + s for s in "HDCS"]
    rest = [c for c in deck_for(40) if c not in four]
    random.Random(seed).shuffle(rest)
    hands = {FIRST: four + rest[:4]}
    hands.update({seat: rest[4 + 8 * i: 12 + 8 * i] for i, seat in enumerate((2, 3, 4, 0))})
    return new_hand(variant, options, deck_from_deal(variant, DEALER, hands), DEALER)


def won_with(hand, bid):
    """The hand after `bid` by the seat to speak and a pass from every other seat."""
    twin = hand.clone()
    twin.apply(bid)
    while twin.phase == "auction":
        twin.apply("pass")
    return twin


def offered_after(hand, bid, trump=None):
    """The calls the engine offers the first speaker after winning with `bid` (and naming
    `trump`, where the caller names it)."""
    twin = won_with(hand, "bid:" + bid)
    if twin.phase == "trump":
        twin.apply("trump:" + (trump or "H"))
    assert twin.phase == "call" and twin.turn == FIRST
    return [a[5:] for a in twin.legal_actions()]


@pytest.mark.parametrize("case", GAMES, ids=ids)
def test_hard_bids_with_the_four_aces_and_calls_a_legal_card(case):
    variant, options = case
    for seed in range(3):
        hand = dealt(variant, options, seed)
        player = make_player("hard", seed=seed)
        bid = player.choose(hand.observation(FIRST), hand.legal_actions())
        assert bid.startswith("bid:"), (seed, sorted(hand.hands[FIRST]), bid)
        hand = won_with(hand, bid)
        while hand.phase in ("trump", "call"):          # the caller's own choices
            action = player.choose(hand.observation(FIRST), hand.legal_actions())
            assert action in hand.legal_actions()
            hand.apply(action)
        assert hand.phase == "play" and hand.caller == FIRST and hand.called is not None


@pytest.mark.parametrize("case", GAMES, ids=ids)
def test_every_call_hard_weighs_is_one_the_rules_offer(case):
    """For every holding (the four of a rank, or any seeded deal) and every bid, the calls
    weighed are some, and all of them among the engine's calls after that bid."""
    variant, options = case
    for seed, rank in enumerate(["A", "3", "K", "2", None, None]):
        hand = dealt(variant, options, seed, rank) if rank else \
            new_hand(variant, options, random.Random(seed).sample(deck_for(40), 40), DEALER)
        obs = hand.observation(FIRST)
        bids = [a[4:] for a in hand.legal_actions() if a.startswith("bid:")]
        for bid in [bids[i] for i in (0, 1, 9, 10)]:    # ranks and points (Briscola: A, 3, 2, 62)
            weighed = play.bid_calls(obs, bid)
            assert weighed, (bid, obs["hand"])
            for card in weighed:
                assert card in offered_after(hand, bid, card[-1]), (bid, card, obs["hand"])


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_easy_and_medium_find_a_partner_holding_the_ace_of_their_best_suit(level):
    """Easy and Medium call the best suit's card they do not hold: bidding the ace with
    the ace of their best suit in hand, they called it and played alone by chance (4
    tokens at stake for a hand meant for two); now they call an ace outside the hand."""
    hearts = ["AH", "3H", "KH", "QH", "JH", "2C", "4D", "5S"]
    rest = [c for c in deck_for(40) if c not in hearts]
    hands = {FIRST: hearts}
    hands.update({seat: rest[8 * i: 8 * i + 8] for i, seat in enumerate((2, 3, 4, 0))})
    hand = new_hand("briscola-chiamata", None,
                    deck_from_deal("briscola-chiamata", DEALER, hands), DEALER)
    player = make_player(level, seed=1)
    hand = won_with(hand, player.choose(hand.observation(FIRST), hand.legal_actions()))
    call = player.choose(hand.observation(FIRST), hand.legal_actions())
    hand.apply(call)
    assert call[5:] not in hearts and not hand.alone() and hand.partner != FIRST
