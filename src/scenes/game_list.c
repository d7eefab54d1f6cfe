/* game_list.c: the playable games, in the order the title menu lists them. */
#include "game_list.h"

#include "games/bezique/bezique_scenes.h"
#include "games/patience/patience_scenes.h"

static const GameEntry kGames[] = {
    {"Poker Patience", "Lay 25 cards in a square of ten poker hands", PatienceLobbyScene_Create},
    {"Bezique", "Rubicon or ordinary Bezique for two, against the computer", BeziqueLobbyScene_Create},
};

int GameList_Count(void)
{
    int n = 0;
    for (unsigned i = 0; i < sizeof kGames / sizeof kGames[0]; i++) {
        n += kGames[i].create != NULL;
    }
    return n;
}

Scene *GameList_CreateAttract(App *app)
{
    return PatienceTableScene_CreateAttractDefault(app);
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
