/*
 * test_app_play.c: the play session behind the game scene
 * (src/app/pg_play.c), over a small made-up game so that every case can
 * be set up exactly: a round is an optional die roll (every other round)
 * then one move by each of two seats.
 *
 * Pinned here: a person's move is checked and applied after the input
 * callback; the AI waits for animations and plays a seeded game the same
 * way twice; an AI still thinking is cancelled at once by undo; undo
 * against the AI goes back to the person's last decision but never past a
 * die roll; the view sees every move with its events and the states
 * before and after; chance moves wait for animations unless the die is
 * clicked; the move log follows undo.
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
#include "pg_play.h"
#include "pg_scenes.h"

/* ---- the made-up game: "tally" -------------------------------------------- */

enum { ROUNDS = 6 };

typedef struct tally_state {
	int round, step; /* step 0: the die, 1: seat 0, 2: seat 1 */
	int totals[2];
	int pot;
} tally_state;

static void tally_init(void *state, const pg_options *options)
{
	(void)options;
	memset(state, 0, sizeof(tally_state));
}

static int tally_seats(const void *state)
{
	(void)state;
	return 2;
}

static int tally_current(const void *state)
{
	const tally_state *s = state;
	if (s->round >= ROUNDS)
		return PG_TERMINAL;
	return s->step == 0 ? PG_CHANCE : s->step - 1;
}

static int tally_legal(const void *state, pg_move *out, int cap)
{
	if (tally_current(state) < 0 || cap < 3)
		return 0;
	for (int i = 0; i < 3; i++)
		out[i] = i;
	return 3;
}

static int tally_chance(const void *state, pg_chance_outcome *out, int cap)
{
	if (tally_current(state) != PG_CHANCE || cap < 3)
		return 0;
	for (int i = 0; i < 3; i++)
		out[i] = (pg_chance_outcome){i + 1, 1.0 / 3};
	return 3;
}

static void tally_apply(void *state, pg_move move, pg_event_list *events)
{
	tally_state *s = state;
	int seat = tally_current(state);
	if (s->step == 0) {
		s->pot += move;
		s->step = 1;
		pg_event_push(events, PG_EVENT_DICE_ROLLED, 0, -1, move, 0, 0, 0);
		return;
	}
	s->totals[s->step - 1] += move;
	pg_event_push(events, PG_EVENT_PIECE_PLACED, 0, seat, move, 0, 0, 0);
	if (s->step == 1) {
		s->step = 2;
		return;
	}
	s->round++;
	s->step = s->round % 2 == 0 ? 0 : 1;
	if (s->round >= ROUNDS)
		pg_event_push(events, PG_EVENT_GAME_OVER, 0, -1, 0, 0, 0, 0);
}

static void tally_returns(const void *state, double *out)
{
	const tally_state *s = state;
	out[0] = s->totals[0] > s->totals[1] ? 1 : s->totals[0] == s->totals[1] ? 0.5 : 0;
	out[1] = 1 - out[0];
}

static void tally_scores(const void *state, int *out)
{
	const tally_state *s = state;
	out[0] = s->totals[0];
	out[1] = s->totals[1];
}

static void tally_breakdown(const void *state, int seat, pg_breakdown *out)
{
	const tally_state *s = state;
	memset(out, 0, sizeof *out);
	pg_breakdown_add(out, s->totals[seat], "Tally");
	out->total = s->totals[seat];
}

static int tally_to_text(const void *state, pg_move move, char *buf, size_t size)
{
	(void)state;
	return snprintf(buf, size, "%d", move);
}

static bool tally_from_text(const void *state, const char *text, pg_move *out)
{
	(void)state;
	if (text[0] < '0' || text[0] > '3' || text[1])
		return false;
	*out = text[0] - '0';
	return true;
}

static int tally_describe(const void *state, pg_move move, char *buf, size_t size)
{
	int seat = tally_current(state);
	if (seat < 0)
		return snprintf(buf, size, "The die shows %d.", move);
	return snprintf(buf, size, "Seat %d adds %d.", seat + 1, move);
}

static int tally_state_text(const void *state, char *buf, size_t size)
{
	const tally_state *s = state;
	return snprintf(buf, size, "%d %d %d %d", s->round, s->step, s->totals[0], s->totals[1]);
}

static double tally_evaluate(const void *state, int seat)
{
	(void)state;
	(void)seat;
	return 0.5;
}

/* Set by the slow search when it saw the cancel flag. */
static volatile int search_saw_cancel;
static volatile int search_running;

/* EASY answers at once; HARD thinks until it is cancelled (at most a few
 * seconds, so a broken cancel fails the test instead of hanging it). */
