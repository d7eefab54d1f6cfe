/* test_five_hundred_table.c: whole deals of Five Hundred against the computer, bid and played by keyboard and gamepad. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "core/five_hundred/five_hundred.h"
#include "games/five_hundred/five_hundred_scenes.h"
#include "games/five_hundred/five_hundred_table.h"
#include "games/table/table_focus.h"
#include "games/table/table_scene.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

typedef void (*Press)(App *app, Action action);

static const char kTable[] = "five-hundred-table";

static void PressKey(App *app, Action action)
{
    switch (action) {
    case ACTION_LEFT: Harness_Key(app, SDLK_LEFT); break;
    case ACTION_RIGHT: Harness_Key(app, SDLK_RIGHT); break;
    case ACTION_UP: Harness_Key(app, SDLK_UP); break;
    case ACTION_DOWN: Harness_Key(app, SDLK_DOWN); break;
    case ACTION_NEXT_AREA: Harness_Key(app, SDLK_TAB); break;
    case ACTION_CONFIRM: Harness_Key(app, SDLK_RETURN); break;
    default: fail_msg("no key for action %d", action);
    }
}

static void PressPad(App *app, Action action)
{
    switch (action) {
    case ACTION_LEFT: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_LEFT); break;
    case ACTION_RIGHT: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_RIGHT); break;
    case ACTION_UP: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_UP); break;
    case ACTION_DOWN: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_DPAD_DOWN); break;
    case ACTION_NEXT_AREA: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER); break;
    case ACTION_CONFIRM: Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A); break;
    default: fail_msg("no button for action %d", action);
    }
}



static void FocusArea(App *app, Press press, int area)
{
    int a, i;
    for (int k = 0; k < 4; k++) {
        TableScene_Focus(App_Top(app), &a, &i);
        if (a == area) {
            return;
        }
        press(app, ACTION_NEXT_AREA);
    }
    TableScene_Focus(App_Top(app), &a, &i);
    assert_int_equal(a, area);
}

static void FocusIndex(App *app, Press press, int area, int index)
{
    FocusArea(app, press, area);
    int a, i;
    for (int k = 0; k < 20; k++) {
        TableScene_Focus(App_Top(app), &a, &i);
        if (i == index) {
            return;
        }
        press(app, i > index ? (area == FT_AREA_CHOICES ? ACTION_UP : ACTION_LEFT)
                             : (area == FT_AREA_CHOICES ? ACTION_DOWN : ACTION_RIGHT));
    }
    TableScene_Focus(App_Top(app), &a, &i);
    assert_int_equal(i, index);
}

/* The Avondale table by arrows: left and right change the tricks, up and down the denomination; pass is below. */
static void FocusBid(App *app, Press press, int target)
{
    FocusArea(app, press, FT_AREA_BIDS);
    for (int k = 0; k < 30; k++) {
        int a, i;
        TableScene_Focus(App_Top(app), &a, &i);
        if (i == target) {
            return;
        }
        if (i == 0) {
            press(app, ACTION_UP);
            continue;
        }
        int tr = FiveHundred_BidTricks(i - 1), d = FiveHundred_BidDenomination(i - 1);
        if (target == 0) {
            press(app, ACTION_DOWN);
            continue;
        }
        int ttr = FiveHundred_BidTricks(target - 1), td = FiveHundred_BidDenomination(target - 1);
        press(app, tr < ttr ? ACTION_RIGHT : tr > ttr ? ACTION_LEFT : d < td ? ACTION_DOWN : ACTION_UP);
    }
    fail_msg("could not reach bid %d", target);
}

/* Until the person is to act, or a deal's result is held on the table (true), or the computer never gives the turn
   back (false). */
static bool WaitTurnOrResult(App *app)
{
    Uint32 start = SDL_GetTicks();
    while (SDL_GetTicks() - start < 120000u) {
        if (!Harness_AtTable(app, kTable) || ((FtTable *)(void *)App_Top(app))->resultUp || Harness_TableStep(app)) {
            return true;
        }
    }
    return false;
}

static bool ResultUp(App *app)
{
    return Harness_AtTable(app, kTable) && ((FtTable *)(void *)App_Top(app))->resultUp;
}

