/* bezique_game.c: Bezique at the shared lobby, statistics and title menu: its files and the ways into its table. */
#include "bezique_names.h"
#include "bezique_scenes.h"

#include <stdio.h>

const char *Bezique_RulesFile(int variant)
{
    return variant == BEZIQUE_ORDINARY ? "bezique.txt" : "rubicon_bezique.txt";
}

/* "Rubicon Bezique. South 1,240, North 860; 14 tricks played, 38 cards in the stock." */
static void DescribeSaved(const TableSaved *saved, char *buf, size_t size)
{
    const BeziqueState *st = (const BeziqueState *)(const void *)saved->st;
    bool ordinary = st->variant == BEZIQUE_ORDINARY;
    char seats[64];
    Seating_Format(&saved->seating, seats, sizeof seats);
    const char *a = Game_SeatName(&Bezique_Rules, st->variant, 0);
    const char *b = Game_SeatName(&Bezique_Rules, st->variant, 1);
    snprintf(buf, size, "%s %d, %s %d. %d tricks played, %d cards left in the stock. Seats: %s.", a,
             ordinary ? st->side[0].total : st->side[0].score, b, ordinary ? st->side[1].total : st->side[1].score,
             st->tricks, st->stockCount, seats);
}

const TableGame Bezique_TableGame = {
    .rules = &Bezique_Rules,
    .blurb = "Rubicon or ordinary Bezique for two: against the computer, or two people at one screen",
    .gameFile = BEZIQUE_GAME_FILE,
    .statsFile = BEZIQUE_STATS_FILE,
    .lobbyFile = BEZIQUE_LOBBY_FILE,
    .rulesFile = Bezique_RulesFile,
    .emblem = "QS JD",
    .emblemCaption = "A bezique: queen of spades, knave of diamonds",
    .defaultLevel = GAME_AI_MEDIUM,
    .createNew = BeziqueTableScene_CreateNew,
    .createResume = BeziqueTableScene_CreateResume,
    .describeSaved = DescribeSaved,
};
