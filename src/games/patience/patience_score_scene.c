/* patience_score_scene.c: the scoring of a finished Poker Patience layout, line by line, and a record's celebration. */
#include "games/patience/patience_scenes.h"

#include "games/patience/patience_score.h"

#include "games/patience/patience_celebration.h"
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/patience_names.h"

#include "app/app.h"
#include "core/patience/patience_best.h"
#include "core/patience/patience_save.h"
#include "platform/audio.h"
#include "platform/worker.h"
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
const PatienceLine *PsScene_ShownLines(const ScoreScene *s)
{
    return s->showBest ? s->bestLines : s->lines;
}

int PsScene_ShownFinal(const ScoreScene *s)
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

int PsScene_ShownTotal(const ScoreScene *s)
{
    float dur = s->step * 0.8f;
    float t = dur > 0.0f ? (s->clock - s->countAt) / dur : 1.0f;
    return s->countFrom + (int)lroundf((float)(s->countTo - s->countFrom) * PsView_EaseOut(t));
}

static void StartCount(ScoreScene *s, int to)
{
    s->countFrom = PsScene_ShownTotal(s);
    s->countTo = to;
    s->countAt = s->clock;
}

static void StartCelebration(ScoreScene *s, App *app)
{
    char text[64];
    snprintf(text, sizeof text, "New record!  %d", s->total);
    SDL_FPoint burst = {GRID_X + GRID_W * 0.5f, GRID_Y + GRID_H * 0.45f};
    PatienceCelebration_Start(&s->celebration, app, burst, PsView_BannerHome(), text, s->square,
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
        if (Worker_Collect(&s->worker)) {
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
        if (Gfx_Contains(PsView_ButtonRect(i), x, y)) {
            return i;
        }
    }
    return -1;
}

static int LineAt(float x, float y)
{
    for (int i = 0; i < PATIENCE_LINES; i++) {
        if (Gfx_Contains(PsView_ListRow(i), x, y) || Gfx_Contains(PsView_BadgeRect(i), x, y)) {
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

static void Destroy(Scene *base)
{
    ScoreScene *s = (ScoreScene *)base;
    /* The search writes into the scene: it must be over before the scene goes. */
    Worker_Wait(&s->worker);
    free(s);
}

static const SceneOps kOps = {
    .name = "patience-score",
    .handle = Handle,
    .update = Update,
    .draw = PsView_Draw,
    .destroy = Destroy,
    .locate = PsView_Locate,
};

Scene *PatienceScoreScene_Create(App *app, const PatienceGame *game, const PatienceOutcome *outcome)
{
    ScoreScene *s = calloc(1, sizeof *s);
    if (s == NULL) {
        return NULL;
    }
    s->base.ops = &kOps;
    s->base.settle = SCENE_RESULT_SETTLE;
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
        Worker_Start(&s->worker, "patience-best", SearchBest, &s->job);
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
        Worker_Wait(&s->worker);
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
        Worker_Wait(&s->worker);
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
    if (!s->bestReady && Worker_Wait(&s->worker)) {
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
