/* test_patience_arrange.c: orders of a square's rows and columns that the touching rule can build. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "patience/patience_arrange.h"
#include "rng.h"

#define SIDE PATIENCE_SIDE

/* The slow way: every order of rows and of columns, both ways round (28,800 squares, twice 14,400). */
static bool BruteForce(const uint8_t square[PATIENCE_CARDS])
{
    uint8_t perms[120][SIDE];
    int n = 0;
    for (int p = 0; p < 3125; p++) {
        uint8_t q[SIDE];
        unsigned seen = 0;
        for (int k = 0, v = p; k < SIDE; k++, v /= SIDE) {
            q[k] = (uint8_t)(v % SIDE);
            seen |= 1u << q[k];
        }
        if (seen == 0x1Fu) {
            memcpy(perms[n++], q, SIDE);
        }
    }
    assert_int_equal(n, 120);
    uint8_t t[PATIENCE_CARDS];
    for (int turn = 0; turn < 2; turn++) {
        for (int rp = 0; rp < 120; rp++) {
            for (int cp = 0; cp < 120; cp++) {
                for (int r = 0; r < SIDE; r++) {
                    for (int c = 0; c < SIDE; c++) {
                        int from = turn ? perms[cp][c] * SIDE + perms[rp][r] : perms[rp][r] * SIDE + perms[cp][c];
                        t[r * SIDE + c] = square[from];
                    }
                }
                if (PatienceArrange_BuildableAsIs(t)) {
                    return true;
                }
            }
        }
    }
    return false;
}

/* The set of lines (as sets of cards) of a square, rows and columns together, sorted. */
static void Lines(const uint8_t square[PATIENCE_CARDS], uint32_t lines[2 * SIDE])
{
    for (int k = 0; k < SIDE; k++) {
        lines[k] = lines[SIDE + k] = 0;
        for (int j = 0; j < SIDE; j++) {
            lines[k] |= 1u << square[k * SIDE + j];
            lines[SIDE + k] |= 1u << square[j * SIDE + k];
        }
    }
    for (int i = 1; i < 2 * SIDE; i++) {
        for (int j = i; j > 0 && lines[j] < lines[j - 1]; j--) {
            uint32_t x = lines[j];
            lines[j] = lines[j - 1];
            lines[j - 1] = x;
        }
    }
}

/*
 * Random squares, some buildable, some not: the search agrees with the
 * brute force every time, and the square it hands back can be built and
 * holds the same ten lines (so scores the same).
 */
static void test_arrange_matches_brute_force(void **state)
{
    (void)state;
    Rng rng = Rng_Make(2026);
    int buildable = 0, refused = 0;
    for (int trial = 0; trial < 150; trial++) {
        /*
         * Half the squares at random (nearly all can be built); half with the
         * first five cards dealt down the diagonal, which places every row
         * and column at once and leaves the later cards little room.
         */
        uint8_t square[PATIENCE_CARDS];
        if (trial % 2 == 0) {
            for (int i = 0; i < PATIENCE_CARDS; i++) {
                square[i] = (uint8_t)i;
            }
            Rng_Shuffle(&rng, square, PATIENCE_CARDS);
        } else {
            uint8_t later[PATIENCE_CARDS - SIDE];
            for (int i = 0; i < PATIENCE_CARDS - SIDE; i++) {
                later[i] = (uint8_t)(SIDE + i);
            }
            Rng_Shuffle(&rng, later, PATIENCE_CARDS - SIDE);
            for (int cell = 0, k = 0; cell < PATIENCE_CARDS; cell++) {
                square[cell] = cell / SIDE == cell % SIDE ? (uint8_t)(cell / SIDE) : later[k++];
            }
        }
        uint8_t out[PATIENCE_CARDS];
        memset(out, 0xEE, sizeof out);
        bool found = PatienceArrange_Buildable(square, out);
        assert_int_equal(found, BruteForce(square));
        if (found) {
            buildable++;
            assert_true(PatienceArrange_BuildableAsIs(out));
            uint32_t a[2 * SIDE], b[2 * SIDE];
            Lines(square, a);
            Lines(out, b);
            assert_memory_equal(a, b, sizeof a);
        } else {
            refused++;
            for (int i = 0; i < PATIENCE_CARDS; i++) {
                assert_int_equal(out[i], 0xEE); /* untouched */
            }
        }
    }
    /* Both answers occur, so both were checked. */
    assert_true(buildable > 10);
    assert_true(refused > 10);
}

/* Dealt spiralling out from the centre, a square is buildable as it stands; in reading order it is too. */
static void test_arrange_as_is(void **state)
{
    (void)state;
    uint8_t reading[PATIENCE_CARDS];
    for (int i = 0; i < PATIENCE_CARDS; i++) {
        reading[i] = (uint8_t)i;
    }
    assert_true(PatienceArrange_BuildableAsIs(reading));
    /* The second card dealt two cells from the first touches nothing. */
    uint8_t apart[PATIENCE_CARDS];
    memcpy(apart, reading, sizeof apart);
    apart[1] = 2;
    apart[2] = 1;
    assert_false(PatienceArrange_BuildableAsIs(apart));
    uint8_t out[PATIENCE_CARDS];
    assert_true(PatienceArrange_Buildable(apart, out)); /* swapping two columns mends it */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_arrange_matches_brute_force),
        cmocka_unit_test(test_arrange_as_is),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
