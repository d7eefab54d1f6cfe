/* quinto_table_view.c: where everything on Quinto's table is, drawing it, the flights of each move, quints called out. */
#include "quinto_table.h"

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

#define SIDE_W 330.0f /* wide enough for its lines at 800x600, where type stays at its smallest readable size */
#define PLAY_TIME 0.30f
#define LOOK_TIME 0.8f    /* a finished trick stays in view this long before it is taken */
#define CALLOUT_TIME 2.4f /* a quint's callout */
#define QUINT_LIFT 22.0f   /* how far the cards of a quint rise in the trick */
#define CACHETTE_TIME 3.2f

const QuintoState *QtView_State(const QtTable *t)
{
    return t->replay ? &t->shown : (const QuintoState *)(const void *)TableSession_Shown(&t->table.turn.session);
}

int QtTable_Me(const QtTable *t)
{
    return t->replay || t->table.turn.session.viewer < 0 ? 0 : t->table.turn.session.viewer;
}

int QtTable_PlaySeat(const QtTable *t)
{
    const QuintoState *v = QtView_State(t);
    int toAct = Quinto_ToAct(v);
    if (t->replay || toAct == GAME_NOBODY || t->table.turn.finished ||
        !TableSession_PersonToAct(&t->table.turn.session)) {
        return -1;
    }
    return toAct;
}

int QtView_Pos(int me, int seat)
{
    return (seat - me + 4) % 4;
}

bool QtView_Showing(const QtTable *t)
{
    return t->calloutTime > 0.0f || t->cachetteTime > 0.0f;
}

/* Left to right: Quint Royal, then spades, hearts, clubs, diamonds (the colours alternate), low to high. */
static int SortKey(Card c)
{
    if (c == CARD_QUINT_ROYAL) {
        return -1;
    }
    static const int kGroup[SUIT_COUNT] = {0, 1, 3, 2}; /* by Suit: S H D C */
    return kGroup[Card_Suit(c)] * 16 + Card_Rank(c);
}

int QtView_HandCards(const QuintoState *v, int seat, Card *out)
{
    int n = 0;
    for (uint64_t m = v->hand[seat]; m != 0 && n < QUINTO_HAND; m &= m - 1) {
        out[n++] = Quinto_CardAt(__builtin_ctzll(m));
    }
    for (int i = 1; i < n; i++) {
        Card c = out[i];
        int j = i;
        while (j > 0 && SortKey(out[j - 1]) > SortKey(c)) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = c;
    }
    return n;
}

void QtView_Layout(App *app, const QuintoState *v, int me, QtLayout *out)
{
    out->me = me;
    SDL_FRect view = Gfx_View(&app->gfx);
    out->view = view;
    out->side = (SDL_FRect){view.x + view.w - SIDE_W - 12.0f, view.y + 10.0f, SIDE_W, view.h - 20.0f};
    float left = view.x + 16.0f;
    float right = out->side.x - 12.0f;
    float cx = (left + right) * 0.5f;
    float maxW = right - left - 16.0f;
    float extra = view.h - LAYOUT_H;
    for (int pos = 0; pos < 4; pos++) {
        int seat = (me + pos) % 4;
        bool face = v->hand[seat] != 0;
        int count = v->handCount[seat];
        switch (pos) {
        case 0:
            out->hand[0] = (TableFan){cx, view.y + view.h - 194.0f, 96.0f, 134.0f, 72.0f, maxW, 20.0f, count};
            break;
        case 2:
            out->hand[2] = (TableFan){cx,
                                      view.y + (face ? 22.0f : 12.0f),
                                      face ? 72.0f : 60.0f,
                                      face ? 100.0f : 84.0f,
                                      face ? 46.0f : 22.0f,
                                      maxW * 0.7f,
                                      face ? 14.0f : 0.0f,
                                      count};
            break;
        default: {
            /* The side seats: a short fan of backs (or of cards, for a dummy face up) at mid height. */
            float w = face ? 58.0f : 46.0f;
            float pitch = face ? 17.0f : 9.0f;
            float fanW = w + pitch * 11.0f;
            float fx = pos == 1 ? left + fanW * 0.5f : right - fanW * 0.5f;
            out->hand[pos] = (TableFan){fx, view.y + 250.0f + extra * 0.5f, w, w * 1.4f, pitch, fanW, 0.0f, count};
            break;
        }
        }
    }
    out->cx = cx;
    out->cy = view.y + 300.0f + extra * 0.5f;
    float cw = 78.0f, ch = 109.0f;
    out->trick[0] = (SDL_FRect){cx - cw * 0.5f, out->cy + 18.0f, cw, ch};
    out->trick[2] = (SDL_FRect){cx - cw * 0.5f, out->cy - ch - 18.0f, cw, ch};
    out->trick[1] = (SDL_FRect){cx - cw * 1.6f, out->cy - ch * 0.5f, cw, ch};
    out->trick[3] = (SDL_FRect){cx + cw * 0.6f, out->cy - ch * 0.5f, cw, ch};
    /* Its caption (20 under it) above the hand's card lifted by the focus. */
    out->cachette = (SDL_FRect){left + 20.0f,
                                fminf(out->cy + 110.0f + extra * 0.2f, out->hand[0].y - out->hand[0].lift - 26.0f - 84.0f),
                                60.0f, 84.0f};
    out->choicesY = out->side.y + 330.0f;
}

