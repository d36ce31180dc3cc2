"""The Linux installer as a player gets it: build the .deb (packaging/build_deb.py), unpack
it with `dpkg -x` into a scratch root, and run the installed `biscambiggia --smoke-test`
offscreen. Slow (it freezes the app): `make package-test`, or BISCAMBIGGIA_PACKAGE_TEST=1.
BISCAMBIGGIA_DEB=path/to.deb tests an existing package instead of building one."""
from __future__ import annotations

import configparser
import gzip
import json
import os
import random
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from biscambiggia_gui import __version__

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
APP = "biscambiggia"
APP_ID = "io.github.biscambiggia.Biscambiggia"
# Everything the package may install; parents of these are the shared system folders.
RECORD_TYPE = "application/x-biscambiggia-record"
OWNED = ("usr/lib/biscambiggia", "usr/games/biscambiggia", f"usr/share/applications/{APP_ID}.desktop",
         f"usr/share/metainfo/{APP_ID}.metainfo.xml", "usr/share/icons/hicolor/",
         f"usr/share/mime/packages/{APP_ID}.xml",
         "usr/share/doc/biscambiggia", "usr/share/man/man6/biscambiggia.6.gz",
         "usr/share/lintian/overrides/biscambiggia")


def _need(tool: str) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed")


def _player_env(home: Path) -> dict:
    """A player's environment: a home of their own, no test overrides, no display."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("BISCAMBIGGIA_")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_DATA_HOME=str(home / ".local/share"), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_CACHE_HOME=str(home / ".cache"), XDG_RUNTIME_DIR=str(home))
    return env


def _tree(root: Path) -> dict:
    return {str(p.relative_to(root)): (p.lstat().st_size, p.lstat().st_mtime_ns)
            for p in root.rglob("*")}


def _png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", head[16:24])


def test_control_fields(deb):
    fields = subprocess.run(["dpkg-deb", "-f", str(deb), "Package", "Version", "Depends",
                             "Section", "Homepage", "Maintainer"], capture_output=True, text=True,
                            check=True).stdout
    assert f"Package: {APP}" in fields
    assert re.search(r"^Homepage: https://", fields, re.M)
    maintainer = re.search(r"^Maintainer: (.+)$", fields, re.M).group(1)
    assert re.fullmatch(r"[^<>]+ <[^@<>\s]+@[^@<>\s]+\.[a-z]+>", maintainer) and "localhost" not in maintainer
    version = re.search(r"^Version: (.+)$", fields, re.M).group(1)
    assert version.replace("~", "") == __version__, "one version: biscambiggia_gui.__version__"
    depends = re.search(r"^Depends: (.+)$", fields, re.M).group(1)
    for lib in ("libxcb-cursor0", "libxkbcommon-x11-0", "libxcb-icccm4", "libxcb-keysyms1",
                "libxcb-render-util0", "libxcb-image0", "libgl1", "libc6"):
        assert re.search(rf"(^|, ){re.escape(lib)}\b", depends), f"{lib} missing from Depends"


def test_installs_only_its_own_files(deb, tmp_path):
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True,
                             check=True).stdout
    paths = [line.split(None, 5)[5].split(" -> ")[0].lstrip("./").rstrip("/")
             for line in listing.splitlines()]
    strays = [p for p in paths if p and not any(p.startswith(o.rstrip("/")) or o.startswith(p + "/")
                                                for o in OWNED)]
    assert not strays, f"files outside the package's own places: {strays[:10]}"
    # no maintainer scripts: removal is dpkg deleting exactly the files above
    subprocess.run(["dpkg-deb", "-e", str(deb), str(tmp_path / "DEBIAN")], check=True)
    assert sorted(p.name for p in (tmp_path / "DEBIAN").iterdir()) == ["control", "md5sums"]


def test_installed_smoke_test(installed, tmp_path):
    starter = installed / "usr" / "games" / APP
    assert starter.is_symlink() and os.access(starter, os.X_OK)
    opt = installed / "usr" / "lib" / APP
    before = _tree(opt)
    proc = subprocess.run([str(starter), "--smoke-test"], env=_player_env(tmp_path), cwd=tmp_path,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-6000:]
    assert _tree(opt) == before, "the installed program wrote into its own folder"


def test_installed_replay_command(installed, tmp_path):
    """The command-line side of the frozen program: replay a record made by the engine."""
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.record import dumps
    match, rng = Match("briscola-2", seed=7), random.Random(7)
    hand = match.start_hand()
    while not hand.is_over():
        match.apply(rng.choice(hand.legal_actions()))
    record = tmp_path / "record.json"
    record.write_text(dumps(match), encoding="utf-8")
    proc = subprocess.run([str(installed / "usr" / "games" / APP), "replay", str(record)],
                          env=_player_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-4000:]
    result = json.loads(proc.stdout)
    assert result["variant"] == "briscola-2"
    assert result["hands"][0]["points"] == match.results[0].points


def test_desktop_entry(installed):
    path = installed / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(path, encoding="utf-8")
    main = entry["Desktop Entry"]
    assert main["Type"] == "Application"
    assert main["Exec"] == f"{APP} %f" and (installed / "usr" / "games" / APP).exists()
    assert main["Icon"] == APP_ID
    assert main["MimeType"] == f"{RECORD_TYPE};"          # "Open with" for game records
    declared = installed / "usr" / "share" / "mime" / "packages" / f"{APP_ID}.xml"
    assert f'type="{RECORD_TYPE}"' in declared.read_text(encoding="utf-8")
    assert {"Game", "CardGame"} <= set(main["Categories"].strip(";").split(";"))
    if shutil.which("desktop-file-validate"):
        proc = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout + proc.stderr


def test_icons_in_hicolor(installed):
    hicolor = installed / "usr" / "share" / "icons" / "hicolor"
    pngs = sorted(hicolor.glob(f"*/apps/{APP_ID}.png"))
    sizes = set()
    for png in pngs:
        width, height = _png_size(png)
        assert png.parent.parent.name == f"{width}x{height}", f"{png} is {width}x{height}"
        sizes.add(width)
    assert {16, 32, 48, 64, 128, 256} <= sizes, f"icon sizes installed: {sorted(sizes)}"
    svg = hicolor / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.exists() and b"<svg" in svg.read_bytes()[:4096]


def test_lintian_clean(deb):
    """No lintian error or warning; the tags a bundled program trips are overridden, each
    with its reason, in packaging/linux/lintian-overrides."""
    _need("lintian")
    proc = subprocess.run(["lintian", "--fail-on", "error,warning", str(deb)],
                          capture_output=True, text=True, timeout=900)
    tags = [line for line in proc.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert proc.returncode == 0 and not tags, proc.stdout[-4000:] + proc.stderr[-2000:]


def test_docs_man_page_and_metainfo(deb, installed):
    doc = installed / "usr" / "share" / "doc" / APP
    copyright_text = (doc / "copyright").read_text(encoding="utf-8")
    assert "License: GPL-3.0+" in copyright_text and "License: LGPL-3" in copyright_text
    assert "WITHOUT" in copyright_text and "Format: https://www.debian.org/" in copyright_text
    changelog = gzip.decompress((doc / "changelog.gz").read_bytes()).decode()
    assert changelog.startswith(f"{APP} ({__version__}) ")
    man = gzip.decompress((installed / "usr/share/man/man6/biscambiggia.6.gz").read_bytes()).decode()
    assert man.startswith(".TH BISCAMBIGGIA 6") and "--smoke" in man.replace("\\-", "-")
    licences = installed / "usr" / "lib" / APP / "_internal" / "assets" / "licences"
    assert {"GPL-3.0.txt", "LGPL-3.0.txt", "Python-PSF.txt", "NOTICE.txt"} <= {p.name for p in licences.iterdir()}
    metainfo = installed / "usr" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    assert f"<id>{APP_ID}</id>" in metainfo.read_text(encoding="utf-8")
    if shutil.which("appstreamcli"):
        proc = subprocess.run(["appstreamcli", "validate", "--no-net", str(metainfo)],
                              capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout + proc.stderr


def test_frozen_folder_is_tidy(installed):
    """No links to pruned Qt libraries; no RUNPATH naming the build machine's folders."""
    folder = installed / "usr" / "lib" / APP
    dangling = [str(p) for p in folder.rglob("*") if p.is_symlink() and not p.exists()]
    assert dangling == []
    _need("objdump")
    foreign = []
    for path in folder.rglob("*"):
        if path.is_symlink() or not path.is_file() or path.read_bytes()[:4] != b"\x7fELF":
            continue
        out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True).stdout
        for paths in re.findall(r"^\s*(?:RUNPATH|RPATH)\s+(\S+)", out, re.M):
            foreign += [f"{path.name}: {p}" for p in paths.split(":") if not p.startswith("$ORIGIN")]
    assert foreign == []


