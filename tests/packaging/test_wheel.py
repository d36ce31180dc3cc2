"""The Python channels (issue 27): `packaging/build_wheels.py` (make wheel) makes the sdist,
the `cp310-abi3` manylinux wheel with Hard's compiled core and the `py3-none-any` fallback;
each carries what it must, and the sdist and the compiled wheel, installed into fresh
virtual environments of two Python versions (this one and a 3.13, where one is found),
pass `biscambiggia --smoke-test` with the compiled core imported from that environment.

The scratch environments get the game alone (`--no-deps`) and borrow PySide6 (an abi3
wheel, so one copy serves every Python) from the environment running the tests through a
.pth file, so the test does not download and unpack Qt again for each; the game's own code
and files come only from what was installed (the test checks where they are imported
from). Installing the sdist builds it as pip does, in an isolated environment with the build
requirements from the package index (setuptools, PySide6-Essentials for lrelease).
Slow: `make package-test`. BISCAMBIGGIA_WHEELS=DIR checks the files already in DIR."""
from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from biscambiggia_gui import __version__, inventory

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
V = re.escape(__version__)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    dist = os.environ.get("BISCAMBIGGIA_WHEELS")
    if dist:
        dist = Path(dist).resolve()
    else:
        pytest.importorskip("build")
        dist = tmp_path_factory.mktemp("dist")
        subprocess.run([sys.executable, str(ROOT / "packaging" / "build_wheels.py"), "--dist", str(dist)],
                       check=True)
    found = {"sdist": f"biscambiggia-{__version__}.tar.gz",
             "abi3": f"biscambiggia-{__version__}-cp310-abi3-*manylinux*.whl",
             "pure": f"biscambiggia-{__version__}-py3-none-any.whl"}
    return {kind: Path(*glob.glob(str(dist / pattern))) for kind, pattern in found.items()}


def other_python() -> str | None:
    """A CPython 3.13 beside the one running the tests: $BISCAMBIGGIA_OTHER_PYTHON, on PATH,
    or one of pyenv's ($PYENV_ROOT, or ~/.pyenv where it is not set: a test's HOME may be
    another folder than the one pyenv lives in)."""
    roots = [Path(r) for r in (os.environ.get("PYENV_ROOT"),) if r] + [Path.home() / ".pyenv"]
    pyenvs = [str(p) for root in roots for p in sorted(root.glob("versions/3.13*/bin/python3.13"))]
    candidates = [os.environ.get("BISCAMBIGGIA_OTHER_PYTHON"), shutil.which("python3.13"), *pyenvs]
    for candidate in filter(None, candidates):     # (a pyenv shim is on PATH but may not run)
        if subprocess.run([candidate, "-c", "import venv"], capture_output=True).returncode == 0:
            return candidate
    return None


def test_names_and_tags(built):
    assert re.fullmatch(rf"biscambiggia-{V}-cp310-abi3-(manylinux\w+\.)*manylinux\w+_x86_64\.whl",
                        built["abi3"].name), built["abi3"].name
    tags = zipfile.ZipFile(built["abi3"]).read(f"biscambiggia-{__version__}.dist-info/WHEEL").decode()
    assert "Tag: cp310-abi3-manylinux" in tags and "Root-Is-Purelib: false" in tags


@pytest.mark.parametrize("kind", ["abi3", "pure"])
def test_wheel_carries_assets_translations_and_licences(built, kind):
    names = set(zipfile.ZipFile(built[kind]).namelist())
    absent = [rel for rel in inventory.required() if f"biscambiggia_gui/assets/{rel}" not in names]
    assert absent == []                       # the .qm included: compiled by the build
    assert not [n for n in names if n.endswith((".ts", ".c"))], "sources stay in the sdist"
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    cores = [n for n in names if re.fullmatch(r"biscambiggia_gui/ai/_core\..*(so|pyd)", n)]
    assert cores == (["biscambiggia_gui/ai/_core.abi3.so"] if kind == "abi3" else [])


def test_sdist_carries_the_sources_and_nothing_built(built):
    with tarfile.open(built["sdist"]) as sdist:
        names = {n.split("/", 1)[1] for n in sdist.getnames() if "/" in n}
    for rel in ("setup.py", "pyproject.toml", "MANIFEST.in", "LICENSE", "README.md",
                "biscambiggia_gui/ai/_core.c", "biscambiggia_gui/ai/core_common.h",
                "biscambiggia_gui/ai/core_trump.h", "biscambiggia_gui/ai/core_tarot.h",
                "biscambiggia_gui/assets/translations/biscambiggia_it.ts"):
        assert rel in names, rel
    assert not [n for n in names if n.endswith((".qm", ".so", ".pyc"))]


def test_metadata_is_complete(built):
    meta = zipfile.ZipFile(built["abi3"]).read(f"biscambiggia-{__version__}.dist-info/METADATA").decode()
    fields = [line.split(": ", 1) for line in meta.split("\n\n", 1)[0].splitlines() if ": " in line]
    has = {key for key, _ in fields}
    assert ("License-Expression", "GPL-3.0-or-later") in [tuple(f) for f in fields]
    assert {"Author-email", "Keywords", "Requires-Python", "Project-URL", "Classifier"} <= has
    urls = {value.split(", ")[0] for key, value in fields if key == "Project-URL"}
    assert {"Homepage", "Source", "Issues"} <= urls
    classifiers = [value for key, value in fields if key == "Classifier"]
    assert "Programming Language :: Python :: 3.13" in classifiers
    assert not [c for c in classifiers if c.startswith("License ::")]   # the expression says it


def fresh_venv(python: str, where: Path) -> tuple[Path, Path]:
    venv = where / "venv"
    subprocess.run([python, "-m", "venv", "--without-pip", str(venv)], check=True)
    py = venv / "bin" / "python"
    site = Path(subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['platlib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    return py, site


def player_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("BISCAMBIGGIA_", "PYTHON", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"))
    return env


PYTHONS = {"this": sys.executable, "3.13": other_python()}


@pytest.mark.parametrize("python", list(PYTHONS))
@pytest.mark.parametrize("kind", ["abi3", "sdist", "pure"])
def test_installed_smoke_test(built, kind, python, tmp_path):
    interpreter = PYTHONS[python]
    if interpreter is None:
        pytest.skip("no Python 3.13 found (BISCAMBIGGIA_OTHER_PYTHON, PATH, pyenv)")
    if kind == "pure" and python != "this":
        pytest.skip("the pure wheel is the same for every Python: tried once")
    py, site = fresh_venv(interpreter, tmp_path)
    subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--quiet",
                    "--no-deps", str(built[kind])], check=True, cwd=tmp_path)
    import PySide6
    (site / "borrowed-pyside6.pth").write_text(str(Path(PySide6.__file__).parent.parent) + "\n")
    env = player_env(tmp_path)
    probe = ("import biscambiggia_gui, biscambiggia_gui.ai.core as c; "
             "print(biscambiggia_gui.__file__); print(c.HAVE_C)")
    where, have_c = subprocess.run([str(py), "-c", probe], env=env, cwd=tmp_path, capture_output=True,
                                   text=True, check=True).stdout.split()
    assert Path(where).is_relative_to(site), where
    assert have_c == ("False" if kind == "pure" else "True")      # the core compiled by the build
    proc = subprocess.run([str(py.parent / "biscambiggia"), "--smoke-test"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    assert "one hand of" in proc.stdout
    assert not list((tmp_path / "data").rglob("*.*"))        # the player's folders left alone
