/* patience_stats_scene.c: Poker Patience records per layout and table: totals, a score histogram and hands made. */
#include "games/patience/patience_scenes.h"

#include "games/patience/patience_names.h"

#include "app/app.h"
#include "platform/audio.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One page per (layout, table): the pair's records are separate games (patience_stats.h says why). */
#define PAGES (PATIENCE_LAYOUT_COUNT * PATIENCE_TABLE_COUNT)

#define TAB_Y 130.0f
#define TAB_H 60.0f
#define TAB_W 186.0f
#define TAB_GAP 10.0f
#define TILE_Y 206.0f
#define TILE_H 100.0f
#define LOWER_Y 322.0f
#define LOWER_H 326.0f
#define CONTENT_X 73.0f
#define CONTENT_W 1134.0f
#define HIST_W 640.0f
#define HANDS_GAP 18.0f

typedef struct StatsScene {
    Scene base;
    PatienceStats stats;
    int page;
    float slide;   /* content offset of the page change, eased to 0 */
    float tabAnim; /* eased x of the tab marker */
    int hoverTab;  /* -1 none */
    int pressedTab;
    bool backHover, backPressed;
    char notice[PLAYER_MESSAGE_MAX]; /* a corrupt statistics file: shown once the scene is up */
} StatsScene;

static PatienceVariant PageVariant(int page)
{
    PatienceVariant v = {(PatienceLayout)(page / PATIENCE_TABLE_COUNT), (PatienceTable)(page % PATIENCE_TABLE_COUNT)};
    return v;
}

static int VariantPage(PatienceVariant v)
{
    if (!Patience_VariantIsValid(v)) {
        return 0;
    }
    return (int)v.layout * PATIENCE_TABLE_COUNT + (int)v.table;
}

static SDL_FRect TabRect(int page)
{
    float total = PAGES * TAB_W + (PAGES - 1) * TAB_GAP;
    return (SDL_FRect){(LAYOUT_W - total) * 0.5f + (float)page * (TAB_W + TAB_GAP), TAB_Y, TAB_W, TAB_H};
}

static SDL_FRect BackRect(void)
{
    return (SDL_FRect){40.0f, 40.0f, 128.0f, 48.0f};
}

/* "Serpent English": what locate() answers to for a tab. */
static void TabName(int page, char *buf, size_t size)
{
    PatienceVariant v = PageVariant(page);
    const char *table = v.table == PATIENCE_TABLE_ENGLISH ? "English" : "American";
    snprintf(buf, size, "%s %s", PatienceNames_LayoutShort(v.layout), table);
}

/* ---- input ---- */

static void ShowPage(StatsScene *s, App *app, int page)
{
    page = (page + PAGES) % PAGES;
    if (page == s->page) {
        return;
    }
    float dir = page > s->page ? 1.0f : -1.0f;
    s->page = page;
    s->slide = App_AnimTime(app, 1.0f) > 0.0f ? dir * 70.0f : 0.0f;
    Audio_Play(SFX_MOVE);
}

static int TabAt(float x, float y)
{
    for (int i = 0; i < PAGES; i++) {
        if (Gfx_Contains(TabRect(i), x, y)) {
            return i;
        }
    }
    return -1;
}

static void Leave(App *app)
{
    Audio_Play(SFX_SELECT);
    App_Pop(app);
}

