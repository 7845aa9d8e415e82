/*
 * test_scene_totem_pole.c: the Totem Pole table, headless.
 *
 * Drives the real app (software renderer, dummy video) with synthetic
 * mouse and key input, the way a person plays: a pyramid dragged from the
 * hand onto the pole makes exactly the placing move it shows; one the die
 * does not allow is refused and flies back; the die rolls when clicked;
 * the Pass / Count coup buttons and keys act only when nothing fits; the
 * capture phase plays out step by step; and the table lays out and draws
 * in every kind of position at the smallest and the usual window sizes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include <SDL_image.h>

#include "pg_app.h"
#include "pg_app_test.h"
#include "pg_play.h"
#include "pg_scenes.h"
#include "pg_match.h"
#include "pg_options.h"
#include "pg_board.h"
#include "pg_die.h"
#include "pg_i18n.h"
#include "totem_pole/totem_pole_board.h"
#include "totem_pole/totem_pole_rules.h"
#include "totem_pole/totem_pole_scene.h"

/* The scene's table; its pieces, zones and controls are reached through
 * the kit (pg_test_board, pg_test_die, pg_test_shown). */
extern const pg_view totem_pole_view;

static pg_board *board_of(pg_app *app)
{
	pg_board *board = pg_test_board(app);
	assert_non_null(board);
	return board;
}

/* The hit area of a hand group (empty when that hand is not drawn). */
static SDL_Rect hand_rect(pg_app *app, int colour, int size)
{
	return pg_board_piece_rect(board_of(app), totem_pole_piece(colour, size));
}

static SDL_Rect pole_rect(pg_app *app)
{
	return pg_board_zone_rect(board_of(app), TOTEM_POLE_ZONE_POLE);
}

static SDL_Rect die_rect(pg_app *app)
{
	assert_non_null(pg_test_die(app));
	return pg_test_die(app)->rect;
}

static SDL_Rect panel_rect(pg_app *app, int taker)
{
	return pg_board_zone_rect(board_of(app), TOTEM_POLE_AREA_PANEL + taker);
}

/* 0: Pass, 1: Count coup; empty while hidden. */
static SDL_Rect button_rect(pg_app *app, int which)
{
	return pg_board_control_rect(board_of(app), which);
}

/* Pyramids drawn in a hand group: as shown, less any held, flying home or
 * waiting at the drop point. */
static int hand_shown(pg_app *app, int colour, int size)
{
	const tp_state *shown = pg_test_shown(app);
	assert_non_null(shown);
	int n = tp_supply(shown, colour, size) -
	        pg_board_away(board_of(app), totem_pole_piece(colour, size));
	return n < 0 ? 0 : n;
}

static int pole_shown(pg_app *app)
{
	const tp_state *shown = pg_test_shown(app);
	assert_non_null(shown);
	return tp_pole_height(shown);
}

enum { MOVES_TEXT = 8192 };

static pg_app *open_game(int width, int height, const char *seats, const char *after)
{
	pg_app *app = pg_test_app_create(width, height);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "totem-pole", seats, NULL, 11, after));
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

static int cx(SDL_Rect r)
{
	return r.x + r.w / 2;
}

static int cy(SDL_Rect r)
{
	return r.y + r.h / 2;
}

/* A drag from the middle of a hand group to the middle of the pole. */
static void drag_to_pole(pg_app *app, int colour, int size)
{
	assert_non_null(view_of(app));
	SDL_Rect from = hand_rect(app, colour, size);
	SDL_Rect to = pole_rect(app);
	assert_true(from.w > 0 && to.w > 0);
	pg_test_drag(app, cx(from), from.y + from.h * 2 / 3, cx(to), cy(to));
}

/*
 * A whole game in notation, every seat taking its first legal move and
 * chance sampled from the seed. With stop_before_end the move that ends
 * placing is left out and returned in *last.
 */
static void script_game(int players, uint64_t seed, bool stop_before_end, int max_moves,
                        char *out, size_t size, pg_move *last)
{
	const pg_game *g = &totem_pole_game;
	pg_options options;
	pg_options_default(g, &options);
	options.players = players;
	pg_match *m = pg_match_create(g, &options, seed);
	assert_non_null(m);
	out[0] = '\0';
	int moves = 0;
	while (!pg_match_is_terminal(m) && (max_moves <= 0 || moves < max_moves)) {
		pg_move move;
		if (pg_match_to_move(m) == PG_CHANCE) {
			move = pg_match_sample_chance(m);
		} else {
			pg_move legal[PG_MAX_MOVES];
			assert_true(g->legal_moves(m->state, legal, PG_MAX_MOVES) > 0);
			move = legal[0];
			tp_state next;
			memcpy(&next, m->state, sizeof next);
			g->apply_move(&next, move, NULL);
			if (stop_before_end && g->current_player(&next) == PG_TERMINAL) {
				*last = move;
				break;
			}
		}
		char text[32];
		g->move_to_text(m->state, move, text, sizeof text);
		size_t len = strlen(out);
		snprintf(out + len, size - len, "%s%s", len ? ";" : "", text);
		assert_true(pg_match_play(m, move, NULL));
		moves++;
	}
	pg_match_destroy(m);
}

/* ---- dragging pyramids ------------------------------------------------------ */

/* The die shows medium: dragging a medium pyramid onto the pole places it. */
static void test_drag_matching_pyramid_places_it(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,normal,normal", "first:0;roll:M");
	assert_int_equal(match_of(app)->history_count, 2);
	drag_to_pole(app, TP_RED, TP_MEDIUM);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app), tp_move_place(TP_MEDIUM));
	assert_true(match_of(app)->history_count >= 3);
	assert_int_equal(match_of(app)->history[2], tp_move_place(TP_MEDIUM));
	pg_test_settle(app);
	assert_int_equal(hand_shown(app, TP_RED, TP_MEDIUM), 2);
	pg_test_app_destroy(app);
}

