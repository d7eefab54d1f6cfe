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

/* ---- hand-made disagreements ---- */

typedef bool (*StopAt)(const GameState *st);

/* A random game of rules' variant played until stop says so; the full state, or NULL (free() it). */
static GameState *PlayUntil(const GameRules *rules, int variant, uint64_t seed, StopAt stop)
{
    GameState *st = Game_NewState(rules);
    GameAction *acts = calloc((size_t)rules->maxActions, sizeof *acts);
    assert_int_equal(rules->init(st, variant, seed), GAME_OK);
    Rng rng = Rng_Make(seed);
    for (int step = 0; step < 5000 && rules->toAct(st) != GAME_NOBODY; step++) {
        if (stop(st)) {
            free(acts);
            return st;
        }
        int count = rules->legal(st, rules->toAct(st), acts, rules->maxActions);
        assert_true(rules->apply(st, rules->toAct(st), acts[(int)(Rng_Next(&rng) % (uint64_t)count)]) == GAME_OK);
    }
    fail_msg("%s: the moment looked for never came", rules->name);
    return NULL;
}

/*
 * The view is refused by the check with a sentence holding words, and so is
 * its text by the decoder (every field in range: only the check can refuse).
 */
static void Refused(const GameRules *rules, const GameState *view, int viewer, const char *words)
{
    char problem[256] = "";
    if (rules->checkView == NULL) {
        fail_msg("%s has no view check", rules->name);
    }
    if (rules->checkView(view, viewer, problem, sizeof problem)) {
        fail_msg("%s: a view with %s was accepted", rules->name, words);
    }
    if (strstr(problem, words) == NULL) {
        fail_msg("%s: refused with \"%s\", which does not say \"%s\"", rules->name, problem, words);
    }
    char *text = GameWire_EncodeState(rules, view, viewer, problem, sizeof problem);
    if (text == NULL) {
        fail_msg("%s: the bad view could not even be written: %s", rules->name, problem);
    }
    GameState *back = Game_NewState(rules);
    problem[0] = '\0';
    assert_false(GameWire_DecodeState(rules, text, strlen(text), back, NULL, problem, sizeof problem));
    if (strstr(problem, words) == NULL) {
        fail_msg("%s: the decoder said \"%s\", not \"%s\"", rules->name, problem, words);
    }
    free(back);
    free(text);
}

/* Before each mutation: the seat's view of full, which passes. */
static void Fresh(const GameRules *rules, const GameState *full, int viewer, GameState *view)
{
    char problem[256] = "";
    rules->view(full, viewer, view);
    if (!rules->checkView(view, viewer, problem, sizeof problem)) {
        fail_msg("%s: the true view was refused: %s", rules->name, problem);
    }
}

static bool BridgeMidTrick(const GameState *gs)
{
    const BridgeState *st = (const BridgeState *)(const void *)gs;
    return st->phase == BRIDGE_PHASE_PLAY && st->tricksPlayed >= 2 && st->trickCount == 2 && st->rubber.count >= 1;
}

