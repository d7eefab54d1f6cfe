/* host_server.h: a room's tables on the network: the WebSocket protocol "parlour-table" and the phone's page (libwebsockets). */
#ifndef PARLOUR_HOST_HOST_SERVER_H
#define PARLOUR_HOST_HOST_SERVER_H

#include "host_room.h"
#include "host_worker.h"

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

/*
 * One libwebsockets context listens on one address and port and serves
 * both the protocol (docs/table-protocol.md) and the files of the phone's
 * page. It runs on the thread that calls HostServer_Run, and that thread
 * alone touches the room while it runs.
 *
 * Per connection: a message is put together from its fragments up to
 * TABLE_PROTOCOL_MAX_IN bytes (more drops the connection); a token bucket
 * limits the messages a second (over it: a refusal, then the connection is
 * closed); the outbox is bounded (a device that reads too slowly is
 * dropped); a connection silent for pingSeconds is pinged, and one silent
 * for idleSeconds (a phone asleep, a half-open socket) is dropped, which
 * shows its seat as away.
 */

typedef struct HostServerConfig {
    const char *address; /* a numeric address to listen on: "127.0.0.1", "0.0.0.0" (every address) */
    int port;            /* 0: the system chooses one (HostServer_Port says which) */
    const char *assets;  /* the folder of the phone's page (assets/web) */
    double rate;         /* messages a second a device may send on average */
    double burst;        /* and at once */
    size_t outboxBytes;  /* the most a device's outbox holds before it is dropped */
    int pingSeconds;     /* silence before a ping */
    int idleSeconds;     /* silence before the connection is dropped */
    int logLevel;        /* libwebsockets' own log (LLL_ERR | ...); 0: none */
    /*
     * Comings and goings. A person away (dropped) or gone (left) for
     * awayAfterMs has a computer at awayLevel play for them until they come
     * back (awayLevel -1: nobody plays for them; the table waits).
     */
    int awayLevel;
    int awayAfterMs;
    /*
     * A folder where every table is saved after every change (host_save.h),
     * NULL for none. Nothing is sent to a table's devices until its change
     * is on the disk, so a host killed at any moment resumes every table as
     * its devices last saw it.
     */
    const char *saveFolder;
    /* Where the answers to the host's commands go (HostServer_Command); NULL: stdout. Called on the server's thread. */
    void (*reply)(void *ctx, const char *line);
    void *replyCtx;
    const char *linkBase; /* "http://host:port", for the links in those answers; NULL: only the token is said */
    bool pollOnly;       /* lws's own poll loop even where libev's plugin is there (to compare them) */
    HostChooser chooser; /* how the worker chooses a computer's move; NULL: GameAi_Choose (a test may hold it) */
    bool callerMovesComputers; /* the game's: its table session moves the computers, with their pause to follow */
} HostServerConfig;

/*
 * 127.0.0.1:8765, assets/web, 20 messages a second (40 at once), 1 MiB an outbox, a ping after 20 s, 60 s idle;
 * no computer for a person away (if one is chosen, after 60 s); no saving.
 */
void HostServer_Defaults(HostServerConfig *config);

/* What happened, counted (read it after HostServer_Run returns, or on its thread). */
typedef struct HostServerStats {
    unsigned joined;  /* hellos accepted */
    unsigned refused; /* refusals sent */
    unsigned tooBig;  /* connections dropped for a message over the limit */
    unsigned flooded; /* closed for sending too fast */
    unsigned slow;    /* dropped for an outbox over its bound */
    unsigned idle;    /* dropped for silence */
    unsigned moves;   /* moves applied (people's and computers') */
} HostServerStats;

typedef struct HostServer HostServer;

/*
 * Listens on config's address and port for room (which must outlive the
 * server). NULL with problem (one sentence: the address, the port in use,
 * the folder of the page missing) if it cannot.
 */
HostServer *HostServer_Start(const HostServerConfig *config, HostRoom *room, char *problem, size_t size);
/* "libev" (epoll, through lws's plugin) or "poll" (lws's own loop, when the plugin is missing or pollOnly). */
const char *HostServer_EventLoop(const HostServer *server);
/* The port it listens on (the one the system chose, for port 0). */
int HostServer_Port(const HostServer *server);
/* Serves until *stop is nonzero (set from a signal handler, or from another thread with HostServer_Wake). */
void HostServer_Run(HostServer *server, const atomic_int *stop);
/*
 * One round of the network without waiting: the game serves its room this
 * way once a frame, on its main thread, so the room and the table session
 * share the table's authority with no lock.
 */
void HostServer_Service(HostServer *server);
/* An action applied at table outside the server (on the host's own screen): every device is told, as its seat may
 * see it. */
void HostServer_Moved(HostServer *server, HostTable *table, const GameState *before, int actedFor, GameAction action);
/* The table was dealt anew (the host restarted it): every device gets who sits where and its whole view. */
void HostServer_Redealt(HostServer *server, HostTable *table);
/* Wakes HostServer_Run from another thread, so it sees *stop at once. */
void HostServer_Wake(HostServer *server);
/*
 * The host's own commands, from any thread (parlour-host reads them from its
 * standard input), carried out on the server's thread, each answered in a
 * line to config's reply:
 *   replace CODE SEAT            a new link for the seat; the old one is refused (the device on it is told)
 *   free CODE SEAT [LEVEL]       a computer (easy, medium, strong; default medium) takes the seat for good
 *   rematch CODE                 a new game at the table once its game is over, the same seats and links
 * SEAT is the seat's number or its place ("South", "Elder"). False if out of memory.
 */
bool HostServer_Command(HostServer *server, const char *line);
/* The links' base in the commands' answers ("http://host:port", which must outlive the server); before Run. */
void HostServer_SetLinkBase(HostServer *server, const char *base);
HostServerStats HostServer_Stats(const HostServer *server);
/* Closes every connection and the listening socket. */
void HostServer_Free(HostServer *server);

#endif
