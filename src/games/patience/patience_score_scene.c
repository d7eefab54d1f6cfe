/* patience_score_scene.c: the scoring of a finished Poker Patience layout, line by line, and a record's celebration. */
#include "games/patience/patience_scenes.h"

#include "games/patience/patience_celebration.h"
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/patience_names.h"

#include "app/app.h"
#include "core/patience/patience_best.h"
#include "core/patience/patience_save.h"
#include "games/patience/patience_worker.h"
#include "platform/audio.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * The scene counts the ten hands up one at a time, rows then columns, each
 * lit on the layout as it is added, so the player sees where every point
 * came from; confirm skips to the end. Once all are in, up and down step
 * through the hands again, left and right choose what to do next. Timing
 * is a single clock (`clock`) from which everything is derived, so a skip
 * or an animation speed of zero only has to move the clock.
 */

/* Geometry, in layout units. */
#define CARD_H 98.0f
#define CARD_W (CARD_H * 5.0f / 7.0f)
#define CARD_GAP 10.0f
#define GRID_X 68.0f
#define GRID_Y 108.0f
#define GRID_W (5.0f * CARD_W + 4.0f * CARD_GAP)
#define GRID_H (5.0f * CARD_H + 4.0f * CARD_GAP)
#define PANEL_X 580.0f
#define PANEL_Y 28.0f
#define PANEL_W 640.0f
#define PANEL_H 616.0f
#define LIST_Y 88.0f
#define LIST_ROW_H 29.0f
#define BUTTON_Y 592.0f
#define BUTTON_H 44.0f
#define BUTTON_W 196.0f
#define BUTTON_GAP 14.0f
#define CODE_X 70.0f /* the deal's code, under the column badges */
#define CODE_Y 690.0f
#define TOOLS_Y 540.0f /* the row above: the best layout and the review */
#define MORPH_TIME 0.9f
#define PT_PI_SCORE 3.14159265f

/* The first three keep their places (left and right step through all five, wrapping). */
enum {
    BUTTON_AGAIN,
    BUTTON_STATS,
    BUTTON_MENU,
    BUTTON_BEST,
    BUTTON_REVIEW,
    BUTTON_COUNT
};
static const char *const kButtonLabels[BUTTON_COUNT] = {"Play again", "Statistics", "Back to menu", "Best layout",
                                                        "Review"};

/* The best layout of the deal, found off the frame loop (a second or so at effort 2). */
typedef struct BestJob {
    PatienceGame game; /* the player's finished game: the deal, and the layout to beat */
    PatienceBest best;
    PatienceGame bestGame;
    bool ok;
} BestJob;

typedef struct ScoreScene {
    Scene base;
    PatienceGame game;
    PatienceOutcome outcome;
    Card square[PATIENCE_SIDE * PATIENCE_SIDE];
    PatienceLine lines[PATIENCE_LINES];
    int total;
    bool complete;

    float clock;  /* seconds since the scene began (the reveal's timeline) */
    float intro;  /* when the first hand is added */
    float step;   /* seconds between two hands */
    int revealed; /* hands added so far */
    float revealedAt[PATIENCE_LINES];
    int countFrom, countTo;
    float countAt; /* clock when the count last started moving */
    bool done;
    float doneAt;

    int selected; /* the hand lit on the layout after the reveal, -1 none */
    int focus;    /* button with the focus */
    int hover;    /* button under the mouse, -1 none */
    int pressed;  /* button the mouse went down on, -1 none */
    bool showFocus;

    bool demo;                    /* screenshots: the celebration already at rest */
    PatienceAttempt attempt;      /* the challenge scored (inactive: a casual deal) */
    PatienceAttemptResult result; /* what it recorded; a Serpent's best possible */
    PatienceCelebration celebration;

    PatienceWorker worker;
    BestJob job;
    bool bestReady;
    bool bestFailed;  /* the search gave nothing (bad arguments; not expected): the line says so */
    float searchTime; /* seconds the search has run (the dots) */
    Card bestSquare[PATIENCE_SIDE * PATIENCE_SIDE]; /* the best layout */
    PatienceLine bestLines[PATIENCE_LINES];
    int bestTotal;
    int moveTo[PATIENCE_SIDE * PATIENCE_SIDE]; /* where each card of the player's square sits in the best */
    bool showBest;
    float morph; /* 0: the player's layout, 1: the best; moves toward showBest */
} ScoreScene;

static float Clamp01(float t)
{
    return t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
}

static float EaseOut(float t)
{
    t = 1.0f - Clamp01(t);
    return 1.0f - t * t * t;
}

/* Overshoots a little and settles: a pop. */
static float EaseOutBack(float t)
{
    t = Clamp01(t);
    const float c1 = 1.70158f;
    const float c3 = c1 + 1.0f;
    float u = t - 1.0f;
    return 1.0f + c3 * u * u * u + c1 * u * u;
}

/* ---- geometry ---- */

static SDL_FRect CardRect(int row, int col)
{
    SDL_FRect r = {GRID_X + (float)col * (CARD_W + CARD_GAP), GRID_Y + (float)row * (CARD_H + CARD_GAP), CARD_W,
                   CARD_H};
    return r;
}

