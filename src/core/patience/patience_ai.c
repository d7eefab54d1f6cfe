/* patience_ai.c: the Poker Patience player's levels, ranked hints, choice and post-game review. */
#include "patience_ai.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "patience_eval.h"
#include "patience_fast.h"
#include "patience_mc.h"
#include "rng.h"

static const char *const kLevelNames[PATIENCE_AI_LEVEL_COUNT] = {"fast", "normal", "analysis"};

const char *PatienceAi_LevelName(PatienceAiLevel level)
{
    return (unsigned)level < PATIENCE_AI_LEVEL_COUNT ? kLevelNames[level] : "?";
}

PatienceAiLevel PatienceAi_LevelFromName(const char *name)
{
    for (int l = 0; name != NULL && l < PATIENCE_AI_LEVEL_COUNT; l++) {
        if (strcasecmp(name, kLevelNames[l]) == 0) {
            return (PatienceAiLevel)l;
        }
    }
    return PATIENCE_AI_LEVEL_COUNT;
}

/*
 * Work budgets in rollout placements. A rollout placement costs well under
 * a microsecond on a 2020s desktop core; NORMAL is sized to stay under
 * 100 ms on the slowest (first) moves (on the 2-core development machine,
 * quiet: median 40-45 ms, p99 63-78 ms; 200,000 placements had a p99 of
 * 90-102 ms), ANALYSIS under 2 s (4,000,000 placements had a p99 of 2.14 s
 * with a benchmark thread on each core; 3,400,000 keep it under 2 s, and
 * the extra work had not lifted the search). The search
 * overrules the fast choice at one standard error of paired gain: on seeds
 * 1-200 that lifted the American normal level by 5.7 points (2.8 above the
 * fast level) and left the English one where it was (docs/patience-engine.md).
 */
PatienceAiOptions PatienceAi_DefaultOptions(PatienceAiLevel level)
{
    PatienceAiOptions o;
    memset(&o, 0, sizeof o);
    o.level = (unsigned)level < PATIENCE_AI_LEVEL_COUNT ? level : PATIENCE_AI_FAST;
    o.mustInclude = -1;
    o.overruleZ = -1;
    switch (o.level) {
    case PATIENCE_AI_NORMAL:
        o.candidates = 8;
        o.work = 170000;
        o.overruleZ = 1.0;
        break;
    case PATIENCE_AI_ANALYSIS:
        o.candidates = 12;
        o.work = 3400000;
        o.overruleZ = 1.0;
        break;
    default:
        o.candidates = 0;
        o.work = 0;
        break;
    }
    return o;
}

/* A legal cell with its fast value and, when searched, its Monte Carlo record. */
typedef struct Scored {
    uint8_t cell;
    int fast; /* hundredths of a point */
    int mc;   /* index into the candidate array, or -1 */
    int tier; /* 2: searched to the end, 1: dropped by halving, 0: not searched */
    bool kept; /* the fast choice, kept because no cell beat it clearly */
    double expected;
} Scored;

static int CompareFast(const void *a, const void *b)
{
    const Scored *x = a, *y = b;
    if (x->fast != y->fast) {
        return x->fast > y->fast ? -1 : 1;
    }
    return (int)x->cell - (int)y->cell;
}

static int CompareFinal(const void *a, const void *b)
{
    const Scored *x = a, *y = b;
    if (x->kept != y->kept) {
        return x->kept ? -1 : 1;
    }
    if (x->tier != y->tier) {
        return x->tier > y->tier ? -1 : 1;
    }
    if (x->expected != y->expected) {
        return x->expected > y->expected ? -1 : 1;
    }
    return (int)x->cell - (int)y->cell;
}

static uint64_t DecisionSeed(const PatienceGame *game, uint64_t seed)
{
    return Rng_Mix(seed ^ Rng_Mix(Patience_StateHash(game)));
}

/*
 * Successive halving keeps the cell with the best mean, but under wide
 * scores (the American table) a mean's lead is often noise, and the noise
 * overrules a sound fast choice more often than the search finds a better
 * cell. So the fast choice (scored[0], the reference) stays the choice
 * unless a surviving cell's paired gain over it exceeds z standard errors;
 * the cells it beat are then shown no higher than it, so that the hint's
 * figures never contradict its choice.
 */
