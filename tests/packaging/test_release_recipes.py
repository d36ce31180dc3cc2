"""The recipes this machine cannot run (GitHub's Windows and macOS runners), checked as
text: the release workflow uses the Node 24 majors of GitHub's actions, builds macOS for
both architectures and installs, smoke-tests and uninstalls the Windows setup; the macOS
script retries `hdiutil create`, signs without --deep, and the icon has a 1024 px image."""
from __future__ import annotations

import re
import struct
from pathlib import Path

from biscambiggia_gui.paths import asset

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
DMG = (ROOT / "packaging" / "macos" / "build_dmg.sh").read_text(encoding="utf-8")
# the first major of each action that runs on Node 24
NODE24 = {"actions/checkout": 5, "actions/setup-python": 6, "actions/upload-artifact": 5,
          "actions/download-artifact": 6}


def test_actions_are_current():
    used = re.findall(r"uses:\s*([\w-]+/[\w-]+)@v(\d+)", WORKFLOW)
    assert used
    for action, major in used:
        assert action in NODE24, f"{action}: unknown action, check its runtime"
        assert int(major) >= NODE24[action], f"{action}@v{major} runs on a retired Node"


def test_macos_both_architectures():
    runners = re.search(r"runner:\s*\[([^\]]+)\]", WORKFLOW).group(1)
    assert "macos-15-intel" in runners and re.search(r"macos-\d+(,|\s|$)", runners)


def test_windows_job_installs_smoke_tests_and_uninstalls():
    windows = WORKFLOW.split("\n  windows:")[1].split("\n  macos:")[0]
    assert "/VERYSILENT" in windows and "--smoke-test" in windows and "unins000.exe" in windows
    assert windows.index("/VERYSILENT") < windows.rindex("--smoke-test") < windows.index("unins000.exe")


def test_macos_script_retries_and_signs_without_deep():
    assert "--deep" not in DMG.replace("without --deep", "")
    assert re.search(r"for try in .*\n(.*\n){0,3}.*hdiutil create", DMG)


def test_icns_has_1024_px():
    data = asset("icons", "biscambiggia.icns").read_bytes()
    chunks, i = {}, 8
    while i < len(data):
        kind, size = data[i:i + 4], struct.unpack(">I", data[i + 4:i + 8])[0]
        chunks[kind] = data[i + 8:i + size]
        i += size
    png = chunks[b"ic10"]
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", png[16:24]) == (1024, 1024)


def job(name: str) -> str:
    return WORKFLOW.split(f"\n  {name}:\n", 1)[1].split("\n\n  ", 1)[0]


def test_appimagetool_is_pinned_checked_and_the_appimage_run():
    url = re.search(r"APPIMAGETOOL_URL:\s*(\S+)", WORKFLOW).group(1)
    assert re.search(r"/releases/download/\d+(\.\d+)+/appimagetool-x86_64\.AppImage$", url), url
    assert "continuous" not in WORKFLOW
    digest = re.search(r"APPIMAGETOOL_SHA256:\s*(\S+)", WORKFLOW).group(1)
    assert re.fullmatch(r"[0-9a-f]{64}", digest)
    linux = job("linux")
    assert 'sha256sum -c' in linux and linux.index("sha256sum -c") < linux.index("build_appimage.py")
    assert re.search(r"VERSION: \$\{\{ needs\.version\.outputs\.version \}\}", linux)
    assert re.search(r"\.AppImage --appimage-extract-and-run --smoke-test", linux)
    # the AppImage test of make package-test gets the tool too, so it does not skip
    assert re.search(r"APPIMAGETOOL: .*appimagetool", linux.split("make package-test")[0].rsplit("- name:", 1)[1])


def test_every_channel_requires_hards_core():
    assert re.search(r"^  BISCAMBIGGIA_REQUIRE_CORE: \"1\"$", WORKFLOW, re.M)      # setup.py, all jobs
    assert "packaging/corecheck.py dist/biscambiggia" in job("windows")
    assert 'packaging/corecheck.py "$APP"' in DMG
    install_sh = (ROOT / "packaging" / "flatpak" / "install.sh").read_text(encoding="utf-8")
    assert "corecheck.py" in install_sh
    rules = (ROOT / "debian" / "rules").read_text(encoding="utf-8")
    assert "export BISCAMBIGGIA_REQUIRE_CORE = 1" in rules


def test_debian_package_job_builds_lints_installs_and_publishes():
    debian = job("debian")
    assert "container: debian:trixie" in debian
    steps = ["apt-get build-dep", "dpkg-buildpackage -us -uc -b", "lintian --fail-on error,warning",
             "apt-get install -y -qq ../biscambiggia_", "--smoke-test"]
    assert [debian.index(step) for step in steps] == sorted(debian.index(step) for step in steps)
    assert "debian" in re.search(r"release:\n    needs: \[([^\]]+)\]", WORKFLOW).group(1)
