/* patience_serpent.h: Serpent Poker Patience problems: the book's, generated ones, the exact solver, checking a layout. */
#ifndef PARLOUR_CORE_PATIENCE_SERPENT_H
#define PARLOUR_CORE_PATIENCE_SERPENT_H

#include <stdbool.h>
#include <stdint.h>

#include "patience.h"

/*
 * A Serpent problem is 25 cards in a fixed order, all shown before play;
 * the player lays them along a rook's path of the 5x5 square. A path is
 * written as path[i] = the square cell (row * 5 + col, rows top to bottom)
 * of the i-th card dealt.
 *
 * There are exactly PATIENCE_SERPENT_PATHS = 8,648 directed rook's paths
 * (Hamiltonian paths moving orthogonally) of the 5x5 square, so the best
 * score of a problem is found exactly by scoring the deal laid along each
 * of them: about a millisecond a problem. The table of paths (216 KB) is
 * built once, on first use (about 5 ms); PatienceSerpent_Prepare builds it
 * up front, e.g. at start-up or before a second thread may call the solver
 * (the lazy build is not thread-safe). The paths are in a fixed order,
 * lexicographic by cells (start cell ascending, then depth first trying
 * up, left, right, down), so "one best layout" is the same everywhere.
 */
#define PATIENCE_SERPENT_PATHS 8648
#define PATIENCE_SERPENT_SQUARE (PATIENCE_SIDE * PATIENCE_SIDE)

/* Bergholt's problem from the book, in the order dealt (rank then suit). */
#define PATIENCE_SERPENT_BOOK_DEAL "6D 5S QC QD QH 10H 10C 6H 3C JH AH 5H 8H KH QS 4H 2C 2D 7H JS 3S 3H 3D 6S 2H"

/* The book's problem. */
void PatienceSerpent_BookProblem(Card deal[PATIENCE_CARDS]);
/* A problem from a seed: the first 25 cards of Pack_Shuffled(PACK_WHIST, seed), as Patience_NewGame deals. */
void PatienceSerpent_SeedProblem(uint64_t seed, Card deal[PATIENCE_CARDS]);

/* Builds the path table now (idempotent). */
void PatienceSerpent_Prepare(void);
/* Path i (0 <= i < PATIENCE_SERPENT_PATHS) as 25 square cells; NULL out of range. */
const uint8_t *PatienceSerpent_Path(int index);

typedef struct PatienceSerpentSolution {
    int best;                             /* the highest score any serpent of the deal makes */
    int bestPaths;                        /* directed paths that make it (8 for the book's problem) */
    int worst;                            /* the lowest */
    uint8_t path[PATIENCE_CARDS];         /* the first best path in the table's order */
    Card square[PATIENCE_SERPENT_SQUARE]; /* its layout, rows top to bottom */
} PatienceSerpentSolution;

/* Solves a problem under a table; false (out untouched) if deal is not 25 distinct whist cards or table is unknown. */
bool PatienceSerpent_Solve(const Card deal[PATIENCE_CARDS], PatienceTable table, PatienceSerpentSolution *out);

/* Lays deal along path into square (rows top to bottom); false if path is not a rook's path of the square. */
bool PatienceSerpent_SquareOfPath(const Card deal[PATIENCE_CARDS], const uint8_t path[PATIENCE_CARDS],
                                  Card square[PATIENCE_SERPENT_SQUARE]);
/* True when path visits all 25 cells, each step to an orthogonal neighbour. */
bool PatienceSerpent_IsRookPath(const uint8_t path[PATIENCE_CARDS]);

/*
 * Plays path into a new serpent game through Patience_Place (first card at
 * the board's centre, the rest translated alike), e.g. to animate the best
 * layout or to make a save of it. False if the deal or variant is refused
 * or a placement is illegal; *placed (may be NULL) receives how many cards
 * were laid.
 */
bool PatienceSerpent_PlayPath(PatienceGame *game, PatienceTable table, const Card deal[PATIENCE_CARDS],
                              const uint8_t path[PATIENCE_CARDS], int *placed);

/* Why a finished square is not a legal serpent of a deal. */
typedef enum PatienceSerpentVerdict {
    PATIENCE_SERPENT_LEGAL = 0,
    PATIENCE_SERPENT_BAD_DEAL,     /* the deal is not 25 distinct whist cards */
    PATIENCE_SERPENT_CARDS_DIFFER, /* the square does not hold exactly the deal's cards */
    PATIENCE_SERPENT_BROKEN_PATH,  /* a card is not next to the one dealt before it */
} PatienceSerpentVerdict;

typedef struct PatienceSerpentCheck {
    PatienceSerpentVerdict verdict;
    int card;                     /* 0-based: the deal index of the offending card (-1 when legal) */
    PatienceStatus status;        /* BROKEN_PATH: what Patience_Place said */
    int score;                    /* the square's score under the table (-1 unless the cards match) */
    uint8_t path[PATIENCE_CARDS]; /* LEGAL: the square cell of each deal card */
    char message[128];            /* a sentence for the player */
} PatienceSerpentCheck;

/*
 * Checks that square (rows top to bottom, as the player laid it) can be laid
 * from deal as a serpent, by replaying it through Patience_Place with the
 * SERPENT rules. Returns check->verdict == PATIENCE_SERPENT_LEGAL.
 */
bool PatienceSerpent_CheckSquare(const Card deal[PATIENCE_CARDS], const Card square[PATIENCE_SERPENT_SQUARE],
                                 PatienceTable table, PatienceSerpentCheck *check);

#endif
