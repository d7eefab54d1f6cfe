/* bridge_declare.c: the declaration (Laws 47-52) and the doubling to the limit (Laws 53-58, as ruled). */
#include "bridge_local.h"

void BridgeDeclare_Record(BridgeState *st, int seat, int kind, int detail)
{
    if (st->callCount < BRIDGE_CALLS_MAX) {
        st->calls[st->callCount++] = (uint8_t)((seat & 3) | (kind & 7) << 2 | (detail & 7) << 5);
    }
}

BridgeWhy BridgeDeclare_Check(const BridgeState *st, int seat, GameAction a)
{
    (void)seat; /* the caller has checked the turn */
    switch (a.kind) {
    case BRIDGE_ACT_DECLARE:
        if (a.choice >= BRIDGE_STRAIN_COUNT || a.count != 0) {
            return BRIDGE_WHY_MALFORMED;
        }
        return (st->phase == BRIDGE_PHASE_DECLARE || st->phase == BRIDGE_PHASE_PARTNER) ? BRIDGE_WHY_OK
                                                                                       : BRIDGE_WHY_NOT_DECLARING;
    case BRIDGE_ACT_LEAVE:
        if (a.choice != 0 || a.count != 0) {
            return BRIDGE_WHY_MALFORMED;
        }
        /* Law 48: the partner cannot pass the choice back. */
        return st->phase == BRIDGE_PHASE_DECLARE   ? BRIDGE_WHY_OK
               : st->phase == BRIDGE_PHASE_PARTNER ? BRIDGE_WHY_MUST_DECLARE
                                                   : BRIDGE_WHY_NOT_DECLARING;
    case BRIDGE_ACT_DOUBLE:
    case BRIDGE_ACT_CONTENT:
        if (a.choice != 0 || a.count != 0) {
            return BRIDGE_WHY_MALFORMED;
        }
        if (st->phase != BRIDGE_PHASE_DOUBLE) {
            return BRIDGE_WHY_NOT_DOUBLING;
        }
        if (a.kind == BRIDGE_ACT_DOUBLE && !Bridge_MayDouble(st->strain, st->doublings)) {
            return BRIDGE_WHY_CEILING;
        }
        return BRIDGE_WHY_OK;
    default: return BRIDGE_WHY_MALFORMED;
    }
}

static void StartPlay(BridgeState *st)
{
    st->phase = BRIDGE_PHASE_PLAY;
    st->leader = (uint8_t)Bridge_Left(st->dealer); /* the eldest hand leads (Law 60) */
    st->toAct = st->leader;
    st->trickCount = 0;
}

/* Whose turn it is to double or be content, when side is to answer and its first speaker is known. */
static void AskSide(BridgeState *st, int side)
{
    st->doubleSide = (uint8_t)side;
    st->doubleStep = 0;
    st->toAct = st->lastDoubler[side];
}

void BridgeDeclare_Apply(BridgeState *st, int seat, GameAction a)
{
    switch (a.kind) {
    case BRIDGE_ACT_LEAVE:
        BridgeDeclare_Record(st, seat, a.kind, 0);
        st->phase = BRIDGE_PHASE_PARTNER;
        st->toAct = (uint8_t)Bridge_Partner(seat);
        return;
    case BRIDGE_ACT_DECLARE: {
        BridgeDeclare_Record(st, seat, a.kind, a.choice);
        st->strain = (uint8_t)a.choice;
        st->declaredBy = (uint8_t)seat;
        st->doublings = 0;
        st->phase = BRIDGE_PHASE_DOUBLE;
        int eldest = Bridge_Left(st->dealer);
        /* Law 53: the eldest speaks first for the defence; Law 55: the trump declarer first for his side. */
        st->lastDoubler[Bridge_SideOf(eldest)] = (uint8_t)eldest;
        st->lastDoubler[Bridge_SideOf(seat)] = (uint8_t)seat;
        AskSide(st, Bridge_SideOf(eldest));
        return;
    }
    case BRIDGE_ACT_DOUBLE: {
        BridgeDeclare_Record(st, seat, a.kind, st->doubleStep);
        int side = Bridge_SideOf(seat);
        st->doublings++;
        st->lastDoubler[side] = (uint8_t)seat; /* Law 56: he who last doubled speaks first for his side */
        if (!Bridge_MayDouble(st->strain, st->doublings)) {
            StartPlay(st); /* no further double is possible (Law 58): the play begins */
        } else {
            AskSide(st, 1 - side);
        }
        return;
    }
    case BRIDGE_ACT_CONTENT:
        BridgeDeclare_Record(st, seat, a.kind, st->doubleStep);
        if (st->doubleStep == 0) {
            /* "May I lead?" or "Satisfied": the partner may still double. */
            st->doubleStep = 1;
            st->toAct = (uint8_t)Bridge_Partner(seat);
        } else {
            StartPlay(st); /* both of the side are satisfied */
        }
        return;
    default: return;
    }
}

int BridgeDeclare_Legal(const BridgeState *st, int seat, GameAction *out, int max)
{
    int n = 0;
    (void)seat;
    if (st->phase == BRIDGE_PHASE_DECLARE || st->phase == BRIDGE_PHASE_PARTNER) {
        for (int s = 0; s < BRIDGE_STRAIN_COUNT && n < max; s++) {
            out[n++] = Bridge_Declare(s);
        }
        if (st->phase == BRIDGE_PHASE_DECLARE && n < max) {
            out[n++] = Bridge_Leave();
        }
    } else if (st->phase == BRIDGE_PHASE_DOUBLE) {
        if (n < max) {
            out[n++] = Bridge_Content();
        }
        if (Bridge_MayDouble(st->strain, st->doublings) && n < max) {
            out[n++] = Bridge_Double();
        }
    }
    return n;
}
