"""The bot protocol: a computer player speaking JSON lines (docs/bot-protocol.md).

    python -m biscambiggia_gui bot --level hard [--seed N]

Each line read is one JSON object {"observation": {...}, "legal": [...]}: the observation
of the seat to play (as `Match.observation(seat)` or `HandState.observation(seat)`
gives it) and its legal actions.
Each answer is one line {"action": "7H", "reason": "..."}; a line that cannot be
understood is answered {"error": "..."} and the bot goes on. End of input ends the bot
(exit status 0).
"""
from __future__ import annotations

import json

from .players import LEVELS, make_player


def _answer(player, line: str) -> dict:
    try:
        message = json.loads(line)
    except json.JSONDecodeError as exc:
        return {"error": f"not JSON: {exc.msg} at column {exc.colno}"}
    if not isinstance(message, dict):
        return {"error": "expected an object with observation and legal"}
    obs, legal = message.get("observation"), message.get("legal")
    if not isinstance(obs, dict):
        return {"error": "missing observation (an object)"}
    if not isinstance(legal, list) or not legal or not all(isinstance(a, str) for a in legal):
        return {"error": "missing legal (a non-empty list of actions)"}
    try:
        action, reason = player.explain(obs, legal)
    except Exception as exc:                      # a malformed observation: say so, go on
        return {"error": f"cannot choose: {type(exc).__name__}: {exc}"}
    return {"action": action, "reason": str(reason)}


def serve(level: str, seed, stdin, stdout) -> int:
    """Answer every line of `stdin` on `stdout` until end of input; 0 on a clean end."""
    if level not in LEVELS:
        stdout.write(json.dumps({"error": f"unknown level {level!r}"}) + "\n")
        return 2
    player = make_player(level, seed=seed)
    for line in stdin:
        line = line.strip()
        if not line:
            continue
        stdout.write(json.dumps(_answer(player, line)) + "\n")
        stdout.flush()
    return 0
