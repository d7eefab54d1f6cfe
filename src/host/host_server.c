/* host_server.c: the libwebsockets context: the phone's page, the "parlour-table" sockets, their limits and clock. */
#define _DEFAULT_SOURCE /* the sockets API */
#include "host_server_local.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#define TICK_US (250 * LWS_US_PER_MS) /* the clock of pings, idleness and computers */
#define SOON_US (1 * LWS_US_PER_MS)   /* the next turn, when a computer has to move */
/*
 * The kernel's send buffer of a device's socket, fixed: left to itself
 * Linux grows it to 4 MiB for a reader that does not read, memory the
 * outbox's bound would not count. 64 KiB (the kernel doubles it) still
 * carries the largest view (~14 KB) to a phone on a 20 ms network in one round trip.
 */
#define SOCKET_SEND_BUFFER (64 * 1024)

void HostServer_Defaults(HostServerConfig *config)
{
    memset(config, 0, sizeof *config);
    config->address = "127.0.0.1";
    config->port = 8765;
    config->assets = "assets/web";
    config->rate = 20.0;
    config->burst = 40.0;
    /* Many times the largest message (a view of ~14 KB, docs/table-protocol.md); a device further behind rejoins. */
    config->outboxBytes = 1024 * 1024;
    config->pingSeconds = 20;
    config->idleSeconds = 60;
    config->awayLevel = -1;
    config->awayAfterMs = 60 * 1000;
}

typedef struct HostCommand {
    struct HostCommand *next;
    char line[];
} HostCommand;

static HostServer *ServerOf(struct lws *wsi)
{
    return lws_context_user(lws_get_context(wsi));
}

/* ---- A connection's output ---- */

