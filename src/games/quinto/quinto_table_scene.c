/* quinto_table_scene.c: Quinto's table: mouse, keyboard and gamepad become the player's actions; the computers answer. */
#include "quinto_scenes.h"
#include "quinto_table.h"

#include "app/app.h"
#include "games/table/table_drag.h"
#include "core/game/game_ai.h"
#include "core/quinto/quinto_ai.h"
#include "games/table/table_seat_names.h"
#include "platform/audio.h"
#include "scenes/scenes.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THINK_TIME 0.5f
#define BEAT_TIME 1.4f
#define DEMO_SEED 1909u

/* The full state: read only by the demonstrations, which play every seat as a host would; the table itself
   reads what its viewer sees (TableSession_Shown). */
static QuintoState *Full(QtTable *t)
{
    return (QuintoState *)(void *)t->table.turn.session.st;
}

static void Say(QtTable *t, const char *text, bool error)
{
    TableTurn_Say(&t->table.turn, text, error);
}

static void Refuse(QtTable *t, const char *text)
{
    TableTurn_Refuse(&t->table.turn, text);
}

static void RefuseWait(QtTable *t)
{
    const QuintoState *v = QtView_State(t);
    int seat = Quinto_ToAct(v);
    if (seat == GAME_NOBODY) {
        Refuse(t, "The game is over.");
        return;
    }
    char whose[48], text[96];
    TableSeat_Whose(&Quinto_Rules, v->variant, &t->table.turn.session.seating, Quinto_Controller(v, seat), false, whose,
                    sizeof whose);
    snprintf(text, sizeof text, "Wait for %s move.", whose);
    Refuse(t, text);
}

/* The doubling round's choices while the person decides; nothing while cards are played. */
static void BuildChoices(QtTable *t, App *app)
{
    TableChoices_Clear(&t->table.turn.choices);
    const QuintoState *v = QtView_State(t);
    int seat = QtTable_PlaySeat(t);
    if (seat >= 0 && v->phase == QUINTO_PHASE_DOUBLING) {
        GameAction acts[QUINTO_MAX_ACTIONS];
        int n = Quinto_Legal(v, seat, acts, QUINTO_MAX_ACTIONS);
        for (int i = 0; i < n; i++) {
            switch (acts[i].kind) {
            case QUINTO_ACT_PASS:
                TableChoices_Add(&t->table.turn.choices, "Pass", "tricks stay as they are", acts[i], 0);
                break;
            case QUINTO_ACT_DOUBLE:
                TableChoices_Add(&t->table.turn.choices, "Double", "tricks count 10", acts[i], 0);
                break;
            case QUINTO_ACT_REDOUBLE:
                TableChoices_Add(&t->table.turn.choices, "Redouble", "tricks count 20", acts[i], 0);
                break;
            default: break;
            }
        }
    }
    QtLayout l;
    QtView_Layout(app, v, QtTable_Me(t), &l);
    TableChoices_LayoutColumn(&t->table.turn.choices, l.side.x + 14.0f, l.choicesY, l.side.w - 28.0f);
}

static void Refresh(QtTable *t, App *app, bool moved)
{
    const QuintoState *v = QtView_State(t);
    int seat = QtTable_PlaySeat(t);
    Card cards[QUINTO_HAND];
    TableFocus_SetCount(&t->table.focus, QT_AREA_HAND, seat >= 0 ? QtView_HandCards(v, seat, cards) : 0);
    BuildChoices(t, app);
    TableFocus_SetCount(&t->table.focus, QT_AREA_CHOICES, t->table.turn.choices.count);
    if (moved && seat >= 0) {
        TableFocus_Go(&t->table.focus, v->phase == QUINTO_PHASE_DOUBLING ? QT_AREA_CHOICES : QT_AREA_HAND, -1);
    }
    t->choicesFor = Quinto_Hash(v);
}

static void PlayHuman(QtTable *t, App *app, GameAction a)
{
    QuintoState before;
    t->calloutTime = 0.0f;
    t->cachetteTime = 0.0f;
    int seat = Quinto_ToAct(QtView_State(t));
    if (!TableTurn_PlayHuman(&t->table.turn, app, a, (GameState *)(void *)&before)) {
        return;
    }
    QtView_Animate(t, app, &before, seat, a);
    Refresh(t, app, true);
}

