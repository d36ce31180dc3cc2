#!/usr/bin/env python3
"""The Flatpak manifest as Flathub takes it: the runtime branch from kde-branch.json (the
one place it is kept) and the game's git source pinned to the release tag and its commit.

    python packaging/flatpak/pin_source.py                 write the pinned manifest into dist/
    python packaging/flatpak/pin_source.py --in-place      update the manifest in the tree
                                                           (branch and tag; the commit only
                                                           if the tag exists here)

A tag can be moved after the fact, so Flathub wants the commit beside it; a manifest can't
name the commit that contains itself, so the one in the tree carries the tag and a commit
of zeros, which no fetch finds, and the release workflow (a tag `v*` pushed) makes the
pinned copy with this script and attaches it to the draft release for the Flathub pull
request. It refuses a tag that does not exist or does not match `__version__`.
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
APP_ID = "io.github.biscambiggia.Biscambiggia"
MANIFEST = HERE / f"{APP_ID}.json"
BRANCH = HERE / "kde-branch.json"
UNPINNED = "0" * 40


def version() -> str:
    text = (ROOT / "biscambiggia_gui" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", text, re.M).group(1)


def branch() -> str:
    return json.loads(BRANCH.read_text(encoding="utf-8"))["branch"]


def tag_commit(tag: str, repo: Path = ROOT) -> str | None:
    proc = subprocess.run(["git", "rev-parse", "--verify", "--quiet", f"refs/tags/{tag}^{{commit}}"],
                          cwd=repo, capture_output=True, text=True)
    return proc.stdout.strip() or None


def pinned(manifest: dict, repo: Path = ROOT, require_tag: bool = True) -> dict:
    out = json.loads(json.dumps(manifest))
    out["runtime-version"] = out["base-version"] = branch()
    tag = f"v{version()}"
    commit = tag_commit(tag, repo)
    if commit is None and require_tag:
        sys.exit(f"pin_source: no tag {tag} in {repo} (tag the release first)")
    for module in out["modules"]:
        for source in module.get("sources", []):
            if source.get("type") == "git" and "biscambiggia" in source.get("url", ""):
                source["tag"], source["commit"] = tag, commit or source.get("commit", UNPINNED)
    return out


def dump(manifest: dict, path: Path) -> None:
    path.write_text(json.dumps(manifest, indent=4) + "\n", encoding="utf-8")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--in-place", action="store_true")
    parser.add_argument("--repo", type=Path, default=ROOT, help="the git repository holding the tag")
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / f"{APP_ID}.json")
    args = parser.parse_args(argv)
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    if args.in_place:
        dump(pinned(manifest, args.repo, require_tag=False), MANIFEST)
        print(f"pin_source: {MANIFEST}")
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    dump(pinned(manifest, args.repo), args.out)
    print(f"pin_source: {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
