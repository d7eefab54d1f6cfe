/* bezique_table_scene.c: Bezique's table: mouse, keyboard and gamepad become the player's actions; the computer answers. */
#include "bezique_names.h"
#include "bezique_scenes.h"
#include "bezique_store.h"
#include "bezique_table.h"

#include "app/app.h"
#include "games/table/table_drag.h"
#include "core/game/game_ai.h"
#include "platform/audio.h"
#include "platform/log.h"
#include "scenes/scenes.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THINK_TIME 0.6f   /* the computer's shortest turn, so its moves can be followed */
#define BEAT_TIME 1.4f    /* the last trick stays in view this long before the scoring */
#define DEMO_SEED 1909u
#define DEMO_ACTIONS 44

static GameAction sLegal[BEZ_MAX_ACTIONS]; /* legal() output: only ever used on the main thread */

/* The full state: read only by the demonstrations, which play every seat as a host would; the table itself
   reads what its viewer sees (TableSession_Shown). */
static BeziqueState *Full(BzTable *t)
{
    return (BeziqueState *)(void *)t->table.turn.session.st;
}

/* ---- messages ---- */

static void Say(BzTable *t, const char *text, bool error)
{
    TableTurn_Say(&t->table.turn, text, error);
}

static void Refuse(BzTable *t, const char *text)
{
    TableTurn_Refuse(&t->table.turn, text);
}

/* What the other seat just did, in a sentence: "The computer plays the ace of hearts." */
static void DescribeOther(BzTable *t, const BeziqueState *before, int seat, GameAction a)
{
    char text[BZ_MESSAGE_MAX], what[64], who[48];
    BzTable_Subject(t, seat, true, who, sizeof who);
    bool computer = strcmp(who, "The computer") == 0;
    switch (a.kind) {
    case BEZ_ACT_PLAY:
        BezNames_CardLong(a.cards[0], what, sizeof what);
        snprintf(text, sizeof text, "%s plays %s%s", who, what, a.choice != 0 ? " from the table" : "");
        break;
    case BEZ_ACT_DECLARE:
        BezNames_Combo(Bezique_Identify(a.cards, a.count), what, sizeof what);
        what[0] = (char)tolower((unsigned char)what[0]);
        snprintf(text, sizeof text, "%s declares %s", who, what);
        break;
    case BEZ_ACT_SCORE:
        BezNames_Combo(Bezique_PendingCombo(before, seat, a.choice), what, sizeof what);
        what[0] = (char)tolower((unsigned char)what[0]);
        snprintf(text, sizeof text, "%s scores %s %s", who, computer ? "its" : "the", what);
        break;
    case BEZ_ACT_PASS: snprintf(text, sizeof text, "%s %s", who, before->stockCount > 0 ? "draws" : "passes"); break;
    case BEZ_ACT_CARTE: snprintf(text, sizeof text, "%s shows carte blanche: not one court card", who); break;
    case BEZ_ACT_EXCHANGE:
        snprintf(text, sizeof text, "%s exchanges the seven of trumps for the turn-up", who);
        break;
    case BEZ_ACT_SEVEN: snprintf(text, sizeof text, "%s declares the seven of trumps", who); break;
    default: return;
    }
    Say(t, text, false);
}

/* "Wait for the computer's move" / "Wait for North's move". */
static void RefuseWait(BzTable *t, int seat)
{
    if (seat == GAME_NOBODY) {
        Refuse(t, "The game is over");
        return;
    }
    char text[96], whose[48];
    BzTable_Whose(t, seat, false, whose, sizeof whose);
    snprintf(text, sizeof text, "Wait for %s move", whose);
    Refuse(t, text);
}

