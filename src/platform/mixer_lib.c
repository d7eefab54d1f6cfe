/* mixer_lib.c: opens SDL2_mixer with SDL_LoadObject and looks up the calls the game makes. */
#define _GNU_SOURCE /* RTLD_NOLOAD */
#include "mixer_lib.h"

#include "wake.h"

#include <SDL.h>
#include <stdlib.h>
#if defined(__unix__)
#include <dlfcn.h>
#endif

#ifndef PARLOUR_MIXER_SONAME
#define PARLOUR_MIXER_SONAME "libSDL2_mixer-2.0.so.0"
#endif

/*
 * Linked in, SDL2_mixer brought fifteen more shared libraries into every start (FluidSynth with GLib, JACK and
 * libstdc++, ModPlug, Opus, Vorbis...): about 11 ms of CPU before main ran, for sounds the title plays only
 * after its first picture. Opened here instead, the first time the sounds load.
 */
static MixerLib lib;
static void *handle;
static bool loaded;
/* A preload's thread: it alone touches lib, handle and loaded until joined (MixerLib_Get joins it first). */
static SDL_Thread *preloader;
static SDL_atomic_t preloadFinished;
static char preloadErr[512];

static const char *LibraryName(void)
{
    const char *name = getenv("PARLOUR_MIXER_LIBRARY");
    return name != NULL && name[0] != '\0' ? name : PARLOUR_MIXER_SONAME;
}

/* Looks one call up; false (with the name in err) when the library lacks it. */
static bool Find(void *from, const char *name, void **fn, char *err, size_t errSize)
{
    *fn = SDL_LoadFunction(from, name);
    if (*fn == NULL) {
        SDL_snprintf(err, errSize, "The sound library %s has no %s (an SDL2_mixer older than 2.0?)", LibraryName(),
                     name);
        return false;
    }
    return true;
}

static const MixerLib *Open(char *err, size_t errSize);

static int PreloadThread(void *unused)
{
    (void)unused;
    Open(preloadErr, sizeof preloadErr);
    SDL_AtomicSet(&preloadFinished, 1);
    Wake_Post();
    return 0;
}

void MixerLib_Preload(void)
{
    if (loaded || preloader != NULL) {
        return;
    }
    SDL_AtomicSet(&preloadFinished, 0);
    preloader = SDL_CreateThread(PreloadThread, "mixer-open", NULL);
    /* No thread: MixerLib_Get opens it on the spot. */
}

bool MixerLib_PreloadDone(void)
{
    return preloader == NULL || SDL_AtomicGet(&preloadFinished) != 0;
}

void MixerLib_JoinPreload(void)
{
    if (preloader != NULL) {
        SDL_WaitThread(preloader, NULL);
        preloader = NULL;
    }
}

const MixerLib *MixerLib_Get(char *err, size_t errSize)
{
    MixerLib_JoinPreload();
    return Open(err, errSize);
}

static const MixerLib *Open(char *err, size_t errSize)
{
    if (loaded) {
        return &lib;
    }
    if (handle == NULL) {
        handle = SDL_LoadObject(LibraryName());
        if (handle == NULL) {
            SDL_snprintf(err, errSize,
                         "The sound library %s could not be loaded (%s): install libsdl2-mixer-2.0-0 (scripts/setup.sh "
                         "does)",
                         LibraryName(), SDL_GetError());
            return NULL;
        }
    }
    /* Each found object pointer is copied into its function pointer's bytes, as POSIX's dlsym allows. */
    MixerLib m;
    struct {
        const char *name;
        void **slot;
    } calls[] = {
        {"Mix_OpenAudio", (void **)&m.OpenAudio},
        {"Mix_CloseAudio", (void **)&m.CloseAudio},
        {"Mix_AllocateChannels", (void **)&m.AllocateChannels},
        {"Mix_LoadWAV_RW", (void **)&m.LoadWAV_RW},
        {"Mix_LoadMUS", (void **)&m.LoadMUS},
        {"Mix_FreeChunk", (void **)&m.FreeChunk},
        {"Mix_FreeMusic", (void **)&m.FreeMusic},
        {"Mix_Volume", (void **)&m.Volume},
        {"Mix_VolumeMusic", (void **)&m.VolumeMusic},
        {"Mix_PlayChannelTimed", (void **)&m.PlayChannelTimed},
        {"Mix_HaltChannel", (void **)&m.HaltChannel},
        {"Mix_GroupOldest", (void **)&m.GroupOldest},
        {"Mix_Playing", (void **)&m.Playing},
        {"Mix_FadeInMusic", (void **)&m.FadeInMusic},
        {"Mix_FadeOutMusic", (void **)&m.FadeOutMusic},
        {"Mix_HaltMusic", (void **)&m.HaltMusic},
        {"Mix_PlayingMusic", (void **)&m.PlayingMusic},
        {"Mix_FadingMusic", (void **)&m.FadingMusic},
    };
    for (size_t i = 0; i < SDL_arraysize(calls); i++) {
        void *fn = NULL;
        if (!Find(handle, calls[i].name, &fn, err, errSize)) {
            return NULL;
        }
        SDL_memcpy(calls[i].slot, &fn, sizeof fn);
    }
    lib = m;
    loaded = true;
    return &lib;
}

bool MixerLib_IsMapped(void)
{
#if defined(__unix__) && defined(RTLD_NOLOAD)
    void *h = dlopen(PARLOUR_MIXER_SONAME, RTLD_LAZY | RTLD_NOLOAD);
    if (h != NULL) {
        dlclose(h);
        return true;
    }
    return false;
#else
    return loaded;
#endif
}
