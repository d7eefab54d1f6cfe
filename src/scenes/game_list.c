/* game_list.c: the playable games in the title menu's order: patience, then the table games by number of players. */
#include "game_list.h"

#include "games/patience/patience_scenes.h"
#include "games/patience/patience_store.h"
#include "games/table/table_game.h"
#include "games/table/table_lobby_scene.h"
#include "games/table/table_store.h"

#include "app/app.h"

#define GAME_LIST_MAX 16

static GameEntry sGames[GAME_LIST_MAX];
static int sCount = -1;

static void Build(void)
{
    if (sCount >= 0) {
        return;
    }
    sCount = 0;
    sGames[sCount++] = (GameEntry){"Poker Patience", "Lay 25 cards in a square of ten poker hands",
                                   GAME_GROUP_PATIENCE, PatienceLobbyScene_Create, NULL};
    for (GameGroup group = GAME_GROUP_TWO; group < GAME_GROUP_COUNT; group++) {
        for (int i = 0; i < TableGames_Count() && sCount < GAME_LIST_MAX; i++) {
            const TableGame *game = TableGames_At(i);
            GameGroup its = game->rules->seats <= 2 ? GAME_GROUP_TWO : GAME_GROUP_MORE;
            if (its == group) {
                sGames[sCount++] = (GameEntry){game->rules->title, game->blurb, group, NULL, game};
            }
        }
    }
}

int GameList_Count(void)
{
    Build();
    return sCount;
}

const GameEntry *GameList_Get(int index)
{
    Build();
    return index >= 0 && index < sCount ? &sGames[index] : NULL;
}

Scene *GameList_Open(App *app, int index)
{
    const GameEntry *game = GameList_Get(index);
    if (game == NULL) {
        return NULL;
    }
    return game->table != NULL ? TableLobbyScene_Create(app, game->table) : game->create(app);
}

int GameList_FirstSaved(void)
{
    for (int i = 0; i < GameList_Count(); i++) {
        const GameEntry *g = GameList_Get(i);
        if (g->table != NULL ? TableStore_HasGame(g->table->gameFile) : PatienceStore_HasGame()) {
            return i;
        }
    }
    return -1;
}

bool GameList_Continue(App *app, int index)
{
    Scene *lobby = GameList_Open(app, index);
    if (lobby == NULL) {
        return false;
    }
    App_Push(app, lobby);
    if (GameList_Get(index)->table != NULL) {
        return true;
    }
    /* Poker Patience: straight to the table, the lobby under it for when the player leaves. A file that cannot
       be read stays for the lobby, which sets it aside and says why; a complete layout too, which the lobby
       opens as a result to be counted once. */
    PatienceGame saved;
    int undos = 0, hints = 0;
    char message[PLAYER_MESSAGE_MAX];
    if (PatienceStore_LoadGameWithHints(&saved, &undos, &hints, message, sizeof message) == PATIENCE_STORE_OK &&
        !Patience_IsComplete(&saved)) {
        Scene *table = PatienceTableScene_CreateResumeWithHints(app, &saved, undos, hints);
        if (table != NULL) {
            App_Push(app, table);
        }
    }
    return true;
}

const char *GameList_GroupName(GameGroup group)
{
    switch (group) {
    case GAME_GROUP_PATIENCE: return "Patience";
    case GAME_GROUP_TWO: return "Two players";
    case GAME_GROUP_MORE: return "Three and four players";
    default: return "";
    }
}

Scene *GameList_CreateAttract(App *app)
{
    return PatienceTableScene_CreateAttractDefault(app);
}
