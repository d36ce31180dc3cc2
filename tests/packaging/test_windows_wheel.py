"""The Windows build's assumptions, checked against the Windows PySide6 wheel (which pip
downloads on any machine: `pip download --no-deps --only-binary :all: --platform win_amd64
--python-version 3.11 PySide6-Essentials -d DIR`, then BISCAMBIGGIA_WIN_WHEEL=DIR/<wheel>):
the files packaging/biscambiggia.spec names for Windows exist under those names, and what
the game needs at run time is there. Skipped without the wheel (it is 77 MB)."""
from __future__ import annotations

import os
import re
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = (ROOT / "packaging" / "biscambiggia.spec").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def names() -> set[str]:
    wheel = os.environ.get("BISCAMBIGGIA_WIN_WHEEL")
    if not wheel:
        pytest.skip("BISCAMBIGGIA_WIN_WHEEL is not set (the Windows PySide6 wheel)")
    return set(zipfile.ZipFile(wheel).namelist())


def test_files_the_spec_names_exist(names):
    assert '"opengl32sw.dll"' in SPEC and "PySide6/opengl32sw.dll" in names   # dropped by name
    assert "qdirect2d" in SPEC and "PySide6/plugins/platforms/qdirect2d.dll" in names
    # plugins sit under PySide6/plugins/<type>/, where keep_binary() looks for them
    assert any(re.fullmatch(r"PySide6/plugins/[a-z]+/q\w+\.dll", n) for n in names)


def test_what_the_game_needs_is_there(names):
    for needed in ("PySide6/plugins/platforms/qwindows.dll",      # the screen
                   "PySide6/plugins/platforms/qoffscreen.dll",    # the installed smoke test
                   "PySide6/plugins/imageformats/qsvg.dll", "PySide6/plugins/iconengines/qsvgicon.dll",
                   "PySide6/Qt6Svg.dll", "PySide6/Qt6Widgets.dll", "PySide6/translations/qtbase_it.qm"):
        assert needed in names, needed
