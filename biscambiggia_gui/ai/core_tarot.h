/* Tarocchi a pizzico's part of the core (included once, by _core.c, after core_common.h):
 * the rules of games/tarocchi/rules.py, playout.py and play.py. Two players, the 78-card tarot (cards 0..77 in deck_78 order: the suit cards, 14 a suit, then the tarots
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
#define T_MATTO_LEAD 4              /* play.py's MATTO_LEAD: led from this many cards, talon gone */
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

/* the heuristic (play.py's choose_play) among the hand's cards at `idx`; `in_time`: the
 * roll-outs' matto in time once the talon is gone (play.rollout_action(matto_in_time=True)) */
static int t_choice(const TRules *r, const TWorld *w, const int *idx, int k, int in_time) {
    const uint8_t *h = w->hand[w->turn];
    int j, best = -1, bk = 0;
    if (k == 1) return idx[0];
    int gone = in_time && w->tpos >= r->tend;   /* the talon gone: the matto in time */
    if (w->ntrick == 0) {
        if (gone && w->cnt[w->turn] <= T_MATTO_LEAD)
            for (j = 0; j < k; j++) if (h[idx[j]] == MATTO) return idx[j];
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
    if ((r->hon[h[best]] >= 2 || gone) && matto_legal)     /* rather than lose an honour, */
        for (j = 0; j < k; j++) if (h[idx[j]] == MATTO) return idx[j];   /* or, the talon */
    return best;                                            /* gone, rather than lose at all */
}

/* the roll-out policy among the hand's cards at `idx` */
static int t_policy_among(const TRules *r, const TWorld *w, const int *idx, int k) {
    return t_choice(r, w, idx, k, 1);
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
        /* the opponent's past play weighed by the plain heuristic (choose_play): the world
         * rebuilt here has no talon of that time, and the present one (the talon gone
         * now) would say of every earlier play that it came after the talon */
        if (legal && n > 1 && t_choice(r, &t, idx, n, 0) != 0) lik *= miss;
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
