"""The compiled search core (ai/_core.c) of the plain trump games (Biscambiggia and Briscola
for two to six, the chiamata games): `evaluate` deals the unseen cards at random into
`worlds` worlds and, in each, plays every candidate card, then the roll-out policy for every
seat until `exact` tricks are left, then an exact alpha-beta to the end of the hand, the
searcher's side maximising and the others minimising (the world is a game of perfect
information once its talon order is dealt). It returns, per candidate, the sum over the
worlds of the hand's final margin (the searcher's side's points less the best other side's)
plus `bonus` times its outcome (+1 win, 0 void, -1 loss), and how many worlds it won.

It is an accelerator: the rules it plays are written once in Python (engine/tricks.py, the
games' rules and the roll-out policy of games/trump/policy.py), and
tests/engine/test_accelerators.py replays its worlds (`playout`) on the games' states step by
step. It is built by setup.py when a compiler is there (`make test` builds it); without it
(`HAVE_C` false) Hard uses the generic search of ai/search.py.

Cards are ints 0..39 (deck_40 order: suit * 10 + rank). Seats are counted from the
searching player, who plays now (seat 0), round the table; `sides` gives each seat's side,
the searcher's being 0 (`relative_sides`). The arguments are only what the seat knows: its
hand, the other seats' known cards, the unseen cards and how many of them each other seat
holds, the turned trump if still under the talon, the cards on the table, the points so
far, and for a seat whose side it does not know yet, the called card that decides it.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from ..engine.cards import SUITS, deck_40, deck_78, suit_of

try:                                   # the compiled core, when it was built
    from . import _core
    HAVE_C = True
except ImportError:                    # pragma: no cover - depends on the build
    _core = None  # type: ignore[assignment]
    HAVE_C = False

CARDS = deck_40()
INDEX = {c: i for i, c in enumerate(CARDS)}
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
MASK = (1 << 64) - 1
UNKNOWN_SIDE = 3

_TABLES: dict[tuple[str, str], bytes] = {}


def tables(strength: Mapping[str, int], value: Mapping[str, int], cost: Mapping[str, int],
           trump: str, key: tuple[str, str] | None = None) -> bytes:
    """strength, card points and the policy's discard cost of every card, 40 bytes each,
    then the strength of the ace of trumps (the policy's partner rule); cached by `key`."""
    out = _TABLES.get(key) if key is not None else None
    if out is None:
        out = bytes([strength[c] for c in CARDS] + [value[c] for c in CARDS]
                    + [cost[c] for c in CARDS] + [strength["A" + trump]])
        if key is not None:
            _TABLES[key] = out
    return out


def encode(cards: Iterable[str]) -> bytes:
    return bytes(INDEX[c] for c in cards)


def relative_sides(sides: Sequence[int | None], seat: int) -> bytes:
    """Each seat's side counted from `seat` (round the table), `seat`'s own side 0; with
    two sides the other is 1, with three each keeps its own, in the order met; a side not
    known to `seat` (None) is UNKNOWN_SIDE."""
    n = len(sides)
    order: dict[int, int] = {}
    out = []
    for k in range(n):
        side = sides[(seat + k) % n]
        if side is None:
            out.append(UNKNOWN_SIDE)
            continue
        if side not in order:
            order[side] = len(order)
        out.append(order[side])
    return bytes(out)


def side_points(sides: Sequence[int | None], seat: int, points: Sequence[int]) -> tuple[int, ...]:
    """The points of each side so far as `evaluate` takes them, in `relative_sides`' order
    (`seat`'s side first)."""
    n = len(sides)
    order: list[int] = []
    for k in range(n):
        side = sides[(seat + k) % n]
        if side is not None and side not in order:
            order.append(side)
    for side in range(len(points)):          # a side with no seat known to `seat`
        if side not in order:
            order.append(side)
    return tuple(points[s] for s in order)


def evaluate(tables_b: bytes, trump: str, bonus: int, mine: Sequence[str],
             known: Sequence[Sequence[str]], pool: Sequence[str], need: Sequence[int],
             turned: str | None, trick: Sequence[str], points: Sequence[int],
             cands: Sequence[str], sides: bytes, called: str | None = None,
             caller_side: int = 0, unknown_points: Sequence[int] | None = None, *,
             worlds: int, seed: int, exact: int, extra: bytes = b"", history: bytes = b"",
             miss: float = 1.0, model: bytes = b"", over: int = 1
             ) -> tuple[list[float], list[float], int, float]:
    """(totals, wins, nodes, weight) for the candidate cards `cands` (see the module's text): card
    arguments are codes ("7H"); `known` holds a list of cards and `need` a count for each
    other seat, in the order they play after the searcher; `trick` the cards on the table
    in the order played; `turned` a code or None; `points` the points of each side so far,
    the searcher's first; `sides` from `relative_sides`; `called` the card whose holder is
    on `caller_side` where a side is UNKNOWN_SIDE, and `unknown_points` what each such seat
    has taken so far (counted to its side in each world; the searcher's first, round the
    table); `seed` a 64-bit int; `extra` Mariagio's rules and state (`mariagio_extra`);
    `history` and `miss` the inference (`inference_history`: each world weighted by how
    likely the opponent's past plays were under the roll-out policy, `miss` the factor of a
    play that is not the policy's; 1.0 or no history: none); `model` (games/trump/model.py's
    MODEL; two players) instead weighs each play by the learnt model's probability of it;
    `over` > 1 resamples the worlds by their weights among `over` times as many (then they
    count alike). The totals and wins are whole
    sums without inference (weight: `worlds`), sums of weighted values with it (weight: the
    sum of the worlds' weights: totals / weight is the mean)."""
    if not HAVE_C:
        raise RuntimeError("the compiled core is not built")
    p = list(points) + [0] * (3 - len(points))
    return _core.evaluate(
        tables_b, SUIT_INDEX[trump], bonus, encode(mine),
        encode([c for cards in known for c in cards]), bytes(len(k) for k in known),
        encode(pool), bytes(need), -1 if turned is None else INDEX[turned], encode(trick),
        p[0], p[1], p[2], sides, -1 if called is None else INDEX[called], caller_side,
        bytes(unknown_points or [0] * len(sides)), encode(cands), worlds, seed & MASK, exact,
        extra, history, round(1000 * miss), model, over)


Evaluation = tuple[list[float], list[float], int, float]


def in_chunks(evaluate: Callable[[int, int], Evaluation], worlds: int, chunk: int, rng: Any,
              time_limit: float) -> tuple[list[float], list[float], int, list[list[float]], float]:
    """`worlds` worlds evaluated `chunk` at a time, `evaluate(count, seed)` (an `evaluate`
    or `tarocchi_evaluate` with its position bound), each chunk with its own seed from the
    decision's stream `rng`; `time_limit` (a safety net on a loaded machine, never part of a
    measurement) is read between chunks. (each candidate's total, its wins, the worlds
    done, each chunk's mean worth of each candidate, the worlds' total weight)."""
    deadline = time.perf_counter() + time_limit
    totals: list[float] = []
    wins: list[float] = []
    chunks: list[list[float]] = []
    done, weight = 0, 0.0
    while done < worlds:
        count = min(chunk, worlds - done)
        t, w, _, chunk_weight = evaluate(count, rng.getrandbits(64))
        totals = [a + b for a, b in zip(totals, t)] if totals else list(t)
        wins = [a + b for a, b in zip(wins, w)] if wins else list(w)
        chunks.append([x / (chunk_weight or 1.0) for x in t])
        weight += chunk_weight
        done += count
        if time.perf_counter() > deadline:
            break
    return totals, wins, done, chunks, weight


def playout(tables_b: bytes, trump: str, bonus: int, hands: Sequence[Sequence[str]],
            talon: Sequence[str], trick: Sequence[str], leader: int, sides: bytes,
            points: Sequence[int], exact: int, extra: bytes = b"") -> tuple[int, list[str], int]:
    """(value, actions the policy took, nodes) of one world every card of which is
    placed, seat 0 to play (see core_trump.h's `playout`): cards, and Mariagio's declarations
    ("marriage:H", "exchange:2H")."""
    if not HAVE_C:
        raise RuntimeError("the compiled core is not built")
    p = list(points) + [0] * (3 - len(points))
    value, actions, nodes = _core.playout(
        tables_b, SUIT_INDEX[trump], bonus, encode([c for h in hands for c in h]),
        bytes(len(h) for h in hands), encode(talon), encode(trick), leader, sides,
        p[0], p[1], p[2], exact, extra)
    return value, [_action(a, trump) for a in actions], nodes


MARRIAGE, EXCHANGE = 40, 44         # the codes of Mariagio's declarations in a playout's trace


def _action(code: int, trump: str) -> str:
    if code < MARRIAGE:
        return CARDS[code]
    if code < EXCHANGE:
        return "marriage:" + SUITS[code - MARRIAGE]
    return "exchange:2" + trump


def mariagio_extra(options: Mapping[str, object], last_bonus: int, declared: Iterable[str],
                   declared_now: bool) -> bytes:
    """Mariagio's rules and state as `evaluate` and `playout` take them (`extra`): its
    options, the last trick's points, the suits declared, whether a marriage was declared
    before the present lead."""
    mask = sum(1 << SUIT_INDEX[s] for s in set(declared))
    return bytes([1, int(bool(options["follow_suit_only"])), int(bool(options["late_marriage"])),
                  int(bool(options["captured_marriage"])), last_bonus, mask, int(declared_now)])


NOT_SEEN = 255


def past_plays(obs: Mapping[str, Any], depth: int) -> list[tuple[str, str | None, str | None, bool]]:
    """The last `depth` plays of the searcher's opponent (two players), the most recent
    first, as its observation shows them: (its card, the card it answered or None, the card
    it drew after that trick when it was seen, whether it drew)."""
    seat = obs["seat"]
    plays: list[list[Any]] = []
    trick: list[str] = []
    for e in obs["history"]:
        kind = e["event"]
        if kind == "play":
            if e["seat"] != seat:
                plays.append([e["card"], trick[0] if trick else None, None, False])
            trick.append(e["card"])
        elif kind == "trick":
            trick = []
        elif kind == "draw" and e["seat"] != seat and plays:
            plays[-1][2], plays[-1][3] = e.get("card"), True
    if depth <= 0:
        return []
    return [(p[0], p[1], p[2], p[3]) for p in reversed(plays[-depth:])]


UNSCORED = 4                        # a play walked back through but not weighed (a lead)


def inference_history(plays: Sequence[tuple[str, str | None, str | None, bool]],
                      leads: bool = True, index: Mapping[str, int] = INDEX) -> bytes:
    """The opponent's past plays (`past_plays`) as `evaluate` and `tarocchi_evaluate` take
    them, 4 bytes each: its card, the card it answered (NOT_SEEN when it led), how it drew
    after that trick (0 not, 1 unseen, 2 the fourth byte's card) plus UNSCORED for a lead
    when `leads` is false (its hand is walked back, its choice not weighed). `index`: the
    deck's card numbers (the tarot's for Tarocchi)."""
    out = bytearray()
    for card, answered, seen, drew in plays:
        kind = (2 if seen is not None else 1) if drew else 0
        if answered is None and not leads:
            kind |= UNSCORED
        out += bytes([index[card], NOT_SEEN if answered is None else index[answered], kind,
                      index[seen] if seen is not None else 0])
    return bytes(out)


# --- Tarocchi a pizzico (the core's second part, core_tarot.h) -----------------------------------
TAROT_CARDS = deck_78()
TAROT_INDEX = {c: i for i, c in enumerate(TAROT_CARDS)}
GIVE = 100                          # + the card: the card given for the matto, in a trace
_TAROT_TABLES: dict[bool, bytes] = {}


def tarot_tables(strength: Mapping[str, int], honours: Mapping[str, int], key: bool) -> bytes:
    """The 78 cards' strength, honour points, suit (0-3, 4 a tarot, 5 the matto) and the
    place of each card's code in the codes' sort order (the roll-out policy's last tie
    break), 78 bytes each; cached by `key` (the rules' variant)."""
    out = _TAROT_TABLES.get(key)
    if out is None:
        order = {c: i for i, c in enumerate(sorted(TAROT_CARDS))}
        suit = {"T": 4, "M": 5, **SUIT_INDEX}
        out = _TAROT_TABLES[key] = bytes(
            [strength[c] for c in TAROT_CARDS] + [honours.get(c, 0) for c in TAROT_CARDS]
            + [suit[suit_of(c)] for c in TAROT_CARDS] + [order[c] for c in TAROT_CARDS])
    return out


def tarot_encode(cards: Iterable[str]) -> bytes:
    return bytes(TAROT_INDEX[c] for c in cards)


def tarocchi_evaluate(tables_b: bytes, mine: Sequence[str], known: Sequence[str],
                      pool: Sequence[str], need: int, forbidden: Iterable[str],
                      trick: Sequence[str], score: tuple[int, ...], total: int,
                      cands: Sequence[str], *, worlds: int, seed: int, exact: int,
                      horizon: int = 0, history: bytes = b"",
                      miss: float = 1.0) -> tuple[list[float], list[float], int, float]:
    """(totals, wins, nodes, weight) in Tarocchi a pizzico (see core_tarot.h's `tarocchi_evaluate`):
    the searcher to play holds `mine`; the opponent `known` and `need` of the unseen
    `pool`, none of `forbidden`; `trick` the opponent's lead if it led; `score` (captured
    cards of the searcher and of the opponent, their honours, their other points, the seat
    owing a card for the matto (0 the searcher, 1 the opponent, -1 none), the cheapest
    card it may give or -1, the tricks played); `total` the hand's tricks; `horizon` the
    tricks played in all where play-outs stop (0: the end). The values are sums of the
    searcher's margin (the core's doubled values halved here), weighted as `evaluate`'s."""
    if not HAVE_C:
        raise RuntimeError("the compiled core is not built")
    totals, wins, nodes, weight = _core.tarocchi_evaluate(
        tables_b, tarot_encode(mine), tarot_encode(known), tarot_encode(pool), need,
        tarot_encode(sorted(set(forbidden) & set(pool))), tarot_encode(trick), score, total,
        tarot_encode(cands), worlds, seed & MASK, exact, horizon, history, round(1000 * miss))
    return [t / 2 for t in totals], list(wins), nodes, weight


def tarocchi_playout(tables_b: bytes, hands: Sequence[Sequence[str]], talon: Sequence[str],
                     trick: Sequence[str], leader: int, score: tuple[int, ...], total: int,
                     exact: int, horizon: int = 0) -> tuple[float, list[str], int]:
    """(value, actions the policy took, nodes) of one whole Tarocchi world, seat 0 to play
    (see core_tarot.h's `tarocchi_playout`): cards and "give:CARD"; the value seat 0's margin."""
    if not HAVE_C:
        raise RuntimeError("the compiled core is not built")
    value, actions, nodes = _core.tarocchi_playout(
        tables_b, tarot_encode(hands[0]), tarot_encode(hands[1]), tarot_encode(talon),
        tarot_encode(trick), leader, score, total, exact, horizon)
    return value / 2, [TAROT_CARDS[a] if a < GIVE else "give:" + TAROT_CARDS[a - GIVE]
                       for a in actions], nodes
