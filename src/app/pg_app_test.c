/*
 * Test support (pg_app_test.h): a headless app and synthetic input for the
 * app's and the game scenes' cmocka tests.
 */
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700 /* nftw */
#endif
#include "pg_app_test.h"

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pg_play.h"
#include "pg_scenes.h"

static pg_app *create(int width, int height, const char *pref_dir)
{
	pg_app_config config = {
		.headless = true,
		.width = width,
		.height = height,
		.pref_dir = pref_dir,
		.no_audio = true,
	};
	char err[4096];
	pg_app *app = pg_app_create(&config, err, sizeof err);
	if (!app) {
		fprintf(stderr, "pg_test_app_create: %s\n", err);
		return NULL;
	}
	/* Tests look at the scenes, not the cedar boards behind them (one
	 * test turns them back on). */
	app->plain_backdrop = true;
	pg_open_title(app);
	pg_scenes_apply(&app->scenes, app);
	return app;
}

pg_app *pg_test_app_create_in(int width, int height, const char *pref_dir)
{
	return create(width, height, pref_dir);
}

static char process_dir[512]; /* this test process's settings and saves */

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st, (void)flag, (void)ftw;
	remove(path);
	return 0;
}

static void remove_process_dir(void)
{
	nftw(process_dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* One new, empty folder a test process: the apps a test binary makes one
 * after another share it (what one saves the next may read), but nothing
 * comes in from an earlier run. A folder named by the process id alone
 * was kept after the run and met again when an id came round, and a
 * test then read another run's settings and saves. Removed at exit. */
pg_app *pg_test_app_create(int width, int height)
{
	if (!process_dir[0]) {
		const char *tmp = getenv("TMPDIR");
		snprintf(process_dir, sizeof process_dir, "%s/pg-test-XXXXXX",
			 tmp && *tmp ? tmp : "/tmp");
		if (!mkdtemp(process_dir)) {
			fprintf(stderr, "pg_test_app_create: cannot make %s\n", process_dir);
			process_dir[0] = '\0';
			return NULL;
		}
		atexit(remove_process_dir);
	}
	return create(width, height, process_dir);
}

void pg_test_app_destroy(pg_app *app)
{
	pg_app_destroy(app);
}

bool pg_test_open_game(pg_app *app, const char *game_id, const char *seats, const char *options,
		       uint64_t seed, const char *after)
{
	char err[1024];
	int status = pg_open_game_text(app, game_id, seats, options, true, seed, after, err,
				       sizeof err);
	if (status != 0) {
		fprintf(stderr, "pg_test_open_game: %s\n", err);
		return false;
	}
	pg_scenes_apply(&app->scenes, app);
	return app->play != NULL;
}

pg_play *pg_test_play(pg_app *app)
{
	return app->play;
}

void *pg_test_view_data(pg_app *app)
{
	return app->play ? app->play->view_data : NULL;
}

struct pg_board *pg_test_board(pg_app *app)
{
	if (!app->play || !app->play->view->board)
		return NULL;
	return app->play->view->board(app->play->view_data);
}

struct pg_die *pg_test_die(pg_app *app)
{
	if (!app->play || !app->play->view->die)
		return NULL;
	return app->play->view->die(app->play->view_data);
}

const void *pg_test_shown(pg_app *app)
{
	if (!app->play || !app->play->view->shown)
		return NULL;
	return app->play->view->shown(app->play->view_data);
}

SDL_Rect pg_test_view_area(pg_app *app)
{
	SDL_Rect none = {0, 0, 0, 0};
	return app->play ? app->play->area : none;
}

bool pg_test_resize(pg_app *app, int width, int height)
{
	SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32,
							      SDL_PIXELFORMAT_ARGB8888);
	SDL_Renderer *renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
	if (!renderer) {
		SDL_FreeSurface(surface);
		return false;
	}
	if (app->backdrop)
		SDL_DestroyTexture(app->backdrop);
	app->backdrop = NULL;
	app->backdrop_art_since = -1;
	pg_text_set_renderer(app->text, renderer);
	pg_assets_set_renderer(app->assets, renderer);
	SDL_DestroyRenderer(app->renderer);
	SDL_FreeSurface(app->surface);
	app->renderer = renderer;
	app->surface = surface;
	SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
	pg_app_relayout(app);
	return true;
}

void pg_test_frame(pg_app *app, double dt)
{
	pg_app_step(app, dt);
}

static bool busy(pg_app *app)
{
	pg_play *play = app->play;
	if (!play)
		return false;
	if (pg_play_animating(play) || play->has_queued || play->ai_seat >= 0 || play->results_due)
		return true;
	int to_move = pg_match_to_move(play->match);
	if (to_move == PG_CHANCE)
		return true;
	return to_move >= 0 && !pg_play_is_human(play, to_move);
}

void pg_test_settle(pg_app *app)
{
	/* Time passes without drawing (a software frame is the slow part);
	 * one frame is drawn at the end. */
	for (int i = 0; i < 2000; i++) {
		/* A person's roll waits for them: roll it as they would. */
		if (app->play && pg_play_person_rolls(app->play))
			pg_play_roll_now(app->play);
		pg_app_update(app, 1.0 / 30);
		if (!busy(app))
			break;
		/* Let a thinking AI work without spinning through frames. */
		if (app->play && app->play->ai_seat >= 0 && !SDL_AtomicGet(&app->play->done))
			SDL_Delay(1);
	}
	/* Show what happened. */
	pg_test_frame(app, 0);
}

static void send(pg_app *app, const SDL_Event *event)
{
	pg_app_handle_sdl_event(app, event);
}

void pg_test_mouse_down(pg_app *app, int x, int y)
{
	SDL_Event e = {0};
	e.type = SDL_MOUSEBUTTONDOWN;
	e.button.button = SDL_BUTTON_LEFT;
	e.button.state = SDL_PRESSED;
	e.button.clicks = 1;
	e.button.x = x;
	e.button.y = y;
	send(app, &e);
}

void pg_test_mouse_move(pg_app *app, int x, int y)
{
	SDL_Event e = {0};
	e.type = SDL_MOUSEMOTION;
	e.motion.x = x;
	e.motion.y = y;
	e.motion.state = app->input.left_down ? SDL_BUTTON_LMASK : 0;
	send(app, &e);
}

void pg_test_mouse_up(pg_app *app, int x, int y)
{
	SDL_Event e = {0};
	e.type = SDL_MOUSEBUTTONUP;
	e.button.button = SDL_BUTTON_LEFT;
	e.button.state = SDL_RELEASED;
	e.button.clicks = 1;
	e.button.x = x;
	e.button.y = y;
	send(app, &e);
}

void pg_test_click(pg_app *app, int x, int y)
{
	pg_test_mouse_move(app, x, y);
	pg_test_mouse_down(app, x, y);
	pg_test_mouse_up(app, x, y);
	pg_test_frame(app, 1.0 / 60);
}

void pg_test_drag(pg_app *app, int x0, int y0, int x1, int y1)
{
	enum { STEPS = 8 };
	pg_test_mouse_move(app, x0, y0);
	pg_test_mouse_down(app, x0, y0);
	pg_test_frame(app, 1.0 / 60);
	for (int i = 1; i <= STEPS; i++) {
		pg_test_mouse_move(app, x0 + (x1 - x0) * i / STEPS, y0 + (y1 - y0) * i / STEPS);
		pg_test_frame(app, 1.0 / 60);
	}
	pg_test_mouse_up(app, x1, y1);
	pg_test_frame(app, 1.0 / 60);
}

void pg_test_key(pg_app *app, SDL_Keycode key, Uint16 mod)
{
	SDL_Event e = {0};
	e.type = SDL_KEYDOWN;
	e.key.state = SDL_PRESSED;
	e.key.keysym.sym = key;
	e.key.keysym.mod = mod;
	send(app, &e);
	pg_test_frame(app, 1.0 / 60);
}

int pg_test_submitted_count(pg_app *app)
{
	return app->play ? app->play->submitted_count : 0;
}

pg_move pg_test_last_submitted(pg_app *app)
{
	return app->play ? app->play->last_submitted : PG_NO_MOVE;
}

int pg_test_toast_count(pg_app *app)
{
	return app->play ? app->play->toast_count : 0;
}

const char *pg_test_last_toast(pg_app *app)
{
	return app->play ? app->play->toast : "";
}

SDL_Surface *pg_test_surface(pg_app *app)
{
	return app->surface;
}

const char *pg_test_top_scene(pg_app *app)
{
	pg_scene *top = pg_scenes_top(&app->scenes);
	return top ? top->type->name : "";
}
