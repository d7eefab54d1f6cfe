/* piquet_game.c: Piquet at the shared lobby, statistics and title menu: its files, its table, its records. */
#include "piquet_scenes.h"

#include "app/app.h"
#include "games/table/table_finish.h"
#include "games/table/table_store.h"

#include <stdio.h>

const char *Piquet_RulesFile(int variant)
{
    (void)variant;
    return "piquet.txt";
}

/* "Deal 3 of 6. South 61, North 40. Seats: ..." */
static void DescribeSaved(const TableSaved *saved, char *buf, size_t size)
{
    const PiquetState *st = (const PiquetState *)(const void *)saved->st;
    char seats[64];
    Seating_Format(&saved->seating, seats, sizeof seats);
    int deals = Piquet_PartieDeals(st->variant);
    char deal[48];
    if (deals > 0) {
        snprintf(deal, sizeof deal, "Deal %d of %d", st->deal > 0 ? st->deal : 1, deals);
    } else {
        snprintf(deal, sizeof deal, "Game %d, deal %d", st->game, st->deal > 0 ? st->deal : 1);
    }
    snprintf(buf, size, "%s. South %d, North %d. Seats: %s.", deal, st->total[0] + st->dealScore[0],
             st->total[1] + st->dealScore[1], seats);
}

void PiquetStore_RecordFinished(const TableSession *s, App *app)
{
    TableFinish_Done(&Piquet_TableGame, s, app);
}

const TableGame Piquet_TableGame = {
    .rules = &Piquet_Rules,
    .blurb = "Piquet for two: the Rubicon partie with the calls spoken as at the table",
    .gameFile = PIQUET_GAME_FILE,
    .statsFile = PIQUET_STATS_FILE,
    .lobbyFile = PIQUET_LOBBY_FILE,
    .rulesFile = Piquet_RulesFile,
    .emblem = "AD KD QD JD 10D",
    .emblemCaption = "A quint major in diamonds: fifteen",
    .defaultLevel = GAME_AI_MEDIUM,
    .createNew = PiquetTableScene_CreateNew,
    .createResume = PiquetTableScene_CreateResume,
    .describeSaved = DescribeSaved,
};