static void tally_search(const pg_game *game, const void *state, const pg_ai_request *request,
			 const pg_ai_budget *budget, pg_ai_result *result)
{
	(void)game;
	(void)state;
	(void)budget;
	if (request->kind != PG_AI_HARD) {
		result->move = 2;
		return;
	}
	search_running = 1;
	for (int i = 0; i < 4000; i++) {
		if (*request->cancel) {
			search_saw_cancel = 1;
			result->cancelled = true;
			search_running = 0;
			return;
		}
		SDL_Delay(1);
	}
	search_running = 0;
	result->move = 0;
}

static const pg_game_ai tally_ai = {
	.evaluate = tally_evaluate,
	.search = tally_search,
	.levels = {{10, 1, 5, 0}, {10, 1, 5, 0}, {10, 1, 5, 0}},
};

static const pg_game tally_game = {
	.id = "tally",
	.name = "Tally",
	.tagline = "Add up",
	.min_players = 2,
	.max_players = 2,
	.default_players = 2,
	.state_size = sizeof(tally_state),
	.init = tally_init,
	.num_seats = tally_seats,
	.current_player = tally_current,
	.legal_moves = tally_legal,
	.chance_outcomes = tally_chance,
	.apply_move = tally_apply,
	.returns = tally_returns,
	.scores = tally_scores,
	.score_breakdown = tally_breakdown,
	.move_to_text = tally_to_text,
	.move_from_text = tally_from_text,
	.describe_move = tally_describe,
	.state_to_text = tally_state_text,
	.ai = &tally_ai,
};

/* ---- a view that records what it is told ------------------------------------- */

typedef struct tally_view {
	pg_play *play;
	int moves_seen, resets, inputs;
	int events_seen;
	bool before_differs; /* every on_events had before != after */
	float animation_left;
	pg_move last_move;
	int last_seat;
} tally_view;

static void *view_create(pg_app *app, pg_play *play)
{
	(void)app;
	tally_view *v = calloc(1, sizeof *v);
	v->play = play;
	v->before_differs = true;
	return v;
}

static void view_destroy(void *view)
{
	free(view);
}

static void view_layout(void *view, SDL_Rect area)
{
	(void)view;
	(void)area;
}

static bool view_input(void *view, const pg_input_event *event)
{
	tally_view *v = view;
	v->inputs++;
	/* A click anywhere submits "1" while a person may move, inside the
	 * callback, as a real view does. */
	if (event->kind == PG_INPUT_CLICK && pg_play_input_seat(v->play) >= 0) {
		int seen = v->moves_seen;
		assert_true(pg_play_submit(v->play, 1));
		/* Not applied yet: the app applies it after this returns, so a
		 * view is never re-entered from its own input handler. */
		assert_int_equal(v->moves_seen, seen);
	}
	return true;
}

static float animation_seconds = 0;

static void view_on_events(void *view, const pg_played *played)
{
	tally_view *v = view;
	v->moves_seen++;
	v->events_seen += played->events->count;
	if (memcmp(played->before, played->after, sizeof(tally_state)) == 0)
		v->before_differs = false;
	assert_ptr_equal(played->after, pg_play_state(v->play));
	v->last_move = played->move;
	v->last_seat = played->seat;
	v->animation_left = animation_seconds;
}

static void view_reset(void *view)
{
	tally_view *v = view;
	v->resets++;
	v->animation_left = 0;
}

static void view_update(void *view, float dt)
{
	tally_view *v = view;
	v->animation_left -= dt;
	if (v->animation_left < 0)
		v->animation_left = 0;
}

static void view_draw(void *view, SDL_Renderer *renderer)
{
	(void)view;
	SDL_Rect r = {10, 10, 20, 20};
	SDL_SetRenderDrawColor(renderer, 200, 10, 10, 255);
	SDL_RenderFillRect(renderer, &r);
}

static bool view_animating(const void *view)
{
	return ((const tally_view *)view)->animation_left > 0;
}

static void view_finish(void *view)
{
	((tally_view *)view)->animation_left = 0;
}

static const pg_view tally_view_table = {
	.game_id = "tally",
	.create = view_create,
	.destroy = view_destroy,
	.layout = view_layout,
	.input = view_input,
	.on_events = view_on_events,
	.reset = view_reset,
	.update = view_update,
	.draw = view_draw,
	.is_animating = view_animating,
	.finish_animations = view_finish,
};

/* ---- helpers -------------------------------------------------------------------- */

typedef struct fixture {
	pg_app *app;
	pg_play *play;
	tally_view *view;
} fixture;

