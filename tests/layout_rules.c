/* layout_rules.c: the layout check's rules (docs/layout-check.md) over one recorded frame: text in its box, no overlaps,
   nothing off-screen or under the controls bar, no text under 12 px, no card codes, cards clear of buttons and text and
   every face-up card's index corner in sight. */
#include "layout_rules.h"
#include "scene_harness.h"

#include "render/layout_record.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define MIN_TEXT_PX 12
#define SLACK 1.5f /* layout units: rounding to whole pixels */

static bool IsKnown(const LayoutReport *rep, const char *scene, const char *message, bool *used)
{
    for (size_t i = 0; rep->known != NULL && rep->known[i].scene != NULL; i++) {
        const LayoutKnown *k = &rep->known[i];
        if ((strcmp(k->scene, "*") == 0 || strncmp(k->scene, scene, strlen(k->scene)) == 0) &&
            strncmp(message, k->what, strlen(k->what)) == 0) {
            if (i < 64) {
                used[i] = true;
            }
            return true;
        }
    }
    return false;
}

/* FNV-1a of the scene and message without their digits (a deal's and a move's numbers, a bid): a failure seen before
   is counted, not printed again (quiet reports). */
static unsigned long Hash(const char *a, const char *b)
{
    unsigned long h = 2166136261u;
    for (const char *p = a; *p != '\0'; p++) {
        h = *p >= '0' && *p <= '9' ? h : (h ^ (unsigned char)*p) * 16777619u;
    }
    for (const char *p = b; *p != '\0'; p++) {
        h = *p >= '0' && *p <= '9' ? h : (h ^ (unsigned char)*p) * 16777619u;
    }
    return h;
}

static bool SeenBefore(LayoutReport *rep, const char *scene, const char *msg)
{
    unsigned long h = Hash(scene, msg);
    for (int i = 0; i < rep->seenCount; i++) {
        if (rep->seen[i] == h) {
            return true;
        }
    }
    if (rep->seenCount < LAYOUT_REPORT_SEEN) {
        rep->seen[rep->seenCount++] = h;
    }
    return false;
}