static void test_bridge_disagreements_are_refused(void **state)
{
    (void)state;
    const GameRules *rules = &Bridge_Rules;
    GameState *full = PlayUntil(rules, 0, 31, BridgeMidTrick);
    GameState *gv = Game_NewState(rules);
    BridgeState *v = (BridgeState *)(void *)gv;
    const BridgeState *f = (const BridgeState *)(const void *)full;
    int me = Bridge_Controller(f, f->toAct); /* its hand and the dummy's are shown */
    int hidden = (me + 1) & 3;
    while (hidden == me || hidden == Bridge_Dummy(f)) {
        hidden = (hidden + 1) & 3;
    }
    Fresh(rules, full, me, gv);
    v->trickCount = 1; /* the second card still lies in the trick */
    Refused(rules, gv, me, "is to act, but the trick");
    v->toAct = (uint8_t)((v->leader + 1) & 3);
    Refused(rules, gv, me, "the trick has 1 cards, but its place 1 holds one");
    Fresh(rules, full, me, gv);
    uint64_t mine = v->hand[me] & -v->hand[me];
    v->dealt[hidden] |= mine; /* one of my cards also in another's */
    Refused(rules, gv, me, "also in another hand");
    Fresh(rules, full, me, gv);
    v->hand[hidden] = v->dealt[hidden]; /* a hidden hand that shows cards */
    Refused(rules, gv, me, "hidden hand");
    Fresh(rules, full, me, gv);
    v->toAct = (uint8_t)((v->toAct + 1) & 3);
    Refused(rules, gv, me, "is to act");
    Fresh(rules, full, me, gv);
    v->tricks[0]++;
    Refused(rules, gv, me, "tricks, but");
    Fresh(rules, full, me, gv);
    v->rubber.total[1] += 50;
    Refused(rules, gv, me, "not the sum of the hands scored");
    Fresh(rules, full, me, gv);
    v->viewer = (uint8_t)((me + 2) & 3);
    Refused(rules, gv, me, "the view says");
    free(gv);
    free(full);
}

static bool PiquetMidTrick(const GameState *gs)
{
    const PiquetState *st = (const PiquetState *)(const void *)gs;
    return st->phase == PIQ_PHASE_PLAY && st->tricksDone >= 3 && st->trickCount == 1 && st->deal >= 2;
}

static void test_piquet_disagreements_are_refused(void **state)
{
    (void)state;
    const GameRules *rules = &Piquet_Rules;
    GameState *full = PlayUntil(rules, PIQUET_RUBICON, 32, PiquetMidTrick);
    GameState *gv = Game_NewState(rules);
    PiquetState *v = (PiquetState *)(void *)gv;
    Fresh(rules, full, 0, gv);
    v->trickCount = 0; /* the card led is still in the trick */
    Refused(rules, gv, 0, "has a card 1");
    Fresh(rules, full, 0, gv);
    v->played[1] |= v->hand[0] & -v->hand[0]; /* one of my cards also among the other's played */
    Refused(rules, gv, 0, "also in another place");
    Fresh(rules, full, 0, gv);
    v->handCount[1]++;
    Refused(rules, gv, 0, "not twelve");
    Fresh(rules, full, 0, gv);
    v->toAct = (uint8_t)(1 - v->toAct);
    Refused(rules, gv, 0, "is to play");
    Fresh(rules, full, 0, gv);
    v->total[0] += 7;
    Refused(rules, gv, 0, "not the sum of the deals");
    Fresh(rules, full, 0, gv);
    v->handCount[0]--;
    Refused(rules, gv, 0, "but its hand shows");
    free(gv);
    free(full);
}

static bool QuintoMidTrick(const GameState *gs)
{
    const QuintoState *st = (const QuintoState *)(const void *)gs;
    return st->phase == QUINTO_PHASE_PLAY && st->tricksPlayed >= 2 && st->trickCount == 2 && st->historyCount >= 2;
}

static void test_quinto_disagreements_are_refused(void **state)
{
    (void)state;
    const GameRules *rules = &Quinto_Rules;
    GameState *full = PlayUntil(rules, 0, 33, QuintoMidTrick);
    GameState *gv = Game_NewState(rules);
    QuintoState *v = (QuintoState *)(void *)gv;
    Fresh(rules, full, 0, gv);
    v->trickCount = 3; /* a third card the trick does not hold */
    Refused(rules, gv, 0, "is empty");
    Fresh(rules, full, 0, gv);
    v->hand[1] = v->hand[0] & -v->hand[0]; /* a hidden hand that shows a card */
    Refused(rules, gv, 0, "seat 1's hand shows 1 cards");
    Fresh(rules, full, 0, gv);
    v->played |= v->hand[0] & -v->hand[0];
    Refused(rules, gv, 0, "also in another place");
    Fresh(rules, full, 0, gv);
    v->toAct = (uint8_t)((v->toAct + 1) % 4);
    Refused(rules, gv, 0, "is to play");
    Fresh(rules, full, 0, gv);
    v->score[1] += 15;
    Refused(rules, gv, 0, "hands on the sheet add to");
    Fresh(rules, full, 0, gv);
    v->gameRows[v->gameIndex].firstHand = v->historyCount; /* a game that begins after the last row */
    Refused(rules, gv, 0, "begins at hand");
    free(gv);
    free(full);
}

