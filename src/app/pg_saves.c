#include "pg_saves.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "pg_history.h"
#include "pg_registry.h"
#include "pg_seats.h"
#include "pg_storage.h"
#include "pg_i18n.h"

static const char *const SAVE_SUFFIX = ".save";

void pg_saves_tell(pg_app *app, const char *format, ...)
{
	size_t used = strlen(app->notice);
	if (used && used + 2 < sizeof app->notice) {
		app->notice[used++] = ' ';
		app->notice[used] = '\0';
	}
	va_list args;
	va_start(args, format);
	vsnprintf(app->notice + used, sizeof app->notice - used, format, args);
	va_end(args);
}

bool pg_saves_writable(const pg_app *app)
{
	return app->pref_dir[0] && !app->storage_read_only;
}

static void take_lock(pg_app *app)
{
	char err[PG_APP_PATH_MAX + 128];
	int fd = -1;
	switch (pg_storage_lock(app->pref_dir, &fd, err, sizeof err)) {
	case PG_STORAGE_LOCKED:
		app->storage_lock_fd = fd;
		app->storage_locked = true;
		/* No other copy writes here now, so any temporary file is what a
		 * killed write left behind. */
		pg_storage_sweep_temporaries(app->pref_dir);
		pg_storage_sweep_temporaries(app->saves_dir);
		break;
	case PG_STORAGE_LOCK_TAKEN:
		app->storage_read_only = true;
		pg_saves_tell(app,
			      "%s",
			      _("Another copy of Potlatch Games is open. This one plays, but it "
				"does not save games or settings, so the two cannot spoil each "
				"other's files."));
		break;
	case PG_STORAGE_LOCK_FAILED:
		/* A folder that cannot hold a lock (some network mounts) still
		 * takes atomic writes: go on writing, and say why on stderr. */
		fprintf(stderr, "potlatch-games: %s\n", err);
		break;
	}
}

static void read_settings(pg_app *app)
{
	char why[PG_APP_PATH_MAX + 256];
	if (pg_settings_read(&app->settings, app->settings_path, why, sizeof why) !=
	    PG_SETTINGS_READ_DAMAGED)
		return;
	if (app->storage_read_only) {
		/* Not ours to move: the copy that owns the folder will. The reason
		 * follows a colon, not a parenthesis: it may end in its own
		 * "(1 such line)". */
		pg_saves_tell(app, _("The settings file could not be read in full: %s."), why);
		return;
	}
	char moved[PG_APP_PATH_MAX + 64], err[PG_APP_PATH_MAX + 128];
	if (pg_storage_keep_aside(app->settings_path, moved, sizeof moved, err, sizeof err)) {
		pg_saves_tell(app,
			      _("The settings file could not be read in full: %s. It was kept as "
				"%s; the settings that could be read are in use."),
			      why, moved);
	} else {
		/* It stays where it is; writing over it would lose it, so this
		 * copy does not write settings at all. */
		app->settings_frozen = true;
		pg_saves_tell(app,
			      _("The settings file could not be read in full: %s. It could not be "
				"moved aside (%s), so settings will not be saved."),
			      why, err);
	}
	/* What was read is in use and will be written to a new file. */
	app->settings.dirty = true;
}

static bool make_saves_dir(const pg_app *app, char *err, size_t err_size)
{
	if (mkdir(app->saves_dir, 0700) == 0 || errno == EEXIST)
		return true;
	snprintf(err, err_size, _("cannot make the folder %s: %s"), app->saves_dir,
		 strerror(errno));
	return false;
}

static bool exists(const char *path)
{
	struct stat st;
	return lstat(path, &st) == 0;
}

/* Earlier versions kept one game, current.save; it becomes that game's
 * resumable save, or a named one if the game already has a resumable save. */
static void migrate_current_save(pg_app *app)
{
	if (!app->save_path[0] || !exists(app->save_path))
		return;
	char why[512];
	pg_match *match = pg_match_load_file(app->save_path, pg_registry_find, why, sizeof why);
	if (!match) {
		pg_saves_tell(app,
			      _("The saved game could not be opened (%s). The file was left as it "
				"is: %s."),
			      why, app->save_path);
		return;
	}
	char target[PG_APP_PATH_MAX], err[PG_APP_PATH_MAX + 128];
	pg_saves_resumable_path(app, match->game->id, target, sizeof target);
	if (exists(target))
		pg_saves_new_named_path(app, match->game->id, target, sizeof target);
	pg_match_destroy(match);
	if (!make_saves_dir(app, err, sizeof err)) {
		fprintf(stderr, "potlatch-games: %s\n", err);
		return;
	}
	if (rename(app->save_path, target) != 0)
		fprintf(stderr, "potlatch-games: cannot move %s to %s: %s\n", app->save_path,
			target, strerror(errno));
}

void pg_saves_start(pg_app *app, bool no_writes)
{
	app->storage_lock_fd = -1;
	if (!app->pref_dir[0]) {
		app->storage_read_only = true;
		return;
	}
	snprintf(app->saves_dir, sizeof app->saves_dir, "%ssaves", app->pref_dir);
	if (no_writes)
		app->storage_read_only = true;
	else
		take_lock(app);
	read_settings(app);
	if (!app->storage_read_only)
		migrate_current_save(app);
}

