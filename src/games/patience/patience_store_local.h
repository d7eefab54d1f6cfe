/* patience_store_local.h: what the Poker Patience stores (one player, challenges, several players) share inside. */
#ifndef PARLOUR_GAMES_PATIENCE_STORE_LOCAL_H
#define PARLOUR_GAMES_PATIENCE_STORE_LOCAL_H

#include "games/patience/patience_store.h"
#include "platform/player_file.h"

/* A loaded player file's status as the stores report it. */
static inline PatienceStoreStatus PatienceStore_Status(PlayerFileStatus status)
{
    switch (status) {
    case PLAYER_FILE_OK: return PATIENCE_STORE_OK;
    case PLAYER_FILE_NONE: return PATIENCE_STORE_NONE;
    case PLAYER_FILE_CORRUPT: break;
    }
    return PATIENCE_STORE_CORRUPT;
}

#endif