/* Two players, a double: the own pyramid dragged goes on first and the
 * dummy's pyramid of the other size follows on top of it. */
static void test_drag_on_double_places_pair(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,normal", "first:0;roll:SM");
	drag_to_pole(app, TP_RED, TP_SMALL);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(match_of(app)->history[2], tp_move_pair(TP_SMALL, TP_MEDIUM, false));
	pg_test_settle(app);
	const tp_state *s = pg_play_state(pg_test_play(app));
	assert_int_equal(tp_pole_colour(s, 0), TP_RED);
	assert_int_equal(tp_pole_colour(s, 1), TP_GREY);
	assert_int_equal(hand_shown(app, TP_GREY, TP_MEDIUM), 2);
	pg_test_app_destroy(app);
}

/* Two players, a double: a grey pyramid dragged goes on first, the
 * person's own pyramid of the other size on top of it. */
static void test_drag_dummy_on_double_places_pair(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,normal", "first:0;roll:SM");
	drag_to_pole(app, TP_GREY, TP_SMALL);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(match_of(app)->history[2], tp_move_pair(TP_MEDIUM, TP_SMALL, true));
	pg_test_settle(app);
	const tp_state *s = pg_play_state(pg_test_play(app));
	assert_int_equal(tp_pole_colour(s, 0), TP_GREY);
	assert_int_equal(tp_pole_size(s, 0), TP_SMALL);
	assert_int_equal(tp_pole_colour(s, 1), TP_RED);
	assert_int_equal(tp_pole_size(s, 1), TP_MEDIUM);
	pg_test_app_destroy(app);
}

/* The die shows medium: a small pyramid is refused, with a reason, and
 * flies back to the hand. */
static void test_drag_non_matching_pyramid_is_refused(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,normal,normal", "first:0;roll:M");
	assert_non_null(view_of(app));
	SDL_Rect from = hand_rect(app, TP_RED, TP_SMALL);
	SDL_Rect to = pole_rect(app);
	pg_test_mouse_down(app, cx(from), from.y + from.h * 2 / 3);
	pg_test_mouse_move(app, cx(from) + 40, from.y);
	pg_test_mouse_move(app, cx(to), cy(to));
	pg_test_frame(app, 0.016);
	assert_int_equal(hand_shown(app, TP_RED, TP_SMALL), 2);
	pg_test_mouse_up(app, cx(to), cy(to));
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_int_equal(match_of(app)->history_count, 2);
	assert_int_equal(pg_test_toast_count(app), 1);
	assert_non_null(strstr(pg_test_last_toast(app), "medium"));
	assert_non_null(strstr(pg_test_last_toast(app), "can't go on"));
	pg_test_settle(app);
	assert_int_equal(hand_shown(app, TP_RED, TP_SMALL), 3);
	assert_int_equal(pole_shown(app), 0);
	pg_test_app_destroy(app);
}

/* While an AI is to move, a person's pyramid is refused: not their turn. */
static void test_drag_out_of_turn_is_refused(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(
	    pg_test_open_game(app, "totem-pole", "human,normal", NULL, 11, "first:1;roll:L"));
	pg_test_frame(app, 0.001);
	drag_to_pole(app, TP_RED, TP_LARGE);
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_true(pg_test_toast_count(app) >= 1);
	assert_string_equal(pg_test_last_toast(app), "Not your turn.");
	pg_test_app_destroy(app);
}

/* Clicking a pyramid that fits places it too (the click alternative). */
static void test_click_pyramid_places_it(void **state)
{
	(void)state;
	pg_app *app = open_game(960, 600, "human,normal,normal", "first:0;roll:ML");
	SDL_Rect large = hand_rect(app, TP_RED, TP_LARGE);
	pg_test_click(app, cx(large), large.y + large.h * 2 / 3);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(match_of(app)->history[2], tp_move_place(TP_LARGE));
	pg_test_app_destroy(app);
}

/* Taking a placement back (before the next roll) puts the table back as
 * it was: the pyramid in the hand, the pole empty, nothing in flight. */
static void test_undo_shows_the_position_again(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,human,human", "first:0;roll:L");
	void *view = view_of(app);
	drag_to_pole(app, TP_RED, TP_LARGE);
	pg_test_frame(app, 0.016);
	assert_int_equal(match_of(app)->history_count, 3);
	pg_test_key(app, SDLK_z, KMOD_LCTRL);
	pg_test_frame(app, 0.016);
	assert_int_equal(match_of(app)->history_count, 2);
	assert_int_equal(hand_shown(app, TP_RED, TP_LARGE), 3);
	assert_int_equal(pole_shown(app), 0);
	assert_false(totem_pole_view.is_animating(view));
	pg_test_app_destroy(app);
}

/* ---- the die, the buttons, the keys ----------------------------------------- */

static void test_click_die_rolls(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "totem-pole", "human,normal", NULL, 11, "first:0"));
	pg_test_frame(app, 0.001);
	assert_true(pg_play_chance_pending(pg_test_play(app)));
	assert_int_equal(match_of(app)->history_count, 1);
	SDL_Rect die = die_rect(app);
	pg_test_click(app, cx(die), cy(die));
	pg_test_frame(app, 0.001);
	assert_int_equal(match_of(app)->history_count, 2);
	assert_true(match_of(app)->history[1] >= TP_MOVE_ROLL);
	pg_test_app_destroy(app);
}

