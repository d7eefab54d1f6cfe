/* sfxgen.c: synthesises Parlour's sound effects and background music into WAV files, deterministically. */
#include "music.h"
#include "synth.h"

#include <math.h>
#include <stdio.h>

/*
 * Usage: sfxgen <output folder>. Writes the effects at 44.1 kHz and the
 * music at 22.05 kHz (it is long and soft, so the smaller file loses
 * nothing audible), all 16-bit mono. Every noise source has a fixed seed
 * and nothing reads the clock, so two runs give identical files.
 *
 * Each effect is shaped to start and end at silence (short raised-cosine
 * fades), has its DC removed and is normalised to -3 dBFS; the game's
 * effects volume sets how loud they really are.
 */

#define SFX_RATE 44100
#define SFX_PEAK_DB (-3.0)

static const double TWO_PI = 2.0 * SYNTH_PI;

/* A quick papery swish: band-passed noise sweeping up, with a grainy texture. */
static void MakeDeal(Buf *b)
{
    Noise nz = Noise_Make(0xDEA1u);
    Noise grainNz = Noise_Make(0x5EEDu);
    Svf body = {0};
    Svf air = {0};
    OnePole grain = {0};
    for (long i = 0; i < b->n; i++) {
        double t = (double)i / b->rate;
        double sweep = 1500.0 + 4000.0 * t / 0.2;
        float x = Noise_Next(&nz);
        Svf_Run(&body, x, sweep, 0.9, b->rate);
        Svf_Run(&air, x, 6500.0, 0.7, b->rate);
        /* The paper's fibres: a slow random flutter on the amplitude. */
        float flutter = 0.65f + 1.2f * fabsf(OnePole_Low(&grain, Noise_Next(&grainNz), 180.0, b->rate));
        double rise = t < 0.035 ? sin(0.5 * SYNTH_PI * t / 0.035) : 1.0;
        double env = rise * exp(-(t > 0.035 ? t - 0.035 : 0.0) / 0.055);
        b->s[i] = (float)(env * flutter * (body.band + 0.3 * air.band));
    }
    Buf_Fade(b, 0.002, 0.03);
}

/* A soft card on felt: a muffled thud with a low body whose pitch drops. */
static void MakePlace(Buf *b)
{
    Noise nz = Noise_Make(0xF317u);
    Svf felt = {0};
    double phase = 0.0;
    for (long i = 0; i < b->n; i++) {
        double t = (double)i / b->rate;
        double f = 150.0 * (1.0 + 0.6 * exp(-t / 0.008));
        phase += TWO_PI * f / b->rate;
        double thud = sin(phase) * Synth_Env(t, 0.002, 0.028);
        Svf_Run(&felt, Noise_Next(&nz), 1100.0, 0.8, b->rate);
        double brush = felt.low * Synth_Env(t, 0.001, 0.010);
        b->s[i] = (float)(0.7 * thud + 1.0 * brush);
    }
    Buf_Fade(b, 0.001, 0.03);
}

/* A crisp snap: a bright click, a papery body, then the card settling a moment later. */
static void MakeFlip(Buf *b)
{
    Noise nz = Noise_Make(0xF11Bu);
    Svf crack = {0};
    Svf body = {0};
    Svf settle = {0};
    for (long i = 0; i < b->n; i++) {
        double t = (double)i / b->rate;
        float x = Noise_Next(&nz);
        Svf_Run(&crack, x, 3000.0, 0.7, b->rate);
        Svf_Run(&body, x, 1900.0, 2.5, b->rate);
        Svf_Run(&settle, x, 1200.0, 1.5, b->rate);
        double v = 0.6 * crack.high * Synth_Env(t, 0.0005, 0.005) + 1.3 * body.band * Synth_Env(t, 0.001, 0.02) +
                   0.5 * settle.band * Synth_Env(t - 0.038, 0.002, 0.014);
        b->s[i] = (float)v;
    }
    Buf_Fade(b, 0.0005, 0.02);
}

