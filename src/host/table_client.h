/* table_client.h: a device joining a hosted table: the WebSocket client on its own thread, its messages checked into an inbox. */
#ifndef PARLOUR_HOST_TABLE_CLIENT_H
#define PARLOUR_HOST_TABLE_CLIENT_H

#include "core/game/game.h"
#include "table_protocol.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * The joining side of docs/table-protocol.md, SDL-free (libwebsockets and
 * cJSON), so the game and the tests share it. A TableClient runs one
 * libwebsockets context on a thread of its own: a frame of the game never
 * waits for the network. It says hello with the table's code and the seat's
 * token, and turns every message the host sends into a TableEvent in a
 * thread-safe inbox, which the game reads once a frame (TableClient_Next).
 *
 * Nothing from the host is trusted: a message over TABLE_CLIENT_MAX_IN
 * bytes, nested too deep, not JSON, of an unknown type or with a field of
 * the wrong kind or out of range closes the connection with a sentence. A
 * view is decoded with GameWire (every field range-checked, and the game's
 * own consistency checks) into a state of the game the welcome named.
 *
 * Once joined, a dropped connection is tried again with a growing pause
 * (half a second, doubling to eight); the host sends the whole view again
 * on rejoining. A refused hello (a wrong code or token, another version)
 * or a host that never answered is final: the status event says which, in
 * a sentence for the player.
 */

#define TABLE_CLIENT_MAX_IN (1024 * 1024) /* the largest message from a host (a view listing every Piquet exchange) */
#define TABLE_CLIENT_SENTENCE_MAX 512 /* a sentence with a whole host name in it */
#define TABLE_CLIENT_PLACE_MAX 24

/* The one sentence for a wrong code, a wrong token or both (the host does not say which, and neither do we). */
#define TABLE_CLIENT_NO_SUCH_SEAT "No such table or seat: check the code and the seat's link."

typedef enum TableClientStatus {
    TABLE_CLIENT_CONNECTING = 0, /* the first connection, not yet welcomed */
    TABLE_CLIENT_JOINED,         /* welcomed: views come */
    TABLE_CLIENT_RETRYING,       /* the connection dropped after joining: trying again with a growing pause */
    TABLE_CLIENT_FAILED,         /* refused or never answered: final, the sentence says why */
} TableClientStatus;

typedef enum TableEventKind {
    TABLE_EVENT_STATUS = 0, /* status and sentence */
    TABLE_EVENT_WELCOME,    /* rules, variant, seat, table, title, seats */
    TABLE_EVENT_SEATS,      /* seats */
    TABLE_EVENT_VIEW,       /* view, toAct, decider, choices, and over (result, record) */
    TABLE_EVENT_MOVE,       /* moveSeat, action, sentence */
    TABLE_EVENT_REFUSED,    /* sentence: the rules' or the protocol's; the table is unchanged */
} TableEventKind;

typedef struct TableClientSeat {
    char place[TABLE_CLIENT_PLACE_MAX]; /* "South", "Elder" */
    char name[TABLE_NAME_MAX];
    bool computer;
    int playedBy; /* the seat whose occupant plays it, else itself */
    TableSeatPresence presence;
} TableClientSeat;

typedef struct TableClientChoice {
    char action[GAME_ACTION_TEXT_MAX]; /* its text form, to send back */
    char text[TABLE_CLIENT_SENTENCE_MAX];
} TableClientChoice;

typedef struct TableEvent {
    TableEventKind kind;
    struct TableEvent *next;
    TableClientStatus status;                  /* STATUS */
    char sentence[TABLE_CLIENT_SENTENCE_MAX];  /* STATUS, REFUSED, MOVE (what the move says) */
    /* WELCOME */
    const GameRules *rules;
    int variant;
    int seat; /* GAME_NOBODY for a watcher */
    char table[TABLE_CODE_MAX];
    char title[64];
    /* WELCOME and SEATS */
    int seatCount;
    TableClientSeat seats[GAME_MAX_SEATS];
    /* VIEW */
    GameState *view; /* malloc'd, the rules' stateSize: the seat's view as decoded */
    int toAct;       /* GAME_NOBODY once over */
    int decider;
    TableClientChoice *choices; /* malloc'd; only when this seat decides now */
    int choiceCount;
    bool over;
    int winner;
    int score[GAME_MAX_SEATS];
    char *record; /* the game's record once over (malloc'd), else NULL */
    /* MOVE */
    int moveSeat;
    GameAction action; /* cards this seat may not see are CARD_NONE */
} TableEvent;

typedef struct TableClientConfig {
    char host[256]; /* a name or a numeric address */
    int port;
    char table[TABLE_CODE_MAX];
    char token[TABLE_TOKEN_MAX]; /* "" to watch */
    char name[TABLE_NAME_MAX];
    int protocol;     /* 0: TABLE_PROTOCOL_VERSION (tests give another) */
    int rules;        /* 0: TABLE_RULES_REVISION */
    int firstRetryMs; /* 0: 500 */
    int maxRetryMs;   /* 0: 8000 */
    /* Called on the client's thread after each event is put in the inbox (the game wakes its loop); may be NULL. */
    void (*arrived)(void);
} TableClientConfig;

typedef struct TableClient TableClient;

/* Starts the thread and the first connection. NULL with problem (a sentence) if it cannot (out of memory). */
TableClient *TableClient_Start(const TableClientConfig *config, char *problem, size_t size);
/* Sends an action's text form (queued; the thread sends it). False once failed or stopped. */
bool TableClient_Act(TableClient *client, const char *action);
/* Tells the host the person leaves the table (not a dropped connection), then closes (waiting up to half a second
   for the host to have it); no retry after it. */
void TableClient_Leave(TableClient *client);
/* The next event, or NULL; the caller frees it with TableEvent_Free. */
TableEvent *TableClient_Next(TableClient *client);
/* Waits up to ms for an event to be there (tests); true when one is. */
bool TableClient_Wait(TableClient *client, int ms);
TableClientStatus TableClient_Status(const TableClient *client);
/* Stops the thread, closes the connection and frees everything (NULL is fine). */
void TableClient_Stop(TableClient *client);
void TableEvent_Free(TableEvent *event);

/*
 * Reads a seat's link, "http://HOST:PORT/#table=CODE&seat=N&token=TOKEN" (or ws://; with the code alone, a
 * watcher's), into config's host, port, table and token. False with problem (a sentence) when it is not one.
 */
bool TableClient_ParseLink(const char *link, TableClientConfig *config, char *problem, size_t size);
/* "HOST[:PORT]" typed by a person, into config (port 8765 when none). False with problem when it is not one. */
bool TableClient_ParseAddress(const char *text, TableClientConfig *config, char *problem, size_t size);

/* Checks one message from the host into event (exposed for the fuzz target and tests). False with problem. */
bool TableClient_ParseMessage(const char *text, size_t length, const GameRules *rules, int seat, TableEvent *event,
                              char *problem, size_t size);

#endif
