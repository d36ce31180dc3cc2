"""The Flatpak recipe (packaging/flatpak/). flatpak-builder and the KDE runtime cannot be
fetched on this machine, so what is checked is everything short of that: the manifest
follows Flathub's conventions (the runtime and the PySide BaseApp on the branch that
kde-branch.json names, the one place it is kept; the git source at the release tag with a
commit, pinned by pin_source.py; a summary within Flathub's 35 characters) and agrees
with the desktop entry and the AppStream file,
and its build step (install.sh) run on a copy of the tracked sources, as the git source
gives them, lays out /app so that the installed launcher's --smoke-test passes. Where
flatpak-builder is installed, the manifest is also read by it (--show-manifest)."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.biscambiggia.Biscambiggia"
MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.json"
BRANCH = ROOT / "packaging" / "flatpak" / "kde-branch.json"
METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"


def manifest() -> dict:
    return json.loads(MANIFEST.read_text(encoding="utf-8"))


def test_manifest_follows_flathub_conventions():
    m = manifest()
    assert m["id"] == APP_ID and re.fullmatch(r"[a-z]+\.[a-z0-9]+(\.[A-Za-z0-9_-]+)+", m["id"])
    assert m["runtime"] == "org.kde.Platform" and m["sdk"] == "org.kde.Sdk"
    assert m["base"] == "io.qt.PySide.BaseApp"
    assert m["command"] == "biscambiggia"
    args = m["finish-args"]
    assert {"--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--device=dri"} <= set(args)
    assert not [a for a in args if a.startswith(("--filesystem", "--share=network", "--socket=x11"))]
    (module,) = m["modules"]
    for source in module["sources"]:
        assert source["type"] in ("git", "archive")          # Flathub builds from published sources
        assert source["url"].startswith("https://")
    from biscambiggia_gui import __version__
    assert module["sources"][0]["tag"] == f"v{__version__}"
    assert re.fullmatch(r"[0-9a-f]{40}", module["sources"][0]["commit"])   # pinned at release


def branch_number(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def test_runtime_and_base_app_follow_the_one_named_branch():
    """kde-branch.json is the one place the branch is kept (the newest KDE runtime branch
    the PySide BaseApp is built for, and how that was found out); both manifest fields
    must name it, and it may never fall back behind the oldest branch still supported."""
    followed = json.loads(BRANCH.read_text(encoding="utf-8"))
    m = manifest()
    assert m["runtime-version"] == followed["branch"], "runtime-version is not kde-branch.json's"
    assert m["base-version"] == followed["branch"], "base-version is not kde-branch.json's"
    assert branch_number(followed["branch"]) >= branch_number(followed["oldest_supported"]) >= (6, 10)


def test_summary_fits_flathub():
    for summary in ET.parse(METAINFO).getroot().iter("summary"):
        assert 0 < len(summary.text) <= 35, summary.text
        assert not summary.text.endswith(".")


def test_pin_source_names_the_tags_commit(tmp_path):
    """The release workflow's step: in a repository where the tag exists, the pinned
    manifest carries that tag's commit and the named branch; without the tag it refuses."""
    from biscambiggia_gui import __version__
    repo = tmp_path / "repo"
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid", "-C", str(repo)]
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    (repo / "f").write_text("x")
    subprocess.run([*git, "add", "f"], check=True)
    subprocess.run([*git, "commit", "-qm", "x"], check=True)
    script = ROOT / "packaging" / "flatpak" / "pin_source.py"
    out = tmp_path / "pinned.json"
    refused = subprocess.run([sys.executable, str(script), "--repo", str(repo), "--out", str(out)],
                             capture_output=True, text=True)
    assert refused.returncode != 0 and f"no tag v{__version__}" in refused.stderr
    subprocess.run([*git, "tag", "-a", f"v{__version__}", "-m", "release"], check=True)
    subprocess.run([sys.executable, str(script), "--repo", str(repo), "--out", str(out)], check=True)
    head = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    (source,) = json.loads(out.read_text())["modules"][0]["sources"]
    assert source["tag"] == f"v{__version__}" and source["commit"] == head
    assert json.loads(out.read_text())["base-version"] == json.loads(BRANCH.read_text())["branch"]


def test_desktop_entry_and_metainfo_carry_the_id():
    linux = ROOT / "packaging" / "linux"
    assert (linux / f"{APP_ID}.desktop").is_file()
    root = ET.parse(linux / f"{APP_ID}.metainfo.xml").getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    assert root.find("content_rating") is not None and root.find("releases/release") is not None
    for image in root.iter("image"):
        assert image.text.startswith("https://")
        local = image.text.split("/v", 1)[1].split("/", 1)[1]           # .../v0.1.0/<path>
        assert (ROOT / local).is_file(), f"the screenshot {local} is not in the repository"


@pytest.mark.slow
def test_build_step_lays_out_app(tmp_path):
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    src = tmp_path / "src"
    for rel in filter(None, tracked.decode().split("\0")):
        if (ROOT / rel).is_file():
            (src / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / rel, src / rel)
    app = tmp_path / "app"
    env = dict(os.environ, FLATPAK_DEST=str(app),
               PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    subprocess.run(["sh", "packaging/flatpak/install.sh"], cwd=src, env=env, check=True)
    for rel in (f"share/applications/{APP_ID}.desktop", f"share/metainfo/{APP_ID}.metainfo.xml",
                f"share/icons/hicolor/scalable/apps/{APP_ID}.svg", f"share/licenses/{APP_ID}/LICENSE",
                f"share/icons/hicolor/128x128/apps/{APP_ID}.png", "bin/biscambiggia",
                f"share/mime/packages/{APP_ID}.xml"):          # exported: named by the app id
        assert (app / rel).is_file(), rel
    (site,) = app.glob("lib/python3*/site-packages")
    assert list(site.glob("biscambiggia_gui/assets/translations/*.qm"))
    assert not list(site.glob("biscambiggia_gui/assets/translations/*.ts"))
    run_env = {k: v for k, v in os.environ.items() if not k.startswith("BISCAMBIGGIA_")}
    run_env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(site), HOME=str(tmp_path),
                   XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    where = subprocess.run([sys.executable, "-c", "import biscambiggia_gui; print(biscambiggia_gui.__file__)"],
                           env=run_env, cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    assert Path(where.strip()).is_relative_to(site)
    proc = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "--smoke-test"], env=run_env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]


def test_flatpak_builder_reads_manifest():
    if shutil.which("flatpak-builder") is None:
        pytest.skip("flatpak-builder is not installed (nor its runtimes fetchable here)")
    proc = subprocess.run(["flatpak-builder", "--show-manifest", str(MANIFEST)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
