/*
 * test_scene_kloone.c: the Potlatch Kloone table, headless.
 *
 * Drives the real app (software renderer, dummy video) with synthetic
 * mouse and key input, the way a person plays: the pawn dragged to a
 * neighbouring hex (or a blank space) makes exactly that move; the chip at
 * the pawn's feet dragged to a neighbour makes exactly that chip move, also
 * while a pawn run is going on (the chip the run adds is the one that
 * moves); a drag onto the other pawn is refused with the rules' reason;
 * the click alternatives and the direction keys work; undo shows the old
 * position again; and the table draws
 * real art, without re-rendering it every frame, in several positions at
 * 1280x800 and 960x600.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "kloone/kloone_board.h"
#include "kloone/kloone_rules.h"
#include "kloone/kloone_scene.h"
#include "pg_app_test.h"
#include "pg_board.h"
#include "pg_i18n.h"
#include "pg_play.h"
#include "pg_match.h"

/* Red starts; both seats are people, so every move here is a person's. */
static const char *const red_first = "first:0";
/* Red's run ends on a new tile at (-1,1) (one chip added there), Blue
 * plays two pawn steps, and Red is to move standing on that chip. */
static const char *const red_on_chip = "first:0;p0,0;p-1,1;p2,-1;p2,0";
/* Red has taken one step to (0,0), next to Blue's pawn at (1,0). */
static const char *const red_next_to_blue = "first:0;p0,0";
/* A game that ends: Blue wins because Red cannot finish a turn. */
static const char *const finished =
    "first:0;p-2,1;p-2,2;p1,1;c1,0;c-2,3;p-2,3;p1,2;c2,2;c-2,2;c-2,2;p1,1;c1,2";

static pg_app *open_game(int width, int height, const char *options, const char *after)
{
	pg_app *app = pg_test_app_create(width, height);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "kloone", "human,human", options, 5, after));
	pg_test_settle(app);
	return app;
}

static void *view_of(pg_app *app)
{
	void *view = pg_test_view_data(app);
	assert_non_null(view);
	return view;
}

static const pg_match *match_of(pg_app *app)
{
	return pg_play_match(pg_test_play(app));
}

static const kloone_state *state_of(pg_app *app)
{
	return pg_play_state(pg_test_play(app));
}

static pg_move last_played(pg_app *app)
{
	const pg_match *m = match_of(app);
	return m->history_count ? m->history[m->history_count - 1] : PG_NO_MOVE;
}

/* The tiles the board shows now (trailing the rules while a move animates). */
static int tiles_shown(pg_app *app)
{
	return kloone_tile_count(pg_test_shown(app));
}

/* The point at (fx, fy) of rect r, across and down; false for an empty
 * rect (not laid out). */
static bool rect_point(SDL_Rect r, float fx, float fy, int *x, int *y)
{
	*x = r.x + (int)((float)r.w * fx);
	*y = r.y + (int)((float)r.h * fy);
	return r.w > 0 && r.h > 0;
}

/* Where to point at hex (q, r): the middle of its zone, the top of its
 * stack. */
static bool hex_point(pg_app *app, int q, int r, int *x, int *y)
{
	int cell = kloone_cell(q, r);
	return cell >= 0 &&
	       rect_point(pg_board_zone_rect(pg_test_board(app), cell), 0.5f, 0.5f, x, y);
}

/* The middle of the pawn of the player to move. */
static bool pawn_point(pg_app *app, int *x, int *y)
{
	return rect_point(pg_board_piece_rect(pg_test_board(app), KLOONE_PIECE_PAWN), 0.5f,
	                  0.5f, x, y);
}

/* A point on the chip under the pawn of the player to move, left of the
 * pawn (the chip's rect holds the pawn's foot too). */
static bool chip_point(pg_app *app, int *x, int *y)
{
	return rect_point(pg_board_piece_rect(pg_test_board(app), KLOONE_PIECE_CHIP), 0.125f,
	                  0.5f, x, y);
}

/* The hex point (top of the stack) where seat's pawn stands: its foot. */
static void foot_of(pg_app *app, int seat, int *x, int *y)
{
	const kloone_state *s = state_of(app);
	int t = kloone_pawn_tile(s, seat);
	assert_true(hex_point(app, kloone_tile_q(s, t), kloone_tile_r(s, t), x, y));
}

/* Takes a piece at (x0, y0) whose anchor (pawn's foot, chip's top) is at
 * (ax, ay) and drags it so that the anchor lands on hex (q, r), the way a
 * person puts a piece down where they see it. */
