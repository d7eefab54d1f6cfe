/* patience_table_hint.c: the table's hint: the fast engine at once, the normal engine refining it off the frame loop. */
#include "games/patience/patience_table.h"

#include "core/rng.h"

#include <string.h>

static void Search(void *ctx)
{
    PtHintJob *job = ctx;
    job->count = PatienceAi_Rank(&job->game, PATIENCE_AI_NORMAL, job->seed, job->advice, PATIENCE_CELLS);
}

/* The same game position always gets the same hint: the seed comes from the deal and the move. */
static uint64_t HintSeed(const PatienceGame *game)
{
    return Rng_Mix(game->seed * 0x9E3779B97F4A7C15ull + (uint64_t)game->placed + 1u);
}

static void Keep(PtHint *h, const PatienceAdvice *advice, int count)
{
    h->count = count < PT_HINT_CELLS ? count : PT_HINT_CELLS;
    memcpy(h->advice, advice, sizeof h->advice[0] * (size_t)h->count);
}

static void StartSearch(PtHint *h, const PatienceGame *game)
{
    if (Worker_Busy(&h->worker)) {
        /* The job is the worker's until it is collected: this search starts after that. */
        h->pending = true;
        return;
    }
    h->job.game = *game;
    h->job.seed = HintSeed(game);
    h->job.generation = h->generation;
    h->job.count = 0;
    h->pending = false;
    Worker_Start(&h->worker, "patience-hint", Search, &h->job);
}

void PtHint_Show(PtHint *h, const PatienceGame *game)
{
    PatienceAdvice quick[PATIENCE_CELLS];
    int n = PatienceAi_Rank(game, PATIENCE_AI_FAST, HintSeed(game), quick, PATIENCE_CELLS);
    Keep(h, quick, n);
    h->shown = n > 0;
    h->refined = false;
    h->age = 0.0f;
    if (h->shown) {
        StartSearch(h, game);
    }
}

void PtHint_Hide(PtHint *h)
{
    h->shown = false;
    h->pending = false;
    h->generation++;
}

static bool Take(PtHint *h)
{
    /* An answer for a game that has changed since it was asked for is simply dropped. */
    if (h->shown && h->job.generation == h->generation && h->job.count > 0) {
        Keep(h, h->job.advice, h->job.count);
        h->refined = true;
        return true;
    }
    return false;
}

bool PtHint_Update(PtHint *h, const PatienceGame *game, float dt)
{
    h->age += dt;
    bool took = Worker_Collect(&h->worker) && Take(h);
    if (h->pending && h->shown && !Worker_Busy(&h->worker)) {
        StartSearch(h, game);
    }
    return took;
}

bool PtHint_Wait(PtHint *h, const PatienceGame *game)
{
    bool took = Worker_Wait(&h->worker) && Take(h);
    if (h->pending && h->shown) {
        StartSearch(h, game);
        took = (Worker_Wait(&h->worker) && Take(h)) || took;
    }
    return took;
}

bool PtHint_At(const PtHint *h, int cell, float *expected, int *rank)
{
    if (!h->shown) {
        return false;
    }
    for (int i = 0; i < h->count; i++) {
        if (h->advice[i].cell == cell) {
            *expected = h->advice[i].expected;
            *rank = i;
            return true;
        }
    }
    return false;
}
