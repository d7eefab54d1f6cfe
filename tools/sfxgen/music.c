/* music.c: the looping background waltz that sfxgen renders into music.wav. */
#include "music.h"

#include <math.h>

/*
 * A slow salon waltz in G major, 16 bars of 3/4 at 90 beats a minute: 32 s
 * exactly. Oom-pah-pah: a soft bass on the first beat, short electric-piano
 * chords on the second and third, a legato electric-piano melody on top,
 * and a small room around it all. The last bar (D7) turns back to the
 * first (G). The buffer loops: notes ringing past the end are written
 * into the start, and the room is run round the loop twice, so the file
 * repeats without a seam. The music peaks at -6 dBFS, lower than the
 * effects, because it plays continuously under them.
 */

#define MUSIC_RATE 22050
#define MUSIC_BPM 90.0
#define MUSIC_BARS 16
#define MUSIC_PEAK_DB (-6.0)

static const double TWO_PI = 2.0 * SYNTH_PI;
static const double BEAT = 60.0 / MUSIC_BPM;

typedef struct Note {
    int midi; /* 0 ends the bar's list */
    int beats;
} Note;

typedef struct Bar {
    int bass;
    int chord[3];
    Note melody[4];
} Bar;

/* G | Em | Am | D7 | G | E7 | Am | D7 | Bm | Em | C | G | Am | D7 | G | D7 */
static const Bar score[MUSIC_BARS] = {
    {43, {55, 59, 62}, {{71, 2}, {74, 1}}},
    {40, {55, 59, 64}, {{79, 2}, {78, 1}}},
    {45, {57, 60, 64}, {{76, 2}, {72, 1}}},
    {50, {54, 60, 62}, {{74, 2}, {69, 1}}},
    {43, {55, 59, 62}, {{71, 2}, {74, 1}}},
    {40, {56, 62, 64}, {{76, 1}, {80, 1}, {83, 1}}},
    {45, {57, 60, 64}, {{81, 2}, {76, 1}}},
    {50, {54, 60, 62}, {{78, 1}, {76, 1}, {74, 1}}},
    {47, {54, 59, 62}, {{74, 2}, {78, 1}}},
    {40, {55, 59, 64}, {{79, 2}, {76, 1}}},
    {48, {55, 60, 64}, {{79, 1}, {76, 1}, {72, 1}}},
    {43, {55, 59, 62}, {{74, 3}}},
    {45, {57, 60, 64}, {{72, 2}, {76, 1}}},
    {50, {54, 60, 62}, {{81, 2}, {78, 1}}},
    {43, {55, 59, 62}, {{79, 3}}},
    {50, {54, 60, 62}, {{78, 1}, {74, 1}, {72, 1}}},
};

/*
 * An FM electric piano: a 1:1 carrier and modulator whose index falls after
 * the strike (bright attack, mellow sustain), plus a short high "tine"
 * partial kept under the Nyquist limit of the low sample rate.
 */
static void AddPiano(Buf *b, double start, double dur, int midi, double vel, double bright)
{
    double hz = Synth_MidiHz(midi);
    double tineHz = 4.0 * hz;
    long first = lround(start * b->rate);
    long count = lround((dur + 0.6) * b->rate);
    for (long i = 0; i < count; i++) {
        double t = (double)i / b->rate;
        double index = bright * vel * (0.35 + 1.3 * exp(-t / 0.22));
        double carrier = sin(TWO_PI * hz * t + index * sin(TWO_PI * hz * t));
        double tine = tineHz < 0.4 * b->rate ? 0.12 * sin(TWO_PI * tineHz * t) * exp(-t / 0.035) : 0.0;
        double env = t < 0.004 ? t / 0.004 : exp(-(t - 0.004) / 1.6);
        if (t > dur) {
            env *= exp(-(t - dur) / 0.09);
        }
        Buf_Add(b, first + i, (float)(vel * env * (carrier + tine)));
    }
}

/* A round plucked bass: a sine with a little second and third harmonic. */
static void AddBass(Buf *b, double start, double dur, int midi, double vel)
{
    double hz = Synth_MidiHz(midi);
    long first = lround(start * b->rate);
    long count = lround((dur + 0.5) * b->rate);
    for (long i = 0; i < count; i++) {
        double t = (double)i / b->rate;
        double w = TWO_PI * hz * t;
        double v = sin(w) + 0.3 * sin(2.0 * w) + 0.1 * sin(3.0 * w);
        double env = t < 0.01 ? t / 0.01 : exp(-(t - 0.01) / 0.9);
        if (t > dur) {
            env *= exp(-(t - dur) / 0.08);
        }
        Buf_Add(b, first + i, (float)(vel * env * v));
    }
}

bool Music_Render(Buf *b)
{
    if (!Buf_Init(b, MUSIC_BARS * 3 * BEAT, MUSIC_RATE, true)) {
        return false;
    }
    /* A player's small unevenness in time and touch: fixed-seed, a few milliseconds. */
    Noise feel = Noise_Make(0x3A172u);
    for (int bar = 0; bar < MUSIC_BARS; bar++) {
        const Bar *m = &score[bar];
        double barStart = bar * 3 * BEAT;
        AddBass(b, barStart + 0.004 * Noise_Next(&feel), 1.1 * BEAT, m->bass, 0.42);
        for (int beat = 1; beat <= 2; beat++) {
            double at = barStart + beat * BEAT + 0.006 * Noise_Next(&feel);
            double vel = (beat == 1 ? 0.24 : 0.20) * (1.0 + 0.06 * Noise_Next(&feel));
            for (int v = 0; v < 3; v++) {
                /* The chord's notes spread by a few ms, as fingers land. */
                AddPiano(b, at + 0.004 * v, 0.45 * BEAT, m->chord[v], vel, 0.6);
            }
        }
        double at = barStart;
        for (const Note *n = m->melody; n->midi != 0; n++) {
            double vel = (at == barStart ? 0.55 : 0.47) * (1.0 + 0.05 * Noise_Next(&feel));
            AddPiano(b, at + 0.007 * Noise_Next(&feel), n->beats * BEAT - 0.04, n->midi, vel, 1.0);
            at += n->beats * BEAT;
        }
    }
    if (!Synth_Reverb(b, 0.35)) {
        Buf_Free(b);
        return false;
    }
    Buf_RemoveDc(b);
    Buf_Normalise(b, MUSIC_PEAK_DB);
    return true;
}
