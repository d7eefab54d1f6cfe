/* piquet_table.c: Piquet's table: mouse, keyboard and gamepad become the player's actions; the computer answers. */
#include "piquet_table.h"

#include "app/app.h"
#include "games/table/table_drag.h"
#include "games/table/table_card_text.h"
#include "games/table/table_replay.h"
#include "core/game/game_ai.h"
#include "games/table/table_seat_names.h"
#include "games/table/table_store.h"
#include "platform/audio.h"
#include "scenes/scenes.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THINK_TIME 0.7f  /* the computer's shortest turn, so its calls and cards can be followed */
#define TRICK_TIME 0.9f  /* a finished trick stays in view this long */
#define BEAT_TIME 1.2f
#define DEMO_SEED 1909u

/* The full state: read only by the demonstrations, which play every seat as a host would; the table itself
   reads what its viewer sees (TableSession_Shown). */
static PiquetState *Full(PqTable *t)
{
    return (PiquetState *)(void *)t->table.turn.session.st;
}

static void Say(PqTable *t, const char *text, bool error)
{
    TableTurn_Say(&t->table.turn, text, error);
}

static void Refuse(PqTable *t, const char *text)
{
    TableTurn_Refuse(&t->table.turn, text);
}

/* The chances of the discard chosen now (worked out again only when the choice changes). */
static void RefreshOdds(PqTable *t)
{
    const PiquetState *v = PqView_State(t);
    int me = PqTable_Me(t);
    PiquetMask d = PqTable_ChosenMask(t);
    if (v->phase != PIQ_PHASE_EXCHANGE || Piquet_ToAct(v) != me || d == 0) {
        t->oddsValid = false;
        return;
    }
    if (t->oddsValid && t->oddsFor == d) {
        return;
    }
    t->oddsValid = PiquetOdds_Weigh(v, me, d, 6, &t->odds);
    t->oddsFor = d;
}

static void Refresh(PqTable *t, App *app, bool moved)
{
    const PiquetState *v = PqView_State(t);
    int me = PqTable_Me(t);
    /* A deal made since the table was last drawn (after the choice of dealer, or the next of the partie) is
       seen being dealt; the deal on the table when it is entered or resumed is simply there. */
    if (!t->replay && t->dealShown >= 0 && v->deal > t->dealShown && v->handCount[me] > 0) {
        PqResult_DealEnded(t, app, t->lastTrickTime > 0.0f ? t->lastTrickTime : 0.0f); /* the last deal's result first */
    }
    t->dealShown = v->deal;
    int cards[PIQ_HAND];
    if (moved) {
        memset(t->chosen, 0, sizeof t->chosen);
        t->hint[0] = '\0';
    }
    TableFocus_SetCount(&t->table.focus, PQ_AREA_HAND, PqView_HandCards(v, me, cards));
    PqChoices_Build(t);
    RefreshOdds(t);
    if (moved && Piquet_ToAct(v) == me) {
        bool cardsFirst = v->phase == PIQ_PHASE_PLAY || v->phase == PIQ_PHASE_EXCHANGE;
        TableFocus_Go(&t->table.focus, cardsFirst ? PQ_AREA_HAND : PQ_AREA_CHOICES, cardsFirst ? -1 : 0);
    }
    t->choicesFor = Piquet_Hash(v);
}

/*
 * Shows a card played: it flies from the hand to its place in the trick;
 * a trick just completed stays in view a moment (it leaves the state as
 * soon as it is won).
 */
