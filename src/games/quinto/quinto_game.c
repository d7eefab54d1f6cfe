/* quinto_game.c: Quinto at the shared lobby, statistics and title menu: its files, the ways into its table, its records. */
#include "quinto_scenes.h"

#include "app/app.h"
#include "games/table/table_finish.h"

#include <stdio.h>

const char *Quinto_RulesFile(int variant)
{
    return variant == QUINTO_DUMMY ? "dummy_quinto.txt" : "quinto.txt";
}

/* "Game 2 of the rubber: North-South 140, East-West 95. Hand 3, 5 tricks played." */
static void DescribeSaved(const TableSaved *saved, char *buf, size_t size)
{
    const QuintoState *st = (const QuintoState *)(const void *)saved->st;
    char seats[64];
    Seating_Format(&saved->seating, seats, sizeof seats);
    snprintf(buf, size, "Game %d%s: %s %d, %s %d. Hand %d, %d tricks played. Seats: %s.", st->gameIndex + 1,
             st->variant == QUINTO_DUMMY ? "" : " of the rubber", Quinto_SideName(st->variant, 0), (int)st->score[0],
             Quinto_SideName(st->variant, 1), (int)st->score[1], st->handNumber, st->tricksPlayed, seats);
}

void QuintoStore_RecordFinished(const TableSession *s, bool record, App *app)
{
    if (record) {
        TableFinish_Done(&Quinto_TableGame, s, app);
    }
}

const TableGame Quinto_TableGame = {
    .rules = &Quinto_Rules,
    .blurb = "Quinto for four in partnerships, or Dummy Quinto for three: quints, the cachette and Quint Royal",
    .gameFile = QUINTO_GAME_FILE,
    .statsFile = QUINTO_STATS_FILE,
    .lobbyFile = QUINTO_LOBBY_FILE,
    .rulesFile = Quinto_RulesFile,
    .emblem = "5H JK AS 4S",
    .emblemCaption = "Quints: a five, Quint Royal, an ace with its four",
    .defaultLevel = GAME_AI_MEDIUM,
    .createNew = QuintoTableScene_CreateNew,
    .createResume = QuintoTableScene_CreateResume,
    .describeSaved = DescribeSaved,
};
