/*
 * pg_history_scenes.h: the scenes of issue 14's statistics and replays
 * (app-internal): the statistics screen, Past games and the replay, the
 * calls that open them, and what tests read of them. The files behind
 * them are pg_history.h's.
 */
#ifndef PG_HISTORY_SCENES_H
#define PG_HISTORY_SCENES_H

#include <stdbool.h>
#include <stddef.h>

#include "pg_app_context.h"
#include "pg_match.h"
#include "pg_view.h"

extern const pg_scene_type pg_stats_scene;
extern const pg_scene_type pg_history_scene;
extern const pg_scene_type pg_replay_scene;

/* The statistics screen (pg_scene_stats.c). */
void pg_open_stats(pg_app *app);
/* Past games, newest first, each with Watch (pg_scene_history.c). */
void pg_open_history(pg_app *app);
/* Pushes the replay of a finished game, taking ownership of match (also
 * on failure); its seats line says who sat where. False with the reason
 * in err (not over, seats that do not fit, a game without a screen). */
bool pg_open_replay(pg_app *app, pg_match *match, char *err, size_t err_size);
/* The same for a save file (a past game). */
bool pg_open_replay_file(pg_app *app, const char *path, char *err, size_t err_size);

/* The replay's controls, in the order of its buttons. */
enum pg_replay_control {
	PG_REPLAY_START,
	PG_REPLAY_BACK,
	PG_REPLAY_PLAY,
	PG_REPLAY_FORWARD,
	PG_REPLAY_END,
	PG_REPLAY_SPEED,
	PG_REPLAY_CLOSE,
	PG_REPLAY_CONTROLS
};

/* For tests: the open replay's session (its match is cut to the move
 * shown), the moves shown, whether it plays by itself, and where a
 * control's button is. */
struct pg_play *pg_replay_play(pg_app *app);
int pg_replay_ply(pg_app *app);
bool pg_replay_autoplay(pg_app *app);
bool pg_replay_button(pg_app *app, int which, SDL_Rect *rect);
/* Line index of the open replay's log: its text, the highlight it has when
 * current, where its text starts (x, y) and wraps (w), and the log's
 * scrolled view. False when there is no such line. */
bool pg_replay_log_line(pg_app *app, int index, const char **text, SDL_Rect *mark,
			SDL_Rect *text_at, SDL_Rect *view);
/* For tests: the games Past games lists (-1 when it is not open) and
 * where a row's Watch button is. */
int pg_history_scene_count(pg_app *app);
bool pg_history_scene_watch(pg_app *app, int row, SDL_Rect *rect);
/* For tests: the statistics screen's message about the file ("" when
 * none, NULL when it is not open) and how many games have rows. */
const char *pg_stats_scene_message(pg_app *app);
int pg_stats_scene_games(pg_app *app);
/* For tests: the text of a cell of the statistics screen: game's row-th
 * row (in file order), column 0 the opponents, then Played, Won, Lost,
 * Drawn, Best, Average, Streak, Best streak, With hints. */
bool pg_stats_scene_cell(pg_app *app, const char *game, int row, int column, char *out,
			 size_t size);
/* For tests: the results screen's "Watch again" button. */
bool pg_results_watch_button(pg_app *app, SDL_Rect *rect);
/* For tests: the pause menu's "Restart game" button (pg_scene_pause.c),
 * which gives up the game in progress (pg_history.h). */
bool pg_pause_restart_button(pg_app *app, SDL_Rect *rect);

#endif
