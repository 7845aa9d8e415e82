/*
 * pg_audio.h: short sound effects from <data dir>/sounds/<name>.wav with
 * SDL_mixer.
 *
 * The sounds are made by tools/gen_sounds.c (sounds/README.md): roll, place,
 * chip, capture, coup, turn, win, click, error, pencil. The rules' events map to them by kind
 * (pg_audio_play_events); a scene may play any name itself. Without an
 * audio device, or with a sound file missing, everything still works and is
 * silent: a missing file is mentioned once on stderr, never an error.
 * Every function accepts a NULL pg_audio (the app opens audio only after
 * its first frame is on screen, and never in headless mode) and then does
 * nothing.
 */
#ifndef PG_AUDIO_H
#define PG_AUDIO_H

#include <stdbool.h>

#include "pg_game.h"

typedef struct pg_audio pg_audio;

/* sounds_dir is "<data dir>/sounds". Never NULL unless out of memory; with
 * no audio device the object exists and stays silent. */
pg_audio *pg_audio_create(const char *sounds_dir);
void pg_audio_destroy(pg_audio *audio);

/* True when a device was opened. */
bool pg_audio_available(const pg_audio *audio);
/* Plays sounds/<name>.wav (loaded on first use). */
void pg_audio_play(pg_audio *audio, const char *name);
/* The sound for one rules event (see the table in pg_audio.c); NULL if
 * the kind makes no sound. */
const char *pg_audio_event_sound(const pg_event *event);
/* Plays the sounds of a whole event list, at most one of each name, so a
 * move that places five pieces does not play five clicks at once. */
void pg_audio_play_events(pg_audio *audio, const pg_event_list *events);

void pg_audio_set_muted(pg_audio *audio, bool muted);
bool pg_audio_muted(const pg_audio *audio);
/* 0..100. */
void pg_audio_set_volume(pg_audio *audio, int volume);
int pg_audio_volume(const pg_audio *audio);

#endif
