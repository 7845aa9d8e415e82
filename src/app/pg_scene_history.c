/*
 * Past games (issue 14): the finished games the app keeps (pg_history.h),
 * newest first, a page at a time: game, date, seats and result, and Watch,
 * which opens the replay. Opened from the title menu.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_history.h"
#include "pg_i18n.h"
#include "pg_saves.h"
#include "pg_history_scenes.h"
#include "pg_scenes.h"

enum { PAGE_MAX = 8 };

typedef struct history_scene {
	pg_history_entry *games;
	int count;
	int first;     /* index of the first game on the page */
	int page_size; /* rows that fit */
	pg_button watch[PAGE_MAX];
	SDL_Rect rows[PAGE_MAX];
	pg_button newer, older, back;
	SDL_Rect panel;
	char error[PG_APP_NOTICE_MAX];
} history_scene;

void pg_open_history(pg_app *app)
{
	history_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	s->games = calloc(PG_HISTORY_KEEP, sizeof *s->games);
	if (!s->games) {
		free(s);
		return;
	}
	s->count = pg_history_list(app, s->games, PG_HISTORY_KEEP);
	pg_scenes_push(&app->scenes, &pg_history_scene, s);
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	history_scene *s = data;
	free(s->games);
	free(s);
}

static void fill_page(history_scene *s)
{
	for (int i = 0; i < s->page_size; i++) {
		int index = s->first + i;
		s->watch[i].hidden = index >= s->count;
		s->watch[i].disabled = index < s->count && s->games[index].damaged;
	}
	s->newer.disabled = s->first == 0;
	s->older.disabled = s->first + s->page_size >= s->count;
	s->newer.hidden = s->older.hidden = s->count <= s->page_size;
}

static void layout(pg_app *app, void *data)
{
	history_scene *s = data;
	float row = 64, gap = 8, head = 96, foot = 100;
	int room = app->height - pg_app_px(app, 48);
	int fit = (int)(((float)room / app->scale - head - foot + gap) / (row + gap));
	s->page_size = fit < 1 ? 1 : fit > PAGE_MAX ? PAGE_MAX : fit;
	s->panel = pg_centered_panel(app, 960, head + s->page_size * (row + gap) - gap + foot);
	int pad = pg_app_px(app, 32);
	pg_column col = {s->panel.x + pad, s->panel.y + pg_app_px(app, head), s->panel.w - 2 * pad,
			 pg_app_px(app, gap)};
	int inset = pg_app_px(app, 8), watch_h = pg_app_px(app, row) - 2 * inset, watch_w = 0;
	/* As wide as the label needs (pg_button_draw's text is two fifths of
	 * the height), at least 120 points. */
	pg_text_measure(app->text, _("Watch"), watch_h * 2 / 5, PG_FONT_BOLD, &watch_w, NULL);
	watch_w += watch_h * 4 / 5;
	if (watch_w < pg_app_px(app, 120))
		watch_w = pg_app_px(app, 120);
	for (int i = 0; i < s->page_size; i++) {
		s->rows[i] = pg_column_row(&col, pg_app_px(app, row));
		SDL_Rect r = s->rows[i];
		s->watch[i] = (pg_button){.rect = {r.x + r.w - watch_w - inset, r.y + inset, watch_w,
						   r.h - 2 * inset},
					  .label = _("Watch"), .kind = PG_BUTTON_PRIMARY};
	}
	int bh = pg_app_px(app, 46), bw = pg_app_px(app, 150);
	int by = s->panel.y + s->panel.h - pad - bh;
	s->back = (pg_button){.rect = {s->panel.x + pad, by, bw, bh}, .label = _("Back")};
	s->older = (pg_button){.rect = {s->panel.x + s->panel.w - pad - bw, by, bw, bh},
			       .label = _("Older")};
	s->newer = (pg_button){.rect = {s->older.rect.x - pg_app_px(app, 12) - bw, by, bw, bh},
			       .label = _("Newer")};
	if (s->first >= s->count)
		s->first = 0;
	fill_page(s);
}

static void watch(pg_app *app, history_scene *s, int index)
{
	char err[512] = "";
	if (!pg_open_replay_file(app, s->games[index].path, err, sizeof err))
		snprintf(s->error, sizeof s->error, _("This game cannot be replayed (%s)."), err);
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	history_scene *s = data;
	if (e->kind == PG_INPUT_KEY && (e->key == SDLK_ESCAPE || e->key == SDLK_BACKSPACE)) {
		pg_scenes_pop(&app->scenes);
		return;
	}
	if (e->kind == PG_INPUT_KEY && (e->key == SDLK_RETURN || e->key == SDLK_KP_ENTER) &&
	    s->count > 0 && !s->games[s->first].damaged) {
		watch(app, s, s->first); /* the newest on the page */
		return;
	}
	for (int i = 0; i < s->page_size; i++)
		if (pg_button_input(&s->watch[i], e)) {
			watch(app, s, s->first + i);
			return;
		}
	if (pg_button_input(&s->back, e)) {
		pg_scenes_pop(&app->scenes);
	} else if (pg_button_input(&s->newer, e)) {
		s->first = s->first > s->page_size ? s->first - s->page_size : 0;
		fill_page(s);
	} else if (pg_button_input(&s->older, e)) {
		s->first += s->page_size;
		fill_page(s);
	}
}

