/* table_client.c: a device's connection to a hosted table: libwebsockets on a thread of its own, an inbox, retries. */
#define _DEFAULT_SOURCE
#include "table_client.h"

#include "host_room.h"

#include <libwebsockets.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SEAT_TAKEN_ELSEWHERE "This seat was taken up on another device."

typedef struct Out {
    struct Out *next;
    size_t length;
    unsigned char bytes[]; /* LWS_PRE bytes for lws, then the text */
} Out;

struct TableClient {
    TableClientConfig config;
    pthread_t thread;
    pthread_mutex_t lock; /* the inbox, the outbox and leaving: the game's thread and the client's */
    pthread_cond_t arrived;
    TableEvent *head;
    TableEvent *tail;
    Out *outHead;
    Out *outTail;
    bool leaving;
    bool left; /* the connection closed after leaving */
    atomic_int stop;
    atomic_int status;

    /* The client's thread alone. */
    struct lws_context *context;
    struct lws *wsi;
    struct lws_protocols protocols[2];
    lws_retry_bo_t idle;
    lws_sorted_usec_list_t retry;
    char *rx;
    size_t rxLength;
    bool helloDue;
    bool live;     /* a connection is being made or is open: its end is Lost once */
    bool joined;   /* welcomed at least once: a drop is tried again */
    bool final;    /* refused, failed or left: no more tries */
    const GameRules *rules;
    int seat;
    int retryMs;
};

/* ---- The inbox ---- */

static void Post(TableClient *c, TableEvent *ev)
{
    pthread_mutex_lock(&c->lock);
    ev->next = NULL;
    if (c->tail != NULL) {
        c->tail->next = ev;
    } else {
        c->head = ev;
    }
    c->tail = ev;
    pthread_cond_broadcast(&c->arrived);
    pthread_mutex_unlock(&c->lock);
    if (c->config.arrived != NULL) {
        c->config.arrived();
    }
}

static void PostStatus(TableClient *c, TableClientStatus status, const char *sentence)
{
    atomic_store(&c->status, (int)status);
    TableEvent *ev = calloc(1, sizeof *ev);
    if (ev == NULL) {
        return;
    }
    ev->kind = TABLE_EVENT_STATUS;
    ev->status = status;
    ev->seat = ev->toAct = ev->decider = ev->winner = GAME_NOBODY;
    snprintf(ev->sentence, sizeof ev->sentence, "%s", sentence);
    Post(c, ev);
}

/* Final: the sentence said, no more tries; the connection (if any) is closed at the next write. */
static void Fail(TableClient *c, const char *sentence)
{
    if (c->final) {
        return;
    }
    c->final = true;
    PostStatus(c, TABLE_CLIENT_FAILED, sentence);
}

/* ---- The outbox ---- */

static bool Queue(TableClient *c, const char *text, bool first)
{
    size_t length = strlen(text);
    Out *o = malloc(sizeof *o + LWS_PRE + length);
    if (o == NULL) {
        return false;
    }
    o->next = NULL;
    o->length = length;
    memcpy(o->bytes + LWS_PRE, text, length);
    pthread_mutex_lock(&c->lock);
    if (first) {
        o->next = c->outHead;
        c->outHead = o;
        if (c->outTail == NULL) {
            c->outTail = o;
        }
    } else {
        if (c->outTail != NULL) {
            c->outTail->next = o;
        } else {
            c->outHead = o;
        }
        c->outTail = o;
    }
    pthread_mutex_unlock(&c->lock);
    return true;
}

static Out *PopOut(TableClient *c)
{
    pthread_mutex_lock(&c->lock);
    Out *o = c->outHead;
    if (o != NULL) {
        c->outHead = o->next;
        if (c->outHead == NULL) {
            c->outTail = NULL;
        }
    }
    pthread_mutex_unlock(&c->lock);
    return o;
}

static void ClearOut(TableClient *c)
{
    Out *o;
    while ((o = PopOut(c)) != NULL) {
        free(o);
    }
}

/* ---- The connection ---- */

static void Connect(TableClient *c);

static void Retry(lws_sorted_usec_list_t *sul)
{
    TableClient *c = lws_container_of(sul, TableClient, retry);
    if (!c->final && atomic_load(&c->stop) == 0) {
        Connect(c);
    }
}

