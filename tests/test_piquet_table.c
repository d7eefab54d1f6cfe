/* test_piquet_table.c: a whole Piquet deal against the computer played by keyboard, and by gamepad, like a player. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "core/piquet/piquet.h"
#include "games/piquet/piquet_scenes.h"
#include "games/piquet/piquet_table.h"
#include "games/table/table_scene.h"
#include "games/table/table_store.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

static const GameSeating kEasy = {2, {{SEAT_PERSON, GAME_AI_MEDIUM}, {SEAT_COMPUTER, GAME_AI_EASY}}, {{0}}};
static const char kTable[] = "piquet-table";

/* The buttons pressed: keys, or a virtual gamepad's. */
static bool sPad;

static void Key(App *app, Action action)
{
    if (sPad) {
        switch (action) {
        case ACTION_LEFT: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_LEFT); break;
        case ACTION_RIGHT: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_RIGHT); break;
        case ACTION_NEXT_AREA: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER); break;
        case ACTION_CONFIRM: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A); break;
        default: fail_msg("no button for action %d", action);
        }
        return;
    }
    switch (action) {
    case ACTION_LEFT: Harness_Key(app, SDLK_LEFT); break;
    case ACTION_RIGHT: Harness_Key(app, SDLK_RIGHT); break;
    case ACTION_NEXT_AREA: Harness_Key(app, SDLK_TAB); break;
    case ACTION_CONFIRM: Harness_Key(app, SDLK_RETURN); break;
    default: fail_msg("no key for action %d", action);
    }
}



/* Moves the focus to (area, index) with Tab and the arrows. */
static void FocusOn(App *app, int area, int index)
{
    Scene *t = App_Top(app);
    int a, i;
    for (int k = 0; k < 3; k++) {
        TableScene_Focus(t, &a, &i);
        if (a == area) {
            break;
        }
        Key(app, ACTION_NEXT_AREA);
    }
    TableScene_Focus(t, &a, &i);
    assert_int_equal(a, area);
    for (int k = 0; k < 14 && i != index; k++) {
        Key(app, i > index ? ACTION_LEFT : ACTION_RIGHT);
        TableScene_Focus(t, &a, &i);
    }
    assert_int_equal(i, index);
}

static uint64_t Next(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* One move by keys, read off the scene as a player would; checks the action the rules received. */
static void PlayOneMove(App *app, uint64_t *rng, bool *refusedOnce)
{
    Scene *t = App_Top(app);
    const TableSession *s = TableScene_Session(t);
    const PiquetState *v = (const PiquetState *)(const void *)s->view;
    int me = s->viewer;
    int before = s->rec.count;
    int cards[PIQ_HAND];
    int n = PqView_HandCards(v, me, cards);
    GameAction expect = {0};
    bool exchange = v->phase == PIQ_PHASE_EXCHANGE;
    if (exchange) {
        /* Pick 1..3 cards (a legal count for either hand) by confirming on them, then Exchange. */
        int k = 1 + (int)(Next(rng) % 3);
        bool picked[PIQ_HAND] = {false};
        for (int j = 0; j < k; j++) {
            int at = (int)(Next(rng) % (uint64_t)n);
            FocusOn(app, PQ_AREA_HAND, at);
            Key(app, ACTION_CONFIRM);
            picked[at] = !picked[at];
            assert_int_equal(PiquetTableScene_Chosen(t, at), picked[at]);
        }
        Card out[PIQ_HAND];
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (picked[i]) {
                out[m++] = Piquet_CardAt(cards[i]);
            }
        }
        if (m == 0) {
            FocusOn(app, PQ_AREA_HAND, 0);
            Key(app, ACTION_CONFIRM);
            out[m++] = Piquet_CardAt(cards[0]);
        }
        expect = Piquet_Exchange(out, m);
        FocusOn(app, PQ_AREA_CHOICES, 0);
        Key(app, ACTION_CONFIRM);
    } else if (v->phase == PIQ_PHASE_PLAY) {
        /* Once, try a card that does not follow suit: the rules' sentence, and nothing played. */
        if (!*refusedOnce && v->trickCount == 1) {
            for (int i = 0; i < n; i++) {
                if (Piquet_Check(v, me, Piquet_Play(Piquet_CardAt(cards[i]))) == PIQ_WHY_MUST_FOLLOW) {
                    FocusOn(app, PQ_AREA_HAND, i);
                    Key(app, ACTION_CONFIRM);
                    assert_string_equal(TableScene_Message(t), "You must follow suit.");
                    assert_int_equal(s->rec.count, before);
                    *refusedOnce = true;
                    break;
                }
            }
        }
        int legal[PIQ_HAND], nl = 0;
        for (int i = 0; i < n; i++) {
            if (Piquet_Check(v, me, Piquet_Play(Piquet_CardAt(cards[i]))) == PIQ_WHY_OK) {
                legal[nl++] = i;
            }
        }
        assert_true(nl > 0);
        int at = legal[Next(rng) % (uint64_t)nl];
        expect = Piquet_Play(Piquet_CardAt(cards[at]));
        FocusOn(app, PQ_AREA_HAND, at);
        Key(app, ACTION_CONFIRM);
    } else {
        int choices = TableScene_ChoiceCount(t);
        assert_true(choices > 0);
        int pick = (int)(Next(rng) % (uint64_t)choices);
        expect = TableScene_Choice(t, pick);
        FocusOn(app, PQ_AREA_CHOICES, pick);
        Key(app, ACTION_CONFIRM);
    }
    assert_true(s->rec.count > before); /* the computer may already have answered */
    GameAction got = s->rec.actions[before];
    if (exchange) {
        /* The same cards, in whatever order. */
        assert_int_equal(got.count, expect.count);
        for (int i = 0; i < expect.count; i++) {
            bool found = false;
            for (int j = 0; j < got.count; j++) {
                found = found || got.cards[j] == expect.cards[i];
            }
            assert_true(found);
        }
    } else {
        assert_true(GameAction_Equal(got, expect));
    }
}

