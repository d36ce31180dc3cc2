"""The lean play-out agrees with the engine: from random positions of every Biscambiggia and
Briscola variant, the same policy played through the engine ends with the same points."""
import pytest

from biscambiggia_gui.ai import fastsim, tarocchi_play, trump_play
from biscambiggia_gui.engine.cards import MATTO, SUIT
from helpers import random_position


@pytest.mark.parametrize("variant_id", ["biscambiggia-2", "biscambiggia-3", "biscambiggia-4",
                                        "biscambiggia-6", "briscola-2", "briscola-3",
                                        "briscola-4", "briscola-6"])
def test_fastsim_matches_engine(variant_id):
    for seed in range(60):
        state = random_position(variant_id, seed)
        fast = fastsim.playout(state)
        slow = state.clone()
        while not slow.is_over():
            slow.apply(trump_play.rollout_card(slow, slow.legal_actions()))
        assert fast == slow.points, (variant_id, seed)
        assert sum(fast) == sum(slow.card_value[c] for c in slow.deck)


@pytest.mark.parametrize("options", [{}, {"follow_suit_only": True}, {"captured_marriage": True},
                                     {"late_marriage": False}])
def test_fast_mariagio_matches_engine(options):
    import random
    from biscambiggia_gui.engine import deck_for, new_hand
    for seed in range(60):
        rng = random.Random(seed)
        deck = deck_for(40)
        rng.shuffle(deck)
        state = new_hand("mariagio", options, deck, seed % 2)
        for _ in range(rng.randrange(0, 40)):
            nxt = state.clone()
            nxt.apply(rng.choice(nxt.legal_actions()))
            if nxt.is_over():
                break
            state = nxt
        fast = fastsim.playout_mariagio(state)
        slow = state.clone()
        while not slow.is_over():
            slow.apply(trump_play.rollout_action(slow))
        assert fast == slow.points, (options, seed)


# --- Tarocchi: the lean play-out against the engine, the fast heuristic against its plain form

def _reference_wins(reply, lead, strength):
    if reply == MATTO:
        return False
    if lead == MATTO:
        return True
    if SUIT[reply] == SUIT[lead]:
        return strength[reply] > strength[lead]
    return SUIT[reply] == "T"


def _reference_choose(legal, trick, hon, strength):
    """choose_play as first written (lambdas, no key tables): the optimised one must agree."""
    if len(legal) == 1:
        return legal[0]
    if not trick:
        plain = [c for c in legal if c != MATTO]
        return min(plain or legal, key=lambda c: (hon.get(c, 0), SUIT[c] == "T", strength[c], c))
    lead = trick[0]
    if lead == MATTO:
        return max(legal, key=lambda c: (hon.get(c, 0), -strength[c], c))
    winners = [c for c in legal if _reference_wins(c, lead, strength)]
    if winners:
        banked = [c for c in winners if hon.get(c, 0)]
        if banked:
            return max(banked, key=lambda c: (hon[c], -strength[c], c))
        cheap = min(winners, key=lambda c: (strength[c], c))
        if hon.get(lead, 0) or SUIT[cheap] != "T" or strength[cheap] < 112:
            return cheap
    losers = [c for c in legal if c not in winners and c != MATTO]
    if not losers:
        losers = [c for c in legal if c != MATTO] or legal
    pick = min(losers, key=lambda c: (hon.get(c, 0), strength[c], c))
    if hon.get(pick, 0) >= 2 and MATTO in legal:
        return MATTO
    return pick


def test_fast_tarocchi_heuristic_matches_plain_form():
    import random
    from biscambiggia_gui.engine.cards import deck_for as cards_deck
    deck = cards_deck(78)
    rng = random.Random(3)
    for new_rules in (False, True):
        hon, strength = tarocchi_play.honour_table(new_rules)
        for _ in range(4000):
            legal = rng.sample(deck, rng.randrange(1, 9))
            trick = [] if rng.random() < 0.3 else [rng.choice([c for c in deck if c not in legal])]
            assert tarocchi_play.choose_play(legal, trick, hon, strength) == \
                _reference_choose(legal, trick, hon, strength)


# --- the trump games' roll-out policy against its plain form

def _reference_policy(legal, trick, leader, seat, n, teams, trump, strength, value):
    """policy_card as first written (lambdas and beats()): the optimised one must agree."""
    if len(legal) == 1:
        return legal[0]
    cost = trump_play.discard_table(trump, strength, value).__getitem__
    if not trick:
        return min(legal, key=cost)
    bi = trump_play.best_index(trick, trump, strength)
    best = trick[bi]
    winner_seat = (leader + bi) % n
    last = len(trick) == n - 1
    on_table = sum(value[c] for c in trick)
    if teams and winner_seat % 2 == seat % 2:
        if last or (SUIT[best] == trump and strength[best] >= strength["A" + trump] - 1):
            safe = [c for c in legal if SUIT[c] != trump] or legal
            return max(safe, key=lambda c: (value[c], -strength[c]))
        return min(legal, key=cost)
    winners = [c for c in legal if trump_play.beats(c, best, trump, strength)]
    same = [c for c in winners if SUIT[c] == SUIT[best] and SUIT[c] != trump]
    if same and (last or n == 2):
        return max(same, key=lambda c: (value[c], strength[c]))
    if same and on_table:
        return min(same, key=lambda c: strength[c])
    trumps = [c for c in winners if SUIT[c] == trump]
    if trumps and on_table >= 10:
        return min(trumps, key=lambda c: (value[c], strength[c]))
    if trumps and on_table >= 3 and (last or n == 2):
        cheap = [c for c in trumps if value[c] == 0]
        if cheap:
            return min(cheap, key=lambda c: strength[c])
    return min(legal, key=cost)


def test_fast_policy_matches_plain_form():
    import random
    from biscambiggia_gui.engine.cards import deck_for as cards_deck
    rng = random.Random(5)
    deck = cards_deck(40)
    for game in ("briscola", "biscambiggia"):
        strength, value = trump_play.tables(game)
        for _ in range(6000):
            trump = rng.choice("HDCS")
            n = rng.choice((2, 3, 4, 6))
            cards = rng.sample(deck, 12)
            legal = cards[:rng.randrange(1, 4)]
            trick = cards[4:4 + rng.randrange(0, n)]
            args = (legal, trick, rng.randrange(n), rng.randrange(n), n, n >= 4, trump,
                    strength, value)
            assert trump_play.policy_card(*args) == _reference_policy(*args)


def test_keep_marriages_keeps_the_halves_to_declare():
    hand = ["KH", "QH", "KS", "2C", "QD", "KD"]
    assert trump_play.keep_marriages(hand, hand, ()) == ["KS", "2C"]
    assert trump_play.keep_marriages(hand, hand, ("H",)) == ["KH", "QH", "KS", "2C"]
    assert trump_play.keep_marriages(["KH", "QH"], hand, ()) == ["KH", "QH"]