static void Handle(Scene *base, App *app, const InputEvent *ev)
{
    StatsScene *s = (StatsScene *)base;
    switch (ev->action) {
    case ACTION_LEFT:
    case ACTION_PREV_AREA: ShowPage(s, app, s->page - 1); break;
    case ACTION_RIGHT:
    case ACTION_NEXT_AREA: ShowPage(s, app, s->page + 1); break;
    case ACTION_CONFIRM:
    case ACTION_BACK:
    case ACTION_MENU: Leave(app); break;
    case ACTION_HELP: App_Push(app, RulesScene_Create(app, PATIENCE_RULES_FILE)); break;
    case ACTION_POINTER_MOVE:
        s->hoverTab = TabAt(ev->x, ev->y);
        s->backHover = Gfx_Contains(BackRect(), ev->x, ev->y);
        break;
    case ACTION_POINTER_DOWN:
        s->pressedTab = TabAt(ev->x, ev->y);
        s->backPressed = Gfx_Contains(BackRect(), ev->x, ev->y);
        break;
    case ACTION_POINTER_UP: {
        int tab = TabAt(ev->x, ev->y);
        if (tab >= 0 && tab == s->pressedTab) {
            ShowPage(s, app, tab);
        } else if (s->backPressed && Gfx_Contains(BackRect(), ev->x, ev->y)) {
            Leave(app);
        }
        s->pressedTab = -1;
        s->backPressed = false;
        break;
    }
    default: break;
    }
}

static void Update(Scene *base, App *app, float dt)
{
    StatsScene *s = (StatsScene *)base;
    float k = App_AnimTime(app, 1.0f) > 0.0f ? dt * 14.0f / App_AnimTime(app, 1.0f) : 1.0f;
    k = k > 1.0f ? 1.0f : k;
    s->slide -= s->slide * k;
    if (fabsf(s->slide) < 0.5f) {
        s->slide = 0.0f;
    }
    float target = TabRect(s->page).x;
    s->tabAnim += (target - s->tabAnim) * k;
}

static void Enter(Scene *base, App *app)
{
    StatsScene *s = (StatsScene *)base;
    if (s->notice[0] != '\0') {
        App_Push(app, MessageScene_Create(app, "Statistics set aside", s->notice));
        s->notice[0] = '\0';
    }
}

/* ---- drawing ---- */

static void DrawTabs(StatsScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    for (int i = 0; i < PAGES; i++) {
        SDL_FRect r = TabRect(i);
        PatienceVariant v = PageVariant(i);
        bool on = i == s->page;
        const PatienceRecord *rec = PatienceStats_Get(&s->stats, v);
        Gfx_FillRoundRect(gfx, r, THEME_RADIUS,
                          on ? Gfx_Rgba(222, 184, 92, 64) : Gfx_Rgba(0, 0, 0, i == s->hoverTab ? 120 : 80));
        if (i == s->hoverTab && !on) {
            Gfx_StrokeRoundRect(gfx, r, THEME_RADIUS, 1.5f, THEME_CREAM);
        }
        TextStyle ls = Text_Style(FONT_SANS_BOLD, 21.0f, on ? THEME_FOCUS : THEME_CREAM, TEXT_CENTER);
        Text_Draw(gfx, &ls, r.x + r.w * 0.5f, r.y + 7.0f, PatienceNames_LayoutShort(v.layout));
        char sub[48];
        snprintf(sub, sizeof sub, "%s", PatienceNames_Table(v.table));
        if (rec != NULL && rec->games > 0) {
            snprintf(sub, sizeof sub, "%s \xC2\xB7 %u game%s",
                     v.table == PATIENCE_TABLE_ENGLISH ? "English" : "American", rec->games,
                     rec->games == 1 ? "" : "s");
        }
        TextStyle ss = Text_Style(FONT_SANS, 16.0f, on ? THEME_CREAM : THEME_PARCHMENT, TEXT_CENTER);
        Text_Draw(gfx, &ss, r.x + r.w * 0.5f, r.y + 35.0f, sub);
    }
    SDL_FRect marker = {s->tabAnim + 14.0f, TAB_Y + TAB_H - 5.0f, TAB_W - 28.0f, 5.0f};
    Gfx_FillRoundRect(gfx, marker, 2.5f, THEME_FOCUS);
}

