/* five_hundred_table_scene.c: Five Hundred's table: mouse, keyboard and gamepad become the player's calls and cards. */
#include "five_hundred_table.h"

#include "app/app.h"
#include "games/table/table_drag.h"
#include "core/game/game_ai.h"
#include "games/table/table_card_text.h"
#include "platform/audio.h"
#include "scenes/scenes.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THINK_TIME 0.6f /* the computer's shortest turn, so its moves can be followed */
#define BEAT_TIME 1.4f  /* the last trick stays in view this long before the scoring */
#define DEMO_SEED 1909u

static GameAction sLegal[FH_MAX_ACTIONS]; /* legal() output: only ever used on the main thread */

/* The full state: read only by the demonstrations, which play every seat as a host would; the table itself
   reads what its viewer sees (TableSession_Shown). */
static FiveHundredState *Full(FtTable *t)
{
    return (FiveHundredState *)(void *)t->table.turn.session.st;
}

static void Say(FtTable *t, const char *text, bool error)
{
    TableTurn_Say(&t->table.turn, text, error);
}

static void Refuse(FtTable *t, const char *text)
{
    TableTurn_Refuse(&t->table.turn, text);
}

/* What another seat just did, in a sentence: "West bids 7 hearts (200)." */
static void DescribeOther(FtTable *t, const FiveHundredState *before, int seat, GameAction a)
{
    char line[120], who[32], text[FT_MESSAGE_MAX];
    FtTable_Subject(t, seat, true, who, sizeof who);
    FiveHundred_DescribeAction(before, seat, a, line, sizeof line);
    snprintf(text, sizeof text, "%s %s", who, line);
    Say(t, text, false);
}

static bool MyTurn(const FtTable *t)
{
    const FiveHundredState *v = FtView_State(t);
    return !t->table.turn.finished && FiveHundred_ToAct(v) == FtTable_Me(t) &&
           TableSession_PersonToAct(&t->table.turn.session);
}

static void BuildChoices(FtTable *t, App *app)
{
    TableChoices_Clear(&t->table.turn.choices);
    const FiveHundredState *v = FtView_State(t);
    if (!MyTurn(t)) {
        return;
    }
    GameAction none = {0};
    if (v->phase == FH_PHASE_DISCARD) {
        int n = 0;
        for (uint64_t x = t->chosen; x != 0; x &= x - 1) {
            n++;
        }
        char detail[48];
        snprintf(detail, sizeof detail, n == 3 ? "never to be seen again" : "%d of 3 chosen", n);
        TableChoices_Add(&t->table.turn.choices, "Lay the three away", detail, none, FT_TAG_DISCARD);
    } else if (v->phase == FH_PHASE_PLAY) {
        int n = FiveHundred_Legal(v, FtTable_Me(t), sLegal, FH_MAX_ACTIONS);
        for (int i = 0; i < n; i++) {
            if (sLegal[i].choice > 0) {
                char label[72];
                snprintf(label, sizeof label, "Lead the Joker for %s", Card_SuitName((Suit)(sLegal[i].choice - 1)));
                TableChoices_Add(&t->table.turn.choices, label, "", sLegal[i], 0);
            }
        }
    }
    FtLayout l;
    FtView_Layout(app, v, FtTable_Me(t), &l);
    TableChoices_Layout(&t->table.turn.choices, app, l.hand.cx, l.trick[0].y - 30.0f, l.side.x - l.view.x - 80.0f);
}