/* A roll the test opens on: the person's (first:0) or the AI's (first:1),
 * nothing moved yet. */
static pg_app *open_at_roll(const char *after)
{
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "totem-pole", "human,normal", NULL, 11, after));
	pg_test_frame(app, 0.001);
	assert_true(pg_play_chance_pending(pg_test_play(app)));
	assert_int_equal(match_of(app)->history_count, 1);
	return app;
}

/* The die picked up, carried across the table and let go rolls it: one
 * roll move, made by no submit (it is the chance player's). */
static void test_throw_die_rolls(void **state)
{
	(void)state;
	pg_app *app = open_at_roll("first:0");
	void *view = view_of(app);
	SDL_Rect die = die_rect(app);
	SDL_Rect pole = pole_rect(app);
	pg_test_mouse_move(app, cx(die), cy(die));
	pg_test_mouse_down(app, cx(die), cy(die));
	pg_test_frame(app, 1.0 / 60);
	for (int i = 1; i <= 8; i++) {
		pg_test_mouse_move(app, cx(die) + (cx(pole) - cx(die)) * i / 8,
		                   cy(die) + (cy(pole) - cy(die)) * i / 8);
		pg_test_frame(app, 1.0 / 60);
		/* Held, the die does not roll, however long it is carried. */
		assert_int_equal(match_of(app)->history_count, 1);
	}
	pg_test_mouse_up(app, cx(pole), cy(pole));
	pg_test_frame(app, 1.0 / 60);
	assert_int_equal(match_of(app)->history_count, 2);
	assert_true(match_of(app)->history[1] >= TP_MOVE_ROLL);
	assert_int_equal(pg_test_submitted_count(app), 0);
	/* The thrown die tumbles back to its box. */
	assert_true(totem_pole_view.is_animating(view));
	pg_test_app_destroy(app);
}

/* A person's roll waits for the person: time passes, nothing rolls; R
 * rolls it. */
static void test_person_roll_waits_for_the_person(void **state)
{
	(void)state;
	pg_app *app = open_at_roll("first:0");
	for (int i = 0; i < 100; i++)
		pg_app_update(app, 0.1);
	assert_int_equal(match_of(app)->history_count, 1);
	assert_true(pg_play_person_rolls(pg_test_play(app)));
	assert_int_equal(pg_play_chance_seat(pg_test_play(app)), 0);
	pg_test_key(app, SDLK_r, 0);
	assert_int_equal(match_of(app)->history_count, 2);
	assert_true(match_of(app)->history[1] >= TP_MOVE_ROLL);
	pg_test_app_destroy(app);
}

/* Space rolls a person's die too. */
static void test_space_rolls_person_die(void **state)
{
	(void)state;
	pg_app *app = open_at_roll("first:0");
	pg_app_update(app, 2.0);
	assert_int_equal(match_of(app)->history_count, 1);
	pg_test_key(app, SDLK_SPACE, 0);
	assert_int_equal(match_of(app)->history_count, 2);
	pg_test_app_destroy(app);
}

/* The log and the banner do not tell a roll's result while the die is
 * still tumbling: the new line and the next turn's banner wait until it
 * lands. */
static void test_log_and_banner_wait_for_the_die(void **state)
{
	(void)state;
	pg_app *app = open_at_roll("first:0");
	pg_test_frame(app, 0.016);
	int before = pg_test_play(app)->log_count;
	char banner[160];
	snprintf(banner, sizeof banner, "%s", pg_game_scene_banner(app));
	pg_test_key(app, SDLK_r, 0);
	pg_test_frame(app, 0.016);
	assert_int_equal(match_of(app)->history_count, 2);
	assert_true(pg_play_animating(pg_test_play(app)));
	assert_true(pg_test_play(app)->log_count > before);
	assert_int_equal(pg_game_scene_log_shown(app), before);
	assert_string_equal(pg_game_scene_banner(app), banner);
	pg_test_settle(app);
	assert_int_equal(pg_game_scene_log_shown(app), pg_test_play(app)->log_count);
	assert_string_not_equal(pg_game_scene_banner(app), banner);
	pg_test_app_destroy(app);
}

/* Once the pole is down the die is blank: its last face (here Large, a
 * dark pyramid across the middle) would read as a roll still to play. */
static void test_die_is_blank_after_the_game(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,normal",
	                        "first:1;roll:S;S;roll:L;L;roll:S;S;roll:S;S;roll:S;S;roll:S;S;"
	                        "roll:M;M;roll:S;S;roll:M;M;roll:M;M;roll:M;M;roll:M;M;"
	                        "roll:L;L;roll:M;M;roll:L;L;roll:L;L;roll:L;L");
	assert_true(pg_match_is_terminal(match_of(app)));
	pg_test_frame(app, 0.016);
	SDL_Rect d = pg_test_die(app)->rect;
	SDL_Surface *surface = pg_test_surface(app);
	Uint32 p = 0;
	SDL_LockSurface(surface);
	const Uint8 *row = (const Uint8 *)surface->pixels + (d.y + d.h / 2) * surface->pitch;
	memcpy(&p, row + (d.x + d.w / 2) * surface->format->BytesPerPixel,
	       surface->format->BytesPerPixel);
	SDL_UnlockSurface(surface);
	SDL_Color c = {0, 0, 0, 255};
	SDL_GetRGB(p, surface->format, &c.r, &c.g, &c.b);
	assert_true(c.r > 180 && c.g > 170 && c.b > 150);
	pg_test_app_destroy(app);
}

/* An AI seat's roll, and the draw for the first player, are no person's:
 * they happen by themselves after the short pause. */
