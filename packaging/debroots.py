#!/usr/bin/env python3
"""Fresh Debian systems in a folder (debootstrap roots), for what must be tried on a clean
Debian 12 or 13 rather than on the build machine (docs/packaging.md):

    python packaging/debroots.py deb [--work DIR] [--dist DIR]
        the Debian package (debian/): build it with `dpkg-buildpackage -us -uc -b` in a
        Debian 13 root with its build dependencies, check it with that root's lintian,
        install it with apt in a second, fresh Debian 13 root and run its --smoke-test
    python packaging/debroots.py source-route SUITE [--work DIR] [--wheel WHL]
        the README's source route on a fresh SUITE (bookworm, trixie): git clone, the
        system packages the README lists, `make test`, the window started under Xvfb;
        then without gcc, that `make core` says once that Hard runs without its core;
        and, given the abi3 wheel, `pipx install` of it with the compiled core imported

Needs root, debootstrap and a Debian mirror (DEBIAN_MIRROR, deb.debian.org by default).
Every root lives under --work (build/roots by default, git-ignored); a `minbase` root of
each suite is made once there and copied for each try, so each try starts from a system
nothing was installed into. Nothing is mounted into the roots and nothing the game writes
leaves them: its HOME is a folder inside the root.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MIRROR = os.environ.get("DEBIAN_MIRROR", "http://deb.debian.org/debian")
APT_ENV = {"DEBIAN_FRONTEND": "noninteractive", "PATH": "/usr/sbin:/usr/bin:/sbin:/bin",
           "LANG": "C.UTF-8", "HOME": "/root"}

# The README's source route (its "Play from a source checkout" section says the same): the
# packages a fresh Debian needs for `make run` and `make test`, measured by `source-route`.
SOURCE_ROUTE_PACKAGES = {
    # git for the clone, make, Python's venv, the compiler and headers for Hard's core
    "common": ["git", "make", "python3-venv", "gcc", "python3-dev", "ca-certificates",
               # what Qt itself and pyside6-lrelease load that a minimal system lacks
               "libgl1", "libegl1", "libfontconfig1", "libxkbcommon0", "libdbus-1-3",
               "libgssapi-krb5-2", "fonts-dejavu-core",
               # Qt's X11 platform plugin (without libxcb-shape0 Qt wrongly names libxcb-cursor0)
               "libxcb-cursor0", "libxkbcommon-x11-0", "libxcb-icccm4", "libxcb-keysyms1",
               "libxcb-render-util0", "libxcb-image0", "libxcb-shape0", "libxcb-randr0",
               "libxcb-xfixes0", "libxcb-xkb1", "libx11-xcb1"],
    "bookworm": ["libglib2.0-0"],
    "trixie": ["libglib2.0-0t64"],
}


def log(msg: str) -> None:
    print(f"[debroots] {msg}", flush=True)


def run(cmd, **kw) -> subprocess.CompletedProcess:
    log("$ " + " ".join(map(str, cmd)))
    return subprocess.run(cmd, check=True, **kw)


def in_root(root: Path, script: str, env: dict | None = None, check: bool = True,
            capture: bool = False) -> subprocess.CompletedProcess:
    """Run a shell script inside `root` (chroot), with a clean environment."""
    full = dict(APT_ENV, **(env or {}))
    cmd = ["chroot", str(root), "/usr/bin/env", "-i", *[f"{k}={v}" for k, v in full.items()],
           "/bin/sh", "-ec", script]
    log(f"[{root.name}] {script}")
    return subprocess.run(cmd, check=check, text=True,
                          stdout=subprocess.PIPE if capture else None,
                          stderr=subprocess.STDOUT if capture else None)


def minbase(suite: str, work: Path) -> Path:
    """The pristine minbase root of `suite` as a tar file under `work`, made once."""
    tar = work / f"{suite}-minbase.tar"
    if tar.is_file():
        return tar
    if shutil.which("debootstrap") is None:
        sys.exit("debroots: debootstrap is not installed (apt-get install debootstrap)")
    tmp = work / f"{suite}-minbase.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    work.mkdir(parents=True, exist_ok=True)
    run(["debootstrap", "--variant=minbase", suite, str(tmp), MIRROR])
    (tmp / "etc/apt/sources.list").write_text(f"deb {MIRROR} {suite} main\n")
    run(["tar", "-C", str(tmp), "-cf", str(tar) + ".part", "."])
    os.replace(str(tar) + ".part", tar)
    shutil.rmtree(tmp)
    return tar


# Where this machine reaches the package index through a TLS proxy of its own, its pip is
# given that proxy's certificates (PIP_CERT); the roots get a copy, for pip and pipx only.
HOST_PIP_CERT = os.environ.get("PIP_CERT")
ROOT_PIP_CERT = "/etc/ssl/certs/host-pip-ca.crt"


def fresh_root(suite: str, work: Path, name: str) -> Path:
    """A new copy of the suite's minbase root at work/name (any old one is removed)."""
    tar = minbase(suite, work)
    root = work / name
    if root.exists():
        run(["rm", "-rf", "--one-file-system", str(root)])
    root.mkdir(parents=True)
    run(["tar", "-C", str(root), "-xf", str(tar)])
    if HOST_PIP_CERT and Path(HOST_PIP_CERT).is_file():
        (root / ROOT_PIP_CERT.lstrip("/")).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(HOST_PIP_CERT, root / ROOT_PIP_CERT.lstrip("/"))
        APT_ENV["PIP_CERT"] = ROOT_PIP_CERT
    in_root(root, "apt-get update -qq")
    return root


