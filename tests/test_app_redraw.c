/*
 * A still screen costs nothing (issue 12), in the real app headless: the
 * title menu and a game waiting for a person ask for no frame and no
 * timer; input asks for a frame; a toast asks for the frames of its fade
 * and one when it is gone; a thinking AI wakes the loop to collect its
 * answer without a frame on every pass. A deal played card by card is no
 * still screen, and --idle-bench waits until it is over.
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

#include "pg_app.h"
#include "pg_app_test.h"
#include "pg_frames.h"
#include "pg_play.h"

/* One pass of the main loop at a frame's step: events were handled, then
 * update, the decision, the frame. Returns whether it drew. */
static bool pass(pg_app *app, double dt)
{
	pg_frames_begin(&app->frames, app->time + dt);
	pg_app_update(app, dt);
	bool due = pg_frames_due(&app->frames, app->time);
	if (due)
		pg_app_step(app, 0); /* the frame (no time passes) */
	return due;
}

/* Passes until one draws nothing; false if they kept drawing. */
static bool goes_still(pg_app *app)
{
	for (int i = 0; i < 20; i++)
		if (!pass(app, 1.0 / 60))
			return true;
	return false;
}

static void the_title_menu_asks_for_nothing(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(goes_still(app));
	assert_int_equal(pg_frames_wait_ms(&app->frames, app->time), PG_FRAMES_MAX_WAIT_MS);
	for (int i = 0; i < 120; i++)
		assert_false(pass(app, 1.0 / 60));
	pg_test_app_destroy(app);
}

static void hovering_the_title_menu_draws(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(goes_still(app));
	pg_test_mouse_move(app, 640, 400);
	assert_true(pass(app, 1.0 / 60));
	/* A moment more for eases, then still again. */
	assert_true(goes_still(app));
	pg_test_app_destroy(app);
}

static void a_game_waiting_for_a_person_asks_for_nothing(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "totem-pole", "human,human", NULL, 7, NULL));
	pg_test_settle(app);
	assert_true(pg_play_input_seat(pg_test_play(app)) >= 0);
	assert_true(goes_still(app));
	assert_int_equal(pg_frames_wait_ms(&app->frames, app->time), PG_FRAMES_MAX_WAIT_MS);
	for (int i = 0; i < 120; i++)
		assert_false(pass(app, 1.0 / 60));
	pg_test_app_destroy(app);
}

static void a_toast_asks_for_its_fade_and_its_end(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "totem-pole", "human,human", NULL, 7, NULL));
	pg_test_settle(app);
	assert_true(goes_still(app));
	pg_play *play = pg_test_play(app);
	/* Undo with nothing to take back: a toast says so. */
	int toasts = pg_test_toast_count(app);
	pg_test_key(app, SDLK_z, KMOD_CTRL);
	assert_int_equal(pg_test_toast_count(app), toasts + 1);
	assert_true(pass(app, 1.0 / 60));
	/* Shown; the next frame is due when the fade begins. */
	double fade = play->toast_until - 0.4;
	assert_true(app->frames.redraw_at <= fade + 1e-9);
	assert_true(goes_still(app));
	int wait = pg_frames_wait_ms(&app->frames, app->time);
	assert_true(wait > 0 && wait <= (int)((fade - app->time) * 1000) + 1);
	/* Sleep until then: the fade is drawn frame by frame, then one frame
	 * without the toast, then nothing. */
	app->time = fade;
	int frames = 0;
	while (pass(app, 1.0 / 60) && frames < 100)
		frames++;
	assert_true(app->time >= play->toast_until);
	assert_true(frames >= 20 && frames <= 30);
	for (int i = 0; i < 60; i++)
		assert_false(pass(app, 1.0 / 60));
	pg_test_app_destroy(app);
}

static void a_thinking_ai_is_polled_not_drawn_every_pass(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "kloone", "hard,hard", NULL, 3, NULL));
	pg_play *play = pg_test_play(app);
	int frames = 0, passes = 0, polls = 0;
	for (int i = 0; i < 3000 && passes < 60; i++) {
		bool drew = pass(app, 1.0 / 60);
		if (play->ai_seat < 0 || pg_play_animating(play))
			continue;
		/* Thinking, nothing moving: the loop looks again within a poll. */
		passes++;
		frames += drew;
		polls += pg_frames_wait_ms(&app->frames, app->time) <= 34;
	}
	assert_int_equal(passes, 60);
	assert_int_equal(polls, 60);
	/* Sixty passes are a second of app time: the thinking dots step twice
	 * in it, and each turn's start and end may take a frame (a quick AI
	 * fits a few turns in a second). Drawing every pass would be 60. */
	assert_true(frames <= 8);
	pg_test_app_destroy(app);
}

