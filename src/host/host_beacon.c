/* host_beacon.c: a host's tables announced by UDP broadcast on the local network, and a Parlour's list of what it hears. */
#define _DEFAULT_SOURCE /* getifaddrs, the sockets API */
#include "host_beacon.h"

#include <arpa/inet.h>
#include <cjson/cJSON.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define BEACON_VERSION 1
#define MAX_DESTINATIONS 8

static long long NowMs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ---- Announcing ---- */

struct HostBeacon {
    int fd;
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    bool stop;
    char text[HOST_BEACON_MAX + 1];
    size_t length;
    struct sockaddr_in to[MAX_DESTINATIONS];
    int toCount;
};

size_t HostBeacon_Format(const HostRoom *room, int port, const char *hostName, char *out, size_t size)
{
    /* As many tables as fit one datagram, up to HOST_BEACON_TABLES: each is about 110 bytes. */
    for (int listed = room->count < HOST_BEACON_TABLES ? room->count : HOST_BEACON_TABLES; listed >= 0; listed--) {
        cJSON *root = cJSON_CreateObject();
        cJSON_AddNumberToObject(root, "parlour", BEACON_VERSION);
        cJSON_AddNumberToObject(root, "protocol", TABLE_PROTOCOL_VERSION);
        cJSON_AddNumberToObject(root, "port", port);
        cJSON_AddStringToObject(root, "host", hostName);
        cJSON *tables = cJSON_AddArrayToObject(root, "tables");
        for (int i = 0; i < listed; i++) {
            const HostTable *t = room->tables[i];
            const GameRules *rules = t->host.rules;
            const char *variant = rules->variantName != NULL ? rules->variantName(t->variant) : NULL;
            int people = 0;
            for (int s = 0; s < t->host.seating.count; s++) {
                people += t->seat[s].token[0] != '\0';
            }
            cJSON *e = cJSON_CreateObject();
            cJSON_AddStringToObject(e, "code", t->code);
            cJSON_AddStringToObject(e, "game", rules->name);
            cJSON_AddStringToObject(e, "title", rules->title);
            cJSON_AddStringToObject(e, "variant", variant != NULL ? variant : "");
            cJSON_AddNumberToObject(e, "seats", t->host.seating.count);
            cJSON_AddNumberToObject(e, "people", people);
            cJSON_AddItemToArray(tables, e);
        }
        char *text = cJSON_PrintUnformatted(root);
        cJSON_Delete(root);
        size_t length = text != NULL ? strlen(text) : 0;
        if (text != NULL && length <= HOST_BEACON_MAX && length < size) {
            memcpy(out, text, length + 1);
            free(text);
            return length;
        }
        free(text);
    }
    return 0;
}

static void AddDestination(HostBeacon *b, struct in_addr address, int port)
{
    for (int i = 0; i < b->toCount; i++) {
        if (b->to[i].sin_addr.s_addr == address.s_addr) {
            return;
        }
    }
    if (b->toCount < MAX_DESTINATIONS) {
        struct sockaddr_in *to = &b->to[b->toCount++];
        memset(to, 0, sizeof *to);
        to->sin_family = AF_INET;
        to->sin_port = htons((uint16_t)port);
        to->sin_addr = address;
    }
}

/* Where to announce: the broadcast address of each network the host listens on, and this computer. */
static void Destinations(HostBeacon *b, const char *listenAddress, int port)
{
    struct in_addr loopback = {htonl(INADDR_LOOPBACK)};
    struct in_addr listen;
    bool every = strcmp(listenAddress, "0.0.0.0") == 0 || strcmp(listenAddress, "::") == 0;
    bool v4 = inet_pton(AF_INET, listenAddress, &listen) == 1;
    if (!every && v4 && (ntohl(listen.s_addr) >> 24) == 127) {
        AddDestination(b, loopback, port); /* a host on loopback is seen from this computer only */
        return;
    }
    struct ifaddrs *list;
    if (getifaddrs(&list) == 0) {
        for (struct ifaddrs *a = list; a != NULL; a = a->ifa_next) {
            if (a->ifa_addr == NULL || a->ifa_addr->sa_family != AF_INET || !(a->ifa_flags & IFF_UP) ||
                !(a->ifa_flags & IFF_BROADCAST) || a->ifa_broadaddr == NULL) {
                continue;
            }
            const struct sockaddr_in *mine = (const struct sockaddr_in *)a->ifa_addr;
            if (every || (v4 && mine->sin_addr.s_addr == listen.s_addr)) {
                AddDestination(b, ((const struct sockaddr_in *)a->ifa_broadaddr)->sin_addr, port);
            }
        }
        freeifaddrs(list);
    }
    if (every) {
        AddDestination(b, loopback, port);
    }
}