static void Fail(LayoutReport *rep, const char *scene, const char *size, const char *style, const char *fmt, ...)
{
    char msg[384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    bool known = IsKnown(rep, scene, msg, rep->used);
    if (known) {
        rep->knownCount++;
    } else if (rep->failures++ == 0) {
        snprintf(rep->first, sizeof rep->first, "%s at %s, %s: %s", scene, size, style, msg);
    }
    if (rep->quiet && SeenBefore(rep, scene, msg)) {
        rep->suppressed++;
        return;
    }
    printf("%s %s %s %s: %s\n", known ? "known" : "LAYOUT", scene, size, style, msg);
}

void LayoutRules_ReportUnused(const LayoutReport *rep)
{
    for (size_t i = 0; rep->known != NULL && rep->known[i].scene != NULL && i < 64; i++) {
        if (!rep->used[i]) {
            printf("fixed? the known failure \"%s: %s\" no longer happens: take it off the list\n", rep->known[i].scene,
                   rep->known[i].what);
        }
    }
}

static bool Inside(SDL_FRect in, SDL_FRect out)
{
    return in.x >= out.x - SLACK && in.y >= out.y - SLACK && in.x + in.w <= out.x + out.w + SLACK &&
           in.y + in.h <= out.y + out.h + SLACK;
}

/* The overlap's width and height (0 if none). */
static bool Overlap(SDL_FRect a, SDL_FRect b, float minW, float minH)
{
    float w = fminf(a.x + a.w, b.x + b.w) - fmaxf(a.x, b.x);
    float h = fminf(a.y + a.h, b.y + b.h) - fmaxf(a.y, b.y);
    return w > minW && h > minH;
}

/* A glyph's box includes the font's leading above and below: the ink is about the middle 70%. */
static SDL_FRect Ink(SDL_FRect r)
{
    return (SDL_FRect){r.x, r.y + r.h * 0.15f, r.w, r.h * 0.7f};
}

static const char *KindName(LayoutKind kind)
{
    switch (kind) {
    case LAYOUT_BAR: return "controls bar";
    case LAYOUT_PANEL: return "panel";
    case LAYOUT_BUTTON: return "button";
    case LAYOUT_CARD: return "card";
    default: return "text";
    }
}

/* Where a card's index (rank over suit) is printed: its top left corner, or the bottom right (turned). */
static SDL_FRect IndexCorner(SDL_FRect card, bool bottomRight)
{
    SDL_FRect c = {card.x + card.w * 0.04f, card.y + card.h * 0.03f, card.w * 0.16f, card.h * 0.26f};
    if (bottomRight) {
        c.x = card.x + card.w - c.w - card.w * 0.04f;
        c.y = card.y + card.h - c.h - card.h * 0.03f;
    }
    return c;
}

/* Whether a card drawn after card i covers most of corner (its index is hidden by the fan anyway). */
static bool CornerCovered(int i, SDL_FRect corner, int n)
{
    const LayoutItem *a = LayoutRecord_Item(i);
    for (int j = 0; j < n; j++) {
        const LayoutItem *c = LayoutRecord_Item(j);
        if (c->kind == LAYOUT_CARD && !c->moving && c->layer == a->layer && c->order > a->order &&
            Overlap(corner, c->rect, corner.w * 0.5f, corner.h * 0.5f)) {
            return true;
        }
    }
    return false;
}

/*
 * A card must not lie on a button or the controls bar (or under one), nor cover text drawn before it, nor have
 * text drawn over its corner indices (a tag over "10" hides what the card is); a card laid over another must leave the lower card's index corner (its top left: rank and suit) in sight, or the
 * lower card cannot be read (a stack of backs, a pack, has nothing to read).
 */
static void CheckCard(LayoutReport *rep, const char *scene, const char *size, const char *style, int i, int n)
{
    const LayoutItem *a = LayoutRecord_Item(i);
    for (int j = 0; j < n; j++) {
        const LayoutItem *b = LayoutRecord_Item(j);
        if (j == i || b->layer != a->layer || b->shadow || a->moving || b->moving) {
            continue; /* a card in flight passes over the table for a moment, and lands clear */
        }
        if ((b->kind == LAYOUT_BUTTON || b->kind == LAYOUT_BAR) && Overlap(a->rect, b->rect, 0.5f, 0.5f)) {
            Fail(rep, scene, size, style, "card on a %s: %s and \"%s\"", KindName(b->kind), a->text, b->text);
        } else if (b->kind == LAYOUT_TEXT && b->order < a->order && Overlap(Ink(b->rect), a->rect, 1.0f, 1.0f)) {
            Fail(rep, scene, size, style, "covered: \"%s\" under the card %s", b->text, a->text);
        } else if (b->kind == LAYOUT_TEXT && b->order > a->order && a->tilted) {
            /* A fan's turned card: its box is all that is known, and words on a fan are never meant. */
            if (Overlap(Ink(b->rect), a->rect, 1.0f, 1.0f)) {
                Fail(rep, scene, size, style, "text over a card of a fan: \"%s\" on %s", b->text, a->text);
            }
        } else if (b->kind == LAYOUT_TEXT && b->order > a->order && strcmp(a->text, "back") != 0 &&
                   ((Overlap(Ink(b->rect), IndexCorner(a->rect, false), 1.0f, 1.0f) &&
                     !CornerCovered(i, IndexCorner(a->rect, false), n)) ||
                    (Overlap(Ink(b->rect), IndexCorner(a->rect, true), 1.0f, 1.0f) &&
                     !CornerCovered(i, IndexCorner(a->rect, true), n)))) {
            Fail(rep, scene, size, style, "text over a card's index: \"%s\" on %s", b->text, a->text);
        } else if (b->kind == LAYOUT_CARD && b->order > a->order && strcmp(a->text, "back") != 0 && !a->tilted &&
                   !b->tilted) {
            /* (A fan's cards are turned so that each index shows; their boxes overlap by design.) */
            SDL_FRect corner = IndexCorner(a->rect, false);
            if (Overlap(a->rect, b->rect, a->rect.w * 0.85f, a->rect.h * 0.85f)) {
                continue; /* a pile (a heap of played cards, a trick taken): only its top card is meant to be seen */
            }
            /* The index is rank over suit: a card over its lower part hides the suit (a red A: hearts or
               diamonds?), so more than a fifth of its height covered (across half its width) hides it. */
            if (Overlap(corner, b->rect, corner.w * 0.5f, corner.h * 0.2f)) {
                Fail(rep, scene, size, style, "card's index hidden: %s under %s", a->text, b->text);
            }
        }
    }
}

void LayoutRules_Check(LayoutReport *rep, App *app, const char *scene, const char *size, const char *style)
{
    SDL_FRect view = Gfx_View(&app->gfx);
    int n = LayoutRecord_Count();
    int top = app->sceneCount - 1;
    int bars = 0;
    for (int i = 0; i < n; i++) {
        bars += LayoutRecord_Item(i)->kind == LAYOUT_BAR;
    }
    if (bars > 1) {
        /* An overlay over a scene with its own bar (pause over the table) shows one bar, its own. */
        Fail(rep, scene, size, style, "%d controls bars drawn", bars);
    }
    for (int i = 0; i < n; i++) {
        const LayoutItem *a = LayoutRecord_Item(i);
        if (a->layer < top || a->shadow) {
            continue; /* a scene under an overlay is dimmed behind it */
        }
        if (!Inside(a->rect, view)) {
            Fail(rep, scene, size, style, "off-screen: \"%s\" at (%.0f,%.0f %.0fx%.0f)", a->text, a->rect.x,
                 a->rect.y, a->rect.w, a->rect.h);
        }
        if (a->kind == LAYOUT_CARD) {
            CheckCard(rep, scene, size, style, i, n);
            continue;
        }
        if (a->kind != LAYOUT_TEXT) {
            continue;
        }
        if (Harness_CardCodeIn(a->text) != NULL) {
            Fail(rep, scene, size, style, "a card code, not a card: \"%s\"", a->text);
        }
        if (a->px < MIN_TEXT_PX) {
            Fail(rep, scene, size, style, "text under %d px: \"%s\" at %d px", MIN_TEXT_PX, a->text, a->px);
        }
        if (a->bounded && !Inside(a->rect, a->bounds)) {
            Fail(rep, scene, size, style, "leaves its box: \"%s\" (%.0f,%.0f %.0fx%.0f) in (%.0f,%.0f %.0fx%.0f)",
                 a->text, a->rect.x, a->rect.y, a->rect.w, a->rect.h, a->bounds.x, a->bounds.y, a->bounds.w,
                 a->bounds.h);
        }
        SDL_FRect ink = Ink(a->rect);
        for (int j = 0; j < n; j++) {
            const LayoutItem *b = LayoutRecord_Item(j);
            if (j == i || b->layer != a->layer || b->shadow) {
                continue;
            }
            if (b->kind == LAYOUT_CARD) {
                continue; /* text and cards: CheckCard */
            }
            if (b->kind == LAYOUT_TEXT) {
                if (j > i && Overlap(ink, Ink(b->rect), 1.0f, 1.0f)) {
                    Fail(rep, scene, size, style, "texts overlap: \"%s\" and \"%s\"", a->text, b->text);
                }
                continue;
            }
            if (!Overlap(ink, b->rect, 0.5f, 0.5f)) {
                continue;
            }
            if (b->order > a->order) {
                /* Drawn over the text: it hides it (the controls bar over a caption). */
                Fail(rep, scene, size, style, "covered: \"%s\" under the %s \"%s\"", a->text, KindName(b->kind),
                     b->text);
            } else if (!Inside(ink, b->rect)) {
                Fail(rep, scene, size, style, "crosses the edge of the %s \"%s\": \"%s\"", KindName(b->kind),
                     b->text, a->text);
            }
        }
    }
}

