/* patience_calendar_scene.c: a month of daily challenges: each day's counted score; any past day replayed as practice. */
#include "games/patience/challenges/patience_challenge_scenes.h"

#include "app/app.h"
#include "platform/audio.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CELL_W 132.0f
#define CELL_H 56.0f
#define CELL_GAP 8.0f
#define GRID_X ((LAYOUT_W - (7.0f * CELL_W + 6.0f * CELL_GAP)) * 0.5f)
#define GRID_Y 168.0f
#define BUTTON_Y 604.0f
#define BUTTON_W 390.0f /* room for "Shift+Enter" and its words at 800x600, where type is at its smallest */
#define BUTTON_H 48.0f

typedef struct Calendar {
    Scene base;
    bool demo;
    int32_t today;
    int32_t focus; /* the day with the focus; the month shown is its month */
    int pressed;   /* day cell (by index 0..41), or 100 + button, -1 none */
    PatienceChallengeRecords *records;
    char message[160];
    float messageTime;
} Calendar;

static const char *const kMonths[12] = {"January", "February", "March",     "April",   "May",      "June",
                                        "July",    "August",   "September", "October", "November", "December"};

/* The first day shown: the Monday on or before the 1st of the focused day's month. */
static int32_t FirstShown(int32_t focus)
{
    PatienceDate d = PatienceDate_FromDay(focus);
    d.day = 1;
    int32_t first = PatienceDate_ToDay(d);
    int weekday = (int)((first + 3) % 7); /* 1970-01-01 was a Thursday: Monday = 0 */
    return first - weekday;
}

static SDL_FRect CellRect(int index)
{
    int row = index / 7, col = index % 7;
    return (SDL_FRect){GRID_X + (float)col * (CELL_W + CELL_GAP), GRID_Y + (float)row * (CELL_H + CELL_GAP), CELL_W,
                       CELL_H};
}

static SDL_FRect ButtonRect(int i)
{
    return (SDL_FRect){LAYOUT_W * 0.5f - BUTTON_W - 10.0f + (float)i * (BUTTON_W + 20.0f), BUTTON_Y, BUTTON_W,
                       BUTTON_H};
}

/* The previous and next month's buttons, either side of the heading. */
static SDL_FRect MonthRect(int dir)
{
    return (SDL_FRect){dir < 0 ? GRID_X : GRID_X + 7.0f * CELL_W + 6.0f * CELL_GAP - 150.0f, 50.0f, 150.0f, 44.0f};
}

static void Say(Calendar *c, const char *text)
{
    snprintf(c->message, sizeof c->message, "%s", text);
    c->messageTime = 3.0f;
    Audio_Play(SFX_ERROR);
}

static void Refresh(Calendar *c, App *app)
{
    c->today = PatienceAttempt_Today();
    if (c->demo) {
        return;
    }
    char message[PLAYER_MESSAGE_MAX];
    if (PatienceChallengeStore_Load(c->records, message, sizeof message) == PATIENCE_STORE_CORRUPT) {
        App_Push(app, MessageScene_Create(app, "Your challenge records could not be read", message));
    }
}

static void Resume(Scene *s, App *app)
{
    Refresh((Calendar *)s, app);
}

static void PlayDay(Calendar *c, App *app, bool serpent)
{
    if (c->focus > c->today) {
        Say(c, "That day has not come yet: its challenge opens on the day, UTC.");
        return;
    }
    if (c->demo) {
        return;
    }
    PatienceChallenge ch = PatienceChallenge_Daily(c->focus, serpent);
    /* Today's challenge may still count; any earlier day is practice. */
    if (!PatienceAttempt_Play(app, &ch, false, c->focus != c->today)) {
        Say(c, "That day's challenge could not be started.");
    }
}

static void Move(Calendar *c, int32_t by)
{
    int32_t to = c->focus + by;
    if (PatienceDay_IsValid(to)) {
        c->focus = to;
        Audio_Play(SFX_MOVE);
    }
}

static void MoveMonth(Calendar *c, int dir)
{
    PatienceDate d = PatienceDate_FromDay(c->focus);
    d.month += dir;
    if (d.month < 1) {
        d.month = 12;
        d.year--;
    } else if (d.month > 12) {
        d.month = 1;
        d.year++;
    }
    int days = PatienceDate_DaysInMonth(d.year, d.month);
    d.day = d.day > days ? days : d.day;
    if (PatienceDate_IsValid(d)) {
        c->focus = PatienceDate_ToDay(d);
        Audio_Play(SFX_MOVE);
    }
}

