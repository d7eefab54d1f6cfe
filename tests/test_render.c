/* test_render.c: scenes rendered headlessly and compared with reference images within a tolerance. */
#define _POSIX_C_SOURCE 200809L
#include "scene_harness.h"

#include "games/patience/patience_scenes.h"
#include "scenes/scenes.h"

#include <SDL_image.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Each case builds a scene stack in a fresh player folder with the fixed
 * clock (one 1/120 s step per frame, the cosmetic generator seeded with 1),
 * runs it until its entry animations have settled, renders at 1280x720 with
 * the software renderer and compares the pixels with tests/reference/<name>.png.
 *
 * A pixel matches when no channel differs by more than TOLERANCE; the image
 * matches when at least MATCH_SHARE of its pixels match and the mean
 * absolute channel difference stays under MEAN_LIMIT. That absorbs small
 * differences in font rasterising and blending between library versions,
 * but not a moved panel, a missing card or a wrong colour. On a mismatch
 * the actual image and a diff (differences amplified, white where over the
 * tolerance) are written to the build directory as render-<name>-actual.png
 * and render-<name>-diff.png.
 *
 * To accept a deliberate change of look, regenerate the references:
 *
 *     PARLOUR_UPDATE_REFERENCES=1 ctest --test-dir build -R test_render
 *
 * then look at every image in tests/reference/ before committing them.
 */
#define TOLERANCE 24
#define MATCH_SHARE 0.99
#define MEAN_LIMIT 2.0
#define SETTLE_FRAMES 90

#ifndef PARLOUR_TEST_REFERENCE_DIR
#error "PARLOUR_TEST_REFERENCE_DIR must name tests/reference (set in tests/CMakeLists.txt)"
#endif

static SDL_Surface *Capture(App *app)
{
    App_Render(app);
    SDL_Surface *raw = Gfx_ReadPixels(&app->gfx);
    assert_non_null(raw);
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    assert_non_null(rgba);
    return rgba;
}

static void BuildPath(char *buf, size_t size, const char *name, const char *suffix)
{
    snprintf(buf, size, "%s/render-%s-%s.png", PARLOUR_TEST_BUILD_DIR, name, suffix);
}

