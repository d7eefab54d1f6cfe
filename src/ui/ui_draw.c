/* ui_draw.c: panels, toasts, headings and button prompts that follow the device used last. */
#include "ui_draw.h"

#include "app/app.h"
#include "render/layout_record.h"
#include "render/text.h"
#include "ui_theme.h"

void Ui_DrawPanel(App *app, SDL_FRect r)
{
    LayoutRecord_Add(LAYOUT_PANEL, r, 0, false, "panel");
    SDL_FRect shadow = {r.x + 4, r.y + 6, r.w, r.h};
    Gfx_FillRoundRect(&app->gfx, shadow, THEME_RADIUS + 2, Gfx_Rgba(0, 0, 0, 90));
    Gfx_FillRoundRect(&app->gfx, r, THEME_RADIUS, THEME_PANEL);
    Gfx_StrokeRoundRect(&app->gfx, r, THEME_RADIUS, 1.5f, THEME_PANEL_EDGE);
}

void Ui_DrawSolidPanel(App *app, SDL_FRect r)
{
    LayoutRecord_Add(LAYOUT_PANEL, r, 0, false, "panel");
    SDL_FRect shadow = {r.x + 4, r.y + 6, r.w, r.h};
    Gfx_FillRoundRect(&app->gfx, shadow, THEME_RADIUS + 2, Gfx_Rgba(0, 0, 0, 90));
    SDL_Color solid = THEME_PANEL;
    solid.a = 255;
    Gfx_FillRoundRect(&app->gfx, r, THEME_RADIUS, solid);
    Gfx_StrokeRoundRect(&app->gfx, r, THEME_RADIUS, 1.5f, THEME_PANEL_EDGE);
}

SDL_FRect Ui_ToastRect(App *app, const char *text)
{
    Gfx *gfx = &app->gfx;
    SDL_FRect view = Gfx_View(gfx);
    TextStyle style = Text_Style(FONT_SANS, THEME_TEXT_SMALL, THEME_CREAM, TEXT_LEFT);
    float maxW = 760.0f;
    float w = Text_Width(gfx, &style, text);
    float textW = w < maxW ? w : maxW;
    float h = Text_DrawWrapped(gfx, &style, 0, 0, textW + 1.0f, text, false);
    return (SDL_FRect){view.x + (view.w - textW) * 0.5f - 20.0f, view.y + 18.0f, textW + 40.0f, h + 24.0f};
}

void Ui_DrawToast(App *app, const char *text, float alpha)
{
    Gfx *gfx = &app->gfx;
    TextStyle style = Text_Style(FONT_SANS, THEME_TEXT_SMALL, THEME_CREAM, TEXT_LEFT);
    SDL_FRect r = Ui_ToastRect(app, text);
    float textW = r.w - 40.0f;
    Uint8 a = (Uint8)(alpha * 255.0f);
    Gfx_FillRoundRect(gfx, r, THEME_RADIUS, Gfx_Rgba(20, 16, 12, (Uint8)(alpha * 235.0f)));
    Gfx_StrokeRoundRect(gfx, r, THEME_RADIUS, 1.5f, Gfx_Rgba(222, 184, 92, a));
    style.color.a = a;
    Text_DrawWrapped(gfx, &style, r.x + 20.0f, r.y + 12.0f, textW + 1.0f, text, true);
}

void Ui_DrawHeading(App *app, const char *title, const char *subtitle)
{
    TextStyle t = Text_Style(FONT_SERIF_BOLD, 44.0f, Gfx_Rgba(0, 0, 0, 110), TEXT_CENTER);
    Text_Draw(&app->gfx, &t, LAYOUT_W / 2 + 2, 42 + 3, title);
    t.color = THEME_GOLD;
    Text_Draw(&app->gfx, &t, LAYOUT_W / 2, 42, title);
    if (subtitle != NULL) {
        TextStyle s = Text_Style(FONT_SANS, THEME_TEXT_SMALL, THEME_PARCHMENT, TEXT_CENTER);
        Text_Draw(&app->gfx, &s, LAYOUT_W / 2, 102, subtitle);
    }
}

typedef struct PadGlyph {
    const char *text;
    SDL_Color color;
    bool round;
} PadGlyph;

static PadStyle CurrentPadStyle(App *app)
{
    switch (app->settings.promptStyle) {
    case PROMPT_XBOX: return PAD_STYLE_XBOX;
    case PROMPT_PLAYSTATION: return PAD_STYLE_PLAYSTATION;
    case PROMPT_NINTENDO: return PAD_STYLE_NINTENDO;
    default: return Input_PadStyle(&app->input, app->input.lastPad);
    }
}

