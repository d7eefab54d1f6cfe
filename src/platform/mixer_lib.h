/* mixer_lib.h: SDL2_mixer opened at run time, on first use, so that its libraries cost nothing before the first picture. */
#ifndef PARLOUR_PLATFORM_MIXER_LIB_H
#define PARLOUR_PLATFORM_MIXER_LIB_H

#include <SDL_mixer.h>
#include <stdbool.h>
#include <stddef.h>

/* The SDL2_mixer calls the game makes (see SDL_mixer.h for each). */
typedef struct MixerLib {
    int (*OpenAudio)(int frequency, Uint16 format, int channels, int chunksize);
    void (*CloseAudio)(void);
    int (*AllocateChannels)(int numchans);
    Mix_Chunk *(*LoadWAV_RW)(SDL_RWops *src, int freesrc);
    Mix_Music *(*LoadMUS)(const char *file);
    void (*FreeChunk)(Mix_Chunk *chunk);
    void (*FreeMusic)(Mix_Music *music);
    int (*Volume)(int channel, int volume);
    int (*VolumeMusic)(int volume);
    int (*PlayChannelTimed)(int channel, Mix_Chunk *chunk, int loops, int ticks);
    int (*HaltChannel)(int channel);
    int (*GroupOldest)(int tag);
    int (*Playing)(int channel);
    int (*FadeInMusic)(Mix_Music *music, int loops, int ms);
    int (*FadeOutMusic)(int ms);
    int (*HaltMusic)(void);
    int (*PlayingMusic)(void);
    Mix_Fading (*FadingMusic)(void);
} MixerLib;

/*
 * Main thread (it waits for a preload still running). The library (by the soname CMake found at configure time; PARLOUR_MIXER_LIBRARY=file opens another, as the
 * tests do to see it missing), opened the first time it is asked for and kept open. NULL when it cannot be
 * opened or lacks a call, with what to install in err (the game then runs silent).
 */
const MixerLib *MixerLib_Get(char *err, size_t errSize);
/* Starts opening the library on a thread (its fifteen libraries are some 20 ms of CPU), so that the main thread
   keeps drawing meanwhile; posts a wake event (wake.h) when done. Main thread only; does nothing once opened. */
void MixerLib_Preload(void);
/* True once a preload has finished (or none is running): MixerLib_Get then returns at once. Main thread only. */
bool MixerLib_PreloadDone(void);
/* Waits for a preload still running (before shutting SDL down). Main thread only. */
void MixerLib_JoinPreload(void);
/* Whether this process has SDL2_mixer mapped at all (linked or opened), without opening it: for the tests. */
bool MixerLib_IsMapped(void);

#endif
