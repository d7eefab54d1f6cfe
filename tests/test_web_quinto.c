/* test_web_quinto.c: a Quinto game played from the phone's page in a real headless Chromium, dropped and rejoined. */
#define _GNU_SOURCE
#include "web_driver.h"
#include "ws_test_client.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/*
 * parlour-host (the real program) holds one Quinto table: South a person, the
 * three others easy computers. One headless Chromium opens South's link at
 * 390x844 and the test plays South's moves by clicking the page's own
 * controls (the first card it offers, or the first button of the moment),
 * as a person tapping would; one card by a touch tap on the screen and one
 * by a touch drag up towards the table (Input.dispatchTouchEvent). On the way the page's connection is dropped
 * twice: the page is reloaded (a phone's browser killed and opened again),
 * and the host closes it because the link was opened on another device, and
 * the page's "Take this seat back here" button is tapped. Each time the page
 * must show exactly what it showed before (the host's view, the table, the
 * hand, the choices and whose turn it is) and the game must go on to its end.
 *
 * Exit 77 (ctest's SKIP_RETURN_CODE) when Chromium is not installed.
 * PARLOUR_WEB_SCREENSHOT=FILE.png saves the page as shown before South's move PARLOUR_WEB_SCREENSHOT_AT (default 20):
 * how the README's picture of the phone's page is made.
 */

enum {
    SKIP = 77,
    WAIT_MS = 15000,   /* the longest one step may take (three computers' moves and the page's drawing) */
    GAME_MS = 100000,  /* the whole game, inside ctest's 120 s */
    RELOAD_AT = 4,     /* South's move before which the page is reloaded */
    TAKEN_AT = 14,     /* and before which the host closes the page's connection */
    TAP_AT = 2,        /* South's card played by a touch tap on the screen */
    DRAG_AT = 6        /* and by a touch drag up towards the table */
};

static pid_t g_host = -1;
static WebDriver g_web;

static void Stop(void)
{
    WebDriver_Stop(&g_web);
    if (g_host > 0) {
        kill(g_host, SIGTERM); /* our own child, by its id */
        waitpid(g_host, NULL, 0);
        g_host = -1;
    }
}

static void Die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "test_web_quinto: FAILED: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    Stop();
    exit(1);
}

#define CHECK(cond, ...)                                                                                               \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            Die(__VA_ARGS__);                                                                                          \
        }                                                                                                              \
    } while (0)

static char *Eval(const char *expression)
{
    char *v = NULL;
    CHECK(WebDriver_Eval(&g_web, expression, &v, WAIT_MS), "%s", g_web.err);
    return v;
}

static void WaitTrue(const char *expression, const char *what)
{
    CHECK(WebDriver_WaitTrue(&g_web, expression, WAIT_MS), "%s (%s)", what, g_web.err);
}

/* Starts parlour-host on a free port; its South link, and the port. */
static void StartHost(const char *program, char *link, size_t size, int *port)
{
    int out[2];
    CHECK(pipe(out) == 0, "cannot make a pipe");
    g_host = fork();
    CHECK(g_host >= 0, "cannot start %s", program);
    if (g_host == 0) {
        dup2(out[1], 1);
        close(out[0]);
        close(out[1]);
        execl(program, program, "--game", "quinto", "--seats", "person,computer:easy,computer:easy,computer:easy",
              "--port", "0", (char *)NULL);
        _exit(127);
    }
    close(out[1]);
    FILE *f = fdopen(out[0], "r");
    char line[512];
    link[0] = '\0';
    *port = 0;
    while (fgets(line, sizeof line, f) != NULL && link[0] == '\0') {
        const char *p = strstr(line, " port ");
        if (p != NULL) {
            *port = atoi(p + 6);
        }
        const char *http = strstr(line, "http://");
        if (strstr(line, "South") != NULL && http != NULL && strstr(http, "token=") != NULL) {
            snprintf(link, size, "%.*s", (int)strcspn(http, " \r\n"), http);
        }
    }
    /* The host's later lines are not read: its pipe is left open, so it never writes to a closed one. */
    CHECK(link[0] != '\0' && *port > 0, "parlour-host printed no link for South");
}

/* What the page shows of the table, exactly: the host's last view, and the text and cards drawn from it. */
static const char kShown[] =
    "JSON.stringify({view: state.view, felt: document.getElementById('felt').innerText,"
    " hand: Array.from(document.querySelectorAll('#hand .card')).map(c => c.dataset.card + ' ' + c.className),"
    " choices: document.getElementById('choices').innerText, turn: document.getElementById('turn').innerText,"
    " score: document.getElementById('score').innerText, seen: document.getElementById('seen').innerText})";

static const char kJoined[] =
    "typeof state === 'object' && state.joined && state.view !== null && state.socket !== null"
    " && state.socket.readyState === 1";

/* The page's turn (a card or a button offered), or the game over. */
static const char kReady[] =
    "state.view !== null && !state.waiting && (state.view.result !== undefined ||"
    " (state.view.decider === state.seat && document.querySelectorAll('#hand .card.live, #choices button:not([disabled])').length > 0))";