static void test_ai_roll_and_first_draw_resolve_by_themselves(void **state)
{
	(void)state;
	pg_app *app = open_at_roll("first:1");
	assert_int_equal(pg_play_chance_seat(pg_test_play(app)), 1);
	assert_false(pg_play_person_rolls(pg_test_play(app)));
	for (int i = 0; i < 10 && match_of(app)->history_count == 1; i++)
		pg_app_update(app, 0.1);
	assert_int_equal(match_of(app)->history_count, 2);
	assert_true(match_of(app)->history[1] >= TP_MOVE_ROLL);
	pg_test_app_destroy(app);

	app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "totem-pole", "human,human", NULL, 11, NULL));
	pg_test_frame(app, 0.001);
	assert_int_equal(pg_play_chance_seat(pg_test_play(app)), -1);
	for (int i = 0; i < 10 && match_of(app)->history_count == 0; i++)
		pg_app_update(app, 0.1);
	assert_int_equal(match_of(app)->history_count, 1);
	pg_test_app_destroy(app);
}

/* Nine small pyramids placed, three per seat: the die shows small again
 * and the first seat has none left. Only Pass and Count coup remain. */
#define NO_SMALL_LEFT                                                                          \
	"first:0;roll:S;S;roll:S;S;roll:S;S;roll:S;S;roll:S;S;roll:S;S;roll:S;S;roll:S;S;"     \
	"roll:S;S;roll:S"

static void test_buttons_show_when_nothing_fits(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,human,human", NO_SMALL_LEFT);
	assert_non_null(view_of(app));
	SDL_Rect pass = button_rect(app, 0);
	SDL_Rect coup = button_rect(app, 1);
	assert_true(pass.w > 0 && coup.w > 0);
	pg_test_click(app, cx(coup), cy(coup));
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app), TP_MOVE_COUP);
	pg_test_settle(app);
	/* The top small pyramid (green, seat 2's) is now in red's tray. */
	const tp_state *s = pg_play_state(pg_test_play(app));
	assert_int_equal(tp_area_count(s, TP_RED, TP_GREEN, TP_SMALL), 1);
	assert_int_equal(pole_shown(app), 8);
	pg_test_app_destroy(app);
}

static void test_buttons_hidden_when_a_pyramid_fits(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,human,human", "first:0;roll:S");
	assert_int_equal(button_rect(app, 0).w, 0);
	assert_int_equal(button_rect(app, 1).w, 0);
	/* P is refused with a reason while a pyramid fits. */
	pg_test_key(app, SDLK_p, 0);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_true(pg_test_toast_count(app) >= 1);
	pg_test_app_destroy(app);
}

static void test_key_s_refused_and_p_passes_when_nothing_fits(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,human,human", NO_SMALL_LEFT);
	pg_test_key(app, SDLK_s, 0);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 0);
	pg_test_key(app, SDLK_p, 0);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app), TP_MOVE_PASS);
	pg_test_app_destroy(app);
}

static void test_key_places_size(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,normal,normal", "first:0;roll:SM");
	pg_test_key(app, SDLK_m, 0);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app), tp_move_place(TP_MEDIUM));
	pg_test_app_destroy(app);
}

/* L shows or hides the move log in every game; in Totem Pole it used to
 * place a large pyramid as well, so the log vanished mid-game. Large is 3. */
static void test_key_l_is_the_log_and_3_places_large(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,normal,normal", "first:0;roll:L");
	bool open = pg_settings_get_bool(&app->settings, "game.log_open", true);
	pg_test_key(app, SDLK_l, 0);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_true(pg_settings_get_bool(&app->settings, "game.log_open", true) == !open);
	pg_test_key(app, SDLK_3, 0);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app), tp_move_place(TP_LARGE));
	pg_test_app_destroy(app);
}

/* ---- animation -------------------------------------------------------------------- */

/* The pole heights between capture steps, from the rules' own events for
 * the move that ends placing: after each step, the lowest index it took. */
static int step_heights(const pg_match *m, pg_move last, int *out)
{
	tp_state next;
	memcpy(&next, m->state, sizeof next);
	static pg_event_list events;
	memset(&events, 0, sizeof events);
	totem_pole_game.apply_move(&next, last, &events);
	int n = 0;
	for (int i = 0; i < events.count; i++) {
		const pg_event *e = &events.items[i];
		if (e->kind != PG_EVENT_PIECE_TAKEN)
			continue;
		if (e->d >= n)
			n = e->d + 1;
		out[e->d] = e->c;
	}
	return n;
}

/* The move that ends placing takes the pole apart at once in the rules;
 * the table shows it a step at a time (the pole stands at each height
 * between two steps for a while), then ends empty. */
static void test_capture_plays_step_by_step(void **state)
{
	(void)state;
	static char moves[MOVES_TEXT];
	pg_move last = PG_NO_MOVE;
	script_game(2, 5, true, 0, moves, sizeof moves, &last);
	assert_true(last != PG_NO_MOVE);
	pg_app *app = open_game(1280, 800, "human,human", moves);
	assert_non_null(view_of(app));
	int heights[TP_MAX_POLE];
	int steps = step_heights(match_of(app), last, heights);
	assert_true(steps >= 2);
	assert_true(pg_play_submit(pg_test_play(app), last));
	pg_test_frame(app, 0.016);
	const tp_state *s = pg_play_state(pg_test_play(app));
	assert_int_equal(tp_get_phase(s), TP_PHASE_OVER);
	assert_int_equal(tp_pole_height(s), 0);
	assert_true(pole_shown(app) > 0);
	/* Time passes in small ticks, without drawing (a software frame is
	 * the slow part). */
	int ticks_at[TP_MAX_POLE + 1] = {0};
	for (int tick = 0; tick < 3000 && pole_shown(app) > 0; tick++) {
		ticks_at[pole_shown(app)]++;
		pg_app_update(app, 0.01);
	}
	assert_int_equal(pole_shown(app), 0);
	/* Every height between two steps was shown for more than a glance. */
	for (int step = 0; step + 1 < steps; step++)
		assert_true(ticks_at[heights[step]] >= 3);
	pg_test_settle(app);
	assert_int_equal(pole_shown(app), 0);
	pg_test_app_destroy(app);
}

