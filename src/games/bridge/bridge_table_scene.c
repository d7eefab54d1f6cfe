/* bridge_table_scene.c: Bridge's table: mouse, keyboard and gamepad become the player's calls and cards. */
#include "bridge_scenes.h"
#include "bridge_table.h"

#include "app/app.h"
#include "games/table/table_drag.h"
#include "core/bridge/bridge_dd.h"
#include "core/game/game_ai.h"
#include "games/table/table_finish.h"
#include "games/table/table_store.h"
#include "platform/audio.h"
#include "scenes/scenes.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HAND_TIME 9.0f    /* the score of a hand stays up while the next is declared */
#define THINK_TIME 0.55f  /* the computer's shortest turn, so its cards can be followed */
#define BEAT_TIME 1.6f
#define DEMO_SEED 1904u


/* The full state: read only by the demonstrations, which play every seat as a host would; the table itself
   reads what its viewer sees (TableSession_Shown). */
static BridgeState *Full(BrTable *t)
{
    return (BridgeState *)(void *)t->table.turn.session.st;
}

/* ---- messages ---- */

static void Say(BrTable *t, const char *text, bool error, float seconds)
{
    TableTurn_SayFor(&t->table.turn, text, error, seconds);
}

static void Refuse(BrTable *t, const char *text)
{
    TableTurn_Refuse(&t->table.turn, text);
}

/* The score of the hand just finished: "Deal 2: hearts, we made 9 tricks: 24 below; honours 16 to them." */
static void SayHand(BrTable *t, const BridgeHand *h, int number)
{
    int us = Bridge_SideOf(BrTable_Me(t));
    int decl = Bridge_SideOf(h->dealer);
    char text[BR_MESSAGE_MAX];
    int n = snprintf(text, sizeof text, "Deal %d, %s: %s %d tricks.", number, Bridge_StrainName(h->strain),
                     BrTable_SideName(t, decl), h->tricks[decl]);
    for (int s = 0; s < 2 && n > 0 && (size_t)n < sizeof text; s++) {
        const char *who = BrTable_SideName(t, s);
        int above = h->honourPoints[s] + h->chicanePoints[s] + h->slamPoints[s];
        if (h->below[s] > 0) {
            n += snprintf(text + n, sizeof text - (size_t)n, " %s %d below the line.", who, h->below[s]);
        }
        if (above > 0 && (size_t)n < sizeof text) {
            n += snprintf(text + n, sizeof text - (size_t)n, " %s %d above (%s%s%s).", who, above,
                          h->honourPoints[s] ? "honours" : "", h->chicanePoints[s] ? " chicane" : "",
                          h->slamPoints[s] ? " slam" : "");
        }
    }
    if (h->gameWon >= 0 && n > 0 && (size_t)n < sizeof text) {
        snprintf(text + n, sizeof text - (size_t)n, " Game to %s%s.", BrTable_SideName(t, h->gameWon),
                 h->gameWon == us ? "!" : "");
    }
    Say(t, text, false, HAND_TIME);
}

/* After any action: a call said aloud, or the score of a finished hand. */
static void AfterAction(BrTable *t, App *app, const BridgeState *before, int seat, GameAction a)
{
    const BridgeState *v = BrView_State(t);
    if (v->rubber.count != before->rubber.count) {
        SayHand(t, &v->rubber.hands[v->rubber.count - 1], v->rubber.count);
        /* The hand against double dummy: what the declarer's side would have taken with every card seen. */
        int dd;
        size_t len = strlen(t->table.turn.message);
        if (before->viewer == BRIDGE_FULL_VIEW &&
            BridgeDd_Contract(before->dealt, before->strain, before->dealer, &dd, NULL, 0) &&
            len < sizeof t->table.turn.message) {
            const char *side = BrTable_SideName(t, Bridge_SideOf(before->dealer));
            const char *whom = strcmp(side, "We") == 0 ? "us" : strcmp(side, "They") == 0 ? "them" : side;
            snprintf(t->table.turn.message + len, sizeof t->table.turn.message - len,
                     " Double dummy: %d tricks for %s.", dd, whom);
        }
        TableAnim_Hold(&t->table.turn.anim, App_AnimTime(app, 1.2f));
        if (!t->table.turn.demo && t->reviewHands && Seating_People(&t->table.turn.session.seating) > 0) {
            t->reviewDue = v->rubber.count - 1;
        }
    } else if (a.kind != BRIDGE_ACT_PLAY && seat != BrTable_Me(t)) {
        char text[BR_MESSAGE_MAX];
        Bridge_DescribeAction(before, seat, a, text, sizeof text);
        Say(t, text, false, TABLE_MESSAGE_TIME);
    }
    BrView_Animate(t, app, before, seat, a);
}