/* Kills the connection at the next turn of the loop (safe from another connection's callback). */
static void Drop(HostConn *conn)
{
    if (conn->dropped) {
        return;
    }
    conn->dropped = true;
    HostLink_Clear(&conn->link);
    lws_set_timeout(conn->wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
}

void HostConn_Send(HostServer *server, HostConn *conn, const char *text)
{
    if (conn->dropped || text == NULL) {
        return;
    }
    /* Over the bound (or out of memory): the device cannot keep up; it rejoins and gets the whole view. */
    if (!HostLink_Queue(&conn->link, text, LWS_PRE, server->config.outboxBytes)) {
        server->stats.slow++;
        Drop(conn);
        return;
    }
    lws_callback_on_writable(conn->wsi);
}

void HostConn_Refuse(HostServer *server, HostConn *conn, const char *sentence)
{
    char *text = TableProtocol_Refused(sentence);
    server->stats.refused++;
    HostConn_Send(server, conn, text);
    free(text);
}

void HostConn_CloseWith(HostServer *server, HostConn *conn, const char *sentence)
{
    if (conn->closing || conn->dropped) {
        return;
    }
    if (sentence != NULL) {
        HostConn_Refuse(server, conn, sentence);
    }
    conn->closing = true;
    /* Read nothing more; and a device that will not read its last message is not waited for long. */
    lws_rx_flow_control(conn->wsi, 0);
    lws_set_timeout(conn->wsi, PENDING_TIMEOUT_USER_OK, 3);
    lws_callback_on_writable(conn->wsi);
}

/* One message (or a ping) per callback, as lws asks; then more are asked for while any wait. */
static int Write(HostConn *conn)
{
    if (conn->dropped) {
        return -1;
    }
    if (conn->pingDue) {
        /* Not empty: lws 4.1 reports no pong whose payload is empty (ops-ws.c), and the pong is what we wait for. */
        unsigned char frame[LWS_PRE + 4] = {0};
        memcpy(frame + LWS_PRE, "ping", 4);
        conn->pingDue = false;
        if (lws_write(conn->wsi, frame + LWS_PRE, 4, LWS_WRITE_PING) < 0) {
            return -1;
        }
    } else if (conn->table != NULL && conn->table->saved < conn->table->changes) {
        /* Held until the table's last change is on the disk (HostServer_Poll asks again then). */
        return 0;
    } else if (conn->link.head == NULL) {
        if (conn->closing) {
            lws_close_reason(conn->wsi, LWS_CLOSE_STATUS_NORMAL, NULL, 0);
            return -1;
        }
        return 0;
    } else {
        /*
         * Every message queued while the socket takes them (a move and its
         * view come together): one turn of the loop for both, not one each.
         * Each turn costs the loop a look at every socket of the room.
         */
        do {
            HostOut *out = HostLink_Pop(&conn->link);
            int n = lws_write(conn->wsi, out->bytes + LWS_PRE, out->length, LWS_WRITE_TEXT);
            bool whole = n >= 0 && (size_t)n >= out->length;
            free(out);
            if (!whole) {
                return -1;
            }
        } while (conn->link.head != NULL && !lws_send_pipe_choked(conn->wsi));
    }
    /* Asked again even for none left when closing: the next call comes once the socket took all of it. */
    if (conn->link.head != NULL || conn->pingDue || conn->closing) {
        lws_callback_on_writable(conn->wsi);
    }
    return 0;
}

/* ---- A connection's input ---- */

static void Received(HostServer *server, HostConn *conn)
{
    char sentence[128];
    if (!HostLink_Take(&conn->link, lws_now_usecs(), server->config.rate, server->config.burst)) {
        server->stats.flooded++;
        snprintf(sentence, sizeof sentence, "Too many messages: at most %g a second. The connection is closed.",
                 server->config.rate);
        HostConn_CloseWith(server, conn, sentence);
        return;
    }
    TableClientMessage message;
    char problem[256];
    if (!TableProtocol_ParseClient(conn->link.in, conn->link.inLength, &message, problem, sizeof problem)) {
        HostConn_Refuse(server, conn, problem);
        return;
    }
    HostDispatch_Message(server, conn, &message);
}

static int TableCallback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    HostConn *conn = user;
    HostServer *server = ServerOf(wsi);
    switch (reason) {
    case LWS_CALLBACK_ESTABLISHED:
        memset(conn, 0, sizeof *conn);
        conn->wsi = wsi;
        conn->seat = GAME_NOBODY;
        conn->heardUs = conn->pingedUs = lws_now_usecs();
        HostLink_Init(&conn->link, server->config.burst, conn->heardUs);
        conn->next = server->conns;
        if (server->conns != NULL) {
            server->conns->prev = conn;
        }
        server->conns = conn;
        {
            int bytes = SOCKET_SEND_BUFFER;
            setsockopt(lws_get_socket_fd(wsi), SOL_SOCKET, SO_SNDBUF, &bytes, sizeof bytes);
        }
        return 0;
    case LWS_CALLBACK_RECEIVE:
        conn->heardUs = lws_now_usecs();
        if (conn->closing || conn->dropped) {
            return 0;
        }
        if (lws_frame_is_binary(wsi)) {
            HostConn_CloseWith(server, conn, "Messages are JSON text.");
            return 0;
        }
        switch (HostLink_Receive(&conn->link, in, len, lws_is_final_fragment(wsi) != 0)) {
        case HOST_LINK_MORE: return 0;
        case HOST_LINK_TOO_BIG:
            server->stats.tooBig++;
            conn->dropped = true;
            lws_close_reason(wsi, LWS_CLOSE_STATUS_MESSAGE_TOO_LARGE, NULL, 0);
            return -1;
        case HOST_LINK_MESSAGE: Received(server, conn); return 0;
        }
        return 0;
    case LWS_CALLBACK_RECEIVE_PONG: conn->heardUs = lws_now_usecs(); return 0;
    case LWS_CALLBACK_SERVER_WRITEABLE: return Write(conn);
    case LWS_CALLBACK_CLOSED:
        if (conn->prev != NULL) {
            conn->prev->next = conn->next;
        } else if (server->conns == conn) {
            server->conns = conn->next;
        }
        if (conn->next != NULL) {
            conn->next->prev = conn->prev;
        }
        HostLink_Clear(&conn->link);
        conn->dropped = true;
        if (!server->shuttingDown) {
            HostDispatch_Gone(server, conn);
        }
        return 0;
    default: return 0;
    }
}

/* ---- The phone's page ---- */

static int NotFound(struct lws *wsi)
{
    if (lws_return_http_status(wsi, HTTP_STATUS_NOT_FOUND, NULL) != 0) {
        return -1;
    }
    return lws_http_transaction_completed(wsi) ? -1 : 0;
}

