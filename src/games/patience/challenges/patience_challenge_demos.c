/* patience_challenge_demos.c: the challenge screens in fixed states for screenshots: made-up records, a table and a scoring on a challenge. */
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/patience_scenes.h"

#include <string.h>

/* Made-up records around a fixed day, for screenshots (nothing read or written). */
void PatienceChallenges_FillDemoRecords(PatienceChallengeRecords *r, int32_t today)
{
    PatienceChallengeRecords_Clear(r);
    static const int kScores[] = {64, 71, 0, 58, 80, 77, 0, 0, 69, 73, 66, 0, 84, 62, 75, 70, 0, 68, 79, 74, 72};
    int n = (int)(sizeof kScores / sizeof kScores[0]);
    for (int i = 0; i < n; i++) {
        if (kScores[i] > 0) {
            PatienceDailyResult d = {today - n + i, false, kScores[i], 0};
            PatienceChallengeRecords_AddDaily(r, d);
        }
        if (i % 3 == 0) {
            PatienceDailyResult d = {today - n + i, true, 70 + i % 9, 79 + i % 5};
            PatienceChallengeRecords_AddDaily(r, d);
            PatienceChallenge daily = PatienceChallenge_Daily(today - n + i, true);
            PatienceChallengeRecords_AddSerpent(r, &daily, d.score, d.best);
        }
    }
    PatienceChallenge book = PatienceChallenge_Book();
    PatienceChallengeRecords_AddSerpent(r, &book, 78, 81);
    PatienceChallengeRecords_AddSerpent(r, &book, 81, 81);
    r->codeGames = 6;
    r->codeTotal = 401;
}

Scene *PatienceChallengeTableScene_CreateDemo(App *app)
{
    PatienceDate d = {2026, 11, 22};
    PatienceAttempt_SetToday(PatienceDate_ToDay(d));
    PatienceAttempt a = {true, PatienceChallenge_Book(), false, false};
    PatienceGame game;
    if (!PatienceChallenge_NewGame(&a.challenge, &game)) {
        return NULL;
    }
    /* Nine cards of the book's own answer laid: the rest wait in order in the panel. */
    static const int kMoves[] = {40, 41, 32, 31, 22, 23, 14, 13, 12};
    for (unsigned i = 0; i < sizeof kMoves / sizeof kMoves[0]; i++) {
        Patience_Place(&game, Patience_CellRow(kMoves[i]), Patience_CellCol(kMoves[i]));
    }
    return PatienceTableScene_CreateDemoAttempt(app, &a, &game);
}

Scene *PatienceDailyTableScene_CreateDemo(App *app)
{
    PatienceDate d = {2026, 11, 22};
    PatienceAttempt_SetToday(PatienceDate_ToDay(d));
    PatienceAttempt a = {true, PatienceChallenge_Daily(PatienceDate_ToDay(d), false), true, false};
    PatienceGame game;
    if (!PatienceChallenge_NewGame(&a.challenge, &game)) {
        return NULL;
    }
    static const int kMoves[] = {40, 41, 31, 49, 32, 39};
    for (unsigned i = 0; i < sizeof kMoves / sizeof kMoves[0]; i++) {
        Patience_Place(&game, Patience_CellRow(kMoves[i]), Patience_CellCol(kMoves[i]));
    }
    return PatienceTableScene_CreateDemoAttempt(app, &a, &game);
}

Scene *PatienceChallengeScoreScene_CreateDemo(App *app)
{
    /* The scoring demo is the book's 81; here it is scored as the book's problem, against its exact best. */
    Scene *s = PatienceScoreScene_CreateDemo(app);
    if (s == NULL) {
        return NULL;
    }
    PatienceAttempt a = {true, PatienceChallenge_Book(), false, false};
    PatienceAttemptResult r;
    memset(&r, 0, sizeof r);
    Card deal[PATIENCE_CARDS];
    PatienceSerpent_BookProblem(deal);
    r.valid = PatienceSerpent_Solve(deal, PATIENCE_TABLE_ENGLISH, &r.solution);
    r.isSerpent = r.valid;
    r.best = r.solution.best;
    r.score = 81;
    PatienceScoreScene_SetAttempt(s, &a, &r);
    return s;
}
