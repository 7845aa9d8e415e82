/*
 * test_help_pages: the help scene on every game's two pages, headless, at
 * the three window sizes players meet (960x600, 1280x800, 1920x1080):
 * each page opens without a problem, every picture on it is drawn by the
 * game's own scene (its moves are legal), nothing a player reads names a
 * developer's word, the tabs and Tab switch pages, and a page with a
 * wrong picture shows the reason in its place.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_help.h"
#include "pg_scenes.h"

static const int sizes[][2] = {{960, 600}, {1280, 800}, {1920, 1080}};

static void open_page(pg_app *app, const char *id, int page)
{
	pg_open_help_page(app, id, page);
	pg_scenes_apply(&app->scenes, app);
	pg_test_frame(app, 0);
}

static void close_page(pg_app *app)
{
	pg_scenes_pop(&app->scenes);
	pg_scenes_apply(&app->scenes, app);
}

static void every_page_draws_every_picture_at_every_size(void **state)
{
	(void)state;
	for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		pg_app *app = pg_test_app_create(sizes[s][0], sizes[s][1]);
		assert_non_null(app);
		for (int g = 0; g < pg_view_count(); g++) {
			const char *id = pg_view_at(g)->game_id;
			for (int page = 0; page < 2; page++) {
				open_page(app, id, page);
				if (pg_help_problem(app))
					fail_msg("%s page %d: %s", id, page, pg_help_problem(app));
				int drawn = 0;
				char error[1024];
				int pictures = pg_help_render_pictures(app, &drawn, error, sizeof error);
				if (drawn != pictures)
					fail_msg("%s page %d at %dx%d: %s", id, page, sizes[s][0],
						 sizes[s][1], error);
				assert_true(pictures >= (page == 0 ? 3 : 1));
				const char *word = pg_help_developer_word_shown(app);
				if (word)
					fail_msg("%s page %d shows \"%s\"", id, page, word);
				pg_test_frame(app, 0);
				close_page(app);
			}
		}
		pg_test_app_destroy(app);
	}
}

/* The tabs: Tab goes to the background page and back. */
static void tab_switches_pages(void **state)
{
	(void)state;
	pg_app *app = pg_test_app_create(1280, 800);
	const char *id = pg_view_at(0)->game_id;
	open_page(app, id, 0);
	assert_true(pg_help_shows(app, "Decisions we made"));
	pg_input_event tab = {.kind = PG_INPUT_KEY, .key = SDLK_TAB};
	pg_app_input(app, &tab);
	pg_test_frame(app, 0);
	assert_false(pg_help_shows(app, "Decisions we made"));
	assert_true(pg_help_shows(app, "background"));
	pg_app_input(app, &tab);
	assert_true(pg_help_shows(app, "Decisions we made"));
	pg_test_app_destroy(app);
}

/* A help page whose picture asks for an illegal move shows why in the
 * page, and the picture is not counted as drawn. */
static void a_wrong_picture_says_why_on_the_page(void **state)
{
	(void)state;
	char dir[128], path[512];
	snprintf(dir, sizeof dir, "/tmp/pg-test-help-%ld", (long)getpid());
	snprintf(path, sizeof path, "mkdir -p '%s/docs/help' '%s/docs/culture'", dir, dir);
	assert_int_equal(system(path), 0);
	snprintf(path, sizeof path, "%s/docs/help/totem-pole.md", dir);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs("# Totem Pole\n\n![A coup while holding a match](position:totem-pole?seed=1&moves="
	      "first:0;roll:L;coup)\n\n![Fine](position:totem-pole?seed=1&moves=first:0)\n",
	      f);
	fclose(f);
	pg_app *app = pg_test_app_create(1280, 800);
	char real[sizeof app->data_dir];
	snprintf(real, sizeof real, "%s", app->data_dir);
	snprintf(app->data_dir, sizeof app->data_dir, "%s", dir);
	open_page(app, "totem-pole", 0);
	int drawn = 0;
	char error[1024];
	assert_int_equal(pg_help_render_pictures(app, &drawn, error, sizeof error), 2);
	assert_int_equal(drawn, 1);
	assert_non_null(strstr(error, "coup"));
	pg_test_frame(app, 0);
	snprintf(app->data_dir, sizeof app->data_dir, "%s", real);
	pg_test_app_destroy(app);
	unlink(path);
	snprintf(path, sizeof path, "rm -rf '%s'", dir);
	assert_int_equal(system(path), 0);
}

/* A page in the player's language is shown when it exists (fr_CA falls
 * back to fr), the English one otherwise. */
static void a_page_in_the_players_language_comes_first(void **state)
{
	(void)state;
	char dir[128], path[512];
	snprintf(dir, sizeof dir, "/tmp/pg-test-help-lang-%ld", (long)getpid());
	snprintf(path, sizeof path, "mkdir -p '%s/docs/help/fr' '%s/docs/culture'", dir, dir);
	assert_int_equal(system(path), 0);
	snprintf(path, sizeof path, "%s/docs/help/totem-pole.md", dir);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs("# Totem Pole\n\nRoll the pyramid die.\n", f);
	fclose(f);
	snprintf(path, sizeof path, "%s/docs/help/fr/totem-pole.md", dir);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs("# Totem Pole\n\nLancez le d\xC3\xA9 pyramide.\n", f);
	fclose(f);
	pg_app *app = pg_test_app_create(1280, 800);
	char real[sizeof app->data_dir];
	snprintf(real, sizeof real, "%s", app->data_dir);
	snprintf(app->data_dir, sizeof app->data_dir, "%s", dir);
	const char *before = getenv("LANGUAGE");
	char saved[64];
	snprintf(saved, sizeof saved, "%s", before ? before : "");
	setenv("LANGUAGE", "fr_CA:en", 1);
	open_page(app, "totem-pole", 0);
	assert_true(pg_help_shows(app, "Lancez"));
	close_page(app);
	setenv("LANGUAGE", "de", 1);
	open_page(app, "totem-pole", 0);
	assert_true(pg_help_shows(app, "Roll the pyramid die"));
	close_page(app);
	if (before)
		setenv("LANGUAGE", saved, 1);
	else
		unsetenv("LANGUAGE");
	snprintf(app->data_dir, sizeof app->data_dir, "%s", real);
	pg_test_app_destroy(app);
	snprintf(path, sizeof path, "rm -rf '%s'", dir);
	assert_int_equal(system(path), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(every_page_draws_every_picture_at_every_size),
		cmocka_unit_test(tab_switches_pages),
		cmocka_unit_test(a_wrong_picture_says_why_on_the_page),
		cmocka_unit_test(a_page_in_the_players_language_comes_first),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
