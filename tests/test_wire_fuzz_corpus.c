/* test_wire_fuzz_corpus.c: the fuzz invariants of what devices send each other (states, messages) on their corpora, in ctest. */
#define _POSIX_C_SOURCE 200809L /* opendir, stat */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "game/game.h"
#include "game/game_wire.h"
#include "rng.h"
#include "message_fuzz_check.h"
#include "wire_fuzz_check.h"

/*
 * The corpus (tests/fuzz/corpus-wire) holds, for every game with a text
 * form, a mid-game view of each seat, the public view and a full state of
 * every variant, each as "<game>\n<text>". It is written by this program:
 *
 *     build/tests/test_wire_fuzz_corpus --write tests/fuzz/corpus-wire
 *
 * and the test fails if some game with a text form has no file in it, so
 * the fuzzer starts from every game's states.
 */

#if !defined(PARLOUR_WIRE_CORPUS_DIR) || !defined(PARLOUR_MESSAGE_CORPUS_DIR)
#error "PARLOUR_WIRE_CORPUS_DIR and PARLOUR_MESSAGE_CORPUS_DIR must name tests/fuzz/corpus-wire and corpus-message"
#endif

enum {
    INPUT_MAX = 64 * 1024
};

static void CheckInput(const uint8_t *data, size_t size, const char *name, bool *accepted)
{
    const char *broken = WireFuzz_Check(data, size, accepted);
    if (broken != NULL) {
        fail_msg("%s: %s (input of %zu bytes: \"%.200s\")", name, broken, size, (const char *)data);
    }
}

static void test_corpus_files(void **state)
{
    (void)state;
    DIR *dir = opendir(PARLOUR_WIRE_CORPUS_DIR);
    if (dir == NULL) {
        fail_msg("cannot open the corpus directory %s", PARLOUR_WIRE_CORPUS_DIR);
    }
    bool covered[16] = {false};
    int files = 0;
    int accepted = 0;
    struct dirent *entry;
    static uint8_t data[INPUT_MAX + 1];
    while ((entry = readdir(dir)) != NULL) {
        char path[1024];
        struct stat info;
        snprintf(path, sizeof path, "%s/%s", PARLOUR_WIRE_CORPUS_DIR, entry->d_name);
        if (stat(path, &info) != 0 || !S_ISREG(info.st_mode)) {
            continue;
        }
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        size_t size = fread(data, 1, INPUT_MAX, f);
        fclose(f);
        bool ok = false;
        CheckInput(data, size, entry->d_name, &ok);
        files++;
        accepted += ok;
        for (int g = 0; ok && g < Game_Count(); g++) {
            size_t n = strlen(Game_At(g)->name);
            if (size > n && memcmp(data, Game_At(g)->name, n) == 0 && data[n] == '\n') {
                covered[g] = true;
            }
        }
    }
    closedir(dir);
    print_message("corpus-wire: %d files, %d accepted\n", files, accepted);
    for (int g = 0; g < Game_Count(); g++) {
        if (Game_At(g)->schema != NULL && !covered[g]) {
            fail_msg("no accepted corpus file is a state of %s: rewrite the corpus (see the top of this file)",
                     Game_At(g)->name);
        }
    }
}

/* A mid-game state of every variant of every game with a text form, the way a host would send it. */
static int ForEachSample(void (*emit)(const GameRules *rules, const char *text, const char *label, void *ctx),
                         void *ctx)
{
    int made = 0;
    for (int g = 0; g < Game_Count(); g++) {
        const GameRules *rules = Game_At(g);
        if (rules->schema == NULL) {
            continue;
        }
        GameState *st = Game_NewState(rules);
        GameState *view = Game_NewState(rules);
        GameAction *acts = calloc((size_t)rules->maxActions, sizeof *acts);
        for (int v = 0; v < rules->variantCount; v++) {
            rules->init(st, v, 4242 + (uint64_t)v);
            Rng rng = Rng_Make(17 + (uint64_t)v);
            for (int step = 0; step < 40 && rules->toAct(st) != GAME_NOBODY; step++) {
                int n = rules->legal(st, rules->toAct(st), acts, rules->maxActions);
                rules->apply(st, rules->toAct(st), acts[Rng_Below(&rng, (uint64_t)n)]);
            }
            for (int seat = -1; seat <= Game_SeatsIn(rules, v); seat++) {
                bool full = seat == Game_SeatsIn(rules, v);
                if (!full) {
                    rules->view(st, seat, view);
                }
                char problem[256];
                char *text =
                    GameWire_EncodeState(rules, full ? st : view, full ? GAME_NOBODY : seat, problem, sizeof problem);
                assert_non_null(text);
                char label[64];
                if (full || seat < 0) {
                    snprintf(label, sizeof label, "%s-%s-%s", rules->name, rules->variantName(v),
                             full ? "full" : "public");
                } else {
                    snprintf(label, sizeof label, "%s-%s-seat%d", rules->name, rules->variantName(v), seat);
                }
                emit(rules, text, label, ctx);
                free(text);
                made++;
            }
        }
        free(acts);
        free(view);
        free(st);
    }
    return made;
}

