/* The Hard player's search core for the two-player trump games (Briscola and Biscambiggia
 * a 2), in C: sampled worlds, roll-outs by the heuristic policy and an exact alpha-beta
 * over the last tricks of each world. biscambiggia_gui/ai/core.py holds the same
 * algorithm in Python (the fallback when this extension is not built) and says what each
 * argument means; tests/ai/test_core.py checks that both give the same numbers and that
 * their rules are the engine's.
 *
 * Cards are ints 0..39: suit * 10 + rank index (engine deck_40 order). Seat 0 is the
 * searching player, seat 1 its opponent. Nothing here sees a hidden card: the caller
 * passes the unseen cards and how many of them the opponent holds, and this module deals
 * them at random, world by world.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define MAXH 4
#define INF 100000

typedef struct {
    uint8_t strength[40], value[40], cost[40];
    int trump, bonus;
    const uint8_t *talon;
    int tend;
    long *nodes;                    /* alpha-beta nodes visited (a count for the benches) */
} Rules;

typedef struct {
    uint8_t hand[2][MAXH];
    int n[2];
    int tpos, leader, turn, trick;  /* trick: the card led, or -1 */
    int pts[2];
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

/* the roll-out policy: an index into the hand of the seat to play */
static int policy(const Rules *r, const World *w) {
    const uint8_t *h = w->hand[w->turn];
    int n = w->n[w->turn], i, best = -1, key, bk = 0;
    if (n == 1) return 0;
    if (w->trick >= 0) {
        int led = w->trick, ls = led / 10, on_table = r->value[led];
        /* a winner of the suit led (no trump): the richest */
        if (ls != r->trump) {
            for (i = 0; i < n; i++) {
                int c = h[i];
                if (c / 10 == ls && r->strength[c] > r->strength[led]) {
                    key = r->value[c] * 16 + r->strength[c];
                    if (best < 0 || key > bk) { best = i; bk = key; }
                }
            }
            if (best >= 0) return best;
        }
        if (on_table >= 3) {
            int cheap = -1, ck = 0;
            for (i = 0; i < n; i++) {
                int c = h[i];
                if (c / 10 == r->trump && beats(r, c, led)) {
                    key = r->value[c] * 16 + r->strength[c];
                    if (best < 0 || key < bk) { best = i; bk = key; }
                    if (r->value[c] == 0 && (cheap < 0 || r->strength[c] < ck)) {
                        cheap = i; ck = r->strength[c];
                    }
                }
            }
            if (best >= 0 && on_table >= 10) return best;
            if (cheap >= 0) return cheap;
            best = -1;
        }
    }
    for (i = 0; i < n; i++) {
        key = r->cost[h[i]];
        if (best < 0 || key < bk) { best = i; bk = key; }
    }
    return best;
}

static void play(const Rules *r, World *w, int idx) {
    int p = w->turn, c = w->hand[p][idx], i;
    for (i = idx; i < w->n[p] - 1; i++) w->hand[p][i] = w->hand[p][i + 1];
    w->n[p]--;
    if (w->trick < 0) {
        w->trick = c;
        w->turn = 1 - p;
        return;
    }
    int led = w->trick, winner = beats(r, c, led) ? p : w->leader;
    w->pts[winner] += r->value[led] + r->value[c];
    w->trick = -1;
    if (w->tpos < r->tend) {
        w->hand[winner][w->n[winner]++] = r->talon[w->tpos++];
        w->hand[1 - winner][w->n[1 - winner]++] = r->talon[w->tpos++];
    }
    w->leader = w->turn = winner;
}

static inline int over(const World *w) { return w->n[0] == 0 && w->n[1] == 0; }

static inline int tricks_left(const Rules *r, const World *w) {
    return (w->n[0] + w->n[1] + (r->tend - w->tpos) + (w->trick >= 0)) / 2;
}

static int leaf(const Rules *r, const World *w) {
    int d = w->pts[0] - w->pts[1];
    return d + r->bonus * ((d > 0) - (d < 0));
}

static int alphabeta(const Rules *r, const World *w, int alpha, int beta) {
    if (over(w)) return leaf(r, w);
    (*r->nodes)++;
    int p = w->turn, n = w->n[p], first = policy(r, w), k;
    int best = p == 0 ? -INF : INF;
    for (k = -1; k < n; k++) {                      /* the policy's card first */
        int i = k < 0 ? first : k;
        if (k >= 0 && k == first) continue;
        World child = *w;
        play(r, &child, i);
        int v = alphabeta(r, &child, alpha, beta);
        if (p == 0) {
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

/* one candidate in one world: the policy until `exact` tricks are left, then alpha-beta */
static int evaluate_world(const Rules *r, const World *root, int idx, int exact) {
    World w = *root;
    play(r, &w, idx);
    while (!over(&w) && tricks_left(r, &w) > exact) play(r, &w, policy(r, &w));
    if (exact <= 0) {
        return leaf(r, &w);
    }
    return alphabeta(r, &w, -INF, INF);
}

static int read_bytes(PyObject *o, const uint8_t **p, Py_ssize_t *n, const char *what) {
    char *buf;
    if (PyBytes_AsStringAndSize(o, &buf, n) < 0) return -1;
    *p = (const uint8_t *)buf;
    for (Py_ssize_t i = 0; i < *n; i++) {
        if ((*p)[i] >= 40) {
            PyErr_Format(PyExc_ValueError, "%s: card %d out of range", what, (*p)[i]);
            return -1;
        }
    }
    return 0;
}

/* evaluate(tables, trump, bonus, mine, known, pool, need, turned, led, points0, points1,
 *          cands, worlds, seed, exact) -> (totals, wins, nodes) */
static PyObject *core_evaluate(PyObject *self, PyObject *args) {
    PyObject *tables_o, *mine_o, *known_o, *pool_o, *cands_o;
    int trump, bonus, need, turned, led, p0, p1, worlds, exact;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "SiiSSSiiiiiSiKi", &tables_o, &trump, &bonus, &mine_o,
                          &known_o, &pool_o, &need, &turned, &led, &p0, &p1, &cands_o,
                          &worlds, &seed, &exact))
        return NULL;
    const uint8_t *tables, *mine, *known, *pool, *cands;
    Py_ssize_t nt, nm, nk, np, nc;
    if (read_bytes(mine_o, &mine, &nm, "mine") || read_bytes(known_o, &known, &nk, "known") ||
        read_bytes(pool_o, &pool, &np, "pool") || read_bytes(cands_o, &cands, &nc, "cands"))
        return NULL;
    if (PyBytes_AsStringAndSize(tables_o, (char **)&tables, &nt) < 0) return NULL;
    if (nt != 120 || nm < 1 || nm > MAXH || need < 0 || need > np || nk + need > MAXH ||
        nc < 1 || nc > MAXH || np > 38 || worlds < 1 || trump < 0 || trump > 3 ||
        turned >= 40 || led >= 40 || (np - need + (turned >= 0)) % 2) {
        PyErr_SetString(PyExc_ValueError, "evaluate: inconsistent position");
        return NULL;
    }
    Rules r;
    memcpy(r.strength, tables, 40);
    memcpy(r.value, tables + 40, 40);
    memcpy(r.cost, tables + 80, 40);
    r.trump = trump;
    r.bonus = bonus;
    uint8_t talon[40], deal[40];
    r.talon = talon;
    r.tend = (int)(np - need) + (turned >= 0);
    World root;
    memset(&root, 0, sizeof root);
    memcpy(root.hand[0], mine, nm);
    root.n[0] = (int)nm;
    root.n[1] = (int)(nk + need);
    root.tpos = 0;
    root.trick = led;
    root.leader = led >= 0 ? 1 : 0;
    root.turn = 0;
    root.pts[0] = p0;
    root.pts[1] = p1;
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
        memcpy(root.hand[1], known, nk);
        memcpy(root.hand[1] + nk, deal, need);
        memcpy(talon, deal + need, np - need);
        if (turned >= 0) talon[np - need] = (uint8_t)turned;
        for (int c = 0; c < nc; c++) {
            int v = evaluate_world(&r, &root, idx[c], exact);
            totals[c] += v;
            wins[c] += v > 0;
        }
    }
    Py_END_ALLOW_THREADS
    PyObject *t = PyList_New(nc), *wn = PyList_New(nc);
    for (Py_ssize_t c = 0; c < nc; c++) {
        PyList_SET_ITEM(t, c, PyLong_FromLong(totals[c]));
        PyList_SET_ITEM(wn, c, PyLong_FromLong(wins[c]));
    }
    return Py_BuildValue("(NNl)", t, wn, nodes);
}

static PyMethodDef methods[] = {
    {"evaluate", core_evaluate, METH_VARARGS,
     "Sampled-world evaluation of candidate cards (see biscambiggia_gui/ai/core.py)."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_core",
                                    "The Hard player's search core in C.", -1, methods};

PyMODINIT_FUNC PyInit__core(void) { return PyModule_Create(&module); }
