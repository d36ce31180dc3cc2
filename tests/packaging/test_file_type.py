"""Game records open from the desktop: the desktop entry passes the file (%f) and names
the records' file type (MimeType), which packaging/linux/ID.mime.xml declares; where
shared-mime-info and GIO are installed, the records and saves the game writes are recognised
as that type by their content (they end in .json like any JSON file), also rewritten by
another tool (on one line, another indent, keys sorted), and other JSON files stay JSON.
Windows and macOS offer the game in "Open with" for .json files without becoming their
default."""
from __future__ import annotations

import ast
import configparser
import json
import os
import plistlib
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.store import saves

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.biscambiggia.Biscambiggia"
LINUX = ROOT / "packaging" / "linux"
RECORD_TYPE = "application/x-biscambiggia-record"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
SEATS = [{"name": "Marta", "kind": "person", "level": None},
         {"name": "Bruno", "kind": "computer", "level": "hard"}]


def test_the_desktop_entry_passes_the_file_and_names_the_records_type():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    main = entry["Desktop Entry"]
    assert main["Exec"] == "biscambiggia %f"
    assert main["MimeType"] == f"{RECORD_TYPE};"
    if shutil.which("desktop-file-validate"):
        proc = subprocess.run(["desktop-file-validate", str(LINUX / f"{APP_ID}.desktop")],
                              capture_output=True, text=True)
        assert proc.returncode == 0, proc.stdout + proc.stderr
    meta = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert [m.text for m in meta.iter("mediatype")] == [RECORD_TYPE]
    mime = ET.parse(LINUX / f"{APP_ID}.mime.xml").getroot()
    (declared,) = mime.iter(f"{MIME_NS}mime-type")
    assert declared.get("type") == RECORD_TYPE
    assert declared.find(f"{MIME_NS}sub-class-of").get("type") == "application/json"


