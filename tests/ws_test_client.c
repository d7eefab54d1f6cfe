/* ws_test_client.c: RFC 6455's client side over a blocking socket, and a raw HTTP GET, for the host's tests. */
#define _GNU_SOURCE /* memmem, strcasestr */
#include "ws_test_client.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static long long NowMs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int Connect(int port, int rcvbuf)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) {
        return -1;
    }
    if (rcvbuf > 0) {
        /* Before connecting, so the window offered to the host is small from the start. */
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &rcvbuf, sizeof rcvbuf);
    }
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_port = htons((uint16_t)port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
        close(fd);
        return -1;
    }
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return fd;
}

static bool SendAll(int fd, const void *data, size_t length)
{
    const unsigned char *p = data;
    while (length > 0) {
        ssize_t n = send(fd, p, length, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return false;
        }
        p += n;
        length -= (size_t)n;
    }
    return true;
}

#define WS_BUF_MAX (16u << 20)

/* Reads more into buf until deadline; false on timeout, the end of the stream or a full buffer. */
static bool ReadMore(int fd, unsigned char *buf, size_t *have, size_t size, long long deadline, bool *ended)
{
    long long left = deadline - NowMs();
    if (left <= 0 || *have >= size) {
        return false;
    }
    struct pollfd p = {fd, POLLIN, 0};
    if (poll(&p, 1, (int)left) <= 0) {
        return false;
    }
    ssize_t n = recv(fd, buf + *have, size - *have, 0);
    if (n <= 0) {
        *ended = true;
        return false;
    }
    *have += (size_t)n;
    return true;
}

/* Room for more in c's buffer (doubled when full, up to WS_BUF_MAX). */
static bool Room(WsClient *c)
{
    if (c->have < c->cap) {
        return true;
    }
    size_t cap = c->cap > 0 ? 2 * c->cap : 65536;
    unsigned char *grown = cap <= WS_BUF_MAX ? realloc(c->buf, cap) : NULL;
    if (grown == NULL) {
        return false;
    }
    c->buf = grown;
    c->cap = cap;
    return true;
}

static bool ReadMoreWs(WsClient *c, long long deadline, bool *ended)
{
    return Room(c) && ReadMore(c->fd, c->buf, &c->have, c->cap, deadline, ended);
}

bool WsClient_Open(WsClient *c, int port, const char *protocol, int rcvbuf)
{
    memset(c, 0, sizeof *c);
    c->fd = Connect(port, rcvbuf);
    if (c->fd < 0) {
        return false;
    }
    char request[512];
    snprintf(request, sizeof request,
             "GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n%s%s%s\r\n",
             port, protocol != NULL ? "Sec-WebSocket-Protocol: " : "", protocol != NULL ? protocol : "",
             protocol != NULL ? "\r\n" : "");
    if (!SendAll(c->fd, request, strlen(request))) {
        return false;
    }
    long long deadline = NowMs() + 5000;
    bool ended = false;
    while (true) {
        unsigned char *end = c->have > 0 ? memmem(c->buf, c->have, "\r\n\r\n", 4) : NULL;
        if (end != NULL) {
            size_t headers = (size_t)(end - c->buf) + 4;
            bool upgraded = c->have > 12 && memcmp(c->buf, "HTTP/1.1 101", 12) == 0;
            memmove(c->buf, c->buf + headers, c->have - headers);
            c->have -= headers;
            return upgraded;
        }
        if (!ReadMoreWs(c, deadline, &ended)) {
            return false;
        }
    }
}

bool WsClient_SendFrame(WsClient *c, int opcode, bool fin, const void *data, size_t length)
{
    unsigned char header[14];
    size_t h = 0;
    header[h++] = (unsigned char)((fin ? 0x80 : 0) | (opcode & 15));
    if (length < 126) {
        header[h++] = (unsigned char)(0x80 | length);
    } else if (length < 65536) {
        header[h++] = 0x80 | 126;
        header[h++] = (unsigned char)(length >> 8);
        header[h++] = (unsigned char)length;
    } else {
        header[h++] = 0x80 | 127;
        for (int i = 7; i >= 0; i--) {
            header[h++] = (unsigned char)((uint64_t)length >> (8 * i));
        }
    }
    static const unsigned char mask[4] = {0x37, 0xfa, 0x21, 0x3d};
    memcpy(header + h, mask, 4);
    h += 4;
    unsigned char *frame = malloc(h + length);
    if (frame == NULL) {
        return false;
    }
    memcpy(frame, header, h);
    for (size_t i = 0; i < length; i++) {
        frame[h + i] = ((const unsigned char *)data)[i] ^ mask[i & 3];
    }
    bool ok = SendAll(c->fd, frame, h + length);
    free(frame);
    return ok;
}

