/*
 * main.c: reads the command line (DESIGN.md section 6) and hands over to a
 * headless command (src/cli) or to the window (src/app).
 */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_app.h"
#include "pg_cli.h"
#include "pg_i18n.h"
#include "pg_registry.h"
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
	"--idle-bench S (CPU use over S seconds once start-up settles, as JSON),\n"
	"--pseudo-locale (every text a third longer and in brackets, to check layouts;\n"
	"also with screenshot, or PG_PSEUDO_LOCALE=1),\n"
	"--data-dir DIR (where assets/, fonts/, sounds/ are; also POTLATCH_GAMES_DATA_DIR).\n"
	"\n"
	"A value follows its flag as '--seed 7' or '--seed=7'. Limits: --size 320x200 to\n"
	"8192x8192, --games 1 to 1000000, --jobs 1 to 64, --seconds up to 3600, --seed 0\n"
	"to 18446744073709551615, --seats up to 255 characters. A flag the command does\n"
	"not use, a flag given twice or a value out of range: exit status 2 and one line\n"
	"on stderr saying why.\n";

/* The modes: the window, or one of the headless commands. */
typedef enum mode {
	MODE_WINDOW,
	MODE_LIST,
	MODE_PLAY,
	MODE_MOVES,
	MODE_BENCH,
	MODE_SCREENSHOT,
	MODE_COUNT
} mode;

static const char *const mode_names[MODE_COUNT] = {
	"the window", "list", "play", "moves", "bench", "screenshot",
};

#define IN(m) (1u << (m))
#define EVERY_MODE ((1u << MODE_COUNT) - 1)

typedef enum flag_id {
	FLAG_GAME,
	FLAG_SEATS,
	FLAG_OPTIONS,
	FLAG_AFTER,
	FLAG_SCENE,
	FLAG_OUT,
	FLAG_DATA_DIR,
	FLAG_SEED,
	FLAG_GAMES,
	FLAG_JOBS,
	FLAG_ROTATE,
	FLAG_SECONDS,
	FLAG_SIZE,
	FLAG_QUIT_AFTER_FRAMES,
	FLAG_TIMING,
	FLAG_IDLE_BENCH,
	FLAG_FULLSCREEN,
	FLAG_PSEUDO_LOCALE,
	FLAG_HELP,
	FLAG_VERSION,
	FLAG_COUNT
} flag_id;

/* Every flag, and the modes it means something in: a flag given where it
 * does nothing is refused, so a typo or a misplaced flag is never silently
 * ignored (issue 13). */
static const struct flag_spec {
	const char *name;
	bool takes_value;
	unsigned modes;
} flag_specs[FLAG_COUNT] = {
	[FLAG_GAME] = {"game", true,
		       IN(MODE_WINDOW) | IN(MODE_PLAY) | IN(MODE_MOVES) | IN(MODE_BENCH) |
			       IN(MODE_SCREENSHOT)},
	[FLAG_SEATS] = {"seats", true, IN(MODE_WINDOW) | IN(MODE_PLAY) | IN(MODE_SCREENSHOT)},
	[FLAG_OPTIONS] = {"options", true,
			  IN(MODE_WINDOW) | IN(MODE_PLAY) | IN(MODE_MOVES) | IN(MODE_BENCH) |
				  IN(MODE_SCREENSHOT)},
	[FLAG_AFTER] = {"after", true, IN(MODE_MOVES) | IN(MODE_SCREENSHOT)},
	[FLAG_SCENE] = {"scene", true, IN(MODE_SCREENSHOT)},
	[FLAG_OUT] = {"out", true, IN(MODE_SCREENSHOT)},
	/* The manual promises --data-dir with any command, so a wrapper script
	 * may always pass it; only the window and screenshot read data. */
	[FLAG_DATA_DIR] = {"data-dir", true, EVERY_MODE},
	[FLAG_SEED] = {"seed", true,
		       IN(MODE_WINDOW) | IN(MODE_PLAY) | IN(MODE_MOVES) | IN(MODE_BENCH) |
			       IN(MODE_SCREENSHOT)},
	[FLAG_GAMES] = {"games", true, IN(MODE_PLAY)},
	[FLAG_JOBS] = {"jobs", true, IN(MODE_PLAY)},
	[FLAG_ROTATE] = {"rotate", false, IN(MODE_PLAY)},
	[FLAG_SECONDS] = {"seconds", true, IN(MODE_BENCH)},
	[FLAG_SIZE] = {"size", true, IN(MODE_WINDOW) | IN(MODE_SCREENSHOT)},
	[FLAG_QUIT_AFTER_FRAMES] = {"quit-after-frames", true, IN(MODE_WINDOW)},
	[FLAG_TIMING] = {"timing", false, IN(MODE_WINDOW)},
	[FLAG_IDLE_BENCH] = {"idle-bench", true, IN(MODE_WINDOW)},
	[FLAG_FULLSCREEN] = {"fullscreen", false, IN(MODE_WINDOW)},
	[FLAG_PSEUDO_LOCALE] = {"pseudo-locale", false, IN(MODE_WINDOW) | IN(MODE_SCREENSHOT)},
	[FLAG_HELP] = {"help", false, EVERY_MODE},
	[FLAG_VERSION] = {"version", false, IN(MODE_WINDOW)},
};

