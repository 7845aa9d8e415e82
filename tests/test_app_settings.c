/*
 * test_app_settings.c: the settings file (src/app/pg_settings.c): values
 * survive a save and a load, unknown keys are kept, junk lines are
 * skipped, and a save is atomic (the old file stays whole until the new
 * one replaces it in one rename, and a failed save leaves it as it was).
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

#include "pg_settings.h"

static char dir[256];

static int make_dir(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/pg-test-settings-%ld", (long)getpid());
	mkdir(dir, 0700);
	return 0;
}

static int remove_dir(void **state)
{
	(void)state;
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static char *read_all(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	static char buf[8192];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	return buf;
}

static void round_trip_keeps_every_value(void **state)
{
	(void)state;
	char path[320];
	snprintf(path, sizeof path, "%s/round.txt", dir);
	pg_settings s;
	pg_settings_clear(&s);
	assert_true(pg_settings_set(&s, "muted", "1"));
	assert_true(pg_settings_set_int(&s, "volume", 35));
	assert_true(pg_settings_set(&s, "setup.totem-pole.seats", "human,normal,hard"));
	assert_true(pg_settings_set(&s, "future.key", "kept as is"));
	char err[256];
	assert_true(pg_settings_save(&s, path, err, sizeof err));
	assert_false(s.dirty);

	pg_settings back;
	assert_true(pg_settings_load(&back, path));
	assert_int_equal(back.count, 4);
	assert_true(pg_settings_get_bool(&back, "muted", false));
	assert_int_equal(pg_settings_get_int(&back, "volume", 80), 35);
	assert_string_equal(pg_settings_get(&back, "setup.totem-pole.seats", ""), "human,normal,hard");
	assert_string_equal(pg_settings_get(&back, "future.key", ""), "kept as is");
	assert_string_equal(pg_settings_get(&back, "absent", "fallback"), "fallback");
}

static void junk_lines_are_skipped(void **state)
{
	(void)state;
	pg_settings s;
	pg_settings_parse(&s, "# comment\nno equals sign\n = no key\nvolume = 55 \r\nmuted=maybe\n");
	assert_int_equal(s.count, 2);
	assert_int_equal(pg_settings_get_int(&s, "volume", 0), 55);
	/* An unreadable boolean falls back rather than guessing. */
	assert_true(pg_settings_get_bool(&s, "muted", true));
	assert_false(pg_settings_get_bool(&s, "muted", false));
}

static void bad_keys_and_values_are_refused(void **state)
{
	(void)state;
	pg_settings s;
	pg_settings_clear(&s);
	assert_false(pg_settings_set(&s, "a=b", "x"));
	assert_false(pg_settings_set(&s, "line", "two\nlines"));
	assert_false(pg_settings_set(&s, "", "x"));
	assert_int_equal(s.count, 0);
	pg_settings_set(&s, "k", "v");
	pg_settings_remove(&s, "k");
	assert_null(pg_settings_get(&s, "k", NULL));
}

static void missing_file_is_empty_settings(void **state)
{
	(void)state;
	char path[320];
	snprintf(path, sizeof path, "%s/never-written.txt", dir);
	pg_settings s;
	assert_true(pg_settings_load(&s, path));
	assert_int_equal(s.count, 0);
}

static void save_replaces_the_file_in_one_step(void **state)
{
	(void)state;
	char path[320], tmp[330];
	snprintf(path, sizeof path, "%s/atomic.txt", dir);
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	pg_settings s;
	pg_settings_clear(&s);
	pg_settings_set(&s, "volume", "10");
	char err[256];
	assert_true(pg_settings_save(&s, path, err, sizeof err));
	struct stat before;
	assert_int_equal(stat(path, &before), 0);
	pg_settings_set(&s, "volume", "90");
	assert_true(pg_settings_save(&s, path, err, sizeof err));
	/* The temp file is gone and the new file is a new inode: it was
	 * renamed over the old one, never rewritten in place. */
	struct stat after, gone;
	assert_int_equal(stat(path, &after), 0);
	assert_int_not_equal(stat(tmp, &gone), 0);
	assert_true(before.st_ino != after.st_ino);
	assert_non_null(strstr(read_all(path), "volume=90"));
}

static void failed_save_leaves_the_old_file(void **state)
{
	(void)state;
	char path[320], tmp[330];
	snprintf(path, sizeof path, "%s/blocked.txt", dir);
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	pg_settings s;
	pg_settings_clear(&s);
	pg_settings_set(&s, "volume", "20");
	char err[256];
	assert_true(pg_settings_save(&s, path, err, sizeof err));
	/* A directory where the temp file would go makes the write fail. */
	assert_int_equal(mkdir(tmp, 0700), 0);
	pg_settings_set(&s, "volume", "99");
	assert_false(pg_settings_save(&s, path, err, sizeof err));
	assert_non_null(strstr(err, "cannot write"));
	assert_true(s.dirty);
	assert_non_null(strstr(read_all(path), "volume=20"));
	rmdir(tmp);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(round_trip_keeps_every_value),
		cmocka_unit_test(junk_lines_are_skipped),
		cmocka_unit_test(bad_keys_and_values_are_refused),
		cmocka_unit_test(missing_file_is_empty_settings),
		cmocka_unit_test(save_replaces_the_file_in_one_step),
		cmocka_unit_test(failed_save_leaves_the_old_file),
	};
	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
