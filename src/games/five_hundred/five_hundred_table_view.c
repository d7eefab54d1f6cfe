/* five_hundred_table_view.c: where everything on Five Hundred's table is, drawing it, and the flights of each move. */
#include "five_hundred_table.h"

#include "app/app.h"
#include "games/table/table_card_text.h"
#include "games/table/table_seat_names.h"
#include "platform/audio.h"
#include "render/card_atlas.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define SIDE_W 300.0f
#define PLAY_TIME 0.3f
#define LOOK_TIME 0.8f /* a finished trick stays in view this long before it is taken */


const FiveHundredState *FtView_State(const FtTable *t)
{
    return (const FiveHundredState *)(const void *)TableSession_Shown(&t->table.turn.session);
}

int FtTable_Me(const FtTable *t)
{
    return t->table.turn.session.viewer < 0 ? 0 : t->table.turn.session.viewer;
}

const char *FtTable_Name(const FtTable *t, int seat)
{
    return TableSession_SeatLabel(&t->table.turn.session, seat);
}

void FtTable_Subject(const FtTable *t, int seat, bool capital, char *buf, size_t size)
{
    TableSeat_Subject(&FiveHundred_Rules, t->table.turn.session.rec.variant, &t->table.turn.session.seating, seat,
                      capital, buf, size);
}

int FtView_Rel(const FiveHundredState *v, int me, int seat)
{
    return (seat - me + v->players) % v->players;
}

/* Trumps first, then the other suits alternating black and red; within a suit, low to high. */
static int SortKey(Card c, int trumps)
{
    static const int kOrder[SUIT_COUNT] = {0, 1, 2, 3}; /* spades, hearts, diamonds... reordered below */
    int eff = FiveHundred_EffectiveSuit(c, trumps);
    int strength = trumps < FH_NO_TRUMPS ? FiveHundred_TrumpStrength(c, trumps) : 0;
    if (eff < 0) {
        return 0; /* the Joker at No-trumps leads the hand */
    }
    int group = 1 + kOrder[eff];
    if (trumps < FH_NO_TRUMPS && eff == (int)FiveHundred_DenominationSuit(trumps)) {
        group = 0;
    } else if (eff == SUIT_DIAMONDS) {
        group = 4; /* spades, hearts, clubs, diamonds: colours alternate */
    } else if (eff == SUIT_CLUBS) {
        group = 3;
    }
    return group * 32 + (strength > 0 ? strength : Card_Rank(c));
}

int FtView_HandCards(const FiveHundredState *v, int seat, Card *out)
{
    int n = 0;
    for (int b = 0; b < 64; b++) {
        if (v->hand[seat] & (1ULL << b)) {
            out[n++] = FiveHundred_CardAt(b);
        }
    }
    for (int i = 1; i < n; i++) {
        Card c = out[i];
        int j = i;
        while (j > 0 && SortKey(out[j - 1], v->trumps) > SortKey(c, v->trumps)) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = c;
    }
    return n;
}