def test_every_bundled_library_has_its_notice(installed):
    """Issue 27: the notices were made from what this build really carries
    (packaging/notices.py): every shared library in the frozen folder is placed, each Debian
    package's notice is in THIRD-PARTY.txt (Help > Licences) and has its paragraph in the
    .deb's copyright, which names every file of it."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
    import notices
    frozen = installed / "usr" / "lib" / "biscambiggia"
    groups, unplaced = notices.place(frozen)
    assert unplaced == []
    packages = [g for g in groups if g not in notices.OWN]
    assert len(packages) >= 20                      # glib, dbus, krb5, ICU, freetype, xcb, ...
    third = (frozen / "_internal" / "assets" / "licences" / notices.THIRD_PARTY).read_text(encoding="utf-8")
    copyright_text = (installed / "usr" / "share" / "doc" / "biscambiggia" / "copyright").read_text(encoding="utf-8")
    for package in packages:
        assert f"Debian package {package}: /usr/share/doc/{package}/copyright" in third
        paragraph = copyright_text.split(f"License: bundled-{package}\n")[0].rsplit("Files: ", 1)[1]
        assert set(paragraph.split("\n")[0].split()) == {f"usr/lib/biscambiggia/{rel}" for rel in groups[package].files}
    for group in notices.OWN:
        for rel in groups.get(group, notices.Placed(group)).files:
            assert f"    {rel}\n" in third
