/* test_table_drag.c: at every card table a card dragged out of the hand and let go on the felt is played, as a click
   on it would play it; let go on the side column it is not (issue 18: the README said only Poker Patience and
   Bezique could be played by dragging). The mouse is driven through SDL's own events. */
#include "scene_harness.h"

#include "games/bezique/bezique_scenes.h"
#include "games/bridge/bridge_scenes.h"
#include "games/five_hundred/five_hundred_scenes.h"
#include "games/piquet/piquet_scenes.h"
#include "games/quinto/quinto_scenes.h"
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
    HarnessTable table;
} DragTable;

static const DragTable kTables[] = {
    {"bezique", {"bezique-table", BeziqueTableScene_Session, BeziqueTableScene_Busy}},
    {"piquet-play", {"piquet-table", PiquetTableScene_Session, PiquetTableScene_Busy}},
    {"five-hundred-play", {"five-hundred-table", FiveHundredTableScene_Session, FiveHundredTableScene_Busy}},
    {"quinto", {"quinto-table", QuintoTableScene_Session, QuintoTableScene_Busy}},
    {"bridge", {"bridge-table", BridgeTableScene_Session, BridgeTableScene_Busy}},
};

static int Moves(App *app, const DragTable *d)
{
    return d->table.session(App_Top(app))->rec.count;
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
        assert_true(Harness_WaitForPerson(app, &d->table, 20000));
        assert_true(Harness_AtTable(app, &d->table));
        Scene *top = App_Top(app);
        int before = Moves(app, d);
        SDL_FRect card;
        /* Let go on the side column (the scores), off the felt: nothing is played. */
        assert_true(top->ops->locate(top, app, "hand0", &card));
        SDL_FRect view = Gfx_View(&app->gfx);
        Harness_Drag(app, card.x + card.w * 0.5f, card.y + card.h * 0.5f, view.x + view.w - 20.0f, view.y + 200.0f);
        assert_int_equal(Moves(app, d), before);
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
            played = Moves(app, d) > before;
        }
        assert_true(played);
        Harness_Stop(app);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_card_dragged_to_the_felt_is_played),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
