/* bridge_review_scene.c: a played hand stepped through card by card against double dummy: the cards that cost a trick. */
#include "bridge_deal_view.h"
#include "bridge_scenes.h"
#include "bridge_stepper.h"

#include "app/app.h"
#include "core/bridge/bridge_review.h"
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
 * The solver works on a worker thread (a hand is 105 solves or so, a few
 * tenths of a second of one core, seconds on a busy machine): first the
 * deal's table, then each card in turn, and the scene shows each as soon
 * as it is there, so the player can step at once. Position -1 is the deal
 * as dealt (the table, the result against it, how many tricks each side
 * let go); 0..51 each card, shown as it lands on the trick, with the
 * hands after it. A card after which its side's double-dummy tricks fall
 * cost that many; the cards that would have kept them are lifted in green.
 * The strip along the foot has a cell per card, the costly ones coloured.
 */

#define SIDE_W 350.0f
#define STRIP_H 44.0f
#define HEAD_H 64.0f

enum {
    TAG_PREV = 1,
    TAG_NEXT,
    TAG_EARLIER,
    TAG_LATER
};

typedef struct ReviewJob {
    GameRecord rec;
    int hand;
    BridgeReview review; /* written by the worker; cards below the worker's progress may be read */
    SDL_atomic_t cancel;
    Worker *worker;
    bool ok;
    char err[BRIDGE_DD_ERR_MAX];
} ReviewJob;

typedef struct BrReview {
    Scene base;
    GameRecord rec;
    GameSeating seating;
    BridgeRubber rubber; /* every hand the record finished */
    int hands;
    int hand;       /* the hand shown, 0-based */
    bool afterHand; /* opened by the table as a hand ended: leaving it goes on to the next deal */
    int us;         /* the one person's side, whose losses are the ones that matter; -1: both sides' */
    Worker worker;
    ReviewJob *job;
    int ready; /* -1 nothing yet, 0 the deal's table, n: the first n cards */
    bool done, failed;
    int at; /* -1 the deal as dealt, else the card */
    BrStepper stepper;
    int hoverCell, pressedCell;
    float clock;
} BrReview;

/* ---- the solver's job ---- */

static bool Watch(void *ctx, const BridgeReview *soFar)
{
    ReviewJob *job = ctx;
    SDL_AtomicSet(&job->worker->progress, 1 + soFar->count); /* a full barrier: what is counted is written */
    return SDL_AtomicGet(&job->cancel) == 0;
}

static void Solve(void *ctx)
{
    ReviewJob *job = ctx;
    job->ok = BridgeReview_HandWatched(&job->rec, job->hand, &job->review, Watch, job, job->err, sizeof job->err);
}

static void StopJob(BrReview *s)
{
    if (s->job == NULL) {
        return;
    }
    SDL_AtomicSet(&s->job->cancel, 1);
    Worker_Wait(&s->worker); /* one solve at most: a few milliseconds */
    GameRecord_Free(&s->job->rec);
    free(s->job);
    s->job = NULL;
}

static void StartJob(BrReview *s)
{
    StopJob(s);
    s->ready = -1;
    s->done = s->failed = false;
    s->at = -1;
    ReviewJob *job = calloc(1, sizeof *job);
    if (job == NULL) {
        s->failed = s->done = true;
        return;
    }
    GameRecord_InitLike(&job->rec, &s->rec);
    for (int i = 0; i < s->rec.count; i++) {
        GameRecord_Push(&job->rec, s->rec.actions[i]);
    }
    job->hand = s->hand;
    job->worker = &s->worker;
    s->job = job;
    Worker_Start(&s->worker, "bridge-review", Solve, job);
}

static void Finished(BrReview *s)
{
    s->done = true;
    s->failed = !s->job->ok;
    s->ready = s->job->ok ? s->job->review.count : SDL_AtomicGet(&s->worker.progress) - 1;
}

static void Poll(BrReview *s)
{
    if (s->job == NULL || s->done) {
        return;
    }
    s->ready = SDL_AtomicGet(&s->worker.progress) - 1;
    if (Worker_Collect(&s->worker)) {
        Finished(s);
    }
}

