/*
 * test_cli_bad_input.c: what the headless commands say to a wrong seat
 * count. The message used to read "kloone takes 2 to 2 players; 1 seats
 * given"; it names one count when the game has one, and says "seat" for
 * one seat.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pg_cli.h"

/* Runs play with stderr sent to a file; returns the exit status and what
 * was said there. */
static int play_refused(const pg_cli_args *args, char *err, size_t size)
{
	fflush(stderr);
	int saved = dup(2);
	char path[] = "/tmp/pg-cli-bad-XXXXXX";
	int fd = mkstemp(path);
	assert_true(saved >= 0 && fd >= 0);
	unlink(path);
	dup2(fd, 2);
	int status = pg_cli_play(args);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	lseek(fd, 0, SEEK_SET);
	ssize_t n = read(fd, err, size - 1);
	err[n > 0 ? n : 0] = '\0';
	close(fd);
	return status;
}

static void expect(const char *game_id, const char *seats, const char *message)
{
	pg_cli_args args = {.game_id = game_id, .seats = seats, .games = 1};
	char err[512];
	assert_int_equal(play_refused(&args, err, sizeof err), 2);
	if (strcmp(err, message) != 0)
		fail_msg("stderr '%s', expected '%s'", err, message);
}

static void seat_count_is_worded_right(void **unused)
{
	(void)unused;
	expect("kloone", "random", "potlatch-games: kloone takes 2 players; 1 seat is given\n");
	expect("kloone", "random,random,random",
	       "potlatch-games: kloone takes 2 players; 3 seats are given\n");
	expect("totem-pole", "random",
	       "potlatch-games: totem-pole takes 2 to 4 players; 1 seat is given\n");
	expect("potluck", "random,random,random,random,random",
	       "potlatch-games: potluck takes 1 to 4 players; 5 seats are given\n");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(seat_count_is_worded_right),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