static bool same_place(SDL_FRect a, SDL_FRect b)
{
	return a.x == b.x && a.y == b.y;
}

/* Pyramids flying to trays now; each must aim at a place of its taker's
 * tray that no other flying pyramid aims at and no pyramid in it holds. */
static int check_tray_targets(const tp_view *v)
{
	const tp_state *shown = v->tl.shown;
	int box_h = totem_pole_tray_box_h(v), flying = 0;
	for (int i = 0; i < v->tl.count; i++) {
		const pg_action *a = &v->tl.actions[i];
		if (a->kind != ACT_TAKE || !pg_timeline_flying(a))
			continue;
		flying++;
		SDL_FRect to = totem_pole_flight_target(v, a);
		for (int j = 0; j < i; j++) {
			const pg_action *b = &v->tl.actions[j];
			if (b->kind == ACT_TAKE && pg_timeline_flying(b) && b->seat == a->seat)
				assert_false(same_place(to, totem_pole_flight_target(v, b)));
		}
		for (int k = 0; k < TOTEM_POLE_PIECES; k++) {
			int colour, size;
			totem_pole_tray_kind(a->seat, k, &colour, &size);
			int n = tp_area_count(shown, a->seat, colour, size);
			for (int o = 0; o < n; o++)
				assert_false(
				    same_place(to, totem_pole_tray_box(v, a->seat, colour, size,
				                                       o, box_h)));
		}
	}
	return flying;
}

/* While the pole comes apart, the pyramids flying to one tray, at once or
 * one after another, each head for a free place in it. */
static void test_taken_pyramids_head_for_free_tray_places(void **state)
{
	(void)state;
	static char moves[MOVES_TEXT];
	const char *seats[] = {"human,human", "human,human,human", "human,human,human,human"};
	for (int players = 2; players <= 4; players++) {
		pg_move last = PG_NO_MOVE;
		script_game(players, 5, true, 0, moves, sizeof moves, &last);
		assert_true(last != PG_NO_MOVE);
		pg_app *app = open_game(1280, 800, seats[players - 2], moves);
		const tp_view *v = view_of(app);
		assert_true(pg_play_submit(pg_test_play(app), last));
		pg_test_frame(app, 0.016);
		assert_true(pg_timeline_running(&v->tl));
		int flights = 0;
		for (int tick = 0; tick < 3000 && pg_timeline_running(&v->tl); tick++) {
			pg_app_update(app, 0.01);
			flights += check_tray_targets(v);
		}
		assert_true(flights > 0);
		assert_false(pg_timeline_running(&v->tl));
		pg_test_app_destroy(app);
	}
}

/* ---- layout and drawing ---------------------------------------------------------- */

static bool inside(SDL_Rect inner, SDL_Rect outer)
{
	return inner.x >= outer.x && inner.y >= outer.y &&
	       inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
}

static bool overlap(SDL_Rect a, SDL_Rect b)
{
	return SDL_HasIntersection(&a, &b);
}

/* Every panel, the pole and the die lie inside the board area and apart. */
static void check_layout(pg_app *app, int players)
{
	assert_non_null(view_of(app));
	SDL_Rect area = pg_test_view_area(app);
	SDL_Rect rects[8];
	int n = 0;
	for (int taker = 0; taker < TP_COLOURS; taker++) {
		SDL_Rect r = panel_rect(app, taker);
		bool expected = taker < players || (taker == TP_GREY && players == 2);
		assert_int_equal(r.w > 0, expected);
		if (r.w > 0)
			rects[n++] = r;
	}
	rects[n++] = pole_rect(app);
	rects[n++] = die_rect(app);
	for (int i = 0; i < n; i++) {
		assert_true(rects[i].w > 0 && rects[i].h > 0);
		assert_true(inside(rects[i], area));
		for (int j = i + 1; j < n; j++)
			assert_false(overlap(rects[i], rects[j]));
	}
	/* Hand groups sit inside their panel. */
	for (int taker = 0; taker < TP_COLOURS; taker++) {
		SDL_Rect panel = panel_rect(app, taker);
		if (panel.w == 0)
			continue;
		for (int size = 0; size < TP_SIZES; size++)
			assert_true(
			    inside(hand_rect(app, taker, size), panel));
	}
}

/* Counts distinct colours on a grid over a rectangle: a blank or failed
 * draw has one or two, the table with its pyramids dozens. */
static int colours_in(pg_app *app, SDL_Rect r)
{
	SDL_Surface *surface = pg_test_surface(app);
	assert_non_null(surface);
	Uint32 seen[64];
	int n = 0;
	SDL_LockSurface(surface);
	for (int y = r.y; y < r.y + r.h; y += 7)
		for (int x = r.x; x < r.x + r.w && n < 64; x += 7) {
			Uint32 pixel = 0;
			memcpy(&pixel,
			       (Uint8 *)surface->pixels + y * surface->pitch +
			           x * surface->format->BytesPerPixel,
			       surface->format->BytesPerPixel);
			bool found = false;
			for (int i = 0; i < n && !found; i++)
				found = seen[i] == pixel;
			if (!found)
				seen[n++] = pixel;
		}
	SDL_UnlockSurface(surface);
	return n;
}

