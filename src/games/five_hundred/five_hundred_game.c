/* five_hundred_game.c: Five Hundred at the shared lobby, statistics and title menu; its records of a sitting. */
#include "five_hundred_scenes.h"

#include "app/app.h"
#include "games/table/table_finish.h"

#include <stdio.h>
#include <string.h>

const char *FiveHundred_RulesFile(int variant)
{
    (void)variant; /* one help page: the book's game, and a note on each variant beyond it */
    return FIVE_HUNDRED_RULES_FILE;
}

/* This sitting's games, as players at a real table keep count. */
static struct {
    int games;
    int won[FH_MAX_SEATS];
} sSession;

void FiveHundredStore_RecordFinished(const TableSession *s, bool record, FiveHundredOutcome *outcome, App *app)
{
    const FiveHundredState *st = (const FiveHundredState *)(const void *)TableSession_Shown(s);
    sSession.games++;
    if (st->winner < FH_MAX_SEATS) {
        sSession.won[st->winner]++;
    }
    if (record) {
        TableFinish_Done(&FiveHundred_TableGame, s, app); /* counted once, its save removed */
    }
    if (outcome != NULL) {
        outcome->seating = s->seating;
        outcome->sessionGames = sSession.games;
        memcpy(outcome->sessionWon, sSession.won, sizeof outcome->sessionWon);
    }
}

/* "Deal 4. South 240, West 310, East -60. Seats: ..." */
static void DescribeSaved(const TableSaved *saved, char *buf, size_t size)
{
    const FiveHundredState *st = (const FiveHundredState *)(const void *)saved->st;
    char seats[64], scores[128] = "";
    Seating_Format(&saved->seating, seats, sizeof seats);
    for (int s = 0; s < st->sides; s++) {
        size_t len = strlen(scores);
        snprintf(scores + len, sizeof scores - len, "%s%s %d", s > 0 ? ", " : "",
                 Game_SeatName(&FiveHundred_Rules, st->variant, s), FiveHundred_Net(st, s));
    }
    snprintf(buf, size, "Deal %d, %d tricks played. %s. Seats: %s.", st->deal, st->tricksPlayed, scores, seats);
}

const TableGame FiveHundred_TableGame = {
    .rules = &FiveHundred_Rules,
    .blurb = "Five Hundred for three (or two, or four as partners): the Joker, the bowers and the Avondale table",
    .gameFile = FIVE_HUNDRED_GAME_FILE,
    .statsFile = FIVE_HUNDRED_STATS_FILE,
    .lobbyFile = FIVE_HUNDRED_LOBBY_FILE,
    .rulesFile = FiveHundred_RulesFile,
    .emblem = "JK JH JD",
    .emblemCaption = "The Joker and the bowers of hearts",
    .defaultLevel = GAME_AI_MEDIUM,
    .createNew = FiveHundredTableScene_CreateNew,
    .createResume = FiveHundredTableScene_CreateResume,
    .describeSaved = DescribeSaved,
};