static void drag_piece(pg_app *app, int x0, int y0, int ax, int ay, int q, int r)
{
	int x1, y1;
	assert_true(hex_point(app, q, r, &x1, &y1));
	pg_test_drag(app, x0, y0, x1 + (x0 - ax), y1 + (y0 - ay));
	pg_test_settle(app);
}

static void drag_pawn_to(pg_app *app, int seat, int q, int r)
{
	int x0, y0, ax, ay;
	assert_true(pawn_point(app, &x0, &y0));
	foot_of(app, seat, &ax, &ay);
	drag_piece(app, x0, y0, ax, ay, q, r);
}

static void drag_chip_to(pg_app *app, int q, int r)
{
	int x0, y0, ax, ay;
	assert_true(chip_point(app, &x0, &y0));
	foot_of(app, kloone_to_move(state_of(app)), &ax, &ay);
	drag_piece(app, x0, y0, ax, ay, q, r);
}

static void pawn_drag_makes_that_move(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_first);
	int before = match_of(app)->history_count;
	drag_pawn_to(app, 0, 0, 0);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app), kloone_move_pawn(0, 0));
	assert_int_equal(match_of(app)->history_count, before + 1);
	assert_int_equal(last_played(app), kloone_move_pawn(0, 0));
	const kloone_state *s = state_of(app);
	assert_int_equal(kloone_tile_q(s, kloone_pawn_tile(s, 0)), 0);
	assert_int_equal(kloone_tile_r(s, kloone_pawn_tile(s, 0)), 0);
	pg_test_app_destroy(app);
}

static void pawn_drag_to_blank_lays_a_tile(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_first);
	assert_int_equal(tiles_shown(app), 3);
	drag_pawn_to(app, 0, -1, -1);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(last_played(app), kloone_move_pawn(-1, -1));
	assert_int_equal(kloone_tile_count(state_of(app)), 4);
	assert_int_equal(tiles_shown(app), 4);
	pg_test_app_destroy(app);
}

static void chip_drag_makes_that_move(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_on_chip);
	const kloone_state *s = state_of(app);
	assert_int_equal(kloone_stack_height(s, kloone_pawn_tile(s, 0)), 1);
	drag_chip_to(app, -1, 0);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app), kloone_move_chip(-1, 0));
	assert_int_equal(last_played(app), kloone_move_chip(-1, 0));
	s = state_of(app);
	assert_int_equal(kloone_stack_height(s, kloone_tile_at(s, -1, 0)), 1);
	assert_int_equal(kloone_stack_height(s, kloone_tile_at(s, -1, 1)), 0);
	/* The pawn stayed where it was. */
	assert_int_equal(kloone_pawn_tile(s, 0), kloone_tile_at(s, -1, 1));
	pg_test_app_destroy(app);
}

/* During a run the pawn's hex has no chip yet, but the chip the run will
 * add can be moved (it is added first): dragging it makes the chip move. */
static void chip_drag_during_a_run(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_next_to_blue);
	assert_true(kloone_run_in_progress(state_of(app)));
	drag_chip_to(app, 0, -1);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(last_played(app), kloone_move_chip(0, -1));
	const kloone_state *s = state_of(app);
	assert_int_equal(kloone_stack_height(s, kloone_tile_at(s, 0, -1)), 1);
	pg_test_app_destroy(app);
}

static void pawn_drag_onto_other_pawn_is_refused(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_next_to_blue);
	int before = match_of(app)->history_count;
	int toasts = pg_test_toast_count(app);
	drag_pawn_to(app, 0, 1, 0);
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_int_equal(match_of(app)->history_count, before);
	assert_int_equal(pg_test_toast_count(app), toasts + 1);
	assert_non_null(
	    strstr(pg_test_last_toast(app), kloone_block_text(KLOONE_BLOCK_OTHER_PAWN)));
	/* The pawn is still where it stood, and can still be dragged. */
	const kloone_state *s = state_of(app);
	assert_int_equal(kloone_pawn_tile(s, 0), kloone_tile_at(s, 0, 0));
	drag_pawn_to(app, 0, 0, 1);
	assert_int_equal(last_played(app), kloone_move_pawn(0, 1));
	pg_test_app_destroy(app);
}

/* A pawn dragged two hexes away (not a neighbour) is refused too. */
static void pawn_drag_too_far_is_refused(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_first);
	drag_pawn_to(app, 0, 1, -1);
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_int_equal(match_of(app)->history_count, 1);
	pg_test_app_destroy(app);
}