static SDL_FRect BadgeRect(int line)
{
    if (line < PATIENCE_SIDE) {
        SDL_FRect c = CardRect(line, PATIENCE_SIDE - 1);
        return (SDL_FRect){GRID_X + GRID_W + 12.0f, c.y + c.h * 0.5f - 17.0f, 58.0f, 34.0f};
    }
    SDL_FRect c = CardRect(PATIENCE_SIDE - 1, line - PATIENCE_SIDE);
    return (SDL_FRect){c.x + c.w * 0.5f - 29.0f, GRID_Y + GRID_H + 10.0f, 58.0f, 32.0f};
}

static SDL_FRect LineBounds(int line)
{
    SDL_FRect a = line < PATIENCE_SIDE ? CardRect(line, 0) : CardRect(0, line - PATIENCE_SIDE);
    SDL_FRect b = line < PATIENCE_SIDE ? CardRect(line, PATIENCE_SIDE - 1) : CardRect(PATIENCE_SIDE - 1, line - 5);
    return (SDL_FRect){a.x - 6.0f, a.y - 6.0f, b.x + b.w - a.x + 12.0f, b.y + b.h - a.y + 12.0f};
}

static SDL_FRect ListRow(int line)
{
    float y = LIST_Y + (float)line * LIST_ROW_H + (line >= PATIENCE_SIDE ? 10.0f : 0.0f);
    return (SDL_FRect){PANEL_X + 16.0f, y, PANEL_W - 32.0f, LIST_ROW_H - 3.0f};
}

static SDL_FRect ButtonRect(int i)
{
    if (i >= BUTTON_BEST) {
        float w = (3.0f * BUTTON_W + BUTTON_GAP) * 0.5f;
        float x0 = PANEL_X + (PANEL_W - 3.0f * BUTTON_W - 2.0f * BUTTON_GAP) * 0.5f;
        return (SDL_FRect){x0 + (float)(i - BUTTON_BEST) * (w + BUTTON_GAP), TOOLS_Y, w, BUTTON_H};
    }
    float total = 3.0f * BUTTON_W + 2.0f * BUTTON_GAP;
    float x = PANEL_X + (PANEL_W - total) * 0.5f + (float)i * (BUTTON_W + BUTTON_GAP);
    return (SDL_FRect){x, BUTTON_Y, BUTTON_W, BUTTON_H};
}

/* Where the record banner rests once it has made its entrance: over the title. */
static SDL_FRect BannerHome(void)
{
    return (SDL_FRect){GRID_X + (GRID_W + 70.0f - 440.0f) * 0.5f, 16.0f, 440.0f, 52.0f};
}

static bool InLine(int line, int row, int col)
{
    return line < PATIENCE_SIDE ? row == line : col == line - PATIENCE_SIDE;
}

static void LineName(int line, char *buf, size_t size)
{
    snprintf(buf, size, line < PATIENCE_SIDE ? "Row %d" : "Column %d", line % PATIENCE_SIDE + 1);
}

/* ---- the best layout ---- */

static void SearchBest(void *ctx)
{
    BestJob *job = ctx;
    job->ok = PatienceBest_Solve(&job->game, &job->game, job->game.seed, 2, &job->best) &&
              PatienceBest_Game(&job->game, &job->best, &job->bestGame);
}

/* The best layout has arrived: its square, its hands, and where each of the player's cards goes in it. */
static void TakeBest(ScoreScene *s)
{
    Card sq[PATIENCE_SIDE][PATIENCE_SIDE];
    if (!s->job.ok || !Patience_Square(&s->job.bestGame, sq, NULL, NULL)) {
        return;
    }
    memcpy(s->bestSquare, sq, sizeof s->bestSquare);
    s->bestTotal = Patience_ScoreSquare(s->bestSquare, s->game.variant.table, s->bestLines);
    for (int k = 0; k < PATIENCE_SIDE * PATIENCE_SIDE; k++) {
        s->moveTo[k] = k;
        for (int j = 0; j < PATIENCE_SIDE * PATIENCE_SIDE; j++) {
            if (s->bestSquare[j] == s->square[k]) {
                s->moveTo[k] = j;
                break;
            }
        }
    }
    s->bestReady = true;
}

/* The hands of the layout on show: the player's, or the best once the cards are on their way to it. */
static const PatienceLine *ShownLines(const ScoreScene *s)
{
    return s->showBest ? s->bestLines : s->lines;
}

static int ShownFinal(const ScoreScene *s)
{
    return s->showBest ? s->bestTotal : s->total;
}

/* ---- the reveal ---- */

static int RunningTotal(const ScoreScene *s, int count)
{
    int sum = 0;
    for (int i = 0; i < count && i < PATIENCE_LINES; i++) {
        sum += s->lines[i].points;
    }
    return sum;
}

static int ShownTotal(const ScoreScene *s)
{
    float dur = s->step * 0.8f;
    float t = dur > 0.0f ? (s->clock - s->countAt) / dur : 1.0f;
    return s->countFrom + (int)lroundf((float)(s->countTo - s->countFrom) * EaseOut(t));
}

static void StartCount(ScoreScene *s, int to)
{
    s->countFrom = ShownTotal(s);
    s->countTo = to;
    s->countAt = s->clock;
}