static void DrawTile(App *app, SDL_FRect r, const char *label, const char *value, const char *note)
{
    Gfx *gfx = &app->gfx;
    Ui_DrawPanel(app, r);
    TextStyle ls = Text_Style(FONT_SANS, 18.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(gfx, &ls, r.x + r.w * 0.5f, r.y + 10.0f, label);
    TextStyle vs = Text_Style(FONT_SERIF_BOLD, 44.0f, THEME_GOLD, TEXT_CENTER);
    Text_Draw(gfx, &vs, r.x + r.w * 0.5f, r.y + 32.0f, value);
    if (note != NULL) {
        TextStyle ns = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
        Text_Draw(gfx, &ns, r.x + r.w * 0.5f, r.y + r.h - 24.0f, note);
    }
}

static void DrawTiles(const PatienceRecord *rec, App *app, float dx)
{
    enum {
        TILES = 5
    };
    float w = (CONTENT_W - (TILES - 1) * 18.0f) / TILES;
    char games[16], average[16], best[16], undo[16], undoNote[48], hint[16], hintNote[48];
    snprintf(games, sizeof games, "%u", rec->games);
    snprintf(average, sizeof average, "%.1f", (double)rec->totalScore / rec->games);
    snprintf(best, sizeof best, "%d", rec->best);
    snprintf(undo, sizeof undo, "%u", rec->gamesWithUndo);
    snprintf(undoNote, sizeof undoNote, "%u card%s taken back", rec->undos, rec->undos == 1 ? "" : "s");
    snprintf(hint, sizeof hint, "%u", rec->gamesWithHint);
    snprintf(hintNote, sizeof hintNote, "%u hint%s used", rec->hints, rec->hints == 1 ? "" : "s");
    const char *labels[TILES] = {"Games", "Average", "Best", "Games with undo", "Games with hints"};
    const char *values[TILES] = {games, average, best, undo, hint};
    const char *notes[TILES] = {NULL, NULL, NULL, undoNote, hintNote};
    for (int i = 0; i < TILES; i++) {
        SDL_FRect r = {CONTENT_X + dx + (float)i * (w + 18.0f), TILE_Y, w, TILE_H};
        DrawTile(app, r, labels[i], values[i], notes[i]);
    }
}

static void DrawHistogram(const PatienceRecord *rec, PatienceTable table, App *app, float dx)
{
    Gfx *gfx = &app->gfx;
    SDL_FRect panel = {CONTENT_X + dx, LOWER_Y, HIST_W, LOWER_H};
    Ui_DrawPanel(app, panel);
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 24.0f, THEME_GOLD, TEXT_LEFT);
    Text_Draw(gfx, &head, panel.x + 22.0f, panel.y + 14.0f, "Scores");
    int width = PatienceStats_BucketWidth(table);
    char note[48];
    snprintf(note, sizeof note, "%d points a bar \xC2\xB7 your best in gold", width);
    TextStyle ns = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_RIGHT);
    Text_Draw(gfx, &ns, panel.x + panel.w - 22.0f, panel.y + 22.0f, note);

    /* Only as many buckets as the scores reach (at least half the axis), so typical scores get wide bars. */
    uint32_t most = 1;
    int shown = PATIENCE_STATS_BUCKETS / 2;
    for (int i = 0; i < PATIENCE_STATS_BUCKETS; i++) {
        most = rec->histogram[i] > most ? rec->histogram[i] : most;
        if (rec->histogram[i] > 0 && i + 2 > shown) {
            shown = i + 2 < PATIENCE_STATS_BUCKETS ? i + 2 : PATIENCE_STATS_BUCKETS;
        }
    }
    float plotX = panel.x + 30.0f;
    float plotW = panel.w - 60.0f;
    float base = panel.y + panel.h - 46.0f;
    float plotH = base - (panel.y + 104.0f);
    float slot = plotW / (float)shown;
    int bestBucket = PatienceStats_Bucket(table, rec->best);
    Gfx_FillRect(gfx, (SDL_FRect){plotX, base, plotW, 2.0f}, THEME_PANEL_EDGE);
    TextStyle count = Text_Style(FONT_SANS_BOLD, 16.0f, THEME_CREAM, TEXT_CENTER);
    TextStyle axis = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
    int labelEvery = shown > 12 ? 5 : 2;
    for (int i = 0; i < shown; i++) {
        float x = plotX + (float)i * slot;
        uint32_t n = rec->histogram[i];
        if (n > 0) {
            float h = (float)n / (float)most * plotH;
            h = h < 4.0f ? 4.0f : h;
            float gap = slot * 0.14f;
            SDL_FRect bar = {x + gap, base - h, slot - 2.0f * gap, h};
            Gfx_FillRoundRect(gfx, bar, 3.0f, i == bestBucket ? THEME_GOLD : Gfx_Rgba(214, 204, 176, 220));
            char text[16];
            snprintf(text, sizeof text, "%u", n);
            Text_Draw(gfx, &count, x + slot * 0.5f, base - h - 21.0f, text);
        }
        /* Regular ticks, and the axis's end unless a regular tick sits right beside it. */
        bool end = i == shown - 1 && i % labelEvery > labelEvery / 2;
        if (i % labelEvery == 0 || end) {
            char text[16];
            snprintf(text, sizeof text, i == PATIENCE_STATS_BUCKETS - 1 ? "%d+" : "%d", i * width);
            Gfx_FillRect(gfx, (SDL_FRect){x, base, 1.5f, 6.0f}, THEME_PANEL_EDGE);
            Text_Draw(gfx, &axis, x, base + 10.0f, text);
        }
    }
    /* The average as a marker along the axis, so a single glance places it among the bars. */
    double average = (double)rec->totalScore / rec->games;
    float ax = plotX + (float)(average / width) * slot;
    ax = ax > plotX + plotW ? plotX + plotW : ax;
    float markTop = panel.y + 76.0f;
    Gfx_FillRect(gfx, (SDL_FRect){ax - 1.0f, markTop, 2.0f, base - markTop}, THEME_GREEN_OK);
    char avgText[32];
    snprintf(avgText, sizeof avgText, "average %.1f", average);
    bool right = ax > panel.x + panel.w - 160.0f;
    TextStyle avg = Text_Style(FONT_SANS_BOLD, 16.0f, THEME_GREEN_OK, right ? TEXT_RIGHT : TEXT_LEFT);
    Text_Draw(gfx, &avg, right ? ax + 1.0f : ax - 1.0f, markTop - 22.0f, avgText);
}