static int CellAt(float x, float y)
{
    for (int i = 0; i < 42; i++) {
        if (Gfx_Contains(CellRect(i), x, y)) {
            return i;
        }
    }
    for (int b = 0; b < 2; b++) {
        if (Gfx_Contains(ButtonRect(b), x, y)) {
            return 100 + b;
        }
        if (Gfx_Contains(MonthRect(b == 0 ? -1 : 1), x, y)) {
            return 200 + b;
        }
    }
    return -1;
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    Calendar *c = (Calendar *)s;
    switch (ev->action) {
    case ACTION_BACK:
    case ACTION_MENU: App_Pop(app); break;
    case ACTION_LEFT: Move(c, -1); break;
    case ACTION_RIGHT: Move(c, 1); break;
    case ACTION_UP: Move(c, -7); break;
    case ACTION_DOWN: Move(c, 7); break;
    case ACTION_PREV_AREA: MoveMonth(c, -1); break;
    case ACTION_NEXT_AREA: MoveMonth(c, 1); break;
    case ACTION_SCROLL: MoveMonth(c, ev->value > 0.0f ? -1 : 1); break;
    case ACTION_CONFIRM: PlayDay(c, app, false); break;
    /* The Serpent: Shift+Enter, or a pad's Y; the keyboard's H is Hint everywhere else, so it plays nothing here. */
    case ACTION_SECOND: PlayDay(c, app, true); break;
    case ACTION_HINT:
        if (ev->device == DEVICE_GAMEPAD) {
            PlayDay(c, app, true);
        }
        break;
    case ACTION_POINTER_DOWN: c->pressed = CellAt(ev->x, ev->y); break;
    case ACTION_POINTER_UP: {
        int at = CellAt(ev->x, ev->y);
        if (at >= 0 && at == c->pressed) {
            if (at >= 200) {
                MoveMonth(c, at == 200 ? -1 : 1);
            } else if (at >= 100) {
                PlayDay(c, app, at == 101);
            } else {
                int32_t day = FirstShown(c->focus) + at;
                if (PatienceDay_IsValid(day) && day != c->focus) {
                    c->focus = day;
                    Audio_Play(SFX_MOVE);
                }
            }
        }
        c->pressed = -1;
        break;
    }
    default: break;
    }
}

static void Update(Scene *s, App *app, float dt)
{
    (void)app;
    Calendar *c = (Calendar *)s;
    c->messageTime -= dt;
}

static void DrawCell(Calendar *c, App *app, int index, int32_t day, int month)
{
    Gfx *gfx = &app->gfx;
    SDL_FRect r = CellRect(index);
    PatienceDate d = PatienceDate_FromDay(day);
    bool inMonth = d.month == month;
    bool future = day > c->today;
    const PatienceDailyResult *deal = PatienceChallengeRecords_Daily(c->records, day, false);
    const PatienceDailyResult *serp = PatienceChallengeRecords_Daily(c->records, day, true);
    Uint8 a = inMonth ? 255 : 110;
    Gfx_FillRoundRect(gfx, r, 8.0f, deal != NULL ? Gfx_Rgba(222, 184, 92, inMonth ? 46 : 20) : Gfx_Rgba(0, 0, 0, 60));
    if (day == c->focus) {
        Gfx_StrokeRoundRect(gfx, r, 8.0f, 3.0f, THEME_FOCUS);
    } else if (day == c->today) {
        Gfx_StrokeRoundRect(gfx, r, 8.0f, 2.0f, THEME_CREAM);
    }
    /* Everything a cell says stays inside it (the layout check holds it to that). */
    LayoutRecord_PushBounds(r);
    char text[32];
    snprintf(text, sizeof text, "%d", d.day);
    TextStyle num = Text_Style(FONT_SANS, 16.0f, future ? THEME_DISABLED : THEME_PARCHMENT, TEXT_LEFT);
    num.color.a = a;
    Text_Draw(gfx, &num, r.x + 8.0f, r.y + 5.0f, text);
    if (deal != NULL) {
        snprintf(text, sizeof text, "%d", deal->score);
        TextStyle sc = Text_Style(FONT_SANS_BOLD, 26.0f, THEME_GOLD, TEXT_RIGHT);
        sc.color.a = a;
        Text_Draw(gfx, &sc, r.x + r.w - 10.0f, r.y + 4.0f, text);
    }
    if (serp != NULL) {
        snprintf(text, sizeof text, "Serpent %d/%d", serp->score, serp->best);
        TextStyle ss = Text_Style(FONT_SANS, 14.0f, serp->score >= serp->best ? THEME_FOCUS : THEME_CREAM, TEXT_RIGHT);
        ss.color.a = a;
        if (Text_Width(gfx, &ss, text) > r.w - 14.0f) {
            /* A narrow cell (800x600): the figures alone, which the caption names ("the Serpent below"). */
            snprintf(text, sizeof text, "%d/%d", serp->score, serp->best);
        }
        Text_Draw(gfx, &ss, r.x + r.w - 10.0f, r.y + r.h - 22.0f, text);
    }
    LayoutRecord_PopBounds();
}