def copy_tree(target: Path) -> None:
    """The checkout's files as git sees them (tracked and new, not ignored) into target."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                            check=True, capture_output=True).stdout.decode().split("\0")
    for rel in filter(None, listed):
        src = ROOT / rel
        if src.is_file():
            (target / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, target / rel)


@contextlib.contextmanager
def proc_mounted(root: Path):
    """/proc inside the root while it is used: without it the dynamic loader cannot expand
    $ORIGIN for a program (PySide6's lrelease finds its Qt libraries so) and apt's
    maintainer scripts complain."""
    target = root / "proc"
    run(["mount", "-t", "proc", "proc", str(target)])
    try:
        yield root
    finally:
        subprocess.run(["umount", "-l", str(target)], check=False)


def debian_version() -> str:
    first = (ROOT / "debian" / "changelog").read_text(encoding="utf-8").splitlines()[0]
    return re.match(r"\S+ \(([^)]+)\)", first).group(1)


def build_deb(work: Path, dist: Path) -> dict:
    """Build, lint, install and smoke-test the Debian package; returns what it measured."""
    report: dict = {}
    builder = fresh_root("trixie", work, "trixie-build")
    with proc_mounted(builder):
        deb = _build_and_lint(builder, dist, report)
    # a second, fresh Debian 13: the package from apt, as a player installs it
    player = fresh_root("trixie", work, "trixie-player")
    with proc_mounted(player):
        _install_and_play(player, deb, report)
    return report


def _build_and_lint(builder: Path, dist: Path, report: dict) -> Path:
    src = builder / "src" / "biscambiggia"
    copy_tree(src)
    started = time.monotonic()
    in_root(builder, "cd /src/biscambiggia && apt-get build-dep -y -q ./ >/dev/null 2>&1")
    report["build-deps s"] = round(time.monotonic() - started)
    started = time.monotonic()
    in_root(builder, "cd /src/biscambiggia && dpkg-buildpackage -us -uc -b")
    report["dpkg-buildpackage s"] = round(time.monotonic() - started)
    version = debian_version()
    changes = f"biscambiggia_{version}_amd64.changes"
    in_root(builder, "apt-get install -y -q --no-install-recommends lintian >/dev/null 2>&1")
    lint = in_root(builder, f"cd /src && (lintian --fail-on error,warning --info --pedantic {changes} "
                   ">/tmp/lintian.txt 2>&1; echo lintian-exit=$? >>/tmp/lintian.txt); "
                   "lintian --version; grep -v 'running with root privileges' /tmp/lintian.txt",
                   capture=True)
    print(lint.stdout)
    report["lintian"] = lint.stdout.strip().splitlines()[:-1]
    if "lintian-exit=0" not in lint.stdout:
        sys.exit("debroots: lintian found errors or warnings")
    dist.mkdir(parents=True, exist_ok=True)
    deb = dist / f"biscambiggia_{version}_amd64.deb"
    shutil.copy2(builder / "src" / deb.name, deb)
    report["deb"] = str(deb)
    report["deb bytes"] = deb.stat().st_size
    return deb


def _install_and_play(player: Path, deb: Path, report: dict) -> None:
    shutil.copy2(deb, player / "tmp" / deb.name)
    in_root(player, f"apt-get install -y -q /tmp/{deb.name} >/dev/null 2>&1")
    smoke = in_root(player, "cd /tmp && mkdir -p home && HOME=/tmp/home QT_QPA_PLATFORM=offscreen "
                    "/usr/games/biscambiggia --smoke-test && "
                    "python3 -c 'import biscambiggia_gui.ai._core as c; print(c.__file__)'",
                    capture=True)
    print(smoke.stdout)
    report["smoke"] = smoke.stdout.strip()
    sizes = in_root(player, "dpkg-query -W -f='${Installed-Size}' biscambiggia", capture=True)
    report["installed KiB"] = int(sizes.stdout.strip())


def source_route(suite: str, work: Path, wheel: Path | None = None) -> dict:
    """The README's route on a fresh `suite`: clone, the listed packages, make test, make run."""
    root = fresh_root(suite, work, f"{suite}-source")
    with proc_mounted(root):
        return _source_route(suite, root, wheel)


def _source_route(suite: str, root: Path, wheel: Path | None) -> dict:
    report: dict = {"suite": suite}
    packages = SOURCE_ROUTE_PACKAGES["common"] + SOURCE_ROUTE_PACKAGES[suite]
    in_root(root, "apt-get install -y -q --no-install-recommends " + " ".join(packages) + " >/dev/null")
    # the clone: a bare copy of this checkout's committed branch stands for GitHub
    bare = root / "srv" / "biscambiggia.git"
    run(["git", "clone", "-q", "--bare", str(ROOT), str(bare)])
    in_root(root, "git clone -q /srv/biscambiggia.git /home/player/biscambiggia")
    started = time.monotonic()
    test = in_root(root, "cd /home/player/biscambiggia && HOME=/home/player make test 2>&1 | tail -5",
                   capture=True)
    report["make test"] = test.stdout.strip().splitlines()[-1:] if test.stdout else []
    report["make test s"] = round(time.monotonic() - started)
    print(test.stdout)
    window(root, report)
    # a source install without a compiler: the message, once
    in_root(root, "apt-get remove -y -q gcc python3-dev >/dev/null 2>&1 && apt-get autoremove -y -q >/dev/null 2>&1")
    nocc = in_root(root, "cd /home/player/biscambiggia && rm -f biscambiggia_gui/ai/_core*.so && "
                   "touch biscambiggia_gui/ai/_core.c && HOME=/home/player make core 2>&1; "
                   "echo second:; HOME=/home/player make core 2>&1", check=False, capture=True)
    print(nocc.stdout)
    report["no compiler"] = nocc.stdout.strip().splitlines()
    if wheel:
        shutil.copy2(wheel, root / "tmp" / wheel.name)
        in_root(root, "apt-get install -y -q --no-install-recommends pipx >/dev/null 2>&1")
        pipx = in_root(root, f"export HOME=/home/player && pipx install /tmp/{wheel.name} >/dev/null && "
                       "cd /tmp && QT_QPA_PLATFORM=offscreen /home/player/.local/bin/biscambiggia --smoke-test && "
                       "$(dirname $(readlink -f /home/player/.local/bin/biscambiggia))/python -c "
                       "'import sys, biscambiggia_gui.ai._core as c; print(sys.version.split()[0], c.__file__)'",
                       check=False, capture=True)
        print(pipx.stdout)
        report["pipx"] = pipx.stdout.strip().splitlines()[-2:]
    return report


def window(root: Path, report: dict) -> None:
    """`make run` under Xvfb in the root's checkout; its windows listed by xwininfo while it
    runs (the new-match dialog over the main window), then Xvfb stopped."""
    in_root(root, "apt-get install -y -q --no-install-recommends xvfb x11-utils >/dev/null 2>&1")
    shown = in_root(root, "cd /home/player/biscambiggia; export HOME=/home/player; "
                    "Xvfb :7 -screen 0 1280x800x24 >/dev/null 2>&1 & xvfb=$!; sleep 2; "
                    "(DISPLAY=:7 timeout 25 make run >/tmp/run.log 2>&1; echo exit=$? >>/tmp/run.log) & "
                    "sleep 18; DISPLAY=:7 xwininfo -root -tree | grep -i biscambiggia | head -5; "
                    "sleep 9; kill $xvfb; tail -3 /tmp/run.log", check=False, capture=True)
    print(shown.stdout)
    report["window"] = [line.strip() for line in shown.stdout.splitlines() if '"' in line][:5]
    report["make run"] = shown.stdout.strip().splitlines()[-1:]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["deb", "source-route"])
    parser.add_argument("suite", nargs="?", default="trixie")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "roots")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--wheel", type=Path, help="source-route: the abi3 wheel to try with pipx")
    args = parser.parse_args(argv)
    if os.geteuid() != 0:
        sys.exit("debroots: needs root (debootstrap, chroot)")
    work = args.work.resolve()
    if args.what == "deb":
        report = build_deb(work, args.dist.resolve())
    else:
        report = source_route(args.suite, work, args.wheel.resolve() if args.wheel else None)
    for key, value in report.items():
        log(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
