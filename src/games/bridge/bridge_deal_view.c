/* bridge_deal_view.c: all four Bridge hands face up around the trick, and the double-dummy table, for review and replay. */
#include "bridge_deal_view.h"

#include "app/app.h"
#include "games/table/table_card_text.h"
#include "games/table/table_anim.h"
#include "render/card_atlas.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define PITCH 0.31f /* of a card's width: the rank and the suit in its corner still show */
#define PITCH_DOWN 0.27f /* of a card's height, for a hand running down the table */
#define LIFT 0.1f   /* of a card's height: a card that would have kept the tricks stands up */
#define LABEL_SIZE 16.0f

static const char *const kSuitSymbol[SUIT_COUNT] = {"\xE2\x99\xA0", "\xE2\x99\xA5", "\xE2\x99\xA6", "\xE2\x99\xA3"};

int BrDeal_Pos(const BrDealLayout *l, int seat)
{
    return (seat - l->me + 4) & 3;
}

int BrDeal_HandCards(uint64_t held, Card *out)
{
    static const int kOrder[SUIT_COUNT] = {SUIT_SPADES, SUIT_HEARTS, SUIT_CLUBS, SUIT_DIAMONDS};
    int n = 0;
    for (int k = 0; k < SUIT_COUNT; k++) {
        for (int r = RANK_ACE; r >= RANK_TWO; r--) {
            Card c = Card_Make(r, (Suit)kOrder[k]);
            if (held & Bridge_Bit(c)) {
                out[n++] = c;
            }
        }
    }
    return n;
}

/*
 * Two shapes, whichever gives the larger cards. In a wide window the side
 * hands are fans read across like the others: across go the left fan, the
 * trick and the right fan (4.72 + 3.4 + 4.72 widths, with room between).
 * In a squarer one (800x600 is 4:3) they run down the table's edges as at
 * the table, which leaves the width to the top and bottom hands. Down go
 * the top fan, the trick's two rows and the bottom fan, each fan with its
 * label and the room a lifted card needs.
 */
void BrDeal_Layout(App *app, SDL_FRect area, int me, BrDealLayout *out)
{
    memset(out, 0, sizeof *out);
    out->me = me;
    out->area = area;
    TextStyle ts = Text_Style(FONT_SANS_BOLD, LABEL_SIZE, THEME_CREAM, TEXT_LEFT);
    out->labelH = Text_LineHeight(&app->gfx, &ts) + 4.0f;
    float fan = 12.0f * PITCH + 1.0f;
    float byH = (area.h - 2.0f * out->labelH - 36.0f) / (1.4f * 2.0f * (1.0f + LIFT) + 1.4f * 2.0f + 0.3f);
    float across = fminf((area.w - 48.0f) / (2.0f * fan + 3.4f), byH);
    float down = fminf(fminf((area.w - 64.0f) / (2.0f + fan), byH),
                       (area.h - out->labelH) / (1.4f * (12.0f * PITCH_DOWN + 1.0f)));
    out->vertical = down > across;
    float cw = fminf(out->vertical ? down : across, 96.0f);
    float ch = cw * 1.4f, pitch = cw * PITCH;
    float cx = area.x + area.w * 0.5f, cy = area.y + area.h * 0.5f;
    float fanW = fan * cw;
    out->hand[2] = (SDL_FRect){cx - fanW * 0.5f, area.y + out->labelH + ch * LIFT, cw, ch};
    out->hand[0] = (SDL_FRect){cx - fanW * 0.5f, area.y + area.h - ch, cw, ch};
    out->pitch[0] = out->pitch[2] = pitch;
    if (out->vertical) {
        float fanH = ch * (12.0f * PITCH_DOWN + 1.0f);
        out->hand[1] = (SDL_FRect){area.x + 8.0f, cy - fanH * 0.5f + out->labelH * 0.5f, cw, ch};
        out->hand[3] = (SDL_FRect){area.x + area.w - 8.0f - cw, out->hand[1].y, cw, ch};
        out->pitch[1] = out->pitch[3] = ch * PITCH_DOWN;
    } else {
        out->hand[1] = (SDL_FRect){area.x + 8.0f, cy - ch * 0.5f, cw, ch};
        out->hand[3] = (SDL_FRect){area.x + area.w - 8.0f - fanW, cy - ch * 0.5f, cw, ch};
        out->pitch[1] = out->pitch[3] = pitch;
    }
    /* The trick: a cross in the middle, each card towards the seat that played it. */
    float tw = cw, th = ch, gap = cw * 0.12f;
    out->trick[0] = (SDL_FRect){cx - tw * 0.5f, cy + gap * 0.5f, tw, th};
    out->trick[2] = (SDL_FRect){cx - tw * 0.5f, cy - th - gap * 0.5f, tw, th};
    out->trick[1] = (SDL_FRect){cx - tw * 1.5f - gap, cy - th * 0.5f, tw, th};
    out->trick[3] = (SDL_FRect){cx + tw * 0.5f + gap, cy - th * 0.5f, tw, th};
}

