/* host_link.h: one device's connection without the network: its message in pieces, its rate, its bounded outbox. */
#ifndef PARLOUR_HOST_HOST_LINK_H
#define PARLOUR_HOST_HOST_LINK_H

#include "table_protocol.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * What the server keeps per connection, apart from the socket, so that no
 * device can make the host use unbounded memory or time:
 *
 *   - a message arrives in pieces (WebSocket fragments, or reads of one
 *     frame); they are put together up to TABLE_PROTOCOL_MAX_IN bytes, and
 *     one byte more is HOST_LINK_TOO_BIG: the connection is dropped.
 *   - a token bucket: `rate` messages a second on average, `burst` at
 *     once; a message beyond it is refused and the connection closed.
 *   - an outbox of messages waiting for the socket, bounded in bytes: a
 *     device that reads too slowly to keep up is dropped (it rejoins and
 *     gets the whole view), never buffered without limit.
 */

typedef struct HostOut {
    struct HostOut *next;
    size_t length;         /* of the message, after the headroom */
    unsigned char bytes[]; /* headroom bytes (for the WebSocket frame's header), then the message */
} HostOut;

typedef struct HostLink {
    char in[TABLE_PROTOCOL_MAX_IN + 1]; /* the message being put together, NUL-terminated when whole */
    size_t inLength;
    bool whole;    /* in holds a whole message (the next piece starts another) */
    double tokens; /* of the bucket */
    int64_t refilledUs;
    HostOut *head;
    HostOut *tail;
    size_t outBytes;
    int outCount;
} HostLink;

typedef enum HostLinkInput {
    HOST_LINK_MORE = 0, /* a piece kept; the message goes on */
    HOST_LINK_MESSAGE,  /* the message is whole in in[0..inLength) */
    HOST_LINK_TOO_BIG   /* over TABLE_PROTOCOL_MAX_IN: drop the connection */
} HostLinkInput;

/* A link with a full bucket of burst tokens at nowUs. */
void HostLink_Init(HostLink *link, double burst, int64_t nowUs);
/* Frees what is still queued. */
void HostLink_Clear(HostLink *link);

/* One piece of a message (final: the last of it). After HOST_LINK_MESSAGE, the next piece starts a new message. */
HostLinkInput HostLink_Receive(HostLink *link, const void *data, size_t length, bool final);

/* Takes one message's token at nowUs; false when the device sends faster than rate a second (burst at once). */
bool HostLink_Take(HostLink *link, int64_t nowUs, double rate, double burst);

/*
 * Queues a copy of text after headroom spare bytes; false (nothing queued)
 * when the outbox would then hold more than bound bytes, or memory runs out.
 */
bool HostLink_Queue(HostLink *link, const char *text, size_t headroom, size_t bound);
/* The oldest queued message, removed from the outbox (free() it), or NULL. */
HostOut *HostLink_Pop(HostLink *link);

#endif
