/* patience.h: the rules of Poker Patience and Serpent Poker Patience: a deal, a board, placements. */
#ifndef PARLOUR_CORE_PATIENCE_H
#define PARLOUR_CORE_PATIENCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"
#include "patience_score.h"
#include "poker_hand.h"

/*
 * The board. The book's layout floats: the first card goes "anywhere" and
 * each later card touches one already laid, the only limit being that the
 * laid cards never span more than five rows or five columns. Where the
 * final square ends up is therefore decided by the play, not fixed in
 * advance. The exact way to hold that is a 9x9 virtual board with the
 * first card always at its centre (4,4): from there the layout can grow
 * up to four rows up or down and four columns left or right, so every
 * final square the player could have aimed at is reachable, and "the first
 * card anywhere" costs the player nothing (the UI slides the drawn layout
 * so the player never sees the 9x9 board). Hence for HOYLE and SERPENT the
 * only legal cell of the first card is the centre.
 *
 * SERPENT (Bergholt's problem) is the same floating board with a stricter
 * contact: each card orthogonally next to the card laid just before it, a
 * rook's path. Every directed rook's path of the 5x5 square is exactly one
 * serpent game (translate it so that it starts at the centre). A serpent
 * can run into a dead end before its 25th card (Patience_IsStuck): the
 * player undoes.
 *
 * FREE (modern Poker Squares) has a fixed frame: rows and columns 2..6 of
 * the same board, any empty cell of it, in any order. With HOYLE a legal
 * cell always exists until the 25th card, and with FREE trivially.
 *
 * A game is its variant, its deal and its list of placements (cell indices
 * row * 9 + col); the board and bounding box are derived and kept in step by
 * Patience_Place and Patience_Undo, the only functions that change a game.
 * The struct is small and plain so that the AI can copy it and play
 * millions of placements.
 */
#define PATIENCE_BOARD 9
#define PATIENCE_CELLS (PATIENCE_BOARD * PATIENCE_BOARD)
#define PATIENCE_CENTRE 4
#define PATIENCE_CARDS 25
#define PATIENCE_FREE_FIRST 2 /* the FREE frame is rows and columns 2..6 */

typedef enum PatienceLayout {
    PATIENCE_LAYOUT_HOYLE = 0, /* the book's: touching, also corner to corner; floating 5x5 */
    PATIENCE_LAYOUT_FREE,      /* any empty cell of a fixed 5x5 frame */
    PATIENCE_LAYOUT_SERPENT,   /* orthogonally next to the last card; floating 5x5 */
    PATIENCE_LAYOUT_COUNT
} PatienceLayout;

typedef struct PatienceVariant {
    PatienceLayout layout;
    PatienceTable table;
} PatienceVariant;

/* Why a placement is refused (PATIENCE_OK when it is legal). */
typedef enum PatienceStatus {
    PATIENCE_OK = 0,
    PATIENCE_GAME_OVER, /* all 25 cards are laid */
    PATIENCE_OFF_BOARD, /* row or column outside 0..8 */
    PATIENCE_OCCUPIED,
    PATIENCE_NOT_CENTRE,       /* HOYLE/SERPENT: the first card starts the board at its centre */
    PATIENCE_OUTSIDE_SQUARE,   /* FREE: outside the fixed 5x5 frame */
    PATIENCE_NOT_TOUCHING,     /* HOYLE: touches no laid card, not even corner to corner */
    PATIENCE_NOT_NEXT_TO_LAST, /* SERPENT: not directly above, below, left or right of the last card */
    PATIENCE_TOO_MANY_ROWS,    /* the layout would span six rows */
    PATIENCE_TOO_MANY_COLUMNS, /* the layout would span six columns */
    PATIENCE_STATUS_COUNT
} PatienceStatus;

typedef struct PatienceGame {
    PatienceVariant variant;
    uint64_t seed;                              /* 0: an explicit deal not checked against a shuffle */
    Card deal[PATIENCE_CARDS];                  /* deal[i] is the (i+1)th card to lay */
    Card board[PATIENCE_BOARD][PATIENCE_BOARD]; /* CARD_NONE where empty */
    uint8_t moves[PATIENCE_CARDS];              /* cell of deal[i], for i < placed */
    uint8_t placed;
    int8_t top, bottom, left, right; /* bounding box of the laid cards (top > bottom while empty) */
} PatienceGame;

