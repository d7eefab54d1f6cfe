/* bench_host.c: simulated people at many tables of a running parlour-host, over WebSocket on loopback; prints the figures. */
#define _GNU_SOURCE /* accept4-free epoll, clock_gettime */
#include "bench_host.h"

#include <arpa/inet.h>
#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

/*
 * The room is a parlour-host started by scripts/bench-host.sh with every
 * seat a person's; its printed links (read from a file) give each seat's
 * code and token. Each seat is one simulated person on one WebSocket: it
 * says hello, and whenever its view lists choices it picks one at random
 * and sends it after a pause (the pace), or at once (saturation). The
 * figures:
 *
 *   - tables held: tables whose every seat joined and was never dropped;
 *   - the time from an action sent to the last of its table's seats
 *     receiving the view after it (every seat's view), its median and p99,
 *     at the stated pace (each table acts once every pace, on average);
 *   - actions a second at saturation (every person answers at once);
 *   - the host's resident memory (VmRSS of its pid), and its CPU time in
 *     each phase, so it is plain which side was the bottleneck.
 *
 * The WebSocket client is written here (RFC 6455, client side: masked
 * frames out, pings answered) on one epoll loop, so 4,000 connections cost
 * the driver little. Nothing here is a ctest: it is run on purpose.
 */

#define SEATS_MAX 4
#define TABLES_MAX 4000
#define LINE_MAX_BENCH 512
#define IN_FLIGHT 16

typedef enum ConnState {
    CONN_CONNECTING = 0,
    CONN_UPGRADING,
    CONN_OPEN,
    CONN_CLOSED
} ConnState;

typedef struct Conn {
    int fd;
    int table;
    int seat;
    ConnState state;
    bool welcomed;
    unsigned char *in;
    size_t inLen, inCap;
    char *msg; /* a message put together from fragments */
    size_t msgLen, msgCap;
    unsigned char *out;
    size_t outLen, outCap;
    char action[160]; /* the act it will send when due */
    double dueAt;     /* 0: nothing to send */
    int heapIndex;
    unsigned nextAct; /* the table's action whose view it waits for next */
} Conn;

typedef struct Table {
    char code[16];
    int seats;
    int conn[SEATS_MAX];
    /* Actions in flight: when each was sent and how many seats have yet to receive the view after it. A seat may
       act on its view before the others have theirs, so more than one can be in flight. */
    double sentAt[IN_FLIGHT];
    int viewsLeft[IN_FLIGHT];
    unsigned acts; /* sent so far */
    bool over;
} Table;

static Conn *gConns;
static int gConnCount;
static Table *gTables;
static int gTableCount;
static int gPort;
static int gEpoll;
static double gPaceMs = 2000.0;
static bool gSaturate;
static bool gMeasure;
static double *gLatency; /* ms */
static size_t gLatencyCount, gLatencyCap;
static unsigned long gActions; /* actions whose every view arrived, in the current phase */
static unsigned long gRefused, gDropped, gSent;
static unsigned long long gBytes; /* of messages received, in the current phase */
static uint64_t gRng = 0x9E3779B97F4A7C15ULL;
static bool gStarted; /* every seat has joined: acts may be sent */
static char gTokens[TABLES_MAX * SEATS_MAX][40];

/* ---- Small things ---- */

static double NowMs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static uint64_t Rand(void)
{
    gRng ^= gRng << 13;
    gRng ^= gRng >> 7;
    gRng ^= gRng << 17;
    return gRng;
}

static void *Grow(void *p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap) {
        return p;
    }
    size_t c = *cap > 0 ? *cap : 256;
    while (c < need) {
        c *= 2;
    }
    void *q = realloc(p, c * elem);
    if (q == NULL) {
        fprintf(stderr, "bench_host: out of memory\n");
        exit(1);
    }
    *cap = c;
    return q;
}

/* ---- Timers: a binary heap of connections by dueAt ---- */

static int *gHeap;
static int gHeapCount;

