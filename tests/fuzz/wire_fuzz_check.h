/* wire_fuzz_check.h: the invariants of the game-state text decoder, shared by the libFuzzer target and the ctest driver. */
#ifndef PARLOUR_TESTS_WIRE_FUZZ_CHECK_H
#define PARLOUR_TESTS_WIRE_FUZZ_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * The input is a game's name, a newline, and a text as another device
 * would send it (GameWire_EncodeState's form). Decodes it as that game's
 * state (or, with no known name, as every game's) and checks what must
 * hold for any input: a refusal comes with a terminated reason and leaves
 * the state zeroed; an accepted text gives a state that encodes again, and
 * whose text decodes to the same bytes (so what a device accepts it could
 * also have been sent). Returns NULL when all hold, else what broke.
 * *accepted (may be NULL) says whether some game accepted it.
 */
const char *WireFuzz_Check(const uint8_t *data, size_t size, bool *accepted);

#endif
