#!/usr/bin/env python3
"""Build the Linux packages: the frozen one-folder app, its smoke test, a .deb and a .tar.gz.

    python packaging/build_deb.py                  freeze, smoke-test, package into dist/
    python packaging/build_deb.py --frozen DIR     package an existing PyInstaller folder
    python packaging/build_deb.py --help

The .deb installs (ID is the AppStream id, io.github.biscambiggia.Biscambiggia)

    /usr/lib/biscambiggia/                              the frozen application (read-only)
    /usr/games/biscambiggia                             -> ../lib/biscambiggia/biscambiggia
    /usr/share/applications/ID.desktop                  the menu entry (Game;CardGame;)
    /usr/share/metainfo/ID.metainfo.xml                 AppStream: what software centres show
    /usr/share/mime/packages/ID.xml                     the game records' file type (Open with)
    /usr/share/icons/hicolor/<N>x<N>/apps/ID.png, .../scalable/apps/ID.svg
    /usr/share/man/man6/biscambiggia.6.gz               the manual page
    /usr/share/doc/biscambiggia/copyright, changelog.gz the licences, the release notes
    /usr/share/lintian/overrides/biscambiggia           why a bundled program trips some checks

and nothing else: no maintainer scripts (dpkg's triggers of hicolor-icon-theme and
desktop-file-utils refresh the icon cache and the menu, shared-mime-info's the file types),
so `apt remove` takes away every
file it put there. The player's saves and settings live in ~/.local/share/biscambiggia and
~/.config, which a removal leaves alone, as Debian expects.

Needs: Python with PyInstaller (`pip install -e '.[package]'`), dpkg-deb, objdump (binutils).
"""
from __future__ import annotations

import argparse
import gzip
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import corecheck  # noqa: E402  (same folder)
import notices  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "biscambiggia.spec"
LINUX = ROOT / "packaging" / "linux"
APP = "biscambiggia"
APP_ID = "io.github.biscambiggia.Biscambiggia"       # AppStream, desktop entry, icons, Flatpak
HOMEPAGE = "https://github.com/biscambiggia/biscambiggia"
# The contact of whoever publishes the package (BISCAMBIGGIA_MAINTAINER overrides it).
MAINTAINER = os.environ.get("BISCAMBIGGIA_MAINTAINER",
                            "Biscambiggia developers <biscambiggia@users.noreply.github.com>")
INSTALL_DIR = f"usr/lib/{APP}"     # not /opt: Debian policy keeps packages out of it
HICOLOR_SIZES = {16, 22, 24, 32, 36, 48, 64, 72, 96, 128, 192, 256, 384, 512}

# Libraries the bundle does not carry and the system must provide. PyInstaller never
# bundles libGL/libEGL, libxcb and the Wayland client libraries (they belong to the
# system's graphics stack); Qt 6.5+ will not start on X11 without libxcb-cursor0 and the
# other xcb helpers below; fontconfig brings the font configuration and a font.
DEPENDS = [
    "libgl1", "libegl1", "libfontconfig1", "libxkbcommon0", "libdbus-1-3",
    "libxcb1", "libx11-xcb1", "libxcb-cursor0", "libxkbcommon-x11-0", "libxcb-icccm4",
    "libxcb-keysyms1", "libxcb-render-util0", "libxcb-image0", "libxcb-randr0",
    "libxcb-shape0", "libxcb-xfixes0", "libxcb-xkb1", "libxcb-sync1", "libxcb-shm0",
    "libxcb-render0", "libxcb-glx0",
    "libwayland-client0", "libwayland-cursor0", "libwayland-egl1",
]
# GLIBCXX_3.4.N symbol version -> the GCC release whose libstdc++6 first has it.
GLIBCXX_TO_GCC = {25: 8, 26: 9, 27: 9, 28: 10, 29: 11, 30: 12, 31: 13, 32: 14, 33: 15, 34: 16}


def log(msg: str, tool: str = "build_deb") -> None:
    print(f"[{tool}] {msg}", flush=True)


