/* bezique_table_view.c: where everything on Bezique's table is, drawing it, and the flights that show each move. */
#include "bezique_names.h"
#include "bezique_table.h"

#include "app/app.h"
#include "games/table/table_seat_names.h"
#include "platform/audio.h"
#include "render/card_atlas.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define SIDE_W 290.0f
#define PLAY_TIME 0.32f
#define LOOK_TIME 0.75f /* a finished trick stays in view this long before it is taken */
#define DRAW_TIME 0.38f

const BeziqueState *BzView_State(const BzTable *t)
{
    return t->replay ? &t->shown : (const BeziqueState *)(const void *)TableSession_Shown(&t->table.turn.session);
}

int BzTable_Me(const BzTable *t)
{
    return t->replay || t->table.turn.session.viewer < 0 ? 0 : t->table.turn.session.viewer;
}

const char *BzTable_Name(const BzTable *t, int seat)
{
    return TableSession_SeatLabel(&t->table.turn.session, seat);
}

void BzTable_Subject(const BzTable *t, int seat, bool capital, char *buf, size_t size)
{
    TableSeat_Subject(&Bezique_Rules, t->table.turn.session.rec.variant, &t->table.turn.session.seating, seat, capital,
                      buf, size);
}

void BzTable_Whose(const BzTable *t, int seat, bool capital, char *buf, size_t size)
{
    TableSeat_Whose(&Bezique_Rules, t->table.turn.session.rec.variant, &t->table.turn.session.seating, seat, capital,
                    buf, size);
}


/* Suits in the hand alternate colours, trumps first; within a suit, the order of play, highest at the right. */
static int SortKey(Card c, int trumps)
{
    static const int kSuitOrder[SUIT_COUNT] = {0, 1, 3, 2}; /* spades, hearts, clubs, diamonds */
    int suit = (int)Card_Suit(c);
    int group = suit == trumps ? -1 : kSuitOrder[suit];
    return (group + 1) * 16 + Bezique_Strength(c);
}

