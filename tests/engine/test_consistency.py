"""One rule in one place (issue 14), checked as OpenSpiel checks two implementations of a
game: seeded random games of every variant are played through the engine, and at every
step every other implementation of a rule must say what the engine did:

- the family's pure functions (engine/family.py): the deal order, the trick winner, the
  draw order, the matto's keeper, the replies allowed;
- the exact solvers of ai/ (ai/solver.py, ai/tarocchi_endgame.py): their replies and
  their trick winner;
- the world builder (engine/worlds.py): a world rebuilt from a seat's observation plus
  the true hidden cards is the same position, and the same random continuation played in
  both ends the same way;
- the one inlined copy (Tarocchi's play-out in ai/fastsim.py) against the engine played
  on by the same policy.
"""
import random

import pytest

from biscambiggia_gui.ai import fastsim, solver, tarocchi_play
from biscambiggia_gui.ai.solver import Endgame
from biscambiggia_gui.ai.tarocchi_endgame import TarocchiEndgame
from biscambiggia_gui.engine import VARIANTS, deck_for, new_hand
from biscambiggia_gui.engine.cards import MATTO
from biscambiggia_gui.engine.family import draw_order, matto_keeper
from biscambiggia_gui.engine.worlds import build_world, check_world

GAMES = 25          # seeded games per variant (and option set), every step checked

OPTION_SETS = [(v, {}) for v in VARIANTS] + [
    ("mariagio", {"follow_suit_only": True}), ("mariagio", {"captured_marriage": True}),
    ("mariagio", {"late_marriage": False}), ("tarocchi-pizzico", {"new_rules": True})]


def _deal(variant_id, options, seed):
    v = VARIANTS[variant_id]
    rng = random.Random(f"consistency:{variant_id}:{sorted(options.items())}:{seed}")
    deck = deck_for(v.deck_size)
    rng.shuffle(deck)
    dealer = rng.randrange(v.players)
    return new_hand(variant_id, options, deck, dealer), deck, dealer, rng


def _last_phase(state):
    return state.tpos >= len(state.talon)


def _check_replies(state, family):
    """The engine's legal cards against the family's reply rule and the solvers'."""
    plays = [a for a in state.legal_actions() if ":" not in a]
    if not plays:                       # Tarocchi: the card owed for the matto
        return
    hand = state.hands[state.turn]
    led = state.trick[0] if state.trick else None
    trump = getattr(state, "trump", None)
    expected = family.replies(list(hand), led, trump, state.strength, state.options,
                              _last_phase(state))
    assert sorted(plays) == sorted(expected)
    if state.n != 2 or state.talon_size() or led is None:
        return
    if family.has_matto:
        assert sorted(plays) == TarocchiEndgame(state.new_rules).replies(hand, led)
    else:
        assert sorted(plays) == Endgame(family, trump, state.options).replies(hand, led)


def _trick_winner_by_solvers(state, family, leader, cards):
    if state.n != 2:
        return None
    if family.has_matto:
        return TarocchiEndgame(state.new_rules).winner(leader, cards[0], cards[1])
    eg = Endgame(family, state.trump, state.options)       # as its search decides a trick
    return 1 - leader if solver.beats(cards[1], cards[0], eg.trump, eg.strength) else leader


FIELDS = ("hands", "trick", "leader", "turn", "tricks_played", "captured", "points", "trump",
          "declared_suits", "declared_this_lead", "matto_owner", "giving", "give_pool", "scored")


def _same(value):
    """Piles and hands compared as sets of cards (a rebuilt pile's order is not the deal's)."""
    if isinstance(value, list) and value and isinstance(value[0], list):
        return [sorted(v) for v in value]
    return value