/* ---- reading the review ---- */

static const BridgeReview *Review(const BrReview *s)
{
    static const BridgeReview kNone; /* no job (out of memory): nothing solved */
    return s->job != NULL ? &s->job->review : &kNone;
}

static int Cost(const BrReview *s, int i)
{
    const BridgeReviewCard *c = &Review(s)->cards[i];
    return i < s->ready ? c->before - c->after : 0;
}

/* Whether a costly card hurt the side that matters here (the person's; either when that is not one side). */
static bool Ours(const BrReview *s, int i)
{
    return s->us < 0 || Bridge_SideOf(Review(s)->cards[i].seat) == s->us;
}

static const char *SideName(const BrReview *s, int side)
{
    if (s->us >= 0) {
        return side == s->us ? "your side" : "they";
    }
    return side == 0 ? "South-North" : "West-East";
}

static int Lost(const BrReview *s, int side)
{
    int sum = 0;
    for (int i = 0; i < s->ready; i++) {
        if (Bridge_SideOf(Review(s)->cards[i].seat) == side) {
            sum += Cost(s, i);
        }
    }
    return sum;
}

/* The next (dir 1) or previous costly card of the side that matters from the one shown; -2 if none. */
static int NextCostly(const BrReview *s, int dir)
{
    for (int i = s->at + dir; i >= 0 && i < s->ready; i += dir) {
        if (Cost(s, i) > 0 && Ours(s, i)) {
            return i;
        }
    }
    return -2;
}

/* The line that says what the shown card did (or what the deal came to). */
static void Explain(const BrReview *s, char *buf, size_t size)
{
    buf[0] = '\0';
    if (s->failed) {
        snprintf(buf, size, "The solver could not review this hand: %s.", s->job != NULL ? s->job->err : "no memory");
        return;
    }
    if (s->at < 0 || s->at >= s->ready) {
        return;
    }
    const BridgeReviewCard *c = &Review(s)->cards[s->at];
    int cost = Cost(s, s->at), side = Bridge_SideOf(c->seat);
    static const char *const kCount[] = {"", "a trick", "two tricks", "three tricks", "four tricks", "five tricks"};
    if (cost > 0) {
        bool mine = s->us >= 0 && side == s->us;
        const char *who = s->us < 0 ? SideName(s, side) : mine ? "your side" : "their side";
        snprintf(buf, size, "This card cost %s %s: with every card seen, %d trick%s %s still there; after it, %d.",
                 who, cost < 6 ? kCount[cost] : "tricks", c->before, c->before == 1 ? "" : "s",
                 c->before == 1 ? "was" : "were", c->after);
    } else {
        snprintf(buf, size, "With every card seen, %s could still take %d trick%s: this card kept them.",
                 s->us < 0 ? SideName(s, side) : side == s->us ? "your side" : "they", c->after,
                 c->after == 1 ? "" : "s");
    }
}

/* ---- geometry ---- */

static SDL_FRect SidePanel(App *app)
{
    return BrStepper_Panel(app, SIDE_W);
}

static SDL_FRect StripRect(App *app)
{
    SDL_FRect v = Gfx_View(&app->gfx), p = SidePanel(app);
    return (SDL_FRect){v.x + 16.0f, v.y + v.h - 70.0f - STRIP_H - 8.0f, p.x - 28.0f - v.x, STRIP_H};
}

static SDL_FRect CellRect(App *app, int i)
{
    SDL_FRect st = StripRect(app);
    float group = st.w / 13.0f, cell = (group - 8.0f) / 4.0f;
    return (SDL_FRect){st.x + group * (float)(i / 4) + 4.0f + cell * (float)(i % 4), st.y, cell - 2.0f, 20.0f};
}

static void Layout(BrReview *s, App *app, BrDealLayout *l)
{
    SDL_FRect v = Gfx_View(&app->gfx), p = SidePanel(app), st = StripRect(app);
    SDL_FRect area = {v.x + 16.0f, v.y + HEAD_H, p.x - 28.0f - v.x, st.y - 12.0f - v.y - HEAD_H};
    BrDeal_Layout(app, area, Seating_People(&s->seating) == 1 ? Seating_FirstPerson(&s->seating) : 0, l);
}

