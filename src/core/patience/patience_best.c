/* patience_best.c: the best Poker Patience layout in hindsight: annealing, serpent paths, and an upper bound. */
#include "patience_best.h"

#include <math.h>
#include <string.h>

#include "patience_arrange.h"
#include "patience_bound.h"
#include "rng.h"

#define SIDE PATIENCE_SIDE
#define SQ (PATIENCE_SIDE * PATIENCE_SIDE)

/* A layout: at[k] is the deal index of the card in square cell k (row-major). */
typedef struct Solver {
    PatienceTable table;
    PatienceLayout layout;
    Card deal[PATIENCE_CARDS];
    uint16_t rankBit[PATIENCE_CARDS]; /* per deal index, for scoring lines without classifying from scratch */
    uint8_t suitBit[PATIENCE_CARDS];
    uint64_t nibble[PATIENCE_CARDS];
    int16_t points[POKER_CLASS_COUNT];
    uint8_t at[SQ];
    int lineScore[PATIENCE_LINES];
    int score;
} Solver;

static void Prepare(Solver *s)
{
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        s->rankBit[i] = (uint16_t)(1u << Card_Rank(s->deal[i]));
        s->suitBit[i] = (uint8_t)(1u << Card_Suit(s->deal[i]));
        s->nibble[i] = UINT64_C(1) << (4 * Card_Rank(s->deal[i]));
    }
    for (int c = 0; c < POKER_CLASS_COUNT; c++) {
        s->points[c] = (int16_t)Patience_ClassPoints(s->table, Patience_TableClass(s->table, (PokerClass)c));
    }
}

/* The same class as Poker_Classify, from rank bits, suit bits and rank counts (the annealer's inner loop). */
static int LineScore(const Solver *s, int line)
{
    unsigned ranks = 0, suits = 0;
    uint64_t mult = 0;
    int idx[SIDE];
    for (int k = 0; k < SIDE; k++) {
        int cell = line < SIDE ? line * SIDE + k : k * SIDE + (line - SIDE);
        int i = s->at[cell];
        idx[k] = i;
        ranks |= s->rankBit[i];
        suits |= s->suitBit[i];
        mult += s->nibble[i];
    }
    int distinct = __builtin_popcount(ranks);
    if (distinct == SIDE) {
        unsigned low = ranks & (0u - ranks);
        bool straight = ranks == low * 0x1Fu || ranks == ((1u << RANK_ACE) | 0x3Cu);
        bool flush = (suits & (suits - 1)) == 0;
        if (straight && flush) {
            return s->points[ranks == (0x1Fu << RANK_TEN) ? POKER_ROYAL_FLUSH : POKER_STRAIGHT_FLUSH];
        }
        return flush ? s->points[POKER_FLUSH] : (straight ? s->points[POKER_STRAIGHT] : 0);
    }
    int most = 0;
    for (int k = 0; k < SIDE; k++) {
        int m = (int)((mult >> (4 * Card_Rank(s->deal[idx[k]]))) & 15u);
        most = m > most ? m : most;
    }
    switch (distinct) {
    case 4: return s->points[POKER_ONE_PAIR];
    case 3: return s->points[most == 3 ? POKER_THREES : POKER_TWO_PAIRS];
    default: return s->points[most == 4 ? POKER_FOURS : POKER_FULL];
    }
}

static void Rescore(Solver *s)
{
    s->score = 0;
    for (int i = 0; i < PATIENCE_LINES; i++) {
        s->lineScore[i] = LineScore(s, i);
        s->score += s->lineScore[i];
    }
}

/* HOYLE: every card after the first touches (also corner to corner) a card dealt before it. */
static bool Buildable(const Solver *s)
{
    return s->layout != PATIENCE_LAYOUT_HOYLE || PatienceArrange_BuildableAsIs(s->at);
}

/* The board cells of a square layout: FREE in its frame, floating with the first card at the centre. */
static void ToMoves(const Solver *s, uint8_t moves[PATIENCE_CARDS])
{
    int r0 = PATIENCE_FREE_FIRST, c0 = PATIENCE_FREE_FIRST;
    if (s->layout != PATIENCE_LAYOUT_FREE) {
        for (int cell = 0; cell < SQ; cell++) {
            if (s->at[cell] == 0) {
                r0 = PATIENCE_CENTRE - cell / SIDE;
                c0 = PATIENCE_CENTRE - cell % SIDE;
            }
        }
    }
    for (int cell = 0; cell < SQ; cell++) {
        moves[s->at[cell]] = (uint8_t)Patience_Cell(r0 + cell / SIDE, c0 + cell % SIDE);
    }
}