/* The connection is gone (closed, refused at connect, or never made): tried again once joined, else final. */
static void Lost(TableClient *c)
{
    if (!c->live) {
        return;
    }
    c->live = false;
    c->wsi = NULL;
    free(c->rx);
    c->rx = NULL;
    c->rxLength = 0;
    /* An action queued for the old connection is not sent to the new one: the host's new view is what counts. */
    ClearOut(c);
    pthread_mutex_lock(&c->lock);
    bool leaving = c->leaving;
    c->left = leaving;
    pthread_cond_broadcast(&c->arrived);
    pthread_mutex_unlock(&c->lock);
    if (c->final || leaving || atomic_load(&c->stop) != 0) {
        return;
    }
    if (!c->joined) {
        char sentence[TABLE_CLIENT_SENTENCE_MAX];
        snprintf(sentence, sizeof sentence,
                 "Nobody answers at %s port %d: check the address, and that the host is still running.",
                 c->config.host, c->config.port);
        Fail(c, sentence);
        return;
    }
    char sentence[TABLE_CLIENT_SENTENCE_MAX];
    snprintf(sentence, sizeof sentence, "The host went away. Trying again in %d second%s.",
             (c->retryMs + 999) / 1000, c->retryMs <= 1000 ? "" : "s");
    PostStatus(c, TABLE_CLIENT_RETRYING, sentence);
    lws_sul_schedule(c->context, 0, &c->retry, Retry, (lws_usec_t)c->retryMs * LWS_US_PER_MS);
    c->retryMs = c->retryMs * 2 > c->config.maxRetryMs ? c->config.maxRetryMs : c->retryMs * 2;
}

static void Connect(TableClient *c)
{
    struct lws_client_connect_info info;
    memset(&info, 0, sizeof info);
    char hostHeader[300];
    snprintf(hostHeader, sizeof hostHeader, strchr(c->config.host, ':') != NULL ? "[%s]:%d" : "%s:%d",
             c->config.host, c->config.port);
    info.context = c->context;
    info.address = c->config.host;
    info.port = c->config.port;
    info.path = "/";
    info.host = hostHeader;
    info.origin = hostHeader;
    info.protocol = "parlour-table";
    info.local_protocol_name = "parlour-table";
    info.retry_and_idle_policy = &c->idle;
    info.userdata = c;
    c->live = true;
    c->wsi = NULL;
    /* A connection refused at once may be reported from inside the call, before it returns: Lost runs once. */
    struct lws *wsi = lws_client_connect_via_info(&info);
    if (wsi == NULL) {
        Lost(c);
    } else if (c->live) {
        c->wsi = wsi;
    }
}

/* One message, whole: checked, then posted; a message that fails the checks ends the connection. */
static bool Handle(TableClient *c, const char *text, size_t length)
{
    TableEvent *ev = malloc(sizeof *ev);
    char problem[TABLE_CLIENT_SENTENCE_MAX] = "";
    if (ev == NULL) {
        Fail(c, "Out of memory.");
        return false;
    }
    if (!TableClient_ParseMessage(text, length, c->rules, c->seat, ev, problem, sizeof problem)) {
        free(ev);
        Fail(c, problem);
        return false;
    }
    if (ev->kind == TABLE_EVENT_WELCOME) {
        if (c->rules != NULL && (ev->rules != c->rules || ev->seat != c->seat)) {
            free(ev);
            Fail(c, "The host put this device at another table or seat on rejoining: join again.");
            return false;
        }
        c->rules = ev->rules;
        c->seat = ev->seat;
        c->joined = true;
        c->retryMs = c->config.firstRetryMs;
        atomic_store(&c->status, (int)TABLE_CLIENT_JOINED);
    } else if (ev->kind == TABLE_EVENT_REFUSED && !c->joined) {
        /* A refused hello: the host closes next. The same sentence for a wrong code or token, as the host's. */
        bool noSeat = strstr(ev->sentence, HOST_ROOM_NO_SUCH_SEAT) != NULL;
        char sentence[TABLE_CLIENT_SENTENCE_MAX];
        snprintf(sentence, sizeof sentence, "%s", noSeat ? TABLE_CLIENT_NO_SUCH_SEAT : ev->sentence);
        free(ev);
        Fail(c, sentence);
        return false;
    } else if (ev->kind == TABLE_EVENT_REFUSED && strcmp(ev->sentence, SEAT_TAKEN_ELSEWHERE) == 0) {
        /* Taking it back would take it from the other device in turn, for ever: this one stops. */
        char sentence[TABLE_CLIENT_SENTENCE_MAX];
        snprintf(sentence, sizeof sentence, "%s", ev->sentence);
        free(ev);
        Fail(c, sentence);
        return false;
    }
    Post(c, ev);
    return true;
}

