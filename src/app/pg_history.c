/*
 * pg_history.c: the statistics file and the past games (see pg_history.h).
 */
#include "pg_history.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pg_i18n.h"
#include "pg_registry.h"
#include "pg_saves.h"
#include "pg_seats.h"
#include "pg_storage.h"

static const char *const STATS_NAME = "statistics.txt";
static const char *const HISTORY_NAME = "history";

bool pg_history_stats_path(const pg_app *app, char *out, size_t size)
{
	out[0] = '\0';
	if (!app->pref_dir[0])
		return false;
	int n = snprintf(out, size, "%s%s", app->pref_dir, STATS_NAME);
	return n > 0 && (size_t)n < size;
}

bool pg_history_dir(const pg_app *app, char *out, size_t size)
{
	out[0] = '\0';
	if (!app->pref_dir[0])
		return false;
	int n = snprintf(out, size, "%s%s", app->pref_dir, HISTORY_NAME);
	return n > 0 && (size_t)n < size;
}

/* ---- statistics ----------------------------------------------------------------- */

bool pg_history_load_stats(pg_app *app, pg_stats *stats, char *message, size_t message_size)
{
	pg_stats_clear(stats);
	stats->frozen = false;
	message[0] = '\0';
	char path[PG_APP_PATH_MAX];
	if (!pg_history_stats_path(app, path, sizeof path))
		return false;
	char *text = NULL, why[PG_APP_PATH_MAX + 256] = "";
	size_t length = 0;
	switch (pg_storage_read(path, PG_STATS_TEXT_MAX, &text, &length, why, sizeof why)) {
	case PG_STORAGE_READ_MISSING:
		return false;
	case PG_STORAGE_READ_OK:
		switch (pg_stats_text_parse(stats, text, length)) {
		case PG_STATS_TEXT_OK:
			free(text);
			return false;
		case PG_STATS_TEXT_BINARY:
			snprintf(why, sizeof why, "%s is not a text file", path);
			break;
		case PG_STATS_TEXT_TOO_BIG:
			snprintf(why, sizeof why, "%s is too large", path);
			break;
		}
		break;
	case PG_STORAGE_READ_BAD:
		break;
	}
	free(text);
	pg_stats_clear(stats);
	/* Nothing of it could be read: keep it whole under another name, so
	 * the next write starts a new file instead of going over it. */
	char moved[PG_APP_PATH_MAX + 64], err[PG_APP_PATH_MAX + 128];
	if (!pg_saves_writable(app)) {
		stats->frozen = true;
		snprintf(message, message_size, _("Your statistics could not be read (%s)."), why);
	} else if (pg_storage_keep_aside(path, moved, sizeof moved, err, sizeof err)) {
		fprintf(stderr, "potlatch-games: %s; kept as %s\n", why, moved);
		const char *slash = strrchr(moved, '/');
		snprintf(message, message_size,
			 _("Your statistics could not be read. The file was kept as %s in the same "
			   "folder; a new table starts."),
			 slash ? slash + 1 : moved);
	} else {
		stats->frozen = true;
		snprintf(message, message_size,
			 _("Your statistics could not be read (%s) and could not be moved aside "
			   "(%s), so new games will not be counted."),
			 why, err);
	}
	return true;
}

bool pg_history_save_stats(pg_app *app, const pg_stats *stats)
{
	char path[PG_APP_PATH_MAX];
	if (stats->frozen || !pg_saves_writable(app) ||
	    !pg_history_stats_path(app, path, sizeof path))
		return false;
	char *text = malloc(PG_STATS_TEXT_FORMAT_MAX);
	if (!text)
		return false;
	size_t used = pg_stats_text_format(stats, text, PG_STATS_TEXT_FORMAT_MAX);
	char err[PG_APP_PATH_MAX + 128];
	bool ok = used < PG_STATS_TEXT_FORMAT_MAX && pg_storage_write(path, text, used, err, sizeof err);
	if (!ok && used < PG_STATS_TEXT_FORMAT_MAX)
		fprintf(stderr, "potlatch-games: %s\n", err);
	free(text);
	return ok;
}

/* Counts a game in state for each person at the table (kinds): the
 * result from the win shares of a finished game, or a loss for each
 * person in a game given up; the score is the one the game shows. */
