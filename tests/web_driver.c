/* web_driver.c: one headless Chromium driven through its DevTools protocol on a pipe (fds 3 and 4, NUL-ended JSON). */
#define _GNU_SOURCE
#include "web_driver.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void Fail(WebDriver *d, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(d->err, sizeof d->err, fmt, ap);
    va_end(ap);
}

static long long NowMs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static bool WriteAll(int fd, const char *data, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, data, len);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return false;
        }
        data += n;
        len -= (size_t)n;
    }
    return true;
}

/* Sends one command; the page's (session) or the browser's. Returns its id, or 0. */
static int Send(WebDriver *d, const char *method, const char *paramsJson, bool page)
{
    cJSON *msg = cJSON_CreateObject();
    int id = ++d->nextId;
    cJSON_AddNumberToObject(msg, "id", id);
    cJSON_AddStringToObject(msg, "method", method);
    cJSON *params = cJSON_Parse(paramsJson != NULL ? paramsJson : "{}");
    if (params == NULL) {
        cJSON_Delete(msg);
        Fail(d, "%s: the parameters are not JSON", method);
        return 0;
    }
    cJSON_AddItemToObject(msg, "params", params);
    if (page) {
        cJSON_AddStringToObject(msg, "sessionId", d->session);
    }
    char *text = cJSON_PrintUnformatted(msg);
    cJSON_Delete(msg);
    bool ok = text != NULL && WriteAll(d->toBrowser, text, strlen(text) + 1); /* with its NUL */
    free(text);
    if (!ok) {
        Fail(d, "%s: cannot write to Chromium (it has gone)", method);
        return 0;
    }
    return id;
}

/* The next whole message (malloc'd), or NULL when none came before the deadline or the browser went away. */
static char *NextMessage(WebDriver *d, long long deadline)
{
    for (;;) {
        char *nul = d->len > 0 ? memchr(d->buf, '\0', d->len) : NULL;
        if (nul != NULL) {
            size_t n = (size_t)(nul - d->buf) + 1;
            char *msg = malloc(n);
            memcpy(msg, d->buf, n);
            memmove(d->buf, d->buf + n, d->len - n);
            d->len -= n;
            return msg;
        }
        long long left = deadline - NowMs();
        if (left <= 0) {
            Fail(d, "Chromium did not answer in time");
            return NULL;
        }
        struct pollfd p = {d->fromBrowser, POLLIN, 0};
        int r = poll(&p, 1, (int)left);
        if (r < 0 && errno == EINTR) {
            continue;
        }
        if (r <= 0) {
            continue;
        }
        if (d->cap - d->len < 65536) {
            d->cap = d->cap * 2 + 65536;
            d->buf = realloc(d->buf, d->cap);
        }
        ssize_t got = read(d->fromBrowser, d->buf + d->len, d->cap - d->len);
        if (got <= 0) {
            Fail(d, "Chromium closed its pipe");
            return NULL;
        }
        d->len += (size_t)got;
    }
}

/* Waits for the answer to command id; events on the way are dropped. Returns the answer, parsed. */
static cJSON *Await(WebDriver *d, int id, const char *method, int timeoutMs)
{
    long long deadline = NowMs() + timeoutMs;
    for (;;) {
        char *text = NextMessage(d, deadline);
        if (text == NULL) {
            char why[sizeof d->err];
            memcpy(why, d->err, sizeof why);
            Fail(d, "%s: %.160s", method, why);
            return NULL;
        }
        cJSON *msg = cJSON_Parse(text);
        free(text);
        const cJSON *mid = cJSON_GetObjectItemCaseSensitive(msg, "id");
        if (cJSON_IsNumber(mid) && mid->valueint == id) {
            const cJSON *error = cJSON_GetObjectItemCaseSensitive(msg, "error");
            if (error != NULL) {
                const cJSON *m = cJSON_GetObjectItemCaseSensitive(error, "message");
                Fail(d, "%s: %s", method, cJSON_IsString(m) ? m->valuestring : "refused");
                cJSON_Delete(msg);
                return NULL;
            }
            return msg;
        }
        cJSON_Delete(msg);
    }
}

static cJSON *Command(WebDriver *d, const char *method, const char *paramsJson, bool page, int timeoutMs)
{
    int id = Send(d, method, paramsJson, page);
    return id != 0 ? Await(d, id, method, timeoutMs) : NULL;
}

bool WebDriver_Call(WebDriver *d, const char *method, const char *paramsJson, char **result, int timeoutMs)
{
    cJSON *answer = Command(d, method, paramsJson, true, timeoutMs);
    if (answer == NULL) {
        return false;
    }
    if (result != NULL) {
        *result = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(answer, "result"));
    }
    cJSON_Delete(answer);
    return true;
}

