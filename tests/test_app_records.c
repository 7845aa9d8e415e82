/*
 * test_app_records.c: POTLUCK!'s best-scores file (issue 13, finding 4 and
 * "Damaged files are named and kept"): a line the parser does not
 * understand, a note after the date and a 14-digit score all survive a
 * load and a save byte for byte; a file that cannot be read at all is
 * moved aside, the player gets one sentence, and it is never written over.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pg_app_test.h"
#include "pg_records.h"
#include "pg_records_file.h"
#include "pg_records_text.h"

static pg_records table, again;

static void make_dir(char *dir)
{
	assert_non_null(mkdtemp(dir));
}

static void write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

/* The whole file at path into buf. */
static void read_text(const char *path, char *buf, size_t size)
{
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	size_t n = fread(buf, 1, size - 1, f);
	buf[n] = '\0';
	fclose(f);
}

/* Removes every file in dir, then dir. */
static void remove_dir(const char *dir)
{
	DIR *d = opendir(dir);
	assert_non_null(d);
	struct dirent *e;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		char path[512];
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		if (rmdir(path) != 0)
			unlink(path);
	}
	closedir(d);
	rmdir(dir);
}

/* Finding 4: 99999999999999 was read with "%d" as 276447231. */
static void test_fourteen_digit_score_is_not_wrapped(void **unused)
{
	(void)unused;
	const char *text = "99999999999999 2026-11-21\n";
	assert_int_equal(pg_records_text_parse(&table, text, strlen(text)), PG_RECORDS_TEXT_OK);
	assert_int_equal(table.count, 1);
	assert_true(table.score[0] == INT64_C(99999999999999));
	/* Past int64_t: not a score, but kept as a line rather than wrapped. */
	const char *huge = "99999999999999999999 2026-11-21\n";
	assert_int_equal(pg_records_text_parse(&table, huge, strlen(huge)), PG_RECORDS_TEXT_OK);
	assert_int_equal(table.count, 0);
	assert_int_equal(table.kept_lines, 1);
	const char *biggest = "9223372036854775807 2026-11-21\n";
	assert_int_equal(pg_records_text_parse(&table, biggest, strlen(biggest)),
	                 PG_RECORDS_TEXT_OK);
	assert_true(table.score[0] == INT64_MAX);
}

/* Dates are real days; anything else makes the line one that is kept. */
static void test_dates_are_checked(void **unused)
{
	(void)unused;
	const char *text = "10 2024-02-29\n"  /* a leap day */
	                   "9 2026-02-29\n"   /* not one */
	                   "8 2026-13-01\n"   /* no thirteenth month */
	                   "7 2026-11-2\n"    /* too short */
	                   "6 -\n"            /* the clock could not say */
	                   "+5 2026-11-21\n"  /* a sign */
	                   "-4 2026-11-21\n"  /* below zero */
	                   "03 2026-11-21\n"; /* would not come back as it was */
	assert_int_equal(pg_records_text_parse(&table, text, strlen(text)), PG_RECORDS_TEXT_OK);
	assert_int_equal(table.count, 2);
	assert_true(table.score[0] == 10);
	assert_string_equal(table.date[0], "2024-02-29");
	assert_true(table.score[1] == 6);
	assert_string_equal(table.date[1], "-");
	assert_int_equal(table.kept_lines, 6);
}

/* Finding 4: unparsable lines and notes were dropped by the next save;
 * now a load and a save give the same bytes. */
