"""Inference (HardBudget.trump_infer, trump_model, tarocchi_infer): each sampled world is
weighted by how likely the opponent's past plays were in it, under a model of the opponent
(the roll-out policy, a play it would not make counting `miss`; or the learnt model of
games/trump/model.py, each play counting its probability). The walk back through
the opponent's hands is checked against the hands the real deal gave it: with every draw
shown, the core's weight of the real world is `miss` to the number of the opponent's plays
(its replies, or every play) that the policy would not have made from the hand it held, or
the product of the learnt model's probabilities, counted here on the state's replay with
the games' own policy and the model's Python twin. The history is read from the observation only
(the permutation test of tests/reliability keeps Hard honest with it on)."""
import random

import pytest

from biscambiggia_gui.ai import core, make_player
from biscambiggia_gui.ai.hard import HardBudget
from biscambiggia_gui.engine import deck_for, get_variant, new_hand
from biscambiggia_gui.games.tarocchi import play as tarocchi_play
from biscambiggia_gui.games.tarocchi.search import core_tables as tarot_tables, score_of
from biscambiggia_gui.games.trump.model import MODEL, probability
from biscambiggia_gui.games.trump.play import policy_card
from biscambiggia_gui.games.trump.search import core_tables

needs_core = pytest.mark.skipif(not core.HAVE_C, reason="the compiled core is not built")
MISS = 0.5


def played_hand(variant_id, seed, stop):
    """A hand played at random for `stop` actions: (the state, each seat's hand before
    each of its plays, in order: (its hand, the trick it answered, the card, the talon's
    cards left))."""
    variant = get_variant(variant_id)
    rng = random.Random(seed)
    deck = deck_for(variant.deck_size)
    rng.shuffle(deck)
    hand = new_hand(variant_id, None, deck, rng.randrange(2))
    player = make_player("random", seed=seed)
    before = {0: [], 1: []}
    for _ in range(stop):
        seat = hand.current_player()
        action = player.choose(hand.observation(seat), hand.legal_actions())
        if ":" not in action:
            before[seat].append((list(hand.hands[seat]), list(hand.trick), action,
                                 hand.talon_size()))
        hand.apply(action, seat)
        if hand.is_over():
            return None, None
    return hand, before


def mismatches(plays, choose, leads):
    count = 0
    for held, trick, card, _ in plays:
        if len(held) < 2 or (not trick and not leads):
            continue
        first = [card] + [c for c in held if c != card]      # the card played wins a tie
        count += choose(first, trick) != card
    return count


def real_history(state, opp, leads):
    """The opponent's plays as the searcher saw them, with the cards it drew shown (the k-th
    card it drew after its k-th play): the walk back is then that of the real deal."""
    plays = core.past_plays(state.observation(1 - opp), 40)
    drawn = [e[2] for e in state.events if e[0] == "draw" and e[1] == opp]
    real = [(card, answered, drawn[i] if drew else None, drew)
            for i, (card, answered, _, drew) in enumerate(reversed(plays))]
    return core.inference_history(list(reversed(real)), leads)


def real_world_weight(state, history, **inference):
    """The core's weight of the one world that is the real deal."""
    seat, opp, trump = state.turn, 1 - state.turn, state.trump
    return core.evaluate(
        core_tables(state.variant.game, trump), trump, 30, state.hands[seat],
        [state.hands[opp]], state.talon[state.tpos:-1] if state.talon_size() else [], [0],
        state.trump_card_showing(), list(state.trick), core.side_points(state.sides, seat, state.points),
        sorted(set(state.legal_actions())), core.relative_sides(state.sides, seat),
        worlds=1, seed=1, exact=0, history=history, **inference)[3]


@needs_core
@pytest.mark.parametrize("leads", [False, True])
def test_the_weight_of_the_real_world_counts_the_plays_the_model_would_not_make(leads):
    checked = 0
    for seed in range(30):
        state, before = played_hand("briscola-2", seed, 9 + seed % 20)
        if state is None or state.turn < 0:
            continue
        opp = 1 - state.turn
        trump = state.trump
        strength, value = state.strength, state.card_value
        expected = mismatches(before[opp], lambda held, trick: policy_card(
            held, trick, 1 - len(trick), 1, 2, (0, 1), trump, strength, value), leads)
        weight = real_world_weight(state, real_history(state, opp, leads), miss=MISS)
        assert weight == pytest.approx(MISS ** expected), seed
        checked += expected > 0
    assert checked >= 5


