"""The search core of the Hard player in the trump games played by two or three or in two
teams (Briscola and Biscambiggia a 2, a 3, a 4 and a 6): `evaluate` deals the unseen cards at
random into `worlds` worlds and, in each, plays every candidate card, then the roll-out
policy for every seat until `exact` tricks are left, then an exact alpha-beta to the end
of the hand, the searcher's side maximising and the others minimising (the world is a
game of perfect information once its talon order is dealt). It returns, per candidate,
the sum over the worlds of the hand's final margin (the searcher's side's points less the
best other side's) plus `bonus` times its outcome (+1 win, 0 void, -1 loss), and how many
worlds it won.

Two implementations of one algorithm: the C extension `_core` (built by setup.py when a
compiler is there; `make test` builds it) and `_evaluate_py` below, the fallback, which
gives the same numbers, slower (tests/ai/test_core.py checks both against each other and
against the engine). `HAVE_C` says which one runs.

Cards are ints 0..39 (deck_40 order: suit * 10 + rank). Seats are counted from the
searching player, who plays now (seat 0), round the table. With two, four or six seats
there are two sides and seat s is on the searcher's when s is even; with three each seat
is a side of its own, and the other two minimise the searcher's margin together (a
paranoid search: in three-player Briscola the hand goes to the most points). The
arguments are only what the seat knows: its hand, the other seats' known cards, the
unseen cards and how many of them each other seat holds, the turned trump if still under
the talon, the cards on the table, the points so far.
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
    """strength, card points and the policy's discard cost of every card, 40 bytes each,
    then the strength of the ace of trumps (the policy's partner rule)."""
    key = (game, trump)
    out = _TABLES.get(key)
    if out is None:
        strength, value = rank_tables(game)
        cost = []
        for c in CARDS:
            first, second = discard_key(c, trump, strength, value)
            cost.append(first * 11 + second)
        out = _TABLES[key] = bytes([strength[c] for c in CARDS] + [value[c] for c in CARDS]
                                   + cost + [strength["A" + trump]])
    return out


def encode(cards) -> bytes:
    return bytes(INDEX[c] for c in cards)


def side_points(variant, seat, points) -> tuple:
    """The points of each side so far as `evaluate` takes them, `seat`'s side first: with
    three seats each seat's, round the table from `seat`; else (its side's, the other's)."""
    if variant.players == 3:
        return tuple(points[(seat + k) % 3] for k in range(3))
    side = variant.side_of(seat)
    return points[side], points[1 - side]


def evaluate(game, trump, bonus, mine, known, pool, need, turned, trick, points, cands,
             worlds, seed, exact, use_c=None):
    """(totals, wins, nodes) for the candidate cards `cands` (see the module's text): card
    arguments are codes ("7H"); `known` holds a list of cards and `need` a count for each
    other seat, in the order they play after the searcher; `trick` the cards on the table
    in the order played; `turned` a code or None; `points` the points of each side so far,
    the searcher's first (three values with three seats, else two); `seed` a 64-bit
    int."""
    if len(points) != (3 if len(known) == 2 else 2):
        raise ValueError("evaluate: inconsistent position (one score per side)")
    p2 = points[2] if len(points) == 3 else 0
    args = (tables(game, trump), SUIT_INDEX[trump], bonus, encode(mine),
            encode([c for cards in known for c in cards]), bytes(len(k) for k in known),
            encode(pool), bytes(need), -1 if turned is None else INDEX[turned],
            encode(trick), points[0], points[1], p2, encode(cands), worlds, seed & MASK, exact)
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
    cards in order: each other seat's in turn, then the talon's from the top)."""
    deal = list(pool)
    for i in range(len(deal) - 1, 0, -1):
        state, z = _next_rand(state)
        j = z % (i + 1)
        deal[i], deal[j] = deal[j], deal[i]
    return state, deal


class _Rules:
    __slots__ = ("strength", "value", "cost", "ace", "trump", "bonus", "n", "teams", "talon",
                 "nodes")


def _side(r, seat):
    """The side of a seat: its own with three seats, else its parity."""
    return seat if r.n == 3 else seat % 2


def _beats(r, c, best):
    if c // 10 == best // 10:
        return r.strength[c] > r.strength[best]
    return c // 10 == r.trump


def _best_index(r, trick):
    bi = 0
    for i in range(1, len(trick)):
        if _beats(r, trick[i], trick[bi]):
            bi = i
    return bi


def _cheapest(r, hand):
    cost = r.cost
    best = 0
    for i in range(1, len(hand)):
        if cost[hand[i]] < cost[hand[best]]:
            best = i
    return best


def _policy(r, hand, trick, leader, turn):
    """Index of the roll-out policy's card in `hand` (the C core's policy, line by line;
    ai/trump_play.py's policy_card on card numbers)."""
    n = len(hand)
    if n == 1:
        return 0
    if not trick:
        return _cheapest(r, hand)
    strength, value, trump = r.strength, r.value, r.trump
    bi = _best_index(r, trick)
    top = trick[bi]
    ts = top // 10
    last, two = len(trick) == r.n - 1, r.n == 2
    on_table = sum(value[c] for c in trick)
    best, bk = -1, 0
    if r.teams and ((leader + bi) % r.n) % 2 == turn % 2:       # the partner is winning
        if last or (ts == trump and strength[top] >= r.ace - 1):
            any_plain = any(c // 10 != trump for c in hand)
            for i, c in enumerate(hand):
                if any_plain and c // 10 == trump:
                    continue
                key = value[c] * 16 + (15 - strength[c])
                if best < 0 or key > bk:
                    best, bk = i, key
            return best
        return _cheapest(r, hand)
    if ts != trump:
        if last or two:
            for i, c in enumerate(hand):
                if c // 10 == ts and strength[c] > strength[top]:
                    key = value[c] * 16 + strength[c]
                    if best < 0 or key > bk:
                        best, bk = i, key
        elif on_table:
            for i, c in enumerate(hand):
                if c // 10 == ts and strength[c] > strength[top] and \
                        (best < 0 or strength[c] < bk):
                    best, bk = i, strength[c]
        if best >= 0:
            return best
    if on_table >= 3:
        cheap, ck = -1, 0
        for i, c in enumerate(hand):
            if c // 10 == trump and _beats(r, c, top):
                key = value[c] * 16 + strength[c]
                if best < 0 or key < bk:
                    best, bk = i, key
                if value[c] == 0 and (cheap < 0 or strength[c] < ck):
                    cheap, ck = i, strength[c]
        if best >= 0 and on_table >= 10:
            return best
        if cheap >= 0 and (last or two):
            return cheap
    return _cheapest(r, hand)


class _World:
    __slots__ = ("hands", "trick", "tpos", "leader", "turn", "pts")

    def copy(self):
        w = _World()
        w.hands = [list(h) for h in self.hands]
        w.trick = list(self.trick)
        w.tpos, w.leader, w.turn, w.pts = self.tpos, self.leader, self.turn, list(self.pts)
        return w


def _play(r, w, idx):
    p, n = w.turn, r.n
    w.trick.append(w.hands[p].pop(idx))
    if len(w.trick) < n:
        w.turn = (p + 1) % n
        return
    winner = (w.leader + _best_index(r, w.trick)) % n
    w.pts[_side(r, winner)] += sum(r.value[c] for c in w.trick)
    w.trick = []
    if w.tpos < len(r.talon):
        for k in range(n):
            w.hands[(winner + k) % n].append(r.talon[w.tpos])
            w.tpos += 1
    w.leader = w.turn = winner


def _over(w):
    return not w.trick and not w.hands[w.turn]


def _policy_of(r, w):
    return _policy(r, w.hands[w.turn], w.trick, w.leader, w.turn)


def _leaf(r, w):
    d = w.pts[0] - max(w.pts[1:])       # the margin over the best other side
    return d + r.bonus * ((d > 0) - (d < 0))


def _tricks_left(r, w):
    return (sum(len(h) for h in w.hands) + len(r.talon) - w.tpos + len(w.trick)) // r.n


def _alphabeta(r, w, alpha, beta):
    if _over(w):
        return _leaf(r, w)
    r.nodes += 1
    p = w.turn
    mine = _side(r, p) == 0
    first = _policy_of(r, w)
    order = [first] + [i for i in range(len(w.hands[p])) if i != first]
    best = -INF if mine else INF
    for i in order:
        child = w.copy()
        _play(r, child, i)
        v = _alphabeta(r, child, alpha, beta)
        if mine:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best


def _evaluate_world(r, root, idx, exact):
    w = root.copy()
    _play(r, w, idx)
    while not _over(w) and _tricks_left(r, w) > exact:
        _play(r, w, _policy_of(r, w))
    if exact <= 0:
        return _leaf(r, w)
    return _alphabeta(r, w, -INF, INF)


def _evaluate_py(tables_b, trump, bonus, mine, known, known_counts, pool, need, turned,
                 trick, p0, p1, p2, cands, worlds, seed, exact):
    # the C core's checks, in its order of meaning (see _core.c)
    n = len(known_counts) + 1
    inconsistent = len(need) != n - 1 or len(trick) >= n
    for s in range(1, n):
        if inconsistent:
            break
        inconsistent = known_counts[s - 1] + need[s - 1] != len(mine) - (s >= n - len(trick))
    talon_size = len(pool) - sum(need) + (turned >= 0)
    if inconsistent or len(tables_b) != 121 or n > 6 or (n % 2 and n != 3) or \
            sum(known_counts) != len(known) or not 1 <= len(mine) <= 4 or \
            sum(need) > len(pool) or not 1 <= len(cands) <= 4 or len(pool) > 38 or \
            worlds < 1 or not 0 <= trump <= 3 or turned >= 40 or talon_size % n or \
            not 0 <= bonus <= 10000 or not 0 <= p0 <= 10000 or not 0 <= p1 <= 10000 or \
            not 0 <= p2 <= 10000 or (p2 and n != 3):
        raise ValueError("evaluate: inconsistent position")
    for name, cards in (("mine", mine), ("known", known), ("pool", pool), ("trick", trick),
                        ("cands", cands)):
        if any(c >= 40 for c in cards):
            raise ValueError(f"{name}: a card out of range")
    r = _Rules()
    r.strength, r.value, r.cost = tables_b[:40], tables_b[40:80], tables_b[80:120]
    r.ace, r.trump, r.bonus, r.n, r.nodes = tables_b[120], trump, bonus, n, 0
    r.teams = n >= 4
    try:
        idx = [list(mine).index(c) for c in cands]
    except ValueError:
        raise ValueError("evaluate: a candidate is not in the hand") from None
    totals, wins = [0] * len(cands), [0] * len(cands)
    state = seed
    for _ in range(worlds):
        state, deal = shuffle(pool, state)
        root = _World()
        root.hands, root.trick = [list(mine)], list(trick)
        k = d = 0
        for s in range(1, n):
            root.hands.append(list(known[k:k + known_counts[s - 1]])
                              + deal[d:d + need[s - 1]])
            k += known_counts[s - 1]
            d += need[s - 1]
        r.talon = deal[d:] + ([turned] if turned >= 0 else [])
        root.tpos, root.leader, root.turn, root.pts = 0, (n - len(trick)) % n, 0, \
            [p0, p1] + ([p2] if n == 3 else [])
        for c, i in enumerate(idx):
            v = _evaluate_world(r, root, i, exact)
            totals[c] += v
            wins[c] += v > 0
    return totals, wins, r.nodes
