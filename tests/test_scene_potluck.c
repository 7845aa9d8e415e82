/*
 * test_scene_potluck.c: the POTLUCK! table, headless.
 *
 * Drives the real app (software renderer, dummy video) with synthetic
 * mouse and key input, the way a person plays: a die dragged onto a free
 * seat with its number makes exactly that seating move; a seat with
 * another number refuses it (no move, a reason shown); a click on a die
 * then a seat does the same as a drag; a die on the Wild wedge asks for the
 * guest's generation; a bonus waits for its target with a banner that can
 * be cancelled; a solo game that ends goes into the high-score file; and
 * the table lays out and draws in every kind of position, alone and with
 * three players, at the usual and the smallest window sizes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_i18n.h"
#include "pg_board.h"
#include "pg_match.h"
#include "pg_options.h"
#include "pg_play.h"
#include "potluck/potluck_rules.h"
#include "potluck/potluck_scene.h"

/* Where things are: the kit board's pieces, zones and areas by the
 * scene's ids; the rest is read from the view's own data. */
static const pg_board *board_of(const void *view)
{
	return &((const pl_view *)view)->board;
}

/* A seat on the large sheet. */
static SDL_Rect potluck_view_seat_rect(const void *view, int seat)
{
	return pg_board_zone_rect(board_of(view), seat);
}

/* The die's card (drag it, or click it). */
static SDL_Rect potluck_view_die_rect(const void *view, int die)
{
	return pg_board_piece_rect(board_of(view), die & 1);
}

/* The die itself on the rondel (it picks up its guest as the card does). */
static SDL_Rect potluck_view_rondel_die_rect(const void *view, int die)
{
	return pg_rect_round(potluck_die_on_rondel(view, die & 1));
}

static SDL_Rect potluck_view_bonus_rect(const void *view, int bonus)
{
	return pg_board_zone_rect(board_of(view), ZONE_BONUS + bonus);
}

/* 0: the servers, 1: the lawn chairs, 2: the wild guest waiting (of the
 * large sheet). */
static SDL_Rect potluck_view_zone_rect(const void *view, int zone)
{
	return zone == 2 ? pg_board_piece_rect(board_of(view), SRC_WILD)
	                 : pg_board_zone_rect(board_of(view), zone ? SPOT_LAWN : SPOT_SERVER);
}

/* A letter of the open generation chooser (the kit board's entry for a
 * move with that generation); empty when it is closed or has none. */
static SDL_Rect potluck_view_pick_rect(const void *view, int generation)
{
	const pg_board *board = board_of(view);
	for (int i = 0; i < pg_board_choice_count(board); i++)
		if (potluck_move_generation(board->choices[i]) == generation)
			return pg_board_choice_rect(board, i);
	return (SDL_Rect){0, 0, 0, 0};
}

/* The small copy of a player's sheet; empty for the one shown large. */
static SDL_Rect potluck_view_thumb_rect(const void *view, int player)
{
	return pg_board_zone_rect(board_of(view), AREA_THUMB + player);
}

static int potluck_view_focus(const void *view)
{
	return potluck_focus_player(view);
}

/* The bonus waiting for its target (the banner is up), or -1. */
static int potluck_view_pending_bonus(const void *view)
{
	const pl_view *v = view;
	return v->choosing_again ? POTLUCK_BONUS_AGAIN : v->bonus;
}

static int potluck_view_high_scores(const void *view, int *scores, int cap)
{
	const pl_view *v = view;
	int n = v->best.table.count < cap ? v->best.table.count : cap;
	for (int i = 0; i < n; i++)
		scores[i] = (int)v->best.table.score[i];
	return n;
}

/* The side column's note on what the pointer rests on, as drawn last
 * (its text into buf); an empty rect when none is shown. */
static SDL_Rect potluck_view_note(const void *view, char *buf, size_t size)
{
	const pl_view *v = view;
	snprintf(buf, size, "%s", v->note);
	return v->note_rect;
}

/* The large sheet. */
static SDL_Rect potluck_view_sheet_rect(const void *view)
{
	return pg_board_zone_rect(board_of(view), AREA_SHEET);
}

/* The pixel size the scoring key is drawn at (on the sheet or, when it
 * has no room there, in the side column). */
static int potluck_view_scoring_px(const void *view)
{
	const pl_view *v = view;
	int px = v->big.help_zone.w > 0 ? (int)(1.42f * v->big.u) : pg_px(v->app, 13);
	return px > NOTE_PX ? px : NOTE_PX;
}

/* How many texts did not fit whole in their boxes in the last frame drawn,
 * and the last of them. */
static int potluck_view_cut_texts(const void *view, char *last, size_t size)
{
	const pl_view *v = view;
	snprintf(last, size, "%s", v->cut_last);
	return v->cut_count;
}

/* Whether the chooser of letters (the kit board's) is open. */
static bool potluck_view_key_chooser_open(const void *view)
{
	return board_of(view)->choosing;
}

enum { MOVES_TEXT = 16384 };

static pg_app *open_game(int width, int height, const char *seats, const char *after)
{
	pg_app *app = pg_test_app_create(width, height);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "potluck", seats, NULL, 3, after));
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

static const potluck_state *state_of(pg_app *app)
{
	return (const potluck_state *)match_of(app)->state;
}

static int cx(SDL_Rect r)
{
	return r.x + r.w / 2;
}

static int cy(SDL_Rect r)
{
	return r.y + r.h / 2;
}

/* The first free seat printed with number (or, with other_than, the first
 * with any other number). */
static int seat_numbered(const potluck_state *s, int number, bool other_than)
{
	const potluck_sheet *sheet = potluck_sheet_of(s, s->to_move);
	for (int seat = 0; seat < POTLUCK_SEATS; seat++) {
		bool match = potluck_seat_number(seat) == number;
		if (!sheet->seat[seat] && match != other_than)
			return seat;
	}
	return -1;
}

static void drag_die_to_seat(pg_app *app, int die, int seat)
{
	void *view = view_of(app);
	SDL_Rect from = potluck_view_die_rect(view, die);
	SDL_Rect to = potluck_view_seat_rect(view, seat);
	assert_true(from.w > 0 && to.w > 0);
	pg_test_drag(app, from.x + from.w / 4, from.y + from.h / 4, cx(to), cy(to));
}

/* ---- positions --------------------------------------------------------------- */

/*
 * A game in notation: the dice roll by a fixed cycle, every seat takes its
 * first seating move if it has one (else its first legal move). Stops when
 * `rounds` rounds are rolled (right after both dice, so seat 0 is to move),
 * or at the end with until_end.
 */
static void build_game(int players, int rounds, bool until_end, char *out, size_t size)
{
	const pg_game *g = &potluck_game;
	pg_options options = {.players = players};
	potluck_state s;
	g->init(&s, &options);
	size_t used = 0;
	out[0] = '\0';
	static const int rolls[] = {4, 2, 5, 1, 3, 6, 2, 2, 6, 5, 1, 4, 3, 3, 5, 2, 6, 1};
	int roll_index = 0;
	pg_move moves[PG_MAX_MOVES];
	char last[48] = "";
	for (int guard = 0; guard < 5000; guard++) {
		int who = g->current_player(&s);
		if (who == PG_TERMINAL)
			break;
		if (!until_end && s.round > rounds && s.phase == POTLUCK_PHASE_PLACE &&
		    s.to_move == 0 && s.chosen_die < 0)
			break;
		pg_move move;
		if (who == PG_CHANCE) {
			move = potluck_move_make(
			    POTLUCK_ACT_ROLL, 0, 0,
			    rolls[roll_index++ % (int)(sizeof rolls / sizeof rolls[0])], false);
		} else {
			int n = g->legal_moves(&s, moves, PG_MAX_MOVES);
			assert_true(n > 0);
			move = moves[0];
			for (int i = 0; i < n; i++) {
				if (potluck_move_action(moves[i]) == POTLUCK_ACT_SEAT) {
					move = moves[i];
					break;
				}
			}
		}
		g->move_to_text(&s, move, last, sizeof last);
		used +=
		    (size_t)snprintf(out + used, size - used, "%s%s", used ? ";" : "", last);
		assert_true(used < size);
		g->apply_move(&s, move, NULL);
	}
}