def read_version() -> str:
    text = (ROOT / "biscambiggia_gui" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", text, re.M)
    if not match:
        sys.exit("no __version__ in biscambiggia_gui/__init__.py")
    return match.group(1)


def deb_version(version: str) -> str:
    """PEP 440 pre-releases sort before the release in Debian only with a tilde (1.0~rc1)."""
    return re.sub(r"(\d)(a|b|rc|\.dev)(\d+)", r"\1~\2\3", version)


def du(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def mb(n: int) -> str:
    return f"{n / 1_000_000:.1f} MB"


# --- freezing -------------------------------------------------------------------------
def freeze(dist: Path, work: Path, verbose: bool) -> Path:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist),
           "--workpath", str(work / "pyinstaller"), str(SPEC)]
    if not verbose:
        cmd[4:4] = ["--log-level", "WARN"]
    log("freezing: " + " ".join(cmd))
    subprocess.run(cmd, check=True, cwd=ROOT)
    return dist / APP


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns)
            for p in folder.rglob("*")}


def smoke_test(executable: Path, timeout: int = 600) -> None:
    """Run `<executable> --smoke-test` offscreen with a private data folder; it must exit 0
    and leave the program's folder exactly as it was."""
    folder = executable.parent
    before = snapshot(folder)
    with tempfile.TemporaryDirectory(prefix="biscambiggia-smoke-") as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home,
                   XDG_DATA_HOME=f"{home}/.local/share", XDG_CONFIG_HOME=f"{home}/.config",
                   XDG_CACHE_HOME=f"{home}/.cache", XDG_RUNTIME_DIR=home)
        env.pop("BISCAMBIGGIA_DATA", None)                 # the data and settings go under
        env.pop("BISCAMBIGGIA_CONFIG", None)               # the private HOME, as a player's would
        env.pop("BISCAMBIGGIA_ASSETS", None)
        started = time.monotonic()
        proc = subprocess.run([str(executable), "--smoke-test"], env=env, cwd=home,
                              capture_output=True, text=True, timeout=timeout)
        took = time.monotonic() - started
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout[-4000:] + proc.stderr[-8000:])
        sys.exit(f"smoke test of the frozen app failed (exit {proc.returncode})")
    changed = sorted(set(snapshot(folder).items()) ^ set(before.items()))
    if changed:
        sys.exit(f"the frozen app wrote next to itself: {changed[:10]}")
    log(f"smoke test passed in {took:.1f} s")


