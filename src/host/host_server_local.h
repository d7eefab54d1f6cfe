/* host_server_local.h: the insides shared by host_server.c (the network) and host_dispatch.c (what messages do). */
#ifndef PARLOUR_HOST_HOST_SERVER_LOCAL_H
#define PARLOUR_HOST_HOST_SERVER_LOCAL_H

#include "host_files.h"
#include "host_link.h"
#include "host_save.h"
#include "host_server.h"

#include <ev.h>
#include <libwebsockets.h>
#include <pthread.h>

/* One device's connection: lws allocates it (the protocol's per-session data) and frees it after CLOSED. */
typedef struct HostConn {
    struct lws *wsi;
    struct HostConn *prev; /* every connection of the server, for the clock */
    struct HostConn *next;
    struct HostConn *tablePrev; /* the connections at its table, for moves */
    struct HostConn *tableNext;
    HostTable *table; /* NULL until its hello is accepted */
    int seat;         /* GAME_NOBODY: a watcher */
    bool closing;     /* refuses everything; closes once its outbox is sent */
    bool dropped;     /* killed: nothing more is written to it */
    bool replaced;    /* its seat was taken up on another device: its going changes no one's presence */
    bool left;        /* said "leave": its going shows the seat as left, not away */
    bool pingDue;
    int64_t heardUs; /* the last frame from the device (a message or a pong) */
    int64_t pingedUs;
    HostLink link;
} HostConn;

struct HostServer {
    struct lws_context *context;
    struct lws_vhost *vhost;
    HostRoom *room;
    HostServerConfig config;
    char root[HOST_FILES_PATH_MAX]; /* the page's folder, its real path */
    HostConn *conns;
    lws_sorted_usec_list_t tick;
    HostServerStats stats;
    bool shuttingDown; /* closing every connection: no notices */
    HostSaver *saver;  /* NULL: no saving */
    /* The host's commands, put from any thread, carried out on the server's (HostServer_Command). */
    pthread_mutex_t commandLock;
    struct HostCommand *commands;
    const char *eventLoop; /* "libev" or "poll" */
    struct ev_loop *evLoop; /* ours, lws's sockets on it; NULL on lws's poll */
    HostWorker *worker;     /* the computers' thinking, off the loop */
    ev_timer soon;          /* libev: the computers' turn soon */
    ev_async wakeup;        /* libev: the worker has a move */
    struct lws_protocols protocols[3];
    struct lws_http_mount mount;
};

/* host_server.c: a connection's output. */
void HostConn_Send(HostServer *server, HostConn *conn, const char *text); /* drops a slow reader */
void HostConn_Refuse(HostServer *server, HostConn *conn, const char *sentence);
/* Sends sentence (a refusal; NULL: none), reads no more, and closes once the outbox is sent. */
void HostConn_CloseWith(HostServer *server, HostConn *conn, const char *sentence);
/* Asks for the clock's next turn soon (a computer has to move). */
void HostServer_Soon(HostServer *server);
/*
 * t changed in a way its save must hold: its text goes to the writer, and
 * its devices are sent nothing more until that text is on the disk.
 */
void HostServer_Changed(HostServer *server, HostTable *t);
/* An answer to a command, to config.reply. */
void HostServer_Reply(HostServer *server, const char *line);

/* host_dispatch.c: what the host does. */
void HostDispatch_Message(HostServer *server, HostConn *conn, const TableClientMessage *message);
/* conn is gone (after its table's list is left): its seat shows as away or left to the others. */
void HostDispatch_Gone(HostServer *server, HostConn *conn);
/* Plays the computers' moves the worker handed back and asks it for the next ones; false (the clock's pace). */
bool HostDispatch_ComputerStep(HostServer *server);
/* A computer now plays for each person absent longer than config.awayAfterMs (when config.awayLevel >= 0). */
void HostDispatch_AwayStep(HostServer *server, int64_t nowUs);
/* One of the host's commands (HostServer_Command), answered with HostServer_Reply. */
void HostDispatch_Command(HostServer *server, const char *line);

#endif
