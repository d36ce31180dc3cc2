"""The search core of the trump games played by two or three or in two teams (ai/core.py,
ai/_core.c): the compiled core and the pure-Python fallback give the same numbers, and
both play by the engine's rules: their exact values are the engine's minimax values
(solver.perfect_value, which plays through the engine's own apply) and their roll-outs
end where the engine ends the same cards, with the roll-out policy's cards
(trump_play.policy_card, the one the Python play-outs use)."""
import os
import random

import pytest

from biscambiggia_gui.ai import core
from biscambiggia_gui.ai.knowledge import Knowledge
from biscambiggia_gui.ai.search import WIN_BONUS
from biscambiggia_gui.ai.solver import perfect_value
from biscambiggia_gui.ai.trump_play import rollout_card
from biscambiggia_gui.engine.counting import with_points
from biscambiggia_gui.engine.worlds import build_world
from helpers import random_position

VARIANTS = ("briscola-2", "biscambiggia-2", "briscola-3", "biscambiggia-3", "briscola-4",
            "biscambiggia-4", "briscola-6", "biscambiggia-6")


def others(know):
    """The other seats, in the order they play after the searcher."""
    return [(know.seat + k) % know.n for k in range(1, know.n)]


def margin(points, side):
    return points[side] - max(p for i, p in enumerate(points) if i != side)


def core_args(hand):
    """The core's arguments for the seat to play, from its observation only."""
    seat = hand.current_player()
    obs = with_points(hand.observation(seat))
    know = Knowledge(obs)
    return obs, know, dict(
        game=know.game, trump=obs["trump_suit"], bonus=WIN_BONUS[know.variant.match],
        mine=obs["hand"], known=[sorted(know.known[s]) for s in others(know)], pool=know.pool,
        need=[know.need[s] for s in others(know)], turned=obs.get("trump_card"),
        trick=[c for _, c in obs["trick"]],
        points=core.side_points(know.variant, seat, obs["points"]), cands=hand.legal_actions())


def positions(count, late=False):
    """Random positions of every variant the core plays; `late`: the talon holds at most
    one card per seat (two, three or four seats) or none (six), so the engine's minimax is
    quick."""
    out = []
    for vid in VARIANTS:
        n = int(vid[-1])
        total = {3: 39, 6: 36}.get(n, 40)
        for seed in range(count):
            if late:
                first = total - 3 * n - (n if n < 6 else 0)
                steps = random.Random(seed).randrange(first, total - 2)
            else:
                steps = random.Random(seed).randrange(0, total - 2)
            hand = random_position(vid, 100 + seed, steps)
            if not hand.is_over():
                out.append(hand)
    return out


@pytest.mark.skipif(not core.HAVE_C, reason="the compiled core is not built")
@pytest.mark.parametrize("depth", ["none", "short", "deep"])
def test_compiled_core_and_python_fallback_agree(depth):
    for i, hand in enumerate(positions(12)):
        _, _, args = core_args(hand)
        # exact tricks: deep is 4 with two seats, 3 with three or four, 2 with six (the
        # Python alpha-beta over more tricks of six seats takes minutes)
        exact = {"none": 0, "short": 2, "deep": {2: 4, 3: 3, 4: 3, 6: 2}[hand.n]}[depth]
        c = core.evaluate(**args, worlds=6, seed=77 + i, exact=exact, use_c=True)
        py = core.evaluate(**args, worlds=6, seed=77 + i, exact=exact, use_c=False)
        assert c == py


def _dealt_world(obs, know, args, seed):
    """The world the core deals first for `seed`, as an engine state."""
    _, deal = core.shuffle([core.INDEX[c] for c in args["pool"]], seed)
    deal = [core.CARDS[i] for i in deal]
    hands, d = {}, 0
    for s, known, need in zip(others(know), args["known"], args["need"]):
        hands[s] = known + deal[d:d + need]
        d += need
    return build_world(obs, hands, deal[d:])


