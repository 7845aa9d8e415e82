/*
 * test_app_geom_round.c: a rect in fractions of a pixel put on whole
 * pixels (pg_rect_round) and a square placed round a centre
 * (pg_rect_square_around), the two geometry helpers POTLUCK!'s scene
 * had as its own copies (potluck_to_rect, potluck_square_at): each edge
 * goes to the nearest pixel, halves away from zero, and a square keeps
 * the size it is given.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "pg_geom.h"

static void assert_rect(SDL_Rect r, int x, int y, int w, int h)
{
	assert_int_equal(r.x, x);
	assert_int_equal(r.y, y);
	assert_int_equal(r.w, w);
	assert_int_equal(r.h, h);
}

static void test_rect_round_goes_to_the_nearest_pixel(void **state)
{
	(void)state;
	assert_rect(pg_rect_round((SDL_FRect){10.2f, 20.7f, 30.49f, 40.51f}), 10, 21, 30, 41);
	/* Halves go away from zero, on both sides of it. */
	assert_rect(pg_rect_round((SDL_FRect){2.5f, -2.5f, 0.5f, 1.5f}), 3, -3, 1, 2);
	assert_rect(pg_rect_round((SDL_FRect){-0.4f, -10.6f, 0, 0}), 0, -11, 0, 0);
	/* Whole pixels stay where they are. */
	SDL_Rect whole = {7, -8, 9, 10};
	assert_rect(pg_rect_round(pg_frect(whole)), 7, -8, 9, 10);
}

static void test_square_around_keeps_its_size_about_the_centre(void **state)
{
	(void)state;
	assert_rect(pg_rect_square_around(50, 60, 20), 40, 50, 20, 20);
	/* An odd size: the half pixel rounds away from zero. */
	assert_rect(pg_rect_square_around(50, 60, 21), 40, 50, 21, 21);
	assert_rect(pg_rect_square_around(-50, -60, 21), -61, -71, 21, 21);
	/* A centre between pixels: the square's corner goes to the nearest. */
	assert_rect(pg_rect_square_around(10.3f, 10.8f, 4), 8, 9, 4, 4);
	for (int size = 0; size < 40; size++) {
		SDL_Rect r = pg_rect_square_around(100.25f, 80.75f, size);
		assert_int_equal(r.w, size);
		assert_int_equal(r.h, size);
		/* Its centre is within a pixel of the one asked for. */
		assert_true(r.x * 2 + size >= 2 * 100 - 2 && r.x * 2 + size <= 2 * 100 + 2);
		assert_true(r.y * 2 + size >= 2 * 80 - 2 && r.y * 2 + size <= 2 * 81 + 2);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_rect_round_goes_to_the_nearest_pixel),
	    cmocka_unit_test(test_square_around_keeps_its_size_about_the_centre),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
