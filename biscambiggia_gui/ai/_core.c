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
    /* Mariagio (games/mariagio/rules.py): marriages and the exchange of the 2 of trumps
     * before a lead, strict replies once the talon is out, the last trick's points */
    int mariagio, follow_only, late_marriage, captured, last_bonus;
} Rules;

typedef struct {
    uint8_t hand[MAXN][MAXH];
    uint8_t cnt[MAXN];
    uint8_t trick[MAXN];
    uint8_t side[MAXN];             /* each seat's side in this world */
    int ntrick, tpos, leader, turn;
    int pts[MAXSIDES];              /* per side, the searcher's first */
    uint8_t declared;               /* Mariagio: the suits whose marriage was declared (bits) */
    uint8_t decl_now;               /* ... a marriage was declared before the present lead */
    uint8_t turned;                 /* ... the talon's last card (the 2 after an exchange) */
} World;

/* actions other than cards in a playout's trace (Mariagio's declarations) */
#define MARRIAGE 40                 /* + the suit */
#define EXCHANGE 44

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

/* index (into the hand) of the cheapest card to lose among the hand's cards at `idx`
 * (the first of equals) */
static int cheapest(const Rules *r, const uint8_t *h, const int *idx, int k) {
    int best = idx[0];
    for (int j = 1; j < k; j++) if (r->cost[h[idx[j]]] < r->cost[h[best]]) best = idx[j];
    return best;
}

static inline int holds(const World *w, int p, int c) {
    for (int i = 0; i < w->cnt[p]; i++) if (w->hand[p][i] == c) return 1;
    return 0;
}

/* the cards the seat to play may play (indices into its hand, in the hand's order): any
 * card, but Mariagio's strict replies once the talon is out (games/mariagio/rules.py's
 * strict_replies) */
static int legal_cards(const Rules *r, const World *w, int *idx) {
    int p = w->turn, n = w->cnt[p], k = 0, i;
    const uint8_t *h = w->hand[p];
    if (!r->mariagio || w->ntrick == 0 || w->tpos < r->tend) {
        for (i = 0; i < n; i++) idx[i] = i;
        return n;
    }
    int led = w->trick[0], ls = led / 10;
    for (i = 0; i < n; i++) if (h[i] / 10 == ls) idx[k++] = i;
    if (k) {
        if (r->follow_only) return k;
        int higher = 0;
        for (i = 0; i < k; i++) if (r->strength[h[idx[i]]] > r->strength[led]) idx[higher++] = idx[i];
        if (higher) return higher;
        k = 0;
        for (i = 0; i < n; i++) if (h[i] / 10 == ls) idx[k++] = i;
        return k;
    }
    if (!r->follow_only) {
        for (i = 0; i < n; i++) if (h[i] / 10 == r->trump) idx[k++] = i;
        if (k) return k;
    }
    for (i = 0; i < n; i++) idx[i] = i;
    return n;
}

/* Mariagio's roll-out keeps the halves of a marriage still to declare (games/mariagio/
 * play.py's keep_marriages): the legal cards without them, unless nothing else is legal */
static int keep_marriages(const World *w, int *idx, int k) {
    int p = w->turn, keep = 0, rest = 0, j;
    const uint8_t *h = w->hand[p];
    for (int s = 0; s < 4; s++)
        if (!(w->declared >> s & 1) && holds(w, p, s * 10 + 8) && holds(w, p, s * 10 + 9))
            keep |= 1 << s;
    if (!keep) return k;
    int out[MAXH];
    for (j = 0; j < k; j++) {
        int c = h[idx[j]], rank = c % 10;
        if (!((rank == 8 || rank == 9) && (keep >> (c / 10) & 1))) out[rest++] = idx[j];
    }
    if (!rest) return k;
    memcpy(idx, out, sizeof(int) * rest);
    return rest;
}

/* the roll-out policy (games/trump/play.py's policy_card) among the hand's cards at `idx`:
 * an index into the hand of the seat to play */
static int policy_among(const Rules *r, const World *w, const int *idx, int k) {
    int p = w->turn, nt = w->ntrick, i, j, best = -1, key, bk = 0;
    const uint8_t *h = w->hand[p];
    if (k == 1) return idx[0];
    if (nt == 0) return cheapest(r, h, idx, k);
    int bi = best_index(r, w->trick, nt), top = w->trick[bi], ts = top / 10;
    int last = nt == r->n - 1, two = r->n == 2, on_table = 0;
    for (i = 0; i < nt; i++) on_table += r->value[w->trick[i]];
    if (w->side[(w->leader + bi) % r->n] == w->side[p]) {   /* the partner is winning */
        if (last || (ts == r->trump && r->strength[top] >= r->ace - 1)) {
            int any_plain = 0;
            for (j = 0; j < k; j++) any_plain |= h[idx[j]] / 10 != r->trump;
            for (j = 0; j < k; j++) {                   /* the richest gift, no trump */
                int c = h[idx[j]];
                if (any_plain && c / 10 == r->trump) continue;
                key = r->value[c] * 16 + (15 - r->strength[c]);
                if (best < 0 || key > bk) { best = idx[j]; bk = key; }
            }
            return best;
        }
        return cheapest(r, h, idx, k);
    }
    if (ts != r->trump) {               /* a winner of the suit led */
        if (last || two) {              /* the richest */
            for (j = 0; j < k; j++) {
                int c = h[idx[j]];
                if (c / 10 == ts && r->strength[c] > r->strength[top]) {
                    key = r->value[c] * 16 + r->strength[c];
                    if (best < 0 || key > bk) { best = idx[j]; bk = key; }
                }
            }
        } else if (on_table) {          /* the lowest */
            for (j = 0; j < k; j++) {
                int c = h[idx[j]];
                if (c / 10 == ts && r->strength[c] > r->strength[top] &&
                    (best < 0 || r->strength[c] < bk)) { best = idx[j]; bk = r->strength[c]; }
            }
        }
        if (best >= 0) return best;
    }
    if (on_table >= 3) {                /* trumps that win */
        int cheap = -1, ck = 0;
        for (j = 0; j < k; j++) {
            int c = h[idx[j]];
            if (c / 10 == r->trump && beats(r, c, top)) {
                key = r->value[c] * 16 + r->strength[c];
                if (best < 0 || key < bk) { best = idx[j]; bk = key; }
                if (r->value[c] == 0 && (cheap < 0 || r->strength[c] < ck)) {
                    cheap = idx[j]; ck = r->strength[c];
                }
            }
        }
        if (best >= 0 && on_table >= 10) return best;
        if (cheap >= 0 && (last || two)) return cheap;
    }
    return cheapest(r, h, idx, k);
}