typedef struct Mutations {
    Rng rng;
    int accepted;
    int total;
} Mutations;

/* Random edits of a real state's text: digits, brackets, quotes, cut and doubled pieces. */
static void MutateAndCheck(const GameRules *rules, const char *text, const char *label, void *ctx)
{
    Mutations *m = ctx;
    static const char kUseful[] = "0123456789-.,:[]{}\"nulltrue eE+QSKHJD10";
    size_t base = strlen(rules->name) + 1;
    size_t len = strlen(text);
    static uint8_t data[INPUT_MAX];
    for (int n = 0; n < 100; n++) {
        size_t size = base + len;
        if (size > INPUT_MAX / 2) {
            return;
        }
        memcpy(data, rules->name, base - 1);
        data[base - 1] = '\n';
        memcpy(data + base, text, len);
        int edits = 1 + (int)Rng_Below(&m->rng, 3);
        for (int e = 0; e < edits; e++) {
            size_t at = base + (size_t)Rng_Below(&m->rng, size - base);
            switch (Rng_Below(&m->rng, 4)) {
            case 0: data[at] = (uint8_t)kUseful[Rng_Below(&m->rng, sizeof kUseful - 1)]; break;
            case 1:
                memmove(data + at, data + at + 1, size - at - 1);
                size--;
                break;
            case 2: size = at; break; /* cut */
            default:
                if (size * 2 <= INPUT_MAX) {
                    memcpy(data + size, data + base, size - base);
                    size += size - base;
                }
                break;
            }
        }
        bool ok = false;
        CheckInput(data, size, label, &ok);
        m->accepted += ok;
        m->total++;
    }
}

static void test_mutations(void **state)
{
    (void)state;
    Mutations m = {Rng_Make(20261128), 0, 0};
    int made = ForEachSample(MutateAndCheck, &m);
    print_message("mutations: %d of %d accepted, from %d states\n", m.accepted, m.total, made);
    assert_true(made > 0);
    assert_true(m.total > 1000);
}

/* A device's messages: every corpus file, then random edits of each. */
static void test_message_corpus_and_mutations(void **state)
{
    (void)state;
    DIR *dir = opendir(PARLOUR_MESSAGE_CORPUS_DIR);
    if (dir == NULL) {
        fail_msg("cannot open the corpus directory %s", PARLOUR_MESSAGE_CORPUS_DIR);
    }
    static const char kUseful[] = "0123456789-.,:[]{}\"\\nulltrue typeactionhelloQS";
    Rng rng = Rng_Make(1128);
    int files = 0, accepted = 0, mutated = 0;
    struct dirent *entry;
    static uint8_t data[INPUT_MAX];
    while ((entry = readdir(dir)) != NULL) {
        char path[1024];
        struct stat info;
        snprintf(path, sizeof path, "%s/%s", PARLOUR_MESSAGE_CORPUS_DIR, entry->d_name);
        if (stat(path, &info) != 0 || !S_ISREG(info.st_mode)) {
            continue;
        }
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        size_t size = fread(data, 1, 4096, f);
        fclose(f);
        static uint8_t copy[INPUT_MAX];
        for (int n = 0; n <= 300; n++) {
            size_t len = size;
            memcpy(copy, data, size);
            for (int e = 0; n > 0 && e < 1 + (int)Rng_Below(&rng, 3) && len > 0; e++) {
                size_t at = (size_t)Rng_Below(&rng, len);
                if (Rng_Below(&rng, 2) == 0) {
                    copy[at] = (uint8_t)kUseful[Rng_Below(&rng, sizeof kUseful - 1)];
                } else {
                    memmove(copy + at, copy + at + 1, len - at - 1);
                    len--;
                }
            }
            bool ok = false;
            const char *broken = MessageFuzz_Check(copy, len, &ok);
            if (broken != NULL) {
                fail_msg("%s (edit %d): %s: \"%.*s\"", entry->d_name, n, broken, (int)len, (const char *)copy);
            }
            if (n == 0) {
                files++;
                accepted += ok;
            } else {
                mutated++;
            }
        }
    }
    closedir(dir);
    print_message("corpus-message: %d files, %d accepted; %d edits checked\n", files, accepted, mutated);
    assert_true(files >= 8);
    assert_true(accepted >= 5);
}

static void WriteFile(const GameRules *rules, const char *text, const char *label, void *ctx)
{
    const char *dir = ctx;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, label);
    FILE *f = fopen(path, "wb");
    if (f == NULL) {
        perror(path);
        exit(1);
    }
    fprintf(f, "%s\n%s", rules->name, text);
    fclose(f);
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--write") == 0) {
        int made = ForEachSample(WriteFile, argv[2]);
        printf("wrote %d states to %s\n", made, argv[2]);
        return 0;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_corpus_files),
        cmocka_unit_test(test_mutations),
        cmocka_unit_test(test_message_corpus_and_mutations),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
