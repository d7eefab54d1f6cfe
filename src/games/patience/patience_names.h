/* patience_names.h: what the player reads for Poker Patience's variants and hands (the rules help's words). */
#ifndef PARLOUR_GAMES_PATIENCE_NAMES_H
#define PARLOUR_GAMES_PATIENCE_NAMES_H

#include "core/patience/patience.h"

#include <ctype.h>
#include <stdio.h>

/* "Classic layout", "Free layout", "Serpent": as the rules help names them. */
static inline const char *PatienceNames_Layout(PatienceLayout layout)
{
    static const char *const names[PATIENCE_LAYOUT_COUNT] = {"Classic layout", "Free layout", "Serpent"};
    return (unsigned)layout < PATIENCE_LAYOUT_COUNT ? names[layout] : "?";
}

/* "Classic", "Free", "Serpent": for tabs and other tight places. */
static inline const char *PatienceNames_LayoutShort(PatienceLayout layout)
{
    static const char *const names[PATIENCE_LAYOUT_COUNT] = {"Classic", "Free", "Serpent"};
    return (unsigned)layout < PATIENCE_LAYOUT_COUNT ? names[layout] : "?";
}

static inline const char *PatienceNames_Table(PatienceTable table)
{
    static const char *const names[PATIENCE_TABLE_COUNT] = {"English table", "American table"};
    return (unsigned)table < PATIENCE_TABLE_COUNT ? names[table] : "?";
}

/* The hand as the table scores it, capitalised: "Straight flush", "Two pairs". Returns buf. */
static inline const char *PatienceNames_Hand(PatienceTable table, PokerClass hand, char *buf, size_t size)
{
    snprintf(buf, size, "%s", Poker_ClassName(Patience_TableClass(table, hand)));
    if (buf[0] != '\0') {
        buf[0] = (char)toupper((unsigned char)buf[0]);
    }
    return buf;
}

#endif