int BzView_HandCards(const BeziqueState *v, int seat, Card *out)
{
    int n = 0;
    for (int k = 0; k < BEZ_KINDS; k++) {
        for (int i = 0; i < v->side[seat].hand[k] && n < BEZ_HAND_MAX + 1; i++) {
            out[n++] = Bezique_CardAt(k);
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

int BzView_TableCards(const BeziqueState *v, int seat, int *slots, Card *cards)
{
    int n = 0;
    for (int s = 0; s < BEZ_TABLE_SLOTS; s++) {
        if (v->side[seat].table[s] != CARD_NONE) {
            if (slots != NULL) {
                slots[n] = s;
            }
            if (cards != NULL) {
                cards[n] = v->side[seat].table[s];
            }
            n++;
        }
    }
    return n;
}

void BzView_Layout(App *app, const BeziqueState *v, int me, BzLayout *out)
{
    int opp = 1 - me;
    out->me = me;
    SDL_FRect view = Gfx_View(&app->gfx);
    out->view = view;
    /* Type never goes under 12 px, so on a small window the panel's words take more room: it widens with them. */
    float sideW = SIDE_W * fmaxf(1.0f, 12.0f / (15.0f * app->gfx.scale));
    out->side = (SDL_FRect){view.x + view.w - sideW - 14.0f, view.y + 12.0f, sideW, view.h - 24.0f};
    float left = view.x + 24.0f;
    float right = out->side.x - 18.0f;
    float cx = (left + right) * 0.5f;
    float maxW = right - left - 20.0f;
    Card cards[BEZ_HAND_MAX + 1];
    out->hand[0] =
        (TableFan){cx, view.y + view.h - 196.0f, 100.0f, 140.0f, 84.0f, maxW, 20.0f, BzView_HandCards(v, me, cards)};
    /* Backs overlap closely; a hand shown face up (a replay) spreads so its cards can be read. */
    float backPitch = v->viewer == BEZ_FULL_VIEW ? 52.0f : 34.0f;
    out->hand[1] = (TableFan){cx, view.y + 12.0f, 64.0f, 90.0f, backPitch, maxW, 0.0f, v->side[opp].handCount};
    /* A window taller than 16:9 spreads the rows apart instead of leaving a gap above the hand. */
    float extra = view.h - LAYOUT_H;
    out->table[1] =
        (TableFan){cx, view.y + 116.0f + extra * 0.25f, 68.0f, 95.0f, 76.0f, maxW, 0.0f, v->side[opp].tableCount};
    out->table[0] =
        (TableFan){cx, view.y + 410.0f + extra * 0.75f, 68.0f, 95.0f, 76.0f, maxW, 12.0f, v->side[me].tableCount};
    float bandY = view.y + 232.0f + extra * 0.5f;
    out->stock = (SDL_FRect){left + 8.0f, bandY + 14.0f, 86.0f, 120.0f};
    out->turnUp = (SDL_FRect){out->stock.x + 104.0f, out->stock.y + 10.0f, 80.0f, 112.0f};
    /* Rubicon: tricks lie face up in a heap until one with an ace or ten is won. */
    out->heap = (SDL_FRect){out->stock.x + 124.0f, bandY + 26.0f, 68.0f, 95.0f};
    out->trick[0] = (SDL_FRect){cx - 150.0f, bandY + 6.0f, 93.0f, 130.0f};
    out->trick[1] = (SDL_FRect){cx - 40.0f, bandY + 14.0f, 93.0f, 130.0f};
    out->pile[1] = (SDL_FRect){right - 84.0f, bandY + 4.0f, 54.0f, 76.0f};
    out->pile[0] = (SDL_FRect){right - 84.0f, bandY + 88.0f, 54.0f, 76.0f};
    out->choicesY = out->side.y + 352.0f;
}

/* ---- drawing ---- */

static void Glow(App *app, SDL_FRect r, SDL_Color tint)
{
    SDL_FRect g = Gfx_ToPixels(&app->gfx, CardAtlas_GlowRect(r));
    CardAtlas_DrawGlow(app->cards, &g, tint);
}

static void Slot(App *app, SDL_FRect r, Uint8 alpha)
{
    SDL_FRect px = Gfx_ToPixels(&app->gfx, r);
    CardAtlas_DrawSlot(app->cards, &px, alpha);
}

static bool Legal(const BzTable *t, const BeziqueState *v, GameAction a)
{
    return !t->replay && Bezique_Check(v, BzTable_Me(t), a) == BEZ_WHY_OK;
}

static bool HumanPlays(const BzTable *t, const BeziqueState *v)
{
    return !t->replay && !t->table.turn.finished && v->phase == BEZ_PHASE_PLAY && Bezique_ToAct(v) == BzTable_Me(t);
}

static void DrawHands(BzTable *t, App *app, const BeziqueState *v, const BzLayout *l)
{
    /* The other seat's: backs, and face up any card it has shown and still holds. */
    int me = BzTable_Me(t), opp = 1 - me;
    int shown[BEZ_KINDS];
    for (int k = 0; k < BEZ_KINDS; k++) {
        shown[k] = t->replay ? v->side[opp].hand[k] : v->side[opp].known[k];
    }
    int hidden1 = TableAnim_Hidden(&t->table.turn.anim, BZ_ZONE_HAND1, CARD_NONE);
    int k = 0;
    for (int i = 0; i < l->hand[1].count - hidden1; i++) {
        while (k < BEZ_KINDS && shown[k] == 0) {
            k++;
        }
        Card c = k < BEZ_KINDS ? Bezique_CardAt(k) : CARD_NONE;
        if (k < BEZ_KINDS) {
            shown[k]--;
        }
        TableAnim_DrawCard(app, c, c != CARD_NONE, TableFan_Rect(&l->hand[1], i, -1), 255);
    }

    Card cards[BEZ_HAND_MAX + 1];
    int n = BzView_HandCards(v, me, cards);
    bool focusHere = t->table.focus.group == BZ_AREA_HAND && !t->replay;
    int raised = focusHere ? TableFocus_Index(&t->table.focus, BZ_AREA_HAND) : -1;
    if (t->hoverHand >= 0) {
        raised = t->hoverHand;
    }
    bool plays = HumanPlays(t, v);
    int skip[BEZ_KINDS] = {0};
    for (int i = 0; i < n; i++) {
        int kind = Bezique_Index(cards[i]);
        if (skip[kind] < TableAnim_Hidden(&t->table.turn.anim, BZ_ZONE_HAND0, cards[i])) {
            skip[kind]++;
            continue;
        }
        SDL_FRect r = TableFan_Rect(&l->hand[0], i, t->selHand[i] ? i : raised);
        if (t->selHand[i] && i != raised) {
            r.y -= l->hand[0].lift * 0.6f;
        }
        bool dim = plays && !Legal(t, v, Bezique_Play(cards[i], -1));
        if (t->selHand[i]) {
            Glow(app, r, Gfx_Rgba(120, 200, 255, 230));
        } else if (i == raised && Bezique_ToAct(v) == me && !t->table.turn.finished) {
            Glow(app, r, Gfx_Rgba(255, 255, 255, 235));
        }
        TableAnim_DrawCard(app, cards[i], true, r, 255);
        if (dim) {
            Gfx_FillRoundRect(&app->gfx, r, 6.0f, Gfx_Rgba(10, 20, 14, 120));
        }
    }
}

static void DrawTables(BzTable *t, App *app, const BeziqueState *v, const BzLayout *l)
{
    bool plays = HumanPlays(t, v);
    for (int pos = 0; pos < 2; pos++) {
        int seat = pos == 0 ? l->me : 1 - l->me;
        int slots[BEZ_TABLE_SLOTS];
        Card cards[BEZ_TABLE_SLOTS];
        int n = BzView_TableCards(v, seat, slots, cards);
        /* The empty place's caption waits while cards move: cards leaving it (a deal gathered in) still lie on it. */
        if (n == 0 && TableAnim_Idle(&t->table.turn.anim)) {
            TextStyle s = Text_Style(FONT_SANS, 16.0f, Gfx_Rgba(246, 239, 220, 120), TEXT_CENTER);
            char text[96], whose[48];
            BzTable_Whose(t, seat, true, whose, sizeof whose);
            snprintf(text, sizeof text, "%s declared cards lie here", whose);
            Text_Draw(&app->gfx, &s, l->table[pos].cx, l->table[pos].y + 40.0f, text);
            continue;
        }
        int raised = pos == 0 && t->table.focus.group == BZ_AREA_TABLE && !t->replay
                         ? TableFocus_Index(&t->table.focus, BZ_AREA_TABLE)
                         : -1;
        if (pos == 0 && t->hoverTable >= 0) {
            raised = t->hoverTable;
        }
        for (int i = 0; i < n; i++) {
            if (TableAnim_Hidden(&t->table.turn.anim, BZ_ZONE_SLOT(seat, slots[i]), CARD_NONE) > 0) {
                continue;
            }
            bool sel = pos == 0 && t->selTable[slots[i]];
            SDL_FRect r = TableFan_Rect(&l->table[pos], i, sel ? i : raised);
            if (sel) {
                Glow(app, r, Gfx_Rgba(120, 200, 255, 230));
            } else if (pos == 0 && i == raised && Bezique_ToAct(v) == l->me && !t->table.turn.finished) {
                Glow(app, r, Gfx_Rgba(255, 255, 255, 235));
            }
            TableAnim_DrawCard(app, cards[i], true, r, 255);
            if (pos == 0 && plays && !Legal(t, v, Bezique_Play(cards[i], slots[i]))) {
                Gfx_FillRoundRect(&app->gfx, r, 6.0f, Gfx_Rgba(10, 20, 14, 120));
            }
        }
    }
}

static void Caption(App *app, SDL_FRect under, const char *text)
{
    TextStyle s = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(&app->gfx, &s, under.x + under.w * 0.5f, under.y + under.h + 4.0f, text);
}

static void DrawCentre(BzTable *t, App *app, const BeziqueState *v, const BzLayout *l)
{
    char text[64];
    /* Ordinary: the turn-up lies across under the stock, showing trumps until it is taken. */
    if (v->variant == BEZIQUE_ORDINARY && v->turnUp != CARD_NONE) {
        TableAnim_DrawCard(app, v->turnUp, true, l->turnUp, 255);
        Caption(app, l->turnUp, "Turn-up");
    }
    if (v->stockCount > 0) {
        int layers = v->stockCount > 40 ? 4 : (v->stockCount + 9) / 10;
        for (int i = 0; i < layers; i++) {
            SDL_FRect r = l->stock;
            r.x -= (float)i * 1.5f;
            r.y -= (float)i * 1.5f;
            TableAnim_DrawCard(app, CARD_NONE, false, r, 255);
        }
        snprintf(text, sizeof text, "Stock %d", v->stockCount);
    } else {
        Slot(app, l->stock, 90);
        snprintf(text, sizeof text, "Stock empty");
    }
    Caption(app, l->stock, text);

    int heap = v->heapCount - 2 * (TableAnim_Hidden(&t->table.turn.anim, BZ_ZONE_HEAP, CARD_NONE) > 0);
    if (v->variant == BEZIQUE_RUBICON && heap > 0) {
        /* The heap lies face up: its top is the last trick's second card. */
        for (int i = 0; i < (heap > 8 ? 3 : (heap + 3) / 4); i++) {
            SDL_FRect r = l->heap;
            r.x += (float)i * 3.0f;
            r.y -= (float)i * 2.0f;
            Card top = i == (heap > 8 ? 2 : (heap + 3) / 4 - 1) ? v->lastTrick[1] : v->lastTrick[0];
            TableAnim_DrawCard(app, top, true, r, 255);
        }
        snprintf(text, sizeof text, "Heap of %d", heap);
        Caption(app, l->heap, text);
    }
    for (int i = 0; i < v->trickCount; i++) {
        if (TableAnim_Hidden(&t->table.turn.anim, BZ_ZONE_TRICK, v->trick[i]) == 0) {
            TableAnim_DrawCard(app, v->trick[i], true, l->trick[i], 255);
        }
    }
    for (int pos = 0; pos < 2; pos++) {
        int seat = pos == 0 ? l->me : 1 - l->me;
        int n = v->side[seat].taken;
        if (n > 0) {
            int layers = n > 24 ? 3 : (n + 7) / 8;
            for (int i = 0; i < layers; i++) {
                SDL_FRect r = l->pile[pos];
                r.x -= (float)i * 1.5f;
                r.y -= (float)i * 1.5f;
                TableAnim_DrawCard(app, CARD_NONE, false, r, 255);
            }
        } else {
            Slot(app, l->pile[pos], 60);
        }
        TextStyle s = Text_Style(FONT_SANS, 14.0f, THEME_PARCHMENT, TEXT_CENTER);
        float cx = l->pile[pos].x + l->pile[pos].w * 0.5f;
        char tricks[64], whose[48];
        BzTable_Whose(t, seat, true, whose, sizeof whose);
        snprintf(tricks, sizeof tricks, "%s tricks", whose);
        /* Centred on the pile unless that runs it under the side panel. */
        cx = fminf(cx, l->side.x - 10.0f - Text_Width(&app->gfx, &s, tricks) * 0.5f);
        if (pos == 1) {
            Text_Draw(&app->gfx, &s, cx, l->pile[1].y - 19.0f, tricks);
        } else {
            Text_Draw(&app->gfx, &s, cx, l->pile[0].y + l->pile[0].h + 3.0f, tricks);
        }
    }
}

/* What the player should do now, or what the computer is doing: under the trick. */
static void StatusLine(BzTable *t, const BeziqueState *v, char *buf, size_t size)
{
    int seat = Bezique_ToAct(v);
    if (t->replay) {
        snprintf(buf, size, "Replay: move %d of %d", t->replayStep, t->replayRec.count);
    } else if (seat == GAME_NOBODY || t->table.turn.finished) {
        snprintf(buf, size, "The game is over.");
    } else if (seat != BzTable_Me(t)) {
        /* Dots that come and go while it searches, so a long think never looks like a frozen table. */
        static const char *const kDots[] = {".", "..", "..."};
        char who[48];
        BzTable_Subject(t, seat, true, who, sizeof who);
        snprintf(buf, size, "%s is %s%s", who,
                 v->phase == BEZ_PHASE_DECLARE ? "deciding what to declare" : "thinking",
                 kDots[(int)(t->time * 2.5f) % 3]);
    } else if (v->phase == BEZ_PHASE_DECLARE) {
        snprintf(buf, size, "You won the trick: declare, or draw.");
    } else if (v->stockCount == 0 && v->trickCount == 1) {
        snprintf(buf, size, "Follow suit, and win the trick if you can.");
    } else {
        snprintf(buf, size, v->trickCount == 0 ? "Your lead: play a card." : "Play a card to the trick.");
    }
}

static void DrawMessage(BzTable *t, App *app, const BeziqueState *v, const BzLayout *l)
{
    float x = l->trick[1].x + l->trick[1].w + 30.0f;
    float w = l->pile[0].x - 40.0f - x;
    float y = l->trick[0].y + 8.0f;
    char status[160];
    StatusLine(t, v, status, sizeof status);
    TextStyle head = Text_Style(FONT_SANS_BOLD, 20.0f, THEME_CREAM, TEXT_LEFT);
    y += Text_DrawWrapped(&app->gfx, &head, x, y, w, status, true) + 10.0f;
    if (t->table.turn.messageTime > 0.0f && t->table.turn.message[0] != '\0') {
        float a = fminf(1.0f, t->table.turn.messageTime * 2.0f);
        SDL_Color c = t->table.turn.messageIsError ? Gfx_Rgba(255, 150, 130, (Uint8)(255 * a))
                                                   : Gfx_Rgba(238, 228, 200, (Uint8)(255 * a));
        TextStyle s = Text_Style(FONT_SANS, 18.0f, c, TEXT_LEFT);
        Text_DrawWrapped(&app->gfx, &s, x, y, w, t->table.turn.message, true);
    }
}

static void DrawBanner(BzTable *t, App *app, const BzLayout *l)
{
    if (t->bannerTime <= 0.0f) {
        return;
    }
    float age = 1.6f - t->bannerTime;
    float a = fminf(1.0f, t->bannerTime * 2.0f);
    float y = (t->bannerSeat == l->me ? l->table[0].y - 56.0f : l->table[1].y + l->table[1].h + 8.0f) - age * 26.0f;
    TextStyle s = Text_Style(FONT_SERIF_BOLD, 34.0f, Gfx_Rgba(255, 214, 110, (Uint8)(255 * a)), TEXT_CENTER);
    TextStyle sh = Text_Style(FONT_SERIF_BOLD, 34.0f, Gfx_Rgba(0, 0, 0, (Uint8)(160 * a)), TEXT_CENTER);
    Text_Draw(&app->gfx, &sh, l->table[0].cx + 2.0f, y + 3.0f, t->banner);
    Text_Draw(&app->gfx, &s, l->table[0].cx, y, t->banner);
}

static void ScoreRow(App *app, float x, float y, float w, const char *who, const char *level, const BeziqueSide *side,
                     bool ordinary, bool brisques, bool toAct)
{
    TextStyle name = Text_Style(FONT_SANS_BOLD, 19.0f, toAct ? THEME_FOCUS : THEME_CREAM, TEXT_LEFT);
    TextStyle pts = Text_Style(FONT_SERIF_BOLD, 30.0f, THEME_GOLD, TEXT_RIGHT);
    TextStyle small = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_LEFT);
    char text[64];
    Text_Draw(&app->gfx, &name, x, y, who);
    snprintf(text, sizeof text, "%d", ordinary ? (int)side->total : (int)side->score);
    Text_Draw(&app->gfx, &pts, x + w, y - 6.0f, text);
    const char *dot = level[0] != '\0' ? " \xC2\xB7 " : "";
    if (ordinary) {
        snprintf(text, sizeof text, "%s%sthis deal %d", level, dot, (int)side->score);
    } else {
        /* Law 27: nobody counts brisques until the stock is down to twelve. */
        char count[32];
        snprintf(count, sizeof count, brisques ? "brisques %d" : "brisques not yet counted", side->brisques);
        snprintf(text, sizeof text, "%s%s%s%s", level, dot, count, side->carteActive ? " \xC2\xB7 carte blanche" : "");
    }
    Text_Draw(&app->gfx, &small, x, y + 24.0f, text);
}

static void DrawSide(BzTable *t, App *app, const BeziqueState *v, const BzLayout *l)
{
    SDL_FRect r = {l->side.x, l->side.y, l->side.w, 196.0f};
    Ui_DrawPanel(app, r);
    float x = r.x + 16.0f;
    float w = r.w - 32.0f;
    bool ordinary = v->variant == BEZIQUE_ORDINARY;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 21.0f, THEME_GOLD, TEXT_LEFT);
    char text[96];
    snprintf(text, sizeof text, "%s", ordinary ? "Bezique" : "Rubicon Bezique");
    Text_Draw(&app->gfx, &head, x, r.y + 10.0f, text);
    int seat = Bezique_ToAct(v);
    int me = l->me, opp = 1 - me;
    const char *oppLevel = Seating_IsPerson(&t->table.turn.session.seating, opp)
                               ? ""
                               : BezNames_Level(TableSession_LevelAt(&t->table.turn.session, opp));
    bool countable = Bezique_BrisquesCountable(v) || t->replay;
    ScoreRow(app, x, r.y + 44.0f, w, BzTable_Name(t, me), "", &v->side[me], ordinary, countable, seat == me);
    ScoreRow(app, x, r.y + 96.0f, w, BzTable_Name(t, opp), oppLevel, &v->side[opp], ordinary, countable, seat == opp);
    TextStyle small = Text_Style(FONT_SANS, 16.0f, THEME_CREAM, TEXT_LEFT);
    if (v->trumps < SUIT_COUNT) {
        snprintf(text, sizeof text, "Trumps: %s %s", BezNames_SuitSymbol(v->trumps), Card_SuitName((Suit)v->trumps));
    } else {
        snprintf(text, sizeof text, "Trumps: not yet made");
    }
    Text_Draw(&app->gfx, &small, x, r.y + 150.0f, text);
    if (ordinary) {
        snprintf(text, sizeof text, "Deal %d \xC2\xB7 game to 1000", v->deal);
    } else {
        snprintf(text, sizeof text, "Trick %d of 64 \xC2\xB7 stock %d", v->tricks < 64 ? v->tricks + 1 : 64,
                 v->stockCount);
    }
    Text_Draw(&app->gfx, &small, x, r.y + 170.0f, text);
    if (v->trumps < SUIT_COUNT) {
        TextStyle big =
            Text_Style(FONT_SANS_BOLD, 40.0f,
                       v->trumps == SUIT_HEARTS || v->trumps == SUIT_DIAMONDS ? THEME_RED : THEME_CREAM, TEXT_RIGHT);
        Text_Draw(&app->gfx, &big, r.x + r.w - 14.0f, r.y + 140.0f, BezNames_SuitSymbol(v->trumps));
    }

    /* The reminders of combinations held "to score", repeated until scored or forfeited. */
    SDL_FRect p = {l->side.x, r.y + r.h + 10.0f, l->side.w, 136.0f};
    Ui_DrawPanel(app, p);
    Text_Draw(&app->gfx, &head, x, p.y + 8.0f, "To score");
    float y = p.y + 38.0f;
    TextStyle line = Text_Style(FONT_SANS, 16.0f, THEME_CREAM, TEXT_LEFT);
    int lines = 0;
    for (int s = 0; s < 2 && lines < 3; s++) {
        for (int i = 0; i < v->side[s].pendingCount && lines < 3; i++) {
            BeziqueCombo combo = Bezique_PendingCombo(v, s, i);
            char name[48];
            BezNames_Combo(combo, name, sizeof name);
            snprintf(text, sizeof text, "%s: %s, %d", BzTable_Name(t, s), name, Bezique_ComboPoints(v, combo));
            Text_DrawFit(&app->gfx, &line, x, y, w, text); /* "Computer: Marriage in diamonds, 20" in the panel */
            y += 22.0f;
            lines++;
        }
    }
    if (lines == 0) {
        TextStyle soft = Text_Style(FONT_SANS, 16.0f, THEME_PARCHMENT, TEXT_LEFT);
        Text_DrawWrapped(&app->gfx, &soft, x, y, w,
                         "Nothing held back: a combination laid out after the trick's score waits here.", true);
    }
    /* The last trick, for a player who looked away while it was taken. */
    if (v->lastWinner < 2) {
        char a[16], b[16];
        BezNames_Card(v->lastTrick[0], a, sizeof a);
        BezNames_Card(v->lastTrick[1], b, sizeof b);
        char whose[48];
        BzTable_Whose(t, v->lastWinner, false, whose, sizeof whose);
        if (strcmp(whose, "your") == 0) {
            snprintf(whose, sizeof whose, "yours");
        }
        snprintf(text, sizeof text, "Last trick: %s %s, %s", a, b, whose);
        TextStyle last = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_LEFT);
        Gfx_FillRect(&app->gfx, (SDL_FRect){x, p.y + p.h - 30.0f, w, 1.0f}, THEME_PANEL_EDGE);
        Text_DrawFit(&app->gfx, &last, x, p.y + p.h - 25.0f, w, text);
    }
}

