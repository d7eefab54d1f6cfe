/* game_ai.h: computer players for any game on GameRules; they see only what their seat may see. */
#ifndef PARLOUR_CORE_GAME_AI_H
#define PARLOUR_CORE_GAME_AI_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"
#include "rng.h"

/*
 * How the computer plays (the search is the same for every game; what a
 * game knows of good play comes from its GameAiPolicy).
 *
 * Honesty: GameAi_Choose takes rules->view(st, seat) first and from then on
 * reads nothing but that view. To look ahead it asks rules->sample() for a
 * determinisation (the unseen cards dealt at random, consistently with all
 * the view shows) and plays on that world.
 *
 *   EASY    the game's heuristic rating of each legal action (the book's
 *           hints), with a little random noise: plays loosely, instantly.
 *   MEDIUM  flat Monte Carlo: a few sampled worlds; each of the best few
 *           actions by rating is played in every world (the same worlds for
 *           every action) and the game is played out by the heuristic
 *           policy to the policy's horizon; the best average wins.
 *   STRONG  the same with more worlds, and playouts that switch to the
 *           game's exact solver (Bezique: the last tricks once the stock
 *           is out) when it can settle the rest; once nothing is hidden
 *           and the solver can settle the position itself, its move, from
 *           among all legal actions.
 *
 * The work is a fixed number of worlds, playouts and solver nodes, never a
 * clock: a seed gives the same move on every machine. On the development
 * machine (one thread) a Bezique move takes microseconds at EASY, a few ms
 * at MEDIUM and tens of ms at STRONG (processor time, Rubicon's 96 worlds:
 * p99 about 80-130 ms and every move under about 220 ms in the benchmarks;
 * wall time on a loaded machine is longer: README.md, "Bezique computer
 * players"). Nothing is
 * shared between calls (no
 * globals; about 100 KB of stack at STRONG), so a scene may call it on a
 * worker thread while it animates.
 */
typedef enum GameAiLevel {
    GAME_AI_EASY = 0,
    GAME_AI_MEDIUM,
    GAME_AI_STRONG,
    GAME_AI_LEVEL_COUNT
} GameAiLevel;

const char *GameAi_LevelName(GameAiLevel level);    /* "easy", "medium", "strong" */
GameAiLevel GameAi_LevelFromName(const char *name); /* GAME_AI_LEVEL_COUNT if unknown */

/*
 * Chooses a legal action for `seat` (which must be to act) from the full
 * state st: the AI itself takes rules->view(st, seat) and never reads
 * anything else of st. Deterministic for a given seed. False if the seat
 * cannot act (or memory runs out). Give each move its own seed (e.g.
 * Rng_Mix(game seed ^ move number)), so a replayed game replays its moves.
 */
bool GameAi_Choose(const GameRules *rules, const GameState *st, int seat, GameAiLevel level, uint64_t seed,
                   GameAction *out);

/*
 * What a game knows of good play, plugged into the generic search. Every
 * function receives either the AI's view (at the root) or a sampled full
 * world (in playouts), and must read nothing another seat could not see
 * when given a view. Any member but game may be NULL (the search then rates
 * all actions alike, plays to the end of the game and scores by
 * rules->result()).
 */
typedef struct GameAiPolicy {
    const char *game; /* GameRules.name */
    /* Rates each of the n legal actions of seat in st: higher is better, in the game's points. */
    void (*rate)(const GameState *st, int seat, const GameAction *acts, int n, double *out);
    /* The value of st for seat where a playout stops (the game over, or stop() true), in the same points. */
    double (*evaluate)(const GameState *st, int seat);
    /* Whether a playout begun at root has gone far enough to be evaluated (e.g. its deal is over). */
    bool (*stop)(const GameState *root, const GameState *st);
    /*
     * The exact value for seat of a full state: true with *value (as
     * evaluate() would give it at the playout's end) and, if best is not
     * NULL, the best action of the seat to act. The nodes searched are
     * taken from *budget; false if the budget runs out, or at once (at no
     * cost) if the game cannot solve this state (e.g. cards still to draw).
     */
    bool (*solve)(const GameState *st, int seat, long *budget, double *value, GameAction *best);
    double easyNoise;    /* the spread of EASY's random noise, in rating points */
    double playoutNoise; /* the same for the playouts' policy */
    /*
     * STRONG's playouts' noise when above 0 (else playoutNoise): with more
     * worlds to average over, STRONG can afford playouts that follow the
     * rating more closely, and the gain of one move over another, world by
     * world, is then less blurred by dice that differ after the first move.
     */
    double strongPlayoutNoise;
    /*
     * STRONG's sampled worlds for this view when above 0 (else the level's
     * own count, the same for every game): a game may spend more of the
     * time a move is allowed where STRONG's edge over MEDIUM is thin
     * (Bezique: Rubicon). NULL: the level's count everywhere.
     */
    int (*strongWorlds)(const GameState *view);
    /*
     * A game's own search at a level, in place of the generic one (Bridge's
     * STRONG samples the unseen hands and solves each with a double-dummy
     * solver, which rates every card of a world in one call). It gets the
     * deciding seat's view only, and is deterministic for the seed. False:
     * the generic search decides (e.g. a level it leaves to it).
     */
    bool (*choose)(const GameState *view, int seat, GameAiLevel level, uint64_t seed, GameAction *out);
} GameAiPolicy;

/* The policy of a game by GameRules.name; NULL if the game has none (the search still plays, blindly). */
const GameAiPolicy *GameAi_FindPolicy(const char *game);

/* The indices of the (at most) k highest of n values, best first (ties keep the listed order); how many. The
   candidates a search looks at closely: the best-rated actions, discards or bids. */
int GameAi_TopIndices(const double *values, int n, int k, int *out);

#endif