static void HeapSwap(int a, int b)
{
    int t = gHeap[a];
    gHeap[a] = gHeap[b];
    gHeap[b] = t;
    gConns[gHeap[a]].heapIndex = a;
    gConns[gHeap[b]].heapIndex = b;
}

static void HeapUp(int i)
{
    while (i > 0 && gConns[gHeap[(i - 1) / 2]].dueAt > gConns[gHeap[i]].dueAt) {
        HeapSwap(i, (i - 1) / 2);
        i = (i - 1) / 2;
    }
}

static void HeapDown(int i)
{
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < gHeapCount && gConns[gHeap[l]].dueAt < gConns[gHeap[m]].dueAt) {
            m = l;
        }
        if (r < gHeapCount && gConns[gHeap[r]].dueAt < gConns[gHeap[m]].dueAt) {
            m = r;
        }
        if (m == i) {
            return;
        }
        HeapSwap(i, m);
        i = m;
    }
}

static void Schedule(int c, double at)
{
    gConns[c].dueAt = at;
    if (gConns[c].heapIndex < 0) {
        gConns[c].heapIndex = gHeapCount;
        gHeap[gHeapCount++] = c;
        HeapUp(gHeapCount - 1);
    } else {
        HeapUp(gConns[c].heapIndex);
        HeapDown(gConns[c].heapIndex);
    }
}

static int HeapPop(void)
{
    int c = gHeap[0];
    gConns[c].heapIndex = -1;
    gHeapCount--;
    if (gHeapCount > 0) {
        gHeap[0] = gHeap[gHeapCount];
        gConns[gHeap[0]].heapIndex = 0;
        HeapDown(0);
    }
    return c;
}

/* ---- Output ---- */

static void Flush(Conn *c)
{
    while (c->outLen > 0 && c->state != CONN_CLOSED) {
        ssize_t n = send(c->fd, c->out, c->outLen, MSG_NOSIGNAL);
        if (n < 0) {
            if (errno == EAGAIN || errno == EWOULDBLOCK) {
                struct epoll_event ev = {.events = EPOLLIN | EPOLLOUT, .data.u32 = (uint32_t)(c - gConns)};
                epoll_ctl(gEpoll, EPOLL_CTL_MOD, c->fd, &ev);
                return;
            }
            c->state = CONN_CLOSED;
            return;
        }
        memmove(c->out, c->out + n, c->outLen - (size_t)n);
        c->outLen -= (size_t)n;
    }
}

static void QueueBytes(Conn *c, const void *data, size_t len)
{
    c->out = Grow(c->out, &c->outCap, c->outLen + len, 1);
    memcpy(c->out + c->outLen, data, len);
    c->outLen += len;
}

/* One masked frame, as a client's must be. */
static void SendFrame(Conn *c, int opcode, const void *data, size_t len)
{
    unsigned char head[14];
    size_t h = 0;
    head[h++] = (unsigned char)(0x80 | opcode);
    if (len < 126) {
        head[h++] = (unsigned char)(0x80 | len);
    } else if (len < 65536) {
        head[h++] = 0x80 | 126;
        head[h++] = (unsigned char)(len >> 8);
        head[h++] = (unsigned char)len;
    } else {
        head[h++] = 0x80 | 127;
        for (int i = 7; i >= 0; i--) {
            head[h++] = (unsigned char)((uint64_t)len >> (8 * i));
        }
    }
    uint32_t mask = (uint32_t)Rand();
    unsigned char m[4] = {(unsigned char)mask, (unsigned char)(mask >> 8), (unsigned char)(mask >> 16),
                          (unsigned char)(mask >> 24)};
    memcpy(head + h, m, 4);
    h += 4;
    QueueBytes(c, head, h);
    c->out = Grow(c->out, &c->outCap, c->outLen + len, 1);
    const unsigned char *d = data;
    for (size_t i = 0; i < len; i++) {
        c->out[c->outLen + i] = d[i] ^ m[i & 3];
    }
    c->outLen += len;
    Flush(c);
}

/* ---- Choosing ---- */

