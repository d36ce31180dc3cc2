"""What each installer says the program plays names every game of the registry. The
frozen .deb's Description, the Debian package's, the AppStream description (English and
Italian), the menu entry's comment, the Windows setup's and the sdist's summary said
"Biscambiggia, Briscola, Mariagio and Tarocchi a pizzico" after the two five-player
games (Briscola chiamata, Biscambiggia chiamata) had joined the game (the manual page
and README.md named them)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from biscambiggia_gui.ui.setup import game_title, games

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"


def text(path: str) -> str:
    return (ROOT / path).read_text(encoding="utf-8")


def between(whole: str, start: str, end: str) -> str:
    """From `start` to the next `end` (or the end of `whole`)."""
    first = whole.index(start)
    last = whole.find(end, first)
    return whole[first:] if last < 0 else whole[first:last]


def metainfo(lang: str | None) -> str:
    body = between(text("packaging/linux/io.github.biscambiggia.Biscambiggia.metainfo.xml"),
                   "<description>", "</description>")
    items = re.findall(r"<li( xml:lang=\"(\w+)\")?>(.*?)</li>", body)
    return " ".join(words for _, item_lang, words in items if (item_lang or None) == lang)


def desktop(key: str) -> str:
    found = re.search(rf"^{re.escape(key)}=(.*)$",
                      text("packaging/linux/io.github.biscambiggia.Biscambiggia.desktop"), re.M)
    assert found, key
    return found.group(1)


def iss(name: str) -> str:
    found = re.search(rf"^{name}=(.*)$", text("packaging/windows/biscambiggia.iss"), re.M)
    assert found, name
    return found.group(1)


DESCRIPTIONS = {
    "the frozen .deb (packaging/build_deb.py)":
        lambda: between(text("packaging/build_deb.py"), "Description:", '"""'),
    "debian/control": lambda: between(text("debian/control"), "Description:", "\n\n"),
    "the metainfo, English": lambda: metainfo(None),
    "the metainfo, Italian": lambda: metainfo("it"),
    "the menu entry's Comment": lambda: desktop("Comment"),
    "the menu entry's Comment[it]": lambda: desktop("Comment[it]"),
    "the Windows setup, English": lambda: iss("english.AppComment"),
    "the Windows setup, Italian": lambda: iss("italian.AppComment"),
    "the sdist and wheels (pyproject.toml)":
        lambda: re.search(r'^description = "(.*)"$', text("pyproject.toml"), re.M).group(1),
    "the manual page": lambda: text("packaging/linux/biscambiggia.6"),
}


@pytest.mark.parametrize("where", sorted(DESCRIPTIONS))
def test_every_game_is_named(where):
    said = " ".join(DESCRIPTIONS[where]().replace("\\-", "-").split())
    missing = [game_title(g) for g in games() if game_title(g) not in said]
    assert not missing, f"{where} does not name {missing}: {said[:300]}"
