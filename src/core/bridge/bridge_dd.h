/* bridge_dd.h: the double-dummy solver (Bo Haglund's DDS) behind a small interface in the core's own terms. */
#ifndef PARLOUR_CORE_BRIDGE_DD_H
#define PARLOUR_CORE_BRIDGE_DD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "card.h"

/*
 * Hands are 52-bit masks (bit Card_Index52) by our seats (0 South, 1 West,
 * 2 North, 3 East); strains are BridgeStrain (spades, hearts, diamonds,
 * clubs, No trumps). Nothing of DDS's types leaves bridge_dd.c. DDS runs on
 * one thread (SetMaxThreads(1)), and the calls are serialised by a mutex,
 * so the AI on a worker thread and a review on the main thread may both
 * call in. A failed call returns false with DDS's own message in err.
 * DDS is opened on first use (dlopen), so a start that never plays Bridge
 * never pays for loading it; when it cannot be opened, every call fails with
 * a message that says so and how to install it.
 */

/* Room for any failure whole: the loader's reason (BRIDGE_DD_LOAD_ERR_MAX, a file name in it) and the remedy. */
#define BRIDGE_DD_LOAD_ERR_MAX 768
#define BRIDGE_DD_ERR_MAX (BRIDGE_DD_LOAD_ERR_MAX + 192)

/* tricks[strain][seat]: tricks the seat's side takes when that seat is declarer (led to from its left). */
typedef struct BridgeDdTable {
    int tricks[5][4];
} BridgeDdTable;

/* A position in the play: the remaining hands, the trick in progress (up to 3 cards, led by leader). */
typedef struct BridgeDdPosition {
    uint64_t hands[4];
    int strain;
    int leader;     /* the seat that led the current trick (or leads next if trickCount is 0) */
    int trickCount; /* 0..3 */
    Card trick[3];
} BridgeDdPosition;

/* Every card the seat to play may play, with the tricks its side then takes of those left (this one included). */
typedef struct BridgeDdCards {
    int count;
    Card card[13];
    int tricks[13];
} BridgeDdCards;

/* Opens DDS if it is not open yet: false, with the reason and the remedy in err, when it cannot be. */
bool BridgeDd_Load(char *err, size_t errSize);
/* The double-dummy table of a full deal (13 cards each). */
bool BridgeDd_Table(const uint64_t hands[4], BridgeDdTable *out, char *err, size_t errSize);
/* The value of each playable card (best first). */
bool BridgeDd_Cards(const BridgeDdPosition *pos, BridgeDdCards *out, char *err, size_t errSize);
/* The tricks the side to play takes of those left with best play on both sides. */
bool BridgeDd_Tricks(const BridgeDdPosition *pos, int *tricks, char *err, size_t errSize);
/* Tricks for the declarer's side in a strain from a full deal, the opening lead from declarer's left. */
bool BridgeDd_Contract(const uint64_t hands[4], int strain, int declarer, int *tricks, char *err, size_t errSize);

#endif
