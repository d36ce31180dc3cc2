"""One deal of the arena, played in every seating: the run's settings (`ArenaConfig`), the
players it seats, and `play_deal`, which returns one row per seating or raises.

Measurement budgets are counts, never seconds: the players the arena makes search a fixed
number of worlds (and the exact parts their fixed number of tricks or nodes) with no time
limit, so a seed gives the same result whatever the machine's load and the number of
workers. The time limit of the search is a safety net of the window only.
"""
from __future__ import annotations

import dataclasses
import json
import queue
import random
import shlex
import shutil
import subprocess
import threading
from dataclasses import dataclass, field
from typing import Any

from ..ai import Budget, make_player
from ..ai.hard import HardBudget
from ..ai.players import LEVELS, REFERENCE_LEVELS, Player
from ..ai.protocol import MAX_LINE_BYTES
from ..ai.search import NO_LIMIT
from ..engine import Match, deck_for, get_variant, new_hand
from ..engine import boundedjson
from ..engine.actions import kind_of
from ..engine.registry import Variant
from ..engine.state import HandState
from ..engine.tricks import beats, best_index
from .words import counted

Row = tuple[float, ...]
BOT_WAIT = 120.0                # seconds a cmd: program may take to answer before its deal fails
MAX_ANSWER = MAX_LINE_BYTES     # characters of a cmd: program's answer line (the bot's own limit)


