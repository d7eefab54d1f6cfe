/* patience_table_geometry.c: where everything on Poker Patience's table is: the layout, the camera, the cells. */
#include "games/patience/patience_table.h"

#include "games/patience/challenges/patience_challenge_scenes.h"

#include "app/app.h"

#include <math.h>

/*
 * The screen, left to right: a panel with the score, the card to place
 * (large) and the pack; the board area; a strip for the rows' hands. The
 * columns' hands sit in a band under the board. Cards in the board are
 * sized so that a 5x5 square fills the area's height (or width, on a tall
 * window); the camera zooms out a little only when six cells must show.
 */
#define GAP_Y 8.0f
#define PANEL_W 250.0f
#define STRIP_W 214.0f
#define BAND_H 62.0f
#define PROMPTS_H 56.0f
#define TOP_MARGIN 18.0f
#define COMING_GAP 48.0f /* from the card to place to the cards to come: "Card N of 25" between */

void PtView_Layout(App *app, const PatienceGame *game, PtLayout *l)
{
    SDL_FRect v = Gfx_View(&app->gfx);
    l->view = v;
    l->stripW = STRIP_W;
    l->bandH = BAND_H;
    l->panel = (SDL_FRect){v.x + 24.0f, v.y + 20.0f, PANEL_W, v.h - 20.0f - PROMPTS_H - 16.0f};
    float left = l->panel.x + l->panel.w + 24.0f;
    float right = v.x + v.w - 24.0f - STRIP_W;
    float top = v.y + TOP_MARGIN;
    float bottom = v.y + v.h - PROMPTS_H - BAND_H;
    l->area = (SDL_FRect){left, top, right - left, bottom - top};
    l->cx = left + (right - left) * 0.5f;
    l->cy = top + (bottom - top) * 0.5f;
    float byHeight = l->area.h / PATIENCE_SIDE - GAP_Y;
    float byWidth = (l->area.w / PATIENCE_SIDE - PT_GAP_X) * 7.0f / 5.0f;
    l->cardH = fminf(byHeight, byWidth);
    l->cardW = l->cardH * 5.0f / 7.0f;
    l->pitchX = l->cardW + PT_GAP_X;
    l->pitchY = l->cardH + GAP_Y;
    /* The panel is wider than the strip: the board is centred in the window rather than between them, where
       it has room for its five columns and the columns' pills beside them. */
    float half = PATIENCE_SIDE * 0.5f * l->pitchX + 30.0f;
    if (left + half <= right - half) {
        l->cx = fminf(fmaxf(v.x + v.w * 0.5f, left + half), right - half);
    }
    l->hint = (SDL_FRect){l->panel.x + 18.0f, l->panel.y + l->panel.h - 58.0f, l->panel.w - 36.0f, 44.0f};
    /* The card to place grows with a tall window, within the panel. */
    float spotY = l->panel.y + 146.0f;
    float spotW = fminf(176.0f * v.h / LAYOUT_H, PANEL_W - 44.0f);
    /* A Serpent shows its cards to come under it, whole and in order, ending above the Hint button and the
       caption over it: on a short window the card to place gives way to them (it stays larger than the
       board's cards). */
    float comingW = l->panel.w - 24.0f;
    float comingBottom = l->hint.y - 30.0f;
    if (game != NULL && game->variant.layout == PATIENCE_LAYOUT_SERPENT) {
        float room = comingBottom - PatienceChallengeView_ComingHeight(comingW) - COMING_GAP - spotY;
        spotW = fminf(spotW, room * 5.0f / 7.0f);
    }
    float spotH = spotW * 7.0f / 5.0f;
    l->spot = (SDL_FRect){l->panel.x + (l->panel.w - spotW) * 0.5f, spotY, spotW, spotH};
    l->pack = (SDL_FRect){l->panel.x + 30.0f, l->spot.y + spotH + 62.0f, 64.0f, 64.0f * 7.0f / 5.0f};
    float comingTop = spotY + spotH + COMING_GAP;
    l->coming = (SDL_FRect){l->panel.x + 12.0f, comingTop, comingW, comingBottom - comingTop};
}

static float HalfFor(int span);

/* The cells of one axis the camera's target shows whole: a centre and the cells either side of it. */
static void Shown(float centre, float half, int *lo, int *hi)
{
    *lo = (int)ceilf(centre - half + 0.5f - 0.001f);
    *hi = (int)floorf(centre + half - 0.5f + 0.001f);
}

