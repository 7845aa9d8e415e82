/*
 * test_app_board.c: the kit's board (pg_board) over a real session, for
 * what tests/test_app_kit.c does not reach: a chooser entry the session
 * refuses sends the dropped piece home as a refused single move does, and
 * a click on a piece takes the keyboard's focus off a control (Enter then
 * no longer presses a button whose focus ring is gone), and the zone shown
 * as aimed at while aiming with the piece is the one the drop goes to.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_board.h"

/* Piece 1 on zone 7 means the session's first legal move and one it does
 * not take (PG_NO_MOVE), so the chooser opens with an entry that fails. */
typedef struct fake_scene {
	pg_play *play;
} fake_scene;

static int fake_moves(void *scene, int piece, int zone, pg_move *out, int cap)
{
	fake_scene *f = scene;
	if (piece != 1 || zone != 7 || cap < 2 || pg_play_legal_moves(f->play, out, 1) < 1)
		return 0;
	out[1] = PG_NO_MOVE;
	return 2;
}

static void fake_refusal(void *scene, int piece, int zone, char *buf, size_t size)
{
	(void)scene;
	snprintf(buf, size, "piece %d may not go on %d", piece, zone);
}

static void fake_label(void *scene, pg_move move, char *buf, size_t size)
{
	(void)scene;
	snprintf(buf, size, "move %d", (int)move);
}

static const pg_board_rules fake_rules = {
    .moves = fake_moves, .refusal = fake_refusal, .choice_label = fake_label};

static pg_input_event pointer(pg_input_kind kind, int x, int y, int x0, int y0)
{
	return (pg_input_event){.kind = kind,
	                        .x = x,
	                        .y = y,
	                        .start_x = x0,
	                        .start_y = y0,
	                        .button = SDL_BUTTON_LEFT};
}

static pg_input_event key_event(SDL_Keycode key)
{
	return (pg_input_event){.kind = PG_INPUT_KEY, .key = key};
}

static pg_app *board_session(pg_board *board, fake_scene *scene)
{
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(
	    pg_test_open_game(app, "totem-pole", "human,human", NULL, 3, "first:0;roll:SM"));
	scene->play = pg_test_play(app);
	pg_board_init(board, app, scene->play, &fake_rules, scene);
	pg_board_begin_layout(board);
	pg_board_add_piece(board, 1, (SDL_Rect){100, 100, 40, 40},
	                   (SDL_FRect){100, 100, 40, 40});
	pg_board_add_zone(board, 7, (SDL_Rect){600, 300, 200, 200});
	return app;
}

/* A drop opens the chooser; its second entry is refused by the session:
 * nothing is submitted and the piece flies home from the drop, bouncing
 * as a refused drop does (it used to vanish from the drop point and stand
 * at home at once). */
static void test_board_refused_chooser_entry_flies_home(void **state)
{
	(void)state;
	pg_board board;
	fake_scene scene;
	pg_app *app = board_session(&board, &scene);
	pg_input_event e = pointer(PG_INPUT_DRAG_START, 125, 120, 125, 120);
	assert_true(pg_board_input(&board, &e));
	e = pointer(PG_INPUT_DROP, 700, 400, 125, 120);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_board_choice_count(&board), 2);
	SDL_Rect second = pg_board_choice_rect(&board, 1);
	e = pointer(PG_INPUT_CLICK, second.x + 4, second.y + 4, second.x + 4, second.y + 4);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_board_choice_count(&board), 0);
	assert_int_equal(pg_test_submitted_count(app), 0);
	int piece;
	float x, y, progress;
	assert_false(pg_board_dropped_centre(&board, &piece, &x, &y));
	assert_true(pg_board_snap_centre(&board, &piece, &x, &y, &progress));
	assert_int_equal(piece, 1);
	assert_true(x == 695.0f && y == 400.0f); /* the drop point, grabbed 5 px right */
	assert_true(board.snap.refused);
	assert_int_equal(pg_board_away(&board, 1), 1);
	pg_board_update(&board, 1.0f);
	assert_false(pg_board_busy(&board));
	assert_int_equal(pg_board_away(&board, 1), 0);
	pg_test_app_destroy(app);
}