void BzView_Draw(BzTable *t, App *app)
{
    const BeziqueState *v = BzView_State(t);
    BzLayout l;
    BzView_Layout(app, v, BzTable_Me(t), &l);
    Gfx_DrawFelt(&app->gfx);
    DrawCentre(t, app, v, &l);
    DrawTables(t, app, v, &l);
    DrawHands(t, app, v, &l);
    DrawSide(t, app, v, &l);
    DrawMessage(t, app, v, &l);
    TableChoices_Draw(&t->table.turn.choices, app,
                      t->table.focus.group == BZ_AREA_CHOICES ? TableFocus_Index(&t->table.focus, BZ_AREA_CHOICES)
                                                              : -1);
    TableAnim_Draw(&t->table.turn.anim, app);
    DrawBanner(t, app, &l);

    if (t->replay) {
        UiPrompt prompts[] = {{ACTION_LEFT, "Move back / forward"}, {ACTION_UP, "First / last"}, {ACTION_BACK, "Done"}};
        Ui_DrawPrompts(app, prompts, 3);
    } else {
        bool declaring = Bezique_ToAct(v) == l.me && v->phase == BEZ_PHASE_DECLARE;
        UiPrompt prompts[TABLE_PROMPTS_MAX];
        const char *confirm = t->table.focus.group == BZ_AREA_CHOICES ? "Choose" : declaring ? "Pick card" : "Play";
        Ui_DrawPrompts(app, prompts, TableTurn_Prompts(&t->table.turn, confirm, "Switch row", prompts));
    }
}

