/* test_pack.c: pack sizes and composition, shuffles as permutations, names. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "pack.h"

typedef struct Expect {
    PackKind kind;
    const char *name;
    int size;
    int lowRank; /* 2 for whist packs, 7 for piquet packs */
    int copies;
    int jokers;
} Expect;

static const Expect kExpect[PACK_KIND_COUNT] = {
    {PACK_WHIST, "whist", 52, RANK_TWO, 1, 0},
    {PACK_PIQUET, "piquet", 32, 7, 1, 0},
    {PACK_BEZIQUE, "bezique", 64, 7, 2, 0},
    {PACK_RUBICON, "rubicon", 128, 7, 4, 0},
    {PACK_FIVE_HUNDRED, "five-hundred", 33, 7, 1, 1},
    {PACK_QUINTO, "quinto", 53, RANK_TWO, 1, 1},
};

/* Counts of every card value in a pack. */
static void Tally(const Pack *pack, int counts[256])
{
    memset(counts, 0, 256 * sizeof counts[0]);
    for (int i = 0; i < pack->count; i++) {
        counts[pack->cards[i]]++;
    }
}

static void CheckComposition(const Pack *pack, const Expect *e)
{
    int counts[256];
    assert_int_equal(pack->kind, e->kind);
    assert_int_equal(pack->count, e->size);
    Tally(pack, counts);
    for (int v = 0; v < 256; v++) {
        Card c = (Card)v;
        int want = 0;
        if (c == CARD_JOKER) {
            want = e->jokers;
        } else if (Card_IsValid(c) && Card_Rank(c) >= e->lowRank) {
            want = e->copies;
        }
        assert_int_equal(counts[v], want);
    }
}

static void test_sizes(void **state)
{
    (void)state;
    for (int k = 0; k < PACK_KIND_COUNT; k++) {
        assert_int_equal(Pack_Size((PackKind)k), kExpect[k].size);
        assert_int_equal(Pack_Build((PackKind)k).count, kExpect[k].size);
    }
    assert_int_equal(Pack_Size(PACK_KIND_COUNT), 0);
    assert_true(Pack_Size(PACK_RUBICON) <= PACK_MAX_CARDS);
}

static void test_composition(void **state)
{
    (void)state;
    for (int k = 0; k < PACK_KIND_COUNT; k++) {
        Pack pack = Pack_Build((PackKind)k);
        CheckComposition(&pack, &kExpect[k]);
    }
}

static void test_build_order(void **state)
{
    (void)state;
    /* Documented order: suits S H D C, ranks low to high, then the Joker. */
    char line[64];
    Pack whist = Pack_Build(PACK_WHIST);
    Card_FormatList(whist.cards, 3, line, sizeof line);
    assert_string_equal(line, "2S 3S 4S");
    assert_int_equal(whist.cards[51], Card_Make(RANK_ACE, SUIT_CLUBS));
    for (int i = 0; i < 52; i++) {
        assert_int_equal(Card_Index52(whist.cards[i]), i);
    }
    Pack piquet = Pack_Build(PACK_PIQUET);
    Card_FormatList(piquet.cards, 9, line, sizeof line);
    assert_string_equal(line, "7S 8S 9S 10S JS QS KS AS 7H");
    Pack five = Pack_Build(PACK_FIVE_HUNDRED);
    assert_int_equal(five.cards[32], CARD_JOKER);
    Pack quinto = Pack_Build(PACK_QUINTO);
    assert_int_equal(quinto.cards[52], CARD_JOKER);
}

static void test_shuffles_are_permutations(void **state)
{
    (void)state;
    static const uint64_t seeds[] = {0, 1, 2, 42, 20261122, 0xDEADBEEFu, UINT64_MAX};
    for (int k = 0; k < PACK_KIND_COUNT; k++) {
        for (size_t s = 0; s < sizeof seeds / sizeof seeds[0]; s++) {
            Pack pack = Pack_Shuffled((PackKind)k, seeds[s]);
            CheckComposition(&pack, &kExpect[k]);
        }
    }
}

static void test_same_seed_same_order(void **state)
{
    (void)state;
    for (int k = 0; k < PACK_KIND_COUNT; k++) {
        Pack a = Pack_Shuffled((PackKind)k, 12345);
        Pack b = Pack_Shuffled((PackKind)k, 12345);
        Pack c = Pack_Shuffled((PackKind)k, 12346);
        Pack built = Pack_Build((PackKind)k);
        assert_memory_equal(a.cards, b.cards, (size_t)a.count);
        assert_memory_not_equal(a.cards, c.cards, (size_t)a.count);
        assert_memory_not_equal(a.cards, built.cards, (size_t)a.count);
    }
    /* Across many seeds, the top ten of a whist pack never repeat. */
    Pack first[64];
    for (int s = 0; s < 64; s++) {
        first[s] = Pack_Shuffled(PACK_WHIST, (uint64_t)s);
        for (int t = 0; t < s; t++) {
            assert_memory_not_equal(first[s].cards, first[t].cards, 10);
        }
    }
}

static void test_names(void **state)
{
    (void)state;
    for (int k = 0; k < PACK_KIND_COUNT; k++) {
        assert_string_equal(Pack_Name((PackKind)k), kExpect[k].name);
        assert_int_equal(Pack_FromName(kExpect[k].name), k);
        assert_int_equal(Pack_FromName(Pack_Name((PackKind)k)), k);
    }
    assert_int_equal(Pack_FromName("WHIST"), PACK_WHIST);
    assert_int_equal(Pack_FromName("Five-Hundred"), PACK_FIVE_HUNDRED);
    assert_int_equal(Pack_FromName("five hundred"), PACK_KIND_COUNT);
    assert_int_equal(Pack_FromName(""), PACK_KIND_COUNT);
    assert_int_equal(Pack_FromName("euchre"), PACK_KIND_COUNT);
    assert_int_equal(Pack_FromName(NULL), PACK_KIND_COUNT);
    assert_string_equal(Pack_Name(PACK_KIND_COUNT), "?");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sizes),
        cmocka_unit_test(test_composition),
        cmocka_unit_test(test_build_order),
        cmocka_unit_test(test_shuffles_are_permutations),
        cmocka_unit_test(test_same_seed_same_order),
        cmocka_unit_test(test_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
