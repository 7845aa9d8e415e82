#include "pg_app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "pg_app_context.h"
#include "pg_datadir.h"
#include "pg_play.h"
#include "pg_saves.h"
#include "pg_scenes.h"

/* The one process-wide value of the app: when main() started, for the
 * first_frame_ms figure. Zero when main did not say. */
static Uint64 process_start_counter;

void pg_app_mark_process_start(void)
{
	process_start_counter = SDL_GetPerformanceCounter();
}

/* ---- context ------------------------------------------------------------------- */

int pg_app_px(const pg_app *app, float points)
{
	float px = points * app->scale;
	if (points > 0 && px < 1)
		return 1;
	return (int)(px + (px >= 0 ? 0.5f : -0.5f));
}

void pg_app_data_path(const pg_app *app, const char *relative, char *out, size_t out_size)
{
	pg_datadir_join(out, out_size, app->data_dir, relative);
}

static void read_output_size(pg_app *app)
{
	int w = app->width, h = app->height;
	if (app->surface) {
		w = app->surface->w;
		h = app->surface->h;
	} else if (app->renderer) {
		SDL_GetRendererOutputSize(app->renderer, &w, &h);
	}
	app->width = w > 0 ? w : 1;
	app->height = h > 0 ? h : 1;
	app->pixel_density = 1;
	if (app->window) {
		int ww = 0, wh = 0;
		SDL_GetWindowSize(app->window, &ww, &wh);
		if (ww > 0)
			app->pixel_density = (float)app->width / (float)ww;
	}
	/* The UI is designed at 1280x800 points; it grows with the window
	 * and the pixel density, and shrinks no further than the minimum
	 * window allows. */
	float sx = (float)app->width / PG_APP_DEFAULT_WIDTH;
	float sy = (float)app->height / PG_APP_DEFAULT_HEIGHT;
	float scale = sx < sy ? sx : sy;
	float floor = 0.75f * app->pixel_density;
	app->scale = scale < floor ? floor : scale;
	pg_input_set_density(&app->input, app->pixel_density);
}

static void drop_backdrop(pg_app *app)
{
	if (app->backdrop)
		SDL_DestroyTexture(app->backdrop);
	app->backdrop = NULL;
	app->backdrop_art_since = -1;
}

void pg_app_relayout(pg_app *app)
{
	read_output_size(app);
	drop_backdrop(app);
	pg_assets_drop_all(app->assets);
	pg_text_drop_all(app->text);
	pg_scenes_layout(&app->scenes, app);
}