void pg_saves_stop(pg_app *app)
{
	if (app->storage_locked)
		pg_storage_unlock(app->storage_lock_fd);
	app->storage_locked = false;
	app->storage_lock_fd = -1;
}

void pg_saves_resumable_path(const pg_app *app, const char *game_id, char *out, size_t size)
{
	if (snprintf(out, size, "%s/%s%s", app->saves_dir, game_id, SAVE_SUFFIX) >= (int)size)
		out[0] = '\0';
}

bool pg_saves_new_named_path(const pg_app *app, const char *game_id, char *out, size_t size)
{
	if (!app->saves_dir[0])
		return false;
	time_t now = time(NULL);
	struct tm local;
	char stamp[32] = "00000000-000000";
	if (localtime_r(&now, &local))
		strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
	for (int n = 1; n < 1000; n++) {
		char number[16] = "";
		if (n > 1)
			snprintf(number, sizeof number, "-%d", n);
		if (snprintf(out, size, "%s/%s-%s%s%s", app->saves_dir, game_id, stamp, number,
			     SAVE_SUFFIX) >= (int)size)
			return false;
		if (!exists(out))
			return true;
	}
	return false;
}

static void describe_players(const pg_match *match, char *out, size_t size)
{
	int kinds[PG_MAX_SEATS];
	char err[128];
	int count = pg_seats_parse(match->seats, true, kinds, PG_MAX_SEATS, err, sizeof err);
	int players = match->options.players;
	size_t used = (size_t)snprintf(out, size, P_("%d player", "%d players", players), players);
	if (count != players)
		return;
	for (int i = 0; i < count && used < size; i++) {
		/* The level and "AI" translated together: the level word was
		 * the command line's, capitalised, and stayed English. */
		const char *seat = kinds[i] == PG_SEAT_HUMAN ? _("a person")
							     : pg_history_ai_label(kinds[i]);
		/* TRANSLATORS: the list of seats after the count of players:
		 * "2 players: a person, Normal AI". */
		used += (size_t)snprintf(out + used, size - used, "%s%s", i == 0 ? _(": ") : _(", "),
					 seat);
	}
}

/* The game id a save's file name starts with, by the ids we know. */
static void id_from_name(const char *file, char *out, size_t size)
{
	out[0] = '\0';
	size_t best = 0;
	for (int i = 0; i < pg_registry_count(); i++) {
		const char *id = pg_registry_at(i)->id;
		size_t n = strlen(id);
		if (n > best && strncmp(file, id, n) == 0 && (file[n] == '.' || file[n] == '-')) {
			best = n;
			snprintf(out, size, "%s", id);
		}
	}
}

const char *pg_saves_file_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

pg_match *pg_saves_load(const char *path, char *why, size_t why_size)
{
	pg_match *match = pg_match_load_file(path, pg_registry_find, why, why_size);
	if (!match)
		return NULL;
	char named[32];
	id_from_name(pg_saves_file_name(path), named, sizeof named);
	if (named[0] && strcmp(named, match->game->id) != 0) {
		/* kloone.save holding a game of Totem Pole: resuming Kloone must
		 * not open Totem Pole, and writing Kloone's save must not lose it. */
		const pg_game *game = pg_registry_find(named);
		/* TRANSLATORS: why a save cannot be opened: "it holds a game of
		 * Totem Pole, not of Potlatch Kloone". */
		snprintf(why, why_size, _("it holds a game of %s, not of %s"), match->game->name,
			 game ? game->name : named);
		pg_match_destroy(match);
		return NULL;
	}
	return match;
}

bool pg_saves_read_info(const char *path, pg_save_info *info)
{
	memset(info, 0, sizeof *info);
	struct stat st;
	if (stat(path, &st) != 0)
		return false;
	snprintf(info->path, sizeof info->path, "%s", path);
	snprintf(info->file, sizeof info->file, "%s", pg_saves_file_name(path));
	info->saved_at = st.st_mtime;
	pg_match *match = pg_saves_load(path, info->why, sizeof info->why);
	if (!match) {
		info->damaged = true;
		id_from_name(info->file, info->game_id, sizeof info->game_id);
		const pg_game *game = info->game_id[0] ? pg_registry_find(info->game_id) : NULL;
		snprintf(info->game_name, sizeof info->game_name, "%s",
			 game ? game->name : _("An unknown game"));
	} else {
		snprintf(info->game_id, sizeof info->game_id, "%s", match->game->id);
		snprintf(info->game_name, sizeof info->game_name, "%s", match->game->name);
		describe_players(match, info->players, sizeof info->players);
		info->moves = match->history_count;
		pg_match_destroy(match);
	}
	char resumable[160];
	snprintf(resumable, sizeof resumable, "%s%s", info->game_id, SAVE_SUFFIX);
	info->resumable = info->game_id[0] && strcmp(info->file, resumable) == 0;
	return true;
}