/* A random choice of the view's list: a listed action, or a set of cards from a pick (docs/table-protocol.md). */
static bool Choose(const cJSON *choices, char *out, size_t size)
{
    int n = cJSON_GetArraySize(choices);
    if (n <= 0) {
        return false;
    }
    const cJSON *c = cJSON_GetArrayItem(choices, (int)(Rand() % (uint64_t)n));
    const cJSON *action = cJSON_GetObjectItemCaseSensitive(c, "action");
    if (cJSON_IsString(action)) {
        snprintf(out, size, "%s", action->valuestring);
        return true;
    }
    const cJSON *pick = cJSON_GetObjectItemCaseSensitive(c, "pick");
    const cJSON *cards = cJSON_GetObjectItemCaseSensitive(c, "cards");
    const cJSON *min = cJSON_GetObjectItemCaseSensitive(c, "min");
    const cJSON *max = cJSON_GetObjectItemCaseSensitive(c, "max");
    if (!cJSON_IsString(pick) || !cJSON_IsArray(cards) || !cJSON_IsNumber(min) || !cJSON_IsNumber(max)) {
        return false;
    }
    int have = cJSON_GetArraySize(cards);
    int lo = min->valueint, hi = max->valueint;
    if (have <= 0 || lo < 0 || hi < lo || hi > have || have > 64) {
        return false;
    }
    int k = lo + (int)(Rand() % (uint64_t)(hi - lo + 1));
    int order[64];
    for (int i = 0; i < have; i++) {
        order[i] = i;
    }
    for (int i = 0; i < k; i++) {
        int j = i + (int)(Rand() % (uint64_t)(have - i));
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    size_t used = (size_t)snprintf(out, size, "%s", pick->valuestring);
    for (int i = 0; i < k && used < size; i++) {
        used += (size_t)snprintf(out + used, size - used, " %s", cJSON_GetArrayItem(cards, order[i])->valuestring);
    }
    return used < size;
}

/* ---- Input ---- */

static void Closed(Conn *c)
{
    if (c->state == CONN_CLOSED) {
        return;
    }
    c->state = CONN_CLOSED;
    gDropped++;
    epoll_ctl(gEpoll, EPOLL_CTL_DEL, c->fd, NULL);
    close(c->fd);
}

static void OnMessage(Conn *c, const char *text, size_t len)
{
    Table *t = &gTables[c->table];
    gBytes += len;
    /* The host writes "type" first: most messages need no parse at all. */
    if (len > 15 && strncmp(text, "{\"type\":\"view\"", 14) == 0) {
        double now = NowMs();
        if (c->nextAct < t->acts) {
            int k = (int)(c->nextAct++ % IN_FLIGHT);
            if (--t->viewsLeft[k] == 0) {
                if (gMeasure) {
                    gLatency = Grow(gLatency, &gLatencyCap, gLatencyCount + 1, sizeof *gLatency);
                    gLatency[gLatencyCount++] = now - t->sentAt[k];
                }
                gActions++;
            }
        }
        if (strstr(text, "\"choices\":[]") != NULL) {
            if (strstr(text, "\"toAct\":null") != NULL) {
                t->over = true;
            }
            return;
        }
        cJSON *root = cJSON_ParseWithLength(text, len);
        const cJSON *choices = cJSON_GetObjectItemCaseSensitive(root, "choices");
        if (Choose(choices, c->action, sizeof c->action)) {
            /* Before everyone is in, the act waits (a table starts when its seats are full). */
            double pause = gSaturate ? 0.0 : gPaceMs * (0.5 + (double)(Rand() % 1000) / 1000.0);
            Schedule((int)(c - gConns), gStarted ? now + pause : 1e300);
        }
        cJSON_Delete(root);
    } else if (len > 15 && strncmp(text, "{\"type\":\"welcome\"", 17) == 0) {
        c->welcomed = true;
    } else if (len > 15 && strncmp(text, "{\"type\":\"refused\"", 17) == 0) {
        gRefused++;
        if (gRefused <= 5) {
            fprintf(stderr, "bench_host: refused at table %s seat %d: %.*s\n", t->code, c->seat, (int)len, text);
        }
    }
}

/* Frames from the host: text (perhaps in fragments), pings answered, a close. */
static void ReadFrames(Conn *c)
{
    size_t pos = 0;
    while (c->inLen - pos >= 2) {
        unsigned char *p = c->in + pos;
        bool fin = (p[0] & 0x80) != 0;
        int opcode = p[0] & 0x0F;
        uint64_t len = p[1] & 0x7F;
        size_t h = 2;
        if (len == 126) {
            if (c->inLen - pos < 4) {
                break;
            }
            len = (uint64_t)p[2] << 8 | p[3];
            h = 4;
        } else if (len == 127) {
            if (c->inLen - pos < 10) {
                break;
            }
            len = 0;
            for (int i = 0; i < 8; i++) {
                len = len << 8 | p[2 + i];
            }
            h = 10;
        }
        if (c->inLen - pos < h + len) {
            break;
        }
        const unsigned char *payload = p + h;
        if (opcode == 0x9) {
            SendFrame(c, 0xA, payload, (size_t)len);
        } else if (opcode == 0x8) {
            Closed(c);
            return;
        } else if (opcode == 0x1 || opcode == 0x0) {
            c->msg = Grow(c->msg, &c->msgCap, c->msgLen + (size_t)len + 1, 1);
            memcpy(c->msg + c->msgLen, payload, (size_t)len);
            c->msgLen += (size_t)len;
            if (fin) {
                c->msg[c->msgLen] = '\0';
                OnMessage(c, c->msg, c->msgLen);
                c->msgLen = 0;
            }
        }
        pos += h + (size_t)len;
    }
    memmove(c->in, c->in + pos, c->inLen - pos);
    c->inLen -= pos;
}

static void Hello(Conn *c)
{
    Table *t = &gTables[c->table];
    char text[256];
    /* The token is the seat's secret: it goes in the hello only, as a phone sends it. */
    snprintf(text, sizeof text,
             "{\"type\":\"hello\",\"protocol\":1,\"rules\":1,\"table\":\"%s\",\"token\":\"%s\",\"name\":\"Bench %d\"}",
             t->code, gTokens[c - gConns], c->seat);
    SendFrame(c, 0x1, text, strlen(text));
}

static void OnReadable(Conn *c)
{
    for (;;) {
        c->in = Grow(c->in, &c->inCap, c->inLen + 65536, 1);
        ssize_t n = recv(c->fd, c->in + c->inLen, c->inCap - c->inLen, 0);
        if (n == 0) {
            Closed(c);
            return;
        }
        if (n < 0) {
            if (errno != EAGAIN && errno != EWOULDBLOCK) {
                Closed(c);
            }
            break;
        }
        c->inLen += (size_t)n;
    }
    if (c->state == CONN_UPGRADING) {
        c->in = Grow(c->in, &c->inCap, c->inLen + 1, 1);
        c->in[c->inLen] = '\0';
        char *end = strstr((char *)c->in, "\r\n\r\n");
        if (end == NULL) {
            return;
        }
        if (strncmp((char *)c->in, "HTTP/1.1 101", 12) != 0) {
            fprintf(stderr, "bench_host: the host refused the upgrade: %.40s\n", (char *)c->in);
            Closed(c);
            return;
        }
        size_t head = (size_t)(end + 4 - (char *)c->in);
        memmove(c->in, c->in + head, c->inLen - head);
        c->inLen -= head;
        c->state = CONN_OPEN;
        Hello(c);
    }
    if (c->state == CONN_OPEN) {
        ReadFrames(c);
    }
}

static void OnWritable(Conn *c)
{
    if (c->state == CONN_CONNECTING) {
        int err = 0;
        socklen_t l = sizeof err;
        getsockopt(c->fd, SOL_SOCKET, SO_ERROR, &err, &l);
        if (err != 0) {
            Closed(c);
            return;
        }
        c->state = CONN_UPGRADING;
        char req[512];
        int n = snprintf(req, sizeof req,
                         "GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                         "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                         "Sec-WebSocket-Protocol: parlour-table\r\n\r\n",
                         gPort);
        QueueBytes(c, req, (size_t)n);
    }
    struct epoll_event ev = {.events = EPOLLIN, .data.u32 = (uint32_t)(c - gConns)};
    epoll_ctl(gEpoll, EPOLL_CTL_MOD, c->fd, &ev);
    Flush(c);
}

static bool Connect(Conn *c)
{
    c->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    if (c->fd < 0) {
        fprintf(stderr, "bench_host: no socket: %s (raise ulimit -n)\n", strerror(errno));
        return false;
    }
    int one = 1;
    setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)gPort)};
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    if (connect(c->fd, (struct sockaddr *)&a, sizeof a) != 0 && errno != EINPROGRESS) {
        fprintf(stderr, "bench_host: cannot connect: %s\n", strerror(errno));
        return false;
    }
    c->state = CONN_CONNECTING;
    struct epoll_event ev = {.events = EPOLLIN | EPOLLOUT, .data.u32 = (uint32_t)(c - gConns)};
    epoll_ctl(gEpoll, EPOLL_CTL_ADD, c->fd, &ev);
    return true;
}