/* The classes in the order of the table's points, highest first; nothing last. */
static int ClassOrder(PatienceTable table, PokerClass order[POKER_CLASS_COUNT])
{
    int n = 0;
    for (int c = POKER_CLASS_COUNT - 1; c > POKER_NOTHING; c--) {
        if (Patience_TableClass(table, (PokerClass)c) == (PokerClass)c) {
            order[n++] = (PokerClass)c;
        }
    }
    for (int i = 1; i < n; i++) {
        for (int j = i; j > 0 && Patience_ClassPoints(table, order[j]) > Patience_ClassPoints(table, order[j - 1]);
             j--) {
            PokerClass t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    }
    order[n++] = POKER_NOTHING;
    return n;
}

static void DrawHands(const PatienceRecord *rec, PatienceTable table, App *app, float dx)
{
    Gfx *gfx = &app->gfx;
    SDL_FRect panel = {CONTENT_X + HIST_W + HANDS_GAP + dx, LOWER_Y, CONTENT_W - HIST_W - HANDS_GAP, LOWER_H};
    Ui_DrawPanel(app, panel);
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 24.0f, THEME_GOLD, TEXT_LEFT);
    Text_Draw(gfx, &head, panel.x + 22.0f, panel.y + 14.0f, "Hands made");
    uint64_t lines = 0;
    for (int c = 0; c < POKER_CLASS_COUNT; c++) {
        lines += rec->hands[c];
    }
    char note[48];
    snprintf(note, sizeof note, "of %llu lines", (unsigned long long)lines);
    TextStyle ns = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_RIGHT);
    Text_Draw(gfx, &ns, panel.x + panel.w - 22.0f, panel.y + 22.0f, note);

    PokerClass order[POKER_CLASS_COUNT];
    int n = ClassOrder(table, order);
    /* Bars against the most common class, so the rare hands still show a difference. */
    uint32_t most = 1;
    for (int c = 0; c < POKER_CLASS_COUNT; c++) {
        most = rec->hands[c] > most ? rec->hands[c] : most;
    }
    float top = panel.y + 58.0f;
    float rowH = (panel.h - 70.0f) / (float)n;
    float barX = panel.x + 200.0f;
    float barW = panel.w - 200.0f - 150.0f;
    for (int i = 0; i < n; i++) {
        PokerClass c = order[i];
        uint32_t made = rec->hands[c];
        float y = top + (float)i * rowH;
        bool any = made > 0;
        char name[32];
        PatienceNames_Hand(table, c, name, sizeof name);
        TextStyle ts = Text_Style(FONT_SANS, 18.0f, any ? THEME_CREAM : THEME_DISABLED, TEXT_LEFT);
        float ty = y + (rowH - Text_LineHeight(gfx, &ts)) * 0.5f;
        Text_Draw(gfx, &ts, panel.x + 22.0f, ty, name);
        double share = lines > 0 ? (double)made / (double)lines : 0.0;
        SDL_FRect track = {barX, y + rowH * 0.5f - 5.0f, barW, 10.0f};
        Gfx_FillRoundRect(gfx, track, 5.0f, Gfx_Rgba(0, 0, 0, 110));
        if (any) {
            SDL_FRect fill = track;
            fill.w = barW * (float)made / (float)most;
            fill.w = fill.w < 6.0f ? 6.0f : fill.w;
            Gfx_FillRoundRect(gfx, fill, 5.0f, c == POKER_NOTHING ? THEME_DISABLED : THEME_GOLD);
        }
        char text[32];
        snprintf(text, sizeof text, "%u", made);
        TextStyle cs = Text_Style(FONT_SANS_BOLD, 18.0f, any ? THEME_CREAM : THEME_DISABLED, TEXT_RIGHT);
        Text_Draw(gfx, &cs, panel.x + panel.w - 82.0f, ty, text);
        snprintf(text, sizeof text, share >= 0.095 || share == 0.0 ? "%.0f%%" : "%.1f%%", share * 100.0);
        TextStyle ps = Text_Style(FONT_SANS, 16.0f, any ? THEME_PARCHMENT : THEME_DISABLED, TEXT_RIGHT);
        Text_Draw(gfx, &ps, panel.x + panel.w - 20.0f, ty + 1.0f, text);
    }
}

