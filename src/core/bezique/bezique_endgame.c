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
    uint32_t has[2]; /* bit k: hand[p][k] > 0 (kind k is bit k: suit * 8 + order) */
    int cards;       /* in both hands */
    int trumps;
    bool rubicon;
    int seat;
    long *budget;
    bool exhausted;
    int bestRoot;                          /* the kind the seat to act at the root should play */
    double value[2][2 * BEZ_HAND_MAX + 1]; /* [last trick's winner][brisques seat 0 gains from here] */
    uint64_t key;                          /* of the hands: the sum of Zobrist(p, kind) over the cards */
    uint64_t zobrist[2][BEZ_KINDS];        /* Zobrist(p, kind) for the kinds in the hands at the root */
    uint64_t trickKey[2][2 * BEZ_HAND_MAX + 1]; /* [leader][brisques seat 0 gained]: mixed into a trick's key */
    Entry tt[TT_SIZE];
} End;

static uint64_t Zobrist(int p, int kind)
{
    return Rng_Mix(0x656e64ULL + (uint64_t)(p * BEZ_KINDS + kind));
}

static void Take(End *e, int p, int kind)
{
    if (--e->hand[p][kind] == 0) {
        e->has[p] &= ~(1u << kind);
    }
    e->cards--;
    e->key -= e->zobrist[p][kind];
}

static void Give(End *e, int p, int kind)
{
    e->hand[p][kind]++;
    e->has[p] |= 1u << kind;
    e->cards++;
    e->key += e->zobrist[p][kind];
}

/* The kinds of a suit's bits, as bits of a byte (bit o: order o). */
static unsigned SuitBits(uint32_t kinds, int suit)
{
    return (kinds >> (suit * 8)) & 0xFFu;
}

/* Appends the kinds of `kinds`, orders from `from` to `to` (step +-1), suits in order within each order. */
static int ListByOrder(uint32_t kinds, int from, int to, int *out, int n)
{
    int step = from <= to ? 1 : -1;
    for (int o = from;; o += step) {
        uint32_t m = (kinds >> o) & 0x01010101u;
        while (m != 0) {
            int bit = __builtin_ctz(m);
            out[n++] = bit + o;
            m &= m - 1;
        }
        if (o == to) {
            return n;
        }
    }
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
static uint32_t EquivalentKinds(const End *e, int p, int lead)
{
    uint32_t same = 0;
    for (int s = 0; s < SUIT_COUNT; s++) {
        unsigned h = SuitBits(e->has[p], s);
        if ((h & (h - 1)) == 0) {
            continue; /* fewer than two kinds of the suit: none is equivalent to another */
        }
        unsigned blockers = SuitBits(e->has[1 - p], s) | (lead >= 0 && IDX_SUIT(lead) == s ? 1u << IDX_ORDER(lead) : 0);
        bool open = false; /* a higher kind of p is within reach */
        bool brisque = false;
        for (int o = 7; o >= 0; o--) {
            bool blocks = (blockers >> o) & 1u;
            if (blocks) {
                open = false;
            }
            if ((h >> o) & 1u) {
                bool b = o >= ORDER_TEN;
                if (open && b == brisque) {
                    same |= 1u << IDX(s, o);
                }
                open = true;
                brisque = b;
            }
            if (blocks) {
                open = false;
            }
        }
    }
    return same;
}

/* The kinds p may play (after lead, or leading if lead < 0), best tried first; returns how many. */
static int Moves(const End *e, int p, int lead, int *out)
{
    uint32_t avail = e->has[p] & ~EquivalentKinds(e, p, lead);
    if (lead < 0) {
        return ListByOrder(avail, 7, 0, out, 0); /* highest first */
    }
    int ls = IDX_SUIT(lead), lo = IDX_ORDER(lead);
    uint32_t suit = 0xFFu << (ls * 8);
    uint32_t trumps = e->trumps < SUIT_COUNT ? 0xFFu << (e->trumps * 8) : 0;
    uint32_t above = ~((2u << (ls * 8 + lo)) - 1); /* kinds above the card led: higher in its suit, or later suits */
    bool hasSuit = (e->has[p] & suit) != 0;
    bool canBeat = (e->has[p] & suit & above) != 0;
    bool hasTrump = (e->has[p] & trumps) != 0;
    if (hasSuit) {
        avail &= suit;
        if (e->rubicon && canBeat) {
            avail &= above; /* must win the trick: only the cards above the one led */
        }
    } else if (e->rubicon && hasTrump) {
        avail &= trumps;
    }
    /* Cheapest first: the lowest winning card, then the lowest loser. */
    return ListByOrder(avail, 0, 7, out, 0);
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
        key = e->key ^ e->trickKey[leader][gained0];
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
            bool done = e->cards == 0;
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
            if (st->side[p].hand[k] > 0) {
                e.has[p] |= 1u << k;
                e.cards += st->side[p].hand[k];
                e.zobrist[p][k] = Zobrist(p, k);
                e.key += e.zobrist[p][k] * st->side[p].hand[k];
            }
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
    for (int leader = 0; leader < 2; leader++) {
        for (int g = 0; g <= brisquesLeft; g++) {
            e.trickKey[leader][g] = Rng_Mix((uint64_t)(leader * 64 + g) + 0x7474ULL);
        }
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