static void *Announce(void *arg)
{
    HostBeacon *b = arg;
    pthread_mutex_lock(&b->lock);
    while (!b->stop) {
        for (int i = 0; i < b->toCount; i++) {
            /* A network that is down refuses this one; the next turn tries again. */
            sendto(b->fd, b->text, b->length, 0, (const struct sockaddr *)&b->to[i], sizeof b->to[i]);
        }
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += HOST_BEACON_EVERY_MS / 1000;
        until.tv_nsec += (long)(HOST_BEACON_EVERY_MS % 1000) * 1000000L;
        if (until.tv_nsec >= 1000000000L) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000L;
        }
        while (!b->stop && pthread_cond_timedwait(&b->wake, &b->lock, &until) == 0) {
        }
    }
    pthread_mutex_unlock(&b->lock);
    return NULL;
}

HostBeacon *HostBeacon_Start(const HostRoom *room, const char *listenAddress, int port, int beaconPort,
                             char *problem, size_t size)
{
    HostBeacon *b = calloc(1, sizeof *b);
    if (b == NULL) {
        snprintf(problem, size, "Out of memory.");
        return NULL;
    }
    char name[64] = "";
    if (gethostname(name, sizeof name - 1) != 0) {
        snprintf(name, sizeof name, "Parlour");
    }
    name[sizeof name - 1] = '\0';
    b->length = HostBeacon_Format(room, port, name, b->text, sizeof b->text);
    Destinations(b, listenAddress, beaconPort > 0 ? beaconPort : HOST_BEACON_PORT);
    b->fd = socket(AF_INET, SOCK_DGRAM, 0);
    int one = 1;
    if (b->length == 0 || b->fd < 0 || setsockopt(b->fd, SOL_SOCKET, SO_BROADCAST, &one, sizeof one) != 0) {
        snprintf(problem, size, "The tables cannot be announced on the local network (no UDP socket).");
        if (b->fd >= 0) {
            close(b->fd);
        }
        free(b);
        return NULL;
    }
    pthread_mutex_init(&b->lock, NULL);
    pthread_cond_init(&b->wake, NULL);
    if (pthread_create(&b->thread, NULL, Announce, b) != 0) {
        snprintf(problem, size, "The tables cannot be announced on the local network (no thread).");
        close(b->fd);
        free(b);
        return NULL;
    }
    return b;
}

void HostBeacon_Stop(HostBeacon *b)
{
    if (b == NULL) {
        return;
    }
    pthread_mutex_lock(&b->lock);
    b->stop = true;
    pthread_cond_broadcast(&b->wake);
    pthread_mutex_unlock(&b->lock);
    pthread_join(b->thread, NULL);
    close(b->fd);
    pthread_mutex_destroy(&b->lock);
    pthread_cond_destroy(&b->wake);
    free(b);
}

/* ---- Listening ---- */

struct TableDiscovery {
    int fd;
    int port;
    pthread_t thread;
    atomic_int stop;
    pthread_mutex_t lock;
    FoundHost hosts[HOST_BEACON_HOSTS];
    int count;
};

static bool Text(const cJSON *o, const char *name, char *out, size_t max, bool code)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);
    if (!cJSON_IsString(v) || strlen(v->valuestring) >= max) {
        return false;
    }
    for (const unsigned char *p = (const unsigned char *)v->valuestring; *p != '\0'; p++) {
        bool alnum = (*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9');
        if (*p < 0x20 || *p == 0x7f || (code && !alnum)) {
            return false;
        }
    }
    snprintf(out, max, "%s", v->valuestring);
    return true;
}

static bool Int(const cJSON *o, const char *name, int lo, int hi, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);
    if (!cJSON_IsNumber(v) || v->valuedouble != (double)(int)v->valuedouble || v->valuedouble < lo ||
        v->valuedouble > hi) {
        return false;
    }
    *out = (int)v->valuedouble;
    return true;
}

bool TableDiscovery_Parse(const char *text, size_t length, FoundHost *out)
{
    memset(out, 0, sizeof *out);
    if (length > HOST_BEACON_MAX) {
        return false;
    }
    cJSON *root = cJSON_ParseWithLengthOpts(text, length, NULL, false);
    const cJSON *tables = cJSON_GetObjectItemCaseSensitive(root, "tables");
    int version;
    bool ok = cJSON_IsObject(root) && Int(root, "parlour", BEACON_VERSION, BEACON_VERSION, &version) &&
              Int(root, "protocol", 0, 1 << 20, &out->protocol) && Int(root, "port", 1, 65535, &out->port) &&
              Text(root, "host", out->name, sizeof out->name, false) && cJSON_IsArray(tables) &&
              cJSON_GetArraySize(tables) <= HOST_BEACON_TABLES;
    const cJSON *list = ok ? tables : NULL;
    const cJSON *e;
    cJSON_ArrayForEach(e, list)
    {
        FoundTable *t = &out->tables[out->tableCount];
        if (!cJSON_IsObject(e) || !Text(e, "code", t->code, sizeof t->code, true) ||
            !Text(e, "game", t->game, sizeof t->game, true) || !Text(e, "title", t->title, sizeof t->title, false) ||
            !Text(e, "variant", t->variant, sizeof t->variant, false) ||
            !Int(e, "seats", 1, GAME_MAX_SEATS, &t->seats) || !Int(e, "people", 0, t->seats, &t->people)) {
            ok = false;
            break;
        }
        out->tableCount++;
    }
    cJSON_Delete(root);
    return ok;
}

