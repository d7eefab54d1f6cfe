/* cli_game_bench.h: what the card games' `play` and `bench` commands share: levels, options, the game loop, timings. */
#ifndef PARLOUR_CLI_CLI_GAME_BENCH_H
#define PARLOUR_CLI_CLI_GAME_BENCH_H

#include <stdbool.h>
#include <stdint.h>

#include "game/game.h"

/*
 * The computer players of every game meet through GameRules and GameAi, so
 * one loop plays any game between them. Each game's command keeps what is
 * its own: the options beyond the common ones, how a game is scored and
 * what the benchmark reports (Five Hundred's contracts, Bridge's declarer
 * against double dummy); the loop, the timings and the statistics are here.
 */

/* --- Levels: GameAi's, and uniformly random legal moves as a floor. --- */

#define CLI_LEVEL_RANDOM (-1)
#define CLI_LEVEL_BAD (-2)

/* A GameAiLevel, CLI_LEVEL_RANDOM for "random", or CLI_LEVEL_BAD (also for NULL). */
int CliBench_LevelFromName(const char *name);
const char *CliBench_LevelName(int level);

/* The clock, and the processor time this process has used (it has one thread), in ms. */
double CliBench_NowMs(void);
double CliBench_CpuMs(void);

/* --- Options --- */

/* The options every game's play and bench share; the caller sets the defaults before parsing. */
typedef struct CliBenchArgs {
    uint64_t seed;
    bool haveSeed;
    int variant;
    int level[2]; /* the two levels a match is between (--a --b, --ns --ew) */
    long count;   /* bench: how many games (--games) or deals (--deals) */
    bool save;    /* play: write the save instead of the game */
} CliBenchArgs;

/* Which of the shared options a game's command takes, and how it names them. */
typedef struct CliBenchOptions {
    const char *command;                      /* "bezique": the messages name it */
    int (*variantFromName)(const char *name); /* -1 for an unknown name; NULL: the game has no --variant */
    const char *variantNames;                 /* "rubicon or ordinary", for a bad --variant */
    const char *levelOption[2];               /* "--a", "--b"; NULL: no level options */
    const char *countOption;                  /* bench: "--games" */
    long countMax;
    /*
     * Called for any argument the shared options do not take (may be NULL):
     * returns CLI_EXIT_OK when it took argv[*i] (advancing *i), a usage
     * error already reported, or CLI_BENCH_NOT_MINE.
     */
    int (*other)(void *ctx, int argc, char **argv, int *i, bool bench);
    void *ctx;
} CliBenchOptions;

enum {
    CLI_BENCH_NOT_MINE = -1
};

/* Parses argv[2...] of `play` (bench false) or `bench` into a; an exit status (usage errors reported). */
int CliBench_ParseArgs(const CliBenchOptions *o, int argc, char **argv, bool bench, CliBenchArgs *a);

/*
 * One option: when argv[*i] is `name` (as "--name V" or "--name=V"), takes
 * it, advancing *i, and returns true with *status CLI_EXIT_OK or the usage
 * error already reported for a bad value; false when it is not.
 */
bool CliBench_LevelOption(const char *command, const char *name, int argc, char **argv, int *i, int *level,
                          int *status);
bool CliBench_CountOption(const char *command, const char *name, long max, int argc, char **argv, int *i, long *count,
                          int *status);

/* --- Players and the game loop --- */

/* Who plays a game, and how the dice of each move are drawn. */
typedef struct CliPlayers {
    const GameRules *rules;
    int level[GAME_MAX_SEATS]; /* by seat, or by the side of the seat that decides when bySide */
    bool bySide;               /* partners (and a dummy's player) share one level */
    /* A move's dice: Rng_Mix(seed ^ Rng_Mix(move * diceStride + seat + diceSalt)), as each game first drew them. */
    uint64_t diceStride, diceSalt;
    /* The floor's move where a random one would make no game (Five Hundred: never bid); false: random. May be NULL. */
    bool (*floorMove)(const GameState *st, int seat, GameAction *out);
} CliPlayers;

/* The index into level[] of whoever decides for seat now. */
int CliBench_Decider(const CliPlayers *p, const GameState *st, int seat);

/* The move of the seat to act, by its decider's level; false if there is none (a bug). */
bool CliBench_ChooseMove(const CliPlayers *p, const GameState *st, uint64_t seed, int index, GameAction *out);

/* Times in ms, one a move, growing as needed. */
typedef struct CliTimes {
    double *ms;
    long n, cap;
} CliTimes;

