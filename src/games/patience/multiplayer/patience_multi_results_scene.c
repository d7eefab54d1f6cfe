/* patience_multi_results_scene.c: several players' scores, their layouts, and the book's settlement between them. */
#include "games/patience/multiplayer/patience_multi.h"

#include "games/patience/multiplayer/patience_multi_store.h"
#include "games/patience/patience_names.h"
#include "games/patience/patience_scenes.h"

#include "app/app.h"
#include "core/patience/patience_score.h"
#include "platform/audio.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_menu.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int PatienceMulti_Standings(const int *scores, int count, PmStanding *out)
{
    if (count < 2 || count > PM_MAX_STANDINGS) {
        return 0;
    }
    int balance[PM_MAX_STANDINGS];
    Patience_Settle(scores, count, balance);
    for (int i = 0; i < count; i++) {
        out[i] = (PmStanding){i, scores[i], balance[i], 0};
    }
    /* Insertion sort: stable, so equal scores keep the order of the seats. */
    for (int i = 1; i < count; i++) {
        PmStanding s = out[i];
        int k = i;
        while (k > 0 && out[k - 1].score < s.score) {
            out[k] = out[k - 1];
            k--;
        }
        out[k] = s;
    }
    for (int i = 0; i < count; i++) {
        out[i].rank = i > 0 && out[i].score == out[i - 1].score ? out[i - 1].rank : i + 1;
    }
    return count;
}

typedef struct ResultsScene {
    Scene base;
    PmSetup setup;
    PatienceGame games[PM_MAX_SEATS];
    PmStanding standings[PM_MAX_SEATS];
    int count;
    PmRecords records;
    bool haveRecords;
    UiMenu menu;
} ResultsScene;

enum {
    ITEM_AGAIN,
    ITEM_BACK
};

static void Handle(Scene *sc, App *app, const InputEvent *ev)
{
    ResultsScene *r = (ResultsScene *)sc;
    if (ev->action == ACTION_BACK) {
        App_Pop(app);
        return;
    }
    int index = 0;
    if (UiMenu_Handle(&r->menu, ev, &index) != UI_MENU_ACTIVATE) {
        return;
    }
    if (index == ITEM_AGAIN) {
        /* The same players and devices on a new deal. */
        Scene *table = PatienceMultiScene_Create(app, &r->setup, 0);
        if (table != NULL) {
            App_Replace(app, table);
        }
    } else {
        App_Pop(app);
    }
}

static void Update(Scene *sc, App *app, float dt)
{
    (void)app;
    UiMenu_Update(&((ResultsScene *)sc)->menu, dt);
}

/* The finished square, small. */
static void DrawLayout(App *app, const PatienceGame *game, float cx, float y, float cardH)
{
    Card sq[PATIENCE_SIDE][PATIENCE_SIDE];
    Patience_Square(game, sq, NULL, NULL);
    float w = cardH * 5.0f / 7.0f;
    float px = w + 4.0f;
    float py = cardH + 4.0f;
    float x0 = cx - (px * PATIENCE_SIDE - 4.0f) * 0.5f;
    for (int r = 0; r < PATIENCE_SIDE; r++) {
        for (int c = 0; c < PATIENCE_SIDE; c++) {
            SDL_FRect rect = Gfx_ToPixels(&app->gfx, (SDL_FRect){x0 + (float)c * px, y + (float)r * py, w, cardH});
            if (sq[r][c] == CARD_NONE) {
                CardAtlas_DrawSlot(app->cards, &rect, 90);
            } else {
                CardAtlas_DrawCard(app->cards, sq[r][c], true, App_CardStyle(app), &rect, 0.0, 255);
            }
        }
    }
}