/* Rolls doubles on the first round, unlocks Erase and seats a guest; the
 * player keeps the turn because the bonus could still be used. */
static const char *const erase_ready = "roll:3;roll:3;unlock:erase;d1Y@A3";

/* ---- dragging and clicking a die ----------------------------------------------- */

static void test_drag_die_to_matching_seat_plays_exactly_that_move(void **unused)
{
	(void)unused;
	/* From Wild, die 1 rolls 4 (a Middle-aged guest), die 2 rolls 2 (a
	 * Teenager): the book's own example. */
	pg_app *app = open_game(1280, 800, "human", "roll:4;roll:2");
	const potluck_state *s = state_of(app);
	assert_int_equal(s->phase, POTLUCK_PHASE_PLACE);
	int seat = seat_numbered(s, 4, false);
	assert_true(seat >= 0);
	int before = match_of(app)->history_count;

	drag_die_to_seat(app, 0, seat);
	pg_test_settle(app);

	pg_move expected =
	    potluck_move_make(POTLUCK_ACT_SEAT, 0, POTLUCK_MIDDLE_AGED, seat, false);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app), expected);
	const pg_match *m = match_of(app);
	assert_true(m->history_count > before);
	assert_int_equal(m->history[before], expected);
	assert_int_equal(potluck_sheet_of(state_of(app), 0)->seat[seat], POTLUCK_MIDDLE_AGED);
	pg_test_app_destroy(app);
}

static void test_drag_to_a_seat_with_another_number_is_refused(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", "roll:4;roll:2");
	const potluck_state *s = state_of(app);
	int seat = seat_numbered(s, 4, true);
	/* Not the other die's number either, so neither guest may sit there. */
	while (seat >= 0 && potluck_seat_number(seat) == 2)
		seat++;
	assert_true(seat >= 0 && seat < POTLUCK_SEATS);
	int before = match_of(app)->history_count;
	int toasts = pg_test_toast_count(app);

	drag_die_to_seat(app, 0, seat);
	pg_test_settle(app);

	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_int_equal(match_of(app)->history_count, before);
	assert_int_equal(potluck_sheet_of(state_of(app), 0)->seat[seat], 0);
	/* The person is told why, in the rules' words. */
	assert_true(pg_test_toast_count(app) > toasts);
	assert_non_null(strstr(pg_test_last_toast(app),
	                       potluck_seat_problem_text(POTLUCK_SEAT_WRONG_NUMBER)));
	pg_test_app_destroy(app);
}

static void test_click_die_then_seat_plays_like_a_drag(void **unused)
{
	(void)unused;
	pg_app *app = open_game(960, 600, "human", "roll:4;roll:2");
	void *view = view_of(app);
	int seat = seat_numbered(state_of(app), 2, false);
	assert_true(seat >= 0);
	pg_test_click(app, cx(potluck_view_die_rect(view, 1)),
	              cy(potluck_view_die_rect(view, 1)));
	assert_int_equal(pg_test_submitted_count(app), 0);
	SDL_Rect target = potluck_view_seat_rect(view, seat);
	pg_test_click(app, cx(target), cy(target));
	pg_test_settle(app);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app),
	                 potluck_move_make(POTLUCK_ACT_SEAT, 1, POTLUCK_TEENAGER, seat, false));
	pg_test_app_destroy(app);
}

static void test_keys_choose_a_die_and_backspace_cancels(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", "roll:4;roll:2");
	void *view = view_of(app);
	/* 1 picks die 1, Backspace puts it down again: a click on a 2 seat
	 * then seats die 2's guest, the only one that fits there. */
	pg_test_key(app, SDLK_1, 0);
	pg_test_key(app, SDLK_BACKSPACE, 0);
	int seat = seat_numbered(state_of(app), 2, false);
	SDL_Rect target = potluck_view_seat_rect(view, seat);
	pg_test_click(app, cx(target), cy(target));
	pg_test_settle(app);
	assert_int_equal(pg_test_last_submitted(app),
	                 potluck_move_make(POTLUCK_ACT_SEAT, 1, POTLUCK_TEENAGER, seat, false));
	pg_test_app_destroy(app);
}

static void test_servers_take_a_dragged_die(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", "roll:4;roll:2");
	void *view = view_of(app);
	SDL_Rect from = potluck_view_die_rect(view, 1);
	SDL_Rect servers = potluck_view_zone_rect(view, 0);
	pg_test_drag(app, from.x + from.w / 4, from.y + from.h / 4, cx(servers), cy(servers));
	pg_test_settle(app);
	assert_int_equal(pg_test_last_submitted(app),
	                 potluck_move_make(POTLUCK_ACT_SERVER, 1, 0, 0, false));
	assert_int_equal(potluck_sheet_of(state_of(app), 0)->server[0], POTLUCK_TEENAGER);
	pg_test_app_destroy(app);
}

/* A move's banner is an action of the kit's timeline: it waits for the
 * guest to be written, and the view animates until the timeline ends. */
static void test_wild_guest_banner_waits_on_the_timeline(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human",
	                        "roll:4;roll:2;d1@srv;roll:1;roll:1;unlock:move");
	pl_view *v = view_of(app);
	SDL_Rect from = potluck_view_die_rect(v, 1);
	SDL_Rect servers = potluck_view_zone_rect(v, 0);
	pg_test_drag(app, from.x + from.w / 4, from.y + from.h / 4, cx(servers), cy(servers));
	for (int i = 0; i < 10 && !pg_timeline_running(&v->tl); i++)
		pg_test_frame(app, 0);
	assert_true(pg_timeline_running(&v->tl));
	assert_null(pg_timeline_caption_now(&v->tl));
	for (int i = 0; i < 40; i++)
		pg_test_frame(app, 1.0 / 60);
	assert_string_equal(pg_timeline_caption_now(&v->tl),
	                    "Both servers are busy: a wild guest arrives! Seat them anywhere");
	assert_true(pg_timeline_running(&v->tl));
	pg_test_settle(app);
	assert_false(pg_timeline_running(&v->tl));
	assert_int_equal(state_of(app)->phase, POTLUCK_PHASE_WILD);
	pg_test_app_destroy(app);
}

static void test_wild_die_asks_for_the_generation(void **unused)
{
	(void)unused;
	/* Both dice come back round to Wild (4 + 3 and 2 + 5 wedges). */
	pg_app *app = open_game(1280, 800, "human", "roll:4;roll:2;d1M@A4;roll:3;roll:5");
	const potluck_state *s = state_of(app);
	assert_int_equal(potluck_die_wedge(s, 0), POTLUCK_WILD);
	void *view = view_of(app);
	int seat = seat_numbered(s, 3, false);
	assert_true(seat >= 0);
	drag_die_to_seat(app, 0, seat);
	pg_test_settle(app);
	/* No move yet: the chooser of generations is open. */
	assert_int_equal(pg_test_submitted_count(app), 0);
	SDL_Rect senior = potluck_view_pick_rect(view, POTLUCK_SENIOR);
	assert_true(senior.w > 0);
	pg_test_click(app, cx(senior), cy(senior));
	pg_test_settle(app);
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app),
	                 potluck_move_make(POTLUCK_ACT_SEAT, 0, POTLUCK_SENIOR, seat, false));
	pg_test_app_destroy(app);
}

static void test_servers_wild_is_dragged_to_any_seat(void **unused)
{
	(void)unused;
	/* Two guests become servers: the wild guest must be seated at once. */
	pg_app *app = open_game(1280, 800, "human",
	                        "roll:4;roll:2;d1@srv;roll:1;roll:1;unlock:move;d2@srv");
	assert_int_equal(state_of(app)->phase, POTLUCK_PHASE_WILD);
	void *view = view_of(app);
	SDL_Rect wild = potluck_view_zone_rect(view, 2);
	/* Any number will do: a 6 seat, which neither die could take. */
	int seat = seat_numbered(state_of(app), 6, false);
	SDL_Rect to = potluck_view_seat_rect(view, seat);
	pg_test_drag(app, cx(wild), cy(wild), cx(to), cy(to));
	pg_test_settle(app);
	assert_int_equal(pg_test_submitted_count(app), 0);
	assert_true(potluck_view_pick_rect(view, POTLUCK_OLDER_ADULT).w > 0);
	pg_test_key(app, SDLK_o, 0);
	pg_test_settle(app);
	assert_int_equal(
	    pg_test_last_submitted(app),
	    potluck_move_make(POTLUCK_ACT_WILD, 0, POTLUCK_OLDER_ADULT, seat, false));
	pg_test_app_destroy(app);
}