/* A struck bar: a few nearly harmonic partials, the upper ones dying first. */
static void AddChime(Buf *b, double start, double hz, double amp, double tau)
{
    static const double ratio[4] = {1.0, 2.0, 3.01, 4.18};
    static const double level[4] = {1.0, 0.35, 0.18, 0.10};
    static const double decay[4] = {1.0, 0.55, 0.3, 0.18};
    long first = lround(start * b->rate);
    for (long i = first; i < b->n; i++) {
        double t = (double)(i - first) / b->rate;
        double v = 0.0;
        for (int p = 0; p < 4; p++) {
            v += level[p] * sin(TWO_PI * hz * ratio[p] * t) * Synth_Env(t, 0.002, tau * decay[p]);
        }
        b->s[i] += (float)(amp * v);
    }
}

/* A bright rising chime: C6, E6, G6. */
static void MakeScore(Buf *b)
{
    AddChime(b, 0.000, Synth_MidiHz(84), 0.8, 0.22);
    AddChime(b, 0.075, Synth_MidiHz(88), 0.85, 0.22);
    AddChime(b, 0.150, Synth_MidiHz(91), 1.0, 0.26);
    Buf_Fade(b, 0.001, 0.08);
}

/* One rounded buzz: a band-limited sawtooth (harmonics falling as 1/n^1.5), softened by a low-pass. */
static void AddBuzz(Buf *b, double start, double length, double hz)
{
    Svf soft = {0};
    long first = lround(start * b->rate);
    long count = lround(length * b->rate);
    /* The filter runs on past the buzz so its own ring-out is not cut off. */
    long ringOut = lround(0.03 * b->rate);
    for (long i = 0; i < count + ringOut && first + i < b->n; i++) {
        double t = (double)i / b->rate;
        double v = 0.0;
        if (i < count) {
            for (int h = 1; h <= 10; h++) {
                v += sin(TWO_PI * hz * h * t) / pow(h, 1.5);
            }
            double attack = t < 0.008 ? t / 0.008 : 1.0;
            double release = (length - t) < 0.025 ? (length - t) / 0.025 : 1.0;
            v *= attack * release * (0.45 + 0.55 * exp(-t / 0.035));
        }
        Svf_Run(&soft, (float)v, 1300.0, 0.6, b->rate);
        b->s[first + i] += soft.low;
    }
}

/* A short low "uh-uh": two buzzes, the second a tone lower. */
static void MakeError(Buf *b)
{
    AddBuzz(b, 0.000, 0.105, 147.0); /* D3 */
    AddBuzz(b, 0.150, 0.120, 131.0); /* C3 */
    Buf_Fade(b, 0.002, 0.02);
}

/* A very short soft tick for menu focus. */
static void MakeMove(Buf *b)
{
    Noise nz = Noise_Make(0x3017u);
    Svf tick = {0};
    for (long i = 0; i < b->n; i++) {
        double t = (double)i / b->rate;
        Svf_Run(&tick, Noise_Next(&nz), 2500.0, 1.2, b->rate);
        double tone = sin(TWO_PI * 1350.0 * t) * Synth_Env(t, 0.001, 0.007);
        b->s[i] = (float)(tone + 0.5 * tick.band * Synth_Env(t, 0.0005, 0.003));
    }
    Buf_Fade(b, 0.0005, 0.01);
}

/* A soft rounded blip (sine and a little octave). */
static void AddBlip(Buf *b, double start, double hz, double amp)
{
    long first = lround(start * b->rate);
    for (long i = first; i < b->n; i++) {
        double t = (double)(i - first) / b->rate;
        double v = sin(TWO_PI * hz * t) + 0.25 * sin(TWO_PI * 2.0 * hz * t);
        b->s[i] += (float)(amp * v * Synth_Env(t, 0.003, 0.03));
    }
}

