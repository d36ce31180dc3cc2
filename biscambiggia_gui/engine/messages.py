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
"""
from __future__ import annotations

TEMPLATES: dict[str, str] = {}


def template(code: str, english: str) -> str:
    """Register the English template of `code` (once, where the code is produced)."""
    known = TEMPLATES.setdefault(code, english)
    if known != english:
        raise ValueError(f"message {code!r} registered twice with different templates")
    return code


def _english(name: str, value) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(_english(name, v) for v in value)
    return str(value)


class Message:
    """An immutable message: `code` (a registered template id) and `args` (a dict)."""

    __slots__ = ("code", "args")

    def __init__(self, code: str, **args):
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "args", args)

    def __setattr__(self, name, value):
        raise AttributeError("Message is immutable")

    def __str__(self) -> str:
        text = TEMPLATES.get(self.code)
        if text is None:
            return self.code
        return text.format(**{k: _english(k, v) for k, v in self.args.items()})

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.args.items())
        return f"Message({self.code!r}{', ' if args else ''}{args})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Message) and (self.code, self.args) == (other.code, other.args)

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted((k, repr(v)) for k, v in self.args.items()))))

    def to_json(self) -> dict:
        return {"code": self.code, "args": dict(self.args)}

    @classmethod
    def from_json(cls, data: dict) -> "Message":
        return cls(data["code"], **data.get("args", {}))
