"""The `arena` command: its options, the run, and the summary it prints (see __init__.py)."""
from __future__ import annotations

import argparse
import errno
import json
import math
import os
import re
import signal
import stat
import sys
import time
from types import FrameType
from typing import Any, BinaryIO, TextIO

from ..ai import Budget
from ..engine import get_variant
from ..engine.registry import Variant, default_variant, variants
from . import __doc__ as HELP
from .compare import compare
from .deals import BOT_WAIT, ArenaConfig, check_player, hard_settings, rotations
from .executors import make_executor
from .records import MAX_LINE, PoolError, Saved, appendable, parse_line, read, resumable
from .runner import Report, run
from .stats import Sprt, share_elo, summarize
from .words import counted


LARGEST = 10**9                 # deals, the first deal, hands of a match: far beyond any run
MOST_WORKERS = 256              # local processes (each a copy of the program): far beyond any machine
SPRT_LIMIT = 10_000             # --sprt's bounds, in Elo or points per hand (Elo 10000 is a share of 1)


class _Help(argparse.HelpFormatter):
    """argparse's help, its lines never broken at a hyphen ("briscola-" / "chiamata")."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        import textwrap
        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="biscambiggia arena", description=(HELP or "").split("\n\n")[0],
                                 formatter_class=_Help,
                                 epilog="The module's text (python -c 'import biscambiggia_gui.arena; "
                                        "help(biscambiggia_gui.arena)') says more.")
    ap.add_argument("--variant", default=default_variant().id,
                    help=f"the game, by its id (default {default_variant().id}): "
                         + ", ".join(variants()))
    ap.add_argument("--a", default="hard",
                    help="player A: random|easy|medium|hard|hard-2026|hard-ref|cmd:COMMAND "
                         "(default hard)")
    ap.add_argument("--b", default="medium", help="player B, as --a (default medium)")
    ap.add_argument("--deals", type=int, default=200,
                    help="deals (each played in every seating; default 200)")
    ap.add_argument("--start", type=int, default=0, help="first deal index (to split a seed's deals)")
    ap.add_argument("--seed", type=int, default=2024, help="deal seed (keep tuning and reporting seeds apart)")
    ap.add_argument("--unit", choices=("hands", "matches"),
                    help="count hands, or whole matches on the same decks (default: the variant's: "
                         "matches where the match adds points up)")
    ap.add_argument("--matches", action="store_true", help="the same as --unit matches")
    ap.add_argument("--max-hands", type=int, default=100,
                    help="a match not over after this many hands fails its deal (default 100)")
    ap.add_argument("--worlds", type=int, default=Budget.worlds,
                    help="hard-ref's sampled deals per decision (and Hard's generic search's)")
    ap.add_argument("--hard", action="append", default=[], metavar="NAME=VALUE",
                    help="A's Hard: one field of its budget (ai/hard.py HardBudget), e.g. team_exact=4")
    ap.add_argument("--hard-b", action="append", default=[], metavar="NAME=VALUE",
                    help="B's Hard budget when B is hard too (without it B is today's Hard)")
    ap.add_argument("--time-limit", help=argparse.SUPPRESS)
    ap.add_argument("--workers", type=int, default=2,
                    help="processes (local), or CPUs of a Ray started here (default 2)")
    ap.add_argument("--executor", default="local", choices=("local", "ray"),
                    help="where the deals are played: processes on this machine (default), "
                         "or a Ray cluster (the optional package ray)")
    ap.add_argument("--address", help="--executor ray: the cluster's address (HOST:PORT, or auto)")
    ap.add_argument("--out", help="append each deal's results to this file (JSON lines)")
    ap.add_argument("--resume", action="store_true",
                    help="with --out: play only the deals of the range that file lacks")
    ap.add_argument("--pool", nargs="+", metavar="FILE",
                    help="summarise the deals saved with --out in these files, play nothing")
    ap.add_argument("--compare", nargs=2, metavar=("FILE", "BASE"),
                    help="two runs saved with --out against the same B on the same deals: "
                         "FILE's A minus BASE's, deal by deal; play nothing")
    ap.add_argument("--sprt", metavar="LOW,HIGH",
                    help="stop as soon as a sequential test decides between H0 (A at LOW) and H1 "
                         "(A at HIGH), in Elo (default) or points per hand (--sprt-unit points)")
    ap.add_argument("--sprt-unit", choices=("elo", "points"), default="elo",
                    help="the unit of --sprt's bounds: Elo (default) or points per hand")
    ap.add_argument("--sprt-alpha", type=float, default=0.05,
                    help="--sprt: the chance of deciding H1 when H0 is true (default 0.05)")
    ap.add_argument("--sprt-beta", type=float, default=0.05,
                    help="--sprt: the chance of deciding H0 when H1 is true (default 0.05)")
    ap.add_argument("--bot-wait", type=float, default=BOT_WAIT, metavar="SECONDS",
                    help=f"a cmd: player's longest answer; a program silent longer fails its "
                         f"deal (default {BOT_WAIT:g})")
    ap.add_argument("--json", action="store_true", help="print the summary as JSON")
    ap.add_argument("--progress", type=int, default=0,
                    help="print a running summary every N deals (to stderr)")
    return ap


def _sprt(args: argparse.Namespace, ap: argparse.ArgumentParser, variant: Variant) -> Sprt | None:
    if args.sprt is None:
        return None
    try:
        low, high = (float(x) for x in args.sprt.split(","))
    except ValueError:
        ap.error(f"--sprt takes LOW,HIGH (two numbers), not {args.sprt!r}")
    if not (math.isfinite(low) and math.isfinite(high)):
        ap.error(f"--sprt takes LOW,HIGH (two finite numbers), not {args.sprt!r}")
    if not (-SPRT_LIMIT <= low and high <= SPRT_LIMIT):
        ap.error(f"--sprt takes LOW,HIGH from -{SPRT_LIMIT} to {SPRT_LIMIT}, not {args.sprt!r}")
    if low >= high:
        ap.error("--sprt: LOW must be below HIGH")
    if not (1e-9 <= args.sprt_alpha < 0.5 and 1e-9 <= args.sprt_beta < 0.5):   # 1e-320: an
        ap.error("--sprt-alpha and --sprt-beta: give numbers from 1e-9 to below 0.5")  # endless bound
    if args.sprt_unit == "elo" and variant.match.unit == "tokens":
        ap.error("the token games have no share of hands to test: use --sprt-unit points "
                 "(A's tokens per hand)")
    return Sprt.make((low, high), args.sprt_unit, rotations(variant), args.sprt_alpha,
                     args.sprt_beta)


def _negative_sprt(argv: list[str]) -> list[str]:
    """`--sprt -10,10` as `--sprt=-10,10` (argparse takes a value that begins with a dash
    for an option, and said "expected one argument")."""
    out: list[str] = []
    for word in argv:
        if out and out[-1] == "--sprt" and re.match(r"-[0-9.]", word):
            out[-1] = f"--sprt={word}"
        else:
            out.append(word)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = _parser()
    args = ap.parse_args(_negative_sprt(sys.argv[1:] if argv is None else argv))
    if args.time_limit is not None:
        ap.error("the arena measures with budgets in worlds, not seconds (the same seed gives "
                 "the same result on any machine): --time-limit is gone; see --worlds and --hard")
    for spec in (args.a, args.b):
        try:
            check_player(spec)
        except ValueError as err:
            ap.error(str(err))
    try:
        variant = get_variant(args.variant)
    except (KeyError, ValueError) as err:
        ap.error(str(err).strip("'\""))
    try:
        hard = hard_settings(args.hard)
        hard_b = hard_settings(args.hard_b)
    except ValueError as err:
        ap.error(str(err))
    if hard_b and args.b != "hard":
        ap.error("--hard-b sets the budget of B's Hard: give --b hard")
    if not (1 <= args.deals <= LARGEST and 0 <= args.start <= LARGEST
            and 1 <= args.max_hands <= LARGEST):
        ap.error(f"--deals and --max-hands take a whole number from 1 to {LARGEST}, --start "
                 f"from 0 to {LARGEST}")
    if not (0 if args.executor == "ray" else 1) <= args.workers <= MOST_WORKERS:
        ap.error(f"--workers takes a whole number from 1 to {MOST_WORKERS} (with --executor "
                 f"ray, 0: every CPU)")
    if not 1 <= args.worlds <= 1_000_000:
        ap.error("--worlds takes a whole number from 1 to 1000000")
    if not 0 < args.bot_wait <= 86400 or args.progress < 0:
        ap.error("--bot-wait takes seconds above 0 (at most a day), --progress a number from 0")
    if args.compare:
        return compare(args.compare, variant.id, args.json)
    if args.resume and not args.out:
        ap.error("--resume continues the run saved in --out FILE: give --out")
    unit = args.unit or ("matches" if args.matches or variant.match.unit not in ("hands", "tokens")
                         else "hands")
    cfg = ArenaConfig(variant.id, args.a, args.b, args.seed, unit, args.worlds, hard, args.max_hands,
                      hard_b, args.bot_wait)
    sprt = _sprt(args, ap, variant)
    if args.pool:
        return _pool(args, variant, sprt)
    return _play(args, cfg, variant, sprt)


def _pool(args: argparse.Namespace, variant: Variant, sprt: Sprt | None) -> int:
    try:
        saved = read(args.pool, variant.id)
    except PoolError as err:
        print(f"arena: {err}", file=sys.stderr)
        return 2
    if not saved.deals:
        print("arena: the pooled files hold no finished deal", file=sys.stderr)
        return 2
    named = saved.named_settings()
    cfg = ArenaConfig(variant.id, named["a"], named["b"], 0, named["unit"], named["worlds"],
                      tuple(sorted(named["hard"].items())), named["max_hands"] or 100,
                      tuple(sorted(named["hard_b"].items())))
    deals = {i: rows for i, (_, rows) in enumerate(sorted(saved.deals.items()))}
    if sprt is not None:
        for i in sorted(deals):
            if sprt.add(deals[i]) is not None:
                deals = {k: deals[k] for k in deals if k <= i}
                break
    summary = _summary(cfg, variant, deals, len(saved.failed), sprt, 0.0)
    summary["seed"] = "+".join(str(s) for s in saved.seeds())
    if named.get("time_limit") is not None:
        summary["time_limit"] = named["time_limit"]
    _print(summary, args.json, sys.stdout)
    return 0


def _play(args: argparse.Namespace, cfg: ArenaConfig, variant: Variant, sprt: Sprt | None) -> int:
    indices = range(args.start, args.start + args.deals)
    saved = Saved()
    if args.out:
        try:
            if args.resume:
                saved = resumable(args.out, cfg)
            else:
                appendable(args.out, cfg, indices)
        except PoolError as err:
            print(f"arena: {err}", file=sys.stderr)
            return 2
    if args.resume:
        before = sum(1 for _, i in saved.deals if i in indices)
        print(f"arena: {before} of deals {indices.start}-{indices.stop - 1} already in {args.out}, "
              f"{len(indices) - before} to play", file=sys.stderr)
    try:
        executor = make_executor(args.executor, args.workers, args.address)
    except (ValueError, RuntimeError) as err:
        print(f"arena: {err}", file=sys.stderr)
        return 2
    start = time.time()
    try:
        if args.out:
            _repair_tail(args.out)
        out = _append_to(args.out) if args.out else None
    except OSError as err:
        reason = ("no program reads that pipe" if err.errno == errno.ENXIO
                  else err.strerror or err)
        print(f"arena: cannot write the deals to --out {args.out}: {reason}", file=sys.stderr)
        return 2
    _stop_on_sigterm()
    try:
        report = run(cfg, indices, executor, {i: rows for (_, i), rows in saved.deals.items()},
                     out, sprt, _progress(args.progress, cfg, variant))
    except Exception as err:         # the executor itself failed (a cluster lost)
        print(f"arena: the run stopped: {type(err).__name__}: {err}"
              + (f" (the deals finished are in {args.out}: --resume goes on)" if args.out else ""),
              file=sys.stderr)
        return 1
    finally:
        if out:
            try:
                out.close()
            except OSError:             # what the full disk refused: said below
                pass
    if report.out_error is not None:
        print(f"arena: cannot write the deals to --out {args.out}: "
              f"{report.out_error.strerror or report.out_error}; stopped after "
              f"{counted(report.finished, 'deals')} saved in it (--resume goes on once it can be written)",
              file=sys.stderr)
    if report.interrupted and not report.finished:   # nothing was saved: say none
        print("arena: stopped (Ctrl-C or SIGTERM) before any deal finished"
              + (f": nothing added to {args.out}" if args.out else ""), file=sys.stderr)
    elif report.interrupted:
        print(f"arena: stopped (Ctrl-C or SIGTERM) after {counted(report.finished, 'finished deals')}"
              + (f", saved in {args.out} (--resume continues, --pool reads them)" if args.out else ""),
              file=sys.stderr)
    for index, error in sorted(report.failed.items()):
        print(f"arena: deal {index} failed: {error}", file=sys.stderr)
    if not report.deals:
        if not report.interrupted:
            print("arena: no deal finished", file=sys.stderr)
        return 130 if report.interrupted else 1
    summary = _summary(cfg, variant, report.deals, len(report.failed), sprt, time.time() - start)
    if report.beyond:
        summary["deals_beyond_the_test"] = report.beyond
    _print(summary, args.json, sys.stdout)
    return 130 if report.interrupted else 1 if report.out_error is not None else 0


def _stop_on_sigterm() -> None:
    """SIGTERM (a scheduler, `kill`, `timeout` to the whole process group) stops a run as
    Ctrl-C does: the deals finished are kept and summarised. (A run started in the
    background of a shell ignores SIGINT.) Only the arena's own process stops so: a worker
    forked while the signal was pending inherits this handler before its own set-up, and
    carries on until the arena ends the pool (it printed a traceback)."""
    owner = os.getpid()

    def stop(signum: int, frame: FrameType | None) -> None:
        if os.getpid() == owner:
            raise KeyboardInterrupt
    try:
        signal.signal(signal.SIGTERM, stop)
    except ValueError:                  # not the main thread: the caller's business
        pass


def _append_to(name: str) -> TextIO:
    """`--out` opened to append, without waiting: a named pipe no program reads is an
    OSError (ENXIO) at once, where opening it waited for a reader for ever."""
    fd = os.open(name, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0),
                 0o666)
    try:
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return open(fd, "a", encoding="utf-8")
    except BaseException:
        os.close(fd)
        raise


def _repair_tail(name: str) -> None:
    """End the file with a whole line: a last line left half-written by a killed run is
    cut (resume plays its deal again); a last deal that is whole but lacks its line end
    (a file edited by hand) gets it, so the next deal does not run into it. (It was cut,
    and its deal, counted as saved, was lost from the file.) Only the last line is read,
    from the end back (the whole file was read into memory, however long the run)."""
    try:
        if not stat.S_ISREG(os.stat(name).st_mode):
            return                      # a pipe or a device: nothing to repair
        with open(name, "rb+") as f:
            start = _last_line_start(f)
            if start is None:
                return
            f.seek(start)
            tail = f.read(MAX_LINE + 1)
            try:
                if len(tail) > MAX_LINE:
                    raise ValueError("longer than any deal's line")
                parse_line(tail)
                f.seek(0, os.SEEK_END)
                f.write(b"\n")
            except ValueError:
                f.truncate(start)
    except FileNotFoundError:
        pass


def _last_line_start(f: BinaryIO, chunk: int = 1 << 16) -> int | None:
    """Where the last line of a binary file begins, or None when the file is empty or
    ends with its line end; read back from the end a chunk at a time."""
    end = f.seek(0, os.SEEK_END)
    if end == 0:
        return None
    f.seek(end - 1)
    if f.read(1) == b"\n":
        return None
    pos = end
    while pos > 0:
        size = min(chunk, pos)
        pos -= size
        f.seek(pos)
        found = f.read(size).rfind(b"\n")
        if found >= 0:
            return pos + found + 1
    return 0


def _progress(every: int, cfg: ArenaConfig, variant: Variant) -> Any:
    def show(report: Report) -> None:
        if not every or report.finished % every or not report.deals:
            return
        s = summarize(report.deals)
        test = ""
        if report.sprt is not None:
            test = f", LLR {report.sprt.llr:+.2f} {list(round(b, 2) for b in report.sprt.bounds)}"
        print(f"  after {counted(report.finished, 'deals')}: {len(report.deals)} counted, A "
              f"{100 * s['win_rate']:.1f}% [{100 * s['win_ci'][0]:.1f}-{100 * s['win_ci'][1]:.1f}], "
              f"diff {s['mean_diff']:+.2f}{test}", file=sys.stderr, flush=True)
    return show


def _summary(cfg: ArenaConfig, variant: Variant, deals: dict[int, Any], failed: int,
             sprt: Sprt | None, seconds: float) -> dict[str, Any]:
    summary = summarize(deals)
    seatings = rotations(variant)
    elo = share_elo(summary["win_rate"], seatings)
    summary.update({"variant": variant.id, "a": cfg.a, "b": cfg.b, "deals": len(deals),
                    "unit": cfg.unit, "seed": cfg.seed, "worlds": cfg.worlds,
                    "seatings": seatings, "equal_share": 1 / seatings,
                    "elo": round(elo, 1) if abs(elo) != float("inf") else None,
                    **({"equal_tokens": 0.0} if "a_won_auctions" in summary else {}),
                    **({"hard": dict(cfg.hard)} if cfg.hard else {}),
                    **({"hard_b": dict(cfg.hard_b)} if cfg.hard_b else {}),
                    **({"failed_deals": failed} if failed else {}),
                    **({"sprt": sprt.report()} if sprt is not None else {}),
                    "seconds": round(seconds, 1)})
    return summary


def _print(summary: dict[str, Any], as_json: bool, out: TextIO) -> None:
    if as_json:
        print(json.dumps(summary), file=out)
        return
    seatings = summary["seatings"]
    tokens = "a_won_auctions" in summary
    lo, hi = summary["win_ci"]
    dlo, dhi = summary["diff_ci"]
    print(f"{summary['variant']}: {summary['a']} vs {summary['b']}, "
          f"{counted(summary['deals'], 'deals')} x {counted(seatings, 'seatings')} = "
          f"{counted(summary['games'], summary['unit'])} (seed {summary['seed']}, "
          f"{summary['seconds']} s)", file=out)
    if summary.get("hard"):
        print("  Hard's budget: " + ", ".join(f"{k}={v}" for k, v in sorted(summary["hard"].items())),
              file=out)
    if summary.get("hard_b"):
        print("  B's Hard budget: " + ", ".join(f"{k}={v}" for k, v in sorted(summary["hard_b"].items())),
              file=out)
    hlo, hhi = summary["win_ci_hands"]
    equal = (f" (a player as strong as B: {100 / seatings:.1f}%)" if seatings > 2 and not tokens
             else " (hands its side won)" if tokens else "")
    print(f"  A wins {summary['a_wins']:.1f}: {100 * summary['win_rate']:.1f}% "
          f"[95% CI on deal pairs {100 * lo:.1f}-{100 * hi:.1f}; on {summary['unit']} "
          f"{100 * hlo:.1f}-{100 * hhi:.1f}]"
          + equal, file=out)
    if tokens:
        print(f"  A's mean tokens per hand {summary['mean_diff']:+.3f} [95% CI {dlo:+.3f} .. "
              f"{dhi:+.3f}] (a player as strong as B: 0)", file=out)
        rate = summary["a_made_rate"]
        print(f"  A won {counted(summary['a_won_auctions'], 'auctions')} and made its bid in "
              f"{summary['a_made_bids']}" + (f" ({100 * rate:.1f}%)" if rate is not None else "")
              + f"; hands not played (everyone passed): {summary['hands_not_played']}", file=out)
    else:
        print(f"  mean point difference A-B {summary['mean_diff']:+.2f} [95% CI {dlo:+.2f} .. {dhi:+.2f}]",
              file=out)
    if "hands_dealt" in summary:
        print(f"  hands dealt in these matches: {summary['hands_dealt']}", file=out)
    if "partner_blunders_per_100_hands" in summary:
        pb = summary["partner_blunders_per_100_hands"]
        print(f"  partner blunders per 100 hands: A overtakes {pb['a_overtake']}, gifts "
              f"{pb['a_gift']}; B overtakes {pb['b_overtake']}, gifts {pb['b_gift']}", file=out)
    if "sprt" in summary:
        t = summary["sprt"]
        unit = "Elo" if t["unit"] == "elo" else "points per hand"
        # accepting H1 rejects H0 at alpha, accepting H0 rejects H1 at beta
        verdict = {"H1": f"H1 accepted: A is more than {t['h0']:g} {unit} over B "
                         f"(H0 rejected)",
                   "H0": f"H0 accepted: A is less than {t['h1']:g} {unit} over B "
                         f"(H1 rejected)",
                   None: "no verdict yet"}[t["verdict"]]
        print(f"  SPRT ({unit} {t['h0']:g} against {t['h1']:g}, alpha {t['alpha']}, beta "
              f"{t['beta']}): {verdict} after {counted(t['deals'], 'deals')}, LLR {t['llr']:+.2f} in "
              f"[{t['bounds'][0]:+.2f}, {t['bounds'][1]:+.2f}]", file=out)
    if summary.get("failed_deals"):
        print(f"  deals that failed (not counted; their errors are above and in --out): "
              f"{summary['failed_deals']}", file=out)
