"""Actions as small immutable strings, and their JSON form in game records.

    "7H"                     play a card
    "marriage:H"             Mariagio: declare the marriage of hearts
    "exchange:2H"            Mariagio: swap the 2 of trumps for the turned trump
    "tarocchi:T1,T5,..."     Tarocchi: show a buona (tarocchi, gatti, famiglia, quaterno, terno)
    "give:5S"                Tarocchi: the card given back after the matto
"""
from __future__ import annotations

from .messages import Refusal, template

NOT_OBJECT = template("action.not_object", "an action must be a JSON object, not {value}")
NO_SEAT = template("action.no_seat", "the action has no seat number")
MARRIAGE_SUIT = template("action.marriage_suit", "a marriage needs a suit H, D, C or S, not {value}")
NO_CARDS = template("action.no_cards", "the {buona} declaration lists no cards")
UNKNOWN_DECLARATION = template("action.unknown_declaration", "unknown declaration {value}")
UNKNOWN = template("action.unknown", "unknown action {value}")
NOT_A_CARD = template("action.not_a_card", "{value} is not a card")
SEVERAL = template("action.several", "an action does one thing, but this one has {keys}: "
                                     "keep only one of play, exchange, give and declare")

BUONE = ("tarocchi", "gatti", "famiglia", "quaterno", "terno")
KINDS = ("marriage", "exchange", "give") + BUONE


def kind_of(action: str) -> str:
    """"play" for a card, else the word before the colon."""
    head, sep, _ = action.partition(":")
    return head if sep else "play"


def argument(action: str) -> str:
    return action.partition(":")[2]


def cards_of(action: str) -> list[str]:
    """The cards a buona shows."""
    arg = argument(action)
    return arg.split(",") if arg else []


def buona(kind: str, cards) -> str:
    return f"{kind}:{','.join(cards)}"


def to_json(seat: int, action: str) -> dict:
    kind = kind_of(action)
    if kind == "play":
        return {"seat": seat, "play": action}
    if kind == "marriage":
        return {"seat": seat, "declare": "marriage", "suit": argument(action)}
    if kind in ("exchange", "give"):
        return {"seat": seat, kind: argument(action)}
    return {"seat": seat, "declare": kind, "cards": cards_of(action)}


def from_json(obj) -> tuple[int, str]:
    """(seat, action) from a record's action object; a Refusal (action.*) says what is wrong."""
    if not isinstance(obj, dict):
        raise Refusal(NOT_OBJECT, value=repr(obj))
    seat = obj.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise Refusal(NO_SEAT)
    kinds = [key for key in ("play", "exchange", "give", "declare") if key in obj]
    if len(kinds) > 1:
        raise Refusal(SEVERAL, keys=", ".join(kinds))
    if "play" in obj:
        return seat, _card_text(obj["play"])
    for key in ("exchange", "give"):
        if key in obj:
            return seat, f"{key}:{_card_text(obj[key])}"
    declare = obj.get("declare")
    if declare == "marriage":
        suit = obj.get("suit")
        if suit not in ("H", "D", "C", "S"):
            raise Refusal(MARRIAGE_SUIT, value=repr(suit))
        return seat, f"marriage:{suit}"
    if declare in BUONE:
        cards = obj.get("cards")
        if not isinstance(cards, list) or not cards:
            raise Refusal(NO_CARDS, buona=declare)
        return seat, buona(declare, [_card_text(c) for c in cards])
    if declare is not None:
        raise Refusal(UNKNOWN_DECLARATION, value=repr(declare))
    raise Refusal(UNKNOWN, value=repr(obj))


def _card_text(value) -> str:
    if not isinstance(value, str) or not value or "," in value or ":" in value:
        raise Refusal(NOT_A_CARD, value=repr(value))
    return value.strip().upper()
