/* code_fuzz_check.c: checks one input against the invariants of the challenge-code parser. */
#include "code_fuzz_check.h"

#include <string.h>

static bool IsSeparator(uint8_t ch)
{
    return ch == '-' || ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

static bool IsSymbol(uint8_t ch)
{
    return ch != 0 && strchr(PATIENCE_CODE_ALPHABET "abcdefghjkmnpqrstvwxyzOoIiLl", ch) != NULL;
}

static const char *CheckAccepted(const PatienceChallenge *c, const char *text, size_t size)
{
    if (!PatienceChallenge_IsValid(c)) {
        return "an accepted code gave an invalid challenge";
    }
    char code[PATIENCE_CODE_TEXT_MAX];
    if (PatienceCode_Encode(c, code, sizeof code) != PATIENCE_CODE_OK) {
        return "an accepted code's challenge cannot be encoded again";
    }
    char typed[PATIENCE_CODE_SYMBOLS + 1], canonical[PATIENCE_CODE_SYMBOLS + 1];
    if (PatienceCode_Normalize(text, size, typed, NULL) != PATIENCE_CODE_SYMBOLS ||
        PatienceCode_Normalize(code, strlen(code), canonical, NULL) != PATIENCE_CODE_SYMBOLS ||
        strcmp(typed, canonical) != 0) {
        return "an accepted code's symbols differ from its challenge's own code";
    }
    PatienceChallenge again;
    if (PatienceCode_Decode(code, &again, NULL) != PATIENCE_CODE_OK || !PatienceChallenge_Equal(c, &again)) {
        return "the canonical code does not decode to the same challenge";
    }
    Card deal[PATIENCE_CARDS];
    if (!PatienceChallenge_Deal(c, deal, NULL) || !Patience_CheckCards(deal, PATIENCE_CARDS, NULL)) {
        return "an accepted code does not deal 25 distinct cards";
    }
    return NULL;
}

const char *CodeFuzz_Check(const uint8_t *data, size_t size, PatienceCodeStatus *statusOut)
{
    const char *text = (const char *)data;
    PatienceChallenge sentinel = {PATIENCE_CHALLENGE_KIND_COUNT, {PATIENCE_LAYOUT_COUNT, PATIENCE_TABLE_COUNT}, 42};
    PatienceChallenge c = sentinel;
    PatienceCodeError err;
    memset(&err, 0x5A, sizeof err); /* so that an unset message is not NUL-terminated by luck */
    PatienceCodeStatus status = PatienceCode_DecodeN(text, size, &c, &err);
    if (statusOut != NULL) {
        *statusOut = status;
    }
    if ((unsigned)status >= PATIENCE_CODE_STATUS_COUNT || status == PATIENCE_CODE_NOT_ENCODABLE) {
        return "the decoder returned a status it must not";
    }
    if (err.status != status) {
        return "the error's status differs from the returned one";
    }
    if (err.message[0] == '\0' || memchr(err.message, '\0', sizeof err.message) == NULL) {
        return "the error message is empty or not terminated";
    }
    char symbols[PATIENCE_CODE_SYMBOLS + 1];
    int bad = 0;
    int count = PatienceCode_Normalize(text, size, symbols, &bad);
    if (status == PATIENCE_CODE_BAD_CHARACTER) {
        if (err.position < 1 || (size_t)err.position > size || count != -1 || bad != err.position) {
            return "a bad character's position is wrong";
        }
        uint8_t ch = data[err.position - 1];
        if (IsSymbol(ch) || IsSeparator(ch)) {
            return "a good character was called bad";
        }
        for (int i = 0; i < err.position - 1; i++) {
            if (!IsSymbol(data[i]) && !IsSeparator(data[i])) {
                return "a bad character was not the first one";
            }
        }
    } else if (err.position != 0 || count < 0) {
        return "a position was given, or Normalize refused a text the decoder read";
    }
    if ((status == PATIENCE_CODE_EMPTY) != (count == 0)) {
        return "EMPTY does not match an empty text";
    }
    if (status > PATIENCE_CODE_WRONG_LENGTH && count != PATIENCE_CODE_SYMBOLS) {
        return "a text of the wrong length got past the length check";
    }
    if (status == PATIENCE_CODE_WRONG_LENGTH && (count == PATIENCE_CODE_SYMBOLS || err.length != count)) {
        return "WRONG_LENGTH for a text of the right length, or with the wrong count";
    }
    if (status != PATIENCE_CODE_OK) {
        if (memcmp(&c, &sentinel, sizeof c) != 0) {
            return "a refused code changed the challenge";
        }
        return NULL;
    }
    return CheckAccepted(&c, text, size);
}