static void Draw(Scene *s, App *app)
{
    Calendar *c = (Calendar *)s;
    Gfx *gfx = &app->gfx;
    Gfx_DrawFelt(gfx);
    PatienceDate f = PatienceDate_FromDay(c->focus);
    char title[48];
    snprintf(title, sizeof title, "%s %d", kMonths[f.month - 1], f.year);
    Ui_DrawHeading(app, title, "Each day's counted score: the deal large, the Serpent below");
    for (int dir = -1; dir <= 1; dir += 2) {
        PatienceDate m = f;
        m.month += dir;
        m.month = m.month < 1 ? 12 : (m.month > 12 ? 1 : m.month);
        SDL_FRect r = MonthRect(dir);
        Gfx_FillRoundRect(gfx, r, THEME_RADIUS, Gfx_Rgba(0, 0, 0, 70));
        Gfx_StrokeRoundRect(gfx, r, THEME_RADIUS, 1.5f, THEME_PANEL_EDGE);
        char label[32];
        snprintf(label, sizeof label, dir < 0 ? "\xE2\x97\x80 %.3s" : "%.3s \xE2\x96\xB6", kMonths[m.month - 1]);
        TextStyle ms = Text_Style(FONT_SANS_BOLD, 19.0f, THEME_CREAM, TEXT_CENTER);
        LayoutRecord_Add(LAYOUT_BUTTON, r, 0, false, label);
        LayoutRecord_PushBounds(r);
        Text_Draw(gfx, &ms, r.x + r.w * 0.5f, r.y + (r.h - Text_LineHeight(gfx, &ms)) * 0.5f, label);
        LayoutRecord_PopBounds();
    }
    static const char *const kDays[7] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    TextStyle wd = Text_Style(FONT_SANS_BOLD, 16.0f, THEME_PARCHMENT, TEXT_CENTER);
    for (int i = 0; i < 7; i++) {
        SDL_FRect r = CellRect(i);
        Text_Draw(gfx, &wd, r.x + r.w * 0.5f, GRID_Y - 26.0f, kDays[i]);
    }
    int32_t first = FirstShown(c->focus);
    for (int i = 0; i < 42; i++) {
        if (PatienceDay_IsValid(first + i)) {
            DrawCell(c, app, i, first + i, f.month);
        }
    }
    /* What the focused day holds, and what can be done with it. */
    char date[32], line[160];
    PatienceAttempt_DateText(c->focus, date, sizeof date);
    const PatienceDailyResult *deal = PatienceChallengeRecords_Daily(c->records, c->focus, false);
    if (c->focus > c->today) {
        snprintf(line, sizeof line, "%s: not yet come.", date);
    } else if (c->focus == c->today) {
        snprintf(line, sizeof line,
                 deal != NULL ? "%s, today: counted %d. Play again as practice."
                              : "%s, today: your first finished attempt counts.",
                 date, deal != NULL ? deal->score : 0);
    } else if (deal != NULL) {
        snprintf(line, sizeof line, "%s: counted %d. Replay it as practice.", date, deal->score);
    } else {
        snprintf(line, sizeof line, "%s: not played. Replay it as practice.", date);
    }
    TextStyle info = Text_Style(FONT_SANS, 20.0f, THEME_CREAM, TEXT_CENTER);
    if (c->messageTime > 0.0f) {
        info.color = THEME_FOCUS;
        Text_Draw(gfx, &info, LAYOUT_W * 0.5f, BUTTON_Y - 38.0f, c->message);
    } else {
        Text_Draw(gfx, &info, LAYOUT_W * 0.5f, BUTTON_Y - 38.0f, line);
    }
    static const char *const kButtons[2] = {"Play the day's deal", "Play the day's Serpent"};
    static const char *const kShort[2] = {"Play the deal", "Play the Serpent"}; /* a narrow window's buttons */
    static const Action kButtonActions[2] = {ACTION_CONFIRM, ACTION_SECOND};
    for (int i = 0; i < 2; i++) {
        SDL_FRect r = ButtonRect(i);
        bool off = c->focus > c->today;
        Gfx_FillRoundRect(gfx, r, THEME_RADIUS, Gfx_Rgba(0, 0, 0, 80));
        Gfx_StrokeRoundRect(gfx, r, THEME_RADIUS, 1.5f, off ? THEME_DISABLED : THEME_PANEL_EDGE);
        TextStyle ts = Text_Style(FONT_SANS_BOLD, 20.0f, off ? THEME_DISABLED : THEME_CREAM, TEXT_LEFT);
        float gw = Ui_GlyphWidth(app, kButtonActions[i], 30.0f);
        const char *label = kButtons[i];
        float tw = Text_Width(gfx, &ts, label);
        if (gw + 10.0f + tw > r.w - 16.0f) {
            label = kShort[i];
            tw = Text_Width(gfx, &ts, label);
        }
        float x = r.x + (r.w - gw - 10.0f - tw) * 0.5f;
        LayoutRecord_Add(LAYOUT_BUTTON, r, 0, false, label);
        LayoutRecord_PushBounds(r); /* the glyph's key name and the label both */
        Ui_DrawGlyph(app, kButtonActions[i], x, r.y + 9.0f, 30.0f);
        Text_Draw(gfx, &ts, x + gw + 10.0f, r.y + (r.h - Text_LineHeight(gfx, &ts)) * 0.5f, label);
        LayoutRecord_PopBounds();
    }
    UiPrompt prompts[] = {{UI_ACTION_ARROWS, "Day"}, {ACTION_NEXT_AREA, "Month"}, {ACTION_BACK, "Back"}};
    Ui_DrawPrompts(app, prompts, 3);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    (void)app;
    Calendar *c = (Calendar *)s;
    PatienceDate d;
    if (PatienceDate_Parse(name, &d)) {
        int index = PatienceDate_ToDay(d) - FirstShown(c->focus);
        if (index < 0 || index >= 42) {
            return false;
        }
        *out = CellRect(index);
        return true;
    }
    if (strcmp(name, "previous-month") == 0 || strcmp(name, "next-month") == 0) {
        *out = MonthRect(name[0] == 'p' ? -1 : 1);
        return true;
    }
    if (strcmp(name, "deal") == 0 || strcmp(name, "serpent") == 0) {
        *out = ButtonRect(name[0] == 's');
        return true;
    }
    return false;
}

static void Destroy(Scene *s)
{
    free(((Calendar *)s)->records);
    free(s);
}

static const SceneOps kOps = {
    .name = "patience-calendar",
    .enter = Resume,
    .resume = Resume,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *PatienceCalendarScene_Create(App *app)
{
    (void)app;
    Calendar *c = calloc(1, sizeof *c);
    if (c == NULL) {
        return NULL;
    }
    c->records = calloc(1, sizeof *c->records);
    if (c->records == NULL) {
        free(c);
        return NULL;
    }
    c->base.ops = &kOps;
    c->pressed = -1;
    c->today = PatienceAttempt_Today();
    c->focus = c->today;
    return &c->base;
}

Scene *PatienceCalendarScene_CreateDemo(App *app)
{
    PatienceDate d = {2026, 11, 22};
    PatienceAttempt_SetToday(PatienceDate_ToDay(d));
    Scene *s = PatienceCalendarScene_Create(app);
    if (s != NULL) {
        Calendar *c = (Calendar *)s;
        c->demo = true;
        PatienceChallenges_FillDemoRecords(c->records, c->today);
        c->focus = c->today - 3;
    }
    return s;
}