/* One decision by the person: a bid (its first call, when a low one is open) or pass, the discard, a card. */
static bool PlayOneMove(App *app, Press press, uint64_t *rng, bool *bid, bool *discarded)
{
    if (!WaitTurnOrResult(app)) {
        const TableSession *w = TableScene_Session(App_Top(app));
        const FiveHundredState *ws = (const FiveHundredState *)(const void *)w->st;
        fail_msg("the computer never gave the turn back (phase %d, to act %d, decider %d, person %d, busy %d, top %s, "
                 "aiSeat %d done %d think %.2f viewer %d finished %d deal %d running %d)",
                 ws->phase, FiveHundred_ToAct(ws), TableSession_Decider(w), TableSession_PersonToAct(w),
                 TableScene_Busy(App_Top(app)), Harness_TopName(app), w->aiSeat,
                 SDL_AtomicGet((SDL_atomic_t *)&w->done), (double)w->thinkLeft, w->viewer,
                 ((FtTable *)(void *)App_Top(app))->table.turn.finished, ws->deal, (int)app->running);
    }
    if (!Harness_AtTable(app, kTable) || ResultUp(app)) {
        return false;
    }
    Scene *t = App_Top(app);
    const TableSession *s = TableScene_Session(t);
    const FiveHundredState *v = (const FiveHundredState *)(const void *)s->view;
    int me = s->viewer;
    int before = s->rec.count;
    *rng = *rng * 6364136223846793005ULL + 1442695040888963407ULL;
    if (v->phase == FH_PHASE_BID) {
        int open = v->bid == FH_NO_BID ? 0 : v->bid + 1;
        int target = !*bid && open < 10 ? 1 + open : 0;
        *bid = *bid || target != 0;
        FocusBid(app, press, target);
        press(app, ACTION_CONFIRM);
    } else if (v->phase == FH_PHASE_DISCARD) {
        Card cards[16];
        int n = FtView_HandCards(v, me, cards);
        assert_int_equal(n, 13);
        for (int k = 0; k < 3; k++) {
            FocusIndex(app, press, FT_AREA_HAND, n - 1 - k);
            press(app, ACTION_CONFIRM);
        }
        FocusIndex(app, press, FT_AREA_CHOICES, 0);
        press(app, ACTION_CONFIRM);
        *discarded = true;
    } else {
        GameAction legal[FH_MAX_ACTIONS];
        int n = FiveHundred_Legal(v, me, legal, FH_MAX_ACTIONS);
        assert_true(n > 0);
        GameAction a = legal[(*rng >> 33) % (uint64_t)n];
        Card cards[16];
        int nh = FtView_HandCards(v, me, cards);
        int at = -1;
        for (int i = 0; i < nh && at < 0; i++) {
            at = cards[i] == a.cards[0] ? i : -1;
        }
        assert_true(at >= 0);
        FocusIndex(app, press, FT_AREA_HAND, at);
        press(app, ACTION_CONFIRM);
        if (a.choice > 0) {
            /* The Joker led at No-trumps: the suit is named among the offered choices. */
            int pick = -1, k = 0;
            for (int i = 0; i < n; i++) {
                if (legal[i].choice > 0) {
                    pick = GameAction_Equal(legal[i], a) ? k : pick;
                    k++;
                }
            }
            FocusIndex(app, press, FT_AREA_CHOICES, pick);
            press(app, ACTION_CONFIRM);
        }
    }
    if (Harness_AtTable(app, kTable) && TableScene_Session(App_Top(app))->rec.count == before) {
        fail_msg("the move was not taken: %s", TableScene_Message(App_Top(app)));
    }
    return true;
}

