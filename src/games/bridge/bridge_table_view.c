/* bridge_table_view.c: where everything on Bridge's table is, drawing it, and the flights that show each card. */
#include "bridge_table.h"

#include "app/app.h"
#include "games/table/table_card_text.h"
#include "games/table/table_seat_names.h"
#include "platform/audio.h"
#include "render/card_atlas.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define SIDE_W 300.0f
#define PLAY_TIME 0.30f
#define LOOK_TIME 0.9f /* a finished trick stays in view this long before it is turned */
#define TAKE_TIME 0.35f

const BridgeState *BrView_State(const BrTable *t)
{
    return (const BridgeState *)(const void *)TableSession_Shown(&t->table.turn.session);
}

int BrTable_Me(const BrTable *t)
{
    return t->table.turn.session.viewer < 0 ? 0 : t->table.turn.session.viewer;
}

int BrView_Pos(const BrLayout *l, int seat)
{
    return (seat - l->me + 4) & 3;
}

void BrTable_Name(const BrTable *t, int seat, char *buf, size_t size)
{
    const char *label = TableSession_SeatLabel(&t->table.turn.session, seat);
    if (strcmp(label, "You") == 0 || Seating_IsPerson(&t->table.turn.session.seating, seat)) {
        snprintf(buf, size, "%s", label);
    } else {
        snprintf(buf, size, "%s (%s)", label, GameAi_LevelName(TableSession_LevelAt(&t->table.turn.session, seat)));
    }
}

const char *BrTable_SideName(const BrTable *t, int side)
{
    const GameSeating *s = &t->table.turn.session.seating;
    if (Seating_People(s) == 1) {
        return Bridge_SideOf(Seating_FirstPerson(s)) == side ? "We" : "They";
    }
    return side == 0 ? "South-North" : "West-East";
}

bool BrView_FaceUp(const BridgeState *v, int me, int seat)
{
    return seat == me || (seat == Bridge_Dummy(v) && Bridge_DummyShown(v)) || v->viewer == BRIDGE_FULL_VIEW;
}

/* Suits in alternating colours (spades, hearts, clubs, diamonds), high to low within each. */
int BrView_HandCards(const BridgeState *v, int seat, Card *out)
{
    static const int kOrder[SUIT_COUNT] = {SUIT_SPADES, SUIT_HEARTS, SUIT_CLUBS, SUIT_DIAMONDS};
    int n = 0;
    for (int k = 0; k < SUIT_COUNT; k++) {
        for (int r = RANK_ACE; r >= RANK_TWO; r--) {
            Card c = Card_Make(r, (Suit)kOrder[k]);
            if (v->hand[seat] & Bridge_Bit(c)) {
                out[n++] = c;
            }
        }
    }
    return n;
}

/* How many cards a seat holds, seen or not (13 less those it has played). */
static int HeldCount(const BridgeState *v, int seat)
{
    if (v->hand[seat] != 0) {
        return __builtin_popcountll(v->hand[seat]);
    }
    return 13 - __builtin_popcountll(v->dealt[seat] & ~v->hand[seat]); /* a hidden hand: all but what it played */
}

/*
 * A side hand face up in suit columns within x0..x1 and y0..y1 (centred on cy): one column a suit, high to low
 * down it, each card a third of its height below the one above so that rank and suit both show; the columns
 * overlap across when the room is narrow (800x600), never over the index of the column before.
 */
