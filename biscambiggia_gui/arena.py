"""Arena: two players (or two teams) over the same deals with the seats swapped.

    python -m biscambiggia_gui arena --variant briscola-2 --a hard --b hard-ref --deals 2000
    python -m biscambiggia_gui arena --variant mariagio --a hard --b medium --deals 300
    python -m biscambiggia_gui arena --variant briscola-2 --a "cmd:python -m biscambiggia_gui bot --level hard" --b easy

(`python bench/arena.py ...` is the same command.) Levels: random, easy, medium, hard and
hard-ref, the fixed reference (the Hard of cc4b3a4).

Each deal is played twice, A in the seats of side 0 then in those of side 1 (in three-player
games, A takes each seat in turn against two B players, so a player as strong as B wins
a third of the hands, not half; its margin over the better B is then below 0). Hand variants (Biscambiggia,
Briscola) count hands; in the games scored in tokens (the chiamata games: five players,
sides made by the auction) A takes each seat in turn against four B players, and the summary
gives A's mean tokens per hand (a player as strong as B: 0, the tokens add up to nothing),
how many auctions A won and how often it then made its bid; --matches (the default for
Mariagio and Tarocchi) plays whole matches, every match replayed with the same sequence of
decks. Reported: games, A's wins
(a void hand or drawn match counts half), A's win rate with a 95% interval, and the mean
point difference A minus B with its 95% interval; in team games also partner blunders
(overtaking a partner's winning card with a trump as the last to play; an ace or ten thrown
under the opponents' winning card when a cheaper card was legal). A player named "cmd:..." is a program
speaking the bot protocol (docs/bot-protocol.md), run once per worker.

Long runs: --out FILE appends every finished deal (one JSON line) so a run that is stopped
loses only the deal in progress; --start K plays deals K, K+1, ... of the same seed (to
continue a run or split it over processes); --pool FILE... prints the summary of the deals
saved in those files (refusing a deal saved twice, or files of different match-ups).
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import shlex
import signal
import subprocess
import sys
import time
from multiprocessing import Pool

from .ai import Budget, make_player
from .ai.hard import HardBudget
from .ai.players import LEVELS, REFERENCE_LEVELS
from .engine import Match, deck_for, get_variant, new_hand
from .engine.registry import default_variant
from .engine.actions import kind_of


class ProtocolPlayer:
    """A seat played by a program over the bot protocol (one JSON line each way)."""

    def __init__(self, command: str):
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)

    def choose(self, obs, legal):
        self.proc.stdin.write(json.dumps({"observation": obs, "legal": legal}) + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline()
        if not answer:
            raise RuntimeError("the bot closed its output")
        return json.loads(answer)["action"]


_CONFIG: dict = {}
_CACHE: dict = {}


def _player(spec: str, seed: int):
    if spec.startswith("cmd:"):
        if spec not in _CACHE:
            _CACHE[spec] = ProtocolPlayer(spec[4:])
        return _CACHE[spec]
    kwargs = {}
    if spec == "hard-ref":
        kwargs["budget"] = Budget(worlds=_CONFIG["worlds"], time_limit=_CONFIG["time_limit"])
    elif spec == "hard":
        kwargs["budget"] = HardBudget(worlds=_CONFIG["worlds"], time_limit=_CONFIG["time_limit"],
                                      **dict(_CONFIG.get("hard", ())))
    return make_player(spec, seed=seed, **kwargs)


def hard_setting(text: str) -> tuple[str, object]:
    """--hard NAME=VALUE: one field of Hard's budget (ai/hard.py's HardBudget), typed as
    its default; ValueError with a plain sentence otherwise."""
    name, sep, value = text.partition("=")
    fields = {f.name: f for f in dataclasses.fields(HardBudget)}
    if not sep or name not in fields or name in ("worlds", "time_limit"):
        raise ValueError(f"--hard takes NAME=VALUE with NAME one of "
                         f"{', '.join(n for n in fields if n not in ('worlds', 'time_limit'))}")
    default: object = fields[name].default
    kind = type(default)
    if kind is bool:
        if value.lower() not in ("0", "1", "true", "false"):
            raise ValueError(f"--hard {name}: give true or false")
        return name, value.lower() in ("1", "true")
    what = "a whole number" if kind is int else "a number"
    try:
        number = int(value) if kind is int else float(value)
    except ValueError:
        raise ValueError(f"--hard {name}: {value!r} is not {what}") from None
    least = 1 if name.endswith("worlds") or name == "max_candidates" else 0
    if not least <= number <= 1_000_000:
        raise ValueError(f"--hard {name}: give {what} from {least} to 1000000")
    return name, number


def _by_sides(variant) -> bool:
    """Whether A takes the seats of one side of two (the seating fixes two sides), rather
    than each seat in turn (each seat its own side, or sides decided in the hand)."""
    return variant.seat_sides is not None and variant.side_count == 2


def _seats_for(variant, rotation: int) -> list[bool]:
    """True where A sits, for each rotation of one deal."""
    n = variant.players
    if _by_sides(variant):
        return [variant.seat_sides[s] == rotation for s in range(n)]
    return [s == rotation for s in range(n)]


def _rotations(variant) -> int:
    return 2 if _by_sides(variant) else variant.players


def _score(variant, points, winner, side_a):
    others = [p for i, p in enumerate(points) if i != side_a]
    diff = points[side_a] - max(others)
    if winner is None:
        win = 0.5
    else:
        win = 1.0 if winner == side_a else 0.0
    return win, diff


def _play_hand(variant_id, deck, dealer, players, blunders=None):
    hand = new_hand(variant_id, None, deck, dealer)
    thrown = []
    while not hand.is_over():
        seat = hand.current_player()
        legal = hand.legal_actions()
        action = players[seat].choose(hand.observation(seat), legal)
        if blunders is not None and kind_of(action) == "play":
            thrown += _check_play(hand, seat, action, legal, blunders)
        tricks = hand.tricks_played
        hand.apply(action, seat)
        if blunders is not None and hand.tricks_played != tricks:
            winner = hand.last_trick[2]
            for s in thrown:
                if hand.sides[s] != hand.sides[winner]:
                    blunders[hand.sides[s]]["gift"] += 1
            thrown = []
    return hand


def _check_play(hand, seat, card, legal, blunders) -> list[int]:
    """Partnership blunders (AI-NOTES): overtaking a partner's winning card with a trump as
    the last to play when a card that is no trump was legal (counted at once); throwing an
    ace or ten under an opponent's winning card when a cheaper card was legal (returned,
    counted if the opponents win the trick)."""
    from .engine.tricks import beats, best_index
    n, trick, trump, strength = hand.n, hand.trick, hand.trump, hand.strength
    if not trick:
        return []
    bi = best_index(trick, trump, strength)
    side = hand.sides[seat]
    partner_winning = hand.sides[(hand.leader + bi) % n] == side
    takes = beats(card, trick[bi], trump, strength)
    if partner_winning and len(trick) == n - 1 and takes and card[-1] == trump and \
            any(c[-1] != trump for c in legal):
        blunders[side]["overtake"] += 1
    value = hand.card_value
    if not partner_winning and not takes and value[card] >= 10 and \
            any(value[c] < value[card] for c in legal):
        return [seat]
    return []


def _play_match(variant_id, seed, players, a_seat):
    match = Match(variant_id, None, seed=seed)
    while not match.is_over():
        hand = match.start_hand()
        while not hand.is_over():
            seat = hand.current_player()
            match.apply(players[seat].choose(match.observation(seat), hand.legal_actions()), seat)
        if len(match.results) > 30:
            break
    return match.score(), match.winner(), len(match.results), match.party_of(a_seat)


def run_deal(index: int):
    """All rotations of deal `index`: a list of (win for A, point difference A - B)."""
    cfg = _CONFIG
    variant = get_variant(cfg["variant"])
    rng = random.Random(f"{cfg['seed']}:{index}")
    deck = deck_for(variant.deck_size)
    rng.shuffle(deck)
    dealer = rng.randrange(variant.players)
    match_seed = rng.randrange(1 << 30)
    out = []
    for rot in range(_rotations(variant)):
        seats_a = _seats_for(variant, rot)
        players = [_player(cfg["a"] if is_a else cfg["b"], seed=index * 100 + s)
                   for s, is_a in enumerate(seats_a)]
        a_seat = seats_a.index(True)
        if cfg["matches"]:
            score, winner, hands, party_a = _play_match(variant.id, match_seed, players, a_seat)
            out.append(_score(variant, score, winner, party_a) + (hands,))
        else:
            counts = [{"overtake": 0, "gift": 0}, {"overtake": 0, "gift": 0}] \
                if variant.teams else None
            hand = _play_hand(variant.id, list(deck), dealer, players, counts)
            result = hand.result()
            side_a = result.sides[a_seat]
            row = _score(variant, result.points, result.winner, side_a)
            if variant.match.unit == "tokens":    # each player's tokens; the auction's winner
                caller = getattr(hand, "caller", None)
                row = (row[0], result.returns[a_seat], int(caller == a_seat),
                       int(caller == a_seat and result.winner == side_a), int(result.played))
            if counts:   # per hand: (A's overtakes, A's gifts, B's overtakes, B's gifts)
                a, b = counts[side_a], counts[1 - side_a]
                row = row + (a["overtake"], a["gift"], b["overtake"], b["gift"])
            out.append(row)
    return out


def _indexed(index: int):
    return index, run_deal(index)


def _init(cfg):
    _CONFIG.update(cfg)


class _HoldCtrlC:
    """Holds a Ctrl-C back while a finished deal is counted and saved, then lets it go."""

    def __enter__(self):
        self.pending = False
        try:
            self.old = signal.signal(signal.SIGINT, self._hold)
        except ValueError:              # not the main thread: nothing to hold
            self.old = None
        return self

    def _hold(self, signum, frame):
        self.pending = True

    def __exit__(self, *exc):
        if self.old is not None:
            signal.signal(signal.SIGINT, self.old)
            if self.pending:
                raise KeyboardInterrupt
        return False


def _init_worker(cfg):
    """A worker process leaves Ctrl-C to the parent, which stops the pool and reports."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _init(cfg)