/* ---- drawing ---- */

static void Glow(App *app, SDL_FRect r, SDL_Color tint)
{
    SDL_FRect g = Gfx_ToPixels(&app->gfx, CardAtlas_GlowRect(r));
    CardAtlas_DrawGlow(app->cards, &g, tint);
}

static void DrawHands(QtTable *t, App *app, const QuintoState *v, const QtLayout *l)
{
    int playSeat = QtTable_PlaySeat(t);
    for (int pos = 0; pos < 4; pos++) {
        int seat = (l->me + pos) % 4;
        const TableFan *fan = &l->hand[pos];
        int hidden = TableAnim_Hidden(&t->table.turn.anim, QT_ZONE_HAND0 + pos, CARD_NONE);
        if (v->hand[seat] == 0) {
            for (int i = 0; i < fan->count - hidden; i++) {
                TableAnim_DrawCard(app, CARD_NONE, false, TableFan_Rect(fan, i, -1), 255);
            }
            continue;
        }
        Card cards[QUINTO_HAND];
        int n = QtView_HandCards(v, seat, cards);
        bool mine = seat == playSeat;
        int raised = -1;
        if (mine) {
            raised =
                t->hover >= 0
                    ? t->hover
                    : (t->table.focus.group == QT_AREA_HAND ? TableFocus_Index(&t->table.focus, QT_AREA_HAND) : -1);
        }
        for (int i = 0; i < n; i++) {
            if (TableAnim_Hidden(&t->table.turn.anim, QT_ZONE_HAND0 + pos, cards[i]) > 0) {
                continue;
            }
            SDL_FRect r = TableFan_Rect(fan, i, raised);
            if (mine && i == raised) {
                Glow(app, r, Gfx_Rgba(255, 255, 255, 235));
            }
            TableAnim_DrawCard(app, cards[i], true, r, 255);
            if (mine && v->phase == QUINTO_PHASE_PLAY &&
                Quinto_Check(v, seat, Quinto_Play(cards[i])) != QUINTO_WHY_VIEW) {
                Gfx_FillRoundRect(&app->gfx, r, 6.0f, Gfx_Rgba(10, 20, 14, 120)); /* not playable now */
            }
        }
    }
}

static void Label(App *app, float cx, float y, const char *text, SDL_Color color)
{
    TextStyle s = Text_Style(FONT_SANS_BOLD, 16.0f, color, TEXT_CENTER);
    Text_Draw(&app->gfx, &s, cx, y, text);
}