/* How many more rows and columns a floating layout may still grow in each direction. */
typedef struct PatienceRoom {
    int up, down, left, right;
} PatienceRoom;

const char *Patience_LayoutName(PatienceLayout layout);   /* "hoyle", "free", "serpent" */
PatienceLayout Patience_LayoutFromName(const char *name); /* PATIENCE_LAYOUT_COUNT if unknown */
PatienceVariant Patience_DefaultVariant(void);            /* hoyle, english */
bool Patience_VariantIsValid(PatienceVariant variant);

/* A new game on the first 25 cards of Pack_Shuffled(PACK_WHIST, seed); an invalid variant becomes the default. */
void Patience_NewGame(PatienceGame *game, PatienceVariant variant, uint64_t seed);
/*
 * A new game on an explicit deal (Serpent problems, the command line). seed
 * is only recorded (0 when the deal comes from nowhere). Returns false, and
 * leaves game untouched, if the variant is invalid or the cards are not 25
 * distinct cards of the whist pack.
 */
bool Patience_NewGameWithDeal(PatienceGame *game, PatienceVariant variant, uint64_t seed,
                              const Card cards[PATIENCE_CARDS]);
/* True when cards[0..count) are distinct cards of the whist pack; else *bad (may be NULL) is the first bad index. */
bool Patience_CheckCards(const Card *cards, int count, int *bad);

/* The card to lay next, or CARD_NONE when the layout is complete. */
Card Patience_CurrentCard(const PatienceGame *game);
static inline int Patience_Cell(int row, int col)
{
    return row * PATIENCE_BOARD + col;
}
static inline int Patience_CellRow(int cell)
{
    return cell / PATIENCE_BOARD;
}
static inline int Patience_CellCol(int cell)
{
    return cell % PATIENCE_BOARD;
}

/* Whether the current card may go at (row, col), and if not why. Never changes the game. */
PatienceStatus Patience_Check(const PatienceGame *game, int row, int col);
bool Patience_IsLegal(const PatienceGame *game, int row, int col);
/* Writes the legal cells for the current card in increasing order; returns their number. */
int Patience_LegalCells(const PatienceGame *game, uint8_t cells[PATIENCE_CELLS]);
/* The same as a bitmask: bit (cell & 63) of mask[cell >> 6]. */
int Patience_LegalMask(const PatienceGame *game, uint64_t mask[2]);

/* Lays the current card at (row, col); a refused placement leaves the game unchanged. */
PatienceStatus Patience_Place(PatienceGame *game, int row, int col);
/* Takes back the last placement; false if none. */
bool Patience_Undo(PatienceGame *game);

const char *Patience_StatusText(PatienceStatus status); /* a sentence for the player */
const char *Patience_StatusKey(PatienceStatus status);  /* "occupied", "not-touching" ... */

bool Patience_IsComplete(const PatienceGame *game);
/* Not complete and no legal cell: only a serpent can run into this. */
bool Patience_IsStuck(const PatienceGame *game);

/*
 * The 5x5 square: for FREE the fixed frame, for a floating layout the 5x5
 * window at the top-left of the laid cards (the final square once the
 * layout is complete). Empty cells are CARD_NONE. Returns true only when
 * the layout is complete. top/left (may be NULL) receive the board row and
 * column of sq[0][0].
 */
bool Patience_Square(const PatienceGame *game, Card sq[PATIENCE_SIDE][PATIENCE_SIDE], int *top, int *left);

/*
 * The ten lines as they stand: rows then columns. For FREE they are the
 * frame's; for a floating layout the rows and columns the laid cards
 * already span come first (at = board row/column), the lines not yet
 * reached have at = -1 and no cards. A line's hand and points are set once
 * it holds five cards.
 */
void Patience_Lines(const PatienceGame *game, PatienceLine lines[PATIENCE_LINES]);
/* Total points of the complete lines (the final score once all 25 are laid). */
int Patience_Score(const PatienceGame *game);

/* Growth room of a floating layout (5 minus the span, in each direction); zero for FREE. */
PatienceRoom Patience_Room(const PatienceGame *game);

/* FNV-1a over the canonical fields: equal games, equal hashes (for replay tests). */
uint64_t Patience_StateHash(const PatienceGame *game);

#endif
