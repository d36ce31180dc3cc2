"""The Debian package of debian/ (issue 27: "the way games are delivered in Debian"), built
as Debian builds it and installed as a player installs it, each on a fresh Debian 13:
`packaging/debroots.py deb` makes a minimal trixie root with debootstrap (inside this
test's temporary folder), installs the build dependencies there (`apt-get build-dep`: Debian's
own python3-pyside6.*, qt6-l10n-tools, dh-python), runs `dpkg-buildpackage -us -uc -b` (which
compiles Hard's core and the .qm files and runs the game's smoke test on the build), checks
the result with that root's lintian (`--fail-on error,warning`), then installs the .deb with
apt into a second fresh root and runs `biscambiggia --smoke-test` there.

Slow, and it needs root, debootstrap and a Debian mirror: `make package-test` runs it where
they are (`.ci/run` installs debootstrap)."""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))


def test_debian_package_builds_lints_installs_and_plays(tmp_path):
    if os.geteuid() != 0 or shutil.which("debootstrap") is None:
        pytest.skip("needs root and debootstrap (apt-get install debootstrap)")
    import debroots
    report = debroots.build_deb(tmp_path / "roots", tmp_path / "dist")
    deb = Path(report["deb"])
    assert deb.name == f"biscambiggia_{debroots.debian_version()}_amd64.deb"
    assert report["deb bytes"] < 2_000_000          # the game alone: Debian brings Python and Qt
    assert "one hand of" in report["smoke"]
    assert report["smoke"].rstrip().endswith("/usr/lib/python3/dist-packages/biscambiggia_gui/ai/_core.abi3.so")
    assert not [line for line in report["lintian"] if line[:2] in ("E:", "W:")]
