/*
 * The saved games, newest first, a page at a time: each game's resumable
 * save and the named ones "Save as..." made, with game, players, move
 * count and date, and Load. Opened from the title ("All saved games") and
 * from the pause menu ("Load..."); from a game, the game in progress is
 * saved to its own file before another is loaded, so loading loses nothing.
 * The rows, pages and keys are the kit's list (pg_list.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_list.h"
#include "pg_play.h"
#include "pg_saves.h"
#include "pg_scenes.h"
#include "pg_i18n.h"

typedef struct saves_scene {
	pg_save_info *saves;
	pg_list list; /* list.count: the saves */
	char error[PG_APP_NOTICE_MAX];
} saves_scene;

static bool loadable(const void *screen, int index)
{
	const saves_scene *s = screen;
	return !s->saves[index].damaged;
}

static pg_list_style list_style(void)
{
	return (pg_list_style){.width = 880, .row = 52, .gap = 8, .head = 90, .foot = 96,
			       .inset = 6, .action_min = 110, .action = _("Load")};
}

static void read_list(pg_app *app, saves_scene *s)
{
	s->list.count = pg_saves_list(app, s->saves, PG_SAVES_LIST_MAX, false);
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
	s->list.chosen = -1;
	pg_scenes_push(&app->scenes, &pg_saves_scene, s);
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	saves_scene *s = data;
	free(s->saves);
	free(s);
}

static void layout(pg_app *app, void *data)
{
	saves_scene *s = data;
	pg_list_style style = list_style();
	pg_list_layout(app, &s->list, &style, loadable, s);
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
		pg_list_style style = list_style();
		pg_list_refresh(&s->list, &style, loadable, s);
	}
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	saves_scene *s = data;
	pg_list_style style = list_style();
	int index;
	switch (pg_list_input(&s->list, &style, loadable, s, e, &index)) {
	case PG_LIST_BACK:
		pg_scenes_pop(&app->scenes);
		break;
	case PG_LIST_ACT:
		load(app, s, index);
		break;
	case PG_LIST_NOTHING:
		break;
	}
}

static void draw_row(pg_app *app, const void *screen, int index, SDL_Rect room)
{
	const saves_scene *s = screen;
	char line[320];
	pg_saves_describe(&s->saves[index], line, sizeof line);
	/* One line when it fits, else two (a long translation, many seats). */
	SDL_Rect box = {room.x + pg_app_px(app, 16), room.y + pg_app_px(app, 2),
			room.w - pg_app_px(app, 28), room.h - pg_app_px(app, 4)};
	pg_text_draw_box(app->text, line, box, pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR,
			 pg_ui_theme.text, PG_ALIGN_LEFT);
}

static void draw(pg_app *app, void *data)
{
	saves_scene *s = data;
	const pg_theme *t = &pg_ui_theme;
	SDL_Rect panel = s->list.panel;
	pg_ui_scrim(app);
	pg_ui_panel(app->renderer, panel, pg_app_px(app, 18));
	pg_text_draw(app->text, _("Saved games"), panel.x + panel.w / 2,
		     panel.y + pg_app_px(app, 44), pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD,
		     t->text, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	if (s->list.count == 0)
		pg_text_draw(app->text, _("No saved games yet."), panel.x + panel.w / 2,
			     panel.y + pg_app_px(app, 120), pg_app_px(app, PG_SIZE_BODY),
			     PG_FONT_REGULAR, t->text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	pg_list_draw(app, &s->list, draw_row, s, s->error);
}

const pg_scene_type pg_saves_scene = {
	.name = "saves",
	.overlay = true,
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.draw = draw,
};
