/* piquet_table_view.c: where everything on Piquet's table is, and drawing it: hands, trick, stock, scores, calls, odds. */
#include "piquet_table.h"

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
#define CALL_LINES 9

const PiquetState *PqView_State(const PqTable *t)
{
    return t->replay ? &t->shown : (const PiquetState *)(const void *)TableSession_Shown(&t->table.turn.session);
}

int PqTable_Me(const PqTable *t)
{
    return t->replay || t->table.turn.session.viewer < 0 ? 0 : t->table.turn.session.viewer;
}

/* Suits alternate in colour (spades, hearts, clubs, diamonds); within a suit the highest at the right. */
int PqView_HandCards(const PiquetState *v, int seat, int *out)
{
    static const int kSuitOrder[SUIT_COUNT] = {SUIT_SPADES, SUIT_HEARTS, SUIT_CLUBS, SUIT_DIAMONDS};
    int n = 0;
    for (int s = 0; s < SUIT_COUNT; s++) {
        for (int o = 0; o < 8; o++) {
            int i = kSuitOrder[s] * 8 + o;
            if (v->hand[seat] & (1u << i)) {
                out[n++] = i;
            }
        }
    }
    return n;
}

PiquetMask PqTable_ChosenMask(const PqTable *t)
{
    int cards[PIQ_HAND];
    int n = PqView_HandCards(PqView_State(t), PqTable_Me(t), cards);
    PiquetMask m = 0;
    for (int i = 0; i < n; i++) {
        if (t->chosen[i]) {
            m |= 1u << cards[i];
        }
    }
    return m;
}

void PqView_Layout(App *app, const PiquetState *v, int me, PqLayout *out)
{
    SDL_FRect view = Gfx_View(&app->gfx);
    out->me = me;
    out->view = view;
    out->side = (SDL_FRect){view.x + view.w - SIDE_W - 12.0f, view.y + 10.0f, SIDE_W, view.h - 72.0f}; /* above the prompts */
    float left = view.x + 20.0f;
    float right = out->side.x - 16.0f;
    float cx = (left + right) * 0.5f;
    float maxW = right - left - 10.0f;
    float extra = view.h - 720.0f;
    int cards[PIQ_HAND];
    out->hand[0] = (TableFan){cx, view.y + view.h - 196.0f, 96.0f, 134.0f, 78.0f, maxW, 20.0f,
                              PqView_HandCards(v, me, cards)};
    out->hand[1] = (TableFan){cx, view.y + 14.0f, 64.0f, 90.0f, 40.0f, maxW, 0.0f, v->handCount[1 - me]};
    float bandY = view.y + 190.0f + extra * 0.4f;
    out->stock = (SDL_FRect){left + 6.0f, bandY + 10.0f, 80.0f, 112.0f};
    out->trick[0] = (SDL_FRect){cx - 150.0f, bandY, 93.0f, 130.0f};
    out->trick[1] = (SDL_FRect){cx - 44.0f, bandY + 10.0f, 93.0f, 130.0f};
    out->centre = (SDL_FRect){cx + 70.0f, bandY, right - cx - 70.0f, 150.0f};
    /* The choices (Exchange) end above the "discard" tags over the chosen cards, lifted (1.6 lifts) and
       focused: the tags stand 20 over the lifted cards, the buttons are 54 high. */
    out->choicesY = out->hand[0].y - out->hand[0].lift * 1.6f - 20.0f - 6.0f - 54.0f;
}

static void Caption(App *app, SDL_FRect under, const char *text)
{
    TextStyle s = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(&app->gfx, &s, under.x + under.w * 0.5f, under.y + under.h + 4.0f, text);
}

static void Glow(App *app, SDL_FRect r, SDL_Color tint)
{
    SDL_FRect g = Gfx_ToPixels(&app->gfx, CardAtlas_GlowRect(r));
    CardAtlas_DrawGlow(app->cards, &g, tint);
}

/* Labels the cards chosen to discard. On a tight fan (a small window) neighbouring labels would run into
   each other, so each run of close chosen cards shares one label, over its first card. */