static void NoteTrick(PqTable *t, App *app, const PiquetState *before, int seat, GameAction a)
{
    if (a.kind != PIQ_ACT_PLAY) {
        return;
    }
    int me = PqTable_Me(t);
    PqLayout l;
    PqView_Layout(app, before, me, &l);
    int idx = Piquet_Index(a.cards[0]);
    SDL_FRect from = TableFan_Rect(&l.hand[1], l.hand[1].count / 2, -1);
    if (seat == me) {
        int cards[PIQ_HAND];
        int n = PqView_HandCards(before, me, cards);
        for (int i = 0; i < n; i++) {
            if (cards[i] == idx) {
                from = TableFan_Rect(&l.hand[0], i, -1);
            }
        }
    }
    SDL_FRect to = l.trick[before->trickCount == 1 ? 1 : 0];
    TableFlight *f = TableAnim_Add(&t->table.turn.anim, a.cards[0], from, to, seat == me, true, 0.0f,
                                   App_AnimTime(app, 0.3f), PQ_ZONE_TRICK);
    if (f != NULL) {
        f->landSfx = SFX_PLACE;
    } else {
        Audio_Play(SFX_PLACE);
    }
    if (before->trickCount == 1) {
        t->lastTrick[0] = before->trickCards[before->tricksDone][0];
        t->lastTrick[1] = idx;
        t->lastTrickTime = App_AnimTime(app, TRICK_TIME);
        TableAnim_Hold(&t->table.turn.anim, t->lastTrickTime);
    }
}

static void PlayHuman(PqTable *t, App *app, GameAction a)
{
    PiquetState before;
    if (!TableTurn_PlayHuman(&t->table.turn, app, a, (GameState *)(void *)&before)) {
        return;
    }
    NoteTrick(t, app, &before, Piquet_ToAct(&before), a);
    Refresh(t, app, true);
}

static void Exchange(PqTable *t, App *app)
{
    const PiquetState *v = PqView_State(t);
    int cards[PIQ_HAND];
    int n = PqView_HandCards(v, PqTable_Me(t), cards);
    Card out[GAME_ACTION_CARDS];
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (t->chosen[i]) {
            if (k == GAME_ACTION_CARDS) {
                Refuse(t, "You cannot exchange so many cards");
                return;
            }
            out[k++] = Piquet_CardAt(cards[i]);
        }
    }
    if (k == 0) {
        Refuse(t, "Choose the cards to discard first: confirm on a card to pick it");
        return;
    }
    PlayHuman(t, app, Piquet_Exchange(out, k));
}

static void Choose(PqTable *t, App *app, int index)
{
    if (index < 0 || index >= t->table.turn.choices.count) {
        return;
    }
    TableFocus_Go(&t->table.focus, PQ_AREA_CHOICES, index);
    Audio_Play(SFX_SELECT);
    if (t->table.turn.choices.items[index].tag == PQ_TAG_EXCHANGE) {
        Exchange(t, app);
    } else {
        PlayHuman(t, app, t->table.turn.choices.items[index].action);
    }
}

static void RefuseWait(PqTable *t, int seat)
{
    if (seat == GAME_NOBODY) {
        Refuse(t, "The partie is over");
        return;
    }
    char text[96], whose[48];
    TableSeat_Whose(&Piquet_Rules, t->table.turn.session.rec.variant, &t->table.turn.session.seating, seat, false,
                    whose, sizeof whose);
    snprintf(text, sizeof text, "Wait for %s move", whose);
    Refuse(t, text);
}

static void UseCard(PqTable *t, App *app, int index)
{
    const PiquetState *v = PqView_State(t);
    int me = PqTable_Me(t);
    if (Piquet_ToAct(v) != me || !TableSession_PersonToAct(&t->table.turn.session)) {
        RefuseWait(t, Piquet_ToAct(v));
        return;
    }
    int cards[PIQ_HAND];
    int n = PqView_HandCards(v, me, cards);
    if (index < 0 || index >= n) {
        return;
    }
    if (v->phase == PIQ_PHASE_EXCHANGE) {
        t->chosen[index] = !t->chosen[index];
        Audio_Play(SFX_MOVE);
        PqChoices_Build(t);
        RefreshOdds(t);
        return;
    }
    if (v->phase != PIQ_PHASE_PLAY) {
        Refuse(t, "Answer first: the choices are beside the cards");
        return;
    }
    PlayHuman(t, app, Piquet_Play(Piquet_CardAt(cards[index])));
}