static void LayColumns(const BridgeState *v, int seat, int pos, float x0, float x1, float y0, float y1, float cy,
                       float w, float h, BrLayout *out)
{
    Card cards[13];
    int n = BrView_HandCards(v, seat, cards);
    int cols = 0, rows = 0, inCol = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0 && Card_Suit(cards[i]) != Card_Suit(cards[i - 1])) {
            cols++;
            inCol = 0;
        }
        out->col[pos][i] = (signed char)cols;
        out->row[pos][i] = (signed char)inCol++;
        rows = inCol > rows ? inCol : rows;
    }
    cols++;
    float step = cols > 1 ? fminf(w + 8.0f, (x1 - x0 - w) / (float)(cols - 1)) : 0.0f;
    step = fmaxf(step, w * 0.3f); /* the column before keeps its index in sight */
    float down = rows > 1 ? fminf(h * 0.34f, (y1 - y0 - h) / (float)(rows - 1)) : 0.0f;
    float blockW = w + step * (float)(cols - 1), blockH = h + down * (float)(rows - 1);
    float x = pos == 1 ? x0 : x1 - blockW;
    float y = fmaxf(y0, fminf(cy - blockH * 0.5f, y1 - blockH));
    out->columns[pos] = true;
    out->hand[pos] = (SDL_FRect){x, y, w, h};
    out->pitch[pos] = down;
    out->colStep[pos] = step;
    out->blockRight[pos] = x + blockW;
}

void BrView_Layout(App *app, const BridgeState *v, int me, BrLayout *out)
{
    memset(out, 0, sizeof *out);
    out->me = me;
    SDL_FRect view = Gfx_View(&app->gfx);
    out->view = view;
    out->side = (SDL_FRect){view.x + view.w - SIDE_W - 12.0f, view.y + 10.0f, SIDE_W, view.h - 20.0f};
    float left = view.x + 16.0f, right = out->side.x - 12.0f;
    out->table = (SDL_FRect){left, view.y, right - left, view.h};
    float cx = (left + right) * 0.5f;
    float cy = view.y + view.h * 0.5f - 30.0f;
    int count[4];
    for (int pos = 0; pos < 4; pos++) {
        int n = HeldCount(v, (me + pos) & 3);
        count[pos] = n > 0 ? n : 1;
    }
    /* The bottom hand is the largest: it is the one played from. Hands are centred on what they hold. */
    float bw = 92.0f, bh = 129.0f, bp = fminf(52.0f, (right - left - 200.0f - bw) / 12.0f);
    /* Thirteen cards end left of the tricks' label at the right ("South-North:", the widest a side is called), so
       that it never lies under the hand. */
    TextStyle label = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_RIGHT);
    float labelW = Text_Width(&app->gfx, &label, "South-North:");
    bp = fminf(bp, (2.0f * (right - 20.0f - labelW - 10.0f - cx) - bw) / 12.0f);
    out->hand[0] = (SDL_FRect){cx - (bp * (float)(count[0] - 1) + bw) * 0.5f, view.y + view.h - bh - 58.0f, bw, bh};
    out->pitch[0] = bp;
    float sw = 70.0f, sh = 98.0f, sp = 34.0f;
    out->hand[2] = (SDL_FRect){cx - (sp * (float)(count[2] - 1) + sw) * 0.5f, view.y + 40.0f, sw, sh};
    out->pitch[2] = sp;
    /* The side seats' cards run down the table, overlapping so each index shows. */
    float vp = fminf(26.0f, (out->hand[0].y - 40.0f - (view.y + 150.0f) - sh) / 12.0f);
    /* Their labels (26 above) below the top hand, which a long one ("North (easy) · declarer") would reach. */
    float sideTop = out->hand[2].y + sh + 30.0f;
    out->hand[1] = (SDL_FRect){left + 14.0f, fmaxf(sideTop, cy - (vp * (float)(count[1] - 1) + sh) * 0.5f), sw, sh};
    out->hand[3] =
        (SDL_FRect){right - 14.0f - sw, fmaxf(sideTop, cy - (vp * (float)(count[3] - 1) + sh) * 0.5f), sw, sh};
    out->pitch[1] = out->pitch[3] = vp;
    float tw = 74.0f, th = 104.0f;
    out->trick[0] = (SDL_FRect){cx - tw * 0.5f, cy + 24.0f, tw, th};
    out->trick[2] = (SDL_FRect){cx - tw * 0.5f, cy - th - 4.0f, tw, th};
    out->trick[1] = (SDL_FRect){cx - tw - 46.0f, cy - th * 0.5f + 10.0f, tw, th};
    out->trick[3] = (SDL_FRect){cx + 46.0f, cy - th * 0.5f + 10.0f, tw, th};
    for (int pos = 1; pos <= 3; pos += 2) {
        out->columns[pos] = false;
        out->blockRight[pos] = out->hand[pos].x + sw;
        int seat = (me + pos) & 3;
        if (BrView_FaceUp(v, me, seat) && v->hand[seat] != 0) {
            float x0 = pos == 1 ? left + 14.0f : out->trick[3].x + tw + 16.0f;
            float x1 = pos == 1 ? out->trick[1].x - 16.0f : right - 14.0f;
            LayColumns(v, seat, pos, x0, x1, view.y + 150.0f, out->hand[0].y - 40.0f, cy, sw, sh, out);
        }
    }
    /* Tricks taken lie in the corners on the right: the viewer's side below, the other above. */
    /* Our tricks at the right of the hand's widest spread (thirteen cards face up reach right - 110). */
    out->pile[0] = (SDL_FRect){right - 64.0f, out->hand[0].y, 44.0f, 62.0f};
    out->pile[1] = (SDL_FRect){right - 110.0f, view.y + 12.0f, 44.0f, 62.0f};
    out->choicesY = cy - 50.0f;
}