static void DrawDiscardLabels(App *app, const SDL_FRect *marked, int n)
{
    TextStyle s = Text_Style(FONT_SANS_BOLD, 14.0f, Gfx_Rgba(120, 200, 255, 255), TEXT_CENTER);
    float labelW = Text_Width(&app->gfx, &s, "discard");
    for (int i = 0; i < n;) {
        int end = i + 1;
        float top = marked[i].y;
        while (end < n && marked[end].x - marked[end - 1].x < labelW + 6.0f) {
            top = marked[end].y < top ? marked[end].y : top;
            end++;
        }
        Text_Draw(&app->gfx, &s, marked[i].x + 24.0f, top - 20.0f, "discard");
        i = end;
    }
}

static void DrawHands(PqTable *t, App *app, const PiquetState *v, const PqLayout *l)
{
    int me = l->me, opp = 1 - me;
    /* The other's: backs, and face up the cards he has shown in his calls and still holds. */
    int shown[PIQ_HAND], ns = 0;
    for (int i = 0; i < PIQ_CARDS && ns < PIQ_HAND; i++) {
        if (v->hand[opp] & (1u << i)) {
            shown[ns++] = i;
        }
    }
    /* Cards still flying in the deal are drawn by their flights, and land in order from the left. */
    int oppDrawn = l->hand[1].count - TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_HAND1, CARD_NONE);
    for (int i = 0; i < oppDrawn; i++) {
        Card c = i < ns ? Piquet_CardAt(shown[i]) : CARD_NONE;
        TableAnim_DrawCard(app, c, c != CARD_NONE, TableFan_Rect(&l->hand[1], i, -1), 255);
    }
    int cards[PIQ_HAND];
    int n = PqView_HandCards(v, me, cards);
    int raised = t->table.focus.group == PQ_AREA_HAND ? TableFocus_Index(&t->table.focus, PQ_AREA_HAND) : -1;
    if (t->hoverHand >= 0) {
        raised = t->hoverHand;
    }
    bool plays = !t->table.turn.finished && v->phase == PIQ_PHASE_PLAY && Piquet_ToAct(v) == me;
    SDL_FRect marked[PIQ_HAND];
    int nMarked = 0;
    for (int i = 0; i < n; i++) {
        SDL_FRect r = TableFan_Rect(&l->hand[0], i, t->chosen[i] ? i : raised);
        if (t->chosen[i] && i != raised) {
            r.y -= l->hand[0].lift * 0.6f;
        }
        Card c = Piquet_CardAt(cards[i]);
        if (TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_HAND0, c) > 0) {
            continue;
        }
        if (t->chosen[i]) {
            Glow(app, r, Gfx_Rgba(120, 200, 255, 230));
        } else if (i == raised && Piquet_ToAct(v) == me && !t->table.turn.finished) {
            Glow(app, r, Gfx_Rgba(255, 255, 255, 235));
        }
        TableAnim_DrawCard(app, c, true, r, 255);
        if (plays && Piquet_Check(v, me, Piquet_Play(c)) != PIQ_WHY_OK) {
            Gfx_FillRoundRect(&app->gfx, r, 6.0f, Gfx_Rgba(10, 20, 14, 120));
        }
        if (t->chosen[i]) {
            marked[nMarked++] = r;
        }
    }
    DrawDiscardLabels(app, marked, nMarked);
}

/* Where the dealer holds the pack while he deals: by the stock's place, on his side of the table. */
static SDL_FRect PackRect(const PiquetState *v, const PqLayout *l)
{
    SDL_FRect pack = l->stock;
    pack.y += (v->dealer == l->me ? 1.0f : -1.0f) * l->stock.h * 0.6f;
    return pack;
}