/* After every change: the focus where the player will want it, the choices for the new state. */
static void Refresh(BzTable *t, App *app, bool moved)
{
    const BeziqueState *v = BzView_State(t);
    int me = BzTable_Me(t);
    Card cards[BEZ_HAND_MAX + 1];
    TableFocus_SetCount(&t->table.focus, BZ_AREA_HAND, BzView_HandCards(v, me, cards));
    TableFocus_SetCount(&t->table.focus, BZ_AREA_TABLE, BzView_TableCards(v, me, NULL, NULL));
    if (moved) {
        BzChoices_ClearChosen(t);
    }
    BzChoices_Build(t, app);
    if (moved && Bezique_ToAct(v) == me) {
        /* After winning a trick the choices come first; otherwise the hand (or the table row, if the focus was there). */
        if (v->phase == BEZ_PHASE_DECLARE) {
            TableFocus_Go(&t->table.focus, BZ_AREA_CHOICES, 0);
        } else if (t->table.turn.choices.count > 0) {
            /* Carte blanche is offered only now, before the next card: it must not go unnoticed. */
            TableFocus_Go(&t->table.focus, BZ_AREA_CHOICES, 0);
            Say(t, "No king, queen or knave in your hand: you may show carte blanche for 50", false);
        } else if (t->table.focus.group != BZ_AREA_TABLE || !TableFocus_Go(&t->table.focus, BZ_AREA_TABLE, -1)) {
            TableFocus_Go(&t->table.focus, BZ_AREA_HAND, -1);
        }
    }
    t->choicesFor = t->replay ? (uint64_t)t->replayStep : Bezique_Hash(v);
}

/* ---- the player's actions ---- */

static void PlayHuman(BzTable *t, App *app, GameAction a)
{
    BeziqueState before;
    if (!TableTurn_PlayHuman(&t->table.turn, app, a, (GameState *)(void *)&before)) {
        return;
    }
    BzView_Animate(t, app, &before, Bezique_ToAct(&before), a);
    Refresh(t, app, true);
}

static void DeclareChosen(BzTable *t, App *app)
{
    const BeziqueState *v = BzView_State(t);
    int me = BzTable_Me(t);
    Card cards[BEZ_HAND_MAX + 1];
    int n = BzView_HandCards(v, me, cards);
    int slots[BEZ_TABLE_SLOTS];
    Card tableCards[BEZ_TABLE_SLOTS];
    Card handCards[BEZ_HAND_MAX + 1];
    int ns = 0, nh = 0;
    for (int s = 0; s < BEZ_TABLE_SLOTS; s++) {
        if (t->selTable[s] && v->side[me].table[s] != CARD_NONE) {
            slots[ns] = s;
            tableCards[ns++] = v->side[me].table[s];
        }
    }
    for (int i = 0; i < n; i++) {
        if (t->selHand[i]) {
            handCards[nh++] = cards[i];
        }
    }
    if (ns + nh > GAME_ACTION_CARDS) {
        Refuse(t, "No combination has more than eight cards");
        return;
    }
    PlayHuman(t, app, Bezique_Declare(slots, tableCards, ns, handCards, nh));
}

static void Choose(BzTable *t, App *app, int index)
{
    if (index < 0 || index >= t->table.turn.choices.count) {
        return;
    }
    TableFocus_Go(&t->table.focus, BZ_AREA_CHOICES, index);
    Audio_Play(SFX_SELECT);
    if (t->table.turn.choices.items[index].tag == BZ_TAG_CHOSEN) {
        DeclareChosen(t, app);
    } else {
        PlayHuman(t, app, t->table.turn.choices.items[index].action);
    }
}

/* A card of the hand (fromTable false) or of the player's table row, by its index on screen. */
static void UseCard(BzTable *t, App *app, bool fromTable, int index)
{
    const BeziqueState *v = BzView_State(t);
    int me = BzTable_Me(t);
    if (Bezique_ToAct(v) != me || !TableSession_PersonToAct(&t->table.turn.session)) {
        RefuseWait(t, Bezique_ToAct(v));
        return;
    }
    Card cards[BEZ_HAND_MAX + 1];
    int slots[BEZ_TABLE_SLOTS];
    Card tableCards[BEZ_TABLE_SLOTS];
    int n = fromTable ? BzView_TableCards(v, me, slots, tableCards) : BzView_HandCards(v, me, cards);
    if (index < 0 || index >= n) {
        return;
    }
    if (v->phase == BEZ_PHASE_DECLARE) {
        /* Picking cards for a declaration of the player's own choosing. */
        bool *sel = fromTable ? &t->selTable[slots[index]] : &t->selHand[index];
        *sel = !*sel;
        Audio_Play(SFX_MOVE);
        BzChoices_Build(t, app);
        return;
    }
    PlayHuman(t, app, fromTable ? Bezique_Play(tableCards[index], slots[index]) : Bezique_Play(cards[index], -1));
}

/* ---- the end ---- */

static void Finish(BzTable *t, App *app)
{
    BeziqueOutcome outcome;
    BezStore_RecordFinished(&t->table.turn.session, !t->table.turn.demo, &outcome, app);
    Scene *score = BeziqueScoreScene_Create(app, &t->table.turn.session.rec, &outcome);
    if (score != NULL) {
        App_Replace(app, score);
    }
}

