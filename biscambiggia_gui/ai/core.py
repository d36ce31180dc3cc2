"""The search core of the Hard player in the two-player trump games (Briscola and
Biscambiggia a 2): `evaluate` deals the unseen cards at random into `worlds` worlds and,
in each, plays every candidate card, then the roll-out policy for both seats until
`exact` tricks are left, then an exact alpha-beta to the end of the hand (the world is a
game of perfect information once its talon order is dealt). It returns, per candidate,
the sum over the worlds of the hand's final point difference plus `bonus` times its
outcome (+1 win, 0 void, -1 loss), and how many worlds it won.

Two implementations of one algorithm: the C extension `_core` (built by setup.py when a
compiler is there; `make test` builds it) and `_evaluate_py` below, the fallback, which
gives the same numbers, slower (tests/ai/test_core.py checks both against each other and
against the engine). `HAVE_C` says which one runs.

Cards are ints 0..39 (deck_40 order: suit * 10 + rank); seat 0 is the searching player.
The arguments are only what the seat knows: its hand, the opponent's known cards, the
unseen cards and how many of them the opponent holds, the turned trump if still under
the talon, the card led to it, the points so far.
"""
from __future__ import annotations

from ..engine.cards import SUITS, deck_40
from .trump_play import discard_key
from .trump_play import tables as rank_tables

try:                                   # the compiled core, when it was built
    from . import _core
    HAVE_C = True
except ImportError:                    # pragma: no cover - depends on the build
    _core = None
    HAVE_C = False

CARDS = deck_40()
INDEX = {c: i for i, c in enumerate(CARDS)}
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
INF = 100000
MASK = (1 << 64) - 1

_TABLES: dict = {}


def tables(game: str, trump: str) -> bytes:
    """strength, card points and the policy's discard cost of every card, 40 bytes each."""
    key = (game, trump)
    out = _TABLES.get(key)
    if out is None:
        strength, value = rank_tables(game)
        cost = []
        for c in CARDS:
            first, second = discard_key(c, trump, strength, value)
            cost.append(first * 11 + second)
        out = _TABLES[key] = bytes([strength[c] for c in CARDS] + [value[c] for c in CARDS]
                                   + cost)
    return out


def encode(cards) -> bytes:
    return bytes(INDEX[c] for c in cards)


def evaluate(game, trump, bonus, mine, known, pool, need, turned, led, points, cands,
             worlds, seed, exact, use_c=None):
    """(totals, wins, nodes) for the candidate cards `cands` (see the module's text); card
    arguments are codes ("7H"), `turned` and `led` a code or None; `seed` a 64-bit int."""
    args = (tables(game, trump), SUIT_INDEX[trump], bonus, encode(mine), encode(known),
            encode(pool), need, -1 if turned is None else INDEX[turned],
            -1 if led is None else INDEX[led], points[0], points[1], encode(cands), worlds,
            seed & MASK, exact)
    if use_c is None:
        use_c = HAVE_C
    if use_c:
        return _core.evaluate(*args)
    return _evaluate_py(*args)


# --- the same algorithm in Python ----------------------------------------------------------
def _next_rand(state):
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def shuffle(pool, state):
    """(the generator's next state, `pool` shuffled): the deal of one world (the unseen
    cards in order: first the opponent's, then the talon's from the top)."""
    deal = list(pool)
    for i in range(len(deal) - 1, 0, -1):
        state, z = _next_rand(state)
        j = z % (i + 1)
        deal[i], deal[j] = deal[j], deal[i]
    return state, deal


class _Rules:
    __slots__ = ("strength", "value", "cost", "trump", "bonus", "talon", "nodes")


def _beats(r, c, best):
    if c // 10 == best // 10:
        return r.strength[c] > r.strength[best]
    return c // 10 == r.trump


