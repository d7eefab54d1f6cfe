/* patience_multi.h: Poker Patience for several players on one deal: setup, split-screen or pass-and-play table, results. */
#ifndef PARLOUR_GAMES_PATIENCE_MULTI_H
#define PARLOUR_GAMES_PATIENCE_MULTI_H

#include "core/patience/patience.h"
#include "scenes/scene.h"

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

/*
 * Everyone lays out the same 25 cards (same variant, same seed), each on
 * their own board. Two ways to sit at the table:
 *
 *   SPLIT  2 to 4 players, one device each (the keyboard and the mouse are
 *          one device; each gamepad is one). The screen is split (two side
 *          by side, three or four in quadrants) around a centre column that
 *          shows the shared card. A card is dealt only when every player has
 *          placed the one before: the deal is a round everyone finishes.
 *   PASS   one device passed around: each player lays the whole deal in
 *          turn, and a hand-over screen hides the last layout before the
 *          next player sees the board.
 *
 * At the end every pair settles the difference of their scores (the book's
 * rule, Patience_Settle). Serpent is not offered: it is a problem to solve
 * alone, and a stuck serpent would hold up everyone else.
 */
#define PM_MAX_SEATS 4
#define PM_NAME_MAX 24
#define PM_KEYBOARD (-1) /* a seat's device: the keyboard and mouse, or a gamepad slot 0..3 */

typedef enum PmMode {
    PM_SPLIT = 0,
    PM_PASS
} PmMode;

typedef struct PmSeat {
    char name[PM_NAME_MAX];
    int colour; /* index into PatienceMulti_Colour */
    int pad;    /* PM_KEYBOARD or a gamepad slot (split screen only) */
} PmSeat;

typedef struct PmSetup {
    PmMode mode;
    PatienceVariant variant;
    int count;
    PmSeat seats[PM_MAX_SEATS];
} PmSetup;

/* One player's place in the results: sorted by score, highest first. */
typedef struct PmStanding {
    int seat;
    int score;
    int balance; /* what the settlement gives (+) or takes (-) */
    int rank;    /* 1-based; equal scores share a rank (87 81 78 78 65 rank 1 2 3 3 5) */
} PmStanding;

#define PM_MAX_STANDINGS 26

/* The seat colours, and a word for the device ("Keyboard & mouse", "Gamepad 2"). */
SDL_Color PatienceMulti_Colour(int index);
const char *PatienceMulti_DeviceName(int pad, char *buf, size_t size);
/* The name for a new seat: the first of the preset names no other seat uses. */
const char *PatienceMulti_DefaultName(const PmSetup *setup, int seat);
/* The next (dir > 0) or previous preset name no other seat uses. */
void PatienceMulti_CycleName(PmSetup *setup, int seat, int dir);

/*
 * The results: standings sorted by score (ties keep seat order) with the
 * book's settlement; count 2..PM_MAX_STANDINGS. Returns count, or 0 when out of range.
 */
int PatienceMulti_Standings(const int *scores, int count, PmStanding *out);

/* ---- scenes ---- */

/* The setup from the lobby: players join by pressing confirm on their device; the first is the device used last. */
Scene *PatienceMultiSetupScene_Create(App *app);
/* The table for a setup (seed 0: a fresh one). */
Scene *PatienceMultiScene_Create(App *app, const PmSetup *setup, uint64_t seed);
/* The game saved in progress (patience_multi_store.h). */
typedef struct PmSavedGame PmSavedGame;
Scene *PatienceMultiScene_CreateResume(App *app, const PmSavedGame *saved);
/* The results of finished games[seat]. */
Scene *PatienceMultiResultsScene_Create(App *app, const PmSetup *setup, const PatienceGame *games);

/* Scene-registry factories for screenshots (nothing recorded). */
Scene *PatienceMultiSetupScene_CreateDemo(App *app);
Scene *PatienceMultiScene_CreateDemo2(App *app);
Scene *PatienceMultiScene_CreateDemo4(App *app);
Scene *PatienceMultiScene_CreateDemoPass(App *app);
Scene *PatienceMultiResultsScene_CreateDemo(App *app);

/* ---- for tests ---- */
const PatienceGame *PatienceMultiScene_Game(Scene *scene, int seat);
int PatienceMultiScene_Focus(Scene *scene, int seat);
/* Split: the index of the card being placed by everyone. Pass: the seat whose turn it is. */
int PatienceMultiScene_Round(Scene *scene);
bool PatienceMultiScene_HandOver(Scene *scene);
/* The seat whose gamepad is missing, or -1. */
int PatienceMultiScene_LostSeat(Scene *scene);
const PmStanding *PatienceMultiResults_Standings(Scene *scene, int *count);

#endif