class PoolError(Exception):
    pass


SETTINGS = ("a", "b", "worlds", "time_limit", "matches")


def load_pool(names, variant_id):
    """The deals saved with --out in `names`: (results, (a, b, worlds, time_limit, matches),
    sorted seeds, number of deals). PoolError if a file is unreadable or empty, a deal is
    saved twice, or the files differ in variant, players or settings."""
    results, seen, settings, seeds = [], set(), set(), set()
    for name in names:
        try:
            with open(name) as f:
                rows = [json.loads(line) for line in f if line.strip()]
        except (OSError, ValueError) as err:
            raise PoolError(f"cannot read {name}: {err}") from None
        if not rows:
            raise PoolError(f"{name} holds no deal")
        for row in rows:
            try:
                if row["variant"] != variant_id:
                    raise PoolError(f"{name} holds {row['variant']}, not {variant_id}")
                key = (row["seed"], row["deal"])
                settings.add(tuple(row[k] for k in SETTINGS)
                             + (tuple(sorted((k, v) for k, v in row.get("hard", {}).items())),))
                chunk = [tuple(r) for r in row["results"]]
            except (KeyError, TypeError, AttributeError):
                raise PoolError(f"{name}: a line is not an arena deal with its settings") from None
            if key in seen:
                raise PoolError(f"the same deal appears twice in the pooled files "
                                f"(seed {key[0]}, deal {key[1]})")
            seen.add(key)
            seeds.add(row["seed"])
            results.extend(chunk)
    if len(settings) != 1:
        raise PoolError("the pooled files mix players or settings: "
                        + "; ".join(str(dict(zip(SETTINGS + ("hard",), s)))
                                    for s in sorted(settings, key=str)))
    if len({len(r) for r in results}) != 1:
        raise PoolError("the pooled files mix hands and whole matches")
    return results, settings.pop(), sorted(seeds), len(seen)