static void count_game(pg_stats *stats, const pg_game *g, const void *state, const int *kinds,
		       int seats, bool hinted, bool given_up)
{
	const pg_view *view = pg_view_find(g->id);
	double shares[PG_MAX_SEATS] = {0};
	if (!given_up)
		g->returns(state, shares);
	for (int seat = 0; seat < seats; seat++) {
		if (kinds[seat] != PG_SEAT_HUMAN)
			continue;
		pg_breakdown breakdown;
		memset(&breakdown, 0, sizeof breakdown);
		g->score_breakdown(state, seat, &breakdown);
		char key[PG_STATS_KEY];
		pg_stats_key(kinds, seats, seat, view ? pg_view_seat_style(view, seat)->name : NULL,
			     key, sizeof key);
		pg_stats_result result =
		    given_up ? PG_STATS_LOSS : pg_stats_result_for(shares, seats, seat);
		pg_stats_record(stats, g->id, key, result, breakdown.total, hinted);
	}
}

/* Reads the statistics, counts the game in and writes them back. */
static void update_stats(pg_app *app, const pg_game *g, const void *state, const int *kinds,
			 int seats, bool hinted, bool given_up, char *message, size_t message_size)
{
	pg_stats *stats = malloc(sizeof *stats);
	if (!stats)
		return;
	pg_history_load_stats(app, stats, message, message_size);
	if (!stats->frozen) {
		if (stats->count == 0 && stats->kept_used == 0) {
			/* A new file says what it is. */
			static const char head[] =
				"# Potlatch Games statistics: game ID KEY PLAYED WON LOST DRAWN "
				"BEST TOTAL STREAK BEST_STREAK HINTED\n";
			memcpy(stats->kept, head, sizeof head);
			stats->kept_used = sizeof head - 1;
			stats->kept_lines = 1;
			stats->kept_start[0] = 0;
		}
		count_game(stats, g, state, kinds, seats, hinted, given_up);
		pg_history_save_stats(app, stats);
	}
	free(stats);
}

/* Whether a person at the table (kinds) made a move in match: replays
 * its history from the start, asking who is to move before each. */
static bool a_person_moved(const pg_match *match, const int *kinds, int seats)
{
	const pg_game *g = match->game;
	void *state = malloc(g->state_size);
	if (!state)
		return false;
	g->init(state, &match->options);
	bool moved = false;
	for (int i = 0; i < match->history_count && !moved; i++) {
		int seat = g->current_player(state);
		moved = seat >= 0 && seat < seats && kinds[seat] == PG_SEAT_HUMAN;
		g->apply_move(state, match->history[i], NULL);
	}
	free(state);
	return moved;
}

bool pg_history_count_given_up(pg_app *app, const pg_match *match, const int *kinds, bool hinted)
{
	int seats = match->options.players;
	if (seats < 2 || pg_match_is_terminal(match) || !pg_saves_writable(app) ||
	    !a_person_moved(match, kinds, seats))
		return false;
	char message[PG_APP_NOTICE_MAX];
	update_stats(app, match->game, match->state, kinds, seats, hinted, true, message,
		     sizeof message);
	return true;
}

bool pg_history_count_given_up_play(pg_app *app, const pg_play *play)
{
	if (play->tutorial)
		return false;
	return pg_history_count_given_up(app, play->match, play->seat_kinds, play->hints_used > 0);
}

bool pg_history_count_given_up_file(pg_app *app, const char *path)
{
	char why[256];
	pg_match *match = pg_match_load_file(path, pg_registry_find, why, sizeof why);
	if (!match)
		return false;
	int kinds[PG_MAX_SEATS];
	bool counted = pg_seats_parse(match->seats, true, kinds, PG_MAX_SEATS, why, sizeof why) ==
			       match->options.players &&
		       pg_history_count_given_up(app, match, kinds, false);
	pg_match_destroy(match);
	return counted;
}

/* ---- past games ----------------------------------------------------------------- */

/* NNNNNN of "NNNNNN-<id>.save", or -1 for any other name. */
static long file_number(const char *name)
{
	long number = 0;
	int digits = 0;
	while (name[digits] >= '0' && name[digits] <= '9' && digits < 9)
		number = number * 10 + (name[digits++] - '0');
	size_t n = strlen(name);
	if (digits != 6 || name[digits] != '-' || n < 12 || strcmp(name + n - 5, ".save") != 0)
		return -1;
	return number;
}

