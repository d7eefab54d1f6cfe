/* bridge_scenes.h: the scenes of Bridge (1904): the table and the rubber's score block; the lobby is shared. */
#ifndef PARLOUR_GAMES_BRIDGE_SCENES_H
#define PARLOUR_GAMES_BRIDGE_SCENES_H

#include "core/bridge/bridge.h"
#include "games/table/table_game.h"
#include "games/table/table_session.h"
#include "scenes/scene.h"

#define BRIDGE_GAME_FILE "bridge-game.txt"
#define BRIDGE_STATS_FILE "bridge-stats.txt"
#define BRIDGE_LOBBY_FILE "bridge-lobby.ini"
#define BRIDGE_RULES_FILE "bridge.txt"

/* Bridge at the shared lobby, statistics and title menu (bridge_game.c). */
extern const TableGame Bridge_TableGame;
/* Bridge's own lobby options, by index: the review after each hand (on unless the player turns it off). */
enum { BRIDGE_OPTION_REVIEW = 0 };

/* The table on a new rubber (seed 0: a fresh one), or on a saved one (the scene takes it over and frees it). */
Scene *BridgeTableScene_CreateNew(App *app, int variant, const GameSeating *seating, uint64_t seed);
Scene *BridgeTableScene_CreateResume(App *app, TableSaved *saved);

/* The score block of a finished rubber (the record is replayed for it). */
Scene *BridgeScoreScene_Create(App *app, const GameRecord *rec, const GameSeating *seating);

/*
 * A finished hand (0-based) against double dummy, card by card (bridge_review_scene.c); the solver runs on a
 * worker thread. afterHand: opened by the table as the hand ended, so leaving it reads "Next deal".
 */
Scene *BridgeReviewScene_Create(App *app, const GameRecord *rec, const GameSeating *seating, int hand, bool afterHand);
/* A rubber stepped through call by call and card by card, every hand face up (bridge_replay_scene.c). */
Scene *BridgeReplayScene_Create(App *app, const GameRecord *rec, const GameSeating *seating);

/* Scene-registry factories for screenshots: a hand in play (the player declarer), the book's rubber on the pad. */
Scene *BridgeTableScene_CreateDemo(App *app);
Scene *BridgeTableScene_CreateDeclareDemo(App *app);
/* South defends: a side seat declares and its dummy, laid down at the side, is read in suit columns. */
Scene *BridgeTableScene_CreateDefendDemo(App *app);
/* A new rubber whose cut tied for the lowest (seed 16): the cut and the re-cut as the first hand begins. */
Scene *BridgeTableScene_CreateCutDemo(App *app);
Scene *BridgeScoreScene_CreateDemo(App *app);
Scene *BridgeReviewScene_CreateDemo(App *app);
Scene *BridgeReplayScene_CreateDemo(App *app);
/* The demonstrations' rubber: seed 5 between easy computers, played until `hands` hands are finished. */
bool BridgeReplayScene_DemoRecord(GameRecord *rec, int hands);

/* ---- for tests (and TableScene_* of table_scene.h: focus areas 0 the hand, 1 the dummy, 2 the choices) ---- */
void BridgeReviewScene_Wait(Scene *scene);   /* blocks until the solver has done the hand */
int BridgeReviewScene_At(Scene *scene);      /* -1 the deal as dealt, else the card shown (0..51) */
int BridgeReviewScene_Hand(Scene *scene);
const struct BridgeReview *BridgeReviewScene_Review(Scene *scene); /* NULL until solved */
void BridgeReviewScene_Line(Scene *scene, char *buf, size_t size); /* what the card shown did, "" on the deal */
int BridgeReplayScene_Step(Scene *scene);
const BridgeState *BridgeReplayScene_State(Scene *scene);
const char *BridgeReplayScene_Said(Scene *scene); /* the last call or card, as described */
const struct ScoreSheet *BridgeScoreScene_Block(Scene *scene); /* the rubber's block as drawn */

#endif