/* A gentle click-up: a click, then two blips a fifth apart, rising. */
static void MakeSelect(Buf *b)
{
    Noise nz = Noise_Make(0x5E1Eu);
    Svf click = {0};
    for (long i = 0; i < b->n; i++) {
        double t = (double)i / b->rate;
        Svf_Run(&click, Noise_Next(&nz), 3200.0, 1.5, b->rate);
        b->s[i] = (float)(0.5 * click.band * Synth_Env(t, 0.0005, 0.003));
    }
    AddBlip(b, 0.004, 784.0, 0.7);  /* G5 */
    AddBlip(b, 0.050, 1175.0, 0.8); /* D6 */
    Buf_Fade(b, 0.0005, 0.04);
}

/* A brassy FM note (1:1 ratio, the index falling as the note settles) with a slight late vibrato. */
static void AddBrass(Buf *b, double start, double hz, double amp)
{
    long first = lround(start * b->rate);
    double phase = 0.0;
    for (long i = first; i < b->n; i++) {
        double t = (double)(i - first) / b->rate;
        double vib = 1.0 + 0.004 * sin(TWO_PI * 5.5 * t) * (1.0 - exp(-t / 0.15));
        phase += TWO_PI * hz * vib / b->rate;
        double index = 0.6 + 2.2 * exp(-t / 0.08);
        double env = t < 0.012 ? t / 0.012 : 0.75 + 0.25 * exp(-(t - 0.012) / 0.1);
        b->s[i] += (float)(amp * env * sin(phase + index * sin(phase)));
    }
}

/* A short celebratory arpeggio, C5 E5 G5 up to a held C6 with a sparkle on top. */
static void MakeFanfare(Buf *b)
{
    AddBrass(b, 0.000, Synth_MidiHz(72), 0.5);
    AddBrass(b, 0.075, Synth_MidiHz(76), 0.5);
    AddBrass(b, 0.150, Synth_MidiHz(79), 0.55);
    AddBrass(b, 0.225, Synth_MidiHz(84), 0.7);
    AddChime(b, 0.225, Synth_MidiHz(96), 0.25, 0.2);
    /* The notes ring on as a chord; the tail is faded so it ends before 0.6 s. */
    Buf_Fade(b, 0.001, 0.16);
}

typedef struct Effect {
    const char *file;
    double seconds;
    void (*make)(Buf *b);
} Effect;

/* The names are those Audio_SfxFileName gives the game. */
static const Effect effects[] = {
    {"deal.wav", 0.22, MakeDeal},     {"place.wav", 0.15, MakePlace},     {"flip.wav", 0.11, MakeFlip},
    {"score.wav", 0.55, MakeScore},   {"error.wav", 0.30, MakeError},     {"move.wav", 0.045, MakeMove},
    {"select.wav", 0.17, MakeSelect}, {"fanfare.wav", 0.58, MakeFanfare},
};

static bool WriteOne(Buf *b, const char *dir, const char *file)
{
    char path[4096];
    int len = snprintf(path, sizeof path, "%s/%s", dir, file);
    if (len < 0 || (size_t)len >= sizeof path) {
        fprintf(stderr, "sfxgen: output path too long: %s/%s\n", dir, file);
        return false;
    }
    return Buf_WriteWav(b, path);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: sfxgen <output folder>\n");
        return 1;
    }
    const char *dir = argv[1];
    for (size_t e = 0; e < sizeof effects / sizeof effects[0]; e++) {
        Buf b;
        if (!Buf_Init(&b, effects[e].seconds, SFX_RATE, false)) {
            fprintf(stderr, "sfxgen: out of memory for %s\n", effects[e].file);
            return 1;
        }
        effects[e].make(&b);
        Buf_RemoveDc(&b);
        /* Removing DC shifts the ends off zero by a hair; fade again so they land on silence. */
        Buf_Fade(&b, 0.0005, 0.002);
        Buf_Normalise(&b, SFX_PEAK_DB);
        bool ok = WriteOne(&b, dir, effects[e].file);
        Buf_Free(&b);
        if (!ok) {
            return 1;
        }
    }

    Buf music;
    if (!Music_Render(&music)) {
        fprintf(stderr, "sfxgen: out of memory for %s\n", MUSIC_FILE);
        return 1;
    }
    bool ok = WriteOne(&music, dir, MUSIC_FILE);
    Buf_Free(&music);
    return ok ? 0 : 1;
}
