/* table_hosting.h: a table game hosted from Parlour: the room of one table, its server, its own save slot and seat keys. */
#ifndef PARLOUR_GAMES_TABLE_HOSTING_H
#define PARLOUR_GAMES_TABLE_HOSTING_H

#include "host/host_room.h"
#include "table_game.h"
#include "host/host_server.h"
#include "platform/paths.h"
#include "platform/player_file.h"
#include "table_session.h"
#include "table_store.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * Hosting runs src/host's room and server inside the game, on the main
 * thread: the server is served once a frame without waiting
 * (HostServer_Service), by the waiting room and then by the table session.
 * So the network, the table session and the computers all act on the one
 * authority (the room's TableHost) with no lock and no queue, and a frame
 * never waits for the network. A remote action reaches the table within a
 * frame while anything moves, and within the loop's idle look (0.1 s) when
 * the picture is still.
 *
 * The hosted game has a save slot of its own (<game>-hosted.txt), saved
 * after every action whoever made it, so hosting never overwrites the game
 * on this screen. Its seats' keys (the tokens in each link) and the table's
 * code are kept in a private file beside it (<game>-hosted-seats.txt, mode
 * 0600, written atomically), so a resumed hosted game is the same table:
 * the same links join it again.
 */

#define TABLE_HOSTING_LINK_MAX 160

typedef struct TableHostingSetup {
    const GameRules *rules;
    int variant;
    uint64_t seed;      /* a new game's (0: a fresh one) */
    GameSeating seating; /* who sits where; a remote seat is a person's, with its names */
    bool remote[GAME_MAX_SEATS];
    GameAiLevel fillLevel; /* the computers that take the seats nobody has joined, on "Start now" */
    const char *gameFile;  /* "bridge-hosted.txt" */
    const char *seatsFile; /* "bridge-hosted-seats.txt" */
    const char *listen;    /* the address to listen on: "0.0.0.0" (every address), "127.0.0.1" (tests) */
    int port;              /* 0: the system chooses (tests) */
    const char *shownAddress; /* what the links name; NULL or "" for this computer's address on the network */
    const char *assets;    /* the phone page's folder */
} TableHostingSetup;

typedef struct TableHosting {
    const GameRules *rules;
    HostRoom room;
    HostServer *server;
    HostTable *table; /* the room's one table */
    bool remote[GAME_MAX_SEATS];
    bool standIn[GAME_MAX_SEATS]; /* a computer plays a remote seat until its person joins */
    GameAiLevel fillLevel;
    char gameFile[64];
    char seatsFile[64];
    char shownAddress[TABLE_HOST_ADDRESS_MAX];
    int port;
    char listen[64];
    char assets[PATHS_MAX];
    bool dealt;             /* the table scene has the game */
    TableSession *session;  /* the table scene's session, once dealt */
    int savedCount;         /* the actions in the save slot */
    char saveError[PLAYER_MESSAGE_MAX];
} TableHosting;

/* Opens the table and its server, and saves the slot and the seat keys. NULL with problem (a sentence) if not. */
TableHosting *TableHosting_Open(const TableHostingSetup *setup, char *problem, size_t size);
/*
 * The hosted game in setup's slot, resumed: the same code and seat keys (so the same links), the record replayed
 * through the host. NULL with problem if the slot or its keys cannot be read (nothing is removed).
 */
TableHosting *TableHosting_Resume(const TableHostingSetup *setup, char *problem, size_t size);
/* Closes the server and frees the room (the save slot stays, for a resume). */
void TableHosting_Close(TableHosting *h);

/* One round of the network without waiting; saves the slot when a device's action changed the table. */
void TableHosting_Service(TableHosting *h);

int TableHosting_Port(const TableHosting *h);
/* Listens on another port (a forwarded one): the server starts again there; the table, its code and keys stay.
 * False with problem (the server stays where it was) if the port cannot be taken. */
bool TableHosting_Relisten(TableHosting *h, int port, char *problem, size_t size);
/* What the links name ("" for this computer's own address on the network). */
void TableHosting_SetShownAddress(TableHosting *h, const char *address);
const char *TableHosting_Code(const TableHosting *h);
/* "http://192.168.1.20:8765/#table=CODE&seat=1&token=...": the seat's link (its token is the secret). */
void TableHosting_Link(const TableHosting *h, int seat, char *buf, size_t size);
/* Whether the person of a remote seat is connected now. */
bool TableHosting_Here(const TableHosting *h, int seat);
/* Every remote seat's person is connected. */
bool TableHosting_AllHere(const TableHosting *h);
/* The name the person gave on joining, or the lobby's, or the seat's own ("North"). */
const char *TableHosting_SeatName(const TableHosting *h, int seat);
/* Computers (setup's fillLevel) take the remote seats nobody has joined; each person takes theirs on joining. */
void TableHosting_FillEmpty(TableHosting *h);

/*
 * Hands the hosted table to the next table scene of its game: TableTurn_StartNew takes it (TableHosting_Take)
 * instead of dealing a game of its own. The session then owns the hosting and closes it when it ends.
 */
void TableHosting_Hand(TableHosting *h);
TableHosting *TableHosting_Take(const GameRules *rules);
/* The session over the hosted table, with its link to the network. */
bool TableHosting_StartSession(TableHosting *h, TableSession *session);

/* The file names of a game's hosted slot: "<name>-hosted.txt", "<name>-hosted-seats.txt". */
void TableHosting_Files(const GameRules *rules, char *gameFile, size_t gameSize, char *seatsFile, size_t seatsSize);
/* This computer's first address on the local network (not loopback), for the links; "127.0.0.1" if none. */
void TableHosting_LocalAddress(char *buf, size_t size);

#endif