static void DrawSeatNames(QtTable *t, App *app, const QuintoState *v, const QtLayout *l)
{
    int toAct = Quinto_ToAct(v);
    for (int pos = 0; pos < 4; pos++) {
        int seat = (l->me + pos) % 4;
        const TableFan *f = &l->hand[pos];
        char text[80];
        const char *label = TableSession_SeatLabel(&t->table.turn.session, seat);
        snprintf(text, sizeof text, "%s%s%s", label, seat == v->dealer ? " \xC2\xB7 dealer" : "",
                 v->doubledBy == seat     ? " \xC2\xB7 doubled"
                 : v->redoubledBy == seat ? " \xC2\xB7 redoubled"
                                          : "");
        if (strcmp(label, Quinto_SeatName(v->variant, seat)) != 0 && pos != 0) {
            snprintf(text, sizeof text, "%s (%s)%s", Quinto_SeatName(v->variant, seat), label,
                     seat == v->dealer ? " \xC2\xB7 dealer" : "");
        }
        SDL_Color c = seat == toAct && !t->table.turn.finished ? THEME_FOCUS : THEME_PARCHMENT;
        /* The bottom seat's name above its card lifted by the focus; a side seat's kept on the felt (a long one,
           "West · redoubled", reached past the window's edge at 800x600). */
        float y = pos == 0 ? f->y - f->lift - 24.0f : pos == 2 ? f->y + f->h + 4.0f : f->y + f->h + 6.0f;
        TextStyle s = Text_Style(FONT_SANS_BOLD, 16.0f, c, TEXT_CENTER);
        float half = Text_Width(&app->gfx, &s, text) * 0.5f;
        float x = fminf(fmaxf(f->cx, l->view.x + 6.0f + half), l->side.x - 6.0f - half);
        Label(app, x, y, text, c);
    }
}

static void DrawCentre(QtTable *t, App *app, const QuintoState *v, const QtLayout *l)
{
    /* The cachette lies face down by the dealer's side until the hand is over. */
    if (v->phase != QUINTO_PHASE_OVER) {
        for (int i = 0; i < QUINTO_CACHETTE; i++) {
            SDL_FRect r = l->cachette;
            r.x += (float)i * 3.0f;
            r.y -= (float)i * 2.0f;
            TableAnim_DrawCard(app, CARD_NONE, false, r, 255);
        }
        TextStyle s = Text_Style(FONT_SANS, 14.0f, THEME_PARCHMENT, TEXT_CENTER);
        Text_Draw(&app->gfx, &s, l->cachette.x + l->cachette.w * 0.5f + 6.0f, l->cachette.y + l->cachette.h + 4.0f,
                  "Cachette");
    }
    for (int i = 0; i < v->trickCount; i++) {
        int seat = (v->leader + i) % 4;
        if (TableAnim_Hidden(&t->table.turn.anim, QT_ZONE_TRICK, v->trick[i]) == 0) {
            TableAnim_DrawCard(app, v->trick[i], true, l->trick[QtView_Pos(l->me, seat)], 255);
        }
    }
    /* The cachette shown once the hand's last trick has been taken: not under its cards still lying there. */
    if (t->cachetteTime > 0.0f && TableAnim_Hidden(&t->table.turn.anim, QT_ZONE_TAKEN, CARD_NONE) == 0) {
        float a = fminf(1.0f, t->cachetteTime * 2.0f);
        float w = 70.0f, gap = 12.0f;
        float x0 = l->cx - (5.0f * w + 4.0f * gap) * 0.5f;
        SDL_FRect panel = {x0 - 16.0f, l->cy - 84.0f, 5.0f * w + 4.0f * gap + 32.0f, 170.0f};
        TextStyle s = Text_Style(FONT_SANS_BOLD, 17.0f, Gfx_Rgba(255, 226, 150, (Uint8)(255 * a)), TEXT_LEFT);
        if (!t->cachetteShown) {
            /* Room above the cards for the reason, as wide as the side hands allow so that it takes few lines
               (type is larger against the table at 800x600). */
            float between = (l->hand[3].cx - l->hand[3].maxW * 0.5f) - (l->hand[1].cx + l->hand[1].maxW * 0.5f);
            panel.w = fmaxf(panel.w, fminf(640.0f, between - 20.0f));
            panel.x = l->cx - panel.w * 0.5f;
            float textH = Text_DrawWrapped(&app->gfx, &s, 0.0f, 0.0f, panel.w - 24.0f, t->cachetteText, false);
            float top = l->cy - 50.0f - 12.0f - textH - 10.0f;
            panel.h += panel.y - top;
            panel.y = top;
        } else {
            panel.y -= 16.0f; /* room over the quint's cards, lifted 14, for the line above them */
            panel.h += 16.0f;
        }
        Gfx_FillRoundRect(&app->gfx, panel, 10.0f, Gfx_Rgba(8, 30, 18, (Uint8)(220 * a)));
        for (int i = 0; i < QUINTO_CACHETTE; i++) {
            SDL_FRect r = {x0 + (float)i * (w + gap), l->cy - 50.0f, w, w * 1.4f};
            Quint q[QUINTO_MAX_QUINTS];
            int n = Quinto_FindQuints(t->cachetteCards, QUINTO_CACHETTE, q, NULL);
            bool inQuint = false;
            for (int k = 0; k < n && k < QUINTO_MAX_QUINTS; k++) {
                inQuint = inQuint || (q[k].cards >> i & 1u);
            }
            if (inQuint && t->cachetteShown) {
                r.y -= 14.0f;
                Glow(app, r, Gfx_Rgba(255, 214, 110, 240));
            }
            TableAnim_DrawCard(app, t->cachetteShown ? t->cachetteCards[i] : CARD_NONE, t->cachetteShown, r,
                               (Uint8)(255 * a));
        }
        if (t->cachetteShown) {
            s.align = TEXT_CENTER;
            Text_Draw(&app->gfx, &s, l->cx, l->cy - 94.0f, t->cachetteText);
        } else { /* the reason, above the face-down cachette */
            float tw = panel.w - 24.0f;
            Text_DrawWrapped(&app->gfx, &s, panel.x + 12.0f, panel.y + 10.0f, tw, t->cachetteText, true);
        }
    }
}

