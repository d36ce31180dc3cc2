"""The bot protocol: a computer player speaking JSON lines (docs/bot-protocol.md).

    python -m biscambiggia_gui bot --level hard [--seed N]

Each line read is one JSON object {"observation": {...}, "legal": [...]}: the observation
of the seat to play (as `Match.observation(seat)` or `HandState.observation(seat)`
gives it) and its legal actions.
Each answer is one line {"action": "7H", "reason": "...", "message": {...}} (the reason
as data: engine/messages.py `Message.to_json`); a line that cannot be
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
from collections.abc import Callable, Iterator
from typing import Any

from ..engine import boundedjson
from ..engine.actions import ACTION_KINDS, cards_of, kind_of
from ..engine.cards import deck_for
from ..engine.events import EVENT_KINDS
from ..engine.messages import Message
from ..engine.registry import Variant, variants
from ..terminal import silence
from .hard import HardBudget
from .players import LEVELS, Player, make_player
from .search import NO_LIMIT

MAX_LINE_BYTES = 256 * 1024     # a real observation is under 10 kB
MAX_LEGAL = 128                 # the longest the engine gives: Briscola chiamata's first bid, 70
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


def shown(value: Any) -> str:
    """A value of a line, as the errors quote it: the JSON the program sent (null, "2"),
    never Python's spelling (None, 2), cut to 40 characters."""
    return json.dumps(value)[:40]


