/* audio.c: sound effects and background music through SDL2_mixer, silent when there is no audio device. */
#include "audio.h"

#include "log.h"
#include "mixer_lib.h"

#include <SDL.h>

#define MIXER_RATE 44100
#define MIXER_CHUNK 1024  /* about 23 ms: a card sound should land with the card */
#define MIXER_CHANNELS 16 /* a fast deal overlaps many short sounds */
#define MUSIC_FADE_IN_MS 1500
#define MUSIC_FADE_OUT_MS 600

static const char *const sfxFiles[SFX_COUNT] = {
    [SFX_DEAL] = "deal.wav",   [SFX_PLACE] = "place.wav", [SFX_FLIP] = "flip.wav",     [SFX_SCORE] = "score.wav",
    [SFX_ERROR] = "error.wav", [SFX_MOVE] = "move.wav",   [SFX_SELECT] = "select.wav", [SFX_FANFARE] = "fanfare.wav",
};

static const MixerLib *mix; /* SDL2_mixer, opened by the first Audio_Init (mixer_lib.h) */
static bool subsystemStarted; /* this module started SDL's audio subsystem, so it stops it */
static bool deviceOpen;
static Mix_Chunk *chunks[SFX_COUNT];
static Mix_Music *music;
/* Settings outlive a shutdown and may arrive before the device is open. */
static int musicVolume = 100;
static int effectsVolume = 100;
static bool muted;
static bool musicWanted;
static unsigned playedCount;

static int Clamp100(int v)
{
    return v < 0 ? 0 : (v > 100 ? 100 : v);
}

static int ToMixVolume(int v)
{
    return (v * MIX_MAX_VOLUME + 50) / 100;
}

static void ApplyVolumes(void)
{
    if (!deviceOpen) {
        return;
    }
    mix->Volume(-1, muted ? 0 : ToMixVolume(effectsVolume));
    mix->VolumeMusic(muted ? 0 : ToMixVolume(musicVolume));
}

static bool AssetError(char *err, size_t errSize, const char *path, const char *problem, const char *detail)
{
    SDL_snprintf(err, errSize, "Sound file %s %s (%s). Rebuild with cmake --build build, or reinstall Parlour.", path,
                 problem, detail);
    return false;
}

/*
 * Checks one sound file and, with a device, loads it as an effect (chunk) or
 * as the music. Without a device the file is still decoded once, so a broken
 * install is reported the same on a machine with no sound card. The music is
 * always decoded once too: SDL_mixer streams it and would not notice a cut-off
 * file until it reached the cut.
 */
static bool LoadSound(const char *assetDir, const char *file, Mix_Chunk **chunk, Mix_Music **mus, char *err,
                      size_t errSize)
{
    char path[1024];
    int len = SDL_snprintf(path, sizeof path, "%s/sounds/%s", assetDir, file);
    if (len < 0 || (size_t)len >= sizeof path) {
        return AssetError(err, errSize, file, "has a path too long to open", assetDir);
    }
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (rw == NULL) {
        return AssetError(err, errSize, path, "is missing or cannot be read", SDL_GetError());
    }
    SDL_RWclose(rw);

    if (!deviceOpen || mus != NULL) {
        SDL_AudioSpec spec;
        Uint8 *samples = NULL;
        Uint32 bytes = 0;
        if (SDL_LoadWAV(path, &spec, &samples, &bytes) == NULL) {
            return AssetError(err, errSize, path, "is corrupt", SDL_GetError());
        }
        SDL_FreeWAV(samples);
        if (!deviceOpen) {
            return true;
        }
    }
    if (chunk != NULL) {
        *chunk = mix->LoadWAV_RW(SDL_RWFromFile(path, "rb"), 1);
        if (*chunk == NULL) {
            return AssetError(err, errSize, path, "is corrupt", SDL_GetError());
        }
    } else {
        *mus = mix->LoadMUS(path);
        if (*mus == NULL) {
            return AssetError(err, errSize, path, "is corrupt", SDL_GetError());
        }
    }
    return true;
}

static bool CheckFile(const char *assetDir, const char *file, char *err, size_t errSize)
{
    char path[1024];
    int len = SDL_snprintf(path, sizeof path, "%s/sounds/%s", assetDir, file);
    if (len < 0 || (size_t)len >= sizeof path) {
        return AssetError(err, errSize, file, "has a path too long to open", assetDir);
    }
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (rw == NULL) {
        return AssetError(err, errSize, path, "is missing or cannot be read", SDL_GetError());
    }
    Uint8 head[12];
    size_t got = SDL_RWread(rw, head, 1, sizeof head);
    SDL_RWclose(rw);
    if (got != sizeof head || SDL_memcmp(head, "RIFF", 4) != 0 || SDL_memcmp(head + 8, "WAVE", 4) != 0) {
        return AssetError(err, errSize, path, "is corrupt", "not a WAVE file");
    }
    return true;
}

