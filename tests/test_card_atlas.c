/* test_card_atlas.c: the card atlas loads, draws faces and backs that differ, honours the colourway, and fails clearly. */
#include "render/card_atlas.h"
#include "render/card_atlas_layout.h"

#include <SDL.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#ifdef _WIN32
#include <direct.h>
#endif
#include <cmocka.h>

#define TARGET_W 320
#define TARGET_H 400

typedef struct Fixture {
    SDL_Window *window;
    SDL_Renderer *renderer;
    SDL_Texture *target;
    CardAtlas *atlas;
    Uint32 pixels[TARGET_W * TARGET_H];
} Fixture;

static const SDL_Color kFelt = {30, 90, 50, 255};

static const char *asset_dir(void)
{
    const char *dir = getenv("PARLOUR_ASSETS");
    return dir ? dir : PARLOUR_TEST_BUILD_DIR "/assets";
}

static int setup(void **state)
{
    static Fixture fx;
    memset(&fx, 0, sizeof(fx));
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return -1;
    }
    fx.window = SDL_CreateWindow("test", 0, 0, TARGET_W, TARGET_H, SDL_WINDOW_HIDDEN);
    fx.renderer =
        fx.window ? SDL_CreateRenderer(fx.window, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE) : NULL;
    if (!fx.renderer) {
        fprintf(stderr, "renderer: %s\n", SDL_GetError());
        return -1;
    }
    fx.target = SDL_CreateTexture(fx.renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_TARGET, TARGET_W, TARGET_H);
    char err[1024] = "";
    fx.atlas = CardAtlas_Load(fx.renderer, asset_dir(), err, sizeof(err));
    if (!fx.target || !fx.atlas) {
        fprintf(stderr, "atlas: %s\n", err);
        return -1;
    }
    *state = &fx;
    return 0;
}

static int teardown(void **state)
{
    Fixture *fx = *state;
    CardAtlas_Unload(fx->atlas);
    SDL_DestroyTexture(fx->target);
    SDL_DestroyRenderer(fx->renderer);
    SDL_DestroyWindow(fx->window);
    SDL_Quit();
    return 0;
}

static void begin(Fixture *fx)
{
    SDL_SetRenderTarget(fx->renderer, fx->target);
    SDL_SetRenderDrawColor(fx->renderer, kFelt.r, kFelt.g, kFelt.b, kFelt.a);
    SDL_RenderClear(fx->renderer);
}

static void finish(Fixture *fx)
{
    SDL_Rect all = {0, 0, TARGET_W, TARGET_H};
    assert_int_equal(SDL_RenderReadPixels(fx->renderer, &all, SDL_PIXELFORMAT_RGBA32, fx->pixels, TARGET_W * 4), 0);
    SDL_SetRenderTarget(fx->renderer, NULL);
}

static SDL_Color pixel(const Fixture *fx, int x, int y)
{
    const Uint8 *p = (const Uint8 *)&fx->pixels[y * TARGET_W + x];
    SDL_Color c = {p[0], p[1], p[2], p[3]};
    return c;
}

/* How many pixels of the rectangle are not the felt. */
static int covered(const Fixture *fx, SDL_Rect r)
{
    int n = 0;
    for (int y = r.y; y < r.y + r.h; y++) {
        for (int x = r.x; x < r.x + r.w; x++) {
            SDL_Color c = pixel(fx, x, y);
            n += c.r != kFelt.r || c.g != kFelt.g || c.b != kFelt.b;
        }
    }
    return n;
}

static void draw_one(Fixture *fx, Card card, bool faceUp, CardStyle style, SDL_FRect dst, Uint32 *out)
{
    begin(fx);
    CardAtlas_DrawCard(fx->atlas, card, faceUp, style, &dst, 0.0, 255);
    finish(fx);
    memcpy(out, fx->pixels, sizeof(fx->pixels));
}