/* Until the person is to act, or a deal's result is held on the table (true), or the computer never gives the turn
   back (false). */
static bool WaitTurnOrResult(App *app)
{
    Uint32 start = SDL_GetTicks();
    while (SDL_GetTicks() - start < 120000u) {
        if (!Harness_AtTable(app, kTable) || ((PqTable *)(void *)App_Top(app))->resultUp || Harness_TableStep(app)) {
            return true;
        }
    }
    return false;
}

static void PlayDeal(bool pad, uint64_t seed)
{
    sPad = pad;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    Scene *table = PiquetTableScene_CreateNew(app, PIQUET_RUBICON, &kEasy, seed);
    assert_non_null(table);
    App_Push(app, table);
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    if (pad) {
        assert_true(Harness_PadAttach(app));
    }
    uint64_t rng = 0x9E3779B97F4A7C15ULL;
    bool refused = false;
    int moves = 0;
    for (;;) {
        if (!WaitTurnOrResult(app)) {
            fail_msg("the computer never gave the turn back");
        }
        if (!Harness_AtTable(app, kTable)) {
            fail_msg("the table is gone: %s is on top after %d moves", Harness_TopName(app), moves);
        }
        const TableSession *s = TableScene_Session(App_Top(app));
        const PiquetState *full = (const PiquetState *)(const void *)s->st;
        if (full->deal >= 2) {
            break;
        }
        PlayOneMove(app, &rng, &refused);
        moves++;
        assert_true(moves < 200);
    }
    const TableSession *s = TableScene_Session(App_Top(app));
    const PiquetState *full = (const PiquetState *)(const void *)s->st;
    assert_int_equal(full->historyCount, 1);
    assert_true(refused);
    /* Every action was saved: the file rebuilds exactly the game at the table. */
    TableSaved saved;
    char message[1024];
    assert_int_equal(TableStore_LoadGame(PIQUET_GAME_FILE, "test", &Piquet_Rules, &saved, message, sizeof message),
                     TABLE_STORE_OK);
    assert_int_equal(saved.rec.count, s->rec.count);
    assert_true(Piquet_Hash((const PiquetState *)(const void *)saved.st) == Piquet_Hash(full));
    TableSaved_Free(&saved);
    if (pad) {
        Harness_PadDetach(app);
    }
    Harness_Stop(app);
}