static void open_tally(fixture *f, int seat0, int seat1, uint64_t seed)
{
	f->app = pg_test_app_create(640, 400);
	assert_non_null(f->app);
	pg_options options = {.players = 2};
	pg_match *match = pg_match_create(&tally_game, &options, seed);
	int kinds[2] = {seat0, seat1};
	char err[256];
	f->play = pg_play_create(f->app, &tally_view_table, match, kinds, err, sizeof err);
	assert_non_null(f->play);
	f->view = f->play->view_data;
	pg_play_layout(f->play, (SDL_Rect){0, 0, 640, 400});
}

static void close_tally(fixture *f)
{
	pg_play_destroy(f->play);
	pg_test_app_destroy(f->app);
}

/* Runs the session until a person is to move, or the game ends. */
static void run(fixture *f)
{
	for (int i = 0; i < 5000; i++) {
		f->app->time += 1.0 / 30;
		pg_play_update(f->play, 1.0 / 30);
		int to_move = pg_match_to_move(f->play->match);
		if (to_move == PG_TERMINAL || pg_play_input_seat(f->play) >= 0)
			return;
		if (f->play->ai_seat >= 0)
			SDL_Delay(1);
	}
	fail_msg("the session did not come to a person's turn");
}

static const tally_state *state_of(fixture *f)
{
	return pg_play_state(f->play);
}

/* ---- tests -------------------------------------------------------------------------- */

static void a_person_moves_after_the_input_callback(void **unused)
{
	(void)unused;
	fixture f;
	animation_seconds = 0;
	open_tally(&f, PG_SEAT_HUMAN, PG_SEAT_HUMAN, 3);
	run(&f); /* the die rolls by itself */
	assert_int_equal(f.play->match->history_count, 1);
	assert_int_equal(pg_play_input_seat(f.play), 0);
	pg_input_event click = {.kind = PG_INPUT_CLICK, .button = SDL_BUTTON_LEFT};
	pg_play_input(f.play, &click);
	assert_true(f.play->has_queued);
	assert_int_equal(f.play->match->history_count, 1);
	/* While a move is queued nobody else may submit. */
	assert_int_equal(pg_play_input_seat(f.play), -1);
	assert_false(pg_play_submit(f.play, 2));
	pg_play_update(f.play, 0.01);
	assert_int_equal(f.play->match->history_count, 2);
	assert_int_equal(state_of(&f)->totals[0], 1);
	assert_int_equal(f.view->last_seat, 0);
	assert_int_equal(f.view->moves_seen, 2);
	assert_true(f.view->before_differs);
	assert_int_equal(f.play->submitted_count, 1);
	/* Illegal moves are refused, nothing changes. */
	assert_false(pg_play_submit(f.play, 7));
	assert_int_equal(f.play->submitted_count, 1);
	close_tally(&f);
}

static void ai_waits_for_the_animation(void **unused)
{
	(void)unused;
	fixture f;
	animation_seconds = 2.0f;
	open_tally(&f, PG_SEAT_HUMAN, PG_AI_RANDOM, 5);
	f.view->animation_left = 0;
	/* The roll waits for nothing, then animates for two seconds. */
	for (int i = 0; i < 30 && f.play->match->history_count == 0; i++) {
		f.app->time += 0.05;
		pg_play_update(f.play, 0.05);
	}
	assert_int_equal(f.play->match->history_count, 1);
	assert_true(pg_play_animating(f.play));
	assert_int_equal(pg_play_input_seat(f.play), -1);
	pg_play_fast_forward(f.play); /* a click */
	assert_int_equal(pg_play_input_seat(f.play), 0);
	assert_true(pg_play_submit(f.play, 0));
	pg_play_update(f.play, 0.01);
	/* The AI's move waits while the person's move animates. */
	for (int i = 0; i < 20; i++) {
		f.app->time += 0.05;
		pg_play_update(f.play, 0.05);
		SDL_Delay(1);
	}
	assert_true(pg_play_animating(f.play));
	assert_int_equal(f.play->match->history_count, 2);
	pg_play_fast_forward(f.play);
	for (int i = 0; i < 100 && f.play->match->history_count == 2; i++) {
		f.app->time += 0.05;
		pg_play_update(f.play, 0.05);
		SDL_Delay(1);
	}
	assert_int_equal(f.play->match->history_count, 3);
	assert_int_equal(f.view->last_seat, 1);
	animation_seconds = 0;
	close_tally(&f);
}