@dataclass(frozen=True)
class ArenaConfig:
    """What decides every result of a run (each saved deal records it, and only deals of
    the same settings pool or resume together; the seed may differ in a pool)."""
    variant: str
    a: str = "hard"
    b: str = "medium"
    seed: int = 2024
    unit: str = "hands"         # "hands", or "matches": whole matches on the same decks
    worlds: int = Budget.worlds  # hard-ref's sampled deals (and Hard's generic search's)
    hard: tuple[tuple[str, Any], ...] = field(default=())   # Hard's budget fields set
    max_hands: int = 100        # a match not over after this many hands fails its deal
    hard_b: tuple[tuple[str, Any], ...] = field(default=())  # B's, when B is Hard too
    bot_wait: float = BOT_WAIT  # a cmd: program's longest answer (no result depends on it)

    def settings(self) -> dict[str, Any]:
        """The settings a saved deal records, the seed aside."""
        out: dict[str, Any] = {"variant": self.variant, "a": self.a, "b": self.b,
                               "unit": self.unit, "worlds": self.worlds}
        if self.hard:
            out["hard"] = dict(self.hard)
        if self.hard_b:
            out["hard_b"] = dict(self.hard_b)
        if self.unit == "matches":
            out["max_hands"] = self.max_hands
        return out

    def to_json(self) -> dict[str, Any]:
        return {**dataclasses.asdict(self), "hard": [list(p) for p in self.hard],
                "hard_b": [list(p) for p in self.hard_b]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ArenaConfig:
        return cls(**{**data, "hard": tuple((str(k), v) for k, v in data.get("hard", ())),
                      "hard_b": tuple((str(k), v) for k, v in data.get("hard_b", ()))})


def check_player(spec: str) -> None:
    """ValueError naming the choices when `spec` is no level and no program."""
    if spec.startswith("cmd:"):
        program_words(spec[4:])
    elif spec not in LEVELS + REFERENCE_LEVELS:
        raise ValueError(f"unknown player {spec!r}: choose one of "
                         f"{', '.join(LEVELS + REFERENCE_LEVELS)} or cmd:COMMAND")


def hard_setting(text: str) -> tuple[str, object]:
    """--hard NAME=VALUE: one field of Hard's budget (ai/hard.py's HardBudget), typed as
    its default; ValueError with a plain sentence otherwise."""
    name, sep, value = text.partition("=")
    fields = {f.name: f for f in dataclasses.fields(HardBudget)}
    if not sep or name not in fields or name in ("worlds", "time_limit"):
        raise ValueError(f"--hard takes NAME=VALUE with NAME one of "
                         f"{', '.join(n for n in fields if n not in ('worlds', 'time_limit'))}")
    default: object = fields[name].default
    kind = type(default)
    if kind is bool:
        if value.lower() not in ("0", "1", "true", "false"):
            raise ValueError(f"--hard {name}: give true or false")
        return name, value.lower() in ("1", "true")
    what = "a whole number" if kind is int else "a number"
    try:
        number = int(value) if kind is int else float(value)
    except ValueError:
        raise ValueError(f"--hard {name}: {value!r} is not {what}") from None
    least = 1 if name.endswith("worlds") or name == "max_candidates" else 0
    if not least <= number <= 1_000_000:
        raise ValueError(f"--hard {name}: give {what} from {least} to 1000000")
    return name, number


def hard_settings(texts: list[str]) -> tuple[tuple[str, Any], ...]:
    """The --hard settings that change something (one at its default is no setting, so
    such runs pool with plain ones), sorted."""
    defaults = HardBudget()
    chosen = dict(hard_setting(t) for t in texts)
    return tuple(sorted((k, v) for k, v in chosen.items() if getattr(defaults, k) != v))


# --- the players ---------------------------------------------------------------------------
class BotError(RuntimeError):
    """A program seat that broke the protocol: the sentence names the program and what it
    did (its deal fails with it and the run goes on)."""


def program_words(command: str) -> list[str]:
    """The words of a cmd: player's command; ValueError saying what is wrong with it."""
    try:
        words = shlex.split(command)
    except ValueError as err:
        raise ValueError(f"cmd:{command}: {err} (quote the command as a shell would)") from None
    if not words:
        raise ValueError("cmd: needs the command of a program speaking the bot protocol, "
                         "e.g. cmd:python -m biscambiggia_gui bot")
    if shutil.which(words[0]) is None:
        raise ValueError(f"cmd:{command}: no program {words[0]!r} was found")
    return words


TOO_LONG = "\0too long"             # what _read puts for a line over MAX_ANSWER


class ProtocolPlayer:
    """A seat played by a program over the bot protocol (one JSON line each way). Its
    answer must come within `wait` seconds, be a JSON object and name one of the legal
    actions; anything else is a BotError saying so (never a hang)."""

    def __init__(self, command: str, wait: float = BOT_WAIT):
        self.command, self.wait = command, wait
        self.proc = subprocess.Popen(program_words(command), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1,
                                     errors="replace")
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        """Each line the program writes, at most MAX_ANSWER characters: a longer one is put
        as TOO_LONG and the reading stops (the deal fails; the program is stopped with it).
        A line read whole, however long, took all the memory of a program that never ends
        its line."""
        assert self.proc.stdout is not None
        try:
            for line in boundedjson.lines(self.proc.stdout, MAX_ANSWER):
                self.lines.put(line)
        except boundedjson.LimitError:
            self.lines.put(TOO_LONG)
            return
        self.lines.put("")                      # the program closed its output

    def _fail(self, what: str) -> BotError:
        return BotError(f"the bot {self.command!r} {what}")

    def choose(self, obs: dict[str, Any], legal: list[str]) -> str:
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps({"observation": obs, "legal": legal}) + "\n")
            self.proc.stdin.flush()
            answer = self.lines.get(timeout=self.wait)
        except (BrokenPipeError, OSError):
            answer = ""
        except queue.Empty:
            raise self._fail(f"gave no answer in {self.wait:g} s") from None
        if answer == TOO_LONG:
            raise self._fail(f"answered a line longer than {MAX_ANSWER} characters")
        if not answer:
            status = self.proc.poll()
            raise self._fail("stopped before answering" if status is None else
                             f"stopped before answering (exit status {status})")
        try:
            body = boundedjson.loads(answer)
        except boundedjson.LimitError as err:
            raise self._fail(f"answered a line the arena refuses: {err.reason}") from None
        except ValueError:
            body = None
        if isinstance(body, dict) and "error" in body and "action" not in body:
            raise self._fail(f"answered an error: {str(body['error'])[:200]}")
        if not isinstance(body, dict) or not isinstance(body.get("action"), str):
            raise self._fail(f"answered {answer.strip()[:80]!r}, not an object with the "
                             f"action (see docs/bot-protocol.md)")
        if body["action"] not in legal:
            raise self._fail(f"chose {body['action'][:80]!r}, which is not among the legal "
                             f"actions ({', '.join(legal)})")
        return str(body["action"])

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()


