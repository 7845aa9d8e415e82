/*
 * pg_scenes.h: the app's own scenes (app-internal): title, setup, game,
 * pause, rules help, results and settings, and the calls that open them.
 * Each scene lives in its own pg_scene_<name>.c as a const pg_scene_type.
 */
#ifndef PG_SCENES_H
#define PG_SCENES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pg_app_context.h"
#include "pg_view.h"

extern const pg_scene_type pg_title_scene;
extern const pg_scene_type pg_setup_scene;
extern const pg_scene_type pg_game_scene;
extern const pg_scene_type pg_pause_scene;
extern const pg_scene_type pg_help_scene;
extern const pg_scene_type pg_results_scene;
extern const pg_scene_type pg_settings_scene;
extern const pg_scene_type pg_confirm_scene;
extern const pg_scene_type pg_saves_scene;

/* Back to the title menu (every other scene closes; a game is saved). */
void pg_open_title(pg_app *app);
/* Pushes the setup screen of a game. */
void pg_open_setup(pg_app *app, const pg_view *view);
/* Replaces every scene with the game, taking ownership of match. seats
 * has one kind per seat (pg_play.h). False with a message on error. */
bool pg_open_game(pg_app *app, pg_match *match, const int *seat_kinds, bool from_save, char *err,
		  size_t err_size);
/* Builds a match from launch-style text and opens it: seats NULL for the
 * remembered setup (else one person against Normal AIs), options and
 * after may be NULL. Returns 0, or 2 with a message for bad input. */
int pg_open_game_text(pg_app *app, const char *game_id, const char *seats, const char *options,
		      bool has_seed, uint64_t seed, const char *after, char *err, size_t err_size);
/* Like pg_open_game for a new game whose player has agreed that it takes
 * the place of the game's resumable save (pg_saves.h). pg_open_game itself
 * asks first when that save exists. */
bool pg_open_game_replacing(pg_app *app, pg_match *match, const int *seat_kinds, char *err,
			    size_t err_size);
/* Resumes the saved game at path (a file in saves/); false with the reason
 * in app->notice. The game saves back to that file. */
bool pg_open_saved_game(pg_app *app, const char *path);
/* The saved games, newest first, each with Load (from the title's "All
 * saved games" and the pause menu's "Load..."). */
void pg_open_saves(pg_app *app);

/* A question with up to three answers over the current scene. Esc gives
 * answer escape_answer. Strings are copied; context is the asker's, not
 * owned (usually the scene beneath). */
enum { PG_CONFIRM_ANSWERS = 3 };
typedef void (*pg_confirm_action)(pg_app *app, void *context);
typedef struct pg_confirm {
	const char *title;
	const char *body;
	const char *labels[PG_CONFIRM_ANSWERS]; /* the first is the primary; NULL ends */
	pg_confirm_action actions[PG_CONFIRM_ANSWERS];
	int escape_answer;
	void *context;
} pg_confirm;
void pg_open_confirm(pg_app *app, const pg_confirm *question);
/* For tests: the title's saved-game rows ("Totem Pole: 2 players: ...
 * · move 45 · today, 20:15"), newest first; false past the last. */
bool pg_title_save_row(pg_app *app, int index, char *out, size_t size);
/* For tests: the open question's text (NULL if none is open) and where
 * its answer buttons are. */
const char *pg_confirm_body(pg_app *app);
bool pg_confirm_button(pg_app *app, int which, SDL_Rect *rect);
void pg_open_pause(pg_app *app);
void pg_open_help(pg_app *app, const char *game_id);
void pg_open_results(pg_app *app);
void pg_open_settings(pg_app *app);

/* For tests: of the open rules help's body text, the runs laid out in the
 * bold font and those showing a '*' (markup that leaked through). */
void pg_help_count_runs(pg_app *app, int *bold_runs, int *starred_runs);
/* For tests: the sentence the open rules help shows instead of the rules
 * when its file cannot be shown (missing, a folder, unreadable, empty), or
 * NULL when it shows the rules. */
const char *pg_help_problem(pg_app *app);
/* For tests: whether the open rules help's text contains text (after its
 * markup is removed). */
bool pg_help_shows(pg_app *app, const char *text);

/* The game scene's pieces the pause and results scenes use. */
pg_play *pg_game_scene_play(pg_app *app);
/* What the log and banner show now: they trail the match while the view
 * animates a move (tests read these). */
int pg_game_scene_log_shown(pg_app *app);
const char *pg_game_scene_banner(pg_app *app);
/* The status line's hint as last drawn ("" when none), or NULL. */
const char *pg_game_scene_hint(pg_app *app);
/* For tests: the banner's pill as last drawn, and the top bar's buttons
 * that are shown (at most cap of them); returns how many buttons. */
int pg_game_scene_bar_rects(pg_app *app, SDL_Rect *banner, SDL_Rect *buttons, int cap);
/* Saves (unless the game is over) and goes back to the title; false with
 * a toast when the save failed, and the game stays open. */
bool pg_game_save_and_quit(pg_app *app);
/* Writes the game to a new named save and goes on in it; false with a
 * toast when it could not. */
bool pg_game_save_as(pg_app *app);
/* The file the open game saves to ("" when none is open). */
const char *pg_game_save_path(pg_app *app);
/* Saves the game in progress, if any, when the app closes. */
void pg_game_autosave(pg_app *app);

/* Layout helpers shared by the scenes. */
typedef struct pg_column {
	int x, y, width; /* where the next row goes */
	int gap;
} pg_column;

SDL_Rect pg_column_row(pg_column *column, int height);

/* A framed card in the middle of the window, width and height in points
 * (shrunk to fit); used by the overlays. */
SDL_Rect pg_centered_panel(const pg_app *app, float width_points, float height_points);

/* Text sizes in points, scaled with pg_app_px. */
enum {
	PG_SIZE_SMALL = 14,
	PG_SIZE_BODY = 17,
	PG_SIZE_LABEL = 19,
	PG_SIZE_HEADING = 26,
	PG_SIZE_TITLE = 44,
};

#endif
