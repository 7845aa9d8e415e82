/*
 * test_app_tutorial.c: "Learn to play" (pg_tutorial.h). Every step of
 * every lesson is walked: a wrong move is refused with a kind reason, the
 * asked-for move is made the way a person makes it (a drag from the
 * glowing piece to the glowing target, or a click on the glowing button,
 * where the scene is on the kit board; submitted otherwise), and after
 * the last step the game goes on as a normal one. Leaving mid-lesson
 * (the button or Esc) returns to the setup screen with no lesson left
 * behind, and a lesson is never saved.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_board.h"
#include "pg_play.h"
#include "pg_saves.h"
#include "pg_scenes.h"
#include "pg_setup.h"
#include "pg_tutorial.h"

static SDL_Point centre(SDL_Rect r)
{
	return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
}

static pg_app *open_lesson(const pg_lesson *lesson)
{
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	char err[256] = "";
	if (!pg_tutorial_open(app, lesson, err, sizeof err))
		fail_msg("the %s lesson does not open: %s", lesson->game_id, err);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "game");
	pg_play *play = pg_test_play(app);
	assert_true(play->tutorial);
	assert_non_null(play->lesson);
	return app;
}

/* A legal move other than the one asked for, or PG_NO_MOVE. */
static pg_move another_move(pg_play *play, pg_move expected)
{
	pg_move legal[PG_MAX_MOVES];
	int n = pg_play_legal_moves(play, legal, PG_MAX_MOVES);
	for (int i = 0; i < n; i++)
		if (legal[i] != expected)
			return legal[i];
	return PG_NO_MOVE;
}

/* A point of rect where the board finds id (a piece, or a zone when
 * zone is true): the centre when the board goes by rects, else the first
 * point of a grid over the rect that its shape answers with id (a chip
 * under a pawn, a hex inside its bounding box). */
static SDL_Point point_on(pg_board *board, SDL_Rect rect, int id, bool zone)
{
	int (*at)(void *, int, int) = zone ? board->rules->zone_at : board->rules->piece_at;
	SDL_Point c = centre(rect);
	if (!at || at(board->scene, c.x, c.y) == id)
		return c;
	for (int gy = 1; gy < 16; gy++)
		for (int gx = 1; gx < 16; gx++) {
			int x = rect.x + rect.w * gx / 16, y = rect.y + rect.h * gy / 16;
			if (at(board->scene, x, y) == id)
				return (SDL_Point){x, y};
		}
	fail_msg("no point of its rect finds %s %d", zone ? "zone" : "piece", id);
	return c;
}

/* Makes the move the lesson asks for as a person would. Returns true if
 * it went through the board (a drag or a click), false if submitted. */
static bool perform(pg_app *app, pg_play *play, pg_move expected)
{
	pg_board *board = pg_test_board(app);
	pg_hint_place place;
	if (board && pg_tutorial_place(play, &place)) {
		if (place.control >= 0) {
			SDL_Point c = centre(pg_board_control_rect(board, place.control));
			pg_test_click(app, c.x, c.y);
		} else {
			SDL_Point a = point_on(board, pg_board_piece_rect(board, place.piece),
					       place.piece, false);
			if (place.zone >= 0) {
				SDL_Point b = point_on(board, pg_board_zone_rect(board, place.zone),
						       place.zone, true);
				pg_test_drag(app, a.x, a.y, b.x, b.y);
			} else {
				pg_test_click(app, a.x, a.y);
			}
		}
		/* A drop that means several moves opens the board's chooser:
		 * pick the lesson's move there, as a person would. */
		for (int i = 0; i < pg_board_choice_count(board); i++)
			if (board->choices[i] == expected) {
				SDL_Point c = centre(pg_board_choice_rect(board, i));
				pg_test_click(app, c.x, c.y);
				break;
			}
		return true;
	}
	assert_true(pg_play_submit(play, expected));
	return false;
}

/* In a game with hidden hands the lesson shows the person what their
 * seat may see and no more: the view's state is the seat's observation. */
