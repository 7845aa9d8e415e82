/*
 * pg_records_text.h: a best-scores table (POTLUCK!'s best solo games) and
 * its text form, with no SDL and no I/O, so the app, the tests and the
 * fuzzer share one strict parser (issue 13, finding 4).
 *
 * The text is one line per row, best first: "SCORE DATE", where SCORE is
 * plain digits (a 64-bit value, range-checked, never wrapped), DATE is a
 * real day as YYYY-MM-DD (or "-" when the clock could not say), and
 * anything after the date (a blank, then a note) is kept verbatim. A line
 * that is not such a row (a comment, a damaged row, an eleventh row) is
 * not understood, but it is kept: the writer puts it back unchanged, in
 * the same place among the rows (pg_text_file.h). Every line the writer
 * writes ends in a newline.
 */
#ifndef PG_RECORDS_TEXT_H
#define PG_RECORDS_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pg_text_file.h"

enum {
	PG_RECORDS_MAX = 10,
	PG_RECORDS_DATE = 16,
	PG_RECORDS_NOTE = 256,           /* a note longer than this is kept as a line */
	PG_RECORDS_TEXT_MAX = 32 * 1024, /* the largest file the parser takes */
};

typedef struct pg_records {
	int count;
	int64_t score[PG_RECORDS_MAX];              /* best first */
	char date[PG_RECORDS_MAX][PG_RECORDS_DATE]; /* "2026-11-21" */
	char note[PG_RECORDS_MAX][PG_RECORDS_NOTE]; /* verbatim after the date, or "" */
	int fresh;                                  /* this game's row, or -1 */
	bool frozen; /* the file is damaged and stays: do not write (pg_records_file.h) */
	/* Lines not understood, verbatim with their newlines, in file order.
	 * Those before row i start at kept_start[i]; those after the last
	 * row run from kept_start[count] to kept_used. */
	size_t kept_start[PG_RECORDS_MAX + 1];
	size_t kept_used;
	int kept_lines;
	char kept[PG_RECORDS_TEXT_MAX + 2]; /* a newline may be added, and a NUL */
} pg_records;

typedef enum pg_records_text_result {
	PG_RECORDS_TEXT_OK = PG_TEXT_FILE_OK,           /* every line is a row or kept */
	PG_RECORDS_TEXT_BINARY = PG_TEXT_FILE_BINARY,   /* a NUL byte: not a text file at all */
	PG_RECORDS_TEXT_TOO_BIG = PG_TEXT_FILE_TOO_BIG, /* more than PG_RECORDS_TEXT_MAX bytes */
} pg_records_text_result;

/* An empty table (fresh = -1). */
void pg_records_clear(pg_records *records);
/* Parses length bytes of text into records (fresh = -1). On BINARY or
 * TOO_BIG the table is empty and nothing is kept: the caller must keep
 * the file itself (pg_storage_keep_aside), not write over it. */
pg_records_text_result pg_records_text_parse(pg_records *records, const char *text,
                                             size_t length);
/* Writes the rows and the kept lines into buf (NUL-terminated when size
 * > 0); returns the length the whole text needs, as snprintf does. */
size_t pg_records_text_format(const pg_records *records, char *buf, size_t size);
/* The longest text pg_records_text_format can need, NUL included. */
enum {
	PG_RECORDS_TEXT_FORMAT_MAX =
	    PG_RECORDS_TEXT_MAX + 2 +
	    PG_RECORDS_MAX * (20 + 1 + PG_RECORDS_DATE + PG_RECORDS_NOTE + 1)
};

/* Puts score, made on date, into the table below every score at least
 * as high; the lowest falls off a full table (the lines kept before it
 * move to the end). Returns the row (also set as fresh), or -1 when it
 * did not make the table. */
int pg_records_insert(pg_records *records, int64_t score, const char *date);

#endif
