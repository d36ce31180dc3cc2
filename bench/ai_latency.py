"""Hard's decision time per variant: p50, p95 and max over every decision it takes with
more than one legal action, measured in the process that plays (one core per process).

    PYTHONPATH=. python bench/ai_latency.py --hands 10
    PYTHONPATH=. python bench/ai_latency.py --variant mariagio --hands 20
    PYTHONPATH=. python bench/ai_latency.py --variant briscola-3 --hard three_exact=5

Hard plays every other seat (side 0), Medium the rest, over fresh deals (seed --seed).
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.ai import Budget, make_player  # noqa: E402
from biscambiggia_gui.ai import core  # noqa: E402
from biscambiggia_gui.ai.hard import HardBudget  # noqa: E402
from biscambiggia_gui.arena import hard_setting  # noqa: E402
from biscambiggia_gui.engine import variants, deck_for, get_variant, new_hand  # noqa: E402


def percentile(values, q):
    values = sorted(values)
    if not values:
        return float("nan")
    k = min(len(values) - 1, max(0, int(round(q * (len(values) - 1)))))
    return values[k]


def measure(variant_id: str, hands: int, seed: int, budget: Budget):
    variant = get_variant(variant_id)
    rng = random.Random(seed)
    times: list[float] = []
    cpu: list[float] = []
    for h in range(hands):
        deck = deck_for(variant.deck_size)
        rng.shuffle(deck)
        hand = new_hand(variant_id, None, deck, rng.randrange(variant.players))
        players = [make_player("hard", seed=h * 10 + s, budget=budget) if s % 2 == 0
                   else make_player("medium", seed=s) for s in range(variant.players)]
        while not hand.is_over():
            seat = hand.current_player()
            obs, legal = hand.observation(seat), hand.legal_actions()
            t, c = time.perf_counter(), time.process_time()
            action = players[seat].choose(obs, legal)
            elapsed, used = time.perf_counter() - t, time.process_time() - c
            if seat % 2 == 0 and len(legal) > 1:
                times.append(elapsed)
                cpu.append(used)
            hand.apply(action, seat)
    return times, cpu


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Hard's decision time per variant")
    ap.add_argument("--variant", action="append", help="a variant id (default: all)")
    ap.add_argument("--hands", type=int, default=10)
    ap.add_argument("--seed", type=int, default=99)
    ap.add_argument("--worlds", type=int, default=Budget.worlds)
    ap.add_argument("--time-limit", type=float, default=None,
                    help="seconds a decision may take (default: the window's, "
                         "ai/search.py TIME_LIMIT)")
    ap.add_argument("--hard", action="append", default=[], metavar="NAME=VALUE",
                    help="one field of Hard's budget (as in the arena), e.g. three_exact=5")
    args = ap.parse_args(argv)
    try:
        hard = dict(hard_setting(t) for t in args.hard)
    except ValueError as err:
        ap.error(str(err))
    limit = {} if args.time_limit is None else {"time_limit": args.time_limit}
    budget = HardBudget(**{"worlds": args.worlds, **limit, **hard})
    if core.HAVE_C:
        print(f"Hard (C core): two players {budget.core_worlds} worlds, exact over the last "
              f"{budget.core_exact} tricks (inference {budget.trump_infer}); three players "
              f"{budget.three_worlds} worlds, exact over the last {budget.three_exact}; teams "
              f"{budget.team_worlds} worlds (four players) or {budget.team6_worlds} (six), exact "
              f"over the last {budget.team_exact}; chiamata {budget.chiamata_worlds} worlds, exact "
              f"{budget.chiamata_exact}; Mariagio {budget.mariagio_worlds} worlds, exact "
              f"{budget.mariagio_exact}; Tarocchi {budget.tarocchi_worlds} worlds, exact "
              f"{budget.tarocchi_core_exact} (inference {budget.tarocchi_infer}); time limit "
              f"{budget.time_limit} s, {args.hands} hands per variant")
    else:
        print(f"Hard without the compiled core (the generic search): {budget.worlds} worlds; "
              f"time limit {budget.time_limit} s, {args.hands} hands per variant")
    print("wall = elapsed time; cpu = the process's own CPU time (what the wall time would be "
          "on an idle core)")
    print(f"{'variant':18} {'decisions':>9} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}"
          f"   {'cpu p50':>8} {'cpu p95':>8} {'cpu max':>8}")
    for vid in args.variant or list(variants()):
        times, cpu = measure(vid, args.hands, args.seed, budget)
        print(f"{vid:18} {len(times):9d} {1000 * percentile(times, 0.5):8.1f} "
              f"{1000 * percentile(times, 0.95):8.1f} {1000 * max(times):8.1f}"
              f"   {1000 * percentile(cpu, 0.5):8.1f} {1000 * percentile(cpu, 0.95):8.1f} "
              f"{1000 * max(cpu):8.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
