"""Licence notices for everything a frozen build carries (issue 27), made by
packaging/notices.py from the build itself: each bundled library placed (the game's, Qt's,
Python's, or a Debian package's found with `dpkg -S`), its package's copyright file written
into THIRD-PARTY.txt and the .deb's copyright; a library with no notice stops the build.
Here on a small bundle of real system libraries; tests/packaging/test_deb.py checks the
real frozen build."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import notices  # noqa: E402


def system_library(name: str) -> Path:
    for folder in ("/usr/lib/x86_64-linux-gnu", "/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib"):
        path = Path(folder) / name
        if path.exists():
            return path.resolve()
    pytest.skip(f"no {name} on this system")


@pytest.fixture
def bundle(tmp_path) -> Path:
    if shutil.which("dpkg") is None:
        pytest.skip("needs dpkg (a Debian system)")
    frozen = tmp_path / "biscambiggia"
    (frozen / "_internal" / "assets" / "licences").mkdir(parents=True)
    (frozen / "_internal" / "lib-dynload").mkdir()
    (frozen / "_internal" / "biscambiggia_gui" / "ai").mkdir(parents=True)
    zlib = system_library("libz.so.1")
    shutil.copy(zlib, frozen / "_internal" / "libz.so.1")
    shutil.copy(zlib, frozen / "_internal" / "lib-dynload" / "_zlib.cpython-311-x86_64-linux-gnu.so")
    shutil.copy(zlib, frozen / "_internal" / "biscambiggia_gui" / "ai" / "_core.abi3.so")
    (frozen / "_internal" / "notes.so.txt").write_text("not a library")
    return frozen


def test_every_library_gets_its_notice(bundle):
    groups = notices.write(bundle, bundle / "_internal" / "assets" / "licences")
    assert {g: p.files for g, p in groups.items()} == {
        "zlib1g": ["_internal/libz.so.1"],
        "python": ["_internal/lib-dynload/_zlib.cpython-311-x86_64-linux-gnu.so"],
        "game": ["_internal/biscambiggia_gui/ai/_core.abi3.so"]}
    text = (bundle / "_internal" / "assets" / "licences" / notices.THIRD_PARTY).read_text()
    assert Path("/usr/share/doc/zlib1g/copyright").read_text().strip() in text
    paragraphs = notices.deb_paragraphs(groups, "usr/lib/biscambiggia")
    assert paragraphs.startswith("Files: usr/lib/biscambiggia/_internal/libz.so.1\n")
    assert "License: bundled-zlib1g\n" in paragraphs


def test_a_library_of_unknown_origin_stops_the_build(bundle):
    shutil.copy(system_library("libz.so.1"), bundle / "_internal" / "libmystery.so.3")
    proc = subprocess.run([sys.executable, str(ROOT / "packaging" / "notices.py"), str(bundle)],
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert "NO NOTICE: _internal/libmystery.so.3" in proc.stdout
    with pytest.raises(SystemExit, match="libmystery.so.3"):
        notices.write(bundle, bundle / "_internal" / "assets" / "licences")
    assert not (bundle / "_internal" / "assets" / "licences" / notices.THIRD_PARTY).exists()
