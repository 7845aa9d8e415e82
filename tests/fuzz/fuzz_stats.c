/*
 * fuzz_stats.c: libFuzzer harness for the statistics parser
 * (pg_stats_text_parse, src/core/pg_stats.c).
 *
 * Whatever the input, the parse stays in bounds, every row it takes is
 * consistent, and what it gives is written back as the input itself (a
 * newline added to a last line without one), then parsed again to the
 * same rows and kept lines. So a load and a save never lose or change a
 * line, whatever a later version or a damaged disk put there.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pg_stats.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static pg_stats first, second;
	static char text[PG_STATS_TEXT_FORMAT_MAX], again[PG_STATS_TEXT_FORMAT_MAX];
	if (pg_stats_text_parse(&first, (const char *)data, size) != PG_STATS_TEXT_OK) {
		if (first.count != 0 || first.kept_used != 0)
			abort();
		return 0;
	}
	if (first.count < 0 || first.count > PG_STATS_MAX_ROWS ||
	    first.kept_used > PG_STATS_TEXT_MAX + 1)
		abort();
	for (int i = 0; i < first.count; i++) {
		const pg_stats_row *r = &first.rows[i];
		if (r->played < 1 || r->won + r->lost + r->drawn > r->played ||
		    r->streak > r->best_streak || r->best_streak > r->won || r->hinted > r->played)
			abort();
	}
	size_t length = pg_stats_text_format(&first, text, sizeof text);
	if (length >= sizeof text)
		abort();
	bool unterminated = size > 0 && data[size - 1] != '\n';
	if (length != size + (unterminated ? 1 : 0) || memcmp(text, data, size) != 0 ||
	    (unterminated && text[size] != '\n'))
		abort();
	if (length > PG_STATS_TEXT_MAX)
		return 0; /* one byte over with the added newline: kept aside on read */
	if (pg_stats_text_parse(&second, text, length) != PG_STATS_TEXT_OK)
		abort();
	if (second.count != first.count || second.kept_lines != first.kept_lines ||
	    second.kept_used != first.kept_used ||
	    memcmp(second.kept, first.kept, first.kept_used) != 0 ||
	    memcmp(second.rows, first.rows, sizeof first.rows[0] * (size_t)first.count) != 0)
		abort();
	size_t length2 = pg_stats_text_format(&second, again, sizeof again);
	if (length2 != length || memcmp(again, text, length) != 0)
		abort();
	return 0;
}