/* While a deal flies, the cards not yet given lie in the dealer's hand, thinning as he deals. */
static void DrawPack(const PqTable *t, App *app, const PiquetState *v, const PqLayout *l)
{
    int left = 0;
    for (int i = 0; i < TABLE_MAX_FLIGHTS; i++) {
        const TableFlight *f = &t->table.turn.anim.flights[i];
        left += f->active && !f->started && f->zone >= PQ_ZONE_HAND0 && f->zone <= PQ_ZONE_STOCK;
    }
    SDL_FRect pack = PackRect(v, l);
    for (int i = 0; i < (left + 3) / 4; i++) {
        SDL_FRect r = pack;
        r.x -= (float)i * 1.5f;
        r.y -= (float)i * 1.5f;
        TableAnim_DrawCard(app, CARD_NONE, false, r, 255);
    }
}

static void DrawCentre(PqTable *t, App *app, const PiquetState *v, const PqLayout *l)
{
    DrawPack(t, app, v, l);
    char text[64];
    int left = PIQ_STOCK - v->stockPos;
    int dealing = TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_STOCK, CARD_NONE);
    if (v->phase >= PIQ_PHASE_EXCHANGE && left > 0 && dealing < left) {
        for (int i = 0; i < (left - dealing + 2) / 3; i++) {
            SDL_FRect r = l->stock;
            r.x -= (float)i * 1.5f;
            r.y -= (float)i * 1.5f;
            TableAnim_DrawCard(app, CARD_NONE, false, r, 255);
        }
        /* Cards of the stock the viewer has seen lie face up on it (the elder's left cards, or after a look). */
        int seen = 0;
        for (int i = v->stockPos; i < PIQ_STOCK; i++) {
            if (v->stock[i] != 0xFF) {
                SDL_FRect r = {l->stock.x + 10.0f + (float)seen * 16.0f, l->stock.y + l->stock.h + 24.0f, 48.0f, 67.0f};
                TableAnim_DrawCard(app, Piquet_CardAt(v->stock[i]), true, r, 255);
                seen++;
            }
        }
        snprintf(text, sizeof text, "Stock %d", left);
        Caption(app, l->stock, text);
    }
    /* The trick on the table, or the one just won for a moment. */
    if (v->phase == PIQ_PHASE_PLAY || v->phase == PIQ_PHASE_LOOK) {
        /* A card still flying is drawn by its flight, not in its place. */
        if (v->trickCount == 1) {
            Card lead = Piquet_CardAt(v->trickCards[v->tricksDone][0]);
            if (TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_TRICK, lead) == 0) {
                TableAnim_DrawCard(app, lead, true, l->trick[0], 255);
            }
        } else if (t->lastTrickTime > 0.0f) {
            TableAnim_DrawCard(app, Piquet_CardAt(t->lastTrick[0]), true, l->trick[0], 255);
            Card second = Piquet_CardAt(t->lastTrick[1]);
            if (TableAnim_Hidden(&t->table.turn.anim, PQ_ZONE_TRICK, second) == 0) {
                TableAnim_DrawCard(app, second, true, l->trick[1], 255);
            }
        }
    }
    /* What the player should do now, and the last thing said. */
    int seat = Piquet_ToAct(v);
    char status[160];
    static const char *const kDots[] = {".", "..", "..."};
    if (t->replay) {
        snprintf(status, sizeof status, "Replay: move %d of %d.", t->replayStep, t->replayRec.count);
    } else if (seat == GAME_NOBODY || t->table.turn.finished) {
        snprintf(status, sizeof status, "The partie is over.");
    } else if (seat != l->me) {
        char who[48];
        TableSeat_Subject(&Piquet_Rules, t->table.turn.session.rec.variant, &t->table.turn.session.seating, seat, true,
                          who, sizeof who);
        snprintf(status, sizeof status, "%s is thinking%s", who, kDots[(int)(t->time * 2.5f) % 3]);
    } else {
        switch (v->phase) {
        case PIQ_PHASE_CHOOSE: snprintf(status, sizeof status, "You won the cut: choose to deal or to be elder."); break;
        case PIQ_PHASE_EXCHANGE:
            snprintf(status, sizeof status, "Pick the cards to discard, then Exchange (%s).",
                     l->me == Piquet_Elder(v)    ? "one to five"
                     : v->variant >= PIQUET_CENT ? "or keep all, au cent" /* the dealer may decline */
                                                 : "one at least");
            break;
        case PIQ_PHASE_DECLARE: snprintf(status, sizeof status, "Your call: the %s.", v->item == 0 ? "point" : v->item == 1 ? "sequence" : "quatorze or trio"); break;
        case PIQ_PHASE_LOOK: snprintf(status, sizeof status, "Look at the cards left in the stock?"); break;
        default: snprintf(status, sizeof status, v->trickCount == 0 ? "Your lead." : "Play to the trick: follow suit if you can."); break;
        }
    }
    TextStyle head = Text_Style(FONT_SANS_BOLD, 20.0f, THEME_CREAM, TEXT_LEFT);
    float y = l->centre.y;
    y += Text_DrawWrapped(&app->gfx, &head, l->centre.x, y, l->centre.w, status, true) + 8.0f;
    if (t->table.turn.messageTime > 0.0f && t->table.turn.message[0] != '\0') {
        float a = fminf(1.0f, t->table.turn.messageTime * 2.0f);
        SDL_Color c = t->table.turn.messageIsError ? Gfx_Rgba(255, 150, 130, (Uint8)(255 * a))
                                                   : Gfx_Rgba(238, 228, 200, (Uint8)(255 * a));
        TextStyle s = Text_Style(FONT_SANS, 17.0f, c, TEXT_LEFT);
        Text_DrawWrapped(&app->gfx, &s, l->centre.x, y, l->centre.w, t->table.turn.message, true);
    }
}