SDL_FRect BrView_CardRect(const BrLayout *l, int pos, int index, int raised)
{
    SDL_FRect r = l->hand[pos];
    if (l->columns[pos] && index >= 0 && index < 13) {
        r.x += (float)l->col[pos][index] * l->colStep[pos];
        r.y += (float)l->row[pos][index] * l->pitch[pos];
        if (index == raised) {
            r.x += pos == 1 ? 12.0f : -12.0f; /* towards the middle, off the index of the card above */
        }
        return r;
    }
    if (pos == 1 || pos == 3) {
        r.y += (float)index * l->pitch[pos];
    } else {
        r.x += (float)index * l->pitch[pos];
    }
    if (index == raised) {
        /* Towards the middle of the table: the dummy across the table lowers its card, away from its label. */
        r.y += pos == 0 ? -22.0f : pos == 2 ? 12.0f : -12.0f;
    }
    return r;
}

int BrView_HitTest(const BrLayout *l, int pos, int count, float x, float y, int raised)
{
    for (int i = count - 1; i >= 0; i--) {
        SDL_FRect r = BrView_CardRect(l, pos, i, raised);
        if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h) {
            return i;
        }
    }
    return -1;
}

/* ---- drawing ---- */

/* A cut card as the panels write cards ("Q♠"). */
static const char *CutCardText(Card c, char *buf)
{
    return TableCard_Text(c, "Joker", buf);
}

static void Glow(App *app, SDL_FRect r, SDL_Color tint)
{
    SDL_FRect g = Gfx_ToPixels(&app->gfx, CardAtlas_GlowRect(r));
    CardAtlas_DrawGlow(app->cards, &g, tint);
}

static bool Plays(const BrTable *t, const BridgeState *v, int seat)
{
    return !t->table.turn.finished && v->phase == BRIDGE_PHASE_PLAY && Bridge_ToAct(v) == seat &&
           Bridge_Controller(v, seat) == BrTable_Me(t) && TableSession_PersonToAct(&t->table.turn.session);
}

