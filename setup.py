"""What pyproject.toml cannot say: the Hard player's compiled search core and the compiled
translations (docs/packaging.md, "The wheel and the sdist").

- The core (biscambiggia_gui/ai/_core.c) is written to Python 3.10's limited API, so one
  build (`_core.abi3.so`, a `cp310-abi3` wheel) serves every CPython from 3.10 on. Without
  a C compiler the build goes on without it and Hard runs the generic search of
  ai/search.py, with fewer sampled deals; BISCAMBIGGIA_REQUIRE_CORE=1 makes a missing core fail the build (the release
  channels and CI set it), BISCAMBIGGIA_NO_CORE=1 leaves it out (the `py3-none-any` wheel).
- The `.qm` files are compiled from the Linguist sources (`.ts`, in the sdist) into the
  build with lrelease: PySide6's (a build requirement, so `pip install` of the sdist finds
  it) or the system's Qt 6 one (the Debian package's `qt6-l10n-tools`), or $LRELEASE.
"""
import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

TRANSLATIONS = Path("biscambiggia_gui", "assets", "translations")


def flag(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")


def find_lrelease() -> str:
    """The first lrelease found: $LRELEASE, PySide6's (beside this Python, then inside
    the PySide6 package), then Qt 6's on PATH or in Debian's Qt 6 folder."""
    scripts = Path(sys.executable).parent
    candidates = [os.environ.get("LRELEASE"), shutil.which("pyside6-lrelease", path=str(scripts)),
                  shutil.which("pyside6-lrelease")]
    try:
        import PySide6
        candidates.append(str(Path(PySide6.__file__).parent / "lrelease"))
    except ImportError:
        pass
    candidates += [shutil.which("lrelease6"), shutil.which("lrelease"), "/usr/lib/qt6/bin/lrelease"]
    for found in candidates:
        if found and os.access(found, os.X_OK) and not os.path.isdir(found):
            return found
    raise SystemExit("setup.py: no lrelease to compile the translations: install PySide6-Essentials "
                     "or Qt 6's Linguist tools (Debian: qt6-l10n-tools), or set LRELEASE")


class build_py_with_translations(build_py):
    """The package as usual, plus each `.ts` compiled to its `.qm` beside it in the build."""

    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):   # `pip install -e .`: the Makefile compiles them in place
            return
        sources = sorted(TRANSLATIONS.glob("*.ts"))
        if not sources:
            return
        tool = find_lrelease()
        target = Path(self.build_lib, TRANSLATIONS)
        target.mkdir(parents=True, exist_ok=True)
        for ts in sources:
            qm = target / ts.with_suffix(".qm").name
            subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
            if not qm.is_file() or qm.stat().st_size == 0:
                raise SystemExit(f"setup.py: {tool} made no {qm}")


ext_modules = []
options = {}
if not flag("BISCAMBIGGIA_NO_CORE"):
    ext_modules.append(Extension("biscambiggia_gui.ai._core", ["biscambiggia_gui/ai/_core.c"],
                                 depends=sorted(str(p) for p in Path("biscambiggia_gui/ai").glob("core_*.h")),
                                 optional=not flag("BISCAMBIGGIA_REQUIRE_CORE"),
                                 py_limited_api=True, extra_compile_args=["-O2"]))
    options["bdist_wheel"] = {"py_limited_api": "cp310"}

setup(ext_modules=ext_modules, options=options,
      cmdclass={"build_py": build_py_with_translations})