/* South's move, by a click on the page's own control: the first card offered, else the first button. */
static const char kTap[] =
    "(() => { const card = document.querySelector('#hand .card.live');"
    " if (card) { const c = card.dataset.card; card.click(); return 'card ' + c; }"
    " const b = document.querySelector('#choices button:not([disabled])');"
    " if (b) { const t = b.textContent; b.click(); return 'button ' + t; } return 'none'; })()";

/* The first card offered, scrolled into view: "CARD X Y" (its centre, in the page's pixels), or "". */
static const char kOffered[] =
    "(() => { const c = document.querySelector('#hand .card.live'); if (!c) { return ''; }"
    " c.scrollIntoView({block: 'center'}); const r = c.getBoundingClientRect();"
    " return c.dataset.card + ' ' + Math.round(r.x + r.width / 2) + ' ' + Math.round(r.y + r.height / 2); })()";

static void Touch(const char *type, int x, int y)
{
    char params[160];
    if (strcmp(type, "touchEnd") == 0) {
        snprintf(params, sizeof params, "{\"type\":\"touchEnd\",\"touchPoints\":[]}");
    } else {
        snprintf(params, sizeof params, "{\"type\":\"%s\",\"touchPoints\":[{\"x\":%d,\"y\":%d}]}", type, x, y);
    }
    CHECK(WebDriver_Call(&g_web, "Input.dispatchTouchEvent", params, NULL, WAIT_MS), "%s", g_web.err);
}

/* South's move by a finger on the screen: a tap on the first card offered, or a drag of it up towards the table.
   Returns false when no card is offered (a button's moment). */
static bool PlayByTouch(bool drag)
{
    char *offered = Eval(kOffered);
    char card[8];
    int x, y;
    bool any = sscanf(offered, "\"%7s %d %d\"", card, &x, &y) == 3;
    free(offered);
    if (!any) {
        return false;
    }
    Touch("touchStart", x, y);
    if (drag) {
        for (int step = 1; step <= 6; step++) {
            Touch("touchMove", x, y - step * 20); /* 120 pixels up: past the page's 60 */
        }
    }
    Touch("touchEnd", x, y);
    char gone[160];
    snprintf(gone, sizeof gone, "!Array.from(document.querySelectorAll('#hand .card')).some(c => c.dataset.card === '%s')",
             card);
    WaitTrue(gone, drag ? "a card dragged up is played" : "a card tapped is played");
    printf("test_web_quinto: %s %s\n", drag ? "dragged" : "tapped", card);
    return true;
}

