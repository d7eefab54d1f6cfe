/* host_room.h: a room of hosted tables: each table's code, its seats' secret tokens and names, who is there. */
#ifndef PARLOUR_HOST_HOST_ROOM_H
#define PARLOUR_HOST_HOST_ROOM_H

#include "table_host.h"
#include "table_protocol.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * A room holds many tables at once (parlour-host's card room; the game
 * hosts a room of one). Each table has:
 *
 *   - a short code of HOST_CODE_LEN letters and digits, from an alphabet
 *     without look-alikes (no 0/O, 1/I/L), unique in the room. The code
 *     alone makes a watcher, who is sent only the public view: it is a
 *     name to say aloud, not a secret.
 *   - per seat a person plays from another device, a token of 128 bits
 *     from the operating system (getrandom), in hex. The code and the
 *     token together give that seat; the token is the secret, carried in
 *     the link's fragment and never written to a log.
 *   - the seats' names (as each person gave it on joining) and whether
 *     each person is here, away (the connection dropped) or has left.
 *
 * The room knows nothing of the network: host_server.c joins connections
 * to tables through HostRoom_Join and keeps their presence up to date.
 */

#define HOST_CODE_LEN 6
#define HOST_TOKEN_BYTES 16 /* 128 bits */
#define HOST_TOKEN_HEX (2 * HOST_TOKEN_BYTES)

/* The one sentence for a wrong code, a wrong token or both: it must not tell which part was wrong. */
#define HOST_ROOM_NO_SUCH_SEAT "No table with that code and seat link here."

typedef struct HostSeat {
    char token[HOST_TOKEN_HEX + 1]; /* "" for a computer's seat: nobody joins it */
    char name[TABLE_NAME_MAX];
    TableSeatPresence presence;
    int64_t absentSinceUs; /* when an away or left person went (the server's clock) */
} HostSeat;

struct HostConn; /* host_server.c's connections */

typedef struct HostTable {
    char code[HOST_CODE_LEN + 1];
    int variant;
    TableHost host;
    HostSeat seat[GAME_MAX_SEATS];
    /* The server's, kept here so a move reaches its table's devices without a search of the room. */
    struct HostConn *conns;
    bool computerDue; /* a computer may have to move (host_server.c steps it) */
    /*
     * Saving (host_save.h): changes counts what was changed that a save
     * must hold (a move, a name, a seat replaced or freed, a rematch);
     * saved is the count the folder holds for certain. While saved lags,
     * nothing more is sent to the table's devices, so no device ever sees
     * what a host killed at that moment would not resume.
     */
    uint64_t changes;
    uint64_t saved;
    bool thinking;    /* a computer's move is being chosen on the worker (host_worker.h) */
} HostTable;

typedef struct HostRoom {
    HostTable **tables;
    int count;
    int capacity;
} HostRoom;

void HostRoom_Init(HostRoom *room);
void HostRoom_Free(HostRoom *room);

/*
 * Opens a table of rules' variant, dealt from seed, seated as seating says
 * (a person's seat gets a token; a computer's none). NULL with problem
 * (a sentence) when the variant is unknown, the seating does not fit it,
 * the operating system gives no random bytes or memory runs out.
 */
HostTable *HostRoom_Open(HostRoom *room, const GameRules *rules, int variant, uint64_t seed, const GameSeating *seating,
                         char *problem, size_t size);

/*
 * Adds t (calloc'd, its host started, its code and seats filled: a table
 * resumed from its save) to the room, which then owns it. False with
 * problem when its code is another table's or memory runs out (t is then
 * the caller's to free).
 */
bool HostRoom_Add(HostRoom *room, HostTable *t, char *problem, size_t size);

/*
 * The host gives a person's seat to someone else: a new token (the old link
 * is refused from now on), no name, waiting (a computer standing in plays on
 * until someone joins by the new link). False if seat is no person's or the
 * operating system gives no random bytes (nothing changed).
 */
bool HostTable_ReplaceSeat(HostTable *t, int seat);
/* The host frees a person's seat: a computer at level sits there for good, and its link is refused. */
bool HostTable_FreeSeat(HostTable *t, int seat, GameAiLevel level);

/* The table with that code (letters in either case), or NULL. */
HostTable *HostRoom_Find(const HostRoom *room, const char *code);

/*
 * Who a device is, from the code and token of its hello: a seat (token
 * given) or a watcher (token "": *seat is GAME_NOBODY). False when the code
 * is unknown or the token is no seat's of that table, the two alike
 * (HOST_ROOM_NO_SUCH_SEAT). Tokens are compared in constant time.
 */
bool HostRoom_Join(const HostRoom *room, const char *code, const char *token, HostTable **table, int *seat);

/* What the protocol says of each of the table's seats (names point into the table). */
void HostTable_SeatInfo(const HostTable *table, TableSeatInfo out[GAME_MAX_SEATS]);
/* Frees a table that is not in a room (HostRoom_Free frees those that are). */
void HostTable_Delete(HostTable *t);
/* A new token for a seat: 128 bits from the operating system, in hex. */
bool HostRoom_NewToken(char token[HOST_TOKEN_HEX + 1]);

/* size bytes from the operating system (getrandom(2)); false if it gives none. */
bool HostRoom_RandomBytes(void *out, size_t size);

#endif