/* Bounds of the numbers. A screenshot of 8192x8192 is 256 MB of pixels;
 * more runs for minutes and takes gigabytes for no use. */
enum {
	MAX_SIDE = 8192,
	MIN_WIDTH = 320,
	MIN_HEIGHT = 200,
	MAX_GAMES = 1000000,
	MAX_JOBS = PG_CLI_MAX_JOBS,
	MAX_FRAMES = 10000000,
	MAX_SECONDS = 3600,
};

typedef struct command_line {
	mode mode;
	int seen[FLAG_COUNT];
	pg_cli_args cli;
	const char *scene;
	const char *out_path;
	const char *data_dir;
	int width, height;
	int quit_after_frames;
	double idle_bench_seconds;
	bool timing;
	bool fullscreen;
} command_line;

/* One line on stderr and the exit status for bad input. */
static int fail(const char *format, ...)
{
	va_list args;
	va_start(args, format);
	fputs("potlatch-games: ", stderr);
	vfprintf(stderr, format, args);
	fputc('\n', stderr);
	va_end(args);
	return 2;
}

/* Plain decimal digits (no sign, no spaces) up to max; errno catches what
 * does not fit in 64 bits. */
static bool parse_unsigned(const char *text, unsigned long long max, unsigned long long *out)
{
	if (!text || *text < '0' || *text > '9')
		return false;
	char *end = NULL;
	errno = 0;
	unsigned long long value = strtoull(text, &end, 10);
	if (errno == ERANGE || *end || value > max)
		return false;
	*out = value;
	return true;
}

/* Digits with at most one decimal point: strtod alone would also take
 * "inf", "nan", hex and leading spaces. */
static bool parse_seconds(const char *text, double *out)
{
	size_t digits = strspn(text, "0123456789");
	size_t rest = text[digits] == '.' ? strspn(text + digits + 1, "0123456789") + 1 : 0;
	if (digits + rest == 0 || text[digits + rest] != '\0' || (digits == 0 && rest == 1))
		return false;
	char *end = NULL;
	errno = 0;
	double seconds = strtod(text, &end);
	if (errno == ERANGE || *end || !(seconds > 0 && seconds <= MAX_SECONDS))
		return false;
	*out = seconds;
	return true;
}

static bool parse_size(const char *text, int *width, int *height)
{
	char copy[32];
	unsigned long long w = 0, h = 0;
	if (strlen(text) >= sizeof copy)
		return false;
	strcpy(copy, text);
	char *x = strchr(copy, 'x');
	if (!x)
		return false;
	*x = '\0';
	if (!parse_unsigned(copy, MAX_SIDE, &w) || !parse_unsigned(x + 1, MAX_SIDE, &h) ||
	    w < MIN_WIDTH || h < MIN_HEIGHT)
		return false;
	*width = (int)w;
	*height = (int)h;
	return true;
}

static int parse_count_flag(const char *flag, const char *value, unsigned long long max,
			    int *out)
{
	unsigned long long number = 0;
	if (!parse_unsigned(value, max, &number) || number == 0)
		return fail("--%s takes a whole number from 1 to %llu, not '%.40s'", flag, max,
			    value);
	*out = (int)number;
	return 0;
}

