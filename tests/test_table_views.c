/* test_table_views.c: the table scenes draw, animate and hint from their viewer's view alone, never the full state. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "core/bezique/bezique.h"
#include "core/bridge/bridge.h"
#include "core/five_hundred/five_hundred.h"
#include "core/piquet/piquet.h"
#include "core/quinto/quinto.h"
#include "games/bezique/bezique_scenes.h"
#include "games/bridge/bridge_scenes.h"
#include "games/five_hundred/five_hundred_scenes.h"
#include "games/piquet/piquet_scenes.h"
#include "games/quinto/quinto_scenes.h"
#include "games/table/table_scene.h"
#include "games/table/table_turn.h"
#include "core/game/game_wire.h"
#include "render/gfx.h"
#include "scenes/scene.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

/*
 * A table joined from another device will have only its seat's view: the
 * host keeps the full state. So a scene must give the same picture, the same
 * hint and the same account of every move whatever the hidden cards are.
 */

/* ---- a move is shown as its viewer saw it (TableTurnOps.shown and the person's before) ---- */

typedef struct Probe {
    Scene base;
    TableTurn turn;
    int shownMoves;
    int hiddenExchanges; /* the computer's exchanges shown with their cards masked */
    char wrong[256];     /* the first way a move was shown from more than the viewer sees */
} Probe;

static void ProbeRefresh(void *owner, App *app, bool moved)
{
    (void)owner;
    (void)app;
    (void)moved;
}

static bool ProbeStale(void *owner)
{
    (void)owner;
    return false;
}

static void ProbeFinish(void *owner, App *app)
{
    (void)owner;
    (void)app;
}

static void ProbeShown(void *owner, App *app, const GameState *before, int seat, GameAction action)
{
    (void)app;
    Probe *p = owner;
    const PiquetState *b = (const PiquetState *)(const void *)before;
    p->shownMoves++;
    if (b->viewer != 0 && p->wrong[0] == '\0') {
        snprintf(p->wrong, sizeof p->wrong, "a computer's move was shown from a state of viewer %d, not seat 0's view",
                 b->viewer);
    }
    if (action.kind == PIQ_ACT_EXCHANGE && seat != 0) {
        for (int i = 0; i < action.count; i++) {
            if (action.cards[i] != CARD_NONE && p->wrong[0] == '\0') {
                snprintf(p->wrong, sizeof p->wrong, "the computer's exchange was shown with its cards");
            }
        }
        p->hiddenExchanges++;
    }
}

static const TableTurnOps kProbeOps = {
    .rules = &Piquet_Rules,
    .thinkTime = 0.0f,
    .beatTime = 0.0f,
    .refresh = ProbeRefresh,
    .stale = ProbeStale,
    .shown = ProbeShown,
    .finish = ProbeFinish,
};

static void ProbeUpdate(Scene *s, App *app, float dt)
{
    TableTurn_Update(&((Probe *)s)->turn, s, app, dt);
}

static void ProbeHandle(Scene *s, App *app, const InputEvent *ev)
{
    (void)s;
    (void)app;
    (void)ev;
}

static void ProbeDraw(Scene *s, App *app)
{
    (void)s;
    (void)app;
}

static void ProbeDestroy(Scene *s)
{
    TableSession_Free(&((Probe *)s)->turn.session);
    free(s);
}

static const SceneOps kProbeScene = {
    .name = "probe-table",
    .handle = ProbeHandle,
    .update = ProbeUpdate,
    .draw = ProbeDraw,
    .destroy = ProbeDestroy,
};

