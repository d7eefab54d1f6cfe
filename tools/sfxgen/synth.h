/* synth.h: sfxgen's small synthesis kit: sample buffers, noise, filters, reverb and 16-bit WAV output. */
#ifndef PARLOUR_SFXGEN_SYNTH_H
#define PARLOUR_SFXGEN_SYNTH_H

#include <stdbool.h>
#include <stdint.h>

#define SYNTH_PI 3.14159265358979323846

/*
 * A mono buffer of float samples. A looping buffer wraps writes past its end
 * back to its start, so a note that rings over the loop point sounds at the
 * start of the next pass and the loop has no seam.
 */
typedef struct Buf {
    float *s;
    long n;
    int rate;
    bool loop;
} Buf;

bool Buf_Init(Buf *b, double seconds, int rate, bool loop);
void Buf_Free(Buf *b);
/* Adds v at index i (wrapped when looping, dropped when outside otherwise). */
void Buf_Add(Buf *b, long i, float v);
void Buf_RemoveDc(Buf *b);
/* Scales so the largest absolute sample sits at peakDb dBFS. */
void Buf_Normalise(Buf *b, double peakDb);
/* Raised-cosine fades at both ends, so a one-shot starts and ends at silence. */
void Buf_Fade(Buf *b, double inSeconds, double outSeconds);
/* Writes 16-bit PCM mono; on failure prints a message naming the file. */
bool Buf_WriteWav(const Buf *b, const char *path);

/* xorshift32: fixed-seed noise for cosmetics only, the same on every run. */
typedef struct Noise {
    uint32_t state;
} Noise;

Noise Noise_Make(uint32_t seed);
float Noise_Next(Noise *nz); /* uniform in [-1, 1) */

/* Zavalishin's trapezoidal state-variable filter: stable for any cutoff, so it can sweep. */
typedef struct Svf {
    float ic1, ic2;
    float low, band, high;
} Svf;

void Svf_Run(Svf *f, float in, double cutoff, double q, int rate);

/* One-pole low-pass, for smoothing random textures. */
typedef struct OnePole {
    float z;
} OnePole;

float OnePole_Low(OnePole *f, float in, double cutoff, int rate);

double Synth_MidiHz(double note);
/* Linear attack then exponential decay with time constant tau, t in seconds. */
double Synth_Env(double t, double attack, double tau);

/*
 * A small Schroeder/Freeverb-style mono room (four damped combs, two
 * allpasses) mixed in at wetRatio of the dry level (by RMS). For a looping
 * buffer the loop is run through twice and the second pass kept, so the
 * reverb tail at the end flows into the start.
 */
bool Synth_Reverb(Buf *b, double wetRatio);

#endif