static void assert_only_the_persons_view(pg_play *play)
{
	const pg_game *game = play->game;
	if (!game->hidden_information)
		return;
	int seat = pg_play_input_seat(play);
	assert_int_equal(pg_play_viewer(play), seat);
	void *seen = malloc(game->state_size);
	assert_non_null(seen);
	pg_game_observe(game, play->match->state, seat, seen);
	assert_memory_equal(pg_play_state(play), seen, game->state_size);
	free(seen);
}

static void walk(const pg_lesson *lesson)
{
	pg_app *app = open_lesson(lesson);
	pg_play *play = pg_test_play(app);
	int steps = 0, by_board = 0;
	for (;;) {
		pg_test_settle(app);
		int step = pg_tutorial_step(play);
		if (step < 0)
			break;
		if (step != steps)
			fail_msg("%s: at step %d, expected %d", lesson->game_id, step + 1, steps + 1);
		pg_move expected = pg_tutorial_expected(play);
		assert_int_not_equal(expected, PG_NO_MOVE);
		assert_true(pg_play_input_seat(play) >= 0);
		assert_only_the_persons_view(play);
		/* H points back at the lesson's own glow rather than search. */
		pg_test_key(app, SDLK_h, 0);
		assert_false(play->hint.thinking);
		assert_int_equal(play->hints_used, 0);
		/* Another move is refused, kindly and with the step's task. */
		pg_move wrong = another_move(play, expected);
		if (wrong != PG_NO_MOVE) {
			int toasts = pg_test_toast_count(app);
			assert_false(pg_play_submit(play, wrong));
			assert_true(pg_test_toast_count(app) > toasts);
			assert_non_null(strstr(pg_test_last_toast(app), "lesson"));
		}
		int submitted = pg_test_submitted_count(app);
		by_board += perform(app, play, expected);
		pg_test_frame(app, 1.0 / 30);
		assert_int_equal(pg_test_submitted_count(app), submitted + 1);
		assert_int_equal(pg_test_last_submitted(app), expected);
		steps++;
	}
	assert_int_equal(steps, lesson->step_count);
	/* Every scripted move was played (and the game went on past them). */
	assert_true(play->match->history_count - play->lesson->start_ply >=
		    play->lesson->script_count);
	if (pg_test_board(app) && by_board != steps)
		fail_msg("%s: %d of %d steps went through the board", lesson->game_id, by_board,
			 steps);
	/* The game goes on as a normal one: any legal move is taken. */
	pg_test_settle(app);
	assert_true(play->tutorial);
	if (!pg_match_is_terminal(play->match)) {
		assert_true(pg_play_input_seat(play) >= 0);
		pg_move legal[PG_MAX_MOVES];
		int n = pg_play_legal_moves(play, legal, PG_MAX_MOVES);
		assert_true(n > 0);
		assert_true(pg_play_submit(play, legal[n - 1]));
		pg_test_settle(app);
	}
	pg_test_app_destroy(app);
}

static void every_step_of_every_lesson_is_walked(void **unused)
{
	(void)unused;
	assert_true(pg_lesson_count() >= 1);
	for (int i = 0; i < pg_lesson_count(); i++)
		walk(pg_lesson_at(i));
}

static void every_game_with_a_lesson_has_a_scene(void **unused)
{
	(void)unused;
	for (int i = 0; i < pg_lesson_count(); i++) {
		const pg_lesson *lesson = pg_lesson_at(i);
		assert_non_null(pg_view_find(lesson->game_id));
		assert_ptr_equal(pg_lesson_find(lesson->game_id), lesson);
		assert_true(lesson->step_count > 0);
		for (int s = 0; s < lesson->step_count; s++) {
			assert_true(strlen(lesson->steps[s].task) > 0);
			assert_true(strlen(lesson->steps[s].why) > 0);
		}
	}
	assert_null(pg_lesson_find("no-such-game"));
}

static void a_script_that_does_not_read_is_refused(void **unused)
{
	(void)unused;
	static const pg_lesson_step steps[] = {{"first:0;roll:S", "L", "x", "y"}};
	pg_lesson bad = {.game_id = "totem-pole", .seats = "human,easy", .seed = 1,
			 .steps = steps, .step_count = 1};
	pg_app *app = pg_test_app_create(960, 600);
	char err[256] = "";
	assert_false(pg_tutorial_open(app, &bad, err, sizeof err));
	assert_non_null(strstr(err, "not legal"));
	assert_string_not_equal(pg_test_top_scene(app), "game");
	pg_test_app_destroy(app);
}