static void DrawSeatLabel(BrTable *t, App *app, const BridgeState *v, const BrLayout *l, int seat)
{
    int pos = BrView_Pos(l, seat);
    char name[64], text[128];
    BrTable_Name(t, seat, name, sizeof name);
    const char *role = seat == v->dealer ? (v->phase >= BRIDGE_PHASE_PLAY ? " \xC2\xB7 declarer" : " \xC2\xB7 dealer")
                       : seat == Bridge_Dummy(v) ? " \xC2\xB7 dummy"
                                                 : "";
    if (strcmp(name, "You") == 0) {
        snprintf(text, sizeof text, "You (%s)%s", Bridge_SeatName(seat), role);
    } else {
        snprintf(text, sizeof text, "%s%s", name, role);
    }
    bool toAct = Bridge_ToAct(v) == seat && !t->table.turn.finished;
    TextStyle s = Text_Style(FONT_SANS_BOLD, 17.0f, toAct ? THEME_FOCUS : THEME_CREAM,
                             pos == 3 ? TEXT_RIGHT : pos == 1 ? TEXT_LEFT : TEXT_CENTER);
    SDL_FRect h = l->hand[pos];
    float x = pos == 1 ? h.x : pos == 3 ? l->blockRight[3] : l->table.x + l->table.w * 0.5f;
    float y = pos == 0 ? h.y - 50.0f : h.y - 26.0f; /* the bottom one above the raised card */
    Text_Draw(&app->gfx, &s, x, y, text);
}

static void DrawHand(BrTable *t, App *app, const BridgeState *v, const BrLayout *l, int seat)
{
    int pos = BrView_Pos(l, seat), me = l->me;
    bool face = BrView_FaceUp(v, me, seat);
    Card cards[13];
    int n = face ? BrView_HandCards(v, seat, cards) : HeldCount(v, seat);
    bool mine = pos == 0, dummyMine = seat == Bridge_Dummy(v) && v->dealer == me && seat != me;
    int area = mine ? BR_AREA_HAND : dummyMine ? BR_AREA_DUMMY : -1;
    int raised = -1;
    if (area >= 0 && t->table.focus.group == area) {
        raised = TableFocus_Index(&t->table.focus, area);
    }
    if (area >= 0 && t->hover[area] >= 0) {
        raised = t->hover[area];
    }
    bool plays = Plays(t, v, seat);
    if (t->dealt < 52) {
        /* Being dealt: only the cards already given and landed. */
        int off = (seat - v->dealer - 1 + 8) & 3;
        int given = t->dealt > off ? (t->dealt - off + 3) / 4 : 0;
        given -= TableAnim_Hidden(&t->table.turn.anim, BR_ZONE_DEALT + pos, CARD_NONE);
        n = given < n ? given : n;
    }
    for (int i = 0; i < n && i < 13; i++) {
        SDL_FRect r = BrView_CardRect(l, pos, i, raised);
        if (plays && i == raised) {
            Glow(app, r, Gfx_Rgba(255, 255, 255, 235));
        }
        TableAnim_DrawCard(app, face ? cards[i] : CARD_NONE, face, r, 255);
        if (plays && Bridge_Check(v, seat, Bridge_Play(cards[i])) != BRIDGE_WHY_VIEW) {
            Gfx_FillRoundRect(&app->gfx, r, 6.0f, Gfx_Rgba(10, 20, 14, 120)); /* a card that may not be played */
        }
    }
    DrawSeatLabel(t, app, v, l, seat);
}

static void DrawCentre(BrTable *t, App *app, const BridgeState *v, const BrLayout *l)
{
    for (int i = 0; i < v->trickCount; i++) {
        int seat = (v->leader + i) & 3;
        if (TableAnim_Hidden(&t->table.turn.anim, BR_ZONE_TRICK, v->trick[i]) == 0) {
            TableAnim_DrawCard(app, v->trick[i], true, l->trick[BrView_Pos(l, seat)], 255);
        }
    }
    for (int pos = 0; pos < 2; pos++) {
        int side = pos == 0 ? Bridge_SideOf(l->me) : 1 - Bridge_SideOf(l->me);
        int n = v->tricks[side];
        for (int i = 0; i < n; i++) {
            SDL_FRect r = l->pile[pos];
            r.x += (float)i * 7.0f;
            TableAnim_DrawCard(app, CARD_NONE, false, r, 255);
        }
        /* Under each pile, the side over its count: on one line beside ours, the hand's end covered it at
           800x600, where type is larger. */
        char text[48];
        TextStyle s = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_RIGHT);
        float x = l->pile[pos].x + l->pile[pos].w + (float)(n > 0 ? n - 1 : 0) * 7.0f;
        float y = l->pile[pos].y + l->pile[pos].h + 3.0f;
        snprintf(text, sizeof text, "%s:", BrTable_SideName(t, side));
        Text_Draw(&app->gfx, &s, x, y, text);
        snprintf(text, sizeof text, "%d trick%s", n, n == 1 ? "" : "s");
        Text_Draw(&app->gfx, &s, x, y + Text_LineHeight(&app->gfx, &s), text);
    }
}

