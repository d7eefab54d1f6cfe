/* test_table_input.c: every card table by the mouse and by a gamepad, through SDL's own events. A card dragged out of
   the hand and let go on the felt is played, as a click on it would play it; let go on the side column it is not
   (issue 18: the README said only Poker Patience and Bezique could be played by dragging). A virtual gamepad alone
   goes from each game's lobby to a card played. */
#include "scene_harness.h"

#include "games/bezique/bezique_scenes.h"
#include "games/bridge/bridge_scenes.h"
#include "games/five_hundred/five_hundred_scenes.h"
#include "games/piquet/piquet_scenes.h"
#include "games/quinto/quinto_scenes.h"
#include "games/table/table_lobby_scene.h"
#include "games/table/table_scene.h"
#include "games/table/table_session.h"
#include "scenes/scenes.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

typedef struct DragTable {
    const char *scene; /* a registered scene with the player's card to play */
    const char *table; /* its table scene */
    const TableGame *game; /* its lobby */
    int playKind;          /* the action that plays a card */
} DragTable;

static const DragTable kTables[] = {
    {"bezique", "bezique-table", &Bezique_TableGame, BEZ_ACT_PLAY},
    {"piquet-play", "piquet-table", &Piquet_TableGame, PIQ_ACT_PLAY},
    {"five-hundred-play", "five-hundred-table", &FiveHundred_TableGame, FH_ACT_PLAY},
    {"quinto", "quinto-table", &Quinto_TableGame, QUINTO_ACT_PLAY},
    {"bridge", "bridge-table", &Bridge_TableGame, BRIDGE_ACT_PLAY},
};

static int Moves(App *app)
{
    return TableScene_Session(App_Top(app))->rec.count;
}

static void test_a_card_dragged_to_the_felt_is_played(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof kTables / sizeof kTables[0]; k++) {
        const DragTable *d = &kTables[k];
        print_message("%s\n", d->scene);
        App *app = Harness_Start(1280, 720);
        assert_non_null(app);
        App_Push(app, TitleScene_Create(app));
        App_ApplySceneOps(app);
        App_Push(app, Scenes_Find(d->scene)(app));
        App_ApplySceneOps(app);
        assert_true(Harness_WaitForPerson(app, d->table, 20000));
        assert_true(Harness_AtTable(app, d->table));
        Scene *top = App_Top(app);
        int before = Moves(app);
        SDL_FRect card;
        /* Let go on the side column (the scores), off the felt: nothing is played. */
        assert_true(top->ops->locate(top, app, "hand0", &card));
        SDL_FRect view = Gfx_View(&app->gfx);
        Harness_Drag(app, card.x + card.w * 0.5f, card.y + card.h * 0.5f, view.x + view.w - 20.0f, view.y + 200.0f);
        assert_int_equal(Moves(app), before);
        /* Each card in turn dragged 250 units onto the felt until one may be played (a card that may not is
           refused, as a click on it is): that one is played. */
        bool played = false;
        char name[16];
        for (int i = 0; i < 26 && !played; i++) {
            /* Bridge's declarer plays from the dummy too (its cards are named "dummy0" and on). */
            snprintf(name, sizeof name, i < 13 ? "hand%d" : "dummy%d", i % 13);
            if (!top->ops->locate(top, app, name, &card)) {
                continue;
            }
            float x = card.x + card.w * 0.5f, y = card.y + card.h * 0.5f;
            /* towards the middle of the table: up from the hand, down from a dummy at the head */
            Harness_Drag(app, x, y, x, y < view.y + view.h * 0.5f ? y + 250.0f : y - 250.0f);
            played = Moves(app) > before;
        }
        assert_true(played);
        Harness_Stop(app);
    }
}

/* A virtual gamepad alone: A on the lobby starts a new game, then at each of the player's turns Y (the hint) and A
   (do it), until the player has played a card. */
static void test_lobby_to_a_card_by_gamepad(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof kTables / sizeof kTables[0]; k++) {
        const DragTable *d = &kTables[k];
        print_message("%s\n", d->table);
        App *app = Harness_Start(1280, 720);
        assert_non_null(app);
        app->settings.animSpeed = ANIM_OFF;
        App_Push(app, TitleScene_Create(app));
        App_ApplySceneOps(app);
        App_Push(app, TableLobbyScene_Create(app, d->game));
        App_ApplySceneOps(app);
        Harness_Frames(app, 2);
        assert_true(Harness_PadAttach(app));
        Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A);
        assert_string_equal(Harness_TopName(app), d->table);
        bool played = false;
        for (int turn = 0; turn < 60 && !played; turn++) {
            assert_true(Harness_WaitForPerson(app, d->table, 60000));
            if (strcmp(Harness_TopName(app), "bridge-review") == 0) {
                /* A Bridge hand in which the player was dummy ended without his card: its review, closed by B. */
                Harness_PadButton(app, SDL_CONTROLLER_BUTTON_B);
                continue;
            }
            if (!Harness_AtTable(app, d->table)) {
                fail_msg("%s: %s on top at the player's turn %d", d->table, Harness_TopName(app), turn);
            }
            const GameRecord *rec = &TableScene_Session(App_Top(app))->rec;
            int before = rec->count;
            Harness_PadButton(app, SDL_CONTROLLER_BUTTON_Y);
            Harness_PadButton(app, SDL_CONTROLLER_BUTTON_A);
            rec = &TableScene_Session(App_Top(app))->rec;
            assert_true(rec->count > before); /* the hint's move, made by A */
            played = rec->actions[before].kind == d->playKind;
        }
        assert_true(played);
        Harness_PadDetach(app);
        Harness_Stop(app);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_card_dragged_to_the_felt_is_played),
        cmocka_unit_test(test_lobby_to_a_card_by_gamepad),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