bool WebDriver_Eval(WebDriver *d, const char *expression, char **value, int timeoutMs)
{
    cJSON *params = cJSON_CreateObject();
    cJSON_AddStringToObject(params, "expression", expression);
    cJSON_AddBoolToObject(params, "returnByValue", true);
    cJSON_AddBoolToObject(params, "awaitPromise", true);
    char *paramsText = cJSON_PrintUnformatted(params);
    cJSON_Delete(params);
    cJSON *answer = Command(d, "Runtime.evaluate", paramsText, true, timeoutMs);
    free(paramsText);
    if (answer == NULL) {
        return false;
    }
    const cJSON *result = cJSON_GetObjectItemCaseSensitive(answer, "result");
    const cJSON *exception = cJSON_GetObjectItemCaseSensitive(result, "exceptionDetails");
    if (exception != NULL) {
        const cJSON *ex = cJSON_GetObjectItemCaseSensitive(exception, "exception");
        const cJSON *desc = cJSON_GetObjectItemCaseSensitive(ex, "description");
        Fail(d, "the page threw: %s", cJSON_IsString(desc) ? desc->valuestring : "an exception");
        cJSON_Delete(answer);
        return false;
    }
    const cJSON *inner = cJSON_GetObjectItemCaseSensitive(result, "result");
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(inner, "value");
    if (value != NULL) {
        *value = v != NULL ? cJSON_PrintUnformatted(v) : strdup("null");
    }
    cJSON_Delete(answer);
    return true;
}

bool WebDriver_WaitTrue(WebDriver *d, const char *expression, int timeoutMs)
{
    long long deadline = NowMs() + timeoutMs;
    for (;;) {
        char *v = NULL;
        if (!WebDriver_Eval(d, expression, &v, timeoutMs)) {
            return false;
        }
        bool yes = strcmp(v, "true") == 0;
        free(v);
        if (yes) {
            return true;
        }
        if (NowMs() >= deadline) {
            Fail(d, "still not true after %d ms: %s", timeoutMs, expression);
            return false;
        }
        usleep(50 * 1000);
    }
}

bool WebDriver_Navigate(WebDriver *d, const char *url, int timeoutMs)
{
    cJSON *params = cJSON_CreateObject();
    cJSON_AddStringToObject(params, "url", url);
    char *text = cJSON_PrintUnformatted(params);
    cJSON_Delete(params);
    bool ok = WebDriver_Call(d, "Page.navigate", text, NULL, timeoutMs);
    free(text);
    return ok && WebDriver_WaitTrue(d, "document.readyState === 'complete'", timeoutMs);
}

static int Base64Value(char c)
{
    const char *digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const char *p = c != '\0' ? strchr(digits, c) : NULL;
    return p != NULL ? (int)(p - digits) : -1;
}

bool WebDriver_Screenshot(WebDriver *d, const char *path, int timeoutMs)
{
    cJSON *answer = Command(d, "Page.captureScreenshot", "{\"format\":\"png\"}", true, timeoutMs);
    if (answer == NULL) {
        return false;
    }
    const cJSON *data = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(answer, "result"), "data");
    bool ok = cJSON_IsString(data);
    size_t n = ok ? strlen(data->valuestring) : 0;
    unsigned char *png = malloc(n / 4 * 3 + 3);
    size_t len = 0;
    unsigned bits = 0;
    int have = 0;
    for (size_t i = 0; ok && i < n && data->valuestring[i] != '='; i++) {
        int v = Base64Value(data->valuestring[i]);
        ok = v >= 0;
        bits = (bits << 6) | (unsigned)(v & 63);
        have += 6;
        if (have >= 8) {
            have -= 8;
            png[len++] = (unsigned char)(bits >> have);
        }
    }
    FILE *f = ok ? fopen(path, "wb") : NULL;
    ok = f != NULL && fwrite(png, 1, len, f) == len;
    if (f != NULL) {
        ok = fclose(f) == 0 && ok;
    }
    if (!ok) {
        Fail(d, "cannot write the screenshot to %s", path);
    }
    free(png);
    cJSON_Delete(answer);
    return ok;
}

/* Moves fd to a number above the ones dup2 will fill (3 and 4), so no dup2 overwrites the other. */
static int Above(int fd)
{
    return fcntl(fd, F_DUPFD, 10);
}