static void DrawCallout(QtTable *t, App *app, const QtLayout *l)
{
    if (t->calloutTime <= 0.0f) {
        return;
    }
    float age = fmaxf(0.0f, CALLOUT_TIME - t->calloutTime);
    float a = fminf(1.0f, t->calloutTime * 2.0f);
    /* The value rises from the trick towards the side's score in the panel. */
    float k = fminf(1.0f, age / CALLOUT_TIME);
    TextStyle big = Text_Style(FONT_SERIF_BOLD, 26.0f, Gfx_Rgba(255, 214, 110, (Uint8)(255 * a)), TEXT_CENTER);
    TextStyle sh = Text_Style(FONT_SERIF_BOLD, 26.0f, Gfx_Rgba(0, 0, 0, (Uint8)(160 * a)), TEXT_CENTER);
    /* The call stands between North's name and the trick (rising, it crossed the name). */
    float x = l->cx;
    /* Its ink (the middle of its line) ends just above North's card lifted in the trick. */
    float y = l->trick[2].y - QUINT_LIFT - 4.0f - Text_LineHeight(&app->gfx, &big) * 0.85f - 6.0f * k;
    /* The side's score in the panel glows while its quints rise to it. */
    SDL_FRect score = {l->side.x + 8.0f, l->side.y + 40.0f + (float)t->calloutSide * 60.0f, l->side.w - 16.0f, 54.0f};
    Gfx_FillRoundRect(&app->gfx, score, 8.0f, Gfx_Rgba(255, 214, 110, (Uint8)(60 * a)));
    char value[16];
    snprintf(value, sizeof value, "+%d", t->calloutValue);
    /* Its value flies from the end of the call towards that score, ending at the panel's edge: it crosses neither
       the call nor the panel's lines. */
    TextStyle fly = Text_Style(FONT_SERIF_BOLD, 30.0f, Gfx_Rgba(255, 230, 150, (Uint8)(255 * a)), TEXT_CENTER);
    float endX = l->side.x - 40.0f;
    float startX = fminf(x + Text_Width(&app->gfx, &big, t->callout) * 0.5f + Text_Width(&app->gfx, &fly, value) * 0.5f +
                             16.0f,
                         endX);
    float fx = startX + (endX - startX) * k;
    float fy = y + (score.y + 6.0f - y) * k;
    Text_Draw(&app->gfx, &sh, fx + 2.0f, fy + 3.0f, value);
    Text_Draw(&app->gfx, &fly, fx, fy, value);
    /* A long call (three quints at once) is cut to the felt's width rather than run off the window. */
    float room = l->side.x - l->view.x - 40.0f;
    float half = fminf(Text_Width(&app->gfx, &big, t->callout), room) * 0.5f;
    x = fminf(fmaxf(x, l->view.x + 20.0f + half), l->side.x - 20.0f - half);
    TextStyle shLeft = sh, bigLeft = big;
    shLeft.align = bigLeft.align = TEXT_LEFT;
    Text_DrawFit(&app->gfx, &shLeft, x - half + 2.0f, y + 3.0f, room, t->callout);
    Text_DrawFit(&app->gfx, &bigLeft, x - half, y, room, t->callout);
}