static PadGlyph GlyphForButton(PadStyle style, SDL_GameControllerButton b)
{
    static const SDL_Color green = {96, 176, 72, 255};
    static const SDL_Color red = {214, 72, 60, 255};
    static const SDL_Color blue = {64, 128, 220, 255};
    static const SDL_Color yellow = {232, 190, 50, 255};
    static const SDL_Color pink = {214, 110, 180, 255};
    static const SDL_Color grey = {70, 70, 70, 255};
    PadGlyph g = {"?", grey, false};
    /* Face buttons by position: south, east, west, north. */
    switch (b) {
    case SDL_CONTROLLER_BUTTON_A:
        g = style == PAD_STYLE_PLAYSTATION ? (PadGlyph){"\xE2\x9C\x95", blue, true}
            : style == PAD_STYLE_NINTENDO  ? (PadGlyph){"B", grey, true}
                                           : (PadGlyph){"A", green, true};
        break;
    case SDL_CONTROLLER_BUTTON_B:
        g = style == PAD_STYLE_PLAYSTATION ? (PadGlyph){"\xE2\x97\x8B", red, true}
            : style == PAD_STYLE_NINTENDO  ? (PadGlyph){"A", grey, true}
                                           : (PadGlyph){"B", red, true};
        break;
    case SDL_CONTROLLER_BUTTON_X:
        g = style == PAD_STYLE_PLAYSTATION ? (PadGlyph){"\xE2\x96\xA1", pink, true}
            : style == PAD_STYLE_NINTENDO  ? (PadGlyph){"Y", grey, true}
                                           : (PadGlyph){"X", blue, true};
        break;
    case SDL_CONTROLLER_BUTTON_Y:
        g = style == PAD_STYLE_PLAYSTATION ? (PadGlyph){"\xE2\x96\xB3", green, true}
            : style == PAD_STYLE_NINTENDO  ? (PadGlyph){"X", grey, true}
                                           : (PadGlyph){"Y", yellow, true};
        break;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        g = (PadGlyph){style == PAD_STYLE_PLAYSTATION ? "L1" : style == PAD_STYLE_NINTENDO ? "L" : "LB", grey, false};
        break;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        g = (PadGlyph){style == PAD_STYLE_PLAYSTATION ? "R1" : style == PAD_STYLE_NINTENDO ? "R" : "RB", grey, false};
        break;
    case SDL_CONTROLLER_BUTTON_START:
        g = (PadGlyph){style == PAD_STYLE_PLAYSTATION ? "Options" : style == PAD_STYLE_NINTENDO ? "+" : "Menu", grey,
                       false};
        break;
    case SDL_CONTROLLER_BUTTON_BACK:
        g = (PadGlyph){style == PAD_STYLE_PLAYSTATION ? "Share" : style == PAD_STYLE_NINTENDO ? "\xE2\x88\x92" : "View",
                       grey, false};
        break;
    case SDL_CONTROLLER_BUTTON_RIGHTSTICK:
        g = (PadGlyph){style == PAD_STYLE_PLAYSTATION ? "R3" : "RS", grey, false};
        break;
    case SDL_CONTROLLER_BUTTON_LEFTSTICK:
        g = (PadGlyph){style == PAD_STYLE_PLAYSTATION ? "L3" : "LS", grey, false};
        break;
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: g = (PadGlyph){"\xE2\x9C\x9B", grey, false}; break;
    default: break;
    }
    return g;
}

