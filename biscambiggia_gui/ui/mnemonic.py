"""Alt-letters (Qt's mnemonics, "&" before a letter of a button's text) for the buttons the
table shows whose words are not fixed: a declaration ("Declare the marriage in Cups"), the
button that carries on ("Next hand (dealer: Anna)"), the pass screen's ("I am Anna: show my
cards"). Fixed words carry the letter their translator chose (tr("H&int")); these get one
here, never one another control in view already answers (the menu bar's, the panel's own
buttons'), so Alt+letter always presses the button that shows it.

`words(text)` is what a button with a letter shows, and what a screen reader, a tooltip or
a measure of its width must use: "&&" is a shown "&", a lone "&" marks the letter."""
from __future__ import annotations

import re

from PySide6.QtWidgets import QAbstractButton, QMainWindow, QWidget

LETTERS = "abcdefghijklmnopqrstuvwxyz"        # a key on every keyboard: no accented letter
DIGITS = "0123456789"
WORD = re.compile(r"[^\W\d_]+")               # a word: letters only ("(+20)" is none)


def words(text: str) -> str:
    """The words `text` shows on a button: its Alt-letter's "&" gone, "&&" one "&"."""
    return re.sub(r"&(.)", r"\1", text, flags=re.DOTALL)


def letter(text: str) -> str:
    """The Alt-letter of `text`, small; "" where it has none."""
    found = re.search(r"&([^&])", text.replace("&&", "\0\0"))
    return found.group(1).lower() if found else ""


def escaped(text: str) -> str:
    """`text` shown as it is: each "&" doubled, so none marks a letter (a player named
    "Tom & Jerry" is not "Tom _Jerry")."""
    return text.replace("&", "&&")


def with_letter(text: str, taken: set[str], common: frozenset[str] = frozenset()) -> str:
    """`text` (plain words) with an Alt-letter none of `taken` is: from the words not in
    `common` (the words all its sibling buttons share: "Trump suit:"), the first letter of
    a word, then any other letter; then the same from the shared words; then a digit.
    Without a free one, `text` shown as it is, with no letter."""
    spans = [(m.start(), m.group()) for m in WORD.finditer(text)]
    places = []
    for part in ([(at, w) for at, w in spans if w.lower() not in common],
                 [(at, w) for at, w in spans if w.lower() in common]):
        places += [at for at, _ in part]
        places += [at + i for at, w in part for i in range(1, len(w))]
    places += [i for i, ch in enumerate(text) if ch in DIGITS]
    for at in places:
        ch = text[at].lower()
        if (ch in LETTERS or ch in DIGITS) and ch not in taken:
            return escaped(text[:at]) + "&" + escaped(text[at:])
    return escaped(text)


def common_words(texts: list[str]) -> frozenset[str]:
    """The words (small) every one of `texts` has, where there are two or more of them."""
    if len(texts) < 2:
        return frozenset()
    sets = [{w.lower() for w in WORD.findall(t)} for t in texts]
    return frozenset(set.intersection(*sets))


def letters_in_use(window: QWidget, besides: tuple[QWidget, ...] = (),
                   always: QWidget | None = None) -> set[str]:
    """The Alt-letters `window` answers now: its menu bar's, and those of its buttons in
    view, besides `besides` (and the buttons inside them); the buttons inside `always`
    count shown or hidden (the panel's own: Undo, a lesson's Next come and go)."""
    taken: set[str] = set()
    if isinstance(window, QMainWindow) and window.menuWidget() is not None:
        taken |= {letter(a.text()) for a in window.menuBar().actions()}
    for b in window.findChildren(QAbstractButton):
        if b.window() is not window or any(b is w or w.isAncestorOf(b) for w in besides):
            continue
        if b.isVisibleTo(window) or (always is not None and always.isAncestorOf(b)):
            taken.add(letter(b.text()))
    taken.discard("")
    return taken
