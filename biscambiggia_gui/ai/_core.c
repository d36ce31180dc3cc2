/* The compiled core of the Hard player's search in the plain trump games (Biscambiggia and
 * Briscola for two to six, the chiamata games for five): sampled worlds, roll-outs by the
 * heuristic policy and an exact alpha-beta over the last tricks of each world. It is an
 * accelerator of rules written in Python in the games' packages (the trick winner of
 * engine/tricks.py, the draws, the policy of games/trump/policy.py):
 * tests/engine/test_accelerators.py plays seeded worlds here (`playout`) and replays them
 * on the game's state, step by step, and checks the exact values against a minimax over the
 * state (ai/solver.py). biscambiggia_gui/ai/core.py says what each argument means.
 *
 * Cards are ints 0..39: suit * 10 + rank index (engine deck_40 order). Seats are counted
 * from the searching player: seat 0 plays now, seat 1 after it, and so on. Each seat has a
 * side (0: the searcher's); a seat whose side the searcher does not know yet (a chiamata
 * game before the called card shows) is on the caller's side in a world where it holds
 * the called card, else on the other. The searcher's side maximises its margin over the
 * best other side; every other side minimises it (with three sides, the two others
 * together: a paranoid search). Nothing here sees a hidden card: the caller passes the
 * unseen cards and how many of them each other seat holds, and this module deals them at
 * random, world by world.
 */
/* the limited API of Python 3.10: one abi3 build serves every CPython from 3.10 on */
#define Py_LIMITED_API 0x030A0000
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define MAXN 6
#define MAXH 8
#define MAXSIDES 3
#define UNKNOWN_SIDE 3
#define INF 100000

typedef struct {
    uint8_t strength[40], value[40], cost[40];
    int trump, bonus, n, ace;       /* ace: the strength of the ace of trumps */
    int nsides;
    const uint8_t *talon;
    int tend;
    long *nodes;                    /* alpha-beta nodes visited (a count for the benches) */
} Rules;

typedef struct {
    uint8_t hand[MAXN][MAXH];
    uint8_t cnt[MAXN];
    uint8_t trick[MAXN];
    uint8_t side[MAXN];             /* each seat's side in this world */
    int ntrick, tpos, leader, turn;
    int pts[MAXSIDES];              /* per side, the searcher's first */
} World;

