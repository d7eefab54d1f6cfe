/* table_ai.h: TEMPORARY stand-in for core/game/game_ai.h until feat/bezique-ai lands; same API, random legal moves. */
#ifndef PARLOUR_GAMES_TABLE_AI_H
#define PARLOUR_GAMES_TABLE_AI_H

#include "core/game/game.h"

#include <stdbool.h>
#include <stdint.h>

typedef enum GameAiLevel {
    GAME_AI_EASY = 0,
    GAME_AI_MEDIUM,
    GAME_AI_STRONG,
    GAME_AI_LEVEL_COUNT
} GameAiLevel;
const char *GameAi_LevelName(GameAiLevel level);
GameAiLevel GameAi_LevelFromName(const char *name);
bool GameAi_Choose(const GameRules *rules, const GameState *st, int seat, GameAiLevel level, uint64_t seed,
                   GameAction *out);

#endif