static void test_face_and_back_differ(void **state)
{
    Fixture *fx = *state;
    static Uint32 face[TARGET_W * TARGET_H], back[TARGET_W * TARGET_H];
    CardStyle style = {0, false};
    SDL_FRect dst = {20, 20, 90, 126};
    draw_one(fx, Card_Make(RANK_QUEEN, SUIT_SPADES), true, style, dst, face);
    SDL_Rect card = {20, 20, 90, 126};
    int faceCovered = covered(fx, card);
    draw_one(fx, Card_Make(RANK_QUEEN, SUIT_SPADES), false, style, dst, back);
    int backCovered = covered(fx, card);
    /* Nearly the whole card is drawn (only its transparent one-pixel border and rounded corners show the felt). */
    assert_true(faceCovered > 90 * 126 * 9 / 10);
    assert_true(backCovered > 90 * 126 * 9 / 10);
    int differ = 0;
    for (int i = 0; i < TARGET_W * TARGET_H; i++) {
        differ += face[i] != back[i];
    }
    assert_true(differ > 90 * 126 / 2);
    /* Nothing is drawn outside dst. */
    SDL_Rect outside = {140, 20, 100, 200};
    assert_int_equal(covered(fx, outside), 0);
}

static void test_backs_differ(void **state)
{
    Fixture *fx = *state;
    static Uint32 a[TARGET_W * TARGET_H], b[TARGET_W * TARGET_H];
    SDL_FRect dst = {20, 20, 90, 126};
    for (int back = 1; back < CARD_ATLAS_BACKS; back++) {
        CardStyle s0 = {0, false}, s1 = {back, false};
        draw_one(fx, CARD_NONE, false, s0, dst, a);
        draw_one(fx, CARD_NONE, false, s1, dst, b);
        assert_memory_not_equal(a, b, sizeof(a));
    }
}

/* The ace of diamonds' large pip sits at the card's centre. */
static SDL_Color ace_of_diamonds_centre(Fixture *fx, bool four)
{
    static Uint32 buf[TARGET_W * TARGET_H];
    CardStyle style = {0, four};
    SDL_FRect dst = {20, 20, 90, 126};
    draw_one(fx, Card_Make(RANK_ACE, SUIT_DIAMONDS), true, style, dst, buf);
    return pixel(fx, 20 + 45, 20 + 63);
}

static void test_colourways(void **state)
{
    Fixture *fx = *state;
    SDL_Color two = ace_of_diamonds_centre(fx, false);
    SDL_Color four = ace_of_diamonds_centre(fx, true);
    assert_true(two.r > 150 && two.g < 80 && two.b < 100);
    assert_true(four.b > 120 && four.r < 80);
    /* Spades are black in both. */
    static Uint32 buf[TARGET_W * TARGET_H];
    CardStyle style = {0, true};
    SDL_FRect dst = {20, 20, 90, 126};
    draw_one(fx, Card_Make(RANK_ACE, SUIT_SPADES), true, style, dst, buf);
    SDL_Color spade = pixel(fx, 20 + 45, 20 + 70);
    assert_true(spade.r < 60 && spade.g < 60 && spade.b < 60);
}

static void test_tiers_and_rotation(void **state)
{
    Fixture *fx = *state;
    assert_int_equal(CardAtlas_TierFor(100.0f), 0);
    assert_int_equal(CardAtlas_TierFor((float)kCardTierHeights[0]), 0);
    assert_int_equal(CardAtlas_TierFor((float)kCardTierHeights[0] + 1.0f), 1);
    assert_int_equal(CardAtlas_TierFor(5000.0f), CARD_TIER_COUNT - 1);
    /* The biggest tier loads on first use. */
    CardStyle style = {2, false};
    SDL_FRect big = {30, 10, 260, 364};
    begin(fx);
    CardAtlas_DrawCard(fx->atlas, Card_Make(RANK_KING, SUIT_HEARTS), true, style, &big, 0.0, 255);
    finish(fx);
    SDL_Rect inner = {40, 20, 240, 344};
    assert_int_equal(covered(fx, inner), 240 * 344);
    /* A turned card, a shadow, a slot and a glow all draw something, and only around dst. */
    SDL_FRect dst = {100, 100, 90, 126};
    begin(fx);
    CardAtlas_DrawSlot(fx->atlas, &dst, 255);
    SDL_FRect glow = CardAtlas_GlowRect(dst);
    CardAtlas_DrawGlow(fx->atlas, &glow, (SDL_Color){255, 255, 255, 255});
    CardAtlas_DrawShadow(fx->atlas, &dst, 30.0, 128);
    CardAtlas_DrawCard(fx->atlas, CARD_JOKER, true, style, &dst, 30.0, 255);
    finish(fx);
    SDL_Rect around = {40, 40, 210, 250};
    assert_true(covered(fx, around) > 90 * 126);
    SDL_Rect farAway = {0, 0, TARGET_W, 40};
    assert_int_equal(covered(fx, farAway), 0);
    assert_true(glow.w > dst.w && glow.h > dst.h);
}

