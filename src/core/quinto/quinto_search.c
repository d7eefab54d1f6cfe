/* quinto_search.c: Quinto's STRONG player (every move weighed in many sampled deals) and the exact last tricks. */
#include "quinto_ai.h"
#include "quinto_local.h"

#include <math.h>
#include <string.h>

/*
 * The generic STRONG (game_ai.c) tries the 6 best-rated moves in 64
 * deals; here every legal move meets the same sampled deals and the same
 * playout dice, the playouts' policy is steadier, and the last tricks of
 * each playout are solved exactly by alpha-beta (docs/quinto.md has the
 * tried ideas and their figures). The work is fixed: a seed gives the same
 * move on every machine.
 */
enum {
    PLAY_WORLDS = 40,      /* sampled deals for a card */
    DOUBLING_WORLDS = 160, /* for pass, double, redouble: the whole hand's value rides on it */
    SOLVE_TRICKS = 3,      /* playouts solve exactly from this many tricks before the end */
    SOLVE_BUDGET = 4000    /* alpha-beta nodes a playout may spend on them */
};

static const double kPlayoutNoise = 1.0; /* rating points of noise in the playouts' policy */
static const double kDoubt = 1.0;        /* standard errors a gain must clear to overrule the rating's pick */

/*
 * Alpha-beta over the sides to the end of the hand: seat's side maximises
 * the policy's value. Fail-soft, so at the root (the whole window) a move
 * becomes *best only when it is strictly better than every earlier one:
 * the first best move, as plain minimax would choose (the tests hold a
 * minimax to check it against). best: NULL below the root.
 */
static double AlphaBeta(const QuintoState *st, int seat, uint16_t hand, double alpha, double beta, long *budget,
                        bool *ok, GameAction *bestAct)
{
    if (st->handNumber != hand || st->phase == QUINTO_PHASE_OVER) {
        return QuintoAi_Policy.evaluate((const GameState *)(const void *)st, seat);
    }
    if (--*budget < 0) {
        *ok = false;
        return 0;
    }
    GameAction acts[QUINTO_MAX_ACTIONS];
    int toAct = st->toAct;
    int n = Quinto_Legal(st, toAct, acts, QUINTO_MAX_ACTIONS);
    bool maxing = Quinto_SideOf(toAct) == Quinto_SideOf(seat);
    double best = maxing ? -1e18 : 1e18;
    for (int i = 0; i < n && *ok; i++) {
        QuintoState next = *st;
        Quinto_Apply(&next, toAct, acts[i]);
        double v = AlphaBeta(&next, seat, hand, alpha, beta, budget, ok, NULL);
        if (maxing ? v > best : v < best) {
            best = v;
            if (bestAct != NULL) {
                *bestAct = acts[i];
            }
        }
        if (maxing) {
            alpha = best > alpha ? best : alpha;
        } else {
            beta = best < beta ? best : beta;
        }
        if (alpha >= beta) {
            break;
        }
    }
    return best;
}

bool QuintoAi_SolveEnd(const QuintoState *st, int seat, long *budget, double *value, GameAction *best)
{
    if (st->viewer != QUINTO_FULL_VIEW || st->phase != QUINTO_PHASE_PLAY || st->tricksPlayed < QUINTO_TRICKS - 2) {
        return false;
    }
    bool ok = true;
    long spend = *budget;
    double v = AlphaBeta(st, seat, st->handNumber, -1e18, 1e18, &spend, &ok, best);
    *budget = spend > 0 ? spend : 0;
    if (!ok) {
        return false;
    }
    *value = v;
    return true;
}

/* The rating policy's pick with a little noise (the playouts' player). */
static int PolicyPick(const QuintoState *st, int seat, const GameAction *acts, int n, Rng *rng)
{
    double ratings[QUINTO_MAX_ACTIONS];
    QuintoAi_Policy.rate((const GameState *)(const void *)st, seat, acts, n, ratings);
    int best = 0;
    double bestV = 0;
    for (int i = 0; i < n; i++) {
        double v = ratings[i] + kPlayoutNoise * Rng_Unit(rng);
        if (i == 0 || v > bestV) {
            best = i;
            bestV = v;
        }
    }
    return best;
}

