/* test_patience_code.c: challenge codes: round trips, fixed codes, and refusal of every simple kind of damage. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "patience/patience_code.h"
#include "patience/patience_daily.h"
#include "rng.h"

static const char kAlphabet[] = PATIENCE_CODE_ALPHABET;

static PatienceChallenge Make(PatienceChallengeKind kind, int layout, int table, uint64_t value)
{
    PatienceChallenge c = {kind, {(PatienceLayout)layout, (PatienceTable)table}, value};
    return c;
}

static void AssertRoundTrip(const PatienceChallenge *c)
{
    char code[PATIENCE_CODE_TEXT_MAX];
    assert_int_equal(PatienceCode_Encode(c, code, sizeof code), PATIENCE_CODE_OK);
    assert_int_equal(strlen(code), 14);
    assert_true(code[4] == '-' && code[9] == '-');
    PatienceChallenge back;
    PatienceCodeError err;
    assert_int_equal(PatienceCode_Decode(code, &back, &err), PATIENCE_CODE_OK);
    assert_true(PatienceChallenge_Equal(c, &back));
}

static void test_round_trips(void **state)
{
    (void)state;
    Rng rng = Rng_Make(2024);
    static const uint64_t edges[] = {
        0, 1, 2, 12345, 0xFFFFFFFFu, PATIENCE_CHALLENGE_SEED_MAX - 1, PATIENCE_CHALLENGE_SEED_MAX};
    for (int layout = 0; layout < PATIENCE_LAYOUT_COUNT; layout++) {
        for (int table = 0; table < PATIENCE_TABLE_COUNT; table++) {
            for (size_t e = 0; e < sizeof edges / sizeof edges[0]; e++) {
                PatienceChallenge c = Make(PATIENCE_CHALLENGE_SEED, layout, table, edges[e]);
                AssertRoundTrip(&c);
            }
            for (int i = 0; i < 2000; i++) {
                PatienceChallenge c =
                    Make(PATIENCE_CHALLENGE_SEED, layout, table, Rng_Next(&rng) & PATIENCE_CHALLENGE_SEED_MAX);
                AssertRoundTrip(&c);
                c = Make(PATIENCE_CHALLENGE_DAILY, layout, table, Rng_Below(&rng, PATIENCE_DAY_LAST + 1));
                AssertRoundTrip(&c);
            }
            PatienceChallenge first = Make(PATIENCE_CHALLENGE_DAILY, layout, table, PATIENCE_DAY_FIRST);
            PatienceChallenge last = Make(PATIENCE_CHALLENGE_DAILY, layout, table, PATIENCE_DAY_LAST);
            AssertRoundTrip(&first);
            AssertRoundTrip(&last);
        }
    }
    PatienceChallenge book = PatienceChallenge_Book();
    AssertRoundTrip(&book);
    PatienceChallenge bookAmerican = Make(PATIENCE_CHALLENGE_BOOK, PATIENCE_LAYOUT_SERPENT, 1, 0);
    AssertRoundTrip(&bookAmerican);
}

static void test_not_encodable(void **state)
{
    (void)state;
    char code[PATIENCE_CODE_TEXT_MAX] = "x";
    PatienceChallenge big = Make(PATIENCE_CHALLENGE_SEED, 0, 0, PATIENCE_CHALLENGE_SEED_MAX + 1);
    assert_int_equal(PatienceCode_Encode(&big, code, sizeof code), PATIENCE_CODE_NOT_ENCODABLE);
    assert_string_equal(code, "");
    PatienceChallenge late = Make(PATIENCE_CHALLENGE_DAILY, 0, 0, PATIENCE_DAY_LAST + 1);
    assert_int_equal(PatienceCode_Encode(&late, code, sizeof code), PATIENCE_CODE_NOT_ENCODABLE);
    PatienceChallenge bookHoyle = Make(PATIENCE_CHALLENGE_BOOK, PATIENCE_LAYOUT_HOYLE, 0, 0);
    assert_int_equal(PatienceCode_Encode(&bookHoyle, code, sizeof code), PATIENCE_CODE_NOT_ENCODABLE);
    PatienceChallenge secondBook = Make(PATIENCE_CHALLENGE_BOOK, PATIENCE_LAYOUT_SERPENT, 0, 1);
    assert_int_equal(PatienceCode_Encode(&secondBook, code, sizeof code), PATIENCE_CODE_NOT_ENCODABLE);
    PatienceChallenge badLayout = Make(PATIENCE_CHALLENGE_SEED, PATIENCE_LAYOUT_COUNT, 0, 1);
    assert_int_equal(PatienceCode_Encode(&badLayout, code, sizeof code), PATIENCE_CODE_NOT_ENCODABLE);
    PatienceChallenge ok = Make(PATIENCE_CHALLENGE_SEED, 0, 0, 1);
    assert_int_equal(PatienceCode_Encode(&ok, code, PATIENCE_CODE_TEXT_MAX - 1), PATIENCE_CODE_NOT_ENCODABLE);
}

/* Fixed codes: these were shared with players and must never change (checked against an independent script). */
static void test_fixed_codes(void **state)
{
    (void)state;
    char code[PATIENCE_CODE_TEXT_MAX];
    PatienceChallenge c = Make(PATIENCE_CHALLENGE_SEED, 0, 0, 12345);
    PatienceCode_Encode(&c, code, sizeof code);
    assert_string_equal(code, "7212-X0TM-R5GY");
    c = PatienceChallenge_Book();
    PatienceCode_Encode(&c, code, sizeof code);
    assert_string_equal(code, "WBA3-FSZT-H2P3");
    c = Make(PATIENCE_CHALLENGE_SEED, PATIENCE_LAYOUT_SERPENT, PATIENCE_TABLE_AMERICAN, PATIENCE_CHALLENGE_SEED_MAX);
    PatienceCode_Encode(&c, code, sizeof code);
    assert_string_equal(code, "BS33-HFTC-DNBF");
    c = Make(PATIENCE_CHALLENGE_SEED, PATIENCE_LAYOUT_FREE, 0, 0);
    PatienceCode_Encode(&c, code, sizeof code);
    assert_string_equal(code, "CG9E-PC49-WPE7");
}