/* The hint: the strong computer's exchange with its reason, or the easy computer's card or call. */
static void Hint(PqTable *t)
{
    const PiquetState *v = PqView_State(t);
    int me = PqTable_Me(t);
    if (Piquet_ToAct(v) != me || !TableSession_PersonToAct(&t->table.turn.session)) {
        RefuseWait(t, Piquet_ToAct(v));
        return;
    }
    GameAction a;
    if (v->phase == PIQ_PHASE_EXCHANGE) {
        if (!PiquetAi_ExchangeHint(v, me, &a, t->hint, sizeof t->hint)) {
            return;
        }
        int cards[PIQ_HAND];
        int n = PqView_HandCards(v, me, cards);
        for (int i = 0; i < n; i++) {
            t->chosen[i] = false;
            for (int c = 0; c < a.count; c++) {
                t->chosen[i] = t->chosen[i] || Piquet_Index(a.cards[c]) == cards[i];
            }
        }
        Say(t, "Hint: the cards to discard are picked; confirm Exchange to make it", false);
        t->oddsValid = false;
        RefreshOdds(t);
        PqChoices_Build(t);
        TableFocus_Go(&t->table.focus, PQ_AREA_CHOICES, 0);
        Audio_Play(SFX_MOVE);
        return;
    }
    if (!GameAi_Choose(&Piquet_Rules, (const GameState *)(const void *)v, me, GAME_AI_EASY,
                       (uint64_t)t->table.turn.session.rec.count, &a)) {
        return;
    }
    char text[PQ_MESSAGE_MAX], what[GAME_ACTION_TEXT_MAX];
    if (a.kind == PIQ_ACT_PLAY) {
        char card[TABLE_CARD_TEXT_MAX];
        snprintf(what, sizeof what, "play %s", TableCard_Text(a.cards[0], "Joker", card)); /* "8♥", not "8H" */
    } else {
        Piquet_FormatAction(a, what, sizeof what);
    }
    snprintf(text, sizeof text, "Hint: %s", what);
    Say(t, text, false);
    if (a.kind == PIQ_ACT_PLAY) {
        int cards[PIQ_HAND];
        int n = PqView_HandCards(v, me, cards);
        for (int i = 0; i < n; i++) {
            if (cards[i] == Piquet_Index(a.cards[0])) {
                TableFocus_Go(&t->table.focus, PQ_AREA_HAND, i);
            }
        }
    } else {
        for (int i = 0; i < t->table.turn.choices.count; i++) {
            if (t->table.turn.choices.items[i].tag == 0 && GameAction_Equal(t->table.turn.choices.items[i].action, a)) {
                TableFocus_Go(&t->table.focus, PQ_AREA_CHOICES, i);
            }
        }
    }
    Audio_Play(SFX_MOVE);
}

static void Undo(PqTable *t, App *app)
{
    if (!TableTurn_Undo(&t->table.turn)) {
        return;
    }
    PqResult_Clear(t);
    Say(t, "Your last move was taken back.", false);
    Refresh(t, app, true);
}

static void Finish(PqTable *t, App *app)
{
    if (!t->table.turn.demo) {
        PiquetStore_RecordFinished(&t->table.turn.session, app);
    }
    Scene *score = PiquetScoreScene_Create(app, &t->table.turn.session.rec, &t->table.turn.session.seating);
    if (score != NULL) {
        App_Replace(app, score);
    }
}

static void Confirm(PqTable *t, App *app)
{
    int index = TableFocus_Index(&t->table.focus, t->table.focus.group);
    if (t->table.focus.group == PQ_AREA_HAND) {
        UseCard(t, app, index);
    } else {
        Choose(t, app, index);
    }
}

static void Under(PqTable *t, App *app, float x, float y, int *hand, int *choice)
{
    PqLayout l;
    PqView_Layout(app, PqView_State(t), PqTable_Me(t), &l);
    *choice = TableChoices_HitTest(&t->table.turn.choices, x, y);
    int raised = t->table.focus.group == PQ_AREA_HAND ? TableFocus_Index(&t->table.focus, PQ_AREA_HAND) : -1;
    *hand = *choice < 0 ? TableFan_HitTest(&l.hand[0], x, y, raised) : -1;
}

