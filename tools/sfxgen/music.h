/* music.h: the looping background waltz that sfxgen renders into music.wav. */
#ifndef PARLOUR_SFXGEN_MUSIC_H
#define PARLOUR_SFXGEN_MUSIC_H

#include "synth.h"

#define MUSIC_FILE "music.wav"

/* Renders the whole loop into b (allocated here; Buf_Free it). False when out of memory. */
bool Music_Render(Buf *b);

#endif
