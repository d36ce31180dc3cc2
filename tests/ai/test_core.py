"""The compiled core's entry for the search (ai/core.py `evaluate`): the position it is given
is the one it searches. tests/engine/test_accelerators.py checks that the core plays the
states' rules and policy (`playout`); here `evaluate`, given every card's place (the other
seats' hands as known cards, at most one hidden card left), must give each candidate the
value of a minimax over the state after that candidate, and it refuses inconsistent
positions with a message."""
import os

import pytest

from biscambiggia_gui.ai import core
from biscambiggia_gui.ai.policy import margin
from biscambiggia_gui.ai.solver import perfect_value
from biscambiggia_gui.engine import variants
from biscambiggia_gui.games.trump.search import core_tables
from positions import position

# the games on the trump games' core (Tarocchi's part of the core: test_tarocchi_core.py)
CORE_VARIANTS = [v for v, var in variants().items()
                 if hasattr(var.family.policy.core_adapter, "core_world")]
needs_core = pytest.mark.skipif(not core.HAVE_C, reason="the compiled core is not built")


def placed_args(state):
    """`evaluate`'s arguments for the seat to play with every card placed: the others'
    hands given as known cards, the talon's hidden cards (at most one) as the pool, the
    game's own state (Mariagio's) as its adapter gives it; the legal cards are the
    candidates."""
    seat, n = state.turn, state.n
    extra = state.variant.family.policy.core_adapter.core_world(state).get("extra", b"")
    others = [(seat + k) % n for k in range(1, n)]
    showing = state.trump_card_showing()
    hidden = state.talon[state.tpos:len(state.talon) - (1 if showing else 0)]
    return dict(tables_b=core_tables(state.variant.game, state.trump), trump=state.trump,
                bonus=state.variant.match.win_bonus, mine=state.hands[seat],
                known=[list(state.hands[s]) for s in others], pool=hidden,
                need=[0] * (n - 1), turned=showing, trick=list(state.trick),
                points=core.side_points(state.sides, seat, state.points),
                cands=sorted({a for a in state.legal_actions() if a in state.hands[seat]}),
                sides=core.relative_sides(state.sides, seat), extra=extra)


def placed_positions(count):
    out = []
    for vid in CORE_VARIANTS:
        for seed in range(count * 4):
            state, _ = position(vid, {}, seed, "placed", late=True, playing=True)
            showing = state.trump_card_showing()
            left = (sum(len(h) for h in state.hands) + state.talon_size()) // state.n
            if state.talon_size() - (1 if showing else 0) <= 1 and left <= 3:
                out.append(state)
            if sum(s.variant.id == vid for s in out) >= count:
                break
    return out


@needs_core
def test_every_candidate_gets_the_minimax_value_of_the_state():
    checked = 0
    for state in placed_positions(6):
        args = placed_args(state)
        side = state.sides[state.turn]
        totals, wins, _, _ = core.evaluate(**args, worlds=1, seed=7, exact=20)
        for card, value, won in zip(args["cands"], totals, wins):
            after = state.clone()
            after.apply(card)
            assert value == perfect_value(after, side, args["bonus"])
            assert won == (value > 0)
        checked += 1
    assert checked >= 6 * len(CORE_VARIANTS) // 2


@needs_core
def test_every_candidate_is_played_out_by_the_policy():
    for state in placed_positions(4):
        args = placed_args(state)
        side = state.sides[state.turn]
        policy = state.variant.family.policy
        totals, _, _, _ = core.evaluate(**args, worlds=1, seed=3, exact=0)
        for card, value in zip(args["cands"], totals):
            s = state.clone()
            s.apply(card)
            while not s.is_over():
                s.apply(policy.rollout_action(s))
            assert value == margin(s.points, side, args["bonus"])[0]


@needs_core
def test_a_candidate_not_in_the_hand_is_refused_with_a_message():
    args = placed_args(placed_positions(1)[0])
    args["cands"] = ["AH"] if "AH" not in args["mine"] else ["2H"]
    with pytest.raises(ValueError, match="not in the hand"):
        core.evaluate(**args, worlds=2, seed=1, exact=2)


def _args(seats):
    state = next(s for s in placed_positions(2) if s.n == seats)
    return placed_args(state)


@needs_core
@pytest.mark.parametrize("seats, change", [
    (4, lambda a: a.update(need=a["need"][:-1])),                 # a seat's count missing
    (4, lambda a: a.update(need=[a["need"][0] + 1] + a["need"][1:])),  # more hidden than places
    (4, lambda a: a.update(trick=a["trick"] + ["AH", "AC", "AS", "AD"])),  # a trick of five
    # the searcher with one card, the others with more (crashed the C core once)
    (4, lambda a: a.update(mine=a["mine"][:1], cands=a["mine"][:1])),
    (4, lambda a: a.update(points=(-5, 0))),
    (4, lambda a: a.update(sides=bytes([1]) + a["sides"][1:])),   # the searcher not side 0
    (4, lambda a: a.update(sides=a["sides"][:-1])),               # a seat without a side
    (4, lambda a: a.update(sides=a["sides"][:-1] + bytes([core.UNKNOWN_SIDE]))),  # no called card
    (3, lambda a: a.update(points=(a["points"][0], a["points"][1], -1))),
    (2, lambda a: a.update(points=a["points"] + (3,))),           # a third side's points
])
def test_inconsistent_positions_are_refused_with_a_message(seats, change):
    args = _args(seats)
    change(args)
    with pytest.raises(ValueError, match="inconsistent position"):
        core.evaluate(**args, worlds=2, seed=1, exact=2)


@pytest.mark.skipif(not os.environ.get("BISCAMBIGGIA_REQUIRE_CORE"),
                    reason="only where the build must carry the compiled core (CI)")
def test_the_compiled_core_is_built_where_required():
    assert core.HAVE_C
