/* table_protocol.h: the messages between a table's host and the devices at it (JSON), built and checked here. */
#ifndef PARLOUR_HOST_TABLE_PROTOCOL_H
#define PARLOUR_HOST_TABLE_PROTOCOL_H

#include "core/game/game.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * The protocol is documented for people in docs/table-protocol.md; this is
 * its one implementation, SDL-free, shared by parlour-host, the game and
 * the tests. Every message is one JSON object with a "type".
 *
 * A device sends small messages only (hello, act, leave, ping): each is
 * refused unless it is at most TABLE_PROTOCOL_MAX_IN bytes, nests at most
 * TABLE_PROTOCOL_MAX_DEPTH deep, has a known type and exactly the fields of
 * that type, each of the right kind and length. The seat a message acts
 * for is never in it: the host takes it from the connection.
 *
 * The host sends views (the seat's view of the state in the core's text
 * form, game_wire.h, with the choices of the moment when the seat decides),
 * moves (an action as that viewer may see it, and its sentence), refusals
 * (the rules' sentence) and the welcome. What a seat may not see is never
 * in what it is sent: views are masked by the rules' view(), actions by
 * actionFor(), and the record (whose seed tells every deal) is sent only
 * once the whole game is over.
 */

#define TABLE_PROTOCOL_VERSION 1
/*
 * The revision of the rules a device's saves are written for (game.c's
 * record text, "parlour-game 1"): a device that plays other rules would
 * read the table's states and actions wrongly, so a hello naming another
 * is refused, like another protocol.
 */
#define TABLE_RULES_REVISION 1
#define TABLE_PROTOCOL_MAX_IN 2048 /* bytes of one message from a device */
#define TABLE_PROTOCOL_MAX_DEPTH 3
#define TABLE_CODE_MAX 16  /* a table's code, with its terminator */
#define TABLE_TOKEN_MAX 65 /* a seat's token (hex), with its terminator */
#define TABLE_NAME_MAX 33  /* a person's name, with its terminator */

typedef enum TableMessageType {
    TABLE_MSG_HELLO = 0, /* {"type":"hello","protocol":1,"rules":R,"table":"CODE","token":"..."|null,"name":"..."} */
    TABLE_MSG_ACT,       /* {"type":"act","action":"play QS"} */
    TABLE_MSG_LEAVE,     /* {"type":"leave"}: the person leaves the table (not a dropped connection) */
    TABLE_MSG_PING,      /* {"type":"ping"} */
    TABLE_MSG_REMATCH,   /* {"type":"rematch"}: once the game is over, the next at the same table with the same seats */
    TABLE_MSG_TYPE_COUNT
} TableMessageType;

typedef struct TableClientMessage {
    TableMessageType type;
    int protocol;                      /* hello */
    int rules;                         /* hello: the rules revision of the device's saves */
    char table[TABLE_CODE_MAX];        /* hello */
    char token[TABLE_TOKEN_MAX];       /* hello: "" for a watcher (the table code alone) */
    char name[TABLE_NAME_MAX];         /* hello: may be "" */
    char action[GAME_ACTION_TEXT_MAX]; /* act: the action's text form (formatAction) */
} TableClientMessage;

/* Whether a person is at a seat (a computer's seat is always here). */
typedef enum TableSeatPresence {
    TABLE_SEAT_WAITING = 0, /* nobody has taken the seat yet */
    TABLE_SEAT_HERE,
    TABLE_SEAT_AWAY, /* the connection dropped: the same link rejoins */
    TABLE_SEAT_LEFT  /* the person left the table ("leave"); the same link may still rejoin */
} TableSeatPresence;

/* What the devices are told of a seat (welcome, seats). */
typedef struct TableSeatInfo {
    const char *name; /* the person's name as they gave it, or "" */
    bool computer;
    int level;    /* a computer's GameAiLevel */
    int playedBy; /* the seat whose occupant plays it all through the variant (Dummy Quinto's Dummy), else itself */
    TableSeatPresence presence;
    int standIn; /* the level of a computer playing for an absent person, else -1 */
} TableSeatInfo;

/* Reads a device's message; false with problem saying what is wrong (a sentence). */
bool TableProtocol_ParseClient(const char *text, size_t length, TableClientMessage *out, char *problem, size_t size);

/* A device's messages, written (for the game joining a table, and the tests). malloc'd; NULL if out of memory. */
char *TableProtocol_Hello(int rules, const char *table, const char *token, const char *name);
char *TableProtocol_Act(const char *action);

/*
 * The host's messages. Each is a malloc'd string (free() it), or NULL when
 * memory runs out or a state is out of its schema's ranges (a bug).
 */
/* {"type":"refused","reason":"..."}: an action or a hello refused, with the sentence to show. */
char *TableProtocol_Refused(const char *reason);
/*
 * {"type":"welcome","table":"CODE","seat":S,"game":"piquet","title":"Piquet","variant":"rubicon",
 *  "protocol":1,"rules":1,"seats":[...]}: sent once to a device that joined, S its seat or -1 for a watcher.
 * Each seat is {"seat":0,"place":"Elder","name":"Ada","player":"person"|"computer","level":"strong",
 * "playedBy":2,"presence":"waiting"|"here"|"away"|"left","standIn":"medium"} (level for a computer, playedBy only
 * when another seat's occupant plays it, standIn only while a computer plays for an absent person).
 */
char *TableProtocol_Welcome(const GameRules *rules, int variant, const char *code, int seat,
                            const TableSeatInfo *seats, int count);
/* {"type":"seats","seats":[...]}: who sits where and who is here, sent to the others when someone comes or goes. */
char *TableProtocol_Seats(const GameRules *rules, int variant, const TableSeatInfo *seats, int count);
/*
 * {"type":"view","seat":S,"toAct":T,"decider":D,"state":{...},"choices":[{"action":"play QS","text":"..."}],
 *  "result":{...},"record":"..."}: viewer's view of st (a full state), S the viewer (-1 a watcher). Choices are
 * listed only when viewer decides now; result and record only once the game is over.
 */
char *TableProtocol_View(const GameRules *rules, const GameState *st, const GameRecord *rec, int viewer);
/*
 * {"type":"move","seat":P,"action":{"kind":K,"choice":C,"cards":["QS",null]},"text":"..."}: the action seat P
 * took in before (the state before it), as viewer sees it: cards viewer may not see are null.
 */
char *TableProtocol_Move(const GameRules *rules, const GameState *before, int seat, GameAction action, int viewer);

#endif
