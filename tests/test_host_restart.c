/* test_host_restart.c: the real parlour-host killed with SIGKILL and started again: the same links, the same views. */
#define _GNU_SOURCE
#include "host/table_protocol.h"
#include "temp_dir.h"
#include "host_test_harness.h"
#include "ws_test_client.h"

#include <arpa/inet.h>
#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

enum {
    LINKS = 3 /* two seats and the watchers' (WAIT_MS: host_test_harness.h) */
};

typedef struct Running {
    pid_t pid;
    int out; /* its standard output */
    int in;  /* its standard input */
    char text[8192];
    size_t length;
} Running;

typedef struct Seat {
    WsClient ws;
    char *view;
} Seat;

static long long NowMs(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* A port free now on 127.0.0.1 (the system's choice), for both runs of the host. */
static int FreePort(void)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    assert_int_equal(bind(fd, (struct sockaddr *)&a, sizeof a), 0);
    socklen_t length = sizeof a;
    assert_int_equal(getsockname(fd, (struct sockaddr *)&a, &length), 0);
    close(fd);
    return ntohs(a.sin_port);
}

/* Reads the host's output until it holds words (true), or WAIT_MS passes or it ends (false). */
static bool ReadUntil(Running *r, const char *words)
{
    long long until = NowMs() + WAIT_MS;
    while (strstr(r->text, words) == NULL) {
        int left = (int)(until - NowMs());
        struct pollfd p = {r->out, POLLIN, 0};
        if (left <= 0 || poll(&p, 1, left) <= 0) {
            return false;
        }
        ssize_t n = read(r->out, r->text + r->length, sizeof r->text - 1 - r->length);
        if (n <= 0) {
            return false;
        }
        r->length += (size_t)n;
        r->text[r->length] = '\0';
    }
    return true;
}

static void Start(Running *r, const char *dir, int port)
{
    memset(r, 0, sizeof *r);
    int out[2];
    int in[2];
    assert_int_equal(pipe(out), 0);
    assert_int_equal(pipe(in), 0);
    char portText[16];
    snprintf(portText, sizeof portText, "%d", port);
    r->pid = fork();
    assert_true(r->pid >= 0);
    if (r->pid == 0) {
        dup2(out[1], STDOUT_FILENO);
        dup2(in[0], STDIN_FILENO);
        close(out[0]);
        close(out[1]);
        close(in[0]);
        close(in[1]);
        /* The same command line both times: the second finds the folder's table and opens no new one. */
        execl(PARLOUR_HOST, PARLOUR_HOST, "--game", "piquet", "--seats", "person,person", "--port", portText, "--save",
              dir, "--assets", PARLOUR_WEB_DIR, (char *)NULL);
        _exit(127);
    }
    close(out[1]);
    close(in[0]);
    r->out = out[0];
    r->in = in[1];
    if (!ReadUntil(r, "Each link is one seat's")) {
        fail_msg("parlour-host did not print its links: %s", r->text);
    }
}

/* The seat links and the watchers' link, in the order printed. */
static void Links(const Running *r, char links[LINKS][160])
{
    const char *p = r->text;
    for (int i = 0; i < LINKS; i++) {
        p = strstr(p, "http://");
        assert_non_null(p);
        size_t n = strcspn(p, "\n");
        assert_true(n < 160);
        snprintf(links[i], 160, "%.*s", (int)n, p);
        p += n;
    }
}

/* code and token from a link's fragment ("#table=CODE&seat=N&token=T"). */
static void FromLink(const char *link, char *code, char *token)
{
    const char *t = strstr(link, "#table=");
    assert_non_null(t);
    snprintf(code, 16, "%.6s", t + 7);
    const char *k = strstr(link, "&token=");
    token[0] = '\0';
    if (k != NULL) {
        snprintf(token, TABLE_TOKEN_MAX, "%s", k + 7);
    }
}

static char *Next(Seat *s, const char *type)
{
    char *m = WsClient_Recv(&s->ws, WAIT_MS);
    char prefix[48];
    snprintf(prefix, sizeof prefix, "{\"type\":\"%s\"", type);
    if (m == NULL || strncmp(m, prefix, strlen(prefix)) != 0) {
        fail_msg("expected a \"%s\" message, got: %.300s", type, m != NULL ? m : "(nothing)");
    }
    return m;
}

/* Joins by a link: the welcome, then the whole view (kept). */
static void Join(Seat *s, int port, const char *link)
{
    char code[16];
    char token[TABLE_TOKEN_MAX];
    FromLink(link, code, token);
    assert_true(WsClient_Open(&s->ws, port, "parlour-table", 0));
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, code, token, "Ada");
    assert_true(WsClient_SendText(&s->ws, hello));
    free(hello);
    free(Next(s, "welcome"));
    s->view = Next(s, "view");
}

static int Field(const char *view, const char *name)
{
    cJSON *root = cJSON_Parse(view);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, name);
    int n = cJSON_IsNumber(v) ? v->valueint : -1;
    cJSON_Delete(root);
    return n;
}

