/*
 * test_app_settings.c: the settings file (src/app/pg_settings.c): values
 * survive a save and a load, unknown keys are kept, junk lines are
 * skipped, and a save is atomic (the old file stays whole until the new
 * one replaces it in one rename, and a failed save leaves it as it was).
 * A garbled or unreadable file is reported as damaged, naming its first
 * bad line (issue 13, finding 4).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <signal.h>
#include <sys/resource.h>
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

/* Entries of folder whose name starts with prefix. */
static int count_entries(const char *folder, const char *prefix)
{
	DIR *d = opendir(folder);
	assert_non_null(d);
	int n = 0;
	struct dirent *e;
	while ((e = readdir(d)) != NULL)
		n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
	closedir(d);
	return n;
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
	char path[320];
	snprintf(path, sizeof path, "%s/atomic.txt", dir);
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
	struct stat after;
	assert_int_equal(stat(path, &after), 0);
	assert_int_equal(count_entries(dir, "atomic.txt.tmp"), 0);
	assert_true(before.st_ino != after.st_ino);
	assert_non_null(strstr(read_all(path), "volume=90"));
}

static void failed_save_leaves_the_old_file(void **state)
{
	(void)state;
	char path[320];
	snprintf(path, sizeof path, "%s/blocked.txt", dir);
	pg_settings s;
	pg_settings_clear(&s);
	pg_settings_set(&s, "volume", "20");
	char err[256];
	assert_true(pg_settings_save(&s, path, err, sizeof err));
	/* A file size limit below the new text makes the write fail half way
	 * (as a full disk would; it works when the tests run as root, where
	 * a read-only folder would not). */
	struct rlimit old_limit, limit;
	getrlimit(RLIMIT_FSIZE, &old_limit);
	limit = old_limit;
	limit.rlim_cur = 16;
	signal(SIGXFSZ, SIG_IGN);
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &limit), 0);
	pg_settings_set(&s, "volume", "99");
	pg_settings_set(&s, "a.longer.key", "so that the text is longer than the limit");
	bool saved = pg_settings_save(&s, path, err, sizeof err);
	setrlimit(RLIMIT_FSIZE, &old_limit);
	signal(SIGXFSZ, SIG_DFL);
	assert_false(saved);
	assert_non_null(strstr(err, "cannot write"));
	assert_non_null(strstr(err, path));
	assert_true(s.dirty);
	assert_non_null(strstr(read_all(path), "volume=20"));
	/* and no temporary file is left behind */
	assert_int_equal(count_entries(dir, "blocked.txt.tmp"), 0);
}

static void write_file(const char *path, const char *text, size_t length)
{
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, length, f), length);
	fclose(f);
}

/* Issue 13, finding 4: a garbled settings.txt used to read as if it were
 * fine, its junk dropped without a word; now the read says it is damaged,
 * names the first bad line, and keeps every value it could read. */
static void garbled_file_is_reported_with_its_line(void **state)
{
	(void)state;
	char path[320], why[512];
	snprintf(path, sizeof path, "%s/garbled.txt", dir);
	const char *text = "# Potlatch Games settings\nvolume=35\n\x01\x7fgarbage here\nmuted=1\n";
	write_file(path, text, strlen(text));
	pg_settings s;
	assert_int_equal(pg_settings_read(&s, path, why, sizeof why), PG_SETTINGS_READ_DAMAGED);
	assert_non_null(strstr(why, path));
	assert_non_null(strstr(why, "line 3"));
	assert_int_equal(pg_settings_get_int(&s, "volume", 80), 35);
	assert_true(pg_settings_get_bool(&s, "muted", false));

	/* binary data (a NUL) is damage too, even if the lines before read */
	const char binary[] = "volume=40\n\0\0\0\0";
	write_file(path, binary, sizeof binary - 1);
	assert_int_equal(pg_settings_read(&s, path, why, sizeof why), PG_SETTINGS_READ_DAMAGED);
	assert_non_null(strstr(why, "binary"));

	/* a file that is a folder cannot be read: damaged, named */
	char folder[330];
	snprintf(folder, sizeof folder, "%s/folder.txt", dir);
	assert_int_equal(mkdir(folder, 0700), 0);
	assert_int_equal(pg_settings_read(&s, folder, why, sizeof why), PG_SETTINGS_READ_DAMAGED);
	assert_non_null(strstr(why, folder));
	assert_int_equal(s.count, 0);

	/* a clean file and a missing one are not damage */
	pg_settings_clear(&s);
	pg_settings_set(&s, "volume", "10");
	assert_true(pg_settings_save(&s, path, why, sizeof why));
	assert_int_equal(pg_settings_read(&s, path, why, sizeof why), PG_SETTINGS_READ_OK);
	snprintf(path, sizeof path, "%s/absent.txt", dir);
	assert_int_equal(pg_settings_read(&s, path, why, sizeof why), PG_SETTINGS_READ_MISSING);
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
		cmocka_unit_test(garbled_file_is_reported_with_its_line),
	};
	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
