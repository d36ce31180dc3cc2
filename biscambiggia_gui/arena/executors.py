"""Where the arena's deals are played: in this process, in local worker processes (the
default), or on a Ray cluster (`pip install '.[cluster]'`, `--executor ray --address
HOST:PORT`; without an address a local Ray is started). Each executor takes the run's
settings and deal indices and yields each deal's outcome as it finishes, in any order;
the results do not depend on where or in which order deals are played (every deal seeds
its own players, and the players' budgets are counts).

A cluster's nodes need the package installed (with the compiled core, for Hard's speed):
`pip install '.[cluster]'` on each, then `ray start --address HOST:PORT`.
"""
from __future__ import annotations

import os
import signal
from collections.abc import Iterator, Sequence
from multiprocessing import Pool
from typing import Any

from .deals import ArenaConfig, Outcome, attempt_deal


class Executor:
    """Plays deals: `run` yields (index, rows or None, error or None) as deals finish;
    `close` stops what is still running (a run stopped early: the SPRT decided, Ctrl-C)."""
    name = "?"

    def run(self, cfg: ArenaConfig, indices: Sequence[int]) -> Iterator[Outcome]:
        raise NotImplementedError

    def close(self) -> None:
        pass


class InProcess(Executor):
    """Deal after deal in this process (one worker)."""
    name = "local"

    def run(self, cfg: ArenaConfig, indices: Sequence[int]) -> Iterator[Outcome]:
        for index in indices:
            yield attempt_deal(cfg, index)


_WORKER_CONFIG: dict[str, ArenaConfig] = {}


def _init_worker(cfg: dict[str, Any]) -> None:
    """A worker process leaves Ctrl-C to the parent, which stops the pool and reports; the
    parent's SIGTERM (which stops the pool's workers) simply ends it. It runs in a process
    group of its own, so that a signal to the arena's group (`timeout`'s SIGTERM, a
    terminal's Ctrl-C) reaches the arena alone: a worker killed by it while it held the
    pool's task queue left the lock held, and stopping the pool hung."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    os.setpgrp()
    _WORKER_CONFIG["cfg"] = ArenaConfig.from_json(cfg)


def _in_worker(index: int) -> Outcome:
    return attempt_deal(_WORKER_CONFIG["cfg"], index)


class LocalProcesses(Executor):
    """`workers` processes of this machine (multiprocessing)."""
    name = "local"

    def __init__(self, workers: int):
        self.workers = workers
        self.pool: Any = None

    def run(self, cfg: ArenaConfig, indices: Sequence[int]) -> Iterator[Outcome]:
        workers = max(1, min(self.workers, len(indices)))    # no idle process started
        self.pool = Pool(workers, initializer=_init_worker, initargs=(cfg.to_json(),))
        yield from self.pool.imap_unordered(_in_worker, indices, chunksize=1)
        self.pool.close()
        self.pool.join()
        self.pool = None

    def close(self) -> None:
        if self.pool is not None:
            self.pool.terminate()
            self.pool.join()
            self.pool = None


def _ray_deal(cfg: dict[str, Any], index: int) -> Outcome:
    return attempt_deal(ArenaConfig.from_json(cfg), index)


class RayExecutor(Executor):
    """Deals as Ray tasks (one CPU each) on the cluster at `address` ("auto": the cluster
    this machine belongs to; None: a Ray started here for the run, with `workers` CPUs, or
    every CPU when 0). At most `in_flight` deals are submitted at a time (by default twice
    the cluster's CPUs), so a run stopped early leaves little work to cancel."""
    name = "ray"

    def __init__(self, address: str | None = None, workers: int = 0, in_flight: int = 0):
        try:
            import ray
        except ImportError:
            raise RuntimeError("the Ray executor needs Ray: pip install 'biscambiggia[cluster]' "
                               "(or '.[cluster]' in a checkout)") from None
        self.ray: Any = ray
        self.address = address
        self.workers = workers
        self.in_flight = in_flight
        self.pending: dict[Any, int] = {}       # a submitted task -> its deal's index
        self.started = False

    def _start(self) -> None:
        ray = self.ray
        if not ray.is_initialized():
            kwargs: dict[str, Any] = {"address": self.address, "include_dashboard": False,
                                      "log_to_driver": False}
            if self.address is None and self.workers:
                kwargs["num_cpus"] = self.workers
            ray.init(**kwargs)
            self.started = True

    def run(self, cfg: ArenaConfig, indices: Sequence[int]) -> Iterator[Outcome]:
        self._start()
        ray = self.ray
        task = ray.remote(num_cpus=1, max_retries=0)(_ray_deal)
        window = self.in_flight or max(2, 2 * int(ray.cluster_resources().get("CPU", 1)))
        body = cfg.to_json()
        todo = list(indices)
        while todo or self.pending:
            while todo and len(self.pending) < window:
                index = todo.pop(0)
                self.pending[task.remote(body, index)] = index
            done, _ = ray.wait(list(self.pending), num_returns=1)
            for ref in done:
                yield self._outcome(ref, self.pending.pop(ref))

    def _outcome(self, ref: Any, index: int) -> Outcome:
        try:
            found, rows, error = self.ray.get(ref)
            return int(found), rows, error
        except self.ray.exceptions.RayError as err:     # the task itself failed (a lost node)
            return index, None, f"{type(err).__name__}: {str(err).splitlines()[0]}"

    def close(self) -> None:
        for ref in self.pending:
            self.ray.cancel(ref, force=True)
        self.pending = {}
        if self.started:
            self.ray.shutdown()
            self.started = False


def make_executor(name: str, workers: int, address: str | None = None) -> Executor:
    """The executor `name` ("local" or "ray"); ValueError for another name, RuntimeError
    when Ray is asked for and not installed."""
    if name == "local":
        return LocalProcesses(workers) if workers > 1 else InProcess()
    if name == "ray":
        return RayExecutor(address, workers if address is None else 0)
    raise ValueError(f"unknown executor {name!r}: choose local or ray")
