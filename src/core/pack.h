/* pack.h: the packs of every game in the book, built in a fixed order and shuffled by seed. */
#ifndef PARLOUR_CORE_PACK_H
#define PARLOUR_CORE_PACK_H

#include "card.h"
#include "rng.h"

typedef enum PackKind {
    PACK_WHIST,         /* 52 cards: Poker Patience, Bridge */
    PACK_PIQUET,        /* 32 cards, A K Q J 10 9 8 7: Piquet */
    PACK_BEZIQUE,       /* 2 piquet packs, 64 cards */
    PACK_RUBICON,       /* 4 piquet packs, 128 cards */
    PACK_FIVE_HUNDRED,  /* piquet pack + Joker, 33 cards */
    PACK_QUINTO,        /* whist pack + Joker (Quint Royal), 53 cards */
    PACK_KIND_COUNT
} PackKind;

#define PACK_MAX_CARDS 128

typedef struct Pack {
    PackKind kind;
    int count;
    Card cards[PACK_MAX_CARDS]; /* cards[0] is the top of the pack */
} Pack;

/* The pack in its fixed, documented order: for each copy, suits S H D C, ranks low to high, then the Joker. */
Pack Pack_Build(PackKind kind);
/* Pack_Build then Rng_Shuffle with Rng_Make(seed). */
Pack Pack_Shuffled(PackKind kind, uint64_t seed);

const char *Pack_Name(PackKind kind);          /* "whist", "piquet", ... */
PackKind Pack_FromName(const char *name);      /* PACK_KIND_COUNT if unknown */
int Pack_Size(PackKind kind);

#endif
