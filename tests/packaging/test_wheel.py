"""The wheel as pipx installs it (issue 16: "a wheel carries no card art"): build it with
`pip wheel` from this checkout, check it carries every asset the inventory lists (the
compiled .qm included, the Linguist sources left out) and the licences, install it in a
scratch virtual environment and run its `biscambiggia --smoke-test` from there.

The scratch environment gets the wheel alone (`--no-deps`) and borrows PySide6 from the
environment running the tests through a .pth file, so the test does not download and
unpack 400 MB of Qt again; the game's own code and files come only from the wheel (the
test checks where `biscambiggia_gui` is imported from). Slow: `make package-test`."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from biscambiggia_gui import __version__, inventory

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    prebuilt = os.environ.get("BISCAMBIGGIA_WHEEL")
    if prebuilt:
        return Path(prebuilt).resolve()
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(["make", "--no-print-directory", "-C", str(ROOT),
                    "biscambiggia_gui/assets/translations/biscambiggia_it.qm"],
                   check=True)
    # built from a copy of the tracked files plus the compiled .qm (as `make wheel` does in a
    # fresh clone), so no stale build/lib of the checkout can slip a file in
    src = tmp_path_factory.mktemp("src")
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    files = [r for r in tracked.decode().split("\0") if r and (ROOT / r).is_file()]
    files += [str(p.relative_to(ROOT)) for p in (ROOT / "biscambiggia_gui").rglob("*.qm")]
    for rel in files:
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, src / rel)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir",
                    str(out), str(src)], check=True, cwd=out)
    (found,) = out.glob("biscambiggia-*.whl")
    return found


def test_wheel_carries_assets_translations_and_licences(wheel):
    # pure Python, or tagged for this Python and platform when an optional compiled
    # module (the AI's C core) was built into it
    assert re.fullmatch(rf"biscambiggia-{re.escape(__version__)}-(py3-none-any|cp3\d+-\w+-\w+)\.whl",
                        wheel.name), wheel.name
    names = set(zipfile.ZipFile(wheel).namelist())
    absent = [rel for rel in inventory.required() if f"biscambiggia_gui/assets/{rel}" not in names]
    assert absent == []
    assert not [n for n in names if n.endswith(".ts")], "Linguist sources stay in the checkout"
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    metadata = zipfile.ZipFile(wheel).read(f"biscambiggia-{__version__}.dist-info/METADATA").decode()
    assert "GPL-3.0-or-later" in metadata


def test_installed_wheel_smoke_test(wheel, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet",
                    "--no-deps", str(wheel)], check=True)
    import PySide6
    (site / "borrowed-pyside6.pth").write_text(str(Path(PySide6.__file__).parent.parent) + "\n")

    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("BISCAMBIGGIA_", "PYTHON", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    where = subprocess.run([str(python), "-c", "import biscambiggia_gui; print(biscambiggia_gui.__file__)"],
                           env=env, cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert Path(where.strip()).is_relative_to(site), where
    proc = subprocess.run([str(venv / "bin" / "biscambiggia"), "--smoke-test"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    assert "one hand of" in proc.stdout
    # the smoke test leaves the player's folders alone
    assert not list((tmp_path / "data").rglob("*.*"))