def test_the_desktop_entry_is_offered_for_records_where_the_program_is(tmp_path):
    """TryExec names the program alone (a path or a name on PATH, no field code): a desktop
    that finds no such file hides the entry, from the menu and from "Open with". Where GIO
    and desktop-file-utils are installed, GLib loads the entry and offers it for records."""
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    main = entry["Desktop Entry"]
    assert main["TryExec"] == main["Exec"].split()[0] == "biscambiggia"
    if not (shutil.which("gio") and shutil.which("update-desktop-database")):
        pytest.skip("gio and desktop-file-utils are not installed")
    apps, bin_dir = tmp_path / "share" / "applications", tmp_path / "bin"
    apps.mkdir(parents=True)
    bin_dir.mkdir()
    shutil.copy(LINUX / f"{APP_ID}.desktop", apps)
    program = bin_dir / "biscambiggia"                   # the installed program, as TryExec finds it
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    subprocess.run(["update-desktop-database", str(apps)], check=True, capture_output=True)
    env = dict(os.environ, XDG_DATA_DIRS=str(tmp_path / "share"), XDG_DATA_HOME=str(tmp_path / "home"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    out = subprocess.run(["gio", "mime", RECORD_TYPE], env=env, capture_output=True, text=True).stdout
    assert f"Registered applications:\n\t{APP_ID}.desktop" in out, out


def test_every_linux_channel_installs_the_type_under_the_app_id(tmp_path):
    name = f"{APP_ID}.xml"
    assert '"packaging/linux/$ID.mime.xml" "$DEST/share/mime/packages/$ID.xml"' in \
        (ROOT / "packaging" / "flatpak" / "install.sh").read_text(encoding="utf-8")
    assert "$(PKG)/usr/share/mime/packages/$(ID).xml" in (ROOT / "debian" / "rules").read_text()
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import build_deb
    finally:
        sys.path.pop(0)
    target = build_deb.install_mime(tmp_path)                      # the .deb's lay_out
    assert target == tmp_path / "mime" / "packages" / name
    assert target.read_bytes() == (LINUX / f"{APP_ID}.mime.xml").read_bytes()
    assert "build_deb.install_mime(share)" in (ROOT / "packaging" / "build_appimage.py").read_text()


def test_windows_and_macos_offer_the_game_for_json_files():
    iss = (ROOT / "packaging" / "windows" / "biscambiggia.iss").read_text(encoding="utf-8")
    assert re.search(r'Subkey: "Software\\Classes\\\.json\\OpenWithProgids"; .*'
                     r'ValueName: "Biscambiggia\.Record"', iss)
    assert '"""{app}\\{#AppExe}"" ""%1"""' in iss and "ChangesAssociations=yes" in iss
    spec = (ROOT / "packaging" / "biscambiggia.spec").read_text(encoding="utf-8")
    assert '"LSItemContentTypes": ["public.json"]' in spec and '"LSHandlerRank": "Alternate"' in spec


def files(folder: Path) -> dict[str, Path]:
    """Records and saves the game wrote, the same rewritten by other tools (on one line,
    indented by 4 or by tabs, keys sorted: "dealer" first, "actions" before "deck"), and
    other JSON files (one with a "format" and a "variant" of its own)."""
    match = Match("briscola-2", {}, seed=5)
    hand = match.start_hand()
    match.apply(hand.legal_actions()[0])
    record = dict(to_record(match), seats=SEATS)
    payload = saves.make_payload(match, SEATS)
    names = ("saved", "compact", "indent4", "tabs", "sorted", "save", "save-compact",
             "save-sorted", "other", "variant", "plain")
    made = {name: folder / f"{name}.json" for name in names}
    saves.save_match(made["saved"], record)                            # Game > Save record
    made["compact"].write_text(json.dumps(record, separators=(",", ":")), encoding="utf-8")
    made["indent4"].write_text(json.dumps(record, indent=4), encoding="utf-8")
    made["tabs"].write_text(json.dumps(record, indent="\t"), encoding="utf-8")
    made["sorted"].write_text(json.dumps(record, indent=2, sort_keys=True), encoding="utf-8")
    saves.save_match(made["save"], payload)
    made["save-compact"].write_text(json.dumps(payload, separators=(",", ":")), encoding="utf-8")
    made["save-sorted"].write_text(json.dumps(payload, indent=4, sort_keys=True), encoding="utf-8")
    made["other"].write_text(json.dumps({"format": 1, "name": "x"}, indent=1), encoding="utf-8")
    made["variant"].write_text(json.dumps({"format": 1, "variant": "dark", "colours": []}, indent=1),
                               encoding="utf-8")
    made["plain"].write_text('{"a": [1, 2]}', encoding="utf-8")
    return made


def test_records_and_saves_are_recognised_by_their_content(tmp_path):
    if not (shutil.which("update-mime-database") and shutil.which("gio")):
        pytest.skip("shared-mime-info and gio are not installed")
    system = Path("/usr/share/mime/packages/freedesktop.org.xml")
    if not system.is_file():
        pytest.skip("no freedesktop.org.xml: application/json is not declared here")
    packages = tmp_path / "share" / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(system, packages)
    shutil.copy(LINUX / f"{APP_ID}.mime.xml", packages / f"{APP_ID}.xml")
    subprocess.run(["update-mime-database", str(tmp_path / "share" / "mime")], check=True,
                   capture_output=True)
    env = dict(os.environ, XDG_DATA_DIRS=str(tmp_path / "share"), XDG_DATA_HOME=str(tmp_path / "home"))
    found = {}
    for name, path in files(tmp_path).items():
        out = subprocess.run(["gio", "info", "-a", "standard::content-type", str(path)], env=env,
                             capture_output=True, text=True, check=True).stdout
        found[name] = out.split("standard::content-type:")[1].strip()
    others = ("other", "variant", "plain")
    assert found == {name: "application/json" if name in others else RECORD_TYPE for name in found}


def test_the_plist_entry_is_a_property_list():
    """(What BUNDLE writes into Info.plist: a dict plistlib can write.)"""
    spec = (ROOT / "packaging" / "biscambiggia.spec").read_text(encoding="utf-8")
    block = spec[spec.index('"CFBundleDocumentTypes"'):]
    block = block[block.index("["):block.index("}],") + 2]
    types = ast.literal_eval(block)
    assert plistlib.loads(plistlib.dumps({"CFBundleDocumentTypes": types}))["CFBundleDocumentTypes"][0][
        "CFBundleTypeRole"] == "Viewer"