static long long NowMs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The page must come back to exactly what it showed before. */
static void ExpectSame(const char *before, const char *how)
{
    WaitTrue(kJoined, "the page rejoined");
    WaitTrue(kReady, "the page shows South's turn again");
    char *after = Eval(kShown);
    if (strcmp(before, after) != 0) {
        fprintf(stderr, "before: %s\nafter:  %s\n", before, after);
        Die("after %s the page does not show the table as it was", how);
    }
    free(after);
    printf("test_web_quinto: %s: the page rejoined and shows the same view, hand and choices\n", how);
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0); /* its lines in order with a failure's on stderr */
    if (argc != 3) {
        fprintf(stderr, "usage: test_web_quinto PARLOUR_HOST CHROMIUM\n");
        return 2;
    }
    if (argv[2][0] == '\0' || strstr(argv[2], "NOTFOUND") != NULL || access(argv[2], X_OK) != 0) {
        printf("test_web_quinto: skipped: Chromium is not installed (Debian: apt-get install chromium; "
               "scripts/setup.sh installs it).\n");
        return SKIP;
    }
    char link[256];
    int port;
    StartHost(argv[1], link, sizeof link, &port);
    CHECK(WebDriver_Start(&g_web, argv[2], 390, 844), "%s", g_web.err);
    /* Chromium has no vibrator: each page counts the page's calls instead. */
    CHECK(WebDriver_Call(&g_web, "Page.addScriptToEvaluateOnNewDocument",
                         "{\"source\":\"window.buzzed = 0; navigator.vibrate = () => { window.buzzed++; return true; };\"}",
                         NULL, WAIT_MS),
          "%s", g_web.err);
    CHECK(WebDriver_Navigate(&g_web, link, WAIT_MS), "%s", g_web.err);
    WaitTrue(kJoined, "the page joined South's seat");

    /* The hand is drawn in the game's own faces, every picture loaded from the host. */
    WaitTrue("document.querySelectorAll('#hand .card img').length === 12 && Array.from(document.querySelectorAll("
             "'#hand .card img')).every(i => i.complete && i.naturalWidth === 130 && i.naturalHeight === 182)",
             "South's twelve cards are drawn from web/cards");
    WaitTrue("document.getElementById('felt').querySelectorAll('.seat').length === 4",
             "the table shows the four seats");

    /* Rules help: the desktop's own rules of Quinto, without its clicks and keys, and the phone's own words. */
    CHECK(WebDriver_Eval(&g_web, "document.getElementById('rules').open = true", NULL, WAIT_MS), "%s", g_web.err);
    WaitTrue("document.getElementById('rules-text').innerText.includes('Quint Royal: 25.')"
             " && document.getElementById('rules-text').innerText.includes('On this phone')"
             " && !document.getElementById('rules-text').innerText.includes('Playing it here')",
             "the rules of Quinto are shown");
    WaitTrue("window.buzzed >= 1", "the phone vibrated for South's first turn");

    int moves = 0, cards = 0;
    bool reloaded = false, taken = false, tapped = false, dragged = false;
    long long deadline = NowMs() + GAME_MS;
    for (;;) {
        CHECK(NowMs() < deadline, "the game did not end within %d s (%d moves of South's)", GAME_MS / 1000, moves);
        WaitTrue(kReady, "South's turn or the end");
        char *over = Eval("state.view.result !== undefined");
        bool done = strcmp(over, "true") == 0;
        free(over);
        if (done) {
            break;
        }
        if (moves == RELOAD_AT && !reloaded) {
            char *before = Eval(kShown);
            CHECK(WebDriver_Call(&g_web, "Page.reload", "{}", NULL, WAIT_MS), "%s", g_web.err);
            WaitTrue("document.readyState === 'complete'", "the page reloaded");
            ExpectSame(before, "a reload");
            free(before);
            reloaded = true;
        }
        if (moves == TAKEN_AT && !taken) {
            char *before = Eval(kShown);
            /* The same link opened on another device: the host closes the page's connection with its reason. */
            const char *fragment = strchr(link, '#');
            char codeText[16] = "", tokenText[64] = "";
            CHECK(fragment != NULL && sscanf(fragment, "#table=%15[^&]&seat=0&token=%63s", codeText, tokenText) == 2,
                  "cannot read the link %s", link);
            WsClient other;
            CHECK(WsClient_Open(&other, port, "parlour-table", 0), "cannot open a second connection");
            char hello[256];
            snprintf(hello, sizeof hello,
                     "{\"type\":\"hello\",\"protocol\":1,\"rules\":1,\"table\":\"%s\",\"token\":\"%s\",\"name\":\"\"}",
                     codeText, tokenText);
            CHECK(WsClient_SendText(&other, hello), "cannot send the second hello");
            char *welcome = WsClient_Recv(&other, WAIT_MS);
            CHECK(welcome != NULL && strstr(welcome, "\"welcome\"") != NULL, "the second device was not welcomed");
            free(welcome);
            WaitTrue("!document.getElementById('rejoin').hidden && state.socket === null",
                     "the page, closed by the host, offers to take the seat back");
            char *status = Eval("document.getElementById('status').textContent");
            CHECK(strstr(status, "taken up on another device") != NULL, "the page does not say why: %s", status);
            free(status);
            WsClient_Close(&other);
            CHECK(WebDriver_Eval(&g_web, "document.getElementById('rejoin').click(), true", NULL, WAIT_MS), "%s",
                  g_web.err);
            ExpectSame(before, "the host closing the connection");
            free(before);
            taken = true;
        }
        const char *shot = getenv("PARLOUR_WEB_SCREENSHOT");
        const char *shotAt = getenv("PARLOUR_WEB_SCREENSHOT_AT");
        if (shot != NULL && moves == (shotAt != NULL ? atoi(shotAt) : 20)) {
            CHECK(WebDriver_Eval(&g_web, "window.scrollTo(0, 0), true", NULL, WAIT_MS), "%s", g_web.err);
            CHECK(WebDriver_Screenshot(&g_web, shot, WAIT_MS), "%s", g_web.err);
        }
        bool touched = (cards == TAP_AT && !tapped && (tapped = PlayByTouch(false))) ||
                       (cards == DRAG_AT && !dragged && (dragged = PlayByTouch(true)));
        char *did = touched ? strdup("\"card\"") : Eval(kTap);
        CHECK(strcmp(did, "\"none\"") != 0, "the page offered nothing on South's turn");
        cards += strncmp(did, "\"card", 5) == 0;
        free(did);
        moves++;
        CHECK(WebDriver_Eval(&g_web, "document.getElementById('refusal').hidden", &did, WAIT_MS), "%s", g_web.err);
        CHECK(strcmp(did, "true") == 0, "the host refused a move the page offered");
        free(did);
    }
    CHECK(reloaded && taken && tapped && dragged, "the game ended before both drops and both touches (%d moves)", moves);
    char *turn = Eval("document.getElementById('turn').textContent");
    CHECK(strstr(turn, "The game is over.") != NULL, "the page does not say the game is over: %s", turn);
    printf("test_web_quinto: South played %d moves from the page (%d cards); %s\n", moves, cards, turn);
    free(turn);
    Stop();
    return 0;
}
