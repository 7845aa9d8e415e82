/*
 * main.c: reads the command line (DESIGN.md section 6) and hands over to a
 * headless command (src/cli) or to the window (src/app).
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_app.h"
#include "pg_cli.h"
#include "pg_version.h"

static const char usage_text[] =
	"Usage:\n"
	"  potlatch-games                         open the window on the title menu\n"
	"  potlatch-games --game ID [--seats S,S,...] [--seed N] [--options K=V,...]\n"
	"                                         open straight into a game; a seat is\n"
	"                                         human, easy, normal or hard\n"
	"  potlatch-games --version | --help\n"
	"  potlatch-games list                    the games: ID, name, players\n"
	"  potlatch-games play --game ID --seats S,S[,...] [--options K=V,...] [--seed N]\n"
	"                      [--games N] [--jobs N] [--rotate]\n"
	"                                         headless games between AI seats (random,\n"
	"                                         greedy, easy, normal, hard); prints JSON\n"
	"  potlatch-games moves --game ID [--options K=V,...] [--seed N] [--after \"M1;M2\"]\n"
	"                                         the position after the moves, as JSON\n"
	"  potlatch-games bench --game ID [--seconds S]\n"
	"                                         random playouts per second, as JSON\n"
	"  potlatch-games screenshot --scene title|setup|ID [--size WxH] [--seed N]\n"
	"                      [--seats S,...] [--options K=V,...] [--after \"...\"] --out F.png\n"
	"                                         renders one frame headless to a PNG\n"
	"\n"
	"Window options: --quit-after-frames N, --timing, --size WxH, --fullscreen,\n"
	"--data-dir DIR (where assets/, fonts/, sounds/ are; also POTLATCH_GAMES_DATA_DIR).\n";

typedef struct command_line {
	const char *command; /* NULL for the window */
	pg_cli_args cli;
	const char *scene;
	const char *out_path;
	const char *data_dir;
	int width, height;
	int quit_after_frames;
	bool timing;
	bool fullscreen;
} command_line;

static int fail(const char *message, const char *detail)
{
	fprintf(stderr, "potlatch-games: %s%s%s\n", message, detail ? " " : "", detail ? detail : "");
	fprintf(stderr, "Try 'potlatch-games --help'.\n");
	return 2;
}

static bool parse_unsigned(const char *text, unsigned long long max, unsigned long long *out)
{
	if (!text || !*text || *text == '-')
		return false;
	char *end = NULL;
	errno = 0;
	unsigned long long value = strtoull(text, &end, 10);
	if (errno || *end || value > max)
		return false;
	*out = value;
	return true;
}

static bool parse_size(const char *text, int *width, int *height)
{
	int w = 0, h = 0;
	char tail = 0;
	if (!text || sscanf(text, "%dx%d%c", &w, &h, &tail) != 2 || w < 320 || h < 200 ||
	    w > 16384 || h > 16384)
		return false;
	*width = w;
	*height = h;
	return true;
}