/* the roll-out policy's card: an index into the hand of the seat to play */
static int policy(const Rules *r, const World *w) {
    int idx[MAXH], k = legal_cards(r, w, idx);
    if (r->mariagio) k = keep_marriages(w, idx, k);
    return policy_among(r, w, idx, k);
}

/* Mariagio: the declarations the roll-out policy makes before a lead (games/mariagio/
 * play.py's best_declaration, as the state offers them): the marriage in trumps, else the
 * first other one, one per lead (not in the last seven tricks without the late-marriage
 * option); the exchange of the 2 of trumps for the turned card while the talon lasts.
 * `trace` (when given) gets MARRIAGE + suit or EXCHANGE. */
static void declare(const Rules *r, World *w, uint8_t *trace, int *traced) {
    int p = w->turn;
    for (;;) {
        int last_phase = w->tpos >= r->tend, choice = -1, s, i;
        if (!w->decl_now && (r->late_marriage || !last_phase)) {
            for (s = 0; s < 4; s++)
                if (!(w->declared >> s & 1) && holds(w, p, s * 10 + 9) && holds(w, p, s * 10 + 8))
                    if (s == r->trump || choice < 0) choice = s;
        }
        if (choice >= 0) {
            w->pts[w->side[p]] += choice == r->trump ? 40 : 20;
            w->declared |= (uint8_t)(1 << choice);
            w->decl_now = 1;
            if (trace) trace[(*traced)++] = (uint8_t)(MARRIAGE + choice);
            continue;
        }
        if (!last_phase) {
            int two = r->trump * 10 + 1;
            for (i = 0; i < w->cnt[p] && w->hand[p][i] != two; i++) {}
            if (i < w->cnt[p]) {
                w->hand[p][i] = w->turned;
                w->turned = (uint8_t)two;
                if (trace) trace[(*traced)++] = EXCHANGE;
                continue;
            }
        }
        return;
    }
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
    if (r->mariagio) {
        int a = w->trick[0], b = w->trick[1];
        w->decl_now = 0;
        if (r->captured && a / 10 == b / 10 && a % 10 + b % 10 == 17)   /* the Q and the K */
            gained += a / 10 == r->trump ? 40 : 20;
    }
    w->pts[w->side[winner]] += gained;
    w->ntrick = 0;
    if (w->tpos < r->tend) {
        for (i = 0; i < n; i++) {
            int s = (winner + i) % n, at = w->tpos++;
            w->hand[s][w->cnt[s]++] = r->mariagio && at == r->tend - 1 ? w->turned : r->talon[at];
        }
    }
    if (r->last_bonus && w->cnt[winner] == 0) w->pts[w->side[winner]] += r->last_bonus;
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

static int alphabeta(const Rules *r, const World *w0, int alpha, int beta) {
    if (over(r, w0)) return leaf(r, w0);
    (*r->nodes)++;
    World decl;
    const World *w = w0;
    if (r->mariagio && w0->ntrick == 0) {           /* the leader's declarations first */
        decl = *w0;
        declare(r, &decl, NULL, NULL);
        w = &decl;
    }
    int moves[MAXH], n = legal_cards(r, w, moves);
    int first = policy(r, w), k, mine = w->side[w->turn] == 0;
    int best = mine ? -INF : INF;
    for (k = -1; k < n; k++) {                      /* the policy's card first */
        int i = k < 0 ? first : moves[k];
        if (k >= 0 && moves[k] == first) continue;
        World child = *w;
        play(r, &child, i);
        if (take(mine, alphabeta(r, &child, alpha, beta), &best, &alpha, &beta)) break;
    }
    return best;
}

/* the policy until `exact` tricks are left, then alpha-beta; `trace`, when given, gets the
 * cards the policy played (at most 40) and `*traced` their number */
static int finish(const Rules *r, World *w, int exact, uint8_t *trace, int *traced) {
    while (!over(r, w) && tricks_left(r, w) > exact) {
        if (r->mariagio && w->ntrick == 0) declare(r, w, trace, traced);
        int i = policy(r, w);
        if (trace) trace[(*traced)++] = w->hand[w->turn][i];
        play(r, w, i);
    }
    if (exact <= 0 || over(r, w)) return leaf(r, w);
    return alphabeta(r, w, -INF, INF);
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
    r->mariagio = r->follow_only = r->late_marriage = r->captured = r->last_bonus = 0;
    return 0;
}

/* Mariagio's rules and state from `extra` (empty for the other games): mariagio (1),
 * follow_only, late_marriage, captured, last_bonus, declared (bits), decl_now */
static int read_extra(Rules *r, World *w, PyObject *extra_o) {
    const uint8_t *x;
    Py_ssize_t nx;
    if (read_bytes(extra_o, &x, &nx, "extra", 256)) return -1;
    if (nx == 0) return 0;
    if (nx != 7 || x[0] != 1 || r->n != 2 || x[5] > 15 || x[6] > 1) {
        PyErr_SetString(PyExc_ValueError, "core: inconsistent Mariagio state");
        return -1;
    }
    r->mariagio = 1;
    r->follow_only = x[1];
    r->late_marriage = x[2];
    r->captured = x[3];
    r->last_bonus = x[4];
    w->declared = x[5];
    w->decl_now = x[6];
    return 0;
}

/* Inference: how likely the opponent's past plays were in a world, under a model of it
 * (the roll-out policy, missing it with the factor `miss`): the product over its plays of
 * 1 when the play is the policy's choice from the hand it then held, `miss` when not. Two
 * players; the opponent is seat 1; `hist` holds its plays, the most recent first, 4 bytes
 * each: the card, the card it answered (255 when it led), how it drew after that trick (0
 * not, 1 a card unseen, 2 the card of the fourth byte, seen; plus UNSCORED: a play walked
 * back through but not weighed, a lead where the model is poor). Walking back from its hand
 * in the world, a card drawn unseen is one of the cards of the hand then at random (each
 * equally likely when the deck was shuffled fairly): `rs` draws it. */
#define UNSCORED 4

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

static double likelihood(const Rules *r, const World *w, const uint8_t *hist, int nrec,
                         double miss, uint64_t *rs) {
    uint8_t hand[48];
    int k = w->cnt[1], m, step;
    double lik = 1.0;
    memcpy(hand, w->hand[1], k);
    for (int j = 0; j < nrec; j++) {
        const uint8_t *h = hist + 4 * j;
        World t;
        memset(&t, 0, sizeof t);
        if ((step = walk_back(hand, &k, MAXH, h, rs, t.hand[1], &m)) < 0) break;
        if (!step) continue;
        t.cnt[1] = (uint8_t)m;
        t.side[1] = 1;
        t.turn = 1;
        if (h[1] != 255) {
            t.trick[0] = h[1];
            t.ntrick = 1;
            t.leader = 0;
        } else {
            t.leader = 1;
        }
        if (policy(r, &t) != 0) lik *= miss;
    }
    return lik;
}

static int points_ok(int p0, int p1, int p2, int nsides) {
    return p0 >= 0 && p0 <= 10000 && p1 >= 0 && p1 <= 10000 && p2 >= 0 && p2 <= 10000 &&
           (p2 == 0 || nsides == 3);
}

/* evaluate(tables, trump, bonus, mine, known, known_counts, pool, need, turned, trick,
 *          points0, points1, points2, sides, called, caller_side, unknown_points, cands,
 *          worlds, seed, exact, extra, history, miss)
 *   -> (totals, wins, nodes, weight)
 * known: the other seats' known cards, seat after seat (known_counts[s - 1] of seat s);
 * need: how many unseen cards each other seat holds; trick: the cards on the table;
 * points: per side, the searcher's first (points2: a third side's, 0 unless three);
 * sides: each seat's side (UNKNOWN_SIDE where the searcher does not know it: in each world
 * the holder of the card `called` is on side `caller_side`, the others on the other side;
 * `called` is -1 when no side is unknown; unknown_points: what each seat of an unknown side
 * has taken so far, counted to its side in each world; extra: Mariagio's rules and state
 * (read_extra), empty elsewhere; history and miss: the inference (`likelihood`: each
 * world's values weighted by it; weight: the sum of the worlds' weights; miss 1000 per
 * mille or an empty history: no inference, the totals are whole sums, weight `worlds`) */
static PyObject *core_evaluate(PyObject *self, PyObject *args) {
    PyObject *tables_o, *mine_o, *known_o, *kc_o, *pool_o, *need_o, *trick_o, *cands_o,
        *sides_o, *upts_o, *extra_o, *hist_o;
    int trump, bonus, turned, p0, p1, p2, worlds, exact, called, caller_side, miss_pm;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "SiiSSSSSiSiiiSiiSSiKiSSi", &tables_o, &trump, &bonus, &mine_o,
                          &known_o, &kc_o, &pool_o, &need_o, &turned, &trick_o, &p0, &p1,
                          &p2, &sides_o, &called, &caller_side, &upts_o, &cands_o, &worlds,
                          &seed, &exact, &extra_o, &hist_o, &miss_pm))
        return NULL;
    const uint8_t *mine, *known, *kc, *pool, *need, *trick, *cands, *sides, *upts, *hist;
    Py_ssize_t nm, nk, nkc, np, nn, ntr, nc, ns, nu, nhist;
    if (read_bytes(mine_o, &mine, &nm, "mine", 40) ||
        read_bytes(known_o, &known, &nk, "known", 40) ||
        read_bytes(kc_o, &kc, &nkc, "known_counts", MAXH + 1) ||
        read_bytes(pool_o, &pool, &np, "pool", 40) ||
        read_bytes(need_o, &need, &nn, "need", MAXH + 1) ||
        read_bytes(trick_o, &trick, &ntr, "trick", 40) ||
        read_bytes(sides_o, &sides, &ns, "sides", UNKNOWN_SIDE + 1) ||
        read_bytes(upts_o, &upts, &nu, "unknown_points", 121) ||
        read_bytes(cands_o, &cands, &nc, "cands", 40) ||
        read_bytes(hist_o, &hist, &nhist, "history", 256))
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
        caller_side > 1 || nsides != 2)) || !points_ok(p0, p1, p2, nsides) ||
        nhist % 4 || miss_pm < 0 || miss_pm > 1000 || (nhist && n != 2)) {
        PyErr_SetString(PyExc_ValueError, "evaluate: inconsistent position");
        return NULL;
    }
    if (read_rules(&r, tables_o, trump, bonus, n, nsides)) return NULL;
    uint8_t talon[40], deal[40];
    r.talon = talon;
    r.tend = tend;
    World root;
    memset(&root, 0, sizeof root);
    if (read_extra(&r, &root, extra_o)) return NULL;
    root.turned = (uint8_t)(turned >= 0 ? turned : 0);
    int infer = nhist > 0 && miss_pm < 1000;
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
    double totals[MAXH] = {0}, wins[MAXH] = {0}, weights = 0;
    uint64_t state = seed, istate = seed ^ 0x2545F4914F6CDD1DULL;
    long nodes = 0;
    r.nodes = &nodes;
    Py_BEGIN_ALLOW_THREADS
    for (int k = 0; k < worlds; k++) {
        shuffled(deal, pool, (int)np, &state);
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
        double weight = infer ? likelihood(&r, &root, hist, (int)nhist / 4, miss_pm / 1000.0,
                                           &istate) : 1.0;
        weights += weight;
        for (int c = 0; c < nc; c++) {
            World w = root;
            play(&r, &w, idx[c]);
            int v = finish(&r, &w, exact, NULL, NULL);
            totals[c] += weight * v;
            wins[c] += weight * (v > 0);
        }
    }
    Py_END_ALLOW_THREADS
    return results(totals, wins, (int)nc, infer, nodes, weights);
}