static void Refresh(FtTable *t, App *app, bool moved)
{
    const FiveHundredState *v = FtView_State(t);
    /* A deal made since the table was last drawn (the next after a deal played out or passed) is seen being
       dealt; the deal on the table when it is entered or resumed is simply there. */
    if (t->dealShown >= 0 && v->deal > t->dealShown) {
        FtResult_DealEnded(t, app); /* the last deal's result first, unless the player skips it */
    }
    t->dealShown = v->deal;
    Card cards[16];
    TableFocus_SetCount(&t->table.focus, FT_AREA_HAND, FtView_HandCards(v, FtTable_Me(t), cards));
    bool bidding = MyTurn(t) && v->phase == FH_PHASE_BID;
    TableFocus_SetCount(&t->table.focus, FT_AREA_BIDS, bidding ? FH_BIDS + 1 : 0);
    if (moved && v->phase != FH_PHASE_DISCARD) {
        t->chosen = 0;
    }
    BuildChoices(t, app);
    TableFocus_SetCount(&t->table.focus, FT_AREA_CHOICES, t->table.turn.choices.count);
    if (moved && MyTurn(t)) {
        if (bidding) {
            /* The focus starts on the lowest open bid. */
            TableFocus_Go(&t->table.focus, FT_AREA_BIDS,
                          v->bid == FH_NO_BID     ? 1
                          : v->bid + 2 <= FH_BIDS ? v->bid + 2
                                                  : 0);
        } else {
            TableFocus_Go(&t->table.focus, FT_AREA_HAND, -1);
        }
    }
    t->choicesFor = FiveHundred_Hash(v) ^ t->chosen;
}

static void PlayHuman(FtTable *t, App *app, GameAction a)
{
    FiveHundredState before;
    if (!TableTurn_PlayHuman(&t->table.turn, app, a, (GameState *)(void *)&before)) {
        return;
    }
    FtView_Animate(t, app, &before, FiveHundred_ToAct(&before), a);
    Refresh(t, app, true);
}

static void RefuseWait(FtTable *t)
{
    const FiveHundredState *v = FtView_State(t);
    int seat = FiveHundred_ToAct(v);
    if (seat == GAME_NOBODY) {
        Refuse(t, "The game is over.");
        return;
    }
    char who[48], text[96];
    FtTable_Subject(t, seat, false, who, sizeof who);
    snprintf(text, sizeof text, "Wait for %s to %s.", who, v->phase == FH_PHASE_BID ? "bid" : "play");
    Refuse(t, text);
}

static void Discard(FtTable *t, App *app)
{
    Card c[3];
    int n = 0;
    for (int b = 0; b < 64 && n < 3; b++) {
        if (t->chosen & (1ULL << b)) {
            c[n++] = FiveHundred_CardAt(b);
        }
    }
    if (n != 3) {
        Refuse(t, "Pick exactly three cards to lay away.");
        return;
    }
    PlayHuman(t, app, FiveHundred_Discard(c[0], c[1], c[2]));
}

static void UseCard(FtTable *t, App *app, int index)
{
    const FiveHundredState *v = FtView_State(t);
    if (!MyTurn(t)) {
        RefuseWait(t);
        return;
    }
    Card cards[16];
    int n = FtView_HandCards(v, FtTable_Me(t), cards);
    if (index < 0 || index >= n) {
        return;
    }
    Card c = cards[index];
    if (v->phase == FH_PHASE_BID) {
        Refuse(t, "First the bidding: choose a bid on the table, or pass.");
    } else if (v->phase == FH_PHASE_DISCARD) {
        uint64_t m = FiveHundred_Mask(c);
        int chosen = 0;
        for (uint64_t x = t->chosen; x != 0; x &= x - 1) {
            chosen++;
        }
        if (!(t->chosen & m) && chosen == 3) {
            Refuse(t, "Three are chosen already: put one back first.");
            return;
        }
        t->chosen ^= m;
        Audio_Play(SFX_MOVE);
        Refresh(t, app, false);
        if (t->chosen != m && (t->chosen & m) && chosen == 2) {
            TableFocus_Go(&t->table.focus, FT_AREA_CHOICES, 0); /* the third: the button is next */
        }
    } else if (Card_IsJoker(c) && v->trumps == FH_NO_TRUMPS && v->trickCount == 0) {
        TableFocus_Go(&t->table.focus, FT_AREA_CHOICES, 0);
        Say(t, "Name the suit the Joker stands for.", false);
        Audio_Play(SFX_MOVE);
    } else {
        PlayHuman(t, app, FiveHundred_Play(c, -1));
    }
}

