/*
 * The saved games, newest first, a page at a time: each game's resumable
 * save and the named ones "Save as..." made, with game, players, move
 * count and date, and Load. Opened from the title ("All saved games") and
 * from the pause menu ("Load..."); from a game, the game in progress is
 * saved to its own file before another is loaded, so loading loses nothing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_play.h"
#include "pg_saves.h"
#include "pg_scenes.h"
#include "pg_i18n.h"

enum { PAGE_MAX = 8 };

typedef struct saves_scene {
	pg_save_info *saves;
	int count;
	int first;     /* index of the first save on the page */
	int page_size; /* rows that fit */
	char lines[PAGE_MAX][320];
	pg_button load[PAGE_MAX];
	SDL_Rect rows[PAGE_MAX];
	pg_button newer, older, back;
	SDL_Rect panel;
	char error[PG_APP_NOTICE_MAX];
} saves_scene;

static void read_list(pg_app *app, saves_scene *s)
{
	s->count = pg_saves_list(app, s->saves, PG_SAVES_LIST_MAX, false);
}

void pg_open_saves(pg_app *app)
{
	saves_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	s->saves = calloc(PG_SAVES_LIST_MAX, sizeof *s->saves);
	if (!s->saves) {
		free(s);
		return;
	}
	read_list(app, s);
	pg_scenes_push(&app->scenes, &pg_saves_scene, s);
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	saves_scene *s = data;
	free(s->saves);
	free(s);
}

static void fill_page(saves_scene *s)
{
	for (int i = 0; i < s->page_size; i++) {
		int index = s->first + i;
		pg_button *load = &s->load[i];
		load->hidden = index >= s->count;
		if (load->hidden)
			continue;
		const pg_save_info *info = &s->saves[index];
		load->disabled = info->damaged;
		pg_saves_describe(info, s->lines[i], sizeof s->lines[i]);
	}
	s->newer.disabled = s->first == 0;
	s->older.disabled = s->first + s->page_size >= s->count;
}

static void layout(pg_app *app, void *data)
{
	saves_scene *s = data;
	float row = 52, gap = 8, head = 90, foot = 96;
	int room = app->height - pg_app_px(app, 48);
	int fit = (int)(((float)room / app->scale - head - foot + gap) / (row + gap));
	s->page_size = fit < 1 ? 1 : fit > PAGE_MAX ? PAGE_MAX : fit;
	s->panel = pg_centered_panel(app, 880, head + s->page_size * (row + gap) - gap + foot);
	int pad = pg_app_px(app, 32);
	pg_column col = {s->panel.x + pad, s->panel.y + pg_app_px(app, head), s->panel.w - 2 * pad,
			 pg_app_px(app, gap)};
	int load_w = pg_app_px(app, 110), inset = pg_app_px(app, 6);
	for (int i = 0; i < s->page_size; i++) {
		s->rows[i] = pg_column_row(&col, pg_app_px(app, row));
		SDL_Rect r = s->rows[i];
		s->load[i] = (pg_button){.rect = {r.x + r.w - load_w - inset, r.y + inset, load_w,
						  r.h - 2 * inset},
					 .label = _("Load"), .kind = PG_BUTTON_PRIMARY};
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

static void load(pg_app *app, saves_scene *s, int index)
{
	char path[PG_APP_PATH_MAX];
	snprintf(path, sizeof path, "%s", s->saves[index].path);
	/* From a game: that game first goes to its own file. */
	pg_play *play = pg_game_scene_play(app);
	if (play && strcmp(pg_game_save_path(app), path) != 0 && pg_saves_writable(app))
		pg_game_autosave(app);
	app->notice[0] = '\0';
	if (!pg_open_saved_game(app, path)) {
		snprintf(s->error, sizeof s->error, "%s", app->notice);
		app->notice[0] = '\0';
		read_list(app, s);
		fill_page(s);
	}
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	saves_scene *s = data;
	if (e->kind == PG_INPUT_KEY && e->key == SDLK_ESCAPE) {
		pg_scenes_pop(&app->scenes);
		return;
	}
	for (int i = 0; i < s->page_size; i++)
		if (pg_button_input(&s->load[i], e)) {
			load(app, s, s->first + i);
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

static void draw(pg_app *app, void *data)
{
	saves_scene *s = data;
	const pg_theme *t = &pg_ui_theme;
	pg_ui_scrim(app);
	pg_ui_panel(app->renderer, s->panel, pg_app_px(app, 18));
	int pad = pg_app_px(app, 32);
	pg_text_draw(app->text, _("Saved games"), s->panel.x + s->panel.w / 2,
		     s->panel.y + pg_app_px(app, 44), pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD,
		     t->text, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	if (s->count == 0)
		pg_text_draw(app->text, _("No saved games yet."), s->panel.x + s->panel.w / 2,
			     s->panel.y + pg_app_px(app, 120), pg_app_px(app, PG_SIZE_BODY),
			     PG_FONT_REGULAR, t->text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	for (int i = 0; i < s->page_size && s->first + i < s->count; i++) {
		SDL_Rect r = s->rows[i];
		pg_ui_fill_rounded(app->renderer, r, pg_app_px(app, 10),
				   pg_ui_mix(t->panel, t->background, 0.3f));
		pg_text_draw_fit(app->text, s->lines[i], r.x + pg_app_px(app, 16), r.y + r.h / 2,
				 s->load[i].rect.x - r.x - pg_app_px(app, 28),
				 pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR, t->text,
				 PG_ALIGN_LEFT | PG_ALIGN_MIDDLE);
		pg_button_draw(app, &s->load[i]);
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

const pg_scene_type pg_saves_scene = {
	.name = "saves",
	.overlay = true,
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.draw = draw,
};
