/* test_layout_live.c: whole games of every table game played at the table (random moves, hints, undo, the end of each
   deal, the score) with the layout rules checked in every settled state, on every overlay and on the first, middle and
   last frame of each animation (issue 33, item 10: the static check renders each scene only settled). */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "layout_rules.h"

#include "core/bridge/bridge.h"
#include "core/rng.h"
#include "games/bezique/bezique_scenes.h"
#include "games/bridge/bridge_scenes.h"
#include "games/five_hundred/five_hundred_scenes.h"
#include "games/piquet/piquet_scenes.h"
#include "games/quinto/quinto_scenes.h"
#include "games/table/table_game.h"
#include "games/table/table_scene.h"
#include "render/layout_record.h"
#include "scenes/scenes.h"

#include <SDL_image.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

/*
 * What the live check finds and is not fixed yet, under the issue item it belongs to: reported, not failed on. The
 * scene is matched by its start ("five-hundred-table" matches "five-hundred-table three-handed"). Never add an entry
 * to make a new failure pass.
 */
static const LayoutKnown kKnown[] = {
    /* Issue 33, item 6 ("score flashes read clearly on the felt"): Bezique's rising score of a declaration is
       drawn over the declared cards' indices and over the line beside them ("The computer is thinking", the
       turn-up's caption) while it rises. */
    {"bezique-table", "text over a card's index: \"+"},
    {"bezique-table", "text over a card's index: \"To score\""},
    {"bezique-table", "texts overlap: \"The computer is"},
    {"bezique-table", "texts overlap: \"Turn-up\" and \"+"},
    {"bezique-table", "texts overlap: \"The computer plays"},
    /* Issue 33, item 6: Quinto's call of quints ("+15 West and East: the five of diamonds") stands over the
       Dummy's name when the Dummy's hand is face up at the head, and its value starts over a long call. */
    {"quinto-table dummy", "texts overlap: \"Dummy"},
    {"quinto-table", "texts overlap: \"+"},
    {NULL, NULL},
};

typedef struct LiveGame {
    const TableGame *game;
    const char *variant; /* the rules' name of the variant */
    const char *table;   /* its table scene */
    int people;          /* seats 0 .. people-1 persons passing the screen (0 or 1: one person) */
} LiveGame;

static const LiveGame kGames[] = {
    {&Bezique_TableGame, "rubicon", "bezique-table", 1},
    {&Bezique_TableGame, "ordinary", "bezique-table", 1},
    {&Piquet_TableGame, NULL, "piquet-table", 1},
    {&FiveHundred_TableGame, "three-handed", "five-hundred-table", 1},
    {&Quinto_TableGame, "quinto", "quinto-table", 1},
    {&Quinto_TableGame, "dummy", "quinto-table", 1},
    {&Bridge_TableGame, NULL, "bridge-table", 1},
    /* Two people at one screen, on opposite sides: the hand-over screen, and the sides named "South-North". */
    {&Bridge_TableGame, NULL, "bridge-table", 2},
};

/* One game being played: where it is, what was last checked, and the counts the report gives. */
typedef struct Live {
    App *app;
    const LiveGame *g;
    LayoutReport *rep;
    Rng rng;
    char name[96]; /* "five-hundred-table three-handed" */
    char size[16];
    int deals, moves, hints, undos, checks, anims;
    unsigned long lastSignature;
    int handLow; /* the fewest cards the person's hand has held since the last deal began */
    int movesAtDeal; /* the person's moves when it began (a hand still being dealt holds none) */
    bool oneDeal;
} Live;

