#include "pg_audio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_mixer.h>

#include "pg_datadir.h"

enum { SOUND_SLOTS = 24, NAME_SIZE = 24, CHANNELS = 12 };

typedef struct sound {
	char name[NAME_SIZE];
	Mix_Chunk *chunk; /* NULL with tried set: missing or bad, stay silent */
	bool tried;
} sound;

struct pg_audio {
	bool open;
	bool muted;
	int volume;
	char dir[PG_DATADIR_PATH_MAX];
	sound sounds[SOUND_SLOTS];
};

/* Which sound an event of each kind makes (NULL: none). */
static const char *const event_sounds[PG_EVENT_KIND_COUNT] = {
	[PG_EVENT_DICE_ROLLED] = "roll",
	[PG_EVENT_PIECE_PLACED] = "place",
	[PG_EVENT_PIECE_MOVED] = "chip",
	[PG_EVENT_PIECE_TAKEN] = "capture",
	[PG_EVENT_SPECIAL] = "coup",
	[PG_EVENT_PASS] = "turn",
	[PG_EVENT_PHASE_CHANGED] = "turn",
	[PG_EVENT_GAME_OVER] = "win",
};

pg_audio *pg_audio_create(const char *sounds_dir)
{
	pg_audio *audio = calloc(1, sizeof *audio);
	if (!audio)
		return NULL;
	audio->volume = 80;
	snprintf(audio->dir, sizeof audio->dir, "%s", sounds_dir);
	if (SDL_WasInit(SDL_INIT_AUDIO) == 0 && SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
		fprintf(stderr, "potlatch-games: no sound (%s)\n", SDL_GetError());
		return audio;
	}
	if (Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
		fprintf(stderr, "potlatch-games: no sound (%s)\n", Mix_GetError());
		SDL_QuitSubSystem(SDL_INIT_AUDIO);
		return audio;
	}
	Mix_AllocateChannels(CHANNELS);
	audio->open = true;
	pg_audio_set_volume(audio, audio->volume);
	return audio;
}

void pg_audio_destroy(pg_audio *audio)
{
	if (!audio)
		return;
	if (audio->open) {
		Mix_HaltChannel(-1);
		for (int i = 0; i < SOUND_SLOTS; i++)
			if (audio->sounds[i].chunk)
				Mix_FreeChunk(audio->sounds[i].chunk);
		Mix_CloseAudio();
		SDL_QuitSubSystem(SDL_INIT_AUDIO);
	}
	free(audio);
}

bool pg_audio_available(const pg_audio *audio)
{
	return audio && audio->open;
}

static sound *find_sound(pg_audio *audio, const char *name)
{
	for (int i = 0; i < SOUND_SLOTS; i++) {
		sound *s = &audio->sounds[i];
		if (!s->tried) {
			snprintf(s->name, NAME_SIZE, "%s", name);
			s->tried = true;
			char relative[NAME_SIZE + 8], path[PG_DATADIR_PATH_MAX + 40];
			snprintf(relative, sizeof relative, "%s.wav", name);
			pg_datadir_join(path, sizeof path, audio->dir, relative);
			s->chunk = Mix_LoadWAV(path);
			if (!s->chunk)
				fprintf(stderr, "potlatch-games: sound %s: %s\n", path, Mix_GetError());
			return s;
		}
		if (strcmp(s->name, name) == 0)
			return s;
	}
	return NULL;
}

void pg_audio_play(pg_audio *audio, const char *name)
{
	if (!audio || !audio->open || audio->muted || !name || strlen(name) >= NAME_SIZE)
		return;
	sound *s = find_sound(audio, name);
	if (s && s->chunk)
		Mix_PlayChannel(-1, s->chunk, 0);
}

const char *pg_audio_event_sound(const pg_event *event)
{
	if (event->kind >= PG_EVENT_KIND_COUNT)
		return NULL;
	return event_sounds[event->kind];
}

void pg_audio_play_events(pg_audio *audio, const pg_event_list *events)
{
	if (!audio || !events)
		return;
	const char *played[PG_EVENT_KIND_COUNT];
	int played_count = 0;
	for (int i = 0; i < events->count; i++) {
		const char *name = pg_audio_event_sound(&events->items[i]);
		bool seen = false;
		for (int j = 0; j < played_count && !seen; j++)
			seen = strcmp(played[j], name ? name : "") == 0;
		if (!name || seen)
			continue;
		played[played_count++] = name;
		pg_audio_play(audio, name);
	}
}

void pg_audio_set_muted(pg_audio *audio, bool muted)
{
	if (!audio)
		return;
	audio->muted = muted;
	if (audio->open && muted)
		Mix_HaltChannel(-1);
}

bool pg_audio_muted(const pg_audio *audio)
{
	return audio && audio->muted;
}

void pg_audio_set_volume(pg_audio *audio, int volume)
{
	if (!audio)
		return;
	audio->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
	if (audio->open)
		Mix_Volume(-1, audio->volume * MIX_MAX_VOLUME / 100);
}

int pg_audio_volume(const pg_audio *audio)
{
	return audio ? audio->volume : 0;
}
