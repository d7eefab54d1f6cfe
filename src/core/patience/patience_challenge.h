/* patience_challenge.h: what a Poker Patience challenge is (a seeded deal, a day's deal, a book problem) and its deal. */
#ifndef PARLOUR_CORE_PATIENCE_CHALLENGE_H
#define PARLOUR_CORE_PATIENCE_CHALLENGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "patience.h"

/*
 * A challenge names a deal that anyone can play again: the variant (layout
 * and table) and where the 25 cards come from. It is what a challenge code
 * holds (patience_code.h), so its values are bounded to fit the code:
 *
 *   SEED   value = the seed, 0 .. PATIENCE_CHALLENGE_SEED_MAX (48 bits):
 *          the first 25 cards of Pack_Shuffled(PACK_WHIST, seed). New games
 *          that should have a code draw their seed in this range.
 *   DAILY  value = the day (days since 1970-01-01, patience_daily.h): the
 *          day's seed, the daily Serpent's salt when the layout is SERPENT.
 *   BOOK   value = the number of a problem printed in the book; 0 is
 *          Bergholt's Serpent problem, the only one. The layout must be SERPENT.
 */
#define PATIENCE_CHALLENGE_SEED_BITS 48
#define PATIENCE_CHALLENGE_SEED_MAX ((UINT64_C(1) << PATIENCE_CHALLENGE_SEED_BITS) - 1)
#define PATIENCE_BOOK_PROBLEMS 1
#define PATIENCE_CHALLENGE_TEXT_MAX 96

typedef enum PatienceChallengeKind {
    PATIENCE_CHALLENGE_SEED = 0,
    PATIENCE_CHALLENGE_DAILY,
    PATIENCE_CHALLENGE_BOOK,
    PATIENCE_CHALLENGE_KIND_COUNT
} PatienceChallengeKind;

typedef struct PatienceChallenge {
    PatienceChallengeKind kind;
    PatienceVariant variant;
    uint64_t value; /* the seed, the day or the problem number, by kind */
} PatienceChallenge;

PatienceChallenge PatienceChallenge_Seed(PatienceVariant variant, uint64_t seed);
/* The day's deal (hoyle) or the day's Serpent (serpent), English table. */
PatienceChallenge PatienceChallenge_Daily(int32_t day, bool serpent);
/* The book's Serpent problem, English table. */
PatienceChallenge PatienceChallenge_Book(void);

/* The variant is known and the value in range for the kind (see above). */
bool PatienceChallenge_IsValid(const PatienceChallenge *challenge);
bool PatienceChallenge_Equal(const PatienceChallenge *a, const PatienceChallenge *b);

/*
 * The 25 cards in the order dealt, and the seed a game records for them (0
 * for a book problem, whose cards come from no shuffle). False, with
 * nothing written, for an invalid challenge.
 */
bool PatienceChallenge_Deal(const PatienceChallenge *challenge, Card deal[PATIENCE_CARDS], uint64_t *seed);
/* Starts a game of the challenge; false (game untouched) for an invalid challenge. */
bool PatienceChallenge_NewGame(const PatienceChallenge *challenge, PatienceGame *game);

const char *PatienceChallenge_KindName(PatienceChallengeKind kind); /* "seed", "daily", "book" */
/*
 * One line for the player, e.g. "seed 12345, hoyle english", "daily deal of
 * 2026-03-14, hoyle english", "the book's Serpent problem, serpent english".
 * Returns the length the whole text needs (like snprintf).
 */
size_t PatienceChallenge_Describe(const PatienceChallenge *challenge, char *buf, size_t size);

#endif
