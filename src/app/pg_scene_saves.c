/*
 * The saved games, newest first, a page at a time: each game's resumable
 * save and the named ones "Save as..." made, with game, players, move
 * count and date, and Load. Opened from the title ("All saved games") and
 * from the pause menu ("Load..."); from a game, the game in progress is
 * saved to its own file before another is loaded, so loading loses nothing.
 * The rows, pages and keys are the kit's list (pg_list.h).
 *
 * Each row has Delete beside Load (or the Delete key on the chosen row):
 * the only way in the app to remove a save, a damaged one above all, whose
 * Load is off. It always asks first, and the file goes only when the
 * player answers Delete. The file the open game saves to is not offered
 * (the game would write it again), nor is any while another copy of the
 * program keeps the saves.
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
	pg_button remove[PG_LIST_PAGE_MAX]; /* the page's Delete, left of each Load */
	char error[PG_APP_NOTICE_MAX];
	char doomed[PG_APP_PATH_MAX]; /* the save the open question is about */
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

/* Whether the player may delete row index now. */
static bool deletable(pg_app *app, const saves_scene *s, int index)
{
	return pg_saves_writable(app) && strcmp(s->saves[index].path, pg_game_save_path(app)) != 0;
}

/* The page's Delete buttons as the list stands (its page may have turned). */
static void refresh_removes(pg_app *app, saves_scene *s)
{
	for (int i = 0; i < s->list.page_size; i++) {
		int row = s->list.first + i;
		s->remove[i].hidden = row >= s->list.count;
		s->remove[i].disabled = row < s->list.count && !deletable(app, s, row);
	}
}

static void layout(pg_app *app, void *data)
{
	saves_scene *s = data;
	pg_list_style style = list_style();
	pg_list_layout(app, &s->list, &style, loadable, s);
	/* As wide as its label needs (as the list's Load), and as high. */
	const char *label = _("Delete");
	SDL_Rect load = s->list.action[0].rect;
	int w = pg_button_width(app, label, load.h, pg_app_px(app, 90));
	for (int i = 0; i < s->list.page_size; i++) {
		load = s->list.action[i].rect;
		s->remove[i] = (pg_button){.rect = {load.x - pg_app_px(app, 8) - w, load.y, w, load.h},
					   .label = label};
	}
	refresh_removes(app, s);
}

static void refresh_list(pg_app *app, saves_scene *s)
{
	read_list(app, s);
	pg_list_style style = list_style();
	pg_list_refresh(&s->list, &style, loadable, s);
	refresh_removes(app, s);
}

static void delete_doomed(pg_app *app, void *context)
{
	saves_scene *s = context;
	char err[PG_APP_PATH_MAX + 128];
	s->error[0] = '\0';
	if (!pg_saves_remove(app, s->doomed, err, sizeof err))
		snprintf(s->error, sizeof s->error, _("The save was not deleted: %s"), err);
	refresh_list(app, s);
}

/* Why a damaged save does not load, without the folder (the row and the
 * question name the file). */
static const char *short_why(const pg_save_info *info)
{
	const char *why = info->why;
	size_t n = strlen(info->path);
	if (strncmp(why, info->path, n) == 0 && strncmp(why + n, ": ", 2) == 0)
		why += n + 2;
	return why;
}

/* Asks before anything is deleted; Keep it (and Esc) leaves the file. */
static void ask_to_delete(pg_app *app, saves_scene *s, int index)
{
	const pg_save_info *info = &s->saves[index];
	snprintf(s->doomed, sizeof s->doomed, "%s", info->path);
	char body[768], line[448];
	if (info->damaged) {
		snprintf(body, sizeof body,
			 _("It cannot be read (%s), so it cannot be resumed. Deleting removes the "
			   "file %s for good."),
			 short_why(info), info->file);
	} else {
		pg_saves_describe(info, line, sizeof line);
		/* The line ends with the file's name. */
		snprintf(body, sizeof body,
			 _("%s. Deleting removes this file for good: the game cannot be resumed."),
			 line);
	}
	pg_open_confirm(app, &(pg_confirm){
		.title = info->damaged ? _("Delete this damaged save?") : _("Delete this saved game?"),
		.body = body,
		.labels = {_("Keep it"), _("Delete")},
		.actions = {NULL, delete_doomed},
		.escape_answer = 0,
		.context = s,
	});
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
		refresh_list(app, s);
	}
}

