"""The keys a save keeps besides the record and the seats (the match's id, whether undo was
used, the deck, the hands already counted, when it was saved), read as the window can use
them: what a value of the wrong type still says is kept, the rest left out
(store/saves.py `load_match`, ui/keeper.py); and the match's id itself (`match_key`),
made from the match's first deal, so that a save whose id is lost or unusable gives back
the id its hands were counted under (docs/saves-and-stats.md)."""
from __future__ import annotations

import hashlib
import json

from ..engine.match import Match
from ..engine.record import to_record

# the keys the window reads besides the record and the seats (ui/keeper.py; `saved_at` in
# the resume dialog) and the type each must have
EXTRA_TYPES = {"match_id": str, "undo_used": bool, "deck": str, "stats_from": int,
               "saved_at": str}


def match_key(match: Match) -> str | None:
    """The id of `match` for the statistics, made from what the record holds and no edit of
    the save's own keys changes: the game, its options, the first dealer and the first
    hand's shuffled deck (a fresh shuffle: no two matches share one). The window gives a
    match it starts this id (ui/keeper.py), and a save whose `match_id` is missing or
    unusable gets it back from its record: its hands are counted once, under the id they
    were counted under, whatever the file's id was edited into. None before the first deal."""
    record = to_record(match)
    hands = record.get("hands") or []
    if not hands:
        return None
    text = json.dumps([record.get("variant"), record.get("options"), record.get("dealer"),
                       hands[0].get("deck")], ensure_ascii=False, sort_keys=True)
    return "deal-" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def clean_extras(payload: dict, match: Match) -> dict:
    """The payload with its known extra keys as the window can use them: what a value of
    the wrong type still says is kept (`kept_extra`: undo written as 1 or "yes", a hand
    count as 2.0 or "2", an id that is not text), and what it does not say is left out
    (kept in `LoadedMatch.dropped`, for the window to say what it plays instead:
    ui/keeper.py `MatchKeeper.adopt`), so the window never fails on it. A save (a
    payload that is not empty: a bare record has none) without a usable `match_id` gets
    the one made from its record (`match_key`)."""
    clean = dict(payload)
    for key in EXTRA_TYPES:
        if key in clean:
            kept = kept_extra(key, clean[key], match)
            if kept is None:
                del clean[key]
            else:
                clean[key] = kept
    if clean and "match_id" not in clean:
        made = match_key(match)
        if made is not None:
            clean["match_id"] = made
    return clean


EXTRA_CHARS = 200      # the longest text an extra key keeps (an id, a time, a deck's name)
_YES = ("true", "yes", "1")
_NO = ("false", "no", "0", "")


def kept_extra(key: str, value, match: Match):
    """The value of extra `key` as the window reads it, or None where the file says
    nothing it can use: `undo_used` a flag (1, 0, "true", "no" as the flag they spell),
    `stats_from` a whole number of hands (2.0 or "2" too) brought within the match's
    finished hands, `match_id` text (anything else, null, "", or text longer than
    EXTRA_CHARS, stands for the id made from the match's record, `match_key`: the id the
    window gave the match, so its hands are counted once, whatever the id was edited
    into and however often the file is opened), `deck` and `saved_at` text."""
    if key == "undo_used":
        if isinstance(value, bool):
            return value
        if type(value) in (int, float) and value in (0, 1):
            return bool(value)
        word = value.strip().casefold() if isinstance(value, str) else None
        return True if word in _YES else False if word in _NO else None
    if key == "stats_from":
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value.strip())
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if type(value) is not int:
            return None
        return max(0, min(value, len(match.results)))
    if key == "match_id":
        if isinstance(value, str) and value and len(value) <= EXTRA_CHARS:
            return value
        return match_key(match)
    return value if isinstance(value, str) and len(value) <= EXTRA_CHARS else None