def summarize(results: list[tuple[float, float]]) -> dict:
    n = len(results)
    wins = sum(r[0] for r in results)
    p = wins / n
    half = 1.96 * math.sqrt(max(p * (1 - p), 1e-9) / n)
    diffs = [r[1] for r in results]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1)
    dhalf = 1.96 * math.sqrt(var / n)
    out = {"games": n, "a_wins": wins, "win_rate": p, "win_ci": [max(0.0, p - half), min(1.0, p + half)],
           "mean_diff": mean, "diff_ci": [mean - dhalf, mean + dhalf]}
    if results and len(results[0]) == 3:     # whole matches: hands dealt in them
        out["hands_dealt"] = sum(r[2] for r in results)
    if results and len(results[0]) == 5:     # tokens: A's per hand (the mean above); its bids
        calls = sum(r[2] for r in results)
        out["a_won_auctions"] = calls
        out["a_made_bids"] = sum(r[3] for r in results)
        out["a_made_rate"] = out["a_made_bids"] / calls if calls else None
        out["hands_not_played"] = sum(1 - r[4] for r in results)
    if results and len(results[0]) == 6:
        out["partner_blunders_per_100_hands"] = {
            key: round(100 * sum(r[i] for r in results) / n, 2)
            for i, key in enumerate(("a_overtake", "a_gift", "b_overtake", "b_gift"), 2)}
    return out


