/*
 * test_app_hints.c: the Hint button and the H key (pg_hint.h). H gives the
 * move the Hard AI would make for the same seed and budget, found on the
 * kit board as a piece and a target; the search runs on its own thread
 * while the window draws; a game with hidden hands hints from the
 * person's observation only; a move played drops the hint; the game
 * counts the hints used.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_board.h"
#include "pg_hint.h"
#include "pg_play.h"

/* Frames until the hint's worker is done (at most about 20 s). */
static void wait_for_hint(pg_app *app)
{
	pg_play *play = pg_test_play(app);
	for (int i = 0; i < 2000 && play->hint.thinking; i++) {
		pg_test_frame(app, 1.0 / 60);
		if (play->hint.thinking)
			SDL_Delay(10);
	}
	assert_false(play->hint.thinking);
}

/* What pg_ai_choose says Hard plays for the person now, over the
 * person's observation and the AI's seed of this ply. */
static pg_move hard_move(pg_play *play, int seat)
{
	const pg_game *game = play->game;
	void *observed = malloc(game->state_size);
	assert_non_null(observed);
	pg_game_observe(game, play->match->state, seat, observed);
	volatile int cancel = 0;
	pg_ai_request request = {.kind = PG_AI_HARD, .seat = seat, .seed = pg_play_ai_seed(play),
				 .cancel = &cancel};
	pg_ai_result result = {.move = PG_NO_MOVE};
	pg_ai_choose(game, observed, &request, &result);
	free(observed);
	return result.move;
}

static bool mapping_gives(pg_board *board, const pg_hint_place *place, pg_move move)
{
	if (place->control >= 0) {
		for (int i = 0; i < board->control_count; i++)
			if (board->controls[i].id == place->control)
				return board->controls[i].move == move;
		return false;
	}
	pg_move moves[PG_BOARD_MAX_CHOICES];
	int n = board->rules->moves(board->scene, place->piece, place->zone, moves,
				    PG_BOARD_MAX_CHOICES);
	for (int i = 0; i < n; i++)
		if (moves[i] == move)
			return true;
	return false;
}

static void h_shows_the_hard_ai_move_on_the_board(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	/* Red to place after a double: small or medium, a real choice. */
	assert_true(pg_test_open_game(app, "totem-pole", "human,easy,easy", NULL, 5,
				      "first:0;roll:SM"));
	pg_test_settle(app);
	pg_play *play = pg_test_play(app);
	assert_int_equal(pg_play_input_seat(play), 0);
	pg_move expected = hard_move(play, 0);
	assert_int_not_equal(expected, PG_NO_MOVE);
	assert_int_equal(play->hints_used, 0);

	unsigned long frames = app->frame;
	pg_test_key(app, SDLK_h, 0);
	/* The search runs on its own thread: the key returns, the window
	 * goes on drawing frames while it thinks. */
	assert_true(play->hint.thinking);
	assert_non_null(play->hint.thread);
	pg_test_frame(app, 1.0 / 60);
	pg_test_frame(app, 1.0 / 60);
	assert_true(app->frame >= frames + 2);
	wait_for_hint(app);

	assert_true(play->hint.shown);
	assert_int_equal(play->hint.move, expected);
	assert_int_equal(play->hints_used, 1);
	assert_true(strlen(play->hint.text) > 6);
	/* The glow is on the piece and target whose drop makes that move. */
	pg_board *board = pg_test_board(app);
	assert_true(play->hint.place.piece >= 0 || play->hint.place.control >= 0);
	assert_true(mapping_gives(board, &play->hint.place, expected));
	assert_true(pg_hint_piece_rect(board, &play->hint.place).w > 0);
	pg_test_frame(app, 0);

	/* A second H on the same position keeps the hint (and the count). */
	pg_test_key(app, SDLK_h, 0);
	assert_true(play->hint.shown);
	assert_int_equal(play->hints_used, 1);

	/* Playing a move drops it. */
	assert_true(pg_play_submit(play, expected));
	pg_test_frame(app, 1.0 / 60);
	assert_false(play->hint.shown);
	assert_false(play->hint.thinking);
	pg_test_app_destroy(app);
}