/* playout(tables, trump, bonus, hands, counts, talon, trick, leader, sides, points0,
 *         points1, points2, exact, extra) -> (value, actions the policy took, nodes)
 * One whole world, every card placed: seat 0 plays now; hands: every seat's cards, seat
 * after seat (counts[s] of seat s); talon: top first; leader: the seat that led the trick
 * on the table. The policy plays until `exact` tricks are left, then alpha-beta: the value
 * is the searcher's (seat 0's side's) margin plus the bonus times the outcome; extra:
 * Mariagio's rules and state (read_extra). The actions are cards (0..39), and Mariagio's
 * declarations (MARRIAGE + suit, EXCHANGE). The differential test replays them on the
 * game's state. */
static PyObject *core_playout(PyObject *self, PyObject *args) {
    PyObject *tables_o, *hands_o, *counts_o, *talon_o, *trick_o, *sides_o, *extra_o;
    int trump, bonus, leader, p0, p1, p2, exact;
    if (!PyArg_ParseTuple(args, "SiiSSSSiSiiiiS", &tables_o, &trump, &bonus, &hands_o,
                          &counts_o, &talon_o, &trick_o, &leader, &sides_o, &p0, &p1, &p2,
                          &exact, &extra_o))
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
    if (read_extra(&r, &w, extra_o)) return NULL;
    w.turned = (uint8_t)(nt ? talon[nt - 1] : 0);
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
    uint8_t trace[64];
    int traced = 0;
    int v = finish(&r, &w, exact, trace, &traced);
    return traced_result(v, trace, traced, nodes);
}


