/* patience_eval.c: line abstraction, position values and the greedy and expectimax policies. */
#include "patience_eval.h"

#include <limits.h>
#include <stdbool.h>
#include <string.h>

#define SIDE PATIENCE_SIDE
#define FRAME_FIRST PATIENCE_FREE_FIRST

int PatienceEval_Family(PatienceLayout layout, PatienceTable table)
{
    int floating = layout != PATIENCE_LAYOUT_FREE;
    int t = table == PATIENCE_TABLE_AMERICAN ? 1 : 0;
    return t * 2 + floating;
}

/* Stages narrow towards the end, where one card more or less to come changes a line's prospects most. */
static const uint8_t kStage[PATIENCE_CARDS + 1] = {0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                                   3, 3, 3, 4, 4, 4, 5, 5, 6, 7, 8, 9, 9};

void PatienceEval_Context(PatienceEvalCtx *ctx, const PatienceFast *f, Card laid, const int16_t *values)
{
    int placed = f->placed;
    memcpy(ctx->suitLeft, f->unseenSuit, sizeof ctx->suitLeft);
    memcpy(ctx->rankLeft, f->unseenRank, sizeof ctx->rankLeft);
    if (laid != CARD_NONE) {
        placed++;
        ctx->suitLeft[Card_Suit(laid)]--;
        ctx->rankLeft[Card_Rank(laid)]--;
    }
    ctx->table = f->table;
    ctx->floating = f->layout != PATIENCE_LAYOUT_FREE;
    ctx->values = values != NULL ? values
                                 : kPatienceEvalTables[PatienceEval_Family((PatienceLayout)f->layout,
                                                                           (PatienceTable)f->table)];
    ctx->stage = kStage[placed < PATIENCE_CARDS ? placed : PATIENCE_CARDS];
    unsigned live = 0;
    for (int r = RANK_TWO; r <= RANK_ACE; r++) {
        if (ctx->rankLeft[r] != 0) {
            live |= 1u << r;
        }
    }
    live |= ((live >> RANK_ACE) & 1u) << 1;
    ctx->live = (uint16_t)live;
}

/* Patterns whose ranks are all distinct: only these can still become a straight or a flush. */
static const uint8_t kDistinct[PFAST_PAT_OPEN] = {1, 1, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0};

static int LiveWindows(const PatienceEvalCtx *ctx, unsigned ranks)
{
    /*
     * Bit parallel, as this sits in the rollouts' innermost loop: bit low of
     * full says ranks low..low+4 are all held or unseen. The ace stands at
     * bit 14 for the windows up to 10-A and at bit 1 for 5-4-3-2-A.
     */
    unsigned usable = ranks | (ctx->live & ~2u);
    usable |= (usable >> RANK_ACE & 1u) << 1;
    unsigned full = usable & usable >> 1 & usable >> 2 & usable >> 3 & usable >> 4;
    unsigned fit = 0x7FCu; /* lows 2..10 when the line holds nothing */
    if (ranks != 0) {
        /* The windows holding every rank of the line: low from (highest - 4) to the lowest. */
        int lo = __builtin_ctz(ranks);
        int hi = 31 - __builtin_clz(ranks);
        int from = hi - 4 > RANK_TWO ? hi - 4 : RANK_TWO;
        fit = from <= lo ? (2u << lo) - (1u << from) : 0u;
    }
    unsigned wheel = (ranks & ~(1u << RANK_ACE)) | (ranks >> RANK_ACE & 1u) << 1;
    if ((wheel & ~0x3Eu) == 0) {
        fit |= 2u;
    }
    int count = 0;
    for (unsigned m = full & fit; m != 0 && count < PEVAL_WINDOWS - 1; m &= m - 1) {
        count++; /* no popcount instruction is assumed of the target */
    }
    return count;
}

