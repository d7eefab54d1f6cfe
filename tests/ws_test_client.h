/* ws_test_client.h: a small blocking WebSocket and HTTP client for the host's tests, on loopback, every wait bounded. */
#ifndef PARLOUR_TESTS_WS_TEST_CLIENT_H
#define PARLOUR_TESTS_WS_TEST_CLIENT_H

#include <stdbool.h>
#include <stddef.h>

/*
 * Written for the tests (RFC 6455, client side) rather than taken from
 * libwebsockets, so that the server is checked against an independent
 * implementation and a test can misbehave exactly as it means to: send a
 * message in fragments or over the limit, flood, stop reading (with a
 * small receive buffer) or fall silent without answering pings. A test
 * reads one message at a time, in order, with a deadline; pings from the
 * host are answered as they are read.
 */

typedef struct WsClient {
    int fd;
    unsigned char *buf; /* grows to hold a whole frame (a view with every exchange of Piquet is ~150 KB) */
    size_t cap;
    size_t have;
    bool closed; /* the host closed the connection (a close frame or the end of the stream) */
} WsClient;

/* Connects to 127.0.0.1:port and upgrades to protocol (NULL: none asked); rcvbuf > 0 shrinks the receive buffer. */
bool WsClient_Open(WsClient *c, int port, const char *protocol, int rcvbuf);
/* One frame, masked as a client's must be: opcode 1 text, 0 continuation, 2 binary, 9 ping, 8 close. */
bool WsClient_SendFrame(WsClient *c, int opcode, bool fin, const void *data, size_t length);
bool WsClient_SendText(WsClient *c, const char *text);
/* The next text message (malloc'd), or NULL when none comes within timeoutMs or the host closed. */
char *WsClient_Recv(WsClient *c, int timeoutMs);
/* Reads and discards until the host closes (true) or timeoutMs passes (false). */
bool WsClient_WaitClosed(WsClient *c, int timeoutMs);
void WsClient_Close(WsClient *c);

/* GET of path exactly as given (no cleaning of ".."); the status, and up to size-1 bytes of the body. -1: no answer. */
int Http_Get(int port, const char *path, char *body, size_t size, char *headers, size_t headersSize);

#endif