/* ---------------------------------------------------------------------------------------
 * Tarocchi a pizzico (games/tarocchi/rules.py, playout.py, play.py): two players, the
 * 78-card tarot (cards 0..77 in deck_78 order: the suit cards, 14 a suit, then the tarots
 * T1..T21, then the matto), replies that follow suit or else play a tarot (the matto
 * always allowed), the matto kept by its player who owes a card from the tricks it wins
 * after it (the cheapest, paid as the hand ends; the matto itself crosses over if
 * nothing was won), draws shown to the opponent, the card count by threes and the
 * honours, the bagatto ultimo. Values are doubled (honours still in hand at a horizon
 * count half).
 * ------------------------------------------------------------------------------------- */
#define TN 78
#define TMAXH 16
#define T_TAROT 4                   /* the suit index of the tarots */
#define T_MATTO_SUIT 5
#define MATTO 77
#define BAGATTO 56                  /* T1 */
#define GIVE 100                    /* + the card: the card given for the matto, in a trace */

typedef struct {
    uint8_t strength[TN], hon[TN], suit[TN], order[TN];   /* order: the codes' sort order */
    const uint8_t *talon;
    int tend, total, horizon;       /* horizon: tricks played in all where a play-out stops */
    long *nodes;
} TRules;

typedef struct {
    uint8_t hand[2][TMAXH];
    uint8_t cnt[2];
    uint8_t trick[2];
    int ntrick, leader, turn, tpos, played;
    int count[2], hon[2], pts[2];   /* cards captured, their honours, the other points */
    int owner, give;                /* the seat owing a card for the matto (-1), its cheapest */
} TWorld;

static int t_winner(const TRules *r, int leader, int lead, int reply) {
    if (reply == MATTO) return leader;
    if (lead == MATTO) return 1 - leader;
    if (r->suit[reply] == r->suit[lead]) return r->strength[reply] > r->strength[lead] ? 1 - leader : leader;
    return r->suit[reply] == T_TAROT ? 1 - leader : leader;
}

