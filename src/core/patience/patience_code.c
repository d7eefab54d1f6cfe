/* patience_code.c: encoding and decoding challenge codes (Crockford base 32, a GF(32) check symbol). */
#include "patience_code.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "patience_daily.h"

#define DATA_SYMBOLS (PATIENCE_CODE_SYMBOLS - 1)
#define BITS (DATA_SYMBOLS * 5) /* 55 */
#define MASK ((UINT64_C(1) << BITS) - 1)
#define CHECK_TARGET 1u

#define VALUE_BITS PATIENCE_CHALLENGE_SEED_BITS /* 48 */
#define TABLE_SHIFT VALUE_BITS                  /* 1 bit */
#define LAYOUT_SHIFT (TABLE_SHIFT + 1)          /* 2 bits */
#define KIND_SHIFT (LAYOUT_SHIFT + 2)           /* 2 bits */
#define VERSION_SHIFT (KIND_SHIFT + 2)          /* 2 bits, up to bit 54 */

/*
 * The scrambling bijection of 55-bit numbers. Its constants are part of the
 * format. A right xorshift by s >= 28 undoes itself on 55 bits (x >> 2s is
 * 0), and an odd multiplier has an inverse modulo 2^55.
 */
#define WHITEN (UINT64_C(0x2B7E151628AED2A6) & MASK) /* arbitrary, fixed */
#define MUL1 UINT64_C(0x5DEECE66D1CE4E5B)
#define MUL2 UINT64_C(0x2545F4914F6CDD1D)

static const char kAlphabet[] = PATIENCE_CODE_ALPHABET;

/* Multiplication in GF(32) modulo x^5 + x^2 + 1. */
static unsigned GfMul(unsigned a, unsigned b)
{
    unsigned product = 0;
    for (int i = 0; i < 5; i++) {
        if ((b >> i & 1u) != 0) {
            product ^= a;
        }
        a <<= 1;
        if ((a & 0x20u) != 0) {
            a ^= 0x25u;
        }
    }
    return product;
}

/* sum over i of a^(11-i) * s_i, by Horner's rule: ((s0 * a + s1) * a + s2) ... */
static unsigned CheckSum(const uint8_t *symbols, int count)
{
    unsigned sum = 0;
    for (int i = 0; i < count; i++) {
        sum = GfMul(sum, 2u) ^ symbols[i];
    }
    return sum;
}

/* Inverse of an odd number modulo 2^64 by Newton's iteration (each step doubles the correct low bits). */
static uint64_t InverseOdd(uint64_t m)
{
    uint64_t inv = m; /* correct to 3 bits for any odd m */
    for (int i = 0; i < 5; i++) {
        inv *= 2 - m * inv;
    }
    return inv;
}

static uint64_t Scramble(uint64_t x)
{
    x ^= WHITEN;
    x ^= x >> 28;
    x = (x * MUL1) & MASK;
    x ^= x >> 29;
    x = (x * MUL2) & MASK;
    x ^= x >> 28;
    return x;
}

static uint64_t Unscramble(uint64_t x)
{
    x ^= x >> 28;
    x = (x * InverseOdd(MUL2)) & MASK;
    x ^= x >> 29;
    x = (x * InverseOdd(MUL1)) & MASK;
    x ^= x >> 28;
    return x ^ WHITEN;
}

static int SymbolValue(unsigned char ch)
{
    if (ch >= 'a' && ch <= 'z') {
        ch = (unsigned char)(ch - 'a' + 'A');
    }
    switch (ch) {
    case 'O': return 0;
    case 'I':
    case 'L': return 1;
    case 'U': return -1;
    default: break;
    }
    const char *at = ch != '\0' ? strchr(kAlphabet, ch) : NULL;
    return at != NULL ? (int)(at - kAlphabet) : -1;
}

static bool IsSeparator(unsigned char ch)
{
    return ch == '-' || ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

/* Reads the symbols; returns how many (up to 12 stored), or -1 with *bad = the 0-based index of a bad byte. */
static int ReadSymbols(const char *text, size_t len, uint8_t symbols[PATIENCE_CODE_SYMBOLS], size_t *bad)
{
    int count = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)text[i];
        if (IsSeparator(ch)) {
            continue;
        }
        int v = SymbolValue(ch);
        if (v < 0) {
            *bad = i;
            return -1;
        }
        if (count < PATIENCE_CODE_SYMBOLS) {
            symbols[count] = (uint8_t)v;
        }
        if (count < 0x7FFFFFFF) {
            count++;
        }
    }
    return count;
}