bool Audio_CheckFiles(const char *assetDir, char *err, size_t errSize)
{
    for (int i = 0; i < SFX_COUNT; i++) {
        if (!CheckFile(assetDir, sfxFiles[i], err, errSize)) {
            return false;
        }
    }
    return CheckFile(assetDir, AUDIO_MUSIC_FILE, err, errSize);
}

/* Opens the device, or logs the one line that says the game will be silent. */
static void OpenDevice(void)
{
    char why[512];
    if (mix == NULL) {
        mix = MixerLib_Get(why, sizeof why);
    }
    if (mix == NULL) {
        Log_Warn("%s: the game will be silent.", why);
        return;
    }
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        Log_Warn("No audio device (%s): the game will be silent.", SDL_GetError());
        return;
    }
    subsystemStarted = true;
    if (mix->OpenAudio(MIXER_RATE, AUDIO_S16SYS, 2, MIXER_CHUNK) != 0) {
        Log_Warn("No audio device (%s): the game will be silent.", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        subsystemStarted = false;
        return;
    }
    deviceOpen = true;
    mix->AllocateChannels(MIXER_CHANNELS);
}

bool Audio_Init(const char *assetDir, char *err, size_t errSize)
{
    Audio_Shutdown();
    playedCount = 0;
    /* SDL's default plays a cut-off WAV up to the cut; a damaged install should be reported instead. */
    SDL_SetHintWithPriority(SDL_HINT_WAVE_TRUNCATION, "strict", SDL_HINT_DEFAULT);
    OpenDevice();
    for (int i = 0; i < SFX_COUNT; i++) {
        if (!LoadSound(assetDir, sfxFiles[i], &chunks[i], NULL, err, errSize)) {
            Audio_Shutdown();
            return false;
        }
    }
    if (!LoadSound(assetDir, AUDIO_MUSIC_FILE, NULL, &music, err, errSize)) {
        Audio_Shutdown();
        return false;
    }
    ApplyVolumes();
    if (musicWanted) {
        Audio_SetMusic(true);
    }
    return true;
}

void Audio_Shutdown(void)
{
    if (deviceOpen) {
        mix->HaltChannel(-1);
        mix->HaltMusic();
    }
    for (int i = 0; i < SFX_COUNT; i++) {
        if (chunks[i] != NULL) {
            mix->FreeChunk(chunks[i]);
            chunks[i] = NULL;
        }
    }
    if (music != NULL) {
        mix->FreeMusic(music);
        music = NULL;
    }
    if (deviceOpen) {
        mix->CloseAudio();
        deviceOpen = false;
    }
    if (subsystemStarted) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        subsystemStarted = false;
    }
}

void Audio_SetVolumes(int musicVol, int effectsVol, bool mute)
{
    musicVolume = Clamp100(musicVol);
    effectsVolume = Clamp100(effectsVol);
    muted = mute;
    ApplyVolumes();
}

void Audio_Play(Sfx sfx)
{
    if ((int)sfx < 0 || sfx >= SFX_COUNT || !deviceOpen || muted || effectsVolume == 0 || chunks[sfx] == NULL) {
        return;
    }
    playedCount++;
    if (mix->PlayChannelTimed(-1, chunks[sfx], 0, -1) < 0) {
        /* Every channel is busy: the oldest sound is the one least missed. */
        int oldest = mix->GroupOldest(-1);
        if (oldest >= 0) {
            mix->HaltChannel(oldest);
            mix->PlayChannelTimed(oldest, chunks[sfx], 0, -1);
        }
    }
}

void Audio_SetMusic(bool playing)
{
    musicWanted = playing;
    if (!deviceOpen || music == NULL) {
        return;
    }
    if (playing) {
        if (!mix->PlayingMusic() || mix->FadingMusic() == MIX_FADING_OUT) {
            mix->HaltMusic();
            /* Fading in also hides the loop's start, which is not at silence. */
            if (mix->FadeInMusic(music, -1, MUSIC_FADE_IN_MS) != 0) {
                Log_Warn("The music could not start: %s", SDL_GetError());
            }
        }
    } else if (mix->PlayingMusic() && mix->FadingMusic() != MIX_FADING_OUT) {
        mix->FadeOutMusic(MUSIC_FADE_OUT_MS);
    }
}

bool Audio_IsAvailable(void)
{
    return deviceOpen;
}

unsigned Audio_PlayedCount(void)
{
    return playedCount;
}

const char *Audio_SfxFileName(Sfx sfx)
{
    if ((int)sfx < 0 || sfx >= SFX_COUNT) {
        return NULL;
    }
    return sfxFiles[sfx];
}