static bool BeziqueLed(const GameState *gs)
{
    const BeziqueState *st = (const BeziqueState *)(const void *)gs;
    return st->phase == BEZ_PHASE_PLAY && st->tricks >= 4 && st->trickCount == 1;
}

static void test_bezique_disagreements_are_refused(void **state)
{
    (void)state;
    const GameRules *rules = &Bezique_Rules;
    GameState *full = PlayUntil(rules, BEZIQUE_RUBICON, 34, BeziqueLed);
    GameState *gv = Game_NewState(rules);
    BeziqueState *v = (BeziqueState *)(void *)gv;
    Fresh(rules, full, 0, gv);
    v->trickCount = 0;
    Refused(rules, gv, 0, "holds one");
    Fresh(rules, full, 0, gv);
    v->toAct = (uint8_t)(1 - v->toAct);
    Refused(rules, gv, 0, "is to play");
    Fresh(rules, full, 0, gv);
    v->stock[0] = v->trick[0]; /* the stock's order shown */
    Refused(rules, gv, 0, "stock's cards are shown");
    Fresh(rules, full, 0, gv);
    int k = Bezique_Index(v->trick[0]);
    v->side[0].hand[k] = (uint8_t)(v->side[0].hand[k] + Bezique_Copies(v->variant)); /* more of a card than the packs */
    Refused(rules, gv, 0, "but the packs hold it");
    Fresh(rules, full, 0, gv);
    v->side[1].score += 40;
    Refused(rules, gv, 0, "not the sum of its parts");
    free(gv);
    free(full);
}

static bool FiveHundredMidTrick(const GameState *gs)
{
    const FiveHundredState *st = (const FiveHundredState *)(const void *)gs;
    return st->phase == FH_PHASE_PLAY && st->tricksPlayed >= 2 && st->trickCount == 1;
}

static void test_five_hundred_disagreements_are_refused(void **state)
{
    (void)state;
    const GameRules *rules = &FiveHundred_Rules;
    GameState *full = PlayUntil(rules, 0, 35, FiveHundredMidTrick);
    GameState *gv = Game_NewState(rules);
    FiveHundredState *v = (FiveHundredState *)(void *)gv;
    Fresh(rules, full, 0, gv);
    v->trickCount = 2;
    Refused(rules, gv, 0, "is empty");
    Fresh(rules, full, 0, gv);
    v->hand[1] = v->hand[0] & -v->hand[0]; /* another seat's hand shown, with one of my cards */
    Refused(rules, gv, 0, "also in another place");
    Fresh(rules, full, 0, gv);
    v->handCount[2]++;
    Refused(rules, gv, 0, "holds");
    Fresh(rules, full, 0, gv);
    v->toAct = (uint8_t)((v->toAct + 1) % v->players);
    Refused(rules, gv, 0, "is to play");
    Fresh(rules, full, 0, gv);
    v->players = 4;
    Refused(rules, gv, 0, "this variant has 3 seats");
    Fresh(rules, full, 0, gv);
    v->discard = v->pack & ~v->played & ~v->hand[0] & -(v->pack & ~v->played & ~v->hand[0]);
    Refused(rules, gv, 0, "laid face down");
    free(gv);
    free(full);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_view_of_random_games_passes),
        cmocka_unit_test(test_bridge_disagreements_are_refused),
        cmocka_unit_test(test_piquet_disagreements_are_refused),
        cmocka_unit_test(test_quinto_disagreements_are_refused),
        cmocka_unit_test(test_bezique_disagreements_are_refused),
        cmocka_unit_test(test_five_hundred_disagreements_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