static void DrawEmpty(StatsScene *s, App *app, float dx)
{
    Gfx *gfx = &app->gfx;
    PatienceVariant v = PageVariant(s->page);
    SDL_FRect r = {(LAYOUT_W - 720.0f) * 0.5f + dx, 236.0f, 720.0f, 330.0f};
    Ui_DrawPanel(app, r);
    /* Three cards face down, waiting for a first game. */
    for (int i = 0; i < 3; i++) {
        float k = (float)i - 1.0f;
        SDL_FRect c = {r.x + r.w * 0.5f - 40.0f + k * 44.0f, r.y + 34.0f + fabsf(k) * 6.0f, 80.0f, 112.0f};
        SDL_FRect px = Gfx_ToPixels(gfx, c);
        SDL_FRect sh = px;
        sh.x += Gfx_Px(gfx, 3.0f);
        sh.y += Gfx_Px(gfx, 5.0f);
        CardAtlas_DrawShadow(app->cards, &sh, k * 10.0, 120);
        CardAtlas_DrawCard(app->cards, CARD_NONE, false, App_CardStyle(app), &px, k * 10.0, 255);
    }
    TextStyle title = Text_Style(FONT_SERIF_BOLD, 36.0f, THEME_GOLD, TEXT_CENTER);
    Text_Draw(gfx, &title, r.x + r.w * 0.5f, r.y + 166.0f, "No games yet");
    static const char *const inSentence[PATIENCE_LAYOUT_COUNT] = {"the classic layout", "the free layout",
                                                                  "the Serpent"};
    char body[256];
    snprintf(body, sizeof body,
             "Finish a game of %s on the %s, and its score, your best and the hands you made will be kept here.",
             inSentence[v.layout], PatienceNames_Table(v.table));
    TextStyle bs = Text_Style(FONT_SANS, 20.0f, THEME_CREAM, TEXT_CENTER);
    float w = r.w - 100.0f;
    Text_DrawWrapped(gfx, &bs, r.x + r.w * 0.5f, r.y + 222.0f, w, body, true);
}