static void StatusLine(QtTable *t, const QuintoState *v, char *buf, size_t size)
{
    int seat = Quinto_ToAct(v);
    int play = QtTable_PlaySeat(t);
    char who[48];
    if (t->replay) {
        snprintf(buf, size, "Replay: move %d of %d.", t->replayStep, t->replayRec.count);
    } else if (seat == GAME_NOBODY || t->table.turn.finished) {
        snprintf(buf, size, "The game is over.");
    } else if (play < 0) {
        static const char *const kDots[] = {".", "..", "..."};
        TableSeat_Subject(&Quinto_Rules, v->variant, &t->table.turn.session.seating, Quinto_Controller(v, seat), true,
                          who, sizeof who);
        snprintf(buf, size, "%s %s %s%s", who, strcmp(who, "You") == 0 ? "are" : "is",
                 v->phase == QUINTO_PHASE_DOUBLING ? "deciding whether to double" : "thinking",
                 kDots[(int)(t->time * 2.5f) % 3]);
    } else if (v->phase == QUINTO_PHASE_DOUBLING) {
        snprintf(buf, size, "%s: pass, double or redouble (once round).",
                 play == QtTable_Me(t) ? "Your turn" : "Dummy's turn");
    } else if (play != QtTable_Me(t)) {
        snprintf(buf, size, "Play a card from Dummy's hand.");
    } else {
        snprintf(buf, size, v->trickCount == 0 ? "Your lead: play a card." : "Play a card: follow suit if you can.");
    }
}

#define STATUS_Y 84.0f /* below the panel's figures and the last trick's two lines */

/* Draws the side panel; returns its bottom edge (it grows with the status and the message). */
static float DrawSide(QtTable *t, App *app, const QuintoState *v, const QtLayout *l)
{
    SDL_FRect r = {l->side.x, l->side.y, l->side.w, 300.0f};
    float x = r.x + 14.0f, w = r.w - 28.0f;
    /* The panel grows to hold the status and a message (a hint with its reason runs to three lines). */
    char status[160];
    StatusLine(t, v, status, sizeof status);
    TextStyle st = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_CREAM, TEXT_LEFT);
    float h = Text_DrawWrapped(&app->gfx, &st, x, 0.0f, w, status, false);
    bool message = t->table.turn.messageTime > 0.0f && t->table.turn.message[0] != '\0';
    TextStyle ms = Text_Style(FONT_SANS, 16.0f, THEME_CREAM, TEXT_LEFT);
    float mh = message ? Text_DrawWrapped(&app->gfx, &ms, x, 0.0f, w, t->table.turn.message, false) + 6.0f : 0.0f;
    r.h = fmaxf(r.h, 168.0f + STATUS_Y + h + mh + 14.0f);
    Ui_DrawPanel(app, r);
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 21.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle name = Text_Style(FONT_SANS_BOLD, 17.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle pts = Text_Style(FONT_SERIF_BOLD, 30.0f, THEME_GOLD, TEXT_RIGHT);
    TextStyle small = Text_Style(FONT_SANS, 15.0f, THEME_PARCHMENT, TEXT_LEFT);
    char text[128];
    snprintf(text, sizeof text, "%s", v->variant == QUINTO_DUMMY ? "Dummy Quinto" : "Quinto");
    Text_Draw(&app->gfx, &head, x, r.y + 8.0f, text);
    for (int s = 0; s < 2; s++) {
        float y = r.y + 44.0f + (float)s * 60.0f;
        Text_Draw(&app->gfx, &name, x, y, Quinto_SideName(v->variant, s));
        snprintf(text, sizeof text, "%d", (int)v->score[s]);
        Text_Draw(&app->gfx, &pts, x + w, y - 6.0f, text);
        if (v->variant == QUINTO_DUMMY) {
            snprintf(text, sizeof text, "tricks %d \xC2\xB7 quints this hand %d", v->units[s], (int)v->handQuints[s]);
        } else {
            snprintf(text, sizeof text, "games %d \xC2\xB7 tricks %d \xC2\xB7 quints %d", v->games[s], v->units[s],
                     (int)v->handQuints[s]);
        }
        Text_Draw(&app->gfx, &small, x, y + 24.0f, text);
    }
    float y = r.y + 168.0f;
    snprintf(text, sizeof text, "Game %d \xC2\xB7 hand %d \xC2\xB7 trick %d of 12", v->gameIndex + 1, v->handNumber,
             v->tricksPlayed < 12 ? v->tricksPlayed + 1 : 12);
    Text_Draw(&app->gfx, &small, x, y, text);
    snprintf(text, sizeof text, "Tricks count %d%s", QUINTO_TRICK_POINTS * v->multiplier,
             v->multiplier == 4   ? " (redoubled)"
             : v->multiplier == 2 ? " (doubled)"
                                  : "");
    Text_Draw(&app->gfx, &small, x, y + 20.0f, text);
    if (v->tie) {
        Text_Draw(&app->gfx, &small, x, y + 40.0f, "A tie past 250: the next quint decides.");
    } else if (v->lastWinner != QUINTO_NONE && v->tricksPlayed > 0) {
        /* Who took it on one line, its cards on the next (the Quint Royal's name is long). */
        char cards[80];
        TableCard_List(v->lastTrick, 4, "Quint Royal", cards, sizeof cards);
        snprintf(text, sizeof text, "Last trick, to %s:", Quinto_SeatName(v->variant, v->lastWinner));
        Text_Draw(&app->gfx, &small, x, y + 40.0f, text);
        Text_Draw(&app->gfx, &small, x, y + 58.0f, cards);
    }
    Text_DrawWrapped(&app->gfx, &st, x, y + STATUS_Y, w, status, true);
    if (message) {
        float a = fminf(1.0f, t->table.turn.messageTime * 2.0f);
        ms.color = t->table.turn.messageIsError ? Gfx_Rgba(255, 150, 130, (Uint8)(255 * a))
                                                : Gfx_Rgba(238, 228, 200, (Uint8)(255 * a));
        Text_DrawWrapped(&app->gfx, &ms, x, y + STATUS_Y + 6.0f + h, w, t->table.turn.message, true);
    }
    return r.y + r.h;
}