static void RefuseWait(BrTable *t, int seat)
{
    if (seat == GAME_NOBODY) {
        Refuse(t, "The rubber is over.");
        return;
    }
    char text[96], name[64];
    BrTable_Name(t, Bridge_Controller(BrView_State(t), seat), name, sizeof name);
    snprintf(text, sizeof text, "Wait for %s.", name);
    Refuse(t, text);
}

/* ---- the choices: declaring and doubling, offered in the middle of the table ---- */

static const char *CallLabel(const BridgeState *v, int me, GameAction a)
{
    static const char *const kStrains[BRIDGE_STRAIN_COUNT] = {"Spades", "Hearts", "Diamonds", "Clubs", "No trumps"};
    bool defending = Bridge_SideOf(me) != Bridge_SideOf(v->dealer);
    switch (a.kind) {
    case BRIDGE_ACT_DECLARE: return kStrains[a.choice < BRIDGE_STRAIN_COUNT ? a.choice : 4];
    case BRIDGE_ACT_LEAVE: return "Leave it to partner";
    case BRIDGE_ACT_DOUBLE: return v->doublings == 0 ? "Double" : "Redouble";
    case BRIDGE_ACT_CONTENT:
        return defending ? (v->doubleStep == 0 ? "May I lead?" : "Lead") : "Satisfied";
    default: return "?";
    }
}

static void BuildChoices(BrTable *t, App *app)
{
    const BridgeState *v = BrView_State(t);
    int me = BrTable_Me(t);
    TableChoices_Clear(&t->table.turn.choices);
    if (t->table.turn.finished || v->phase == BRIDGE_PHASE_PLAY || Bridge_ToAct(v) != me ||
        !TableSession_PersonToAct(&t->table.turn.session)) {
        return;
    }
    GameAction acts[BRIDGE_MAX_ACTIONS];
    int n = Bridge_Legal(v, me, acts, BRIDGE_MAX_ACTIONS);
    for (int i = 0; i < n; i++) {
        char detail[64] = "";
        if (acts[i].kind == BRIDGE_ACT_DECLARE) {
            snprintf(detail, sizeof detail, "%d a trick", Bridge_TrickValue(acts[i].choice, 0));
        } else if (acts[i].kind == BRIDGE_ACT_DOUBLE) {
            snprintf(detail, sizeof detail, "a trick worth %d", Bridge_TrickValue(v->strain, v->doublings + 1));
        }
        TableChoices_Add(&t->table.turn.choices, CallLabel(v, me, acts[i]), detail, acts[i], 0);
    }
    BrLayout l;
    BrView_Layout(app, v, me, &l);
    TableChoices_Layout(&t->table.turn.choices, app, l.table.x + l.table.w * 0.5f, l.choicesY, l.table.w - 300.0f);
}

/* The dummy's cards are the viewer's to play when he is the declarer. */
static bool PlaysDummy(const BrTable *t, const BridgeState *v)
{
    int me = BrTable_Me(t);
    return v->dealer == me && Bridge_DummyShown(v);
}

