/* piquet_cards.c: the piquet pack's cards, and what a set of cards holds: point, sequences, quatorzes and trios. */
#include "piquet_local.h"

#include <string.h>

static const char *const kVariantNames[PIQUET_VARIANT_COUNT] = {"rubicon", "four-deal", "cent", "cent-five"};

const char *Piquet_VariantName(int variant)
{
    return (variant >= 0 && variant < PIQUET_VARIANT_COUNT) ? kVariantNames[variant] : NULL;
}

int Piquet_VariantFromName(const char *name)
{
    for (int i = 0; name != NULL && i < PIQUET_VARIANT_COUNT; i++) {
        if (strcmp(kVariantNames[i], name) == 0) {
            return i;
        }
    }
    return -1;
}

int Piquet_Index(Card c)
{
    if (!Card_IsValid(c) || Card_IsJoker(c)) {
        return -1;
    }
    int rank = Card_Rank(c);
    if (rank < 7 || rank > RANK_ACE) {
        return -1;
    }
    return PIQ_IDX((int)Card_Suit(c), rank - 7);
}

Card Piquet_CardAt(int index)
{
    if (index < 0 || index >= PIQ_CARDS) {
        return CARD_NONE;
    }
    return Card_Make(PIQ_ORDER(index) + 7, (Suit)PIQ_SUIT(index));
}

int Piquet_Pips(int index)
{
    int rank = PIQ_ORDER(index) + 7;
    return rank == RANK_ACE ? 11 : rank >= RANK_TEN ? 10 : rank;
}

int Piquet_SequenceValue(int length)
{
    return length < 3 ? 0 : length <= 4 ? length : 10 + length;
}

bool Piquet_IsCarteBlanche(PiquetMask cards)
{
    for (int s = 0; s < SUIT_COUNT; s++) {
        for (int rank = RANK_JACK; rank <= RANK_KING; rank++) {
            if ((cards >> PIQ_IDX(s, rank - 7)) & 1u) {
                return false;
            }
        }
    }
    return true;
}

PiquetHolding Piquet_Hold(PiquetMask cards)
{
    PiquetHolding h;
    memset(&h, 0, sizeof h);
    h.pointSuit = h.seqSuit = SUIT_COUNT;
    for (int s = 0; s < SUIT_COUNT; s++) {
        unsigned bits = (cards >> (s * 8)) & 0xFFu;
        int count = 0, pips = 0;
        for (int o = 0; o < 8; o++) {
            if ((bits >> o) & 1u) {
                count++;
                pips += Piquet_Pips(PIQ_IDX(s, o));
            }
        }
        if (count > 0 && (count > h.pointCount || (count == h.pointCount && pips > h.pointPips))) {
            h.pointCount = count;
            h.pointPips = pips;
            h.pointSuit = s;
            h.pointCards = cards & PiqSuitMask(s);
        }
        /* Every maximal run of three or more is a sequence. */
        int o = 0;
        while (o < 8) {
            if (((bits >> o) & 1u) == 0) {
                o++;
                continue;
            }
            int start = o;
            while (o < 8 && ((bits >> o) & 1u)) {
                o++;
            }
            int len = o - start;
            if (len >= 3) {
                int top = o - 1 + 7;
                h.seqScore += Piquet_SequenceValue(len);
                for (int k = start; k < o; k++) {
                    h.seqCards |= PIQ_BIT(PIQ_IDX(s, k));
                }
                if (len > h.seqLen || (len == h.seqLen && top > h.seqTop)) {
                    h.seqLen = len;
                    h.seqTop = top;
                    h.seqSuit = s;
                }
            }
        }
    }
    /* Quatorzes and trios count only ten and above. */
    for (int o = 3; o < 8; o++) {
        int n = 0;
        PiquetMask m = 0;
        for (int s = 0; s < SUIT_COUNT; s++) {
            if ((cards >> PIQ_IDX(s, o)) & 1u) {
                n++;
                m |= PIQ_BIT(PIQ_IDX(s, o));
            }
        }
        if (n >= 3) {
            h.setScore += n == 4 ? 14 : 3;
            h.setCards |= m;
            /* Orders rise, so a later rank of the same count is higher. */
            if (n > h.setCount || n == h.setCount) {
                h.setCount = n;
                h.setRank = o + 7;
            }
        }
    }
    return h;
}
