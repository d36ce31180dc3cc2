"""Game records (docs/rules.md section 8): write any match as JSON, read one back, and replay it
with every action checked. `python -m biscambiggia_gui replay RECORD.json`."""
from __future__ import annotations

import json
from typing import Any

from . import boundedjson
from .actions import from_json
from .match import Match
from .messages import Message, Refusal, shown, template
from .state import IllegalAction
from .words import HAND_WORDS
from .registry import variants

FORMAT = 1
MAX_BYTES = 8 * 1024 * 1024      # a long match is some 100 kB: refuse far bigger files unread
MAX_HANDS = 1000                 # no match rule plays more hands
MAX_ACTIONS = 1000               # a hand of the largest deck has fewer than 200

NOT_OBJECT = template("record.not_object", "a record is a JSON object")
BAD_FORMAT = template("record.format", "unknown record format {value} (this program reads {format})")
NO_HANDS = template("record.no_hands", "the record has no list of hands")
BAD_OPTIONS = template("record.options", "options must be a JSON object")
BAD_HAND = template("record.hand", "a hand is a JSON object with a deck and actions")
BAD_DECK = template("record.deck", "the deck must be a list of card codes")
BAD_ACTIONS = template("record.actions", "actions must be a list")
UNFINISHED = template("record.unfinished", "this hand is not finished, yet another hand follows it")
BAD_JSON = template("record.json", "not valid JSON ({error} at line {line}, column {column})")
BAD_VARIANT = template("record.variant", "the variant must be a variant name (a string)")
UNKNOWN_VARIANT = template("record.unknown_variant", "unknown variant {name}")
BAD_DEALER = template("record.dealer", "the dealer must be a seat number")
TOO_MANY_HANDS = template("record.too_many_hands", "{count} hands, more than any match plays ({limit})")
DECK_SIZE = template("record.deck_size", "a deck of {count}, where {variant} is dealt from {size} cards")
LIMIT = template("record.limit", "refused: {reason}")
TOO_MANY_ACTIONS = template("record.too_many_actions", "{count} actions, more than a hand can have")


class RecordError(Refusal):
    """A record that cannot be replayed; says where (hand and action index) and why:
    `.message` is the reason (a Message: record.*, or the engine's own refusal), `.reason`
    its English, `.hand` and `.action` the indices in the JSON arrays (from 0), for
    programs; `.seat` the seat whose move it is (from 0; None where the entry names none
    readable). `.place` names the hand as the table and the review named it (a Message:
    Match.hand_words, the one numbering: a deal everyone passed is not one of the match's
    hands, so the deal after it is "hand 3, dealt again", not "hand 4"; Briscola's are
    deals); `replay` always gives it, None only where no hand is named. str(), which people
    read (the replay and review commands), says "PLACE, move A+1, by seat S: reason": the
    move counted from 1 among the entries of that hand's "actions", the seat as the record
    and the engine's reasons number seats, from 0 ("it is seat 0's turn, not seat 1's"),
    since the reason speaks to the mover ("your hand")."""

    def __init__(self, reason: Message | str, hand: int | None = None,
                 action: int | None = None, seat: int | None = None,
                 place: Message | None = None):
        message = reason if isinstance(reason, Message) else Message(reason)
        self.reason, self.hand, self.action, self.seat = str(message), hand, action, seat
        if place is None and hand is not None:        # no match to ask: the deal's place
            place = Message(HAND_WORDS["round"], n=hand + 1)
        self.place = place
        where = ""
        if place is not None:
            where = str(place) + (f", move {action + 1}" if action is not None else "")
            where += (f", by seat {seat}" if seat is not None else "") + ": "
        ValueError.__init__(self, where + self.reason)
        self.message = message

    def named(self, match: Match) -> RecordError:
        """The same refusal, its hand named as `match` (the hands before it, replayed)
        numbers it."""
        assert self.hand is not None
        return RecordError(self.message, self.hand, self.action, self.seat,
                           match.hand_words(self.hand))


def _message(exc: ValueError) -> Message:
    """The Message of a refusal (a plain ValueError from elsewhere keeps its English)."""
    return exc.message if isinstance(exc, Refusal) else Message(str(exc))


def to_record(match: Match) -> dict[str, Any]:
    return {
        "format": FORMAT, "variant": match.variant.id, "options": dict(match.options),
        "dealer": match.first_dealer,
        "hands": [{"deck": list(h.deck), "actions": h.record_actions()} for h in match.hands],
    }


def dumps(match: Match) -> str:
    return json.dumps(to_record(match), indent=1)


def replay(record: object) -> Match:
    """The match a record describes, every action checked; RecordError if anything is off.
    Its .hand and .action are indices from 0, as they stand in the JSON arrays; what it
    says names the hand as the table did (RecordError.place) and counts moves from 1."""
    try:
        check_schema(record)
    except RecordError as exc:
        if exc.hand is None:
            raise
        assert isinstance(record, dict)
        # the hands before the faulty one passed the checks: replayed, they number it (or
        # one of them is refused first, the file's first fault)
        before = _replay(dict(record, hands=record["hands"][:exc.hand]))
        if before.hand_in_progress():          # the last of them is unfinished, yet one follows
            raise RecordError(UNFINISHED, exc.hand - 1,
                              place=before.hand_words(exc.hand - 1)) from None
        raise exc.named(before) from None
    assert isinstance(record, dict)
    return _replay(record)