static void DrawStanding(ResultsScene *r, App *app, int i, SDL_FRect box)
{
    Gfx *gfx = &app->gfx;
    const PmStanding *st = &r->standings[i];
    const PmSeat *seat = &r->setup.seats[st->seat];
    SDL_Color colour = PatienceMulti_Colour(seat->colour);
    Gfx_FillRoundRect(gfx, box, 16.0f, Gfx_Rgba(0, 0, 0, 70));
    Gfx_StrokeRoundRect(gfx, box, 16.0f, st->rank == 1 ? 3.0f : 1.5f, st->rank == 1 ? THEME_GOLD : colour);
    float mid = box.x + box.w * 0.5f;
    char text[64];
    static const char *const kPlaces[] = {"1st", "2nd", "3rd", "4th"};
    TextStyle place = Text_Style(FONT_SANS_BOLD, 17.0f, st->rank == 1 ? THEME_GOLD : THEME_PARCHMENT, TEXT_LEFT);
    Text_Draw(gfx, &place, box.x + 14.0f, box.y + 12.0f, kPlaces[(st->rank - 1) % 4]);
    Gfx_FillRoundRect(gfx, (SDL_FRect){box.x + box.w - 32.0f, box.y + 14.0f, 18.0f, 18.0f}, 9.0f, colour);
    TextStyle name = Text_Style(FONT_SERIF_BOLD, 26.0f, THEME_CREAM, TEXT_CENTER);
    Text_DrawFit(gfx, &name, mid, box.y + 36.0f, box.w - 24.0f, seat->name);
    float cardH = fminf(36.0f, (box.w - 40.0f) / 5.0f * 7.0f / 5.0f - 4.0f);
    DrawLayout(app, &r->games[st->seat], mid, box.y + 76.0f, cardH);
    float y = box.y + 76.0f + (cardH + 4.0f) * 5.0f + 10.0f;
    snprintf(text, sizeof text, "%d", st->score);
    TextStyle score = Text_Style(FONT_SERIF_BOLD, 40.0f, THEME_GOLD, TEXT_CENTER);
    Text_Draw(gfx, &score, mid, y, text);
    snprintf(text, sizeof text, "%+d", st->balance);
    TextStyle bal = Text_Style(FONT_SANS_BOLD, 24.0f,
                               st->balance > 0 ? THEME_GREEN_OK
                                               : (st->balance < 0 ? Gfx_Rgba(240, 120, 100, 255) : THEME_PARCHMENT),
                               TEXT_CENTER);
    Text_Draw(gfx, &bal, mid, y + 50.0f, text);
}

/* The pair by pair account, e.g. "Ben pays Ada 6", as many as fit in two columns. */
static void DrawPayments(ResultsScene *r, App *app, float x, float y, float w)
{
    Gfx *gfx = &app->gfx;
    TextStyle head = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_PARCHMENT, TEXT_LEFT);
    Text_Draw(gfx, &head, x, y, "Every pair settles the difference of their scores:");
    TextStyle s = Text_Style(FONT_SANS, 17.0f, THEME_CREAM, TEXT_LEFT);
    int n = 0;
    char text[160], a[PM_NAME_MAX + 4], b[PM_NAME_MAX + 4];
    for (int i = 0; i < r->count; i++) {
        for (int j = i + 1; j < r->count; j++) {
            const PmStanding *hi = &r->standings[i];
            const PmStanding *lo = &r->standings[j];
            /* Each name gets its share of the column; a long one is cut. */
            snprintf(text, sizeof text, hi->score == lo->score ? " and : level" : " pays  %d", hi->score - lo->score);
            float share = (w / 3.0f - 16.0f - Text_Width(gfx, &s, text)) * 0.5f;
            Text_Fit(gfx, &s, r->setup.seats[lo->seat].name, share, a, sizeof a);
            Text_Fit(gfx, &s, r->setup.seats[hi->seat].name, share, b, sizeof b);
            if (hi->score == lo->score) {
                snprintf(text, sizeof text, "%s and %s: level", b, a);
            } else {
                snprintf(text, sizeof text, "%s pays %s %d", a, b, hi->score - lo->score);
            }
            Text_Draw(gfx, &s, x + (float)(n % 3) * (w / 3.0f), y + 26.0f + (float)(n / 3) * 24.0f, text);
            n++;
        }
    }
}

static void DrawRecords(ResultsScene *r, App *app, float x, float y, float w)
{
    if (!r->haveRecords) {
        return;
    }
    TextStyle s = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_LEFT);
    /* Names cut short enough that the line wraps to two at most, above the controls bar. */
    float room = w / 7.0f;
    char text[320], name[PM_NAME_MAX + 4];
    int n = snprintf(text, sizeof text, "Games together: %d", r->records.games);
    if (r->records.best >= 0) {
        Text_Fit(&app->gfx, &s, r->records.bestName, room, name, sizeof name);
        n += snprintf(text + n, sizeof text - (size_t)n, "  \xC2\xB7  Best ever: %d by %s", r->records.best, name);
    }
    n += snprintf(text + n, sizeof text - (size_t)n, "  \xC2\xB7  Wins:");
    for (int i = 0; i < r->count && n < (int)sizeof text; i++) {
        const PmPlayerRecord *p = PatienceMultiRecords_Find(&r->records, r->setup.seats[r->standings[i].seat].name);
        Text_Fit(&app->gfx, &s, r->setup.seats[r->standings[i].seat].name, room, name, sizeof name);
        n += snprintf(text + n, sizeof text - (size_t)n, "%s %s %d", i > 0 ? "," : "", name, p != NULL ? p->wins : 0);
    }
    Text_DrawWrapped(&app->gfx, &s, x, y, w, text, true);
}