typedef struct numbered {
	long number;
	char name[256];
} numbered;

static int by_number(const void *a, const void *b)
{
	const numbered *x = a, *y = b;
	return x->number < y->number ? -1 : x->number > y->number;
}

/* The past game files, oldest first; *count of them (malloc'd, NULL when
 * there are none). */
static numbered *list_files(const char *dir, int *count)
{
	*count = 0;
	DIR *d = opendir(dir);
	if (!d)
		return NULL;
	numbered *files = NULL;
	int cap = 0;
	struct dirent *entry;
	while ((entry = readdir(d)) != NULL) {
		long number = file_number(entry->d_name);
		if (number < 0 || strlen(entry->d_name) >= sizeof files[0].name)
			continue;
		if (*count == cap) {
			cap = cap ? cap * 2 : 64;
			numbered *grown = realloc(files, sizeof *files * (size_t)cap);
			if (!grown)
				break;
			files = grown;
		}
		files[*count].number = number;
		snprintf(files[*count].name, sizeof files[*count].name, "%s", entry->d_name);
		(*count)++;
	}
	closedir(d);
	if (files)
		qsort(files, (size_t)*count, sizeof *files, by_number);
	return files;
}

/* Whether the newest past game is this one (its save text the same). */
static bool already_kept(const char *dir, const numbered *newest, const char *text)
{
	char path[PG_APP_PATH_MAX + 256], err[256];
	snprintf(path, sizeof path, "%s/%s", dir, newest->name);
	char *kept = NULL;
	size_t length = 0;
	bool same = pg_storage_read(path, 16u << 20, &kept, &length, err, sizeof err) ==
			    PG_STORAGE_READ_OK &&
		    length == strlen(text) && memcmp(kept, text, length) == 0;
	free(kept);
	return same;
}

/* Removes the oldest files past PG_HISTORY_KEEP. */
static void prune(const char *dir)
{
	int count = 0;
	numbered *files = list_files(dir, &count);
	for (int i = 0; i < count - PG_HISTORY_KEEP; i++) {
		char path[PG_APP_PATH_MAX + 256];
		snprintf(path, sizeof path, "%s/%s", dir, files[i].name);
		if (unlink(path) != 0)
			fprintf(stderr, "potlatch-games: cannot remove %s: %s\n", path,
				strerror(errno));
	}
	free(files);
}

bool pg_history_record(pg_app *app, const pg_play *play, char *message, size_t message_size)
{
	message[0] = '\0';
	char dir[PG_APP_PATH_MAX];
	if (!pg_match_is_terminal(play->match) || !pg_saves_writable(app) ||
	    !pg_history_dir(app, dir, sizeof dir))
		return false;
	if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
		fprintf(stderr, "potlatch-games: cannot make the folder %s: %s\n", dir,
			strerror(errno));
		return false;
	}
	char *text = pg_match_save_text(play->match);
	if (!text)
		return false;
	int count = 0;
	numbered *files = list_files(dir, &count);
	long next = count ? files[count - 1].number + 1 : 1;
	bool seen = count && already_kept(dir, &files[count - 1], text);
	free(files);
	if (seen || next > 999999) {
		free(text);
		return false;
	}
	char path[PG_APP_PATH_MAX + 64], err[PG_APP_PATH_MAX + 128];
	snprintf(path, sizeof path, "%s/%06ld-%s.save", dir, next, play->game->id);
	if (!pg_storage_write(path, text, strlen(text), err, sizeof err))
		fprintf(stderr, "potlatch-games: %s\n", err);
	else
		prune(dir);
	free(text);
	if (play->tutorial || play->human_count == 0)
		return true;
	update_stats(app, play->game, play->match->state, play->seat_kinds,
		     pg_play_seat_count(play), play->hints_used > 0, false, message, message_size);
	return true;
}