static void click_pawn_then_hex(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_first);
	int x, y;
	assert_true(pawn_point(app, &x, &y));
	pg_test_click(app, x, y);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_true(hex_point(app, -1, 1, &x, &y));
	pg_test_click(app, x, y);
	pg_test_settle(app);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(last_played(app), kloone_move_pawn(-1, 1));
	pg_test_app_destroy(app);
}

static void click_chip_then_hex(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_on_chip);
	int x, y;
	assert_true(chip_point(app, &x, &y));
	pg_test_click(app, x, y);
	pg_test_frame(app, 0.016);
	assert_true(hex_point(app, 0, 1, &x, &y));
	pg_test_click(app, x, y);
	pg_test_settle(app);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(last_played(app), kloone_move_chip(0, 1));
	pg_test_app_destroy(app);
}

/* D steps right, C then W sends the chip up-left. */
static void direction_keys(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_first);
	pg_test_key(app, SDLK_d, 0);
	pg_test_settle(app);
	assert_int_equal(last_played(app), kloone_move_pawn(0, 0));
	pg_test_key(app, SDLK_c, 0);
	pg_test_key(app, SDLK_w, 0);
	pg_test_settle(app);
	assert_int_equal(last_played(app), kloone_move_chip(0, -1));
	pg_test_app_destroy(app);
}

/* The pixel at (x, y) of the headless surface. */
static SDL_Color pixel_at(pg_app *app, int x, int y)
{
	SDL_Surface *s = pg_test_surface(app);
	Uint32 p = 0;
	SDL_LockSurface(s);
	const Uint8 *row = (const Uint8 *)s->pixels + y * s->pitch;
	memcpy(&p, row + x * s->format->BytesPerPixel, s->format->BytesPerPixel);
	SDL_UnlockSurface(s);
	SDL_Color c = {0, 0, 0, 255};
	SDL_GetRGB(p, s->format, &c.r, &c.g, &c.b);
	return c;
}

static void check_draws(int width, int height, const char *options, const char *after)
{
	pg_app *app = open_game(width, height, options, after);
	pg_test_frame(app, 0.016);
	/* The art is there: a bare tile's face is light wood, not the table. */
	const kloone_state *s = state_of(app);
	int bare = -1;
	for (int t = 0; t < kloone_tile_count(s) && bare < 0; t++)
		if (kloone_stack_height(s, t) == 0 && kloone_pawn_tile(s, 0) != t &&
		    kloone_pawn_tile(s, 1) != t)
			bare = t;
	if (bare >= 0) {
		int x, y;
		assert_true(
		    hex_point(app, kloone_tile_q(s, bare), kloone_tile_r(s, bare), &x, &y));
		SDL_Rect area = pg_test_view_area(app);
		assert_true(x > area.x && x < area.x + area.w && y > area.y &&
		            y < area.y + area.h);
		SDL_Color c = pixel_at(app, x, y + 4);
		assert_true(c.r > 150 && c.r > c.g && c.g > c.b);
	}
	/* Drawing again renders no SVG again. */
	long renders = pg_assets_render_count(app->assets);
	for (int i = 0; i < 5; i++)
		pg_test_frame(app, 0.016);
	assert_int_equal(pg_assets_render_count(app->assets), renders);
	/* A drag in progress and a hover draw too: pressed on a pawn's foot,
	 * which stands in its box also when the game is over. */
	int x0, y0, x1, y1;
	foot_of(app, kloone_to_move(s) >= 0 ? kloone_to_move(s) : 0, &x0, &y0);
	pg_test_mouse_move(app, x0, y0);
	pg_test_frame(app, 0.016);
	pg_test_mouse_down(app, x0, y0);
	hex_point(app, 0, 0, &x1, &y1);
	pg_test_mouse_move(app, (x0 + x1) / 2, (y0 + y1) / 2);
	pg_test_frame(app, 0.016);
	pg_test_mouse_move(app, x0, y0);
	pg_test_mouse_up(app, x0, y0);
	pg_test_settle(app);
	assert_string_equal(pg_test_top_scene(app), "game");
	assert_false(pg_assets_failed(app->assets, "kloone/tile_light.svg"));
	assert_false(pg_assets_failed(app->assets, "kloone/chip_neutral.svg"));
	assert_false(pg_assets_failed(app->assets, "kloone/pawn_red.svg"));
	pg_test_app_destroy(app);
}

