/*
 * test_core.c: the shared mid layer: RNG, options text, the match's
 * legality checks, undo target, and saves (good and damaged).
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

#include "pg_ai.h"
#include "pg_match.h"
#include "pg_options.h"
#include "pg_registry.h"
#include "pg_seats.h"

static const pg_game *first_game(void)
{
	assert_true(pg_registry_count() > 0);
	return pg_registry_at(0);
}

static void test_rng_is_reproducible_and_bounded(void **unused)
{
	(void)unused;
	pg_rng a, b;
	pg_rng_seed(&a, 12345);
	pg_rng_seed(&b, 12345);
	int counts[6] = {0};
	for (int i = 0; i < 60000; i++) {
		uint32_t x = pg_rng_below(&a, 6);
		assert_int_equal(x, pg_rng_below(&b, 6));
		assert_true(x < 6);
		counts[x]++;
	}
	for (int i = 0; i < 6; i++)
		assert_true(counts[i] > 9000 && counts[i] < 11000);
	double d = pg_rng_double(&a);
	assert_true(d >= 0.0 && d < 1.0);
}

static void test_options_parse_and_reject(void **unused)
{
	(void)unused;
	const pg_game *game = first_game();
	pg_options options;
	char err[256];
	assert_true(pg_options_parse(game, "", &options, err, sizeof err));
	assert_int_equal(options.players, game->default_players);
	char text[64];
	snprintf(text, sizeof text, "players=%d", game->max_players);
	assert_true(pg_options_parse(game, text, &options, err, sizeof err));
	assert_int_equal(options.players, game->max_players);
	snprintf(text, sizeof text, "players=%d", game->max_players + 1);
	assert_false(pg_options_parse(game, text, &options, err, sizeof err));
	assert_non_null(strstr(err, "players"));
	assert_false(pg_options_parse(game, "colour=mauve", &options, err, sizeof err));
	assert_non_null(strstr(err, "colour"));
	assert_false(pg_options_parse(game, "players", &options, err, sizeof err));
	/* The same key twice is refused, not "the last one wins". */
	snprintf(text, sizeof text, "players=%d,players=%d", game->min_players, game->max_players);
	assert_false(pg_options_parse(game, text, &options, err, sizeof err));
	assert_non_null(strstr(err, "twice"));
	/* What format writes, parse reads back. */
	pg_options_default(game, &options);
	char formatted[256];
	pg_options_format(game, &options, formatted, sizeof formatted);
	pg_options again;
	assert_true(pg_options_parse(game, formatted, &again, err, sizeof err));
	assert_memory_equal(&again, &options, sizeof options);
}

static void test_match_rejects_illegal_moves(void **unused)
{
	(void)unused;
	const pg_game *game = first_game();
	pg_options options;
	pg_options_default(game, &options);
	pg_match *match = pg_match_create(game, &options, 1);
	pg_match_resolve_chance(match, NULL);
	int before = match->history_count;
	assert_false(pg_match_play(match, 999999, NULL));
	assert_false(pg_match_play(match, -5, NULL));
	assert_int_equal(match->history_count, before);
	char err[256];
	assert_false(pg_match_apply_text(match, "no-such-move", err, sizeof err));
	assert_non_null(strstr(err, "no-such-move"));
	pg_match_destroy(match);
}

static void test_undo_target_stops_at_chance(void **unused)
{
	(void)unused;
	const pg_game *game = first_game();
	pg_options options;
	pg_options_default(game, &options);
	pg_match *match = pg_match_create(game, &options, 2);
	pg_match_resolve_chance(match, NULL);
	int chance_end = match->history_count;
	int seat = pg_match_to_move(match);
	assert_true(seat >= 0);
	pg_move moves[PG_MAX_MOVES];
	game->legal_moves(match->state, moves, PG_MAX_MOVES);
	assert_true(pg_match_play(match, moves[0], NULL));
	assert_int_equal(pg_match_undo_target(match, seat), chance_end);
	/* Nothing of another seat's to undo. */
	pg_match_resolve_chance(match, NULL);
	int other = pg_match_to_move(match);
	if (other >= 0 && other != seat)
		assert_int_equal(pg_match_undo_target(match, seat), match->history_count);
	pg_match_destroy(match);
}

