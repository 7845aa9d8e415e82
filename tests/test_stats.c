/*
 * test_stats.c: the statistics table's text form and counting
 * (src/core/pg_stats.c, issue 14).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_seats.h"
#include "pg_stats.h"

static pg_stats *parse(const char *text)
{
	pg_stats *stats = malloc(sizeof *stats);
	assert_non_null(stats);
	assert_int_equal(pg_stats_text_parse(stats, text, strlen(text)), PG_STATS_TEXT_OK);
	return stats;
}

static char *format(const pg_stats *stats)
{
	static char text[PG_STATS_TEXT_FORMAT_MAX];
	size_t n = pg_stats_text_format(stats, text, sizeof text);
	assert_true(n < sizeof text);
	return text;
}

/* A file as the first statistics code wrote it (its own head line, a
 * row per game and opposition, a hot-seat row) reads through the shared
 * text form (pg_text_file.h) and writes back byte for byte; a game
 * counted into it lands in its row. */
static void test_file_of_the_first_version_still_reads(void **unused)
{
	(void)unused;
	const char *text = "# Potlatch Games statistics: game ID KEY PLAYED WON LOST DRAWN "
			   "BEST TOTAL STREAK BEST_STREAK HINTED\n"
			   "game totem-pole easy 3 2 1 0 61 150 1 2 1\n"
			   "game kloone normal 2 1 1 0 0 0 0 1 0\n"
			   "game pitengnaqsaraq seat:Red 1 0 1 0 12 12 0 0 0\n";
	pg_stats *stats = parse(text);
	assert_int_equal(stats->count, 3);
	assert_int_equal(stats->kept_lines, 1);
	assert_string_equal(stats->rows[2].key, "seat:Red");
	assert_string_equal(format(stats), text);
	assert_int_equal(pg_stats_record(stats, "kloone", "normal", PG_STATS_LOSS, 0, false), 1);
	assert_int_equal(stats->rows[1].played, 3);
	assert_int_equal(stats->rows[1].lost, 2);
	assert_non_null(strstr(format(stats), "game kloone normal 3 1 2 0 0 0 0 1 0\n"));
	free(stats);
}

static void test_row_reads_and_writes_back(void **unused)
{
	(void)unused;
	const char *text = "game totem-pole normal 5 3 1 1 42 150 2 2 1\n"
			   "game kloone seat:Red 2 0 2 0 -3 -5 0 0 0\n";
	pg_stats *stats = parse(text);
	assert_int_equal(stats->count, 2);
	assert_int_equal(stats->kept_lines, 0);
	assert_string_equal(stats->rows[0].game, "totem-pole");
	assert_string_equal(stats->rows[0].key, "normal");
	assert_int_equal(stats->rows[0].played, 5);
	assert_int_equal(stats->rows[0].won, 3);
	assert_int_equal(stats->rows[0].best, 42);
	assert_int_equal(stats->rows[0].total, 150);
	assert_int_equal(stats->rows[1].best, -3);
	assert_string_equal(format(stats), text);
	free(stats);
}

/* Lines a later version might write, comments and damaged rows are kept
 * where they were, and written back unchanged. */
static void test_unknown_lines_are_kept_in_place(void **unused)
{
	(void)unused;
	const char *text = "# statistics\n"
			   "game kloone hard 1 1 0 0 10 10 1 1 0\n"
			   "rating kloone 1500\n"
			   "game kloone hard 9 9 0 0 10 10 1 1 0\n" /* the same pair again */
			   "game kloone easy 01 1 0 0 10 10 1 1 0\n" /* leading zero */
			   "game kloone easy 1 2 0 0 10 10 1 1 0\n"  /* won > played */
			   "game kloone easy 1 1 0 0 10 10 1 1 0 7\n" /* a field more */
			   "game kloone easy  1 1 0 0 10 10 1 1 0\n" /* two blanks */
			   "game kloone normal 1 0 1 0 -0 0 0 0 0\n" /* minus zero */
			   "game kloone normal 99999999999999999999 0 0 0 0 0 0 0 0\n"
			   "game Kloone normal 1 0 1 0 0 0 0 0 0\n" /* capital in an id */
			   "game potluck solo 1 0 0 0 80 80 0 0 0";
	pg_stats *stats = parse(text);
	assert_int_equal(stats->count, 2);
	assert_int_equal(stats->kept_lines, 10);
	assert_string_equal(stats->rows[1].key, "solo");
	/* The same text back, with a newline added to the last line. */
	char expected[2048];
	snprintf(expected, sizeof expected, "%s\n", text);
	assert_string_equal(format(stats), expected);
	free(stats);
}

/* Counts near the largest number: won + lost must fit in played - drawn,
 * checked without forming won + lost (fuzz_stats found the overflow). A
 * row that does not add up is kept as an unknown line. */
static void test_counts_near_the_limit_are_checked_without_overflow(void **unused)
{
	(void)unused;
	const char *text = "game kloone easy 9223372036854775807 75808 9223372036854775807 0 0 0 0 0 0\n"
			   "game kloone hard 9223372036854775807 9223372036854775806 1 0 0 0 0 0 0\n";
	pg_stats *stats = parse(text);
	assert_int_equal(stats->count, 1);
	assert_int_equal(stats->kept_lines, 1);
	assert_string_equal(stats->rows[0].key, "hard");
	assert_string_equal(format(stats), text);
	free(stats);
}