/* Plays w out to the end of its hand (the policy, then exact play in the last tricks) and values it for seat. */
static double Playout(QuintoState *w, int seat, uint16_t hand, Rng *rng)
{
    for (int step = 0; step < 64; step++) {
        if (w->handNumber != hand || w->phase == QUINTO_PHASE_OVER) {
            break;
        }
        if (w->phase == QUINTO_PHASE_PLAY && w->tricksPlayed >= QUINTO_TRICKS - SOLVE_TRICKS) {
            bool ok = true;
            long budget = SOLVE_BUDGET;
            double v = AlphaBeta(w, seat, hand, -1e18, 1e18, &budget, &ok, NULL);
            if (ok) {
                return v;
            }
        }
        GameAction acts[QUINTO_MAX_ACTIONS];
        int toAct = w->toAct;
        int n = Quinto_Legal(w, toAct, acts, QUINTO_MAX_ACTIONS);
        if (n <= 0) {
            break;
        }
        int pick = n == 1 ? 0 : PolicyPick(w, toAct, acts, n, rng);
        if (Quinto_Apply(w, toAct, acts[pick]) != QUINTO_WHY_OK) {
            break;
        }
    }
    return QuintoAi_Policy.evaluate((const GameState *)(const void *)w, seat);
}

bool QuintoAi_Choose(const GameState *gv, int seat, GameAiLevel level, uint64_t seed, GameAction *out)
{
    const QuintoState *view = (const QuintoState *)(const void *)gv;
    if (level != GAME_AI_STRONG || view->phase == QUINTO_PHASE_OVER || view->toAct != seat) {
        return false;
    }
    GameAction acts[QUINTO_MAX_ACTIONS];
    int n = Quinto_Legal(view, seat, acts, QUINTO_MAX_ACTIONS);
    if (n <= 1) {
        return false;
    }
    double ratings[QUINTO_MAX_ACTIONS];
    QuintoAi_Policy.rate(gv, seat, acts, n, ratings);
    int base = 0;
    for (int i = 1; i < n; i++) {
        if (ratings[i] > ratings[base]) {
            base = i;
        }
    }
    Rng rng = Rng_Make(seed);
    int worlds = view->phase == QUINTO_PHASE_DOUBLING ? DOUBLING_WORLDS : PLAY_WORLDS;
    double sum[QUINTO_MAX_ACTIONS] = {0}, sumSq[QUINTO_MAX_ACTIONS] = {0};
    double v[QUINTO_MAX_ACTIONS];
    int counted = 0;
    QuintoState world, play;
    for (int w = 0; w < worlds; w++) {
        if (!Quinto_Sample(view, &rng, &world)) {
            continue;
        }
        uint64_t dice = Rng_Next(&rng);
        for (int c = 0; c < n; c++) {
            play = world;
            v[c] = -1e12;
            if (Quinto_Apply(&play, seat, acts[c]) == QUINTO_WHY_OK) {
                Rng playDice = Rng_Make(dice);
                v[c] = Playout(&play, seat, view->handNumber, &playDice);
            }
        }
        for (int c = 0; c < n; c++) {
            double d = v[c] - v[base];
            sum[c] += d;
            sumSq[c] += d * d;
        }
        counted++;
    }
    int best = base;
    double bestScore = 0;
    for (int c = 0; c < n && counted > 1; c++) {
        double mean = sum[c] / counted;
        double var = (sumSq[c] - counted * mean * mean) / (counted - 1);
        double score = mean - kDoubt * sqrt((var > 0 ? var : 0) / counted);
        if (c != base && score > bestScore) {
            bestScore = score;
            best = c;
        }
    }
    *out = acts[best];
    return true;
}
