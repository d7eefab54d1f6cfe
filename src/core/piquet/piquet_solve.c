/* piquet_solve.c: the remaining tricks of a deal solved exactly once every card is known (alpha-beta). */
#include "piquet_ai.h"
#include "piquet_local.h"

#include <stdlib.h>
#include <string.h>

/*
 * The value searched is seat 0's net points from here to the end of the
 * deal: a point for each lead, a point for a trick won second, the last
 * trick, the cards or capot, and the pique while it can still happen (the
 * elder reaching 30 before the dealer has scored). Cards adjacent in a suit
 * held by one player, with no card of the other's between them, are
 * equivalent: only one of each such run is tried. Positions repeat through
 * transpositions of the same tricks, so a table keeps bounds by hands,
 * leader and the pique's state.
 */
#define TT_BITS 14
#define TT_SIZE (1 << TT_BITS)

enum {
    BOUND_EXACT = 1,
    BOUND_LOWER,
    BOUND_UPPER
};

typedef struct TtEntry {
    uint64_t key;
    int16_t value;
    uint8_t bound;
    uint8_t used;
} TtEntry;

typedef struct Solver {
    PiquetMask hand[2];
    int score[2]; /* deal scores, for the pique */
    bool piqued;
    int elder;
    int won[2];
    int done;
    long *budget;
    bool out; /* the budget ran out */
    TtEntry *tt;
} Solver;

static uint64_t Mix(uint64_t x)
{
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ULL;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dULL;
    x ^= x >> 33;
    return x;
}

static uint64_t KeyOf(const Solver *s, int leader)
{
    /* The pique's state: over, or the elder's score while the dealer has nothing. */
    int pique = (s->piqued || s->score[1 - s->elder] > 0) ? 0 : 1 + (s->score[s->elder] < 30 ? s->score[s->elder] : 30);
    uint64_t k = ((uint64_t)s->hand[0] << 32) | s->hand[1];
    return Mix(k) ^ Mix((uint64_t)(((leader * 32 + pique) * 13 + s->won[0]) * 13 + s->done) + 0x9E3779B97F4A7C15ULL);
}

/* Adds points to p, with the pique it may set off; returns seat 0's net change. */
static int Gain(Solver *s, int p, int points, bool play)
{
    s->score[p] += points;
    int net = points;
    if (play && !s->piqued && p == s->elder && s->score[1 - p] == 0 && s->score[p] >= 30) {
        s->piqued = true;
        s->score[p] += 30;
        net += 30;
    }
    return p == 0 ? net : -net;
}

/* The representatives of p's cards (one per run of equivalent cards), best first for the search's ordering. */
static int Moves(const Solver *s, int p, int lead, int *out)
{
    PiquetMask mine = s->hand[p];
    PiquetMask both = s->hand[0] | s->hand[1];
    if (lead >= 0) {
        PiquetMask suit = mine & PiqSuitMask(PIQ_SUIT(lead));
        if (suit != 0) {
            mine = suit;
        }
    }
    int n = 0;
    for (int su = 0; su < SUIT_COUNT; su++) {
        bool inRun = false;
        for (int o = 7; o >= 0; o--) {
            int i = PIQ_IDX(su, o);
            if ((both & PIQ_BIT(i)) == 0) {
                continue; /* played: does not separate a run */
            }
            if (mine & PIQ_BIT(i)) {
                if (!inRun) {
                    out[n++] = i;
                }
                inRun = true;
            } else {
                inRun = false;
            }
        }
    }
    return n;
}