void PtView_Reach(const PatienceGame *game, int *r0, int *r1, int *c0, int *c1)
{
    if (game->variant.layout == PATIENCE_LAYOUT_FREE) {
        *r0 = *c0 = PATIENCE_FREE_FIRST;
        *r1 = *c1 = PATIENCE_FREE_FIRST + PATIENCE_SIDE - 1;
        return;
    }
    /*
     * The rules allow cells up to four away from the laid cards, but the
     * camera shows only the laid cards and a cell either side (every cell a
     * card may go to): the focus, the hover and the empty places keep to
     * what is on screen, so the highlight never goes under the panel or
     * off the window and Enter never names a cell the player cannot see.
     */
    int sr0, sr1, sc0, sc1;
    if (game->placed == 0) {
        *r0 = *c0 = 0;
        *r1 = *c1 = PATIENCE_BOARD - 1;
        Shown((float)PATIENCE_CENTRE, PATIENCE_SIDE * 0.5f, &sr0, &sr1);
        Shown((float)PATIENCE_CENTRE, PATIENCE_SIDE * 0.5f, &sc0, &sc1);
    } else {
        PatienceRoom room = Patience_Room(game);
        *r0 = game->top - room.up;
        *r1 = game->bottom + room.down;
        *c0 = game->left - room.left;
        *c1 = game->right + room.right;
        Shown((float)(game->top + game->bottom) * 0.5f, HalfFor(game->bottom - game->top + 1), &sr0, &sr1);
        Shown((float)(game->left + game->right) * 0.5f, HalfFor(game->right - game->left + 1), &sc0, &sc1);
    }
    *r0 = *r0 < sr0 ? sr0 : *r0;
    *r1 = *r1 > sr1 ? sr1 : *r1;
    *c0 = *c0 < sc0 ? sc0 : *c0;
    *c1 = *c1 > sc1 ? sc1 : *c1;
    *r0 = *r0 < 0 ? 0 : *r0;
    *c0 = *c0 < 0 ? 0 : *c0;
    *r1 = *r1 >= PATIENCE_BOARD ? PATIENCE_BOARD - 1 : *r1;
    *c1 = *c1 >= PATIENCE_BOARD ? PATIENCE_BOARD - 1 : *c1;
}

bool PtView_InReach(const PatienceGame *game, int cell)
{
    int r0, r1, c0, c1;
    PtView_Reach(game, &r0, &r1, &c0, &c1);
    int r = Patience_CellRow(cell);
    int c = Patience_CellCol(cell);
    return cell >= 0 && cell < PATIENCE_CELLS && r >= r0 && r <= r1 && c >= c0 && c <= c1;
}

/*
 * How many cells must show either side of the centre of a span: the laid
 * cards and one more on each side where the layout may still grow. Only a
 * span of four needs more than the five cells of the final square.
 */
static float HalfFor(int span)
{
    int reach = 2 * PATIENCE_SIDE - span;
    int need = span + 2 < reach ? span + 2 : reach;
    return need > PATIENCE_SIDE ? (float)need * 0.5f : PATIENCE_SIDE * 0.5f;
}

PtCamera PtView_CameraTarget(const PatienceGame *game, const PtLayout *l)
{
    PtCamera c = {PATIENCE_CENTRE, PATIENCE_CENTRE, PATIENCE_SIDE * 0.5f, PATIENCE_SIDE * 0.5f, 1.0f};
    if (game->variant.layout != PATIENCE_LAYOUT_FREE && game->placed > 0) {
        c.row = (float)(game->top + game->bottom) * 0.5f;
        c.col = (float)(game->left + game->right) * 0.5f;
        c.halfR = HalfFor(game->bottom - game->top + 1);
        c.halfC = HalfFor(game->right - game->left + 1);
    }
    float byRows = l->area.h * 0.5f / (c.halfR * l->pitchY);
    float byCols = l->area.w * 0.5f / (c.halfC * l->pitchX);
    c.zoom = fminf(1.0f, fminf(byRows, byCols));
    return c;
}

float PtView_CellCentreX(const PtLayout *l, const PtCamera *cam, float col)
{
    return l->cx + (col - cam->col) * l->pitchX * cam->zoom;
}

float PtView_CellCentreY(const PtLayout *l, const PtCamera *cam, float row)
{
    return l->cy + (row - cam->row) * l->pitchY * cam->zoom;
}

SDL_FRect PtView_CellRect(const PtLayout *l, const PtCamera *cam, int cell)
{
    float w = l->cardW * cam->zoom;
    float h = l->cardH * cam->zoom;
    float x = PtView_CellCentreX(l, cam, (float)Patience_CellCol(cell));
    float y = PtView_CellCentreY(l, cam, (float)Patience_CellRow(cell));
    return (SDL_FRect){x - w * 0.5f, y - h * 0.5f, w, h};
}

int PtView_CellAt(const PtLayout *l, const PtCamera *cam, float x, float y)
{
    if (!Gfx_Contains(l->area, x, y)) {
        return -1;
    }
    int col = (int)floorf(cam->col + (x - l->cx) / (l->pitchX * cam->zoom) + 0.5f);
    int row = (int)floorf(cam->row + (y - l->cy) / (l->pitchY * cam->zoom) + 0.5f);
    if (row < 0 || row >= PATIENCE_BOARD || col < 0 || col >= PATIENCE_BOARD) {
        return -1;
    }
    return Patience_Cell(row, col);
}

SDL_FRect PtView_SpotRect(const PtTable *t, const PtLayout *l)
{
    SDL_FRect r = l->spot;
    if (t->shake > 0.0f && t->shakeDur > 0.0f) {
        float k = t->shake / t->shakeDur;
        float elapsed = t->shakeDur - t->shake;
        r.x += sinf(elapsed * 2.0f * PT_PI * 11.0f) * 12.0f * k;
    }
    return r;
}

SDL_FRect PtView_DragRect(const PtTable *t, const PtLayout *l)
{
    float w = l->cardW * t->cam.zoom * 1.1f;
    float h = l->cardH * t->cam.zoom * 1.1f;
    return (SDL_FRect){t->pointerX - w * 0.5f, t->pointerY - h * 0.5f, w, h};
}

SDL_FRect PtView_HintButton(const PtTable *t, const PtLayout *l)
{
    (void)t;
    return l->hint;
}
