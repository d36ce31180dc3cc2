#!/usr/bin/env python3
"""Every channel ships Hard's compiled search core (biscambiggia_gui/ai/_core.c): a build
that lost it (no compiler on the runner, a failed compile that setup.py let pass, a freeze
that did not find it) would still pass its smoke test, since Hard then runs the same search
in pure Python, but plays weaker in the three-player and partnership games. So each build
script checks what it made before it packages it:

    python packaging/corecheck.py dist/biscambiggia          a frozen folder (or an AppDir)
    python packaging/corecheck.py dist/biscambiggia-*.whl    a wheel
    python packaging/corecheck.py dist/Biscambiggia.app      a macOS bundle

and stops the release with one line if the core is missing. The pure-Python wheel
(`py3-none-any`), which is meant to be without it, is the one thing not checked.
"""
from __future__ import annotations

import sys
import zipfile
from pathlib import Path, PurePosixPath

# _core.abi3.so, _core.cpython-311-x86_64-linux-gnu.so, _core.cp311-win_amd64.pyd, ...
SUFFIXES = (".so", ".pyd")


def is_core(name: str) -> bool:
    path = PurePosixPath(name.replace("\\", "/"))
    return (path.name.startswith("_core.") and path.suffix in SUFFIXES
            and path.parent.parts[-2:] == ("biscambiggia_gui", "ai"))


def core_files(path: Path) -> list[str]:
    """The compiled cores inside `path`: a folder (searched all the way down) or a wheel."""
    if path.is_dir():
        return sorted(str(p.relative_to(path)) for p in path.rglob("_core.*") if is_core(p.as_posix()))
    if path.suffix in (".whl", ".zip"):
        with zipfile.ZipFile(path) as archive:
            return sorted(n for n in archive.namelist() if is_core(n))
    raise ValueError(f"{path}: neither a folder nor a wheel")


def problem(path: Path) -> str | None:
    """None if `path` carries the core; else the line that stops the build."""
    if not path.exists():
        return f"corecheck: {path} does not exist"
    if not core_files(path):
        return (f"corecheck: {path} has no compiled core for Hard (biscambiggia_gui/ai/_core): "
                "build it with a C compiler and the Python headers (docs/packaging.md)")
    return None


def require(path: Path) -> None:
    """Exit with the line if the core is missing (for the build scripts)."""
    found = problem(Path(path))
    if found:
        sys.exit(found)
    print(f"corecheck: {path}: {', '.join(core_files(Path(path)))}", flush=True)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    failed = [line for line in map(problem, map(Path, argv)) if line]
    for line in failed:
        print(line, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
