/* fuzz_code_decode.c: libFuzzer target for the challenge-code parser (build and run with scripts/fuzz.sh). */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "code_fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *broken = CodeFuzz_Check(data, size, NULL);
    if (broken != NULL) {
        fprintf(stderr, "fuzz_code_decode: invariant broken: %s\n", broken);
        abort(); /* libFuzzer saves the input as a crash artifact */
    }
    return 0;
}
