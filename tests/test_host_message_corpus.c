/* test_host_message_corpus.c: the host-message fuzz target's seeds and their edits, run in every ctest (no libFuzzer). */
#define _DEFAULT_SOURCE
#include "core/game/game.h"
#include "host/table_client.h"

#include <dirent.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size); /* fuzz/fuzz_host_message.c: aborts on a broken invariant */

static char *ReadAll(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)n + 1);
    assert_non_null(text);
    assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    text[n] = '\0';
    *size = (size_t)n;
    return text;
}

/* Each seed is what a real host sends, and is read as such by its own game; then it and its edits keep the invariants. */
static void test_every_seed_reads_and_every_edit_keeps_the_invariants(void **state)
{
    (void)state;
    DIR *dir = opendir(PARLOUR_HOST_CORPUS);
    assert_non_null(dir);
    int seeds = 0;
    int views = 0;
    uint64_t rng = 0x243F6A8885A308D3ULL;
    struct dirent *e;
    while ((e = readdir(dir)) != NULL) {
        if (e->d_name[0] == '.') {
            continue;
        }
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", PARLOUR_HOST_CORPUS, e->d_name);
        size_t size;
        char *text = ReadAll(path, &size);
        seeds++;
        /* Named "<game>-<what>": the game's own rules read it. */
        static const char *const games[] = {"piquet", "bridge", "bezique", "five-hundred", "quinto"};
        const GameRules *rules = NULL;
        for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
            size_t n = strlen(games[i]);
            if (strncmp(e->d_name, games[i], n) == 0 && e->d_name[n] == '-') {
                rules = Game_Find(games[i]);
            }
        }
        if (rules != NULL && strstr(e->d_name, "welcome") == NULL) {
            TableEvent ev;
            char problem[TABLE_CLIENT_SENTENCE_MAX];
            if (!TableClient_ParseMessage(text, size, rules, 0, &ev, problem, sizeof problem)) {
                fail_msg("the seed %s is not read: %s", e->d_name, problem);
            }
            views += ev.kind == TABLE_EVENT_VIEW;
            free(ev.view);
            free(ev.choices);
            free(ev.record);
        }
        LLVMFuzzerTestOneInput((const uint8_t *)text, size);
        for (int k = 0; k < 40; k++) {
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            size_t at = (size_t)(rng >> 33) % (size + 1);
            char *edit = malloc(size + 1);
            memcpy(edit, text, size + 1);
            if (k % 2 == 0) {
                LLVMFuzzerTestOneInput((const uint8_t *)edit, at); /* cut short */
            } else if (at < size) {
                edit[at] = (char)(rng >> 13); /* one byte changed */
                LLVMFuzzerTestOneInput((const uint8_t *)edit, size);
            }
            free(edit);
        }
        free(text);
    }
    closedir(dir);
    assert_true(seeds >= 30);
    assert_true(views >= 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_seed_reads_and_every_edit_keeps_the_invariants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