static void test_unknown_lines_and_notes_survive_a_save(void **unused)
{
	(void)unused;
	char dir[] = "/tmp/pg-records-XXXXXX";
	make_dir(dir);
	char path[256];
	snprintf(path, sizeof path, "%s/potluck-highscores.txt", dir);
	const char *text = "# my best potlucks\n"
	                   "99999999999999 2026-11-21 the night of the big pot\n"
	                   "not a score\n"
	                   "141 2026-11-20\twith Grandma\r\n"
	                   "97 2026-11-19\n"
	                   "\n"
	                   "12 yesterday\n";
	write_text(path, text);
	char message[512] = "";
	assert_false(pg_records_load(&table, path, true, message, sizeof message));
	assert_int_equal(table.count, 3);
	assert_true(table.score[0] == INT64_C(99999999999999));
	assert_string_equal(table.note[0], " the night of the big pot");
	assert_string_equal(table.note[1], "\twith Grandma\r");
	assert_string_equal(table.note[2], "");
	assert_int_equal(table.kept_lines, 4);
	assert_true(pg_records_save(&table, path));
	char back[1024];
	read_text(path, back, sizeof back);
	assert_string_equal(back, text);

	/* A new score goes in among them; every line stays where it was
	 * relative to its neighbours. */
	assert_int_equal(pg_records_insert(&table, 120, "2026-11-22"), 2);
	assert_true(pg_records_save(&table, path));
	read_text(path, back, sizeof back);
	assert_string_equal(back, "# my best potlucks\n"
	                          "99999999999999 2026-11-21 the night of the big pot\n"
	                          "not a score\n"
	                          "141 2026-11-20\twith Grandma\r\n"
	                          "120 2026-11-22\n"
	                          "97 2026-11-19\n"
	                          "\n"
	                          "12 yesterday\n");
	remove_dir(dir);
}

/* A full table drops its lowest row, not the lines kept around it. */
static void test_full_table_keeps_its_lines(void **unused)
{
	(void)unused;
	char text[1024] = "";
	for (int i = 0; i < PG_RECORDS_MAX; i++) {
		char line[64];
		snprintf(line, sizeof line, "# row %d\n%d 2026-11-01\n", i, 100 - i);
		strcat(text, line);
	}
	strcat(text, "50 2026-11-01 an eleventh row\n");
	assert_int_equal(pg_records_text_parse(&table, text, strlen(text)), PG_RECORDS_TEXT_OK);
	assert_int_equal(table.count, PG_RECORDS_MAX);
	assert_int_equal(table.kept_lines, PG_RECORDS_MAX + 1);
	assert_int_equal(pg_records_insert(&table, 200, "2026-11-02"), 0);
	char out[PG_RECORDS_TEXT_FORMAT_MAX];
	pg_records_text_format(&table, out, sizeof out);
	assert_int_equal(pg_records_text_parse(&again, out, strlen(out)), PG_RECORDS_TEXT_OK);
	assert_int_equal(again.count, PG_RECORDS_MAX);
	assert_true(again.score[0] == 200);
	assert_true(again.score[PG_RECORDS_MAX - 1] == 92);
	/* Every comment and the eleventh row are still there. */
	assert_int_equal(again.kept_lines, PG_RECORDS_MAX + 1);
	for (int i = 0; i < PG_RECORDS_MAX; i++) {
		char comment[32];
		snprintf(comment, sizeof comment, "# row %d\n", i);
		assert_non_null(strstr(out, comment));
	}
	assert_non_null(strstr(out, "50 2026-11-01 an eleventh row\n"));
	assert_null(strstr(out, "91 2026-11-01\n")); /* the lowest fell off */
}

/* A file that is not text at all is moved aside, said once, and a new
 * table starts; a folder in its place is kept too. */