/* The same decisions with the mouse: a click on the bid, the pass button, a card or a choice. */
static bool ClickOneMove(App *app, uint64_t *rng)
{
    if (!WaitTurnOrResult(app)) {
        fail_msg("the computer never gave the turn back");
    }
    if (!Harness_AtTable(app, kTable) || ResultUp(app)) {
        return false;
    }
    const TableSession *s = TableScene_Session(App_Top(app));
    const FiveHundredState *v = (const FiveHundredState *)(const void *)s->view;
    int me = s->viewer;
    int before = s->rec.count;
    char target[32];
    *rng = *rng * 6364136223846793005ULL + 1442695040888963407ULL;
    if (v->phase == FH_PHASE_BID) {
        int open = v->bid == FH_NO_BID ? 0 : v->bid + 1;
        if (open < 5 && v->callCount < 3) {
            snprintf(target, sizeof target, "bid%d", open);
        } else {
            snprintf(target, sizeof target, "pass");
        }
        assert_true(Harness_Click(app, target));
    } else if (v->phase == FH_PHASE_DISCARD) {
        for (int k = 0; k < 3; k++) {
            snprintf(target, sizeof target, "hand%d", 12 - k);
            assert_true(Harness_Click(app, target));
        }
        assert_true(Harness_Click(app, "Lay the three away"));
    } else {
        GameAction legal[FH_MAX_ACTIONS];
        int n = FiveHundred_Legal(v, me, legal, FH_MAX_ACTIONS);
        GameAction a = legal[(*rng >> 33) % (uint64_t)n];
        Card cards[16];
        int nh = FtView_HandCards(v, me, cards);
        for (int i = 0; i < nh; i++) {
            if (cards[i] == a.cards[0]) {
                snprintf(target, sizeof target, "hand%d", i);
            }
        }
        assert_true(Harness_Click(app, target));
        if (a.choice > 0) {
            assert_true(Harness_Click(app, "Lead the Joker"));
        }
    }
    if (Harness_AtTable(app, kTable) && TableScene_Session(App_Top(app))->rec.count == before) {
        fail_msg("the click was not taken (%s): %s", target, TableScene_Message(App_Top(app)));
    }
    return true;
}

static void test_deal_by_mouse(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    app->settings.animSpeed = ANIM_OFF;
    GameSeating seating = Seating_OneAgainst(3, GAME_AI_EASY);
    App_Push(app, FiveHundredTableScene_CreateNew(app, FH_THREE_HANDED, &seating, 31));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    uint64_t rng = 31;
    int moves = 0;
    for (; moves < 200 && Harness_AtTable(app, kTable); moves++) {
        const FiveHundredState *st = (const FiveHundredState *)(const void *)TableScene_Session(App_Top(app))->st;
        if (st->deal > 1 || FiveHundred_IsOver(st) || !ClickOneMove(app, &rng)) {
            break;
        }
    }
    const FiveHundredState *st = (const FiveHundredState *)(const void *)TableScene_Session(App_Top(app))->st;
    assert_true(st->deal >= 2 || FiveHundred_IsOver(st));
    assert_true(moves >= 10);
    Harness_Stop(app);
}


/* Cards of the deal still to land: the bottom seat's, the others' and the widow. */
static int StillDealing(const FtTable *t, int players)
{
    int n = TableAnim_Hidden(&t->table.turn.anim, FT_ZONE_HAND0, CARD_NONE) +
            TableAnim_Hidden(&t->table.turn.anim, FT_ZONE_WIDOW, CARD_NONE);
    for (int rel = 1; rel < players; rel++) {
        n += TableAnim_Hidden(&t->table.turn.anim, FT_ZONE_DEALT + rel, CARD_NONE);
    }
    return n;
}

/* The first deal and the next are seen dealt: ten each and the widow fly in while the computer waits. */
static void test_deals_are_seen_dealt(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_NORMAL;
    GameSeating seating = Seating_OneAgainst(3, GAME_AI_EASY);
    App_Push(app, FiveHundredTableScene_CreateNew(app, FH_THREE_HANDED, &seating, 31));
    App_ApplySceneOps(app);
    FtTable *t = (FtTable *)(void *)App_Top(app);
    const TableSession *s = TableScene_Session(App_Top(app));
    const FiveHundredState *full = (const FiveHundredState *)(const void *)s->st;
    uint64_t rng = 31;
    bool bid = false, discarded = false;
    for (int deal = 1; deal <= 2; deal++) {
        int steps = 0;
        while (full->deal < deal) {
            assert_true(++steps < 100000);
            if (Harness_TableStep(app)) {
                assert_true(PlayOneMove(app, PressKey, &rng, &bid, &discarded));
            }
        }
        if (deal > 1) {
            /* The last deal's result first, held until confirmed; the next is dealt after it. */
            for (int f = 0; !t->resultUp; f++) {
                assert_true(f < 2000);
                Harness_Frames(app, 1);
            }
            assert_int_equal(StillDealing(t, 3), 0);
            PressKey(app, ACTION_CONFIRM);
            assert_false(t->resultUp);
        }
        /* Just dealt: thirty-three cards to land, nothing in place yet, and the table busy. */
        int moves = s->rec.count;
        assert_true(TableScene_Busy(App_Top(app)));
        assert_int_equal(StillDealing(t, 3), 33);
        int frames = 0;
        while (StillDealing(t, 3) > 16) {
            Harness_Frames(app, 1);
            assert_true(++frames < 2000);
        }
        char name[40];
        snprintf(name, sizeof name, "five-hundred-deal%d-mid", deal);
        Harness_Shot(app, name);
        assert_true(TableAnim_Hidden(&t->table.turn.anim, FT_ZONE_WIDOW, CARD_NONE) == 3);
        assert_true(Harness_Settle(app, &t->table.turn.anim, 2000 - frames));
        /* Landed, and the computer waited for it. */
        assert_int_equal(StillDealing(t, 3), 0);
        assert_int_equal(s->rec.count, moves);
        const FiveHundredState *v = (const FiveHundredState *)(const void *)s->view;
        assert_int_equal(v->handCount[s->viewer], 10);
        assert_int_equal(v->widowCount, 3);
        snprintf(name, sizeof name, "five-hundred-deal%d-done", deal);
        Harness_Shot(app, name);
    }
    Harness_Stop(app);
}

