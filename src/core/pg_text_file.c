/*
 * pg_text_file.c: reading and writing the tables' text form, kept lines
 * in their places (see pg_text_file.h).
 */
#include "pg_text_file.h"

#include <string.h>

void pg_text_kept_clear(pg_text_kept kept, int rows_max)
{
	*kept.used = 0;
	*kept.lines = 0;
	kept.text[0] = '\0';
	for (int i = 0; i <= rows_max; i++)
		kept.start[i] = 0;
}

pg_text_file_result pg_text_file_read(const char *text, size_t length, size_t max,
				      pg_text_file_take_row take, void *table, pg_text_kept kept)
{
	if (length > max)
		return PG_TEXT_FILE_TOO_BIG;
	if (memchr(text, '\0', length))
		return PG_TEXT_FILE_BINARY;
	size_t at = 0;
	while (at < length) {
		const char *line = text + at;
		const char *newline = memchr(line, '\n', length - at);
		size_t n = newline ? (size_t)(newline - line) : length - at;
		at += n + (newline ? 1 : 0);
		int rows = take(table, line, n);
		if (rows >= 0) {
			kept.start[rows] = *kept.used;
			continue;
		}
		/* Not understood: kept as it was. A last line without its
		 * newline gets one; nothing else changes. */
		memcpy(kept.text + *kept.used, line, n);
		*kept.used += n;
		kept.text[(*kept.used)++] = '\n';
		kept.text[*kept.used] = '\0';
		(*kept.lines)++;
	}
	return PG_TEXT_FILE_OK;
}

void pg_text_out_put(pg_text_out *out, const char *s, size_t n)
{
	if (out->used < out->size) {
		size_t room = out->size - out->used;
		memcpy(out->buf + out->used, s, n < room ? n : room);
	}
	out->used += n;
}

size_t pg_text_file_write(const void *table, int rows, pg_text_file_put_row put_row,
			  const char *kept_text, const size_t *kept_start, size_t kept_used,
			  char *buf, size_t size)
{
	pg_text_out out = {buf, size, 0};
	for (int i = 0; i <= rows; i++) {
		size_t from = kept_start[i];
		size_t to = i < rows ? kept_start[i + 1] : kept_used;
		pg_text_out_put(&out, kept_text + from, to - from);
		if (i < rows)
			put_row(table, i, &out);
	}
	if (size > 0)
		buf[out.used < size ? out.used : size - 1] = '\0';
	return out.used;
}
