/* patience_serpent.c: the 8,648 rook's paths of the 5x5 square, the exact Serpent solver, and layout checks. */
#include "patience_serpent.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "pack.h"

#define SIDE PATIENCE_SIDE
#define CELLS PATIENCE_SERPENT_SQUARE

static uint8_t paths[PATIENCE_SERPENT_PATHS][CELLS];
static bool pathsReady;

void PatienceSerpent_BookProblem(Card deal[PATIENCE_CARDS])
{
    /* The notation is fixed and known good; a parse failure here could only be a typo in the header. */
    int n = Card_ParseList(PATIENCE_SERPENT_BOOK_DEAL, deal, PATIENCE_CARDS, NULL);
    (void)n;
}

void PatienceSerpent_SeedProblem(uint64_t seed, Card deal[PATIENCE_CARDS])
{
    Pack pack = Pack_Shuffled(PACK_WHIST, seed);
    memcpy(deal, pack.cards, PATIENCE_CARDS * sizeof deal[0]);
}

typedef struct Walk {
    uint8_t cells[CELLS];
    uint32_t used; /* bit per square cell */
    int count;
} Walk;

#define ALL_CELLS ((1u << CELLS) - 1)
#define NOT_LEFT_EDGE 0x1EF7BDEu  /* cells with a neighbour to their left: columns 1..4 */
#define NOT_RIGHT_EDGE 0x0F7BDEFu /* columns 0..3 */
#define DARK_CELLS 0x1555555u     /* row + col even: 13 cells, the 12 others light */

/* The cells orthogonally next to any cell of set. */
static uint32_t Neighbours(uint32_t set)
{
    return ((set << SIDE) | (set >> SIDE) | ((set & NOT_RIGHT_EDGE) << 1) | ((set & NOT_LEFT_EDGE) >> 1)) & ALL_CELLS;
}

/*
 * Whether the free cells can still all be walked from head: they must be
 * connected to it, their colours (as on a chessboard) must alternate from
 * the head's, and at most one of them may be a dead end (a cell with a
 * single way in can only be the last). Cutting dead walks early this way
 * builds the table about eight times faster (some 5 ms instead of 40).
 */
static bool CanFinish(uint32_t used, int head)
{
    uint32_t free = ~used & ALL_CELLS;
    if (free == 0) {
        return true;
    }
    int left = __builtin_popcount(free);
    int sameAsHead = __builtin_popcount(free & ((DARK_CELLS >> head & 1u) != 0 ? DARK_CELLS : ~DARK_CELLS));
    if (sameAsHead != left / 2) {
        return false; /* the walk on from head takes the other colour first: ceil(left/2) of it, floor of head's */
    }
    uint32_t reach = Neighbours(1u << head) & free;
    for (uint32_t grown = reach; grown != 0;) {
        uint32_t next = (reach | Neighbours(reach)) & free;
        grown = next & ~reach;
        reach = next;
    }
    if (reach != free) {
        return false;
    }
    int deadEnds = 0;
    uint32_t open = free | 1u << head;
    for (uint32_t rest = free; rest != 0; rest &= rest - 1) {
        int cell = __builtin_ctz(rest);
        uint32_t ways = Neighbours(1u << cell) & open;
        if ((ways & (ways - 1)) == 0 && ++deadEnds > 1) {
            return false;
        }
    }
    return true;
}