static void Refresh(BrTable *t, App *app, bool moved)
{
    const BridgeState *v = BrView_State(t);
    /* A deal made since the table was last drawn is seen being dealt (once the last trick and the review are
       over); the deal on the table when it is entered or resumed is simply there. */
    if (t->dealShown >= 0 && v->deal > t->dealShown) {
        t->dealt = 0;
        t->dealWait = 0.0f;
    }
    t->dealShown = v->deal;
    int me = BrTable_Me(t);
    Card cards[13];
    TableFocus_SetCount(&t->table.focus, BR_AREA_HAND, BrView_HandCards(v, me, cards));
    TableFocus_SetCount(&t->table.focus, BR_AREA_DUMMY,
                        PlaysDummy(t, v) ? BrView_HandCards(v, Bridge_Dummy(v), cards) : 0);
    BuildChoices(t, app);
    TableFocus_SetCount(&t->table.focus, BR_AREA_CHOICES, t->table.turn.choices.count);
    if (moved && TableSession_PersonToAct(&t->table.turn.session)) {
        int seat = Bridge_ToAct(v);
        if (t->table.turn.choices.count > 0) {
            TableFocus_Go(&t->table.focus, BR_AREA_CHOICES, 0);
        } else if (seat == Bridge_Dummy(v) && seat != me) {
            TableFocus_Go(&t->table.focus, BR_AREA_DUMMY, -1);
        } else {
            TableFocus_Go(&t->table.focus, BR_AREA_HAND, -1);
        }
    }
    t->choicesFor = Bridge_Hash(v);
}

/* ---- the player's actions ---- */

static void PlayHuman(BrTable *t, App *app, GameAction a)
{
    BridgeState *before = malloc(sizeof *before);
    if (before == NULL) {
        return;
    }
    int seat = TableSession_ToAct(&t->table.turn.session);
    if (!TableTurn_PlayHuman(&t->table.turn, app, a, (GameState *)(void *)before)) {
        free(before);
        return;
    }
    t->dealt = 52; /* as every flight lands at a move, the rest of the deal is in the hands at once */
    AfterAction(t, app, before, seat, a);
    Refresh(t, app, true);
    free(before);
}

static void Choose(BrTable *t, App *app, int index)
{
    if (index < 0 || index >= t->table.turn.choices.count) {
        return;
    }
    TableFocus_Go(&t->table.focus, BR_AREA_CHOICES, index);
    Audio_Play(SFX_SELECT);
    PlayHuman(t, app, t->table.turn.choices.items[index].action);
}

/* A card of the viewer's hand or of the dummy, by its index on screen. */
static void UseCard(BrTable *t, App *app, bool dummy, int index)
{
    const BridgeState *v = BrView_State(t);
    int me = BrTable_Me(t);
    int seat = dummy ? Bridge_Dummy(v) : me;
    if (!TableSession_PersonToAct(&t->table.turn.session) || v->phase != BRIDGE_PHASE_PLAY) {
        if (TableSession_PersonToAct(&t->table.turn.session)) {
            Refuse(t, "First the declaration and the doubling: choose in the middle of the table.");
        } else {
            RefuseWait(t, Bridge_ToAct(v));
        }
        return;
    }
    if (Bridge_ToAct(v) != seat) {
        Refuse(t, seat == me ? "It is the dummy's turn: play one of its cards." : "It is your own turn, not the dummy's.");
        return;
    }
    Card cards[13];
    int n = BrView_HandCards(v, seat, cards);
    if (index >= 0 && index < n) {
        PlayHuman(t, app, Bridge_Play(cards[index]));
    }
}

static void Finish(BrTable *t, App *app)
{
    if (!t->table.turn.demo) {
        TableFinish_Done(&Bridge_TableGame, &t->table.turn.session, app); /* counted once, its save removed */
    }
    Scene *score = BridgeScoreScene_Create(app, &t->table.turn.session.rec, &t->table.turn.session.seating);
    if (score != NULL) {
        App_Replace(app, score);
    }
}

/* ---- pause, pass-and-play ---- */

/* ---- what the shared turn glue asks of Bridge (table_turn.h) ---- */

static void OpsRefresh(void *owner, App *app, bool moved)
{
    Refresh(owner, app, moved);
}

static bool OpsStale(void *owner)
{
    BrTable *t = owner;
    return t->choicesFor != Bridge_Hash(BrView_State(t));
}

