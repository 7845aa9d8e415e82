/*
 * test_cli_line.c: the command line refuses what does not apply (issue 13,
 * finding 6) with exit status 2 and one line on stderr, and every form of
 * DESIGN.md section 6 keeps working, with "--flag=value" as well as
 * "--flag value" (issue 9). Runs the built program.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef PG_PROGRAM
#error "PG_PROGRAM names the built potlatch-games"
#endif

typedef struct run_result {
	int status; /* exit status, or -1 when it did not exit */
	char out[1 << 16];
	char err[4096];
} run_result;

static void read_all(int fd, char *buf, size_t size)
{
	lseek(fd, 0, SEEK_SET);
	ssize_t n = read(fd, buf, size - 1);
	buf[n > 0 ? n : 0] = '\0';
	close(fd);
}

/* Runs the program with the NULL-terminated arguments. */
static run_result *run(const char *first, ...)
{
	const char *argv[64] = {PG_PROGRAM};
	int argc = 1;
	va_list args;
	va_start(args, first);
	for (const char *a = first; a; a = va_arg(args, const char *))
		argv[argc++] = a;
	va_end(args);
	argv[argc] = NULL;
	char out_path[] = "/tmp/pg-cli-out-XXXXXX", err_path[] = "/tmp/pg-cli-err-XXXXXX";
	int out_fd = mkstemp(out_path), err_fd = mkstemp(err_path);
	assert_true(out_fd >= 0 && err_fd >= 0);
	unlink(out_path);
	unlink(err_path);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		dup2(out_fd, 1);
		dup2(err_fd, 2);
		execv(PG_PROGRAM, (char *const *)argv);
		_exit(127);
	}
	int wstatus = 0;
	assert_int_equal(waitpid(pid, &wstatus, 0), pid);
	run_result *result = calloc(1, sizeof *result);
	result->status = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1;
	read_all(out_fd, result->out, sizeof result->out);
	read_all(err_fd, result->err, sizeof result->err);
	return result;
}

/* Exit status 2, nothing on stdout, one line on stderr that says why. */
static void expect_refused(run_result *result, const char *reason)
{
	if (result->status != 2 || !strstr(result->err, reason))
		fail_msg("exit %d, stderr '%s'; expected 2 and '%s'", result->status, result->err,
			 reason);
	assert_string_equal(result->out, "");
	char *newline = strchr(result->err, '\n');
	assert_non_null(newline);
	assert_string_equal(newline + 1, "");
	free(result);
}

#define REFUSED(reason, ...) expect_refused(run(__VA_ARGS__, NULL), reason)

static void test_flags_that_do_not_apply_are_refused(void **unused)
{
	(void)unused;
	REFUSED("--seed does not apply to list", "list", "--seed", "5");
	REFUSED("--seats does not apply to bench", "bench", "--game", "totem-pole", "--seconds",
		"0.1", "--seats", "junk");
	REFUSED("--games does not apply to moves", "moves", "--game", "totem-pole", "--games",
		"5");
	REFUSED("--after does not apply to play", "play", "--game", "totem-pole", "--seats",
		"random,random", "--after", "zzz", "--scene", "nope");
	REFUSED("--scene does not apply to play", "play", "--game", "totem-pole", "--seats",
		"random,random", "--scene", "nope");
	REFUSED("--game is given twice", "moves", "--game", "totem-pole", "--game", "kloone");
	REFUSED("--seed is given twice", "moves", "--game", "kloone", "--seed=1", "--seed", "2");
	REFUSED("--after does not apply to the title screen", "screenshot", "--scene", "title",
		"--after", "x", "--out", "never.png");
}

/* Window mode: play-only flags, and game flags without --game. The dummy
 * video driver and --quit-after-frames keep a wrongly accepted run short. */
static void test_window_mode_flags_need_a_game(void **unused)
{
	(void)unused;
	REFUSED("--after does not apply to the window", "--after", "first:0",
		"--quit-after-frames", "1");
	REFUSED("--rotate does not apply to the window", "--rotate", "--quit-after-frames", "1");
	REFUSED("--games does not apply to the window", "--games", "3", "--quit-after-frames",
		"1");
	REFUSED("--seats is for a game: add --game ID", "--seats", "human,hard",
		"--quit-after-frames", "1");
	REFUSED("--seed is for a game", "--seed", "4", "--quit-after-frames", "1");
	REFUSED("--options is for a game", "--options", "players=3", "--quit-after-frames", "1");
}

static void test_a_flag_is_not_a_value(void **unused)
{
	(void)unused;
	REFUSED("--out needs a value, and '--game' is a flag", "screenshot", "--out", "--game",
		"totem-pole");
	struct stat st;
	assert_int_not_equal(stat("--game", &st), 0);
	REFUSED("--game needs a value, and '--seats' is a flag", "play", "--game", "--seats",
		"random,random");
	REFUSED("--seats needs a value", "play", "--game", "totem-pole", "--seats");
	REFUSED("--out needs a value, not an empty one", "screenshot", "--out", "");
	REFUSED("unknown option '--speed'", "list", "--speed", "3");
	REFUSED("unexpected argument 'extra'", "list", "extra");
	REFUSED("needs --game ID", "moves");
	REFUSED("play needs --game ID and --seats", "play", "--game", "kloone");
	REFUSED("screenshot needs --out", "screenshot", "--scene", "title");
}

