/* patience_arrange.c: orders of a square's rows and columns the touching rule can build, found in dealt order. */
#include "patience_arrange.h"

#include <string.h>

#define SIDE PATIENCE_SIDE

typedef struct Arrange {
    int8_t line[PATIENCE_CARDS][2]; /* per deal index: its row and column in the given square */
    int8_t place[2][SIDE]; /* where each given row (0) and column (1) stands in the built square; -1: not yet */
    uint8_t taken[2];      /* built rows (0) and columns (1) already given a line */
    uint32_t laid;         /* built cells holding a card */
} Arrange;

static bool Touches(uint32_t laid, int r, int c)
{
    for (int dr = -1; dr <= 1; dr++) {
        for (int dc = -1; dc <= 1; dc++) {
            int rr = r + dr, cc = c + dc;
            if ((dr != 0 || dc != 0) && rr >= 0 && rr < SIDE && cc >= 0 && cc < SIDE &&
                (laid >> (rr * SIDE + cc) & 1u) != 0) {
                return true;
            }
        }
    }
    return false;
}

/* Lays cards t.. in dealt order; true when every card found its cell. */
static bool Lay(Arrange *a, int t)
{
    if (t == PATIENCE_CARDS) {
        return true;
    }
    int row = a->line[t][0], col = a->line[t][1];
    int rowFrom = 0, rowTo = SIDE - 1, colFrom = 0, colTo = SIDE - 1;
    if (a->place[0][row] >= 0) {
        rowFrom = rowTo = a->place[0][row];
    }
    if (a->place[1][col] >= 0) {
        colFrom = colTo = a->place[1][col];
    }
    for (int r = rowFrom; r <= rowTo; r++) {
        bool newRow = a->place[0][row] < 0;
        if (newRow && (a->taken[0] >> r & 1u) != 0) {
            continue;
        }
        for (int c = colFrom; c <= colTo; c++) {
            bool newCol = a->place[1][col] < 0;
            if (newCol && (a->taken[1] >> c & 1u) != 0) {
                continue;
            }
            if (t > 0 && !Touches(a->laid, r, c)) {
                continue;
            }
            if (newRow) {
                a->place[0][row] = (int8_t)r;
                a->taken[0] |= (uint8_t)(1u << r);
            }
            if (newCol) {
                a->place[1][col] = (int8_t)c;
                a->taken[1] |= (uint8_t)(1u << c);
            }
            a->laid |= 1u << (r * SIDE + c);
            if (Lay(a, t + 1)) {
                return true;
            }
            a->laid &= ~(1u << (r * SIDE + c));
            if (newRow) {
                a->place[0][row] = -1;
                a->taken[0] &= (uint8_t) ~(1u << r);
            }
            if (newCol) {
                a->place[1][col] = -1;
                a->taken[1] &= (uint8_t) ~(1u << c);
            }
        }
    }
    return false;
}

bool PatienceArrange_BuildableAsIs(const uint8_t square[PATIENCE_CARDS])
{
    uint32_t laid = 0;
    int8_t cellOf[PATIENCE_CARDS];
    for (int cell = 0; cell < PATIENCE_CARDS; cell++) {
        cellOf[square[cell]] = (int8_t)cell;
    }
    for (int t = 0; t < PATIENCE_CARDS; t++) {
        int cell = cellOf[t];
        if (t > 0 && !Touches(laid, cell / SIDE, cell % SIDE)) {
            return false;
        }
        laid |= 1u << cell;
    }
    return true;
}

bool PatienceArrange_Buildable(const uint8_t square[PATIENCE_CARDS], uint8_t out[PATIENCE_CARDS])
{
    /* Turning the square over needs no search of its own: the touching rule reads the same either way round. */
    Arrange a;
    memset(&a, 0, sizeof a);
    memset(a.place, -1, sizeof a.place);
    for (int cell = 0; cell < PATIENCE_CARDS; cell++) {
        a.line[square[cell]][0] = (int8_t)(cell / SIDE);
        a.line[square[cell]][1] = (int8_t)(cell % SIDE);
    }
    if (!Lay(&a, 0)) {
        return false;
    }
    uint8_t built[PATIENCE_CARDS];
    for (int t = 0; t < PATIENCE_CARDS; t++) {
        built[a.place[0][a.line[t][0]] * SIDE + a.place[1][a.line[t][1]]] = (uint8_t)t;
    }
    memcpy(out, built, sizeof built);
    return true;
}