bool WsClient_SendText(WsClient *c, const char *text)
{
    return WsClient_SendFrame(c, 1, true, text, strlen(text));
}

/* One whole frame from buf: its length (0: not yet whole), opcode, fin and payload. */
static size_t ParseFrame(const unsigned char *buf, size_t have, int *opcode, bool *fin, size_t *offset, size_t *length)
{
    if (have < 2) {
        return 0;
    }
    *fin = (buf[0] & 0x80) != 0;
    *opcode = buf[0] & 15;
    size_t h = 2;
    uint64_t n = buf[1] & 0x7f;
    if (n == 126) {
        if (have < 4) {
            return 0;
        }
        n = ((uint64_t)buf[2] << 8) | buf[3];
        h = 4;
    } else if (n == 127) {
        if (have < 10) {
            return 0;
        }
        n = 0;
        for (int i = 0; i < 8; i++) {
            n = (n << 8) | buf[2 + i];
        }
        h = 10;
    }
    if (have < h + n) {
        return 0;
    }
    *offset = h;
    *length = (size_t)n;
    return h + (size_t)n;
}

char *WsClient_Recv(WsClient *c, int timeoutMs)
{
    long long deadline = NowMs() + timeoutMs;
    char *message = NULL;
    size_t messageLength = 0;
    while (!c->closed) {
        int opcode;
        bool fin;
        size_t offset;
        size_t length;
        size_t whole = ParseFrame(c->buf, c->have, &opcode, &fin, &offset, &length);
        if (whole == 0) {
            bool ended = false;
            if (!ReadMoreWs(c, deadline, &ended)) {
                c->closed = ended;
                break;
            }
            continue;
        }
        if (opcode == 8) {
            c->closed = true;
        } else if (opcode == 9) {
            WsClient_SendFrame(c, 10, true, c->buf + offset, length); /* the pong a browser would send */
        } else if (opcode == 1 || opcode == 0) {
            char *grown = realloc(message, messageLength + length + 1);
            if (grown == NULL) {
                break;
            }
            message = grown;
            memcpy(message + messageLength, c->buf + offset, length);
            messageLength += length;
            message[messageLength] = '\0';
        }
        memmove(c->buf, c->buf + whole, c->have - whole);
        c->have -= whole;
        if ((opcode == 1 || opcode == 0) && fin) {
            return message;
        }
    }
    free(message);
    return NULL;
}

bool WsClient_WaitClosed(WsClient *c, int timeoutMs)
{
    long long deadline = NowMs() + timeoutMs;
    while (!c->closed) {
        long long left = deadline - NowMs();
        if (left <= 0) {
            return false;
        }
        free(WsClient_Recv(c, (int)left));
    }
    return true;
}

void WsClient_Close(WsClient *c)
{
    if (c->fd >= 0) {
        close(c->fd);
    }
    free(c->buf);
    c->buf = NULL;
    c->cap = c->have = 0;
    c->fd = -1;
    c->closed = true;
}

int Http_Get(int port, const char *path, char *body, size_t size, char *headers, size_t headersSize)
{
    int fd = Connect(port, 0);
    if (fd < 0) {
        return -1;
    }
    char request[512];
    snprintf(request, sizeof request, "GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n", path, port);
    static unsigned char response[1 << 16];
    size_t have = 0;
    bool ended = false;
    long long deadline = NowMs() + 5000;
    if (SendAll(fd, request, strlen(request))) {
        /* Until the body is whole by its content-length, or the host closes. */
        while (!ended && ReadMore(fd, response, &have, sizeof response - 1, deadline, &ended)) {
            response[have] = '\0';
            const char *end = strstr((const char *)response, "\r\n\r\n");
            const char *length = strcasestr((const char *)response, "\r\ncontent-length:");
            if (end != NULL && length != NULL && length < end &&
                have >= (size_t)(end + 4 - (const char *)response) + strtoul(length + 17, NULL, 10)) {
                break;
            }
        }
    }
    close(fd);
    response[have] = '\0';
    int status = -1;
    if (sscanf((const char *)response, "HTTP/1.%*d %d", &status) != 1) {
        return -1;
    }
    const char *split = strstr((const char *)response, "\r\n\r\n");
    if (headers != NULL && headersSize > 0) {
        size_t n = split != NULL ? (size_t)(split - (const char *)response) : have;
        n = n < headersSize - 1 ? n : headersSize - 1;
        memcpy(headers, response, n);
        headers[n] = '\0';
    }
    if (body != NULL && size > 0) {
        const char *from = split != NULL ? split + 4 : "";
        snprintf(body, size, "%s", from);
    }
    return status;
}