/* ---- flights ---- */

static SDL_FRect HandRect(const BzLayout *l, const BeziqueState *v, int seat, Card c)
{
    if (seat != l->me) {
        return TableFan_Rect(&l->hand[1], l->hand[1].count / 2, -1);
    }
    Card cards[BEZ_HAND_MAX + 1];
    int n = BzView_HandCards(v, l->me, cards);
    for (int i = 0; i < n; i++) {
        if (cards[i] == c) {
            return TableFan_Rect(&l->hand[0], i, -1);
        }
    }
    return TableFan_Rect(&l->hand[0], n / 2, -1);
}

static SDL_FRect TableRect(const BzLayout *l, const BeziqueState *v, int seat, int slot)
{
    int slots[BEZ_TABLE_SLOTS];
    int n = BzView_TableCards(v, seat, slots, NULL);
    int pos = seat == l->me ? 0 : 1;
    for (int i = 0; i < n; i++) {
        if (slots[i] == slot) {
            return TableFan_Rect(&l->table[pos], i, -1);
        }
    }
    return TableFan_Rect(&l->table[pos], n, -1);
}

static void Banner(BzTable *t, int seat, const char *text)
{
    snprintf(t->banner, sizeof t->banner, "%s", text);
    t->bannerTime = 1.6f;
    t->bannerSeat = seat;
}