static void test_lenient_input(void **state)
{
    (void)state;
    static const char *const same[] = {
        "7212-X0TM-R5GY",          "7212X0TMR5GY",         "7212 x0tm r5gy", "  7212-xotm-r5gy\n", "7212-XOTM-R5GY",
        "7-2-1-2-X-0-T-M-R-5-G-Y", "\t7212\tX0TM\r\nR5GY", "72I2-X0TM-R5GY", "72l2-X0TM-R5GY",     "72L2X0TMR5GY",
    };
    PatienceChallenge want = Make(PATIENCE_CHALLENGE_SEED, 0, 0, 12345);
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        PatienceChallenge got;
        PatienceCodeError err;
        assert_int_equal(PatienceCode_Decode(same[i], &got, &err), PATIENCE_CODE_OK);
        assert_true(PatienceChallenge_Equal(&got, &want));
    }
    char out[PATIENCE_CODE_SYMBOLS + 1];
    assert_int_equal(PatienceCode_Normalize("72l2-xotm-r5", 12, out, NULL), 10);
    assert_string_equal(out, "7212X0TMR5");
    int bad = 0;
    assert_int_equal(PatienceCode_Normalize("72U2", 4, out, &bad), -1);
    assert_int_equal(bad, 3);
}

static void AssertError(const char *text, PatienceCodeStatus status, int position, const char *fragment)
{
    PatienceChallenge untouched = Make(PATIENCE_CHALLENGE_SEED, 0, 0, 777);
    PatienceCodeError err;
    assert_int_equal(PatienceCode_Decode(text, &untouched, &err), status);
    assert_int_equal(err.status, status);
    assert_int_equal(err.position, position);
    assert_non_null(strstr(err.message, fragment));
    assert_int_equal(untouched.value, 777);
}