/* A new deal not yet on the table: the last deal's last trick still lying there, or the cards being dealt. Its
   calls and what to do wait until the cards are in the hands. */
static bool DealComing(const BrTable *t, const BridgeState *v)
{
    return v->phase < BRIDGE_PHASE_PLAY &&
           (t->dealt < 52 || TableAnim_Hidden(&t->table.turn.anim, BR_ZONE_PILE, CARD_NONE) > 0);
}

/* What the player should do now, or who is thinking. */
static void StatusLine(BrTable *t, const BridgeState *v, char *buf, size_t size)
{
    int seat = Bridge_ToAct(v), me = BrTable_Me(t);
    if (seat == GAME_NOBODY || t->table.turn.finished) {
        snprintf(buf, size, "The rubber is over.");
        return;
    }
    if (DealComing(t, v)) {
        snprintf(buf, size, "%s", t->dealt < 52 ? "The cards are dealt." : "");
        return;
    }
    int decider = Bridge_Controller(v, seat);
    if (decider != me || !TableSession_PersonToAct(&t->table.turn.session)) {
        static const char *const kDots[] = {".", "..", "..."};
        char name[64];
        BrTable_Name(t, decider, name, sizeof name);
        snprintf(buf, size, "%s is thinking%s", name, kDots[(int)(t->time * 2.5f) % 3]);
        return;
    }
    switch (v->phase) {
    case BRIDGE_PHASE_DECLARE: snprintf(buf, size, "You deal: name trumps, No trumps, or leave it to your partner."); break;
    case BRIDGE_PHASE_PARTNER: snprintf(buf, size, "Your partner leaves it to you: you must declare."); break;
    case BRIDGE_PHASE_DOUBLE:
        snprintf(buf, size, Bridge_SideOf(me) == Bridge_SideOf(v->dealer) ? "Redouble, or be satisfied."
                                                                          : "Double, or let the play begin.");
        break;
    default:
        snprintf(buf, size, seat == me ? (v->trickCount == 0 ? "Your lead." : "Play a card to the trick.")
                                       : (v->trickCount == 0 ? "The dummy leads: play one of its cards."
                                                             : "Play a card from the dummy."));
        break;
    }
}

