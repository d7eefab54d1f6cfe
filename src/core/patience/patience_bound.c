/* patience_bound.c: the best split of 25 cards into five poker hands, and the exact bound on a layout. */
#include "patience_bound.h"

#include <string.h>

#include "patience_cores.h"
#include "patience_exact.h"

enum {
    SPLIT_BUDGET = 4000000
};

typedef struct Packer {
    const PatienceCores *cores;
    int best;
    long nodes;
} Packer;

static void Pack(Packer *p, int from, uint32_t used, int depth, int sum)
{
    if (sum > p->best) {
        p->best = sum;
    }
    if (depth == PATIENCE_SIDE || ++p->nodes > SPLIT_BUDGET) {
        return;
    }
    for (int i = from; i < p->cores->count; i++) {
        const PatienceCore *core = &p->cores->items[i];
        if (sum + (PATIENCE_SIDE - depth) * core->value <= p->best) {
            return; /* values only fall from here */
        }
        if ((core->mask & used) == 0) {
            Pack(p, i + 1, used | core->mask, depth + 1, sum + core->value);
        }
    }
}

static int SplitOf(const PatienceCores *cores, PatienceTable table)
{
    int loose = PATIENCE_SIDE * Patience_MaxLinePoints(table);
    int top5 = 0;
    for (int i = 0; i < cores->count && i < PATIENCE_SIDE; i++) {
        top5 += cores->items[i].value;
    }
    Packer p = {cores, 0, 0};
    Pack(&p, 0, 0, 0, 0);
    if (cores->complete && p.nodes <= SPLIT_BUDGET) {
        return p.best;
    }
    return cores->complete && top5 < loose ? top5 : loose;
}

int PatienceBound_Split(const Card deal[PATIENCE_CARDS], PatienceTable table)
{
    PatienceCores cores;
    if (!PatienceCores_Make(&cores, deal, table)) {
        return PATIENCE_SIDE * Patience_MaxLinePoints(table);
    }
    int split = SplitOf(&cores, table);
    PatienceCores_Free(&cores);
    return split;
}

/* One exact search above floor; folds what it found or proved into out. False if it could not run. */
static bool SearchAbove(const PatienceCores *cores, int floor, long budget, PatienceExactAccept accept, void *context,
                        PatienceLayoutBound *out)
{
    PatienceExact exact;
    if (!PatienceExact_Search(cores, floor, budget, accept, context, &exact)) {
        return false;
    }
    out->nodes += exact.nodes < budget ? exact.nodes : budget;
    if (exact.found && exact.best > out->best) {
        out->best = exact.best;
        out->found = true;
        memcpy(out->square, exact.square, sizeof out->square);
    }
    /* Finished: nothing above floor but what it found, or a square it refused but could not rule out. */
    if (exact.finished && exact.refused < out->bound) {
        out->bound = exact.refused > out->best ? exact.refused : out->best;
    }
    return true;
}

bool PatienceBound_Layout(const Card deal[PATIENCE_CARDS], PatienceTable table, int known, long budget,
                          PatienceExactAccept accept, void *context, PatienceLayoutBound *out)
{
    if (deal == NULL || out == NULL || budget < 0) {
        return false;
    }
    memset(out, 0, sizeof *out);
    PatienceCores cores;
    if (!PatienceCores_Make(&cores, deal, table)) {
        return false;
    }
    out->best = known;
    out->bound = 2 * SplitOf(&cores, table);
    if (out->bound < known) {
        out->bound = known; /* never expected: the split bounds every layout */
    }
    bool ok = SearchAbove(&cores, known, budget - budget / 3, accept, context, out);
    /* Out of budget before a proof: narrow the bound by halves with what is left. */
    while (ok && out->best < out->bound && out->nodes < budget) {
        int floor = out->best + (out->bound - out->best) / 2; /* look for more than this */
        int before = out->bound;
        ok = SearchAbove(&cores, floor, budget - out->nodes, accept, context, out);
        if (out->bound == before && out->best <= floor) {
            break; /* that search ran out too */
        }
    }
    PatienceCores_Free(&cores);
    return ok;
}