static void test_error_messages(void **state)
{
    (void)state;
    AssertError("", PATIENCE_CODE_EMPTY, 0, "no code given");
    AssertError(" - -", PATIENCE_CODE_EMPTY, 0, "no code given");
    AssertError("7212-X0TM-R5G", PATIENCE_CODE_WRONG_LENGTH, 0, "the code has 11 characters; a code has 12");
    AssertError("7212-X0TM-R5GYY", PATIENCE_CODE_WRONG_LENGTH, 0, "has 13 characters");
    AssertError("7", PATIENCE_CODE_WRONG_LENGTH, 0, "has 1 character;");
    AssertError("7212-X0TM-R5UY", PATIENCE_CODE_BAD_CHARACTER, 13, "character 13, 'U', is not used");
    AssertError("7212_X0TM-R5GY", PATIENCE_CODE_BAD_CHARACTER, 5, "character 5, '_'");
    AssertError("7212-X0TM-R5G\xC3\xA9", PATIENCE_CODE_BAD_CHARACTER, 14, "character 14, 0xC3");
    AssertError("7212-X0TM-R5GX", PATIENCE_CODE_CHECK_MISMATCH, 0, "check character does not match");
    AssertError("000000000000", PATIENCE_CODE_CHECK_MISMATCH, 0, "check character");
    /* NUL inside the given length is a bad character, not the end. */
    PatienceChallenge c;
    PatienceCodeError err;
    assert_int_equal(PatienceCode_DecodeN("7212\0X0TMR5GY", 13, &c, &err), PATIENCE_CODE_BAD_CHARACTER);
    assert_int_equal(err.position, 5);
    assert_int_equal(PatienceCode_Decode(NULL, &c, NULL), PATIENCE_CODE_EMPTY);
    for (int s = 0; s < PATIENCE_CODE_STATUS_COUNT; s++) {
        assert_string_not_equal(PatienceCode_StatusText((PatienceCodeStatus)s), "?");
        assert_string_not_equal(PatienceCode_StatusKey((PatienceCodeStatus)s), "?");
    }
}

/* Finds bit patterns with a valid check but bad fields by trying values: shows those errors are reachable. */
static void test_field_errors(void **state)
{
    (void)state;
    int seen[PATIENCE_CODE_STATUS_COUNT] = {0};
    Rng rng = Rng_Make(99);
    char text[PATIENCE_CODE_SYMBOLS + 1];
    for (int n = 0; n < 200000; n++) {
        for (int i = 0; i < PATIENCE_CODE_SYMBOLS; i++) {
            text[i] = kAlphabet[Rng_Below(&rng, 32)];
        }
        text[PATIENCE_CODE_SYMBOLS] = '\0';
        PatienceChallenge c;
        PatienceCodeError err;
        PatienceCodeStatus status = PatienceCode_Decode(text, &c, &err);
        seen[status]++;
        if (status == PATIENCE_CODE_OK) {
            char again[PATIENCE_CODE_TEXT_MAX], symbols[PATIENCE_CODE_SYMBOLS + 1];
            assert_int_equal(PatienceCode_Encode(&c, again, sizeof again), PATIENCE_CODE_OK);
            PatienceCode_Normalize(again, strlen(again), symbols, NULL);
            assert_string_equal(symbols, text);
        }
    }
    /* One random string in 32 passes the check; of those about 3 in 64 name a challenge. */
    assert_in_range(seen[PATIENCE_CODE_CHECK_MISMATCH], 190000, 196000);
    assert_true(seen[PATIENCE_CODE_UNKNOWN_VERSION] > 3000);
    assert_true(seen[PATIENCE_CODE_UNKNOWN_VARIANT] > 300);
    assert_true(seen[PATIENCE_CODE_OUT_OF_RANGE] > 50); /* daily codes past 9999, book problems past the first */
    assert_in_range(seen[PATIENCE_CODE_OK], 150, 450);
}

/* Decodes a damaged text: it must be refused, or (when only an alias or a separator changed) be the same challenge. */
static void AssertRefusedOrSame(const char *text, const PatienceChallenge *original, bool mayBeSame)
{
    PatienceChallenge got;
    PatienceCodeError err;
    PatienceCodeStatus status = PatienceCode_Decode(text, &got, &err);
    if (status == PATIENCE_CODE_OK) {
        if (!mayBeSame || !PatienceChallenge_Equal(&got, original)) {
            fail_msg("damaged code \"%s\" decoded to a challenge", text);
        }
    }
}

static void SampleCodes(PatienceChallenge codes[], int count)
{
    Rng rng = Rng_Make(7);
    for (int i = 0; i < count; i++) {
        PatienceChallengeKind kind = (PatienceChallengeKind)(i % 2);
        uint64_t value = kind == PATIENCE_CHALLENGE_SEED ? Rng_Next(&rng) & PATIENCE_CHALLENGE_SEED_MAX
                                                         : Rng_Below(&rng, PATIENCE_DAY_LAST + 1);
        codes[i] = Make(kind, (int)Rng_Below(&rng, 3), (int)Rng_Below(&rng, 2), value);
    }
    codes[0] = PatienceChallenge_Book();
}

