/*
 * test_app_kit_helpers.c: the small shared helpers the scenes of Totem
 * Pole, Kloone and POTLUCK! now call instead of their own copies: a move
 * looked up in a legal list (pg_moves_contain), a rect grown about its
 * centre (pg_rect_scaled, the seat panels' pulse), and a pulse's scale
 * by tag (pg_tweens_pulse_scale: 1 when none runs).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "pg_game.h"
#include "pg_geom.h"
#include "pg_tween.h"

static void test_moves_contain_finds_only_listed_moves(void **state)
{
	(void)state;
	const pg_move legal[] = {7, 3, 12};
	assert_true(pg_moves_contain(legal, 3, 7));
	assert_true(pg_moves_contain(legal, 3, 3));
	assert_true(pg_moves_contain(legal, 3, 12));
	assert_false(pg_moves_contain(legal, 3, 4));
	/* Only the first count entries are the list. */
	assert_false(pg_moves_contain(legal, 2, 12));
	assert_false(pg_moves_contain(legal, 0, 7));
	assert_false(pg_moves_contain(NULL, 0, 7));
}

static void test_rect_scaled_grows_about_the_centre(void **state)
{
	(void)state;
	SDL_Rect r = {100, 50, 200, 100};
	SDL_Rect same = pg_rect_scaled(r, 1.0f);
	assert_int_equal(same.x, 100);
	assert_int_equal(same.y, 50);
	assert_int_equal(same.w, 200);
	assert_int_equal(same.h, 100);
	/* Half as large again: 50 px more on each side, 25 px above and below. */
	SDL_Rect big = pg_rect_scaled(r, 1.5f);
	assert_int_equal(big.x, 50);
	assert_int_equal(big.y, 25);
	assert_int_equal(big.w, 300);
	assert_int_equal(big.h, 150);
	assert_int_equal(pg_rect_cx(big), pg_rect_cx(r));
	assert_int_equal(pg_rect_cy(big), pg_rect_cy(r));
	/* Half the size, about the same centre. */
	SDL_Rect small = pg_rect_scaled(r, 0.5f);
	assert_int_equal(small.x, 150);
	assert_int_equal(small.y, 75);
	assert_int_equal(small.w, 100);
	assert_int_equal(small.h, 50);
}

static void test_pulse_scale_follows_the_pulse_of_its_tag(void **state)
{
	(void)state;
	pg_tweens tweens;
	pg_tweens_clear(&tweens);
	assert_true(pg_tweens_pulse_scale(&tweens, 16) == 1.0f);
	pg_tweens_pulse(&tweens, 16, 0.06f, 1.0f, 0);
	/* A tween of another kind is no pulse. */
	pg_tweens_fade(&tweens, 17, 0, 1, 1.0f, 0);
	pg_tweens_update(&tweens, 0.5f);
	assert_float_equal(pg_tweens_pulse_scale(&tweens, 16), 1.06f, 1e-4f);
	assert_true(pg_tweens_pulse_scale(&tweens, 17) == 1.0f);
	assert_true(pg_tweens_pulse_scale(&tweens, 18) == 1.0f);
	pg_tweens_finish(&tweens);
	assert_true(pg_tweens_pulse_scale(&tweens, 16) == 1.0f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_moves_contain_finds_only_listed_moves),
	    cmocka_unit_test(test_rect_scaled_grows_about_the_centre),
	    cmocka_unit_test(test_pulse_scale_follows_the_pulse_of_its_tag),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
