/*
 * The pause menu over a game: resume, undo, how to play, settings, restart,
 * save as (a new named save the game goes on in), load another saved game,
 * and save and quit to the title. The game beneath stays drawn (this is an
 * overlay) but stands still: only the top scene is updated. Restart gives
 * the game up: statistics count it as a loss once a person moved in it
 * (pg_history.h); save and quit keeps it to resume. A game that saves to
 * a named file (after Save as..., or loaded from one) says which, under
 * Save and quit: the title would list it beside the game's own save.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_history.h"
#include "pg_history_scenes.h"
#include "pg_play.h"
#include "pg_saves.h"
#include "pg_scene_pause.h"
#include "pg_scenes.h"
#include "pg_i18n.h"

enum { RESUME, UNDO, RULES, SETTINGS, RESTART, SAVE_AS, LOAD, QUIT, BUTTONS };

static const char *const labels[BUTTONS] = {
	[RESUME] = N_("Resume"),
	[UNDO] = N_("Undo last move"),
	[RULES] = N_("How to play"),
	[SETTINGS] = N_("Settings"),
	[RESTART] = N_("Restart game"),
	[SAVE_AS] = N_("Save as\xE2\x80\xA6"),
	[LOAD] = N_("Load\xE2\x80\xA6"),
	[QUIT] = N_("Save and quit to menu"),
};

typedef struct pause_scene {
	pg_button buttons[BUTTONS];
	SDL_Rect panel;
	char save_to[PG_APP_PATH_MAX]; /* "This game saves to <file>", or "" */
	SDL_Rect save_to_box;
	int focus; /* the button the keyboard is on; -1 none */
} pause_scene;

void pg_open_pause(pg_app *app)
{
	pause_scene *s = calloc(1, sizeof *s);
	if (!s)
		return;
	s->focus = -1;
	pg_scenes_push(&app->scenes, &pg_pause_scene, s);
}

static void exit_scene(pg_app *app, void *data)
{
	(void)app;
	free(data);
}

/* The named file the game saves to into s->save_to; "" for the game's own
 * save (saves/<game-id>.save), which the title lists by the game's name. */
static void name_the_file(pg_app *app, pause_scene *s)
{
	s->save_to[0] = '\0';
	pg_play *play = pg_game_scene_play(app);
	const char *path = pg_game_save_path(app);
	if (!play || !path[0])
		return;
	char own[PG_APP_PATH_MAX];
	pg_saves_resumable_path(app, play->game->id, own, sizeof own);
	if (strcmp(own, path) != 0)
		snprintf(s->save_to, sizeof s->save_to, _("This game saves to %s"),
			 pg_saves_file_name(path));
}

static void layout(pg_app *app, void *data)
{
	pause_scene *s = data;
	name_the_file(app, s);
	/* Two small lines under Save and quit hold the file's name. */
	float row = 48, gap = 10, head = 80, foot = s->save_to[0] ? 26 + 40 : 26;
	s->panel = pg_centered_panel(app, 440, head + BUTTONS * (row + gap) - gap + foot);
	pg_column col = {s->panel.x + pg_app_px(app, 40), s->panel.y + pg_app_px(app, head),
			 s->panel.w - pg_app_px(app, 80), pg_app_px(app, gap)};
	for (int i = 0; i < BUTTONS; i++) {
		s->buttons[i] = (pg_button){.rect = pg_column_row(&col, pg_app_px(app, row)),
					    .label = _(labels[i]),
					    .kind = i == RESUME ? PG_BUTTON_PRIMARY : PG_BUTTON_NORMAL};
	}
	SDL_Rect quit = s->buttons[QUIT].rect;
	s->save_to_box = (SDL_Rect){quit.x, quit.y + quit.h + pg_app_px(app, 6), quit.w,
				    pg_app_px(app, 40)};
}