def _replay(record: dict[str, Any]) -> Match:
    """`replay` after `check_schema`: every hand dealt and every action applied."""
    hands = record["hands"]
    try:
        match = Match(record["variant"], record.get("options", {}), record.get("dealer", 0))
    except ValueError as exc:
        raise RecordError(_message(exc)) from None
    for h, hand_rec in enumerate(hands):
        deck, actions = hand_rec["deck"], hand_rec.get("actions", [])
        try:
            match.start_hand([c.strip().upper() for c in deck])
        except (ValueError, IllegalAction) as exc:
            raise RecordError(_message(exc), h, place=match.hand_words(h)) from None
        for a, obj in enumerate(actions):
            seat = None
            try:
                seat, action = from_json(obj)
                match.apply(action, seat)
            except (ValueError, IllegalAction) as exc:
                mover = seat if seat is not None and 0 <= seat < match.variant.players else None
                raise RecordError(_message(exc), h, a, mover, match.hand_words(h)) from None
        current = match.current
        if current is not None and not current.is_over() and h < len(hands) - 1:
            raise RecordError(UNFINISHED, h, place=match.hand_words(h))
    return match


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_schema(record: object) -> None:
    """The record's shape and types (docs/rules.md section 8), before any card is dealt:
    RecordError naming the first field that is wrong. Unknown keys are allowed (a newer
    writer may add some); every known key has its type."""
    if not isinstance(record, dict):
        raise RecordError(NOT_OBJECT)
    fmt = record.get("format")
    if not _is_int(fmt) or fmt != FORMAT:
        raise RecordError(Message(BAD_FORMAT, value=shown(fmt), format=FORMAT))
    variant = record.get("variant")
    known = variants()
    if not isinstance(variant, str) or variant not in known:
        raise RecordError(Message(UNKNOWN_VARIANT, name=shown(variant)) if isinstance(variant, str)
                          else Message(BAD_VARIANT))
    if "options" in record and not isinstance(record["options"], dict):
        raise RecordError(BAD_OPTIONS)
    if "dealer" in record and not _is_int(record["dealer"]):
        raise RecordError(BAD_DEALER)
    hands = record.get("hands")
    if not isinstance(hands, list):
        raise RecordError(NO_HANDS)
    if len(hands) > MAX_HANDS:
        raise RecordError(Message(TOO_MANY_HANDS, count=len(hands), limit=MAX_HANDS))
    size = known[variant].deck_size
    for h, hand_rec in enumerate(hands):
        if not isinstance(hand_rec, dict):
            raise RecordError(BAD_HAND, h)
        deck, actions = hand_rec.get("deck"), hand_rec.get("actions", [])
        if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
            raise RecordError(BAD_DECK, h)
        if len(deck) != size:
            raise RecordError(Message(DECK_SIZE, count=len(deck), variant=variant, size=size), h)
        if not isinstance(actions, list):
            raise RecordError(BAD_ACTIONS, h)
        if len(actions) > MAX_ACTIONS:
            raise RecordError(Message(TOO_MANY_ACTIONS, count=len(actions)), h)


def parse(data: str | bytes) -> object:
    """JSON text or bytes of a record, parsed with the limits of engine.boundedjson
    (size, depth, number length); bytes are a file a person may have edited, decoded by
    boundedjson.decode_text (UTF-8, UTF-16, Windows-1252 where not UTF-8); RecordError
    says what is wrong."""
    try:
        if isinstance(data, bytes):
            if len(data) > MAX_BYTES:
                raise boundedjson.LimitError("size", f"{len(data)} bytes, over the limit of {MAX_BYTES}")
            data = boundedjson.decode_text(data)[0]
        return boundedjson.loads(data, max_bytes=MAX_BYTES)
    except boundedjson.LimitError as exc:
        raise RecordError(Message(LIMIT, reason=exc.reason)) from None
    except json.JSONDecodeError as exc:
        raise RecordError(Message(BAD_JSON, error=boundedjson.fault(exc), line=exc.lineno, column=exc.colno)) from None


def loads(text: str | bytes) -> Match:
    return replay(parse(text))


def summary(match: Match) -> dict[str, Any]:
    """The replay command's output: every hand's points and winner, and the match standing."""
    hands = []
    for i, hand in enumerate(match.hands):
        if hand.is_over():
            entry = match.results[i].to_json()
            entry["finished"] = True
        else:
            entry = {"points": hand.running_points(), "winner": None, "finished": False}
        entry["dealer"] = hand.dealer
        hands.append(entry)
    return {"variant": match.variant.id, "hands": hands,
            "match": {"over": match.is_over(), "winner": match.winner(), "score": match.score(),
                      "hands_played": len(match.results)}}