PatienceCodeStatus PatienceCode_Encode(const PatienceChallenge *challenge, char *buf, size_t size)
{
    if (size > 0) {
        buf[0] = '\0';
    }
    if (!PatienceChallenge_IsValid(challenge) || size < PATIENCE_CODE_TEXT_MAX) {
        return PATIENCE_CODE_NOT_ENCODABLE;
    }
    uint64_t bits = (uint64_t)PATIENCE_CODE_VERSION << VERSION_SHIFT | (uint64_t)challenge->kind << KIND_SHIFT |
                    (uint64_t)challenge->variant.layout << LAYOUT_SHIFT |
                    (uint64_t)challenge->variant.table << TABLE_SHIFT | challenge->value;
    bits = Scramble(bits);
    uint8_t symbols[PATIENCE_CODE_SYMBOLS];
    for (int i = 0; i < DATA_SYMBOLS; i++) {
        symbols[i] = (uint8_t)(bits >> (5 * (DATA_SYMBOLS - 1 - i)) & 31u);
    }
    /* The check symbol has weight a^0 = 1, so it is whatever brings the sum to the target. */
    symbols[DATA_SYMBOLS] = 0;
    symbols[DATA_SYMBOLS] = (uint8_t)(CheckSum(symbols, PATIENCE_CODE_SYMBOLS) ^ CHECK_TARGET);
    size_t at = 0;
    for (int i = 0; i < PATIENCE_CODE_SYMBOLS; i++) {
        if (i > 0 && i % 4 == 0) {
            buf[at++] = '-';
        }
        buf[at++] = kAlphabet[symbols[i]];
    }
    buf[at] = '\0';
    return PATIENCE_CODE_OK;
}