/* Reads a complete game's layout into the solver; false if it is not complete. */
static bool FromGame(Solver *s, const PatienceGame *g)
{
    Card sq[SIDE][SIDE];
    int top, left;
    if (!Patience_Square(g, sq, &top, &left)) {
        return false;
    }
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        int row = Patience_CellRow(g->moves[i]) - top;
        int col = Patience_CellCol(g->moves[i]) - left;
        s->at[row * SIDE + col] = (uint8_t)i;
    }
    Rescore(s);
    return true;
}

/* A buildable start: cells in order of distance from the centre of the square, cards in dealt order. */
static void SpiralStart(Solver *s)
{
    static const uint8_t kOrder[SQ] = {12, 7,  11, 13, 17, 6,  8,  16, 18, 2,  10, 14, 22,
                                       1,  3,  5,  9,  15, 19, 21, 23, 0,  4,  20, 24};
    for (int i = 0; i < SQ; i++) {
        s->at[kOrder[i]] = (uint8_t)i;
    }
    Rescore(s);
}

static void Swap(Solver *s, int a, int b)
{
    uint8_t t = s->at[a];
    s->at[a] = s->at[b];
    s->at[b] = t;
}

/* The change in score from swapping cells a and b, with the new line scores in fresh[]. */
static int SwapDelta(Solver *s, int a, int b, int lines[4], int fresh[4], int *count)
{
    int n = 0;
    int ra = a / SIDE, ca = a % SIDE, rb = b / SIDE, cb = b % SIDE;
    lines[n++] = ra;
    if (rb != ra) {
        lines[n++] = rb;
    }
    lines[n++] = SIDE + ca;
    if (cb != ca) {
        lines[n++] = SIDE + cb;
    }
    Swap(s, a, b);
    int delta = 0;
    for (int i = 0; i < n; i++) {
        fresh[i] = LineScore(s, lines[i]);
        delta += fresh[i] - s->lineScore[lines[i]];
    }
    Swap(s, a, b);
    *count = n;
    return delta;
}

/* Simulated annealing by swaps, from s's layout; s ends as the best layout met. */
static void Anneal(Solver *s, Rng *rng, long steps, double hot, double cold)
{
    Solver best = *s;
    double temp = hot, cooling = pow(cold / hot, 1.0 / (double)steps); /* geometric, from hot to cold */
    for (long step = 0; step < steps; step++, temp *= cooling) {
        int a = (int)Rng_Below(rng, SQ);
        int b = (int)Rng_Below(rng, SQ - 1);
        b += b >= a;
        if ((a / SIDE == b / SIDE) && (a % SIDE == b % SIDE)) {
            continue;
        }
        int lines[4], fresh[4], n;
        int delta = SwapDelta(s, a, b, lines, fresh, &n);
        if (delta < 0 && Rng_Unit(rng) >= exp(delta / temp)) {
            continue;
        }
        Swap(s, a, b);
        if (!Buildable(s)) {
            Swap(s, a, b);
            continue;
        }
        for (int i = 0; i < n; i++) {
            s->lineScore[lines[i]] = fresh[i];
        }
        s->score += delta;
        if (s->score > best.score) {
            best = *s;
        }
    }
    *s = best;
}

/* Directed rook paths of the square, tried one by one (a serpent's layout is its path). */
typedef struct PathSearch {
    Solver *s;
    Solver best;
    uint8_t path[SQ];
    bool used[SQ];
} PathSearch;

static void Walk(PathSearch *p, int depth)
{
    if (depth == SQ) {
        for (int i = 0; i < SQ; i++) {
            p->s->at[p->path[i]] = (uint8_t)i;
        }
        Rescore(p->s);
        if (p->s->score > p->best.score) {
            p->best = *p->s;
        }
        return;
    }
    static const int8_t kSteps[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
    int last = p->path[depth - 1];
    for (int k = 0; k < 4; k++) {
        int r = last / SIDE + kSteps[k][0], c = last % SIDE + kSteps[k][1];
        if (r < 0 || r >= SIDE || c < 0 || c >= SIDE || p->used[r * SIDE + c]) {
            continue;
        }
        p->used[r * SIDE + c] = true;
        p->path[depth] = (uint8_t)(r * SIDE + c);
        Walk(p, depth + 1);
        p->used[r * SIDE + c] = false;
    }
}

static void SolveSerpent(Solver *s)
{
    static PathSearch p; /* large and recursive: kept off the stack; the solver is not re-entrant for serpents */
    memset(&p, 0, sizeof p);
    p.s = s;
    p.best = *s;
    p.best.score = -1;
    for (int start = 0; start < SQ; start++) {
        p.used[start] = true;
        p.path[0] = (uint8_t)start;
        Walk(&p, 1);
        p.used[start] = false;
    }
    *s = p.best;
}

/* HOYLE: the exact search takes only squares some order of whose rows and columns can be built. */
static bool AcceptHoyle(uint8_t square[PATIENCE_CARDS], void *context)
{
    (void)context;
    return PatienceArrange_Buildable(square, square);
}

/*
 * The exact search (patience_bound.h) from the annealer's best: it proves
 * that layout the deal's best, or finds a better one (HOYLE: if some
 * reordering of its rows and columns can be built), or narrows the bound.
 * budget: its nodes. Returns the bound.
 */
static int ExactSearch(Solver *best, long budget)
{
    PatienceLayoutBound lb;
    PatienceExactAccept accept = best->layout == PATIENCE_LAYOUT_HOYLE ? AcceptHoyle : NULL;
    if (!PatienceBound_Layout(best->deal, best->table, best->score, budget, accept, NULL, &lb)) {
        return 2 * PatienceBound_Split(best->deal, best->table);
    }
    if (lb.found) {
        Solver t = *best;
        memcpy(t.at, lb.square, sizeof t.at);
        Rescore(&t);
        if (t.score > best->score && Buildable(&t)) { /* HOYLE: the acceptor has put it in a buildable order */
            *best = t;
        }
    }
    return lb.bound;
}

bool PatienceBest_Game(const PatienceGame *game, const PatienceBest *best, PatienceGame *out)
{
    if (game == NULL || best == NULL || out == NULL ||
        !Patience_NewGameWithDeal(out, game->variant, game->seed, game->deal)) {
        return false;
    }
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        if (Patience_Place(out, Patience_CellRow(best->moves[i]), Patience_CellCol(best->moves[i])) != PATIENCE_OK) {
            return false;
        }
    }
    return true;
}

