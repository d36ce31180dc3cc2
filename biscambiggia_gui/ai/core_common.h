/* What the trump games' part of the core (core_trump.h) and Tarocchi's (core_tarot.h)
 * share: the random stream, the minimax step, the shuffle, the answers to Python, reading
 * bytes, and the walk back through the opponent's past plays of the inference. Included
 * once, by _core.c (one translation unit). */
#define INF 100000
#define UNSCORED 4                  /* a play walked back through but not weighed (a lead) */

static uint64_t next_rand(uint64_t *s) {            /* splitmix64 */
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* one child's value `v` taken into a minimax node (the searcher's side, `mine`, maximises,
 * the others minimise): whether the window has closed (a cut) */
static inline int take(int mine, int v, int *best, int *alpha, int *beta) {
    if (mine) {
        if (v > *best) *best = v;
        if (*best > *alpha) *alpha = *best;
    } else {
        if (v < *best) *best = v;
        if (*best < *beta) *beta = *best;
    }
    return *alpha >= *beta;
}

/* `deal`: the `n` cards of `pool` in a random order (Fisher-Yates on the stream `s`) */
static void shuffled(uint8_t *deal, const uint8_t *pool, int n, uint64_t *s) {
    memcpy(deal, pool, (size_t)n);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)(next_rand(s) % (uint64_t)(i + 1));
        uint8_t t = deal[i]; deal[i] = deal[j]; deal[j] = t;
    }
}

/* an evaluation's answer (totals, wins, nodes, weight): the sums as floats when `weighted`
 * (or halved values), else as whole numbers (exact in a double) */
static PyObject *results(const double *totals, const double *wins, int nc, int weighted,
                         long nodes, double weights) {
    PyObject *t = PyList_New(nc), *wn = PyList_New(nc);
    if (!t || !wn) {
        Py_XDECREF(t);
        Py_XDECREF(wn);
        return NULL;
    }
    for (Py_ssize_t c = 0; c < nc; c++) {
        PyList_SetItem(t, c, weighted ? PyFloat_FromDouble(totals[c]) : PyLong_FromLong((long)totals[c]));
        PyList_SetItem(wn, c, weighted ? PyFloat_FromDouble(wins[c]) : PyLong_FromLong((long)wins[c]));
    }
    return Py_BuildValue("(NNld)", t, wn, nodes, weights);
}

/* a playout's answer (value, the actions traced, nodes) */
static PyObject *traced_result(int v, const uint8_t *trace, int traced, long nodes) {
    PyObject *cards = PyList_New(traced);
    if (!cards) return NULL;
    for (int i = 0; i < traced; i++) PyList_SetItem(cards, i, PyLong_FromLong(trace[i]));
    return Py_BuildValue("(iNl)", v, cards, nodes);
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

/* one step of the walk back through the opponent's past plays (the record `h`): the card
 * it drew after the play taken out of `hand` (`*k` cards; a card drawn unseen at random
 * from `rs`), the card played put back; `then` gets the hand it held, the card played
 * first (it wins a tie), and `*m` its count. -1: stop (the hand would not fit `maxh`);
 * 0: a play not weighed (no choice, or UNSCORED); 1: weigh it. */
static int walk_back(uint8_t *hand, int *k, int maxh, const uint8_t *h, uint64_t *rs,
                     uint8_t *then, int *m) {
    int drew = h[2] & 3, i;
    if (drew == 1 && *k > 0) {
        i = (int)(next_rand(rs) % (uint64_t)*k);
        hand[i] = hand[--*k];
    } else if (drew == 2) {
        for (i = 0; i < *k && hand[i] != h[3]; i++) {}
        if (i < *k) hand[i] = hand[--*k];
    }
    if (*k >= maxh) return -1;
    hand[(*k)++] = h[0];
    if (*k < 2 || (h[2] & UNSCORED)) return 0;
    then[0] = h[0];
    *m = 1;
    for (i = 0; i < *k; i++) if (hand[i] != h[0]) then[(*m)++] = hand[i];
    return 1;
}
