/*
 * fuzz_records.c: libFuzzer harness for the best-scores parser
 * (pg_records_text_parse, src/core/pg_records_text.c).
 *
 * Whatever the input, the parse stays in bounds, and what it gives can be
 * written and parsed again to the same table: the same rows, notes and
 * kept lines, and the same text when written a second time. So a load and
 * a save never lose or change a line.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pg_records_text.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static pg_records first, second;
	static char text[PG_RECORDS_TEXT_FORMAT_MAX], again[PG_RECORDS_TEXT_FORMAT_MAX];
	pg_records_text_result result = pg_records_text_parse(&first, (const char *)data, size);
	if (result != PG_RECORDS_TEXT_OK) {
		if (first.count != 0 || first.kept_used != 0)
			abort();
		return 0;
	}
	if (first.count < 0 || first.count > PG_RECORDS_MAX ||
	    first.kept_used > PG_RECORDS_TEXT_MAX + 1)
		abort();
	size_t length = pg_records_text_format(&first, text, sizeof text);
	if (length >= sizeof text)
		abort();
	/* Nothing was written but the input itself: the writer only adds a
	 * newline to a last line without one. */
	bool unterminated = size > 0 && data[size - 1] != '\n';
	if (length != size + (unterminated ? 1 : 0) || memcmp(text, data, size) != 0 ||
	    (unterminated && text[size] != '\n'))
		abort();
	if (pg_records_text_parse(&second, text, length) != PG_RECORDS_TEXT_OK &&
	    length <= PG_RECORDS_TEXT_MAX)
		abort();
	if (length > PG_RECORDS_TEXT_MAX)
		return 0; /* a full table of long notes over a full file: kept aside on read */
	if (second.count != first.count || second.kept_lines != first.kept_lines ||
	    second.kept_used != first.kept_used ||
	    memcmp(second.kept, first.kept, first.kept_used) != 0)
		abort();
	for (int i = 0; i < first.count; i++)
		if (second.score[i] != first.score[i] ||
		    strcmp(second.date[i], first.date[i]) != 0 ||
		    strcmp(second.note[i], first.note[i]) != 0)
			abort();
	size_t length2 = pg_records_text_format(&second, again, sizeof again);
	if (length2 != length || memcmp(again, text, length) != 0)
		abort();
	return 0;
}