static int Write(TableClient *c, struct lws *wsi)
{
    if (c->final || atomic_load(&c->stop) != 0) {
        lws_close_reason(wsi, LWS_CLOSE_STATUS_NORMAL, NULL, 0);
        return -1;
    }
    if (c->helloDue) {
        c->helloDue = false;
        int protocol = c->config.protocol != 0 ? c->config.protocol : TABLE_PROTOCOL_VERSION;
        char *hello = TableProtocol_Hello(c->config.rules != 0 ? c->config.rules : TABLE_RULES_REVISION,
                                          c->config.table, c->config.token[0] != '\0' ? c->config.token : NULL,
                                          c->config.name);
        if (hello == NULL) {
            Fail(c, "Out of memory.");
            return -1;
        }
        if (protocol != TABLE_PROTOCOL_VERSION) {
            /* A test speaking another version: the one field changed in the hello's text. */
            char *at = strstr(hello, "\"protocol\":");
            if (at != NULL) {
                char *end = at + strlen("\"protocol\":");
                size_t tail = strspn(end, "0123456789");
                char *other = malloc(strlen(hello) + 16);
                if (other != NULL) {
                    sprintf(other, "%.*s%d%s", (int)(end - hello), hello, protocol, end + tail);
                    free(hello);
                    hello = other;
                }
            }
        }
        Queue(c, hello, true);
        free(hello);
    }
    Out *o = PopOut(c);
    if (o == NULL) {
        pthread_mutex_lock(&c->lock);
        bool leaving = c->leaving;
        pthread_mutex_unlock(&c->lock);
        if (leaving) {
            lws_close_reason(wsi, LWS_CLOSE_STATUS_NORMAL, NULL, 0);
            return -1;
        }
        return 0;
    }
    int n = lws_write(wsi, o->bytes + LWS_PRE, o->length, LWS_WRITE_TEXT);
    bool whole = n >= 0 && (size_t)n >= o->length;
    free(o);
    if (!whole) {
        return -1;
    }
    lws_callback_on_writable(wsi);
    return 0;
}

static int Callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    (void)user;
    TableClient *c = lws_context_user(lws_get_context(wsi));
    if (c == NULL) {
        return 0;
    }
    switch (reason) {
    case LWS_CALLBACK_CLIENT_ESTABLISHED:
        c->wsi = wsi;
        c->helloDue = true;
        lws_callback_on_writable(wsi);
        return 0;
    case LWS_CALLBACK_CLIENT_WRITEABLE: return Write(c, wsi);
    case LWS_CALLBACK_CLIENT_RECEIVE:
        if (c->final) {
            return -1;
        }
        if (lws_frame_is_binary(wsi)) {
            Fail(c, "The host sent a message that is not text: this is not a Parlour table.");
            return -1;
        }
        if (c->rxLength + len > TABLE_CLIENT_MAX_IN) {
            Fail(c, "The host sent a message over 1 MiB, more than any table needs: the connection is closed.");
            return -1;
        }
        {
            char *grown = realloc(c->rx, c->rxLength + len + 1);
            if (grown == NULL) {
                Fail(c, "Out of memory.");
                return -1;
            }
            c->rx = grown;
            memcpy(c->rx + c->rxLength, in, len);
            c->rxLength += len;
            c->rx[c->rxLength] = '\0';
        }
        if (lws_is_final_fragment(wsi)) {
            bool ok = Handle(c, c->rx, c->rxLength);
            c->rxLength = 0;
            if (!ok) {
                return -1;
            }
        }
        return 0;
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
    case LWS_CALLBACK_CLIENT_CLOSED:
        if (c->wsi == wsi || c->wsi == NULL) {
            Lost(c); /* (once: a later close of a connection already lost finds live false) */
        }
        return 0;
    case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
        /* Woken by the game's thread: an action to send, leaving, or stopping. */
        if (c->wsi != NULL) {
            lws_callback_on_writable(c->wsi);
        }
        return 0;
    default: return 0;
    }
}

static void *Run(void *arg)
{
    TableClient *c = arg;
    Connect(c);
    /* Until stopped, whatever lws_service says: the game's thread may still wake this context. */
    while (atomic_load(&c->stop) == 0) {
        lws_service(c->context, 0);
    }
    lws_sul_cancel(&c->retry);
    lws_context_destroy(c->context); /* closes the connection; its callbacks see stop */
    c->context = NULL;
    return NULL;
}