static void UseCard(QtTable *t, App *app, int index)
{
    int seat = QtTable_PlaySeat(t);
    if (seat < 0) {
        RefuseWait(t);
        return;
    }
    const QuintoState *v = QtView_State(t);
    if (v->phase == QUINTO_PHASE_DOUBLING) {
        Refuse(t, Quinto_WhyText(QUINTO_WHY_DOUBLING_FIRST));
        return;
    }
    Card cards[QUINTO_HAND];
    int n = QtView_HandCards(v, seat, cards);
    if (index >= 0 && index < n) {
        Audio_Play(SFX_PLACE);
        PlayHuman(t, app, Quinto_Play(cards[index]));
    }
}

static void Choose(QtTable *t, App *app, int index)
{
    if (index < 0 || index >= t->table.turn.choices.count) {
        return;
    }
    Audio_Play(SFX_SELECT);
    PlayHuman(t, app, t->table.turn.choices.items[index].action);
}

static void Finish(QtTable *t, App *app)
{
    QuintoStore_RecordFinished(&t->table.turn.session, !t->table.turn.demo, app);
    Scene *score = QuintoScoreScene_Create(app, &t->table.turn.session.rec, &t->table.turn.session.seating);
    if (score != NULL) {
        App_Replace(app, score);
    }
}

static void Hint(QtTable *t)
{
    int seat = QtTable_PlaySeat(t);
    GameAction a;
    /* Chosen from the view: the computer reads only what this seat sees, and so may a hint. */
    if (seat < 0 || !GameAi_Choose(&Quinto_Rules, (const GameState *)(const void *)QtView_State(t), seat,
                                   GAME_AI_MEDIUM, (uint64_t)t->table.turn.session.rec.count, &a)) {
        RefuseWait(t);
        return;
    }
    char text[QT_MESSAGE_MAX], what[40], why[140];
    /* The reason, from what the player sees (the same view the hint was chosen from). */
    QuintoAi_Explain(QtView_State(t), seat, a, why, sizeof why);
    if (a.kind == QUINTO_ACT_PLAY) {
        const QuintoState *v = QtView_State(t);
        Card cards[QUINTO_HAND];
        int n = QtView_HandCards(v, seat, cards);
        for (int i = 0; i < n; i++) {
            if (cards[i] == a.cards[0]) {
                TableFocus_Go(&t->table.focus, QT_AREA_HAND, i);
            }
        }
        Quinto_CardName(a.cards[0], what, sizeof what);
        snprintf(text, sizeof text, "Hint: play %s.%s%s%s", what, why[0] != '\0' ? " " : "", why,
                 why[0] != '\0' ? "." : "");
    } else {
        for (int i = 0; i < t->table.turn.choices.count; i++) {
            if (GameAction_Equal(t->table.turn.choices.items[i].action, a)) {
                TableFocus_Go(&t->table.focus, QT_AREA_CHOICES, i);
            }
        }
        snprintf(text, sizeof text, "Hint: %s. %s%s",
                 a.kind == QUINTO_ACT_PASS     ? "pass"
                 : a.kind == QUINTO_ACT_DOUBLE ? "double"
                                               : "redouble",
                 why, why[0] != '\0' ? "." : "");
    }
    Say(t, text, false);
    Audio_Play(SFX_MOVE);
}

static void Undo(QtTable *t, App *app)
{
    if (!TableTurn_Undo(&t->table.turn)) {
        return;
    }
    t->calloutTime = t->cachetteTime = 0.0f;
    Say(t, "Your last move was taken back.", false);
    Audio_Play(SFX_FLIP);
    Refresh(t, app, true);
}

static void Under(QtTable *t, App *app, float x, float y, int *hand, int *choice)
{
    const QuintoState *v = QtView_State(t);
    QtLayout l;
    QtView_Layout(app, v, QtTable_Me(t), &l);
    *choice = TableChoices_HitTest(&t->table.turn.choices, x, y);
    *hand = -1;
    int seat = QtTable_PlaySeat(t);
    if (*choice < 0 && seat >= 0) {
        int raised = t->table.focus.group == QT_AREA_HAND ? TableFocus_Index(&t->table.focus, QT_AREA_HAND) : -1;
        *hand = TableFan_HitTest(&l.hand[QtView_Pos(l.me, seat)], x, y, raised);
    }
}

