/* The trump games' part of the core (Biscambiggia, Briscola, the chiamata games, and
 * Mariagio with its own rules): the worlds, the roll-out policy, the exact alpha-beta,
 * `evaluate` and `playout` (_core.c's text says what the core is). Included once, by
 * _core.c, after core_common.h. */
#define MAXN 6
#define MAXH 8
#define MAXSIDES 3
#define UNKNOWN_SIDE 3

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
    /* the inference's model of the opponent: the learnt model's weights (MODEL_SIZE
     * doubles); or NULL: the roll-out policy, a play it would not make counting `miss` */
    const double *infer_model;
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

/* The learnt model of a player of the two-player games (games/trump/model.py, its Python
 * twin, says what each feature is): each card of a hand scores the sum of its features'
 * weights, and the probability of a card is the softmax of the scores. A card's class: its
 * points (none, 2, 3, 4, 10, 11) and whether it is a trump; the phase: the talon's cards
 * left (20 or more, 8 or more, fewer). */
#define MODEL_LEAD (12 * 3 + 2 + 3 + 1)
#define MODEL_SIZE (MODEL_LEAD + 12 * 12 * 2 + 12 * 3 * 2)
static inline int model_class(const Rules *r, int c) {
    static const int8_t of_value[12] = {0, 0, 1, 2, 3, 0, 0, 0, 0, 0, 4, 5};
    int v = r->value[c];
    return (v < 12 ? of_value[v] : 0) + 6 * (c / 10 == r->trump);
}

/* the learnt model's score of card `c` of hand `h` (`cnt` cards), `led` the card it
 * answers (-1 when it leads), `left` the talon's cards */
static double model_score(const Rules *r, const double *m, const uint8_t *h, int cnt, int led,
                          int left, int c) {
    int cl = model_class(r, c), s = c / 10, phase = left >= 20 ? 0 : (left >= 8 ? 1 : 2);
    double score;
    if (led < 0) {
        int len = 0, lowest = 1;
        for (int i = 0; i < cnt; i++)
            if (h[i] / 10 == s) {
                len++;
                if (r->strength[h[i]] < r->strength[c]) lowest = 0;
            }
        score = m[cl * 3 + phase];
        if (len == 1) score += m[36 + (s == r->trump)];
        if (s == r->trump) score += m[38 + (len < 3 ? len : 3) - 1];
        if (len > 1 && lowest) score += m[41];
        return score;
    }
    score = m[MODEL_LEAD + (cl * 12 + model_class(r, led)) * 2 + beats(r, c, led)];
    return score + m[MODEL_LEAD + 288 + (cl * 3 + phase) * 2 + beats(r, c, led)];
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
    r->infer_model = NULL;
    return 0;
}

/* the inference's learnt model (`model`: MODEL_SIZE doubles, or empty: none) */
static int read_model(Rules *r, PyObject *model_o) {
    const uint8_t *m;
    Py_ssize_t nm;
    if (read_bytes(model_o, &m, &nm, "model", 256)) return -1;
    if (nm && (nm != MODEL_SIZE * 8 || r->n != 2 || r->mariagio)) {
        PyErr_SetString(PyExc_ValueError, "core: a model of the opponent needs two players "
                        "and its weights");
        return -1;
    }
    if (nm) r->infer_model = (const double *)m;
    return 0;
}

/* e^x for x <= 0 (a score less the largest), without libm, whose exp of glibc 2.29 would
 * raise the oldest Linux the wheel runs on: 2^k e^r, |r| <= ln 2 / 2, r's series to the
 * 13th term (relative error under 1e-15) */