@pytest.mark.parametrize("use_c", [True, False] if core.HAVE_C else [False])
def test_exact_values_are_the_engines_minimax(use_c):
    checked = 0
    for i, hand in enumerate(positions(10, late=True)):
        obs, know, args = core_args(hand)
        if obs["talon_size"] > {2: 6, 3: 3, 4: 4}.get(know.n, 0):
            continue
        totals, _, _ = core.evaluate(**args, worlds=1, seed=5 + i, exact=20, use_c=use_c)
        world = _dealt_world(obs, know, args, 5 + i)
        side = know.variant.side_of(know.seat)
        for card, value in zip(args["cands"], totals):
            state = world.clone()
            state.apply(card)
            assert value == perfect_value(state, side, args["bonus"])
        checked += 1
    assert checked >= 30


@pytest.mark.parametrize("use_c", [True, False] if core.HAVE_C else [False])
def test_rollouts_end_where_the_engine_ends_them(use_c):
    for i, hand in enumerate(positions(10)):
        obs, know, args = core_args(hand)
        totals, wins, _ = core.evaluate(**args, worlds=1, seed=9 + i, exact=0, use_c=use_c)
        world = _dealt_world(obs, know, args, 9 + i)
        side = know.variant.side_of(know.seat)
        for card, value in zip(args["cands"], totals):
            state = world.clone()
            state.apply(card, know.seat)
            while not state.is_over():          # the policy's cards, checked by the engine
                seat = state.current_player()
                state.apply(rollout_card(state, state.hands[seat]), seat)
            points = state.result().points
            diff = margin(points, side)
            assert value == diff + args["bonus"] * ((diff > 0) - (diff < 0))
            assert sum(points) == 120


def test_bad_positions_are_refused_with_a_message():
    hand = positions(1)[0]
    _, _, args = core_args(hand)
    args["cands"] = ["AH"] if "AH" not in args["mine"] else ["2H"]
    for use_c in ([True, False] if core.HAVE_C else [False]):
        with pytest.raises(ValueError, match="not in the hand"):
            core.evaluate(**args, worlds=2, seed=1, exact=2, use_c=use_c)


@pytest.mark.parametrize("seats, change", [
    (4, lambda a: a.update(need=a["need"][:-1])),                 # a seat's count missing
    (4, lambda a: a.update(need=[a["need"][0] + 1] + a["need"][1:])),  # more hidden than places
    (4, lambda a: a.update(trick=a["trick"] + ["AH", "AC", "AS", "AD"])),  # a trick of five
    (4, lambda a: a.update(known=a["known"] + [[]], need=a["need"] + [0])),  # five seats
    # the searcher with one card, the others with three (crashed the C core once)
    (4, lambda a: a.update(mine=a["mine"][:1], cands=a["mine"][:1])),
    # a seat with a card too many, another with one too few
    (4, lambda a: a.update(need=[a["need"][0] + 1, a["need"][1] - 1] + a["need"][2:])),
    (4, lambda a: a.update(points=(-5, 0))),
    (3, lambda a: a.update(points=a["points"][:2])),              # two scores for three sides
    (3, lambda a: a.update(points=a["points"] + (0,))),           # four scores
    (3, lambda a: a.update(points=(a["points"][0], a["points"][1], -1))),
    (3, lambda a: a.update(need=a["need"][:1], known=a["known"][:1], points=a["points"][:2])),
])
def test_inconsistent_positions_are_refused_with_a_message(seats, change):
    hand = next(h for h in positions(3) if h.n == seats)
    _, _, args = core_args(hand)
    change(args)
    for use_c in ([True, False] if core.HAVE_C else [False]):
        with pytest.raises(ValueError, match="inconsistent position"):
            core.evaluate(**args, worlds=2, seed=1, exact=2, use_c=use_c)


@pytest.mark.skipif(not os.environ.get("BISCAMBIGGIA_REQUIRE_CORE"),
                    reason="only where the build must carry the compiled core (CI)")
def test_the_compiled_core_is_built_where_required():
    assert core.HAVE_C
