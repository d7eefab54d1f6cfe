/* test_bridge_table.c: a whole hand of Bridge against the computer, declared, doubled and played by keyboard and by gamepad. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "core/bridge/bridge.h"
#include "games/bridge/bridge_scenes.h"
#include "games/bridge/bridge_table.h"
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

/* How the test presses a button: a key, or a gamepad button. */
typedef enum Button {
    BUTTON_LEFT,
    BUTTON_RIGHT,
    BUTTON_AREA,
    BUTTON_CONFIRM
} Button;
typedef void (*Press)(App *app, Button b);

static const char kTable[] = "bridge-table";

static void PressKey(App *app, Button b)
{
    static const SDL_Keycode keys[] = {SDLK_LEFT, SDLK_RIGHT, SDLK_TAB, SDLK_RETURN};
    Harness_Key(app, keys[b]);
}

static void PressPad(App *app, Button b)
{
    static const SDL_GameControllerButton buttons[] = {SDL_CONTROLLER_BUTTON_DPAD_LEFT, SDL_CONTROLLER_BUTTON_DPAD_RIGHT,
                                                       SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, SDL_CONTROLLER_BUTTON_A};
    Harness_PadButton(app, buttons[b]);
}



/* Moves the keyboard focus to (area, index) as a player would: Tab between areas, arrows along one. */
static void FocusOn(App *app, Press press, int area, int index)
{
    Scene *t = App_Top(app);
    int a, i;
    for (int k = 0; k < 4; k++) {
        TableScene_Focus(t, &a, &i);
        if (a == area) {
            break;
        }
        press(app, BUTTON_AREA);
    }
    TableScene_Focus(t, &a, &i);
    assert_int_equal(a, area);
    for (int k = 0; k < 14 && i != index; k++) {
        press(app, i > index ? BUTTON_LEFT : BUTTON_RIGHT);
        TableScene_Focus(t, &a, &i);
    }
    assert_int_equal(i, index);
}

/* The index of a card in a seat's hand as drawn. */
static int DrawnIndex(const BridgeState *v, int seat, Card c)
{
    Card cards[13];
    int n = BrView_HandCards(v, seat, cards);
    for (int i = 0; i < n; i++) {
        if (cards[i] == c) {
            return i;
        }
    }
    return -1;
}

/* A new rubber on the table, the player South against easy computers, the animation at `speed`. */
static Scene *OpenTable(App *app, AnimSpeed speed, uint64_t seed)
{
    assert_non_null(app);
    app->settings.animSpeed = speed;
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *table = BridgeTableScene_CreateNew(app, 0, &seating, seed);
    assert_non_null(table);
    App_Push(app, table);
    App_ApplySceneOps(app);
    return table;
}

/*
 * The deal just made is seen dealt, one card at a time round the table, and
 * nobody moves before the last has landed (a computer dealer waits for the
 * cards). With PARLOUR_DEAL_SHOTS set, the table half way and at the end
 * are written as <name>-mid.png and <name>-done.png.
 */
static void WatchDeal(App *app, Scene *table, const char *name)
{
    BrTable *t = (BrTable *)(void *)table;
    const TableSession *s = TableScene_Session(table);
    int moves = s->rec.count, frames = 0;
    assert_true(TableScene_Busy(table));
    assert_true(t->dealt < 52);
    while (t->dealt < 26) {
        Harness_Frames(app, 1);
        assert_true(++frames < 2000);
    }
    /* Half way: cards in the air, none of the hand's last cards drawn yet, nothing played or said. */
    int flying = 0;
    for (int pos = 0; pos < 4; pos++) {
        flying += TableAnim_Hidden(&t->table.turn.anim, BR_ZONE_DEALT + pos, CARD_NONE);
    }
    assert_true(flying > 0 && flying < TABLE_MAX_FLIGHTS);
    assert_true(TableScene_Busy(table));
    char shot[64];
    snprintf(shot, sizeof shot, "%s-mid", name);
    Harness_Shot(app, shot);
    while (t->dealt < 52) {
        assert_int_equal(s->rec.count, moves);
        Harness_Frames(app, 1);
        assert_true(++frames < 2000);
    }
    assert_true(Harness_Settle(app, &t->table.turn.anim, 2000 - frames));
    assert_int_equal(s->rec.count, moves);
    for (int pos = 0; pos < 4; pos++) {
        assert_int_equal(TableAnim_Hidden(&t->table.turn.anim, BR_ZONE_DEALT + pos, CARD_NONE), 0);
    }
    Card cards[13];
    assert_int_equal(BrView_HandCards((const BridgeState *)(const void *)s->view, s->viewer, cards), 13);
    snprintf(shot, sizeof shot, "%s-done", name);
    Harness_Shot(app, shot);
}

/* The first deal is seen dealt; among the seeds, one whose dealer is a computer, who must wait for the cards. */
static void TestDealIsSeenDealt(void **state)
{
    (void)state;
    bool computerDealt = false;
    for (uint64_t seed = 7; seed <= 12 && !computerDealt; seed++) {
        App *app = Harness_Start(1280, 720);
        Scene *table = OpenTable(app, ANIM_NORMAL, seed);
        const TableSession *s = TableScene_Session(table);
        computerDealt = ((const BridgeState *)(const void *)s->st)->dealer != s->viewer;
        assert_int_equal(s->rec.count, 0);
        char name[40];
        snprintf(name, sizeof name, "bridge-deal-%d", (int)seed);
        WatchDeal(app, table, name);
        Harness_Stop(app);
    }
    assert_true(computerDealt);
}

/* Not only the first: the second deal of the rubber is seen dealt too, after the hand and its review. The
   animation runs throughout (at the fast speed), as a player has it. */