/* Runs the loop until `until` (ms); sends the acts that fall due. */
static void Loop(double until)
{
    struct epoll_event evs[256];
    for (;;) {
        double now = NowMs();
        while (gHeapCount > 0 && gConns[gHeap[0]].dueAt <= now) {
            int ci = HeapPop();
            Conn *c = &gConns[ci];
            Table *t = &gTables[c->table];
            if (c->state != CONN_OPEN || t->over) {
                continue;
            }
            t->sentAt[t->acts % IN_FLIGHT] = NowMs();
            t->viewsLeft[t->acts % IN_FLIGHT] = t->seats;
            t->acts++;
            gSent++;
            char text[256];
            snprintf(text, sizeof text, "{\"type\":\"act\",\"action\":\"%s\"}", c->action);
            SendFrame(c, 0x1, text, strlen(text));
        }
        if (now >= until) {
            return;
        }
        double next = until;
        if (gHeapCount > 0 && gConns[gHeap[0]].dueAt < next) {
            next = gConns[gHeap[0]].dueAt;
        }
        int wait = (int)(next - now);
        int n = epoll_wait(gEpoll, evs, 256, wait < 0 ? 0 : wait);
        for (int i = 0; i < n; i++) {
            Conn *c = &gConns[evs[i].data.u32];
            if (c->state == CONN_CLOSED) {
                continue;
            }
            if (evs[i].events & (EPOLLOUT)) {
                OnWritable(c);
            }
            if (c->state != CONN_CLOSED && (evs[i].events & (EPOLLIN | EPOLLHUP | EPOLLERR))) {
                OnReadable(c);
            }
        }
    }
}