static void StartCelebration(ScoreScene *s, App *app)
{
    char text[64];
    snprintf(text, sizeof text, "New record!  %d", s->total);
    SDL_FPoint burst = {GRID_X + GRID_W * 0.5f, GRID_Y + GRID_H * 0.45f};
    PatienceCelebration_Start(&s->celebration, app, burst, BannerHome(), text, s->square,
                              s->complete ? PATIENCE_SIDE * PATIENCE_SIDE : 0);
    if (s->demo) {
        PatienceCelebration_SkipToRest(&s->celebration);
    }
}

static void FinishReveal(ScoreScene *s, App *app)
{
    s->done = true;
    s->doneAt = s->clock;
    s->showFocus = app->input.lastDevice != DEVICE_MOUSE;
    if (s->outcome.newRecord) {
        StartCelebration(s, app);
    }
}

/* Adds every hand not yet added at once (confirm, or animations off). */
static void SkipReveal(ScoreScene *s, App *app)
{
    bool scored = false;
    for (int i = s->revealed; i < PATIENCE_LINES; i++) {
        scored |= s->lines[i].points > 0;
        s->revealedAt[i] = s->clock - 10.0f;
    }
    if (scored) {
        Audio_Play(SFX_SCORE);
    }
    s->revealed = PATIENCE_LINES;
    s->countFrom = s->countTo = s->total;
    s->clock = s->clock > s->intro + s->step * PATIENCE_LINES ? s->clock : s->intro + s->step * PATIENCE_LINES;
    FinishReveal(s, app);
}

static void RevealNext(ScoreScene *s)
{
    int i = s->revealed++;
    s->revealedAt[i] = s->clock;
    StartCount(s, RunningTotal(s, s->revealed));
    Audio_Play(s->lines[i].points > 0 ? SFX_SCORE : SFX_MOVE);
}

static void Update(Scene *base, App *app, float dt)
{
    ScoreScene *s = (ScoreScene *)base;
    s->clock += dt;
    if (!s->done) {
        if (s->step <= 0.0f) {
            SkipReveal(s, app);
        } else {
            while (s->revealed < PATIENCE_LINES && s->clock >= s->intro + s->step * (float)s->revealed) {
                RevealNext(s);
            }
            if (s->revealed == PATIENCE_LINES && s->clock >= s->intro + s->step * PATIENCE_LINES) {
                FinishReveal(s, app);
            }
        }
    }
    PatienceCelebration_Update(&s->celebration, app, dt);
    if (!s->bestReady) {
        s->searchTime += dt;
        if (PatienceWorker_Collect(&s->worker)) {
            TakeBest(s);
            s->bestFailed = !s->bestReady;
        }
    }
    float target = s->showBest ? 1.0f : 0.0f;
    float dur = App_AnimTime(app, MORPH_TIME);
    float stepM = dur > 0.0f ? dt / dur : 1.0f;
    s->morph = s->morph < target ? fminf(target, s->morph + stepM) : fmaxf(target, s->morph - stepM);
}

/* ---- input ---- */

/* A Serpent's best layout is shown being laid along its rook path, card by card (exact: all 8,648 paths tried). */
static void ShowSerpentPath(ScoreScene *s, App *app)
{
    Scene *show = PatienceSerpentBestScene_Create(app, &s->game, &s->result.solution);
    if (show != NULL) {
        App_Push(app, show);
    }
}

static void Activate(ScoreScene *s, App *app, int button)
{
    Audio_Play(SFX_SELECT);
    switch (button) {
    case BUTTON_AGAIN: {
        /* A challenge is played again on its own deal (a day already counted is practice); a casual game gets a new deal. */
        Scene *table = s->attempt.active ? PatienceAttempt_Again(app, &s->attempt)
                                         : PatienceTableScene_CreateNew(app, s->game.variant, 0);
        if (table != NULL) {
            App_Replace(app, table);
        }
        break;
    }
    case BUTTON_STATS: {
        Scene *stats = PatienceStatsScene_CreateFor(app, s->game.variant);
        if (stats != NULL) {
            App_Push(app, stats);
        }
        break;
    }
    case BUTTON_BEST:
        if (s->result.isSerpent) {
            ShowSerpentPath(s, app);
            break;
        }
        if (!s->bestReady) {
            Audio_Play(SFX_ERROR);
            break;
        }
        if (!s->done) {
            SkipReveal(s, app);
        }
        s->showBest = !s->showBest;
        s->selected = -1;
        break;
    case BUTTON_REVIEW: {
        Scene *review = PatienceReviewScene_Create(app, &s->game);
        if (review != NULL) {
            App_Push(app, review);
        }
        break;
    }
    default: App_Pop(app); break;
    }
}

static int ButtonAt(float x, float y)
{
    for (int i = 0; i < BUTTON_COUNT; i++) {
        if (Gfx_Contains(ButtonRect(i), x, y)) {
            return i;
        }
    }
    return -1;
}

static int LineAt(float x, float y)
{
    for (int i = 0; i < PATIENCE_LINES; i++) {
        if (Gfx_Contains(ListRow(i), x, y) || Gfx_Contains(BadgeRect(i), x, y)) {
            return i;
        }
    }
    return -1;
}