/* the cards the seat to play may play (indices into its hand, in its order) */
static int t_legal(const TRules *r, const TWorld *w, int *idx) {
    int p = w->turn, n = w->cnt[p], k = 0, i, matto = -1;
    const uint8_t *h = w->hand[p];
    if (w->ntrick == 0 || w->trick[0] == MATTO) {
        for (i = 0; i < n; i++) idx[i] = i;
        return n;
    }
    int ls = r->suit[w->trick[0]];
    for (i = 0; i < n; i++) {
        if (h[i] == MATTO) matto = i;
        else if (r->suit[h[i]] == ls) idx[k++] = i;
    }
    if (!k && ls != T_TAROT)
        for (i = 0; i < n; i++) if (r->suit[h[i]] == T_TAROT) idx[k++] = i;
    if (!k) {
        for (i = 0; i < n; i++) idx[i] = i;
        return n;
    }
    if (matto >= 0) idx[k++] = matto;
    return k;
}

/* keys as the policy's tuples compare them (play.py's key tables), folded into one int */
static inline int key_lead(const TRules *r, int c) {      /* (hon, tarot, strength, code) */
    return ((r->hon[c] * 2 + (r->suit[c] == T_TAROT)) * 128 + r->strength[c]) * 128 + r->order[c];
}
static inline int key_bank(const TRules *r, int c) {      /* (hon, -strength, code) */
    return (r->hon[c] * 128 + (127 - r->strength[c])) * 128 + r->order[c];
}
static inline int key_cheap(const TRules *r, int c) {     /* (strength, code) */
    return r->strength[c] * 128 + r->order[c];
}
static inline int key_lose(const TRules *r, int c) {      /* (hon, strength, code) */
    return (r->hon[c] * 128 + r->strength[c]) * 128 + r->order[c];
}
static inline int key_give(const TRules *r, int c) {      /* (hon, strength): no code */
    return r->hon[c] * 128 + r->strength[c];
}

/* the roll-out policy (play.py's choose_play) among the hand's cards at `idx` */
static int t_policy_among(const TRules *r, const TWorld *w, const int *idx, int k) {
    const uint8_t *h = w->hand[w->turn];
    int j, best = -1, bk = 0;
    if (k == 1) return idx[0];
    if (w->ntrick == 0) {
        for (int pass = 0; pass < 2 && best < 0; pass++)      /* no matto, unless alone */
            for (j = 0; j < k; j++) {
                int c = h[idx[j]];
                if (pass == 0 && c == MATTO) continue;
                if (best < 0 || key_lead(r, c) < bk) { best = idx[j]; bk = key_lead(r, c); }
            }
        return best;
    }
    int lead = w->trick[0];
    if (lead == MATTO) {                    /* the reply wins: bank the most valuable */
        for (j = 0; j < k; j++) {
            int c = h[idx[j]];
            if (best < 0 || key_bank(r, c) > bk) { best = idx[j]; bk = key_bank(r, c); }
        }
        return best;
    }
    int ls = r->suit[lead], lst = r->strength[lead], matto_legal = 0;
    int win[TMAXH], lose[TMAXH], nw = 0, nl = 0;
    for (j = 0; j < k; j++) {
        int c = h[idx[j]];
        if (c == MATTO) { matto_legal = 1; continue; }
        if (r->suit[c] == ls) {
            if (r->strength[c] > lst) win[nw++] = idx[j]; else lose[nl++] = idx[j];
        } else if (r->suit[c] == T_TAROT) win[nw++] = idx[j];
        else lose[nl++] = idx[j];
    }
    if (nw) {
        for (j = 0; j < nw; j++) {          /* an honour that wins: banked, the best */
            int c = h[win[j]];
            if (r->hon[c] && (best < 0 || key_bank(r, c) > bk)) { best = win[j]; bk = key_bank(r, c); }
        }
        if (best >= 0) return best;
        for (j = 0; j < nw; j++) {
            int c = h[win[j]];
            if (best < 0 || key_cheap(r, c) < bk) { best = win[j]; bk = key_cheap(r, c); }
        }
        int cheap = h[best];
        if (r->hon[lead] || r->suit[cheap] != T_TAROT || r->strength[cheap] < 112) return best;
        best = -1;
    }
    if (!nl) {
        for (j = 0; j < k; j++) if (h[idx[j]] != MATTO) lose[nl++] = idx[j];
        if (!nl) for (j = 0; j < k; j++) lose[nl++] = idx[j];
    }
    for (j = 0; j < nl; j++) {
        int c = h[lose[j]];
        if (best < 0 || key_lose(r, c) < bk) { best = lose[j]; bk = key_lose(r, c); }
    }
    if (r->hon[h[best]] >= 2 && matto_legal)
        for (j = 0; j < k; j++) if (h[idx[j]] == MATTO) return idx[j];
    return best;
}

static int t_policy(const TRules *r, const TWorld *w) {
    int idx[TMAXH], k = t_legal(r, w, idx);
    return t_policy_among(r, w, idx, k);
}

/* the hand's end: the matto's debt paid with its cheapest card, or the matto across */
static void t_settle(const TRules *r, TWorld *w, uint8_t *trace, int *traced) {
    int o = w->owner;
    if (o >= 0) {
        int c = w->give >= 0 ? w->give : MATTO;
        w->count[o]--;
        w->hon[o] -= r->hon[c];
        w->count[1 - o]++;
        w->hon[1 - o] += r->hon[c];
        if (trace && w->give >= 0) trace[(*traced)++] = (uint8_t)(GIVE + c);
        w->owner = -1;
        w->give = -1;
    }
    w->turn = -1;
}