static void DrawSide(BrTable *t, App *app, const BridgeState *v, const BrLayout *l)
{
    const BridgeRubber *r = &v->rubber;
    int us = Bridge_SideOf(l->me), them = 1 - us;
    float x = l->side.x + 14.0f, w = l->side.w - 28.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 21.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle line = Text_Style(FONT_SANS, 16.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle num = Text_Style(FONT_SANS_BOLD, 16.0f, THEME_CREAM, TEXT_RIGHT);
    char text[160];
    /* The rubber: games, the line, the totals. */
    SDL_FRect p = {l->side.x, l->side.y, l->side.w, 128.0f};
    Ui_DrawPanel(app, p);
    snprintf(text, sizeof text, "Rubber \xC2\xB7 deal %d", v->deal);
    Text_Draw(&app->gfx, &head, x, p.y + 8.0f, text);
    TextStyle col = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_PARCHMENT, TEXT_RIGHT);
    /* The first column ends where the second's head begins: "South-North" and "West-East" (people at both
       sides) are wider than "We" and "They" and printed over each other at a fixed spacing. Where they and the
       rows' names do not fit across the panel (800x600), they are shortened as the replay writes them. */
    const char *headUs = BrTable_SideName(t, us), *headThem = BrTable_SideName(t, them);
    float need = Text_Width(&app->gfx, &line, "Below the line") + 12.0f + Text_Width(&app->gfx, &col, headUs) +
                 14.0f + Text_Width(&app->gfx, &col, headThem);
    if (need > w && strlen(headUs) > 4) {
        headUs = us == 0 ? "S-N" : "W-E";
        headThem = them == 0 ? "S-N" : "W-E";
    }
    float colB = x + w, colA = colB - fmaxf(70.0f, Text_Width(&app->gfx, &col, headThem) + 14.0f);
    Text_Draw(&app->gfx, &col, colA, p.y + 36.0f, headUs);
    Text_Draw(&app->gfx, &col, colB, p.y + 36.0f, headThem);
    const char *rows[3] = {"Games", "Below the line", "All points"};
    int vals[3][2] = {{r->games[us], r->games[them]},
                      {r->belowGame[us], r->belowGame[them]},
                      {(int)r->total[us], (int)r->total[them]}};
    for (int i = 0; i < 3; i++) {
        float y = p.y + 56.0f + (float)i * 22.0f;
        Text_Draw(&app->gfx, &line, x, y, rows[i]);
        snprintf(text, sizeof text, "%d", vals[i][0]);
        Text_Draw(&app->gfx, &num, colA, y, text);
        snprintf(text, sizeof text, "%d", vals[i][1]);
        Text_Draw(&app->gfx, &num, colB, y, text);
    }
    /* This hand: the declaration, the doubling, the trick's value, what was said. */
    SDL_FRect q = {l->side.x, p.y + p.h + 8.0f, l->side.w, 238.0f};
    Ui_DrawPanel(app, q);
    Text_Draw(&app->gfx, &head, x, q.y + 8.0f, "This hand");
    float y = q.y + 36.0f;
    /* The last trick's two lines at the foot of the panel, if there is one to show. */
    bool showTrick = v->lastLeader <= 3 && v->lastWinner <= 3;
    float foot = showTrick ? q.y + q.h - 52.0f : q.y + q.h - 6.0f;
    TextStyle said = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_LEFT);
    float cutHeight = 0.0f;
    if (v->deal == 1 && !Bridge_DummyShown(v) && v->phase != BRIDGE_PHASE_OVER) {
        /* The rubber's first hand, until its opening lead: the cut that named the dealer (Laws 14, 19, 20). */
        char cut[256];
        Bridge_DescribeCut(v, CutCardText, cut, sizeof cut);
        cutHeight = Text_DrawWrapped(&app->gfx, &said, x, y, w, cut, true) + 4.0f;
        y += cutHeight;
    }
    if (v->phase >= BRIDGE_PHASE_DOUBLE && v->phase != BRIDGE_PHASE_OVER) {
        snprintf(text, sizeof text, "%s, declared by %s", Bridge_StrainName(v->strain), Bridge_SeatName(v->declaredBy));
        text[0] = (char)(text[0] - ('a' - 'A'));
        y += Text_DrawWrapped(&app->gfx, &line, x, y, w, text, true);
        static const char *const kTimes[] = {"", "doubled", "redoubled", "doubled 3 times", "doubled 4 times",
                                             "doubled 5 times"};
        snprintf(text, sizeof text, "A trick is worth %d%s%s", Bridge_TrickValue(v->strain, v->doublings),
                 v->doublings > 0 ? ", " : "", kTimes[v->doublings < 6 ? v->doublings : 5]);
        TextStyle value = Text_Style(FONT_SANS_BOLD, 17.0f, v->doublings > 0 ? THEME_FOCUS : THEME_CREAM, TEXT_LEFT);
        y += Text_DrawWrapped(&app->gfx, &value, x, y, w, text, true) + 2.0f;
    } else {
        snprintf(text, sizeof text, "%s deals and declares", Bridge_SeatName(v->dealer));
        y += fmaxf(Text_DrawWrapped(&app->gfx, &line, x, y, w, text, true) + 4.0f, 45.0f - cutHeight);
    }
    Gfx_FillRect(&app->gfx, (SDL_FRect){x, y, w, 1.0f}, THEME_PANEL_EDGE);
    y += 6.0f;
    /* What was said, the latest calls that fit above the last trick (a narrow panel wraps a long one). */
    float room = foot - y, used = 0.0f;
    int first = v->callCount;
    while (first > 0) {
        snprintf(text, sizeof text, "%s: \xE2\x80\x9C%s\xE2\x80\x9D", Bridge_SeatName(Bridge_CallSeat(v, first - 1)),
                 Bridge_CallWords(v, first - 1));
        float hh = Text_DrawWrapped(&app->gfx, &said, x, y, w, text, false);
        if (used + hh > room || v->callCount - first >= 5) {
            break;
        }
        used += hh;
        first--;
    }
    for (int i = first; i < v->callCount; i++) {
        snprintf(text, sizeof text, "%s: \xE2\x80\x9C%s\xE2\x80\x9D", Bridge_SeatName(Bridge_CallSeat(v, i)),
                 Bridge_CallWords(v, i));
        y += Text_DrawWrapped(&app->gfx, &said, x, y, w, text, true);
    }
    /* The last trick turned, for a player who looked away as it went (it stays on view until the next lead):
       who took it on one line, the four cards on the next, so it fits the narrowest panel. */
    if (showTrick) {
        char cards[64];
        TableCard_List(v->lastTrick, 4, "Joker", cards, sizeof cards);
        Gfx_FillRect(&app->gfx, (SDL_FRect){x, foot + 2.0f, w, 1.0f}, THEME_PANEL_EDGE);
        snprintf(text, sizeof text, "Last trick, to %s:", Bridge_SeatName(v->lastWinner));
        Text_Draw(&app->gfx, &said, x, foot + 7.0f, text);
        Text_Draw(&app->gfx, &said, x, foot + 26.0f, cards);
    }
    /* Now: what to do, and the last message. */
    float sy = q.y + q.h + 12.0f;
    char status[160];
    StatusLine(t, v, status, sizeof status);
    TextStyle st = Text_Style(FONT_SANS_BOLD, 18.0f, THEME_CREAM, TEXT_LEFT);
    sy += Text_DrawWrapped(&app->gfx, &st, x - 6.0f, sy, w + 6.0f, status, true) + 8.0f;
    if (t->table.turn.messageTime > 0.0f && t->table.turn.message[0] != '\0') {
        float a = fminf(1.0f, t->table.turn.messageTime * 2.0f);
        SDL_Color c = t->table.turn.messageIsError ? Gfx_Rgba(255, 150, 130, (Uint8)(255 * a))
                                                   : Gfx_Rgba(238, 228, 200, (Uint8)(255 * a));
        TextStyle s = Text_Style(FONT_SANS, 16.0f, c, TEXT_LEFT);
        Text_DrawWrapped(&app->gfx, &s, x - 6.0f, sy, w + 6.0f, t->table.turn.message, true);
    }
}

