/*
 * test_app_storage.c: the player's files (src/core/pg_storage.c and
 * src/app/pg_saves.c). The atomic write leaves no temporary file and two
 * writers at once never mix their files (issue 13, finding 2); reads
 * refuse a folder or an oversized file with its name; a damaged file is
 * moved aside under a dated name, never over an earlier one; a second copy
 * of the program finds the folder locked, plays, says so once and writes
 * nothing (finding 2); a garbled settings.txt is kept aside and the player
 * told where (finding 4).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <dirent.h>
#include <unistd.h>

#include <cmocka.h>

#include "pg_app_test.h"
#include "pg_play.h"
#include "pg_saves.h"
#include "pg_scenes.h"
#include "pg_storage.h"

static char dir[256];

static int make_dir(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/pg-test-storage-%ld", (long)getpid());
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

/* A fresh folder under dir for one test. */
static void fresh(const char *name, char *out, size_t size)
{
	snprintf(out, size, "%s/%s", dir, name);
	char cmd[600];
	snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", out, out);
	assert_int_equal(system(cmd), 0);
}

static int count_prefixed(const char *folder, const char *prefix)
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

static char *slurp(const char *path, size_t *length)
{
	char *text = NULL, err[256];
	pg_storage_read_result r = pg_storage_read(path, 1 << 24, &text, length, err, sizeof err);
	return r == PG_STORAGE_READ_OK ? text : NULL;
}

static void write_leaves_one_whole_file(void **state)
{
	(void)state;
	char folder[320], path[400], err[512];
	fresh("write", folder, sizeof folder);
	snprintf(path, sizeof path, "%s/file.txt", folder);
	assert_true(pg_storage_write(path, "first\n", 6, err, sizeof err));
	assert_true(pg_storage_write(path, "second line\n", 12, err, sizeof err));
	size_t length;
	char *text = slurp(path, &length);
	assert_non_null(text);
	assert_int_equal(length, 12);
	assert_string_equal(text, "second line\n");
	free(text);
	assert_int_equal(count_prefixed(folder, "file.txt.tmp"), 0);
	/* into a folder that does not exist: refused, named */
	snprintf(path, sizeof path, "%s/no/such/file.txt", folder);
	assert_false(pg_storage_write(path, "x", 1, err, sizeof err));
	assert_non_null(strstr(err, path));
}

/* Fills buf with length copies of letter and a last line naming it, so a
 * file that mixes two writers' bytes is seen at once. */
static char *pattern(char letter, size_t length)
{
	char *buf = malloc(length);
	assert_non_null(buf);
	memset(buf, letter, length);
	buf[length - 1] = '\n';
	return buf;
}

static void writer(const char *path, char letter, size_t length, int times)
{
	char *buf = pattern(letter, length);
	char err[512];
	for (int i = 0; i < times; i++)
		if (!pg_storage_write(path, buf, length, err, sizeof err))
			_exit(1);
	free(buf);
	_exit(0);
}

static bool all_one(const char *text, size_t length, char letter)
{
	for (size_t i = 0; i + 1 < length; i++)
		if (text[i] != letter)
			return false;
	return true;
}

/* Finding 2: two copies closing together both wrote PATH.tmp and renamed
 * it, so a file could hold part of each. With one temporary file per
 * write, every read sees one writer's file whole. */
static void two_writers_never_mix(void **state)
{
	(void)state;
	char folder[320], path[400], err[512];
	fresh("race", folder, sizeof folder);
	snprintf(path, sizeof path, "%s/current.save", folder);
	enum { A_LENGTH = 300000, B_LENGTH = 170000, TIMES = 60 };
	char *a = pattern('a', A_LENGTH);
	assert_true(pg_storage_write(path, a, A_LENGTH, err, sizeof err));
	free(a);
	pid_t first = fork();
	if (first == 0)
		writer(path, 'a', A_LENGTH, TIMES);
	pid_t second = fork();
	if (second == 0)
		writer(path, 'b', B_LENGTH, TIMES);
	int reads = 0, done = 0, status;
	while (done < 2) {
		size_t length;
		char *text = slurp(path, &length);
		assert_non_null(text);
		bool whole = (length == A_LENGTH && all_one(text, length, 'a')) ||
			     (length == B_LENGTH && all_one(text, length, 'b'));
		free(text);
		assert_true(whole);
		reads++;
		while (waitpid(-1, &status, WNOHANG) > 0) {
			assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
			done++;
		}
	}
	assert_true(reads > 0);
	assert_int_equal(count_prefixed(folder, "current.save.tmp"), 0);
}

