/* fuzz_loader.c: the libFuzzer target of one player-file loader, chosen at build time (FUZZ_LOADER; see loader_checks.h). */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "loader_checks.h"

#ifndef FUZZ_LOADER
#error "build with -DFUZZ_LOADER=<a FuzzLoader value>"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *broken = FuzzLoader_Check((FuzzLoader)FUZZ_LOADER, data, size, NULL);
    if (broken != NULL) {
        fprintf(stderr, "fuzz %s: invariant broken: %s\n", FuzzLoader_Name((FuzzLoader)FUZZ_LOADER), broken);
        abort(); /* libFuzzer saves the input as a crash artifact */
    }
    return 0;
}