void FtView_Layout(App *app, const FiveHundredState *v, int me, FtLayout *out)
{
    memset(out, 0, sizeof *out);
    out->me = me;
    SDL_FRect view = Gfx_View(&app->gfx);
    out->view = view;
    out->side = (SDL_FRect){view.x + view.w - SIDE_W - 14.0f, view.y + 12.0f, SIDE_W, view.h - 24.0f};
    float left = view.x + 20.0f;
    float right = out->side.x - 16.0f;
    float cx = (left + right) * 0.5f;
    float w = right - left;
    Card cards[16];
    int n = FtView_HandCards(v, me, cards);
    /* Above the controls bar, which is wide here (six prompts). */
    out->hand = (TableFan){cx, view.y + view.h - 204.0f, 96.0f, 134.0f, 70.0f, w - 20.0f, 22.0f, n};
    out->statusY = out->hand.y - 66.0f;
    float extra = view.h - LAYOUT_H;
    float cy = view.y + 250.0f + extra * 0.4f; /* the trick's centre */
    /* The others in playing order: to the bottom seat's left, across, to its right. */
    for (int rel = 1; rel < v->players; rel++) {
        int seat = (me + rel) % v->players;
        float fx;
        if (v->players == 2 || (v->players == 4 && rel == 2)) {
            fx = cx;
        } else if (rel == 1) {
            fx = left + w * 0.2f;
        } else {
            fx = left + w * 0.8f;
        }
        out->others[rel] = (TableFan){fx, view.y + 14.0f, 58.0f, 81.0f, 17.0f, w * 0.34f, 0.0f, v->handCount[seat]};
        out->seatLabel[rel] = (SDL_FRect){fx - 120.0f, view.y + 100.0f, 240.0f, 44.0f};
    }
    out->seatLabel[0] = (SDL_FRect){cx - 200.0f, out->hand.y - 28.0f, 400.0f, 24.0f};
    float cw = 84.0f, ch = 118.0f;
    out->trick[0] = (SDL_FRect){cx - cw * 0.5f, cy + 26.0f, cw, ch};
    /* Each card lies before the seat that played it, as at the other tables: the left-hand player's to the left,
       the right-hand player's to the right, clear of the bottom seat's card so that a caption under one (the
       Joker's suit) is never under another. */
    if (v->players == 2) {
        out->trick[1] = (SDL_FRect){cx - cw * 0.5f, cy - 112.0f, cw, ch};
    } else if (v->players == 3) {
        out->trick[1] = (SDL_FRect){cx - cw * 1.9f, cy - 56.0f, cw, ch};
        out->trick[2] = (SDL_FRect){cx + cw * 0.9f, cy - 56.0f, cw, ch};
    } else {
        out->trick[0].y = cy + 44.0f;
        out->trick[1] = (SDL_FRect){cx - cw * 2.0f, cy - 30.0f, cw, ch};
        out->trick[2] = (SDL_FRect){cx - cw * 0.5f, cy - 96.0f, cw, ch};
        out->trick[3] = (SDL_FRect){cx + cw * 1.0f, cy - 30.0f, cw, ch};
    }
    out->widow = (SDL_FRect){left + 10.0f, cy - 20.0f, 58.0f, 81.0f};
    /* The Avondale table: a column of names and five of tricks; the pass button under it. */
    float gw = 520.0f, rowH = 29.0f; /* with the bidding so far under Pass, inside the panel, above the status */
    /* The panel (42 above the grid, 72 below it: Pass and the bidding so far) ends above the line of what was just
       said (FT_MESSAGE_ABOVE over the status), so the calls and that line never print over each other. */
    float gridY = fminf(view.y + 190.0f + extra * 0.3f, out->statusY - FT_MESSAGE_ABOVE - 72.0f - rowH * 6.0f);
    out->grid = (SDL_FRect){cx - gw * 0.5f, gridY, gw, rowH * 6.0f};
    float colW = (gw - 140.0f) / 5.0f;
    for (int b = 0; b < FH_BIDS; b++) {
        int d = FiveHundred_BidDenomination(b), tr = FiveHundred_BidTricks(b);
        out->cell[1 + b] = (SDL_FRect){out->grid.x + 140.0f + (float)(tr - 6) * colW + 3.0f,
                                       out->grid.y + rowH * (float)(d + 1) + 3.0f, colW - 6.0f, rowH - 6.0f};
    }
    out->cell[0] = (SDL_FRect){cx - 90.0f, out->grid.y + out->grid.h + 6.0f, 180.0f, 34.0f};
}

/* ---- drawing ---- */

static void Glow(App *app, SDL_FRect r, SDL_Color tint)
{
    SDL_FRect g = Gfx_ToPixels(&app->gfx, CardAtlas_GlowRect(r));
    CardAtlas_DrawGlow(app->cards, &g, tint);
}

static bool MyTurn(const FtTable *t, const FiveHundredState *v)
{
    return !t->table.turn.finished && FiveHundred_ToAct(v) == FtTable_Me(t) &&
           TableSession_PersonToAct(&t->table.turn.session);
}

void FtView_BidText(int bid, char *buf, size_t size)
{
    int d = FiveHundred_BidDenomination(bid);
    snprintf(buf, size, "%d%s", FiveHundred_BidTricks(bid),
             d == FH_NO_TRUMPS ? " NT" : TableCard_SuitSymbol(FiveHundred_DenominationSuit(d)));
}