static void AnimatePlay(BzTable *t, App *app, const BeziqueState *bv, const BzLayout *lb, const BeziqueState *av,
                        const BzLayout *la, int seat, GameAction a)
{
    Card c = a.cards[0];
    int slot = -1;
    for (int s = 0; s < BEZ_TABLE_SLOTS; s++) {
        if (a.choice == (1u << s)) {
            slot = s;
        }
    }
    SDL_FRect from = slot >= 0 ? TableRect(lb, bv, seat, slot) : HandRect(lb, bv, seat, c);
    bool faceFrom = seat == la->me || slot >= 0;
    float play = App_AnimTime(app, PLAY_TIME);
    if (av->trickCount > 0) {
        TableAnim_Add(&t->table.turn.anim, c, from, la->trick[0], faceFrom, true, 0.0f, play, BZ_ZONE_TRICK);
        return;
    }
    /* The trick is complete: the second card lands, both lie a moment, then go to the winner (or the heap). */
    int winner = av->lastWinner < 2 ? av->lastWinner : 0;
    int winnerPos = winner == la->me ? 0 : 1;
    SDL_FRect pile = la->pile[winnerPos];
    if (av->variant == BEZIQUE_RUBICON && !av->lastTookHeap) {
        pile = la->heap;
    }
    int pileZone = winnerPos == 0 ? BZ_ZONE_PILE0 : BZ_ZONE_PILE1;
    if (av->variant == BEZIQUE_RUBICON && !av->lastTookHeap) {
        pileZone = BZ_ZONE_HEAP;
    }
    float look = App_AnimTime(app, LOOK_TIME);
    float take = App_AnimTime(app, PLAY_TIME);
    TableAnim_Add(&t->table.turn.anim, c, from, la->trick[1], faceFrom, true, 0.0f, play, BZ_ZONE_TRICK);
    TableFlight *lead =
        TableAnim_Add(&t->table.turn.anim, bv->trick[0], la->trick[0], pile, true, false, play + look, take, pileZone);
    lead->holdFor = play + look;
    lead->startSfx = -1;
    TableFlight *second =
        TableAnim_Add(&t->table.turn.anim, c, la->trick[1], pile, true, false, play + look, take, pileZone);
    second->holdFor = look;
    second->startSfx = SFX_FLIP;
    TableAnim_Hold(&t->table.turn.anim, App_AnimTime(app, 0.1f));
}