static void ScoreRow(PqTable *t, App *app, const PiquetState *v, int seat, float x, float y, float w, bool toAct)
{
    TextStyle name = Text_Style(FONT_SANS_BOLD, 18.0f, toAct ? THEME_FOCUS : THEME_CREAM, TEXT_LEFT);
    TextStyle pts = Text_Style(FONT_SERIF_BOLD, 28.0f, THEME_GOLD, TEXT_RIGHT);
    TextStyle small = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_LEFT);
    char text[96];
    const char *label = TableSession_SeatLabel(&t->table.turn.session, seat);
    snprintf(text, sizeof text, "%s%s", label, seat == v->dealer ? " (dealer)" : " (elder)");
    Text_Draw(&app->gfx, &name, x, y, text);
    int m = Piquet_Multiplier(v, v->deal);
    snprintf(text, sizeof text, "%d", v->total[seat] + m * v->dealScore[seat]);
    Text_Draw(&app->gfx, &pts, x + w, y - 6.0f, text);
    snprintf(text, sizeof text, "this deal %d \xC2\xB7 tricks %d", v->dealScore[seat], v->tricksWon[seat]);
    Text_Draw(&app->gfx, &small, x, y + 23.0f, text);
}

static void DrawScores(PqTable *t, App *app, const PiquetState *v, const PqLayout *l, SDL_FRect r)
{
    Ui_DrawPanel(app, r);
    float x = r.x + 14.0f, w = r.w - 28.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 20.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle small = Text_Style(FONT_SANS, 15.0f, THEME_CREAM, TEXT_LEFT);
    static const char *const kForm[PIQUET_VARIANT_COUNT] = {"Rubicon partie", "Four-deal partie", "Piquet au cent",
                                                             "Au cent, best of five"};
    Text_Draw(&app->gfx, &head, x, r.y + 8.0f, kForm[v->variant < PIQUET_VARIANT_COUNT ? v->variant : 0]);
    char text[96];
    int deals = Piquet_PartieDeals(v->variant);
    if (deals > 0) {
        snprintf(text, sizeof text, "Deal %d of %d%s", v->deal > 0 ? v->deal : 1, v->deal > deals ? v->deal : deals,
                 Piquet_Multiplier(v, v->deal) > 1 ? " \xC2\xB7 counts double" : "");
    } else if (v->variant == PIQUET_CENT) {
        snprintf(text, sizeof text, "Deal %d \xC2\xB7 to 100", v->deal);
    } else {
        /* The games won only where there are several: a narrow panel has no room for what says nothing. */
        snprintf(text, sizeof text, "Game %d \xC2\xB7 deal %d \xC2\xB7 games %d-%d", v->game, v->deal,
                 v->gamesWon[l->me], v->gamesWon[1 - l->me]);
    }
    Text_DrawFit(&app->gfx, &small, x, r.y + 34.0f, w, text);
    int seat = Piquet_ToAct(v);
    ScoreRow(t, app, v, l->me, x, r.y + 62.0f, w, seat == l->me);
    ScoreRow(t, app, v, 1 - l->me, x, r.y + 110.0f, w, seat == 1 - l->me);
}

