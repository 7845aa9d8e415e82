/*
 * test_cli_play.c: `play` when no worker thread can be had (issue 13,
 * finding 7) is an error with a message, never zeros and exit status 0.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pg_cli.h"

static int refuse_every_thread(pthread_t *thread, const pthread_attr_t *attributes,
			       void *(*run)(void *), void *argument)
{
	(void)thread;
	(void)attributes;
	(void)run;
	(void)argument;
	return EAGAIN;
}

/* The first thread starts, the later ones do not. */
static int starts_left = 0;
static int refuse_after_one(pthread_t *thread, const pthread_attr_t *attributes,
			    void *(*run)(void *), void *argument)
{
	if (starts_left-- <= 0)
		return EAGAIN;
	return pthread_create(thread, attributes, run, argument);
}

/* Runs play with stdout sent to a file; returns the exit status and
 * what was printed. */
static int play_capturing(const pg_cli_args *args, char *out, size_t size)
{
	fflush(stdout);
	int saved = dup(1);
	char path[] = "/tmp/pg-cli-play-XXXXXX";
	int fd = mkstemp(path);
	assert_true(saved >= 0 && fd >= 0);
	unlink(path);
	dup2(fd, 1);
	int status = pg_cli_play(args);
	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	lseek(fd, 0, SEEK_SET);
	ssize_t n = read(fd, out, size - 1);
	out[n > 0 ? n : 0] = '\0';
	close(fd);
	return status;
}

static void test_play_without_threads_is_an_error(void **unused)
{
	(void)unused;
	pg_cli_args args = {
		.game_id = "totem-pole", .seats = "random,random", .games = 4, .jobs = 1,
	};
	char out[4096];
	pg_cli_test_set_thread_start(refuse_every_thread);
	assert_int_not_equal(play_capturing(&args, out, sizeof out), 0);
	assert_string_equal(out, "");
	/* Some threads start, one does not: still an error, and the threads
	 * that did start are stopped and joined. */
	args.jobs = 3;
	starts_left = 1;
	pg_cli_test_set_thread_start(refuse_after_one);
	assert_int_not_equal(play_capturing(&args, out, sizeof out), 0);
	assert_string_equal(out, "");
	/* With threads the same request plays its games. */
	pg_cli_test_set_thread_start(NULL);
	assert_int_equal(play_capturing(&args, out, sizeof out), 0);
	assert_non_null(strstr(out, "\"games\":4"));
}

/* Reads the n numbers of "key":[...] from play's JSON. */
static void read_numbers(const char *json, const char *key, double *out, int n)
{
	char pattern[64];
	snprintf(pattern, sizeof pattern, "\"%s\":[", key);
	const char *at = strstr(json, pattern);
	assert_non_null(at);
	at += strlen(pattern);
	for (int i = 0; i < n; i++) {
		char *end;
		out[i] = strtod(at, &end);
		assert_true(end != at);
		at = end + 1;
	}
}

/* Issue 11: in a game the table wins together, `wins` counts for each
 * seat the games its family saw through; a contest still counts one
 * winner or a draw per game. */
static void test_play_counts_every_survivor_as_a_winner(void **unused)
{
	(void)unused;
	char out[4096];
	double wins[2], score[2];
	pg_cli_args coop = {
		.game_id = "pitengnaqsaraq", .seats = "normal,normal", .games = 4, .jobs = 1,
		.has_seed = true, .seed = 1,
	};
	assert_int_equal(play_capturing(&coop, out, sizeof out), 0);
	read_numbers(out, "wins", wins, 2);
	read_numbers(out, "mean_score", score, 2);
	/* mean_score is the share of games in which every family survived
	 * (100 each), and in each of those both seats won. */
	for (int s = 0; s < 2; s++)
		assert_true(wins[s] >= 4 * score[s] / 100.0 - 1e-9);
	assert_true(score[0] > 0);

	pg_cli_args contest = {
		.game_id = "kloone", .seats = "random,random", .games = 6, .jobs = 1,
	};
	assert_int_equal(play_capturing(&contest, out, sizeof out), 0);
	read_numbers(out, "wins", wins, 2);
	double draws;
	const char *d = strstr(out, "\"draws\":");
	assert_non_null(d);
	draws = strtod(d + 8, NULL);
	assert_true(wins[0] + wins[1] + draws > 6 - 1e-9 && wins[0] + wins[1] + draws < 6 + 1e-9);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_play_without_threads_is_an_error),
		cmocka_unit_test(test_play_counts_every_survivor_as_a_winner),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