/* The Great Potlatch opens with a deal, card by card, then the first
 * Speaker's draw: seven to twelve seconds of cards flying (with a person
 * at the table, and the AIs' turns before theirs), which the table plays
 * out by itself. Two seconds in it is still dealing; once it is over the
 * table asks for nothing. */
static void the_deal_plays_out_then_nothing_is_asked(const char *seats)
{
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "great-potlatch", seats, NULL, 3, NULL));
	pg_play *play = pg_test_play(app);
	double opened = app->time;
	int frames = 0;
	while (app->time - opened < 2.0)
		frames += pass(app, 1.0 / 60);
	assert_true(pg_play_playing_out(play));
	assert_true(frames > 30);
	/* A person's turn comes (behind the pass screen between two people). */
	while (app->time - opened < 30 && pg_play_input_seat(play) < 0 && !play->curtain)
		pass(app, 1.0 / 60);
	assert_true(pg_play_input_seat(play) >= 0 || play->curtain);
	assert_false(pg_play_playing_out(play));
	assert_true(goes_still(app));
	assert_int_equal(pg_frames_wait_ms(&app->frames, app->time), PG_FRAMES_MAX_WAIT_MS);
	for (int i = 0; i < 300; i++)
		assert_false(pass(app, 1.0 / 60));
	pg_test_app_destroy(app);
}

static void a_great_potlatch_deal_plays_out_then_nothing_is_asked(void **state)
{
	(void)state;
	the_deal_plays_out_then_nothing_is_asked("human,human");
	the_deal_plays_out_then_nothing_is_asked("human,hard");
	the_deal_plays_out_then_nothing_is_asked("hard,human,hard");
}

/* Runs the real window (the dummy video driver) with --idle-bench for
 * seconds and returns its JSON line, or "" if none came. */
static void run_idle_bench(const char *game, const char *seats, double seconds, char *line,
                           size_t size)
{
	line[0] = '\0';
	pg_launch launch = {.game_id = game,
	                    .seats = seats,
	                    .has_seed = true,
	                    .seed = 3,
	                    .idle_bench_seconds = seconds};
	FILE *out = tmpfile();
	assert_non_null(out);
	fflush(stdout);
	int saved = dup(STDOUT_FILENO);
	assert_true(saved >= 0);
	assert_true(dup2(fileno(out), STDOUT_FILENO) >= 0);
	int status = pg_app_run(&launch);
	fflush(stdout);
	dup2(saved, STDOUT_FILENO);
	close(saved);
	assert_int_equal(status, 0);
	rewind(out);
	while (fgets(line, (int)size, out) && !strstr(line, "idle_bench_seconds"))
		line[0] = '\0';
	fclose(out);
}

static double json_number(const char *line, const char *key)
{
	char quoted[64];
	snprintf(quoted, sizeof quoted, "\"%s\":", key);
	const char *at = strstr(line, quoted);
	assert_non_null(at);
	return strtod(at + strlen(quoted), NULL);
}

/* The measuring window opens on the table the deal leaves, not on the
 * deal: it used to open two seconds after the first frame, and counted
 * 200-odd frames and a whole core over a screen it called still. */
static void the_idle_bench_waits_for_the_deal(void **state)
{
	(void)state;
	char line[1024];
	run_idle_bench("great-potlatch", "human,human", 1.0, line, sizeof line);
	assert_true(line[0] != '\0');
	assert_true(json_number(line, "idle_bench_seconds") >= 1.0);
	assert_true(json_number(line, "frames") <= 2);
	/* The deal and the first Speaker's draw take more than seven seconds. */
	assert_true(json_number(line, "start_up_seconds") >= 7.0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(the_title_menu_asks_for_nothing),
	    cmocka_unit_test(hovering_the_title_menu_draws),
	    cmocka_unit_test(a_game_waiting_for_a_person_asks_for_nothing),
	    cmocka_unit_test(a_toast_asks_for_its_fade_and_its_end),
	    cmocka_unit_test(a_thinking_ai_is_polled_not_drawn_every_pass),
	    cmocka_unit_test(a_great_potlatch_deal_plays_out_then_nothing_is_asked),
	    cmocka_unit_test(the_idle_bench_waits_for_the_deal),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