static void test_unreadable_file_is_kept_aside(void **unused)
{
	(void)unused;
	char dir[] = "/tmp/pg-records-XXXXXX";
	make_dir(dir);
	char path[256];
	snprintf(path, sizeof path, "%s/potluck-highscores.txt", dir);
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	fwrite("141 2026-11-21\n\0\x01\x02", 1, 18, f);
	fclose(f);
	char message[1024] = "";
	assert_true(pg_records_load(&table, path, true, message, sizeof message));
	assert_non_null(strstr(message, "potluck-highscores.txt.bad-"));
	/* It fits the game's toast (200 characters) whole. */
	assert_true(strlen(message) < 200);
	assert_int_equal(table.count, 0);
	assert_false(table.frozen);
	struct stat st;
	assert_int_not_equal(stat(path, &st), 0); /* moved */
	/* Told once: the next load finds no file and says nothing. */
	assert_false(pg_records_load(&table, path, true, message, sizeof message));
	pg_records_insert(&table, 50, "2026-11-22");
	assert_true(pg_records_save(&table, path));

	/* The moved file is there, whole. */
	int bad = 0;
	DIR *d = opendir(dir);
	struct dirent *e;
	while ((e = readdir(d)))
		if (strstr(e->d_name, ".bad-")) {
			char moved[512];
			snprintf(moved, sizeof moved, "%s/%s", dir, e->d_name);
			assert_int_equal(stat(moved, &st), 0);
			assert_int_equal(st.st_size, 18);
			bad++;
		}
	closedir(d);
	assert_int_equal(bad, 1);

	/* A second copy of the program (may_move false) leaves it where it
	 * is, and will not write over it. */
	FILE *junk = fopen(path, "wb");
	assert_non_null(junk);
	fwrite("\0\0", 1, 2, junk);
	fclose(junk);
	assert_true(pg_records_load(&table, path, false, message, sizeof message));
	assert_true(table.frozen);
	assert_int_equal(stat(path, &st), 0);
	pg_records_insert(&table, 60, "2026-11-22");
	assert_false(pg_records_save(&table, path));
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_size, 2);

	/* A folder where the file should be. */
	unlink(path);
	assert_int_equal(mkdir(path, 0700), 0);
	assert_true(pg_records_load(&table, path, true, message, sizeof message));
	assert_non_null(strstr(message, "kept as"));
	assert_int_not_equal(stat(path, &st), 0);
	remove_dir(dir);
}

/* Too large: kept aside rather than read in part. */
static void test_too_large_file_is_kept_aside(void **unused)
{
	(void)unused;
	char dir[] = "/tmp/pg-records-XXXXXX";
	make_dir(dir);
	char path[256];
	snprintf(path, sizeof path, "%s/potluck-highscores.txt", dir);
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	for (int i = 0; i < PG_RECORDS_TEXT_MAX / 10 + 1; i++)
		fputs("# padding\n", f);
	fclose(f);
	char message[1024] = "";
	assert_true(pg_records_load(&table, path, true, message, sizeof message));
	assert_non_null(strstr(message, "kept as"));
	struct stat st;
	assert_int_not_equal(stat(path, &st), 0);
	remove_dir(dir);
}

/* In the game: POTLUCK! opened over a binary best-scores file says so
 * once, in the window, and the file is kept beside the new one. */
static void test_potluck_tells_the_player_once(void **unused)
{
	(void)unused;
	char dir[] = "/tmp/pg-records-XXXXXX";
	make_dir(dir);
	char path[256];
	snprintf(path, sizeof path, "%s/potluck-highscores.txt", dir);
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	fwrite("\0\x7f"
	       "ELF",
	       1, 5, f);
	fclose(f);
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "potluck", "human", NULL, 3, NULL));
	int toasts = pg_test_toast_count(app);
	assert_true(toasts >= 1);
	assert_non_null(strstr(pg_test_last_toast(app), "potluck-highscores.txt.bad-"));
	struct stat st;
	assert_int_not_equal(stat(path, &st), 0);
	/* A second game finds no damaged file: nothing more is said. */
	assert_true(pg_test_open_game(app, "potluck", "human", NULL, 4, NULL));
	assert_int_equal(pg_test_toast_count(app), 0);
	pg_test_app_destroy(app);
	remove_dir(dir);
}

/* The kit's results section: this game's row picked out as "This game"
 * with a sentence on where it landed; another match's table shown plain
 * with no sentence; nothing at all for an empty table. */
