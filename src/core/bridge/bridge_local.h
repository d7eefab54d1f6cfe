/* bridge_local.h: what the Bridge files share inside the module (not for other modules). */
#ifndef PARLOUR_CORE_BRIDGE_LOCAL_H
#define PARLOUR_CORE_BRIDGE_LOCAL_H

#include "bridge.h"

#define BRIDGE_ALL_CARDS ((1ULL << 52) - 1)
#define BRIDGE_NO_SEAT 0xFF

static inline uint64_t SuitMask(int suit)
{
    return 0x1FFFULL << (13 * suit);
}

static inline int PopCount(uint64_t x)
{
    return __builtin_popcountll(x);
}

/* bridge_deal.c: deals hand number st->deal with st->dealer dealing (rubber kept). */
void BridgeDeal_Start(BridgeState *st);
/* bridge_deal.c: scores the finished hand into the rubber, then deals the next or ends the rubber. */
void BridgeDeal_Finish(BridgeState *st);

/* bridge_declare.c: the declaration and the doubling. */
BridgeWhy BridgeDeclare_Check(const BridgeState *st, int seat, GameAction a);
void BridgeDeclare_Apply(BridgeState *st, int seat, GameAction a);
int BridgeDeclare_Legal(const BridgeState *st, int seat, GameAction *out, int max);
/* Records a spoken call (detail: a strain, or the doubling step). */
void BridgeDeclare_Record(BridgeState *st, int seat, int kind, int detail);

/* bridge_play.c: the tricks. */
BridgeWhy BridgePlay_Check(const BridgeState *st, int seat, GameAction a);
void BridgePlay_Apply(BridgeState *st, int seat, GameAction a);
int BridgePlay_Legal(const BridgeState *st, int seat, GameAction *out, int max);

/* bridge_ai.c: how good a strain looks from one hand (the EASY declaration; STRONG's candidates). */
double BridgeAi_StrainRating(uint64_t hand, int strain, bool mustDeclare);
/* bridge_ai.c: the ratings of n actions (GameAiPolicy.rate). */
void BridgeAi_Rate(const BridgeState *st, int seat, const GameAction *acts, int n, double *out);

#endif
