#!/usr/bin/env python3
"""The AppImage: an AppDir of the frozen one-folder app, packed by appimagetool if present.

    python packaging/build_appimage.py --frozen dist/biscambiggia     AppDir in build/AppDir
    python packaging/build_appimage.py --frozen DIR --appdir OUT --appimage dist/X.AppImage

The AppDir (the AppImage specification's layout; ID = io.github.biscambiggia.Biscambiggia):

    AppRun                              starts usr/lib/biscambiggia/biscambiggia
    ID.desktop, ID.png, .DirIcon        the entry and icon appimagetool and desktops read
    usr/lib/biscambiggia/               the frozen application (as in the .deb)
    usr/share/applications/ID.desktop   the same entry, for appimaged and software centres
    usr/share/metainfo/ID.appdata.xml   AppStream (appimagetool validates it under this name)
    usr/share/mime/packages/ID.xml      the game records' file type, for desktop integrators
    usr/share/icons/hicolor/...         the icons

appimagetool (https://github.com/AppImage/appimagetool) is a download, not a registry
package: where it is on PATH (or APPIMAGETOOL names it), the .AppImage is made too;
otherwise only the AppDir, which `make package-test` checks (tests/packaging/test_appimage.py).
The frozen folder is the one `make package` builds; the system libraries the AppImage does
not carry are those the .deb declares (build_deb.DEPENDS), as for the .tar.gz.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_deb  # noqa: E402  (same folder: icons, ids, version)

TOOL = "build_appimage"          # its lines' tag (build_deb.log)

ROOT = build_deb.ROOT
APP, APP_ID, LINUX = build_deb.APP, build_deb.APP_ID, build_deb.LINUX

APPRUN = f"""#!/bin/sh
# AppRun: start the frozen game from wherever the AppImage was mounted.
HERE="$(dirname "$(readlink -f "$0")")"
exec "$HERE/usr/lib/{APP}/{APP}" "$@"
"""


def make_appdir(frozen: Path, appdir: Path) -> Path:
    if not (frozen / APP).is_file():
        sys.exit(f"no {frozen / APP}: freeze first (make package)")
    build_deb.corecheck.require(frozen)       # no release without Hard's compiled core
    if not (frozen / "_internal" / "assets" / "licences" / build_deb.notices.THIRD_PARTY).is_file():
        build_deb.bundle_notices(frozen)      # (make package wrote them already)
    if appdir.exists():
        shutil.rmtree(appdir)
    shutil.copytree(frozen, appdir / "usr" / "lib" / APP, symlinks=True)
    share = appdir / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    shutil.copy(LINUX / f"{APP_ID}.desktop", appdir / f"{APP_ID}.desktop")
    (share / "metainfo").mkdir(parents=True)
    shutil.copy(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.appdata.xml")
    build_deb.install_mime(share)
    pngs, _svg = build_deb.install_icons(share)
    top = max(s for s in pngs if s <= 256)
    shutil.copy(pngs[top], appdir / f"{APP_ID}.png")
    (appdir / ".DirIcon").symlink_to(f"{APP_ID}.png")
    (appdir / "AppRun").write_text(APPRUN, encoding="utf-8")
    build_deb.normalise_modes(appdir)
    (appdir / "AppRun").chmod(0o755)
    return appdir


def make_appimage(appdir: Path, out: Path) -> Path | None:
    import shlex
    tool = shlex.split(os.environ.get("APPIMAGETOOL", "")) or [shutil.which("appimagetool")]
    if tool == [None]:
        build_deb.log("no appimagetool on PATH: the AppDir is ready, no .AppImage made", TOOL)
        return None
    env = dict(os.environ, ARCH=os.uname().machine)
    # the metainfo is validated by make package-test (appstreamcli), not again here
    subprocess.run([*tool, "--no-appstream", str(appdir), str(out)], check=True, env=env)
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--frozen", type=Path, default=ROOT / "dist" / APP)
    parser.add_argument("--appdir", type=Path, default=ROOT / "build" / "AppDir")
    parser.add_argument("--appimage", type=Path, help="the .AppImage to make (default in dist/)")
    args = parser.parse_args(argv)
    appdir = make_appdir(args.frozen.resolve(), args.appdir.resolve())
    build_deb.log(f"AppDir   {appdir}: {build_deb.mb(build_deb.du(appdir))}", TOOL)
    version = build_deb.read_version()
    out = args.appimage or ROOT / "dist" / f"Biscambiggia-{version}-{os.uname().machine}.AppImage"
    made = make_appimage(appdir, out.resolve())
    if made:
        build_deb.log(f"AppImage {made}: {build_deb.mb(made.stat().st_size)}", TOOL)
    return 0


if __name__ == "__main__":
    sys.exit(main())