/* Renders the stack as it is now and checks it (the moment: "settled", "first frame" ...). */
static void CheckNow(Live *lv, const char *moment)
{
    App *app = lv->app;
    app->toastTime = 0.0f; /* notices cover a heading by design (docs/layout-check.md) */
    LayoutRecord_Start();
    App_DryPrint(app); /* every drawing call runs and is recorded; nothing is rasterised (render/frame_print.h) */
    LayoutRecord_Stop();
    char what[160];
    snprintf(what, sizeof what, "%s deal %d move %d (%s, top %s)", lv->name, lv->deals + 1, lv->moves, moment,
             Harness_TopName(app));
    int before = lv->rep->seenCount;
    LayoutRules_Check(lv->rep, app, what, lv->size, "keyboard");
    lv->checks++;
    const char *dir = getenv("PARLOUR_LIVE_SHOTS"); /* a picture of each new failure, to look at */
    static int shots;
    const char *every = getenv("PARLOUR_LIVE_EVERY"); /* and of every Nth frame checked, to look at */
    bool sample = every != NULL && atoi(every) > 0 && lv->checks % atoi(every) == 0;
    if (dir != NULL && (lv->rep->seenCount > before || sample) && shots < 60) {
        App_Render(app);
        SDL_Surface *shot = Gfx_ReadPixels(&app->gfx);
        if (shot != NULL) {
            char file[512];
            snprintf(file, sizeof file, "%s/%02d-%s-%s.png", dir, shots++, lv->g->table, lv->size);
            IMG_SavePNG(shot, file);
            printf("  (picture: %s)\n", file);
            SDL_FreeSurface(shot);
        }
    }
}

/* The seconds until the last card in flight lands (0: none flies). */
static float FlightLeft(const TableAnim *a)
{
    float left = 0.0f;
    for (int i = 0; i < TABLE_MAX_FLIGHTS; i++) {
        const TableFlight *f = &a->flights[i];
        if (f->active) {
            float l = (f->delay > 0.0f ? f->delay : 0.0f) + f->dur - f->t;
            left = l > left ? l : left;
        }
    }
    return left;
}

static bool Flying(const TableAnim *a)
{
    for (int i = 0; i < TABLE_MAX_FLIGHTS; i++) {
        if (a->flights[i].active) {
            return true;
        }
    }
    return false;
}

/* Steps an animation to its end, checking its first frame (now), its middle and its last (before it lands). */
static void CheckAnimation(Live *lv, const TableAnim *anim)
{
    const float step = 1.0f / (float)APP_STEP_HZ;
    float total = FlightLeft(anim);
    CheckNow(lv, "first frame of an animation");
    bool middle = false;
    for (int frames = 0; Flying(anim) && frames < 2000; frames++) {
        float left = FlightLeft(anim);
        if (!middle && left <= total * 0.5f) {
            CheckNow(lv, "middle of an animation");
            middle = true;
        }
        if (left <= step * 1.5f) {
            CheckNow(lv, "last frame of an animation");
            App_Settle(lv->app, 2);
            break;
        }
        App_Settle(lv->app, 1);
    }
    lv->anims++;
}

/* What the screen shows, roughly: the stack, the record's length, the line shown and who is to act. */
static unsigned long Signature(App *app)
{
    unsigned long h = 5381u + (unsigned long)app->sceneCount * 31u;
    const char *top = Harness_TopName(app);
    for (const char *p = top; *p != '\0'; p++) {
        h = h * 33u + (unsigned char)*p;
    }
    Scene *s = App_Top(app);
    for (int i = app->sceneCount - 1; i >= 0; i--) {
        if (strstr(app->scenes[i]->ops->name, "-table") != NULL) {
            s = app->scenes[i];
            break;
        }
    }
    if (strstr(s->ops->name, "-table") != NULL) {
        const TableSession *ses = TableScene_Session(s);
        h = h * 33u + (unsigned long)ses->rec.count;
        h = h * 33u + (unsigned long)TableSession_PersonToAct(ses);
        for (const char *p = TableScene_Message(s); *p != '\0'; p++) {
            h = h * 33u + (unsigned char)*p;
        }
    }
    return h;
}

