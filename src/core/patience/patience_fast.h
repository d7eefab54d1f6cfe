/* patience_fast.h: an incremental Poker Patience board for the AI's inner loops (internal to the core). */
#ifndef PARLOUR_CORE_PATIENCE_FAST_H
#define PARLOUR_CORE_PATIENCE_FAST_H

#include <stdbool.h>
#include <stdint.h>

#include "patience.h"

/*
 * The AI plays millions of placements a second in its rollouts, where the
 * PatienceGame's generic checks and line rebuilding cost too much. This is
 * the same board (the same 9x9 cells, the same first-card-at-the-centre
 * rule) with each board row and column kept as a small summary: its card
 * count, its rank-multiplicity pattern, its suits and ranks. The rules stay
 * the core's: a PatienceFast is only ever built from a PatienceGame
 * (PatienceFast_FromGame) and its legal cells are checked against
 * Patience_IsLegal in the tests; the AI answers the caller in cells that
 * Patience_Place accepts.
 *
 * Lines 0..8 are the board rows, 9..17 the board columns. The "unseen"
 * cards are those not yet laid: from the player's side, after a placement,
 * the next card is any of them with equal chance.
 */
#define PFAST_LINES 18

/* Rank-multiplicity patterns of a line; ids 0..11 hold up to four cards, 12..17 are complete. */
enum {
    PFAST_PAT_OPEN = 12, /* patterns below this are incomplete lines */
    PFAST_PAT_COUNT = 18
};

typedef struct PatienceFast {
    uint8_t layout; /* PatienceLayout */
    uint8_t table;  /* PatienceTable */
    uint8_t placed;
    uint8_t last; /* cell of the last card laid */
    int8_t top, bottom, left, right;
    uint8_t openRows, openCols; /* board rows and columns holding a card (floating layouts) */
    int16_t points;             /* points of the complete lines */
    Card deal[PATIENCE_CARDS];
    Card cell[PATIENCE_CELLS];   /* CARD_NONE where empty */
    uint8_t touch[PATIENCE_CELLS]; /* laid cards among the eight neighbours */
    uint16_t frontier[PATIENCE_BOARD]; /* per board row, a bit per column: empty and touching a laid card */
    uint8_t n[PFAST_LINES];
    uint8_t pat[PFAST_LINES];
    uint8_t suits[PFAST_LINES]; /* bit per suit present */
    uint16_t ranks[PFAST_LINES]; /* bit per rank present (2..14) */
    uint64_t mult[PFAST_LINES];  /* four bits per rank: how many of it the line holds */
    uint64_t unseen;             /* bit per Card_Index52 not yet laid */
    uint8_t unseenSuit[4];
    uint8_t unseenRank[16];
} PatienceFast;

/* Builds the fast board of a game as it stands (replays its placements). */
void PatienceFast_FromGame(PatienceFast *f, const PatienceGame *game);
/* Cells where the current card may go, in increasing order; returns their number. */
int PatienceFast_Legal(const PatienceFast *f, uint8_t cells[PATIENCE_CELLS]);
/* Lays card at cell; the cell must be one PatienceFast_Legal gave. */
void PatienceFast_Place(PatienceFast *f, int cell, Card card);

/* The pattern after a rank already held m times is added. */
int PatienceFast_NextPattern(int pat, int m);
/* Points of a complete line from its pattern, suits and ranks. */
int PatienceFast_LinePoints(int table, int pat, unsigned suits, unsigned ranks);
/* How many cards of the rank the line holds. */
static inline int PatienceFast_Multiplicity(const PatienceFast *f, int line, int rank)
{
    return (int)((f->mult[line] >> (4 * rank)) & 15u);
}

#endif
