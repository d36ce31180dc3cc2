"""Messages as data: a code and its arguments (python-chess's `Termination`, store/saves.py's
message ids). The engine and the players never write sentences for people: a refusal, a
hint's reason or an announcement is a `Message`, and the table renders it from one
translatable template per code, in the player's language, naming cards as the deck does.

`str(message)` is the English sentence (records, the command line, the bot protocol),
from `TEMPLATES`, the one English source of every template. The window's translation
table (ui/messages.py) marks the same English texts for Qt Linguist; a test keeps the two
equal.

Argument conventions, so a renderer knows how to name them:
- a name starting with ``card`` holds a card code ("7H") or a list of codes;
- a name starting with ``suit`` holds a suit letter ("H", "D", "C", "S", "T");
- a name starting with ``seat`` holds a seat number; anything else is a number or a word.

Refusals. Everything the engine refuses raises a `Refusal` (a ValueError) whose `.message`
is a Message; `str(exc)` is the English sentence, as before. The subclasses say who refused:
`IllegalAction` (engine/state.py: a move the rules refuse now), `OptionError`
(engine/variants.py: a variant or option), `SetupError` (a deck, a dealer, a card code),
`RecordError` (engine/record.py: a record that does not replay; `.message` is the reason,
`.hand` and `.action` say where). `HandState.refusal(action)` gives the Message for a move
without raising (`why_illegal` is its English text). The codes, each registered once with
`template()` in the module that produces it:

    illegal.*      a move refused by the rules (not in hand, follow suit, not your turn, ...)
    buona.*        Tarocchi's buone refused (wrong cards, already declared, ...)
    match.*        a match-level refusal (the match is over, no hand in progress, ...)
    option.*       an option refused (unknown, wrong type, not allowed, out of bounds)
    variant.unknown
    setup.*        a wrong deck, a dealer who is not a seat, a card code of no deck
    action.*       a record's action object that cannot be read
    record.*       a record that is not a record (format, JSON, lists)

To render one for a person: look up the translated template of `message.code` (the window
marks every English template of `TEMPLATES` for Qt Linguist), then fill each argument by its
name: card* with the card's name in the deck in use, suit* with the suit's name, seat* with
the seat's name, the rest as they are. `Message.to_json()` carries one over the bot protocol,
with every field its template names (its game's words too: `NOUNS`).
"""
from __future__ import annotations

import os

from collections.abc import Mapping
from typing import Any

TEMPLATES: dict[str, str] = {}
ENGLISH_SUITS = {"H": "hearts", "D": "diamonds", "C": "clubs", "S": "spades", "T": "tarots"}
_SUIT_WORDS: dict[str, Mapping[str, str]] = {}   # a code whose English names suits its own way


RESTATING: set[str] = set()     # a player's reasons that only say its move again
SENSES: dict[str, str] = {}     # a code whose English another game's code also says: its sense
NOUNS: dict[str, dict[str, str]] = {}   # a code -> {field: the code of its game's word}
BEHIND: dict[str, str] = {}     # a code whose negative {points} another code says, as behind
ONE: dict[str, tuple[str, str]] = {}   # a code -> (its count's field, the code said for 1)
LEVEL: dict[str, tuple[str, str]] = {}  # a code -> (its margin's field, the code said for 0)


def template(code: str, english: str, suit_words: Mapping[str, str] | None = None,
             restates: bool = False, behind: str | None = None, one: str | None = None,
             count: str = "n", level: str | None = None, sense: str | None = None,
             nouns: Mapping[str, str] | None = None) -> str:
    """Register the English template of `code` (once, where the code is produced);
    `suit_words` names suit* arguments in its English text (default: hearts, diamonds...);
    `restates`: a player's reason that only says its move again ("declares the marriage"),
    which the window's hint, having said the move, leaves out (ui/explain.py); `behind`: the
    code (registered already) that says a negative {points} of this one, by its size ("-3.5
    points ahead" read as "3.5 points behind": `worded`); `one`: the same sentence for a
    whole count of 1 in its field `count` ("1 point", never "1 points": `worded`),
    registered as the code `code + ".one"`; `level`: the same sentence for a margin of 0
    in its field `count` ("level on average", never "0 points ahead" nor "0.0 points
    ahead"), registered as the code `code + ".level"`. A sentence with a margin ({points}
    ahead or behind) gives all three: `behind`, `one`, `level`.
    `sense`: where one English needs another Italian in another game (the talon: "pozzo" in
    the Genoese games, "tallone" in Briscola; Briscola's "calare per primo" for leading),
    the Linguist entry's disambiguation, its translator's note ("Briscola: tallone"): the
    same English with another sense is another entry. `nouns`: a field the sentence always
    fills with one of its game's words, by that word's code ({"talon": the game's word for
    the talon}): "The {talon} is empty", said "Il pozzo è finito" in Biscambiggia, "Il
    tallone è finito" in Briscola; each game's package names its words once (its words.py)
    and its sentences take them from there (docs/i18n.md, "Each game's own words")."""
    if restates:
        RESTATING.add(code)
    if behind:
        BEHIND[code] = behind
    if one is not None:
        ONE[code] = (count, template(code + ".one", one, suit_words, sense=sense, nouns=nouns))
    if level is not None:
        LEVEL[code] = (count, template(code + ".level", level, suit_words, sense=sense,
                                       nouns=nouns))
    known = TEMPLATES.setdefault(code, english)
    if known != english:
        raise ValueError(f"message {code!r} registered twice with different templates")
    if sense:
        SENSES[code] = sense
    if nouns:
        NOUNS[code] = dict(nouns)
    if suit_words:
        _SUIT_WORDS[code] = suit_words
    return code