/* ---- what the shared turn glue asks of Bezique (table_turn.h) ---- */

static void OpsRefresh(void *owner, App *app, bool moved)
{
    Refresh(owner, app, moved);
}

static bool OpsStale(void *owner)
{
    BzTable *t = owner;
    return t->choicesFor != Bezique_Hash(BzView_State(t));
}

static void OpsShown(void *owner, App *app, const GameState *before, int seat, GameAction action)
{
    const BeziqueState *b = (const BeziqueState *)(const void *)before;
    DescribeOther(owner, b, seat, action);
    BzView_Animate(owner, app, b, seat, action);
}

static void OpsFinish(void *owner, App *app)
{
    Finish(owner, app);
}

static void OpsSettle(void *owner, App *app);

static void OpsHandedOver(void *owner)
{
    BzTable *t = owner;
    BzChoices_ClearChosen(t);
    TableFocus_Go(&t->table.focus, BZ_AREA_HAND, -1);
}

static void OpsDeal(void *owner, App *app)
{
    BzView_AnimateDeal(owner, app);
}

static const TableTurnOps kTurnOps = {
    .rules = &Bezique_Rules,
    .gameFile = BEZIQUE_GAME_FILE,
    .demoSeed = DEMO_SEED,
    .thinkTime = THINK_TIME,
    .beatTime = BEAT_TIME,
    .rulesPrompt = true, /* F1 Rules named in the controls bar while there is room, as at Five Hundred */
    .fullStop = true, /* Bezique's lines are sentences */
    .refresh = OpsRefresh,
    .stale = OpsStale,
    .shown = OpsShown,
    .finish = OpsFinish,
    .settle = OpsSettle,
    .handedOver = OpsHandedOver,
    .deal = OpsDeal,
};

/* ---- input ---- */

static void Cycle(BzTable *t, int dir)
{
    if (TableFocus_Cycle(&t->table.focus, dir)) {
        Audio_Play(SFX_MOVE);
    }
}

static void Step(BzTable *t, int dir)
{
    if (TableFocus_Step(&t->table.focus, dir)) {
        Audio_Play(SFX_MOVE);
    }
}

static void Vertical(BzTable *t, int dir)
{
    if (t->table.focus.group == BZ_AREA_CHOICES) {
        Step(t, dir);
        return;
    }
    /* The player's table row lies above the hand. */
    int want = dir < 0 ? BZ_AREA_TABLE : BZ_AREA_HAND;
    if (want != t->table.focus.group && TableFocus_Go(&t->table.focus, want, -1)) {
        Audio_Play(SFX_MOVE);
    }
}

static void Confirm(BzTable *t, App *app)
{
    int index = TableFocus_Index(&t->table.focus, t->table.focus.group);
    switch (t->table.focus.group) {
    case BZ_AREA_HAND: UseCard(t, app, false, index); break;
    case BZ_AREA_TABLE: UseCard(t, app, true, index); break;
    case BZ_AREA_CHOICES: Choose(t, app, index); break;
    default: break;
    }
}

/*
 * A hint: what the easy computer (the book's advice) would do in the
 * player's seat, from the player's own view. The focus goes to it, so
 * confirm takes it.
 */