static void reads_refuse_what_is_not_a_file(void **state)
{
	(void)state;
	char folder[320], path[400], err[512];
	fresh("reads", folder, sizeof folder);
	char *text;
	size_t length;
	assert_int_equal(pg_storage_read(folder, 100, &text, &length, err, sizeof err),
			 PG_STORAGE_READ_BAD);
	assert_non_null(strstr(err, "folder"));
	assert_non_null(strstr(err, folder));
	snprintf(path, sizeof path, "%s/big.txt", folder);
	assert_true(pg_storage_write(path, "0123456789", 10, err, sizeof err));
	assert_int_equal(pg_storage_read(path, 9, &text, &length, err, sizeof err),
			 PG_STORAGE_READ_BAD);
	assert_non_null(strstr(err, "too large"));
	assert_int_equal(pg_storage_read(path, 10, &text, &length, err, sizeof err),
			 PG_STORAGE_READ_OK);
	assert_int_equal(length, 10);
	free(text);
	snprintf(path, sizeof path, "%s/absent.txt", folder);
	assert_int_equal(pg_storage_read(path, 10, &text, &length, err, sizeof err),
			 PG_STORAGE_READ_MISSING);
}

static void damaged_files_go_aside_never_over_each_other(void **state)
{
	(void)state;
	char folder[320], path[400], moved[3][600], err[512];
	fresh("aside", folder, sizeof folder);
	snprintf(path, sizeof path, "%s/settings.txt", folder);
	for (int i = 0; i < 3; i++) {
		char body[16];
		snprintf(body, sizeof body, "copy %d", i);
		assert_true(pg_storage_write(path, body, strlen(body), err, sizeof err));
		assert_true(pg_storage_keep_aside(path, moved[i], sizeof moved[i], err, sizeof err));
		assert_non_null(strstr(moved[i], "/settings.txt.bad-"));
		size_t length;
		char *text = slurp(moved[i], &length);
		assert_non_null(text);
		assert_string_equal(text, body);
		free(text);
	}
	/* three in the same second: three names */
	assert_string_not_equal(moved[0], moved[1]);
	assert_string_not_equal(moved[1], moved[2]);
	assert_int_equal(count_prefixed(folder, "settings.txt.bad-"), 3);
}

static void killed_writers_temporaries_are_swept(void **state)
{
	(void)state;
	char folder[320], path[400], err[512];
	fresh("sweep", folder, sizeof folder);
	snprintf(path, sizeof path, "%s/settings.txt.tmp-Ab12Cd", folder);
	assert_true(pg_storage_write(path, "half", 4, err, sizeof err));
	snprintf(path, sizeof path, "%s/keep.txt", folder);
	assert_true(pg_storage_write(path, "mine", 4, err, sizeof err));
	assert_int_equal(pg_storage_sweep_temporaries(folder), 1);
	assert_int_equal(count_prefixed(folder, "settings.txt.tmp"), 0);
	assert_int_equal(count_prefixed(folder, "keep.txt"), 1);
}

/* A child process that holds the folder's lock until told to go. */
typedef struct holder {
	pid_t pid;
	int go; /* write a byte here to let it exit */
} holder;

static holder hold_lock(const char *folder)
{
	int ready[2], go[2];
	assert_int_equal(pipe(ready), 0);
	assert_int_equal(pipe(go), 0);
	pid_t pid = fork();
	if (pid == 0) {
		int fd;
		char err[512], byte = 0;
		bool locked = pg_storage_lock(folder, &fd, err, sizeof err) == PG_STORAGE_LOCKED;
		byte = locked ? 'y' : 'n';
		if (write(ready[1], &byte, 1) != 1 || read(go[0], &byte, 1) < 0)
			_exit(2);
		_exit(locked ? 0 : 1);
	}
	char byte = 0;
	assert_int_equal(read(ready[0], &byte, 1), 1);
	assert_int_equal(byte, 'y');
	close(ready[0]);
	close(ready[1]);
	close(go[0]);
	return (holder){pid, go[1]};
}

