/* bridge_test_deal.h: building Bridge deals for tests from the cards that matter, the rest dealt round. */
#ifndef PARLOUR_TESTS_BRIDGE_TEST_DEAL_H
#define PARLOUR_TESTS_BRIDGE_TEST_DEAL_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "bridge/bridge.h"
#include "card.h"

/*
 * Four hands of 13: seat p holds the cards listed in given[p] (NULL: none
 * named), and the other cards are dealt round the seats in order of the
 * pack, never giving a seat a card of a suit in its bit of voids[p], and
 * never a trump honour (10 J Q K A of honourSuit, or an ace if honourSuit
 * is 4) unless named (pass -1 for none), so a test names exactly who holds
 * the honours. False if that cannot be done.
 */
static inline bool TestDeal(uint64_t hands[4], const char *const given[4], const uint8_t voids[4], int honourSuit)
{
    uint64_t used = 0;
    memset(hands, 0, 4 * sizeof hands[0]);
    for (int p = 0; p < 4; p++) {
        Card cards[13];
        int n = given[p] != NULL ? Card_ParseList(given[p], cards, 13, NULL) : 0;
        if (n < 0) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            hands[p] |= Bridge_Bit(cards[i]);
        }
        if ((used & hands[p]) != 0) {
            return false;
        }
        used |= hands[p];
    }
    uint8_t anyVoid = voids != NULL ? (uint8_t)(voids[0] | voids[1] | voids[2] | voids[3]) : 0;
    int turn = 0;
    /* The suits someone is void in go first, each card to the seat with most room that may take it. */
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < 52; i++) {
            Card c = Card_FromIndex52(i);
            bool constrained = (anyVoid >> Card_Suit(c) & 1) != 0;
            if ((used & (1ULL << i)) || constrained != (pass == 0)) {
                continue;
            }
            bool honour = honourSuit == 4 ? Card_Rank(c) == RANK_ACE
                                          : (honourSuit >= 0 && (int)Card_Suit(c) == honourSuit &&
                                             Card_Rank(c) >= RANK_TEN);
            if (honour) {
                return false; /* every honour must be named */
            }
            int best = -1, bestRoom = 0;
            for (int k = 0; k < 4; k++) {
                int p = (turn + k) & 3;
                int room = 13 - __builtin_popcountll(hands[p]);
                if (room > bestRoom && !(voids != NULL && (voids[p] >> Card_Suit(c) & 1))) {
                    best = p;
                    bestRoom = room;
                }
            }
            if (best < 0) {
                return false;
            }
            hands[best] |= 1ULL << i;
            turn = (turn + 1) & 3;
        }
    }
    for (int p = 0; p < 4; p++) {
        if (__builtin_popcountll(hands[p]) != 13) {
            return false;
        }
    }
    return true;
}

#endif
