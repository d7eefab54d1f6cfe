/* bezique_endgame.c: the last tricks solved exactly once the stock is out (every card is known in a sampled world). */
#include "bezique_ai.h"

#include <assert.h>
#include <string.h>

#include "bezique_local.h"

/*
 * Once the stock is exhausted nothing is declared any more: what is left
 * to decide is who takes the brisques still in the hands and who takes
 * the last trick. So a position is two hands (counts per card kind: twin
 * cards are interchangeable), who leads and the card led, and the
 * brisques seat 0 has taken so far in the search; the value of every
 * ending is known in advance (a table by seat 0's final brisques and the
 * last trick's winner), computed once with BeziqueAi_Utility so that it
 * agrees with the playouts' evaluate(). Plain alpha-beta over card kinds,
 * the seat maximising and the other minimising, with the duties of the
 * last tricks (Rubicon: follow and win if able, else trump if able;
 * ordinary: follow if able). The same position recurs by many orders of
 * play, so positions at the start of a trick go into a small
 * transposition table (bounds, as alpha-beta leaves them).
 */
enum {
    TT_SIZE = 4096 /* entries: a power of two */
};

typedef enum Bound {
    BOUND_NONE = 0,
    BOUND_EXACT,
    BOUND_LOWER,
    BOUND_UPPER
} Bound;

typedef struct Entry {
    uint64_t key;
    double value;
    uint8_t bound;
    uint8_t best; /* the kind led from there, first to try */
} Entry;
typedef struct End {
    uint8_t hand[2][BEZ_KINDS];
    int trumps;
    bool rubicon;
    int seat;
    long *budget;
    bool exhausted;
    int bestRoot;                          /* the kind the seat to act at the root should play */
    double value[2][2 * BEZ_HAND_MAX + 1]; /* [last trick's winner][brisques seat 0 gains from here] */
    uint64_t key;                          /* of the hands: the sum of Zobrist(p, kind) over the cards */
    Entry tt[TT_SIZE];
} End;

static uint64_t Zobrist(int p, int kind)
{
    return Rng_Mix(0x656e64ULL + (uint64_t)(p * BEZ_KINDS + kind));
}

static void Take(End *e, int p, int kind)
{
    e->hand[p][kind]--;
    e->key -= Zobrist(p, kind);
}

static void Give(End *e, int p, int kind)
{
    e->hand[p][kind]++;
    e->key += Zobrist(p, kind);
}

static bool Beats(const End *e, int lead, int second)
{
    if (IDX_SUIT(lead) == IDX_SUIT(second)) {
        return IDX_ORDER(second) > IDX_ORDER(lead);
    }
    return e->trumps < SUIT_COUNT && IDX_SUIT(second) == e->trumps;
}

/*
 * Marks the kinds of p that are equivalent to one of p's higher kinds of
 * the same suit: both brisques or both not, and no card ranked from the one
 * to the other (the two included) in the other hand or led to this trick.
 * Such cards win and lose the same tricks and count the same, so the
 * search tries one of them (a standard reduction for trick-taking games;
 * the value stays exact, and it cuts the nodes of nine-card endings by more
 * than half, so more playouts end solved).
 */
static void MarkEquivalent(const End *e, int p, int lead, bool *same)
{
    const uint8_t *h = e->hand[p], *other = e->hand[1 - p];
    for (int s = 0; s < SUIT_COUNT; s++) {
        bool open = false; /* a higher kind of p is within reach */
        bool brisque = false;
        for (int o = 7; o >= 0; o--) {
            int k = IDX(s, o);
            bool blocks = other[k] > 0 || k == lead;
            if (blocks) {
                open = false;
            }
            if (h[k] > 0) {
                bool b = o >= ORDER_TEN;
                same[k] = open && b == brisque;
                open = true;
                brisque = b;
            }
            if (blocks) {
                open = false;
            }
        }
    }
}

/* The kinds p may play (after lead, or leading if lead < 0), best tried first; returns how many. */
static int Moves(const End *e, int p, int lead, int *out)
{
    const uint8_t *h = e->hand[p];
    bool same[BEZ_KINDS] = {false};
    MarkEquivalent(e, p, lead, same);
    int n = 0;
    if (lead < 0) {
        for (int o = 7; o >= 0; o--) {
            for (int s = 0; s < SUIT_COUNT; s++) {
                if (h[IDX(s, o)] > 0 && !same[IDX(s, o)]) {
                    out[n++] = IDX(s, o);
                }
            }
        }
        return n;
    }
    int ls = IDX_SUIT(lead), lo = IDX_ORDER(lead);
    bool hasSuit = false, canBeat = false, hasTrump = false;
    for (int o = 0; o < 8; o++) {
        if (h[IDX(ls, o)] > 0) {
            hasSuit = true;
            canBeat = canBeat || o > lo;
        }
        hasTrump = hasTrump || (e->trumps < SUIT_COUNT && h[IDX(e->trumps, o)] > 0);
    }
    /* Cheapest first: the lowest winning card, then the lowest loser. */
    for (int o = 0; o < 8; o++) {
        for (int s = 0; s < SUIT_COUNT; s++) {
            int k = IDX(s, o);
            if (h[k] == 0 || same[k]) {
                continue;
            }
            if (hasSuit && s != ls) {
                continue;
            }
            if (e->rubicon && hasSuit && canBeat && o <= lo) {
                continue;
            }
            if (e->rubicon && !hasSuit && hasTrump && s != e->trumps) {
                continue;
            }
            out[n++] = k;
        }
    }
    return n;
}

