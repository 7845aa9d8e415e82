/*
 * test_app_input.c: the input normaliser (src/app/pg_input.c) turns SDL
 * mouse press, motion and release into a click or a drag: a release close
 * to the press is a CLICK, a motion past the slop starts a drag that ends
 * in a DROP, motion with no button is HOVER, and coordinates are scaled to
 * renderer pixels on a High-DPI screen.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "pg_input.h"

static int feed(pg_input *in, Uint32 type, int x, int y, pg_input_event *out)
{
	SDL_Event e = {0};
	e.type = type;
	if (type == SDL_MOUSEMOTION) {
		e.motion.x = x;
		e.motion.y = y;
	} else {
		e.button.button = SDL_BUTTON_LEFT;
		e.button.clicks = 1;
		e.button.x = x;
		e.button.y = y;
	}
	return pg_input_translate(in, &e, out);
}

static void press_and_release_is_a_click(void **state)
{
	(void)state;
	pg_input in;
	pg_input_init(&in);
	pg_input_event out[PG_INPUT_MAX_OUT];
	assert_int_equal(feed(&in, SDL_MOUSEBUTTONDOWN, 100, 50, out), 1);
	assert_int_equal(out[0].kind, PG_INPUT_PRESS);
	assert_true(pg_input_button_held(&in));
	/* A shake smaller than the slop is not a drag. */
	assert_int_equal(feed(&in, SDL_MOUSEMOTION, 103, 52, out), 0);
	assert_int_equal(feed(&in, SDL_MOUSEBUTTONUP, 103, 52, out), 1);
	assert_int_equal(out[0].kind, PG_INPUT_CLICK);
	assert_int_equal(out[0].start_x, 100);
	assert_int_equal(out[0].start_y, 50);
	assert_int_equal(out[0].x, 103);
	assert_false(pg_input_button_held(&in));
}

static void moving_past_the_slop_is_a_drag(void **state)
{
	(void)state;
	pg_input in;
	pg_input_init(&in);
	pg_input_event out[PG_INPUT_MAX_OUT];
	feed(&in, SDL_MOUSEBUTTONDOWN, 10, 10, out);
	assert_int_equal(feed(&in, SDL_MOUSEMOTION, 40, 10, out), 2);
	assert_int_equal(out[0].kind, PG_INPUT_DRAG_START);
	assert_int_equal(out[0].start_x, 10);
	assert_int_equal(out[1].kind, PG_INPUT_DRAG_MOVE);
	assert_int_equal(out[1].x, 40);
	assert_int_equal(feed(&in, SDL_MOUSEMOTION, 60, 30, out), 1);
	assert_int_equal(out[0].kind, PG_INPUT_DRAG_MOVE);
	/* Even back at the press point, a started drag ends in a drop. */
	assert_int_equal(feed(&in, SDL_MOUSEBUTTONUP, 10, 10, out), 1);
	assert_int_equal(out[0].kind, PG_INPUT_DROP);
	assert_int_equal(out[0].x, 10);
}

static void motion_without_button_is_hover(void **state)
{
	(void)state;
	pg_input in;
	pg_input_init(&in);
	pg_input_event out[PG_INPUT_MAX_OUT];
	assert_int_equal(feed(&in, SDL_MOUSEMOTION, 5, 6, out), 1);
	assert_int_equal(out[0].kind, PG_INPUT_HOVER);
	assert_int_equal(out[0].button, 0);
	/* A release with no press is ignored. */
	assert_int_equal(feed(&in, SDL_MOUSEBUTTONUP, 5, 6, out), 0);
}

static void high_dpi_scales_to_pixels(void **state)
{
	(void)state;
	pg_input in;
	pg_input_init(&in);
	pg_input_set_density(&in, 2.0f);
	pg_input_event out[PG_INPUT_MAX_OUT];
	feed(&in, SDL_MOUSEBUTTONDOWN, 100, 40, out);
	assert_int_equal(out[0].x, 200);
	assert_int_equal(out[0].y, 80);
	/* 5 points is 10 pixels, still inside the 6-point slop. */
	assert_int_equal(feed(&in, SDL_MOUSEMOTION, 105, 40, out), 0);
	assert_int_equal(feed(&in, SDL_MOUSEBUTTONUP, 105, 40, out), 1);
	assert_int_equal(out[0].kind, PG_INPUT_CLICK);
	assert_int_equal(out[0].x, 210);
}

static void cancel_ends_a_drag(void **state)
{
	(void)state;
	pg_input in;
	pg_input_init(&in);
	pg_input_event out[PG_INPUT_MAX_OUT], cancel;
	assert_false(pg_input_cancel_drag(&in, &cancel));
	feed(&in, SDL_MOUSEBUTTONDOWN, 0, 0, out);
	feed(&in, SDL_MOUSEMOTION, 50, 0, out);
	assert_true(pg_input_cancel_drag(&in, &cancel));
	assert_int_equal(cancel.kind, PG_INPUT_DRAG_CANCEL);
	/* The release that follows belongs to no gesture. */
	assert_int_equal(feed(&in, SDL_MOUSEBUTTONUP, 50, 0, out), 0);
}

static void keys_and_wheel(void **state)
{
	(void)state;
	pg_input in;
	pg_input_init(&in);
	pg_input_event out[PG_INPUT_MAX_OUT];
	SDL_Event e = {0};
	e.type = SDL_KEYDOWN;
	e.key.keysym.sym = SDLK_z;
	e.key.keysym.mod = KMOD_LCTRL;
	assert_int_equal(pg_input_translate(&in, &e, out), 1);
	assert_int_equal(out[0].kind, PG_INPUT_KEY);
	assert_int_equal(out[0].key, SDLK_z);
	assert_true(out[0].mod & KMOD_CTRL);
	SDL_Event w = {0};
	w.type = SDL_MOUSEWHEEL;
	w.wheel.y = -2;
	w.wheel.direction = SDL_MOUSEWHEEL_FLIPPED;
	assert_int_equal(pg_input_translate(&in, &w, out), 1);
	assert_int_equal(out[0].kind, PG_INPUT_WHEEL);
	assert_int_equal(out[0].wheel_y, 2);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(press_and_release_is_a_click),
		cmocka_unit_test(moving_past_the_slop_is_a_drag),
		cmocka_unit_test(motion_without_button_is_hover),
		cmocka_unit_test(high_dpi_scales_to_pixels),
		cmocka_unit_test(cancel_ends_a_drag),
		cmocka_unit_test(keys_and_wheel),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
