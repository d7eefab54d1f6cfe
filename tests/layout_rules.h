/* layout_rules.h: the rules of docs/layout-check.md applied to what the last recorded frame drew (render/layout_record.h). */
#ifndef PARLOUR_TESTS_LAYOUT_RULES_H
#define PARLOUR_TESTS_LAYOUT_RULES_H

#include "app/app.h"

#include <stdbool.h>

/*
 * A failure the test reports but does not fail on yet: a scene ("*" any) and the start of the failure's message.
 * Each entry is a defect to fix; a list ends with {NULL, NULL}. Never add one to make a new scene pass.
 */
typedef struct LayoutKnown {
    const char *scene;
    const char *what;
} LayoutKnown;

#define LAYOUT_REPORT_SEEN 512

typedef struct LayoutReport {
    const LayoutKnown *known; /* may be NULL */
    int failures, knownCount;
    bool used[64];
    char first[512];
    bool quiet;      /* print each distinct failure once (a live game repeats the same one many frames) */
    int seenCount;   /* distinct failures printed so far (quiet) */
    unsigned long seen[LAYOUT_REPORT_SEEN];
    int suppressed;  /* repeats not printed */
} LayoutReport;

/* Checks the frame just recorded: every rule of docs/layout-check.md. scene, size and style name it in messages. */
void LayoutRules_Check(LayoutReport *rep, App *app, const char *scene, const char *size, const char *style);
/* Prints the entries of the known list that never fired ("fixed?"); call after the last check. */
void LayoutRules_ReportUnused(const LayoutReport *rep);

#endif
