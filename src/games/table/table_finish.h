/* table_finish.h: the end of a table game: counted once in the statistics, its save removed, never lost. */
#ifndef PARLOUR_GAMES_TABLE_FINISH_H
#define PARLOUR_GAMES_TABLE_FINISH_H

#include "table_game.h"
#include "table_session.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct App App;

/*
 * A finished game leaves the table in one recoverable step. Its save
 * already holds it (every action is saved). Then:
 *
 *   1. the statistics are written with the game in them and its key among
 *      the "counted" (TableStore_GameKey), in one atomic write;
 *   2. the save is removed, durably (the folder is flushed).
 *
 * Whatever stops the program, each game is counted once and none is lost:
 *
 *   - stopped before 1: the save is a finished game; the lobby counts it
 *     the next time it opens (never offering it for Resume) and says so;
 *   - stopped between 1 and 2 (or 2 undone by a power cut): the lobby finds
 *     the finished save, sees its key among the counted, and only removes
 *     it, saying it was counted;
 *   - 1 fails (a full disk, a folder that cannot be written): the game is
 *     moved to "<save>.unrecorded", where no new game overwrites it, the
 *     player is told, and it is counted at the next end of a game or the
 *     next opening of the lobby, whichever comes first. Should that fail
 *     too, it stays as the save, and the player is told that as well.
 *
 * A game counted at the end of play is always counted: only a save found
 * already finished is checked against the keys, so two plays of one deal
 * that end alike are still two games.
 */

typedef enum TableFinishStatus {
    TABLE_FINISH_NONE,    /* nothing to count */
    TABLE_FINISH_COUNTED, /* counted now; its save removed */
    TABLE_FINISH_ALREADY, /* found again, counted before; its save removed */
    TABLE_FINISH_KEPT     /* not counted (the message says why): kept, to be counted later */
} TableFinishStatus;

/* "<save>.unrecorded": where a finished game waits whose statistics could not be written. */
void TableFinish_PendingFile(const TableGame *game, char *buf, size_t size);

/*
 * The game at the table has just ended (s over, saved in s->file): an
 * earlier game kept aside is counted first, then this one, then its save
 * goes. message is "" or what the player must be told.
 */
TableFinishStatus TableFinish_Record(const TableGame *game, const TableSession *s, char *message, size_t size);
/* The same, with the message logged and toasted (a game kept: in one short line); the table scenes' end. */
void TableFinish_Done(const TableGame *game, const TableSession *s, App *app);

/*
 * At the lobby: a game kept aside is counted (and its file removed); a
 * save loaded and found finished is counted unless its key was, and
 * removed. message tells the player of the game's end and result.
 */
TableFinishStatus TableFinish_SettlePending(const TableGame *game, char *message, size_t size);
TableFinishStatus TableFinish_SettleSaved(const TableGame *game, const TableSaved *saved, char *message, size_t size);

/* Whether a loaded save's game is over (then it is a result to settle, never a game to resume). */
bool TableFinish_IsOver(const TableGame *game, const TableSaved *saved);

#endif