static void draws_in_several_positions(void **unused)
{
	(void)unused;
	static const int sizes[2][2] = {{1280, 800}, {960, 600}};
	for (int i = 0; i < 2; i++) {
		int w = sizes[i][0], h = sizes[i][1];
		check_draws(w, h, NULL, red_first);
		check_draws(w, h, NULL, red_next_to_blue);
		check_draws(w, h, NULL, red_on_chip);
		check_draws(w, h, "actions=3", "first:1;p2,0;p2,-1;c3,-2");
		check_draws(w, h, "layout=ring", "first:1");
		check_draws(w, h, NULL, finished);
	}
}

/* A move animates (the app waits for it), and fast-forward ends it with
 * the board showing the real state. */
static void moves_animate_and_fast_forward(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_first);
	const pg_view *view = pg_view_find("kloone");
	assert_non_null(view);
	int x0, y0, x1, y1;
	assert_true(pawn_point(app, &x0, &y0));
	assert_true(hex_point(app, -1, -1, &x1, &y1));
	pg_test_drag(app, x0, y0, x1, y1);
	pg_test_frame(app, 0.016);
	pg_test_frame(app, 0.016);
	assert_true(view->is_animating(view_of(app)));
	view->finish_animations(view_of(app));
	assert_false(view->is_animating(view_of(app)));
	assert_int_equal(tiles_shown(app), 4);
	pg_test_app_destroy(app);
}

/* Undo (Ctrl+Z) takes the move back and the board shows the old position:
 * the tile laid goes away and the pawn stands where it stood. */
static void undo_shows_the_position_again(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_first);
	drag_pawn_to(app, 0, -1, -1);
	assert_int_equal(tiles_shown(app), 4);
	pg_test_key(app, SDLK_z, KMOD_LCTRL);
	pg_test_settle(app);
	assert_int_equal(match_of(app)->history_count, 1);
	assert_int_equal(tiles_shown(app), 3);
	int x, y, hx, hy;
	assert_true(pawn_point(app, &x, &y));
	assert_true(hex_point(app, -1, 0, &hx, &hy));
	assert_true(x > hx - 20 && x < hx + 20 && y < hy);
	pg_test_app_destroy(app);
}

/* The draw for who starts is no one's roll: between two people it still
 * happens by itself after the short pause, with no click. */
static void first_player_draw_needs_no_one(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "kloone", "human,human", NULL, 5, NULL));
	pg_test_frame(app, 0.001);
	pg_play *play = pg_test_play(app);
	assert_true(pg_play_chance_pending(play));
	assert_int_equal(pg_play_chance_seat(play), -1);
	assert_false(pg_play_person_rolls(play));
	for (int i = 0; i < 20 && pg_play_match(play)->history_count == 0; i++)
		pg_app_update(app, 0.1);
	assert_int_equal(pg_play_match(play)->history_count, 1);
	pg_test_app_destroy(app);
}

/* ---- the keyboard alone ------------------------------------------------------ */

/* Tab picks the pawn and its first target in reading order (the blank
 * space up-left of it); Right moves to the next (up-right) and Enter
 * plays it. */
static void tab_arrow_enter_plays_the_pawn(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_first);
	pg_board *board = pg_test_board(app);
	assert_non_null(board);
	pg_test_key(app, SDLK_TAB, 0);
	assert_int_equal(pg_board_active(board), KLOONE_PIECE_PAWN);
	assert_int_equal(pg_board_zone_glow(board, kloone_cell(-1, -1)), 2);
	pg_test_key(app, SDLK_RIGHT, 0);
	assert_int_equal(pg_board_zone_glow(board, kloone_cell(0, -1)), 2);
	assert_int_equal(pg_board_zone_glow(board, kloone_cell(-1, -1)), 1);
	pg_test_key(app, SDLK_RETURN, 0);
	pg_test_settle(app);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(last_played(app), kloone_move_pawn(0, -1));
	pg_test_app_destroy(app);
}

/* C with no chip under the pawn (and no run to add one) says why at once
 * and picks nothing. */
static void chip_key_without_a_chip_says_why(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_first);
	int toasts = pg_test_toast_count(app);
	pg_test_key(app, SDLK_c, 0);
	assert_int_equal(pg_test_toast_count(app), toasts + 1);
	assert_non_null(
	    strstr(pg_test_last_toast(app), kloone_block_text(KLOONE_BLOCK_NO_CHIP)));
	assert_int_equal(pg_board_active(pg_test_board(app)), -1);
	pg_test_app_destroy(app);
}