static void DrawGrid(FtTable *t, App *app, const FiveHundredState *v, const FtLayout *l)
{
    Ui_DrawPanel(app, (SDL_FRect){l->grid.x - 12.0f, l->grid.y - 42.0f, l->grid.w + 24.0f, l->grid.h + 114.0f});
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 20.0f, THEME_GOLD, TEXT_CENTER);
    Text_Draw(&app->gfx, &head, l->grid.x + l->grid.w * 0.5f, l->grid.y - 36.0f,
              "The Avondale table: the lit bids are still open");
    TextStyle col = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_PARCHMENT, TEXT_CENTER);
    TextStyle rowName = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_PARCHMENT, TEXT_LEFT);
    float rowH = l->grid.h / 6.0f;
    Text_Draw(&app->gfx, &rowName, l->grid.x + 6.0f, l->grid.y + 7.0f, "Tricks");
    for (int tr = 6; tr <= 10; tr++) {
        SDL_FRect c = l->cell[1 + FiveHundred_MakeBid(tr, 0)];
        char text[8];
        snprintf(text, sizeof text, "%d", tr);
        Text_Draw(&app->gfx, &col, c.x + c.w * 0.5f, l->grid.y + 7.0f, text);
    }
    bool mine = MyTurn(t, v) && v->phase == FH_PHASE_BID;
    int focus = t->table.focus.group == FT_AREA_BIDS ? TableFocus_Index(&t->table.focus, FT_AREA_BIDS) : -1;
    if (t->hoverBid >= 0) {
        focus = t->hoverBid;
    }
    for (int d = 0; d <= FH_NO_TRUMPS; d++) {
        char name[40];
        if (d == FH_NO_TRUMPS) {
            snprintf(name, sizeof name, "No-trumps");
        } else {
            Suit s = FiveHundred_DenominationSuit(d);
            snprintf(name, sizeof name, "%s %s", TableCard_SuitSymbol(s), FiveHundred_DenominationName(d));
        }
        Text_Draw(&app->gfx, &rowName, l->grid.x + 6.0f, l->grid.y + rowH * (float)(d + 1) + 7.0f, name);
    }
    for (int b = 0; b < FH_BIDS; b++) {
        SDL_FRect c = l->cell[1 + b];
        bool open = v->bid == FH_NO_BID || b > v->bid;
        bool standing = v->bid == b;
        SDL_Color fill = open ? Gfx_Rgba(36, 84, 56, 255) : Gfx_Rgba(20, 36, 28, 200);
        Gfx_FillRoundRect(&app->gfx, c, 6.0f, fill);
        if (standing) {
            Gfx_StrokeRoundRect(&app->gfx, c, 6.0f, 3.0f, THEME_GOLD);
        }
        if (mine && focus == 1 + b && open) {
            Gfx_FillRoundRect(&app->gfx, c, 6.0f, Gfx_Rgba(90, 150, 110, 255));
            Gfx_StrokeRoundRect(&app->gfx, c, 6.0f, 3.0f, THEME_CREAM);
        }
        char text[8];
        snprintf(text, sizeof text, "%d", FiveHundred_BidValue(b));
        SDL_Color ink = open ? THEME_CREAM : Gfx_Rgba(130, 130, 120, 200);
        if (standing) {
            ink = THEME_GOLD;
        }
        TextStyle s = Text_Style(open || standing ? FONT_SANS_BOLD : FONT_SANS, 18.0f, ink, TEXT_CENTER);
        LayoutRecord_Add(LAYOUT_BUTTON, c, 0, false, text); /* a bid is a button: its value stays on it */
        LayoutRecord_PushBounds(c);
        Text_Draw(&app->gfx, &s, c.x + c.w * 0.5f, c.y + (c.h - Text_LineHeight(&app->gfx, &s)) * 0.5f, text);
        LayoutRecord_PopBounds();
    }
    /* Pass. */
    SDL_FRect p = l->cell[0];
    Gfx_FillRoundRect(&app->gfx, p, 8.0f, mine ? Gfx_Rgba(80, 60, 30, 255) : Gfx_Rgba(40, 34, 24, 200));
    if (mine && focus == 0) {
        Gfx_StrokeRoundRect(&app->gfx, p, 8.0f, 3.0f, THEME_CREAM);
    }
    TextStyle pass = Text_Style(FONT_SANS_BOLD, 19.0f, mine ? THEME_CREAM : THEME_DISABLED, TEXT_CENTER);
    LayoutRecord_Add(LAYOUT_BUTTON, p, 0, false, "Pass");
    LayoutRecord_PushBounds(p);
    Text_Draw(&app->gfx, &pass, p.x + p.w * 0.5f, p.y + 6.0f, "Pass");
    LayoutRecord_PopBounds();
    /* The bidding so far. */
    char calls[256] = "";
    size_t used = 0;
    for (int i = 0; i < v->callCount && used + 40 < sizeof calls; i++) {
        char what[16];
        if (v->calls[i] == FH_PASS_CALL) {
            snprintf(what, sizeof what, "pass");
        } else {
            FtView_BidText(v->calls[i], what, sizeof what);
        }
        int k = snprintf(calls + used, sizeof calls - used, "%s%s %s", i > 0 ? " \xC2\xB7 " : "",
                         FtTable_Name(t, v->callSeat[i]), what);
        used += k > 0 ? (size_t)k : 0;
    }
    TextStyle s = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(&app->gfx, &s, l->grid.x + l->grid.w * 0.5f, p.y + p.h + 3.0f,
              v->callCount > 0 ? calls : "Nobody has bid yet.");
}