static int OutsBucket(const PatienceEvalCtx *ctx, unsigned ranks)
{
    int outs = 0;
    for (unsigned m = ranks; m != 0; m &= m - 1) {
        outs += ctx->rankLeft[__builtin_ctz(m)];
    }
    if (outs == 0) {
        return 0;
    }
    return outs <= 2 ? 1 : (outs <= 5 ? 2 : 3);
}

int PatienceEval_LineIndex(const PatienceEvalCtx *ctx, int axis, int n, int pat, unsigned suits, unsigned ranks)
{
    int flush = 0;
    int windows = 0;
    if (kDistinct[pat]) {
        if (n > 0 && (suits & (suits - 1)) == 0 && ctx->suitLeft[__builtin_ctz(suits)] >= SIDE - n) {
            flush = 1;
        }
        windows = LiveWindows(ctx, ranks);
    }
    int outs = OutsBucket(ctx, ranks);
    int index = axis;
    index = index * PEVAL_STAGES + ctx->stage;
    index = index * PFAST_PAT_OPEN + pat;
    index = index * PEVAL_FLUSH + flush;
    index = index * PEVAL_WINDOWS + windows;
    return index * PEVAL_OUTS + outs;
}

int PatienceEval_LineValue(const PatienceEvalCtx *ctx, int axis, int n, int pat, unsigned suits, unsigned ranks)
{
    if (pat >= PFAST_PAT_OPEN) {
        return 100 * PatienceFast_LinePoints(ctx->table, pat, suits, ranks);
    }
    return ctx->values[PatienceEval_LineIndex(ctx, axis, n, pat, suits, ranks)];
}

static int OpenLineValue(const PatienceEvalCtx *ctx, const PatienceFast *f, int line)
{
    int axis = line >= PATIENCE_BOARD;
    return PatienceEval_LineValue(ctx, axis, f->n[line], f->pat[line], f->suits[line], f->ranks[line]);
}

int PatienceEval_Position(const PatienceEvalCtx *ctx, const PatienceFast *f)
{
    int total = 100 * f->points;
    if (!ctx->floating) {
        for (int k = 0; k < SIDE; k++) {
            int row = FRAME_FIRST + k;
            int col = PATIENCE_BOARD + FRAME_FIRST + k;
            if (f->n[row] < SIDE) {
                total += OpenLineValue(ctx, f, row);
            }
            if (f->n[col] < SIDE) {
                total += OpenLineValue(ctx, f, col);
            }
        }
        return total;
    }
    for (int line = 0; line < PFAST_LINES; line++) {
        if (f->n[line] > 0 && f->n[line] < SIDE) {
            total += OpenLineValue(ctx, f, line);
        }
    }
    total += (SIDE - f->openRows) * PatienceEval_LineValue(ctx, 0, 0, 0, 0, 0);
    total += (SIDE - f->openCols) * PatienceEval_LineValue(ctx, 1, 0, 0, 0, 0);
    return total;
}

/* The change in a line's value when card joins it. */
static int LineGain(const PatienceEvalCtx *ctx, const PatienceFast *f, int line, Card card)
{
    int axis = line >= PATIENCE_BOARD;
    int rank = Card_Rank(card);
    int n = f->n[line];
    int pat = f->pat[line];
    int before = PatienceEval_LineValue(ctx, axis, n, pat, f->suits[line], f->ranks[line]);
    int next = PatienceFast_NextPattern(pat, PatienceFast_Multiplicity(f, line, rank));
    unsigned suits = f->suits[line] | (1u << Card_Suit(card));
    unsigned ranks = f->ranks[line] | (1u << rank);
    return PatienceEval_LineValue(ctx, axis, n + 1, next, suits, ranks) - before;
}

