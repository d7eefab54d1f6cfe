/* patience_fast.c: the AI's incremental board: legal cells and placements without rebuilding lines. */
#include "patience_fast.h"

#include <string.h>

#define SIDE PATIENCE_SIDE
#define FRAME_FIRST PATIENCE_FREE_FIRST
#define FRAME_LAST (PATIENCE_FREE_FIRST + SIDE - 1)

/* kNext[pat][m]: the pattern after adding a rank the line already holds m times (-1: impossible). */
static const int8_t kNext[PFAST_PAT_OPEN][4] = {
    {1, -1, -1, -1},  /* 0  {}        */
    {2, 3, -1, -1},   /* 1  {1}       */
    {4, 5, -1, -1},   /* 2  {1,1}     */
    {5, -1, 6, -1},   /* 3  {2}       */
    {7, 8, -1, -1},   /* 4  {1,1,1}   */
    {8, 9, 10, -1},   /* 5  {2,1}     */
    {10, -1, -1, 11}, /* 6  {3}       */
    {12, 13, -1, -1}, /* 7  {1,1,1,1} */
    {13, 14, 15, -1}, /* 8  {2,1,1}   */
    {14, -1, 16, -1}, /* 9  {2,2}     */
    {15, 16, -1, 17}, /* 10 {3,1}     */
    {17, -1, -1, -1}, /* 11 {4}       */
};

int PatienceFast_NextPattern(int pat, int m)
{
    if (pat < 0 || pat >= PFAST_PAT_OPEN || m < 0 || m > 3) {
        return -1;
    }
    return kNext[pat][m];
}

static bool IsStraight(unsigned ranks)
{
    unsigned m = ranks | ((ranks >> RANK_ACE) & 1u) << 1; /* the ace also stands below the two */
    return (m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4)) != 0;
}

int PatienceFast_LinePoints(int table, int pat, unsigned suits, unsigned ranks)
{
    PokerClass c = POKER_NOTHING;
    switch (pat) {
    case 12: {
        bool flush = (suits & (suits - 1)) == 0;
        bool straight = IsStraight(ranks);
        if (straight && flush) {
            c = ranks == (0x1Fu << RANK_TEN) ? POKER_ROYAL_FLUSH : POKER_STRAIGHT_FLUSH;
        } else if (flush) {
            c = POKER_FLUSH;
        } else if (straight) {
            c = POKER_STRAIGHT;
        }
        break;
    }
    case 13: c = POKER_ONE_PAIR; break;
    case 14: c = POKER_TWO_PAIRS; break;
    case 15: c = POKER_THREES; break;
    case 16: c = POKER_FULL; break;
    case 17: c = POKER_FOURS; break;
    default: return 0;
    }
    return Patience_ClassPoints((PatienceTable)table, Patience_TableClass((PatienceTable)table, c));
}

static void Reset(PatienceFast *f, const PatienceGame *game)
{
    memset(f, 0, sizeof *f);
    f->layout = (uint8_t)game->variant.layout;
    f->table = (uint8_t)game->variant.table;
    f->top = f->left = PATIENCE_BOARD;
    f->bottom = f->right = -1;
    memcpy(f->deal, game->deal, sizeof f->deal);
    memset(f->cell, CARD_NONE, sizeof f->cell);
    f->unseen = (UINT64_C(1) << 52) - 1;
    for (int s = 0; s < 4; s++) {
        f->unseenSuit[s] = 13;
    }
    for (int r = RANK_TWO; r <= RANK_ACE; r++) {
        f->unseenRank[r] = 4;
    }
}

void PatienceFast_FromGame(PatienceFast *f, const PatienceGame *game)
{
    Reset(f, game);
    for (int i = 0; i < game->placed; i++) {
        PatienceFast_Place(f, game->moves[i], game->deal[i]);
    }
}

static void AddToLine(PatienceFast *f, int line, Card card)
{
    int rank = Card_Rank(card);
    int m = PatienceFast_Multiplicity(f, line, rank);
    if (f->n[line] == 0) {
        if (line < PATIENCE_BOARD) {
            f->openRows++;
        } else {
            f->openCols++;
        }
    }
    f->n[line]++;
    f->pat[line] = (uint8_t)kNext[f->pat[line]][m];
    f->suits[line] |= (uint8_t)(1u << Card_Suit(card));
    f->ranks[line] |= (uint16_t)(1u << rank);
    f->mult[line] += UINT64_C(1) << (4 * rank);
    if (f->n[line] == SIDE) {
        f->points += (int16_t)PatienceFast_LinePoints(f->table, f->pat[line], f->suits[line], f->ranks[line]);
    }
}