/* The buttons follow the position shown: Previous from the first card on, "Review the hand" before it. */
static void LayoutButtons(BrReview *s, App *app)
{
    BrStepper_Begin(&s->stepper);
    if (s->at >= 0) {
        BrStepper_Add(&s->stepper, "\xE2\x80\xB9 Previous", TAG_PREV);
    }
    BrStepper_Add(&s->stepper, s->at < 0 ? "Review the hand \xE2\x80\xBA" : "Next \xE2\x80\xBA", TAG_NEXT);
    if (s->hands > 1) {
        BrStepper_Add(&s->stepper, "\xE2\x80\xB9 Earlier deal", TAG_EARLIER);
        BrStepper_Add(&s->stepper, "Later deal \xE2\x80\xBA", TAG_LATER);
    }
    BrStepper_Finish(&s->stepper, app, SidePanel(app), s->afterHand ? "Next deal \xE2\x80\xBA" : "\xE2\x80\xB9 Back");
}

/* ---- input ---- */

static void Show(BrReview *s, int at)
{
    int last = s->ready - 1;
    at = at < -1 ? -1 : at;
    if (at > last) {
        Audio_Play(SFX_ERROR); /* not solved yet, or the end */
        return;
    }
    if (at != s->at) {
        s->at = at;
        Audio_Play(SFX_MOVE);
    }
}

static void ChangeHand(BrReview *s, int dir)
{
    int hand = s->hand + dir;
    if (hand < 0 || hand >= s->hands) {
        Audio_Play(SFX_ERROR);
        return;
    }
    s->hand = hand;
    Audio_Play(SFX_FLIP);
    StartJob(s);
}

static void Activate(BrReview *s, App *app, int tag)
{
    switch (tag) {
    case TAG_PREV: Show(s, s->at - 1); break;
    case TAG_NEXT: Show(s, s->at + 1); break;
    case TAG_EARLIER: ChangeHand(s, -1); break;
    case TAG_LATER: ChangeHand(s, 1); break;
    case BR_STEPPER_BACK:
        Audio_Play(SFX_SELECT);
        App_Pop(app);
        break;
    default: break;
    }
}

static int CellAt(App *app, float x, float y)
{
    for (int i = 0; i < 52; i++) {
        SDL_FRect r = CellRect(app, i);
        r.y -= 4.0f;
        r.h = STRIP_H;
        if (Gfx_Contains(r, x, y)) {
            return i;
        }
    }
    return -1;
}

static void Handle(Scene *base, App *app, const InputEvent *ev)
{
    BrReview *s = (BrReview *)base;
    bool loose;
    int tag;
    switch (ev->action) {
    case ACTION_LEFT: Show(s, s->at - 1); break;
    case ACTION_RIGHT:
    case ACTION_CONFIRM: Show(s, s->at + 1); break;
    case ACTION_UP: ChangeHand(s, -1); break;
    case ACTION_DOWN: ChangeHand(s, 1); break;
    case ACTION_NEXT_AREA:
    case ACTION_PREV_AREA: {
        int dir = ev->action == ACTION_NEXT_AREA ? 1 : -1;
        int to = NextCostly(s, dir);
        if (to == -2) {
            int save = s->at;
            s->at = dir > 0 ? -1 : s->ready; /* round again from the other end */
            to = NextCostly(s, dir);
            s->at = save;
        }
        if (to == -2) {
            Audio_Play(SFX_ERROR);
        } else {
            Show(s, to);
        }
        break;
    }
    case ACTION_SCROLL: Show(s, s->at + (ev->value > 0 ? -1 : 1)); break;
    case ACTION_HELP: App_Push(app, RulesScene_Create(app, BRIDGE_RULES_FILE)); break;
    case ACTION_BACK:
    case ACTION_MENU: Activate(s, app, BR_STEPPER_BACK); break;
    case ACTION_POINTER_MOVE:
        LayoutButtons(s, app);
        BrStepper_Pointer(&s->stepper, ev, &loose);
        s->hoverCell = CellAt(app, ev->x, ev->y);
        break;
    case ACTION_POINTER_DOWN:
        LayoutButtons(s, app);
        BrStepper_Pointer(&s->stepper, ev, &loose);
        s->pressedCell = CellAt(app, ev->x, ev->y);
        break;
    case ACTION_POINTER_UP:
        LayoutButtons(s, app);
        tag = BrStepper_Pointer(&s->stepper, ev, &loose);
        if (tag != 0) {
            Activate(s, app, tag);
        } else if (CellAt(app, ev->x, ev->y) >= 0 && CellAt(app, ev->x, ev->y) == s->pressedCell) {
            Show(s, s->pressedCell);
        }
        s->pressedCell = -1;
        break;
    default: break;
    }
}