/* A cut card as the panels write cards ("8♦"). */
static const char *CutCardText(Card c, char *buf)
{
    return TableCard_Text(c, "Joker", buf);
}

/* The calls as spoken, the latest at the foot; a scored item's cards shown face up beneath while it is the latest. */
static void DrawCalls(PqTable *t, App *app, const PiquetState *v, SDL_FRect r)
{
    Ui_DrawPanel(app, r);
    float x = r.x + 14.0f, w = r.w - 28.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 20.0f, THEME_GOLD, TEXT_LEFT);
    Text_Draw(&app->gfx, &head, x, r.y + 8.0f, "The calls");
    PiquetCallLine lines[PIQ_CALL_LINES];
    int n = Piquet_Calls(v, lines, PIQ_CALL_LINES);
    float y = r.y + 38.0f;
    TextStyle soft = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_LEFT);
    if (n == 0) {
        if (v->deal <= 1) {
            /* The partie's first deal: the cut that decided who deals (au cent the lower card deals). */
            char cut[PIQ_CALL_TEXT + 40], names[2][48];
            for (int p = 0; p < 2; p++) {
                TableSeat_Subject(&Piquet_Rules, t->table.turn.session.rec.variant, &t->table.turn.session.seating, p,
                                  false, names[p], sizeof names[p]);
            }
            const char *const who[2] = {names[0], names[1]};
            Piquet_DescribeCut(v, who, CutCardText, cut, sizeof cut);
            TextStyle cream = Text_Style(FONT_SANS, 15.0f, THEME_CREAM, TEXT_LEFT);
            y += Text_DrawWrapped(&app->gfx, &cream, x, y, w, cut, true) + 8.0f;
        }
        Text_DrawWrapped(&app->gfx, &soft, x, y, w, "After the exchange the elder calls his point, sequence and sets; "
                                                   "the answers come here as they are spoken.", true);
        return;
    }
    float bottom = r.y + r.h - 8.0f;
    PiquetMask lastShown = lines[n - 1].shown;
    if (lastShown != 0) {
        bottom -= 76.0f;
    }
    /* The latest lines that fit, oldest first: measure back from the last. */
    char texts[PIQ_CALL_LINES][PIQ_CALL_TEXT + 40];
    int first = n;
    float need = 0.0f;
    for (int i = n - 1; i >= 0 && i >= n - CALL_LINES; i--) {
        const char *who = TableSession_SeatLabel(&t->table.turn.session, lines[i].seat);
        snprintf(texts[i], sizeof texts[i], "%s: %s", who, lines[i].text);
        TextStyle s = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_CREAM, TEXT_LEFT);
        float h = Text_DrawWrapped(&app->gfx, &s, x, y, w, texts[i], false) + 2.0f;
        if (y + need + h > bottom) {
            break;
        }
        need += h;
        first = i;
    }
    for (int i = first; i < n; i++) {
        TextStyle s = Text_Style(i == n - 1 ? FONT_SANS_BOLD : FONT_SANS, 15.0f, i == n - 1 ? THEME_CREAM : THEME_PARCHMENT,
                                 TEXT_LEFT);
        y += Text_DrawWrapped(&app->gfx, &s, x, y, w, texts[i], true) + 2.0f;
    }
    if (lastShown != 0) {
        int k = 0;
        for (int i = PIQ_CARDS - 1; i >= 0; i--) {
            if (lastShown & (1u << i)) {
                SDL_FRect c = {x + (float)k * 22.0f, r.y + r.h - 80.0f, 50.0f, 70.0f};
                TableAnim_DrawCard(app, Piquet_CardAt(i), true, c, 255);
                k++;
            }
        }
    }
}

