/* table_session_remote.h: a table session fed by a host across the network: views in, actions out, nothing decided here. */
#ifndef PARLOUR_GAMES_TABLE_SESSION_REMOTE_H
#define PARLOUR_GAMES_TABLE_SESSION_REMOTE_H

#include "host/table_client.h"
#include "table_session.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * A joined table runs the game's ordinary table scene on a TableSession in
 * remote mode (s->remote set). The host holds the game; this device holds
 * only its seat's view, as decoded from the host's last "view" message, in
 * both s->st and s->view (so a scene that still reads st draws the view,
 * never more). A person's action is sent as text and not applied here: the
 * host's answer is either the move and the next view (shown, with the
 * scene's own animation, as any seat's move is) or the rules' refusal,
 * said on the table's line. There is no undo and no save on this device,
 * and restart is the host's. Other seats' moves are shown one at a time as
 * the table settles, like a computer's, so nothing is skipped; nothing the
 * host sends waits on this device (a deal's result shown here holds only
 * this screen). Once the game is over the host sends the record: replayed
 * here and checked against the last view, it gives the full final state,
 * so the score scene, reviews and this device's own statistics work as
 * after a game played here.
 *
 * The hooks in table_session.c call these when s->remote is set.
 */

typedef struct TableRemote TableRemote;

/*
 * Turns s (a started session, which is freed first) into the remote table
 * that welcome and view (the first two events of client) describe. Takes
 * client over (stopped with the session). False if out of memory (client
 * is then stopped too).
 */
bool TableSession_StartRemote(TableSession *s, TableClient *client, const TableEvent *welcome, const TableEvent *view);
/* What the table's line must say since the last call (a refusal, the host gone or back, someone come or gone). */
bool TableSession_RemoteSaid(TableSession *s, char *out, size_t size, bool *error);
/* The device's seat, for a label ("You"); GAME_NOBODY when watching. */
int TableSession_RemoteSeat(const TableSession *s);

/* The hooks (table_session.c). */
void TableRemote_Free(TableSession *s);
bool TableRemote_PersonToAct(const TableSession *s);
bool TableRemote_Busy(const TableSession *s);
GameStatus TableRemote_Play(TableSession *s, GameAction action, GameState *before, char *why, size_t whySize);
bool TableRemote_Update(TableSession *s, bool settled, TableMove *move, GameState *before);

#define TABLE_REMOTE_NO_UNDO "Undo is off at a table across devices: the host keeps every move."
#define TABLE_REMOTE_NO_RESTART "Only the host can start this table again."

#endif