static bool is_save_name(const char *name)
{
	size_t n = strlen(name), k = strlen(SAVE_SUFFIX);
	return n > k && name[0] != '.' && strcmp(name + n - k, SAVE_SUFFIX) == 0;
}

static int newest_first(const void *a, const void *b)
{
	const pg_save_info *x = a, *y = b;
	if (x->saved_at != y->saved_at)
		return x->saved_at < y->saved_at ? 1 : -1;
	return strcmp(x->file, y->file);
}

int pg_saves_list(const pg_app *app, pg_save_info *out, int cap, bool resumable_only)
{
	if (!app->saves_dir[0])
		return 0;
	DIR *d = opendir(app->saves_dir);
	if (!d)
		return 0;
	int count = 0;
	struct dirent *entry;
	while ((entry = readdir(d)) != NULL && count < cap) {
		if (!is_save_name(entry->d_name))
			continue;
		char path[PG_APP_PATH_MAX + 256];
		snprintf(path, sizeof path, "%s/%s", app->saves_dir, entry->d_name);
		if (!pg_saves_read_info(path, &out[count]))
			continue;
		if (resumable_only && !out[count].resumable)
			continue;
		count++;
	}
	closedir(d);
	qsort(out, (size_t)count, sizeof *out, newest_first);
	return count;
}

void pg_saves_format_date(time_t when, char *out, size_t size)
{
	struct tm then, today;
	time_t now = time(NULL);
	if (!localtime_r(&when, &then) || !localtime_r(&now, &today)) {
		snprintf(out, size, "%s", _("unknown date"));
		return;
	}
	char clock[16];
	strftime(clock, sizeof clock, "%H:%M", &then);
	time_t yesterday_time = now - 24 * 60 * 60;
	struct tm yesterday;
	bool have_yesterday = localtime_r(&yesterday_time, &yesterday) != NULL;
	if (then.tm_year == today.tm_year && then.tm_yday == today.tm_yday)
		snprintf(out, size, _("today, %s"), clock);
	else if (have_yesterday && then.tm_year == yesterday.tm_year &&
		 then.tm_yday == yesterday.tm_yday)
		snprintf(out, size, _("yesterday, %s"), clock);
	else if (then.tm_year == today.tm_year)
		/* TRANSLATORS: a date this year, in strftime's notation. */
		strftime(out, size, _("%a %e %b, %H:%M"), &then);
	else
		/* TRANSLATORS: a date in another year, in strftime's notation. */
		strftime(out, size, _("%e %b %Y, %H:%M"), &then);
}

void pg_saves_describe(const pg_save_info *info, char *out, size_t size)
{
	char date[64], line[320];
	pg_saves_format_date(info->saved_at, date, sizeof date);
	if (info->damaged)
		snprintf(line, sizeof line, _("%s \xC2\xB7 cannot be opened \xC2\xB7 %s"),
			 info->game_name, date);
	else
		/* TRANSLATORS: game, players, the move number, date. */
		snprintf(line, sizeof line, _("%s \xC2\xB7 %s \xC2\xB7 move %d \xC2\xB7 %s"),
			 info->game_name, info->players, info->moves, date);
	/* The file last: the name "Saved as..." told, and the one to find. */
	snprintf(out, size, "%s \xC2\xB7 %s", line, info->file);
}

bool pg_saves_write(pg_app *app, const pg_match *match, const char *path, char *err,
		    size_t err_size)
{
	if (!app->pref_dir[0]) {
		snprintf(err, err_size, "%s", _("there is no folder to save in"));
		return false;
	}
	if (app->storage_read_only) {
		snprintf(err, err_size, "%s",
			 _("another copy of Potlatch Games is open and keeps the saves"));
		return false;
	}
	if (!make_saves_dir(app, err, err_size))
		return false;
	/* What is there and does not load may be a save a newer version made,
	 * or one a person can still mend: keep it, never write over it. */
	pg_save_info old;
	if (pg_saves_read_info(path, &old) && old.damaged) {
		char moved[PG_APP_PATH_MAX + 64];
		if (!pg_storage_keep_aside(path, moved, sizeof moved, err, err_size))
			return false;
		pg_saves_tell(app, _("A saved game that could not be opened (%s) was kept as %s."),
			      old.why, moved);
	}
	return pg_match_save_file(match, path, err, err_size);
}

bool pg_saves_remove(const pg_app *app, const char *path, char *err, size_t err_size)
{
	if (!pg_saves_writable(app)) {
		snprintf(err, err_size, "%s",
			 _("another copy of Potlatch Games is open and keeps the saves"));
		return false;
	}
	size_t n = strlen(app->saves_dir);
	if (!n || strncmp(path, app->saves_dir, n) != 0 || path[n] != '/' ||
	    strchr(path + n + 1, '/') || !is_save_name(path + n + 1)) {
		snprintf(err, err_size, _("%s is not a saved game"), path);
		return false;
	}
	if (remove(path) != 0) {
		snprintf(err, err_size, "%s", strerror(errno));
		return false;
	}
	return true;
}