void PatienceFast_Place(PatienceFast *f, int cell, Card card)
{
    int row = cell / PATIENCE_BOARD;
    int col = cell % PATIENCE_BOARD;
    f->cell[cell] = card;
    AddToLine(f, row, card);
    AddToLine(f, PATIENCE_BOARD + col, card);
    for (int r = row - 1; r <= row + 1; r++) {
        for (int c = col - 1; c <= col + 1; c++) {
            if (r >= 0 && r < PATIENCE_BOARD && c >= 0 && c < PATIENCE_BOARD) {
                f->touch[r * PATIENCE_BOARD + c]++;
                if (f->cell[r * PATIENCE_BOARD + c] == CARD_NONE) {
                    f->frontier[r] |= (uint16_t)(1u << c);
                }
            }
        }
    }
    f->frontier[row] &= (uint16_t)~(1u << col);
    if (row < f->top) {
        f->top = (int8_t)row;
    }
    if (row > f->bottom) {
        f->bottom = (int8_t)row;
    }
    if (col < f->left) {
        f->left = (int8_t)col;
    }
    if (col > f->right) {
        f->right = (int8_t)col;
    }
    int index = Card_Index52(card);
    if (index >= 0 && (f->unseen >> index & 1u) != 0) {
        f->unseen &= ~(UINT64_C(1) << index);
        f->unseenSuit[Card_Suit(card)]--;
        f->unseenRank[Card_Rank(card)]--;
    }
    f->last = (uint8_t)cell;
    f->placed++;
}

static int Max(int a, int b)
{
    return a > b ? a : b;
}

static int Min(int a, int b)
{
    return a < b ? a : b;
}

int PatienceFast_Legal(const PatienceFast *f, uint8_t cells[PATIENCE_CELLS])
{
    int count = 0;
    if (f->placed >= PATIENCE_CARDS) {
        return 0;
    }
    if (f->layout == PATIENCE_LAYOUT_FREE) {
        for (int r = FRAME_FIRST; r <= FRAME_LAST; r++) {
            for (int c = FRAME_FIRST; c <= FRAME_LAST; c++) {
                int cell = r * PATIENCE_BOARD + c;
                if (f->cell[cell] == CARD_NONE) {
                    cells[count++] = (uint8_t)cell;
                }
            }
        }
        return count;
    }
    if (f->placed == 0) {
        cells[0] = (uint8_t)(PATIENCE_CENTRE * PATIENCE_BOARD + PATIENCE_CENTRE);
        return 1;
    }
    /* A touching cell lies within one of the box; the span rule keeps it within four of the far side. */
    int r0 = Max(Max(f->top - 1, f->bottom - (SIDE - 1)), 0);
    int r1 = Min(Min(f->bottom + 1, f->top + (SIDE - 1)), PATIENCE_BOARD - 1);
    int c0 = Max(Max(f->left - 1, f->right - (SIDE - 1)), 0);
    int c1 = Min(Min(f->right + 1, f->left + (SIDE - 1)), PATIENCE_BOARD - 1);
    if (f->layout == PATIENCE_LAYOUT_SERPENT) {
        static const int8_t kSteps[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
        int lr = f->last / PATIENCE_BOARD;
        int lc = f->last % PATIENCE_BOARD;
        for (int i = 0; i < 4; i++) {
            int r = lr + kSteps[i][0];
            int c = lc + kSteps[i][1];
            if (r >= r0 && r <= r1 && c >= c0 && c <= c1 && f->cell[r * PATIENCE_BOARD + c] == CARD_NONE) {
                cells[count++] = (uint8_t)(r * PATIENCE_BOARD + c);
            }
        }
        return count;
    }
    /* The frontier bits are the empty touching cells; the box clips them to the span rule. */
    unsigned cols = (2u << c1) - (1u << c0);
    for (int r = r0; r <= r1; r++) {
        for (unsigned m = f->frontier[r] & cols; m != 0; m &= m - 1) {
            cells[count++] = (uint8_t)(r * PATIENCE_BOARD + __builtin_ctz(m));
        }
    }
    return count;
}
