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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_play_without_threads_is_an_error),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
