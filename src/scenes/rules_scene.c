/* rules_scene.c: a game's rules help, read from assets/rules/, scrolled by keyboard, wheel, drag or stick. */
#include "scenes.h"

#include "app/app.h"
#include "platform/atomic_file.h"
#include "platform/log.h"
#include "platform/paths.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui/ui_draw.h"
#include "ui/ui_theme.h"

#include <stdlib.h>
#include <string.h>

/*
 * The rules file is plain text: "# Title" on the first line, "## Section"
 * headings, paragraphs separated by blank lines, "- " bullets. The text is
 * the project's own words (the book is reference, never copied).
 */
#define RULES_MAX_BLOCKS 160

typedef enum BlockKind { BLOCK_HEADING, BLOCK_PARAGRAPH, BLOCK_BULLET } BlockKind;

typedef struct Block {
    BlockKind kind;
    char *text;
} Block;

typedef struct RulesScene {
    Scene base;
    char title[96];
    char *source; /* owns the text the blocks point into */
    Block blocks[RULES_MAX_BLOCKS];
    int blockCount;
    float scroll, targetScroll, contentH;
    bool dragging;
    float dragY, dragScroll;
    SDL_FRect page;
} RulesScene;

static void Parse(RulesScene *r)
{
    char *p = r->source;
    bool joinable = false; /* the line before was text of a paragraph or bullet */
    while (*p != '\0' && r->blockCount < RULES_MAX_BLOCKS) {
        char *end = strchr(p, '\n');
        char *next = end != NULL ? end + 1 : p + strlen(p);
        if (end != NULL) {
            *end = '\0';
        }
        if (strncmp(p, "# ", 2) == 0) {
            SDL_strlcpy(r->title, p + 2, sizeof r->title);
            joinable = false;
        } else if (strncmp(p, "## ", 3) == 0) {
            r->blocks[r->blockCount++] = (Block){BLOCK_HEADING, p + 3};
            joinable = false;
        } else if (strncmp(p, "- ", 2) == 0) {
            r->blocks[r->blockCount++] = (Block){BLOCK_BULLET, p + 2};
            joinable = true;
        } else if (*p == '\0') {
            joinable = false;
        } else if (joinable) {
            p[-1] = ' '; /* lines are contiguous: turning the previous terminator into a space joins them */
        } else {
            r->blocks[r->blockCount++] = (Block){BLOCK_PARAGRAPH, p};
            joinable = true;
        }
        p = next;
    }
}

static float Layout(RulesScene *r, App *app, bool draw)
{
    Gfx *gfx = &app->gfx;
    float x = r->page.x + 40.0f;
    float w = r->page.w - 80.0f;
    float y = r->page.y + 24.0f - r->scroll;
    TextStyle head = Text_Style(FONT_SERIF_BOLD, 24.0f, THEME_GOLD, TEXT_LEFT);
    TextStyle body = Text_Style(FONT_SANS, 19.0f, THEME_CREAM, TEXT_LEFT);
    float top = y;
    for (int i = 0; i < r->blockCount; i++) {
        const Block *b = &r->blocks[i];
        switch (b->kind) {
        case BLOCK_HEADING:
            y += 12.0f;
            if (draw) {
                Text_Draw(gfx, &head, x, y, b->text);
            }
            y += Text_LineHeight(gfx, &head) + 6.0f;
            break;
        case BLOCK_BULLET:
            if (draw) {
                Text_Draw(gfx, &body, x + 6.0f, y, "\xE2\x80\xA2");
            }
            y += Text_DrawWrapped(gfx, &body, x + 28.0f, y, w - 28.0f, b->text, draw) + 4.0f;
            break;
        case BLOCK_PARAGRAPH: y += Text_DrawWrapped(gfx, &body, x, y, w, b->text, draw) + 12.0f; break;
        }
    }
    return y - top + 48.0f;
}

static float MaxScroll(const RulesScene *r)
{
    float m = r->contentH - r->page.h;
    return m > 0.0f ? m : 0.0f;
}

static void ScrollBy(RulesScene *r, float dy)
{
    r->targetScroll += dy;
    if (r->targetScroll < 0.0f) {
        r->targetScroll = 0.0f;
    }
    if (r->targetScroll > MaxScroll(r)) {
        r->targetScroll = MaxScroll(r);
    }
}

