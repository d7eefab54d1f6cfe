/* patience_scenes.h: the scenes of Poker Patience: lobby, table, scoring, statistics. */
#ifndef PARLOUR_GAMES_PATIENCE_SCENES_H
#define PARLOUR_GAMES_PATIENCE_SCENES_H

#include "core/patience/patience.h"
#include "games/patience/patience_store.h"
#include "scenes/scene.h"

/* The game's entry from the title menu: choose layout and table, new game, resume, statistics, rules. */
Scene *PatienceLobbyScene_Create(App *app);
/* The lobby with a game in progress saved (held in memory: the player's saved game is not touched). */
Scene *PatienceLobbyScene_CreateSavedDemo(App *app);

/* The table on a new deal of the variant (seed 0: a fresh random seed) or resuming a saved game. */
Scene *PatienceTableScene_CreateNew(App *app, PatienceVariant variant, uint64_t seed);
Scene *PatienceTableScene_CreateResume(App *app, const PatienceGame *game, int undosUsed);
Scene *PatienceTableScene_CreateResumeWithHints(App *app, const PatienceGame *game, int undosUsed, int hintsUsed);

/* The scoring of a finished layout; outcome from PatienceStore_RecordFinished. */
Scene *PatienceScoreScene_Create(App *app, const PatienceGame *game, const PatienceOutcome *outcome);

/* Step through a finished game move by move, each placement rated against the engine's choice. */
Scene *PatienceReviewScene_Create(App *app, const PatienceGame *game);
/* Waits until every placement is rated (tests, screenshots); the placement shown (0-based). */
void PatienceReviewScene_Wait(Scene *scene);
int PatienceReviewScene_At(Scene *scene);
/* Screenshots: a finished game (played partly badly, so that the review has something to say) and its review. */
bool PatienceReviewScene_DemoGame(PatienceGame *game);
Scene *PatienceReviewScene_CreateDemo(App *app);
/* Screenshots: the scoring of that game with the best layout on show. */
Scene *PatienceScoreScene_CreateBestDemo(App *app);

/* Tests: waits for the best layout's search; false if there is none (an unfinished layout). */
bool PatienceScoreScene_WaitBest(Scene *scene, int *possible, int *bound, bool *proven);
bool PatienceScoreScene_ShowingBest(Scene *scene);

/* Records per variant: games, average, best, distribution, hands made. */
Scene *PatienceStatsScene_Create(App *app);

/* Scene-registry factories for screenshots: a seeded game part-way, a finished game's scoring. */
Scene *PatienceTableScene_CreateDemo(App *app);
Scene *PatienceTableScene_CreateHintDemo(App *app);
/*
 * The attract mode: the engine plays fresh deals of the variant by itself at
 * about a card a second, showing its heat map as it thinks; nothing is saved
 * or recorded; any input returns to the scene below. The registry's factory
 * plays the default variant.
 */
Scene *PatienceTableScene_CreateAttract(App *app, PatienceVariant variant);
Scene *PatienceTableScene_CreateAttractDefault(App *app);
Scene *PatienceScoreScene_CreateDemo(App *app);

#define PATIENCE_RULES_FILE "poker_patience.txt"

/* The statistics opened on one variant's page (the scoring scene's "Statistics"). */
Scene *PatienceStatsScene_CreateFor(App *app, PatienceVariant variant);
/* Scene-registry factory: the statistics filled with made-up games (never saved), for screenshots. */
Scene *PatienceStatsScene_CreateDemo(App *app);

#endif