@needs_core
@pytest.mark.parametrize("variant_id", ["briscola-2", "biscambiggia-2"])
@pytest.mark.parametrize("leads", [False, True])
def test_the_learnt_model_weighs_the_real_world_by_its_twins_probabilities(variant_id, leads):
    """The product of the model's probabilities of the opponent's plays (replies, or every
    play), each from the hand it held with the talon's cards left then."""
    checked = 0
    for seed in range(30):
        state, before = played_hand(variant_id, seed, 9 + seed % 24)
        if state is None or state.turn < 0:
            continue
        opp = 1 - state.turn
        expected = 1.0
        for held, trick, card, left in before[opp]:
            if len(held) > 1 and (trick or leads):
                expected *= probability(card, held, trick, left, state.trump, state.strength,
                                        state.card_value)
        weight = real_world_weight(state, real_history(state, opp, leads), model=MODEL)
        assert weight == pytest.approx(expected, rel=1e-9), seed
        checked += expected < 0.5
    assert checked >= 10


@needs_core
def test_resampled_worlds_count_alike():
    """With `over`, the worlds searched are drawn by weight among more: their values are
    whole sums over `worlds` (weight `worlds`), not weighted; without a history there is
    nothing to resample and the answer is the plain search's."""
    state, _ = played_hand("briscola-2", 3, 14)
    seat, opp = state.turn, 1 - state.turn
    obs = state.observation(seat)
    history = core.inference_history(core.past_plays(obs, 8), True)
    trump = state.trump
    args = (core_tables(state.variant.game, trump), trump, 30, state.hands[seat],
            [[]], sorted(set(state.talon[state.tpos:-1] + state.hands[opp])),
            [len(state.hands[opp])], state.trump_card_showing(), list(state.trick),
            core.side_points(state.sides, seat, state.points), sorted(set(state.legal_actions())),
            core.relative_sides(state.sides, seat))
    plain = core.evaluate(*args, worlds=40, seed=5, exact=2)
    assert core.evaluate(*args, worlds=40, seed=5, exact=2, model=MODEL, over=8,
                         history=b"") == plain
    weighted = core.evaluate(*args, worlds=40, seed=5, exact=2, history=history, model=MODEL)
    resampled = core.evaluate(*args, worlds=40, seed=5, exact=2, history=history, model=MODEL,
                              over=8)
    assert weighted[3] < 40 and resampled[3] == 40
    assert all(isinstance(t, int) for t in resampled[0] + resampled[1])
    assert resampled[0] != plain[0]


@needs_core
def test_tarocchi_weighs_the_real_world_as_the_policy_would():
    checked = 0
    for seed in range(20):
        state, before = played_hand("tarocchi-pizzico", seed, 20 + 3 * seed)
        if state is None or state.turn < 0 or state.giving:
            continue
        seat, opp = state.turn, 1 - state.turn
        obs = state.observation(seat)
        hon, strength = tarocchi_play.honour_table(False)
        expected = mismatches(before[opp], lambda held, trick: tarocchi_play.choose_play(
            held_legal(held, trick), trick, hon, strength), True)
        history = core.inference_history(core.past_plays(obs, 60), True, core.TAROT_INDEX)
        cands = [a for a in state.legal_actions() if ":" not in a]
        _, _, _, weight = core.tarocchi_evaluate(
            tarot_tables(False), state.hands[seat], state.hands[opp], state.talon[state.tpos:], 0,
            (), list(state.trick), score_of(obs, False), state.total_tricks, cands, worlds=1,
            seed=1, exact=0, history=history, miss=MISS)
        assert weight == pytest.approx(MISS ** expected), seed
        checked += expected > 0
    assert checked >= 5


def held_legal(held, trick):
    from biscambiggia_gui.games.tarocchi.rules import replies
    legal = replies(held, trick[0] if trick else None)
    return [c for c in held if c in legal]       # the hand's order, the card played first


@needs_core
def test_inference_changes_hard_and_stays_legal():
    """With inference on, Hard still answers with a legal card in every two-player trump
    game and in Tarocchi; its reasons count the worlds as before."""
    for variant_id in ("briscola-2", "biscambiggia-2", "tarocchi-pizzico"):
        budget = HardBudget(trump_infer=0.5, tarocchi_infer=0.5, infer_leads=True, time_limit=60)
        for seed in range(4):
            state, _ = played_hand(variant_id, seed, 12 + 5 * seed)
            if state is None or state.turn < 0 or getattr(state, "giving", False):
                continue
            obs, legal = state.observation(state.turn), state.legal_actions()
            action, reason = make_player("hard", seed=seed, budget=budget).explain(obs, legal)
            assert action in legal