/* The links parlour-host printed: "  South  http://127.0.0.1:PORT/#table=CODE&seat=S&token=T". */
static bool ReadLinks(const char *path, int limit)
{
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        fprintf(stderr, "bench_host: cannot read the links in %s\n", path);
        return false;
    }
    gTables = calloc(TABLES_MAX, sizeof *gTables);
    gConns = calloc(TABLES_MAX * SEATS_MAX, sizeof *gConns);
    char line[LINE_MAX_BENCH];
    while (fgets(line, sizeof line, f) != NULL) {
        const char *hash = strstr(line, "/#table=");
        const char *colon = strstr(line, "http://127.0.0.1:");
        int seat;
        char code[16], token[40];
        if (hash == NULL || colon == NULL ||
            sscanf(hash, "/#table=%15[A-Z0-9]&seat=%d&token=%39[0-9a-f]", code, &seat, token) != 3) {
            continue;
        }
        gPort = atoi(colon + strlen("http://127.0.0.1:"));
        if (gTableCount == 0 || strcmp(gTables[gTableCount - 1].code, code) != 0) {
            if (gTableCount == limit || gTableCount == TABLES_MAX) {
                break;
            }
            snprintf(gTables[gTableCount].code, sizeof gTables[gTableCount].code, "%s", code);
            gTableCount++;
        }
        Table *t = &gTables[gTableCount - 1];
        if (t->seats == SEATS_MAX) {
            continue;
        }
        Conn *c = &gConns[gConnCount];
        memset(c, 0, sizeof *c);
        c->table = gTableCount - 1;
        c->seat = seat;
        c->heapIndex = -1;
        snprintf(gTokens[gConnCount], sizeof gTokens[0], "%s", token);
        t->conn[t->seats++] = gConnCount++;
    }
    fclose(f);
    return gTableCount > 0;
}