static void AnimateDraw(BzTable *t, App *app, const BeziqueState *bv, const BzLayout *lb, const BeziqueState *av,
                        const BzLayout *la, int winner)
{
    int drawn = (int)bv->stockCount - (int)av->stockCount + (bv->turnUp != av->turnUp && av->turnUp == CARD_NONE);
    float dur = App_AnimTime(app, DRAW_TIME);
    for (int k = 0; k < 2 && k < drawn; k++) {
        int seat = k == 0 ? winner : 1 - winner;
        float delay = (float)k * dur * 0.6f;
        if (seat == la->me) {
            Card c = av->lastDraw[seat];
            TableAnim_Add(&t->table.turn.anim, c, la->stock, HandRect(la, av, seat, c), false, true, delay, dur,
                          BZ_ZONE_HAND0);
        } else {
            SDL_FRect to = TableFan_Rect(&la->hand[1], la->hand[1].count - 1, -1);
            TableAnim_Add(&t->table.turn.anim, CARD_NONE, la->stock, to, false, false, delay, dur, BZ_ZONE_HAND1);
        }
    }
    /* The stock is out: the declared cards go back into the hands for the last tricks. */
    float after = drawn > 0 ? dur * 1.6f : 0.0f;
    for (int seat = 0; seat < 2; seat++) {
        if (bv->side[seat].tableCount == 0 || av->side[seat].tableCount != 0) {
            continue;
        }
        int slots[BEZ_TABLE_SLOTS];
        Card cards[BEZ_TABLE_SLOTS];
        int n = BzView_TableCards(bv, seat, slots, cards);
        for (int i = 0; i < n; i++) {
            SDL_FRect from = TableFan_Rect(&lb->table[seat == lb->me ? 0 : 1], i, -1);
            TableFlight *f = seat == la->me
                                 ? TableAnim_Add(&t->table.turn.anim, cards[i], from, HandRect(la, av, seat, cards[i]),
                                                 true, true, after + (float)i * 0.05f, dur, BZ_ZONE_HAND0)
                                 : TableAnim_Add(&t->table.turn.anim, cards[i], from,
                                                 TableFan_Rect(&la->hand[1], la->hand[1].count / 2, -1), true, false,
                                                 after + (float)i * 0.05f, dur, BZ_ZONE_HAND1);
            f->holdFor = after + 1.0f; /* lies where it was until it is taken up */
            f->startSfx = i == 0 ? SFX_FLIP : -1;
        }
    }
}

