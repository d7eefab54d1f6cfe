/* test_rng.c: the RNG against published vectors and an independent reference implementation. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "pack.h"
#include "rng.h"

/*
 * Where the numbers come from:
 *  - SplitMix64 from 1234567 and xoshiro256** from the state {1, 2, 3, 4} are
 *    the published vectors (Steele et al.'s SplitMix64, as used by Java's
 *    SplittableRandom; the xoshiro256starstar.c reference outputs, as used by
 *    Rust's rand_xoshiro tests).
 *  - Everything else was produced by a separate Python 3 implementation written
 *    from the description in rng.h (SplitMix64 seeding, xoshiro256**, the
 *    rejection rule of Rng_Below, Fisher-Yates from the top), not from rng.c.
 * If one of these fails, every seed, save and replay changes: do not "fix" the numbers.
 */

static void test_splitmix64_published(void **state)
{
    (void)state;
    static const uint64_t expected[5] = {6457827717110365317u, 3203168211198807973u, 9817491932198370423u,
                                         4593380528125082431u, 16408922859458223821u};
    /* Rng_Make fills the state with the first four SplitMix64 outputs. */
    Rng rng = Rng_Make(1234567);
    for (int i = 0; i < 4; i++) {
        assert_int_equal(rng.s[i], expected[i]);
    }
    /* Rng_Mix is one SplitMix64 step from x: the k-th output is Rng_Mix(seed + (k-1) * gamma). */
    uint64_t x = 1234567;
    for (int i = 0; i < 5; i++) {
        assert_int_equal(Rng_Mix(x), expected[i]);
        x += 0x9E3779B97F4A7C15u;
    }
}

static void test_xoshiro256ss_published(void **state)
{
    (void)state;
    static const uint64_t expected[10] = {
        11520u,           0u, 1509978240u, 1215971899390074240u, 1216172134540287360u, 607988272756665600u,
        16172922978634559625u, 8476171486693032832u, 10595114339597558777u, 2904607092377533576u};
    Rng rng = {{1, 2, 3, 4}};
    for (int i = 0; i < 10; i++) {
        assert_int_equal(Rng_Next(&rng), expected[i]);
    }
}

static void test_seeded_streams(void **state)
{
    (void)state;
    static const struct {
        uint64_t seed;
        uint64_t next[5];
    } cases[] = {
        {0,
         {0x99EC5F36CB75F2B4u, 0xBF6E1F784956452Au, 0x1A5F849D4933E6E0u, 0x6AA594F1262D2D2Cu,
          0xBBA5AD4A1F842E59u}},
        {1,
         {0xB3F2AF6D0FC710C5u, 0x853B559647364CEAu, 0x92F89756082A4514u, 0x642E1C7BC266A3A7u,
          0xB27A48E29A233673u}},
        {0xDEADBEEFu,
         {0xC5555444A74D7E83u, 0x65C30D37B4B16E38u, 0x54F773200A4EFA23u, 0x429AED75FB958AF7u,
          0xFB0E1DD69C255B2Eu}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Rng rng = Rng_Make(cases[c].seed);
        for (int i = 0; i < 5; i++) {
            assert_int_equal(Rng_Next(&rng), cases[c].next[i]);
        }
    }
    /* Seed 0's state is SplitMix64 from 0 (another published vector). */
    Rng zero = Rng_Make(0);
    assert_int_equal(zero.s[0], 0xE220A8397B1DCDAFu);
    assert_int_equal(zero.s[1], 0x6E789E6AA1B965F4u);
    assert_int_equal(zero.s[2], 0x06C45D188009454Fu);
    assert_int_equal(zero.s[3], 0xF88BB8A8724C81ECu);
}

static void test_below_vectors(void **state)
{
    (void)state;
    static const struct {
        uint64_t n;
        uint64_t value;
    } seq[] = {
        {1, 0},
        {2, 0},
        {3, 2},
        {6, 5},
        {52, 28},
        {1000, 584},
        {(UINT64_C(1) << 63) + 1, 4044606872079424945u},
        {UINT64_MAX, 15679888225317814407u},
        {7, 5},
    };
    /* One stream through all the bounds: also checks that each call draws exactly as documented (n = 1 too). */
    Rng rng = Rng_Make(42);
    for (size_t i = 0; i < sizeof seq / sizeof seq[0]; i++) {
        assert_int_equal(Rng_Below(&rng, seq[i].n), seq[i].value);
    }
    assert_int_equal(Rng_Next(&rng), 0x9556615F775FBC3Du);

    /* 2^63 + 1 rejects almost half the draws: the first call here rejects twice. */
    static const uint64_t big[8] = {3321214725393783200u, 7834202072327348384u, 9072180941210541667u,
                                    4975814793210974775u, 4044606872079424945u, 6456516188463038598u,
                                    4821506313837569149u, 1537523385446153276u};
    rng = Rng_Make(42);
    for (int i = 0; i < 8; i++) {
        assert_int_equal(Rng_Below(&rng, (UINT64_C(1) << 63) + 1), big[i]);
    }
    assert_int_equal(Rng_Next(&rng), 0xAEB53B340C103971u);

    rng = Rng_Make(7);
    static const uint64_t below52[10] = {6, 6, 50, 28, 32, 21, 28, 12, 32, 51};
    for (int i = 0; i < 10; i++) {
        assert_int_equal(Rng_Below(&rng, 52), below52[i]);
    }
}

static void test_below_edge_bounds(void **state)
{
    (void)state;
    /* n = 1 draws once (as documented); n = 0 is a caller bug that returns 0 and draws nothing. */
    Rng a = Rng_Make(99);
    Rng b = a;
    assert_int_equal(Rng_Below(&a, 1), 0);
    (void)Rng_Next(&b);
    assert_memory_equal(&a, &b, sizeof a);
    assert_int_equal(Rng_Below(&a, 0), 0);
    assert_memory_equal(&a, &b, sizeof a);
}

static void test_below_in_range(void **state)
{
    (void)state;
    static const uint64_t bounds[] = {1, 2, 3, 52, (UINT64_C(1) << 63) + 1};
    Rng rng = Rng_Make(2026);
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++) {
        uint64_t n = bounds[b];
        bool seen[52] = {false};
        bool highHalf = false;
        for (int i = 0; i < 20000; i++) {
            uint64_t x = Rng_Below(&rng, n);
            assert_true(x < n);
            if (n <= 52) {
                seen[x] = true;
            } else if (x >= (UINT64_C(1) << 62)) {
                highHalf = true;
            }
        }
        if (n <= 52) {
            for (uint64_t v = 0; v < n; v++) {
                assert_true(seen[v]);
            }
        } else {
            assert_true(highHalf);
        }
    }
}

