/* bridge_deal_view.h: a Bridge deal drawn with every hand face up, and its double-dummy table (review and replay). */
#ifndef PARLOUR_GAMES_BRIDGE_DEAL_VIEW_H
#define PARLOUR_GAMES_BRIDGE_DEAL_VIEW_H

#include "core/bridge/bridge.h"
#include "core/bridge/bridge_dd.h"

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct App App;

/*
 * The review and the replay show what no one at the table saw: all four
 * hands at once, as a bridge diagram (the bottom seat's partner across,
 * the others at the sides), every hand a fan read left to right, the trick
 * in the middle. Positions are seats counted from the bottom seat, as at
 * the table. Nothing here knows about the table scene, so the two scenes
 * stand apart from it.
 */
typedef struct BrDealLayout {
    int me; /* the seat at the bottom */
    SDL_FRect area;
    SDL_FRect hand[4]; /* by position (0 bottom, 1 left, 2 top, 3 right): the first card */
    float pitch[4];
    SDL_FRect trick[4]; /* by position */
    float labelH;       /* the seat labels' height, above each hand */
    bool vertical;      /* the side hands run down the table's edges (a squarish window) */
} BrDealLayout;

/* What to draw: the cards held, the trick (by seat, CARD_NONE where none), marks and labels. */
typedef struct BrDeal {
    uint64_t held[4];
    Card trick[4];
    int leader;        /* of the trick shown (its first card gets a small lead mark) */
    Card focus;        /* a card ringed (in a hand or the trick), CARD_NONE for none */
    SDL_Color focusTint;
    uint64_t kept;     /* cards ringed in green: what would have kept the tricks */
    int toPlay;        /* a seat whose label is lit, -1 none */
    char label[4][64]; /* by seat */
} BrDeal;

#define BR_DEAL_TINT_COST ((SDL_Color){240, 90, 70, 255})
#define BR_DEAL_TINT_GIFT ((SDL_Color){110, 170, 240, 255})
#define BR_DEAL_TINT_KEPT ((SDL_Color){110, 220, 130, 255})

void BrDeal_Layout(App *app, SDL_FRect area, int me, BrDealLayout *out);
int BrDeal_Pos(const BrDealLayout *l, int seat);
/* A hand's cards as drawn (spades, hearts, clubs, diamonds: the colours alternate; high to low). */
int BrDeal_HandCards(uint64_t held, Card *out);
SDL_FRect BrDeal_CardRect(const BrDealLayout *l, int pos, int index);
void BrDeal_Draw(App *app, const BrDealLayout *l, const BrDeal *d);

/*
 * The double-dummy table in a box: a row per declarer, a column per
 * strain; the cell of the contract played (strain, declarer; -1 none)
 * lit. Returns the height used; draw false only measures.
 */
float BrDeal_DrawDdTable(App *app, float x, float y, float w, const BridgeDdTable *t, int strain, int declarer,
                         bool draw);

/* "the ace of spades" */
void BrDeal_CardName(Card c, char *buf, size_t size);
/* "5S 4S 2S": cards of a mask, high to low by suit as drawn. */
void BrDeal_CardList(uint64_t cards, char *buf, size_t size);

#endif