# --- the package tree --------------------------------------------------------------------
def png_size(path: Path) -> tuple[int, int] | None:
    with path.open("rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


def install_mime(share: Path) -> Path:
    """The file type of game records and saves (shared-mime-info) into `share`/mime/packages,
    named by the app id (the name Flatpak exports): the desktop entry's MimeType."""
    target = share / "mime" / "packages" / f"{APP_ID}.xml"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(LINUX / f"{APP_ID}.mime.xml", target)
    return target


def install_icons(share: Path) -> tuple[dict[int, Path], Path | None]:
    """The app's icons into `share`/icons/hicolor (every PNG size, the SVG as scalable),
    named by the app id; returns what app_icons found."""
    pngs, svg = app_icons(ROOT / "biscambiggia_gui" / "assets" / "icons")
    for size, png in sorted(pngs.items()):
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(png, target)
    if svg:
        target = share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(svg, target)
    return pngs, svg


def app_icons(icons_dir: Path) -> tuple[dict[int, Path], Path | None]:
    """Square PNGs by size (read from the file, not the name) and the SVG, if any.
    Files named after the app win over others of the same size."""
    pngs: dict[int, Path] = {}
    for png in sorted(icons_dir.glob("*.png"), key=lambda p: (APP not in p.stem, p.name)):
        size = png_size(png)
        if size and size[0] == size[1] and size[0] in HICOLOR_SIZES:
            pngs.setdefault(size[0], png)
    svg = icons_dir / f"{APP}.svg"
    if not svg.exists():
        svgs = sorted(icons_dir.glob("*.svg"))
        svg = svgs[0] if svgs else None
    return pngs, svg


def normalise_modes(tree: Path) -> None:
    """Directories 0755; programs 0755; everything else, shared libraries included, 0644."""
    for path in [tree, *tree.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        elif os.access(path, os.X_OK) and not re.search(r"\.so(\.\d+)*$", path.name):
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def elf_files(folder: Path):
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    yield path


def runtime_minimums(folder: Path) -> list[str]:
    """libc6 and libstdc++6 versions the bundled binaries need (a small dpkg-shlibdeps)."""
    glibc, glibcxx = (2, 17), 0
    for path in elf_files(folder):
        out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True).stdout
        for major, minor in re.findall(r"\bGLIBC_(\d+)\.(\d+)", out):
            glibc = max(glibc, (int(major), int(minor)))
        for n in re.findall(r"\bGLIBCXX_3\.4\.(\d+)", out):
            glibcxx = max(glibcxx, int(n))
    deps = [f"libc6 (>= {glibc[0]}.{glibc[1]})"]
    if glibcxx:
        gcc = GLIBCXX_TO_GCC.get(glibcxx)
        deps.append(f"libstdc++6 (>= {gcc})" if gcc else "libstdc++6")
    deps.append("libgcc-s1")
    return deps


def architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def bundle_notices(frozen: Path) -> dict:
    """THIRD-PARTY.txt in the bundle's licence folder: the notice of every library it carries
    (stops the build if one has none); returns the libraries by package for the copyright."""
    licences = frozen / "_internal" / "assets" / "licences"
    if not licences.is_dir():
        sys.exit(f"no licence folder in the frozen app ({licences})")
    groups = notices.write(frozen, licences)
    log(f"licence notices: {sum(len(p.files) for p in groups.values())} libraries, "
        f"{len([g for g in groups if g not in notices.OWN])} Debian packages -> "
        f"{licences / notices.THIRD_PARTY}")
    return groups


def lay_out(frozen: Path, stage: Path, version: str, arch: str, groups: dict) -> None:
    if stage.exists():
        shutil.rmtree(stage)
    opt = stage / INSTALL_DIR
    shutil.copytree(frozen, opt, symlinks=True)
    # /usr/games, as Debian policy wants for games (on every user's PATH in Debian and
    # Ubuntu); relative, so the tree also runs when unpacked elsewhere (dpkg -x, tests)
    (stage / "usr" / "games").mkdir(parents=True)
    (stage / "usr" / "games" / APP).symlink_to(f"../lib/{APP}/{APP}")
    share = stage / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    (share / "metainfo").mkdir(parents=True)
    shutil.copy(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    install_mime(share)
    doc = share / "doc" / APP
    doc.mkdir(parents=True)
    # the game's, Qt's and Python's paragraphs, then one per system library the bundle carries
    (doc / "copyright").write_text(
        (LINUX / "copyright").read_text(encoding="utf-8").rstrip("\n") + "\n\n"
        + notices.deb_paragraphs(groups, INSTALL_DIR), encoding="utf-8")
    gzip_file(LINUX / "changelog", doc / "changelog.gz")
    (share / "man" / "man6").mkdir(parents=True)
    gzip_file(LINUX / f"{APP}.6", share / "man" / "man6" / f"{APP}.6.gz")
    (share / "lintian" / "overrides").mkdir(parents=True)
    shutil.copy(LINUX / "lintian-overrides", share / "lintian" / "overrides" / APP)

    pngs, svg = install_icons(share)
    if not pngs and not svg:
        log("WARNING: no icons in assets/icons: the menu entry will have no picture")
    log(f"icons: {sorted(pngs)} px" + (" + scalable SVG" if svg else ""))

    normalise_modes(stage)
    installed_kib = sum((p.lstat().st_size + 1023) // 1024 for p in stage.rglob("*")
                        if p.is_file() and not p.is_symlink()) + len(list(stage.rglob("*")))
    depends = runtime_minimums(opt) + DEPENDS
    control = f"""Package: {APP}
Version: {deb_version(version)}
Architecture: {arch}
Maintainer: {MAINTAINER}
Installed-Size: {installed_kib}
Depends: {", ".join(depends)}
Section: games
Priority: optional
Homepage: {HOMEPAGE}
Description: traditional card games of Liguria and Italy
 Biscambiggia (2, 3, 4 and 6 players, Genoese deck), Briscola, Mariagio,
 Tarocchi a pizzico (78-card tarot), and for five players Briscola chiamata
 and Biscambiggia chiamata (an auction and a partner called by a card),
 played offline against computer opponents of three strengths or by friends
 passing the screen around.
 The rules follow the traditional Ligurian ones; the game speaks Italian and
 English.
 .
 This package carries its own Python and Qt 6 in /usr/lib/biscambiggia.
"""
    (stage / "DEBIAN").mkdir()
    (stage / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    (stage / "DEBIAN" / "md5sums").write_text(md5sums(stage), encoding="utf-8")
    (stage / "DEBIAN").chmod(0o755)
    (stage / "DEBIAN" / "control").chmod(0o644)
    (stage / "DEBIAN" / "md5sums").chmod(0o644)


def gzip_file(source: Path, target: Path) -> None:
    """gzip -9n: no name, no time stamp (reproducible, as lintian asks)."""
    with source.open("rb") as src, open(target, "wb") as raw, \
            gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz:
        shutil.copyfileobj(src, gz)


def md5sums(stage: Path) -> str:
    """DEBIAN/md5sums: one line per regular file (dpkg --verify and debsums read it)."""
    import hashlib
    lines = []
    for path in sorted(stage.rglob("*")):
        rel = path.relative_to(stage)
        if rel.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {rel.as_posix()}\n")
    return "".join(lines)


def build_deb(stage: Path, out: Path, xz_level: int) -> None:
    # -z9 is about 1 MB (3 %) smaller than dpkg's default -z6 for 25 % more time;
    # -Sextreme gains nothing measurable here.
    cmd = ["dpkg-deb", "--build", "--root-owner-group", "-Zxz", f"-z{xz_level}"]
    subprocess.run([*cmd, str(stage), str(out)], check=True, stdout=subprocess.DEVNULL)


def build_tarball(frozen: Path, out: Path) -> None:
    """A portable archive of the same folder, for distributions without dpkg."""
    def owner(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info
    with gzip.GzipFile(out, "wb", compresslevel=9, mtime=0) as gz, \
            tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:
        tar.add(frozen, arcname=f"{APP}", filter=owner)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the results go")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="scratch folder")
    parser.add_argument("--frozen", type=Path, help="package this PyInstaller folder, do not freeze")
    parser.add_argument("--skip-smoke-test", action="store_true")
    parser.add_argument("--no-tarball", action="store_true", help="make only the .deb")
    parser.add_argument("--xz-level", type=int, default=9, choices=range(0, 10))
    parser.add_argument("--verbose", action="store_true", help="PyInstaller's full log")
    args = parser.parse_args(argv)
    for tool in ("dpkg-deb", "objdump"):
        if shutil.which(tool) is None:
            sys.exit(f"{tool} is needed (apt install dpkg binutils)")

    if not list((ROOT / "biscambiggia_gui" / "assets").glob("decks/*/*.svg")):
        log("WARNING: no card decks in assets/decks: the game will draw plain faces")
    version, arch = read_version(), architecture()
    dist, work = args.dist.resolve(), args.work.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    times = {}

    started = time.monotonic()
    frozen = args.frozen.resolve() if args.frozen else freeze(dist, work, args.verbose)
    times["freeze"] = time.monotonic() - started
    executable = frozen / APP
    if not executable.exists():
        sys.exit(f"no {executable}")
    corecheck.require(frozen)                # no release without Hard's compiled core
    groups = bundle_notices(frozen)

    if not args.skip_smoke_test:
        started = time.monotonic()
        smoke_test(executable)
        times["smoke test"] = time.monotonic() - started

    started = time.monotonic()
    stage = work / "deb" / f"{APP}_{deb_version(version)}_{arch}"
    lay_out(frozen, stage, version, arch, groups)
    deb = dist / f"{APP}_{deb_version(version)}_{arch}.deb"
    build_deb(stage, deb, args.xz_level)
    times[".deb"] = time.monotonic() - started

    tarball = None
    if not args.no_tarball:
        started = time.monotonic()
        machine = os.uname().machine
        tarball = dist / f"{APP}-{version}-linux-{machine}.tar.gz"
        build_tarball(frozen, tarball)
        times[".tar.gz"] = time.monotonic() - started

    log(f"version {version} ({arch})")
    log(f"folder   {frozen}: {mb(du(frozen))} in {sum(1 for _ in frozen.rglob('*'))} files and folders")
    log(f".deb     {deb}: {mb(deb.stat().st_size)}")
    if tarball:
        log(f".tar.gz  {tarball}: {mb(tarball.stat().st_size)}")
    log("times: " + ", ".join(f"{k} {v:.0f} s" for k, v in times.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