/* "You won · 42 / 30" and the like, from the finished match. */
static void describe_result(const pg_match *match, const int *kinds, int people,
			    const pg_view *view, char *out, size_t size)
{
	const pg_game *g = match->game;
	int seats = match->options.players;
	double shares[PG_MAX_SEATS] = {0};
	g->returns(match->state, shares);
	char scores[96] = "";
	size_t used = 0;
	bool any_points = false;
	for (int s = 0; s < seats && used < sizeof scores; s++) {
		pg_breakdown b;
		memset(&b, 0, sizeof b);
		g->score_breakdown(match->state, s, &b);
		any_points = any_points || b.total != 0;
		used += (size_t)snprintf(scores + used, sizeof scores - used, "%s%d",
					 s ? " / " : "", b.total);
	}
	/* A game won without points (Kloone's stacks) shows no row of zeros. */
	if (!any_points && seats > 1)
		scores[0] = '\0';
	if (seats == 1) {
		snprintf(out, size, _("Score %s"), scores);
		return;
	}
	if (people == 1) {
		int me = 0;
		for (int s = 0; s < seats; s++)
			if (kinds[s] == PG_SEAT_HUMAN)
				me = s;
		static const char *const outcome[] = {N_("You won"), N_("You lost"), N_("A draw"),
						      N_("Finished")};
		snprintf(out, size, "%s%s%s", _(outcome[pg_stats_result_for(shares, seats, me)]),
			 scores[0] ? " \xC2\xB7 " : "", scores);
		return;
	}
	int winner = -1;
	bool anyone = false;
	for (int s = 0; s < seats; s++) {
		anyone = anyone || shares[s] > 0;
		if (pg_stats_result_for(shares, seats, s) == PG_STATS_WIN)
			winner = s;
	}
	char said[96];
	if (winner >= 0)
		snprintf(said, sizeof said, _("%s won"),
			 view ? _(pg_view_seat_style(view, winner)->name) : "?");
	else
		snprintf(said, sizeof said, "%s", anyone ? _("A shared win") : _("No one won"));
	snprintf(out, size, "%s%s%s", said, scores[0] ? " \xC2\xB7 " : "", scores);
}

/* The AI levels in the order a line names them. */
static const struct {
	int kind;
	const char *name;
} ai_levels[] = {{PG_AI_RANDOM, N_("Random AI")}, {PG_AI_GREEDY, N_("Greedy AI")},
		 {PG_AI_EASY, N_("Easy AI")},     {PG_AI_NORMAL, N_("Normal AI")},
		 {PG_AI_HARD, N_("Hard AI")},     {PG_AI_CHEAT, N_("Open-hand AI")}};

const char *pg_history_ai_label(int kind)
{
	for (size_t l = 0; l < sizeof ai_levels / sizeof ai_levels[0]; l++)
		if (ai_levels[l].kind == kind)
			return _(ai_levels[l].name);
	return pg_seats_kind_name(kind);
}

/* Who played, short enough for one line: "you (Red) vs Easy AI ×2, Hard
 * AI", "Red, Blue, Green vs Normal AI", "Red, Blue". */
static void describe_seats(const int *kinds, int seats, int people, const pg_view *view,
			   char *out, size_t size)
{
	char who[96] = "", against[128] = "";
	size_t used = 0;
	for (int s = 0; s < seats && used < sizeof who; s++) {
		if (kinds[s] != PG_SEAT_HUMAN)
			continue;
		const char *name = view ? _(pg_view_seat_style(view, s)->name) : "?";
		if (people == 1)
			used += (size_t)snprintf(who, sizeof who, _("you (%s)"), name);
		else
			used += (size_t)snprintf(who + used, sizeof who - used, "%s%s", used ? ", " : "",
						 name);
	}
	used = 0;
	for (size_t l = 0; l < sizeof ai_levels / sizeof ai_levels[0] && used < sizeof against;
	     l++) {
		int count = 0;
		for (int s = 0; s < seats; s++)
			count += kinds[s] == ai_levels[l].kind;
		if (count == 0)
			continue;
		used += (size_t)snprintf(against + used, sizeof against - used, "%s%s", used ? ", " : "",
					 _(ai_levels[l].name));
		if (count > 1 && used < sizeof against)
			used += (size_t)snprintf(against + used, sizeof against - used, " \xC3\x97%d",
						 count);
	}
	if (who[0] && against[0])
		snprintf(out, size, _("%s vs %s"), who, against);
	else
		snprintf(out, size, "%s", who[0] ? who : against);
}