static void check_renders(int width, int height, const char *seats, int players,
                          const char *after)
{
	pg_app *app = open_game(width, height, seats, after);
	pg_test_frame(app, 0.016);
	assert_int_equal(app->width, width);
	check_layout(app, players);
	assert_true(colours_in(app, pg_test_view_area(app)) > 16);
	/* The art is rendered once at the sizes the layout asked for, not
	 * again on every frame. */
	long renders = pg_assets_render_count(app->assets);
	assert_true(renders > 0);
	pg_test_frame(app, 0.016);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_assets_render_count(app->assets), renders);
	pg_test_app_destroy(app);
}

static const int sizes[][2] = {{1280, 800}, {960, 600}, {1920, 1080}};

static void test_renders_at_start(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		check_renders(sizes[i][0], sizes[i][1], "human,normal", 2, "first:0;roll:SM");
		check_renders(sizes[i][0], sizes[i][1], "human,normal,normal", 3, "first:0");
	}
}

static void test_renders_mid_game(void **state)
{
	(void)state;
	static char moves[MOVES_TEXT];
	pg_move last;
	for (int players = 2; players <= 4; players++) {
		script_game(players, 17, true, 40, moves, sizeof moves, &last);
		const char *seats = players == 2   ? "human,human"
		                    : players == 3 ? "human,human,human"
		                                   : "human,human,human,human";
		for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
			check_renders(sizes[i][0], sizes[i][1], seats, players, moves);
	}
}

static void test_renders_capture_finished(void **state)
{
	(void)state;
	static char moves[MOVES_TEXT];
	pg_move last;
	for (int players = 2; players <= 4; players += 2) {
		script_game(players, 23, false, 0, moves, sizeof moves, &last);
		const char *seats = players == 2 ? "human,human" : "human,human,human,human";
		for (size_t i = 0; i < 2; i++) {
			pg_app *app = open_game(sizes[i][0], sizes[i][1], seats, moves);
			assert_true(pg_match_is_terminal(match_of(app)));
			pg_test_frame(app, 0.016);
			check_layout(app, players);
			assert_int_equal(pole_shown(app), 0);
			pg_test_app_destroy(app);
		}
	}
}

/* Issue 14: the pole and the die use the table at every player count and
 * size. The pole's zone (where it stands and takes drops) is at least
 * three quarters of the board's height, four players and a tall pole
 * included (the die's box under the pole once took a fifth of it); the
 * die stands in the play area right beside the pole, level with it, not
 * in a corner of its own or under it; three panels (three players, or
 * two and the dummy) are laid wide, each at least half the board's width
 * and more than twice as wide as tall, with their hands and trays side
 * by side. */
static void test_layout_uses_the_window(void **state)
{
	(void)state;
	static char moves[MOVES_TEXT];
	pg_move last;
	for (int players = 2; players <= 4; players++) {
		script_game(players, 17, true, 3 * 22, moves, sizeof moves, &last);
		const char *seats = players == 2   ? "human,human"
		                    : players == 3 ? "human,human,human"
		                                   : "human,human,human,human";
		for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
			pg_app *app = open_game(sizes[i][0], sizes[i][1], seats, moves);
			pg_test_frame(app, 0.016);
			assert_true(pole_shown(app) >= 10);
			SDL_Rect area = pg_test_view_area(app);
			SDL_Rect pole = pole_rect(app), die = die_rect(app);
			assert_true(pole.h * 4 >= area.h * 3);
			assert_true(inside(die, area));
			int beside = die.x - (pole.x + pole.w);
			assert_true(beside >= 0 && beside * 20 <= area.w);
			assert_true(die.y >= pole.y && die.y + die.h <= pole.y + pole.h);
			for (int taker = 0; taker < TP_COLOURS && players < 4; taker++) {
				SDL_Rect panel = panel_rect(app, taker);
				if (panel.w == 0)
					continue;
				assert_true(panel.w * 2 >= area.w);
				assert_true(panel.w > 2 * panel.h);
				SDL_Rect small = hand_rect(app, taker, TP_SMALL);
				SDL_Rect large = hand_rect(app, taker, TP_LARGE);
				assert_true(large.x + large.w <= panel.x + panel.w / 2);
				assert_true(small.y == large.y);
			}
			pg_test_app_destroy(app);
		}
	}
}

/* The silhouettes the scene stacks and spaces pyramids by
 * (totem_pole_art_shapes) are where the art's opaque pixels are: each
 * pyramid's art rendered 240 high, its alpha read. */
static void test_shapes_match_the_art(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	static const char *const files[TP_SIZES] = {"s", "m", "l"};
	for (int size = 0; size < TP_SIZES; size++) {
		char rel[96], full[PG_APP_PATH_MAX + 96];
		snprintf(rel, sizeof rel, "assets/totem_pole/pyramid_grey_%s.svg", files[size]);
		pg_app_data_path(app, rel, full, sizeof full);
		SDL_RWops *rw = SDL_RWFromFile(full, "rb");
		assert_non_null(rw);
		SDL_Surface *loaded = IMG_LoadSizedSVG_RW(rw, 0, 240);
		SDL_RWclose(rw);
		assert_non_null(loaded);
		SDL_Surface *s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
		SDL_FreeSurface(loaded);
		assert_non_null(s);
		int x0 = s->w, x1 = -1, y0 = s->h, y1 = -1;
		SDL_LockSurface(s);
		for (int y = 0; y < s->h; y++)
			for (int x = 0; x < s->w; x++)
				if (((const Uint8 *)s->pixels)[y * s->pitch + 4 * x + 3] >= 96) {
					x0 = x < x0 ? x : x0;
					x1 = x > x1 ? x : x1;
					y0 = y < y0 ? y : y0;
					y1 = y > y1 ? y : y1;
				}
		SDL_UnlockSurface(s);
		const tp_shape *shape = &totem_pole_art_shapes[size];
		assert_true((float)s->w / (float)s->h == totem_pole_art_aspect);
		assert_true((float)x0 / (float)s->w == shape->left);
		assert_true((float)(x1 + 1) / (float)s->w == shape->right);
		assert_true((float)y0 / (float)s->h == shape->top);
		assert_true((float)(y1 + 1) / (float)s->h == shape->bottom);
		SDL_FreeSurface(s);
	}
	pg_test_app_destroy(app);
}