static void test_results_section_picks_out_this_game(void **unused)
{
	(void)unused;
	static pg_records_game game;
	pg_records_clear(&game.table);
	pg_records_insert(&game.table, 141, "2026-11-21");
	pg_records_insert(&game.table, 97, "2026-11-22");
	game.table.fresh = -1;
	pg_results_section out;
	/* Nothing recorded: the rows, no sentence, none picked out. */
	assert_true(pg_records_game_section(&game, 7, 120, "Best", &out));
	assert_string_equal(out.title, "Best");
	assert_string_equal(out.note, "");
	assert_int_equal(out.count, 2);
	assert_string_equal(out.rows[0].label, "1.  2026-11-21");
	assert_string_equal(out.rows[0].value, "141");
	assert_string_equal(out.rows[1].label, "2.  2026-11-22");
	assert_false(out.rows[0].highlight || out.rows[1].highlight);

	/* This match's 120 went in second. */
	game.recorded = true;
	game.seed = 7;
	assert_int_equal(pg_records_insert(&game.table, 120, "2026-11-23"), 1);
	assert_true(pg_records_game_section(&game, 7, 120, "Best", &out));
	assert_int_equal(out.count, 3);
	assert_string_equal(out.rows[1].label, "2.  This game");
	assert_string_equal(out.rows[1].value, "120");
	assert_true(out.rows[1].highlight);
	assert_false(out.rows[0].highlight || out.rows[2].highlight);
	char note[160];
	snprintf(note, sizeof note, "120 is number 2 of your %d best.", PG_RECORDS_MAX);
	assert_string_equal(out.note, note);
	/* Seen after another match (seed 8): plain rows again. */
	assert_true(pg_records_game_section(&game, 8, 50, "Best", &out));
	assert_string_equal(out.note, "");
	assert_string_equal(out.rows[1].label, "2.  2026-11-23");
	assert_false(out.rows[1].highlight);

	/* First place, and a score that did not make the table. */
	game.table.fresh = 0;
	assert_true(pg_records_game_section(&game, 7, 141, "Best", &out));
	assert_string_equal(out.note, "141 is your best score yet!");
	assert_true(out.rows[0].highlight);
	game.table.fresh = -1;
	assert_true(pg_records_game_section(&game, 7, 3, "Best", &out));
	assert_string_equal(out.note,
	                    "3 did not make your 10 best this time: the lowest there is 97.");

	/* An empty table shows nothing. */
	pg_records_clear(&game.table);
	game.recorded = false;
	assert_false(pg_records_game_section(&game, 7, 3, "Best", &out));
	assert_int_equal(out.count, 0);
}

/* The kit keeps a game's table in its file: a match's score is added and
 * written once however often it is offered, and the next load reads it. */
static void test_game_table_adds_a_match_once(void **unused)
{
	(void)unused;
	char dir[] = "/tmp/pg-records-XXXXXX";
	make_dir(dir);
	pg_app *app = pg_test_app_create_in(1280, 800, dir);
	assert_non_null(app);
	assert_true(pg_test_open_game(app, "potluck", "human", NULL, 3, NULL));
	pg_play *play = pg_test_play(app);
	static pg_records_game game = {.file_name = "kit-scores.txt"};
	pg_records_game_load(&game, app, play);
	assert_int_equal(game.table.count, 0);
	pg_records_game_add(&game, app, play, 42);
	pg_records_game_add(&game, app, play, 43); /* the same match again */
	assert_int_equal(game.table.count, 1);
	assert_int_equal(game.table.score[0], 42);
	assert_int_equal(game.table.fresh, 0);
	char path[256], text[256];
	snprintf(path, sizeof path, "%s/kit-scores.txt", dir);
	read_text(path, text, sizeof text);
	assert_int_equal(strncmp(text, "42 ", 3), 0);
	static pg_records_game again = {.file_name = "kit-scores.txt"};
	pg_records_game_load(&again, app, play);
	assert_int_equal(again.table.count, 1);
	assert_int_equal(again.table.score[0], 42);
	assert_false(again.recorded);
	pg_test_app_destroy(app);
	remove_dir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_fourteen_digit_score_is_not_wrapped),
	    cmocka_unit_test(test_dates_are_checked),
	    cmocka_unit_test(test_unknown_lines_and_notes_survive_a_save),
	    cmocka_unit_test(test_full_table_keeps_its_lines),
	    cmocka_unit_test(test_unreadable_file_is_kept_aside),
	    cmocka_unit_test(test_too_large_file_is_kept_aside),
	    cmocka_unit_test(test_potluck_tells_the_player_once),
	    cmocka_unit_test(test_results_section_picks_out_this_game),
	    cmocka_unit_test(test_game_table_adds_a_match_once),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