static void Update(Scene *base, App *app, float dt)
{
    (void)app;
    BrReview *s = (BrReview *)base;
    s->clock += dt;
    Poll(s);
}

/* ---- drawing ---- */

/* "Scored: your side 24 below the line; they 30 above (honours). Game to your side." */
static void ScoreLine(const BrReview *s, char *buf, size_t size)
{
    const BridgeHand *h = &s->rubber.hands[s->hand];
    static const char *const kWho[2][2] = {{"your side", "they"}, {"South-North", "West-East"}};
    int n = snprintf(buf, size, "Scored:");
    bool any = false;
    for (int k = 0; k < 2; k++) {
        int side = s->us >= 0 ? (k == 0 ? s->us : 1 - s->us) : k;
        const char *who = s->us >= 0 ? kWho[0][k] : kWho[1][side];
        int above = h->honourPoints[side] + h->chicanePoints[side] + h->slamPoints[side];
        if (h->below[side] > 0 && n > 0 && (size_t)n < size) {
            n += snprintf(buf + n, size - (size_t)n, "%s %s %d below the line", any ? ";" : "", who, h->below[side]);
            any = true;
        }
        if (above > 0 && n > 0 && (size_t)n < size) {
            n += snprintf(buf + n, size - (size_t)n, "%s %s %d above (%s%s%s)", any ? ";" : "", who, above,
                          h->honourPoints[side] ? "honours" : "",
                          h->chicanePoints[side] ? (h->honourPoints[side] ? ", chicane" : "chicane") : "",
                          h->slamPoints[side] ? (h->honourPoints[side] || h->chicanePoints[side] ? ", slam" : "slam")
                                              : "");
            any = true;
        }
    }
    if (n > 0 && (size_t)n < size) {
        n += snprintf(buf + n, size - (size_t)n, "%s", any ? "." : " nothing.");
    }
    if (h->gameWon >= 0 && n > 0 && (size_t)n < size) {
        int k = s->us >= 0 ? (h->gameWon == s->us ? 0 : 1) : 0;
        snprintf(buf + n, size - (size_t)n, " Game to %s.", s->us >= 0 ? kWho[0][k] : kWho[1][h->gameWon]);
    }
}

static void Heading(const BrReview *s, char *buf, size_t size)
{
    const BridgeHand *h = &s->rubber.hands[s->hand];
    static const char *const kDoubled[] = {"", ", doubled", ", redoubled"};
    snprintf(buf, size, "Deal %d: %s by %s%s", s->hand + 1, Bridge_StrainName(h->strain), Bridge_SeatName(h->dealer),
             h->doublings < 3 ? kDoubled[h->doublings] : ", doubled again");
}

