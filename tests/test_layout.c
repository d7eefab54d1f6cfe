/* test_layout.c: every registered scene, at four window sizes, two prompt styles and with long names, checked for text that
   leaves its box, overlaps other text, lies off-screen, sits under the controls bar, is under 12 px or writes a card
   by its file code ("10H" for 10♥). */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "render/layout_record.h"
#include "scenes/scenes.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#define MIN_TEXT_PX 12
#define SLACK 1.5f /* layout units: rounding to whole pixels */

/*
 * Known failures, each a scene and the start of the failure's message, that the test reports but does not fail
 * on yet (none now): each entry is a defect to fix, and the
 * test says when one is gone so that it is taken off the list. Never add an entry to make a new scene pass.
 */
typedef struct Known {
    const char *scene;
    const char *what;
} Known;

static const Known kKnown[] = {
    {NULL, NULL},
};

static bool IsKnown(const char *scene, const char *message, bool *used)
{
    for (size_t i = 0; kKnown[i].scene != NULL; i++) {
        if ((strcmp(kKnown[i].scene, "*") == 0 || strcmp(kKnown[i].scene, scene) == 0) &&
            strncmp(message, kKnown[i].what, strlen(kKnown[i].what)) == 0) {
            used[i] = true;
            return true;
        }
    }
    return false;
}

static bool Inside(SDL_FRect in, SDL_FRect out)
{
    return in.x >= out.x - SLACK && in.y >= out.y - SLACK && in.x + in.w <= out.x + out.w + SLACK &&
           in.y + in.h <= out.y + out.h + SLACK;
}

/* The overlap's width and height (0 if none). */
static bool Overlap(SDL_FRect a, SDL_FRect b, float minW, float minH)
{
    float w = fminf(a.x + a.w, b.x + b.w) - fmaxf(a.x, b.x);
    float h = fminf(a.y + a.h, b.y + b.h) - fmaxf(a.y, b.y);
    return w > minW && h > minH;
}

/* A glyph's box includes the font's leading above and below: the ink is about the middle 70%. */
static SDL_FRect Ink(SDL_FRect r)
{
    return (SDL_FRect){r.x, r.y + r.h * 0.15f, r.w, r.h * 0.7f};
}

typedef struct Report {
    int failures, known;
    bool used[64];
    char first[512];
} Report;