/* A whole game between two people by keys alone: Tab (once or twice, so
 * the chip moves too) picks a piece and its first target, the arrows walk
 * the targets, Enter plays. Every move of both seats is a key's. */
static void whole_game_by_keyboard(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "kloone", "human,human", NULL, 5, NULL));
	pg_play *play = pg_test_play(app);
	int presses = 0, turn = 0;
	while (!pg_match_is_terminal(match_of(app)) && presses < 6000) {
		if (pg_play_input_seat(play) >= 0) {
			turn++;
			int tabs = 1 + (turn % 3 == 0), rights = turn % 4;
			for (int i = 0; i < tabs; i++)
				pg_test_key(app, SDLK_TAB, 0);
			for (int i = 0; i < rights; i++)
				pg_test_key(app, SDLK_RIGHT, 0);
			presses += tabs + rights;
		}
		pg_test_key(app, SDLK_RETURN, 0);
		presses++;
		pg_test_settle(app);
	}
	assert_true(pg_match_is_terminal(match_of(app)));
	int people = 0, chips = 0;
	for (int i = 0; i < match_of(app)->history_count; i++) {
		pg_move m = match_of(app)->history[i];
		people += kloone_move_is_pawn(m) || kloone_move_is_chip(m);
		chips += kloone_move_is_chip(m);
	}
	assert_true(people > 10);
	assert_true(chips > 0);
	assert_int_equal(pg_test_submitted_count(app), people);
	pg_test_app_destroy(app);
}

/* ---- the move log ------------------------------------------------------------------ */

static const char *last_log(pg_app *app)
{
	pg_play *play = pg_test_play(app);
	assert_true(play->log_count > 0);
	return pg_play_log_text(play, play->log_count - 1);
}

/* The log names a hex by where it lies from the pawn and by what the board
 * shows there (a new tile, the bare tile, the number on a stack), never by
 * coordinates (docs/rules/kloone.md, "The move log"). */
static void log_names_hexes_as_the_board_shows_them(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, red_first);
	drag_pawn_to(app, 0, -1, -1);
	assert_string_equal(
	    last_log(app),
	    "Red lays a new tile to the upper left of the pawn and steps onto it.");
	pg_test_app_destroy(app);

	app = open_game(1280, 800, NULL, red_first);
	drag_pawn_to(app, 0, 0, 0);
	assert_string_equal(last_log(app),
	                    "Red's pawn steps onto the bare tile to the right of it.");
	pg_test_app_destroy(app);

	app = open_game(1280, 800, NULL, red_on_chip);
	drag_chip_to(app, -1, 0);
	assert_string_equal(last_log(app),
	                    "Red moves the chip at the pawn's feet onto the bare "
	                    "tile to the upper left of it.");
	/* Red stands on the bare tile at (-1,1) with its chip moved up-left:
	 * the step up onto a 1-high stack is a climb. */
	drag_pawn_to(app, 0, -1, 0);
	assert_string_equal(last_log(app),
	                    "Red's pawn climbs onto the 1-high stack to the upper left of it.");
	for (int i = 0; i < pg_test_play(app)->log_count; i++)
		assert_null(strchr(pg_play_log_text(pg_test_play(app), i), ','));
	pg_test_app_destroy(app);
}

/* The move that ends the game says why it ended. */
static void log_says_why_the_game_ended(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, NULL, finished);
	assert_true(pg_match_is_terminal(match_of(app)));
	assert_non_null(strstr(last_log(app), " Blue wins: Red could not finish a turn."));
	pg_test_app_destroy(app);
}

/* ---- the column's text --------------------------------------------------------------- */

/* Red has made a stack (at (1,0)) and is to move, its pawn at (0,1). */
static const char *const red_has_a_stack =
    "first:0;p0,0;p0,1;p1,-1;c2,-2;p-1,2;p0,2;p0,0;c1,-1;p0,1;c-1,2;p-1,0;c-1,1;c0,2;"
    "p0,0;p-1,1;p0,1;p1,-1;p1,0;p-1,2;p0,2;p0,1;c1,0;c-1,2;p-1,2;p0,0;p1,0;p0,2;c0,1;"
    "p0,1;c0,0;p-1,2;c-1,1";

/* Positions the column is drawn in, between two people unless seats
 * says otherwise: the draw for who starts (no moves, drawn before the
 * draw), the same against the Normal AI (a seat's longest label), Red to
 * move, a pawn run going on, Red with a stack made, Red winning when a
 * turn changed no stack (the longest end) and Blue winning when Red is
 * stuck. */
typedef struct column_case {
	const char *name, *seats, *options, *after, *last;
} column_case;