static void UseBid(FtTable *t, App *app, int index)
{
    const FiveHundredState *v = FtView_State(t);
    if (!MyTurn(t) || v->phase != FH_PHASE_BID) {
        if (v->phase == FH_PHASE_BID) {
            RefuseWait(t);
        }
        return;
    }
    PlayHuman(t, app, index == 0 ? FiveHundred_Pass() : FiveHundred_Bid(index - 1));
}

static void Choose(FtTable *t, App *app, int index)
{
    if (index < 0 || index >= t->table.turn.choices.count) {
        return;
    }
    Audio_Play(SFX_SELECT);
    if (t->table.turn.choices.items[index].tag == FT_TAG_DISCARD) {
        Discard(t, app);
    } else {
        PlayHuman(t, app, t->table.turn.choices.items[index].action);
    }
}

static void Finish(FtTable *t, App *app)
{
    FiveHundredOutcome outcome;
    FiveHundredStore_RecordFinished(&t->table.turn.session, !t->table.turn.demo, &outcome, app);
    Scene *score = FiveHundredScoreScene_Create(app, &t->table.turn.session.rec, &outcome);
    if (score != NULL) {
        App_Replace(app, score);
    }
}

/* ---- what the shared turn glue asks of Five Hundred (table_turn.h) ---- */

static void OpsRefresh(void *owner, App *app, bool moved)
{
    Refresh(owner, app, moved);
}

static bool OpsStale(void *owner)
{
    FtTable *t = owner;
    return t->choicesFor != (FiveHundred_Hash(FtView_State(t)) ^ t->chosen);
}

static void OpsShown(void *owner, App *app, const GameState *before, int seat, GameAction action)
{
    const FiveHundredState *b = (const FiveHundredState *)(const void *)before;
    DescribeOther(owner, b, seat, action);
    FtView_Animate(owner, app, b, seat, action);
}

static void OpsFinish(void *owner, App *app)
{
    Finish(owner, app);
}

static void OpsHandedOver(void *owner)
{
    ((FtTable *)owner)->chosen = 0;
}

static bool OpsShowing(const void *owner)
{
    return FtResult_Showing(owner);
}

static void OpsRestarted(void *owner)
{
    FtResult_Clear(owner);
    ((FtTable *)owner)->dealShown = -1; /* the new game's first deal is dealt by OpsDeal */
}

static void OpsDeal(void *owner, App *app)
{
    FtTable *t = owner;
    FtView_AnimateDeal(t, app);
    t->dealShown = FtView_State(t)->deal;
}

static const TableTurnOps kTurnOps = {
    .rules = &FiveHundred_Rules,
    .gameFile = FIVE_HUNDRED_GAME_FILE,
    .demoSeed = DEMO_SEED,
    .thinkTime = THINK_TIME,
    .beatTime = BEAT_TIME,
    .rulesPrompt = true,
    .refresh = OpsRefresh,
    .stale = OpsStale,
    .shown = OpsShown,
    .finish = OpsFinish,
    .showing = OpsShowing,
    .handedOver = OpsHandedOver,
    .restarted = OpsRestarted,
    .deal = OpsDeal,
};

/* ---- input ---- */

static void Move(FtTable *t, int dx, int dy)
{
    if (t->table.focus.group == FT_AREA_BIDS) {
        /* The grid: a row per denomination, a column per number of tricks; the pass button below. */
        int i = TableFocus_Index(&t->table.focus, FT_AREA_BIDS);
        int next = i;
        if (i == 0) {
            next = dy < 0 ? 1 + FiveHundred_MakeBid(6, FH_NO_TRUMPS) : i;
        } else {
            int b = i - 1, d = FiveHundred_BidDenomination(b), tr = FiveHundred_BidTricks(b);
            if (dx != 0 && tr + dx >= 6 && tr + dx <= 10) {
                next = 1 + FiveHundred_MakeBid(tr + dx, d);
            } else if (dy > 0) {
                next = d == FH_NO_TRUMPS ? 0 : 1 + FiveHundred_MakeBid(tr, d + 1);
            } else if (dy < 0 && d > 0) {
                next = 1 + FiveHundred_MakeBid(tr, d - 1);
            }
        }
        if (next != i) {
            TableFocus_Go(&t->table.focus, FT_AREA_BIDS, next);
            Audio_Play(SFX_MOVE);
        }
        return;
    }
    if (dx != 0 && TableFocus_Step(&t->table.focus, dx)) {
        Audio_Play(SFX_MOVE);
    } else if (dy != 0 && TableFocus_Cycle(&t->table.focus, dy)) {
        Audio_Play(SFX_MOVE);
    }
}