static void t_play(const TRules *r, TWorld *w, int idx, uint8_t *trace, int *traced) {
    int p = w->turn, c = w->hand[p][idx], i;
    for (i = idx; i < w->cnt[p] - 1; i++) w->hand[p][i] = w->hand[p][i + 1];
    w->cnt[p]--;
    w->trick[w->ntrick++] = (uint8_t)c;
    if (w->ntrick < 2) {
        w->turn = 1 - p;
        return;
    }
    int leader = w->leader, lead = w->trick[0], reply = w->trick[1];
    int winner = t_winner(r, leader, lead, reply);
    int keeper = lead == MATTO ? leader : (reply == MATTO ? 1 - leader : -1);
    if (keeper >= 0) {                  /* its player keeps it, and owes a card */
        int other = lead == MATTO ? reply : lead;
        w->owner = keeper;
        w->count[keeper]++;
        w->hon[keeper] += r->hon[MATTO];
        w->count[winner]++;
        w->hon[winner] += r->hon[other];
    } else {
        if (winner == w->owner) {       /* two more cards it may give: the cheapest kept */
            if (w->give < 0 || key_give(r, lead) < key_give(r, w->give)) w->give = lead;
            if (key_give(r, reply) < key_give(r, w->give)) w->give = reply;
        }
        w->count[winner] += 2;
        w->hon[winner] += r->hon[lead] + r->hon[reply];
    }
    w->played++;
    if (w->played == r->total && (lead == BAGATTO || reply == BAGATTO)) w->pts[winner] += 20;
    w->ntrick = 0;
    w->leader = winner;
    if (w->tpos < r->tend) {            /* both draw, the winner first */
        w->hand[winner][w->cnt[winner]++] = r->talon[w->tpos++];
        w->hand[1 - winner][w->cnt[1 - winner]++] = r->talon[w->tpos++];
    }
    if (w->cnt[winner] == 0) t_settle(r, w, trace, traced);
    else w->turn = winner;
}

static inline int t_count_points(int n) { return n / 3 + (n % 3 == 2); }

/* seat 0's margin, doubled; honours still in hand at half (doubled: whole) when not over */
static int t_leaf(const TRules *r, const TWorld *w) {
    int v = 2 * ((w->pts[0] + t_count_points(w->count[0]) + w->hon[0]) -
                 (w->pts[1] + t_count_points(w->count[1]) + w->hon[1]));
    if (w->turn >= 0)
        for (int s = 0; s < 2; s++)
            for (int i = 0; i < w->cnt[s]; i++) v += (s ? -1 : 1) * r->hon[w->hand[s][i]];
    return v;
}

static inline int t_tricks_left(const TRules *r, const TWorld *w) {
    return (w->cnt[0] + w->cnt[1] + w->ntrick + r->tend - w->tpos) / 2;
}

static int t_alphabeta(const TRules *r, const TWorld *w, int alpha, int beta) {
    if (w->turn < 0) return t_leaf(r, w);
    (*r->nodes)++;
    int moves[TMAXH], n = t_legal(r, w, moves);
    int first = t_policy_among(r, w, moves, n), k, mine = w->turn == 0;
    int best = mine ? -INF : INF;
    for (k = -1; k < n; k++) {                      /* the policy's card first */
        int i = k < 0 ? first : moves[k];
        if (k >= 0 && moves[k] == first) continue;
        TWorld child = *w;
        t_play(r, &child, i, NULL, NULL);
        if (take(mine, t_alphabeta(r, &child, alpha, beta), &best, &alpha, &beta)) break;
    }
    return best;
}

/* the policy to the horizon (between tricks) or until `exact` tricks are left, then
 * alpha-beta to the end; `trace` gets the actions the policy took */
static int t_finish(const TRules *r, TWorld *w, int exact, uint8_t *trace, int *traced) {
    for (;;) {
        if (w->turn < 0) return t_leaf(r, w);
        if (w->ntrick == 0 && r->horizon > 0 && w->played >= r->horizon) return t_leaf(r, w);
        if (exact > 0 && t_tricks_left(r, w) <= exact) return t_alphabeta(r, w, -INF, INF);
        int i = t_policy(r, w);
        if (trace) trace[(*traced)++] = w->hand[w->turn][i];
        t_play(r, w, i, trace, traced);
    }
}

/* the rules from the 312 bytes of core.tarot_tables() */
static int t_read_rules(TRules *r, PyObject *tables_o, int total, int horizon) {
    const uint8_t *tables;
    Py_ssize_t nt;
    if (read_bytes(tables_o, &tables, &nt, "tables", 256)) return -1;
    if (nt != 4 * TN || total < 1 || total > 39 || horizon < 0 || horizon > 100) {
        PyErr_SetString(PyExc_ValueError, "core: inconsistent Tarocchi rules");
        return -1;
    }
    memcpy(r->strength, tables, TN);
    memcpy(r->hon, tables + TN, TN);
    memcpy(r->suit, tables + 2 * TN, TN);
    memcpy(r->order, tables + 3 * TN, TN);
    r->total = total;
    r->horizon = horizon;
    return 0;
}

/* the score and the matto's state, seat 0 (the searcher, or the seat to play) first:
 * (count0, count1, honours0, honours1, points0, points1, owner, give, played) */