static void OpsShown(void *owner, App *app, const GameState *before, int seat, GameAction action)
{
    AfterAction(owner, app, (const BridgeState *)(const void *)before, seat, action);
}

static void OpsFinish(void *owner, App *app)
{
    Finish(owner, app);
}

/* The computer and the score wait while a finished hand's review is still to open. */
static bool OpsReviewDue(const void *owner)
{
    const BrTable *t = owner;
    return t->reviewDue >= 0 || t->dealt < 52; /* and while the next deal is dealt */
}

static void OpsRestarted(void *owner)
{
    BrTable *t = owner;
    t->dealShown = -1; /* the new rubber's first deal is dealt by OpsDeal */
    t->dealt = 52;
}

static void OpsDeal(void *owner, App *app)
{
    (void)app;
    BrTable *t = owner;
    t->dealt = 0;
    t->dealWait = 0.0f;
    t->dealShown = BrView_State(t)->deal;
}

static const TableTurnOps kTurnOps = {
    .rules = &Bridge_Rules,
    .gameFile = BRIDGE_GAME_FILE,
    .demoSeed = DEMO_SEED,
    .thinkTime = THINK_TIME,
    .beatTime = BEAT_TIME,
    .rulesPrompt = true, /* F1 Rules named in the controls bar while there is room, as at Five Hundred */
    .keepMessage = true, /* the last hand's score stays up while the next is declared */
    .refresh = OpsRefresh,
    .stale = OpsStale,
    .shown = OpsShown,
    .finish = OpsFinish,
    .showing = OpsReviewDue,
    .restarted = OpsRestarted,
    .deal = OpsDeal,
};

static void Hint(BrTable *t)
{
    const BridgeState *v = BrView_State(t);
    int seat = Bridge_ToAct(v);
    GameAction a;
    if (!TableSession_PersonToAct(&t->table.turn.session) ||
        !GameAi_Choose(&Bridge_Rules, (const GameState *)(const void *)v, seat, GAME_AI_MEDIUM,
                       (uint64_t)t->table.turn.session.rec.count, &a)) {
        RefuseWait(t, seat);
        return;
    }
    char text[BR_MESSAGE_MAX], what[64];
    for (int i = 0; i < t->table.turn.choices.count; i++) {
        if (GameAction_Equal(t->table.turn.choices.items[i].action, a)) {
            TableFocus_Go(&t->table.focus, BR_AREA_CHOICES, i);
            snprintf(text, sizeof text, "Hint: %s", t->table.turn.choices.items[i].label);
            Say(t, text, false, TABLE_MESSAGE_TIME);
            return;
        }
    }
    Card cards[13];
    int n = BrView_HandCards(v, seat, cards);
    for (int i = 0; i < n; i++) {
        if (cards[i] == a.cards[0]) {
            TableFocus_Go(&t->table.focus, seat == BrTable_Me(t) ? BR_AREA_HAND : BR_AREA_DUMMY, i);
        }
    }
    snprintf(what, sizeof what, "the %s of %s", Card_RankName(Card_Rank(a.cards[0])), Card_SuitName(Card_Suit(a.cards[0])));
    snprintf(text, sizeof text, "Hint: play %s%s", what, seat == BrTable_Me(t) ? "" : " from the dummy");
    Say(t, text, false, TABLE_MESSAGE_TIME);
}

static void Undo(BrTable *t, App *app)
{
    if (!TableTurn_Undo(&t->table.turn)) {
        return;
    }
    Say(t, "Your last move was taken back.", false, TABLE_MESSAGE_TIME);
    Audio_Play(SFX_FLIP);
    Refresh(t, app, true);
}

static void Confirm(BrTable *t, App *app)
{
    int index = TableFocus_Index(&t->table.focus, t->table.focus.group);
    switch (t->table.focus.group) {
    case BR_AREA_HAND: UseCard(t, app, false, index); break;
    case BR_AREA_DUMMY: UseCard(t, app, true, index); break;
    case BR_AREA_CHOICES: Choose(t, app, index); break;
    default: break;
    }
}