static void Confirm(FtTable *t, App *app)
{
    int index = TableFocus_Index(&t->table.focus, t->table.focus.group);
    switch (t->table.focus.group) {
    case FT_AREA_HAND: UseCard(t, app, index); break;
    case FT_AREA_BIDS: UseBid(t, app, index); break;
    case FT_AREA_CHOICES: Choose(t, app, index); break;
    default: break;
    }
}

/* The hint's move as the table writes it: "bid 6♥", "discard 10♥ 4♠ Joker", "play Joker as hearts", never the
   files' "6H" or "JK". */
static void HintWords(GameAction a, char *buf, size_t size)
{
    char cards[48], card[TABLE_CARD_TEXT_MAX], bid[16];
    switch (a.kind) {
    case FH_ACT_PASS: snprintf(buf, size, "pass"); break;
    case FH_ACT_BID:
        FtView_BidText(a.choice, bid, sizeof bid);
        snprintf(buf, size, "bid %s", bid);
        break;
    case FH_ACT_DISCARD:
        TableCard_List(a.cards, 3, "Joker", cards, sizeof cards);
        snprintf(buf, size, "discard %s", cards);
        break;
    default:
        TableCard_Text(a.cards[0], "Joker", card);
        if (a.choice > 0 && a.choice <= SUIT_COUNT) {
            snprintf(buf, size, "play %s as %s", card, Card_SuitName((Suit)(a.choice - 1)));
        } else {
            snprintf(buf, size, "play %s", card);
        }
        break;
    }
}

/* A hint: the easy computer's choice from the player's own view; the focus goes to it. */
static void Hint(FtTable *t)
{
    const FiveHundredState *v = FtView_State(t);
    int me = FtTable_Me(t);
    GameAction a;
    if (!MyTurn(t) || !GameAi_Choose(&FiveHundred_Rules, (const GameState *)(const void *)v, me, GAME_AI_EASY,
                                     (uint64_t)t->table.turn.session.rec.count, &a)) {
        RefuseWait(t);
        return;
    }
    char text[FT_MESSAGE_MAX], what[64];
    HintWords(a, what, sizeof what);
    if (a.kind == FH_ACT_BID || a.kind == FH_ACT_PASS) {
        TableFocus_Go(&t->table.focus, FT_AREA_BIDS, a.kind == FH_ACT_PASS ? 0 : 1 + a.choice);
    } else if (a.kind == FH_ACT_DISCARD) {
        t->chosen = 0;
        for (int i = 0; i < 3; i++) {
            t->chosen |= FiveHundred_Mask(a.cards[i]);
        }
        TableFocus_Go(&t->table.focus, FT_AREA_CHOICES, 0);
    } else if (a.choice > 0) {
        for (int i = 0; i < t->table.turn.choices.count; i++) {
            if (GameAction_Equal(t->table.turn.choices.items[i].action, a)) {
                TableFocus_Go(&t->table.focus, FT_AREA_CHOICES, i);
            }
        }
    } else {
        Card cards[16];
        int n = FtView_HandCards(v, me, cards);
        for (int i = 0; i < n; i++) {
            if (cards[i] == a.cards[0]) {
                TableFocus_Go(&t->table.focus, FT_AREA_HAND, i);
            }
        }
    }
    snprintf(text, sizeof text, "Hint: %s", what);
    Say(t, text, false);
    Audio_Play(SFX_MOVE);
}

static void Undo(FtTable *t, App *app)
{
    if (!TableTurn_Undo(&t->table.turn)) {
        return;
    }
    FtResult_Clear(t);
    Say(t, "Your last move was taken back.", false);
    Audio_Play(SFX_FLIP);
    Refresh(t, app, true);
}