_PROGRAMS: dict[str, ProtocolPlayer] = {}      # one per program and process (a worker)


def forget_programs() -> None:
    """Stop the programs this process started (after a deal failed: they start afresh)."""
    for program in _PROGRAMS.values():
        program.close()
    _PROGRAMS.clear()


def make_seat(cfg: ArenaConfig, spec: str, seed: int, b: bool = False) -> Player | ProtocolPlayer:
    """The player of a seat (`b`: one of B's seats). A's Hard plays cfg.hard's budget, B's
    Hard cfg.hard_b's: each Hard's default where its settings are empty (B's Hard never
    takes A's settings: a run tuning A plays against today's Hard)."""
    if spec.startswith("cmd:"):
        if spec not in _PROGRAMS:
            _PROGRAMS[spec] = ProtocolPlayer(spec[4:], cfg.bot_wait)
        return _PROGRAMS[spec]
    if spec == "hard-ref":
        return make_player(spec, seed=seed, budget=Budget(worlds=cfg.worlds, time_limit=NO_LIMIT))
    if spec == "hard":
        fields = cfg.hard_b if b else cfg.hard
        return make_player(spec, seed=seed, budget=HardBudget(
            worlds=cfg.worlds, time_limit=NO_LIMIT, **dict(fields)))
    if spec in REFERENCE_LEVELS:               # a frozen level: its own budget, no limit
        return make_player(spec, seed=seed, time_limit=NO_LIMIT)
    return make_player(spec, seed=seed)


# --- the seatings ----------------------------------------------------------------------------
def by_sides(variant: Variant) -> bool:
    """Whether A takes the seats of one side of two (the seating fixes two sides), rather
    than each seat in turn (each seat its own side, or sides decided in the hand)."""
    return variant.seat_sides is not None and variant.side_count == 2


def seats_for(variant: Variant, rotation: int) -> list[bool]:
    """True where A sits, for each rotation of one deal."""
    n = variant.players
    if by_sides(variant):
        assert variant.seat_sides is not None
        return [variant.seat_sides[s] == rotation for s in range(n)]
    return [s == rotation for s in range(n)]


def rotations(variant: Variant) -> int:
    return 2 if by_sides(variant) else variant.players


def _score(points: list[int], winner: int | None, side_a: int) -> tuple[float, float]:
    others = [p for i, p in enumerate(points) if i != side_a]
    diff = points[side_a] - max(others)
    win = 0.5 if winner is None else (1.0 if winner == side_a else 0.0)
    return win, float(diff)


# --- playing ---------------------------------------------------------------------------------
Blunders = list[dict[str, int]]


def _play_hand(variant_id: str, deck: list[str], dealer: int, players: list[Any],
               blunders: Blunders | None = None) -> HandState:
    hand = new_hand(variant_id, None, deck, dealer)
    thrown: list[int] = []
    while not hand.is_over():
        seat = hand.current_player()
        legal = hand.legal_actions()
        action = players[seat].choose(hand.observation(seat), legal)
        if blunders is not None and kind_of(action) == "play":
            thrown += _check_play(hand, seat, action, legal, blunders)
        tricks = hand.tricks_played
        hand.apply(action, seat)
        if blunders is not None and hand.tricks_played != tricks:
            assert hand.last_trick is not None
            winner = hand.last_trick[2]
            for s in thrown:
                if hand.sides[s] != hand.sides[winner]:
                    blunders[hand.sides[s]]["gift"] += 1
            thrown = []
    return hand


