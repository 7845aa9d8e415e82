#include "pg_app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __linux__
#include <dirent.h>
#include <unistd.h>
#endif

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "pg_app_context.h"
#include "pg_datadir.h"
#include "pg_i18n.h"
#include "pg_play.h"
#include "pg_saves.h"
#include "pg_scenes.h"
#include "pg_stroke_font.h"

/* The one process-wide value of the app: when main() started, for the
 * first_frame_ms figure. Zero when main did not say. */
static Uint64 process_start_counter;

void pg_app_mark_process_start(void)
{
	process_start_counter = SDL_GetPerformanceCounter();
}

/* ---- context ------------------------------------------------------------------- */

#ifndef PG_INSTALL_LOCALE_PATH
#define PG_INSTALL_LOCALE_PATH "/usr/share/locale"
#endif

/* The message catalogues: <executable's folder>/locale in the build tree
 * (where the build puts the .mo files), else the installed folder. */
static void start_translation(void)
{
	char dir[PG_DATADIR_PATH_MAX] = "";
	char *base = SDL_GetBasePath();
	if (base) {
		snprintf(dir, sizeof dir, "%slocale", base);
		SDL_free(base);
#ifdef __linux__
		DIR *build_tree = opendir(dir);
		if (build_tree)
			closedir(build_tree);
		else
			dir[0] = '\0';
#endif
	}
	pg_i18n_start(dir[0] ? dir : PG_INSTALL_LOCALE_PATH);
}

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
	pg_app_request_redraw(app);
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
	/* A software renderer asked for (SDL_RENDER_DRIVER=software) fills the
	 * window's framebuffer; left to itself SDL would show that through a
	 * GL texture, which under a software GL costs more than the frame. */
	const char *wanted = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
	if (wanted && !strcmp(wanted, "software"))
		SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
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
	pg_frames_init(&app->frames);
	pg_input_init(&app->input);
	pg_scenes_init(&app->scenes);
	if (!pg_datadir_find(config->data_dir, app->data_dir, sizeof app->data_dir, err,
			     err_size)) {
		free(app);
		return NULL;
	}
	/* The window and its screenshots speak the player's language; the
	 * command-line tool never comes here and stays in English. */
	start_translation();
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
	pg_app_data_path(app, "assets/ui/handwriting.txt", dir, sizeof dir);
	if (!app->text || !pg_stroke_font_load(dir, err, err_size) ||
	    !open_output(app, config, err, err_size)) {
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
	/* Art the worker finishes while the loop sleeps wakes it for a frame. */
	Uint32 wake = app->headless ? (Uint32)-1 : SDL_RegisterEvents(1);
	app->wake_event = wake == (Uint32)-1 ? 0 : wake;
	pg_assets_set_wake_event(app->assets, app->wake_event);
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

void pg_app_request_redraw(pg_app *app)
{
	pg_frames_request(&app->frames);
}

void pg_app_request_redraw_at(pg_app *app, double when)
{
	pg_frames_request_at(&app->frames, when);
}

void pg_app_wake_at(pg_app *app, double when)
{
	pg_frames_wake_at(&app->frames, when);
}

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
	if (app->wake_event && event->type == app->wake_event) {
		pg_app_request_redraw(app);
		return;
	}
	/* Input, and a window shown, exposed or resized: draw (hover and
	 * pressed looks follow the pointer). */
	pg_frames_input(&app->frames, app->time);
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

/* ---- the game's timers --------------------------------------------------------------- */

/* How often the loop looks for a thinking AI's answer (seconds). The AI
 * thread only sets a flag; a look costs next to nothing and draws
 * nothing. */
#define PG_APP_AI_POLL (1.0 / 30.0)
/* One frame at the display's usual rate (seconds). */
#define PG_APP_FRAME (1.0 / 60.0)

/* What the game scene shows that changes without input: a move played
 * (an AI's, a roll), an AI starting or ending its turn, the curtain, a
 * toast, the results becoming due, an animation ending (its last step
 * must be drawn). A change asks for a frame. */
typedef struct play_look {
	const pg_play *play;
	bool animating;
	int moves;
	int ai_seat;
	bool curtain;
	int toasts;
	bool results_due;
} play_look;

/* The session of the game scene when it is on top (only the top scene
 * updates, so only then do its timers run). */
static pg_play *updating_play(pg_app *app)
{
	pg_scene *top = pg_scenes_top(&app->scenes);
	return top && top->type == &pg_game_scene ? app->play : NULL;
}

static play_look look_at_play(pg_app *app)
{
	const pg_play *play = updating_play(app);
	play_look look = {.play = play};
	if (play) {
		look.animating = pg_play_animating(play);
		look.moves = play->match->history_count;
		look.ai_seat = play->ai_seat;
		look.curtain = play->curtain;
		look.toasts = play->toast_count;
		look.results_due = play->results_due;
	}
	return look;
}

static bool same_look(const play_look *a, const play_look *b)
{
	return a->play == b->play && a->animating == b->animating && a->moves == b->moves &&
	       a->ai_seat == b->ai_seat &&
	       a->curtain == b->curtain && a->toasts == b->toasts &&
	       a->results_due == b->results_due;
}

/* The times pg_play_update acts without input: an AI's answer to collect,
 * a roll after its pause (a person's own roll waits for them), the results
 * after theirs. Each wakes the loop for an update; what the update changes
 * asks for its frame. */
static void wake_in(pg_app *app, double seconds)
{
	/* Never sooner than a frame from now: should a timer here and
	 * pg_play_update ever disagree, the loop ticks instead of spinning. */
	pg_app_wake_at(app, app->time + (seconds > PG_APP_FRAME ? seconds : PG_APP_FRAME));
}

static void play_timers(pg_app *app, pg_play *play)
{
	if (pg_play_animating(play) || play->has_queued)
		pg_app_request_redraw(app);
	int to_move = pg_match_to_move(play->match);
	if (play->ai_seat >= 0 || (to_move >= 0 && play->seat_kinds[to_move] != PG_SEAT_HUMAN))
		wake_in(app, PG_APP_AI_POLL);
	double waited = play->wait_started < 0 ? 0 : app->time - play->wait_started;
	if (to_move == PG_CHANCE && !pg_play_person_rolls(play))
		wake_in(app, pg_play_chance_delay(play) - waited);
	if (play->results_due)
		wake_in(app, PG_PLAY_RESULTS_DELAY - waited);
}

static void watch_play(pg_app *app, const play_look *before)
{
	pg_play *play = updating_play(app);
	if (!play)
		return;
	play_look after = look_at_play(app);
	if (!same_look(before, &after))
		pg_app_request_redraw(app);
	play_timers(app, play);
}

void pg_app_update(pg_app *app, double dt)
{
	app->time += dt;
	play_look before = look_at_play(app);
	pg_scenes_update(&app->scenes, app, dt);
	watch_play(app, &before);
	if (pg_scenes_apply(&app->scenes, app) > 0)
		pg_app_request_redraw(app);
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
	double *cpu_ms;   /* events + update + draw of each frame, present left out */
	double *frame_ms; /* the same with the present (wall clock: a vsync wait counts) */
	double *main_cpu_ms; /* the main thread's CPU over the same, present included */
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

static double ms_between(Uint64 a, Uint64 b)
{
	return (double)(b - a) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static double seconds_of(const struct timespec *t)
{
	return (double)t->tv_sec + (double)t->tv_nsec * 1e-9;
}

/* CPU seconds of the whole process (every thread, those ended too). */
static double process_cpu_seconds(void)
{
	struct timespec t;
	return clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) == 0 ? seconds_of(&t) : 0;
}

static double thread_cpu_seconds(void)
{
	struct timespec t;
	return clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0 ? seconds_of(&t) : 0;
}

/* CPU seconds of the live threads of the process other than the AI's
 * ("pg-ai"): the main thread and what draws for it (a GL driver's own
 * threads) and the art worker. Read from /proc (Linux); -1 elsewhere. The
 * AI's threads, one a decision, are the only ones that come and go, so a
 * difference of two readings is the rest of the program's CPU between
 * them. */
static double ui_threads_cpu_seconds(void)
{
#ifdef __linux__
	DIR *dir = opendir("/proc/self/task");
	if (!dir)
		return -1;
	unsigned long long ticks = 0;
	struct dirent *entry;
	while ((entry = readdir(dir)) != NULL) {
		if (entry->d_name[0] == '.')
			continue;
		char path[300], line[1024];
		snprintf(path, sizeof path, "/proc/self/task/%s/stat", entry->d_name);
		FILE *file = fopen(path, "r");
		if (!file)
			continue;
		size_t n = fread(line, 1, sizeof line - 1, file);
		fclose(file);
		line[n] = '\0';
		/* "tid (name) state ..." with utime and stime the 14th and 15th
		 * fields; the name may hold spaces, so read from its ')'. */
		char *open = strchr(line, '('), *close = strrchr(line, ')');
		if (!open || !close || (close - open == 6 && strncmp(open + 1, "pg-ai", 5) == 0))
			continue;
		unsigned long long utime, stime;
		if (sscanf(close + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu",
			   &utime, &stime) == 2)
			ticks += utime + stime;
	}
	closedir(dir);
	long hz = sysconf(_SC_CLK_TCK);
	return hz > 0 ? (double)ticks / (double)hz : -1;
#else
	return -1;
#endif
}

static void print_timing(frame_timing *timing, double wall_seconds, double cpu_seconds)
{
	/* The first frame builds caches; it is counted in first_frame_ms. */
	int skip = timing->count > 1 ? 1 : 0;
	int count = timing->count - skip;
	double *cpu = timing->cpu_ms + skip, *whole = timing->frame_ms + skip;
	double *main_cpu = timing->main_cpu_ms + skip;
	qsort(cpu, (size_t)count, sizeof *cpu, compare_doubles);
	qsort(whole, (size_t)count, sizeof *whole, compare_doubles);
	qsort(main_cpu, (size_t)count, sizeof *main_cpu, compare_doubles);
	printf("{\"first_frame_ms\":%.1f,\"frame_cpu_ms_median\":%.2f,\"frame_cpu_ms_p99\":%.2f,"
	       "\"frame_ms_median\":%.2f,\"frame_ms_p99\":%.2f,"
	       "\"frame_main_cpu_ms_median\":%.2f,\"frame_main_cpu_ms_p99\":%.2f,"
	       "\"frames\":%d,\"seconds\":%.2f,\"process_cpu_percent\":%.1f}\n",
	       timing->first_frame_ms, percentile(cpu, count, 0.5), percentile(cpu, count, 0.99),
	       percentile(whole, count, 0.5), percentile(whole, count, 0.99),
	       percentile(main_cpu, count, 0.5), percentile(main_cpu, count, 0.99), timing->count,
	       wall_seconds, wall_seconds > 0 ? 100.0 * cpu_seconds / wall_seconds : 0);
	fflush(stdout);
}

static void record_frame(frame_timing *timing, Uint64 start, Uint64 drawn, Uint64 shown,
			 double start_cpu)
{
	if (timing->count >= timing->cap)
		return;
	timing->main_cpu_ms[timing->count] = (thread_cpu_seconds() - start_cpu) * 1000.0;
	timing->cpu_ms[timing->count] = ms_between(start, drawn);
	timing->frame_ms[timing->count++] = ms_between(start, shown);
}

/* --idle-bench: what the program costs when nobody touches it. Start-up
 * (the first frame, the art the worker makes after it and its fade-in,
 * the game's opening) is left out: the window opens when the first frame
 * is up, PG_APP_BENCH_SETTLE seconds have passed since, the worker is
 * idle, the table has settled (table_settled) and a pass drew no frame
 * (the backdrop, made last, fades in over a third of a second after
 * the worker is done). The CPU of the process is then
 * read over the window, and, apart, over the spans an AI was thinking
 * with nothing animating, the CPU of every thread but the AI's. */
#define PG_APP_BENCH_SETTLE 2.0

typedef struct idle_bench {
	double seconds;        /* the window; 0: no bench */
	bool open;             /* measuring */
	Uint64 settle_from;    /* counter when the first frame was up */
	double start_up;       /* seconds from then to the window's opening */
	Uint64 window_start;
	double process_cpu0, main_cpu0, ui_cpu0;
	int frames;
	bool thinking;         /* an AI is thinking, nothing animates */
	Uint64 think_since;
	double think_ui0;
	double think_wall, think_ui; /* sums over the spans */
	int think_frames;
} idle_bench;

/* The game on top (if any) has played out its opening: a deal card by
 * card, the first player's draw and, with a person at the table, the AI
 * turns before theirs. Until then the table moves by itself, which is no
 * still screen: The Great Potlatch deals for 7 to 12 seconds, and a
 * window opened 2 seconds after the first frame measured the deal. A
 * table of AIs alone settles when one thinks with nothing moving. */
static bool table_settled(pg_app *app)
{
	const pg_play *play = updating_play(app);
	if (!play)
		return true;
	if (pg_play_playing_out(play))
		return false;
	int to_move = pg_match_to_move(play->match);
	bool ai_turn = to_move >= 0 && !pg_play_is_human(play, to_move);
	return play->human_count == 0 || !ai_turn;
}

static bool ai_thinks_alone(pg_app *app)
{
	pg_play *play = app->play;
	return play && play->ai_seat >= 0 && !pg_play_animating(play);
}

static void bench_thinking(idle_bench *bench, pg_app *app, Uint64 now)
{
	bool thinking = ai_thinks_alone(app);
	if (thinking == bench->thinking)
		return;
	double ui = ui_threads_cpu_seconds();
	if (thinking) {
		bench->think_since = now;
		bench->think_ui0 = ui;
	} else if (ui >= 0) {
		bench->think_wall += ms_between(bench->think_since, now) / 1000.0;
		bench->think_ui += ui - bench->think_ui0;
	}
	bench->thinking = thinking;
}

static void bench_report(idle_bench *bench, pg_app *app, Uint64 now)
{
	bench_thinking(bench, app, now);
	double wall = ms_between(bench->window_start, now) / 1000.0;
	double ui = ui_threads_cpu_seconds();
	printf("{\"idle_bench_seconds\":%.2f,\"frames\":%d,\"process_cpu_percent\":%.2f,"
	       "\"main_thread_cpu_percent\":%.2f,\"ui_threads_cpu_percent\":%.2f,"
	       "\"ai_thinking_seconds\":%.2f,\"ui_threads_cpu_percent_while_ai_thinks\":%.2f,"
	       "\"frames_while_ai_thinks\":%d,\"start_up_seconds\":%.2f}\n",
	       wall, bench->frames, 100.0 * (process_cpu_seconds() - bench->process_cpu0) / wall,
	       100.0 * (thread_cpu_seconds() - bench->main_cpu0) / wall,
	       ui >= 0 ? 100.0 * (ui - bench->ui_cpu0) / wall : -1.0, bench->think_wall,
	       bench->think_wall > 0 ? 100.0 * bench->think_ui / bench->think_wall : 0.0,
	       bench->think_frames, bench->start_up);
	fflush(stdout);
}

/* Called after each pass; opens the window once start-up settled, ends
 * the run when it is over. */
static void bench_pass(idle_bench *bench, pg_app *app, Uint64 now)
{
	if (bench->seconds <= 0 || !app->presented)
		return;
	if (!bench->open) {
		if (!bench->settle_from)
			bench->settle_from = now;
		bench->start_up = ms_between(bench->settle_from, now) / 1000.0;
		if (bench->start_up < PG_APP_BENCH_SETTLE || pg_assets_busy(app->assets) ||
		    app->frames.drew || !table_settled(app))
			return;
		bench->open = true;
		bench->window_start = now;
		bench->process_cpu0 = process_cpu_seconds();
		bench->main_cpu0 = thread_cpu_seconds();
		bench->ui_cpu0 = ui_threads_cpu_seconds();
		bench->thinking = false;
	}
	bench_thinking(bench, app, now);
	if (ms_between(bench->window_start, now) >= bench->seconds * 1000.0) {
		bench_report(bench, app, now);
		app->quit = true;
	}
}

/* How long the bench lets the loop sleep: until the window opens or
 * closes, not past it. */
static int bench_wait_ms(const idle_bench *bench, int wait_ms, Uint64 now)
{
	if (bench->seconds <= 0 || wait_ms == 0)
		return wait_ms;
	double left = bench->open ? bench->seconds * 1000.0 - ms_between(bench->window_start, now)
				  : 100.0; /* look again soon while settling */
	int limit = left < 1 ? 1 : (int)left + 1;
	return wait_ms < limit ? wait_ms : limit;
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

static void first_frame_up(pg_app *app, frame_timing *timing, Uint64 start)
{
	app->presented = true;
	timing->first_frame_ms = ms_between(start, SDL_GetPerformanceCounter());
	/* What the first frame does not need waits until it is up. */
	pg_assets_release_worker(app->assets);
	if (app->audio_wanted)
		open_audio(app);
	set_window_icon(app);
}

/* One pass: wait for an event or a time asked for (unless something moves),
 * handle the events, update, and draw if a frame is due. */
static void main_loop(pg_app *app, const pg_launch *launch, Uint64 start, frame_timing *timing,
		      idle_bench *bench)
{
	Uint64 freq = SDL_GetPerformanceFrequency();
	Uint64 last = SDL_GetPerformanceCounter();
	int presented = 0;
	/* A run that quits after N frames draws on every pass: it ends even on
	 * a still screen, and it times what a frame costs. */
	app->frames.every_frame = launch->quit_after_frames > 0;
	while (!app->quit) {
		int wait = bench_wait_ms(bench, pg_frames_wait_ms(&app->frames, app->time), last);
		SDL_Event event;
		bool woken = wait > 0 && SDL_WaitEventTimeout(&event, wait);
		Uint64 pass_start = SDL_GetPerformanceCounter();
		double pass_cpu = timing->cap > 0 ? thread_cpu_seconds() : 0;
		double elapsed = (double)(pass_start - last) / (double)freq;
		last = pass_start;
		/* A stall (a dragged window, a slow disk) must not make every
		 * animation jump to its end. Time spent asleep runs the clock
		 * (toasts, the pauses before a roll) but no animation: what the
		 * events below start begins from its first frame. */
		double dt = elapsed > 0.1 ? 0.1 : elapsed;
		if (wait > 0) {
			dt = elapsed < PG_APP_FRAME ? elapsed : PG_APP_FRAME;
			app->time += elapsed - dt;
		}
		pg_frames_begin(&app->frames, app->time + dt);
		if (woken)
			pg_app_handle_sdl_event(app, &event);
		while (SDL_PollEvent(&event))
			pg_app_handle_sdl_event(app, &event);
		pg_app_update(app, dt);
		bool due = pg_frames_due(&app->frames, app->time);
		if (due) {
			draw(app);
			Uint64 drawn = SDL_GetPerformanceCounter();
			SDL_RenderPresent(app->renderer);
			record_frame(timing, pass_start, drawn, SDL_GetPerformanceCounter(), pass_cpu);
			bench->frames += bench->open;
			bench->think_frames += bench->open && bench->thinking;
			if (++presented == 1)
				first_frame_up(app, timing, start);
			if (launch->quit_after_frames > 0 && presented >= launch->quit_after_frames)
				app->quit = true;
		}
		bench_pass(bench, app, SDL_GetPerformanceCounter());
		/* Without vsync (a software renderer) do not draw faster than
		 * about 60 frames a second. */
		double pass_ms = ms_between(pass_start, SDL_GetPerformanceCounter());
		if (due && pass_ms < 15.0)
			SDL_Delay((Uint32)(16.0 - pass_ms));
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
	/* A measuring run (--quit-after-frames, --idle-bench) must not
	 * overwrite the player's saved game. */
	app->autosave = launch->quit_after_frames <= 0 && launch->idle_bench_seconds <= 0;
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
	if (launch->timing) {
		timing.cpu_ms = malloc(sizeof(double) * (size_t)timing.cap);
		timing.frame_ms = malloc(sizeof(double) * (size_t)timing.cap);
		timing.main_cpu_ms = malloc(sizeof(double) * (size_t)timing.cap);
	}
	if (!timing.cpu_ms || !timing.frame_ms || !timing.main_cpu_ms)
		timing.cap = 0;
	idle_bench bench = {.seconds = launch->idle_bench_seconds};
	main_loop(app, launch, start, &timing, &bench);
	status = app->exit_status;
	pg_app_destroy(app);
	if (launch->timing)
		print_timing(&timing, ms_between(start, SDL_GetPerformanceCounter()) / 1000.0,
			     process_cpu_seconds());
	free(timing.cpu_ms);
	free(timing.frame_ms);
	free(timing.main_cpu_ms);
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