void PatienceEval_Deltas(const PatienceEvalCtx *ctx, const PatienceFast *f, Card card, const uint8_t *cells, int count,
                         int *delta)
{
    /* Gains depend only on the row and the column: at most ten of each, computed once. */
    int rowGain[PATIENCE_BOARD], colGain[PATIENCE_BOARD];
    uint16_t haveRow = 0, haveCol = 0;
    for (int i = 0; i < count; i++) {
        int row = cells[i] / PATIENCE_BOARD;
        int col = cells[i] % PATIENCE_BOARD;
        if ((haveRow >> row & 1u) == 0) {
            rowGain[row] = LineGain(ctx, f, row, card);
            haveRow |= (uint16_t)(1u << row);
        }
        if ((haveCol >> col & 1u) == 0) {
            colGain[col] = LineGain(ctx, f, PATIENCE_BOARD + col, card);
            haveCol |= (uint16_t)(1u << col);
        }
        delta[i] = rowGain[row] + colGain[col];
    }
}

/* The legal cells for card and, for each, the change in the position's value; returns their number. */
static int LegalDeltas(const PatienceFast *f, Card card, const int16_t *values, uint8_t cells[PATIENCE_CELLS],
                       int delta[PATIENCE_CELLS])
{
    int count = PatienceFast_Legal(f, cells);
    if (count > 0) {
        PatienceEvalCtx ctx;
        PatienceEval_Context(&ctx, f, card, values);
        PatienceEval_Deltas(&ctx, f, card, cells, count, delta);
    }
    return count;
}

int PatienceEval_Greedy(const PatienceFast *f, Card card, const int16_t *values)
{
    uint8_t cells[PATIENCE_CELLS];
    int delta[PATIENCE_CELLS];
    int count = LegalDeltas(f, card, values, cells, delta);
    if (count == 0) {
        return -1;
    }
    int best = 0;
    for (int i = 1; i < count; i++) {
        if (delta[i] > delta[best]) {
            best = i;
        }
    }
    return cells[best];
}

void PatienceEval_Expectimax(const PatienceFast *f, Card card, const uint8_t *cells, int count, const int16_t *values,
                             int *value)
{
    for (int i = 0; i < count; i++) {
        PatienceFast after = *f;
        PatienceFast_Place(&after, cells[i], card);
        if (after.placed >= PATIENCE_CARDS) {
            value[i] = 100 * after.points;
            continue;
        }
        uint8_t next[PATIENCE_CELLS];
        int delta[PATIENCE_CELLS];
        int nextCount = PatienceFast_Legal(&after, next);
        if (nextCount == 0) {
            /* A serpent's dead end: worth nothing, the player must undo. */
            value[i] = INT_MIN / 4;
            continue;
        }
        long long sum = 0;
        int draws = 0;
        for (uint64_t m = after.unseen; m != 0; m &= m - 1) {
            Card c = Card_FromIndex52(__builtin_ctzll(m));
            PatienceEvalCtx ctx;
            PatienceEval_Context(&ctx, &after, c, values);
            PatienceEval_Deltas(&ctx, &after, c, next, nextCount, delta);
            int best = delta[0];
            for (int k = 1; k < nextCount; k++) {
                if (delta[k] > best) {
                    best = delta[k];
                }
            }
            sum += PatienceEval_Position(&ctx, &after) + best;
            draws++;
        }
        value[i] = (int)(sum / draws);
    }
}

/*
 * One ply of expectimax from `after` (the next card any unseen one, placed
 * greedily), with one context for every next card: the stage of the next
 * placement, the next card itself still counted unseen. That small
 * approximation lets a line's gain be shared by the cards that change it
 * alike: same rank, and the same standing towards the line's flush.
 */
