/*
 * test_app_title_room.c: the title keeps its game cards clear of the saved
 * games' rows and the notice below them. With two saves that load and a
 * notice naming three damaged ones, the rows used to be laid over the
 * cards' taglines at 1280x800: the cards stop shrinking at a width their
 * text needs, and the rows did not give way. Now only the rows that leave
 * the cards room show; the others are behind "All saved games". Rows also
 * give way before a game's name would be shortened (two rows at 960x600
 * cut "The Great Potlatch").
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_registry.h"
#include "pg_saves.h"
#include "pg_text.h"

static void write_file(const char *dir, const char *name, const char *text)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static const char good_save[] = "potlatch-games save 1\n"
				"game totem-pole\n"
				"options players=4\n"
				"seed 926448916\n"
				"seats human,human,normal,hard\n"
				"moves 3\n"
				"first:3\n"
				"roll:S\n"
				"S\n";

/* A pref dir holding two saves that load and three that do not. Its name
 * is the same length in the same glyphs every run (digits are all one
 * width), so the notice that names the damaged files wraps the same. */
static void make_pref_dir(char *dir, size_t size)
{
	snprintf(dir, size, "/tmp/pg-title-room-%08ld", (long)getpid());
	char command[600];
	snprintf(command, sizeof command, "rm -rf '%s'", dir);
	assert_int_equal(system(command), 0);
	assert_int_equal(mkdir(dir, 0700), 0);
	char saves[512];
	snprintf(saves, sizeof saves, "%s/saves", dir);
	assert_int_equal(mkdir(saves, 0700), 0);
	write_file(saves, "totem-pole.save", good_save);
	write_file(saves, "totem-pole-20261124-234443.save", good_save);
	char cut[80];
	snprintf(cut, sizeof cut, "%.60s", good_save);
	write_file(saves, "kloone.save", cut);
	write_file(saves, "potluck.save", "garbage\n");
	write_file(saves, "great-potlatch.save", "potlatch-games save 1\ngame nowhere\n");
}

static void remove_pref_dir(const char *dir)
{
	char command[600];
	snprintf(command, sizeof command, "rm -rf '%s'", dir);
	assert_int_equal(system(command), 0);
}

static void cards_clear_of_what_lies_below(void **unused)
{
	(void)unused;
	char dir[256];
	make_pref_dir(dir, sizeof dir);
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	assert_non_null(app);
	/* The notice names every damaged save. */
	assert_non_null(strstr(app->notice, "kloone.save"));
	assert_non_null(strstr(app->notice, "potluck.save"));
	static const int sizes[][2] = {{1280, 800}, {960, 600}, {1920, 1080}, {1280, 800}};
	int shown[4] = {0};
	for (int i = 0; i < 4; i++) {
		assert_true(pg_test_resize(app, sizes[i][0], sizes[i][1]));
		pg_test_frame(app, 0.0);
		int cards_bottom = 0, below_top = 0;
		assert_true(pg_saves_title_layout(app, &cards_bottom, &below_top, &shown[i]));
		if (cards_bottom > below_top)
			fail_msg("%dx%d: the cards reach y=%d, below them starts at y=%d",
				 sizes[i][0], sizes[i][1], cards_bottom, below_top);
	}
	/* The same window shows the same rows after being larger and smaller. */
	assert_int_equal(shown[0], shown[3]);
	pg_test_app_destroy(app);
	remove_pref_dir(dir);
}

/* Without a notice, two rows and the cards share 1280x800 as before. */
static void both_rows_show_without_a_notice(void **unused)
{
	(void)unused;
	char dir[256];
	make_pref_dir(dir, sizeof dir);
	char path[512];
	const char *damaged[] = {"kloone.save", "potluck.save", "great-potlatch.save"};
	for (int i = 0; i < 3; i++) {
		snprintf(path, sizeof path, "%s/saves/%s", dir, damaged[i]);
		assert_int_equal(remove(path), 0);
	}
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	assert_non_null(app);
	pg_test_frame(app, 0.0);
	int cards_bottom = 0, below_top = 0, shown = 0;
	assert_true(pg_saves_title_layout(app, &cards_bottom, &below_top, &shown));
	assert_int_equal(shown, 2);
	assert_true(cards_bottom <= below_top);
	pg_test_app_destroy(app);
	remove_pref_dir(dir);
}

/* In the smallest window two rows left the cards too narrow for "The
 * Great Potlatch", which was shortened: a row gives way instead. */
static void game_names_stay_whole(void **unused)
{
	(void)unused;
	char dir[256];
	make_pref_dir(dir, sizeof dir);
	char path[512];
	snprintf(path, sizeof path, "%s/saves/great-potlatch.save", dir);
	assert_int_equal(remove(path), 0);
	pg_app *app = pg_test_app_create_in(960, 600, dir);
	assert_non_null(app);
	app->plain_backdrop = true;
	/* Two rows and a notice naming two damaged saves, from the smallest
	 * window to full HD. */
	for (int step = 0; step <= 12; step++) {
		int width = 960 + step * 80, height = 600 + step * 40;
		assert_true(pg_test_resize(app, width, height));
		pg_test_frame(app, 0.0);
		pg_text_clips_clear(app->text);
		pg_test_frame(app, 0.0);
		for (int i = 0; i < pg_text_clip_count(app->text) && i < PG_TEXT_CLIPS_KEPT; i++) {
			const pg_text_clip *clip = pg_text_clip_at(app->text, i);
			for (int g = 0; g < pg_registry_count(); g++)
				if (strcmp(clip->label, pg_registry_at(g)->name) == 0)
					fail_msg("%dx%d: '%s' is cut (%s)", width, height,
						 clip->label,
						 pg_text_clip_kind_name(clip->kind));
		}
		int cards_bottom = 0, below_top = 0, shown = 0;
		assert_true(pg_saves_title_layout(app, &cards_bottom, &below_top, &shown));
		assert_true(cards_bottom <= below_top);
	}
	pg_test_app_destroy(app);
	remove_pref_dir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(cards_clear_of_what_lies_below),
		cmocka_unit_test(both_rows_show_without_a_notice),
		cmocka_unit_test(game_names_stay_whole),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