/* Whether a position's fan runs down the table (the side hands in a squarish window). */
static bool Down(const BrDealLayout *l, int pos)
{
    return l->vertical && (pos == 1 || pos == 3);
}

SDL_FRect BrDeal_CardRect(const BrDealLayout *l, int pos, int index)
{
    SDL_FRect r = l->hand[pos];
    if (Down(l, pos)) {
        r.y += (float)index * l->pitch[pos];
    } else {
        r.x += (float)index * l->pitch[pos];
    }
    return r;
}

/* A hand is centred on what it holds, along its fan (a side hand read across keeps to its edge). */
static float Shift(const BrDealLayout *l, int pos, int count)
{
    if (count <= 0 || (pos == 1 && !l->vertical)) {
        return 0.0f;
    }
    float gone = (float)(13 - count) * l->pitch[pos];
    return pos == 3 && !l->vertical ? gone : gone * 0.5f;
}

static void Ring(App *app, SDL_FRect r, SDL_Color tint)
{
    SDL_FRect g = Gfx_ToPixels(&app->gfx, CardAtlas_GlowRect(r));
    CardAtlas_DrawGlow(app->cards, &g, tint);
    Gfx_StrokeRoundRect(&app->gfx, (SDL_FRect){r.x - 2.0f, r.y - 2.0f, r.w + 4.0f, r.h + 4.0f}, 7.0f, 3.0f, tint);
}

void BrDeal_Draw(App *app, const BrDealLayout *l, const BrDeal *d)
{
    Gfx *gfx = &app->gfx;
    for (int seat = 0; seat < 4; seat++) {
        int pos = BrDeal_Pos(l, seat);
        Card cards[13];
        int n = BrDeal_HandCards(d->held[seat], cards);
        bool down = Down(l, pos);
        float fanW = down ? l->hand[pos].w : 12.0f * l->pitch[pos] + l->hand[pos].w;
        float shift = Shift(l, pos, n);
        for (int i = 0; i < n; i++) {
            SDL_FRect r = BrDeal_CardRect(l, pos, i);
            if (down) {
                r.y += shift;
            } else {
                r.x += shift;
            }
            bool kept = (d->kept & Bridge_Bit(cards[i])) != 0;
            if (kept && down) {
                r.x += (pos == 1 ? 1.0f : -1.0f) * l->hand[pos].w * 0.2f; /* stands out towards the middle */
            } else if (kept) {
                r.y -= l->hand[pos].h * LIFT;
            }
            TableAnim_DrawCard(app, cards[i], true, r, 255);
            if (kept) {
                Gfx_StrokeRoundRect(gfx, r, 6.0f, 2.5f, BR_DEAL_TINT_KEPT);
            }
            if (cards[i] == d->focus) {
                Ring(app, r, d->focusTint);
            }
        }
        /* The label above the fan, at its left edge (the right edge for the right-hand seat). */
        SDL_FRect h = l->hand[pos];
        bool lit = d->toPlay == seat;
        TextStyle ts = Text_Style(FONT_SANS_BOLD, LABEL_SIZE, lit ? THEME_FOCUS : THEME_CREAM,
                                  pos == 3 ? TEXT_RIGHT : TEXT_LEFT);
        float x = pos == 3 ? h.x + fanW : h.x + (pos == 1 || down ? 0.0f : Shift(l, pos, n > 0 ? n : 13));
        float y = down ? h.y + Shift(l, pos, n > 0 ? n : 13) - l->labelH : h.y - h.h * LIFT - l->labelH;
        Text_Draw(gfx, &ts, x, y, d->label[seat]);
    }
    for (int seat = 0; seat < 4; seat++) {
        if (d->trick[seat] == CARD_NONE) {
            continue;
        }
        SDL_FRect r = l->trick[BrDeal_Pos(l, seat)];
        TableAnim_DrawCard(app, d->trick[seat], true, r, 255);
        if (seat == d->leader) {
            /* The lead: a small gold bar under the card. */
            Gfx_FillRoundRect(gfx, (SDL_FRect){r.x + r.w * 0.25f, r.y + r.h + 3.0f, r.w * 0.5f, 4.0f}, 2.0f,
                              THEME_GOLD);
        }
        if (d->trick[seat] == d->focus) {
            Ring(app, r, d->focusTint);
        }
    }
}

