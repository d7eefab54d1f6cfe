/* web_driver.h: one headless Chromium driven through its DevTools protocol on a pipe, for tests of the phone's page. */
#ifndef PARLOUR_TESTS_WEB_DRIVER_H
#define PARLOUR_TESTS_WEB_DRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/*
 * Chromium is started with --remote-debugging-pipe: it reads the protocol's
 * commands on its fd 3 and writes answers and events on its fd 4, each a
 * JSON text ended by a NUL byte. The driver opens one page (a target it
 * attaches to with flatten, so the page's commands carry its sessionId) and
 * talks to it only through commands and their answers; events are read and
 * dropped. Every call is bounded by the timeout given; a failure returns
 * false and leaves a one-line reason in err.
 */
typedef struct WebDriver {
    pid_t pid;
    int toBrowser, fromBrowser;
    int nextId;
    char session[128];
    char profile[64]; /* a fresh user-data folder, removed on stop */
    char *buf;        /* what has been read but not yet taken, up to a NUL */
    size_t len, cap;
    char err[256];
} WebDriver;

/* Starts Chromium (the program at path) headless with a window of width x height and one blank page. */
bool WebDriver_Start(WebDriver *d, const char *path, int width, int height);
/* Closes the browser (Browser.close, then SIGKILL if it lingers) and removes its profile. */
void WebDriver_Stop(WebDriver *d);

/* Sends a command to the page (its session) and waits for its answer; *result (if given) is its "result" text. */
bool WebDriver_Call(WebDriver *d, const char *method, const char *paramsJson, char **result, int timeoutMs);
/* Evaluates JavaScript in the page, awaiting a promise; *value gets JSON.stringify of the value (malloc'd). */
bool WebDriver_Eval(WebDriver *d, const char *expression, char **value, int timeoutMs);
/* Evaluates expression until it is true, every 50 ms, for at most timeoutMs. */
bool WebDriver_WaitTrue(WebDriver *d, const char *expression, int timeoutMs);
/* Opens url in the page and waits for it to load. */
bool WebDriver_Navigate(WebDriver *d, const char *url, int timeoutMs);

/* Writes the page as it is shown (Page.captureScreenshot) to a PNG file. */
bool WebDriver_Screenshot(WebDriver *d, const char *path, int timeoutMs);

#endif