/* The decider plays its first choice; both seats get the move and their new views. */
static void Play(Seat seats[2])
{
    int decider = Field(seats[0].view, "decider");
    assert_true(decider == 0 || decider == 1);
    char first[GAME_ACTION_TEXT_MAX * 4];
    HostTest_FirstChoice(seats[decider].view, first, sizeof first); /* an action, or a pick of cards */
    assert_true(first[0] != '\0');
    char *act = TableProtocol_Act(first);
    assert_true(WsClient_SendText(&seats[decider].ws, act));
    free(act);
    for (int s = 0; s < 2; s++) {
        free(Next(&seats[s], "move"));
        free(seats[s].view);
        seats[s].view = Next(&seats[s], "view");
    }
}

static int Stop(Running *r, int signum)
{
    kill(r->pid, signum);
    int status = 0;
    long long until = NowMs() + WAIT_MS;
    while (waitpid(r->pid, &status, WNOHANG) == 0) {
        if (NowMs() > until) {
            kill(r->pid, SIGKILL);
            waitpid(r->pid, &status, 0);
            fail_msg("parlour-host did not end on signal %d", signum);
        }
        usleep(5000);
    }
    return status;
}

static void test_a_host_killed_with_sigkill_resumes_and_the_same_links_rejoin(void **state)
{
    (void)state;
    signal(SIGPIPE, SIG_IGN);
    char dir[128];
    assert_true(TempDir_Make(dir, sizeof dir, "host-restart"));
    char folder[160];
    snprintf(folder, sizeof folder, "%s/room", dir);
    int port = FreePort();

    Running first;
    Start(&first, folder, port);
    char links[LINKS][160];
    Links(&first, links);
    Seat seats[2];
    memset(seats, 0, sizeof seats);
    Join(&seats[0], port, links[0]);
    Join(&seats[1], port, links[1]);
    free(Next(&seats[0], "seats")); /* seat 1 came */
    for (int i = 0; i < 9; i++) {
        Play(seats);
    }
    /* Killed without a chance to write anything more, in the middle of the deal. */
    int status = Stop(&first, SIGKILL);
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    close(first.out);
    close(first.in);
    for (int s = 0; s < 2; s++) {
        assert_true(WsClient_WaitClosed(&seats[s].ws, WAIT_MS));
        WsClient_Close(&seats[s].ws);
    }
    /* Its one file is private: it holds the links' secrets. */
    char code[16];
    char token[TABLE_TOKEN_MAX];
    FromLink(links[0], code, token);
    char path[256];
    snprintf(path, sizeof path, "%s/%s.table", folder, code);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    assert_int_equal(stat(folder, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0700);

    /* Started again the same way: the table resumed, not a new one, with the very same links. */
    Running second;
    Start(&second, folder, port);
    assert_non_null(strstr(second.text, "1 table resumed from"));
    char again[LINKS][160];
    Links(&second, again);
    for (int i = 0; i < LINKS; i++) {
        assert_string_equal(again[i], links[i]);
    }
    /* Each link rejoins to exactly the view it had when the host was killed. */
    for (int s = 0; s < 2; s++) {
        Seat back;
        memset(&back, 0, sizeof back);
        Join(&back, port, links[s]);
        if (strcmp(back.view, seats[s].view) != 0) {
            fail_msg("seat %d rejoined to another view:\n  before %.300s\n  after  %.300s", s, seats[s].view,
                     back.view);
        }
        free(seats[s].view);
        seats[s] = back;
    }
    free(Next(&seats[0], "seats"));
    Play(seats);

    /* The host's own command on its standard input: a new link for seat 1, the old one refused. */
    char command[64];
    snprintf(command, sizeof command, "replace %s 1\n", code);
    assert_true(write(second.in, command, strlen(command)) == (ssize_t)strlen(command));
    assert_true(ReadUntil(&second, "the new link is http://"));
    char *refused = Next(&seats[1], "refused");
    assert_non_null(strstr(refused, "someone else"));
    free(refused);
    Seat old;
    memset(&old, 0, sizeof old);
    assert_true(WsClient_Open(&old.ws, port, "parlour-table", 0));
    FromLink(links[1], code, token);
    char *hello = TableProtocol_Hello(TABLE_RULES_REVISION, code, token, "Old");
    assert_true(WsClient_SendText(&old.ws, hello));
    free(hello);
    refused = Next(&old, "refused");
    assert_non_null(strstr(refused, "No table with that code and seat link here."));
    free(refused);
    WsClient_Close(&old.ws);

    status = Stop(&second, SIGINT);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    assert_true(ReadUntil(&second, "the room is closed"));
    close(second.out);
    close(second.in);
    for (int s = 0; s < 2; s++) {
        WsClient_Close(&seats[s].ws);
        free(seats[s].view);
    }
    TempDir_Remove(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_host_killed_with_sigkill_resumes_and_the_same_links_rejoin),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
