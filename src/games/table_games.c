/* table_games.c: every table game at the shared lobby and title menu, one line each, in the book's order. */
#include "table/table_game.h"

#include "bezique/bezique_scenes.h"
#include "piquet/piquet_scenes.h"
#include "bridge/bridge_scenes.h"
#include "five_hundred/five_hundred_scenes.h"
#include "quinto/quinto_scenes.h"

#include <string.h>

static const TableGame *const kTableGames[] = {
    &Bezique_TableGame,
    &Piquet_TableGame,
    &FiveHundred_TableGame,
    &Quinto_TableGame,
    &Bridge_TableGame,
};

int TableGames_Count(void)
{
    return (int)(sizeof kTableGames / sizeof kTableGames[0]);
}

const TableGame *TableGames_At(int index)
{
    return index >= 0 && index < TableGames_Count() ? kTableGames[index] : NULL;
}

const TableGame *TableGames_Find(const char *name)
{
    for (int i = 0; name != NULL && i < TableGames_Count(); i++) {
        if (strcmp(kTableGames[i]->rules->name, name) == 0) {
            return kTableGames[i];
        }
    }
    return NULL;
}