/* Whether the hand's card pressed was let go on the felt above the hand, to play it (table_drag.h). */
static bool DroppedOnTable(PqTable *t, App *app, float x, float y)
{
    PqLayout l;
    PqView_Layout(app, PqView_State(t), PqTable_Me(t), &l);
    int raised = t->table.focus.group == PQ_AREA_HAND ? TableFocus_Index(&t->table.focus, PQ_AREA_HAND) : -1;
    return TableDrag_Dropped(TableFan_Rect(&l.hand[0], t->pressHand, raised), TableDrag_Felt(l.view, l.side), x, y);
}

/* What a seat just did, named as the table names it ("The computer discards 3 and takes 3."). */
static void DescribeMove(PqTable *t, const PiquetState *before, int seat, GameAction a, char *buf, size_t size)
{
    char text[PQ_MESSAGE_MAX], who[48];
    Piquet_DescribeAction(before, seat, a, text, sizeof text);
    const char *name = Game_SeatName(&Piquet_Rules, t->table.turn.session.rec.variant, seat);
    TableSeat_Subject(&Piquet_Rules, t->table.turn.session.rec.variant, &t->table.turn.session.seating, seat, true, who,
                      sizeof who);
    size_t n = strlen(name);
    const char *rest = strncmp(text, name, n) == 0 ? text + n : text;
    bool you = strcmp(who, "You") == 0;
    if (snprintf(buf, size, "%s%s", rest == text ? "" : who, rest) < 0) {
        buf[0] = '\0';
    }
    /* The core says "South discards"; with "You" that reads "You discard". */
    static const char *const kVerbs[][2] = {{"You discards", "You discard"}, {"You calls", "You call"},
                                            {"You answers", "You answer"}, {"You plays", "You play"},
                                            {"You looks", "You look"},   {"You leaves", "You leave"},
                                            {"You does", "You do"},      {"You wins", "You win"},
                                            {"his ", "your "}};
    for (size_t k = 0; you && k < sizeof kVerbs / sizeof kVerbs[0]; k++) {
        char *at = strstr(buf, kVerbs[k][0]);
        if (at != NULL) {
            char tail[PQ_MESSAGE_MAX];
            snprintf(tail, sizeof tail, "%s", at + strlen(kVerbs[k][0]));
            if (snprintf(at, size - (size_t)(at - buf), "%s%s", kVerbs[k][1], tail) < 0) {
                *at = '\0';
            }
        }
    }
    char *his = strcmp(who, "The computer") == 0 ? strstr(buf, " his ") : NULL;
    if (his != NULL) {
        memcpy(his + 1, "its", 3); /* the computer's own */
    }
    t->table.turn.messageTime = TABLE_MESSAGE_TIME;
    t->table.turn.messageIsError = false;
}

/* Replay: the state after step actions, with what the last one did. */
static void ReplayTo(PqTable *t, int step)
{
    if (step < 0) {
        step = 0;
    }
    if (step > t->replayRec.count) {
        step = t->replayRec.count;
    }
    GameError err;
    if (!Game_Replay(&t->replayRec, step, (GameState *)(void *)&t->shown, &err)) {
        return;
    }
    t->replayStep = step;
    t->table.turn.messageTime = 0.0f;
    if (step > 0) {
        PiquetState before;
        if (Game_Replay(&t->replayRec, step - 1, (GameState *)(void *)&before, &err)) {
            DescribeMove(t, &before, Piquet_ToAct(&before), t->replayRec.actions[step - 1], t->table.turn.message,
                         sizeof t->table.turn.message);
            t->table.turn.messageTime = 1e9f;
        }
    }
}

/* ---- what the shared turn glue asks of Piquet (table_turn.h) ---- */

static void OpsRefresh(void *owner, App *app, bool moved)
{
    Refresh(owner, app, moved);
}

static bool OpsStale(void *owner)
{
    PqTable *t = owner;
    return t->choicesFor != Piquet_Hash(PqView_State(t));
}

static void OpsShown(void *owner, App *app, const GameState *before, int seat, GameAction action)
{
    PqTable *t = owner;
    const PiquetState *b = (const PiquetState *)(const void *)before;
    Say(t, "", false);
    DescribeMove(t, b, seat, action, t->table.turn.message, sizeof t->table.turn.message);
    NoteTrick(t, app, b, seat, action);
}

