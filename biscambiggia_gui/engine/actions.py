"""Actions: small immutable strings (python-chess's `Move` with its text form), each of a
kind registered once with its record form (docs/rules.md section 8).

    "7H"                     play a card                     {"seat": 0, "play": "7H"}
    "marriage:H"             Mariagio's marriage of hearts   {"seat": 0, "declare": "marriage", "suit": "H"}
    "exchange:2H"            Mariagio's exchange of the 2    {"seat": 0, "exchange": "2H"}
    "tarocchi:T1,T5,..."     a Tarocchi buona                {"seat": 0, "declare": "tarocchi", "cards": [...]}
    "give:5S"                the card given for the matto    {"seat": 0, "give": "5S"}
    "bid:71", "pass", ...    the chiamata games' auction     (games/chiamata)

Each game registers the kinds it adds (`register_action`); an action of a kind nobody
registered is an error wherever it is met (a record, a save, the bot protocol, the table),
never dropped. `to_json(seat, action)` and `from_json(obj)` are the record forms;
tests/engine/test_registry.py round-trips every kind of every game through a record.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .messages import Refusal, shown, template

NOT_OBJECT = template("action.not_object", "an action must be a JSON object, not {value}")
NO_SEAT = template("action.no_seat", "the action has no seat number")
UNKNOWN_DECLARATION = template("action.unknown_declaration", "unknown declaration {value}")
UNKNOWN = template("action.unknown", "unknown action {value}")
NOT_A_CARD = template("action.not_a_card", "{value} is not a card")
TWO_KINDS = template("action.two_kinds",
                     "an action does one thing, but this one names {kinds}: keep one of them")
UNKNOWN_KIND = template("action.unknown_kind", "{value} is no kind of action this program knows")


@dataclass(frozen=True)
class ActionKind:
    """A kind of action: `name` is the word before the colon of its text ("play" for a bare
    card); `key` the record field that names it ("play", "exchange", "give", "declare",
    "bid"...), with `declare` the value of a "declare" field; `encode` gives the record's
    fields (seat aside), `decode` reads them back (a Refusal says what is wrong); `label` is
    the message code of its words on a button (`label_args` gives that message's fields);
    `advice` the code of the hint's words for it where the button's are not an imperative
    like the hint's others ("Pass", said "Passo" on the button, is advised "Pass.", "Passa.";
    ui/explain.py `move_text`; the same fields as `label`; empty: the label and a full stop);
    `example` an action of the kind (the registry's test round-trips it); `own_cards`: the
    cards its text names are the acting seat's own (a card given, a buona shown), not
    another's (a call names a card some other seat may hold)."""
    name: str
    key: str
    encode: Callable[[str], dict[str, Any]]
    decode: Callable[[dict[str, Any]], str]
    label: str = ""
    label_args: Callable[[str], dict[str, Any]] | None = None
    advice: str = ""
    declare: str | None = None
    example: str = ""
    own_cards: bool = True


ACTION_KINDS: dict[str, ActionKind] = {}
_DECLARATIONS: dict[str, ActionKind] = {}


def register_action(kind: ActionKind) -> ActionKind:
    """Register one kind of action (once; the same name twice is an error)."""
    if kind.name in ACTION_KINDS and ACTION_KINDS[kind.name] != kind:
        raise ValueError(f"action kind {kind.name!r} registered twice")
    ACTION_KINDS[kind.name] = kind
    if kind.key == "declare":
        _DECLARATIONS[kind.declare or kind.name] = kind
    return kind


def kind_of(action: str) -> str:
    """"play" for a card, else the word before the colon (or the whole word: "pass")."""
    head, sep, _ = action.partition(":")
    if sep:
        return head
    return head if head in ACTION_KINDS and head != "play" else "play"


def action_kind(action: str) -> ActionKind:
    """The registered kind of `action`; a Refusal if nobody registered it."""
    kind = ACTION_KINDS.get(kind_of(action))
    if kind is None:
        raise Refusal(UNKNOWN_KIND, value=shown(action))
    return kind


def argument(action: str) -> str:
    return action.partition(":")[2]


def cards_of(action: str) -> list[str]:
    """The cards a declaration shows (a buona: "terno:JH,JD,JC")."""
    arg = argument(action)
    return arg.split(",") if arg else []


def card_text(value: Any) -> str:
    """A card code from a record field; a Refusal if it cannot be one."""
    if not isinstance(value, str) or not value or "," in value or ":" in value:
        raise Refusal(NOT_A_CARD, value=shown(value))
    return value.strip().upper()


def to_json(seat: int, action: str) -> dict[str, Any]:
    return {"seat": seat, **action_kind(action).encode(action)}


def _keys() -> set[str]:
    return {k.key for k in ACTION_KINDS.values()}


def from_json(obj: Any) -> tuple[int, str]:
    """(seat, action) from a record's action object; a Refusal (action.*) says what is
    wrong: not an object, no seat, no kind or two kinds of action in one object."""
    if not isinstance(obj, dict):
        raise Refusal(NOT_OBJECT, value=shown(obj))
    seat = obj.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise Refusal(NO_SEAT)
    named = sorted(k for k in obj if k in _keys())
    if len(named) > 1:
        raise Refusal(TWO_KINDS, kinds=", ".join(named))
    if not named:
        raise Refusal(UNKNOWN, value=shown(obj))
    key = named[0]
    if key == "declare":
        kind = _DECLARATIONS.get(obj["declare"]) if isinstance(obj["declare"], str) else None
        if kind is None:
            raise Refusal(UNKNOWN_DECLARATION, value=shown(obj["declare"]))
    else:
        kind = next(k for k in ACTION_KINDS.values() if k.key == key)
    return seat, kind.decode(obj)


PLAY = register_action(ActionKind(
    "play", "play", lambda action: {"play": action},
    lambda obj: card_text(obj["play"]), example="7H"))
