/*
 * pg_saves.h: the player's folder as the app uses it: its lock, the
 * settings file, and the saved games.
 *
 * Saved games live in <pref>/saves/. Each game has one resumable save,
 * saves/<game-id>.save, which quitting or closing the window writes; "Save
 * as..." adds named saves, saves/<game-id>-YYYYMMDD-HHMMSS.save, which are
 * never written over. A new game of a title that already has a resumable
 * save only takes that file after a person has said so (the setup screen
 * and a --game launch ask). The single current.save of earlier versions is
 * moved into saves/ on the first start.
 *
 * One copy of the program owns the folder: pg_saves_start takes its lock
 * (pg_storage.h). A second copy runs and plays, but writes nothing there:
 * no saves, no settings. It tells the player so once, in the window.
 *
 * A settings file that cannot be read or holds lines that are not settings
 * is moved aside (settings.txt.bad-DATE) before anything could write over
 * it, and the player is told what was kept and where.
 *
 * Messages for the player go to app->notice, which the title menu shows
 * (or, when the app opens straight into a game, a toast in the game).
 */
#ifndef PG_SAVES_H
#define PG_SAVES_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "pg_app_context.h"
#include "pg_match.h"

enum { PG_SAVES_LIST_MAX = 64 };

typedef struct pg_save_info {
	char path[PG_APP_PATH_MAX];
	char file[128];       /* the name inside saves/ */
	char game_id[32];
	char game_name[64];
	char players[160];    /* "2 players: a person, Normal AI" */
	int moves;            /* moves played, chance moves included */
	time_t saved_at;      /* when the file was last written */
	bool resumable;       /* the game's own save (<id>.save), not a named one */
	bool damaged;         /* the file does not load: why says why */
	char why[256];
} pg_save_info;

/* Once pg_app_create has the pref dir: takes the lock, clears what killed
 * writers left, reads the settings (moving a damaged file aside) and moves
 * an old current.save into saves/. no_writes (screenshots) reads the
 * folder without locking it or writing to it. */
void pg_saves_start(pg_app *app, bool no_writes);
/* Drops the lock (pg_app_destroy, after the last write). */
void pg_saves_stop(pg_app *app);

/* Whether this copy may write in the player's folder. */
bool pg_saves_writable(const pg_app *app);

/* Adds a sentence to app->notice (shown once). */
void pg_saves_tell(pg_app *app, const char *format, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

/* saves/<game-id>.save */
void pg_saves_resumable_path(const pg_app *app, const char *game_id, char *out, size_t size);
/* A new named save of that game, saves/<game-id>-YYYYMMDD-HHMMSS.save
 * (with -2, -3 ... when taken); false when there is no folder. */
bool pg_saves_new_named_path(const pg_app *app, const char *game_id, char *out, size_t size);

/* The name of the file at path: what follows its last '/'. */
const char *pg_saves_file_name(const char *path);
/* Loads the save at path. A file named for a game (saves/<id>.save,
 * <id>-DATE.save) must hold a match of that game: one of another game is
 * refused like a damaged file, with why saying so. NULL with why on
 * failure. */
pg_match *pg_saves_load(const char *path, char *why, size_t why_size);
/* Reads what the lists show of one save. False when there is no such
 * file; a file that does not load gives true with damaged set. */
bool pg_saves_read_info(const char *path, pg_save_info *info);
/* The saves in saves/, newest first (at most cap); resumable_only keeps
 * the per-game saves. */
int pg_saves_list(const pg_app *app, pg_save_info *out, int cap, bool resumable_only);
/* "Mon 23 Nov, 20:15" (today and yesterday by name). */
void pg_saves_format_date(time_t when, char *out, size_t size);
/* "Totem Pole · 3 players: ... · move 45 · Mon 23 Nov, 20:15 ·
 * totem-pole-20261123-201500.save" */
void pg_saves_describe(const pg_save_info *info, char *out, size_t size);

/* Deletes the save at path (a file in saves/): only ever as the player's
 * answer to a question (the saved games' Delete). False with a sentence
 * when this copy may not write, path is not in saves/, or the file could
 * not be removed. */
bool pg_saves_remove(const pg_app *app, const char *path, char *err, size_t err_size);

/* For tests: row index of the open saved games (pg_scene_saves.c), its save
 * and its Delete button (whose rect is only meaningful on the shown page);
 * false past the last row or when the list is not open. */
bool pg_saves_scene_row(pg_app *app, int index, pg_save_info *info, SDL_Rect *delete_button,
			bool *delete_enabled);
/* For tests: the text row index of the open saved games shows (on the
 * page shown); false when it is not on that page. */
bool pg_saves_scene_row_text(pg_app *app, int index, char *line, size_t size);
/* For tests: the lowest edge of the title's game cards, the top of what
 * lies below them (the saved games' rows, else the notice, else the
 * buttons) and how many rows show (pg_scene_title.c); false when the
 * title is not open. */
bool pg_saves_title_layout(pg_app *app, int *cards_bottom, int *below_top, int *rows_shown);

/* Writes the match to path (which must be in saves/). False with a
 * sentence when this copy may not write or the write failed. A file at
 * path that is not a save we can read is first moved aside and the
 * player told: it is never written over. */
bool pg_saves_write(pg_app *app, const pg_match *match, const char *path, char *err,
		    size_t err_size);

#endif