/* Each deal is seen dealt: the cards fly in from the pack, the computer waits, and they end in the hands and the stock. */
static void test_deals_are_seen_dealt(void **state)
{
    (void)state;
    sPad = false;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_NORMAL;
    Scene *scene = PiquetTableScene_CreateNew(app, PIQUET_RUBICON, &kEasy, 20);
    assert_non_null(scene);
    App_Push(app, scene);
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    PqTable *t = (PqTable *)(void *)App_Top(app);
    const TableSession *s = TableScene_Session(App_Top(app));
    const PiquetState *full = (const PiquetState *)(const void *)s->st;
    /* The partie opens with the choice of who deals: nothing dealt, nothing flying. */
    assert_int_equal(full->deal, 0);
    assert_true(TableAnim_Idle(&t->table.turn.anim));
    for (int deal = 1; deal <= 2; deal++) {
        /* Play on (the choice of dealer, then a whole deal) until the next deal is made. */
        uint64_t rng = 0x9E3779B97F4A7C15ULL;
        bool refused = true;
        int steps = 0;
        while (full->deal < deal) {
            assert_true(++steps < 100000);
            if (Harness_TableStep(app)) {
                PlayOneMove(app, &rng, &refused);
            }
        }
        if (deal > 1) {
            /* The last deal's result first, held until confirmed; the next is dealt after it. */
            for (int f = 0; !t->resultUp; f++) {
                assert_true(f < 2000);
                Harness_Frames(app, 1);
            }
            Key(app, ACTION_CONFIRM);
            assert_false(t->resultUp);
        }
        /* Just dealt: the cards are in flight, so the table is busy and none of them is in a hand yet. */
        int moves = s->rec.count;
        assert_true(TableScene_Busy(App_Top(app)));
        assert_false(TableAnim_Idle(&t->table.turn.anim));
        int me = s->viewer;
        const PiquetState *v = (const PiquetState *)(const void *)s->view;
        int cards[PIQ_HAND];
        assert_int_equal(PqView_HandCards(v, me, cards), PIQ_HAND);
        int inFlight = TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_HAND0, CARD_NONE);
        assert_true(inFlight > 0 && inFlight <= PIQ_HAND);
        assert_true(TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_HAND1, CARD_NONE) > 0);
        assert_int_equal(TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_STOCK, CARD_NONE), PIQ_STOCK);
        /* Part way, some have landed and some are still to come; the computer has not moved meanwhile. */
        int frames = 0;
        while (TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_HAND0, CARD_NONE) > PIQ_HAND / 2) {
            Harness_Frames(app, 1);
            assert_true(++frames < 2000);
        }
        char name[32];
        snprintf(name, sizeof name, "piquet-deal%d-mid", deal);
        Harness_Shot(app, name);
        assert_true(TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_STOCK, CARD_NONE) > 0);
        assert_int_equal(s->rec.count, moves);
        assert_true(Harness_Settle(app, &t->table.turn.anim, 2000 - frames));
        assert_int_equal(s->rec.count, moves);
        /* Landed: twelve in each hand and the eight in the stock, all drawn in their places. */
        assert_int_equal(TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_HAND0, CARD_NONE), 0);
        assert_int_equal(TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_HAND1, CARD_NONE), 0);
        assert_int_equal(TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_STOCK, CARD_NONE), 0);
        assert_int_equal(v->handCount[me], PIQ_HAND);
        assert_int_equal(v->handCount[1 - me], PIQ_HAND);
        snprintf(name, sizeof name, "piquet-deal%d-done", deal);
        Harness_Shot(app, name);
    }
    Harness_Stop(app);
}

/* Plays the first deal by keyboard until the second is made; the table is left on top. */
static PqTable *PlayFirstDeal(App *app, uint64_t seed)
{
    sPad = false;
    app->settings.animSpeed = ANIM_OFF;
    App_Push(app, PiquetTableScene_CreateNew(app, PIQUET_RUBICON, &kEasy, seed));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    PqTable *t = (PqTable *)(void *)App_Top(app);
    const PiquetState *full = (const PiquetState *)(const void *)t->table.turn.session.st;
    uint64_t rng = 0x9E3779B97F4A7C15ULL;
    bool refused = true;
    for (int m = 0; full->deal < 2; m++) {
        assert_true(m < 200);
        assert_true(WaitTurnOrResult(app));
        if (full->deal >= 2) {
            break;
        }
        PlayOneMove(app, &rng, &refused);
    }
    return t;
}