/* Every single substitution, deletion, insertion and transposition of 300 codes is refused. */
static void test_damage_refused(void **state)
{
    (void)state;
    enum {
        CODES = 300
    };
    static PatienceChallenge codes[CODES];
    SampleCodes(codes, CODES);
    long tried = 0;
    for (int n = 0; n < CODES; n++) {
        char code[PATIENCE_CODE_TEXT_MAX], s[PATIENCE_CODE_SYMBOLS + 1];
        assert_int_equal(PatienceCode_Encode(&codes[n], code, sizeof code), PATIENCE_CODE_OK);
        PatienceCode_Normalize(code, strlen(code), s, NULL);
        char damaged[PATIENCE_CODE_SYMBOLS + 2];
        for (int i = 0; i < PATIENCE_CODE_SYMBOLS; i++) {
            /* Substitutions by every other symbol, and by every byte at all. */
            for (int ch = 1; ch < 256; ch++) {
                if (ch == '-' || ch == ' ' || (ch >= '\t' && ch <= '\r')) {
                    continue; /* a separator in place of a symbol is a deletion, tested below */
                }
                memcpy(damaged, s, sizeof s);
                damaged[i] = (char)ch;
                char canon[PATIENCE_CODE_SYMBOLS + 1];
                bool same =
                    PatienceCode_Normalize(damaged, PATIENCE_CODE_SYMBOLS, canon, NULL) == PATIENCE_CODE_SYMBOLS &&
                    strcmp(canon, s) == 0; /* a case change or an alias: the same code */
                AssertRefusedOrSame(damaged, &codes[n], same);
                PatienceChallenge got;
                if (!same) {
                    assert_int_not_equal(PatienceCode_Decode(damaged, &got, NULL), PATIENCE_CODE_OK);
                }
                tried++;
            }
            /* Deletion. */
            memcpy(damaged, s, (size_t)i);
            memcpy(damaged + i, s + i + 1, (size_t)(PATIENCE_CODE_SYMBOLS - i));
            AssertRefusedOrSame(damaged, &codes[n], false);
            /* Transposition with every later symbol (adjacent or not). */
            for (int j = i + 1; j < PATIENCE_CODE_SYMBOLS; j++) {
                if (s[i] == s[j]) {
                    continue; /* swapping equal symbols changes nothing */
                }
                memcpy(damaged, s, sizeof s);
                damaged[i] = s[j];
                damaged[j] = s[i];
                AssertRefusedOrSame(damaged, &codes[n], false);
                tried++;
            }
        }
        /* Insertion of every symbol at every place. */
        for (int i = 0; i <= PATIENCE_CODE_SYMBOLS; i++) {
            for (int k = 0; k < 32; k++) {
                memcpy(damaged, s, (size_t)i);
                damaged[i] = kAlphabet[k];
                memcpy(damaged + i + 1, s + i, (size_t)(PATIENCE_CODE_SYMBOLS - i + 1));
                AssertRefusedOrSame(damaged, &codes[n], false);
                tried++;
            }
        }
        /* Twin errors: two equal neighbours both changed to another symbol ("aa" for "bb"). */
        for (int i = 0; i + 1 < PATIENCE_CODE_SYMBOLS; i++) {
            if (s[i] != s[i + 1]) {
                continue;
            }
            for (int k = 0; k < 32; k++) {
                memcpy(damaged, s, sizeof s);
                damaged[i] = damaged[i + 1] = kAlphabet[k];
                AssertRefusedOrSame(damaged, &codes[n], damaged[i] == s[i]);
            }
        }
    }
    assert_true(tried > 1000000);
}