void QtView_Draw(QtTable *t, App *app)
{
    const QuintoState *v = QtView_State(t);
    QtLayout l;
    QtView_Layout(app, v, QtTable_Me(t), &l);
    Gfx_DrawFelt(&app->gfx);
    DrawCentre(t, app, v, &l);
    DrawHands(t, app, v, &l);
    DrawSeatNames(t, app, v, &l);
    float panelEnd = DrawSide(t, app, v, &l);
    /* The choices in a column under the panel, however far a long message has made it grow. */
    TableChoices_LayoutColumn(&t->table.turn.choices, l.side.x + 14.0f, fmaxf(l.choicesY, panelEnd + 10.0f),
                              l.side.w - 28.0f);
    TableChoices_Draw(&t->table.turn.choices, app,
                      t->table.focus.group == QT_AREA_CHOICES ? TableFocus_Index(&t->table.focus, QT_AREA_CHOICES)
                                                              : -1);
    TableAnim_Draw(&t->table.turn.anim, app);
    DrawCallout(t, app, &l);
    if (t->replay) {
        UiPrompt replay[] = {{ACTION_LEFT, "Move back / forward"}, {ACTION_UP, "First / last"}, {ACTION_BACK, "Done"}};
        Ui_DrawPrompts(app, replay, 3);
        return;
    }
    UiPrompt prompts[TABLE_PROMPTS_MAX];
    const char *confirm = t->table.focus.group == QT_AREA_CHOICES ? "Choose" : "Play";
    Ui_DrawPrompts(app, prompts, TableTurn_Prompts(&t->table.turn, confirm, "Switch row", prompts));
}

/* ---- flights ---- */

static SDL_FRect HandRect(const QtLayout *l, const QuintoState *v, int seat, Card c)
{
    int pos = QtView_Pos(l->me, seat);
    Card cards[QUINTO_HAND];
    int n = QtView_HandCards(v, seat, cards);
    for (int i = 0; i < n; i++) {
        if (cards[i] == c) {
            return TableFan_Rect(&l->hand[pos], i, -1);
        }
    }
    return TableFan_Rect(&l->hand[pos], l->hand[pos].count / 2, -1);
}