static void Heard(TableDiscovery *d, const FoundHost *h)
{
    pthread_mutex_lock(&d->lock);
    int at = -1;
    for (int i = 0; i < d->count; i++) {
        if (strcmp(d->hosts[i].address, h->address) == 0 && d->hosts[i].port == h->port) {
            at = i;
        }
    }
    if (at < 0 && d->count < HOST_BEACON_HOSTS) {
        at = d->count++;
    }
    if (at >= 0) {
        d->hosts[at] = *h; /* a host heard when the list is full waits until one is forgotten */
    }
    pthread_mutex_unlock(&d->lock);
}

static void *Listen(void *arg)
{
    TableDiscovery *d = arg;
    char buf[HOST_BEACON_MAX + 1];
    while (atomic_load(&d->stop) == 0) {
        struct pollfd p = {d->fd, POLLIN, 0};
        if (poll(&p, 1, 100) <= 0) {
            continue;
        }
        struct sockaddr_in from;
        socklen_t fromLength = sizeof from;
        ssize_t n = recvfrom(d->fd, buf, sizeof buf, 0, (struct sockaddr *)&from, &fromLength);
        FoundHost h;
        /* Over the limit (n == sizeof buf: cut by the kernel) or unreadable: passed over. */
        if (n <= 0 || (size_t)n > HOST_BEACON_MAX || from.sin_family != AF_INET ||
            !TableDiscovery_Parse(buf, (size_t)n, &h)) {
            continue;
        }
        inet_ntop(AF_INET, &from.sin_addr, h.address, sizeof h.address);
        h.heardMs = NowMs();
        Heard(d, &h);
    }
    return NULL;
}

TableDiscovery *TableDiscovery_Start(int port, char *problem, size_t size)
{
    TableDiscovery *d = calloc(1, sizeof *d);
    if (d == NULL) {
        snprintf(problem, size, "Out of memory.");
        return NULL;
    }
    d->fd = socket(AF_INET, SOCK_DGRAM, 0);
    int one = 1;
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_port = htons((uint16_t)(port > 0 ? port : HOST_BEACON_PORT));
    a.sin_addr.s_addr = htonl(INADDR_ANY);
    socklen_t length = sizeof a;
    /* Several Parlours on one computer may all listen: a broadcast reaches each. */
    if (d->fd < 0 || setsockopt(d->fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) != 0 ||
        bind(d->fd, (struct sockaddr *)&a, sizeof a) != 0 || getsockname(d->fd, (struct sockaddr *)&a, &length) != 0) {
        snprintf(problem, size,
                 "Tables on the local network cannot be listed: UDP port %d is not free. Type the address instead.",
                 port > 0 ? port : HOST_BEACON_PORT);
        if (d->fd >= 0) {
            close(d->fd);
        }
        free(d);
        return NULL;
    }
    d->port = ntohs(a.sin_port);
    atomic_init(&d->stop, 0);
    pthread_mutex_init(&d->lock, NULL);
    if (pthread_create(&d->thread, NULL, Listen, d) != 0) {
        snprintf(problem, size, "Tables on the local network cannot be listed (no thread).");
        close(d->fd);
        pthread_mutex_destroy(&d->lock);
        free(d);
        return NULL;
    }
    return d;
}

int TableDiscovery_Port(const TableDiscovery *d)
{
    return d->port;
}

int TableDiscovery_List(TableDiscovery *d, FoundHost *out, int max)
{
    long long now = NowMs();
    pthread_mutex_lock(&d->lock);
    /* A host not heard lately has closed (or left the network): forgotten. */
    int kept = 0;
    for (int i = 0; i < d->count; i++) {
        if (now - d->hosts[i].heardMs <= HOST_BEACON_FORGET_MS) {
            d->hosts[kept++] = d->hosts[i];
        }
    }
    d->count = kept;
    int n = kept < max ? kept : max;
    memcpy(out, d->hosts, (size_t)n * sizeof *out);
    pthread_mutex_unlock(&d->lock);
    return n;
}

void TableDiscovery_Stop(TableDiscovery *d)
{
    if (d == NULL) {
        return;
    }
    atomic_store(&d->stop, 1);
    pthread_join(d->thread, NULL);
    close(d->fd);
    pthread_mutex_destroy(&d->lock);
    free(d);
}