static void MoveFocus(ScoreScene *s, int dir)
{
    s->showFocus = true;
    s->focus = (s->focus + dir + BUTTON_COUNT) % BUTTON_COUNT;
    Audio_Play(SFX_MOVE);
}

static void StepLine(ScoreScene *s, int dir)
{
    if (s->selected < 0) {
        s->selected = dir > 0 ? 0 : PATIENCE_LINES - 1;
    } else {
        s->selected = (s->selected + dir + PATIENCE_LINES) % PATIENCE_LINES;
    }
    Audio_Play(SFX_MOVE);
}

/* The challenge's own controls: copy the code, show a Serpent's best layout. True when the action was theirs. */
static bool HandleChallenge(ScoreScene *s, App *app, const InputEvent *ev)
{
    bool up = ev->action == ACTION_POINTER_UP;
    if (ev->action == ACTION_HINT && s->result.isSerpent) {
        ShowSerpentPath(s, app);
        return true;
    }
    SDL_FRect copy = PatienceChallengeView_DrawCode(app, &s->attempt, &s->game, CODE_X, CODE_Y, false, false);
    if (ev->action == ACTION_COPY || (up && Gfx_Contains(copy, ev->x, ev->y))) {
        PatienceAttempt_CopyCode(app, &s->attempt, &s->game);
        return true;
    }
    return false;
}

static void Handle(Scene *base, App *app, const InputEvent *ev)
{
    ScoreScene *s = (ScoreScene *)base;
    if (HandleChallenge(s, app, ev)) {
        return;
    }
    switch (ev->action) {
    case ACTION_CONFIRM:
        if (!s->done) {
            SkipReveal(s, app);
        } else {
            Activate(s, app, s->focus);
        }
        break;
    case ACTION_BACK:
    case ACTION_MENU: Activate(s, app, BUTTON_MENU); break;
    case ACTION_HELP: App_Push(app, RulesScene_Create(app, PATIENCE_RULES_FILE)); break;
    case ACTION_UP:
    case ACTION_DOWN:
        if (!s->done) {
            SkipReveal(s, app);
        }
        StepLine(s, ev->action == ACTION_DOWN ? 1 : -1);
        break;
    case ACTION_LEFT:
    case ACTION_PREV_AREA: MoveFocus(s, -1); break;
    case ACTION_RIGHT:
    case ACTION_NEXT_AREA: MoveFocus(s, 1); break;
    case ACTION_POINTER_MOVE: {
        s->hover = ButtonAt(ev->x, ev->y);
        if (s->hover >= 0) {
            s->focus = s->hover;
            s->showFocus = true;
        }
        int line = LineAt(ev->x, ev->y);
        if (line >= 0 && s->done) {
            s->selected = line;
        }
        break;
    }
    case ACTION_POINTER_DOWN: s->pressed = ButtonAt(ev->x, ev->y); break;
    case ACTION_POINTER_UP: {
        int at = ButtonAt(ev->x, ev->y);
        int was = s->pressed;
        s->pressed = -1;
        if (at >= 0 && at == was) {
            /* A click on a button is a choice even while the hands are still counting. */
            s->focus = at;
            Activate(s, app, at);
        } else if (!s->done) {
            SkipReveal(s, app);
        } else if (LineAt(ev->x, ev->y) >= 0) {
            s->selected = LineAt(ev->x, ev->y);
            Audio_Play(SFX_MOVE);
        }
        break;
    }
    default: break;
    }
}

/* ---- drawing ---- */

/* The hand lit on the layout: the one being added during the reveal, then the player's choice. */
static int LitLine(const ScoreScene *s)
{
    if (!s->done) {
        return s->revealed > 0 && s->clock - s->revealedAt[s->revealed - 1] < s->step ? s->revealed - 1 : -1;
    }
    return s->selected;
}