static double exp_neg(double x) {
    const double ln2 = 0.6931471805599453;
    if (x < -700) return 0;
    int k = (int)(x / ln2 - 0.5);
    double r = x - k * ln2, term = 1, sum = 1;
    for (int i = 1; i <= 13; i++) {
        term *= r / i;
        sum += term;
    }
    union { uint64_t bits; double d; } two = {(uint64_t)(k + 1023) << 52};
    return sum * two.d;
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

/* Inference: how likely the opponent's past plays were in a world, under a model of it:
 * the product over its plays of the learnt model's probability of the play among the hand
 * it then held (the talon's cards left at the time counted back from its draws); without
 * the model, the roll-out policy: 1 when the play is the policy's choice, `miss` when not.
 * Two players; the opponent is seat 1; `hist` holds its plays, the most recent first, 4
 * bytes each: the card, the card it answered (255 when it led), how it drew after that
 * trick (0 not, 1 a card unseen, 2 the card of the fourth byte, seen; plus UNSCORED: a play
 * walked back through but not weighed, a lead where the model is poor). Walking back from its hand
 * in the world, a card drawn unseen is one of the cards of the hand then at random (each
 * equally likely when the deck was shuffled fairly): `rs` draws it. */
static double likelihood(const Rules *r, const World *w, const uint8_t *hist, int nrec,
                         double miss, uint64_t *rs) {
    uint8_t hand[48];
    int k = w->cnt[1], m, step;
    double lik = 1.0;
    int drawn = 0;                  /* the draws after the plays walked back so far */
    memcpy(hand, w->hand[1], k);
    for (int j = 0; j < nrec; j++) {
        const uint8_t *h = hist + 4 * j;
        if (h[2] & 3) drawn++;
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
        if (r->infer_model) {
            int left = r->tend + 2 * drawn, led = h[1] != 255 ? h[1] : -1;
            double sc[MAXH], top = -1e300, z = 0;
            for (int i = 0; i < m; i++) {
                sc[i] = model_score(r, r->infer_model, t.hand[1], m, led, left, t.hand[1][i]);
                if (sc[i] > top) top = sc[i];
            }
            for (int i = 0; i < m; i++) z += exp_neg(sc[i] - top);
            lik *= exp_neg(sc[0] - top) / z;
        } else if (policy(r, &t) != 0) lik *= miss;
    }
    return lik;
}

static int points_ok(int p0, int p1, int p2, int nsides) {
    return p0 >= 0 && p0 <= 10000 && p1 >= 0 && p1 <= 10000 && p2 >= 0 && p2 <= 10000 &&
           (p2 == 0 || nsides == 3);
}

/* the root of a world: each other seat its known cards, then its unseen ones from `deal`
 * (a seat of unknown side on the side its holding of the called card gives it); the points
 * so far; returns where the talon's cards begin in `deal` */
static const uint8_t *deal_world(World *root, const uint8_t *deal, const uint8_t *known,
                                 const uint8_t *kc, const uint8_t *need, int n,
                                 const uint8_t *sides, int called, int caller_side,
                                 const uint8_t *upts, int p0, int p1) {
    const uint8_t *from_known = known, *from_deal = deal;
    root->pts[0] = p0;
    root->pts[1] = p1;
    for (int s = 1; s < n; s++) {
        memcpy(root->hand[s], from_known, kc[s - 1]);
        memcpy(root->hand[s] + kc[s - 1], from_deal, need[s - 1]);
        root->cnt[s] = (uint8_t)(kc[s - 1] + need[s - 1]);
        from_known += kc[s - 1];
        from_deal += need[s - 1];
        if (sides[s] == UNKNOWN_SIDE) {
            int holds = 0;
            for (int i = 0; i < root->cnt[s]; i++) holds |= root->hand[s][i] == called;
            root->side[s] = (uint8_t)(holds ? caller_side : 1 - caller_side);
            root->pts[root->side[s]] += upts[s];
        }
    }
    return from_deal;
}

/* evaluate(tables, trump, bonus, mine, known, known_counts, pool, need, turned, trick,
 *          points0, points1, points2, sides, called, caller_side, unknown_points, cands,
 *          worlds, seed, exact, extra, history, miss[, model, over])
 *   -> (totals, wins, nodes, weight)
 * known: the other seats' known cards, seat after seat (known_counts[s - 1] of seat s);
 * need: how many unseen cards each other seat holds; trick: the cards on the table;
 * points: per side, the searcher's first (points2: a third side's, 0 unless three);
 * sides: each seat's side (UNKNOWN_SIDE where the searcher does not know it: in each world
 * the holder of the card `called` is on side `caller_side`, the others on the other side;
 * `called` is -1 when no side is unknown; unknown_points: what each seat of an unknown side
 * has taken so far, counted to its side in each world; extra: Mariagio's rules and state
 * (read_extra), empty elsewhere; history, miss and model: the inference (`likelihood`:
 * each world's values weighted by it; weight: the sum of the worlds' weights; an empty
 * history, or miss 1000 per mille without a model: no inference, the totals are whole
 * sums, weight `worlds`); model: the learnt model of the opponent (read_model; empty: none);
 * over > 1: the worlds resampled by their weights among `over` times as many, then counted
 * alike (whole sums, weight `worlds`) */
static PyObject *core_evaluate(PyObject *self, PyObject *args) {
    PyObject *tables_o, *mine_o, *known_o, *kc_o, *pool_o, *need_o, *trick_o, *cands_o,
        *sides_o, *upts_o, *extra_o, *hist_o, *model_o = NULL;
    int trump, bonus, turned, p0, p1, p2, worlds, exact, called, caller_side, miss_pm;
    int over = 1;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "SiiSSSSSiSiiiSiiSSiKiSSi|Si", &tables_o, &trump, &bonus, &mine_o,
                          &known_o, &kc_o, &pool_o, &need_o, &turned, &trick_o, &p0, &p1,
                          &p2, &sides_o, &called, &caller_side, &upts_o, &cands_o, &worlds,
                          &seed, &exact, &extra_o, &hist_o, &miss_pm, &model_o, &over))
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
    if (model_o && read_model(&r, model_o)) return NULL;
    if (over < 1 || over > 64) {
        PyErr_SetString(PyExc_ValueError, "evaluate: over must be between 1 and 64");
        return NULL;
    }
    root.turned = (uint8_t)(turned >= 0 ? turned : 0);
    int infer = nhist > 0 && (miss_pm < 1000 || r.infer_model);
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
    /* the inference's resampling (over > 1): `over` times as many deals drawn and weighed,
     * then `worlds` of them drawn by weight (systematic resampling) and searched alike, so
     * that a few heavy worlds do not carry the whole sum */
    int resample = infer && over > 1, m = worlds * over;
    uint8_t *deals = NULL;
    double *dw = NULL;
    if (resample) {
        deals = PyMem_Malloc((size_t)m * 40);
        dw = PyMem_Malloc(sizeof(double) * (size_t)m);
        if (!deals || !dw) {
            PyMem_Free(deals);
            PyMem_Free(dw);
            return PyErr_NoMemory();
        }
    }
    Py_BEGIN_ALLOW_THREADS
    double sum = 0, step = 0, u = 0;
    int at = 0;
    if (resample) {
        for (int i = 0; i < m; i++) {
            shuffled(deals + 40 * i, pool, (int)np, &state);
            deal_world(&root, deals + 40 * i, known, kc, need, n, sides, called, caller_side,
                       upts, p0, p1);
            dw[i] = likelihood(&r, &root, hist, (int)nhist / 4, miss_pm / 1000.0, &istate);
            sum += dw[i];
        }
        step = sum / worlds;
        u = step * (double)(next_rand(&istate) >> 11) / 9007199254740992.0;
    }
    double acc = resample ? dw[0] : 0;
    for (int k = 0; k < worlds; k++) {
        if (resample) {
            double target = u + k * step;
            while (acc < target && at < m - 1) acc += dw[++at];
            memcpy(deal, deals + 40 * at, np);
        } else {
            shuffled(deal, pool, (int)np, &state);
        }
        const uint8_t *from_deal = deal_world(&root, deal, known, kc, need, n, sides, called,
                                              caller_side, upts, p0, p1);
        memcpy(talon, from_deal, np - needed);
        if (turned >= 0) talon[np - needed] = (uint8_t)turned;
        double weight = infer && !resample ?
            likelihood(&r, &root, hist, (int)nhist / 4, miss_pm / 1000.0, &istate) : 1.0;
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
    PyMem_Free(deals);
    PyMem_Free(dw);
    return results(totals, wins, (int)nc, infer && !resample, nodes, weights);
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
