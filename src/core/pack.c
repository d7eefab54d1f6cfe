/* pack.c: building and shuffling packs. */
#include "pack.h"

#include <string.h>
#include <strings.h>

static const char *const kPackNames[PACK_KIND_COUNT] = {"whist", "piquet", "bezique", "rubicon", "five-hundred", "quinto"};

const char *Pack_Name(PackKind kind)
{
    return (unsigned)kind < PACK_KIND_COUNT ? kPackNames[kind] : "?";
}

PackKind Pack_FromName(const char *name)
{
    if (name == NULL) {
        return PACK_KIND_COUNT;
    }
    for (int k = 0; k < PACK_KIND_COUNT; k++) {
        if (strcasecmp(name, kPackNames[k]) == 0) {
            return (PackKind)k;
        }
    }
    return PACK_KIND_COUNT;
}

static void AddSuits(Pack *pack, int lowRank)
{
    for (int s = 0; s < SUIT_COUNT; s++) {
        for (int r = lowRank; r <= RANK_ACE; r++) {
            pack->cards[pack->count++] = Card_Make(r, (Suit)s);
        }
    }
}

Pack Pack_Build(PackKind kind)
{
    Pack pack;
    memset(&pack, 0, sizeof pack);
    pack.kind = kind;
    switch (kind) {
    case PACK_WHIST: AddSuits(&pack, RANK_TWO); break;
    case PACK_PIQUET: AddSuits(&pack, 7); break;
    case PACK_BEZIQUE:
        AddSuits(&pack, 7);
        AddSuits(&pack, 7);
        break;
    case PACK_RUBICON:
        for (int i = 0; i < 4; i++) {
            AddSuits(&pack, 7);
        }
        break;
    case PACK_FIVE_HUNDRED:
        AddSuits(&pack, 7);
        pack.cards[pack.count++] = CARD_JOKER;
        break;
    case PACK_QUINTO:
        AddSuits(&pack, RANK_TWO);
        pack.cards[pack.count++] = CARD_JOKER;
        break;
    default: break;
    }
    return pack;
}

int Pack_Size(PackKind kind)
{
    static const int sizes[PACK_KIND_COUNT] = {52, 32, 64, 128, 33, 53};
    return (unsigned)kind < PACK_KIND_COUNT ? sizes[kind] : 0;
}

Pack Pack_Shuffled(PackKind kind, uint64_t seed)
{
    Pack pack = Pack_Build(kind);
    Rng rng = Rng_Make(seed);
    Rng_Shuffle(&rng, pack.cards, pack.count);
    return pack;
}
