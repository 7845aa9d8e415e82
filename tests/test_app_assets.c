/*
 * test_app_assets.c: the SVG cache's worker thread (pg_assets.h). Art asked
 * for "async" arrives a little later and is rendered once; a synchronous
 * request for art the worker is on takes its result instead of rendering
 * it again; nothing starts before the worker is released; dropping the
 * cache mid-render loses nothing but that render; a missing file fails
 * once, on either path.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "pg_app_test.h"

static const char *const CARD = "title/totem-pole.svg";
static const char *const BACKDROP = "ui/background.svg";

/* Asks until the worker has it (at most about five seconds). */
static SDL_Texture *wait_for(pg_assets *assets, const char *path, int w, int h)
{
	for (int i = 0; i < 5000; i++) {
		SDL_Texture *texture = pg_assets_svg_async(assets, path, w, h, false);
		if (texture || pg_assets_failed(assets, path))
			return texture;
		SDL_Delay(1);
	}
	return NULL;
}

/* Its own cache on the app's renderer, not yet released. */
static pg_assets *held_assets(pg_app *app)
{
	char dir[PG_APP_PATH_MAX + 16];
	pg_app_data_path(app, "assets", dir, sizeof dir);
	pg_assets *assets = pg_assets_create(app->renderer, dir);
	assert_non_null(assets);
	return assets;
}

static void async_art_arrives_once(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	pg_assets *assets = held_assets(app);
	pg_assets_release_worker(assets);
	SDL_Texture *texture = wait_for(assets, CARD, 200, 150);
	assert_non_null(texture);
	assert_int_equal(pg_assets_render_count(assets), 1);
	assert_true(pg_assets_cached(assets, CARD, 200, 150));
	assert_ptr_equal(pg_assets_svg_async(assets, CARD, 200, 150, false), texture);
	assert_ptr_equal(pg_assets_svg(assets, CARD, 200, 150), texture);
	assert_int_equal(pg_assets_render_count(assets), 1);
	assert_false(pg_assets_busy(assets));
	pg_assets_destroy(assets);
	pg_test_app_destroy(app);
}

static void nothing_starts_before_release(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	pg_assets *assets = held_assets(app);
	SDL_Rect box = {0, 0, 120, 90};
	assert_false(pg_assets_draw_lazy(assets, CARD, box));
	assert_null(pg_assets_svg_async(assets, CARD, 120, 90, false));
	SDL_Delay(50);
	assert_true(pg_assets_busy(assets));
	assert_null(pg_assets_svg_async(assets, CARD, 120, 90, false));
	pg_assets_release_worker(assets);
	assert_non_null(wait_for(assets, CARD, 120, 90));
	assert_true(pg_assets_draw_lazy(assets, CARD, box));
	assert_int_equal(pg_assets_render_count(assets), 1);
	pg_assets_destroy(assets);
	pg_test_app_destroy(app);
}

/* A synchronous request while the worker has the same art queued or in
 * hand: one render in all, and the caller gets it at once. */
static void sync_request_takes_the_workers_result(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	pg_assets *assets = held_assets(app);
	pg_assets_release_worker(assets);
	for (int round = 0; round < 20; round++) {
		int w = 300 + round, h = 200 + round;
		pg_assets_svg_async(assets, BACKDROP, w, h, round % 2 == 0);
		if (round % 3 == 1)
			SDL_Delay(2);
		assert_non_null(pg_assets_svg(assets, BACKDROP, w, h));
	}
	for (int i = 0; i < 5000 && pg_assets_busy(assets); i++)
		SDL_Delay(1);
	assert_false(pg_assets_busy(assets));
	assert_int_equal(pg_assets_render_count(assets), 20);
	pg_assets_destroy(assets);
	pg_test_app_destroy(app);
}

/* A resize drops the cache while the worker renders: that render is thrown
 * away, the next request makes it again, and closing mid-render is safe. */
static void dropping_mid_render_is_safe(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	pg_assets *assets = held_assets(app);
	pg_assets_release_worker(assets);
	assert_null(pg_assets_svg_async(assets, BACKDROP, 800, 500, true));
	SDL_Delay(5);
	pg_assets_drop_all(assets);
	assert_non_null(wait_for(assets, BACKDROP, 800, 500));
	assert_int_equal(pg_assets_render_count(assets), 1);
	assert_null(pg_assets_svg_async(assets, BACKDROP, 1000, 640, true));
	pg_assets_destroy(assets); /* while it renders */
	pg_test_app_destroy(app);
}

static void missing_art_fails_once(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(960, 600);
	assert_non_null(app);
	pg_assets *assets = held_assets(app);
	pg_assets_release_worker(assets);
	assert_null(wait_for(assets, "no/such.svg", 50, 50));
	assert_true(pg_assets_failed(assets, "no/such.svg"));
	assert_null(pg_assets_svg(assets, "no/such.svg", 60, 60));
	assert_int_equal(pg_assets_render_count(assets), 0);
	pg_assets_destroy(assets);
	pg_test_app_destroy(app);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(async_art_arrives_once),
		cmocka_unit_test(nothing_starts_before_release),
		cmocka_unit_test(sync_request_takes_the_workers_result),
		cmocka_unit_test(dropping_mid_render_is_safe),
		cmocka_unit_test(missing_art_fails_once),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
