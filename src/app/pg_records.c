/*
 * pg_records.c: the best-scores table and its drawing (see pg_records.h).
 */
#include "pg_records.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "pg_geom.h"
#include "pg_text.h"
#include "pg_ui.h"

void pg_records_today(char *buf, size_t size)
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