static void PlayDeal(Press press, bool pad, uint64_t seed)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    GameSeating seating = Seating_OneAgainst(3, GAME_AI_EASY);
    Scene *table = FiveHundredTableScene_CreateNew(app, FH_THREE_HANDED, &seating, seed);
    assert_non_null(table);
    App_Push(app, table);
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    if (pad) {
        assert_true(Harness_PadAttach(app));
    }
    uint64_t rng = seed;
    bool bid = false, discarded = false;
    int moves = 0;
    for (; moves < 200; moves++) {
        if (!Harness_AtTable(app, kTable)) {
            break;
        }
        const FiveHundredState *st = (const FiveHundredState *)(const void *)TableScene_Session(App_Top(app))->st;
        if (st->deal > 1 || FiveHundred_IsOver(st)) {
            break;
        }
        if (!PlayOneMove(app, press, &rng, &bid, &discarded)) {
            break;
        }
    }
    assert_true(Harness_AtTable(app, kTable));
    const TableSession *s = TableScene_Session(App_Top(app));
    const FiveHundredState *st = (const FiveHundredState *)(const void *)s->st;
    /* The deal was played to its end and settled; the save on disk replays to the same state. */
    assert_true(st->deal >= 2 || FiveHundred_IsOver(st));
    assert_true(st->historyCount >= 1);
    assert_true(moves >= 10);
    TableSaved saved;
    char message[1024];
    assert_int_equal(TableStore_LoadGame(FIVE_HUNDRED_GAME_FILE, "test", &FiveHundred_Rules, &saved, message,
                                         sizeof message),
                     TABLE_STORE_OK);
    assert_int_equal(saved.rec.count, s->rec.count);
    assert_true(FiveHundred_Hash((const FiveHundredState *)(const void *)saved.st) == FiveHundred_Hash(st));
    TableSaved_Free(&saved);
    printf("seed %llu: %d moves by the person, %s, %s; net %d %d %d\n", (unsigned long long)seed, moves,
           bid ? "bid once" : "passed", discarded ? "discarded" : "never bidder", FiveHundred_Net(st, 0),
           FiveHundred_Net(st, 1), FiveHundred_Net(st, 2));
    Harness_Stop(app);
}

static void test_deal_by_keyboard(void **state)
{
    (void)state;
    PlayDeal(PressKey, false, 11);
    PlayDeal(PressKey, false, 12);
}

static void test_deal_by_gamepad(void **state)
{
    (void)state;
    PlayDeal(PressPad, true, 13);
}

/* The bidder's discard by keyboard: a seed where the easy computers let the person's opening bid stand. */
static void test_discard_by_keyboard(void **state)
{
    (void)state;
    for (uint64_t seed = 20; seed < 40; seed++) {
        App *app = Harness_Start(1280, 720);
        app->settings.animSpeed = ANIM_OFF;
        GameSeating seating = Seating_OneAgainst(3, GAME_AI_EASY);
        App_Push(app, FiveHundredTableScene_CreateNew(app, FH_THREE_HANDED, &seating, seed));
        App_ApplySceneOps(app);
        Harness_Frames(app, 2);
        uint64_t rng = seed;
        bool bid = false, discarded = false;
        for (int m = 0; m < 8 && !discarded; m++) {
            const FiveHundredState *st = (const FiveHundredState *)(const void *)TableScene_Session(App_Top(app))->st;
            if (st->phase == FH_PHASE_PLAY) {
                break;
            }
            PlayOneMove(app, PressKey, &rng, &bid, &discarded);
        }
        const FiveHundredState *st = (const FiveHundredState *)(const void *)TableScene_Session(App_Top(app))->st;
        bool done = discarded && st->bidder == 0 && st->discardCount == 3 && st->handCount[0] == 10;
        Harness_Stop(app);
        if (done) {
            return;
        }
    }
    fail_msg("no seed let the person bid and discard");
}