static void test_a_move_is_shown_as_its_viewer_saw_it(void **state)
{
    (void)state;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    Probe *p = calloc(1, sizeof *p);
    assert_non_null(p);
    p->base.ops = &kProbeScene;
    TableTurn_Init(&p->turn, &kProbeOps, p);
    p->turn.demo = true;
    GameSeating seating = Seating_OneAgainst(2, GAME_AI_EASY);
    assert_non_null(TableTurn_NewScene(&p->base, &p->turn, PIQUET_RUBICON, &seating, 4242));
    App_Push(app, &p->base);
    App_ApplySceneOps(app);
    Harness_Frames(app, 1);
    PiquetState before;
    int personMoves = 0;
    for (int frames = 0; frames < 20000 && (personMoves < 40 || p->hiddenExchanges < 2); frames++) {
        TableSession *s = &p->turn.session;
        if (TableSession_IsOver(s)) {
            break;
        }
        if (TableSession_PersonToAct(s)) {
            GameAction a;
            assert_true(Piquet_Rules.legal(TableSession_Shown(s), TableSession_ToAct(s), &a, 1) == 1);
            assert_true(TableTurn_PlayHuman(&p->turn, app, a, (GameState *)(void *)&before));
            if (before.viewer != 0) {
                fail_msg("the person's move was shown from a state of viewer %d, not his view", before.viewer);
            }
            personMoves++;
            continue;
        }
        if (TableSession_Thinking(s) && SDL_AtomicGet(&s->done) == 0) {
            SDL_Delay(1);
        }
        Harness_Frames(app, 1);
    }
    if (p->wrong[0] != '\0') {
        fail_msg("%s", p->wrong);
    }
    assert_true(p->shownMoves > 20);
    assert_true(p->hiddenExchanges >= 1);
    Harness_Stop(app);
}

/* ---- the same picture and the same hint whatever the hidden cards ---- */

typedef Scene *(*CreateTable)(App *app, int variant, const GameSeating *seating, uint64_t seed);

typedef struct TableCase {
    const char *scene; /* the table scene's name */
    const GameRules *rules;
    CreateTable create;
    int variant;
    int seats;
    uint64_t seed;
} TableCase;

typedef struct Frame {
    SDL_Surface *before; /* at the person's turn */
    SDL_Surface *hinted; /* after Hint */
    char message[512];   /* the line after Hint */
    int area, index;     /* the focus after Hint */
} Frame;

static SDL_Surface *Shot(App *app)
{
    App_Render(app);
    SDL_Surface *s = Gfx_ReadPixels(&app->gfx);
    assert_non_null(s);
    return s;
}

static bool SamePixels(const SDL_Surface *a, const SDL_Surface *b)
{
    if (a->w != b->w || a->h != b->h || a->format->format != b->format->format) {
        return false;
    }
    for (int y = 0; y < a->h; y++) {
        if (memcmp((const char *)a->pixels + y * a->pitch, (const char *)b->pixels + y * b->pitch,
                   (size_t)a->w * a->format->BytesPerPixel) != 0) {
            return false;
        }
    }
    return true;
}

/*
 * Deals the cards the viewer cannot see anew (as the computer players sample
 * them): a full state of which the viewer's view is the same. The view the
 * scene reads is left as it was.
 */
static void Poison(TableSession *s, uint64_t seed)
{
    const GameRules *rules = s->rules;
    GameState *other = Game_NewState(rules);
    assert_non_null(other);
    Rng rng = Rng_Make(seed);
    bool differs = false;
    for (int tries = 0; tries < 20 && !differs; tries++) {
        assert_true(rules->sample(s->view, &rng, other));
        differs = memcmp(other, s->st, rules->stateSize) != 0;
    }
    assert_true(differs); /* something is hidden at every one of these moments */
    memcpy(s->st, other, rules->stateSize);
    free(other);
}