/* Depth first in the documented order: up, left, right, down (increasing cell number). */
static void Extend(Walk *walk, int *found)
{
    if (walk->count == CELLS) {
        if (*found < PATIENCE_SERPENT_PATHS) {
            memcpy(paths[*found], walk->cells, CELLS);
        }
        (*found)++;
        return;
    }
    int at = walk->cells[walk->count - 1];
    int row = at / SIDE, col = at % SIDE;
    static const int8_t steps[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
    for (int i = 0; i < 4; i++) {
        int r = row + steps[i][0], c = col + steps[i][1];
        int next = r * SIDE + c;
        if (r < 0 || r >= SIDE || c < 0 || c >= SIDE || (walk->used >> next & 1u) != 0 ||
            !CanFinish(walk->used | 1u << next, next)) {
            continue;
        }
        walk->cells[walk->count++] = (uint8_t)next;
        walk->used |= 1u << next;
        Extend(walk, found);
        walk->used &= ~(1u << next);
        walk->count--;
    }
}

void PatienceSerpent_Prepare(void)
{
    if (pathsReady) {
        return;
    }
    int found = 0;
    for (int start = 0; start < CELLS; start++) {
        Walk walk = {{0}, 0, 0};
        walk.cells[0] = (uint8_t)start;
        walk.used = 1u << start;
        walk.count = 1;
        Extend(&walk, &found);
    }
    /* found == PATIENCE_SERPENT_PATHS is a fact of the 5x5 square, checked by the tests. */
    pathsReady = true;
}

const uint8_t *PatienceSerpent_Path(int index)
{
    if (index < 0 || index >= PATIENCE_SERPENT_PATHS) {
        return NULL;
    }
    PatienceSerpent_Prepare();
    return paths[index];
}

bool PatienceSerpent_IsRookPath(const uint8_t path[PATIENCE_CARDS])
{
    uint32_t used = 0;
    for (int i = 0; i < CELLS; i++) {
        int cell = path[i];
        if (cell >= CELLS || (used >> cell & 1u) != 0) {
            return false;
        }
        used |= 1u << cell;
        if (i > 0) {
            int dr = cell / SIDE - path[i - 1] / SIDE;
            int dc = cell % SIDE - path[i - 1] % SIDE;
            if (dr * dr + dc * dc != 1) {
                return false;
            }
        }
    }
    return true;
}

bool PatienceSerpent_SquareOfPath(const Card deal[PATIENCE_CARDS], const uint8_t path[PATIENCE_CARDS],
                                  Card square[PATIENCE_SERPENT_SQUARE])
{
    if (!PatienceSerpent_IsRookPath(path)) {
        return false;
    }
    for (int i = 0; i < CELLS; i++) {
        square[path[i]] = deal[i];
    }
    return true;
}

/*
 * The solver scores 86,480 lines (10 per path), so a line is classified
 * from precomputed rank bits and suits instead of through Poker_Classify:
 * the number of equal-rank pairs among the five cards tells every class
 * with repeated ranks (1 one pair, 2 two pairs, 3 threes, 4 full, 6 fours);
 * with five distinct ranks the rank mask and the suits tell the rest. The
 * tests check it against Patience_ScoreHand.
 */
typedef struct FastCard {
    uint16_t rankBit;
    uint8_t rank, suit;
} FastCard;

typedef struct LineScorer {
    int16_t points[POKER_CLASS_COUNT]; /* by PokerClass, under the table */
} LineScorer;

static PokerClass ClassifyFast(const FastCard *c0, const FastCard *c1, const FastCard *c2, const FastCard *c3,
                               const FastCard *c4)
{
    unsigned mask = (unsigned)c0->rankBit | c1->rankBit | c2->rankBit | c3->rankBit | c4->rankBit;
    int equal = (c0->rank == c1->rank) + (c0->rank == c2->rank) + (c0->rank == c3->rank) + (c0->rank == c4->rank) +
                (c1->rank == c2->rank) + (c1->rank == c3->rank) + (c1->rank == c4->rank) + (c2->rank == c3->rank) +
                (c2->rank == c4->rank) + (c3->rank == c4->rank);
    if (equal > 0) {
        static const PokerClass byPairs[7] = {POKER_NOTHING, POKER_ONE_PAIR, POKER_TWO_PAIRS, POKER_THREES,
                                              POKER_FULL,    POKER_NOTHING,  POKER_FOURS};
        return byPairs[equal];
    }
    bool flush = c0->suit == c1->suit && c0->suit == c2->suit && c0->suit == c3->suit && c0->suit == c4->suit;
    unsigned low = mask & (0u - mask);
    bool straight = mask == low * 0x1Fu || mask == ((1u << RANK_ACE) | 0x3Cu);
    if (straight && flush) {
        return mask == (0x1Fu << RANK_TEN) ? POKER_ROYAL_FLUSH : POKER_STRAIGHT_FLUSH;
    }
    if (flush) {
        return POKER_FLUSH;
    }
    return straight ? POKER_STRAIGHT : POKER_NOTHING;
}

static int ScoreLayout(const FastCard *deal, const uint8_t *path, const LineScorer *scorer)
{
    const FastCard *sq[CELLS];
    for (int i = 0; i < CELLS; i++) {
        sq[path[i]] = &deal[i];
    }
    int total = 0;
    for (int k = 0; k < SIDE; k++) {
        const FastCard *const *row = &sq[k * SIDE];
        total += scorer->points[ClassifyFast(row[0], row[1], row[2], row[3], row[4])];
        total +=
            scorer->points[ClassifyFast(sq[k], sq[k + SIDE], sq[k + 2 * SIDE], sq[k + 3 * SIDE], sq[k + 4 * SIDE])];
    }
    return total;
}

bool PatienceSerpent_Solve(const Card deal[PATIENCE_CARDS], PatienceTable table, PatienceSerpentSolution *out)
{
    if ((unsigned)table >= PATIENCE_TABLE_COUNT || !Patience_CheckCards(deal, PATIENCE_CARDS, NULL)) {
        return false;
    }
    PatienceSerpent_Prepare();
    LineScorer scorer;
    for (int c = 0; c < POKER_CLASS_COUNT; c++) {
        scorer.points[c] = (int16_t)Patience_ClassPoints(table, Patience_TableClass(table, (PokerClass)c));
    }
    FastCard fast[PATIENCE_CARDS];
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        fast[i].rank = (uint8_t)Card_Rank(deal[i]);
        fast[i].suit = (uint8_t)Card_Suit(deal[i]);
        fast[i].rankBit = (uint16_t)(1u << fast[i].rank);
    }
    int best = -1, bestIndex = 0, bestCount = 0, worst = -1;
    for (int p = 0; p < PATIENCE_SERPENT_PATHS; p++) {
        int score = ScoreLayout(fast, paths[p], &scorer);
        if (score > best) {
            best = score;
            bestIndex = p;
            bestCount = 0;
        }
        bestCount += score == best;
        if (worst < 0 || score < worst) {
            worst = score;
        }
    }
    out->best = best;
    out->bestPaths = bestCount;
    out->worst = worst;
    memcpy(out->path, paths[bestIndex], CELLS);
    PatienceSerpent_SquareOfPath(deal, out->path, out->square);
    return true;
}