static const column_case column_cases[] = {
    {"drawing who starts", NULL, NULL, NULL, NULL},
    {"against the AI", "human,normal", NULL, NULL, NULL},
    {"Red to move", NULL, NULL, red_first, NULL},
    {"a pawn run", NULL, "actions=3", "first:1;p2,0;p2,-1", NULL},
    {"a stack made", NULL, NULL, red_has_a_stack, NULL},
    {"no stack changed", NULL, NULL, red_has_a_stack, "p0,0;p1,0"},
    {"Red stuck", NULL, NULL, finished, NULL},
};

/* The game of case c drawn at width x height, in the pseudo-locale or
 * not; the text module's notes of cut labels are of this frame. */
static pg_app *draw_column_case(int width, int height, const column_case *c, bool pseudo)
{
	pg_i18n_set_pseudo(pseudo);
	pg_app *app = pg_test_app_create(width, height);
	assert_non_null(app);
	char after[512];
	snprintf(after, sizeof after, "%s%s%s", c->after ? c->after : "", c->last ? ";" : "",
	         c->last ? c->last : "");
	assert_true(pg_test_open_game(app, "kloone", c->seats ? c->seats : "human,human",
	                              c->options, 5, c->after ? after : NULL));
	if (c->after)
		pg_test_settle(app);
	pg_text_clips_clear(app->text);
	pg_test_frame(app, 0.001);
	return app;
}

static bool same_pixel(SDL_Surface *a, SDL_Surface *b, int x, int y)
{
	int bytes = a->format->BytesPerPixel;
	return memcmp((const Uint8 *)a->pixels + y * a->pitch + x * bytes,
	              (const Uint8 *)b->pixels + y * b->pitch + x * bytes, (size_t)bytes) == 0;
}

/* Every pixel beside the board that the pseudo-locale changes (text, a
 * third longer and in brackets) lies inside a panel of the column, and none on a
 * player's count of chips in hand, which no language changes: a title
 * ran past the turn panel's right edge, "in hand" came down over the
 * count. */
static void column_text_stays_in_its_panel_and_off_the_counts(void **unused)
{
	(void)unused;
	static const int sizes[2][2] = {{960, 600}, {1280, 800}};
	int outside = 0, on_counts = 0;
	for (int i = 0; i < 2; i++)
		for (size_t k = 0; k < sizeof column_cases / sizeof *column_cases; k++) {
			const column_case *c = &column_cases[k];
			pg_app *app = draw_column_case(sizes[i][0], sizes[i][1], c, false);
			SDL_Surface *a = SDL_DuplicateSurface(pg_test_surface(app));
			assert_non_null(a);
			pg_test_app_destroy(app);
			app = draw_column_case(sizes[i][0], sizes[i][1], c, true);
			const kl_view *v = view_of(app);
			const kl_panel *panels[4] = {&v->turn_panel, &v->player_panels[0],
			                             &v->player_panels[1], &v->supply_panel};
			SDL_Surface *b = pg_test_surface(app);
			SDL_LockSurface(a);
			SDL_LockSurface(b);
			int was_outside = outside, was_on_counts = on_counts;
			for (int y = v->area.y; y < v->area.y + v->area.h; y++)
				for (int x = v->area.x; x < v->area.x + v->area.w; x++) {
					if (pg_in_rect(v->board, x, y) ||
					    same_pixel(a, b, x, y))
						continue;
					bool in_panel = false;
					for (int p = 0; p < 4; p++) {
						in_panel |= pg_in_rect(panels[p]->rect, x, y);
						on_counts += pg_in_rect(panels[p]->count, x, y);
					}
					outside += !in_panel;
				}
			SDL_UnlockSurface(a);
			SDL_UnlockSurface(b);
			fprintf(stderr,
			        "  %dx%d %s: %d pixels outside the panels, %d on counts\n",
			        sizes[i][0], sizes[i][1], c->name, outside - was_outside,
			        on_counts - was_on_counts);
			SDL_FreeSurface(a);
			pg_test_app_destroy(app);
			pg_i18n_set_pseudo(false);
		}
	assert_int_equal(outside, 0);
	assert_int_equal(on_counts, 0);
}

/* No text of the table is cut (shortened with an ellipsis, broken, too
 * small) in these positions, in English or the pseudo-locale: the turn's
 * title and the actions left beside the pips were shortened. */