/* Tab reaches the piece, then a control (its focus ring drawn); a click
 * picks the piece up and the ring goes, and with it the control's focus:
 * Enter plays the clicked piece (here: nowhere to go, so its reason), not
 * the control's move. */
static void test_board_click_takes_focus_off_a_control(void **state)
{
	(void)state;
	pg_board board;
	fake_scene scene;
	pg_app *app = board_session(&board, &scene);
	board.click_plays = false;
	pg_move legal[8];
	assert_true(pg_play_legal_moves(scene.play, legal, 8) > 0);
	pg_button pass = {.rect = {900, 700, 120, 40}, .label = "Pass"};
	pg_board_add_control(&board, 3, &pass, legal[0]);
	pg_input_event e = key_event(SDLK_TAB);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_board_active(&board), 1);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(board.focus_control, 0);
	assert_true(board.keyboard);
	e = pointer(PG_INPUT_CLICK, 110, 110, 110, 110);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_board_active(&board), 1);
	assert_false(board.keyboard);
	int toasts = pg_test_toast_count(app);
	e = key_event(SDLK_RETURN);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_int_equal(pg_test_toast_count(app), toasts + 1);
	assert_string_equal(pg_test_last_toast(app), "piece 1 may not go on -1");
	/* Tab from the clicked piece goes on to the control */
	e = pointer(PG_INPUT_CLICK, 110, 110, 110, 110);
	assert_true(pg_board_input(&board, &e));
	e = key_event(SDLK_TAB);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(board.focus_control, 0);
	assert_int_equal(pg_board_active(&board), PG_BOARD_NONE);
	pg_test_app_destroy(app);
}

/* aim_with_piece: the held piece's centre on a zone that does not take it
 * and the pointer on one that does: the drop goes to the pointer's, so
 * that zone is the one shown as aimed at (hot), not the centre's. */
static void test_board_aimed_zone_is_where_the_drop_goes(void **state)
{
	(void)state;
	pg_board board;
	fake_scene scene;
	pg_app *app = board_session(&board, &scene);
	board.aim_with_piece = true;
	pg_board_add_zone(&board, 8, (SDL_Rect){300, 300, 290, 200});
	/* grabbed 15 px right of its centre: the centre at x 585 (zone 8),
	 * the pointer at 600 (zone 7) */
	pg_input_event e = pointer(PG_INPUT_DRAG_START, 135, 120, 135, 120);
	assert_true(pg_board_input(&board, &e));
	e = pointer(PG_INPUT_DRAG_MOVE, 600, 400, 135, 120);
	assert_true(pg_board_input(&board, &e));
	assert_true(pg_board_over(&board, 7));
	assert_false(pg_board_over(&board, 8));
	assert_int_equal(pg_board_zone_glow(&board, 7), 2);
	assert_int_equal(pg_board_zone_glow(&board, 8), 0);
	e = pointer(PG_INPUT_DROP, 600, 400, 135, 120);
	assert_true(pg_board_input(&board, &e));
	assert_int_equal(pg_board_choice_count(&board), 2);
	assert_false(pg_board_over(&board, 7));
	/* with the centre on zone 7 too, zone 7 still */
	e = key_event(SDLK_ESCAPE);
	assert_true(pg_board_input(&board, &e));
	pg_board_finish(&board);
	e = pointer(PG_INPUT_DRAG_START, 135, 120, 135, 120);
	assert_true(pg_board_input(&board, &e));
	e = pointer(PG_INPUT_DRAG_MOVE, 700, 400, 135, 120);
	assert_true(pg_board_input(&board, &e));
	assert_true(pg_board_over(&board, 7));
	/* the centre on zone 8, the pointer between the zones: zone 8 */
	e = pointer(PG_INPUT_DRAG_MOVE, 595, 400, 135, 120);
	assert_true(pg_board_input(&board, &e));
	assert_false(pg_board_over(&board, 7));
	assert_true(pg_board_over(&board, 8));
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_board_refused_chooser_entry_flies_home),
	    cmocka_unit_test(test_board_click_takes_focus_off_a_control),
	    cmocka_unit_test(test_board_aimed_zone_is_where_the_drop_goes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