static void draw_row(pg_app *app, const history_scene *s, int i)
{
	const pg_theme *t = &pg_ui_theme;
	const pg_history_entry *g = &s->games[s->first + i];
	SDL_Rect r = s->rows[i];
	pg_ui_fill_rounded(app->renderer, r, pg_app_px(app, 10),
			   pg_ui_mix(t->panel, t->background, 0.3f));
	int pad = pg_app_px(app, 16), x = r.x + pad;
	int w = s->watch[i].rect.x - x - pg_app_px(app, 12);
	int name_w = w * 2 / 5;
	int top = r.y + r.h / 4 + pg_app_px(app, 1), bottom = r.y + r.h * 3 / 4 - pg_app_px(app, 1);
	pg_text_draw_fit(app->text, g->game_name, x, top, name_w, pg_app_px(app, PG_SIZE_BODY),
			 PG_FONT_BOLD, t->text, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	char date[64];
	pg_saves_format_date(g->finished_at, date, sizeof date);
	pg_text_draw_fit(app->text, date, x, bottom, name_w, pg_app_px(app, PG_SIZE_SMALL),
			 PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	int x2 = x + name_w + pg_app_px(app, 12), w2 = w - name_w - pg_app_px(app, 12);
	if (g->damaged) {
		pg_text_draw_fit(app->text, g->why, x2, r.y + r.h / 2, w2,
				 pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR, t->bad,
				 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
		return;
	}
	pg_text_draw_fit(app->text, g->result, x2, top, w2, pg_app_px(app, PG_SIZE_BODY),
			 PG_FONT_BOLD, t->accent_hover, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	pg_text_draw_fit(app->text, g->seats, x2, bottom, w2, pg_app_px(app, PG_SIZE_SMALL),
			 PG_FONT_REGULAR, t->text_dim, PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
}

static void draw(pg_app *app, void *data)
{
	history_scene *s = data;
	const pg_theme *t = &pg_ui_theme;
	pg_ui_scrim(app);
	pg_ui_panel(app->renderer, s->panel, pg_app_px(app, 18));
	int pad = pg_app_px(app, 32);
	pg_text_draw_fit(app->text, _("Past games"), s->panel.x + s->panel.w / 2,
			 s->panel.y + pg_app_px(app, 40), s->panel.w - 2 * pad,
			 pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD, t->text,
			 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	char sub[160];
	snprintf(sub, sizeof sub,
		 P_("The last %d finished game, newest first", "The last %d finished games, newest first",
		    PG_HISTORY_KEEP),
		 PG_HISTORY_KEEP);
	pg_text_draw_fit(app->text, sub, s->panel.x + s->panel.w / 2, s->panel.y + pg_app_px(app, 70),
			 s->panel.w - 2 * pad, pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR,
			 t->text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	if (s->count == 0)
		pg_text_draw_wrapped(app->text,
				     _("No finished games yet. Play a game to its end and it appears "
				       "here, ready to watch again move by move."),
				     s->panel.x + pad, s->panel.y + pg_app_px(app, 120),
				     s->panel.w - 2 * pad, pg_app_px(app, PG_SIZE_BODY),
				     PG_FONT_REGULAR, t->text_dim, PG_ALIGN_CENTER, true);
	for (int i = 0; i < s->page_size && s->first + i < s->count; i++) {
		draw_row(app, s, i);
		pg_button_draw(app, &s->watch[i]);
	}
	if (s->error[0])
		pg_text_draw_fit(app->text, s->error, s->panel.x + pad,
				 s->back.rect.y - pg_app_px(app, 18), s->panel.w - 2 * pad,
				 pg_app_px(app, PG_SIZE_SMALL), PG_FONT_BOLD, t->bad,
				 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
	pg_button_draw(app, &s->back);
	pg_button_draw(app, &s->newer);
	pg_button_draw(app, &s->older);
}

const pg_scene_type pg_history_scene = {
	.name = "history",
	.overlay = true,
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.draw = draw,
};

/* ---- for tests ------------------------------------------------------------------- */

int pg_history_scene_count(pg_app *app)
{
	history_scene *s = pg_scenes_find(&app->scenes, &pg_history_scene);
	return s ? s->count : -1;
}

bool pg_history_scene_watch(pg_app *app, int row, SDL_Rect *rect)
{
	history_scene *s = pg_scenes_find(&app->scenes, &pg_history_scene);
	if (!s || row < 0 || row >= s->page_size || s->watch[row].hidden)
		return false;
	*rect = s->watch[row].rect;
	return true;
}