static void Draw(Scene *base, App *app)
{
    StatsScene *s = (StatsScene *)base;
    Gfx *gfx = &app->gfx;
    Gfx_DrawFelt(gfx);
    Ui_DrawHeading(app, "Statistics", "Poker Patience: each layout and table keeps its own records");

    SDL_FRect back = BackRect();
    if (s->backPressed) {
        back.y += 2.0f;
    }
    Gfx_FillRoundRect(gfx, back, THEME_RADIUS, Gfx_Rgba(0, 0, 0, s->backHover ? 130 : 80));
    Gfx_StrokeRoundRect(gfx, back, THEME_RADIUS, 1.5f, s->backHover ? THEME_FOCUS : THEME_PANEL_EDGE);
    TextStyle bs = Text_Style(FONT_SANS_BOLD, 20.0f, s->backHover ? THEME_FOCUS : THEME_CREAM, TEXT_CENTER);
    Text_Draw(gfx, &bs, back.x + back.w * 0.5f, back.y + (back.h - Text_LineHeight(gfx, &bs)) * 0.5f,
              "\xE2\x80\xB9 Back");

    DrawTabs(s, app);
    PatienceVariant v = PageVariant(s->page);
    const PatienceRecord *rec = PatienceStats_Get(&s->stats, v);
    float dx = s->slide;
    if (rec == NULL || rec->games == 0) {
        DrawEmpty(s, app, dx);
    } else {
        DrawTiles(rec, app, dx);
        DrawHistogram(rec, v.table, app, dx);
        DrawHands(rec, v.table, app, dx);
    }
    UiPrompt prompts[] = {{ACTION_LEFT, "Variant"}, {ACTION_HELP, "Rules"}, {ACTION_BACK, "Back"}};
    Ui_DrawPrompts(app, prompts, 3);
}

static bool Locate(Scene *base, App *app, const char *name, SDL_FRect *out)
{
    (void)base;
    (void)app;
    if (strcmp(name, "Back") == 0) {
        *out = BackRect();
        return true;
    }
    for (int i = 0; i < PAGES; i++) {
        char label[48];
        TabName(i, label, sizeof label);
        if (strcmp(name, label) == 0) {
            *out = TabRect(i);
            return true;
        }
    }
    return false;
}

static void Destroy(Scene *s)
{
    free(s);
}

