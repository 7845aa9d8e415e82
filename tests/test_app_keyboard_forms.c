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
 * A question (pg_open_confirm) and the pause menu took only Esc, and the
 * results card Enter and Esc: their buttons now take the same keys (on
 * the results card left and right, as up and down scroll it).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "pg_ai.h"
#include "pg_app_test.h"
#include "pg_match.h"
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

static int answered = -1;
static void answer_0(pg_app *app, void *context)
{
	(void)app;
	(void)context;
	answered = 0;
}
static void answer_1(pg_app *app, void *context)
{
	(void)app;
	(void)context;
	answered = 1;
}
static void answer_2(pg_app *app, void *context)
{
	(void)app;
	(void)context;
	answered = 2;
}

static void ask(pg_app *app)
{
	answered = -1;
	pg_open_confirm(app, &(pg_confirm){
		.title = "Replace your saved game?",
		.body = "A question with three answers.",
		.labels = {"Resume", "Replace", "Back"},
		.actions = {answer_0, answer_1, answer_2},
		.escape_answer = 2,
	});
	pg_test_frame(app, 1.0 / 30);
	assert_string_equal(pg_test_top_scene(app), "confirm");
}

/* A question (replace your saved game, delete a damaged save) is answered
 * from the keyboard: before, only Esc did anything there. */
static void question_by_keyboard(void **unused)
{
	(void)unused;
	char dir[256];
	pg_app *app = fresh_app(dir, sizeof dir);
	ask(app);
	pg_test_key(app, SDLK_DOWN, KMOD_NONE);
	pg_test_key(app, SDLK_TAB, KMOD_NONE);
	pg_test_key(app, SDLK_RETURN, KMOD_NONE);
	pg_test_frame(app, 1.0 / 30);
	assert_int_equal(answered, 1);
	assert_string_equal(pg_test_top_scene(app), "title");
	ask(app);
	pg_test_key(app, SDLK_TAB, KMOD_SHIFT);
	pg_test_key(app, SDLK_SPACE, KMOD_NONE);
	assert_int_equal(answered, 2);
	/* Enter on no answer gives the first, the safe one. */
	ask(app);
	pg_test_key(app, SDLK_RETURN, KMOD_NONE);
	assert_int_equal(answered, 0);
	ask(app);
	pg_test_key(app, SDLK_ESCAPE, KMOD_NONE);
	assert_int_equal(answered, 2);
	pg_test_frame(app, 1.0 / 30);
	done(app, dir);
}

/* The pause menu took only Esc: its buttons now take the same keys. */
static void pause_menu_by_keyboard(void **unused)
{
	(void)unused;
	char dir[256];
	pg_app *app = fresh_app(dir, sizeof dir);
	assert_true(pg_test_open_game(app, "totem-pole", "human,human", NULL, 7, NULL));
	assert_false(pg_play_can_undo(pg_test_play(app)));
	pg_open_pause(app);
	pg_test_frame(app, 1.0 / 30);
	assert_string_equal(pg_test_top_scene(app), "pause");
	/* Resume, then How to play (Undo, with nothing to undo, is passed
	 * over), then Settings. */
	const SDL_Keycode to_settings[] = {SDLK_DOWN, SDLK_DOWN, SDLK_TAB, SDLK_RETURN};
	keys(app, to_settings, 4);
	assert_string_equal(pg_test_top_scene(app), "settings");
	pg_test_key(app, SDLK_ESCAPE, KMOD_NONE);
	pg_test_frame(app, 1.0 / 30);
	assert_string_equal(pg_test_top_scene(app), "pause");
	/* Back from Settings the focus is where it was: up to How to play,
	 * past Undo to Resume, and round to Save and quit to menu. */
	pg_test_key(app, SDLK_UP, KMOD_NONE);
	pg_test_key(app, SDLK_TAB, KMOD_SHIFT);
	pg_test_key(app, SDLK_UP, KMOD_NONE);
	pg_test_key(app, SDLK_SPACE, KMOD_NONE);
	pg_test_frame(app, 1.0 / 30);
	assert_string_equal(pg_test_top_scene(app), "title");
	done(app, dir);
}

/* The results card took Enter (Rematch) and Esc (the board) only: Watch
 * again and Menu were out of the keyboard's reach. */
static void results_by_keyboard(void **unused)
{
	(void)unused;
	char dir[256];
	pg_app *app = fresh_app(dir, sizeof dir);
	assert_true(pg_test_open_game(app, "kloone", "human,human", NULL, 7, NULL));
	pg_play *play = pg_test_play(app);
	pg_rng rng;
	pg_rng_seed(&rng, 3);
	while (!pg_match_is_terminal(play->match))
		assert_true(pg_match_play(
		    play->match, pg_ai_random_move(play->game, play->match->state, &rng), NULL));
	pg_play_resync(play);
	/* The game opens its results card itself once the end has shown. */
	pg_test_settle(app);
	assert_string_equal(pg_test_top_scene(app), "results");
	/* Rematch, Watch again: Enter watches the game again. */
	const SDL_Keycode to_watch[] = {SDLK_TAB, SDLK_RIGHT, SDLK_RETURN};
	keys(app, to_watch, 3);
	assert_string_equal(pg_test_top_scene(app), "replay");
	done(app, dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(setup_by_keyboard),
		cmocka_unit_test(setup_back_by_keyboard),
		cmocka_unit_test(settings_by_keyboard),
		cmocka_unit_test(question_by_keyboard),
		cmocka_unit_test(pause_menu_by_keyboard),
		cmocka_unit_test(results_by_keyboard),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