def _check_play(hand: Any, seat: int, card: str, legal: list[str], blunders: Blunders) -> list[int]:
    """Partnership blunders (AI-NOTES): overtaking a partner's winning card with a trump as
    the last to play when a card that is no trump was legal (counted at once); throwing an
    ace or ten under an opponent's winning card when a cheaper card was legal (returned,
    counted if the opponents win the trick)."""
    n, trick, trump, strength = hand.n, hand.trick, hand.trump, hand.strength
    if not trick:
        return []
    bi = best_index(trick, trump, strength)
    side = hand.sides[seat]
    partner_winning = hand.sides[(hand.leader + bi) % n] == side
    takes = beats(card, trick[bi], trump, strength)
    if partner_winning and len(trick) == n - 1 and takes and card[-1] == trump and \
            any(c[-1] != trump for c in legal):
        blunders[side]["overtake"] += 1
    value = hand.card_value
    if not partner_winning and not takes and value[card] >= 10 and \
            any(value[c] < value[card] for c in legal):
        return [seat]
    return []


class MatchTooLong(Exception):
    pass


def _play_match(variant_id: str, seed: int, players: list[Any], a_seat: int,
                max_hands: int) -> tuple[list[int], int | None, int, int]:
    match = Match(variant_id, None, seed=seed)
    while not match.is_over():
        if len(match.results) >= max_hands:
            raise MatchTooLong(f"the match was not over after {counted(max_hands, 'hands')} "
                               f"(score {match.score()}); --max-hands raises the limit")
        hand = match.start_hand()
        while not hand.is_over():
            seat = hand.current_player()
            match.apply(players[seat].choose(match.observation(seat), hand.legal_actions()), seat)
    return match.score(), match.winner(), len(match.results), match.party_of(a_seat)


def play_deal(cfg: ArenaConfig, index: int) -> list[Row]:
    """Every seating of deal `index` of `cfg.seed`: one row per seating, (A's win, A's
    margin) and what the game adds (hands dealt in a match; tokens, auctions and bids; the
    partner blunders)."""
    variant = get_variant(cfg.variant)
    rng = random.Random(f"{cfg.seed}:{index}")
    deck = deck_for(variant.deck_size)
    rng.shuffle(deck)
    dealer = rng.randrange(variant.players)
    match_seed = rng.randrange(1 << 30)
    out: list[Row] = []
    for rot in range(rotations(variant)):
        seats_a = seats_for(variant, rot)
        players = [make_seat(cfg, cfg.a if is_a else cfg.b, seed=index * 100 + s, b=not is_a)
                   for s, is_a in enumerate(seats_a)]
        a_seat = seats_a.index(True)
        if cfg.unit == "matches":
            score, winner, hands, party_a = _play_match(variant.id, match_seed, players, a_seat,
                                                        cfg.max_hands)
            out.append(_score(score, winner, party_a) + (hands,))
            continue
        counts = [{"overtake": 0, "gift": 0}, {"overtake": 0, "gift": 0}] \
            if variant.teams else None
        hand = _play_hand(variant.id, list(deck), dealer, players, counts)
        result = hand.result()
        side_a = result.sides[a_seat]
        row: Row = _score(result.points, result.winner, side_a)
        if variant.match.unit == "tokens":    # each player's tokens; the auction's winner
            caller = getattr(hand, "caller", None)
            row = (row[0], float(result.returns[a_seat]), int(caller == a_seat),
                   int(caller == a_seat and result.winner == side_a), int(result.played))
        if counts:   # per hand: (A's overtakes, A's gifts, B's overtakes, B's gifts)
            a, b = counts[side_a], counts[1 - side_a]
            row = row + (a["overtake"], a["gift"], b["overtake"], b["gift"])
        out.append(row)
    return out


Outcome = tuple[int, "list[Row] | None", "str | None"]


def attempt_deal(cfg: ArenaConfig, index: int) -> Outcome:
    """(index, rows, None), or (index, None, the error) when the deal failed: a failing
    deal is recorded with its error and the run goes on."""
    try:
        return index, play_deal(cfg, index), None
    except (KeyboardInterrupt, SystemExit):
        raise
    except Exception as err:            # any failure of a player or a rule: recorded
        forget_programs()
        return index, None, f"{type(err).__name__}: {err}"