static int LookValue(const PatienceFast *after, const int16_t *values)
{
    if (after->placed >= PATIENCE_CARDS) {
        return 100 * after->points;
    }
    uint8_t next[PATIENCE_CELLS];
    int nextCount = PatienceFast_Legal(after, next);
    if (nextCount == 0) {
        return INT_MIN / 4; /* a serpent's dead end */
    }
    PatienceEvalCtx ctx;
    PatienceEval_Context(&ctx, after, CARD_NONE, values);
    ctx.stage = kStage[after->placed + 1 < PATIENCE_CARDS ? after->placed + 1 : PATIENCE_CARDS];
    int base = PatienceEval_Position(&ctx, after);
    /* gain[line][rank][k]: k the suit for an empty line, else 1 if the card keeps the line's one suit. */
    enum {
        UNKNOWN = INT_MIN
    };
    int gain[PFAST_LINES][16][4];
    uint16_t rowsUsed = 0, colsUsed = 0;
    for (int i = 0; i < nextCount; i++) {
        rowsUsed |= (uint16_t)(1u << (next[i] / PATIENCE_BOARD));
        colsUsed |= (uint16_t)(1u << (next[i] % PATIENCE_BOARD));
    }
    for (int line = 0; line < PFAST_LINES; line++) {
        bool used = line < PATIENCE_BOARD ? (rowsUsed >> line & 1u) : (colsUsed >> (line - PATIENCE_BOARD) & 1u);
        for (int r = RANK_TWO; used && r <= RANK_ACE; r++) {
            gain[line][r][0] = gain[line][r][1] = gain[line][r][2] = gain[line][r][3] = UNKNOWN;
        }
    }
    long long sum = 0;
    int draws = 0;
    for (uint64_t m = after->unseen; m != 0; m &= m - 1) {
        Card c = Card_FromIndex52(__builtin_ctzll(m));
        int rank = Card_Rank(c);
        int suit = Card_Suit(c);
        int best = INT_MIN;
        for (int i = 0; i < nextCount; i++) {
            int lines[2] = {next[i] / PATIENCE_BOARD, PATIENCE_BOARD + next[i] % PATIENCE_BOARD};
            int total = 0;
            for (int e = 0; e < 2; e++) {
                int line = lines[e];
                unsigned suits = after->suits[line];
                int k = suits == 0 ? suit : ((suits & (suits - 1)) == 0 && (suits >> suit & 1u) != 0);
                int *g = &gain[line][rank][k];
                if (*g == UNKNOWN) {
                    *g = LineGain(&ctx, after, line, c);
                }
                total += *g;
            }
            if (total > best) {
                best = total;
            }
        }
        sum += base + best;
        draws++;
    }
    return (int)(sum / draws);
}

int PatienceEval_Lookahead(const PatienceFast *f, Card card, int k, int margin, const int16_t *values)
{
    uint8_t cells[PATIENCE_CELLS];
    int delta[PATIENCE_CELLS];
    int count = LegalDeltas(f, card, values, cells, delta);
    if (count == 0) {
        return -1;
    }
    /* The k best cells by the greedy value, best first (ties: the lowest cell, as Greedy). */
    uint8_t top[PATIENCE_CELLS];
    int topDelta[PATIENCE_CELLS];
    int n = 0;
    for (int i = 0; i < count; i++) {
        int j;
        if (n < k) {
            j = n++;
        } else if (delta[i] > topDelta[k - 1]) {
            j = k - 1;
        } else {
            continue;
        }
        while (j > 0 && delta[i] > topDelta[j - 1]) {
            top[j] = top[j - 1];
            topDelta[j] = topDelta[j - 1];
            j--;
        }
        top[j] = cells[i];
        topDelta[j] = delta[i];
    }
    /* Only the cells within margin of the best are close enough to look ahead for. */
    int close = 1;
    while (close < n && topDelta[0] - topDelta[close] <= margin) {
        close++;
    }
    if (close == 1) {
        return top[0];
    }
    int best = 0, bestValue = INT_MIN;
    for (int i = 0; i < close; i++) {
        PatienceFast after = *f;
        PatienceFast_Place(&after, top[i], card);
        int v = LookValue(&after, values);
        if (v > bestValue) {
            best = i;
            bestValue = v;
        }
    }
    return top[best];
}
