/*
 * pg_text_file.h: the line-by-line text form the small tables of the
 * player's folder share (statistics, pg_stats.h; best scores,
 * pg_records_text.h), with no SDL and no I/O.
 *
 * A table reads each line it understands as one of its rows; every other
 * line (a comment, a row of a later version, a damaged line) is kept
 * verbatim, and the writer puts it back in its place among the rows, so a
 * file stays readable by older and newer versions alike. The kept lines
 * live in the table's own buffer: before row i they start at start[i],
 * and those after the last row run from start[rows] to *used. Every line
 * the writer writes ends in a newline (a last line read without one gets
 * it).
 */
#ifndef PG_TEXT_FILE_H
#define PG_TEXT_FILE_H

#include <stdbool.h>
#include <stddef.h>

/* The table's kept lines: its buffer (room for the largest text it takes,
 * a newline more and a NUL), where each row's lines start (one more than
 * the rows it can hold), the bytes used and the number of lines. */
typedef struct pg_text_kept {
	char *text;
	size_t *start;
	size_t *used;
	int *lines;
} pg_text_kept;

typedef enum pg_text_file_result {
	PG_TEXT_FILE_OK,      /* every line is a row or kept */
	PG_TEXT_FILE_BINARY,  /* a NUL byte: not a text file at all */
	PG_TEXT_FILE_TOO_BIG, /* longer than the table takes */
} pg_text_file_result;

/* Takes a line (n bytes, no newline) as the table's next row: returns the
 * number of rows after it, or -1 when the line is not one (or the table
 * is full). */
typedef int (*pg_text_file_take_row)(void *table, const char *line, size_t n);

/* No kept lines. */
void pg_text_kept_clear(pg_text_kept kept, int rows_max);

/* Reads length bytes (at most max) line by line into table and kept. On
 * BINARY or TOO_BIG nothing is read or kept: the caller keeps the file
 * aside rather than write over it. */
pg_text_file_result pg_text_file_read(const char *text, size_t length, size_t max,
				      pg_text_file_take_row take, void *table, pg_text_kept kept);

/* Where the writer writes: as snprintf, used counts what the whole text
 * needs even when it is more than size. */
typedef struct pg_text_out {
	char *buf;
	size_t size;
	size_t used;
} pg_text_out;

/* Appends n bytes of s (as far as the room goes). */
void pg_text_out_put(pg_text_out *out, const char *s, size_t n);

/* Writes row i of table, its newline included. */
typedef void (*pg_text_file_put_row)(const void *table, int row, pg_text_out *out);

/* Writes the rows and the kept lines in their places into buf
 * (NUL-terminated when size > 0); returns the length the whole text
 * needs, as snprintf does. */
size_t pg_text_file_write(const void *table, int rows, pg_text_file_put_row put_row,
			  const char *kept_text, const size_t *kept_start, size_t kept_used,
			  char *buf, size_t size);

#endif