static void column_text_is_never_cut(void **unused)
{
	(void)unused;
	static const int sizes[2][2] = {{960, 600}, {1280, 800}};
	int cuts = 0;
	for (int i = 0; i < 2; i++)
		for (size_t k = 0; k < sizeof column_cases / sizeof *column_cases; k++)
			for (int pseudo = 0; pseudo < 2; pseudo++) {
				pg_app *app = draw_column_case(sizes[i][0], sizes[i][1],
				                               &column_cases[k], pseudo);
				for (int n = 0; n < pg_text_clip_count(app->text); n++) {
					const pg_text_clip *clip =
					    pg_text_clip_at(app->text, n);
					fprintf(stderr, "  %dx%d %s%s: %s '%s'\n", sizes[i][0],
					        sizes[i][1], column_cases[k].name,
					        pseudo ? " (pseudo)" : "",
					        clip ? pg_text_clip_kind_name(clip->kind) : "?",
					        clip ? clip->label : "");
					cuts++;
				}
				pg_test_app_destroy(app);
				pg_i18n_set_pseudo(false);
			}
	assert_int_equal(cuts, 0);
}

/* The caption over the board at the end and the label over a hex hold
 * their whole text in the pseudo-locale, where a letter takes two bytes
 * as in many languages: the end's reason (111 bytes) was cut to 95, the
 * label of a chip going home (128 bytes) to 127. */
static void captions_and_labels_are_whole(void **unused)
{
	(void)unused;
	pg_i18n_set_pseudo(true);
	/* The last move: Red's pawn onto (1,0) changes no stack all turn. */
	pg_app *app = open_game(1280, 800, NULL, red_has_a_stack);
	pg_board_play(pg_test_board(app), KLOONE_PIECE_PAWN, kloone_cell(0, 0));
	pg_test_settle(app);
	pg_board_play(pg_test_board(app), KLOONE_PIECE_PAWN, kloone_cell(1, 0));
	pg_test_frame(app, 0.016);
	char why[512];
	kloone_end_words(KLOONE_END_UNCHANGED, NULL, why, sizeof why);
	assert_true(strlen(why) > 96);
	const kl_view *v = view_of(app);
	bool captioned = false;
	for (int i = 0; i < v->tl.count; i++)
		captioned |= v->tl.actions[i].kind == ACT_NOTE &&
		             strstr(v->tl.actions[i].caption, why) != NULL;
	assert_true(captioned);
	pg_test_app_destroy(app);
	/* Red's pawn onto its stack at (1,0), then the chip under it away: its
	 * red chip goes home. */
	app = open_game(1280, 800, NULL, red_has_a_stack);
	pg_board_play(pg_test_board(app), KLOONE_PIECE_PAWN, kloone_cell(1, 0));
	pg_test_settle(app);
	pg_board_play(pg_test_board(app), KLOONE_PIECE_CHIP, kloone_cell(1, -1));
	v = view_of(app);
	char home[512];
	pg_i18n_pseudo_text("Red's chip goes home (stack lost); a white one moves instead",
	                    home, sizeof home);
	assert_true(strlen(home) >= 128);
	bool labelled = false;
	for (int f = 0; f < 120 && !labelled; f++) {
		pg_test_frame(app, 0.016);
		for (int i = 0; i < MAX_LABELS; i++)
			labelled |= v->labels[i].active && strcmp(v->labels[i].text, home) == 0;
	}
	assert_true(labelled);
	pg_test_app_destroy(app);
	pg_i18n_set_pseudo(false);
}

/* The end of red_has_a_stack's game (Red's pawn onto (0,0), then (1,0)),
 * drawn at width x height while its caption shows: 'Red wins: a turn left
 * every stack as it was; most stacks wins', the longest reason, with the
 * label 'End of pawn run: no chip, the stack is full' over (1,0), by the
 * column. *before is the frame before that last move (the caller frees
 * it). */
static pg_app *draw_the_end(int width, int height, bool pseudo, SDL_Surface **before)
{
	pg_i18n_set_pseudo(pseudo);
	pg_app *app = open_game(width, height, NULL, red_has_a_stack);
	pg_board_play(pg_test_board(app), KLOONE_PIECE_PAWN, kloone_cell(0, 0));
	pg_test_settle(app);
	pg_test_frame(app, 0.001);
	*before = SDL_DuplicateSurface(pg_test_surface(app));
	assert_non_null(*before);
	pg_board_play(pg_test_board(app), KLOONE_PIECE_PAWN, kloone_cell(1, 0));
	const kl_view *v = view_of(app);
	for (int f = 0; f < 300; f++) {
		pg_test_frame(app, 0.016);
		for (int i = 0; i < v->tl.count; i++) {
			const pg_action *a = &v->tl.actions[i];
			if (a->kind == ACT_NOTE && pg_timeline_flying(a) &&
			    pg_timeline_progress(&v->tl, a) > 0.4f)
				return app;
		}
	}
	fail_msg("the end's caption never showed");
	return app;
}

