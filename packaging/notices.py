#!/usr/bin/env python3
"""The licence notices of every library a frozen build carries, made from the build itself.

A PyInstaller folder holds, besides the game, Python and Qt, the libraries of the machine
that built it (glib, dbus, Kerberos, freetype, expat, X11/xcb helpers, ...). Each one's
notice is its Debian package's copyright file, so this module

- lists every shared library in the frozen folder;
- sorts each into the game's own (the compiled core), Python's (libpython and its
  extension modules: the PSF licence), Qt's and PySide6's (the LGPL-3) or a system
  library, whose package `dpkg -S` names (by its file name, else by the library's name
  without its version, for the ICU that the Qt wheel brings);
- writes `THIRD-PARTY.txt` into the bundle's licence folder (Help > Licences shows it):
  which library came from which package, then each package's copyright file;
- gives the .deb's `copyright` a paragraph per package (`deb_paragraphs`).

A library it cannot place stops the build (`python packaging/notices.py FROZEN` checks a
folder; tests/packaging/test_notices.py runs it on the real frozen build and on a bundle
with a library of unknown origin).
"""
from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

THIRD_PARTY = "THIRD-PARTY.txt"
# the texts the game's licence folder already has for these groups (assets/licences/)
OWN = {"game": "NOTICE.txt", "python": "Python-PSF.txt", "qt": "LGPL-3.0.txt"}
SHARED = re.compile(r"\.so(\.\d+)*$")
QT_PREFIXES = ("libQt6", "libpyside6", "libshiboken6", "Qt", "QtCore", "QtGui", "QtWidgets",
               "QtSvg", "QtNetwork", "QtDBus")


@dataclass
class Placed:
    group: str                                   # game, python, qt, or a Debian package name
    files: list[str] = field(default_factory=list)


def shared_libraries(frozen: Path) -> list[Path]:
    """Every ELF shared object in the folder (libraries, Qt plugins, extension modules)."""
    found = []
    for path in sorted(frozen.rglob("*")):
        if path.is_symlink() or not path.is_file() or not SHARED.search(path.name):
            continue
        with path.open("rb") as handle:
            if handle.read(4) == b"\x7fELF":
                found.append(path)
    return found


def own_group(rel: str) -> str | None:
    """game/python/qt for what the game's own licence folder already covers, else None."""
    parts = rel.split("/")
    name = parts[-1]
    if "biscambiggia_gui" in parts:
        return "game"
    if "lib-dynload" in parts or name.startswith("libpython3"):
        return "python"
    if "PySide6" in parts and not name.startswith("libicu") or "shiboken6" in parts \
            or name.startswith(QT_PREFIXES):
        return "qt"
    return None


def dpkg_package(name: str) -> str | None:
    """The Debian package that installed a library of this file name, else of the same
    library at another version (libicuuc.so.73 -> the system's libicuuc.so.72)."""
    stem = name.split(".so")[0]
    for pattern in (f"*/{name}", f"*/{stem}.so.*"):
        proc = subprocess.run(["dpkg", "-S", pattern], capture_output=True, text=True)
        for line in proc.stdout.splitlines():
            packages, _, path = line.partition(": ")
            if "diversion" in line or not Path(path).name.startswith(stem + ".so"):
                continue
            return packages.split(",")[0].strip().split(":")[0]
    return None


def copyright_file(package: str) -> Path | None:
    path = Path("/usr/share/doc") / package / "copyright"
    return path if path.is_file() else None


def place(frozen: Path, lookup=dpkg_package) -> tuple[dict[str, Placed], list[str]]:
    """Each library's group; and the libraries no notice covers (own group, or a package
    with a copyright file)."""
    groups: dict[str, Placed] = {}
    unplaced = []
    for lib in shared_libraries(frozen):
        rel = lib.relative_to(frozen).as_posix()
        group = own_group(rel) or lookup(lib.name)
        if group is None or (group not in OWN and copyright_file(group) is None):
            unplaced.append(rel)
            continue
        groups.setdefault(group, Placed(group)).files.append(rel)
    return groups, unplaced


def third_party_text(groups: dict[str, Placed]) -> str:
    packages = sorted(g for g in groups if g not in OWN)
    lines = ["Libraries in this build of Biscambiggia and their licences",
             "=" * 58, "",
             "Made when this build was made, from the libraries it carries. The game's own",
             "licence is in NOTICE.txt; Qt, PySide6 and Shiboken6 are under the LGPL-3",
             "(LGPL-3.0.txt), Python under the PSF licence (Python-PSF.txt). Every other",
             "library came from the Debian system the build was made on; its notice is that",
             "Debian package's copyright file, below.", ""]
    for group in ("game", "qt", "python", *packages):
        if group not in groups:
            continue
        where = OWN.get(group) or f"Debian package {group}"
        lines.append(f"{where}:")
        lines += [f"    {rel}" for rel in groups[group].files]
        lines.append("")
    for package in packages:
        text = copyright_file(package).read_text(encoding="utf-8", errors="replace")
        lines += ["", "-" * 78, f"Debian package {package}: /usr/share/doc/{package}/copyright",
                  "-" * 78, "", text.rstrip(), ""]
    return "\n".join(lines) + "\n"


def deb_paragraphs(groups: dict[str, Placed], install_dir: str) -> str:
    """DEP-5 paragraphs for the system libraries: their files, and the package's notice as
    a stand-alone licence text under a name of its own."""
    out = []
    for package in sorted(g for g in groups if g not in OWN):
        files = " ".join(f"{install_dir}/{rel}" for rel in groups[package].files)
        text = copyright_file(package).read_text(encoding="utf-8", errors="replace")
        body = "\n".join(f" {line}" if line.strip() else " ." for line in text.rstrip().splitlines())
        out.append(f"Files: {files}\n"
                   f"Copyright: the holders named in the notice of Debian's {package} package, below\n"
                   f"License: bundled-{package}\n"
                   f" The notice of the library as Debian's {package} package ships it\n"
                   f" (/usr/share/doc/{package}/copyright), copied when this build was made:\n .\n"
                   f"{body}\n")
    return "\n".join(out)


def write(frozen: Path, licences: Path) -> dict[str, Placed]:
    """Place every library (exit naming those without a notice) and write THIRD-PARTY.txt
    into the bundle's licence folder."""
    groups, unplaced = place(frozen)
    if unplaced:
        sys.exit("notices: no licence notice for these bundled libraries (no Debian package or "
                 "no copyright file): " + ", ".join(unplaced))
    (licences / THIRD_PARTY).write_text(third_party_text(groups), encoding="utf-8")
    return groups


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    groups, unplaced = place(Path(argv[0]))
    for group, placed in sorted(groups.items()):
        print(f"{group}: {len(placed.files)}")
    for rel in unplaced:
        print(f"NO NOTICE: {rel}")
    return 1 if unplaced else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
