/*
 * test_app_tween.c: tweens (src/app/pg_tween.c): every easing starts at 0
 * and ends at 1; a move goes from its start to its end and waits out its
 * delay; a roll lands on the face it was given and shows others on the
 * way; a flip swaps faces half way; finishing (a click) ends everything.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "pg_tween.h"

static void easings_start_at_zero_and_end_at_one(void **state)
{
	(void)state;
	for (int e = PG_EASE_LINEAR; e <= PG_EASE_OUT_BOUNCE; e++) {
		assert_float_equal(pg_ease_apply((pg_ease)e, 0), 0, 1e-5);
		assert_float_equal(pg_ease_apply((pg_ease)e, 1), 1, 1e-5);
		assert_float_equal(pg_ease_apply((pg_ease)e, 2), 1, 1e-5);
	}
	/* OUT_BACK overshoots before settling: the piece lands with a nudge. */
	float most = 0;
	for (int i = 1; i < 100; i++) {
		float v = pg_ease_apply(PG_EASE_OUT_BACK, (float)i / 100);
		most = v > most ? v : most;
	}
	assert_true(most > 1.0f);
}

static void move_waits_then_travels(void **state)
{
	(void)state;
	pg_tweens set;
	pg_tweens_clear(&set);
	pg_tween *t = pg_tweens_move(&set, 7, 0, 0, 100, 50, 1.0f, 0.5f, PG_EASE_LINEAR);
	assert_non_null(t);
	float x, y;
	pg_tweens_update(&set, 0.25f);
	assert_true(pg_tween_waiting(t));
	pg_tween_position(t, &x, &y);
	assert_float_equal(x, 0, 1e-4);
	pg_tweens_update(&set, 0.75f);
	pg_tween_position(t, &x, &y);
	assert_float_equal(x, 50, 1e-3);
	assert_float_equal(y, 25, 1e-3);
	assert_ptr_equal(pg_tweens_find(&set, 7, PG_TWEEN_MOVE), t);
	assert_null(pg_tweens_find(&set, 7, PG_TWEEN_FADE));
	pg_tweens_update(&set, 0.6f);
	assert_false(pg_tweens_busy(&set));
	pg_tween_position(t, &x, &y);
	assert_float_equal(x, 100, 1e-4);
}

static void roll_lands_on_its_face(void **state)
{
	(void)state;
	pg_tweens set;
	pg_tweens_clear(&set);
	pg_tween *t = pg_tweens_roll(&set, 1, 6, 4, 1.0f);
	int other = 0;
	for (int i = 0; i < 30; i++) {
		pg_tweens_update(&set, 1.0f / 30);
		int face = pg_tween_roll_face(t, NULL);
		assert_in_range(face, 0, 5);
		if (face != 4)
			other++;
	}
	assert_true(other > 5);
	assert_false(pg_tweens_busy(&set));
	float tilt = 1;
	assert_int_equal(pg_tween_roll_face(t, &tilt), 4);
	assert_float_equal(tilt, 0, 1e-6);
}

static void flip_swaps_face_half_way(void **state)
{
	(void)state;
	pg_tweens set;
	pg_tweens_clear(&set);
	pg_tween *t = pg_tweens_flip(&set, 3, 1.0f, 0);
	bool new_face = true;
	pg_tweens_update(&set, 0.2f);
	assert_true(pg_tween_flip_scale(t, &new_face) < 1.0f);
	assert_false(new_face);
	pg_tweens_update(&set, 0.6f);
	pg_tween_flip_scale(t, &new_face);
	assert_true(new_face);
}

static void finish_ends_everything(void **state)
{
	(void)state;
	pg_tweens set;
	pg_tweens_clear(&set);
	for (int i = 0; i < PG_TWEEN_POOL; i++)
		assert_non_null(pg_tweens_fade(&set, i, 0, 1, 2.0f, 0));
	/* A full pool refuses politely: the scene shows the end state. */
	assert_null(pg_tweens_fade(&set, 99, 0, 1, 2.0f, 0));
	assert_true(pg_tweens_busy(&set));
	pg_tweens_finish(&set);
	assert_false(pg_tweens_busy(&set));
	assert_float_equal(pg_tween_value(&set.items[0]), 1, 1e-6);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(easings_start_at_zero_and_end_at_one),
		cmocka_unit_test(move_waits_then_travels),
		cmocka_unit_test(roll_lands_on_its_face),
		cmocka_unit_test(flip_swaps_face_half_way),
		cmocka_unit_test(finish_ends_everything),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
