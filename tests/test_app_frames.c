/*
 * Frames on demand (issue 12, "A still screen costs nothing"): the main
 * loop's decisions of src/app/pg_frames.c, whether a pass draws a frame and
 * how long the loop may sleep before the next one. Times are app seconds.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "pg_frames.h"

/* A pass of the loop at app time now, as main_loop makes it; returns
 * whether it drew and sets the wait that follows. */
static bool pass(pg_frames *frames, double now, int *wait_ms)
{
	pg_frames_begin(frames, now);
	bool drew = pg_frames_due(frames, now);
	*wait_ms = pg_frames_wait_ms(frames, now);
	return drew;
}

/* Draws the first frame, then the pass after it, so the screen is still. */
static void settle(pg_frames *frames, double now)
{
	int wait;
	assert_true(pass(frames, now, &wait));
	assert_false(pass(frames, now + 0.001, &wait));
}

static void a_still_screen_draws_nothing_and_sleeps_long(void **state)
{
	(void)state;
	pg_frames frames;
	pg_frames_init(&frames);
	settle(&frames, 1.0);
	int wait;
	for (int i = 0; i < 10; i++) {
		assert_false(pass(&frames, 2.0 + i, &wait));
		assert_int_equal(wait, PG_FRAMES_MAX_WAIT_MS);
	}
}

static void the_pass_after_a_frame_follows_at_once(void **state)
{
	(void)state;
	pg_frames frames;
	pg_frames_init(&frames);
	int wait;
	assert_true(pass(&frames, 0.0, &wait));
	/* What the frame's update started (a move, a scene) gets its update
	 * at once, not after a sleep. */
	assert_int_equal(wait, 0);
	assert_false(pass(&frames, 0.01, &wait));
	assert_int_equal(wait, PG_FRAMES_MAX_WAIT_MS);
}

static void input_draws_and_keeps_drawing_a_moment(void **state)
{
	(void)state;
	pg_frames frames;
	pg_frames_init(&frames);
	settle(&frames, 0.0);
	int wait;
	pg_frames_input(&frames, 5.0);
	assert_true(pass(&frames, 5.0, &wait));
	assert_int_equal(wait, 0);
	/* A hover or a glide the widget eases in its update still finishes. */
	assert_true(pass(&frames, 5.0 + PG_FRAMES_AFTER_INPUT / 2, &wait));
	assert_int_equal(wait, 0);
	assert_true(pass(&frames, 5.0 + PG_FRAMES_AFTER_INPUT * 0.99, &wait));
	assert_false(pass(&frames, 5.0 + PG_FRAMES_AFTER_INPUT + 0.01, &wait));
	assert_int_equal(wait, PG_FRAMES_MAX_WAIT_MS);
}

static void an_animation_draws_every_pass_while_it_asks(void **state)
{
	(void)state;
	pg_frames frames;
	pg_frames_init(&frames);
	settle(&frames, 0.0);
	int wait;
	for (int i = 0; i < 30; i++) {
		pg_frames_request(&frames); /* a tween's update */
		assert_true(pass(&frames, 1.0 + i / 60.0, &wait));
		assert_int_equal(wait, 0);
	}
	/* It stopped asking: one more pass, then sleep. */
	assert_false(pass(&frames, 2.0, &wait));
	assert_int_equal(wait, PG_FRAMES_MAX_WAIT_MS);
}

static void a_modest_rate_animation_sleeps_between_its_steps(void **state)
{
	(void)state;
	pg_frames frames;
	pg_frames_init(&frames);
	settle(&frames, 0.0);
	int wait;
	pg_frames_request_at(&frames, 1.25); /* the next of four steps a second */
	assert_false(pass(&frames, 1.0, &wait));
	assert_int_equal(wait, 250);
	assert_true(pass(&frames, 1.25, &wait));
	assert_int_equal(wait, 0);
	/* Met: it is forgotten until asked again. */
	assert_false(pass(&frames, 1.26, &wait));
	assert_int_equal(wait, PG_FRAMES_MAX_WAIT_MS);
}

static void a_timer_wakes_the_loop_without_a_frame(void **state)
{
	(void)state;
	pg_frames frames;
	pg_frames_init(&frames);
	settle(&frames, 0.0);
	int wait;
	pg_frames_wake_at(&frames, 3.45); /* a roll after its pause */
	assert_false(pass(&frames, 3.0, &wait));
	assert_int_equal(wait, 450);
	/* The update at that time runs; it draws only if something asks. */
	assert_false(pass(&frames, 3.45, &wait));
	assert_int_equal(wait, PG_FRAMES_MAX_WAIT_MS);
}

static void the_earliest_time_asked_for_wins(void **state)
{
	(void)state;
	pg_frames frames;
	pg_frames_init(&frames);
	settle(&frames, 0.0);
	int wait;
	pg_frames_wake_at(&frames, 10.5);
	pg_frames_wake_at(&frames, 10.2);
	pg_frames_request_at(&frames, 10.9);
	pg_frames_wake_at(&frames, 10.7);
	assert_false(pass(&frames, 10.0, &wait));
	assert_int_equal(wait, 200);
	pg_frames_request_at(&frames, 10.1);
	assert_int_equal(pg_frames_wait_ms(&frames, 10.0), 100);
}

static void waits_round_up_so_the_loop_never_wakes_early(void **state)
{
	(void)state;
	pg_frames frames;
	pg_frames_init(&frames);
	settle(&frames, 0.0);
	int wait;
	pg_frames_wake_at(&frames, 1.0 + 1.0 / 30.0); /* an AI poll */
	assert_false(pass(&frames, 1.0, &wait));
	assert_int_equal(wait, 34);
	/* A time already past means at once. */
	pg_frames_request_at(&frames, 0.5);
	assert_int_equal(pg_frames_wait_ms(&frames, 1.0), 0);
}

static void a_measuring_run_draws_every_pass(void **state)
{
	(void)state;
	pg_frames frames;
	pg_frames_init(&frames);
	frames.every_frame = true;
	int wait;
	for (int i = 0; i < 120; i++) {
		assert_true(pass(&frames, i / 60.0, &wait));
		assert_int_equal(wait, 0);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(a_still_screen_draws_nothing_and_sleeps_long),
	    cmocka_unit_test(the_pass_after_a_frame_follows_at_once),
	    cmocka_unit_test(input_draws_and_keeps_drawing_a_moment),
	    cmocka_unit_test(an_animation_draws_every_pass_while_it_asks),
	    cmocka_unit_test(a_modest_rate_animation_sleeps_between_its_steps),
	    cmocka_unit_test(a_timer_wakes_the_loop_without_a_frame),
	    cmocka_unit_test(the_earliest_time_asked_for_wins),
	    cmocka_unit_test(waits_round_up_so_the_loop_never_wakes_early),
	    cmocka_unit_test(a_measuring_run_draws_every_pass),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