SHOWN_CHARS = 40    # the most characters of a value from a file that a message quotes


def shown(value: Any, limit: int = SHOWN_CHARS) -> str:
    """A value read from a file (a record's card, action, option, variant), as a refusal
    quotes it: as Python writes it (text in quotes, control characters and line breaks
    escaped: one line, nothing invisible), cut to `limit` characters with "…" (a name of
    thousands of characters once filled the whole message box)."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


def plain(value: Any, limit: int = SHOWN_CHARS) -> str:
    """A word read from a file shown as a word, without quotes (a computer's level that
    this version does not know): control characters become spaces, spaces are collapsed,
    a value that is not text is written as JSON writes it, cut to `limit` characters with
    "…"; "?" for nothing."""
    if value is None:
        return "?"
    if not isinstance(value, str):
        import json
        try:
            value = json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError):
            value = repr(value)
    text = " ".join("".join(c if c.isprintable() else " " for c in value).split())
    if not text:
        return "?"
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "\u2026"


def shown_name(name: str) -> str:
    """A file's name or path as a message shows it: on one line and whole (`plain` cuts a
    value short; a file name is never cut): each control character, line break, invisible
    mark (a right-to-left override) or undecodable byte becomes "\ufffd", another kind of
    space a plain space, so that a message box shows one line that names the file."""
    import unicodedata
    out = []
    for c in str(name):
        if c.isprintable():
            out.append(c)
        else:
            out.append(" " if unicodedata.category(c) == "Zs" else "\ufffd")
    return "".join(out)


PATH_CHARS = 60     # the longest path a message shows whole (a file's name is never cut)
OPEN_QUOTE, CLOSE_QUOTE = "\u201c", "\u201d"   # the catalogue's quotes, in both languages


def shown_path(path: Any, limit: int = PATH_CHARS) -> str:
    """A file's or a folder's path (or a file's name alone) as every message shows it,
    the one rule: in the catalogue's quotes (“…”: the templates never quote a path
    themselves); the home folder written "~" where the system says so (not on Windows);
    on one line with every character a reader can see (`shown_name`: a line break, a
    control character, an invisible mark or a byte that is not UTF-8, as os.fsdecode
    leaves it, becomes "\ufffd"); and a path longer than `limit` characters shortened in
    the middle with "…", at a folder's edge where it can be, its last part (the file's
    name) whole however long. docs/i18n.md, "Paths in messages"."""
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    text = os.fspath(path) if isinstance(path, os.PathLike) else str(path or "")
    text = shown_name(_home_shortened(text))
    return OPEN_QUOTE + _middle_cut(text, limit) + CLOSE_QUOTE


def _home_shortened(text: str) -> str:
    """`text` with the home folder at its start written "~" ("~/partite/a.json"), as a
    shell and a file manager write it; as it is on Windows, where "~" means nothing."""
    if os.name == "nt":
        return text
    home = os.path.expanduser("~").rstrip("/")
    if not home or home == "~" or not home.startswith("/"):
        return text                        # no home, or "/" itself: nothing to shorten
    if text == home:
        return "~"
    return "~" + text[len(home):] if text.startswith(home + "/") else text


def _middle_cut(text: str, limit: int) -> str:
    """`text` (a path) cut in the middle to about `limit` characters: its start, "…" and
    its end, the last part whole; the cuts moved to a separator where one is near."""
    if len(text) <= limit:
        return text
    seps = "/\\" if os.name == "nt" else "/"
    at = max(text.rfind(sep) for sep in seps)
    if at <= 0:
        return text                        # a name alone, or "/name": whole
    folder, last = text[:at], text[at:]    # `last` begins with its separator
    room = max(limit - len(last) - 1, 12)  # what of the folder is shown, at the least a bit
    if len(folder) <= room:
        return text
    head, tail = folder[:(room + 1) // 2], folder[len(folder) - room // 2:]
    edge = max(head.rfind(sep) for sep in seps)
    if edge > 0:
        head = head[:edge + 1]             # "/media/stick/" rather than "/media/sti"
    edge = min((i for i in (tail.find(sep) for sep in seps) if i >= 0), default=-1)
    if edge >= 0:
        tail = tail[edge:]                 # "/2026/novembre" rather than "bre"
    return head + "\u2026" + tail + last


def worded(message: Message) -> Message:
    """The message as it is said to a person: a margin of 0 by its own sentence (`LEVEL`:
    "level on average"; a mean rounded to 0.0, or to -0.0, is level too), a margin behind
    said as behind (`BEHIND`), a whole count of 1 by its singular sentence (`ONE`: "1
    point"; "1.0 points" stays as it is); the data (`to_json`) keeps the code and the
    signed figure."""
    if message.code in LEVEL:
        field, even = LEVEL[message.code]
        figure = message.args.get(field)
        if isinstance(figure, (int, float)) and not isinstance(figure, bool) and figure == 0:
            return Message(even, **message.args)
    points = message.args.get("points")
    if message.code in BEHIND and isinstance(points, (int, float)) and points < 0:
        message = Message(BEHIND[message.code], **{**message.args, "points": -points})
    if message.code in ONE:
        field, singular = ONE[message.code]
        if type(message.args.get(field)) is int and message.args[field] == 1:
            return Message(singular, **message.args)
    return message


def _english(name: str, value: Any, suits: Mapping[str, str]) -> str:
    if isinstance(value, Message):                    # a part of the sentence
        return str(value)
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Message) for v in value):
        return "; ".join(str(v) for v in value)
    if isinstance(value, (list, tuple)):
        return ", ".join(_english(name, v, suits) for v in value) if value else "-"
    if name.startswith("suit") and isinstance(value, str):
        return str(suits.get(value, value))
    if name.startswith("seat") and isinstance(value, int) and not isinstance(value, bool):
        return f"seat {value}"          # the window says the seat's name instead
    return str(value)


class Message:
    """An immutable message: `code` (a registered template id) and `args` (a dict)."""

    __slots__ = ("code", "args")
    code: str
    args: dict[str, Any]

    def __init__(self, code: str, **args: Any):
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "args", args)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Message is immutable")

    def __str__(self) -> str:
        said = worded(self)
        text = TEMPLATES.get(said.code)
        if text is None:
            return said.code
        suits = _SUIT_WORDS.get(said.code, ENGLISH_SUITS)
        args = {**{k: Message(v) for k, v in NOUNS.get(said.code, {}).items()}, **said.args}
        return text.format(**{k: _english(k, v, suits) for k, v in args.items()})

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.args.items())
        return f"Message({self.code!r}{', ' if args else ''}{args})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and (self.code, self.args) == (other.code, other.args)

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted((k, repr(v)) for k, v in self.args.items()))))

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data; a field holding Messages (the parts of a sentence) nests them.
        Every field of the template is in `args`, so that a client renders the sentence
        from the JSON alone (docs/bot-protocol.md, "Messages as data"): a field the
        sentence fills with its game's own word (`NOUNS`: {talon}, "pozzo" or "tallone")
        comes as that word's message, {"code": "words.briscola.talon", "args": {}}, as
        any part of a sentence does."""
        args = {k: _plain(v) for k, v in self.args.items()}
        for name, code in NOUNS.get(self.code, {}).items():
            args.setdefault(name, {"code": code, "args": {}})
        return {"code": self.code, "args": args}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        """The Message of `to_json`'s data: a game's word that `to_json` added (`NOUNS`)
        is left to the code again, so that a message read back is the one written."""
        code = data["code"]
        nouns = NOUNS.get(code, {})
        return cls(code, **{k: _parts(v) for k, v in data.get("args", {}).items()
                            if not (k in nouns and v == {"code": nouns[k], "args": {}})})


def _plain(value: Any) -> Any:
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, (list, tuple)) and any(isinstance(v, Message) for v in value):
        return [_plain(v) for v in value]
    return value


def _parts(value: Any) -> Any:
    if isinstance(value, dict) and set(value) == {"code", "args"}:
        return Message.from_json(value)
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        return [_parts(v) for v in value]
    return value


class Refusal(ValueError):
    """Something the engine refuses, as data: `.message` is a Message, str() its English.
    Raise it as `Refusal(Message(code, ...))` or, shorter, `Refusal(code, **args)`."""

    def __init__(self, message: Message | str, **args: Any):
        if not isinstance(message, Message):
            message = Message(message, **args)
        self.message: Message = message
        super().__init__(str(message))


class SetupError(Refusal):
    """A deck, a dealer or a card code that the engine cannot set a game up with."""