static int ServeFile(HostServer *server, struct lws *wsi, const char *uri)
{
    char path[HOST_FILES_PATH_MAX];
    const char *mime = NULL;
    bool get = lws_hdr_total_length(wsi, WSI_TOKEN_GET_URI) > 0;
    if (!get || !HostFiles_Resolve(server->root, uri, path, sizeof path) ||
        (mime = lws_get_mimetype(path, NULL)) == NULL) {
        return NotFound(wsi);
    }
    /* The page changes with the program: a phone is told to ask again rather than keep an old one. */
    unsigned char headers[256];
    unsigned char *p = headers;
    static const char kNoCache[] = "no-cache";
    if (lws_add_http_header_by_name(wsi, (const unsigned char *)"cache-control:", (const unsigned char *)kNoCache,
                                    (int)strlen(kNoCache), &p, headers + sizeof headers) != 0) {
        return -1;
    }
    int n = lws_serve_http_file(wsi, path, mime, (const char *)headers, (int)(p - headers));
    if (n < 0 || (n > 0 && lws_http_transaction_completed(wsi))) {
        return -1;
    }
    return 0;
}

static int HttpCallback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    switch (reason) {
    case LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION:
        return 1; /* a WebSocket that does not ask for "parlour-table" is refused */
    case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
        /* The worker has a computer's move (or HostServer_Wake): the clock takes it at its next turn, soon. */
        HostServer_Soon(ServerOf(wsi));
        return 0;
    case LWS_CALLBACK_HTTP: return ServeFile(ServerOf(wsi), wsi, in);
    default: return lws_callback_http_dummy(wsi, reason, user, in, len);
    }
}

/* ---- The clock ---- */

static void Tick(lws_sorted_usec_list_t *sul)
{
    HostServer *server = lws_container_of(sul, HostServer, tick);
    int64_t now = lws_now_usecs();
    int64_t ping = (int64_t)server->config.pingSeconds * LWS_US_PER_SEC;
    int64_t idle = (int64_t)server->config.idleSeconds * LWS_US_PER_SEC;

    for (HostConn *c = server->conns; c != NULL; c = c->next) {
        if (c->dropped) {
            continue;
        }
        int64_t silent = now - c->heardUs;
        if (silent > idle) {
            /* A phone asleep or a socket half-open: its seat shows as away; the same link rejoins. */
            server->stats.idle++;
            Drop(c);
        } else if (silent > ping && now - c->pingedUs > ping) {
            c->pingDue = true;
            c->pingedUs = now;
            lws_callback_on_writable(c->wsi);
        }
    }
    HostDispatch_AwayStep(server, now);
    bool more = !server->config.callerMovesComputers && HostDispatch_ComputerStep(server);
    lws_sul_schedule(server->context, 0, &server->tick, Tick, more ? SOON_US : TICK_US);
}

/* libev's watchers of the computers' turn (its own timer, not lws's: lws 4.1 re-arms its libev timer to no earlier). */
static void SoonFired(struct ev_loop *loop, ev_timer *timer, int events)
{
    (void)loop;
    (void)events;
    HostDispatch_ComputerStep(timer->data);
}

static void WorkerWoke(struct ev_loop *loop, ev_async *async, int events)
{
    (void)loop;
    (void)events;
    HostDispatch_ComputerStep(async->data);
}

void HostServer_Soon(HostServer *server)
{
    if (server->evLoop == NULL) {
        lws_sul_schedule(server->context, 0, &server->tick, Tick, SOON_US);
    } else if (!ev_is_active(&server->soon)) {
        ev_timer_set(&server->soon, (double)SOON_US / LWS_US_PER_SEC, 0.0);
        ev_timer_start(server->evLoop, &server->soon);
    }
}

/* ---- Saving, and the host's commands ---- */

void HostServer_Changed(HostServer *server, HostTable *t)
{
    t->changes++;
    if (server->saver == NULL) {
        t->saved = t->changes;
        return;
    }
    char *text = HostSave_Text(t);
    if (text == NULL || !HostSaver_Put(server->saver, t, t->changes, text)) {
        /* Out of memory: the table plays on rather than stops, and the host says it is not saved. */
        fprintf(stderr, "parlour-host: out of memory: table %s is not saved after its last change.\n", t->code);
        t->saved = t->changes;
    }
}

static void SaverWake(void *ctx)
{
    HostServer_Wake(ctx);
}

void HostServer_Reply(HostServer *server, const char *line)
{
    if (server->config.reply != NULL) {
        server->config.reply(server->config.replyCtx, line);
    } else {
        printf("%s\n", line);
        fflush(stdout);
    }
}