/* The deal at the position shown: the hands after the card, the trick it lies in. */
static void DealAt(const BrReview *s, BrDeal *d)
{
    memset(d, 0, sizeof *d);
    const BridgeReview *r = Review(s);
    const BridgeHand *h = &s->rubber.hands[s->hand];
    memcpy(d->held, r->dealt, sizeof d->held);
    for (int seat = 0; seat < 4; seat++) {
        d->trick[seat] = CARD_NONE;
    }
    d->focus = CARD_NONE;
    d->leader = -1;
    d->toPlay = -1;
    for (int i = 0; i <= s->at && i < s->ready; i++) {
        d->held[r->cards[i].seat] &= ~Bridge_Bit(r->cards[i].card);
    }
    if (s->at >= 0 && s->at < s->ready) {
        int first = s->at - s->at % 4;
        d->leader = r->cards[first].seat;
        for (int i = first; i <= s->at; i++) {
            d->trick[r->cards[i].seat] = r->cards[i].card;
        }
        const BridgeReviewCard *c = &r->cards[s->at];
        d->focus = c->card;
        int cost = Cost(s, s->at);
        d->focusTint = cost > 0 ? (Ours(s, s->at) ? BR_DEAL_TINT_COST : BR_DEAL_TINT_GIFT) : THEME_FOCUS;
        d->kept = cost > 0 ? c->kept : 0;
        d->toPlay = c->seat;
    }
    int dummy = Bridge_Partner(h->dealer);
    bool one = Seating_People(&s->seating) == 1;
    for (int seat = 0; seat < 4; seat++) {
        const char *role = seat == h->dealer ? " \xC2\xB7 declarer" : seat == dummy ? " \xC2\xB7 dummy" : "";
        bool you = one && Seating_FirstPerson(&s->seating) == seat;
        snprintf(d->label[seat], sizeof d->label[seat], "%s%s%s", Bridge_SeatName(seat), you ? " (you)" : "", role);
    }
}

static void DrawStrip(BrReview *s, App *app)
{
    Gfx *gfx = &app->gfx;
    TextStyle num = Text_Style(FONT_SANS, 13.0f, THEME_PARCHMENT, TEXT_CENTER);
    for (int t = 0; t < 13; t++) {
        SDL_FRect a = CellRect(app, t * 4), b = CellRect(app, t * 4 + 3);
        char text[8];
        snprintf(text, sizeof text, "%d", t + 1);
        num.color = s->at >= 0 && s->at / 4 == t ? THEME_FOCUS : THEME_PARCHMENT;
        Text_Draw(gfx, &num, (a.x + b.x + b.w) * 0.5f, a.y + a.h + 3.0f, text);
    }
    for (int i = 0; i < 52; i++) {
        SDL_FRect r = CellRect(app, i);
        SDL_Color c = Gfx_Rgba(0, 0, 0, 90);
        if (i < s->ready) {
            int cost = Cost(s, i);
            c = cost == 0 ? Gfx_Rgba(90, 160, 110, 200) : Ours(s, i) ? BR_DEAL_TINT_COST : BR_DEAL_TINT_GIFT;
        }
        Gfx_FillRoundRect(gfx, r, 3.0f, c);
        if (i == s->at || i == s->hoverCell) {
            Gfx_StrokeRoundRect(gfx, (SDL_FRect){r.x - 2.0f, r.y - 2.0f, r.w + 4.0f, r.h + 4.0f}, 4.0f, 2.0f,
                                i == s->at ? THEME_FOCUS : THEME_CREAM);
        }
    }
}