/* The quints of the trick just taken: called out with their value, their cards lifted while the trick lies there. */
static void CallOut(QtTable *t, App *app, const QuintoState *av)
{
    Quint q[QUINTO_MAX_QUINTS];
    int n = Quinto_FindQuints(av->lastTrick, 4, q, NULL);
    t->calloutCards = 0;
    char names[120] = "";
    for (int i = 0; i < n && i < QUINTO_MAX_QUINTS; i++) {
        char one[48];
        Quinto_QuintName(q[i], one, sizeof one);
        strncat(names, i > 0 ? ", " : "", sizeof names - strlen(names) - 1);
        strncat(names, one, sizeof names - strlen(names) - 1);
        t->calloutCards |= q[i].cards;
    }
    int side = Quinto_SideOf(av->lastWinner);
    snprintf(t->callout, sizeof t->callout, "+%d %s: %s", av->lastQuints, Quinto_SideName(av->variant, side), names);
    t->calloutSide = side;
    t->calloutValue = av->lastQuints;
    /* Scaled with the animations (off: no pause at all), floored so that it is drawn once. */
    t->calloutTime = fmaxf(App_AnimTime(app, CALLOUT_TIME), 0.01f);
    Audio_Play(SFX_SCORE);
}

static void AnimatePlay(QtTable *t, App *app, const QuintoState *bv, const QtLayout *lb, const QuintoState *av,
                        const QtLayout *la, int seat, Card c)
{
    int pos = QtView_Pos(la->me, seat);
    SDL_FRect from = HandRect(lb, bv, seat, c);
    bool faceFrom = bv->hand[seat] != 0;
    float play = App_AnimTime(app, PLAY_TIME);
    if (bv->trickCount < 3) {
        TableAnim_Add(&t->table.turn.anim, c, from, la->trick[pos], faceFrom, true, 0.0f, play, QT_ZONE_TRICK);
        return;
    }
    /* The trick is complete: the last card lands, all four lie a moment (quints lifted), then go to the winner. */
    float look = App_AnimTime(app, av->lastQuints > 0 ? LOOK_TIME * 2.0f : LOOK_TIME);
    float take = App_AnimTime(app, PLAY_TIME);
    int winPos = QtView_Pos(la->me, av->lastWinner);
    SDL_FRect to = TableFan_Rect(&la->hand[winPos], la->hand[winPos].count / 2, -1);
    TableAnim_Add(&t->table.turn.anim, c, from, la->trick[pos], faceFrom, true, 0.0f, play, QT_ZONE_TRICK);
    for (int i = 0; i < 4; i++) {
        int s = (av->lastLeader + i) % 4;
        SDL_FRect at = la->trick[QtView_Pos(la->me, s)];
        if (av->lastQuints > 0 && (t->calloutCards >> i & 1u)) {
            at.y -= QUINT_LIFT; /* the cards that make a quint are lifted */
        }
        TableFlight *f =
            TableAnim_Add(&t->table.turn.anim, av->lastTrick[i], at, to, true, false, play + look, take, QT_ZONE_TAKEN);
        f->holdFor = s == seat ? look : play + look;
        f->startSfx = i == 0 ? SFX_FLIP : -1;
    }
    TableAnim_Hold(&t->table.turn.anim, App_AnimTime(app, 0.1f));
}

/*
 * What the table says of the cachette when a hand has just ended (before and
 * after: the states either side of its last card). Played out, it is turned
 * over for the winners of the last trick with its quints. Ended by quints,
 * the ruling (DECISIONS.md, Quinto) abandons the rest of the hand: no one
 * takes the cachette, so it stays face down and the table says why.
 */
QtCachetteNote QtView_CachetteNote(const QuintoState *before, const QuintoState *after, char *buf, size_t size)
{
    const QuintoHandRow *row = NULL;
    /* The row of the hand that ended: the last one finished in after's history. */
    for (int i = after->historyCount - 1; i >= 0; i--) {
        if (after->history[i].end != QUINTO_END_PLAYING) {
            row = &after->history[i];
            break;
        }
    }
    bool ended = after->handNumber != before->handNumber ||
                 (after->phase == QUINTO_PHASE_OVER && before->phase != QUINTO_PHASE_OVER);
    if (!ended || row == NULL) {
        return QT_CACHETTE_NONE;
    }
    if (row->end == QUINTO_END_QUINTS) {
        int left = QUINTO_TRICKS - before->tricksPlayed - 1;
        if (left > 0) {
            snprintf(buf, size,
                     "Game by quints with %d trick%s still to play: the hand stops here, so no one takes "
                     "the cachette and it is not turned over.",
                     left, left == 1 ? "" : "s");
        } else {
            snprintf(buf, size,
                     "Game by the last trick's quints: the hand stops there, so no one takes the cachette "
                     "and it is not turned over.");
        }
        return QT_CACHETTE_UNTURNED;
    }
    if (after->cachetteSide == QUINTO_NONE) {
        return QT_CACHETTE_NONE;
    }
    if (after->cachetteQuints > 0) {
        snprintf(buf, size, "The cachette to %s: quints %d", Quinto_SideName(after->variant, after->cachetteSide),
                 after->cachetteQuints);
    } else {
        snprintf(buf, size, "The cachette to %s: one more trick, no quints",
                 Quinto_SideName(after->variant, after->cachetteSide));
    }
    return QT_CACHETTE_TURNED;
}