static void test_binary_and_too_big_are_refused(void **unused)
{
	(void)unused;
	pg_stats *stats = malloc(sizeof *stats);
	assert_non_null(stats);
	const char binary[] = "game kloone hard 1 1 0 0 10 10 1 1 0\n\0\x01";
	assert_int_equal(pg_stats_text_parse(stats, binary, sizeof binary - 1),
			 PG_STATS_TEXT_BINARY);
	assert_int_equal(stats->count, 0);
	assert_int_equal(stats->kept_used, 0);
	char *big = malloc(PG_STATS_TEXT_MAX + 2);
	assert_non_null(big);
	memset(big, '#', PG_STATS_TEXT_MAX + 1);
	assert_int_equal(pg_stats_text_parse(stats, big, PG_STATS_TEXT_MAX + 1),
			 PG_STATS_TEXT_TOO_BIG);
	assert_int_equal(pg_stats_text_parse(stats, big, PG_STATS_TEXT_MAX), PG_STATS_TEXT_OK);
	assert_int_equal(stats->kept_lines, 1);
	free(big);
	free(stats);
}

static void test_record_counts_results_scores_and_streaks(void **unused)
{
	(void)unused;
	pg_stats *stats = parse("# kept\n");
	assert_int_equal(pg_stats_record(stats, "kloone", "hard", PG_STATS_WIN, 12, false), 0);
	pg_stats_record(stats, "kloone", "hard", PG_STATS_WIN, 20, true);
	pg_stats_record(stats, "kloone", "hard", PG_STATS_LOSS, -4, false);
	pg_stats_record(stats, "kloone", "hard", PG_STATS_WIN, 8, false);
	pg_stats_record(stats, "kloone", "hard", PG_STATS_DRAW, 8, false);
	pg_stats_record(stats, "kloone", "hard", PG_STATS_WIN, 3, false);
	const pg_stats_row *r = &stats->rows[0];
	assert_int_equal(r->played, 6);
	assert_int_equal(r->won, 3 + 1);
	assert_int_equal(r->lost, 1);
	assert_int_equal(r->drawn, 1);
	assert_int_equal(r->best, 20);
	assert_int_equal(r->total, 12 + 20 - 4 + 8 + 8 + 3);
	assert_int_equal(r->streak, 1);
	assert_int_equal(r->best_streak, 2);
	assert_int_equal(r->hinted, 1);
	/* Another pair is another row; a solo game leaves the streak. */
	assert_int_equal(pg_stats_record(stats, "potluck", "solo", PG_STATS_SOLO, 90, false), 1);
	assert_int_equal(stats->rows[1].streak, 0);
	assert_int_equal(stats->rows[1].won + stats->rows[1].lost + stats->rows[1].drawn, 0);
	assert_int_equal(pg_stats_record(stats, "potluck", "bad key", PG_STATS_WIN, 1, false), -1);
	/* What was recorded reads back the same, the kept line first. */
	char *text = format(stats);
	assert_memory_equal(text, "# kept\n", 7);
	pg_stats *again = parse(text);
	assert_int_equal(again->count, 2);
	assert_memory_equal(&again->rows[0], &stats->rows[0], sizeof again->rows[0]);
	assert_string_equal(format(again), text);
	free(again);
	free(stats);
}

static void test_result_for_shares(void **unused)
{
	(void)unused;
	double win[3] = {1, 0, 0}, shared[3] = {0.5, 0.5, 0}, none[2] = {0, 0};
	assert_int_equal(pg_stats_result_for(win, 3, 0), PG_STATS_WIN);
	assert_int_equal(pg_stats_result_for(win, 3, 1), PG_STATS_LOSS);
	assert_int_equal(pg_stats_result_for(shared, 3, 1), PG_STATS_DRAW);
	assert_int_equal(pg_stats_result_for(shared, 3, 2), PG_STATS_LOSS);
	assert_int_equal(pg_stats_result_for(none, 2, 0), PG_STATS_DRAW);
	assert_int_equal(pg_stats_result_for(win, 1, 0), PG_STATS_SOLO);
}

static void test_key_names_the_opposition(void **unused)
{
	(void)unused;
	char key[PG_STATS_KEY];
	int one[3] = {PG_SEAT_HUMAN, PG_AI_HARD, PG_AI_EASY};
	pg_stats_key(one, 3, 0, "Red", key, sizeof key);
	assert_string_equal(key, "easy+hard");
	int duel[2] = {PG_AI_NORMAL, PG_SEAT_HUMAN};
	pg_stats_key(duel, 2, 1, "Blue", key, sizeof key);
	assert_string_equal(key, "normal");
	int solo[1] = {PG_SEAT_HUMAN};
	pg_stats_key(solo, 1, 0, "Red", key, sizeof key);
	assert_string_equal(key, "solo");
	int hot[3] = {PG_SEAT_HUMAN, PG_SEAT_HUMAN, PG_AI_NORMAL};
	pg_stats_key(hot, 3, 1, "Sky blue", key, sizeof key);
	assert_string_equal(key, "seat:Sky_blue");
	pg_stats_key(hot, 3, 0, "", key, sizeof key);
	assert_string_equal(key, "seat:1");
	/* Every key made is one the table takes. */
	pg_stats *stats = parse("");
	assert_true(pg_stats_record(stats, "kloone", key, PG_STATS_WIN, 1, false) >= 0);
	free(stats);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_row_reads_and_writes_back),
		cmocka_unit_test(test_unknown_lines_are_kept_in_place),
		cmocka_unit_test(test_file_of_the_first_version_still_reads),
		cmocka_unit_test(test_counts_near_the_limit_are_checked_without_overflow),
		cmocka_unit_test(test_binary_and_too_big_are_refused),
		cmocka_unit_test(test_record_counts_results_scores_and_streaks),
		cmocka_unit_test(test_result_for_shares),
		cmocka_unit_test(test_key_names_the_opposition),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