/* A row's Delete, by click or by the Delete key on the chosen row. */
static bool delete_input(pg_app *app, saves_scene *s, const pg_input_event *e)
{
	refresh_removes(app, s);
	int row = -1;
	if (e->kind == PG_INPUT_KEY && e->key == SDLK_DELETE)
		row = s->list.chosen;
	for (int i = 0; i < s->list.page_size && row < 0; i++)
		if (pg_button_input(&s->remove[i], e))
			row = s->list.first + i;
	if (row < 0 || row >= s->list.count || !deletable(app, s, row))
		return false;
	ask_to_delete(app, s, row);
	return true;
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	saves_scene *s = data;
	if (delete_input(app, s, e))
		return;
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
	refresh_removes(app, s);
}

/* The text of row index, drawn in room (the row left of its buttons), and
 * the box it is drawn in. */
static SDL_Rect row_line(pg_app *app, const saves_scene *s, int index, SDL_Rect room, char *line,
			 size_t size)
{
	const pg_save_info *info = &s->saves[index];
	pg_saves_describe(info, line, size);
	/* One line when it fits, else two (a long translation, many seats). */
	SDL_Rect box = {room.x + pg_app_px(app, 16), room.y + pg_app_px(app, 2),
			room.w - pg_app_px(app, 28), room.h - pg_app_px(app, 4)};
	if (info->damaged) {
		/* A damaged save says why, as the Delete question does, when that
		 * still fits the row at the list's size. */
		char date[64], told[768];
		pg_saves_format_date(info->saved_at, date, sizeof date);
		/* TRANSLATORS: a damaged save in the saved games: game, why it
		 * cannot be opened, date, file name. */
		snprintf(told, sizeof told,
			 _("%s \xC2\xB7 cannot be opened (%s) \xC2\xB7 %s \xC2\xB7 %s"),
			 info->game_name, short_why(info), date, info->file);
		if (pg_text_draw_wrapped(app->text, told, 0, 0, box.w, pg_app_px(app, PG_SIZE_SMALL),
					 PG_FONT_REGULAR, pg_ui_theme.text, PG_ALIGN_LEFT,
					 false) <= box.h)
			snprintf(line, size, "%s", told);
	}
	return box;
}

static void draw_row(pg_app *app, const void *screen, int index, SDL_Rect room)
{
	const saves_scene *s = screen;
	const pg_button *remove = &s->remove[index - s->list.first];
	room.w = remove->rect.x - room.x;
	pg_button_draw(app, remove);
	char line[768];
	SDL_Rect box = row_line(app, s, index, room, line, sizeof line);
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

bool pg_saves_scene_row(pg_app *app, int index, pg_save_info *info, SDL_Rect *delete_button,
			bool *delete_enabled)
{
	saves_scene *s = pg_scenes_find(&app->scenes, &pg_saves_scene);
	if (!s || index < 0 || index >= s->list.count)
		return false;
	*info = s->saves[index];
	int slot = index - s->list.first;
	bool shown = slot >= 0 && slot < s->list.page_size;
	*delete_button = shown ? s->remove[slot].rect : (SDL_Rect){0, 0, 0, 0};
	*delete_enabled = shown && !s->remove[slot].hidden && !s->remove[slot].disabled;
	return true;
}

bool pg_saves_scene_row_text(pg_app *app, int index, char *line, size_t size)
{
	saves_scene *s = pg_scenes_find(&app->scenes, &pg_saves_scene);
	if (!s || index < s->list.first || index >= s->list.count ||
	    index - s->list.first >= s->list.page_size)
		return false;
	int slot = index - s->list.first;
	SDL_Rect room = s->list.rows[slot];
	room.w = s->remove[slot].rect.x - room.x;
	row_line(app, s, index, room, line, size);
	return true;
}
