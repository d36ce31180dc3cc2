"""No channel ships without Hard's compiled core (issue 27): packaging/corecheck.py finds it
in a folder or a wheel, and the build scripts stop when it is missing: the frozen Linux
build (build_deb.py), the AppImage (build_appimage.py) and the Flatpak's build step
(install.sh, whose compiler fails here). The workflow's and the Debian package's uses are
read in test_release_recipes.py; the wheels' in test_wheel.py."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import corecheck  # noqa: E402


def frozen_without_core(where: Path) -> Path:
    """A folder shaped like the frozen app, which runs but has no compiled core."""
    frozen = where / "biscambiggia"
    (frozen / "_internal" / "biscambiggia_gui" / "ai").mkdir(parents=True)
    (frozen / "_internal" / "biscambiggia_gui" / "ai" / "core.py").write_text("")
    (frozen / "biscambiggia").write_text("#!/bin/sh\nexit 0\n")
    (frozen / "biscambiggia").chmod(0o755)
    return frozen


def test_found_in_folders_and_wheels(tmp_path):
    frozen = frozen_without_core(tmp_path)
    assert "has no compiled core" in corecheck.problem(frozen)
    (frozen / "_internal" / "biscambiggia_gui" / "ai" / "_core.abi3.so").write_bytes(b"\x7fELF")
    assert corecheck.problem(frozen) is None
    for names, ok in ((["biscambiggia_gui/ai/_core.cp311-win_amd64.pyd"], True),
                      (["biscambiggia_gui/ai/core.py", "other/ai/_core.abi3.so"], False)):
        wheel = tmp_path / f"w{ok}.whl"
        with zipfile.ZipFile(wheel, "w") as archive:
            for name in names:
                archive.writestr(name, "x")
        assert (corecheck.problem(wheel) is None) is ok


@pytest.mark.parametrize("script", ["build_deb.py", "build_appimage.py"])
def test_frozen_build_without_core_stops(script, tmp_path):
    if script == "build_deb.py" and not (shutil.which("dpkg-deb") and shutil.which("objdump")):
        pytest.skip("build_deb.py needs dpkg-deb and objdump before it looks")
    frozen = frozen_without_core(tmp_path)
    proc = subprocess.run([sys.executable, str(ROOT / "packaging" / script), "--frozen", str(frozen),
                           *(["--dist", str(tmp_path / "dist"), "--work", str(tmp_path / "work")]
                             if script == "build_deb.py" else ["--appdir", str(tmp_path / "AppDir")])],
                          capture_output=True, text=True, cwd=tmp_path)
    assert proc.returncode != 0
    assert "has no compiled core for Hard" in proc.stderr
    assert not list(tmp_path.glob("dist/*.deb")) and not (tmp_path / "AppDir").exists()


def test_flatpak_step_stops_when_the_core_does_not_compile(tmp_path):
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    if not lrelease.exists():
        pytest.skip("no pyside6-lrelease beside this Python")
    src = tmp_path / "src"
    for rel in ("packaging/flatpak/install.sh", "packaging/corecheck.py", "biscambiggia_gui/ai/_core.c",
                "biscambiggia_gui/ai/core_common.h", "biscambiggia_gui/ai/core_trump.h",
                "biscambiggia_gui/ai/core_tarot.h", "biscambiggia_gui/assets/translations/biscambiggia_it.ts"):
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, src / rel)
    env = dict(os.environ, CC="false", FLATPAK_DEST=str(tmp_path / "app"),
               PATH=f"{lrelease.parent}{os.pathsep}{os.environ['PATH']}")
    proc = subprocess.run(["sh", "packaging/flatpak/install.sh"], cwd=src, env=env,
                          capture_output=True, text=True)
    assert proc.returncode != 0
    assert "Hard's compiled search core did not build" in proc.stderr
    assert not (tmp_path / "app").exists()