def _check_world(state, rng, play_on=False):
    """A world rebuilt from a seat's view plus the true hidden cards is the same position
    (same view, same legal actions), and (`play_on`) a random continuation ends both the
    same way."""
    if state.is_over():
        return
    seat = rng.randrange(state.n)
    obs = state.observation(seat)
    hands = {s: list(state.hands[s]) for s in range(state.n) if s != seat}
    talon = list(state.talon[state.tpos:])
    if state.variant.family.turns_trump and obs.get("trump_card") is not None:
        talon = talon[:-1]                              # the turned card, seen by all
    world = build_world(obs, hands, talon)
    assert check_world(obs, world) == []
    assert sorted(world.legal_actions()) == sorted(state.legal_actions())
    for name in FIELDS:
        if name == "declared_this_lead" and state.trick:
            continue            # it only matters before a lead; the engine resets it later
        if hasattr(state, name):
            assert _same(getattr(world, name)) == _same(getattr(state, name)), name
    assert world.talon[world.tpos:] == state.talon[state.tpos:]
    if not play_on:
        return
    a, b = state.clone(), world
    cont = random.Random(rng.random())
    while not a.is_over():
        legal = a.legal_actions()
        assert sorted(legal) == sorted(b.legal_actions())
        action = cont.choice(legal)
        a.apply(action)
        b.apply(action)
    assert b.is_over()
    assert a.result().points == b.result().points


@pytest.mark.parametrize("variant_id,options", OPTION_SETS,
                         ids=[f"{v}{''.join('-' + k for k in o)}" for v, o in OPTION_SETS])
def test_every_implementation_agrees_with_the_engine(variant_id, options):
    family = VARIANTS[variant_id].family
    tricks = matto = worlds = 0
    for seed in range(GAMES):
        state, deck, dealer, rng = _deal(variant_id, options, seed)
        v = state.variant
        # the deal: each position of the deck goes to the seat the family says
        dealt = [[] for _ in range(v.players)]
        for i, seat in enumerate(family.deal_positions(dealer, v.players, v.hand_size)):
            dealt[seat].append(deck[i])
        assert dealt == state.hands
        world_at = {rng.randrange(60) for _ in range(3)}
        step = 0
        while not state.is_over():
            _check_replies(state, family)
            _check_world(state, rng, play_on=step in world_at)
            worlds += 1
            leader, before = state.leader, len(state.events)
            action = rng.choice(state.legal_actions())
            trick = list(state.trick) + [action]
            state.apply(action)
            step += 1
            new = state.events[before:]
            done = [e for e in new if e[0] == "trick"]
            if not done:
                continue
            tricks += 1
            winner = done[0][1]
            trump = getattr(state, "trump", None)
            assert family.trick_winner(leader, trick, trump, state.strength, v.players) == winner
            by_solver = _trick_winner_by_solvers(state, family, leader, trick)
            assert by_solver in (None, winner)
            drawn = [e[1] for e in new if e[0] == "draw"]
            assert drawn == draw_order(winner, v.players)[:len(drawn)]
            keeper = matto_keeper(leader, trick)
            if keeper is not None:
                matto += 1
                crossed = any(e[0] == "give" and e[2] == MATTO for e in new)  # last trick, unpaid
                assert family.has_matto
                assert MATTO in state.captured[1 - keeper if crossed else keeper]
    assert tricks >= GAMES * 3 and worlds >= GAMES
    if family.has_matto:
        assert matto >= GAMES // 2


def _engine_playout(state, horizon):
    s = state.clone()
    hon, _ = tarocchi_play.honour_table(s.new_rules)
    while s.turn >= 0 and (s.tricks_played < horizon or s.trick or s.giving):
        s.apply(tarocchi_play.rollout_action(s))
    pts = [p + c for p, c in zip(s.points, s.card_points())]
    if s.turn >= 0:
        for seat in (0, 1):
            pts[seat] += 0.5 * sum(hon.get(c, 0) for c in s.hands[seat])
    return pts


@pytest.mark.parametrize("new_rules", [False, True])
def test_inlined_tarocchi_playout_agrees_with_the_engine(new_rules):
    """ai/fastsim.py keeps Tarocchi's rules inlined (bench/playouts.py: it pays): from many
    seeded positions it must end where the engine ends under the same policy."""
    owed = 0
    for seed in range(120):
        state, _, _, rng = _deal("tarocchi-pizzico", {"new_rules": new_rules}, 1000 + seed)
        for _ in range(rng.randrange(0, 76)):
            nxt = state.clone()
            nxt.apply(rng.choice(nxt.legal_actions()))
            if nxt.is_over():
                break
            state = nxt
        owed += state.giving or state.matto_owner is not None
        for extra in (3, 6, 10, 40, 99):
            horizon = state.tricks_played + extra
            assert fastsim.playout_tarocchi(state, horizon) == _engine_playout(state, horizon), \
                (seed, extra)
    assert owed >= 5          # positions where the matto's card was still owed
