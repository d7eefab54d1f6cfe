/* patience_challenge_view.c: what a deal is and its code (with Copy), a Serpent's best possible, and its cards still to come. */
#include "games/patience/challenges/patience_challenge_scenes.h"

#include "games/patience/patience_names.h"

#include "app/app.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define COMING_PER_ROW 6
#define COMING_ROWS ((PATIENCE_CARDS - 1 + COMING_PER_ROW - 1) / COMING_PER_ROW) /* the card to place is apart */
#define COMING_CAPTION 26.0f

float PatienceChallengeView_ComingHeight(float width)
{
    float h = (width / (float)COMING_PER_ROW - 5.0f) * 7.0f / 5.0f;
    return COMING_CAPTION + (float)COMING_ROWS * (h + 5.0f);
}

SDL_FRect PatienceChallengeView_ComingRect(SDL_FRect box, int i)
{
    float pitchX = box.w / (float)COMING_PER_ROW;
    float w = pitchX - 5.0f;
    float h = w * 7.0f / 5.0f;
    /* Rows close up only in a box too short for them (the table makes its box tall enough). */
    float pitchY = fminf(h + 5.0f, (box.h - COMING_CAPTION) / (float)COMING_ROWS);
    int row = i / COMING_PER_ROW;
    int col = i % COMING_PER_ROW;
    return (SDL_FRect){box.x + (float)col * pitchX + 2.5f, box.y + COMING_CAPTION + (float)row * pitchY, w, h};
}

void PatienceChallengeView_DrawComing(App *app, const PatienceGame *game, SDL_FRect box)
{
    Gfx *gfx = &app->gfx;
    /* The card to place is shown large above; these are the ones after it, in the order they will come. */
    int first = game->placed + 1;
    int count = PATIENCE_CARDS - first;
    TextStyle caption = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_PARCHMENT, TEXT_CENTER);
    Text_Draw(gfx, &caption, box.x + box.w * 0.5f, box.y, count > 0 ? "THEN, IN ORDER" : "NO MORE CARDS");
    for (int i = 0; i < count; i++) {
        SDL_FRect r = PatienceChallengeView_ComingRect(box, i);
        LayoutRecord_AddCard(r, game->deal[first + i], true);
        SDL_FRect px = Gfx_ToPixels(gfx, r);
        CardAtlas_DrawCard(app->cards, game->deal[first + i], true, App_CardStyle(app), &px, 0.0, 255);
    }
}

static SDL_FRect DrawButton(App *app, float x, float y, const char *label, bool draw)
{
    Gfx *gfx = &app->gfx;
    TextStyle c = Text_Style(FONT_SANS_BOLD, 15.0f, THEME_CREAM, TEXT_CENTER);
    float w = Text_Width(gfx, &c, label) + 22.0f;
    SDL_FRect r = {x, y, w, 26.0f};
    if (draw) {
        Gfx_FillRoundRect(gfx, r, 7.0f, Gfx_Rgba(0, 0, 0, 90));
        Gfx_StrokeRoundRect(gfx, r, 7.0f, 1.5f, THEME_PANEL_EDGE);
        LayoutRecord_Add(LAYOUT_BUTTON, r, 0, false, label); /* for the layout check: its word stays on it */
        LayoutRecord_PushBounds(r);
        Text_Draw(gfx, &c, r.x + r.w * 0.5f, r.y + (r.h - Text_LineHeight(gfx, &c)) * 0.5f, label);
        LayoutRecord_PopBounds();
    }
    return r;
}

static SDL_FRect DrawCodeLines(App *app, const PatienceAttempt *a, const PatienceGame *game, float x, float y,
                               bool draw, bool withTitle, float maxRight, float *right);

SDL_FRect PatienceChallengeView_DrawFooter(App *app, const PatienceAttempt *a, const PatienceGame *game, float x,
                                           float y, bool draw, float maxRight, float *right)
{
    return DrawCodeLines(app, a, game, x, y, draw, true, maxRight, right);
}

SDL_FRect PatienceChallengeView_DrawCode(App *app, const PatienceAttempt *a, const PatienceGame *game, float x, float y,
                                         bool draw, bool withTitle)
{
    return DrawCodeLines(app, a, game, x, y, draw, withTitle, 1.0e9f, NULL);
}

