"""The arena's saved deals: one JSON line per deal (`--out FILE`), read back to pool runs
(`--pool`) or to resume one (`--resume`).

A line holds the run's settings (ArenaConfig.settings), the seed, the deal's index and
either its rows ("results") or the error that stopped it ("error"). A deal that failed and
later succeeded keeps its result; the last line of a file cut in the middle of its writing
(a run killed) is left aside, and the deal it held is played again by --resume.
"""
from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, TextIO

from ..engine import boundedjson
from .deals import ArenaConfig, Row

MAX_NUMBER_CHARS = 4300           # the longest whole number Python reads from text (a --seed)
MAX_LINE = 1 << 20                # characters of a saved deal's line (one is under 1 kB)
MAX_RESULT = 10 ** 9              # a result's size: a whole match's point difference is far under


class PoolError(Exception):
    pass


def deal_line(cfg: ArenaConfig, index: int, rows: list[Row] | None, error: str | None) -> str:
    body: dict[str, Any] = {**cfg.settings(), "seed": cfg.seed, "deal": index}
    if error is not None:
        body["error"] = error
    else:
        body["results"] = rows
    return json.dumps(body) + "\n"


def _settings_of(row: dict[str, Any]) -> tuple[Any, ...]:
    """A saved line's settings as one comparable value (lines of the arena before issue
    28 say "matches" and "time_limit": they pool with each other, not with later ones)."""
    unit = row.get("unit") or ("matches" if row["matches"] else "hands")
    hard = tuple(sorted((row.get("hard") or {}).items()))
    hard_b = tuple(sorted((row.get("hard_b") or {}).items()))
    return (row["variant"], row["a"], row["b"], unit, row["worlds"], hard,
            row.get("max_hands"), row.get("time_limit"), hard_b)


SETTING_NAMES = ("variant", "a", "b", "unit", "worlds", "hard", "max_hands", "time_limit",
                 "hard_b")


def _shown_setting(value: Any) -> str:
    """A setting as the messages say it: a budget as NAME=VALUE pairs, nothing as "none"."""
    if isinstance(value, tuple):
        return ", ".join(f"{k}={v}" for k, v in value) or "none"
    return "none" if value is None else str(value)


def differences(settings: list[tuple[Any, ...]], joiner: str) -> str:
    """The settings in which the runs `settings` differ, each named with its values joined
    by `joiner` ("a random, not hard; worlds 64, not 8"): the one way every arena message
    names another run (never the whole settings, alike or not)."""
    parts = []
    for i, key in enumerate(SETTING_NAMES):
        seen = list(dict.fromkeys(_shown_setting(s[i]) for s in settings))
        if len(seen) > 1:
            parts.append(f"{key} {joiner.join(seen)}")
    return "; ".join(parts)


def _other_run(saved: Saved, mine: tuple[Any, ...], seed: int | None = None) -> str:
    """How the run saved in a file differs from this one, `seed` included when given."""
    assert saved.settings is not None
    said = differences([saved.settings, mine], ", not ")
    if seed is not None and saved.seeds() != [seed]:
        seeds = f"seed {'+'.join(map(str, saved.seeds()))}, not {seed}"
        said = f"{said}; {seeds}" if said else seeds
    return said


@dataclass
class Saved:
    """The deals read from files: results and failures by (seed, deal)."""
    deals: dict[tuple[int, int], list[Row]] = field(default_factory=dict)
    failed: dict[tuple[int, int], str] = field(default_factory=dict)
    settings: tuple[Any, ...] | None = None
    cut_lines: int = 0          # last lines cut in the middle of their writing

    def seeds(self) -> list[int]:
        return sorted({seed for seed, _ in self.deals} | {seed for seed, _ in self.failed})

    def named_settings(self) -> dict[str, Any]:
        assert self.settings is not None
        out = dict(zip(SETTING_NAMES, self.settings))
        out["hard"] = dict(out["hard"])
        out["hard_b"] = dict(out["hard_b"])
        return out


def parse_line(text: str | bytes) -> Any:
    """One line of a run's file; ValueError when it is not JSON, nests too deep (a
    RecursionError from json), or holds a number longer than any the arena writes."""
    return boundedjson.loads(text, max_number=MAX_NUMBER_CHARS)


def _lines(name: str, handle: TextIO) -> Iterable[tuple[dict[str, Any] | None, bool]]:
    """(row, cut) per line; row None for a line that is not JSON; cut: the last line, and
    it lacks its line end (a deal's line is written whole with its end: only a kill in
    the middle of the writing leaves one so). A line longer than MAX_LINE is a PoolError
    (a device or a program that never ends its line, `--pool /dev/zero`, was read whole
    until the memory ran out)."""
    last: str | None = None
    try:
        for line in boundedjson.lines(handle, MAX_LINE):
            if not line.strip():
                continue
            if last is not None:
                yield _row(last), False
            last = line
    except boundedjson.LimitError:
        raise PoolError(f"{name}: a line is longer than {MAX_LINE} characters: "
                        f"it is not an arena deal") from None
    if last is not None:
        yield _row(last), not last.endswith("\n")


def _row(line: str) -> Any:
    try:
        return parse_line(line)
    except ValueError:
        return None


