"""The message catalogue in the translations: keeps the Qt Linguist file's context "messages"
equal to the catalogue (engine/messages.py `TEMPLATES`: every code's English, written once,
by the engine, the games and the computer players).

    python -m biscambiggia_gui.catalogue [--check] [TS ...]

`make translations` runs it after `pyside6-lupdate` (which reads the interface's own
`tr()` strings and marks the catalogue's entries, which it cannot see, as vanished): each
template of the catalogue gets its entry back with its translation; one the file has not
yet gets the translation of the same English anywhere else in the file, or is left
unfinished for the translator; entries of templates no longer in the catalogue are removed,
as are the interface's vanished entries. `--check` changes nothing and exits 1 if the file
is not in step (the tests run it). docs/i18n.md says how to translate.
"""
from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

CONTEXT = "messages"


def templates() -> dict[str, str]:
    """Every code of the catalogue and its English: every module of the engine, the games
    and the computer players imported (each registers the templates it produces)."""
    import importlib
    import pkgutil
    from . import ai, engine, games
    from .engine.messages import TEMPLATES
    for package in (engine, games, ai):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(info.name)
    return dict(TEMPLATES)


Entry = tuple[str, "str | None"]       # (English, sense): one Linguist entry of the context


def entries() -> set[Entry]:
    """The entries the catalogue needs: each English once, and again for each sense that
    another game's code says it in (engine/messages.py `template(sense=...)`: "talon" is
    "pozzo" in the Genoese games, "tallone" in Briscola), the sense as the entry's
    disambiguation (Linguist's comment)."""
    from .engine.messages import SENSES
    return {(english, SENSES.get(code)) for code, english in templates().items()}


def _context(root: ET.Element, name: str) -> ET.Element:
    for ctx in root.findall("context"):
        if (ctx.findtext("name") or "") == name:
            return ctx
    ctx = ET.SubElement(root, "context")
    ET.SubElement(ctx, "name").text = name
    return ctx


def _known_translations(root: ET.Element) -> dict[str, str]:
    """English -> a finished translation, from every context of the file (not from an
    entry with a sense: another game's words)."""
    known: dict[str, str] = {}
    for msg in root.iter("message"):
        if msg.findtext("comment"):
            continue
        source, tr = msg.findtext("source"), msg.find("translation")
        if source and tr is not None and tr.text and tr.get("type") not in ("unfinished",):
            known.setdefault(source, tr.text)
    return known


def sync(root: ET.Element, english: set[str] | set[Entry]) -> list[str]:
    """Bring `root` in step with the catalogue's entries (English, or (English, sense)
    pairs: `entries`); the changes made, in words. An entry with a sense is added
    unfinished: its translation is not the plain English's."""
    wanted = {e if isinstance(e, tuple) else (e, None) for e in english}
    changes = []
    known = _known_translations(root)
    ctx = _context(root, CONTEXT)
    have: dict[Entry, ET.Element] = {}
    for msg in list(ctx.findall("message")):
        entry = (msg.findtext("source") or "", msg.findtext("comment") or None)
        if entry not in wanted or entry in have:
            ctx.remove(msg)
            changes.append(f"removed {_said(entry)}")
            continue
        have[entry] = msg
        tr = msg.find("translation")
        if tr is not None and tr.get("type") in ("vanished", "obsolete"):
            del tr.attrib["type"]
            changes.append(f"kept {_said(entry)}")
    for entry in sorted(wanted - set(have), key=lambda e: (e[0], e[1] or "")):
        source, sense = entry
        msg = ET.SubElement(ctx, "message")
        ET.SubElement(msg, "source").text = source
        if sense:
            ET.SubElement(msg, "comment").text = sense
        tr = ET.SubElement(msg, "translation")
        found = source in known and not sense
        if found:
            tr.text = known[source]
        else:
            tr.set("type", "unfinished")
        changes.append(f"added {_said(entry)}" + ("" if found else " (to translate)"))
    for other in root.findall("context"):
        if (other.findtext("name") or "") == CONTEXT:
            continue
        for msg in list(other.findall("message")):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") in ("vanished", "obsolete"):
                other.remove(msg)
                changes.append(f"dropped the interface's vanished {msg.findtext('source')!r}")
        if not other.findall("message"):
            root.remove(other)
    return changes


def _said(entry: Entry) -> str:
    return repr(entry[0]) + (f" ({entry[1]})" if entry[1] else "")


def _text(value: str | None) -> str:
    """XML text as pyside6-lupdate writes it (quotes and apostrophes as entities)."""
    return (value or "").replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") \
        .replace('"', "&quot;").replace("'", "&apos;")


def _element(el: ET.Element, depth: int, out: list[str]) -> None:
    pad = "    " * depth
    attrs = "".join(f' {k}="{_text(v)}"' for k, v in el.attrib.items())
    children = list(el)
    if not children:
        out.append(f"{pad}<{el.tag}{attrs}>{_text(el.text)}</{el.tag}>")
        return
    out.append(f"{pad}<{el.tag}{attrs}>")
    for child in children:
        _element(child, depth + 1, out)
    out.append(f"{pad}</{el.tag}>")


def write(root: ET.Element, path: Path) -> None:
    """The file in pyside6-lupdate's own layout, so its diffs stay small."""
    attrs = "".join(f' {k}="{_text(v)}"' for k, v in root.attrib.items())
    out = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", f"<TS{attrs}>"]
    for ctx in root:
        out.append("<context>")
        for child in ctx:
            _element(child, 1, out)
        out.append("</context>")
    out.append("</TS>")
    path.write_text("\n".join(out) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    from .paths import asset
    ap = argparse.ArgumentParser(prog="python -m biscambiggia_gui.catalogue",
                                 description=__doc__.split("\n\n")[0])
    ap.add_argument("ts", nargs="*", type=Path, help="Linguist files (default: the game's)")
    ap.add_argument("--check", action="store_true", help="change nothing; exit 1 if not in step")
    args = ap.parse_args(argv)
    files = args.ts or sorted(asset("translations").glob("*.ts"))
    english = entries()
    status = 0
    for path in files:
        root = ET.parse(path).getroot()
        changes = sync(root, english)
        if args.check:
            if changes:
                print(f"{path}: not in step with the catalogue: {'; '.join(changes[:5])}"
                      + (f" and {len(changes) - 5} more" if len(changes) > 5 else ""),
                      file=sys.stderr)
                status = 1
            continue
        write(root, path)
        print(f"{path}: {len(changes)} changes")
    return status


if __name__ == "__main__":
    sys.exit(main())
