/* patience_challenge.c: checking a challenge and dealing its 25 cards. */
#include "patience_challenge.h"

#include <stdio.h>
#include <string.h>

#include "pack.h"
#include "patience_daily.h"
#include "patience_serpent.h"

PatienceChallenge PatienceChallenge_Seed(PatienceVariant variant, uint64_t seed)
{
    PatienceChallenge c = {PATIENCE_CHALLENGE_SEED, variant, seed};
    return c;
}

PatienceChallenge PatienceChallenge_Daily(int32_t day, bool serpent)
{
    PatienceVariant variant = {serpent ? PATIENCE_LAYOUT_SERPENT : PATIENCE_LAYOUT_HOYLE, PATIENCE_TABLE_ENGLISH};
    /* An invalid day is kept as a value that IsValid refuses, never wrapped into a valid one. */
    PatienceChallenge c = {PATIENCE_CHALLENGE_DAILY, variant, day >= 0 ? (uint64_t)day : UINT64_MAX};
    return c;
}

PatienceChallenge PatienceChallenge_Book(void)
{
    PatienceChallenge c = {PATIENCE_CHALLENGE_BOOK, {PATIENCE_LAYOUT_SERPENT, PATIENCE_TABLE_ENGLISH}, 0};
    return c;
}

bool PatienceChallenge_IsValid(const PatienceChallenge *challenge)
{
    if (!Patience_VariantIsValid(challenge->variant)) {
        return false;
    }
    switch (challenge->kind) {
    case PATIENCE_CHALLENGE_SEED: return challenge->value <= PATIENCE_CHALLENGE_SEED_MAX;
    case PATIENCE_CHALLENGE_DAILY: return challenge->value <= PATIENCE_DAY_LAST; /* unsigned: PATIENCE_DAY_FIRST is 0 */
    case PATIENCE_CHALLENGE_BOOK:
        return challenge->value < PATIENCE_BOOK_PROBLEMS && challenge->variant.layout == PATIENCE_LAYOUT_SERPENT;
    default: return false;
    }
}

bool PatienceChallenge_Equal(const PatienceChallenge *a, const PatienceChallenge *b)
{
    return a->kind == b->kind && a->variant.layout == b->variant.layout && a->variant.table == b->variant.table &&
           a->value == b->value;
}

bool PatienceChallenge_Deal(const PatienceChallenge *challenge, Card deal[PATIENCE_CARDS], uint64_t *seed)
{
    if (!PatienceChallenge_IsValid(challenge)) {
        return false;
    }
    uint64_t s = 0;
    if (challenge->kind == PATIENCE_CHALLENGE_BOOK) {
        PatienceSerpent_BookProblem(deal);
    } else {
        s = challenge->kind == PATIENCE_CHALLENGE_SEED
                ? challenge->value
                : PatienceDaily_Seed((int32_t)challenge->value, challenge->variant.layout == PATIENCE_LAYOUT_SERPENT);
        Pack pack = Pack_Shuffled(PACK_WHIST, s);
        memcpy(deal, pack.cards, PATIENCE_CARDS * sizeof deal[0]);
    }
    if (seed != NULL) {
        *seed = s;
    }
    return true;
}

bool PatienceChallenge_NewGame(const PatienceChallenge *challenge, PatienceGame *game)
{
    Card deal[PATIENCE_CARDS];
    uint64_t seed = 0;
    if (!PatienceChallenge_Deal(challenge, deal, &seed)) {
        return false;
    }
    if (challenge->kind == PATIENCE_CHALLENGE_BOOK) {
        return Patience_NewGameWithDeal(game, challenge->variant, 0, deal);
    }
    /* Through NewGame so that a save of it records the seed and reloads by reshuffling. */
    Patience_NewGame(game, challenge->variant, seed);
    return true;
}

const char *PatienceChallenge_KindName(PatienceChallengeKind kind)
{
    static const char *const names[PATIENCE_CHALLENGE_KIND_COUNT] = {"seed", "daily", "book"};
    return (unsigned)kind < PATIENCE_CHALLENGE_KIND_COUNT ? names[kind] : "?";
}

size_t PatienceChallenge_Describe(const PatienceChallenge *challenge, char *buf, size_t size)
{
    const char *layout = Patience_LayoutName(challenge->variant.layout);
    const char *table = Patience_TableName(challenge->variant.table);
    int n;
    if (!PatienceChallenge_IsValid(challenge)) {
        n = snprintf(buf, size, "not a valid challenge");
    } else if (challenge->kind == PATIENCE_CHALLENGE_SEED) {
        n = snprintf(buf, size, "seed %llu, %s %s", (unsigned long long)challenge->value, layout, table);
    } else if (challenge->kind == PATIENCE_CHALLENGE_DAILY) {
        char date[PATIENCE_DATE_TEXT_MAX];
        PatienceDate_Format(PatienceDate_FromDay((int32_t)challenge->value), date);
        n = snprintf(buf, size, "daily %s of %s, %s %s",
                     challenge->variant.layout == PATIENCE_LAYOUT_SERPENT ? "serpent" : "deal", date, layout, table);
    } else {
        n = snprintf(buf, size, "the book's Serpent problem (Bergholt), %s %s", layout, table);
    }
    return n < 0 ? 0 : (size_t)n;
}