void QtView_Animate(QtTable *t, App *app, const QuintoState *before, int seat, GameAction action)
{
    int me = QtTable_Me(t);
    QuintoState bv;
    if (t->replay) {
        bv = *before; /* a replay shows every hand */
    } else {
        Quinto_View(before, me, &bv);
    }
    const QuintoState *av = QtView_State(t);
    QtLayout lb, la;
    QtView_Layout(app, &bv, me, &lb);
    QtView_Layout(app, av, me, &la);
    bool trickDone = action.kind == QUINTO_ACT_PLAY && before->trickCount == 3;
    if (trickDone && av->lastQuints > 0) {
        CallOut(t, app, av);
    }
    if (action.kind == QUINTO_ACT_PLAY) {
        AnimatePlay(t, app, &bv, &lb, av, &la, seat, action.cards[0]);
    } else {
        Audio_Play(action.kind == QUINTO_ACT_PASS ? SFX_PLACE : SFX_SCORE);
    }
    bool newHand = av->handNumber != before->handNumber || av->phase == QUINTO_PHASE_OVER;
    QtCachetteNote note = trickDone && newHand
                              ? QtView_CachetteNote(before, av, t->cachetteText, sizeof t->cachetteText)
                              : QT_CACHETTE_NONE;
    if (note != QT_CACHETTE_NONE) {
        t->cachetteShown = note == QT_CACHETTE_TURNED;
        if (t->cachetteShown) {
            memcpy(t->cachetteCards, av->lastCachette, sizeof t->cachetteCards);
        }
        /* The reason it stays face down is read for as long as a turned cachette is looked at, and longer. */
        float look = note == QT_CACHETTE_TURNED ? CACHETTE_TIME : CACHETTE_TIME + 1.3f;
        t->cachetteTime = fmaxf(App_AnimTime(app, look) + App_AnimTime(app, LOOK_TIME + PLAY_TIME), 0.01f);
        Audio_Play(SFX_FLIP);
    }
    if (newHand && av->phase != QUINTO_PHASE_OVER) {
        const QuintoHandRow *row = &av->history[av->historyCount >= 2 ? av->historyCount - 2 : 0];
        static const char *const kEnd[] = {"", "played out", "ended by quints", "ended by the cachette's quints"};
        snprintf(t->table.turn.message, sizeof t->table.turn.message, "Hand %s: quints %d-%d, tricks %d-%d. %s",
                 kEnd[row->end], row->quints[0], row->quints[1], row->tricks[0], row->tricks[1],
                 av->gameIndex != before->gameIndex ? "A game is won: the next begins." : "The next hand is dealt.");
        t->table.turn.messageTime = 6.0f;
        t->table.turn.messageIsError = false;
    }
}

void QtView_AnimateDeal(QtTable *t, App *app)
{
    const QuintoState *v = QtView_State(t);
    int me = QtTable_Me(t);
    QtLayout l;
    QtView_Layout(app, v, me, &l);
    float dur = App_AnimTime(app, 0.28f);
    float step = App_AnimTime(app, 0.03f);
    int k = 0;
    /* One at a time from the dealer's left: each seat's fan fills in turn (the backs of others, a few shown). */
    for (int i = 0; i < QUINTO_HAND; i++) {
        for (int j = 1; j <= 4; j++) {
            int seat = (v->dealer + j) % 4;
            int pos = QtView_Pos(me, seat);
            if (pos != 0 && i % 3 != 0) {
                continue;
            }
            Card cards[QUINTO_HAND];
            int n = QtView_HandCards(v, seat, cards);
            bool face = n > i;
            TableAnim_Add(&t->table.turn.anim, face ? cards[i] : CARD_NONE, l.cachette,
                          TableFan_Rect(&l.hand[pos], i, -1), false, face, (float)k++ * step, dur, QT_ZONE_HAND0 + pos);
        }
    }
}