/* A refused guest flies home through the kit board: the board holds the
 * die while it is dragged, and after the drop it is on its way back to the
 * die drawn on its card (the board's piece, reached by id). */
static void test_refused_drop_flies_home_by_the_board(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", "roll:4;roll:2");
	void *view = view_of(app);
	pg_board *board = pg_test_board(app);
	assert_non_null(board);
	SDL_Rect card = potluck_view_die_rect(view, 0);
	SDL_Rect piece = pg_board_piece_rect(board, 0);
	assert_int_equal(piece.x, card.x);
	assert_int_equal(piece.w, card.w);
	int seat = seat_numbered(state_of(app), 4, true);
	while (potluck_seat_number(seat) == 2)
		seat++;
	SDL_Rect to = potluck_view_seat_rect(view, seat);
	pg_test_mouse_down(app, card.x + card.w / 4, card.y + card.h / 4);
	pg_test_mouse_move(app, cx(to) - 20, cy(to));
	pg_test_mouse_move(app, cx(to), cy(to));
	assert_int_equal(board->held, 0);
	assert_int_equal(pg_board_zone_glow(board, seat), 0);
	pg_test_mouse_up(app, cx(to), cy(to));
	assert_int_equal(board->held, PG_BOARD_NONE);
	assert_true(pg_board_busy(board));
	assert_int_equal(board->snap.piece, 0);
	assert_true(board->snap.refused);
	pg_test_settle(app);
	assert_false(pg_board_busy(board));
	assert_int_equal(pg_test_submitted_count(app), 0);
	pg_test_app_destroy(app);
}

/* The die itself on the rondel picks up its guest as its card does. */
static void test_die_dragged_from_the_rondel_seats_its_guest(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", "roll:4;roll:2");
	void *view = view_of(app);
	int seat = seat_numbered(state_of(app), 2, false);
	SDL_Rect from = potluck_view_rondel_die_rect(view, 1);
	SDL_Rect to = potluck_view_seat_rect(view, seat);
	assert_true(from.w > 0);
	pg_test_drag(app, cx(from), cy(from), cx(to), cy(to));
	pg_test_settle(app);
	assert_int_equal(pg_test_last_submitted(app),
	                 potluck_move_make(POTLUCK_ACT_SEAT, 1, POTLUCK_TEENAGER, seat, false));
	pg_test_app_destroy(app);
}

/* Change asks for the die's new letter in the kit board's chooser. */
static void test_change_asks_the_letter_in_the_board_chooser(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", "roll:3;roll:3;unlock:change");
	void *view = view_of(app);
	SDL_Rect change = potluck_view_bonus_rect(view, POTLUCK_BONUS_CHANGE);
	pg_test_click(app, cx(change), cy(change));
	assert_int_equal(potluck_view_pending_bonus(view), POTLUCK_BONUS_CHANGE);
	if (!potluck_view_key_chooser_open(view)) {
		SDL_Rect die = potluck_view_die_rect(view, 0);
		pg_test_click(app, cx(die), cy(die));
	}
	assert_true(potluck_view_key_chooser_open(view));
	assert_int_equal(pg_test_submitted_count(app), 0);
	int g = 1;
	while (g <= POTLUCK_GENERATIONS && potluck_view_pick_rect(view, g).w == 0)
		g++;
	assert_true(g <= POTLUCK_GENERATIONS);
	SDL_Rect letter = potluck_view_pick_rect(view, g);
	pg_test_click(app, cx(letter), cy(letter));
	pg_test_settle(app);
	assert_int_equal(pg_test_submitted_count(app), 1);
	pg_move played = pg_test_last_submitted(app);
	assert_int_equal(potluck_move_action(played), POTLUCK_ACT_CHANGE);
	assert_int_equal(potluck_move_generation(played), g);
	assert_false(potluck_view_key_chooser_open(view));
	pg_test_app_destroy(app);
}

/* ---- bonuses ----------------------------------------------------------------- */

static void test_doubles_unlock_a_bonus_by_clicking_it(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", "roll:3;roll:3");
	assert_int_equal(state_of(app)->phase, POTLUCK_PHASE_UNLOCK);
	SDL_Rect move = potluck_view_bonus_rect(view_of(app), POTLUCK_BONUS_MOVE);
	pg_test_click(app, cx(move), cy(move));
	pg_test_settle(app);
	assert_int_equal(
	    pg_test_last_submitted(app),
	    potluck_move_make(POTLUCK_ACT_UNLOCK, 0, 0, POTLUCK_BONUS_MOVE, false));
	assert_true(potluck_sheet_of(state_of(app), 0)->unlocked & (1u << POTLUCK_BONUS_MOVE));
	pg_test_app_destroy(app);
}

static void test_bonus_waits_for_its_target_and_can_be_cancelled(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", erase_ready);
	void *view = view_of(app);
	SDL_Rect erase = potluck_view_bonus_rect(view, POTLUCK_BONUS_ERASE);
	pg_test_click(app, cx(erase), cy(erase));
	assert_int_equal(potluck_view_pending_bonus(view), POTLUCK_BONUS_ERASE);
	assert_int_equal(pg_test_submitted_count(app), 0);
	pg_test_key(app, SDLK_BACKSPACE, 0);
	assert_int_equal(potluck_view_pending_bonus(view), -1);
	assert_int_equal(pg_test_submitted_count(app), 0);

	/* Again, and this time the seated guest at A3 is clicked. */
	pg_test_click(app, cx(erase), cy(erase));
	SDL_Rect a3 = potluck_view_seat_rect(view, 2);
	pg_test_click(app, cx(a3), cy(a3));
	pg_test_settle(app);
	assert_int_equal(pg_test_last_submitted(app),
	                 potluck_move_make(POTLUCK_ACT_ERASE, 0, 0, 2, false));
	assert_int_equal(potluck_sheet_of(state_of(app), 0)->seat[2], 0);
	pg_test_app_destroy(app);
}

/* ---- sheets of several players ------------------------------------------------- */

static void test_every_sheet_shows_and_a_small_one_enlarges(void **unused)
{
	(void)unused;
	char moves[MOVES_TEXT];
	build_game(3, 3, false, moves, sizeof moves);
	pg_app *app = open_game(1280, 800, "human,normal,normal", moves);
	void *view = view_of(app);
	assert_int_equal(potluck_view_focus(view), 0);
	SDL_Rect area = pg_test_view_area(app);
	for (int p = 1; p < 3; p++) {
		SDL_Rect thumb = potluck_view_thumb_rect(view, p);
		assert_true(thumb.w > 0);
		assert_true(SDL_HasIntersection(&thumb, &area));
	}
	SDL_Rect third = potluck_view_thumb_rect(view, 2);
	pg_test_click(app, cx(third), cy(third));
	assert_int_equal(potluck_view_focus(view), 2);
	assert_int_equal(pg_test_submitted_count(app), 0);
	pg_test_app_destroy(app);
}

/* ---- high scores ---------------------------------------------------------------- */

/* A second copy of the program (another holds the save folder) shows
 * the finished game's place among the best scores but leaves the file to
 * the first copy (issue 13: one writer per file). */
