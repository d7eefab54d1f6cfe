/* ui_theme.h: the colours and sizes every screen shares, so the game looks like one thing. */
#ifndef PARLOUR_UI_UI_THEME_H
#define PARLOUR_UI_UI_THEME_H

#include <SDL.h>

#define THEME_CREAM ((SDL_Color){246, 239, 220, 255})
#define THEME_PARCHMENT ((SDL_Color){238, 228, 200, 255})
#define THEME_INK ((SDL_Color){38, 32, 26, 255})
#define THEME_INK_SOFT ((SDL_Color){96, 84, 66, 255})
#define THEME_GOLD ((SDL_Color){222, 184, 92, 255})
#define THEME_GOLD_DARK ((SDL_Color){160, 120, 40, 255})
#define THEME_FELT_DARK ((SDL_Color){14, 52, 32, 255})
#define THEME_PANEL ((SDL_Color){16, 34, 24, 228})
#define THEME_PANEL_EDGE ((SDL_Color){222, 184, 92, 160})
#define THEME_FOCUS ((SDL_Color){255, 214, 110, 255})
#define THEME_RED ((SDL_Color){196, 52, 44, 255})
#define THEME_GREEN_OK ((SDL_Color){110, 200, 120, 255})
#define THEME_DISABLED ((SDL_Color){150, 150, 140, 255})

#define THEME_RADIUS 10.0f
#define THEME_TEXT 22.0f
#define THEME_TEXT_SMALL 17.0f
#define THEME_TITLE 64.0f

#endif