def _progress(every, done, results):
    if every and done % every == 0:
        s = summarize(results)
        print(f"  after {done} deals: {s['games']} games, A {100 * s['win_rate']:.1f}% "
              f"[{100 * s['win_ci'][0]:.1f}-{100 * s['win_ci'][1]:.1f}], "
              f"diff {s['mean_diff']:+.2f}", file=sys.stderr, flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="biscambiggia arena",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", default=default_variant().id)
    ap.add_argument("--a", default="hard", help="random|easy|medium|hard|hard-ref|cmd:COMMAND")
    ap.add_argument("--b", default="medium")
    ap.add_argument("--deals", type=int, default=200, help="deals (each played with seats swapped)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2024, help="deal seed (keep tuning and reporting seeds apart)")
    ap.add_argument("--matches", action="store_true", help="play whole matches per deal")
    ap.add_argument("--worlds", type=int, default=Budget.worlds, help="Hard: sampled deals per decision")
    ap.add_argument("--time-limit", type=float, default=Budget.time_limit, help="Hard: seconds per decision")
    ap.add_argument("--hard", action="append", default=[], metavar="NAME=VALUE",
                    help="Hard: one field of its budget (ai/hard.py HardBudget), e.g. team_exact=4")
    ap.add_argument("--json", action="store_true", help="print the summary as JSON")
    ap.add_argument("--start", type=int, default=0,
                    help="first deal index (to split one seed's deals over several runs)")
    ap.add_argument("--out", help="append each deal's results to this file (JSON lines)")
    ap.add_argument("--pool", nargs="+", metavar="FILE",
                    help="summarise the deals saved with --out in these files, play nothing")
    ap.add_argument("--progress", type=int, default=0,
                    help="print a running summary every N deals (to stderr)")
    args = ap.parse_args(argv)
    for spec in (args.a, args.b):
        if not spec.startswith("cmd:") and spec not in LEVELS + REFERENCE_LEVELS:
            ap.error(f"unknown player {spec!r}: choose one of "
                     f"{', '.join(LEVELS + REFERENCE_LEVELS)} or cmd:COMMAND")
    try:
        variant = get_variant(args.variant)
    except (KeyError, ValueError) as err:
        ap.error(str(err).strip("'\""))
    matches = args.matches or variant.match.unit not in ("hands", "tokens")
    try:
        hard = dict(hard_setting(t) for t in args.hard)
    except ValueError as err:
        ap.error(str(err))
    defaults = HardBudget()
    # a setting at its default changes nothing: not recorded, so such runs pool together
    hard = {k: v for k, v in hard.items() if getattr(defaults, k) != v}
    cfg = {"hard": sorted(hard.items()), "variant": variant.id, "a": args.a, "b": args.b,
           "seed": args.seed,
           "matches": matches, "worlds": args.worlds, "time_limit": args.time_limit}
    start = time.time()
    results: list = []
    deals = range(args.start, args.start + args.deals)
    if args.pool:
        try:
            results, settings, seeds, count = load_pool(args.pool, variant.id)
        except PoolError as err:
            print(f"arena: {err}", file=sys.stderr)
            return 2
        args.a, args.b, args.worlds, args.time_limit, matches, pooled_hard = settings
        hard = dict(pooled_hard)
        args.seed = "+".join(str(x) for x in seeds)
        args.deals = count
    out = open(args.out, "a") if args.out else None

    def record(index, chunk):
        line = json.dumps({"variant": variant.id, "a": args.a, "b": args.b,
                           "worlds": args.worlds, "time_limit": args.time_limit,
                           "matches": matches, "seed": args.seed, "deal": index,
                           **({"hard": hard} if hard else {}), "results": chunk}) + "\n"
        with _HoldCtrlC():          # a deal is both counted and saved, or neither
            results.extend(chunk)
            if out:
                out.write(line)
                out.flush()

    stopped = False
    try:
        if args.pool:
            pass
        elif args.workers > 1:
            with Pool(args.workers, initializer=_init_worker, initargs=(cfg,)) as pool:
                for done, (index, chunk) in enumerate(
                        pool.imap_unordered(_indexed, deals, chunksize=2), 1):
                    record(index, chunk)
                    _progress(args.progress, done, results)
        else:
            _init(cfg)
            for done, i in enumerate(deals, 1):
                record(i, run_deal(i))
                _progress(args.progress, done, results)
    except KeyboardInterrupt:
        # Ctrl-C: the deals finished so far are kept (and saved with --out); the summary
        # below is theirs (a second Ctrl-C while it is written changes nothing)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        stopped = True
        played = len(results) // max(1, _rotations(variant))
        print(f"arena: stopped by Ctrl-C after {played} finished deals"
              + (f", saved in {args.out} (--pool reads them)" if args.out else ""),
              file=sys.stderr)
        if not results:
            return 130
        args.deals = played
    summary = summarize(results)
    summary.update({"variant": variant.id, "a": args.a, "b": args.b, "deals": args.deals,
                    "unit": "matches" if matches else "hands", "seed": args.seed,
                    "worlds": args.worlds, "time_limit": args.time_limit,
                    "equal_share": 1 / _rotations(variant),
                    **({"equal_tokens": 0.0} if "a_won_auctions" in summary else {}),
                    **({"hard": hard} if hard else {}), "seconds": round(time.time() - start, 1)})
    if args.json:
        print(json.dumps(summary))
    else:
        lo, hi = summary["win_ci"]
        dlo, dhi = summary["diff_ci"]
        print(f"{variant.id}: {args.a} vs {args.b}, {args.deals} deals x {_rotations(variant)} seatings "
              f"= {summary['games']} {summary['unit']} (seed {args.seed}, {summary['seconds']} s)")
        if hard:
            print("  Hard's budget: " + ", ".join(f"{k}={v}" for k, v in sorted(hard.items())))
        print(f"  A wins {summary['a_wins']:.1f}: {100 * summary['win_rate']:.1f}% "
              f"[95% CI {100 * lo:.1f}-{100 * hi:.1f}]"
              + (f" (a player as strong as B: {100 / _rotations(variant):.1f}%)"
                 if _rotations(variant) > 2 and "a_won_auctions" not in summary
                 else " (hands its side won)" if "a_won_auctions" in summary else ""))
        if "a_won_auctions" in summary:
            print(f"  A's mean tokens per hand {summary['mean_diff']:+.3f} [95% CI {dlo:+.3f} .. "
                  f"{dhi:+.3f}] (a player as strong as B: 0)")
            rate = summary["a_made_rate"]
            print(f"  A won {summary['a_won_auctions']} auctions and made its bid in "
                  f"{summary['a_made_bids']}" + (f" ({100 * rate:.1f}%)" if rate is not None else "")
                  + f"; hands not played (everyone passed): {summary['hands_not_played']}")
        else:
            print(f"  mean point difference A-B {summary['mean_diff']:+.2f} [95% CI {dlo:+.2f} .. {dhi:+.2f}]")
        if "hands_dealt" in summary:
            print(f"  hands dealt in these matches: {summary['hands_dealt']}")
        if "partner_blunders_per_100_hands" in summary:
            pb = summary["partner_blunders_per_100_hands"]
            print(f"  partner blunders per 100 hands: A overtakes {pb['a_overtake']}, gifts "
                  f"{pb['a_gift']}; B overtakes {pb['b_overtake']}, gifts {pb['b_gift']}")
    return 130 if stopped else 0


if __name__ == "__main__":
    sys.exit(main())