static void test_second_copy_keeps_no_high_score(void **unused)
{
	(void)unused;
	char dir[] = "/tmp/pg-potluck-scores-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char moves[MOVES_TEXT];
	build_game(1, 0, true, moves, sizeof moves);
	char *last = strrchr(moves, ';');
	assert_non_null(last);
	*last++ = '\0';
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	assert_non_null(app);
	/* As when pg_storage_lock finds the folder held by another copy. */
	app->storage_read_only = true;
	assert_true(pg_test_open_game(app, "potluck", "human", NULL, 3, moves));
	pg_test_settle(app);
	pg_move move;
	assert_true(potluck_game.move_from_text(state_of(app), last, &move));
	assert_true(pg_play_submit(pg_test_play(app), move));
	pg_test_settle(app);
	assert_true(pg_match_is_terminal(match_of(app)));
	int scores[10];
	assert_int_equal(potluck_view_high_scores(view_of(app), scores, 10), 1);
	assert_non_null(strstr(pg_test_last_toast(app), "not kept"));
	char path[1200];
	snprintf(path, sizeof path, "%s/potluck-highscores.txt", dir);
	assert_int_equal(access(path, F_OK), -1);
	pg_test_app_destroy(app);
	rmdir(dir);
}

static void test_solo_game_over_records_a_high_score(void **unused)
{
	(void)unused;
	char dir[] = "/tmp/pg-potluck-scores-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char moves[MOVES_TEXT];
	build_game(1, 0, true, moves, sizeof moves);
	/* Everything but the move that ends the game. */
	char *last = strrchr(moves, ';');
	assert_non_null(last);
	*last++ = '\0';
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "potluck", "human", NULL, 3, moves));
	pg_test_settle(app);
	assert_false(pg_match_is_terminal(match_of(app)));

	/* The last move, as the person's own. */
	pg_move move;
	assert_true(potluck_game.move_from_text(state_of(app), last, &move));
	assert_true(pg_play_submit(pg_test_play(app), move));
	pg_test_settle(app);
	assert_true(pg_match_is_terminal(match_of(app)));
	int score = potluck_sheet_score(potluck_sheet_of(state_of(app), 0));

	int scores[10];
	assert_int_equal(potluck_view_high_scores(view_of(app), scores, 10), 1);
	assert_int_equal(scores[0], score);

	/* The results screen is up and shows the table, this game picked out. */
	assert_string_equal(pg_test_top_scene(app), "results");
	pg_results_section section;
	const pg_view *view = pg_view_find("potluck");
	assert_non_null(view->results_section);
	assert_true(view->results_section(view_of(app), &section));
	assert_int_equal(section.count, 1);
	assert_true(section.rows[0].highlight);
	char value[24];
	snprintf(value, sizeof value, "%d", score);
	assert_string_equal(section.rows[0].value, value);
	assert_non_null(strstr(section.note, "best score"));
	char path[1200];
	snprintf(path, sizeof path, "%s/potluck-highscores.txt", dir);
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	int read_score = -1000;
	char date[32] = "";
	assert_int_equal(fscanf(f, "%d %31s", &read_score, date), 2);
	fclose(f);
	assert_int_equal(read_score, score);
	assert_int_equal(strlen(date), 10); /* YYYY-MM-DD */
	pg_test_app_destroy(app);
	remove(path);
	char settings[1200];
	snprintf(settings, sizeof settings, "%s/settings.txt", dir);
	remove(settings);
	rmdir(dir);
}

/* ---- rolling ---------------------------------------------------------------------- */

/* Alone, the player rolls: nothing rolls by itself; a click on die 1's
 * card rolls die 1, and die 2 picked up and thrown rolls die 2. */
static void test_solo_player_clicks_and_throws_the_dice(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "potluck", "human", NULL, 3, NULL));
	pg_test_frame(app, 0.001);
	pg_play *play = pg_test_play(app);
	assert_int_equal(pg_play_chance_seat(play), 0);
	assert_true(pg_play_person_rolls(play));
	for (int i = 0; i < 50; i++)
		pg_app_update(app, 0.1);
	assert_int_equal(match_of(app)->history_count, 0);

	SDL_Rect card = potluck_view_die_rect(view_of(app), 0);
	pg_test_click(app, cx(card), cy(card));
	assert_int_equal(match_of(app)->history_count, 1);
	assert_int_equal(state_of(app)->phase, POTLUCK_PHASE_ROLL_DIE2);
	/* The roll animates; then die 2 waits for the player too. */
	for (int i = 0; i < 50; i++)
		pg_app_update(app, 0.1);
	assert_int_equal(match_of(app)->history_count, 1);

	card = potluck_view_die_rect(view_of(app), 1);
	SDL_Rect sheet = potluck_view_zone_rect(view_of(app), 0);
	pg_test_drag(app, cx(card), cy(card), cx(sheet), cy(sheet));
	assert_int_equal(match_of(app)->history_count, 2);
	assert_int_equal(state_of(app)->phase, POTLUCK_PHASE_PLACE);
	assert_int_equal(pg_test_submitted_count(app), 0);
	pg_test_app_destroy(app);
}

/* The die on the rondel is thrown as its card is (the kit's pg_die): picked
 * up, carried and let go over the sheet, it rolls. */
static void test_die_thrown_from_the_rondel_rolls(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "potluck", "human", NULL, 3, NULL));
	pg_test_frame(app, 0.001);
	assert_int_equal(match_of(app)->history_count, 0);
	SDL_Rect die = potluck_view_rondel_die_rect(view_of(app), 0);
	SDL_Rect sheet = potluck_view_sheet_rect(view_of(app));
	assert_true(die.w > 0);
	pg_test_drag(app, cx(die), cy(die), cx(sheet), cy(sheet));
	assert_int_equal(match_of(app)->history_count, 1);
	assert_int_equal(state_of(app)->phase, POTLUCK_PHASE_ROLL_DIE2);
	pg_test_app_destroy(app);
}

/* With several players the dice are rolled by each in turn, a round each:
 * the person's round waits for them, the AI's rolls by itself. */
static void test_rolls_go_round_the_table(void **unused)
{
	(void)unused;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "potluck", "human,normal", NULL, 3, NULL));
	pg_test_frame(app, 0.001);
	assert_int_equal(pg_play_chance_seat(pg_test_play(app)), 0);
	for (int i = 0; i < 30; i++)
		pg_app_update(app, 0.1);
	assert_int_equal(match_of(app)->history_count, 0);
	pg_test_settle(app); /* rolls for the person, then waits for their seating */
	assert_int_equal(match_of(app)->history_count, 2);
	pg_test_app_destroy(app);

	/* Round 2, rolled by seat 1, the AI: it rolls without anyone. The
	 * game to round 2's rolls, without them. */
	char moves[MOVES_TEXT];
	build_game(2, 1, false, moves, sizeof moves);
	for (int cut = 0; cut < 2; cut++) {
		char *last = strrchr(moves, ';');
		assert_non_null(last);
		*last = '\0';
	}
	app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "potluck", "human,normal", NULL, 3, moves));
	pg_test_frame(app, 0.001);
	assert_int_equal(state_of(app)->round, 2);
	assert_int_equal(pg_play_chance_seat(pg_test_play(app)), 1);
	assert_false(pg_play_person_rolls(pg_test_play(app)));
	int before = match_of(app)->history_count;
	for (int i = 0; i < 40 && match_of(app)->history_count < before + 2; i++)
		pg_app_update(app, 0.1);
	assert_int_equal(match_of(app)->history_count, before + 2);
	pg_test_app_destroy(app);
}

/* The pixels of a rectangle of the headless window, summed with their
 * positions (a cheap fingerprint of what is drawn there). */
static unsigned long fingerprint(pg_app *app, SDL_Rect r)
{
	SDL_Surface *surface = pg_test_surface(app);
	unsigned long sum = 0;
	SDL_LockSurface(surface);
	for (int y = r.y; y < r.y + r.h; y++)
		for (int x = r.x; x < r.x + r.w; x++) {
			Uint32 pixel;
			memcpy(&pixel, (Uint8 *)surface->pixels + y * surface->pitch + x * 4,
			       4);
			sum = sum * 31 + pixel;
		}
	SDL_UnlockSurface(surface);
	return sum;
}

/* A solo game that does not make a full table of ten better scores: the
 * results list the ten with a sentence saying so, nothing picked out; at
 * the smallest window that is taller than the room, and the keys and the
 * wheel scroll it (and back). */