/* Whether the hand's card pressed was let go on the felt above the hand, to play it (table_drag.h). */
static bool DroppedOnTable(FtTable *t, App *app, float x, float y)
{
    FtLayout l;
    FtView_Layout(app, FtView_State(t), FtTable_Me(t), &l);
    int raised = t->table.focus.group == FT_AREA_HAND ? TableFocus_Index(&t->table.focus, FT_AREA_HAND) : -1;
    return TableDrag_Dropped(TableFan_Rect(&l.hand, t->pressHand, raised), TableDrag_Felt(l.view, l.side), x, y);
}

static void Under(FtTable *t, App *app, float x, float y, int *hand, int *bid, int *choice)
{
    const FiveHundredState *v = FtView_State(t);
    FtLayout l;
    FtView_Layout(app, v, FtTable_Me(t), &l);
    *choice = TableChoices_HitTest(&t->table.turn.choices, x, y);
    *bid = -1;
    if (v->phase == FH_PHASE_BID && *choice < 0) {
        for (int i = 0; i <= FH_BIDS; i++) {
            SDL_FRect c = l.cell[i];
            if (x >= c.x && x < c.x + c.w && y >= c.y && y < c.y + c.h) {
                *bid = i;
            }
        }
    }
    int raised = t->table.focus.group == FT_AREA_HAND ? TableFocus_Index(&t->table.focus, FT_AREA_HAND) : -1;
    *hand = *choice < 0 && *bid < 0 ? TableFan_HitTest(&l.hand, x, y, raised) : -1;
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    FtTable *t = (FtTable *)s;
    if (TableTurn_HandleFinished(&t->table.turn, ev) || FtResult_Handle(t, app, ev)) {
        return;
    }
    int hand, bid, choice;
    switch (ev->action) {
    case ACTION_LEFT: Move(t, -1, 0); break;
    case ACTION_RIGHT: Move(t, 1, 0); break;
    case ACTION_UP: Move(t, 0, -1); break;
    case ACTION_DOWN: Move(t, 0, 1); break;
    case ACTION_NEXT_AREA:
        if (TableFocus_Cycle(&t->table.focus, 1)) {
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_PREV_AREA:
        if (TableFocus_Cycle(&t->table.focus, -1)) {
            Audio_Play(SFX_MOVE);
        }
        break;
    case ACTION_CONFIRM: Confirm(t, app); break;
    case ACTION_UNDO: Undo(t, app); break;
    case ACTION_REDO: TableTurn_RedoMove(&t->table.turn, app); break;
    case ACTION_HINT: Hint(t); break;
    case ACTION_HELP: TableTurn_OpenRules(app, FIVE_HUNDRED_RULES_FILE); break;
    case ACTION_BACK:
    case ACTION_MENU: TableTurn_OpenPause(&t->table.turn, app, FIVE_HUNDRED_RULES_FILE); break;
    case ACTION_POINTER_MOVE:
        Under(t, app, ev->x, ev->y, &hand, &bid, &choice);
        t->hoverHand = hand;
        t->hoverBid = bid;
        t->table.turn.choices.hover = choice;
        break;
    case ACTION_POINTER_DOWN: Under(t, app, ev->x, ev->y, &t->pressHand, &t->pressBid, &t->pressChoice); break;
    case ACTION_POINTER_UP:
        Under(t, app, ev->x, ev->y, &hand, &bid, &choice);
        if (choice >= 0 && choice == t->pressChoice) {
            TableFocus_Go(&t->table.focus, FT_AREA_CHOICES, choice);
            Choose(t, app, choice);
        } else if (bid >= 0 && bid == t->pressBid) {
            TableFocus_Go(&t->table.focus, FT_AREA_BIDS, bid);
            UseBid(t, app, bid);
        } else if (hand >= 0 && hand == t->pressHand) {
            TableFocus_Go(&t->table.focus, FT_AREA_HAND, hand);
            UseCard(t, app, hand);
        } else if (choice < 0 && bid < 0 && hand < 0 && t->pressHand >= 0 && DroppedOnTable(t, app, ev->x, ev->y)) {
            /* A card dragged out of the hand and let go on the table: as a click on it. */
            TableFocus_Go(&t->table.focus, FT_AREA_HAND, t->pressHand);
            UseCard(t, app, t->pressHand);
        }
        t->pressHand = t->pressBid = t->pressChoice = -1;
        break;
    default: break;
    }
}

static void Update(Scene *s, App *app, float dt)
{
    FtTable *t = (FtTable *)s;
    t->time += dt;
    FtResult_Update(t, app);
    TableTurn_Update(&t->table.turn, s, app, dt);
}

static void Draw(Scene *s, App *app)
{
    FtView_Draw((FtTable *)s, app);
}

static void Enter(Scene *s, App *app)
{
    TableTurn_Enter(&((FtTable *)s)->table.turn, app);
}

static void Destroy(Scene *s)
{
    FtTable *t = (FtTable *)s;
    TableSession_Free(&t->table.turn.session);
    free(t);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    FtTable *t = (FtTable *)s;
    const FiveHundredState *v = FtView_State(t);
    FtLayout l;
    FtView_Layout(app, v, FtTable_Me(t), &l);
    int i;
    char extra;
    if (sscanf(name, "hand%d%c", &i, &extra) == 1 && i >= 0 && i < l.hand.count) {
        *out = TableFan_Rect(&l.hand, i, -1);
        if (i + 1 < l.hand.count) {
            out->w = TableFan_Rect(&l.hand, i + 1, -1).x - out->x;
        }
        return true;
    }
    if (sscanf(name, "bid%d%c", &i, &extra) == 1 && i >= 0 && i < FH_BIDS) {
        *out = l.cell[1 + i];
        return true;
    }
    if (strcmp(name, "pass") == 0) {
        *out = l.cell[0];
        return true;
    }
    return TableChoices_Locate(&t->table.turn.choices, name, out);
}

static const SceneOps kOps = {
    .name = "five-hundred-table",
    .enter = Enter,
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

static FtTable *Alloc(void)
{
    FtTable *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return NULL;
    }
    TableScene_Init(&t->table, &kOps, &kTurnOps, FT_AREA_COUNT);
    t->hoverHand = t->hoverBid = -1;
    t->pressHand = t->pressBid = t->pressChoice = -1;
    t->dealShown = -1;
    return t;
}

Scene *FiveHundredTableScene_CreateNew(App *app, int variant, const GameSeating *seating, uint64_t seed)
{
    (void)app;
    FtTable *t = Alloc();
    return t != NULL ? TableTurn_NewScene(&t->table.base, &t->table.turn, variant, seating, seed) : NULL;
}

Scene *FiveHundredTableScene_CreateResume(App *app, TableSaved *saved)
{
    (void)app;
    FtTable *t = Alloc();
    if (t == NULL) {
        TableSaved_Free(saved);
        return NULL;
    }
    return TableTurn_ResumeScene(&t->table.base, &t->table.turn, saved);
}

/* The demos: the easy computer plays every seat until the moment each screenshot wants. */
static bool DemoStep(FtTable *t, int step)
{
    FiveHundredState *st = Full(t);
    GameAction a;
    int seat = FiveHundred_ToAct(st);
    if (seat == GAME_NOBODY ||
        !GameAi_Choose(&FiveHundred_Rules, (const GameState *)(void *)st, seat, GAME_AI_EASY, DEMO_SEED + step, &a)) {
        return false;
    }
    /* South bids in the demos, so the widow and the discard can be shown. */
    if (seat == 0 && st->phase == FH_PHASE_BID) {
        int n = FiveHundred_Legal(st, seat, sLegal, FH_MAX_ACTIONS);
        a = n > 1 ? sLegal[1] : sLegal[0];
    } else if (seat != 0 && st->phase == FH_PHASE_BID && st->bidder == 0) {
        a = FiveHundred_Pass();
    }
    return TableSession_PlayForced(&t->table.turn.session, a) == GAME_OK;
}

static FtTable *Demo(int variant)
{
    FtTable *t = Alloc();
    if (t == NULL) {
        return NULL;
    }
    t->table.turn.demo = true;
    GameSeating seating = Seating_OneAgainst(FiveHundred_Players(variant), GAME_AI_MEDIUM);
    if (!TableSession_Start(&t->table.turn.session, &FiveHundred_Rules, variant, DEMO_SEED, &seating, NULL)) {
        free(t);
        return NULL;
    }
    return t;
}

/* The bidding, at South's call with a bid standing. */
Scene *FiveHundredTableScene_CreateDemo(App *app)
{
    (void)app;
    FtTable *t = Demo(FH_THREE_HANDED);
    if (t == NULL) {
        return NULL;
    }
    /* South opens, West overcalls, East passes: South to call again, with two bids closed and one ringed. */
    for (int i = 0; i < 8; i++) {
        const FiveHundredState *st = Full(t);
        int seat = FiveHundred_ToAct(st);
        if (st->phase != FH_PHASE_BID || (seat == 0 && st->callCount >= 2)) {
            break;
        }
        GameAction a = seat == 2 ? FiveHundred_Pass() : FiveHundred_Bid(st->bid == FH_NO_BID ? 1 : st->bid + 3);
        if (TableSession_PlayForced(&t->table.turn.session, a) != GAME_OK) {
            break;
        }
    }
    return &t->table.base;
}

/* South has taken up the widow and chooses three to lay away. */
Scene *FiveHundredTableScene_CreateDiscardDemo(App *app)
{
    (void)app;
    FtTable *t = Demo(FH_THREE_HANDED);
    if (t == NULL) {
        return NULL;
    }
    for (int i = 0; i < 20 && Full(t)->phase == FH_PHASE_BID && DemoStep(t, i); i++) {
    }
    const FiveHundredState *st = Full(t);
    /* Two picked already: the two lowest plain cards. */
    for (int rank = 7, picked = 0; rank <= RANK_ACE && picked < 2 && st->phase == FH_PHASE_DISCARD; rank++) {
        for (int s = 0; s < SUIT_COUNT && picked < 2; s++) {
            Card c = Card_Make(rank, (Suit)s);
            if ((st->hand[0] & FiveHundred_Mask(c)) && FiveHundred_TrumpStrength(c, st->trumps) == 0) {
                t->chosen |= FiveHundred_Mask(c);
                picked++;
            }
        }
    }
    return &t->table.base;
}

/* The play: South to play to a trick the others have begun. */
static Scene *PlayDemo(int variant)
{
    FtTable *t = Demo(variant);
    if (t == NULL) {
        return NULL;
    }
    for (int i = 0; i < 200; i++) {
        const FiveHundredState *st = Full(t);
        if (st->phase == FH_PHASE_PLAY && st->tricksPlayed >= 3 && FiveHundred_ToAct(st) == 0 && st->trickCount >= 1) {
            break;
        }
        if (!DemoStep(t, i)) {
            break;
        }
    }
    return &t->table.base;
}

Scene *FiveHundredTableScene_CreatePlayDemo(App *app)
{
    (void)app;
    return PlayDemo(FH_THREE_HANDED);
}

Scene *FiveHundredTableScene_CreateFourDemo(App *app)
{
    (void)app;
    return PlayDemo(FH_FOUR_HANDED);
}

Scene *FiveHundredTableScene_CreateTwoDemo(App *app)
{
    (void)app;
    return PlayDemo(FH_TWO_HANDED);
}

/* The first deal played out by the easy computer at every seat, its result held on the table before the second. */
Scene *FiveHundredTableScene_CreateResultDemo(App *app)
{
    (void)app;
    FtTable *t = Demo(FH_THREE_HANDED);
    if (t == NULL) {
        return NULL;
    }
    for (int i = 0; i < 200 && Full(t)->deal == 1 && DemoStep(t, i); i++) {
    }
    t->resultDue = t->resultUp = Full(t)->historyCount > 0;
    return &t->table.base;
}
