"""A run of the arena as a library call:

    from biscambiggia_gui.arena import ArenaConfig, Sprt, run, make_executor
    cfg = ArenaConfig("briscola-2", a="hard", b="hard-2026", seed=4040)
    report = run(cfg, range(2000), make_executor("local", workers=2),
                 sprt=Sprt.make((0, 20), "elo", seatings=2))
    summarize(report.deals)

Deals already played (a resumed run) are given as `saved`; every deal that finishes is
written to `out` (one JSON line: records.py) before it is counted, so a run stopped at any
point loses only the deals in progress. A deal that fails is written with its error and the
run goes on. The SPRT is fed the deals in the order of their indices (a deal waits for
those before it), so where it stops, and the deals counted then, depend only on the seed:
deals that finished beyond that point are saved but not counted.
"""
from __future__ import annotations

import signal
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import FrameType
from typing import Any, TextIO

from .deals import ArenaConfig, Row
from .executors import Executor, InProcess
from .records import deal_line
from .stats import Sprt


class HoldCtrlC:
    """Holds a Ctrl-C, or the SIGTERM the arena stops on (a Python handler), back while a
    finished deal is saved and counted, then lets it go: a deal is both in the file and
    in the summary, or in neither (a SIGTERM let through between the two left a deal saved
    but not counted)."""

    def __enter__(self) -> HoldCtrlC:
        self.pending: list[int] = []
        self.old: dict[int, Any] = {}
        try:
            for sig in (signal.SIGINT, signal.SIGTERM):
                if sig == signal.SIGINT or callable(signal.getsignal(sig)):
                    self.old[sig] = signal.signal(sig, self._hold)
        except ValueError:              # not the main thread: nothing to hold
            self.old = {}
        return self

    def _hold(self, signum: int, frame: FrameType | None) -> None:
        self.pending.append(signum)

    def __exit__(self, *exc: object) -> None:
        for sig, old in self.old.items():
            signal.signal(sig, old)
        for sig in self.pending:
            old = self.old[sig]
            if callable(old):
                old(sig, None)          # the arena's stop, Python's KeyboardInterrupt
            elif old != signal.SIG_IGN:
                raise KeyboardInterrupt


@dataclass
class Report:
    deals: dict[int, list[Row]] = field(default_factory=dict)   # the deals counted
    failed: dict[int, str] = field(default_factory=dict)        # deals that failed: errors
    finished: int = 0           # deals finished in this run (saved)
    beyond: int = 0             # finished past the SPRT's stop: saved, not counted
    sprt: Sprt | None = None
    interrupted: bool = False   # stopped by Ctrl-C
    out_error: OSError | None = None   # `out` could not be written (a full disk): stopped


def run(cfg: ArenaConfig, indices: Iterable[int], executor: Executor | None = None,
        saved: Mapping[int, list[Row]] | None = None, out: TextIO | None = None,
        sprt: Sprt | None = None,
        progress: Callable[[Report], None] | None = None) -> Report:
    """Play the deals `indices` of `cfg` that `saved` lacks (see the module's text)."""
    order = list(indices)
    executor = executor or InProcess()
    report = Report(sprt=sprt)
    results: dict[int, list[Row]] = {i: list(saved[i]) for i in order if saved and i in saved}
    todo = [i for i in order if i not in results]
    state = {"pos": 0}

    def advance() -> bool:
        """Count the deals of the prefix that are finished; True once the SPRT decided."""
        pos = state["pos"]
        while pos < len(order) and (order[pos] in results or order[pos] in report.failed):
            index = order[pos]
            pos += 1
            if index in results:
                report.deals[index] = results[index]
                if sprt is not None and sprt.add(results[index]) is not None:
                    state["pos"] = pos
                    return True
        state["pos"] = pos
        return False

    if advance() or not todo:
        return _finish(report, results, decided=sprt is not None and sprt.verdict is not None)
    decided = False
    try:
        for index, rows, error in executor.run(cfg, todo):
            with HoldCtrlC():        # a deal is both saved and counted, or neither
                if out is not None:
                    try:
                        out.write(deal_line(cfg, index, rows, error))
                        out.flush()
                    except OSError as exc:   # a full disk: stop, the deals saved are kept
                        report.out_error = exc
                        break
                report.finished += 1
                if rows is None:
                    report.failed[index] = error or "?"
                else:
                    results[index] = rows
                decided = advance()
            if progress is not None:
                progress(report)
            if decided:
                break
    except KeyboardInterrupt:
        # Ctrl-C: the deals finished so far are kept (and saved); a second Ctrl-C while the
        # workers stop changes nothing
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        report.interrupted = True
    finally:
        executor.close()
    return _finish(report, results, decided)


def _finish(report: Report, results: dict[int, list[Row]], decided: bool) -> Report:
    if not decided:                 # no test, or not decided: every finished deal counts
        report.deals = dict(sorted(results.items()))
    else:
        report.beyond = len(results) - len(report.deals)
    return report