def _seat(value: Any, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def _int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


# keys an observation may lack: the match's standing (docs/bot-protocol.md), the deal's
# index, and what depends on "count for me" (points or last_trick) or on the talon
OPTIONAL = frozenset({"match", "deal_index", "points", "last_trick", "partner_hands"})
_REQUIRED: dict[str, tuple[frozenset[str], int]] = {}


def _history_events() -> set[str]:
    """The names a history entry may have: the registered events and kinds of action."""
    variants()                                   # the games registered theirs
    return set(EVENT_KINDS) | set(ACTION_KINDS)


def _engine_shape(variant_id: str) -> tuple[frozenset[str], int]:
    """The keys every observation of `variant_id` has and the length of its `points` (per
    side, or per seat in the chiamata games), from a real hand of the engine."""
    if variant_id not in _REQUIRED:
        from ..engine import Match
        match = Match(variant_id, seed=0)
        hand = match.start_hand()
        keys = frozenset(match.observation(hand.current_player())) - OPTIONAL
        _REQUIRED[variant_id] = keys, len(hand.running_points())
    return _REQUIRED[variant_id]


def _shape_problem(obs: dict[str, Any], v: Variant) -> str | None:
    """Why a field of `obs` cannot be what the engine sends (types, sizes, cards of the
    variant's deck, seats), or None. Every field the players read is checked here, so a
    player never meets a value it cannot handle."""
    players, deck = v.players, set(deck_for(v.deck_size))

    def card(c: Any) -> bool:
        return isinstance(c, str) and c in deck

    def cards(x: Any, most: int) -> bool:
        return isinstance(x, list) and len(x) <= most and all(card(c) for c in x)

    def pairs(x: Any, most: int = players, second: Callable[[Any], bool] = card) -> bool:
        return isinstance(x, list) and len(x) <= most and all(
            isinstance(p, list) and len(p) == 2 and _seat(p[0], players) and second(p[1])
            for p in x)

    def word(x: Any) -> bool:                    # a bid as the auction lists it: "A", "71", "pass"
        return isinstance(x, str) and 0 < len(x) <= 8

    def seats(x: Any) -> bool:
        return isinstance(x, list) and len(x) <= players and all(_seat(s, players) for s in x)

    def auction(x: Any) -> bool:
        return (isinstance(x, dict) and pairs(x.get("bids"), MAX_HISTORY, word)
                and seats(x.get("passed")) and (x.get("high") is None or pairs([x["high"]], 1, word))
                and isinstance(x.get("open"), list) and len(x["open"]) <= MAX_LEGAL
                and all(word(b) for b in x["open"]))

    def contract(x: Any) -> bool:
        return x is None or (isinstance(x, dict) and _seat(x.get("caller"), players)
                             and (x.get("called") is None or card(x["called"]))
                             and x.get("trump") in (None, "H", "D", "C", "S")
                             and _int(x.get("target"), 0, MAX_INT))

    required, counted = _engine_shape(v.id)
    missing = sorted(required - set(obs))
    if missing:
        return f"it lacks {', '.join(missing[:6])}"
    total = obs.get("total_tricks")
    most = total if isinstance(total, int) and _int(total, 1, v.deck_size) else 0
    checks: dict[str, Callable[[Any], bool]] = {
        "dealer": lambda x: _seat(x, players), "current": lambda x: _seat(x, players),
        "leader": lambda x: x is None or _seat(x, players),
        "team": lambda x: x is None or _int(x, 0, v.side_count - 1),
        "sides": lambda x: isinstance(x, list) and len(x) == players and all(
            s is None or _int(s, 0, v.side_count - 1) for s in x),
        "phase": lambda x: isinstance(x, str) and len(x) <= 40,
        "partner": lambda x: x is None or _seat(x, players),
        "auction": auction, "contract": contract,
        "deal_index": lambda x: _int(x, 0, MAX_INT),
        "talon_size": lambda x: _int(x, 0, v.deck_size),
        "total_tricks": lambda x: _int(x, 1, v.deck_size),
        "tricks_played": lambda x: _int(x, 0, most),
        "trick": pairs, "last_trick": lambda x: x is None or pairs(x),
        "points": lambda x: isinstance(x, list) and len(x) == counted and all(
            _int(p, -MAX_INT, MAX_INT) for p in x),
        "trump_suit": lambda x: x in ("H", "D", "C", "S") or (x is None and obs.get("phase") != "play"),
        "trump_card": lambda x: x is None or card(x), "turned_card": lambda x: x is None or card(x),
        "declared_suits": lambda x: isinstance(x, list) and len(x) <= 4 and all(
            s in ("H", "D", "C", "S") for s in x),
        "last_phase": lambda x: isinstance(x, bool), "giving": lambda x: isinstance(x, bool),
        "matto_owes": lambda x: x is None or _seat(x, players),
        "scored_buone": lambda x: isinstance(x, list) and len(x) == v.side_count and all(
            isinstance(d, dict) and all(_int(n, 0, MAX_INT) for n in d.values()) for d in x),
        "captured_counts": lambda x: isinstance(x, list) and len(x) == v.side_count and all(
            _int(n, 0, v.deck_size) for n in x),
        "partner_hands": lambda x: isinstance(x, dict) and all(
            k.isdigit() and _seat(int(k), players) and cards(c, v.hand_size + 1)
            for k, c in x.items()),
        "match": lambda x: isinstance(x, dict),
    }
    for key, ok in checks.items():
        if key in obs and not ok(obs[key]):
            return f"{key} {shown(obs[key])} is not what the engine sends for {v.id}"
    names = _history_events()
    for i, event in enumerate(obs["history"]):
        if not (isinstance(event, dict) and event.get("event") in names
                and _seat(event.get("seat"), players)
                and ("card" not in event or card(event["card"]))
                and ("took" not in event or card(event["took"]))
                and ("cards" not in event or cards(event["cards"], v.deck_size))
                and ("points" not in event or _int(event["points"], -MAX_INT, MAX_INT))):
            return (f"history event {i} is not an event the engine sends (an object with "
                    f"event, seat and the cards of the {v.deck_size}-card deck)")
    return None


def _turn_problem(obs: dict[str, Any], v: Variant) -> str | None:
    """An observation no hand can give: another seat's turn, more tricks than a hand has,
    a card both in the hand and on the table or played twice."""
    if obs["current"] != obs["seat"]:
        return (f"it is seat {obs['current']}'s turn in it, not seat {obs['seat']}'s: send "
                f"the observation of the seat to play")
    if obs["tricks_played"] > obs["total_tricks"] or obs["total_tricks"] > v.deck_size // v.players:
        return (f"{obs['tricks_played']} tricks played of {obs['total_tricks']}, but a hand of "
                f"{v.id} has {v.deck_size // v.players} tricks at most")
    hand = obs["hand"]
    played = [e["card"] for e in obs["history"] if e["event"] == "play"]
    on_table = [c for _, c in obs["trick"]]
    if len(set(hand)) < len(hand) or len(set(played)) < len(played):
        return "a card is in the hand twice, or was played twice"
    if set(hand) & (set(played) | set(on_table)):
        return "a card in the hand was played already"
    return None


def check_observation(obs: dict[str, Any]) -> str | None:
    """Why `obs` cannot be an observation of the seat to play (its sizes, types and
    consistency), or None. Its options are resolved in place: the variant's defaults for
    the ones it leaves out."""
    variant = obs.get("variant")
    known = variants()
    if "variant" not in obs:
        return "it has no variant"
    if not isinstance(variant, str) or variant not in known:
        return (f"unknown variant {shown(variant)}: one of "
                f"{', '.join(sorted(known))}")
    v = known[variant]
    players = obs.get("players")
    if players != v.players or isinstance(players, bool):
        return f"players must be {v.players} for {variant}, not {shown(players)}"
    for key in ("seat", "dealer", "current"):
        if key in obs and not _seat(obs[key], players):
            return f"{key} must be a seat number from 0 to {players - 1}"
    if not _seat(obs.get("seat"), players):
        return "the observation has no seat"
    hand = obs.get("hand")
    if not isinstance(hand, list) or len(hand) > v.hand_size + 1 or not all(
            isinstance(c, str) and c in set(deck_for(v.deck_size)) for c in hand):
        return (f"hand must be a list of at most {v.hand_size + 1} cards of the "
                f"{v.deck_size}-card deck")
    options = obs.get("options", {})
    if not isinstance(options, dict):
        return "options must be an object"
    try:
        obs["options"] = v.resolve_options(options)
    except ValueError as exc:
        return f"options: {exc}"
    history = obs.get("history", [])
    if not isinstance(history, list) or len(history) > MAX_HISTORY:
        return f"history must be a list of at most {MAX_HISTORY} events"
    return _shape_problem(obs, v) or _turn_problem(obs, v)


def _fitting(obs: dict[str, Any], legal: list[str]) -> list[str]:
    """The actions of `legal` the observation allows: a card played must be in the hand,
    and so must every card of the deck that another action names as the seat's own (a
    card given, the 2 exchanged, a buona shown)."""
    hand = set(obs.get("hand", []))
    deck = set(deck_for(variants()[obs["variant"]].deck_size))

    def fits(action: str) -> bool:
        if kind_of(action) == "play":
            return action in hand
        kind = ACTION_KINDS.get(kind_of(action))
        return kind is None or not kind.own_cards or all(
            c in hand for c in cards_of(action) if c in deck)
    return [a for a in legal if fits(a)]


def _answer(player: Player, line: str | bytes) -> dict[str, Any]:
    """The answer to one line (str or bytes): {"action", "reason"} or {"error"}."""
    try:
        message = boundedjson.loads(line, max_bytes=MAX_LINE_BYTES)
    except boundedjson.LimitError as exc:
        return {"error": f"refused: {exc.reason}"}
    except json.JSONDecodeError as exc:
        return {"error": f"not JSON: {boundedjson.fault(exc)} at column {exc.colno}"}
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
    legal = list(dict.fromkeys(legal))   # an action twice is one choice (Hard refused 64 of one)
    choices = _fitting(obs, legal)
    if not choices:
        named = ", ".join(json.dumps(a) for a in legal)[:200]
        return {"error": f"no action can be chosen: every action in legal ({named}) plays or "
                         f"shows a card missing from the observation's hand"}
    try:
        action, said = player.explain(obs, choices)
    except ValueError as exc:                     # the cards do not add up: say so, go on
        return {"error": f"cannot choose: the observation does not add up ({str(exc)[:160]}); "
                         f"send it exactly as Match.observation(seat) gives it"}
    except Exception as exc:                      # a shape no check above foresaw
        what = (f"lacks the field {str(exc)[:40]}" if isinstance(exc, KeyError)
                else "has a field of the wrong kind")
        return {"error": f"cannot choose: the observation {what}; send it exactly as "
                         f"Match.observation(seat) gives it"}
    reason = str(said)            # the player's Message, in English
    answer: dict[str, Any] = {"action": action, "reason": reason}
    if isinstance(said, Message):  # ... and as data, for a client's own words
        answer["message"] = said.to_json()
    if action not in choices:     # legal contradicts the observation (a card it cannot follow with)
        answer = {"action": sorted(choices)[0],
                  "reason": f"legal does not fit the observation (the player would play "
                            f"{str(action)[:40]}); the first legal action instead"}
    if len(choices) < len(legal):
        answer["reason"] += (f" (left out of legal, not in the hand: "
                             f"{', '.join(sorted(set(legal) - set(choices)))[:200]})")
    return answer


def _lines(stdin: Any) -> Iterator[str | bytes]:
    """The lines of `stdin` as bytes (or str for a text stream without a buffer), without
    their end of line ("\\n" or "\\r\\n"). A line of up to MAX_LINE_BYTES is whole; a longer
    one comes as its first MAX_LINE_BYTES + 1 bytes and the rest of it is skipped, so the
    answer is one error and memory stays bounded."""
    source = getattr(stdin, "buffer", stdin)
    while True:
        line = source.readline(MAX_LINE_BYTES + 2)       # the limit, then "\r\n"
        if not line:
            return
        newline = b"\n" if isinstance(line, bytes) else "\n"
        ended = line.endswith(newline)
        if ended:
            line = line[:-1]
            if line.endswith(b"\r" if isinstance(line, bytes) else "\r"):
                line = line[:-1]
        if len(line) > MAX_LINE_BYTES:
            while not ended:                             # skip to the end of this line
                rest = source.readline(MAX_LINE_BYTES)
                ended = not rest or rest.endswith(newline)
            line = line[:MAX_LINE_BYTES + 1]
        yield line


def serve(level: str, seed: int | None, stdin: Any, stdout: Any, stderr: Any = None) -> int:
    """Answer every line of `stdin` on `stdout` until end of input; 0 on a clean end.
    Ctrl-C ends it at once (130), a reader that went away too (0), and so does a stdin or
    stdout closed before the start (0, nothing read); an answer that cannot
    be written (a full disk) is said in one line on `stderr` (1). Never a traceback."""
    import sys
    stderr = stderr if stderr is not None else sys.stderr
    if stdin is None or stdout is None:        # started with stdin or stdout closed (`<&-`):
        return 0                               # no line to read, or nobody to answer
    try:
        if level not in LEVELS:
            stdout.write(json.dumps({"error": f"unknown level {level!r}"}) + "\n")
            stdout.flush()
            return 2
        # Hard by its worlds alone, as the arena's: the window's safety net (a time limit)
        # would make a loaded machine answer otherwise, and `--seed` promises the same
        # action for the same observation
        player = make_player(level, seed=seed, **({"budget": HardBudget(time_limit=NO_LIMIT)}
                                                  if level == "hard" else {}))
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
    except KeyboardInterrupt:
        silence(stdout)
        return 130
    except BrokenPipeError:                              # the reader closed its end
        silence(stdout)
        return 0
    except OSError as exc:                               # e.g. stdout on a full disk
        silence(stdout)
        try:
            print(f"bot: cannot write the answer: {exc.strerror or exc}", file=stderr)
        except (OSError, ValueError):
            pass
        return 1