bool WebDriver_Start(WebDriver *d, const char *path, int width, int height)
{
    memset(d, 0, sizeof *d);
    d->pid = -1;
    d->toBrowser = d->fromBrowser = -1;
    signal(SIGPIPE, SIG_IGN); /* a browser that died is an error to report, not a signal that ends the test */
    snprintf(d->profile, sizeof d->profile, "/tmp/parlour-web-XXXXXX");
    if (mkdtemp(d->profile) == NULL) {
        Fail(d, "cannot make a profile folder in /tmp: %s", strerror(errno));
        d->profile[0] = '\0';
        return false;
    }
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) {
        Fail(d, "cannot make pipes: %s", strerror(errno));
        return false;
    }
    char size[64], profile[128];
    snprintf(size, sizeof size, "--window-size=%d,%d", width, height);
    snprintf(profile, sizeof profile, "--user-data-dir=%s", d->profile);
    d->pid = fork();
    if (d->pid < 0) {
        Fail(d, "cannot start Chromium: %s", strerror(errno));
        return false;
    }
    if (d->pid == 0) {
        int r = Above(in[0]), w = Above(out[1]);
        int devnull = open("/dev/null", O_RDWR);
        if (r < 0 || w < 0 || devnull < 0 || dup2(r, 3) != 3 || dup2(w, 4) != 4) {
            _exit(127);
        }
        dup2(devnull, 0);
        dup2(devnull, 1);
        dup2(devnull, 2); /* Chromium's own log lines (D-Bus, GPU) say nothing about the page */
        for (int fd = 5; fd < 1024; fd++) {
            close(fd);
        }
        execl(path, path, "--headless=new", "--no-sandbox", "--remote-debugging-pipe", size, profile, "--no-first-run",
              "--no-default-browser-check", "--disable-gpu", "--disable-extensions", "--mute-audio",
              "--disable-background-networking", "--disable-component-update", "--disable-sync", "about:blank",
              (char *)NULL);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    d->toBrowser = in[1];
    d->fromBrowser = out[0];
    fcntl(d->toBrowser, F_SETFD, FD_CLOEXEC);
    fcntl(d->fromBrowser, F_SETFD, FD_CLOEXEC);

    cJSON *targets = Command(d, "Target.getTargets", "{}", false, 20000);
    if (targets == NULL) {
        return false;
    }
    const char *pageId = NULL;
    const cJSON *infos = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(targets, "result"),
                                                          "targetInfos");
    const cJSON *info;
    cJSON_ArrayForEach(info, infos)
    {
        const cJSON *type = cJSON_GetObjectItemCaseSensitive(info, "type");
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(info, "targetId");
        if (cJSON_IsString(type) && strcmp(type->valuestring, "page") == 0 && cJSON_IsString(id)) {
            pageId = id->valuestring;
            break;
        }
    }
    if (pageId == NULL) {
        Fail(d, "Chromium opened no page");
        cJSON_Delete(targets);
        return false;
    }
    char params[256];
    snprintf(params, sizeof params, "{\"targetId\":\"%s\",\"flatten\":true}", pageId);
    cJSON_Delete(targets);
    cJSON *attached = Command(d, "Target.attachToTarget", params, false, 10000);
    if (attached == NULL) {
        return false;
    }
    const cJSON *session = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(attached, "result"),
                                                            "sessionId");
    bool ok = cJSON_IsString(session) && strlen(session->valuestring) < sizeof d->session;
    if (ok) {
        snprintf(d->session, sizeof d->session, "%s", session->valuestring);
    } else {
        Fail(d, "Chromium gave no session for its page");
    }
    cJSON_Delete(attached);
    /* A phone's screen exactly (headless Chromium's window is at least 500 wide), touch and all. */
    char metrics[160];
    snprintf(metrics, sizeof metrics, "{\"width\":%d,\"height\":%d,\"deviceScaleFactor\":1,\"mobile\":true}", width,
             height);
    return ok && WebDriver_Call(d, "Page.enable", "{}", NULL, 10000) &&
           WebDriver_Call(d, "Emulation.setDeviceMetricsOverride", metrics, NULL, 10000) &&
           WebDriver_Call(d, "Emulation.setTouchEmulationEnabled", "{\"enabled\":true,\"maxTouchPoints\":5}", NULL,
                          10000);
}

static int RemoveOne(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    remove(path);
    return 0;
}

void WebDriver_Stop(WebDriver *d)
{
    if (d->pid > 0) {
        cJSON_Delete(Command(d, "Browser.close", "{}", false, 3000));
        long long deadline = NowMs() + 3000;
        int status;
        while (waitpid(d->pid, &status, WNOHANG) == 0) {
            if (NowMs() >= deadline) {
                kill(d->pid, SIGKILL); /* our own child, by its id */
                waitpid(d->pid, &status, 0);
                break;
            }
            usleep(20 * 1000);
        }
        d->pid = -1;
    }
    if (d->toBrowser >= 0) {
        close(d->toBrowser);
    }
    if (d->fromBrowser >= 0) {
        close(d->fromBrowser);
    }
    d->toBrowser = d->fromBrowser = -1;
    if (d->profile[0] != '\0') {
        nftw(d->profile, RemoveOne, 16, FTW_DEPTH | FTW_PHYS);
        d->profile[0] = '\0';
    }
    free(d->buf);
    d->buf = NULL;
    d->len = d->cap = 0;
}