static void act(pg_app *app, int which)
{
	pg_play *play = pg_game_scene_play(app);
	switch (which) {
	case RESUME:
		pg_scenes_pop(&app->scenes);
		break;
	case UNDO:
		if (play && !pg_play_undo(play))
			pg_play_toast(play, _("Nothing to take back"));
		pg_scenes_pop(&app->scenes);
		break;
	case RULES:
		if (play)
			pg_open_help(app, play->game->id);
		break;
	case SETTINGS:
		pg_open_settings(app);
		break;
	case RESTART:
		if (play) {
			/* The game left unfinished is given up (pg_history.h). */
			pg_history_count_given_up_play(app, play);
			pg_play_restart(play, play->match->seed);
		}
		pg_scenes_pop(&app->scenes);
		break;
	case SAVE_AS:
		pg_scenes_pop(&app->scenes);
		pg_game_save_as(app);
		break;
	case LOAD:
		pg_open_saves(app);
		break;
	case QUIT:
		pg_game_save_and_quit(app);
		break;
	default:
		break;
	}
}

/* Tab / Shift+Tab and the up and down arrows go through the buttons (past
 * Undo when there is nothing to undo); Enter or Space works the one the
 * keyboard is on, or Resume when it is on none; Esc resumes. */
static void key(pg_app *app, pause_scene *s, const pg_input_event *e)
{
	SDL_Keycode k = e->key;
	int step = k == SDLK_TAB ? ((e->mod & KMOD_SHIFT) ? -1 : 1)
		   : k == SDLK_DOWN ? 1
		   : k == SDLK_UP   ? -1
				    : 0;
	if (k == SDLK_ESCAPE) {
		pg_scenes_pop(&app->scenes);
	} else if (step) {
		int next = s->focus < 0 ? (step > 0 ? BUTTONS - 1 : 0) : s->focus;
		do
			next = (next + step + BUTTONS) % BUTTONS;
		while (s->buttons[next].disabled);
		s->focus = next;
	} else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) && !e->repeat) {
		int which = s->focus < 0 ? RESUME : s->focus;
		if (!s->buttons[which].disabled)
			act(app, which);
	}
}

static void event(pg_app *app, void *data, const pg_input_event *e)
{
	pause_scene *s = data;
	pg_play *play = pg_game_scene_play(app);
	s->buttons[UNDO].disabled = !play || !pg_play_can_undo(play);
	if (e->kind == PG_INPUT_KEY) {
		key(app, s, e);
		return;
	}
	if (e->kind == PG_INPUT_CLICK)
		s->focus = -1;
	for (int i = 0; i < BUTTONS; i++)
		if (pg_button_input(&s->buttons[i], e)) {
			act(app, i);
			return;
		}
}

static void draw(pg_app *app, void *data)
{
	pause_scene *s = data;
	pg_ui_scrim(app);
	pg_ui_panel(app->renderer, s->panel, pg_app_px(app, 18));
	pg_text_draw(app->text, _("Paused"), s->panel.x + s->panel.w / 2, s->panel.y + pg_app_px(app, 44),
		     pg_app_px(app, PG_SIZE_HEADING), PG_FONT_BOLD, pg_ui_theme.text,
		     PG_ALIGN_CENTER | PG_ALIGN_MIDDLE);
	pg_play *play = pg_game_scene_play(app);
	s->buttons[UNDO].disabled = !play || !pg_play_can_undo(play);
	for (int i = 0; i < BUTTONS; i++) {
		s->buttons[i].focused = i == s->focus;
		pg_button_draw(app, &s->buttons[i]);
	}
	if (s->save_to[0])
		pg_text_draw_box(app->text, s->save_to, s->save_to_box,
				 pg_app_px(app, PG_SIZE_SMALL), PG_FONT_REGULAR, pg_ui_theme.text_dim,
				 PG_ALIGN_CENTER);
}

const pg_scene_type pg_pause_scene = {
	.name = "pause",
	.overlay = true,
	.exit = exit_scene,
	.layout = layout,
	.event = event,
	.draw = draw,
};

const char *pg_pause_save_to(pg_app *app)
{
	pause_scene *s = pg_scenes_find(&app->scenes, &pg_pause_scene);
	return s ? s->save_to : NULL;
}

bool pg_pause_restart_button(pg_app *app, SDL_Rect *rect)
{
	pause_scene *s = pg_scenes_find(&app->scenes, &pg_pause_scene);
	if (!s)
		return false;
	*rect = s->buttons[RESTART].rect;
	return true;
}
