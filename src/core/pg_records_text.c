/*
 * pg_records_text.c: the best-scores table's strict parser and writer
 * (see pg_records_text.h).
 */
#include "pg_records_text.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pg_text_file.h"

/* The kept lines, as pg_text_file.h reaches them. */
static pg_text_kept kept_of(pg_records *records)
{
	return (pg_text_kept){records->kept, records->kept_start, &records->kept_used,
			      &records->kept_lines};
}

void pg_records_clear(pg_records *records)
{
	records->count = 0;
	records->fresh = -1;
	pg_text_kept_clear(kept_of(records), PG_RECORDS_MAX);
}

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* Two or four digits at p as a number, or -1. */
static int digits(const char *p, int n)
{
	int value = 0;
	for (int i = 0; i < n; i++) {
		if (!is_digit(p[i]))
			return -1;
		value = value * 10 + (p[i] - '0');
	}
	return value;
}

/* A real day as YYYY-MM-DD (years 1 to 9999), ten characters at p. */
static bool is_date(const char *p)
{
	if (p[4] != '-' || p[7] != '-')
		return false;
	int year = digits(p, 4), month = digits(p + 5, 2), day = digits(p + 8, 2);
	if (year < 1 || month < 1 || month > 12 || day < 1)
		return false;
	static const int days[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
	bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
	if (month == 2 && day == 29)
		return leap;
	return day <= days[month - 1];
}

/* Reads the row in line (n bytes, no newline) into row `at`; false when
 * the line is not exactly a row. */
static bool parse_row(pg_records *records, int at, const char *line, size_t n)
{
	size_t i = 0;
	while (i < n && is_digit(line[i]))
		i++;
	/* Plain digits only (no sign, no blank first), at most 19: more
	 * cannot be an int64_t, and strtoll says ERANGE for the rest. */
	if (i == 0 || i > 19 || i >= n || line[i] != ' ')
		return false;
	/* No leading zeros: "007" would be written back as "7", and a row
	 * must come back as it was read. */
	if (i > 1 && line[0] == '0')
		return false;
	char number[20];
	memcpy(number, line, i);
	number[i] = '\0';
	errno = 0;
	char *end = NULL;
	long long value = strtoll(number, &end, 10);
	if (errno == ERANGE || *end != '\0' || value < 0)
		return false;
	size_t date_at = i + 1, date_len;
	if (n - date_at >= 10 && is_date(line + date_at))
		date_len = 10;
	else if (n - date_at >= 1 && line[date_at] == '-' &&
	         (n - date_at == 1 || line[date_at + 1] == ' ' || line[date_at + 1] == '\t'))
		date_len = 1;
	else
		return false;
	size_t note_at = date_at + date_len;
	/* The note starts with its blank, so writing it back after the date
	 * gives the line as it was. */
	if (note_at < n && line[note_at] != ' ' && line[note_at] != '\t')
		return false;
	if (n - note_at >= PG_RECORDS_NOTE)
		return false;
	records->score[at] = (int64_t)value;
	memcpy(records->date[at], line + date_at, date_len);
	records->date[at][date_len] = '\0';
	memcpy(records->note[at], line + note_at, n - note_at);
	records->note[at][n - note_at] = '\0';
	return true;
}

/* A row of the text for pg_text_file_read (one past the table is kept
 * as a line). */
static int take_row(void *table, const char *line, size_t n)
{
	pg_records *records = table;
	if (records->count == PG_RECORDS_MAX || !parse_row(records, records->count, line, n))
		return -1;
	return ++records->count;
}

pg_records_text_result pg_records_text_parse(pg_records *records, const char *text,
                                             size_t length)
{
	pg_records_clear(records);
	return (pg_records_text_result)pg_text_file_read(text, length, PG_RECORDS_TEXT_MAX,
	                                                 take_row, records, kept_of(records));
}

static void put_row(const void *table, int i, pg_text_out *out)
{
	const pg_records *records = table;
	char row[24 + PG_RECORDS_DATE];
	int n = snprintf(row, sizeof row, "%" PRId64 " %s", records->score[i], records->date[i]);
	pg_text_out_put(out, row, n > 0 ? (size_t)n : 0);
	pg_text_out_put(out, records->note[i], strlen(records->note[i]));
	pg_text_out_put(out, "\n", 1);
}

size_t pg_records_text_format(const pg_records *records, char *buf, size_t size)
{
	return pg_text_file_write(records, records->count, put_row, records->kept,
	                          records->kept_start, records->kept_used, buf, size);
}

int pg_records_insert(pg_records *records, int64_t score, const char *date)
{
	int row = 0;
	while (row < records->count && records->score[row] >= score)
		row++;
	records->fresh = -1;
	if (row >= PG_RECORDS_MAX)
		return -1;
	/* A full table drops its last row; the lines kept before it join
	 * those at the end (kept_start[count] is then where they begin). */
	if (records->count == PG_RECORDS_MAX)
		records->count--;
	for (int i = records->count; i > row; i--) {
		records->score[i] = records->score[i - 1];
		memcpy(records->date[i], records->date[i - 1], sizeof records->date[i]);
		memcpy(records->note[i], records->note[i - 1], sizeof records->note[i]);
	}
	/* The new row gets no kept lines of its own: those before the old
	 * row here stay with it, one place down. */
	for (int i = records->count + 1; i > row; i--)
		records->kept_start[i] = records->kept_start[i - 1];
	records->score[row] = score;
	snprintf(records->date[row], sizeof records->date[row], "%s", date);
	records->note[row][0] = '\0';
	records->count++;
	records->fresh = row;
	return row;
}