/* ---- keyboard only ----------------------------------------------------------- */

/* Tab picks a pyramid that fits and glows the pole; the pole is the
 * target; Enter places it. */
static void test_tab_then_enter_places_a_pyramid(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,normal,normal", "first:0;roll:ML");
	pg_test_key(app, SDLK_TAB, 0);
	pg_board *board = board_of(app);
	int picked = pg_board_active(board);
	assert_true(picked == totem_pole_piece(TP_RED, TP_MEDIUM) ||
	            picked == totem_pole_piece(TP_RED, TP_LARGE));
	assert_int_equal(pg_board_zone_glow(board, TOTEM_POLE_ZONE_POLE), 2);
	pg_test_key(app, SDLK_RETURN, 0);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(match_of(app)->history[2],
	                 tp_move_place(totem_pole_piece_size(picked)));
	pg_test_app_destroy(app);
}

/* Esc lets go of a pyramid picked by keyboard and places nothing; with
 * nothing in hand, Esc opens the pause menu (issue 9: Esc cancels). */
static void test_esc_cancels_a_pick_then_pauses(void **state)
{
	(void)state;
	pg_app *app = open_game(1280, 800, "human,normal,normal", "first:0;roll:ML");
	pg_test_key(app, SDLK_TAB, 0);
	pg_board *board = board_of(app);
	assert_true(pg_board_active(board) >= 0);
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_test_frame(app, 0.016);
	assert_int_equal(pg_board_active(board), -1);
	assert_string_equal(pg_test_top_scene(app), "game");
	assert_int_equal(pg_test_submitted_count(app), 0);
	pg_test_key(app, SDLK_ESCAPE, 0);
	pg_test_frame(app, 0.016);
	assert_string_equal(pg_test_top_scene(app), "pause");
	pg_test_app_destroy(app);
}

/* A whole two-player game (the dummy in play) by keys alone: Enter rolls
 * (and lifts the hot-seat curtain), Tab picks what fits (a pyramid, or
 * Pass or Count coup when nothing does) and Enter plays it. */
static void test_whole_game_by_keyboard(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "totem-pole", "human,human", NULL, 5, NULL));
	pg_play *play = pg_test_play(app);
	int presses = 0;
	while (!pg_match_is_terminal(match_of(app)) && presses < 4000) {
		if (pg_play_input_seat(play) >= 0) {
			pg_test_key(app, SDLK_TAB, 0);
			presses++;
		}
		pg_test_key(app, SDLK_RETURN, 0);
		presses++;
		pg_test_settle(app);
	}
	assert_true(pg_match_is_terminal(match_of(app)));
	/* Every move of both seats was a person's, made by a key. */
	int people = 0;
	for (int i = 0; i < match_of(app)->history_count; i++)
		people += match_of(app)->history[i] < TP_MOVE_FIRST;
	assert_true(people > 18);
	assert_int_equal(pg_test_submitted_count(app), people);
	pg_test_app_destroy(app);
}

/* Every caption shown while a move plays out, checked against its area
 * at each tick: the pill stays inside the caption's rect. Returns how
 * many ticks showed a caption. */
static int check_caption_pills(pg_app *app)
{
	tp_view *v = view_of(app);
	int shown = 0;
	for (int tick = 0; tick < 3000 && pg_play_animating(pg_test_play(app)); tick++) {
		const char *text = pg_timeline_caption_now(&v->tl);
		if (text) {
			int size, text_y;
			SDL_Rect pill = totem_pole_caption_pill(v, text, &size, &text_y);
			if (!inside(pill, v->caption_rect))
				fprintf(
				    stderr, "\"%s\": pill %d,%d %dx%d, caption %d,%d %dx%d\n",
				    text, pill.x, pill.y, pill.w, pill.h, v->caption_rect.x,
				    v->caption_rect.y, v->caption_rect.w, v->caption_rect.h);
			assert_true(inside(pill, v->caption_rect));
			assert_true(size >= PG_TEXT_READABLE_PX);
			/* The text, as wide as the pill less its side margins, in it. */
			int text_h = pg_text_draw_wrapped(
			    app->text, text, 0, 0, pill.w - pg_px(app, 20), size, PG_FONT_BOLD,
			    pg_ui_theme.text, PG_ALIGN_CENTER, false);
			assert_true(text_y >= pill.y && text_y + text_h <= pill.y + pill.h);
			shown++;
		}
		pg_app_update(app, 0.02);
	}
	return shown;
}

/* The caption pill at 960 x 600 in a longer language: a caption of
 * three lines made the pill taller than its area, so it poked 2 px out
 * above (onto the table's edge) and below (onto the pole). Whole games
 * by keys for two to four people, at 960 x 600 and 1280 x 800, in
 * English and the pseudo-locale: every pill stays inside the caption's
 * area, its text inside the pill at a readable size. */