static void Compare(SDL_Surface *actual, const char *name)
{
    char refPath[1024];
    snprintf(refPath, sizeof refPath, "%s/%s.png", PARLOUR_TEST_REFERENCE_DIR, name);
    const char *update = getenv("PARLOUR_UPDATE_REFERENCES");
    if (update != NULL && strcmp(update, "1") == 0) {
        assert_int_equal(IMG_SavePNG(actual, refPath), 0);
        printf("updated reference %s\n", refPath);
        return;
    }
    char actualPath[1024], diffPath[1024];
    BuildPath(actualPath, sizeof actualPath, name, "actual");
    BuildPath(diffPath, sizeof diffPath, name, "diff");

    SDL_Surface *loaded = IMG_Load(refPath);
    if (loaded == NULL) {
        IMG_SavePNG(actual, actualPath);
        fail_msg("no reference image %s (%s). The rendering was written to %s; if it looks right, create the "
                 "references with PARLOUR_UPDATE_REFERENCES=1.",
                 refPath, IMG_GetError(), actualPath);
    }
    SDL_Surface *ref = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    assert_non_null(ref);
    if (ref->w != actual->w || ref->h != actual->h) {
        IMG_SavePNG(actual, actualPath);
        fail_msg("%s is %dx%d but the rendering is %dx%d (written to %s)", refPath, ref->w, ref->h, actual->w,
                 actual->h, actualPath);
    }

    SDL_Surface *diff = SDL_CreateRGBSurfaceWithFormat(0, actual->w, actual->h, 32, SDL_PIXELFORMAT_RGBA32);
    assert_non_null(diff);
    long long over = 0;
    double sum = 0.0;
    int worst = 0;
    for (int y = 0; y < actual->h; y++) {
        const Uint8 *a = (const Uint8 *)actual->pixels + (size_t)y * (size_t)actual->pitch;
        const Uint8 *b = (const Uint8 *)ref->pixels + (size_t)y * (size_t)ref->pitch;
        Uint8 *d = (Uint8 *)diff->pixels + (size_t)y * (size_t)diff->pitch;
        for (int x = 0; x < actual->w; x++) {
            int most = 0;
            for (int c = 0; c < 3; c++) {
                int delta = abs((int)a[x * 4 + c] - (int)b[x * 4 + c]);
                sum += delta;
                most = delta > most ? delta : most;
                int shown = delta * 8;
                d[x * 4 + c] = (Uint8)(shown > 255 ? 255 : shown);
            }
            d[x * 4 + 3] = 255;
            if (most > TOLERANCE) {
                over++;
                d[x * 4 + 0] = d[x * 4 + 1] = d[x * 4 + 2] = 255;
            }
            worst = most > worst ? most : worst;
        }
    }
    double pixels = (double)actual->w * actual->h;
    double matching = 1.0 - (double)over / pixels;
    double mean = sum / (pixels * 3.0);
    bool ok = matching >= MATCH_SHARE && mean <= MEAN_LIMIT;
    printf("%s: %.3f%% of pixels within %d, mean difference %.3f, largest %d\n", name, matching * 100.0, TOLERANCE,
           mean, worst);
    if (!ok) {
        IMG_SavePNG(actual, actualPath);
        IMG_SavePNG(diff, diffPath);
    }
    SDL_FreeSurface(diff);
    SDL_FreeSurface(ref);
    if (!ok) {
        fail_msg("%s differs from %s: %.3f%% of pixels within %d (need %.1f%%), mean difference %.3f (limit %.1f). "
                 "Actual: %s, diff: %s",
                 name, refPath, matching * 100.0, TOLERANCE, MATCH_SHARE * 100.0, mean, MEAN_LIMIT, actualPath,
                 diffPath);
    }
}

/* The title, then the scene over it, as the game and `parlour --screenshot` stack them. */
static void RenderCase(const char *name, SceneFactory create)
{
    App *app = Harness_Start(1280, 720);
    assert_non_null(app);
    App_Push(app, TitleScene_Create(app));
    if (create != NULL) {
        App_Push(app, create(app));
    }
    App_ApplySceneOps(app);
    Harness_Frames(app, SETTLE_FRAMES);
    SDL_Surface *shot = Capture(app);
    /* The same state rendered twice gives the same pixels: nothing in the draw depends on the wall clock. */
    SDL_Surface *again = Capture(app);
    assert_memory_equal(shot->pixels, again->pixels, (size_t)shot->pitch * (size_t)shot->h);
    SDL_FreeSurface(again);
    Compare(shot, name);
    SDL_FreeSurface(shot);
    Harness_Stop(app);
}

static void test_title(void **state)
{
    (void)state;
    RenderCase("title", NULL);
}

static void test_patience_score(void **state)
{
    (void)state;
    RenderCase("patience-score", PatienceScoreScene_CreateDemo);
}

static void test_patience_stats(void **state)
{
    (void)state;
    RenderCase("patience-stats", PatienceStatsScene_CreateDemo);
}

/* The statistics of a new player: a fresh folder has no file, so the page says so kindly. */
static void test_patience_stats_empty(void **state)
{
    (void)state;
    RenderCase("patience-stats-empty", PatienceStatsScene_Create);
}

/* The table part-way through a seeded game (the table scene's own demo). */
static void test_patience_table(void **state)
{
    (void)state;
    RenderCase("patience", PatienceTableScene_CreateDemo);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_title),          cmocka_unit_test(test_patience_score),
        cmocka_unit_test(test_patience_stats), cmocka_unit_test(test_patience_stats_empty),
        cmocka_unit_test(test_patience_table),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
