/*
 * pg_records.c: the best-scores table, its drawing and a game's table in
 * the save folder (see pg_records.h).
 */
#include "pg_records.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "pg_geom.h"
#include "pg_i18n.h"
#include "pg_records_file.h"
#include "pg_saves.h"
#include "pg_text.h"
#include "pg_ui.h"

/* Today as "YYYY-MM-DD" in local time ("-", no day, if the clock fails). */
static void today_text(char *buf, size_t size)
{
	time_t now = time(NULL);
	struct tm day;
	if (!localtime_r(&now, &day) || strftime(buf, size, "%Y-%m-%d", &day) == 0)
		snprintf(buf, size, "-");
}

void pg_records_draw(pg_app *app, const pg_records *records, SDL_Rect in, int y,
                     const char *empty_text)
{
	int size = pg_px(app, 14);
	int line = pg_text_line_height(app->text, size, PG_FONT_REGULAR);
	if (records->count == 0) {
		pg_text_draw_wrapped(app->text, empty_text, in.x + pg_px(app, 12), y,
		                     in.w - pg_px(app, 24), size, PG_FONT_REGULAR,
		                     pg_ui_theme.text_dim, PG_ALIGN_LEFT, true);
		return;
	}
	for (int i = 0; i < records->count && y + line <= in.y + in.h - pg_px(app, 6); i++) {
		bool mine = i == records->fresh;
		SDL_Color c = mine ? pg_ui_theme.accent_hover : pg_ui_theme.text;
		if (mine)
			pg_ui_fill_rounded(app->renderer,
			                   (SDL_Rect){in.x + pg_px(app, 6), y - pg_px(app, 1),
			                              in.w - pg_px(app, 12), line},
			                   pg_px(app, 6), pg_ui_rgba(255, 255, 255, 24));
		char rank[16], score[24];
		snprintf(rank, sizeof rank, "%d.", i + 1);
		snprintf(score, sizeof score, "%" PRId64, records->score[i]);
		pg_font_style style = mine ? PG_FONT_BOLD : PG_FONT_REGULAR;
		pg_text_draw(app->text, rank, in.x + pg_px(app, 34), y, size, style, c,
		             PG_ALIGN_RIGHT);
		pg_text_draw(app->text, score, in.x + pg_px(app, 78), y, size, PG_FONT_BOLD, c,
		             PG_ALIGN_RIGHT);
		pg_text_draw_fit(app->text, records->date[i], in.x + pg_px(app, 92), y,
		                 in.w - pg_px(app, 100), size, style,
		                 mine ? c : pg_ui_theme.text_dim, PG_ALIGN_LEFT);
		y += line;
	}
}

static bool game_path(const pg_records_game *game, const pg_app *app, char *buf, size_t size)
{
	return pg_records_file_path(app->pref_dir, game->file_name, buf, size);
}

void pg_records_game_load(pg_records_game *game, pg_app *app, pg_play *play)
{
	char path[PG_APP_PATH_MAX + 32];
	pg_records_clear(&game->table);
	char message[3 * PG_APP_PATH_MAX];
	/* A file that could not be read is moved aside by the load; it says
	 * so once (the next load finds no file). */
	if (game_path(game, app, path, sizeof path) &&
	    pg_records_load(&game->table, path, pg_saves_writable(app), message,
	                    sizeof message))
		pg_play_toast(play, "%s", message);
}

void pg_records_game_add(pg_records_game *game, pg_app *app, pg_play *play, int score)
{
	uint64_t seed = pg_play_match(play)->seed;
	if (game->recorded && game->seed == seed)
		return;
	pg_records_game_load(game, app, play);
	game->recorded = true;
	game->seed = seed;
	char today[PG_RECORDS_DATE], path[PG_APP_PATH_MAX + 32];
	today_text(today, sizeof today);
	if (pg_records_insert(&game->table, score, today) < 0)
		return;
	/* A second copy of the program writes none of the player's files:
	 * the table shows this game's place, but the file stays the first
	 * copy's to write. */
	if (!pg_saves_writable(app)) {
		pg_play_toast(play, "%s",
		              _("Another copy of the game is open: this score is not kept"));
		return;
	}
	if (!game_path(game, app, path, sizeof path) || !pg_records_save(&game->table, path))
		pg_play_toast(play, _("Your score could not be saved in %s"), app->pref_dir);
}

bool pg_records_game_section(const pg_records_game *game, uint64_t seed, int score,
                             const char *title, pg_results_section *out)
{
	const pg_records *t = &game->table;
	memset(out, 0, sizeof *out);
	snprintf(out->title, sizeof out->title, "%s", title);
	bool this_game = game->recorded && game->seed == seed;
	if (this_game && t->fresh == 0)
		snprintf(out->note, sizeof out->note, _("%d is your best score yet!"), score);
	else if (this_game && t->fresh > 0)
		snprintf(out->note, sizeof out->note, _("%d is number %d of your %d best."),
		         score, t->fresh + 1, PG_RECORDS_MAX);
	else if (this_game && t->count > 0)
		snprintf(out->note, sizeof out->note,
		         _("%d did not make your %d best this time: the lowest there is %lld."),
		         score, PG_RECORDS_MAX, (long long)t->score[t->count - 1]);
	for (int i = 0; i < t->count && i < PG_RESULTS_MAX_ROWS; i++) {
		pg_results_row *row = &out->rows[out->count++];
		bool mine = this_game && i == t->fresh;
		snprintf(row->label, sizeof row->label, "%d.  %s", i + 1,
		         mine ? _("This game") : t->date[i]);
		snprintf(row->value, sizeof row->value, "%lld", (long long)t->score[i]);
		row->highlight = mine;
	}
	return out->count > 0 || out->note[0];
}
