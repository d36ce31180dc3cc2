"""Game records (docs/rules.md section 8): write any match as JSON, read one back, and replay it
with every action checked. `python -m biscambiggia_gui replay RECORD.json`."""
from __future__ import annotations

import json

from .actions import from_json
from .match import Match
from .messages import Message, Refusal, template
from .state import IllegalAction

FORMAT = 1

NOT_OBJECT = template("record.not_object", "a record is a JSON object")
BAD_FORMAT = template("record.format", "unknown record format {value} (this program reads {format})")
NO_HANDS = template("record.no_hands", "the record has no list of hands")
BAD_OPTIONS = template("record.options", "options must be a JSON object")
BAD_HAND = template("record.hand", "a hand is a JSON object with a deck and actions")
BAD_DECK = template("record.deck", "the deck must be a list of card codes")
BAD_ACTIONS = template("record.actions", "actions must be a list")
UNFINISHED = template("record.unfinished", "this hand is not finished, yet another hand follows it")
BAD_JSON = template("record.json", "not valid JSON ({error} at line {line}, column {column})")


class RecordError(Refusal):
    """A record that cannot be replayed; says where (hand and action index) and why:
    `.message` is the reason (a Message: record.*, or the engine's own refusal), `.reason`
    its English, `.hand` and `.action` the indices; str() is "hand H, action A: reason"."""

    def __init__(self, reason, hand: int | None = None, action: int | None = None):
        message = reason if isinstance(reason, Message) else Message(reason)
        self.reason, self.hand, self.action = str(message), hand, action
        where = ""
        if hand is not None:
            where = f"hand {hand}" + (f", action {action}" if action is not None else "") + ": "
        ValueError.__init__(self, where + self.reason)
        self.message = message


def _message(exc: ValueError) -> Message:
    """The Message of a refusal (a plain ValueError from elsewhere keeps its English)."""
    return exc.message if isinstance(exc, Refusal) else Message(str(exc))


def to_record(match: Match) -> dict:
    return {
        "format": FORMAT, "variant": match.variant.id, "options": dict(match.options),
        "dealer": match.first_dealer,
        "hands": [{"deck": list(h.deck), "actions": h.record_actions()} for h in match.hands],
    }


def dumps(match: Match) -> str:
    return json.dumps(to_record(match), indent=1)


def replay(record: dict) -> Match:
    """The match a record describes, every action checked; RecordError if anything is off.
    Hands and actions are counted from 0, as they stand in the JSON arrays."""
    if not isinstance(record, dict):
        raise RecordError(NOT_OBJECT)
    if record.get("format") != FORMAT:
        raise RecordError(Message(BAD_FORMAT, value=repr(record.get("format")), format=FORMAT))
    hands = record.get("hands")
    if not isinstance(hands, list):
        raise RecordError(NO_HANDS)
    options = record.get("options") or {}
    if not isinstance(options, dict):
        raise RecordError(BAD_OPTIONS)
    try:
        match = Match(str(record.get("variant")), options, record.get("dealer", 0))
    except ValueError as exc:
        raise RecordError(_message(exc)) from None
    for h, hand_rec in enumerate(hands):
        if not isinstance(hand_rec, dict):
            raise RecordError(BAD_HAND, h)
        deck, actions = hand_rec.get("deck"), hand_rec.get("actions", [])
        if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
            raise RecordError(BAD_DECK, h)
        if not isinstance(actions, list):
            raise RecordError(BAD_ACTIONS, h)
        try:
            match.start_hand([c.strip().upper() for c in deck])
        except (ValueError, IllegalAction) as exc:
            raise RecordError(_message(exc), h) from None
        for a, obj in enumerate(actions):
            try:
                seat, action = from_json(obj)
                match.apply(action, seat)
            except (ValueError, IllegalAction) as exc:
                raise RecordError(_message(exc), h, a) from None
        if not match.current.is_over() and h < len(hands) - 1:
            raise RecordError(UNFINISHED, h)
    return match


def loads(text: str) -> Match:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(Message(BAD_JSON, error=exc.msg, line=exc.lineno, column=exc.colno)) from None
    return replay(data)


def summary(match: Match) -> dict:
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


def replay_command(path: str, out, err) -> int:
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except (OSError, UnicodeDecodeError) as exc:
        print(f"cannot read {path}: {exc}", file=err)
        return 2
    try:
        match = loads(text)
    except RecordError as exc:
        print(f"{path}: {exc}", file=err)
        return 2
    print(json.dumps(summary(match)), file=out)
    return 0