static void OpsFinish(void *owner, App *app)
{
    Finish(owner, app);
}

static bool OpsShowing(const void *owner)
{
    return PqResult_Showing(owner);
}

static void OpsRestarted(void *owner)
{
    PqTable *t = owner;
    PqResult_Clear(t);
    t->dealShown = -1; /* the new partie's deal is dealt by OpsDeal, or after the choice of dealer */
    t->lastTrickTime = 0.0f;
}

static void OpsDeal(void *owner, App *app)
{
    PqTable *t = owner;
    const PiquetState *v = PqView_State(t);
    /* A partie begins with the choice of who deals; its deal is seen when made (Refresh). */
    if (v->handCount[PqTable_Me(t)] > 0) {
        PqView_AnimateDeal(t, app, 0.0f);
    }
    t->dealShown = v->deal;
}

static const TableTurnOps kTurnOps = {
    .rules = &Piquet_Rules,
    .gameFile = PIQUET_GAME_FILE,
    .demoSeed = DEMO_SEED,
    .thinkTime = THINK_TIME,
    .beatTime = BEAT_TIME,
    .rulesPrompt = true, /* F1 Rules named in the controls bar while there is room, as at Five Hundred */
    .fullStop = true, /* its refusals and hints are sentences, as the other tables' */
    .refresh = OpsRefresh,
    .stale = OpsStale,
    .shown = OpsShown,
    .finish = OpsFinish,
    .restarted = OpsRestarted,
    .deal = OpsDeal,
    .showing = OpsShowing,
};