static void RunTable(const TableCase *c, bool poison, Frame *out)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    app->settings.animSpeed = ANIM_OFF;
    GameSeating seating = Seating_OneAgainst(c->seats, GAME_AI_EASY);
    Scene *table = c->create(app, c->variant, &seating, c->seed);
    assert_non_null(table);
    App_Push(app, table);
    App_ApplySceneOps(app);
    /* A few of the person's turns first, so a trick, a score and the computers' moves are on the table. */
    for (int turn = 0; turn < 3; turn++) {
        assert_true(Harness_HintTurn(app, c->scene, 120000u));
        assert_true(Harness_AtTable(app, c->scene));
    }
    assert_true(Harness_WaitForPerson(app, c->scene, 120000u));
    assert_true(Harness_AtTable(app, c->scene));
    TableSession *s = (TableSession *)TableScene_Session(App_Top(app));
    if (poison) {
        Poison(s, c->seed * 7 + 1);
    }
    Harness_Frames(app, 2);
    out->before = Shot(app);
    Harness_Key(app, SDLK_h);
    Harness_Frames(app, 2);
    out->hinted = Shot(app);
    snprintf(out->message, sizeof out->message, "%s", TableScene_Message(App_Top(app)));
    TableScene_Focus(App_Top(app), &out->area, &out->index);
    Harness_Stop(app);
}

static void CheckTable(const TableCase *c)
{
    Frame plain, poisoned;
    RunTable(c, false, &plain);
    RunTable(c, true, &poisoned);
    if (strcmp(plain.message, poisoned.message) != 0) {
        fail_msg("%s: the hint says \"%s\" on the true cards, \"%s\" on others", c->scene, plain.message,
                 poisoned.message);
    }
    assert_int_equal(plain.area, poisoned.area);
    assert_int_equal(plain.index, poisoned.index);
    if (!SamePixels(plain.before, poisoned.before) || !SamePixels(plain.hinted, poisoned.hinted)) {
        fail_msg("%s: the table looks different when only hidden cards differ", c->scene);
    }
    SDL_FreeSurface(plain.before);
    SDL_FreeSurface(plain.hinted);
    SDL_FreeSurface(poisoned.before);
    SDL_FreeSurface(poisoned.hinted);
}

/* ---- a view that passed its game's check never breaks a scene ---- */

/* The session's computer, if one is choosing, is let finish and forgotten: the state it chose for is going. */
static void ForgetComputer(TableSession *s)
{
    if (s->thread != NULL) {
        SDL_WaitThread(s->thread, NULL);
        s->thread = NULL;
    }
    s->aiSeat = GAME_NOBODY;
    SDL_AtomicSet(&s->done, 0);
}

/*
 * Seat 0's views through random games, each edited at one random byte (most
 * edits are refused: range or check), written and read as a device would;
 * every view the decoder accepts is put before the table scene, which draws
 * it, refreshes its choices, gives a hint, and draws again. Under the
 * sanitizers (CI) a read out of bounds is a failure; here a crash is.
 */
static void CheckAcceptedViews(const TableCase *c)
{
    const GameRules *rules = c->rules;
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    GameSeating seating = Seating_OneAgainst(c->seats, GAME_AI_EASY);
    Scene *table = c->create(app, c->variant, &seating, c->seed);
    assert_non_null(table);
    App_Push(app, table);
    App_ApplySceneOps(app);
    TableSession *s = (TableSession *)TableScene_Session(App_Top(app));
    GameState *st = Game_NewState(rules);
    GameState *view = Game_NewState(rules);
    GameState *back = Game_NewState(rules);
    GameAction *acts = calloc((size_t)rules->maxActions, sizeof *acts);
    Rng rng = Rng_Make(c->seed);
    int shown = 0, edited = 0;
    for (int game = 0; game < 3 && Harness_AtTable(app, c->scene); game++) {
        assert_int_equal(rules->init(st, c->variant, c->seed + (uint64_t)game), GAME_OK);
        for (int step = 0; step < 400 && rules->toAct(st) != GAME_NOBODY && Harness_AtTable(app, c->scene); step++) {
            if (step % 9 == 0) {
                rules->view(st, 0, view);
                bool edit = step % 2 == 1;
                if (edit) {
                    size_t at = (size_t)(Rng_Next(&rng) % rules->stateSize);
                    ((unsigned char *)view)[at] ^= (unsigned char)(1u << (Rng_Next(&rng) % 8));
                }
                char problem[256];
                char *text = GameWire_EncodeState(rules, view, 0, problem, sizeof problem);
                /* A view of a game over would end the table (its score scene replaces it): not this test's matter. */
                if (text != NULL &&
                    GameWire_DecodeState(rules, text, strlen(text), back, NULL, problem, sizeof problem) &&
                    rules->toAct(back) != GAME_NOBODY) {
                    ForgetComputer(s);
                    memcpy(s->view, back, rules->stateSize);
                    memcpy(s->st, back, rules->stateSize); /* nothing hidden to read, should a scene try */
                    TableAnim_Clear(&((TableScene *)App_Top(app))->turn.anim);
                    Harness_Frames(app, 2);
                    Harness_Key(app, SDLK_h);
                    Harness_Frames(app, 1);
                    App_Render(app);
                    shown++;
                    edited += edit;
                }
                free(text);
            }
            int n = rules->legal(st, rules->toAct(st), acts, rules->maxActions);
            assert_true(rules->apply(st, rules->toAct(st), acts[(int)(Rng_Next(&rng) % (uint64_t)n)]) == GAME_OK);
        }
    }
    print_message("%s: %d views shown, %d of them edited\n", c->scene, shown, edited);
    assert_true(shown > 20);
    ForgetComputer(s);
    free(acts);
    free(back);
    free(view);
    free(st);
    Harness_Stop(app);
}

