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
	pg_match *loaded = pg_match_load_file(path, err, sizeof err);
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
	pg_match *match = pg_match_load_text(text, err, sizeof err);
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rng_is_reproducible_and_bounded),
		cmocka_unit_test(test_options_parse_and_reject),
		cmocka_unit_test(test_match_rejects_illegal_moves),
		cmocka_unit_test(test_undo_target_stops_at_chance),
		cmocka_unit_test(test_save_file_round_trip),
		cmocka_unit_test(test_damaged_saves_are_refused_with_a_reason),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
