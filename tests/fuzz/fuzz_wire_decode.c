/* fuzz_wire_decode.c: libFuzzer target for the decoder of game states sent between devices (scripts/fuzz.sh). */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "wire_fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *broken = WireFuzz_Check(data, size, NULL);
    if (broken != NULL) {
        fprintf(stderr, "fuzz_wire_decode: invariant broken: %s\n", broken);
        abort(); /* libFuzzer saves the input as a crash artifact */
    }
    return 0;
}
