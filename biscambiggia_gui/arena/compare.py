"""`arena --compare FILE BASE`: two runs saved with --out, each a player A against the same
B on the same deals (the same seed), told apart deal by deal: the first file's A minus the
second's, on the deals both finished. The deal's luck is in both runs alike, so the
difference of two players is measured far more closely this way than by the two summaries'
intervals side by side (docs/benchmarks.md keeps tuning and reporting seeds apart)."""
from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from .records import PoolError, Saved, read
from .stats import TOKEN_ROW, difference
from .words import counted

# what the two runs must share for their deals to be the same deals against the same B
SHARED = ("b", "unit", "worlds", "max_hands", "hard_b")


def compare(files: list[str], variant_id: str, as_json: bool, out: TextIO | None = None) -> int:
    """Print the difference of the two runs saved in `files` (first minus second) to `out`
    (standard output); 2 with a message where a file cannot be read or the runs are not
    alike."""
    out = out or sys.stdout
    try:
        runs = [read([name], variant_id) for name in files]
        said = [run.named_settings() for run in runs]
        for key in SHARED:
            if said[0][key] != said[1][key]:
                raise PoolError(f"the two runs differ in {key} ({said[0][key]} and "
                                f"{said[1][key]}): they are not against the same B")
    except PoolError as err:
        print(f"arena: {err}", file=sys.stderr)
        return 2
    found = difference(*(run.deals for run in runs))
    if not found["deals"]:
        print("arena: the two runs have no deal in common (the same seed and deal number)",
              file=sys.stderr)
        return 2
    found.update({"variant": variant_id, "first": _player(said[0]), "second": _player(said[1]),
                  "b": said[0]["b"], "unit": said[0]["unit"], "seed": _seeds(runs),
                  "tokens": len(next(iter(runs[0].deals.values()))[0]) == TOKEN_ROW})
    if as_json:
        print(json.dumps(found), file=out)
        return 0
    lo, hi = found["share_diff_ci"]
    mlo, mhi = found["margin_diff_ci"]
    margin = "tokens a hand" if found["tokens"] else "point difference a hand"
    won = "hands its side won" if found["tokens"] else f"{found['unit']} won"
    print(f"{variant_id}: {found['first']} ({files[0]}) minus {found['second']} ({files[1]}), "
          f"each against {found['b']}, on the {counted(found['deals'], 'deals')} both finished (seed "
          f"{found['seed']})", file=out)
    print(f"  share of {won}: {100 * found['share_diff']:+.1f} points [95% CI "
          f"{100 * lo:+.1f} .. {100 * hi:+.1f}]", file=out)
    print(f"  {margin}: {found['margin_diff']:+.3f} [95% CI {mlo:+.3f} .. {mhi:+.3f}]", file=out)
    print(f"  deals that came out alike in both runs: {found['alike']}", file=out)
    return 0


def _player(named: dict[str, Any]) -> str:
    budget = ", ".join(f"{k}={v}" for k, v in sorted(named["hard"].items()))
    return str(named["a"]) + (f" [{budget}]" if budget else "")


def _seeds(runs: list[Saved]) -> str:
    return "+".join(str(s) for s in sorted({s for run in runs for s in run.seeds()}))