/* Stores one flag's value; returns 0 or the exit status. */
static int take_value(command_line *line, flag_id flag, const char *value)
{
	const char *name = flag_specs[flag].name;
	unsigned long long number = 0;
	switch (flag) {
	case FLAG_GAME: line->cli.game_id = value; return 0;
	case FLAG_SEATS: line->cli.seats = value; return 0;
	case FLAG_OPTIONS: line->cli.options = value; return 0;
	case FLAG_AFTER: line->cli.after = value; return 0;
	case FLAG_SCENE: line->scene = value; return 0;
	case FLAG_OUT: line->out_path = value; return 0;
	case FLAG_DATA_DIR: line->data_dir = value; return 0;
	case FLAG_SEED:
		if (!parse_unsigned(value, UINT64_MAX, &number))
			return fail("--seed takes a whole number from 0 to %llu, not '%.40s'",
				    (unsigned long long)UINT64_MAX, value);
		line->cli.seed = number;
		line->cli.has_seed = true;
		return 0;
	case FLAG_GAMES: return parse_count_flag(name, value, MAX_GAMES, &line->cli.games);
	case FLAG_JOBS: return parse_count_flag(name, value, MAX_JOBS, &line->cli.jobs);
	case FLAG_QUIT_AFTER_FRAMES:
		return parse_count_flag(name, value, MAX_FRAMES, &line->quit_after_frames);
	case FLAG_SECONDS:
	case FLAG_IDLE_BENCH:
		if (!parse_seconds(value, flag == FLAG_SECONDS ? &line->cli.seconds
							       : &line->idle_bench_seconds))
			return fail("--%s takes a number of seconds above 0 and at most %d, "
				    "not '%.40s'",
				    name, MAX_SECONDS, value);
		return 0;
	case FLAG_SIZE:
		if (!parse_size(value, &line->width, &line->height))
			return fail("--size takes WIDTHxHEIGHT from %dx%d to %dx%d (e.g. 1280x800), "
				    "not '%.40s'",
				    MIN_WIDTH, MIN_HEIGHT, MAX_SIDE, MAX_SIDE, value);
		return 0;
	case FLAG_ROTATE: line->cli.rotate = true; return 0;
	case FLAG_TIMING: line->timing = true; return 0;
	case FLAG_FULLSCREEN: line->fullscreen = true; return 0;
	/* The app reads it where it starts translation (pg_i18n_start). */
	case FLAG_PSEUDO_LOCALE: setenv(PG_PSEUDO_LOCALE_ENV, "1", 1); return 0;
	case FLAG_HELP:
	case FLAG_VERSION:
	case FLAG_COUNT: return 0;
	}
	return 0;
}

/* A value that arrived as its own word and looks like a flag is a missing
 * value ("--out --game x"), not a file named "--game". "--out=--game"
 * says what it means and is taken as written; "-3" is left to the number
 * check, which names the range. */
static bool value_is_a_flag(const char *value, char *const *argv, int index)
{
	return value == argv[index] && value[0] == '-' && value[1] != '\0' &&
	       (value[1] < '0' || value[1] > '9');
}

static int parse_flags(int argc, char **argv, int first, command_line *line)
{
	struct option long_options[FLAG_COUNT + 1];
	for (int f = 0; f < FLAG_COUNT; f++)
		long_options[f] = (struct option){flag_specs[f].name,
						  flag_specs[f].takes_value ? required_argument
									    : no_argument,
						  NULL, f};
	long_options[FLAG_COUNT] = (struct option){NULL, 0, NULL, 0};
	/* "+": stop at the first word that is not a flag (reported below)
	 * rather than reorder argv; ":": a missing value is ours to word. */
	opterr = 0;
	optind = first;
	int c;
	while ((c = getopt_long(argc, argv, "+:h", long_options, NULL)) != -1) {
		if (c == 'h')
			c = FLAG_HELP;
		if (c == ':')
			return fail("--%s needs a value", optopt >= 0 && optopt < FLAG_COUNT
								  ? flag_specs[optopt].name
								  : "?");
		if (c == '?')
			return fail("unknown option '%s' (try --help)", argv[optind - 1]);
		flag_id flag = (flag_id)c;
		if (++line->seen[flag] > 1)
			return fail("--%s is given twice", flag_specs[flag].name);
		if (flag_specs[flag].takes_value) {
			if (value_is_a_flag(optarg, argv, optind - 1))
				return fail("--%s needs a value, and '%.40s' is a flag",
					    flag_specs[flag].name, optarg);
			if (!*optarg)
				return fail("--%s needs a value, not an empty one",
					    flag_specs[flag].name);
		}
		int status = take_value(line, flag, optarg);
		if (status)
			return status;
	}
	if (optind < argc)
		return fail("unexpected argument '%.40s'", argv[optind]);
	return 0;
}

