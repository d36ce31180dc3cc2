"""Game records (RULES.md section 7): write any match as JSON, read one back, and replay it
with every action checked. `python -m biscambiggia_gui replay RECORD.json`."""
from __future__ import annotations

import json

from .actions import from_json
from .match import Match
from .state import IllegalAction

FORMAT = 1


class RecordError(ValueError):
    """A record that cannot be replayed; says where (hand and action index) and why."""

    def __init__(self, reason: str, hand: int | None = None, action: int | None = None):
        self.reason, self.hand, self.action = reason, hand, action
        where = ""
        if hand is not None:
            where = f"hand {hand}" + (f", action {action}" if action is not None else "") + ": "
        super().__init__(where + reason)


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
        raise RecordError("a record is a JSON object")
    if record.get("format") != FORMAT:
        raise RecordError(f"unknown record format {record.get('format')!r} (this program reads {FORMAT})")
    hands = record.get("hands")
    if not isinstance(hands, list):
        raise RecordError("the record has no list of hands")
    options = record.get("options") or {}
    if not isinstance(options, dict):
        raise RecordError("options must be a JSON object")
    try:
        match = Match(str(record.get("variant")), options, record.get("dealer", 0))
    except ValueError as exc:
        raise RecordError(str(exc)) from None
    for h, hand_rec in enumerate(hands):
        if not isinstance(hand_rec, dict):
            raise RecordError("a hand is a JSON object with a deck and actions", h)
        deck, actions = hand_rec.get("deck"), hand_rec.get("actions", [])
        if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
            raise RecordError("the deck must be a list of card codes", h)
        if not isinstance(actions, list):
            raise RecordError("actions must be a list", h)
        try:
            match.start_hand([c.strip().upper() for c in deck])
        except (ValueError, IllegalAction) as exc:
            raise RecordError(str(exc), h) from None
        for a, obj in enumerate(actions):
            try:
                seat, action = from_json(obj)
                match.apply(action, seat)
            except (ValueError, IllegalAction) as exc:
                raise RecordError(str(exc), h, a) from None
        if not match.current.is_over() and h < len(hands) - 1:
            raise RecordError("this hand is not finished, yet another hand follows it", h)
    return match


def loads(text: str) -> Match:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})") from None
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
