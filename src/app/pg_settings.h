/*
 * pg_settings.h: the player's settings, a small "key=value" text file under
 * SDL_GetPrefPath("potlatch-games", "potlatch-games").
 *
 * Keys used by the app: muted (0/1), volume (0..100), fullscreen (0/1),
 * setup.<game-id>.seats ("human,normal"), setup.<game-id>.options
 * ("players=3,..."), setup.<game-id>.seed (kept only while
 * setup.<game-id>.seed_pinned is 1: an unpinned seed deals one game). Unknown keys are kept, so a
 * newer version's settings survive an older one. Writes are atomic
 * (pg_storage_write: a unique temporary file, fsync, rename).
 *
 * A file that cannot be read, or holds a line that is not a comment, a
 * blank or key=value, is damaged: pg_settings_read says so (naming the
 * first bad line) and keeps the values it could read; the app then moves
 * the file aside rather than writing over it (pg_saves.c).
 */
#ifndef PG_SETTINGS_H
#define PG_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

enum { PG_SETTINGS_MAX = 96, PG_SETTINGS_KEY = 64, PG_SETTINGS_VALUE = 192 };

typedef struct pg_setting {
	char key[PG_SETTINGS_KEY];
	char value[PG_SETTINGS_VALUE];
} pg_setting;

typedef struct pg_settings {
	int count;
	pg_setting items[PG_SETTINGS_MAX];
	bool dirty; /* changed since the last load or save */
	/* Set by parse: lines that were not understood (and so are lost if the
	 * file is written again), and the first of them (1-based; 0 if none). */
	int rejected_lines, first_rejected_line;
} pg_settings;

typedef enum pg_settings_read_result {
	PG_SETTINGS_READ_OK,
	PG_SETTINGS_READ_MISSING, /* no file yet: empty settings */
	PG_SETTINGS_READ_DAMAGED, /* unreadable, or lines not understood: why says which */
} pg_settings_read_result;

void pg_settings_clear(pg_settings *settings);
/* Reads PATH. A missing file is not an error (empty settings, true); a
 * line that is not key=value is skipped. False only for a read error. */
bool pg_settings_load(pg_settings *settings, const char *path);
/* Reads PATH and says whether it was whole. On DAMAGED the settings hold
 * what could be read and why names the file and the first bad line (or
 * why it could not be read at all). At most 64 KiB is read. */
pg_settings_read_result pg_settings_read(pg_settings *settings, const char *path, char *why,
					 size_t why_size);
/* Atomic write (pg_storage_write). On error a sentence in err. */
bool pg_settings_save(pg_settings *settings, const char *path, char *err, size_t err_size);
/* Parses text in the file format (used by load and by tests). */
void pg_settings_parse(pg_settings *settings, const char *text);

/* The value, or fallback when the key is absent. */
const char *pg_settings_get(const pg_settings *settings, const char *key, const char *fallback);
int pg_settings_get_int(const pg_settings *settings, const char *key, int fallback);
bool pg_settings_get_bool(const pg_settings *settings, const char *key, bool fallback);
/* Sets (or adds) a key. Keys may not hold '=' or newlines, values no
 * newlines; false if so, or when the table is full. */
bool pg_settings_set(pg_settings *settings, const char *key, const char *value);
bool pg_settings_set_int(pg_settings *settings, const char *key, int value);
void pg_settings_remove(pg_settings *settings, const char *key);

#endif