static void DrawOthers(FtTable *t, App *app, const FiveHundredState *v, const FtLayout *l)
{
    TextStyle name = Text_Style(FONT_SANS_BOLD, 18.0f, THEME_CREAM, TEXT_CENTER);
    TextStyle small = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
    for (int rel = 0; rel < v->players; rel++) {
        int seat = (l->me + rel) % v->players;
        if (rel > 0) {
            int dealing = TableAnim_Hidden(&t->table.turn.anim, FT_ZONE_DEALT + rel, CARD_NONE);
            for (int i = 0; i < l->others[rel].count - dealing; i++) {
                TableAnim_DrawCard(app, CARD_NONE, false, TableFan_Rect(&l->others[rel], i, -1), 255);
            }
        }
        char text[96];
        const char *level = "";
        if (!Seating_IsPerson(&t->table.turn.session.seating, seat)) {
            level = GameAi_LevelName(TableSession_LevelAt(&t->table.turn.session, seat));
        }
        bool toAct = FiveHundred_ToAct(v) == seat && !t->table.turn.finished;
        name.color = toAct ? THEME_FOCUS : THEME_CREAM;
        SDL_FRect r = l->seatLabel[rel];
        snprintf(text, sizeof text, "%s%s%s%s%s", FtTable_Name(t, seat), level[0] != '\0' ? " (" : "", level,
                 level[0] != '\0' ? ")" : "", v->bidder == seat ? " \xC2\xB7 bidder" : "");
        if (rel == 0) {
            continue; /* the bottom seat's tricks are in the side panel: lifted cards would cover a label here */
        }
        Text_Draw(&app->gfx, &name, r.x + r.w * 0.5f, r.y, text);
        snprintf(text, sizeof text, "tricks %d%s", v->tricksWon[seat], v->dealer == seat ? " \xC2\xB7 dealer" : "");
        Text_Draw(&app->gfx, &small, r.x + r.w * 0.5f, r.y + 22.0f, text);
    }
}

static void DrawHand(FtTable *t, App *app, const FiveHundredState *v, const FtLayout *l)
{
    Card cards[16];
    int n = FtView_HandCards(v, l->me, cards);
    int raised = t->table.focus.group == FT_AREA_HAND ? TableFocus_Index(&t->table.focus, FT_AREA_HAND) : -1;
    if (t->hoverHand >= 0) {
        raised = t->hoverHand;
    }
    bool mine = MyTurn(t, v);
    uint64_t playable = mine ? FiveHundred_Playable(v, l->me) : 0;
    int hidden = TableAnim_Hidden(&t->table.turn.anim, FT_ZONE_HAND0, CARD_NONE);
    for (int i = 0; i < n; i++) {
        if (hidden > 0 && TableAnim_Hidden(&t->table.turn.anim, FT_ZONE_HAND0, cards[i]) > 0) {
            continue;
        }
        uint64_t m = FiveHundred_Mask(cards[i]);
        bool chosen = (t->chosen & m) != 0;
        SDL_FRect r = TableFan_Rect(&l->hand, i, chosen ? i : raised);
        if (chosen) {
            Glow(app, r, Gfx_Rgba(255, 150, 110, 230));
        } else if (i == raised && mine) {
            Glow(app, r, Gfx_Rgba(255, 255, 255, 235));
        }
        TableAnim_DrawCard(app, cards[i], true, r, 255);
        if (v->phase == FH_PHASE_DISCARD && (v->widowTaken & m)) {
            /* The widow's cards, marked while the bidder chooses what to lay away. */
            /* Under the card's own index, where the next card cannot cover it and, the card lifted, it covers no
               corner of the card before it. */
            SDL_FRect tag = {r.x + 4.0f, r.y + r.h * 0.31f, 26.0f, 22.0f};
            Gfx_FillRoundRect(&app->gfx, tag, 5.0f, THEME_GOLD);
            TextStyle w = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_INK, TEXT_CENTER);
            Text_Draw(&app->gfx, &w, tag.x + tag.w * 0.5f, tag.y + 2.0f, "W");
        }
        if (chosen) {
            Gfx_FillRoundRect(&app->gfx, r, 6.0f, Gfx_Rgba(60, 10, 10, 90));
        } else if (mine && v->phase == FH_PHASE_PLAY && !(playable & m)) {
            Gfx_FillRoundRect(&app->gfx, r, 6.0f, Gfx_Rgba(10, 20, 14, 120));
        }
    }
}

static void Caption(App *app, SDL_FRect under, const char *text)
{
    TextStyle s = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
    /* Centred under the cards, but never past the window's left edge (the widow lies near it). */
    SDL_FRect view = Gfx_View(&app->gfx);
    float half = Text_Width(&app->gfx, &s, text) * 0.5f;
    float cx = fmaxf(under.x + under.w * 0.5f, view.x + 6.0f + half);
    Text_Draw(&app->gfx, &s, cx, under.y + under.h + 4.0f, text);
}