static void TestLaterDealIsSeenDealt(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    Scene *table = OpenTable(app, ANIM_FAST, 7);
    BrTable *t = (BrTable *)(void *)table;
    const TableSession *s = TableScene_Session(table);
    const BridgeState *full = (const BridgeState *)(const void *)s->st;
    assert_int_equal(full->deal, 1);
    assert_true(Harness_Settle(app, &t->table.turn.anim, 2000));
    /* The first hand, played by the hint. */
    for (int step = 0; step < 400 && full->rubber.count == 0 && Harness_AtTable(app, kTable); step++) {
        assert_true(Harness_HintTurn(app, kTable, 300000u));
    }
    assert_int_equal(full->rubber.count, 1);
    assert_int_equal(full->deal, 2);
    /* The last trick is gathered and the review opens over the table; the second deal waits for it. */
    for (int frames = 0; Harness_AtTable(app, kTable); frames++) {
        assert_true(frames < 2000);
        assert_true(t->dealt == 0 || t->dealt == 52);
        Harness_Frames(app, 1);
    }
    assert_string_equal(Harness_TopName(app), "bridge-review");
    assert_int_equal(t->dealt, 0);
    assert_true(Harness_Click(app, "Next deal"));
    Harness_Frames(app, 1);
    assert_true(Harness_AtTable(app, kTable));
    WatchDeal(app, table, "bridge-deal2");
    Harness_Stop(app);
}

static void PlayOneHand(Press press, bool pad)
{
    App *app = Harness_Start(1280, 720);
    /* Seed 7: South is the first dealer, so the player declares (and plays the dummy). */
    Scene *table = OpenTable(app, ANIM_OFF, 7);
    Harness_Frames(app, 2);
    if (pad) {
        assert_true(Harness_PadAttach(app));
    }
    const TableSession *s = TableScene_Session(table);
    const BridgeState *full = (const BridgeState *)(const void *)s->st;
    bool refused = false, playedDummy = false;
    int firstDealer = full->dealer;
    for (int step = 0; step < 200 && full->rubber.count == 0; step++) {
        assert_true(Harness_WaitForPerson(app, kTable, 300000u));
        if (full->rubber.count > 0) {
            break; /* a computer played the hand's last card: its review is open over the table */
        }
        if (!Harness_AtTable(app, kTable)) {
            fail_msg("step %d: the top scene is %s, not the table", step, Harness_TopName(app));
        }
        const BridgeState *v = (const BridgeState *)(const void *)s->view;
        int before = s->rec.count;
        GameAction expected;
        if (TableScene_ChoiceCount(table) > 0) {
            /* The first choice: declare spades, content with the doubling. */
            GameAction legal[BRIDGE_MAX_ACTIONS];
            Bridge_Legal(v, s->viewer, legal, BRIDGE_MAX_ACTIONS);
            expected = legal[0];
            FocusOn(app, press, BR_AREA_CHOICES, 0);
            press(app, BUTTON_CONFIRM);
        } else {
            int seat = Bridge_ToAct(v);
            GameAction legal[BRIDGE_MAX_ACTIONS];
            int n = Bridge_Legal(v, seat, legal, BRIDGE_MAX_ACTIONS);
            assert_true(n > 0);
            int area = seat == s->viewer ? BR_AREA_HAND : BR_AREA_DUMMY;
            playedDummy = playedDummy || area == BR_AREA_DUMMY;
            /* Once, a card that does not follow suit: refused with the rules' sentence, nothing played. */
            if (!refused && v->trickCount > 0) {
                Card cards[13];
                int m = BrView_HandCards(v, seat, cards);
                for (int i = 0; i < m && !refused; i++) {
                    if (Bridge_Check(v, seat, Bridge_Play(cards[i])) == BRIDGE_WHY_FOLLOW) {
                        FocusOn(app, press, area, i);
                        press(app, BUTTON_CONFIRM);
                        assert_string_equal(TableScene_Message(table), "You must follow suit.");
                        assert_int_equal(s->rec.count, before);
                        refused = true;
                    }
                }
            }
            expected = legal[n - 1];
            FocusOn(app, press, area, DrawnIndex(v, seat, expected.cards[0]));
            press(app, BUTTON_CONFIRM);
        }
        /* The player's action went in (the computer may already have answered it in the same frame). */
        assert_true(s->rec.count > before);
        assert_true(GameAction_Equal(s->rec.actions[before], expected));
    }
    assert_int_equal(firstDealer, 0);
    assert_int_equal(full->rubber.count, 1);
    assert_true(playedDummy);
    assert_true(refused);
    assert_int_equal(full->rubber.hands[0].strain, BRIDGE_SPADES);
    /* Saved after every action: the save rebuilds the very state at the table. */
    TableSaved saved;
    char message[1024];
    assert_int_equal(TableStore_LoadGame(BRIDGE_GAME_FILE, "test", &Bridge_Rules, &saved, message, sizeof message),
                     TABLE_STORE_OK);
    assert_true(Bridge_Hash((const BridgeState *)(const void *)saved.st) == Bridge_Hash(full));
    TableSaved_Free(&saved);
    if (pad) {
        Harness_PadDetach(app);
    }
    Harness_Stop(app);
}

static void TestOneHandByKeyboard(void **state)
{
    (void)state;
    PlayOneHand(PressKey, false);
}

static void TestOneHandByGamepad(void **state)
{
    (void)state;
    PlayOneHand(PressPad, true);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(TestDealIsSeenDealt),
        cmocka_unit_test(TestLaterDealIsSeenDealt),
        cmocka_unit_test(TestOneHandByKeyboard),
        cmocka_unit_test(TestOneHandByGamepad),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