static pg_match *played_match(void)
{
	const pg_game *game = first_game();
	pg_options options;
	pg_options_default(game, &options);
	pg_match *match = pg_match_create(game, &options, 31337);
	pg_rng rng;
	pg_rng_seed(&rng, 8);
	for (int i = 0; i < 12 && !pg_match_is_terminal(match); i++)
		assert_true(pg_match_play(match, pg_ai_random_move(game, match->state, &rng), NULL));
	snprintf(match->seats, sizeof match->seats, "human,normal");
	return match;
}

static void test_save_file_round_trip(void **unused)
{
	(void)unused;
	pg_match *match = played_match();
	char path[] = "/tmp/pg-test-save-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	char err[256];
	assert_true(pg_match_save_file(match, path, err, sizeof err));
	pg_match *loaded = pg_match_load_file(path, pg_registry_find, err, sizeof err);
	assert_non_null(loaded);
	assert_string_equal(loaded->seats, "human,normal");
	assert_int_equal(loaded->seed, 31337);
	assert_int_equal(loaded->history_count, match->history_count);
	assert_memory_equal(loaded->state, match->state, match->game->state_size);
	pg_match_destroy(loaded);
	pg_match_destroy(match);
	remove(path);
}

/* A damaged save is refused with a message naming the line, not loaded. */
static void expect_load_error(const char *text, const char *expected)
{
	char err[256] = "";
	pg_match *match = pg_match_load_text(text, pg_registry_find, err, sizeof err);
	assert_null(match);
	if (!strstr(err, expected))
		fail_msg("error '%s' does not mention '%s'", err, expected);
}

static void test_damaged_saves_are_refused_with_a_reason(void **unused)
{
	(void)unused;
	pg_match *match = played_match();
	char *good = pg_match_save_text(match);
	expect_load_error("hello world\n", "not a Potlatch Games save");
	expect_load_error("potlatch-games save 1\ngame chess\n", "unknown game 'chess'");
	/* Truncated: the move count promises more moves than there are. */
	char *cut = strdup(good);
	char *last = strrchr(cut, '\n');
	*last = '\0';
	last = strrchr(cut, '\n');
	last[1] = '\0';
	expect_load_error(cut, "ends after");
	/* A move that is not legal where it stands. */
	char *bad = malloc(strlen(good) + 32);
	char *moves = strstr(good, "\nmoves ");
	moves = strchr(moves + 1, '\n') + 1;
	size_t head = (size_t)(moves - good);
	memcpy(bad, good, head);
	strcpy(bad + head, "zzz\n");
	strcat(bad, strchr(moves, '\n') + 1);
	expect_load_error(bad, "line 7: move 'zzz'");
	free(bad);
	free(cut);
	free(good);
	pg_match_destroy(match);
}

/* Replaces the first line starting with key (e.g. "seed ") in text. */
static char *with_line(const char *text, const char *key, const char *replacement)
{
	char *out = malloc(strlen(text) + strlen(replacement) + 2);
	const char *at = strstr(text, key);
	assert_non_null(at);
	const char *after = strchr(at + 1, '\n');
	assert_non_null(after);
	size_t head = (size_t)(at - text);
	memcpy(out, text, head);
	strcpy(out + head, replacement);
	strcat(out, after);
	return out;
}

static void expect_line_refused(const char *good, const char *key, const char *line,
				const char *expected)
{
	char *text = with_line(good, key, line);
	expect_load_error(text, expected);
	free(text);
}

/* Issue 13, finding 5: the version is matched exactly, and a later one is
 * named as such. */
