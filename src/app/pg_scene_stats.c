/*
 * The statistics screen (issue 14), from the title menu: for each game a
 * table with a row per opposition (an AI level, the levels of a mixed
 * table, a hot-seat player's seat, solo) of games played, won, lost,
 * drawn, the best and the average score, the current and the best run of
 * wins, and how many games had a hint. Taller than the window, it scrolls
 * (wheel, arrows, Page Up/Down, Home/End). With nothing counted yet it
 * says how to fill it. A statistics file that could not be read is kept
 * aside (pg_history.h) and the screen says so, naming the kept file. A
 * game without points (none of its games scored one: Kloone) shows a dash
 * for Best and Average.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_history.h"
#include "pg_i18n.h"
#include "pg_registry.h"
#include "pg_history_scenes.h"
#include "pg_scenes.h"

enum { COLUMNS = 10 };

typedef struct stats_scene {
	pg_stats *stats;
	char message[PG_APP_NOTICE_MAX];
	int games[64]; /* registry index of each game with rows, in registry order */
	int game_count;
	pg_button back;
	SDL_Rect panel, viewport;
	int column_x[COLUMNS + 1]; /* from the content's left edge; the last is its right */
	pg_scroll scroll;
	int message_h; /* the box of the message, 0 when none */
} stats_scene;

void pg_open_stats(pg_app *app)
{
	stats_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	s->stats = malloc(sizeof *s->stats);
	if (!s->stats) {
		free(s);
		return;
	}
	pg_history_load_stats(app, s->stats, s->message, sizeof s->message);
	for (int g = 0; g < pg_registry_count() && s->game_count < 64; g++) {
		const char *id = pg_registry_at(g)->id;
		for (int r = 0; r < s->stats->count; r++)
			if (!strcmp(s->stats->rows[r].game, id)) {
				s->games[s->game_count++] = g;
				break;
			}
	}
	pg_scenes_push(&app->scenes, &pg_stats_scene, s);
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	stats_scene *s = data;
	free(s->stats);
	free(s);
}

/* Heights, shared by layout and drawing. */
static int title_h(const pg_app *app)
{
	return pg_app_px(app, 44);
}

static int row_h(const pg_app *app)
{
	return pg_app_px(app, 30);
}

/* The column heads: two lines of small text when one needs them. */
static int head_h(const pg_app *app)
{
	return pg_app_px(app, 40);
}

static int rows_of(const stats_scene *s, const char *id)
{
	int n = 0;
	for (int r = 0; r < s->stats->count; r++)
		n += !strcmp(s->stats->rows[r].game, id);
	return n;
}

static void layout(pg_app *app, void *data)
{
	stats_scene *s = data;
	s->panel = pg_centered_panel(app, 1100, 2000);
	int head = pg_app_px(app, 96), foot = pg_app_px(app, 96);
	int pad = pg_app_px(app, 32), inner = s->panel.w - 2 * pad;
	s->message_h = 0;
	if (s->message[0])
		s->message_h = pg_text_draw_wrapped(app->text, s->message, 0, 0,
						    inner - pg_app_px(app, 24),
						    pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR,
						    pg_ui_theme.text, PG_ALIGN_LEFT, false) +
			       pg_app_px(app, 16);
	head += s->message_h ? s->message_h + pg_app_px(app, 8) : 0;
	s->viewport = (SDL_Rect){s->panel.x, s->panel.y + head, s->panel.w,
				 s->panel.h - head - foot};
	/* The opposition's name takes a quarter and more; nine numbers share
	 * the rest. */
	int label_w = inner * 27 / 100, number_w = (inner - label_w) / (COLUMNS - 1);
	s->column_x[0] = pad;
	for (int c = 1; c <= COLUMNS; c++)
		s->column_x[c] = pad + label_w + (c - 1) * number_w;
	int content = 0;
	for (int i = 0; i < s->game_count; i++)
		content += title_h(app) + head_h(app) +
			   row_h(app) * rows_of(s, pg_registry_at(s->games[i])->id) +
			   pg_app_px(app, 18);
	s->scroll.content_h = content;
	s->scroll.view_h = s->viewport.h;
	s->scroll.line = (float)row_h(app);
	pg_scroll_clamp(&s->scroll);
	int bh = pg_app_px(app, 46), bw = pg_app_px(app, 160);
	s->back = (pg_button){.rect = {s->panel.x + (s->panel.w - bw) / 2,
				       s->panel.y + s->panel.h - pad - bh, bw, bh},
			      .label = _("Back"), .kind = PG_BUTTON_PRIMARY};
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	stats_scene *s = data;
	if (e->kind == PG_INPUT_KEY &&
	    (e->key == SDLK_ESCAPE || e->key == SDLK_BACKSPACE || e->key == SDLK_RETURN)) {
		pg_scenes_pop(&app->scenes);
		return;
	}
	if (pg_scroll_input(&s->scroll, e))
		return;
	if (pg_button_input(&s->back, e))
		pg_scenes_pop(&app->scenes);
}

