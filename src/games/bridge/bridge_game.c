/* bridge_game.c: Bridge at the shared lobby, statistics and title menu: its files and the ways into its table. */
#include "bridge_scenes.h"

#include <stdio.h>

static const char *RulesFile(int variant)
{
    (void)variant;
    return BRIDGE_RULES_FILE;
}

/* "Games 1-0; below the line 18 to 24. Deal 3, North deals. Seats: ..." */
static void DescribeSaved(const TableSaved *saved, char *buf, size_t size)
{
    const BridgeState *st = (const BridgeState *)(const void *)saved->st;
    char seats[64];
    Seating_Format(&saved->seating, seats, sizeof seats);
    snprintf(buf, size, "Games: South-North %d, West-East %d; below the line %d to %d. Deal %d, %s deals. Seats: %s.",
             st->rubber.games[0], st->rubber.games[1], st->rubber.belowGame[0], st->rubber.belowGame[1], st->deal,
             Bridge_SeatName(st->dealer), seats);
}

static const TableOption kOptions[] = {
    [BRIDGE_OPTION_REVIEW] = {"review", "Hand review",
                              "After each hand you play in, the hand is shown with every card seen: what each side "
                              "could have made, and the cards that cost your side a trick. When it is off, the table "
                              "goes straight on to the next deal; the score block still offers "
                              "\xE2\x80\x9CReview the hands\xE2\x80\x9D.",
                              true},
};

const TableGame Bridge_TableGame = {
    .rules = &Bridge_Rules,
    .blurb = "Bridge as played in 1904: the dealer declares, his partner is dummy; doubling to the limit",
    .gameFile = BRIDGE_GAME_FILE,
    .statsFile = BRIDGE_STATS_FILE,
    .lobbyFile = BRIDGE_LOBBY_FILE,
    .rulesFile = RulesFile,
    .emblem = "AS AH AD AC",
    .emblemCaption = "Four aces at No trumps: 100 for honours",
    .defaultLevel = GAME_AI_MEDIUM,
    .createNew = BridgeTableScene_CreateNew,
    .createResume = BridgeTableScene_CreateResume,
    .describeSaved = DescribeSaved,
    .options = kOptions,
    .optionCount = (int)(sizeof kOptions / sizeof kOptions[0]),
};