static void test_results_list_high_scores_and_scroll(void **unused)
{
	(void)unused;
	char dir[] = "/tmp/pg-potluck-results-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char path[1200];
	snprintf(path, sizeof path, "%s/potluck-highscores.txt", dir);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	for (int i = 0; i < 10; i++)
		fprintf(f, "%d 2026-10-%02d\n", 300 - i, i + 1);
	fclose(f);
	char moves[MOVES_TEXT];
	build_game(1, 0, true, moves, sizeof moves);
	char *last = strrchr(moves, ';');
	assert_non_null(last);
	*last++ = '\0';
	pg_app *app = pg_test_app_create_in(960, 600, dir);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "potluck", "human", NULL, 3, moves));
	pg_test_settle(app);
	pg_move move;
	assert_true(potluck_game.move_from_text(state_of(app), last, &move));
	assert_true(pg_play_submit(pg_test_play(app), move));
	pg_test_settle(app);
	assert_string_equal(pg_test_top_scene(app), "results");

	pg_results_section section;
	assert_true(pg_view_find("potluck")->results_section(view_of(app), &section));
	assert_int_equal(section.count, 10);
	for (int i = 0; i < 10; i++)
		assert_false(section.rows[i].highlight);
	assert_non_null(strstr(section.note, "did not make"));

	/* The middle band of the window, where the scores scroll. */
	SDL_Rect band = {200, 150, 560, 300};
	pg_test_frame(app, 0.5);
	unsigned long top = fingerprint(app, band);
	pg_test_key(app, SDLK_END, 0);
	pg_test_frame(app, 0.5);
	unsigned long bottom = fingerprint(app, band);
	assert_true(bottom != top);
	pg_test_key(app, SDLK_HOME, 0);
	pg_test_frame(app, 0.5);
	assert_true(fingerprint(app, band) == top);
	SDL_Event wheel = {0};
	wheel.type = SDL_MOUSEWHEEL;
	wheel.wheel.y = -3;
	pg_app_handle_sdl_event(app, &wheel);
	pg_test_frame(app, 0.5);
	assert_true(fingerprint(app, band) != top);
	pg_test_app_destroy(app);
	remove(path);
	char settings[1200];
	snprintf(settings, sizeof settings, "%s/settings.txt", dir);
	remove(settings);
	rmdir(dir);
}

/* ---- drawing in every kind of position ------------------------------------------- */

static void test_frames_reuse_the_rendered_art(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", "roll:4;roll:2");
	void *view = view_of(app);
	SDL_Rect die = potluck_view_die_rect(view, 0);
	pg_test_mouse_move(app, die.x + die.w / 4, die.y + die.h / 4);
	pg_test_frame(app, 1.0 / 60);
	pg_test_mouse_down(app, die.x + die.w / 4, die.y + die.h / 4);
	pg_test_mouse_move(app, die.x + die.w, die.y);
	pg_test_frame(app, 1.0 / 60);
	long renders = pg_assets_render_count(app->assets);
	/* A die carried over every seat: glows, hints and the die in hand
	 * change, the art is drawn from the cache. */
	for (int seat = 0; seat < POTLUCK_SEATS; seat++) {
		SDL_Rect r = potluck_view_seat_rect(view, seat);
		pg_test_mouse_move(app, cx(r), cy(r));
		pg_test_frame(app, 1.0 / 60);
	}
	assert_int_equal(pg_assets_render_count(app->assets), renders);
	pg_test_mouse_up(app, 2, 2);
	pg_test_settle(app);
	assert_int_equal(pg_test_submitted_count(app), 0);
	pg_test_app_destroy(app);
}

static bool inside(SDL_Rect inner, SDL_Rect outer)
{
	return inner.x >= outer.x && inner.y >= outer.y &&
	       inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
}

/* The sheet's printed seats are drawn: the pixel at a seat's centre is
 * paper-light, not the dark table cloth of the window. */
static void assert_seat_drawn(pg_app *app, int seat)
{
	SDL_Rect r = potluck_view_seat_rect(view_of(app), seat);
	SDL_Surface *surface = pg_test_surface(app);
	Uint8 red, green, blue;
	int x = r.x + r.w / 5, y = r.y + r.h / 2;
	Uint32 pixel = ((Uint32 *)surface->pixels)[y * (surface->pitch / 4) + x];
	SDL_GetRGB(pixel, surface->format, &red, &green, &blue);
	assert_true(red + green + blue > 3 * 150);
}

static void check_layout(pg_app *app, int players)
{
	/* The pointer leaves the board, so no hint covers a seat. */
	pg_test_mouse_move(app, 1, 1);
	pg_test_frame(app, 1.0 / 60);
	void *view = view_of(app);
	SDL_Rect area = pg_test_view_area(app);
	for (int seat = 0; seat < POTLUCK_SEATS; seat++)
		assert_true(inside(potluck_view_seat_rect(view, seat), area));
	for (int die = 0; die < 2; die++)
		assert_true(inside(potluck_view_die_rect(view, die), area));
	for (int b = 0; b < POTLUCK_BONUSES; b++)
		assert_true(inside(potluck_view_bonus_rect(view, b), area));
	int focus = potluck_view_focus(view);
	for (int p = 0; p < players; p++) {
		SDL_Rect thumb = potluck_view_thumb_rect(view, p);
		if (p == focus)
			assert_int_equal(thumb.w, 0);
		else
			assert_true(thumb.w > 0 && inside(thumb, area));
	}
	assert_seat_drawn(app, 0);
	assert_seat_drawn(app, POTLUCK_SEATS - 1);
}

static void render_states(int width, int height, int players, const char *seats)
{
	char mid[MOVES_TEXT], over[MOVES_TEXT];
	build_game(players, 6, false, mid, sizeof mid);
	build_game(players, 0, true, over, sizeof over);
	const char *positions[] = {NULL, mid, erase_ready, over};
	for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
		pg_app *app = open_game(width, height, seats, positions[i]);
		if (positions[i] == erase_ready) {
			SDL_Rect erase =
			    potluck_view_bonus_rect(view_of(app), POTLUCK_BONUS_ERASE);
			pg_test_click(app, cx(erase), cy(erase));
			assert_int_equal(potluck_view_pending_bonus(view_of(app)),
			                 POTLUCK_BONUS_ERASE);
		}
		if (positions[i] == over) {
			/* The results come up over the board; Esc goes back to it. */
			assert_true(pg_match_is_terminal(match_of(app)));
			if (!strcmp(pg_test_top_scene(app), "results"))
				pg_test_key(app, SDLK_ESCAPE, 0);
			pg_test_frame(app, 1.0 / 60);
			assert_string_equal(pg_test_top_scene(app), "game");
		}
		pg_test_frame(app, 1.0 / 60);
		check_layout(app, players);
		/* And after a resize to the other size. */
		assert_true(
		    pg_test_resize(app, height == 600 ? 1280 : 960, height == 600 ? 800 : 600));
		pg_test_frame(app, 1.0 / 60);
		check_layout(app, players);
		pg_test_app_destroy(app);
	}
}

static void test_renders_solo_at_1280x800(void **unused)
{
	(void)unused;
	render_states(1280, 800, 1, "human");
}

static void test_renders_solo_at_960x600(void **unused)
{
	(void)unused;
	render_states(960, 600, 1, "human");
}

static void test_renders_three_players_at_1280x800(void **unused)
{
	(void)unused;
	render_states(1280, 800, 3, "human,normal,normal");
}

static void test_renders_three_players_at_960x600(void **unused)
{
	(void)unused;
	render_states(960, 600, 3, "human,normal,normal");
}

/* ---- what a new player met (issue 14) -------------------------------------------- */

/* Seats every free seat printed with number on player's sheet (no two
 * alike side by side), straight into the match's state. */
static void fill_number(pg_app *app, int player, int number)
{
	potluck_state *s = (potluck_state *)match_of(app)->state;
	potluck_sheet *sheet = &s->sheet[player];
	for (int seat = 0; seat < POTLUCK_SEATS; seat++) {
		if (potluck_seat_number(seat) != number || sheet->seat[seat])
			continue;
		for (int g = 1; g <= POTLUCK_GENERATIONS; g++) {
			if (potluck_check_seat(sheet, seat, g, 0) == POTLUCK_SEAT_OK) {
				potluck_sheet_place(sheet, seat, g);
				break;
			}
		}
	}
}

