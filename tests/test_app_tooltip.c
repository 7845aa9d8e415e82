/*
 * test_app_tooltip.c: the kit's tooltip (src/app/pg_tooltip.c), headless.
 *
 * A plain note and a note of coloured lines (Kloone's hex): the lines
 * are kept apart, each drawn in its own colour under a bold title, each
 * wrapped on its own; the note waits for its delay, stays inside the
 * window, and a pointer that rests on the same thing does not restart
 * it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "pg_app.h"
#include "pg_app_test.h"
#include "pg_frames.h"
#include "pg_geom.h"
#include "pg_tooltip.h"
#include "pg_ui.h"

static SDL_Color pixel(SDL_Surface *s, int x, int y)
{
	Uint32 value = 0;
	memcpy(&value, (Uint8 *)s->pixels + y * s->pitch + x * s->format->BytesPerPixel,
	       s->format->BytesPerPixel);
	SDL_Color c;
	SDL_GetRGBA(value, s->format, &c.r, &c.g, &c.b, &c.a);
	return c;
}

/* Pixels in r close to colour (text is anti-aliased: its cores match). */
static int pixels_like(pg_app *app, SDL_Rect r, SDL_Color colour)
{
	SDL_Surface *s = pg_test_surface(app);
	assert_non_null(s);
	int n = 0;
	SDL_LockSurface(s);
	for (int y = r.y; y < r.y + r.h; y++)
		for (int x = r.x; x < r.x + r.w; x++) {
			SDL_Color c = pixel(s, x, y);
			if (abs(c.r - colour.r) < 24 && abs(c.g - colour.g) < 24 &&
			    abs(c.b - colour.b) < 24)
				n++;
		}
	SDL_UnlockSurface(s);
	return n;
}

static void clear(pg_app *app)
{
	SDL_SetRenderDrawColor(app->renderer, 0, 0, 0, 255);
	SDL_RenderClear(app->renderer);
}

static void test_plain_note_waits_for_its_delay(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	pg_tooltip tip;
	pg_tooltip_init(&tip);
	SDL_Rect anchor = {600, 400, 80, 40};
	pg_tooltip_point(&tip, anchor, "A pile of cards");
	assert_int_equal(tip.line_count, 0);
	assert_false(pg_tooltip_visible(&tip));
	pg_tooltip_update(&tip, app, 0.3f);
	pg_tooltip_point(&tip, anchor, "A pile of cards"); /* resting: no restart */
	pg_tooltip_update(&tip, app, 0.3f);
	assert_true(pg_tooltip_visible(&tip));
	clear(app);
	pg_tooltip_draw(app, &tip);
	assert_true(tip.box.w > 0 && tip.box.h > 0);
	assert_true(tip.box.y + tip.box.h <= anchor.y); /* above what it explains */
	pg_tooltip_point(&tip, anchor, NULL);
	assert_false(pg_tooltip_visible(&tip));
	pg_test_app_destroy(app);
}

/* On a still screen frames are drawn only when asked for: a note waiting
 * for its delay asks for one at the moment it is due, so it shows without
 * the pointer moving again. */
static void test_waiting_note_asks_for_a_frame_when_due(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	pg_tooltip tip;
	pg_tooltip_init(&tip);
	pg_frames_init(&app->frames);
	app->time = 10.0;
	pg_tooltip_update(&tip, app, 0.1f); /* nothing pointed at: nothing asked */
	assert_true(app->frames.redraw_at >= PG_FRAMES_NEVER);
	pg_tooltip_point(&tip, (SDL_Rect){600, 400, 80, 40}, "A pile of cards");
	pg_tooltip_update(&tip, app, 0.1f);
	double due = app->time + (double)(tip.delay - 0.1f);
	assert_true(app->frames.redraw_at > due - 0.001 && app->frames.redraw_at < due + 0.001);
	/* At that moment the update makes it visible and a frame is drawn. */
	app->time += (double)(tip.delay - 0.1f);
	pg_frames_begin(&app->frames, app->time);
	pg_tooltip_update(&tip, app, tip.delay - 0.1f);
	assert_true(pg_tooltip_visible(&tip));
	assert_true(pg_frames_due(&app->frames, app->time));
	pg_test_app_destroy(app);
}

static void test_lines_are_drawn_each_in_its_colour(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	assert_non_null(app);
	pg_tooltip tip;
	pg_tooltip_init(&tip);
	tip.delay = 0;
	SDL_Rect anchor = {600, 400, 80, 40};
	SDL_Color red = {240, 90, 70, 255};
	const char *one[] = {"Base tile, no chips"};
	SDL_Color one_colour[] = {pg_ui_theme.text};
	pg_tooltip_point_lines(&tip, anchor, one, one_colour, 1);
	clear(app);
	pg_tooltip_draw(app, &tip);
	SDL_Rect single = tip.box;
	assert_true(single.h > 0);

	const char *lines[] = {"Base tile, no chips", "Your pawn can go here",
	                       "The chip under your pawn may not go here: it would make a "
	                       "stack taller than the rules allow on this base tile"};
	SDL_Color colours[] = {pg_ui_theme.text, pg_ui_theme.good, red};
	pg_tooltip_point_lines(&tip, anchor, lines, colours, 3);
	assert_int_equal(tip.line_count, 3);
	assert_non_null(strchr(tip.text, '\n'));
	clear(app);
	pg_tooltip_draw(app, &tip);
	SDL_Rect box = tip.box;
	/* Three lines, the last wrapped: more than three times one line's
	 * text, and no wider than the kit's measure of a note. */
	int line_h = single.h - 2 * pg_px(app, 8);
	assert_true(box.h - 2 * pg_px(app, 8) > 3 * line_h);
	assert_true(box.w <= pg_px(app, 300) + 2 * pg_px(app, 8));
	assert_true(box.x >= 0 && box.x + box.w <= app->width);
	assert_true(box.y + box.h <= anchor.y);
	/* Each line in its colour: green in the second line's band, red in
	 * the third's, neither in the title's. */
	int pad = pg_px(app, 8);
	SDL_Rect title = {box.x + pad, box.y + pad, box.w - 2 * pad, line_h};
	SDL_Rect second = {title.x, title.y + line_h, title.w, line_h};
	SDL_Rect rest = {title.x, second.y + line_h, title.w,
	                 box.y + box.h - pad - second.y - line_h};
	assert_true(pixels_like(app, second, pg_ui_theme.good) > 10);
	assert_int_equal(pixels_like(app, title, pg_ui_theme.good), 0);
	assert_true(pixels_like(app, rest, red) > 10);
	assert_int_equal(pixels_like(app, second, red), 0);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_plain_note_waits_for_its_delay),
	    cmocka_unit_test(test_lines_are_drawn_each_in_its_colour),
	    cmocka_unit_test(test_waiting_note_asks_for_a_frame_when_due),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