static int HandCount(App *app)
{
    Scene *top = App_Top(app);
    if (strcmp(top->ops->name, "bridge-table") == 0) {
        /* Bridge names its thirteen places whatever the hand holds: the view says how many cards it holds. */
        const TableSession *s = TableScene_Session(top);
        const BridgeState *v = (const BridgeState *)(const void *)s->view;
        return __builtin_popcountll(v->hand[s->viewer]);
    }
    SDL_FRect r;
    char name[16];
    int n = 0;
    for (; n < 40; n++) {
        snprintf(name, sizeof name, "hand%d", n);
        if (top->ops->locate == NULL || !top->ops->locate(top, app, name, &r)) {
            break;
        }
    }
    return n;
}

static int RecordCount(App *app)
{
    return TableScene_Session(App_Top(app))->rec.count;
}

/* The person's turn, taken as a careless player might: a few random moves of the focus and confirm (a refusal is
   said, then the hint is taken), the hint itself, or the last move taken back and sometimes made again. */
static void PersonMoves(Live *lv)
{
    App *app = lv->app;
    static const SDL_Keycode kKeys[] = {SDLK_LEFT, SDLK_RIGHT, SDLK_UP, SDLK_DOWN, SDLK_TAB};
    int before = RecordCount(app);
    uint64_t roll = Rng_Below(&lv->rng, 100);
    if (roll < 6 && lv->moves > 0 && lv->undos < 6 + lv->moves / 40) {
        Harness_Key(app, SDLK_z);
        lv->undos++;
        if (Harness_AtTable(app, lv->g->table)) {
            CheckNow(lv, "after undo");
            if (Rng_Below(&lv->rng, 2) == 0) {
                Harness_KeyWith(app, SDLK_z, KMOD_LSHIFT);
                CheckNow(lv, "after redo");
            }
        }
        return;
    }
    if (roll < 30) {
        Harness_Key(app, SDLK_h);
        lv->hints++;
        if (Harness_AtTable(app, lv->g->table)) {
            CheckNow(lv, "hint shown");
            Harness_Key(app, SDLK_RETURN);
        }
        lv->moves++;
        return;
    }
    int presses = (int)Rng_Below(&lv->rng, 5);
    for (int i = 0; i < presses && Harness_AtTable(app, lv->g->table); i++) {
        Harness_Key(app, kKeys[Rng_Below(&lv->rng, sizeof kKeys / sizeof kKeys[0])]);
    }
    if (Harness_AtTable(app, lv->g->table)) {
        Harness_Key(app, SDLK_RETURN);
    }
    if (Harness_AtTable(app, lv->g->table) && RecordCount(app) == before && !TableScene_Busy(App_Top(app))) {
        CheckNow(lv, "a move refused");
        Harness_Key(app, SDLK_h);
        Harness_Key(app, SDLK_RETURN);
    }
    lv->moves++;
}

/* A scene over the table or in its place (the score, the review, the rules): checked once it has come in, then
   left as a player leaves it. True while the game goes on. */
static bool OtherScene(Live *lv, bool *scoreSeen)
{
    App *app = lv->app;
    const char *top = Harness_TopName(app);
    App_Settle(app, 40); /* its entrance */
    CheckNow(lv, "overlay or scene");
    if (strstr(top, "-score") != NULL) {
        *scoreSeen = true;
    }
    bool tableBelow = false;
    for (int i = 0; i < app->sceneCount - 1; i++) {
        tableBelow = tableBelow || strcmp(app->scenes[i]->ops->name, lv->g->table) == 0;
    }
    if (!tableBelow) {
        return false; /* the game is over: its score in the table's place */
    }
    for (int tries = 0; tries < 4 && strcmp(Harness_TopName(app), top) == 0; tries++) {
        Harness_Key(app, tries < 2 ? SDLK_RETURN : SDLK_ESCAPE);
    }
    return strcmp(Harness_TopName(app), top) != 0;
}