/* Pixels that differ between a and b in rect r. */
static int pixels_changed(SDL_Surface *a, SDL_Surface *b, SDL_Rect r)
{
	int changed = 0;
	SDL_LockSurface(a);
	SDL_LockSurface(b);
	for (int y = r.y; y < r.y + r.h; y++)
		for (int x = r.x; x < r.x + r.w; x++)
			changed += !same_pixel(a, b, x, y);
	SDL_UnlockSurface(a);
	SDL_UnlockSurface(b);
	return changed;
}

/* The caption and the labels at the end stay on the board, at both sizes,
 * in English and in the pseudo-locale. The caption is centred on the
 * board: nothing left of it (only the table's background) changes from
 * the frame before the move. The labels: the frame drawn again without
 * them differs only on the board. The end's reason ran off the window's
 * left edge (642 px wide on a 505 px board at 960x600, in English), and
 * the label over (1,0) ran over the column. */
static void end_caption_and_labels_stay_on_the_board(void **unused)
{
	(void)unused;
	static const int sizes[2][2] = {{960, 600}, {1280, 800}};
	int caption_off = 0, labels_off = 0;
	for (int i = 0; i < 2; i++)
		for (int pseudo = 0; pseudo < 2; pseudo++) {
			SDL_Surface *before = NULL;
			pg_app *app = draw_the_end(sizes[i][0], sizes[i][1], pseudo, &before);
			kl_view *v = view_of(app);
			SDL_Surface *end = SDL_DuplicateSurface(pg_test_surface(app));
			assert_non_null(end);
			SDL_Rect left = {0, v->board.y, v->board.x, v->board.h};
			int caption = pixels_changed(before, end, left);
			bool labelled = false;
			for (int k = 0; k < MAX_LABELS; k++) {
				labelled |= v->labels[k].active;
				v->labels[k].active = false;
			}
			assert_true(labelled);
			pg_test_frame(app, 0);
			SDL_Surface *bare = pg_test_surface(app);
			int labels =
			    pixels_changed(end, bare, (SDL_Rect){0, 0, end->w, end->h}) -
			    pixels_changed(end, bare, v->board);
			fprintf(stderr,
			        "  %dx%d%s: caption %d, labels %d pixels off the board\n",
			        sizes[i][0], sizes[i][1], pseudo ? " (pseudo)" : "", caption,
			        labels);
			caption_off += caption;
			labels_off += labels;
			SDL_FreeSurface(before);
			SDL_FreeSurface(end);
			pg_test_app_destroy(app);
			pg_i18n_set_pseudo(false);
		}
	assert_int_equal(caption_off, 0);
	assert_int_equal(labels_off, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(first_player_draw_needs_no_one),
	    cmocka_unit_test(pawn_drag_makes_that_move),
	    cmocka_unit_test(pawn_drag_to_blank_lays_a_tile),
	    cmocka_unit_test(chip_drag_makes_that_move),
	    cmocka_unit_test(chip_drag_during_a_run),
	    cmocka_unit_test(pawn_drag_onto_other_pawn_is_refused),
	    cmocka_unit_test(pawn_drag_too_far_is_refused),
	    cmocka_unit_test(click_pawn_then_hex),
	    cmocka_unit_test(click_chip_then_hex),
	    cmocka_unit_test(direction_keys),
	    cmocka_unit_test(draws_in_several_positions),
	    cmocka_unit_test(moves_animate_and_fast_forward),
	    cmocka_unit_test(undo_shows_the_position_again),
	    cmocka_unit_test(tab_arrow_enter_plays_the_pawn),
	    cmocka_unit_test(chip_key_without_a_chip_says_why),
	    cmocka_unit_test(whole_game_by_keyboard),
	    cmocka_unit_test(log_names_hexes_as_the_board_shows_them),
	    cmocka_unit_test(log_says_why_the_game_ended),
	    cmocka_unit_test(column_text_stays_in_its_panel_and_off_the_counts),
	    cmocka_unit_test(column_text_is_never_cut),
	    cmocka_unit_test(captions_and_labels_are_whole),
	    cmocka_unit_test(end_caption_and_labels_stay_on_the_board),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
