/* bridge_replay_scene.c: a finished rubber stepped through call by call and card by card, every hand face up. */
#include "bridge_deal_view.h"
#include "bridge_scenes.h"
#include "bridge_stepper.h"

#include "app/app.h"
#include "core/game/game_ai.h"
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
 * Each step rebuilds the state from the seed (a rubber is a few hundred
 * actions, each a few bit operations): exact both ways, nothing to undo.
 * A card that ends a trick leaves the trick in view until the next lead,
 * and the last card of a hand shows the hand's empty table before the next
 * deal, so every card played is seen. Up and down jump a deal (a deal is
 * first seen with its dealer's call); Tab opens the double-dummy review of
 * the deal shown.
 */

#define SIDE_W 330.0f
#define HEAD_H 64.0f

enum {
    TAG_PREV = 1,
    TAG_NEXT,
    TAG_REVIEW
};

typedef struct BrReplay {
    Scene base;
    GameRecord rec;
    GameSeating seating;
    BridgeState st;     /* after `step` actions */
    BridgeState before; /* after step - 1: who did what */
    int step;
    int finished;                          /* hands the record finished */
    int dealStart[BRIDGE_HISTORY_MAX + 1]; /* the step each deal begins at */
    int deals;
    char said[160];
    BrStepper stepper;
} BrReplay;

static void GoTo(BrReplay *r, int step)
{
    if (step < 0 || step > r->rec.count) {
        Audio_Play(SFX_ERROR);
        return;
    }
    GameError err;
    if (!Game_Replay(&r->rec, step, (GameState *)(void *)&r->st, &err)) {
        Audio_Play(SFX_ERROR);
        return;
    }
    r->said[0] = '\0';
    if (step > 0 && Game_Replay(&r->rec, step - 1, (GameState *)(void *)&r->before, &err)) {
        int seat = Bridge_ToAct(&r->before);
        Bridge_DescribeAction(&r->before, seat, r->rec.actions[step - 1], r->said, sizeof r->said);
        r->said[0] = (char)(r->said[0] >= 'a' && r->said[0] <= 'z' ? r->said[0] - 'a' + 'A' : r->said[0]);
    }
    Audio_Play(step == r->step + 1 && step > 0 && r->rec.actions[step - 1].kind == BRIDGE_ACT_PLAY ? SFX_PLACE
                                                                                                   : SFX_MOVE);
    r->step = step;
}

/* The deal the step belongs to (0-based): the hand being played, or the one just finished before the next is played. */
static int DealAt(const BrReplay *r)
{
    int deal = 0;
    for (int i = 0; i < r->deals; i++) {
        if (r->dealStart[i] <= r->step) {
            deal = i;
        }
    }
    return deal;
}

/* The hand the review would open: the one in play if the record finishes it, else the last one finished. */
static int ReviewHand(const BrReplay *r)
{
    int hand = r->st.rubber.count;
    if (r->st.phase == BRIDGE_PHASE_PLAY && hand < r->finished) {
        return hand;
    }
    return hand - 1 < r->finished ? hand - 1 : -1;
}

/* Whether the step just ended a hand: its last trick is shown on an empty table before the next deal. */
static bool HandJustEnded(const BrReplay *r)
{
    return r->step > 0 && r->rec.actions[r->step - 1].kind == BRIDGE_ACT_PLAY && r->st.phase != BRIDGE_PHASE_PLAY;
}

/* ---- geometry ---- */

static SDL_FRect SidePanel(App *app)
{
    return BrStepper_Panel(app, SIDE_W);
}

static void Layout(BrReplay *r, App *app, BrDealLayout *l)
{
    SDL_FRect v = Gfx_View(&app->gfx), p = SidePanel(app);
    SDL_FRect area = {v.x + 16.0f, v.y + HEAD_H, p.x - 28.0f - v.x, v.y + v.h - 76.0f - v.y - HEAD_H};
    BrDeal_Layout(app, area, Seating_People(&r->seating) == 1 ? Seating_FirstPerson(&r->seating) : 0, l);
}

/* Previous and Next, and the review of the deal shown once one is finished. */
static void LayoutButtons(BrReplay *r, App *app)
{
    BrStepper_Begin(&r->stepper);
    BrStepper_Add(&r->stepper, "\xE2\x80\xB9 Previous", TAG_PREV);
    BrStepper_Add(&r->stepper, "Next \xE2\x80\xBA", TAG_NEXT);
    int hand = ReviewHand(r);
    if (hand >= 0) {
        char label[48];
        snprintf(label, sizeof label, "Review deal %d", hand + 1);
        BrStepper_Add(&r->stepper, label, TAG_REVIEW);
    }
    BrStepper_Finish(&r->stepper, app, SidePanel(app), "\xE2\x80\xB9 Back");
}

/* ---- input ---- */

static void OpenReview(BrReplay *r, App *app)
{
    int hand = ReviewHand(r);
    Scene *review = hand >= 0 ? BridgeReviewScene_Create(app, &r->rec, &r->seating, hand, false) : NULL;
    if (review == NULL) {
        Audio_Play(SFX_ERROR);
        return;
    }
    Audio_Play(SFX_SELECT);
    App_Push(app, review);
}

static void JumpDeal(BrReplay *r, int dir)
{
    int deal = DealAt(r);
    if (dir < 0 && r->step > r->dealStart[deal]) {
        GoTo(r, r->dealStart[deal]); /* first back to this deal's start, as a player rewinds */
        return;
    }
    deal += dir;
    if (deal < 0 || deal >= r->deals) {
        Audio_Play(SFX_ERROR);
        return;
    }
    GoTo(r, r->dealStart[deal]);
}

static void Activate(BrReplay *r, App *app, int tag)
{
    switch (tag) {
    case TAG_PREV: GoTo(r, r->step - 1); break;
    case TAG_NEXT: GoTo(r, r->step + 1); break;
    case TAG_REVIEW: OpenReview(r, app); break;
    case BR_STEPPER_BACK:
        Audio_Play(SFX_SELECT);
        App_Pop(app);
        break;
    default: break;
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    BrReplay *r = (BrReplay *)s;
    bool loose;
    switch (ev->action) {
    case ACTION_RIGHT:
    case ACTION_CONFIRM: GoTo(r, r->step + 1); break;
    case ACTION_LEFT: GoTo(r, r->step - 1); break;
    case ACTION_UP: JumpDeal(r, -1); break;
    case ACTION_DOWN: JumpDeal(r, 1); break;
    case ACTION_NEXT_AREA:
    case ACTION_PREV_AREA: OpenReview(r, app); break;
    case ACTION_SCROLL: GoTo(r, r->step + (ev->value > 0 ? -1 : 1)); break;
    case ACTION_HELP: App_Push(app, RulesScene_Create(app, BRIDGE_RULES_FILE)); break;
    case ACTION_BACK:
    case ACTION_MENU: Activate(r, app, BR_STEPPER_BACK); break;
    case ACTION_POINTER_MOVE:
    case ACTION_POINTER_DOWN:
        LayoutButtons(r, app);
        BrStepper_Pointer(&r->stepper, ev, &loose);
        break;
    case ACTION_POINTER_UP: {
        LayoutButtons(r, app);
        int tag = BrStepper_Pointer(&r->stepper, ev, &loose);
        SDL_FRect p = SidePanel(app);
        if (tag != 0) {
            Activate(r, app, tag);
        } else if (loose && ev->x < p.x) {
            /* A click on the felt steps, back on its left half, on on its right, as in the other replays. */
            GoTo(r, r->step + (ev->x < (Gfx_View(&app->gfx).x + p.x) * 0.5f ? -1 : 1));
        }
        break;
    }
    default: break;
    }
}

/* ---- drawing ---- */

static void DealShown(const BrReplay *r, BrDeal *d)
{
    const BridgeState *st = &r->st;
    memset(d, 0, sizeof *d);
    bool ended = HandJustEnded(r);
    for (int seat = 0; seat < 4; seat++) {
        d->held[seat] = ended ? 0 : st->hand[seat];
        d->trick[seat] = CARD_NONE;
    }
    d->focus = CARD_NONE;
    d->leader = -1;
    if (st->trickCount > 0) {
        d->leader = st->leader;
        for (int i = 0; i < st->trickCount; i++) {
            d->trick[(st->leader + i) & 3] = st->trick[i];
        }
    } else if (r->step > 0 && r->rec.actions[r->step - 1].kind == BRIDGE_ACT_PLAY && st->lastLeader <= 3) {
        d->leader = st->lastLeader; /* the trick just completed, until the next lead */
        for (int i = 0; i < 4; i++) {
            d->trick[(st->lastLeader + i) & 3] = st->lastTrick[i];
        }
    }
    if (r->step > 0 && r->rec.actions[r->step - 1].kind == BRIDGE_ACT_PLAY) {
        d->focus = r->rec.actions[r->step - 1].cards[0];
        d->focusTint = THEME_FOCUS;
    }
    int toAct = Bridge_ToAct(st);
    d->toPlay = ended || toAct == GAME_NOBODY ? -1 : toAct;
    const BridgeState *h = ended ? &r->before : st;
    bool one = Seating_People(&r->seating) == 1;
    for (int seat = 0; seat < 4; seat++) {
        bool played = h->phase >= BRIDGE_PHASE_PLAY && h->phase != BRIDGE_PHASE_OVER;
        const char *role = seat == h->dealer ? (played ? " \xC2\xB7 declarer" : " \xC2\xB7 dealer")
                           : seat == Bridge_Partner(h->dealer) && played ? " \xC2\xB7 dummy"
                                                                          : "";
        bool you = one && Seating_FirstPerson(&r->seating) == seat;
        snprintf(d->label[seat], sizeof d->label[seat], "%s%s%s", Bridge_SeatName(seat), you ? " (you)" : "", role);
    }
}

static const char *SideName(const BrReplay *r, int side)
{
    if (Seating_People(&r->seating) == 1) {
        return Bridge_SideOf(Seating_FirstPerson(&r->seating)) == side ? "We" : "They";
    }
    return side == 0 ? "S-N" : "W-E";
}

static void DrawSide(BrReplay *r, App *app)
{
    Gfx *gfx = &app->gfx;
    SDL_FRect p = SidePanel(app);
    Ui_DrawPanel(app, p);
    float x = p.x + 16.0f, w = p.w - 32.0f, y = p.y + 10.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 20.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle line = Text_Style(FONT_SANS, 16.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle num = Text_Style(FONT_SANS_BOLD, 16.0f, THEME_CREAM, TEXT_RIGHT);
    TextStyle said = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_LEFT);
    char text[200];
    const BridgeState *st = HandJustEnded(r) ? &r->before : &r->st;
    const BridgeRubber *rb = &r->st.rubber;
    /* The rubber so far. */
    Text_Draw(gfx, &head, x, y, "The rubber");
    y += Text_LineHeight(gfx, &head) + 2.0f;
    float colA = x + w - 64.0f, colB = x + w;
    TextStyle col = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_PARCHMENT, TEXT_RIGHT);
    int us = Seating_People(&r->seating) == 1 ? Bridge_SideOf(Seating_FirstPerson(&r->seating)) : 0;
    Text_Draw(gfx, &col, colA, y, SideName(r, us));
    Text_Draw(gfx, &col, colB, y, SideName(r, 1 - us));
    y += Text_LineHeight(gfx, &col);
    const char *rows[3] = {"Games", "Below the line", "All points"};
    int vals[3][2] = {{rb->games[us], rb->games[1 - us]},
                      {rb->belowGame[us], rb->belowGame[1 - us]},
                      {(int)rb->total[us], (int)rb->total[1 - us]}};
    for (int i = 0; i < 3; i++) {
        Text_Draw(gfx, &line, x, y, rows[i]);
        snprintf(text, sizeof text, "%d", vals[i][0]);
        Text_Draw(gfx, &num, colA, y, text);
        snprintf(text, sizeof text, "%d", vals[i][1]);
        Text_Draw(gfx, &num, colB, y, text);
        y += Text_LineHeight(gfx, &line);
    }
    y += 6.0f;
    Gfx_FillRect(gfx, (SDL_FRect){x, y, w, 1.0f}, THEME_PANEL_EDGE);
    y += 8.0f;
    /* This deal: who deals, what was declared, the trick value, the tricks so far. */
    snprintf(text, sizeof text, "Deal %d", DealAt(r) + 1);
    Text_Draw(gfx, &head, x, y, text);
    y += Text_LineHeight(gfx, &head) + 2.0f;
    if (st->phase >= BRIDGE_PHASE_DOUBLE && st->phase != BRIDGE_PHASE_OVER) {
        snprintf(text, sizeof text, "%s, declared by %s; a trick is worth %d%s", Bridge_StrainName(st->strain),
                 Bridge_SeatName(st->declaredBy), Bridge_TrickValue(st->strain, st->doublings),
                 st->doublings == 0 ? "" : st->doublings == 1 ? " (doubled)" : " (redoubled)");
        text[0] = (char)(text[0] - ('a' - 'A'));
    } else {
        snprintf(text, sizeof text, "%s deals and declares", Bridge_SeatName(st->dealer));
    }
    y += Text_DrawWrapped(gfx, &line, x, y, w, text, true);
    if (st->phase == BRIDGE_PHASE_PLAY || HandJustEnded(r)) {
        int t0 = HandJustEnded(r) ? r->st.rubber.hands[r->st.rubber.count - 1].tricks[us] : st->tricks[us];
        int t1 = HandJustEnded(r) ? r->st.rubber.hands[r->st.rubber.count - 1].tricks[1 - us] : st->tricks[1 - us];
        snprintf(text, sizeof text, "Tricks: %s %d, %s %d", SideName(r, us), t0, SideName(r, 1 - us), t1);
        y += Text_DrawWrapped(gfx, &line, x, y, w, text, true);
    }
    y += 6.0f;
    /* The calls of this deal, as many of the latest as fit above the move line and the buttons. */
    LayoutButtons(r, app);
    float foot = r->stepper.buttons.items[0].rect.y - 12.0f;
    TextStyle move = Text_Style(FONT_SANS_BOLD, 16.0f, THEME_FOCUS, TEXT_LEFT);
    snprintf(text, sizeof text, "Move %d of %d%s%s", r->step, r->rec.count, r->said[0] != '\0' ? ": " : "", r->said);
    float moveH = Text_DrawWrapped(gfx, &move, x, 0.0f, w, text, false);
    float room = foot - moveH - 8.0f - y, used = 0.0f;
    int first = st->callCount;
    while (first > 0) {
        char call[120];
        snprintf(call, sizeof call, "%s: \xE2\x80\x9C%s\xE2\x80\x9D", Bridge_SeatName(Bridge_CallSeat(st, first - 1)),
                 Bridge_CallWords(st, first - 1));
        float hh = Text_DrawWrapped(gfx, &said, x, y, w, call, false);
        if (used + hh > room) {
            break;
        }
        used += hh;
        first--;
    }
    for (int i = first; i < st->callCount; i++) {
        char call[120];
        snprintf(call, sizeof call, "%s: \xE2\x80\x9C%s\xE2\x80\x9D", Bridge_SeatName(Bridge_CallSeat(st, i)),
                 Bridge_CallWords(st, i));
        y += Text_DrawWrapped(gfx, &said, x, y, w, call, true);
    }
    Text_DrawWrapped(gfx, &move, x, foot - moveH, w, text, true);
    BrStepper_DrawButtons(&r->stepper, app);
}

static void Draw(Scene *s, App *app)
{
    BrReplay *r = (BrReplay *)s;
    Gfx *gfx = &app->gfx;
    Gfx_DrawFelt(gfx);
    LayoutButtons(r, app);
    char text[96];
    snprintf(text, sizeof text, "Replay \xC2\xB7 rubber no. %llu", (unsigned long long)r->rec.seed);
    BrStepper_DrawHead(&r->stepper, app, text);
    BrDealLayout l;
    BrDeal d;
    Layout(r, app, &l);
    DealShown(r, &d);
    BrDeal_Draw(app, &l, &d);
    DrawSide(r, app);
    UiPrompt prompts[] = {{ACTION_LEFT, "Move"}, {ACTION_UP, "Deal"}, {ACTION_NEXT_AREA, "Review"},
                          {ACTION_BACK, "Back"}};
    BrStepper_DrawPrompts(app, prompts, ReviewHand(r) >= 0);
}

static bool Locate(Scene *s, App *app, const char *name, SDL_FRect *out)
{
    BrReplay *r = (BrReplay *)s;
    LayoutButtons(r, app);
    return BrStepper_Locate(&r->stepper, name, out);
}

static void Destroy(Scene *s)
{
    BrReplay *r = (BrReplay *)s;
    GameRecord_Free(&r->rec);
    free(r);
}

static const SceneOps kOps = {
    .name = "bridge-replay",
    .handle = Handle,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *BridgeReplayScene_Create(App *app, const GameRecord *rec, const GameSeating *seating)
{
    (void)app;
    BrReplay *r = calloc(1, sizeof *r);
    if (r == NULL || rec->rules != &Bridge_Rules) {
        free(r);
        return NULL;
    }
    r->base.ops = &kOps;
    r->seating = *seating;
    BrStepper_Init(&r->stepper);
    GameRecord_InitLike(&r->rec, rec);
    GameError err;
    bool ok = Game_Replay(rec, 0, (GameState *)(void *)&r->st, &err);
    /* Each deal's first step, found by playing the record through once. The step that ends a hand still
       shows that hand (its last trick on an empty table), so the next deal is first seen with its first call. */
    r->dealStart[r->deals++] = 0;
    for (int i = 0; i < rec->count && ok; i++) {
        ok = GameRecord_Push(&r->rec, rec->actions[i]) &&
             Bridge_Apply(&r->st, Bridge_ToAct(&r->st), rec->actions[i]) == BRIDGE_WHY_OK;
        if (ok && r->st.rubber.count >= r->deals && r->deals <= BRIDGE_HISTORY_MAX && i + 2 <= rec->count) {
            r->dealStart[r->deals++] = i + 2;
        }
    }
    r->finished = r->st.rubber.count;
    if (!ok || !Game_Replay(&r->rec, 0, (GameState *)(void *)&r->st, &err)) {
        GameRecord_Free(&r->rec);
        free(r);
        return NULL;
    }
    return &r->base;
}

/* ---- for tests and screenshots ---- */

int BridgeReplayScene_Step(Scene *scene)
{
    return ((BrReplay *)scene)->step;
}

const BridgeState *BridgeReplayScene_State(Scene *scene)
{
    return &((BrReplay *)scene)->st;
}

const char *BridgeReplayScene_Said(Scene *scene)
{
    return ((BrReplay *)scene)->said;
}

bool BridgeReplayScene_DemoRecord(GameRecord *rec, int hands)
{
    BridgeState *st = malloc(sizeof *st);
    GameRecord_Init(rec, &Bridge_Rules, 0, 5);
    if (st == NULL || Bridge_Init(st, 0, 5) != GAME_OK) {
        free(st);
        return false;
    }
    bool ok = true;
    for (uint64_t i = 0; ok && Bridge_ToAct(st) != GAME_NOBODY && st->rubber.count < hands; i++) {
        GameAction a;
        int seat = Bridge_ToAct(st);
        ok = GameAi_Choose(&Bridge_Rules, (const GameState *)(const void *)st, seat, GAME_AI_EASY, i, &a) &&
             Bridge_Apply(st, seat, a) == BRIDGE_WHY_OK && GameRecord_Push(rec, a);
    }
    free(st);
    if (!ok) {
        GameRecord_Free(rec);
    }
    return ok;
}

/* For screenshots: the first two deals of rubber no. 5 between easy computers, the second part-way. */
Scene *BridgeReplayScene_CreateDemo(App *app)
{
    GameRecord rec;
    if (!BridgeReplayScene_DemoRecord(&rec, 2)) {
        return NULL;
    }
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *s = BridgeReplayScene_Create(app, &rec, &seating);
    GameRecord_Free(&rec);
    if (s != NULL) {
        BrReplay *r = (BrReplay *)s;
        GoTo(r, r->deals > 1 ? r->dealStart[1] + 26 : 26);
    }
    return s;
}