static void AnimateDeclare(BzTable *t, App *app, const BeziqueState *bv, const BzLayout *lb, const BeziqueState *av,
                           const BzLayout *la, int seat)
{
    float dur = App_AnimTime(app, PLAY_TIME);
    int k = 0;
    for (int s = 0; s < BEZ_TABLE_SLOTS; s++) {
        Card c = av->side[seat].table[s];
        if (c != CARD_NONE && bv->side[seat].table[s] == CARD_NONE) {
            TableFlight *f =
                TableAnim_Add(&t->table.turn.anim, c, HandRect(lb, bv, seat, c), TableRect(la, av, seat, s),
                              seat == la->me, true, (float)k * dur * 0.4f, dur, BZ_ZONE_SLOT(seat, s));
            f->landSfx = SFX_FLIP;
            k++;
        }
    }
}

void BzView_Animate(BzTable *t, App *app, const BeziqueState *before, int seat, GameAction action)
{
    int me = BzTable_Me(t);
    BeziqueState bv;
    Bezique_View(before, me, &bv);
    const BeziqueState *av = BzView_State(t);
    BzLayout lb, la;
    BzView_Layout(app, &bv, me, &lb);
    BzView_Layout(app, av, me, &la);
    if (av->deal != bv.deal) {
        /* Ordinary Bezique: a deal is over and the next is dealt; say how the last one went. */
        int d = av->historyCount - 1;
        if (d >= 0) {
            snprintf(t->table.turn.message, sizeof t->table.turn.message, "Deal %d is over: %s %d, %s %d. Deal %d.",
                     d + 1, BzTable_Name(t, 0), (int)av->history[d][0], BzTable_Name(t, 1), (int)av->history[d][1],
                     av->deal);
            t->table.turn.messageTime = 6.0f;
            t->table.turn.messageIsError = false;
        }
        snprintf(t->banner, sizeof t->banner, "Deal %d", av->deal);
        t->bannerTime = 1.6f;
        t->bannerSeat = 1;
        BzView_AnimateDeal(t, app);
        return;
    }
    switch (action.kind) {
    case BEZ_ACT_PLAY: AnimatePlay(t, app, &bv, &lb, av, &la, seat, action); break;
    case BEZ_ACT_PASS: AnimateDraw(t, app, &bv, &lb, av, &la, seat); break;
    case BEZ_ACT_DECLARE: AnimateDeclare(t, app, &bv, &lb, av, &la, seat); break;
    default: break;
    }
    int gained = (int)av->side[seat].score - (int)bv.side[seat].score;
    char text[64];
    if (action.kind != BEZ_ACT_PLAY && action.kind != BEZ_ACT_PASS &&
        BezNames_Gain(before, seat, action, gained, text, sizeof text)) {
        Banner(t, seat, text);
        Audio_Play(SFX_SCORE);
    } else if (action.kind == BEZ_ACT_DECLARE) {
        Banner(t, seat, "To score");
        Audio_Play(SFX_FLIP);
    }
}