static void HandleReplay(PqTable *t, App *app, const InputEvent *ev)
{
    switch (ev->action) {
    case ACTION_LEFT: ReplayTo(t, t->replayStep - 1); break;
    case ACTION_RIGHT:
    case ACTION_CONFIRM: ReplayTo(t, t->replayStep + 1); break;
    case ACTION_UP: ReplayTo(t, 0); break;
    case ACTION_DOWN: ReplayTo(t, t->replayRec.count); break;
    case ACTION_BACK:
    case ACTION_MENU: App_Pop(app); break;
    default: break;
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    PqTable *t = (PqTable *)s;
    if (t->replay) {
        HandleReplay(t, app, ev);
        return;
    }
    if (t->table.turn.finished) {
        if (ev->action == ACTION_CONFIRM || ev->action == ACTION_POINTER_UP) {
            t->table.turn.beat = 0.0f;
        }
        return;
    }
    if (PqResult_Handle(t, app, ev)) {
        return;
    }
    int hand, choice;
    switch (ev->action) {
    case ACTION_LEFT:
    case ACTION_RIGHT:
        if (TableFocus_Step(&t->table.focus, ev->action == ACTION_LEFT ? -1 : 1)) {
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_UP:
    case ACTION_DOWN:
    case ACTION_NEXT_AREA:
    case ACTION_PREV_AREA:
        if (TableFocus_Cycle(&t->table.focus, ev->action == ACTION_DOWN || ev->action == ACTION_PREV_AREA ? -1 : 1)) {
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_CONFIRM: Confirm(t, app); break;
    case ACTION_UNDO: Undo(t, app); break;
    case ACTION_REDO: TableTurn_RedoMove(&t->table.turn, app); break;
    case ACTION_HINT: Hint(t); break;
    case ACTION_HELP: TableTurn_OpenRules(app, Piquet_RulesFile(t->table.turn.session.rec.variant)); break;
    case ACTION_BACK:
    case ACTION_MENU:
        TableTurn_OpenPause(&t->table.turn, app, Piquet_RulesFile(t->table.turn.session.rec.variant));
        break;
    case ACTION_POINTER_MOVE:
        Under(t, app, ev->x, ev->y, &hand, &choice);
        t->hoverHand = hand;
        t->table.turn.choices.hover = choice;
        break;
    case ACTION_POINTER_DOWN: Under(t, app, ev->x, ev->y, &t->pressHand, &t->pressChoice); break;
    case ACTION_POINTER_UP:
        Under(t, app, ev->x, ev->y, &hand, &choice);
        if (choice >= 0 && choice == t->pressChoice) {
            Choose(t, app, choice);
        } else if (hand >= 0 && hand == t->pressHand) {
            TableFocus_Go(&t->table.focus, PQ_AREA_HAND, hand);
            UseCard(t, app, hand);
        } else if (choice < 0 && hand < 0 && t->pressHand >= 0 && DroppedOnTable(t, app, ev->x, ev->y)) {
            /* A card dragged out of the hand and let go on the table: as a click on it. */
            TableFocus_Go(&t->table.focus, PQ_AREA_HAND, t->pressHand);
            UseCard(t, app, t->pressHand);
        }
        t->pressHand = t->pressChoice = -1;
        break;
    default: break;
    }
}

static void Update(Scene *s, App *app, float dt)
{
    PqTable *t = (PqTable *)s;
    t->time += dt;
    if (t->replay) {
        return; /* nobody moves: the player steps through the record */
    }
    if (t->lastTrickTime > 0.0f) {
        t->lastTrickTime -= dt;
    }
    PqResult_Update(t);
    TableTurn_Update(&t->table.turn, s, app, dt);
}

static void Draw(Scene *s, App *app)
{
    PqView_Draw((PqTable *)s, app);
}

static void Enter(Scene *s, App *app)
{
    PqTable *t = (PqTable *)s;
    if (t->replay) {
        return;
    }
    TableTurn_Enter(&t->table.turn, app);
    if (t->demoHint) {
        Hint(t); /* a demonstration: never handed over, so the hint is the last word either way */
    }
}

static void Destroy(Scene *s)
{
    PqTable *t = (PqTable *)s;
    if (t->replay) {
        GameRecord_Free(&t->replayRec);
    }
    TableSession_Free(&t->table.turn.session);
    free(t);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    PqTable *t = (PqTable *)s;
    PqLayout l;
    PqView_Layout(app, PqView_State(t), PqTable_Me(t), &l);
    int i;
    char extra;
    if (sscanf(name, "hand%d%c", &i, &extra) == 1 && i >= 0 && i < l.hand[0].count) {
        *out = TableFan_Rect(&l.hand[0], i, -1);
        if (i + 1 < l.hand[0].count) {
            out->w = TableFan_Rect(&l.hand[0], i + 1, -1).x - out->x;
        }
        return true;
    }
    if (sscanf(name, "choice%d%c", &i, &extra) == 1 && i >= 0 && i < t->table.turn.choices.count) {
        *out = t->table.turn.choices.items[i].rect;
        return true;
    }
    return TableChoices_Locate(&t->table.turn.choices, name, out);
}

static const SceneOps kOps = {
    .name = "piquet-table",
    .enter = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

static PqTable *Alloc(void)
{
    PqTable *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    TableScene_Init(&t->table, &kOps, &kTurnOps, PQ_AREA_COUNT);
    t->hoverHand = t->pressHand = t->pressChoice = -1;
    t->dealShown = -1;
    return t;
}

Scene *PiquetTableScene_CreateNew(App *app, int variant, const GameSeating *seating, uint64_t seed)
{
    (void)app;
    PqTable *t = Alloc();
    return t != NULL ? TableTurn_NewScene(&t->table.base, &t->table.turn, variant, seating, seed) : NULL;
}

Scene *PiquetTableScene_CreateResume(App *app, TableSaved *saved)
{
    (void)app;
    PqTable *t = Alloc();
    if (t == NULL) {
        TableSaved_Free(saved);
        return NULL;
    }
    return TableTurn_ResumeScene(&t->table.base, &t->table.turn, saved);
}

Scene *PiquetReplayScene_Create(App *app, const GameRecord *rec, const GameSeating *seating)
{
    (void)app;
    PqTable *t = Alloc();
    if (t == NULL) {
        return NULL;
    }
    /* The session only names the seats: a replay never plays or saves. */
    if (!TableSession_Start(&t->table.turn.session, &Piquet_Rules, rec->variant, rec->seed, seating, NULL)) {
        free(t);
        return NULL;
    }
    if (!TableReplay_CopyRecord(&t->replayRec, rec)) {
        TableSession_Free(&t->table.turn.session);
        free(t);
        return NULL;
    }
    t->replay = true;
    t->table.turn.demo = true;
    ReplayTo(t, 0);
    return &t->table.base;
}

void PiquetReplayScene_Step(Scene *scene, int step)
{
    PqTable *t = (PqTable *)scene;
    if (t->replay) {
        ReplayTo(t, step);
    }
}

/* A demonstration table (never saved), played by the easy computer for both until stop() says where. */
static Scene *Demo(App *app, bool (*stop)(const PiquetState *st, int me))
{
    PqTable *t = Alloc();
    if (t == NULL) {
        return NULL;
    }
    t->table.turn.demo = true;
    GameSeating seating = Seating_OneAgainst(2, GAME_AI_MEDIUM);
    if (!TableSession_Start(&t->table.turn.session, &Piquet_Rules, PIQUET_RUBICON, DEMO_SEED, &seating, NULL)) {
        free(t);
        return NULL;
    }
    for (int i = 0; i < 400 && !TableSession_IsOver(&t->table.turn.session); i++) {
        const PiquetState *st = Full(t);
        if (stop(st, 0) && TableSession_PersonToAct(&t->table.turn.session)) {
            break;
        }
        GameAction a;
        int seat = Piquet_ToAct(st);
        if (!GameAi_Choose(&Piquet_Rules, (const GameState *)(const void *)st, seat, GAME_AI_EASY, (uint64_t)i, &a)) {
            break;
        }
        TableSession_PlayForced(&t->table.turn.session, a);
    }
    (void)app;
    return &t->table.base;
}

static bool AtExchange(const PiquetState *st, int me)
{
    return st->phase == PIQ_PHASE_EXCHANGE && st->toAct == me;
}

static bool AfterCalls(const PiquetState *st, int me)
{
    return st->phase == PIQ_PHASE_PLAY && st->tricksDone == 0 && st->toAct == me && st->deal >= 2;
}

static bool MidPlay(const PiquetState *st, int me)
{
    return st->phase == PIQ_PHASE_PLAY && st->tricksDone >= 5 && st->trickCount == 1 && st->toAct == me;
}

Scene *PiquetTableScene_CreateDemo(App *app)
{
    Scene *s = Demo(app, AtExchange);
    if (s != NULL) {
        /* Show the odds of the hint's discard, as a player who asked for it sees them. */
        ((PqTable *)s)->demoHint = true;
    }
    return s;
}

static bool SecondDeal(const PiquetState *st, int me)
{
    (void)me;
    return st->deal >= 2 && st->historyCount >= 1;
}

/* The first deal played out by the easy computer for both, its result held on the table before the second. */
Scene *PiquetTableScene_CreateResultDemo(App *app)
{
    Scene *s = Demo(app, SecondDeal);
    if (s != NULL) {
        PqTable *t = (PqTable *)s;
        t->resultDue = t->resultUp = Full(t)->historyCount > 0;
    }
    return s;
}

Scene *PiquetTableScene_CreateCallsDemo(App *app)
{
    return Demo(app, AfterCalls);
}

Scene *PiquetTableScene_CreatePlayDemo(App *app)
{
    return Demo(app, MidPlay);
}

Scene *PiquetTableScene_CreateCentDemo(App *app)
{
    (void)app;
    PqTable *t = Alloc();
    if (t == NULL) {
        return NULL;
    }
    t->table.turn.demo = true;
    GameSeating seating = Seating_OneAgainst(2, GAME_AI_MEDIUM);
    /* Seed 11: South cuts the seven of diamonds, North the eight; South deals. */
    if (!TableSession_Start(&t->table.turn.session, &Piquet_Rules, PIQUET_CENT, 11, &seating, NULL)) {
        free(t);
        return NULL;
    }
    return &t->table.base;
}

bool PiquetTableScene_Chosen(Scene *scene, int index)
{
    PqTable *t = (PqTable *)scene;
    return index >= 0 && index < PIQ_HAND && t->chosen[index];
}
