"""The AppImage's AppDir (packaging/build_appimage.py), made from the frozen folder of the
.deb: the layout appimagetool and desktops read (AppRun, the entry and icon at the top,
.DirIcon), the entry and AppStream file valid, and AppRun starting the game from anywhere:
its --smoke-test passes and leaves the AppDir unchanged (a mounted AppImage is read-only).
appimagetool itself is not a registry package; where it is on PATH the .AppImage is
built and smoke-tested too. Slow: `make package-test`."""
from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
APP, APP_ID = "biscambiggia", "io.github.biscambiggia.Biscambiggia"


@pytest.fixture(scope="module")
def appdir(installed, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("appimage")
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build_appimage.py"),
                    "--frozen", str(installed / "usr" / "lib" / APP), "--appdir", str(out / "AppDir"),
                    "--appimage", str(out / "Biscambiggia.AppImage")], check=True)
    return out / "AppDir"


def _env(home: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("BISCAMBIGGIA_")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"))
    return env


def _tree(root: Path) -> dict:
    return {str(p.relative_to(root)): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in root.rglob("*")}


def test_layout(appdir):
    apprun = appdir / "AppRun"
    assert apprun.is_file() and os.access(apprun, os.X_OK)
    assert (appdir / f"{APP_ID}.desktop").is_file()
    assert (appdir / ".DirIcon").resolve() == (appdir / f"{APP_ID}.png").resolve()
    assert (appdir / f"{APP_ID}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(appdir / f"{APP_ID}.desktop", encoding="utf-8")
    assert entry["Desktop Entry"]["Icon"] == APP_ID
    assert (appdir / "usr/share/icons/hicolor/256x256/apps" / f"{APP_ID}.png").is_file()
    assert (appdir / "usr/share/mime/packages" / f"{APP_ID}.xml").is_file()   # records' type
    assert entry["Desktop Entry"]["MimeType"] == "application/x-biscambiggia-record;"
    assert (appdir / "usr/lib" / APP / APP).is_file()
    assert not [p for p in appdir.rglob("*") if p.is_symlink() and not p.exists()]


def test_desktop_entry_and_metainfo_valid(appdir):
    if shutil.which("desktop-file-validate"):
        proc = subprocess.run(["desktop-file-validate", str(appdir / f"{APP_ID}.desktop")],
                              capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout
    metainfo = appdir / "usr/share/metainfo" / f"{APP_ID}.appdata.xml"
    assert f"<id>{APP_ID}</id>" in metainfo.read_text(encoding="utf-8")
    if shutil.which("appstreamcli"):
        proc = subprocess.run(["appstreamcli", "validate", "--no-net", str(metainfo)],
                              capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout


def test_apprun_smoke_test_from_elsewhere(appdir, tmp_path):
    before = _tree(appdir)
    proc = subprocess.run([str(appdir / "AppRun"), "--smoke-test"], env=_env(tmp_path), cwd=tmp_path,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    assert "one hand of" in proc.stdout
    assert _tree(appdir) == before, "the game wrote into its AppDir"


def test_appimage_if_tool_present(appdir, tmp_path):
    image = appdir.parent / "Biscambiggia.AppImage"
    if not image.exists():
        pytest.skip("appimagetool is not installed: only the AppDir is checked")
    proc = subprocess.run([str(image), "--appimage-extract-and-run", "--smoke-test"],
                          env=_env(tmp_path), cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
