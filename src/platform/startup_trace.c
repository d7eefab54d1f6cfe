/* startup_trace.c: timestamps and resident memory of the start-up phases on stderr, for finding what delays the first picture and what holds memory. */
#define _POSIX_C_SOURCE 200809L
#include "startup_trace.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static bool tracing;
static bool exitAfterFirst;
static double beganMs;
static double lastMs;
static double lastCpuMs;

static double ClockMs(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Milliseconds from exec to now, from the process's start time (clock ticks since boot: 10 ms steps). */
static double SinceExecMs(void)
{
#if defined(__linux__)
    FILE *f = fopen("/proc/self/stat", "r");
    if (f == NULL) {
        return -1.0;
    }
    char buf[1024];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    /* Field 22 is the start time; the command name (field 2) may hold spaces, so count after its ')'. */
    char *p = buf;
    for (char *q = buf; *q != '\0'; q++) {
        if (*q == ')') {
            p = q + 1;
        }
    }
    unsigned long long start = 0;
    int field = 2;
    for (char *tok = p; *tok != '\0' && field < 22; tok++) {
        if (*tok == ' ') {
            field++;
            if (field == 22) {
                start = strtoull(tok + 1, NULL, 10);
            }
        }
    }
    long hz = sysconf(_SC_CLK_TCK);
    return hz > 0 ? ClockMs(CLOCK_BOOTTIME) - (double)start * 1000.0 / (double)hz : -1.0;
#else
    return -1.0;
#endif
}

void StartupTrace_Begin(void)
{
    const char *env = getenv("PARLOUR_TRACE_STARTUP");
    tracing = env != NULL && env[0] != '\0' && env[0] != '0';
    exitAfterFirst = tracing && strcmp(env, "exit") == 0;
    beganMs = ClockMs(CLOCK_MONOTONIC);
    lastMs = beganMs;
    lastCpuMs = ClockMs(CLOCK_PROCESS_CPUTIME_ID);
    if (tracing) {
        /* The CPU clock starts at exec: what it shows now went on loading and linking the libraries. */
        fprintf(stderr, "start-up: exec to main about %.0f ms (the kernel counts in 10 ms steps), %.1f ms of CPU\n",
                SinceExecMs(), lastCpuMs);
    }
}

bool StartupTrace_On(void)
{
    return tracing;
}

bool StartupTrace_ExitAfterFirstFrame(void)
{
    return exitAfterFirst;
}

/* The resident memory now and its high-water mark, in MiB, from /proc (0 where there is none). */
static void ResidentMiB(double *rss, double *peak)
{
    *rss = 0.0;
    *peak = 0.0;
#if defined(__linux__)
    FILE *f = fopen("/proc/self/status", "r");
    if (f == NULL) {
        return;
    }
    char line[256];
    while (fgets(line, sizeof line, f) != NULL) {
        unsigned long kib = 0;
        if (sscanf(line, "VmRSS: %lu", &kib) == 1) {
            *rss = (double)kib / 1024.0;
        } else if (sscanf(line, "VmHWM: %lu", &kib) == 1) {
            *peak = (double)kib / 1024.0;
        }
    }
    fclose(f);
#endif
}

void StartupTrace_Mark(const char *what)
{
    if (!tracing) {
        return;
    }
    double now = ClockMs(CLOCK_MONOTONIC);
    double cpu = ClockMs(CLOCK_PROCESS_CPUTIME_ID);
    double rss, peak;
    ResidentMiB(&rss, &peak);
    /* Wall time counts the other programs on a loaded machine too; CPU time is this process's own. */
    fprintf(stderr, "start-up: %7.1f ms (+%6.1f wall, +%6.1f CPU) RSS %5.1f MiB (peak %5.1f)  %s\n", now - beganMs,
            now - lastMs, cpu - lastCpuMs, rss, peak, what);
    lastMs = now;
    lastCpuMs = cpu;
}

void StartupTrace_Markf(const char *fmt, ...)
{
    if (!tracing) {
        return;
    }
    char what[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    StartupTrace_Mark(what);
}