/* Plays the person's moves of the first deal (keyboard) until it has ended. */
static FtTable *PlayFirstDeal(App *app, uint64_t seed)
{
    app->settings.animSpeed = ANIM_OFF;
    GameSeating seating = Seating_OneAgainst(3, GAME_AI_EASY);
    App_Push(app, FiveHundredTableScene_CreateNew(app, FH_THREE_HANDED, &seating, seed));
    App_ApplySceneOps(app);
    Harness_Frames(app, 2);
    FtTable *t = (FtTable *)(void *)App_Top(app);
    const FiveHundredState *full = (const FiveHundredState *)(const void *)t->table.turn.session.st;
    uint64_t rng = seed;
    bool bid = false, discarded = false;
    for (int m = 0; m < 200 && full->deal == 1 && !FiveHundred_IsOver(full); m++) {
        if (!PlayOneMove(app, PressKey, &rng, &bid, &discarded)) {
            break;
        }
    }
    assert_int_equal(full->deal, 2);
    return t;
}

/* After the last trick the deal's result is on the table, and the next bidding waits for the player's confirm. */
static void test_result_held_until_confirm(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_true(app->settings.showDealResult); /* on by default */
    FtTable *t = PlayFirstDeal(app, 31);
    const TableSession *s = &t->table.turn.session;
    for (int f = 0; !t->resultUp; f++) {
        assert_true(f < 2000);
        Harness_Frames(app, 1);
    }
    Harness_Shot(app, "five-hundred-result");
    /* Held: the computer does not bid and nothing is dealt, however long the table waits; other keys are ignored. */
    int moves = s->rec.count;
    Harness_Frames(app, 600);
    PressKey(app, ACTION_LEFT);
    PressKey(app, ACTION_NEXT_AREA);
    Harness_Frames(app, 60);
    assert_true(t->resultUp);
    assert_true(TableScene_Busy(App_Top(app)));
    assert_int_equal(s->rec.count, moves);
    assert_int_equal(((const FiveHundredState *)(const void *)s->st)->callCount, 0);
    /* Confirmed (by the gamepad's A here): the next deal is dealt and the bidding goes on. */
    assert_true(Harness_PadAttach(app));
    PressPad(app, ACTION_CONFIRM);
    assert_false(t->resultUp);
    assert_true(WaitTurnOrResult(app));
    const FiveHundredState *v = (const FiveHundredState *)(const void *)s->view;
    assert_true(s->rec.count > moves || (v->phase == FH_PHASE_BID && TableSession_PersonToAct(s)));
    Harness_Stop(app);
}

/* A click on the felt dismisses it too; with "Show each deal's result" off the next deal follows at once. */
static void test_result_click_and_setting_off(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    FtTable *t = PlayFirstDeal(app, 31);
    for (int f = 0; !t->resultUp; f++) {
        assert_true(f < 2000);
        Harness_Frames(app, 1);
    }
    Harness_ClickAt(app, 640.0f, 360.0f);
    assert_false(t->resultUp);
    Harness_Stop(app);

    app = Harness_Start(1280, 720);
    app->settings.showDealResult = false;
    t = PlayFirstDeal(app, 31);
    assert_false(t->resultDue);
    assert_true(WaitTurnOrResult(app));
    assert_false(t->resultUp);
    const TableSession *s = &t->table.turn.session;
    const FiveHundredState *v = (const FiveHundredState *)(const void *)s->view;
    assert_true(v->callCount > 0 || TableSession_PersonToAct(s));
    Harness_Stop(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deals_are_seen_dealt),
        cmocka_unit_test(test_deal_by_keyboard),
        cmocka_unit_test(test_deal_by_gamepad),
        cmocka_unit_test(test_discard_by_keyboard),
        cmocka_unit_test(test_deal_by_mouse),
        cmocka_unit_test(test_result_held_until_confirm),
        cmocka_unit_test(test_result_click_and_setting_off),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