static SDL_FRect DrawCodeLines(App *app, const PatienceAttempt *a, const PatienceGame *game, float x, float y,
                               bool draw, bool withTitle, float maxRight, float *right)
{
    Gfx *gfx = &app->gfx;
    char title[160], line[200];
    if (a == NULL || !a->active) {
        /* A casual deal: its variant, as the footer always said, then its number. */
        snprintf(title, sizeof title, "%s \xC2\xB7 %s \xC2\xB7 Deal %llu", PatienceNames_Layout(game->variant.layout),
                 PatienceNames_Table(game->variant.table), (unsigned long long)game->seed);
    } else {
        PatienceAttempt_Title(a, game, title, sizeof title);
    }
    TextStyle head = Text_Style(FONT_SANS_BOLD, 16.0f, THEME_GOLD, TEXT_LEFT);
    if (!withTitle) {
        y -= 24.0f; /* the code line alone, at y */
    }
    float titleRight = x;
    if (withTitle) {
        float w = Text_Width(gfx, &head, title);
        if (draw) {
            Text_Draw(gfx, &head, x, y, title);
        }
        titleRight = x + w;
        if (a != NULL && a->active && a->challenge.kind == PATIENCE_CHALLENGE_DAILY) {
            TextStyle st = Text_Style(FONT_SANS_BOLD, 16.0f, a->counted ? THEME_FOCUS : THEME_PARCHMENT, TEXT_LEFT);
            /* On a narrow window the note keeps its word and drops its reason (the Hint button says "Hints off"
               and the bar offers no undo). */
            const char *note = a->counted ? "\xC2\xB7 COUNTED: no undo or hints" : "\xC2\xB7 PRACTICE";
            if (a->counted && x + w + 10.0f + Text_Width(gfx, &st, note) > maxRight) {
                note = "\xC2\xB7 COUNTED";
            }
            float nw = draw ? Text_Draw(gfx, &st, x + w + 10.0f, y, note) : Text_Width(gfx, &st, note);
            titleRight = x + w + 10.0f + nw;
        }
    }
    char code[PATIENCE_CODE_TEXT_MAX];
    if (!PatienceAttempt_Code(a, game, code)) {
        if (right != NULL) {
            *right = titleRight;
        }
        return (SDL_FRect){0.0f, 0.0f, 0.0f, 0.0f};
    }
    snprintf(line, sizeof line, "Code %s", code);
    TextStyle cs = Text_Style(FONT_SANS, 16.0f, THEME_CREAM, TEXT_LEFT);
    float cw = draw ? Text_Draw(gfx, &cs, x, y + 24.0f, line) : Text_Width(gfx, &cs, line);
    SDL_FRect b = DrawButton(app, x + cw + 10.0f, y + 21.0f, "Copy", draw);
    float glyphW = draw ? Ui_DrawGlyph(app, ACTION_COPY, b.x + b.w + 8.0f, b.y, b.h) : Ui_GlyphWidth(app, ACTION_COPY, b.h);
    if (right != NULL) {
        *right = fmaxf(titleRight, b.x + b.w + 8.0f + glyphW);
    }
    return b;
}

void PatienceChallengeView_Subtitle(const PatienceAttempt *a, const PatienceGame *game, int streak, char *buf,
                                    size_t size)
{
    char title[96];
    if (a == NULL || !a->active) {
        snprintf(buf, size, "%s \xC2\xB7 %s", PatienceNames_Layout(game->variant.layout),
                 PatienceNames_Table(game->variant.table));
        return;
    }
    PatienceAttempt_Title(a, game, title, sizeof title);
    if (a->challenge.kind == PATIENCE_CHALLENGE_DAILY && a->counted && streak > 0 &&
        a->challenge.variant.layout != PATIENCE_LAYOUT_SERPENT) {
        snprintf(buf, size, "%s \xC2\xB7 counted \xC2\xB7 streak %d", title, streak);
    } else if (a->challenge.kind == PATIENCE_CHALLENGE_DAILY) {
        snprintf(buf, size, "%s \xC2\xB7 %s", title, a->counted ? "counted" : "practice, not counted");
    } else {
        snprintf(buf, size, "%s \xC2\xB7 %s", title, PatienceNames_Table(game->variant.table));
    }
}
