/* patience_code.h: challenge codes: a Poker Patience challenge as 12 typo-proof characters, e.g. "WBA3-FSZT-H2P3". */
#ifndef PARLOUR_CORE_PATIENCE_CODE_H
#define PARLOUR_CORE_PATIENCE_CODE_H

#include <stdbool.h>
#include <stddef.h>

#include "patience_challenge.h"
#include "text_out.h"

/*
 * The format (version 0), fixed forever once codes are shared:
 *
 * Alphabet: Crockford's base 32, "0123456789ABCDEFGHJKMNPQRSTVWXYZ" (no I,
 * L, O, U). On input, case is ignored, O reads as 0 and I and L as 1, and
 * dashes and white space are skipped anywhere; U and anything else is a bad
 * character. Written as three groups of four: XXXX-XXXX-XXXX.
 *
 * Twelve symbols: eleven carry 55 bits, the twelfth is the check symbol.
 * The 55 bits, most significant first: version (2 bits, 0), kind (2),
 * layout (2), table (1), value (48: the seed, the day or the problem, see
 * patience_challenge.h). They are scrambled by a fixed bijection of 55-bit
 * numbers (xor with a constant, then xorshift / odd multiply rounds), so
 * that neighbouring seeds and days get unrelated codes and a damaged code
 * that slips past the check still lands, about 20 times in 21, on bits that
 * name no challenge. Then written 5 bits per symbol, most significant first.
 *
 * Check symbol: over GF(32) (x^5 + x^2 + 1, a = x), the symbols s0..s11
 * must satisfy  sum of a^(11-i) * s_i  =  1.  The weights a^0..a^11 are
 * distinct and non-zero, so the check catches every single substitution,
 * every transposition of two different symbols (adjacent or not), and a
 * doubled-letter slip (aa typed for bb) next to each other; any other
 * damage passes it one time in 32. The constant 1 makes "000000000000"
 * fail. A wrong length is caught before the check.
 */
#define PATIENCE_CODE_SYMBOLS 12
#define PATIENCE_CODE_TEXT_MAX 15 /* "XXXX-XXXX-XXXX" and its NUL */
#define PATIENCE_CODE_VERSION 0
#define PATIENCE_CODE_ALPHABET "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

typedef enum PatienceCodeStatus {
    PATIENCE_CODE_OK = 0,
    PATIENCE_CODE_EMPTY,           /* nothing but dashes and spaces */
    PATIENCE_CODE_BAD_CHARACTER,   /* a character that is not in the alphabet (position says which) */
    PATIENCE_CODE_WRONG_LENGTH,    /* not 12 symbols */
    PATIENCE_CODE_CHECK_MISMATCH,  /* the check symbol does not match: a typo */
    PATIENCE_CODE_UNKNOWN_VERSION, /* version bits other than 0 */
    PATIENCE_CODE_UNKNOWN_VARIANT, /* no such kind, layout, or a book problem not laid as a serpent */
    PATIENCE_CODE_OUT_OF_RANGE,    /* a day past 9999-12-31 or a book problem that does not exist */
    PATIENCE_CODE_NOT_ENCODABLE,   /* Encode: an invalid challenge (e.g. a seed above 48 bits) */
    PATIENCE_CODE_STATUS_COUNT
} PatienceCodeStatus;

typedef struct PatienceCodeError {
    PatienceCodeStatus status;
    int position; /* BAD_CHARACTER: 1-based position of the character in the text as given; else 0 */
    int length;   /* symbols found (meaningful for WRONG_LENGTH) */
    char message[TEXT_MESSAGE_MAX];
} PatienceCodeError;

/*
 * Writes the code of a challenge as "XXXX-XXXX-XXXX" into buf (at least
 * PATIENCE_CODE_TEXT_MAX bytes). PATIENCE_CODE_NOT_ENCODABLE, and buf set
 * to "", for an invalid challenge.
 */
PatienceCodeStatus PatienceCode_Encode(const PatienceChallenge *challenge, char *buf, size_t size);

/*
 * Reads a code as typed or pasted. On success *challenge is valid and its
 * Encode gives the same symbols; on failure *challenge is untouched and err
 * (may be NULL) says what is wrong. A damaged code is refused, never read
 * as another deal, for all damage the check is sure to catch (see above).
 */
PatienceCodeStatus PatienceCode_Decode(const char *text, PatienceChallenge *challenge, PatienceCodeError *err);
/* The same for text of a given length that need not be NUL-terminated (a NUL byte is a bad character). */
PatienceCodeStatus PatienceCode_DecodeN(const char *text, size_t len, PatienceChallenge *challenge,
                                        PatienceCodeError *err);

/*
 * The symbols of a text in canonical form (upper case, aliases resolved,
 * separators dropped; at most 12 kept, NUL-terminated in out), e.g. for an
 * on-screen keyboard's echo. Returns the number of symbols found (may be
 * more than 12), or -1 at a bad character (then *badPosition, may be NULL,
 * is its 1-based position).
 */
int PatienceCode_Normalize(const char *text, size_t len, char out[PATIENCE_CODE_SYMBOLS + 1], int *badPosition);

const char *PatienceCode_StatusText(PatienceCodeStatus status); /* a sentence for the player */
const char *PatienceCode_StatusKey(PatienceCodeStatus status);  /* "bad-character", "check-mismatch" ... */

#endif