static long RssKiB(int pid)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", pid);
    FILE *f = fopen(path, "r");
    long kib = -1;
    while (f != NULL && fgets(line, sizeof line, f) != NULL) {
        if (sscanf(line, "VmRSS: %ld", &kib) == 1) {
            break;
        }
    }
    if (f != NULL) {
        fclose(f);
    }
    return kib;
}

/* The host's CPU time (user + system), in seconds. */
static double CpuSeconds(int pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", pid);
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        return 0;
    }
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    const char *p = strrchr(buf, ')');
    unsigned long ut = 0, st = 0;
    if (p == NULL || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ut, &st) != 2) {
        return 0;
    }
    return (double)(ut + st) / (double)sysconf(_SC_CLK_TCK);
}

static double SelfCpuSeconds(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 + (double)ru.ru_stime.tv_sec +
           (double)ru.ru_stime.tv_usec / 1e6;
}

static int CompareDouble(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double Percentile(double p)
{
    if (gLatencyCount == 0) {
        return 0;
    }
    size_t i = (size_t)(p * (double)(gLatencyCount - 1) + 0.5);
    return gLatency[i];
}

static int TablesHeld(void)
{
    int held = 0;
    for (int i = 0; i < gTableCount; i++) {
        bool all = true;
        for (int s = 0; s < gTables[i].seats; s++) {
            const Conn *c = &gConns[gTables[i].conn[s]];
            all = all && c->state == CONN_OPEN && c->welcomed;
        }
        held += all;
    }
    return held;
}

static int TablesOver(void)
{
    int over = 0;
    for (int i = 0; i < gTableCount; i++) {
        over += gTables[i].over;
    }
    return over;
}

static void Usage(void)
{
    fprintf(stderr, "Usage: bench_host --sizes [GAMES]\n"
                    "       bench_host --links FILE --pid PID [--tables N] [--pace-ms MS] [--seconds S]\n"
                    "                  [--saturate-seconds S]\n"
                    "Run through scripts/bench-host.sh, which starts the room and reads its links.\n");
}

int main(int argc, char **argv)
{
    const char *links = NULL;
    int pid = 0, limit = TABLES_MAX;
    double seconds = 30, saturateSeconds = 10;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--sizes") == 0) {
            return BenchSizes_Run(i + 1 < argc ? atoi(argv[i + 1]) : 3);
        }
        if (i + 1 >= argc) {
            Usage();
            return 2;
        }
        const char *v = argv[++i];
        if (strcmp(argv[i - 1], "--links") == 0) {
            links = v;
        } else if (strcmp(argv[i - 1], "--pid") == 0) {
            pid = atoi(v);
        } else if (strcmp(argv[i - 1], "--tables") == 0) {
            limit = atoi(v);
        } else if (strcmp(argv[i - 1], "--pace-ms") == 0) {
            gPaceMs = atof(v);
        } else if (strcmp(argv[i - 1], "--seconds") == 0) {
            seconds = atof(v);
        } else if (strcmp(argv[i - 1], "--saturate-seconds") == 0) {
            saturateSeconds = atof(v);
        } else {
            Usage();
            return 2;
        }
    }
    if (links == NULL || pid <= 0 || !ReadLinks(links, limit)) {
        Usage();
        return 2;
    }
    gEpoll = epoll_create1(0);
    gHeap = calloc((size_t)gConnCount, sizeof *gHeap);
    long rssBefore = RssKiB(pid);

    /* Joining: a few hundred handshakes at a time, as a room fills over minutes, not in one instant. */
    double start = NowMs();
    for (int i = 0; i < gConnCount; i++) {
        if (!Connect(&gConns[i])) {
            return 1;
        }
        if (i % 200 == 199) {
            Loop(NowMs() + 20);
        }
    }
    while (NowMs() - start < 30000) {
        Loop(NowMs() + 100);
        int welcomed = 0;
        for (int i = 0; i < gConnCount; i++) {
            welcomed += gConns[i].welcomed || gConns[i].state == CONN_CLOSED;
        }
        if (welcomed == gConnCount) {
            break;
        }
    }
    printf("joined: %d of %d tables held (%d connections) in %.1f s\n", TablesHeld(), gTableCount, gConnCount,
           (NowMs() - start) / 1000.0);

    /* Paced: each table acts about once a pace; the first pace and a half is not measured (everyone's first act). */
    gStarted = true;
    double begin = NowMs();
    for (int i = 0; i < gHeapCount; i++) {
        gConns[gHeap[i]].dueAt = begin + gPaceMs * (double)(Rand() % 1000) / 1000.0;
    }
    for (int i = gHeapCount / 2; i >= 0; i--) {
        HeapDown(i);
    }
    Loop(NowMs() + gPaceMs * 1.5);
    gMeasure = true;
    gActions = 0;
    gBytes = 0;
    double cpu0 = CpuSeconds(pid), self0 = SelfCpuSeconds(), t0 = NowMs();
    Loop(t0 + seconds * 1000.0);
    double wall = (NowMs() - t0) / 1000.0;
    double hostCpu = (CpuSeconds(pid) - cpu0) / wall * 100.0;
    double selfCpu = (SelfCpuSeconds() - self0) / wall * 100.0;
    gMeasure = false;
    long rss = RssKiB(pid);
    qsort(gLatency, gLatencyCount, sizeof *gLatency, CompareDouble);
    printf("paced (one action every %.1f s a table, %.0f s): %lu actions, %.0f a second; action to every seat's view: "
           "median %.2f ms, p99 %.2f ms, max %.2f ms; host CPU %.0f%%, driver CPU %.0f%%\n",
           gPaceMs / 1000.0, wall, gActions, (double)gActions / wall, Percentile(0.5), Percentile(0.99),
           gLatencyCount > 0 ? gLatency[gLatencyCount - 1] : 0.0, hostCpu, selfCpu);
    printf("sent by the host: %.1f KB an action (every seat's move and view), %.2f MB a second\n",
           gActions > 0 ? (double)gBytes / (double)gActions / 1000.0 : 0.0, (double)gBytes / wall / 1e6);
    printf("host memory: VmRSS %ld KiB with %d tables at play (%ld KiB before they joined)\n", rss, gTableCount,
           rssBefore);

    if (saturateSeconds > 0) {
        /* Saturation: every person answers at once; the actions whose every view arrived are counted. */
        gSaturate = true;
        for (int i = 0; i < gHeapCount; i++) {
            gConns[gHeap[i]].dueAt = 0;
        }
        Loop(NowMs() + 1000);
        gActions = 0;
        gLatencyCount = 0;
        gMeasure = true;
        cpu0 = CpuSeconds(pid);
        self0 = SelfCpuSeconds();
        t0 = NowMs();
        Loop(t0 + saturateSeconds * 1000.0);
        wall = (NowMs() - t0) / 1000.0;
        hostCpu = (CpuSeconds(pid) - cpu0) / wall * 100.0;
        selfCpu = (SelfCpuSeconds() - self0) / wall * 100.0;
        qsort(gLatency, gLatencyCount, sizeof *gLatency, CompareDouble);
        printf("saturated (%.0f s): %lu actions, %.0f a second; action to every view: median %.2f ms, p99 %.2f ms; "
               "host CPU %.0f%%, driver CPU %.0f%%\n",
               wall, gActions, (double)gActions / wall, Percentile(0.5), Percentile(0.99), hostCpu, selfCpu);
    }
    printf("tables held at the end: %d of %d (%d games over); refusals %lu, connections dropped %lu, acts sent %lu\n",
           TablesHeld(), gTableCount, TablesOver(), gRefused, gDropped, gSent);
    return 0;
}
