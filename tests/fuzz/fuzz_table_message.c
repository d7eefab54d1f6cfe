/* fuzz_table_message.c: libFuzzer target for the reader of a device's messages at a hosted table (scripts/fuzz.sh). */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "message_fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *broken = MessageFuzz_Check(data, size, NULL);
    if (broken != NULL) {
        fprintf(stderr, "fuzz_table_message: invariant broken: %s\n", broken);
        abort(); /* libFuzzer saves the input as a crash artifact */
    }
    return 0;
}