static void DrawCards(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    int lit = LitLine(s);
    /* The cards settle in one after another, in the order a reader scans them. */
    float spread = s->intro * 0.55f;
    for (int row = 0; row < PATIENCE_SIDE; row++) {
        for (int col = 0; col < PATIENCE_SIDE; col++) {
            int k = row * PATIENCE_SIDE + col;
            float t = s->intro > 0.0f ? (s->clock - spread * (float)k / 24.0f) / (s->intro * 0.45f) : 1.0f;
            float e = EaseOut(t);
            if (e <= 0.0f) {
                continue;
            }
            /* On its way between its cell in the player's layout and its cell in the best one. */
            float m = s->morph * s->morph * (3.0f - 2.0f * s->morph);
            int to = s->bestReady ? s->moveTo[k] : k;
            SDL_FRect a = CardRect(row, col);
            SDL_FRect b = CardRect(to / PATIENCE_SIDE, to % PATIENCE_SIDE);
            SDL_FRect r = {a.x + (b.x - a.x) * m, a.y + (b.y - a.y) * m, a.w, a.h};
            /* A little lift mid-way, so crossing cards read as moving over one another. */
            r.y -= (1.0f - e) * 18.0f + sinf(m * PT_PI_SCORE) * 14.0f * (float)((k * 7) % 3);
            int shownRow = m >= 0.5f ? to / PATIENCE_SIDE : row;
            int shownCol = m >= 0.5f ? to % PATIENCE_SIDE : col;
            SDL_FRect px = Gfx_ToPixels(gfx, r);
            SDL_FRect shadow = px;
            shadow.x += Gfx_Px(gfx, 3.0f);
            shadow.y += Gfx_Px(gfx, 5.0f);
            CardAtlas_DrawShadow(app->cards, &shadow, 0.0, (Uint8)(120.0f * e));
            Card card = s->square[k];
            if (card == CARD_NONE) {
                CardAtlas_DrawSlot(app->cards, &px, (Uint8)(200.0f * e));
                continue;
            }
            CardAtlas_DrawCard(app->cards, card, true, App_CardStyle(app), &px, 0.0, (Uint8)(255.0f * e));
            if (lit >= 0 && !InLine(lit, shownRow, shownCol)) {
                Gfx_FillRoundRect(gfx, r, 6.0f, Gfx_Rgba(8, 20, 12, 96));
            }
        }
    }
    if (lit < 0) {
        return;
    }
    SDL_FRect box = LineBounds(lit);
    Gfx_StrokeRoundRect(gfx, box, 12.0f, 3.0f, THEME_FOCUS);
    for (int i = 0; i < PATIENCE_SIDE; i++) {
        int row = lit < PATIENCE_SIDE ? lit : i;
        int col = lit < PATIENCE_SIDE ? i : lit - PATIENCE_SIDE;
        SDL_FRect glow = CardAtlas_GlowRect(Gfx_ToPixels(gfx, CardRect(row, col)));
        CardAtlas_DrawGlow(app->cards, &glow, Gfx_Rgba(255, 255, 255, 200));
    }
}

static void DrawBadges(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    int lit = LitLine(s);
    for (int i = 0; i < s->revealed; i++) {
        const PatienceLine *line = &ShownLines(s)[i];
        float age = s->clock - s->revealedAt[i];
        float pop = s->step > 0.0f ? 1.0f + 0.35f * (1.0f - EaseOutBack(age / 0.3f)) : 1.0f;
        SDL_FRect r = BadgeRect(i);
        SDL_FRect g = {r.x + r.w * 0.5f * (1.0f - pop), r.y + r.h * 0.5f * (1.0f - pop), r.w * pop, r.h * pop};
        bool scored = line->points > 0;
        Gfx_FillRoundRect(gfx, g, g.h * 0.5f, scored ? THEME_GOLD : Gfx_Rgba(0, 0, 0, 120));
        if (i == lit) {
            Gfx_StrokeRoundRect(gfx, g, g.h * 0.5f, 2.5f, THEME_CREAM);
        }
        char text[16];
        snprintf(text, sizeof text, "%d", line->points);
        TextStyle ts = Text_Style(FONT_SANS_BOLD, 20.0f, scored ? THEME_INK : THEME_DISABLED, TEXT_CENTER);
        Text_Draw(gfx, &ts, r.x + r.w * 0.5f, r.y + (r.h - Text_LineHeight(gfx, &ts)) * 0.5f, text);
    }
}

static void DrawList(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    int lit = LitLine(s);
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 26.0f, THEME_GOLD, TEXT_LEFT);
    Text_Draw(gfx, &head, PANEL_X + 28.0f, PANEL_Y + 16.0f, s->showBest ? "The best layout's hands" : "The ten hands");
    TextStyle pts = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_RIGHT);
    Text_Draw(gfx, &pts, PANEL_X + PANEL_W - 32.0f, PANEL_Y + 26.0f, "points");
    for (int i = 0; i < PATIENCE_LINES; i++) {
        SDL_FRect r = ListRow(i);
        bool shown = i < s->revealed;
        float age = shown ? s->clock - s->revealedAt[i] : 0.0f;
        float e = shown ? (s->step > 0.0f ? EaseOut(age / 0.25f) : 1.0f) : 0.0f;
        if (i == lit) {
            Gfx_FillRoundRect(gfx, r, 8.0f, Gfx_Rgba(222, 184, 92, 48));
            Gfx_StrokeRoundRect(gfx, r, 8.0f, 2.0f, THEME_FOCUS);
        } else if (i % 2 == 0) {
            Gfx_FillRoundRect(gfx, r, 8.0f, Gfx_Rgba(255, 255, 255, 10));
        }
        char name[24];
        LineName(i, name, sizeof name);
        TextStyle label = Text_Style(FONT_SANS, 19.0f, THEME_PARCHMENT, TEXT_LEFT);
        label.color.a = shown ? 255 : 110;
        float ty = r.y + (r.h - Text_LineHeight(gfx, &label)) * 0.5f;
        Text_Draw(gfx, &label, r.x + 14.0f, ty, name);
        if (!shown) {
            continue;
        }
        const PatienceLine *line = &ShownLines(s)[i];
        float slide = (1.0f - e) * 24.0f;
        Uint8 alpha = (Uint8)(255.0f * e);
        bool scored = line->points > 0;
        char hand[32];
        PatienceNames_Hand(s->game.variant.table, line->hand, hand, sizeof hand);
        TextStyle hs = Text_Style(FONT_SANS_BOLD, 22.0f, scored ? THEME_CREAM : THEME_DISABLED, TEXT_LEFT);
        hs.color.a = alpha;
        Text_Draw(gfx, &hs, r.x + 150.0f + slide, r.y + (r.h - Text_LineHeight(gfx, &hs)) * 0.5f, hand);
        char points[16];
        snprintf(points, sizeof points, "%d", line->points);
        TextStyle ps = Text_Style(FONT_SANS_BOLD, 23.0f, scored ? THEME_GOLD : THEME_DISABLED, TEXT_RIGHT);
        ps.color.a = alpha;
        Text_Draw(gfx, &ps, r.x + r.w - 16.0f + slide, r.y + (r.h - Text_LineHeight(gfx, &ps)) * 0.5f, points);
    }
}