/* One game played to its end (or its first deal), checked all along. */
static void PlayGame(LayoutReport *rep, const LiveGame *g, int w, int h, uint64_t seed, bool oneDeal)
{
    Live lv;
    memset(&lv, 0, sizeof lv);
    lv.rep = rep;
    lv.g = g;
    lv.oneDeal = oneDeal;
    lv.rng = Rng_Make(seed);
    snprintf(lv.name, sizeof lv.name, "%s %s%s", g->table, g->variant != NULL ? g->variant : "",
             g->people > 1 ? "two people" : "");
    snprintf(lv.size, sizeof lv.size, "%dx%d", w, h);
    lv.app = Harness_Start(w, h);
    assert_non_null(lv.app);
    Harness_DryFrames(true); /* the software renderer's rasterising is most of the time otherwise */
    App *app = lv.app;
    /* The held deal result (Five Hundred, Piquet) is not driven by this player yet: its panel was checked by
       screenshots; the next step is to confirm it here and check it like every overlay. */
    app->settings.showDealResult = false;
    App_Push(app, TitleScene_Create(app));
    App_ApplySceneOps(app);
    int variant = g->variant != NULL ? Game_VariantFromName(g->game->rules, g->variant) : 0;
    assert_true(variant >= 0);
    GameSeating seating = Seating_OneAgainst(Game_SeatsIn(g->game->rules, variant), GAME_AI_EASY);
    for (int i = 1; i < g->people; i++) {
        seating.seat[i].kind = SEAT_PERSON;
    }
    Seating_Settle(g->game->rules, variant, &seating);
    int tableAt = app->sceneCount;
    App_Push(app, g->game->createNew(app, variant, &seating, seed));
    App_ApplySceneOps(app);
    /* Never saved: a save after every move (written and flushed to the disk) is most of the time on a busy
       machine, and the drawing does not depend on it. */
    /* The table lies where it was pushed: with two people a hand-over screen may already be over it. */
    assert_true(tableAt < app->sceneCount);
    ((TableScene *)app->scenes[tableAt])->turn.session.file[0] = '\0';
    lv.handLow = 99;
    bool scoreSeen = false, paused = false;
    Uint32 start = SDL_GetTicks();
    for (int guard = 0; guard < 400000; guard++) {
        if (!Harness_AtTable(app, g->table)) {
            if (!OtherScene(&lv, &scoreSeen)) {
                break;
            }
            continue;
        }
        Scene *top = App_Top(app);
        const TableAnim *anim = &((TableScene *)top)->turn.anim;
        if (Flying(anim)) {
            CheckAnimation(&lv, anim);
            continue;
        }
        const TableSession *s = TableScene_Session(top);
        unsigned long sig = Signature(app);
        bool changed = sig != lv.lastSignature;
        lv.lastSignature = sig;
        if (TableSession_PersonToAct(s) && !TableScene_Busy(top)) {
            int hand = HandCount(app);
            if (hand >= 5 && lv.handLow <= 2 && lv.moves > lv.movesAtDeal + 2) {
                lv.deals++; /* a new deal: the hand was nearly played out and is full again */
                lv.handLow = hand;
                lv.movesAtDeal = lv.moves;
                if (lv.oneDeal) {
                    CheckNow(&lv, "a new deal");
                    break;
                }
            } else if (hand < lv.handLow && lv.moves > lv.movesAtDeal) {
                lv.handLow = hand;
            }
            CheckNow(&lv, "settled, the person to act");
            if (!paused && lv.moves == 3) {
                /* The pause menu and the rules over the table, once a game. */
                paused = true;
                Harness_Key(app, SDLK_p);
                App_Settle(app, 30);
                CheckNow(&lv, "pause menu");
                Harness_Key(app, SDLK_ESCAPE);
                Harness_Key(app, SDLK_F1);
                App_Settle(app, 30);
                CheckNow(&lv, "rules");
                Harness_Key(app, SDLK_ESCAPE);
                continue;
            }
            PersonMoves(&lv);
            continue;
        }
        if (changed) {
            CheckNow(&lv, "settled");
        }
        if (TableSession_Thinking(s) && SDL_AtomicGet((SDL_atomic_t *)&s->done) == 0) {
            SDL_Delay(1);
        } else {
            App_Settle(app, 1); /* a step, drawn only when it is checked */
        }
        if (SDL_GetTicks() - start > 240000) {
            fail_msg("%s at %s: still playing after 4 minutes (%d moves)", lv.name, lv.size, lv.moves);
        }
    }
    printf("%s at %s: %d deals, %d moves (%d hints, %d undos), %d animations, %d frames checked%s, %.1f s\n", lv.name,
           lv.size, lv.deals + 1, lv.moves, lv.hints, lv.undos, lv.anims, lv.checks,
           scoreSeen ? ", the score shown" : "", (double)(SDL_GetTicks() - start) / 1000.0);
    if (!oneDeal) {
        assert_true(scoreSeen); /* a whole game: its end reached */
    }
    Harness_Stop(app);
}

