/* synth.c: sfxgen's small synthesis kit: sample buffers, noise, filters, reverb and 16-bit WAV output. */
#include "synth.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool Buf_Init(Buf *b, double seconds, int rate, bool loop)
{
    b->n = lround(seconds * rate);
    b->rate = rate;
    b->loop = loop;
    b->s = calloc((size_t)b->n, sizeof *b->s);
    return b->s != NULL;
}

void Buf_Free(Buf *b)
{
    free(b->s);
    b->s = NULL;
    b->n = 0;
}

void Buf_Add(Buf *b, long i, float v)
{
    if (b->loop) {
        i %= b->n;
        if (i < 0) {
            i += b->n;
        }
    } else if (i < 0 || i >= b->n) {
        return;
    }
    b->s[i] += v;
}

void Buf_RemoveDc(Buf *b)
{
    /* Subtracting the mean keeps a loop periodic, where a high-pass would not. */
    double sum = 0.0;
    for (long i = 0; i < b->n; i++) {
        sum += b->s[i];
    }
    float mean = (float)(sum / (double)b->n);
    for (long i = 0; i < b->n; i++) {
        b->s[i] -= mean;
    }
}

void Buf_Normalise(Buf *b, double peakDb)
{
    float peak = 0.0f;
    for (long i = 0; i < b->n; i++) {
        float a = fabsf(b->s[i]);
        if (a > peak) {
            peak = a;
        }
    }
    if (peak <= 0.0f) {
        return;
    }
    float gain = (float)(pow(10.0, peakDb / 20.0) / peak);
    for (long i = 0; i < b->n; i++) {
        b->s[i] *= gain;
    }
}

void Buf_Fade(Buf *b, double inSeconds, double outSeconds)
{
    long inN = lround(inSeconds * b->rate);
    long outN = lround(outSeconds * b->rate);
    for (long i = 0; i < inN && i < b->n; i++) {
        b->s[i] *= (float)(0.5 - 0.5 * cos(SYNTH_PI * (double)i / (double)inN));
    }
    for (long k = 0; k < outN && k < b->n; k++) {
        /* k counts back from the last sample, which ends at exactly zero. */
        b->s[b->n - 1 - k] *= (float)(0.5 - 0.5 * cos(SYNTH_PI * (double)k / (double)outN));
    }
}

static void PutLe(unsigned char *p, uint32_t v, int bytes)
{
    for (int i = 0; i < bytes; i++) {
        p[i] = (unsigned char)(v >> (8 * i));
    }
}

bool Buf_WriteWav(const Buf *b, const char *path)
{
    uint32_t dataBytes = (uint32_t)b->n * 2u;
    unsigned char h[44];
    memcpy(h + 0, "RIFF", 4);
    PutLe(h + 4, 36u + dataBytes, 4);
    memcpy(h + 8, "WAVEfmt ", 8);
    PutLe(h + 16, 16, 4); /* fmt chunk size */
    PutLe(h + 20, 1, 2);  /* PCM */
    PutLe(h + 22, 1, 2);  /* mono */
    PutLe(h + 24, (uint32_t)b->rate, 4);
    PutLe(h + 28, (uint32_t)b->rate * 2u, 4); /* bytes per second */
    PutLe(h + 32, 2, 2);                      /* block align */
    PutLe(h + 34, 16, 2);                     /* bits per sample */
    memcpy(h + 36, "data", 4);
    PutLe(h + 40, dataBytes, 4);

    FILE *f = fopen(path, "wb");
    if (f == NULL) {
        fprintf(stderr, "sfxgen: cannot write %s: %s\n", path, strerror(errno));
        return false;
    }
    bool ok = fwrite(h, 1, sizeof h, f) == sizeof h;
    for (long i = 0; ok && i < b->n; i++) {
        double v = b->s[i] * 32767.0;
        v = v > 32767.0 ? 32767.0 : (v < -32768.0 ? -32768.0 : v);
        unsigned char pcm[2];
        PutLe(pcm, (uint32_t)(uint16_t)(int16_t)lrint(v), 2);
        ok = fwrite(pcm, 1, 2, f) == 2;
    }
    if (fclose(f) != 0) {
        ok = false;
    }
    if (!ok) {
        fprintf(stderr, "sfxgen: error while writing %s: %s\n", path, strerror(errno));
    }
    return ok;
}

Noise Noise_Make(uint32_t seed)
{
    Noise nz = {seed != 0 ? seed : 0x9E3779B9u};
    return nz;
}

