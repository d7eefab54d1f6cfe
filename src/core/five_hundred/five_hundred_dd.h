/* five_hundred_dd.h: a deal's remaining card play solved exactly with every card known (for the strong player). */
#ifndef PARLOUR_CORE_FIVE_HUNDRED_DD_H
#define PARLOUR_CORE_FIVE_HUNDRED_DD_H

#include "five_hundred.h"

/*
 * "Double dummy": every hand known, every seat playing its best for its
 * group (the seats in `group`, a bit per seat, take as many tricks as they
 * can; the others as few), the tricks the group takes of those still to be
 * played, the trick in progress included. The table remembers positions
 * between calls (it is a cache of facts, so any state may be asked about);
 * about 4 MB, one per thread.
 */
typedef struct FhDdTable FhDdTable;

/* What a solve answers when its node budget ran out (FhDd_SetBudget). */
#define FH_DD_OUT (-2)

FhDdTable *FhDd_NewTable(void); /* NULL if memory runs out */
void FhDd_FreeTable(FhDdTable *t);
long FhDd_Nodes(const FhDdTable *t); /* nodes searched so far (for the benches) */
/*
 * The nodes the table's searches may still visit, from now on (a new table
 * has no limit). A search that would pass it gives up: it and every later
 * one answer FH_DD_OUT until the next budget, and what the table knew stays
 * true. Nodes, not a clock, so the work is the same on every machine.
 */
void FhDd_SetBudget(FhDdTable *t, long nodes);

/* The group's tricks from here (a full state in the card play); -1 if st is a view or not in the play; FH_DD_OUT (see above). */
int FhDd_Tricks(FhDdTable *t, const FiveHundredState *st, unsigned group);
/* The same after the seat to act plays a (a legal play); -1 if it cannot be played. */
int FhDd_TricksAfter(FhDdTable *t, const FiveHundredState *st, unsigned group, GameAction a);

#endif
