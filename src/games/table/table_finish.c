/* table_finish.c: the end of a table game: counted once in the statistics, its save removed, never lost. */
#include "table_finish.h"
#include "table_session_remote.h"

#include "app/app.h"
#include "platform/log.h"
#include "platform/paths.h"
#include "platform/player_file.h"

#include <stdio.h>
#include <string.h>

void TableFinish_PendingFile(const TableGame *game, char *buf, size_t size)
{
    snprintf(buf, size, "%s.unrecorded", game->gameFile);
}

bool TableFinish_IsOver(const TableGame *game, const TableSaved *saved)
{
    return saved->st != NULL && game->rules->toAct(saved->st) == GAME_NOBODY;
}

/* Counts one game in the statistics (TableStore_RecordGame); foundAgain: a save found already finished. */
static TableStoreStatus Count(const TableGame *game, const GameRecord *rec, int undos, const GameState *st,
                              const GameSeating *seating, bool foundAgain, char *message, size_t size)
{
    GameResult result = game->rules->result(st);
    GameSeating settled = *seating;
    Seating_Settle(game->rules, rec->variant, &settled); /* as the table counts it: a dummy's seat is nobody's */
    TableFinished finished = {rec->variant, &settled, &result, TableStore_GameKey(rec, undos), foundAgain};
    char what[96];
    TableGame_StatsWhat(game, what, sizeof what);
    return TableStore_RecordGame(game->statsFile, what, game->rules, &finished, NULL, message, size);
}

/* "a" and "b" as one message, a space between when both say something. */
static void Join(char *message, size_t size, const char *a, const char *b)
{
    snprintf(message, size, "%s%s%s", a, a[0] != '\0' && b[0] != '\0' ? " " : "", b);
}

/*
 * The finished game put where no new game overwrites it. file is its save (NULL if none); holdsIt says the save
 * holds it finished (else its last write failed, and it holds the game a move short). A move needs no room on the
 * disk; a write from memory is the fallback, after which the save goes, never to be resumed and counted again.
 * False, with why, when neither worked: it stays where it is.
 */
static bool KeepAside(const TableGame *game, const char *file, bool holdsIt, const GameRecord *rec,
                      const GameSeating *seating, int viewer, int undos, bool casual, char *why, size_t whySize)
{
    char pending[128];
    TableFinish_PendingFile(game, pending, sizeof pending);
    if (PlayerFile_Exists(pending)) {
        snprintf(why, whySize, "an earlier game not yet counted is kept there");
        return false;
    }
    if (file != NULL && holdsIt && PlayerFile_Move(file, pending, why, whySize)) {
        return true;
    }
    if (TableStore_SaveGame(pending, rec, seating, viewer, undos, casual, why, whySize) != TABLE_STORE_OK) {
        return false;
    }
    if (file != NULL) {
        TableStore_ClearGame(file);
    }
    return true;
}

/* What the player is told when a game could not be counted: why, and where it waits (or that it could not). */
static void SayKept(const TableGame *game, bool kept, const char *why, const char *keepWhy, char *message, size_t size)
{
    char name[128], path[PATHS_MAX];
    TableFinish_PendingFile(game, name, sizeof name);
    Paths_User(kept ? name : game->gameFile, path, sizeof path);
    if (kept) {
        snprintf(message, size, "%s It is kept as %s and will be counted the next time a %s game ends or its lobby "
                 "opens.", why, path, game->rules->title);
    } else {
        snprintf(message, size, "%s It could not be kept aside either (%s): it stays as your saved game (%s) and "
                 "is counted when the %s lobby next opens, unless a new game replaces it first.", why, keepWhy, path,
                 game->rules->title);
    }
}

TableFinishStatus TableFinish_Record(const TableGame *game, const TableSession *s, char *message, size_t size)
{
    /* A table watched from here is not this player's game; one whose record the host did not give cannot be. */
    if (s->remote != NULL && (TableSession_RemoteSeat(s) == GAME_NOBODY || s->rec.count == 0)) {
        snprintf(message, size, "%s", "");
        return TABLE_FINISH_NONE;
    }
    /* An earlier game first: games are counted in the order they were played. */
    char earlier[PLAYER_MESSAGE_MAX] = "";
    TableFinish_SettlePending(game, earlier, sizeof earlier);
    char why[PLAYER_MESSAGE_ONE] = "", said[PLAYER_MESSAGE_MAX] = "";
    TableStoreStatus status = Count(game, &s->rec, s->undos, s->st, &s->seating, s->overAtStart, why, sizeof why);
    TableFinishStatus result = TABLE_FINISH_COUNTED;
    if (status == TABLE_STORE_IO_ERROR) {
        char counted[PLAYER_MESSAGE_MAX];
        snprintf(counted, sizeof counted, "This game could not be counted in your statistics. %s", why);
        /* The save holds the finished game unless its last write failed; then the game is written aside. */
        char keepWhy[PLAYER_MESSAGE_ONE] = "";
        bool kept = KeepAside(game, s->file[0] != '\0' ? s->file : NULL, s->saveError[0] == '\0', &s->rec,
                              &s->seating, s->viewer, s->undos, s->casual, keepWhy, sizeof keepWhy);
        SayKept(game, kept, counted, keepWhy, said, sizeof said);
        result = TABLE_FINISH_KEPT;
    } else {
        if (s->file[0] != '\0') {
            TableStore_ClearGame(s->file);
        }
        snprintf(said, sizeof said, "%s", why); /* a statistics file set aside says so */
    }
    Join(message, size, earlier, said);
    return result;
}