static void KeepFastUnlessBeaten(Scored scored[], int count, const PatienceMcCand cands[], double z)
{
    Scored *fast = &scored[0];
    for (int i = 1; i < count; i++) {
        if (scored[i].mc >= 0) {
            const PatienceMcCand *c = &cands[scored[i].mc];
            if (c->alive && PatienceMc_DiffMean(c) > z * PatienceMc_DiffStdErr(c) && PatienceMc_DiffMean(c) > 0) {
                return; /* beaten clearly: the best mean wins */
            }
        }
    }
    fast->kept = true;
    for (int i = 1; i < count; i++) {
        if (scored[i].expected > fast->expected) {
            scored[i].expected = fast->expected;
        }
    }
}

/*
 * The analysis behind Rank and Review: all legal cells by the fast value,
 * then Monte Carlo over the best few (plus mustInclude). Writes the cells,
 * best first, and the candidates; returns the number of legal cells,
 * *candCount the candidates.
 */
static int Analyse(const PatienceGame *game, const PatienceAiOptions *o, uint64_t seed, Scored scored[PATIENCE_CELLS],
                   PatienceMcCand cands[PATIENCE_CELLS], int *candCount, int *ref)
{
    uint8_t cells[PATIENCE_CELLS];
    int values[PATIENCE_CELLS];
    int count = Patience_LegalCells(game, cells);
    *candCount = 0;
    *ref = -1;
    if (count == 0) {
        return 0;
    }
    PatienceFast f;
    PatienceFast_FromGame(&f, game);
    Card card = Patience_CurrentCard(game);
    PatienceEval_Expectimax(&f, card, cells, count, NULL, values);
    for (int i = 0; i < count; i++) {
        scored[i].cell = cells[i];
        scored[i].fast = values[i];
        scored[i].mc = -1;
        scored[i].tier = 0;
        scored[i].kept = false;
        scored[i].expected = values[i] / 100.0;
    }
    qsort(scored, (size_t)count, sizeof scored[0], CompareFast);
    /* A forced card (the Hoyle layout's first, every layout's last) needs no search: its fast value is its estimate. */
    if (o->level == PATIENCE_AI_FAST || o->candidates <= 0 || count == 1) {
        return count;
    }
    /*
     * The search's reference, which halving never drops and against which
     * every cell's gain is measured on the same futures: the review's played
     * cell, or else the fast choice, which the search must then beat clearly.
     */
    bool defendFast = o->mustInclude < 0 && o->overruleZ >= 0;
    int k = 0;
    for (int i = 0; i < count; i++) {
        bool must = scored[i].cell == o->mustInclude;
        if (i < o->candidates || must) {
            scored[i].mc = k;
            cands[k].cell = scored[i].cell;
            if (must || (defendFast && i == 0)) {
                *ref = k;
            }
            k++;
        }
    }
    *candCount = k;
    Rng rng = Rng_Make(DecisionSeed(game, seed));
    PatienceMcPlan plan = {o->work, o->horizon, o->lookahead, o->timeLimitMs};
    PatienceMc_Search(&f, card, cands, k, *ref, &plan, &rng);
    /*
     * The order shown is the order of the search: the cells that survived
     * every halving (by their means), then the dropped ones, then the
     * unsearched ones by their fast value moved onto the Monte Carlo scale.
     * A later tier never shows a higher expectation than the tier above:
     * its figure rests on fewer samples, and the hint must not contradict
     * the choice.
     */
    double shift = 0, aliveFloor = 1e9, searchedFloor = 1e9;
    for (int i = 0; i < count; i++) {
        if (scored[i].mc >= 0) {
            const PatienceMcCand *c = &cands[scored[i].mc];
            scored[i].expected = PatienceMc_Mean(c);
            scored[i].tier = c->alive ? 2 : 1;
            shift += scored[i].expected - scored[i].fast / 100.0;
            if (c->alive && scored[i].expected < aliveFloor) {
                aliveFloor = scored[i].expected;
            }
        }
    }
    shift /= k;
    if (defendFast) {
        KeepFastUnlessBeaten(scored, count, cands, o->overruleZ);
    }
    for (int i = 0; i < count; i++) {
        if (scored[i].tier == 1 && scored[i].expected > aliveFloor) {
            scored[i].expected = aliveFloor;
        }
        if (scored[i].tier >= 1 && scored[i].expected < searchedFloor) {
            searchedFloor = scored[i].expected;
        }
    }
    for (int i = 0; i < count; i++) {
        if (scored[i].tier == 0) {
            double e = scored[i].fast / 100.0 + shift;
            scored[i].expected = e < searchedFloor ? e : searchedFloor;
        }
    }
    qsort(scored, (size_t)count, sizeof scored[0], CompareFinal);
    return count;
}