static uint64_t next_rand(uint64_t *s) {            /* splitmix64 */
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline int beats(const Rules *r, int c, int best) {
    if (c / 10 == best / 10) return r->strength[c] > r->strength[best];
    return c / 10 == r->trump;
}

static int best_index(const Rules *r, const uint8_t *trick, int k) {
    int bi = 0;
    for (int i = 1; i < k; i++) if (beats(r, trick[i], trick[bi])) bi = i;
    return bi;
}

/* index of the cheapest card to lose (the first of equals) */
static int cheapest(const Rules *r, const uint8_t *h, int n) {
    int best = 0;
    for (int i = 1; i < n; i++) if (r->cost[h[i]] < r->cost[h[best]]) best = i;
    return best;
}

/* the roll-out policy (games/trump/policy.py's policy_card): an index into the hand of
 * the seat to play */
static int policy(const Rules *r, const World *w) {
    int p = w->turn, n = w->cnt[p], nt = w->ntrick, i, best = -1, key, bk = 0;
    const uint8_t *h = w->hand[p];
    if (n == 1) return 0;
    if (nt == 0) return cheapest(r, h, n);
    int bi = best_index(r, w->trick, nt), top = w->trick[bi], ts = top / 10;
    int last = nt == r->n - 1, two = r->n == 2, on_table = 0;
    for (i = 0; i < nt; i++) on_table += r->value[w->trick[i]];
    if (w->side[(w->leader + bi) % r->n] == w->side[p]) {   /* the partner is winning */
        if (last || (ts == r->trump && r->strength[top] >= r->ace - 1)) {
            int any_plain = 0;
            for (i = 0; i < n; i++) any_plain |= h[i] / 10 != r->trump;
            for (i = 0; i < n; i++) {                   /* the richest gift, no trump */
                int c = h[i];
                if (any_plain && c / 10 == r->trump) continue;
                key = r->value[c] * 16 + (15 - r->strength[c]);
                if (best < 0 || key > bk) { best = i; bk = key; }
            }
            return best;
        }
        return cheapest(r, h, n);
    }
    if (ts != r->trump) {               /* a winner of the suit led */
        if (last || two) {              /* the richest */
            for (i = 0; i < n; i++) {
                int c = h[i];
                if (c / 10 == ts && r->strength[c] > r->strength[top]) {
                    key = r->value[c] * 16 + r->strength[c];
                    if (best < 0 || key > bk) { best = i; bk = key; }
                }
            }
        } else if (on_table) {          /* the lowest */
            for (i = 0; i < n; i++) {
                int c = h[i];
                if (c / 10 == ts && r->strength[c] > r->strength[top] &&
                    (best < 0 || r->strength[c] < bk)) { best = i; bk = r->strength[c]; }
            }
        }
        if (best >= 0) return best;
    }
    if (on_table >= 3) {                /* trumps that win */
        int cheap = -1, ck = 0;
        for (i = 0; i < n; i++) {
            int c = h[i];
            if (c / 10 == r->trump && beats(r, c, top)) {
                key = r->value[c] * 16 + r->strength[c];
                if (best < 0 || key < bk) { best = i; bk = key; }
                if (r->value[c] == 0 && (cheap < 0 || r->strength[c] < ck)) {
                    cheap = i; ck = r->strength[c];
                }
            }
        }
        if (best >= 0 && on_table >= 10) return best;
        if (cheap >= 0 && (last || two)) return cheap;
    }
    return cheapest(r, h, n);
}

static void play(const Rules *r, World *w, int idx) {
    int p = w->turn, c = w->hand[p][idx], i, n = r->n;
    for (i = idx; i < w->cnt[p] - 1; i++) w->hand[p][i] = w->hand[p][i + 1];
    w->cnt[p]--;
    w->trick[w->ntrick++] = (uint8_t)c;
    if (w->ntrick < n) {
        w->turn = (p + 1) % n;
        return;
    }
    int winner = (w->leader + best_index(r, w->trick, n)) % n, gained = 0;
    for (i = 0; i < n; i++) gained += r->value[w->trick[i]];
    w->pts[w->side[winner]] += gained;
    w->ntrick = 0;
    if (w->tpos < r->tend) {
        for (i = 0; i < n; i++) {
            int s = (winner + i) % n;
            w->hand[s][w->cnt[s]++] = r->talon[w->tpos++];
        }
    }
    w->leader = w->turn = winner;
}

static inline int over(const Rules *r, const World *w) {
    return w->ntrick == 0 && w->cnt[w->turn] == 0;
}

static inline int tricks_left(const Rules *r, const World *w) {
    int cards = r->tend - w->tpos + w->ntrick;
    for (int s = 0; s < r->n; s++) cards += w->cnt[s];
    return cards / r->n;
}

static int leaf(const Rules *r, const World *w) {
    int other = w->pts[1];
    for (int s = 2; s < r->nsides; s++) if (w->pts[s] > other) other = w->pts[s];
    int d = w->pts[0] - other;      /* the margin over the best other side */
    return d + r->bonus * ((d > 0) - (d < 0));
}

static int alphabeta(const Rules *r, const World *w, int alpha, int beta) {
    if (over(r, w)) return leaf(r, w);
    (*r->nodes)++;
    int p = w->turn, n = w->cnt[p], first = policy(r, w), k, mine = w->side[p] == 0;
    int best = mine ? -INF : INF;
    for (k = -1; k < n; k++) {                      /* the policy's card first */
        int i = k < 0 ? first : k;
        if (k >= 0 && k == first) continue;
        World child = *w;
        play(r, &child, i);
        int v = alphabeta(r, &child, alpha, beta);
        if (mine) {
            if (v > best) best = v;
            if (best > alpha) alpha = best;
        } else {
            if (v < best) best = v;
            if (best < beta) beta = best;
        }
        if (alpha >= beta) break;
    }
    return best;
}

/* the policy until `exact` tricks are left, then alpha-beta; `trace`, when given, gets the
 * cards the policy played (at most 40) and `*traced` their number */
static int finish(const Rules *r, World *w, int exact, uint8_t *trace, int *traced) {
    while (!over(r, w) && tricks_left(r, w) > exact) {
        int i = policy(r, w);
        if (trace) trace[(*traced)++] = w->hand[w->turn][i];
        play(r, w, i);
    }
    if (exact <= 0 || over(r, w)) return leaf(r, w);
    return alphabeta(r, w, -INF, INF);
}

static int read_bytes(PyObject *o, const uint8_t **p, Py_ssize_t *n, const char *what,
                      int limit) {
    char *buf;
    if (PyBytes_AsStringAndSize(o, &buf, n) < 0) return -1;
    *p = (const uint8_t *)buf;
    for (Py_ssize_t i = 0; i < *n; i++) {
        if ((*p)[i] >= limit) {
            PyErr_Format(PyExc_ValueError, "%s: %d out of range", what, (*p)[i]);
            return -1;
        }
    }
    return 0;
}

/* the rules from the 121 bytes of core.tables() */
static int read_rules(Rules *r, PyObject *tables_o, int trump, int bonus, int n, int nsides) {
    const uint8_t *tables;
    Py_ssize_t nt;
    if (read_bytes(tables_o, &tables, &nt, "tables", 256)) return -1;
    if (nt != 121 || trump < 0 || trump > 3 || bonus < 0 || bonus > 10000 || n < 2 ||
        n > MAXN || nsides < 2 || nsides > MAXSIDES) {
        PyErr_SetString(PyExc_ValueError, "core: inconsistent rules");
        return -1;
    }
    memcpy(r->strength, tables, 40);
    memcpy(r->value, tables + 40, 40);
    memcpy(r->cost, tables + 80, 40);
    r->ace = tables[120];
    r->trump = trump;
    r->bonus = bonus;
    r->n = n;
    r->nsides = nsides;
    return 0;
}

static int points_ok(int p0, int p1, int p2, int nsides) {
    return p0 >= 0 && p0 <= 10000 && p1 >= 0 && p1 <= 10000 && p2 >= 0 && p2 <= 10000 &&
           (p2 == 0 || nsides == 3);
}

/* evaluate(tables, trump, bonus, mine, known, known_counts, pool, need, turned, trick,
 *          points0, points1, points2, sides, called, caller_side, unknown_points, cands,
 *          worlds, seed, exact)
 *   -> (totals, wins, nodes)
 * known: the other seats' known cards, seat after seat (known_counts[s - 1] of seat s);
 * need: how many unseen cards each other seat holds; trick: the cards on the table;
 * points: per side, the searcher's first (points2: a third side's, 0 unless three);
 * sides: each seat's side (UNKNOWN_SIDE where the searcher does not know it: in each world
 * the holder of the card `called` is on side `caller_side`, the others on the other side;
 * `called` is -1 when no side is unknown; unknown_points: what each seat of an unknown side
 * has taken so far, counted to its side in each world) */
static PyObject *core_evaluate(PyObject *self, PyObject *args) {
    PyObject *tables_o, *mine_o, *known_o, *kc_o, *pool_o, *need_o, *trick_o, *cands_o,
        *sides_o, *upts_o;
    int trump, bonus, turned, p0, p1, p2, worlds, exact, called, caller_side;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "SiiSSSSSiSiiiSiiSSiKi", &tables_o, &trump, &bonus, &mine_o,
                          &known_o, &kc_o, &pool_o, &need_o, &turned, &trick_o, &p0, &p1,
                          &p2, &sides_o, &called, &caller_side, &upts_o, &cands_o, &worlds,
                          &seed, &exact))
        return NULL;
    const uint8_t *mine, *known, *kc, *pool, *need, *trick, *cands, *sides, *upts;
    Py_ssize_t nm, nk, nkc, np, nn, ntr, nc, ns, nu;
    if (read_bytes(mine_o, &mine, &nm, "mine", 40) ||
        read_bytes(known_o, &known, &nk, "known", 40) ||
        read_bytes(kc_o, &kc, &nkc, "known_counts", MAXH + 1) ||
        read_bytes(pool_o, &pool, &np, "pool", 40) ||
        read_bytes(need_o, &need, &nn, "need", MAXH + 1) ||
        read_bytes(trick_o, &trick, &ntr, "trick", 40) ||
        read_bytes(sides_o, &sides, &ns, "sides", UNKNOWN_SIDE + 1) ||
        read_bytes(upts_o, &upts, &nu, "unknown_points", 121) ||
        read_bytes(cands_o, &cands, &nc, "cands", 40))
        return NULL;
    /* every other seat holds as many cards as the searcher, one fewer if it has played
     * to the trick on the table (the last ntr seats) */
    int n = (int)nkc + 1, needed = 0, inconsistent = nn != nkc || ntr >= n || ns != n || nu != n;
    int nsides = 2, unknown = 0;
    Py_ssize_t sum_known = 0;
    for (int s = 1; s < n && !inconsistent; s++) {
        needed += need[s - 1];
        sum_known += kc[s - 1];
        if (kc[s - 1] + need[s - 1] != (int)nm - (s >= n - (int)ntr)) inconsistent = 1;
    }
    for (int s = 0; s < ns && !inconsistent; s++) {
        if (sides[s] == UNKNOWN_SIDE) unknown = 1;
        else if (sides[s] + 1 > nsides) nsides = sides[s] + 1;
        if (upts[s] && sides[s] != UNKNOWN_SIDE) inconsistent = 1;
    }
    int tend = (int)np - needed + (turned >= 0);
    Rules r;
    if (inconsistent || sides[0] != 0 || sum_known != nk || nm < 1 || nm > MAXH ||
        needed > np || nc < 1 || nc > MAXH || np > 39 || worlds < 1 || turned >= 40 ||
        tend % n || (unknown && (called < 0 || called >= 40 || caller_side < 0 ||
        caller_side > 1 || nsides != 2)) || !points_ok(p0, p1, p2, nsides)) {
        PyErr_SetString(PyExc_ValueError, "evaluate: inconsistent position");
        return NULL;
    }
    if (read_rules(&r, tables_o, trump, bonus, n, nsides)) return NULL;
    uint8_t talon[40], deal[40];
    r.talon = talon;
    r.tend = tend;
    World root;
    memset(&root, 0, sizeof root);
    memcpy(root.hand[0], mine, nm);
    root.cnt[0] = (uint8_t)nm;
    memcpy(root.trick, trick, ntr);
    memcpy(root.side, sides, n);
    root.ntrick = (int)ntr;
    root.leader = (n - (int)ntr) % n;
    root.turn = 0;
    root.pts[0] = p0;
    root.pts[1] = p1;
    root.pts[2] = p2;
    int idx[MAXH];
    for (Py_ssize_t c = 0; c < nc; c++) {
        idx[c] = -1;
        for (Py_ssize_t i = 0; i < nm; i++) if (mine[i] == cands[c]) idx[c] = (int)i;
        if (idx[c] < 0) {
            PyErr_SetString(PyExc_ValueError, "evaluate: a candidate is not in the hand");
            return NULL;
        }
    }
    long totals[MAXH] = {0}, wins[MAXH] = {0};
    uint64_t state = seed;
    long nodes = 0;
    r.nodes = &nodes;
    Py_BEGIN_ALLOW_THREADS
    for (int k = 0; k < worlds; k++) {
        memcpy(deal, pool, np);
        for (int i = (int)np - 1; i > 0; i--) {         /* Fisher-Yates */
            int j = (int)(next_rand(&state) % (uint64_t)(i + 1));
            uint8_t t = deal[i]; deal[i] = deal[j]; deal[j] = t;
        }
        const uint8_t *from_known = known, *from_deal = deal;
        root.pts[0] = p0;
        root.pts[1] = p1;
        for (int s = 1; s < n; s++) {   /* each seat: its known cards, then its unseen */
            memcpy(root.hand[s], from_known, kc[s - 1]);
            memcpy(root.hand[s] + kc[s - 1], from_deal, need[s - 1]);
            root.cnt[s] = (uint8_t)(kc[s - 1] + need[s - 1]);
            from_known += kc[s - 1];
            from_deal += need[s - 1];
            if (sides[s] == UNKNOWN_SIDE) {     /* the called card decides */
                int holds = 0;
                for (int i = 0; i < root.cnt[s]; i++) holds |= root.hand[s][i] == called;
                root.side[s] = (uint8_t)(holds ? caller_side : 1 - caller_side);
                root.pts[root.side[s]] += upts[s];
            }
        }
        memcpy(talon, from_deal, np - needed);
        if (turned >= 0) talon[np - needed] = (uint8_t)turned;
        for (int c = 0; c < nc; c++) {
            World w = root;
            play(&r, &w, idx[c]);
            int v = finish(&r, &w, exact, NULL, NULL);
            totals[c] += v;
            wins[c] += v > 0;
        }
    }
    Py_END_ALLOW_THREADS
    PyObject *t = PyList_New(nc), *wn = PyList_New(nc);
    if (!t || !wn) {
        Py_XDECREF(t);
        Py_XDECREF(wn);
        return NULL;
    }
    for (Py_ssize_t c = 0; c < nc; c++) {
        PyList_SetItem(t, c, PyLong_FromLong(totals[c]));
        PyList_SetItem(wn, c, PyLong_FromLong(wins[c]));
    }
    return Py_BuildValue("(NNl)", t, wn, nodes);
}