static void test_whole_games_checked_live(void **state)
{
    (void)state;
    static const int sizes[][2] = {{1280, 720}, {GFX_MIN_W, GFX_MIN_H}, {1920, 1080}};
    static LayoutReport rep;
    memset(&rep, 0, sizeof rep);
    rep.known = kKnown;
    rep.quiet = true;
    const char *only = getenv("PARLOUR_LIVE_GAME"); /* "five-hundred-table": one game while fixing it */
#ifdef PARLOUR_LAYOUT_LIVE_ONE_DEAL
    /* Under the sanitizers: one deal of each game at one size, for what they find in the drawing code. */
    const size_t sizeCount = 1;
    const bool oneDeal = true;
#else
    const size_t sizeCount = sizeof sizes / sizeof sizes[0];
    const bool oneDeal = getenv("PARLOUR_LIVE_ONE_DEAL") != NULL;
#endif
    for (size_t k = 0; k < sizeCount; k++) {
        for (size_t g = 0; g < sizeof kGames / sizeof kGames[0]; g++) {
            if (only != NULL && strncmp(kGames[g].table, only, strlen(only)) != 0) {
                continue;
            }
            PlayGame(&rep, &kGames[g], sizes[k][0], sizes[k][1], 1000u + (uint64_t)(g * 7 + k), oneDeal);
        }
    }
    if (only == NULL) {
        LayoutRules_ReportUnused(&rep);
    }
    printf("live layout: %d failures (%d repeats not printed), %d known\n", rep.failures, rep.suppressed,
           rep.knownCount);
    if (rep.failures > 0) {
        fail_msg("%d layout failures; the first: %s", rep.failures, rep.first);
    }
}

/* Every table names F1 Rules in its controls bar while there is room (issue 33, item 9: four tables did not), even
   at 800x600; the static check sees that the bar then still fits. */
static void test_every_table_names_its_rules(void **state)
{
    (void)state;
    static const char *const kScenes[] = {"bezique", "piquet-play", "five-hundred-play", "quinto", "bridge"};
    App *app = Harness_Start(GFX_MIN_W, GFX_MIN_H);
    assert_non_null(app);
    for (size_t k = 0; k < sizeof kScenes / sizeof kScenes[0]; k++) {
        App_Reset(app, TitleScene_Create(app));
        App_ApplySceneOps(app);
        App_Push(app, Scenes_Find(kScenes[k])(app));
        App_ApplySceneOps(app);
        App_Settle(app, 150);
        LayoutRecord_Start();
        App_DryPrint(app);
        LayoutRecord_Stop();
        bool rules = false;
        for (int i = 0; i < LayoutRecord_Count(); i++) {
            const LayoutItem *it = LayoutRecord_Item(i);
            rules = rules || (it->kind == LAYOUT_TEXT && it->bounded && strcmp(it->text, "Rules") == 0);
        }
        if (!rules) {
            fail_msg("%s: no Rules in the controls bar", kScenes[k]);
        }
    }
    Harness_Stop(app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_table_names_its_rules),
        cmocka_unit_test(test_whole_games_checked_live),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