/* What a mode needs and what a flag needs alongside it. */
static int check_combination(const command_line *line)
{
	const int *seen = line->seen;
	for (int f = 0; f < FLAG_COUNT; f++)
		if (seen[f] && !(flag_specs[f].modes & IN(line->mode)))
			return fail("--%s does not apply to %s", flag_specs[f].name,
				    mode_names[line->mode]);
	switch (line->mode) {
	case MODE_WINDOW:
		for (int f = 0; f < FLAG_COUNT; f++)
			if (seen[f] && (f == FLAG_SEATS || f == FLAG_OPTIONS || f == FLAG_SEED) &&
			    !seen[FLAG_GAME])
				return fail("--%s is for a game: add --game ID",
					    flag_specs[f].name);
		/* Before a window opens, not after one has flashed up. */
		if (seen[FLAG_GAME] && !pg_registry_find(line->cli.game_id))
			return fail("no game '%.40s' (see 'potlatch-games list')",
				    line->cli.game_id);
		return 0;
	case MODE_PLAY:
		if (!seen[FLAG_GAME] || !seen[FLAG_SEATS])
			return fail("play needs --game ID and --seats S,S,... (see 'potlatch-games "
				    "list')");
		return 0;
	case MODE_MOVES:
	case MODE_BENCH:
		if (!seen[FLAG_GAME])
			return fail("%s needs --game ID (see 'potlatch-games list')",
				    mode_names[line->mode]);
		return 0;
	case MODE_SCREENSHOT:
		if (!seen[FLAG_OUT])
			return fail("screenshot needs --out F.png");
		if (seen[FLAG_SCENE] && seen[FLAG_GAME] && strcmp(line->scene, line->cli.game_id))
			return fail("screenshot takes --scene or --game, not both");
		if (seen[FLAG_SCENE] &&
		    (!strcmp(line->scene, "title") || !strcmp(line->scene, "settings"))) {
			for (int f = 0; f < FLAG_COUNT; f++)
				if (seen[f] &&
				    (f == FLAG_SEATS || f == FLAG_OPTIONS || f == FLAG_AFTER))
					return fail("--%s does not apply to the %s screen",
						    flag_specs[f].name, line->scene);
		}
		return 0;
	case MODE_LIST:
	case MODE_COUNT:
		return 0;
	}
	return 0;
}

/* Returns 0 when parsed, else the exit status. */
static int parse(int argc, char **argv, command_line *line)
{
	int first = 1;
	line->mode = MODE_WINDOW;
	for (int m = MODE_LIST; argc > 1 && m < MODE_COUNT; m++) {
		if (strcmp(argv[1], mode_names[m]) == 0) {
			line->mode = (mode)m;
			first = 2;
		}
	}
	int status = parse_flags(argc, argv, first, line);
	if (status || line->seen[FLAG_HELP])
		return status;
	if (line->seen[FLAG_VERSION] && argc != 2)
		return fail("--version takes no other arguments");
	if (line->seen[FLAG_VERSION])
		return 0;
	return check_combination(line);
}

static int run_screenshot(const command_line *line)
{
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
	command_line line;
	memset(&line, 0, sizeof line);
	int status = parse(argc, argv, &line);
	if (status)
		return status;
	if (line.seen[FLAG_HELP]) {
		fputs(usage_text, stdout);
		return 0;
	}
	if (line.seen[FLAG_VERSION]) {
		printf("potlatch-games %s\n", PG_VERSION);
		return 0;
	}
	switch (line.mode) {
	case MODE_WINDOW: {
		pg_launch launch = {
			.game_id = line.cli.game_id,
			.seats = line.cli.seats,
			.options = line.cli.options,
			.has_seed = line.cli.has_seed,
			.seed = line.cli.seed,
			.data_dir = line.data_dir,
			.quit_after_frames = line.quit_after_frames,
			.timing = line.timing,
			.idle_bench_seconds = line.idle_bench_seconds,
			.width = line.width,
			.height = line.height,
			.fullscreen = line.fullscreen,
		};
		return pg_app_run(&launch);
	}
	case MODE_LIST: return pg_cli_list();
	case MODE_PLAY: return pg_cli_play(&line.cli);
	case MODE_MOVES: return pg_cli_moves(&line.cli);
	case MODE_BENCH: return pg_cli_bench(&line.cli);
	case MODE_SCREENSHOT:
	case MODE_COUNT: break;
	}
	return run_screenshot(&line);
}