/* playout(tables, trump, bonus, hands, counts, talon, trick, leader, sides, points0,
 *         points1, points2, exact) -> (value, cards the policy played, nodes)
 * One whole world, every card placed: seat 0 plays now; hands: every seat's cards, seat
 * after seat (counts[s] of seat s); talon: top first; leader: the seat that led the trick
 * on the table. The policy plays until `exact` tricks are left, then alpha-beta: the value
 * is the searcher's (seat 0's side's) margin plus the bonus times the outcome. The
 * differential test replays the cards on the game's state. */
static PyObject *core_playout(PyObject *self, PyObject *args) {
    PyObject *tables_o, *hands_o, *counts_o, *talon_o, *trick_o, *sides_o;
    int trump, bonus, leader, p0, p1, p2, exact;
    if (!PyArg_ParseTuple(args, "SiiSSSSiSiiii", &tables_o, &trump, &bonus, &hands_o,
                          &counts_o, &talon_o, &trick_o, &leader, &sides_o, &p0, &p1, &p2,
                          &exact))
        return NULL;
    const uint8_t *hands, *counts, *talon, *trick, *sides;
    Py_ssize_t nh, ncounts, nt, ntr, ns;
    if (read_bytes(hands_o, &hands, &nh, "hands", 40) ||
        read_bytes(counts_o, &counts, &ncounts, "counts", MAXH + 1) ||
        read_bytes(talon_o, &talon, &nt, "talon", 40) ||
        read_bytes(trick_o, &trick, &ntr, "trick", 40) ||
        read_bytes(sides_o, &sides, &ns, "sides", MAXSIDES))
        return NULL;
    int n = (int)ncounts, nsides = 2, total = 0;
    for (Py_ssize_t s = 0; s < ns; s++) if (sides[s] + 1 > nsides) nsides = sides[s] + 1;
    for (int s = 0; s < n; s++) total += counts[s];
    Rules r;
    if (ns != n || n < 2 || n > MAXN || ntr >= n || total != nh || sides[0] != 0 ||
        leader < 0 || leader >= n || (leader + ntr) % n != 0 || counts[0] < 1 ||
        nt % n || !points_ok(p0, p1, p2, nsides)) {
        PyErr_SetString(PyExc_ValueError, "playout: inconsistent position");
        return NULL;
    }
    if (read_rules(&r, tables_o, trump, bonus, n, nsides)) return NULL;
    World w;
    memset(&w, 0, sizeof w);
    const uint8_t *from = hands;
    for (int s = 0; s < n; s++) {
        memcpy(w.hand[s], from, counts[s]);
        w.cnt[s] = counts[s];
        from += counts[s];
    }
    memcpy(w.trick, trick, ntr);
    memcpy(w.side, sides, n);
    w.ntrick = (int)ntr;
    w.leader = leader;
    w.turn = 0;
    w.pts[0] = p0;
    w.pts[1] = p1;
    w.pts[2] = p2;
    r.talon = talon;
    r.tend = (int)nt;
    long nodes = 0;
    r.nodes = &nodes;
    uint8_t trace[40];
    int traced = 0;
    int v = finish(&r, &w, exact, trace, &traced);
    PyObject *cards = PyList_New(traced);
    if (!cards) return NULL;
    for (int i = 0; i < traced; i++) PyList_SetItem(cards, i, PyLong_FromLong(trace[i]));
    return Py_BuildValue("(iNl)", v, cards, nodes);
}

static PyMethodDef methods[] = {
    {"evaluate", core_evaluate, METH_VARARGS,
     "Sampled-world evaluation of candidate cards (see biscambiggia_gui/ai/core.py)."},
    {"playout", core_playout, METH_VARARGS,
     "One whole world played by the policy, then solved (see biscambiggia_gui/ai/core.py)."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_core",
                                    "The Hard player's search core in C.", -1, methods};

PyMODINIT_FUNC PyInit__core(void) { return PyModule_Create(&module); }
