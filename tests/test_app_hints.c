/*
 * test_app_hints.c: the Hint button and the H key (pg_hint.h). H gives the
 * move the Hard AI would make for the same seed and budget, found on the
 * kit board as a piece and a target; the search runs on its own thread
 * while the window draws; a game with hidden hands hints from the
 * person's observation only; a move played drops the hint; the game
 * counts the hints used; a hint on a Kloone hex glows the hex's outline.
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

static SDL_Color pixel_at(pg_app *app, int x, int y)
{
	SDL_Surface *s = pg_test_surface(app);
	assert_non_null(s);
	Uint32 value = 0;
	SDL_LockSurface(s);
	memcpy(&value, (Uint8 *)s->pixels + y * s->pitch + x * s->format->BytesPerPixel,
	       s->format->BytesPerPixel);
	SDL_UnlockSurface(s);
	SDL_Color c;
	SDL_GetRGBA(value, s->format, &c.r, &c.g, &c.b, &c.a);
	return c;
}

/* Draws place's target glow alone on black. */
static void draw_target_glow(pg_app *app, pg_board *board, pg_hint_place place)
{
	place.piece = PG_BOARD_NONE;
	SDL_SetRenderDrawColor(app->renderer, 0, 0, 0, 255);
	SDL_RenderClear(app->renderer);
	pg_hint_draw_place(app, board, &place);
}

/* A hint (or a lesson) pointing at a Kloone hex glows the hex's own
 * outline through the board's draw_zone_glow: the hex's middle lights,
 * the corner of its rect outside the hex stays dark. A view without the
 * hook keeps the glow round the rect, which lights that corner. */
static void a_hint_on_a_hex_glows_the_hex_not_its_rect(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "kloone", "human,easy", NULL, 4, NULL));
	pg_play *play = pg_test_play(app);
	for (int i = 0; i < 400 && pg_play_input_seat(play) != 0; i++)
		pg_test_frame(app, 0.1);
	pg_test_settle(app);
	assert_int_equal(pg_play_input_seat(play), 0);
	pg_board *board = pg_test_board(app);
	assert_non_null(board);
	assert_non_null(board->rules->draw_zone_glow);
	pg_move legal[PG_MAX_MOVES];
	int n = pg_play_legal_moves(play, legal, PG_MAX_MOVES);
	pg_hint_place place = {PG_BOARD_NONE, PG_BOARD_NONE, PG_BOARD_NONE};
	for (int i = 0; i < n && place.zone < 0; i++)
		if (!pg_hint_locate(play, board, legal[i], &place))
			place.zone = PG_BOARD_NONE;
	assert_true(place.zone >= 0);
	SDL_Rect hex = pg_hint_target_rect(board, &place);
	assert_true(hex.w > 20 && hex.h > 20);
	int mid_x = hex.x + hex.w / 2, mid_y = hex.y + hex.h / 2;
	/* Inside the rect, outside the pointy-topped hex (its upper left edge
	 * runs from a quarter down the left side to the top's middle). */
	int corner_x = hex.x + hex.w / 10, corner_y = hex.y + hex.h / 10;

	draw_target_glow(app, board, place);
	SDL_Color mid = pixel_at(app, mid_x, mid_y), corner = pixel_at(app, corner_x, corner_y);
	assert_true(mid.g > 40 && mid.g > mid.r);
	assert_true(corner.r + corner.g + corner.b < 10);

	pg_board_rules plain = *board->rules;
	plain.draw_zone_glow = NULL;
	const pg_board_rules *own = board->rules;
	board->rules = &plain;
	draw_target_glow(app, board, place);
	board->rules = own;
	corner = pixel_at(app, corner_x, corner_y);
	assert_true(corner.g > 40);
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
		cmocka_unit_test(a_hint_on_a_hex_glows_the_hex_not_its_rect),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