static void test_scenes_take_any_view_that_passed_its_check(void **state)
{
    (void)state;
    static const TableCase kCases[] = {
        {"bezique-table", &Bezique_Rules, BeziqueTableScene_CreateNew, BEZIQUE_RUBICON, 2, 71},
        {"piquet-table", &Piquet_Rules, PiquetTableScene_CreateNew, PIQUET_RUBICON, 2, 72},
        {"five-hundred-table", &FiveHundred_Rules, FiveHundredTableScene_CreateNew, 0, 3, 73},
        {"quinto-table", &Quinto_Rules, QuintoTableScene_CreateNew, 0, 4, 74},
        {"bridge-table", &Bridge_Rules, BridgeTableScene_CreateNew, 0, 4, 75},
    };
    for (size_t i = 0; i < sizeof kCases / sizeof kCases[0]; i++) {
        CheckAcceptedViews(&kCases[i]);
    }
}

static void test_bezique_reads_only_the_view(void **state)
{
    (void)state;
    TableCase c = {"bezique-table", &Bezique_Rules, BeziqueTableScene_CreateNew, BEZIQUE_RUBICON, 2, 61};
    CheckTable(&c);
}

static void test_piquet_reads_only_the_view(void **state)
{
    (void)state;
    TableCase c = {"piquet-table", &Piquet_Rules, PiquetTableScene_CreateNew, PIQUET_RUBICON, 2, 62};
    CheckTable(&c);
}

static void test_five_hundred_reads_only_the_view(void **state)
{
    (void)state;
    TableCase c = {"five-hundred-table", &FiveHundred_Rules, FiveHundredTableScene_CreateNew, 0, 3, 63};
    CheckTable(&c);
}

static void test_quinto_reads_only_the_view(void **state)
{
    (void)state;
    TableCase c = {"quinto-table", &Quinto_Rules, QuintoTableScene_CreateNew, 0, 4, 64};
    CheckTable(&c);
}

static void test_bridge_reads_only_the_view(void **state)
{
    (void)state;
    TableCase c = {"bridge-table", &Bridge_Rules, BridgeTableScene_CreateNew, 0, 4, 65};
    CheckTable(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_move_is_shown_as_its_viewer_saw_it),
        cmocka_unit_test(test_bezique_reads_only_the_view),
        cmocka_unit_test(test_piquet_reads_only_the_view),
        cmocka_unit_test(test_five_hundred_reads_only_the_view),
        cmocka_unit_test(test_quinto_reads_only_the_view),
        cmocka_unit_test(test_bridge_reads_only_the_view),
        cmocka_unit_test(test_scenes_take_any_view_that_passed_its_check),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
