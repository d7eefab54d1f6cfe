/* test_code_fuzz_corpus.c: the fuzzer's invariants on its seed corpus and on seeded mutations, in every ctest run. */
#define _POSIX_C_SOURCE 200809L /* opendir, stat */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "code_fuzz_check.h"
#include "rng.h"

#ifndef PARLOUR_FUZZ_CORPUS_DIR
#error "PARLOUR_FUZZ_CORPUS_DIR must name tests/fuzz/corpus"
#endif

enum {
    INPUT_MAX = 4096
};

static void CheckInput(const uint8_t *data, size_t size, const char *name, int counts[PATIENCE_CODE_STATUS_COUNT])
{
    PatienceCodeStatus status;
    const char *broken = CodeFuzz_Check(data, size, &status);
    if (broken != NULL) {
        fail_msg("%s: %s (input of %zu bytes: \"%.*s\")", name, broken, size, (int)size, (const char *)data);
    }
    counts[status]++;
}

/* Every file of the corpus directory (libFuzzer's format: one raw input a file). */
static void test_corpus_files(void **state)
{
    (void)state;
    DIR *dir = opendir(PARLOUR_FUZZ_CORPUS_DIR);
    if (dir == NULL) {
        fail_msg("cannot open the corpus directory %s", PARLOUR_FUZZ_CORPUS_DIR);
    }
    int counts[PATIENCE_CODE_STATUS_COUNT] = {0};
    int files = 0;
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        char path[1024];
        struct stat info;
        snprintf(path, sizeof path, "%s/%s", PARLOUR_FUZZ_CORPUS_DIR, entry->d_name);
        if (stat(path, &info) != 0 || !S_ISREG(info.st_mode)) {
            continue;
        }
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        static uint8_t data[INPUT_MAX];
        size_t size = fread(data, 1, sizeof data, f);
        fclose(f);
        CheckInput(data, size, entry->d_name, counts);
        files++;
    }
    closedir(dir);
    print_message("corpus: %d files, %d valid codes\n", files, counts[PATIENCE_CODE_OK]);
    assert_true(files >= 20);
    /* The corpus shows the fuzzer every path through the decoder. */
    for (int s = 0; s < PATIENCE_CODE_STATUS_COUNT; s++) {
        if (s != PATIENCE_CODE_NOT_ENCODABLE && counts[s] == 0) {
            fail_msg("no corpus file gives %s", PatienceCode_StatusKey((PatienceCodeStatus)s));
        }
    }
}

/* One random edit of the kinds people and copy-paste make. */
static size_t Mutate(Rng *rng, uint8_t *data, size_t size, size_t max)
{
    static const char kUseful[] = PATIENCE_CODE_ALPHABET "abcxyzOoIiLlUu- \t\n_*";
    size_t at = size > 0 ? (size_t)Rng_Below(rng, size) : 0;
    switch (Rng_Below(rng, 7)) {
    case 0: /* substitute a likely character */
        if (size > 0) {
            data[at] = (uint8_t)kUseful[Rng_Below(rng, sizeof kUseful - 1)];
        }
        break;
    case 1: /* substitute any byte */
        if (size > 0) {
            data[at] = (uint8_t)Rng_Below(rng, 256);
        }
        break;
    case 2: /* delete */
        if (size > 0) {
            memmove(data + at, data + at + 1, size - at - 1);
            size--;
        }
        break;
    case 3: /* insert */
        if (size < max) {
            at = (size_t)Rng_Below(rng, size + 1);
            memmove(data + at + 1, data + at, size - at);
            data[at] = (uint8_t)kUseful[Rng_Below(rng, sizeof kUseful - 1)];
            size++;
        }
        break;
    case 4: /* swap neighbours */
        if (size > 1 && at + 1 < size) {
            uint8_t t = data[at];
            data[at] = data[at + 1];
            data[at + 1] = t;
        }
        break;
    case 5: /* flip case */
        if (size > 0 && ((data[at] | 0x20) >= 'a' && (data[at] | 0x20) <= 'z')) {
            data[at] ^= 0x20;
        }
        break;
    default: /* paste twice */
        if (size > 0 && size * 2 <= max) {
            memcpy(data + size, data, size);
            size *= 2;
        }
        break;
    }
    return size;
}

static void test_mutations(void **state)
{
    (void)state;
    Rng rng = Rng_Make(20260314);
    int counts[PATIENCE_CODE_STATUS_COUNT] = {0};
    for (int n = 0; n < 5000; n++) {
        /* A fresh valid code of any kind, then one to four edits. */
        PatienceChallenge c;
        switch (n % 3) {
        case 0:
            c = PatienceChallenge_Seed(Patience_DefaultVariant(), Rng_Next(&rng) & PATIENCE_CHALLENGE_SEED_MAX);
            c.variant.layout = (PatienceLayout)Rng_Below(&rng, PATIENCE_LAYOUT_COUNT);
            c.variant.table = (PatienceTable)Rng_Below(&rng, PATIENCE_TABLE_COUNT);
            break;
        case 1: c = PatienceChallenge_Daily((int32_t)Rng_Below(&rng, 30000), Rng_Below(&rng, 2) != 0); break;
        default: c = PatienceChallenge_Book(); break;
        }
        char code[PATIENCE_CODE_TEXT_MAX];
        assert_int_equal(PatienceCode_Encode(&c, code, sizeof code), PATIENCE_CODE_OK);
        uint8_t data[64];
        size_t size = strlen(code);
        memcpy(data, code, size);
        CheckInput(data, size, "a valid code", counts);
        int edits = 1 + (int)Rng_Below(&rng, 4);
        for (int e = 0; e < edits; e++) {
            size = Mutate(&rng, data, size, sizeof data);
        }
        CheckInput(data, size, "a mutated code", counts);
    }
    print_message("mutations: %d ok, %d bad character, %d wrong length, %d check mismatch\n", counts[PATIENCE_CODE_OK],
                  counts[PATIENCE_CODE_BAD_CHARACTER], counts[PATIENCE_CODE_WRONG_LENGTH],
                  counts[PATIENCE_CODE_CHECK_MISMATCH]);
    assert_true(counts[PATIENCE_CODE_CHECK_MISMATCH] > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_corpus_files),
        cmocka_unit_test(test_mutations),
    };
    return cmocka_run_group_tests(tests, 0, NULL);
}