static void Hint(BzTable *t)
{
    const BeziqueState *v = BzView_State(t);
    int me = BzTable_Me(t);
    GameAction a;
    if (Bezique_ToAct(v) != me || !TableSession_PersonToAct(&t->table.turn.session) ||
        !GameAi_Choose(&Bezique_Rules, (const GameState *)(const void *)v, me, GAME_AI_EASY,
                       t->table.turn.session.rec.count, &a)) {
        RefuseWait(t, Bezique_ToAct(v));
        return;
    }
    char text[BZ_MESSAGE_MAX], what[64];
    for (int i = 0; i < t->table.turn.choices.count; i++) {
        if (t->table.turn.choices.items[i].tag == 0 && GameAction_Equal(t->table.turn.choices.items[i].action, a)) {
            TableFocus_Go(&t->table.focus, BZ_AREA_CHOICES, i);
            snprintf(text, sizeof text, "Hint: %s", t->table.turn.choices.items[i].label);
            Say(t, text, false);
            Audio_Play(SFX_MOVE);
            return;
        }
    }
    if (a.kind == BEZ_ACT_PLAY) {
        Card cards[BEZ_HAND_MAX + 1];
        int slots[BEZ_TABLE_SLOTS];
        int n = a.choice != 0 ? BzView_TableCards(v, me, slots, NULL) : BzView_HandCards(v, me, cards);
        for (int i = 0; i < n; i++) {
            if (a.choice != 0 ? a.choice == (1u << slots[i]) : cards[i] == a.cards[0]) {
                TableFocus_Go(&t->table.focus, a.choice != 0 ? BZ_AREA_TABLE : BZ_AREA_HAND, i);
            }
        }
        BezNames_CardLong(a.cards[0], what, sizeof what);
        snprintf(text, sizeof text, "Hint: play %s", what);
        Say(t, text, false);
        Audio_Play(SFX_MOVE);
        return;
    }
    /* A declaration the choices do not show as such (another way of laying the same cards). */
    BezNames_Combo(Bezique_Identify(a.cards, a.count), what, sizeof what);
    snprintf(text, sizeof text, "Hint: declare %s", what);
    Say(t, text, false);
}

static bool NothingToDeclare(BzTable *t);

static void Undo(BzTable *t, App *app)
{
    char why[128];
    if (!TableTurn_Undo(&t->table.turn)) {
        return;
    }
    /* A draw made for the player (nothing to declare) was not his choice: take back the move before it too. */
    t->keepDeclare = 0;
    if (NothingToDeclare(t) && TableSession_CanUndo(&t->table.turn.session, why, sizeof why)) {
        TableSession_Undo(&t->table.turn.session);
    }
    t->keepDeclare = Bezique_Hash(BzView_State(t));
    Say(t, "Your last move was taken back", false);
    Audio_Play(SFX_FLIP);
    Refresh(t, app, true);
}

/* What is under the pointer: a hand card, a table card or a choice (the others -1). */
static void Under(BzTable *t, App *app, float x, float y, int *hand, int *table, int *choice)
{
    const BeziqueState *v = BzView_State(t);
    BzLayout l;
    BzView_Layout(app, v, BzTable_Me(t), &l);
    *choice = TableChoices_HitTest(&t->table.turn.choices, x, y);
    int raised = t->table.focus.group == BZ_AREA_HAND ? TableFocus_Index(&t->table.focus, BZ_AREA_HAND) : -1;
    *hand = *choice < 0 ? TableFan_HitTest(&l.hand[0], x, y, raised) : -1;
    *table = *choice < 0 && *hand < 0 ? TableFan_HitTest(&l.table[0], x, y, -1) : -1;
}