/* Two random substitutions slip past the check one time in 32 and past the fields most of the rest. */
static void test_double_damage_rare(void **state)
{
    (void)state;
    enum {
        CODES = 64
    };
    static PatienceChallenge codes[CODES];
    SampleCodes(codes, CODES);
    Rng rng = Rng_Make(5);
    long passedCheck = 0, accepted = 0, trials = 0;
    for (int n = 0; n < CODES; n++) {
        char code[PATIENCE_CODE_TEXT_MAX], s[PATIENCE_CODE_SYMBOLS + 1];
        PatienceCode_Encode(&codes[n], code, sizeof code);
        PatienceCode_Normalize(code, strlen(code), s, NULL);
        for (int t = 0; t < 2000; t++) {
            char d[PATIENCE_CODE_SYMBOLS + 1];
            memcpy(d, s, sizeof s);
            int i = (int)Rng_Below(&rng, PATIENCE_CODE_SYMBOLS);
            int j = (int)Rng_Below(&rng, PATIENCE_CODE_SYMBOLS - 1);
            j += j >= i;
            d[i] = kAlphabet[(strchr(kAlphabet, d[i]) - kAlphabet + 1 + (long)Rng_Below(&rng, 31)) % 32];
            d[j] = kAlphabet[(strchr(kAlphabet, d[j]) - kAlphabet + 1 + (long)Rng_Below(&rng, 31)) % 32];
            PatienceChallenge got;
            PatienceCodeStatus status = PatienceCode_Decode(d, &got, NULL);
            trials++;
            passedCheck += status != PATIENCE_CODE_CHECK_MISMATCH;
            accepted += status == PATIENCE_CODE_OK;
        }
    }
    /* Expected: 1/32 of 128000 = 4000 past the check, about 3/64 of those (190) accepted. */
    assert_in_range(passedCheck, 3500, 4500);
    assert_true(accepted < 400);
    print_message("two substitutions: %ld of %ld passed the check, %ld decoded\n", passedCheck, trials, accepted);
}

static void test_challenge_deals(void **state)
{
    (void)state;
    /* A seed challenge deals what Patience_NewGame deals, and records the seed. */
    PatienceChallenge c = Make(PATIENCE_CHALLENGE_SEED, PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_AMERICAN, 1);
    PatienceGame game, plain;
    assert_true(PatienceChallenge_NewGame(&c, &game));
    Patience_NewGame(&plain, c.variant, 1);
    assert_int_equal(Patience_StateHash(&game), Patience_StateHash(&plain));
    char text[PATIENCE_CHALLENGE_TEXT_MAX];
    PatienceChallenge_Describe(&c, text, sizeof text);
    assert_string_equal(text, "seed 1, free american");
    /* The book problem: an explicit deal, seed 0. */
    c = PatienceChallenge_Book();
    assert_true(PatienceChallenge_NewGame(&c, &game));
    assert_int_equal(game.seed, 0);
    char first[CARD_TEXT_MAX];
    assert_string_equal(Card_Format(game.deal[0], first), "6D");
    assert_int_equal(game.variant.layout, PATIENCE_LAYOUT_SERPENT);
    PatienceChallenge_Describe(&c, text, sizeof text);
    assert_string_equal(text, "the book's Serpent problem (Bergholt), serpent english");
    /* A day: the daily seed. */
    PatienceDate date = {2026, 3, 14};
    c = PatienceChallenge_Daily(PatienceDate_ToDay(date), false);
    assert_true(PatienceChallenge_NewGame(&c, &game));
    assert_true(game.seed == PatienceDaily_Seed(PatienceDate_ToDay(date), false));
    PatienceChallenge_Describe(&c, text, sizeof text);
    assert_string_equal(text, "daily deal of 2026-03-14, hoyle english");
    /* Invalid challenges deal nothing. */
    c = PatienceChallenge_Daily(-1, false);
    assert_false(PatienceChallenge_IsValid(&c));
    assert_false(PatienceChallenge_NewGame(&c, &game));
    c = Make(PATIENCE_CHALLENGE_KIND_COUNT, 0, 0, 0);
    assert_false(PatienceChallenge_IsValid(&c));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trips),     cmocka_unit_test(test_not_encodable),
        cmocka_unit_test(test_fixed_codes),     cmocka_unit_test(test_lenient_input),
        cmocka_unit_test(test_error_messages),  cmocka_unit_test(test_field_errors),
        cmocka_unit_test(test_damage_refused),  cmocka_unit_test(test_double_damage_rare),
        cmocka_unit_test(test_challenge_deals),
    };
    return cmocka_run_group_tests(tests, 0, NULL);
}