static void make_dir(const char *path)
{
#ifdef _WIN32
    _mkdir(path);
#else
    mkdir(path, 0755);
#endif
}

static void test_missing_folder(void **state)
{
    Fixture *fx = *state;
    char dir[1024], err[1024] = "";
    snprintf(dir, sizeof(dir), "%s/test_card_atlas_empty", PARLOUR_TEST_BUILD_DIR);
    make_dir(dir);
    assert_null(CardAtlas_Load(fx->renderer, dir, err, sizeof(err)));
    assert_non_null(strstr(err, "cards-126-2c.pack"));
    assert_non_null(strstr(err, "missing"));
    assert_non_null(strstr(err, "cmake --build"));
}

static void test_corrupt_file(void **state)
{
    Fixture *fx = *state;
    char dir[1024], path[1200], err[1024] = "";
    snprintf(dir, sizeof(dir), "%s/test_card_atlas_corrupt", PARLOUR_TEST_BUILD_DIR);
    make_dir(dir);
    snprintf(path, sizeof(path), "%s/cards", dir);
    make_dir(path);
    for (int tier = 0; tier < CARD_TIER_COUNT; tier++) {
        for (int four = 0; four < 2; four++) {
            snprintf(path, sizeof(path), "%s/cards/cards-%d-%s.pack", dir, kCardTierHeights[tier], four ? "4c" : "2c");
            FILE *f = fopen(path, "wb");
            assert_non_null(f);
            fputs("not a card pack", f);
            fclose(f);
        }
    }
    assert_null(CardAtlas_Load(fx->renderer, dir, err, sizeof(err)));
    assert_non_null(strstr(err, "cards-126-2c.pack"));
    assert_non_null(strstr(err, "damaged"));
}

static void copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    assert_non_null(in);
    assert_non_null(out);
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof(buf), in)) > 0) {
        assert_int_equal(fwrite(buf, 1, n, out), n);
    }
    fclose(in);
    fclose(out);
}

/* Overwrites every cell's PNG in a pack past its first 8 bytes with zeros: the head is sound, the pixels are not. */
static void spoil_cells(const char *path)
{
    FILE *f = fopen(path, "r+b");
    assert_non_null(f);
    unsigned char head[CARD_PACK_HEAD_BYTES];
    assert_int_equal(fread(head, 1, sizeof head, f), sizeof head);
    for (int cell = 0; cell < CARD_ATLAS_CELLS; cell++) {
        const unsigned char *p = head + 20 + cell * 8;
        long offset = (long)(p[0] | (p[1] << 8) | (p[2] << 16) | ((unsigned long)p[3] << 24));
        size_t size = (size_t)(p[4] | (p[5] << 8) | (p[6] << 16) | ((unsigned long)p[7] << 24));
        static const unsigned char zeros[64];
        assert_int_equal(fseek(f, offset + 8, SEEK_SET), 0);
        assert_int_equal(fwrite(zeros, 1, size - 8 < sizeof zeros ? size - 8 : sizeof zeros, f),
                         size - 8 < sizeof zeros ? size - 8 : sizeof zeros);
    }
    fclose(f);
}