/* Where the dealer holds the pack while he deals: beside his place, clear of the bidding table. */
static SDL_FRect PackRect(const FiveHundredState *v, const FtLayout *l)
{
    int rel = FtView_Rel(v, l->me, v->dealer);
    if (rel == 0) {
        return (SDL_FRect){l->widow.x, l->hand.y, 58.0f, 81.0f};
    }
    SDL_FRect r = l->seatLabel[rel];
    bool leftHalf = r.x + r.w * 0.5f < l->hand.cx - 1.0f;
    return (SDL_FRect){leftHalf ? r.x - 66.0f : r.x + r.w + 8.0f, r.y - 8.0f, 58.0f, 81.0f};
}

/* While a deal flies, the cards not yet given lie in the dealer's hand, thinning as he deals. */
static void DrawPack(const FtTable *t, App *app, const FiveHundredState *v, const FtLayout *l)
{
    int left = 0;
    for (int i = 0; i < TABLE_MAX_FLIGHTS; i++) {
        const TableFlight *f = &t->table.turn.anim.flights[i];
        left += f->active && !f->started && (f->zone == FT_ZONE_HAND0 || f->zone >= FT_ZONE_WIDOW);
    }
    SDL_FRect pack = PackRect(v, l);
    for (int i = 0; i < (left + 3) / 4; i++) {
        SDL_FRect r = pack;
        r.x -= (float)i * 1.5f;
        r.y -= (float)i * 1.5f;
        TableAnim_DrawCard(app, CARD_NONE, false, r, 255);
    }
}

static bool LastTrickShowing(const FtTable *t);

static void DrawCentre(FtTable *t, App *app, const FiveHundredState *v, const FtLayout *l)
{
    if (v->phase == FH_PHASE_BID && !t->table.turn.finished) {
        if (LastTrickShowing(t)) {
            return; /* the last deal's last trick still lies here: the next deal's bidding comes once it is taken */
        }
        /* The widow lies face down beside the bidding (once dealt). */
        DrawPack(t, app, v, l);
        int widow = v->widowCount - TableAnim_Hidden(&t->table.turn.anim, FT_ZONE_WIDOW, CARD_NONE);
        for (int i = 0; i < widow; i++) {
            SDL_FRect r = l->widow;
            r.x += (float)i * 14.0f;
            TableAnim_DrawCard(app, CARD_NONE, false, r, 255);
        }
        if (widow > 0) {
            Caption(app, l->widow, "Widow");
        }
        DrawGrid(t, app, v, l);
        return;
    }
    SDL_FRect pile = l->widow;
    int backs = v->widowCount > 0 ? v->widowCount : v->discardCount;
    for (int i = 0; i < backs; i++) {
        SDL_FRect r = pile;
        r.x += (float)i * 14.0f;
        TableAnim_DrawCard(app, CARD_NONE, false, r, 255);
    }
    if (backs > 0) {
        Caption(app, pile, v->widowCount > 0 ? "Widow (unused)" : "Laid away");
    }
    for (int i = 0; i < v->trickCount; i++) {
        int seat = (v->leader + i) % v->players;
        int rel = FtView_Rel(v, l->me, seat);
        if (TableAnim_Hidden(&t->table.turn.anim, FT_ZONE_TRICK, v->trick[i]) == 0) {
            TableAnim_DrawCard(app, v->trick[i], true, l->trick[rel], 255);
        }
        if (i == 0 && Card_IsJoker(v->trick[0]) && v->jokerSuit < SUIT_COUNT) {
            char text[48];
            snprintf(text, sizeof text, "Joker for %s", Card_SuitName((Suit)v->jokerSuit));
            Caption(app, l->trick[rel], text);
        }
    }
}

/* The last trick of a deal lying a moment before it goes to its winner (its flights to a pile not yet landed). */
static bool LastTrickShowing(const FtTable *t)
{
    for (int rel = 0; rel < FH_MAX_SEATS; rel++) {
        if (TableAnim_Hidden(&t->table.turn.anim, FT_ZONE_PILE + rel, CARD_NONE) > 0) {
            return true;
        }
    }
    return false;
}

static void StatusLine(FtTable *t, const FiveHundredState *v, char *buf, size_t size)
{
    int seat = FiveHundred_ToAct(v);
    int me = FtTable_Me(t);
    if (seat == GAME_NOBODY || t->table.turn.finished) {
        snprintf(buf, size, "The game is over.");
    } else if (seat != me || !TableSession_PersonToAct(&t->table.turn.session)) {
        static const char *const kDots[] = {".", "..", "..."};
        char who[48];
        FtTable_Subject(t, seat, true, who, sizeof who);
        snprintf(buf, size, "%s is %s%s", who, v->phase == FH_PHASE_BID ? "bidding" : "thinking",
                 kDots[(int)(t->time * 2.5f) % 3]);
    } else if (v->phase == FH_PHASE_BID) {
        snprintf(buf, size, "Your call: a lit bid on the table, or pass (a pass is final).");
    } else if (v->phase == FH_PHASE_DISCARD) {
        int chosen = 0;
        for (uint64_t x = t->chosen; x != 0; x &= x - 1) {
            chosen++;
        }
        snprintf(buf, size, "You took up the widow (marked W): pick three cards to lay away (%d chosen).", chosen);
    } else {
        snprintf(buf, size, v->trickCount == 0 ? "Your lead: play a card." : "Play a card: follow suit if you can.");
    }
}

