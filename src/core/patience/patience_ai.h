/* patience_ai.h: the Poker Patience player: ranked hints, a chosen cell, and a review of a finished game. */
#ifndef PARLOUR_CORE_PATIENCE_AI_H
#define PARLOUR_CORE_PATIENCE_AI_H

#include <stdbool.h>
#include <stdint.h>

#include "patience.h"

/*
 * The player sees what a player sees: the cards laid and the current card.
 * The cards to come are unknown; it samples them from the unseen rest of
 * the 52-card pack. Every variant is played (a serpent only legally and
 * sensibly: the values are learned on the floating book layout).
 *
 *   FAST      one ply of expectimax over the learned line values
 *             (patience_eval.h): every next card, placed greedily.
 *             Well under a millisecond a move.
 *   NORMAL    Monte Carlo over the best few cells by the fast value: each
 *             sampled future (the order of the cards to come) is played
 *             out from every candidate cell with the greedy learned policy,
 *             so the candidates are compared on the same futures (common
 *             random numbers); successive halving spends the samples on
 *             the cells still in contention. The fast choice stays the
 *             choice unless a cell's paired gain over it is clear (one
 *             standard error). Under 100 ms a move.
 *   ANALYSIS  the same with more candidates and about twenty times the samples.
 *
 * Results depend only on the game, the level and the seed: the work is a
 * fixed number of rollout placements, never a clock, unless a caller asks
 * for a time limit (PatienceAiOptions.timeLimitMs) for interactive play.
 */
typedef enum PatienceAiLevel {
    PATIENCE_AI_FAST = 0,
    PATIENCE_AI_NORMAL,
    PATIENCE_AI_ANALYSIS,
    PATIENCE_AI_LEVEL_COUNT
} PatienceAiLevel;

typedef struct PatienceAdvice {
    uint8_t cell;   /* board cell (row * 9 + col), legal for the current card */
    bool searched;  /* valued by Monte Carlo (else by the fast value, shifted to the same scale) */
    float expected; /* expected final score of the game if the card goes here */
    float stderror; /* standard error of expected (0 when not sampled) */
    int samples;    /* sampled futures behind expected */
} PatienceAdvice;

typedef struct PatienceAiOptions {
    PatienceAiLevel level;
    int candidates;     /* cells searched by Monte Carlo (the best by the fast value) */
    long work;          /* rollout placements to spend on one decision */
    int horizon;        /* cards each rollout plays before the learned values finish it (0: to the end) */
    int lookahead;      /* placements of each rollout that look ahead where greedy is unsure (0: all greedy) */
    double timeLimitMs; /* > 0: also stop after this long (then results depend on the machine) */
    int mustInclude;    /* a cell to search whatever its fast value (the review's played cell); -1: none */
    double overruleZ;   /* the search overrules the fast choice only when its paired gain exceeds this many
                           standard errors; < 0: the best mean wins outright */
} PatienceAiOptions;

const char *PatienceAi_LevelName(PatienceAiLevel level);    /* "fast", "normal", "analysis" */
PatienceAiLevel PatienceAi_LevelFromName(const char *name); /* PATIENCE_AI_LEVEL_COUNT if unknown */
/* The options a level uses (deterministic: no time limit). */
PatienceAiOptions PatienceAi_DefaultOptions(PatienceAiLevel level);

/*
 * Rates the legal cells for the current card, best first; writes at most
 * max entries and returns their number (0 when the game is complete, or a
 * serpent is stuck, or an argument is bad).
 */
int PatienceAi_Rank(const PatienceGame *game, PatienceAiLevel level, uint64_t seed, PatienceAdvice *out, int max);
int PatienceAi_RankWith(const PatienceGame *game, const PatienceAiOptions *options, uint64_t seed, PatienceAdvice *out,
                        int max);
/* The cell the player would choose, or -1 if there is none. */
int PatienceAi_Choose(const PatienceGame *game, PatienceAiLevel level, uint64_t seed);

/* One placement of a finished (or partial) game, as the review rates it. */
typedef struct PatienceReviewMove {
    uint8_t played;       /* the cell the player chose */
    uint8_t best;         /* the engine's choice */
    float expectedPlayed; /* expected final score after the played cell */
    float expectedBest;   /* ... after the engine's cell */
    float loss;           /* expected score given up: >= 0 (0 when the player chose the engine's cell) */
    float stderror;       /* standard error of loss (paired on the same sampled futures) */
} PatienceReviewMove;

/*
 * Rates each of the game's placements: how much expected score it gave up
 * against the engine's choice at the level. Writes game->placed entries
 * (at most PATIENCE_CARDS) and returns their number. Placements with a
 * single legal cell lose nothing.
 */
int PatienceAi_Review(const PatienceGame *game, PatienceAiLevel level, uint64_t seed,
                      PatienceReviewMove out[PATIENCE_CARDS]);
/*
 * One placement of the review: the current card of position laid at played.
 * PatienceAi_Review is this over every placement in turn (same seed), so a
 * caller may rate a game a move at a time (to show progress, or stop).
 */
bool PatienceAi_ReviewMove(const PatienceGame *position, int played, PatienceAiLevel level, uint64_t seed,
                           PatienceReviewMove *out);

#endif
