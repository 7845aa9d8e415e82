/*
 * test_app_keyboard_forms.c: the setup screen and the settings can be
 * worked with the keyboard alone. Before, the setup screen took only Enter
 * (start with what was shown) and Esc, and the settings only closed on
 * either: a person without a mouse could not choose the players, the
 * seats' levels, a variant or a seed, nor turn the sound off.
 *
 * Tab / Shift+Tab and the up and down arrows move the focus, left and
 * right change a choice or the volume, Space flips a switch, Enter starts
 * the game from a choice (as with nothing focused) and works a button.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_play.h"
#include "pg_scenes.h"
#include "pg_settings.h"

static pg_app *fresh_app(char *dir, size_t size)
{
	char tmpl[] = "/tmp/pg-keyboard-forms-XXXXXX";
	assert_non_null(mkdtemp(tmpl));
	snprintf(dir, size, "%s", tmpl);
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	assert_non_null(app);
	return app;
}

static void done(pg_app *app, const char *dir)
{
	pg_test_app_destroy(app);
	char command[512];
	snprintf(command, sizeof command, "rm -rf '%s'", dir);
	assert_int_equal(system(command), 0);
}

static void keys(pg_app *app, const SDL_Keycode *list, int count)
{
	for (int i = 0; i < count; i++) {
		pg_test_key(app, list[i], KMOD_NONE);
		pg_test_frame(app, 1.0 / 30);
	}
}

static void setup_by_keyboard(void **unused)
{
	(void)unused;
	char dir[256];
	pg_app *app = fresh_app(dir, sizeof dir);
	pg_open_setup(app, pg_view_find("totem-pole"));
	pg_test_frame(app, 1.0 / 30);
	assert_string_equal(pg_test_top_scene(app), "setup");
	/* Players 3 -> 4; Blue's seat Normal -> Hard; Yellow's Normal ->
	 * Easy; then into the seed box, 42, and Enter there starts. */
	const SDL_Keycode first[] = {SDLK_TAB, SDLK_RIGHT, SDLK_TAB,  SDLK_TAB, SDLK_RIGHT,
				     SDLK_TAB, SDLK_TAB,   SDLK_LEFT, SDLK_DOWN, SDLK_4,
				     SDLK_2};
	keys(app, first, (int)(sizeof first / sizeof first[0]));
	assert_string_equal(pg_test_top_scene(app), "setup");
	const SDL_Keycode enter[] = {SDLK_RETURN, SDLK_RETURN};
	keys(app, enter, 2);
	assert_string_equal(pg_test_top_scene(app), "game");
	pg_play *play = pg_test_play(app);
	assert_non_null(play);
	assert_int_equal(play->match->options.players, 4);
	assert_int_equal(play->match->seed, 42);
	assert_string_equal(pg_settings_get(&app->settings, "setup.totem-pole.seats", ""),
			    "human,hard,normal,easy");
	done(app, dir);
}

/* Shift+Tab from nothing reaches Start, then Back: Enter on Back leaves. */
static void setup_back_by_keyboard(void **unused)
{
	(void)unused;
	char dir[256];
	pg_app *app = fresh_app(dir, sizeof dir);
	pg_open_setup(app, pg_view_find("kloone"));
	pg_test_frame(app, 1.0 / 30);
	pg_test_key(app, SDLK_TAB, KMOD_SHIFT);
	pg_test_key(app, SDLK_TAB, KMOD_SHIFT);
	pg_test_key(app, SDLK_RETURN, KMOD_NONE);
	pg_test_frame(app, 1.0 / 30);
	assert_string_equal(pg_test_top_scene(app), "title");
	done(app, dir);
}

static void settings_by_keyboard(void **unused)
{
	(void)unused;
	char dir[256];
	pg_app *app = fresh_app(dir, sizeof dir);
	pg_open_settings(app);
	pg_test_frame(app, 1.0 / 30);
	assert_string_equal(pg_test_top_scene(app), "settings");
	/* Sound: Space turns it off, and the volume (off with it) is passed
	 * over on the way to Done; Space on again, Tab to the volume, left
	 * twice. */
	const SDL_Keycode list[] = {SDLK_TAB, SDLK_SPACE, SDLK_SPACE, SDLK_DOWN, SDLK_LEFT,
				    SDLK_LEFT};
	keys(app, list, (int)(sizeof list / sizeof list[0]));
	int volume = pg_settings_get_int(&app->settings, "volume", -1);
	assert_int_equal(volume, 80 - 10);
	assert_false(pg_settings_get_bool(&app->settings, "muted", true));
	pg_test_key(app, SDLK_UP, KMOD_NONE);
	pg_test_key(app, SDLK_SPACE, KMOD_NONE);
	pg_test_frame(app, 1.0 / 30);
	assert_true(pg_settings_get_bool(&app->settings, "muted", false));
	/* With the sound off the volume is skipped: Down goes to Done (the
	 * fullscreen switch is off headless), and Enter closes. */
	pg_test_key(app, SDLK_DOWN, KMOD_NONE);
	pg_test_key(app, SDLK_RETURN, KMOD_NONE);
	pg_test_frame(app, 1.0 / 30);
	assert_string_equal(pg_test_top_scene(app), "title");
	done(app, dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(setup_by_keyboard),
		cmocka_unit_test(setup_back_by_keyboard),
		cmocka_unit_test(settings_by_keyboard),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
