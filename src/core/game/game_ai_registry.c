/* game_ai_registry.c: each game's AI policy, found by the game's name (one line per game). */
#include "game_ai.h"

#include <string.h>

#include "bezique/bezique_ai.h"
#include "piquet/piquet_ai.h"
#include "bridge/bridge_ai.h"
#include "five_hundred/five_hundred_ai.h"
#include "quinto/quinto_ai.h"

static const GameAiPolicy *const kPolicies[] = {
    &BeziqueAi_Policy,
    &PiquetAi_Policy,
    &BridgeAi_Policy,
    &FiveHundredAi_Policy,
    &QuintoAi_Policy,
};

const GameAiPolicy *GameAi_FindPolicy(const char *game)
{
    for (size_t i = 0; game != NULL && i < sizeof kPolicies / sizeof kPolicies[0]; i++) {
        if (strcmp(kPolicies[i]->game, game) == 0) {
            return kPolicies[i];
        }
    }
    return NULL;
}
