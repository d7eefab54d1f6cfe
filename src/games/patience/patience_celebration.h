/* patience_celebration.h: a new record's celebration: a gold banner, a burst of sparkles and tumbling cards. */
#ifndef PARLOUR_GAMES_PATIENCE_CELEBRATION_H
#define PARLOUR_GAMES_PATIENCE_CELEBRATION_H

#include "core/card.h"
#include "scenes/scene.h"

#include <SDL.h>
#include <stdbool.h>

#define CELEBRATION_SPARKS 44
#define CELEBRATION_FALLING 7
#define CELEBRATION_TWINKLES 9

typedef struct CelebrationSpark {
    float x, y, vx, vy, age, life, size;
    SDL_Color color;
} CelebrationSpark;

typedef struct CelebrationCard {
    float x, y, vx, vy, angle, spin, delay;
    Card card;
} CelebrationCard;

typedef struct CelebrationTwinkle {
    float dx, dy, phase, size;
} CelebrationTwinkle;

/*
 * The banner pops up at `burst` (over the thing being celebrated), holds
 * there while the sparkles burst from it and a few cards tumble down the
 * screen, then rises to rest at `home`, where it keeps twinkling. Every
 * random choice comes from app->cosmetic, never the game's generator. The
 * whole show runs at the player's animation speed; with animations off it
 * starts at rest.
 */
typedef struct PatienceCelebration {
    bool active;
    float age; /* seconds of the show so far, at the animation speed */
    SDL_FPoint burst;
    SDL_FRect home;
    char text[64];
    CelebrationSpark sparks[CELEBRATION_SPARKS];
    CelebrationCard cards[CELEBRATION_FALLING];
    CelebrationTwinkle twinkles[CELEBRATION_TWINKLES];
} PatienceCelebration;

/* Starts the show (and its fanfare); the tumbling cards are drawn from cards[0..count). */
void PatienceCelebration_Start(PatienceCelebration *c, App *app, SDL_FPoint burst, SDL_FRect home, const char *text,
                               const Card *cards, int count);
/* Jumps to the banner at rest (screenshots). */
void PatienceCelebration_SkipToRest(PatienceCelebration *c);
void PatienceCelebration_Update(PatienceCelebration *c, App *app, float dt);
/* True once the banner rests at home (the scene then leaves that place to it). */
bool PatienceCelebration_AtHome(const PatienceCelebration *c);
void PatienceCelebration_Draw(const PatienceCelebration *c, App *app);

#endif