static void DrawChip(App *app, float cx, float y, const char *label, const char *value, SDL_Color valueColor)
{
    TextStyle ls = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(&app->gfx, &ls, cx, y, label);
    TextStyle vs = Text_Style(FONT_SANS_BOLD, 26.0f, valueColor, TEXT_CENTER);
    Text_Draw(&app->gfx, &vs, cx, y + 20.0f, value);
}

/* "You scored X of a possible Y", and how sure that Y is, between the total's label and its figure. */
static void DrawPossible(ScoreScene *s, App *app, float top)
{
    Gfx *gfx = &app->gfx;
    float cx = PANEL_X + PANEL_W * 0.5f - 6.0f;
    char line1[96], line2[96];
    if (!s->complete) {
        return;
    }
    if (s->bestFailed) {
        snprintf(line1, sizeof line1, "You scored %d", s->total);
        snprintf(line2, sizeof line2, "The best layout of this deal could not be worked out");
    } else if (!s->bestReady) {
        int dots = 1 + (int)(s->searchTime * 3.0f) % 3;
        snprintf(line1, sizeof line1, "You scored %d", s->total);
        snprintf(line2, sizeof line2, "Finding the best layout of this deal%.*s", dots, "...");
    } else {
        snprintf(line1, sizeof line1, "You scored %d of a possible %d", s->total, s->job.best.score);
        if (s->job.best.proven) {
            snprintf(line2, sizeof line2, "Proven best: no layout scores more");
        } else {
            snprintf(line2, sizeof line2, "Best found %d \xC2\xB7 no layout can beat %d", s->job.best.score,
                     s->job.best.bound);
        }
    }
    TextStyle a = Text_Style(FONT_SANS_BOLD, 19.0f, THEME_CREAM, TEXT_CENTER);
    Text_Draw(gfx, &a, cx, top + 12.0f, line1);
    TextStyle b =
        Text_Style(FONT_SANS, 16.0f, s->bestReady && s->job.best.proven ? THEME_FOCUS : THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(gfx, &b, cx, top + 38.0f, line2);
}

static void DrawTotals(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    float top = LIST_Y + PATIENCE_LINES * LIST_ROW_H + 18.0f;
    Gfx_FillRect(gfx, (SDL_FRect){PANEL_X + 24.0f, top, PANEL_W - 48.0f, 1.5f}, THEME_PANEL_EDGE);
    TextStyle label = Text_Style(FONT_SERIF_BOLD, 32.0f, THEME_CREAM, TEXT_LEFT);
    Text_Draw(gfx, &label, PANEL_X + 28.0f, top + 16.0f, "Total");
    char total[16];
    snprintf(total, sizeof total, "%d", s->done ? ShownFinal(s) : ShownTotal(s));
    TextStyle big = Text_Style(FONT_SERIF_BOLD, 58.0f, THEME_GOLD, TEXT_RIGHT);
    big.color = Gfx_Rgba(0, 0, 0, 110);
    Text_Draw(gfx, &big, PANEL_X + PANEL_W - 30.0f, top + 5.0f, total);
    big.color = THEME_GOLD;
    Text_Draw(gfx, &big, PANEL_X + PANEL_W - 32.0f, top + 2.0f, total);
    DrawPossible(s, app, top);

    /* The records, as they stand with this game counted. */
    float y = top + 78.0f;
    char best[24], average[24], games[24];
    const PatienceOutcome *o = &s->outcome;
    int bestNow = o->previousBest > o->score ? o->previousBest : o->score;
    snprintf(best, sizeof best, "%d", bestNow);
    snprintf(average, sizeof average, "%.1f", o->average);
    snprintf(games, sizeof games, "%d", o->games);
    char bestLabel[48];
    if (o->previousBest < 0) {
        snprintf(bestLabel, sizeof bestLabel, "Best (your first game)");
    } else if (o->newRecord) {
        snprintf(bestLabel, sizeof bestLabel, "New best (was %d)", o->previousBest);
    } else {
        snprintf(bestLabel, sizeof bestLabel, "Best");
    }
    float third = PANEL_W / 3.0f;
    DrawChip(app, PANEL_X + third * 0.5f, y, bestLabel, best, o->newRecord ? THEME_FOCUS : THEME_CREAM);
    DrawChip(app, PANEL_X + third * 1.5f, y, "Average", average, THEME_CREAM);
    DrawChip(app, PANEL_X + third * 2.5f, y, o->games == 1 ? "Game played" : "Games played", games, THEME_CREAM);
}

static void DrawButtons(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    for (int i = 0; i < BUTTON_COUNT; i++) {
        SDL_FRect r = ButtonRect(i);
        bool focused = s->done && s->showFocus && i == s->focus;
        if (s->pressed == i) {
            r.y += 2.0f;
        }
        Gfx_FillRoundRect(gfx, r, THEME_RADIUS, focused ? Gfx_Rgba(222, 184, 92, 70) : Gfx_Rgba(0, 0, 0, 70));
        Gfx_StrokeRoundRect(gfx, r, THEME_RADIUS, focused ? 2.5f : 1.5f,
                            focused ? THEME_FOCUS : (i == s->hover ? THEME_CREAM : THEME_PANEL_EDGE));
        bool off = i == BUTTON_BEST && !s->bestReady;
        const char *label = kButtonLabels[i];
        if (i == BUTTON_BEST) {
            label = !s->bestReady ? "Best layout\xE2\x80\xA6" : (s->showBest ? "Your layout" : "Show best layout");
        } else if (i == BUTTON_REVIEW) {
            label = "Review your moves";
        }
        TextStyle ts = Text_Style(FONT_SANS_BOLD, THEME_TEXT, focused ? THEME_FOCUS : THEME_CREAM, TEXT_CENTER);
        if (off) {
            ts.color = THEME_DISABLED;
        }
        Text_Draw(gfx, &ts, r.x + r.w * 0.5f, r.y + (r.h - Text_LineHeight(gfx, &ts)) * 0.5f, label);
    }
}

/* Under the title: the variant, or whose layout is on show while it is not the player's. */
static void VariantLine(const ScoreScene *s, char *buf, size_t size)
{
    if (s->showBest) {
        snprintf(buf, size, "The best layout of this deal: %d", s->bestTotal);
    } else {
        PatienceChallengeView_Subtitle(&s->attempt, &s->game, s->result.streak.current, buf, size);
    }
}

static void DrawTitle(ScoreScene *s, App *app)
{
    Gfx *gfx = &app->gfx;
    float cx = GRID_X + (GRID_W + 70.0f) * 0.5f;
    TextStyle title = Text_Style(FONT_SERIF_BOLD, 34.0f, Gfx_Rgba(0, 0, 0, 110), TEXT_CENTER);
    Text_Draw(gfx, &title, cx + 2.0f, 22.0f, "Poker Patience");
    title.color = THEME_GOLD;
    Text_Draw(gfx, &title, cx, 20.0f, "Poker Patience");
    char variant[96];
    VariantLine(s, variant, sizeof variant);
    TextStyle vs = Text_Style(FONT_SANS, 19.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(gfx, &vs, cx, 76.0f, variant);
}

static void Draw(Scene *base, App *app)
{
    ScoreScene *s = (ScoreScene *)base;
    Gfx_DrawFelt(&app->gfx);
    if (!PatienceCelebration_AtHome(&s->celebration)) {
        DrawTitle(s, app);
    } else {
        char variant[96];
        VariantLine(s, variant, sizeof variant);
        TextStyle vs = Text_Style(FONT_SANS, 19.0f, THEME_PARCHMENT, TEXT_CENTER);
        Text_Draw(&app->gfx, &vs, GRID_X + (GRID_W + 70.0f) * 0.5f, 76.0f, variant);
    }
    DrawCards(s, app);
    DrawBadges(s, app);
    Ui_DrawPanel(app, (SDL_FRect){PANEL_X, PANEL_Y, PANEL_W, PANEL_H});
    DrawList(s, app);
    DrawTotals(s, app);
    DrawButtons(s, app);
    PatienceChallengeView_DrawCode(app, &s->attempt, &s->game, CODE_X, CODE_Y, true, false);
    PatienceCelebration_Draw(&s->celebration, app);
    if (!s->done) {
        UiPrompt prompts[] = {{ACTION_CONFIRM, "Skip"}, {ACTION_BACK, "Menu"}};
        Ui_DrawPrompts(app, prompts, 2);
    } else {
        UiPrompt prompts[] = {{ACTION_UP, "Hands"},
                              {ACTION_LEFT, "Choose"},
                              {ACTION_CONFIRM, "Select"},
                              {ACTION_HELP, "Rules"},
                              {ACTION_BACK, "Menu"}};
        Ui_DrawPrompts(app, prompts, 5);
    }
}

static bool Locate(Scene *base, App *app, const char *name, SDL_FRect *out)
{
    for (int i = 0; i < BUTTON_COUNT; i++) {
        if (strcmp(name, kButtonLabels[i]) == 0) {
            *out = ButtonRect(i);
            return true;
        }
    }
    for (int i = 0; i < PATIENCE_LINES; i++) {
        char label[24];
        LineName(i, label, sizeof label);
        if (strcmp(name, label) == 0) {
            *out = ListRow(i);
            return true;
        }
    }
    ScoreScene *s = (ScoreScene *)base;
    if (strcmp(name, "copy-code") == 0) {
        *out = PatienceChallengeView_DrawCode(app, &s->attempt, &s->game, CODE_X, CODE_Y, false, false);
        return out->w > 0.0f;
    }
    if (strcmp(name, "show-best") == 0) {
        *out = ButtonRect(BUTTON_BEST);
        return true;
    }
    int row = 0, col = 0;
    char tail = 0;
    if (sscanf(name, "r%dc%d%c", &row, &col, &tail) == 2 && row >= 0 && row < PATIENCE_SIDE && col >= 0 &&
        col < PATIENCE_SIDE) {
        *out = CardRect(row, col);
        return true;
    }
    return false;
}

static void Destroy(Scene *base)
{
    ScoreScene *s = (ScoreScene *)base;
    /* The search writes into the scene: it must be over before the scene goes. */
    PatienceWorker_Wait(&s->worker);
    free(s);
}

static const SceneOps kOps = {
    .name = "patience-score",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *PatienceScoreScene_Create(App *app, const PatienceGame *game, const PatienceOutcome *outcome)
{
    ScoreScene *s = calloc(1, sizeof *s);
    if (s == NULL) {
        return NULL;
    }
    s->base.ops = &kOps;
    s->game = *game;
    s->outcome = *outcome;
    Card sq[PATIENCE_SIDE][PATIENCE_SIDE];
    s->complete = Patience_Square(game, sq, NULL, NULL);
    memcpy(s->square, sq, sizeof s->square);
    if (s->complete) {
        s->total = Patience_ScoreSquare(s->square, game->variant.table, s->lines);
    } else {
        /* Not expected (only finished layouts are scored); shown as far as it goes rather than refused. */
        Patience_Lines(game, s->lines);
        s->total = Patience_Score(game);
    }
    s->intro = App_AnimTime(app, 0.6f);
    s->step = App_AnimTime(app, 0.42f);
    s->selected = -1;
    s->hover = -1;
    s->pressed = -1;
    s->focus = BUTTON_AGAIN;
    s->showFocus = true;
    if (s->complete) {
        s->job.game = *game;
        PatienceWorker_Start(&s->worker, "patience-best", SearchBest, &s->job);
    }
    return &s->base;
}

void PatienceScoreScene_SetAttempt(Scene *score, const PatienceAttempt *attempt, const PatienceAttemptResult *result)
{
    ScoreScene *s = (ScoreScene *)score;
    s->attempt = *attempt;
    s->result = *result;
    if (result->valid && result->practice) {
        s->attempt.counted = false; /* the day's result was already in: the scoring says practice */
    }
}

const PatienceAttemptResult *PatienceScoreScene_Result(Scene *score)
{
    return &((ScoreScene *)score)->result;
}

/* The book's solution of Bergholt's Serpent problem (81, the best possible), as a save. */
static const char kSerpent81[] = "parlour-patience 1\n"
                                 "variant serpent english\n"
                                 "seed 0\n"
                                 "deal 6D 5S QC QD QH 10H 10C 6H 3C JH AH 5H 8H KH QS 4H 2C 2D 7H JS 3S 3H 3D 6S 2H\n"
                                 "moves 40 41 32 31 22 23 14 13 12 21 20 11 10 19 28 37 46 47 38 29 30 39 48 49 50\n";

Scene *PatienceScoreScene_CreateDemo(App *app)
{
    PatienceGame game;
    if (!Patience_Load(kSerpent81, &game, NULL)) {
        Patience_NewGame(&game, Patience_DefaultVariant(), 1);
    }
    /* A made-up history: the 81 beats an earlier 78, the book's first try. */
    PatienceOutcome outcome = {Patience_Score(&game), 78, true, 12, 64.25};
    Scene *scene = PatienceScoreScene_Create(app, &game, &outcome);
    ScoreScene *s = (ScoreScene *)scene;
    if (s != NULL) {
        /* Screenshots show the settled end: every hand in, the banner at rest, the best hand lit. */
        s->intro = 0.0f;
        s->step = 0.0f;
        s->demo = true;
        int best = 0;
        for (int i = 1; i < PATIENCE_LINES; i++) {
            best = s->lines[i].points > s->lines[best].points ? i : best;
        }
        s->selected = best;
        PatienceWorker_Wait(&s->worker);
        TakeBest(s);
    }
    return scene;
}

Scene *PatienceScoreScene_CreateBestDemo(App *app)
{
    PatienceGame game;
    if (!PatienceReviewScene_DemoGame(&game)) {
        return NULL;
    }
    PatienceOutcome outcome = {Patience_Score(&game), 64, false, 12, 52.5};
    Scene *scene = PatienceScoreScene_Create(app, &game, &outcome);
    ScoreScene *s = (ScoreScene *)scene;
    if (s != NULL) {
        s->intro = 0.0f;
        s->step = 0.0f;
        s->demo = true;
        PatienceWorker_Wait(&s->worker);
        TakeBest(s);
        s->showBest = s->bestReady;
        s->morph = s->showBest ? 1.0f : 0.0f;
        s->focus = BUTTON_BEST;
    }
    return scene;
}

/* ---- for tests ---- */

bool PatienceScoreScene_WaitBest(Scene *scene, int *possible, int *bound, bool *proven)
{
    ScoreScene *s = (ScoreScene *)scene;
    if (!s->bestReady && PatienceWorker_Wait(&s->worker)) {
        TakeBest(s);
    }
    if (!s->bestReady) {
        return false;
    }
    *possible = s->job.best.score;
    *bound = s->job.best.bound;
    *proven = s->job.best.proven;
    return true;
}

bool PatienceScoreScene_ShowingBest(Scene *scene)
{
    return ((ScoreScene *)scene)->showBest;
}