static void undo_goes_back_to_the_persons_decision(void **unused)
{
	(void)unused;
	fixture f;
	open_tally(&f, PG_SEAT_HUMAN, PG_AI_EASY, 9);
	run(&f);
	/* History: roll. The person plays 1, the AI answers 2. */
	assert_true(pg_play_submit(f.play, 1));
	run(&f);
	assert_int_equal(f.play->match->history_count, 3);
	assert_int_equal(state_of(&f)->totals[1], 2);
	int log_before = f.play->log_count;
	assert_int_equal(log_before, 3);
	assert_true(pg_play_can_undo(f.play));
	assert_true(pg_play_undo(f.play));
	/* Back to the person's turn after the roll: both moves taken back. */
	assert_int_equal(f.play->match->history_count, 1);
	assert_int_equal(pg_match_to_move(f.play->match), 0);
	assert_int_equal(state_of(&f)->totals[0], 0);
	assert_int_equal(f.play->log_count, 1);
	assert_int_equal(f.view->resets, 1);
	/* Nothing of the person's before the roll: no further undo. */
	assert_false(pg_play_can_undo(f.play));
	assert_false(pg_play_undo(f.play));
	close_tally(&f);
}

static void undo_never_passes_a_roll(void **unused)
{
	(void)unused;
	fixture f;
	open_tally(&f, PG_SEAT_HUMAN, PG_AI_EASY, 9);
	run(&f);
	/* Round 0: roll, person, AI. Round 1: person, AI. Round 2: roll. */
	assert_true(pg_play_submit(f.play, 1));
	run(&f);
	assert_true(pg_play_submit(f.play, 0));
	run(&f);
	assert_int_equal(f.play->match->history_count, 6);
	assert_int_equal(f.play->movers[5], PG_CHANCE);
	/* The roll that came after the person's move hides it from undo. */
	assert_false(pg_play_can_undo(f.play));
	assert_false(pg_play_undo(f.play));
	assert_int_equal(f.play->match->history_count, 6);
	close_tally(&f);
}

static void undo_cancels_a_thinking_ai_at_once(void **unused)
{
	(void)unused;
	fixture f;
	search_saw_cancel = 0;
	open_tally(&f, PG_SEAT_HUMAN, PG_AI_HARD, 4);
	run(&f);
	assert_true(pg_play_submit(f.play, 2));
	pg_play_update(f.play, 0.01);
	pg_play_update(f.play, 0.01);
	assert_int_equal(pg_play_ai_thinking(f.play), 1);
	for (int i = 0; i < 200 && !search_running; i++)
		SDL_Delay(1);
	assert_true(search_running);
	assert_true(pg_play_undo(f.play));
	/* undo returned only after the worker stopped, and it stopped because
	 * it was told to, not because its search ran out. */
	assert_true(search_saw_cancel);
	assert_false(search_running);
	assert_int_equal(pg_play_ai_thinking(f.play), -1);
	assert_int_equal(f.play->match->history_count, 1);
	close_tally(&f);
}

static void seeded_games_play_the_same(void **unused)
{
	(void)unused;
	pg_move first[64];
	int first_count = 0;
	for (int round = 0; round < 2; round++) {
		fixture f;
		open_tally(&f, PG_AI_RANDOM, PG_AI_RANDOM, 1234);
		run(&f);
		assert_true(pg_match_is_terminal(f.play->match));
		if (round == 0) {
			first_count = f.play->match->history_count;
			memcpy(first, f.play->match->history, sizeof(pg_move) * (size_t)first_count);
		} else {
			assert_int_equal(f.play->match->history_count, first_count);
			assert_memory_equal(f.play->match->history, first,
					    sizeof(pg_move) * (size_t)first_count);
		}
		assert_true(f.play->results_due);
		close_tally(&f);
	}
}

static void clicking_the_die_rolls_now(void **unused)
{
	(void)unused;
	fixture f;
	open_tally(&f, PG_SEAT_HUMAN, PG_SEAT_HUMAN, 8);
	pg_play_update(f.play, 0.01);
	assert_true(pg_play_chance_pending(f.play));
	assert_int_equal(f.play->match->history_count, 0);
	pg_play_roll_now(f.play);
	pg_play_update(f.play, 0.01);
	assert_int_equal(f.play->match->history_count, 1);
	/* The roll is the match's own draw for this seed and ply. */
	pg_match *probe = pg_match_create(&tally_game, &f.play->match->options, 8);
	assert_int_equal(f.play->match->history[0], pg_match_sample_chance(probe));
	pg_match_destroy(probe);
	close_tally(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_person_moves_after_the_input_callback),
		cmocka_unit_test(ai_waits_for_the_animation),
		cmocka_unit_test(undo_goes_back_to_the_persons_decision),
		cmocka_unit_test(undo_never_passes_a_roll),
		cmocka_unit_test(undo_cancels_a_thinking_ai_at_once),
		cmocka_unit_test(seeded_games_play_the_same),
		cmocka_unit_test(clicking_the_die_rolls_now),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