void BrView_Draw(BrTable *t, App *app)
{
    const BridgeState *v = BrView_State(t);
    BrLayout l;
    BrView_Layout(app, v, BrTable_Me(t), &l);
    Gfx_DrawFelt(&app->gfx);
    DrawCentre(t, app, v, &l);
    for (int pos = 1; pos <= 4; pos++) {
        DrawHand(t, app, v, &l, (l.me + pos) & 3); /* the bottom hand last, over the rest */
    }
    DrawSide(t, app, v, &l);
    if (!DealComing(t, v)) {
        TableChoices_Draw(&t->table.turn.choices, app,
                          t->table.focus.group == BR_AREA_CHOICES ? TableFocus_Index(&t->table.focus, BR_AREA_CHOICES)
                                                                  : -1);
    }
    TableAnim_Draw(&t->table.turn.anim, app);
    UiPrompt prompts[TABLE_PROMPTS_MAX];
    const char *confirm = t->table.focus.group == BR_AREA_CHOICES ? "Choose" : "Play";
    Ui_DrawPrompts(app, prompts, TableTurn_Prompts(&t->table.turn, confirm, "Hand / dummy", prompts));
}

/* ---- flights ---- */

void BrView_Animate(BrTable *t, App *app, const BridgeState *before, int seat, GameAction action)
{
    if (action.kind != BRIDGE_ACT_PLAY) {
        Audio_Play(SFX_SELECT);
        return;
    }
    const BridgeState *v = BrView_State(t);
    BrLayout l;
    BrView_Layout(app, before, BrTable_Me(t), &l);
    int pos = BrView_Pos(&l, seat);
    Card cards[13];
    int n = BrView_HandCards(before, seat, cards), index = n / 2;
    for (int i = 0; i < n; i++) {
        index = cards[i] == action.cards[0] ? i : index;
    }
    SDL_FRect from = BrView_CardRect(&l, pos, index, -1);
    TableFlight *f = TableAnim_Add(&t->table.turn.anim, action.cards[0], from, l.trick[pos], true, true, 0.0f,
                                   App_AnimTime(app, PLAY_TIME), BR_ZONE_TRICK);
    if (f != NULL) {
        f->landSfx = SFX_PLACE;
    }
    /* The fourth card: the trick lies a moment, then goes to the winners' side. */
    if (before->trickCount == 3) {
        int winner = v->lastWinner <= 3 ? v->lastWinner : seat;
        int pile = Bridge_SideOf(winner) == Bridge_SideOf(l.me) ? 0 : 1;
        for (int i = 0; i < 4; i++) {
            int s = (before->leader + i) & 3;
            Card c = i < 3 ? before->trick[i] : action.cards[0];
            TableFlight *g =
                TableAnim_Add(&t->table.turn.anim, c, l.trick[BrView_Pos(&l, s)], l.pile[pile], true, false,
                              App_AnimTime(app, PLAY_TIME + LOOK_TIME), App_AnimTime(app, TAKE_TIME), BR_ZONE_PILE);
            if (g != NULL) {
                g->holdFor = App_AnimTime(app, LOOK_TIME);
                g->landSfx = i == 0 ? SFX_FLIP : -1;
            }
        }
    }
}