static void test_wild_guest_dragged_to_a_lawn_chair_asks_no_generation(void **unused)
{
	(void)unused;
	/* Both dice back on Wild, rolled 3 and 5; then no 3 or 5 seat is free. */
	pg_app *app = open_game(1280, 800, "human", "roll:4;roll:2;d1M@A4;roll:3;roll:5");
	fill_number(app, 0, 3);
	fill_number(app, 0, 5);
	pg_test_frame(app, 1.0 / 60);
	void *view = view_of(app);
	SDL_Rect from = potluck_view_die_rect(view, 0);
	SDL_Rect lawn = potluck_view_zone_rect(view, 1);
	pg_test_drag(app, from.x + from.w / 4, from.y + from.h / 4, cx(lawn), cy(lawn));
	pg_test_settle(app);
	/* Played at once: no chooser of letters. */
	assert_int_equal(pg_test_submitted_count(app), 1);
	assert_int_equal(pg_test_last_submitted(app),
	                 potluck_move_make(POTLUCK_ACT_LAWN, 0, POTLUCK_GEN_ANY,
	                                   POTLUCK_TARGET_LAWN, false));
	assert_int_equal(potluck_view_pick_rect(view, POTLUCK_CHILDREN).w, 0);
	pg_test_app_destroy(app);
}

static void test_log_names_the_colour_and_the_printed_seat_number(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human,normal", "roll:2;roll:4;d1T@A2");
	pg_play *play = pg_test_play(app);
	assert_true(play->log_count >= 3);
	const char *said = pg_play_log_text(play, 2);
	assert_string_equal(said,
	                    "Red seats die 1's guest, a Teenager, in a 2 seat at table A.");
	assert_null(strstr(said, "Player"));
	pg_test_app_destroy(app);
}

static bool rects_meet(SDL_Rect a, SDL_Rect b)
{
	return SDL_HasIntersection(&a, &b);
}

static void test_note_on_a_seat_stays_off_the_sheet_and_follows_the_game(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", "roll:2;roll:4");
	void *view = view_of(app);
	int seat = seat_numbered(state_of(app), 2, false);
	SDL_Rect target = potluck_view_seat_rect(view, seat);
	pg_test_mouse_move(app, cx(target), cy(target));
	pg_test_frame(app, 1.0 / 60);
	char before[320], after[320];
	SDL_Rect note = potluck_view_note(view, before, sizeof before);
	assert_true(note.w > 0 && note.h > 0);
	assert_non_null(strstr(before, "seat the guest here"));
	/* Nothing of the sheet is covered: not its tables, not the seat. */
	assert_false(rects_meet(note, potluck_view_sheet_rect(view)));
	for (int s = 0; s < POTLUCK_SEATS; s++)
		assert_false(rects_meet(note, potluck_view_seat_rect(view, s)));
	/* The seat fills: the note does not keep saying it is free. */
	pg_test_click(app, cx(target), cy(target));
	pg_test_settle(app);
	assert_int_equal(pg_test_submitted_count(app), 1);
	pg_test_frame(app, 1.0 / 60);
	potluck_view_note(view, after, sizeof after);
	assert_string_not_equal(before, after);
	assert_null(strstr(after, "seat the guest here"));
	pg_test_app_destroy(app);
}

/* The moves of a solo game up to its final round (the dice by a fixed
 * cycle, a seat whenever one is free), seat 0 to move. */
static void build_final_round(char *out, size_t size)
{
	const pg_game *g = &potluck_game;
	pg_options options = {.players = 1};
	potluck_state s;
	g->init(&s, &options);
	size_t used = 0;
	out[0] = '\0';
	static const int rolls[] = {4, 2, 5, 1, 3, 6, 2, 2, 6, 5, 1, 4, 3, 3, 5, 2, 6, 1};
	int roll_index = 0;
	pg_move moves[PG_MAX_MOVES];
	char last[48];
	for (int guard = 0; guard < 5000; guard++) {
		int who = g->current_player(&s);
		assert_true(who != PG_TERMINAL);
		if (s.final_round && s.phase == POTLUCK_PHASE_PLACE && s.chosen_die < 0)
			return;
		pg_move move;
		if (who == PG_CHANCE) {
			move = potluck_move_make(POTLUCK_ACT_ROLL, 0, 0,
			                         rolls[roll_index++ % 18], false);
		} else {
			int n = g->legal_moves(&s, moves, PG_MAX_MOVES);
			move = moves[0];
			for (int i = 0; i < n; i++)
				if (potluck_move_action(moves[i]) == POTLUCK_ACT_SEAT) {
					move = moves[i];
					break;
				}
		}
		g->move_to_text(&s, move, last, sizeof last);
		used +=
		    (size_t)snprintf(out + used, size - used, "%s%s", used ? ";" : "", last);
		assert_true(used < size);
		g->apply_move(&s, move, NULL);
	}
	fail_msg("no final round");
}

/* Texts the scene could not fit whole in their boxes in the last frame
 * (the prompt, the headers, the chooser's title, the notes). */
static int cuts_now(pg_app *app, const char *what)
{
	pg_test_frame(app, 1.0 / 60);
	char last[160];
	int count = potluck_view_cut_texts(view_of(app), last, sizeof last);
	if (count)
		fprintf(stderr, "  %s: %d cut, the last \"%s\"\n", what, count, last);
	return count;
}

static const int window_sizes[][2] = {{960, 600}, {1280, 800}, {1920, 1080}};

static void test_final_round_headers_and_the_letter_prompt_are_not_cut(void **unused)
{
	(void)unused;
	char final[MOVES_TEXT];
	build_final_round(final, sizeof final);
	for (size_t i = 0; i < sizeof window_sizes / sizeof window_sizes[0]; i++) {
		int w = window_sizes[i][0], h = window_sizes[i][1];
		pg_app *app = open_game(w, h, "human", final);
		assert_true(state_of(app)->final_round);
		assert_int_equal(cuts_now(app, "final round"), 0);
		pg_test_app_destroy(app);
		/* The chooser of letters and its prompt. */
		app = open_game(w, h, "human", "roll:4;roll:2;d1M@A4;roll:3;roll:5");
		drag_die_to_seat(app, 0, seat_numbered(state_of(app), 3, false));
		pg_test_settle(app);
		assert_true(potluck_view_pick_rect(view_of(app), POTLUCK_SENIOR).w > 0);
		assert_int_equal(cuts_now(app, "letter chooser"), 0);
		pg_test_app_destroy(app);
	}
}

static void test_scoring_notes_are_readable_at_every_size(void **unused)
{
	(void)unused;
	for (size_t i = 0; i < sizeof window_sizes / sizeof window_sizes[0]; i++) {
		pg_app *app = open_game(window_sizes[i][0], window_sizes[i][1], "human", NULL);
		pg_test_frame(app, 1.0 / 60);
		assert_true(potluck_view_scoring_px(view_of(app)) >= 11);
		pg_test_app_destroy(app);
	}
}

/* The sheet is the play area: alone at the table it takes the window's
 * height (less the prompt) or its width, at every size. */
static void test_sheet_uses_the_window(void **unused)
{
	(void)unused;
	for (size_t i = 0; i < sizeof window_sizes / sizeof window_sizes[0]; i++) {
		pg_app *app = open_game(window_sizes[i][0], window_sizes[i][1], "human", NULL);
		pg_test_frame(app, 1.0 / 60);
		SDL_Rect area = pg_test_view_area(app);
		SDL_Rect sheet = potluck_view_sheet_rect(view_of(app));
		/* Most of the height, or nearly all the width the side column
		 * leaves. */
		fprintf(stderr, "  %dx%d: sheet %dx%d in %dx%d\n", window_sizes[i][0],
		        window_sizes[i][1], sheet.w, sheet.h, area.w, area.h);
		assert_true(sheet.h * 100 >= area.h * 80 || sheet.w * 100 >= area.w * 70);
		pg_test_app_destroy(app);
	}
}

