/*
 * A still screen costs nothing (issue 12), in the real app headless: the
 * title menu and a game waiting for a person ask for no frame and no
 * timer; input asks for a frame; a toast asks for the frames of its fade
 * and one when it is gone; a thinking AI wakes the loop to collect its
 * answer without a frame on every pass.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

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

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(the_title_menu_asks_for_nothing),
	    cmocka_unit_test(hovering_the_title_menu_draws),
	    cmocka_unit_test(a_game_waiting_for_a_person_asks_for_nothing),
	    cmocka_unit_test(a_toast_asks_for_its_fade_and_its_end),
	    cmocka_unit_test(a_thinking_ai_is_polled_not_drawn_every_pass),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
