/* table_ai_temp.c: TEMPORARY: a uniformly random legal move, until GameAi_Choose arrives from feat/bezique-ai. */
#include "table_ai.h"

#include "core/rng.h"

#include <stdlib.h>
#include <string.h>

static const char *const kNames[GAME_AI_LEVEL_COUNT] = {"easy", "medium", "strong"};

const char *GameAi_LevelName(GameAiLevel level)
{
    return level >= 0 && level < GAME_AI_LEVEL_COUNT ? kNames[level] : "medium";
}

GameAiLevel GameAi_LevelFromName(const char *name)
{
    for (int i = 0; i < GAME_AI_LEVEL_COUNT; i++) {
        if (name != NULL && strcmp(name, kNames[i]) == 0) {
            return (GameAiLevel)i;
        }
    }
    return GAME_AI_LEVEL_COUNT;
}

bool GameAi_Choose(const GameRules *rules, const GameState *st, int seat, GameAiLevel level, uint64_t seed,
                   GameAction *out)
{
    (void)level;
    GameAction *acts = malloc(sizeof *acts * (size_t)rules->maxActions);
    if (acts == NULL) {
        return false;
    }
    int n = rules->legal(st, seat, acts, rules->maxActions);
    if (n > 0) {
        Rng rng = Rng_Make(seed);
        *out = acts[Rng_Below(&rng, (uint32_t)n)];
    }
    free(acts);
    return n > 0;
}
