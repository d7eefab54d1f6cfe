/* code_fuzz_check.h: the invariants of the challenge-code parser, shared by the libFuzzer target and the ctest driver. */
#ifndef PARLOUR_TESTS_CODE_FUZZ_CHECK_H
#define PARLOUR_TESTS_CODE_FUZZ_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "patience/patience_code.h"

/*
 * Decodes data as a typed code and checks what must hold for any input:
 * the status and error agree and the message is a terminated sentence; a
 * bad character's position points at a byte that is neither a symbol nor
 * a separator; a refused code leaves the challenge untouched; and an
 * accepted one is a valid challenge that deals 25 distinct cards and whose
 * own code has exactly the symbols typed (so no other text of different
 * symbols can name the same deal). Returns NULL when all hold, else what
 * broke. *status (may be NULL) receives the decoder's answer.
 */
const char *CodeFuzz_Check(const uint8_t *data, size_t size, PatienceCodeStatus *status);

#endif