void TableFinish_Done(const TableGame *game, const TableSession *s, App *app)
{
    char message[2 * PLAYER_MESSAGE_MAX];
    TableFinishStatus status = TableFinish_Record(game, s, message, sizeof message);
    if (message[0] == '\0') {
        return;
    }
    Log_Warn("%s", message); /* whole, with its paths: a toast holds one short line */
    if (status == TABLE_FINISH_KEPT) {
        App_Toast(app, "This game could not be counted in your statistics: it is kept, and counted when you next "
                       "open %s.", game->rules->title);
    } else {
        App_Toast(app, "%s", message);
    }
}

/* Counts a finished game found in file (a save, or a game kept aside) and removes the file once it is counted. */
static TableFinishStatus SettleFile(const TableGame *game, const char *file, const TableSaved *saved,
                                    const char *opening, char *message, size_t size)
{
    char why[PLAYER_MESSAGE_ONE] = "", line[256] = "", head[640];
    if (game->describeSaved != NULL) {
        game->describeSaved(saved, line, sizeof line);
    }
    snprintf(head, sizeof head, "%s%s%s", opening, line[0] != '\0' ? " " : "", line);
    TableStoreStatus status = Count(game, &saved->rec, saved->undos, saved->st, &saved->seating, true, why, sizeof why);
    if (status == TABLE_STORE_IO_ERROR) {
        char counted[PLAYER_MESSAGE_MAX];
        snprintf(counted, sizeof counted, "%s It could not be counted in your statistics. %s", head, why);
        char keepWhy[PLAYER_MESSAGE_ONE] = "", pending[128];
        TableFinish_PendingFile(game, pending, sizeof pending);
        bool kept = strcmp(file, pending) == 0 || KeepAside(game, file, true, &saved->rec, &saved->seating,
                                                            saved->viewer, saved->undos, saved->casual, keepWhy,
                                                            sizeof keepWhy);
        SayKept(game, kept, counted, keepWhy, message, size);
        return TABLE_FINISH_KEPT;
    }
    PlayerFile_Remove(file, "the finished game's save");
    snprintf(message, size, "%s %s%s%s", head,
             status == TABLE_STORE_ALREADY ? "It was counted in your statistics before the program stopped."
                                           : "It is now counted in your statistics.",
             why[0] != '\0' ? " " : "", why);
    return status == TABLE_STORE_ALREADY ? TABLE_FINISH_ALREADY : TABLE_FINISH_COUNTED;
}

TableFinishStatus TableFinish_SettlePending(const TableGame *game, char *message, size_t size)
{
    snprintf(message, size, "%s", "");
    char pending[128];
    TableFinish_PendingFile(game, pending, sizeof pending);
    if (!PlayerFile_Exists(pending)) {
        return TABLE_FINISH_NONE;
    }
    char what[128];
    snprintf(what, sizeof what, "Your %s game kept to be counted", game->rules->title);
    TableSaved saved;
    TableStoreStatus loaded = TableStore_LoadGame(pending, what, game->rules, &saved, message, size);
    if (loaded != TABLE_STORE_OK) {
        return TABLE_FINISH_NONE; /* set aside, and the message says where */
    }
    TableFinishStatus status = TABLE_FINISH_NONE;
    if (!TableFinish_IsOver(game, &saved)) {
        /* Only finished games are kept there: this file was put there by hand. It is kept, not counted. */
        char path[PATHS_MAX];
        Paths_User(pending, path, sizeof path);
        PlayerFile_SetAside(path, what, "its game is not over", "it was not counted.", message, size);
    } else {
        char opening[160];
        snprintf(opening, sizeof opening, "Your %s game kept when your statistics could not be written:",
                 game->rules->title);
        status = SettleFile(game, pending, &saved, opening, message, size);
    }
    TableSaved_Free(&saved);
    return status;
}

TableFinishStatus TableFinish_SettleSaved(const TableGame *game, const TableSaved *saved, char *message, size_t size)
{
    snprintf(message, size, "%s", "");
    if (!TableFinish_IsOver(game, saved)) {
        return TABLE_FINISH_NONE;
    }
    char opening[160];
    snprintf(opening, sizeof opening, "Your last %s game had ended:", game->rules->title);
    return SettleFile(game, game->gameFile, saved, opening, message, size);
}