static void test_caption_pill_stays_in_its_area(void **state)
{
	(void)state;
	static const char *const seats[3] = {"human,human", "human,human,human",
	                                     "human,human,human,human"};
	static const int window[2][2] = {{960, 600}, {1280, 800}};
	for (int run = 0; run < 4; run++) {
		pg_i18n_set_pseudo(run % 2);
		for (int players = 0; players < 3; players++) {
			pg_app *app =
			    pg_test_app_create(window[run / 2][0], window[run / 2][1]);
			assert_non_null(app);
			assert_true(pg_test_open_game(app, "totem-pole", seats[players], NULL,
			                              7, NULL));
			pg_play *play = pg_test_play(app);
			/* The first player comes out of the bag after a pause. */
			for (int tick = 0; tick < 500 && match_of(app)->history_count == 0;
			     tick++)
				pg_app_update(app, 0.02);
			int captions = check_caption_pills(app);
			for (int presses = 0;
			     !pg_match_is_terminal(match_of(app)) && presses < 4000;
			     presses++) {
				if (pg_play_input_seat(play) >= 0)
					pg_test_key(app, SDLK_TAB, 0);
				pg_test_key(app, SDLK_RETURN, 0);
				captions += check_caption_pills(app);
				pg_test_settle(app);
			}
			assert_true(pg_match_is_terminal(match_of(app)));
			assert_true(captions > 0);
			pg_test_app_destroy(app);
		}
	}
	pg_i18n_set_pseudo(false);
}

static int english_again(void **state)
{
	(void)state;
	pg_i18n_set_pseudo(false);
	return 0;
}

/* The status line names the sizes that fit now: the person's own on a
 * double (the dummy's follows), the person's own on a single face, and
 * the dummy's alone when none of the person's fits. */
static void assert_status(const char *seats, const char *after, const char *expected)
{
	pg_app *app = open_game(1280, 800, seats, after);
	char line[256] = "";
	totem_pole_view.status_text(view_of(app), line, sizeof line);
	assert_string_equal(line, expected);
	pg_test_app_destroy(app);
}

static void test_status_names_the_sizes_that_fit(void **state)
{
	(void)state;
	assert_status("human,normal", "first:0;roll:SM",
	              "Double: drag your small or medium pyramid, or a grey one, onto the pole; "
	              "the other size follows on top of it");
	assert_status("human,normal,normal", "first:0;roll:ML",
	              "Drag a medium or large pyramid onto the pole (or click it)");
	assert_status("human,human",
	              "first:0;roll:S;S;roll:L;L;roll:S;S;roll:L;L;roll:S;S;roll:M;M;roll:S",
	              "None of yours fits: drag the dummy's grey small pyramid onto the pole");
}

/* In another language the sizes are one phrase, as the die's label says
 * them ("small or medium"), not words joined by a translated " or "
 * (the pseudo-locale read "[small ~~][ or ~~][medium ~~]"). */
static void test_status_sizes_are_one_phrase_to_translate(void **state)
{
	(void)state;
	pg_i18n_set_pseudo(true);
	pg_app *app = open_game(1280, 800, "human,normal", "first:0;roll:SM");
	char line[512] = "";
	totem_pole_view.status_text(view_of(app), line, sizeof line);
	char expected[512];
	snprintf(expected, sizeof expected,
	         _("Double: drag your %s pyramid, or a grey one, onto the pole; the "
	           "other size follows on top of it"),
	         _("small or medium"));
	pg_i18n_set_pseudo(false);
	assert_string_equal(line, expected);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_drag_matching_pyramid_places_it),
	    cmocka_unit_test(test_drag_on_double_places_pair),
	    cmocka_unit_test(test_drag_dummy_on_double_places_pair),
	    cmocka_unit_test(test_drag_non_matching_pyramid_is_refused),
	    cmocka_unit_test(test_drag_out_of_turn_is_refused),
	    cmocka_unit_test(test_click_pyramid_places_it),
	    cmocka_unit_test(test_undo_shows_the_position_again),
	    cmocka_unit_test(test_click_die_rolls),
	    cmocka_unit_test(test_throw_die_rolls),
	    cmocka_unit_test(test_person_roll_waits_for_the_person),
	    cmocka_unit_test(test_space_rolls_person_die),
	    cmocka_unit_test(test_log_and_banner_wait_for_the_die),
	    cmocka_unit_test(test_die_is_blank_after_the_game),
	    cmocka_unit_test(test_ai_roll_and_first_draw_resolve_by_themselves),
	    cmocka_unit_test(test_buttons_show_when_nothing_fits),
	    cmocka_unit_test(test_buttons_hidden_when_a_pyramid_fits),
	    cmocka_unit_test(test_key_s_refused_and_p_passes_when_nothing_fits),
	    cmocka_unit_test(test_key_places_size),
	    cmocka_unit_test(test_key_l_is_the_log_and_3_places_large),
	    cmocka_unit_test(test_capture_plays_step_by_step),
	    cmocka_unit_test(test_taken_pyramids_head_for_free_tray_places),
	    cmocka_unit_test(test_renders_at_start),
	    cmocka_unit_test(test_renders_mid_game),
	    cmocka_unit_test(test_renders_capture_finished),
	    cmocka_unit_test(test_layout_uses_the_window),
	    cmocka_unit_test(test_shapes_match_the_art),
	    cmocka_unit_test(test_tab_then_enter_places_a_pyramid),
	    cmocka_unit_test(test_esc_cancels_a_pick_then_pauses),
	    cmocka_unit_test(test_whole_game_by_keyboard),
	    cmocka_unit_test(test_status_names_the_sizes_that_fit),
	    cmocka_unit_test(test_status_sizes_are_one_phrase_to_translate),
	    cmocka_unit_test_teardown(test_caption_pill_stays_in_its_area, english_again),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