/* After the last trick the deal's result (each item as scored) is on the table; the next deal waits for confirm. */
static void test_result_held_until_confirm(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_true(app->settings.showDealResult);
    PqTable *t = PlayFirstDeal(app, 20);
    const TableSession *s = &t->table.turn.session;
    for (int f = 0; !t->resultUp; f++) {
        assert_true(f < 2000);
        Harness_Frames(app, 1);
    }
    int moves = s->rec.count;
    Harness_Frames(app, 600);
    Key(app, ACTION_LEFT);
    Harness_Frames(app, 60);
    assert_true(t->resultUp);
    assert_true(TableScene_Busy(App_Top(app)));
    assert_int_equal(s->rec.count, moves);
    Harness_Key(app, SDLK_RETURN);
    assert_false(t->resultUp);
    assert_true(WaitTurnOrResult(app));
    assert_true(s->rec.count > moves || TableSession_PersonToAct(s));
    Harness_Stop(app);

    /* Off: the next deal follows at once. */
    app = Harness_Start(1280, 720);
    app->settings.showDealResult = false;
    t = PlayFirstDeal(app, 20);
    assert_false(t->resultDue);
    assert_true(WaitTurnOrResult(app));
    assert_false(t->resultUp);
    Harness_Stop(app);
}

static void test_whole_deal_by_keyboard(void **state)
{
    (void)state;
    PlayDeal(false, 20);
}

static void test_whole_deal_by_gamepad(void **state)
{
    (void)state;
    PlayDeal(true, 21);
}

/* Two computers play a whole partie at the table: it ends on the scoring scene, whose record is the partie's. */
static void test_partie_to_the_scoring(void **state)
{
    (void)state;
    sPad = false;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    GameSeating computers = {2, {{SEAT_COMPUTER, GAME_AI_EASY}, {SEAT_COMPUTER, GAME_AI_EASY}}, {{0}}};
    Scene *table = PiquetTableScene_CreateNew(app, PIQUET_CENT, &computers, 5);
    assert_non_null(table);
    App_Push(app, table);
    App_ApplySceneOps(app);
    Uint32 start = SDL_GetTicks();
    while (Harness_AtTable(app, kTable) && SDL_GetTicks() - start < 240000u) {
        const TableSession *s = TableScene_Session(App_Top(app));
        if (TableSession_Thinking(s) && SDL_AtomicGet((SDL_atomic_t *)&s->done) == 0) {
            SDL_Delay(1);
            continue;
        }
        Harness_Frames(app, 1);
    }
    assert_string_equal(Harness_TopName(app), "piquet-score");
    const GameRecord *rec = PiquetScoreScene_Record(App_Top(app));
    PiquetState st;
    GameError err;
    assert_true(Game_Replay(rec, -1, (GameState *)&st, &err));
    assert_int_equal(st.phase, PIQ_PHASE_OVER);
    assert_true(st.total[st.winner] >= 100);
    /* Replay the partie from the scoring: step through it, and back to the scoring. */
    Harness_Key(app, SDLK_LEFT);
    Harness_Key(app, SDLK_RETURN);
    Harness_Frames(app, 2);
    assert_string_equal(Harness_TopName(app), "piquet-table");
    for (int i = 0; i < 30; i++) {
        Harness_Key(app, SDLK_RIGHT);
    }
    Harness_Key(app, SDLK_DOWN);
    Harness_Frames(app, 2);
    assert_string_equal(Harness_TopName(app), "piquet-table");
    Harness_Key(app, SDLK_ESCAPE);
    Harness_Frames(app, 2);
    assert_string_equal(Harness_TopName(app), "piquet-score");
    Harness_Stop(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deals_are_seen_dealt),
        cmocka_unit_test(test_whole_deal_by_keyboard),
        cmocka_unit_test(test_whole_deal_by_gamepad),
        cmocka_unit_test(test_partie_to_the_scoring),
        cmocka_unit_test(test_result_held_until_confirm),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