static PatienceCodeStatus Fail(PatienceCodeError *err, PatienceCodeStatus status, int position, int length,
                               const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

static PatienceCodeStatus Fail(PatienceCodeError *err, PatienceCodeStatus status, int position, int length,
                               const char *fmt, ...)
{
    if (err != NULL) {
        va_list ap;
        err->status = status;
        err->position = position;
        err->length = length;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return status;
}

static PatienceCodeStatus BadCharacter(PatienceCodeError *err, const char *text, size_t index)
{
    unsigned char ch = (unsigned char)text[index];
    int position = index < 0x7FFFFFFF ? (int)index + 1 : 0x7FFFFFFF;
    char shown[8];
    if (ch > ' ' && ch < 0x7F) {
        snprintf(shown, sizeof shown, "'%c'", ch);
    } else {
        snprintf(shown, sizeof shown, "0x%02X", ch);
    }
    return Fail(err, PATIENCE_CODE_BAD_CHARACTER, position, 0,
                "character %d, %s, is not used in codes (they use the digits and the letters but I, L, O and U)",
                position, shown);
}

PatienceCodeStatus PatienceCode_DecodeN(const char *text, size_t len, PatienceChallenge *challenge,
                                        PatienceCodeError *err)
{
    uint8_t symbols[PATIENCE_CODE_SYMBOLS];
    size_t bad = 0;
    if (text == NULL) {
        len = 0;
    }
    int count = ReadSymbols(text, len, symbols, &bad);
    if (count < 0) {
        return BadCharacter(err, text, bad);
    }
    if (count == 0) {
        return Fail(err, PATIENCE_CODE_EMPTY, 0, 0, "no code given: a code has 12 characters, like WBA3-FSZT-H2P3");
    }
    if (count != PATIENCE_CODE_SYMBOLS) {
        return Fail(err, PATIENCE_CODE_WRONG_LENGTH, 0, count,
                    "the code has %d character%s; a code has 12 (dashes and spaces not counted)", count,
                    count == 1 ? "" : "s");
    }
    if (CheckSum(symbols, PATIENCE_CODE_SYMBOLS) != CHECK_TARGET) {
        return Fail(err, PATIENCE_CODE_CHECK_MISMATCH, 0, count,
                    "the check character does not match: a character is probably mistyped");
    }
    uint64_t bits = 0;
    for (int i = 0; i < DATA_SYMBOLS; i++) {
        bits = bits << 5 | symbols[i];
    }
    bits = Unscramble(bits);
    unsigned version = (unsigned)(bits >> VERSION_SHIFT & 3u);
    PatienceChallenge c;
    c.kind = (PatienceChallengeKind)(bits >> KIND_SHIFT & 3u);
    c.variant.layout = (PatienceLayout)(bits >> LAYOUT_SHIFT & 3u);
    c.variant.table = (PatienceTable)(bits >> TABLE_SHIFT & 1u);
    c.value = bits & PATIENCE_CHALLENGE_SEED_MAX;
    if (version != PATIENCE_CODE_VERSION) {
        return Fail(err, PATIENCE_CODE_UNKNOWN_VERSION, 0, count,
                    "the code is of an unknown version %u: made by a newer Parlour, or mistyped", version);
    }
    if ((unsigned)c.kind >= PATIENCE_CHALLENGE_KIND_COUNT || !Patience_VariantIsValid(c.variant) ||
        (c.kind == PATIENCE_CHALLENGE_BOOK && c.variant.layout != PATIENCE_LAYOUT_SERPENT)) {
        return Fail(err, PATIENCE_CODE_UNKNOWN_VARIANT, 0, count,
                    "the code names no game this Parlour knows: made by a newer one, or mistyped");
    }
    if (!PatienceChallenge_IsValid(&c)) {
        return Fail(err, PATIENCE_CODE_OUT_OF_RANGE, 0, count, "the code's %s is out of range: mistyped?",
                    c.kind == PATIENCE_CHALLENGE_DAILY ? "date" : "problem number");
    }
    *challenge = c;
    if (err != NULL) {
        Fail(err, PATIENCE_CODE_OK, 0, count, "ok");
    }
    return PATIENCE_CODE_OK;
}

PatienceCodeStatus PatienceCode_Decode(const char *text, PatienceChallenge *challenge, PatienceCodeError *err)
{
    return PatienceCode_DecodeN(text, text != NULL ? strlen(text) : 0, challenge, err);
}

int PatienceCode_Normalize(const char *text, size_t len, char out[PATIENCE_CODE_SYMBOLS + 1], int *badPosition)
{
    uint8_t symbols[PATIENCE_CODE_SYMBOLS];
    size_t bad = 0;
    out[0] = '\0';
    int count = text != NULL ? ReadSymbols(text, len, symbols, &bad) : 0;
    if (count < 0) {
        if (badPosition != NULL) {
            *badPosition = bad < 0x7FFFFFFF ? (int)bad + 1 : 0x7FFFFFFF;
        }
        return -1;
    }
    int kept = count < PATIENCE_CODE_SYMBOLS ? count : PATIENCE_CODE_SYMBOLS;
    for (int i = 0; i < kept; i++) {
        out[i] = kAlphabet[symbols[i]];
    }
    out[kept] = '\0';
    return count;
}

const char *PatienceCode_StatusText(PatienceCodeStatus status)
{
    static const char *const text[PATIENCE_CODE_STATUS_COUNT] = {
        "a valid code",
        "no code given",
        "a character that codes do not use",
        "a code has 12 characters",
        "the check character does not match: probably a typo",
        "a code of an unknown version",
        "a code naming no known game",
        "a code whose date or problem is out of range",
        "this game has no code",
    };
    return (unsigned)status < PATIENCE_CODE_STATUS_COUNT ? text[status] : "?";
}

const char *PatienceCode_StatusKey(PatienceCodeStatus status)
{
    static const char *const keys[PATIENCE_CODE_STATUS_COUNT] = {
        "ok",
        "empty",
        "bad-character",
        "wrong-length",
        "check-mismatch",
        "unknown-version",
        "unknown-variant",
        "out-of-range",
        "not-encodable",
    };
    return (unsigned)status < PATIENCE_CODE_STATUS_COUNT ? keys[status] : "?";
}