/* A whole solo game by keyboard alone: R rolls, Tab picks the first guest
 * (or bonus box, or End turn) that can go somewhere, the arrows would pick
 * another place, Enter plays it (and Enter again picks the first letter
 * when a Wild guest asks for one). Every key press moves the game on. */
static void test_whole_game_by_keyboard_alone(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", NULL);
	pg_play *play = pg_test_play(app);
	int turns = 0;
	for (int guard = 0; guard < 4000 && !pg_match_is_terminal(match_of(app)); guard++) {
		int before = match_of(app)->history_count;
		if (pg_play_chance_pending(play)) {
			pg_test_key(app, SDLK_r, 0);
		} else {
			pg_test_key(app, SDLK_TAB, 0);
			if (guard % 3 == 1)
				pg_test_key(app, SDLK_RIGHT,
				            0); /* another place now and then */
			pg_test_key(app, SDLK_RETURN, 0);
			if (potluck_view_key_chooser_open(view_of(app)))
				pg_test_key(app, SDLK_RETURN, 0);
			turns++;
		}
		pg_test_settle(app);
		if (match_of(app)->history_count == before) {
			char text[2048];
			potluck_game.state_to_text(match_of(app)->state, text, sizeof text);
			fail_msg("no move after a key press:\n%s", text);
		}
	}
	assert_true(pg_match_is_terminal(match_of(app)));
	assert_true(turns > 20);
	pg_test_app_destroy(app);
}

/* A seat's colour on the sheets and in the banners is the translated name
 * (it was the English one in every language). */
static void test_seat_names_are_translated(void **state)
{
	(void)state;
	pg_i18n_set_pseudo(true);
	pg_app *app = open_game(1280, 800, "human,normal", NULL);
	pl_view *v = pg_test_view_data(app);
	for (int p = 0; p < 2; p++)
		assert_int_equal(potluck_player_name(v, p)[0], '[');
	pg_test_app_destroy(app);
	pg_i18n_set_pseudo(false);
}

/* The scoring key goes on the sheet where the text it draws there fits,
 * and only there: the narrowest box it is put in draws every line whole
 * on one line, and a pixel narrower one of them would not fit. (The
 * squares' lines are drawn as they are, but were measured translated: in
 * the pseudo-locale, a third wider and in brackets, so the key left a
 * sheet its drawn lines fitted.) */
static void test_scoring_key_is_measured_as_drawn(void **unused)
{
	(void)unused;
	for (int pseudo = 0; pseudo < 2; pseudo++) {
		pg_i18n_set_pseudo(pseudo);
		pg_app *app = open_game(1280, 800, "human", NULL);
		pl_view *v = view_of(app);
		pl_geo g = v->big;
		/* The sizes the sheet's key is drawn at. */
		int size = (int)(1.42f * g.u) > NOTE_PX ? (int)(1.42f * g.u) : NOTE_PX;
		int title = (int)(1.9f * g.u) > size ? (int)(1.9f * g.u) : size;
		int unwrapped = pg_text_line_height(v->app->text, title, PG_FONT_BOLD) +
		                4 * pg_text_line_height(v->app->text, size, PG_FONT_REGULAR);
		int least = 0;
		for (int w = 1; w < 2000 && !least; w++) {
			g.help_zone = (SDL_FRect){0, 0, (float)w, (float)unwrapped};
			if (potluck_sheet_help_fits(v, &g))
				least = w;
		}
		assert_true(least > 0);
		SDL_Rect box = {0, 0, least, unwrapped};
		assert_int_equal(potluck_draw_scoring(v, box, title, size, INK, INK, false),
		                 unwrapped);
		box.w = least - 1;
		int title_w = 0;
		pg_text_measure(v->app->text, _("Scoring"), title, PG_FONT_BOLD, &title_w,
		                NULL);
		fprintf(stderr, "  pseudo %d: the key fits from %d px (title %d)\n", pseudo,
		        least, title_w);
		assert_true(title_w > box.w || potluck_draw_scoring(v, box, title, size, INK,
		                                                    INK, false) > unwrapped);
		pg_test_app_destroy(app);
	}
	pg_i18n_set_pseudo(false);
}

/* Again, clicked while it waits for the bonus to repeat, is refused: it
 * repeats another bonus, never itself, and no bonus is left waiting. (It
 * used to wait as a bonus of its own, which no click could use, whenever
 * Change could be repeated.) Change, clicked then, is repeated. */
static const char *const change_again_ready =
    "roll:2;roll:5;d1T@D1;roll:3;roll:1;d1O@E4;roll:4;roll:4;unlock:change;change:d1C;"
    "d2Y@C1;roll:2;roll:1;d2M@A1;roll:1;roll:4;d2C@E2;roll:5;roll:1;d2@srv;roll:4;"
    "roll:3;d2O@D6;roll:2;roll:5;d1T@E3;roll:3;roll:1;d1O@A3;roll:1;roll:6;d2@srv;"
    "wild:C@A4;roll:4;roll:6;d1Y@D5;roll:4;roll:6;d1C@B2;roll:5;roll:2;d1O@F5;roll:4;"
    "roll:5;d1T@D3;roll:3;roll:2;d1O@D2;roll:4;roll:3;d1T@B4;roll:4;roll:5;d1S@E5;"
    "roll:2;roll:6;d2Y@F6;roll:1;roll:6;d2T@F7;roll:6;roll:6;unlock:again";

static void test_again_does_not_repeat_itself(void **unused)
{
	(void)unused;
	pg_app *app = open_game(1280, 800, "human", change_again_ready);
	void *view = view_of(app);
	assert_int_equal(state_of(app)->phase, POTLUCK_PHASE_PLACE);
	SDL_Rect again = potluck_view_bonus_rect(view, POTLUCK_BONUS_AGAIN);
	pg_test_click(app, cx(again), cy(again));
	assert_int_equal(potluck_view_pending_bonus(view), POTLUCK_BONUS_AGAIN);
	int toasts = pg_test_toast_count(app);
	pg_test_click(app, cx(again), cy(again));
	assert_int_equal(potluck_view_pending_bonus(view), -1);
	assert_int_equal(pg_test_toast_count(app), toasts + 1);
	assert_string_equal(pg_test_last_toast(app),
	                    "Again repeats a bonus you have already used.");
	pg_test_click(app, cx(again), cy(again));
	SDL_Rect change = potluck_view_bonus_rect(view, POTLUCK_BONUS_CHANGE);
	pg_test_click(app, cx(change), cy(change));
	assert_int_equal(potluck_view_pending_bonus(view), POTLUCK_BONUS_CHANGE);
	assert_int_equal(pg_test_submitted_count(app), 0);
	pg_test_app_destroy(app);
}

/* ---- the finished sheet's best table ------------------------------------------ */

/* Rewrites player's sheet so that table best scores most: every seat
 * taken (so each wears its printed tag), best's seats by every
 * generation in turn, every other table's by one. */
static void make_best_table(pg_app *app, int player, int best)
{
	potluck_state *s = (potluck_state *)match_of(app)->state;
	potluck_sheet *sheet = &s->sheet[player];
	memset(sheet->seat, 0, sizeof sheet->seat);
	sheet->occupied = 0;
	memset(sheet->with_gen, 0, sizeof sheet->with_gen);
	memset(sheet->next_to_gen, 0, sizeof sheet->next_to_gen);
	for (int t = 0; t < POTLUCK_TABLES; t++) {
		int first = potluck_table_first_seat(t);
		for (int i = 0; i < potluck_table_seat_count(t); i++) {
			int generation = t == best ? 1 + i % POTLUCK_GENERATIONS : 1;
			potluck_sheet_place(sheet, first + i, generation);
		}
	}
	assert_int_equal(potluck_best_table(sheet), best);
}

/* The square round a taken seat's printed tag: a disc on the seat's rim
 * away from its table, as large as its number needs. */
static SDL_Rect tag_square(pg_app *app, const pl_geo *g, int seat)
{
	float radius = fmaxf((float)pg_px(app, 6), g->seat_r * 0.36f);
	int size = pg_maxi(pg_maxi(PG_TEXT_READABLE_PX, pg_px(app, 8)), (int)(radius * 1.35f));
	radius = fmaxf(radius, (float)size * 0.6f);
	float a = g->seat_angle[seat], out = g->seat_r * 0.86f;
	return pg_rect_square_around(g->seat[seat].x + out * cosf(a),
	                             g->seat[seat].y + out * sinf(a),
	                             (int)ceilf(radius * 2) + 2);
}