bool BrView_DealStep(BrTable *t, App *app, float dt)
{
    if (t->dealt >= 52) {
        return false;
    }
    float step = App_AnimTime(app, 0.03f);
    if (step <= 0.0f) {
        t->dealt = 52; /* no animation: the cards are simply there */
        return false;
    }
    if (t->dealt == 0 && !TableAnim_Idle(&t->table.turn.anim)) {
        return true; /* the last trick is still going to its winners */
    }
    const BridgeState *v = BrView_State(t);
    int me = BrTable_Me(t);
    BrLayout l;
    BrView_Layout(app, v, me, &l);
    float dur = App_AnimTime(app, 0.25f);
    t->dealWait -= dt;
    /* Fifty-two cards, one at a time: added as they leave the pack, so few are ever in the air at once. */
    while (t->dealt < 52 && t->dealWait <= 0.0f) {
        int seat = (v->dealer + 1 + t->dealt) & 3;
        int i = t->dealt / 4;
        int pos = BrView_Pos(&l, seat);
        bool face = BrView_FaceUp(v, me, seat);
        Card cards[13];
        Card c = CARD_NONE;
        if (face && i < BrView_HandCards(v, seat, cards)) {
            c = cards[i];
        }
        TableFlight *f = TableAnim_Add(&t->table.turn.anim, c, l.trick[BrView_Pos(&l, v->dealer)],
                                       BrView_CardRect(&l, pos, i, -1), false, face, 0.0f, dur, BR_ZONE_DEALT + pos);
        if (f != NULL && (t->dealt & 3) == 0) {
            f->startSfx = SFX_DEAL;
        }
        t->dealt++;
        t->dealWait += step;
    }
    return t->dealt < 52;
}