void HostServer_SetLinkBase(HostServer *server, const char *base)
{
    server->config.linkBase = base;
}

bool HostServer_Command(HostServer *server, const char *line)
{
    size_t n = strlen(line);
    HostCommand *c = malloc(sizeof *c + n + 1);
    if (c == NULL) {
        return false;
    }
    c->next = NULL;
    memcpy(c->line, line, n + 1);
    pthread_mutex_lock(&server->commandLock);
    HostCommand **tail = &server->commands;
    while (*tail != NULL) {
        tail = &(*tail)->next;
    }
    *tail = c;
    pthread_mutex_unlock(&server->commandLock);
    HostServer_Wake(server);
    return true;
}

/* On the server's thread, after each round of events: what the writer saved, and the commands that came. */
static void Poll(HostServer *server)
{
    if (server->saver != NULL) {
        HostSaved saved[64];
        int n;
        while ((n = HostSaver_Collect(server->saver, saved, 64)) > 0) {
            for (int i = 0; i < n; i++) {
                HostTable *t = saved[i].table;
                if (saved[i].change > t->saved) {
                    t->saved = saved[i].change;
                }
                for (HostConn *c = t->conns; c != NULL; c = c->tableNext) {
                    if (!c->dropped && (c->link.head != NULL || c->closing)) {
                        lws_callback_on_writable(c->wsi);
                    }
                }
            }
        }
    }
    pthread_mutex_lock(&server->commandLock);
    HostCommand *list = server->commands;
    server->commands = NULL;
    pthread_mutex_unlock(&server->commandLock);
    while (list != NULL) {
        HostCommand *next = list->next;
        HostDispatch_Command(server, list->line);
        free(list);
        list = next;
    }
}

/* ---- The server ---- */

/* On the worker's thread: a computer's move is ready. lws_cancel_service is the one call lws allows from there. */
static void WakeLoop(void *arg)
{
    HostServer *server = arg;
    if (server->evLoop != NULL) {
        ev_async_send(server->evLoop, &server->wakeup); /* libev's own wake from another thread */
    } else {
        lws_cancel_service(server->context);
    }
}

/* Why the port could not be taken, in a sentence: lws says only that it failed. */
static void ListenProblem(const HostServerConfig *config, char *problem, size_t size)
{
    struct sockaddr_in6 a6;
    struct sockaddr_in a4;
    memset(&a6, 0, sizeof a6);
    memset(&a4, 0, sizeof a4);
    bool six = strchr(config->address, ':') != NULL;
    int fd = socket(six ? AF_INET6 : AF_INET, SOCK_STREAM, 0);
    int err = 0;
    if (six) {
        a6.sin6_family = AF_INET6;
        a6.sin6_port = htons((uint16_t)config->port);
        inet_pton(AF_INET6, config->address, &a6.sin6_addr);
    } else {
        a4.sin_family = AF_INET;
        a4.sin_port = htons((uint16_t)config->port);
        inet_pton(AF_INET, config->address, &a4.sin_addr);
    }
    if (fd < 0) {
        err = errno;
    } else {
        int yes = 1;
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        if ((six ? bind(fd, (struct sockaddr *)&a6, sizeof a6) : bind(fd, (struct sockaddr *)&a4, sizeof a4)) != 0) {
            err = errno;
        }
        close(fd);
    }
    if (err == EADDRINUSE) {
        snprintf(problem, size, "Port %d on %s is in use by another program: choose another port.", config->port,
                 config->address);
    } else {
        snprintf(problem, size, "Cannot listen on %s port %d: %s.", config->address, config->port,
                 err != 0 ? strerror(err) : "the network library refused it");
    }
}

static bool NumericAddress(const char *address)
{
    unsigned char bytes[sizeof(struct in6_addr)];
    return inet_pton(AF_INET, address, bytes) == 1 || inet_pton(AF_INET6, address, bytes) == 1;
}

