/* patience_challenge_scenes.h: Poker Patience's challenge screens, and the hooks the table and scoring scenes call. */
#ifndef PARLOUR_GAMES_PATIENCE_CHALLENGE_SCENES_H
#define PARLOUR_GAMES_PATIENCE_CHALLENGE_SCENES_H

#include "games/patience/challenges/patience_attempt.h"
#include "platform/input.h"
#include "scenes/scene.h"

#include <SDL.h>

/* The lobby's "Challenges": daily deal, daily Serpent, Serpent problems, enter a code, calendar, records. */
Scene *PatienceChallengesScene_Create(App *app);
/* Typing, pasting or (gamepad) picking a code on an on-screen keyboard; a valid code is shown before it starts. */
Scene *PatienceCodeEntryScene_Create(App *app);
/* The month view of daily results; any past day can be replayed as practice. */
Scene *PatienceCalendarScene_Create(App *app);
/* Records per challenge type: daily, Serpent, codes. */
Scene *PatienceRecordsScene_Create(App *app);
/* A Serpent problem's 25 cards face up in order, before its table. */
Scene *PatienceSerpentPreviewScene_Create(App *app, const PatienceAttempt *attempt);
/* The best layout of a Serpent problem laid card by card along its rook's path, beside the player's. */
Scene *PatienceSerpentBestScene_Create(App *app, const PatienceGame *played, const PatienceSerpentSolution *best);

/* The table on a challenge: a new deal (resume NULL) or a saved game of it, with the undos and hints it used. */
Scene *PatienceTableScene_CreateAttempt(App *app, const PatienceAttempt *attempt, const PatienceGame *resume,
                                        int undosUsed, int hintsUsed);
/* Gives a scoring scene the attempt it scores and what the attempt recorded. */
void PatienceScoreScene_SetAttempt(Scene *score, const PatienceAttempt *attempt, const PatienceAttemptResult *result);

/* ---- drawing and input shared by the table and the scoring scenes (patience_challenge_view.c) ---- */

/* The table's footer: what the deal is and its standing, then its code and Copy button; returns the Copy button.
   A counted daily deal's note is cut to "COUNTED" where the whole of it would pass maxRight; *right (if not NULL)
   is where the footer's widest line ends (the Copy key's glyph included). */
SDL_FRect PatienceChallengeView_DrawFooter(App *app, const PatienceAttempt *a, const PatienceGame *game, float x,
                                           float y, bool draw, float maxRight, float *right);
/* The code line alone (withTitle false) at y, or the footer. */
SDL_FRect PatienceChallengeView_DrawCode(App *app, const PatienceAttempt *a, const PatienceGame *game, float x, float y,
                                         bool draw, bool withTitle);
/* Under the scoring's title: the variant for a casual deal, else what the challenge is, counted or practice, the streak. */
void PatienceChallengeView_Subtitle(const PatienceAttempt *a, const PatienceGame *game, int streak, char *buf,
                                    size_t size);
/* Serpent: the cards still to come, face up in order, in a box; where the i-th of them is drawn. */
void PatienceChallengeView_DrawComing(App *app, const PatienceGame *game, SDL_FRect box);
SDL_FRect PatienceChallengeView_ComingRect(SDL_FRect box, int i);
/* The height a box width wide needs to show all the cards after the first in rows that do not overlap. */
float PatienceChallengeView_ComingHeight(float width);

/* Scene-registry factories for screenshots (a fixed day, no files written). */
Scene *PatienceChallengesScene_CreateDemo(App *app);
Scene *PatienceCodeEntryScene_CreateDemo(App *app);
Scene *PatienceCalendarScene_CreateDemo(App *app);
Scene *PatienceRecordsScene_CreateDemo(App *app);
Scene *PatienceSerpentPreviewScene_CreateDemo(App *app);
Scene *PatienceSerpentBestScene_CreateDemo(App *app);
Scene *PatienceChallengeTableScene_CreateDemo(App *app);
Scene *PatienceChallengeScoreScene_CreateDemo(App *app);
Scene *PatienceDailyTableScene_CreateDemo(App *app);
/* A table on a challenge part-way, that saves and records nothing. */
Scene *PatienceTableScene_CreateDemoAttempt(App *app, const PatienceAttempt *attempt, const PatienceGame *game);
/* Made-up records around a day, for screenshots. */
void PatienceChallenges_FillDemoRecords(PatienceChallengeRecords *r, int32_t today);

/* ---- for tests ---- */
/* What the code entry says is wrong with the text, or "". */
const char *PatienceCodeEntryScene_Error(Scene *s);
/* The Serpent result a scoring scene shows (valid false when none). */
const PatienceAttemptResult *PatienceScoreScene_Result(Scene *score);
/* Whether a table plays a counted attempt (no undo, no hints), and its challenge. */
const PatienceAttempt *PatienceTableScene_Attempt(Scene *table);

#endif
