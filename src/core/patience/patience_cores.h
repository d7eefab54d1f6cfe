/* patience_cores.h: the scoring cores among 25 known cards, the pieces every Poker Patience bound is built from. */
#ifndef PARLOUR_CORE_PATIENCE_CORES_H
#define PARLOUR_CORE_PATIENCE_CORES_H

#include <stdbool.h>
#include <stdint.h>

#include "patience.h"

/*
 * A core is a set of cards that scores by itself: a pair, two pairs,
 * threes, fours, a full, a straight, a flush or a straight flush. A hand of
 * five scores what its best core scores (a hand with no core scores
 * nothing), so the cores are all a layout's score depends on.
 */
typedef struct PatienceCore {
    uint32_t mask; /* bit i: deal[i] is in the core */
    int value;     /* its points under the table */
} PatienceCore;

typedef struct PatienceCores {
    PatienceCore *items; /* by value, highest first; ties by mask */
    int count;
    bool complete; /* false if the list outgrew its room (never met in a real deal): bounds must then widen */
} PatienceCores;

/* Lists the deal's cores under table; false if out of memory. Free with PatienceCores_Free. */
bool PatienceCores_Make(PatienceCores *cores, const Card deal[PATIENCE_CARDS], PatienceTable table);
void PatienceCores_Free(PatienceCores *cores);

#endif
