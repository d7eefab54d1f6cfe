/* game_rules_adapter.h: the calls that put a game's own typed rules behind GameRules, written once for every game. */
#ifndef PARLOUR_CORE_GAME_RULES_ADAPTER_H
#define PARLOUR_CORE_GAME_RULES_ADAPTER_H

#include <stdio.h>

#include "game/game.h"

/*
 * Every game's rules speak its own types (BeziqueState, BeziqueWhy) through
 * the same ten calls: <Game>_Init, _ToAct, _Legal, _Check, _Apply, _WhyText,
 * _View, _Sample, _Hash and _DescribeAction. GameRules wants them on a
 * GameState and answering a GameStatus, so each game needs the same small
 * adapters; this macro writes them:
 *
 *     GAME_RULES_ADAPTER(Bezique, BEZ)    (the game's prefix, and its Why codes' prefix)
 *
 *     const GameRules Bezique_Rules = {
 *         .name = "bezique", ...,
 *         GAME_RULES_ADAPTED,
 *         .result = RulesResult, ...    (what really differs stays in the game's file)
 *     };
 *
 * It defines, static in the rules file, RulesInit, RulesToAct, RulesLegal,
 * RulesCheck, RulesApply, RulesWhyNot, RulesView, RulesSample, RulesHash and
 * RulesDescribe, plus StatusOf(<Game>Why), which reads the five codes every
 * game's Why begins with (OK, OVER, TURN, VIEW, MALFORMED) and takes any
 * other as a refusal by the rules. The casts go through void * because a
 * GameState is the game's own struct behind an incomplete type.
 */
#define GAME_RULES_ADAPTER(Game, WHY)                                                                                  \
    static GameStatus StatusOf(Game##Why why)                                                                          \
    {                                                                                                                  \
        switch (why) {                                                                                                 \
        case WHY##_WHY_OK: return GAME_OK;                                                                             \
        case WHY##_WHY_OVER: return GAME_ERR_OVER;                                                                     \
        case WHY##_WHY_TURN: return GAME_ERR_TURN;                                                                     \
        case WHY##_WHY_VIEW: return GAME_ERR_VIEW;                                                                     \
        case WHY##_WHY_MALFORMED: return GAME_ERR_MALFORMED;                                                           \
        default: return GAME_ERR_ILLEGAL;                                                                              \
        }                                                                                                              \
    }                                                                                                                  \
                                                                                                                       \
    static GameStatus RulesInit(GameState *st, int variant, uint64_t seed)                                             \
    {                                                                                                                  \
        return Game##_Init((Game##State *)(void *)st, variant, seed);                                                  \
    }                                                                                                                  \
                                                                                                                       \
    static int RulesToAct(const GameState *st)                                                                         \
    {                                                                                                                  \
        return Game##_ToAct((const Game##State *)(const void *)st);                                                    \
    }                                                                                                                  \
                                                                                                                       \
    static int RulesLegal(const GameState *st, int seat, GameAction *out, int max)                                     \
    {                                                                                                                  \
        return Game##_Legal((const Game##State *)(const void *)st, seat, out, max);                                    \
    }                                                                                                                  \
                                                                                                                       \
    static GameStatus RulesCheck(const GameState *st, int seat, GameAction a)                                          \
    {                                                                                                                  \
        return StatusOf(Game##_Check((const Game##State *)(const void *)st, seat, a));                                 \
    }                                                                                                                  \
                                                                                                                       \
    static GameStatus RulesApply(GameState *st, int seat, GameAction a)                                                \
    {                                                                                                                  \
        return StatusOf(Game##_Apply((Game##State *)(void *)st, seat, a));                                             \
    }                                                                                                                  \
                                                                                                                       \
    static size_t RulesWhyNot(const GameState *st, int seat, GameAction a, char *buf, size_t size)                     \
    {                                                                                                                  \
        int n =                                                                                                        \
            snprintf(buf, size, "%s", Game##_WhyText(Game##_Check((const Game##State *)(const void *)st, seat, a)));   \
        return n < 0 ? 0 : (size_t)n;                                                                                  \
    }                                                                                                                  \
                                                                                                                       \
    static void RulesView(const GameState *st, int seat, GameState *out)                                               \
    {                                                                                                                  \
        Game##_View((const Game##State *)(const void *)st, seat, (Game##State *)(void *)out);                          \
    }                                                                                                                  \
                                                                                                                       \
    static bool RulesSample(const GameState *view, Rng *rng, GameState *out)                                           \
    {                                                                                                                  \
        return Game##_Sample((const Game##State *)(const void *)view, rng, (Game##State *)(void *)out);                \
    }                                                                                                                  \
                                                                                                                       \
    static uint64_t RulesHash(const GameState *st)                                                                     \
    {                                                                                                                  \
        return Game##_Hash((const Game##State *)(const void *)st);                                                     \
    }                                                                                                                  \
                                                                                                                       \
    static size_t RulesDescribe(const GameState *st, int seat, GameAction a, char *buf, size_t size)                   \
    {                                                                                                                  \
        return Game##_DescribeAction((const Game##State *)(const void *)st, seat, a, buf, size);                       \
    }

/* The members of a GameRules initialiser that GAME_RULES_ADAPTER's functions fill. */
#define GAME_RULES_ADAPTED                                                                                             \
    .init = RulesInit, .toAct = RulesToAct, .legal = RulesLegal, .check = RulesCheck, .apply = RulesApply,             \
    .whyNot = RulesWhyNot, .view = RulesView, .sample = RulesSample, .hash = RulesHash,                                \
    .describeAction = RulesDescribe

#endif
