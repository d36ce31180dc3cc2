"""The packaging tests build the real installer, which takes minutes: they are marked
`slow` and skipped unless BISCAMBIGGIA_PACKAGE_TEST=1 (as `make package-test` sets it)."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
APP = "biscambiggia"

ENABLED = os.environ.get("BISCAMBIGGIA_PACKAGE_TEST") == "1"


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "slow: builds installers (minutes); run with BISCAMBIGGIA_PACKAGE_TEST=1")


def pytest_collection_modifyitems(config, items):
    if ENABLED:
        return
    skip = pytest.mark.skip(reason="builds the .deb (minutes): `make package-test` runs it")
    for item in items:      # this hook sees every test of the session: touch only ours
        if HERE in Path(item.path).resolve().parents and "slow" in item.keywords:
            item.add_marker(skip)


def need(tool: str) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed")


# The .deb, built once per session for test_deb.py and test_appimage.py (whose AppDir is
# made from the same frozen folder, unpacked from the .deb).
@pytest.fixture(scope="session")
def deb(tmp_path_factory) -> Path:
    prebuilt = os.environ.get("BISCAMBIGGIA_DEB")
    if prebuilt:
        return Path(prebuilt).resolve()
    need("dpkg-deb")
    pytest.importorskip("PyInstaller")
    dist = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("build")
    # the same files as `make package` ships; only xz works less hard (about 2 minutes less)
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build_deb.py"), "--dist", str(dist),
                    "--work", str(work), "--no-tarball", "--xz-level", "1"], check=True, cwd=ROOT)
    (found,) = dist.glob(f"{APP}_*.deb")
    return found


@pytest.fixture(scope="session")
def installed(deb, tmp_path_factory) -> Path:
    need("dpkg")
    root = tmp_path_factory.mktemp("root")
    subprocess.run(["dpkg", "-x", str(deb), str(root)], check=True)
    return root


