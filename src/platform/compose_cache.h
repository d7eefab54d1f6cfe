/* compose_cache.h: gives X's input method a cache of the keyboard's Compose table in the player's folder. */
#ifndef PARLOUR_PLATFORM_COMPOSE_CACHE_H
#define PARLOUR_PLATFORM_COMPOSE_CACHE_H

#include <stdbool.h>
#include <stddef.h>

/*
 * SDL's X11 video opens an X input method at start-up, and libX11 then parses the locale's Compose table (the
 * dead keys and Compose sequences: 7-10 ms of CPU for en_US.UTF-8's, a third of what SDL's video start costs)
 * unless it finds the table already parsed in a cache: XCOMPOSECACHE's folder, or ~/.compose-cache when that
 * exists, which few desktops make. ComposeCache_Use points XCOMPOSECACHE at <userDir>/x11-compose (made if
 * need be, private to the player) before SDL's video starts, unless the player set it: the first start of the
 * day parses and writes the cache (libX11 renews it daily and when the table changes), later ones read it in
 * about 0.1 ms. Typing with Compose and dead keys is unchanged. libX11 uses no cache for root (it then keeps to
 * the table), so nothing is made then. Returns true when it set XCOMPOSECACHE. Not X11 (no __unix__): nothing.
 */
bool ComposeCache_Use(const char *userDir);

/* The folder <userDir>/x11-compose, made private to its owner (0700) if it is not; false if it cannot be. */
bool ComposeCache_Prepare(const char *userDir, char *dir, size_t size);

#endif