static void Draw(Scene *sc, App *app)
{
    ResultsScene *r = (ResultsScene *)sc;
    Gfx_DrawFelt(&app->gfx);
    char subtitle[96];
    snprintf(subtitle, sizeof subtitle, "%s \xC2\xB7 %s", PatienceNames_Layout(r->setup.variant.layout),
             PatienceNames_Table(r->setup.variant.table));
    Ui_DrawHeading(app, "Results", subtitle);
    float gap = 16.0f;
    float w = fminf(300.0f, (LAYOUT_W - 80.0f - gap * (float)(r->count - 1)) / (float)r->count);
    float total = w * (float)r->count + gap * (float)(r->count - 1);
    float x = (LAYOUT_W - total) * 0.5f;
    for (int i = 0; i < r->count; i++) {
        DrawStanding(r, app, i, (SDL_FRect){x + (float)i * (w + gap), 138.0f, w, 384.0f});
    }
    DrawPayments(r, app, 60.0f, 534.0f, 860.0f);
    DrawRecords(r, app, 60.0f, 612.0f, 860.0f);
    UiMenu_Draw(&r->menu, app);
    UiPrompt prompts[] = {{ACTION_CONFIRM, "Select"}, {ACTION_BACK, "Back"}};
    Ui_DrawPrompts(app, prompts, 2);
}

static void Destroy(Scene *s)
{
    free(s);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    return UiMenu_Locate(&((ResultsScene *)s)->menu, name, out);
}

static void Enter(Scene *s, App *app)
{
    (void)s;
    (void)app;
    Audio_Play(SFX_FANFARE);
}

static const SceneOps kOps = {
    .name = "patience-multi-results",
    .enter = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

static ResultsScene *Make(const PmSetup *setup, const PatienceGame *games)
{
    if (setup->count < 2 || setup->count > PM_MAX_SEATS) {
        return NULL;
    }
    ResultsScene *r = calloc(1, sizeof *r);
    if (r == NULL) {
        return NULL;
    }
    r->base.ops = &kOps;
    r->base.settle = SCENE_RESULT_SETTLE;
    r->setup = *setup;
    r->count = setup->count;
    int scores[PM_MAX_SEATS];
    for (int i = 0; i < r->count; i++) {
        r->games[i] = games[i];
        scores[i] = Patience_Score(&games[i]);
    }
    PatienceMulti_Standings(scores, r->count, r->standings);
    UiMenu_Init(&r->menu, 960.0f, 540.0f, 260.0f, 50.0f);
    UiMenu_Add(&r->menu, "Play again");
    UiMenu_Add(&r->menu, "Back");
    return r;
}

Scene *PatienceMultiResultsScene_Create(App *app, const PmSetup *setup, const PatienceGame *games)
{
    (void)app;
    ResultsScene *r = Make(setup, games);
    if (r == NULL) {
        return NULL;
    }
    char message[PLAYER_MESSAGE_MAX];
    /* The table recorded the game already; a file it could not read was reported there. */
    r->haveRecords = PatienceMultiStore_Load(&r->records, message, sizeof message) == PATIENCE_STORE_OK;
    return &r->base;
}

Scene *PatienceMultiResultsScene_CreateDemo(App *app)
{
    (void)app;
    static const char *const kNames[] = {"Ada", "Ben", "Cleo", "Dora"};
    PmSetup setup = {PM_SPLIT, Patience_DefaultVariant(), 4, {{{0}, 0, 0}}};
    PatienceGame games[PM_MAX_SEATS];
    for (int i = 0; i < 4; i++) {
        snprintf(setup.seats[i].name, sizeof setup.seats[i].name, "%s", Scenes_DemoName(i, kNames[i]));
        setup.seats[i].colour = i;
        setup.seats[i].pad = i == 0 ? PM_KEYBOARD : i - 1;
        /* Four different finished layouts of one deal: the free layout filled in four orders. */
        Patience_NewGame(&games[i], (PatienceVariant){PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH}, 39u);
        static const int kStride[] = {1, 3, 7, 9}; /* prime to 25: each visits every cell once */
        for (int k = 0; k < PATIENCE_CARDS; k++) {
            int slot = (k * kStride[i] + i * 3) % PATIENCE_CARDS;
            Patience_Place(&games[i], PATIENCE_FREE_FIRST + slot / PATIENCE_SIDE,
                           PATIENCE_FREE_FIRST + slot % PATIENCE_SIDE);
        }
    }
    setup.variant = games[0].variant;
    ResultsScene *r = Make(&setup, games);
    if (r == NULL) {
        return NULL;
    }
    PatienceMultiRecords_Clear(&r->records);
    const char *names[4];
    int scores[PM_MAX_SEATS];
    for (int i = 0; i < 4; i++) {
        scores[i] = Patience_Score(&games[i]);
        names[i] = setup.seats[i].name;
    }
    PatienceMultiRecords_Add(&r->records, names, scores, 4);
    r->haveRecords = true;
    return &r->base;
}

/* ---- for tests ---- */

const PmStanding *PatienceMultiResults_Standings(Scene *scene, int *count)
{
    ResultsScene *r = (ResultsScene *)scene;
    *count = r->count;
    return r->standings;
}
