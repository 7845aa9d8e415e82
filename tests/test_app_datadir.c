/*
 * test_app_datadir.c: finding the data files (src/app/pg_datadir.c):
 * --data-dir first, then POTLATCH_GAMES_DATA_DIR, the install path, the
 * path relative to the executable and the executable's folder; a place
 * counts only if it holds fonts/DejaVuSans.ttf; when none does, the
 * message names the file and every place looked.
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

#include "pg_datadir.h"

static char root[256];

static void make_place(const char *name, bool with_font)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", root, name);
	mkdir(path, 0700);
	if (!with_font)
		return;
	snprintf(path, sizeof path, "%s/%s/fonts", root, name);
	mkdir(path, 0700);
	snprintf(path, sizeof path, "%s/%s/fonts/DejaVuSans.ttf", root, name);
	FILE *f = fopen(path, "w");
	fputs("font", f);
	fclose(f);
}

static int setup(void **state)
{
	(void)state;
	snprintf(root, sizeof root, "/tmp/pg-test-datadir-%ld", (long)getpid());
	mkdir(root, 0700);
	make_place("flag", true);
	make_place("env", true);
	make_place("install", true);
	make_place("bin", false);
	make_place("share", true);
	make_place("empty", false);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
	return system(cmd) == 0 ? 0 : -1;
}

static char *place(const char *name)
{
	static char buf[4][512];
	static int next;
	char *out = buf[next++ % 4];
	snprintf(out, 512, "%s/%s", root, name);
	return out;
}

static void found(const pg_datadir_inputs *in, const char *expected)
{
	char out[PG_DATADIR_PATH_MAX], err[4096];
	assert_true(pg_datadir_find_in(in, out, sizeof out, err, sizeof err));
	assert_string_equal(out, expected);
}

static void flag_wins_over_everything(void **state)
{
	(void)state;
	pg_datadir_inputs in = {place("flag"), place("env"), place("install"), place("bin"),
				"../share"};
	found(&in, place("flag"));
}

static void environment_comes_second(void **state)
{
	(void)state;
	pg_datadir_inputs in = {NULL, place("env"), place("install"), place("bin"), "../share"};
	found(&in, place("env"));
}

static void install_path_comes_third(void **state)
{
	(void)state;
	pg_datadir_inputs in = {"", "", place("install"), place("bin"), "../share"};
	found(&in, place("install"));
}

static void relative_to_executable_comes_fourth(void **state)
{
	(void)state;
	pg_datadir_inputs in = {NULL, NULL, place("empty"), place("bin"), "../share"};
	char expected[600];
	snprintf(expected, sizeof expected, "%s/../share", place("bin"));
	found(&in, expected);
}

static void executable_folder_comes_last(void **state)
{
	(void)state;
	pg_datadir_inputs in = {NULL, NULL, NULL, place("flag"), "../nowhere"};
	found(&in, place("flag"));
}

static void a_place_without_the_font_is_skipped(void **state)
{
	(void)state;
	/* A flag naming an empty folder does not stop the lookup. */
	pg_datadir_inputs in = {place("empty"), place("env"), NULL, NULL, NULL};
	found(&in, place("env"));
}

static void trailing_slash_is_dropped(void **state)
{
	(void)state;
	char with_slash[600];
	snprintf(with_slash, sizeof with_slash, "%s/", place("flag"));
	pg_datadir_inputs in = {with_slash, NULL, NULL, NULL, NULL};
	found(&in, place("flag"));
}

static void failure_lists_every_place(void **state)
{
	(void)state;
	pg_datadir_inputs in = {place("empty"), place("missing"), "/nonexistent/install",
				place("bin"), "../nowhere"};
	char out[PG_DATADIR_PATH_MAX], err[4096];
	assert_false(pg_datadir_find_in(&in, out, sizeof out, err, sizeof err));
	assert_non_null(strstr(err, "fonts/DejaVuSans.ttf"));
	assert_non_null(strstr(err, place("empty")));
	assert_non_null(strstr(err, place("missing")));
	assert_non_null(strstr(err, "/nonexistent/install"));
	assert_non_null(strstr(err, "bin/../nowhere"));
	assert_non_null(strstr(err, "--data-dir"));
	char candidates[PG_DATADIR_CANDIDATES][PG_DATADIR_PATH_MAX];
	assert_int_equal(pg_datadir_candidates(&in, candidates), 5);
	assert_string_equal(candidates[4], place("bin"));
}

static void real_lookup_honours_the_environment(void **state)
{
	(void)state;
	setenv(PG_DATADIR_ENV, place("env"), 1);
	char out[PG_DATADIR_PATH_MAX], err[4096];
	assert_true(pg_datadir_find(NULL, out, sizeof out, err, sizeof err));
	assert_string_equal(out, place("env"));
	assert_true(pg_datadir_find(place("flag"), out, sizeof out, err, sizeof err));
	assert_string_equal(out, place("flag"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(flag_wins_over_everything),
		cmocka_unit_test(environment_comes_second),
		cmocka_unit_test(install_path_comes_third),
		cmocka_unit_test(relative_to_executable_comes_fourth),
		cmocka_unit_test(executable_folder_comes_last),
		cmocka_unit_test(a_place_without_the_font_is_skipped),
		cmocka_unit_test(trailing_slash_is_dropped),
		cmocka_unit_test(failure_lists_every_place),
		cmocka_unit_test(real_lookup_honours_the_environment),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
