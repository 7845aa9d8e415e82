/*
 * test_text_file.c: the line-by-line text form the tables of the player's
 * folder share (pg_text_file.h): rows read by the table, every other line
 * kept verbatim in its place, the writer's room and length, and the files
 * that are refused whole (a NUL byte, too long).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "pg_text_file.h"

enum { ROWS_MAX = 3, TEXT_MAX = 256 };

/* A table of up to three rows, each a line "row WORD". */
typedef struct words {
	int count;
	char word[ROWS_MAX][16];
	size_t kept_start[ROWS_MAX + 1];
	size_t kept_used;
	int kept_lines;
	char kept[TEXT_MAX + 2];
} words;

static int take(void *table, const char *line, size_t n)
{
	words *w = table;
	if (w->count == ROWS_MAX || n < 5 || n - 4 >= sizeof w->word[0] ||
	    memcmp(line, "row ", 4) != 0)
		return -1;
	memcpy(w->word[w->count], line + 4, n - 4);
	w->word[w->count][n - 4] = '\0';
	return ++w->count;
}

static void put(const void *table, int row, pg_text_out *out)
{
	const words *w = table;
	pg_text_out_put(out, "row ", 4);
	pg_text_out_put(out, w->word[row], strlen(w->word[row]));
	pg_text_out_put(out, "\n", 1);
}

static pg_text_kept kept_of(words *w)
{
	return (pg_text_kept){w->kept, w->kept_start, &w->kept_used, &w->kept_lines};
}

static pg_text_file_result read_words(words *w, const char *text)
{
	memset(w, 0x5a, sizeof *w);
	w->count = 0;
	pg_text_kept_clear(kept_of(w), ROWS_MAX);
	return pg_text_file_read(text, strlen(text), TEXT_MAX, take, w, kept_of(w));
}

static size_t write_words(const words *w, char *buf, size_t size)
{
	return pg_text_file_write(w, w->count, put, w->kept, w->kept_start, w->kept_used, buf,
				  size);
}

static void kept_lines_come_back_in_their_places(void **unused)
{
	(void)unused;
	static const char text[] = "# head\nrow a\n\nnot a row\nrow b\nrow c\nrow d\n# tail\n";
	words w;
	assert_int_equal(read_words(&w, text), PG_TEXT_FILE_OK);
	assert_int_equal(w.count, 3);
	assert_string_equal(w.word[1], "b");
	/* "# head", "", "not a row", "row d" (past the table), "# tail" */
	assert_int_equal(w.kept_lines, 5);
	assert_int_equal(w.kept_start[0], 0);
	assert_int_equal(w.kept_start[1], strlen("# head\n"));
	char out[TEXT_MAX];
	assert_int_equal(write_words(&w, out, sizeof out), strlen(text));
	assert_string_equal(out, text);
}

static void a_last_line_gets_its_newline(void **unused)
{
	(void)unused;
	words w;
	char out[TEXT_MAX];
	assert_int_equal(read_words(&w, "row a\nno newline"), PG_TEXT_FILE_OK);
	write_words(&w, out, sizeof out);
	assert_string_equal(out, "row a\nno newline\n");
	assert_int_equal(read_words(&w, "# note\nrow z"), PG_TEXT_FILE_OK);
	write_words(&w, out, sizeof out);
	assert_string_equal(out, "# note\nrow z\n");
	assert_int_equal(read_words(&w, ""), PG_TEXT_FILE_OK);
	assert_int_equal(write_words(&w, out, sizeof out), 0);
	assert_string_equal(out, "");
}

static void a_row_added_after_reading_goes_after_the_kept_end(void **unused)
{
	(void)unused;
	words w;
	assert_int_equal(read_words(&w, "row a\n# end\n"), PG_TEXT_FILE_OK);
	/* As a table adds a row: it starts where the kept lines end. */
	snprintf(w.word[w.count], sizeof w.word[0], "new");
	w.kept_start[++w.count] = w.kept_used;
	char out[TEXT_MAX];
	write_words(&w, out, sizeof out);
	assert_string_equal(out, "row a\n# end\nrow new\n");
}

static void the_writer_says_what_it_needs(void **unused)
{
	(void)unused;
	words w;
	assert_int_equal(read_words(&w, "row abc\n# x\n"), PG_TEXT_FILE_OK);
	char small[6];
	assert_int_equal(write_words(&w, small, sizeof small), strlen("row abc\n# x\n"));
	assert_string_equal(small, "row a");
	assert_int_equal(write_words(&w, NULL, 0), strlen("row abc\n# x\n"));
}

static void binary_and_too_long_are_refused_whole(void **unused)
{
	(void)unused;
	words w;
	memset(&w, 0, sizeof w);
	static const char binary[] = "row a\n\0row b\n";
	assert_int_equal(pg_text_file_read(binary, sizeof binary - 1, TEXT_MAX, take, &w, kept_of(&w)),
			 PG_TEXT_FILE_BINARY);
	assert_int_equal(w.count, 0);
	assert_int_equal(w.kept_used, 0);
	char longer[TEXT_MAX + 2];
	memset(longer, 'x', sizeof longer - 1);
	longer[sizeof longer - 1] = '\0';
	assert_int_equal(read_words(&w, longer), PG_TEXT_FILE_TOO_BIG);
	assert_int_equal(w.count, 0);
	assert_int_equal(w.kept_lines, 0);
	/* Exactly the largest is read. */
	longer[TEXT_MAX] = '\0';
	assert_int_equal(read_words(&w, longer), PG_TEXT_FILE_OK);
	assert_int_equal(w.kept_lines, 1);
	assert_int_equal(w.kept_used, TEXT_MAX + 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(kept_lines_come_back_in_their_places),
		cmocka_unit_test(a_last_line_gets_its_newline),
		cmocka_unit_test(a_row_added_after_reading_goes_after_the_kept_end),
		cmocka_unit_test(the_writer_says_what_it_needs),
		cmocka_unit_test(binary_and_too_long_are_refused_whole),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