bool PatienceBest_Solve(const PatienceGame *game, const PatienceGame *start, uint64_t seed, int effort,
                        PatienceBest *out)
{
    return PatienceBest_SolveWithNodes(game, start, seed, effort, 0, out);
}

bool PatienceBest_SolveWithNodes(const PatienceGame *game, const PatienceGame *start, uint64_t seed, int effort,
                                 long nodes, PatienceBest *out)
{
    if (game == NULL || out == NULL || !Patience_VariantIsValid(game->variant) ||
        !Patience_CheckCards(game->deal, PATIENCE_CARDS, NULL)) {
        return false;
    }
    if (effort < 0) {
        effort = 0;
    }
    Solver s;
    memset(&s, 0, sizeof s);
    s.table = game->variant.table;
    s.layout = game->variant.layout;
    memcpy(s.deal, game->deal, sizeof s.deal);
    Prepare(&s);
    SpiralStart(&s);
    Solver best = s;
    Solver given;
    bool haveGiven = false;
    if (start != NULL && start->variant.layout == game->variant.layout &&
        memcmp(start->deal, game->deal, sizeof game->deal) == 0) {
        given = s;
        haveGiven = FromGame(&given, start) && Buildable(&given);
        if (haveGiven && given.score > best.score) {
            best = given;
        }
    }
    if (s.layout == PATIENCE_LAYOUT_SERPENT) {
        SolveSerpent(&s);
        if (s.score >= best.score) {
            best = s;
        }
    } else {
        Rng rng = Rng_Make(Rng_Mix(seed ^ 0x42455354ull));
        double hot = s.table == PATIENCE_TABLE_AMERICAN ? 12.0 : 4.0;
        double cold = s.table == PATIENCE_TABLE_AMERICAN ? 0.3 : 0.1;
        int restarts = effort == 0 ? 1 : 4 * effort;
        long steps = effort == 0 ? 40000 : 150000;
        for (int r = 0; r < restarts; r++) {
            Solver t = (r == 0 && haveGiven) ? given : best;
            if (r > 0 && r % 2 == 1) {
                t = s; /* alternate fresh starts with reheating the best so far */
            }
            Anneal(&t, &rng, steps, hot, cold);
            if (t.score > best.score) {
                best = t;
            }
        }
    }
    int bound = best.score; /* a serpent's paths were all tried */
    if (s.layout != PATIENCE_LAYOUT_SERPENT) {
        if (nodes <= 0) {
            nodes = effort == 0 ? 200000 : 2500000L * effort;
        }
        bound = ExactSearch(&best, nodes);
    }
    memset(out, 0, sizeof *out);
    out->score = best.score;
    ToMoves(&best, out->moves);
    out->bound = bound;
    if (out->bound < out->score) {
        out->bound = out->score; /* never expected: the bound is a proof */
    }
    out->proven = out->bound == out->score;
    /* Never hand out a layout the rules refuse, nor a score the replay does not confirm. */
    PatienceGame check;
    if (!PatienceBest_Game(game, out, &check) || Patience_Score(&check) != out->score) {
        if (haveGiven) {
            memcpy(out->moves, start->moves, sizeof out->moves);
            out->score = Patience_Score(start);
            out->proven = out->bound == out->score;
            return true;
        }
        return false;
    }
    return true;
}