float Noise_Next(Noise *nz)
{
    uint32_t x = nz->state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    nz->state = x;
    return (float)((double)x / 2147483648.0 - 1.0);
}

void Svf_Run(Svf *f, float in, double cutoff, double q, int rate)
{
    double nyquistSafe = 0.49 * rate;
    double g = tan(SYNTH_PI * (cutoff < nyquistSafe ? cutoff : nyquistSafe) / rate);
    double k = 1.0 / q;
    double a1 = 1.0 / (1.0 + g * (g + k));
    double a2 = g * a1;
    double a3 = g * a2;
    double v3 = in - f->ic2;
    double v1 = a1 * f->ic1 + a2 * v3;
    double v2 = f->ic2 + a2 * f->ic1 + a3 * v3;
    f->ic1 = (float)(2.0 * v1 - f->ic1);
    f->ic2 = (float)(2.0 * v2 - f->ic2);
    f->low = (float)v2;
    f->band = (float)v1;
    f->high = (float)(in - k * v1 - v2);
}

float OnePole_Low(OnePole *f, float in, double cutoff, int rate)
{
    float a = (float)(1.0 - exp(-2.0 * SYNTH_PI * cutoff / rate));
    f->z += a * (in - f->z);
    return f->z;
}

double Synth_MidiHz(double note)
{
    return 440.0 * pow(2.0, (note - 69.0) / 12.0);
}

double Synth_Env(double t, double attack, double tau)
{
    if (t < 0.0) {
        return 0.0;
    }
    if (t < attack) {
        return t / attack;
    }
    return exp(-(t - attack) / tau);
}

/* Freeverb's tunings, given at 44.1 kHz and scaled to the buffer's rate. */
static const int combTunings[4] = {1116, 1277, 1422, 1557};
static const int allpassTunings[2] = {556, 341};

typedef struct Line {
    float *buf;
    int len, pos;
    float store; /* the comb's damping filter */
} Line;

static bool LineInit(Line *l, int tuning44k, int rate)
{
    l->len = (int)lround((double)tuning44k * rate / 44100.0);
    l->pos = 0;
    l->store = 0.0f;
    l->buf = calloc((size_t)l->len, sizeof *l->buf);
    return l->buf != NULL;
}

static float CombRun(Line *l, float in, float feedback, float damp)
{
    float out = l->buf[l->pos];
    l->store = out * (1.0f - damp) + l->store * damp;
    l->buf[l->pos] = in + l->store * feedback;
    l->pos = (l->pos + 1) % l->len;
    return out;
}

static float AllpassRun(Line *l, float in)
{
    float delayed = l->buf[l->pos];
    l->buf[l->pos] = in + delayed * 0.5f;
    l->pos = (l->pos + 1) % l->len;
    return delayed - in;
}

bool Synth_Reverb(Buf *b, double wetRatio)
{
    Line combs[4] = {{0}};
    Line allpasses[2] = {{0}};
    float *wet = calloc((size_t)b->n, sizeof *wet);
    bool ok = wet != NULL;
    for (int i = 0; i < 4; i++) {
        ok = ok && LineInit(&combs[i], combTunings[i], b->rate);
    }
    for (int i = 0; i < 2; i++) {
        ok = ok && LineInit(&allpasses[i], allpassTunings[i], b->rate);
    }
    if (ok) {
        int passes = b->loop ? 2 : 1;
        for (int pass = 0; pass < passes; pass++) {
            for (long i = 0; i < b->n; i++) {
                float in = b->s[i];
                float sum = 0.0f;
                for (int c = 0; c < 4; c++) {
                    sum += CombRun(&combs[c], in, 0.80f, 0.30f);
                }
                for (int a = 0; a < 2; a++) {
                    sum = AllpassRun(&allpasses[a], sum);
                }
                wet[i] = sum;
            }
        }
        double dryPower = 0.0;
        double wetPower = 0.0;
        for (long i = 0; i < b->n; i++) {
            dryPower += (double)b->s[i] * b->s[i];
            wetPower += (double)wet[i] * wet[i];
        }
        float gain = wetPower > 0.0 ? (float)(wetRatio * sqrt(dryPower / wetPower)) : 0.0f;
        for (long i = 0; i < b->n; i++) {
            b->s[i] += gain * wet[i];
        }
    }
    for (int i = 0; i < 4; i++) {
        free(combs[i].buf);
    }
    for (int i = 0; i < 2; i++) {
        free(allpasses[i].buf);
    }
    free(wet);
    return ok;
}