int PatienceAi_RankWith(const PatienceGame *game, const PatienceAiOptions *options, uint64_t seed, PatienceAdvice *out,
                        int max)
{
    if (game == NULL || options == NULL || out == NULL || max <= 0) {
        return 0;
    }
    Scored scored[PATIENCE_CELLS];
    PatienceMcCand cands[PATIENCE_CELLS];
    int candCount, ref;
    int count = Analyse(game, options, seed, scored, cands, &candCount, &ref);
    PatienceAdvice all[PATIENCE_CELLS];
    for (int i = 0; i < count; i++) {
        PatienceAdvice *a = &all[i];
        memset(a, 0, sizeof *a);
        a->cell = scored[i].cell;
        a->expected = (float)scored[i].expected;
        if (scored[i].mc >= 0) {
            const PatienceMcCand *c = &cands[scored[i].mc];
            a->searched = true;
            a->stderror = (float)PatienceMc_StdErr(c);
            a->samples = (int)c->n;
        }
    }
    int n = count < max ? count : max;
    memcpy(out, all, (size_t)n * sizeof out[0]);
    return n;
}

int PatienceAi_Rank(const PatienceGame *game, PatienceAiLevel level, uint64_t seed, PatienceAdvice *out, int max)
{
    PatienceAiOptions o = PatienceAi_DefaultOptions(level);
    return PatienceAi_RankWith(game, &o, seed, out, max);
}

int PatienceAi_Choose(const PatienceGame *game, PatienceAiLevel level, uint64_t seed)
{
    PatienceAdvice best;
    return PatienceAi_Rank(game, level, seed, &best, 1) == 1 ? best.cell : -1;
}

bool PatienceAi_ReviewMove(const PatienceGame *position, int played, PatienceAiLevel level, uint64_t seed,
                           PatienceReviewMove *m)
{
    if (position == NULL || m == NULL || played < 0 || played >= PATIENCE_CELLS) {
        return false;
    }
    memset(m, 0, sizeof *m);
    m->played = m->best = (uint8_t)played;
    PatienceAiOptions o = PatienceAi_DefaultOptions(level);
    o.mustInclude = played;
    Scored scored[PATIENCE_CELLS];
    PatienceMcCand cands[PATIENCE_CELLS];
    int candCount, ref;
    int count = Analyse(position, &o, seed, scored, cands, &candCount, &ref);
    int bestIndex = 0, playedIndex = -1;
    for (int k = 0; k < count; k++) {
        if (scored[k].cell == played) {
            playedIndex = k;
        }
    }
    if (playedIndex >= 0 && count > 1) {
        m->best = scored[bestIndex].cell;
        m->expectedPlayed = (float)scored[playedIndex].expected;
        m->expectedBest = (float)scored[bestIndex].expected;
        if (ref >= 0 && scored[bestIndex].mc >= 0) {
            /* The paired difference on common futures is far tighter than two separate means. */
            const PatienceMcCand *c = &cands[scored[bestIndex].mc];
            m->loss = (float)PatienceMc_DiffMean(c);
            m->stderror = (float)PatienceMc_DiffStdErr(c);
        } else {
            m->loss = m->expectedBest - m->expectedPlayed;
        }
        if (m->loss < 0 || m->best == m->played) {
            m->loss = 0;
        }
    } else if (count == 1) {
        m->expectedPlayed = m->expectedBest = (float)scored[0].expected;
    }
    return true;
}

int PatienceAi_Review(const PatienceGame *game, PatienceAiLevel level, uint64_t seed,
                      PatienceReviewMove out[PATIENCE_CARDS])
{
    if (game == NULL || out == NULL) {
        return 0;
    }
    PatienceGame replay;
    if (!Patience_NewGameWithDeal(&replay, game->variant, game->seed, game->deal)) {
        return 0;
    }
    int moves = game->placed;
    for (int i = 0; i < moves; i++) {
        int played = game->moves[i];
        PatienceAi_ReviewMove(&replay, played, level, seed, &out[i]);
        if (Patience_Place(&replay, Patience_CellRow(played), Patience_CellCol(played)) != PATIENCE_OK) {
            return i; /* the game's own moves were illegal: rate what was legal */
        }
    }
    return moves;
}
