"""The bot protocol: a computer player speaking JSON lines (docs/bot-protocol.md).

    python -m biscambiggia_gui bot --level hard [--seed N]

Each line read is one JSON object {"observation": {...}, "legal": [...]}: the observation
of the seat to play (as `Match.observation(seat)` or `HandState.observation(seat)`
gives it) and its legal actions.
Each answer is one line {"action": "7H", "reason": "..."}; a line that cannot be
understood is answered {"error": "..."} and the bot goes on. End of input ends the bot
(exit status 0).

Hostile input is bounded before any work (docs/reliability.md): a line is read as bytes,
at most MAX_LINE_BYTES (the rest of a longer line is skipped, and answered with one
error); it must be UTF-8; it is parsed by engine.boundedjson (depth, number length);
every number in it must be small and the observation's sizes (players, seat, hand,
history) must fit its variant. The answer is always a member of the `legal` given: a
legal card that is not in the observation's hand is left out (the observation and
`legal` contradict each other), and if nothing is left the answer is an error saying so.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from ..engine import boundedjson
from ..engine.actions import kind_of
from ..engine.cards import deck_for
from ..engine.registry import variants
from .players import LEVELS, Player, make_player

MAX_LINE_BYTES = 256 * 1024     # a real observation is under 10 kB
MAX_LEGAL = 64                  # a hand holds at most 20 cards, and a few declarations
MAX_ACTION_CHARS = 120          # the longest buona lists 21 tarots
MAX_HISTORY = 400               # a 78-card hand has under 200 events
MAX_INT = 10 ** 6               # points, scores and counts are all far smaller


def _too_big_number(value: Any) -> bool:
    """True if any integer anywhere in `value` is out of ±MAX_INT (iterative; the depth is
    already bounded by the parser)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, bool):
            continue
        if isinstance(item, int):
            if abs(item) > MAX_INT:
                return True
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _seat(value: Any, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def check_observation(obs: dict[str, Any]) -> str | None:
    """Why `obs` cannot be an observation (its sizes and types), or None."""
    variant = obs.get("variant")
    known = variants()
    if not isinstance(variant, str) or variant not in known:
        return f"unknown variant {str(variant)[:40]!r}"
    v = known[variant]
    players = obs.get("players")
    if players != v.players or isinstance(players, bool):
        return f"players must be {v.players} for {variant}, not {str(players)[:40]}"
    for key in ("seat", "dealer", "current"):
        if key in obs and not _seat(obs[key], players):
            return f"{key} must be a seat number from 0 to {players - 1}"
    if not _seat(obs.get("seat"), players):
        return "the observation has no seat"
    deck = set(deck_for(v.deck_size))
    hand = obs.get("hand")
    if not isinstance(hand, list) or len(hand) > v.hand_size + 1 or not all(
            isinstance(c, str) and c in deck for c in hand):
        return (f"hand must be a list of at most {v.hand_size + 1} cards of the "
                f"{v.deck_size}-card deck")
    if "options" in obs and not isinstance(obs["options"], dict):
        return "options must be an object"
    history = obs.get("history", [])
    if not isinstance(history, list) or len(history) > MAX_HISTORY:
        return f"history must be a list of at most {MAX_HISTORY} events"
    return None


def _fitting(obs: dict[str, Any], legal: list[str]) -> list[str]:
    """The actions of `legal` the observation allows: a card played must be in the hand."""
    hand = set(obs.get("hand", []))
    return [a for a in legal if kind_of(a) != "play" or a in hand]


def _answer(player: Player, line: str | bytes) -> dict[str, Any]:
    """The answer to one line (str or bytes): {"action", "reason"} or {"error"}."""
    try:
        message = boundedjson.loads(line, max_bytes=MAX_LINE_BYTES)
    except boundedjson.LimitError as exc:
        return {"error": f"refused: {exc.reason}"}
    except json.JSONDecodeError as exc:
        return {"error": f"not JSON: {exc.msg} at column {exc.colno}"}
    if not isinstance(message, dict):
        return {"error": "expected an object with observation and legal"}
    obs, legal = message.get("observation"), message.get("legal")
    if not isinstance(obs, dict):
        return {"error": "missing observation (an object)"}
    if not isinstance(legal, list) or not legal or not all(isinstance(a, str) for a in legal):
        return {"error": "missing legal (a non-empty list of actions)"}
    if len(legal) > MAX_LEGAL or any(len(a) > MAX_ACTION_CHARS for a in legal):
        return {"error": f"legal is too long (at most {MAX_LEGAL} actions of "
                         f"{MAX_ACTION_CHARS} characters)"}
    if _too_big_number(message):
        return {"error": f"a number is out of range (the limit is {MAX_INT})"}
    problem = check_observation(obs)
    if problem:
        return {"error": f"bad observation: {problem}"}
    choices = _fitting(obs, legal)
    if not choices:
        return {"error": "no action can be chosen: every card in legal is missing from the "
                         "observation's hand"}
    try:
        action, message = player.explain(obs, choices)
    except Exception as exc:                      # a malformed observation: say so, go on
        return {"error": f"cannot choose: {type(exc).__name__}: {str(exc)[:200]}"}
    reason = str(message)         # the player's Message, in English
    if action not in choices:     # legal contradicts the observation (a card it cannot follow with)
        reason = (f"legal does not fit the observation (the player would play "
                  f"{str(action)[:40]}); the first legal action instead")
        action = sorted(choices)[0]
    if len(choices) < len(legal):
        reason += f" (left out of legal, not in the hand: {', '.join(sorted(set(legal) - set(choices)))[:200]})"
    return {"action": action, "reason": reason}


def _lines(stdin: Any) -> Iterator[str | bytes]:
    """The lines of `stdin` as bytes (or str for a text stream without a buffer), each at
    most MAX_LINE_BYTES + 1 long: a longer line is cut there and the rest of it skipped,
    so the answer is one error and memory stays bounded."""
    source = getattr(stdin, "buffer", stdin)
    while True:
        line = source.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        newline = b"\n" if isinstance(line, bytes) else "\n"
        if len(line) > MAX_LINE_BYTES and not line.endswith(newline):
            while True:                           # skip to the end of this line
                rest = source.readline(MAX_LINE_BYTES)
                if not rest or rest.endswith(newline):
                    break
        yield line


def serve(level: str, seed: int | None, stdin: Any, stdout: Any) -> int:
    """Answer every line of `stdin` on `stdout` until end of input; 0 on a clean end."""
    if level not in LEVELS:
        stdout.write(json.dumps({"error": f"unknown level {level!r}"}) + "\n")
        return 2
    player = make_player(level, seed=seed)
    for line in _lines(stdin):
        if not line.strip():
            continue
        if len(line) > MAX_LINE_BYTES:
            answer = {"error": f"line longer than {MAX_LINE_BYTES} bytes: skipped"}
        else:
            answer = _answer(player, line)
        stdout.write(json.dumps(answer) + "\n")
        stdout.flush()
    return 0