/* Leaves lesson by the button in the middle of its steps: back at the
 * setup screen, nothing saved, and a game opened then is a normal one. */
static void leave_by_the_button_mid_lesson(const pg_lesson *lesson)
{
	pg_app *app = open_lesson(lesson);
	pg_play *play = pg_test_play(app);
	int middle = lesson->step_count / 2;
	for (pg_test_settle(app); pg_tutorial_step(play) < middle; pg_test_settle(app))
		perform(app, play, pg_tutorial_expected(play));
	assert_int_equal(pg_tutorial_step(play), middle);
	SDL_Rect leave = pg_tutorial_leave_rect(app);
	assert_true(leave.w > 0);
	/* Not saved: a lesson never takes the resumable save's place. */
	pg_game_autosave(app);
	char path[PG_APP_PATH_MAX];
	pg_saves_resumable_path(app, lesson->game_id, path, sizeof path);
	FILE *f = fopen(path, "r");
	assert_null(f);
	SDL_Point c = centre(leave);
	pg_test_click(app, c.x, c.y);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "setup");
	assert_null(pg_test_play(app));
	/* A game opened now is a normal one. */
	assert_true(pg_test_open_game(app, lesson->game_id, lesson->seats, lesson->options, 14,
				      NULL));
	pg_test_settle(app);
	play = pg_test_play(app);
	assert_false(play->tutorial);
	assert_null(play->lesson);
	pg_move legal[PG_MAX_MOVES];
	int n = pg_play_legal_moves(play, legal, PG_MAX_MOVES);
	assert_true(n > 0);
	assert_true(pg_play_submit(play, legal[n - 1]));
	pg_test_app_destroy(app);
}

static void leaving_mid_lesson_returns_to_setup(void **unused)
{
	(void)unused;
	for (int i = 0; i < pg_lesson_count(); i++) {
		const pg_lesson *lesson = pg_lesson_at(i);
		leave_by_the_button_mid_lesson(lesson);
		/* By Esc, at the first step. */
		pg_app *app = open_lesson(lesson);
		pg_test_settle(app);
		pg_test_key(app, SDLK_ESCAPE, 0);
		pg_test_frame(app, 0);
		assert_string_equal(pg_test_top_scene(app), "setup");
		pg_test_app_destroy(app);
	}
}

static void a_restart_after_the_lesson_is_a_game_of_its_own(void **unused)
{
	(void)unused;
	pg_app *app = open_lesson(pg_lesson_find("totem-pole"));
	pg_play *play = pg_test_play(app);
	for (pg_test_settle(app); pg_tutorial_step(play) >= 0; pg_test_settle(app))
		assert_true(pg_play_submit(play, pg_tutorial_expected(play)));
	/* The lesson's last words are on screen; a restart drops the lesson. */
	pg_test_frame(app, 0);
	pg_play_restart(play, 9);
	assert_false(play->tutorial);
	assert_null(play->lesson);
	pg_test_frame(app, 0);
	pg_test_settle(app);
	assert_int_equal(play->match->seed, 9);
	pg_test_app_destroy(app);
}

static void learn_to_play_opens_from_the_setup_screen(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	pg_open_setup(app, pg_view_find("totem-pole"));
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "setup");
	SDL_Rect learn = pg_setup_rect(app, PG_SETUP_LEARN);
	assert_true(learn.w > 0);
	SDL_Point c = centre(learn);
	pg_test_click(app, c.x, c.y);
	pg_test_frame(app, 0);
	assert_string_equal(pg_test_top_scene(app), "game");
	pg_play *play = pg_test_play(app);
	assert_true(play->tutorial);
	assert_int_equal(play->match->seed, pg_lesson_find("totem-pole")->seed);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(every_game_with_a_lesson_has_a_scene),
		cmocka_unit_test(every_step_of_every_lesson_is_walked),
		cmocka_unit_test(a_script_that_does_not_read_is_refused),
		cmocka_unit_test(leaving_mid_lesson_returns_to_setup),
		cmocka_unit_test(a_restart_after_the_lesson_is_a_game_of_its_own),
		cmocka_unit_test(learn_to_play_opens_from_the_setup_screen),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
