/* table_focus.h: the keyboard and gamepad focus over a table's groups of things (a hand, a row of cards, the choices). */
#ifndef PARLOUR_GAMES_TABLE_FOCUS_H
#define PARLOUR_GAMES_TABLE_FOCUS_H

#include <stdbool.h>

/*
 * A table shows a few groups a player picks from: the hand, the cards laid
 * out in front of him, the offered choices. The focus is in one group at a
 * time, on one item of it; each group remembers its own item, so coming
 * back to the hand finds the card left. The scene tells the counts after
 * every change (items come and go) and the focus keeps inside them; a group
 * with nothing in it is skipped. Moves never wrap round: at the end of a
 * row the focus stays, which a player can feel.
 */

#define TABLE_FOCUS_GROUPS 6

typedef struct TableFocus {
    int group;                     /* the group with the focus */
    int index[TABLE_FOCUS_GROUPS]; /* the focused item of each group */
    int count[TABLE_FOCUS_GROUPS]; /* items in each group now */
    int groups;
} TableFocus;

void TableFocus_Init(TableFocus *f, int groups);
/* The number of items in a group now; the focus is kept inside (and leaves the group if it empties). */
void TableFocus_SetCount(TableFocus *f, int group, int count);
/* One item back (dir -1) or on (+1) in the focused group; false at its end. */
bool TableFocus_Step(TableFocus *f, int dir);
/* The next (or previous) group that has items; false if there is no other. */
bool TableFocus_Cycle(TableFocus *f, int dir);
/* Puts the focus on a group (and on index, if index >= 0); false if the group is empty. */
bool TableFocus_Go(TableFocus *f, int group, int index);
/* The focused item of a group (clamped), or -1 if it is empty. */
int TableFocus_Index(const TableFocus *f, int group);

#endif