static bool is_gold(Uint8 red, Uint8 green, Uint8 blue)
{
	return red == GOLD.r && green == GOLD.g && blue == GOLD.b;
}

static void pixel_at(SDL_Surface *surface, int x, int y, Uint8 *red, Uint8 *green, Uint8 *blue)
{
	Uint32 pixel;
	memcpy(&pixel, (Uint8 *)surface->pixels + y * surface->pitch + x * 4, 4);
	SDL_GetRGB(pixel, surface->format, red, green, blue);
}

/* The "Best table" pill of table t on the large sheet: the box round the
 * pixels of solid gold near the table, less the line of its gold ring
 * (stroked inside its radius); empty when there are none. */
static SDL_Rect find_best_pill(pg_app *app, const pl_geo *g, int t)
{
	SDL_FPoint c = g->table[t];
	float ring = g->ring_r[t] + g->seat_r * 1.35f, reach = ring + g->u * 4;
	float line = fmaxf(2, g->u * 0.45f);
	int top = pg_maxi((int)(c.y - reach), (int)(g->header.y + g->header.h));
	int bottom = pg_mini((int)(c.y + reach), g->rect.y + g->rect.h);
	SDL_Surface *surface = pg_test_surface(app);
	SDL_LockSurface(surface);
	int x0 = 1 << 30, y0 = 1 << 30, x1 = -1, y1 = -1;
	for (int y = top; y < bottom; y++)
		for (int x = (int)(c.x - g->u * 11); x < (int)(c.x + g->u * 11); x++) {
			Uint8 red, green, blue;
			pixel_at(surface, x, y, &red, &green, &blue);
			float from = hypotf((float)x + 0.5f - c.x, (float)y + 0.5f - c.y);
			bool on_ring = from > ring - line - 1.5f && from < ring + 1.5f;
			if (!is_gold(red, green, blue) || on_ring)
				continue;
			x0 = pg_mini(x0, x), y0 = pg_mini(y0, y);
			x1 = pg_maxi(x1, x), y1 = pg_maxi(y1, y);
		}
	SDL_UnlockSurface(surface);
	return x1 < 0 ? (SDL_Rect){0, 0, 0, 0} : (SDL_Rect){x0, y0, x1 - x0 + 1, y1 - y0 + 1};
}

/* Between its round ends the pill holds only its gold and the ink of its
 * words (both have blue at most 48): no seat, tag or number drawn over it. */
static void assert_pill_clean(pg_app *app, SDL_Rect pill)
{
	SDL_Surface *surface = pg_test_surface(app);
	SDL_LockSurface(surface);
	int foreign = 0;
	for (int y = pill.y; y < pill.y + pill.h; y++)
		for (int x = pill.x + pill.h / 2; x < pill.x + pill.w - pill.h / 2; x++) {
			Uint8 red, green, blue;
			pixel_at(surface, x, y, &red, &green, &blue);
			foreign += blue > 56;
		}
	SDL_UnlockSurface(surface);
	assert_int_equal(foreign, 0);
}

/* On a finished sheet the best table's "Best table" pill is whole and
 * readable, and it covers no seat and no seat's printed tag: whichever
 * table it is, alone or with four, at every size and in the longer
 * pseudo-locale. */
static void test_best_table_pill_is_clear_of_the_seats(void **unused)
{
	(void)unused;
	static const struct {
		int players;
		const char *seats;
		bool pseudo;
	} cases[] = {
	    {1, "human", false},
	    {4, "human,normal,normal,normal", false},
	    {1, "human", true},
	};
	char over[MOVES_TEXT];
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		build_game(cases[k].players, 0, true, over, sizeof over);
		pg_i18n_set_pseudo(cases[k].pseudo);
		for (size_t i = 0; i < sizeof window_sizes / sizeof window_sizes[0]; i++) {
			pg_app *app =
			    open_game(window_sizes[i][0], window_sizes[i][1], cases[k].seats, over);
			assert_true(pg_match_is_terminal(match_of(app)));
			if (!strcmp(pg_test_top_scene(app), "results"))
				pg_test_key(app, SDLK_ESCAPE, 0);
			pg_test_mouse_move(app, 1, 1);
			const pl_view *v = view_of(app);
			for (int t = 0; t < POTLUCK_TABLES; t++) {
				make_best_table(app, potluck_focus_player(v), t);
				pg_test_frame(app, 1.0 / 60);
				assert_string_equal(pg_test_top_scene(app), "game");
				SDL_Rect pill = find_best_pill(app, &v->big, t);
				assert_true(pill.h >= PG_TEXT_READABLE_PX && pill.w > 3 * pill.h);
				assert_pill_clean(app, pill);
				for (int seat = 0; seat < POTLUCK_SEATS; seat++) {
					assert_false(
					    rects_meet(pill, potluck_view_seat_rect(v, seat)));
					assert_false(rects_meet(pill, tag_square(app, &v->big, seat)));
				}
			}
			pg_test_app_destroy(app);
		}
		pg_i18n_set_pseudo(false);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_drag_die_to_matching_seat_plays_exactly_that_move),
	    cmocka_unit_test(test_wild_guest_banner_waits_on_the_timeline),
	    cmocka_unit_test(test_solo_player_clicks_and_throws_the_dice),
	    cmocka_unit_test(test_die_thrown_from_the_rondel_rolls),
	    cmocka_unit_test(test_results_list_high_scores_and_scroll),
	    cmocka_unit_test(test_rolls_go_round_the_table),
	    cmocka_unit_test(test_drag_to_a_seat_with_another_number_is_refused),
	    cmocka_unit_test(test_click_die_then_seat_plays_like_a_drag),
	    cmocka_unit_test(test_refused_drop_flies_home_by_the_board),
	    cmocka_unit_test(test_die_dragged_from_the_rondel_seats_its_guest),
	    cmocka_unit_test(test_change_asks_the_letter_in_the_board_chooser),
	    cmocka_unit_test(test_keys_choose_a_die_and_backspace_cancels),
	    cmocka_unit_test(test_servers_take_a_dragged_die),
	    cmocka_unit_test(test_wild_die_asks_for_the_generation),
	    cmocka_unit_test(test_servers_wild_is_dragged_to_any_seat),
	    cmocka_unit_test(test_doubles_unlock_a_bonus_by_clicking_it),
	    cmocka_unit_test(test_bonus_waits_for_its_target_and_can_be_cancelled),
	    cmocka_unit_test(test_every_sheet_shows_and_a_small_one_enlarges),
	    cmocka_unit_test(test_solo_game_over_records_a_high_score),
	    cmocka_unit_test(test_second_copy_keeps_no_high_score),
	    cmocka_unit_test(test_frames_reuse_the_rendered_art),
	    cmocka_unit_test(test_renders_solo_at_1280x800),
	    cmocka_unit_test(test_renders_solo_at_960x600),
	    cmocka_unit_test(test_renders_three_players_at_1280x800),
	    cmocka_unit_test(test_renders_three_players_at_960x600),
	    cmocka_unit_test(test_wild_guest_dragged_to_a_lawn_chair_asks_no_generation),
	    cmocka_unit_test(test_log_names_the_colour_and_the_printed_seat_number),
	    cmocka_unit_test(test_note_on_a_seat_stays_off_the_sheet_and_follows_the_game),
	    cmocka_unit_test(test_final_round_headers_and_the_letter_prompt_are_not_cut),
	    cmocka_unit_test(test_scoring_notes_are_readable_at_every_size),
	    cmocka_unit_test(test_sheet_uses_the_window),
	    cmocka_unit_test(test_whole_game_by_keyboard_alone),
	    cmocka_unit_test(test_seat_names_are_translated),
	    cmocka_unit_test(test_again_does_not_repeat_itself),
	    cmocka_unit_test(test_scoring_key_is_measured_as_drawn),
	    cmocka_unit_test(test_best_table_pill_is_clear_of_the_seats),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