/* The exchange's help: the exact chances of the discard chosen, and the hint's reason. */
static void DrawOdds(PqTable *t, App *app, const PiquetState *v, SDL_FRect r)
{
    Ui_DrawPanel(app, r);
    float x = r.x + 14.0f, w = r.w - 28.0f;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 20.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle line = Text_Style(FONT_SANS, 15.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle soft = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_LEFT);
    float y = r.y + 8.0f;
    if (v->phase != PIQ_PHASE_EXCHANGE || Piquet_ToAct(v) != PqTable_Me(t)) {
        Text_Draw(&app->gfx, &head, x, y, "Tricks");
        y += 28.0f;
        if (v->tricksDone > 0) {
            int last = v->tricksDone - 1;
            char a[TABLE_CARD_TEXT_MAX], b[TABLE_CARD_TEXT_MAX], text[96];
            TableCard_Text(Piquet_CardAt(v->trickCards[last][0]), "Joker", a);
            TableCard_Text(Piquet_CardAt(v->trickCards[last][1]), "Joker", b);
            snprintf(text, sizeof text, "Last trick: %s %s, to %s", a, b,
                     TableSession_SeatLabel(&t->table.turn.session, v->trickWinner[last]));
            Text_DrawWrapped(&app->gfx, &line, x, y, w, text, true);
        } else {
            Text_DrawWrapped(&app->gfx, &soft, x, y, w, "A point for each card led, and for each trick won second.", true);
        }
        return;
    }
    Text_Draw(&app->gfx, &head, x, y, "The odds of this discard");
    y += 28.0f;
    char text[160];
    if (!t->oddsValid) {
        y += Text_DrawWrapped(&app->gfx, &soft, x, y, w, "Pick cards to discard: the chances of what they may bring "
                                                        "are worked out over every draw.", true);
    } else {
        snprintf(text, sizeof text, "Over all %ld draws from %d unseen cards:", t->odds.draws, t->odds.unseen);
        y += Text_DrawWrapped(&app->gfx, &soft, x, y, w, text, true) + 2.0f;
        snprintf(text, sizeof text, "a quint or better %.1f%% \xC2\xB7 a quatorze %.1f%%", 100 * t->odds.quint,
                 100 * t->odds.quatorze);
        y += Text_DrawWrapped(&app->gfx, &line, x, y, w, text, true) + 2.0f;
        snprintf(text, sizeof text, "a point of six or more %.1f%% \xC2\xB7 worth %.1f", 100 * t->odds.point,
                 t->odds.value);
        y += Text_DrawWrapped(&app->gfx, &line, x, y, w, text, true) + 4.0f;
    }
    if (t->hint[0] != '\0') {
        TextStyle hint = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_FOCUS, TEXT_LEFT);
        Text_DrawWrapped(&app->gfx, &hint, x, y, w, t->hint, true);
    }
}

