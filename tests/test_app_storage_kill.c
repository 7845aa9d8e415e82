/*
 * test_app_storage_kill.c: kill at any moment (issue 13). A child process
 * saves a game over and over, alternating between two positions of it,
 * through pg_match_save_file (the app's save path); the test kills it with
 * SIGKILL at a random moment, 200 times. After every kill the save must be
 * one of the two whole saves, byte for byte, and load: never a mix, never
 * empty, never missing. Then the temporaries the kills left are swept.
 */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "pg_ai.h"
#include "pg_match.h"
#include "pg_options.h"
#include "pg_registry.h"
#include "pg_storage.h"

enum { KILLS = 200 };

static char dir[256];

static int make_dir(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/pg-test-kill-%ld", (long)getpid());
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

/* A game of the first registered title after some random plies. */
static pg_match *position(int plies)
{
	const pg_game *game = pg_registry_at(0);
	pg_options opts;
	pg_options_default(game, &opts);
	pg_match *match = pg_match_create(game, &opts, 2026);
	assert_non_null(match);
	snprintf(match->seats, sizeof match->seats, "human");
	for (int seat = 1; seat < opts.players; seat++)
		strcat(match->seats, ",normal");
	pg_rng rng;
	pg_rng_seed(&rng, 99);
	for (int i = 0; i < plies && !pg_match_is_terminal(match); i++)
		pg_match_play(match, pg_ai_random_move(game, match->state, &rng), NULL);
	return match;
}

/* The child: saves a, b, a, b ... until killed. */
static void keep_saving(const pg_match *a, const pg_match *b, const char *path)
{
	char err[512];
	for (unsigned long i = 0;; i++)
		if (!pg_match_save_file(i % 2 ? b : a, path, err, sizeof err))
			_exit(3);
}

static bool equals(const char *text, size_t length, const char *expected)
{
	return length == strlen(expected) && memcmp(text, expected, length) == 0;
}

static void a_save_killed_at_any_moment_is_old_or_new_never_a_mix(void **state)
{
	(void)state;
	pg_match *a = position(6), *b = position(60);
	char *a_text = pg_match_save_text(a), *b_text = pg_match_save_text(b);
	assert_string_not_equal(a_text, b_text);
	char path[320], err[512];
	snprintf(path, sizeof path, "%s/totem.save", dir);
	assert_true(pg_match_save_file(a, path, err, sizeof err));
	srand((unsigned)time(NULL));
	int saw_a = 0, saw_b = 0;
	for (int kill_number = 0; kill_number < KILLS; kill_number++) {
		pid_t child = fork();
		assert_true(child >= 0);
		if (child == 0)
			keep_saving(a, b, path);
		/* 0 to 4 ms: before the first write, mid-write, mid-rename... */
		struct timespec pause = {0, (long)(rand() % 4000) * 1000L};
		nanosleep(&pause, NULL);
		kill(child, SIGKILL);
		int status;
		assert_int_equal(waitpid(child, &status, 0), child);
		assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);

		char *text = NULL;
		size_t length = 0;
		assert_int_equal(pg_storage_read(path, 1 << 20, &text, &length, err, sizeof err),
				 PG_STORAGE_READ_OK);
		bool is_a = equals(text, length, a_text), is_b = equals(text, length, b_text);
		if (!is_a && !is_b)
			fail_msg("after kill %d the save is neither whole save (%zu bytes)", kill_number,
				 length);
		saw_a += is_a;
		saw_b += is_b;
		pg_match *loaded = pg_match_load_text(text, pg_registry_find, err, sizeof err);
		assert_non_null(loaded);
		pg_match_destroy(loaded);
		free(text);
	}
	assert_int_equal(saw_a + saw_b, KILLS);
	/* What the kills left half-written is only ever a temporary file, and
	 * the next start (holding the lock) clears those. */
	pg_storage_sweep_temporaries(dir);
	char listing[400];
	snprintf(listing, sizeof listing, "ls -A '%s' | grep -c . | grep -qx 1", dir);
	assert_int_equal(system(listing), 0);
	free(a_text);
	free(b_text);
	pg_match_destroy(a);
	pg_match_destroy(b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(a_save_killed_at_any_moment_is_old_or_new_never_a_mix),
	};
	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