static int t_read_score(TWorld *w, PyObject *score_o) {
    int c0, c1, h0, h1, p0, p1, owner, give, played;
    if (!PyArg_ParseTuple(score_o, "iiiiiiiii", &c0, &c1, &h0, &h1, &p0, &p1, &owner, &give, &played))
        return -1;
    if (c0 < 0 || c1 < 0 || c0 + c1 > TN || h0 < 0 || h1 < 0 || h0 > 400 || h1 > 400 ||
        p0 < 0 || p1 < 0 || p0 > 10000 || p1 > 10000 || owner < -1 || owner > 1 ||
        give < -1 || give >= TN || (give >= 0 && owner < 0) || played < 0 || played > 39) {
        PyErr_SetString(PyExc_ValueError, "core: inconsistent Tarocchi score");
        return -1;
    }
    w->count[0] = c0; w->count[1] = c1; w->hon[0] = h0; w->hon[1] = h1;
    w->pts[0] = p0; w->pts[1] = p1; w->owner = owner; w->give = give; w->played = played;
    return 0;
}

/* Inference in Tarocchi: as `likelihood` (the same records), but every draw is seen, so
 * the walk back is certain. */
static double t_likelihood(const TRules *r, const TWorld *w, const uint8_t *hist, int nrec,
                           double miss) {
    uint8_t hand[TMAXH + 40];
    int k = w->cnt[1], m, step, i;
    double lik = 1.0;
    uint64_t unused = 0;                /* every draw is seen: nothing drawn at random */
    memcpy(hand, w->hand[1], k);
    for (int j = 0; j < nrec; j++) {
        const uint8_t *h = hist + 4 * j;
        TWorld t;
        memset(&t, 0, sizeof t);
        if ((step = walk_back(hand, &k, TMAXH, h, &unused, t.hand[1], &m)) < 0) break;
        if (!step) continue;
        t.cnt[1] = (uint8_t)m;
        t.turn = 1;
        t.owner = t.give = -1;
        if (h[1] != 255) {
            t.trick[0] = h[1];
            t.ntrick = 1;
            t.leader = 0;
        } else {
            t.leader = 1;
        }
        int idx[TMAXH], n = t_legal(r, &t, idx);
        int legal = 0;
        for (i = 0; i < n; i++) legal |= idx[i] == 0;
        if (legal && n > 1 && t_policy_among(r, &t, idx, n) != 0) lik *= miss;
    }
    return lik;
}

/* tarocchi_evaluate(tables, mine, known, pool, need, forbidden, trick, score, total, cands,
 *                   worlds, seed, exact, horizon, history, miss) -> (totals, wins, nodes, weight)
 * The searcher (seat 0) to play; the opponent holds `known` and `need` of the unseen cards
 * `pool`, none of `forbidden` (what its replies showed it lacks: each world deals it
 * `need` cards at random among the others, the talon the rest in random order); `trick`:
 * the opponent's lead, if it led; score: t_read_score; total: the hand's tricks (for the
 * bagatto ultimo). Each candidate is played, then the policy until `exact` tricks are left
 * (or the horizon), then alpha-beta. Values doubled; weighted by the inference as in
 * `evaluate` (t_likelihood), weight the worlds' weights' sum. */
static PyObject *core_tarocchi_evaluate(PyObject *self, PyObject *args) {
    PyObject *tables_o, *mine_o, *known_o, *pool_o, *forb_o, *trick_o, *score_o, *cands_o, *hist_o;
    int need, total, worlds, exact, horizon, miss_pm;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "SSSSiSSOiSiKiiSi", &tables_o, &mine_o, &known_o, &pool_o, &need,
                          &forb_o, &trick_o, &score_o, &total, &cands_o, &worlds, &seed,
                          &exact, &horizon, &hist_o, &miss_pm))
        return NULL;
    const uint8_t *mine, *known, *pool, *forb, *trick, *cands, *hist;
    Py_ssize_t nm, nk, np, nf, ntr, nc, nhist;
    if (read_bytes(mine_o, &mine, &nm, "mine", TN) ||
        read_bytes(known_o, &known, &nk, "known", TN) ||
        read_bytes(pool_o, &pool, &np, "pool", TN) ||
        read_bytes(forb_o, &forb, &nf, "forbidden", TN) ||
        read_bytes(trick_o, &trick, &ntr, "trick", TN) ||
        read_bytes(cands_o, &cands, &nc, "cands", TN) ||
        read_bytes(hist_o, &hist, &nhist, "history", 256))
        return NULL;
    TRules r;
    TWorld root;
    memset(&root, 0, sizeof root);
    if (t_read_rules(&r, tables_o, total, horizon) || t_read_score(&root, score_o)) return NULL;
    int tend = (int)np - need, allowed = 0;
    uint8_t banned[TN] = {0};
    for (Py_ssize_t i = 0; i < nf; i++) banned[forb[i]] = 1;
    for (Py_ssize_t i = 0; i < np; i++) allowed += !banned[pool[i]];
    if (nm < 1 || nm >= TMAXH || ntr > 1 || nk + need != nm - (Py_ssize_t)ntr || need < 0 ||
        need > allowed || tend < 0 || tend % 2 || nc < 1 || nc >= TMAXH || worlds < 1 ||
        nhist % 4 || miss_pm < 0 || miss_pm > 1000) {
        PyErr_SetString(PyExc_ValueError, "tarocchi_evaluate: inconsistent position");
        return NULL;
    }
    memcpy(root.hand[0], mine, nm);
    root.cnt[0] = (uint8_t)nm;
    memcpy(root.trick, trick, ntr);
    root.ntrick = (int)ntr;
    root.leader = ntr ? 1 : 0;
    root.turn = 0;
    int idx[TMAXH];
    for (Py_ssize_t c = 0; c < nc; c++) {
        idx[c] = -1;
        for (Py_ssize_t i = 0; i < nm; i++) if (mine[i] == cands[c]) idx[c] = (int)i;
        if (idx[c] < 0) {
            PyErr_SetString(PyExc_ValueError, "tarocchi_evaluate: a candidate is not in the hand");
            return NULL;
        }
    }
    uint8_t talon[TN], deal[TN];
    r.talon = talon;
    r.tend = tend;
    double totals[TMAXH] = {0}, wins[TMAXH] = {0}, weights = 0;
    uint64_t state = seed;
    long nodes = 0;
    r.nodes = &nodes;
    int infer = nhist > 0 && miss_pm < 1000;
    Py_BEGIN_ALLOW_THREADS
    for (int k = 0; k < worlds; k++) {
        shuffled(deal, pool, (int)np, &state);
        /* the opponent: its known cards, then the first `need` cards it may hold */
        memcpy(root.hand[1], known, nk);
        int got = (int)nk, rest = 0;
        for (int i = 0; i < (int)np; i++) {
            if (got < (int)nk + need && !banned[deal[i]]) root.hand[1][got++] = deal[i];
            else talon[rest++] = deal[i];
        }
        root.cnt[1] = (uint8_t)got;
        double weight = infer ? t_likelihood(&r, &root, hist, (int)nhist / 4, miss_pm / 1000.0) : 1.0;
        weights += weight;
        for (int c = 0; c < nc; c++) {
            TWorld w = root;
            t_play(&r, &w, idx[c], NULL, NULL);
            int v = t_finish(&r, &w, exact, NULL, NULL);
            totals[c] += weight * v;
            wins[c] += weight * (v > 0);
        }
    }
    Py_END_ALLOW_THREADS
    return results(totals, wins, (int)nc, 1, nodes, weights);
}