/* Whether the hand's card pressed was let go on the felt beyond its hand, to play it (table_drag.h). */
static bool DroppedOnTable(QtTable *t, App *app, float x, float y)
{
    int seat = QtTable_PlaySeat(t);
    if (seat < 0) {
        return false;
    }
    QtLayout l;
    QtView_Layout(app, QtView_State(t), QtTable_Me(t), &l);
    int raised = t->table.focus.group == QT_AREA_HAND ? TableFocus_Index(&t->table.focus, QT_AREA_HAND) : -1;
    SDL_FRect from = TableFan_Rect(&l.hand[QtView_Pos(l.me, seat)], t->press, raised);
    return TableDrag_Dropped(from, TableDrag_Felt(l.view, l.side), x, y);
}

static void Step(QtTable *t, int dir)
{
    if (TableFocus_Step(&t->table.focus, dir)) {
        Audio_Play(SFX_MOVE);
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    QtTable *t = (QtTable *)s;
    if (TableTurn_HandleFinished(&t->table.turn, ev)) {
        if (ev->action == ACTION_CONFIRM || ev->action == ACTION_POINTER_UP) {
            t->calloutTime = t->cachetteTime = 0.0f;
        }
        return;
    }
    int hand, choice;
    switch (ev->action) {
    case ACTION_LEFT: Step(t, -1); break;
    case ACTION_RIGHT: Step(t, 1); break;
    case ACTION_UP:
    case ACTION_DOWN:
        if (t->table.focus.group == QT_AREA_CHOICES) {
            Step(t, ev->action == ACTION_UP ? -1 : 1);
        }
        break;
    case ACTION_NEXT_AREA:
    case ACTION_PREV_AREA:
        if (TableFocus_Cycle(&t->table.focus, ev->action == ACTION_NEXT_AREA ? 1 : -1)) {
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_CONFIRM:
        if (QtView_Showing(t) || !TableAnim_Idle(&t->table.turn.anim)) {
            /* The first press hurries the show on. */
            TableAnim_Finish(&t->table.turn.anim);
            t->calloutTime = t->cachetteTime = 0.0f;
            break;
        }
        if (t->table.focus.group == QT_AREA_CHOICES) {
            Choose(t, app, TableFocus_Index(&t->table.focus, QT_AREA_CHOICES));
        } else {
            UseCard(t, app, TableFocus_Index(&t->table.focus, QT_AREA_HAND));
        }
        break;
    case ACTION_UNDO: Undo(t, app); break;
    case ACTION_REDO: TableTurn_RedoMove(&t->table.turn, app); break;
    case ACTION_HINT: Hint(t); break;
    case ACTION_HELP: TableTurn_OpenRules(app, Quinto_RulesFile(t->table.turn.session.rec.variant)); break;
    case ACTION_BACK:
    case ACTION_MENU:
        TableTurn_OpenPause(&t->table.turn, app, Quinto_RulesFile(t->table.turn.session.rec.variant));
        break;
    case ACTION_POINTER_MOVE:
        Under(t, app, ev->x, ev->y, &hand, &choice);
        t->hover = hand;
        t->table.turn.choices.hover = choice;
        break;
    case ACTION_POINTER_DOWN: Under(t, app, ev->x, ev->y, &t->press, &t->pressChoice); break;
    case ACTION_POINTER_UP:
        Under(t, app, ev->x, ev->y, &hand, &choice);
        if (choice >= 0 && choice == t->pressChoice) {
            TableFocus_Go(&t->table.focus, QT_AREA_CHOICES, choice);
            Choose(t, app, choice);
        } else if (hand >= 0 && hand == t->press) {
            TableFocus_Go(&t->table.focus, QT_AREA_HAND, hand);
            UseCard(t, app, hand);
        } else if (choice < 0 && hand < 0 && t->press >= 0 && DroppedOnTable(t, app, ev->x, ev->y)) {
            /* A card dragged out of the hand and let go on the table: as a click on it. */
            TableFocus_Go(&t->table.focus, QT_AREA_HAND, t->press);
            UseCard(t, app, t->press);
        }
        t->press = t->pressChoice = -1;
        break;
    default: break;
    }
}

/* What a computer seat just did, in a sentence for the panel. */
static void DescribeOther(QtTable *t, const QuintoState *before, int seat, GameAction a)
{
    char text[QT_MESSAGE_MAX];
    Quinto_DescribeAction(before, seat, a, text, sizeof text);
    Say(t, text, false);
}

/* ---- what the shared turn glue asks of Quinto (table_turn.h) ---- */

static void OpsRefresh(void *owner, App *app, bool moved)
{
    Refresh(owner, app, moved);
}

static bool OpsStale(void *owner)
{
    QtTable *t = owner;
    return t->choicesFor != Quinto_Hash(QtView_State(t));
}

static void OpsShown(void *owner, App *app, const GameState *before, int seat, GameAction action)
{
    const QuintoState *b = (const QuintoState *)(const void *)before;
    DescribeOther(owner, b, seat, action);
    QtView_Animate(owner, app, b, seat, action);
}

static void OpsFinish(void *owner, App *app)
{
    Finish(owner, app);
}

/* A quint's callout or the cachette turned up: the computer waits until it has been seen. */
static bool OpsShowing(const void *owner)
{
    return QtView_Showing(owner);
}

/* A restart or a redo: no quint's call or cachette left showing from the move before. */
static void OpsClearShow(void *owner)
{
    QtTable *t = owner;
    t->calloutTime = t->cachetteTime = 0.0f;
}

static void OpsDeal(void *owner, App *app)
{
    QtView_AnimateDeal(owner, app);
}

static const TableTurnOps kTurnOps = {
    .rules = &Quinto_Rules,
    .gameFile = QUINTO_GAME_FILE,
    .demoSeed = DEMO_SEED,
    .thinkTime = THINK_TIME,
    .beatTime = BEAT_TIME,
    .rulesPrompt = true, /* F1 Rules named in the controls bar while there is room, as at Five Hundred */
    .refresh = OpsRefresh,
    .stale = OpsStale,
    .shown = OpsShown,
    .finish = OpsFinish,
    .showing = OpsShowing,
    .restarted = OpsClearShow,
    .redone = OpsClearShow,
    .deal = OpsDeal,
};

static void Update(Scene *s, App *app, float dt)
{
    QtTable *t = (QtTable *)s;
    t->time += dt;
    if (t->calloutTime > 0.0f) {
        t->calloutTime -= dt;
    }
    if (t->cachetteTime > 0.0f && TableAnim_Idle(&t->table.turn.anim)) {
        t->cachetteTime -= dt;
    }
    TableTurn_Update(&t->table.turn, s, app, dt);
}

static void Draw(Scene *s, App *app)
{
    QtView_Draw((QtTable *)s, app);
}

static void Enter(Scene *s, App *app)
{
    TableTurn_Enter(&((QtTable *)s)->table.turn, app);
}

static void Destroy(Scene *s)
{
    QtTable *t = (QtTable *)s;
    TableSession_Free(&t->table.turn.session);
    free(t);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    QtTable *t = (QtTable *)s;
    const QuintoState *v = QtView_State(t);
    QtLayout l;
    QtView_Layout(app, v, QtTable_Me(t), &l);
    int i;
    char extra;
    int seat = QtTable_PlaySeat(t);
    if (sscanf(name, "hand%d%c", &i, &extra) == 1 && seat >= 0) {
        const TableFan *f = &l.hand[QtView_Pos(l.me, seat)];
        if (i < 0 || i >= f->count) {
            return false;
        }
        *out = TableFan_Rect(f, i, -1);
        if (i + 1 < f->count) {
            out->w = TableFan_Rect(f, i + 1, -1).x - out->x;
        }
        return true;
    }
    return TableChoices_Locate(&t->table.turn.choices, name, out);
}

static const SceneOps kOps = {
    .name = "quinto-table",
    .enter = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

static QtTable *Alloc(void)
{
    QtTable *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    TableScene_Init(&t->table, &kOps, &kTurnOps, QT_AREA_COUNT);
    t->hover = t->press = t->pressChoice = -1;
    return t;
}

Scene *QuintoTableScene_CreateNew(App *app, int variant, const GameSeating *seating, uint64_t seed)
{
    (void)app;
    QtTable *t = Alloc();
    return t != NULL ? TableTurn_NewScene(&t->table.base, &t->table.turn, variant, seating, seed) : NULL;
}

Scene *QuintoTableScene_CreateResume(App *app, TableSaved *saved)
{
    (void)app;
    QtTable *t = Alloc();
    if (t == NULL) {
        TableSaved_Free(saved);
        return NULL;
    }
    return TableTurn_ResumeScene(&t->table.base, &t->table.turn, saved);
}

/* Where a demo stops. */
typedef enum DemoStop {
    DEMO_AT_QUINT,         /* a trick with quints has just been taken */
    DEMO_AT_TURN,          /* the person's turn in the fifth trick */
    DEMO_AT_GAME_BY_QUINTS /* quints have just made game mid-hand: the cachette left face down */
} DemoStop;

static void DemoPlay(QtTable *t, App *app, DemoStop stop);

/* A demo: the computers (easy, so it is quick) play until the stop; the last move is shown as it happened. */
static Scene *Demo(App *app, int variant, DemoStop stop)
{
    QtTable *t = Alloc();
    if (t == NULL) {
        return NULL;
    }
    t->table.turn.demo = true;
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_MEDIUM);
    /* Few rubbers have a game made by quints mid-hand: later seeds are tried until one does. */
    for (uint64_t tries = 0; tries < 40; tries++) {
        if (tries > 0) {
            if (stop != DEMO_AT_GAME_BY_QUINTS || (t->cachetteTime > 0.0f && !t->cachetteShown)) {
                break;
            }
            TableSession_Free(&t->table.turn.session);
            t->cachetteTime = 0.0f;
        }
        if (!TableSession_Start(&t->table.turn.session, &Quinto_Rules, variant, DEMO_SEED + tries, &seating, NULL)) {
            free(t);
            return NULL;
        }
        DemoPlay(t, app, stop);
    }
    return &t->table.base;
}

/* Plays the demo's moves until its stop (or the game's end). */
static void DemoPlay(QtTable *t, App *app, DemoStop stop)
{
    for (int i = 0; i < 4000 && !TableSession_IsOver(&t->table.turn.session); i++) {
        const QuintoState *st = Full(t);
        QuintoState before = *st;
        GameAction a;
        if (!GameAi_Choose(&Quinto_Rules, (const GameState *)(const void *)st, Quinto_ToAct(st), GAME_AI_EASY,
                           (uint64_t)i, &a)) {
            break;
        }
        int seat = Quinto_ToAct(st);
        TableSession_PlayForced(&t->table.turn.session, a);
        const QuintoState *after = Full(t);
        bool quint = before.trickCount == 3 && after->lastQuints > 0 && after->tricksPlayed >= 3;
        bool gameByQuints = before.historyCount > 0 && after->handNumber != before.handNumber &&
                            after->history[before.historyCount - 1].end == QUINTO_END_QUINTS;
        if (stop == DEMO_AT_GAME_BY_QUINTS && (gameByQuints || TableSession_IsOver(&t->table.turn.session))) {
            QtView_Animate(t, app, &before, seat, a);
            TableAnim_Update(&t->table.turn.anim, 3.0f);
            break;
        }
        if (stop == DEMO_AT_QUINT && quint) {
            QtView_Animate(t, app, &before, seat, a);
            TableAnim_Update(&t->table.turn.anim, 0.5f); /* the trick lies there, its quints lifted */
            t->calloutTime = 2.0f;
            break;
        }
        if (stop == DEMO_AT_TURN && after->tricksPlayed >= 4 && after->trickCount == 2 &&
            TableSession_PersonToAct(&t->table.turn.session)) {
            break;
        }
    }
}

Scene *QuintoTableScene_CreateDemo(App *app)
{
    return Demo(app, QUINTO_FOUR, DEMO_AT_QUINT);
}

Scene *QuintoTableScene_CreateGameByQuintsDemo(App *app)
{
    return Demo(app, QUINTO_FOUR, DEMO_AT_GAME_BY_QUINTS);
}

Scene *QuintoTableScene_CreateDummyDemo(App *app)
{
    Scene *s = Demo(app, QUINTO_DUMMY, DEMO_AT_TURN);
    if (s != NULL) {
        Refresh((QtTable *)s, app, true);
        Hint((QtTable *)s); /* the screenshot shows a hint and its reason */
    }
    return s;
}

/* ---- for tests ---- */

int QuintoTableScene_HandNumber(Scene *scene)
{
    return QtView_State((QtTable *)scene)->handNumber;
}