static void Handle(Scene *s, App *app, const InputEvent *ev)
{
    RulesScene *r = (RulesScene *)s;
    switch (ev->action) {
    case ACTION_BACK:
    case ACTION_CONFIRM:
    case ACTION_MENU:
    case ACTION_HELP: App_Pop(app); break;
    case ACTION_UP: ScrollBy(r, -60.0f); break;
    case ACTION_DOWN: ScrollBy(r, 60.0f); break;
    case ACTION_PREV_AREA:
    case ACTION_LEFT: ScrollBy(r, -(r->page.h - 80.0f)); break;
    case ACTION_NEXT_AREA:
    case ACTION_RIGHT: ScrollBy(r, r->page.h - 80.0f); break;
    case ACTION_SCROLL: ScrollBy(r, -ev->value * 80.0f); break;
    case ACTION_POINTER_DOWN:
        r->dragging = Gfx_Contains(r->page, ev->x, ev->y);
        r->dragY = ev->y;
        r->dragScroll = r->targetScroll;
        break;
    case ACTION_POINTER_MOVE:
        if (r->dragging) {
            r->targetScroll = r->dragScroll;
            ScrollBy(r, r->dragY - ev->y);
        }
        break;
    case ACTION_POINTER_UP: r->dragging = false; break;
    default: break;
    }
}

static void Update(Scene *s, App *app, float dt)
{
    (void)app;
    RulesScene *r = (RulesScene *)s;
    float k = dt * 14.0f;
    r->scroll += (r->targetScroll - r->scroll) * (k > 1.0f ? 1.0f : k);
}

static void Draw(Scene *s, App *app)
{
    RulesScene *r = (RulesScene *)s;
    Gfx *gfx = &app->gfx;
    Gfx_Dim(gfx, 170);
    r->page = (SDL_FRect){170.0f, 120.0f, 940.0f, 520.0f};
    Ui_DrawHeading(app, r->title, NULL);
    Ui_DrawSolidPanel(app, r->page);
    r->contentH = Layout(r, app, false);
    SDL_Rect clip;
    SDL_FRect px = Gfx_ToPixels(gfx, r->page);
    clip.x = (int)px.x;
    clip.y = (int)px.y + 2;
    clip.w = (int)px.w;
    clip.h = (int)px.h - 4;
    SDL_RenderSetClipRect(gfx->renderer, &clip);
    SDL_FRect seen = {r->page.x, r->page.y + 2.0f, r->page.w, r->page.h - 4.0f};
    LayoutRecord_SetClip(&seen); /* the layout check sees the page as scrolled, not the lines cut away */
    Layout(r, app, true);
    LayoutRecord_SetClip(NULL);
    SDL_RenderSetClipRect(gfx->renderer, NULL);
    if (MaxScroll(r) > 0.0f) {
        /* A scroll bar, so the player knows there is more. */
        float track = r->page.h - 20.0f;
        float thumb = track * r->page.h / r->contentH;
        float y = r->page.y + 10.0f + (track - thumb) * (r->scroll / MaxScroll(r));
        SDL_FRect bar = {r->page.x + r->page.w - 14.0f, y, 6.0f, thumb};
        Gfx_FillRoundRect(gfx, bar, 3.0f, Gfx_Rgba(222, 184, 92, 180));
    }
    UiPrompt prompts[] = {{ACTION_UP, "Scroll"}, {ACTION_NEXT_AREA, "Page"}, {ACTION_BACK, "Close"}};
    Ui_DrawPrompts(app, prompts, 3);
}

static void Destroy(Scene *s)
{
    RulesScene *r = (RulesScene *)s;
    free(r->source);
    free(r);
}

static const SceneOps kOps = {
    .name = "rules",
    .handle = Handle,
    .update = Update,
    .draw = Draw,
    .destroy = Destroy,
};

Scene *RulesScene_Create(App *app, const char *rulesFile)
{
    (void)app;
    RulesScene *r = calloc(1, sizeof *r);
    if (r == NULL) {
        return NULL;
    }
    r->base.ops = &kOps;
    r->base.overlay = true;
    char path[1024];
    char rel[256];
    SDL_snprintf(rel, sizeof rel, "rules/%s", rulesFile);
    Paths_Asset(rel, path, sizeof path);
    size_t size = 0;
    r->source = AtomicFile_ReadAll(path, &size);
    if (r->source == NULL) {
        /* Rules help is not worth stopping the game for: say what is wrong in its place. */
        Log_Error("Rules help %s could not be read", path);
        const char *fmt = "# Rules\n## The rules file is missing\nThe file %s could not be read. Rebuild with "
                          "'cmake --build build' or reinstall Parlour to restore it.\n";
        size_t n = strlen(fmt) + strlen(path) + 1;
        r->source = malloc(n);
        if (r->source == NULL) {
            free(r);
            return NULL;
        }
        SDL_snprintf(r->source, n, fmt, path);
    }
    SDL_strlcpy(r->title, "Rules", sizeof r->title);
    Parse(r);
    return &r->base;
}