def read(names: Iterable[str], variant_id: str, saved: Saved | None = None) -> Saved:
    """The deals saved in the files `names`; PoolError if a file is unreadable or holds no
    deal, a deal's result is saved twice, or the files differ in variant, players or
    settings."""
    saved = saved or Saved()
    mixed: set[tuple[Any, ...]] = set() if saved.settings is None else {saved.settings}
    for name in names:
        count = 0
        try:
            with open_saved(name) as f:
                for row, cut in _lines(name, f):
                    if row is None:
                        if not cut:
                            raise PoolError(f"{name}: a line is not an arena deal with its settings")
                        saved.cut_lines += 1
                        continue
                    count += 1
                    _take(name, row, variant_id, saved, mixed)
        except OSError as err:
            raise PoolError(f"cannot read {name}: {err.strerror or err}") from None
        except UnicodeDecodeError:
            raise PoolError(f"{name} is not an arena file: it is not text") from None
        if not count:
            raise PoolError(f"{name} holds no deal")
    if len(mixed) > 1:
        raise PoolError("the pooled files mix players or settings: "
                        + differences(sorted(mixed, key=str), " or "))
    saved.settings = mixed.pop() if mixed else None
    for key in saved.deals:
        saved.failed.pop(key, None)
    if len({len(r) for rows in saved.deals.values() for r in rows}) > 1:
        raise PoolError("the pooled files mix hands and whole matches")
    return saved


def _take(name: str, row: dict[str, Any], variant_id: str, saved: Saved,
          mixed: set[tuple[Any, ...]]) -> None:
    try:
        if row["variant"] != variant_id:
            raise PoolError(f"{name} holds {row['variant']}, not {variant_id}")
        key = (int(row["seed"]), int(row["deal"]))
        mixed.add(_settings_of(row))
        if "error" in row:
            saved.failed.setdefault(key, str(row["error"]))
            return
        rows = [tuple(r) for r in row["results"]]
        if not rows or not all(len(r) >= 2 and all(_number(x) for x in r) for r in rows):
            raise ValueError("results are rows of numbers")
    except (KeyError, TypeError, AttributeError, ValueError):
        raise PoolError(f"{name}: a line is not an arena deal with its settings") from None
    if key in saved.deals:
        raise PoolError(f"the same deal appears twice in the pooled files "
                        f"(seed {key[0]}, deal {key[1]})")
    saved.deals[key] = rows


def appendable(name: str, cfg: ArenaConfig, indices: range) -> None:
    """PoolError unless `cfg`'s deals `indices` may be appended to `name` without --resume
    and the file stays one run that --pool and --resume read: no such file, an empty one,
    a pipe or a device, or the deals of the same players and settings (any seed) that lack
    all of these deals. (A second run into the same file saved its deals twice, and a run
    into a file of another kind made it one that no --pool reads.)"""
    try:
        kind = os.stat(name).st_mode
    except (FileNotFoundError, NotADirectoryError):   # no such file: writing it says why not
        return
    except OSError as err:
        raise PoolError(f"cannot read {name}: {err.strerror or err}") from None
    if not stat.S_ISREG(kind):
        return                                  # written as it comes: nothing to keep whole
    try:
        saved = read([name], cfg.variant)
    except PoolError as err:
        if "holds no deal" in str(err):
            return
        raise PoolError(f"{err}: --out adds deals only to a file of the same run; give "
                        f"another file") from None
    mine = _settings_of(cfg.settings())
    if saved.settings != mine:
        raise PoolError(f"{name} holds another run ({_other_run(saved, mine)}): --out adds "
                        f"deals only to a file of the same run; give another file")
    done = sorted(i for seed, i in saved.deals if seed == cfg.seed and i in indices)
    if done:
        raise PoolError(f"{name} already holds {len(done)} of deals {indices.start}-"
                        f"{indices.stop - 1} of this run (seed {cfg.seed}): --resume plays "
                        f"only the ones it lacks; or give another file")


def open_saved(name: str) -> TextIO:
    """`name` opened to read without waiting: a named pipe that no program writes reads
    as empty (opening it waited for a writer for ever); a pipe a program writes (`--pool
    <(cat run-*.jsonl)`) is read as it comes."""
    fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return open(fd, encoding="utf-8")
    except BaseException:
        os.close(fd)
        raise


def _number(x: object) -> bool:
    """A result as the arena writes one: a finite number of at most MAX_RESULT (1e300 is
    finite, but its square overflowed the summary's variance)."""
    return (isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)
            and abs(x) <= MAX_RESULT)


def resumable(name: str, cfg: ArenaConfig) -> Saved:
    """The deals of `cfg`'s run already in `name` (an empty Saved when there is no such
    file); PoolError when the file holds another run."""
    try:
        kind = os.stat(name).st_mode
    except (FileNotFoundError, NotADirectoryError):   # no such file: writing it says why not
        return Saved()
    except OSError as err:
        raise PoolError(f"cannot read {name}: {err.strerror or err}") from None
    if not stat.S_ISREG(kind):
        raise PoolError(f"{name} is not a regular file (a folder, a pipe or a device): "
                        f"--resume continues the run saved in a file")
    try:
        saved = read([name], cfg.variant)
    except PoolError as err:
        if "holds no deal" in str(err):
            return Saved()
        raise
    mine = _settings_of(cfg.settings())
    if saved.settings != mine or saved.seeds() != [cfg.seed]:
        raise PoolError(f"{name} holds another run ({_other_run(saved, mine, cfg.seed)}): "
                        f"--resume continues the run "
                        f"saved there, with the same settings and seed")
    return saved