static void test_save_version_must_match_exactly(void **unused)
{
	(void)unused;
	pg_match *match = played_match();
	char *good = pg_match_save_text(match);
	assert_true(strncmp(good, "potlatch-games save 1\n", 22) == 0);
	expect_line_refused(good, "potlatch-games save", "potlatch-games save 10",
			    "made by a newer version");
	expect_line_refused(good, "potlatch-games save", "potlatch-games save 2",
			    "made by a newer version");
	expect_line_refused(good, "potlatch-games save", "potlatch-games save 1-extra",
			    "not a version number");
	expect_line_refused(good, "potlatch-games save", "potlatch-games save 01",
			    "not a version number");
	expect_line_refused(good, "potlatch-games save", "potlatch-games save 0",
			    "not one this version reads");
	expect_line_refused(good, "potlatch-games save", "potlatch-games save ",
			    "not a version number");
	free(good);
	pg_match_destroy(match);
}

/* Finding 5: the move count must match the list, and nothing may follow. */
static void test_save_move_count_and_trailing_text(void **unused)
{
	(void)unused;
	pg_match *match = played_match();
	char *good = pg_match_save_text(match);
	char line[64];
	snprintf(line, sizeof line, "\nmoves %d", match->history_count - 1);
	expect_line_refused(good, "\nmoves ", line, "follows the");
	char *extra = malloc(strlen(good) + 32);
	strcpy(extra, good);
	strcat(extra, "garbage\n");
	expect_load_error(extra, "'garbage' follows the");
	strcpy(extra, good);
	strcat(extra, "\n");
	expect_load_error(extra, "follows the");
	free(extra);
	expect_line_refused(good, "\nmoves ", "\nmoves -1", "move count '-1'");
	expect_line_refused(good, "\nmoves ", "\nmoves +12", "move count '+12'");
	expect_line_refused(good, "\nmoves ", "\nmoves 99999999999999999999", "move count");
	expect_line_refused(good, "\nmoves ", "\nmoves 12x", "move count '12x'");
	free(good);
	pg_match_destroy(match);
}

/* Finding 5: seeds are unsigned 64-bit numbers in plain digits. */
static void test_save_seed_range_checked(void **unused)
{
	(void)unused;
	pg_match *match = played_match();
	char *good = pg_match_save_text(match);
	expect_line_refused(good, "\nseed ", "\nseed -5", "seed '-5'");
	expect_line_refused(good, "\nseed ", "\nseed 12345678901234567890123",
			    "seed '12345678901234567890123'");
	expect_line_refused(good, "\nseed ", "\nseed 18446744073709551616", "is not a whole number");
	expect_line_refused(good, "\nseed ", "\nseed  7", "seed ' 7'");
	expect_line_refused(good, "\nseed ", "\nseed ", "seed ''");
	/* The largest seed still loads (the moves no longer fit its rolls, so
	 * a fresh match with no moves is used). */
	pg_match *fresh = pg_match_create(match->game, &match->options, UINT64_MAX);
	char *top = pg_match_save_text(fresh);
	assert_non_null(strstr(top, "\nseed 18446744073709551615\n"));
	char err[256];
	pg_match *loaded = pg_match_load_text(top, pg_registry_find, err, sizeof err);
	assert_non_null(loaded);
	assert_true(loaded->seed == UINT64_MAX);
	pg_match_destroy(loaded);
	free(top);
	pg_match_destroy(fresh);
	free(good);
	pg_match_destroy(match);
}

/* A folder where the save should be is named, not called empty. */
static void test_save_file_that_is_a_folder(void **unused)
{
	(void)unused;
	char path[] = "/tmp/pg-test-dir-XXXXXX";
	assert_non_null(mkdtemp(path));
	char err[256] = "";
	assert_null(pg_match_load_file(path, pg_registry_find, err, sizeof err));
	if (!strstr(err, "cannot read"))
		fail_msg("error '%s'", err);
	rmdir(path);
}

/* The loader finds games only through the lookup it is given. */
static const pg_game *find_nothing(const char *id)
{
	(void)id;
	return NULL;
}

static void test_load_uses_the_lookup_passed_in(void **unused)
{
	(void)unused;
	pg_match *match = played_match();
	char *good = pg_match_save_text(match);
	char err[256] = "";
	assert_null(pg_match_load_text(good, find_nothing, err, sizeof err));
	assert_non_null(strstr(err, "unknown game"));
	free(good);
	pg_match_destroy(match);
}