static void release(holder h)
{
	char byte = 'x';
	assert_int_equal(write(h.go, &byte, 1), 1);
	close(h.go);
	int status;
	assert_int_equal(waitpid(h.pid, &status, 0), h.pid);
	assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

/* Finding 2: a second copy of the program runs and plays, says once that
 * another copy keeps the files, and writes neither a save nor settings. */
static void a_second_copy_plays_but_writes_nothing(void **state)
{
	(void)state;
	char folder[320], settings[400];
	fresh("second-copy", folder, sizeof folder);
	holder other = hold_lock(folder);
	pg_app *app = pg_test_app_create_in(1280, 800, folder);
	assert_non_null(app);
	assert_true(app->storage_read_only);
	assert_false(pg_saves_writable(app));
	assert_non_null(strstr(app->notice, "Another copy"));
	const char *id = pg_view_at(0)->game_id;
	assert_true(pg_test_open_game(app, id, "human,human", NULL, 3, NULL));
	pg_test_settle(app);
	pg_move legal[PG_MAX_MOVES];
	int n = pg_play_legal_moves(pg_test_play(app), legal, PG_MAX_MOVES);
	assert_true(n > 0);
	assert_true(pg_play_submit(pg_test_play(app), legal[0]));
	pg_test_settle(app);
	/* Save and quit asks, rather than failing or pretending it saved. */
	assert_false(pg_game_save_and_quit(app));
	pg_scenes_apply(&app->scenes, app);
	assert_string_equal(pg_test_top_scene(app), "confirm");
	assert_non_null(strstr(pg_confirm_body(app), "cannot save"));
	pg_settings_set(&app->settings, "volume", "12");
	app->autosave = true;
	pg_test_app_destroy(app);
	char saves[400];
	snprintf(saves, sizeof saves, "%s/saves", folder);
	struct stat st;
	assert_int_not_equal(stat(saves, &st), 0);
	snprintf(settings, sizeof settings, "%s/settings.txt", folder);
	assert_int_not_equal(stat(settings, &st), 0);
	release(other);

	/* Once the other copy is gone, this one owns the folder. */
	app = pg_test_app_create_in(1280, 800, folder);
	assert_false(app->storage_read_only);
	assert_string_equal(app->notice, "");
	pg_settings_set(&app->settings, "volume", "12");
	pg_test_app_destroy(app);
	assert_int_equal(stat(settings, &st), 0);
}

/* Finding 4: a garbled settings.txt was read without a word and replaced by
 * a file holding only the new setup. Now it is kept aside under a dated
 * name, the player is told where, and what could be read is in use. */
static void garbled_settings_are_kept_aside_and_named(void **state)
{
	(void)state;
	char folder[320], path[400];
	fresh("garbled", folder, sizeof folder);
	snprintf(path, sizeof path, "%s/settings.txt", folder);
	const char garbled[] = "volume=35\nthis line is junk\n\xff\xfe\x01\nmuted=1\n";
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	fwrite(garbled, 1, sizeof garbled - 1, f);
	fclose(f);
	pg_app *app = pg_test_app_create_in(1280, 800, folder);
	assert_non_null(app);
	assert_non_null(strstr(app->notice, "could not be read in full"));
	assert_non_null(strstr(app->notice, "line 2"));
	assert_non_null(strstr(app->notice, "settings.txt.bad-"));
	assert_int_equal(pg_settings_get_int(&app->settings, "volume", 80), 35);
	assert_true(pg_settings_get_bool(&app->settings, "muted", false));
	assert_int_equal(count_prefixed(folder, "settings.txt.bad-"), 1);
	/* the title shows it once; leaving the title, it is not said again */
	assert_string_equal(pg_test_top_scene(app), "title");
	pg_test_frame(app, 0);
	assert_non_null(strstr(app->notice, "settings.txt.bad-"));
	pg_open_settings(app);
	pg_scenes_apply(&app->scenes, app);
	pg_open_title(app);
	pg_scenes_apply(&app->scenes, app);
	assert_null(strstr(app->notice, "settings.txt.bad-"));
	pg_test_app_destroy(app);

	/* the old bytes are all in the kept file; the new file has what was read */
	DIR *d = opendir(folder);
	struct dirent *e;
	char kept[700] = "";
	while ((e = readdir(d)) != NULL)
		if (strncmp(e->d_name, "settings.txt.bad-", 17) == 0)
			snprintf(kept, sizeof kept, "%s/%s", folder, e->d_name);
	closedir(d);
	size_t length;
	char *text = slurp(kept, &length);
	assert_non_null(text);
	assert_int_equal(length, sizeof garbled - 1);
	assert_memory_equal(text, garbled, length);
	free(text);
	text = slurp(path, &length);
	assert_non_null(text);
	assert_non_null(strstr(text, "volume=35"));
	assert_null(strstr(text, "junk"));
	free(text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(write_leaves_one_whole_file),
		cmocka_unit_test(two_writers_never_mix),
		cmocka_unit_test(reads_refuse_what_is_not_a_file),
		cmocka_unit_test(damaged_files_go_aside_never_over_each_other),
		cmocka_unit_test(killed_writers_temporaries_are_swept),
		cmocka_unit_test(a_second_copy_plays_but_writes_nothing),
		cmocka_unit_test(garbled_settings_are_kept_aside_and_named),
	};
	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