static void update(pg_app *app, void *data, double dt)
{
	stats_scene *s = data;
	float before = s->scroll.pos;
	pg_scroll_update(&s->scroll, dt);
	if (s->scroll.pos != before)
		pg_app_request_redraw(app);
}

/* Draws text in its cell: at size, or smaller down to two thirds of it
 * when that is what it takes to fit whole (a long translation). */
static void cell(pg_app *app, const char *text, int x, int y, int w, int size, pg_font_style style,
		 SDL_Color ink, int align)
{
	int least = size * 2 / 3, tw = 0;
	for (; size > least; size--) {
		pg_text_measure(app->text, text, size, style, &tw, NULL);
		if (tw <= w)
			break;
	}
	int ax = (align & PG_ALIGN_RIGHT) ? x + w : x;
	pg_text_draw_fit(app->text, text, ax, y, w, size, style, ink, align | PG_ALIGN_MIDDLE);
}

static void number(char *out, size_t size, int64_t value, bool shown)
{
	if (shown)
		snprintf(out, size, "%" PRId64, value);
	else
		snprintf(out, size, "\xE2\x80\x93"); /* a dash: not counted in this row */
}

/* A game won without points (Kloone's stacks) has no best or average
 * to show: a dash, not a row of zeros. It is one when none of its
 * counted games scored a point. */
static bool has_points(const stats_scene *s, const char *id)
{
	for (int r = 0; r < s->stats->count; r++)
		if (!strcmp(s->stats->rows[r].game, id) &&
		    (s->stats->rows[r].best != 0 || s->stats->rows[r].total != 0))
			return true;
	return false;
}

/* The texts of a row's cells. */
static void row_values(const pg_stats_row *row, bool points, char values[COLUMNS][64])
{
	bool counted = strcmp(row->key, "solo") != 0;
	pg_history_key_label(row->key, values[0], 64);
	number(values[1], 64, row->played, true);
	number(values[2], 64, row->won, counted);
	number(values[3], 64, row->lost, counted);
	number(values[4], 64, row->drawn, counted);
	number(values[5], 64, row->best, points);
	if (points)
		snprintf(values[6], 64, "%.1f", (double)row->total / (double)row->played);
	else
		number(values[6], 64, 0, false);
	number(values[7], 64, row->streak, counted);
	number(values[8], 64, row->best_streak, counted);
	number(values[9], 64, row->hinted, true);
}

static int draw_game(pg_app *app, const stats_scene *s, const pg_game *game, SDL_Point origin)
{
	const pg_theme *t = &pg_ui_theme;
	int gap = pg_app_px(app, 6), size = pg_app_px(app, PG_SIZE_SMALL);
	int y = origin.y, x0 = origin.x;
	int right = x0 + s->column_x[COLUMNS];
	cell(app, game->name, x0 + s->column_x[0], y + title_h(app) / 2,
	     s->column_x[COLUMNS] - s->column_x[0], pg_app_px(app, PG_SIZE_LABEL), PG_FONT_BOLD,
	     t->text, PG_ALIGN_LEFT);
	y += title_h(app);
	static const char *const heads[COLUMNS] = {
		N_("Opponents"), N_("Played"), N_("Won"),    N_("Lost"),        N_("Drawn"),
		N_("Best"),      N_("Average"), N_("Streak"), N_("Best streak"), N_("With hints"),
	};
	for (int c = 0; c < COLUMNS; c++) {
		int w = s->column_x[c + 1] - s->column_x[c] - gap, tw = 0;
		int align = c == 0 ? PG_ALIGN_LEFT : PG_ALIGN_RIGHT;
		pg_text_measure(app->text, _(heads[c]), size, PG_FONT_BOLD, &tw, NULL);
		if (tw <= w) {
			cell(app, _(heads[c]), x0 + s->column_x[c], y + head_h(app) / 2, w, size,
			     PG_FONT_BOLD, t->text_dim, align);
			continue;
		}
		/* Too long for one line ("Best streak", or a translation): two,
		 * at a size that lets each word fit. */
		int small = size;
		for (int least = size * 3 / 4; small > least; small--) {
			int lines = pg_text_draw_wrapped(app->text, _(heads[c]), 0, 0, w, small,
							 PG_FONT_BOLD, t->text_dim, align, false);
			if (lines <= 2 * pg_text_line_height(app->text, small, PG_FONT_BOLD))
				break;
		}
		pg_text_draw_wrapped(app->text, _(heads[c]), x0 + s->column_x[c], y + pg_app_px(app, 3),
				     w, small, PG_FONT_BOLD, t->text_dim, align, true);
	}
	pg_ui_fill_rect(app->renderer,
			(SDL_Rect){x0 + s->column_x[0], y + head_h(app) - 1, right - x0 - s->column_x[0], 1},
			t->panel_edge);
	y += head_h(app);
	bool points = has_points(s, game->id);
	int shade = 0;
	for (int r = 0; r < s->stats->count; r++) {
		const pg_stats_row *row = &s->stats->rows[r];
		if (strcmp(row->game, game->id))
			continue;
		if (shade++ % 2)
			pg_ui_fill_rect(app->renderer,
					(SDL_Rect){x0 + s->column_x[0] - gap, y, right - x0 - s->column_x[0] + 2 * gap,
						   row_h(app)},
					pg_ui_with_alpha(t->background, 70));
		char values[COLUMNS][64];
		row_values(row, points, values);
		for (int c = 0; c < COLUMNS; c++)
			cell(app, values[c], x0 + s->column_x[c], y + row_h(app) / 2,
			     s->column_x[c + 1] - s->column_x[c] - gap, pg_app_px(app, PG_SIZE_BODY),
			     c == 0 || c == 2 ? PG_FONT_BOLD : PG_FONT_REGULAR,
			     c == 2 ? t->accent_hover : t->text, c == 0 ? PG_ALIGN_LEFT : PG_ALIGN_RIGHT);
		y += row_h(app);
	}
	return y - origin.y + pg_app_px(app, 18);
}