/* tarocchi_playout(tables, hand0, hand1, talon, trick, leader, score, total, exact,
 *                  horizon) -> (value, actions, nodes)
 * One whole world, seat 0 to play: the policy to the horizon or until `exact` tricks are
 * left, then alpha-beta; the value doubled (seat 0's margin); the actions: cards (0..77)
 * and the card given for the matto (GIVE + card). */
static PyObject *core_tarocchi_playout(PyObject *self, PyObject *args) {
    PyObject *tables_o, *h0_o, *h1_o, *talon_o, *trick_o, *score_o;
    int leader, total, exact, horizon;
    if (!PyArg_ParseTuple(args, "SSSSSiOiii", &tables_o, &h0_o, &h1_o, &talon_o, &trick_o,
                          &leader, &score_o, &total, &exact, &horizon))
        return NULL;
    const uint8_t *h0, *h1, *talon, *trick;
    Py_ssize_t n0, n1, nt, ntr;
    if (read_bytes(h0_o, &h0, &n0, "hand0", TN) || read_bytes(h1_o, &h1, &n1, "hand1", TN) ||
        read_bytes(talon_o, &talon, &nt, "talon", TN) || read_bytes(trick_o, &trick, &ntr, "trick", TN))
        return NULL;
    TRules r;
    TWorld w;
    memset(&w, 0, sizeof w);
    if (t_read_rules(&r, tables_o, total, horizon) || t_read_score(&w, score_o)) return NULL;
    if (n0 < 1 || n0 >= TMAXH || n1 >= TMAXH || ntr > 1 || nt % 2 || leader < 0 || leader > 1 ||
        (leader + ntr) % 2 != 0) {
        PyErr_SetString(PyExc_ValueError, "tarocchi_playout: inconsistent position");
        return NULL;
    }
    memcpy(w.hand[0], h0, n0);
    memcpy(w.hand[1], h1, n1);
    w.cnt[0] = (uint8_t)n0;
    w.cnt[1] = (uint8_t)n1;
    memcpy(w.trick, trick, ntr);
    w.ntrick = (int)ntr;
    w.leader = leader;
    w.turn = 0;
    r.talon = talon;
    r.tend = (int)nt;
    long nodes = 0;
    r.nodes = &nodes;
    uint8_t trace[128];
    int traced = 0;
    int v = t_finish(&r, &w, exact, trace, &traced);
    return traced_result(v, trace, traced, nodes);
}

static PyMethodDef methods[] = {
    {"evaluate", core_evaluate, METH_VARARGS,
     "Sampled-world evaluation of candidate cards (see biscambiggia_gui/ai/core.py)."},
    {"playout", core_playout, METH_VARARGS,
     "One whole world played by the policy, then solved (see biscambiggia_gui/ai/core.py)."},
    {"tarocchi_evaluate", core_tarocchi_evaluate, METH_VARARGS,
     "Sampled-world evaluation in Tarocchi a pizzico (see biscambiggia_gui/ai/core.py)."},
    {"tarocchi_playout", core_tarocchi_playout, METH_VARARGS,
     "One whole Tarocchi world played by the policy, then solved (see biscambiggia_gui/ai/core.py)."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_core",
                                    "The Hard player's search core in C.", -1, methods};

PyMODINIT_FUNC PyInit__core(void) { return PyModule_Create(&module); }