/* Whether the card pressed was let go on the felt above the row it came from, to play it (table_drag.h). */
static bool DroppedOnTable(BzTable *t, App *app, float x, float y, bool fromHand)
{
    BzLayout l;
    BzView_Layout(app, BzView_State(t), BzTable_Me(t), &l);
    int raised = t->table.focus.group == BZ_AREA_HAND ? TableFocus_Index(&t->table.focus, BZ_AREA_HAND) : -1;
    SDL_FRect from = fromHand ? TableFan_Rect(&l.hand[0], t->pressHand, raised) : TableFan_Rect(&l.table[0], t->pressTable, -1);
    return TableDrag_Dropped(from, TableDrag_Felt(l.view, l.side), x, y);
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    BzTable *t = (BzTable *)s;
    if (TableTurn_HandleFinished(&t->table.turn, ev)) {
        return;
    }
    int hand, table, choice;
    switch (ev->action) {
    case ACTION_LEFT: Step(t, -1); break;
    case ACTION_RIGHT: Step(t, 1); break;
    case ACTION_UP: Vertical(t, -1); break;
    case ACTION_DOWN: Vertical(t, 1); break;
    case ACTION_NEXT_AREA: Cycle(t, 1); break;
    case ACTION_PREV_AREA: Cycle(t, -1); break;
    case ACTION_CONFIRM: Confirm(t, app); break;
    case ACTION_UNDO: Undo(t, app); break;
    case ACTION_REDO: TableTurn_RedoMove(&t->table.turn, app); break;
    case ACTION_HINT: Hint(t); break;
    case ACTION_HELP: TableTurn_OpenRules(app, Bezique_RulesFile(t->table.turn.session.rec.variant)); break;
    case ACTION_BACK:
    case ACTION_MENU:
        TableTurn_OpenPause(&t->table.turn, app, Bezique_RulesFile(t->table.turn.session.rec.variant));
        break;
    case ACTION_POINTER_MOVE:
        Under(t, app, ev->x, ev->y, &hand, &table, &choice);
        t->hoverHand = hand;
        t->hoverTable = table;
        t->table.turn.choices.hover = choice;
        break;
    case ACTION_POINTER_DOWN: Under(t, app, ev->x, ev->y, &t->pressHand, &t->pressTable, &t->pressChoice); break;
    case ACTION_POINTER_UP:
        Under(t, app, ev->x, ev->y, &hand, &table, &choice);
        if (choice >= 0 && choice == t->pressChoice) {
            Choose(t, app, choice);
        } else if (hand >= 0 && hand == t->pressHand) {
            TableFocus_Go(&t->table.focus, BZ_AREA_HAND, hand);
            UseCard(t, app, false, hand);
        } else if (table >= 0 && table == t->pressTable) {
            TableFocus_Go(&t->table.focus, BZ_AREA_TABLE, table);
            UseCard(t, app, true, table);
        } else if (choice < 0 && hand < 0 && table < 0 && (t->pressHand >= 0 || t->pressTable >= 0) &&
                   DroppedOnTable(t, app, ev->x, ev->y, t->pressHand >= 0)) {
            /* A card dragged out of the hand (or off the declared row) and let go on the table: played, as a
               click on it would play it. */
            bool fromTable = t->pressHand < 0;
            int index = fromTable ? t->pressTable : t->pressHand;
            TableFocus_Go(&t->table.focus, fromTable ? BZ_AREA_TABLE : BZ_AREA_HAND, index);
            UseCard(t, app, fromTable, index);
        }
        t->pressHand = t->pressTable = t->pressChoice = -1;
        break;
    default: break;
    }
}

/*
 * After a trick won, a player who can declare nothing (the only legal
 * action is to draw) is not asked to confirm it: the draw is made for him,
 * as he would have made it. A state reached by undo waits, so that undo
 * is not undone at once.
 */
static bool NothingToDeclare(BzTable *t)
{
    const BeziqueState *v = BzView_State(t);
    int me = BzTable_Me(t);
    if (t->replay || v->phase != BEZ_PHASE_DECLARE || Bezique_ToAct(v) != me ||
        !TableSession_PersonToAct(&t->table.turn.session) || BzChoices_ChosenCount(t) > 0 ||
        t->keepDeclare == Bezique_Hash(v)) {
        return false;
    }
    int n = Bezique_Legal(v, me, sLegal, BEZ_MAX_ACTIONS);
    return n == 1 && sLegal[0].kind == BEZ_ACT_PASS;
}

/* After the computer's move: a lone draw is made for the player (NothingToDeclare). */
static void OpsSettle(void *owner, App *app)
{
    BzTable *t = owner;
    if (NothingToDeclare(t)) {
        PlayHuman(t, app, Bezique_Pass());
    }
}

static void Update(Scene *s, App *app, float dt)
{
    BzTable *t = (BzTable *)s;
    t->time += dt;
    if (t->bannerTime > 0.0f) {
        t->bannerTime -= dt;
    }
    TableTurn_Update(&t->table.turn, s, app, dt);
}

static void Draw(Scene *s, App *app)
{
    BzView_Draw((BzTable *)s, app);
}

static void Enter(Scene *s, App *app)
{
    TableTurn_Enter(&((BzTable *)s)->table.turn, app);
}

static void Destroy(Scene *s)
{
    BzTable *t = (BzTable *)s;
    TableSession_Free(&t->table.turn.session);
    free(t);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    BzTable *t = (BzTable *)s;
    const BeziqueState *v = BzView_State(t);
    BzLayout l;
    BzView_Layout(app, v, BzTable_Me(t), &l);
    int i;
    char extra;
    if (sscanf(name, "hand%d%c", &i, &extra) == 1 && i >= 0 && i < l.hand[0].count) {
        *out = TableFan_Rect(&l.hand[0], i, -1);
        /* The part of an overlapped card that shows. */
        if (i + 1 < l.hand[0].count) {
            out->w = TableFan_Rect(&l.hand[0], i + 1, -1).x - out->x;
        }
        return true;
    }
    if (sscanf(name, "table%d%c", &i, &extra) == 1 && i >= 0 && i < l.table[0].count) {
        *out = TableFan_Rect(&l.table[0], i, -1);
        if (i + 1 < l.table[0].count) {
            out->w = TableFan_Rect(&l.table[0], i + 1, -1).x - out->x;
        }
        return true;
    }
    if (sscanf(name, "choice%d%c", &i, &extra) == 1 && i >= 0 && i < t->table.turn.choices.count) {
        *out = t->table.turn.choices.items[i].rect;
        return true;
    }
    if (strcmp(name, "stock") == 0) {
        *out = l.stock;
        return true;
    }
    return TableChoices_Locate(&t->table.turn.choices, name, out);
}