/* Returns 0 when parsed, else the exit status. */
static int parse(int argc, char **argv, command_line *line)
{
	static const char *const commands[] = {"list", "play", "moves", "bench", "screenshot"};
	int first = 1;
	if (argc > 1) {
		for (size_t c = 0; c < sizeof commands / sizeof commands[0]; c++) {
			if (strcmp(argv[1], commands[c]) == 0) {
				line->command = commands[c];
				first = 2;
			}
		}
	}
	for (int i = first; i < argc; i++) {
		const char *flag = argv[i];
		const char *value = i + 1 < argc ? argv[i + 1] : NULL;
		unsigned long long number = 0;
		bool takes_value = true;
		if (strcmp(flag, "--game") == 0) {
			line->cli.game_id = value;
		} else if (strcmp(flag, "--seats") == 0) {
			line->cli.seats = value;
		} else if (strcmp(flag, "--options") == 0) {
			line->cli.options = value;
		} else if (strcmp(flag, "--after") == 0) {
			line->cli.after = value;
		} else if (strcmp(flag, "--scene") == 0) {
			line->scene = value;
		} else if (strcmp(flag, "--out") == 0) {
			line->out_path = value;
		} else if (strcmp(flag, "--data-dir") == 0) {
			line->data_dir = value;
		} else if (strcmp(flag, "--seed") == 0) {
			if (!parse_unsigned(value, UINT64_MAX, &number))
				return fail("--seed takes a whole number, not", value ? value : "nothing");
			line->cli.seed = number;
			line->cli.has_seed = true;
		} else if (strcmp(flag, "--games") == 0 || strcmp(flag, "--jobs") == 0 ||
			   strcmp(flag, "--quit-after-frames") == 0) {
			if (!parse_unsigned(value, 100000000, &number) || number == 0)
				return fail(flag, "takes a positive whole number");
			if (flag[2] == 'g')
				line->cli.games = (int)number;
			else if (flag[2] == 'j')
				line->cli.jobs = (int)number;
			else
				line->quit_after_frames = (int)number;
		} else if (strcmp(flag, "--seconds") == 0) {
			char *end = NULL;
			double seconds = value ? strtod(value, &end) : 0;
			if (!value || *end || !(seconds > 0 && seconds <= 3600))
				return fail("--seconds takes a number of seconds, not", value ? value : "nothing");
			line->cli.seconds = seconds;
		} else if (strcmp(flag, "--size") == 0) {
			if (!parse_size(value, &line->width, &line->height))
				return fail("--size takes WIDTHxHEIGHT (e.g. 1280x800), not",
					    value ? value : "nothing");
		} else {
			takes_value = false;
			if (strcmp(flag, "--timing") == 0)
				line->timing = true;
			else if (strcmp(flag, "--fullscreen") == 0)
				line->fullscreen = true;
			else if (strcmp(flag, "--rotate") == 0)
				line->cli.rotate = true;
			else
				return fail("unknown option", flag);
		}
		if (takes_value) {
			if (!value)
				return fail(flag, "needs a value");
			i++;
		}
	}
	return 0;
}

static int run_screenshot(const command_line *line)
{
	if (!line->out_path)
		return fail("screenshot needs --out F.png", NULL);
	pg_screenshot_request request = {
		.scene = line->scene ? line->scene : (line->cli.game_id ? line->cli.game_id : "title"),
		.width = line->width,
		.height = line->height,
		.has_seed = line->cli.has_seed,
		.seed = line->cli.seed,
		.after = line->cli.after,
		.options = line->cli.options,
		.seats = line->cli.seats,
		.data_dir = line->data_dir,
		.out_path = line->out_path,
	};
	return pg_app_screenshot(&request);
}

int main(int argc, char **argv)
{
	pg_app_mark_process_start();
	if (argc == 2 && strcmp(argv[1], "--version") == 0) {
		printf("potlatch-games %s\n", PG_VERSION);
		return 0;
	}
	if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
		fputs(usage_text, stdout);
		return 0;
	}
	command_line line;
	memset(&line, 0, sizeof line);
	int status = parse(argc, argv, &line);
	if (status)
		return status;
	if (!line.command) {
		pg_launch launch = {
			.game_id = line.cli.game_id,
			.seats = line.cli.seats,
			.options = line.cli.options,
			.has_seed = line.cli.has_seed,
			.seed = line.cli.seed,
			.data_dir = line.data_dir,
			.quit_after_frames = line.quit_after_frames,
			.timing = line.timing,
			.width = line.width,
			.height = line.height,
			.fullscreen = line.fullscreen,
		};
		return pg_app_run(&launch);
	}
	if (strcmp(line.command, "list") == 0)
		return pg_cli_list();
	if (strcmp(line.command, "play") == 0)
		return pg_cli_play(&line.cli);
	if (strcmp(line.command, "moves") == 0)
		return pg_cli_moves(&line.cli);
	if (strcmp(line.command, "bench") == 0)
		return pg_cli_bench(&line.cli);
	return run_screenshot(&line);
}