static void Fail(Report *rep, const char *scene, const char *size, const char *style, const char *fmt, ...)
{
    char msg[384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    bool known = IsKnown(scene, msg, rep->used);
    printf("%s %s %s %s: %s\n", known ? "known" : "LAYOUT", scene, size, style, msg);
    if (known) {
        rep->known++;
        return;
    }
    if (rep->failures++ == 0) {
        snprintf(rep->first, sizeof rep->first, "%s at %s, %s: %s", scene, size, style, msg);
    }
}

static const char *KindName(LayoutKind kind)
{
    switch (kind) {
    case LAYOUT_BAR: return "controls bar";
    case LAYOUT_PANEL: return "panel";
    case LAYOUT_BUTTON: return "button";
    case LAYOUT_CARD: return "card";
    default: return "text";
    }
}

/* Where a card's index (rank over suit) is printed: its top left corner, or the bottom right (turned). */
static SDL_FRect IndexCorner(SDL_FRect card, bool bottomRight)
{
    SDL_FRect c = {card.x + card.w * 0.04f, card.y + card.h * 0.03f, card.w * 0.16f, card.h * 0.26f};
    if (bottomRight) {
        c.x = card.x + card.w - c.w - card.w * 0.04f;
        c.y = card.y + card.h - c.h - card.h * 0.03f;
    }
    return c;
}

/* Whether a card drawn after card i covers most of corner (its index is hidden by the fan anyway). */
static bool CornerCovered(int i, SDL_FRect corner, int n)
{
    const LayoutItem *a = LayoutRecord_Item(i);
    for (int j = 0; j < n; j++) {
        const LayoutItem *c = LayoutRecord_Item(j);
        if (c->kind == LAYOUT_CARD && c->layer == a->layer && c->order > a->order &&
            Overlap(corner, c->rect, corner.w * 0.5f, corner.h * 0.5f)) {
            return true;
        }
    }
    return false;
}

/*
 * A card must not lie on a button or the controls bar (or under one), nor cover text drawn before it, nor have
 * text drawn over its corner indices (a tag over "10" hides what the card is); a card laid over another must leave the lower card's index corner (its top left: rank and suit) in sight, or the
 * lower card cannot be read (a stack of backs, a pack, has nothing to read).
 */
static void CheckCard(Report *rep, const char *scene, const char *size, const char *style, int i, int n)
{
    const LayoutItem *a = LayoutRecord_Item(i);
    for (int j = 0; j < n; j++) {
        const LayoutItem *b = LayoutRecord_Item(j);
        if (j == i || b->layer != a->layer || b->shadow) {
            continue;
        }
        if ((b->kind == LAYOUT_BUTTON || b->kind == LAYOUT_BAR) && Overlap(a->rect, b->rect, 0.5f, 0.5f)) {
            Fail(rep, scene, size, style, "card on a %s: %s and \"%s\"", KindName(b->kind), a->text, b->text);
        } else if (b->kind == LAYOUT_TEXT && b->order < a->order && Overlap(Ink(b->rect), a->rect, 1.0f, 1.0f)) {
            Fail(rep, scene, size, style, "covered: \"%s\" under the card %s", b->text, a->text);
        } else if (b->kind == LAYOUT_TEXT && b->order > a->order && a->tilted) {
            /* A fan's turned card: its box is all that is known, and words on a fan are never meant. */
            if (Overlap(Ink(b->rect), a->rect, 1.0f, 1.0f)) {
                Fail(rep, scene, size, style, "text over a card of a fan: \"%s\" on %s", b->text, a->text);
            }
        } else if (b->kind == LAYOUT_TEXT && b->order > a->order && strcmp(a->text, "back") != 0 &&
                   ((Overlap(Ink(b->rect), IndexCorner(a->rect, false), 1.0f, 1.0f) &&
                     !CornerCovered(i, IndexCorner(a->rect, false), n)) ||
                    (Overlap(Ink(b->rect), IndexCorner(a->rect, true), 1.0f, 1.0f) &&
                     !CornerCovered(i, IndexCorner(a->rect, true), n)))) {
            Fail(rep, scene, size, style, "text over a card's index: \"%s\" on %s", b->text, a->text);
        } else if (b->kind == LAYOUT_CARD && b->order > a->order && strcmp(a->text, "back") != 0 && !a->tilted &&
                   !b->tilted) {
            /* (A fan's cards are turned so that each index shows; their boxes overlap by design.) */
            SDL_FRect corner = IndexCorner(a->rect, false);
            if (Overlap(corner, b->rect, corner.w * 0.5f, corner.h * 0.5f)) {
                Fail(rep, scene, size, style, "card's index hidden: %s under %s", a->text, b->text);
            }
        }
    }
}

static void Check(Report *rep, App *app, const char *scene, const char *size, const char *style)
{
    SDL_FRect view = Gfx_View(&app->gfx);
    int n = LayoutRecord_Count();
    int top = app->sceneCount - 1;
    int bars = 0;
    for (int i = 0; i < n; i++) {
        bars += LayoutRecord_Item(i)->kind == LAYOUT_BAR;
    }
    if (bars > 1) {
        /* An overlay over a scene with its own bar (pause over the table) shows one bar, its own. */
        Fail(rep, scene, size, style, "%d controls bars drawn", bars);
    }
    for (int i = 0; i < n; i++) {
        const LayoutItem *a = LayoutRecord_Item(i);
        if (a->layer < top || a->shadow) {
            continue; /* a scene under an overlay is dimmed behind it */
        }
        if (!Inside(a->rect, view)) {
            Fail(rep, scene, size, style, "off-screen: \"%s\" at (%.0f,%.0f %.0fx%.0f)", a->text, a->rect.x,
                 a->rect.y, a->rect.w, a->rect.h);
        }
        if (a->kind == LAYOUT_CARD) {
            CheckCard(rep, scene, size, style, i, n);
            continue;
        }
        if (a->kind != LAYOUT_TEXT) {
            continue;
        }
        if (Harness_CardCodeIn(a->text) != NULL) {
            Fail(rep, scene, size, style, "a card code, not a card: \"%s\"", a->text);
        }
        if (a->px < MIN_TEXT_PX) {
            Fail(rep, scene, size, style, "text under %d px: \"%s\" at %d px", MIN_TEXT_PX, a->text, a->px);
        }
        if (a->bounded && !Inside(a->rect, a->bounds)) {
            Fail(rep, scene, size, style, "leaves its box: \"%s\" (%.0f,%.0f %.0fx%.0f) in (%.0f,%.0f %.0fx%.0f)",
                 a->text, a->rect.x, a->rect.y, a->rect.w, a->rect.h, a->bounds.x, a->bounds.y, a->bounds.w,
                 a->bounds.h);
        }
        SDL_FRect ink = Ink(a->rect);
        for (int j = 0; j < n; j++) {
            const LayoutItem *b = LayoutRecord_Item(j);
            if (j == i || b->layer != a->layer || b->shadow) {
                continue;
            }
            if (b->kind == LAYOUT_CARD) {
                continue; /* text and cards: CheckCard */
            }
            if (b->kind == LAYOUT_TEXT) {
                if (j > i && Overlap(ink, Ink(b->rect), 1.0f, 1.0f)) {
                    Fail(rep, scene, size, style, "texts overlap: \"%s\" and \"%s\"", a->text, b->text);
                }
                continue;
            }
            if (!Overlap(ink, b->rect, 0.5f, 0.5f)) {
                continue;
            }
            if (b->order > a->order) {
                /* Drawn over the text: it hides it (the controls bar over a caption). */
                Fail(rep, scene, size, style, "covered: \"%s\" under the %s \"%s\"", a->text, KindName(b->kind),
                     b->text);
            } else if (!Inside(ink, b->rect)) {
                Fail(rep, scene, size, style, "crosses the edge of the %s \"%s\": \"%s\"", KindName(b->kind),
                     b->text, a->text);
            }
        }
    }
}

static void test_every_scene_at_every_size(void **state)
{
    (void)state;
    static const int sizes[][2] = {{GFX_MIN_W, GFX_MIN_H}, {1280, 720}, {1920, 1080}, {2560, 1440}};
    const char *only = getenv("PARLOUR_LAYOUT_SCENE"); /* to look at one scene while fixing it */
    Report rep;
    memset(&rep, 0, sizeof rep);
    int checked = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        App *app = Harness_Start(sizes[k][0], sizes[k][1]);
        assert_non_null(app);
        char size[32];
        snprintf(size, sizeof size, "%dx%d", sizes[k][0], sizes[k][1]);
        for (int s = 0; s < Scenes_Count(); s++) {
            const char *name = Scenes_NameAt(s);
            if (strcmp(name, "bench") == 0 || (only != NULL && strcmp(only, name) != 0)) {
                continue; /* the frame benchmark's sprites are not a screen */
            }
            /* Keyboard prompts, a PlayStation pad's (the widest glyph names), then keyboard prompts with every
               player named by the longest name a file can hold. */
            static const char *const kStyles[] = {"keyboard", "PlayStation", "long names"};
            for (int style = 0; style < 3; style++) {
                Scenes_SetLongDemoNames(style == 2);
                App_Reset(app, TitleScene_Create(app));
                App_ApplySceneOps(app);
                if (strcmp(name, "title") != 0) {
                    App_Push(app, Scenes_Find(name)(app));
                    App_ApplySceneOps(app);
                }
                app->input.lastDevice = style == 1 ? DEVICE_GAMEPAD : DEVICE_KEYBOARD;
                app->settings.promptStyle = style == 1 ? PROMPT_PLAYSTATION : PROMPT_AUTO;
                App_Settle(app, 150);
                app->fadeIn = 0.0f;
                app->toastTime = 0.0f;
                LayoutRecord_Start();
                App_Render(app);
                LayoutRecord_Stop();
                assert_true(LayoutRecord_Count() > 0);
                if (k == 0 && s == 0 && style == 0) {
                    /* The window cannot be made smaller than the smallest size checked here. */
                    int minW = 0, minH = 0;
                    SDL_GetWindowMinimumSize(app->gfx.window, &minW, &minH);
                    assert_int_equal(minW, sizes[0][0]);
                    assert_int_equal(minH, sizes[0][1]);
                }
                Check(&rep, app, name, size, kStyles[style]);
                checked++;
            }
        }
        Harness_Stop(app);
    }
    Scenes_SetLongDemoNames(false);
    for (size_t i = 0; kKnown[i].scene != NULL; i++) {
        if (!rep.used[i] && only == NULL) {
            printf("fixed? the known failure \"%s: %s\" no longer happens: take it off the list\n", kKnown[i].scene,
                   kKnown[i].what);
        }
    }
    printf("%d screens checked: %d failures, %d known failures\n", checked, rep.failures, rep.known);
    if (rep.failures > 0) {
        fail_msg("%d layout failures; the first: %s", rep.failures, rep.first);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_scene_at_every_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