static SDL_Renderer *create_window_renderer(SDL_Window *window)
{
	const char *driver = SDL_GetCurrentVideoDriver();
	bool no_gpu = driver && (!strcmp(driver, "dummy") || !strcmp(driver, "offscreen"));
	SDL_Renderer *renderer = NULL;
	if (!no_gpu)
		renderer = SDL_CreateRenderer(window, -1,
					      SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
	if (!renderer) {
		/* Without a GPU renderer the window framebuffer is filled by
		 * plain blits; asking SDL not to build a GL context for it saves
		 * the probing. */
		SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
		renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
	}
	return renderer;
}

static bool open_output(pg_app *app, const pg_app_config *config, char *err, size_t err_size)
{
	int w = config->width > 0 ? config->width : PG_APP_DEFAULT_WIDTH;
	int h = config->height > 0 ? config->height : PG_APP_DEFAULT_HEIGHT;
	if (app->headless) {
		app->surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
		app->renderer = app->surface ? SDL_CreateSoftwareRenderer(app->surface) : NULL;
	} else {
		if (w < PG_APP_MIN_WIDTH)
			w = PG_APP_MIN_WIDTH;
		if (h < PG_APP_MIN_HEIGHT)
			h = PG_APP_MIN_HEIGHT;
		Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
		if (app->fullscreen)
			flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
		app->window = SDL_CreateWindow("Potlatch Games", SDL_WINDOWPOS_CENTERED,
					       SDL_WINDOWPOS_CENTERED, w, h, flags);
		if (app->window) {
			SDL_SetWindowMinimumSize(app->window, PG_APP_MIN_WIDTH, PG_APP_MIN_HEIGHT);
			app->renderer = create_window_renderer(app->window);
		}
	}
	if (!app->renderer) {
		snprintf(err, err_size, "cannot open a window to draw in: %s", SDL_GetError());
		return false;
	}
	SDL_SetRenderDrawBlendMode(app->renderer, SDL_BLENDMODE_BLEND);
	return true;
}

static void find_pref_dir(pg_app *app, const pg_app_config *config)
{
	if (config->pref_dir) {
		size_t n = strlen(config->pref_dir);
		snprintf(app->pref_dir, sizeof app->pref_dir, "%s%s", config->pref_dir,
			 n && config->pref_dir[n - 1] == '/' ? "" : "/");
	} else {
		/* An empty organisation keeps the folder one level deep:
		 * ~/.local/share/potlatch-games/ on Linux. */
		char *pref = SDL_GetPrefPath("", "potlatch-games");
		if (pref) {
			snprintf(app->pref_dir, sizeof app->pref_dir, "%s", pref);
			SDL_free(pref);
		} else {
			fprintf(stderr, "potlatch-games: no folder for settings and saves (%s)\n",
				SDL_GetError());
		}
	}
	if (app->pref_dir[0]) {
		snprintf(app->settings_path, sizeof app->settings_path, "%ssettings.txt",
			 app->pref_dir);
		snprintf(app->save_path, sizeof app->save_path, "%scurrent.save", app->pref_dir);
	}
}

pg_app *pg_app_create(const pg_app_config *config, char *err, size_t err_size)
{
	pg_app *app = calloc(1, sizeof *app);
	if (!app) {
		snprintf(err, err_size, "out of memory");
		return NULL;
	}
	app->headless = config->headless;
	app->presented = app->headless;
	app->scale = 1;
	app->pixel_density = 1;
	app->backdrop_art_since = -1;
	pg_input_init(&app->input);
	pg_scenes_init(&app->scenes);
	if (!pg_datadir_find(config->data_dir, app->data_dir, sizeof app->data_dir, err,
			     err_size)) {
		free(app);
		return NULL;
	}
	/* Only what is used: video for a window (it brings events), events
	 * alone headless; audio later, once the first frame is up. */
	Uint32 systems = app->headless ? SDL_INIT_EVENTS : SDL_INIT_VIDEO;
	if (SDL_InitSubSystem(systems) != 0) {
		snprintf(err, err_size, "cannot start SDL: %s", SDL_GetError());
		free(app);
		return NULL;
	}
	find_pref_dir(app, config);
	/* The folder's lock, the settings (a damaged file kept aside), the
	 * saves moved into saves/. */
	pg_saves_start(app, config->no_saving);
	app->fullscreen = config->fullscreen || (!app->headless && pg_settings_get_bool(
								    &app->settings, "fullscreen", false));
	/* The fonts first: a damaged install says so before any window opens. */
	char dir[PG_APP_PATH_MAX + 16];
	pg_app_data_path(app, "fonts", dir, sizeof dir);
	app->text = pg_text_create(NULL, dir, err, err_size);
	if (!app->text || !open_output(app, config, err, err_size)) {
		pg_app_destroy(app);
		return NULL;
	}
	pg_text_set_renderer(app->text, app->renderer);
	read_output_size(app);
	pg_app_data_path(app, "assets", dir, sizeof dir);
	app->assets = pg_assets_create(app->renderer, dir);
	if (!app->assets) {
		snprintf(err, err_size, "out of memory");
		pg_app_destroy(app);
		return NULL;
	}
	/* In a window the art that can wait waits for the first frame to be
	 * up: the worker must not slow that frame down. */
	if (app->headless)
		pg_assets_release_worker(app->assets);
	app->audio_wanted = !config->no_audio && !app->headless;
	return app;
}

void pg_app_destroy(pg_app *app)
{
	if (!app)
		return;
	if (app->autosave)
		pg_game_autosave(app);
	pg_scenes_clear(&app->scenes, app);
	if (app->settings.dirty && app->settings_path[0])
		pg_app_save_settings(app);
	pg_saves_stop(app);
	pg_audio_destroy(app->audio);
	drop_backdrop(app);
	pg_text_destroy(app->text);
	pg_assets_destroy(app->assets);
	if (app->renderer)
		SDL_DestroyRenderer(app->renderer);
	if (app->surface)
		SDL_FreeSurface(app->surface);
	if (app->window)
		SDL_DestroyWindow(app->window);
	if (TTF_WasInit())
		TTF_Quit();
	SDL_Quit();
	free(app);
}

bool pg_app_save_settings(pg_app *app)
{
	/* A second copy, or a damaged file that could not be moved aside:
	 * writing would spoil what is there. */
	if (!app->settings_path[0] || !pg_saves_writable(app) || app->settings_frozen)
		return false;
	char err[512];
	if (!pg_settings_save(&app->settings, app->settings_path, err, sizeof err)) {
		fprintf(stderr, "potlatch-games: %s\n", err);
		return false;
	}
	return true;
}

void pg_app_set_fullscreen(pg_app *app, bool fullscreen)
{
	app->fullscreen = fullscreen;
	pg_settings_set(&app->settings, "fullscreen", fullscreen ? "1" : "0");
	if (!app->window)
		return;
	SDL_SetWindowFullscreen(app->window, fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
	pg_app_relayout(app);
}

static void open_audio(pg_app *app)
{
	app->audio_wanted = false;
	char dir[PG_APP_PATH_MAX + 16];
	pg_app_data_path(app, "sounds", dir, sizeof dir);
	app->audio = pg_audio_create(dir);
	pg_audio_set_volume(app->audio, pg_settings_get_int(&app->settings, "volume", 80));
	pg_audio_set_muted(app->audio, pg_settings_get_bool(&app->settings, "muted", false));
}

/* The window icon from assets/icons/potlatch-games.svg, if there is one
 * (the same art the desktop file uses). */
static void set_window_icon(pg_app *app)
{
	if (!app->window)
		return;
	char path[PG_APP_PATH_MAX + 64];
	pg_app_data_path(app, "assets/icons/potlatch-games.svg", path, sizeof path);
	SDL_RWops *rw = SDL_RWFromFile(path, "rb");
	if (!rw)
		return;
	SDL_Surface *icon = IMG_LoadSizedSVG_RW(rw, 64, 64);
	SDL_RWclose(rw);
	if (icon) {
		SDL_SetWindowIcon(app->window, icon);
		SDL_FreeSurface(icon);
	}
}

/* ---- events and frames ------------------------------------------------------------ */

void pg_app_input(pg_app *app, const pg_input_event *event)
{
	if (event->kind == PG_INPUT_KEY && event->key == SDLK_F11 && !event->repeat) {
		pg_app_set_fullscreen(app, !app->fullscreen);
		return;
	}
	pg_scenes_event(&app->scenes, app, event);
}

static void on_window_event(pg_app *app, const SDL_WindowEvent *w)
{
	pg_input_event cancel;
	switch (w->event) {
	case SDL_WINDOWEVENT_SIZE_CHANGED:
		pg_app_relayout(app);
		break;
	case SDL_WINDOWEVENT_FOCUS_LOST:
		if (pg_input_cancel_drag(&app->input, &cancel))
			pg_app_input(app, &cancel);
		break;
	default:
		break;
	}
}

void pg_app_handle_sdl_event(pg_app *app, const SDL_Event *event)
{
	if (event->type == SDL_QUIT) {
		app->quit = true;
		return;
	}
	if (event->type == SDL_WINDOWEVENT) {
		on_window_event(app, &event->window);
		return;
	}
	if (event->type == SDL_RENDER_TARGETS_RESET || event->type == SDL_RENDER_DEVICE_RESET) {
		/* The textures are gone with the device: make them again. */
		pg_app_relayout(app);
		return;
	}
	pg_input_event out[PG_INPUT_MAX_OUT];
	int n = pg_input_translate(&app->input, event, out);
	for (int i = 0; i < n; i++)
		pg_app_input(app, &out[i]);
}

static void draw(pg_app *app)
{
	const pg_theme *t = &pg_ui_theme;
	SDL_SetRenderDrawColor(app->renderer, t->background.r, t->background.g, t->background.b,
			       255);
	SDL_RenderClear(app->renderer);
	pg_scenes_draw(&app->scenes, app);
	pg_text_end_frame(app->text);
	app->frame++;
}

void pg_app_update(pg_app *app, double dt)
{
	app->time += dt;
	pg_scenes_update(&app->scenes, app, dt);
	pg_scenes_apply(&app->scenes, app);
	if (pg_scenes_empty(&app->scenes))
		app->quit = true;
}

void pg_app_step(pg_app *app, double dt)
{
	pg_app_update(app, dt);
	draw(app);
}

/* ---- running ------------------------------------------------------------------------- */

typedef struct frame_timing {
	double *cpu_ms;
	int count, cap;
	double first_frame_ms;
} frame_timing;

static int compare_doubles(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double percentile(double *sorted, int count, double p)
{
	if (count == 0)
		return 0;
	int index = (int)(p * (double)(count - 1) + 0.5);
	return sorted[index];
}

static void print_timing(frame_timing *timing)
{
	/* The first frame builds caches; it is counted in first_frame_ms. */
	double *frames = timing->cpu_ms + (timing->count > 1 ? 1 : 0);
	int count = timing->count > 1 ? timing->count - 1 : timing->count;
	qsort(frames, (size_t)count, sizeof *frames, compare_doubles);
	printf("{\"first_frame_ms\":%.1f,\"frame_cpu_ms_median\":%.2f,\"frame_cpu_ms_p99\":%.2f}\n",
	       timing->first_frame_ms, percentile(frames, count, 0.5),
	       percentile(frames, count, 0.99));
	fflush(stdout);
}

static double ms_between(Uint64 a, Uint64 b)
{
	return (double)(b - a) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static int open_first_scene(pg_app *app, const pg_launch *launch)
{
	if (!launch->game_id) {
		pg_open_title(app);
		return 0;
	}
	char err[1024];
	int status = pg_open_game_text(app, launch->game_id, launch->seats, launch->options,
				       launch->has_seed, launch->seed, NULL, err, sizeof err);
	if (status != 0)
		fprintf(stderr, "potlatch-games: %s\n", err);
	return status;
}

static void main_loop(pg_app *app, const pg_launch *launch, Uint64 start, frame_timing *timing)
{
	Uint64 freq = SDL_GetPerformanceFrequency();
	Uint64 last = SDL_GetPerformanceCounter();
	int presented = 0;
	while (!app->quit) {
		Uint64 frame_start = SDL_GetPerformanceCounter();
		SDL_Event event;
		while (SDL_PollEvent(&event))
			pg_app_handle_sdl_event(app, &event);
		double dt = (double)(frame_start - last) / (double)freq;
		last = frame_start;
		/* A stall (a dragged window, a slow disk) must not make every
		 * animation jump to its end. */
		pg_app_step(app, dt > 0.1 ? 0.1 : dt);
		Uint64 drawn = SDL_GetPerformanceCounter();
		if (timing->count < timing->cap)
			timing->cpu_ms[timing->count++] = ms_between(frame_start, drawn);
		SDL_RenderPresent(app->renderer);
		presented++;
		if (presented == 1) {
			app->presented = true;
			timing->first_frame_ms = ms_between(start, SDL_GetPerformanceCounter());
			/* What the first frame does not need waits until it is up. */
			pg_assets_release_worker(app->assets);
			if (app->audio_wanted)
				open_audio(app);
			set_window_icon(app);
		}
		if (launch->quit_after_frames > 0 && presented >= launch->quit_after_frames)
			app->quit = true;
		/* Without vsync (a software renderer) do not spin faster than
		 * about 60 frames a second. */
		double frame_ms = ms_between(frame_start, SDL_GetPerformanceCounter());
		if (frame_ms < 15.0)
			SDL_Delay((Uint32)(16.0 - frame_ms));
	}
}

int pg_app_run(const pg_launch *launch)
{
	Uint64 start = process_start_counter ? process_start_counter : SDL_GetPerformanceCounter();
	SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1");
	SDL_SetHint(SDL_HINT_RENDER_VSYNC, "1");
	SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
	pg_app_config config = {
		.width = launch->width,
		.height = launch->height,
		.fullscreen = launch->fullscreen,
		.data_dir = launch->data_dir,
	};
	char err[4096];
	pg_app *app = pg_app_create(&config, err, sizeof err);
	if (!app) {
		fprintf(stderr, "potlatch-games: %s\n", err);
		return 1;
	}
	/* A measuring run (--quit-after-frames) must not overwrite the
	 * player's saved game. */
	app->autosave = launch->quit_after_frames <= 0;
	int status = open_first_scene(app, launch);
	if (status != 0) {
		app->autosave = false;
		pg_app_destroy(app);
		return status;
	}
	frame_timing timing = {0};
	timing.cap = launch->quit_after_frames > 0 ? launch->quit_after_frames : 0;
	if (launch->timing && timing.cap == 0)
		timing.cap = 100000;
	if (launch->timing)
		timing.cpu_ms = malloc(sizeof(double) * (size_t)timing.cap);
	if (!timing.cpu_ms)
		timing.cap = 0;
	main_loop(app, launch, start, &timing);
	status = app->exit_status;
	pg_app_destroy(app);
	if (launch->timing)
		print_timing(&timing);
	free(timing.cpu_ms);
	return status;
}

/* ---- screenshots ------------------------------------------------------------------------ */

/* "help:totem-pole" -> scene "help", game "totem-pole". */
static const pg_view *scene_view(const char *scene, size_t name_length, char *err,
				 size_t err_size)
{
	const char *id = scene[name_length] == ':' ? scene + name_length + 1 : NULL;
	const pg_view *view = id ? pg_view_find(id) : pg_view_at(0);
	if (!view)
		snprintf(err, err_size, id ? "no game '%s' with a scene" : "no game has a scene yet%s",
			 id ? id : "");
	return view;
}

static bool scene_is(const char *scene, const char *name)
{
	size_t n = strlen(name);
	return strncmp(scene, name, n) == 0 && (scene[n] == '\0' || scene[n] == ':');
}

static void play_to_end(pg_app *app)
{
	pg_play *play = pg_game_scene_play(app);
	if (!play)
		return;
	pg_rng rng;
	pg_rng_seed(&rng, play->match->seed ^ 0x52455355ull);
	for (int guard = 0; guard < 100000 && !pg_match_is_terminal(play->match); guard++) {
		pg_move move = pg_ai_random_move(play->game, play->match->state, &rng);
		if (!pg_match_play(play->match, move, NULL))
			break;
	}
	pg_play_resync(play);
}

static int build_screenshot_scene(pg_app *app, const pg_screenshot_request *req, char *err,
				  size_t err_size)
{
	const char *scene = req->scene ? req->scene : "title";
	if (!strcmp(scene, "title")) {
		pg_open_title(app);
		return 0;
	}
	if (!strcmp(scene, "settings")) {
		pg_open_title(app);
		pg_scenes_apply(&app->scenes, app);
		pg_open_settings(app);
		return 0;
	}
	bool setup = scene_is(scene, "setup"), help = scene_is(scene, "help");
	bool results = scene_is(scene, "results");
	if (setup || help || results) {
		size_t n = strcspn(scene, ":");
		const pg_view *view = scene_view(scene, n, err, err_size);
		if (!view)
			return 2;
		pg_open_title(app);
		pg_scenes_apply(&app->scenes, app);
		if (setup)
			pg_open_setup(app, view);
		if (help)
			pg_open_help(app, view->game_id);
		if (!results)
			return 0;
		int status = pg_open_game_text(app, view->game_id, req->seats, req->options,
					       req->has_seed, req->seed, req->after, err, err_size);
		if (status != 0)
			return status;
		pg_scenes_apply(&app->scenes, app);
		play_to_end(app);
		pg_open_results(app);
		return 0;
	}
	return pg_open_game_text(app, scene, req->seats, req->options, req->has_seed, req->seed,
				 req->after, err, err_size);
}

int pg_app_screenshot(const pg_screenshot_request *req)
{
	if (!req->out_path) {
		fprintf(stderr, "potlatch-games: screenshot needs --out FILE.png\n");
		return 2;
	}
	pg_app_config config = {
		.headless = true,
		.width = req->width,
		.height = req->height,
		.data_dir = req->data_dir,
		.no_audio = true,
		.no_saving = true,
	};
	char err[4096];
	pg_app *app = pg_app_create(&config, err, sizeof err);
	if (!app) {
		fprintf(stderr, "potlatch-games: %s\n", err);
		return 1;
	}
	int status = build_screenshot_scene(app, req, err, sizeof err);
	if (status != 0) {
		fprintf(stderr, "potlatch-games: %s\n", err);
		pg_app_destroy(app);
		return status;
	}
	pg_scenes_apply(&app->scenes, app);
	pg_play *play = pg_game_scene_play(app);
	if (play)
		pg_play_fast_forward(play);
	draw(app);
	if (IMG_SavePNG(app->surface, req->out_path) != 0) {
		fprintf(stderr, "potlatch-games: cannot write %s: %s\n", req->out_path,
			IMG_GetError());
		status = 1;
	}
	pg_app_destroy(app);
	return status;
}