bool PatienceSerpent_PlayPath(PatienceGame *game, PatienceTable table, const Card deal[PATIENCE_CARDS],
                              const uint8_t path[PATIENCE_CARDS], int *placed)
{
    PatienceVariant variant = {PATIENCE_LAYOUT_SERPENT, table};
    if (placed != NULL) {
        *placed = 0;
    }
    if (!Patience_NewGameWithDeal(game, variant, 0, deal)) {
        return false;
    }
    int r0 = path[0] / SIDE, c0 = path[0] % SIDE;
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        /* A cell past the square fails in Patience_Place like any illegal step: the rules decide, not this loop. */
        int row = PATIENCE_CENTRE + path[i] / SIDE - r0;
        int col = PATIENCE_CENTRE + path[i] % SIDE - c0;
        if (path[i] >= CELLS || Patience_Place(game, row, col) != PATIENCE_OK) {
            return false;
        }
        if (placed != NULL) {
            *placed = i + 1;
        }
    }
    return true;
}

static void Refuse(PatienceSerpentCheck *check, PatienceSerpentVerdict verdict, int card, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static void Refuse(PatienceSerpentCheck *check, PatienceSerpentVerdict verdict, int card, const char *fmt, ...)
{
    va_list ap;
    check->verdict = verdict;
    check->card = card;
    va_start(ap, fmt);
    vsnprintf(check->message, sizeof check->message, fmt, ap);
    va_end(ap);
}

bool PatienceSerpent_CheckSquare(const Card deal[PATIENCE_CARDS], const Card square[PATIENCE_SERPENT_SQUARE],
                                 PatienceTable table, PatienceSerpentCheck *check)
{
    memset(check, 0, sizeof *check);
    check->card = -1;
    check->score = -1;
    check->status = PATIENCE_OK;
    int bad = 0;
    if ((unsigned)table >= PATIENCE_TABLE_COUNT || !Patience_CheckCards(deal, PATIENCE_CARDS, &bad)) {
        Refuse(check, PATIENCE_SERPENT_BAD_DEAL, bad, "the deal is not 25 different cards of one pack");
        return false;
    }
    int where[52];
    for (int i = 0; i < 52; i++) {
        where[i] = -1;
    }
    for (int cell = 0; cell < CELLS; cell++) {
        int index = Card_Index52(square[cell]);
        if (index >= 0) {
            where[index] = cell;
        }
    }
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        int cell = where[Card_Index52(deal[i])];
        if (cell < 0) {
            /* 25 distinct deal cards found in 25 cells is a bijection, so no other test of the cards is needed. */
            char text[CARD_TEXT_MAX];
            Refuse(check, PATIENCE_SERPENT_CARDS_DIFFER, i, "the layout does not hold %s, card %d of the deal",
                   Card_Format(deal[i], text), i + 1);
            return false;
        }
        check->path[i] = (uint8_t)cell;
    }
    check->score = Patience_ScoreSquare(square, table, NULL);
    PatienceGame game;
    int placed = 0;
    if (!PatienceSerpent_PlayPath(&game, table, deal, check->path, &placed)) {
        /* The first card always starts the board, so placed >= 1 here. */
        int row = PATIENCE_CENTRE + check->path[placed] / SIDE - check->path[0] / SIDE;
        int col = PATIENCE_CENTRE + check->path[placed] % SIDE - check->path[0] % SIDE;
        char a[CARD_TEXT_MAX], b[CARD_TEXT_MAX];
        check->status = Patience_Check(&game, row, col);
        Refuse(check, PATIENCE_SERPENT_BROKEN_PATH, placed, "card %d, %s, does not follow card %d, %s: %s", placed + 1,
               Card_Format(deal[placed], a), placed, Card_Format(deal[placed - 1], b),
               Patience_StatusText(check->status));
        return false;
    }
    check->verdict = PATIENCE_SERPENT_LEGAL;
    snprintf(check->message, sizeof check->message, "a legal serpent scoring %d", check->score);
    return true;
}