HostServer *HostServer_Start(const HostServerConfig *config, HostRoom *room, char *problem, size_t size)
{
    if (config->address == NULL || !NumericAddress(config->address)) {
        snprintf(problem, size, "\"%s\" is not a numeric address to listen on (e.g. 127.0.0.1 or 0.0.0.0).",
                 config->address != NULL ? config->address : "");
        return NULL;
    }
    if (config->port < 0 || config->port > 65535) {
        snprintf(problem, size, "Port %d is not a port (0 to 65535).", config->port);
        return NULL;
    }
    HostServer *server = calloc(1, sizeof *server);
    if (server == NULL) {
        snprintf(problem, size, "Out of memory.");
        return NULL;
    }
    server->config = *config;
    server->room = room;
    if (!HostFiles_Root(config->assets, server->root, sizeof server->root)) {
        snprintf(problem, size, "The folder of the web page, %s, is not there.", config->assets);
        free(server);
        return NULL;
    }
    /* lws 4.1 has no LWS_PROTOCOL_LIST_TERM: the list ends with a zeroed entry (calloc'd). */
    server->protocols[0] = (struct lws_protocols){.name = "parlour-http", .callback = HttpCallback};
    server->protocols[1] = (struct lws_protocols){.name = "parlour-table",
                                                  .callback = TableCallback,
                                                  .per_session_data_size = sizeof(HostConn),
                                                  .rx_buffer_size = TABLE_PROTOCOL_MAX_IN};
    /*
     * Every path goes to our own callback, which serves a file only once it
     * is sure the file is inside the folder: lws's own file mount would
     * follow a symbolic link out of it.
     */
    server->mount.mountpoint = "/";
    server->mount.mountpoint_len = 1;
    server->mount.origin = "parlour-http";
    server->mount.origin_protocol = LWSMPRO_CALLBACK;

    /* lws's own log would go to stderr; every failure the host cares about is said in its own sentence. */
    lws_set_log_level(config->logLevel, NULL);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = config->port;
    info.iface = config->address;
    info.protocols = server->protocols;
    info.mounts = &server->mount;
    info.user = server;
    info.options = LWS_SERVER_OPTION_VALIDATE_UTF8 | LWS_SERVER_OPTION_FAIL_UPON_UNABLE_TO_BIND |
                   LWS_SERVER_OPTION_HTTP_HEADERS_SECURITY_BEST_PRACTICES_ENFORCE;
    if (strchr(config->address, ':') == NULL) {
        info.options |= LWS_SERVER_OPTION_DISABLE_IPV6; /* an IPv4 address is bound as one, not mapped */
    }
    /*
     * A libev loop of our own (epoll), which lws joins through Debian's
     * plugin (libwebsockets-dev brings it): lws's own loop polls every socket
     * of the room at each turn, which with a thousand tables was most of the
     * host's time. The loop is ours (lws 4.1 would run its own until broken)
     * so that HostServer_Run turns it once at a time and sees *stop. Without
     * the plugin, the same host on lws's poll.
     */
    struct ev_loop *loop = config->pollOnly ? NULL : ev_loop_new(EVFLAG_AUTO);
    void *loops[1] = {loop};
    if (loop != NULL) {
        info.options |= LWS_SERVER_OPTION_LIBEV;
        info.foreign_loops = loops;
        server->context = lws_create_context(&info);
        if (server->context == NULL) {
            ev_loop_destroy(loop);
            loop = NULL;
        }
    }
    server->evLoop = loop;
    server->eventLoop = loop != NULL ? "libev" : "poll";
    if (loop == NULL) {
        info.options &= ~(uint64_t)LWS_SERVER_OPTION_LIBEV;
        info.foreign_loops = NULL;
        server->context = lws_create_context(&info);
    }
    if (server->context == NULL) {
        ListenProblem(config, problem, size);
        free(server);
        return NULL;
    }
    server->vhost = lws_get_vhost_by_name(server->context, "default");
    if (server->evLoop != NULL) {
        ev_timer_init(&server->soon, SoonFired, 0.0, 0.0);
        server->soon.data = server;
        ev_async_init(&server->wakeup, WorkerWoke);
        server->wakeup.data = server;
        ev_async_start(server->evLoop, &server->wakeup);
    }
    server->worker = HostWorker_Start(config->chooser, WakeLoop, server);
    if (server->worker == NULL) {
        snprintf(problem, size, "The computers' thread could not be started.");
        lws_context_destroy(server->context);
        if (server->evLoop != NULL) {
            ev_loop_destroy(server->evLoop);
        }
        free(server);
        return NULL;
    }
    pthread_mutex_init(&server->commandLock, NULL);
    /* Whoever is absent from a table resumed from its save has been away from now, not from before the restart. */
    int64_t now = lws_now_usecs();
    for (int i = 0; i < room->count; i++) {
        for (int s = 0; s < GAME_MAX_SEATS; s++) {
            room->tables[i]->seat[s].absentSinceUs = now;
        }
    }
    if (config->saveFolder != NULL) {
        server->saver = HostSaver_Start(config->saveFolder, SaverWake, server, problem, size);
        if (server->saver == NULL) {
            HostWorker_Stop(server->worker);
            if (server->evLoop != NULL) {
                ev_async_stop(server->evLoop, &server->wakeup);
            }
            lws_context_destroy(server->context);
            if (server->evLoop != NULL) {
                ev_loop_destroy(server->evLoop);
            }
            pthread_mutex_destroy(&server->commandLock);
            free(server);
            return NULL;
        }
        /* Every table on the disk before anyone joins: a host killed now still knows its links. */
        for (int i = 0; i < room->count; i++) {
            HostServer_Changed(server, room->tables[i]);
        }
    }
    lws_sul_schedule(server->context, 0, &server->tick, Tick, TICK_US);
    return server;
}