void PqView_Draw(PqTable *t, App *app)
{
    const PiquetState *v = PqView_State(t);
    PqLayout l;
    PqView_Layout(app, v, PqTable_Me(t), &l);
    Gfx_DrawFelt(&app->gfx);
    if (!t->resultUp) {
        DrawCentre(t, app, v, &l);
        DrawHands(t, app, v, &l);
    }
    float h = l.side.h;
    SDL_FRect scores = {l.side.x, l.side.y, l.side.w, 162.0f};
    float rest = h - 162.0f - 20.0f;
    /* While the player chooses a discard the odds need room; otherwise the calls do. */
    bool choosing = v->phase == PIQ_PHASE_EXCHANGE && Piquet_ToAct(v) == l.me && !t->replay;
    SDL_FRect calls = {l.side.x, scores.y + scores.h + 10.0f, l.side.w, rest * (choosing ? 0.5f : 0.74f)};
    SDL_FRect odds = {l.side.x, calls.y + calls.h + 10.0f, l.side.w, rest - calls.h};
    DrawScores(t, app, v, &l, scores);
    DrawCalls(t, app, v, calls);
    DrawOdds(t, app, v, odds);
    SDL_FRect centre = {l.view.x + 20.0f, l.choicesY, l.side.x - l.view.x - 40.0f, 60.0f};
    TableChoices_Layout(&t->table.turn.choices, app, centre.x + centre.w * 0.5f, l.choicesY, centre.w);
    if (t->resultUp) {
        PqResult_Draw(t, app, &l); /* the last deal's result, with its own prompts; the next is dealt once read */
        return;
    }
    TableChoices_Draw(&t->table.turn.choices, app,
                      t->table.focus.group == PQ_AREA_CHOICES ? TableFocus_Index(&t->table.focus, PQ_AREA_CHOICES)
                                                              : -1);
    TableAnim_Draw(&t->table.turn.anim, app);
    if (t->replay) {
        UiPrompt replay[] = {{ACTION_LEFT, "Move back / forward"}, {ACTION_UP, "First / last"}, {ACTION_BACK, "Done"}};
        Ui_DrawPrompts(app, replay, 3);
        return;
    }
    UiPrompt prompts[TABLE_PROMPTS_MAX];
    const char *confirm = t->table.focus.group == PQ_AREA_CHOICES ? "Choose"
                          : v->phase == PIQ_PHASE_EXCHANGE        ? "Pick card"
                                                                  : "Play";
    Ui_DrawPrompts(app, prompts, TableTurn_Prompts(&t->table.turn, confirm, "Switch row", prompts));
}

void PqView_AnimateDeal(PqTable *t, App *app, float after)
{
    const PiquetState *v = PqView_State(t);
    int me = PqTable_Me(t), opp = 1 - me;
    PqLayout l;
    PqView_Layout(app, v, me, &l);
    int cards[PIQ_HAND];
    int n = PqView_HandCards(v, me, cards);
    float dur = App_AnimTime(app, 0.3f);
    float step = App_AnimTime(app, 0.06f);
    float packet = App_AnimTime(app, 0.12f); /* a beat between packets, so the threes can be seen */
    float at = after;
    SDL_FRect pack = PackRect(v, &l);
    /* The dealer gives three to the elder, three to himself, four times (the book
       allows twos or threes: threes it is, for the whole partie), then lays the eight left down as the stock. */
    int elder = 1 - v->dealer;
    for (int round = 0; round * 3 < PIQ_HAND; round++) {
        for (int p = 0; p < 2; p++) {
            int seat = p == 0 ? elder : 1 - elder;
            for (int i = round * 3; i < round * 3 + 3; i++) {
                TableFlight *f = NULL;
                if (seat == me && i < n) {
                    f = TableAnim_Add(&t->table.turn.anim, Piquet_CardAt(cards[i]), pack,
                                      TableFan_Rect(&l.hand[0], i, -1), false, true, at, dur, PQ_ZONE_HAND0);
                } else if (seat == opp && i < l.hand[1].count) {
                    f = TableAnim_Add(&t->table.turn.anim, CARD_NONE, pack, TableFan_Rect(&l.hand[1], i, -1), false,
                                      false, at, dur, PQ_ZONE_HAND1);
                }
                if (f != NULL && i == round * 3) {
                    f->startSfx = SFX_DEAL;
                }
                at += step;
            }
            at += packet;
        }
    }
    int left = PIQ_STOCK - v->stockPos;
    for (int i = 0; i < left; i++) {
        TableFlight *f = TableAnim_Add(&t->table.turn.anim, CARD_NONE, pack, l.stock, false, false,
                                       at + (float)i * step * 0.5f, dur, PQ_ZONE_STOCK);
        if (f != NULL && i == left - 1) {
            f->landSfx = SFX_PLACE;
        }
    }
}
