/*
 * pg_app_context.h: the one app context every scene and view is handed.
 *
 * It owns the window (or, headless, a software renderer drawing into a
 * surface), the renderer, the caches (SVG art, text), audio, settings, the
 * input normaliser and the scene stack. There are no globals: whatever a
 * scene needs it reaches through this struct. Scenes and views read the
 * fields; only the app's own modules change them.
 *
 * Sizes: width and height are renderer output pixels; scale is the UI
 * scale (1.0 for a 1280x800 window at one pixel per point, larger on a
 * bigger window or a High-DPI screen). A scene sizes its fonts and margins
 * as pg_app_px(app, points).
 */
#ifndef PG_APP_CONTEXT_H
#define PG_APP_CONTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "pg_assets.h"
#include "pg_audio.h"
#include "pg_frames.h"
#include "pg_input.h"
#include "pg_scene.h"
#include "pg_settings.h"
#include "pg_text.h"

struct pg_play;

enum {
	PG_APP_DEFAULT_WIDTH = 1280,
	PG_APP_DEFAULT_HEIGHT = 800,
	PG_APP_MIN_WIDTH = 960,
	PG_APP_MIN_HEIGHT = 600,
	PG_APP_PATH_MAX = 1024,
	PG_APP_NOTICE_MAX = 2048,
};

typedef struct pg_app {
	SDL_Window *window;     /* NULL when headless */
	SDL_Renderer *renderer;
	SDL_Surface *surface;   /* headless: what the software renderer draws into */
	int width, height;      /* renderer output in pixels */
	float pixel_density;    /* output pixels per window point */
	float scale;            /* UI scale, see above */
	double time;            /* seconds of app time (sum of frame dts) */
	unsigned long frame;    /* frames drawn */
	bool headless;
	bool fullscreen;
	bool autosave;          /* save a game in progress when it closes (not in tests/screenshots) */
	bool audio_wanted;      /* open audio after the first frame */
	bool presented;         /* a first frame is on screen (always true headless) */
	bool quit;              /* set to leave the main loop */
	int exit_status;

	pg_assets *assets;
	pg_text *text;
	pg_audio *audio;
	pg_settings settings;
	pg_input input;
	pg_scene_stack scenes;

	char data_dir[PG_APP_PATH_MAX];
	char pref_dir[PG_APP_PATH_MAX - 32]; /* with a trailing slash, or "" when none */
	char settings_path[PG_APP_PATH_MAX]; /* <pref>/settings.txt */
	char save_path[PG_APP_PATH_MAX];     /* <pref>/current.save of earlier versions, moved into saves/ */
	/* A sentence the title shows once (e.g. why the saved game could not
	 * be resumed). */
	char notice[PG_APP_NOTICE_MAX];
	/* The player's folder (pg_saves.h): <pref>/saves, the lock on the
	 * folder, and whether this copy may write there. */
	char saves_dir[PG_APP_PATH_MAX];
	int storage_lock_fd;
	bool storage_locked;    /* this copy holds the folder's lock */
	bool storage_read_only; /* another copy holds it, or screenshots: write nothing */
	bool settings_frozen;   /* a damaged settings file could not be moved aside: keep off it */

	struct pg_play *play;   /* the game being played, or NULL */

	/* The window's background (pg_ui_background): the art of
	 * assets/ui/background.svg, made once per size on the worker thread,
	 * and the plain gradient that stands in until it is ready. */
	SDL_Texture *backdrop; /* the gradient */
	int backdrop_w, backdrop_h;
	float backdrop_art_w, backdrop_art_h; /* the SVG's own size; -1 if unknown */
	double backdrop_art_since;            /* app time the art was first drawn; <0 not yet */
	bool plain_backdrop; /* the gradient only (tests: the art costs ~60 ms a size) */

	/* Frames on demand (pg_frames.h, pg_app_request_redraw below). */
	pg_frames frames;
	Uint32 wake_event; /* an SDL event type other threads push to wake the loop for a frame */
} pg_app;

typedef struct pg_app_config {
	bool headless;          /* software renderer on a surface, no window */
	int width, height;      /* 0: 1280x800 */
	bool fullscreen;
	const char *data_dir;   /* --data-dir or NULL: the lookup of pg_datadir.h */
	const char *pref_dir;   /* NULL: SDL_GetPrefPath; tests give their own */
	bool no_audio;          /* skip opening an audio device */
	bool no_saving;         /* read the player's folder but never lock or write it (screenshots) */
} pg_app_config;

/* Initialises the SDL parts needed, finds the data, opens fonts, creates
 * the window (or the headless surface) and loads the settings. NULL with
 * a message in err (naming the file and the places looked) on failure. */
pg_app *pg_app_create(const pg_app_config *config, char *err, size_t err_size);
/* Leaves every scene (a game in progress is saved), frees everything and
 * quits SDL. */
void pg_app_destroy(pg_app *app);

/* Frames on demand: the window is redrawn only when something changed
 * (input, a window event, a scene change, art from the worker thread);
 * between changes the app sleeps. Whatever moves without input asks for
 * its frames (see pg_frames.h):
 * pg_app_request_redraw on every update while it moves (a tween, a fade,
 * a glide); pg_app_request_redraw_at(app, app->time + step) for an
 * animation at a modest rate; pg_app_wake_at for a timer whose update may
 * change what is shown (that update then asks for a frame). Without them
 * the screen holds still until the next input. */
void pg_app_request_redraw(pg_app *app);
void pg_app_request_redraw_at(pg_app *app, double when);
void pg_app_wake_at(pg_app *app, double when);

/* Points to pixels at the current UI scale (at least 1 for points > 0). */
int pg_app_px(const pg_app *app, float points);
/* Feeds one SDL event to the app (window, keys, mouse -> scenes). */
void pg_app_handle_sdl_event(pg_app *app, const SDL_Event *event);
/* Feeds one normalised input event to the top scene (tests use it). */
void pg_app_input(pg_app *app, const pg_input_event *event);
/* update(dt) + deferred scene changes + draw; no present. */
void pg_app_step(pg_app *app, double dt);
/* update(dt) + deferred scene changes, without drawing (tests that only
 * need time to pass). */
void pg_app_update(pg_app *app, double dt);
/* Reads the output size again, recomputes scale and layout, drops the
 * size-dependent caches. Called on resize and when going fullscreen. */
void pg_app_relayout(pg_app *app);
/* Switches fullscreen (desktop mode) and remembers it in the settings. */
void pg_app_set_fullscreen(pg_app *app, bool fullscreen);
/* Writes the settings if they changed; false (message on stderr) on error. */
bool pg_app_save_settings(pg_app *app);

/* The path of a data file: "<data dir>/<relative>". */
void pg_app_data_path(const pg_app *app, const char *relative, char *out, size_t out_size);

#endif