/* What is under the pointer: a card of the hand, of the dummy, or a choice (the others -1). */
/* Whether the card pressed in the hand (or the dummy) was let go on the felt beyond its row, to play it
   (table_drag.h). */
static bool DroppedOnTable(BrTable *t, App *app, float x, float y, bool fromDummy)
{
    const BridgeState *v = BrView_State(t);
    BrLayout l;
    BrView_Layout(app, v, BrTable_Me(t), &l);
    SDL_FRect from = fromDummy ? BrView_CardRect(&l, BrView_Pos(&l, Bridge_Dummy(v)), t->press[1], -1)
                               : BrView_CardRect(&l, 0, t->press[0], -1);
    return TableDrag_Dropped(from, l.table, x, y);
}

static void Under(BrTable *t, App *app, float x, float y, int *hand, int *dummy, int *choice)
{
    const BridgeState *v = BrView_State(t);
    BrLayout l;
    int me = BrTable_Me(t);
    BrView_Layout(app, v, me, &l);
    Card cards[13];
    *choice = TableChoices_HitTest(&t->table.turn.choices, x, y);
    *hand = *choice < 0 ? BrView_HitTest(&l, 0, BrView_HandCards(v, me, cards), x, y, -1) : -1;
    *dummy = -1;
    if (*choice < 0 && *hand < 0 && PlaysDummy(t, v)) {
        int d = Bridge_Dummy(v);
        *dummy = BrView_HitTest(&l, BrView_Pos(&l, d), BrView_HandCards(v, d, cards), x, y, -1);
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    BrTable *t = (BrTable *)s;
    if (TableTurn_HandleFinished(&t->table.turn, ev)) {
        return;
    }
    int hand, dummy, choice;
    switch (ev->action) {
    case ACTION_LEFT:
    case ACTION_UP:
        if (TableFocus_Step(&t->table.focus, -1)) {
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_RIGHT:
    case ACTION_DOWN:
        if (TableFocus_Step(&t->table.focus, 1)) {
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_NEXT_AREA:
    case ACTION_PREV_AREA:
        if (TableFocus_Cycle(&t->table.focus, ev->action == ACTION_NEXT_AREA ? 1 : -1)) {
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_CONFIRM: Confirm(t, app); break;
    case ACTION_UNDO: Undo(t, app); break;
    case ACTION_REDO: TableTurn_RedoMove(&t->table.turn, app); break;
    case ACTION_HINT: Hint(t); break;
    case ACTION_HELP: TableTurn_OpenRules(app, BRIDGE_RULES_FILE); break;
    case ACTION_BACK:
    case ACTION_MENU: TableTurn_OpenPause(&t->table.turn, app, BRIDGE_RULES_FILE); break;
    case ACTION_POINTER_MOVE:
        Under(t, app, ev->x, ev->y, &hand, &dummy, &choice);
        t->hover[0] = hand;
        t->hover[1] = dummy;
        t->table.turn.choices.hover = choice;
        break;
    case ACTION_POINTER_DOWN: Under(t, app, ev->x, ev->y, &t->press[0], &t->press[1], &t->press[2]); break;
    case ACTION_POINTER_UP:
        Under(t, app, ev->x, ev->y, &hand, &dummy, &choice);
        if (choice >= 0 && choice == t->press[2]) {
            Choose(t, app, choice);
        } else if (hand >= 0 && hand == t->press[0]) {
            TableFocus_Go(&t->table.focus, BR_AREA_HAND, hand);
            UseCard(t, app, false, hand);
        } else if (dummy >= 0 && dummy == t->press[1]) {
            TableFocus_Go(&t->table.focus, BR_AREA_DUMMY, dummy);
            UseCard(t, app, true, dummy);
        } else if (choice < 0 && hand < 0 && dummy < 0 && (t->press[0] >= 0 || t->press[1] >= 0) &&
                   DroppedOnTable(t, app, ev->x, ev->y, t->press[0] < 0)) {
            /* A card dragged out of the hand (or the dummy) and let go on the table: as a click on it. */
            bool fromDummy = t->press[0] < 0;
            int index = fromDummy ? t->press[1] : t->press[0];
            TableFocus_Go(&t->table.focus, fromDummy ? BR_AREA_DUMMY : BR_AREA_HAND, index);
            UseCard(t, app, fromDummy, index);
        }
        t->press[0] = t->press[1] = t->press[2] = -1;
        break;
    default: break;
    }
}

static void Update(Scene *s, App *app, float dt)
{
    BrTable *t = (BrTable *)s;
    t->time += dt;
    if (t->reviewDue >= 0 && TableAnim_Idle(&t->table.turn.anim) && App_Top(app) == s) {
        /* After each hand, the hand against double dummy; leaving it goes on to the next deal. */
        Scene *review = BridgeReviewScene_Create(app, &t->table.turn.session.rec, &t->table.turn.session.seating,
                                                 t->reviewDue, true);
        t->reviewDue = -1;
        if (review != NULL) {
            App_Push(app, review);
            return;
        }
    }
    if (t->reviewDue < 0 && App_Top(app) == s) {
        BrView_DealStep(t, app, dt);
    }
    TableTurn_Update(&t->table.turn, s, app, dt);
}

static void Draw(Scene *s, App *app)
{
    BrView_Draw((BrTable *)s, app);
}

/* A strong computer player solves with DDS: when it cannot be opened, say so (it plays on by the generic search). */
static void CheckSolver(BrTable *t)
{
    if (t->solverChecked || t->table.turn.demo) {
        return;
    }
    t->solverChecked = true;
    bool strong = false;
    for (int i = 0; i < t->table.turn.session.seating.count; i++) {
        const GameSeat *seat = &t->table.turn.session.seating.seat[i];
        strong = strong || (seat->kind == SEAT_COMPUTER && seat->level == GAME_AI_STRONG);
    }
    char err[BRIDGE_DD_ERR_MAX], text[BRIDGE_DD_ERR_MAX + 64];
    if (strong && !BridgeDd_Load(err, sizeof err)) {
        snprintf(text, sizeof text, "%s. The strong players search without it.", err);
        Say(t, text, true, HAND_TIME);
    }
}

static void Enter(Scene *s, App *app)
{
    BrTable *t = (BrTable *)s;
    TableTurn_Enter(&t->table.turn, app);
    CheckSolver(t);
    /* Read as the table opens: the lobby is where it is changed, and a damaged file has been set aside there. */
    char message[PLAYER_MESSAGE_MAX];
    t->reviewHands = TableLobbyPrefs_Option(&Bridge_TableGame, BRIDGE_OPTION_REVIEW, message, sizeof message);
    if (message[0] != '\0') {
        App_Toast(app, "%s", message);
    }
}

static void Destroy(Scene *s)
{
    BrTable *t = (BrTable *)s;
    TableSession_Free(&t->table.turn.session);
    free(t);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    BrTable *t = (BrTable *)s;
    const BridgeState *v = BrView_State(t);
    BrLayout l;
    BrView_Layout(app, v, BrTable_Me(t), &l);
    int i;
    char extra;
    if (sscanf(name, "hand%d%c", &i, &extra) == 1 && i >= 0 && i < 13) {
        *out = BrView_CardRect(&l, 0, i, -1);
        out->w = l.pitch[0];
        return true;
    }
    if (sscanf(name, "dummy%d%c", &i, &extra) == 1 && i >= 0 && i < 13 && v->phase == BRIDGE_PHASE_PLAY) {
        int pos = BrView_Pos(&l, Bridge_Dummy(v));
        *out = BrView_CardRect(&l, pos, i, -1);
        if (pos == 0 || pos == 2) {
            out->w = l.pitch[pos]; /* the part of it not under the next card */
        } else if (l.columns[pos] && i + 1 < 13 && l.col[pos][i + 1] == l.col[pos][i] && l.row[pos][i + 1] > 0) {
            out->h = l.pitch[pos]; /* in a suit column: its top, above the card under it */
        }
        return true;
    }
    return TableChoices_Locate(&t->table.turn.choices, name, out);
}

static const SceneOps kOps = {
    .name = "bridge-table",
    .enter = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

static BrTable *Alloc(void)
{
    BrTable *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    TableScene_Init(&t->table, &kOps, &kTurnOps, BR_AREA_COUNT);
    t->hover[0] = t->hover[1] = -1;
    t->press[0] = t->press[1] = t->press[2] = -1;
    t->reviewDue = -1;
    t->reviewHands = true; /* until Enter reads the lobby's choice */
    t->dealShown = -1;
    t->dealt = 52;
    return t;
}

Scene *BridgeTableScene_CreateNew(App *app, int variant, const GameSeating *seating, uint64_t seed)
{
    (void)app;
    BrTable *t = Alloc();
    return t != NULL ? TableTurn_NewScene(&t->table.base, &t->table.turn, variant, seating, seed) : NULL;
}

Scene *BridgeTableScene_CreateResume(App *app, TableSaved *saved)
{
    (void)app;
    BrTable *t = Alloc();
    if (t == NULL) {
        TableSaved_Free(saved);
        return NULL;
    }
    return TableTurn_ResumeScene(&t->table.base, &t->table.turn, saved);
}

/* A demonstration table: the player South against three computers, played forward by the easy level. */
typedef enum DemoStop {
    DEMO_DECLARE, /* South to declare */
    DEMO_PLAY,    /* South declarer, five tricks played and a card into the sixth */
    DEMO_DEFEND   /* West or East declarer, the dummy at a side laid down, South to play to the first trick */
} DemoStop;

static Scene *Demo(DemoStop stop)
{
    BrTable *t = Alloc();
    if (t == NULL) {
        return NULL;
    }
    t->table.turn.demo = true;
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_MEDIUM);
    if (!TableSession_Start(&t->table.turn.session, &Bridge_Rules, 0, DEMO_SEED, &seating, NULL)) {
        free(t);
        return NULL;
    }
    /* Forward to a hand South declares, then (for the play demo) five tricks and a card into the sixth. */
    for (int i = 0; i < 4000 && !TableSession_IsOver(&t->table.turn.session); i++) {
        const BridgeState *st = Full(t);
        bool southDeals = st->dealer == 0;
        if (southDeals && st->phase == BRIDGE_PHASE_DECLARE && stop == DEMO_DECLARE) {
            break;
        }
        if (southDeals && stop == DEMO_PLAY && st->phase == BRIDGE_PHASE_PLAY && st->tricksPlayed >= 5 &&
            st->trickCount > 0 && Bridge_Controller(st, st->toAct) == 0) {
            break;
        }
        if ((st->dealer & 1) != 0 && stop == DEMO_DEFEND && st->phase == BRIDGE_PHASE_PLAY && Bridge_DummyShown(st) &&
            st->tricksPlayed == 0 && Bridge_Controller(st, st->toAct) == 0) {
            break;
        }
        GameAction a;
        if (!GameAi_Choose(&Bridge_Rules, (const GameState *)(const void *)st,
                           TableSession_ToAct(&t->table.turn.session), GAME_AI_EASY, (uint64_t)i, &a)) {
            break;
        }
        TableSession_PlayForced(&t->table.turn.session, a);
    }
    return &t->table.base;
}

Scene *BridgeTableScene_CreateDemo(App *app)
{
    (void)app;
    return Demo(DEMO_PLAY);
}

Scene *BridgeTableScene_CreateDeclareDemo(App *app)
{
    (void)app;
    return Demo(DEMO_DECLARE);
}

Scene *BridgeTableScene_CreateDefendDemo(App *app)
{
    (void)app;
    return Demo(DEMO_DEFEND);
}

Scene *BridgeTableScene_CreateCutDemo(App *app)
{
    (void)app;
    BrTable *t = Alloc();
    if (t == NULL) {
        return NULL;
    }
    t->table.turn.demo = true;
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_MEDIUM);
    /* Seed 16: West and North cut fours, the lowest; only they cut again, and North deals. */
    if (!TableSession_Start(&t->table.turn.session, &Bridge_Rules, 0, 16, &seating, NULL)) {
        free(t);
        return NULL;
    }
    return &t->table.base;
}
