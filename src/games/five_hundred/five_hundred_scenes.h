/* five_hundred_scenes.h: the scenes of Five Hundred (table, scoring); the lobby and statistics are shared. */
#ifndef PARLOUR_GAMES_FIVE_HUNDRED_SCENES_H
#define PARLOUR_GAMES_FIVE_HUNDRED_SCENES_H

#include "core/five_hundred/five_hundred.h"
#include "games/table/table_game.h"
#include "games/table/table_session.h"
#include "scenes/scene.h"

#define FIVE_HUNDRED_GAME_FILE "five-hundred-game.txt"
#define FIVE_HUNDRED_STATS_FILE "five-hundred-stats.txt"
#define FIVE_HUNDRED_LOBBY_FILE "five-hundred-lobby.ini"
#define FIVE_HUNDRED_RULES_FILE "five_hundred.txt"

/* Five Hundred at the shared lobby, statistics and title menu (five_hundred_game.c). */
extern const TableGame FiveHundred_TableGame;

const char *FiveHundred_RulesFile(int variant);

Scene *FiveHundredTableScene_CreateNew(App *app, int variant, const GameSeating *seating, uint64_t seed);
Scene *FiveHundredTableScene_CreateResume(App *app, TableSaved *saved);

/* What a finished game did to this sitting's records, for the scoring scene. */
typedef struct FiveHundredOutcome {
    GameSeating seating;
    int sessionGames;
    int sessionWon[FH_MAX_SEATS]; /* this sitting's games won by each side */
} FiveHundredOutcome;

/* Records a finished game: statistics and its save removed (when record is set: TableFinish_Done) and this sitting's
   wins; toasts a file problem. */
void FiveHundredStore_RecordFinished(const TableSession *s, bool record, FiveHundredOutcome *outcome, App *app);

/* The scoring of a finished game: the deals on a score pad, and who reached 500 first and why. */
Scene *FiveHundredScoreScene_Create(App *app, const GameRecord *rec, const FiveHundredOutcome *outcome);

/* Scene-registry factories for screenshots: the bidding, the discard, a trick, the scoring. */
Scene *FiveHundredTableScene_CreateDemo(App *app);
Scene *FiveHundredTableScene_CreateDiscardDemo(App *app);
Scene *FiveHundredTableScene_CreatePlayDemo(App *app);
Scene *FiveHundredTableScene_CreateFourDemo(App *app); /* partnerships, at play */
Scene *FiveHundredTableScene_CreateTwoDemo(App *app);  /* two-handed, at play */
Scene *FiveHundredTableScene_CreateResultDemo(App *app); /* a deal's result held before the next */
Scene *FiveHundredScoreScene_CreateDemo(App *app);

/* ---- for tests (and TableScene_* of table_scene.h: focus areas 0 hand, 1 bids, 2 choices) ---- */
const GameRecord *FiveHundredScoreScene_Record(Scene *scene);

#endif
