/*
 * test_cli_window_game.c: "potlatch-games --game nope" is refused before
 * any window opens, with the words the headless commands use. It used to
 * start SDL and open the window first, so a window flashed up (and with no
 * display the player read SDL's complaint, exit status 1, instead of the
 * bad id). Runs the built program from the build folder, where ctest runs
 * every test, with a video driver that does not exist: any attempt to open
 * a window fails.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int run(char *const argv[], char *err, size_t size)
{
	char path[] = "/tmp/pg-cli-window-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	unlink(path);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		dup2(fd, 2);
		setenv("SDL_VIDEODRIVER", "no-such-driver", 1);
		execv("./potlatch-games", argv);
		_exit(127);
	}
	int status = 0;
	assert_int_equal(waitpid(pid, &status, 0), pid);
	lseek(fd, 0, SEEK_SET);
	ssize_t n = read(fd, err, size - 1);
	err[n > 0 ? n : 0] = '\0';
	close(fd);
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void unknown_game_is_refused_before_a_window(void **unused)
{
	(void)unused;
	char err[1024];
	char *const argv[] = {"potlatch-games", "--game", "nope", NULL};
	assert_int_equal(run(argv, err, sizeof err), 2);
	assert_string_equal(err, "potlatch-games: no game 'nope' (see 'potlatch-games list')\n");
	char *const with_seats[] = {"potlatch-games", "--game=no-such-game", "--seats",
				    "human,hard", NULL};
	assert_int_equal(run(with_seats, err, sizeof err), 2);
	assert_string_equal(err,
			    "potlatch-games: no game 'no-such-game' (see 'potlatch-games list')\n");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(unknown_game_is_refused_before_a_window),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