/* A score line too long for its label is cut between letters: a
 * translated line in the pseudo-locale (two bytes a letter) must not end
 * in half a letter, which the results screen would draw as a box. */
static void test_breakdown_label_cut_between_letters(void **st)
{
	(void)st;
	char text[400] = "";
	for (int i = 0; i < 150; i++)
		strcat(text, "\xC3\xA9"); /* e with an acute accent */
	for (int offset = 0; offset < 3; offset++) {
		pg_breakdown out = {0};
		pg_breakdown_add(&out, 1, "%.*s%s", offset, "ab", text);
		const char *label = out.lines[0].label;
		size_t len = strlen(label);
		assert_true(len >= sizeof out.lines[0].label - 3);
		/* Every letter whole: the last lead byte has all its bytes. */
		size_t i = 0;
		while (i < len) {
			unsigned char c = (unsigned char)label[i];
			size_t need = c >= 0xC0 ? 2 : 1;
			assert_true(i + need <= len);
			i += need;
		}
		assert_int_equal(out.total, 1);
	}
	pg_breakdown out = {0};
	pg_breakdown_add(&out, 3, "Stacks topped with %s", "red");
	assert_string_equal(out.lines[0].label, "Stacks topped with red");
}

/* One seat parser (issue 9): people, AI kinds, and the refusals. */
static void test_seat_lists(void **unused)
{
	(void)unused;
	int kinds[PG_MAX_SEATS];
	char err[256] = "";
	assert_int_equal(pg_seats_parse("human, hard,random", true, kinds, PG_MAX_SEATS, err,
					 sizeof err), 3);
	assert_int_equal(kinds[0], PG_SEAT_HUMAN);
	assert_int_equal(kinds[1], PG_AI_HARD);
	assert_int_equal(kinds[2], PG_AI_RANDOM);
	char text[64];
	pg_seats_format(kinds, 3, text, sizeof text);
	assert_string_equal(text, "human,hard,random");
	/* Headless play has no person to ask. */
	assert_int_equal(pg_seats_parse("human,hard", false, kinds, PG_MAX_SEATS, err, sizeof err),
			 -1);
	assert_non_null(strstr(err, "seat 1 'human' is not one of random"));
	assert_int_equal(pg_seats_parse("junk", false, kinds, PG_MAX_SEATS, err, sizeof err), -1);
	assert_non_null(strstr(err, "'junk'"));
	assert_int_equal(pg_seats_parse("hard,", true, kinds, PG_MAX_SEATS, err, sizeof err), -1);
	assert_non_null(strstr(err, "seat 2 is empty"));
	assert_int_equal(pg_seats_parse("", true, kinds, PG_MAX_SEATS, err, sizeof err), -1);
	assert_non_null(strstr(err, "no seats"));
	assert_int_equal(pg_seats_parse("hard,hard,hard", true, kinds, 2, err, sizeof err), -1);
	assert_non_null(strstr(err, "more than 2 seats"));
	/* Over 255 characters is named as too long, not as missing. */
	char long_list[300];
	memset(long_list, 0, sizeof long_list);
	for (int i = 0; i < 64; i++)
		strcat(long_list, "hard");
	assert_int_equal(pg_seats_parse(long_list, true, kinds, PG_MAX_SEATS, err, sizeof err), -1);
	assert_non_null(strstr(err, "too long"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rng_is_reproducible_and_bounded),
		cmocka_unit_test(test_options_parse_and_reject),
		cmocka_unit_test(test_match_rejects_illegal_moves),
		cmocka_unit_test(test_undo_target_stops_at_chance),
		cmocka_unit_test(test_save_file_round_trip),
		cmocka_unit_test(test_damaged_saves_are_refused_with_a_reason),
		cmocka_unit_test(test_save_version_must_match_exactly),
		cmocka_unit_test(test_save_move_count_and_trailing_text),
		cmocka_unit_test(test_save_seed_range_checked),
		cmocka_unit_test(test_save_file_that_is_a_folder),
		cmocka_unit_test(test_load_uses_the_lookup_passed_in),
		cmocka_unit_test(test_seat_lists),
		cmocka_unit_test(test_breakdown_label_cut_between_letters),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