float BrDeal_DrawDdTable(App *app, float x, float y, float w, const BridgeDdTable *t, int strain, int declarer,
                         bool draw)
{
    Gfx *gfx = &app->gfx;
    TextStyle head = Text_Style(FONT_SANS_BOLD, 16.0f, THEME_PARCHMENT, TEXT_CENTER);
    TextStyle name = Text_Style(FONT_SANS, 16.0f, THEME_CREAM, TEXT_LEFT);
    TextStyle num = Text_Style(FONT_SANS, 16.0f, THEME_CREAM, TEXT_CENTER);
    float rowH = Text_LineHeight(gfx, &num) + 3.0f;
    float nameW = Text_Width(gfx, &name, "South") + 12.0f;
    float colW = (w - nameW) / 5.0f;
    if (draw) {
        static const int kSeats[4] = {2, 0, 3, 1}; /* North and South, then East and West: partners together */
        for (int s = 0; s < BRIDGE_STRAIN_COUNT; s++) {
            float cx = x + nameW + colW * ((float)s + 0.5f);
            Text_Draw(gfx, &head, cx, y, s < SUIT_COUNT ? kSuitSymbol[s] : "NT");
        }
        for (int k = 0; k < 4; k++) {
            int seat = kSeats[k];
            float ry = y + rowH * (float)(k + 1);
            if (k == 2) {
                Gfx_FillRect(gfx, (SDL_FRect){x, ry - 1.0f, w, 1.0f}, THEME_PANEL_EDGE);
            }
            Text_Draw(gfx, &name, x, ry, Bridge_SeatName(seat));
            for (int s = 0; s < BRIDGE_STRAIN_COUNT; s++) {
                float cx = x + nameW + colW * ((float)s + 0.5f);
                bool played = s == strain && seat == declarer;
                char text[8];
                snprintf(text, sizeof text, "%d", t->tricks[s][seat]);
                if (played) {
                    Gfx_FillRoundRect(gfx, (SDL_FRect){cx - colW * 0.45f, ry - 1.0f, colW * 0.9f, rowH}, 5.0f,
                                      Gfx_Rgba(222, 184, 92, 90));
                }
                num.face = played ? FONT_SANS_BOLD : FONT_SANS;
                num.color = played ? THEME_FOCUS : THEME_CREAM;
                Text_Draw(gfx, &num, cx, ry, text);
            }
        }
    }
    return rowH * 5.0f;
}

void BrDeal_CardName(Card c, char *buf, size_t size)
{
    snprintf(buf, size, "the %s of %s", Card_RankName(Card_Rank(c)), Card_SuitName(Card_Suit(c)));
}

void BrDeal_CardList(uint64_t cards, char *buf, size_t size)
{
    Card list[52];
    int n = BrDeal_HandCards(cards, list);
    TableCard_List(list, n, "Joker", buf, size);
}
