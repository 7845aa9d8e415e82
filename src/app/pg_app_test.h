/*
 * pg_app_test.h: support for headless tests of the app and of game scenes
 * (tests/test_app_*.c, tests/test_scene_*.c). Run with SDL_VIDEODRIVER=dummy
 * and SDL_AUDIODRIVER=dummy (ctest sets both).
 *
 * A typical scene test:
 *
 *     pg_app *app = pg_test_app_create(1280, 800);
 *     assert_true(pg_test_open_game(app, "totem-pole", "human,human", NULL, 7, NULL));
 *     pg_test_settle(app);                       // rolls, animations done
 *     int x0, y0, x1, y1;  ... from the view's own layout helpers ...
 *     pg_test_drag(app, x0, y0, x1, y1);
 *     pg_test_settle(app);
 *     assert_int_equal(pg_test_submitted_count(app), 1);
 *     assert_int_equal(pg_test_last_submitted(app), expected_move);
 *     pg_test_app_destroy(app);
 *
 * Coordinates are renderer pixels; headless there is one pixel per point.
 */
#ifndef PG_APP_TEST_H
#define PG_APP_TEST_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "pg_app_context.h"
#include "pg_view.h"

/* A headless app (software renderer on a surface, no audio device) at
 * width x height with the data dir from POTLATCH_GAMES_DATA_DIR and a pref
 * dir of its own under the system temp folder (so tests never touch a
 * player's settings). Opens on the title scene. The window's backdrop is
 * the plain gradient (app->plain_backdrop; set it false to draw the art).
 * NULL with a message on stderr on failure. */
pg_app *pg_test_app_create(int width, int height);
/* The same with an explicit pref dir (must exist, trailing slash added). */
pg_app *pg_test_app_create_in(int width, int height, const char *pref_dir);
void pg_test_app_destroy(pg_app *app);

/* Replaces every scene with the game scene of game_id, like the setup
 * screen's Start: seats "human,normal" (NULL: one person then Normal AIs),
 * options "K=V" or NULL, the seed, and moves in the game's notation applied
 * first (NULL for none). False with a message on stderr on error. */
bool pg_test_open_game(pg_app *app, const char *game_id, const char *seats,
		       const char *options, uint64_t seed, const char *after);
/* The session and the view's data of the open game scene, or NULL. */
pg_play *pg_test_play(pg_app *app);
void *pg_test_view_data(pg_app *app);
/* The kit board and die of the open game's view (pg_view's board() and
 * die()), or NULL when the view is not built on them. */
struct pg_board *pg_test_board(pg_app *app);
struct pg_die *pg_test_die(pg_app *app);
/* The state the view draws now (pg_view's shown()), or NULL. */
const void *pg_test_shown(pg_app *app);
/* The board area the view was given in its last layout. */
SDL_Rect pg_test_view_area(pg_app *app);

/* Gives the headless app a new target of width x height, as a resized
 * window would, and lays every scene out again. False if out of memory. */
bool pg_test_resize(pg_app *app, int width, int height);

/* One frame: update by dt seconds, scene changes, draw. */
void pg_test_frame(pg_app *app, double dt);
/* Lets time pass (updates of 1/30 s, not drawn) until nothing is pending:
 * no animation, no queued move, no chance move waiting, no AI thinking (AI
 * seats play on), no results due; so a person is to move or the game is
 * over (with the results open). A person's roll, which would wait for
 * them, is rolled as if they clicked the die. At most 2000 steps; then
 * draws one frame. */
void pg_test_settle(pg_app *app);

/* Synthetic mouse input (renderer pixels), through the same normaliser as
 * real SDL events. */
void pg_test_mouse_down(pg_app *app, int x, int y);
void pg_test_mouse_move(pg_app *app, int x, int y);
void pg_test_mouse_up(pg_app *app, int x, int y);
void pg_test_click(pg_app *app, int x, int y);
/* Press at (x0,y0), move in a few steps to (x1,y1), release, with a frame
 * between steps. */
void pg_test_drag(pg_app *app, int x0, int y0, int x1, int y1);
void pg_test_key(pg_app *app, SDL_Keycode key, Uint16 mod);

/* Moves people submitted through pg_play_submit since the game opened. */
int pg_test_submitted_count(pg_app *app);
/* The last one, or PG_NO_MOVE. */
pg_move pg_test_last_submitted(pg_app *app);
/* Toasts shown so far, and the last one's text ("" if none). */
int pg_test_toast_count(pg_app *app);
const char *pg_test_last_toast(pg_app *app);

/* The surface the headless renderer draws into. */
SDL_Surface *pg_test_surface(pg_app *app);
/* Name of the top scene ("title", "setup", "game", ...). */
const char *pg_test_top_scene(pg_app *app);

#endif