static void DrawSide(BrReview *s, App *app)
{
    Gfx *gfx = &app->gfx;
    SDL_FRect p = SidePanel(app);
    Ui_DrawPanel(app, p);
    float x = p.x + 16.0f, w = p.w - 32.0f, y = p.y + 10.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 20.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle line = Text_Style(FONT_SANS, 16.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle strong = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_CREAM, TEXT_LEFT);
    char text[256];
    const BridgeHand *h = &s->rubber.hands[s->hand];
    int decl = Bridge_SideOf(h->dealer);
    const BridgeReview *r = Review(s);
    y += Text_DrawWrapped(gfx, &head, x, y, w, "With every card seen", true) + 4.0f;
    if (s->ready < 0 && !s->done) {
        static const char *const kDots[] = {".", "..", "..."};
        snprintf(text, sizeof text, "The solver is working%s", kDots[(int)(s->clock * 3.0f) % 3]);
        y += Text_DrawWrapped(gfx, &line, x, y, w, text, true);
    } else if (s->ready >= 0) {
        int dd = r->table.tricks[h->strain][h->dealer];
        snprintf(text, sizeof text, "%s took %d tricks; double dummy, %d.",
                 s->us >= 0 ? (decl == s->us ? "Your side" : "They") : decl == 0 ? "South-North" : "West-East",
                 h->tricks[decl], dd);
        y += Text_DrawWrapped(gfx, &line, x, y, w, text, true) + 6.0f;
        y += BrDeal_DrawDdTable(app, x, y, w, &r->table, h->strain, h->dealer, true) + 8.0f;
    }
    Gfx_FillRect(gfx, (SDL_FRect){x, y, w, 1.0f}, THEME_PANEL_EDGE);
    y += 8.0f;
    if (s->at < 0) {
        if (s->done && !s->failed) {
            int mine = s->us >= 0 ? Lost(s, s->us) : Lost(s, 0), theirs = s->us >= 0 ? Lost(s, 1 - s->us) : Lost(s, 1);
            if (s->us >= 0) {
                snprintf(text, sizeof text, "Your side let %d trick%s go; they let %d go.", mine, mine == 1 ? "" : "s",
                         theirs);
            } else {
                snprintf(text, sizeof text, "South-North let %d trick%s go; West-East %d.", mine,
                         mine == 1 ? "" : "s", theirs);
            }
            y += Text_DrawWrapped(gfx, &strong, x, y, w, text, true) + 4.0f;
            y += Text_DrawWrapped(gfx, &line, x, y, w,
                                  mine + theirs > 0 ? "Red marks the cards that cost a trick; Tab goes to them."
                                                    : "No card cost a trick.",
                                  true);
        } else if (!s->failed) {
            snprintf(text, sizeof text, "Solving card %d of 52...", s->ready > 0 ? s->ready : 1);
            y += Text_DrawWrapped(gfx, &line, x, y, w, text, true);
        }
        /* The hand's score, which the table said as the hand ended (this page covers it). */
        y += 10.0f;
        Gfx_FillRect(gfx, (SDL_FRect){x, y, w, 1.0f}, THEME_PANEL_EDGE);
        y += 8.0f;
        ScoreLine(s, text, sizeof text);
        TextStyle score = line;
        score.color = THEME_PARCHMENT;
        Text_DrawWrapped(gfx, &score, x, y, w, text, true);
    } else {
        const BridgeReviewCard *c = &r->cards[s->at];
        char name[48];
        BrDeal_CardName(c->card, name, sizeof name);
        snprintf(text, sizeof text, "Trick %d, card %d: %s plays %s", s->at / 4 + 1, s->at % 4 + 1,
                 Bridge_SeatName(c->seat), name);
        y += Text_DrawWrapped(gfx, &strong, x, y, w, text, true) + 4.0f;
        int cost = Cost(s, s->at);
        TextStyle say = line;
        say.color = cost > 0 ? (Ours(s, s->at) ? Gfx_Rgba(255, 150, 130, 255) : Gfx_Rgba(160, 200, 255, 255))
                             : THEME_CREAM;
        Explain(s, text, sizeof text);
        y += Text_DrawWrapped(gfx, &say, x, y, w, text, true) + 4.0f;
        if (cost > 0 && c->kept != 0) {
            char list[160];
            BrDeal_CardList(c->kept, list, sizeof list);
            snprintf(text, sizeof text, "Kept them (lifted in green): %s", list);
            TextStyle kept = line;
            kept.color = BR_DEAL_TINT_KEPT;
            Text_DrawWrapped(gfx, &kept, x, y, w, text, true);
        }
    }
    if (s->failed && s->at < 0) {
        Explain(s, text, sizeof text);
        Text_DrawWrapped(gfx, &line, x, y, w, text, true);
    }
    LayoutButtons(s, app);
    BrStepper_DrawButtons(&s->stepper, app);
}

static void Draw(Scene *base, App *app)
{
    BrReview *s = (BrReview *)base;
    Gfx *gfx = &app->gfx;
    Gfx_DrawFelt(gfx);
    LayoutButtons(s, app);
    char text[128];
    Heading(s, text, sizeof text);
    BrStepper_DrawHead(&s->stepper, app, text);
    if (s->ready >= 0) {
        BrDealLayout l;
        BrDeal d;
        Layout(s, app, &l);
        DealAt(s, &d);
        BrDeal_Draw(app, &l, &d);
    }
    DrawStrip(s, app);
    DrawSide(s, app);
    UiPrompt prompts[] = {{ACTION_LEFT, "Card"},
                          {ACTION_NEXT_AREA, "Costly cards"},
                          {ACTION_UP, "Deal"},
                          {ACTION_BACK, s->afterHand ? "Next deal" : "Back"}};
    BrStepper_DrawPrompts(app, prompts, s->hands > 1);
}