TableClient *TableClient_Start(const TableClientConfig *config, char *problem, size_t size)
{
    TableClient *c = calloc(1, sizeof *c);
    if (c == NULL) {
        snprintf(problem, size, "Out of memory.");
        return NULL;
    }
    c->config = *config;
    if (c->config.firstRetryMs <= 0) {
        c->config.firstRetryMs = 500;
    }
    if (c->config.maxRetryMs <= 0) {
        c->config.maxRetryMs = 8000;
    }
    c->retryMs = c->config.firstRetryMs;
    c->seat = GAME_NOBODY;
    atomic_init(&c->stop, 0);
    atomic_init(&c->status, (int)TABLE_CLIENT_CONNECTING);
    pthread_mutex_init(&c->lock, NULL);
    pthread_cond_init(&c->arrived, NULL);
    /* A silent host (a half-open socket) is pinged after 20 s and given up after 60 s, as the host treats devices. */
    c->idle.secs_since_valid_ping = 20;
    c->idle.secs_since_valid_hangup = 60;
    c->protocols[0] = (struct lws_protocols){.name = "parlour-table", .callback = Callback, .rx_buffer_size = 65536};
    lws_set_log_level(0, NULL);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = CONTEXT_PORT_NO_LISTEN;
    info.protocols = c->protocols;
    info.user = c;
    c->context = lws_create_context(&info);
    if (c->context == NULL || pthread_create(&c->thread, NULL, Run, c) != 0) {
        if (c->context != NULL) {
            lws_context_destroy(c->context);
        }
        pthread_mutex_destroy(&c->lock);
        pthread_cond_destroy(&c->arrived);
        free(c);
        snprintf(problem, size, "The network could not be started on this computer.");
        return NULL;
    }
    return c;
}

bool TableClient_Act(TableClient *c, const char *action)
{
    if (c == NULL || atomic_load(&c->status) == TABLE_CLIENT_FAILED) {
        return false;
    }
    char *text = TableProtocol_Act(action);
    bool ok = text != NULL && Queue(c, text, false);
    free(text);
    lws_cancel_service(c->context);
    return ok;
}

void TableClient_Leave(TableClient *c)
{
    if (c == NULL) {
        return;
    }
    bool joined = atomic_load(&c->status) == TABLE_CLIENT_JOINED;
    Queue(c, "{\"type\":\"leave\"}", false);
    pthread_mutex_lock(&c->lock);
    c->leaving = true;
    pthread_mutex_unlock(&c->lock);
    lws_cancel_service(c->context);
    /* A short wait, so the host hears it before the connection is cut (the table is going from the screen anyway). */
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_nsec += 500 * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&c->lock);
    while (joined && !c->left && pthread_cond_timedwait(&c->arrived, &c->lock, &until) == 0) {
    }
    pthread_mutex_unlock(&c->lock);
}

TableEvent *TableClient_Next(TableClient *c)
{
    pthread_mutex_lock(&c->lock);
    TableEvent *ev = c->head;
    if (ev != NULL) {
        c->head = ev->next;
        if (c->head == NULL) {
            c->tail = NULL;
        }
        ev->next = NULL;
    }
    pthread_mutex_unlock(&c->lock);
    return ev;
}

bool TableClient_Wait(TableClient *c, int ms)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += ms / 1000;
    until.tv_nsec += (long)(ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&c->lock);
    while (c->head == NULL) {
        if (pthread_cond_timedwait(&c->arrived, &c->lock, &until) != 0) {
            break;
        }
    }
    bool any = c->head != NULL;
    pthread_mutex_unlock(&c->lock);
    return any;
}

TableClientStatus TableClient_Status(const TableClient *c)
{
    return (TableClientStatus)atomic_load(&c->status);
}

void TableClient_Stop(TableClient *c)
{
    if (c == NULL) {
        return;
    }
    atomic_store(&c->stop, 1);
    lws_cancel_service(c->context);
    pthread_join(c->thread, NULL);
    ClearOut(c);
    TableEvent *ev;
    while ((ev = TableClient_Next(c)) != NULL) {
        TableEvent_Free(ev);
    }
    free(c->rx);
    pthread_mutex_destroy(&c->lock);
    pthread_cond_destroy(&c->arrived);
    free(c);
}

void TableEvent_Free(TableEvent *ev)
{
    if (ev == NULL) {
        return;
    }
    free(ev->view);
    free(ev->choices);
    free(ev->record);
    free(ev);
}