/* Room for more further times; false if memory runs out. */
bool CliTimes_Reserve(CliTimes *t, long more);
/* Adds a time (dropped if memory runs out; a bench reserves room first to say so). */
void CliTimes_Add(CliTimes *t, double ms);
void CliTimes_Free(CliTimes *t);

typedef enum CliGameEnd {
    CLI_GAME_OVER,       /* played to its end */
    CLI_GAME_UNFINISHED, /* still going after maxMoves moves */
    CLI_GAME_BROKEN      /* a player found no move or a chosen move was refused: a bug */
} CliGameEnd;

/*
 * Deals the game from seed and plays it out, appending the moves to rec
 * (may be NULL) and each move's time by the clock and in processor time to
 * clock[d] and cpu[d], d the move's decider (either array, or any entry,
 * may be NULL).
 */
CliGameEnd CliBench_PlayGame(const CliPlayers *p, GameState *st, int variant, uint64_t seed, int maxMoves,
                             GameRecord *rec, CliTimes *const *clock, CliTimes *const *cpu);

/*
 * `play`: one game between the players from a's seed and variant, written
 * as its save (a->save) or printed: header(ctx) first (NULL: "A: LEVEL, B:
 * LEVEL" from a->level), then print(record). A game left unfinished after
 * maxMoves is printed as it stands when allowUnfinished, else refused as a
 * bug. An exit status.
 */
int CliBench_Play(const char *command, const CliPlayers *p, const CliBenchArgs *a, int maxMoves, bool allowUnfinished,
                  void (*header)(const void *ctx), const void *ctx, int (*print)(const GameRecord *rec));

/*
 * `bench`: A against B over games from one seed. Game g is dealt from
 * seed + g / rotation with A in place g % rotation (a seat, or a side when
 * players.bySide) and B everywhere else, so every deal is met from every
 * place; each game's times go to A's or B's. After each game, scored() is
 * told of it. Returns an exit status (a failure is reported).
 */
typedef struct CliMatch {
    const char *command;
    CliPlayers players; /* level[] is set for each game */
    int variant;
    uint64_t seed;
    long games;
    int rotation;
    int level[2]; /* A, B */
    int maxMoves;
    bool allowUnfinished; /* an unfinished game is scored (over false), not a bug */
    bool timeCpu;         /* time the processor too */
    void (*scored)(void *ctx, const GameState *st, long game, uint64_t seed, int place, bool over);
    void *ctx;
    CliTimes clock[2], cpu[2]; /* A's and B's moves: CliMatch_Free them */
} CliMatch;

/* A match from the parsed options: a->level[0] is A's, a->level[1] B's, a->count the games; nothing scored yet. */
CliMatch CliBench_MatchOf(const char *command, CliPlayers players, const CliBenchArgs *a, int rotation, int maxMoves);
int CliBench_RunMatch(CliMatch *m);
void CliMatch_Free(CliMatch *m);

/* --- Statistics --- */

typedef struct CliMoments {
    double sum, sumSq;
    long n;
} CliMoments;

void CliMoments_Add(CliMoments *m, double x);
double CliMoments_Mean(const CliMoments *m);
/* The standard error of the mean (0 under two values). */
double CliMoments_StdErr(const CliMoments *m);

/* A match of two seats or sides, A against B: games won and what each won a game. */
typedef struct CliDuel {
    long wins[3];           /* A, B, drawn */
    CliMoments got[2], net; /* A's and B's winnings a game, and A's less B's */
} CliDuel;

/* One game won by winner (a seat or side, or GAME_NOBODY for a draw) with A at aPlace; A won gotA, B gotB. */
void CliDuel_Add(CliDuel *d, int winner, int aPlace, double gotA, double gotB);

/* The standard error of a share p of n (the normal approximation). */
double CliBench_ShareStdErr(double p, long n);
/* Wilson's 95% interval of a share k of n, in percent. */
void CliBench_Wilson(long k, long n, double *lo, double *hi);
/* The same for a share that may count drawn games as halves; unlike the normal interval it never leaves 0-100%. */
void CliBench_WilsonShare(double share, long n, double *lo, double *hi);

typedef struct CliTimeSummary {
    long n;
    double median, p99, max, mean, stdErr;
} CliTimeSummary;

/* Sorts t's times and sums them up (all 0 when there are none). */
CliTimeSummary CliTimes_Summarise(CliTimes *t);

/*
 * "  A (medium): median 1.234, p99 5.678, max 9.012 (123 moves)", with the
 * mean and its standard error before the count when withMean; "no timing"
 * for the random floor or no moves.
 */
void CliTimes_PrintMoves(const char *who, int level, CliTimes *t, bool withMean);

#endif