static int Node(Solver *s, int leader, int lead, int alpha, int beta)
{
    if (--*s->budget < 0) {
        s->out = true;
        return 0;
    }
    int p = lead < 0 ? leader : 1 - leader;
    uint64_t key = 0;
    TtEntry *e = NULL;
    if (lead < 0) {
        key = KeyOf(s, leader);
        e = &s->tt[key & (TT_SIZE - 1)];
        if (e->used && e->key == key) {
            if (e->bound == BOUND_EXACT) {
                return e->value;
            }
            if (e->bound == BOUND_LOWER && e->value >= beta) {
                return e->value;
            }
            if (e->bound == BOUND_UPPER && e->value <= alpha) {
                return e->value;
            }
        }
    }
    int moves[PIQ_HAND];
    int n = Moves(s, p, lead, moves);
    bool max = p == 0;
    int best = max ? -100000 : 100000;
    int a0 = alpha, b0 = beta;
    for (int m = 0; m < n && !s->out; m++) {
        int c = moves[m];
        Solver saved = *s;
        s->hand[p] &= ~PIQ_BIT(c);
        int v;
        if (lead < 0) {
            int g = Gain(s, p, 1, true); /* the lead's point */
            v = g + Node(s, leader, c, alpha - g, beta - g);
        } else {
            bool second = PiqPlay_SecondWins(lead, c);
            int w = second ? p : leader;
            int g = second ? Gain(s, p, 1, true) : 0;
            s->won[w]++;
            s->done++;
            if (s->done == PIQ_TRICKS) {
                g += Gain(s, w, 1, true);
                for (int q = 0; q < 2; q++) {
                    if (s->won[q] == PIQ_TRICKS) {
                        g += q == 0 ? 40 : -40;
                    } else if (s->won[q] >= 7) {
                        g += q == 0 ? 10 : -10;
                    }
                }
                v = g;
            } else {
                v = g + Node(s, w, -1, alpha - g, beta - g);
            }
        }
        TtEntry *tt = s->tt;
        long *budget = s->budget;
        bool out = s->out;
        *s = saved;
        s->tt = tt;
        s->budget = budget;
        s->out = out;
        if (max ? v > best : v < best) {
            best = v;
        }
        if (max && best > alpha) {
            alpha = best;
        }
        if (!max && best < beta) {
            beta = best;
        }
        if (alpha >= beta) {
            break;
        }
    }
    if (e != NULL && !s->out) {
        e->key = key;
        e->used = 1;
        e->value = (int16_t)best;
        e->bound = best <= a0 ? BOUND_UPPER : best >= b0 ? BOUND_LOWER : BOUND_EXACT;
    }
    return best;
}

bool PiquetAi_SolveTricks(const PiquetState *st, int seat, long *budget, int *value, GameAction *best)
{
    if (st->viewer != PIQ_FULL_VIEW || st->phase != PIQ_PHASE_PLAY || seat < 0 || seat > 1) {
        return false;
    }
    Solver s;
    memset(&s, 0, sizeof s);
    s.hand[0] = st->hand[0];
    s.hand[1] = st->hand[1];
    s.score[0] = st->dealScore[0];
    s.score[1] = st->dealScore[1];
    s.piqued = st->piqued != 0;
    s.elder = Piquet_Elder(st);
    s.won[0] = st->tricksWon[0];
    s.won[1] = st->tricksWon[1];
    s.done = st->tricksDone;
    s.budget = budget;
    s.tt = calloc(TT_SIZE, sizeof *s.tt);
    if (s.tt == NULL) {
        return false;
    }
    int lead = st->trickCount == 1 ? st->trickCards[st->tricksDone][0] : -1;
    int leader = st->trickCount == 1 ? st->leader : st->toAct;
    int toAct = st->toAct;
    /* The root: each of the seat's moves searched in full, to name the best. */
    int moves[PIQ_HAND];
    int n = Moves(&s, toAct, lead, moves);
    /*
     * The root keeps a window from the best move so far (seat 0's value:
     * seat 0 maximises, seat 1 minimises), so the other moves need only be
     * shown no better, not valued exactly.
     */
    int best0 = toAct == 0 ? -100000 : 100000;
    int bestC = -1;
    for (int m = 0; m < n && !s.out; m++) {
        int c = moves[m];
        Solver saved = s;
        s.hand[toAct] &= ~PIQ_BIT(c);
        int a = toAct == 0 ? best0 : -100000;
        int b = toAct == 0 ? 100000 : best0;
        int v;
        if (lead < 0) {
            int g = Gain(&s, toAct, 1, true);
            v = g + Node(&s, leader, c, a - g, b - g);
        } else {
            bool second = PiqPlay_SecondWins(lead, c);
            int w = second ? toAct : leader;
            int g = second ? Gain(&s, toAct, 1, true) : 0;
            s.won[w]++;
            s.done++;
            if (s.done == PIQ_TRICKS) {
                g += Gain(&s, w, 1, true);
                for (int q = 0; q < 2; q++) {
                    g += s.won[q] == PIQ_TRICKS ? (q == 0 ? 40 : -40) : s.won[q] >= 7 ? (q == 0 ? 10 : -10) : 0;
                }
                v = g;
            } else {
                v = g + Node(&s, w, -1, a - g, b - g);
            }
        }
        bool out = s.out;
        s = saved;
        s.out = out;
        if (!out && (bestC < 0 || (toAct == 0 ? v > best0 : v < best0))) {
            best0 = v;
            bestC = c;
        }
    }
    int bestV = toAct == 0 ? best0 : -best0; /* for the seat to act */
    free(s.tt);
    if (s.out || bestC < 0) {
        return false;
    }
    /* bestV is the value for the seat to act; the caller asked for seat's. */
    *value = toAct == seat ? bestV : -bestV;
    if (best != NULL) {
        *best = Piquet_Play(Piquet_CardAt(bestC));
    }
    return true;
}
