/* game_list.c: the playable games, in the order the title menu lists them. */
#include "game_list.h"

static const GameEntry kGames[] = {
    {NULL, NULL, NULL}, /* keeps the array non-empty until the first game joins */
};

int GameList_Count(void)
{
    int n = 0;
    for (unsigned i = 0; i < sizeof kGames / sizeof kGames[0]; i++) {
        n += kGames[i].create != NULL;
    }
    return n;
}

const GameEntry *GameList_Get(int index)
{
    int n = 0;
    for (unsigned i = 0; i < sizeof kGames / sizeof kGames[0]; i++) {
        if (kGames[i].create != NULL && n++ == index) {
            return &kGames[i];
        }
    }
    return 0;
}
