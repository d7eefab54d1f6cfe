/* quinto_replay_scene.c: a finished Quinto game stepped through move by move from its record, every hand face up. */
#include "quinto_scenes.h"
#include "quinto_table.h"

#include "app/app.h"
#include "games/table/table_replay.h"
#include "platform/audio.h"
#include "scenes/scenes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Rebuilds the state after step actions (a step back replays from the seed: exact, and quick for one game). */
static void GoTo(QtTable *t, App *app, int step)
{
    if (step < 0 || step > t->replayRec.count) {
        Audio_Play(SFX_ERROR);
        return;
    }
    TableAnim_Finish(&t->table.turn.anim);
    t->calloutTime = t->cachetteTime = 0.0f;
    if (step == t->replayStep + 1) {
        QuintoState before = t->shown;
        int seat = Quinto_ToAct(&before);
        GameAction a = t->replayRec.actions[t->replayStep];
        if (Quinto_Apply(&t->shown, seat, a) == QUINTO_WHY_OK) {
            t->replayStep = step;
            QtView_Animate(t, app, &before, seat, a);
            Quinto_DescribeAction(&before, seat, a, t->table.turn.message, sizeof t->table.turn.message);
            t->table.turn.messageTime = 1e9f;
            t->table.turn.messageIsError = false;
        }
        return;
    }
    GameError err;
    if (Game_Replay(&t->replayRec, step, (GameState *)(void *)&t->shown, &err)) {
        t->replayStep = step;
        t->table.turn.message[0] = '\0';
        Audio_Play(SFX_FLIP);
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    QtTable *t = (QtTable *)s;
    int step;
    if (TableReplay_Target(ev, t->replayStep, t->replayRec.count, &step)) {
        GoTo(t, app, step);
    } else {
        TableReplay_HandleOther(app, ev, Quinto_RulesFile(t->replayRec.variant));
    }
}

static void Update(Scene *s, App *app, float dt)
{
    (void)app;
    QtTable *t = (QtTable *)s;
    t->time += dt;
    TableAnim_Update(&t->table.turn.anim, dt);
    if (t->calloutTime > 0.0f) {
        t->calloutTime -= dt;
    }
    if (t->cachetteTime > 0.0f && TableAnim_Idle(&t->table.turn.anim)) {
        t->cachetteTime -= dt;
    }
}

static void Draw(Scene *s, App *app)
{
    QtView_Draw((QtTable *)s, app);
}

static void Destroy(Scene *s)
{
    QtTable *t = (QtTable *)s;
    GameRecord_Free(&t->replayRec);
    free(t);
}

static const SceneOps kOps = {
    .name = "quinto-replay",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
};

Scene *QuintoReplayScene_Create(App *app, const GameRecord *rec, const GameSeating *seating)
{
    (void)app;
    QtTable *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    t->table.base.ops = &kOps;
    t->replay = true;
    t->hover = t->press = t->pressChoice = -1;
    t->table.turn.choices.focus = -1;
    TableFocus_Init(&t->table.focus, QT_AREA_COUNT);
    /* Only for the seats' names: a replay shows every card, from seat 0's side of the table. */
    t->table.turn.session.rules = &Quinto_Rules;
    t->table.turn.session.seating = *seating;
    t->table.turn.session.rec.variant = rec->variant;
    if (!TableReplay_CopyRecord(&t->replayRec, rec)) {
        free(t);
        return NULL;
    }
    GameError err;
    if (!Game_Replay(&t->replayRec, 0, (GameState *)(void *)&t->shown, &err)) {
        GameRecord_Free(&t->replayRec);
        free(t);
        return NULL;
    }
    return &t->table.base;
}

/* For screenshots: a Dummy Quinto game of random moves, stepped to the middle of its first hand. */
Scene *QuintoReplayScene_CreateDemo(App *app)
{
    GameRecord rec;
    GameRecord_Init(&rec, &Quinto_Rules, QUINTO_DUMMY, 12);
    QuintoState st;
    Quinto_Init(&st, QUINTO_DUMMY, 12);
    Rng rng = Rng_Make(3);
    Game_PlayRandom(&Quinto_Rules, (GameState *)(void *)&st, &rec, &rng, 100000);
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *s = QuintoReplayScene_Create(app, &rec, &seating);
    GameRecord_Free(&rec);
    if (s != NULL) {
        QtTable *t = (QtTable *)s;
        for (int i = 0; i < 22; i++) {
            GoTo(t, app, t->replayStep + 1);
        }
        TableAnim_Finish(&t->table.turn.anim);
    }
    return s;
}