static void DrawStatus(FtTable *t, App *app, const FiveHundredState *v, const FtLayout *l)
{
    char status[200];
    StatusLine(t, v, status, sizeof status);
    float x = l->view.x + 30.0f, w = l->side.x - x - 30.0f;
    TextStyle head = Text_Style(FONT_SANS_BOLD, 19.0f, THEME_CREAM, TEXT_CENTER);
    float y = l->statusY;
    if (t->table.turn.messageTime > 0.0f && t->table.turn.message[0] != '\0') {
        float a = fminf(1.0f, t->table.turn.messageTime * 2.0f);
        SDL_Color c = t->table.turn.messageIsError ? Gfx_Rgba(255, 150, 130, (Uint8)(255 * a))
                                                   : Gfx_Rgba(238, 228, 200, (Uint8)(255 * a));
        TextStyle s = Text_Style(FONT_SANS, 17.0f, c, TEXT_CENTER);
        Text_Draw(&app->gfx, &s, x + w * 0.5f, y - FT_MESSAGE_ABOVE, t->table.turn.message);
    }
    Text_Draw(&app->gfx, &head, x + w * 0.5f, y, status);
}

static const char *SideName(const FtTable *t, const FiveHundredState *v, int side, char *buf, size_t size)
{
    if (v->players == 4) {
        snprintf(buf, size, "%s & %s", FtTable_Name(t, side), FtTable_Name(t, side + 2));
    } else {
        snprintf(buf, size, "%s", FtTable_Name(t, side));
    }
    return buf;
}

static void DrawSide(FtTable *t, App *app, const FiveHundredState *v, const FtLayout *l)
{
    float rowH = 46.0f;
    SDL_FRect r = {l->side.x, l->side.y, l->side.w, 52.0f + rowH * (float)v->sides};
    Ui_DrawPanel(app, r);
    float x = r.x + 16.0f, w = r.w - 32.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 21.0f, THEME_GOLD, TEXT_LEFT);
    char text[128], name[64];
    Text_Draw(&app->gfx, &head, x, r.y + 10.0f, "Five Hundred");
    TextStyle who = Text_Style(FONT_SANS_BOLD, 18.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle pts = Text_Style(FONT_SERIF_BOLD, 26.0f, THEME_GOLD, TEXT_RIGHT);
    TextStyle small = Text_Style(FONT_SANS, 14.0f, THEME_PARCHMENT, TEXT_LEFT);
    for (int s = 0; s < v->sides; s++) {
        float y = r.y + 44.0f + rowH * (float)s;
        Text_Draw(&app->gfx, &who, x, y, SideName(t, v, s, name, sizeof name));
        snprintf(text, sizeof text, "%d", FiveHundred_Net(v, s));
        Text_Draw(&app->gfx, &pts, x + w, y - 4.0f, text);
        snprintf(text, sizeof text, "won %d \xC2\xB7 lost %d \xC2\xB7 tricks %d", v->won[s], v->lost[s],
                 FiveHundred_SideTricks(v, s));
        Text_Draw(&app->gfx, &small, x, y + 22.0f, text);
    }
    /* The deal's status line wraps on a narrow window, so the contract panel grows to hold it. */
    char status[96];
    snprintf(status, sizeof status, "%sDeal %d \xC2\xB7 %s deals%s",
             v->variant == FH_TWO_HANDED ? "Two-handed \xC2\xB7 " : v->variant == FH_FOUR_HANDED ? "Partners \xC2\xB7 " : "",
             v->deal, FtTable_Name(t, v->dealer), v->variant == FH_THREE_HANDED ? " \xC2\xB7 game 500" : "");
    float statusH = Text_DrawWrapped(&app->gfx, &small, x, 0.0f, w, status, false);
    /* The contract, always in view. */
    SDL_FRect c = {l->side.x, r.y + r.h + 10.0f, l->side.w, 130.0f + statusH};
    Ui_DrawPanel(app, c);
    Text_Draw(&app->gfx, &head, x, c.y + 8.0f, "Contract");
    TextStyle line = Text_Style(FONT_SANS, 17.0f, THEME_CREAM, TEXT_LEFT);
    float y = c.y + 40.0f;
    if (v->bid != FH_NO_BID) {
        char bid[16];
        FtView_BidText(v->bid, bid, sizeof bid);
        snprintf(text, sizeof text, "%s %s: %s (%d)", FtTable_Name(t, v->bidder),
                 v->phase == FH_PHASE_BID ? "bids" : "bid", bid, FiveHundred_BidValue(v->bid));
        Text_Draw(&app->gfx, &line, x, y, text);
        if (v->phase != FH_PHASE_BID) {
            int side = FiveHundred_SideOf(v->variant, v->bidder);
            snprintf(text, sizeof text, "Needs %d tricks \xC2\xB7 has won %d", FiveHundred_TricksNeeded(v),
                     FiveHundred_SideTricks(v, side));
            Text_Draw(&app->gfx, &line, x, y + 24.0f, text);
        }
    } else if (v->phase == FH_PHASE_BID) {
        Text_Draw(&app->gfx, &line, x, y, "No bid yet");
    } else {
        Text_DrawWrapped(&app->gfx, &line, x, y, w, "Nobody bid: No-trumps, 10 a trick to everyone", true);
    }
    if (v->phase != FH_PHASE_BID) {
        if (v->trumps < FH_NO_TRUMPS) {
            Suit s = FiveHundred_DenominationSuit(v->trumps);
            snprintf(text, sizeof text, "Trumps: %s %s", TableCard_SuitSymbol(s), Card_SuitName(s));
        } else {
            snprintf(text, sizeof text, "No-trumps: the Joker is master");
        }
        Text_DrawFit(&app->gfx, &line, x, y + 48.0f, w, text); /* the narrow panel of 800x600 */
    }
    Text_DrawWrapped(&app->gfx, &small, x, c.y + c.h - statusH - 6.0f, w, status, true);
    /* The last trick, for a player who looked away. */
    if (v->lastWinner != FH_NOBODY) {
        SDL_FRect p = {l->side.x, c.y + c.h + 10.0f, l->side.w, 56.0f};
        Ui_DrawPanel(app, p);
        char cards[64];
        TableCard_List(v->lastTrick, v->players, "Joker", cards, sizeof cards);
        snprintf(text, sizeof text, "Last trick: %s, to %s", cards, FtTable_Name(t, v->lastWinner));
        Text_DrawWrapped(&app->gfx, &small, x, p.y + 8.0f, w, text, true);
    }
}

