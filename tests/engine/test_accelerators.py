"""Every accelerator against the state, for every registered game (OpenSpiel's test of two
implementations, state by state): the rules are written once, in Python, in each game's
package; the fast play-outs and the compiled core play the same games faster, and must end
where the state ends.

- The play-out of each game's policy (`Policy.playout`, games/*/playout.py) from seeded
  positions against the same roll-out policy played through the state's own checked
  `apply` (`Policy.rollout_action`), to the end or the policy's horizon.
- The compiled core (ai/_core.c), where a game's policy has an adapter to it (its
  `core_playout`): a whole world played by its policy is replayed on the state action by
  action (each legal, each the roll-out policy's own choice: cards, and declarations or the
  card given for the matto where the game has them; the same value at the end), and its
  exact alpha-beta gives the value of a minimax over the state's API (ai/solver.py).

No rule is compared with itself here: the state calls the rule functions; the accelerators
are other code.
"""
from __future__ import annotations

import pytest

from biscambiggia_gui.ai import core
from biscambiggia_gui.ai.hard import HardBudget
from biscambiggia_gui.ai.solver import perfect_value
from biscambiggia_gui.engine import variants
from positions import option_id, option_sets, position

SETS = option_sets()
HORIZONS = (3, 6, 10, 40, 99)


def _reference(state, policy, side, bonus, budget):
    """The roll-out policy played through the state's checked `apply`."""
    s = state.clone()
    horizon = policy.horizon(s, budget)
    while not policy.rollout_done(s, horizon):
        action = policy.rollout_action(s)
        assert action in s.legal_actions()
        s.apply(action)
    return policy.leaf_value(s, side, bonus)


@pytest.mark.parametrize("pair", SETS, ids=[option_id(p) for p in SETS])
def test_the_fast_playout_ends_where_the_state_ends(pair):
    variant_id, options = pair
    policy = variants()[variant_id].family.policy
    bonus = variants()[variant_id].match.win_bonus
    checked = 0
    for seed in range(120):
        state, rng = position(variant_id, options, seed, "playout", late=seed % 2 == 1,
                              playing=True)
        side = state.sides[state.turn]
        for extra in (HORIZONS if policy.horizon(state, HardBudget()) is not None else (None,)):
            budget = HardBudget(tarocchi_horizon=extra or 10)
            fast = policy.playout(state.clone(), side, bonus, budget)
            assert fast == _reference(state, policy, side, bonus, budget), (seed, extra)
            checked += 1
    assert checked >= 120


def _tricks_left(state):
    return (sum(len(h) for h in state.hands) + state.talon_size() + len(state.trick)) // state.n


CORE_SETS = [p for p in SETS if variants()[p[0]].family.policy.core_adapter is not None]


def _core_position(variant_id, options, seed, salt, late=False):
    """A position in card play where the core starts: not in the middle of paying a debt
    (Tarocchi's card owed for the matto, a decision every level takes alike)."""
    for attempt in range(20):
        state, _ = position(variant_id, options, f"{seed}:{attempt}", salt, late=late, playing=True)
        if not getattr(state, "giving", False):
            return state
    raise AssertionError("no position")


@pytest.mark.skipif(not core.HAVE_C, reason="the compiled core is not built")
@pytest.mark.parametrize("pair", CORE_SETS, ids=[option_id(p) for p in CORE_SETS])
def test_the_core_plays_the_states_rules_and_policy(pair):
    """A whole world played by the core's policy, replayed on the state: every action legal
    and the roll-out policy's own, the same value at the end."""
    variant_id, options = pair
    policy = variants()[variant_id].family.policy
    bonus = variants()[variant_id].match.win_bonus
    for seed in range(40):
        state = _core_position(variant_id, options, seed, "core")
        value, actions = policy.core_adapter.core_playout(state, exact=0)
        side = state.sides[state.turn]
        s = state.clone()
        for action in actions:
            assert action == policy.core_rollout_action(s), (seed, action)
            assert action in s.legal_actions()
            s.apply(action)
        assert s.is_over(), seed
        assert value == policy.leaf_value(s, side, bonus)[0], seed


@pytest.mark.skipif(not core.HAVE_C, reason="the compiled core is not built")
@pytest.mark.parametrize("pair", CORE_SETS, ids=[option_id(p) for p in CORE_SETS])
def test_the_cores_exact_search_is_the_states_minimax(pair):
    """The policy until `exact` tricks are left, then alpha-beta: the value of a minimax over
    the state's own API from the same place."""
    variant_id, options = pair
    policy = variants()[variant_id].family.policy
    bonus = variants()[variant_id].match.win_bonus
    exact = 2 if variants()[variant_id].players >= 4 else 3
    for seed in range(12):
        state = _core_position(variant_id, options, seed, "exact", late=True)
        value, actions = policy.core_adapter.core_playout(state, exact=exact)
        side = state.sides[state.turn]
        s = state.clone()
        for action in actions:
            s.apply(action)
        assert s.is_over() or _tricks_left(s) <= exact
        assert value == perfect_value(s, side, bonus), seed