static const SceneOps kOps = {
    .name = "bezique-table",
    .enter = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

static BzTable *Alloc(void)
{
    BzTable *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    TableScene_Init(&t->table, &kOps, &kTurnOps, BZ_AREA_COUNT);
    t->hoverHand = t->hoverTable = -1;
    t->pressHand = t->pressTable = t->pressChoice = -1;
    return t;
}

Scene *BeziqueTableScene_CreateNew(App *app, int variant, const GameSeating *seating, uint64_t seed)
{
    (void)app;
    BzTable *t = Alloc();
    return t != NULL ? TableTurn_NewScene(&t->table.base, &t->table.turn, variant, seating, seed) : NULL;
}

Scene *BeziqueTableScene_CreateResume(App *app, TableSaved *saved)
{
    (void)app;
    BzTable *t = Alloc();
    if (t == NULL) {
        TableSaved_Free(saved);
        return NULL;
    }
    return TableTurn_ResumeScene(&t->table.base, &t->table.turn, saved);
}

/* The demo's players: declare what they can (the table shows more that way), else the first legal action. */
static GameAction DemoChoice(const BeziqueState *st)
{
    int seat = Bezique_ToAct(st);
    int n = Bezique_Legal(st, seat, sLegal, BEZ_MAX_ACTIONS);
    for (int i = 0; i < n; i++) {
        if (sLegal[i].kind == BEZ_ACT_DECLARE && !st->scoredThisTrick) {
            return sLegal[i];
        }
    }
    for (int i = 0; i < n; i++) {
        if (sLegal[i].kind == BEZ_ACT_PLAY && Bezique_IsCourt(sLegal[i].cards[0]) == false) {
            return sLegal[i];
        }
    }
    return sLegal[0];
}

Scene *BeziqueTableScene_CreateDemo(App *app)
{
    (void)app;
    BzTable *t = Alloc();
    if (t == NULL) {
        return NULL;
    }
    t->table.turn.demo = true;
    GameSeating seating = Seating_OneAgainst(2, GAME_AI_MEDIUM);
    if (!TableSession_Start(&t->table.turn.session, &Bezique_Rules, BEZIQUE_RUBICON, DEMO_SEED, &seating, NULL)) {
        free(t);
        return NULL;
    }
    for (int i = 0; i < DEMO_ACTIONS && !TableSession_IsOver(&t->table.turn.session); i++) {
        TableSession_PlayForced(&t->table.turn.session, DemoChoice(Full(t)));
    }
    /* Stop where the computer has led and the player has a card to play to its lead. */
    for (int i = 0; i < 60 && !TableSession_IsOver(&t->table.turn.session); i++) {
        const BeziqueState *st = Full(t);
        if (TableSession_PersonToAct(&t->table.turn.session) && st->phase == BEZ_PHASE_PLAY && st->trickCount == 1) {
            break;
        }
        TableSession_PlayForced(&t->table.turn.session, DemoChoice(st));
    }
    return &t->table.base;
}

/* Pass and play, as North sees the table after taking the screen: North's hand at the bottom, South's backs. */
Scene *BeziqueTableScene_CreatePassDemo(App *app)
{
    Scene *s = BeziqueTableScene_CreateDemo(app);
    if (s == NULL) {
        return NULL;
    }
    BzTable *t = (BzTable *)s;
    Seating_Parse("person person", 2, &t->table.turn.session.seating);
    for (int i = 0;
         i < 60 && !TableSession_IsOver(&t->table.turn.session) && TableSession_Decider(&t->table.turn.session) != 1;
         i++) {
        TableSession_PlayForced(&t->table.turn.session, DemoChoice(Full(t)));
    }
    t->table.turn.session.handOverFirst = false;
    TableSession_HandOver(&t->table.turn.session);
    return s;
}