static void test_unit_in_range(void **state)
{
    (void)state;
    Rng rng = Rng_Make(5);
    for (int i = 0; i < 10000; i++) {
        double u = Rng_Unit(&rng);
        assert_true(u >= 0.0 && u < 1.0);
    }
}

static void ExpectTop10(PackKind kind, uint64_t seed, const char *expected)
{
    Pack pack = Pack_Shuffled(kind, seed);
    char line[64];
    Card_FormatList(pack.cards, 10, line, sizeof line);
    assert_string_equal(line, expected);
}

static void test_shuffle_vectors(void **state)
{
    (void)state;
    ExpectTop10(PACK_WHIST, 1, "AH 8S QS 7D 6S QC 3C 7S 6D KS");
    ExpectTop10(PACK_WHIST, 20261122, "KS 8C 10H 4C 8H QD 5H 7C 3H QS");
    ExpectTop10(PACK_PIQUET, 1, "7S 9H KC 10D 10S 7H 9D 9S AC JC");
    ExpectTop10(PACK_BEZIQUE, 1, "7S 7H AS AC QC QS AC 10C 10D 9D");
    ExpectTop10(PACK_RUBICON, 1, "AS 8D 9S JC 10C QC QS 10S QC AD");
    ExpectTop10(PACK_FIVE_HUNDRED, 1, "10H 9S 7H KD 9C 10C 8D JD AS JC");
    ExpectTop10(PACK_QUINTO, 1, "KH 4S 5C 4D 2C 7C 10H 5S 8C KD");

    /* The whole of one deal, so a change deep in the pack shows too. */
    Pack pack = Pack_Shuffled(PACK_WHIST, 1);
    char line[256];
    Card_FormatList(pack.cards, pack.count, line, sizeof line);
    assert_string_equal(line, "AH 8S QS 7D 6S QC 3C 7S 6D KS 5S 9D 3H 4C 9S JC 10S KC KH JH AS AC 7C 8C 10C 4H 7H 4S "
                              "10D 3D QD 6C 2H 5H 10H AD 2D 5C QH 3S 4D 8H KD 6H 2C 8D 5D JD 9H 2S 9C JS");
}

static void test_shuffle_small(void **state)
{
    (void)state;
    /* Zero or one item: nothing to do, and nothing drawn. */
    Rng rng = Rng_Make(3);
    Rng before = rng;
    uint8_t one = 9;
    Rng_Shuffle(&rng, &one, 1);
    Rng_Shuffle(&rng, NULL, 0);
    assert_int_equal(one, 9);
    assert_memory_equal(&rng, &before, sizeof rng);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_splitmix64_published),
        cmocka_unit_test(test_xoshiro256ss_published),
        cmocka_unit_test(test_seeded_streams),
        cmocka_unit_test(test_below_vectors),
        cmocka_unit_test(test_below_edge_bounds),
        cmocka_unit_test(test_below_in_range),
        cmocka_unit_test(test_unit_in_range),
        cmocka_unit_test(test_shuffle_vectors),
        cmocka_unit_test(test_shuffle_small),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