static bool read_entry(const char *dir, const numbered *file, pg_history_entry *e)
{
	memset(e, 0, sizeof *e);
	snprintf(e->path, sizeof e->path, "%s/%s", dir, file->name);
	snprintf(e->file, sizeof e->file, "%s", file->name);
	e->number = file->number;
	struct stat st;
	if (stat(e->path, &st) != 0)
		return false;
	e->finished_at = st.st_mtime;
	pg_match *match = pg_match_load_file(e->path, pg_registry_find, e->why, sizeof e->why);
	if (!match) {
		e->damaged = true;
		snprintf(e->game_name, sizeof e->game_name, "%s", _("A game that cannot be opened"));
		/* The row has room for one line: the file's name, not its whole
		 * path, leaves room for the reason the player needs to read. */
		size_t path_length = strlen(e->path), file_length = strlen(e->file);
		if (file_length <= path_length && !strncmp(e->why, e->path, path_length)) {
			memmove(e->why + file_length, e->why + path_length,
				strlen(e->why + path_length) + 1);
			memcpy(e->why, e->file, file_length);
		}
		return true;
	}
	snprintf(e->game_id, sizeof e->game_id, "%s", match->game->id);
	snprintf(e->game_name, sizeof e->game_name, "%s", match->game->name);
	e->moves = match->history_count;
	int kinds[PG_MAX_SEATS];
	char err[128];
	int seats = match->options.players;
	int n = pg_seats_parse(match->seats, true, kinds, PG_MAX_SEATS, err, sizeof err);
	if (n != seats || !pg_match_is_terminal(match)) {
		e->damaged = true;
		snprintf(e->why, sizeof e->why, "%s",
			 n != seats ? _("its seats do not match the game") : _("the game is not over"));
	} else {
		int people = 0;
		for (int s = 0; s < seats; s++)
			people += kinds[s] == PG_SEAT_HUMAN;
		const pg_view *view = pg_view_find(match->game->id);
		describe_seats(kinds, seats, people, view, e->seats, sizeof e->seats);
		describe_result(match, kinds, people, view, e->result, sizeof e->result);
	}
	pg_match_destroy(match);
	return true;
}

int pg_history_list(const pg_app *app, pg_history_entry *out, int cap)
{
	char dir[PG_APP_PATH_MAX];
	if (!pg_history_dir(app, dir, sizeof dir))
		return 0;
	int count = 0, listed = 0;
	numbered *files = list_files(dir, &count);
	for (int i = count - 1; i >= 0 && listed < cap; i--)
		if (read_entry(dir, &files[i], &out[listed]))
			listed++;
	free(files);
	return listed;
}

void pg_history_key_label(const char *key, char *out, size_t size)
{
	if (!strncmp(key, "seat:", 5)) {
		/* The key keeps the seat's English name ("seat:Red"): shown in
		 * the player's language, as the seat panels show it. */
		snprintf(out, size, _("%s, hot seat"), _(key + 5));
		return;
	}
	if (!strcmp(key, "solo")) {
		snprintf(out, size, "%s", _("Solo"));
		return;
	}
	/* "easy+hard" -> "Easy and Hard AI"; a level this version does not
	 * know is shown as written. */
	static const char *const names[][2] = {
		{"random", N_("Random")}, {"greedy", N_("Greedy")}, {"easy", N_("Easy")},
		{"normal", N_("Normal")}, {"hard", N_("Hard")},     {"cheat", N_("Open-hand")},
	};
	char levels[PG_STATS_KEY * 2] = "";
	size_t used = 0;
	const char *p = key;
	int parts = 0;
	while (*p && used < sizeof levels) {
		const char *plus = strchr(p, '+');
		size_t n = plus ? (size_t)(plus - p) : strlen(p);
		const char *shown = NULL;
		for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
			if (strlen(names[i][0]) == n && !strncmp(p, names[i][0], n))
				shown = _(names[i][1]);
		const char *sep = parts == 0 ? "" : plus ? ", " : _(" and ");
		if (shown)
			used += (size_t)snprintf(levels + used, sizeof levels - used, "%s%s", sep, shown);
		else
			used += (size_t)snprintf(levels + used, sizeof levels - used, "%s%.*s", sep,
						 (int)n, p);
		parts++;
		p += n + (plus ? 1 : 0);
	}
	snprintf(out, size, _("%s AI"), levels);
}
