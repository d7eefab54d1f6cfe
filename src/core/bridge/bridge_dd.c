/* bridge_dd.c: the wrapper round DDS: our seats and cards to its hands and ranks, one thread, errors as text. */
#include "bridge_dd.h"

#include <dds/dll.h>
#include <stdio.h>
#include <string.h>
#include <threads.h>

/* DDS counts hands clockwise from North; our seats start at South: North is our 2. */
static int DdsHand(int seat)
{
    return (seat + 2) & 3;
}

static once_flag gOnce = ONCE_FLAG_INIT;
static mtx_t gLock;

static void InitOnce(void)
{
    /* One thread: the machine is shared, and a seed must give the same answers everywhere. */
    SetMaxThreads(1);
    mtx_init(&gLock, mtx_plain);
}

static bool Fail(int code, char *err, size_t errSize)
{
    char line[80];
    ErrorMessage(code, line);
    if (err != NULL && errSize > 0) {
        snprintf(err, errSize, "double-dummy solver: %s", line);
    }
    return false;
}

/* Our 52-bit hand as DDS's ranks per suit (bit 2..14); our suits are in DDS's order already. */
static void ToDds(const uint64_t hands[4], unsigned int cards[DDS_HANDS][DDS_SUITS])
{
    for (int seat = 0; seat < 4; seat++) {
        for (int s = 0; s < 4; s++) {
            unsigned int bits = (unsigned int)((hands[seat] >> (13 * s)) & 0x1FFF);
            cards[DdsHand(seat)][s] = bits << 2; /* index 0 is the two: DDS's rank bit 2 */
        }
    }
}

static bool CheckCounts(const uint64_t hands[4], char *err, size_t errSize)
{
    uint64_t all = 0;
    for (int p = 0; p < 4; p++) {
        if ((all & hands[p]) != 0 || (hands[p] >> 52) != 0) {
            return Fail(RETURN_DUPLICATE_CARDS, err, errSize);
        }
        all |= hands[p];
    }
    return true;
}

bool BridgeDd_Table(const uint64_t hands[4], BridgeDdTable *out, char *err, size_t errSize)
{
    call_once(&gOnce, InitOnce);
    if (!CheckCounts(hands, err, errSize)) {
        return false;
    }
    struct ddTableDeal deal;
    struct ddTableResults res;
    memset(&deal, 0, sizeof deal);
    ToDds(hands, deal.cards);
    mtx_lock(&gLock);
    int rc = CalcDDtable(deal, &res);
    mtx_unlock(&gLock);
    if (rc != RETURN_NO_FAULT) {
        return Fail(rc, err, errSize);
    }
    for (int strain = 0; strain < 5; strain++) {
        for (int seat = 0; seat < 4; seat++) {
            out->tricks[strain][seat] = res.resTable[strain][DdsHand(seat)];
        }
    }
    return true;
}

static bool Solve(const BridgeDdPosition *pos, int solutions, struct futureTricks *fut, char *err, size_t errSize)
{
    call_once(&gOnce, InitOnce);
    if (!CheckCounts(pos->hands, err, errSize)) {
        return false;
    }
    if (pos->strain < 0 || pos->strain > 4 || pos->leader < 0 || pos->leader > 3 || pos->trickCount < 0 ||
        pos->trickCount > 3) {
        return Fail(RETURN_UNKNOWN_FAULT, err, errSize);
    }
    struct deal dl;
    memset(&dl, 0, sizeof dl);
    dl.trump = pos->strain; /* 0-3 spades, hearts, diamonds, clubs; 4 No trumps: our order */
    dl.first = DdsHand(pos->leader);
    for (int i = 0; i < pos->trickCount; i++) {
        dl.currentTrickSuit[i] = Card_Suit(pos->trick[i]);
        dl.currentTrickRank[i] = Card_Rank(pos->trick[i]);
    }
    ToDds(pos->hands, dl.remainCards);
    memset(fut, 0, sizeof *fut);
    mtx_lock(&gLock);
    int rc = SolveBoard(dl, -1, solutions, 1, fut, 0);
    mtx_unlock(&gLock);
    return rc == RETURN_NO_FAULT ? true : Fail(rc, err, errSize);
}

bool BridgeDd_Cards(const BridgeDdPosition *pos, BridgeDdCards *out, char *err, size_t errSize)
{
    struct futureTricks fut;
    out->count = 0;
    if (!Solve(pos, 3, &fut, err, errSize)) {
        return false;
    }
    /* DDS lists one card of each run of equals, with the lower equals as a bit mask: spell them out. */
    for (int i = 0; i < fut.cards && out->count < 13; i++) {
        Suit s = (Suit)fut.suit[i];
        out->card[out->count] = Card_Make(fut.rank[i], s);
        out->tricks[out->count++] = fut.score[i];
        for (int r = RANK_ACE; r >= RANK_TWO && out->count < 13; r--) {
            if (fut.equals[i] & (1 << r)) {
                out->card[out->count] = Card_Make(r, s);
                out->tricks[out->count++] = fut.score[i];
            }
        }
    }
    return true;
}

bool BridgeDd_Tricks(const BridgeDdPosition *pos, int *tricks, char *err, size_t errSize)
{
    struct futureTricks fut;
    if (!Solve(pos, 1, &fut, err, errSize)) {
        return false;
    }
    *tricks = fut.score[0];
    return true;
}

bool BridgeDd_Contract(const uint64_t hands[4], int strain, int declarer, int *tricks, char *err, size_t errSize)
{
    BridgeDdPosition pos;
    memset(&pos, 0, sizeof pos);
    memcpy(pos.hands, hands, sizeof pos.hands);
    pos.strain = strain;
    pos.leader = (declarer + 1) & 3;
    int defence;
    if (!BridgeDd_Tricks(&pos, &defence, err, errSize)) {
        return false;
    }
    int left = 0;
    for (int p = 0; p < 4; p++) {
        left = __builtin_popcountll(hands[p]) > left ? __builtin_popcountll(hands[p]) : left;
    }
    *tricks = left - defence;
    return true;
}