static void the_hint_button_hints_and_is_off_when_it_is_not_your_turn(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "totem-pole", "human,easy,easy", NULL, 5,
				      "first:0;roll:SM"));
	pg_test_settle(app);
	pg_play *play = pg_test_play(app);
	/* The button sits in the top bar right of Menu and Undo. */
	int x = pg_app_px(app, 12) * 3 + pg_app_px(app, 96) * 2 + pg_app_px(app, 48);
	pg_test_click(app, x, pg_app_px(app, 30));
	assert_true(play->hint.thinking || play->hint.shown);
	assert_string_equal(pg_test_top_scene(app), "game");
	wait_for_hint(app);
	assert_true(play->hint.shown);
	/* Not the person's turn: H says so and searches nothing. */
	pg_test_app_destroy(app);

	app = pg_test_app_create(1280, 800);
	assert_true(pg_test_open_game(app, "totem-pole", "human,easy,easy", NULL, 5, "first:1"));
	play = pg_test_play(app);
	int toasts = pg_test_toast_count(app);
	assert_true(pg_play_input_seat(play) < 0);
	pg_test_key(app, SDLK_h, 0);
	assert_false(play->hint.thinking);
	assert_int_equal(play->hints_used, 0);
	assert_true(pg_test_toast_count(app) > toasts);
	pg_test_app_destroy(app);
}

/* At the person's own roll the turn is theirs, so H does not say "not
 * your turn": it asks for the roll, and searches nothing. */
static void h_at_your_own_roll_asks_for_the_roll(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "totem-pole", "human,easy,easy", NULL, 5, "first:0"));
	for (int i = 0; i < 30; i++)
		pg_app_update(app, 0.1);
	pg_play *play = pg_test_play(app);
	assert_true(pg_play_person_rolls(play));
	pg_test_key(app, SDLK_h, 0);
	assert_false(play->hint.thinking);
	assert_int_equal(play->hints_used, 0);
	assert_non_null(strstr(play->toast, "Roll first"));
	pg_test_app_destroy(app);
}

static void a_hidden_hand_game_hints_from_the_observation(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", "human,easy,easy", NULL, 3, NULL));
	pg_test_settle(app);
	pg_play *play = pg_test_play(app);
	int seat = pg_play_input_seat(play);
	assert_true(seat >= 0);
	const pg_game *game = play->game;
	assert_true(game->hidden_information);
	pg_test_key(app, SDLK_h, 0);
	assert_true(play->hint.thinking);
	/* What the worker searches is the seat's observation, never the
	 * true state (which holds the other hands). */
	void *observed = malloc(game->state_size);
	assert_non_null(observed);
	pg_game_observe(game, play->match->state, seat, observed);
	assert_memory_equal(play->hint.state, observed, game->state_size);
	assert_memory_not_equal(play->hint.state, play->match->state, game->state_size);
	free(observed);
	wait_for_hint(app);
	assert_true(play->hint.shown);
	pg_move legal[PG_MAX_MOVES];
	int n = pg_play_legal_moves(play, legal, PG_MAX_MOVES);
	bool is_legal = false;
	for (int i = 0; i < n; i++)
		is_legal = is_legal || legal[i] == play->hint.move;
	assert_true(is_legal);
	pg_test_app_destroy(app);
}

static void a_new_game_cancels_a_hint_being_searched(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "totem-pole", "human,easy,easy", NULL, 5,
				      "first:0;roll:SM"));
	pg_test_settle(app);
	pg_play *play = pg_test_play(app);
	pg_test_key(app, SDLK_h, 0);
	assert_true(play->hint.thinking);
	pg_play_restart(play, 6);
	assert_false(play->hint.thinking);
	assert_null(play->hint.thread);
	assert_false(play->hint.shown);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(h_shows_the_hard_ai_move_on_the_board),
		cmocka_unit_test(the_hint_button_hints_and_is_off_when_it_is_not_your_turn),
		cmocka_unit_test(h_at_your_own_roll_asks_for_the_roll),
		cmocka_unit_test(a_hidden_hand_game_hints_from_the_observation),
		cmocka_unit_test(a_new_game_cancels_a_hint_being_searched),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