static void test_long_seat_list_is_too_long_not_missing(void **unused)
{
	(void)unused;
	char seats[400] = "";
	for (int i = 0; i < 40; i++)
		strcat(seats, "random,");
	strcat(seats, "random");
	run_result *result = run("play", "--game", "totem-pole", "--seats", seats, NULL);
	assert_null(strstr(result->err, "required"));
	expect_refused(result, "too long");
	REFUSED("seat 1 'junk' is not one of", "play", "--game", "totem-pole", "--seats",
		"junk,random");
	REFUSED("seat 1 'human' is not one of", "play", "--game", "totem-pole", "--seats",
		"human,random");
}

static void test_numbers_are_bounded(void **unused)
{
	(void)unused;
	REFUSED("--size takes WIDTHxHEIGHT", "screenshot", "--scene", "title", "--size",
		"16384x16384", "--out", "never.png");
	REFUSED("--size takes WIDTHxHEIGHT", "screenshot", "--scene", "title", "--size",
		"8193x600", "--out", "never.png");
	REFUSED("--size takes WIDTHxHEIGHT", "screenshot", "--scene", "title", "--size",
		"+800x600", "--out", "never.png");
	REFUSED("--size takes WIDTHxHEIGHT", "screenshot", "--scene", "title", "--size",
		"99999999999x600", "--out", "never.png");
	REFUSED("--games takes a whole number from 1 to 1000000", "play", "--game", "kloone",
		"--seats", "random,random", "--games", "1000001");
	REFUSED("--games takes", "play", "--game", "kloone", "--seats", "random,random",
		"--games", "0");
	REFUSED("--jobs takes a whole number from 1 to 64", "play", "--game", "kloone",
		"--seats", "random,random", "--jobs", "65");
	REFUSED("--seconds takes", "bench", "--game", "kloone", "--seconds", "0");
	REFUSED("--seconds takes", "bench", "--game", "kloone", "--seconds", "3601");
	REFUSED("--seconds takes", "bench", "--game", "kloone", "--seconds", "nan");
	REFUSED("--seconds takes", "bench", "--game", "kloone", "--seconds", "1e9");
	REFUSED("--quit-after-frames takes", "--quit-after-frames", "-3");
	REFUSED("--seed takes a whole number from 0 to 18446744073709551615", "moves", "--game",
		"kloone", "--seed", "18446744073709551616");
	REFUSED("--seed takes", "moves", "--game", "kloone", "--seed", "12345678901234567890123");
	REFUSED("--seed takes", "moves", "--game", "kloone", "--seed=-1");
	REFUSED("--seed takes", "moves", "--game", "kloone", "--seed", " 7");
}

/* Section 6 still works, and "--seed=7" means "--seed 7". */
static void test_documented_forms_work(void **unused)
{
	(void)unused;
	run_result *a = run("moves", "--game", "totem-pole", "--seed", "7", "--after", "first:0",
			    NULL);
	run_result *b = run("moves", "--game=totem-pole", "--seed=7", "--after=first:0", NULL);
	assert_int_equal(a->status, 0);
	assert_int_equal(b->status, 0);
	assert_string_equal(a->out, b->out);
	assert_non_null(strstr(a->out, "\"to_move\""));
	free(a);
	free(b);
	run_result *top = run("moves", "--game", "kloone", "--seed", "18446744073709551615", NULL);
	assert_int_equal(top->status, 0);
	free(top);
	run_result *list = run("list", NULL);
	assert_int_equal(list->status, 0);
	assert_non_null(strstr(list->out, "totem-pole\t"));
	assert_string_equal(list->err, "");
	free(list);
	run_result *play = run("play", "--game=totem-pole", "--seats=random,random", "--games=2",
			       "--jobs", "2", "--rotate", "--seed=3", NULL);
	assert_int_equal(play->status, 0);
	assert_non_null(strstr(play->out, "\"games\":2"));
	free(play);
	run_result *bench = run("bench", "--game", "kloone", "--seconds", "0.05", NULL);
	assert_int_equal(bench->status, 0);
	assert_non_null(strstr(bench->out, "playouts_per_s"));
	free(bench);
	/* The manual promises --data-dir with any command. */
	run_result *with_data = run("list", "--data-dir", "/nonexistent", NULL);
	assert_int_equal(with_data->status, 0);
	free(with_data);
	run_result *version = run("--version", NULL);
	assert_int_equal(version->status, 0);
	assert_true(strncmp(version->out, "potlatch-games ", 15) == 0);
	free(version);
	run_result *help = run("play", "--help", NULL);
	assert_int_equal(help->status, 0);
	assert_non_null(strstr(help->out, "Usage:"));
	free(help);
	/* An illegal move stays exit status 2 naming the move. */
	REFUSED("'zzz'", "moves", "--game", "totem-pole", "--after", "zzz");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_flags_that_do_not_apply_are_refused),
		cmocka_unit_test(test_window_mode_flags_need_a_game),
		cmocka_unit_test(test_a_flag_is_not_a_value),
		cmocka_unit_test(test_long_seat_list_is_too_long_not_missing),
		cmocka_unit_test(test_numbers_are_bounded),
		cmocka_unit_test(test_documented_forms_work),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
