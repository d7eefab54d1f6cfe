/* game_registry.c: the table of every game's rules, found by name (one line per game). */
#include "game.h"

#include <string.h>

#include "bezique/bezique.h"
#include "piquet/piquet.h"
#include "bridge/bridge.h"
#include "five_hundred/five_hundred.h"
#include "quinto/quinto.h"

static const GameRules *const kGames[] = {
    &Bezique_Rules,
    &Piquet_Rules,
    &Bridge_Rules,
    &FiveHundred_Rules,
    &Quinto_Rules,
};
enum {
    GAME_COUNT = (int)(sizeof kGames / sizeof kGames[0])
};

int Game_Count(void)
{
    return GAME_COUNT;
}

const GameRules *Game_At(int index)
{
    return (index >= 0 && index < GAME_COUNT) ? kGames[index] : NULL;
}

const GameRules *Game_Find(const char *name)
{
    for (int i = 0; name != NULL && i < GAME_COUNT; i++) {
        if (strcmp(kGames[i]->name, name) == 0) {
            return kGames[i];
        }
    }
    return NULL;
}