static void draw(pg_app *app, void *data)
{
	stats_scene *s = data;
	const pg_theme *t = &pg_ui_theme;
	pg_ui_scrim(app);
	pg_ui_panel(app->renderer, s->panel, pg_app_px(app, 18));
	int pad = pg_app_px(app, 32), inner = s->panel.w - 2 * pad;
	int cx = s->panel.x + s->panel.w / 2;
	cell(app, _("Statistics"), s->panel.x + pad, s->panel.y + pg_app_px(app, 40), inner,
	     pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD, t->text, PG_ALIGN_LEFT);
	cell(app, _("Your games against each opponent: a streak is a run of wins; a draw or a loss ends it."),
	     s->panel.x + pad, s->panel.y + pg_app_px(app, 72), inner, pg_app_px(app, PG_SIZE_SMALL),
	     PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT);
	if (s->message[0]) {
		SDL_Rect note = {s->panel.x + pad, s->panel.y + pg_app_px(app, 92), inner,
				 s->message_h};
		pg_ui_fill_rounded(app->renderer, note, pg_app_px(app, 8),
				   pg_ui_mix(t->panel, t->bad, 0.35f));
		pg_text_draw_wrapped(app->text, s->message, note.x + pg_app_px(app, 12),
				     note.y + pg_app_px(app, 8), note.w - pg_app_px(app, 24),
				     pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR, t->text,
				     PG_ALIGN_LEFT, true);
	}
	if (s->game_count == 0) {
		pg_text_draw_wrapped(app->text,
				     _("No games counted yet. Play a game to its end against the "
				       "computer, or with friends at this screen, and how you did "
				       "appears here: for each game, against each AI level (and per "
				       "seat in a hot-seat game). Guided games are not counted."),
				     s->panel.x + pad * 2, s->viewport.y + pg_app_px(app, 40),
				     s->panel.w - 4 * pad, pg_app_px(app, PG_SIZE_BODY), PG_FONT_REGULAR,
				     t->text_dim, PG_ALIGN_CENTER, true);
	}
	(void)cx;
	SDL_RenderSetClipRect(app->renderer, &s->viewport);
	SDL_Point origin = {s->panel.x, s->viewport.y - (int)(s->scroll.pos + 0.5f)};
	for (int i = 0; i < s->game_count; i++)
		origin.y += draw_game(app, s, pg_registry_at(s->games[i]), origin);
	SDL_RenderSetClipRect(app->renderer, NULL);
	pg_scroll_draw_bar(app, &s->scroll,
			   (SDL_Rect){s->panel.x + s->panel.w - pg_app_px(app, 18), s->viewport.y,
				      pg_app_px(app, 6), s->viewport.h},
			   pg_ui_rgba(0, 0, 0, 70), t->accent_hover);
	pg_button_draw(app, &s->back);
}

const pg_scene_type pg_stats_scene = {
	.name = "statistics",
	.overlay = true,
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.update = update,
	.draw = draw,
};

/* ---- for tests ------------------------------------------------------------------- */

const char *pg_stats_scene_message(pg_app *app)
{
	stats_scene *s = pg_scenes_find(&app->scenes, &pg_stats_scene);
	return s ? s->message : NULL;
}

int pg_stats_scene_games(pg_app *app)
{
	stats_scene *s = pg_scenes_find(&app->scenes, &pg_stats_scene);
	return s ? s->game_count : -1;
}

bool pg_stats_scene_cell(pg_app *app, const char *game, int row, int column, char *out,
			 size_t size)
{
	stats_scene *s = pg_scenes_find(&app->scenes, &pg_stats_scene);
	if (!s || column < 0 || column >= COLUMNS)
		return false;
	for (int r = 0; r < s->stats->count; r++) {
		if (strcmp(s->stats->rows[r].game, game) || row-- > 0)
			continue;
		char values[COLUMNS][64];
		row_values(&s->stats->rows[r], has_points(s, game), values);
		snprintf(out, size, "%s", values[column]);
		return true;
	}
	return false;
}