static const SceneOps kOps = {
    .name = "patience-stats",
    .enter = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

static StatsScene *Make(PatienceVariant variant)
{
    StatsScene *s = calloc(1, sizeof *s);
    if (s == NULL) {
        return NULL;
    }
    s->base.ops = &kOps;
    s->page = VariantPage(variant);
    s->tabAnim = TabRect(s->page).x;
    s->hoverTab = -1;
    s->pressedTab = -1;
    return s;
}

Scene *PatienceStatsScene_CreateFor(App *app, PatienceVariant variant)
{
    (void)app;
    StatsScene *s = Make(variant);
    if (s == NULL) {
        return NULL;
    }
    PatienceStoreStatus st = PatienceStore_LoadStats(&s->stats, s->notice, sizeof s->notice);
    if (st == PATIENCE_STORE_OK || st == PATIENCE_STORE_NONE) {
        s->notice[0] = '\0';
    }
    return &s->base;
}

Scene *PatienceStatsScene_Create(App *app)
{
    PatienceVariant v = Patience_DefaultVariant();
    PatienceStore_LoadVariant(&v);
    return PatienceStatsScene_CreateFor(app, v);
}

/*
 * A plain placement policy for the demo's made-up games, the rules help's
 * tip played straight: rows collect a suit, columns collect a rank.
 * Deterministic, so screenshots of the demo never change.
 */
static int CellValue(const PatienceGame *g, Card card, int row, int col)
{
    int suited = 0, offSuit = 0, sameRank = 0, otherRank = 0;
    for (int i = 0; i < PATIENCE_BOARD; i++) {
        Card a = g->board[row][i];
        Card b = g->board[i][col];
        if (a != CARD_NONE) {
            suited += Card_Suit(a) == Card_Suit(card);
            offSuit += Card_Suit(a) != Card_Suit(card);
        }
        if (b != CARD_NONE) {
            sameRank += Card_Rank(b) == Card_Rank(card);
            otherRank += Card_Rank(b) != Card_Rank(card);
        }
    }
    int value = 10 * sameRank - 2 * (otherRank > 2) + (offSuit == 0 ? 3 * suited + 2 : -offSuit);
    return value;
}

static bool PlayDemoGame(PatienceGame *g, PatienceVariant v, uint64_t seed)
{
    Patience_NewGame(g, v, seed);
    while (!Patience_IsComplete(g)) {
        uint8_t cells[PATIENCE_CELLS];
        int n = Patience_LegalCells(g, cells);
        if (n == 0) {
            return false;
        }
        int best = cells[0], bestValue = -1;
        Card card = Patience_CurrentCard(g);
        for (int i = 0; i < n; i++) {
            int value = CellValue(g, card, Patience_CellRow(cells[i]), Patience_CellCol(cells[i]));
            if (value > bestValue) {
                best = cells[i];
                bestValue = value;
            }
        }
        Patience_Place(g, Patience_CellRow(best), Patience_CellCol(best));
    }
    return true;
}

Scene *PatienceStatsScene_CreateDemo(App *app)
{
    (void)app;
    StatsScene *s = Make(Patience_DefaultVariant());
    if (s == NULL) {
        return NULL;
    }
    /* Some variants played a lot, some a little, some never: every state of the page in one file. */
    static const struct {
        PatienceLayout layout;
        PatienceTable table;
        int games;
    } kPlayed[] = {{PATIENCE_LAYOUT_HOYLE, PATIENCE_TABLE_ENGLISH, 64},
                   {PATIENCE_LAYOUT_HOYLE, PATIENCE_TABLE_AMERICAN, 9},
                   {PATIENCE_LAYOUT_FREE, PATIENCE_TABLE_ENGLISH, 23}};
    for (size_t k = 0; k < sizeof kPlayed / sizeof kPlayed[0]; k++) {
        PatienceVariant v = {kPlayed[k].layout, kPlayed[k].table};
        for (int i = 0; i < kPlayed[k].games; i++) {
            PatienceGame g;
            if (PlayDemoGame(&g, v, 1000u + (uint64_t)k * 100u + (uint64_t)i)) {
                PatienceStats_RecordWithHints(&s->stats, &g, i % 5 == 2 ? 1 + i % 3 : 0, i % 7 == 3 ? 2 + i % 4 : 0);
            }
        }
    }
    return &s->base;
}