static double Node(End *e, int leader, int lead, int gained0, bool root, double alpha, double beta)
{
    if (--*e->budget < 0) {
        e->exhausted = true;
        return 0;
    }
    int p = lead < 0 ? leader : 1 - leader;
    bool maximise = p == e->seat;
    int moves[BEZ_KINDS];
    int n = Moves(e, p, lead, moves);
    Entry *slot = NULL;
    uint64_t key = 0;
    if (lead < 0) {
        key = e->key ^ Rng_Mix((uint64_t)(leader * 64 + gained0) + 0x7474ULL);
        slot = &e->tt[key & (TT_SIZE - 1)];
        if (slot->bound != BOUND_NONE && slot->key == key) {
            double v = slot->value;
            if (!root && (slot->bound == BOUND_EXACT || (slot->bound == BOUND_LOWER && v >= beta) ||
                          (slot->bound == BOUND_UPPER && v <= alpha))) {
                return v;
            }
            for (int i = 1; i < n; i++) {
                if (moves[i] == slot->best) { /* the move that was best there before goes first */
                    moves[i] = moves[0];
                    moves[0] = slot->best;
                    break;
                }
            }
        }
    }
    double alpha0 = alpha, beta0 = beta;
    double best = maximise ? -1e18 : 1e18;
    int bestKind = n > 0 ? moves[0] : 0;
    for (int i = 0; i < n && !e->exhausted; i++) {
        int k = moves[i];
        double v;
        Take(e, p, k);
        if (lead < 0) {
            v = Node(e, leader, k, gained0, false, alpha, beta);
        } else {
            int winner = Beats(e, lead, k) ? p : leader;
            int nb = (IDX_ORDER(lead) >= ORDER_TEN ? 1 : 0) + (IDX_ORDER(k) >= ORDER_TEN ? 1 : 0);
            int g = gained0 + (winner == 0 ? nb : 0);
            bool done = true;
            for (int x = 0; x < BEZ_KINDS && done; x++) {
                done = e->hand[0][x] == 0 && e->hand[1][x] == 0;
            }
            v = done ? e->value[winner][g] : Node(e, winner, -1, g, false, alpha, beta);
        }
        Give(e, p, k);
        if (maximise ? v > best : v < best) {
            best = v;
            bestKind = k;
        }
        if (maximise) {
            alpha = best > alpha ? best : alpha;
        } else {
            beta = best < beta ? best : beta;
        }
        if (alpha >= beta) {
            break;
        }
    }
    if (root) {
        e->bestRoot = n > 0 ? bestKind : -1;
    }
    if (slot != NULL && !e->exhausted && n > 0) {
        slot->key = key;
        slot->value = best;
        slot->bound = best <= alpha0 ? BOUND_UPPER : best >= beta0 ? BOUND_LOWER : BOUND_EXACT;
        slot->best = (uint8_t)bestKind;
    }
    return best;
}

bool BeziqueAi_SolveEndgame(const BeziqueState *st, int seat, long *budget, double *value, GameAction *best)
{
    if (st->viewer != BEZ_FULL_VIEW || st->phase != BEZ_PHASE_PLAY || st->stockCount != 0 || st->turnUp != CARD_NONE ||
        st->side[0].tableCount != 0 || st->side[1].tableCount != 0 || st->trickCount > 1 || *budget <= 0) {
        return false;
    }
    static_assert(sizeof(End) < 128 * 1024, "the solver's state lives on the stack");
    End e;
    memset(&e, 0, sizeof e);
    e.trumps = st->trumps;
    e.rubicon = IsRubicon(st);
    e.seat = seat;
    e.budget = budget;
    e.bestRoot = -1;
    int brisquesLeft = 0;
    for (int p = 0; p < 2; p++) {
        for (int k = 0; k < BEZ_KINDS; k++) {
            e.hand[p][k] = st->side[p].hand[k];
            e.key += Zobrist(p, k) * st->side[p].hand[k];
            brisquesLeft += IDX_ORDER(k) >= ORDER_TEN ? st->side[p].hand[k] : 0;
        }
    }
    int lead = -1;
    if (st->trickCount == 1) {
        lead = Bezique_Index(st->trick[0]);
        brisquesLeft += IDX_ORDER(lead) >= ORDER_TEN ? 1 : 0;
    }
    if (brisquesLeft > 2 * BEZ_HAND_MAX) {
        return false;
    }
    int lastPoints = Bezique_ScoreKindPoints(st->variant, BEZ_SCORE_LAST_TRICK);
    int brisquePoints = e.rubicon ? 0 : Bezique_ScoreKindPoints(st->variant, BEZ_SCORE_BRISQUE);
    for (int last = 0; last < 2; last++) {
        for (int g = 0; g <= brisquesLeft; g++) {
            int gained[2] = {g, brisquesLeft - g};
            int score[2], brisques[2], total[2];
            for (int p = 0; p < 2; p++) {
                int add = gained[p] * brisquePoints + (p == last ? lastPoints : 0);
                score[p] = st->side[p].score + add;
                total[p] = st->side[p].total + add;
                brisques[p] = st->side[p].brisques + gained[p];
            }
            e.value[last][g] = BeziqueAi_Utility(st, score, brisques, total, seat);
        }
    }
    double v = Node(&e, st->leader, lead, 0, true, -1e18, 1e18);
    if (e.exhausted || e.bestRoot < 0) {
        return false;
    }
    *value = v;
    if (best != NULL) {
        *best = Bezique_Play(Bezique_CardAt(e.bestRoot), -1);
    }
    return true;
}