void BzView_AnimateDeal(BzTable *t, App *app)
{
    const BeziqueState *v = BzView_State(t);
    int me = BzTable_Me(t), opp = 1 - me;
    BzLayout l;
    BzView_Layout(app, v, me, &l);
    Card cards[BEZ_HAND_MAX + 1];
    int n = BzView_HandCards(v, me, cards);
    float dur = App_AnimTime(app, 0.3f);
    float step = App_AnimTime(app, 0.07f);
    int k = 0;
    /* In threes, the non-dealer first, as the cards are dealt. */
    int first = 1 - v->dealer;
    for (int round = 0; round * 3 < n || round * 3 < v->side[opp].handCount; round++) {
        for (int p = 0; p < 2; p++) {
            int seat = p == 0 ? first : 1 - first;
            for (int i = round * 3; i < round * 3 + 3; i++) {
                if (seat == me && i < n) {
                    TableAnim_Add(&t->table.turn.anim, cards[i], l.stock, TableFan_Rect(&l.hand[0], i, -1), false, true,
                                  (float)k++ * step, dur, BZ_ZONE_HAND0);
                } else if (seat == opp && i < v->side[opp].handCount) {
                    TableAnim_Add(&t->table.turn.anim, CARD_NONE, l.stock, TableFan_Rect(&l.hand[1], i, -1), false,
                                  false, (float)k++ * step, dur, BZ_ZONE_HAND1);
                }
            }
        }
    }
    if (v->variant == BEZIQUE_ORDINARY && v->turnUp != CARD_NONE) {
        Audio_Play(SFX_FLIP);
    }
}
