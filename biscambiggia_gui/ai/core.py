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

from collections.abc import Iterable, Mapping, Sequence

from ..engine.cards import SUITS, deck_40

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
             worlds: int, seed: int, exact: int) -> tuple[list[int], list[int], int]:
    """(totals, wins, nodes) for the candidate cards `cands` (see the module's text): card
    arguments are codes ("7H"); `known` holds a list of cards and `need` a count for each
    other seat, in the order they play after the searcher; `trick` the cards on the table
    in the order played; `turned` a code or None; `points` the points of each side so far,
    the searcher's first; `sides` from `relative_sides`; `called` the card whose holder is
    on `caller_side` where a side is UNKNOWN_SIDE, and `unknown_points` what each such seat
    has taken so far (counted to its side in each world; the searcher's first, round the
    table); `seed` a 64-bit int."""
    if not HAVE_C:
        raise RuntimeError("the compiled core is not built")
    p = list(points) + [0] * (3 - len(points))
    return _core.evaluate(
        tables_b, SUIT_INDEX[trump], bonus, encode(mine),
        encode([c for cards in known for c in cards]), bytes(len(k) for k in known),
        encode(pool), bytes(need), -1 if turned is None else INDEX[turned], encode(trick),
        p[0], p[1], p[2], sides, -1 if called is None else INDEX[called], caller_side,
        bytes(unknown_points or [0] * len(sides)), encode(cands), worlds, seed & MASK, exact)


def playout(tables_b: bytes, trump: str, bonus: int, hands: Sequence[Sequence[str]],
            talon: Sequence[str], trick: Sequence[str], leader: int, sides: bytes,
            points: Sequence[int], exact: int) -> tuple[int, list[str], int]:
    """(value, cards played by the policy, nodes) of one world every card of which is
    placed, seat 0 to play (see _core.c's `playout`)."""
    if not HAVE_C:
        raise RuntimeError("the compiled core is not built")
    p = list(points) + [0] * (3 - len(points))
    value, cards, nodes = _core.playout(
        tables_b, SUIT_INDEX[trump], bonus, encode([c for h in hands for c in h]),
        bytes(len(h) for h in hands), encode(talon), encode(trick), leader, sides,
        p[0], p[1], p[2], exact)
    return value, [CARDS[c] for c in cards], nodes