static float Glyph(App *app, Action action, float x, float y, float h, bool draw)
{
    Gfx *gfx = &app->gfx;
    bool pad = app->input.lastDevice == DEVICE_GAMEPAD;
    TextStyle ts = Text_Style(FONT_SANS_BOLD, h * 0.58f, THEME_CREAM, TEXT_CENTER);
    if (pad) {
        Action button = action == UI_ACTION_ARROWS ? ACTION_UP : action; /* the d-pad's cross either way */
        PadGlyph g = GlyphForButton(CurrentPadStyle(app), Input_PadButtonFor(&app->input, button));
        float tw = Text_Width(gfx, &ts, g.text);
        float w = g.round ? h : tw + h * 0.7f;
        if (!draw) {
            return w;
        }
        SDL_FRect r = {x, y, w, h};
        Gfx_FillRoundRect(gfx, r, h * 0.5f, Gfx_Rgba(20, 20, 20, 230));
        SDL_FRect inner = {x + 2, y + 2, w - 4, h - 4};
        Gfx_FillRoundRect(gfx, inner, h * 0.5f - 2, g.color);
        Text_Draw(gfx, &ts, x + w * 0.5f, y + (h - Text_LineHeight(gfx, &ts)) * 0.5f, g.text);
        return w;
    }
    /* Directions come in pairs on screen: "move" or "change" means both ways. */
    const char *key = action == UI_ACTION_ARROWS ? "\xE2\x86\x90\xE2\x86\x91\xE2\x86\x93\xE2\x86\x92"
                      : action == ACTION_LEFT || action == ACTION_RIGHT ? "\xE2\x86\x90 \xE2\x86\x92"
                      : action == ACTION_UP || action == ACTION_DOWN    ? "\xE2\x86\x91 \xE2\x86\x93"
                                                                        : Input_KeyNameFor(action);
    ts.color = THEME_INK;
    float margin = h * 0.7f;
    if (action == UI_ACTION_ARROWS) {
        /* Four arrows on one key cap, a little smaller, so that the cap is hardly wider than two arrows' was
           and a table's bar still fits 800 pixels wide. */
        ts = Text_Style(FONT_SANS_BOLD, h * 0.48f, THEME_INK, TEXT_CENTER);
        margin = h * 0.45f;
    }
    float tw = Text_Width(gfx, &ts, key);
    float w = tw + margin;
    if (w < h) {
        w = h;
    }
    if (!draw) {
        return w;
    }
    SDL_FRect r = {x, y, w, h};
    Gfx_FillRoundRect(gfx, r, 5.0f, Gfx_Rgba(60, 52, 40, 255));
    SDL_FRect face = {x + 1.5f, y + 1.0f, w - 3.0f, h - 4.0f};
    Gfx_FillRoundRect(gfx, face, 4.0f, THEME_CREAM);
    Text_Draw(gfx, &ts, x + w * 0.5f, y + (h - 3.0f - Text_LineHeight(gfx, &ts)) * 0.5f, key);
    return w;
}

float Ui_DrawGlyph(App *app, Action action, float x, float y, float h)
{
    return Glyph(app, action, x, y, h, true);
}

float Ui_GlyphWidth(App *app, Action action, float h)
{
    return Glyph(app, action, 0, 0, h, false);
}

void Ui_DrawPrompts(App *app, const UiPrompt *prompts, int count)
{
    Ui_DrawPromptsRightOf(app, prompts, count, -1.0e9f);
}

/* The width of the prompts' glyphs and labels laid side by side (the bar adds 14 units each side). */
static float PromptsWidth(App *app, const UiPrompt *prompts, int count, float h)
{
    TextStyle label = Text_Style(FONT_SANS, THEME_TEXT_SMALL, THEME_CREAM, TEXT_LEFT);
    float total = 0.0f;
    for (int i = 0; i < count; i++) {
        total += Ui_GlyphWidth(app, prompts[i].action, h) + 8.0f + Text_Width(&app->gfx, &label, prompts[i].label);
        total += i + 1 < count ? 26.0f : 0.0f;
    }
    return total;
}

float Ui_PromptsLeft(App *app, const UiPrompt *prompts, int count)
{
    SDL_FRect view = Gfx_View(&app->gfx);
    return view.x + view.w - 24.0f - PromptsWidth(app, prompts, count, 30.0f) - 14.0f;
}

void Ui_DrawPromptsRightOf(App *app, const UiPrompt *prompts, int count, float leftLimit)
{
    Gfx *gfx = &app->gfx;
    if (!app->drawingTop) {
        return; /* a scene under an overlay: the overlay's bar says what the buttons do now */
    }
    SDL_FRect view = Gfx_View(gfx);
    float h = 30.0f;
    float y = view.y + view.h - h - 16.0f;
    TextStyle label = Text_Style(FONT_SANS, THEME_TEXT_SMALL, THEME_CREAM, TEXT_LEFT);
    /* Measure first so the bar sits right-aligned. */
    float total = 0.0f;
    for (;;) {
        total = PromptsWidth(app, prompts, count, h);
        /* On a narrow window the last prompts (the least needed) give way to what lies at the left. */
        if (count <= 1 || view.x + view.w - 24.0f - total - 14.0f >= leftLimit) {
            break;
        }
        count--;
    }
    float x = view.x + view.w - 24.0f - total;
    SDL_FRect bar = {x - 14.0f, y - 7.0f, total + 28.0f, h + 14.0f};
    Gfx_FillRoundRect(gfx, bar, 12.0f, Gfx_Rgba(0, 0, 0, 110));
    LayoutRecord_Add(LAYOUT_BAR, bar, 0, false, "controls bar");
    LayoutRecord_PushBounds(bar);
    for (int i = 0; i < count; i++) {
        float w = Ui_DrawGlyph(app, prompts[i].action, x, y, h);
        x += w + 8.0f;
        x += Text_Draw(gfx, &label, x, y + (h - Text_LineHeight(gfx, &label)) * 0.5f, prompts[i].label);
        x += 26.0f;
    }
    LayoutRecord_PopBounds();
}