def _policy(r, hand, led):
    """Index of the roll-out policy's card in `hand` (the C core's policy, line by line)."""
    n = len(hand)
    if n == 1:
        return 0
    strength, value = r.strength, r.value
    best, bk = -1, 0
    if led >= 0:
        ls, on_table = led // 10, value[led]
        if ls != r.trump:
            for i, c in enumerate(hand):
                if c // 10 == ls and strength[c] > strength[led]:
                    key = value[c] * 16 + strength[c]
                    if best < 0 or key > bk:
                        best, bk = i, key
            if best >= 0:
                return best
        if on_table >= 3:
            cheap, ck = -1, 0
            for i, c in enumerate(hand):
                if c // 10 == r.trump and _beats(r, c, led):
                    key = value[c] * 16 + strength[c]
                    if best < 0 or key < bk:
                        best, bk = i, key
                    if value[c] == 0 and (cheap < 0 or strength[c] < ck):
                        cheap, ck = i, strength[c]
            if best >= 0 and on_table >= 10:
                return best
            if cheap >= 0:
                return cheap
            best = -1
    cost = r.cost
    for i, c in enumerate(hand):
        key = cost[c]
        if best < 0 or key < bk:
            best, bk = i, key
    return best


def _play(r, w, idx):
    """w = [hand0, hand1, tpos, leader, turn, trick, pts0, pts1], changed in place."""
    p = w[4]
    c = w[p].pop(idx)
    if w[5] < 0:
        w[5] = c
        w[4] = 1 - p
        return
    led = w[5]
    winner = p if _beats(r, c, led) else w[3]
    w[6 + winner] += r.value[led] + r.value[c]
    w[5] = -1
    if w[2] < len(r.talon):
        w[winner].append(r.talon[w[2]])
        w[1 - winner].append(r.talon[w[2] + 1])
        w[2] += 2
    w[3] = w[4] = winner


def _leaf(r, w):
    d = w[6] - w[7]
    return d + r.bonus * ((d > 0) - (d < 0))


def _tricks_left(r, w):
    return (len(w[0]) + len(w[1]) + len(r.talon) - w[2] + (w[5] >= 0)) // 2


def _copy(w):
    return [list(w[0]), list(w[1])] + w[2:]


def _alphabeta(r, w, alpha, beta):
    if not w[0] and not w[1]:
        return _leaf(r, w)
    r.nodes += 1
    p = w[4]
    first = _policy(r, w[p], w[5])
    order = [first] + [i for i in range(len(w[p])) if i != first]
    best = -INF if p == 0 else INF
    for i in order:
        child = _copy(w)
        _play(r, child, i)
        v = _alphabeta(r, child, alpha, beta)
        if p == 0:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best


def _evaluate_world(r, root, idx, exact):
    w = _copy(root)
    _play(r, w, idx)
    while (w[0] or w[1]) and _tricks_left(r, w) > exact:
        _play(r, w, _policy(r, w[w[4]], w[5]))
    if exact <= 0:
        return _leaf(r, w)
    return _alphabeta(r, w, -INF, INF)


def _evaluate_py(tables_b, trump, bonus, mine, known, pool, need, turned, led, p0, p1,
                 cands, worlds, seed, exact):
    if need > len(pool) or len(known) + need > 4 or not cands or worlds < 1 or \
            (len(pool) - need + (turned >= 0)) % 2:
        raise ValueError("evaluate: inconsistent position")
    r = _Rules()
    r.strength, r.value, r.cost = tables_b[:40], tables_b[40:80], tables_b[80:]
    r.trump, r.bonus, r.nodes = trump, bonus, 0
    try:
        idx = [list(mine).index(c) for c in cands]
    except ValueError:
        raise ValueError("evaluate: a candidate is not in the hand") from None
    totals, wins = [0] * len(cands), [0] * len(cands)
    state = seed
    for _ in range(worlds):
        state, deal = shuffle(pool, state)
        r.talon = deal[need:] + ([turned] if turned >= 0 else [])
        root = [list(mine), list(known) + deal[:need], 0, 1 if led >= 0 else 0, 0, led,
                p0, p1]
        for k, i in enumerate(idx):
            v = _evaluate_world(r, root, i, exact)
            totals[k] += v
            wins[k] += v > 0
    return totals, wins, r.nodes