const char *HostServer_EventLoop(const HostServer *server)
{
    return server->eventLoop;
}

int HostServer_Port(const HostServer *server)
{
    return server->vhost != NULL ? lws_get_vhost_listen_port(server->vhost) : server->config.port;
}

void HostServer_Service(HostServer *server)
{
    /* Without blocking: serves whatever is ready, then what the writer saved and the commands that came. */
    if (server->evLoop != NULL) {
        ev_run(server->evLoop, EVRUN_NOWAIT);
    } else {
        lws_service(server->context, -1); /* a negative wait: lws polls without blocking */
    }
    Poll(server);
}

void HostServer_Run(HostServer *server, const atomic_int *stop)
{
    /*
     * Under libev, lws arms its timer for the clock only after it has
     * handled an event: the clock scheduled before the loop ran would wait
     * for the first connection. Waking the loop once arms it.
     */
    lws_cancel_service(server->context);
    while (atomic_load(stop) == 0) {
        /* Returns after each round of events, at least every tick (the clock is a scheduled event). */
        if (server->evLoop != NULL) {
            ev_run(server->evLoop, EVRUN_ONCE);
        } else if (lws_service(server->context, 0) < 0) {
            break;
        }
        Poll(server);
    }
}

void HostServer_Wake(HostServer *server)
{
    /* From any thread (the writer, the commands' reader): under libev its own async wake, as for the worker. */
    WakeLoop(server);
}

HostServerStats HostServer_Stats(const HostServer *server)
{
    return server->stats;
}

void HostServer_Free(HostServer *server)
{
    if (server == NULL) {
        return;
    }
    lws_sul_cancel(&server->tick);
    HostWorker_Stop(server->worker); /* before the context its wake would touch */
    server->worker = NULL;
    /* What waits to be written is written before the context (which the writer wakes) goes. */
    HostSaver_Stop(server->saver);
    server->saver = NULL;
    if (server->evLoop != NULL) {
        ev_timer_stop(server->evLoop, &server->soon);
        ev_async_stop(server->evLoop, &server->wakeup);
    }
    server->shuttingDown = true;
    lws_context_destroy(server->context);
    if (server->evLoop != NULL) {
        ev_loop_destroy(server->evLoop);
    }
    while (server->commands != NULL) {
        HostCommand *next = server->commands->next;
        free(server->commands);
        server->commands = next;
    }
    pthread_mutex_destroy(&server->commandLock);
    /*
     * The connections are gone without notices: the room (which outlives the server, and may be served again) must
     * not keep them, and a person who was here is away until they rejoin.
     */
    for (int i = 0; i < server->room->count; i++) {
        HostTable *t = server->room->tables[i];
        t->conns = NULL;
        /* A thought out on the stopped worker is gone with it: a server serving the room again asks anew. */
        t->computerDue = t->computerDue || t->thinking;
        t->thinking = false;
        for (int s = 0; s < GAME_MAX_SEATS; s++) {
            if (t->seat[s].presence == TABLE_SEAT_HERE && t->seat[s].token[0] != '\0') {
                t->seat[s].presence = TABLE_SEAT_AWAY;
                t->seat[s].absentSinceUs = lws_now_usecs();
            }
        }
    }
    free(server);
}