void FtView_Draw(FtTable *t, App *app)
{
    const FiveHundredState *v = FtView_State(t);
    FtLayout l;
    FtView_Layout(app, v, FtTable_Me(t), &l);
    Gfx_DrawFelt(&app->gfx);
    if (t->resultUp) {
        /* The last deal's result, with its own prompts; the next deal is dealt once it is read. */
        DrawSide(t, app, v, &l);
        FtResult_Draw(t, app, &l);
        return;
    }
    DrawCentre(t, app, v, &l);
    DrawOthers(t, app, v, &l);
    DrawHand(t, app, v, &l);
    DrawSide(t, app, v, &l);
    DrawStatus(t, app, v, &l);
    TableChoices_Draw(&t->table.turn.choices, app,
                      t->table.focus.group == FT_AREA_CHOICES ? TableFocus_Index(&t->table.focus, FT_AREA_CHOICES)
                                                              : -1);
    TableAnim_Draw(&t->table.turn.anim, app);
    UiPrompt prompts[TABLE_PROMPTS_MAX];
    const char *confirm = v->phase == FH_PHASE_BID ? "Call" : v->phase == FH_PHASE_DISCARD ? "Pick" : "Play";
    Ui_DrawPrompts(app, prompts, TableTurn_Prompts(&t->table.turn, confirm, "Switch row", prompts));
}

/* ---- flights ---- */

static SDL_FRect FromRect(const FtLayout *l, const FiveHundredState *v, int seat, Card c)
{
    int rel = FtView_Rel(v, l->me, seat);
    if (rel != 0) {
        return TableFan_Rect(&l->others[rel], l->others[rel].count / 2, -1);
    }
    Card cards[16];
    int n = FtView_HandCards(v, l->me, cards);
    for (int i = 0; i < n; i++) {
        if (cards[i] == c) {
            return TableFan_Rect(&l->hand, i, -1);
        }
    }
    return TableFan_Rect(&l->hand, n / 2, -1);
}