/* A pack cut short fails the start-up check, naming the file. */
static void test_truncated_pack(void **state)
{
    Fixture *fx = *state;
    char dir[1024], path[1200], from[1200], err[1024] = "";
    snprintf(dir, sizeof(dir), "%s/test_card_atlas_truncated", PARLOUR_TEST_BUILD_DIR);
    make_dir(dir);
    snprintf(path, sizeof(path), "%s/cards", dir);
    make_dir(path);
    for (int tier = 0; tier < CARD_TIER_COUNT; tier++) {
        for (int four = 0; four < 2; four++) {
            const char *name = four ? "4c" : "2c";
            snprintf(path, sizeof(path), "%s/cards/cards-%d-%s.pack", dir, kCardTierHeights[tier], name);
            snprintf(from, sizeof(from), "%s/cards/cards-%d-%s.pack", asset_dir(), kCardTierHeights[tier], name);
            copy_file(from, path);
        }
    }
    snprintf(path, sizeof(path), "%s/cards/cards-%d-4c.pack", dir, kCardTierHeights[2]);
    snprintf(from, sizeof(from), "%s/cards/cards-%d-4c.pack", asset_dir(), kCardTierHeights[2]);
    FILE *in = fopen(from, "rb"), *out = fopen(path, "wb");
    assert_non_null(in);
    assert_non_null(out);
    char buf[4096];
    size_t got = fread(buf, 1, sizeof buf, in); /* the head and a little of the first cell */
    assert_int_equal(fwrite(buf, 1, got, out), got);
    fclose(in);
    fclose(out);
    assert_null(CardAtlas_Load(fx->renderer, dir, err, sizeof(err)));
    assert_non_null(strstr(err, "-4c.pack"));
    assert_non_null(strstr(err, "damaged"));
}

/* A bigger tier whose head passes the start-up check but whose pixels are spoilt: the card is
   still drawn, from the small tier. */
static void test_bad_big_tier_falls_back(void **state)
{
    Fixture *fx = *state;
    char dir[1024], path[1200], from[1200], err[1024] = "";
    snprintf(dir, sizeof(dir), "%s/test_card_atlas_fallback", PARLOUR_TEST_BUILD_DIR);
    make_dir(dir);
    snprintf(path, sizeof(path), "%s/cards", dir);
    make_dir(path);
    for (int tier = 0; tier < CARD_TIER_COUNT; tier++) {
        for (int four = 0; four < 2; four++) {
            const char *name = four ? "4c" : "2c";
            snprintf(path, sizeof(path), "%s/cards/cards-%d-%s.pack", dir, kCardTierHeights[tier], name);
            snprintf(from, sizeof(from), "%s/cards/cards-%d-%s.pack", asset_dir(), kCardTierHeights[tier], name);
            copy_file(from, path);
            if (tier > 0) {
                spoil_cells(path);
            }
        }
    }
    CardAtlas *atlas = CardAtlas_Load(fx->renderer, dir, err, sizeof(err));
    assert_non_null(atlas);
    CardStyle style = {1, false};
    SDL_FRect big = {30, 10, 260, 364};
    for (int i = 0; i < 2; i++) {
        begin(fx);
        CardAtlas_DrawCard(atlas, Card_Make(RANK_TEN, SUIT_CLUBS), true, style, &big, 0.0, 255);
        finish(fx);
        SDL_Rect inner = {40, 20, 240, 344};
        assert_int_equal(covered(fx, inner), 240 * 344);
    }
    CardAtlas_Unload(atlas);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_face_and_back_differ),
        cmocka_unit_test(test_backs_differ),
        cmocka_unit_test(test_colourways),
        cmocka_unit_test(test_tiers_and_rotation),
        cmocka_unit_test(test_missing_folder),
        cmocka_unit_test(test_corrupt_file),
        cmocka_unit_test(test_truncated_pack),
        cmocka_unit_test(test_bad_big_tier_falls_back),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