static bool Locate(Scene *base, App *app, const char *name, SDL_FRect *out)
{
    BrReview *s = (BrReview *)base;
    LayoutButtons(s, app);
    if (BrStepper_Locate(&s->stepper, name, out)) {
        return true;
    }
    int card = 0;
    char tail = 0;
    if (sscanf(name, "card%d%c", &card, &tail) == 1 && card >= 1 && card <= 52) {
        *out = CellRect(app, card - 1);
        return true;
    }
    return false;
}

static void Destroy(Scene *base)
{
    BrReview *s = (BrReview *)base;
    StopJob(s);
    GameRecord_Free(&s->rec);
    free(s);
}

static const SceneOps kOps = {
    .name = "bridge-review",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
    .locate = Locate,
};

Scene *BridgeReviewScene_Create(App *app, const GameRecord *rec, const GameSeating *seating, int hand, bool afterHand)
{
    (void)app;
    BrReview *s = calloc(1, sizeof *s);
    BridgeState *st = malloc(sizeof *st);
    GameError err;
    if (s == NULL || st == NULL || rec->rules != &Bridge_Rules ||
        !Game_Replay(rec, -1, (GameState *)(void *)st, &err) || hand < 0 || hand >= st->rubber.count) {
        free(s);
        free(st);
        return NULL;
    }
    s->base.ops = &kOps;
    s->rubber = st->rubber;
    free(st);
    s->hands = s->rubber.count;
    s->hand = hand;
    s->afterHand = afterHand;
    s->seating = *seating;
    s->us = Seating_People(seating) == 1 ? Bridge_SideOf(Seating_FirstPerson(seating)) : -1;
    s->hoverCell = s->pressedCell = -1;
    BrStepper_Init(&s->stepper);
    GameRecord_InitLike(&s->rec, rec);
    for (int i = 0; i < rec->count; i++) {
        if (!GameRecord_Push(&s->rec, rec->actions[i])) {
            GameRecord_Free(&s->rec);
            free(s);
            return NULL;
        }
    }
    StartJob(s);
    return &s->base;
}

/* ---- for tests and screenshots ---- */

void BridgeReviewScene_Wait(Scene *scene)
{
    BrReview *s = (BrReview *)scene;
    if (s->job != NULL && !s->done) {
        Worker_Wait(&s->worker);
        Finished(s);
    }
}

int BridgeReviewScene_At(Scene *scene)
{
    return ((BrReview *)scene)->at;
}

int BridgeReviewScene_Hand(Scene *scene)
{
    return ((BrReview *)scene)->hand;
}

const BridgeReview *BridgeReviewScene_Review(Scene *scene)
{
    BrReview *s = (BrReview *)scene;
    return s->done && !s->failed ? Review(s) : NULL;
}

void BridgeReviewScene_Line(Scene *scene, char *buf, size_t size)
{
    Explain((BrReview *)scene, buf, size);
}

/* A rubber for screenshots and tests: seed 5 between easy computers, the player South's first hand. */
Scene *BridgeReviewScene_CreateDemo(App *app)
{
    GameRecord rec;
    if (!BridgeReplayScene_DemoRecord(&rec, 1)) {
        return NULL;
    }
    GameSeating seating = Seating_OneAgainst(4, GAME_AI_EASY);
    Scene *scene = BridgeReviewScene_Create(app, &rec, &seating, 0, false);
    GameRecord_Free(&rec);
    if (scene != NULL) {
        BrReview *s = (BrReview *)scene;
        BridgeReviewScene_Wait(scene);
        int to = NextCostly(s, 1);
        s->at = to >= 0 ? to : 0;
    }
    return scene;
}
