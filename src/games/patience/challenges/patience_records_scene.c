/* patience_records_scene.c: the records of Poker Patience's challenges: daily, Serpent problems, codes. */
#include "games/patience/challenges/patience_challenge_scenes.h"
#include "games/patience/patience_scenes.h"

#include "app/app.h"
#include "render/text.h"
#include "scenes/scenes.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct RecordsScene {
    Scene base;
    bool demo;
    PatienceChallengeRecords *records;
    PatienceChallengeSummary summary;
} RecordsScene;

static void Enter(Scene *s, App *app)
{
    RecordsScene *r = (RecordsScene *)s;
    if (!r->demo) {
        char message[PLAYER_MESSAGE_MAX];
        if (PatienceChallengeStore_Load(r->records, message, sizeof message) == PATIENCE_STORE_CORRUPT) {
            App_Push(app, MessageScene_Create(app, "Your challenge records could not be read", message));
        }
    }
    PatienceChallengeRecords_Summarise(r->records, PatienceAttempt_Today(), &r->summary);
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    (void)s;
    if (ev->action == ACTION_BACK || ev->action == ACTION_CONFIRM || ev->action == ACTION_MENU ||
        ev->action == ACTION_POINTER_UP) {
        App_Pop(app);
    }
}

static void Update(Scene *s, App *app, float dt)
{
    (void)s;
    (void)app;
    (void)dt;
}

/* One card of records: a title and label/value rows. */
static void DrawBox(App *app, float x, const char *title, const char *const *labels, const char *const *values, int n)
{
    Gfx *gfx = &app->gfx;
    SDL_FRect r = {x, 150.0f, 370.0f, 440.0f};
    Ui_DrawPanel(app, r);
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 30.0f, THEME_GOLD, TEXT_LEFT);
    Text_Draw(gfx, &head, r.x + 26.0f, r.y + 22.0f, title);
    TextStyle label = Text_Style(FONT_SANS, 18.0f, THEME_PARCHMENT, TEXT_LEFT);
    TextStyle value = Text_Style(FONT_SANS_BOLD, 34.0f, THEME_CREAM, TEXT_LEFT);
    for (int i = 0; i < n; i++) {
        float y = r.y + 84.0f + (float)i * 84.0f;
        Text_Draw(gfx, &label, r.x + 26.0f, y, labels[i]);
        Text_Draw(gfx, &value, r.x + 26.0f, y + 24.0f, values[i]);
    }
}

static void Draw(Scene *s, App *app)
{
    RecordsScene *r = (RecordsScene *)s;
    const PatienceChallengeSummary *m = &r->summary;
    Gfx_DrawFelt(&app->gfx);
    Ui_DrawHeading(app, "Challenge records", "The daily deal, Serpent problems and shared codes");
    char v[4][48];
    snprintf(v[0], sizeof v[0], "%d day%s", m->streak.current, m->streak.current == 1 ? "" : "s");
    snprintf(v[1], sizeof v[1], "%d day%s", m->streak.best, m->streak.best == 1 ? "" : "s");
    snprintf(v[2], sizeof v[2], "%d", m->dailyDays);
    snprintf(v[3], sizeof v[3], m->dailyDays > 0 ? "%.1f" : "\xE2\x80\x94", m->dailyAverage);
    const char *dailyLabels[4] = {"Streak", "Best streak", "Days played", "Average"};
    const char *dailyValues[4] = {v[0], v[1], v[2], v[3]};
    DrawBox(app, 60.0f, "Daily deal", dailyLabels, dailyValues, 4);

    char w[4][48];
    snprintf(w[0], sizeof w[0], "%d", m->serpentProblems);
    snprintf(w[1], sizeof w[1], "%d", m->serpentSolved);
    snprintf(w[2], sizeof w[2], m->serpentProblems > 0 ? "%.0f%%" : "\xE2\x80\x94", m->serpentShare * 100.0);
    snprintf(w[3], sizeof w[3], "%d", m->serpentDays);
    const char *serpLabels[4] = {"Problems played", "Solved to the best", "Average share of the best",
                                 "Daily Serpents"};
    const char *serpValues[4] = {w[0], w[1], w[2], w[3]};
    DrawBox(app, 455.0f, "Serpent", serpLabels, serpValues, 4);

    char c[2][48];
    snprintf(c[0], sizeof c[0], "%d", m->codeGames);
    snprintf(c[1], sizeof c[1], m->codeGames > 0 ? "%.1f" : "\xE2\x80\x94", m->codeAverage);
    const char *codeLabels[2] = {"Games from codes", "Average"};
    const char *codeValues[2] = {c[0], c[1]};
    DrawBox(app, 850.0f, "Codes", codeLabels, codeValues, 2);
    UiPrompt prompts[] = {{ACTION_BACK, "Back"}};
    Ui_DrawPrompts(app, prompts, 1);
}

static void Destroy(Scene *s)
{
    free(((RecordsScene *)s)->records);
    free(s);
}

static const SceneOps kOps = {
    .name = "patience-records",
    .enter = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
};

Scene *PatienceRecordsScene_Create(App *app)
{
    (void)app;
    RecordsScene *r = calloc(1, sizeof *r);
    if (r == NULL) {
        return NULL;
    }
    r->records = calloc(1, sizeof *r->records);
    if (r->records == NULL) {
        free(r);
        return NULL;
    }
    r->base.ops = &kOps;
    return &r->base;
}

Scene *PatienceRecordsScene_CreateDemo(App *app)
{
    Scene *s = PatienceRecordsScene_Create(app);
    if (s != NULL) {
        RecordsScene *r = (RecordsScene *)s;
        r->demo = true;
        PatienceDate d = {2026, 11, 22};
        PatienceAttempt_SetToday(PatienceDate_ToDay(d));
        PatienceChallenges_FillDemoRecords(r->records, PatienceDate_ToDay(d));
    }
    return s;
}
