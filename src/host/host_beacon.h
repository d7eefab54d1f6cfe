/* host_beacon.h: tables found on the local network: the host announces its tables by UDP broadcast, Parlour listens. */
#ifndef PARLOUR_HOST_HOST_BEACON_H
#define PARLOUR_HOST_HOST_BEACON_H

#include "host_room.h"

#include <stdbool.h>
#include <stddef.h>

/*
 * Why a broadcast of our own rather than Avahi (mDNS/DNS-SD): Avahi needs
 * its daemon running on both computers (a server install, a container or a
 * minimal desktop often has none) and D-Bus to reach it, and it cannot be
 * tested on loopback without one. A broadcast needs nothing but a socket,
 * and reaches the same people: those on the same local network (neither
 * crosses a router). So a host sends, every HOST_BEACON_EVERY_MS, one small
 * datagram to UDP port HOST_BEACON_PORT on the broadcast address of each
 * network it listens on (and to 127.0.0.1, for Parlours on the same
 * computer); a joining Parlour listens on that port and lists what it hears.
 *
 * The datagram is JSON, at most HOST_BEACON_MAX bytes:
 *
 *   {"parlour":1,"protocol":1,"port":8765,"host":"den-pc",
 *    "tables":[{"code":"K7MQ3R","game":"piquet","title":"Piquet","variant":"rubicon","seats":2,"people":1}]}
 *
 * It carries only what a watcher may know (the code alone makes a
 * watcher); never a seat's token. The host's address is taken from the
 * datagram's source, not from its text. A listener checks every field and
 * drops what does not read; a host not heard for HOST_BEACON_FORGET_MS is
 * dropped from the list.
 */

#define HOST_BEACON_PORT 8766
#define HOST_BEACON_MAX 1200 /* one datagram, under any network's MTU */
#define HOST_BEACON_EVERY_MS 2000
#define HOST_BEACON_FORGET_MS 7000
#define HOST_BEACON_TABLES 8 /* listed per host: the room's first tables (a card room prints the rest) */
#define HOST_BEACON_HOSTS 16 /* hosts a listener keeps */

/* ---- Announcing (parlour-host, and the game when it hosts) ---- */

typedef struct HostBeacon HostBeacon;

/*
 * Announces room's tables (as they are now: their codes and games do not
 * change while served), served on listenAddress:port, to beaconPort (0:
 * HOST_BEACON_PORT), from a thread of its own. listenAddress "127.0.0.1"
 * announces to this computer only; "0.0.0.0" to every network. NULL with
 * problem when no socket can be made.
 */
HostBeacon *HostBeacon_Start(const HostRoom *room, const char *listenAddress, int port, int beaconPort,
                             char *problem, size_t size);
void HostBeacon_Stop(HostBeacon *beacon);
/* The datagram's text for room (exposed for the tests); its length, 0 if none fits. */
size_t HostBeacon_Format(const HostRoom *room, int port, const char *hostName, char *out, size_t size);

/* ---- Listening (the joining Parlour) ---- */

typedef struct FoundTable {
    char code[HOST_CODE_LEN + 1];
    char game[24];
    char title[48];
    char variant[48];
    int seats;
    int people; /* seats a person plays (the others are computers) */
} FoundTable;

typedef struct FoundHost {
    char address[64]; /* where the datagram came from (numeric) */
    int port;
    char name[64]; /* the host's computer name, as it says */
    int protocol;
    FoundTable tables[HOST_BEACON_TABLES];
    int tableCount;
    long long heardMs; /* monotonic */
} FoundHost;

typedef struct TableDiscovery TableDiscovery;

/* Listens on UDP port (0: HOST_BEACON_PORT) on a thread of its own. NULL with problem if the port cannot be had. */
TableDiscovery *TableDiscovery_Start(int port, char *problem, size_t size);
/* The port it listens on. */
int TableDiscovery_Port(const TableDiscovery *d);
/* The hosts heard lately (at most max), newest first by address; their count. */
int TableDiscovery_List(TableDiscovery *d, FoundHost *out, int max);
void TableDiscovery_Stop(TableDiscovery *d);
/* Reads one datagram (exposed for the tests); false if it is not a beacon this Parlour can read. */
bool TableDiscovery_Parse(const char *text, size_t length, FoundHost *out);

#endif