void FtView_Animate(FtTable *t, App *app, const FiveHundredState *before, int seat, GameAction action)
{
    if (action.kind != FH_ACT_PLAY) {
        if (action.kind == FH_ACT_DISCARD || action.kind == FH_ACT_BID) {
            Audio_Play(SFX_PLACE);
        }
        return;
    }
    int me = FtTable_Me(t);
    FiveHundredState bv;
    FiveHundred_View(before, me, &bv);
    const FiveHundredState *av = FtView_State(t);
    FtLayout lb, la;
    FtView_Layout(app, &bv, me, &lb);
    FtView_Layout(app, av, me, &la);
    Card c = action.cards[0];
    int rel = FtView_Rel(av, me, seat);
    SDL_FRect from = FromRect(&lb, &bv, seat, c);
    float play = App_AnimTime(app, PLAY_TIME);
    if (av->trickCount > 0 && av->deal == bv.deal) {
        TableAnim_Add(&t->table.turn.anim, c, from, la.trick[rel], rel == 0, true, 0.0f, play, FT_ZONE_TRICK);
        return;
    }
    /* The trick is complete: the last card lands, all lie a moment, then go to the winner. */
    int winRel = FtView_Rel(av, me, av->lastWinner);
    SDL_FRect pile = winRel == 0 ? TableFan_Rect(&la.hand, la.hand.count / 2, -1) : la.seatLabel[winRel];
    pile.w = 58.0f;
    pile.h = 81.0f;
    float look = App_AnimTime(app, LOOK_TIME);
    TableAnim_Add(&t->table.turn.anim, c, from, la.trick[rel], rel == 0, true, 0.0f, play, FT_ZONE_TRICK);
    for (int i = 0; i < av->players; i++) {
        int s = (av->lastLeader + i) % av->players;
        int r = FtView_Rel(av, me, s);
        TableFlight *f = TableAnim_Add(&t->table.turn.anim, av->lastTrick[i], la.trick[r], pile, true, false,
                                       play + look, play, FT_ZONE_PILE + winRel);
        f->holdFor = s == seat ? look : play + look;
        f->startSfx = i == 0 ? SFX_FLIP : -1;
    }
    TableAnim_Hold(&t->table.turn.anim, App_AnimTime(app, 0.1f));
}

void FtView_AnimateDeal(FtTable *t, App *app)
{
    const FiveHundredState *v = FtView_State(t);
    int me = FtTable_Me(t);
    FtLayout l;
    FtView_Layout(app, v, me, &l);
    /* The deal starts once the cards now in flight (the last trick going to its winner) have landed. */
    float at = 0.0f;
    for (int i = 0; i < TABLE_MAX_FLIGHTS; i++) {
        const TableFlight *f = &t->table.turn.anim.flights[i];
        if (f->active && f->delay + f->dur - f->t > at) {
            at = f->delay + f->dur - f->t;
        }
    }
    /* What was said of the last deal (its last card) goes with its last trick: nothing of it stays in the next. */
    if (t->table.turn.messageTime > at) {
        t->table.turn.messageTime = at;
    }
    Card cards[16];
    int n = FtView_HandCards(v, me, cards);
    SDL_FRect pack = PackRect(v, &l);
    float dur = App_AnimTime(app, 0.3f);
    float step = App_AnimTime(app, 0.045f);
    float packet = App_AnimTime(app, 0.08f); /* a beat between packets, so the threes can be seen */
    /* Three rounds of three and one of one, from the dealer's left (the seat after him), then the widow. */
    static const int kRound[4] = {3, 3, 3, 1};
    int given[FH_MAX_SEATS] = {0};
    for (int round = 0; round < 4; round++) {
        for (int k = 1; k <= v->players; k++) {
            int seat = (v->dealer + k) % v->players;
            int rel = FtView_Rel(v, me, seat);
            for (int j = 0; j < kRound[round]; j++) {
                int i = given[rel]++;
                TableFlight *f = NULL;
                if (rel == 0 && i < n) {
                    f = TableAnim_Add(&t->table.turn.anim, cards[i], pack, TableFan_Rect(&l.hand, i, -1), false, true,
                                      at, dur, FT_ZONE_HAND0);
                } else if (rel != 0 && i < l.others[rel].count) {
                    f = TableAnim_Add(&t->table.turn.anim, CARD_NONE, pack, TableFan_Rect(&l.others[rel], i, -1), false,
                                      false, at, dur, FT_ZONE_DEALT + rel);
                }
                if (f != NULL && j == 0) {
                    f->startSfx = SFX_DEAL;
                }
                at += step;
            }
            at += packet;
        }
    }
    for (int i = 0; i < v->widowCount; i++) {
        SDL_FRect to = l.widow;
        to.x += (float)i * 14.0f;
        TableFlight *f = TableAnim_Add(&t->table.turn.anim, CARD_NONE, pack, to, false, false, at, dur, FT_ZONE_WIDOW);
        if (f != NULL && i == v->widowCount - 1) {
            f->landSfx = SFX_PLACE;
        }
        at += step;
    }
}
