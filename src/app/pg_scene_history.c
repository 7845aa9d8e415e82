/*
 * Past games (issue 14): the finished games the app keeps (pg_history.h),
 * newest first, a page at a time: game, date, seats and result, and Watch,
 * which opens the replay. Opened from the title menu. The rows, pages and
 * keys are the kit's list (pg_list.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_history.h"
#include "pg_i18n.h"
#include "pg_list.h"
#include "pg_saves.h"
#include "pg_history_scenes.h"
#include "pg_scenes.h"

typedef struct history_scene {
	pg_history_entry *games;
	pg_list list; /* list.count: the games */
	int name_w;   /* the widest game name or date, laid out */
	char error[PG_APP_NOTICE_MAX];
} history_scene;

static bool watchable(const void *screen, int index)
{
	const history_scene *s = screen;
	return !s->games[index].damaged;
}

static pg_list_style list_style(void)
{
	return (pg_list_style){.width = 960, .row = 64, .gap = 8, .head = 96, .foot = 100,
			       .inset = 8, .action_min = 120, .action = _("Watch"),
			       .hide_one_page = true};
}

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
	s->list.count = pg_history_list(app, s->games, PG_HISTORY_KEEP);
	s->list.chosen = -1;
	pg_scenes_push(&app->scenes, &pg_history_scene, s);
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	history_scene *s = data;
	free(s->games);
	free(s);
}

/* The first column takes what the widest game name or date needs, so the
 * result and the seats (a five-seat table, a long translation) get the
 * rest of the row. */
static int names_width(pg_app *app, const history_scene *s)
{
	int most = 0;
	for (int i = 0; i < s->list.count; i++) {
		int name = 0, when = 0;
		pg_text_measure(app->text, s->games[i].game_name, pg_app_px(app, PG_SIZE_BODY),
				PG_FONT_BOLD, &name, NULL);
		char date[64];
		pg_saves_format_date(s->games[i].finished_at, date, sizeof date);
		pg_text_measure(app->text, date, pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR,
				&when, NULL);
		most = name > most ? name : most;
		most = when > most ? when : most;
	}
	return most;
}

static void layout(pg_app *app, void *data)
{
	history_scene *s = data;
	pg_list_style style = list_style();
	pg_list_layout(app, &s->list, &style, watchable, s);
	s->name_w = names_width(app, s);
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	history_scene *s = data;
	pg_list_style style = list_style();
	int index;
	switch (pg_list_input(&s->list, &style, watchable, s, e, &index)) {
	case PG_LIST_BACK:
		pg_scenes_pop(&app->scenes);
		break;
	case PG_LIST_ACT: {
		char err[512] = "";
		if (!pg_open_replay_file(app, s->games[index].path, err, sizeof err))
			snprintf(s->error, sizeof s->error, _("This game cannot be replayed (%s)."),
				 err);
		break;
	}
	case PG_LIST_NOTHING:
		break;
	}
}

static void draw_row(pg_app *app, const void *screen, int index, SDL_Rect room)
{
	const pg_theme *t = &pg_ui_theme;
	const history_scene *s = screen;
	const pg_history_entry *g = &s->games[index];
	SDL_Rect r = room;
	int pad = pg_app_px(app, 16), x = r.x + pad;
	int w = r.w - pad - pg_app_px(app, 12);
	int name_w = s->name_w < w * 2 / 5 ? s->name_w : w * 2 / 5;
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
	SDL_Rect panel = s->list.panel;
	pg_ui_panel(app->renderer, panel, pg_app_px(app, 18));
	int pad = pg_app_px(app, 32);
	pg_text_draw_fit(app->text, _("Past games"), panel.x + panel.w / 2,
			 panel.y + pg_app_px(app, 40), panel.w - 2 * pad,
			 pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD, t->text,
			 PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	char sub[160];
	snprintf(sub, sizeof sub,
		 P_("The last %d finished game, newest first", "The last %d finished games, newest first",
		    PG_HISTORY_KEEP),
		 PG_HISTORY_KEEP);
	pg_text_draw_fit(app->text, sub, panel.x + panel.w / 2, panel.y + pg_app_px(app, 70),
			 panel.w - 2 * pad, pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR,
			 t->text_dim, PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	if (s->list.count == 0)
		pg_text_draw_wrapped(app->text,
				     _("No finished games yet. Play a game to its end and it appears "
				       "here, ready to watch again move by move."),
				     panel.x + pad, panel.y + pg_app_px(app, 120),
				     panel.w - 2 * pad, pg_app_px(app, PG_SIZE_BODY),
				     PG_FONT_REGULAR, t->text_dim, PG_ALIGN_CENTER, true);
	pg_list_draw(app, &s->list, draw_row, s, s->error);
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
	return s ? s->list.count : -1;
}

bool pg_history_scene_watch(pg_app *app, int row, SDL_Rect *rect)
{
	history_scene *s = pg_scenes_find(&app->scenes, &pg_history_scene);
	if (!s || row < 0 || row >= s->list.page_size || s->list.action[row].hidden)
		return false;
	*rect = s->list.action[row].rect;
	return true;
}
