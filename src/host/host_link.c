/* host_link.c: a connection's message put together from pieces, its token bucket and its bounded outbox. */
#include "host_link.h"

#include <stdlib.h>
#include <string.h>

void HostLink_Init(HostLink *link, double burst, int64_t nowUs)
{
    memset(link, 0, sizeof *link);
    link->tokens = burst;
    link->refilledUs = nowUs;
}

void HostLink_Clear(HostLink *link)
{
    HostOut *out;
    while ((out = HostLink_Pop(link)) != NULL) {
        free(out);
    }
    link->inLength = 0;
}

HostLinkInput HostLink_Receive(HostLink *link, const void *data, size_t length, bool final)
{
    if (link->whole) {
        link->inLength = 0; /* the last message was read: this piece begins the next */
        link->whole = false;
    }
    if (length > TABLE_PROTOCOL_MAX_IN - link->inLength) {
        link->inLength = 0;
        return HOST_LINK_TOO_BIG;
    }
    memcpy(link->in + link->inLength, data, length);
    link->inLength += length;
    if (!final) {
        return HOST_LINK_MORE;
    }
    link->in[link->inLength] = '\0';
    link->whole = true;
    return HOST_LINK_MESSAGE;
}

bool HostLink_Take(HostLink *link, int64_t nowUs, double rate, double burst)
{
    if (nowUs > link->refilledUs) {
        link->tokens += (double)(nowUs - link->refilledUs) * rate / 1e6;
        if (link->tokens > burst) {
            link->tokens = burst;
        }
        link->refilledUs = nowUs;
    }
    if (link->tokens < 1.0) {
        return false;
    }
    link->tokens -= 1.0;
    return true;
}

bool HostLink_Queue(HostLink *link, const char *text, size_t headroom, size_t bound)
{
    size_t length = strlen(text);
    if (length > bound || link->outBytes > bound - length) {
        return false;
    }
    HostOut *out = malloc(sizeof *out + headroom + length);
    if (out == NULL) {
        return false;
    }
    out->next = NULL;
    out->length = length;
    memcpy(out->bytes + headroom, text, length);
    if (link->tail != NULL) {
        link->tail->next = out;
    } else {
        link->head = out;
    }
    link->tail = out;
    link->outBytes += length;
    link->outCount++;
    return true;
}

HostOut *HostLink_Pop(HostLink *link)
{
    HostOut *out = link->head;
    if (out == NULL) {
        return NULL;
    }
    link->head = out->next;
    if (link->head == NULL) {
        link->tail = NULL;
    }
    link->outBytes -= out->length;
    link->outCount--;
    out->next = NULL;
    return out;
}
